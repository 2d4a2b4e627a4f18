"""Share repair: helpers (at least the threshold, the same list for each)
rebuild a participant's lost share, checked against its verifying share."""

from __future__ import annotations

import ctypes
from typing import Dict, Mapping, Sequence

from ._native import LIB, Buffer, ErrorReport, arg, call, encode_list, take_secret
from .secret import Secret, SecretInput, encode_secret_map, secret_data, secret_map

__all__ = ["repair_part1", "repair_part2", "repair_part3"]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

for _name, _arguments in {
    "frost_repair_part1": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
    "frost_repair_part2": [_BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
    "frost_repair_part3": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
}.items():
    _function = getattr(LIB, _name)
    _function.argtypes = _arguments
    _function.restype = ctypes.c_int


def repair_part1(helpers: Sequence[bytes], key_package: SecretInput, participant: bytes) -> Dict[bytes, Secret]:
    """Run by each helper with its ``KeyPackage``: ``helpers`` the helpers'
    ``Identifier`` messages (without ``participant``, the one repaired).
    Returns the ``RepairDelta`` message for each helper (secret: send each
    over a confidential, authenticated channel; keep this helper's own)."""
    out = Buffer()
    call(LIB.frost_repair_part1, *arg(encode_list(list(helpers))), *arg(secret_data(key_package)),
         *arg(participant), ctypes.byref(out))
    return secret_map(take_secret(out))


def repair_part2(helpers: Sequence[bytes], deltas: Mapping[bytes, SecretInput]) -> Secret:
    """Run by each helper with the ``RepairDelta`` every helper sent it (its
    own included): the ``RepairDeltaSum`` message (secret: send it to the
    participant repaired). Missing and unexpected senders are named."""
    out = Buffer()
    received = encode_secret_map(deltas)
    try:
        call(LIB.frost_repair_part2, *arg(encode_list(list(helpers))), *arg(received), ctypes.byref(out))
    finally:
        Secret(received).wipe()
    return Secret(take_secret(out))


def repair_part3(delta_sums: Mapping[bytes, SecretInput], identifier: bytes, public_key_package: bytes) -> Secret:
    """Run by the participant ``identifier`` with every helper's
    ``RepairDeltaSum``: its repaired ``KeyPackage`` (secret), checked
    against its verifying share in the ``PublicKeyPackage``. A wrong sum
    raises :class:`~frost.ProtocolError` naming no helper, since the sums
    cannot tell which one erred."""
    out = Buffer()
    sums = encode_secret_map(delta_sums)
    try:
        call(LIB.frost_repair_part3, *arg(sums), *arg(identifier), *arg(public_key_package), ctypes.byref(out))
    finally:
        Secret(sums).wipe()
    return Secret(take_secret(out))

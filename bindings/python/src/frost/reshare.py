"""Resharing: current holders (the dealers, at least the threshold) give a
new group, with new identifiers and a new threshold, shares of the same
group key."""

from __future__ import annotations

import ctypes
from typing import Dict, Mapping, Sequence, Tuple

from ._native import LIB, Buffer, ErrorReport, arg, call, encode_list, encode_map, take, take_secret
from .secret import Secret, SecretInput, encode_secret_map, secret_data, secret_map

__all__ = ["reshare_part1", "reshare_part2"]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

LIB.frost_reshare_part1.argtypes = [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, ctypes.c_uint16, _OUT, _OUT, _ERR]
LIB.frost_reshare_part1.restype = ctypes.c_int
LIB.frost_reshare_part2.argtypes = [_BYTES, _SIZE, _BYTES, _SIZE, ctypes.c_uint16, _BYTES, _SIZE, _BYTES, _SIZE,
                                    _BYTES, _SIZE, _OUT, _OUT, _ERR]
LIB.frost_reshare_part2.restype = ctypes.c_int


def reshare_part1(key_package: SecretInput, dealers: Sequence[bytes], new_identifiers: Sequence[bytes],
                  new_min_signers: int) -> Tuple[bytes, Dict[bytes, Secret]]:
    """Run by each dealer with its ``KeyPackage``: ``dealers`` every dealer's
    ``Identifier`` (this one included, the same list for all),
    ``new_identifiers`` and ``new_min_signers`` the new group's. Returns
    the ``ResharePackage`` to broadcast to every new participant and each
    new participant's ``ReshareSubShare`` (secret: send each over a
    confidential, authenticated channel)."""
    package, sub_shares = Buffer(), Buffer()
    call(LIB.frost_reshare_part1, *arg(secret_data(key_package)), *arg(encode_list(list(dealers))),
         *arg(encode_list(list(new_identifiers))), new_min_signers, ctypes.byref(package), ctypes.byref(sub_shares))
    broadcast = take(package)
    return broadcast, secret_map(take_secret(sub_shares))


def reshare_part2(identifier: bytes, new_identifiers: Sequence[bytes], new_min_signers: int,
                  public_key_package: bytes, packages: Mapping[bytes, bytes],
                  sub_shares: Mapping[bytes, SecretInput]) -> Tuple[Secret, bytes]:
    """Run by each new participant ``identifier``: ``public_key_package``
    the old group's (from a trusted source), ``packages`` every dealer's
    ``ResharePackage``, ``sub_shares`` the ``ReshareSubShare`` the same
    dealers sent it. Returns its new ``KeyPackage`` (secret) and the new
    group's ``PublicKeyPackage`` (the same for every new participant:
    compare them before use). Every dealer at fault is named in
    ``culprits``."""
    key, public = Buffer(), Buffer()
    received = encode_secret_map(sub_shares)
    try:
        call(LIB.frost_reshare_part2, *arg(identifier), *arg(encode_list(list(new_identifiers))), new_min_signers,
             *arg(public_key_package), *arg(encode_map(packages)), *arg(received), ctypes.byref(key),
             ctypes.byref(public))
    finally:
        Secret(received).wipe()
    return Secret(take_secret(key)), take(public)

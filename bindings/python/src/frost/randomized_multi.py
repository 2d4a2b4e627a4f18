"""Re-randomized multi-message sessions (ZIP 312): one randomizer per
message, as a Zcash transaction with several actions signs each under its
own randomized key ``rk``. The wrapped request is answered by
:func:`~frost.multi_sign` and opened by :class:`~frost.MultiSigningSession`
as a plain one is."""

from __future__ import annotations

import ctypes
import struct
from typing import List, Sequence

from ._native import LIB, Buffer, ErrorReport, arg, call, decode_list, encode_list, take
from .errors import InvalidSignatureError
from .multi import MultiVerifyError
from .secret import Secret

__all__ = [
    "randomized_multi_signing_package",
    "randomized_multi_verifying_keys",
    "randomized_multi_verify",
]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

for _name, _arguments in {
    "frost_randomized_multi_signing_package_new": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
    "frost_randomized_multi_verifying_keys": [_BYTES, _SIZE, _OUT, _ERR],
    "frost_randomized_multi_verify": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
}.items():
    _function = getattr(LIB, _name)
    _function.argtypes = _arguments
    _function.restype = ctypes.c_int


def randomized_multi_signing_package(multi_signing_package: bytes, group_key: bytes,
                                     alphas: Sequence[bytes] = ()) -> bytes:
    """Wraps a ``MultiSigningPackage`` with one randomizer per message for the
    group key (a ``VerifyingKey`` or ``PublicKeyPackage`` message):
    ``alphas[j]`` is message ``j``'s (the transaction's ``alpha`` for action
    ``j``: a scalar in the suite's encoding, no header); none draws fresh
    ones. Another number of randomizers than messages raises
    :class:`~frost.InvalidLengthError`. The request carries the
    randomizers: send it to the signers only."""
    out = Buffer()
    given = Secret(bytearray(encode_list(alphas))) if alphas else Secret(bytearray())
    with given:
        call(LIB.frost_randomized_multi_signing_package_new, *arg(multi_signing_package), *arg(group_key),
             *arg(given.data), ctypes.byref(out))
    return take(out)


def randomized_multi_verifying_keys(randomized_multi_signing_package: bytes) -> List[bytes]:
    """The randomized key (``rk``) of each message of a re-randomized
    request, a ``VerifyingKey`` message each, in message order: a signer
    checks them against what it authorizes before signing."""
    out = Buffer()
    call(LIB.frost_randomized_multi_verifying_keys, *arg(randomized_multi_signing_package), ctypes.byref(out))
    return [bytes(key) for key in decode_list(take(out))]


def randomized_multi_verify(randomized_multi_signing_package: bytes, group_key: bytes,
                            signatures: Sequence[bytes]) -> None:
    """Checks ``signatures[j]`` over message ``j`` of the re-randomized
    request under that message's randomized key, for every ``j`` at once,
    after checking each randomized key against the group key (a randomizer
    that does not give the request's key raises
    :class:`~frost.ProtocolError`). Raises :class:`~frost.MultiVerifyError`
    listing every invalid index when some do not verify."""
    out = Buffer()
    try:
        call(LIB.frost_randomized_multi_verify, *arg(randomized_multi_signing_package), *arg(group_key),
             *arg(encode_list(signatures)), ctypes.byref(out))
    except InvalidSignatureError as failure:
        invalid = [index for (index,) in struct.iter_unpack("<I", take(out))]
        raise MultiVerifyError(failure.message, invalid) from None
    take(out)

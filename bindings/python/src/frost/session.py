"""The coordinator's signing session (RFC 9591, Sections 5.3 and 5.4),
kept in the library behind a handle: the package's binding factors and
group commitment are derived once, then each share is checked as it
arrives and the shares are aggregated. Immutable in the library, so one
session may serve many threads."""

from __future__ import annotations

import ctypes
from typing import Mapping

from ._native import LIB, Buffer, ErrorReport, Handle, arg, call, encode_map, take
from .handle import NativeHandle

__all__ = ["SigningSession"]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

for _name, _arguments in {
    "frost_signing_session_new": [_BYTES, _SIZE, _BYTES, _SIZE, ctypes.POINTER(Handle), _ERR],
    "frost_signing_session_verify_share": [Handle, _BYTES, _SIZE, _BYTES, _SIZE, _ERR],
    "frost_signing_session_aggregate": [Handle, _BYTES, _SIZE, _OUT, _ERR],
    "frost_signing_session_free": [Handle, _ERR],
}.items():
    _function = getattr(LIB, _name)
    _function.argtypes = _arguments
    _function.restype = ctypes.c_int


class SigningSession(NativeHandle):
    """The session of a ``SigningPackage`` for the group of a
    ``PublicKeyPackage``. Refuses a package with fewer signers than the
    threshold, a signer without a verifying share (named), and a package
    whose group commitment is the identity (start a new session without the
    suspects). :meth:`close` frees it, as does collection or leaving a
    ``with`` block."""

    __slots__ = ()
    _free = "frost_signing_session_free"

    def __init__(self, signing_package: bytes, public_key_package: bytes) -> None:
        handle = Handle()
        call(LIB.frost_signing_session_new, *arg(signing_package), *arg(public_key_package), ctypes.byref(handle))
        super().__init__(handle.value)

    def verify_share(self, identifier: bytes, signature_share: bytes) -> None:
        """Checks the ``SignatureShare`` of the signer ``identifier`` as it
        arrives: raises :class:`~frost.InvalidSignatureSharesError` naming
        the signer, or :class:`~frost.UnexpectedParticipantsError` naming a
        participant outside the package."""
        call(LIB.frost_signing_session_verify_share, self._handle, *arg(identifier), *arg(signature_share))

    def aggregate(self, signature_shares: Mapping[bytes, bytes]) -> bytes:
        """The group's ``Signature`` from every signer's share, naming every
        invalid, missing or unexpected signer as :func:`~frost.aggregate`
        does; the session stays usable (to aggregate again once a share is
        replaced)."""
        out = Buffer()
        call(LIB.frost_signing_session_aggregate, self._handle, *arg(encode_map(signature_shares)), ctypes.byref(out))
        return take(out)

"""Signature shares checked together, of any open signing sessions of one
suite: one multiscalar multiplication when all are valid, and every invalid
share named otherwise."""

from __future__ import annotations

import ctypes
import struct
from typing import List, Sequence

from ._native import LIB, Buffer, ErrorReport, Handle, arg, call, take
from .errors import InvalidSignatureSharesError
from .handle import NativeHandle
from .session import SigningSession

__all__ = ["ShareBatch", "ShareBatchError"]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

for _name, _arguments in {
    "frost_share_batch_new": [ctypes.c_uint8, ctypes.POINTER(Handle), _ERR],
    "frost_share_batch_push": [Handle, Handle, _BYTES, _SIZE, _BYTES, _SIZE, ctypes.POINTER(ctypes.c_uint32), _ERR],
    "frost_share_batch_verify": [Handle, _OUT, _ERR],
    "frost_share_batch_free": [Handle, _ERR],
}.items():
    _function = getattr(LIB, _name)
    _function.argtypes = _arguments
    _function.restype = ctypes.c_int


class ShareBatchError(InvalidSignatureSharesError):
    """:meth:`ShareBatch.verify`'s failure: ``culprits`` names the signers
    of the invalid shares and ``invalid`` holds the index of every invalid
    share in the batch, ascending, which tells apart two shares of one
    signer in different sessions."""

    def __init__(self, message: str, culprits: Sequence[bytes], invalid: Sequence[int]) -> None:
        super().__init__(message, culprits)
        self.invalid: List[int] = list(invalid)


class ShareBatch(NativeHandle):
    """An empty batch of signature shares of ``suite``. :meth:`close` frees
    it, as does collection or leaving a ``with`` block."""

    __slots__ = ()
    _free = "frost_share_batch_free"

    def __init__(self, suite: int) -> None:
        handle = Handle()
        call(LIB.frost_share_batch_new, int(suite), ctypes.byref(handle))
        super().__init__(handle.value)

    def push(self, session: SigningSession, identifier: bytes, signature_share: bytes) -> int:
        """Adds the ``SignatureShare`` of the signer ``identifier`` in
        ``session``, unchecked, and returns its index. A participant outside
        the session's package raises
        :class:`~frost.UnexpectedParticipantsError` (named) and adds
        nothing."""
        index = ctypes.c_uint32()
        call(LIB.frost_share_batch_push, self._handle, session._handle, *arg(identifier), *arg(signature_share),
             ctypes.byref(index))
        return index.value

    def verify(self) -> None:
        """Checks every share in the batch: returns when all are valid,
        raises :class:`ShareBatchError` otherwise. A valid share is never
        named."""
        out = Buffer()
        try:
            call(LIB.frost_share_batch_verify, self._handle, ctypes.byref(out))
        except InvalidSignatureSharesError as failure:
            raw = take(out)
            invalid = [index for (index,) in struct.iter_unpack("<I", raw)]
            raise ShareBatchError(failure.message, failure.culprits, invalid) from None
        take(out)

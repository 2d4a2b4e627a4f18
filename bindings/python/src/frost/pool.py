"""Nonce pools: a signer's round-one nonces made ahead of time (RFC 9591,
Section 5.1, many commits at once), kept in the library behind a handle.

The crash-safety rule: a stored pool copied back from a backup still holds
nonces that signed since, so a pool is restored only against the
application's record of consumed nonces (the commitments of every entry
taken, kept append-only and never in the pool's backup). In this order:
:meth:`NoncePool.take`; append its commitments to the record and make it
durable; :meth:`NoncePool.store` and make the storage durable; only then
:func:`~frost.sign` and release the share.
"""

from __future__ import annotations

import ctypes
from typing import List, Sequence, Tuple

from ._native import LIB, Buffer, ErrorReport, Handle, arg, call, decode_list, encode_list, take, take_secret
from .handle import NativeHandle
from .nonces import Nonces
from .secret import Secret, SecretInput, secret_data

__all__ = ["NoncePool"]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

# The pool's entry points' arguments, in the header's order (status return).
for _name, _arguments in {
    "frost_nonce_pool_new": [_BYTES, _SIZE, ctypes.c_uint32, ctypes.POINTER(Handle), _OUT, _ERR],
    "frost_nonce_pool_take": [Handle, _BYTES, _SIZE, _BYTES, _SIZE, ctypes.POINTER(Handle), _OUT, _ERR],
    "frost_nonce_pool_store": [Handle, _OUT, _ERR],
    "frost_nonce_pool_unused": [Handle, _OUT, _ERR],
    "frost_nonce_pool_restore": [_BYTES, _SIZE, _BYTES, _SIZE, ctypes.POINTER(Handle), _ERR],
    "frost_nonce_pool_free": [Handle, _ERR],
}.items():
    _function = getattr(LIB, _name)
    _function.argtypes = _arguments
    _function.restype = ctypes.c_int


class NoncePool(NativeHandle):
    """A pool of ``count`` fresh nonce pairs for the signer of a
    ``KeyPackage`` (secret); :attr:`commitments` are their
    ``SigningCommitments`` messages in entry order (public: publish them to
    the coordinator; a restored pool's are its unused entries).
    :meth:`close` frees the pool, wiping its unused
    nonces, as does collection or leaving a ``with`` block."""

    __slots__ = ("commitments",)
    _free = "frost_nonce_pool_free"

    def __init__(self, key_package: SecretInput, count: int) -> None:
        handle, out = Handle(), Buffer()
        call(LIB.frost_nonce_pool_new, *arg(secret_data(key_package)), count, ctypes.byref(handle),
             ctypes.byref(out))
        super().__init__(handle.value)
        self.commitments: List[bytes] = decode_list(take(out))

    @classmethod
    def restore(cls, storage: SecretInput, consumed: Sequence[bytes]) -> "NoncePool":
        """A pool from its storage form (:meth:`store`) against
        ``consumed``, the record of consumed nonces (every commitments
        message :meth:`take` returned). Raises
        :class:`~frost.NonceRefusedError` when the record names an entry the
        stored pool has unused (an old copy of the pool: discard it) or the
        pool has a used entry the record lacks (a lost or rolled-back
        record)."""
        handle = Handle()
        call(LIB.frost_nonce_pool_restore, *arg(secret_data(storage)), *arg(encode_list(list(consumed))),
             ctypes.byref(handle))
        pool = cls.__new__(cls)
        NativeHandle.__init__(pool, handle.value)
        pool.commitments = pool.unused()
        return pool

    def take(self, signing_package: bytes, identifier: bytes) -> Tuple[Nonces, bytes]:
        """Uses for good the entry whose commitments ``signing_package``
        (plain or re-randomized) carries for the signer ``identifier``:
        its nonces, for :func:`~frost.sign`, and its ``SigningCommitments``
        message, to append to the record of consumed nonces before storing
        the pool and signing. A second take of an entry, and commitments
        not in the pool, raise :class:`~frost.NonceRefusedError`; a package
        without this signer :class:`~frost.CommitmentMismatchError`."""
        handle, out = Handle(), Buffer()
        call(LIB.frost_nonce_pool_take, self._handle, *arg(signing_package), *arg(identifier),
             ctypes.byref(handle), ctypes.byref(out))
        return Nonces(handle.value), take(out)

    def store(self) -> Secret:
        """The pool's storage form (secret: it holds the unused nonces).
        Keep it where the key package may be, never in the backup of the
        record of consumed nonces."""
        out = Buffer()
        call(LIB.frost_nonce_pool_store, self._handle, ctypes.byref(out))
        return Secret(take_secret(out))

    def unused(self) -> List[bytes]:
        """The ``SigningCommitments`` messages of the entries not yet taken,
        in entry order: what the signer may still offer a coordinator."""
        out = Buffer()
        call(LIB.frost_nonce_pool_unused, self._handle, ctypes.byref(out))
        return decode_list(take(out))

"""Multi-message sessions: several messages signed by the same signers in
one round trip, each message its own FROST session (RFC 9591, Section 5)
with its own nonces and its own signature. Round one commits once per
message, every nonce behind one handle (:class:`MultiNonces`), which
:func:`multi_sign` consumes whole; the coordinator's
:class:`MultiSigningSession` checks each answer as it arrives and names
every culprit of every message."""

from __future__ import annotations

import ctypes
import struct
from typing import List, Mapping, Sequence, Tuple

from ._native import LIB, Buffer, ErrorReport, Handle, arg, call, decode_list, encode_list, encode_map, take
from .errors import InvalidSignatureError
from .handle import NativeHandle
from .nonces import spend
from .secret import SecretInput, secret_data

__all__ = [
    "MAX_MESSAGES",
    "MultiNonces",
    "multi_commit",
    "multi_signing_package",
    "multi_sign",
    "MultiSigningSession",
    "MultiVerifyError",
    "multi_verify",
]

MAX_MESSAGES = 1024
"""The most messages one multi-message session signs (FROST_MAX_MESSAGES)."""

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

for _name, _arguments in {
    "frost_multi_commit": [_BYTES, _SIZE, ctypes.c_uint32, ctypes.POINTER(Handle), _OUT, _ERR],
    "frost_multi_nonces_free": [Handle, _ERR],
    "frost_multi_signing_package_new": [_BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
    "frost_multi_sign": [_BYTES, _SIZE, _BYTES, _SIZE, Handle, _BYTES, _SIZE, _OUT, _ERR],
    "frost_multi_signing_session_new": [_BYTES, _SIZE, _BYTES, _SIZE, ctypes.POINTER(Handle), _ERR],
    "frost_multi_signing_session_verify_shares": [Handle, _BYTES, _SIZE, _BYTES, _SIZE, _ERR],
    "frost_multi_signing_session_aggregate": [Handle, _BYTES, _SIZE, _OUT, _ERR],
    "frost_multi_signing_session_free": [Handle, _ERR],
    "frost_multi_verify": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
}.items():
    _function = getattr(LIB, _name)
    _function.argtypes = _arguments
    _function.restype = ctypes.c_int


class MultiNonces(NativeHandle):
    """One signer's round-one nonces for a multi-message session, one pair
    per message, kept inside the library behind one handle.
    :func:`multi_sign` spends them all (a second signature raises
    :class:`~frost.StaleHandleError`); :func:`~frost.sign` refuses them
    with a :class:`TypeError`, before any call, leaving them usable. :meth:`close` discards unused
    nonces, as does collection or leaving a ``with`` block."""

    __slots__ = ()
    _free = "frost_multi_nonces_free"


def multi_commit(key_package: SecretInput, message_count: int) -> Tuple[MultiNonces, bytes]:
    """Round one once per message: ``message_count`` (1 to
    :data:`MAX_MESSAGES`) fresh nonce pairs, kept in the library, and the
    ``MultiSigningCommitments`` message to send to the coordinator."""
    handle, out = Handle(), Buffer()
    call(LIB.frost_multi_commit, *arg(secret_data(key_package)), int(message_count), ctypes.byref(handle), ctypes.byref(out))
    return MultiNonces(handle.value), take(out)


def multi_signing_package(commitments: Mapping[bytes, bytes], messages: Sequence[bytes]) -> bytes:
    """The coordinator's ``MultiSigningPackage`` message from every signer's
    ``MultiSigningCommitments`` (``Identifier`` message -> message) and the
    messages to sign, in order. A signer with another number of commitments
    than messages raises :class:`~frost.InvalidLengthError`."""
    out = Buffer()
    call(LIB.frost_multi_signing_package_new, *arg(encode_map(commitments)), *arg(encode_list(messages)),
         ctypes.byref(out))
    return take(out)


def multi_sign(multi_signing_package: bytes, expected_messages: Sequence[bytes], nonces: MultiNonces,
               key_package: SecretInput) -> bytes:
    """Round two once per message: this participant's
    ``MultiSignatureShares`` message (one share per message). Refuses a
    package whose messages are not exactly ``expected_messages``, in order
    (:class:`~frost.MessageMismatchError`), checking every message before
    any share is made. Spends all of ``nonces`` once the call reaches the
    library, also when it refuses; only nonces of another type
    (:class:`TypeError`) or arguments that are not bytes are refused before,
    leaving them usable. Also answers a re-randomized request
    (:func:`~frost.randomized_multi_signing_package`)."""
    out = Buffer()
    arguments = (*arg(multi_signing_package), *arg(encode_list(expected_messages)))
    key = arg(secret_data(key_package))
    spend(nonces, MultiNonces, lambda handle: call(LIB.frost_multi_sign, *arguments, handle, *key, ctypes.byref(out)))
    return take(out)


class MultiSigningSession(NativeHandle):
    """The coordinator's session of a ``MultiSigningPackage`` for the group
    of a ``PublicKeyPackage``: one signing session per message, refused as
    :class:`~frost.SigningSession` refuses the package of any message. A
    re-randomized request checks and aggregates each message under its
    randomized key.
    Immutable in the library, so one session may serve many threads.
    :meth:`close` frees it, as does collection or leaving a ``with``
    block."""

    __slots__ = ()
    _free = "frost_multi_signing_session_free"

    def __init__(self, multi_signing_package: bytes, public_key_package: bytes) -> None:
        handle = Handle()
        call(LIB.frost_multi_signing_session_new, *arg(multi_signing_package), *arg(public_key_package),
             ctypes.byref(handle))
        super().__init__(handle.value)

    def verify_shares(self, identifier: bytes, signature_shares: bytes) -> None:
        """Checks the ``MultiSignatureShares`` of the signer ``identifier``
        as it arrives: raises :class:`~frost.InvalidSignatureSharesError`
        naming the signer (the message says which messages),
        :class:`~frost.InvalidLengthError` naming it when it answered for
        another number of messages, or
        :class:`~frost.UnexpectedParticipantsError` naming a participant
        outside the package."""
        call(LIB.frost_multi_signing_session_verify_shares, self._handle, *arg(identifier), *arg(signature_shares))

    def aggregate(self, signature_shares: Mapping[bytes, bytes]) -> List[bytes]:
        """One ``Signature`` message per message, in order, from every
        signer's ``MultiSignatureShares``. Succeeds only when every message
        does; otherwise raises the error of the first message that failed,
        whose ``culprits`` names every signer at fault in any message
        (invalid, missing or unexpected). The session stays usable."""
        out = Buffer()
        call(LIB.frost_multi_signing_session_aggregate, self._handle, *arg(encode_map(signature_shares)),
             ctypes.byref(out))
        return decode_list(take(out))


class MultiVerifyError(InvalidSignatureError):
    """:func:`multi_verify`'s failure: ``invalid`` holds the index of every
    message whose signature does not verify, ascending."""

    def __init__(self, message: str, invalid: Sequence[int]) -> None:
        super().__init__(message)
        self.invalid: List[int] = list(invalid)


def multi_verify(group_key: bytes, messages: Sequence[bytes], signatures: Sequence[bytes]) -> None:
    """Checks ``signatures[j]`` over ``messages[j]`` under the group key (a
    ``VerifyingKey`` or ``PublicKeyPackage`` message) for every ``j`` at
    once: returns when all verify, raises :class:`MultiVerifyError`
    otherwise."""
    out = Buffer()
    try:
        call(LIB.frost_multi_verify, *arg(group_key), *arg(encode_list(messages)), *arg(encode_list(signatures)),
             ctypes.byref(out))
    except InvalidSignatureError as failure:
        invalid = [index for (index,) in struct.iter_unpack("<I", take(out))]
        raise MultiVerifyError(failure.message, invalid) from None
    take(out)

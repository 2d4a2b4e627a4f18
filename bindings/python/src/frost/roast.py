"""ROAST (robust asynchronous Schnorr threshold signing) over the C ABI.

A :class:`RoastCoordinator` keeps opening FROST sessions with the signers
who answer until one signs, so that neither slow nor malicious signers stop
the run; each :class:`RoastSigner` answers its requests. Both live in the
library behind a handle: this module only carries their messages (``bytes``).

Every run has a 32-byte run identifier, drawn by the coordinator
(:attr:`RoastCoordinator.run`); a signer is created for that run and refuses
messages of any other. In the unauthenticated mode (no identity keys) the
application's channels must authenticate every signer and report the true
sender. In accountable mode every member holds an identity key pair
(:func:`identity_key_generate`), the coordinator knows every verifying key,
every signer message carries its sender's identity signature, and blame
evidence convinces a third party (:func:`verify_blame` with the identity
keys).
"""

from __future__ import annotations

import ctypes
from typing import List, Mapping, NamedTuple, Optional, Tuple, Union

from ._native import LIB, Buffer, ErrorReport, Handle, arg, call, decode_list, encode_list, take, take_secret
from .errors import MalformedInputError
from .handle import NativeHandle
from .secret import Secret

__all__ = [
    "RoastStep",
    "RoastCoordinator",
    "RoastSigner",
    "identity_key_generate",
    "verify_blame",
]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

# The ROAST entry points' arguments, in the header's order (status return).
for _name, _arguments in {
    "frost_roast_coordinator_new": [_BYTES, _SIZE, _BYTES, _SIZE, ctypes.c_uint8, _BYTES, _SIZE,
                                    ctypes.POINTER(Handle), _ERR],
    "frost_roast_signer_new": [_BYTES, _SIZE, _BYTES, _SIZE, ctypes.c_uint8, _BYTES, _SIZE, _BYTES, _SIZE,
                               ctypes.POINTER(Handle), _ERR],
    "frost_roast_free": [Handle, _ERR],
    "frost_roast_identity_key_generate": [ctypes.c_uint8, _OUT, _OUT, _ERR],
    "frost_roast_verify_blame": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _ERR],
    "frost_roast_coordinator_receive": [Handle, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
    "frost_roast_coordinator_timeout": [Handle, _BYTES, _SIZE, _ERR],
    "frost_roast_coordinator_judge_remaining": [Handle, _OUT, _ERR],
    "frost_roast_coordinator_blames": [Handle, _OUT, _ERR],
    "frost_roast_coordinator_run": [Handle, _OUT, _ERR],
    "frost_roast_signer_commit": [Handle, _OUT, _ERR],
    "frost_roast_signer_answer": [Handle, _BYTES, _SIZE, _OUT, _ERR],
}.items():
    _function = getattr(LIB, _name)
    _function.argtypes = _arguments
    _function.restype = ctypes.c_int


class RoastStep(NamedTuple):
    """What the coordinator answers to a signer message: the
    ``SigningRequest`` to send to every signer (empty if none), the
    ``Identifier`` messages of the signers the event blamed and of those it
    excluded, and the group's ``Signature`` message once the run is signed
    (empty until then)."""

    request: bytes
    blamed: List[bytes]
    excluded: List[bytes]
    signature: bytes


def _identity_keys(keys: Optional[Mapping[bytes, bytes]]) -> bytes:
    if keys is None:
        return b""
    items: List[bytes] = []
    for identifier, key in keys.items():
        items += [bytes(identifier), bytes(key)]
    return encode_list(items)


SecretInput = Union[Secret, bytes, bytearray]


def _secret_bytes(value: Optional[SecretInput]) -> Optional[Union[bytes, bytearray]]:
    if value is None:
        return None
    return value.data if isinstance(value, Secret) else value


class _RoastHandle(NativeHandle):
    """A coordinator's or signer's handle, freed once: :meth:`close`, the
    end of a ``with`` block, or collection (a signer's unused nonces are
    wiped). Any call after :meth:`close` raises
    :class:`~frost.StaleHandleError`."""

    __slots__ = ()
    _free = "frost_roast_free"

    def _output(self, function: object, *arguments: object) -> bytes:
        out = Buffer()
        call(function, self._handle, *arguments, ctypes.byref(out))
        return take(out)


class RoastCoordinator(_RoastHandle):
    """A ROAST coordinator signing ``message`` with the group of the
    ``PublicKeyPackage`` message, in a fresh run. ``randomized`` runs every
    session re-randomized. ``identity_keys`` ``None`` runs the
    unauthenticated mode; otherwise it maps every member's ``Identifier``
    message to its identity ``VerifyingKey`` message and the run is
    accountable."""

    __slots__ = ()

    def __init__(self, public_key_package: bytes, message: bytes, randomized: bool = False,
                 identity_keys: Optional[Mapping[bytes, bytes]] = None) -> None:
        handle = Handle()
        call(LIB.frost_roast_coordinator_new, *arg(public_key_package), *arg(message), int(randomized),
             *arg(_identity_keys(identity_keys)), ctypes.byref(handle))
        super().__init__(handle.value)

    @property
    def run(self) -> bytes:
        """The run identifier (32 bytes) to send to every signer with the
        message."""
        return self._output(LIB.frost_roast_coordinator_run)

    def receive(self, sender: bytes, message: bytes) -> RoastStep:
        """Handles ``message`` from the signer ``sender`` (an ``Identifier``
        message): its first commitment or an answer. A refused message
        changes nothing and raises :class:`~frost.ProtocolError`, naming the
        signer in ``culprits`` when it is at fault (a message of another
        run, perhaps a replay, blames nobody)."""
        items = decode_list(self._output(LIB.frost_roast_coordinator_receive, *arg(sender), *arg(message)))
        if len(items) != 4:
            raise MalformedInputError("a ROAST step of other than four items")
        return RoastStep(items[0], decode_list(items[1]), decode_list(items[2]), items[3])

    def timeout(self, signer: bytes) -> None:
        """Stops waiting for ``signer``, whom the application's clock finds
        too slow: it leaves its session, which the next ready signers
        replace."""
        call(LIB.frost_roast_coordinator_timeout, self._handle, *arg(signer))

    def blames(self) -> List[bytes]:
        """Every blame of the run so far, as ``Blame`` messages: evidence
        that anyone re-checks with :func:`verify_blame`."""
        return decode_list(self._output(LIB.frost_roast_coordinator_blames))

    def judge_remaining(self) -> List[bytes]:
        """Judges the shares the run did not need (once the signature is
        out); the ``Identifier`` messages it blamed."""
        return decode_list(self._output(LIB.frost_roast_coordinator_judge_remaining))


class RoastSigner(_RoastHandle):
    """The signer of a ``KeyPackage`` (secret) for ``message`` in the run
    ``run`` (the coordinator's 32-byte identifier); ``randomized`` as the
    coordinator's. ``identity_key`` ``None`` for the unauthenticated mode,
    or the signer's identity ``SigningKey`` (secret) for accountable mode.
    Its nonces never leave the library."""

    __slots__ = ()

    def __init__(self, key_package: SecretInput, message: bytes, run: bytes, randomized: bool = False,
                 identity_key: Optional[SecretInput] = None) -> None:
        handle = Handle()
        call(LIB.frost_roast_signer_new, *arg(_secret_bytes(key_package)), *arg(message), int(randomized),
             *arg(run), *arg(_secret_bytes(identity_key)), ctypes.byref(handle))
        super().__init__(handle.value)

    def commit(self) -> bytes:
        """The signer's first commitment message, for the coordinator."""
        return self._output(LIB.frost_roast_signer_commit)

    def answer(self, request: bytes) -> bytes:
        """Answers a ``SigningRequest`` message: the response (share and a
        fresh commitment), or a decline when the request names a commitment
        this signer holds no nonce for. A request of another run, message
        or mode is refused before any nonce is used."""
        return self._output(LIB.frost_roast_signer_answer, *arg(request))


def identity_key_generate(suite: int) -> Tuple[Secret, bytes]:
    """A fresh identity key pair of ``suite`` for accountable mode: the
    ``SigningKey`` message (secret, kept by its signer) and its
    ``VerifyingKey`` message (public). An identity key is never a signing
    share."""
    secret, public = Buffer(), Buffer()
    call(LIB.frost_roast_identity_key_generate, int(suite), ctypes.byref(secret), ctypes.byref(public))
    return Secret(take_secret(secret)), take(public)


def verify_blame(blame: bytes, public_key_package: bytes,
                 identity_keys: Optional[Mapping[bytes, bytes]] = None) -> None:
    """Re-checks a ``Blame`` message against the group's
    ``PublicKeyPackage``: returns when the blamed signer's share fails the
    share equation (RFC 9591, Section 5.4); raises
    :class:`~frost.InvalidSignatureSharesError` when the blame is
    unfounded. Without identity keys it convinces only those who trust the
    coordinator; with them the blamed signer's identity signature over its
    answer is checked first (:class:`~frost.ProtocolError` naming it)."""
    call(LIB.frost_roast_verify_blame, *arg(blame), *arg(public_key_package), *arg(_identity_keys(identity_keys)))

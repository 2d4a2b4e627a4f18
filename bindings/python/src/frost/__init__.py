"""FROST threshold Schnorr signatures (RFC 9591) over the frost-ffi C ABI.

Every value is a message of the project's versioned wire format
(``bytes``); the suite travels in each message's header, so only
:func:`generate_with_dealer` and :func:`identifier` take one. Secret
outputs come as :class:`Secret` (a wipeable ``bytearray``), round-one
nonces as :class:`Nonces` (a handle the library keeps: :func:`sign`
consumes it), and every failure as a :class:`FrostError` subclass whose
``culprits`` names the participants at fault.
"""

from __future__ import annotations

import ctypes
from enum import IntEnum
from typing import Dict, List, Mapping, Tuple


from ._native import LIB, Buffer, Handle, arg, call, decode_list, encode_list, encode_map, take, take_secret
from .errors import *  # noqa: F401,F403 (the exception classes are the package's API)
from .errors import FrostError
from .secret import Secret, SecretInput, secret_map
from .nonces import Nonces, spend
from .pool import NoncePool
from .refresh import refresh_part1, refresh_part2, refresh_part3, refresh_share, refresh_with_dealer
from .repair import repair_part1, repair_part2, repair_part3
from .reshare import reshare_part1, reshare_part2
from .session import SigningSession
from .batch import ShareBatch, ShareBatchError
from .multi import (MAX_MESSAGES, MultiNonces, MultiSigningSession, MultiVerifyError, multi_commit, multi_sign,
                    multi_signing_package, multi_verify)
from .randomized_multi import (randomized_multi_signing_package, randomized_multi_verify,
                               randomized_multi_verifying_keys)
from .roast import RoastCoordinator, RoastSigner, RoastStep, identity_key_generate, verify_blame

__all__ = [
    "Suite",
    "Secret",
    "Nonces",
    "Dealing",
    "FrostError",
    "generate_with_dealer",
    "key_package_from_secret_share",
    "identifier",
    "key_package_identifier",
    "verifying_key",
    "commit",
    "signing_package",
    "sign",
    "aggregate",
    "verify",
    "body",
    "dkg_part1",
    "dkg_part2",
    "dkg_part3",
    "TWEAK_ADD",
    "TWEAK_DERIVE",
    "TWEAK_TAPROOT",
    "tweak_key_package",
    "tweak_public_key_package",
    "KEY_STANDARD",
    "KEY_SPKI_DER",
    "KEY_PEM",
    "export_group_key",
    "randomized_signing_package",
    "randomized_verifying_key",
    "NoncePool",
    "refresh_with_dealer",
    "refresh_share",
    "refresh_part1",
    "refresh_part2",
    "refresh_part3",
    "repair_part1",
    "repair_part2",
    "repair_part3",
    "reshare_part1",
    "reshare_part2",
    "SigningSession",
    "ShareBatch",
    "ShareBatchError",
    "MAX_MESSAGES",
    "MultiNonces",
    "multi_commit",
    "multi_signing_package",
    "multi_sign",
    "MultiSigningSession",
    "MultiVerifyError",
    "multi_verify",
    "randomized_multi_signing_package",
    "randomized_multi_verifying_keys",
    "randomized_multi_verify",
    "RoastStep",
    "RoastCoordinator",
    "RoastSigner",
    "identity_key_generate",
    "verify_blame",
]

HEADER_LEN = 3
"""The length of every message's header (format version, suite, type)."""


class Suite(IntEnum):
    """A ciphersuite id: the second byte of every message's header."""

    ED25519 = 1
    RISTRETTO255 = 2
    ED448 = 3
    P256 = 4
    SECP256K1 = 5
    SECP256K1_TR = 6
    REDPALLAS = 7
    REDJUBJUB = 8


def _secret_arg(value: SecretInput) -> Tuple[object, int]:
    return arg(value.data if isinstance(value, Secret) else value)


def body(message: bytes) -> bytes:
    """A message's bytes after its header: e.g. the raw 64-byte signature of
    an Ed25519 ``Signature`` message, for verifiers outside this library."""
    return bytes(message[HEADER_LEN:])


class Dealing:
    """A trusted dealer's output: one :class:`Secret` share per participant,
    in ascending identifier order, and the ``PublicKeyPackage`` message."""

    def __init__(self, secret_shares: List[Secret], public_key_package: bytes) -> None:
        self.secret_shares = secret_shares
        self.public_key_package = public_key_package

    def wipe(self) -> None:
        """Wipes every secret share."""
        for share in self.secret_shares:
            share.wipe()


def generate_with_dealer(suite: Suite, min_signers: int, max_signers: int) -> Dealing:
    """Deals a fresh group key into ``max_signers`` shares, any
    ``min_signers`` of which sign (RFC 9591, Appendix C), with identifiers
    1 to ``max_signers``. Randomness comes from the operating system."""
    shares, public = Buffer(), Buffer()
    call(LIB.frost_dealer_generate, int(suite), min_signers, max_signers, *arg(encode_list([])),
         ctypes.byref(shares), ctypes.byref(public))
    listed = Secret(take_secret(shares))
    try:
        items = decode_list(listed.data)
    finally:
        listed.wipe()
    return Dealing([Secret(item) for item in items], take(public))


def key_package_from_secret_share(secret_share: SecretInput) -> Secret:
    """Checks a secret share against the dealer's commitment and returns the
    participant's ``KeyPackage`` message (secret)."""
    out = Buffer()
    call(LIB.frost_key_package_from_secret_share, *_secret_arg(secret_share), ctypes.byref(out))
    return Secret(take_secret(out))


def identifier(suite: Suite, n: int) -> bytes:
    """The ``Identifier`` message of participant number ``n``."""
    out = Buffer()
    call(LIB.frost_identifier, int(suite), n, ctypes.byref(out))
    return take(out)


def key_package_identifier(key_package: SecretInput) -> bytes:
    """The ``Identifier`` message of a key package's participant."""
    out = Buffer()
    call(LIB.frost_key_package_identifier, *_secret_arg(key_package), ctypes.byref(out))
    return take(out)


def verifying_key(public_key_package: bytes) -> bytes:
    """The group's ``VerifyingKey`` message from its ``PublicKeyPackage``."""
    out = Buffer()
    call(LIB.frost_public_key_package_verifying_key, *arg(public_key_package), ctypes.byref(out))
    return take(out)


def commit(key_package: SecretInput) -> Tuple[Nonces, bytes]:
    """Round one (RFC 9591, Section 5.1): fresh nonces, kept in the library,
    and the ``SigningCommitments`` message to send to the coordinator."""
    handle, out = Handle(), Buffer()
    call(LIB.frost_commit, *_secret_arg(key_package), ctypes.byref(handle), ctypes.byref(out))
    return Nonces(handle.value), take(out)


def signing_package(commitments: Mapping[bytes, bytes], message: bytes) -> bytes:
    """The coordinator's ``SigningPackage`` message: the signers'
    commitments (``Identifier`` message -> ``SigningCommitments`` message)
    and the message to sign."""
    out = Buffer()
    call(LIB.frost_signing_package_new, *arg(encode_map(commitments)), *arg(message), ctypes.byref(out))
    return take(out)


def sign(signing_package: bytes, expected_message: bytes, nonces: Nonces, key_package: SecretInput) -> bytes:
    """Round two (RFC 9591, Section 5.2): this participant's
    ``SignatureShare`` message. Refuses a package that does not sign exactly
    ``expected_message``. Spends ``nonces`` once the call reaches the
    library, also when it refuses; only nonces of another type
    (:class:`TypeError`) or arguments that are not bytes are refused before,
    leaving them usable."""
    out = Buffer()
    arguments = (*arg(signing_package), *arg(expected_message))
    key = _secret_arg(key_package)
    spend(nonces, Nonces, lambda handle: call(LIB.frost_sign, *arguments, handle, *key, ctypes.byref(out)))
    return take(out)


def aggregate(signing_package: bytes, signature_shares: Mapping[bytes, bytes], public_key_package: bytes) -> bytes:
    """The group's ``Signature`` message, verified before it is returned.
    Invalid shares raise :class:`InvalidSignatureSharesError` naming every
    culprit in ``culprits``."""
    out = Buffer()
    call(LIB.frost_aggregate, *arg(signing_package), *arg(encode_map(signature_shares)),
         *arg(public_key_package), ctypes.byref(out))
    return take(out)


def verify(group_key: bytes, message: bytes, signature: bytes) -> None:
    """Checks a ``Signature`` message under a ``VerifyingKey`` or
    ``PublicKeyPackage`` message; raises :class:`InvalidSignatureError` when
    it does not verify."""
    call(LIB.frost_verify, *arg(group_key), *arg(message), *arg(signature))


def dkg_part1(identifier: bytes, max_signers: int, min_signers: int) -> Tuple[Secret, bytes]:
    """Distributed key generation, part 1 (the engine's ``keys::dkg``): the
    round-one secret package (keep it for part 2) and the round-one package
    to broadcast. Randomness comes from the operating system."""
    secret, package = Buffer(), Buffer()
    call(LIB.frost_dkg_part1, *arg(identifier), max_signers, min_signers, ctypes.byref(secret), ctypes.byref(package))
    return Secret(take_secret(secret)), take(package)


def dkg_part2(round1_secret: SecretInput, round1_packages: Mapping[bytes, bytes]) -> Tuple[Secret, Dict[bytes, Secret]]:
    """Part 2: checks the others' round-one packages (every sender whose
    proof fails is named: :class:`InvalidProofOfKnowledgeError`); returns
    the round-two secret package and one round-two package per recipient
    (secret: send each to its recipient only)."""
    secret, packages = Buffer(), Buffer()
    call(LIB.frost_dkg_part2, *_secret_arg(round1_secret), *arg(encode_map(round1_packages)),
         ctypes.byref(secret), ctypes.byref(packages))
    return Secret(take_secret(secret)), secret_map(take_secret(packages))


def dkg_part3(round2_secret: SecretInput, round1_packages: Mapping[bytes, bytes],
              round2_packages: Mapping[bytes, SecretInput]) -> Tuple[Secret, bytes]:
    """Part 3: checks the round-two packages received (every sender whose
    share is invalid is named: :class:`InvalidSecretSharesError`); returns
    this participant's key package (secret) and the public key package."""
    key, public = Buffer(), Buffer()
    received = bytearray(encode_map({k: bytes(v.data if isinstance(v, Secret) else v)
                                      for k, v in round2_packages.items()}))
    try:
        call(LIB.frost_dkg_part3, *_secret_arg(round2_secret), *arg(encode_map(round1_packages)),
             *arg(received), ctypes.byref(key), ctypes.byref(public))
    finally:
        Secret(received).wipe()
    return Secret(take_secret(key)), take(public)


TWEAK_ADD = 1
TWEAK_DERIVE = 2
TWEAK_TAPROOT = 3


def tweak_key_package(key_package: SecretInput, kind: int, tweak: bytes) -> Secret:
    """The tweaked ``KeyPackage`` (``TWEAK_ADD`` scalar, ``TWEAK_DERIVE``
    path, ``TWEAK_TAPROOT`` empty or a 32-byte merkle root)."""
    out = Buffer()
    call(LIB.frost_key_tweak, *_secret_arg(key_package), kind, *arg(tweak), ctypes.byref(out))
    return Secret(take_secret(out))


def tweak_public_key_package(public_key_package: bytes, kind: int, tweak: bytes) -> bytes:
    """The tweaked ``PublicKeyPackage``, as :func:`tweak_key_package`."""
    out = Buffer()
    call(LIB.frost_key_tweak, *arg(public_key_package), kind, *arg(tweak), ctypes.byref(out))
    return take(out)


def randomized_verifying_key(randomized_signing_package: bytes) -> bytes:
    """The randomized key (Zcash's ``rk``) of a ``RandomizedSigningPackage``,
    as a ``VerifyingKey`` message: a signer checks it before signing."""
    out = Buffer()
    call(LIB.frost_randomized_verifying_key, *arg(randomized_signing_package), ctypes.byref(out))
    return take(out)


KEY_STANDARD = 1
KEY_SPKI_DER = 2
KEY_PEM = 3


def export_group_key(group_key: bytes, format: int = KEY_STANDARD) -> bytes:
    """The group key of a ``VerifyingKey`` or ``PublicKeyPackage`` message:
    ``KEY_STANDARD`` (RFC 8032, SEC1 compressed, BIP340 x-only for
    secp256k1-tr, Zcash's ``ak``), ``KEY_SPKI_DER`` or ``KEY_PEM``."""
    out = Buffer()
    call(LIB.frost_export_group_key, *arg(group_key), format, ctypes.byref(out))
    return take(out)


def randomized_signing_package(signing_package: bytes, group_key: bytes, alpha: bytes = b"") -> bytes:
    """Wraps a signing package with the randomizer ``alpha`` (a scalar, no
    header; empty for a fresh one): the signature verifies under the
    randomized key (Zcash's ``rk``). :func:`sign` and :func:`aggregate` take
    the wrapped package as they take a plain one."""
    out = Buffer()
    call(LIB.frost_randomized_signing_package_new, *arg(signing_package), *arg(group_key), *arg(alpha),
         ctypes.byref(out))
    return take(out)

"""Proactive refresh: new shares of the same group key, the old shares no
longer combining with them; with a trusted dealer, or distributed among the
participants with no dealer (``refresh_part1`` to ``refresh_part3``)."""

from __future__ import annotations

import ctypes
from typing import Dict, Mapping, Sequence, Tuple

from ._native import LIB, Buffer, ErrorReport, arg, call, encode_list, encode_map, take, take_secret
from .secret import Secret, SecretInput, secret_data, secret_map

__all__ = ["refresh_with_dealer", "refresh_share", "refresh_part1", "refresh_part2", "refresh_part3"]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

LIB.frost_refresh_dealer.argtypes = [_BYTES, _SIZE, _BYTES, _SIZE, _OUT, _OUT, _ERR]
LIB.frost_refresh_dealer.restype = ctypes.c_int
LIB.frost_refresh_share.argtypes = [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR]
LIB.frost_refresh_share.restype = ctypes.c_int
LIB.frost_refresh_part1.argtypes = [_BYTES, _SIZE, ctypes.c_uint16, _OUT, _OUT, _ERR]
LIB.frost_refresh_part1.restype = ctypes.c_int
LIB.frost_refresh_part2.argtypes = [_BYTES, _SIZE, _BYTES, _SIZE, _OUT, _OUT, _ERR]
LIB.frost_refresh_part2.restype = ctypes.c_int
LIB.frost_refresh_part3.argtypes = [_BYTES, _SIZE] * 5 + [_OUT, _OUT, _ERR]
LIB.frost_refresh_part3.restype = ctypes.c_int


def refresh_with_dealer(public_key_package: bytes, identifiers: Sequence[bytes]) -> Tuple[Dict[bytes, Secret], bytes]:
    """A dealer's refresh of the group of the ``PublicKeyPackage`` for the
    participants ``identifiers`` (``Identifier`` messages, at least the
    threshold; the others are dropped): each participant's
    ``RefreshingShare`` message (secret: send each to its participant only)
    and the refreshed ``PublicKeyPackage`` to publish. The group key stays
    the same. A repeated or unknown participant is named in ``culprits``."""
    shares, public = Buffer(), Buffer()
    call(LIB.frost_refresh_dealer, *arg(public_key_package), *arg(encode_list(list(identifiers))),
         ctypes.byref(shares), ctypes.byref(public))
    refreshed = take(public)
    return secret_map(take_secret(shares)), refreshed


def refresh_share(refreshing_share: SecretInput, key_package: SecretInput, refreshed_public_key_package: bytes) -> Secret:
    """A participant's side of the refresh: checks its ``RefreshingShare``
    against the dealer's commitment and the refreshed ``PublicKeyPackage``,
    and returns its refreshed ``KeyPackage`` (secret; wipe the old one). A
    value that does not match raises :class:`~frost.InvalidSecretSharesError`
    naming no participant: the dealer is at fault."""
    out = Buffer()
    call(LIB.frost_refresh_share, *arg(secret_data(refreshing_share)), *arg(secret_data(key_package)),
         *arg(refreshed_public_key_package), ctypes.byref(out))
    return Secret(take_secret(out))


def refresh_part1(key_package: SecretInput, max_signers: int) -> Tuple[Secret, bytes]:
    """Distributed refresh, part 1, among ``max_signers`` participants (at
    least the group's threshold, which the refresh keeps), for the holder of
    ``key_package``: the round-one secret package (keep it for part 2) and
    the round-one package to broadcast. No dealer: no single party learns
    another's new share. Randomness comes from the operating system."""
    secret, package = Buffer(), Buffer()
    call(LIB.frost_refresh_part1, *arg(secret_data(key_package)), max_signers,
         ctypes.byref(secret), ctypes.byref(package))
    return Secret(take_secret(secret)), take(package)


def refresh_part2(round1_secret: SecretInput, round1_packages: Mapping[bytes, bytes]) -> Tuple[Secret, Dict[bytes, Secret]]:
    """Part 2: checks the others' round-one packages; returns the round-two
    secret package and one round-two package per recipient (secret: send
    each to its recipient only)."""
    secret, packages = Buffer(), Buffer()
    call(LIB.frost_refresh_part2, *arg(secret_data(round1_secret)), *arg(encode_map(round1_packages)),
         ctypes.byref(secret), ctypes.byref(packages))
    return Secret(take_secret(secret)), secret_map(take_secret(packages))


def refresh_part3(round2_secret: SecretInput, round1_packages: Mapping[bytes, bytes],
                  round2_packages: Mapping[bytes, SecretInput], key_package: SecretInput,
                  public_key_package: bytes) -> Tuple[Secret, bytes]:
    """Part 3: checks the round-two packages received against their senders'
    commitments (every sender whose share is invalid is named:
    :class:`~frost.InvalidSecretSharesError`) and returns the refreshed key
    package (secret; wipe the old one) and the refreshed public key package,
    which keeps the group key and lists only the refresh's participants. A
    key package of another participant or group is refused."""
    key, public = Buffer(), Buffer()
    received = bytearray(encode_map({k: bytes(secret_data(v)) for k, v in round2_packages.items()}))
    try:
        call(LIB.frost_refresh_part3, *arg(secret_data(round2_secret)), *arg(encode_map(round1_packages)),
             *arg(received), *arg(secret_data(key_package)), *arg(public_key_package),
             ctypes.byref(key), ctypes.byref(public))
    finally:
        Secret(received).wipe()
    return Secret(take_secret(key)), take(public)

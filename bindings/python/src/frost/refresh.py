"""Refresh with a trusted dealer: new shares of the same group key, the old
shares no longer combining with them."""

from __future__ import annotations

import ctypes
from typing import Dict, Sequence, Tuple

from ._native import LIB, Buffer, ErrorReport, arg, call, encode_list, take, take_secret
from .secret import Secret, SecretInput, secret_data, secret_map

__all__ = ["refresh_with_dealer", "refresh_share"]

_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

LIB.frost_refresh_dealer.argtypes = [_BYTES, _SIZE, _BYTES, _SIZE, _OUT, _OUT, _ERR]
LIB.frost_refresh_dealer.restype = ctypes.c_int
LIB.frost_refresh_share.argtypes = [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR]
LIB.frost_refresh_share.restype = ctypes.c_int


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

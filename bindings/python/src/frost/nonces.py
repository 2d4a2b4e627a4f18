"""Round-one nonces held by the library behind a handle, and the one rule
by which a signing call spends them."""

from __future__ import annotations

from typing import Callable, Type

from ._native import LIB, call
from .errors import FrostError, StaleHandleError
from .handle import NativeHandle

__all__ = ["Nonces"]


class Nonces(NativeHandle):
    """One signer's round-one nonces, kept inside the library: this object
    holds only their handle. :func:`sign` spends it (a second signature
    raises :class:`StaleHandleError`); :meth:`close` discards unused nonces,
    as does collection or leaving a ``with`` block."""

    __slots__ = ()
    _free = "frost_nonces_free"


def spend(nonces: NativeHandle, kind: Type[NativeHandle], signing_call: Callable[[int], None]) -> None:
    """Runs ``signing_call``, the library call that consumes the nonce
    handle it is given (:func:`~frost.sign`, :func:`~frost.multi_sign`),
    with the handle of ``nonces``, under the library's one rule: once the
    call reaches the library the nonces are spent, whatever the outcome.
    Only what is refused here, before any call, leaves them usable: nonces
    that are not of ``kind`` (:class:`TypeError`). Nonces already spent or
    closed raise :class:`StaleHandleError` without a call. The caller
    converts every other argument before, so that a wrong one raises
    before the nonces are touched."""
    if not isinstance(nonces, kind):
        raise TypeError(f"expected {kind.__name__}, got {type(nonces).__name__}")
    if not nonces._open:
        raise StaleHandleError("the nonces were already used or closed; nonces sign once")
    nonces._open = False
    try:
        signing_call(nonces._handle)
    except FrostError:
        # A refusal before the library took the nonces (an oversized
        # argument, a key package of another suite) leaves its handle live:
        # discard it. After any other refusal it is already stale.
        try:
            call(getattr(LIB, nonces._free), nonces._handle)
        except StaleHandleError:
            pass
        raise

"""Round-one nonces held by the library behind a handle, and the rule by
which a signing call spends them."""

from __future__ import annotations

from typing import Callable

from .errors import FrostError, InputTooLargeError, NullArgumentError, WrongHandleKindError
from .handle import NativeHandle

__all__ = ["Nonces"]


class Nonces(NativeHandle):
    """One signer's round-one nonces, kept inside the library: this object
    holds only their handle. :func:`sign` consumes it (a second signature
    raises :class:`StaleHandleError`); :meth:`close` discards unused nonces,
    as does collection or leaving a ``with`` block."""

    __slots__ = ()
    _free = "frost_nonces_free"


def spend(nonces: NativeHandle, signing_call: Callable[[int], None]) -> None:
    """Runs ``signing_call``, the library call that consumes the nonce
    handle it is given (:func:`~frost.sign`, :func:`~frost.multi_sign`),
    with the handle of ``nonces``. The nonces count as spent whatever the
    outcome, unless the library refused the call before taking them (a
    null or oversized argument, a handle of another kind)."""
    try:
        signing_call(nonces._handle)
    except (NullArgumentError, InputTooLargeError, WrongHandleKindError):
        raise
    except FrostError:
        nonces._open = False
        raise
    nonces._open = False

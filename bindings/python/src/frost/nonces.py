"""Round-one nonces held by the library behind a handle."""

from __future__ import annotations

from .handle import NativeHandle

__all__ = ["Nonces"]


class Nonces(NativeHandle):
    """One signer's round-one nonces, kept inside the library: this object
    holds only their handle. :func:`sign` consumes it (a second signature
    raises :class:`StaleHandleError`); :meth:`close` discards unused nonces,
    as does collection or leaving a ``with`` block."""

    __slots__ = ()
    _free = "frost_nonces_free"

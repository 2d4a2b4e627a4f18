"""Objects that live in the library behind a handle."""

from __future__ import annotations

from ._native import LIB, call
from .errors import FrostError

__all__ = ["NativeHandle"]


class NativeHandle:
    """A library object's handle, freed once with the entry point its class
    names in ``_free``: by :meth:`close`, the end of a ``with`` block, or
    collection. Any call after :meth:`close` raises
    :class:`~frost.StaleHandleError` (the library never reuses a handle)."""

    __slots__ = ("_handle", "_open")
    _free = ""

    def __init__(self, handle: int) -> None:
        self._handle = handle
        self._open = True

    def close(self) -> None:
        """Frees the handle; closing twice does nothing."""
        # A constructor that raised leaves no handle (and no _open) behind.
        if getattr(self, "_open", False):
            self._open = False
            call(getattr(LIB, self._free), self._handle)

    def __enter__(self):  # type: ignore[no-untyped-def]
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except FrostError:
            pass

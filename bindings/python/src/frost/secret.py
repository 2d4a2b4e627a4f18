"""Secret bytes the package can wipe."""

from __future__ import annotations

from typing import Union


class Secret:
    """Secret bytes (a secret share, a key package) in a ``bytearray`` that
    :meth:`wipe` overwrites with zeros; it is also wiped when collected, and
    when used as a context manager, on exit. ``bytes(secret)`` makes a copy
    that cannot be wiped: prefer :attr:`data` (the bytearray itself) to send
    or store it."""

    __slots__ = ("_data",)

    def __init__(self, data: Union[bytes, bytearray]) -> None:
        self._data = data if isinstance(data, bytearray) else bytearray(data)

    @property
    def data(self) -> bytearray:
        """The secret's bytes themselves (empty once wiped)."""
        return self._data

    def wipe(self) -> None:
        """Overwrites the bytes with zeros in place and empties the secret."""
        data = self._data
        data[:] = bytes(len(data))
        self._data = bytearray()

    def __len__(self) -> int:
        return len(self._data)

    def __bytes__(self) -> bytes:
        return bytes(self._data)

    def __repr__(self) -> str:
        return f"Secret(<{len(self._data)} bytes, redacted>)"

    def __enter__(self) -> "Secret":
        return self

    def __exit__(self, *_: object) -> None:
        self.wipe()

    def __del__(self) -> None:
        self.wipe()

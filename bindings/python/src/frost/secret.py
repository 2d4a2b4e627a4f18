"""Secret bytes the package can wipe."""

from __future__ import annotations

from typing import Dict, List, Mapping, Union

from ._native import decode_list, encode_list


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


SecretInput = Union[Secret, bytes, bytearray]
"""A secret argument: a :class:`Secret`, or bytes the caller holds."""


def secret_data(value: SecretInput) -> Union[bytes, bytearray]:
    """The bytes of a secret argument, lent in place (a :class:`Secret`'s
    bytearray is never copied)."""
    return value.data if isinstance(value, Secret) else value


def secret_map(listed: bytearray) -> Dict[bytes, Secret]:
    """Reads a secret map the library wrote (``Identifier`` message, secret
    message, ...) into one :class:`Secret` per participant, wiping the
    list."""
    holder = Secret(listed)
    try:
        items = decode_list(holder.data)
    finally:
        holder.wipe()
    return {bytes(items[i]): Secret(items[i + 1]) for i in range(0, len(items) - 1, 2)}


def encode_secret_map(entries: Mapping[bytes, SecretInput]) -> bytearray:
    """A map of secret messages in the ABI's form (``Identifier`` message,
    secret message, ...), as a bytearray the caller wipes once the library
    has read it."""
    items: List[bytes] = []
    for identifier, message in entries.items():
        items += [bytes(identifier), bytes(secret_data(message))]
    return bytearray(encode_list(items))

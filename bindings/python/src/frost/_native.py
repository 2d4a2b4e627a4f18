"""The native library and the calling conventions of its C ABI (frost.h).

Loaded once: the copy shipped inside this package, or the one named by the
environment variable ``FROST_FFI_LIB``. Every call goes through
:func:`call`, which turns a non-zero status into the matching
:class:`~frost.errors.FrostError` subclass.
"""

from __future__ import annotations

import ctypes
import os
import struct
import sys
from pathlib import Path
from typing import Callable, List, Mapping, Optional, Sequence, Tuple, Union

from .errors import error_for

Input = Union[bytes, bytearray, memoryview]

ABI_VERSION = 1
"""The ABI version this package speaks (FROST_ABI_VERSION of frost.h)."""


class Buffer(ctypes.Structure):
    _fields_ = [
        ("data", ctypes.POINTER(ctypes.c_uint8)),
        ("len", ctypes.c_size_t),
        ("id", ctypes.c_uint64),
    ]


class ErrorReport(ctypes.Structure):
    _fields_ = [("code", ctypes.c_int), ("message", Buffer), ("participants", Buffer)]


Handle = ctypes.c_uint64
_BYTES = ctypes.c_void_p
_SIZE = ctypes.c_size_t
_OUT = ctypes.POINTER(Buffer)
_ERR = ctypes.POINTER(ErrorReport)

# Each entry point's arguments, in the header's order (status return).
_SIGNATURES = {
    "frost_dealer_generate": [ctypes.c_uint8, ctypes.c_uint16, ctypes.c_uint16, _BYTES, _SIZE, _OUT, _OUT, _ERR],
    "frost_dealer_split": [_BYTES, _SIZE, ctypes.c_uint16, ctypes.c_uint16, _BYTES, _SIZE, _OUT, _OUT, _ERR],
    "frost_key_package_from_secret_share": [_BYTES, _SIZE, _OUT, _ERR],
    "frost_identifier": [ctypes.c_uint8, ctypes.c_uint16, _OUT, _ERR],
    "frost_identifier_derive": [ctypes.c_uint8, _BYTES, _SIZE, _OUT, _ERR],
    "frost_key_package_identifier": [_BYTES, _SIZE, _OUT, _ERR],
    "frost_public_key_package_verifying_key": [_BYTES, _SIZE, _OUT, _ERR],
    "frost_commit": [_BYTES, _SIZE, ctypes.POINTER(Handle), _OUT, _ERR],
    "frost_nonces_free": [Handle, _ERR],
    "frost_signing_package_new": [_BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
    "frost_sign": [_BYTES, _SIZE, _BYTES, _SIZE, Handle, _BYTES, _SIZE, _OUT, _ERR],
    "frost_aggregate": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
    "frost_verify": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _ERR],
    "frost_dkg_part1": [_BYTES, _SIZE, ctypes.c_uint16, ctypes.c_uint16, _OUT, _OUT, _ERR],
    "frost_dkg_part2": [_BYTES, _SIZE, _BYTES, _SIZE, _OUT, _OUT, _ERR],
    "frost_dkg_part3": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _OUT, _ERR],
    "frost_key_tweak": [_BYTES, _SIZE, ctypes.c_uint8, _BYTES, _SIZE, _OUT, _ERR],
    "frost_export_group_key": [_BYTES, _SIZE, ctypes.c_uint8, _OUT, _ERR],
    "frost_randomized_signing_package_new": [_BYTES, _SIZE, _BYTES, _SIZE, _BYTES, _SIZE, _OUT, _ERR],
    "frost_randomized_verifying_key": [_BYTES, _SIZE, _OUT, _ERR],
}


def _library_path() -> Path:
    given = os.environ.get("FROST_FFI_LIB")
    if given:
        return Path(given)
    names = {"darwin": "libfrost_ffi.dylib", "win32": "frost_ffi.dll"}
    name = next((n for p, n in names.items() if sys.platform.startswith(p)), "libfrost_ffi.so")
    return Path(__file__).resolve().parent / name


def _load() -> ctypes.CDLL:
    library = ctypes.CDLL(str(_library_path()))
    library.frost_abi_version.restype = ctypes.c_uint32
    library.frost_abi_version.argtypes = []
    found = library.frost_abi_version()
    if found != ABI_VERSION:
        raise ImportError(f"the frost library speaks ABI version {found}, this package {ABI_VERSION}")
    library.frost_buffer_free.argtypes = [_OUT]
    library.frost_buffer_free.restype = ctypes.c_int
    library.frost_error_free.argtypes = [_ERR]
    library.frost_error_free.restype = ctypes.c_int
    for name, arguments in _SIGNATURES.items():
        function = getattr(library, name)
        function.argtypes = arguments
        function.restype = ctypes.c_int
    return library


LIB = _load()


def call(function: Callable[..., int], *arguments: object) -> None:
    """Calls an entry point with a fresh error report as its last argument
    and raises the matching FrostError on a non-zero status."""
    report = ErrorReport()
    status = function(*arguments, ctypes.byref(report))
    if status == 0:
        return
    message = ctypes.string_at(report.message.data, report.message.len).decode("utf-8", "replace") if report.message.len else ""
    participants: List[bytes] = []
    if report.participants.len:
        participants = decode_list(ctypes.string_at(report.participants.data, report.participants.len))
    LIB.frost_error_free(ctypes.byref(report))
    raise error_for(status, message, participants)


def take(buffer: Buffer) -> bytes:
    """Copies a buffer the library returned and frees it (the library wipes
    its copy)."""
    try:
        return ctypes.string_at(buffer.data, buffer.len) if buffer.len else b""
    finally:
        LIB.frost_buffer_free(ctypes.byref(buffer))


def take_secret(buffer: Buffer) -> bytearray:
    """take for secret outputs: a bytearray, which :class:`~frost.Secret`
    can wipe (an immutable ``bytes`` copy would outlive any wipe)."""
    try:
        out = bytearray(buffer.len)
        if buffer.len:
            ctypes.memmove((ctypes.c_char * buffer.len).from_buffer(out), buffer.data, buffer.len)
        return out
    finally:
        LIB.frost_buffer_free(ctypes.byref(buffer))


def arg(data: Optional[Input]) -> Tuple[object, int]:
    """An input as the (pointer, length) pair the library reads: a
    ``bytearray`` (a secret) is lent in place, never copied."""
    if data is None or len(data) == 0:
        return None, 0
    if isinstance(data, bytearray):
        return (ctypes.c_char * len(data)).from_buffer(data), len(data)
    return bytes(data), len(data)


def encode_list(items: Sequence[bytes]) -> bytes:
    """The ABI's list: a little-endian u32 count, then each item's
    little-endian u32 length and bytes."""
    parts = [struct.pack("<I", len(items))]
    for item in items:
        parts.append(struct.pack("<I", len(item)))
        parts.append(bytes(item))
    return b"".join(parts)


def encode_map(entries: Mapping[bytes, Input]) -> bytes:
    """The ABI's map: a list of pairs (``Identifier`` message, message)."""
    items: List[bytes] = []
    for key, value in entries.items():
        items += [bytes(key), bytes(value)]
    return encode_list(items)


def decode_list(data: Union[bytes, bytearray]) -> List[bytes]:
    """Reads a list the library wrote, refusing one that does not parse
    exactly. Items are slices of ``data``'s own type: a ``bytearray`` (a
    secret list) gives bytearrays, which can be wiped."""
    if len(data) < 4:
        raise ValueError("list shorter than its count")
    (count,) = struct.unpack_from("<I", data, 0)
    offset = 4
    items: List[bytes] = []
    for _ in range(count):
        if offset + 4 > len(data):
            raise ValueError("truncated list")
        (size,) = struct.unpack_from("<I", data, offset)
        offset += 4
        if offset + size > len(data):
            raise ValueError("truncated list")
        items.append(data[offset : offset + size])
        offset += size
    if offset != len(data):
        raise ValueError("bytes after the list")
    return items

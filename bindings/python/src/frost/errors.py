"""Errors: one exception class per status code of the C ABI, all
subclasses of :class:`FrostError`."""

from __future__ import annotations

from typing import Dict, List, Sequence, Type


class FrostError(Exception):
    """A failure reported by the library: ``code`` is its stable status
    code, ``message`` the library's readable message, and ``culprits`` the
    Identifier messages of the participants it concerns (every signer whose
    share is invalid, the missing or unexpected participants)."""

    code: int = -1

    def __init__(self, message: str, culprits: Sequence[bytes] = (), code: int = -1) -> None:
        super().__init__(message)
        self.message = message
        self.culprits: List[bytes] = list(culprits)
        if code != -1:
            self.code = code


class NullArgumentError(FrostError):
    code = 1


class InvalidLengthError(FrostError):
    code = 2


class InputTooLargeError(FrostError):
    code = 3


class MalformedInputError(FrostError):
    code = 4


class UnsupportedVersionError(FrostError):
    code = 5


class WrongSuiteError(FrostError):
    code = 6


class WrongMessageTypeError(FrostError):
    code = 7


class InvalidHandleError(FrostError):
    code = 8


class StaleHandleError(FrostError):
    """The handle was consumed or freed: nonces used by ``sign``."""

    code = 9


class WrongHandleKindError(FrostError):
    code = 10


class InvalidParameterError(FrostError):
    code = 11


class InvalidSignatureError(FrostError):
    code = 12


class InvalidSignatureSharesError(FrostError):
    """Signature shares failed verification; ``culprits`` names every one."""

    code = 13


class InvalidProofOfKnowledgeError(FrostError):
    code = 14


class InvalidSecretSharesError(FrostError):
    code = 15


class MissingParticipantsError(FrostError):
    code = 16


class UnexpectedParticipantsError(FrostError):
    code = 17


class TooFewSignersError(FrostError):
    code = 18


class CommitmentMismatchError(FrostError):
    code = 19


class MessageMismatchError(FrostError):
    code = 20


class NonceRefusedError(FrostError):
    code = 21


class ProtocolError(FrostError):
    code = 22


class UnsupportedBySuiteError(FrostError):
    code = 23


class InternalError(FrostError):
    code = 24


_BY_CODE: Dict[int, Type[FrostError]] = {
    cls.code: cls for cls in FrostError.__subclasses__()
}


def error_for(code: int, message: str, culprits: Sequence[bytes]) -> FrostError:
    """The exception of a status code (the base class for a code this
    package does not know)."""
    cls = _BY_CODE.get(code)
    if cls is None:
        return FrostError(message, culprits, code)
    return cls(message, culprits)

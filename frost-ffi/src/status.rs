//! The stable status codes every entry point returns, and how the engine's
//! errors map onto them.
//!
//! The numbers are part of the ABI: a code keeps its number forever, new
//! codes take new numbers, and a caller treats an unknown non-zero code as a
//! failure of an unknown kind. The readable message and the culprits of a
//! failure travel beside the code in a [`FrostError`](crate::FrostError).

use frost_core::{Ciphersuite, Error};

/// The outcome of a call: `FROST_OK` (0) or the reason it failed.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrostStatus {
    /// Success.
    FrostOk = 0,
    /// A required pointer argument is null (or an input pointer is null with
    /// a non-zero length).
    FrostErrNullArgument = 1,
    /// An input is shorter or longer than its encoding allows: truncated,
    /// with trailing bytes, or a count that disagrees with the content.
    FrostErrInvalidLength = 2,
    /// An input is larger than the library accepts
    /// (`FROST_MAX_INPUT_LEN` bytes).
    FrostErrInputTooLarge = 3,
    /// An input is not a valid encoding: a malformed, non-canonical or
    /// identity element or scalar, or a list that does not parse.
    FrostErrMalformedInput = 4,
    /// An input's header names a format version this library does not read.
    FrostErrUnsupportedVersion = 5,
    /// A suite id is unknown, or an input belongs to another suite than the
    /// operation's other inputs.
    FrostErrWrongSuite = 6,
    /// An input is a message of another type than the argument expects.
    FrostErrWrongMessageType = 7,
    /// The handle is zero or was never issued by this library.
    FrostErrInvalidHandle = 8,
    /// The handle was freed or consumed (a nonce handle after `sign`).
    FrostErrStaleHandle = 9,
    /// The handle is live but of another kind than the argument expects.
    FrostErrWrongHandleKind = 10,
    /// A parameter is out of range (threshold, participant count, index).
    FrostErrInvalidParameter = 11,
    /// A signature does not verify.
    FrostErrInvalidSignature = 12,
    /// Signature shares failed verification; the culprits are named.
    FrostErrInvalidSignatureShares = 13,
    /// Proofs of knowledge of a key generation failed; the culprits are named.
    FrostErrInvalidProofOfKnowledge = 14,
    /// Secret shares do not match their senders' commitments; the culprits
    /// are named.
    FrostErrInvalidSecretShares = 15,
    /// Shares or packages are missing from some participants.
    FrostErrMissingParticipants = 16,
    /// Shares or packages came from participants that were not expected, or
    /// a participant is unknown to the group; they are named.
    FrostErrUnexpectedParticipants = 17,
    /// The signing package has fewer signers than the threshold.
    FrostErrTooFewSigners = 18,
    /// The signing package lacks or alters this signer's commitment.
    FrostErrCommitmentMismatch = 19,
    /// The signing package's message is not the message the signer expects.
    FrostErrMessageMismatch = 20,
    /// Nonces were already used or are unknown, or a stored nonce pool
    /// disagrees with the record of consumed nonces (an old copy of the
    /// pool, or a record lost or rolled back).
    FrostErrNonceRefused = 21,
    /// Any other refusal of the protocol (the message says which).
    FrostErrProtocol = 22,
    /// The operation does not exist for this suite (e.g. Taproot outside
    /// secp256k1-tr).
    FrostErrUnsupportedBySuite = 23,
    /// A bug: the library caught a panic. Nothing crossed the boundary; the
    /// message says where.
    FrostErrInternal = 24,
}

impl FrostStatus {
    /// The code of an engine error. Every variant is mapped explicitly where
    /// a caller can act on the kind; the rest are protocol refusals.
    pub(crate) fn of<C: Ciphersuite>(error: &Error<C>) -> FrostStatus {
        use FrostStatus::*;
        match error {
            Error::InvalidLength | Error::MessageCountMismatch { .. } => FrostErrInvalidLength,
            Error::MalformedElement
            | Error::IdentityElement
            | Error::MalformedScalar
            | Error::MalformedSigningKey
            | Error::NonCanonicalEncoding
            | Error::InvalidZeroIdentifier
            | Error::InconsistentNonces => FrostErrMalformedInput,
            Error::UnsupportedVersion { .. } => FrostErrUnsupportedVersion,
            Error::WrongCiphersuite { .. } => FrostErrWrongSuite,
            Error::WrongMessageType { .. } => FrostErrWrongMessageType,
            Error::InvalidMinSigners
            | Error::InvalidMaxSigners
            | Error::IncorrectNumberOfIdentifiers
            | Error::TooManyMessages { .. } => FrostErrInvalidParameter,
            Error::InvalidSignature => FrostErrInvalidSignature,
            Error::InvalidSignatureShare { .. } => FrostErrInvalidSignatureShares,
            Error::InvalidProofOfKnowledge { .. } => FrostErrInvalidProofOfKnowledge,
            Error::InvalidSecretShare { .. } | Error::InvalidSecretShares { .. } => {
                FrostErrInvalidSecretShares
            }
            Error::MissingSignatureShares { .. } | Error::MissingPackages { .. } => {
                FrostErrMissingParticipants
            }
            Error::UnexpectedSignatureShares { .. }
            | Error::UnexpectedPackages { .. }
            | Error::UnknownParticipant { .. }
            | Error::DuplicatedIdentifier { .. } => FrostErrUnexpectedParticipants,
            Error::TooFewSigners { .. } => FrostErrTooFewSigners,
            Error::MissingCommitment { .. } | Error::IncorrectCommitment { .. } => {
                FrostErrCommitmentMismatch
            }
            Error::UnknownNonce
            | Error::NonceAlreadyUsed { .. }
            | Error::StaleNoncePool { .. }
            | Error::ConsumedRecordBehind { .. } => FrostErrNonceRefused,
            _ => FrostErrProtocol,
        }
    }

    /// The name of the code as the header spells it, for messages and logs.
    pub(crate) fn name(self) -> &'static core::ffi::CStr {
        use FrostStatus::*;
        match self {
            FrostOk => c"FROST_OK",
            FrostErrNullArgument => c"FROST_ERR_NULL_ARGUMENT",
            FrostErrInvalidLength => c"FROST_ERR_INVALID_LENGTH",
            FrostErrInputTooLarge => c"FROST_ERR_INPUT_TOO_LARGE",
            FrostErrMalformedInput => c"FROST_ERR_MALFORMED_INPUT",
            FrostErrUnsupportedVersion => c"FROST_ERR_UNSUPPORTED_VERSION",
            FrostErrWrongSuite => c"FROST_ERR_WRONG_SUITE",
            FrostErrWrongMessageType => c"FROST_ERR_WRONG_MESSAGE_TYPE",
            FrostErrInvalidHandle => c"FROST_ERR_INVALID_HANDLE",
            FrostErrStaleHandle => c"FROST_ERR_STALE_HANDLE",
            FrostErrWrongHandleKind => c"FROST_ERR_WRONG_HANDLE_KIND",
            FrostErrInvalidParameter => c"FROST_ERR_INVALID_PARAMETER",
            FrostErrInvalidSignature => c"FROST_ERR_INVALID_SIGNATURE",
            FrostErrInvalidSignatureShares => c"FROST_ERR_INVALID_SIGNATURE_SHARES",
            FrostErrInvalidProofOfKnowledge => c"FROST_ERR_INVALID_PROOF_OF_KNOWLEDGE",
            FrostErrInvalidSecretShares => c"FROST_ERR_INVALID_SECRET_SHARES",
            FrostErrMissingParticipants => c"FROST_ERR_MISSING_PARTICIPANTS",
            FrostErrUnexpectedParticipants => c"FROST_ERR_UNEXPECTED_PARTICIPANTS",
            FrostErrTooFewSigners => c"FROST_ERR_TOO_FEW_SIGNERS",
            FrostErrCommitmentMismatch => c"FROST_ERR_COMMITMENT_MISMATCH",
            FrostErrMessageMismatch => c"FROST_ERR_MESSAGE_MISMATCH",
            FrostErrNonceRefused => c"FROST_ERR_NONCE_REFUSED",
            FrostErrProtocol => c"FROST_ERR_PROTOCOL",
            FrostErrUnsupportedBySuite => c"FROST_ERR_UNSUPPORTED_BY_SUITE",
            FrostErrInternal => c"FROST_ERR_INTERNAL",
        }
    }
}

/// Every status, in code order.
const ALL: [FrostStatus; 25] = {
    use FrostStatus::*;
    [
        FrostOk,
        FrostErrNullArgument,
        FrostErrInvalidLength,
        FrostErrInputTooLarge,
        FrostErrMalformedInput,
        FrostErrUnsupportedVersion,
        FrostErrWrongSuite,
        FrostErrWrongMessageType,
        FrostErrInvalidHandle,
        FrostErrStaleHandle,
        FrostErrWrongHandleKind,
        FrostErrInvalidParameter,
        FrostErrInvalidSignature,
        FrostErrInvalidSignatureShares,
        FrostErrInvalidProofOfKnowledge,
        FrostErrInvalidSecretShares,
        FrostErrMissingParticipants,
        FrostErrUnexpectedParticipants,
        FrostErrTooFewSigners,
        FrostErrCommitmentMismatch,
        FrostErrMessageMismatch,
        FrostErrNonceRefused,
        FrostErrProtocol,
        FrostErrUnsupportedBySuite,
        FrostErrInternal,
    ]
};

/// The name of the code `code`, also for codes this library does not have.
pub(crate) fn name_of(code: i32) -> &'static core::ffi::CStr {
    ALL.iter()
        .find(|status| **status as i32 == code)
        .map_or(c"FROST_ERR_UNKNOWN", |status| status.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_their_positions_and_names_are_distinct() {
        for (position, status) in ALL.iter().enumerate() {
            assert_eq!(*status as usize, position);
            assert_eq!(name_of(*status as i32), status.name());
        }
        let mut names: Vec<_> = ALL.iter().map(|status| status.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ALL.len());
        assert_eq!(name_of(-1), c"FROST_ERR_UNKNOWN");
        assert_eq!(name_of(1000), c"FROST_ERR_UNKNOWN");
    }
}

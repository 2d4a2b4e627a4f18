//! The one error type of the engine.
//!
//! Every failure a caller can meet has its own variant. Where another party is
//! at fault the variant names it, so that an application can exclude or report
//! that participant; where several parties are at fault, all of them are named.

use alloc::vec::Vec;
use core::fmt;

use crate::{Ciphersuite, EncodingError, Identifier};

/// An error of a FROST operation, generic over the ciphersuite so that culprits
/// are named by their [`Identifier`].
#[derive(Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error<C: Ciphersuite> {
    /// `min_signers` is below 2 or above `max_signers`.
    InvalidMinSigners,
    /// `max_signers` is below 2 (or below `min_signers`).
    InvalidMaxSigners,
    /// The number of identifiers given differs from `max_signers`.
    IncorrectNumberOfIdentifiers,
    /// An identifier is zero, which cannot hold a share (`f(0)` is the secret).
    InvalidZeroIdentifier,
    /// The same identifier appears twice where identifiers must be distinct.
    DuplicatedIdentifier {
        /// The repeated identifier.
        identifier: Identifier<C>,
    },
    /// Bytes that should encode a group element do not encode one canonically,
    /// or encode an element outside the prime-order subgroup.
    MalformedElement,
    /// An element is the identity where RFC 9591 forbids it (keys, commitments,
    /// signature `R`).
    IdentityElement,
    /// Bytes that should encode a scalar are not a canonical scalar.
    MalformedScalar,
    /// A signing key is zero or malformed.
    MalformedSigningKey,
    /// A signature does not verify under the given key and message.
    InvalidSignature,
    /// A secret share does not match the dealer's VSS commitment
    /// (RFC 9591, Appendix C.2).
    InvalidSecretShare {
        /// The participant whose share failed (its holder), when known. Not
        /// a culprit: the share is the dealer's work (or, read back from
        /// storage, the holder's own copy), so [`Error::culprits`] names no
        /// one. A DKG names the senders of invalid shares in
        /// [`Error::InvalidSecretShares`].
        identifier: Option<Identifier<C>>,
    },
    /// A VSS commitment is empty or its length does not match `min_signers`.
    IncorrectCommitmentLength {
        /// The participant whose commitment has the wrong length, when known.
        identifier: Option<Identifier<C>>,
    },
    /// The signing package holds fewer commitments than `min_signers`.
    TooFewSigners {
        /// The threshold of the key.
        min_signers: u16,
        /// How many signers the package holds.
        signers: usize,
    },
    /// The signing package has no commitment from this signer.
    MissingCommitment {
        /// The signer whose commitment is absent.
        identifier: Identifier<C>,
    },
    /// The signing package carries, for this signer, a commitment other than
    /// the one its nonces produced (a coordinator swapped or altered it).
    IncorrectCommitment {
        /// The signer whose commitment was altered.
        identifier: Identifier<C>,
    },
    /// A participant is not part of the group: it has no verifying share in the
    /// public key package.
    UnknownParticipant {
        /// The unknown identifier.
        identifier: Identifier<C>,
    },
    /// Signature shares are missing for signers of the package.
    MissingSignatureShares {
        /// Every signer of the package whose share is absent.
        identifiers: Vec<Identifier<C>>,
    },
    /// Signature shares came from participants that are not signers of the
    /// package.
    UnexpectedSignatureShares {
        /// Every identifier that sent a share without being a signer.
        identifiers: Vec<Identifier<C>>,
    },
    /// Signature shares failed verification (RFC 9591, Section 5.4).
    InvalidSignatureShare {
        /// Every signer whose share is invalid, in ascending order.
        culprits: Vec<Identifier<C>>,
    },
    /// Proofs of knowledge in distributed key generation failed.
    InvalidProofOfKnowledge {
        /// Every participant whose proof is invalid, in ascending order.
        culprits: Vec<Identifier<C>>,
    },
    /// Secret shares received in distributed key generation, refresh or
    /// resharing do not match their senders' commitments.
    InvalidSecretShares {
        /// Every sender whose share is invalid, in ascending order.
        culprits: Vec<Identifier<C>>,
    },
    /// Packages from some expected participants are missing.
    MissingPackages {
        /// Every participant whose package is absent.
        identifiers: Vec<Identifier<C>>,
    },
    /// Packages arrived from participants that were not expected (including
    /// one's own identifier where only the others' packages belong).
    UnexpectedPackages {
        /// Every participant whose package was not expected.
        identifiers: Vec<Identifier<C>>,
    },
    /// The result of a computation over other parties' inputs does not match
    /// public data it must match (e.g. a repaired share and its verifying share).
    InconsistentResult,
    /// A re-randomised signing package names a randomized verifying key other
    /// than `Y + r * G` for the group key `Y` and the package's randomizer
    /// `r`: it was made for another group, or altered.
    RandomizerMismatch,
    /// A group key the ciphersuite does not admit where it is used as a
    /// signing key (Orchard's `ak` must have `ỹ = 0`:
    /// [`SignatureScheme::EvenGroupKey`](crate::SignatureScheme::EvenGroupKey)).
    UnnormalizedGroupKey,
    /// Commitments received in distributed key generation, refresh or
    /// resharing do not have the length the threshold requires.
    IncorrectCommitmentLengths {
        /// Every sender whose commitment has the wrong length, in ascending order.
        culprits: Vec<Identifier<C>>,
    },
    /// The round-one packages given to the last step of key generation or
    /// refresh differ from those the previous step checked.
    TranscriptMismatch,
    /// Resharing dealers committed to a secret other than their
    /// Lagrange-weighted share of the group key.
    InvalidReshareCommitments {
        /// Every dealer whose commitment is wrong, in ascending order.
        culprits: Vec<Identifier<C>>,
    },
    /// Serialised data was produced for another ciphersuite.
    WrongCiphersuite {
        /// The suite identifier found in the header.
        found: u8,
    },
    /// Serialised data carries an unknown format version.
    UnsupportedVersion {
        /// The version found in the header.
        found: u8,
    },
    /// Serialised data is shorter or longer than its content, or a field has a
    /// length that is not allowed.
    InvalidLength,
    /// Serialised data is not in canonical form (for example entries out of
    /// order, or a field value that has another, canonical encoding).
    NonCanonicalEncoding,
    /// Stored nonces do not match the commitments stored with them: the
    /// storage was corrupted or tampered with.
    InconsistentNonces,
    /// Serialised data is a well-formed message of another type than the one
    /// being decoded (e.g. a signing package where a key package was expected).
    WrongMessageType {
        /// The message type code the decoder expected.
        expected: u8,
        /// The message type code found in the header.
        found: u8,
    },
    /// A signing session was given a key package for another group key than
    /// the one it was built for.
    VerifyingKeyMismatch,
    /// A signing session built from the group key alone was asked to check
    /// or aggregate shares, which needs the signers' verifying shares.
    MissingVerifyingShares,
    /// A nonce pool has no entry with the given index or commitments.
    UnknownNonce,
    /// The nonces of a pool entry were already taken: they never sign twice.
    NonceAlreadyUsed {
        /// The entry's index in the pool.
        index: u32,
    },
    /// A restored nonce pool still holds, unused, an entry whose commitments
    /// are known to have produced a share: it is an old copy, and using it
    /// could sign twice with the same nonces.
    StaleNoncePool {
        /// The first such entry's index.
        index: u32,
    },
    /// A stored nonce pool marks an entry used that the caller's record of
    /// consumed nonces does not hold: the record is older than the pool (lost,
    /// or restored from a backup), so it cannot vouch for the pool's other
    /// entries either.
    ConsumedRecordBehind {
        /// The first such entry's index.
        index: u32,
    },
    /// A multi-message session was given a number of per-message values
    /// (a signer's nonce pairs or commitments, a randomizer list) other than
    /// the number of messages.
    MessageCountMismatch {
        /// The number of messages of the session.
        expected: usize,
        /// The number given.
        found: usize,
    },
    /// A multi-message request, commitment list or share list has more
    /// messages than the most it may carry (`max`: `frost_multi::MultiSigningPackage::MAX_MESSAGES`).
    TooManyMessages {
        /// The bound.
        max: usize,
        /// The number given.
        found: usize,
    },
    /// A multi-message session has no message with this index (or no
    /// message at all, index 0).
    UnknownMessage {
        /// The index asked for.
        index: usize,
    },
    /// The signing packages of a multi-message session do not all have the
    /// same signers.
    SignerSetMismatch,
    /// A re-randomization with the randomizer zero: the "randomized" key
    /// would be the group key itself, so the signature would not be
    /// unlinkable from the group, which is what a randomizer is for.
    ZeroRandomizer,
}

impl<C: Ciphersuite> Error<C> {
    /// The participants this error blames, in ascending order; empty when the
    /// error is not attributable to a specific participant.
    pub fn culprits(&self) -> Vec<Identifier<C>> {
        match self {
            Error::InvalidSignatureShare { culprits }
            | Error::InvalidProofOfKnowledge { culprits }
            | Error::InvalidSecretShares { culprits }
            | Error::IncorrectCommitmentLengths { culprits }
            | Error::InvalidReshareCommitments { culprits } => culprits.clone(),
            Error::DuplicatedIdentifier { identifier }
            | Error::MissingCommitment { identifier }
            | Error::IncorrectCommitment { identifier }
            | Error::UnknownParticipant { identifier } => alloc::vec![*identifier],
            Error::IncorrectCommitmentLength { identifier } => identifier.iter().copied().collect(),
            Error::UnexpectedSignatureShares { identifiers }
            | Error::UnexpectedPackages { identifiers } => identifiers.clone(),
            _ => Vec::new(),
        }
    }
}

impl<C: Ciphersuite> From<EncodingError> for Error<C> {
    fn from(error: EncodingError) -> Self {
        match error {
            EncodingError::MalformedElement => Error::MalformedElement,
            EncodingError::IdentityElement => Error::IdentityElement,
            EncodingError::MalformedScalar => Error::MalformedScalar,
        }
    }
}

/// The wire kit's failures are the engine's variants of the same name (the
/// kit's `WrongSuite` is [`Error::WrongCiphersuite`]), with the same texts.
impl<C: Ciphersuite> From<frost_wire::Error> for Error<C> {
    fn from(error: frost_wire::Error) -> Self {
        match error {
            frost_wire::Error::InvalidLength => Error::InvalidLength,
            frost_wire::Error::NonCanonicalEncoding => Error::NonCanonicalEncoding,
            frost_wire::Error::UnsupportedVersion { found } => Error::UnsupportedVersion { found },
            frost_wire::Error::WrongSuite { found } => Error::WrongCiphersuite { found },
            frost_wire::Error::WrongMessageType { expected, found } => {
                Error::WrongMessageType { expected, found }
            }
        }
    }
}

impl<C: Ciphersuite> fmt::Debug for Error<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<C: Ciphersuite> fmt::Display for Error<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidMinSigners => {
                f.write_str("min_signers must be at least 2 and at most max_signers")
            }
            Error::InvalidMaxSigners => f.write_str("max_signers must be at least 2"),
            Error::IncorrectNumberOfIdentifiers => {
                f.write_str("the number of identifiers differs from max_signers")
            }
            Error::InvalidZeroIdentifier => f.write_str("identifier is zero"),
            Error::DuplicatedIdentifier { identifier } => {
                write!(f, "duplicated identifier {identifier:?}")
            }
            Error::MalformedElement => f.write_str("malformed group element encoding"),
            Error::IdentityElement => f.write_str("group element is the identity"),
            Error::MalformedScalar => f.write_str("malformed scalar encoding"),
            Error::MalformedSigningKey => f.write_str("malformed or zero signing key"),
            Error::InvalidSignature => f.write_str("invalid signature"),
            Error::InvalidSecretShare {
                identifier: Some(id),
            } => {
                write!(f, "secret share of {id:?} does not match its commitment")
            }
            Error::InvalidSecretShare { identifier: None } => {
                f.write_str("secret share does not match its commitment")
            }
            Error::IncorrectCommitmentLength {
                identifier: Some(id),
            } => {
                write!(f, "commitment of {id:?} has the wrong length")
            }
            Error::IncorrectCommitmentLength { identifier: None } => {
                f.write_str("commitment has the wrong length")
            }
            Error::TooFewSigners {
                min_signers,
                signers,
            } => {
                write!(
                    f,
                    "{signers} signers, but at least {min_signers} are needed"
                )
            }
            Error::MissingCommitment { identifier } => {
                write!(f, "signing package has no commitment from {identifier:?}")
            }
            Error::IncorrectCommitment { identifier } => {
                write!(
                    f,
                    "signing package altered the commitment of {identifier:?}"
                )
            }
            Error::UnknownParticipant { identifier } => {
                write!(f, "{identifier:?} is not a participant")
            }
            Error::MissingSignatureShares { identifiers } => {
                write!(f, "signature shares missing from {identifiers:?}")
            }
            Error::UnexpectedSignatureShares { identifiers } => {
                write!(f, "signature shares from non-signers {identifiers:?}")
            }
            Error::InvalidSignatureShare { culprits } => {
                write!(f, "invalid signature shares from {culprits:?}")
            }
            Error::InvalidProofOfKnowledge { culprits } => {
                write!(f, "invalid proofs of knowledge from {culprits:?}")
            }
            Error::InvalidSecretShares { culprits } => {
                write!(f, "invalid secret shares from {culprits:?}")
            }
            Error::MissingPackages { identifiers } => {
                write!(f, "packages missing from {identifiers:?}")
            }
            Error::UnexpectedPackages { identifiers } => {
                write!(f, "unexpected packages from {identifiers:?}")
            }
            Error::InconsistentResult => {
                f.write_str("result is inconsistent with the public key package")
            }
            Error::RandomizerMismatch => {
                f.write_str("randomized verifying key does not match the group key and randomizer")
            }
            Error::UnnormalizedGroupKey => {
                f.write_str("the ciphersuite does not admit this group key as a signing key")
            }
            Error::IncorrectCommitmentLengths { culprits } => {
                write!(f, "commitments of the wrong length from {culprits:?}")
            }
            Error::TranscriptMismatch => {
                f.write_str("round-one packages differ from those checked in the previous step")
            }
            Error::InvalidReshareCommitments { culprits } => {
                write!(
                    f,
                    "resharing commitments to the wrong secret from {culprits:?}"
                )
            }
            Error::WrongCiphersuite { found } => {
                write!(
                    f,
                    "data belongs to ciphersuite {found}, not {} ({})",
                    crate::wire_codes::suite_id(C::CONTEXT_STRING),
                    C::CONTEXT_STRING
                )
            }
            Error::UnsupportedVersion { found } => write!(f, "unsupported format version {found}"),
            Error::InvalidLength => f.write_str("serialised data has an invalid length"),
            Error::NonCanonicalEncoding => f.write_str("serialised data is not in canonical form"),
            Error::InconsistentNonces => {
                f.write_str("stored nonces do not match their commitments")
            }
            Error::WrongMessageType { expected, found } => write!(
                f,
                "serialised data is a {} message, not a {}",
                crate::wire_codes::table::name_of(*found),
                crate::wire_codes::table::name_of(*expected)
            ),
            Error::VerifyingKeyMismatch => {
                f.write_str("key package is for another group key than the signing session")
            }
            Error::MissingVerifyingShares => {
                f.write_str("signing session has no verifying shares to check shares against")
            }
            Error::UnknownNonce => f.write_str("no such entry in the nonce pool"),
            Error::NonceAlreadyUsed { index } => {
                write!(f, "nonces of pool entry {index} were already used")
            }
            Error::StaleNoncePool { index } => write!(
                f,
                "stale nonce pool: entry {index} is unused here but was consumed"
            ),
            Error::ConsumedRecordBehind { index } => write!(
                f,
                "the record of consumed nonces is older than the nonce pool: it lacks used entry {index}"
            ),
            Error::MessageCountMismatch { expected, found } => write!(
                f,
                "{found} per-message values given for a session of {expected} messages"
            ),
            Error::TooManyMessages { max, found } => write!(
                f,
                "{found} messages in one multi-message session, more than the {max} allowed"
            ),
            Error::UnknownMessage { index } => {
                write!(f, "the multi-message session has no message {index}")
            }
            Error::SignerSetMismatch => {
                f.write_str("the messages of a multi-message session have different signers")
            }
            Error::ZeroRandomizer => f.write_str(
                "the randomizer is zero: the randomized key would be the group key itself",
            ),
        }
    }
}

impl<C: Ciphersuite> core::error::Error for Error<C> {}

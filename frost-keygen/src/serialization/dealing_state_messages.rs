//! Wire forms of the secret state a participant keeps between the parts of a
//! dealing protocol ([`crate::vss::round1::SecretPackage`] and
//! [`crate::vss::round2::SecretPackage`]), e.g. across restarts of a
//! process run once per part: one layout for key generation and refresh,
//! which differ only in message types and commitment shape.
//!
//! Decoding calls the types' own constructors, which recompute the
//! commitment from the coefficients (round one) and check the own share
//! against the own commitment (round two): the codec checks nothing itself.

use alloc::vec::Vec;
use core::borrow::Borrow;

use zeroize::Zeroizing;

use crate::dkg;
use crate::refresh::{self, RefreshCommitment};
use crate::vss::TranscriptDigest;
use frost_core::keys::{SigningShare, VerifiableSecretSharingCommitment};
use frost_core::serialization::SecretScalar;
use frost_core::serialization::scalar_len;
#[cfg(feature = "serde")]
use frost_core::serialization::{De, Ser};
use frost_core::serialization::{Field, ReadValues, Reader, WriteValues, Writer, message};
use frost_core::{Ciphersuite, Error, Identifier, Scalar};

/// The length of a transcript digest.
const TRANSCRIPT_LEN: usize = 32;

/// The transcript digest: its 32 bytes as they are; hex in human-readable
/// formats.
impl<C: Ciphersuite> Field<C> for TranscriptDigest {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "transcript digest";

    fn min_len() -> usize {
        TRANSCRIPT_LEN
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.bytes(&value.to_bytes());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let mut digest = [0u8; TRANSCRIPT_LEN];
        digest.copy_from_slice(reader.take(TRANSCRIPT_LEN)?);
        Ok(Self::from_bytes(digest))
    }
}

/// The secret coefficients of a dealer's polynomial, as a decoder hands them
/// to the round-one state's constructor: `count: varint, count * a_k: Ns`, a
/// list of hex scalars in human-readable formats, held in a wiped buffer.
pub(crate) struct Coefficients<C: Ciphersuite>(Zeroizing<Vec<Scalar<C>>>);

impl<C: Ciphersuite> Borrow<[Scalar<C>]> for Coefficients<C> {
    fn borrow(&self) -> &[Scalar<C>] {
        &self.0
    }
}

impl<C: Ciphersuite> Field<C> for Coefficients<C> {
    type Encode = [Scalar<C>];
    type Value = Self;
    const WHAT: &'static str = "coefficients";

    fn min_len() -> usize {
        1
    }

    fn len(value: &[Scalar<C>]) -> usize {
        frost_core::serialization::varint_len(value.len()) + value.len() * scalar_len::<C>()
    }

    fn write(value: &[Scalar<C>], writer: &mut Writer) {
        writer.varint(value.len());
        for coefficient in value {
            writer.secret_scalar::<C>(coefficient);
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let count = reader.count(scalar_len::<C>())?;
        let mut coefficients = Zeroizing::new(Vec::with_capacity(count));
        for _ in 0..count {
            coefficients.push(reader.scalar()?);
        }
        Ok(Self(coefficients))
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(
        value: &[Scalar<C>],
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        // Each copy, and each temporary encoding, is wiped when dropped.
        let copies: Vec<Zeroizing<Scalar<C>>> = value.iter().map(|a| Zeroizing::new(*a)).collect();
        serializer.collect_seq(copies.iter().map(Ser::<C, SecretScalar>))
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let coefficients: Vec<De<C, SecretScalar>> = serde::Deserialize::deserialize(deserializer)?;
        Ok(Self(Zeroizing::new(
            coefficients.iter().map(|a| *a.0).collect(),
        )))
    }
}

/// The round-one state of a dealing protocol: identifier, `max_signers`, then
/// the committed coefficients (a refresh's zero constant term is not
/// written). One field list for both commitment shapes, which differ only in
/// their message type.
macro_rules! round1_state {
    ($($ty:ident)::+ : $code:ident) => {
        message! {
            $($ty)::+ : frost_core::wire_codes::MessageType::$code.wire_code(), secret;
            encode(package) {
                identifier: Identifier<C> = package.identifier(),
                max_signers: u16 = package.max_signers(),
                coefficients: Coefficients<C> = package.committed_coefficients(),
            }
            decode => Self::new(identifier, &coefficients.0, max_signers)
        }
    };
}

round1_state!(dkg::round1::SecretPackage: DkgRound1SecretPackage);
round1_state!(refresh::round1::SecretPackage: RefreshRound1SecretPackage);

/// The round-two state of a dealing protocol: identifier, `max_signers`, the
/// own share, the transcript digest, then the own commitment in its shape's
/// encoding.
macro_rules! round2_state {
    ($($ty:ident)::+ : $code:ident, $commitment:ident) => {
        message! {
            $($ty)::+ : frost_core::wire_codes::MessageType::$code.wire_code(), secret;
            encode(package) {
                identifier: Identifier<C> = package.identifier(),
                max_signers: u16 = package.max_signers(),
                own_share: SecretScalar = Zeroizing::new(package.own_share().to_scalar()),
                transcript_digest: TranscriptDigest = package.transcript_digest(),
                commitment: $commitment<C> = package.commitment(),
            }
            decode => Self::from_parts(
                identifier,
                commitment,
                SigningShare::new(*own_share),
                transcript_digest,
                max_signers,
            )
        }
    };
}

round2_state!(
    dkg::round2::SecretPackage: DkgRound2SecretPackage,
    VerifiableSecretSharingCommitment
);
round2_state!(
    refresh::round2::SecretPackage: RefreshRound2SecretPackage,
    RefreshCommitment
);

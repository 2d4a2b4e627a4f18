//! Wire forms of the secret state a participant keeps between the parts of a
//! dealing protocol ([`crate::keys::vss::round1::SecretPackage`] and
//! [`crate::keys::vss::round2::SecretPackage`]), e.g. across restarts of a
//! process run once per part: one layout for key generation and refresh,
//! which differ only in message types and commitment shape.
//!
//! Decoding calls the types' own constructors, which recompute the
//! commitment from the coefficients (round one) and check the own share
//! against the own commitment (round two): the codec checks nothing itself.

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::{scalar_len, varint_len};
use super::{Field, Message, MessageType, Reader, Writer};
use crate::keys::SigningShare;
use crate::keys::VerifiableSecretSharingCommitment;
use crate::keys::refresh::RefreshCommitment;
use crate::keys::vss::{Dealt, TranscriptDigest, round1, round2};
use crate::{Ciphersuite, Error};

/// The length of a transcript digest.
pub(super) const TRANSCRIPT_LEN: usize = 32;

/// A commitment shape as the state messages encode it.
pub(crate) trait StateCommitment<C: Ciphersuite>: Dealt<C> {
    /// The message type of the round-one state.
    const ROUND1_TYPE: MessageType;
    /// The message type of the round-two state.
    const ROUND2_TYPE: MessageType;
    /// The length of [`StateCommitment::write`]'s output.
    fn encoded_len(&self) -> usize;
    /// Appends `count: varint, count * C_k: Ne`.
    fn write(&self, writer: &mut Writer);
    /// Reads what [`StateCommitment::write`] wrote, with the type's checks.
    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>>;
}

impl<C: Ciphersuite> StateCommitment<C> for VerifiableSecretSharingCommitment<C> {
    const ROUND1_TYPE: MessageType = MessageType::DkgRound1SecretPackage;
    const ROUND2_TYPE: MessageType = MessageType::DkgRound2SecretPackage;

    fn encoded_len(&self) -> usize {
        self.encoded_len()
    }

    fn write(&self, writer: &mut Writer) {
        self.write(writer);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Self::read(reader)
    }
}

impl<C: Ciphersuite> StateCommitment<C> for RefreshCommitment<C> {
    const ROUND1_TYPE: MessageType = MessageType::RefreshRound1SecretPackage;
    const ROUND2_TYPE: MessageType = MessageType::RefreshRound2SecretPackage;

    fn encoded_len(&self) -> usize {
        <Self as Field<C>>::len(self)
    }

    fn write(&self, writer: &mut Writer) {
        <Self as Field<C>>::write(self, writer);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        <Self as Field<C>>::read(reader)
    }
}

/// Identifier, `max_signers`, then the committed coefficients (a refresh's
/// zero constant term is not written).
impl<C: Ciphersuite, K: StateCommitment<C>> Message for round1::SecretPackage<C, K> {
    type Suite = C;
    const TYPE: MessageType = K::ROUND1_TYPE;

    fn body_len(&self) -> usize {
        let count = self.committed_coefficients().len();
        scalar_len::<C>() + 2 + varint_len(count) + count * scalar_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        let coefficients = self.committed_coefficients();
        writer.bytes(self.identifier().as_bytes());
        writer.u16(self.max_signers());
        writer.varint(coefficients.len());
        for coefficient in coefficients {
            writer.secret_scalar::<C>(coefficient);
        }
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let identifier = reader.identifier()?;
        let max_signers = reader.u16()?;
        let count = reader.count(scalar_len::<C>())?;
        let mut coefficients = Zeroizing::new(Vec::with_capacity(count));
        for _ in 0..count {
            coefficients.push(reader.scalar()?);
        }
        Self::new(identifier, &coefficients, max_signers)
    }
}

/// Identifier, `max_signers`, the own share, the transcript digest, then the
/// own commitment.
impl<C: Ciphersuite, K: StateCommitment<C>> Message for round2::SecretPackage<C, K> {
    type Suite = C;
    const TYPE: MessageType = K::ROUND2_TYPE;

    fn body_len(&self) -> usize {
        2 * scalar_len::<C>() + 2 + TRANSCRIPT_LEN + self.commitment().encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.identifier().as_bytes());
        writer.u16(self.max_signers());
        writer.secret_scalar::<C>(self.own_share().as_scalar());
        writer.bytes(&self.transcript_digest().to_bytes());
        self.commitment().write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let identifier = reader.identifier()?;
        let max_signers = reader.u16()?;
        let own_share = SigningShare::new(reader.scalar()?);
        let mut transcript = [0u8; TRANSCRIPT_LEN];
        transcript.copy_from_slice(reader.take(TRANSCRIPT_LEN)?);
        let commitment = K::read(reader)?;
        Self::from_parts(
            identifier,
            commitment,
            own_share,
            TranscriptDigest::from_bytes(transcript),
            max_signers,
        )
    }
}

#[cfg(feature = "serde")]
mod human {
    use alloc::vec::Vec;

    use serde::{Deserialize, Serialize};
    use zeroize::Zeroizing;

    use super::super::MessageType;
    use super::super::human::{
        Header, HexBytes, HexIdentifier, HumanReadable, SecretHexScalar, commitment_from_hex,
        commitment_to_hex, secret_serde,
    };
    use super::{StateCommitment, TRANSCRIPT_LEN};
    use crate::keys::refresh::{self, RefreshCommitment};
    use crate::keys::vss::{TranscriptDigest, round1, round2};
    use crate::keys::{SigningShare, VerifiableSecretSharingCommitment, dkg};
    use crate::{Ciphersuite, Error};

    /// A commitment shape as the human-readable state messages write it.
    pub(crate) trait HumanStateCommitment<C: Ciphersuite>: StateCommitment<C> {
        /// The header of the round-one state.
        type Round1Header: Serialize + for<'de> Deserialize<'de> + Default;
        /// The header of the round-two state.
        type Round2Header: Serialize + for<'de> Deserialize<'de> + Default;
        /// One hex string per entry.
        fn to_hex(&self) -> Vec<HexBytes>;
        /// The converse of [`HumanStateCommitment::to_hex`], with the type's
        /// checks.
        fn from_hex(entries: Vec<HexBytes>) -> Result<Self, Error<C>>;
    }

    impl<C: Ciphersuite> HumanStateCommitment<C> for VerifiableSecretSharingCommitment<C> {
        type Round1Header = Header<C, { MessageType::DkgRound1SecretPackage.code() }>;
        type Round2Header = Header<C, { MessageType::DkgRound2SecretPackage.code() }>;

        fn to_hex(&self) -> Vec<HexBytes> {
            commitment_to_hex(self)
        }

        fn from_hex(entries: Vec<HexBytes>) -> Result<Self, Error<C>> {
            commitment_from_hex(entries)
        }
    }

    impl<C: Ciphersuite> HumanStateCommitment<C> for RefreshCommitment<C> {
        type Round1Header = Header<C, { MessageType::RefreshRound1SecretPackage.code() }>;
        type Round2Header = Header<C, { MessageType::RefreshRound2SecretPackage.code() }>;

        fn to_hex(&self) -> Vec<HexBytes> {
            self.coefficient_bytes().into_iter().map(HexBytes).collect()
        }

        fn from_hex(entries: Vec<HexBytes>) -> Result<Self, Error<C>> {
            let entries: Vec<&[u8]> = entries.iter().map(|e| e.0.as_slice()).collect();
            RefreshCommitment::from_coefficient_bytes(&entries)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct Round1StateForm<C: Ciphersuite, K: HumanStateCommitment<C>> {
        header: K::Round1Header,
        identifier: HexIdentifier<C>,
        max_signers: u16,
        coefficients: Vec<SecretHexScalar<C>>,
    }

    impl<C: Ciphersuite, K: HumanStateCommitment<C>> HumanReadable for round1::SecretPackage<C, K> {
        type Form = Round1StateForm<C, K>;

        fn to_form(&self) -> Self::Form {
            Round1StateForm {
                header: K::Round1Header::default(),
                identifier: HexIdentifier(*self.identifier()),
                max_signers: self.max_signers(),
                coefficients: self
                    .committed_coefficients()
                    .iter()
                    .map(|a| SecretHexScalar(*a))
                    .collect(),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            let coefficients =
                Zeroizing::new(form.coefficients.iter().map(|a| a.0).collect::<Vec<_>>());
            Self::new(form.identifier.0, &coefficients, form.max_signers)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct Round2StateForm<C: Ciphersuite, K: HumanStateCommitment<C>> {
        header: K::Round2Header,
        identifier: HexIdentifier<C>,
        max_signers: u16,
        own_share: SecretHexScalar<C>,
        transcript_digest: HexBytes,
        commitment: Vec<HexBytes>,
    }

    impl<C: Ciphersuite, K: HumanStateCommitment<C>> HumanReadable for round2::SecretPackage<C, K> {
        type Form = Round2StateForm<C, K>;

        fn to_form(&self) -> Self::Form {
            Round2StateForm {
                header: K::Round2Header::default(),
                identifier: HexIdentifier(*self.identifier()),
                max_signers: self.max_signers(),
                own_share: SecretHexScalar(self.own_share().to_scalar()),
                transcript_digest: HexBytes(self.transcript_digest().to_bytes().to_vec()),
                commitment: self.commitment().to_hex(),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            let transcript: [u8; TRANSCRIPT_LEN] = form
                .transcript_digest
                .0
                .as_slice()
                .try_into()
                .map_err(|_| Error::InvalidLength)?;
            Self::from_parts(
                form.identifier.0,
                K::from_hex(form.commitment)?,
                SigningShare::new(form.own_share.0),
                TranscriptDigest::from_bytes(transcript),
                form.max_signers,
            )
        }
    }

    secret_serde!(dkg::round1::SecretPackage);
    secret_serde!(dkg::round2::SecretPackage);
    secret_serde!(refresh::round1::SecretPackage);
    secret_serde!(refresh::round2::SecretPackage);
}

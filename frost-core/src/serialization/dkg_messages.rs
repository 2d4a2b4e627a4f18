//! Wire forms of the distributed key generation's messages
//! ([`crate::keys::dkg`]): the broadcast round-one package, the private
//! round-two package, and the two secret packages a participant keeps between
//! the parts (e.g. across restarts of a process run once per part).

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::{scalar_len, varint_len};
use super::{Message, MessageType, Reader, Writer, decode, encode};
use crate::keys::dkg::{TranscriptDigest, round1, round2};
use crate::keys::{SigningShare, VerifiableSecretSharingCommitment};
use crate::{Ciphersuite, Error, Signature};

/// The length of a transcript digest.
const TRANSCRIPT_LEN: usize = 32;

impl<C: Ciphersuite> Message for round1::Package<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::DkgRound1Package;

    fn body_len(&self) -> usize {
        self.commitment().encoded_len() + Signature::<C>::encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        self.commitment().write(writer);
        writer.bytes(&self.proof_of_knowledge().to_bytes());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let commitment = VerifiableSecretSharingCommitment::read(reader)?;
        let proof = reader.signature()?;
        Ok(Self::new(commitment, proof))
    }
}

impl<C: Ciphersuite> round1::Package<C> {
    /// The versioned wire encoding, as a participant broadcasts it: header,
    /// the commitment to its polynomial, then the proof of knowledge `R || z`.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`round1::Package::serialize`]'s output. The proof of knowledge
    /// is checked by [`part2`](crate::keys::dkg::part2), which knows the sender.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for round2::Package<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::DkgRound2Package;

    fn body_len(&self) -> usize {
        scalar_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.secret_scalar::<C>(&self.share().to_scalar());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(Self::new(SigningShare::new(reader.scalar()?)))
    }
}

impl<C: Ciphersuite> round2::Package<C> {
    /// **Secret.** The versioned wire encoding of the share `f_i(j)` one
    /// participant sends another over a confidential, authenticated channel:
    /// header, then the share. The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`round2::Package::serialize`]'s output. The share is checked
    /// against its sender's commitment by [`part3`](crate::keys::dkg::part3).
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for round1::SecretPackage<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::DkgRound1SecretPackage;

    fn body_len(&self) -> usize {
        let count = self.coefficients().len();
        scalar_len::<C>() + 2 + varint_len(count) + count * scalar_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.identifier().as_bytes());
        writer.u16(self.max_signers());
        let coefficients = self.committed_coefficients();
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
        // Recommits to the coefficients, so the commitment cannot disagree
        // with them; checks 2 <= min_signers <= max_signers.
        Self::new(identifier, &coefficients, max_signers)
    }
}

impl<C: Ciphersuite> round1::SecretPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage between [`part1`](crate::keys::dkg::part1) and
    /// [`part2`](crate::keys::dkg::part2): header, identifier, `max_signers`,
    /// then the polynomial's coefficients. The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`round1::SecretPackage::serialize`]'s output; the commitment
    /// is recomputed from the coefficients.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for round2::SecretPackage<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::DkgRound2SecretPackage;

    fn body_len(&self) -> usize {
        2 * scalar_len::<C>() + 2 + TRANSCRIPT_LEN + self.commitment().encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.identifier().as_bytes());
        writer.u16(self.max_signers());
        writer.secret_scalar::<C>(&self.own_share().to_scalar());
        writer.bytes(&self.transcript_digest().to_bytes());
        self.commitment().write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let identifier = reader.identifier()?;
        let max_signers = reader.u16()?;
        let own_share = SigningShare::new(reader.scalar()?);
        let mut transcript = [0u8; TRANSCRIPT_LEN];
        transcript.copy_from_slice(reader.take(TRANSCRIPT_LEN)?);
        let commitment = VerifiableSecretSharingCommitment::read(reader)?;
        round2::SecretPackage::from_parts(
            identifier,
            commitment,
            own_share,
            TranscriptDigest::from_bytes(transcript),
            max_signers,
        )
    }
}

impl<C: Ciphersuite> round2::SecretPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage between [`part2`](crate::keys::dkg::part2) and
    /// [`part3`](crate::keys::dkg::part3): header, identifier, `max_signers`,
    /// its own share `f_i(i)`, the transcript digest, then its commitment. The
    /// buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`round2::SecretPackage::serialize`]'s output, checking the
    /// own share against the own commitment.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
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
        commitment_to_hex, public_serde, secret_serde,
    };
    use super::TRANSCRIPT_LEN;
    use crate::keys::SigningShare;
    use crate::keys::dkg::{TranscriptDigest, round1, round2};
    use crate::{Ciphersuite, Error, Signature};

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct Round1PackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::DkgRound1Package.code() }>,
        commitment: Vec<HexBytes>,
        proof_of_knowledge: HexBytes,
    }

    impl<C: Ciphersuite> HumanReadable for round1::Package<C> {
        type Form = Round1PackageForm<C>;

        fn to_form(&self) -> Self::Form {
            Round1PackageForm {
                header: Header::default(),
                commitment: commitment_to_hex(self.commitment()),
                proof_of_knowledge: HexBytes(self.proof_of_knowledge().to_bytes()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(round1::Package::new(
                commitment_from_hex(form.commitment)?,
                Signature::from_bytes(&form.proof_of_knowledge.0)?,
            ))
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct Round2PackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::DkgRound2Package.code() }>,
        signing_share: SecretHexScalar<C>,
    }

    impl<C: Ciphersuite> HumanReadable for round2::Package<C> {
        type Form = Round2PackageForm<C>;

        fn to_form(&self) -> Self::Form {
            Round2PackageForm {
                header: Header::default(),
                signing_share: SecretHexScalar(self.share().to_scalar()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(round2::Package::new(SigningShare::new(
                form.signing_share.0,
            )))
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct Round1SecretPackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::DkgRound1SecretPackage.code() }>,
        identifier: HexIdentifier<C>,
        max_signers: u16,
        coefficients: Vec<SecretHexScalar<C>>,
    }

    impl<C: Ciphersuite> HumanReadable for round1::SecretPackage<C> {
        type Form = Round1SecretPackageForm<C>;

        fn to_form(&self) -> Self::Form {
            Round1SecretPackageForm {
                header: Header::default(),
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
            round1::SecretPackage::new(form.identifier.0, &coefficients, form.max_signers)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct Round2SecretPackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::DkgRound2SecretPackage.code() }>,
        identifier: HexIdentifier<C>,
        max_signers: u16,
        own_share: SecretHexScalar<C>,
        transcript_digest: HexBytes,
        commitment: Vec<HexBytes>,
    }

    impl<C: Ciphersuite> HumanReadable for round2::SecretPackage<C> {
        type Form = Round2SecretPackageForm<C>;

        fn to_form(&self) -> Self::Form {
            Round2SecretPackageForm {
                header: Header::default(),
                identifier: HexIdentifier(*self.identifier()),
                max_signers: self.max_signers(),
                own_share: SecretHexScalar(self.own_share().to_scalar()),
                transcript_digest: HexBytes(self.transcript_digest().to_bytes().to_vec()),
                commitment: commitment_to_hex(self.commitment()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            let transcript: [u8; TRANSCRIPT_LEN] = form
                .transcript_digest
                .0
                .as_slice()
                .try_into()
                .map_err(|_| Error::InvalidLength)?;
            round2::SecretPackage::from_parts(
                form.identifier.0,
                commitment_from_hex(form.commitment)?,
                SigningShare::new(form.own_share.0),
                TranscriptDigest::from_bytes(transcript),
                form.max_signers,
            )
        }
    }

    public_serde!(round1::Package);
    secret_serde!(round2::Package);
    secret_serde!(round1::SecretPackage);
    secret_serde!(round2::SecretPackage);
}

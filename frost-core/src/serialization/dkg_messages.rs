//! Wire forms of the distributed key generation's messages
//! ([`crate::keys::dkg`]): the broadcast round-one package, the private
//! round-two package, and the two secret packages a participant keeps between
//! the parts (e.g. across restarts of a process run once per part).

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::scalar_len;
use super::{Message, MessageType, Reader, Writer, decode, encode};
use crate::keys::dkg::{round1, round2};
use crate::keys::{SigningShare, VerifiableSecretSharingCommitment};
use crate::{Ciphersuite, Error, Signature};

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

    use super::super::MessageType;
    use super::super::human::{
        Header, HexBytes, HumanReadable, SecretHexScalar, commitment_from_hex, commitment_to_hex,
        public_serde, secret_serde,
    };

    use crate::keys::SigningShare;
    use crate::keys::dkg::{round1, round2};
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

    public_serde!(round1::Package);
    secret_serde!(round2::Package);
}

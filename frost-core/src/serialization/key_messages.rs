//! Wire forms of the key material: verifying shares, VSS commitments and the
//! public key package (public), and signing shares, signing keys, secret
//! shares and key packages (secret).

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::{element_len, scalar_len, varint_len};
use super::{Message, MessageType, Reader, Writer, decode, encode};
use crate::keys::{
    KeyPackage, PublicKeyPackage, SecretShare, SigningShare, VerifiableSecretSharingCommitment,
    VerifyingShare,
};
use crate::{Ciphersuite, Error, SigningKey, VerifyingKey};

impl<C: Ciphersuite> Message for VerifyingShare<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::VerifyingShare;

    fn body_len(&self) -> usize {
        element_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.to_bytes().as_ref());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        VerifyingShare::from_bytes(reader.take(element_len::<C>())?)
    }
}

impl<C: Ciphersuite> VerifyingShare<C> {
    /// The versioned wire encoding: header, then `SerializeElement(PK_i)`.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`VerifyingShare::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> VerifiableSecretSharingCommitment<C> {
    /// The length of the commitment inside a message: `t: varint, t * C_k: Ne`.
    pub(super) fn encoded_len(&self) -> usize {
        let len = self.to_bytes().len();
        varint_len(len / element_len::<C>()) + len
    }

    /// Writes `t: varint, t * C_k: Ne`, with `t` the actual number of
    /// coefficient commitments.
    pub(super) fn write(&self, writer: &mut Writer) {
        let bytes = self.to_bytes();
        writer.varint(bytes.len() / element_len::<C>());
        writer.bytes(&bytes);
    }

    /// Reads `t: varint, t * C_k: Ne`; at least two coefficients.
    pub(super) fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let count = reader.count(element_len::<C>())?;
        Self::from_bytes(reader.take(count * element_len::<C>())?)
    }
}

impl<C: Ciphersuite> Message for VerifiableSecretSharingCommitment<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::VerifiableSecretSharingCommitment;

    fn body_len(&self) -> usize {
        self.encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        self.write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Self::read(reader)
    }
}

impl<C: Ciphersuite> VerifiableSecretSharingCommitment<C> {
    /// The versioned wire encoding: header, the number of coefficients `t`,
    /// then the `t` coefficient commitments, constant term first.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`VerifiableSecretSharingCommitment::serialize`]'s output; at
    /// least two coefficients are required.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for PublicKeyPackage<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::PublicKeyPackage;

    fn body_len(&self) -> usize {
        let count = self.verifying_shares().len();
        2 + element_len::<C>()
            + varint_len(count)
            + count * (scalar_len::<C>() + element_len::<C>())
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.u16(self.min_signers());
        writer.bytes(self.verifying_key().to_bytes().as_ref());
        writer.varint(self.verifying_shares().len());
        for (identifier, share) in self.verifying_shares() {
            writer.bytes(identifier.as_bytes());
            writer.bytes(share.encoded().as_slice());
        }
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let min_signers = reader.u16()?;
        let verifying_key = VerifyingKey::from_bytes(reader.take(element_len::<C>())?)?;
        let verifying_shares = reader.identifier_map(element_len::<C>(), |reader| {
            VerifyingShare::from_bytes(reader.take(element_len::<C>())?)
        })?;
        PublicKeyPackage::new(verifying_shares, verifying_key, min_signers)
    }
}

impl<C: Ciphersuite> PublicKeyPackage<C> {
    /// The versioned wire encoding: header, `min_signers`, the group
    /// verifying key, then every participant's verifying share in ascending
    /// identifier order.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`PublicKeyPackage::serialize`]'s output, refusing a threshold
    /// below 2 or above the number of participants.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for SigningShare<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::SigningShare;

    fn body_len(&self) -> usize {
        scalar_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.secret_scalar::<C>(&self.to_scalar());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(SigningShare::new(reader.scalar()?))
    }
}

impl<C: Ciphersuite> SigningShare<C> {
    /// **Secret.** The versioned wire encoding: header, then
    /// `SerializeScalar(s_i)`, in a buffer wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`SigningShare::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for SigningKey<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::SigningKey;

    fn body_len(&self) -> usize {
        scalar_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.secret_scalar::<C>(&self.to_scalar());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        SigningKey::from_scalar(reader.scalar()?)
    }
}

impl<C: Ciphersuite> SigningKey<C> {
    /// **Secret.** The versioned wire encoding: header, then
    /// `SerializeScalar(s)`, in a buffer wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`SigningKey::serialize`]'s output; zero is refused.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for SecretShare<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::SecretShare;

    fn body_len(&self) -> usize {
        2 * scalar_len::<C>() + self.commitment().encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.identifier().as_bytes());
        writer.secret_scalar::<C>(&self.signing_share().to_scalar());
        self.commitment().write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let identifier = reader.identifier()?;
        let signing_share = SigningShare::new(reader.scalar()?);
        let commitment = VerifiableSecretSharingCommitment::read(reader)?;
        Ok(SecretShare::new(identifier, signing_share, commitment))
    }
}

impl<C: Ciphersuite> SecretShare<C> {
    /// **Secret.** The versioned wire encoding, as a dealer sends it to one
    /// participant over a confidential, authenticated channel: header,
    /// identifier, signing share, then the VSS commitment. The buffer is
    /// wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`SecretShare::serialize`]'s output. The share is checked
    /// against the commitment (RFC 9591, Appendix C.2) when it is turned into
    /// a [`KeyPackage`], which names the participant if it fails.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for KeyPackage<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::KeyPackage;

    fn body_len(&self) -> usize {
        2 * scalar_len::<C>() + 2 * element_len::<C>() + 2
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.identifier().as_bytes());
        writer.secret_scalar::<C>(&self.signing_share().to_scalar());
        writer.bytes(self.verifying_share().encoded().as_slice());
        writer.bytes(self.verifying_key().to_bytes().as_ref());
        writer.u16(self.min_signers());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let identifier = reader.identifier()?;
        let signing_share = SigningShare::new(reader.scalar()?);
        let verifying_share = VerifyingShare::from_bytes(reader.take(element_len::<C>())?)?;
        let verifying_key = VerifyingKey::from_bytes(reader.take(element_len::<C>())?)?;
        let min_signers = reader.u16()?;
        KeyPackage::new(
            identifier,
            signing_share,
            verifying_share,
            verifying_key,
            min_signers,
        )
    }
}

impl<C: Ciphersuite> KeyPackage<C> {
    /// **Secret.** The versioned wire encoding, for a participant's own
    /// storage: header, identifier, signing share, verifying share, group
    /// verifying key, `min_signers`. The buffer is wiped when dropped.
    pub fn serialize(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`KeyPackage::serialize`]'s output, checking that the
    /// verifying share is the image of the signing share and that
    /// `min_signers` is at least 2.
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
        Header, HexBytes, HexIdentifier, HexMap, HumanReadable, SecretHexScalar,
        commitment_from_hex, commitment_to_hex, public_serde, secret_serde,
    };
    use crate::keys::{
        KeyPackage, PublicKeyPackage, SecretShare, SigningShare, VerifiableSecretSharingCommitment,
        VerifyingShare,
    };
    use crate::{Ciphersuite, Error, SigningKey, VerifyingKey};

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct VerifyingShareForm<C: Ciphersuite> {
        header: Header<C, { MessageType::VerifyingShare.code() }>,
        verifying_share: HexBytes,
    }

    impl<C: Ciphersuite> HumanReadable for VerifyingShare<C> {
        type Form = VerifyingShareForm<C>;

        fn to_form(&self) -> Self::Form {
            VerifyingShareForm {
                header: Header::default(),
                verifying_share: HexBytes(self.to_bytes()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            VerifyingShare::from_bytes(&form.verifying_share.0)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct CommitmentForm<C: Ciphersuite> {
        header: Header<C, { MessageType::VerifiableSecretSharingCommitment.code() }>,
        commitment: Vec<HexBytes>,
    }

    impl<C: Ciphersuite> HumanReadable for VerifiableSecretSharingCommitment<C> {
        type Form = CommitmentForm<C>;

        fn to_form(&self) -> Self::Form {
            CommitmentForm {
                header: Header::default(),
                commitment: commitment_to_hex(self),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            commitment_from_hex(form.commitment)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct PublicKeyPackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::PublicKeyPackage.code() }>,
        min_signers: u16,
        verifying_key: HexBytes,
        verifying_shares: HexMap<C, HexBytes>,
    }

    impl<C: Ciphersuite> HumanReadable for PublicKeyPackage<C> {
        type Form = PublicKeyPackageForm<C>;

        fn to_form(&self) -> Self::Form {
            PublicKeyPackageForm {
                header: Header::default(),
                min_signers: self.min_signers(),
                verifying_key: HexBytes(self.verifying_key().to_bytes().as_ref().to_vec()),
                verifying_shares: HexMap(
                    self.verifying_shares()
                        .iter()
                        .map(|(id, share)| (*id, HexBytes(share.to_bytes())))
                        .collect(),
                ),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            let verifying_shares = form
                .verifying_shares
                .0
                .into_iter()
                .map(|(id, share)| Ok((id, VerifyingShare::from_bytes(&share.0)?)))
                .collect::<Result<_, Error<C>>>()?;
            let verifying_key = VerifyingKey::from_bytes(&form.verifying_key.0)?;
            PublicKeyPackage::new(verifying_shares, verifying_key, form.min_signers)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct SigningShareForm<C: Ciphersuite> {
        header: Header<C, { MessageType::SigningShare.code() }>,
        signing_share: SecretHexScalar<C>,
    }

    impl<C: Ciphersuite> HumanReadable for SigningShare<C> {
        type Form = SigningShareForm<C>;

        fn to_form(&self) -> Self::Form {
            SigningShareForm {
                header: Header::default(),
                signing_share: SecretHexScalar(self.to_scalar()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(SigningShare::new(form.signing_share.0))
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct SigningKeyForm<C: Ciphersuite> {
        header: Header<C, { MessageType::SigningKey.code() }>,
        signing_key: SecretHexScalar<C>,
    }

    impl<C: Ciphersuite> HumanReadable for SigningKey<C> {
        type Form = SigningKeyForm<C>;

        fn to_form(&self) -> Self::Form {
            SigningKeyForm {
                header: Header::default(),
                signing_key: SecretHexScalar(self.to_scalar()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            SigningKey::from_scalar(form.signing_key.0)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct SecretShareForm<C: Ciphersuite> {
        header: Header<C, { MessageType::SecretShare.code() }>,
        identifier: HexIdentifier<C>,
        signing_share: SecretHexScalar<C>,
        commitment: Vec<HexBytes>,
    }

    impl<C: Ciphersuite> HumanReadable for SecretShare<C> {
        type Form = SecretShareForm<C>;

        fn to_form(&self) -> Self::Form {
            SecretShareForm {
                header: Header::default(),
                identifier: HexIdentifier(*self.identifier()),
                signing_share: SecretHexScalar(self.signing_share().to_scalar()),
                commitment: commitment_to_hex(self.commitment()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(SecretShare::new(
                form.identifier.0,
                SigningShare::new(form.signing_share.0),
                commitment_from_hex(form.commitment)?,
            ))
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct KeyPackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::KeyPackage.code() }>,
        identifier: HexIdentifier<C>,
        signing_share: SecretHexScalar<C>,
        verifying_share: HexBytes,
        verifying_key: HexBytes,
        min_signers: u16,
    }

    impl<C: Ciphersuite> HumanReadable for KeyPackage<C> {
        type Form = KeyPackageForm<C>;

        fn to_form(&self) -> Self::Form {
            KeyPackageForm {
                header: Header::default(),
                identifier: HexIdentifier(*self.identifier()),
                signing_share: SecretHexScalar(self.signing_share().to_scalar()),
                verifying_share: HexBytes(self.verifying_share().to_bytes()),
                verifying_key: HexBytes(self.verifying_key().to_bytes().as_ref().to_vec()),
                min_signers: self.min_signers(),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            KeyPackage::new(
                form.identifier.0,
                SigningShare::new(form.signing_share.0),
                VerifyingShare::from_bytes(&form.verifying_share.0)?,
                VerifyingKey::from_bytes(&form.verifying_key.0)?,
                form.min_signers,
            )
        }
    }

    public_serde!(VerifyingShare);
    public_serde!(VerifiableSecretSharingCommitment);
    public_serde!(PublicKeyPackage);
    secret_serde!(SigningShare);
    secret_serde!(SigningKey);
    secret_serde!(SecretShare);
    secret_serde!(KeyPackage);
}

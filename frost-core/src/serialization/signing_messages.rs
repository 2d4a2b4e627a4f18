//! Wire forms of the signing messages: identifiers, commitments, the signing
//! package, signature shares, signatures, verifying keys, and (as an explicit
//! opt-in) stored nonces.

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::{element_len, scalar_len, varint_len};
use super::{Message, MessageType, Reader, Writer, decode, encode};
use crate::element::EncodedElement;
use crate::round1::{Nonce, SigningCommitments, SigningNonces};
use crate::round2::SignatureShare;
use crate::{Ciphersuite, Error, Identifier, Signature, SigningPackage, VerifyingKey};

impl<C: Ciphersuite> Message for Identifier<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::Identifier;

    fn body_len(&self) -> usize {
        scalar_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.as_bytes());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        reader.identifier()
    }
}

impl<C: Ciphersuite> Identifier<C> {
    /// The versioned wire encoding: header, then `SerializeScalar(i)`.
    /// For the bare RFC encoding use [`Identifier::to_bytes`].
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`Identifier::serialize`]'s output; zero is refused.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> SigningCommitments<C> {
    pub(super) fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(Self::from_encoded(reader.element()?, reader.element()?))
    }

    pub(super) fn write(&self, writer: &mut Writer) {
        writer.bytes(self.encoded_hiding().as_slice());
        writer.bytes(self.encoded_binding().as_slice());
    }
}

impl<C: Ciphersuite> Message for SigningCommitments<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::SigningCommitments;

    fn body_len(&self) -> usize {
        2 * element_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        self.write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Self::read(reader)
    }
}

impl<C: Ciphersuite> SigningCommitments<C> {
    /// The versioned wire encoding: header, then `D || E`, as a signer sends
    /// it to the coordinator after round one (RFC 9591, Section 5.1).
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`SigningCommitments::serialize`]'s output: both commitments
    /// must be canonical, non-identity elements of the prime-order subgroup.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for SigningPackage<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::SigningPackage;

    fn body_len(&self) -> usize {
        let signers = self.signing_commitments().len();
        let message = self.message().len();
        varint_len(signers)
            + signers * (scalar_len::<C>() + 2 * element_len::<C>())
            + varint_len(message)
            + message
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.varint(self.signing_commitments().len());
        for (identifier, commitments) in self.signing_commitments() {
            writer.bytes(identifier.as_bytes());
            commitments.write(writer);
        }
        writer.varint(self.message().len());
        writer.bytes(self.message());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let commitments =
            reader.identifier_map(2 * element_len::<C>(), SigningCommitments::read)?;
        let length = reader.varint()?;
        let message = reader.take(length)?;
        SigningPackage::new(commitments, message)
    }
}

impl<C: Ciphersuite> SigningPackage<C> {
    /// The versioned wire encoding: header, the commitment list in ascending
    /// identifier order (the order of RFC 9591, Section 4.3), then the
    /// message. The coordinator sends it to every signer in round two.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`SigningPackage::serialize`]'s output, refusing identifiers
    /// out of order or repeated, fewer than two signers, and any invalid
    /// commitment.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for SignatureShare<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::SignatureShare;

    fn body_len(&self) -> usize {
        scalar_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.to_bytes().as_ref());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(Self::new(reader.scalar()?))
    }
}

impl<C: Ciphersuite> SignatureShare<C> {
    /// The versioned wire encoding: header, then `SerializeScalar(z_i)`.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`SignatureShare::serialize`]'s output (a canonical scalar).
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for Signature<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::Signature;

    fn body_len(&self) -> usize {
        Self::encoded_len()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(&self.to_bytes());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        reader.signature()
    }
}

impl<C: Ciphersuite> Signature<C> {
    /// The versioned wire encoding: header, then the RFC 9591 encoding
    /// `R || z` ([`Signature::to_bytes`], which is what other RFC 9591 and
    /// RFC 8032 verifiers take).
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`Signature::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Message for VerifyingKey<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::VerifyingKey;

    fn body_len(&self) -> usize {
        element_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.bytes(self.encoded().as_slice());
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(Self::from_encoded(reader.element()?))
    }
}

impl<C: Ciphersuite> VerifyingKey<C> {
    /// The versioned wire encoding: header, then `SerializeElement(PK)`
    /// ([`VerifyingKey::to_bytes`] is the bare RFC encoding).
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`VerifyingKey::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> SigningNonces<C> {
    /// Nonces and commitments from their parts, once the commitments are
    /// checked to be the images of the nonces: stored nonces that do not
    /// match their commitments would make a signer sign for commitments it
    /// never made.
    pub(super) fn from_checked_parts(
        hiding: Nonce<C>,
        binding: Nonce<C>,
        commitments: SigningCommitments<C>,
    ) -> Result<Self, Error<C>> {
        // Constant time in the nonces: two fixed-base multiplications.
        if EncodedElement::<C>::public_image(&hiding.0) != commitments.hiding()
            || EncodedElement::<C>::public_image(&binding.0) != commitments.binding()
        {
            return Err(Error::InconsistentNonces);
        }
        Ok(Self::from_parts(hiding, binding, commitments))
    }
}

impl<C: Ciphersuite> Message for SigningNonces<C> {
    type Suite = C;
    const TYPE: MessageType = MessageType::SigningNonces;

    fn body_len(&self) -> usize {
        2 * scalar_len::<C>() + 2 * element_len::<C>()
    }

    fn write_body(&self, writer: &mut Writer) {
        writer.secret_scalar::<C>(&self.hiding.0);
        writer.secret_scalar::<C>(&self.binding.0);
        self.commitments().write(writer);
    }

    fn read_body(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let hiding = Nonce(reader.scalar()?);
        let binding = Nonce(reader.scalar()?);
        let commitments = SigningCommitments::read(reader)?;
        Self::from_checked_parts(hiding, binding, commitments)
    }
}

impl<C: Ciphersuite> SigningNonces<C> {
    /// **Secret, single use.** Encodes the nonces with their commitments, for
    /// a signer that must keep them between round one and round two across a
    /// restart (e.g. a command-line tool run once per round).
    ///
    /// Nonces are meant to live in memory only: storing them creates a copy
    /// that outlives the value [`round2::sign`](crate::round2::sign) consumes.
    /// Signing two different packages with the same nonces reveals the
    /// signing share, so whoever stores them must destroy the stored copy as
    /// soon as it is read back for signing, and must never restore a backup
    /// of it. Keep the bytes where the signing share itself may be.
    ///
    /// Layout: header, then `d || e || D || E`.
    pub fn serialize_for_storage(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`SigningNonces::serialize_for_storage`]'s output, checking
    /// that the stored commitments are the images of the stored nonces
    /// ([`Error::InconsistentNonces`] otherwise). The same single-use duty
    /// applies: destroy the stored bytes once this returns.
    pub fn deserialize_from_storage(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

#[cfg(feature = "serde")]
pub(super) mod human {
    use alloc::collections::BTreeMap;

    use serde::{Deserialize, Serialize};

    use super::super::MessageType;
    use super::super::human::{
        Header, HexBytes, HexElement, HexMap, HexScalar, HumanReadable, SecretHexScalar,
        public_serde, secret_serde,
    };
    use crate::round1::{Nonce, SigningCommitments, SigningNonces};
    use crate::round2::SignatureShare;
    use crate::{Ciphersuite, Error, Signature, SigningPackage, VerifyingKey};

    /// `{"hiding": D, "binding": E}`, inside larger messages.
    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct CommitmentPair<C: Ciphersuite> {
        hiding: HexElement<C>,
        binding: HexElement<C>,
    }

    impl<C: Ciphersuite> From<&SigningCommitments<C>> for CommitmentPair<C> {
        fn from(commitments: &SigningCommitments<C>) -> Self {
            Self {
                hiding: HexElement(*commitments.encoded_hiding()),
                binding: HexElement(*commitments.encoded_binding()),
            }
        }
    }

    impl<C: Ciphersuite> From<CommitmentPair<C>> for SigningCommitments<C> {
        fn from(pair: CommitmentPair<C>) -> Self {
            SigningCommitments::from_encoded(pair.hiding.0, pair.binding.0)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct SigningCommitmentsForm<C: Ciphersuite> {
        header: Header<C, { MessageType::SigningCommitments.code() }>,
        hiding: HexElement<C>,
        binding: HexElement<C>,
    }

    impl<C: Ciphersuite> HumanReadable for SigningCommitments<C> {
        type Form = SigningCommitmentsForm<C>;

        fn to_form(&self) -> Self::Form {
            SigningCommitmentsForm {
                header: Header::default(),
                hiding: HexElement(*self.encoded_hiding()),
                binding: HexElement(*self.encoded_binding()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(SigningCommitments::from_encoded(
                form.hiding.0,
                form.binding.0,
            ))
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct SigningPackageForm<C: Ciphersuite> {
        header: Header<C, { MessageType::SigningPackage.code() }>,
        signing_commitments: HexMap<C, CommitmentPair<C>>,
        message: HexBytes,
    }

    impl<C: Ciphersuite> HumanReadable for SigningPackage<C> {
        type Form = SigningPackageForm<C>;

        fn to_form(&self) -> Self::Form {
            SigningPackageForm {
                header: Header::default(),
                signing_commitments: HexMap(
                    self.signing_commitments()
                        .iter()
                        .map(|(id, commitments)| (*id, commitments.into()))
                        .collect(),
                ),
                message: HexBytes(self.message().to_vec()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            let commitments: BTreeMap<_, SigningCommitments<C>> = form
                .signing_commitments
                .0
                .into_iter()
                .map(|(id, pair)| (id, pair.into()))
                .collect();
            SigningPackage::new(commitments, &form.message.0)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct SignatureShareForm<C: Ciphersuite> {
        header: Header<C, { MessageType::SignatureShare.code() }>,
        share: HexScalar<C>,
    }

    impl<C: Ciphersuite> HumanReadable for SignatureShare<C> {
        type Form = SignatureShareForm<C>;

        fn to_form(&self) -> Self::Form {
            SignatureShareForm {
                header: Header::default(),
                share: HexScalar(self.to_scalar()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(SignatureShare::new(form.share.0))
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct SignatureForm<C: Ciphersuite> {
        header: Header<C, { MessageType::Signature.code() }>,
        signature: HexBytes,
    }

    impl<C: Ciphersuite> HumanReadable for Signature<C> {
        type Form = SignatureForm<C>;

        fn to_form(&self) -> Self::Form {
            SignatureForm {
                header: Header::default(),
                signature: HexBytes(self.to_bytes()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Signature::from_bytes(&form.signature.0)
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct VerifyingKeyForm<C: Ciphersuite> {
        header: Header<C, { MessageType::VerifyingKey.code() }>,
        verifying_key: HexElement<C>,
    }

    impl<C: Ciphersuite> HumanReadable for VerifyingKey<C> {
        type Form = VerifyingKeyForm<C>;

        fn to_form(&self) -> Self::Form {
            VerifyingKeyForm {
                header: Header::default(),
                verifying_key: HexElement(*self.encoded()),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            Ok(VerifyingKey::from_encoded(form.verifying_key.0))
        }
    }

    #[derive(Serialize, Deserialize)]
    #[serde(bound = "", deny_unknown_fields)]
    pub(crate) struct SigningNoncesForm<C: Ciphersuite> {
        header: Header<C, { MessageType::SigningNonces.code() }>,
        hiding_nonce: SecretHexScalar<C>,
        binding_nonce: SecretHexScalar<C>,
        commitments: CommitmentPair<C>,
    }

    impl<C: Ciphersuite> HumanReadable for SigningNonces<C> {
        type Form = SigningNoncesForm<C>;

        fn to_form(&self) -> Self::Form {
            SigningNoncesForm {
                header: Header::default(),
                hiding_nonce: SecretHexScalar(self.hiding.0),
                binding_nonce: SecretHexScalar(self.binding.0),
                commitments: self.commitments().into(),
            }
        }

        fn from_form(form: Self::Form) -> Result<Self, Error<C>> {
            SigningNonces::from_checked_parts(
                Nonce(form.hiding_nonce.0),
                Nonce(form.binding_nonce.0),
                form.commitments.into(),
            )
        }
    }

    public_serde!(SigningCommitments);
    public_serde!(SigningPackage);
    public_serde!(SignatureShare);
    public_serde!(Signature);
    public_serde!(VerifyingKey);
    secret_serde!(SigningNonces);
}

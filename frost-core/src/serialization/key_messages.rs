//! Wire forms of the key material: verifying shares, VSS commitments and the
//! public key package (public), and signing shares, signing keys and key
//! packages (secret). A dealer's secret shares are key generation's
//! (crate `frost-keygen`).

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::codec::{element_len, varint_len};
use super::field::{IdMap, SecretScalar};
use super::{Field, Reader, Writer, decode, encode, message};
use crate::keys::{
    KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment, VerifyingShare,
};
use crate::{Ciphersuite, Error, Identifier, SigningKey, VerifyingKey};

impl<C: Ciphersuite> Field<C> for VerifyingShare<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "verifying share";

    fn min_len() -> usize {
        element_len::<C>()
    }

    fn fixed_len() -> Option<usize> {
        Some(element_len::<C>())
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.bytes(value.encoded().as_slice());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        VerifyingShare::from_bytes(reader.take(element_len::<C>())?)
    }
}

message! {
    VerifyingShare: crate::wire_codes::MessageType::VerifyingShare.wire_code(), public;
    encode(share) { verifying_share: VerifyingShare<C> = share }
    decode => Ok(verifying_share)
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

/// `t: varint, t * C_k: Ne`, with `t` the actual number of coefficient
/// commitments (at least two); in human-readable formats a list of hex
/// elements, constant term first.
impl<C: Ciphersuite> Field<C> for VerifiableSecretSharingCommitment<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "VSS commitment";

    fn min_len() -> usize {
        1 + 2 * element_len::<C>()
    }

    fn len(value: &Self) -> usize {
        let len = value.to_bytes().len();
        varint_len(len / element_len::<C>()) + len
    }

    fn write(value: &Self, writer: &mut Writer) {
        let bytes = value.to_bytes();
        writer.varint(bytes.len() / element_len::<C>());
        writer.bytes(&bytes);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let count = reader.count(element_len::<C>())?;
        Self::from_bytes(reader.take(count * element_len::<C>())?)
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(value: &Self, serializer: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&commitment_to_hex(value), serializer)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let coefficients = serde::Deserialize::deserialize(deserializer)?;
        commitment_from_hex(coefficients).map_err(serde::de::Error::custom)
    }
}

message! {
    VerifiableSecretSharingCommitment: crate::wire_codes::MessageType::VerifiableSecretSharingCommitment.wire_code(), public;
    encode(commitment) { commitment: VerifiableSecretSharingCommitment<C> = commitment }
    decode => Ok(commitment)
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

message! {
    PublicKeyPackage: crate::wire_codes::MessageType::PublicKeyPackage.wire_code(), public;
    encode(package) {
        min_signers: u16 = package.min_signers(),
        verifying_key: VerifyingKey<C> = package.verifying_key(),
        verifying_shares: IdMap<VerifyingShare<C>> = package.verifying_shares(),
    }
    decode => PublicKeyPackage::new(verifying_shares, verifying_key, min_signers)
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

message! {
    SigningShare: crate::wire_codes::MessageType::SigningShare.wire_code(), secret;
    encode(share) { signing_share: SecretScalar = Zeroizing::new(share.to_scalar()) }
    decode => Ok(SigningShare::new(*signing_share))
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

message! {
    SigningKey: crate::wire_codes::MessageType::SigningKey.wire_code(), secret;
    encode(key) { signing_key: SecretScalar = Zeroizing::new(key.to_scalar()) }
    decode => SigningKey::from_scalar(*signing_key)
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

message! {
    KeyPackage: crate::wire_codes::MessageType::KeyPackage.wire_code(), secret;
    encode(package) {
        identifier: Identifier<C> = package.identifier(),
        signing_share: SecretScalar = Zeroizing::new(package.signing_share().to_scalar()),
        verifying_share: VerifyingShare<C> = package.verifying_share(),
        verifying_key: VerifyingKey<C> = package.verifying_key(),
        min_signers: u16 = package.min_signers(),
    }
    decode => KeyPackage::new(
        identifier,
        SigningShare::new(*signing_share),
        verifying_share,
        verifying_key,
        min_signers,
    )
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

/// A VSS commitment's coefficient commitments as a list of hex elements.
#[cfg(feature = "serde")]
fn commitment_to_hex<C: Ciphersuite>(
    commitment: &VerifiableSecretSharingCommitment<C>,
) -> Vec<super::hex::HexBytes> {
    commitment
        .to_bytes()
        .chunks(element_len::<C>())
        .map(|c| super::hex::HexBytes(c.to_vec()))
        .collect()
}

/// The converse of [`commitment_to_hex`], with the checks of
/// [`VerifiableSecretSharingCommitment::from_bytes`].
#[cfg(feature = "serde")]
fn commitment_from_hex<C: Ciphersuite>(
    coefficients: Vec<super::hex::HexBytes>,
) -> Result<VerifiableSecretSharingCommitment<C>, Error<C>> {
    if coefficients.iter().any(|c| c.0.len() != element_len::<C>()) {
        return Err(Error::MalformedElement);
    }
    let bytes: Vec<u8> = coefficients.into_iter().flat_map(|c| c.0).collect();
    VerifiableSecretSharingCommitment::from_bytes(&bytes)
}

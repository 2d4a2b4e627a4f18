//! Wire forms of the signing messages: identifiers, commitments, the signing
//! package, signature shares, signatures, verifying keys, and (as an explicit
//! opt-in) stored nonces.

use alloc::vec::Vec;

use zeroize::Zeroizing;

use super::Bytes;
use super::codec::scalar_len;
use super::field::{IdMap, PublicScalar, SecretScalar};
use super::{Field, ReadValues, Reader, Writer, decode, encode, message};
use crate::element::EncodedElement;
use crate::round1::{Nonce, SigningCommitments, SigningNonces};
use crate::round2::SignatureShare;
use crate::{Ciphersuite, Error, Identifier, Signature, SigningPackage, VerifyingKey};

message! {
    Identifier: crate::wire_codes::MessageType::Identifier.wire_code(), bare;
    encode(identifier) { identifier: Identifier<C> = identifier }
    decode => Ok(identifier)
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

message! {
    SigningCommitments: crate::wire_codes::MessageType::SigningCommitments.wire_code(), public, nested;
    encode(commitments) {
        hiding: EncodedElement<C> = commitments.encoded_hiding(),
        binding: EncodedElement<C> = commitments.encoded_binding(),
    }
    decode => Ok(SigningCommitments::from_encoded(hiding, binding))
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

message! {
    SigningPackage: crate::wire_codes::MessageType::SigningPackage.wire_code(), public, nested;
    encode(package) {
        signing_commitments: IdMap<SigningCommitments<C>> = package.signing_commitments(),
        message: Bytes = package.message(),
    }
    decode => SigningPackage::new(signing_commitments, &message)
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

/// A signature share inside a list: `SerializeScalar(z_i)`, canonical; in
/// human-readable formats its hex.
impl<C: Ciphersuite> Field<C> for SignatureShare<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "signature share";

    fn min_len() -> usize {
        scalar_len::<C>()
    }

    fn fixed_len() -> Option<usize> {
        Some(scalar_len::<C>())
    }

    fn write(value: &Self, writer: &mut Writer) {
        <PublicScalar as Field<C>>::write(&value.to_scalar(), writer);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(SignatureShare::new(reader.scalar()?))
    }
}

message! {
    SignatureShare: crate::wire_codes::MessageType::SignatureShare.wire_code(), public;
    encode(share) { share: PublicScalar = share.to_scalar() }
    decode => Ok(SignatureShare::new(share))
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

message! {
    Signature: crate::wire_codes::MessageType::Signature.wire_code(), public;
    encode(signature) { signature: Signature<C> = signature }
    decode => Ok(signature)
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

message! {
    VerifyingKey: crate::wire_codes::MessageType::VerifyingKey.wire_code(), public;
    encode(key) { verifying_key: VerifyingKey<C> = key }
    decode => Ok(verifying_key)
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

message! {
    SigningNonces: crate::wire_codes::MessageType::SigningNonces.wire_code(), secret;
    encode(nonces) {
        hiding_nonce: SecretScalar = Zeroizing::new(nonces.hiding.0),
        binding_nonce: SecretScalar = Zeroizing::new(nonces.binding.0),
        commitments: SigningCommitments<C> = nonces.commitments(),
    }
    decode => SigningNonces::from_checked_parts(
        Nonce(*hiding_nonce),
        Nonce(*binding_nonce),
        commitments,
    )
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
    /// What a restore does: nothing in the bytes says whether the nonces
    /// have signed since they were stored, so decoding a restored copy
    /// hands back nonces that may have signed already. Before signing with
    /// decoded nonces, check their commitments against the application's own
    /// record of nonces issued and used, kept where a restore of the stored
    /// nonces does not roll it back (the `frost` command-line tool keeps
    /// such a journal); for many nonces kept ahead of time,
    /// [`NoncePool`](crate::round1::NoncePool) makes that check part of
    /// restoring.
    ///
    /// Layout: header, then `d || e || D || E`.
    pub fn serialize_for_storage(&self) -> Zeroizing<Vec<u8>> {
        Zeroizing::new(encode(self))
    }

    /// Decodes [`SigningNonces::serialize_for_storage`]'s output, checking
    /// that the stored commitments are the images of the stored nonces
    /// ([`Error::InconsistentNonces`] otherwise). The same single-use duty
    /// applies: destroy the stored bytes once this returns, and check the
    /// nonces against the record of used nonces before signing (see
    /// [`SigningNonces::serialize_for_storage`], "What a restore does").
    pub fn deserialize_from_storage(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

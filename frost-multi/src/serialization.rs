//! Wire forms of the multi-message session's messages, on the engine's
//! public wire kit ([`frost_core::serialization`]): a signer's commitments,
//! the coordinator's request and a signer's shares, one entry per message.

use alloc::vec::Vec;
use core::marker::PhantomData;

#[cfg(feature = "serde")]
use serde::{Deserializer, Serializer};

use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::{Field, List, Reader, Writer, decode, encode, message};
use frost_core::{Ciphersuite, Error, SigningPackage};

use crate::messages::check_message_count;
use crate::{MultiSignatureShares, MultiSigningCommitments, MultiSigningPackage};

/// A list with one `V` per message: a [`List`] whose count is refused before
/// any item is read when it is zero ([`Error::UnknownMessage`]) or above
/// [`MultiSigningPackage::MAX_MESSAGES`] ([`Error::TooManyMessages`]), so
/// that a forged count never drives the decoding of more items than a
/// request may hold.
struct PerMessage<V>(PhantomData<V>);

impl<C: Ciphersuite, V: Field<C>> Field<C> for PerMessage<V>
where
    V::Value: core::borrow::Borrow<V::Encode> + Send,
{
    type Encode = [V::Value];
    type Value = Vec<V::Value>;
    const WHAT: &'static str = "per-message list";

    fn min_len() -> usize {
        <List<V> as Field<C>>::min_len()
    }

    fn len(value: &Self::Encode) -> usize {
        <List<V> as Field<C>>::len(value)
    }

    fn write(value: &Self::Encode, writer: &mut Writer) {
        <List<V> as Field<C>>::write(value, writer);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>> {
        let count = reader.count(V::min_len())?;
        check_message_count::<C>(count)?;
        (0..count).map(|_| V::read(reader)).collect()
    }

    #[cfg(feature = "serde")]
    fn serialize<S: Serializer>(value: &Self::Encode, serializer: S) -> Result<S::Ok, S::Error> {
        <List<V> as Field<C>>::serialize(value, serializer)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self::Value, D::Error> {
        <List<V> as Field<C>>::deserialize(deserializer)
    }
}

message! {
    MultiSigningPackage: frost_core::wire_codes::MessageType::MultiSigningPackage.wire_code(), public;
    encode(package) {
        signing_packages: PerMessage<SigningPackage<C>> = package.signing_packages(),
    }
    decode => MultiSigningPackage::new(signing_packages)
}

impl<C: Ciphersuite> MultiSigningPackage<C> {
    /// The versioned wire encoding: header, then the number of messages and
    /// each message's signing package body (its commitments in ascending
    /// identifier order, then its message), in message order. The
    /// coordinator sends it to every signer in round two.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`MultiSigningPackage::serialize`]'s output: each package as
    /// strictly as [`SigningPackage::deserialize`], then the checks of
    /// [`MultiSigningPackage::new`] (one to
    /// [`MultiSigningPackage::MAX_MESSAGES`] messages, the same signers in
    /// every one).
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

message! {
    MultiSigningCommitments: frost_core::wire_codes::MessageType::MultiSigningCommitments.wire_code(), public;
    encode(commitments) {
        commitments: PerMessage<SigningCommitments<C>> = commitments.commitments(),
    }
    decode => MultiSigningCommitments::new(commitments)
}

impl<C: Ciphersuite> MultiSigningCommitments<C> {
    /// The versioned wire encoding: header, then the number of messages and
    /// each message's `D || E`, in message order, as a signer sends them to
    /// the coordinator after round one.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`MultiSigningCommitments::serialize`]'s output: one to
    /// [`MultiSigningPackage::MAX_MESSAGES`] commitment pairs, each as
    /// strictly as [`SigningCommitments::deserialize`].
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

message! {
    MultiSignatureShares: frost_core::wire_codes::MessageType::MultiSignatureShares.wire_code(), public;
    encode(shares) { shares: PerMessage<SignatureShare<C>> = shares.shares() }
    decode => MultiSignatureShares::new(shares)
}

impl<C: Ciphersuite> MultiSignatureShares<C> {
    /// The versioned wire encoding: header, then the number of messages and
    /// each message's `SerializeScalar(z_i)`, in message order.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`MultiSignatureShares::serialize`]'s output: one to
    /// [`MultiSigningPackage::MAX_MESSAGES`] canonical scalars. Whether each
    /// share is valid is for the coordinator's session to check.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

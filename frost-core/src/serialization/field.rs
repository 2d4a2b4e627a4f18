//! The fields messages are made of, each with its binary encoding and its
//! serde form: the vocabulary of the field lists given to
//! [`message!`](super::message::message).
//!
//! A [`Field`] is a marker (or the value type itself) that knows how to write
//! one value into a body, read it back strictly, and show it in a
//! human-readable format. By default the human-readable form of a field is
//! the lowercase hex of its binary encoding, decoded with the same strict
//! reader and no trailing bytes; counts, thresholds, byte strings, lists and
//! maps have forms of their own.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::borrow::Borrow;
use core::marker::PhantomData;

#[cfg(feature = "serde")]
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use zeroize::Zeroizing;

use super::codec::{ReadValues, WriteValues, element_len, read_element, scalar_len, varint_len};
use super::{HEADER_LEN, Reader, Writer};
use crate::element::EncodedElement;
use crate::{Ciphersuite, Error, Identifier, Scalar, Signature, VerifyingKey};

/// One field of a message body.
pub trait Field<C: Ciphersuite> {
    /// The field as an encoder borrows it from its message.
    type Encode: ?Sized;
    /// The field as the decoder hands it to the message's constructor
    /// (for the fields of a [`List`] or an [`IdMap`], a value that borrows
    /// as [`Field::Encode`]).
    type Value;
    /// What the field is, for error messages.
    #[cfg(feature = "serde")]
    const WHAT: &'static str;

    /// The fewest bytes any encoding of the field takes, so that a forged
    /// count of such fields is refused before it drives an allocation.
    fn min_len() -> usize;
    /// The exact length of the encoding of `value`; by default
    /// [`Field::min_len`], for fields of one fixed width.
    fn len(_value: &Self::Encode) -> usize {
        Self::min_len()
    }
    /// Appends the encoding of `value`.
    fn write(value: &Self::Encode, writer: &mut Writer);
    /// Reads one value, refusing anything but its canonical encoding.
    fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>>;

    /// The human-readable form: by default the hex of the binary encoding,
    /// built in a buffer that is wiped afterwards (the field may be secret).
    #[cfg(feature = "serde")]
    fn serialize<S: Serializer>(value: &Self::Encode, serializer: S) -> Result<S::Ok, S::Error> {
        let mut writer = Writer::body(Self::len(value));
        Self::write(value, &mut writer);
        let bytes = Zeroizing::new(writer.finish());
        super::hex::serialize_hex(&bytes, serializer)
    }

    /// Decodes [`Field::serialize`]'s form; by default hex, read with
    /// [`Field::read`] and no trailing bytes.
    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self::Value, D::Error> {
        use alloc::string::ToString;

        super::hex::deserialize_hex(deserializer, Self::WHAT, |bytes| {
            let mut reader = Reader::<C>::body(bytes);
            let value = Self::read(&mut reader).map_err(|e| e.to_string())?;
            reader.finish().map_err(|e| e.to_string())?;
            Ok(value)
        })
    }
}

/// A threshold: a big-endian `u16`, a number in human-readable formats.
impl<C: Ciphersuite> Field<C> for u16 {
    type Encode = u16;
    type Value = u16;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "threshold";

    fn min_len() -> usize {
        2
    }

    fn write(value: &u16, writer: &mut Writer) {
        writer.u16(*value);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<u16, Error<C>> {
        reader.u16()
    }

    #[cfg(feature = "serde")]
    fn serialize<S: Serializer>(value: &u16, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(*value)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u16, D::Error> {
        serde::Deserialize::deserialize(deserializer)
    }
}

/// `SerializeScalar(i)`, a canonical non-zero scalar.
impl<C: Ciphersuite> Field<C> for Identifier<C> {
    type Encode = Self;
    type Value = Self;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "identifier";

    fn min_len() -> usize {
        scalar_len::<C>()
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.bytes(value.as_bytes());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        reader.identifier()
    }
}

/// `SerializeElement(X)`, a canonical non-identity element of the
/// prime-order subgroup.
impl<C: Ciphersuite> Field<C> for EncodedElement<C> {
    type Encode = Self;
    type Value = Self;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "group element";

    fn min_len() -> usize {
        element_len::<C>()
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.bytes(value.as_slice());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        read_element(reader)
    }
}

/// `SerializeElement(PK)`.
impl<C: Ciphersuite> Field<C> for VerifyingKey<C> {
    type Encode = Self;
    type Value = Self;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "verifying key";

    fn min_len() -> usize {
        element_len::<C>()
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.bytes(value.encoded().as_slice());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(Self::from_encoded(read_element(reader)?))
    }
}

/// The suite's signature encoding ([`Signature::to_bytes`]).
impl<C: Ciphersuite> Field<C> for Signature<C> {
    type Encode = Self;
    type Value = Self;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "signature";

    fn min_len() -> usize {
        Self::encoded_len()
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.bytes(&value.to_bytes());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        reader.signature()
    }
}

/// A public scalar (a signature share): `SerializeScalar(z)`, canonical.
pub struct PublicScalar;

impl<C: Ciphersuite> Field<C> for PublicScalar {
    type Encode = Scalar<C>;
    type Value = Scalar<C>;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "scalar";

    fn min_len() -> usize {
        scalar_len::<C>()
    }

    fn write(value: &Scalar<C>, writer: &mut Writer) {
        writer.bytes(crate::serialize_scalar::<C>(value).as_ref());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Scalar<C>, Error<C>> {
        reader.scalar()
    }
}

/// A secret scalar (a share, a key, a nonce): `SerializeScalar(s)`,
/// canonical. Encoders and decoders hold it in a [`Zeroizing`] copy, so that
/// no copy made for encoding outlives its use.
pub struct SecretScalar;

impl<C: Ciphersuite> Field<C> for SecretScalar {
    type Encode = Zeroizing<Scalar<C>>;
    type Value = Zeroizing<Scalar<C>>;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "secret scalar";

    fn min_len() -> usize {
        scalar_len::<C>()
    }

    fn write(value: &Self::Encode, writer: &mut Writer) {
        writer.secret_scalar::<C>(value);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>> {
        Ok(Zeroizing::new(reader.scalar()?))
    }
}

/// Arbitrary bytes (a message to sign): a varint length, then the bytes; in
/// human-readable formats the hex of the bytes alone.
pub struct Bytes;

impl<C: Ciphersuite> Field<C> for Bytes {
    type Encode = [u8];
    type Value = Vec<u8>;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "byte string";

    fn min_len() -> usize {
        1
    }

    fn len(value: &[u8]) -> usize {
        varint_len(value.len()) + value.len()
    }

    fn write(value: &[u8], writer: &mut Writer) {
        writer.varint(value.len());
        writer.bytes(value);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Vec<u8>, Error<C>> {
        let length = reader.varint()?;
        Ok(reader.take(length)?.to_vec())
    }

    #[cfg(feature = "serde")]
    fn serialize<S: Serializer>(value: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
        super::hex::serialize_hex(value, serializer)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
        super::hex::deserialize_hex(deserializer, "byte string", |bytes| Ok(bytes.to_vec()))
    }
}

/// A list of `V`: a varint count, then the items; a sequence in
/// human-readable formats.
pub struct List<V>(PhantomData<V>);

impl<C: Ciphersuite, V: Field<C>> Field<C> for List<V>
where
    V::Value: Borrow<V::Encode>,
{
    type Encode = [V::Value];
    type Value = Vec<V::Value>;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "list";

    fn min_len() -> usize {
        1
    }

    fn len(value: &Self::Encode) -> usize {
        varint_len(value.len()) + value.iter().map(|v| V::len(v.borrow())).sum::<usize>()
    }

    fn write(value: &Self::Encode, writer: &mut Writer) {
        writer.varint(value.len());
        for item in value {
            V::write(item.borrow(), writer);
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>> {
        let count = reader.count(V::min_len())?;
        (0..count).map(|_| V::read(reader)).collect()
    }

    #[cfg(feature = "serde")]
    fn serialize<S: Serializer>(value: &Self::Encode, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(value.iter().map(|v| Ser::<C, V>(v.borrow())))
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self::Value, D::Error> {
        let items: Vec<De<C, V>> = serde::Deserialize::deserialize(deserializer)?;
        Ok(items.into_iter().map(|item| item.0).collect())
    }
}

/// A map keyed by identifier: a varint count, then `identifier || value`
/// entries in strictly ascending identifier order
/// ([`Reader::identifier_map`]); in human-readable formats an object keyed by
/// the identifiers' hex ([`super::hex::HexMap`]).
pub struct IdMap<V>(PhantomData<V>);

impl<C: Ciphersuite, V: Field<C>> Field<C> for IdMap<V>
where
    V::Value: Borrow<V::Encode>,
{
    type Encode = BTreeMap<Identifier<C>, V::Value>;
    type Value = BTreeMap<Identifier<C>, V::Value>;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = "map";

    fn min_len() -> usize {
        1
    }

    fn len(value: &Self::Encode) -> usize {
        let entries: usize = value.values().map(|v| V::len(v.borrow())).sum();
        varint_len(value.len()) + value.len() * scalar_len::<C>() + entries
    }

    fn write(value: &Self::Encode, writer: &mut Writer) {
        writer.varint(value.len());
        for (identifier, item) in value {
            writer.bytes(identifier.as_bytes());
            V::write(item.borrow(), writer);
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>> {
        reader.identifier_map(V::min_len(), V::read)
    }

    #[cfg(feature = "serde")]
    fn serialize<S: Serializer>(value: &Self::Encode, serializer: S) -> Result<S::Ok, S::Error> {
        use Ser;
        serializer.collect_map(value.iter().map(|(identifier, item)| {
            (
                Ser::<C, Identifier<C>>(identifier),
                Ser::<C, V>(item.borrow()),
            )
        }))
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self::Value, D::Error> {
        let map: super::hex::HexMap<C, De<C, V>> = serde::Deserialize::deserialize(deserializer)?;
        Ok(map.0.into_iter().map(|(id, item)| (id, item.0)).collect())
    }
}

/// A whole message as a field, header included: in binary its encoding
/// ([`encode`](super::encode)), read back with the header checked as
/// [`message_body`](super::message_body) checks it; in human-readable
/// formats its object, header included. For messages that carry another
/// message unchanged (a re-randomized package carries a signing package).
pub struct Enclosed<M>(PhantomData<M>);

/// What [`Enclosed`] needs of a message: its codec, and with the `serde`
/// feature its human-readable form.
#[cfg(feature = "serde")]
pub trait Enclosable: super::human::HumanForm {}
#[cfg(feature = "serde")]
impl<M: super::human::HumanForm> Enclosable for M {}

/// What [`Enclosed`] needs of a message: its codec.
#[cfg(not(feature = "serde"))]
pub trait Enclosable: super::Message {}
#[cfg(not(feature = "serde"))]
impl<M: super::Message> Enclosable for M {}

impl<C: Ciphersuite, M: Enclosable<Suite = C>> Field<C> for Enclosed<M> {
    type Encode = M;
    type Value = M;
    #[cfg(feature = "serde")]
    const WHAT: &'static str = M::NAME;

    fn min_len() -> usize {
        HEADER_LEN
    }

    fn len(value: &M) -> usize {
        HEADER_LEN + value.body_len()
    }

    fn write(value: &M, writer: &mut Writer) {
        writer.bytes(&super::header::<C>(M::CODE));
        value.write_body(writer);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<M, Error<C>> {
        super::message_body::<C>(reader.take(HEADER_LEN)?, M::CODE)?;
        M::read_body(reader)
    }

    #[cfg(feature = "serde")]
    fn serialize<S: Serializer>(value: &M, serializer: S) -> Result<S::Ok, S::Error> {
        value.serialize_human(serializer)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<M, D::Error> {
        M::deserialize_human(deserializer)
    }
}

#[cfg(feature = "serde")]
/// One field of a message, borrowed, in its serde form ([`Field::serialize`]).
pub struct Ser<'a, C: Ciphersuite, K: Field<C>>(pub &'a K::Encode);

#[cfg(feature = "serde")]
impl<C: Ciphersuite, K: Field<C>> Serialize for Ser<'_, C, K> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        K::serialize(self.0, serializer)
    }
}

#[cfg(feature = "serde")]
/// One field of a message decoded from its serde form ([`Field::deserialize`]).
pub struct De<C: Ciphersuite, K: Field<C>>(pub K::Value);

#[cfg(feature = "serde")]
impl<'de, C: Ciphersuite, K: Field<C>> Deserialize<'de> for De<C, K> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        K::deserialize(deserializer).map(De)
    }
}

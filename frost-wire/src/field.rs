//! The fields messages are made of, each with its binary encoding and its
//! serde form: the vocabulary of the field lists given to
//! [`message!`](crate::message), and its generic kinds (thresholds, byte
//! strings, lists).
//!
//! A [`Field`] is a marker (or the value type itself) that knows how to write
//! one value into a body, read it back strictly, and show it in a
//! human-readable format. By default the human-readable form of a field is
//! the lowercase hex of its binary encoding, decoded with the same strict
//! reader and no trailing bytes; thresholds, byte strings and lists have
//! forms of their own. The engine adds its values (identifiers, elements,
//! keys, signatures, scalars, identifier-keyed maps) as fields beside them.

use alloc::vec::Vec;
use core::borrow::Borrow;
use core::marker::PhantomData;

#[cfg(feature = "serde")]
use serde::{Deserialize, Deserializer, Serialize, Serializer};
#[cfg(feature = "serde")]
use zeroize::Zeroizing;

use crate::{Reader, Suite, Writer, varint_len};

/// One field of a message body of suite `S`.
pub trait Field<S: Suite> {
    /// The field as an encoder borrows it from its message.
    type Encode: ?Sized;
    /// The field as the decoder hands it to the message's constructor
    /// (for the fields of a [`List`] or an identifier-keyed map, a value that
    /// borrows as [`Field::Encode`]).
    type Value;
    /// What the field is, for error messages (of its serde form). Not
    /// gated on `serde`, so that an implementor compiles whichever crate of
    /// a build turns serde on.
    const WHAT: &'static str;

    /// The fewest bytes any encoding of the field takes, so that a forged
    /// count of such fields is refused before it drives an allocation.
    fn min_len() -> usize;
    /// The exact length of the encoding of `value`; by default
    /// [`Field::min_len`], for fields of one fixed width.
    fn len(_value: &Self::Encode) -> usize {
        Self::min_len()
    }
    /// `Some(n)` when every encoding of the field is exactly `n` bytes long
    /// *and* the field is public, so that a large [`List`] (or the engine's
    /// identifier-keyed map) of it may decode its entries on several threads
    /// ([`split`](crate::split)), where values are moved between buffers.
    /// `None` by default and for every secret field, which keeps the
    /// sequential reader.
    fn fixed_len() -> Option<usize> {
        None
    }
    /// Appends the encoding of `value`.
    fn write(value: &Self::Encode, writer: &mut Writer);
    /// Reads one value, refusing anything but its canonical encoding.
    fn read(reader: &mut Reader<'_, S>) -> Result<Self::Value, S::Error>;

    /// The human-readable form: by default the hex of the binary encoding,
    /// built in a buffer that is wiped afterwards (the field may be secret).
    #[cfg(feature = "serde")]
    fn serialize<Z: Serializer>(value: &Self::Encode, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let mut writer = Writer::body(Self::len(value));
        Self::write(value, &mut writer);
        let bytes = Zeroizing::new(writer.finish());
        crate::serialize_hex(&bytes, serializer)
    }

    /// Decodes [`Field::serialize`]'s form; by default hex, read with
    /// [`Field::read`] and no trailing bytes.
    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self::Value, D::Error> {
        use alloc::string::ToString;

        crate::deserialize_hex(deserializer, Self::WHAT, |bytes| {
            let mut reader = Reader::<S>::body(bytes);
            let value = Self::read(&mut reader).map_err(|e| e.to_string())?;
            reader.finish().map_err(|e| e.to_string())?;
            Ok(value)
        })
    }
}

/// A threshold: a big-endian `u16`, a number in human-readable formats.
impl<S: Suite> Field<S> for u16 {
    type Encode = u16;
    type Value = u16;
    const WHAT: &'static str = "threshold";

    fn min_len() -> usize {
        2
    }

    fn write(value: &u16, writer: &mut Writer) {
        writer.u16(*value);
    }

    fn fixed_len() -> Option<usize> {
        Some(2)
    }

    fn read(reader: &mut Reader<'_, S>) -> Result<u16, S::Error> {
        reader.u16()
    }

    #[cfg(feature = "serde")]
    fn serialize<Z: Serializer>(value: &u16, serializer: Z) -> Result<Z::Ok, Z::Error> {
        serializer.serialize_u16(*value)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u16, D::Error> {
        serde::Deserialize::deserialize(deserializer)
    }
}

/// Arbitrary bytes (a message to sign): a varint length, then the bytes; in
/// human-readable formats the hex of the bytes alone.
pub struct Bytes;

impl<S: Suite> Field<S> for Bytes {
    type Encode = [u8];
    type Value = Vec<u8>;
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

    fn read(reader: &mut Reader<'_, S>) -> Result<Vec<u8>, S::Error> {
        let length = reader.varint()?;
        Ok(reader.take(length)?.to_vec())
    }

    #[cfg(feature = "serde")]
    fn serialize<Z: Serializer>(value: &[u8], serializer: Z) -> Result<Z::Ok, Z::Error> {
        crate::serialize_hex(value, serializer)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<u8>, D::Error> {
        crate::deserialize_hex(deserializer, "byte string", |bytes| Ok(bytes.to_vec()))
    }
}

/// A list of `V`: a varint count, then the items; a sequence in
/// human-readable formats. A list of at least `MIN_SPLIT_LEN` public items
/// of one fixed width ([`Field::fixed_len`]) is decoded on several threads
/// with the feature `parallel` ([`split`](crate::split)), with the same
/// values and errors.
pub struct List<V>(PhantomData<V>);

impl<S: Suite, V: Field<S>> Field<S> for List<V>
where
    V::Value: Borrow<V::Encode> + Send,
{
    type Encode = [V::Value];
    type Value = Vec<V::Value>;
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

    fn read(reader: &mut Reader<'_, S>) -> Result<Self::Value, S::Error> {
        if let Some(entry_len) = V::fixed_len()
            && let Some((rest, values)) =
                crate::split::read_fixed_entries(reader, V::min_len(), entry_len, V::read)
        {
            *reader = rest;
            return Ok(values);
        }
        let count = reader.count(V::min_len())?;
        (0..count).map(|_| V::read(reader)).collect()
    }

    #[cfg(feature = "serde")]
    fn serialize<Z: Serializer>(value: &Self::Encode, serializer: Z) -> Result<Z::Ok, Z::Error> {
        serializer.collect_seq(value.iter().map(|v| Ser::<S, V>(v.borrow())))
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self::Value, D::Error> {
        let items: Vec<De<S, V>> = serde::Deserialize::deserialize(deserializer)?;
        Ok(items.into_iter().map(|item| item.0).collect())
    }
}

#[cfg(feature = "serde")]
/// One field of a message, borrowed, in its serde form ([`Field::serialize`]).
pub struct Ser<'a, S: Suite, K: Field<S>>(pub &'a K::Encode);

#[cfg(feature = "serde")]
impl<S: Suite, K: Field<S>> Serialize for Ser<'_, S, K> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        K::serialize(self.0, serializer)
    }
}

#[cfg(feature = "serde")]
/// One field of a message decoded from its serde form ([`Field::deserialize`]).
pub struct De<S: Suite, K: Field<S>>(pub K::Value);

#[cfg(feature = "serde")]
impl<'de, S: Suite, K: Field<S>> Deserialize<'de> for De<S, K> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        K::deserialize(deserializer).map(De)
    }
}

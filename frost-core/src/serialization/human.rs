//! The serde encodings (feature `serde`).
//!
//! In a human-readable format (JSON, TOML, YAML, ...) a message is an object:
//! a `header` of `version`, `ciphersuite` (the suite's context string) and
//! `type` (the [`MessageType`] name), then the message's named fields, with
//! scalars, elements and byte strings as lowercase hex and maps keyed by the
//! hex of the identifier. An [`Identifier`] alone is just its hex string, so
//! that it can be a map key.
//!
//! In a binary format (postcard, bincode, CBOR, ...) a message is its binary
//! encoding ([`super`]) as one byte string: compact, and identical to what
//! `serialize()` produces.
//!
//! Decoding either way runs the checks of `deserialize()`; in the
//! human-readable form, unknown fields, upper-case or odd-length hex, and map
//! keys out of order or repeated are refused as well.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use zeroize::Zeroizing;

use super::field::Field;
use super::{FORMAT_VERSION, Message, MessageType, decode, encode};
use crate::{Ciphersuite, Error, Identifier};

/// A message whose human-readable form [`message!`](super::message::message)
/// derives from its field list: an object with a [`Header`] and one named
/// field per entry of the list.
pub(crate) trait HumanForm: Message {
    /// Writes the object.
    fn serialize_human<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error>;
    /// Reads the object and calls the message's constructor.
    fn deserialize_human<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

/// `Serialize` of a message with a field list: its object in human-readable
/// formats, its binary encoding as one byte string otherwise.
pub(crate) fn serialize_described<M: HumanForm, S: Serializer>(
    message: &M,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    if serializer.is_human_readable() {
        message.serialize_human(serializer)
    } else {
        serialize_encoded(message, serializer)
    }
}

/// `Deserialize` of a message with a field list, the converse of
/// [`serialize_described`].
pub(crate) fn deserialize_described<'de, M: HumanForm, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<M, D::Error> {
    if deserializer.is_human_readable() {
        M::deserialize_human(deserializer)
    } else {
        deserializer.deserialize_bytes(EncodedVisitor(PhantomData))
    }
}

/// The binary encoding as one byte string, from a buffer wiped afterwards
/// (the message may be secret).
fn serialize_encoded<M: Message, S: Serializer>(
    message: &M,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let bytes = Zeroizing::new(encode(message));
    serializer.serialize_bytes(&bytes)
}

/// One field of a message, borrowed, in its serde form ([`Field::serialize`]).
pub(crate) struct Ser<'a, C: Ciphersuite, K: Field<C>>(pub(crate) &'a K::Encode);

impl<C: Ciphersuite, K: Field<C>> Serialize for Ser<'_, C, K> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        K::serialize(self.0, serializer)
    }
}

/// One field of a message decoded from its serde form ([`Field::deserialize`]).
pub(crate) struct De<C: Ciphersuite, K: Field<C>>(pub(crate) K::Value);

impl<'de, C: Ciphersuite, K: Field<C>> Deserialize<'de> for De<C, K> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        K::deserialize(deserializer).map(De)
    }
}

/// Decodes a message from the byte string of a binary format (or, for formats
/// without one, a sequence of bytes).
struct EncodedVisitor<M>(PhantomData<M>);

impl<'de, M: Message> Visitor<'de> for EncodedVisitor<M> {
    type Value = M;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the bytes of a serialised {} message", M::TYPE.name())
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<M, E> {
        decode(bytes).map_err(E::custom)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<M, A::Error> {
        // The size hint comes from the input: cap the allocation it drives.
        let mut bytes = Zeroizing::new(Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096)));
        while let Some(byte) = seq.next_element::<u8>()? {
            bytes.push(byte);
        }
        decode(&bytes).map_err(de::Error::custom)
    }
}

/// The header of a human-readable message: format version, ciphersuite
/// context string and message type name, checked in that order on decoding.
/// `T` is the [`MessageType::code`] of the message it heads.
pub(crate) struct Header<C, const T: u8>(PhantomData<C>);

impl<C, const T: u8> Default for Header<C, T> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

fn type_name(code: u8) -> &'static str {
    MessageType::name_of(code)
}

impl<C: Ciphersuite, const T: u8> Serialize for Header<C, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut header = serializer.serialize_struct("Header", 3)?;
        header.serialize_field("version", &FORMAT_VERSION)?;
        header.serialize_field("ciphersuite", C::CONTEXT_STRING)?;
        header.serialize_field("type", type_name(T))?;
        header.end()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHeader {
    version: u8,
    ciphersuite: String,
    #[serde(rename = "type")]
    message_type: String,
}

impl<'de, C: Ciphersuite, const T: u8> Deserialize<'de> for Header<C, T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = RawHeader::deserialize(deserializer)?;
        if raw.version != FORMAT_VERSION {
            return Err(de::Error::custom(Error::<C>::UnsupportedVersion {
                found: raw.version,
            }));
        }
        if raw.ciphersuite != C::CONTEXT_STRING {
            return Err(de::Error::custom(format!(
                "data belongs to ciphersuite {}, not {}",
                raw.ciphersuite,
                C::CONTEXT_STRING
            )));
        }
        if raw.message_type != type_name(T) {
            return Err(de::Error::custom(format!(
                "data is a {} message, not a {}",
                raw.message_type,
                type_name(T)
            )));
        }
        Ok(Self(PhantomData))
    }
}

/// An identifier is its hex string in human-readable formats (so it can key a
/// map) and its binary message otherwise.
impl<C: Ciphersuite> Serialize for Identifier<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            <Self as Field<C>>::serialize(self, serializer)
        } else {
            serializer.serialize_bytes(&encode(self))
        }
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for Identifier<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if deserializer.is_human_readable() {
            <Self as Field<C>>::deserialize(deserializer)
        } else {
            deserializer.deserialize_bytes(EncodedVisitor(PhantomData))
        }
    }
}

/// Implements `Serialize` and `Deserialize` for a public message type through
/// the pair of functions given after `@via`.
macro_rules! public_serde {
    (@via $ser:ident, $de:ident, $($path:ident)::+) => {
        impl<C: $crate::Ciphersuite> ::serde::Serialize for $($path)::+<C> {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::serialization::human::$ser(self, serializer)
            }
        }

        impl<'de, C: $crate::Ciphersuite> ::serde::Deserialize<'de> for $($path)::+<C> {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::serialization::human::$de(deserializer)
            }
        }
    };
}

/// Implements serde for [`Secret`](super::Secret) around a secret message
/// type through the pair of functions given after `@via`.
macro_rules! secret_serde {
    (@via $ser:ident, $de:ident, $($path:ident)::+) => {
        impl<C: $crate::Ciphersuite> ::serde::Serialize for $crate::serialization::Secret<&$($path)::+<C>> {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::serialization::human::$ser(self.0, serializer)
            }
        }

        impl<'de, C: $crate::Ciphersuite> ::serde::Deserialize<'de> for $crate::serialization::Secret<$($path)::+<C>> {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::serialization::human::$de(deserializer).map($crate::serialization::Secret)
            }
        }
    };
}

pub(crate) use {public_serde, secret_serde};

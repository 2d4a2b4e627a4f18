//! The serde encodings (feature `serde`).
//!
//! In a human-readable format (JSON, TOML, YAML, ...) a message is an object:
//! a `header` of `version`, `ciphersuite` (the suite's context string) and
//! `type` (the message's name in the [table](crate::wire_codes::table)),
//! then the message's named fields, with scalars, elements and byte strings
//! as lowercase hex and maps keyed by the hex of the identifier.
//!
//! In a binary format (postcard, bincode, CBOR, ...) a message is its binary
//! encoding as one byte string: compact, and identical to what
//! [`encode`] produces.
//!
//! Decoding either way runs the checks of [`decode`]; in the
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

use crate::{Error, FORMAT_VERSION, Message, Suite, decode, encode};

/// A message whose human-readable form [`message!`](crate::message) derives
/// from its field list: an object with a [`Header`] and one named field per
/// entry of the list.
pub trait HumanForm: Message {
    /// Writes the object.
    fn serialize_human<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error>;
    /// Reads the object and calls the message's constructor.
    fn deserialize_human<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

/// The error of the human-readable form of a message whose defining crate
/// was built without its `serde` feature, in a build where another crate
/// turned this kit's on.
pub struct NoHumanForm<M>(PhantomData<M>);

impl<M> Default for NoHumanForm<M> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<M: Message> fmt::Display for NoHumanForm<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no serde form of {}: its crate was built without its `serde` feature",
            M::NAME
        )
    }
}

/// `Serialize` of a message with a field list: its object in human-readable
/// formats, its binary encoding as one byte string otherwise.
pub fn serialize_described<M: HumanForm, S: Serializer>(
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
pub fn deserialize_described<'de, M: HumanForm, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<M, D::Error> {
    if deserializer.is_human_readable() {
        M::deserialize_human(deserializer)
    } else {
        deserialize_encoded(deserializer)
    }
}

/// The binary encoding as one byte string, from a buffer wiped afterwards
/// (the message may be secret).
pub fn serialize_encoded<M: Message, S: Serializer>(
    message: &M,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let bytes = Zeroizing::new(encode(message));
    serializer.serialize_bytes(&bytes)
}

/// Decodes a message from the byte string of a binary format (or, for
/// formats without one, a sequence of bytes), the converse of
/// [`serialize_encoded`].
pub fn deserialize_encoded<'de, M: Message, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<M, D::Error> {
    deserializer.deserialize_bytes(EncodedVisitor(PhantomData))
}

/// Decodes a message from the byte string of a binary format (or, for formats
/// without one, a sequence of bytes).
struct EncodedVisitor<M>(PhantomData<M>);

impl<'de, M: Message> Visitor<'de> for EncodedVisitor<M> {
    type Value = M;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the bytes of a serialised {} message", M::NAME)
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

/// The header of a human-readable message: format version, suite context
/// string and the type name of `M` ([`Message::NAME`]), checked in that
/// order on decoding.
pub struct Header<M>(PhantomData<M>);

impl<M> Default for Header<M> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<M: Message> Serialize for Header<M> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut header = serializer.serialize_struct("Header", 3)?;
        header.serialize_field("version", &FORMAT_VERSION)?;
        header.serialize_field("ciphersuite", <M::Suite as Suite>::WIRE_CONTEXT)?;
        header.serialize_field("type", M::NAME)?;
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

impl<'de, M: Message> Deserialize<'de> for Header<M> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = RawHeader::deserialize(deserializer)?;
        let suite = <M::Suite as Suite>::WIRE_CONTEXT;
        if raw.version != FORMAT_VERSION {
            let error = Error::UnsupportedVersion { found: raw.version };
            return Err(de::Error::custom(<M::Suite as Suite>::Error::from(error)));
        }
        if raw.ciphersuite != suite {
            return Err(de::Error::custom(format!(
                "data belongs to ciphersuite {}, not {suite}",
                raw.ciphersuite
            )));
        }
        if raw.message_type != M::NAME {
            return Err(de::Error::custom(format!(
                "data is a {} message, not a {}",
                raw.message_type,
                M::NAME
            )));
        }
        Ok(Self(PhantomData))
    }
}

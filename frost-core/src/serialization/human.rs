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

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, DeserializeOwned, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

use super::codec::element_len;
use super::{FORMAT_VERSION, Message, MessageType, decode, encode};
use crate::element::EncodedElement;
use crate::keys::VerifiableSecretSharingCommitment;
use crate::{Ciphersuite, Error, Identifier, Scalar};

/// A type whose serde form in human-readable formats is an object with a
/// header and named fields.
pub(crate) trait HumanReadable: Message {
    /// The object: a derived struct whose first field is a [`Header`].
    type Form: Serialize + DeserializeOwned;
    /// The object for this value.
    fn to_form(&self) -> Self::Form;
    /// The value for an object, with every cross-field check of `deserialize()`.
    fn from_form(form: Self::Form) -> Result<Self, Error<Self::Suite>>;
}

/// `Serialize` of a message: its object in human-readable formats, its binary
/// encoding as one byte string otherwise.
pub(crate) fn serialize_message<M: HumanReadable, S: Serializer>(
    message: &M,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    if serializer.is_human_readable() {
        message.to_form().serialize(serializer)
    } else {
        let bytes = Zeroizing::new(encode(message));
        serializer.serialize_bytes(&bytes)
    }
}

/// `Deserialize` of a message, the converse of [`serialize_message`].
pub(crate) fn deserialize_message<'de, M: HumanReadable, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<M, D::Error> {
    if deserializer.is_human_readable() {
        M::from_form(M::Form::deserialize(deserializer)?).map_err(de::Error::custom)
    } else {
        deserializer.deserialize_bytes(EncodedVisitor(PhantomData))
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

/// Lowercase hex, written straight into the serializer's output.
struct HexDisplay<'a>(&'a [u8]);

impl fmt::Display for HexDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::fmt_hex(f, self.0)
    }
}

fn serialize_hex<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(&HexDisplay(bytes))
}

/// Decodes lowercase hex of even length, the only form [`serialize_hex`]
/// writes. The result may be secret, so it is wiped when dropped.
fn parse_hex<E: de::Error>(text: &str) -> Result<Zeroizing<Vec<u8>>, E> {
    let text = text.as_bytes();
    if !text.len().is_multiple_of(2) {
        return Err(E::custom("hex string of odd length"));
    }
    let mut bytes = Zeroizing::new(Vec::with_capacity(text.len() / 2));
    if crate::hex::decode_lower_hex(text, &mut bytes) {
        Ok(bytes)
    } else {
        Err(E::custom("not lowercase hex"))
    }
}

/// Deserializes a hex string and hands its bytes to `parse`.
fn deserialize_hex<'de, D: Deserializer<'de>, T>(
    deserializer: D,
    what: &'static str,
    parse: impl FnOnce(&[u8]) -> Result<T, String>,
) -> Result<T, D::Error> {
    struct HexVisitor<F>(&'static str, F);

    impl<T, F: FnOnce(&[u8]) -> Result<T, String>> Visitor<'_> for HexVisitor<F> {
        type Value = T;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{} as a lowercase hex string", self.0)
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
            let bytes = parse_hex::<E>(text)?;
            (self.1)(&bytes).map_err(|e| E::custom(format!("{}: {e}", self.0)))
        }
    }

    deserializer.deserialize_str(HexVisitor(what, parse))
}

/// A public group element as hex, decoded strictly.
#[derive(Clone, Copy)]
pub(crate) struct HexElement<C: Ciphersuite>(pub(crate) EncodedElement<C>);

impl<C: Ciphersuite> Serialize for HexElement<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_hex(self.0.as_slice(), serializer)
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for HexElement<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_hex(deserializer, "group element", |bytes| {
            EncodedElement::from_bytes(bytes)
                .map(Self)
                .map_err(|e| Error::<C>::from(e).to_string())
        })
    }
}

/// A public scalar as hex, decoded strictly.
pub(crate) struct HexScalar<C: Ciphersuite>(pub(crate) Scalar<C>);

impl<C: Ciphersuite> Serialize for HexScalar<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_hex(crate::serialize_scalar::<C>(&self.0).as_ref(), serializer)
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for HexScalar<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_hex(deserializer, "scalar", |bytes| {
            C::deserialize_scalar(bytes)
                .map(Self)
                .map_err(|e| Error::<C>::from(e).to_string())
        })
    }
}

/// A secret scalar as hex, wiped when dropped; the temporary encodings are
/// wiped too.
#[derive(Zeroize, ZeroizeOnDrop)]
pub(crate) struct SecretHexScalar<C: Ciphersuite>(pub(crate) Scalar<C>);

impl<C: Ciphersuite> Serialize for SecretHexScalar<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut repr = crate::serialize_scalar::<C>(&self.0);
        let result = serialize_hex(repr.as_ref(), serializer);
        repr.as_mut().zeroize();
        result
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for SecretHexScalar<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_hex(deserializer, "secret scalar", |bytes| {
            C::deserialize_scalar(bytes)
                .map(Self)
                .map_err(|e| Error::<C>::from(e).to_string())
        })
    }
}

/// Arbitrary bytes (a message to sign) as hex.
pub(crate) struct HexBytes(pub(crate) Vec<u8>);

impl Serialize for HexBytes {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_hex(&self.0, serializer)
    }
}

impl<'de> Deserialize<'de> for HexBytes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_hex(deserializer, "byte string", |bytes| {
            Ok(Self(bytes.to_vec()))
        })
    }
}

/// A VSS commitment's coefficient commitments as a list of hex elements.
pub(crate) fn commitment_to_hex<C: Ciphersuite>(
    commitment: &VerifiableSecretSharingCommitment<C>,
) -> Vec<HexBytes> {
    commitment
        .to_bytes()
        .chunks(element_len::<C>())
        .map(|c| HexBytes(c.to_vec()))
        .collect()
}

/// The converse of [`commitment_to_hex`], with the checks of
/// [`VerifiableSecretSharingCommitment::from_bytes`].
pub(crate) fn commitment_from_hex<C: Ciphersuite>(
    coefficients: Vec<HexBytes>,
) -> Result<VerifiableSecretSharingCommitment<C>, Error<C>> {
    if coefficients.iter().any(|c| c.0.len() != element_len::<C>()) {
        return Err(Error::MalformedElement);
    }
    let bytes: Vec<u8> = coefficients.into_iter().flat_map(|c| c.0).collect();
    VerifiableSecretSharingCommitment::from_bytes(&bytes)
}

/// An identifier-keyed map as an object keyed by the identifiers' hex, in
/// ascending order. Decoding refuses repeated keys (which most formats would
/// otherwise let the last one win) and keys out of order.
pub(crate) struct HexMap<C: Ciphersuite, V>(pub(crate) BTreeMap<Identifier<C>, V>);

impl<C: Ciphersuite, V: Serialize> Serialize for HexMap<C, V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (identifier, value) in &self.0 {
            map.serialize_entry(&HexIdentifier(*identifier), value)?;
        }
        map.end()
    }
}

impl<'de, C: Ciphersuite, V: Deserialize<'de>> Deserialize<'de> for HexMap<C, V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct MapVisitor<C: Ciphersuite, V>(PhantomData<(C, V)>);

        impl<'de, C: Ciphersuite, V: Deserialize<'de>> Visitor<'de> for MapVisitor<C, V> {
            type Value = HexMap<C, V>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map keyed by hex identifiers in ascending order")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Self::Value, A::Error> {
                let mut map = BTreeMap::new();
                let mut previous: Option<Identifier<C>> = None;
                while let Some(identifier) = access.next_key::<HexIdentifier<C>>()? {
                    let identifier = identifier.0;
                    if let Some(previous) = previous {
                        if identifier == previous {
                            return Err(de::Error::custom(Error::DuplicatedIdentifier {
                                identifier,
                            }));
                        }
                        if identifier < previous {
                            return Err(de::Error::custom(
                                "map keys are not in ascending identifier order",
                            ));
                        }
                    }
                    previous = Some(identifier);
                    map.insert(identifier, access.next_value()?);
                }
                Ok(HexMap(map))
            }
        }

        deserializer.deserialize_map(MapVisitor(PhantomData))
    }
}

/// An identifier as hex, in human-readable forms and map keys.
pub(crate) struct HexIdentifier<C: Ciphersuite>(pub(crate) Identifier<C>);

impl<C: Ciphersuite> Serialize for HexIdentifier<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_hex(self.0.as_bytes(), serializer)
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for HexIdentifier<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_hex(deserializer, "identifier", |bytes| {
            Identifier::from_bytes(bytes)
                .map(Self)
                .map_err(|e| e.to_string())
        })
    }
}

/// An identifier is its hex string in human-readable formats (so it can key a
/// map) and its binary message otherwise.
impl<C: Ciphersuite> Serialize for Identifier<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if serializer.is_human_readable() {
            HexIdentifier(*self).serialize(serializer)
        } else {
            serializer.serialize_bytes(&encode(self))
        }
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for Identifier<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if deserializer.is_human_readable() {
            Ok(HexIdentifier::deserialize(deserializer)?.0)
        } else {
            deserializer.deserialize_bytes(EncodedVisitor(PhantomData))
        }
    }
}

/// Explicit opt-in to serde for a secret value.
///
/// The secret types ([`SigningShare`](crate::keys::SigningShare),
/// [`SigningKey`](crate::SigningKey), [`SecretShare`](crate::keys::SecretShare),
/// [`KeyPackage`](crate::keys::KeyPackage),
/// [`SigningNonces`](crate::round1::SigningNonces)) implement no serde trait
/// themselves, so that a secret never leaks into a log line or an API
/// response because it sat in a `#[derive(Serialize)]` struct. Wrapping one
/// in `Secret` states that writing it out is intended:
///
/// - `Secret(&key_package)` implements `Serialize`;
/// - `Secret<KeyPackage<C>>` implements `Deserialize` (take the value out
///   with `.0`).
///
/// Store the output only where the secret itself may be: encrypted, or in a
/// file only its owner can read. Stored nonces must be destroyed when used:
/// signing twice with the same nonces reveals the signing share.
///
/// ```
/// use frost_core::Ciphersuite;
/// use frost_core::keys::KeyPackage;
/// use frost_core::serialization::Secret;
///
/// fn store<C: Ciphersuite, S: serde::Serializer>(key: &KeyPackage<C>, to: S) ->
/// Result<S::Ok, S::Error> { serde::Serialize::serialize(&Secret(key), to) }
/// ```
///
/// Without the wrapper, a key package cannot be serialised by accident:
///
/// ```compile_fail
/// use frost_core::Ciphersuite;
/// use frost_core::keys::KeyPackage;
///
/// fn leak<C: Ciphersuite, S: serde::Serializer>(key: &KeyPackage<C>, to: S) ->
/// Result<S::Ok, S::Error> { serde::Serialize::serialize(key, to) }
/// ```
pub struct Secret<T>(pub T);

impl<T> fmt::Debug for Secret<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(<redacted>)")
    }
}

/// `#[serde(with = "frost_core::serialization::secret")]` on a field of a
/// secret type: the same opt-in as [`Secret`], for a field.
pub mod secret {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::Secret;

    /// Serializes a secret field as [`Secret`] does.
    pub fn serialize<S: Serializer, T>(value: &T, serializer: S) -> Result<S::Ok, S::Error>
    where
        for<'a> Secret<&'a T>: Serialize,
    {
        Secret(value).serialize(serializer)
    }

    /// Deserializes a secret field as [`Secret`] does.
    pub fn deserialize<'de, D: Deserializer<'de>, T>(deserializer: D) -> Result<T, D::Error>
    where
        Secret<T>: Deserialize<'de>,
    {
        Ok(Secret::<T>::deserialize(deserializer)?.0)
    }
}

/// Implements `Serialize` and `Deserialize` for public message types.
macro_rules! public_serde {
    ($($path:ident)::+) => {
        impl<C: $crate::Ciphersuite> ::serde::Serialize for $($path)::+<C> {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::serialization::human::serialize_message(self, serializer)
            }
        }

        impl<'de, C: $crate::Ciphersuite> ::serde::Deserialize<'de> for $($path)::+<C> {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::serialization::human::deserialize_message(deserializer)
            }
        }
    };
}

/// Implements serde for [`Secret`] around secret message types.
macro_rules! secret_serde {
    ($($path:ident)::+) => {
        impl<C: $crate::Ciphersuite> ::serde::Serialize for $crate::serialization::Secret<&$($path)::+<C>> {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                $crate::serialization::human::serialize_message(self.0, serializer)
            }
        }

        impl<'de, C: $crate::Ciphersuite> ::serde::Deserialize<'de> for $crate::serialization::Secret<$($path)::+<C>> {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::serialization::human::deserialize_message(deserializer).map($crate::serialization::Secret)
            }
        }
    };
}

pub(crate) use {public_serde, secret_serde};

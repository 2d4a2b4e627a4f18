//! Lowercase hex in the human-readable serde forms: the helpers every field
//! form uses, and the hex wrappers and the identifier-keyed map object the
//! key-generation messages' forms are written with.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

use crate::{Ciphersuite, Error, Identifier, Scalar};

/// Lowercase hex, written straight into the serializer's output.
struct HexDisplay<'a>(&'a [u8]);

impl fmt::Display for HexDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::fmt_hex(f, self.0)
    }
}

/// Writes `bytes` as one lowercase hex string, straight into the
/// serializer's output and without a secret-dependent branch or table
/// lookup (the bytes may be secret).
pub fn serialize_hex<S: Serializer>(bytes: &[u8], serializer: S) -> Result<S::Ok, S::Error> {
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

/// Deserializes a lowercase hex string of even length and hands its bytes
/// to `parse`; `what` names the value in error messages. The digits are
/// decoded without a secret-dependent branch and the bytes are wiped once
/// `parse` returns.
pub fn deserialize_hex<'de, D: Deserializer<'de>, T>(
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

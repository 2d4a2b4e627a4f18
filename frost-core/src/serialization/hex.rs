//! The engine's values in the serde forms: identifiers as lowercase hex
//! (alone too, so that one can key a map; its binary encoding in binary
//! formats), and the identifier-keyed map object,
//! written with the wire kit's hex helpers ([`frost_wire::serialize_hex`],
//! [`frost_wire::deserialize_hex`]).

use alloc::collections::BTreeMap;
use alloc::string::ToString;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub(crate) use frost_wire::HexBytes;
pub(crate) use frost_wire::{deserialize_hex, serialize_hex};

use super::Field;
use crate::{Ciphersuite, Error, Identifier};

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
            <Self as Field<C>>::serialize(self, serializer)
        } else {
            frost_wire::human::serialize_encoded(self, serializer)
        }
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for Identifier<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if deserializer.is_human_readable() {
            <Self as Field<C>>::deserialize(deserializer)
        } else {
            frost_wire::human::deserialize_encoded(deserializer)
        }
    }
}

//! The engine's values as fields of the wire kit's messages ([`Field`]):
//! identifiers, encoded elements, verifying keys, signatures, public and
//! secret scalars, and identifier-keyed maps, each with its strict reader
//! ([`ReadValues`]) and, by default, the hex of its encoding as its serde form.

use alloc::collections::BTreeMap;
use core::borrow::Borrow;
use core::marker::PhantomData;

#[cfg(feature = "serde")]
use serde::{Deserializer, Serializer};
use zeroize::Zeroizing;

use super::codec::{ReadValues, WriteValues, element_len, read_element, scalar_len, varint_len};
#[cfg(feature = "serde")]
use super::{De, Ser};
use super::{Field, Reader, Writer};
use crate::element::EncodedElement;
use crate::{Ciphersuite, Error, Identifier, Scalar, Signature, VerifyingKey};

/// `SerializeScalar(i)`, a canonical non-zero scalar.
impl<C: Ciphersuite> Field<C> for Identifier<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "identifier";

    fn min_len() -> usize {
        scalar_len::<C>()
    }

    fn fixed_len() -> Option<usize> {
        Some(scalar_len::<C>())
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
    const WHAT: &'static str = "group element";

    fn min_len() -> usize {
        element_len::<C>()
    }

    fn fixed_len() -> Option<usize> {
        Some(element_len::<C>())
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
    const WHAT: &'static str = "verifying key";

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
        Ok(Self::from_encoded(read_element(reader)?))
    }
}

/// The suite's signature encoding ([`Signature::to_bytes`]).
impl<C: Ciphersuite> Field<C> for Signature<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "signature";

    fn min_len() -> usize {
        Self::encoded_len()
    }

    fn fixed_len() -> Option<usize> {
        Some(Self::encoded_len())
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
    const WHAT: &'static str = "scalar";

    fn min_len() -> usize {
        scalar_len::<C>()
    }

    fn fixed_len() -> Option<usize> {
        Some(scalar_len::<C>())
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

/// A map keyed by identifier: a varint count, then `identifier || value`
/// entries in strictly ascending identifier order
/// ([`Reader::identifier_map`]); in human-readable formats an object keyed by
/// the identifiers' hex, in ascending order. A map of at least
/// `MIN_SPLIT_LEN` public values of one fixed width ([`Field::fixed_len`])
/// is decoded on several threads with the feature `parallel`
/// (the kit's [`split`](frost_wire::split) path, then the keys' order), with
/// the same values and errors.
pub struct IdMap<V>(PhantomData<V>);

impl<C: Ciphersuite, V: Field<C>> Field<C> for IdMap<V>
where
    V::Value: Borrow<V::Encode> + Send,
{
    type Encode = BTreeMap<Identifier<C>, V::Value>;
    type Value = BTreeMap<Identifier<C>, V::Value>;
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
        if let Some(map) = super::split_map::read_split_map::<C, V>(reader) {
            return Ok(map);
        }
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

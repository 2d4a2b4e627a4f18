//! The engine's values on the wire kit's [`Reader`] and [`Writer`]: the
//! lengths of scalars and elements, and the strict readers of scalars,
//! elements, identifiers, signatures and identifier-keyed maps.

use alloc::collections::BTreeMap;

pub(crate) use super::varint_len;
use super::{Reader, Writer};
use crate::element::EncodedElement;
use crate::{Ciphersuite, ElementBytes, Error, Identifier, Scalar, ScalarBytes, Signature};

/// `Ne`: the length of an encoded group element of `C`.
pub fn element_len<C: Ciphersuite>() -> usize {
    ElementBytes::<C>::default().as_ref().len()
}

/// `Ns`: the length of an encoded scalar (and identifier) of `C`.
pub fn scalar_len<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

/// A canonical, non-identity element of the prime-order subgroup.
#[inline]
pub(crate) fn read_element<C: Ciphersuite>(
    reader: &mut Reader<'_, C>,
) -> Result<EncodedElement<C>, Error<C>> {
    Ok(EncodedElement::from_bytes(
        reader.take(element_len::<C>())?,
    )?)
}

/// The engine's values written with a [`Writer`].
pub trait WriteValues {
    /// `SerializeScalar(scalar)` of a secret scalar; the temporary encoding
    /// is wiped once copied.
    fn secret_scalar<C: Ciphersuite>(&mut self, scalar: &Scalar<C>);
}

impl WriteValues for Writer {
    fn secret_scalar<C: Ciphersuite>(&mut self, scalar: &Scalar<C>) {
        self.secret(crate::serialize_scalar::<C>(scalar));
    }
}

/// The engine's values read with a [`Reader`], each refusing anything but
/// its canonical encoding with a typed [`Error`].
pub trait ReadValues<C: Ciphersuite>: Sized {
    /// A signature in its strict encoding ([`Signature::to_bytes`]).
    fn signature(&mut self) -> Result<Signature<C>, Error<C>>;
    /// A canonical scalar.
    fn scalar(&mut self) -> Result<Scalar<C>, Error<C>>;
    /// A canonical, non-zero identifier.
    fn identifier(&mut self) -> Result<Identifier<C>, Error<C>>;
    /// A map keyed by identifier: a varint count, then that many entries of
    /// `identifier || value`, keys strictly ascending. A repeated key is
    /// [`Error::DuplicatedIdentifier`]; keys out of order are
    /// [`Error::NonCanonicalEncoding`] (a map has one encoding only).
    fn identifier_map<V>(
        &mut self,
        value_len: usize,
        value: impl FnMut(&mut Self) -> Result<V, Error<C>>,
    ) -> Result<BTreeMap<Identifier<C>, V>, Error<C>>;
}

impl<C: Ciphersuite> ReadValues<C> for Reader<'_, C> {
    #[inline]
    fn signature(&mut self) -> Result<Signature<C>, Error<C>> {
        Signature::from_bytes(self.take(Signature::<C>::encoded_len())?)
    }

    #[inline]
    fn scalar(&mut self) -> Result<Scalar<C>, Error<C>> {
        Ok(C::deserialize_scalar(self.take(scalar_len::<C>())?)?)
    }

    #[inline]
    fn identifier(&mut self) -> Result<Identifier<C>, Error<C>> {
        Identifier::from_bytes(self.take(scalar_len::<C>())?)
    }

    fn identifier_map<V>(
        &mut self,
        value_len: usize,
        mut value: impl FnMut(&mut Self) -> Result<V, Error<C>>,
    ) -> Result<BTreeMap<Identifier<C>, V>, Error<C>> {
        let count = self.count(scalar_len::<C>() + value_len)?;
        let mut map = BTreeMap::new();
        let mut previous: Option<Identifier<C>> = None;
        for _ in 0..count {
            let identifier = self.identifier()?;
            if let Some(previous) = previous {
                if identifier == previous {
                    return Err(Error::DuplicatedIdentifier { identifier });
                }
                if identifier < previous {
                    return Err(Error::NonCanonicalEncoding);
                }
            }
            previous = Some(identifier);
            map.insert(identifier, value(self)?);
        }
        Ok(map)
    }
}

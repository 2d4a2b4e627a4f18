//! Schnorr signatures and their encoding (RFC 9591, Appendix A).

use alloc::vec::Vec;
use core::fmt;

use crate::element::EncodedElement;
use crate::{Ciphersuite, Element, ElementBytes, Error, Scalar, ScalarBytes};

/// A Schnorr signature `(R, z)`, as produced by FROST aggregation or by a
/// single [`SigningKey`](crate::SigningKey).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Signature<C: Ciphersuite> {
    r: EncodedElement<C>,
    z: Scalar<C>,
}

impl<C: Ciphersuite> Signature<C> {
    pub(crate) fn from_parts(r: EncodedElement<C>, z: Scalar<C>) -> Self {
        Self { r, z }
    }

    pub(crate) fn encoded_r(&self) -> &EncodedElement<C> {
        &self.r
    }

    /// The commitment `R`.
    pub fn r(&self) -> Element<C> {
        *self.r.element()
    }

    /// The response `z`.
    pub fn z(&self) -> Scalar<C> {
        self.z
    }

    /// The RFC 9591 encoding `SerializeElement(R) || SerializeScalar(z)`
    /// (`Ne + Ns` bytes; for Ed25519 and Ed448, the RFC 8032 signature).
    pub fn to_bytes(&self) -> Vec<u8> {
        let z: ScalarBytes<C> = C::serialize_scalar(&self.z);
        let mut bytes = Vec::with_capacity(self.r.as_slice().len() + z.as_ref().len());
        bytes.extend_from_slice(self.r.as_slice());
        bytes.extend_from_slice(z.as_ref());
        bytes
    }

    /// Parses the RFC 9591 encoding strictly: exactly `Ne + Ns` bytes, a
    /// canonical non-identity `R` of the prime-order subgroup, a canonical `z`.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        let ne = ElementBytes::<C>::default().as_ref().len();
        let ns = ScalarBytes::<C>::default().as_ref().len();
        if bytes.len() != ne + ns {
            return Err(Error::InvalidLength);
        }
        let (r, z) = bytes.split_at(ne);
        Ok(Self {
            r: EncodedElement::from_bytes(r)?,
            z: C::deserialize_scalar(z)?,
        })
    }
}

impl<C: Ciphersuite> fmt::Debug for Signature<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Signature(")?;
        crate::fmt_hex(f, &self.to_bytes())?;
        f.write_str(")")
    }
}

//! A signer's share `z_i` of the signature (RFC 9591, Section 5.2), the
//! value round two produces and aggregation sums.

use alloc::vec::Vec;
use core::fmt;

use crate::{Ciphersuite, Error, Scalar};

/// A signer's share `z_i` of the signature, sent to the coordinator.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SignatureShare<C: Ciphersuite>(Scalar<C>);

impl<C: Ciphersuite> SignatureShare<C> {
    /// Wraps a scalar as a signature share.
    pub fn new(scalar: Scalar<C>) -> Self {
        Self(scalar)
    }

    /// The share as a scalar.
    pub fn to_scalar(&self) -> Scalar<C> {
        self.0
    }

    /// `SerializeScalar(z_i)`.
    pub fn to_bytes(&self) -> Vec<u8> {
        crate::serialize_scalar::<C>(&self.0).as_ref().to_vec()
    }

    /// Parses a canonical scalar encoding.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        Ok(Self(C::deserialize_scalar(bytes)?))
    }
}

impl<C: Ciphersuite> fmt::Debug for SignatureShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SignatureShare(")?;
        crate::fmt_hex(f, crate::serialize_scalar::<C>(&self.0).as_ref())?;
        f.write_str(")")
    }
}

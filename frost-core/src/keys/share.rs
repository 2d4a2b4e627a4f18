//! A participant's share of the group signing key and its public image.

use alloc::vec::Vec;
use core::fmt;

use subtle::ConstantTimeEq;
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

use crate::element::EncodedElement;
use crate::{Ciphersuite, Element, Error, Scalar};

/// A participant's secret share of the group signing key: `f(i)`.
///
/// Zeroized on drop, redacted in `Debug`, compared in constant time, and not
/// `Copy`, so no stray copy escapes zeroization.
#[derive(Clone, Zeroize, ZeroizeOnDrop)]
pub struct SigningShare<C: Ciphersuite>(pub(super) Scalar<C>);

impl<C: Ciphersuite> SigningShare<C> {
    /// Wraps a scalar as a share.
    pub fn new(scalar: Scalar<C>) -> Self {
        Self(scalar)
    }

    /// The share as a scalar. Handle the result as a secret.
    pub fn to_scalar(&self) -> Scalar<C> {
        self.0
    }

    /// The share, borrowed: no copy of the secret is made.
    pub fn as_scalar(&self) -> &Scalar<C> {
        &self.0
    }

    /// `SerializeScalar(share)`, in a buffer wiped when dropped (the share is
    /// secret). Like every raw `to_bytes` of a secret value, it returns the
    /// container of the versioned `serialize`.
    pub fn to_bytes(&self) -> Zeroizing<Vec<u8>> {
        let mut bytes = crate::serialize_scalar::<C>(&self.0);
        let vec = Zeroizing::new(bytes.as_ref().to_vec());
        bytes.as_mut().zeroize();
        vec
    }

    /// Parses a canonical scalar encoding.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        Ok(Self(C::deserialize_scalar(bytes)?))
    }

    /// The verifying share `f(i) * G` that corresponds to this share.
    pub fn verifying_share(&self) -> Result<VerifyingShare<C>, Error<C>> {
        VerifyingShare::new(EncodedElement::<C>::public_image(&self.0))
    }
}

impl<C: Ciphersuite> PartialEq for SigningShare<C> {
    fn eq(&self, other: &Self) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}

impl<C: Ciphersuite> Eq for SigningShare<C> {}

impl<C: Ciphersuite> fmt::Debug for SigningShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SigningShare(<redacted>)")
    }
}

/// The public image `f(i) * G` of a participant's share, used to check that
/// participant's signature shares (RFC 9591, Section 5.4).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct VerifyingShare<C: Ciphersuite>(pub(super) EncodedElement<C>);

impl<C: Ciphersuite> VerifyingShare<C> {
    /// Wraps an element; the identity is refused.
    pub fn new(element: Element<C>) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::new(element)?))
    }

    /// Wraps an element already encoded (the identity never is): what
    /// key generation computes in batches.
    pub fn from_encoded(encoded: EncodedElement<C>) -> Self {
        Self(encoded)
    }

    /// The share as a group element.
    pub fn to_element(&self) -> Element<C> {
        *self.0.element()
    }

    /// `SerializeElement(share)`. Like every raw `to_bytes` of a public value,
    /// it returns the container of the versioned `serialize`.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.0.as_slice().to_vec()
    }

    /// The share with its encoding, for hot paths (the engine's and key
    /// generation's), which must not allocate.
    pub fn encoded(&self) -> &EncodedElement<C> {
        &self.0
    }

    /// Parses a canonical, non-identity element encoding.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        Ok(Self(EncodedElement::from_bytes(bytes)?))
    }
}

impl<C: Ciphersuite> fmt::Debug for VerifyingShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("VerifyingShare").field(&self.0).finish()
    }
}

//! Schnorr signatures and their encoding (RFC 9591, Appendix A).

use alloc::vec::Vec;
use core::fmt;

use subtle::{Choice, ConditionallySelectable};

use crate::element::EncodedElement;
use crate::{Ciphersuite, Element, ElementBytes, EncodingError, Error, Scalar, ScalarBytes};

/// A Schnorr signature `(R, z)`, as produced by FROST aggregation or by a
/// single [`SigningKey`](crate::SigningKey).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Signature<C: Ciphersuite> {
    r: EncodedElement<C>,
    z: Scalar<C>,
}

impl<C: Ciphersuite> Signature<C> {
    /// A signature from its encoded commitment `R` and its response `z`, for
    /// Schnorr proofs built on the engine.
    pub fn from_parts(r: EncodedElement<C>, z: Scalar<C>) -> Self {
        Self { r, z }
    }

    /// The commitment `R` with its encoding.
    pub fn encoded_r(&self) -> &EncodedElement<C> {
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

    /// The encoding `R || SerializeScalar(z)`. For RFC 9591 suites `R` is
    /// `SerializeElement(R)` (Appendix A: `Ne + Ns` bytes; for Ed25519 and
    /// Ed448, the RFC 8032 signature); a suite may carry fewer bytes of `R`
    /// ([`element_bytes`](crate::signature_scheme::element_bytes): BIP340's 64-byte signature
    /// has the 32-byte `x` of `R`).
    pub fn to_bytes(&self) -> Vec<u8> {
        let r = crate::signature_scheme::element_bytes::<C>(self.r.bytes());
        let z: ScalarBytes<C> = crate::serialize_scalar::<C>(&self.z);
        let mut bytes = Vec::with_capacity(r.len() + z.as_ref().len());
        bytes.extend_from_slice(r);
        bytes.extend_from_slice(z.as_ref());
        bytes
    }

    /// Parses the encoding of [`Signature::to_bytes`] strictly: exactly its
    /// length, a canonical non-identity `R` of the prime-order subgroup (for
    /// BIP340 suites, a valid `x` lifted to the point with even `y`), and a
    /// canonical `z`.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        let nr = encoded_commitment_len::<C>();
        let ns = ScalarBytes::<C>::default().as_ref().len();
        if bytes.len() != nr + ns {
            return Err(Error::InvalidLength);
        }
        let (r, z) = bytes.split_at(nr);
        let r = crate::signature_scheme::expand_element::<C>(r)?;
        Ok(Self {
            r: EncodedElement::from_bytes(r.as_ref())?,
            z: C::deserialize_scalar(z)?,
        })
    }

    /// The length of [`Signature::to_bytes`].
    pub fn encoded_len() -> usize {
        encoded_commitment_len::<C>() + ScalarBytes::<C>::default().as_ref().len()
    }
}

/// The number of bytes of `R` in a signature encoding.
fn encoded_commitment_len<C: Ciphersuite>() -> usize {
    crate::signature_scheme::element_bytes::<C>(&ElementBytes::<C>::default()).len()
}

/// A freshly computed nonce commitment `R = k * G` as a signature will carry
/// it: unchanged for RFC 9591 suites, `-R` when the suite encodes `R` by `x`
/// alone and `R` has odd `y` ([`is_negated`](crate::signature_scheme::is_negated),
/// BIP340). The flag says whether it was negated, in which case whoever
/// knows the nonce `k` must use `-k`.
///
/// `R` is public: the comparison may take variable time. Public (from
/// [`signature_scheme`](crate::signature_scheme)) for Schnorr proofs built
/// on the engine, such as key generation's proofs of knowledge.
pub fn normalize_commitment<C: Ciphersuite>(
    r: EncodedElement<C>,
) -> Result<(EncodedElement<C>, bool), EncodingError> {
    if crate::signature_scheme::is_negated::<C>(r.bytes()) {
        Ok((EncodedElement::new(-*r.element())?, true))
    } else {
        Ok((r, false))
    }
}

/// `-x` if `negate`, else `x`, in constant time in `x` (which may be a secret
/// nonce or key share; `negate` is derived from public points). Public (from
/// [`signature_scheme`](crate::signature_scheme)) with
/// [`normalize_commitment`]; `negate` must be public.
pub fn negate_if<C: Ciphersuite>(x: Scalar<C>, negate: bool) -> Scalar<C> {
    Scalar::<C>::conditional_select(&x, &-x, Choice::from(u8::from(negate)))
}

impl<C: Ciphersuite> fmt::Debug for Signature<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Signature(")?;
        crate::fmt_hex(f, &self.to_bytes())?;
        f.write_str(")")
    }
}

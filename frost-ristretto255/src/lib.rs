//! FROST(ristretto255, SHA-512): threshold Schnorr signatures over the
//! ristretto255 prime-order group, the ciphersuite RFC 9591 recommends
//! (Section 6.2).
//!
//! # Example: 2-of-3 with a trusted dealer
//!
//! ```
//! use std::collections::BTreeMap;
//! use frost_ristretto255 as frost;
//!
//! let mut rng = frost::os_rng(); // the operating system's random source
//! let (shares, public_key_package) =
//!     frost::keys::generate_with_dealer(3, 2, frost::keys::IdentifierList::Default, &mut rng)?;
//! // Each participant checks its share against the dealer's commitment.
//! let key_packages: BTreeMap<_, _> = shares
//!     .into_iter()
//!     .map(|(id, share)| Ok((id, frost::keys::KeyPackage::try_from(share)?)))
//!     .collect::<Result<_, frost::Error>>()?;
//!
//! // Round one: two signers commit to fresh nonces.
//! let mut nonces = BTreeMap::new();
//! let mut commitments = BTreeMap::new();
//! for (id, key_package) in key_packages.iter().take(2) {
//!     let (n, c) = frost::round1::commit(key_package.signing_share(), &mut rng);
//!     nonces.insert(*id, n);
//!     commitments.insert(*id, c);
//! }
//!
//! // Round two: the coordinator sends the package; each signer signs.
//! let message = b"message to sign";
//! let signing_package = frost::SigningPackage::new(commitments, message)?;
//! let mut shares = BTreeMap::new();
//! for (id, n) in nonces {
//!     shares.insert(id, frost::round2::sign(&signing_package, n, &key_packages[&id])?);
//! }
//!
//! // The coordinator aggregates; the result is an ordinary Schnorr signature.
//! let signature = frost::aggregate(&signing_package, &shares, &public_key_package)?;
//! public_key_package.verifying_key().verify(message, &signature)?;
//! # Ok::<(), frost::Error>(())
//! ```
//!
//! A group without a trusted party generates its key with the distributed key
//! generation instead, [`keys::dkg`]: the [`keys`] page shows it step by step.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

use alloc::vec::Vec;

use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use curve25519_dalek::scalar::Scalar;
use curve25519_dalek::traits::{Identity, VartimeMultiscalarMul};
use frost_core::{EncodedElements, EncodingError};
use sha2::{Digest, Sha512};

/// `(L + 1) / 2`, the inverse of 2 modulo the group order, little-endian.
const HALF: [u8; 32] = [
    0xf7, 0xe9, 0x7a, 0x2e, 0x8d, 0x31, 0x09, 0x2c, 0x6b, 0xce, 0x7b, 0x51, 0xef, 0x7c, 0x6f, 0x0a,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x08,
];

/// The FROST(ristretto255, SHA-512) ciphersuite.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ristretto255;

/// A SHA-512 state that has absorbed `prefix` then `m`, each a list of
/// parts in order.
fn sha512(prefix: &[&[u8]], m: &[&[u8]]) -> Sha512 {
    let mut hasher = Sha512::new();
    for part in prefix.iter().chain(m) {
        hasher.update(part);
    }
    hasher
}

/// The SHA-512 digest of what `hasher` absorbed, mapped to a scalar by wide
/// reduction (RFC 9591, Section 6.2; ristretto255 draft, Section 4.4).
fn reduce(hasher: Sha512) -> Scalar {
    Scalar::from_bytes_mod_order_wide(&hasher.finalize().into())
}

impl frost_core::Ciphersuite for Ristretto255 {
    type Group = RistrettoPoint;
    type HashOutput = [u8; 64];
    type Arithmetic = Arithmetic;

    const CONTEXT_STRING: &'static str = "FROST-RISTRETTO255-SHA512-v1";

    fn serialize_element(element: &RistrettoPoint) -> Result<[u8; 32], EncodingError> {
        if *element == RistrettoPoint::identity() {
            return Err(EncodingError::IdentityElement);
        }
        Ok(element.compress().to_bytes())
    }

    /// ristretto255 `Decode` refuses every non-canonical encoding by itself.
    fn deserialize_element(bytes: &[u8]) -> Result<RistrettoPoint, EncodingError> {
        let compressed =
            CompressedRistretto::from_slice(bytes).map_err(|_| EncodingError::MalformedElement)?;
        let point = compressed
            .decompress()
            .ok_or(EncodingError::MalformedElement)?;
        if point == RistrettoPoint::identity() {
            return Err(EncodingError::IdentityElement);
        }
        Ok(point)
    }

    fn hash_to_scalar(tag: &[u8], m: &[&[u8]]) -> Scalar {
        reduce(sha512(&[Self::CONTEXT_STRING.as_bytes(), tag], m))
    }

    fn hash(tag: &[u8], m: &[&[u8]]) -> [u8; 64] {
        sha512(&[Self::CONTEXT_STRING.as_bytes(), tag], m)
            .finalize()
            .into()
    }
}

/// The [`frost_core::Arithmetic`] backend of [`Ristretto255`]:
/// curve25519-dalek's precomputed tables, batch encoding and multiscalar
/// multiplication.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arithmetic;

impl frost_core::Arithmetic<Ristretto255> for Arithmetic {
    /// Constant time, with curve25519-dalek's precomputed base-point table.
    fn mul_base(k: &Scalar) -> RistrettoPoint {
        RistrettoPoint::mul_base(k)
    }

    /// The encodings of doubles can share one field inversion
    /// (curve25519-dalek's `double_and_compress_batch`), while encoding a
    /// point on its own costs an inverse square root: so this computes
    /// `H = [k / 2] G` for each `k` and encodes `[2] H = [k] G` in a batch.
    /// Constant time: halving a scalar is a multiplication by the constant
    /// `(L + 1) / 2`, and the batch encoding's inversion and selections are
    /// constant time.
    ///
    /// The points returned are decoded from the published encodings, not
    /// the doubles computed from the secret scalars: their coordinates then
    /// depend on the element alone, whereas computed projective coordinates
    /// can reveal bits of the scalar to code that later handles the point as
    /// public data (Naccache, Smart and Stern, "Projective coordinates leak",
    /// Eurocrypt 2004). Decoding is variable time, on public encodings only.
    fn mul_base_serialized(
        scalars: &[Scalar],
    ) -> Result<EncodedElements<Ristretto255>, EncodingError> {
        let half = Scalar::from_canonical_bytes(HALF)
            .into_option()
            .ok_or(EncodingError::MalformedElement)?;
        let halves: Vec<RistrettoPoint> = scalars
            .iter()
            .map(|k| RistrettoPoint::mul_base(&(k * half)))
            .collect();
        let encodings: Vec<[u8; 32]> = RistrettoPoint::double_and_compress_batch(&halves)
            .into_iter()
            .map(|compressed| compressed.to_bytes())
            .collect();
        // The encodings are published as they are (commitments and keys).
        encodings.iter().for_each(frost_ct::declassify);
        // The identity encodes as 32 zero bytes, and no other element does.
        if encodings.iter().any(|bytes| bytes == &[0u8; 32]) {
            return Err(EncodingError::IdentityElement);
        }
        let points = encodings
            .iter()
            .map(|bytes| {
                CompressedRistretto(*bytes)
                    .decompress()
                    .ok_or(EncodingError::MalformedElement)
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok((points, encodings))
    }

    /// Absorbs `contextString || tag || prefix` once, then finishes a copy
    /// of the SHA-512 state with each suffix (the values of
    /// [`Ristretto255`]'s `hash_to_scalar`): for the binding factors, one
    /// compression per signer instead of two.
    fn hash_to_scalars(tag: &[u8], prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<Scalar> {
        let shared = sha512(
            &[
                <Ristretto255 as frost_core::Ciphersuite>::CONTEXT_STRING.as_bytes(),
                tag,
            ],
            prefix,
        );
        suffixes
            .iter()
            .map(|suffix| {
                let mut hasher = shared.clone();
                hasher.update(suffix);
                reduce(hasher)
            })
            .collect()
    }

    /// curve25519-dalek's own variable-time Straus/Pippenger (public data
    /// only).
    fn vartime_multiscalar_mul(scalars: &[Scalar], points: &[RistrettoPoint]) -> RistrettoPoint {
        let n = scalars.len().min(points.len());
        RistrettoPoint::vartime_multiscalar_mul(&scalars[..n], &points[..n])
    }

    /// curve25519-dalek's variable-time double-base multiplication, with a
    /// precomputed table for the base point (public data only).
    fn vartime_double_mul_base(a: &Scalar, point: &RistrettoPoint, b: &Scalar) -> RistrettoPoint {
        RistrettoPoint::vartime_double_scalar_mul_basepoint(a, point, b)
    }
}

frost_core::ciphersuite_api!(Ristretto255);
frost_keygen::keygen_api!(Ristretto255);
frost_multi::multi_api!(Ristretto255);

#[cfg(test)]
mod tests {
    use super::HALF;
    use curve25519_dalek::scalar::Scalar;

    #[test]
    fn half_is_the_inverse_of_two() {
        let half = Scalar::from_canonical_bytes(HALF).expect("canonical");
        assert_eq!(half + half, Scalar::ONE);
    }
}

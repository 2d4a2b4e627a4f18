//! The [`frost_core::Arithmetic`] backend of [`Ed448`].

use alloc::vec;
use alloc::vec::Vec;

use ed448_goldilocks::elliptic_curve::CurveGroup;
use ed448_goldilocks::elliptic_curve::group::Group;
use ed448_goldilocks::shake::Update;
use ed448_goldilocks::subtle::{Choice, ConstantTimeEq};
use ed448_goldilocks::{AffinePoint, EdwardsPoint, EdwardsScalar};
use frost_core::{Ciphersuite, ElementBytes, EncodedElements, EncodingError};

use crate::{Ed448, backend, reduce, shake256};

/// The [`frost_core::Arithmetic`] backend of [`Ed448`]: batched encodings
/// and hashing of its own, and the fixed-base and multiscalar
/// multiplications of the backend the `frost-arithmetic` feature selects
/// (`frost_arithmetic::ed448`'s own field and points with it, the curve
/// crate's and the engine's generic routines without it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arithmetic;

impl frost_core::Arithmetic<Ed448> for Arithmetic {
    /// The same encodings with one field inversion for all elements (the
    /// curve crate's constant-time `batch_normalize`).
    fn serialize_elements(
        elements: &[EdwardsPoint],
    ) -> Result<Vec<ElementBytes<Ed448>>, EncodingError> {
        if elements
            .iter()
            .any(|element| bool::from(element.is_identity()))
        {
            return Err(EncodingError::IdentityElement);
        }
        let mut affine = vec![AffinePoint::IDENTITY; elements.len()];
        EdwardsPoint::batch_normalize(elements, &mut affine);
        Ok(affine.iter().map(encode_affine).collect())
    }

    /// Absorbs `contextString || tag || prefix` once, then finishes a copy
    /// of the sponge with each suffix (the values of [`Ed448`]'s
    /// `hash_to_scalar`): for the binding factors, one
    /// permutation per signer instead of three.
    fn hash_to_scalars(tag: &[u8], prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<EdwardsScalar> {
        let shared = shake256(
            &[<Ed448 as Ciphersuite>::CONTEXT_STRING.as_bytes(), tag],
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

    /// `[k] G` for every scalar, with one shared field inversion (the curve
    /// crate's constant-time `batch_normalize`) that yields both the
    /// encodings and the points, which are returned in affine form (`Z = 1`):
    /// their coordinates then depend on the element alone, not on how the
    /// secret scalar was processed (see the trait method's documentation).
    fn mul_base_serialized(
        scalars: &[EdwardsScalar],
    ) -> Result<EncodedElements<Ed448>, EncodingError> {
        let products: Vec<EdwardsPoint> = scalars.iter().map(Self::mul_base).collect();
        let mut affine = vec![AffinePoint::IDENTITY; products.len()];
        EdwardsPoint::batch_normalize(&products, &mut affine);
        let any_identity = affine.iter().fold(Choice::from(0), |acc, point| {
            acc | point.ct_eq(&AffinePoint::IDENTITY)
        });
        // Whether some scalar was zero is the caller's error to see.
        let any_identity = bool::from(any_identity);
        frost_ct::declassify(&any_identity);
        if any_identity {
            return Err(EncodingError::IdentityElement);
        }
        // Published as they are (commitments, verifying shares and keys).
        frost_ct::declassify(affine.as_slice());
        let encodings = affine.iter().map(encode_affine).collect();
        Ok((
            affine.iter().map(AffinePoint::to_edwards).collect(),
            encodings,
        ))
    }

    /// With the `frost-arithmetic` and `std` features, that crate's table of
    /// multiples of the base point; otherwise the default, the curve crate's
    /// windowed multiplication.
    #[cfg(all(feature = "frost-arithmetic", feature = "std"))]
    fn mul_base(k: &EdwardsScalar) -> EdwardsPoint {
        backend::mul_base(k)
    }

    /// The selected backend's Straus or Pippenger.
    fn vartime_multiscalar_mul(scalars: &[EdwardsScalar], points: &[EdwardsPoint]) -> EdwardsPoint {
        backend::vartime_multiscalar_mul(scalars, points)
    }

    /// With the hand-written backend, a share of its bucket method's windows
    /// above 128 points; with the curve crate's, the engine's cut by points.
    fn vartime_multiscalar_mul_part(
        scalars: &[EdwardsScalar],
        points: &[EdwardsPoint],
        part: usize,
        parts: usize,
    ) -> Option<EdwardsPoint> {
        backend::vartime_multiscalar_mul_part(scalars, points, part, parts)
    }

    /// By the selected backend.
    fn vartime_double_mul_base(
        a: &EdwardsScalar,
        point: &EdwardsPoint,
        b: &EdwardsScalar,
    ) -> EdwardsPoint {
        backend::vartime_double_mul_base(a, point, b)
    }
}

/// The RFC 8032, Section 5.2.2 encoding of an affine point (public data).
fn encode_affine(point: &AffinePoint) -> ElementBytes<Ed448> {
    let mut bytes = ElementBytes::<Ed448>::default();
    let encoded: &mut [u8] = bytes.as_mut();
    encoded.copy_from_slice(point.compress().as_bytes());
    bytes
}

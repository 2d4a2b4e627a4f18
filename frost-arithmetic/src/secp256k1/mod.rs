//! secp256k1 (SEC 2, Section 2.4.1) over k256's types: strict SEC1 decoding,
//! variable-time multiscalar multiplication, and batched constant-time
//! fixed-base multiplication with encoding, all on the crate's own base field
//! (`field`: five 52-bit limbs, products and squares by fiat-crypto's
//! verified Dettman multiplication).
//!
//! Double-base multiplication (`a * A + b * G`) and single fixed-base
//! multiplication are k256's own (`mul_by_generator_and_mul_add_vartime`,
//! `mul_by_generator`), as fast as anything here.

mod decoding;
pub(crate) mod field;
mod msm;
#[cfg(feature = "std")]
mod mul_base;

use alloc::vec::Vec;

use k256::elliptic_curve::ops::LinearCombination;
use k256::{ProjectivePoint, Scalar};

pub use decoding::deserialize_compressed;
#[cfg(feature = "std")]
pub use mul_base::mul_base_serialized;

/// The smallest multiscalar multiplication given to the bucket method with
/// batched affine additions and endomorphism-split scalars; smaller ones go
/// to k256's `lincomb_vartime`, which it overtakes about here: the two cost
/// the same at 24 points, and the bucket method is 8 % faster at 34 points
/// and 26 % at 67 (BENCHMARKS.md).
pub const AFFINE_MSM_MIN_POINTS: usize = 32;

/// `sum(scalars[i] * points[i])`; extra entries of the longer slice are
/// ignored.
///
/// Below [`AFFINE_MSM_MIN_POINTS`] points, k256's interleaved wNAF linear
/// combination; from there, the bucket method (Pippenger) with pairwise
/// affine additions sharing their inversions, over the crate's own field,
/// after splitting each scalar in two half-length ones by the GLV
/// endomorphism (Gallant, Lambert and Vanstone, "Faster point multiplication
/// on elliptic curves with efficient endomorphisms", CRYPTO 2001).
///
/// **Variable time:** for public data only (verification equations,
/// commitments, batch-check coefficients).
pub fn vartime_multiscalar_mul(scalars: &[Scalar], points: &[ProjectivePoint]) -> ProjectivePoint {
    let n = scalars.len().min(points.len());
    if n >= AFFINE_MSM_MIN_POINTS {
        // `None` only if a coordinate conversion or an inversion failed,
        // which valid points rule out; k256's routine below stays exact.
        if let Some(sum) = msm::bucket_multiscalar_mul(scalars, points) {
            return sum;
        }
    }
    let terms: Vec<(ProjectivePoint, Scalar)> = points
        .iter()
        .copied()
        .zip(scalars.iter().copied())
        .collect();
    ProjectivePoint::lincomb_vartime(terms.as_slice())
}

/// Part `part` of `parts` of [`vartime_multiscalar_mul`], for threads to
/// compute side by side: the parts add up to the product, and each costs
/// about `1 / parts` of it (the bucket method's windows are shared out, see
/// [`crate::weierstrass::vartime_multiscalar_mul_part`]). `None` below
/// [`AFFINE_MSM_MIN_POINTS`] points, where the product is not computed by
/// windows, or if a coordinate conversion or an inversion failed, which
/// valid points rule out: the caller then computes the whole product.
///
/// **Variable time:** for public data only.
pub fn vartime_multiscalar_mul_part(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
    part: usize,
    parts: usize,
) -> Option<ProjectivePoint> {
    if scalars.len().min(points.len()) < AFFINE_MSM_MIN_POINTS {
        return None;
    }
    msm::bucket_multiscalar_mul_part(scalars, points, part, parts)
}

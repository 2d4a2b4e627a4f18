//! P-256 (NIST FIPS 186-5, SEC 2 `secp256r1`) over p256's types: strict SEC1
//! decoding, variable-time multiscalar and double-base multiplication, and
//! constant-time fixed-base multiplication, on the crate's own base field
//! (`field`: four 64-bit limbs in Montgomery form, reduced by the shape of the
//! prime) and its generic [`crate::fixed_base`] table.

mod decoding;
pub(crate) mod field;
mod msm;

use alloc::vec::Vec;

use p256::elliptic_curve::ops::{LinearCombination, MulByGeneratorVartime};
use p256::{ProjectivePoint, Scalar};

pub use decoding::deserialize_compressed;

/// The largest multiscalar multiplication done by interleaved NAFs; above,
/// the bucket method with batched affine additions is faster. Both run over
/// the crate's own field; the two methods cost about the same at this size
/// (BENCHMARKS.md).
pub const STRAUS_MAX_POINTS: usize = 128;

/// `sum(scalars[i] * points[i])`; extra entries of the longer slice are
/// ignored.
///
/// Up to [`STRAUS_MAX_POINTS`] points, interleaved width-5 NAFs over affine
/// tables (Straus' method); above, the bucket method (Pippenger) with
/// pairwise affine additions sharing their inversions; both in Jacobian
/// coordinates ([`crate::weierstrass`]) over the crate's own field.
///
/// **Variable time:** for public data only.
pub fn vartime_multiscalar_mul(scalars: &[Scalar], points: &[ProjectivePoint]) -> ProjectivePoint {
    let n = scalars.len().min(points.len());
    // `None` only if a coordinate conversion or an inversion failed, which
    // valid points rule out; p256's routine below stays exact.
    let sum = if n > STRAUS_MAX_POINTS {
        msm::bucket_multiscalar_mul(scalars, points)
    } else {
        msm::straus_multiscalar_mul(scalars, points)
    };
    sum.unwrap_or_else(|| {
        let terms: Vec<(ProjectivePoint, Scalar)> = points
            .iter()
            .copied()
            .zip(scalars.iter().copied())
            .collect();
        ProjectivePoint::lincomb_vartime(terms.as_slice())
    })
}

/// Part `part` of `parts` of [`vartime_multiscalar_mul`], for threads to
/// compute side by side: the parts add up to the product, and each costs
/// about `1 / parts` of it (the bucket method's windows are shared out, see
/// [`crate::weierstrass::vartime_multiscalar_mul_part`]). `None` up to
/// [`STRAUS_MAX_POINTS`] points, where the product is not computed by
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
    if scalars.len().min(points.len()) <= STRAUS_MAX_POINTS {
        return None;
    }
    msm::bucket_multiscalar_mul_part(scalars, points, part, parts)
}

/// `a * A + b * G`, for verification equations, by interleaved width-5 NAFs
/// over affine tables (Straus' method) on the crate's own field, faster than
/// p256's `mul_by_generator_and_mul_add_vartime` (BENCHMARKS.md).
///
/// **Variable time:** for public data only.
pub fn vartime_double_mul_base(a: &Scalar, point: &ProjectivePoint, b: &Scalar) -> ProjectivePoint {
    // `None` only if a coordinate conversion or an inversion failed, which
    // valid points rule out; p256's routine stays exact.
    msm::straus_multiscalar_mul(&[*a, *b], &[*point, ProjectivePoint::GENERATOR])
        .unwrap_or_else(|| ProjectivePoint::mul_by_generator_and_mul_add_vartime(b, a, point))
}

/// Window width of the fixed-base table: 6 bits (43 rows of 32 affine
/// points, 96 kB), the fastest width for P-256 (BENCHMARKS.md).
#[cfg(feature = "std")]
const BASE_TABLE_WINDOW: usize = 6;

/// Multiples of the generator for [`mul_base`], built on first use (about
/// 1.4k additions and one batched inversion, a few milliseconds).
#[cfg(feature = "std")]
static BASE_TABLE: std::sync::OnceLock<
    crate::fixed_base::FixedBaseTable<
        ProjectivePoint,
        BASE_TABLE_WINDOW,
        crate::fixed_base::AffineEntries,
    >,
> = std::sync::OnceLock::new();

/// `k * G`, constant time in `k`, with a [`crate::fixed_base`] table of
/// multiples of `G` (signed radix 64, affine entries), built on first use:
/// faster than p256's own table (radix 16, projective entries), since it
/// needs 43 additions instead of 65 and adds affine entries with the cheaper
/// mixed formula.
///
/// p256 adds projective and affine points with the complete formulas of
/// Renes, Costello and Batina ("Complete addition formulas for prime order
/// elliptic curves", EUROCRYPT 2016, Algorithm 5), without branches (an
/// identity operand is handled by a conditional select), as the table
/// requires.
#[cfg(feature = "std")]
pub fn mul_base(k: &Scalar) -> ProjectivePoint {
    BASE_TABLE
        .get_or_init(crate::fixed_base::FixedBaseTable::new)
        .mul(k)
}

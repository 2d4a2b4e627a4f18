//! Variable-time multiscalar multiplication on P-256 by the bucket method
//! and interleaved NAFs of [`crate::weierstrass`] over the crate's own field
//! (`field`, 4x64-bit Montgomery arithmetic specialised to the P-256
//! prime).
//!
//! p256's projective points use complete formulas (about 12 field
//! multiplications per addition); the bucket method here adds affine points
//! pairwise with shared inversions (about 6M each), and doubles in Jacobian
//! coordinates at 3M + 5S (`a = -3`).
//!
//! **Variable time:** public data only (commitments, binding factors,
//! challenges, verifying shares, batch-check coefficients).

use alloc::vec::Vec;

use ff::{Field, PrimeField};
use p256::elliptic_curve::BatchNormalize;
use p256::elliptic_curve::point::AffineCoordinates;
use p256::{AffinePoint, ProjectivePoint, Scalar};

use super::field::FieldElement;
use crate::weierstrass::{self, Affine, CoefficientA, Jacobian, ShortWeierstrass};

/// P-256, `y^2 = x^3 - 3x + b`, for the Jacobian arithmetic.
pub(crate) struct Curve;

impl ShortWeierstrass for Curve {
    type Field = FieldElement;
    const A: CoefficientA = CoefficientA::MinusThree;

    /// The field's operations return fully reduced results.
    fn reduce(x: FieldElement) -> FieldElement {
        x
    }

    fn invert(x: &FieldElement) -> Option<FieldElement> {
        x.invert_vartime()
    }

    fn is_zero(x: &FieldElement) -> bool {
        x.is_zero_vartime()
    }
}

/// The affine coordinates of a non-identity point as field elements.
fn affine(point: &AffinePoint) -> Option<Affine<Curve>> {
    Some(Affine {
        x: Option::from(FieldElement::from_bytes(&point.x()))?,
        y: Option::from(FieldElement::from_bytes(&point.y()))?,
    })
}

/// The p256 point with the same affine coordinates; checks that the
/// coordinates satisfy the curve equation.
pub(crate) fn to_projective(point: &Jacobian<Curve>) -> Option<ProjectivePoint> {
    match point.to_affine() {
        None => Some(ProjectivePoint::IDENTITY),
        Some(p) => Option::<AffinePoint>::from(AffinePoint::from_coordinates(
            &p.x.to_bytes(),
            &p.y.to_bytes(),
        ))
        .map(ProjectivePoint::from),
    }
}

/// Little-endian bytes of a scalar (p256 encodes big-endian).
fn le_bytes(scalar: &Scalar) -> [u8; 32] {
    let mut bytes: [u8; 32] = scalar.to_repr().into();
    bytes.reverse();
    bytes
}

/// Little-endian scalars and affine points, term by term.
type AffineTerms = (Vec<[u8; 32]>, Vec<Affine<Curve>>);

/// The scalars (little-endian) and affine points of the terms whose point
/// is not the identity (which contributes nothing and has no affine
/// coordinates); extra entries of the longer slice are dropped. One shared
/// inversion converts every point. `None` only if a coordinate conversion
/// failed, which p256's canonical encodings rule out.
fn affine_terms(scalars: &[Scalar], points: &[ProjectivePoint]) -> Option<AffineTerms> {
    let n = scalars.len().min(points.len());
    let affine_points = ProjectivePoint::batch_normalize_vartime(&points[..n]);
    let mut terms_scalars = Vec::with_capacity(n);
    let mut terms_points = Vec::with_capacity(n);
    for (scalar, point) in scalars.iter().zip(&affine_points) {
        if bool::from(point.is_identity()) {
            continue;
        }
        terms_scalars.push(le_bytes(scalar));
        terms_points.push(affine(point)?);
    }
    Some((terms_scalars, terms_points))
}

/// `sum(scalars[i] * points[i])` by the bucket method with batched affine
/// additions; extra entries of the longer slice are ignored. `None` only if
/// a coordinate conversion between p256 and this crate or a field inversion
/// failed, which valid points rule out.
///
/// **Variable time:** public data only.
pub(crate) fn bucket_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> Option<ProjectivePoint> {
    bucket_multiscalar_mul_part(scalars, points, 0, 1)
}

/// Part `part` of `parts` of [`bucket_multiscalar_mul`]: the windows
/// [`weierstrass::vartime_multiscalar_mul_part`] gives it. `None` as
/// there.
///
/// **Variable time:** public data only.
pub(crate) fn bucket_multiscalar_mul_part(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
    part: usize,
    parts: usize,
) -> Option<ProjectivePoint> {
    let (scalars, points) = affine_terms(scalars, points)?;
    to_projective(&weierstrass::vartime_multiscalar_mul_part(
        &scalars, &points, part, parts,
    )?)
}

/// `sum(scalars[i] * points[i])` for a few points by interleaved width-5
/// NAFs over affine tables ([`weierstrass::vartime_straus`]); extra entries
/// of the longer slice are ignored. `None` as for
/// [`bucket_multiscalar_mul`].
///
/// **Variable time:** public data only.
pub(crate) fn straus_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> Option<ProjectivePoint> {
    let (scalars, points) = affine_terms(scalars, points)?;
    to_projective(&weierstrass::vartime_straus(&scalars, &points)?)
}

#[cfg(test)]
mod tests {
    use super::{bucket_multiscalar_mul, bucket_multiscalar_mul_part, straus_multiscalar_mul};
    use crate::testing::{multiscalar_parts_are_exact, multiscalar_routine_is_exact, test_rng};
    use alloc::vec;
    use alloc::vec::Vec;
    use ff::Field;
    use p256::{ProjectivePoint, Scalar};

    #[test]
    fn bucket_method_is_exact() {
        multiscalar_routine_is_exact::<ProjectivePoint>(bucket_multiscalar_mul);
    }

    /// The parts of a bucket multiplication add up to it, however many
    /// (more parts than windows included).
    #[test]
    fn bucket_parts_add_up_to_the_product() {
        multiscalar_parts_are_exact::<ProjectivePoint>(bucket_multiscalar_mul_part, |_, _| None);
    }

    #[test]
    fn interleaved_nafs_are_exact() {
        multiscalar_routine_is_exact::<ProjectivePoint>(straus_multiscalar_mul);
    }

    /// Buckets full of one point (the tangent case with `a = -3`), of a
    /// point and its negation, and of both, at sizes with and without rounds
    /// of affine additions and with several passes of windows.
    #[test]
    fn bucket_method_handles_equal_and_opposite_points() {
        let mut rng = test_rng(70);
        let p = ProjectivePoint::GENERATOR * Scalar::random(&mut rng);
        for n in [2, 9, 100, 600] {
            let k = Scalar::random(&mut rng);
            let patterns: [&dyn Fn(usize) -> bool; 3] =
                [&|_| false, &|i| i % 2 == 1, &|i| i % 3 == 2];
            for negate in patterns {
                let points: Vec<ProjectivePoint> =
                    (0..n).map(|i| if negate(i) { -p } else { p }).collect();
                let expected: ProjectivePoint = points.iter().map(|q| *q * k).sum();
                assert_eq!(
                    bucket_multiscalar_mul(&vec![k; n], &points),
                    Some(expected),
                    "n = {n}"
                );
            }
        }
    }
}

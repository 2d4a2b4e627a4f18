//! Variable-time multiscalar multiplication on secp256k1 by the engine's
//! bucket method ([`frost_core::weierstrass`]) over k256's field.
//!
//! k256's projective points use complete formulas (about 12 field
//! multiplications per addition); the bucket method here adds affine points
//! pairwise with shared inversions (about 6M each), and doubles in Jacobian
//! coordinates at 2M + 5S (`a = 0`).
//!
//! **Variable time:** public data only (commitments, binding factors,
//! challenges, verifying shares, batch-check coefficients).

use alloc::vec::Vec;

use frost_core::ff::PrimeField;
use frost_core::group::CurveAffine;
use frost_core::weierstrass::{self, Affine, CoefficientA, Jacobian, ShortWeierstrass};
use k256::elliptic_curve::BatchNormalize;
use k256::elliptic_curve::hazmat::FieldArithmetic;
use k256::elliptic_curve::ops::Invert;
use k256::elliptic_curve::point::AffineCoordinates;
use k256::{AffinePoint, ProjectivePoint, Scalar};

/// k256's base field element, which reduces lazily: sums carry a
/// "magnitude" that multiplications accept up to 8 and negations must be
/// told.
type FieldElement = <k256::Secp256k1 as FieldArithmetic>::FieldElement;

/// secp256k1, `y^2 = x^3 + 7`, for the engine's Jacobian arithmetic.
pub(crate) struct Curve;

impl ShortWeierstrass for Curve {
    type Field = FieldElement;
    const A: CoefficientA = CoefficientA::Zero;

    /// Weak normalisation brings any sum or difference of magnitude-1
    /// operands back to magnitude 1, which every k256 field operation
    /// accepts (negation included, as `negate(1)`).
    fn reduce(x: FieldElement) -> FieldElement {
        x.normalize_weak()
    }

    fn invert(x: &FieldElement) -> Option<FieldElement> {
        Option::from(Invert::invert_vartime(x))
    }

    fn is_zero(x: &FieldElement) -> bool {
        x.normalizes_to_zero().into()
    }
}

/// The affine coordinates of a non-identity point as field elements.
fn affine(point: &AffinePoint) -> Option<Affine<Curve>> {
    Some(Affine {
        x: Option::from(FieldElement::from_repr(point.x()))?,
        y: Option::from(FieldElement::from_repr(point.y()))?,
    })
}

/// The k256 point with the same affine coordinates; checks that the
/// coordinates satisfy the curve equation.
pub(crate) fn to_projective(point: &Jacobian<Curve>) -> Option<ProjectivePoint> {
    match point.to_affine() {
        None => Some(ProjectivePoint::IDENTITY),
        Some(p) => Option::<AffinePoint>::from(AffinePoint::from_coordinates(
            &p.x.to_repr(),
            &p.y.to_repr(),
        ))
        .map(ProjectivePoint::from),
    }
}

/// Little-endian bytes of a scalar (k256 encodes big-endian).
fn le_bytes(scalar: &Scalar) -> [u8; 32] {
    let mut bytes: [u8; 32] = scalar.to_repr().into();
    bytes.reverse();
    bytes
}

/// `sum(scalars[i] * points[i])` by the bucket method; extra entries of the
/// longer slice are ignored. `None` only if a coordinate conversion between
/// k256 and the engine or a field inversion failed, which valid points
/// rule out.
///
/// **Variable time:** public data only.
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> Option<ProjectivePoint> {
    let n = scalars.len().min(points.len());
    // One shared inversion converts every input to affine coordinates.
    let affine_points = ProjectivePoint::batch_normalize_vartime(&points[..n]);
    let mut terms_scalars = Vec::with_capacity(n);
    let mut terms_points = Vec::with_capacity(n);
    for (scalar, point) in scalars.iter().zip(&affine_points) {
        // The identity contributes nothing (and has no affine coordinates).
        if bool::from(point.is_identity()) {
            continue;
        }
        terms_scalars.push(le_bytes(scalar));
        terms_points.push(affine(point)?);
    }
    to_projective(&weierstrass::vartime_multiscalar_mul(
        &terms_scalars,
        &terms_points,
    )?)
}

#[cfg(test)]
mod tests {
    use super::vartime_multiscalar_mul;
    use crate::Secp256k1;
    use frost_core::testing::arithmetic::multiscalar_routine_is_exact;

    #[test]
    fn bucket_method_is_exact() {
        multiscalar_routine_is_exact::<Secp256k1>(vartime_multiscalar_mul);
    }
}

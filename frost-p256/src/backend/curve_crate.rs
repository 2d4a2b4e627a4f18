//! The routines of the curve-crate backend (without the `frost-arithmetic`
//! feature): p256's own, and the engine's generic multiscalar
//! multiplication over its points. The fixed-base multiplication is the
//! engine's default, p256's.

use frost_core::{Arithmetic, EncodingError, Generic};
use frost_suite_kit::sec1;
use p256::elliptic_curve::ops::MulByGeneratorVartime;
use p256::{ProjectivePoint, Scalar};

use crate::P256;

/// The generic [`sec1::deserialize_compressed`] over p256.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
    sec1::deserialize_compressed(bytes)
}

/// The engine's generic Straus/Pippenger ([`Generic`]).
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> ProjectivePoint {
    <Generic as Arithmetic<P256>>::vartime_multiscalar_mul(scalars, points)
}

/// The engine's generic cut by points.
pub(crate) fn vartime_multiscalar_mul_part(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
    part: usize,
    parts: usize,
) -> Option<ProjectivePoint> {
    <Generic as Arithmetic<P256>>::vartime_multiscalar_mul_part(scalars, points, part, parts)
}

/// p256's `mul_by_generator_and_mul_add_vartime`.
pub(crate) fn vartime_double_mul_base(
    a: &Scalar,
    point: &ProjectivePoint,
    b: &Scalar,
) -> ProjectivePoint {
    ProjectivePoint::mul_by_generator_and_mul_add_vartime(b, a, point)
}

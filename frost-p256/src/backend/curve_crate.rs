//! The routines of the curve-crate backend (without the `frost-arithmetic`
//! feature): p256's own, and the engine's generic multiscalar
//! multiplication over its points.

use frost_core::{Arithmetic, EncodingError, Generic, sec1};
use p256::elliptic_curve::ops::MulByGeneratorVartime;
use p256::{ProjectivePoint, Scalar};

use crate::P256;

/// The generic strict SEC1 compressed decoding over p256
/// ([`sec1::deserialize_compressed`]). Variable time: public data only.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
    sec1::deserialize_compressed(bytes)
}

/// p256's constant-time multiplication.
pub(crate) fn mul_base(k: &Scalar) -> ProjectivePoint {
    <ProjectivePoint as frost_core::group::Group>::mul_by_generator(k)
}

/// The engine's generic Straus/Pippenger ([`Generic`]). Variable time:
/// public data only.
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> ProjectivePoint {
    <Generic as Arithmetic<P256>>::vartime_multiscalar_mul(scalars, points)
}

/// p256's `mul_by_generator_and_mul_add_vartime`. Variable time: public
/// data only.
pub(crate) fn vartime_double_mul_base(
    a: &Scalar,
    point: &ProjectivePoint,
    b: &Scalar,
) -> ProjectivePoint {
    ProjectivePoint::mul_by_generator_and_mul_add_vartime(b, a, point)
}

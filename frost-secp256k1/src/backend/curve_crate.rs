//! The routines of the curve-crate backend (without the `frost-arithmetic`
//! feature): k256's own, and the engine's generic multiscalar
//! multiplication over its points.

use frost_core::{Arithmetic, EncodingError, Generic};
use frost_suite_kit::sec1;
use k256::{ProjectivePoint, Scalar};

use crate::Secp256k1;

#[path = "portable.rs"]
mod portable;
pub(crate) use portable::mul_base_serialized;

/// The generic [`sec1::deserialize_compressed`] over k256.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
    sec1::deserialize_compressed(bytes)
}

/// The engine's generic Straus/Pippenger ([`Generic`]), which depends on
/// the group alone (instantiated here for [`Secp256k1`]).
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> ProjectivePoint {
    <Generic as Arithmetic<Secp256k1>>::vartime_multiscalar_mul(scalars, points)
}

/// The engine's generic cut by points.
pub(crate) fn vartime_multiscalar_mul_part(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
    part: usize,
    parts: usize,
) -> Option<ProjectivePoint> {
    <Generic as Arithmetic<Secp256k1>>::vartime_multiscalar_mul_part(scalars, points, part, parts)
}

//! The routines of the curve-crate backend (without the `frost-arithmetic`
//! feature): ed448-goldilocks' decoding, and the engine's generic
//! multiscalar multiplications over its points. The fixed-base
//! multiplication is the engine's default, the curve crate's.

use ed448_goldilocks::elliptic_curve::group::Group;
use ed448_goldilocks::{CompressedEdwardsY, EdwardsPoint, EdwardsScalar};
use frost_core::{Arithmetic, EncodingError, Generic};

use crate::Ed448;

/// Strict decoding by ed448-goldilocks alone: its decompression accepts
/// non-canonical encodings, so the point must re-encode to the input; the
/// identity is then refused, and points with a torsion component by
/// `is_torsion_free`.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<EdwardsPoint, EncodingError> {
    let encoding: [u8; 57] = bytes
        .try_into()
        .map_err(|_| EncodingError::MalformedElement)?;
    let affine = CompressedEdwardsY(encoding)
        .decompress_unchecked()
        .into_option()
        .ok_or(EncodingError::MalformedElement)?;
    if affine.compress().0 != encoding {
        return Err(EncodingError::MalformedElement);
    }
    let point = affine.to_edwards();
    if bool::from(point.is_identity()) {
        return Err(EncodingError::IdentityElement);
    }
    if !bool::from(point.is_torsion_free()) {
        return Err(EncodingError::MalformedElement);
    }
    Ok(point)
}

/// The engine's generic Straus/Pippenger ([`Generic`]).
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[EdwardsScalar],
    points: &[EdwardsPoint],
) -> EdwardsPoint {
    <Generic as Arithmetic<Ed448>>::vartime_multiscalar_mul(scalars, points)
}

/// The engine's generic cut by points.
pub(crate) fn vartime_multiscalar_mul_part(
    scalars: &[EdwardsScalar],
    points: &[EdwardsPoint],
    part: usize,
    parts: usize,
) -> Option<EdwardsPoint> {
    <Generic as Arithmetic<Ed448>>::vartime_multiscalar_mul_part(scalars, points, part, parts)
}

/// The engine's generic `a * A + b * G` ([`Generic`]).
pub(crate) fn vartime_double_mul_base(
    a: &EdwardsScalar,
    point: &EdwardsPoint,
    b: &EdwardsScalar,
) -> EdwardsPoint {
    <Generic as Arithmetic<Ed448>>::vartime_double_mul_base(a, point, b)
}

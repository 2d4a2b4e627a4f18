//! The routines of the `frost-arithmetic` backend (the default): that
//! crate's own P-256 field (`frost_arithmetic::p256`), faster than p256's
//! where they are used (BENCHMARKS.md).

use frost_core::EncodingError;
use p256::{ProjectivePoint, Scalar};

/// Strict SEC1 compressed decoding, the square root over that crate's own
/// field. Variable time: public data only.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
    frost_arithmetic::p256::deserialize_compressed(bytes).map_err(|error| match error {
        frost_arithmetic::DecodingError::Identity => EncodingError::IdentityElement,
        frost_arithmetic::DecodingError::Malformed => EncodingError::MalformedElement,
    })
}

/// Constant time in `k`: that crate's table of multiples of `G`, built on
/// first use: 43 additions instead of the 65 of p256's own table, with the
/// cheaper mixed formula.
#[cfg(feature = "std")]
pub(crate) fn mul_base(k: &Scalar) -> ProjectivePoint {
    frost_arithmetic::p256::mul_base(k)
}

/// Without `std` the table would be rebuilt on every call: p256's own
/// constant-time multiplication instead.
#[cfg(not(feature = "std"))]
pub(crate) fn mul_base(k: &Scalar) -> ProjectivePoint {
    <ProjectivePoint as frost_core::group::Group>::mul_by_generator(k)
}

/// Interleaved NAFs up to 128 points, the bucket method above, over that
/// crate's own field. Variable time: public data only.
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> ProjectivePoint {
    frost_arithmetic::p256::vartime_multiscalar_mul(scalars, points)
}

/// `a * A + b * G` by interleaved NAFs over that crate's own field.
/// Variable time: public data only.
pub(crate) fn vartime_double_mul_base(
    a: &Scalar,
    point: &ProjectivePoint,
    b: &Scalar,
) -> ProjectivePoint {
    frost_arithmetic::p256::vartime_double_mul_base(a, point, b)
}

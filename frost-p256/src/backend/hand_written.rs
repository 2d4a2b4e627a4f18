//! The routines of the `frost-arithmetic` backend (the default): that
//! crate's own P-256 field (`frost_arithmetic::p256`), faster than p256's
//! where they are used (BENCHMARKS.md).

use frost_core::EncodingError;
use p256::ProjectivePoint;

/// The square root over that crate's own field.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
    frost_arithmetic::p256::deserialize_compressed(bytes).map_err(|error| match error {
        frost_arithmetic::DecodingError::Identity => EncodingError::IdentityElement,
        frost_arithmetic::DecodingError::Malformed => EncodingError::MalformedElement,
    })
}

/// That crate's table of multiples of `G`, built on first use (without
/// `std` it would be rebuilt on every call, and the engine's default runs).
#[cfg(feature = "std")]
pub(crate) use frost_arithmetic::p256::mul_base;
/// Interleaved NAFs, or the bucket method for many points (`vartime_multiscalar_mul`),
/// a share of its windows (`vartime_multiscalar_mul_part`); interleaved NAFs
/// (`vartime_double_mul_base`).
pub(crate) use frost_arithmetic::p256::{
    vartime_double_mul_base, vartime_multiscalar_mul, vartime_multiscalar_mul_part,
};

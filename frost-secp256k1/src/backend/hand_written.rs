//! The routines of the `frost-arithmetic` backend (the default): that
//! crate's own secp256k1 field (`frost_arithmetic::secp256k1`), faster than
//! k256's where they are used (BENCHMARKS.md).

use frost_core::EncodingError;
#[cfg(feature = "std")]
use frost_core::{Ciphersuite, EncodedElements};
use k256::{ProjectivePoint, Scalar};

#[cfg(not(feature = "std"))]
#[path = "portable.rs"]
mod portable;
#[cfg(not(feature = "std"))]
pub(crate) use portable::mul_base_serialized;

/// The square root over that crate's own field.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
    frost_arithmetic::secp256k1::deserialize_compressed(bytes).map_err(|error| match error {
        frost_arithmetic::DecodingError::Identity => EncodingError::IdentityElement,
        frost_arithmetic::DecodingError::Malformed => EncodingError::MalformedElement,
    })
}

/// That crate's table of multiples of `G`, the encodings read off the affine
/// points it returns.
#[cfg(feature = "std")]
pub(crate) fn mul_base_serialized<C: Ciphersuite<Group = ProjectivePoint>>(
    scalars: &[Scalar],
) -> Result<EncodedElements<C>, EncodingError> {
    frost_arithmetic::secp256k1::mul_base_serialized(scalars).ok_or(EncodingError::IdentityElement)
}

/// That crate's choice of k256's `lincomb_vartime` or its own bucket method.
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> ProjectivePoint {
    frost_arithmetic::secp256k1::vartime_multiscalar_mul(scalars, points)
}

/// A share of that crate's bucket method's windows.
pub(crate) fn vartime_multiscalar_mul_part(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
    part: usize,
    parts: usize,
) -> Option<ProjectivePoint> {
    frost_arithmetic::secp256k1::vartime_multiscalar_mul_part(scalars, points, part, parts)
}

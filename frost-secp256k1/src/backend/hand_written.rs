//! The routines of the `frost-arithmetic` backend (the default): that
//! crate's own secp256k1 field (`frost_arithmetic::secp256k1`), faster than
//! k256's where they are used (BENCHMARKS.md).

#[cfg(not(feature = "std"))]
use alloc::vec::Vec;

#[cfg(not(feature = "std"))]
use frost_core::sec1;
use frost_core::{Ciphersuite, EncodedElements, EncodingError};
use k256::{ProjectivePoint, Scalar};

/// Strict SEC1 compressed decoding, the square root over that crate's own
/// field, with the results of the generic
/// [`sec1::deserialize_compressed`](frost_core::sec1::deserialize_compressed)
/// over k256. Variable time: public data only.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
    frost_arithmetic::secp256k1::deserialize_compressed(bytes).map_err(|error| match error {
        frost_arithmetic::DecodingError::Identity => EncodingError::IdentityElement,
        frost_arithmetic::DecodingError::Malformed => EncodingError::MalformedElement,
    })
}

/// Constant time in the scalars: that crate's table of multiples of `G`
/// (built on first use) and complete additions over its own field, with one
/// inversion for the whole batch and the encodings read off the affine
/// coordinates, which are the points returned.
#[cfg(feature = "std")]
pub(crate) fn mul_base_serialized<C: Ciphersuite<Group = ProjectivePoint>>(
    scalars: &[Scalar],
) -> Result<EncodedElements<C>, EncodingError> {
    frost_arithmetic::secp256k1::mul_base_serialized(scalars).ok_or(EncodingError::IdentityElement)
}

/// Without `std` the table would be rebuilt on every call: k256's own
/// multiplication, normalised with the encodings, as the curve-crate
/// backend does.
#[cfg(not(feature = "std"))]
pub(crate) fn mul_base_serialized<C: Ciphersuite<Group = ProjectivePoint>>(
    scalars: &[Scalar],
) -> Result<EncodedElements<C>, EncodingError> {
    let points: Vec<ProjectivePoint> = scalars
        .iter()
        .map(ProjectivePoint::mul_by_generator)
        .collect();
    sec1::normalize_and_serialize_compressed(&points)
}

/// k256's `lincomb_vartime` for few points, the bucket method with batched
/// affine additions over that crate's own field for many. Variable time:
/// public data only.
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> ProjectivePoint {
    frost_arithmetic::secp256k1::vartime_multiscalar_mul(scalars, points)
}

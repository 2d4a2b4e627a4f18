//! The routines of the curve-crate backend (without the `frost-arithmetic`
//! feature): k256's own, and the engine's generic multiscalar
//! multiplication over its points.

use alloc::vec::Vec;

use frost_core::{Arithmetic, Ciphersuite, EncodedElements, EncodingError, Generic, sec1};
use k256::{ProjectivePoint, Scalar};

use crate::Secp256k1;

/// The generic strict SEC1 compressed decoding over k256
/// ([`sec1::deserialize_compressed`]). Variable time: public data only.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<ProjectivePoint, EncodingError> {
    sec1::deserialize_compressed(bytes)
}

/// k256's fixed-base multiplication, normalised with the encodings.
pub(crate) fn mul_base_serialized<C: Ciphersuite<Group = ProjectivePoint>>(
    scalars: &[Scalar],
) -> Result<EncodedElements<C>, EncodingError> {
    let points: Vec<ProjectivePoint> = scalars
        .iter()
        .map(ProjectivePoint::mul_by_generator)
        .collect();
    sec1::normalize_and_serialize_compressed(&points)
}

/// The engine's generic Straus/Pippenger ([`Generic`]), which depends on
/// the group alone (instantiated here for [`Secp256k1`]). Variable time:
/// public data only.
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[Scalar],
    points: &[ProjectivePoint],
) -> ProjectivePoint {
    <Generic as Arithmetic<Secp256k1>>::vartime_multiscalar_mul(scalars, points)
}

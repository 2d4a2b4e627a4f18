//! The fixed-base batch of both backends where `frost-arithmetic`'s table
//! is not at hand: the curve-crate backend's, and the `frost-arithmetic`
//! backend's without `std` (where that table would be rebuilt on every call).

use alloc::vec::Vec;

use frost_core::{Ciphersuite, EncodedElements, EncodingError};
use frost_suite_kit::sec1;
use k256::{ProjectivePoint, Scalar};

/// k256's fixed-base multiplication, normalised with the encodings by one
/// batched inversion ([`sec1::normalize_and_serialize_compressed`]).
pub(crate) fn mul_base_serialized<C: Ciphersuite<Group = ProjectivePoint>>(
    scalars: &[Scalar],
) -> Result<EncodedElements<C>, EncodingError> {
    let points: Vec<ProjectivePoint> = scalars
        .iter()
        .map(ProjectivePoint::mul_by_generator)
        .collect();
    sec1::normalize_and_serialize_compressed(&points)
}

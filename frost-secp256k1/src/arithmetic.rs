//! The arithmetic backend of the secp256k1 suites.

use alloc::vec::Vec;

use frost_core::{Ciphersuite, EncodingError};
use frost_suite_kit::sec1;
use k256::elliptic_curve::ops::MulByGeneratorVartime;
use k256::{CompressedPoint, ProjectivePoint, Scalar};

use crate::{backend, hashing};

/// The [`frost_core::Arithmetic`] backend of every ciphersuite over k256's
/// points with SEC1 compressed encodings and RFC 9591, Section 6.5's
/// hashing under its own context string: this crate's suite and the Taproot
/// suite of `frost-secp256k1-tr`. Batched encodings and hashing of its own,
/// and the routines of the backend the `frost-arithmetic` feature selects
/// (that crate's own field with it, k256's and the engine's generic
/// routines without it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arithmetic;

impl<C: Ciphersuite<Group = ProjectivePoint>> frost_core::Arithmetic<C> for Arithmetic {
    /// SEC1 compressed encodings (k256's only 33-byte encoding) with one
    /// field inversion for all elements.
    fn serialize_elements(
        elements: &[ProjectivePoint],
    ) -> Result<Vec<CompressedPoint>, EncodingError> {
        sec1::serialize_compressed_batch(elements)
    }

    /// With the `frost-arithmetic` and `std` features, that crate's table and
    /// complete additions over its own field, faster per scalar than
    /// `mul_base` and `serialize_elements` in a dealer's batch
    /// (BENCHMARKS.md); otherwise k256's `mul_by_generator`. Either way the
    /// points come out affine, normalised by the inversion the encodings
    /// share.
    fn mul_base_serialized(
        scalars: &[Scalar],
    ) -> Result<frost_core::EncodedElements<C>, EncodingError> {
        backend::mul_base_serialized::<C>(scalars)
    }

    /// `hash_to_field` with DST `contextString || tag`, absorbing
    /// `Z_pad || prefix` once ([`hashing::hash_to_scalars`]): the values of
    /// `C`'s `hash_to_scalar`, which must be [`hashing::hash_to_scalar`]
    /// under `C`'s context string, as it is for both suites.
    fn hash_to_scalars(tag: &[u8], prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<Scalar> {
        hashing::hash_to_scalars(C::CONTEXT_STRING, tag, prefix, suffixes)
    }

    /// With the `frost-arithmetic` feature, k256's `lincomb_vartime` for few
    /// points and that crate's bucket method for many; without it, the
    /// engine's generic Straus/Pippenger.
    fn vartime_multiscalar_mul(scalars: &[Scalar], points: &[ProjectivePoint]) -> ProjectivePoint {
        backend::vartime_multiscalar_mul(scalars, points)
    }

    /// With the `frost-arithmetic` feature, a share of that crate's bucket
    /// method's windows; without it, the engine's cut by points.
    fn vartime_multiscalar_mul_part(
        scalars: &[Scalar],
        points: &[ProjectivePoint],
        part: usize,
        parts: usize,
    ) -> Option<ProjectivePoint> {
        backend::vartime_multiscalar_mul_part(scalars, points, part, parts)
    }

    /// k256's GLV + wNAF routine.
    fn vartime_double_mul_base(a: &Scalar, point: &ProjectivePoint, b: &Scalar) -> ProjectivePoint {
        ProjectivePoint::mul_by_generator_and_mul_add_vartime(b, a, point)
    }
}

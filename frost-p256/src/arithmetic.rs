//! The [`frost_core::Arithmetic`] backend of [`P256`].

use alloc::vec::Vec;

use frost_core::{Ciphersuite, EncodingError};
use frost_suite_kit::expand_message::ExpandMsgXmd;
use frost_suite_kit::sec1;
use p256::{CompressedPoint, ProjectivePoint, Scalar};

use crate::{P256, backend, hash_to_field};

/// The [`frost_core::Arithmetic`] backend of [`P256`]: batched encodings and
/// hashing of its own, and the multiplications of the backend the
/// `frost-arithmetic` feature selects (that crate's own field with it,
/// p256's and the engine's generic routines without it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arithmetic;

impl frost_core::Arithmetic<P256> for Arithmetic {
    /// The same encodings with one field inversion for all elements.
    fn serialize_elements(
        elements: &[ProjectivePoint],
    ) -> Result<Vec<CompressedPoint>, EncodingError> {
        sec1::serialize_compressed_batch(elements)
    }

    /// `[k] G` for every scalar with its encoding, the points returned in
    /// affine form: the batched inversion the encodings need also normalises
    /// the points ([`sec1::normalize_and_serialize_compressed`]), so that no
    /// projective coordinate that depends on a secret scalar reaches the
    /// variable-time code that later takes these (public) points.
    fn mul_base_serialized(
        scalars: &[Scalar],
    ) -> Result<frost_core::EncodedElements<P256>, EncodingError> {
        let points: Vec<ProjectivePoint> = scalars.iter().map(Self::mul_base).collect();
        sec1::normalize_and_serialize_compressed(&points)
    }

    /// With the `frost-arithmetic` and `std` features, that crate's table of
    /// multiples of `G`, built on first use: 43 additions instead of the 65
    /// of p256's own table, with the cheaper mixed formula. Otherwise the
    /// default, p256's own.
    #[cfg(all(feature = "frost-arithmetic", feature = "std"))]
    fn mul_base(k: &Scalar) -> ProjectivePoint {
        backend::mul_base(k)
    }

    /// `hash_to_field` with DST `contextString || tag`, absorbing
    /// `Z_pad || prefix` once (the values of [`P256`]'s `hash_to_scalar`): for the binding factors, six SHA-256
    /// compressions per signer instead of eight.
    fn hash_to_scalars(tag: &[u8], prefix: &[&[u8]], suffixes: &[&[u8]]) -> Vec<Scalar> {
        let expander = ExpandMsgXmd::new(
            &[<P256 as Ciphersuite>::CONTEXT_STRING.as_bytes(), tag],
            prefix,
        );
        suffixes
            .iter()
            .map(|suffix| hash_to_field(&expander, suffix))
            .collect()
    }

    /// With the `frost-arithmetic` feature, interleaved NAFs up to 128 points
    /// and the bucket method above, over that crate's own field; without it,
    /// the engine's generic Straus/Pippenger.
    fn vartime_multiscalar_mul(scalars: &[Scalar], points: &[ProjectivePoint]) -> ProjectivePoint {
        backend::vartime_multiscalar_mul(scalars, points)
    }

    /// With the `frost-arithmetic` feature, a share of that crate's bucket
    /// method's windows above 128 points; without it, the engine's cut by
    /// points.
    fn vartime_multiscalar_mul_part(
        scalars: &[Scalar],
        points: &[ProjectivePoint],
        part: usize,
        parts: usize,
    ) -> Option<ProjectivePoint> {
        backend::vartime_multiscalar_mul_part(scalars, points, part, parts)
    }

    /// With the `frost-arithmetic` feature, interleaved NAFs over that
    /// crate's own field; without it, p256's
    /// `mul_by_generator_and_mul_add_vartime`.
    fn vartime_double_mul_base(a: &Scalar, point: &ProjectivePoint, b: &Scalar) -> ProjectivePoint {
        backend::vartime_double_mul_base(a, point, b)
    }
}

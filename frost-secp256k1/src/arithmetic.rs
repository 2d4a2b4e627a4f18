//! The arithmetic backend of the secp256k1 suites: k256's routines, or
//! `frost-arithmetic`'s with the feature of that name.

use alloc::vec::Vec;

use frost_core::{Ciphersuite, EncodingError, sec1};
#[cfg(not(feature = "frost-arithmetic"))]
use k256::elliptic_curve::ops::LinearCombination;
use k256::elliptic_curve::ops::MulByGeneratorVartime;
use k256::{CompressedPoint, ProjectivePoint, Scalar};

/// The [`frost_core::Arithmetic`] backend of every ciphersuite over k256's
/// points with SEC1 compressed encodings: this crate's suite and the Taproot
/// suite of `frost-secp256k1-tr`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Arithmetic;

impl<C: Ciphersuite<Group = ProjectivePoint>> frost_core::Arithmetic<C> for Arithmetic {
    /// k256's constant-time fixed-base multiplication, which with `std` runs
    /// over a precomputed table of multiples of `G`.
    fn mul_base(k: &Scalar) -> ProjectivePoint {
        ProjectivePoint::mul_by_generator(k)
    }

    /// SEC1 compressed encodings (k256's only 33-byte encoding) with one
    /// field inversion for all elements.
    fn serialize_elements(
        elements: &[ProjectivePoint],
    ) -> Result<Vec<CompressedPoint>, EncodingError> {
        sec1::serialize_compressed_batch(elements)
    }

    /// With the `frost-arithmetic` and `std` features: constant time in the
    /// scalars, by that crate's table of multiples of `G` (built on first
    /// use) and complete additions over its own field, with one inversion for
    /// the whole batch and the encodings read off the affine coordinates
    /// (`frost_arithmetic::secp256k1::mul_base_serialized`), faster per
    /// scalar than `mul_base` and `serialize_elements` in a dealer's batch
    /// (BENCHMARKS.md). Otherwise k256's `mul_by_generator`, with one
    /// batched inversion for the encodings that also normalises the points
    /// ([`frost_core::sec1::normalize_and_serialize_compressed`]). Either
    /// way the points come out affine, so that no projective coordinate that
    /// depends on a secret scalar reaches variable-time code.
    fn mul_base_serialized(
        scalars: &[Scalar],
    ) -> Result<frost_core::EncodedElements<C>, EncodingError> {
        #[cfg(all(feature = "frost-arithmetic", feature = "std"))]
        return frost_arithmetic::secp256k1::mul_base_serialized(scalars)
            .ok_or(EncodingError::IdentityElement);
        #[cfg(not(all(feature = "frost-arithmetic", feature = "std")))]
        {
            let points: Vec<ProjectivePoint> = scalars
                .iter()
                .map(ProjectivePoint::mul_by_generator)
                .collect();
            frost_core::sec1::normalize_and_serialize_compressed(&points)
        }
    }

    /// Variable time, for public data only. With the `frost-arithmetic`
    /// feature, `frost_arithmetic::secp256k1::vartime_multiscalar_mul`:
    /// k256's `lincomb_vartime` for few points, the bucket method with
    /// batched affine additions over that crate's own field for many.
    /// Without it, k256's
    /// `lincomb_vartime` (interleaved wNAF, GLV-split scalars) throughout.
    fn vartime_multiscalar_mul(scalars: &[Scalar], points: &[ProjectivePoint]) -> ProjectivePoint {
        #[cfg(feature = "frost-arithmetic")]
        return frost_arithmetic::secp256k1::vartime_multiscalar_mul(scalars, points);
        #[cfg(not(feature = "frost-arithmetic"))]
        {
            let terms: Vec<(ProjectivePoint, Scalar)> = points
                .iter()
                .copied()
                .zip(scalars.iter().copied())
                .collect();
            ProjectivePoint::lincomb_vartime(terms.as_slice())
        }
    }

    /// `a * A + b * G` by k256's variable-time GLV + wNAF routine for
    /// verification equations. Public data only.
    fn vartime_double_mul_base(a: &Scalar, point: &ProjectivePoint, b: &Scalar) -> ProjectivePoint {
        ProjectivePoint::mul_by_generator_and_mul_add_vartime(b, a, point)
    }
}

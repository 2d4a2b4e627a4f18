//! The routines of the `frost-arithmetic` backend (the default): that
//! crate's own Ed448 field and point arithmetic (`frost_arithmetic::ed448`),
//! a 56-bit-limb field with Karatsuba multiplication for the golden prime
//! and a dedicated doubling, faster than the curve crate's generic
//! Montgomery field and unified doubling (BENCHMARKS.md).

use ed448_goldilocks::EdwardsPoint;
use frost_core::EncodingError;

/// Strict decoding with subgroup membership by point halving.
pub(crate) fn deserialize(bytes: &[u8]) -> Result<EdwardsPoint, EncodingError> {
    frost_arithmetic::ed448::deserialize(bytes).map_err(|error| match error {
        frost_arithmetic::DecodingError::Identity => EncodingError::IdentityElement,
        frost_arithmetic::DecodingError::Malformed => EncodingError::MalformedElement,
    })
}

/// A table of multiples of the base point built on first use (91 rows of
/// 16 affine points, 373 kB, a few milliseconds to build; without `std` it
/// would be rebuilt on every call, and the engine's default runs), one
/// addition per 5 bits of the scalar and no doubling.
#[cfg(feature = "std")]
pub(crate) use frost_arithmetic::ed448::mul_base;
/// Straus or Pippenger on that crate's Ed448 arithmetic (`vartime_multiscalar_mul`),
/// a share of Pippenger's windows (`vartime_multiscalar_mul_part`); with a
/// cached table of odd multiples of `B` (`vartime_double_mul_base`).
pub(crate) use frost_arithmetic::ed448::{
    vartime_double_mul_base, vartime_multiscalar_mul, vartime_multiscalar_mul_part,
};

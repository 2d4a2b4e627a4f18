//! edwards25519 (RFC 8032, Section 5.1) over curve25519-dalek's types: strict
//! decoding with an exact prime-order subgroup check by point halving, on the
//! base field of fiat-crypto's verified `curve25519_64` (`field`), as
//! curve25519-dalek keeps its own private.
//!
//! Multiscalar, double-base and fixed-base multiplication are
//! curve25519-dalek's own, faster than anything here.

mod encoding;
pub(crate) mod field;
mod subgroup;

use curve25519_dalek::edwards::{CompressedEdwardsY, EdwardsPoint};
use curve25519_dalek::traits::IsIdentity;

pub use subgroup::is_in_prime_order_subgroup;

use crate::DecodingError;

/// RFC 8032, Section 5.1.3 point decoding, strict, plus the identity and
/// prime-order subgroup checks of RFC 9591, Section 6.1.
///
/// curve25519-dalek's decompression is lenient in two ways RFC 8032 is not:
/// it reduces a `y` coordinate `>= p` modulo `p`, and it ignores the sign bit
/// when `x = 0`. Both are refused here on the bytes themselves: `y` must be
/// below `p`, and of the two points with `x = 0`, the identity (`y = 1`) is
/// [`DecodingError::Identity`] with a clear sign bit and malformed with a set
/// one, while `(0, -1)` has order 2 and fails the subgroup check whatever its
/// sign bit. Small-order points and points with a torsion component are then
/// refused by [`is_in_prime_order_subgroup`] (three point halvings: two
/// square roots and a Legendre symbol, where curve25519-dalek's
/// `is_torsion_free` multiplies by the group order), read off the `y`
/// coordinate of the already validated encoding.
///
/// **Variable time:** the input is public.
pub fn deserialize(bytes: &[u8]) -> Result<EdwardsPoint, DecodingError> {
    let compressed = CompressedEdwardsY::from_slice(bytes).map_err(|_| DecodingError::Malformed)?;
    if !encoding::has_canonical_y(compressed.as_bytes()) {
        return Err(DecodingError::Malformed);
    }
    let point = compressed.decompress().ok_or(DecodingError::Malformed)?;
    if point.is_identity() {
        return Err(if encoding::sign_bit(compressed.as_bytes()) {
            DecodingError::Malformed
        } else {
            DecodingError::Identity
        });
    }
    if !is_in_prime_order_subgroup(compressed.as_bytes()) {
        return Err(DecodingError::Malformed);
    }
    Ok(point)
}

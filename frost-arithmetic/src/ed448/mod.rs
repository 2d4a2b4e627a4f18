//! edwards448 (RFC 8032, Section 5.2) over ed448-goldilocks' types: strict
//! decoding and a prime-order subgroup check, both exact, constant-time
//! fixed-base multiplication, and variable-time multiscalar and double-base
//! multiplication, all on the crate's own field and point arithmetic
//! (`field`: eight 56-bit limbs with Karatsuba multiplication for the golden
//! prime; `point`: extended coordinates with a dedicated doubling), faster
//! than the curve crate's generic Montgomery field and unified doubling
//! (BENCHMARKS.md). Results are handed back as the curve crate's points through
//! affine coordinates, which it checks against the curve equation.

pub(crate) mod field;
mod msm;
#[cfg(feature = "std")]
mod mul_base;
mod point;
mod subgroup;

use ed448_goldilocks::{EdwardsPoint, EdwardsScalar};
use subtle::ConstantTimeEq;

use crate::DecodingError;

/// RFC 8032, Section 5.2.3 decoding, strict, plus the RFC 9591 checks:
/// exactly one encoding per element is accepted (`y` canonical, unused bits
/// zero, no negative zero `x`), points off the curve are malformed, the
/// identity is [`DecodingError::Identity`], and membership in the prime-order
/// subgroup is decided exactly, by point halving (`subgroup`). The curve
/// crate's point is then built from the affine coordinates.
///
/// **Variable time:** the input is public.
pub fn deserialize(bytes: &[u8]) -> Result<EdwardsPoint, DecodingError> {
    let encoding: &[u8; 57] = bytes.try_into().map_err(|_| DecodingError::Malformed)?;
    let (x, y) = point::decompress(encoding).ok_or(DecodingError::Malformed)?;
    if bool::from(x.is_zero() & y.ct_eq(&field::FieldElement::ONE)) {
        return Err(DecodingError::Identity);
    }
    if !subgroup::is_in_prime_order_subgroup(&x, &y) {
        return Err(DecodingError::Malformed);
    }
    point::affine_to_crate(&x, &y).ok_or(DecodingError::Malformed)
}

/// Whether `point` lies in the subgroup of prime order `L` (the identity
/// included), by three point halvings on its affine coordinates (one
/// inversion, then three exponentiations), where the curve crate's
/// `is_torsion_free` multiplies by `L` (446 doublings).
///
/// **Variable time:** for public points only.
pub fn is_in_prime_order_subgroup(point: &EdwardsPoint) -> bool {
    let (x, y) = point::affine_from_crate(point);
    subgroup::is_in_prime_order_subgroup(&x, &y)
}

/// Multiples of the base point for [`mul_base`], built on first use.
#[cfg(feature = "std")]
static BASE_TABLE: std::sync::OnceLock<mul_base::BaseTable> = std::sync::OnceLock::new();

/// `k * B`, constant time in `k`, with a table of multiples of the base
/// point built on first use (91 rows of 16 affine points, 373 kB, a few
/// milliseconds to build): signed radix-32 digits, one 8M mixed addition per
/// digit and no doubling. The result is affine (`Z = 1`), and the secret
/// intermediates are wiped (see `mul_base`).
#[cfg(feature = "std")]
pub fn mul_base(k: &EdwardsScalar) -> EdwardsPoint {
    BASE_TABLE
        .get_or_init(mul_base::BaseTable::new)
        .mul(k)
        // Only if the curve crate refused the result, which the group law
        // never causes; its own constant-time multiplication is exact.
        .unwrap_or_else(|| <EdwardsPoint as group::Group>::mul_by_generator(k))
}

/// `sum(scalars[i] * points[i])` over the shorter of the two slices:
/// interleaved width-5 NAFs (Straus) up to 128 points, the bucket method
/// (Pippenger) above, on the crate's own arithmetic.
///
/// **Variable time:** for public data only (commitments, verifying shares,
/// challenges, batch-check weights); the running time and memory accesses
/// depend on the scalars.
pub fn vartime_multiscalar_mul(scalars: &[EdwardsScalar], points: &[EdwardsPoint]) -> EdwardsPoint {
    msm::vartime_multiscalar_mul(scalars, points).unwrap_or_else(|| naive_sum(scalars, points))
}

/// Part `part` of `parts` of [`vartime_multiscalar_mul`], for threads to
/// compute side by side: the parts add up to the product, and each costs
/// about `1 / parts` of it (the bucket method's windows are shared out).
/// `None` up to 128 points, where the product is not computed by windows,
/// or if the result failed the curve crate's on-curve check: the caller
/// then computes the whole product.
///
/// **Variable time:** for public data only.
pub fn vartime_multiscalar_mul_part(
    scalars: &[EdwardsScalar],
    points: &[EdwardsPoint],
    part: usize,
    parts: usize,
) -> Option<EdwardsPoint> {
    msm::vartime_multiscalar_mul_part(scalars, points, part, parts)
}

/// `a * A + b * B` with `B` the base point, by interleaved NAFs with a cached
/// width-7 table of odd multiples of `B` (with `std`).
///
/// **Variable time:** for public data only.
pub fn vartime_double_mul_base(
    a: &EdwardsScalar,
    point: &EdwardsPoint,
    b: &EdwardsScalar,
) -> EdwardsPoint {
    msm::vartime_double_mul_base(a, point, b)
        .unwrap_or_else(|| naive_sum(&[*a, *b], &[*point, EdwardsPoint::GENERATOR]))
}

/// The sum of the curve crate's products, for the case the crate's own
/// arithmetic cannot produce: its results are refused by the curve crate's
/// on-curve check only if the group law were wrong.
fn naive_sum(scalars: &[EdwardsScalar], points: &[EdwardsPoint]) -> EdwardsPoint {
    scalars.iter().zip(points).map(|(k, p)| p * k).sum()
}

#[cfg(test)]
mod tests {
    use ed448_goldilocks::elliptic_curve::group::Group;
    use ed448_goldilocks::{CompressedEdwardsY, EdwardsPoint};

    use super::{deserialize, is_in_prime_order_subgroup};
    use crate::testing::test_rng;

    /// The public subgroup check agrees with the curve crate's
    /// `is_torsion_free` on random subgroup points with each torsion point of
    /// order 1, 2 and 4 added, and on the torsion points themselves.
    #[test]
    fn agrees_with_the_curve_crate() {
        let t4 = CompressedEdwardsY([0u8; 57])
            .decompress_unchecked()
            .into_option()
            .expect("y = 0 is on the curve")
            .to_edwards();
        let torsion = [EdwardsPoint::IDENTITY, t4, t4.double(), -t4];
        let mut rng = test_rng(448);
        for _ in 0..32 {
            let point = EdwardsPoint::random(&mut rng);
            for (i, t) in torsion.iter().enumerate() {
                let mixed = point + t;
                assert_eq!(is_in_prime_order_subgroup(&mixed), i == 0);
                assert_eq!(
                    is_in_prime_order_subgroup(&mixed),
                    bool::from(mixed.is_torsion_free())
                );
            }
        }
        for (i, t) in torsion.iter().enumerate() {
            assert_eq!(is_in_prime_order_subgroup(t), i == 0);
        }
    }

    /// `deserialize` agrees with the curve crate's decoding (canonical
    /// encoding, identity refused, `is_torsion_free`) on 10,000 random
    /// 57-byte strings (`y` random, the sign byte `0x00`, `0x80` or random),
    /// and on random points of every torsion coset, both signs.
    #[test]
    fn deserialize_agrees_with_the_curve_crate() {
        use rand_core::Rng;
        let reference = |bytes: &[u8; 57]| {
            CompressedEdwardsY(*bytes)
                .decompress_unchecked()
                .into_option()
                .filter(|affine| affine.compress().0 == *bytes)
                .map(|affine| affine.to_edwards())
                .filter(|point| {
                    !bool::from(point.is_identity()) && bool::from(point.is_torsion_free())
                })
        };
        let t4 = CompressedEdwardsY([0u8; 57])
            .decompress_unchecked()
            .into_option()
            .expect("y = 0 is on the curve")
            .to_edwards();
        let mut rng = test_rng(449);
        let mut inputs = alloc::vec::Vec::new();
        for i in 0..10_000u32 {
            let mut bytes = [0u8; 57];
            rng.fill_bytes(&mut bytes);
            bytes[56] = match i % 3 {
                0 => 0,
                1 => 0x80,
                _ => bytes[56],
            };
            inputs.push(bytes);
        }
        for _ in 0..100 {
            let point = EdwardsPoint::random(&mut rng);
            for t in [EdwardsPoint::IDENTITY, t4, t4.double(), -t4] {
                let mixed = (point + t).to_affine().compress().0;
                let mut flipped = mixed;
                flipped[56] ^= 0x80;
                inputs.extend([mixed, flipped]);
            }
        }
        let mut accepted = 0;
        for bytes in &inputs {
            let expected = reference(bytes);
            assert_eq!(deserialize(bytes).ok(), expected, "{bytes:02x?}");
            accepted += usize::from(expected.is_some());
        }
        assert!(accepted >= 100, "{accepted}");
    }
}

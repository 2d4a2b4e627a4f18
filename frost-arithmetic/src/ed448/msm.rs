//! Variable-time multiscalar multiplication on edwards448, for public data
//! only: commitments, verifying shares, public coefficients, binding factors,
//! challenges and the random weights of batch checks. Never pass a secret
//! scalar: the running time and the memory accesses depend on the scalars.
//!
//! - Few points: interleaved width-5 NAFs (Straus), with a table of odd
//!   multiples per point; runs of doublings skip the `T` coordinate.
//! - Many points: the bucket method (Pippenger) with signed digits, the
//!   window chosen by a cost model, points in affine form (8M additions).
//! - `[a] A + [b] B`: interleaved NAFs with a width-7 table of odd multiples
//!   of the base point `B`, built once with `std`.

use alloc::vec;
use alloc::vec::Vec;

use ed448_goldilocks::elliptic_curve::ff::PrimeField;
use ed448_goldilocks::{EdwardsPoint, EdwardsScalar};

use super::point::{AffineNielsPoint, CachedPoint, ExtendedPoint};

/// Digits of a recoded scalar: the scalars are below the group order
/// `L < 2^446`, and a NAF is at most one digit longer than the binary form.
const DIGITS: usize = 448;

/// NAF width of the tables built per point.
const POINT_WIDTH: u32 = 5;

/// NAF width of the base point table: 32 odd multiples in affine form, 8 kB.
#[cfg(feature = "std")]
const BASE_WIDTH: u32 = 7;
/// Without `std` the base table is built on every call, at the per-point
/// width.
#[cfg(not(feature = "std"))]
const BASE_WIDTH: u32 = POINT_WIDTH;

/// Up to this many points Straus is used; the two methods cost about the
/// same between 100 and 134 points (BENCHMARKS.md).
const STRAUS_MAX_POINTS: usize = 128;

/// Odd multiples of the base point for [`vartime_double_mul_base`].
#[cfg(feature = "std")]
static BASE_TABLE: std::sync::OnceLock<Vec<AffineNielsPoint>> = std::sync::OnceLock::new();

/// `sum(scalars[i] * points[i])` over the shorter of the two slices.
/// `None` only if the result failed the curve crate's on-curve check, which
/// the complete group law never causes.
pub(crate) fn vartime_multiscalar_mul(
    scalars: &[EdwardsScalar],
    points: &[EdwardsPoint],
) -> Option<EdwardsPoint> {
    let n = scalars.len().min(points.len());
    let (scalars, points) = (&scalars[..n], &points[..n]);
    if n == 0 {
        return Some(EdwardsPoint::IDENTITY);
    }
    let affine = ExtendedPoint::batch_from_crate(points);
    let result = if n <= STRAUS_MAX_POINTS {
        let terms: Vec<([i8; DIGITS], Vec<CachedPoint>)> = scalars
            .iter()
            .zip(&affine)
            .map(|(k, (x, y))| {
                let digits = naf(k, POINT_WIDTH);
                let table = odd_multiples(&ExtendedPoint::from_affine(x, y), &digits);
                (digits, table)
            })
            .collect();
        straus(&terms, &[])
    } else {
        let niels: Vec<AffineNielsPoint> = affine
            .iter()
            .map(|(x, y)| AffineNielsPoint::new(x, y))
            .collect();
        pippenger(scalars, &niels, 0, 1)
    };
    result.to_crate()
}

/// Part `part` of `parts` of [`vartime_multiscalar_mul`] for more than
/// [`STRAUS_MAX_POINTS`] points: the share of the bucket method's windows
/// [`pippenger`] gives it, so that the parts add up to the product and each
/// costs about `1 / parts` of it. `None` for fewer points (not computed by
/// windows), or as for [`vartime_multiscalar_mul`].
pub(crate) fn vartime_multiscalar_mul_part(
    scalars: &[EdwardsScalar],
    points: &[EdwardsPoint],
    part: usize,
    parts: usize,
) -> Option<EdwardsPoint> {
    let n = scalars.len().min(points.len());
    if n <= STRAUS_MAX_POINTS {
        return None;
    }
    let niels: Vec<AffineNielsPoint> = ExtendedPoint::batch_from_crate(&points[..n])
        .iter()
        .map(|(x, y)| AffineNielsPoint::new(x, y))
        .collect();
    pippenger(&scalars[..n], &niels, part, parts).to_crate()
}

/// `[a] A + [b] B` with `B` the base point. `None` as for
/// [`vartime_multiscalar_mul`].
pub(crate) fn vartime_double_mul_base(
    a: &EdwardsScalar,
    point: &EdwardsPoint,
    b: &EdwardsScalar,
) -> Option<EdwardsPoint> {
    let point = ExtendedPoint::from_crate(point);
    let digits = naf(a, POINT_WIDTH);
    let term = (digits, odd_multiples(&point, &digits));
    let base_naf = naf(b, BASE_WIDTH);
    #[cfg(feature = "std")]
    let base_table = BASE_TABLE.get_or_init(base_odd_multiples);
    #[cfg(not(feature = "std"))]
    let base_table = &base_odd_multiples();
    straus(&[term], &[(base_naf, base_table)]).to_crate()
}

/// `P, 3P, 5P, ...` up to the largest digit of `digits` (at most
/// `(2^(w-1) - 1) P` for a width-`w` NAF): small scalars need no table
/// beyond `P`.
fn odd_multiples(point: &ExtendedPoint, digits: &[i8; DIGITS]) -> Vec<CachedPoint> {
    let largest = digits.iter().map(|d| d.unsigned_abs()).max().unwrap_or(0);
    let count = usize::from(largest).div_ceil(2).max(1);
    let mut table = Vec::with_capacity(count);
    table.push(point.to_cached());
    if count > 1 {
        let double = point.double().to_cached();
        let mut acc = *point;
        for _ in 1..count {
            acc = acc.add_cached(&double);
            table.push(acc.to_cached());
        }
    }
    table
}

/// The odd multiples of the base point in affine form (one inversion).
fn base_odd_multiples() -> Vec<AffineNielsPoint> {
    let base = ExtendedPoint::from_crate(&EdwardsPoint::GENERATOR);
    let count = 1usize << (BASE_WIDTH - 2);
    let double = base.double().to_cached();
    let mut multiples = Vec::with_capacity(count);
    let mut acc = base;
    multiples.push(acc);
    for _ in 1..count {
        acc = acc.add_cached(&double);
        multiples.push(acc);
    }
    ExtendedPoint::batch_to_affine(&multiples)
        .iter()
        .map(|(x, y)| AffineNielsPoint::new(x, y))
        .collect()
}

/// The width-`w` non-adjacent form of `k`: digits `d_i`, least significant
/// first, each zero or odd in `(-2^(w-1), 2^(w-1))`, with at least `w - 1`
/// zeros after each non-zero digit, and `k = sum(d_i 2^i)`.
///
/// While `k` is non-zero: if `k` is odd, take the digit `d = k mods 2^w` (the
/// residue of least absolute value) and subtract it, which leaves `k`
/// divisible by `2^w`; then halve `k`.
fn naf(scalar: &EdwardsScalar, width: u32) -> [i8; DIGITS] {
    let mut k = limbs(scalar);
    let modulus = 1i64 << width;
    let mut digits = [0i8; DIGITS];
    for digit in digits.iter_mut() {
        if k[0] & 1 == 1 {
            let mut d = (k[0] as i64) & (modulus - 1);
            if d >= modulus / 2 {
                d -= modulus;
            }
            *digit = d as i8;
            add_signed(&mut k, -d);
        }
        shift_right_one(&mut k);
    }
    digits
}

/// Signed radix-`2^c` digits of `k`, least significant first, each in
/// `[-2^(c-1), 2^(c-1))`, with `k = sum(d_j 2^(c j))`.
fn signed_radix(scalar: &EdwardsScalar, c: u32, windows: usize) -> Vec<i32> {
    let k = limbs(scalar);
    let bit_window = |start: usize| -> u64 {
        let (limb, shift) = (start / 64, start % 64);
        let mut bits = k.get(limb).map_or(0, |w| w >> shift);
        if shift + c as usize > 64 {
            bits |= k.get(limb + 1).map_or(0, |w| w << (64 - shift));
        }
        bits & ((1u64 << c) - 1)
    };
    let half = 1i64 << (c - 1);
    let mut carry = 0i64;
    let mut digits = Vec::with_capacity(windows);
    for j in 0..windows {
        let value = bit_window(j * c as usize) as i64 + carry;
        carry = i64::from(value >= half);
        digits.push((value - (carry << c)) as i32);
    }
    digits
}

/// The scalar as nine 64-bit little-endian limbs (one spare for carries).
fn limbs(scalar: &EdwardsScalar) -> [u64; 9] {
    let repr = scalar.to_repr();
    let mut bytes = [0u8; 72];
    bytes[..repr.len()].copy_from_slice(&repr);
    let mut limbs = [0u64; 9];
    for (limb, chunk) in limbs.iter_mut().zip(bytes.chunks_exact(8)) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        *limb = u64::from_le_bytes(word);
    }
    limbs
}

/// `k += d` for a small `d` (`|d| < 2^63`), where `k + d >= 0`.
fn add_signed(k: &mut [u64; 9], d: i64) {
    let mut carry = d as i128;
    for limb in k.iter_mut() {
        if carry == 0 {
            break;
        }
        let v = i128::from(*limb) + carry;
        *limb = v as u64;
        carry = v >> 64;
    }
}

fn shift_right_one(k: &mut [u64; 9]) {
    for i in 0..9 {
        let high = k.get(i + 1).map_or(0, |w| w << 63);
        k[i] = (k[i] >> 1) | high;
    }
}

/// `sum(naf_i . table_i)` for tables in both forms: Horner's rule from the
/// top digit, with all the tables interleaved. Doublings are postponed until
/// an addition needs the accumulator, so that runs of them skip `T`.
fn straus(
    cached: &[([i8; DIGITS], Vec<CachedPoint>)],
    affine: &[([i8; DIGITS], &Vec<AffineNielsPoint>)],
) -> ExtendedPoint {
    let top = cached
        .iter()
        .map(|(d, _)| d)
        .chain(affine.iter().map(|(d, _)| d))
        .filter_map(|digits| digits.iter().rposition(|&d| d != 0))
        .max();
    let Some(top) = top else {
        return ExtendedPoint::IDENTITY;
    };
    let mut acc = ExtendedPoint::IDENTITY;
    let mut pending = 0u32;
    for i in (0..=top).rev() {
        for (digits, table) in cached {
            add_digit(&mut acc, &mut pending, digits[i], table);
        }
        for (digits, table) in affine {
            add_digit(&mut acc, &mut pending, digits[i], table);
        }
        if i > 0 {
            pending += 1;
        }
    }
    acc.double_n(pending)
}

/// A precomputed table entry that can be added to or subtracted from an
/// accumulator.
trait TableEntry {
    fn add_to(&self, acc: &ExtendedPoint) -> ExtendedPoint;
    fn subtract_from(&self, acc: &ExtendedPoint) -> ExtendedPoint;
}

impl TableEntry for CachedPoint {
    fn add_to(&self, acc: &ExtendedPoint) -> ExtendedPoint {
        acc.add_cached(self)
    }
    fn subtract_from(&self, acc: &ExtendedPoint) -> ExtendedPoint {
        acc.sub_cached(self)
    }
}

impl TableEntry for AffineNielsPoint {
    fn add_to(&self, acc: &ExtendedPoint) -> ExtendedPoint {
        acc.add_affine(self)
    }
    fn subtract_from(&self, acc: &ExtendedPoint) -> ExtendedPoint {
        acc.sub_affine(self)
    }
}

/// One NAF digit's step of [`straus`]: if `d` is nonzero, the postponed
/// doublings, then `acc += d * P` from the table of odd multiples of `P`.
fn add_digit<E: TableEntry>(acc: &mut ExtendedPoint, pending: &mut u32, d: i8, table: &[E]) {
    if d == 0 {
        return;
    }
    *acc = acc.double_n(*pending);
    *pending = 0;
    let entry = &table[(d.unsigned_abs() / 2) as usize];
    *acc = if d > 0 {
        entry.add_to(acc)
    } else {
        entry.subtract_from(acc)
    };
}

/// The bucket method, windows `part * W / parts .. (part + 1) * W / parts`
/// of the `W` windows (all of them for one part): for each radix-`2^c`
/// window of the part from the top, double the accumulator `c` times, add
/// each point (or its negation) into the bucket of its digit's absolute
/// value, and add `sum(j * bucket_j)` computed with a running sum from the
/// top bucket; then double up to the weight of the part's lowest window.
fn pippenger(
    scalars: &[EdwardsScalar],
    points: &[AffineNielsPoint],
    part: usize,
    parts: usize,
) -> ExtendedPoint {
    let c = window_width(points.len());
    let windows = 446usize.div_ceil(c as usize) + 1;
    let parts = parts.max(1);
    let own = (part * windows / parts).min(windows)..((part + 1) * windows / parts).min(windows);
    let digits: Vec<Vec<i32>> = scalars
        .iter()
        .map(|k| signed_radix(k, c, windows))
        .collect();
    let mut buckets: Vec<Option<ExtendedPoint>> = vec![None; 1 << (c - 1)];
    let mut acc = ExtendedPoint::IDENTITY;
    for window in own.clone().rev() {
        acc = acc.double_n(c);
        buckets.iter_mut().for_each(|bucket| *bucket = None);
        for (point, digits) in points.iter().zip(&digits) {
            let d = digits[window];
            if d == 0 {
                continue;
            }
            let bucket = &mut buckets[d.unsigned_abs() as usize - 1];
            *bucket = Some(match (bucket.as_ref(), d > 0) {
                (Some(sum), true) => sum.add_affine(point),
                (Some(sum), false) => sum.sub_affine(point),
                (None, true) => point.to_extended(),
                (None, false) => point.neg().to_extended(),
            });
        }
        let mut running: Option<ExtendedPoint> = None;
        let mut window_sum: Option<ExtendedPoint> = None;
        for bucket in buckets.iter().rev() {
            running = match (running, bucket) {
                (Some(r), Some(b)) => Some(r.add(b)),
                (None, b) => *b,
                (r, None) => r,
            };
            window_sum = match (window_sum, running) {
                (Some(s), Some(r)) => Some(s.add(&r)),
                (None, r) => r,
                (s, None) => s,
            };
        }
        if let Some(sum) = window_sum {
            acc = acc.add(&sum);
        }
    }
    // `c * own.start` < 2^32: at most 446 + c bits.
    acc.double_n(c * own.start as u32)
}

/// The window width minimising the modelled cost of [`pippenger`] for `n`
/// points: per window, `n` mixed additions (8M) and two additions per bucket
/// (10M each, with the conversion of the operand).
fn window_width(n: usize) -> u32 {
    (4..=12u32)
        .min_by_key(|&c| {
            let windows = 446usize.div_ceil(c as usize) + 1;
            windows * (8 * n + 20 * (1usize << (c - 1)))
        })
        .unwrap_or(8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{multiscalar_parts_are_exact, multiscalar_routine_is_exact, test_rng};

    fn order_minus_one() -> EdwardsScalar {
        -EdwardsScalar::ONE
    }

    fn reference(scalars: &[EdwardsScalar], points: &[EdwardsPoint]) -> EdwardsPoint {
        scalars
            .iter()
            .zip(points)
            .fold(EdwardsPoint::IDENTITY, |acc, (k, p)| acc + p * k)
    }

    fn random_scalars(n: usize, seed: u64) -> Vec<EdwardsScalar> {
        let mut rng = test_rng(seed);
        (0..n).map(|_| EdwardsScalar::random(&mut rng)).collect()
    }

    fn random_points(n: usize, seed: u64) -> Vec<EdwardsPoint> {
        random_scalars(n, seed)
            .iter()
            .map(|k| EdwardsPoint::GENERATOR * k)
            .collect()
    }

    fn value_of_digits(digits: &[i64], radix_bits: u32) -> EdwardsScalar {
        let radix = EdwardsScalar::from(1u64 << radix_bits);
        digits.iter().rev().fold(EdwardsScalar::ZERO, |acc, &d| {
            let magnitude = EdwardsScalar::from(d.unsigned_abs());
            acc * radix + if d < 0 { -magnitude } else { magnitude }
        })
    }

    #[test]
    fn recodings_represent_the_scalar() {
        let mut scalars = random_scalars(20, 1);
        scalars.extend([
            EdwardsScalar::ZERO,
            EdwardsScalar::ONE,
            order_minus_one(),
            -EdwardsScalar::from(2u64),
        ]);
        for k in &scalars {
            for width in [2, 5, 7] {
                let digits = naf(k, width);
                let wide: Vec<i64> = digits.iter().map(|&d| i64::from(d)).collect();
                assert_eq!(value_of_digits(&wide, 1), *k);
                let mut last_nonzero: Option<usize> = None;
                for (i, &d) in digits.iter().enumerate() {
                    if d != 0 {
                        assert!(d % 2 != 0);
                        assert!(i64::from(d.unsigned_abs()) < 1 << (width - 1));
                        if let Some(j) = last_nonzero {
                            assert!(i - j >= width as usize);
                        }
                        last_nonzero = Some(i);
                    }
                }
            }
            for c in [4, 7, 8, 11] {
                let windows = 446usize.div_ceil(c as usize) + 1;
                let digits = signed_radix(k, c, windows);
                assert!(
                    digits
                        .iter()
                        .all(|&d| -(1 << (c - 1)) <= d && d < 1 << (c - 1))
                );
                let wide: Vec<i64> = digits.iter().map(|&d| i64::from(d)).collect();
                assert_eq!(value_of_digits(&wide, c), *k);
            }
        }
    }

    #[test]
    fn multiscalar_matches_reference() {
        for n in [
            0,
            1,
            2,
            3,
            14,
            STRAUS_MAX_POINTS,
            STRAUS_MAX_POINTS + 1,
            300,
        ] {
            let scalars = random_scalars(n, n as u64);
            let points = random_points(n, 1000 + n as u64);
            assert_eq!(
                vartime_multiscalar_mul(&scalars, &points),
                Some(reference(&scalars, &points)),
                "{n} points"
            );
        }
    }

    /// Zero scalars, `L - 1`, the identity, a point and its negation, and
    /// repeated points, on both paths.
    #[test]
    fn multiscalar_edge_cases() {
        for n in [6, STRAUS_MAX_POINTS + 6] {
            let mut scalars = random_scalars(n, 7);
            let mut points = random_points(n, 8);
            scalars[0] = EdwardsScalar::ZERO;
            scalars[1] = order_minus_one();
            points[2] = EdwardsPoint::IDENTITY;
            points[3] = -points[4];
            points[5] = points[4];
            assert_eq!(
                vartime_multiscalar_mul(&scalars, &points),
                Some(reference(&scalars, &points))
            );
            let cancelling = [scalars[4], scalars[4]];
            let opposite = [points[4], -points[4]];
            assert_eq!(
                vartime_multiscalar_mul(&cancelling, &opposite),
                Some(EdwardsPoint::IDENTITY)
            );
            let zeros = vec![EdwardsScalar::ZERO; n];
            assert_eq!(
                vartime_multiscalar_mul(&zeros, &points),
                Some(EdwardsPoint::IDENTITY)
            );
        }
        // Extra entries of the longer slice are ignored.
        let scalars = random_scalars(3, 9);
        let points = random_points(5, 10);
        assert_eq!(
            vartime_multiscalar_mul(&scalars, &points),
            Some(reference(&scalars, &points[..3]))
        );
    }

    #[test]
    fn double_mul_base_matches_reference() {
        let scalars = random_scalars(8, 11);
        let points = random_points(4, 12);
        let cases = [
            (scalars[0], points[0], scalars[1]),
            (scalars[2], points[1], EdwardsScalar::ZERO),
            (EdwardsScalar::ZERO, points[2], scalars[3]),
            (order_minus_one(), points[3], order_minus_one()),
            (scalars[4], EdwardsPoint::IDENTITY, scalars[5]),
            (scalars[6], EdwardsPoint::GENERATOR, -scalars[6]),
        ];
        for (a, point, b) in cases {
            assert_eq!(
                vartime_double_mul_base(&a, &point, &b),
                Some(point * a + EdwardsPoint::GENERATOR * b)
            );
        }
    }

    /// The shared exactness check ([`multiscalar_routine_is_exact`]):
    /// sizes up to 1,000, random sizes up to 300, duplicate and opposite
    /// points, the identity, zero and extreme scalars.
    #[test]
    fn multiscalar_routine_is_exact_on_shared_cases() {
        multiscalar_routine_is_exact::<EdwardsPoint>(vartime_multiscalar_mul);
    }

    /// The parts of a bucket multiplication add up to it, however many (more
    /// parts than windows included); up to 128 points there are no parts,
    /// and the whole product stands in.
    #[test]
    fn bucket_parts_add_up_to_the_product() {
        multiscalar_parts_are_exact::<EdwardsPoint>(
            vartime_multiscalar_mul_part,
            vartime_multiscalar_mul,
        );
    }
}

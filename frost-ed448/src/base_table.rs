//! Constant-time multiplication of the edwards448 base point `B` by a secret
//! scalar (`ScalarBaseMult`, RFC 9591, Section 3.1) with a precomputed table.
//!
//! ed448-goldilocks multiplies the base point like any other point: 446
//! doublings and a hundred or so additions. Here the scalar is written in
//! signed radix 64, `k = sum d_i 64^i` with `d_i` in `[-32, 31]` and 75
//! digits (`L < 2^446`), and the table holds `j * 64^i * B` for `j` in
//! `1..=32` and every position `i`. Then `[k]B = sum [d_i](64^i B)` costs 75
//! additions and no doublings. The table (75 × 32 points, about 540 kB) is
//! built once, on first use. This module needs `std` for that; without it the
//! suite keeps the curve crate's own multiplication.
//!
//! # Side channels
//!
//! The scalar is a secret (a nonce or a signing share). The recoding into
//! digits is straight-line arithmetic; each digit's entry is chosen by reading
//! all 32 entries of its row and keeping one with `conditional_select`, and
//! its sign is applied with another `conditional_select`. There is no branch
//! and no memory index that depends on the scalar. The additions use the
//! curve's complete addition law (edwards448 has `a = 1` a square and `d` a
//! non-square), which is correct for every pair of points, the identity
//! included, so a zero digit needs no special case.

use ed448_goldilocks::elliptic_curve::group::ff::PrimeField;
use ed448_goldilocks::subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use ed448_goldilocks::{EdwardsPoint, EdwardsScalar};
use zeroize::Zeroize;

/// Bits per signed digit.
const WINDOW: usize = 6;
/// Table entries per position: the multiples `1..=32` of its base.
const ROW: usize = 1 << (WINDOW - 1);
/// Digit positions: `ceil(446 / 6)`. The top digit holds at most bits 444
/// and 445 plus a carry, so it stays in range and no further position is
/// needed.
const POSITIONS: usize = 75;

/// `table[i][j] = (j + 1) * 64^i * B`.
struct BaseTable(std::vec::Vec<[EdwardsPoint; ROW]>);

impl BaseTable {
    /// Builds every row from the previous one: 31 additions give the row's
    /// multiples, and one doubling of its last entry (`32 * 64^i * B`) gives
    /// the next row's base `64^(i+1) * B`. Public data only.
    fn new() -> Self {
        let mut rows = std::vec::Vec::with_capacity(POSITIONS);
        let mut base = EdwardsPoint::GENERATOR;
        for _ in 0..POSITIONS {
            let mut row = [base; ROW];
            for j in 1..ROW {
                row[j] = row[j - 1].add(&base);
            }
            base = row[ROW - 1].double();
            rows.push(row);
        }
        Self(rows)
    }

    /// `[k]B` in constant time (see the module documentation).
    fn mul(&self, k: &EdwardsScalar) -> EdwardsPoint {
        let mut digits = signed_digits(k);
        let mut acc = EdwardsPoint::IDENTITY;
        for (row, &digit) in self.0.iter().zip(digits.iter()) {
            let mut term = select(row, digit);
            acc = acc.add(&term);
            term.zeroize();
        }
        digits.zeroize();
        acc
    }
}

/// `[digit] * row[0]` for `digit` in `[-32, 32]`, in constant time: every entry
/// of the row is read, and the identity stands for a zero digit.
fn select(row: &[EdwardsPoint; ROW], digit: i8) -> EdwardsPoint {
    // Arithmetic shift: all ones for a negative digit, else all zeros.
    let negative_mask = digit >> 7;
    let magnitude = ((digit ^ negative_mask) - negative_mask) as u8;
    let mut point = EdwardsPoint::IDENTITY;
    for (j, entry) in (1u8..).zip(row.iter()) {
        point.conditional_assign(entry, magnitude.ct_eq(&j));
    }
    let negated = -point;
    point.conditional_assign(&negated, Choice::from((negative_mask & 1) as u8));
    point
}

/// The signed radix-64 digits of `k`: `k = sum digits[i] * 64^i` with every
/// digit in `[-32, 31]`. Straight-line code, since `k` is secret.
fn signed_digits(k: &EdwardsScalar) -> [i8; POSITIONS] {
    // 57 little-endian bytes; the value is below L < 2^446, so the top byte
    // is zero and at most bit 445 is set.
    let mut bytes = k.to_repr();
    let mut digits = [0i8; POSITIONS];
    let mut carry = 0u8;
    for (i, digit) in digits.iter_mut().enumerate() {
        let bit = i * WINDOW;
        let byte = bit / 8;
        let low = u16::from(bytes[byte]);
        // `byte + 1` is at most 56: the last digit starts at bit 444.
        let high = u16::from(bytes[byte + 1]);
        let raw = (((low | (high << 8)) >> (bit % 8)) & ((1 << WINDOW) - 1)) as u8;
        // `value` is at most 63 + 1; values of 32 and up become negative
        // digits with a carry into the next position.
        let value = raw + carry;
        carry = (value + ROW as u8) >> WINDOW;
        *digit = (value as i8) - ((carry << WINDOW) as i8);
    }
    bytes.as_mut_slice().zeroize();
    digits
}

/// `[k]B`, constant time in `k`.
pub(crate) fn mul_base(k: &EdwardsScalar) -> EdwardsPoint {
    static TABLE: std::sync::OnceLock<BaseTable> = std::sync::OnceLock::new();
    TABLE.get_or_init(BaseTable::new).mul(k)
}

#[cfg(test)]
mod tests {
    use super::{POSITIONS, mul_base, signed_digits};
    use ed448_goldilocks::{EdwardsPoint, EdwardsScalar};
    use frost_core::testing::test_rng;

    /// Edge and patterned scalars: 0, 1, 2, L - 1, L - 2, every power of two
    /// up to 2^445, and scalars whose digits sit at the ends of their range.
    fn edge_scalars() -> std::vec::Vec<EdwardsScalar> {
        let two = EdwardsScalar::from(2u64);
        let mut scalars = std::vec![
            EdwardsScalar::ZERO,
            EdwardsScalar::ONE,
            two,
            -EdwardsScalar::ONE,
            -two,
        ];
        let mut power = EdwardsScalar::ONE;
        for _ in 0..446 {
            scalars.push(power);
            power *= two;
        }
        // Every raw digit 31, 32 and 63 (the carries' edge cases), reduced
        // modulo L.
        for raw in [31u64, 32, 63] {
            let radix = EdwardsScalar::from(64u64);
            let mut sum = EdwardsScalar::ZERO;
            let mut place = EdwardsScalar::ONE;
            for _ in 0..POSITIONS - 1 {
                sum += place * EdwardsScalar::from(raw);
                place *= radix;
            }
            scalars.push(sum);
            scalars.push(-sum);
        }
        scalars
    }

    #[test]
    fn digits_recompose_the_scalar() {
        let mut rng = test_rng(1);
        let random = (0..64).map(|_| EdwardsScalar::random(&mut rng));
        for k in edge_scalars().into_iter().chain(random) {
            let digits = signed_digits(&k);
            let mut sum = EdwardsScalar::ZERO;
            for &digit in digits.iter().rev() {
                assert!((-32..=31).contains(&digit), "{digit}");
                let magnitude = EdwardsScalar::from(u64::from(digit.unsigned_abs()));
                let signed = if digit < 0 { -magnitude } else { magnitude };
                sum = sum * EdwardsScalar::from(64u64) + signed;
            }
            assert_eq!(sum, k);
        }
    }

    #[test]
    fn matches_the_curve_crate_multiplication() {
        let mut rng = test_rng(2);
        let random = (0..64).map(|_| EdwardsScalar::random(&mut rng));
        for k in edge_scalars().into_iter().chain(random) {
            assert_eq!(mul_base(&k), EdwardsPoint::GENERATOR * k, "{k:?}");
        }
        assert_eq!(mul_base(&EdwardsScalar::ZERO), EdwardsPoint::IDENTITY);
        assert_eq!(mul_base(&EdwardsScalar::ONE), EdwardsPoint::GENERATOR);
        assert_eq!(mul_base(&-EdwardsScalar::ONE), -EdwardsPoint::GENERATOR);
    }
}

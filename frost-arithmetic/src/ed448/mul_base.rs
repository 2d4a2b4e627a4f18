//! Multiplication of the edwards448 base point by a secret scalar on the
//! crate's own arithmetic, constant time in the scalar.
//!
//! The scalar is recoded into signed radix-`2^5` digits `d_j` in
//! `[-16, 16]`, and `[k] B = sum_j [d_j] (2^(5 j) B)`. A table holds
//! `[i] 2^(5 j) B` for `i = 1..=16` and every window `j` in affine form, so
//! the sum takes one 8M addition per window (90) and no doubling. Each
//! lookup reads every entry of its row and keeps the wanted one by
//! conditional selection, then conditionally negates it; a zero digit
//! selects the identity, which the complete addition law handles like any
//! point. No branch and no memory index depends on the scalar; the digit's
//! sign and magnitude are selected through `subtle`. The digits, the carry,
//! the selected and negated entries, the accumulator and the inverse of its
//! `Z` are wiped after use, and the result is affine (`Z = 1`).
//!
//! The method is the signed fixed-window comb of [`crate::fixed_base`],
//! specialised to the crate's own point type (8M mixed additions with
//! affine Niels entries, Hisil, Wong, Carter and Dawson, "Twisted Edwards
//! curves revisited", ASIACRYPT 2008).

use alloc::vec::Vec;

use ed448_goldilocks::elliptic_curve::ff::PrimeField;
use ed448_goldilocks::{EdwardsPoint, EdwardsScalar};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

use super::point::{AffineNielsPoint, ExtendedPoint};

/// Bits per digit.
const WIDTH: usize = 5;
/// Table entries per window: the multiples `1..=2^(WIDTH-1)`.
const ROW: usize = 1 << (WIDTH - 1);
/// Windows: scalars are below `L < 2^446`, plus one digit for the final
/// carry of the signed recoding.
const WINDOWS: usize = 446usize.div_ceil(WIDTH) + 1;

/// Multiples of the base point: `rows[j][i - 1] = [i] 2^(5 j) B`.
pub(crate) struct BaseTable {
    rows: Vec<[AffineNielsPoint; ROW]>,
}

impl BaseTable {
    /// Builds the table (about 1400 additions and one inversion).
    pub(crate) fn new() -> Self {
        let mut multiples = Vec::with_capacity(WINDOWS * ROW);
        let mut window_base = ExtendedPoint::from_crate(&EdwardsPoint::GENERATOR);
        for _ in 0..WINDOWS {
            let cached = window_base.to_cached();
            let mut acc = window_base;
            multiples.push(acc);
            for _ in 1..ROW {
                acc = acc.add_cached(&cached);
                multiples.push(acc);
            }
            window_base = window_base.double_n(WIDTH as u32);
        }
        let affine = ExtendedPoint::batch_to_affine(&multiples);
        let rows = affine
            .chunks_exact(ROW)
            .map(|chunk| core::array::from_fn(|i| AffineNielsPoint::new(&chunk[i].0, &chunk[i].1)))
            .collect();
        Self { rows }
    }

    /// `[k] B`, constant time in `k`. `None` only if the result failed the
    /// curve crate's on-curve check, which the group law never causes.
    pub(crate) fn mul(&self, k: &EdwardsScalar) -> Option<EdwardsPoint> {
        let mut digits = signed_digits(k);
        let mut acc = ExtendedPoint::IDENTITY;
        for (row, &digit) in self.rows.iter().zip(digits.iter()) {
            let mut entry = select(row, digit);
            acc = acc.add_affine(&entry);
            entry.zeroize();
        }
        digits.zeroize();
        let point = acc.to_crate();
        acc.zeroize();
        point
    }
}

/// `[d] (row base)` for `d` in `[-16, 16]`: every entry is read, the match
/// kept by conditional selection, then negated if `d < 0`. The magnitude is
/// chosen between `d` and `-d` through `subtle`, not by a sign mask.
fn select(row: &[AffineNielsPoint; ROW], digit: i8) -> AffineNielsPoint {
    let negative = Choice::from(((digit as u8) >> 7) & 1);
    let mut magnitude =
        u8::conditional_select(&(digit as u8), &(digit as u8).wrapping_neg(), negative);
    let mut selected = AffineNielsPoint::IDENTITY;
    for (i, entry) in row.iter().enumerate() {
        selected.conditional_assign(entry, magnitude.ct_eq(&(i as u8 + 1)));
    }
    let mut negated = selected.neg();
    selected.conditional_assign(&negated, negative);
    negated.zeroize();
    magnitude.zeroize();
    selected
}

/// Signed radix-32 digits of `k`, least significant first, each in
/// `[-16, 16]` (`[-16, 15]` but for the last), with
/// `k = sum(d_j 2^(5 j))`; constant time.
fn signed_digits(k: &EdwardsScalar) -> [i8; WINDOWS] {
    let mut repr = k.to_repr();
    let mut digits = [0i8; WINDOWS];
    let mut carry = 0i16;
    for (j, digit) in digits.iter_mut().enumerate() {
        let bit = j * WIDTH;
        let (byte, shift) = (bit / 8, bit % 8);
        let low = u16::from(repr.get(byte).copied().unwrap_or(0));
        let high = u16::from(repr.get(byte + 1).copied().unwrap_or(0));
        let raw = (((high << 8) | low) >> shift) & 0x1f;
        let value = raw as i16 + carry;
        // carry = 1 exactly when value >= 16, without branching.
        carry = (value + 16) >> 5;
        *digit = (value - (carry << 5)) as i8;
    }
    repr.as_mut_slice().zeroize();
    carry.zeroize();
    digits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{fixed_base_agrees, test_rng};

    #[test]
    fn digits_recompose_the_scalar() {
        let mut rng = test_rng(3);
        let mut scalars: Vec<EdwardsScalar> =
            (0..32).map(|_| EdwardsScalar::random(&mut rng)).collect();
        scalars.extend([EdwardsScalar::ZERO, EdwardsScalar::ONE, -EdwardsScalar::ONE]);
        let radix = EdwardsScalar::from(32u64);
        for k in scalars {
            let digits = signed_digits(&k);
            assert!(digits.iter().all(|&d| (-16..=16).contains(&d)));
            let value = digits.iter().rev().fold(EdwardsScalar::ZERO, |acc, &d| {
                let magnitude = EdwardsScalar::from(u64::from(d.unsigned_abs()));
                acc * radix + if d < 0 { -magnitude } else { magnitude }
            });
            assert_eq!(value, k);
        }
    }

    #[test]
    fn matches_curve_crate() {
        let table = BaseTable::new();
        let mut rng = test_rng(4);
        let mut scalars: Vec<EdwardsScalar> =
            (0..16).map(|_| EdwardsScalar::random(&mut rng)).collect();
        scalars.extend([
            EdwardsScalar::ZERO,
            EdwardsScalar::ONE,
            EdwardsScalar::from(16u64),
            EdwardsScalar::from(17u64),
            -EdwardsScalar::ONE,
            -EdwardsScalar::from(16u64),
        ]);
        for k in scalars {
            assert_eq!(table.mul(&k), Some(EdwardsPoint::GENERATOR * k));
        }
    }

    /// The table's constant-time multiplication against the curve crate's
    /// multiplication by the generator, on the shared edge scalars and
    /// 1,000 random ones ([`fixed_base_agrees`]).
    #[test]
    fn agrees_with_curve_crate_on_edge_and_random_scalars() {
        let table = BaseTable::new();
        fixed_base_agrees::<EdwardsPoint>(
            |scalars| scalars.iter().map(|k| table.mul(k)).collect(),
            false,
            6,
        );
    }
}

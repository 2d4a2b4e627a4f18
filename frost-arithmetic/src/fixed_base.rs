//! Constant-time multiplication of a group's generator by a secret scalar
//! with a precomputed table, for any `group::Group` whose scalars are a
//! `ff::PrimeField`.
//!
//! Threshold signing computes many such products for secret scalars (nonces,
//! shares, polynomial coefficients): a dealer of 667-of-1000 computes 1,667.
//! A user whose curve crate has no fixed-base table, or a slower one, keeps a
//! [`FixedBaseTable`] and multiplies with [`FixedBaseTable::mul`].
//!
//! # Method
//!
//! With a window of `W` bits, the scalar is written in signed radix `2^W`,
//! `k = sum d_i 2^(W i)`, with `d_i` in `[-2^(W-1), 2^(W-1))` except the top
//! digit, which is in `[0, 2^(W-1)]`. There are `ceil((NUM_BITS + 1) / W)`
//! positions: one bit more than the scalar field's, so that the carry out of
//! the last full window always lands in a digit of the table. Row `i` of the
//! table holds `j * 2^(W i) * G` for `j` in `1..=2^(W-1)`. Then
//! `k * G = sum [d_i](2^(W i) G)`: one addition per position and no
//! doubling.
//!
//! The entries are stored in affine form ([`AffineEntries`]) where the curve
//! crate's mixed addition is faster than its general one, else in the
//! group's own type ([`ProjectiveEntries`]).
//!
//! # Side channels
//!
//! The scalar is secret (a nonce, a share, a polynomial coefficient). The
//! recoding into digits is straight-line arithmetic on the scalar's bytes. For
//! each position every entry of the row is read and one is kept with
//! [`ConditionallySelectable`], keyed by a constant-time comparison with the
//! digit's magnitude; the sign is applied with another conditional select of
//! the negated entry. The digits' signs and magnitudes are selected through
//! `subtle`, never by a mask made from the carry by hand. No branch and no memory address depends on the scalar.
//! The additions must be *complete* (correct for every pair of inputs, the
//! identity and equal points included) and branch-free, so that a zero digit
//! or a repeated partial sum needs no special case: every user of this
//! table documents this of the curve crate's addition for its entry form. The
//! digits, the carry, the scalar's bytes and the selected entries are
//! zeroized after use; the accumulator is the caller's result.
//!
//! The table itself is public: multiples of the generator.
//!
//! # Memory
//!
//! The type needs only `alloc`. A user builds its table once, on first use
//! (for instance in a `std::sync::OnceLock`).
//!
//! # Reference
//!
//! Signed fixed windows over a comb of precomputed multiples: the "fixed-base
//! windowing" of Brickell, Gordon, McCurley and Wilson, *Fast exponentiation
//! with precomputation* (EUROCRYPT 1992), with digits in signed radix `2^W`
//! so that a row holds `2^(W-1)` multiples instead of `2^W - 1`.

use alloc::vec::Vec;
use core::marker::PhantomData;
use core::ops::Neg;

use ff::PrimeField;
use group::{Curve, CurveAffine, Group};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

/// How a [`FixedBaseTable`] stores its points: [`AffineEntries`] or
/// [`ProjectiveEntries`], whichever is faster for the curve crate.
pub trait EntryForm<G: Group> {
    /// A stored point.
    type Entry: Copy + ConditionallySelectable + Neg<Output = Self::Entry> + Zeroize;

    /// The identity, which stands for a zero digit.
    fn identity() -> Self::Entry;

    /// Converts the table's points, computed in the group's own type.
    fn convert(points: Vec<G>) -> Vec<Self::Entry>;

    /// `acc += entry`, with a complete, branch-free addition law.
    fn add_assign(acc: &mut G, entry: &Self::Entry);
}

/// Entries in affine form, added with the curve crate's mixed addition
/// (projective plus affine), which saves a few field multiplications and
/// halves the memory read per row compared with projective entries.
#[derive(Clone, Copy, Debug)]
pub struct AffineEntries;

impl<G: Curve> EntryForm<G> for AffineEntries
where
    G::Affine: ConditionallySelectable + Zeroize,
{
    type Entry = G::Affine;

    fn identity() -> Self::Entry {
        Self::Entry::identity()
    }

    /// One batched inversion for the whole table.
    fn convert(points: Vec<G>) -> Vec<Self::Entry> {
        let mut entries = alloc::vec![Self::Entry::identity(); points.len()];
        G::batch_normalize(&points, &mut entries);
        entries
    }

    fn add_assign(acc: &mut G, entry: &Self::Entry) {
        *acc += *entry;
    }
}

/// Entries in the group's own type, added with its general addition: for
/// curve crates whose mixed addition is no faster.
#[derive(Clone, Copy, Debug)]
pub struct ProjectiveEntries;

impl<G: Group + ConditionallySelectable + Zeroize> EntryForm<G> for ProjectiveEntries {
    type Entry = G;

    fn identity() -> Self::Entry {
        G::identity()
    }

    fn convert(points: Vec<G>) -> Vec<Self::Entry> {
        points
    }

    fn add_assign(acc: &mut G, entry: &Self::Entry) {
        *acc += entry;
    }
}

/// `[j * 2^(W i)] G` for every position `i` and `j` in `1..=2^(W-1)`, for the
/// constant-time [`FixedBaseTable::mul`], stored in the form `F`.
///
/// `W` is the window width in bits, from 2 to 8 (checked at compile time). A
/// wider window means fewer additions but longer rows to read in full; the
/// best width and form depend on the curve crate's arithmetic and are
/// measured per curve. The table holds `ceil((NUM_BITS + 1) / W) * 2^(W-1)`
/// points.
pub struct FixedBaseTable<G: Group, const W: usize, F: EntryForm<G>> {
    /// Row `i` is `entries[i * 2^(W-1) .. (i + 1) * 2^(W-1)]`.
    entries: Vec<F::Entry>,
    group: PhantomData<G>,
}

impl<G: Group, const W: usize, F: EntryForm<G>> core::fmt::Debug for FixedBaseTable<G, W, F>
where
    G::Scalar: PrimeField,
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FixedBaseTable")
            .field("window", &W)
            .field("positions", &SignedDigits::<G::Scalar, W>::POSITIONS)
            .finish_non_exhaustive()
    }
}

impl<G: Group, const W: usize, F: EntryForm<G>> FixedBaseTable<G, W, F>
where
    G::Scalar: PrimeField,
{
    /// Entries per row: the multiples `1..=2^(W-1)` of the row's base.
    const ROW: usize = 1 << (W - 1);

    /// Builds the table from `G::generator()`: each row by repeated
    /// addition of its base, the next row's base `2^W * base` by doubling the
    /// row's last entry `2^(W-1) * base`. Public data only, so variable time
    /// is fine; it costs `POSITIONS * 2^(W-1)` additions.
    pub fn new() -> Self {
        const {
            assert!(W >= 2 && W <= 8, "the window width must be 2 to 8 bits");
        }
        let positions = SignedDigits::<G::Scalar, W>::POSITIONS;
        let mut points = Vec::with_capacity(positions * Self::ROW);
        let mut base = G::generator();
        for _ in 0..positions {
            let mut multiple = base;
            for j in 1..=Self::ROW {
                points.push(multiple);
                if j < Self::ROW {
                    multiple += base;
                }
            }
            base = multiple.double();
        }
        Self {
            entries: F::convert(points),
            group: PhantomData,
        }
    }

    /// `k * G`, constant time in `k` (see the module documentation).
    ///
    /// Precondition, met by every curve module using this table: the curve
    /// crate's addition for the form `F` is complete and branch-free.
    pub fn mul(&self, k: &G::Scalar) -> G {
        let mut digits = SignedDigits::<G::Scalar, W>::new(k);
        let mut acc = G::identity();
        for row in self.entries.chunks_exact(Self::ROW) {
            let (negative, mut magnitude) = digits.next_digit();
            let mut entry = F::identity();
            for (j, candidate) in (1u16..).zip(row) {
                entry.conditional_assign(candidate, magnitude.ct_eq(&j));
            }
            let mut negated = -entry;
            entry.conditional_assign(&negated, negative);
            F::add_assign(&mut acc, &entry);
            entry.zeroize();
            negated.zeroize();
            magnitude.zeroize();
        }
        acc
    }
}

impl<G: Group, const W: usize, F: EntryForm<G>> Default for FixedBaseTable<G, W, F>
where
    G::Scalar: PrimeField,
{
    fn default() -> Self {
        Self::new()
    }
}

/// The signed radix-`2^W` digits of a scalar, least significant first,
/// computed one at a time in straight-line code. Wipes the scalar's bytes and
/// the carry on drop.
///
/// Reads the scalar's integer value from `to_repr()`, whose byte order is
/// found from the encoding of one (public): little-endian if its first byte
/// is 1, else big-endian, the two orders of the curve crates.
pub(crate) struct SignedDigits<S: PrimeField, const W: usize> {
    /// The scalar's canonical encoding, little-endian whatever the field's
    /// order.
    bytes: S::Repr,
    /// Index of the next digit.
    position: usize,
    /// 1 if the previous digit was made negative by borrowing `2^W` from this
    /// one, else 0.
    carry: u16,
}

impl<S: PrimeField, const W: usize> SignedDigits<S, W> {
    /// Number of digits: `ceil((NUM_BITS + 1) / W)` (see the module
    /// documentation for why one bit more than the scalars').
    pub(crate) const POSITIONS: usize = (S::NUM_BITS as usize + 1).div_ceil(W);

    /// Starts the recoding of `k`, from its little-endian bytes.
    pub(crate) fn new(k: &S) -> Self {
        let mut bytes = k.to_repr();
        // The byte order is a property of the type, not of `k`.
        if S::ONE.to_repr().as_ref().first() != Some(&1) {
            bytes.as_mut().reverse();
        }
        Self {
            bytes,
            position: 0,
            carry: 0,
        }
    }

    /// The next digit as its sign (set for a negative digit) and magnitude:
    /// at most `2^(W-1)`, and `2^(W-1)` only for a negative digit or the top
    /// one. Only the digit's position, which is public, selects the bytes
    /// read and whether the digit may borrow.
    pub(crate) fn next_digit(&mut self) -> (Choice, u16) {
        let bit = self.position * W;
        let bytes = self.bytes.as_ref();
        let low = u16::from(bytes.get(bit / 8).copied().unwrap_or(0));
        let high = u16::from(bytes.get(bit / 8 + 1).copied().unwrap_or(0));
        let mut window = ((low | (high << 8)) >> (bit % 8)) & ((1 << W) - 1);
        // At most 2^W: a full window plus the carry.
        let mut value = window + self.carry;
        self.position += 1;
        let (negative, magnitude) = if self.position < Self::POSITIONS {
            // Values from 2^(W-1) up become `value - 2^W`, borrowing 1 from
            // the next digit.
            self.carry = (value + (1 << (W - 1))) >> W;
            // `2^W - value` if the digit is negative, else `value`, chosen
            // through `subtle` (`value` is at most `2^W`).
            let negative = Choice::from(self.carry as u8);
            let mut complement = (1u16 << W) - value;
            let magnitude = u16::conditional_select(&value, &complement, negative);
            complement.zeroize();
            (negative, magnitude)
        } else {
            // The top window covers at most W - 1 bits of the scalar (the
            // positions count one bit more), so its value is at most
            // 2^(W-1) and it is used as is, unsigned.
            (Choice::from(0), value)
        };
        window.zeroize();
        value.zeroize();
        (negative, magnitude)
    }
}

impl<S: PrimeField, const W: usize> Drop for SignedDigits<S, W> {
    fn drop(&mut self) {
        self.bytes.as_mut().zeroize();
        self.carry.zeroize();
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use ff::{Field, PrimeField};
    use group::Group;

    use super::{AffineEntries, EntryForm, FixedBaseTable, ProjectiveEntries, SignedDigits};
    #[cfg(all(feature = "std", feature = "p256"))]
    use crate::testing::fixed_base_agrees;
    use crate::testing::test_rng;

    /// `2^w` as a scalar.
    fn radix<S: PrimeField>(w: usize) -> S {
        S::from(1u64 << w)
    }

    /// Edge and patterned scalars: 0, 1, 2, -1, -2, every power of two below
    /// `2^NUM_BITS`, and, with and without negation, the scalars whose every
    /// window holds `2^(W-1) - 1`, `2^(W-1)` or `2^W - 1` (the ends of the signed
    /// range and the carries' edge cases), reduced modulo the group order.
    fn edge_scalars<S: PrimeField, const W: usize>() -> Vec<S> {
        let two = S::from(2u64);
        let mut scalars = alloc::vec![S::ZERO, S::ONE, two, -S::ONE, -two,];
        let mut power = S::ONE;
        for _ in 0..S::NUM_BITS {
            scalars.push(power);
            power *= two;
        }
        let positions = SignedDigits::<S, W>::POSITIONS;
        for raw in [(1u64 << (W - 1)) - 1, 1 << (W - 1), (1 << W) - 1] {
            let mut sum = S::ZERO;
            let mut place = S::ONE;
            for _ in 0..positions {
                sum += place * S::from(raw);
                place *= radix::<S>(W);
            }
            scalars.push(sum);
            scalars.push(-sum);
        }
        scalars
    }

    /// Edge scalars followed by random ones.
    fn test_scalars<S: PrimeField, const W: usize>(seed: u64) -> Vec<S> {
        let mut rng = test_rng(seed);
        let mut scalars = edge_scalars::<S, W>();
        scalars.extend((0..64).map(|_| S::random(&mut rng)));
        scalars
    }

    /// Every digit is in range (`[-2^(W-1), 2^(W-1))`, the top one in
    /// `[0, 2^(W-1)]`), and `sum d_i 2^(W i)` gives back the scalar.
    fn digits_recompose_the_scalar<S: PrimeField, const W: usize>() {
        let half = 1u16 << (W - 1);
        let positions = SignedDigits::<S, W>::POSITIONS;
        for k in test_scalars::<S, W>(401) {
            let mut recoder = SignedDigits::<S, W>::new(&k);
            let digits: Vec<(bool, u16)> = (0..positions)
                .map(|_| {
                    let (negative, magnitude) = recoder.next_digit();
                    (bool::from(negative), magnitude)
                })
                .collect();
            let mut sum = S::ZERO;
            for (i, &(negative, magnitude)) in digits.iter().enumerate().rev() {
                if i + 1 == positions {
                    assert!(!negative && magnitude <= half, "top digit {magnitude}");
                } else if negative {
                    assert!(magnitude <= half, "digit -{magnitude}");
                } else {
                    assert!(magnitude < half, "digit {magnitude}");
                }
                let value = S::from(u64::from(magnitude));
                sum = sum * radix::<S>(W) + if negative { -value } else { value };
            }
            assert_eq!(sum, k);
        }
    }

    /// The table's multiplication equals the group's own `G * k`, on edge
    /// and random scalars (the suites' `mul_base` is checked on the same
    /// edge scalars by frost-core's generic suite tests).
    fn table_matches_plain_multiplication<G, const W: usize, F>()
    where
        G: Group + core::fmt::Debug,
        G::Scalar: PrimeField,
        F: EntryForm<G>,
    {
        let table = FixedBaseTable::<G, W, F>::new();
        let g = G::generator();
        for k in test_scalars::<G::Scalar, W>(402) {
            let expected = g * k;
            assert_eq!(table.mul(&k), expected, "table, {k:?}");
        }
        assert!(bool::from(table.mul(&G::Scalar::ZERO).is_identity()));
        assert_eq!(table.mul(&G::Scalar::ONE), g);
        assert_eq!(table.mul(&-G::Scalar::ONE), -g);
    }

    /// secp256k1: scalars fill their 256 bits, so with widths 4 and 8, which
    /// divide 256, the carry needs the extra position.
    #[test]
    fn secp256k1_table() {
        digits_recompose_the_scalar::<k256::Scalar, 2>();
        digits_recompose_the_scalar::<k256::Scalar, 4>();
        digits_recompose_the_scalar::<k256::Scalar, 5>();
        digits_recompose_the_scalar::<k256::Scalar, 8>();
        table_matches_plain_multiplication::<k256::ProjectivePoint, 2, AffineEntries>();
        table_matches_plain_multiplication::<k256::ProjectivePoint, 4, AffineEntries>();
        table_matches_plain_multiplication::<k256::ProjectivePoint, 5, AffineEntries>();
        table_matches_plain_multiplication::<k256::ProjectivePoint, 8, AffineEntries>();
    }

    /// P-256: the width its suite uses (6) and the ends of the range.
    #[test]
    fn p256_table() {
        digits_recompose_the_scalar::<p256::Scalar, 2>();
        digits_recompose_the_scalar::<p256::Scalar, 6>();
        digits_recompose_the_scalar::<p256::Scalar, 8>();
        table_matches_plain_multiplication::<p256::ProjectivePoint, 2, AffineEntries>();
        table_matches_plain_multiplication::<p256::ProjectivePoint, 6, AffineEntries>();
        table_matches_plain_multiplication::<p256::ProjectivePoint, 8, AffineEntries>();
    }

    /// Ed448 (little-endian scalars, projective entries): width 6 and the
    /// ends of the range.
    #[test]
    fn ed448_table() {
        use ed448_goldilocks::{EdwardsPoint, EdwardsScalar};
        digits_recompose_the_scalar::<EdwardsScalar, 2>();
        digits_recompose_the_scalar::<EdwardsScalar, 6>();
        digits_recompose_the_scalar::<EdwardsScalar, 8>();
        table_matches_plain_multiplication::<EdwardsPoint, 2, ProjectiveEntries>();
        table_matches_plain_multiplication::<EdwardsPoint, 6, ProjectiveEntries>();
        table_matches_plain_multiplication::<EdwardsPoint, 8, ProjectiveEntries>();
    }

    /// P-256's fixed-base multiplication, as its suite calls it, against
    /// p256's multiplication by the generator on the shared edge scalars and
    /// 1,000 random ones ([`fixed_base_agrees`]).
    #[cfg(all(feature = "std", feature = "p256"))]
    #[test]
    fn p256_mul_base_agrees_with_the_curve_crate() {
        fixed_base_agrees::<p256::ProjectivePoint>(
            |scalars| Some(scalars.iter().map(crate::p256::mul_base).collect()),
            false,
            7,
        );
    }
}

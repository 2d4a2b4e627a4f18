//! Constant-time multiplication of a suite's generator by a secret scalar
//! (`ScalarBaseMult`, RFC 9591, Section 3.1) with a precomputed table.
//!
//! Nonces (Section 4.1), dealer commitments and verifying shares (Appendix
//! C) are all `k * G` for a secret `k`; at 667-of-1000 a dealer computes
//! 1,667 of them. A suite whose curve crate has no fixed-base table, or a
//! slower one, keeps a [`FixedBaseTable`] and overrides
//! [`Ciphersuite::mul_base`] with [`FixedBaseTable::mul`].
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
//! suite's element type ([`ProjectiveEntries`]).
//!
//! # Side channels
//!
//! The scalar is secret (a nonce, a share, a polynomial coefficient). The
//! recoding into digits is straight-line arithmetic on the scalar's bytes. For
//! each position every entry of the row is read and one is kept with
//! [`ConditionallySelectable`], keyed by a constant-time comparison with the
//! digit's magnitude; the sign is applied with another conditional select of
//! the negated entry. No branch and no memory address depends on the scalar.
//! The additions must be *complete* (correct for every pair of inputs, the
//! identity and equal points included) and branch-free, so that a zero digit
//! or a repeated partial sum needs no special case: every suite using this
//! table documents this of the curve crate's addition for its entry form. The
//! digits, the carry, the scalar's bytes and the selected entries are
//! zeroized after use.
//!
//! The table itself is public: multiples of the generator.
//!
//! # Memory
//!
//! The type needs only `alloc`. A suite builds its table once, on first use,
//! in a `std::sync::OnceLock` behind its `std` feature, and without `std`
//! keeps its curve crate's multiplication.

use alloc::vec::Vec;
use core::marker::PhantomData;
use core::ops::Neg;

use ff::PrimeField;
use group::{Curve, CurveAffine, Group};
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

use crate::{Ciphersuite, Element, Scalar};

/// How a [`FixedBaseTable`] stores its points: [`AffineEntries`] or
/// [`ProjectiveEntries`], whichever is faster for the curve crate.
pub trait EntryForm<C: Ciphersuite> {
    /// A stored point.
    type Entry: Copy + ConditionallySelectable + Neg<Output = Self::Entry> + Zeroize;

    /// The identity, which stands for a zero digit.
    fn identity() -> Self::Entry;

    /// Converts the table's points, computed in the suite's element type.
    fn convert(points: Vec<Element<C>>) -> Vec<Self::Entry>;

    /// `acc += entry`, with a complete, branch-free addition law.
    fn add_assign(acc: &mut Element<C>, entry: &Self::Entry);
}

/// Entries in affine form, added with the curve crate's mixed addition
/// (projective plus affine), which saves a few field multiplications and
/// halves the memory read per row compared with projective entries.
#[derive(Clone, Copy, Debug)]
pub struct AffineEntries;

impl<C: Ciphersuite> EntryForm<C> for AffineEntries
where
    Element<C>: Curve,
    <Element<C> as Curve>::Affine: ConditionallySelectable + Zeroize,
{
    type Entry = <Element<C> as Curve>::Affine;

    fn identity() -> Self::Entry {
        Self::Entry::identity()
    }

    /// One batched inversion for the whole table.
    fn convert(points: Vec<Element<C>>) -> Vec<Self::Entry> {
        let mut entries = alloc::vec![Self::Entry::identity(); points.len()];
        Element::<C>::batch_normalize(&points, &mut entries);
        entries
    }

    fn add_assign(acc: &mut Element<C>, entry: &Self::Entry) {
        *acc += *entry;
    }
}

/// Entries in the suite's own element type, added with its general addition:
/// for curve crates whose mixed addition is no faster.
#[derive(Clone, Copy, Debug)]
pub struct ProjectiveEntries;

impl<C: Ciphersuite> EntryForm<C> for ProjectiveEntries
where
    Element<C>: ConditionallySelectable + Zeroize,
{
    type Entry = Element<C>;

    fn identity() -> Self::Entry {
        Element::<C>::identity()
    }

    fn convert(points: Vec<Element<C>>) -> Vec<Self::Entry> {
        points
    }

    fn add_assign(acc: &mut Element<C>, entry: &Self::Entry) {
        *acc += entry;
    }
}

/// `[j * 2^(W i)] G` for every position `i` and `j` in `1..=2^(W-1)`, for the
/// constant-time [`FixedBaseTable::mul`], stored in the form `F`.
///
/// `W` is the window width in bits, from 2 to 8 (checked at compile time). A
/// wider window means fewer additions but longer rows to read in full; the
/// best width and form depend on the curve crate's arithmetic and are
/// measured per suite. The table holds `ceil((NUM_BITS + 1) / W) * 2^(W-1)`
/// points.
pub struct FixedBaseTable<C: Ciphersuite, const W: usize, F: EntryForm<C>> {
    /// Row `i` is `entries[i * 2^(W-1) .. (i + 1) * 2^(W-1)]`.
    entries: Vec<F::Entry>,
    suite: PhantomData<C>,
}

impl<C: Ciphersuite, const W: usize, F: EntryForm<C>> core::fmt::Debug for FixedBaseTable<C, W, F> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("FixedBaseTable")
            .field("window", &W)
            .field("positions", &SignedDigits::<C, W>::POSITIONS)
            .finish_non_exhaustive()
    }
}

impl<C: Ciphersuite, const W: usize, F: EntryForm<C>> FixedBaseTable<C, W, F> {
    /// Entries per row: the multiples `1..=2^(W-1)` of the row's base.
    const ROW: usize = 1 << (W - 1);

    /// Builds the table from `C::Group::generator()`: each row by repeated
    /// addition of its base, the next row's base `2^W * base` by doubling the
    /// row's last entry `2^(W-1) * base`. Public data only, so variable time
    /// is fine; it costs `POSITIONS * 2^(W-1)` additions.
    pub fn new() -> Self {
        const {
            assert!(W >= 2 && W <= 8, "the window width must be 2 to 8 bits");
        }
        let positions = SignedDigits::<C, W>::POSITIONS;
        let mut points = Vec::with_capacity(positions * Self::ROW);
        let mut base = Element::<C>::generator();
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
            suite: PhantomData,
        }
    }

    /// `k * G`, constant time in `k` (see the module documentation).
    ///
    /// Precondition, met by every suite using this table: the curve crate's
    /// addition for the form `F` is complete and branch-free.
    pub fn mul(&self, k: &Scalar<C>) -> Element<C> {
        let mut digits = SignedDigits::<C, W>::new(k);
        let mut acc = Element::<C>::identity();
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

impl<C: Ciphersuite, const W: usize, F: EntryForm<C>> Default for FixedBaseTable<C, W, F> {
    fn default() -> Self {
        Self::new()
    }
}

/// The signed radix-`2^W` digits of a scalar, least significant first,
/// computed one at a time in straight-line code. Wipes the scalar's bytes and
/// the carry on drop.
///
/// Reads the scalar's integer value from `to_repr()`, in the byte order
/// [`Ciphersuite::SCALAR_LITTLE_ENDIAN`] gives: `SerializeScalar` for every
/// suite here.
pub(crate) struct SignedDigits<C: Ciphersuite, const W: usize> {
    /// The scalar's canonical encoding, little-endian whatever the suite's
    /// order.
    bytes: crate::ScalarBytes<C>,
    /// Index of the next digit.
    position: usize,
    /// 1 if the previous digit was made negative by borrowing `2^W` from this
    /// one, else 0.
    carry: u16,
}

impl<C: Ciphersuite, const W: usize> SignedDigits<C, W> {
    /// Number of digits: `ceil((NUM_BITS + 1) / W)` (see the module
    /// documentation for why one bit more than the scalars').
    pub(crate) const POSITIONS: usize = (Scalar::<C>::NUM_BITS as usize + 1).div_ceil(W);

    /// Starts the recoding of `k`, from its little-endian bytes.
    pub(crate) fn new(k: &Scalar<C>) -> Self {
        let mut bytes = k.to_repr();
        if !C::SCALAR_LITTLE_ENDIAN {
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
            let borrowed = self.carry << W;
            // `2^W - value` if the digit is negative, else `value`: with the
            // mask all ones for a carry of 1, `(value ^ mask) + 1` is
            // `-value` modulo 2^16.
            let mask = self.carry.wrapping_neg();
            let magnitude = (value ^ mask)
                .wrapping_add(self.carry)
                .wrapping_add(borrowed);
            (Choice::from(self.carry as u8), magnitude)
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

impl<C: Ciphersuite, const W: usize> Drop for SignedDigits<C, W> {
    fn drop(&mut self) {
        self.bytes.as_mut().zeroize();
        self.carry.zeroize();
    }
}

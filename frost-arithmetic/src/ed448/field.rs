//! Arithmetic in the base field of edwards448, GF(p) with
//! `p = 2^448 - 2^224 - 1` (RFC 8032, Section 5.2; RFC 7748, Section 4.2).
//!
//! An element is eight limbs of 56 bits in `u64` words, value
//! `sum(limb[i] * 2^(56 i))`. Limbs may exceed 56 bits by a few bits between
//! operations ("weakly reduced": every limb below `2^57`); only
//! [`FieldElement::to_bytes`], the comparisons and the sign compute the
//! canonical representative in `[0, p)`.
//!
//! The prime is a "golden" Solinas prime: with `phi = 2^224`,
//! `2^448 = phi^2 = phi + 1 (mod p)`. Multiplication splits each operand
//! into halves `a = a0 + a1 phi` and uses
//! `a b = (a0 b0 + a1 b1) + ((a0 + a1)(b0 + b1) - a0 b0) phi (mod p)`,
//! three 4x4-limb products instead of four (Karatsuba), with no other
//! reduction than folding `2^448` onto `2^224 + 1`.
//!
//! Every routine is constant time: no branch or memory index depends on the
//! values, so the same code may serve secret data.

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};

/// The low 56 bits of a word.
const MASK: u64 = (1 << 56) - 1;

/// The limbs of `p`: all ones but bit 224 (the lowest bit of limb 4).
const P: [u64; 8] = [MASK, MASK, MASK, MASK, MASK - 1, MASK, MASK, MASK];

/// An element of GF(p), weakly reduced (see the module documentation).
/// Holders of secret-dependent elements clear them with `zeroize` (zero
/// limbs are the field's zero).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FieldElement(pub(crate) [u64; 8]);

impl zeroize::DefaultIsZeroes for FieldElement {}

/// `edwards448`'s `d = -39081` (RFC 8032, Section 5.2), as the positive
/// constant multiplied in [`FieldElement::mul_by_minus_d`].
const MINUS_D: u64 = 39081;

impl FieldElement {
    /// Zero.
    pub(crate) const ZERO: Self = Self([0; 8]);
    /// One.
    pub(crate) const ONE: Self = Self([1, 0, 0, 0, 0, 0, 0, 0]);
    /// The curve constant `d = -39081 = p - 39081`.
    pub(crate) const D: Self = Self([MASK - MINUS_D, MASK, MASK, MASK, MASK - 1, MASK, MASK, MASK]);

    /// Moves the bits above 56 of every limb into the next limb, all limbs
    /// at once (no carry chain, so the steps run in parallel); the bits above
    /// limb 7 weigh `2^448 = 2^224 + 1` and go to limbs 0 and 4. For limbs
    /// below `2^63` every carry is below `2^7`, so the result has limbs below
    /// `2^56 + 2^8`.
    #[inline(always)]
    fn weak_reduce(limbs: [u64; 8]) -> Self {
        let top = limbs[7] >> 56;
        let mut reduced = [0u64; 8];
        reduced[0] = (limbs[0] & MASK) + top;
        for i in 1..8 {
            reduced[i] = (limbs[i] & MASK) + (limbs[i - 1] >> 56);
        }
        reduced[4] += top;
        Self(reduced)
    }

    /// Carries 128-bit column sums (each below `2^124`) into weakly reduced
    /// limbs, in two independent chains (limbs 0-3 and 4-7) that the
    /// processor can interleave.
    #[inline(always)]
    fn carry_wide(columns: [u128; 8]) -> Self {
        let mut limbs = [0u64; 8];
        let (mut low_carry, mut high_carry) = (0u128, 0u128);
        for i in 0..4 {
            let low = columns[i] + low_carry;
            limbs[i] = (low as u64) & MASK;
            low_carry = low >> 56;
            let high = columns[i + 4] + high_carry;
            limbs[i + 4] = (high as u64) & MASK;
            high_carry = high >> 56;
        }
        // Both carries are below 2^69. The low chain's weighs 2^224 (limb 4),
        // the high chain's 2^448 = 2^224 + 1 (limbs 4 and 0). One more carry
        // from limbs 0 and 4 keeps every limb below 2^57.
        let v4 = u128::from(limbs[4]) + low_carry + high_carry;
        limbs[4] = (v4 as u64) & MASK;
        limbs[5] += (v4 >> 56) as u64;
        let v0 = u128::from(limbs[0]) + high_carry;
        limbs[0] = (v0 as u64) & MASK;
        limbs[1] += (v0 >> 56) as u64;
        Self(limbs)
    }

    /// `self + rhs`.
    #[inline(always)]
    pub(crate) fn add(&self, rhs: &Self) -> Self {
        let mut limbs = [0u64; 8];
        for (i, limb) in limbs.iter_mut().enumerate() {
            *limb = self.0[i] + rhs.0[i];
        }
        Self::weak_reduce(limbs)
    }

    /// `self - rhs`, computed as `self + 4p - rhs` so that no limb goes
    /// negative (`rhs`'s limbs are below `2^57 < 4 p_i`).
    #[inline(always)]
    pub(crate) fn sub(&self, rhs: &Self) -> Self {
        let mut limbs = [0u64; 8];
        for (i, limb) in limbs.iter_mut().enumerate() {
            *limb = self.0[i] + 4 * P[i] - rhs.0[i];
        }
        Self::weak_reduce(limbs)
    }

    /// `-self`.
    #[inline(always)]
    pub(crate) fn neg(&self) -> Self {
        Self::ZERO.sub(self)
    }

    /// `2 self`.
    #[inline(always)]
    pub(crate) fn double(&self) -> Self {
        self.add(self)
    }

    /// `self * rhs`.
    #[inline(always)]
    pub(crate) fn mul(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        let mut a_sum = [0u64; 4];
        let mut b_sum = [0u64; 4];
        for i in 0..4 {
            a_sum[i] = a[i] + a[i + 4];
            b_sum[i] = b[i] + b[i + 4];
        }
        let low = mul_4x4(&[a[0], a[1], a[2], a[3]], &[b[0], b[1], b[2], b[3]]);
        let high = mul_4x4(&[a[4], a[5], a[6], a[7]], &[b[4], b[5], b[6], b[7]]);
        let mid = mul_4x4(&a_sum, &b_sum);
        Self::combine(&low, &high, &mid)
    }

    /// `self^2`, with the symmetric products counted once.
    #[inline(always)]
    pub(crate) fn square(&self) -> Self {
        let a = &self.0;
        let mut a_sum = [0u64; 4];
        for i in 0..4 {
            a_sum[i] = a[i] + a[i + 4];
        }
        let low = square_4(&[a[0], a[1], a[2], a[3]]);
        let high = square_4(&[a[4], a[5], a[6], a[7]]);
        let mid = square_4(&a_sum);
        Self::combine(&low, &high, &mid)
    }

    /// `(low + high) + (mid - low) 2^224`, the Karatsuba recombination,
    /// with the columns 8..10 folded by `2^448 = 2^224 + 1`. `mid - low` is
    /// non-negative column by column, since `mid`'s columns contain `low`'s.
    #[inline(always)]
    fn combine(low: &[u128; 7], high: &[u128; 7], mid: &[u128; 7]) -> Self {
        let mut columns = [0u128; 11];
        for k in 0..7 {
            columns[k] += low[k] + high[k];
            columns[k + 4] += mid[k] - low[k];
        }
        for k in (8..11).rev() {
            let v = columns[k];
            columns[k - 8] += v;
            columns[k - 4] += v;
        }
        let mut folded = [0u128; 8];
        folded.copy_from_slice(&columns[..8]);
        Self::carry_wide(folded)
    }

    /// `self^(2^k)`.
    #[inline]
    pub(crate) fn square_n(&self, k: u32) -> Self {
        let mut x = *self;
        for _ in 0..k {
            x = x.square();
        }
        x
    }

    /// `-d * self = 39081 * self`, cheaper than a general multiplication.
    #[inline(always)]
    pub(crate) fn mul_by_minus_d(&self) -> Self {
        let mut columns = [0u128; 8];
        for (column, limb) in columns.iter_mut().zip(self.0) {
            *column = u128::from(limb) * u128::from(MINUS_D);
        }
        Self::carry_wide(columns)
    }

    /// `d * self`.
    #[inline(always)]
    pub(crate) fn mul_by_d(&self) -> Self {
        self.mul_by_minus_d().neg()
    }

    /// `self^((p - 3) / 4) = self^(2^446 - 2^222 - 1)`, the exponentiation
    /// shared by inversion and square roots. Writing `e(k)` for
    /// `self^(2^k - 1)`, `e(a + b) = e(a)^(2^b) e(b)`, and
    /// `2^446 - 2^222 - 1 = (2^223 - 1) 2^223 + (2^222 - 1)`: 445 squarings
    /// and 13 multiplications.
    fn pow_p_minus_3_over_4(&self) -> Self {
        let e1 = *self;
        let e2 = e1.square().mul(&e1);
        let e3 = e2.square().mul(&e1);
        let e6 = e3.square_n(3).mul(&e3);
        let e12 = e6.square_n(6).mul(&e6);
        let e24 = e12.square_n(12).mul(&e12);
        let e48 = e24.square_n(24).mul(&e24);
        let e96 = e48.square_n(48).mul(&e48);
        let e192 = e96.square_n(96).mul(&e96);
        let e216 = e192.square_n(24).mul(&e24);
        let e222 = e216.square_n(6).mul(&e6);
        let e223 = e222.square().mul(&e1);
        e223.square_n(223).mul(&e222)
    }

    /// `1 / self` by Fermat's little theorem, `self^(p - 2)` with
    /// `p - 2 = 4 (p - 3) / 4 + 1`; zero maps to zero.
    pub(crate) fn invert(&self) -> Self {
        self.pow_p_minus_3_over_4().square_n(2).mul(self)
    }

    /// `sqrt(u / v)` when `u / v` is a square (RFC 8032, Section 5.2.3):
    /// since `p = 3 (mod 4)`, `x = (u / v)^((p + 1) / 4)`, computed without
    /// an inversion as `u^3 v (u^5 v^3)^((p - 3) / 4)`. Returns the candidate
    /// and whether `v x^2 = u` (false when `u / v` is not a square, and when
    /// `v = 0` unless `u = 0`).
    pub(crate) fn sqrt_ratio(u: &Self, v: &Self) -> (Self, Choice) {
        let u2 = u.square();
        let u3 = u2.mul(u);
        let u5 = u3.mul(&u2);
        let v3 = v.square().mul(v);
        let x = u3.mul(v).mul(&u5.mul(&v3).pow_p_minus_3_over_4());
        let is_root = v.mul(&x.square()).ct_eq(u);
        (x, is_root)
    }

    /// Whether `self` is a non-zero square: Euler's criterion
    /// `self^((p - 1) / 2) = 1`, with `(p - 1) / 2 = 2 (p - 3) / 4 + 1`.
    pub(crate) fn is_square(&self) -> Choice {
        self.pow_p_minus_3_over_4()
            .square()
            .mul(self)
            .ct_eq(&Self::ONE)
    }

    /// The canonical limbs, each below `2^56`, of the value in `[0, p)`.
    fn canonical(&self) -> [u64; 8] {
        // Below 2^448 + 2^401 < 2p after one weak reduction, every limb
        // below 2^56 + 2^8.
        let mut limbs = Self::weak_reduce(self.0).0;
        // Subtract p; the final borrow is -1 exactly when the value was below p.
        let mut borrow = 0i64;
        for (limb, p) in limbs.iter_mut().zip(P) {
            let v = *limb as i64 - p as i64 + borrow;
            *limb = (v as u64) & MASK;
            borrow = v >> 56;
        }
        // Add p back in that case; the carry out of the top limb cancels the
        // borrow. The mask is made by `subtle`, behind its barrier.
        let add_back = u64::conditional_select(&0, &u64::MAX, Choice::from((borrow & 1) as u8));
        let mut carry = 0u64;
        for (limb, p) in limbs.iter_mut().zip(P) {
            let v = *limb + (p & add_back) + carry;
            *limb = v & MASK;
            carry = v >> 56;
        }
        limbs
    }

    /// The canonical 56-byte little-endian encoding (RFC 8032, Section 5.2.2).
    pub(crate) fn to_bytes(self) -> [u8; 56] {
        let mut bytes = [0u8; 56];
        for (chunk, limb) in bytes.chunks_exact_mut(7).zip(self.canonical()) {
            chunk.copy_from_slice(&limb.to_le_bytes()[..7]);
        }
        bytes
    }

    /// Decodes 56 little-endian bytes; the choice is false when the value is
    /// not below `p` (a non-canonical encoding).
    pub(crate) fn from_bytes(bytes: &[u8; 56]) -> (Self, Choice) {
        let mut limbs = [0u64; 8];
        for (limb, chunk) in limbs.iter_mut().zip(bytes.chunks_exact(7)) {
            let mut word = [0u8; 8];
            word[..7].copy_from_slice(chunk);
            *limb = u64::from_le_bytes(word);
        }
        let mut borrow = 0i64;
        for (limb, p) in limbs.iter().zip(P) {
            borrow = (*limb as i64 - p as i64 + borrow) >> 56;
        }
        (Self(limbs), Choice::from((borrow & 1) as u8))
    }

    /// Whether the canonical value is odd: the "sign" of RFC 8032, Section
    /// 5.2.2, stored in the top bit of a point encoding.
    pub(crate) fn is_negative(&self) -> Choice {
        Choice::from((self.canonical()[0] & 1) as u8)
    }

    /// Whether `self = 0`.
    pub(crate) fn is_zero(&self) -> Choice {
        self.ct_eq(&Self::ZERO)
    }
}

impl ConstantTimeEq for FieldElement {
    fn ct_eq(&self, other: &Self) -> Choice {
        self.canonical()[..].ct_eq(&other.canonical()[..])
    }
}

impl ConditionallySelectable for FieldElement {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        let mut limbs = [0u64; 8];
        for (i, limb) in limbs.iter_mut().enumerate() {
            *limb = u64::conditional_select(&a.0[i], &b.0[i], choice);
        }
        Self(limbs)
    }
}

/// The seven column sums of the product of two 4-limb numbers (limbs below
/// `2^58`, so each column is below `2^118`).
#[inline(always)]
fn mul_4x4(a: &[u64; 4], b: &[u64; 4]) -> [u128; 7] {
    let m = |i: usize, j: usize| u128::from(a[i]) * u128::from(b[j]);
    [
        m(0, 0),
        m(0, 1) + m(1, 0),
        m(0, 2) + m(1, 1) + m(2, 0),
        m(0, 3) + m(1, 2) + m(2, 1) + m(3, 0),
        m(1, 3) + m(2, 2) + m(3, 1),
        m(2, 3) + m(3, 2),
        m(3, 3),
    ]
}

/// [`mul_4x4`] of a number by itself: ten products instead of sixteen.
#[inline(always)]
fn square_4(a: &[u64; 4]) -> [u128; 7] {
    let m = |i: usize, j: usize| u128::from(a[i]) * u128::from(a[j]);
    let d = |i: usize, j: usize| u128::from(a[i]) * u128::from(2 * a[j]);
    [
        m(0, 0),
        d(0, 1),
        d(0, 2) + m(1, 1),
        d(0, 3) + d(1, 2),
        d(1, 3) + m(2, 2),
        d(2, 3),
        m(3, 3),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::canonical_decoding_agrees;

    /// A deterministic stream of test values: xorshift64*.
    struct Stream(u64);

    impl Stream {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }

        /// A canonical element from random bytes (cleared top bit, so the
        /// value is below 2^447 < p).
        fn element(&mut self) -> FieldElement {
            let mut bytes = [0u8; 56];
            for chunk in bytes.chunks_mut(8) {
                let word = self.next().to_le_bytes();
                chunk.copy_from_slice(&word[..chunk.len()]);
            }
            bytes[55] &= 0x7f;
            let (x, ok) = FieldElement::from_bytes(&bytes);
            assert!(bool::from(ok));
            x
        }

        /// A weakly reduced representation with limbs as large as allowed:
        /// `x + p` spread so that every limb is close to `2^57`.
        fn loose(&mut self) -> FieldElement {
            let x = self.element();
            let mut limbs = x.canonical();
            for (limb, p) in limbs.iter_mut().zip(P) {
                *limb += p;
            }
            FieldElement(limbs)
        }
    }

    fn p_minus(k: u64) -> FieldElement {
        let mut limbs = P;
        limbs[0] -= k;
        FieldElement(limbs)
    }

    fn edge_values() -> [FieldElement; 8] {
        let mut two_224 = [0u64; 8];
        two_224[4] = 1;
        [
            FieldElement::ZERO,
            FieldElement::ONE,
            p_minus(1),
            p_minus(2),
            FieldElement(two_224),
            FieldElement(two_224).sub(&FieldElement::ONE),
            FieldElement([MASK; 8]).sub(&FieldElement::ZERO),
            FieldElement::D,
        ]
    }

    /// Independent reference arithmetic: crypto-bigint's generic modular
    /// operations on 448-bit integers.
    mod reference {
        use ed448_goldilocks::elliptic_curve::bigint::{NonZero, U448};

        pub(super) fn modulus() -> NonZero<U448> {
            let mut bytes = [0xffu8; 56];
            bytes[28] = 0xfe;
            NonZero::new(U448::from_le_slice(&bytes)).expect("p is not zero")
        }

        pub(super) fn from(x: &super::FieldElement) -> U448 {
            U448::from_le_slice(&x.to_bytes())
        }

        pub(super) fn mul(a: &U448, b: &U448) -> U448 {
            a.mul_mod(b, &modulus())
        }

        pub(super) fn add(a: &U448, b: &U448) -> U448 {
            a.add_mod(b, &modulus())
        }

        pub(super) fn sub(a: &U448, b: &U448) -> U448 {
            a.sub_mod(b, &modulus())
        }

        pub(super) fn small(k: u64) -> U448 {
            U448::from_u64(k)
        }
    }

    /// Edge values and random values, random ones also in their loosest
    /// weakly reduced form.
    fn samples() -> alloc::vec::Vec<FieldElement> {
        let mut stream = Stream(0x1234_5678_9abc_def1);
        let mut values = edge_values().to_vec();
        for _ in 0..40 {
            values.push(stream.element());
            values.push(stream.loose());
        }
        values
    }

    #[test]
    fn ring_operations_match_reference() {
        let values = samples();
        for a in &values {
            let ra = reference::from(a);
            for b in &values {
                let rb = reference::from(b);
                assert_eq!(reference::from(&a.mul(b)), reference::mul(&ra, &rb));
                assert_eq!(reference::from(&a.add(b)), reference::add(&ra, &rb));
                assert_eq!(reference::from(&a.sub(b)), reference::sub(&ra, &rb));
            }
            assert_eq!(reference::from(&a.square()), reference::mul(&ra, &ra));
            assert_eq!(
                reference::from(&a.neg()),
                reference::sub(&reference::small(0), &ra)
            );
            assert_eq!(
                reference::from(&a.mul_by_d()),
                reference::from(&a.mul(&FieldElement::D))
            );
            assert_eq!(
                reference::from(&a.mul_by_minus_d()),
                reference::mul(&ra, &reference::small(MINUS_D))
            );
            assert_eq!(
                reference::from(&a.square_n(5)),
                reference::from(&a.square().square().square().square().square())
            );
        }
    }

    /// Chains of operations keep limbs in range: the outputs of each
    /// operation are valid inputs of every other.
    #[test]
    fn long_chains_stay_reduced() {
        let mut stream = Stream(7);
        let mut x = stream.loose();
        let mut rx = reference::from(&x);
        for i in 0..2000 {
            let y = if i % 2 == 0 {
                stream.loose()
            } else {
                p_minus(1)
            };
            let ry = reference::from(&y);
            match i % 5 {
                0 => (x, rx) = (x.mul(&y), reference::mul(&rx, &ry)),
                1 => (x, rx) = (x.add(&y), reference::add(&rx, &ry)),
                2 => (x, rx) = (x.sub(&y), reference::sub(&rx, &ry)),
                3 => (x, rx) = (x.square(), reference::mul(&rx, &rx)),
                _ => {
                    (x, rx) = (
                        x.mul_by_minus_d(),
                        reference::mul(&rx, &reference::small(MINUS_D)),
                    )
                }
            }
            assert!(x.0.iter().all(|limb| *limb < 1 << 57));
            assert_eq!(reference::from(&x), rx);
        }
    }

    #[test]
    fn d_is_minus_39081() {
        assert_eq!(
            reference::from(&FieldElement::D),
            reference::sub(&reference::small(0), &reference::small(39081))
        );
    }

    #[test]
    fn inversion() {
        for a in samples() {
            let inverse = a.invert();
            if bool::from(a.is_zero()) {
                assert!(bool::from(inverse.is_zero()));
            } else {
                assert!(bool::from(a.mul(&inverse).ct_eq(&FieldElement::ONE)));
            }
        }
    }

    #[test]
    fn square_roots_of_ratios() {
        let values = samples();
        let mut squares = 0;
        for (u, v) in values.iter().zip(values.iter().skip(3)) {
            let (x, is_root) = FieldElement::sqrt_ratio(u, v);
            let holds = v.mul(&x.square()).ct_eq(u);
            assert_eq!(bool::from(is_root), bool::from(holds));
            if bool::from(v.is_zero()) {
                continue;
            }
            // u / v is a square exactly when a root is found, and then so is
            // u / v times a non-square (-1, as p = 3 mod 4) not.
            let ratio = u.mul(&v.invert());
            let square = ratio.is_square() | ratio.is_zero();
            assert_eq!(bool::from(is_root), bool::from(square));
            if bool::from(is_root) && !bool::from(u.is_zero()) {
                squares += 1;
                let (_, negated) = FieldElement::sqrt_ratio(&u.neg(), v);
                assert!(!bool::from(negated));
            }
            // x^2 for a random x is always a square with root +-x.
            let (root, ok) = FieldElement::sqrt_ratio(&u.square(), &FieldElement::ONE);
            assert!(bool::from(ok));
            assert!(bool::from(root.ct_eq(u) | root.ct_eq(&u.neg())));
        }
        assert!(squares > 10);
    }

    #[test]
    fn encoding_is_canonical() {
        for a in samples() {
            let bytes = a.to_bytes();
            let (b, ok) = FieldElement::from_bytes(&bytes);
            assert!(bool::from(ok));
            assert!(bool::from(a.ct_eq(&b)));
            assert_eq!(b.to_bytes(), bytes);
            assert_eq!(bool::from(a.is_negative()), bytes[0] & 1 == 1);
        }
        // p - 1 is the largest canonical value; p, p + 1 and 2^448 - 1 are
        // refused.
        let mut p_bytes = [0xffu8; 56];
        p_bytes[28] = 0xfe;
        let mut below = p_bytes;
        below[0] = 0xfe;
        assert!(bool::from(FieldElement::from_bytes(&below).1));
        assert_eq!(FieldElement::from_bytes(&below).0.to_bytes(), below);
        assert!(!bool::from(FieldElement::from_bytes(&p_bytes).1));
        let mut above = p_bytes;
        above[0] = 0;
        above[28] = 0xff;
        assert!(!bool::from(FieldElement::from_bytes(&above).1));
        assert!(!bool::from(FieldElement::from_bytes(&[0xff; 56]).1));
        // p itself, loosely represented, encodes as zero.
        assert_eq!(FieldElement(P).to_bytes(), [0u8; 56]);
        assert!(bool::from(FieldElement(P).is_zero()));
    }

    /// Every operation against crypto-bigint on 10,000 values (canonical
    /// ones and their loosest weakly reduced forms, alternately): each edge
    /// value against every value, then consecutive pairs; each value through
    /// square, negation, inversion and `sqrt_ratio(a, 1)` (a root squares
    /// back; a refused value has `-a` a square, as `p = 3 (mod 4)`).
    #[test]
    fn agrees_with_crypto_bigint_on_10000_values() {
        let mut stream = Stream(0x5eed_0448);
        let edges = edge_values();
        let mut values = edges.to_vec();
        for i in 0..10_000 {
            values.push(if i % 2 == 0 {
                stream.element()
            } else {
                stream.loose()
            });
        }
        let pairs = edges
            .iter()
            .flat_map(|a| values.iter().map(move |b| (*a, *b)))
            .chain(values.windows(2).map(|pair| (pair[0], pair[1])));
        for (a, b) in pairs {
            let (ra, rb) = (reference::from(&a), reference::from(&b));
            assert_eq!(reference::from(&a.mul(&b)), reference::mul(&ra, &rb));
            assert_eq!(reference::from(&a.add(&b)), reference::add(&ra, &rb));
            assert_eq!(reference::from(&a.sub(&b)), reference::sub(&ra, &rb));
        }
        let zero = reference::small(0);
        let mut squares = 0;
        for a in &values {
            let ra = reference::from(a);
            assert_eq!(reference::from(&a.square()), reference::mul(&ra, &ra));
            assert_eq!(reference::from(&a.neg()), reference::sub(&zero, &ra));
            let inverse = reference::from(&a.invert());
            if ra == zero {
                assert_eq!(inverse, zero);
            } else {
                assert_eq!(reference::mul(&inverse, &ra), reference::small(1));
            }
            let (root, is_square) = FieldElement::sqrt_ratio(a, &FieldElement::ONE);
            if bool::from(is_square) {
                let r = reference::from(&root);
                assert_eq!(reference::mul(&r, &r), ra);
                squares += 1;
            } else {
                let (root, negated_is_square) =
                    FieldElement::sqrt_ratio(&a.neg(), &FieldElement::ONE);
                assert!(bool::from(negated_is_square));
                let r = reference::from(&root);
                assert_eq!(reference::mul(&r, &r), reference::sub(&zero, &ra));
            }
        }
        assert!((4_700..5_300).contains(&squares), "{squares}");
    }

    /// Canonical decoding and encoding of arbitrary 56-byte strings against
    /// crypto-bigint ([`canonical_decoding_agrees`], on big-endian strings).
    #[test]
    fn decoding_agrees_with_crypto_bigint() {
        let modulus = reference::modulus();
        let reversed = |bytes: &[u8]| -> [u8; 56] {
            let mut le = [0u8; 56];
            le.copy_from_slice(bytes);
            le.reverse();
            le
        };
        let big_endian = |mut le: [u8; 56]| {
            le.reverse();
            le.to_vec()
        };
        let mut p_be = [0xffu8; 56];
        p_be[27] = 0xfe;
        canonical_decoding_agrees(
            &p_be,
            |bytes| {
                let (x, canonical) = FieldElement::from_bytes(&reversed(bytes));
                bool::from(canonical).then(|| big_endian(x.to_bytes()))
            },
            |bytes| {
                let le = reversed(bytes);
                let value = ed448_goldilocks::elliptic_curve::bigint::U448::from_le_slice(&le);
                (value < *modulus).then(|| bytes.to_vec())
            },
            450,
        );
    }
}

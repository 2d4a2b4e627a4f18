//! The secp256k1 base field, `p = 2^256 - 2^32 - 977`, for point
//! decompression, the variable-time multiscalar multiplication and the
//! constant-time fixed-base multiplication.
//!
//! Products and squares are fiat-crypto's formally verified Dettman
//! multiplication (`fiat_crypto::secp256k1_dettman_64`; Erbsen, Philipson,
//! Gross, Sloan, Chlipala, "Simple High-Level Code for Cryptographic
//! Arithmetic - With Proofs, Without Compromises", IEEE S&P 2019; the
//! reduction strategy of Dettman's libsecp256k1 field code): five limbs of
//! radix `2^52`, the reduction folding `2^256 = 2^32 + 977`. That module
//! generates only those two operations; the additions, the carries and the
//! encodings are written here, with their bounds argued in their comments.
//! Verified code is thus `fiat_secp256k1_dettman_mul` and
//! `fiat_secp256k1_dettman_square` only; ours (checked by the tests below
//! against k256 on canonical values and on limbs at the fiat bounds) are
//! the addition, subtraction, negation and doubling with their carries,
//! decoding with its canonicity check, the canonical encoding, equality,
//! selection, parity, and the exponentiation chains of inversion and square
//! root.
//! (fiat-crypto's complete Montgomery module for this prime is about twice
//! as slow on square roots and inversions: BENCHMARKS.md.)
//!
//! Invariant ("fiat bounds", the Dettman functions' input bounds): limbs
//! 0-3 at most `2^53 - 2`, limb 4 at most `2^49 - 2`. Products and squares
//! return limbs inside them; additions and subtractions carry back into
//! them. The value is not necessarily below `p`: the encodings, equality,
//! parity and zero tests reduce fully first.
//!
//! Every operation but `is_zero_vartime` (for public coordinates) is
//! constant time: carries are shifts and masks, the final reduction a
//! masked selection, and the exponentiation chains fixed.

use core::fmt;
use core::iter::{Product, Sum};
use core::ops::{Add, AddAssign, Mul, MulAssign, Neg, Sub, SubAssign};

use ff::{Field, PrimeField};
use fiat_crypto::secp256k1_dettman_64 as fiat;
use k256::FieldBytes;
use rand_core::TryRng;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};
use zeroize::DefaultIsZeroes;

/// The modulus, little-endian 64-bit limbs.
const MODULUS: [u64; 4] = [
    0xffff_fffe_ffff_fc2f,
    0xffff_ffff_ffff_ffff,
    0xffff_ffff_ffff_ffff,
    0xffff_ffff_ffff_ffff,
];

/// The low 52 bits of a limb.
const M52: u64 = (1 << 52) - 1;
/// The low 48 bits, the width of the top limb (`256 = 4 * 52 + 48`).
const M48: u64 = (1 << 48) - 1;
/// `p` in radix `2^52`.
const P_LIMBS: [u64; 5] = [0xf_fffe_ffff_fc2f, M52, M52, M52, M48];
/// `2^256 - p = 2^32 + 977 = 2^256 mod p`.
const FOLD: u64 = 0x1_0000_03d1;
/// `4p` in radix `2^52`. Every limb is at least the bound of the same limb
/// of an element, so `a + 4p - b` never goes negative (`2p` would not do:
/// its limb 0 is `2^53 - 2^33 - 1954`, below the bound `2^53 - 2`).
const FOUR_P: [u64; 5] = [
    4 * P_LIMBS[0],
    4 * P_LIMBS[1],
    4 * P_LIMBS[2],
    4 * P_LIMBS[3],
    4 * P_LIMBS[4],
];

/// Weak reduction of limbs below `2^55` (limb 4 below `2^51`): the bits of
/// limb 4 above 48 weigh `2^256 = FOLD` and go to limb 0 (at most `7 FOLD`),
/// then one carry chain. The result has limbs 0-3 below `2^52` and limb 4
/// below `2^48 + 8`, inside the fiat bounds.
#[inline(always)]
const fn carry(l: [u64; 5]) -> [u64; 5] {
    let top = l[4] >> 48;
    let l0 = l[0] + top * FOLD;
    let l1 = l[1] + (l0 >> 52);
    let l2 = l[2] + (l1 >> 52);
    let l3 = l[3] + (l2 >> 52);
    let l4 = (l[4] & M48) + (l3 >> 52);
    [l0 & M52, l1 & M52, l2 & M52, l3 & M52, l4]
}

/// The canonical limbs (the value below `p`) of an element.
///
/// The first carry leaves limb 4 below `2^48 + 8`; the second folds its
/// top bit (if any, limb 4 is then at most 8 below bit 48 and cannot carry
/// again), so the value is below `2^256 < 2p`. It is at least `p` exactly
/// when adding `2^256 - p` reaches bit 256, and the sum modulo `2^256` is
/// then the reduced value, chosen by a mask.
#[inline(always)]
fn normalize(l: [u64; 5]) -> [u64; 5] {
    let l = carry(carry(l));
    let t0 = l[0] + FOLD;
    let t1 = l[1] + (t0 >> 52);
    let t2 = l[2] + (t1 >> 52);
    let t3 = l[3] + (t2 >> 52);
    let t4 = l[4] + (t3 >> 52);
    let reduced = [t0 & M52, t1 & M52, t2 & M52, t3 & M52, t4 & M48];
    let at_least_p = Choice::from((t4 >> 48) as u8);
    core::array::from_fn(|i| u64::conditional_select(&l[i], &reduced[i], at_least_p))
}

/// Four 64-bit little-endian words as five 52-bit limbs (limb 4 below
/// `2^48`).
const fn from_words(w: [u64; 4]) -> [u64; 5] {
    [
        w[0] & M52,
        ((w[0] >> 52) | (w[1] << 12)) & M52,
        ((w[1] >> 40) | (w[2] << 24)) & M52,
        ((w[2] >> 28) | (w[3] << 36)) & M52,
        w[3] >> 16,
    ]
}

/// An element of the secp256k1 base field, within the fiat bounds (see the
/// module documentation).
///
/// Field elements are curve coordinates, so the type is `Copy` (as
/// `ff::Field` requires) and `Debug` prints the value: callers that hold
/// secret-dependent coordinates (intermediates of a constant-time
/// multiplication) must not print them, and clear them themselves.
#[derive(Clone, Copy, Default)]
pub(crate) struct FieldElement([u64; 5]);

impl FieldElement {
    /// The element of the little-endian words `w` of a value below `2^256`
    /// (for constants).
    const fn from_canonical_limbs(w: [u64; 4]) -> Self {
        Self(from_words(w))
    }

    /// The canonical integer, little-endian 64-bit words.
    fn to_canonical_limbs(self) -> [u64; 4] {
        let l = normalize(self.0);
        [
            l[0] | (l[1] << 52),
            (l[1] >> 12) | (l[2] << 40),
            (l[2] >> 24) | (l[3] << 28),
            (l[3] >> 36) | (l[4] << 16),
        ]
    }

    /// `self^(2^k)`.
    fn square_times(self, k: u32) -> Self {
        let mut result = self;
        for _ in 0..k {
            result = result.square();
        }
        result
    }

    /// `self^(2^k - 1)` for `k = 2, 22, 223`, by the runs of ones `2, 3, 6,
    /// 9, 11, 22, 44, 88, 176, 220, 223` (the addition chain of
    /// libsecp256k1's square root and inversion): 222 squarings and
    /// 11 multiplications.
    fn pow_runs_of_ones(self) -> [Self; 3] {
        let ones_2 = self.square() * self;
        let ones_3 = ones_2.square() * self;
        let ones_6 = ones_3.square_times(3) * ones_3;
        let ones_9 = ones_6.square_times(3) * ones_3;
        let ones_11 = ones_9.square_times(2) * ones_2;
        let ones_22 = ones_11.square_times(11) * ones_11;
        let ones_44 = ones_22.square_times(22) * ones_22;
        let ones_88 = ones_44.square_times(44) * ones_44;
        let ones_176 = ones_88.square_times(88) * ones_88;
        let ones_220 = ones_176.square_times(44) * ones_44;
        let ones_223 = ones_220.square_times(3) * ones_3;
        [ones_2, ones_22, ones_223]
    }

    /// `self^((p + 1) / 4)`, a square root of `self` when one exists
    /// (`p = 3 mod 4`). In binary the exponent is 223 ones, a zero, 22
    /// ones, four zeros, two ones and two zeros: 253 squarings and
    /// 13 multiplications.
    fn sqrt_candidate(self) -> Self {
        let [ones_2, ones_22, ones_223] = self.pow_runs_of_ones();
        let t = ones_223.square_times(23) * ones_22;
        let t = t.square_times(6) * ones_2;
        t.square_times(2)
    }
}

/// All-zero limbs are zero: holders of secret-dependent coordinates (the
/// fixed-base multiplication's accumulators) clear them with `zeroize`.
impl DefaultIsZeroes for FieldElement {}

impl fmt::Debug for FieldElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FieldElement(0x")?;
        for byte in self.to_repr() {
            write!(f, "{byte:02x}")?;
        }
        write!(f, ")")
    }
}

impl From<u64> for FieldElement {
    fn from(value: u64) -> Self {
        Self::from_canonical_limbs([value, 0, 0, 0])
    }
}

impl ConstantTimeEq for FieldElement {
    /// Equality of the canonical limbs.
    fn ct_eq(&self, other: &Self) -> Choice {
        normalize(self.0)[..].ct_eq(&normalize(other.0)[..])
    }
}

impl PartialEq for FieldElement {
    fn eq(&self, other: &Self) -> bool {
        self.ct_eq(other).into()
    }
}

impl Eq for FieldElement {}

impl ConditionallySelectable for FieldElement {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Self(core::array::from_fn(|i| {
            u64::conditional_select(&a.0[i], &b.0[i], choice)
        }))
    }
}

impl Add<&FieldElement> for FieldElement {
    type Output = Self;

    /// Limb sums (below `2^54`, limb 4 below `2^50`), carried.
    #[inline]
    fn add(self, rhs: &Self) -> Self {
        Self(carry(core::array::from_fn(|i| self.0[i] + rhs.0[i])))
    }
}

impl Sub<&FieldElement> for FieldElement {
    type Output = Self;

    /// `self + 4p - rhs` limb by limb (non-negative, see [`FOUR_P`]; below
    /// `2^55`, limb 4 below `2^51`), carried.
    #[inline]
    fn sub(self, rhs: &Self) -> Self {
        Self(carry(core::array::from_fn(|i| {
            self.0[i] + FOUR_P[i] - rhs.0[i]
        })))
    }
}

impl Mul<&FieldElement> for FieldElement {
    type Output = Self;

    /// fiat's Dettman product (inputs and output within the fiat bounds).
    #[inline]
    fn mul(self, rhs: &Self) -> Self {
        let mut out = [0u64; 5];
        fiat::fiat_secp256k1_dettman_mul(&mut out, &self.0, &rhs.0);
        Self(out)
    }
}

impl Neg for FieldElement {
    type Output = Self;

    #[inline]
    fn neg(self) -> Self {
        Self::ZERO - self
    }
}

/// The by-value and assigning forms of `+`, `-` and `*`, through the
/// by-reference implementations above.
macro_rules! forward_operators {
    ($($trait:ident $method:ident $assign_trait:ident $assign_method:ident),*) => {$(
        impl $trait for FieldElement {
            type Output = Self;

            #[inline]
            fn $method(self, rhs: Self) -> Self {
                $trait::$method(self, &rhs)
            }
        }

        impl $assign_trait for FieldElement {
            #[inline]
            fn $assign_method(&mut self, rhs: Self) {
                *self = $trait::$method(*self, &rhs);
            }
        }

        impl $assign_trait<&FieldElement> for FieldElement {
            #[inline]
            fn $assign_method(&mut self, rhs: &Self) {
                *self = $trait::$method(*self, rhs);
            }
        }
    )*};
}

forward_operators!(
    Add add AddAssign add_assign,
    Sub sub SubAssign sub_assign,
    Mul mul MulAssign mul_assign
);

impl Sum for FieldElement {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::ZERO, |acc, x| acc + x)
    }
}

impl<'a> Sum<&'a FieldElement> for FieldElement {
    fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        iter.fold(Self::ZERO, |acc, x| acc + x)
    }
}

impl Product for FieldElement {
    fn product<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::ONE, |acc, x| acc * x)
    }
}

impl<'a> Product<&'a FieldElement> for FieldElement {
    fn product<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
        iter.fold(Self::ONE, |acc, x| acc * x)
    }
}

impl Field for FieldElement {
    const ZERO: Self = Self([0; 5]);
    const ONE: Self = Self::from_canonical_limbs([1, 0, 0, 0]);

    /// Uniform by rejection: 32 random bytes, drawn again (probability
    /// about `2^-224`) if not below `p`.
    fn try_random<Rng: TryRng + ?Sized>(rng: &mut Rng) -> Result<Self, Rng::Error> {
        loop {
            let mut bytes = [0u8; 32];
            rng.try_fill_bytes(&mut bytes)?;
            if let Some(x) = Option::from(Self::from_repr(FieldBytes::from(bytes))) {
                return Ok(x);
            }
        }
    }

    /// Whether `self` is zero. After two carries the value is below
    /// `2^256 < 2p`, so it is zero modulo `p` exactly when its limbs are
    /// those of 0 or of `p`. **Variable time:** public values only (the
    /// bucket method's coordinates).
    fn is_zero_vartime(&self) -> bool {
        let limbs = carry(carry(self.0));
        limbs == [0; 5] || limbs == P_LIMBS
    }

    #[inline]
    fn square(&self) -> Self {
        let mut out = [0u64; 5];
        fiat::fiat_secp256k1_dettman_square(&mut out, &self.0);
        Self(out)
    }

    #[inline]
    fn double(&self) -> Self {
        *self + self
    }

    /// Fermat: `self^(p - 2)`, constant time. In binary `p - 2` is 223 ones,
    /// a zero, 22 ones, four zeros, then `101101`: 255 squarings and
    /// 15 multiplications.
    fn invert(&self) -> CtOption<Self> {
        let [ones_2, ones_22, ones_223] = self.pow_runs_of_ones();
        let t = ones_223.square_times(23) * ones_22;
        let t = t.square_times(5) * self;
        let t = t.square_times(3) * ones_2;
        let t = t.square_times(2) * self;
        CtOption::new(t, !self.is_zero())
    }

    /// `sqrt(num / div)` as `ff` specifies it, with `-1` (a non-square,
    /// since `p = 3 mod 4`) as the non-square `G_S`.
    fn sqrt_ratio(num: &Self, div: &Self) -> (Choice, Self) {
        let a = *num * div.invert().unwrap_or(Self::ZERO);
        let root = a.sqrt_candidate();
        let is_square = root.square().ct_eq(&a);
        let other_root = (-a).sqrt_candidate();
        let division_by_zero = div.is_zero() & !num.is_zero();
        let root = Self::conditional_select(&other_root, &root, is_square);
        let root = Self::conditional_select(&root, &Self::ZERO, division_by_zero);
        (is_square & !division_by_zero, root)
    }

    /// The addition chain of `sqrt_candidate`, checked by squaring.
    fn sqrt(&self) -> CtOption<Self> {
        let root = self.sqrt_candidate();
        CtOption::new(root, root.square().ct_eq(self))
    }
}

impl PrimeField for FieldElement {
    /// The SEC1 encoding: 32 bytes, big-endian.
    type Repr = FieldBytes;

    const MODULUS: &'static str =
        "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f";
    const NUM_BITS: u32 = 256;
    const CAPACITY: u32 = 255;
    /// `(p + 1) / 2`.
    const TWO_INV: Self = Self::from_canonical_limbs([
        0xffff_ffff_7fff_fe18,
        0xffff_ffff_ffff_ffff,
        0xffff_ffff_ffff_ffff,
        0x7fff_ffff_ffff_ffff,
    ]);
    /// 3 generates the multiplicative group.
    const MULTIPLICATIVE_GENERATOR: Self = Self::from_canonical_limbs([3, 0, 0, 0]);
    /// `p - 1 = 2 * odd`.
    const S: u32 = 1;
    /// The square root of unity other than 1: `-1 = p - 1`.
    const ROOT_OF_UNITY: Self =
        Self::from_canonical_limbs([MODULUS[0] - 1, MODULUS[1], MODULUS[2], MODULUS[3]]);
    /// `-1` is its own inverse.
    const ROOT_OF_UNITY_INV: Self = Self::ROOT_OF_UNITY;
    /// `MULTIPLICATIVE_GENERATOR^(2^S) = 9`.
    const DELTA: Self = Self::from_canonical_limbs([9, 0, 0, 0]);

    /// The element of a 32-byte big-endian encoding, `None` unless it is
    /// canonical (below `p`). Constant time: the comparison is a borrow
    /// chain of 128-bit subtractions.
    fn from_repr(repr: FieldBytes) -> CtOption<Self> {
        let mut w = [0u64; 4];
        for (word, chunk) in w.iter_mut().zip(repr.rchunks_exact(8)) {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(chunk);
            *word = u64::from_be_bytes(bytes);
        }
        let mut borrow = 0u64;
        for (word, modulus) in w.iter().zip(MODULUS) {
            let d = u128::from(*word).wrapping_sub(u128::from(modulus) + u128::from(borrow));
            borrow = ((d >> 64) as u64) & 1;
        }
        CtOption::new(Self(from_words(w)), Choice::from(borrow as u8))
    }

    /// The canonical 32-byte big-endian encoding.
    fn to_repr(&self) -> FieldBytes {
        let mut bytes = FieldBytes::default();
        for (chunk, word) in bytes.rchunks_exact_mut(8).zip(self.to_canonical_limbs()) {
            chunk.copy_from_slice(&word.to_be_bytes());
        }
        bytes
    }

    /// Whether the canonical integer is odd (the SEC1 parity of `y`).
    fn is_odd(&self) -> Choice {
        Choice::from((normalize(self.0)[0] & 1) as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::{FieldElement, M48, M52};
    use crate::testing::{canonical_decoding_agrees, field_agrees_with_reference, hex, test_rng};
    use alloc::format;
    use alloc::vec;
    use alloc::vec::Vec;
    use ff::{Field, PrimeField};
    use k256::FieldBytes;
    use k256::elliptic_curve::hazmat::FieldArithmetic;

    /// k256's own field element, the reference.
    type Reference = <k256::Secp256k1 as FieldArithmetic>::FieldElement;

    fn encode(x: &Reference) -> FieldBytes {
        x.normalize().to_repr()
    }

    fn ours(x: &Reference) -> FieldElement {
        Option::from(FieldElement::from_repr(encode(x))).expect("canonical")
    }

    /// The big-endian integer `bytes`, which must be below `p`.
    fn from_be(bytes: [u8; 32]) -> Reference {
        Option::from(Reference::from_repr(FieldBytes::from(bytes))).expect("below p")
    }

    /// The value of raw limbs (radix `2^52`), computed by the reference.
    fn value(limbs: &[u64; 5]) -> Reference {
        let radix = Reference::from(1u64 << 52);
        limbs.iter().rev().fold(Reference::ZERO, |acc, limb| {
            (acc * radix + Reference::from(*limb)).normalize()
        })
    }

    /// 0, 1, 2, `p - 1`, `p - 2`, `p - 2^32`, the values just below `p`,
    /// powers of two at the boundaries of 64-bit words, of 52-bit limbs and
    /// of the fold, and words of all ones.
    fn edge_values() -> Vec<Reference> {
        let mut values = vec![
            Reference::ZERO,
            Reference::ONE,
            Reference::from(2u64),
            -Reference::ONE,
            -Reference::from(2u64),
            -Reference::from(1u64 << 32),
            -Reference::from(977u64),
            -Reference::from(0x1_0000_03d1u64),
            -Reference::from(0x1_0000_03d2u64),
            -Reference::from(u64::MAX),
        ];
        for bit in [
            255, 224, 208, 192, 156, 128, 104, 96, 64, 63, 52, 51, 33, 32,
        ] {
            let mut bytes = [0u8; 32];
            bytes[31 - bit / 8] = 1 << (bit % 8);
            values.push(from_be(bytes));
        }
        for limb in 0..4 {
            let mut bytes = [0u8; 32];
            bytes[24 - 8 * limb..32 - 8 * limb].fill(0xff);
            values.push(from_be(bytes));
        }
        // The top three words all ones, as in p, over low words below p's:
        // p - 3, and p - 0xffff_fc2f (the low word's lower half cleared).
        let mut bytes = [0xffu8; 32];
        bytes[24..].copy_from_slice(&0xffff_fffe_ffff_fc2cu64.to_be_bytes());
        values.push(from_be(bytes));
        bytes[24..].copy_from_slice(&0xffff_fffe_0000_0000u64.to_be_bytes());
        values.push(from_be(bytes));
        values.iter().map(Reference::normalize).collect()
    }

    /// Elements whose limbs sit at the largest values the fiat functions
    /// accept, and at the largest canonical limbs: no encoding produces
    /// them, but sums, differences and products can.
    fn limb_bound_values() -> Vec<FieldElement> {
        vec![
            FieldElement([2 * M52, 2 * M52, 2 * M52, 2 * M52, 2 * M48]),
            FieldElement([M52, M52, M52, M52, M48]),
            FieldElement([2 * M52, 0, 2 * M52, 0, 2 * M48]),
            FieldElement([0, 2 * M52, 0, 2 * M52, 0]),
        ]
    }

    #[test]
    fn encoding_round_trips_and_constants() {
        let mut rng = test_rng(80);
        let mut values = edge_values();
        values.extend((0..3000).map(|_| Reference::random(&mut rng)));
        for x in values {
            assert_eq!(ours(&x).to_repr(), encode(&x));
            assert_eq!(
                bool::from(ours(&x).is_odd()),
                bool::from(x.normalize().is_odd())
            );
        }
        assert_eq!(ours(&Reference::ONE), FieldElement::ONE);
        assert_eq!(ours(&Reference::ZERO), FieldElement::ZERO);
        assert_eq!(FieldElement::default(), FieldElement::ZERO);
        assert_eq!(FieldElement::from(977u64), ours(&Reference::from(977u64)));
        assert_eq!(FieldElement::TWO_INV.double(), FieldElement::ONE);
        assert_eq!(FieldElement::ROOT_OF_UNITY, -FieldElement::ONE);
        assert_eq!(FieldElement::ROOT_OF_UNITY_INV, -FieldElement::ONE);
        let generator = FieldElement::MULTIPLICATIVE_GENERATOR;
        assert_eq!(generator, FieldElement::from(3u64));
        assert_eq!(FieldElement::DELTA, generator.square());
        // A generator of the multiplicative group is a non-square.
        assert!(bool::from(generator.sqrt().is_none()));
        let modulus = Reference::MODULUS.trim_start_matches("0x");
        assert_eq!(FieldElement::MODULUS, format!("0x{modulus}"));
        assert!(format!("{:?}", FieldElement::ONE).ends_with("01)"));
    }

    /// `p`, `p + 1`, `p + 2^32` and `2^256 - 1` are refused; `p - 1` is
    /// accepted and encodes back to itself.
    #[test]
    fn decoding_refuses_non_canonical_values() {
        let mut p = [0xffu8; 32];
        p[24..].copy_from_slice(&0xffff_fffe_ffff_fc2fu64.to_be_bytes());
        let with_low_word = |low: u64| {
            let mut bytes = p;
            bytes[24..].copy_from_slice(&low.to_be_bytes());
            FieldBytes::from(bytes)
        };
        for low in [
            0xffff_fffe_ffff_fc2f,
            0xffff_fffe_ffff_fc30,
            0xffff_ffff_ffff_fc2f,
            0xffff_ffff_ffff_ffff,
        ] {
            assert!(bool::from(
                FieldElement::from_repr(with_low_word(low)).is_none()
            ));
        }
        let minus_one = FieldElement::from_repr(with_low_word(0xffff_fffe_ffff_fc2e))
            .expect("p - 1 is canonical");
        assert_eq!(minus_one, -FieldElement::ONE);
        assert_eq!(minus_one.to_repr(), with_low_word(0xffff_fffe_ffff_fc2e));
        // 2^256 - 2^64 is below p: -(2^64 - 2^32 - 977).
        let mut bytes = [0xffu8; 32];
        bytes[24..].fill(0);
        let x = FieldElement::from_repr(bytes.into()).expect("below p");
        assert_eq!(x, -FieldElement::from(0xffff_fffe_ffff_fc2fu64));
    }

    /// Every operation against k256's field
    /// ([`field_agrees_with_reference`]).
    #[test]
    fn arithmetic_agrees_with_the_curve_crate() {
        field_agrees_with_reference(ours, |x: Reference| x.normalize_weak(), &edge_values(), 81);
    }

    /// Operands with limbs at the fiat bounds, against k256: every pair
    /// of them and of the edge values, and each alone through every unary
    /// operation, so that every carry of the hand-written additions,
    /// subtractions and encodings runs at its largest input.
    #[test]
    fn limb_bound_operands_agree_with_the_curve_crate() {
        let mut values = limb_bound_values();
        values.extend(edge_values().iter().map(ours));
        for a in &values {
            let ra = value(&a.0);
            for b in &values {
                let rb = value(&b.0);
                assert_eq!((*a + b).to_repr(), encode(&(ra + rb)));
                assert_eq!((*a - b).to_repr(), encode(&(ra - rb)));
                assert_eq!((*a * b).to_repr(), encode(&(ra * rb)));
                assert_eq!(
                    (*a - b - b + a.double()).to_repr(),
                    encode(&(ra - rb - rb + ra.double()))
                );
                assert_eq!(*a == *b, encode(&ra) == encode(&rb));
            }
            assert_eq!(a.to_repr(), encode(&ra));
            assert_eq!(bool::from(a.is_odd()), bool::from(ra.normalize().is_odd()));
            assert_eq!(a.is_zero_vartime(), bool::from(ra.normalize().is_zero()));
            assert_eq!(a.square().to_repr(), encode(&ra.square()));
            assert_eq!((-*a).to_repr(), encode(&-ra));
            let inverse = Option::<FieldElement>::from(a.invert()).map(|x| x.to_repr());
            let expected = Option::<Reference>::from(ra.invert()).map(|x| encode(&x));
            assert_eq!(inverse, expected);
            let root = Option::<FieldElement>::from(a.sqrt());
            assert_eq!(root.is_some(), bool::from(ra.sqrt().is_some()));
            if let Some(root) = root {
                assert_eq!(root.square(), *a);
            }
        }
    }

    /// Canonical decoding and encoding of arbitrary 32-byte strings against
    /// k256's ([`canonical_decoding_agrees`]).
    #[test]
    fn decoding_agrees_with_the_curve_crate() {
        let modulus = hex(Reference::MODULUS.trim_start_matches("0x"));
        let repr = |bytes: &[u8]| {
            let mut repr = FieldBytes::default();
            repr.copy_from_slice(bytes);
            repr
        };
        canonical_decoding_agrees(
            &modulus,
            |bytes| {
                Option::<FieldElement>::from(FieldElement::from_repr(repr(bytes)))
                    .map(|x| x.to_repr().to_vec())
            },
            |bytes| {
                Option::<Reference>::from(Reference::from_repr(repr(bytes)))
                    .map(|x| encode(&x).to_vec())
            },
            82,
        );
    }
}

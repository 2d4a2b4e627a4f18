//! The secp256k1 base field, `p = 2^256 - 2^32 - 977`, for the module's
//! point decompression (`decoding`), variable-time multiscalar
//! multiplication (`msm`) and constant-time fixed-base multiplication
//! (`mul_base`).
//!
//! k256 0.14 stores field elements in five 52-bit limbs with lazy reduction.
//! Here an element is four 64-bit limbs, little-endian, and the prime's
//! shape does the reduction: `2^256 = 2^32 + 977 (mod p)`, so the high half
//! of a 512-bit product folds into the low half by one multiplication by the
//! 33-bit constant `2^32 + 977` per limb; a second, one-limb fold and one
//! conditional subtraction of `p` finish it. Products are a 4x4 schoolbook
//! over `u128` (16 multiplications), squares compute each cross product
//! once (10).
//!
//! Measured on x86-64 (latency loops, release): a square takes 17.6 ns
//! against k256's 26.7, a product 21.2 against 21.5 (18.5 against 22.4 with
//! four independent products in flight), a square root 4.8 us against 7.2.
//!
//! Elements are always fully reduced below `p`, so equality is equality of
//! limbs and the limbs are the canonical integer. Every operation but
//! `is_zero_vartime` (a limb comparison, for public coordinates) is
//! constant time: carries and comparisons are bits turned into masks only by
//! `subtle` ([`crate::limbs::select`], [`crate::limbs::mask`]), and the
//! exponentiation chains are fixed. Coordinates cross to and from k256
//! as 32-byte big-endian canonical encodings ([`PrimeField::to_repr`],
//! [`PrimeField::from_repr`]).

use core::fmt;
use core::ops::{Add, Mul, Neg, Sub};

use crate::limbs::{adc, field_operators, mac, mask, mul_wide, sbb, select, square_wide};
use ff::{Field, PrimeField};
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

/// `2^256 - p = 2^32 + 977`, which is `2^256 mod p`: a carry out of the top
/// limb is worth this much at the bottom.
const FOLD: u64 = 0x1_0000_03d1;

/// `x mod p` for `x = r + high * 2^256 < 2p` (`high` is 0 or 1).
///
/// `x >= p` exactly when `high` is set or `r + (2^256 - p)` carries out of
/// 256 bits, and then `x - p` is that sum modulo `2^256` (it cannot carry
/// when `high` is set, as `x - p < p`). Constant time: the choice goes through `subtle` ([`select`]).
#[inline(always)]
fn reduce_once(r: [u64; 4], high: u64) -> [u64; 4] {
    let (s0, carry) = adc(r[0], FOLD, 0);
    let (s1, carry) = adc(r[1], 0, carry);
    let (s2, carry) = adc(r[2], 0, carry);
    let (s3, carry) = adc(r[3], 0, carry);
    select(&r, &[s0, s1, s2, s3], carry | high)
}

/// `t mod p` for a 512-bit `t`, the reduction of products.
///
/// The high half `h` folds in as `h * (2^32 + 977)`: `l + h * FOLD` is below
/// `2^256 + 2^289`, a fifth limb of at most 34 bits. That limb folds in the
/// same way, leaving a value below `2^256 + 2^67 < 2p` for
/// [`reduce_once`].
///
/// [`reduce_wide_parallel`] computes the same; which one is faster depends
/// on the instructions around it. Measured in latency and throughput loops
/// on x86-64, this one is faster after a product (21.1 against 21.4 ns per
/// multiplication, 18.5 against 20.1 ns with four independent ones), the
/// other after a square.
#[inline(always)]
fn reduce_wide(t: [u64; 8]) -> [u64; 4] {
    let (r0, carry) = mac(t[0], t[4], FOLD, 0);
    let (r1, carry) = mac(t[1], t[5], FOLD, carry);
    let (r2, carry) = mac(t[2], t[6], FOLD, carry);
    let (r3, top) = mac(t[3], t[7], FOLD, carry);
    let fold = u128::from(top) * u128::from(FOLD);
    let (r0, carry) = adc(r0, fold as u64, 0);
    let (r1, carry) = adc(r1, (fold >> 64) as u64, carry);
    let (r2, carry) = adc(r2, 0, carry);
    let (r3, carry) = adc(r3, 0, carry);
    reduce_once([r0, r1, r2, r3], carry)
}

/// `t mod p` for a 512-bit `t`, the reduction of squares (17.6 against
/// 18.7 ns per squaring with [`reduce_wide`]).
///
/// The four products `h_i * FOLD` are independent; their low words are added
/// in one carry chain and their high words (below `2^33`), one limb up, in
/// a second, leaving `r + top * 2^256` with `top < 2^34`. Then `r + top *
/// FOLD` (that value minus `top * p`) and `r + (top + 1) * FOLD` are formed
/// side by side: the second carries out of 256 bits exactly when the value
/// is at least `(top + 1) * p`, and its low 256 bits are then the reduced
/// value; otherwise the first is, below `p`. Constant time: the choice goes
/// through `subtle` ([`select`]).
#[inline(always)]
fn reduce_wide_parallel(t: [u64; 8]) -> [u64; 4] {
    let fold = u128::from(FOLD);
    let f0 = u128::from(t[4]) * fold;
    let f1 = u128::from(t[5]) * fold;
    let f2 = u128::from(t[6]) * fold;
    let f3 = u128::from(t[7]) * fold;
    let (r0, carry) = adc(t[0], f0 as u64, 0);
    let (r1, carry) = adc(t[1], f1 as u64, carry);
    let (r2, carry) = adc(t[2], f2 as u64, carry);
    let (r3, carry) = adc(t[3], f3 as u64, carry);
    let top = carry + (f3 >> 64) as u64;
    let (r1, carry) = adc(r1, (f0 >> 64) as u64, 0);
    let (r2, carry) = adc(r2, (f1 >> 64) as u64, carry);
    let (r3, carry) = adc(r3, (f2 >> 64) as u64, carry);
    let top = top + carry;
    let low = u128::from(top) * fold;
    let high = low + fold;
    let (a0, carry) = adc(r0, low as u64, 0);
    let (a1, carry) = adc(r1, (low >> 64) as u64, carry);
    let (a2, carry) = adc(r2, 0, carry);
    let (a3, _) = adc(r3, 0, carry);
    let (b0, carry) = adc(r0, high as u64, 0);
    let (b1, carry) = adc(r1, (high >> 64) as u64, carry);
    let (b2, carry) = adc(r2, 0, carry);
    let (b3, carry) = adc(r3, 0, carry);
    select(&[a0, a1, a2, a3], &[b0, b1, b2, b3], carry)
}

/// `a + b mod p` for `a, b < p`: the sum is below `2p`, so one conditional
/// subtraction reduces it.
#[inline(always)]
fn add_mod(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let (r0, carry) = adc(a[0], b[0], 0);
    let (r1, carry) = adc(a[1], b[1], carry);
    let (r2, carry) = adc(a[2], b[2], carry);
    let (r3, carry) = adc(a[3], b[3], carry);
    reduce_once([r0, r1, r2, r3], carry)
}

/// `a - b mod p` for `a, b < p`. On a borrow the limbs hold `a - b + 2^256`;
/// adding `p` back is then subtracting `2^256 - p`, masked by the borrow
/// ([`mask`]).
#[inline(always)]
fn sub_mod(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let (d0, borrow) = sbb(a[0], b[0], 0);
    let (d1, borrow) = sbb(a[1], b[1], borrow);
    let (d2, borrow) = sbb(a[2], b[2], borrow);
    let (d3, borrow) = sbb(a[3], b[3], borrow);
    let (r0, borrow) = sbb(d0, FOLD & mask(borrow), 0);
    let (r1, borrow) = sbb(d1, 0, borrow);
    let (r2, borrow) = sbb(d2, 0, borrow);
    let (r3, _) = sbb(d3, 0, borrow);
    [r0, r1, r2, r3]
}

/// An element of the secp256k1 base field, fully reduced below `p`.
///
/// Field elements are curve coordinates, so the type is `Copy` (as
/// `ff::Field` requires) and `Debug` prints the value: callers that hold
/// secret-dependent coordinates (intermediates of a constant-time
/// multiplication) must not print them, and clear them themselves.
#[derive(Clone, Copy, Default)]
pub(crate) struct FieldElement([u64; 4]);

impl FieldElement {
    /// `self^(2^k)`.
    fn square_times(self, k: u32) -> Self {
        let mut result = self;
        for _ in 0..k {
            result = result.square();
        }
        result
    }

    /// `self^(2^223 - 1)` and the runs of ones `self^(2^k - 1)` for `k = 2,
    /// 22` that the inversion and square-root chains append: the runs `2, 3,
    /// 6, 9, 11, 22, 44, 88, 176, 220, 223`, 222 squarings and
    /// 11 multiplications.
    fn pow_runs_of_ones(self) -> RunsOfOnes {
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
        RunsOfOnes {
            ones_2,
            ones_22,
            ones_223,
        }
    }

    /// `self^((p + 1) / 4)`, a square root of `self` when one exists
    /// (`p = 3 mod 4`). In binary the exponent is 223 ones, a zero, 22
    /// ones, four zeros, two ones and two zeros: 253 squarings and
    /// 13 multiplications.
    fn sqrt_candidate(self) -> Self {
        let RunsOfOnes {
            ones_2,
            ones_22,
            ones_223,
        } = self.pow_runs_of_ones();
        let t = ones_223.square_times(23) * ones_22;
        let t = t.square_times(6) * ones_2;
        t.square_times(2)
    }
}

/// Powers `x^(2^k - 1)` of an element `x`, for the exponentiation chains.
struct RunsOfOnes {
    ones_2: FieldElement,
    ones_22: FieldElement,
    ones_223: FieldElement,
}

/// All-zero limbs are the field's zero: holders of secret-dependent
/// coordinates (the fixed-base multiplication's accumulators) clear them
/// with `zeroize`.
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
        Self([value, 0, 0, 0])
    }
}

impl Add<&FieldElement> for FieldElement {
    type Output = Self;

    #[inline]
    fn add(self, rhs: &Self) -> Self {
        Self(add_mod(&self.0, &rhs.0))
    }
}

impl Sub<&FieldElement> for FieldElement {
    type Output = Self;

    #[inline]
    fn sub(self, rhs: &Self) -> Self {
        Self(sub_mod(&self.0, &rhs.0))
    }
}

impl Mul<&FieldElement> for FieldElement {
    type Output = Self;

    #[inline]
    fn mul(self, rhs: &Self) -> Self {
        Self(reduce_wide(mul_wide(&self.0, &rhs.0)))
    }
}

impl Neg for FieldElement {
    type Output = Self;

    #[inline]
    fn neg(self) -> Self {
        Self::ZERO - self
    }
}

field_operators!(FieldElement);

impl Field for FieldElement {
    const ZERO: Self = Self([0; 4]);
    const ONE: Self = Self([1, 0, 0, 0]);

    /// Uniform by rejection: 32 random bytes, drawn again (probability
    /// about `2^-224`) if not below `p`.
    fn try_random<Rng: TryRng + ?Sized>(rng: &mut Rng) -> Result<Self, Rng::Error> {
        loop {
            let mut bytes = FieldBytes::default();
            rng.try_fill_bytes(&mut bytes)?;
            if let Some(x) = Option::from(Self::from_repr(bytes)) {
                return Ok(x);
            }
        }
    }

    /// Whether `self` is zero, by comparing limbs. Elements are fully reduced, so zero has the one representation `[0; 4]`. **Variable time:**
    /// public values only (the bucket method's coordinates); it replaces
    /// the default through `subtle`, a measurable cost there.
    fn is_zero_vartime(&self) -> bool {
        self.0 == [0; 4]
    }

    #[inline]
    fn square(&self) -> Self {
        Self(reduce_wide_parallel(square_wide(&self.0)))
    }

    #[inline]
    fn double(&self) -> Self {
        *self + self
    }

    /// Fermat: `self^(p - 2)`, constant time. In binary `p - 2` is 223 ones,
    /// a zero, 22 ones, four zeros, then `101101`: 255 squarings and
    /// 15 multiplications.
    fn invert(&self) -> CtOption<Self> {
        let RunsOfOnes {
            ones_2,
            ones_22,
            ones_223,
        } = self.pow_runs_of_ones();
        let t = ones_223.square_times(23) * ones_22;
        let t = t.square_times(5) * self;
        let t = t.square_times(3) * ones_2;
        let t = t.square_times(2) * self;
        CtOption::new(t, !self.is_zero())
    }

    /// `sqrt(num / div)` as `ff` specifies it, with `-1` (a non-square,
    /// since `p = 3 mod 4`) as the non-square `G_S`: for a non-square
    /// quotient `a`, `-a` is a square.
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
    type Repr = FieldBytes;

    const MODULUS: &'static str =
        "0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f";
    const NUM_BITS: u32 = 256;
    const CAPACITY: u32 = 255;
    /// `(p + 1) / 2`.
    const TWO_INV: Self = Self([
        0xffff_ffff_7fff_fe18,
        0xffff_ffff_ffff_ffff,
        0xffff_ffff_ffff_ffff,
        0x7fff_ffff_ffff_ffff,
    ]);
    /// 3 generates the multiplicative group.
    const MULTIPLICATIVE_GENERATOR: Self = Self([3, 0, 0, 0]);
    /// `p - 1 = 2 * odd`.
    const S: u32 = 1;
    /// The square root of unity other than 1: `-1 = p - 1`.
    const ROOT_OF_UNITY: Self = Self([MODULUS[0] - 1, MODULUS[1], MODULUS[2], MODULUS[3]]);
    /// `-1` is its own inverse.
    const ROOT_OF_UNITY_INV: Self = Self::ROOT_OF_UNITY;
    /// `MULTIPLICATIVE_GENERATOR^(2^S) = 9`.
    const DELTA: Self = Self([9, 0, 0, 0]);

    /// The element of a 32-byte big-endian encoding, `None` unless it is
    /// canonical (below `p`). Constant time.
    fn from_repr(repr: FieldBytes) -> CtOption<Self> {
        let mut limbs = [0u64; 4];
        for (limb, chunk) in limbs.iter_mut().zip(repr.rchunks_exact(8)) {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            *limb = u64::from_be_bytes(word);
        }
        let mut borrow = 0;
        for (limb, modulus) in limbs.iter().zip(MODULUS) {
            (_, borrow) = sbb(*limb, modulus, borrow);
        }
        CtOption::new(Self(limbs), Choice::from((borrow & 1) as u8))
    }

    /// The canonical 32-byte big-endian encoding.
    fn to_repr(&self) -> FieldBytes {
        let mut bytes = FieldBytes::default();
        for (chunk, limb) in bytes.rchunks_exact_mut(8).zip(self.0) {
            chunk.copy_from_slice(&limb.to_be_bytes());
        }
        bytes
    }

    /// Whether the canonical integer is odd (the SEC1 parity of `y`).
    fn is_odd(&self) -> Choice {
        Choice::from((self.0[0] & 1) as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::FieldElement;
    use crate::testing::{field_agrees_with_reference, test_rng};
    use alloc::format;
    use alloc::vec;
    use alloc::vec::Vec;
    use ff::{Field, PrimeField};
    use k256::FieldBytes;
    use k256::elliptic_curve::hazmat::FieldArithmetic;

    /// k256's own field element, the reference.
    type Reference = <k256::Secp256k1 as FieldArithmetic>::FieldElement;

    fn ours(x: &Reference) -> FieldElement {
        Option::from(FieldElement::from_repr(x.normalize().to_repr())).expect("canonical")
    }

    /// The big-endian integer `bytes`, which must be below `p`.
    fn from_be(bytes: [u8; 32]) -> Reference {
        Option::from(Reference::from_repr(FieldBytes::from(bytes))).expect("below p")
    }

    /// 0, 1, 2, `p - 1`, `p - 2`, `p - 2^32`, the values just below `p`,
    /// powers of two at limb and fold boundaries, and limbs of all ones.
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
        for bit in [255, 224, 192, 128, 96, 64, 63, 33, 32] {
            let mut bytes = [0u8; 32];
            bytes[31 - bit / 8] = 1 << (bit % 8);
            values.push(from_be(bytes));
        }
        for limb in 0..4 {
            let mut bytes = [0u8; 32];
            bytes[24 - 8 * limb..32 - 8 * limb].fill(0xff);
            values.push(from_be(bytes));
        }
        // The top three limbs all ones, as in p, over low limbs below p's:
        // p - 3, and p - 0xffff_fc2f (the low limb's lower half cleared).
        let mut bytes = [0xffu8; 32];
        bytes[24..].copy_from_slice(&0xffff_fffe_ffff_fc2cu64.to_be_bytes());
        values.push(from_be(bytes));
        bytes[24..].copy_from_slice(&0xffff_fffe_0000_0000u64.to_be_bytes());
        values.push(from_be(bytes));
        values.iter().map(Reference::normalize).collect()
    }

    fn random_values(seed: u64, n: usize) -> Vec<Reference> {
        let mut rng = test_rng(seed);
        (0..n).map(|_| Reference::random(&mut rng)).collect()
    }

    fn all_values() -> Vec<Reference> {
        let mut values = edge_values();
        values.extend(random_values(81, 3000));
        values
    }

    #[test]
    fn encoding_round_trips_and_constants() {
        for x in all_values() {
            let x = x.normalize();
            assert_eq!(ours(&x).to_repr(), x.to_repr());
            assert_eq!(bool::from(ours(&x).is_odd()), bool::from(x.is_odd()));
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
    }

    /// `p`, `p + 1`, `p + 2^32` and `2^256 - 1` are refused; `p - 1` is
    /// accepted.
    #[test]
    fn decoding_refuses_non_canonical_values() {
        let mut p = [0xffu8; 32];
        p[24..].copy_from_slice(&0xffff_fffe_ffff_fc2fu64.to_be_bytes());
        let with_low_limb = |low: u64| {
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
                FieldElement::from_repr(with_low_limb(low)).is_none()
            ));
        }
        let minus_one = FieldElement::from_repr(with_low_limb(0xffff_fffe_ffff_fc2e))
            .expect("p - 1 is canonical");
        assert_eq!(minus_one, -FieldElement::ONE);
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
        assert!(format!("{:?}", FieldElement::ONE).ends_with("01)"));
    }
}

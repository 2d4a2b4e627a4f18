//! The P-256 base field, `p = 2^256 - 2^224 + 2^192 + 2^96 - 1`, for the
//! module's variable-time point arithmetic (`msm`) and point decompression
//! (`decoding`).
//!
//! p256 0.14 multiplies field elements with crypto-bigint's generic widening
//! product followed by a Montgomery reduction. Here the product is a plain
//! 4x4-limb schoolbook over `u128`, squaring computes each cross product
//! once, and the Montgomery reduction uses the shape of the prime:
//! `-p^-1 = 1 (mod 2^64)`, so each reduction step multiplies by the low limb
//! itself, and the limb of `p` that is zero is skipped.
//!
//! Elements are kept in Montgomery form `a * 2^256 mod p`, always fully
//! reduced below `p`, so equality is equality of limbs. Every operation but
//! `invert_vartime` and `is_zero_vartime` (for public values) is constant
//! time (carries are bits turned into masks only by `subtle`, through
//! [`crate::limbs::select`] and [`crate::limbs::mask`]); coordinates cross
//! to and from p256 as 32-byte big-endian canonical encodings.

use core::fmt;
use core::ops::{Add, Mul, Neg, Sub};

use crate::limbs::{adc, field_operators, mac, mask, mul_wide, sbb, select, square_wide};
use ff::{Field, PrimeField};
use p256::FieldBytes;
use p256::elliptic_curve::hazmat::FieldArithmetic;
use p256::elliptic_curve::ops::Invert;
use rand_core::TryRng;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq, CtOption};

/// p256's own field element, for the variable-time inversion.
type P256FieldElement = <p256::NistP256 as FieldArithmetic>::FieldElement;

/// The modulus, little-endian 64-bit limbs.
const MODULUS: [u64; 4] = [
    0xffff_ffff_ffff_ffff,
    0x0000_0000_ffff_ffff,
    0x0000_0000_0000_0000,
    0xffff_ffff_0000_0001,
];

/// `2^256 mod p`: one in Montgomery form.
const R: [u64; 4] = [
    0x0000_0000_0000_0001,
    0xffff_ffff_0000_0000,
    0xffff_ffff_ffff_ffff,
    0x0000_0000_ffff_fffe,
];

/// `2^512 mod p`: multiplying by it converts into Montgomery form.
const R2: [u64; 4] = [
    0x0000_0000_0000_0003,
    0xffff_fffb_ffff_ffff,
    0xffff_ffff_ffff_fffe,
    0x0000_0004_ffff_fffd,
];

/// `x - p` if `x = r + high * 2^256` is at least `p`, else `r`; requires
/// `x < 2p`. Constant time.
#[inline(always)]
fn subtract_modulus_if_needed(r: [u64; 4], high: u64) -> [u64; 4] {
    let mut difference = [0u64; 4];
    let mut borrow = 0;
    for i in 0..4 {
        (difference[i], borrow) = sbb(r[i], MODULUS[i], borrow);
    }
    // A borrow out of the top word as well means `x < p`: keep `r`.
    let (_, keep) = sbb(high, 0, borrow);
    select(&difference, &r, keep)
}

/// `a + b mod p` for `a, b < p`: the sum is below `2p`, so one conditional
/// subtraction of `p` reduces it.
#[inline(always)]
fn add_mod(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let mut sum = [0u64; 4];
    let mut carry = 0;
    for ((s, x), y) in sum.iter_mut().zip(a).zip(b) {
        (*s, carry) = adc(*x, *y, carry);
    }
    subtract_modulus_if_needed(sum, carry)
}

/// `a - b mod p` for `a, b < p`: `p` is added back, masked by the final
/// borrow.
#[inline(always)]
fn sub_mod(a: &[u64; 4], b: &[u64; 4]) -> [u64; 4] {
    let mut difference = [0u64; 4];
    let mut borrow = 0;
    for ((d, x), y) in difference.iter_mut().zip(a).zip(b) {
        (*d, borrow) = sbb(*x, *y, borrow);
    }
    let mut carry = 0;
    for (d, m) in difference.iter_mut().zip(MODULUS) {
        (*d, carry) = adc(*d, m & mask(borrow), carry);
    }
    difference
}

/// Montgomery reduction: `t / 2^256 mod p` for `t < p * 2^256`.
///
/// Each step adds `m * p` with `m` the current low limb, which clears it
/// because `-p^-1 = 1 (mod 2^64)`: `t_i + m (2^64 - 1) = m 2^64`, so the
/// step starts with a carry of `m` and no multiplication; the zero limb of
/// `p` needs none either.
#[inline(always)]
fn montgomery_reduce(mut t: [u64; 8]) -> [u64; 4] {
    let mut high = 0;
    for i in 0..4 {
        let m = t[i];
        let (x, carry) = mac(t[i + 1], m, MODULUS[1], m);
        t[i + 1] = x;
        let (x, carry) = adc(t[i + 2], 0, carry);
        t[i + 2] = x;
        let (x, carry) = mac(t[i + 3], m, MODULUS[3], carry);
        t[i + 3] = x;
        (t[i + 4], high) = adc(t[i + 4], high, carry);
    }
    subtract_modulus_if_needed([t[4], t[5], t[6], t[7]], high)
}

/// An element of the P-256 base field, in Montgomery form and fully reduced.
///
/// Field elements here are curve coordinates of public points, so the type
/// is `Copy` (as `ff::Field` requires) and prints its value.
#[derive(Clone, Copy, Default)]
pub(crate) struct FieldElement([u64; 4]);

/// All-zero limbs are the field's zero (in Montgomery form too), so that any
/// holder of a secret-dependent element can clear it with `zeroize`.
impl zeroize::DefaultIsZeroes for FieldElement {}

impl FieldElement {
    /// The field element of a 32-byte big-endian encoding, `None` unless it
    /// is canonical (below `p`). Constant time.
    pub(crate) fn from_bytes(bytes: &FieldBytes) -> CtOption<Self> {
        let mut limbs = [0u64; 4];
        for (limb, chunk) in limbs.iter_mut().zip(bytes.rchunks_exact(8)) {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            *limb = u64::from_be_bytes(word);
        }
        let mut borrow = 0;
        for i in 0..4 {
            (_, borrow) = sbb(limbs[i], MODULUS[i], borrow);
        }
        let canonical = Choice::from((borrow & 1) as u8);
        CtOption::new(Self(limbs) * Self(R2), canonical)
    }

    /// The canonical 32-byte big-endian encoding.
    pub(crate) fn to_bytes(self) -> FieldBytes {
        let limbs = montgomery_reduce([self.0[0], self.0[1], self.0[2], self.0[3], 0, 0, 0, 0]);
        let mut bytes = FieldBytes::default();
        for (chunk, limb) in bytes.rchunks_exact_mut(8).zip(limbs) {
            chunk.copy_from_slice(&limb.to_be_bytes());
        }
        bytes
    }

    /// `1 / self`, or `None` for zero. **Variable time:** public values
    /// only. It goes through p256's field, whose variable-time inversion
    /// (crypto-bigint's) takes about half the time of the Fermat chain of
    /// [`Field::invert`]; the two conversions cost about two
    /// multiplications.
    pub(crate) fn invert_vartime(&self) -> Option<Self> {
        let x = Option::<P256FieldElement>::from(P256FieldElement::from_repr(self.to_bytes()))?;
        let inverse = Option::<P256FieldElement>::from(Invert::invert_vartime(&x))?;
        Option::from(Self::from_bytes(&inverse.to_repr()))
    }

    /// Whether the canonical integer is odd (the SEC1 parity of `y`).
    pub(crate) fn is_odd(self) -> Choice {
        Choice::from(self.to_bytes()[31] & 1)
    }

    /// `self^(2^k)`.
    fn square_times(self, k: u32) -> Self {
        let mut result = self;
        for _ in 0..k {
            result = result.square();
        }
        result
    }

    /// `self^(2^k - 1)` for `k = 2, 30, 32`, by runs of ones (`2, 3, 6,
    /// 12, 24, 30, 32`): the shared start of the inversion and square-root
    /// chains, 31 squarings and 7 multiplications.
    fn pow_runs_of_ones(self) -> RunsOfOnes {
        let ones_2 = self.square() * self;
        let ones_3 = ones_2.square() * self;
        let ones_6 = ones_3.square_times(3) * ones_3;
        let ones_12 = ones_6.square_times(6) * ones_6;
        let ones_24 = ones_12.square_times(12) * ones_12;
        let ones_30 = ones_24.square_times(6) * ones_6;
        let ones_32 = ones_30.square_times(2) * ones_2;
        RunsOfOnes { ones_30, ones_32 }
    }

    /// `self^((p + 1) / 4)`, a square root of `self` when one exists
    /// (`p = 3 mod 4`). The exponent is `2^254 - 2^222 + 2^190 + 2^94
    /// = (((2^32 - 1) 2^32 + 1) 2^96 + 1) 2^94`: 253 squarings and
    /// 9 multiplications.
    fn sqrt_candidate(self) -> Self {
        let high = self.pow_runs_of_ones().ones_32.square_times(32) * self;
        (high.square_times(96) * self).square_times(94)
    }
}

/// Powers `x^(2^k - 1)` of an element `x`, for the exponentiation chains.
struct RunsOfOnes {
    ones_30: FieldElement,
    ones_32: FieldElement,
}

impl fmt::Debug for FieldElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FieldElement(0x")?;
        for byte in self.to_bytes() {
            write!(f, "{byte:02x}")?;
        }
        write!(f, ")")
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

    /// Montgomery multiplication: `(aR)(bR) / R = (ab)R`.
    #[inline]
    fn mul(self, rhs: &Self) -> Self {
        Self(montgomery_reduce(mul_wide(&self.0, &rhs.0)))
    }
}

impl Neg for FieldElement {
    type Output = Self;

    fn neg(self) -> Self {
        Self::ZERO - self
    }
}

field_operators!(FieldElement);

impl Field for FieldElement {
    const ZERO: Self = Self([0; 4]);
    const ONE: Self = Self(R);

    /// Uniform by rejection: 32 random bytes, drawn again (probability
    /// about `2^-32`) if not below `p`. The number of draws does not depend
    /// on the value returned.
    fn try_random<Rng: TryRng + ?Sized>(rng: &mut Rng) -> Result<Self, Rng::Error> {
        loop {
            let mut bytes = FieldBytes::default();
            rng.try_fill_bytes(&mut bytes)?;
            if let Some(x) = Option::from(Self::from_bytes(&bytes)) {
                return Ok(x);
            }
        }
    }

    /// Whether `self` is zero, by comparing limbs. Elements are fully reduced and the Montgomery form of zero is zero, so zero has the one representation `[0; 4]`. **Variable time:**
    /// public values only (the bucket method's coordinates); it replaces
    /// the default through `subtle`, a measurable cost there.
    fn is_zero_vartime(&self) -> bool {
        self.0 == [0; 4]
    }

    #[inline]
    fn square(&self) -> Self {
        Self(montgomery_reduce(square_wide(&self.0)))
    }

    #[inline]
    fn double(&self) -> Self {
        *self + self
    }

    /// Fermat: `self^(p - 2)`, constant time. In 32-bit words from the top,
    /// `p - 2` is `ffffffff 00000001 00000000 00000000 00000000 ffffffff
    /// ffffffff fffffffd`, the last word being 30 ones, a zero and a one:
    /// 255 squarings and 12 multiplications.
    fn invert(&self) -> CtOption<Self> {
        let RunsOfOnes { ones_30, ones_32 } = self.pow_runs_of_ones();
        let mut t = ones_32.square_times(32) * self;
        t = t.square_times(96 + 32) * ones_32;
        t = t.square_times(32) * ones_32;
        t = t.square_times(30) * ones_30;
        t = t.square_times(2) * self;
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

#[cfg(test)]
mod tests {
    use super::FieldElement;
    use crate::testing::{canonical_decoding_agrees, field_agrees_with_reference, hex, test_rng};
    use alloc::format;
    use alloc::vec;
    use alloc::vec::Vec;
    use ff::Field;
    use ff::PrimeField;
    use p256::FieldBytes;
    use p256::elliptic_curve::hazmat::FieldArithmetic;

    /// p256's own field element, the reference.
    type Reference = <p256::NistP256 as FieldArithmetic>::FieldElement;

    fn ours(x: &Reference) -> FieldElement {
        Option::from(FieldElement::from_bytes(&x.to_repr())).expect("canonical")
    }

    /// `p - 1` and `p - 2` are `-1` and `-2`; the other edge values are
    /// given as big-endian integers.
    fn edge_values() -> Vec<Reference> {
        let mut values = vec![
            Reference::ZERO,
            Reference::ONE,
            Reference::from(2u64),
            -Reference::ONE,
            -Reference::from(2u64),
        ];
        let from_be = |bytes: [u8; 32]| -> Reference {
            Option::from(Reference::from_repr(FieldBytes::from(bytes))).expect("below p")
        };
        let mut power = |bit: usize| {
            let mut bytes = [0u8; 32];
            bytes[31 - bit / 8] = 1 << (bit % 8);
            values.push(from_be(bytes));
        };
        power(255);
        power(224);
        power(192);
        power(96);
        power(64);
        power(63);
        // Limbs of all ones (the top limb kept below p's).
        for limb in 0..3 {
            let mut bytes = [0u8; 32];
            bytes[24 - 8 * limb..32 - 8 * limb].fill(0xff);
            values.push(from_be(bytes));
        }
        let mut bytes = [0xffu8; 32];
        bytes[..4].fill(0xfe);
        values.push(from_be(bytes));
        values
    }

    fn random_values(seed: u64, n: usize) -> Vec<Reference> {
        let mut rng = test_rng(seed);
        (0..n).map(|_| Reference::random(&mut rng)).collect()
    }

    fn all_values() -> Vec<Reference> {
        let mut values = edge_values();
        values.extend(random_values(71, 3000));
        values
    }

    #[test]
    fn encoding_round_trips_and_constants() {
        for x in all_values() {
            assert_eq!(ours(&x).to_bytes(), x.to_repr());
            assert_eq!(
                bool::from(ours(&x).is_odd()),
                bool::from(x.is_odd()),
                "{x:?}"
            );
        }
        assert_eq!(ours(&Reference::ONE), FieldElement::ONE);
        assert_eq!(ours(&Reference::ZERO), FieldElement::ZERO);
        assert_eq!(FieldElement::default(), FieldElement::ZERO);
    }

    /// `p`, `p + 1` and `2^256 - 1` are refused; `p - 1` is accepted.
    #[test]
    fn decoding_refuses_non_canonical_values() {
        let p: [u8; 32] = [
            0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xff, 0xff, 0xff, 0xff,
        ];
        // p + 1: the low 96 bits of p are ones, so the carry reaches bit 96.
        let mut p_plus_1 = p;
        p_plus_1[20..].fill(0);
        p_plus_1[19] = 1;
        let mut p_minus_1 = p;
        p_minus_1[31] = 0xfe;
        for bad in [p, p_plus_1, [0xff; 32]] {
            assert!(bool::from(FieldElement::from_bytes(&bad.into()).is_none()));
        }
        let minus_one = FieldElement::from_bytes(&p_minus_1.into()).expect("p - 1");
        assert_eq!(minus_one, -FieldElement::ONE);
    }

    /// Every operation against p256's field
    /// ([`field_agrees_with_reference`]),
    /// and the variable-time inversion against the constant-time one.
    #[test]
    fn arithmetic_agrees_with_the_curve_crate() {
        field_agrees_with_reference(ours, |x| x, &edge_values(), 71);
        for a in random_values(73, 300).iter().chain(&edge_values()) {
            let x = ours(a);
            assert_eq!(x.invert_vartime(), Option::from(x.invert()), "{a:?}");
        }
        assert!(format!("{:?}", FieldElement::ONE).ends_with("01)"));
    }

    /// Canonical decoding and encoding of arbitrary 32-byte strings against
    /// p256's ([`canonical_decoding_agrees`]).
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
                Option::<FieldElement>::from(FieldElement::from_bytes(&repr(bytes)))
                    .map(|x| x.to_bytes().to_vec())
            },
            |bytes| {
                Option::<Reference>::from(Reference::from_repr(repr(bytes)))
                    .map(|x| x.to_repr().to_vec())
            },
            72,
        );
    }
}

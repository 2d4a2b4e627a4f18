//! Building blocks for the crate's own 4-limb base field (P-256): the
//! word operations of multi-precision arithmetic on 64-bit limbs, the
//! 512-bit product and square of two 4-limb integers (the field reduces
//! them by the shape of its prime), and the trait boilerplate that
//! `ff::Field` requires.
//!
//! Everything here is straight-line `u128` arithmetic with fixed loop
//! bounds, so constant time. Carries and borrows are plain bits (0 or 1);
//! a caller that needs to act on one goes through [`select`] or [`mask`],
//! which build the mask behind `subtle`'s optimisation barrier, so that the
//! compiler cannot see a value known to be 0 or 1 and branch on it.

use subtle::{Choice, ConditionallySelectable};

/// `a + b + carry`, as (sum, carry out).
#[inline(always)]
pub const fn adc(a: u64, b: u64, carry: u64) -> (u64, u64) {
    let t = (a as u128) + (b as u128) + (carry as u128);
    (t as u64, (t >> 64) as u64)
}

/// `a - b - borrow`, as (difference, borrow out); the borrows are 0 or 1.
#[inline(always)]
pub const fn sbb(a: u64, b: u64, borrow: u64) -> (u64, u64) {
    let t = (a as u128).wrapping_sub((b as u128) + (borrow as u128));
    (t as u64, ((t >> 64) as u64) & 1)
}

/// All ones if `bit` is 1, zero if it is 0: the mask is made by `subtle`
/// behind its optimisation barrier. Constant time.
#[inline(always)]
pub fn mask(bit: u64) -> u64 {
    u64::conditional_select(&0, &u64::MAX, Choice::from((bit & 1) as u8))
}

/// `a` if `bit` is 0, `b` if it is 1, limb by limb through `subtle`.
/// Constant time.
#[inline(always)]
pub fn select(a: &[u64; 4], b: &[u64; 4], bit: u64) -> [u64; 4] {
    select_limbs(a, b, Choice::from((bit & 1) as u8))
}

/// `a` if `choice` is false, `b` if it is true, limb by limb. Constant time.
#[inline(always)]
pub fn select_limbs(a: &[u64; 4], b: &[u64; 4], choice: Choice) -> [u64; 4] {
    [
        u64::conditional_select(&a[0], &b[0], choice),
        u64::conditional_select(&a[1], &b[1], choice),
        u64::conditional_select(&a[2], &b[2], choice),
        u64::conditional_select(&a[3], &b[3], choice),
    ]
}

/// `a + b * c + carry`, as (low, high) words; cannot overflow.
#[inline(always)]
pub const fn mac(a: u64, b: u64, c: u64, carry: u64) -> (u64, u64) {
    let t = (a as u128) + (b as u128) * (c as u128) + (carry as u128);
    (t as u64, (t >> 64) as u64)
}

/// The 512-bit product `a * b` (schoolbook, 16 multiplications).
#[inline(always)]
pub fn mul_wide(a: &[u64; 4], b: &[u64; 4]) -> [u64; 8] {
    let mut t = [0u64; 8];
    for i in 0..4 {
        let mut carry = 0;
        for j in 0..4 {
            (t[i + j], carry) = mac(t[i + j], a[i], b[j], carry);
        }
        t[i + 4] = carry;
    }
    t
}

/// The 512-bit square `a^2` (10 multiplications: each cross product once,
/// doubled by a shift, then the diagonal).
#[inline(always)]
pub fn square_wide(a: &[u64; 4]) -> [u64; 8] {
    let mut t = [0u64; 8];
    for i in 0..3 {
        let mut carry = 0;
        for j in (i + 1)..4 {
            (t[i + j], carry) = mac(t[i + j], a[i], a[j], carry);
        }
        t[i + 4] = carry;
    }
    for k in (1..8).rev() {
        t[k] = (t[k] << 1) | (t[k - 1] >> 63);
    }
    let mut carry = 0;
    for i in 0..4 {
        (t[2 * i], carry) = mac(t[2 * i], a[i], a[i], carry);
        (t[2 * i + 1], carry) = adc(t[2 * i + 1], 0, carry);
    }
    t
}

/// For a `Copy` field type `F([u64; 4])` whose limbs are always the
/// canonical value (fully reduced) and that implements `Add`, `Sub` and
/// `Mul` by reference (`impl Add<&F> for F`) and `ff::Field`'s constants:
/// constant-time equality and selection on the limbs (`ConstantTimeEq`,
/// `PartialEq`, `Eq`, `ConditionallySelectable`), the by-value operators,
/// the assigning forms and `Sum`/`Product` (by value and by reference), all
/// through those three implementations.
#[cfg(feature = "p256")]
macro_rules! field_operators {
    ($field:ident) => {
        impl ::subtle::ConstantTimeEq for $field {
            fn ct_eq(&self, other: &Self) -> ::subtle::Choice {
                let eq = <u64 as ::subtle::ConstantTimeEq>::ct_eq;
                eq(&self.0[0], &other.0[0])
                    & eq(&self.0[1], &other.0[1])
                    & eq(&self.0[2], &other.0[2])
                    & eq(&self.0[3], &other.0[3])
            }
        }

        impl PartialEq for $field {
            fn eq(&self, other: &Self) -> bool {
                ::subtle::ConstantTimeEq::ct_eq(self, other).into()
            }
        }

        impl Eq for $field {}

        impl ::subtle::ConditionallySelectable for $field {
            fn conditional_select(
                a: &Self,
                b: &Self,
                choice: ::subtle::Choice,
            ) -> Self {
                $field($crate::limbs::select_limbs(&a.0, &b.0, choice))
            }
        }

        field_operators!(@forward $field;
            Add add AddAssign add_assign,
            Sub sub SubAssign sub_assign,
            Mul mul MulAssign mul_assign);

        impl ::core::iter::Sum for $field {
            fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
                iter.fold(<Self as ::ff::Field>::ZERO, |acc, x| acc + &x)
            }
        }

        impl<'a> ::core::iter::Sum<&'a $field> for $field {
            fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
                iter.fold(<Self as ::ff::Field>::ZERO, |acc, x| acc + x)
            }
        }

        impl ::core::iter::Product for $field {
            fn product<I: Iterator<Item = Self>>(iter: I) -> Self {
                iter.fold(<Self as ::ff::Field>::ONE, |acc, x| acc * &x)
            }
        }

        impl<'a> ::core::iter::Product<&'a $field> for $field {
            fn product<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
                iter.fold(<Self as ::ff::Field>::ONE, |acc, x| acc * x)
            }
        }
    };
    (@forward $field:ty; $($trait:ident $method:ident $assign_trait:ident $assign_method:ident),*) => {$(
        impl ::core::ops::$trait for $field {
            type Output = Self;

            #[inline]
            fn $method(self, rhs: Self) -> Self {
                ::core::ops::$trait::$method(self, &rhs)
            }
        }

        impl ::core::ops::$assign_trait for $field {
            #[inline]
            fn $assign_method(&mut self, rhs: Self) {
                *self = ::core::ops::$trait::$method(*self, &rhs);
            }
        }

        impl ::core::ops::$assign_trait<&$field> for $field {
            #[inline]
            fn $assign_method(&mut self, rhs: &Self) {
                *self = ::core::ops::$trait::$method(*self, rhs);
            }
        }
    )*};
}

#[cfg(feature = "p256")]
pub(crate) use field_operators;

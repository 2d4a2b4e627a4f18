//! Building blocks for the suites' own base fields (P-256, secp256k1): the
//! word operations of multi-precision arithmetic on 64-bit limbs, and the
//! operator boilerplate that `ff::Field` requires.
//!
//! Each helper is a straight-line `u128` computation, so constant time; the
//! carries and borrows they return are plain values or masks for the caller
//! to combine without branching.

/// `a + b + carry`, as (sum, carry out).
#[inline(always)]
pub const fn adc(a: u64, b: u64, carry: u64) -> (u64, u64) {
    let t = (a as u128) + (b as u128) + (carry as u128);
    (t as u64, (t >> 64) as u64)
}

/// `a - b - borrow`, where the incoming borrow is 0 or `u64::MAX`; the
/// outgoing one is too (a mask, so no branch is ever needed on it).
#[inline(always)]
pub const fn sbb(a: u64, b: u64, borrow: u64) -> (u64, u64) {
    let t = (a as u128).wrapping_sub((b as u128) + ((borrow >> 63) as u128));
    (t as u64, (t >> 64) as u64)
}

/// `a + b * c + carry`, as (low, high) words; cannot overflow.
#[inline(always)]
pub const fn mac(a: u64, b: u64, c: u64, carry: u64) -> (u64, u64) {
    let t = (a as u128) + (b as u128) * (c as u128) + (carry as u128);
    (t as u64, (t >> 64) as u64)
}

/// For a `Copy` field type that implements `Add`, `Sub` and `Mul` by
/// reference (`impl Add<&F> for F`) and `ff::Field`'s constants: the
/// by-value operators, the assigning forms and `Sum`/`Product` (by value and
/// by reference), all through those three implementations.
#[macro_export]
macro_rules! field_operators {
    ($field:ty) => {
        $crate::field_operators!(@forward $field;
            Add add AddAssign add_assign,
            Sub sub SubAssign sub_assign,
            Mul mul MulAssign mul_assign);

        impl ::core::iter::Sum for $field {
            fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
                iter.fold(<Self as $crate::ff::Field>::ZERO, |acc, x| acc + &x)
            }
        }

        impl<'a> ::core::iter::Sum<&'a $field> for $field {
            fn sum<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
                iter.fold(<Self as $crate::ff::Field>::ZERO, |acc, x| acc + x)
            }
        }

        impl ::core::iter::Product for $field {
            fn product<I: Iterator<Item = Self>>(iter: I) -> Self {
                iter.fold(<Self as $crate::ff::Field>::ONE, |acc, x| acc * &x)
            }
        }

        impl<'a> ::core::iter::Product<&'a $field> for $field {
            fn product<I: Iterator<Item = &'a Self>>(iter: I) -> Self {
                iter.fold(<Self as $crate::ff::Field>::ONE, |acc, x| acc * x)
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

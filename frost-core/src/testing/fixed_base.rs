//! Tests of [`FixedBaseTable`](crate::fixed_base::FixedBaseTable): the digit
//! recoding and the multiplication, on edge scalars, for a given suite and
//! window width. Instantiated per suite with
//! [`fixed_base_tests!`](crate::fixed_base_tests).

use alloc::vec::Vec;

use ff::{Field, PrimeField};
use group::Group;

use crate::fixed_base::{EntryForm, FixedBaseTable, SignedDigits};
use crate::testing::test_rng;
use crate::{Ciphersuite, Element, Scalar};

/// `2^w` as a scalar.
fn radix<C: Ciphersuite>(w: usize) -> Scalar<C> {
    Scalar::<C>::from(1u64 << w)
}

/// Edge and patterned scalars: 0, 1, 2, -1, -2, every power of two below
/// `2^NUM_BITS`, and, with and without negation, the scalars whose every
/// window holds `2^(W-1) - 1`, `2^(W-1)` or `2^W - 1` (the ends of the signed
/// range and the carries' edge cases), reduced modulo the group order.
pub fn edge_scalars<C: Ciphersuite, const W: usize>() -> Vec<Scalar<C>> {
    let two = Scalar::<C>::from(2u64);
    let mut scalars = alloc::vec![
        Scalar::<C>::ZERO,
        Scalar::<C>::ONE,
        two,
        -Scalar::<C>::ONE,
        -two,
    ];
    let mut power = Scalar::<C>::ONE;
    for _ in 0..Scalar::<C>::NUM_BITS {
        scalars.push(power);
        power *= two;
    }
    let positions = SignedDigits::<C, W>::POSITIONS;
    for raw in [(1u64 << (W - 1)) - 1, 1 << (W - 1), (1 << W) - 1] {
        let mut sum = Scalar::<C>::ZERO;
        let mut place = Scalar::<C>::ONE;
        for _ in 0..positions {
            sum += place * Scalar::<C>::from(raw);
            place *= radix::<C>(W);
        }
        scalars.push(sum);
        scalars.push(-sum);
    }
    scalars
}

/// Edge scalars followed by random ones.
fn test_scalars<C: Ciphersuite, const W: usize>(seed: u64) -> Vec<Scalar<C>> {
    let mut rng = test_rng(seed);
    let mut scalars = edge_scalars::<C, W>();
    scalars.extend((0..64).map(|_| C::random_scalar(&mut rng)));
    scalars
}

/// Every digit is in range (`[-2^(W-1), 2^(W-1))`, the top one in
/// `[0, 2^(W-1)]`), and `sum d_i 2^(W i)` gives back the scalar.
pub fn digits_recompose_the_scalar<C: Ciphersuite, const W: usize>() {
    let half = 1u16 << (W - 1);
    let positions = SignedDigits::<C, W>::POSITIONS;
    for k in test_scalars::<C, W>(401) {
        let mut recoder = SignedDigits::<C, W>::new(&k);
        let digits: Vec<(bool, u16)> = (0..positions)
            .map(|_| {
                let (negative, magnitude) = recoder.next_digit();
                (bool::from(negative), magnitude)
            })
            .collect();
        let mut sum = Scalar::<C>::ZERO;
        for (i, &(negative, magnitude)) in digits.iter().enumerate().rev() {
            if i + 1 == positions {
                assert!(!negative && magnitude <= half, "top digit {magnitude}");
            } else if negative {
                assert!(magnitude <= half, "digit -{magnitude}");
            } else {
                assert!(magnitude < half, "digit {magnitude}");
            }
            let value = Scalar::<C>::from(u64::from(magnitude));
            sum = sum * radix::<C>(W) + if negative { -value } else { value };
        }
        assert_eq!(sum, k);
    }
}

/// The table's multiplication equals the group's own `G * k`, and the
/// suite's `mul_base` does too, on edge and random scalars.
pub fn table_matches_plain_multiplication<C: Ciphersuite, const W: usize, F: EntryForm<C>>() {
    let table = FixedBaseTable::<C, W, F>::new();
    let g = Element::<C>::generator();
    for k in test_scalars::<C, W>(402) {
        let expected = g * k;
        assert_eq!(table.mul(&k), expected, "table, {k:?}");
        assert_eq!(C::mul_base(&k), expected, "mul_base, {k:?}");
    }
    assert!(bool::from(table.mul(&Scalar::<C>::ZERO).is_identity()));
    assert_eq!(table.mul(&Scalar::<C>::ONE), g);
    assert_eq!(table.mul(&-Scalar::<C>::ONE), -g);
}

/// Expands into the [`FixedBaseTable`] tests for a suite, the entry form it
/// uses, and window widths: the suite's own, and others to cover the
/// recoding's range (2 and 8 are the ends).
#[macro_export]
macro_rules! fixed_base_tests {
    ($suite:ty, $form:ty, $($window:literal),+ $(,)?) => {
        #[test]
        fn fixed_base_digits_recompose_the_scalar() {
            $( $crate::testing::fixed_base::digits_recompose_the_scalar::<$suite, $window>(); )+
        }

        #[test]
        fn fixed_base_table_matches_plain_multiplication() {
            $(
                $crate::testing::fixed_base::table_matches_plain_multiplication::<
                    $suite,
                    $window,
                    $form,
                >();
            )+
        }
    };
}

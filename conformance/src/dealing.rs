//! Generic tests of the dealer's arithmetic (crate `frost-keygen`): its
//! machine-word scalars against the suite's field, and its change of basis
//! and evaluation by forward differences against the definitions.
//!
//! Each public function is one test; [`ciphersuite_tests!`](crate::ciphersuite_tests)
//! instantiates all of them for a ciphersuite.

use alloc::vec::Vec;

use ff::{Field, PrimeField};

use crate::test_rng;
use frost_core::{Ciphersuite, Scalar};
use frost_keygen::scalar_words::ScalarField;

/// The word arithmetic of the dealer (`scalar_words.rs`) agrees with
/// the suite's own field operations, at the edges of the range (0, 1, `L - 1`,
/// `L - 2`, about `L / 2`) and at random values, for multipliers up to
/// `2^32 - 1`.
pub fn scalar_words_match_the_field<C: Ciphersuite>() {
    match <Scalar<C> as PrimeField>::NUM_BITS.div_ceil(64) {
        4 => scalar_words_match::<C, 4>(),
        5 => scalar_words_match::<C, 5>(),
        6 => scalar_words_match::<C, 6>(),
        7 => scalar_words_match::<C, 7>(),
        8 => scalar_words_match::<C, 8>(),
        _ => assert!(ScalarField::<Scalar<C>, 4>::new().is_none()),
    }
}

fn scalar_words_match<C: Ciphersuite, const N: usize>() {
    let field = ScalarField::<Scalar<C>, N>::new().expect("the suite's scalars take N words");
    if N < 8 {
        assert!(
            ScalarField::<Scalar<C>, 8>::new().is_none(),
            "the smallest N only"
        );
    }
    let mut rng = test_rng(977);
    let half = Scalar::<C>::from(2).invert().expect("2 is invertible");
    let mut values = vec![
        Scalar::<C>::ZERO,
        Scalar::<C>::ONE,
        Scalar::<C>::from(2),
        -Scalar::<C>::ONE,
        -Scalar::<C>::from(2),
        half,
        half - Scalar::<C>::ONE,
        half + Scalar::<C>::ONE,
    ];
    values.extend((0..8).map(|_| frost_core::random_scalar::<C>(&mut rng)));
    let words = |s: &Scalar<C>| ScalarField::<Scalar<C>, N>::words_of(s).expect("fits");
    let scalar = |w| ScalarField::<Scalar<C>, N>::scalar_of(&w).expect("reduced");
    for a in &values {
        assert_eq!(&scalar(words(a)), a, "round trip");
        for b in &values {
            assert_eq!(scalar(field.add(&words(a), &words(b))), *a + b, "add");
            assert_eq!(scalar(field.sub(&words(a), &words(b))), *a - b, "sub");
        }
        for k in [0u32, 1, 2, 3, 7, 665, 666, 65535, 1 << 31, u32::MAX] {
            assert_eq!(
                scalar(field.mul_small(&words(a), k)),
                *a * Scalar::<C>::from(u64::from(k)),
                "mul_small by {k}"
            );
        }
    }

    // The dealer's routines take the word path for this suite (a `None`
    // would send them back to the field's own operations), and agree with it.
    let newton: Vec<Scalar<C>> = (0..50)
        .map(|_| frost_core::random_scalar::<C>(&mut rng))
        .collect();
    assert_eq!(
        frost_keygen::polynomial::monomial_from_newton_in_words::<C, N>(&newton),
        Some(frost_keygen::polynomial::monomial_from_newton::<C>(&newton)),
    );
    assert_eq!(
        frost_keygen::polynomial::evaluate_at_one_to_in_words::<C, N>(&newton, 120),
        Some(frost_keygen::polynomial::evaluate_at_one_to::<C>(
            &newton, 120
        )),
    );
}

/// The dealer's change of basis and its evaluation at `1..n` agree with the
/// definitions: the monomial coefficients give, by Horner's rule, the values
/// of `sum(c_k * x (x - 1) ... (x - k + 1))`, and the forward differences
/// give the same values at `1..n`. Degrees 0 to 40 and one of 300.
pub fn dealer_polynomial_routines_are_exact<C: Ciphersuite>() {
    use frost_keygen::polynomial::{evaluate, evaluate_at_one_to, monomial_from_newton};
    let mut rng = test_rng(983);
    for degree in (0..=40).chain([300]) {
        let newton: Vec<Scalar<C>> = (0..=degree)
            .map(|_| frost_core::random_scalar::<C>(&mut rng))
            .collect();
        let coefficients = monomial_from_newton::<C>(&newton);
        assert_eq!(coefficients.len(), newton.len());
        let count = 2 * degree + 3;
        let values = evaluate_at_one_to::<C>(&newton, count);
        assert_eq!(values.len(), count);
        for (x, value) in (1..=count as u64).zip(&values) {
            let x = Scalar::<C>::from(x);
            let mut falling = Scalar::<C>::ONE;
            let mut expected = Scalar::<C>::ZERO;
            for (k, c_k) in newton.iter().enumerate() {
                expected += *c_k * falling;
                falling *= x - Scalar::<C>::from(k as u64);
            }
            assert_eq!(value, &expected, "forward differences at {x:?}");
            assert_eq!(evaluate::<C>(&coefficients, &x), expected, "monomial basis");
        }
    }
}

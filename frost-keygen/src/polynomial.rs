//! The dealer's polynomials (RFC 9591, Section 4.2, `evaluate_polynomial`;
//! Appendix C): evaluation, and the change of basis and evaluation at
//! `1..n` by forward differences that deal many shares cheaply. Lagrange
//! interpolation, which signing needs too, is the engine's
//! ([`frost_core::polynomial`]).

use alloc::vec::Vec;

use ff::Field;
use zeroize::{Zeroize, Zeroizing};

use frost_core::{Ciphersuite, Scalar};

use crate::scalar_words::{ScalarField, Words};

/// Runs `$f::<$suite, N>($args)` with `N` the number of 64-bit words the
/// suite's scalars take (4 to 8), or evaluates to `None` for other sizes.
macro_rules! in_words {
    ($suite:ty, $f:ident($($arg:expr),*)) => {
        match <Scalar<$suite> as ff::PrimeField>::NUM_BITS.div_ceil(64) {
            4 => $f::<$suite, 4>($($arg),*),
            5 => $f::<$suite, 5>($($arg),*),
            6 => $f::<$suite, 6>($($arg),*),
            7 => $f::<$suite, 7>($($arg),*),
            8 => $f::<$suite, 8>($($arg),*),
            _ => None,
        }
    };
}

/// `evaluate_polynomial(x, coeffs)` by Horner's rule: `sum(coeffs[i] * x^i)`.
///
/// Constant time in the coefficients (only field multiplications and
/// additions), so it is safe on secret polynomials.
pub fn evaluate<C: Ciphersuite>(coefficients: &[Scalar<C>], x: &Scalar<C>) -> Scalar<C> {
    coefficients
        .iter()
        .rev()
        .fold(Scalar::<C>::ZERO, |acc, coefficient| acc * x + coefficient)
}

/// The monomial coefficients (constant term first) of the polynomial
/// `f(x) = sum(c_k * x (x - 1) ... (x - k + 1))` given in the falling-factorial
/// (Newton) basis by `newton = [c_0, c_1, ...]`; `f(0) = c_0`.
///
/// Nested like Horner's rule, `f = c_0 + x (c_1 + (x - 1) (c_2 + ...))`, each
/// step multiplying a polynomial by `(x - k)`: about `d^2 / 2` field
/// multiplications by the small public integer `k` for degree `d`. Constant
/// time in the coefficients, so it is safe on secret polynomials. Scalars of
/// 4 to 8 words are held as machine words for the whole run
/// ([`crate::scalar_words`]); others use the field's own operations.
pub fn monomial_from_newton<C: Ciphersuite>(newton: &[Scalar<C>]) -> Vec<Scalar<C>> {
    in_words!(C, monomial_from_newton_in_words(newton)).unwrap_or_else(|| {
        let mut coefficients = Vec::with_capacity(newton.len());
        for (k, c_k) in newton.iter().enumerate().rev() {
            let k = Scalar::<C>::from(k as u64);
            // coefficients := coefficients * (x - k) + c_k, highest degree
            // first so that each entry still reads its neighbour's old value.
            coefficients.push(Scalar::<C>::ZERO);
            for i in (1..coefficients.len()).rev() {
                coefficients[i] = coefficients[i - 1] - k * coefficients[i];
            }
            coefficients[0] = *c_k - k * coefficients[0];
        }
        coefficients
    })
}

/// [`monomial_from_newton`] on scalars held as `N` words
/// ([`crate::scalar_words`]); `None` if the suite's scalars do not take `N`
/// words or the degree does not fit in 32 bits.
pub fn monomial_from_newton_in_words<C: Ciphersuite, const N: usize>(
    newton: &[Scalar<C>],
) -> Option<Vec<Scalar<C>>> {
    let field = ScalarField::<Scalar<C>, N>::new()?;
    let newton = Zeroizing::new(collect_wiped(
        newton.iter().map(ScalarField::<Scalar<C>, N>::words_of),
    )?);
    let mut coefficients: Zeroizing<Vec<Words<N>>> =
        Zeroizing::new(Vec::with_capacity(newton.len()));
    for (k, c_k) in newton.iter().enumerate().rev() {
        let k = u32::try_from(k).ok()?;
        coefficients.push([0; N]);
        for i in (1..coefficients.len()).rev() {
            let product = field.mul_small(&coefficients[i], k);
            coefficients[i] = field.sub(&coefficients[i - 1], &product);
        }
        let product = field.mul_small(&coefficients[0], k);
        coefficients[0] = field.sub(c_k, &product);
    }
    collect_wiped(
        coefficients
            .iter()
            .map(ScalarField::<Scalar<C>, N>::scalar_of),
    )
}

/// The items of `items` in a vector, or `None` if one is missing; the
/// items collected until then are secret and are wiped.
fn collect_wiped<T: Zeroize>(items: impl Iterator<Item = Option<T>>) -> Option<Vec<T>> {
    let mut collected = Zeroizing::new(Vec::with_capacity(items.size_hint().0));
    for item in items {
        collected.push(item?);
    }
    Some(core::mem::take(&mut *collected))
}

/// `f(1), f(2), ..., f(count)` for the polynomial given in the falling-factorial
/// basis by `newton` (see [`monomial_from_newton`]), by forward differences:
/// additions only, `d` per value for degree `d`.
///
/// The forward differences of `f` at zero are `Δ^k f(0) = k! * c_k`, and a step
/// from `x` to `x + 1` updates every difference by the next one,
/// `Δ^k f(x + 1) = Δ^k f(x) + Δ^(k+1) f(x)`; `Δ^d f` is constant. Constant
/// time in the coefficients (a fixed sequence of field operations), so it is
/// safe on secret polynomials; the working table is zeroized. Like
/// [`monomial_from_newton`], it runs on machine words where the scalars fit.
pub fn evaluate_at_one_to<C: Ciphersuite>(newton: &[Scalar<C>], count: usize) -> Vec<Scalar<C>> {
    in_words!(C, evaluate_at_one_to_in_words(newton, count)).unwrap_or_else(|| {
        let mut differences = initial_differences::<C>(newton);
        let mut values = Vec::with_capacity(count);
        for _ in 0..count {
            for k in 1..differences.len() {
                let next = differences[k];
                differences[k - 1] += next;
            }
            values.push(differences.first().copied().unwrap_or(Scalar::<C>::ZERO));
        }
        differences.zeroize();
        values
    })
}

/// The forward differences `Δ^k f(0) = k! * c_k` of the polynomial given in
/// the falling-factorial basis by `newton`.
fn initial_differences<C: Ciphersuite>(newton: &[Scalar<C>]) -> Vec<Scalar<C>> {
    let mut differences = Vec::with_capacity(newton.len());
    let mut factorial = Scalar::<C>::ONE;
    for (k, c_k) in newton.iter().enumerate() {
        if k > 0 {
            factorial *= Scalar::<C>::from(k as u64);
        }
        differences.push(factorial * c_k);
    }
    differences
}

/// [`evaluate_at_one_to`] on scalars held as `N` words
/// ([`crate::scalar_words`]); `None` if the suite's scalars do not take `N`
/// words.
pub fn evaluate_at_one_to_in_words<C: Ciphersuite, const N: usize>(
    newton: &[Scalar<C>],
    count: usize,
) -> Option<Vec<Scalar<C>>> {
    let field = ScalarField::<Scalar<C>, N>::new()?;
    let initial = Zeroizing::new(initial_differences::<C>(newton));
    let mut differences = Zeroizing::new(collect_wiped(
        initial.iter().map(ScalarField::<Scalar<C>, N>::words_of),
    )?);
    collect_wiped((0..count).map(|_| {
        for k in 1..differences.len() {
            differences[k - 1] = field.add(&differences[k - 1], &differences[k]);
        }
        let value = Zeroizing::new(differences.first().copied().unwrap_or([0; N]));
        ScalarField::<Scalar<C>, N>::scalar_of(&value)
    }))
}

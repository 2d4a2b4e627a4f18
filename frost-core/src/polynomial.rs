//! Polynomials (RFC 9591, Section 4.2): evaluation and Lagrange interpolation
//! at zero.

use alloc::vec::Vec;

use ff::Field;

use crate::{Ciphersuite, Error, Identifier, Scalar};

/// `evaluate_polynomial(x, coeffs)` by Horner's rule: `sum(coeffs[i] * x^i)`.
///
/// Constant time in the coefficients (only field multiplications and
/// additions), so it is safe on secret polynomials.
pub(crate) fn evaluate<C: Ciphersuite>(coefficients: &[Scalar<C>], x: &Scalar<C>) -> Scalar<C> {
    coefficients
        .iter()
        .rev()
        .fold(Scalar::<C>::ZERO, |acc, coefficient| acc * x + coefficient)
}

/// `derive_interpolating_value(L, x_i)`: the Lagrange coefficient of `x_i` for
/// interpolation at zero over the set `L`,
/// `prod_{x_j in L, j != i} x_j / (x_j - x_i)`.
///
/// Fails if `x_i` is not in `L` or `L` holds it twice. Identifiers are public:
/// the single inversion need not be constant time, but it is.
pub fn derive_interpolating_value<C: Ciphersuite>(
    signers: &[Identifier<C>],
    x_i: &Identifier<C>,
) -> Result<Scalar<C>, Error<C>> {
    let mut numerator = Scalar::<C>::ONE;
    let mut denominator = Scalar::<C>::ONE;
    let mut found = false;
    for x_j in signers {
        if x_j == x_i {
            if found {
                return Err(Error::DuplicatedIdentifier { identifier: *x_i });
            }
            found = true;
            continue;
        }
        numerator *= x_j.to_scalar();
        denominator *= x_j.to_scalar() - x_i.to_scalar();
    }
    if !found {
        return Err(Error::UnknownParticipant { identifier: *x_i });
    }
    // Distinct non-zero identifiers make the denominator non-zero.
    let inverse = Option::<Scalar<C>>::from(denominator.invert())
        .ok_or(Error::DuplicatedIdentifier { identifier: *x_i })?;
    Ok(numerator * inverse)
}

/// The Lagrange coefficients at zero of every member of `signers`, which must be
/// distinct (callers pass the keys of a map), in the same order.
///
/// `O(n^2)` multiplications but a single field inversion for all `n`
/// coefficients (Montgomery's batch inversion).
pub fn interpolating_values<C: Ciphersuite>(
    signers: &[Identifier<C>],
) -> Result<Vec<Scalar<C>>, Error<C>> {
    let xs: Vec<Scalar<C>> = signers.iter().map(Identifier::to_scalar).collect();
    // lambda_i = prod_{j != i} x_j / (x_j - x_i) = (prod_j x_j) / (x_i * prod_{j != i} (x_j - x_i)).
    let product: Scalar<C> = xs.iter().product();
    let mut denominators: Vec<Scalar<C>> = xs
        .iter()
        .enumerate()
        .map(|(i, x_i)| {
            xs.iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .fold(*x_i, |acc, (_, x_j)| acc * (*x_j - x_i))
        })
        .collect();
    batch_invert::<C>(&mut denominators).map_err(|index| Error::DuplicatedIdentifier {
        identifier: signers[index],
    })?;
    Ok(denominators
        .into_iter()
        .map(|inverse| product * inverse)
        .collect())
}

/// Inverts every element in place with one field inversion. Fails with the
/// index of a zero element, leaving the slice unchanged.
pub(crate) fn batch_invert<C: Ciphersuite>(values: &mut [Scalar<C>]) -> Result<(), usize> {
    if let Some(index) = values.iter().position(|v| bool::from(v.is_zero())) {
        return Err(index);
    }
    let mut prefix = Vec::with_capacity(values.len());
    let mut acc = Scalar::<C>::ONE;
    for v in values.iter() {
        prefix.push(acc);
        acc *= v;
    }
    let mut inverse = Option::<Scalar<C>>::from(acc.invert()).ok_or(0usize)?;
    for (v, before) in values.iter_mut().zip(prefix).rev() {
        let original = *v;
        *v = inverse * before;
        inverse *= original;
    }
    Ok(())
}

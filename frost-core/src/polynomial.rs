//! Polynomials (RFC 9591, Section 4.2): Lagrange interpolation at zero, what
//! signing needs. Dealing polynomials (evaluation, the dealer's change of
//! basis) is key generation's (crate `frost-keygen`).

use alloc::vec::Vec;

use ff::Field;

use crate::{Ciphersuite, Error, Identifier, Scalar};

/// `derive_interpolating_value(L, x_i)`: the Lagrange coefficient of `x_i` for
/// interpolation at zero over the set `L`,
/// `prod_{x_j in L, j != i} x_j / (x_j - x_i)`.
///
/// Fails if `x_i` is not in `L` or `L` holds it twice. Identifiers are public:
/// the single inversion need not be constant time, but it is. Both products
/// are split over the cores for a large `L` (the pieces' products multiplied,
/// the same field elements).
pub fn derive_interpolating_value<C: Ciphersuite>(
    signers: &[Identifier<C>],
    x_i: &Identifier<C>,
) -> Result<Scalar<C>, Error<C>> {
    let x = x_i.to_scalar();
    // Per piece: both products over its other signers, and `x_i`'s count.
    let one = (Scalar::<C>::ONE, Scalar::<C>::ONE, 0usize);
    let pieces = crate::parallel::map_chunks(signers, |piece| {
        piece.iter().fold(one, |(n, d, o), x_j| match x_j == x_i {
            true => (n, d, o + 1),
            false => (n * x_j.to_scalar(), d * (x_j.to_scalar() - x), o),
        })
    });
    let (numerator, denominator, occurrences) = pieces
        .into_iter()
        .fold(one, |(n, d, o), (pn, pd, po)| (n * pn, d * pd, o + po));
    let identifier = *x_i;
    match occurrences {
        0 => return Err(Error::UnknownParticipant { identifier }),
        1 => {}
        _ => return Err(Error::DuplicatedIdentifier { identifier }),
    }
    // Distinct non-zero identifiers make the denominator non-zero.
    let inverse: Option<Scalar<C>> = denominator.invert().into();
    Ok(numerator * inverse.ok_or(Error::DuplicatedIdentifier { identifier })?)
}

/// The Lagrange coefficients at zero of every member of `signers`, which must be
/// distinct (callers pass the keys of a map), in the same order.
///
/// `O(n^2)` operations but a single field inversion for all `n` coefficients
/// (Montgomery's batch inversion). When every identifier is a small integer
/// (the default identifiers `1..=max_signers`), the differences in the
/// denominators are multiplied as machine integers, several to a field
/// multiplication (`small_integer_denominators`), which makes the
/// quadratic part an order of magnitude cheaper; and when the identifiers fill
/// most of `1..=max`, the denominators follow from factorials and the few
/// missing values instead (`inverse_denominators_from_gaps`): `O(n)` for
/// consecutive identifiers. Identifiers are public: variable time.
pub fn interpolating_values<C: Ciphersuite>(
    signers: &[Identifier<C>],
) -> Result<Vec<Scalar<C>>, Error<C>> {
    let xs: Vec<Scalar<C>> = signers.iter().map(Identifier::to_scalar).collect();
    // lambda_i = prod_{j != i} x_j / (x_j - x_i) = (prod_j x_j) / (x_i * prod_{j != i} (x_j - x_i)).
    let product: Scalar<C> = xs.iter().product();
    let small: Option<Vec<u64>> = signers.iter().map(small_value).collect();
    let gaps = small.as_deref().map(inverse_denominators_from_gaps::<C>);
    let inverses = match gaps {
        Some(Gaps::Inverses(inverses)) => inverses,
        Some(Gaps::Repeated(index)) => {
            return Err(Error::DuplicatedIdentifier {
                identifier: signers[index],
            });
        }
        Some(Gaps::TooMany) | None => {
            let mut denominators: Vec<Scalar<C>> = match &small {
                Some(values) => small_integer_denominators::<C>(values),
                None => xs
                    .iter()
                    .enumerate()
                    .map(|(i, x_i)| {
                        xs.iter()
                            .enumerate()
                            .filter(|(j, _)| *j != i)
                            .fold(*x_i, |acc, (_, x_j)| acc * (*x_j - x_i))
                    })
                    .collect(),
            };
            batch_invert::<C>(&mut denominators).map_err(|index| Error::DuplicatedIdentifier {
                identifier: signers[index],
            })?;
            denominators
        }
    };
    Ok(inverses
        .into_iter()
        .map(|inverse| product * inverse)
        .collect())
}

/// What [`inverse_denominators_from_gaps`] found.
enum Gaps<C: Ciphersuite> {
    /// The inverted denominators, in the order of the values.
    Inverses(Vec<Scalar<C>>),
    /// The value at this index repeats an earlier one.
    Repeated(usize),
    /// Too many values are missing from `1..=max` for the method to pay off
    /// (or a value is zero): take [`small_integer_denominators`].
    TooMany,
}

/// The inverses of the denominators `x_i * prod_{j != i} (x_j - x_i)` of
/// [`small_integer_denominators`], for distinct small integers filling most
/// of `1..=m` (`m` the largest): the product runs over the few missing
/// values `K = {1..=m} \ {x_j}` instead of the many present ones. Over all of
/// `1..=m`, `x_i * prod_{j != x_i} (j - x_i) = (-1)^(x_i - 1) * x_i! * (m - x_i)!`,
/// so the denominator is that divided by `prod_{k in K} (k - x_i)`, and its
/// inverse is
///
/// `(-1)^(x_i - 1) * prod_{k in K} (k - x_i) / (x_i! * (m - x_i)!)`.
///
/// Cost: `O(m)` multiplications and one inversion for the inverse factorials,
/// and `|K|` integer factors per value, multiplied several at a time as
/// machine integers; taken when that beats the `n^2` factors of
/// [`small_integer_denominators`].
fn inverse_denominators_from_gaps<C: Ciphersuite>(values: &[u64]) -> Gaps<C> {
    let Some(&max) = values.iter().max() else {
        return Gaps::Inverses(Vec::new());
    };
    let Ok(m) = usize::try_from(max) else {
        return Gaps::TooMany;
    };
    if values.contains(&0) {
        return Gaps::TooMany;
    }
    let n = values.len();
    let bits = 64 - max.leading_zeros();
    let per_chunk = (63 / bits) as usize;
    // Both counts in field multiplications (an inversion counted as ~300).
    let direct = n.saturating_mul(n) / per_chunk;
    let missing_count = m.saturating_sub(n);
    let from_gaps = (3 * m + 300).saturating_add(n.saturating_mul(missing_count) / per_chunk);
    if from_gaps >= direct {
        return Gaps::TooMany;
    }
    let mut present = alloc::vec![false; m + 1];
    for (index, &x) in values.iter().enumerate() {
        let slot = &mut present[x as usize];
        if *slot {
            return Gaps::Repeated(index);
        }
        *slot = true;
    }
    let missing: Vec<u64> = (1..=max).filter(|k| !present[*k as usize]).collect();

    // inverse_factorials[j] = 1 / j! for j in 0..=m, from one inversion of m!.
    let mut factorial = Scalar::<C>::ONE;
    for j in 2..=max {
        factorial *= Scalar::<C>::from(j);
    }
    // m! is a product of integers below the field's order: never zero.
    let Some(mut inverse) = Option::<Scalar<C>>::from(factorial.invert()) else {
        return Gaps::TooMany;
    };
    let mut inverse_factorials = alloc::vec![Scalar::<C>::ONE; m + 1];
    for j in (1..=m).rev() {
        inverse_factorials[j] = inverse;
        inverse *= Scalar::<C>::from(j as u64);
    }

    let inverses = values
        .iter()
        .map(|&x_i| {
            // prod_{k in K} (k - x_i), |K| integer factors below 2^bits; its
            // sign flips once per gap below x_i, and (-1)^(x_i - 1) joins it.
            let mut product = Scalar::<C>::ONE;
            let mut chunk: u64 = 1;
            let mut in_chunk = 0;
            let mut negative = x_i % 2 == 0;
            for &k in &missing {
                negative ^= k < x_i;
                chunk *= k.abs_diff(x_i);
                in_chunk += 1;
                if in_chunk == per_chunk {
                    product *= Scalar::<C>::from(chunk);
                    chunk = 1;
                    in_chunk = 0;
                }
            }
            product *= Scalar::<C>::from(chunk);
            let x = x_i as usize;
            let inverse = product * inverse_factorials[x] * inverse_factorials[m - x];
            if negative { -inverse } else { inverse }
        })
        .collect();
    Gaps::Inverses(inverses)
}

/// The largest identifier value for which [`small_integer_denominators`]
/// applies: `2^20`, so that three differences multiply within 63 bits.
const SMALL_IDENTIFIER_BOUND: u64 = 1 << 20;

/// The identifier's integer value if it is below [`SMALL_IDENTIFIER_BOUND`],
/// read from its canonical encoding.
fn small_value<C: Ciphersuite>(identifier: &Identifier<C>) -> Option<u64> {
    let bytes = identifier.as_bytes();
    let split = bytes.len().checked_sub(8)?;
    let (high, low) = if crate::scalar_little_endian::<C>() {
        let (low, high) = bytes.split_at(8);
        (high, low)
    } else {
        bytes.split_at(split)
    };
    if high.iter().any(|byte| *byte != 0) {
        return None;
    }
    let mut word = [0u8; 8];
    word.copy_from_slice(low);
    let value = if crate::scalar_little_endian::<C>() {
        u64::from_le_bytes(word)
    } else {
        u64::from_be_bytes(word)
    };
    (value < SMALL_IDENTIFIER_BOUND).then_some(value)
}

/// `x_i * prod_{j != i} (x_j - x_i)` for distinct small integers `x`: the
/// absolute differences (below `2^b` for values below `2^b`, `b <= 20`) are
/// multiplied `63 / b` at a time as integers before each field
/// multiplication (six at a time for identifiers up to 1023), and the sign is
/// applied once (`x_j - x_i` is negative for exactly the `x_j` below `x_i`).
/// A repeated value yields a zero denominator, which the batch inversion
/// reports.
fn small_integer_denominators<C: Ciphersuite>(values: &[u64]) -> Vec<Scalar<C>> {
    let bits = 64 - values.iter().max().copied().unwrap_or(1).leading_zeros();
    let per_chunk = 63 / bits.max(1);
    values
        .iter()
        .enumerate()
        .map(|(i, &x_i)| {
            let mut acc = Scalar::<C>::from(x_i);
            let mut chunk: u64 = 1;
            let mut in_chunk = 0;
            let mut negative = false;
            for (j, &x_j) in values.iter().enumerate() {
                if j == i {
                    continue;
                }
                negative ^= x_j < x_i;
                chunk *= x_j.abs_diff(x_i);
                in_chunk += 1;
                if in_chunk == per_chunk {
                    acc *= Scalar::<C>::from(chunk);
                    chunk = 1;
                    in_chunk = 0;
                }
            }
            acc *= Scalar::<C>::from(chunk);
            if negative { -acc } else { acc }
        })
        .collect()
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

#[cfg(all(test, feature = "parallel"))]
mod tests;

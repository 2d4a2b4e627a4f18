//! Committed polynomials evaluated "in the exponent".
//!
//! A commitment `[C_0, ..., C_(t-1)]`, `C_k = a_k * G`, to the polynomial
//! `f(x) = sum(a_k * x^k)` lets anyone compute `F(x) = sum(C_k * x^k) = f(x) * G`
//! without knowing `f`: this is how a share `f(i)` is checked
//! (RFC 9591, Appendix C.2, `vss_verify`) and how every participant's verifying
//! share is derived from public data (`derive_group_info`).
//!
//! Key generation for `t`-of-`n` evaluates such sums `n` times over `t` points,
//! so the evaluation strategy decides how far groups scale. Identifiers are
//! almost always small integers, and multiplying a point by a small integer is
//! a handful of doublings and additions, far cheaper than a full scalar
//! multiplication. Three strategies follow from that:
//!
//! - **Horner's rule with a small multiplier**: `F(x) = (..(C_(t-1) * x + C_(t-2)) * x ..) + C_0`
//!   costs `t - 1` multiplications by `x`, about `log2(x)` group operations each.
//! - **Forward differences** over `x = 1, 2, 3, ...`: once `F` is written in
//!   the binomial basis, each next value costs `t - 1` additions and nothing
//!   else. Converting to that basis costs about `t^2 / 2` multiplications by
//!   integers below `t`, which pays off as soon as many consecutive identifiers
//!   are evaluated (all `n` verifying shares of a default group). For large
//!   `t` the polynomial is cut into pieces converted separately, trading part
//!   of that quadratic cost for one full multiplication per value and piece.
//! - **Multiscalar multiplication** with the powers `x^k` for identifiers that
//!   are not small integers (e.g. derived with `HID`).
//!
//! **Variable time:** everything here runs on public data only (commitments and
//! identifiers); running time depends on the identifiers' values.

use alloc::vec::Vec;

use ff::{Field, PrimeField};
use group::Group;

use frost_core::Arithmetic;
use frost_core::{Ciphersuite, Element, Identifier, Scalar};

/// Identifiers up to this value count as small integers.
const SMALL_LIMIT: u64 = 1 << 32;

/// At most this many pieces for forward differences (see [`best_split`]).
const MAX_PIECES: usize = 16;

/// Multiplication of a point by a fixed small positive integer, as a chain of
/// doublings and additions or subtractions given by the integer's non-adjacent
/// form (NAF, at most one non-zero digit in any two adjacent ones).
///
/// The chain is kept as runs of doublings, each followed by an addition or
/// subtraction of the point, so that a suite can do a whole run at once
/// ([`Arithmetic::mul_by_pow_2`]).
#[derive(Clone, Debug)]
pub(crate) struct SmallMultiplier {
    /// After the leading digit 1, most significant first: how many doublings,
    /// then the next non-zero digit (`1` or `-1`), or `0` for the trailing
    /// doublings after the last one.
    steps: Vec<(u32, i8)>,
}

impl SmallMultiplier {
    /// The chain for `m >= 1`.
    pub(crate) fn new(mut m: u64) -> Self {
        debug_assert!((1..SMALL_LIMIT).contains(&m));
        // NAF digits in {-1, 0, 1}, least significant first; the last is 1.
        let mut digits: Vec<i8> = Vec::new();
        while m != 0 {
            if m & 1 == 1 {
                // m = 1 (mod 4) gives digit 1, m = 3 (mod 4) gives digit -1, so
                // that the next digit is 0. No overflow: m < 2^32.
                if m & 3 == 1 {
                    digits.push(1);
                    m -= 1;
                } else {
                    digits.push(-1);
                    m += 1;
                }
            } else {
                digits.push(0);
            }
            m >>= 1;
        }
        let mut steps = Vec::new();
        let mut doublings = 0u32;
        for digit in digits.iter().rev().skip(1) {
            doublings += 1;
            if *digit != 0 {
                steps.push((doublings, *digit));
                doublings = 0;
            }
        }
        if doublings > 0 {
            steps.push((doublings, 0));
        }
        Self { steps }
    }

    /// `m * point`, variable time (public data only).
    pub(crate) fn mul<C: Ciphersuite>(&self, point: &Element<C>) -> Element<C> {
        let mut acc = *point;
        for (doublings, digit) in &self.steps {
            acc = C::Arithmetic::mul_by_pow_2(&acc, *doublings);
            match digit {
                1 => acc += point,
                -1 => acc -= point,
                _ => {}
            }
        }
        acc
    }

    /// Group operations one multiplication costs (doublings and additions
    /// counted alike), for choosing a strategy.
    fn cost(&self) -> usize {
        self.steps
            .iter()
            .map(|(doublings, digit)| *doublings as usize + usize::from(*digit != 0))
            .sum()
    }
}

/// An identifier prepared for evaluating committed polynomials at it, possibly
/// many times.
pub(crate) enum EvaluationPoint<C: Ciphersuite> {
    /// A small integer: Horner's rule with its multiplication chain.
    Small(SmallMultiplier),
    /// Any other scalar `x`: one multiscalar multiplication with the powers of
    /// `x` per evaluation.
    Large(Scalar<C>),
}

impl<C: Ciphersuite> EvaluationPoint<C> {
    /// Prepares `identifier`.
    pub(crate) fn new(identifier: &Identifier<C>) -> Self {
        match small_value(identifier) {
            Some(m) => Self::Small(SmallMultiplier::new(m)),
            None => Self::Large(identifier.to_scalar()),
        }
    }

    /// `sum(coefficients[k] * x^k)`, constant term first; variable time.
    pub(crate) fn evaluate<I>(&self, coefficients: I) -> Element<C>
    where
        I: IntoIterator<Item = Element<C>>,
        I::IntoIter: DoubleEndedIterator,
    {
        match self {
            Self::Small(x) => {
                let mut from_top = coefficients.into_iter().rev();
                let Some(top) = from_top.next() else {
                    return Element::<C>::identity();
                };
                from_top.fold(top, |acc, c| x.mul::<C>(&acc) + c)
            }
            Self::Large(x) => {
                let points: Vec<Element<C>> = coefficients.into_iter().collect();
                let mut powers = Vec::with_capacity(points.len());
                let mut power = Scalar::<C>::ONE;
                for _ in 0..points.len() {
                    powers.push(power);
                    power *= x;
                }
                C::Arithmetic::vartime_multiscalar_mul(&powers, &points)
            }
        }
    }

    /// `x * point` (used for polynomials without constant term); variable time.
    pub(crate) fn mul(&self, point: &Element<C>) -> Element<C> {
        match self {
            Self::Small(x) => x.mul::<C>(point),
            Self::Large(x) => C::Arithmetic::vartime_multiscalar_mul(&[*x], &[*point]),
        }
    }
}

/// The integer value of an identifier if it is below 2^32.
pub(crate) fn small_value<C: Ciphersuite>(identifier: &Identifier<C>) -> Option<u64> {
    let bytes = identifier.as_bytes();
    let value_le = |le: &mut dyn Iterator<Item = &u8>| -> Option<u64> {
        let mut value = 0u64;
        for (i, byte) in le.enumerate() {
            if i < 4 {
                value |= u64::from(*byte) << (8 * i);
            } else if *byte != 0 {
                return None;
            }
        }
        Some(value)
    };
    if frost_core::scalar_little_endian::<C>() {
        value_le(&mut bytes.iter())
    } else {
        value_le(&mut bytes.iter().rev())
    }
}

/// `F(x)` for every identifier, in the order given: the verifying shares
/// implied by a (summed) commitment `coefficients`, constant term first.
///
/// Small identifiers are evaluated by forward differences over `1..=max` when
/// an operation count says that beats Horner's rule for each of them; every
/// other identifier by [`EvaluationPoint::evaluate`]. Variable time (public
/// data only).
pub(crate) fn evaluate_at_all<C: Ciphersuite>(
    coefficients: &[Element<C>],
    identifiers: &[Identifier<C>],
) -> Vec<Element<C>> {
    let degree = coefficients.len().saturating_sub(1);
    let mut small: Vec<(u64, usize)> = identifiers
        .iter()
        .enumerate()
        .filter_map(|(index, id)| small_value(id).map(|m| (m, index)))
        .collect();
    small.sort_unstable();
    let horner_cost: usize = small
        .iter()
        .map(|(m, _)| degree * (SmallMultiplier::new(*m).cost() + 1))
        .sum::<usize>()
        / frost_core::parallel::pieces(identifiers.len());

    let mut values: Vec<Option<Element<C>>> = alloc::vec![None; identifiers.len()];
    if let Some((max, _)) = small.last() {
        let steps = usize::try_from(*max).unwrap_or(usize::MAX);
        let (piece_len, difference_cost) = best_split::<C>(coefficients.len(), steps, small.len());
        if difference_cost < horner_cost {
            evaluate_consecutive::<C>(coefficients, piece_len, &small, &mut values);
        }
    }
    // The identifiers left, one evaluation each, on every core.
    let positions: Vec<usize> = (0..identifiers.len()).collect();
    frost_core::parallel::map(&positions, |&i| {
        values[i].unwrap_or_else(|| {
            EvaluationPoint::new(&identifiers[i]).evaluate(coefficients.iter().copied())
        })
    })
}

/// Group operations to bring a degree-`degree` polynomial into the binomial
/// basis ([`binomial_basis`]).
fn forward_difference_cost(degree: usize) -> usize {
    // Coefficient e is updated once in each of the degree - e + 1 steps that
    // follow its creation, for one addition and one multiplication by e.
    (1..=degree)
        .map(|e| (degree - e + 1) * (SmallMultiplier::new(e as u64).cost() + 1))
        .sum()
}

/// The piece length, and the cost in group operations, of evaluating `len`
/// coefficients at `count` small integers up to `steps` by forward
/// differences, split into pieces as [`evaluate_consecutive`] does.
///
/// Converting to the binomial basis costs about `len^2 / 2` multiplications
/// by small integers, so `s` pieces cut it by `s`; but the pieces after the
/// first must be put in place, one multiscalar multiplication of `s - 1`
/// full-size scalars per value. The stepping costs `len - s` additions per
/// step either way. When the step is split over cores, the pieces run side
/// by side, a core taking whole pieces (the busiest core sets the time), and
/// the placing is shared value by value. A choice by public sizes only.
fn best_split<C: Ciphersuite>(len: usize, steps: usize, count: usize) -> (usize, usize) {
    // A multiscalar multiplication of k points: a doubling per bit, shared,
    // and about a quarter of an addition per bit and point.
    let bits = Scalar::<C>::NUM_BITS as usize;
    let placing = |k: usize| if k == 0 { 0 } else { bits + k * bits / 4 };
    let workers = frost_core::parallel::pieces(count);
    let cost = |piece_len: usize| -> usize {
        let pieces = len.div_ceil(piece_len);
        let walk = |p: usize| {
            let piece = piece_len.min(len - p * piece_len);
            forward_difference_cost(piece.saturating_sub(1))
                .saturating_add(steps.saturating_mul(piece.saturating_sub(1)))
        };
        // The pieces are handed out in order, at most `rounds` per core.
        let rounds = pieces.div_ceil(workers);
        let walking = (0..rounds)
            .map(|round| walk(round * workers))
            .sum::<usize>();
        walking.saturating_add(count.saturating_mul(placing(pieces - 1)) / workers)
    };
    (1..=MAX_PIECES.min(len.max(1)))
        .map(|pieces| len.max(1).div_ceil(pieces))
        .map(|piece_len| (piece_len, cost(piece_len)))
        .min_by_key(|(_, cost)| *cost)
        .unwrap_or((len.max(1), 0))
}

/// `F` in the binomial basis: `D` with `F(x) = sum(D_d * binom(x, d))`, so that
/// `D_d` is the `d`-th forward difference of `F` at 0.
///
/// Horner's rule carried out in that basis: multiplying `Q(x) = sum(q_e *
/// binom(x, e))` by `x` gives coefficients `e * (q_e + q_(e-1))`, because
/// `x * binom(x, e) = (e + 1) * binom(x, e + 1) + e * binom(x, e)`. Only
/// multiplications by integers below `t` occur.
fn binomial_basis<C: Ciphersuite>(coefficients: &[Element<C>]) -> Vec<Element<C>> {
    let multipliers: Vec<SmallMultiplier> = (1..coefficients.len().max(1))
        .map(|e| SmallMultiplier::new(e as u64))
        .collect();
    let mut q: Vec<Element<C>> = Vec::with_capacity(coefficients.len());
    for c in coefficients.iter().rev() {
        q.push(Element::<C>::identity());
        for e in (1..q.len()).rev() {
            q[e] = multipliers[e - 1].mul::<C>(&(q[e] + q[e - 1]));
        }
        q[0] = *c;
    }
    q
}

/// Stores `F(m)` at `values[index]` for each `(m, index)` of `wanted` (sorted
/// by `m`), walking `x = 1..=max(m)` by forward differences: one addition per
/// coefficient per step.
///
/// The coefficients are taken in pieces of `piece_len`, `F = sum(x^(h * p) *
/// F_p)` with `h = piece_len`: each piece is walked on its own, and the
/// values of the pieces after the first are put in place by one multiscalar
/// multiplication per value, with the factors `m^(h * p)`.
pub fn evaluate_consecutive<C: Ciphersuite>(
    coefficients: &[Element<C>],
    piece_len: usize,
    wanted: &[(u64, usize)],
    values: &mut [Option<Element<C>>],
) {
    // The pieces are independent: each walked on its own core (split by the
    // public count of values wanted).
    let pieces: Vec<&[Element<C>]> = coefficients.chunks(piece_len.max(1)).collect();
    let walked =
        frost_core::parallel::map_pieces(&pieces, wanted.len(), |piece| walk::<C>(piece, wanted));
    // Then the values, each put together on its own (split by the same
    // count).
    let shift = [piece_len as u64];
    let sums = frost_core::parallel::map_range(0..wanted.len(), |k| {
        let first = walked.first().map_or_else(Element::<C>::identity, |w| w[k]);
        if walked.len() < 2 {
            return first;
        }
        let step = Scalar::<C>::from(wanted[k].0).pow_vartime(shift);
        let mut factor = Scalar::<C>::ONE;
        let factors: Vec<Scalar<C>> = walked[1..]
            .iter()
            .map(|_| {
                factor *= step;
                factor
            })
            .collect();
        let placed: Vec<Element<C>> = walked[1..].iter().map(|w| w[k]).collect();
        first + C::Arithmetic::vartime_multiscalar_mul(&factors, &placed)
    });
    for ((_, index), sum) in wanted.iter().zip(sums) {
        values[*index] = Some(sum);
    }
}

/// The values at each `m` of `wanted` of one piece of a committed
/// polynomial, walked by forward differences from its binomial basis.
fn walk<C: Ciphersuite>(piece: &[Element<C>], wanted: &[(u64, usize)]) -> Vec<Element<C>> {
    let mut differences = binomial_basis::<C>(piece);
    let mut x = 0u64;
    wanted
        .iter()
        .map(|(m, _)| {
            while x < *m {
                // Ascending order reads each D_(e+1) before it is updated.
                for e in 0..differences.len().saturating_sub(1) {
                    let higher = differences[e + 1];
                    differences[e] += higher;
                }
                x += 1;
            }
            differences
                .first()
                .copied()
                .unwrap_or_else(Element::<C>::identity)
        })
        .collect()
}

//! Naming every invalid signature share (RFC 9591, Section 5.4) from one
//! random linear combination of the share equations, without one separate
//! check per share: the search behind aggregation's identifiable abort and
//! behind [`ShareBatch`](crate::ShareBatch).
//!
//! Share `i` is valid when `X_i = z_i * G - a_i * D_i - b_i * E_i - c_i * PK_i`
//! is the identity, for the terms of its session (`a_i = +/-1`,
//! `b_i = +/-rho_i`, `c_i = +/-(c * lambda_i)`, signed as the session's share
//! check signs them). With weights `w_i`, `S(A) = sum over i in A of w_i *
//! X_i` is one variable-time multiscalar multiplication of `3|A| + 1` points
//! for any set `A` (the generator's coefficients are summed into one), and
//! `S` is additive: `S(A) = S(left) + S(right)` for the two halves of `A`.
//!
//! **Halving.** A failing set `A` (`S(A)` not the identity) is halved:
//! `S(left)` is computed and `S(right) = S(A) - S(left)` derived, and each
//! failing half is searched the same way, down to single shares.
//!
//! **A lone invalid share, located at once.** The common failure is a single
//! invalid share, and halving down to it costs `log2(m)` multiplications of
//! shrinking size, the small ones least efficient per point. Two shortcuts
//! propose a candidate `j` in a failing set `A` whose sibling half summed to
//! the identity; each candidate is named only after its own check
//! `w_j * X_j == S(A)`: then `X_j` is not the identity (its share is invalid)
//! and the rest of `A` sums to the identity, the same evidence of validity
//! as a half that sums to the identity. Anything else falls back to halving.
//! - **From a hint** (aggregation only, at the top): the aggregate's failed
//!   verification already computed `z * G - c * PK - R`, which is
//!   `sum_i X_i` when the verifying shares interpolate to the group key,
//!   hence the lone culprit's `X_j`, and `S(A) = w_j * X_j`. The candidate is
//!   the share whose weight multiplies the hint to `S(A)`: one small table of
//!   multiples of the hint and about `128 / w` additions per share compared,
//!   instead of a multiplication over `A`.
//! - **From a syndrome**, for a set of at least [`SYNDROME_MIN`] shares: one
//!   more multiplication over `A` computes
//!   `Q = sum over i in A of m_i * w_i * X_i`, with `m_i = 1, 2, ...` the
//!   positions in `A`. If `j` alone is invalid, `Q = m_j * S(A)`; the
//!   multiples `S(A), 2 S(A), ...` are distinct (`S(A)` is not the identity,
//!   the positions are below the prime group order `q`), so adding them up
//!   finds `m_j` in at most `|A|` additions.
//!
//! **Soundness.** Every element is in the suite's prime-order group (decoded
//! with the suite's checks, or computed from such elements), so `X_i = x_i *
//! G`, and a set holding an invalid share sums to the identity only if
//! `sum w_i * x_i = 0 mod q`: for weights that are uniform 128-bit integers,
//! fixed after the shares and unknown to their senders, at most `2^-128` per
//! set. The search checks the whole set and at most `2m - 2` halves, and a
//! syndrome's confirmation over `A` misses an invalid share with probability
//! at most `|A| * 2^-128` (a union bound over the candidates; the sets
//! searched at one depth are disjoint): an invalid share goes unnamed with
//! probability at most `(2m - 1 + m * ceil(log2(m))) * 2^-128`, below
//! `2^-90` for any set that fits in memory.
//!
//! **Exactness of the names.** A single share's `w_i * X_i` is the identity
//! exactly when its share is valid (`w_i` is not zero modulo `q`), and the
//! search names a share only after computing that term exactly (directly, or
//! as a difference of exactly computed sums) and finding it is not the
//! identity: a valid share is never named, whatever the weights or the hint.
//!
//! Variable time: shares, commitments, verifying shares, binding factors,
//! Lagrange coefficients, challenges and the weights are public (the weights
//! protect the check; they are no party's secret).

use alloc::vec::Vec;

use ff::Field;
use group::Group;

use crate::scalar_mul::vartime_position_of_multiple;
use crate::{Ciphersuite, Element, Scalar};

/// One share's equation terms: scalars `[a, b, c]` and points
/// `[D_i, E_i, PK_i]`; a valid share `z_i` satisfies
/// `z_i * G == a * D_i + b * E_i + c * PK_i`.
pub(crate) type ShareTerms<C> = ([Scalar<C>; 3], [Element<C>; 3]);

/// The smallest failing set searched through its syndrome; smaller ones are
/// halved at once. Halving a set of `k` shares down to a lone invalid one
/// multiplies about `3k` points in all, as the syndrome and its confirmation
/// do, so the syndrome only wins where one multiplication of many points
/// beats several small ones, and costs a wasted multiplication when the set
/// holds several invalid shares. Measured by instruction counts on secp256k1
/// ROAST runs at 67-of-100: a single invalid share per batch gains, a third
/// of the signers sending invalid shares loses nothing, from two dozen shares
/// on.
pub(crate) const SYNDROME_MIN: usize = 24;

/// One share's weighted equation `w_i * X_i`.
pub(crate) struct ShareEquation<C: Ciphersuite> {
    weight: Scalar<C>,
    z: Scalar<C>,
    terms: ShareTerms<C>,
}

impl<C: Ciphersuite> ShareEquation<C> {
    /// The equation of share `z` with its `terms`, weighted by `weight`, or
    /// by one if `weight` is zero (which would hide the share).
    pub(crate) fn new(weight: Scalar<C>, z: Scalar<C>, terms: ShareTerms<C>) -> Self {
        let weight = weight + Scalar::<C>::from(u64::from(bool::from(weight.is_zero())));
        Self { weight, z, terms }
    }
}

/// The positions in `equations` of every invalid share, in ascending order;
/// empty when every share is valid. One multiplication over all of them when
/// all are valid.
pub(crate) fn invalid_positions<C: Ciphersuite>(equations: &[ShareEquation<C>]) -> Vec<usize> {
    let mut invalid = Vec::new();
    search(equations, 0, weighted_sum(equations), false, &mut invalid);
    invalid
}

/// The positions in `equations` of every invalid share, in ascending order,
/// for a set already known to fail (an aggregate that did not verify), given
/// `hint`, the aggregate's verification difference: only a hint for a lone
/// culprit, never evidence against anyone.
///
/// The search starts from both halves, each computed directly: cheaper than
/// computing the whole set's sum to derive one half from it.
pub(crate) fn invalid_positions_of_failing<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    hint: &Element<C>,
) -> Vec<usize> {
    let middle = equations.len() / 2;
    let (left, right) = equations.split_at(middle);
    // Side by side: each half takes half of the pool's threads.
    let half_sum = |half| combination(half, |_| Scalar::<C>::ONE, 2);
    let (left_sum, right_sum) =
        crate::parallel::join(equations.len(), || half_sum(left), || half_sum(right));
    let left_passed = bool::from(left_sum.is_identity());
    let right_passed = bool::from(right_sum.is_identity());
    let lone = match (left_passed, right_passed) {
        (false, true) => position_by_multiples(left, left_sum, hint),
        (true, false) => position_by_multiples(right, right_sum, hint).map(|p| middle + p),
        _ => None,
    };
    if let Some(position) = lone {
        return alloc::vec![position];
    }
    let mut invalid = Vec::new();
    search(left, 0, left_sum, right_passed, &mut invalid);
    search(right, middle, right_sum, left_passed, &mut invalid);
    invalid
}

/// `S = sum_i w_i * X_i` over `equations`.
fn weighted_sum<C: Ciphersuite>(equations: &[ShareEquation<C>]) -> Element<C> {
    combination(equations, |_| Scalar::<C>::ONE, 1)
}

/// `sum_i f(i) * w_i * X_i` over `equations`, `i` the position in
/// `equations`: one variable-time multiscalar multiplication of `3m + 1`
/// points (public data), as one of `parts` that run at once
/// ([`vartime_multiscalar_mul_with`](crate::parallel::vartime_multiscalar_mul_with)).
fn combination<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    factor: impl Fn(usize) -> Scalar<C> + Sync + Send,
    parts: usize,
) -> Element<C> {
    let weighted = crate::parallel::map_range(0..equations.len(), |position| {
        let equation = &equations[position];
        let weight = factor(position) * equation.weight;
        (weight * equation.z, equation.terms.0.map(|f| -(weight * f)))
    });
    let mut scalars: Vec<Scalar<C>> = weighted.iter().flat_map(|(_, terms)| *terms).collect();
    let mut points: Vec<Element<C>> = equations.iter().flat_map(|e| e.terms.1).collect();
    scalars.push(weighted.iter().map(|(z, _)| z).sum());
    points.push(Element::<C>::generator());
    crate::parallel::vartime_multiscalar_mul_with::<C>(&scalars, &points, &[], parts)
}

/// Whether the equation at `position` alone accounts for `sum`:
/// `w_j * X_j == sum` (see the module documentation).
fn accounts_for<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    position: usize,
    sum: &Element<C>,
) -> bool {
    equations
        .get(position..=position)
        .is_some_and(|own| weighted_sum(own) == *sum)
}

/// The position of the lone invalid share of the failing set `equations`
/// (with weighted sum `sum`), located through the multiples of `hint` and
/// confirmed by its own term; `None` when there is no lone one or the hint
/// is not its `X_j`.
fn position_by_multiples<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    sum: Element<C>,
    hint: &Element<C>,
) -> Option<usize> {
    if equations.len() < 2 {
        // A single share's failing sum already names it.
        return (!equations.is_empty()).then_some(0);
    }
    if bool::from(hint.is_identity()) {
        return None;
    }
    let weights: Vec<Scalar<C>> = equations.iter().map(|equation| equation.weight).collect();
    let candidate = vartime_position_of_multiple::<C>(hint, &sum, &weights)?;
    accounts_for(equations, candidate, &sum).then_some(candidate)
}

/// The position of the lone invalid share of `equations`, located by the
/// syndrome and confirmed by its own term; `None` when there is no lone one.
/// `sum` is the weighted sum of `equations`, not the identity.
fn position_by_syndrome<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    sum: Element<C>,
) -> Option<usize> {
    let syndrome = combination(equations, |p| Scalar::<C>::from(p as u64 + 1), 1);
    let mut multiple = sum;
    for position in 0..equations.len() {
        if multiple == syndrome {
            return accounts_for(equations, position, &sum).then_some(position);
        }
        multiple += sum;
    }
    None
}

/// Appends to `invalid` the positions (counted from `offset`) of the
/// invalid shares of `equations`, given their weighted sum `sum`: nothing if
/// it is the identity, the share itself if it is alone, the lone invalid
/// share if the syndrome finds one (tried only when `sibling_passed`: the
/// other half of the parent set summed to the identity), and otherwise the
/// search of both halves, the right half's sum derived from the left's.
fn search<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    offset: usize,
    sum: Element<C>,
    sibling_passed: bool,
    invalid: &mut Vec<usize>,
) {
    if bool::from(sum.is_identity()) {
        return;
    }
    if equations.len() == 1 {
        invalid.push(offset);
        return;
    }
    if sibling_passed
        && equations.len() >= SYNDROME_MIN
        && let Some(position) = position_by_syndrome(equations, sum)
    {
        invalid.push(offset + position);
        return;
    }
    let middle = equations.len() / 2;
    let (left, right) = equations.split_at(middle);
    let left_sum = weighted_sum(left);
    let right_sum = sum - left_sum;
    let left_passed = bool::from(left_sum.is_identity());
    let right_passed = bool::from(right_sum.is_identity());
    search(left, offset, left_sum, right_passed, invalid);
    search(right, offset + middle, right_sum, left_passed, invalid);
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use group::Group;

    use super::{
        SYNDROME_MIN, ShareEquation, invalid_positions, invalid_positions_of_failing,
        position_by_multiples, position_by_syndrome, weighted_sum,
    };
    use crate::dev_suite::DevSuite;
    use crate::{Element, Scalar};

    type C = DevSuite;

    fn small(n: u64) -> Scalar<C> {
        Scalar::<C>::from(n)
    }

    /// Equations `X_i = x_i * G` weighted by `w_i`, from `(x_i, w_i)`.
    fn equations(errors_and_weights: &[(u64, u64)]) -> Vec<ShareEquation<C>> {
        let g = Element::<C>::generator();
        errors_and_weights
            .iter()
            .map(|(error, weight)| {
                ShareEquation::new(
                    small(*weight),
                    small(*error),
                    ([Scalar::<C>::ZERO; 3], [g; 3]),
                )
            })
            .collect()
    }

    /// The positions holding an error.
    fn expected(errors: &[u64]) -> Vec<usize> {
        (0..errors.len()).filter(|&i| errors[i] != 0).collect()
    }

    /// Every invalid share and no valid one is named, by both entries, for
    /// every pattern of errors among seven shares (the failing entry only
    /// when something fails), whatever the hint.
    #[test]
    fn every_pattern_of_errors_is_named_exactly() {
        let weights = [2, 3, 5, 7, 11, 13, 17];
        let g = Element::<C>::generator();
        for pattern in 0u32..(1 << weights.len()) {
            let errors: Vec<u64> = (0..weights.len())
                .map(|i| u64::from((pattern >> i) & 1) * (i as u64 + 1))
                .collect();
            let set = equations(
                &errors
                    .iter()
                    .zip(weights)
                    .map(|(error, weight)| (*error, weight))
                    .collect::<Vec<_>>(),
            );
            assert_eq!(invalid_positions(&set), expected(&errors), "{pattern:b}");
            if pattern != 0 {
                for hint in [Element::<C>::identity(), g, g * small(4)] {
                    assert_eq!(
                        invalid_positions_of_failing(&set, &hint),
                        expected(&errors),
                        "{pattern:b}"
                    );
                }
            }
        }
    }

    /// The syndrome finds a lone invalid share wherever it sits, and is
    /// never trusted blindly: with errors `G`, nothing and `G` at positions 1
    /// to 3 (weights 1), the syndrome `G + 3G` is twice the sum `2G`, the
    /// multiple of position 2, a valid share whose own check refuses it.
    #[test]
    fn misleading_syndrome_is_refused() {
        let misleading = equations(&[(1, 1), (0, 1), (1, 1)]);
        let sum = weighted_sum(&misleading);
        assert_eq!(sum, Element::<C>::generator().double());
        assert_eq!(position_by_syndrome(&misleading, sum), None);

        for culprit in 0..SYNDROME_MIN {
            let errors: Vec<(u64, u64)> = (0..SYNDROME_MIN)
                .map(|i| (u64::from(i == culprit) * 2, 7))
                .collect();
            let set = equations(&errors);
            assert_eq!(
                position_by_syndrome(&set, weighted_sum(&set)),
                Some(culprit)
            );
        }
    }

    /// A lone invalid share is located through the hint wherever it sits,
    /// and a wrong hint never names a valid share: errors `x_i * G` with
    /// weights 2, 3, 5, 7, 11, 13.
    /// - A hint pointing at valid share `h` (`w_h * hint` equals the
    ///   weighted sum) makes `h` the candidate; its own check refuses it.
    /// - Two invalid shares, `2G` at weight 2 and `G` at weight 5, with the
    ///   true hint `3G`: the weighted sum `9G` is `3 * hint`, the multiple of
    ///   the valid share at weight 3, who must be refused too.
    ///
    /// In each case the search still names exactly the invalid shares.
    #[test]
    fn misleading_hint_never_names_a_valid_share() {
        let g = Element::<C>::generator();
        let weights = [2, 3, 5, 7, 11, 13];
        let with_errors = |errors: [u64; 6]| -> Vec<ShareEquation<C>> {
            equations(
                &errors
                    .iter()
                    .zip(weights)
                    .map(|(e, w)| (*e, w))
                    .collect::<Vec<_>>(),
            )
        };
        for culprit in 0..weights.len() {
            let mut errors = [0; 6];
            errors[culprit] = 2;
            let lone = with_errors(errors);
            let hint = g * small(2);
            assert_eq!(
                position_by_multiples(&lone, weighted_sum(&lone), &hint),
                Some(culprit)
            );
            assert_eq!(
                invalid_positions_of_failing(&lone, &hint),
                alloc::vec![culprit]
            );

            let honest = (culprit + 1) % weights.len();
            // `x = w_h` and hint `w_k * G`: `w_h * hint = w_k * x * G`.
            errors[culprit] = weights[honest];
            let misled = with_errors(errors);
            let hint = g * small(weights[culprit]);
            assert_eq!(
                position_by_multiples(&misled, weighted_sum(&misled), &hint),
                None
            );
            assert_eq!(
                invalid_positions_of_failing(&misled, &hint),
                alloc::vec![culprit]
            );
        }

        let pair = with_errors([2, 0, 1, 0, 0, 0]);
        let hint = g * small(3);
        assert_eq!(
            position_by_multiples(&pair, weighted_sum(&pair), &hint),
            None
        );
        assert_eq!(
            invalid_positions_of_failing(&pair, &hint),
            alloc::vec![0, 2]
        );
    }

    /// Two invalid shares crafted to cancel in an unweighted sum
    /// (`X_1 = -X_2`) are both named once weighted.
    #[test]
    fn cancelling_shares_are_named() {
        let g = Element::<C>::generator();
        let set: Vec<ShareEquation<C>> = alloc::vec![
            ShareEquation::new(small(3), small(1), ([Scalar::<C>::ZERO; 3], [g; 3])),
            ShareEquation::new(small(5), -small(1), ([Scalar::<C>::ZERO; 3], [g; 3])),
            ShareEquation::new(small(7), small(0), ([Scalar::<C>::ZERO; 3], [g; 3])),
        ];
        assert_eq!(invalid_positions(&set), alloc::vec![0, 1]);
    }
}

//! Naming every invalid signature share (RFC 9591, Section 5.4) without one
//! separate check per signer.
//!
//! Signer `i`'s share is valid when `X_i = z_i * G - sum_k(a_ik * P_ik)` is
//! the identity, where `sum_k(a_ik * P_ik) = D_i + rho_i * E_i +
//! c * lambda_i * PK_i` (with the signs of the session, see
//! `SessionValues::share_terms`). With weights `w_i`, the sum
//! `S(A) = sum over i in A of w_i * X_i` is one variable-time multiscalar
//! multiplication for any set `A` of signers, and `S` is additive:
//! `S(A) = S(left) + S(right)` for the two halves of `A`. The whole set is
//! known to fail when the search starts (the aggregate did not verify), so it
//! computes `S` of both halves of the signers, and for every set whose `S` is
//! not the identity it computes `S(left)` and derives `S(right)` by a
//! subtraction, down to single signers. A single signer's `S({i}) = w_i * X_i`
//! is the identity exactly when its share is valid (`w_i` is not zero), so no
//! valid share is ever named.
//!
//! **One culprit, located at once.** The common failure is a single invalid
//! share, and halving down to it costs `log2(t)` multiplications of
//! shrinking size, the small ones least efficient per point. Two shortcuts
//! locate a lone culprit `j` in a failing half `A`; each only proposes a
//! candidate, named after its own check `w_j * X_j = S(A)`: then `X_j` is
//! not the identity (its share is invalid) and the rest of `A` sums to the
//! identity, the same evidence of validity as a half that sums to the
//! identity in the halving. Anything else falls back to halving `A`.
//! - **From the aggregate's difference**, when the other half sums to the
//!   identity: the failed verification already computed `z * G - c * PK - R`,
//!   which is `sum_i X_i` when the verifying shares interpolate to the group
//!   key: the lone culprit's `X_j`, every other `X_i` being the identity, and
//!   `S(A) = w_j * X_j`. The candidate is the signer
//!   whose weight multiplies that difference to `S(A)`: one small table of
//!   multiples of the difference and about `128 / w` additions per signer
//!   compared, instead of a multiscalar multiplication over `A`.
//! - **From a syndrome** otherwise (or if the difference proposes no one):
//!   one more multiplication over `A` computes `Q = sum over i in A of m_i *
//!   w_i * X_i`, with `m_i = 1, 2, ...` the signers' positions in `A`. If `j`
//!   alone is invalid, `Q = m_j * S(A)`, and `j` is found by adding up
//!   `S(A), 2 S(A), ...` (the multiples are distinct as `S(A)` is not the
//!   identity and the positions are below the group order).
//!
//! With one bad share among `t`, the search costs `3t` points for both
//! halves in two multiplications, then the table and comparisons.
//!
//! **Soundness.** A set containing invalid shares can only look valid if
//! their weighted sum cancels. The weights are 128-bit integers derived from
//! a hash of every input of the check (shares, commitments, verifying shares,
//! message, group key) after all of them are fixed: modelling the hash as a
//! random oracle, a cancellation has probability at most `2^-128` per hash
//! evaluation an attacker can afford (see [`BatchWeights`]). Every element
//! involved is in the prime-order group, having been decoded with the
//! suite's checks or computed from such elements.
//!
//! Variable time: every value here is public.

use alloc::vec::Vec;

use ff::Field;
use group::Group;

use alloc::collections::BTreeMap;

use crate::Arithmetic;
use crate::batch_weights::BatchWeights;
use crate::keys::VerifyingShare;
use crate::round2::SignatureShare;
use crate::scalar_mul::vartime_position_of_multiple;
use crate::signing_session::{ShareTerms, SigningSession};
use crate::{Ciphersuite, Element, Identifier, Scalar};

/// One signer's equation `z_i * G == sum_k(a_k * P_k)`, weighted by `w_i`.
struct ShareEquation<C: Ciphersuite> {
    identifier: Identifier<C>,
    weight: Scalar<C>,
    z: Scalar<C>,
    scalars: [Scalar<C>; 3],
    points: [Element<C>; 3],
}

/// Every signer whose share fails the check of Section 5.4, in ascending
/// order of identifier, given every signer's verifying share and share
/// equation terms in the package's order; the caller has checked that every
/// signer has a share. `difference` is the aggregate's verification
/// difference `z * G - c * PK - R`, which equals `sum_i X_i` when the
/// verifying shares interpolate to the group key: only a hint for locating a
/// lone culprit, never evidence against anyone.
pub(crate) fn find_culprits<C: Ciphersuite>(
    session: &SigningSession<C>,
    verifying_shares: &[VerifyingShare<C>],
    terms: &[ShareTerms<C>],
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    difference: &Element<C>,
) -> Vec<Identifier<C>> {
    let equations = share_equations(session, verifying_shares, terms, signature_shares);
    name_culprits(&equations, difference)
}

/// Every signer's weighted equation, in ascending order of identifier.
fn share_equations<C: Ciphersuite>(
    session: &SigningSession<C>,
    verifying_shares: &[VerifyingShare<C>],
    terms: &[ShareTerms<C>],
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
) -> Vec<ShareEquation<C>> {
    let mut weights = weights_for(session, verifying_shares, signature_shares);
    signature_shares
        .iter()
        .zip(terms)
        .map(|((identifier, share), (scalars, points))| {
            let mut weight = weights.next_weight();
            if bool::from(weight.is_zero()) {
                weight = Scalar::<C>::ONE;
            }
            ShareEquation {
                identifier: *identifier,
                weight,
                z: share.to_scalar(),
                scalars: *scalars,
                points: *points,
            }
        })
        .collect()
}

/// The signers of `equations` whose equation fails, in their order, given a
/// hint `difference` for `sum_i X_i` (see [`find_culprits`]).
fn name_culprits<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    difference: &Element<C>,
) -> Vec<Identifier<C>> {
    // The whole set is known to fail (the aggregate did not verify), so the
    // search starts from both halves, each computed directly: cheaper than
    // computing the sum of the whole set to derive one half from it.
    let (left, right) = equations.split_at(equations.len() / 2);
    let failing: Vec<(&[ShareEquation<C>], Element<C>)> = [left, right]
        .into_iter()
        .filter(|half| !half.is_empty())
        .map(|half| (half, weighted_sum(half)))
        .filter(|(_, sum)| !bool::from(sum.is_identity()))
        .collect();
    if let [(half, sum)] = failing.as_slice()
        && let Some(identifier) = culprit_by_multiples(half, *sum, difference)
    {
        return alloc::vec![identifier];
    }
    let mut culprits = Vec::new();
    for (half, sum) in failing {
        match lone_culprit(half, sum) {
            Some(identifier) => culprits.push(identifier),
            None => search(half, sum, &mut culprits),
        }
    }
    culprits
}

/// The signer of the failing half `equations` (with weighted sum `sum`, the
/// other half summing to the identity) whose share is invalid, if it is the
/// only one and `difference` is `sum_i X_i`; `None` otherwise. The candidate
/// is the first signer whose weight multiplies `difference` to `sum`, named
/// only after its own check (see the module documentation).
fn culprit_by_multiples<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    sum: Element<C>,
    difference: &Element<C>,
) -> Option<Identifier<C>> {
    if equations.len() < 2 {
        // A single signer's failing sum already names it.
        return equations.first().map(|equation| equation.identifier);
    }
    if bool::from(difference.is_identity()) {
        return None;
    }
    let weights: Vec<Scalar<C>> = equations.iter().map(|equation| equation.weight).collect();
    let candidate = &equations[vartime_position_of_multiple::<C>(difference, &sum, &weights)?];
    (weighted_sum(core::slice::from_ref(candidate)) == sum).then_some(candidate.identifier)
}

/// The weights, from a hash of every input of the check.
fn weights_for<C: Ciphersuite>(
    session: &SigningSession<C>,
    verifying_shares: &[VerifyingShare<C>],
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
) -> BatchWeights<C> {
    let signing_package = session.signing_package();
    let share_bytes: Vec<_> = signature_shares
        .values()
        .map(|share| crate::serialize_scalar::<C>(&share.to_scalar()))
        .collect();
    let commitment_bytes: Vec<_> = signing_package
        .signing_commitments()
        .values()
        .map(|commitments| commitments.to_bytes())
        .collect();
    let verifying_share_bytes: Vec<&[u8]> = verifying_shares
        .iter()
        .map(|share| share.encoded().as_slice())
        .collect();
    let verifying_key = session.verifying_key().encoded().as_slice();
    let mut inputs: Vec<&[u8]> = Vec::with_capacity(
        2 + share_bytes.len() + commitment_bytes.len() + verifying_share_bytes.len(),
    );
    inputs.push(verifying_key);
    inputs.push(signing_package.message());
    inputs.extend(share_bytes.iter().map(AsRef::as_ref));
    inputs.extend(commitment_bytes.iter().map(Vec::as_slice));
    inputs.extend(verifying_share_bytes.iter().map(AsRef::as_ref));
    BatchWeights::new(b"signature share weights", &inputs)
}

/// `S(A) = sum over the equations of w_i * (z_i * G - sum_k(a_ik * P_ik))`.
fn weighted_sum<C: Ciphersuite>(equations: &[ShareEquation<C>]) -> Element<C> {
    combination(equations, |_| Scalar::<C>::ONE)
}

/// `sum over the equations of c_i * w_i * X_i` for the factors `c_i =
/// factor(i)`, `i` the position in `equations`: one multiscalar
/// multiplication.
fn combination<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    factor: impl Fn(usize) -> Scalar<C>,
) -> Element<C> {
    let mut scalars = Vec::with_capacity(3 * equations.len() + 1);
    let mut points = Vec::with_capacity(3 * equations.len() + 1);
    let mut z = Scalar::<C>::ZERO;
    for (position, equation) in equations.iter().enumerate() {
        let weight = factor(position) * equation.weight;
        z += weight * equation.z;
        for (scalar, point) in equation.scalars.iter().zip(&equation.points) {
            scalars.push(-(weight * scalar));
            points.push(*point);
        }
    }
    scalars.push(z);
    points.push(Element::<C>::generator());
    C::Arithmetic::vartime_multiscalar_mul(&scalars, &points)
}

/// The signer of `equations` whose share is invalid, if it is the only one,
/// found from the syndrome (see the module documentation); `None` if the
/// syndrome names no one or its candidate fails its own check. `sum` is
/// `S(equations)`, not the identity.
fn lone_culprit<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    sum: Element<C>,
) -> Option<Identifier<C>> {
    if equations.len() < 2 {
        // A single signer's failing sum already names it.
        return equations.first().map(|equation| equation.identifier);
    }
    let syndrome = combination(equations, |position| Scalar::<C>::from(position as u64 + 1));
    let mut multiple = sum;
    for equation in equations {
        if multiple == syndrome {
            let own = weighted_sum(core::slice::from_ref(equation));
            return (own == sum).then_some(equation.identifier);
        }
        multiple += sum;
    }
    None
}

/// Appends the signers of `equations` whose share is invalid, given the
/// weighted sum `sum` of all of them.
fn search<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    sum: Element<C>,
    culprits: &mut Vec<Identifier<C>>,
) {
    if bool::from(sum.is_identity()) {
        return;
    }
    if let [equation] = equations {
        culprits.push(equation.identifier);
        return;
    }
    let (left, right) = equations.split_at(equations.len() / 2);
    let left_sum = weighted_sum(left);
    search(left, left_sum, culprits);
    search(right, sum - left_sum, culprits);
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeMap;
    use alloc::vec::Vec;

    use group::Group;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::{
        ShareEquation, culprit_by_multiples, lone_culprit, name_culprits, share_equations,
        weighted_sum,
    };
    use crate::dev_suite::DevSuite;
    use crate::keys::{IdentifierList, KeyPackage, PublicKeyPackage};
    use crate::round2::{self, SignatureShare};
    use crate::signing_session::SigningSession;
    use crate::{Element, Identifier, Scalar, SigningPackage, keys, round1};

    type C = DevSuite;

    fn id(n: u16) -> Identifier<C> {
        Identifier::try_from(n).expect("non-zero")
    }

    /// What the search concludes about signers whose equations are
    /// `X_i = x_i * G`, given as `(identifier, x_i, w_i)`.
    struct SearchOutcome {
        /// The culprits named by the whole search, given the hint.
        named: Vec<Identifier<C>>,
        /// The syndrome's lone culprit over the whole set.
        syndrome: Option<Identifier<C>>,
        /// The lone culprit located through the hint's multiples over the
        /// whole set.
        by_multiples: Option<Identifier<C>>,
    }

    /// Runs the search over `X_i = x_i * G` with `difference` as the hint for
    /// `sum_i X_i`; the lone-culprit routines treat the whole set as one
    /// failing half.
    fn culprits_among(
        errors: &[(Identifier<C>, Scalar<C>, Scalar<C>)],
        difference: &Element<C>,
    ) -> SearchOutcome {
        let g = Element::<C>::generator();
        let equations: Vec<ShareEquation<C>> = errors
            .iter()
            .map(|(identifier, error, weight)| ShareEquation {
                identifier: *identifier,
                weight: *weight,
                z: *error,
                scalars: [Scalar::<C>::ZERO; 3],
                points: [g; 3],
            })
            .collect();
        let sum = weighted_sum(&equations);
        let failing = !bool::from(sum.is_identity());
        SearchOutcome {
            named: name_culprits(&equations, difference),
            syndrome: failing.then(|| lone_culprit(&equations, sum)).flatten(),
            by_multiples: failing
                .then(|| culprit_by_multiples(&equations, sum, difference))
                .flatten(),
        }
    }

    /// A session's signature shares, by signer.
    type Shares = BTreeMap<Identifier<C>, SignatureShare<C>>;

    /// A 3-of-5 dealer session signed by `signers` with honest shares.
    fn session(signers: &[u16], seed: u64) -> (SigningPackage<C>, Shares, PublicKeyPackage<C>) {
        let mut rng = StdRng::seed_from_u64(seed);
        let (shares, public) =
            keys::generate_with_dealer::<C, _>(5, 3, IdentifierList::Default, &mut rng)
                .expect("dealer");
        let key_packages: BTreeMap<Identifier<C>, KeyPackage<C>> = shares
            .into_iter()
            .map(|(i, share)| (i, KeyPackage::try_from(share).expect("share verifies")))
            .collect();
        let mut nonces = BTreeMap::new();
        let mut commitments = BTreeMap::new();
        for signer in signers.iter().map(|n| id(*n)) {
            let (n, c) = round1::commit(key_packages[&signer].signing_share(), &mut rng);
            nonces.insert(signer, n);
            commitments.insert(signer, c);
        }
        let package = SigningPackage::new(commitments, b"session message").expect("package");
        let signature_shares = nonces
            .into_iter()
            .map(|(i, n)| {
                let share = round2::sign(&package, n, &key_packages[&i]).expect("honest signer");
                (i, share)
            })
            .collect();
        (package, signature_shares, public)
    }

    /// The signer that the aggregate's verification difference locates among
    /// all of a session's shares ([`culprit_by_multiples`] over the whole
    /// set), as the aggregation computes that difference.
    fn located_by_difference(
        signing_package: &SigningPackage<C>,
        signature_shares: &Shares,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Option<Identifier<C>> {
        let session =
            SigningSession::new(signing_package, public_key_package).expect("valid session");
        let (verifying_shares, terms) = session
            .coordinator_equations()
            .expect("coordinator equations");
        let (_, difference) = session.sum_and_difference(signature_shares);
        let equations = share_equations(&session, verifying_shares, terms, signature_shares);
        culprit_by_multiples(&equations, weighted_sum(&equations), &difference)
    }

    /// The aggregate's verification difference `z * G - c * PK - R` is
    /// exactly the lone culprit's `X_j`, so the culprit is located from it,
    /// for sessions of several keys and nonces, the culprit at every
    /// position.
    #[test]
    fn lone_culprit_is_located_by_the_aggregate_difference() {
        let signers = [1u16, 2, 4, 5];
        for seed in 0..8u64 {
            let (package, mut shares, public) = session(&signers, 200 + seed);
            let culprit = id(signers[seed as usize % signers.len()]);
            let bad = SignatureShare::new(shares[&culprit].to_scalar() + Scalar::<C>::ONE);
            shares.insert(culprit, bad);
            assert_eq!(
                located_by_difference(&package, &shares, &public),
                Some(culprit),
                "seed {seed}"
            );
        }
    }

    /// The syndrome finds a lone invalid share wherever it sits, and is
    /// never trusted blindly: with errors `G`, nothing and `G` at positions 1
    /// to 3 (weights 1), the syndrome `G + 3G` is twice the sum `2G`, the
    /// multiple of position 2, a valid signer. The candidate's own check must
    /// refuse it, and the halving then names exactly the two invalid ones.
    /// (The identity as the hint for `sum_i X_i` leaves the syndrome to
    /// work.)
    #[test]
    fn misleading_syndrome_falls_back_to_halving() {
        let one = Scalar::<C>::ONE;
        let zero = Scalar::<C>::ZERO;
        let no_hint = Element::<C>::identity();
        let signers: Vec<Identifier<C>> = (1..=6).map(id).collect();
        let with_errors = |errors: [Scalar<C>; 6]| -> Vec<(Identifier<C>, Scalar<C>, Scalar<C>)> {
            signers
                .iter()
                .zip(errors)
                .map(|(signer, error)| (*signer, error, one))
                .collect()
        };

        let misleading = with_errors([one, zero, one, zero, zero, zero]);
        assert_eq!(culprits_among(&misleading[..3], &no_hint).syndrome, None);
        assert_eq!(
            culprits_among(&misleading, &no_hint).named,
            alloc::vec![id(1), id(3)]
        );

        for culprit in 0..signers.len() {
            let mut errors = [zero; 6];
            errors[culprit] = one + one;
            let outcome = culprits_among(&with_errors(errors), &no_hint);
            assert_eq!(outcome.named, alloc::vec![signers[culprit]]);
            assert_eq!(outcome.syndrome, Some(signers[culprit]));
            assert_eq!(outcome.by_multiples, None);
        }
    }

    /// A lone invalid share is located through the aggregate's difference
    /// (the hint `sum_i X_i`), wherever it sits, and a wrong hint never names
    /// a valid signer: errors `x_i * G` with weights 2, 3, 5, 7, 11, 13.
    /// - A hint pointing at valid signer `h` (`w_h * hint` equals the
    ///   weighted sum) makes `h` the candidate; its own check refuses it.
    /// - Two invalid shares, `2G` at weight 2 and `G` at weight 5, with the
    ///   true hint `3G`: the weighted sum `9G` is `3 * hint`, the multiple of
    ///   the valid signer at weight 3, who must be refused too.
    ///
    /// In each case the fallback still names exactly the invalid shares.
    #[test]
    fn misleading_hint_never_names_a_valid_signer() {
        let small = |n: u64| Scalar::<C>::from(n);
        let g = Element::<C>::generator();
        let weights = [2, 3, 5, 7, 11, 13].map(small);
        let signers: Vec<Identifier<C>> = (1..=6).map(id).collect();
        let with_errors = |errors: [u64; 6]| -> Vec<(Identifier<C>, Scalar<C>, Scalar<C>)> {
            signers
                .iter()
                .zip(errors)
                .zip(weights)
                .map(|((signer, error), weight)| (*signer, small(error), weight))
                .collect()
        };

        for culprit in 0..signers.len() {
            let mut errors = [0; 6];
            errors[culprit] = 2;
            let lone = with_errors(errors);
            let outcome = culprits_among(&lone, &(g * small(2)));
            assert_eq!(outcome.by_multiples, Some(signers[culprit]));
            assert_eq!(outcome.named, alloc::vec![signers[culprit]]);

            let honest = (culprit + 1) % signers.len();
            // `x = w_h` and hint `w_k * G`: `w_h * hint = w_k * x * G`.
            errors[culprit] = [2, 3, 5, 7, 11, 13][honest];
            let misled = culprits_among(&with_errors(errors), &(g * weights[culprit]));
            assert_eq!(misled.by_multiples, None);
            assert_eq!(misled.named, alloc::vec![signers[culprit]]);
        }

        let pair = culprits_among(&with_errors([2, 0, 1, 0, 0, 0]), &(g * small(3)));
        assert_eq!(pair.by_multiples, None);
        assert_eq!(pair.named, alloc::vec![signers[0], signers[2]]);
    }
}

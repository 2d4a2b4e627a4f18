//! Checking many signature shares at once: one random linear combination of
//! their share equations (RFC 9591, Section 5.4), one multiscalar
//! multiplication, and, only when the combination fails, locating the
//! invalid shares by halving, a lone one in a half through a syndrome.
//!
//! Share `i` (signer `i` of some session) is valid when
//! `X_i = z_i * G - a_i * D_i - b_i * E_i - c_i * PK_i` is the identity, with
//! the terms of [`SessionValues::share_terms`](super::SessionValues::share_terms)
//! (`a_i = +/-1`, `b_i = +/-rho_i`, `c_i = +/-(c * lambda_i)`, signed exactly
//! as [`SigningSession::verify_share`] signs them, so BIP340 sessions and
//! sessions over re-randomised or tweaked keys are judged as that function
//! judges them). A batch computes `S = sum_i w_i * X_i` for weights `w_i`
//! drawn when the check runs, in one variable-time multiscalar
//! multiplication of `3m + 1` points for `m` shares (the generator's
//! coefficients are summed into one). Pushing a share costs no group
//! operation: its terms are looked up in its session.
//!
//! **Soundness.** The weights are independent, uniformly random, non-zero
//! 128-bit integers from the caller's cryptographic RNG, drawn by
//! [`ShareBatch::invalid`] after every share of the batch is fixed and never
//! revealed. Every element involved is in the suite's prime-order group
//! (decoded with the suite's checks, or computed from such elements), so
//! `X_i = x_i * G` for a scalar `x_i`, and `S` is the identity exactly when
//! `sum_i w_i * x_i = 0` modulo the group order `q`. If some `x_j` is not
//! zero, then for any fixed choice of the other weights at most one value of
//! `w_j` modulo `q` makes the sum vanish, so a batch containing an invalid
//! share passes with probability at most `2^-128`, whatever the shares (two
//! invalid shares crafted so that `X_1 = -X_2`, which an unweighted sum would
//! accept, are caught like any other).
//!
//! **Locating the invalid shares.** A failing set `A` (its weighted sum
//! `S(A) = sum over i in A of w_i * X_i` is not the identity) is halved:
//! `S(left)` is computed and `S(right) = S(A) - S(left)` derived, and each
//! failing half is searched the same way, down to single shares. When one
//! half sums to the identity, the other holds every invalid share of `A`,
//! and the common case is that it holds one (a ROAST coordinator's batch
//! holds at most one share per signer, and an attacker gains nothing by
//! spoiling a batch twice). So such a half `H` of at least [`SYNDROME_MIN`]
//! shares is first searched through its syndrome: one multiscalar
//! multiplication over `H` computes `Q = sum over i in H of m_i * w_i *
//! X_i`, with `m_i = 1, 2, ...` the shares' positions in `H`. If share `j`
//! alone is invalid, `Q = m_j * S(H)`; the multiples `S(H), 2 S(H), ...` are
//! distinct (`S(H)` is not the identity, the positions are below the prime
//! group order `q`), so adding them up and comparing finds `m_j` in at most
//! `|H|` point additions. The candidate only proposes: it is named after its
//! own weighted term is computed, `w_j * X_j == S(H)` (a four-point
//! multiplication). That equality says `X_j` is not the identity (share `j`
//! is invalid, exactly) and that the rest of `H` sums to the identity, the
//! same evidence of validity for the rest as a half that sums to the
//! identity. If no multiple matches, or the candidate's term differs
//! (several invalid shares), `H` is halved as any set. A lone invalid share
//! among `m` thus costs the multiplications over the batch, its first half
//! and one half's syndrome, where halving alone costs `log2(m)`
//! multiplications of shrinking size, the small ones least efficient per
//! point; and a batch with many invalid shares, whose halves rarely sum to
//! the identity, seldom pays for a syndrome that proposes no one.
//!
//! **Probability of a miss.** The search checks, with the same weights, the
//! whole batch and at most `2m - 2` halves; a set holding an invalid share
//! sums to the identity with probability at most `2^-128` as above. A
//! syndrome confirmation over a set `A` misses an invalid share `k` only when
//! the rest of `A` sums to the identity although the candidate `j` depends on
//! the weights: for each of the `|A|` possible candidates `j`, fixing every
//! weight but `w_k` leaves at most one value of `w_k` with `sum over i in A,
//! i != j of w_i * x_i = 0`, so a union bound over the candidates gives at
//! most `|A| * 2^-128` for `A`. The sets searched at one depth of the halving
//! are disjoint, so their sizes add up to at most `m`, over at most
//! `ceil(log2(m))` depths. Summing, an invalid share goes unnamed with
//! probability at most `(2m - 1 + m * ceil(log2(m))) * 2^-128`, below
//! `2^-90` for any batch that fits in memory.
//!
//! **Exactness of the names.** A single share's weighted term `w_i * X_i` is
//! the identity exactly when its share is valid (`w_i` is not zero modulo
//! `q`), and the search only names a share after computing that term
//! exactly (directly, or as a difference of exactly computed sums) and
//! finding it is not the identity: a valid share is never named, whatever
//! the weights.
//!
//! Variable time: shares, commitments, verifying shares, binding factors,
//! Lagrange coefficients and challenges are public, and the weights are
//! one-time values that protect the check, not a secret of any party.

use alloc::vec::Vec;

use ff::{Field, PrimeField};
use group::Group;
use rand_core::CryptoRng;

use super::{ShareTerms, SigningSession};
use crate::Arithmetic;
use crate::polynomial::derive_interpolating_value;
use crate::round2::SignatureShare;
use crate::{Ciphersuite, Element, Error, Identifier, Scalar};

/// Signature shares waiting for one joint check, possibly of different
/// sessions (e.g. the shares a ROAST coordinator holds from the signers it
/// is about to regroup).
///
/// Push each share as it arrives ([`ShareBatch::push`], no group operation);
/// settle them all when their validity is needed ([`ShareBatch::invalid`] or
/// [`ShareBatch::verify`]): one multiscalar multiplication when every share
/// is valid, and a halving search that names exactly the invalid ones
/// otherwise. For a single share, [`SigningSession::verify_share`] is as
/// fast. See the module documentation for the soundness argument.
pub struct ShareBatch<C: Ciphersuite> {
    entries: Vec<Entry<C>>,
}

/// One pushed share: its signer, `z_i` and its equation's terms.
struct Entry<C: Ciphersuite> {
    identifier: Identifier<C>,
    z: Scalar<C>,
    terms: ShareTerms<C>,
}

/// One entry with its weight, for a check.
struct Weighted<'a, C: Ciphersuite> {
    entry: &'a Entry<C>,
    weight: Scalar<C>,
}

impl<C: Ciphersuite> Default for ShareBatch<C> {
    fn default() -> Self {
        Self::new()
    }
}

impl<C: Ciphersuite> ShareBatch<C> {
    /// An empty batch.
    pub fn new() -> Self {
        Self {
            entries: Vec::new(),
        }
    }

    /// The number of shares pushed.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether no share was pushed.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The signer of the share at `index` (the value [`ShareBatch::push`]
    /// returned for it).
    pub fn identifier(&self, index: usize) -> Option<Identifier<C>> {
        self.entries.get(index).map(|entry| entry.identifier)
    }

    /// Adds `identifier`'s share of `session` to the batch and returns its
    /// index. No group operation for a session built with
    /// [`SigningSession::new`]; a session that does not hold the Lagrange
    /// coefficients computes the signer's (`O(n)` field operations), as
    /// [`SigningSession::verify_share`] does.
    ///
    /// Fails, adding nothing, as [`SigningSession::verify_share`] fails
    /// before its check: [`Error::UnknownParticipant`] for a non-signer and
    /// [`Error::MissingVerifyingShares`] for a session built from the group
    /// key alone.
    pub fn push(
        &mut self,
        session: &SigningSession<C>,
        identifier: &Identifier<C>,
        signature_share: &SignatureShare<C>,
    ) -> Result<usize, Error<C>> {
        let terms = terms_of(session, identifier)?;
        self.entries.push(Entry {
            identifier: *identifier,
            z: signature_share.to_scalar(),
            terms,
        });
        Ok(self.entries.len() - 1)
    }

    /// The indices of every invalid share, in ascending order; empty when
    /// every share is valid. One multiscalar multiplication over the whole
    /// batch, and only if it fails, the search of the module documentation
    /// (for a lone invalid share in a large batch, one multiplication over
    /// half the batch, one over a quarter or a half, and a four-point one).
    /// `rng` draws the weights (an invalid share goes unnamed with
    /// probability at most `(2m - 1 + m * ceil(log2(m))) * 2^-128`; a valid
    /// one is never named).
    pub fn invalid<R: CryptoRng + ?Sized>(&self, rng: &mut R) -> Vec<usize> {
        let weighted: Vec<Weighted<'_, C>> = self
            .entries
            .iter()
            .map(|entry| Weighted {
                entry,
                weight: random_weight::<C, R>(rng),
            })
            .collect();
        let mut invalid = Vec::new();
        search(&weighted, 0, weighted_sum(&weighted), false, &mut invalid);
        invalid
    }

    /// `Ok(())` when every share is valid; otherwise
    /// [`Error::InvalidSignatureShare`] naming the signers of the invalid
    /// shares, in ascending order without repetition (the indices of
    /// [`ShareBatch::invalid`] tell apart two shares of one signer from
    /// different sessions).
    pub fn verify<R: CryptoRng + ?Sized>(&self, rng: &mut R) -> Result<(), Error<C>> {
        let mut culprits: Vec<Identifier<C>> = self
            .invalid(rng)
            .into_iter()
            .filter_map(|index| self.identifier(index))
            .collect();
        if culprits.is_empty() {
            return Ok(());
        }
        culprits.sort();
        culprits.dedup();
        Err(Error::InvalidSignatureShare { culprits })
    }
}

/// The share equation terms of `identifier` in `session`, as
/// [`SigningSession::verify_share`] uses them.
fn terms_of<C: Ciphersuite>(
    session: &SigningSession<C>,
    identifier: &Identifier<C>,
) -> Result<ShareTerms<C>, Error<C>> {
    let unknown = Error::UnknownParticipant {
        identifier: *identifier,
    };
    let index = session.position(identifier).ok_or(unknown.clone())?;
    let view = session
        .coordinator
        .as_ref()
        .ok_or(Error::MissingVerifyingShares)?;
    if let Some(equations) = &view.equations {
        return equations.terms.get(index).copied().ok_or(unknown);
    }
    let verifying_share = view.verifying_shares.get(index).ok_or(unknown)?;
    let lambda = derive_interpolating_value(&session.package.signers(), identifier)?;
    session
        .values
        .share_terms(&session.package, identifier, &lambda, verifying_share)
}

/// A uniformly random non-zero 128-bit weight.
fn random_weight<C: Ciphersuite, R: CryptoRng + ?Sized>(rng: &mut R) -> Scalar<C> {
    loop {
        let mut bytes = [0u8; 16];
        rng.fill_bytes(&mut bytes);
        let weight = Scalar::<C>::from_u128(u128::from_le_bytes(bytes));
        if !bool::from(weight.is_zero()) {
            return weight;
        }
    }
}

/// The smallest failing half searched through its syndrome; smaller ones
/// are halved at once. Halving a set of `k` shares down to a lone invalid
/// one multiplies about `3k` points in all, as the syndrome and its
/// confirmation do, so the syndrome only wins where one multiplication of
/// many points beats several small ones, and costs a wasted multiplication
/// when the half holds several invalid shares. Measured by instruction
/// counts on secp256k1 ROAST runs at 67-of-100: a single invalid share per
/// batch gains, a third of the signers sending invalid shares loses
/// nothing, from two dozen shares on.
const SYNDROME_MIN: usize = 24;

/// `sum_i w_i * X_i` over `entries`: one variable-time multiscalar
/// multiplication of `3m + 1` points (public data).
fn weighted_sum<C: Ciphersuite>(entries: &[Weighted<'_, C>]) -> Element<C> {
    combination(entries, |_| Scalar::<C>::ONE)
}

/// `sum_i f(i) * w_i * X_i` over `entries`, `i` the position in `entries`:
/// one variable-time multiscalar multiplication of `3m + 1` points (public
/// data).
fn combination<C: Ciphersuite>(
    entries: &[Weighted<'_, C>],
    factor: impl Fn(usize) -> Scalar<C>,
) -> Element<C> {
    let mut scalars = Vec::with_capacity(3 * entries.len() + 1);
    let mut points = Vec::with_capacity(3 * entries.len() + 1);
    let mut z = Scalar::<C>::ZERO;
    for (position, Weighted { entry, weight }) in entries.iter().enumerate() {
        let weight = factor(position) * *weight;
        z += weight * entry.z;
        let (factors, elements) = &entry.terms;
        for (factor, element) in factors.iter().zip(elements) {
            scalars.push(-(weight * factor));
            points.push(*element);
        }
    }
    scalars.push(z);
    points.push(Element::<C>::generator());
    C::Arithmetic::vartime_multiscalar_mul(&scalars, &points)
}

/// The position in `entries` of the lone invalid share, located by the
/// syndrome and confirmed by its own weighted term (see the module
/// documentation); `None` when there is no lone one. `sum` is the weighted
/// sum of `entries`, not the identity.
fn lone_invalid<C: Ciphersuite>(entries: &[Weighted<'_, C>], sum: Element<C>) -> Option<usize> {
    let syndrome = combination(entries, |position| Scalar::<C>::from(position as u64 + 1));
    let mut multiple = sum;
    for position in 0..entries.len() {
        if multiple == syndrome {
            let own = weighted_sum(&entries[position..=position]);
            return (own == sum).then_some(position);
        }
        multiple += sum;
    }
    None
}

/// Appends to `invalid` the indices (counted from `offset`) of the entries
/// whose share is invalid, given their weighted sum `sum`: nothing if the
/// sum is the identity, the entry itself if it is alone, the lone invalid
/// entry if the syndrome finds one (tried only when `sibling_passed`: the
/// other half of the parent set summed to the identity), and otherwise the
/// search of both halves, the right half's sum derived from the left's by a
/// subtraction.
fn search<C: Ciphersuite>(
    entries: &[Weighted<'_, C>],
    offset: usize,
    sum: Element<C>,
    sibling_passed: bool,
    invalid: &mut Vec<usize>,
) {
    if bool::from(sum.is_identity()) {
        return;
    }
    if entries.len() == 1 {
        invalid.push(offset);
        return;
    }
    if sibling_passed
        && entries.len() >= SYNDROME_MIN
        && let Some(position) = lone_invalid(entries, sum)
    {
        invalid.push(offset + position);
        return;
    }
    let middle = entries.len() / 2;
    let (left, right) = entries.split_at(middle);
    let left_sum = weighted_sum(left);
    let right_sum = sum - left_sum;
    let left_passed = bool::from(left_sum.is_identity());
    let right_passed = bool::from(right_sum.is_identity());
    search(left, offset, left_sum, right_passed, invalid);
    search(right, offset + middle, right_sum, left_passed, invalid);
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeMap;
    use alloc::vec::Vec;

    use group::Group;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::{Entry, SYNDROME_MIN, ShareBatch, Weighted, lone_invalid, weighted_sum};
    use crate::dev_suite::DevSuite;
    use crate::keys::{IdentifierList, KeyPackage, generate_with_dealer};
    use crate::round2::SignatureShare;
    use crate::{Element, Identifier, Scalar, SigningPackage, SigningSession, round1};

    type C = DevSuite;

    /// A session of `count` signers of a `count`-of-`count` group, built for
    /// the coordinator, with every signer's honest share.
    fn session(
        count: u16,
        seed: u64,
    ) -> (
        SigningSession<C>,
        BTreeMap<Identifier<C>, SignatureShare<C>>,
    ) {
        let mut rng = StdRng::seed_from_u64(seed);
        let (shares, public) =
            generate_with_dealer::<C, _>(count, count, IdentifierList::Default, &mut rng)
                .expect("dealer");
        let mut nonces = BTreeMap::new();
        let mut commitments = BTreeMap::new();
        let mut key_packages = BTreeMap::new();
        for (id, share) in shares {
            let key_package = KeyPackage::try_from(share).expect("share verifies");
            let (n, c) = round1::commit(key_package.signing_share(), &mut rng);
            nonces.insert(id, n);
            commitments.insert(id, c);
            key_packages.insert(id, key_package);
        }
        let package = SigningPackage::new(commitments, b"batch").expect("package");
        let session = SigningSession::new(&package, &public).expect("session");
        let shares = nonces
            .into_iter()
            .map(|(id, n)| (id, session.sign(n, &key_packages[&id]).expect("signer")))
            .collect();
        (session, shares)
    }

    /// A lone invalid share is named wherever it sits in a batch whose
    /// halves are large enough for the syndrome, which locates it in the
    /// failing half without further halving.
    #[test]
    fn lone_invalid_share_is_named_at_every_position() {
        let count = 2 * SYNDROME_MIN as u16 + 2;
        let (session, shares) = session(count, 31);
        let mut rng = StdRng::seed_from_u64(32);
        for culprit in 0..shares.len() {
            let mut batch = ShareBatch::new();
            for (index, (id, share)) in shares.iter().enumerate() {
                let share = if index == culprit {
                    SignatureShare::new(share.to_scalar() + Scalar::<C>::ONE)
                } else {
                    *share
                };
                batch.push(&session, id, &share).expect("signer");
            }
            assert_eq!(batch.invalid(&mut rng), alloc::vec![culprit]);
            let weighted: Vec<Weighted<'_, C>> = batch
                .entries
                .iter()
                .map(|entry| Weighted {
                    entry,
                    weight: Scalar::<C>::from(7u64),
                })
                .collect();
            let sum = weighted_sum(&weighted);
            assert_eq!(lone_invalid(&weighted, sum), Some(culprit));
        }
    }

    /// The syndrome only proposes: with errors `G`, nothing and `G` at
    /// positions 1 to 3 (weights 1), the syndrome `G + 3 G` is twice the sum
    /// `2 G`, the multiple of the valid share at position 2, whose own term
    /// refuses it. Two invalid shares in one half of a large batch, whose
    /// syndrome proposes no lone one, are then both named by the halving.
    #[test]
    fn misleading_syndrome_is_refused() {
        let g = Element::<C>::generator();
        let entry = |error: u64| Entry {
            identifier: Identifier::<C>::try_from(1).expect("non-zero"),
            z: Scalar::<C>::from(error),
            terms: ([Scalar::<C>::ZERO; 3], [g; 3]),
        };
        let entries = [entry(1), entry(0), entry(1)];
        let weighted: Vec<Weighted<'_, C>> = entries
            .iter()
            .map(|entry| Weighted {
                entry,
                weight: Scalar::<C>::ONE,
            })
            .collect();
        let sum = weighted_sum(&weighted);
        assert_eq!(sum, g.double());
        assert_eq!(lone_invalid(&weighted, sum), None);

        let (session, shares) = session(2 * SYNDROME_MIN as u16 + 2, 35);
        let mut batch = ShareBatch::new();
        for (index, (id, share)) in shares.iter().enumerate() {
            let share = if index == 2 || index == 9 {
                SignatureShare::new(share.to_scalar() + Scalar::<C>::ONE)
            } else {
                *share
            };
            batch.push(&session, id, &share).expect("signer");
        }
        let mut rng = StdRng::seed_from_u64(34);
        assert_eq!(batch.invalid(&mut rng), alloc::vec![2, 9]);
    }
}

//! Checking many signature shares at once: one random linear combination of
//! their share equations (RFC 9591, Section 5.4), one multiscalar
//! multiplication, and halving down to the invalid shares only when the
//! combination fails.
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
//! accept, are caught like any other). The halving below checks at most
//! `2m - 1` subsets with the same weights, so the probability that it misses
//! an invalid share is at most `(2m - 1) * 2^-128`.
//!
//! **Exactness of the names.** A single share's weighted term `w_i * X_i` is
//! the identity exactly when its share is valid (`w_i` is not zero modulo
//! `q`), and the halving only names a share after computing that term
//! exactly (directly, or as a difference of exactly computed sums): a valid
//! share is never named, whatever the weights.
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
    /// batch, and only if it fails, two more per level of halving for each
    /// failing half. `rng` draws the weights (see the module documentation:
    /// an invalid share goes unnamed with probability at most
    /// `(2m - 1) * 2^-128`; a valid one is never named).
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
        search(&weighted, 0, weighted_sum(&weighted), &mut invalid);
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

/// `sum_i w_i * X_i` over `entries`: one variable-time multiscalar
/// multiplication of `3m + 1` points (public data).
fn weighted_sum<C: Ciphersuite>(entries: &[Weighted<'_, C>]) -> Element<C> {
    let mut scalars = Vec::with_capacity(3 * entries.len() + 1);
    let mut points = Vec::with_capacity(3 * entries.len() + 1);
    let mut z = Scalar::<C>::ZERO;
    for Weighted { entry, weight } in entries {
        z += *weight * entry.z;
        let (factors, elements) = &entry.terms;
        for (factor, element) in factors.iter().zip(elements) {
            scalars.push(-(*weight * factor));
            points.push(*element);
        }
    }
    scalars.push(z);
    points.push(Element::<C>::generator());
    C::Arithmetic::vartime_multiscalar_mul(&scalars, &points)
}

/// Appends to `invalid` the indices (counted from `offset`) of the entries
/// whose share is invalid, given their weighted sum `sum`: nothing if the
/// sum is the identity, the entry itself if it is alone, and otherwise the
/// search of both halves, the right half's sum derived from the left's by a
/// subtraction.
fn search<C: Ciphersuite>(
    entries: &[Weighted<'_, C>],
    offset: usize,
    sum: Element<C>,
    invalid: &mut Vec<usize>,
) {
    if bool::from(sum.is_identity()) {
        return;
    }
    if entries.len() == 1 {
        invalid.push(offset);
        return;
    }
    let middle = entries.len() / 2;
    let (left, right) = entries.split_at(middle);
    let left_sum = weighted_sum(left);
    search(left, offset, left_sum, invalid);
    search(right, offset + middle, sum - left_sum, invalid);
}

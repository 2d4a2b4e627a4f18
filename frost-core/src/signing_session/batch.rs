//! Checking many signature shares at once, possibly of different sessions:
//! one random linear combination of their share equations (RFC 9591,
//! Section 5.4), one multiscalar multiplication of `3m + 1` points for `m`
//! shares, and, only when it fails, the search of
//! [`culprit_search`](crate::culprit_search) naming exactly the invalid ones.
//!
//! Each share is judged by the terms of
//! [`SessionValues::share_terms`](super::SessionValues::share_terms), signed
//! exactly as [`SigningSession::verify_share`] signs them, so BIP340
//! sessions and sessions over re-randomised or tweaked keys are judged as
//! that function judges them. Pushing a share costs no group operation: its
//! terms are looked up in its session.
//!
//! **Soundness.** The weights are independent, uniformly random, non-zero
//! 128-bit integers from the caller's cryptographic RNG, drawn by
//! [`ShareBatch::invalid`] after every share of the batch is fixed and never
//! revealed, as the search's soundness argument requires: a batch holding an
//! invalid share passes with probability at most `2^-128`, whatever the
//! shares (two invalid shares crafted so that `X_1 = -X_2`, which an
//! unweighted sum would accept, are caught like any other), and a valid
//! share is never named.

use alloc::vec::Vec;

use rand_core::CryptoRng;

use super::SigningSession;
use crate::culprit_search::{ShareEquation, ShareTerms, invalid_positions};
use crate::polynomial::derive_interpolating_value;
use crate::signature_share::SignatureShare;
use crate::{Ciphersuite, Error, Identifier, Scalar};

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
        let equations: Vec<ShareEquation<C>> = self
            .entries
            .iter()
            .map(|entry| ShareEquation::new(random_weight::<C, R>(rng), entry.z, entry.terms))
            .collect();
        invalid_positions(&equations)
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
    let mut bytes = [0u8; 16];
    while bytes == [0; 16] {
        rng.fill_bytes(&mut bytes);
    }
    crate::batch_weights::weight_from_bytes::<C>(&bytes)
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeMap;

    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::ShareBatch;
    use crate::culprit_search::SYNDROME_MIN;
    use crate::dev_suite::{DevSuite, group};
    use crate::signature_share::SignatureShare;
    use crate::{Identifier, Scalar, SigningPackage, SigningSession, round1};

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
        let (key_packages, public) = group(count, count, &mut rng);
        let mut nonces = BTreeMap::new();
        let mut commitments = BTreeMap::new();
        for (id, key_package) in &key_packages {
            let (n, c) = round1::commit(key_package.signing_share(), &mut rng);
            nonces.insert(*id, n);
            commitments.insert(*id, c);
        }
        let package = SigningPackage::new(commitments, b"batch").expect("package");
        let session = SigningSession::new(&package, &public).expect("session");
        let shares = nonces
            .into_iter()
            .map(|(id, n)| (id, session.sign(n, &key_packages[&id]).expect("signer")))
            .collect();
        (session, shares)
    }

    /// A batch of `shares` in which the shares at `bad` are off by one.
    fn batch_with_bad(
        session: &SigningSession<C>,
        shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
        bad: &[usize],
    ) -> ShareBatch<C> {
        let mut batch = ShareBatch::new();
        for (index, (id, share)) in shares.iter().enumerate() {
            let share = if bad.contains(&index) {
                SignatureShare::new(share.to_scalar() + Scalar::<C>::ONE)
            } else {
                *share
            };
            batch.push(session, id, &share).expect("signer");
        }
        batch
    }

    /// A lone invalid share is named wherever it sits in a batch whose
    /// halves are large enough for the syndrome; a batch of valid shares
    /// names no one.
    #[test]
    fn lone_invalid_share_is_named_at_every_position() {
        let count = 2 * SYNDROME_MIN as u16 + 2;
        let (session, shares) = session(count, 31);
        let mut rng = StdRng::seed_from_u64(32);
        assert!(
            batch_with_bad(&session, &shares, &[])
                .invalid(&mut rng)
                .is_empty()
        );
        for culprit in 0..shares.len() {
            let batch = batch_with_bad(&session, &shares, &[culprit]);
            assert_eq!(batch.invalid(&mut rng), alloc::vec![culprit]);
        }
    }

    /// Two invalid shares in one half of a large batch, whose syndrome
    /// proposes no lone one, are both named by the halving, and `verify`
    /// names their signers.
    #[test]
    fn two_invalid_shares_in_one_half_are_named() {
        let (session, shares) = session(2 * SYNDROME_MIN as u16 + 2, 35);
        let batch = batch_with_bad(&session, &shares, &[2, 9]);
        let mut rng = StdRng::seed_from_u64(34);
        assert_eq!(batch.invalid(&mut rng), alloc::vec![2, 9]);
        let signers: alloc::vec::Vec<Identifier<C>> = shares.keys().copied().collect();
        assert_eq!(
            batch.verify(&mut rng),
            Err(crate::Error::InvalidSignatureShare {
                culprits: alloc::vec![signers[2], signers[9]],
            })
        );
    }

    /// The split search (on a pool of four threads) names exactly the shares
    /// the sequential one names, in the same order, for the same weights:
    /// none, a lone one, and three across both halves.
    #[cfg(feature = "parallel")]
    #[test]
    fn split_search_names_what_the_sequential_one_names() {
        let (session, shares) = session(2 * crate::parallel::MIN_SPLIT_LEN as u16 + 6, 36);
        for bad in [&[][..], &[17], &[3, 40, 41]] {
            let batch = batch_with_bad(&session, &shares, bad);
            let (sequential, split) = crate::parallel::tests::both_ways(|| {
                let mut rng = StdRng::seed_from_u64(37);
                (batch.invalid(&mut rng), batch.verify(&mut rng))
            });
            assert_eq!(sequential.0, bad);
            assert_eq!(sequential, split);
        }
    }
}

//! Judging signature shares when their verdict is needed, not on arrival.
//!
//! ROAST needs a verdict on a signer's share at two moments only: when its
//! session has `t` shares (is there a signature?), and before the signer
//! joins another session (a signer that spoiled one session must not spoil
//! a second: the `n - t + 1` bound rests on it). Between the two, the share
//! waits unjudged, and judging then gives the same verdict as on arrival
//! (RFC 9591's share equation, Section 5.4, over public values fixed when
//! the session opened).
//!
//! - **Completion.** The `t` shares are aggregated with the engine's session
//!   object. A signature that verifies settles every share at once: without
//!   faults this is the only check the coordinator makes on that session.
//!   Otherwise the aggregation names exactly the signers whose shares are
//!   invalid (the engine's culprit search), and they are blamed.
//! - **Regrouping.** Before a new session is formed, every ready signer whose
//!   last share is unjudged is judged, all of them (of any sessions) in one
//!   [`ShareBatch`]: one multiscalar multiplication when every share is
//!   valid, and otherwise a halving search that names exactly the invalid
//!   ones, locating a lone invalid share in a failing half at once (a
//!   syndrome). The batch's weights are drawn from the coordinator's RNG
//!   after the shares are fixed; a valid share is never named, and an
//!   invalid one escapes with probability at most
//!   `(2m - 1 + m * ceil(log2(m))) * 2^-128` for `m` shares (see
//!   [`ShareBatch`]).
//! - **Accountability.** Shares whose verdict was never needed (their
//!   session did not complete, their signer was not regrouped before the
//!   signature) are judged, again in one batch, when the application asks
//!   ([`Coordinator::judge_remaining`]), e.g. once the signature is out: so
//!   every signer that sent an invalid share is still blamed with evidence,
//!   off the path to the signature.
//!
//! A session's engine object (binding factors, group commitment, Lagrange
//! coefficients) is built the first time one of these needs it, so a session
//! that never completes and none of whose signers is regrouped costs
//! nothing but its package. If the engine refuses the session (its group
//! commitment is the identity), no honest signer answers it (the engine
//! refuses to sign such a package): whoever answered it is excluded, without
//! blame evidence, since a share of such a session proves nothing.
//!
//! Variable time: every value judged is public.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;

use frost_core::keys::PublicKeyPackage;
use frost_core::rand_core::CryptoRng;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, ShareBatch};

use super::offer::Offer;
use super::{Coordinator, Signed, SignerStatus, Step};
use crate::share_check::ShareCheck;
use crate::{Attestation, Blame, SessionId, SigningRequest};

#[derive(Clone)]
/// A ready signer: its unused commitment (decoded when it joins a session),
/// and the session of its last share (`None` for an initial commitment).
pub(super) struct Ready<C: Ciphersuite> {
    pub(super) signer: Identifier<C>,
    pub(super) offer: Offer<C>,
    pub(super) last: Option<SessionId>,
}

/// One open session.
pub(super) struct Session<C: Ciphersuite> {
    pub(super) request: SigningRequest<C>,
    /// The engine's session object, built when first needed.
    check: Option<ShareCheck<C>>,
    /// The shares received, judged or not; a share judged invalid is removed.
    pub(super) shares: BTreeMap<Identifier<C>, SignatureShare<C>>,
    /// The signers whose share in `shares` was judged valid.
    judged: BTreeSet<Identifier<C>>,
    /// In accountable mode: the digest of the request's wire encoding, which
    /// the identity signatures of answers cover, and the rest of each signed
    /// response.
    pub(super) request_digest: Option<Vec<u8>>,
    pub(super) attestations: BTreeMap<Identifier<C>, Attestation<C>>,
}

/// A copy of the session without its checker, which the copy rebuilds on
/// first use (the engine's session objects are not `Clone`; the checker is
/// a cache of values derived from the request).
impl<C: Ciphersuite> Clone for Session<C> {
    fn clone(&self) -> Self {
        Self {
            request: self.request.clone(),
            check: None,
            shares: self.shares.clone(),
            judged: self.judged.clone(),
            request_digest: self.request_digest.clone(),
            attestations: self.attestations.clone(),
        }
    }
}

impl<C: Ciphersuite> Session<C> {
    /// A session just opened: nothing derived, no share; `request_digest`
    /// in accountable mode.
    pub(super) fn new(request: SigningRequest<C>, request_digest: Option<Vec<u8>>) -> Self {
        Self {
            request,
            check: None,
            shares: BTreeMap::new(),
            judged: BTreeSet::new(),
            request_digest,
            attestations: BTreeMap::new(),
        }
    }

    /// Whether `signer` has a share here that is not judged yet.
    fn is_unjudged(&self, signer: &Identifier<C>) -> bool {
        self.shares.contains_key(signer) && !self.judged.contains(signer)
    }

    /// The session's checker, built on first use, and its shares.
    fn check(
        &mut self,
        public_key_package: &PublicKeyPackage<C>,
    ) -> (&ShareCheck<C>, &BTreeMap<Identifier<C>, SignatureShare<C>>) {
        let request = &self.request;
        let check = self
            .check
            .get_or_insert_with(|| ShareCheck::new(request, public_key_package));
        (check, &self.shares)
    }
}

impl<C: Ciphersuite> Coordinator<C> {
    /// Aggregates session `id`, whose `t` shares are in: the signature if it
    /// verifies; otherwise every signer named by the aggregation is blamed
    /// (or, for a session the engine refuses, every signer that answered it
    /// is excluded), and the other signers' shares are judged valid.
    /// Errors that are no signer's fault (verifying shares inconsistent with
    /// the group key) are returned, nobody blamed.
    pub(super) fn complete(
        &mut self,
        id: SessionId,
        step: &mut Step<C>,
    ) -> Result<Option<Signed<C>>, Error<C>> {
        let Some(session) = self.sessions.get_mut(&id) else {
            return Ok(None);
        };
        let (check, shares) = session.check(&self.public_key_package);
        if check.is_broken() {
            let answered: Vec<Identifier<C>> = shares.keys().copied().collect();
            for signer in answered {
                self.exclude(signer, step);
            }
            return Ok(None);
        }
        let culprits = match check.aggregate(shares) {
            Ok((signature, verifying_key)) => {
                session.judged = session.shares.keys().copied().collect();
                return Ok(Some(Signed {
                    session: id,
                    signature,
                    verifying_key,
                }));
            }
            Err(Error::InvalidSignatureShare { culprits }) => culprits,
            Err(error) => return Err(error),
        };
        for signer in culprits {
            self.blame(id, signer, step);
        }
        if let Some(session) = self.sessions.get_mut(&id) {
            session.judged = session.shares.keys().copied().collect();
        }
        Ok(None)
    }

    /// Judges every ready signer's unjudged share in one batch (see
    /// [`Coordinator::judge`]).
    pub(super) fn judge_ready<R: CryptoRng + ?Sized>(&mut self, step: &mut Step<C>, rng: &mut R) {
        let targets: Vec<(Identifier<C>, SessionId)> = self
            .ready
            .iter()
            .filter_map(|ready| {
                let id = ready.last?;
                let session = self.sessions.get(&id)?;
                session
                    .is_unjudged(&ready.signer)
                    .then_some((ready.signer, id))
            })
            .collect();
        self.judge(&targets, step, rng);
    }

    /// Judges, in one batch, every share the coordinator holds and has not
    /// judged: shares of sessions that did not complete, whose signers were
    /// not regrouped. Every signer whose share is invalid is blamed (and
    /// returned, in the order blamed), with evidence in
    /// [`Coordinator::blames`]; whoever answered a session the engine refuses
    /// is excluded. Nothing is needed for the signature: call it once the
    /// signature is out (or the run is abandoned) so that every invalid
    /// share is accounted for. `rng` draws the batch's weights.
    pub fn judge_remaining<R: CryptoRng + ?Sized>(&mut self, rng: &mut R) -> Vec<Identifier<C>> {
        let targets: Vec<(Identifier<C>, SessionId)> = self
            .sessions
            .iter()
            .flat_map(|(id, session)| {
                session
                    .shares
                    .keys()
                    .filter(|signer| !session.judged.contains(signer))
                    .map(|signer| (*signer, *id))
            })
            .collect();
        let mut step = Step::nothing();
        self.judge(&targets, &mut step, rng);
        step.blamed
    }

    /// Judges the shares of `targets` (signer, session) in one
    /// [`ShareBatch`]: blames (and removes from the ready list) the signers
    /// whose share is invalid, excludes those who answered a session the
    /// engine refuses, and marks the others' shares judged.
    fn judge<R: CryptoRng + ?Sized>(
        &mut self,
        targets: &[(Identifier<C>, SessionId)],
        step: &mut Step<C>,
        rng: &mut R,
    ) {
        if targets.is_empty() {
            return;
        }
        let mut batch = ShareBatch::new();
        let mut judged: Vec<(Identifier<C>, SessionId)> = Vec::new();
        let mut broken: Vec<Identifier<C>> = Vec::new();
        for (signer, id) in targets {
            let pushed = self.sessions.get_mut(id).and_then(|session| {
                let (check, shares) = session.check(&self.public_key_package);
                let share = shares.get(signer)?;
                batch.push(check.session().ok()?, signer, share).ok()
            });
            match pushed {
                Some(_) => judged.push((*signer, *id)),
                None => broken.push(*signer),
            }
        }
        let invalid = batch.invalid(rng);
        for signer in broken {
            self.exclude(signer, step);
        }
        for (index, (signer, id)) in judged.into_iter().enumerate() {
            if invalid.contains(&index) {
                self.blame(id, signer, step);
            } else if let Some(session) = self.sessions.get_mut(&id) {
                session.judged.insert(signer);
            }
        }
    }

    /// Marks `signer` malicious for its invalid share in session `id`, with
    /// the evidence, and takes it out of the ready list.
    fn blame(&mut self, id: SessionId, signer: Identifier<C>, step: &mut Step<C>) {
        if let Some(session) = self.sessions.get_mut(&id)
            && let Some(share) = session.shares.remove(&signer)
        {
            self.blames.push(Blame {
                signer,
                share,
                request: session.request.clone(),
                attestation: session.attestations.remove(&signer),
            });
            self.status.insert(signer, SignerStatus::Malicious);
            self.ready.retain(|ready| ready.signer != signer);
            step.blamed.push(signer);
        }
    }

    /// Excludes `signer` from the rest of the run, without blame.
    pub(super) fn exclude(&mut self, signer: Identifier<C>, step: &mut Step<C>) {
        self.status.insert(signer, SignerStatus::Excluded);
        self.ready.retain(|ready| ready.signer != signer);
        step.excluded.push(signer);
    }
}

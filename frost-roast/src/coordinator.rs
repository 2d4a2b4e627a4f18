//! The ROAST coordinator (Ruffing, Ronge, Jin, Schneider-Bensch, Schröder,
//! "ROAST: Robust Asynchronous Schnorr Threshold Signatures", ACM CCS 2022,
//! Figure "ROAST coordinator"), as a sans-IO state machine.
//!
//! The coordinator keeps a set of *ready* signers, each with an unused
//! commitment. A signer becomes ready with its initial commitment, and again
//! each time it answers its current session with a share and a fresh
//! commitment. As soon as `t = min_signers` signers are ready, they form a new
//! session, which runs concurrently with the older ones; the first session to
//! collect `t` valid shares gives the signature. A signer whose share is
//! invalid is marked malicious and never takes part again.
//!
//! # When a share is judged
//!
//! The paper checks every share on arrival. This coordinator judges a share
//! only when its verdict is needed, which gives the same verdicts at a
//! fraction of the cost (see `judge.rs`):
//! - when the share's session has all `t` shares, they are aggregated, and a
//!   signature that verifies settles them all at once; otherwise the
//!   aggregation names exactly the invalid ones;
//! - before ready signers form a new session, every ready signer whose last
//!   share is not yet judged is judged, all together in one batch
//!   ([`frost_core::ShareBatch`]), and those whose share is invalid are
//!   marked malicious and left out.
//!
//! So no signer is ever regrouped before its share is judged valid, which is
//! what the bound below and the paper's robustness argument rely on.
//!
//! # When a commitment is decoded
//!
//! [`Coordinator::receive_bytes`] checks every field of a message on arrival
//! except the points of the commitment it offers, which are decoded (with
//! the suite's strict checks) only when the signer is taken into a new
//! session: many offered commitments are never used. A commitment that does
//! not decode then excludes its signer without blame, before any session
//! holds it; reuse is detected on the canonical encoding (see `offer.rs`).
//!
//! # Run binding, copies and declines
//!
//! Every message names the run ([`RunId`]); messages of another run are
//! refused before anything changes. A signer that offers one of its own
//! earlier commitments again is excluded (honest signers draw fresh nonces
//! for each); a commitment equal to *another* signer's is not a fault of
//! that other signer and is not treated as one: a signer that copied a
//! commitment it cannot open sends a share that fails the share equation
//! under its own verifying share and is blamed, while the owner's share
//! verifies even if both sit in one session (RFC 9591's binding factors
//! and share equation are per identifier). A signer that cannot answer its
//! session declines it ([`Decline`](crate::Decline)) and is ready again;
//! a second decline in one run excludes it.
//!
//! # Bounded state
//!
//! At most `n - t + 1` sessions are ever opened, plus one for each signer
//! that declined a session (a decline leaves its session without a share
//! for good, and at most one decline per signer is accepted) (the paper's Theorem on
//! robustness, restated for this implementation): until the signature, every
//! open session lacks a valid share from at least one of its signers, which
//! either has not answered it (and is in no other session) or sent an invalid
//! share in it (and is judged, hence malicious, before it could join a later
//! session). These signers are distinct for distinct sessions, and when a
//! new session takes `t` ready signers, every ready signer has been judged
//! valid, so none of them is among those blockers (and an excluded signer,
//! e.g. one whose commitment did not decode, joins no later session): at
//! most `n - t` sessions are open. The other state is one status per signer, the ready list, the
//! unjudged shares (at most one per signer) and the commitments seen (one per
//! accepted message).

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;

use frost_core::keys::PublicKeyPackage;
use frost_core::rand_core::CryptoRng;
use frost_core::round1::SigningCommitments;
use frost_core::{Ciphersuite, Identifier, SigningPackage};

use crate::{IdentityKeys, RunId};
use frost_rerandomized::RandomizedSigningPackage;

use frost_core::round2::SignatureShare;

use crate::{
    Attestation, Blame, RoastError, SessionId, SessionPackage, SignerMessage, SigningRequest,
};
use judge::{Ready, Session};
use offer::{Incoming, Kind, Offer};

mod authenticate;
mod decline;
mod judge;
mod offer;
mod step;

pub use step::{Signed, SignerStatus, Step};

/// The ROAST coordinator of one run: one message, one group.
///
/// Feed it every message a signer sends ([`Coordinator::receive`] or
/// [`Coordinator::receive_bytes`]) and every timeout the application
/// observes ([`Coordinator::timeout`]); send the requests it returns. It
/// performs no I/O and keeps no clock.
///
/// Assumptions: in the unauthenticated mode, the application authenticates
/// every signer's channel and passes the true sender with each message; in
/// accountable mode ([`Coordinator::with_identities`]) every signer message
/// must carry its sender's identity signature, so the channels need not be
/// authenticated. The coordinator itself is honest (a dishonest one can
/// stall the run, and in the unauthenticated mode blame anyone, but cannot
/// forge: FROST's unforgeability does not rest on it).
///
/// `Clone` copies the whole state (for fuzzers and simulators that explore
/// several continuations of one run); it holds no secret.
#[derive(Clone)]
pub struct Coordinator<C: Ciphersuite> {
    public_key_package: PublicKeyPackage<C>,
    message: Vec<u8>,
    randomized: bool,
    run: RunId,
    /// The group's identity keys, in accountable mode.
    identities: Option<IdentityKeys<C>>,
    status: BTreeMap<Identifier<C>, SignerStatus>,
    /// Ready signers with their unused commitments, in the order they became
    /// ready.
    ready: Vec<Ready<C>>,
    sessions: BTreeMap<SessionId, Session<C>>,
    /// Every commitment each signer offered in this run, by signer.
    seen: BTreeSet<(Identifier<C>, Vec<u8>)>,
    /// The signers that declined a session.
    declined: BTreeSet<Identifier<C>>,
    blames: Vec<Blame<C>>,
    timed_out: BTreeSet<Identifier<C>>,
    signed: Option<Signed<C>>,
}

impl<C: Ciphersuite> Coordinator<C> {
    /// A coordinator for run `run` (fresh for every run:
    /// [`RunId::random`]), signing `message` with the group of
    /// `public_key_package`; `randomized` runs every session re-randomised
    /// (`frost-rerandomized`, a fresh randomizer per session). The run starts
    /// in the unauthenticated mode.
    pub fn new(
        public_key_package: PublicKeyPackage<C>,
        message: &[u8],
        randomized: bool,
        run: RunId,
    ) -> Self {
        let status = public_key_package
            .verifying_shares()
            .keys()
            .map(|id| (*id, SignerStatus::Waiting))
            .collect();
        Self {
            public_key_package,
            message: message.to_vec(),
            randomized,
            run,
            identities: None,
            status,
            ready: Vec::new(),
            sessions: BTreeMap::new(),
            seen: BTreeSet::new(),
            declined: BTreeSet::new(),
            blames: Vec::new(),
            timed_out: BTreeSet::new(),
            signed: None,
        }
    }

    /// The run identifier.
    pub fn run(&self) -> &RunId {
        &self.run
    }

    /// The most sessions a run opens: `n - t + 1`, plus one per signer that
    /// declined a session (see [`Coordinator::declined`]).
    pub fn max_sessions(&self) -> usize {
        (self.status.len() + 1 + self.declined.len())
            .saturating_sub(usize::from(self.public_key_package.min_signers()))
    }

    /// Decodes and handles a message that arrived from `sender` over its
    /// authenticated channel. Malformed bytes are refused with an error and
    /// change nothing, with one deferral: the points of the commitment the
    /// message offers are decoded only when the signer is taken into a new
    /// session, and if they do not decode then, the signer is excluded (see
    /// [`SignerStatus::Excluded`]); so a run decodes no commitment it never
    /// uses.
    pub fn receive_bytes<R: CryptoRng + ?Sized>(
        &mut self,
        sender: &Identifier<C>,
        bytes: &[u8],
        rng: &mut R,
    ) -> Result<Step<C>, RoastError<C>> {
        let message = Incoming::parse(bytes)?;
        self.handle(sender, message, rng)
    }

    /// Handles a message that arrived from `sender` over its authenticated
    /// channel. `rng` draws the randomizers of re-randomised sessions and the
    /// weights of batched share checks. An error means the message was
    /// refused and the state is unchanged.
    pub fn receive<R: CryptoRng + ?Sized>(
        &mut self,
        sender: &Identifier<C>,
        message: &SignerMessage<C>,
        rng: &mut R,
    ) -> Result<Step<C>, RoastError<C>> {
        self.handle(sender, Incoming::from_message(message), rng)
    }

    /// [`Coordinator::receive`] for a message whose offered commitment may
    /// not be decoded yet.
    fn handle<R: CryptoRng + ?Sized>(
        &mut self,
        sender: &Identifier<C>,
        mut message: Incoming<C>,
        rng: &mut R,
    ) -> Result<Step<C>, RoastError<C>> {
        if self.signed.is_some() {
            return Err(RoastError::Finished);
        }
        if message.run != self.run {
            return Err(RoastError::WrongRun);
        }
        let status = *self
            .status
            .get(sender)
            .ok_or(RoastError::UnknownSigner { signer: *sender })?;
        if message.signer != *sender {
            return Err(RoastError::SenderMismatch {
                sender: *sender,
                claimed: message.signer,
            });
        }
        if matches!(status, SignerStatus::Malicious | SignerStatus::Excluded) {
            return Err(RoastError::Excluded { signer: *sender });
        }
        let attestation = self.authenticate(status, &mut message)?;
        let Incoming {
            signer,
            kind,
            offer,
            ..
        } = message;
        let mut step = match kind {
            Kind::Initial => self.initial(status, signer, offer)?,
            Kind::Answer(session, share) => {
                self.response(status, signer, session, share, offer, attestation)?
            }
            Kind::Decline(session) => self.decline(status, signer, session, offer)?,
        };
        if step.signed.is_none() && self.ready.len() >= usize::from(self.min_signers()) {
            self.judge_ready(&mut step, rng);
            if let Some(signers) = self.decode_first_ready(&mut step) {
                step.request = Some(self.open_session(signers, rng)?);
            }
        }
        Ok(step)
    }

    /// Records that `signer` has not answered in time. Nothing changes for
    /// the protocol (a late answer is still accepted: ROAST needs no
    /// timeouts); [`Coordinator::is_stalled`] counts on it.
    pub fn timeout(&mut self, signer: &Identifier<C>) -> Result<(), RoastError<C>> {
        if !self.status.contains_key(signer) {
            return Err(RoastError::UnknownSigner { signer: *signer });
        }
        self.timed_out.insert(*signer);
        Ok(())
    }

    /// Whether fewer than `t` signers remain that are neither excluded nor
    /// timed out: without a late answer, the run cannot finish.
    pub fn is_stalled(&self) -> bool {
        let alive = self
            .status
            .iter()
            .filter(|(id, status)| {
                !matches!(status, SignerStatus::Malicious | SignerStatus::Excluded)
                    && !self.timed_out.contains(id)
            })
            .count();
        self.signed.is_none() && alive < usize::from(self.min_signers())
    }

    /// The signature, once a session completed.
    pub fn signed(&self) -> Option<&Signed<C>> {
        self.signed.as_ref()
    }

    /// Evidence against every signer found malicious, in order of discovery.
    pub fn blames(&self) -> &[Blame<C>] {
        &self.blames
    }

    /// The status of `signer`, if it is in the group.
    pub fn status(&self, signer: &Identifier<C>) -> Option<SignerStatus> {
        self.status.get(signer).copied()
    }

    /// How many sessions were opened.
    pub fn sessions_opened(&self) -> usize {
        self.sessions.len()
    }

    /// The request of session `session`, if it was opened.
    pub fn request(&self, session: SessionId) -> Option<&SigningRequest<C>> {
        self.sessions.get(&session).map(|s| &s.request)
    }

    fn min_signers(&self) -> u16 {
        self.public_key_package.min_signers()
    }

    /// An initial commitment.
    fn initial(
        &mut self,
        status: SignerStatus,
        signer: Identifier<C>,
        offer: Offer<C>,
    ) -> Result<Step<C>, RoastError<C>> {
        if status != SignerStatus::Waiting {
            return Err(RoastError::AlreadyCommitted { signer });
        }
        Ok(self.make_ready(signer, offer, None, Step::nothing()))
    }

    /// A share with a fresh commitment: kept for its session, which it may
    /// complete (then the session is aggregated, see `judge.rs`); otherwise
    /// its sender is ready again, its share to be judged before it joins
    /// another session.
    fn response(
        &mut self,
        status: SignerStatus,
        signer: Identifier<C>,
        found: SessionId,
        share: SignatureShare<C>,
        next: Offer<C>,
        attestation: Option<Attestation<C>>,
    ) -> Result<Step<C>, RoastError<C>> {
        let SignerStatus::InSession(expected) = status else {
            return Err(RoastError::NotInSession { signer });
        };
        if found != expected {
            return Err(RoastError::WrongSession {
                signer,
                expected,
                found,
            });
        }
        let session = self
            .sessions
            .get_mut(&expected)
            .ok_or(RoastError::NotInSession { signer })?;
        session.shares.insert(signer, share);
        if let Some(attestation) = attestation {
            session.attestations.insert(signer, attestation);
        }
        let mut step = Step::nothing();
        if session.shares.len() < usize::from(self.public_key_package.min_signers()) {
            return Ok(self.make_ready(signer, next, Some(expected), step));
        }
        match self.complete(expected, &mut step) {
            Ok(Some(signed)) => {
                step.signed = Some(signed);
                self.signed.clone_from(&step.signed);
            }
            Ok(None) => {}
            Err(error) => {
                // Not the signers' fault (e.g. verifying shares that do not
                // interpolate to the group key): refused, state unchanged.
                if let Some(session) = self.sessions.get_mut(&expected) {
                    session.shares.remove(&signer);
                }
                return Err(error.into());
            }
        }
        if self.status.get(&signer) != Some(&SignerStatus::InSession(expected)) {
            // Blamed or excluded by the completion.
            return Ok(step);
        }
        Ok(self.make_ready(signer, next, Some(expected), step))
    }

    /// Puts `signer` with its unused commitment `offer` in the ready list,
    /// with the session of its last share (`None` for an initial commitment
    /// or a decline), or excludes it if it already offered this commitment in
    /// this run (its share stays with its session, judged there). The same
    /// commitment offered by another signer is no fault of this one: see the
    /// module documentation.
    fn make_ready(
        &mut self,
        signer: Identifier<C>,
        offer: Offer<C>,
        last: Option<SessionId>,
        mut step: Step<C>,
    ) -> Step<C> {
        if !self.seen.insert((signer, offer.to_bytes())) {
            self.status.insert(signer, SignerStatus::Excluded);
            step.excluded.push(signer);
            return step;
        }
        self.timed_out.remove(&signer);
        self.status.insert(signer, SignerStatus::Ready);
        self.ready.push(Ready {
            signer,
            offer,
            last,
        });
        step
    }

    /// The commitments of the first `t` ready signers whose offered
    /// commitment decodes, decoding them now (see `offer.rs`). Each ready
    /// signer met on the way whose commitment does not decode is excluded,
    /// so that those `t` then lead the ready list. `None`, decoding nothing,
    /// while fewer than `t` signers are ready, and `None` when too few of
    /// them have a commitment that decodes.
    fn decode_first_ready(
        &mut self,
        step: &mut Step<C>,
    ) -> Option<BTreeMap<Identifier<C>, SigningCommitments<C>>> {
        let count = usize::from(self.min_signers());
        if self.ready.len() < count {
            return None;
        }
        let mut signers = BTreeMap::new();
        let mut malformed = Vec::new();
        for ready in &mut self.ready {
            if signers.len() == count {
                break;
            }
            match ready.offer.decode() {
                Ok(commitments) => {
                    signers.insert(ready.signer, commitments);
                }
                Err(_) => malformed.push(ready.signer),
            }
        }
        for signer in malformed {
            self.exclude(signer, step);
        }
        (signers.len() == count).then_some(signers)
    }

    /// Opens a session with the first `t` ready signers, whose decoded
    /// commitments are `signers`.
    fn open_session<R: CryptoRng + ?Sized>(
        &mut self,
        signers: BTreeMap<Identifier<C>, SigningCommitments<C>>,
        rng: &mut R,
    ) -> Result<SigningRequest<C>, RoastError<C>> {
        let count = signers.len();
        let session = SessionId::try_from(self.sessions.len())
            .map_err(|_| frost_core::Error::<C>::InvalidLength)?;
        let ids: Vec<Identifier<C>> = signers.keys().copied().collect();
        let package = SigningPackage::new(signers, &self.message)?;
        let package = if self.randomized {
            SessionPackage::Randomized(RandomizedSigningPackage::new(
                package,
                self.public_key_package.verifying_key(),
                rng,
            )?)
        } else {
            SessionPackage::Plain(package)
        };
        let request = SigningRequest {
            run: self.run,
            session,
            package,
        };
        self.ready.drain(..count);
        for id in ids {
            self.status.insert(id, SignerStatus::InSession(session));
        }
        let bytes = self
            .identities
            .as_ref()
            .map(|_| crate::identity::request_digest::<C>(&request.serialize()));
        self.sessions
            .insert(session, Session::new(request.clone(), bytes));
        Ok(request)
    }
}

#[cfg(test)]
mod tests;

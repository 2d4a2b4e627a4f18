//! The ROAST coordinator (Ruffing, Ronge, Jin, Schneider-Bensch, Schröder,
//! "ROAST: Robust Asynchronous Schnorr Threshold Signatures", ACM CCS 2022,
//! Figure "ROAST coordinator"), as a sans-IO state machine.
//!
//! The coordinator keeps a set of *ready* signers, each with an unused
//! commitment. A signer becomes ready with its initial commitment, and again
//! each time it answers its current session with a valid share and a fresh
//! commitment. As soon as `t = min_signers` signers are ready, they form a new
//! session, which runs concurrently with the older ones; the first session to
//! collect `t` valid shares gives the signature. A signer whose share is
//! invalid is marked malicious and never takes part again.
//!
//! # Bounded state
//!
//! At most `n - t + 1` sessions are ever opened (the paper's Theorem on
//! robustness, restated for this implementation): until the signature, every
//! open session lacks a valid share from at least one of its signers, which
//! either has not answered it (and is in no other session) or was marked
//! malicious in it (and is in no later session). These signers are distinct
//! for distinct sessions and none of them is ready, so when a new session
//! takes `t` ready signers, at most `n - t` sessions are open. The other state
//! is one status per signer, the ready list, and the commitments seen (one
//! per accepted message).

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;

use frost_core::keys::PublicKeyPackage;
use frost_core::rand_core::CryptoRng;
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Identifier, Signature, SigningPackage, VerifyingKey};
use frost_rerandomized::RandomizedSigningPackage;

use crate::share_check::{ShareCheck, Verdict};
use crate::{
    Blame, Commitment, Response, RoastError, SessionId, SessionPackage, SignerMessage,
    SigningRequest,
};

/// Where a signer stands in the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignerStatus {
    /// No initial commitment yet.
    Waiting,
    /// Holds an unused commitment and waits for a session.
    Ready,
    /// Was asked to sign in this session and has not answered yet.
    InSession(SessionId),
    /// Sent an invalid share; blame evidence is kept.
    Malicious,
    /// Sent a commitment already used in this run.
    Excluded,
}

/// The signature of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signed<C: Ciphersuite> {
    /// The session whose shares it aggregates.
    pub session: SessionId,
    /// The signature.
    pub signature: Signature<C>,
    /// The key it verifies under: the group key, or for a re-randomised run
    /// the session's randomized key.
    pub verifying_key: VerifyingKey<C>,
}

/// What the coordinator did with one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step<C: Ciphersuite> {
    /// A session the event started: send the request to each of
    /// [`SessionPackage::signers`].
    pub request: Option<SigningRequest<C>>,
    /// The signer the event showed malicious (its evidence is in
    /// [`Coordinator::blames`]).
    pub blamed: Option<Identifier<C>>,
    /// The signer the event excluded for a reused commitment.
    pub excluded: Option<Identifier<C>>,
    /// The signature, when the event completed a session.
    pub signed: Option<Signed<C>>,
}

impl<C: Ciphersuite> Step<C> {
    fn nothing() -> Self {
        Self {
            request: None,
            blamed: None,
            excluded: None,
            signed: None,
        }
    }
}

/// One open session.
struct Session<C: Ciphersuite> {
    check: ShareCheck<C>,
    shares: BTreeMap<Identifier<C>, SignatureShare<C>>,
}

/// The ROAST coordinator of one run: one message, one group.
///
/// Feed it every message a signer sends ([`Coordinator::receive`] or
/// [`Coordinator::receive_bytes`]) and every timeout the application
/// observes ([`Coordinator::timeout`]); send the requests it returns. It
/// performs no I/O and keeps no clock.
///
/// Assumptions: the application authenticates every signer's channel and
/// passes the true sender with each message; the coordinator itself is
/// honest (a dishonest one can stall the run or blame anyone, but cannot
/// forge: FROST's unforgeability does not rest on it).
pub struct Coordinator<C: Ciphersuite> {
    public_key_package: PublicKeyPackage<C>,
    message: Vec<u8>,
    randomized: bool,
    status: BTreeMap<Identifier<C>, SignerStatus>,
    /// Ready signers with their unused commitments, in the order they became
    /// ready.
    ready: Vec<(Identifier<C>, SigningCommitments<C>)>,
    sessions: BTreeMap<SessionId, Session<C>>,
    seen: BTreeSet<Vec<u8>>,
    blames: Vec<Blame<C>>,
    timed_out: BTreeSet<Identifier<C>>,
    signed: Option<Signed<C>>,
}

impl<C: Ciphersuite> Coordinator<C> {
    /// A coordinator for signing `message` with the group of
    /// `public_key_package`; `randomized` runs every session re-randomised
    /// (`frost-rerandomized`, a fresh randomizer per session).
    pub fn new(public_key_package: PublicKeyPackage<C>, message: &[u8], randomized: bool) -> Self {
        let status = public_key_package
            .verifying_shares()
            .keys()
            .map(|id| (*id, SignerStatus::Waiting))
            .collect();
        Self {
            public_key_package,
            message: message.to_vec(),
            randomized,
            status,
            ready: Vec::new(),
            sessions: BTreeMap::new(),
            seen: BTreeSet::new(),
            blames: Vec::new(),
            timed_out: BTreeSet::new(),
            signed: None,
        }
    }

    /// The most sessions a run opens: `n - t + 1`.
    pub fn max_sessions(&self) -> usize {
        (self.status.len() + 1).saturating_sub(usize::from(self.public_key_package.min_signers()))
    }

    /// Decodes and handles a message that arrived from `sender` over its
    /// authenticated channel. Malformed bytes are refused with an error and
    /// change nothing.
    pub fn receive_bytes<R: CryptoRng + ?Sized>(
        &mut self,
        sender: &Identifier<C>,
        bytes: &[u8],
        rng: &mut R,
    ) -> Result<Step<C>, RoastError<C>> {
        let message = SignerMessage::deserialize(bytes)?;
        self.receive(sender, &message, rng)
    }

    /// Handles a message that arrived from `sender` over its authenticated
    /// channel. `rng` draws the randomizers of re-randomised sessions (it is
    /// unused otherwise). An error means the message was refused and the
    /// state is unchanged.
    pub fn receive<R: CryptoRng + ?Sized>(
        &mut self,
        sender: &Identifier<C>,
        message: &SignerMessage<C>,
        rng: &mut R,
    ) -> Result<Step<C>, RoastError<C>> {
        if self.signed.is_some() {
            return Err(RoastError::Finished);
        }
        let status = *self
            .status
            .get(sender)
            .ok_or(RoastError::UnknownSigner { signer: *sender })?;
        if message.signer() != sender {
            return Err(RoastError::SenderMismatch {
                sender: *sender,
                claimed: *message.signer(),
            });
        }
        if matches!(status, SignerStatus::Malicious | SignerStatus::Excluded) {
            return Err(RoastError::Excluded { signer: *sender });
        }
        let mut step = match message {
            SignerMessage::Commitment(commitment) => self.initial(status, commitment)?,
            SignerMessage::Response(response) => self.response(status, response)?,
        };
        if step.signed.is_none() && self.ready.len() >= usize::from(self.min_signers()) {
            step.request = Some(self.open_session(rng)?);
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
        self.sessions.get(&session).map(|s| s.check.request())
    }

    fn min_signers(&self) -> u16 {
        self.public_key_package.min_signers()
    }

    /// An initial commitment.
    fn initial(
        &mut self,
        status: SignerStatus,
        message: &Commitment<C>,
    ) -> Result<Step<C>, RoastError<C>> {
        if status != SignerStatus::Waiting {
            return Err(RoastError::AlreadyCommitted {
                signer: message.signer,
            });
        }
        Ok(self.make_ready(message.signer, &message.commitments, Step::nothing()))
    }

    /// A share with a fresh commitment: checked on arrival; an invalid share
    /// marks its sender malicious, a valid one counts towards its session.
    fn response(
        &mut self,
        status: SignerStatus,
        message: &Response<C>,
    ) -> Result<Step<C>, RoastError<C>> {
        let signer = message.signer;
        let SignerStatus::InSession(expected) = status else {
            return Err(RoastError::NotInSession { signer });
        };
        if message.session != expected {
            return Err(RoastError::WrongSession {
                signer,
                expected,
                found: message.session,
            });
        }
        let session = self
            .sessions
            .get_mut(&expected)
            .ok_or(RoastError::NotInSession { signer })?;
        let mut step = Step::nothing();
        match session.check.verify(&signer, &message.share)? {
            Verdict::Invalid => {
                self.blames.push(Blame {
                    signer,
                    share: message.share,
                    request: session.check.request().clone(),
                });
                self.status.insert(signer, SignerStatus::Malicious);
                step.blamed = Some(signer);
                return Ok(step);
            }
            Verdict::Valid => {
                session.shares.insert(signer, message.share);
            }
        }
        if session.shares.len() == usize::from(self.public_key_package.min_signers()) {
            let (signature, verifying_key) = session.check.aggregate(&session.shares)?;
            step.signed = Some(Signed {
                session: expected,
                signature,
                verifying_key,
            });
            self.signed.clone_from(&step.signed);
        }
        Ok(self.make_ready(signer, &message.next, step))
    }

    /// Puts `signer` with its unused `commitments` in the ready list, or
    /// excludes it if the commitment was already used in this run.
    fn make_ready(
        &mut self,
        signer: Identifier<C>,
        commitments: &SigningCommitments<C>,
        mut step: Step<C>,
    ) -> Step<C> {
        if !self.seen.insert(commitments.to_bytes()) {
            self.status.insert(signer, SignerStatus::Excluded);
            step.excluded = Some(signer);
            return step;
        }
        self.timed_out.remove(&signer);
        self.status.insert(signer, SignerStatus::Ready);
        self.ready.push((signer, *commitments));
        step
    }

    /// Opens a session with the first `t` ready signers.
    fn open_session<R: CryptoRng + ?Sized>(
        &mut self,
        rng: &mut R,
    ) -> Result<SigningRequest<C>, RoastError<C>> {
        let count = usize::from(self.min_signers());
        let signers: BTreeMap<Identifier<C>, SigningCommitments<C>> =
            self.ready.iter().take(count).copied().collect();
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
        let request = SigningRequest { session, package };
        self.ready.drain(..count);
        for id in ids {
            self.status.insert(id, SignerStatus::InSession(session));
        }
        self.sessions.insert(
            session,
            Session {
                check: ShareCheck::new(request.clone(), &self.public_key_package),
                shares: BTreeMap::new(),
            },
        );
        Ok(request)
    }
}

#[cfg(test)]
mod tests;

//! What the coordinator reports: each signer's status, the signature, and
//! what one event did.

use alloc::vec::Vec;

use frost_core::{Ciphersuite, Identifier, Signature, VerifyingKey};

use crate::{SessionId, SigningRequest};

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
    /// Offered one of its own earlier commitments of this run again,
    /// offered a commitment whose points do not decode (found when it was to
    /// join a session), declined a second session, or answered a session
    /// that no honest signer answers (its group commitment is the identity).
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
    /// [`SessionPackage::signers`](crate::SessionPackage::signers).
    pub request: Option<SigningRequest<C>>,
    /// The signers the event showed malicious (their evidence is in
    /// [`Coordinator::blames`](crate::Coordinator::blames)): judging shares may name several at once.
    pub blamed: Vec<Identifier<C>>,
    /// The signers the event excluded (see [`SignerStatus::Excluded`]).
    pub excluded: Vec<Identifier<C>>,
    /// The signature, when the event completed a session.
    pub signed: Option<Signed<C>>,
}

impl<C: Ciphersuite> Step<C> {
    pub(super) fn nothing() -> Self {
        Self {
            request: None,
            blamed: Vec::new(),
            excluded: Vec::new(),
            signed: None,
        }
    }
}

//! A signer's decline of its session: it holds no nonce for the commitment
//! the session's request names (it restarted and lost its pool, or the
//! request is not one it can sign), and says so with a fresh commitment.
//!
//! Without declines such a signer would stay in its session for the rest of
//! the run, of no more use than a crashed one. With them it returns to the
//! ready signers. Its session can no longer complete (it lacks this signer's
//! share for good), so a decline costs at most one session; to keep the
//! number of sessions bounded, a signer may decline once per run and is
//! excluded, without blame, at its second decline: at most `n - t + 1 + d`
//! sessions open for `d` signers that declined. An honest signer declines
//! only after losing its nonces (it answers a repeated request with its
//! recorded answer), so in a run without restarts `d` counts only faulty
//! signers.

use frost_core::Ciphersuite;
use frost_core::Identifier;

use super::offer::Offer;
use super::{Coordinator, SignerStatus, Step};
use crate::{RoastError, SessionId};

impl<C: Ciphersuite> Coordinator<C> {
    /// A decline of session `found` with the fresh commitment `next`.
    pub(super) fn decline(
        &mut self,
        status: SignerStatus,
        signer: Identifier<C>,
        found: SessionId,
        next: Offer<C>,
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
        let mut step = Step::nothing();
        if !self.declined.insert(signer) {
            self.exclude(signer, &mut step);
            return Ok(step);
        }
        Ok(self.make_ready(signer, next, None, step))
    }

    /// The signers that declined a session in this run.
    pub fn declined(&self) -> impl Iterator<Item = &Identifier<C>> {
        self.declined.iter()
    }
}

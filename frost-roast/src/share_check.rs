//! Share verification and aggregation for one session: the only place where
//! this crate calls the engine's round-two checks.
//!
//! Each session builds the engine's session object once
//! ([`SigningSession`], or [`RandomizedSigningSession`] for re-randomised
//! runs): binding factors, group commitment, challenge and Lagrange
//! coefficients are derived when the coordinator first needs them, so that
//! judging a share costs a three-point multiscalar multiplication on its own
//! or its part of one batch ([`frost_core::ShareBatch`]), whatever the
//! session's size, and aggregating the session's shares afterwards costs a
//! sum and one signature check.

use alloc::collections::BTreeMap;

use frost_core::keys::PublicKeyPackage;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Signature, SigningSession, VerifyingKey};
use frost_rerandomized::RandomizedSigningSession;

use crate::{SessionPackage, SigningRequest};

/// The verdict on one signature share.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The share satisfies RFC 9591's share equation (Section 5.4).
    Valid,
    /// It does not: its sender is at fault.
    Invalid,
}

/// The engine's session object of one ROAST session.
enum Engine<C: Ciphersuite> {
    /// Signing under the group key.
    Plain(SigningSession<C>),
    /// Signing under the session's randomized key.
    Randomized(RandomizedSigningSession<C>),
}

/// The share checker of one session.
pub(crate) struct ShareCheck<C: Ciphersuite> {
    /// The session object, or why the engine refused to build one (e.g. a
    /// group commitment at the identity, which one signer's commitments can
    /// cause); every check and the aggregation then return that error, so
    /// that nobody is blamed for it.
    engine: Result<Engine<C>, Error<C>>,
}

impl<C: Ciphersuite> ShareCheck<C> {
    /// The checker of the session `request` opens, for the group of
    /// `public_key_package`.
    pub(crate) fn new(
        request: &SigningRequest<C>,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Self {
        let engine = match &request.package {
            SessionPackage::Plain(package) => {
                SigningSession::new(package, public_key_package).map(Engine::Plain)
            }
            SessionPackage::Randomized(package) => {
                RandomizedSigningSession::new(package, public_key_package).map(Engine::Randomized)
            }
        };
        Self { engine }
    }

    /// The engine's session object under the key the shares verify with
    /// (the randomized key for a re-randomised session), for batching its
    /// shares; the error that refused it otherwise.
    pub(crate) fn session(&self) -> Result<&SigningSession<C>, Error<C>> {
        match self.engine()? {
            Engine::Plain(session) => Ok(session),
            Engine::Randomized(session) => Ok(session.session()),
        }
    }

    /// Whether the engine refused to build the session: its group commitment
    /// is the identity (which one signer's commitments can cause, and which
    /// every honest signer refuses to sign for), or its package does not fit
    /// the group.
    pub(crate) fn is_broken(&self) -> bool {
        self.engine.is_err()
    }

    /// The session object, or the error that refused it.
    fn engine(&self) -> Result<&Engine<C>, Error<C>> {
        self.engine.as_ref().map_err(Clone::clone)
    }

    /// Checks `signer`'s share (RFC 9591, Section 5.4). Only a failed share
    /// equation is [`Verdict::Invalid`]; anything else (a signer outside the
    /// session or the group) is an error, so that nobody is blamed for it.
    /// Variable time: every input is public.
    pub(crate) fn verify(
        &self,
        signer: &Identifier<C>,
        share: &SignatureShare<C>,
    ) -> Result<Verdict, Error<C>> {
        let checked = match self.engine()? {
            Engine::Plain(session) => session.verify_share(signer, share),
            Engine::Randomized(session) => session.verify_share(signer, share),
        };
        match checked {
            Ok(()) => Ok(Verdict::Valid),
            Err(Error::InvalidSignatureShare { .. }) => Ok(Verdict::Invalid),
            Err(error) => Err(error),
        }
    }

    /// Aggregates the session's shares (RFC 9591, Section 5.3) into a
    /// signature, returned with the key it verifies under: the group key, or
    /// the session's randomized key.
    pub(crate) fn aggregate(
        &self,
        shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    ) -> Result<(Signature<C>, VerifyingKey<C>), Error<C>> {
        match self.engine()? {
            Engine::Plain(session) => Ok((session.aggregate(shares)?, *session.verifying_key())),
            Engine::Randomized(session) => Ok((
                session.aggregate(shares)?,
                *session.randomized_verifying_key(),
            )),
        }
    }
}

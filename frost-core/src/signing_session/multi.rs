//! Signing several messages in one round trip: one [`SigningSession`] per
//! message over the same signers, each signer committing once per message
//! (e.g. a transaction with several inputs).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::{SigningSession, check_own_commitment};
use crate::keys::{KeyPackage, PublicKeyPackage};
use crate::round1::SigningNonces;
use crate::round2::SignatureShare;
use crate::{Ciphersuite, Error, Identifier, Signature, SigningPackage, VerifyingKey};

/// The sessions of several messages signed together by the same signers:
/// message `j` has its own [`SigningPackage`] (every signer's `j`-th
/// commitments and the `j`-th message), its own binding factors, group
/// commitment and challenge, and yields its own signature.
///
/// Each signer answers one request with one share per message
/// ([`MultiSigningSession::sign`]); the coordinator checks and aggregates
/// per message, so culprits are named per message. The messages are
/// independent FROST sessions (RFC 9591, Section 5) that share one round
/// trip: nonces are never shared between messages.
pub struct MultiSigningSession<C: Ciphersuite> {
    sessions: Vec<SigningSession<C>>,
}

impl<C: Ciphersuite> MultiSigningSession<C> {
    /// The coordinator's sessions, one per package ([`SigningSession::new`]).
    ///
    /// Fails with [`Error::SignerSetMismatch`] if the packages do not all
    /// have the same signers, with [`Error::UnknownMessage`] if there are
    /// none, and otherwise as [`SigningSession::new`] on the first
    /// package that fails.
    pub fn new(
        signing_packages: &[SigningPackage<C>],
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self, Error<C>> {
        check_same_signers(signing_packages)?;
        Ok(Self {
            sessions: signing_packages
                .iter()
                .map(|package| SigningSession::new(package, public_key_package))
                .collect::<Result<_, _>>()?,
        })
    }

    /// A signer's sessions, from its group key
    /// ([`SigningSession::for_verifying_key`]); fails as
    /// [`MultiSigningSession::new`] does on the packages.
    pub fn for_verifying_key(
        signing_packages: &[SigningPackage<C>],
        verifying_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>> {
        check_same_signers(signing_packages)?;
        Ok(Self {
            sessions: signing_packages
                .iter()
                .map(|package| SigningSession::for_verifying_key(package, verifying_key))
                .collect::<Result<_, _>>()?,
        })
    }

    /// Groups sessions built by the caller (e.g. re-randomised ones, each
    /// under its own randomized key); fails as [`MultiSigningSession::new`]
    /// does on their packages.
    pub fn from_sessions(sessions: Vec<SigningSession<C>>) -> Result<Self, Error<C>> {
        let packages: Vec<SigningPackage<C>> = sessions
            .iter()
            .map(|session| session.signing_package().clone())
            .collect();
        check_same_signers(&packages)?;
        Ok(Self { sessions })
    }

    /// The session of each message, in message order.
    pub fn sessions(&self) -> &[SigningSession<C>] {
        &self.sessions
    }

    /// One share per message, in message order, with `nonces[j]` for
    /// message `j` ([`SigningSession::sign`]).
    ///
    /// Consumes every nonce in every case. Checks every message before any
    /// share is computed, so that a request refused for one message yields
    /// no share at all: [`Error::MessageCountMismatch`] unless there is one
    /// nonce pair per message, [`Error::VerifyingKeyMismatch`] for a key
    /// package of another group, and for each message the checks of
    /// [`SigningSession::sign`] (too few signers, this signer's commitment
    /// missing or other than `nonces[j]`'s).
    pub fn sign(
        &self,
        nonces: Vec<SigningNonces<C>>,
        key_package: &KeyPackage<C>,
    ) -> Result<Vec<SignatureShare<C>>, Error<C>> {
        if nonces.len() != self.sessions.len() {
            return Err(Error::MessageCountMismatch {
                expected: self.sessions.len(),
                found: nonces.len(),
            });
        }
        for (session, message_nonces) in self.sessions.iter().zip(&nonces) {
            if key_package.verifying_key() != session.verifying_key() {
                return Err(Error::VerifyingKeyMismatch);
            }
            check_own_commitment(session.signing_package(), message_nonces, key_package)?;
        }
        self.sessions
            .iter()
            .zip(nonces)
            .map(|(session, message_nonces)| session.sign(message_nonces, key_package))
            .collect()
    }

    /// Checks one signer's share of message `message` as it arrives
    /// ([`SigningSession::verify_share`]); [`Error::UnknownMessage`] for a
    /// message index out of range.
    pub fn verify_share(
        &self,
        message: usize,
        identifier: &Identifier<C>,
        signature_share: &SignatureShare<C>,
    ) -> Result<(), Error<C>> {
        self.sessions
            .get(message)
            .ok_or(Error::UnknownMessage { index: message })?
            .verify_share(identifier, signature_share)
    }

    /// One signature per message, in message order, from every signer's
    /// shares (one per message, in message order): the result of
    /// [`SigningSession::aggregate`] for each message, so that each message
    /// names its own culprits. A signer that sent fewer shares than there
    /// are messages is missing from the later messages
    /// ([`Error::MissingSignatureShares`] there); extra shares are ignored.
    pub fn aggregate(
        &self,
        signature_shares: &BTreeMap<Identifier<C>, Vec<SignatureShare<C>>>,
    ) -> Vec<Result<Signature<C>, Error<C>>> {
        self.sessions
            .iter()
            .enumerate()
            .map(|(message, session)| {
                let shares = signature_shares
                    .iter()
                    .filter_map(|(identifier, shares)| {
                        shares.get(message).map(|share| (*identifier, *share))
                    })
                    .collect();
                session.aggregate(&shares)
            })
            .collect()
    }
}

/// Refuses an empty list ([`Error::UnknownMessage`]: there is no message
/// `0`) and packages whose signers differ ([`Error::SignerSetMismatch`]).
fn check_same_signers<C: Ciphersuite>(packages: &[SigningPackage<C>]) -> Result<(), Error<C>> {
    let first = packages.first().ok_or(Error::UnknownMessage { index: 0 })?;
    let signers = first.signing_commitments().keys();
    if packages
        .iter()
        .any(|package| !package.signing_commitments().keys().eq(signers.clone()))
    {
        return Err(Error::SignerSetMismatch);
    }
    Ok(())
}

//! Signing several messages in one round trip: one [`SigningSession`] per
//! message over the same signers, each signer committing once per message
//! (e.g. a transaction with several inputs).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::{SigningSession, check_own_commitment};
use crate::keys::{KeyPackage, PublicKeyPackage};
use crate::round1::SigningNonces;
use crate::signature_share::SignatureShare;
use crate::{
    Ciphersuite, Error, Identifier, MultiSigningPackage, Signature, SigningPackage, VerifyingKey,
};

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
///
/// On the wire, a signer sends its commitments as a
/// [`MultiSigningCommitments`](crate::round1::MultiSigningCommitments), the
/// coordinator its request as a [`MultiSigningPackage`] (from which both
/// sides build this session), and a signer its answer as a
/// [`MultiSignatureShares`](crate::round2::MultiSignatureShares).
pub struct MultiSigningSession<C: Ciphersuite> {
    sessions: Vec<SigningSession<C>>,
}

impl<C: Ciphersuite> MultiSigningSession<C> {
    /// The coordinator's sessions, one per package ([`SigningSession::new`]),
    /// from a [`MultiSigningPackage`] or a slice of packages.
    ///
    /// Fails as [`MultiSigningPackage::check_packages`] (no package, too
    /// many, signers that differ), and otherwise as [`SigningSession::new`]
    /// on the first package that fails.
    pub fn new<P: AsRef<[SigningPackage<C>]> + ?Sized>(
        signing_packages: &P,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self, Error<C>> {
        let signing_packages = signing_packages.as_ref();
        MultiSigningPackage::check_packages(signing_packages)?;
        Ok(Self {
            sessions: signing_packages
                .iter()
                .map(|package| SigningSession::new(package, public_key_package))
                .collect::<Result<_, _>>()?,
        })
    }

    /// A signer's sessions, from its group key
    /// ([`SigningSession::for_verifying_key`]), typically for a
    /// [`MultiSigningPackage`] it received; fails as
    /// [`MultiSigningSession::new`] does on the packages.
    pub fn for_verifying_key<P: AsRef<[SigningPackage<C>]> + ?Sized>(
        signing_packages: &P,
        verifying_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>> {
        let signing_packages = signing_packages.as_ref();
        MultiSigningPackage::check_packages(signing_packages)?;
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
        MultiSigningPackage::check_packages(sessions.iter().map(SigningSession::signing_package))?;
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
    ///
    /// The shares go to the coordinator as one
    /// [`MultiSignatureShares`](crate::round2::MultiSignatureShares).
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
    ///
    /// The shares of each signer are a
    /// [`MultiSignatureShares`](crate::round2::MultiSignatureShares) as received,
    /// or any slice of shares.
    pub fn aggregate<S: AsRef<[SignatureShare<C>]>>(
        &self,
        signature_shares: &BTreeMap<Identifier<C>, S>,
    ) -> Vec<Result<Signature<C>, Error<C>>> {
        self.sessions
            .iter()
            .enumerate()
            .map(|(message, session)| {
                let shares = signature_shares
                    .iter()
                    .filter_map(|(identifier, shares)| {
                        let shares = shares.as_ref();
                        shares.get(message).map(|share| (*identifier, *share))
                    })
                    .collect();
                session.aggregate(&shares)
            })
            .collect()
    }
}

//! Signing several messages in one round trip: one [`SigningSession`] per
//! message over the same signers, each signer committing once per message
//! (e.g. a transaction with several inputs), each message possibly under its
//! own transformed key (a re-randomized session per message).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningNonces;
use frost_core::round2::SignatureShare;
use frost_core::{
    Ciphersuite, Error, Identifier, Signature, SigningPackage, SigningSession, VerifyingKey,
};

use crate::MultiSigningPackage;

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
/// [`MultiSigningCommitments`](crate::MultiSigningCommitments), the
/// coordinator its request as a [`MultiSigningPackage`] (from which both
/// sides build this session), and a signer its answer as a
/// [`MultiSignatureShares`](crate::MultiSignatureShares).
///
/// The sessions are [`SigningSession`]s by default; an extension whose
/// request builds its own session type (a [`SessionRequest`] with another
/// [`Session`](SessionRequest::Session), e.g. re-randomized signing) groups
/// those instead, and [`sessions`](Self::sessions) returns them.
pub struct MultiSigningSession<C: Ciphersuite, S = SigningSession<C>> {
    sessions: Vec<S>,
    suite: PhantomData<fn() -> C>,
}

/// What a session is built from: a signing package, and whatever derives
/// the session's key from the group's (a randomizer, say). A
/// [`SigningPackage`] builds a plain [`SigningSession`]; an extension's
/// request builds its own session around a transformed one
/// ([`SigningSession::transformed`]).
pub trait SessionRequest<C: Ciphersuite> {
    /// The session the request builds.
    type Session: AsRef<SigningSession<C>>;

    /// The signing package of the request.
    fn signing_package(&self) -> &SigningPackage<C>;

    /// The coordinator's session, from the group's public key package.
    fn coordinator_session(
        &self,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self::Session, Error<C>>;

    /// A signer's session, from its group key.
    fn signer_session(&self, group_key: &VerifyingKey<C>) -> Result<Self::Session, Error<C>>;
}

impl<C: Ciphersuite> SessionRequest<C> for SigningPackage<C> {
    type Session = SigningSession<C>;

    fn signing_package(&self) -> &SigningPackage<C> {
        self
    }

    fn coordinator_session(
        &self,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<SigningSession<C>, Error<C>> {
        SigningSession::new(self, public_key_package)
    }

    fn signer_session(&self, group_key: &VerifyingKey<C>) -> Result<SigningSession<C>, Error<C>> {
        SigningSession::for_verifying_key(self, group_key)
    }
}

impl<C: Ciphersuite, S: AsRef<SigningSession<C>>> MultiSigningSession<C, S> {
    /// The coordinator's sessions, one per request
    /// ([`SessionRequest::coordinator_session`], [`SigningSession::new`] for
    /// a package), from a [`MultiSigningPackage`] or a slice of requests.
    ///
    /// Fails as [`MultiSigningPackage::check_packages`] on their signing
    /// packages (no package, too many, signers that differ), and otherwise
    /// as the session of the first request that fails.
    pub fn new<P, R>(
        requests: &P,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self, Error<C>>
    where
        P: AsRef<[R]> + ?Sized,
        R: SessionRequest<C, Session = S>,
    {
        Self::build(requests.as_ref(), |request| {
            request.coordinator_session(public_key_package)
        })
    }

    /// A signer's sessions, from its group key
    /// ([`SigningSession::for_verifying_key`]), typically for a
    /// [`MultiSigningPackage`] it received; fails as
    /// [`MultiSigningSession::new`] does on the packages.
    pub fn for_verifying_key<P, R>(
        requests: &P,
        verifying_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>>
    where
        P: AsRef<[R]> + ?Sized,
        R: SessionRequest<C, Session = S>,
    {
        Self::build(requests.as_ref(), |request| {
            request.signer_session(verifying_key)
        })
    }

    /// The sessions of `requests`, once their packages are checked.
    fn build<R: SessionRequest<C, Session = S>>(
        requests: &[R],
        session: impl Fn(&R) -> Result<S, Error<C>>,
    ) -> Result<Self, Error<C>> {
        MultiSigningPackage::check_packages(requests.iter().map(R::signing_package))?;
        Ok(Self {
            sessions: requests.iter().map(session).collect::<Result<_, _>>()?,
            suite: PhantomData,
        })
    }

    /// Groups sessions built by the caller (e.g. each under its own
    /// transformed key); fails as [`MultiSigningSession::new`] does on their
    /// packages.
    pub fn from_sessions(sessions: Vec<S>) -> Result<Self, Error<C>> {
        MultiSigningPackage::check_packages(
            sessions
                .iter()
                .map(|session| session.as_ref().signing_package()),
        )?;
        Ok(Self {
            sessions,
            suite: PhantomData,
        })
    }

    /// The session of each message, in message order.
    pub fn sessions(&self) -> &[S] {
        &self.sessions
    }

    /// One share per message, in message order, with `nonces[j]` for
    /// message `j` ([`SigningSession::sign`]).
    ///
    /// Consumes every nonce in every case, and a request refused for any
    /// message yields no share at all: [`Error::MessageCountMismatch`]
    /// unless there is one nonce pair per message, and otherwise the error
    /// of the first message that [`SigningSession::sign`] refuses (a key
    /// package of another group, too few signers, this signer's commitment
    /// missing or other than `nonces[j]`'s). The remaining nonces are
    /// dropped, which zeroizes them.
    ///
    /// The shares go to the coordinator as one
    /// [`MultiSignatureShares`](crate::MultiSignatureShares).
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
        self.sessions
            .iter()
            .zip(nonces)
            .map(|(session, message_nonces)| session.as_ref().sign(message_nonces, key_package))
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
            .as_ref()
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
    /// [`MultiSignatureShares`](crate::MultiSignatureShares) as received,
    /// or any slice of shares.
    pub fn aggregate<Shares: AsRef<[SignatureShare<C>]>>(
        &self,
        signature_shares: &BTreeMap<Identifier<C>, Shares>,
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
                session.as_ref().aggregate(&shares)
            })
            .collect()
    }
}

impl<C: Ciphersuite, S: fmt::Debug> fmt::Debug for MultiSigningSession<C, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MultiSigningSession")
            .field("sessions", &self.sessions)
            .finish()
    }
}

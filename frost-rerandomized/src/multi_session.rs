//! Re-randomised signing of several messages in one round trip, with one
//! randomizer per message.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningNonces;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, MultiSigningPackage, Signature, VerifyingKey};

#[cfg(doc)]
use crate::RandomizedMultiSigningPackage;
use crate::{RandomizedSigningPackage, RandomizedSigningSession};

/// The re-randomised sessions of several messages signed together by the
/// same signers: message `j` has its own [`RandomizedSigningPackage`], hence
/// its own randomizer and randomized key, and yields its own signature
/// ([`frost_core::MultiSigningSession`] for plain signing). Culprits are
/// named per message.
#[derive(Debug)]
pub struct RandomizedMultiSigningSession<C: Ciphersuite> {
    sessions: Vec<RandomizedSigningSession<C>>,
}

impl<C: Ciphersuite> RandomizedMultiSigningSession<C> {
    /// The coordinator's sessions ([`RandomizedSigningSession::new`] for each
    /// package), from a [`RandomizedMultiSigningPackage`] or a slice of
    /// randomized packages. Fails as [`MultiSigningPackage::check_packages`]
    /// on their signing packages (no package, too many, signers that
    /// differ), and otherwise as [`RandomizedSigningSession::new`].
    pub fn new<P: AsRef<[RandomizedSigningPackage<C>]> + ?Sized>(
        randomized_packages: &P,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self, Error<C>> {
        let randomized_packages = check_packages(randomized_packages)?;
        Ok(Self {
            sessions: randomized_packages
                .iter()
                .map(|package| RandomizedSigningSession::new(package, public_key_package))
                .collect::<Result<_, _>>()?,
        })
    }

    /// A signer's sessions, from its group key
    /// ([`RandomizedSigningSession::for_verifying_key`]); fails as
    /// [`RandomizedMultiSigningSession::new`] does on the packages.
    pub fn for_verifying_key<P: AsRef<[RandomizedSigningPackage<C>]> + ?Sized>(
        randomized_packages: &P,
        verifying_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>> {
        let randomized_packages = check_packages(randomized_packages)?;
        Ok(Self {
            sessions: randomized_packages
                .iter()
                .map(|package| RandomizedSigningSession::for_verifying_key(package, verifying_key))
                .collect::<Result<_, _>>()?,
        })
    }

    /// The session of each message, in message order.
    pub fn sessions(&self) -> &[RandomizedSigningSession<C>] {
        &self.sessions
    }

    /// One share per message, in message order, with `nonces[j]` for
    /// message `j`, each under that message's randomized key. Consumes every
    /// nonce in every case, and refuses before computing any share:
    /// [`Error::MessageCountMismatch`] unless there is one nonce pair per
    /// message, then for every message the checks of
    /// [`SigningPackage::check_signer`](frost_core::SigningPackage::check_signer)
    /// (too few signers, this signer's commitment missing or altered); then
    /// as [`RandomizedSigningSession::sign`].
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
            session
                .session()
                .signing_package()
                .check_signer(message_nonces, key_package)?;
        }
        self.sessions
            .iter()
            .zip(nonces)
            .map(|(session, message_nonces)| session.sign(message_nonces, key_package))
            .collect()
    }

    /// Checks one signer's share of message `message` as it arrives;
    /// [`Error::UnknownMessage`] for an index out of range.
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

    /// One signature per message, each under its randomized key, from every
    /// signer's shares (one per message, in message order); each message
    /// names its own culprits, as [`frost_core::MultiSigningSession::aggregate`].
    /// The shares of each signer are a
    /// [`MultiSignatureShares`](frost_core::round2::MultiSignatureShares) as
    /// received, or any slice of shares.
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

/// The packages, once [`MultiSigningPackage::check_packages`] accepts their
/// signing packages.
fn check_packages<C: Ciphersuite, P: AsRef<[RandomizedSigningPackage<C>]> + ?Sized>(
    randomized_packages: &P,
) -> Result<&[RandomizedSigningPackage<C>], Error<C>> {
    let randomized_packages = randomized_packages.as_ref();
    MultiSigningPackage::check_packages(
        randomized_packages
            .iter()
            .map(RandomizedSigningPackage::signing_package),
    )?;
    Ok(randomized_packages)
}

//! Re-randomised signing of several messages in one round trip, with one
//! randomizer per message.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningNonces;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Signature, VerifyingKey};

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
    /// package). Fails with [`Error::UnknownMessage`] for no package, with
    /// [`Error::SignerSetMismatch`] if the packages' signers differ, and
    /// otherwise as [`RandomizedSigningSession::new`].
    pub fn new(
        randomized_packages: &[RandomizedSigningPackage<C>],
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self, Error<C>> {
        check_same_signers(randomized_packages)?;
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
    pub fn for_verifying_key(
        randomized_packages: &[RandomizedSigningPackage<C>],
        verifying_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>> {
        check_same_signers(randomized_packages)?;
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
    /// message, [`Error::TooFewSigners`] below the key's threshold,
    /// [`Error::MissingCommitment`] or [`Error::IncorrectCommitment`] if a
    /// package lacks or alters this signer's commitment for its message;
    /// then as [`RandomizedSigningSession::sign`].
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
        let identifier = *key_package.identifier();
        for (session, message_nonces) in self.sessions.iter().zip(&nonces) {
            let package = session.session().signing_package();
            let signers = package.signing_commitments().len();
            if signers < usize::from(key_package.min_signers()) {
                return Err(Error::TooFewSigners {
                    min_signers: key_package.min_signers(),
                    signers,
                });
            }
            let own = package
                .signing_commitment(&identifier)
                .ok_or(Error::MissingCommitment { identifier })?;
            if own != message_nonces.commitments() {
                return Err(Error::IncorrectCommitment { identifier });
            }
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

/// Refuses no package ([`Error::UnknownMessage`]) and packages whose signers
/// differ ([`Error::SignerSetMismatch`]).
fn check_same_signers<C: Ciphersuite>(
    packages: &[RandomizedSigningPackage<C>],
) -> Result<(), Error<C>> {
    let first = packages
        .first()
        .ok_or(Error::UnknownMessage { index: 0 })?
        .signing_package();
    let signers = first.signing_commitments().keys();
    if packages.iter().any(|package| {
        !package
            .signing_package()
            .signing_commitments()
            .keys()
            .eq(signers.clone())
    }) {
        return Err(Error::SignerSetMismatch);
    }
    Ok(())
}

//! A re-randomised signing session: the session values of one
//! [`RandomizedSigningPackage`] computed once, for signers and for a
//! coordinator that checks every share as it arrives.

use alloc::collections::BTreeMap;
use core::fmt;

use frost_core::keys::{KeyPackage, PublicKeyPackage, VerifyingShare};
use frost_core::round1::SigningNonces;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Signature, SigningSession, VerifyingKey};

use crate::{RandomizedParams, RandomizedSigningPackage, Randomizer};

/// A [`SigningSession`] under the randomized key `Y + r * G`, with the
/// randomizer `r` signers tweak their key packages by.
///
/// Built once per session, by the coordinator ([`RandomizedSigningSession::new`],
/// from the group's own public key package) or by a signer
/// ([`RandomizedSigningSession::for_verifying_key`], from its group key).
/// Both recompute the randomized key from their own group key and refuse a
/// package that names another ([`Error::RandomizerMismatch`]).
///
/// The randomizer is confidential (see [`Randomizer`]): the session is
/// redacted in `Debug` and zeroizes it on drop.
pub struct RandomizedSigningSession<C: Ciphersuite> {
    session: SigningSession<C>,
    randomizer: Randomizer<C>,
}

impl<C: Ciphersuite> RandomizedSigningSession<C> {
    /// The coordinator's session: the signers' verifying shares are
    /// randomized as `Y_i + r * G` (only the signers', so the cost follows
    /// the session, not the group), then [`SigningSession::new`] derives
    /// everything once.
    ///
    /// Fails with [`Error::RandomizerMismatch`] if the package's randomized
    /// key is not `Y + r * G`, and otherwise as [`SigningSession::new`].
    pub fn new(
        randomized_package: &RandomizedSigningPackage<C>,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self, Error<C>> {
        let params = randomized_package.params(public_key_package.verifying_key())?;
        let randomized_public =
            randomized_public_key_package(randomized_package, public_key_package, &params)?;
        Ok(Self {
            session: SigningSession::new(randomized_package.signing_package(), &randomized_public)?,
            randomizer: params.randomizer().clone(),
        })
    }

    /// A signer's session, from its group key `verifying_key` (not
    /// randomized). Fails with [`Error::RandomizerMismatch`] if the package's
    /// randomized key is not `Y + r * G`, and otherwise as
    /// [`SigningSession::for_verifying_key`].
    pub fn for_verifying_key(
        randomized_package: &RandomizedSigningPackage<C>,
        verifying_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>> {
        let params = randomized_package.params(verifying_key)?;
        Ok(Self {
            session: SigningSession::for_verifying_key(
                randomized_package.signing_package(),
                params.randomized_verifying_key(),
            )?,
            randomizer: params.randomizer().clone(),
        })
    }

    /// The underlying session, under the randomized key.
    pub fn session(&self) -> &SigningSession<C> {
        &self.session
    }

    /// The randomized verifying key the session's signature verifies under.
    pub fn randomized_verifying_key(&self) -> &VerifyingKey<C> {
        self.session.verifying_key()
    }

    /// This signer's share under the randomized key: [`SigningSession::sign`]
    /// with the key package tweaked by the randomizer for this call only
    /// (`s_i + r`; the tweaked copy is zeroized when dropped). Consumes the
    /// nonces in every case. Fails with [`Error::RandomizerMismatch`] for a
    /// key package of another group, and otherwise as
    /// [`SigningSession::sign`].
    pub fn sign(
        &self,
        nonces: SigningNonces<C>,
        key_package: &KeyPackage<C>,
    ) -> Result<SignatureShare<C>, Error<C>> {
        let randomized_key_package = key_package.tweak(&self.randomizer.to_scalar())?;
        if randomized_key_package.verifying_key() != self.session.verifying_key() {
            return Err(Error::RandomizerMismatch);
        }
        self.session.sign(nonces, &randomized_key_package)
    }

    /// Checks one share as it arrives ([`SigningSession::verify_share`],
    /// against the randomized verifying share).
    pub fn verify_share(
        &self,
        identifier: &Identifier<C>,
        signature_share: &SignatureShare<C>,
    ) -> Result<(), Error<C>> {
        self.session.verify_share(identifier, signature_share)
    }

    /// The signature under the randomized key, naming every culprit on
    /// failure ([`SigningSession::aggregate`]).
    pub fn aggregate(
        &self,
        signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    ) -> Result<Signature<C>, Error<C>> {
        self.session.aggregate(signature_shares)
    }
}

impl<C: Ciphersuite> fmt::Debug for RandomizedSigningSession<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RandomizedSigningSession")
            .field("session", &self.session)
            .field("randomizer", &self.randomizer)
            .finish()
    }
}

/// The public key package of the session's signers under the randomized key:
/// each signer's verifying share `Y_i + r * G` and the key `Y + r * G`.
/// Fails with [`Error::TooFewSigners`] below the threshold and with
/// [`Error::UnknownParticipant`] for a signer without a verifying share.
pub(crate) fn randomized_public_key_package<C: Ciphersuite>(
    randomized_package: &RandomizedSigningPackage<C>,
    public_key_package: &PublicKeyPackage<C>,
    params: &RandomizedParams<C>,
) -> Result<PublicKeyPackage<C>, Error<C>> {
    let commitments = randomized_package.signing_package().signing_commitments();
    let min_signers = public_key_package.min_signers();
    if commitments.len() < usize::from(min_signers) {
        return Err(Error::TooFewSigners {
            min_signers,
            signers: commitments.len(),
        });
    }
    let randomized_shares = commitments
        .keys()
        .map(|identifier| {
            let share = public_key_package
                .verifying_shares()
                .get(identifier)
                .ok_or(Error::UnknownParticipant {
                    identifier: *identifier,
                })?;
            let randomized = VerifyingShare::new(share.to_element() + params.randomizer_point())?;
            Ok((*identifier, randomized))
        })
        .collect::<Result<BTreeMap<_, _>, Error<C>>>()?;
    PublicKeyPackage::new(
        randomized_shares,
        *params.randomized_verifying_key(),
        min_signers,
    )
}

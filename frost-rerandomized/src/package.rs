//! The randomized signing package: what the coordinator sends every signer
//! in round two of a re-randomized session.

use frost_core::rand_core::CryptoRng;
use frost_core::{Ciphersuite, Error, SigningPackage, VerifyingKey};

use crate::{RandomizedParams, Randomizer};

/// A [`SigningPackage`] with the session's [`Randomizer`] and the randomized
/// verifying key `Y + r * G` it commits the group to.
///
/// Signers and the aggregator recompute the randomized key from their own
/// group key and refuse the package, with [`Error::RandomizerMismatch`], when
/// it names another: a signer thus never signs for a key other than a
/// randomization of its own group's, and an application can check that key
/// against the message (e.g. the key a transaction authorizes) before
/// signing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomizedSigningPackage<C: Ciphersuite> {
    signing_package: SigningPackage<C>,
    randomizer: Randomizer<C>,
    randomized_verifying_key: VerifyingKey<C>,
}

impl<C: Ciphersuite> RandomizedSigningPackage<C> {
    /// The coordinator's package for a fresh randomizer
    /// ([`Randomizer::new`], bound to `signing_package`), for the group key
    /// `verifying_key`.
    pub fn new<R: CryptoRng + ?Sized>(
        signing_package: SigningPackage<C>,
        verifying_key: &VerifyingKey<C>,
        rng: &mut R,
    ) -> Result<Self, Error<C>> {
        let randomizer = Randomizer::new(rng, &signing_package);
        Self::from_randomizer(signing_package, verifying_key, randomizer)
    }

    /// The package for a given randomizer, e.g. one from
    /// [`Randomizer::derive`]. The randomizer must be fresh and secret
    /// (see [`Randomizer`]).
    pub fn from_randomizer(
        signing_package: SigningPackage<C>,
        verifying_key: &VerifyingKey<C>,
        randomizer: Randomizer<C>,
    ) -> Result<Self, Error<C>> {
        let params = RandomizedParams::new(verifying_key, randomizer)?;
        Ok(Self {
            randomized_verifying_key: *params.randomized_verifying_key(),
            randomizer: params.randomizer().clone(),
            signing_package,
        })
    }

    /// Reassembles a received package; [`RandomizedSigningPackage::params`]
    /// checks it against a group key.
    pub(crate) fn from_parts(
        signing_package: SigningPackage<C>,
        randomizer: Randomizer<C>,
        randomized_verifying_key: VerifyingKey<C>,
    ) -> Self {
        Self {
            signing_package,
            randomizer,
            randomized_verifying_key,
        }
    }

    /// The plain signing package: commitments and message.
    pub fn signing_package(&self) -> &SigningPackage<C> {
        &self.signing_package
    }

    /// The session's randomizer. Handle it as confidential.
    pub fn randomizer(&self) -> &Randomizer<C> {
        &self.randomizer
    }

    /// The randomized verifying key `Y + r * G` the package claims: the key
    /// the session's signature verifies under.
    pub fn randomized_verifying_key(&self) -> &VerifyingKey<C> {
        &self.randomized_verifying_key
    }

    /// Recomputes the session's parameters for the group key
    /// `verifying_key` and checks that the package names the same randomized
    /// key; [`Error::RandomizerMismatch`] otherwise (the package was made for
    /// another group, or its randomizer was altered).
    pub fn params(&self, verifying_key: &VerifyingKey<C>) -> Result<RandomizedParams<C>, Error<C>> {
        let params = RandomizedParams::new(verifying_key, self.randomizer.clone())?;
        if params.randomized_verifying_key() != &self.randomized_verifying_key {
            return Err(Error::RandomizerMismatch);
        }
        Ok(params)
    }
}

//! The re-randomised multi-message request: what the coordinator sends every
//! signer in round two of a [`RandomizedMultiSigningSession`](crate::RandomizedMultiSigningSession).

use alloc::vec::Vec;

use frost_core::rand_core::CryptoRng;
use frost_core::{Ciphersuite, Error, VerifyingKey};
use frost_multi::MultiSigningPackage;

use crate::{RandomizedSigningPackage, Randomizer};

/// One [`RandomizedSigningPackage`] per message, in message order: each
/// message's signing package with its own fresh [`Randomizer`] and the
/// randomized key it commits the group to (e.g. one Zcash action each).
///
/// The signing packages obey the rules of a [`MultiSigningPackage`]: between
/// one and [`MultiSigningPackage::MAX_MESSAGES`] messages, all with the same
/// signers. Like a single randomized package it carries the randomizers:
/// send it to the signers only, over a confidential channel if
/// unlinkability matters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RandomizedMultiSigningPackage<C: Ciphersuite> {
    randomized_packages: Vec<RandomizedSigningPackage<C>>,
}

impl<C: Ciphersuite> RandomizedMultiSigningPackage<C> {
    /// The request from each message's randomized package, in message order.
    ///
    /// Fails as [`MultiSigningPackage::check_packages`] on their signing
    /// packages (no package, too many, signers that differ).
    pub fn new(randomized_packages: Vec<RandomizedSigningPackage<C>>) -> Result<Self, Error<C>> {
        MultiSigningPackage::check_packages(
            randomized_packages
                .iter()
                .map(RandomizedSigningPackage::signing_package),
        )?;
        Ok(Self {
            randomized_packages,
        })
    }

    /// The coordinator's request for `signing_packages` under the group key
    /// `verifying_key`, with a fresh randomizer per message, each bound to
    /// its own message's package ([`RandomizedSigningPackage::new`]).
    pub fn randomize<R: CryptoRng + ?Sized>(
        signing_packages: MultiSigningPackage<C>,
        verifying_key: &VerifyingKey<C>,
        rng: &mut R,
    ) -> Result<Self, Error<C>> {
        let randomized_packages = signing_packages
            .into_signing_packages()
            .into_iter()
            .map(|package| RandomizedSigningPackage::new(package, verifying_key, rng))
            .collect::<Result<_, _>>()?;
        Ok(Self {
            randomized_packages,
        })
    }

    /// The request for `signing_packages` with given randomizers,
    /// `randomizers[j]` for message `j` (e.g. the `alpha` of each Zcash
    /// action, [`Randomizer::from_bytes`]); each must be fresh and secret.
    /// [`Error::MessageCountMismatch`] unless there is one per message.
    pub fn from_randomizers(
        signing_packages: MultiSigningPackage<C>,
        verifying_key: &VerifyingKey<C>,
        randomizers: Vec<Randomizer<C>>,
    ) -> Result<Self, Error<C>> {
        if randomizers.len() != signing_packages.len() {
            return Err(Error::MessageCountMismatch {
                expected: signing_packages.len(),
                found: randomizers.len(),
            });
        }
        let randomized_packages = signing_packages
            .into_signing_packages()
            .into_iter()
            .zip(randomizers)
            .map(|(package, randomizer)| {
                RandomizedSigningPackage::from_randomizer(package, verifying_key, randomizer)
            })
            .collect::<Result<_, _>>()?;
        Ok(Self {
            randomized_packages,
        })
    }

    /// The randomized package of each message, in message order.
    pub fn randomized_packages(&self) -> &[RandomizedSigningPackage<C>] {
        &self.randomized_packages
    }

    /// The number of messages.
    pub fn len(&self) -> usize {
        self.randomized_packages.len()
    }

    /// Always `false`: a request has at least one message.
    pub fn is_empty(&self) -> bool {
        self.randomized_packages.is_empty()
    }
}

impl<C: Ciphersuite> AsRef<[RandomizedSigningPackage<C>]> for RandomizedMultiSigningPackage<C> {
    fn as_ref(&self) -> &[RandomizedSigningPackage<C>] {
        &self.randomized_packages
    }
}

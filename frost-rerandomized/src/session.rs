//! A re-randomised signing session: a [`SigningSession`] whose key transform
//! is the randomizer ([`RandomizedParams`] as a [`KeyTransform`]), for
//! signers and for a coordinator that checks every share as it arrives, and
//! the request that builds it, so that several messages are signed by a
//! [`MultiSigningSession`](frost_multi::MultiSigningSession) of such sessions
//! ([`RandomizedMultiSigningSession`](crate::RandomizedMultiSigningSession)).

use core::ops::Deref;

use frost_core::keys::{KeyPackage, PublicKeyPackage, VerifyingShare};
use frost_core::{Ciphersuite, Error, KeyTransform, SigningPackage, SigningSession, VerifyingKey};

use frost_multi::SessionRequest;

use crate::{RandomizedParams, RandomizedSigningPackage};

/// A [`SigningSession`] under the randomized key `Y + r * G`, whose signers
/// pass their own key packages, tweaked by the randomizer `r` for each share
/// only ([`SigningSession::sign`], [`SigningSession::verify_share`] and
/// [`SigningSession::aggregate`] through `Deref`).
///
/// Built once per session, by the coordinator ([`RandomizedSigningSession::new`],
/// from the group's own public key package) or by a signer
/// ([`RandomizedSigningSession::for_verifying_key`], from its group key).
/// Both recompute the randomized key from their own group key and refuse a
/// package that names another ([`Error::RandomizerMismatch`]); signing with a
/// key package of another group fails the same way.
///
/// The randomizer is confidential (see [`Randomizer`](crate::Randomizer)):
/// the session is redacted in `Debug` and zeroizes it on drop.
#[derive(Debug)]
pub struct RandomizedSigningSession<C: Ciphersuite> {
    session: SigningSession<C>,
}

impl<C: Ciphersuite> RandomizedSigningSession<C> {
    /// The coordinator's session: the signers' verifying shares are
    /// randomized as `Y_i + r * G` (only the signers', so the cost follows
    /// the session, not the group), then everything is derived once
    /// ([`SigningSession::transformed`]).
    ///
    /// Fails with [`Error::RandomizerMismatch`] if the package's randomized
    /// key is not `Y + r * G`, and otherwise as [`SigningSession::new`].
    pub fn new(
        randomized_package: &RandomizedSigningPackage<C>,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self, Error<C>> {
        let params = randomized_package.params(public_key_package.verifying_key())?;
        Ok(Self {
            session: SigningSession::transformed(
                randomized_package.signing_package(),
                public_key_package,
                params,
            )?,
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
            session: SigningSession::transformed_for_verifying_key(
                randomized_package.signing_package(),
                verifying_key,
                params,
            )?,
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

    /// The underlying session, owned: it keeps the randomizer as its key
    /// transform (redacted in `Debug`, zeroized on drop), so it checks shares
    /// and aggregates under the randomized key as this one does. For a
    /// caller that holds sessions of plain and re-randomized packages alike.
    pub fn into_session(self) -> SigningSession<C> {
        self.session
    }
}

impl<C: Ciphersuite> Deref for RandomizedSigningSession<C> {
    type Target = SigningSession<C>;

    fn deref(&self) -> &SigningSession<C> {
        &self.session
    }
}

impl<C: Ciphersuite> AsRef<SigningSession<C>> for RandomizedSigningSession<C> {
    fn as_ref(&self) -> &SigningSession<C> {
        &self.session
    }
}

impl<C: Ciphersuite> SessionRequest<C> for RandomizedSigningPackage<C> {
    type Session = RandomizedSigningSession<C>;

    fn signing_package(&self) -> &SigningPackage<C> {
        RandomizedSigningPackage::signing_package(self)
    }

    fn coordinator_session(
        &self,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<RandomizedSigningSession<C>, Error<C>> {
        RandomizedSigningSession::new(self, public_key_package)
    }

    fn signer_session(
        &self,
        group_key: &VerifyingKey<C>,
    ) -> Result<RandomizedSigningSession<C>, Error<C>> {
        RandomizedSigningSession::for_verifying_key(self, group_key)
    }
}

/// The randomizer as a key transform: `Y + r * G`, `s_i + r` and
/// `Y_i + r * G`. The randomizer point `r * G` is computed once, when the
/// parameters are; the tweaked key package is secret and zeroized on drop.
impl<C: Ciphersuite> KeyTransform<C> for RandomizedParams<C> {
    fn verifying_key(&self, group_key: &VerifyingKey<C>) -> Result<VerifyingKey<C>, Error<C>> {
        VerifyingKey::new(group_key.to_element() + self.randomizer_point())
    }

    fn verifying_share(
        &self,
        verifying_share: &VerifyingShare<C>,
    ) -> Result<VerifyingShare<C>, Error<C>> {
        VerifyingShare::new(verifying_share.to_element() + self.randomizer_point())
    }

    fn key_package(&self, key_package: &KeyPackage<C>) -> Result<KeyPackage<C>, Error<C>> {
        key_package.tweak(self.randomizer().scalar())
    }

    fn mismatch(&self) -> Error<C> {
        Error::RandomizerMismatch
    }
}

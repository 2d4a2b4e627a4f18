//! What a trusted dealer sends each participant (RFC 9591, Appendix C).

use alloc::sync::Arc;
use core::fmt;

use zeroize::{Zeroize, ZeroizeOnDrop};

use frost_core::EncodedElement;
use frost_core::keys::{
    KeyPackage, SigningShare, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::{Ciphersuite, Error, Identifier, VerifyingKey};

/// What the dealer sends to one participant: its identifier, its secret share
/// and the public VSS commitment. Send it over a confidential, authenticated
/// channel.
///
/// The commitment is public and identical in every share of one dealing, so
/// the shares of a dealing hold it behind one reference-counted pointer: at
/// 667-of-1000, copying it into each share would move about 130 MB.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct SecretShare<C: Ciphersuite> {
    #[zeroize(skip)]
    identifier: Identifier<C>,
    signing_share: SigningShare<C>,
    #[zeroize(skip)]
    commitment: Arc<VerifiableSecretSharingCommitment<C>>,
}

impl<C: Ciphersuite> SecretShare<C> {
    /// Assembles a secret share (as received from a dealer); call
    /// [`SecretShare::verify`] or convert it into a [`KeyPackage`] to check it.
    pub fn new(
        identifier: Identifier<C>,
        signing_share: SigningShare<C>,
        commitment: VerifiableSecretSharingCommitment<C>,
    ) -> Self {
        Self::with_shared_commitment(identifier, signing_share, Arc::new(commitment))
    }

    /// [`SecretShare::new`] with a commitment shared by every share of a dealing.
    pub(crate) fn with_shared_commitment(
        identifier: Identifier<C>,
        signing_share: SigningShare<C>,
        commitment: Arc<VerifiableSecretSharingCommitment<C>>,
    ) -> Self {
        Self {
            identifier,
            signing_share,
            commitment,
        }
    }

    /// The participant this share belongs to.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// The secret share `f(i)`.
    pub fn signing_share(&self) -> &SigningShare<C> {
        &self.signing_share
    }

    /// The dealer's VSS commitment.
    pub fn commitment(&self) -> &VerifiableSecretSharingCommitment<C> {
        &self.commitment
    }

    /// `vss_verify(share_i, vss_commitment)` (RFC 9591, Appendix C.2): checks
    /// `f(i) * G == sum(C_k * i^k)` and returns this participant's verifying
    /// share and the group verifying key.
    pub fn verify(&self) -> Result<(VerifyingShare<C>, VerifyingKey<C>), Error<C>> {
        let invalid = || Error::InvalidSecretShare {
            identifier: Some(self.identifier),
        };
        let expected = self.commitment.evaluate(&self.identifier);
        let actual = EncodedElement::<C>::public_image(self.signing_share.as_scalar());
        if actual != expected {
            return Err(invalid());
        }
        let verifying_share = VerifyingShare::new(actual).map_err(|_| invalid())?;
        Ok((verifying_share, self.commitment.verifying_key()))
    }
}

impl<C: Ciphersuite> fmt::Debug for SecretShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretShare")
            .field("identifier", &self.identifier)
            .field("signing_share", &self.signing_share)
            .field("commitment", &self.commitment)
            .finish()
    }
}

impl<C: Ciphersuite> TryFrom<SecretShare<C>> for KeyPackage<C> {
    type Error = Error<C>;

    /// Verifies the share against the dealer's commitment
    /// ([`SecretShare::verify`]) and keeps what signing needs.
    fn try_from(share: SecretShare<C>) -> Result<Self, Error<C>> {
        let (verifying_share, verifying_key) = share.verify()?;
        KeyPackage::new(
            *share.identifier(),
            share.signing_share().clone(),
            verifying_share,
            verifying_key,
            share.commitment().min_signers(),
        )
    }
}

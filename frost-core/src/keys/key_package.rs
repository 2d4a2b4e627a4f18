//! A participant's signing key material.
//!
//! [`KeyPackage`]'s wire encodings are in `serialization/key_messages.rs`;
//! its negation for suites that admit only one of `Y` and `-Y` is in
//! `normalize.rs`.

use core::fmt;

use zeroize::{Zeroize, ZeroizeOnDrop};

use super::{SigningShare, VerifyingShare};
use crate::element::EncodedElement;
use crate::{Ciphersuite, Error, Identifier, Scalar, VerifyingKey};

/// Everything a participant needs to sign: its identifier, its secret share,
/// its verifying share, the group verifying key and the threshold.
///
/// Built by key generation (crate `frost-keygen`): from a dealer's secret
/// share only after checking it against the dealer's commitment, or by
/// distributed key generation.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct KeyPackage<C: Ciphersuite> {
    #[zeroize(skip)]
    identifier: Identifier<C>,
    signing_share: SigningShare<C>,
    #[zeroize(skip)]
    verifying_share: VerifyingShare<C>,
    #[zeroize(skip)]
    verifying_key: VerifyingKey<C>,
    #[zeroize(skip)]
    min_signers: u16,
}

impl<C: Ciphersuite> KeyPackage<C> {
    /// Assembles a key package, checking that the verifying share is the image
    /// of the signing share and that `min_signers >= 2`.
    pub fn new(
        identifier: Identifier<C>,
        signing_share: SigningShare<C>,
        verifying_share: VerifyingShare<C>,
        verifying_key: VerifyingKey<C>,
        min_signers: u16,
    ) -> Result<Self, Error<C>> {
        if min_signers < 2 {
            return Err(Error::InvalidMinSigners);
        }
        if signing_share.verifying_share()? != verifying_share {
            return Err(Error::InvalidSecretShare {
                identifier: Some(identifier),
            });
        }
        Ok(Self {
            identifier,
            signing_share,
            verifying_share,
            verifying_key,
            min_signers,
        })
    }

    /// This participant's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        &self.identifier
    }

    /// This participant's secret share.
    pub fn signing_share(&self) -> &SigningShare<C> {
        &self.signing_share
    }

    /// This participant's verifying share.
    pub fn verifying_share(&self) -> &VerifyingShare<C> {
        &self.verifying_share
    }

    /// The group verifying key.
    pub fn verifying_key(&self) -> &VerifyingKey<C> {
        &self.verifying_key
    }

    /// The threshold: how many participants must sign.
    pub fn min_signers(&self) -> u16 {
        self.min_signers
    }
}

impl<C: Ciphersuite> fmt::Debug for KeyPackage<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("KeyPackage")
            .field("identifier", &self.identifier)
            .field("signing_share", &self.signing_share)
            .field("verifying_share", &self.verifying_share)
            .field("verifying_key", &self.verifying_key)
            .field("min_signers", &self.min_signers)
            .finish()
    }
}

impl<C: Ciphersuite> KeyPackage<C> {
    /// This package, or its negation (`-s_i`, `-VS_i`, `-Y`) if its group key
    /// is not normalized. Constant time in the share (a field negation).
    pub fn normalized(self) -> Result<Self, Error<C>> {
        if !super::normalize::needs_negation(&self.verifying_key) {
            return Ok(self);
        }
        Ok(KeyPackage {
            identifier: self.identifier,
            signing_share: SigningShare(-self.signing_share.0),
            verifying_share: VerifyingShare::new(-self.verifying_share.to_element())?,
            verifying_key: super::normalize::negated_key(&self.verifying_key)?,
            min_signers: self.min_signers,
        })
    }

    /// Whether this package's group key is normalized: always, except for a
    /// suite with [`SignatureScheme::EvenGroupKey`](crate::SignatureScheme::EvenGroupKey) and a key that
    /// did not come from this crate's key generation (e.g. a tweaked one).
    pub fn has_normalized_key(&self) -> bool {
        !super::normalize::needs_negation(&self.verifying_key)
    }
}

impl<C: Ciphersuite> KeyPackage<C> {
    /// This participant's key package for the child key `Y + t * G`: signing
    /// share `s_i + t`, verifying share `VS_i + t * G`, same identifier and
    /// threshold.
    ///
    /// Every participant of a signing session, and the coordinator with
    /// [`PublicKeyPackage::tweak`](super::PublicKeyPackage::tweak), must apply the same tweak. The addition is
    /// a constant-time field operation, and the result is zeroized on drop
    /// like any key package.
    ///
    /// Fails with [`Error::IdentityElement`] if the tweak makes the group key
    /// or this participant's verifying share the identity (`t = -s` or
    /// `t = -s_i`: only someone who knows the secret can pick such a tweak).
    pub fn tweak(&self, tweak: &Scalar<C>) -> Result<KeyPackage<C>, Error<C>> {
        let tweak_point = EncodedElement::<C>::public_image(tweak);
        // Public values: the identity has no encoding and is refused.
        let verifying_key = VerifyingKey::new(self.verifying_key.to_element() + tweak_point)?;
        let verifying_share = VerifyingShare::new(self.verifying_share.to_element() + tweak_point)?;
        Ok(KeyPackage {
            identifier: self.identifier,
            signing_share: SigningShare(self.signing_share.0 + tweak),
            verifying_share,
            verifying_key,
            min_signers: self.min_signers,
        })
    }

    /// The key package of the child at `path`: [`KeyPackage::tweak`] by
    /// [`derive_tweak`](super::tweak::derive_tweak) of this package's group key. Matches
    /// [`PublicKeyPackage::derive_child`](super::PublicKeyPackage::derive_child) on the group's public key package.
    pub fn derive_child(&self, path: &[u8]) -> Result<KeyPackage<C>, Error<C>> {
        self.tweak(&super::tweak::derive_tweak(&self.verifying_key, path))
    }
}

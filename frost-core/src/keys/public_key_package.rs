//! The public view of a group.
//!
//! [`PublicKeyPackage`]'s wire encodings are in
//! `serialization/key_messages.rs`; its negation for suites that admit only
//! one of `Y` and `-Y` is in `normalize.rs`.

use alloc::collections::BTreeMap;

use super::{VerifiableSecretSharingCommitment, VerifyingShare};
use crate::element::EncodedElement;
use crate::{Ciphersuite, Error, Identifier, Scalar, VerifyingKey};

/// The public view of the group: every participant's verifying share, the
/// group verifying key and the threshold. The coordinator needs it to
/// aggregate and to name participants whose signature shares are invalid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicKeyPackage<C: Ciphersuite> {
    verifying_shares: BTreeMap<Identifier<C>, VerifyingShare<C>>,
    verifying_key: VerifyingKey<C>,
    min_signers: u16,
}

impl<C: Ciphersuite> PublicKeyPackage<C> {
    /// Assembles a public key package; `min_signers` must be at least 2 and at
    /// most the number of participants, which must fit a `u16` like every
    /// `max_signers` (else [`Error::InvalidMaxSigners`]).
    pub fn new(
        verifying_shares: BTreeMap<Identifier<C>, VerifyingShare<C>>,
        verifying_key: VerifyingKey<C>,
        min_signers: u16,
    ) -> Result<Self, Error<C>> {
        if u16::try_from(verifying_shares.len()).is_err() {
            return Err(Error::InvalidMaxSigners);
        }
        if min_signers < 2 || usize::from(min_signers) > verifying_shares.len() {
            return Err(Error::InvalidMinSigners);
        }
        Ok(Self {
            verifying_shares,
            verifying_key,
            min_signers,
        })
    }

    /// `derive_group_info` (RFC 9591, Appendix C.2): the public key package
    /// implied by a VSS commitment for the given participants.
    pub fn from_commitment(
        identifiers: &[Identifier<C>],
        commitment: &VerifiableSecretSharingCommitment<C>,
    ) -> Result<Self, Error<C>> {
        let verifying_shares = identifiers
            .iter()
            .map(|id| Ok((*id, commitment.verifying_share(id)?)))
            .collect::<Result<BTreeMap<_, _>, Error<C>>>()?;
        Self::new(
            verifying_shares,
            commitment.verifying_key(),
            commitment.min_signers(),
        )
    }

    /// Every participant's verifying share.
    pub fn verifying_shares(&self) -> &BTreeMap<Identifier<C>, VerifyingShare<C>> {
        &self.verifying_shares
    }

    /// The group verifying key.
    pub fn verifying_key(&self) -> &VerifyingKey<C> {
        &self.verifying_key
    }

    /// The threshold: how many participants must sign.
    pub fn min_signers(&self) -> u16 {
        self.min_signers
    }

    /// The number of participants.
    pub fn max_signers(&self) -> u16 {
        // The constructor bounds the number of verifying shares by u16::MAX.
        u16::try_from(self.verifying_shares.len()).unwrap_or(u16::MAX)
    }
}

impl<C: Ciphersuite> PublicKeyPackage<C> {
    /// This package, or its negation (every `-VS_i`, `-Y`) if its group key
    /// is not normalized: what key generation hands out, so that signing
    /// never meets a key the suite does not admit (see
    /// [`SignatureScheme`](crate::SignatureScheme)). The negation is of
    /// public points only.
    pub fn normalized(self) -> Result<Self, Error<C>> {
        if !super::normalize::needs_negation(&self.verifying_key) {
            return Ok(self);
        }
        Ok(PublicKeyPackage {
            verifying_shares: super::normalize::negated_shares(&self.verifying_shares)?,
            verifying_key: super::normalize::negated_key(&self.verifying_key)?,
            min_signers: self.min_signers,
        })
    }

    /// Whether this package's group key is normalized (see
    /// [`KeyPackage::has_normalized_key`](super::KeyPackage::has_normalized_key)).
    pub fn has_normalized_key(&self) -> bool {
        !super::normalize::needs_negation(&self.verifying_key)
    }
}

impl<C: Ciphersuite> PublicKeyPackage<C> {
    /// The public key package of the child key `Y + t * G`: every verifying
    /// share becomes `VS_i + t * G`, the group key `Y + t * G`, the threshold
    /// is unchanged. The coordinator uses it to aggregate, and to name
    /// cheaters, in sessions with key packages tweaked by
    /// [`KeyPackage::tweak`](super::KeyPackage::tweak) with the same `t`.
    ///
    /// Fails with [`Error::IdentityElement`] if the tweak makes the group key
    /// or a verifying share the identity.
    pub fn tweak(&self, tweak: &Scalar<C>) -> Result<PublicKeyPackage<C>, Error<C>> {
        let tweak_point = EncodedElement::<C>::public_image(tweak);
        // The identity has no encoding and is refused.
        let verifying_key = VerifyingKey::new(self.verifying_key.to_element() + tweak_point)?;
        let verifying_shares = self
            .verifying_shares
            .iter()
            .map(|(identifier, share)| {
                Ok((
                    *identifier,
                    VerifyingShare::new(share.to_element() + tweak_point)?,
                ))
            })
            .collect::<Result<_, Error<C>>>()?;
        Ok(PublicKeyPackage {
            verifying_shares,
            verifying_key,
            min_signers: self.min_signers,
        })
    }

    /// The public key package of the child at `path`:
    /// [`PublicKeyPackage::tweak`] by [`derive_tweak`](super::tweak::derive_tweak) of this package's group
    /// key.
    pub fn derive_child(&self, path: &[u8]) -> Result<PublicKeyPackage<C>, Error<C>> {
        self.tweak(&super::tweak::derive_tweak(&self.verifying_key, path))
    }
}

//! Additive key tweaking: the shares of a group key `Y` become shares of the
//! child key `Y + t * G`, without any interaction between participants.
//!
//! Every participant adds the same public scalar `t` to its signing share:
//! `s_i' = s_i + t`. The new shares lie on the polynomial `f(x) + t`, whose
//! constant term is the child key `s + t`, so the group key becomes
//! `Y + t * G` and every verifying share `VS_i + t * G`. A signing set
//! interpolates the new shares with the same Lagrange coefficients, which sum
//! to one over any set of signers, so the unchanged FROST protocol (RFC 9591,
//! Sections 5.1 to 5.4) produces signatures under the child key, and the
//! coordinator's share verification still names every cheater.
//!
//! This is what hierarchical wallets (BIP32-style non-hardened derivation),
//! Taproot output keys and re-randomized signing build on.
//!
//! # Security
//!
//! - **A tweak is public by design.** Anyone who knows the parent verifying key
//!   and `t` derives the child key and can link the two; use tweaking for
//!   derivation, not for privacy against whoever knows the parent key.
//! - **Tweaking does not re-share the key.** A child key is only as safe as
//!   its parent: whoever holds `min_signers` parent shares (or child shares of
//!   any one child, and its tweak) can compute the signing key of the parent
//!   and of every child. Use a refresh or a resharing to change the sharing.
//! - All participants and the coordinator must use the same `t`; a signer with
//!   another tweak produces a share the coordinator names as invalid.

use crate::Arithmetic;
use crate::keys::{KeyPackage, PublicKeyPackage, SigningShare, VerifyingShare};
use crate::{Ciphersuite, Error, Scalar, VerifyingKey};

/// The tag of the tweak derivation hash, distinct from the tags of RFC 9591's
/// `H1`..`H5` and of the other hashes of the engine.
const DERIVE_TWEAK_TAG: &[u8] = b"tweak";

/// Derives the tweak of the child at `path` from the parent verifying key:
/// `hash_to_scalar(contextString || "tweak", SerializeElement(Y) || path)`.
///
/// `path` is whatever the application uses to name the child (a chain code
/// and index, an account name, ...); distinct paths give independent tweaks.
/// Since the parent key is hashed in, chaining derivations (deriving from a
/// child's verifying key) gives a tree of keys, as in BIP32's non-hardened
/// derivation. The result depends on public data only: see the
/// [module documentation](self) for what that implies.
pub fn derive_tweak<C: Ciphersuite>(verifying_key: &VerifyingKey<C>, path: &[u8]) -> Scalar<C> {
    C::hash_to_scalar(
        DERIVE_TWEAK_TAG,
        &[verifying_key.encoded().as_slice(), path],
    )
}

impl<C: Ciphersuite> KeyPackage<C> {
    /// This participant's key package for the child key `Y + t * G`: signing
    /// share `s_i + t`, verifying share `VS_i + t * G`, same identifier and
    /// threshold.
    ///
    /// Every participant of a signing session, and the coordinator with
    /// [`PublicKeyPackage::tweak`], must apply the same tweak. The addition is
    /// a constant-time field operation, and the result is zeroized on drop
    /// like any key package.
    ///
    /// Fails with [`Error::IdentityElement`] if the tweak makes the group key
    /// or this participant's verifying share the identity (`t = -s` or
    /// `t = -s_i`: only someone who knows the secret can pick such a tweak).
    pub fn tweak(&self, tweak: &Scalar<C>) -> Result<KeyPackage<C>, Error<C>> {
        let tweak_point = C::Arithmetic::mul_base(tweak);
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
    /// [`derive_tweak`] of this package's group key. Matches
    /// [`PublicKeyPackage::derive_child`] on the group's public key package.
    pub fn derive_child(&self, path: &[u8]) -> Result<KeyPackage<C>, Error<C>> {
        self.tweak(&derive_tweak(&self.verifying_key, path))
    }
}

impl<C: Ciphersuite> PublicKeyPackage<C> {
    /// The public key package of the child key `Y + t * G`: every verifying
    /// share becomes `VS_i + t * G`, the group key `Y + t * G`, the threshold
    /// is unchanged. The coordinator uses it to aggregate, and to name
    /// cheaters, in sessions with key packages tweaked by
    /// [`KeyPackage::tweak`] with the same `t`.
    ///
    /// Fails with [`Error::IdentityElement`] if the tweak makes the group key
    /// or a verifying share the identity.
    pub fn tweak(&self, tweak: &Scalar<C>) -> Result<PublicKeyPackage<C>, Error<C>> {
        let tweak_point = C::Arithmetic::mul_base(tweak);
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
    /// [`PublicKeyPackage::tweak`] by [`derive_tweak`] of this package's group
    /// key.
    pub fn derive_child(&self, path: &[u8]) -> Result<PublicKeyPackage<C>, Error<C>> {
        self.tweak(&derive_tweak(&self.verifying_key, path))
    }
}

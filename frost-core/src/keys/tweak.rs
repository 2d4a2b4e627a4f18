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
//! The packages' `tweak` and `derive_child` methods live with their types
//! ([`KeyPackage::tweak`](crate::keys::KeyPackage::tweak),
//! [`PublicKeyPackage::tweak`](crate::keys::PublicKeyPackage::tweak)).
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

use crate::{Ciphersuite, Scalar, VerifyingKey};

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

//! Key shares: what signing needs of a key (RFC 9591, Section 5; Appendix
//! C.2).
//!
//! A participant's [`KeyPackage`] (its share and the group's public values)
//! and the group's [`PublicKeyPackage`], with their shares' types, tweaks and
//! normalisation; and the Feldman commitment ([`VerifiableSecretSharingCommitment`])
//! from which a group's public view is derived (`derive_group_info`). Making
//! keys — the trusted dealer (Appendix C), distributed key generation,
//! refresh, resharing and repair — is key generation's (crate
//! `frost-keygen`), which produces these types.

pub mod commitment;
mod normalize;
pub mod tweak;

mod key_package;
mod public_key_package;
mod share;

pub use commitment::VerifiableSecretSharingCommitment;
pub use key_package::KeyPackage;
pub use public_key_package::PublicKeyPackage;
pub use share::{SigningShare, VerifyingShare};

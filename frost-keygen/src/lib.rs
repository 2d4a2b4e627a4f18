//! # frost-keygen
//!
//! Key generation for the FROST threshold Schnorr engine
//! ([`frost_core`], RFC 9591): everything that creates, moves or restores
//! the key shares that signing uses. Signing needs none of it: a
//! [`KeyPackage`](frost_core::keys::KeyPackage) and a
//! [`PublicKeyPackage`](frost_core::keys::PublicKeyPackage) are the engine's
//! own types, and this crate produces them.
//!
//! | protocol | here |
//! |---|---|
//! | Appendix C trusted dealer, Shamir sharing, reconstruction | [`generate_with_dealer`], [`split`], [`reconstruct`], [`SecretShare`] |
//! | distributed key generation (Komlo and Goldberg 2020, Figure 1) | [`dkg`] |
//! | proactive refresh of the shares, by a dealer or distributed | [`refresh`] |
//! | resharing to a new group or threshold | [`reshare`] |
//! | repair of a lost share | [`repairable`] |
//! | the verifiable-secret-sharing engine that key generation, refresh and resharing share (Appendix C.2) | [`vss`] |
//! | the dealer's polynomials and their word arithmetic | [`polynomial`], [`scalar_words`] |
//! | a ciphersuite crate's `keys` module | [`keygen_api!`] |
//! | reading the reference implementation's keys (feature `import`) | [`import`] |
//!
//! Every message of key generation has the engine's versioned wire format
//! (`serialize()` / `deserialize()`, both serde forms), described on the
//! engine's public wire kit ([`frost_core::serialization`]) with its type
//! code in the one table ([`frost_core::wire_codes`]).
//!
//! The `test-helpers` feature adds known-answer hooks (fixed coefficients)
//! for the public conformance kit (crate `frost-conformance`); never enable
//! it in production.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod api;
mod dealer;
pub mod dkg;
#[cfg(feature = "import")]
pub mod import;
mod parameters;
pub mod polynomial;
pub mod refresh;
pub mod repairable;
pub mod reshare;
pub mod scalar_words;
mod secret_share;
mod serialization;
pub mod vss;

#[cfg(feature = "test-helpers")]
pub use dealer::split_with_coefficients;
pub use dealer::{DealtKey, IdentifierList, generate_with_dealer, reconstruct, split};
pub(crate) use parameters::{check_distinct, validate_num_of_signers};
pub use secret_share::SecretShare;

/// Paths the [`keygen_api!`] expansion needs, so that suite crates name the
/// engine this crate is built on.
#[doc(hidden)]
pub mod __private {
    pub use alloc::collections::BTreeMap;
    pub use frost_core;
    pub use frost_core::rand_core;
}

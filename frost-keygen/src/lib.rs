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
//! | a ciphersuite crate's `keys` module | [`keygen_api!`] |
//! | reading the reference implementation's keys (feature `import`) | [`import`] |
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod api;
#[cfg(feature = "import")]
pub mod import;

/// Paths the [`keygen_api!`] expansion needs, so that suite crates name the
/// engine this crate is built on.
#[doc(hidden)]
pub mod __private {
    pub use alloc::collections::BTreeMap;
    pub use frost_core;
    pub use frost_core::rand_core;
}

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
//! | reading the reference implementation's keys (feature `import`) | [`import`] |
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "import")]
pub mod import;

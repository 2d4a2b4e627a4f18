//! Several messages signed in one FROST round trip, on the engine
//! (`frost-core`).
//!
//! A transaction with several inputs, or a Zcash transaction with several
//! actions, needs one signature per message from the same signers. A
//! multi-message session runs one independent FROST session per message
//! (RFC 9591, Section 5), each with its own nonces, binding factors, group
//! commitment and challenge, and shares only the round trip:
//!
//! | step | who | type |
//! |---|---|---|
//! | round one: one commitment pair per message | signers | [`MultiSigningCommitments`] (each pair from `frost_core::round1::commit`) |
//! | the request: one signing package per message | coordinator | [`MultiSigningPackage`] |
//! | round two: one share per message | signers | [`MultiSigningSession::sign`], sent as [`MultiSignatureShares`] |
//! | shares checked and aggregated per message, culprits named per message | coordinator | [`MultiSigningSession::verify_share`], [`MultiSigningSession::aggregate`] |
//!
//! A session may be built from any [`SessionRequest`]: a plain signing
//! package, or an extension's request that transforms the key (a
//! re-randomized package, one randomizer per message, in
//! `frost-rerandomized`).
//!
//! The messages have the engine's wire and serde forms, written on its
//! public wire kit ([`frost_core::serialization`]), with their type codes in
//! the one table ([`frost_core::wire_codes`]).
//!
//! # Security
//!
//! - Nonces are never shared between messages: a signer commits once per
//!   message and [`MultiSigningSession::sign`] consumes every nonce pair it
//!   is given, whatever the outcome.
//! - A request refused for any message yields no share at all.
//! - A request carries between one and [`MultiSigningPackage::MAX_MESSAGES`]
//!   messages, checked before any entry of an encoding is read, so that a
//!   forged count cannot demand unbounded work.
//!
//! A ciphersuite crate binds these types to its suite with [`multi_api!`].

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod api;
mod messages;
mod serialization;
mod session;

pub use messages::{MultiSignatureShares, MultiSigningCommitments, MultiSigningPackage};
pub use session::{MultiSigningSession, SessionRequest};

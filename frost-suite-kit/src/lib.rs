//! The building blocks of a FROST ciphersuite crate (RFC 9591, Section 6)
//! that are not FROST: what several suites need to implement
//! `frost_core::Ciphersuite` and `frost_core::Arithmetic` over a curve
//! crate, written and tested once.
//!
//! | what | for | here |
//! |---|---|---|
//! | `expand_message_xmd` (RFC 9380, Section 5.3.1), the expander under `hash_to_field` | FROST(P-256, SHA-256) and FROST(secp256k1, SHA-256), RFC 9591 Sections 6.4 and 6.5 | [`expand_message`] |
//! | strict SEC1 compressed point encoding and decoding | the short-Weierstrass suites | [`sec1`] |
//! | a curve crate's group with another base point | Zcash's RedDSA suites (ZIP 312) | [`WithBasePoint`], [`BasePoint`] |
//!
//! The engine (`frost-core`) does not depend on this crate: a suite on a
//! curve that needs none of these implements the traits without it.

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod base_point;
pub mod expand_message;
pub mod sec1;

pub use base_point::{BasePoint, WithBasePoint};

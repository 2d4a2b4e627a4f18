//! # frost-wire
//!
//! The wire kit of the FROST crate family: the conventions every message of
//! the engine (`frost-core`) and of the crates built on it follows, with no
//! dependency on the engine itself.
//!
//! - [`Suite`]: the little the kit needs of a ciphersuite (its name, its
//!   header byte, its error type), and [`Error`], the kit's own failures;
//! - [`Writer`] and [`Reader`]: a message's bytes, written into a buffer
//!   sized in advance and read back strictly (the [`header`] checked in
//!   order, big-endian integers, shortest-form varints, counts bounded by
//!   the bytes left, no trailing bytes);
//! - [`wire_codes`]: the three-byte header (format version, the suite's
//!   byte, the message type) and the one table of every crate's message-type
//!   codes, with a range left to third parties;
//! - [`write_lower_hex`] and [`decode_lower_hex`]: lowercase hex written and
//!   read without a secret-dependent branch or table lookup;
//! - with the `serde` feature, the hex helpers of the human-readable forms
//!   ([`serialize_hex`], [`deserialize_hex`], [`HexBytes`]) and the explicit
//!   opt-in to serde for secret values ([`Secret`], [`secret`]).
//!
//! The engine re-exports all of it under `frost_core::serialization` and
//! `frost_core::wire_codes`, where its message layouts are specified.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod enclosed;
mod error;
mod field;
mod header;
mod hex;
#[cfg(feature = "serde")]
pub mod human;
#[cfg(feature = "serde")]
mod human_hex;
mod human_macros;
mod message;
mod reader;
#[cfg(feature = "serde")]
mod secret_opt_in;
mod suite;
#[cfg(test)]
mod testing;
pub mod wire_codes;
mod writer;

pub use enclosed::{Enclosable, Enclosed};
pub use error::Error;
pub use field::{Bytes, Field, List};
#[cfg(feature = "serde")]
pub use field::{De, Ser};
pub use header::{header, message_body};
pub use message::{Message, decode, encode};
pub use reader::Reader;
pub use suite::Suite;
pub use writer::{Writer, varint_len};

pub use hex::{decode_lower_hex, write_lower_hex};
#[cfg(feature = "serde")]
pub use human_hex::{HexBytes, deserialize_hex, serialize_hex};
#[cfg(feature = "serde")]
pub use secret_opt_in::{DeserializeSecret, Secret, SerializeSecret, secret};
pub use wire_codes::{FORMAT_VERSION, HEADER_LEN, MessageType, suite_id};

/// Paths the [`message!`] expansion needs, so that the crates that expand it
/// name the same versions.
#[doc(hidden)]
pub mod __private {
    #[cfg(feature = "serde")]
    pub use serde;
}

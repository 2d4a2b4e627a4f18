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
//! - [`Field`], [`Message`] and [`message!`]: a message described once, by
//!   its field list, from which its binary codec ([`encode`], [`decode`])
//!   and, with the `serde` feature, both serde forms ([`human`]) follow;
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
//! `frost_core::wire_codes`, where its message layouts are specified, and
//! adds its values (identifiers, elements, keys, signatures, scalars,
//! identifier-keyed maps) as fields. A crate built on the engine uses those
//! paths and the engine's `message!`, which bounds each message by the
//! engine's `Ciphersuite`; its module documentation shows such a message.
//!
//! # One description per message
//!
//! ```text
//! message! {
//!     Type: CODE, public | secret | bare [, nested];
//!     encode(value) { name: FieldKind = accessor(value), ... }
//!     decode => constructor(name, ...)
//! }
//! ```
//!
//! - The first line names the type (generic over one suite `C`), its
//!   [`Code`](wire_codes::table::Code) (the header's type byte and the
//!   human-readable `type` name), and its serde exposure: `public` (serde on
//!   the type), `secret` (serde only through [`Secret`], by way of
//!   [`SerializeSecret`] and [`DeserializeSecret`]), or `bare` (binary only;
//!   serde written by hand, as for the engine's identifier, a bare hex
//!   string so that it can key a map). `nested` after it lets other
//!   messages hold the type as a field (as a signing package holds
//!   commitments).
//! - `encode` lists the fields in wire order: the name (the key of the
//!   human-readable object), the field kind, and how to get it from the value.
//!   A kind implements [`Field`]: its exact length, its bytes, its strict
//!   reader, and its serde form, by default the lowercase hex of its bytes
//!   (written and read without secret-dependent branches or lookups). The
//!   kit's kinds are thresholds as [`u16`], [`Bytes`] with a varint length,
//!   [`List`] and [`Enclosed`] (a whole message, header included).
//! - `decode` is the type's constructor, called with the decoded fields by
//!   name; it returns `Result<Self, E>` for the suite's error `E`. It does
//!   every cross-field check; the field readers check each value on its own.
//!   The codec itself checks nothing else, so both forms refuse exactly the
//!   same inputs.
//!
//! The macro generates the [`Message`] impl, the human-readable object (a
//! `header`, then the fields by name, unknown fields refused) and the serde
//! impls. The serde impls follow the defining crate's own feature named
//! `serde` (a `#[cfg(feature = "serde")]` in the expansion), which must turn
//! this kit's on; the generated code reaches serde through this kit, so the
//! defining crate needs no `serde` dependency for it. A build where another
//! crate turns the kit's serde on while the defining crate's stays off
//! compiles: its messages then have no serde form, and a message enclosing
//! one of them fails to serialise with an error naming it. A [`Field`]
//! implementor gates its own serde items (`serialize`, `deserialize`) on its
//! own `serde` feature too; [`Field::WHAT`] is not gated.
//!
//! # Example
//!
//! A note with a weight and a text, in a suite outside the engine whose
//! errors are the kit's own, with a type code from
//! [`THIRD_PARTY`](wire_codes::table::THIRD_PARTY):
//!
//! ```
//! use core::marker::PhantomData;
//!
//! use frost_wire::wire_codes::table::Code;
//! use frost_wire::{Bytes, Suite, decode, encode, message, suite_id};
//!
//! /// A suite known only to this example.
//! pub struct Toy;
//!
//! impl Suite for Toy {
//!     const WIRE_CONTEXT: &'static str = "TOY-v1";
//!     type Error = frost_wire::Error;
//! }
//!
//! /// A weighted note.
//! pub struct Note<C: Suite> {
//!     weight: u16,
//!     text: Vec<u8>,
//!     suite: PhantomData<C>,
//! }
//!
//! const NOTE: Code = Code { code: 201, name: "example_note" };
//!
//! message! {
//!     Note: NOTE, public;
//!     encode(note) {
//!         weight: u16 = note.weight,
//!         text: Bytes = note.text,
//!     }
//!     decode => Ok(Note { weight, text, suite: PhantomData })
//! }
//!
//! let note = Note::<Toy> { weight: 3, text: b"hi".to_vec(), suite: PhantomData };
//! let bytes = encode(&note);
//! assert_eq!(bytes, [1, suite_id("TOY-v1"), 201, 0, 3, 2, b'h', b'i']);
//! let back: Note<Toy> = decode(&bytes)?;
//! assert_eq!((back.weight, back.text), (3, b"hi".to_vec()));
//! assert_eq!(
//!     decode::<Note<Toy>>(&bytes[..7]).err(),
//!     Some(frost_wire::Error::InvalidLength)
//! );
//! # Ok::<(), frost_wire::Error>(())
//! ```
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
pub mod split;
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

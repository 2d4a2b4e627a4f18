//! The bottom layer of the wire format: the numbers every header carries.
//!
//! A header is `version || suite || type` ([`FORMAT_VERSION`], [`suite_id`],
//! a code of the [`table`]). This module depends on nothing else, so that an
//! error type can name codes and suites in its messages without reaching
//! into the message layer, and so that the codes of every crate built on the
//! wire kit live in one place. The engine re-exports it as
//! `frost_core::wire_codes`.

mod message_type;
mod suite_id;
pub mod table;

pub use message_type::MessageType;
pub use suite_id::suite_id;

/// The version of the binary format, the first byte of every message.
pub const FORMAT_VERSION: u8 = 1;

/// The length of the header: version, ciphersuite and message type.
pub const HEADER_LEN: usize = 3;

/// A message-type code and the `snake_case` name written in the `type` field
/// of the human-readable header: an entry of the one [`table`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Code {
    /// The third byte of the header.
    pub code: u8,
    /// The name of the human-readable header.
    pub name: &'static str,
}

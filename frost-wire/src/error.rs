//! The kit's own failures: what a reader refuses on the bytes alone.

use core::fmt;

/// A failure of the kit's byte-level reading: a wrong header, a length that
/// does not fit, a number with another, shorter encoding. Every one converts
/// into the suite's error type ([`Suite::Error`](crate::Suite::Error)),
/// which is what readers and decoders return, so that the engine's errors
/// keep their variants and texts; the suite's error names the suite.
///
/// Exhaustive on purpose: a new failure is a breaking change, so that every
/// suite's error type maps it explicitly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Error {
    /// The data is shorter or longer than its content, or a length or count
    /// is not allowed.
    InvalidLength,
    /// A value has another, canonical encoding (a varint with a superfluous
    /// zero group).
    NonCanonicalEncoding,
    /// The header carries an unknown format version.
    UnsupportedVersion {
        /// The version found in the header.
        found: u8,
    },
    /// The header names another suite.
    WrongSuite {
        /// The suite byte found in the header.
        found: u8,
    },
    /// The header names another message type.
    WrongMessageType {
        /// The type code the decoder expected.
        expected: u8,
        /// The type code found in the header.
        found: u8,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidLength => f.write_str("serialised data has an invalid length"),
            Error::NonCanonicalEncoding => f.write_str("serialised data is not in canonical form"),
            Error::UnsupportedVersion { found } => write!(f, "unsupported format version {found}"),
            Error::WrongSuite { found } => write!(f, "data belongs to ciphersuite {found}"),
            Error::WrongMessageType { expected, found } => write!(
                f,
                "serialised data is a {} message, not a {}",
                crate::wire_codes::table::name_of(*found),
                crate::wire_codes::table::name_of(*expected)
            ),
        }
    }
}

impl core::error::Error for Error {}

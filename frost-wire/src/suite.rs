//! What the kit needs of a ciphersuite.

use core::fmt;

/// The little of a ciphersuite that the kit needs: the name written in the
/// human-readable header, the byte of the binary header, and the error type
/// that readers and decoders return.
///
/// The engine's `Ciphersuite` has this trait as a supertrait, with `Error`
/// the engine's `Error<C>`; every suite crate implements it through
/// `frost_core::ciphersuite_api!`. Implement it by hand only for a suite
/// outside the engine.
pub trait Suite: Sized {
    /// The suite's `contextString` (RFC 9591, Section 6), the `ciphersuite`
    /// of the human-readable header.
    const WIRE_CONTEXT: &'static str;
    /// The suite's byte in the binary header; by default
    /// [`suite_id`](crate::suite_id) of [`Suite::WIRE_CONTEXT`].
    const WIRE_ID: u8 = crate::suite_id(Self::WIRE_CONTEXT);
    /// What every reader and decoder of the suite's messages returns on
    /// failure; the kit's own failures ([`Error`](crate::Error)) convert
    /// into it. `Send`, so that the decoding of a large list can run on
    /// several threads ([`split`](crate::split)).
    type Error: From<crate::Error> + fmt::Display + Send;
}

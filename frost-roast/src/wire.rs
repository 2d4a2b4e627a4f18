//! The binary wire form of ROAST's messages, following the engine's
//! conventions (`frost_core::serialization`): a three-byte header (format
//! version, ciphersuite byte, message type), then the body, decoded strictly.
//!
//! The engine's own message types use codes 1 to 30 and `frost-rerandomized`
//! takes 64 and 80; ROAST takes 65 to 68:
//!
//! | type (code) | body |
//! |---|---|
//! | [`Commitment`](crate::Commitment) (65) | `i: Ns, D: Ne, E: Ne` |
//! | [`Response`](crate::Response) (66) | `i: Ns, session: u32, z_i: Ns, D': Ne, E': Ne` |
//! | [`SigningRequest`](crate::SigningRequest) (67) | `session: u32, kind: u8, package` |
//! | [`Blame`](crate::Blame) (68) | `i: Ns, z_i: Ns, request` |
//!
//! `Ns` and `Ne` are the suite's scalar and element encodings (RFC 9591,
//! Section 3.1), identifiers are `SerializeScalar(i)`, `u32` is big-endian.
//! In a request, `kind` is 0 for a plain session, followed by the
//! `SigningPackage`'s own wire encoding (header included), and 1 for a
//! re-randomised one, followed by the `RandomizedSigningPackage`'s. In blame
//! evidence, `request` is the whole wire encoding of the request the share
//! answered, header included. Both run to the end of the message; their own
//! decoders refuse trailing bytes. Decoding refuses, with a typed error and
//! never a panic: a wrong header, a short or long message, non-canonical
//! scalars, identity or non-canonical elements, a zero identifier, an unknown
//! `kind`.
//!
//! Sizes in bytes (`P` is the nested package's own encoding, `5 + n * (Ns +
//! 2 Ne) + m` for `n` signers and a message of `m` bytes, both below 128; a
//! re-randomised request adds `3 + Ns + Ne` for its package's header,
//! randomizer and randomized key):
//!
//! | message | Ed25519, ristretto255 | secp256k1, P-256 | Ed448 |
//! |---|---:|---:|---:|
//! | `Commitment` | 99 | 101 | 174 |
//! | `Response` | 135 | 137 | 235 |
//! | `SigningRequest` | 8 + `P` | 8 + `P` | 8 + `P` |
//! | `Blame` | 67 + request | 67 + request | 117 + request |

use alloc::vec::Vec;
use core::marker::PhantomData;

use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::{HEADER_LEN, header, message_body};
use frost_core::{Ciphersuite, ElementBytes, Error, Identifier, ScalarBytes};

/// The header code of a [`Commitment`](crate::Commitment).
pub const COMMITMENT_TYPE: u8 = 65;
/// The header code of a [`Response`](crate::Response).
pub const RESPONSE_TYPE: u8 = 66;
/// The header code of a [`SigningRequest`](crate::SigningRequest).
pub const REQUEST_TYPE: u8 = 67;
/// The header code of a [`Blame`](crate::Blame).
pub const BLAME_TYPE: u8 = 68;

/// `Ns`: the length of an encoded scalar (and identifier) of `C`.
pub(crate) fn scalar_len<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

/// `Ne`: the length of an encoded group element of `C`.
pub(crate) fn element_len<C: Ciphersuite>() -> usize {
    ElementBytes::<C>::default().as_ref().len()
}

/// A buffer holding the header of a message of type `code`, with room for
/// `body_len` more bytes.
pub(crate) fn start<C: Ciphersuite>(code: u8, body_len: usize) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(HEADER_LEN + body_len);
    bytes.extend_from_slice(&header::<C>(code));
    bytes
}

/// Reads the fields of one message, refusing anything but its canonical
/// encoding.
pub(crate) struct Reader<'a, C: Ciphersuite> {
    rest: &'a [u8],
    suite: PhantomData<C>,
}

impl<'a, C: Ciphersuite> Reader<'a, C> {
    /// Checks the header in order (version, ciphersuite, type), so that the
    /// error names the first thing that is wrong.
    pub(crate) fn new(bytes: &'a [u8], expected: u8) -> Result<Self, Error<C>> {
        let rest = message_body::<C>(bytes, expected)?;
        Ok(Self {
            rest,
            suite: PhantomData,
        })
    }

    /// The next `len` bytes.
    fn take(&mut self, len: usize) -> Result<&'a [u8], Error<C>> {
        let (taken, rest) = self
            .rest
            .split_at_checked(len)
            .ok_or(Error::InvalidLength)?;
        self.rest = rest;
        Ok(taken)
    }

    /// One byte.
    pub(crate) fn u8(&mut self) -> Result<u8, Error<C>> {
        Ok(self.take(1)?[0])
    }

    /// A big-endian `u32`.
    pub(crate) fn u32(&mut self) -> Result<u32, Error<C>> {
        let bytes = self.take(4)?;
        Ok(u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
    }

    /// A canonical, non-zero identifier.
    pub(crate) fn identifier(&mut self) -> Result<Identifier<C>, Error<C>> {
        Identifier::from_bytes(self.take(scalar_len::<C>())?)
    }

    /// A signature share: a canonical scalar.
    pub(crate) fn share(&mut self) -> Result<SignatureShare<C>, Error<C>> {
        SignatureShare::from_bytes(self.take(scalar_len::<C>())?)
    }

    /// `D || E`: canonical, non-identity elements of the prime-order subgroup.
    pub(crate) fn commitments(&mut self) -> Result<SigningCommitments<C>, Error<C>> {
        SigningCommitments::from_bytes(self.take(2 * element_len::<C>())?)
    }

    /// `D || E` left encoded: the right length only. A coordinator decodes
    /// an offered commitment's points when it puts the signer into a
    /// session (see `Coordinator::receive_bytes`).
    pub(crate) fn commitment_bytes(&mut self) -> Result<&'a [u8], Error<C>> {
        self.take(2 * element_len::<C>())
    }

    /// Everything left: a nested message whose own decoder checks its end.
    pub(crate) fn rest(self) -> &'a [u8] {
        self.rest
    }

    /// Ends decoding: trailing bytes are refused.
    pub(crate) fn finish(self) -> Result<(), Error<C>> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(Error::InvalidLength)
        }
    }
}

/// The message type of serialised ROAST bytes, read off the header without
/// decoding them (e.g. to route messages arriving on one channel); `None`
/// when the bytes are too short. The version and ciphersuite are checked
/// only by the decoders.
pub fn message_type(bytes: &[u8]) -> Option<u8> {
    bytes.get(2).copied()
}

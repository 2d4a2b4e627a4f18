//! The binary wire form of ROAST's messages, following the engine's
//! conventions (`frost_core::serialization`): a three-byte header (format
//! version, ciphersuite byte, message type), then the body, decoded strictly.
//!
//! The codes are this crate's entries in the one table of message-type codes
//! (`frost_core::wire_codes::table`). ROAST's first wire format took 65 to
//! 68; those codes are retired (their messages carried no run identifier,
//! see [`crate::RunId`]), never reassigned, and refused by every decoder
//! here. The current format takes 69 to 73:
//!
//! | type (code) | body |
//! |---|---|
//! | [`Commitment`](crate::Commitment) (69) | `run: 32, i: Ns, D: Ne, E: Ne, auth` |
//! | [`Response`](crate::Response) (70) | `run: 32, i: Ns, session: u32, z_i: Ns, D': Ne, E': Ne, auth` |
//! | [`Decline`](crate::Decline) (71) | `run: 32, i: Ns, session: u32, D': Ne, E': Ne, auth` |
//! | [`SigningRequest`](crate::SigningRequest) (72) | `run: 32, session: u32, kind: u8, package` |
//! | [`Blame`](crate::Blame) (73) | `i: Ns, z_i: Ns, attested, request` |
//!
//! `Ns` and `Ne` are the suite's scalar and element encodings (RFC 9591,
//! Section 3.1), identifiers are `SerializeScalar(i)`, `u32` is big-endian,
//! `run` is the run identifier. `auth` is one byte, 0 for a message of the
//! unauthenticated mode, or 1 followed by the sender's identity signature
//! (`Ne + Ns` bytes, the suite's signature encoding) in accountable mode
//! (see [`crate::identity`] for what it covers). In blame evidence,
//! `attested` is 0 (unauthenticated mode), or 1 followed by the fresh
//! commitment `D' || E'` and the identity signature of the response that
//! carried the share. In a request, `kind`
//! is 0 for a plain session, followed by the `SigningPackage`'s own wire
//! encoding (header included), and 1 for a re-randomised one, followed by
//! the `RandomizedSigningPackage`'s. In blame evidence, `request` is the
//! whole wire encoding of the request the share answered, header included.
//! Both run to the end of the message; their own decoders refuse trailing
//! bytes. Decoding refuses, with a typed error and never a panic: a wrong
//! header (a retired code included), a short or long message, non-canonical
//! scalars, identity or non-canonical elements, a zero identifier, an
//! unknown `kind` or `auth`.
//!
//! Sizes in bytes, unauthenticated (accountable mode adds the signature, `Ne
//! + Ns`, to each signer message, and `3 Ne + Ns` to blame evidence; the
//! signature is 64 for Ed25519, ristretto255 and
//! secp256k1-tr, 65 for secp256k1 and P-256, 114 for Ed448). `P` is the
//! nested package's own encoding, `5 + n * (Ns + 2 Ne) + m` for `n` signers
//! and a message of `m` bytes, both below 128; a re-randomised request adds
//! `3 + Ns + Ne` for its package's header, randomizer and randomized key:
//!
//! | message | Ed25519, ristretto255 | secp256k1, P-256 | Ed448 |
//! |---|---:|---:|---:|
//! | `Commitment` | 132 | 134 | 207 |
//! | `Response` | 168 | 170 | 268 |
//! | `Decline` | 136 | 138 | 211 |
//! | `SigningRequest` | 40 + `P` | 40 + `P` | 40 + `P` |
//! | `Blame` | 68 + request | 68 + request | 118 + request |

use alloc::vec::Vec;

use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::{HEADER_LEN, header};
pub(crate) use frost_core::serialization::{element_len, scalar_len};
use frost_core::wire_codes::table;
use frost_core::{Ciphersuite, Error, Signature};

use crate::run::{RUN_ID_LEN, RunId};

/// The header code of a [`Commitment`](crate::Commitment).
pub const COMMITMENT_TYPE: u8 = table::ROAST_COMMITMENT.code;
/// The header code of a [`Response`](crate::Response).
pub const RESPONSE_TYPE: u8 = table::ROAST_RESPONSE.code;
/// The header code of a [`Decline`](crate::Decline).
pub const DECLINE_TYPE: u8 = table::ROAST_DECLINE.code;
/// The header code of a [`SigningRequest`](crate::SigningRequest).
pub const REQUEST_TYPE: u8 = table::ROAST_SIGNING_REQUEST.code;
/// The header code of a [`Blame`](crate::Blame).
pub const BLAME_TYPE: u8 = table::ROAST_BLAME.code;

/// A buffer holding the header of a message of type `code`, with room for
/// `body_len` more bytes.
pub(crate) fn start<C: Ciphersuite>(code: u8, body_len: usize) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(HEADER_LEN + body_len);
    bytes.extend_from_slice(&header::<C>(code));
    bytes
}

/// Appends the `auth` field: 0, or 1 and the identity signature.
pub(crate) fn push_auth<C: Ciphersuite>(bytes: &mut Vec<u8>, signature: Option<&Signature<C>>) {
    match signature {
        None => bytes.push(0),
        Some(signature) => {
            bytes.push(1);
            bytes.extend_from_slice(&signature.to_bytes());
        }
    }
}

/// The length of the `auth` field.
pub(crate) fn auth_len<C: Ciphersuite>(signature: Option<&Signature<C>>) -> usize {
    1 + signature.map_or(0, |_| Signature::<C>::encoded_len())
}

pub(crate) use frost_core::serialization::{ReadValues, Reader};

/// ROAST's fields, read with the engine's [`Reader`], refusing anything but
/// their canonical encoding.
pub(crate) trait RoastFields<'a, C: Ciphersuite> {
    /// A run identifier.
    fn run(&mut self) -> Result<RunId, Error<C>>;
    /// The `auth` field: no signature (0) or an identity signature (1).
    fn auth(&mut self) -> Result<Option<Signature<C>>, Error<C>>;
    /// A signature share: a canonical scalar.
    fn share(&mut self) -> Result<SignatureShare<C>, Error<C>>;
    /// `D || E`: canonical, non-identity elements of the prime-order subgroup.
    fn commitments(&mut self) -> Result<SigningCommitments<C>, Error<C>>;
    /// `D || E` left encoded: the right length only. A coordinator decodes
    /// an offered commitment's points when it puts the signer into a
    /// session (see `Coordinator::receive_bytes`).
    fn commitment_bytes(&mut self) -> Result<&'a [u8], Error<C>>;
}

impl<'a, C: Ciphersuite> RoastFields<'a, C> for Reader<'a, C> {
    fn run(&mut self) -> Result<RunId, Error<C>> {
        let mut run = [0u8; RUN_ID_LEN];
        run.copy_from_slice(self.take(RUN_ID_LEN)?);
        Ok(RunId(run))
    }

    fn auth(&mut self) -> Result<Option<Signature<C>>, Error<C>> {
        match self.u8()? {
            0 => Ok(None),
            1 => Ok(Some(self.signature()?)),
            _ => Err(Error::NonCanonicalEncoding),
        }
    }

    fn share(&mut self) -> Result<SignatureShare<C>, Error<C>> {
        SignatureShare::from_bytes(self.take(scalar_len::<C>())?)
    }

    fn commitments(&mut self) -> Result<SigningCommitments<C>, Error<C>> {
        SigningCommitments::from_bytes(self.take(2 * element_len::<C>())?)
    }

    fn commitment_bytes(&mut self) -> Result<&'a [u8], Error<C>> {
        self.take(2 * element_len::<C>())
    }
}

/// The message type of serialised ROAST bytes, read off the header without
/// decoding them (e.g. to route messages arriving on one channel); `None`
/// when the bytes are too short. The version and ciphersuite are checked
/// only by the decoders.
pub fn message_type(bytes: &[u8]) -> Option<u8> {
    bytes.get(2).copied()
}

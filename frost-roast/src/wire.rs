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

use core::borrow::Borrow;
use core::marker::PhantomData;

use frost_core::round1::SigningCommitments;
use frost_core::serialization::{Field, Reader, Writer, element_len};
use frost_core::wire_codes::table;
use frost_core::{Ciphersuite, Error};

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

/// The run identifier: its 32 bytes; in human-readable formats their hex.
impl<C: Ciphersuite> Field<C> for RunId {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "run identifier";

    fn min_len() -> usize {
        RUN_ID_LEN
    }

    fn write(value: &Self, writer: &mut Writer) {
        writer.bytes(&value.0);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        let mut run = [0u8; RUN_ID_LEN];
        run.copy_from_slice(reader.take(RUN_ID_LEN)?);
        Ok(RunId(run))
    }
}

/// A session number: a big-endian `u32`; a number in human-readable formats.
pub(crate) struct Session;

impl<C: Ciphersuite> Field<C> for Session {
    type Encode = u32;
    type Value = u32;
    const WHAT: &'static str = "session";

    fn min_len() -> usize {
        4
    }

    fn write(value: &u32, writer: &mut Writer) {
        writer.bytes(&value.to_be_bytes());
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<u32, Error<C>> {
        reader.u32()
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(value: &u32, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u32(*value)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<u32, D::Error> {
        serde::Deserialize::deserialize(deserializer)
    }
}

/// The hiding commitment `D` of a commitment pair, left encoded: `Ne`
/// bytes, decoded with the binding one by the message's constructor
/// ([`SigningCommitments::from_element_bytes`], strict); in human-readable
/// formats their hex, a field of its own. With [`Binding`] after it, the
/// pair's wire form `D || E`.
pub(crate) struct Hiding;

/// The binding commitment `E` of a commitment pair (see [`Hiding`]).
pub(crate) struct Binding;

/// `Hiding` and `Binding`: which half of the pair each one is.
macro_rules! commitment_half {
    ($half:ident, $bytes:ident, $what:literal) => {
        impl<C: Ciphersuite> Field<C> for $half {
            type Encode = SigningCommitments<C>;
            type Value = alloc::vec::Vec<u8>;
            const WHAT: &'static str = $what;

            fn min_len() -> usize {
                element_len::<C>()
            }

            fn write(value: &SigningCommitments<C>, writer: &mut Writer) {
                writer.bytes(&value.$bytes());
            }

            fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>> {
                Ok(reader.take(element_len::<C>())?.to_vec())
            }
        }
    };
}

commitment_half!(Hiding, hiding_bytes, "hiding commitment");
commitment_half!(Binding, binding_bytes, "binding commitment");

/// A value that may be absent: one byte, 0 for none, or 1 followed by the
/// value (any other byte is [`Error::NonCanonicalEncoding`]); in
/// human-readable formats the value's own form, the field left out when
/// absent. The `auth` field of a signer message is an optional signature.
pub(crate) struct Optional<K>(PhantomData<K>);

impl<C: Ciphersuite, K: Field<C>> Field<C> for Optional<K>
where
    K::Value: Borrow<K::Encode>,
{
    type Encode = Option<K::Value>;
    type Value = Option<K::Value>;
    const WHAT: &'static str = K::WHAT;

    fn min_len() -> usize {
        1
    }

    fn len(value: &Self::Encode) -> usize {
        1 + value.as_ref().map_or(0, |value| K::len(value.borrow()))
    }

    fn write(value: &Self::Encode, writer: &mut Writer) {
        match value {
            None => writer.bytes(&[0]),
            Some(value) => {
                writer.bytes(&[1]);
                K::write(value.borrow(), writer);
            }
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self::Value, Error<C>> {
        match reader.u8()? {
            0 => Ok(None),
            1 => Ok(Some(K::read(reader)?)),
            _ => Err(Error::NonCanonicalEncoding),
        }
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(
        value: &Self::Encode,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            Some(value) => K::serialize(value.borrow(), serializer),
            None => serializer.serialize_none(),
        }
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self::Value, D::Error> {
        let value: Option<frost_core::serialization::De<C, K>> =
            serde::Deserialize::deserialize(deserializer)?;
        Ok(value.map(|value| value.0))
    }
}

/// The message type of serialised ROAST bytes, read off the header without
/// decoding them (e.g. to route messages arriving on one channel); `None`
/// when the bytes are too short. The version and ciphersuite are checked
/// only by the decoders.
pub fn message_type(bytes: &[u8]) -> Option<u8> {
    bytes.get(2).copied()
}

//! The commitment a signer offers for its next session, decoded only when
//! the coordinator puts the signer into one.
//!
//! Decoding a commitment costs two point decompressions (for secp256k1 and
//! P-256 a square root each), and a run leaves many offered commitments
//! unused: those of the signers still ready when the signature is out. So
//! [`Coordinator::receive_bytes`](super::Coordinator::receive_bytes) checks
//! every field of a message at once, the header, the identifier, the session
//! number, the share scalar and the commitment's length, but keeps the
//! commitment's `D || E` as bytes; the points are decoded, with the suite's
//! strict checks (canonical encodings of non-identity elements of the
//! prime-order group, RFC 9591 Section 3.1), when the coordinator takes the
//! signer into a new session, before any use. A commitment that does not
//! decode then excludes its signer, as a malformed message would, and no
//! session ever holds it.
//!
//! Nothing else depends on the points before then. The share that came with
//! the commitment belongs to the signer's previous session and is judged
//! there whatever its commitment; and reuse is detected on the bytes: the
//! strict decoder accepts exactly one encoding per commitment, the one
//! `SigningCommitments::to_bytes` gives, so comparing the bytes as they
//! arrived compares the commitments of every offer that can ever be used,
//! and offers from [`Coordinator::receive`](super::Coordinator::receive),
//! decoded by the caller, are compared on that same encoding.

use alloc::vec::Vec;

use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier};

use crate::wire::{COMMITMENT_TYPE, RESPONSE_TYPE, Reader};
use crate::{SessionId, SignerMessage};

/// An offered commitment: decoded, or its wire bytes `D || E` of the right
/// length, not decoded yet.
pub(super) enum Offer<C: Ciphersuite> {
    /// Decoded (by the caller of `receive`, or once used).
    Decoded(SigningCommitments<C>),
    /// As it arrived.
    Encoded(Vec<u8>),
}

impl<C: Ciphersuite> Offer<C> {
    /// The encoding that reuse is detected on.
    pub(super) fn to_bytes(&self) -> Vec<u8> {
        match self {
            Self::Decoded(commitments) => commitments.to_bytes(),
            Self::Encoded(bytes) => bytes.clone(),
        }
    }

    /// The commitment, decoding it (once) if needed; the decoder's error for
    /// bytes that are not a commitment.
    pub(super) fn decode(&mut self) -> Result<SigningCommitments<C>, Error<C>> {
        match self {
            Self::Decoded(commitments) => Ok(*commitments),
            Self::Encoded(bytes) => {
                let commitments = SigningCommitments::from_bytes(bytes)?;
                *self = Self::Decoded(commitments);
                Ok(commitments)
            }
        }
    }
}

/// A signer message with its commitment possibly not decoded.
pub(super) struct Incoming<C: Ciphersuite> {
    /// The signer the message names.
    pub(super) signer: Identifier<C>,
    /// For a response, its session and share; `None` for an initial
    /// commitment.
    pub(super) answer: Option<(SessionId, SignatureShare<C>)>,
    /// The commitment offered for the signer's next session.
    pub(super) offer: Offer<C>,
}

impl<C: Ciphersuite> Incoming<C> {
    /// Reads a serialised [`SignerMessage`] as its decoder does, refusing
    /// exactly what it refuses except the commitment's points.
    pub(super) fn parse(bytes: &[u8]) -> Result<Self, Error<C>> {
        let response = crate::wire::message_type(bytes) == Some(RESPONSE_TYPE);
        // Any type but a response: the commitment reader names what is wrong.
        let mut reader = Reader::<C>::new(
            bytes,
            if response {
                RESPONSE_TYPE
            } else {
                COMMITMENT_TYPE
            },
        )?;
        let signer = reader.identifier()?;
        let answer = if response {
            Some((reader.u32()?, reader.share()?))
        } else {
            None
        };
        let offer = Offer::Encoded(reader.commitment_bytes()?.to_vec());
        reader.finish()?;
        Ok(Self {
            signer,
            answer,
            offer,
        })
    }

    /// A message decoded by the caller.
    pub(super) fn from_message(message: &SignerMessage<C>) -> Self {
        match message {
            SignerMessage::Commitment(commitment) => Self {
                signer: commitment.signer,
                answer: None,
                offer: Offer::Decoded(commitment.commitments),
            },
            SignerMessage::Response(response) => Self {
                signer: response.signer,
                answer: Some((response.session, response.share)),
                offer: Offer::Decoded(response.next),
            },
        }
    }
}

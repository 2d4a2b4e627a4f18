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
//! Nothing else depends on the points before then (in accountable mode the
//! coordinator decodes a response's commitment on arrival, since blame
//! evidence records it). The share that came with the commitment belongs to
//! the signer's previous session and is judged there whatever its
//! commitment; and reuse, a signer offering one of its own earlier
//! commitments again, is detected on the bytes: the
//! strict decoder accepts exactly one encoding per commitment, the one
//! `SigningCommitments::to_bytes` gives, so comparing the bytes as they
//! arrived compares the commitments of every offer that can ever be used,
//! and offers from [`Coordinator::receive`](super::Coordinator::receive),
//! decoded by the caller, are compared on that same encoding.

use alloc::vec::Vec;

use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::{Field, PublicScalar, ReadValues, Reader, element_len};
use frost_core::{Ciphersuite, Error, Identifier, Signature};

use crate::wire::{COMMITMENT_TYPE, DECLINE_TYPE, Optional, RESPONSE_TYPE, Session};
use crate::{RunId, SessionId, SignerMessage};

/// An offered commitment: decoded, or its wire bytes `D || E` of the right
/// length, not decoded yet.
#[derive(Clone)]
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

/// What a signer message says besides its offered commitment.
pub(super) enum Kind<C: Ciphersuite> {
    /// An initial commitment.
    Initial,
    /// A response: its session and share.
    Answer(SessionId, SignatureShare<C>),
    /// A decline of this session.
    Decline(SessionId),
}

/// A signer message with its commitment possibly not decoded.
pub(super) struct Incoming<C: Ciphersuite> {
    /// The run the message names.
    pub(super) run: RunId,
    /// The signer the message names.
    pub(super) signer: Identifier<C>,
    /// What kind of message it is.
    pub(super) kind: Kind<C>,
    /// The commitment offered for the signer's next session.
    pub(super) offer: Offer<C>,
    /// The message's type code, body (without `auth`) and identity
    /// signature, when it carries one: what accountable mode checks.
    pub(super) signed: Option<(u8, Vec<u8>, Signature<C>)>,
}

impl<C: Ciphersuite> Incoming<C> {
    /// Reads a serialised [`SignerMessage`] as its decoder does, refusing
    /// exactly what it refuses except the commitment's points.
    pub(super) fn parse(bytes: &[u8]) -> Result<Self, Error<C>> {
        let code = match crate::wire::message_type(bytes) {
            Some(code @ (RESPONSE_TYPE | DECLINE_TYPE)) => code,
            // Any other type: the commitment reader names what is wrong.
            _ => COMMITMENT_TYPE,
        };
        let mut reader = Reader::<C>::new(bytes, code)?;
        let start = reader.clone();
        let run = <RunId as Field<C>>::read(&mut reader)?;
        let signer = reader.identifier()?;
        let kind = match code {
            RESPONSE_TYPE => Kind::Answer(
                Session::read(&mut reader)?,
                SignatureShare::new(PublicScalar::read(&mut reader)?),
            ),
            DECLINE_TYPE => Kind::Decline(Session::read(&mut reader)?),
            _ => Kind::Initial,
        };
        // `D || E` of the right length, its points left for later.
        let offer = Offer::Encoded(reader.take(2 * element_len::<C>())?.to_vec());
        let body = reader.since(&start);
        let signed = <Optional<Signature<C>> as Field<C>>::read(&mut reader)?
            .map(|signature| (code, body.to_vec(), signature));
        reader.finish()?;
        Ok(Self {
            run,
            signer,
            kind,
            offer,
            signed,
        })
    }

    /// A message decoded by the caller.
    pub(super) fn from_message(message: &SignerMessage<C>) -> Self {
        match message {
            SignerMessage::Commitment(commitment) => Self {
                run: commitment.run,
                signer: commitment.signer,
                kind: Kind::Initial,
                offer: Offer::Decoded(commitment.commitments),
                signed: commitment
                    .signature
                    .map(|signature| (COMMITMENT_TYPE, commitment.body(), signature)),
            },
            SignerMessage::Response(response) => Self {
                run: response.run,
                signer: response.signer,
                kind: Kind::Answer(response.session, response.share),
                offer: Offer::Decoded(response.next),
                signed: response
                    .signature
                    .map(|signature| (RESPONSE_TYPE, response.body(), signature)),
            },
            SignerMessage::Decline(decline) => Self {
                run: decline.run,
                signer: decline.signer,
                kind: Kind::Decline(decline.session),
                offer: Offer::Decoded(decline.next),
                signed: decline
                    .signature
                    .map(|signature| (DECLINE_TYPE, decline.body(), signature)),
            },
        }
    }
}

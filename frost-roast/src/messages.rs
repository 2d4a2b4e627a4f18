//! The messages of a ROAST run: a signer's initial commitment and its
//! responses (share plus fresh commitment), the coordinator's signing
//! requests; with their wire encodings (layout in [`crate::wire`]).

use alloc::vec::Vec;

use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, SigningPackage};
use frost_rerandomized::RandomizedSigningPackage;

use crate::wire::{
    COMMITMENT_TYPE, REQUEST_TYPE, RESPONSE_TYPE, Reader, element_len, scalar_len, start,
};

/// The number of a signing session within one run, counted from 0 by the
/// coordinator in the order it starts them.
pub type SessionId = u32;

/// A signer's first message of a run: the commitment to the nonces it will
/// sign with in its first session (ROAST's initial "pre-signature share").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commitment<C: Ciphersuite> {
    /// The sender.
    pub signer: Identifier<C>,
    /// `(D_i, E_i)` (RFC 9591, Section 5.1).
    pub commitments: SigningCommitments<C>,
}

/// A signer's answer to a [`SigningRequest`]: its signature share for that
/// session and the commitment to fresh nonces for its next session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response<C: Ciphersuite> {
    /// The sender.
    pub signer: Identifier<C>,
    /// The session the share belongs to.
    pub session: SessionId,
    /// `z_i` (RFC 9591, Section 5.2).
    pub share: SignatureShare<C>,
    /// The commitment for the signer's next session.
    pub next: SigningCommitments<C>,
}

/// A message from a signer to the coordinator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignerMessage<C: Ciphersuite> {
    /// The initial commitment.
    Commitment(Commitment<C>),
    /// A share with a fresh commitment.
    Response(Response<C>),
}

/// What the signers of one session sign: an RFC 9591 signing package, or a
/// re-randomised one (`frost-rerandomized`, a fresh randomizer per session).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionPackage<C: Ciphersuite> {
    /// A plain session: the signature verifies under the group key.
    Plain(SigningPackage<C>),
    /// A re-randomised session: the signature verifies under the package's
    /// randomized verifying key.
    Randomized(RandomizedSigningPackage<C>),
}

impl<C: Ciphersuite> SessionPackage<C> {
    /// The commitments and message.
    pub fn signing_package(&self) -> &SigningPackage<C> {
        match self {
            Self::Plain(package) => package,
            Self::Randomized(package) => package.signing_package(),
        }
    }

    /// The signers of the session, in ascending order.
    pub fn signers(&self) -> Vec<Identifier<C>> {
        self.signing_package().signers()
    }
}

/// The coordinator's request to the signers of one session: sign this package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SigningRequest<C: Ciphersuite> {
    /// The session.
    pub session: SessionId,
    /// The package, with one commitment from each of the session's signers.
    pub package: SessionPackage<C>,
}

impl<C: Ciphersuite> Commitment<C> {
    /// The wire encoding: header (type 65), `i || D || E`.
    pub fn serialize(&self) -> Vec<u8> {
        let mut bytes = start::<C>(COMMITMENT_TYPE, scalar_len::<C>() + 2 * element_len::<C>());
        bytes.extend_from_slice(self.signer.to_bytes().as_ref());
        bytes.extend_from_slice(&self.commitments.to_bytes());
        bytes
    }

    /// Decodes [`Commitment::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let mut reader = Reader::<C>::new(bytes, COMMITMENT_TYPE)?;
        let message = Self {
            signer: reader.identifier()?,
            commitments: reader.commitments()?,
        };
        reader.finish()?;
        Ok(message)
    }
}

impl<C: Ciphersuite> Response<C> {
    /// The wire encoding: header (type 66), `i || session || z_i || D' || E'`.
    pub fn serialize(&self) -> Vec<u8> {
        let mut bytes = start::<C>(
            RESPONSE_TYPE,
            2 * scalar_len::<C>() + 4 + 2 * element_len::<C>(),
        );
        bytes.extend_from_slice(self.signer.to_bytes().as_ref());
        bytes.extend_from_slice(&self.session.to_be_bytes());
        bytes.extend_from_slice(self.share.to_bytes().as_ref());
        bytes.extend_from_slice(&self.next.to_bytes());
        bytes
    }

    /// Decodes [`Response::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let mut reader = Reader::<C>::new(bytes, RESPONSE_TYPE)?;
        let message = Self {
            signer: reader.identifier()?,
            session: reader.u32()?,
            share: reader.share()?,
            next: reader.commitments()?,
        };
        reader.finish()?;
        Ok(message)
    }
}

impl<C: Ciphersuite> SignerMessage<C> {
    /// The signer named in the message.
    pub fn signer(&self) -> &Identifier<C> {
        match self {
            Self::Commitment(message) => &message.signer,
            Self::Response(message) => &message.signer,
        }
    }

    /// The wire encoding of the message (type 65 or 66).
    pub fn serialize(&self) -> Vec<u8> {
        match self {
            Self::Commitment(message) => message.serialize(),
            Self::Response(message) => message.serialize(),
        }
    }

    /// Decodes either kind of signer message, by its header's type.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        match crate::wire::message_type(bytes) {
            Some(RESPONSE_TYPE) => Ok(Self::Response(Response::deserialize(bytes)?)),
            // Any other type: the commitment decoder names what is wrong.
            _ => Ok(Self::Commitment(Commitment::deserialize(bytes)?)),
        }
    }
}

impl<C: Ciphersuite> SigningRequest<C> {
    /// The wire encoding: header (type 67), `session || kind || package`.
    /// A re-randomised request carries the session's randomizer: send it to
    /// the session's signers only, over a confidential channel if
    /// unlinkability matters.
    pub fn serialize(&self) -> Vec<u8> {
        let (kind, package) = match &self.package {
            SessionPackage::Plain(package) => (0u8, package.serialize()),
            SessionPackage::Randomized(package) => (1u8, package.serialize()),
        };
        let mut bytes = start::<C>(REQUEST_TYPE, 5 + package.len());
        bytes.extend_from_slice(&self.session.to_be_bytes());
        bytes.push(kind);
        bytes.extend_from_slice(&package);
        bytes
    }

    /// Decodes [`SigningRequest::serialize`]'s output; the package is checked
    /// by its own decoder.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let mut reader = Reader::<C>::new(bytes, REQUEST_TYPE)?;
        let session = reader.u32()?;
        let kind = reader.u8()?;
        let package = reader.rest();
        let package = match kind {
            0 => SessionPackage::Plain(SigningPackage::deserialize(package)?),
            1 => SessionPackage::Randomized(RandomizedSigningPackage::deserialize(package)?),
            _ => return Err(Error::NonCanonicalEncoding),
        };
        Ok(Self { session, package })
    }
}

#[cfg(test)]
mod tests;

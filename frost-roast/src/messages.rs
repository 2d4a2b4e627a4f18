//! The messages of a ROAST run: a signer's initial commitment, its
//! responses (share plus fresh commitment) and declines, the coordinator's
//! signing requests; with their wire encodings (layout in [`crate::wire`]).
//! Every message names its run ([`RunId`]); a signer's messages carry its
//! identity signature in accountable mode ([`crate::identity`]).

use alloc::vec::Vec;

use frost_core::rand_core::CryptoRng;
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{
    Ciphersuite, Error, Identifier, Signature, SigningKey, SigningPackage, VerifyingKey,
};
use frost_rerandomized::RandomizedSigningPackage;

use crate::RunId;
use crate::identity;
use crate::wire::{
    COMMITMENT_TYPE, DECLINE_TYPE, REQUEST_TYPE, RESPONSE_TYPE, ReadValues, Reader, RoastFields,
    auth_len, push_auth, start,
};

/// The number of a signing session within one run, counted from 0 by the
/// coordinator in the order it starts them.
pub type SessionId = u32;

/// A signer's first message of a run: the commitment to the nonces it will
/// sign with in its first session (ROAST's initial "pre-signature share").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commitment<C: Ciphersuite> {
    /// The run.
    pub run: RunId,
    /// The sender.
    pub signer: Identifier<C>,
    /// `(D_i, E_i)` (RFC 9591, Section 5.1).
    pub commitments: SigningCommitments<C>,
    /// The sender's identity signature (accountable mode), `None` otherwise.
    pub signature: Option<Signature<C>>,
}

/// A signer's answer to a [`SigningRequest`]: its signature share for that
/// session and the commitment to fresh nonces for its next session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response<C: Ciphersuite> {
    /// The run.
    pub run: RunId,
    /// The sender.
    pub signer: Identifier<C>,
    /// The session the share belongs to.
    pub session: SessionId,
    /// `z_i` (RFC 9591, Section 5.2).
    pub share: SignatureShare<C>,
    /// The commitment for the signer's next session.
    pub next: SigningCommitments<C>,
    /// The sender's identity signature over this response and the request
    /// it answers (accountable mode), `None` otherwise.
    pub signature: Option<Signature<C>>,
}

/// A signer's refusal of a [`SigningRequest`] it cannot answer (it holds no
/// nonce for its commitment, e.g. after a restart lost them), with a fresh
/// commitment: the coordinator takes the signer out of that session and
/// back among the ready signers instead of leaving it stuck there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decline<C: Ciphersuite> {
    /// The run.
    pub run: RunId,
    /// The sender.
    pub signer: Identifier<C>,
    /// The session declined.
    pub session: SessionId,
    /// The commitment for the signer's next session.
    pub next: SigningCommitments<C>,
    /// The sender's identity signature over this decline and the request it
    /// answers (accountable mode), `None` otherwise.
    pub signature: Option<Signature<C>>,
}

/// A message from a signer to the coordinator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SignerMessage<C: Ciphersuite> {
    /// The initial commitment.
    Commitment(Commitment<C>),
    /// A share with a fresh commitment.
    Response(Response<C>),
    /// A request the signer cannot answer, with a fresh commitment.
    Decline(Decline<C>),
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
    /// The run.
    pub run: RunId,
    /// The session.
    pub session: SessionId,
    /// The package, with one commitment from each of the session's signers.
    pub package: SessionPackage<C>,
}

/// The body of a signer message up to its `auth` field: `run || i`, then
/// `session` and `z_i` where present, then `D || E`.
pub(crate) fn signer_body<C: Ciphersuite>(
    run: &RunId,
    signer: &Identifier<C>,
    session: Option<SessionId>,
    share: Option<&SignatureShare<C>>,
    commitments: &SigningCommitments<C>,
) -> Vec<u8> {
    let mut body = Vec::new();
    body.extend_from_slice(&run.0);
    body.extend_from_slice(signer.to_bytes().as_ref());
    if let Some(session) = session {
        body.extend_from_slice(&session.to_be_bytes());
    }
    if let Some(share) = share {
        body.extend_from_slice(share.to_bytes().as_ref());
    }
    body.extend_from_slice(&commitments.to_bytes());
    body
}

/// A message of type `code`: header, `body`, `auth`.
fn encode<C: Ciphersuite>(code: u8, body: &[u8], signature: Option<&Signature<C>>) -> Vec<u8> {
    let mut bytes = start::<C>(code, body.len() + auth_len(signature));
    bytes.extend_from_slice(body);
    push_auth(&mut bytes, signature);
    bytes
}

impl<C: Ciphersuite> Commitment<C> {
    /// The body its identity signature covers.
    pub(crate) fn body(&self) -> Vec<u8> {
        signer_body(&self.run, &self.signer, None, None, &self.commitments)
    }

    /// Signs the commitment with the sender's identity key (accountable
    /// mode).
    pub fn sign<R: CryptoRng + ?Sized>(&mut self, key: &SigningKey<C>, rng: &mut R) {
        self.signature = Some(identity::sign(key, COMMITMENT_TYPE, &[], &self.body(), rng));
    }

    /// Whether it carries `key`'s identity signature.
    pub fn verify_identity(&self, key: &VerifyingKey<C>) -> bool {
        self.signature.as_ref().is_some_and(|signature| {
            identity::verify(key, COMMITMENT_TYPE, &[], &self.body(), signature)
        })
    }

    /// The wire encoding: header (type 69), `run || i || D || E || auth`.
    pub fn serialize(&self) -> Vec<u8> {
        encode::<C>(COMMITMENT_TYPE, &self.body(), self.signature.as_ref())
    }

    /// Decodes [`Commitment::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let mut reader = Reader::<C>::new(bytes, COMMITMENT_TYPE)?;
        let message = Self {
            run: reader.run()?,
            signer: reader.identifier()?,
            commitments: reader.commitments()?,
            signature: reader.auth()?,
        };
        reader.finish()?;
        Ok(message)
    }
}

impl<C: Ciphersuite> Response<C> {
    /// The body its identity signature covers (with the request).
    pub(crate) fn body(&self) -> Vec<u8> {
        signer_body(
            &self.run,
            &self.signer,
            Some(self.session),
            Some(&self.share),
            &self.next,
        )
    }

    /// Signs the response, bound to `request`, the request it answers, with
    /// the sender's identity key (accountable mode).
    pub fn sign<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        key: &SigningKey<C>,
        rng: &mut R,
    ) {
        let request = identity::request_digest::<C>(&request.serialize());
        self.signature = Some(identity::sign(
            key,
            RESPONSE_TYPE,
            &request,
            &self.body(),
            rng,
        ));
    }

    /// Whether it carries `key`'s identity signature as an answer to
    /// `request` (given as its wire encoding).
    pub fn verify_identity(&self, request: &[u8], key: &VerifyingKey<C>) -> bool {
        self.signature.as_ref().is_some_and(|signature| {
            let digest = identity::request_digest::<C>(request);
            identity::verify(key, RESPONSE_TYPE, &digest, &self.body(), signature)
        })
    }

    /// The wire encoding: header (type 70),
    /// `run || i || session || z_i || D' || E' || auth`.
    pub fn serialize(&self) -> Vec<u8> {
        encode::<C>(RESPONSE_TYPE, &self.body(), self.signature.as_ref())
    }

    /// Decodes [`Response::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let mut reader = Reader::<C>::new(bytes, RESPONSE_TYPE)?;
        let message = Self {
            run: reader.run()?,
            signer: reader.identifier()?,
            session: reader.u32()?,
            share: reader.share()?,
            next: reader.commitments()?,
            signature: reader.auth()?,
        };
        reader.finish()?;
        Ok(message)
    }
}

impl<C: Ciphersuite> Decline<C> {
    /// The body its identity signature covers (with the request).
    pub(crate) fn body(&self) -> Vec<u8> {
        signer_body(
            &self.run,
            &self.signer,
            Some(self.session),
            None,
            &self.next,
        )
    }

    /// Signs the decline, bound to the request it declines, with the
    /// sender's identity key (accountable mode).
    pub fn sign<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        key: &SigningKey<C>,
        rng: &mut R,
    ) {
        let request = identity::request_digest::<C>(&request.serialize());
        self.signature = Some(identity::sign(
            key,
            DECLINE_TYPE,
            &request,
            &self.body(),
            rng,
        ));
    }

    /// The wire encoding: header (type 71),
    /// `run || i || session || D' || E' || auth`.
    pub fn serialize(&self) -> Vec<u8> {
        encode::<C>(DECLINE_TYPE, &self.body(), self.signature.as_ref())
    }

    /// Decodes [`Decline::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let mut reader = Reader::<C>::new(bytes, DECLINE_TYPE)?;
        let message = Self {
            run: reader.run()?,
            signer: reader.identifier()?,
            session: reader.u32()?,
            next: reader.commitments()?,
            signature: reader.auth()?,
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
            Self::Decline(message) => &message.signer,
        }
    }

    /// The run the message names.
    pub fn run(&self) -> &RunId {
        match self {
            Self::Commitment(message) => &message.run,
            Self::Response(message) => &message.run,
            Self::Decline(message) => &message.run,
        }
    }

    /// The wire encoding of the message (type 69, 70 or 71).
    pub fn serialize(&self) -> Vec<u8> {
        match self {
            Self::Commitment(message) => message.serialize(),
            Self::Response(message) => message.serialize(),
            Self::Decline(message) => message.serialize(),
        }
    }

    /// Decodes either kind of signer message, by its header's type.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        match crate::wire::message_type(bytes) {
            Some(RESPONSE_TYPE) => Ok(Self::Response(Response::deserialize(bytes)?)),
            Some(DECLINE_TYPE) => Ok(Self::Decline(Decline::deserialize(bytes)?)),
            // Any other type: the commitment decoder names what is wrong.
            _ => Ok(Self::Commitment(Commitment::deserialize(bytes)?)),
        }
    }
}

impl<C: Ciphersuite> SigningRequest<C> {
    /// The wire encoding: header (type 72), `run || session || kind ||
    /// package`.
    /// A re-randomised request carries the session's randomizer: send it to
    /// the session's signers only, over a confidential channel if
    /// unlinkability matters.
    pub fn serialize(&self) -> Vec<u8> {
        let (kind, package) = match &self.package {
            SessionPackage::Plain(package) => (0u8, package.serialize()),
            SessionPackage::Randomized(package) => (1u8, package.serialize()),
        };
        let mut bytes = start::<C>(REQUEST_TYPE, 37 + package.len());
        bytes.extend_from_slice(&self.run.0);
        bytes.extend_from_slice(&self.session.to_be_bytes());
        bytes.push(kind);
        bytes.extend_from_slice(&package);
        bytes
    }

    /// Decodes [`SigningRequest::serialize`]'s output; the package is checked
    /// by its own decoder.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let mut reader = Reader::<C>::new(bytes, REQUEST_TYPE)?;
        let run = reader.run()?;
        let session = reader.u32()?;
        let kind = reader.u8()?;
        let package = reader.rest();
        let package = match kind {
            0 => SessionPackage::Plain(SigningPackage::deserialize(package)?),
            1 => SessionPackage::Randomized(RandomizedSigningPackage::deserialize(package)?),
            _ => return Err(Error::NonCanonicalEncoding),
        };
        Ok(Self {
            run,
            session,
            package,
        })
    }
}

#[cfg(test)]
mod tests;

//! The messages of a ROAST run: a signer's initial commitment, its
//! responses (share plus fresh commitment) and declines, the coordinator's
//! signing requests; with their wire encodings (layout in [`crate::wire`]).
//! Every message names its run ([`RunId`]); a signer's messages carry its
//! identity signature in accountable mode ([`crate::identity`]).

use alloc::vec::Vec;

use frost_core::rand_core::CryptoRng;
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::{
    Enclosed, Field, HEADER_LEN, Message, PublicScalar, Reader, Writer, decode, encode,
};
use frost_core::wire_codes::table;
use frost_core::{
    Ciphersuite, Error, Identifier, Signature, SigningKey, SigningPackage, VerifyingKey,
};
use frost_rerandomized::RandomizedSigningPackage;

use crate::RunId;
use crate::described::roast_message;
use crate::identity;
use crate::wire::{
    Binding, COMMITMENT_TYPE, DECLINE_TYPE, Hiding, Optional, RESPONSE_TYPE, Session,
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

    /// The plain package, for the human-readable form.
    #[cfg(feature = "serde")]
    fn plain(&self) -> Option<SigningPackage<C>> {
        match self {
            Self::Plain(package) => Some(package.clone()),
            Self::Randomized(_) => None,
        }
    }

    /// The re-randomised package, for the human-readable form.
    #[cfg(feature = "serde")]
    fn randomized(&self) -> Option<RandomizedSigningPackage<C>> {
        match self {
            Self::Plain(_) => None,
            Self::Randomized(package) => Some(package.clone()),
        }
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

/// The `auth` field of a signer message: its identity signature, if any.
type Auth<C> = Optional<Signature<C>>;

/// The body of a signer message up to its `auth` field (the message's wire
/// encoding without header and `auth`): what its identity signature covers.
fn signed_body<C: Ciphersuite, M: Message<Suite = C>>(
    message: &M,
    signature: &Option<Signature<C>>,
) -> Vec<u8> {
    let mut bytes = encode(message);
    bytes.truncate(bytes.len() - <Auth<C> as Field<C>>::len(signature));
    bytes.drain(..HEADER_LEN);
    bytes
}

/// The identity signature of `message`, a signer's answer to `request`
/// (see [`identity`] for what it covers).
fn sign_answer<C: Ciphersuite, M: Message<Suite = C>, R: CryptoRng + ?Sized>(
    message: &M,
    signature: &Option<Signature<C>>,
    request: &SigningRequest<C>,
    key: &SigningKey<C>,
    rng: &mut R,
) -> Signature<C> {
    let digest = identity::request_digest::<C>(&request.serialize());
    identity::sign(key, M::CODE, &digest, &signed_body(message, signature), rng)
}

roast_message! {
    Commitment: table::ROAST_COMMITMENT;
    encode(commitment) {
        run: RunId = commitment.run,
        signer: Identifier<C> = commitment.signer,
        hiding: Hiding = commitment.commitments,
        binding: Binding = commitment.commitments,
        signature: Auth<C> = commitment.signature,
    }
    decode => SigningCommitments::from_element_bytes(&hiding, &binding).map(|commitments| {
        Commitment { run, signer, commitments, signature }
    })
}

roast_message! {
    Response: table::ROAST_RESPONSE;
    encode(response) {
        run: RunId = response.run,
        signer: Identifier<C> = response.signer,
        session: Session = response.session,
        share: PublicScalar = response.share.to_scalar(),
        next_hiding: Hiding = response.next,
        next_binding: Binding = response.next,
        signature: Auth<C> = response.signature,
    }
    decode => SigningCommitments::from_element_bytes(&next_hiding, &next_binding).map(|next| {
        Response { run, signer, session, share: SignatureShare::new(share), next, signature }
    })
}

roast_message! {
    Decline: table::ROAST_DECLINE;
    encode(decline) {
        run: RunId = decline.run,
        signer: Identifier<C> = decline.signer,
        session: Session = decline.session,
        next_hiding: Hiding = decline.next,
        next_binding: Binding = decline.next,
        signature: Auth<C> = decline.signature,
    }
    decode => SigningCommitments::from_element_bytes(&next_hiding, &next_binding).map(|next| {
        Decline { run, signer, session, next, signature }
    })
}

impl<C: Ciphersuite> Commitment<C> {
    /// The body its identity signature covers.
    pub(crate) fn body(&self) -> Vec<u8> {
        signed_body(self, &self.signature)
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
        encode(self)
    }

    /// Decodes [`Commitment::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Response<C> {
    /// The body its identity signature covers (with the request).
    pub(crate) fn body(&self) -> Vec<u8> {
        signed_body(self, &self.signature)
    }

    /// Signs the response, bound to `request`, the request it answers, with
    /// the sender's identity key (accountable mode).
    pub fn sign<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        key: &SigningKey<C>,
        rng: &mut R,
    ) {
        self.signature = Some(sign_answer(self, &self.signature, request, key, rng));
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
        encode(self)
    }

    /// Decodes [`Response::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

impl<C: Ciphersuite> Decline<C> {
    /// The body its identity signature covers (with the request).
    pub(crate) fn body(&self) -> Vec<u8> {
        signed_body(self, &self.signature)
    }

    /// Signs the decline, bound to the request it declines, with the
    /// sender's identity key (accountable mode).
    pub fn sign<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        key: &SigningKey<C>,
        rng: &mut R,
    ) {
        self.signature = Some(sign_answer(self, &self.signature, request, key, rng));
    }

    /// The wire encoding: header (type 71),
    /// `run || i || session || D' || E' || auth`.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`Decline::serialize`]'s output.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
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

/// A request's package: `kind`, 0 for a plain session, followed by the
/// `SigningPackage`'s wire encoding, or 1 for a re-randomised one, followed
/// by the `RandomizedSigningPackage`'s (headers included); any other `kind`
/// is [`Error::NonCanonicalEncoding`].
struct Package;

impl<C: Ciphersuite> Field<C> for Package {
    type Encode = SessionPackage<C>;
    type Value = SessionPackage<C>;
    const WHAT: &'static str = "session package";

    fn min_len() -> usize {
        1 + HEADER_LEN
    }

    fn len(value: &SessionPackage<C>) -> usize {
        1 + match value {
            SessionPackage::Plain(package) => Enclosed::<SigningPackage<C>>::len(package),
            SessionPackage::Randomized(package) => {
                Enclosed::<RandomizedSigningPackage<C>>::len(package)
            }
        }
    }

    fn write(value: &SessionPackage<C>, writer: &mut Writer) {
        match value {
            SessionPackage::Plain(package) => {
                writer.bytes(&[0]);
                Enclosed::<SigningPackage<C>>::write(package, writer);
            }
            SessionPackage::Randomized(package) => {
                writer.bytes(&[1]);
                Enclosed::<RandomizedSigningPackage<C>>::write(package, writer);
            }
        }
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<SessionPackage<C>, Error<C>> {
        match reader.u8()? {
            0 => Ok(SessionPackage::Plain(Enclosed::read(reader)?)),
            1 => Ok(SessionPackage::Randomized(Enclosed::read(reader)?)),
            _ => Err(Error::NonCanonicalEncoding),
        }
    }
}

roast_message! {
    SigningRequest: table::ROAST_SIGNING_REQUEST;
    encode(request) {
        run: RunId = request.run,
        session: Session = request.session,
        package: Package = request.package,
    }
    decode => Ok(SigningRequest { run, session, package });
    human(request) {
        run: RunId = request.run,
        session: Session = request.session,
        signing_package: Optional<Enclosed<SigningPackage<C>>> = request.package.plain(),
        randomized_signing_package: Optional<Enclosed<RandomizedSigningPackage<C>>> =
            request.package.randomized(),
    }
    decode => match (signing_package, randomized_signing_package) {
        (Some(package), None) => Ok(SessionPackage::Plain(package)),
        (None, Some(package)) => Ok(SessionPackage::Randomized(package)),
        // Exactly one of the two.
        _ => Err(Error::NonCanonicalEncoding),
    }
    .map(|package| SigningRequest { run, session, package })
}

impl<C: Ciphersuite> SigningRequest<C> {
    /// The wire encoding: header (type 72), `run || session || kind ||
    /// package`.
    /// A re-randomised request carries the session's randomizer: send it to
    /// the session's signers only, over a confidential channel if
    /// unlinkability matters.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`SigningRequest::serialize`]'s output; the package is checked
    /// by its own decoder.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

#[cfg(test)]
mod tests;

//! Blame evidence: what the coordinator keeps about a signer whose share was
//! invalid, and the public checks a third party runs on it.

use alloc::vec::Vec;

use frost_core::keys::PublicKeyPackage;
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::{Enclosed, Field, PublicScalar, Reader, Writer, decode, encode};
use frost_core::wire_codes::table;
use frost_core::{Ciphersuite, Error, Identifier, Signature};

use crate::described::roast_message;
use crate::identity::IdentityKeys;
use crate::share_check::{ShareCheck, Verdict};
use crate::wire::Optional;
use crate::{Response, RoastError, SigningRequest};

/// Evidence that `signer` answered `request` with an invalid share: the
/// session's request (run, commitments, message and, when re-randomised,
/// the randomizer) and the signer's response to it (share, fresh commitment
/// and, in accountable mode, the signer's identity signature), all a third
/// party needs to recompute RFC 9591's share equation (Section 5.4).
///
/// What it proves depends on the mode:
/// - **Unauthenticated** (no signature): [`verify_blame`] checks that this
///   share does not fit this session of the group. That the signer really
///   sent it rests on the authenticated channel between the signer and the
///   coordinator: a coordinator can write such evidence against anyone, so
///   it convinces only whoever trusts the coordinator.
/// - **Accountable** (signature present): [`verify_signed_blame`] also
///   checks, against the group's identity keys, that the signer itself
///   signed this share, fresh commitment, run and session as its answer to
///   exactly this request. Nobody but the signer can produce that, and an
///   honest signer never signs a share that fails its own request's share
///   equation, so the evidence convinces anyone who knows the identity keys.
///
/// An honest coordinator never produces evidence against an honest signer:
/// honest shares always verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blame<C: Ciphersuite> {
    /// The blamed signer.
    pub signer: Identifier<C>,
    /// The share it sent.
    pub share: SignatureShare<C>,
    /// The session it answered.
    pub request: SigningRequest<C>,
    /// In accountable mode, the rest of the signed response: `None` in the
    /// unauthenticated mode.
    pub attestation: Option<Attestation<C>>,
}

/// What accountable blame evidence adds: the fresh commitment that came
/// with the share and the signer's identity signature over the whole
/// response and the request it answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attestation<C: Ciphersuite> {
    /// The fresh commitment of the response.
    pub next: SigningCommitments<C>,
    /// The signer's identity signature of the response.
    pub signature: Signature<C>,
}

impl<C: Ciphersuite> Blame<C> {
    /// The signed response the evidence records, as the signer sent it
    /// (accountable mode only).
    pub fn response(&self) -> Option<Response<C>> {
        self.attestation.as_ref().map(|attestation| Response {
            run: self.request.run,
            signer: self.signer,
            session: self.request.session,
            share: self.share,
            next: attestation.next,
            signature: Some(attestation.signature),
        })
    }

    /// The wire encoding: header (type 73), `i || z_i || attested ||
    /// request`, where `attested` is 0, or 1 followed by the attestation's
    /// `D' || E'` and signature, and `request` is the request's whole wire
    /// encoding. It carries the randomizer of a re-randomised session:
    /// publish it only if linking the session to the group is acceptable.
    pub fn serialize(&self) -> Vec<u8> {
        encode(self)
    }

    /// Decodes [`Blame::serialize`]'s output. Decoding does not judge the
    /// blame: [`verify_blame`] and [`verify_signed_blame`] do.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        decode(bytes)
    }
}

/// An attestation: `D' || E'`, then the signature; in human-readable formats
/// an object of `next_hiding`, `next_binding` and `signature`, each as hex.
impl<C: Ciphersuite> Field<C> for Attestation<C> {
    type Encode = Self;
    type Value = Self;
    const WHAT: &'static str = "attestation";

    fn min_len() -> usize {
        <SigningCommitments<C> as Field<C>>::min_len() + Signature::<C>::encoded_len()
    }

    fn write(value: &Self, writer: &mut Writer) {
        <SigningCommitments<C> as Field<C>>::write(&value.next, writer);
        <Signature<C> as Field<C>>::write(&value.signature, writer);
    }

    fn read(reader: &mut Reader<'_, C>) -> Result<Self, Error<C>> {
        Ok(Self {
            next: <SigningCommitments<C> as Field<C>>::read(reader)?,
            signature: <Signature<C> as Field<C>>::read(reader)?,
        })
    }

    #[cfg(feature = "serde")]
    fn serialize<S: serde::Serializer>(value: &Self, serializer: S) -> Result<S::Ok, S::Error> {
        use frost_core::serialization::Ser;
        use serde::ser::SerializeStruct;

        use crate::wire::{Binding, Hiding};

        let mut form = serializer.serialize_struct("Attestation", 3)?;
        form.serialize_field("next_hiding", &Ser::<C, Hiding>(&value.next))?;
        form.serialize_field("next_binding", &Ser::<C, Binding>(&value.next))?;
        form.serialize_field("signature", &Ser::<C, Signature<C>>(&value.signature))?;
        form.end()
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use frost_core::serialization::De;

        use crate::wire::{Binding, Hiding};

        #[derive(serde::Deserialize)]
        #[serde(bound = "", deny_unknown_fields)]
        struct Parsed<C: Ciphersuite> {
            next_hiding: De<C, Hiding>,
            next_binding: De<C, Binding>,
            signature: De<C, Signature<C>>,
        }

        let parsed = <Parsed<C> as serde::Deserialize>::deserialize(deserializer)?;
        let next =
            SigningCommitments::from_element_bytes(&parsed.next_hiding.0, &parsed.next_binding.0)
                .map_err(serde::de::Error::custom)?;
        Ok(Self {
            next,
            signature: parsed.signature.0,
        })
    }
}

roast_message! {
    Blame: table::ROAST_BLAME;
    encode(blame) {
        signer: Identifier<C> = blame.signer,
        share: PublicScalar = blame.share.to_scalar(),
        attestation: Optional<Attestation<C>> = blame.attestation,
        request: Enclosed<SigningRequest<C>> = blame.request,
    }
    decode => Ok(Blame { signer, share: SignatureShare::new(share), request, attestation });
    human(blame) {
        signer: Identifier<C> = blame.signer,
        share: PublicScalar = blame.share.to_scalar(),
        request: Enclosed<SigningRequest<C>> = blame.request,
        attestation: Optional<Attestation<C>> = blame.attestation,
    }
    decode => Ok(Blame { signer, share: SignatureShare::new(share), request, attestation })
}

/// Checks blame evidence against the group's public key package: `Ok(())`
/// when the blamed share is invalid for the session (the blame holds),
/// [`RoastError::BlameUnfounded`] when it is valid, and an error naming the
/// problem when the evidence does not describe a session of this group (the
/// signer is not in the request's package or not in the group, the package
/// has too few signers, a re-randomised package names a randomized key that
/// is not the group's). It does not look at the identity signature: see
/// [`Blame`] for what this proves. Variable time: every input is public.
pub fn verify_blame<C: Ciphersuite>(
    blame: &Blame<C>,
    public_key_package: &PublicKeyPackage<C>,
) -> Result<(), RoastError<C>> {
    let signers = blame.request.package.signers();
    let min_signers = public_key_package.min_signers();
    if signers.len() < usize::from(min_signers) {
        return Err(Error::TooFewSigners {
            min_signers,
            signers: signers.len(),
        }
        .into());
    }
    let check = ShareCheck::new(&blame.request, public_key_package);
    match check.verify(&blame.signer, &blame.share)? {
        Verdict::Invalid => Ok(()),
        Verdict::Valid => Err(RoastError::BlameUnfounded),
    }
}

/// Checks accountable blame evidence: the blamed signer's identity signature
/// (its key taken from `identity_keys`) over its response and the exact
/// request, then [`verify_blame`]. Evidence without a signature, or whose
/// signature does not verify (the share, the fresh commitment, the request,
/// its message, run or session, or the signer altered) is refused with
/// [`RoastError::BadSignature`]; a signer without identity key with
/// [`RoastError::UnknownSigner`]. Variable time: every input is public.
pub fn verify_signed_blame<C: Ciphersuite>(
    blame: &Blame<C>,
    public_key_package: &PublicKeyPackage<C>,
    identity_keys: &IdentityKeys<C>,
) -> Result<(), RoastError<C>> {
    let key = identity_keys
        .get(&blame.signer)
        .ok_or(RoastError::UnknownSigner {
            signer: blame.signer,
        })?;
    let signed = blame
        .response()
        .is_some_and(|response| response.verify_identity(&blame.request.serialize(), key));
    if !signed {
        return Err(RoastError::BadSignature {
            signer: blame.signer,
        });
    }
    verify_blame(blame, public_key_package)
}

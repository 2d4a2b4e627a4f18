//! Blame evidence: what the coordinator keeps about a signer whose share was
//! invalid, and the public check a third party runs on it.

use alloc::vec::Vec;

use frost_core::keys::PublicKeyPackage;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier};

use crate::share_check::{ShareCheck, Verdict};
use crate::wire::{BLAME_TYPE, Reader, scalar_len, start};
use crate::{RoastError, SigningRequest};

/// Evidence that `signer` answered `request` with an invalid share: the
/// session's request (commitments, message and, when re-randomised, the
/// randomizer) and the share, all a third party needs to recompute RFC 9591's
/// share equation (Section 5.4) with [`verify_blame`].
///
/// What it proves, and what it does not: given the group's public key
/// package, anyone can check that this share does not fit this session.
/// That the signer really sent this share for this session rests on the
/// authenticated channel between the signer and the coordinator; the
/// evidence carries no signature of the signer, so a third party who does
/// not trust the coordinator cannot tell a genuine blame from one the
/// coordinator made up (a coordinator can always write evidence against
/// anyone). An honest coordinator never produces evidence against an honest
/// signer: honest shares always verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blame<C: Ciphersuite> {
    /// The blamed signer.
    pub signer: Identifier<C>,
    /// The share it sent.
    pub share: SignatureShare<C>,
    /// The session it answered.
    pub request: SigningRequest<C>,
}

impl<C: Ciphersuite> Blame<C> {
    /// The wire encoding: header (type 68), `i || z_i || request`, the last
    /// being the request's whole wire encoding. It carries the randomizer of
    /// a re-randomised session: publish it only if linking the session to
    /// the group is acceptable.
    pub fn serialize(&self) -> Vec<u8> {
        let request = self.request.serialize();
        let mut bytes = start::<C>(BLAME_TYPE, 2 * scalar_len::<C>() + request.len());
        bytes.extend_from_slice(self.signer.to_bytes().as_ref());
        bytes.extend_from_slice(self.share.to_bytes().as_ref());
        bytes.extend_from_slice(&request);
        bytes
    }

    /// Decodes [`Blame::serialize`]'s output. Decoding does not judge the
    /// blame: [`verify_blame`] does.
    pub fn deserialize(bytes: &[u8]) -> Result<Self, Error<C>> {
        let mut reader = Reader::<C>::new(bytes, BLAME_TYPE)?;
        let signer = reader.identifier()?;
        let share = reader.share()?;
        let request = SigningRequest::deserialize(reader.rest())?;
        Ok(Self {
            signer,
            share,
            request,
        })
    }
}

/// Checks blame evidence against the group's public key package: `Ok(())`
/// when the blamed share is invalid for the session (the blame holds),
/// [`RoastError::BlameUnfounded`] when it is valid, and an error naming the
/// problem when the evidence does not describe a session of this group (the
/// signer is not in the request's package or not in the group, the package
/// has too few signers, a re-randomised package names a randomized key that
/// is not the group's). Variable time: every input is public.
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

//! Share verification and aggregation for one session: the only place where
//! this crate calls the engine's round-two checks.
//!
//! Today it runs the engine's public per-share functions
//! (`frost_core::round2::verify_signature_share`, `frost_core::aggregate`, and
//! their `frost-rerandomized` counterparts), each of which recomputes the
//! session's binding factors, group commitment and challenge: a check costs
//! O(t) hashes and a 2t-point multiscalar multiplication, so checking all t
//! shares of a session costs O(t^2). A session object of the engine, built
//! once per session, makes each check O(1); [`ShareCheck::new`] is where it
//! will be built, and the two methods are where it will be used, without
//! change elsewhere.

use alloc::collections::BTreeMap;

use frost_core::keys::PublicKeyPackage;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Signature, VerifyingKey};

use crate::{SessionPackage, SigningRequest};

/// The verdict on one signature share.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The share satisfies RFC 9591's share equation (Section 5.4).
    Valid,
    /// It does not: its sender is at fault.
    Invalid,
}

/// The share checker of one session.
pub(crate) struct ShareCheck<C: Ciphersuite> {
    request: SigningRequest<C>,
}

impl<C: Ciphersuite> ShareCheck<C> {
    /// The checker of the session `request` opens.
    pub(crate) fn new(request: SigningRequest<C>) -> Self {
        Self { request }
    }

    /// The session's request.
    pub(crate) fn request(&self) -> &SigningRequest<C> {
        &self.request
    }

    /// Checks `signer`'s share (RFC 9591, Section 5.4). Only a failed share
    /// equation is [`Verdict::Invalid`]; anything else (a signer outside the
    /// session or the group) is an error, so that nobody is blamed for it.
    /// Variable time: every input is public.
    pub(crate) fn verify(
        &self,
        public_key_package: &PublicKeyPackage<C>,
        signer: &Identifier<C>,
        share: &SignatureShare<C>,
    ) -> Result<Verdict, Error<C>> {
        let verifying_share =
            public_key_package
                .verifying_shares()
                .get(signer)
                .ok_or(Error::UnknownParticipant {
                    identifier: *signer,
                })?;
        let verifying_key = public_key_package.verifying_key();
        let checked = match &self.request.package {
            SessionPackage::Plain(package) => frost_core::round2::verify_signature_share(
                signer,
                verifying_share,
                share,
                package,
                verifying_key,
            ),
            SessionPackage::Randomized(package) => {
                frost_rerandomized::round2::verify_signature_share(
                    signer,
                    verifying_share,
                    share,
                    package,
                    verifying_key,
                )
            }
        };
        match checked {
            Ok(()) => Ok(Verdict::Valid),
            Err(Error::InvalidSignatureShare { .. }) => Ok(Verdict::Invalid),
            Err(error) => Err(error),
        }
    }

    /// Aggregates the session's shares (RFC 9591, Section 5.3) into a
    /// signature, returned with the key it verifies under: the group key, or
    /// the session's randomized key.
    pub(crate) fn aggregate(
        &self,
        public_key_package: &PublicKeyPackage<C>,
        shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    ) -> Result<(Signature<C>, VerifyingKey<C>), Error<C>> {
        match &self.request.package {
            SessionPackage::Plain(package) => Ok((
                frost_core::aggregate(package, shares, public_key_package)?,
                *public_key_package.verifying_key(),
            )),
            SessionPackage::Randomized(package) => Ok((
                frost_rerandomized::aggregate(package, shares, public_key_package)?,
                *package.randomized_verifying_key(),
            )),
        }
    }
}

//! Accountable mode on the coordinator's side: every signer message must
//! carry its sender's identity signature ([`crate::identity`]), checked on
//! arrival, before the message changes anything.
//!
//! A response's signature covers the request of the session it answers, so
//! the coordinator checks it against the digest of the request it sent that
//! session (hashed once per session), and keeps the signature (with the
//! response's fresh commitment, decoded on arrival in this mode) for blame
//! evidence that a third party can check
//! ([`verify_signed_blame`](crate::verify_signed_blame)). Messages that fail
//! the state checks (wrong session, signer in no session) are left to those
//! checks, which refuse them.

use frost_core::{Ciphersuite, Identifier};

use super::offer::{Incoming, Kind};
use super::{Coordinator, SignerStatus};
use crate::{Attestation, IdentityKeys, RoastError};

impl<C: Ciphersuite> Coordinator<C> {
    /// Accountable mode: every signer message must carry its sender's
    /// identity signature under `identity_keys` (one per member of the
    /// group; a missing one is refused as [`RoastError::UnknownSigner`]), and
    /// blame evidence carries the blamed signer's signed response. Call it
    /// before the first message.
    pub fn with_identities(
        mut self,
        identity_keys: IdentityKeys<C>,
    ) -> Result<Self, RoastError<C>> {
        if let Some(signer) = self
            .status
            .keys()
            .find(|id| !identity_keys.contains_key(id))
        {
            return Err(RoastError::UnknownSigner { signer: *signer });
        }
        self.identities = Some(identity_keys);
        Ok(self)
    }

    /// Whether the run is in accountable mode.
    pub fn is_accountable(&self) -> bool {
        self.identities.is_some()
    }

    /// In accountable mode, checks `message`'s identity signature and, for a
    /// response to the signer's current session, decodes its fresh
    /// commitment and returns what blame evidence will need. `Ok(None)` in
    /// the unauthenticated mode, and for messages the state checks will
    /// refuse.
    pub(super) fn authenticate(
        &self,
        status: SignerStatus,
        message: &mut Incoming<C>,
    ) -> Result<Option<Attestation<C>>, RoastError<C>> {
        let Some(keys) = &self.identities else {
            return Ok(None);
        };
        let signer: Identifier<C> = message.signer;
        let key = keys
            .get(&signer)
            .ok_or(RoastError::UnknownSigner { signer })?;
        let bad = RoastError::BadSignature { signer };
        let Some((code, body, signature)) = &message.signed else {
            return Err(bad);
        };
        let digest: &[u8] = match message.kind {
            Kind::Initial => &[],
            Kind::Answer(session, _) | Kind::Decline(session) => {
                if status != SignerStatus::InSession(session) {
                    return Ok(None);
                }
                match self
                    .sessions
                    .get(&session)
                    .and_then(|s| s.request_digest.as_deref())
                {
                    Some(bytes) => bytes,
                    None => return Ok(None),
                }
            }
        };
        if !crate::identity::verify(key, *code, digest, body, signature) {
            return Err(bad);
        }
        match message.kind {
            Kind::Answer(..) => Ok(Some(Attestation {
                next: message.offer.decode()?,
                signature: *signature,
            })),
            _ => Ok(None),
        }
    }
}

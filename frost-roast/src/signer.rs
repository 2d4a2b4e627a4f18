//! The signer side of ROAST: a pool of single-use nonces, and an answer to
//! every signing request with a share and a fresh commitment.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use frost_core::keys::KeyPackage;
use frost_core::rand_core::CryptoRng;
use frost_core::round1::SigningNonces;
use frost_core::{Ciphersuite, Identifier};

use crate::{Commitment, Response, RoastError, SessionPackage, SigningRequest};

/// The most unused nonces a signer holds at once. An honest coordinator asks
/// for one commitment at a time (each answer carries the next), so one is in
/// use; the margin lets an application commit again after a coordinator
/// restarted.
pub const POOL_LIMIT: usize = 4;

/// A signer taking part in one ROAST run: one message, one coordinator.
///
/// Its nonces live in memory only (not `Clone`, zeroized on drop) and each
/// one signs at most once: it is removed from the pool before it is used, so
/// a replayed or repeated request finds none ([`RoastError::NonceUnavailable`])
/// and yields no second share over the same nonces, the mistake that would
/// reveal the signing share.
///
/// The signer signs only the message it was created for, in the mode it was
/// created for; checking that the message is one it means to sign (RFC 9591,
/// Section 7.7) is the application's duty before creating it.
pub struct Signer<C: Ciphersuite> {
    key_package: KeyPackage<C>,
    message: Vec<u8>,
    randomized: bool,
    /// Unused nonces by the encoding of their commitment.
    pool: BTreeMap<Vec<u8>, SigningNonces<C>>,
}

impl<C: Ciphersuite> Signer<C> {
    /// A signer for `message` with `key_package`; `randomized` accepts only
    /// re-randomised sessions, plain ones otherwise.
    pub fn new(key_package: KeyPackage<C>, message: &[u8], randomized: bool) -> Self {
        Self {
            key_package,
            message: message.to_vec(),
            randomized,
            pool: BTreeMap::new(),
        }
    }

    /// This signer's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        self.key_package.identifier()
    }

    /// How many unused nonces the signer holds.
    pub fn pooled(&self) -> usize {
        self.pool.len()
    }

    /// Draws fresh nonces and returns the initial commitment to send the
    /// coordinator (RFC 9591, Section 5.1).
    pub fn commit<R: CryptoRng + ?Sized>(
        &mut self,
        rng: &mut R,
    ) -> Result<Commitment<C>, RoastError<C>> {
        if self.pool.len() >= POOL_LIMIT {
            return Err(RoastError::PoolFull);
        }
        let nonces = SigningNonces::new(self.key_package.signing_share(), rng);
        let commitments = *nonces.commitments();
        self.pool.insert(commitments.to_bytes(), nonces);
        Ok(Commitment {
            signer: *self.identifier(),
            commitments,
        })
    }

    /// Decodes a request, answers it, and encodes the answer.
    pub fn sign_bytes<R: CryptoRng + ?Sized>(
        &mut self,
        request: &[u8],
        rng: &mut R,
    ) -> Result<Vec<u8>, RoastError<C>> {
        let request = SigningRequest::deserialize(request)?;
        Ok(self.sign(&request, rng)?.serialize())
    }

    /// Answers a signing request: the share for the request's session
    /// (RFC 9591, Section 5.2, or its re-randomised form) and a commitment to
    /// fresh nonces for the next session.
    ///
    /// Refuses, before using any nonce, a request for another message
    /// ([`RoastError::WrongMessage`]) or of the other mode
    /// ([`RoastError::WrongMode`]), and one whose commitment for this signer
    /// matches no unused nonce ([`RoastError::NonceUnavailable`]). Once a
    /// nonce is taken from the pool it is consumed, whether signing then
    /// succeeds or not (the engine refuses packages with too few signers and,
    /// for re-randomised ones, a randomized key that is not the group's).
    pub fn sign<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        rng: &mut R,
    ) -> Result<Response<C>, RoastError<C>> {
        let package = request.package.signing_package();
        if package.message() != self.message.as_slice() {
            return Err(RoastError::WrongMessage);
        }
        if matches!(request.package, SessionPackage::Randomized(_)) != self.randomized {
            return Err(RoastError::WrongMode);
        }
        let identifier = *self.identifier();
        let own = package
            .signing_commitment(&identifier)
            .ok_or(frost_core::Error::MissingCommitment { identifier })?;
        let nonces = self
            .pool
            .remove(&own.to_bytes())
            .ok_or(RoastError::NonceUnavailable)?;
        let share = match &request.package {
            SessionPackage::Plain(package) => {
                frost_core::round2::sign(package, nonces, &self.key_package)?
            }
            SessionPackage::Randomized(package) => {
                frost_rerandomized::round2::sign(package, nonces, &self.key_package)?
            }
        };
        let next = SigningNonces::new(self.key_package.signing_share(), rng);
        let commitments = *next.commitments();
        self.pool.insert(commitments.to_bytes(), next);
        Ok(Response {
            signer: identifier,
            session: request.session,
            share,
            next: commitments,
        })
    }
}

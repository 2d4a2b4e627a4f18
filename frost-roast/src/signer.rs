//! The signer side of ROAST: a pool of single-use nonces, and an answer to
//! every signing request of its run: a share with a fresh commitment, or,
//! when it holds no nonce for the request's commitment, a decline with a
//! fresh commitment.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use frost_core::keys::KeyPackage;
use frost_core::rand_core::CryptoRng;
use frost_core::round1::{SigningCommitments, SigningNonces};
use frost_core::{Ciphersuite, Identifier, SigningKey, SigningSession};

use crate::{
    Commitment, Decline, Response, RoastError, RunId, SessionId, SessionPackage, SignerMessage,
    SigningRequest,
};

/// The most unused nonces a signer holds at once. An honest coordinator asks
/// for one commitment at a time (each answer carries the next), so one is in
/// use; the margin lets an application commit again after a coordinator
/// restarted.
pub const POOL_LIMIT: usize = 4;

/// A signer taking part in one ROAST run: one message, one coordinator, one
/// run identifier.
///
/// Its nonces live in memory only and each one signs at most once: it is
/// removed from the pool before it is used, so no request yields a second
/// share over the same nonces, the mistake that would reveal the signing
/// share. For the same reason a `Signer` is deliberately not `Clone`: two
/// copies would hold the same nonces and could each sign with them once.
/// Nonces are zeroized on drop.
///
/// It answers a request it has already answered with the same answer again
/// (a duplicated or replayed request costs no nonce and changes nothing),
/// refuses requests of another run ([`RoastError::WrongRun`]), and declines
/// ([`Decline`]) a request of its run whose commitment it holds no nonce
/// for, so that the coordinator returns it to the ready signers.
///
/// The signer signs only the message it was created for, in the mode it was
/// created for; checking that the message is one it means to sign (RFC 9591,
/// Section 7.7) is the application's duty before creating it.
pub struct Signer<C: Ciphersuite> {
    key_package: KeyPackage<C>,
    message: Vec<u8>,
    randomized: bool,
    run: RunId,
    /// The long-term identity key of accountable mode.
    identity: Option<SigningKey<C>>,
    /// Unused nonces by the encoding of their commitment.
    pool: BTreeMap<Vec<u8>, SigningNonces<C>>,
    /// Every session answered: the commitment of this signer its request
    /// named, and the answer (a few hundred bytes per session, whatever the
    /// session's size).
    answered: BTreeMap<SessionId, (SigningCommitments<C>, SignerMessage<C>)>,
}

impl<C: Ciphersuite> Signer<C> {
    /// A signer for `message` in run `run` (the coordinator's run
    /// identifier) with `key_package`; `randomized` accepts only
    /// re-randomised sessions, plain ones otherwise. Its messages are
    /// unauthenticated until [`Signer::with_identity`].
    pub fn new(key_package: KeyPackage<C>, message: &[u8], randomized: bool, run: RunId) -> Self {
        Self {
            key_package,
            message: message.to_vec(),
            randomized,
            run,
            identity: None,
            pool: BTreeMap::new(),
            answered: BTreeMap::new(),
        }
    }

    /// Accountable mode: every message this signer sends carries its
    /// identity signature under `identity` (see [`crate::identity`]).
    pub fn with_identity(mut self, identity: SigningKey<C>) -> Self {
        self.identity = Some(identity);
        self
    }

    /// This signer's identifier.
    pub fn identifier(&self) -> &Identifier<C> {
        self.key_package.identifier()
    }

    /// The run this signer takes part in.
    pub fn run(&self) -> &RunId {
        &self.run
    }

    /// How many unused nonces the signer holds.
    pub fn pooled(&self) -> usize {
        self.pool.len()
    }

    /// Draws fresh nonces into the pool and returns their commitment
    /// (RFC 9591, Section 5.1): the only place nonces enter the pool.
    fn draw<R: CryptoRng + ?Sized>(
        &mut self,
        rng: &mut R,
    ) -> Result<SigningCommitments<C>, RoastError<C>> {
        if self.pool.len() >= POOL_LIMIT {
            return Err(RoastError::PoolFull);
        }
        let nonces = SigningNonces::new(self.key_package.signing_share(), rng);
        let commitments = *nonces.commitments();
        self.pool.insert(commitments.to_bytes(), nonces);
        Ok(commitments)
    }

    /// Takes the nonces committed to by `commitments` out of the pool: the
    /// only place nonces leave it.
    fn take(&mut self, commitments: &SigningCommitments<C>) -> Option<SigningNonces<C>> {
        self.pool.remove(&commitments.to_bytes())
    }

    /// Draws fresh nonces and returns the initial commitment to send the
    /// coordinator, signed in accountable mode.
    pub fn commit<R: CryptoRng + ?Sized>(
        &mut self,
        rng: &mut R,
    ) -> Result<Commitment<C>, RoastError<C>> {
        let commitments = self.draw(rng)?;
        let mut commitment = Commitment {
            run: self.run,
            signer: *self.identifier(),
            commitments,
            signature: None,
        };
        if let Some(identity) = &self.identity {
            commitment.sign(identity, rng);
        }
        Ok(commitment)
    }

    /// [`Signer::commit`], encoded.
    pub fn commit_bytes<R: CryptoRng + ?Sized>(
        &mut self,
        rng: &mut R,
    ) -> Result<Vec<u8>, RoastError<C>> {
        Ok(self.commit(rng)?.serialize())
    }

    /// Decodes a request, answers it ([`Signer::answer`]), and encodes the
    /// answer: the byte-oriented entry point of the signer.
    pub fn answer_bytes<R: CryptoRng + ?Sized>(
        &mut self,
        request: &[u8],
        rng: &mut R,
    ) -> Result<Vec<u8>, RoastError<C>> {
        let request = SigningRequest::deserialize(request)?;
        Ok(self.answer(&request, rng)?.serialize())
    }

    /// Answers a signing request: [`Signer::sign`]'s response, or a
    /// [`Decline`] with a fresh commitment when the request is of this run
    /// and this signer's message and mode, names this signer, but holds a
    /// commitment it has no nonce for (lost in a restart, or never made).
    pub fn answer<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        rng: &mut R,
    ) -> Result<SignerMessage<C>, RoastError<C>> {
        self.answer_with_session(request, None, rng)
    }

    /// Answers a signing request with its share (RFC 9591, Section 5.2, or
    /// its re-randomised form) and a commitment to fresh nonces for the next
    /// session, signed in accountable mode. A request already answered gets
    /// the same response again.
    ///
    /// Refuses, before using any nonce, a request of another run
    /// ([`RoastError::WrongRun`]), for another message
    /// ([`RoastError::WrongMessage`]) or of the other mode
    /// ([`RoastError::WrongMode`]), and one whose commitment for this signer
    /// matches no unused nonce ([`RoastError::NonceUnavailable`];
    /// [`Signer::answer`] declines it instead). Once a nonce is taken from
    /// the pool it is consumed, whether signing then succeeds or not (the
    /// engine refuses packages with too few signers and, for re-randomised
    /// ones, a randomized key that is not the group's).
    pub fn sign<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        rng: &mut R,
    ) -> Result<Response<C>, RoastError<C>> {
        self.sign_in(request, None, rng)
    }

    /// [`Signer::answer`], with the session values of a plain request
    /// derived once for several signers: a host that answers for many
    /// signers of one group (an in-process simulation, a test harness)
    /// derives the request's [`SigningSession`] once
    /// ([`SigningSession::for_verifying_key`]) instead of once per signer;
    /// at 667 signers each derivation is 667 binding factors and a
    /// 667-point multiscalar multiplication.
    ///
    /// `session` is used only if it was built from exactly the request's
    /// package and this signer's group key, so the answer is byte for byte
    /// the one [`Signer::answer`] gives; otherwise, and for re-randomised
    /// requests, the signer derives its own. Every refusal and the nonce
    /// handling are those of [`Signer::answer`].
    pub fn answer_with_session<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        session: Option<&SigningSession<C>>,
        rng: &mut R,
    ) -> Result<SignerMessage<C>, RoastError<C>> {
        match self.sign_in(request, session, rng) {
            Ok(response) => Ok(SignerMessage::Response(response)),
            Err(RoastError::NonceUnavailable) => {
                let identifier = *self.identifier();
                let own = *request
                    .package
                    .signing_package()
                    .signing_commitment(&identifier)
                    .ok_or(frost_core::Error::MissingCommitment { identifier })?;
                if let Some((_, answer)) = self.answered.get(&request.session) {
                    // A declined session asked again: the same decline.
                    if matches!(answer, SignerMessage::Decline(_)) {
                        return Ok(answer.clone());
                    }
                    return Err(RoastError::NonceUnavailable);
                }
                let next = self.draw(rng)?;
                let mut decline = Decline {
                    run: self.run,
                    signer: *self.identifier(),
                    session: request.session,
                    next,
                    signature: None,
                };
                if let Some(identity) = &self.identity {
                    decline.sign(request, identity, rng);
                }
                let answer = SignerMessage::Decline(decline);
                self.answered.insert(request.session, (own, answer.clone()));
                Ok(answer)
            }
            Err(error) => Err(error),
        }
    }

    /// [`sign`](Self::sign), with the session values of a plain request
    /// derived once for several signers
    /// ([`answer_with_session`](Self::answer_with_session)).
    ///
    /// `session` is used only if it was built
    /// ([`SigningSession::for_verifying_key`]) from exactly the request's
    /// package and this signer's group key: the share is then the one
    /// [`round2::sign`](frost_core::round2::sign) computes, which builds the
    /// same session itself. Otherwise, and for re-randomised requests, the
    /// signer derives its own. Every refusal and the nonce handling are
    /// those of `sign`.
    pub(crate) fn sign_in<R: CryptoRng + ?Sized>(
        &mut self,
        request: &SigningRequest<C>,
        session: Option<&SigningSession<C>>,
        rng: &mut R,
    ) -> Result<Response<C>, RoastError<C>> {
        if request.run != self.run {
            return Err(RoastError::WrongRun);
        }
        let package = request.package.signing_package();
        if package.message() != self.message.as_slice() {
            return Err(RoastError::WrongMessage);
        }
        if matches!(request.package, SessionPackage::Randomized(_)) != self.randomized {
            return Err(RoastError::WrongMode);
        }
        let identifier = *self.identifier();
        let own = *package
            .signing_commitment(&identifier)
            .ok_or(frost_core::Error::MissingCommitment { identifier })?;
        // A session answered with this commitment: the same response again
        // (its share and signature are those already sent, whatever else
        // the request holds now).
        if let Some((used, SignerMessage::Response(response))) = self.answered.get(&request.session)
            && *used == own
        {
            return Ok(response.clone());
        }
        let nonces = self.take(&own).ok_or(RoastError::NonceUnavailable)?;
        let share = match &request.package {
            SessionPackage::Plain(package) => match session {
                Some(session)
                    if session.signing_package() == package
                        && session.verifying_key() == self.key_package.verifying_key() =>
                {
                    session.sign(nonces, &self.key_package)?
                }
                _ => frost_core::round2::sign(package, nonces, &self.key_package)?,
            },
            SessionPackage::Randomized(package) => {
                frost_rerandomized::round2::sign(package, nonces, &self.key_package)?
            }
        };
        let next = self.draw(rng)?;
        let mut response = Response {
            run: self.run,
            signer: identifier,
            session: request.session,
            share,
            next,
            signature: None,
        };
        if let Some(identity) = &self.identity {
            response.sign(request, identity, rng);
        }
        self.answered.insert(
            request.session,
            (own, SignerMessage::Response(response.clone())),
        );
        Ok(response)
    }
}

#[cfg(test)]
mod tests {
    use alloc::collections::BTreeMap;
    use alloc::vec::Vec;

    use frost_core::keys::KeyPackage;
    use frost_core::{Ciphersuite, Identifier, SigningPackage, SigningSession};
    use frost_keygen::{IdentifierList, generate_with_dealer};
    use rand_chacha::ChaCha20Rng;
    use rand_chacha::rand_core::SeedableRng;

    use super::{POOL_LIMIT, Signer};
    use crate::{Coordinator, RoastError, RunId, SessionPackage, SignerMessage, SigningRequest};

    const MESSAGE: &[u8] = b"withdraw 3";
    const RUN: RunId = RunId([3; 32]);

    fn signers<C: Ciphersuite>(
        tweak: Option<&[u8]>,
        rng: &mut ChaCha20Rng,
    ) -> (Vec<Signer<C>>, frost_core::keys::PublicKeyPackage<C>) {
        let (shares, public) =
            generate_with_dealer::<C, _>(3, 2, IdentifierList::Default, rng).expect("dealer");
        let public = match tweak {
            Some(path) => public.derive_child(path).expect("tweak"),
            None => public,
        };
        let signers = shares
            .into_values()
            .map(|share| {
                let key = KeyPackage::try_from(share).expect("key package");
                let key = match tweak {
                    Some(path) => key.derive_child(path).expect("tweak"),
                    None => key,
                };
                Signer::new(key, MESSAGE, false, RUN)
            })
            .collect();
        (signers, public)
    }

    /// A request for signers 1 and 2 from their initial commitments.
    fn request<C: Ciphersuite>(
        signers: &mut [Signer<C>],
        rng: &mut ChaCha20Rng,
    ) -> SigningRequest<C> {
        let commitments: BTreeMap<Identifier<C>, _> = signers[..2]
            .iter_mut()
            .map(|s| {
                let c = s.commit(rng).expect("commit");
                (c.signer, c.commitments)
            })
            .collect();
        SigningRequest {
            run: RUN,
            session: 0,
            package: SessionPackage::Plain(
                SigningPackage::new(commitments, MESSAGE).expect("package"),
            ),
        }
    }

    #[test]
    fn each_nonce_signs_once() {
        type C = frost_ristretto255::Ristretto255;
        let mut rng = ChaCha20Rng::seed_from_u64(3);
        let (mut signers, _) = signers::<C>(None, &mut rng);
        let request = request(&mut signers, &mut rng);
        let response = signers[0].sign(&request, &mut rng).expect("signed");
        assert_eq!(response.session, 0);
        assert_eq!(signers[0].pooled(), 1);
        // The repeated request gets the recorded answer: no second share,
        // no nonce drawn.
        assert_eq!(signers[0].sign(&request, &mut rng), Ok(response.clone()));
        assert_eq!(
            signers[0].answer_bytes(&request.serialize(), &mut rng),
            Ok(response.serialize())
        );
        assert_eq!(signers[0].pooled(), 1);
        // The same session with another package but the same commitment of
        // this signer (a dishonest coordinator): the recorded response, no
        // second share over the nonce.
        let mut other = request.clone();
        let package = request.package.signing_package();
        let mut commitments = package.signing_commitments().clone();
        let own = *signers[0].identifier();
        let spare = signers[2].commit(&mut rng).expect("commit").commitments;
        commitments.insert(*signers[1].identifier(), spare);
        other.package =
            SessionPackage::Plain(SigningPackage::new(commitments, MESSAGE).expect("package"));
        assert!(other.package.signers().contains(&own));
        assert_ne!(other, request);
        assert_eq!(
            signers[0].answer(&other, &mut rng),
            Ok(SignerMessage::Response(response.clone()))
        );
        assert_eq!(signers[0].pooled(), 1);
        // A signer outside the package.
        assert_eq!(
            signers[2].sign(&request, &mut rng),
            Err(RoastError::Frost(frost_core::Error::MissingCommitment {
                identifier: *signers[2].identifier()
            }))
        );
        // A request of another run: refused before anything.
        let mut replayed = request.clone();
        replayed.run = RunId([4; 32]);
        assert_eq!(
            signers[1].answer(&replayed, &mut rng),
            Err(RoastError::WrongRun)
        );
    }

    /// A signer that lost its nonces (a restart) declines the request with a
    /// fresh commitment, and declines it again, identically, if asked again.
    #[test]
    fn lost_nonces_are_declined() {
        type C = frost_ristretto255::Ristretto255;
        let mut rng = ChaCha20Rng::seed_from_u64(9);
        let (mut signers, _) = signers::<C>(None, &mut rng);
        let request = request(&mut signers, &mut rng);
        let key = signers[0].key_package.clone();
        let mut restarted = Signer::new(key, MESSAGE, false, RUN);
        let declined = restarted.answer(&request, &mut rng).expect("declined");
        let SignerMessage::Decline(decline) = &declined else {
            panic!("expected a decline, got {declined:?}");
        };
        assert_eq!(decline.session, 0);
        assert_eq!(decline.run, RUN);
        assert_eq!(restarted.pooled(), 1);
        assert_eq!(restarted.answer(&request, &mut rng), Ok(declined.clone()));
        assert_eq!(restarted.pooled(), 1);
        assert_eq!(
            restarted.sign(&request, &mut rng),
            Err(RoastError::NonceUnavailable)
        );
    }

    #[test]
    fn refuses_other_messages_modes_and_a_full_pool() {
        type C = frost_p256::P256;
        let mut rng = ChaCha20Rng::seed_from_u64(4);
        let (mut signers, public) = signers::<C>(None, &mut rng);
        let request = request(&mut signers, &mut rng);
        let mut other = request.clone();
        let package = request.package.signing_package();
        other.package = SessionPackage::Plain(
            SigningPackage::new(package.signing_commitments().clone(), b"withdraw 300")
                .expect("package"),
        );
        assert_eq!(
            signers[0].sign(&other, &mut rng),
            Err(RoastError::WrongMessage)
        );
        let randomized = SigningRequest {
            run: RUN,
            session: 0,
            package: SessionPackage::Randomized(
                frost_rerandomized::RandomizedSigningPackage::new(
                    package.clone(),
                    public.verifying_key(),
                    &mut rng,
                )
                .expect("randomized"),
            ),
        };
        assert_eq!(
            signers[0].sign(&randomized, &mut rng),
            Err(RoastError::WrongMode)
        );
        // Neither refusal used the nonce.
        signers[0].sign(&request, &mut rng).expect("signed");
        for _ in 1..POOL_LIMIT {
            signers[2].commit(&mut rng).expect("room in the pool");
        }
        signers[2].commit(&mut rng).expect("the last slot");
        assert_eq!(signers[2].commit(&mut rng), Err(RoastError::PoolFull));
    }

    /// A session shared by the signers of a request gives each one the share
    /// and the fresh commitment it computes alone; a session built from
    /// another package is not used.
    #[test]
    fn shared_session_signs_as_alone() {
        type C = frost_secp256k1::Secp256k1;
        // Two copies of the same signers, drawing the same nonces.
        let (mut alone, public) = signers::<C>(None, &mut ChaCha20Rng::seed_from_u64(6));
        let (mut shared, _) = signers::<C>(None, &mut ChaCha20Rng::seed_from_u64(6));
        let request_alone = request(&mut alone, &mut ChaCha20Rng::seed_from_u64(7));
        let request = request(&mut shared, &mut ChaCha20Rng::seed_from_u64(7));
        assert_eq!(request, request_alone);
        let package = request.package.signing_package();
        let session =
            SigningSession::for_verifying_key(package, public.verifying_key()).expect("session");
        let other = SigningSession::for_verifying_key(
            &SigningPackage::new(package.signing_commitments().clone(), b"withdraw 300")
                .expect("package"),
            public.verifying_key(),
        )
        .expect("session");
        let mut first = None;
        for (index, session) in [(0, &session), (1, &other)] {
            let expected = alone[index]
                .sign(&request, &mut ChaCha20Rng::seed_from_u64(8))
                .expect("signed");
            let response = shared[index]
                .sign_in(&request, Some(session), &mut ChaCha20Rng::seed_from_u64(8))
                .expect("signed");
            assert_eq!(response, expected);
            first.get_or_insert(response);
        }
        // The shared session does not lift the single use of each nonce: the
        // same request gets the recorded share, and another package with the
        // same commitment no share at all.
        assert_eq!(
            shared[0]
                .sign_in(&request, Some(&session), &mut ChaCha20Rng::seed_from_u64(9))
                .as_ref(),
            Ok(first.as_ref().expect("signed"))
        );
        let mut renumbered = request.clone();
        renumbered.session = 1;
        assert_eq!(
            shared[0].sign_in(
                &renumbered,
                Some(&session),
                &mut ChaCha20Rng::seed_from_u64(8)
            ),
            Err(RoastError::NonceUnavailable)
        );
    }

    /// A Taproot-tweaked key (BIP341-style derivation on the BIP340 suite)
    /// signs through the coordinator like any other key.
    #[test]
    fn taproot_tweaked_key_signs() {
        type C = frost_secp256k1_tr::Secp256k1Tr;
        let mut rng = ChaCha20Rng::seed_from_u64(5);
        let (mut signers, public) = signers::<C>(Some(b"taproot output"), &mut rng);
        let mut coordinator = Coordinator::new(public.clone(), MESSAGE, false, RUN);
        let mut pending = None;
        for signer in &mut signers[..2] {
            let commitment = signer.commit(&mut rng).expect("commit");
            pending = coordinator
                .receive(
                    &commitment.signer.clone(),
                    &SignerMessage::Commitment(commitment),
                    &mut rng,
                )
                .expect("accepted")
                .request;
        }
        let request = pending.expect("session opened");
        let mut signed = None;
        for signer in &mut signers[..2] {
            let response = signer.sign(&request, &mut rng).expect("signed");
            signed = coordinator
                .receive(
                    &response.signer.clone(),
                    &SignerMessage::Response(response),
                    &mut rng,
                )
                .expect("accepted")
                .signed;
        }
        let signed = signed.expect("signature");
        public
            .verifying_key()
            .verify(MESSAGE, &signed.signature)
            .expect("verifies under the tweaked key");
    }
}

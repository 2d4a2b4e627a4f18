//! The signing fixture: a dealt key, one signing session of `min_signers`
//! signers, and everything each signing step consumes.

use std::collections::BTreeMap;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::rand_core::CryptoRng;
use frost_core::round1::{self, SigningNonces};
use frost_core::round2::{self, SignatureShare};
use frost_core::{Ciphersuite, Error, Identifier, Signature, SigningPackage, SigningSession};
use frost_keygen::{DealtKey, IdentifierList};
use zeroize::Zeroizing;

use crate::{SetupError, Size, parallel_map};

/// The message every benchmark signs.
pub const MESSAGE: &[u8] = b"FROST benchmark message: 32 b..";

/// RFC 9591, Appendix C: a fresh key split by a trusted dealer among the
/// participants `1..=max_signers` of `size`. The step "dealer keygen".
pub fn dealer_keygen<C: Ciphersuite, R: CryptoRng + ?Sized>(
    size: Size,
    rng: &mut R,
) -> Result<DealtKey<C>, Error<C>> {
    frost_keygen::generate_with_dealer(
        size.max_signers,
        size.min_signers,
        IdentifierList::Default,
        rng,
    )
}

/// One signing session of the first `min_signers` participants of a dealt
/// key, run to the end, with the inputs of each step kept for timing.
///
/// The signer whose round two is timed is the first one; its nonces are kept
/// serialised so that every iteration signs with a fresh copy of the same
/// nonces (round two consumes them). The corrupted share is that of the
/// middle signer, so that an aggregator that stops at the first cheater does
/// not find it first by luck; it is replaced by its neighbour's share.
pub struct SigningFixture<C: Ciphersuite> {
    size: Size,
    public_key_package: PublicKeyPackage<C>,
    signer: KeyPackage<C>,
    stored_nonces: Zeroizing<Vec<u8>>,
    signing_package: SigningPackage<C>,
    encoded_package: Vec<u8>,
    signature_shares: BTreeMap<Identifier<C>, SignatureShare<C>>,
    shares_with_cheater: BTreeMap<Identifier<C>, SignatureShare<C>>,
    cheater: Identifier<C>,
    signature: Signature<C>,
}

impl<C: Ciphersuite> SigningFixture<C> {
    /// Deals a key of `size`, runs round one and round two for the first
    /// `min_signers` participants and aggregates, checking every result.
    pub fn new<R: CryptoRng + ?Sized>(size: Size, rng: &mut R) -> Result<Self, SetupError<C>> {
        let (shares, public_key_package) = dealer_keygen::<C, R>(size, rng)?;
        let signers: Vec<KeyPackage<C>> = shares
            .values()
            .take(usize::from(size.min_signers))
            .map(|share| {
                let id = share.identifier();
                let verifying_share = *public_key_package
                    .verifying_shares()
                    .get(id)
                    .ok_or(Error::UnknownParticipant { identifier: *id })?;
                KeyPackage::new(
                    *id,
                    share.signing_share().clone(),
                    verifying_share,
                    *public_key_package.verifying_key(),
                    size.min_signers,
                )
            })
            .collect::<Result<_, Error<C>>>()?;

        let mut commitments = BTreeMap::new();
        let mut sessions = Vec::with_capacity(signers.len());
        for key_package in &signers {
            let (nonces, signing_commitments) = round1::commit(key_package.signing_share(), rng);
            commitments.insert(*key_package.identifier(), signing_commitments);
            sessions.push((key_package, nonces));
        }
        let signing_package = SigningPackage::new(commitments, MESSAGE)?;
        let encoded_package = signing_package.serialize();
        let stored_nonces = sessions
            .first()
            .map(|(_, nonces)| nonces.serialize_for_storage())
            .ok_or(SetupError::Inconsistent("no signer"))?;

        // One session, derived once, signs for everyone: `round2::sign`
        // would derive every binding factor and the group commitment again
        // for each signer, `O(t^2)` work in all (minutes at t = 6667). The
        // shares are the same (the fixture's test compares them).
        let session = SigningSession::new(&signing_package, &public_key_package)?;
        let signature_shares = parallel_map(sessions, |(key_package, nonces)| {
            session
                .sign(nonces, key_package)
                .map(|share| (*key_package.identifier(), share))
        })
        .into_iter()
        .collect::<Result<BTreeMap<_, _>, Error<C>>>()?;
        let signature =
            frost_core::aggregate(&signing_package, &signature_shares, &public_key_package)?;
        public_key_package
            .verifying_key()
            .verify(MESSAGE, &signature)?;

        let ids: Vec<Identifier<C>> = signature_shares.keys().copied().collect();
        let middle = ids.len() / 2;
        let (cheater, neighbour) = (ids[middle], ids[middle - 1]);
        let mut shares_with_cheater = signature_shares.clone();
        let neighbour_share = *signature_shares
            .get(&neighbour)
            .ok_or(SetupError::Inconsistent("no signature share"))?;
        shares_with_cheater.insert(cheater, neighbour_share);
        match frost_core::aggregate(&signing_package, &shares_with_cheater, &public_key_package) {
            Err(Error::InvalidSignatureShare { culprits }) if culprits == [cheater] => {}
            _ => return Err(SetupError::Inconsistent("the corrupted share is not named")),
        }

        let signer = signers
            .into_iter()
            .next()
            .ok_or(SetupError::Inconsistent("no signer"))?;
        Ok(Self {
            size,
            public_key_package,
            signer,
            stored_nonces,
            signing_package,
            encoded_package,
            signature_shares,
            shares_with_cheater,
            cheater,
            signature,
        })
    }

    /// The group size of this fixture.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The key package of the signer whose round two is timed.
    pub fn signer(&self) -> &KeyPackage<C> {
        &self.signer
    }

    /// The group's public key package.
    pub fn public_key_package(&self) -> &PublicKeyPackage<C> {
        &self.public_key_package
    }

    /// The session's signing package.
    pub fn signing_package(&self) -> &SigningPackage<C> {
        &self.signing_package
    }

    /// The signing package as received on the wire.
    pub fn encoded_package(&self) -> &[u8] {
        &self.encoded_package
    }

    /// Every signer's valid signature share, by identifier (the inputs of
    /// aggregation and of a `ShareBatch`).
    pub fn signature_shares(&self) -> &BTreeMap<Identifier<C>, SignatureShare<C>> {
        &self.signature_shares
    }

    /// The timed signer's nonces in their storage encoding
    /// ([`SigningNonces::serialize_for_storage`]), for a harness that hands
    /// them to another process. **Secret**, as any nonce.
    pub fn stored_nonces(&self) -> &[u8] {
        &self.stored_nonces
    }

    /// The signer whose share is corrupted in
    /// [`aggregate_with_cheater`](Self::aggregate_with_cheater).
    pub fn cheater(&self) -> &Identifier<C> {
        &self.cheater
    }

    /// The session's signature on [`MESSAGE`].
    pub fn signature(&self) -> &Signature<C> {
        &self.signature
    }

    /// A fresh copy of the timed signer's nonces, for one round two: untimed
    /// setup of the step "round 2".
    pub fn fresh_nonces(&self) -> Result<SigningNonces<C>, Error<C>> {
        SigningNonces::deserialize_from_storage(&self.stored_nonces)
    }

    /// RFC 9591, Section 5.2: the timed signer's signature share. The step
    /// "round 2".
    pub fn sign(&self, nonces: SigningNonces<C>) -> Result<SignatureShare<C>, Error<C>> {
        round2::sign(&self.signing_package, nonces, &self.signer)
    }

    /// RFC 9591, Section 5.3, all shares valid. The step "aggregate".
    pub fn aggregate(&self) -> Result<Signature<C>, Error<C>> {
        frost_core::aggregate(
            &self.signing_package,
            &self.signature_shares,
            &self.public_key_package,
        )
    }

    /// RFC 9591, Sections 5.3 and 5.4, one share invalid: fails naming
    /// [`cheater`](Self::cheater). The step "aggregate with one bad share".
    pub fn aggregate_with_cheater(&self) -> Result<Signature<C>, Error<C>> {
        frost_core::aggregate(
            &self.signing_package,
            &self.shares_with_cheater,
            &self.public_key_package,
        )
    }

    /// Decodes the signing package from its wire encoding, with every point
    /// checked (canonical, not the identity, in the prime-order subgroup).
    /// The step "decode a SigningPackage".
    pub fn decode_package(&self) -> Result<SigningPackage<C>, Error<C>> {
        SigningPackage::deserialize(&self.encoded_package)
    }

    /// RFC 9591, Appendix B: verifies the session's signature. The step
    /// "verify".
    pub fn verify(&self) -> Result<(), Error<C>> {
        self.public_key_package
            .verifying_key()
            .verify(MESSAGE, &self.signature)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bench_rng;

    fn every_step_gives_the_expected_result<C: Ciphersuite>() {
        let fixture =
            SigningFixture::<C>::new(Size::new(3, 5), &mut bench_rng(1)).expect("fixture");
        let share = fixture
            .sign(fixture.fresh_nonces().expect("nonces"))
            .expect("sign");
        assert_eq!(
            fixture.signature_shares.get(fixture.signer().identifier()),
            Some(&share)
        );
        assert_eq!(
            fixture.aggregate().expect("aggregate"),
            *fixture.signature()
        );
        match fixture.aggregate_with_cheater() {
            Err(Error::InvalidSignatureShare { culprits }) => {
                assert_eq!(culprits, [*fixture.cheater()])
            }
            other => panic!("expected the cheater to be named, got {other:?}"),
        }
        assert_eq!(
            &fixture.decode_package().expect("decode"),
            fixture.signing_package()
        );
        fixture.verify().expect("verify");
        let (shares, _) = dealer_keygen::<C, _>(fixture.size(), &mut bench_rng(2)).expect("keygen");
        assert_eq!(shares.len(), 5);
    }

    #[test]
    fn every_suite() {
        struct Check;
        impl crate::SuiteVisitor for Check {
            fn visit<C: Ciphersuite>(&mut self, _name: &'static str) {
                every_step_gives_the_expected_result::<C>();
            }
        }
        crate::for_each_suite(&mut Check);
    }
}

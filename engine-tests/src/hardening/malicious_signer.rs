//! A malicious participant in signing. Whatever share it sends, aggregation
//! fails with [`Error::InvalidSignatureShare`] naming it, and only it (RFC
//! 9591, Section 5.4, identifiable abort); the honest signers' shares still
//! verify, and the honest signers can sign without it.
//!
//! Commitments that are the identity cannot reach a signing package at all:
//! see [`identity`](super::identity) for the decoders and
//! `signing::identity_commitments_are_refused` for the constructors.

use ff::Field;

use super::support::{Session, Shares, assert_blamed, id, list};
use frost_conformance::signing::dealer;
use frost_conformance::test_rng;
use frost_core::round1;
use frost_core::round2::{self, SignatureShare};
use frost_core::{Ciphersuite, Error, Identifier, Scalar, SigningPackage, aggregate};

/// The ways a signer can produce a share other than the one RFC 9591,
/// Section 5.2 prescribes.
#[derive(Clone, Copy, Debug)]
enum BadShare {
    /// A uniformly random scalar.
    Random,
    /// Zero.
    Zero,
    /// The correct share negated.
    Negated,
    /// A share for the same commitments over another message.
    OtherMessage,
    /// A share computed with fresh nonces whose commitments are not those in
    /// the package.
    OtherNonces,
    /// A share computed with the culprit's share of another group's key.
    OtherKey,
    /// An honest share of another signer, replayed as the culprit's.
    Replayed,
}

const ALL_KINDS: [BadShare; 7] = [
    BadShare::Random,
    BadShare::Zero,
    BadShare::Negated,
    BadShare::OtherMessage,
    BadShare::OtherNonces,
    BadShare::OtherKey,
    BadShare::Replayed,
];

/// The share `culprit` sends when it misbehaves as `kind`, using its nonces
/// from `session`. `honest` holds shares already made by honest signers.
fn bad_share<C: Ciphersuite>(
    session: &mut Session<C>,
    culprit: &Identifier<C>,
    kind: BadShare,
    honest: &Shares<C>,
    seed: u64,
) -> SignatureShare<C> {
    let mut rng = test_rng(seed);
    let package = session.package.clone();
    match kind {
        BadShare::Random => SignatureShare::new(crate::random_scalar::<C>(&mut rng)),
        BadShare::Zero => SignatureShare::new(Scalar::<C>::ZERO),
        BadShare::Negated => {
            SignatureShare::new(-session.sign(&package, culprit).expect("sign").to_scalar())
        }
        BadShare::OtherMessage => {
            let other =
                SigningPackage::new(package.signing_commitments().clone(), b"another message")
                    .expect("package");
            session.sign(&other, culprit).expect("sign")
        }
        BadShare::OtherNonces => {
            drop(session.take_nonces(culprit));
            let key_package = &session.key_packages[culprit];
            let (nonces, commitments) = round1::commit(key_package.signing_share(), &mut rng);
            let mut altered = package.signing_commitments().clone();
            altered.insert(*culprit, commitments);
            let altered = SigningPackage::new(altered, package.message()).expect("package");
            round2::sign(&altered, nonces, key_package).expect("sign")
        }
        BadShare::OtherKey => {
            let max = session.public.max_signers();
            let (other_group, _) = dealer::<C>(max, session.public.min_signers(), seed + 1);
            let nonces = session.take_nonces(culprit);
            round2::sign(&package, nonces, &other_group[culprit]).expect("sign")
        }
        BadShare::Replayed => {
            drop(session.take_nonces(culprit));
            *honest
                .iter()
                .find(|(signer, _)| *signer != culprit)
                .map(|(_, share)| share)
                .expect("another signer's share")
        }
    }
}

/// Each kind of bad share, from one signer of a 3-of-5 session among four:
/// named alone, honest shares valid, honest signers sign without it.
pub fn each_kind_of_bad_share_is_named<C: Ciphersuite>() {
    for (round, kind) in ALL_KINDS.into_iter().enumerate() {
        let seed = 1000 + 10 * round as u64;
        let mut session = Session::<C>::new(5, 3, &[1, 2, 4, 5], seed);
        let signers = session.package.signers();
        let culprit = signers[round % signers.len()];
        // The honest signers sign first; the culprit keeps its nonces.
        let culprit_nonces = session.take_nonces(&culprit);
        let mut shares = session.sign_remaining();
        session.nonces.insert(culprit, culprit_nonces);
        let share = bad_share(&mut session, &culprit, kind, &shares, seed + 2);
        shares.insert(culprit, share);
        let package = session.package.clone();
        assert_blamed(&session, &package, &shares, &[culprit], seed + 3);
    }
}

/// Every signer cheats, each in another way: every one is named, in
/// ascending order.
pub fn all_signers_cheating_are_all_named<C: Ciphersuite>() {
    let mut session = Session::<C>::new(7, 4, &[1, 3, 4, 6, 7], 1100);
    let signers = session.package.signers();
    let mut shares = Shares::<C>::new();
    // No honest share of this session exists: replay those of another one.
    let replayable = Session::<C>::new(7, 4, &[1, 3, 4, 6, 7], 1101).sign_remaining();
    for (round, signer) in signers.iter().enumerate() {
        let kind = ALL_KINDS[round % ALL_KINDS.len()];
        let share = bad_share(&mut session, signer, kind, &replayable, 1102 + round as u64);
        shares.insert(*signer, share);
    }
    let package = session.package.clone();
    assert_blamed(&session, &package, &shares, &signers, 1110);
}

/// A participant that sends another participant's commitments as its own
/// cannot sign for them: its own signer code refuses the package, any share
/// it makes up is named, and the honest signer whose commitments were copied
/// still produces a valid share.
pub fn copied_commitments_are_named<C: Ciphersuite>() {
    let mut session = Session::<C>::new(5, 3, &[1, 2, 3, 4], 1200);
    let (victim, copier) = (id::<C>(1), id::<C>(2));
    let mut commitments = session.commitments.clone();
    commitments.insert(copier, commitments[&victim]);
    let package = SigningPackage::new(commitments, b"copied commitments").expect("package");

    assert_eq!(
        session.sign(&package, &copier),
        Err(Error::IncorrectCommitment { identifier: copier })
    );
    let mut shares = Shares::<C>::new();
    for signer in list::<C>(&[1, 3, 4]) {
        shares.insert(
            signer,
            session
                .sign(&package, &signer)
                .expect("honest signer signs"),
        );
    }
    let made_up = SignatureShare::new(crate::random_scalar::<C>(&mut test_rng(1201)));
    shares.insert(copier, made_up);
    assert_blamed(&session, &package, &shares, &[copier], 1202);

    // Without a share from the copier, the coordinator learns it is missing.
    shares.remove(&copier);
    assert_eq!(
        aggregate(&package, &shares, &session.public),
        Err(Error::MissingSignatureShares {
            identifiers: alloc::vec![copier]
        })
    );
}

//! Generic tests of the signing session ([`SigningSession`]): it agrees with
//! the free functions, checks shares one at a time and in batches
//! ([`ShareBatch`]), names every culprit, and signs for tweaked keys (the
//! BIP340 sign rules included).
//!
//! Each public function is one test; [`session_tests!`](crate::session_tests)
//! instantiates all of them for a ciphersuite.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use ff::Field;

use crate::signing::{dealer, round_one};
use crate::test_rng;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round2::{self, SignatureShare};
use frost_core::{
    Ciphersuite, Error, Identifier, ShareBatch, SigningPackage, SigningSession, aggregate,
};

type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;
type Shares<C> = BTreeMap<Identifier<C>, SignatureShare<C>>;

/// Signs with the first `count` participants through signer-side sessions;
/// returns the package and the shares.
fn session_shares<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    count: usize,
    message: &[u8],
    seed: u64,
) -> (SigningPackage<C>, Shares<C>) {
    let signers: Vec<_> = key_packages.keys().take(count).copied().collect();
    let (nonces, commitments) = round_one(key_packages, &signers, seed);
    let package = SigningPackage::new(commitments, message).expect("package");
    let shares = nonces
        .into_iter()
        .map(|(id, nonces)| {
            let key_package = &key_packages[&id];
            let session = SigningSession::for_verifying_key(&package, key_package.verifying_key())
                .expect("signer session");
            (id, session.sign(nonces, key_package).expect("share"))
        })
        .collect();
    (package, shares)
}

/// Shares from the session equal those of `round2::sign`, every one checks
/// through the coordinator's session as it arrives, and the session's
/// aggregate is the free function's, verifying under the group key.
pub fn session_agrees_with_the_free_functions<C: Ciphersuite>() {
    for (max, min, seed) in [(3u16, 2u16, 800u64), (5, 3, 810), (10, 7, 820)] {
        let (key_packages, public) = dealer::<C>(max, min, seed);
        let message = b"session message";
        let (package, shares) = session_shares(&key_packages, usize::from(min), message, seed);
        let session = SigningSession::new(&package, &public).expect("coordinator session");
        assert_eq!(session.min_signers(), Some(min));
        for (id, share) in &shares {
            session.verify_share(id, share).expect("share checks");
            round2::verify_signature_share(
                id,
                &public.verifying_shares()[id],
                share,
                &package,
                public.verifying_key(),
            )
            .expect("free check agrees");
        }
        let signature = session.aggregate(&shares).expect("aggregate");
        assert_eq!(
            signature,
            aggregate(&package, &shares, &public).expect("free")
        );
        assert_eq!(signature.r(), session.group_commitment());
        public
            .verifying_key()
            .verify(message, &signature)
            .expect("verifies");

        // The same nonces through round2::sign give the same share.
        let signers: Vec<_> = package.signers();
        let (nonces, commitments) = round_one(&key_packages, &signers, seed + 1);
        let package = SigningPackage::new(commitments, message).expect("package");
        let session = SigningSession::new(&package, &public).expect("session");
        for (id, nonces) in nonces {
            let stored = nonces.serialize_for_storage();
            let copy = frost_core::round1::SigningNonces::<C>::deserialize_from_storage(&stored)
                .expect("restore");
            let free = round2::sign(&package, nonces, &key_packages[&id]).expect("free sign");
            let own = session
                .sign(copy, &key_packages[&id])
                .expect("session sign");
            assert_eq!(free, own);
        }
    }
}

/// The Lagrange coefficients of the session interpolate the verifying shares
/// to the group key, and its binding factors exist for signers only.
pub fn session_values_are_consistent<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(7, 4, 830);
    let (package, _) = session_shares(&key_packages, 5, b"values", 831);
    let session = SigningSession::new(&package, &public).expect("session");
    let signer_side =
        SigningSession::for_verifying_key(&package, public.verifying_key()).expect("session");
    let mut sum = <frost_core::Element<C> as group::Group>::identity();
    for id in package.signers() {
        let lambda = session.lagrange_coefficient(&id).expect("signer");
        assert_eq!(
            signer_side.lagrange_coefficient(&id).expect("signer"),
            lambda
        );
        sum += public.verifying_shares()[&id].to_element() * lambda;
        assert!(session.binding_factor(&id).is_some());
    }
    assert_eq!(sum, public.verifying_key().to_element());
    assert_eq!(session.challenge(), signer_side.challenge());
    let outsider = Identifier::<C>::try_from(7u16).expect("identifier");
    assert_eq!(session.binding_factor(&outsider), None);
    assert_eq!(
        session.lagrange_coefficient(&outsider),
        Err(Error::UnknownParticipant {
            identifier: outsider
        })
    );
}

/// Corrupted shares fail their own check as they arrive, and only theirs;
/// the session's aggregate names all of them.
pub fn session_names_every_culprit<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(10, 6, 840);
    let (package, mut shares) = session_shares(&key_packages, 8, b"culprits", 841);
    let session = SigningSession::new(&package, &public).expect("session");
    let culprits: Vec<Identifier<C>> = shares.keys().skip(2).step_by(3).copied().collect();
    for id in &culprits {
        let share = shares[id].to_scalar() + frost_core::Scalar::<C>::ONE;
        shares.insert(*id, SignatureShare::new(share));
    }
    for (id, share) in &shares {
        let expected = if culprits.contains(id) {
            Err(Error::InvalidSignatureShare {
                culprits: alloc::vec![*id],
            })
        } else {
            Ok(())
        };
        assert_eq!(session.verify_share(id, share), expected);
    }
    assert_eq!(
        session.aggregate(&shares),
        Err(Error::InvalidSignatureShare {
            culprits: culprits.clone()
        })
    );
    assert_eq!(
        aggregate(&package, &shares, &public),
        Err(Error::InvalidSignatureShare { culprits })
    );
}

/// What a session refuses: a non-signer's share, checks without verifying
/// shares, a key package of another group, missing and unexpected shares.
pub fn session_refusals<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 850);
    let (package, shares) = session_shares(&key_packages, 3, b"refusals", 851);
    let session = SigningSession::new(&package, &public).expect("session");
    let (first, share) = shares.iter().next().expect("a share");
    let outsider = Identifier::<C>::try_from(5u16).expect("identifier");
    assert_eq!(
        session.verify_share(&outsider, share),
        Err(Error::UnknownParticipant {
            identifier: outsider
        })
    );
    let signer_side =
        SigningSession::for_verifying_key(&package, public.verifying_key()).expect("session");
    assert_eq!(signer_side.min_signers(), None);
    assert_eq!(
        signer_side.verify_share(first, share),
        Err(Error::MissingVerifyingShares)
    );
    assert_eq!(
        signer_side.aggregate(&shares),
        Err(Error::MissingVerifyingShares)
    );
    signer_side
        .verify_share_against(first, &public.verifying_shares()[first], share)
        .expect("check against a given verifying share");

    let mut partial = shares.clone();
    partial.remove(first);
    assert_eq!(
        session.aggregate(&partial),
        Err(Error::MissingSignatureShares {
            identifiers: alloc::vec![*first]
        })
    );
    let mut extra = shares.clone();
    extra.insert(outsider, *share);
    assert_eq!(
        session.aggregate(&extra),
        Err(Error::UnexpectedSignatureShares {
            identifiers: alloc::vec![outsider]
        })
    );

    // A key package of another group is refused before its share is used.
    let (other_packages, _) = dealer::<C>(5, 3, 852);
    let (nonces, commitments) = round_one(&other_packages, &package.signers(), 853);
    let other_package = SigningPackage::new(commitments, b"refusals").expect("package");
    let other_session =
        SigningSession::for_verifying_key(&other_package, public.verifying_key()).expect("session");
    let (id, nonces) = nonces.into_iter().next().expect("nonces");
    assert_eq!(
        other_session.sign(nonces, &other_packages[&id]).err(),
        Some(Error::VerifyingKeyMismatch)
    );
    let two: Vec<_> = key_packages.keys().take(2).copied().collect();
    let (_, commitments) = round_one(&key_packages, &two, 854);
    let package_too_small = SigningPackage::new(commitments, b"too few").expect("package");
    assert_eq!(
        SigningSession::new(&package_too_small, &public).err(),
        Some(Error::TooFewSigners {
            min_signers: 3,
            signers: 2
        })
    );
}

/// Sessions over tweaked packages sign for the child key, for several
/// tweaks, so that BIP340 suites meet both parities of the key and of `R`.
pub fn session_signs_for_tweaked_keys<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 860);
    let mut rng = test_rng(861);
    for round in 0..6u64 {
        let tweak = frost_core::random_scalar::<C>(&mut rng);
        let child: KeyPackages<C> = key_packages
            .iter()
            .map(|(id, kp)| (*id, kp.tweak(&tweak).expect("tweak")))
            .collect();
        let child_public: PublicKeyPackage<C> = public.tweak(&tweak).expect("tweak");
        let message = [round as u8; 5];
        let (package, shares) = session_shares(&child, 3, &message, 862 + round);
        let session = SigningSession::new(&package, &child_public).expect("session");
        for (id, share) in &shares {
            session
                .verify_share(id, share)
                .expect("tweaked share checks");
        }
        let signature = session.aggregate(&shares).expect("aggregate");
        child_public
            .verifying_key()
            .verify(&message, &signature)
            .expect("verifies under the child key");
    }
}

/// A batch of shares from several sessions of one group (overlapping
/// signers, different messages) accepts them all when they are valid, and
/// names exactly the invalid ones, by index, when some are not; the
/// signer-level error names each culprit once.
pub fn batch_names_exactly_the_invalid_shares<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(10, 4, 870);
    let mut rng = test_rng(871);
    let mut sessions = Vec::new();
    for (round, count) in [5usize, 4, 7, 10].into_iter().enumerate() {
        let message = [round as u8; 3];
        let (package, shares) = session_shares(&key_packages, count, &message, 872 + round as u64);
        let session = SigningSession::new(&package, &public).expect("session");
        sessions.push((session, shares));
    }
    let mut batch = ShareBatch::new();
    for (session, shares) in &sessions {
        for (id, share) in shares {
            batch
                .push(session, id, share)
                .expect("signer of the session");
        }
    }
    assert_eq!(batch.len(), 26);
    assert!(batch.invalid(&mut rng).is_empty());
    assert_eq!(batch.verify(&mut rng), Ok(()));

    // Corrupt every fifth share, across the sessions; signer 1 twice.
    let mut corrupted = ShareBatch::new();
    let mut expected = Vec::new();
    let mut culprits = Vec::new();
    for (session, shares) in &sessions {
        for (id, share) in shares {
            let index = corrupted.len();
            let share = if index % 5 == 0 {
                expected.push(index);
                culprits.push(*id);
                SignatureShare::new(share.to_scalar() + frost_core::Scalar::<C>::ONE)
            } else {
                *share
            };
            assert_eq!(corrupted.push(session, id, &share), Ok(index));
        }
    }
    assert_eq!(corrupted.invalid(&mut rng), expected);
    culprits.sort();
    culprits.dedup();
    assert!(culprits.len() < expected.len());
    assert_eq!(
        corrupted.verify(&mut rng),
        Err(Error::InvalidSignatureShare { culprits })
    );
    assert_eq!(
        ShareBatch::<C>::new().invalid(&mut rng),
        Vec::<usize>::new()
    );
}

/// Two invalid shares crafted to cancel (`X_1 = -X_2`): the plain sum of the
/// shares still verifies, so `aggregate` returns a valid signature, but the
/// weighted batch names both.
pub fn batch_catches_cancelling_shares<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(7, 5, 880);
    let (package, mut shares) = session_shares(&key_packages, 6, b"cancel", 881);
    let mut rng = test_rng(882);
    let delta = frost_core::random_scalar::<C>(&mut rng);
    let ids: Vec<Identifier<C>> = shares.keys().copied().collect();
    let (first, second) = (ids[1], ids[4]);
    shares.insert(
        first,
        SignatureShare::new(shares[&first].to_scalar() + delta),
    );
    shares.insert(
        second,
        SignatureShare::new(shares[&second].to_scalar() - delta),
    );
    let session = SigningSession::new(&package, &public).expect("session");
    assert!(
        session.aggregate(&shares).is_ok(),
        "the unweighted sum cancels"
    );
    let mut batch = ShareBatch::new();
    for (id, share) in &shares {
        batch.push(&session, id, share).expect("signer");
    }
    assert_eq!(batch.invalid(&mut rng), alloc::vec![1, 4]);
    assert_eq!(
        batch.verify(&mut rng),
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![first, second]
        })
    );
}

/// Shares of sessions over tweaked keys (both parities of the key and of
/// `R` for BIP340 suites), batched together: the batch judges each share as
/// `verify_share` does.
pub fn batch_agrees_with_verify_share_for_tweaked_keys<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 890);
    let mut rng = test_rng(891);
    let mut batch = ShareBatch::new();
    let mut expected = Vec::new();
    let mut sessions = Vec::new();
    for round in 0..6u64 {
        let tweak = frost_core::random_scalar::<C>(&mut rng);
        let child: KeyPackages<C> = key_packages
            .iter()
            .map(|(id, kp)| (*id, kp.tweak(&tweak).expect("tweak")))
            .collect();
        let child_public: PublicKeyPackage<C> = public.tweak(&tweak).expect("tweak");
        let (package, shares) = session_shares(&child, 3, &[round as u8; 4], 892 + round);
        let session = SigningSession::new(&package, &child_public).expect("session");
        sessions.push((session, shares));
    }
    for (round, (session, shares)) in sessions.iter().enumerate() {
        for (position, (id, share)) in shares.iter().enumerate() {
            // One share of every other session is corrupted.
            let share = if round % 2 == 1 && position == round % 3 {
                SignatureShare::new(-share.to_scalar())
            } else {
                *share
            };
            let index = batch.push(session, id, &share).expect("signer");
            if session.verify_share(id, &share).is_err() {
                expected.push(index);
            }
        }
    }
    assert_eq!(expected.len(), 3);
    assert_eq!(batch.invalid(&mut rng), expected);
}

/// What a batch refuses to take: a non-signer's share, and a share of a
/// session built without the verifying shares.
pub fn batch_refusals<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 900);
    let (package, shares) = session_shares(&key_packages, 3, b"refusals", 901);
    let session = SigningSession::new(&package, &public).expect("session");
    let (first, share) = shares.iter().next().expect("a share");
    let outsider = Identifier::<C>::try_from(5u16).expect("identifier");
    let mut batch = ShareBatch::new();
    assert_eq!(
        batch.push(&session, &outsider, share),
        Err(Error::UnknownParticipant {
            identifier: outsider
        })
    );
    let signer_side =
        SigningSession::for_verifying_key(&package, public.verifying_key()).expect("session");
    assert_eq!(
        batch.push(&signer_side, first, share),
        Err(Error::MissingVerifyingShares)
    );
    assert!(batch.is_empty());
    assert_eq!(batch.identifier(0), None);
}

/// Expands into one `#[test]` per generic test of this module.
#[macro_export]
macro_rules! session_tests {
    ($suite:ty) => {
        $crate::session_tests!(@tests $suite;
            session_agrees_with_the_free_functions,
            session_values_are_consistent,
            session_names_every_culprit,
            session_refusals,
            session_signs_for_tweaked_keys,
            batch_names_exactly_the_invalid_shares,
            batch_catches_cancelling_shares,
            batch_agrees_with_verify_share_for_tweaked_keys,
            batch_refusals,
        );
    };
    (@tests $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::session::$name::<$suite>();
            }
        )*
    };
}

//! The re-randomised signing session, tested generically and instantiated
//! for each of the five RFC 9591 ciphersuites.

use std::collections::BTreeMap;

use frost_conformance::signing::{dealer, round_one};
use frost_conformance::test_rng;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Scalar, SigningPackage};
use frost_rerandomized::{
    RandomizedMultiSigningSession, RandomizedSigningPackage, RandomizedSigningSession, aggregate,
    round2,
};

/// Signers sign through their sessions; the coordinator checks each share as
/// it arrives, names a corrupted one, and its aggregate agrees with the free
/// function and verifies under the randomized key only.
pub fn session_signs_under_randomized_key<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 900);
    let signers: Vec<Identifier<C>> = key_packages.keys().skip(1).take(3).copied().collect();
    let (nonces, commitments) = round_one(&key_packages, &signers, 901);
    let message = b"re-randomised session";
    let package = RandomizedSigningPackage::new(
        SigningPackage::new(commitments, message).expect("package"),
        public.verifying_key(),
        &mut test_rng(902),
    )
    .expect("randomized package");
    let coordinator = RandomizedSigningSession::new(&package, &public).expect("session");
    let mut shares = BTreeMap::new();
    for (id, nonces) in nonces {
        let key_package = &key_packages[&id];
        let signer =
            RandomizedSigningSession::for_verifying_key(&package, key_package.verifying_key())
                .expect("signer session");
        let share = signer.sign(nonces, key_package).expect("share");
        coordinator.verify_share(&id, &share).expect("share checks");
        round2::verify_signature_share(
            &id,
            &public.verifying_shares()[&id],
            &share,
            &package,
            public.verifying_key(),
        )
        .expect("free check agrees");
        shares.insert(id, share);
    }
    let signature = coordinator.aggregate(&shares).expect("aggregate");
    assert_eq!(
        signature,
        aggregate(&package, &shares, &public).expect("free")
    );
    coordinator
        .randomized_verifying_key()
        .verify(message, &signature)
        .expect("verifies under the randomized key");
    assert!(public.verifying_key().verify(message, &signature).is_err());

    let culprit = signers[1];
    let corrupted = SignatureShare::new(shares[&culprit].to_scalar() + Scalar::<C>::from(1u64));
    shares.insert(culprit, corrupted);
    let named = Err(Error::InvalidSignatureShare {
        culprits: vec![culprit],
    });
    assert_eq!(coordinator.verify_share(&culprit, &corrupted), named);
    assert_eq!(coordinator.aggregate(&shares).map(|_| ()), named);
}

/// A package whose randomized key is not `Y + r * G` for the session's
/// group, and a key package of another group, are refused.
pub fn session_refuses_other_groups<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 910);
    let (other_packages, other_public) = dealer::<C>(5, 3, 911);
    let signers: Vec<Identifier<C>> = key_packages.keys().take(3).copied().collect();
    let (nonces, commitments) = round_one(&key_packages, &signers, 912);
    let package = RandomizedSigningPackage::new(
        SigningPackage::new(commitments, b"other group").expect("package"),
        public.verifying_key(),
        &mut test_rng(913),
    )
    .expect("randomized package");
    assert_eq!(
        RandomizedSigningSession::new(&package, &other_public).err(),
        Some(Error::RandomizerMismatch)
    );
    assert_eq!(
        RandomizedSigningSession::for_verifying_key(&package, other_public.verifying_key()).err(),
        Some(Error::RandomizerMismatch)
    );
    let session = RandomizedSigningSession::for_verifying_key(&package, public.verifying_key())
        .expect("session");
    let (id, nonces) = nonces.into_iter().next().expect("nonces");
    assert_eq!(
        session.sign(nonces, &other_packages[&id]).err(),
        Some(Error::RandomizerMismatch)
    );
    let randomizer_hex: String = package
        .randomizer()
        .to_bytes()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    let debug = format!("{session:?}");
    assert!(debug.contains("Randomizer(<redacted>)"));
    assert!(!debug.contains(&randomizer_hex));
}

/// Three messages in one round trip, each under its own randomizer: each
/// signature verifies under its own randomized key only, and a corrupted
/// share is named in its message only.
pub fn multi_message_session_has_one_randomizer_per_message<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 920);
    let signers: Vec<Identifier<C>> = key_packages.keys().take(3).copied().collect();
    let messages: [&[u8]; 3] = [b"action 0", b"action 1", b"action 2"];
    let mut rng = test_rng(921);
    let mut nonces: BTreeMap<Identifier<C>, Vec<_>> = BTreeMap::new();
    let mut packages = Vec::new();
    for (j, message) in messages.iter().enumerate() {
        let (round_nonces, commitments) = round_one(&key_packages, &signers, 922 + j as u64);
        for (id, n) in round_nonces {
            nonces.entry(id).or_default().push(n);
        }
        packages.push(
            RandomizedSigningPackage::new(
                SigningPackage::new(commitments, message).expect("package"),
                public.verifying_key(),
                &mut rng,
            )
            .expect("randomized package"),
        );
    }
    let coordinator = RandomizedMultiSigningSession::new(&packages, &public).expect("session");
    let mut shares = BTreeMap::new();
    for (id, signer_nonces) in nonces {
        let signer =
            RandomizedMultiSigningSession::for_verifying_key(&packages, public.verifying_key())
                .expect("signer session");
        let signer_shares = signer
            .sign(signer_nonces, &key_packages[&id])
            .expect("shares");
        for (j, share) in signer_shares.iter().enumerate() {
            coordinator.verify_share(j, &id, share).expect("checks");
        }
        shares.insert(id, signer_shares);
    }
    let keys: Vec<_> = coordinator
        .sessions()
        .iter()
        .map(|session| *session.randomized_verifying_key())
        .collect();
    assert!(keys[0] != keys[1] && keys[1] != keys[2]);
    for (j, result) in coordinator.aggregate(&shares).iter().enumerate() {
        let signature = result.as_ref().expect("aggregate");
        for (k, key) in keys.iter().enumerate() {
            assert_eq!(key.verify(messages[j], signature).is_ok(), j == k);
        }
    }
    let culprit = signers[1];
    let corrupted = shares.get_mut(&culprit).expect("shares");
    corrupted[1] = SignatureShare::new(corrupted[1].to_scalar() + Scalar::<C>::from(1u64));
    let results = coordinator.aggregate(&shares);
    assert!(results[0].is_ok() && results[2].is_ok());
    assert_eq!(
        results[1].as_ref().err(),
        Some(&Error::InvalidSignatureShare {
            culprits: vec![culprit]
        })
    );
}

macro_rules! session_tests {
    ($module:ident, $suite:ty) => {
        mod $module {
            #[test]
            fn session_signs_under_randomized_key() {
                super::session_signs_under_randomized_key::<$suite>();
            }

            #[test]
            fn session_refuses_other_groups() {
                super::session_refuses_other_groups::<$suite>();
            }

            #[test]
            fn multi_message_session_has_one_randomizer_per_message() {
                super::multi_message_session_has_one_randomizer_per_message::<$suite>();
            }
        }
    };
}

session_tests!(ed25519, frost_ed25519::Ed25519);
session_tests!(ristretto255, frost_ristretto255::Ristretto255);
session_tests!(secp256k1, frost_secp256k1::Secp256k1);
session_tests!(p256, frost_p256::P256);
session_tests!(ed448, frost_ed448::Ed448);

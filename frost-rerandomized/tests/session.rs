//! The re-randomised signing session, tested generically and instantiated
//! for each of the five RFC 9591 ciphersuites.

use std::collections::BTreeMap;

use frost_core::round2::SignatureShare;
use frost_core::testing::signing::{dealer, round_one};
use frost_core::testing::test_rng;
use frost_core::{Ciphersuite, Error, Identifier, Scalar, SigningPackage};
use frost_rerandomized::{RandomizedSigningPackage, RandomizedSigningSession, aggregate, round2};

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
        .as_ref()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    let debug = format!("{session:?}");
    assert!(debug.contains("Randomizer(<redacted>)"));
    assert!(!debug.contains(&randomizer_hex));
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
        }
    };
}

session_tests!(ed25519, frost_ed25519::Ed25519);
session_tests!(ristretto255, frost_ristretto255::Ristretto255);
session_tests!(secp256k1, frost_secp256k1::Secp256k1);
session_tests!(p256, frost_p256::P256);
session_tests!(ed448, frost_ed448::Ed448);

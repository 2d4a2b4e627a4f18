//! Property tests over random groups, signer sets and messages, and over
//! arbitrary inputs to the protocol harnesses.
//!
//! Every run uses proptest's deterministic generator, so failures reproduce
//! and the suite's duration is stable. The number of cases is kept small so
//! that the workspace's tests stay quick for every suite; it shrinks for
//! suites whose scalars are wider than 256 bits (Ed448), whose arithmetic is
//! several times slower.

use alloc::vec::Vec;

use ff::PrimeField;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

use super::fuzz_protocol::Fixture;
use frost_conformance::signing::{dealer, round_one, round_two};
use frost_core::round2;
use frost_core::{Ciphersuite, Error, Identifier, Scalar, Signature, SigningPackage, aggregate};

/// `cases` for 256-bit suites, a quarter of it (at least two) for wider ones.
fn scaled<C: Ciphersuite>(cases: u32) -> u32 {
    if Scalar::<C>::NUM_BITS > 256 {
        (cases / 4).max(2)
    } else {
        cases
    }
}

/// A test runner with a fixed seed and no failure persistence.
fn runner(cases: u32) -> TestRunner {
    let config = Config {
        cases,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::ChaCha,
        ..Config::default()
    };
    TestRunner::new_with_rng(
        config.clone(),
        TestRng::deterministic_rng(config.rng_algorithm),
    )
}

/// A group size `max` in `2..=20`, a threshold `min` in `2..=max`, a signer
/// set of `min` to `max` of the participants, a message and a seed.
fn group_and_signers() -> impl Strategy<Value = (u16, u16, Vec<u16>, Vec<u8>, u64)> {
    (2u16..=20)
        .prop_flat_map(|max| (Just(max), 2u16..=max))
        .prop_flat_map(|(max, min)| {
            let participants: Vec<u16> = (1..=max).collect();
            let signers = (usize::from(min)..=usize::from(max)).prop_flat_map(move |count| {
                proptest::sample::subsequence(participants.clone(), count)
            });
            (
                Just(max),
                Just(min),
                signers,
                proptest::collection::vec(any::<u8>(), 0..100),
                any::<u64>(),
            )
        })
}

/// Random `min`-of-`max` groups (up to 20 participants) sign random messages
/// with random signer sets; every signature share and the signature verify.
pub fn random_groups_sign_and_verify<C: Ciphersuite>() {
    runner(scaled::<C>(12))
        .run(
            &group_and_signers(),
            |(max, min, signers, message, seed)| {
                let (key_packages, public) = dealer::<C>(max, min, seed);
                let signers: Vec<Identifier<C>> = signers
                    .iter()
                    .map(|n| Identifier::try_from(*n).expect("non-zero"))
                    .collect();
                let (nonces, commitments) = round_one(&key_packages, &signers, seed ^ 1);
                let package = SigningPackage::new(commitments, &message).expect("package");
                let shares = round_two(&key_packages, &package, nonces);
                for (signer, share) in &shares {
                    let verifying_share = &public.verifying_shares()[signer];
                    prop_assert_eq!(
                        round2::verify_signature_share(
                            signer,
                            verifying_share,
                            share,
                            &package,
                            public.verifying_key()
                        ),
                        Ok(())
                    );
                }
                let signature = aggregate(&package, &shares, &public).expect("aggregate");
                prop_assert_eq!(public.verifying_key().verify(&message, &signature), Ok(()));
                Ok(())
            },
        )
        .expect("random groups sign");
}

/// Any single-bit change to a threshold signature or to its message makes
/// verification fail (or, for the signature, decoding). Every bit of the
/// signature is flipped in turn, and every bit of the message.
pub fn single_bit_changes_fail_verification<C: Ciphersuite>() {
    let strategy = (
        2u16..=5,
        proptest::collection::vec(any::<u8>(), 0..24),
        any::<u64>(),
    );
    runner(scaled::<C>(4))
        .run(&strategy, |(max, message, seed)| {
            let (key_packages, public) = dealer::<C>(max, 2, seed);
            let signers: Vec<Identifier<C>> = key_packages.keys().copied().collect();
            let (nonces, commitments) = round_one(&key_packages, &signers, seed ^ 1);
            let package = SigningPackage::new(commitments, &message).expect("package");
            let shares = round_two(&key_packages, &package, nonces);
            let signature = aggregate(&package, &shares, &public).expect("aggregate");
            let key = public.verifying_key();
            prop_assert_eq!(key.verify(&message, &signature), Ok(()));

            let bytes = signature.to_bytes();
            for bit in 0..8 * bytes.len() {
                let mut flipped = bytes.clone();
                flipped[bit / 8] ^= 1 << (bit % 8);
                let outcome =
                    Signature::<C>::from_bytes(&flipped).and_then(|s| key.verify(&message, &s));
                prop_assert!(
                    outcome.is_err(),
                    "signature bit {} flipped still verifies",
                    bit
                );
            }
            for bit in 0..8 * message.len() {
                let mut flipped = message.clone();
                flipped[bit / 8] ^= 1 << (bit % 8);
                prop_assert_eq!(
                    key.verify(&flipped, &signature),
                    Err(Error::InvalidSignature)
                );
            }
            let mut longer = message.clone();
            longer.push(0);
            prop_assert_eq!(
                key.verify(&longer, &signature),
                Err(Error::InvalidSignature)
            );
            Ok(())
        })
        .expect("bit flips are caught");
}

/// The signing, aggregation and key-generation harnesses of
/// [`fuzz_protocol`](super::fuzz_protocol) on arbitrary bytes: no panic, no
/// share for a package the signer must refuse, no signature that does not
/// verify, culprits named exactly.
pub fn arbitrary_packages_never_panic_or_forge<C: Ciphersuite>() {
    let fixture = Fixture::<C>::new();
    let bytes = proptest::collection::vec(any::<u8>(), 0..300);
    runner(scaled::<C>(96))
        .run(&bytes, |data| {
            fixture.sign(&data);
            fixture.aggregate(&data);
            fixture.dkg(&data);
            Ok(())
        })
        .expect("protocol harnesses");
}

//! A short deterministic fuzz-style test of the raw decoders, run by every
//! `cargo test`: the RFC 9591 encodings of single values (`from_bytes`, the
//! suite's `DeserializeElement` and `DeserializeScalar`). The wire and JSON
//! decoders have the same kind of test in
//! [`serialization::decoders_never_panic`](crate::serialization::decoders_never_panic).

use alloc::vec::Vec;

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

use super::fuzz_decoders::raw_decoders;
use frost_conformance::test_rng;
use frost_core::Arithmetic;
use frost_core::keys::VerifiableSecretSharingCommitment;
use frost_core::round1::SigningCommitments;
use frost_core::{Ciphersuite, ElementBytes, Scalar, ScalarBytes, Signature, SigningKey};

/// Valid raw encodings of every kind: elements, scalars (including the
/// largest), a signature, commitment pairs and a VSS commitment.
fn samples<C: Ciphersuite>() -> Vec<Vec<u8>> {
    let element = |k: u64| {
        C::serialize_element(&C::Arithmetic::mul_base(&Scalar::<C>::from(k)))
            .expect("element")
            .as_ref()
            .to_vec()
    };
    let scalar = |s: Scalar<C>| crate::serialize_scalar::<C>(&s).as_ref().to_vec();
    let signature = SigningKey::<C>::new(&mut test_rng(2300)).sign(&mut test_rng(2301), b"raw");
    alloc::vec![
        element(7),
        scalar(Scalar::<C>::from(29)),
        scalar(-Scalar::<C>::from(1)),
        signature.to_bytes(),
        [element(13), element(17)].concat(),
        [element(7), element(11), element(19)].concat(),
        alloc::vec![0u8; 32],
    ]
}

/// Random bytes of the lengths the decoders expect, and valid encodings with
/// bytes flipped, inserted, removed or cut.
fn inputs<C: Ciphersuite>() -> impl Strategy<Value = Vec<u8>> {
    let (ns, ne) = (
        ScalarBytes::<C>::default().as_ref().len(),
        ElementBytes::<C>::default().as_ref().len(),
    );
    let lengths = alloc::vec![0, 1, 32, ns, ne, ne + ns, 2 * ne, 3 * ne];
    let sized = proptest::sample::select(lengths)
        .prop_flat_map(|n| proptest::collection::vec(any::<u8>(), n));
    let samples = samples::<C>();
    let mutated = (
        0..samples.len(),
        proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0..4u8), 1..4),
    )
        .prop_map(move |(which, edits)| {
            let mut bytes = samples[which].clone();
            for (at, value, kind) in edits {
                if bytes.is_empty() {
                    break;
                }
                let at = at.index(bytes.len());
                match kind {
                    0 => bytes[at] ^= value.max(1),
                    1 => bytes.insert(at, value),
                    2 => {
                        bytes.remove(at);
                    }
                    _ => bytes.truncate(at),
                }
            }
            bytes
        });
    prop_oneof![sized, mutated]
}

/// No byte string makes a raw decoder panic, and whatever one accepts is the
/// canonical encoding of the value (see [`raw_decoders`]); the valid samples
/// themselves are accepted.
pub fn raw_decoders_never_panic<C: Ciphersuite>() {
    let samples = samples::<C>();
    assert!(C::deserialize_element(&samples[0]).is_ok());
    assert!(C::deserialize_scalar(&samples[1]).is_ok());
    assert!(C::deserialize_scalar(&samples[2]).is_ok());
    assert!(Signature::<C>::from_bytes(&samples[3]).is_ok());
    assert!(SigningCommitments::<C>::from_bytes(&samples[4]).is_ok());
    assert!(VerifiableSecretSharingCommitment::<C>::from_bytes(&samples[5]).is_ok());
    for sample in &samples {
        raw_decoders::<C>(sample);
    }
    let config = Config {
        cases: 512,
        failure_persistence: None,
        rng_algorithm: RngAlgorithm::ChaCha,
        ..Config::default()
    };
    TestRunner::new_with_rng(
        config.clone(),
        TestRng::deterministic_rng(config.rng_algorithm),
    )
    .run(&inputs::<C>(), |bytes| {
        raw_decoders::<C>(&bytes);
        Ok(())
    })
    .expect("raw decoders");
}

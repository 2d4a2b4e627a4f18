//! Batch verification split over threads against the sequential path.

use alloc::vec::Vec;

use rand::SeedableRng;
use rand::rngs::StdRng;

use super::{BatchItem, verify_batch};
use crate::dev_suite::DevSuite;
use crate::parallel::MIN_SPLIT_LEN;
use crate::parallel::tests::both_ways;
use crate::{Signature, SigningKey, VerifyingKey};

/// A batch above the split threshold is accepted, or refused naming
/// the same signatures in the same order, on one thread and on four; the
/// weights are drawn from the same seed both ways.
#[test]
fn split_batch_verification_matches_the_sequential_one() {
    let mut rng = StdRng::seed_from_u64(29);
    let keys: Vec<SigningKey<DevSuite>> = (0..MIN_SPLIT_LEN + 5)
        .map(|_| SigningKey::new(&mut rng))
        .collect();
    let verifying_keys: Vec<VerifyingKey<DevSuite>> =
        keys.iter().map(SigningKey::verifying_key).collect();
    let signatures: Vec<Signature<DevSuite>> = keys
        .iter()
        .map(|key| key.sign(&mut rng, b"batch"))
        .collect();
    for bad in [&[][..], &[7, 33]] {
        let items: Vec<BatchItem<'_, DevSuite>> = signatures
            .iter()
            .enumerate()
            .map(|(i, signature)| BatchItem {
                // A bad item claims its neighbour's key.
                verifying_key: &verifying_keys[if bad.contains(&i) { i + 1 } else { i }],
                message: b"batch",
                signature,
            })
            .collect();
        let (sequential, split) =
            both_ways(|| verify_batch(&items, &mut StdRng::seed_from_u64(30)));
        assert_eq!(sequential, split);
        assert_eq!(sequential.err().unwrap_or_default(), bad);
    }
}

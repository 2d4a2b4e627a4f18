//! Fixed-base batches split over threads against the sequential batch.

use alloc::vec::Vec;

use ff::Field;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::EncodedElement;
use crate::dev_suite::DevSuite;
use crate::parallel::MIN_SPLIT_LEN;
use crate::parallel::tests::both_ways;
use crate::{EncodingError, Scalar};

/// Commitments and verifying shares computed in pieces on four threads
/// have the bytes of the sequential batch; a zero scalar fails the same
/// way, wherever it sits.
#[test]
fn split_multiplications_match_the_sequential_batch() {
    let mut rng = StdRng::seed_from_u64(29);
    let mut scalars: Vec<Scalar<DevSuite>> = (0..3 * MIN_SPLIT_LEN)
        .map(|_| Scalar::<DevSuite>::random(&mut rng))
        .collect();
    let encode = |scalars: &[Scalar<DevSuite>]| {
        EncodedElement::<DevSuite>::mul_base_batch(scalars).map(|elements| {
            elements
                .iter()
                .map(|e| e.as_slice().to_vec())
                .collect::<Vec<_>>()
        })
    };
    let (sequential, split) = both_ways(|| encode(&scalars));
    assert_eq!(sequential, split);
    scalars[2 * MIN_SPLIT_LEN + 1] = Scalar::<DevSuite>::ZERO;
    let (sequential, split) = both_ways(|| encode(&scalars));
    assert_eq!(sequential, split);
    assert_eq!(sequential, Err(EncodingError::IdentityElement));
}

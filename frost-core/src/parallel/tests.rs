//! The split multiscalar multiplication against the direct sum.

use alloc::vec::Vec;

use ff::Field;
use group::Group;
use rand::SeedableRng;
use rand::rngs::StdRng;

pub(crate) use frost_parallel::testing::sequential_and_split as both_ways;

use crate::dev_suite::DevSuite;
use crate::{Element, Scalar};

#[test]
fn split_multiscalar_multiplication_is_the_same_element() {
    let mut rng = StdRng::seed_from_u64(29);
    let scalars: Vec<Scalar<DevSuite>> = (0..301)
        .map(|_| Scalar::<DevSuite>::random(&mut rng))
        .collect();
    let points: Vec<Element<DevSuite>> = (0..300)
        .map(|_| Element::<DevSuite>::random(&mut rng))
        .collect();
    let (sequential, split) =
        both_ways(|| super::vartime_multiscalar_mul::<DevSuite>(&scalars, &points));
    let direct: Element<DevSuite> = scalars.iter().zip(&points).map(|(k, p)| *p * k).sum();
    assert_eq!(sequential, direct);
    assert_eq!(split, direct);
}

/// The addends are split with the pairs and each added once, whether they
/// match the pairs' length, run past it, or stop short of it.
#[test]
fn split_multiscalar_multiplication_adds_every_addend_once() {
    let mut rng = StdRng::seed_from_u64(31);
    let scalars: Vec<Scalar<DevSuite>> = (0..200)
        .map(|_| Scalar::<DevSuite>::random(&mut rng))
        .collect();
    let points: Vec<Element<DevSuite>> = (0..200)
        .map(|_| Element::<DevSuite>::random(&mut rng))
        .collect();
    let addends: Vec<Element<DevSuite>> = (0..230)
        .map(|_| Element::<DevSuite>::random(&mut rng))
        .collect();
    let products: Element<DevSuite> = scalars.iter().zip(&points).map(|(k, p)| *p * k).sum();
    for count in [0, 1, 150, 200, 230] {
        let addends = &addends[..count];
        let (sequential, split) = both_ways(|| {
            super::vartime_multiscalar_mul_with::<DevSuite>(&scalars, &points, addends, 1)
        });
        let direct = products + addends.iter().sum::<Element<DevSuite>>();
        assert_eq!(sequential, direct, "{count} addends");
        assert_eq!(split, direct, "{count} addends");
    }
}

/// A multiplication run beside others, in fewer pieces or in one, is the
/// same element.
#[test]
fn multiplication_beside_others_is_the_same_element() {
    let mut rng = StdRng::seed_from_u64(37);
    let scalars: Vec<Scalar<DevSuite>> = (0..150)
        .map(|_| Scalar::<DevSuite>::random(&mut rng))
        .collect();
    let points: Vec<Element<DevSuite>> = (0..150)
        .map(|_| Element::<DevSuite>::random(&mut rng))
        .collect();
    let direct: Element<DevSuite> = scalars.iter().zip(&points).map(|(k, p)| *p * k).sum();
    for parts in [0, 1, 2, 3, 8] {
        let (sequential, split) = both_ways(|| {
            super::vartime_multiscalar_mul_with::<DevSuite>(&scalars, &points, &[], parts)
        });
        assert_eq!(sequential, direct, "{parts} parts");
        assert_eq!(split, direct, "{parts} parts");
    }
}

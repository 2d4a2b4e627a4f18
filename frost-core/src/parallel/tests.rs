//! The split multiscalar multiplication against the direct sum.

use alloc::vec::Vec;

use ff::Field;
use group::Group;
use rand::SeedableRng;
use rand::rngs::StdRng;

pub(crate) use frost_parallel::testing::sequential_and_split as both_ways;

use crate::dev_suite::DevSuite;
use crate::{Element, Scalar};

/// `scalars` random scalars and `points` random points.
fn random_pairs(
    scalars: usize,
    points: usize,
    rng: &mut StdRng,
) -> (Vec<Scalar<DevSuite>>, Vec<Element<DevSuite>>) {
    let scalars = (0..scalars).map(|_| Scalar::<DevSuite>::random(&mut *rng));
    let scalars = scalars.collect();
    let points = (0..points).map(|_| Element::<DevSuite>::random(&mut *rng));
    (scalars, points.collect())
}

#[test]
fn split_multiscalar_multiplication_is_the_same_element() {
    let (scalars, points) = random_pairs(301, 300, &mut StdRng::seed_from_u64(29));
    let (sequential, split) =
        both_ways(|| super::vartime_multiscalar_mul::<DevSuite>(&scalars, &points));
    let direct: Element<DevSuite> = scalars.iter().zip(&points).map(|(k, p)| *p * k).sum();
    assert_eq!(sequential, direct);
    assert_eq!(split, direct);
}

/// The addends are split with the pairs and each added once, whether they
/// match the pairs' length, run past it, or stop short of it; and a
/// multiplication run as one of several parts, in fewer pieces or in one, is
/// the same element.
#[test]
fn split_multiscalar_multiplication_adds_every_addend_once_in_any_share_of_the_pool() {
    let mut rng = StdRng::seed_from_u64(31);
    let (scalars, points) = random_pairs(200, 200, &mut rng);
    let (_, addends) = random_pairs(0, 230, &mut rng);
    let products: Element<DevSuite> = scalars.iter().zip(&points).map(|(k, p)| *p * k).sum();
    for count in [0, 1, 150, 200, 230] {
        for parts in [0, 1, 2, 3, 8] {
            let addends = &addends[..count];
            let (sequential, split) = both_ways(|| {
                super::vartime_multiscalar_mul_with::<DevSuite>(&scalars, &points, addends, parts)
            });
            let direct = products + addends.iter().sum::<Element<DevSuite>>();
            assert_eq!(sequential, direct, "{count} addends, {parts} parts");
            assert_eq!(split, direct, "{count} addends, {parts} parts");
        }
    }
}

//! Differential fuzzing of frost-arithmetic's fixed-base multiplications
//! against the curve crates' multiplication by the generator: secp256k1's
//! batched `mul_base_serialized` (up to 8 scalars, with their encodings),
//! P-256's and edwards448's `mul_base`, and Pallas's constant-time `mul` of
//! a point (the first scalar times the generator) by the other scalars,
//! against `pasta_curves`' own multiplication. The first byte chooses the curve;
//! the rest are the scalars, 64 bytes each (zero-padded), read as integers
//! reduced modulo the group order, so every scalar is reachable. A
//! mismatch panics.

#![no_main]

use ff::PrimeField;
use group::{Curve, Group, GroupEncoding};
use libfuzzer_sys::fuzz_target;

/// Up to `max` scalars from `bytes`: each 64-byte chunk (the last one
/// zero-padded) read as a big-endian integer modulo the group order.
fn scalars<S: PrimeField>(bytes: &[u8], max: usize) -> Vec<S> {
    bytes
        .chunks(64)
        .take(max)
        .map(|chunk| {
            let mut padded = [0u8; 64];
            padded[..chunk.len()].copy_from_slice(chunk);
            padded.iter().fold(S::ZERO, |acc, byte| {
                acc * S::from(256) + S::from(u64::from(*byte))
            })
        })
        .collect()
}

fuzz_target!(|data: &[u8]| {
    let [selector, rest @ ..] = data else {
        return;
    };
    match selector % 4 {
        0 => {
            let scalars = scalars::<k256::Scalar>(rest, 8);
            let expected: Vec<k256::ProjectivePoint> = scalars
                .iter()
                .map(k256::ProjectivePoint::mul_by_generator)
                .collect();
            match frost_arithmetic::secp256k1::mul_base_serialized(&scalars) {
                Some((points, encodings)) => {
                    assert!(scalars.iter().all(|k| !bool::from(k.is_zero())));
                    assert_eq!(points, expected);
                    for (point, encoding) in expected.iter().zip(&encodings) {
                        assert_eq!(point.to_affine().to_bytes(), *encoding);
                    }
                }
                None => assert!(scalars.iter().any(|k| bool::from(k.is_zero()))),
            }
        }
        1 => {
            for k in scalars::<p256::Scalar>(rest, 8) {
                assert_eq!(
                    frost_arithmetic::p256::mul_base(&k),
                    p256::ProjectivePoint::mul_by_generator(&k)
                );
            }
        }
        2 => {
            for k in scalars::<ed448_goldilocks::EdwardsScalar>(rest, 4) {
                assert_eq!(
                    frost_arithmetic::ed448::mul_base(&k),
                    ed448_goldilocks::EdwardsPoint::GENERATOR * k
                );
            }
        }
        _ => {
            let scalars = scalars::<pasta_curves::pallas::Scalar>(rest, 5);
            let Some((first, others)) = scalars.split_first() else {
                return;
            };
            let point = pasta_curves::pallas::Point::generator() * first;
            let affine = point.to_affine();
            for k in others {
                assert_eq!(frost_arithmetic::pallas::mul(&affine, k), point * k);
            }
        }
    }
});

//! Differential fuzzing of frost-arithmetic's variable-time multiscalar
//! and double-base multiplications against a naive sum of the curve
//! crates' products: secp256k1, P-256 and edwards448. The first byte
//! chooses the curve; each following 41-byte record is one term: a
//! control byte (the identity, a repeat or the negation of the previous
//! point, or a fresh multiple of the generator by the next 8 bytes), then
//! a 32-byte scalar (zero, one and minus one included via the control
//! byte). Up to 300 terms. A mismatch panics.

#![no_main]

use ff::{Field, PrimeField};
use group::Group;
use libfuzzer_sys::fuzz_target;

/// The terms of `bytes` (see the module documentation).
fn terms<G: Group>(bytes: &[u8]) -> (Vec<G::Scalar>, Vec<G>)
where
    G::Scalar: PrimeField,
{
    let mut scalars = Vec::new();
    let mut points: Vec<G> = Vec::new();
    for record in bytes.chunks_exact(41).take(300) {
        let control = record[0];
        let small = record[1..9]
            .iter()
            .fold(0u64, |acc, byte| (acc << 8) | u64::from(*byte));
        let previous = points.last().copied().unwrap_or_else(G::generator);
        points.push(match control % 4 {
            0 => G::identity(),
            1 => previous,
            2 => -previous,
            _ => G::generator() * G::Scalar::from(small),
        });
        let scalar = record[9..41].iter().fold(G::Scalar::ZERO, |acc, byte| {
            acc * G::Scalar::from(256) + G::Scalar::from(u64::from(*byte))
        });
        scalars.push(match (control >> 2) % 8 {
            0 => G::Scalar::ZERO,
            1 => G::Scalar::ONE,
            2 => -G::Scalar::ONE,
            _ => scalar,
        });
    }
    (scalars, points)
}

fn naive<G: Group>(scalars: &[G::Scalar], points: &[G]) -> G {
    scalars.iter().zip(points).map(|(k, p)| *p * k).sum()
}

fn check<G: Group>(
    bytes: &[u8],
    msm: impl Fn(&[G::Scalar], &[G]) -> G,
    double_base: Option<fn(&G::Scalar, &G, &G::Scalar) -> G>,
) where
    G::Scalar: PrimeField,
{
    let (scalars, points) = terms::<G>(bytes);
    assert_eq!(
        msm(&scalars, &points),
        naive(&scalars, &points),
        "{} terms",
        scalars.len()
    );
    if let (Some(double_base), [a, b, ..], [point, ..]) = (double_base, &scalars[..], &points[..]) {
        assert_eq!(double_base(a, point, b), *point * a + G::generator() * b);
    }
}

fuzz_target!(|data: &[u8]| {
    let [selector, rest @ ..] = data else {
        return;
    };
    match selector % 3 {
        0 => check::<k256::ProjectivePoint>(
            rest,
            frost_arithmetic::secp256k1::vartime_multiscalar_mul,
            None,
        ),
        1 => check::<p256::ProjectivePoint>(
            rest,
            frost_arithmetic::p256::vartime_multiscalar_mul,
            Some(frost_arithmetic::p256::vartime_double_mul_base),
        ),
        _ => check::<ed448_goldilocks::EdwardsPoint>(
            rest,
            frost_arithmetic::ed448::vartime_multiscalar_mul,
            Some(frost_arithmetic::ed448::vartime_double_mul_base),
        ),
    }
});

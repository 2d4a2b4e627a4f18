//! The suite's variable-time multiscalar multiplication hands over from
//! k256's linear combination to the engine's bucket method above 128 points;
//! both sides of the switch must agree with the naive sum.

use frost_core::testing::test_rng;
use frost_core::{Ciphersuite, Element, Scalar};
use frost_secp256k1::Secp256k1;

/// The largest size left to k256 (`CURVE_MSM_MAX_POINTS` in the crate).
const SWITCH: usize = 128;

fn naive(scalars: &[Scalar<Secp256k1>], points: &[Element<Secp256k1>]) -> Element<Secp256k1> {
    scalars.iter().zip(points).map(|(k, p)| *p * k).sum()
}

#[test]
fn both_sides_of_the_switch_agree_with_the_naive_sum() {
    let mut rng = test_rng(41);
    for n in [SWITCH, SWITCH + 1] {
        let scalars: Vec<_> = (0..n).map(|_| Secp256k1::random_scalar(&mut rng)).collect();
        let points: Vec<_> = (0..n)
            .map(|_| Secp256k1::mul_base(&Secp256k1::random_scalar(&mut rng)))
            .collect();
        assert_eq!(
            Secp256k1::vartime_multiscalar_mul(&scalars, &points),
            naive(&scalars, &points),
            "n = {n}"
        );
    }
}

#[test]
fn extra_entries_of_the_longer_slice_are_ignored() {
    let mut rng = test_rng(42);
    for n in [3, SWITCH + 1] {
        let scalars: Vec<_> = (0..n + 2)
            .map(|_| Secp256k1::random_scalar(&mut rng))
            .collect();
        let points: Vec<_> = (0..n)
            .map(|_| Secp256k1::mul_base(&Secp256k1::random_scalar(&mut rng)))
            .collect();
        let expected = naive(&scalars[..n], &points);
        assert_eq!(
            Secp256k1::vartime_multiscalar_mul(&scalars, &points),
            expected,
            "n = {n}"
        );
        assert_eq!(
            Secp256k1::vartime_multiscalar_mul(&scalars[..n], &points[..n - 1]),
            naive(&scalars[..n - 1], &points[..n - 1])
        );
    }
}

//! The suite's variable-time multiscalar multiplication hands over from
//! p256's linear combination to the engine's bucket method above 256 points;
//! both sides of the switch must agree with the naive sum.

use frost_core::testing::test_rng;
use frost_core::{Ciphersuite, Element, Scalar};
use frost_p256::P256;

/// The largest size left to p256 (`CURVE_MSM_MAX_POINTS` in the crate).
const SWITCH: usize = 256;

fn naive(scalars: &[Scalar<P256>], points: &[Element<P256>]) -> Element<P256> {
    scalars.iter().zip(points).map(|(k, p)| *p * k).sum()
}

#[test]
fn both_sides_of_the_switch_agree_with_the_naive_sum() {
    let mut rng = test_rng(41);
    for n in [SWITCH, SWITCH + 1] {
        let scalars: Vec<_> = (0..n).map(|_| P256::random_scalar(&mut rng)).collect();
        let points: Vec<_> = (0..n)
            .map(|_| P256::mul_base(&P256::random_scalar(&mut rng)))
            .collect();
        assert_eq!(
            P256::vartime_multiscalar_mul(&scalars, &points),
            naive(&scalars, &points),
            "n = {n}"
        );
    }
}

#[test]
fn extra_entries_of_the_longer_slice_are_ignored() {
    let mut rng = test_rng(42);
    for n in [3, SWITCH + 1] {
        let scalars: Vec<_> = (0..n + 2).map(|_| P256::random_scalar(&mut rng)).collect();
        let points: Vec<_> = (0..n)
            .map(|_| P256::mul_base(&P256::random_scalar(&mut rng)))
            .collect();
        let expected = naive(&scalars[..n], &points);
        assert_eq!(
            P256::vartime_multiscalar_mul(&scalars, &points),
            expected,
            "n = {n}"
        );
        assert_eq!(
            P256::vartime_multiscalar_mul(&scalars[..n], &points[..n - 1]),
            naive(&scalars[..n - 1], &points[..n - 1])
        );
    }
}

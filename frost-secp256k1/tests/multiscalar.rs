//! The suite's variable-time multiscalar multiplication hands over from
//! k256's linear combination to the crate's bucket method with batched
//! affine additions at `AFFINE_MSM_MIN_POINTS`; both sides of the switch,
//! and the exceptional inputs of the affine additions, must agree with the
//! naive sum.

use frost_core::Ciphersuite;
use frost_core::ff::Field;
use frost_core::group::Group;
use frost_core::testing::test_rng;
use frost_secp256k1::Secp256k1;
use k256::{ProjectivePoint, Scalar};

/// The smallest size given to the crate's bucket method
/// (`AFFINE_MSM_MIN_POINTS` in the crate).
const AFFINE_SWITCH: usize = 80;

fn naive(scalars: &[Scalar], points: &[ProjectivePoint]) -> ProjectivePoint {
    scalars.iter().zip(points).map(|(k, p)| *p * k).sum()
}

#[test]
fn both_sides_of_the_switch_agree_with_the_naive_sum() {
    frost_core::testing::arithmetic::multiscalar_switch_agrees_with_the_naive_sum::<Secp256k1>(
        AFFINE_SWITCH - 1,
    );
}

#[test]
fn random_inputs_of_many_sizes() {
    let mut rng = test_rng(11);
    for n in [0usize, 1, 2, 3, 17, 79, 80, 81, 128, 255, 256, 300, 1000] {
        let scalars: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
        let points: Vec<ProjectivePoint> =
            (0..n).map(|_| ProjectivePoint::random(&mut rng)).collect();
        assert_eq!(
            Secp256k1::vartime_multiscalar_mul(&scalars, &points),
            naive(&scalars, &points),
            "n = {n}"
        );
    }
}

/// Above the switches: identity points, zero scalars, 1, -1 (= n - 1),
/// repeated points and points beside their negations, all at once.
#[test]
fn exceptional_inputs_above_the_switches() {
    let mut rng = test_rng(12);
    let g = ProjectivePoint::GENERATOR;
    let p = ProjectivePoint::random(&mut rng);
    let k = Scalar::random(&mut rng);
    let pool_points = [g, -g, p, -p, p.double(), ProjectivePoint::IDENTITY, p];
    let pool_scalars = [Scalar::ZERO, Scalar::ONE, -Scalar::ONE, k, -k, k.double()];
    for n in [AFFINE_SWITCH, 300, 1000] {
        let points: Vec<ProjectivePoint> = (0..n)
            .map(|i| pool_points[(i * 3 + i / 11) % pool_points.len()])
            .collect();
        let scalars: Vec<Scalar> = (0..n)
            .map(|i| pool_scalars[(i * 5 + i / 7) % pool_scalars.len()])
            .collect();
        assert_eq!(
            Secp256k1::vartime_multiscalar_mul(&scalars, &points),
            naive(&scalars, &points),
            "n = {n}"
        );
    }
    // A sum that cancels to the identity.
    let n = AFFINE_SWITCH + 3;
    let points = vec![p; n];
    let mut scalars = vec![k; n];
    scalars[n - 1] = -(k * Scalar::from((n - 1) as u64));
    assert!(bool::from(
        Secp256k1::vartime_multiscalar_mul(&scalars, &points).is_identity()
    ));
}

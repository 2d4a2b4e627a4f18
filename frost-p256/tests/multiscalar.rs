//! The suite's variable-time multiscalar multiplication hands over from
//! interleaved NAFs to the bucket method above `STRAUS_MAX_POINTS`; both
//! sides of the switch, the double-base multiplication of verification, and
//! the exceptional inputs of the incomplete Jacobian and affine formulas
//! must agree with the naive sum.

use frost_core::Ciphersuite;
use frost_core::ff::Field;
use frost_core::group::Group;
use frost_core::testing::test_rng;
use frost_p256::P256;
use p256::{ProjectivePoint, Scalar};

/// The largest size done by interleaved NAFs (`STRAUS_MAX_POINTS` in the
/// crate).
const SWITCH: usize = 128;

fn naive(scalars: &[Scalar], points: &[ProjectivePoint]) -> ProjectivePoint {
    scalars.iter().zip(points).map(|(k, p)| *p * k).sum()
}

#[test]
fn both_sides_of_the_switch_agree_with_the_naive_sum() {
    frost_core::testing::arithmetic::multiscalar_switch_agrees_with_the_naive_sum::<P256>(SWITCH);
}

#[test]
fn random_inputs_of_many_sizes() {
    let mut rng = test_rng(11);
    for n in [0usize, 1, 2, 3, 17, 128, 129, 300, 1000] {
        let scalars: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
        let points: Vec<ProjectivePoint> =
            (0..n).map(|_| ProjectivePoint::random(&mut rng)).collect();
        assert_eq!(
            P256::vartime_multiscalar_mul(&scalars, &points),
            naive(&scalars, &points),
            "n = {n}"
        );
    }
}

/// Above the switch: identity points, zero scalars, 1, -1 (= n - 1),
/// repeated points and points beside their negations, all at once.
#[test]
fn exceptional_inputs_above_the_switch() {
    let mut rng = test_rng(12);
    let g = ProjectivePoint::GENERATOR;
    let p = ProjectivePoint::random(&mut rng);
    let k = Scalar::random(&mut rng);
    let pool_points = [g, -g, p, -p, p.double(), ProjectivePoint::IDENTITY, p];
    let pool_scalars = [Scalar::ZERO, Scalar::ONE, -Scalar::ONE, k, -k, k.double()];
    for n in [2, 3, 7, 40, SWITCH, SWITCH + 1, 300, 1000] {
        let points: Vec<ProjectivePoint> = (0..n)
            .map(|i| pool_points[(i * 3 + i / 11) % pool_points.len()])
            .collect();
        let scalars: Vec<Scalar> = (0..n)
            .map(|i| pool_scalars[(i * 5 + i / 7) % pool_scalars.len()])
            .collect();
        assert_eq!(
            P256::vartime_multiscalar_mul(&scalars, &points),
            naive(&scalars, &points),
            "n = {n}"
        );
    }
    // A sum that cancels to the identity.
    let n = SWITCH + 3;
    let points = vec![p; n];
    let mut scalars = vec![k; n];
    scalars[n - 1] = -(k * Scalar::from((n - 1) as u64));
    assert!(bool::from(
        P256::vartime_multiscalar_mul(&scalars, &points).is_identity()
    ));
}

/// `a * A + b * G` with zero, one, opposite and random scalars, and `A` the
/// identity, `G`, `-G` or a random point.
#[test]
fn double_base_multiplication_with_exceptional_inputs() {
    let mut rng = test_rng(13);
    let g = ProjectivePoint::GENERATOR;
    let p = ProjectivePoint::random(&mut rng);
    let k = Scalar::random(&mut rng);
    let scalars = [Scalar::ZERO, Scalar::ONE, -Scalar::ONE, k, -k];
    for point in [ProjectivePoint::IDENTITY, g, -g, p, -p] {
        for a in scalars {
            for b in scalars {
                assert_eq!(
                    P256::vartime_double_mul_base(&a, &point, &b),
                    point * a + g * b
                );
            }
        }
    }
}

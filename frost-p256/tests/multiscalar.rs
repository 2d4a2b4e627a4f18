//! The suite's variable-time multiscalar multiplication hands over from
//! interleaved NAFs to the bucket method above `STRAUS_MAX_POINTS`; both
//! sides of the switch, the double-base multiplication of verification, and
//! the exceptional inputs of the incomplete Jacobian and affine formulas
//! must agree with the naive sum.

use frost_conformance::test_rng;
use frost_core::Arithmetic;
use frost_core::ff::Field;
use frost_core::group::Group;
use frost_p256::P256;

/// The suite's arithmetic backend.
type Backend = <P256 as frost_core::Ciphersuite>::Arithmetic;
use p256::{ProjectivePoint, Scalar};

/// The largest size done by interleaved NAFs
/// (`frost_arithmetic::p256::STRAUS_MAX_POINTS`).
const SWITCH: usize = 128;

#[test]
fn both_sides_of_the_switch_agree_with_the_naive_sum() {
    frost_conformance::arithmetic::multiscalar_switch_agrees_with_the_naive_sum::<P256>(SWITCH);
}

/// Random inputs on both sides of the switch; above it too, identity
/// points, zero scalars, 1, -1 (= n - 1), repeated points and points beside
/// their negations, all at once, and a sum that cancels.
#[test]
fn random_and_exceptional_inputs() {
    frost_conformance::arithmetic::multiscalar_sizes_agree_with_the_naive_sum::<P256>(
        &[0, 1, 2, 3, 17, 128, 129, 300, 1000],
        &[2, 3, 7, 40, SWITCH, SWITCH + 1, 300, 1000],
        SWITCH + 3,
    );
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
                    <Backend as Arithmetic<P256>>::vartime_double_mul_base(&a, &point, &b),
                    point * a + g * b
                );
            }
        }
    }
}

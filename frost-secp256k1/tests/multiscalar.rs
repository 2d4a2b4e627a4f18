//! The suite's variable-time multiscalar multiplication hands over from
//! k256's linear combination to frost-arithmetic's bucket method with batched
//! affine additions at `AFFINE_MSM_MIN_POINTS`; both sides of the switch,
//! and the exceptional inputs of the affine additions, must agree with the
//! naive sum.

use frost_secp256k1::Secp256k1;

/// The smallest size given to the crate's bucket method
/// (`frost_arithmetic::secp256k1::AFFINE_MSM_MIN_POINTS`).
const AFFINE_SWITCH: usize = 32;

#[test]
fn both_sides_of_the_switch_agree_with_the_naive_sum() {
    frost_conformance::arithmetic::multiscalar_switch_agrees_with_the_naive_sum::<Secp256k1>(
        AFFINE_SWITCH - 1,
    );
}

/// Random inputs on both sides of the switch; above it too, identity
/// points, zero scalars, 1, -1 (= n - 1), repeated points and points beside
/// their negations, all at once, and a sum that cancels.
#[test]
fn random_and_exceptional_inputs() {
    frost_conformance::arithmetic::multiscalar_sizes_agree_with_the_naive_sum::<Secp256k1>(
        &[
            0, 1, 2, 3, 17, 31, 32, 33, 79, 80, 81, 128, 255, 256, 300, 1000,
        ],
        &[AFFINE_SWITCH, 300, 1000],
        AFFINE_SWITCH + 3,
    );
}

//! The suite's variable-time multiscalar multiplication hands over from
//! k256's linear combination to the engine's bucket method above 128 points;
//! both sides of the switch must agree with the naive sum.

/// The largest size left to k256 (`CURVE_MSM_MAX_POINTS` in the crate).
const SWITCH: usize = 128;

#[test]
fn both_sides_of_the_switch_agree_with_the_naive_sum() {
    frost_core::testing::arithmetic::multiscalar_switch_agrees_with_the_naive_sum::<
        frost_secp256k1::Secp256k1,
    >(SWITCH);
}

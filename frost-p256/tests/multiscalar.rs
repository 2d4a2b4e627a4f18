//! The suite's variable-time multiscalar multiplication hands over from
//! p256's linear combination to the engine's bucket method above 256 points;
//! both sides of the switch must agree with the naive sum.

/// The largest size left to p256 (`CURVE_MSM_MAX_POINTS` in the crate).
const SWITCH: usize = 256;

#[test]
fn both_sides_of_the_switch_agree_with_the_naive_sum() {
    frost_core::testing::arithmetic::multiscalar_switch_agrees_with_the_naive_sum::<frost_p256::P256>(
        SWITCH,
    );
}

//! Generic tests of the key lifecycle after key generation: refresh,
//! resharing and repair, on the engine's helpers
//! (`frost_core::testing::lifecycle::support`).
//!
//! Each public function of the submodules is one test;
//! [`keygen_tests!`](crate::keygen_tests) instantiates all of them for a
//! ciphersuite.

pub mod refresh;
pub mod repair;
pub mod reshare;

/// Expands into one `#[test]` per generic test of key generation, for the
/// given ciphersuite type. A ciphersuite crate invokes it in its tests next
/// to the engine's `frost_core::ciphersuite_tests!`.
#[macro_export]
macro_rules! keygen_tests {
    ($suite:ty) => {
        $crate::keygen_tests!(@tests $suite;
            refresh::refresh_with_dealer_then_sign,
            refresh::refresh_with_dealer_drops_participant,
            refresh::refresh_with_dealer_faults_are_detected,
            refresh::refresh_distributed_then_sign,
            refresh::refresh_distributed_drops_participant,
            refresh::refresh_distributed_faults_are_named,
            reshare::reshare_chain_then_sign,
            reshare::reshare_faults_are_named,
            repair::repair_then_sign,
            repair::repair_with_wrong_helper_value_is_detected,
            repair::repair_helper_lists_are_checked,
        );
    };
    (@tests $suite:ty; $($module:ident :: $name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::testing::lifecycle::$module::$name::<$suite>();
            }
        )*
    };
}

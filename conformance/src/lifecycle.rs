//! Generic tests of the key lifecycle: distributed key generation
//! ([`dkg`]), refresh ([`refresh`]), resharing ([`reshare`]) and repair
//! ([`repair`]), and the helpers ([`support`]) that they and the
//! extensions' tests build on.
//!
//! Each public function of the submodules (other than [`support`]) is one
//! test; [`lifecycle_tests!`](crate::lifecycle_tests) instantiates those of
//! key generation for a ciphersuite, including a full 67-of-100 key
//! generation ([`dkg::dkg_67_of_100`]), and
//! [`keygen_tests!`](crate::keygen_tests) those of refresh, resharing and
//! repair. The timings of [`scale`] are instantiated as ignored tests, to run
//! in release mode.

pub mod dkg;
pub mod parallel;
pub mod refresh;
pub mod repair;
pub mod reshare;
pub mod scale;
pub mod support;

/// Expands into one `#[test]` per generic key-lifecycle test, for the given
/// ciphersuite type; [`ciphersuite_tests!`](crate::ciphersuite_tests) invokes it.
#[macro_export]
macro_rules! lifecycle_tests {
    ($suite:ty) => {
        $crate::lifecycle_tests!(@tests $suite;
            dkg::dkg_2_of_3,
            dkg::dkg_3_of_5,
            dkg::dkg_7_of_10,
            dkg::dkg_67_of_100,
            dkg::dkg_with_derived_identifiers,
            dkg::dkg_with_scattered_identifiers,
            dkg::dkg_evaluation_strategies_agree,
            dkg::dkg_invalid_proofs_are_named,
            dkg::dkg_invalid_shares_are_named,
            dkg::dkg_wrong_commitment_lengths_are_named,
            dkg::dkg_missing_and_unexpected_packages_are_refused,
            dkg::dkg_transcript_changes_are_detected,
            dkg::dkg_invalid_parameters_are_refused,
            dkg::dkg_secrets_are_redacted,
            dkg::vss_commitment_encodings_agree,
            parallel::split_key_generation_matches_the_sequential_one,
            parallel::split_decoding_matches_the_sequential_one,
        );
        $crate::lifecycle_tests!(@ignored $suite;
            scale::dkg_timing_67_of_100,
            scale::dkg_timing_667_of_1000,
        );
    };
    (@ignored $suite:ty; $($module:ident :: $name:ident),* $(,)?) => {
        $(
            #[test]
            #[ignore = "large: run with --ignored (timings in release mode, with --nocapture)"]
            fn $name() {
                $crate::lifecycle::$module::$name::<$suite>();
            }
        )*
    };
    (@tests $suite:ty; $($module:ident :: $name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::lifecycle::$module::$name::<$suite>();
            }
        )*
    };
}

/// Expands into one `#[test]` per generic test of refresh, resharing and
/// repair, for the given ciphersuite type. A ciphersuite crate invokes it in
/// its tests next to [`ciphersuite_tests!`](crate::ciphersuite_tests).
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
                $crate::lifecycle::$module::$name::<$suite>();
            }
        )*
    };
}

//! Generic hardening tests: what malicious signers, coordinators and
//! key-generation participants can send, property tests over random groups
//! and messages, and the strictness of the raw decoders.
//!
//! They complement, and do not repeat, the misbehaviour tests of
//! [`signing`](frost_conformance::signing) (corrupted shares, altered own
//! commitment, too few or unknown signers),
//! [`lifecycle`](frost_conformance::lifecycle) (invalid proofs,
//! shares and commitment lengths in key generation, refresh and resharing)
//! and [`serialization`](super::serialization) (every wire and JSON decoder,
//! including a property test that none of them panics).
//!
//! [`fuzz_decoders`] and [`fuzz_protocol`] hold the harnesses that the
//! `cargo fuzz` targets run on arbitrary bytes, and that the property tests
//! run on a fixed sample: they are the fuzzing project's modules
//! (`fuzz/src`), compiled here too. Every public function of the other
//! submodules (except [`support`]) is one test; [`hardening_tests!`](crate::hardening_tests)
//! instantiates all of them for a ciphersuite.

pub mod construction;
pub mod dkg_faults;
#[path = "../../fuzz/src/fuzz_decoders.rs"]
pub mod fuzz_decoders;
#[path = "../../fuzz/src/fuzz_protocol.rs"]
pub mod fuzz_protocol;
pub mod identity;
pub mod malicious_coordinator;
pub mod malicious_signer;
pub mod properties;
pub mod raw_decoders;
pub mod support;

/// Expands into one `#[test]` per generic hardening test, for the given
/// ciphersuite type; [`engine_tests!`](crate::engine_tests)
/// invokes it.
#[macro_export]
macro_rules! hardening_tests {
    ($suite:ty) => {
        $crate::hardening_tests!(@tests $suite;
            construction::inconsistent_values_cannot_be_built,
            dkg_faults::dkg_rogue_key_is_refused,
            dkg_faults::dkg_replayed_packages_are_named,
            dkg_faults::dkg_commitment_not_matching_shares_is_named,
            dkg_faults::dkg_misrouted_and_forwarded_shares_are_named,
            dkg_faults::refresh_commitment_not_matching_shares_is_named,
            identity::identity_encoding_is_refused_by_every_decoder,
            malicious_coordinator::coordinator_altered_message_is_caught,
            malicious_coordinator::coordinator_dropped_signers_are_caught,
            malicious_coordinator::coordinator_added_signers_are_caught,
            malicious_coordinator::coordinator_swapped_commitments_are_caught,
            malicious_coordinator::coordinator_replayed_package_is_refused,
            malicious_signer::each_kind_of_bad_share_is_named,
            malicious_signer::all_signers_cheating_are_all_named,
            malicious_signer::copied_commitments_are_named,
            properties::random_groups_sign_and_verify,
            properties::single_bit_changes_fail_verification,
            properties::arbitrary_packages_never_panic_or_forge,
            raw_decoders::raw_decoders_never_panic,
        );
    };
    (@tests $suite:ty; $($module:ident :: $name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::hardening::$module::$name::<$suite>();
            }
        )*
    };
}

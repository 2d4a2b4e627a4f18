//! Seeded simulations of whole ROAST runs in every suite: up to `n - t`
//! signers crashed, slow or malicious in every way the simulation knows; and
//! a property test over random groups, fault assignments and network
//! schedules. Every run must sign, open at most `n - t + 1` sessions (plus
//! one per faulty signer that declined), blame only malicious signers, and
//! blame every one whose invalid share arrived (`common::run_and_check`).

mod common;

use std::collections::BTreeMap;

use common::{FAULTS, HONEST, keys, run_and_check, sweep};
use frost_core::Identifier;
use frost_roast_simulation::Behaviour;
use proptest::prelude::*;
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;

macro_rules! suite_simulations {
    ($module:ident, $suite:ty) => {
        mod $module {
            use super::*;

            #[test]
            fn three_of_five_every_fault() {
                let totals = sweep::<$suite>(5, 3, 2, &FAULTS, 24);
                assert!(totals.blames > 0 && totals.exclusions > 0);
                // Duplicated requests get the recorded answer again, which
                // the coordinator refuses as a replay.
                assert!(totals.refused > 0);
            }

            #[test]
            fn three_of_five_crashes_and_invalid_shares() {
                sweep::<$suite>(
                    5,
                    3,
                    2,
                    &[Behaviour::CrashAfterCommit, Behaviour::InvalidShare],
                    8,
                );
            }

            #[test]
            fn seven_of_ten_every_fault() {
                sweep::<$suite>(10, 7, 3, &FAULTS, 8);
            }

            #[test]
            fn seven_of_ten_coordinated_attack() {
                let totals = sweep::<$suite>(10, 7, 3, &[Behaviour::Coordinated], 4);
                assert_eq!(totals.max_sessions, 4);
                assert_eq!(totals.blames, 12);
            }

            #[test]
            fn sixty_seven_of_hundred_every_fault() {
                let totals = sweep::<$suite>(100, 67, 33, &FAULTS, 2);
                assert!(totals.blames > 0 && totals.exclusions > 0);
            }

            #[test]
            fn sixty_seven_of_hundred_crashes_after_commit() {
                sweep::<$suite>(100, 67, 33, &[Behaviour::CrashAfterCommit], 1);
            }

            /// The paper's coordinated attack opens the most sessions ROAST
            /// allows, `n - t + 1 = 34`, and every attacker is blamed.
            #[test]
            fn sixty_seven_of_hundred_coordinated_attack() {
                let totals = sweep::<$suite>(100, 67, 33, &[Behaviour::Coordinated], 1);
                assert_eq!(totals.max_sessions, 34);
                assert_eq!(totals.blames, 33);
            }

            #[test]
            fn seven_of_ten_no_fault() {
                sweep::<$suite>(10, 7, 0, &FAULTS, 2);
            }
        }
    };
}

suite_simulations!(ed25519, frost_ed25519::Ed25519);
suite_simulations!(ristretto255, frost_ristretto255::Ristretto255);
suite_simulations!(secp256k1, frost_secp256k1::Secp256k1);
suite_simulations!(secp256k1_tr, frost_secp256k1_tr::Secp256k1Tr);
suite_simulations!(p256, frost_p256::P256);
suite_simulations!(ed448, frost_ed448::Ed448);

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn every_schedule_signs(
        (n, t) in prop_oneof![Just((5u16, 3u16)), Just((7, 4)), Just((4, 2)), Just((6, 6))],
        choices in proptest::collection::vec((any::<bool>(), 0..FAULTS.len(), 0..HONEST.len()), 7),
        randomized in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let keys = keys::<frost_ristretto255::Ristretto255>(n, t, &mut rng);
        let mut faulty = 0;
        let behaviours: BTreeMap<Identifier<_>, _> = keys
            .1
            .verifying_shares()
            .keys()
            .zip(&choices)
            .map(|(id, (fault, f, h))| {
                // At most n - t faulty signers: ROAST's assumption.
                if *fault && faulty < usize::from(n - t) {
                    faulty += 1;
                    (*id, FAULTS[*f])
                } else {
                    (*id, HONEST[*h])
                }
            })
            .collect();
        run_and_check(&keys, &behaviours, randomized, &mut rng);
    }
}

/// A signer that offers a copy of another's commitment declines when asked
/// to sign with it, which lets the coordinator open one session more than
/// `n - t + 1` (a schedule the property test above once drew: 3-of-5, one
/// signer crashing after its commitment, one copying).
#[test]
fn a_declining_copier_may_add_one_session() {
    type C = frost_ristretto255::Ristretto255;
    let mut declined_runs = 0;
    for seed in 0..64 {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let keys = keys::<C>(5, 3, &mut rng);
        let ids: Vec<_> = keys.1.verifying_shares().keys().copied().collect();
        let behaviours = BTreeMap::from([
            (ids[0], Behaviour::CrashAfterCommit),
            (ids[1], Behaviour::CopiedCommitment),
        ]);
        let transcript = run_and_check(&keys, &behaviours, false, &mut rng);
        if !transcript.declined.is_empty() {
            declined_runs += 1;
        }
    }
    assert!(declined_runs > 0, "some schedule makes the copier decline");
}

/// The same seed gives the same run, byte for byte: a transcript can be
/// reproduced (and replayed into a coordinator) from its seed alone.
#[test]
fn runs_are_reproducible_from_their_seed() {
    type C = frost_ed25519::Ed25519;
    let mut rng = ChaCha20Rng::seed_from_u64(11);
    let keys = keys::<C>(7, 4, &mut rng);
    let behaviours = common::schedule(&keys.1, 3, &FAULTS, &mut rng);
    let run = |seed| {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        run_and_check(&keys, &behaviours, false, &mut rng)
    };
    let (first, second) = (run(5), run(5));
    assert_eq!(first.inbound, second.inbound);
    assert_eq!(first.events, second.events);
    assert_eq!(first.signed, second.signed);
    assert!(!first.events.is_empty());
    let shown: Vec<String> = first.events.iter().map(ToString::to_string).collect();
    assert!(
        shown
            .iter()
            .any(|line| line.starts_with("session 0 opened with 4 signers"))
    );
}

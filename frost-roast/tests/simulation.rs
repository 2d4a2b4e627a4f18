//! Seeded simulations of whole ROAST runs in every suite: up to `n - t`
//! signers crashed, slow or malicious in every way the simulation knows.

mod common;

use common::{FAULTS, sweep};
use frost_roast::simulation::Behaviour;

macro_rules! suite_simulations {
    ($module:ident, $suite:ty) => {
        mod $module {
            use super::*;

            #[test]
            fn three_of_five_every_fault() {
                let totals = sweep::<$suite>(5, 3, 2, &FAULTS, 24);
                assert!(totals.blames > 0 && totals.exclusions > 0);
                assert!(totals.refused > 0 && totals.signer_refused > 0);
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

/// The paper's coordinated attack at 67-of-100 opens the most sessions ROAST
/// allows, `n - t + 1 = 34`. Each run checks 34 sessions' shares one by one,
/// which is slow unoptimised: two suites only, one per curve family with
/// the fastest arithmetic in debug builds.
mod coordinated_attack_at_scale {
    use super::*;

    #[test]
    fn ristretto255() {
        let totals =
            sweep::<frost_ristretto255::Ristretto255>(100, 67, 33, &[Behaviour::Coordinated], 1);
        assert_eq!(totals.max_sessions, 34);
        assert_eq!(totals.blames, 33);
    }

    #[test]
    fn secp256k1_tr() {
        let totals =
            sweep::<frost_secp256k1_tr::Secp256k1Tr>(100, 67, 33, &[Behaviour::Coordinated], 1);
        assert_eq!(totals.max_sessions, 34);
        assert_eq!(totals.blames, 33);
    }
}

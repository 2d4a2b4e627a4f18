//! The key generation fixture of the benchmarks runs every part for every
//! suite (it lives with the bench targets, see `benches/fixtures/dkg.rs`).

// Shared with the bench targets; each uses a different part of it.
#[allow(dead_code)]
#[path = "../benches/fixtures/dkg.rs"]
mod dkg;

use benches::{Size, SuiteVisitor, bench_rng, for_each_suite};
use dkg::DkgFixture;
use frost_core::Ciphersuite;

#[test]
fn every_suite_runs_every_part() {
    struct Check;
    impl SuiteVisitor for Check {
        fn visit<C: Ciphersuite>(&mut self, _name: &'static str) {
            let mut rng = bench_rng(4);
            let fixture = DkgFixture::<C>::new(Size::new(3, 5), &mut rng).expect("fixture");
            let (_, package) = fixture.part1(&mut rng).expect("part 1");
            assert_eq!(package.commitment().coefficients().len(), 3);
            let (_, outgoing) = fixture
                .part2(fixture.fresh_round1_secret().expect("secret"))
                .expect("part 2");
            assert_eq!(outgoing.len(), 4);
            let (key_package, public_key_package) = fixture.part3().expect("part 3");
            let (again, _) = fixture
                .part2_and_part3(fixture.fresh_round1_secret().expect("secret"))
                .expect("parts 2 and 3");
            assert_eq!(key_package, again);
            assert_eq!(public_key_package.verifying_shares().len(), 5);
        }
    }
    for_each_suite(&mut Check);
}

#[test]
fn the_shared_polynomial_fixture_passes_part_3_in_every_suite() {
    struct Check;
    impl SuiteVisitor for Check {
        fn visit<C: Ciphersuite>(&mut self, _name: &'static str) {
            let mut rng = bench_rng(5);
            let fixture = DkgFixture::<C>::with_shared_polynomial(Size::new(3, 5), &mut rng)
                .expect("fixture");
            assert_eq!(fixture.round1_packages().len(), 4);
            let (key_package, public_key_package) = fixture.part3().expect("part 3");
            let (again, _) = fixture
                .part2_and_part3(fixture.fresh_round1_secret().expect("secret"))
                .expect("parts 2 and 3");
            assert_eq!(key_package, again);
            assert_eq!(public_key_package.verifying_shares().len(), 5);
        }
    }
    for_each_suite(&mut Check);
}

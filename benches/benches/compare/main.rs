//! Side-by-side comparison with the reference implementation, the Zcash
//! Foundation `frost-*` crates 3.0.0: for every suite, group size and step,
//! the median time of each and their ratio (reference / ours), printed as
//! Markdown tables at the end of the run, and drawn as a bar chart
//! (`chart.rs`) into `target/compare/ratios.svg`.
//!
//! `cargo bench -p benches --bench compare`. Both implementations run the
//! same step alternately (see `measure.rs`) on fixtures built the same way
//! (see `reference.rs` and the `benches` library).
//!
//! Key generation at 667-of-1000 runs only in the full run
//! (`FROST_BENCH_FULL=1`) or when `FROST_BENCH_SIZES` names that size: our
//! fixture alone runs 1000 part 1s, minutes on Ed448. There, the reference
//! takes minutes per participant, so its time is estimated from the smaller
//! sizes of the same run (see `benches::extrapolate`) and marked `≈`; set
//! `FROST_BENCH_REFERENCE_DKG_LARGE=1` to measure it instead (one warm-up
//! run, one timed run: minutes per suite). The other environment variables
//! of the `benches` library select suites, sizes and a quick run.

// Shared with the criterion `dkg` bench and the fixture's test; each uses a
// different part of it.
mod chart;
#[allow(dead_code)]
#[path = "../fixtures/dkg.rs"]
mod dkg_fixture;
mod measure;
mod reference;
mod report;

use std::time::{Duration, Instant};

use benches::{
    BatchFixture, SigningFixture, Size, bench_rng, dealer_keygen, dkg_sizes, quick, sizes,
    suite_selected,
};
use dkg_fixture::DkgFixture;
use frost_core::{Ciphersuite, Error};
use measure::{Budget, Side, Timing, compare};
use reference::{RefBatch, RefDkg, RefRng, RefSigning};
use report::{Cell, Step};

/// Set to `1` to measure the reference's key generation at 667-of-1000
/// (one warm-up run and one timed run, after a setup of minutes per suite)
/// instead of estimating it.
const REFERENCE_DKG_LARGE_ENV: &str = "FROST_BENCH_REFERENCE_DKG_LARGE";

/// Something to do for each pair of the same suite in both implementations.
trait PairVisitor {
    fn visit<C: Ciphersuite, Z: zf_frost_core::Ciphersuite>(&mut self, suite: &'static str);
}

/// Calls `visitor` for every suite selected by `FROST_BENCH_SUITES`, with
/// our suite type and the reference's.
fn for_each_pair<V: PairVisitor>(visitor: &mut V) {
    if suite_selected("ed25519") {
        visitor.visit::<frost_ed25519::Ed25519, zf_frost_ed25519::Ed25519Sha512>("ed25519");
    }
    if suite_selected("ristretto255") {
        visitor
            .visit::<frost_ristretto255::Ristretto255, zf_frost_ristretto255::Ristretto255Sha512>(
                "ristretto255",
            );
    }
    if suite_selected("secp256k1") {
        visitor
            .visit::<frost_secp256k1::Secp256k1, zf_frost_secp256k1::Secp256K1Sha256>("secp256k1");
    }
    if suite_selected("p256") {
        visitor.visit::<frost_p256::P256, zf_frost_p256::P256Sha256>("p256");
    }
    if suite_selected("ed448") {
        visitor.visit::<frost_ed448::Ed448, zf_frost_ed448::Ed448Shake256>("ed448");
    }
}

/// How long to sample one step at `size`: about 0.5 s per side at the small
/// sizes, and 3 to 10 samples at 667-of-1000.
fn budget(size: Size) -> Budget {
    let scale = if quick() { 0.4 } else { 1.0 };
    let (seconds, min_samples, max_samples) = match size.max_signers {
        n if n >= 1000 => (2.0, 3, 10),
        n if n >= 100 => (1.0, 5, 50),
        _ => (0.5, 7, 300),
    };
    Budget {
        time: Duration::from_secs_f64(seconds * scale),
        min_samples,
        max_samples,
    }
}

/// Unwraps a fixture, or stops the run saying which one failed.
fn fixture<T, E: std::fmt::Debug>(what: &str, result: Result<T, E>) -> T {
    match result {
        Ok(fixture) => fixture,
        Err(error) => panic!("cannot set up {what}: {error:?}"),
    }
}

/// Checks an untimed run of our side gives the expected kind of result.
fn ours_ok<T, C: Ciphersuite>(what: &str, result: Result<T, Error<C>>) -> T {
    fixture(what, result)
}

/// Builds a fixture, reporting its setup time on standard error.
fn timed_setup<T>(what: String, build: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let fixture = build();
    eprintln!("  set up {what} in {:.1} s", start.elapsed().as_secs_f64());
    fixture
}

/// Measures every step of one suite pair and records the cells.
struct Comparison {
    sizes: Vec<Size>,
    cells: Vec<Cell>,
    suites: Vec<&'static str>,
    measure_large_reference_dkg: bool,
}

impl Comparison {
    fn record(
        &mut self,
        suite: &'static str,
        step: Step,
        size: Size,
        timing: Timing,
        estimated: bool,
    ) {
        let cell = Cell {
            suite,
            step,
            size,
            timing,
            estimated,
        };
        eprintln!("{}", cell.progress_line());
        self.cells.push(cell);
    }
}

impl PairVisitor for Comparison {
    fn visit<C: Ciphersuite, Z: zf_frost_core::Ciphersuite>(&mut self, suite: &'static str) {
        self.suites.push(suite);
        let small = Size::new(2, 3);

        // Steps whose cost does not depend on the group size.
        let ours = fixture(
            "our 2-of-3 session",
            SigningFixture::<C>::new(small, &mut bench_rng(3)),
        );
        let theirs = fixture(
            "the reference's 2-of-3 session",
            RefSigning::<Z>::new(small, &mut RefRng::new(3)),
        );
        let (mut our_rng, mut ref_rng) = (bench_rng(30), RefRng::new(30));
        let timing = compare(
            budget(small),
            Side {
                setup: || (),
                run: |()| {
                    zf_frost_core::round1::commit(theirs.signer().signing_share(), &mut ref_rng)
                },
            },
            Side {
                setup: || (),
                run: |()| frost_core::round1::commit(ours.signer().signing_share(), &mut our_rng),
            },
        );
        self.record(suite, Step::Round1, small, timing, false);
        ours_ok("verify", ours.verify());
        fixture("the reference's verify", theirs.verify());
        let timing = compare(
            budget(small),
            Side {
                setup: || (),
                run: |()| theirs.verify(),
            },
            Side {
                setup: || (),
                run: |()| ours.verify(),
            },
        );
        self.record(suite, Step::Verify, small, timing, false);
        let our_batch = BatchFixture::<C>::new(&mut bench_rng(31));
        let ref_batch = RefBatch::<Z>::new(&mut RefRng::new(31));
        fixture("our batch", our_batch.verify(&mut our_rng));
        fixture("the reference's batch", ref_batch.verify(&mut ref_rng));
        let timing = compare(
            budget(small),
            Side {
                setup: || (),
                run: |()| ref_batch.verify(&mut ref_rng),
            },
            Side {
                setup: || (),
                run: |()| our_batch.verify(&mut our_rng),
            },
        );
        self.record(suite, Step::BatchVerify, small, timing, false);
        drop((ours, theirs));

        let dkg_sizes = dkg_sizes();
        let mut reference_dkg = Vec::new();
        for size in self.sizes.clone() {
            let budget = budget(size);
            let seed = u64::from(size.max_signers);
            let timing = compare(
                budget,
                Side {
                    setup: || (),
                    run: |()| reference::dealer_keygen::<Z>(size, &mut ref_rng),
                },
                Side {
                    setup: || (),
                    run: |()| dealer_keygen::<C, _>(size, &mut our_rng),
                },
            );
            self.record(suite, Step::DealerKeygen, size, timing, false);

            let ours = timed_setup(format!("our {size} session"), || {
                fixture(
                    "our session",
                    SigningFixture::<C>::new(size, &mut bench_rng(seed)),
                )
            });
            let theirs = timed_setup(format!("the reference's {size} session"), || {
                fixture(
                    "the reference's session",
                    RefSigning::<Z>::new(size, &mut RefRng::new(seed)),
                )
            });
            let timing = compare(
                budget,
                Side {
                    setup: || (),
                    run: |()| theirs.sign(),
                },
                Side {
                    setup: || ours_ok("stored nonces", ours.fresh_nonces()),
                    run: |nonces| ours.sign(nonces),
                },
            );
            self.record(suite, Step::Round2, size, timing, false);
            let timing = compare(
                budget,
                Side {
                    setup: || (),
                    run: |()| theirs.aggregate(),
                },
                Side {
                    setup: || (),
                    run: |()| ours.aggregate(),
                },
            );
            self.record(suite, Step::Aggregate, size, timing, false);
            let timing = compare(
                budget,
                Side {
                    setup: || (),
                    run: |()| theirs.aggregate_with_cheater(),
                },
                Side {
                    setup: || (),
                    run: |()| ours.aggregate_with_cheater(),
                },
            );
            self.record(suite, Step::AggregateWithCheater, size, timing, false);
            let timing = compare(
                budget,
                Side {
                    setup: || (),
                    run: |()| theirs.decode_package(),
                },
                Side {
                    setup: || (),
                    run: |()| ours.decode_package(),
                },
            );
            self.record(suite, Step::Decode, size, timing, false);
            drop((ours, theirs));

            if !dkg_sizes.contains(&size) {
                continue;
            }
            let ours = timed_setup(format!("our {size} key generation"), || {
                fixture(
                    "our key generation",
                    DkgFixture::<C>::new(size, &mut bench_rng(seed)),
                )
            });
            let our_side = Side {
                setup: || ours_ok("stored secret", ours.fresh_round1_secret()),
                run: |secret| ours.part2_and_part3(secret),
            };
            if size.is_large() && !self.measure_large_reference_dkg {
                let our_time = measure::alone(budget, our_side);
                match benches::extrapolate(&reference_dkg, size) {
                    Some(reference) => {
                        let timing = Timing {
                            reference,
                            ours: our_time,
                        };
                        self.record(suite, Step::DkgPart2And3, size, timing, true);
                    }
                    None => eprintln!(
                        "[{suite} {size}] DKG part 2 + part 3: ours {:.1} ms; no smaller size measured to estimate the reference",
                        our_time.as_secs_f64() * 1000.0
                    ),
                }
            } else {
                let theirs = timed_setup(format!("the reference's {size} key generation"), || {
                    fixture(
                        "the reference's key generation",
                        RefDkg::<Z>::new(size, &mut RefRng::new(seed)),
                    )
                });
                let budget = if size.is_large() {
                    Budget {
                        min_samples: 1,
                        max_samples: 1,
                        ..budget
                    }
                } else {
                    budget
                };
                let timing = compare(
                    budget,
                    Side {
                        setup: || (),
                        run: |()| theirs.part2_and_part3(),
                    },
                    our_side,
                );
                reference_dkg.push((size, timing.reference));
                self.record(suite, Step::DkgPart2And3, size, timing, false);
            }
        }
    }
}

/// Writes the chart into the `compare` directory of the build's target
/// directory (beside criterion's reports), or says why it could not.
fn write_chart(svg: &str) {
    // Cargo gives benchmarks `<target>/tmp`; the chart goes to its sibling.
    let tmp = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let dir = tmp.parent().unwrap_or(tmp).join("compare");
    let path = dir.join("ratios.svg");
    match std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, svg)) {
        Ok(()) => eprintln!("chart written to {}", path.display()),
        Err(error) => eprintln!("could not write the chart to {}: {error}", path.display()),
    }
}

fn main() {
    // `cargo bench` passes `--bench`; this harness takes no arguments.
    let start = Instant::now();
    let mut comparison = Comparison {
        sizes: sizes(),
        cells: Vec::new(),
        suites: Vec::new(),
        measure_large_reference_dkg: std::env::var(REFERENCE_DKG_LARGE_ENV)
            .is_ok_and(|v| !v.is_empty() && v != "0"),
    };
    for_each_pair(&mut comparison);
    println!(
        "{}",
        report::tables(&comparison.cells, &comparison.suites, &comparison.sizes)
    );
    write_chart(&chart::svg(
        &comparison.cells,
        &comparison.suites,
        &comparison.sizes,
    ));
    eprintln!(
        "comparison finished in {:.0} s",
        start.elapsed().as_secs_f64()
    );
}

//! Criterion benchmarks of distributed key generation, per participant, for
//! every suite and group size: part 1, part 2 and part 3.
//!
//! Each size's fixture (every participant's part 1, so that participant n
//! has all its inputs) is built once per suite and shared by the three
//! parts, its setup time reported on standard error. 667-of-1000 runs only
//! in the full run (`FROST_BENCH_FULL=1`) or when `FROST_BENCH_SIZES` asks
//! for it: its setup alone takes seconds per suite, and minutes on Ed448.
//!
//! `cargo bench -p benches --bench dkg`; see BENCHMARKS.md for the
//! environment variables that select suites, sizes and a quick run.

mod common;
// Shared with the comparison and the fixture's test; each uses a different
// part of it.
#[allow(dead_code)]
#[path = "fixtures/dkg.rs"]
mod dkg_fixture;

use std::cell::OnceCell;

use benches::{SuiteVisitor, bench_rng, dkg_sizes, for_each_suite};
use common::{configure, lazy};
use criterion::{BatchSize, BenchmarkId, Criterion, criterion_group, criterion_main};
use dkg_fixture::DkgFixture;
use frost_core::Ciphersuite;

/// Benchmarks one suite's three parts over every size.
struct DkgBenches<'a> {
    criterion: &'a mut Criterion,
}

impl SuiteVisitor for DkgBenches<'_> {
    fn visit<C: Ciphersuite>(&mut self, suite: &'static str) {
        let sizes = dkg_sizes();
        let fixtures: Vec<OnceCell<DkgFixture<C>>> =
            sizes.iter().map(|_| OnceCell::new()).collect();
        let fixture = |i: usize| {
            lazy(
                &fixtures[i],
                &format!("{suite} {} key generation", sizes[i]),
                || {
                    DkgFixture::<C>::new(sizes[i], &mut bench_rng(u64::from(sizes[i].max_signers)))
                        .expect("DKG fixture")
                },
            )
        };

        let mut group = self.criterion.benchmark_group(format!("{suite}/dkg part1"));
        for (i, &size) in sizes.iter().enumerate() {
            configure(&mut group, size);
            group.bench_with_input(BenchmarkId::from_parameter(size), &i, |b, &i| {
                let fixture = fixture(i);
                let mut rng = bench_rng(20);
                b.iter(|| fixture.part1(&mut rng).expect("part 1"));
            });
        }
        group.finish();

        let mut group = self.criterion.benchmark_group(format!("{suite}/dkg part2"));
        for (i, &size) in sizes.iter().enumerate() {
            configure(&mut group, size);
            group.bench_with_input(BenchmarkId::from_parameter(size), &i, |b, &i| {
                let fixture = fixture(i);
                b.iter_batched(
                    || fixture.fresh_round1_secret().expect("stored secret"),
                    |secret| fixture.part2(secret).expect("part 2"),
                    BatchSize::PerIteration,
                );
            });
        }
        group.finish();

        let mut group = self.criterion.benchmark_group(format!("{suite}/dkg part3"));
        for (i, &size) in sizes.iter().enumerate() {
            configure(&mut group, size);
            group.bench_with_input(BenchmarkId::from_parameter(size), &i, |b, &i| {
                let fixture = fixture(i);
                b.iter(|| fixture.part3().expect("part 3"));
            });
        }
        group.finish();
    }
}

fn dkg(criterion: &mut Criterion) {
    for_each_suite(&mut DkgBenches { criterion });
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = dkg
}
criterion_main!(benches);

//! Criterion benchmarks of the signing steps, for every suite and group size:
//! dealer key generation, round one, round two (one signer), aggregation with
//! all shares valid and with one bad share, decoding a signing package,
//! verification and batch verification.
//!
//! `cargo bench -p benches --bench signing`; see BENCHMARKS.md for the
//! environment variables that select suites, sizes and a quick run.

mod common;

use std::cell::OnceCell;
use std::hint::black_box;

use benches::{
    BATCH_SIZE, BatchFixture, SigningFixture, Size, SuiteVisitor, bench_rng, dealer_keygen,
    for_each_suite, sizes,
};
use common::{configure, lazy};
use criterion::{BatchSize, BenchmarkId, Criterion, criterion_group, criterion_main};
use frost_core::{Ciphersuite, Error, round1};

/// Benchmarks one suite: first the steps whose cost does not depend on the
/// group size (round one, verification, batch verification), then each step
/// over every size, each size's fixture built once and shared by its steps.
struct SigningBenches<'a> {
    criterion: &'a mut Criterion,
}

impl SuiteVisitor for SigningBenches<'_> {
    fn visit<C: Ciphersuite>(&mut self, suite: &'static str) {
        let sizes = sizes();
        let fixtures: Vec<OnceCell<SigningFixture<C>>> =
            sizes.iter().map(|_| OnceCell::new()).collect();
        let fixture = |i: usize| {
            lazy(
                &fixtures[i],
                &format!("{suite} {} signing session", sizes[i]),
                || {
                    SigningFixture::<C>::new(
                        sizes[i],
                        &mut bench_rng(u64::from(sizes[i].max_signers)),
                    )
                    .expect("signing fixture")
                },
            )
        };
        let small = OnceCell::new();
        let small_fixture = || {
            lazy(&small, &format!("{suite} 2-of-3 signing session"), || {
                SigningFixture::<C>::new(Size::new(2, 3), &mut bench_rng(3))
                    .expect("signing fixture")
            })
        };

        let mut group = self.criterion.benchmark_group(suite.to_string());
        configure(&mut group, Size::new(2, 3));
        group.bench_function("round1 commit", |b| {
            let share = small_fixture().signer().signing_share();
            let mut rng = bench_rng(10);
            b.iter(|| round1::commit(share, &mut rng));
        });
        group.bench_function("verify", |b| {
            let fixture = small_fixture();
            b.iter(|| fixture.verify().expect("valid signature"));
        });
        let batch = OnceCell::new();
        group.bench_function(format!("batch verify {BATCH_SIZE}"), |b| {
            let batch = lazy(&batch, &format!("{suite} batch of {BATCH_SIZE}"), || {
                BatchFixture::<C>::new(&mut bench_rng(11))
            });
            let mut rng = bench_rng(12);
            b.iter(|| batch.verify(&mut rng).expect("valid batch"));
        });
        group.finish();

        let mut group = self
            .criterion
            .benchmark_group(format!("{suite}/dealer keygen"));
        for &size in &sizes {
            configure(&mut group, size);
            group.bench_with_input(BenchmarkId::from_parameter(size), &size, |b, &size| {
                let mut rng = bench_rng(13);
                // Dropping a dealt key (n shares, each with the commitment)
                // is left out of the timing, as in the comparison.
                b.iter_with_large_drop(|| {
                    dealer_keygen::<C, _>(size, &mut rng).expect("dealt key")
                });
            });
        }
        group.finish();

        let mut group = self
            .criterion
            .benchmark_group(format!("{suite}/round2 sign"));
        for (i, &size) in sizes.iter().enumerate() {
            configure(&mut group, size);
            group.bench_with_input(BenchmarkId::from_parameter(size), &i, |b, &i| {
                let fixture = fixture(i);
                b.iter_batched(
                    || fixture.fresh_nonces().expect("stored nonces"),
                    |nonces| fixture.sign(nonces).expect("signature share"),
                    BatchSize::SmallInput,
                );
            });
        }
        group.finish();

        let mut group = self.criterion.benchmark_group(format!("{suite}/aggregate"));
        for (i, &size) in sizes.iter().enumerate() {
            configure(&mut group, size);
            group.bench_with_input(BenchmarkId::from_parameter(size), &i, |b, &i| {
                let fixture = fixture(i);
                b.iter(|| fixture.aggregate().expect("valid shares"));
            });
        }
        group.finish();

        let mut group = self
            .criterion
            .benchmark_group(format!("{suite}/aggregate with cheater"));
        for (i, &size) in sizes.iter().enumerate() {
            configure(&mut group, size);
            group.bench_with_input(BenchmarkId::from_parameter(size), &i, |b, &i| {
                let fixture = fixture(i);
                b.iter(|| match fixture.aggregate_with_cheater() {
                    Err(Error::InvalidSignatureShare { culprits }) => black_box(culprits),
                    other => panic!("the bad share was not named: {other:?}"),
                });
            });
        }
        group.finish();

        let mut group = self
            .criterion
            .benchmark_group(format!("{suite}/decode signing package"));
        for (i, &size) in sizes.iter().enumerate() {
            configure(&mut group, size);
            group.bench_with_input(BenchmarkId::from_parameter(size), &i, |b, &i| {
                let fixture = fixture(i);
                b.iter(|| fixture.decode_package().expect("valid package"));
            });
        }
        group.finish();
    }
}

fn signing(criterion: &mut Criterion) {
    for_each_suite(&mut SigningBenches { criterion });
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = signing
}
criterion_main!(benches);

//! Criterion benchmarks of the feature `parallel`: every step the engine and
//! key generation split over cores, timed in one run on a pool of one thread
//! (`sequential`, the plain sequential code) and on a pool of
//! `RAYON_NUM_THREADS` threads (`parallel`, every core by default), for every
//! suite at 2-of-3 and 667-of-1000.
//!
//! The steps: the dealer, key generation's part 2 then part 3 for one
//! participant, round two for one signer, aggregation, aggregation with one
//! bad share, decoding a signing package, a public key package and a
//! round-one package of key generation, and a `ShareBatch` of every
//! signer's share. Each suite's fixtures (a signing session and a key
//! generation of each size) are built once, on every core, and shared by
//! all steps; their setup time is reported on standard error.
//!
//! `cargo bench -p benches --bench parallel`; `RAYON_NUM_THREADS=4 cargo
//! bench -p benches --bench parallel` for four threads, and so on.
//! `FROST_BENCH_SUITES` and `FROST_BENCH_QUICK` apply as in the other
//! benches (see BENCHMARKS.md); `FROST_BENCH_SIZES` replaces the two sizes.

mod common;
// Shared with the key generation bench; this one uses part of it.
#[allow(dead_code)]
#[path = "fixtures/dkg.rs"]
mod dkg_fixture;

use benches::{SigningFixture, Size, SuiteVisitor, bench_rng, dealer_keygen, for_each_suite};
use common::{configure, lazy};
use criterion::measurement::WallTime;
use criterion::{
    BatchSize, Bencher, BenchmarkGroup, BenchmarkId, Criterion, criterion_group, criterion_main,
};
use dkg_fixture::DkgFixture;
use frost_core::keys::PublicKeyPackage;
use frost_core::{Ciphersuite, ShareBatch, SigningSession};
use frost_keygen::dkg::round1;
use rayon::{ThreadPool, ThreadPoolBuilder};
use std::cell::OnceCell;

/// `FROST_BENCH_SIZES` if set, else the two sizes.
fn parallel_sizes() -> Vec<Size> {
    if std::env::var_os(benches::SIZES_ENV).is_some() {
        benches::sizes()
    } else {
        vec![Size::new(2, 3), Size::new(667, 1000)]
    }
}

/// The two pools every step runs in: one thread, and rayon's default size
/// (`RAYON_NUM_THREADS`, else one thread per core).
fn pools() -> [(&'static str, ThreadPool); 2] {
    let one = ThreadPoolBuilder::new().num_threads(1).build();
    let all = ThreadPoolBuilder::new().build();
    [
        ("sequential", one.expect("a pool of one thread")),
        ("parallel", all.expect("a pool of every core")),
    ]
}

struct ParallelBenches<'a> {
    criterion: &'a mut Criterion,
    pools: [(&'static str, ThreadPool); 2],
}

impl SuiteVisitor for ParallelBenches<'_> {
    fn visit<C: Ciphersuite>(&mut self, suite: &'static str) {
        for size in parallel_sizes() {
            let signing = OnceCell::new();
            let signing = || {
                lazy(&signing, &format!("{suite} {size} signing"), || {
                    SigningFixture::<C>::new(size, &mut bench_rng(u64::from(size.max_signers)))
                        .expect("signing fixture")
                })
            };
            let dkg = OnceCell::new();
            let dkg = || {
                lazy(&dkg, &format!("{suite} {size} key generation"), || {
                    DkgFixture::<C>::new(size, &mut bench_rng(u64::from(size.min_signers)))
                        .expect("DKG fixture")
                })
            };
            let mut group = self
                .criterion
                .benchmark_group(format!("{suite}/parallel {size}"));
            configure(&mut group, size);
            let pools = &self.pools;
            let mut rng = bench_rng(29);
            both(&mut group, pools, "dealer", |b| {
                b.iter(|| dealer_keygen::<C, _>(size, &mut rng).expect("dealer"))
            });
            let f = dkg();
            both(&mut group, pools, "dkg part2+part3", |b| {
                b.iter_batched(
                    || f.fresh_round1_secret().expect("stored secret"),
                    |secret| f.part2_and_part3(secret).expect("parts 2 and 3"),
                    BatchSize::PerIteration,
                )
            });
            let encoded = f
                .round1_packages()
                .values()
                .next()
                .expect("a round-one package")
                .serialize();
            both(&mut group, pools, "decode dkg round1 package", |b| {
                b.iter(|| round1::Package::<C>::deserialize(&encoded).expect("decode"))
            });
            let f = signing();
            both(&mut group, pools, "round2", |b| {
                b.iter_batched(
                    || f.fresh_nonces().expect("stored nonces"),
                    |nonces| f.sign(nonces).expect("round two"),
                    BatchSize::PerIteration,
                )
            });
            both(&mut group, pools, "aggregate", |b| {
                b.iter(|| f.aggregate().expect("aggregate"))
            });
            both(&mut group, pools, "aggregate one bad", |b| {
                b.iter(|| f.aggregate_with_cheater().expect_err("cheater"))
            });
            both(&mut group, pools, "decode signing package", |b| {
                b.iter(|| f.decode_package().expect("decode"))
            });
            let encoded = f.public_key_package().serialize();
            both(&mut group, pools, "decode public key package", |b| {
                b.iter(|| PublicKeyPackage::<C>::deserialize(&encoded).expect("decode"))
            });
            let session =
                SigningSession::new(f.signing_package(), f.public_key_package()).expect("session");
            let mut batch = ShareBatch::new();
            for (id, share) in f.signature_shares() {
                batch.push(&session, id, share).expect("signer");
            }
            let mut rng = bench_rng(30);
            both(&mut group, pools, "share batch", |b| {
                b.iter(|| batch.verify(&mut rng).expect("valid shares"))
            });
            group.finish();
        }
    }
}

/// One step timed in each pool in turn, one right after the other, so that
/// a shared machine's load drifts as little as possible between the two.
fn both<F>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    pools: &[(&'static str, ThreadPool)],
    step: &str,
    mut routine: F,
) where
    F: FnMut(&mut Bencher<'_, WallTime>) + Send,
{
    for (mode, pool) in pools {
        group.bench_function(BenchmarkId::new(step, mode), |b| {
            pool.install(|| routine(b))
        });
    }
}

fn parallel_benches(criterion: &mut Criterion) {
    for_each_suite(&mut ParallelBenches {
        criterion,
        pools: pools(),
    });
}

criterion_group! {
    name = benches;
    config = common::criterion();
    targets = parallel_benches
}
criterion_main!(benches);

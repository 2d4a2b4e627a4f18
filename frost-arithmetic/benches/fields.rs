//! Criterion benchmarks of the work the secp256k1 and edwards25519 base
//! fields serve in the suites: secp256k1 point decompression, multiscalar
//! multiplication at 134 and 1,334 points (the commitments of a 67-of-100
//! signing package, and the key-generation checks of a 667-of-1000 one) and
//! around the switch from k256's linear combination to the bucket method
//! (24 to 67 points, each beside k256's `lincomb_vartime`),
//! batched fixed-base multiplication with encoding (67 nonces), and the
//! edwards25519 decoding with its subgroup check.
//!
//! `cargo bench -p frost-arithmetic --features secp256k1,ed25519 --bench fields`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use curve25519_dalek::edwards::EdwardsPoint;
use ff::Field;
use group::Group;
use k256::elliptic_curve::ops::LinearCombination;
use k256::{ProjectivePoint, Scalar};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;

fn secp256k1(criterion: &mut Criterion) {
    let mut rng = ChaCha20Rng::seed_from_u64(1);
    let mut group = criterion.benchmark_group("secp256k1");
    let (_, encodings) =
        frost_arithmetic::secp256k1::mul_base_serialized(&[Scalar::random(&mut rng)])
            .expect("a nonzero scalar");
    group.bench_function("decompress", |b| {
        b.iter(|| frost_arithmetic::secp256k1::deserialize_compressed(black_box(&encodings[0])))
    });
    for n in [134usize, 1334] {
        let scalars: Vec<Scalar> = (0..n).map(|_| Scalar::random(&mut rng)).collect();
        let points: Vec<ProjectivePoint> =
            (0..n).map(|_| ProjectivePoint::random(&mut rng)).collect();
        group.bench_with_input(BenchmarkId::new("msm", n), &n, |b, _| {
            b.iter(|| {
                frost_arithmetic::secp256k1::vartime_multiscalar_mul(
                    black_box(&scalars),
                    black_box(&points),
                )
            })
        });
    }
    for n in [24usize, 32, 48, 67] {
        let terms: Vec<(ProjectivePoint, Scalar)> = (0..n)
            .map(|_| (ProjectivePoint::random(&mut rng), Scalar::random(&mut rng)))
            .collect();
        let (points, scalars): (Vec<ProjectivePoint>, Vec<Scalar>) = terms.iter().copied().unzip();
        group.bench_with_input(BenchmarkId::new("msm", n), &n, |b, _| {
            b.iter(|| {
                frost_arithmetic::secp256k1::vartime_multiscalar_mul(
                    black_box(&scalars),
                    black_box(&points),
                )
            })
        });
        group.bench_with_input(BenchmarkId::new("k256 lincomb_vartime", n), &n, |b, _| {
            b.iter(|| ProjectivePoint::lincomb_vartime(black_box(terms.as_slice())))
        });
    }
    let nonces: Vec<Scalar> = (0..67).map(|_| Scalar::random(&mut rng)).collect();
    group.bench_function("mul_base_serialized 67", |b| {
        b.iter(|| frost_arithmetic::secp256k1::mul_base_serialized(black_box(&nonces)))
    });
    group.finish();
}

fn ed25519(criterion: &mut Criterion) {
    let mut rng = ChaCha20Rng::seed_from_u64(2);
    let mut group = criterion.benchmark_group("ed25519");
    let point = EdwardsPoint::random(&mut rng);
    let encoding = point.compress().to_bytes();
    group.bench_function("decode with subgroup check", |b| {
        b.iter(|| frost_arithmetic::ed25519::deserialize(black_box(&encoding)))
    });
    group.bench_function("subgroup check", |b| {
        b.iter(|| frost_arithmetic::ed25519::is_in_prime_order_subgroup(black_box(&encoding)))
    });
    group.finish();
}

criterion_group!(benches, secp256k1, ed25519);
criterion_main!(benches);

//! The cost of the C ABI: `sign` and `aggregate` in Ed25519 at 2-of-3 and
//! 67-of-100, through the `extern "C"` functions against the Rust calls, in
//! one run. Three rows per step:
//!
//! - `rust`: the engine's call on decoded values;
//! - `rust_from_bytes`: the same call after decoding the same wire bytes the
//!   ABI receives (what a Rust service that receives bytes pays);
//! - `c_abi`: the `extern "C"` function on those bytes (the boundary's own
//!   cost is `c_abi` minus `rust_from_bytes`: argument checks, catching
//!   unwinding, the handle registry, the output buffer and its wiping).
//!
//! `cargo bench -p frost-ffi`; the same calls counted in instructions, which
//! a loaded machine does not move: `examples/boundary_instructions.rs`.

use std::time::Duration;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use frost_ed25519::round2;

#[path = "boundary/fixture.rs"]
mod fixture;

use fixture::Group;

fn bench_size(c: &mut Criterion, min: u16, max: u16) {
    let g = Group::new(min, max, &mut rand::rng());
    let mut bench = c.benchmark_group(format!("ffi/ed25519/{min}-of-{max}"));
    bench.sample_size(20);
    bench.warm_up_time(Duration::from_millis(500));
    bench.measurement_time(Duration::from_secs(3));

    // Signing by the first signer: fresh nonces for each sample, and the
    // package with its commitment replaced (setup, not measured).
    bench.bench_function("sign/rust", |b| {
        b.iter_batched(
            || g.fresh_rust(&mut rand::rng()),
            |(nonces, package)| round2::sign(&package, nonces, &g.keys[0]).unwrap(),
            BatchSize::SmallInput,
        )
    });
    bench.bench_function("sign/rust_from_bytes", |b| {
        b.iter_batched(
            || {
                let (nonces, package) = g.fresh_rust(&mut rand::rng());
                (nonces, package.serialize())
            },
            |(nonces, package)| g.sign_from_bytes(nonces, &package),
            BatchSize::SmallInput,
        )
    });
    bench.bench_function("sign/c_abi", |b| {
        b.iter_batched(
            || g.fresh_c(),
            |(handle, package)| g.sign_c(handle, &package),
            BatchSize::SmallInput,
        )
    });

    bench.bench_function("aggregate/rust", |b| {
        b.iter(|| frost_ed25519::aggregate(&g.package, &g.shares, &g.public).unwrap())
    });
    bench.bench_function("aggregate/rust_from_bytes", |b| {
        b.iter(|| g.aggregate_from_bytes())
    });
    bench.bench_function("aggregate/c_abi", |b| b.iter(|| g.aggregate_c()));
    bench.finish();
}

fn boundary(c: &mut Criterion) {
    bench_size(c, 2, 3);
    bench_size(c, 67, 100);
}

criterion_group!(benches, boundary);
criterion_main!(benches);

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
//! Runs are kept short (the machine is shared): `cargo bench -p frost-ffi`.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Duration;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::{self, SigningCommitments};
use frost_core::round2::{self, SignatureShare};
use frost_core::{Identifier, SigningPackage};
use frost_ed25519::Ed25519;
use frost_ffi::*;
use frost_keygen::IdentifierList;

type C = Ed25519;

const EMPTY: FrostBuffer = FrostBuffer {
    data: std::ptr::null(),
    len: 0,
    id: 0,
};

struct Group {
    keys: Vec<KeyPackage<C>>,
    public: PublicKeyPackage<C>,
    commitments: BTreeMap<Identifier<C>, SigningCommitments<C>>,
    package: SigningPackage<C>,
    shares: BTreeMap<Identifier<C>, SignatureShare<C>>,
}

const MESSAGE: &[u8] = b"the cost of the boundary";

fn group(min: u16, max: u16) -> Group {
    let mut rng = rand::rng();
    let (shares, public) =
        frost_keygen::generate_with_dealer::<C, _>(max, min, IdentifierList::Default, &mut rng)
            .unwrap();
    let keys: Vec<_> = shares
        .into_values()
        .take(usize::from(min))
        .map(|share| KeyPackage::try_from(share).unwrap())
        .collect();
    let mut nonces = Vec::new();
    let mut commitments = BTreeMap::new();
    for key in &keys {
        let (n, c) = round1::commit(key.signing_share(), &mut rng);
        nonces.push(n);
        commitments.insert(*key.identifier(), c);
    }
    let package = SigningPackage::new(commitments.clone(), MESSAGE).unwrap();
    let shares = keys
        .iter()
        .zip(nonces)
        .map(|(key, n)| (*key.identifier(), round2::sign(&package, n, key).unwrap()))
        .collect();
    Group {
        keys,
        public,
        commitments,
        package,
        shares,
    }
}

fn list(items: &[Vec<u8>]) -> Vec<u8> {
    let mut out = (items.len() as u32).to_le_bytes().to_vec();
    for item in items {
        out.extend_from_slice(&(item.len() as u32).to_le_bytes());
        out.extend_from_slice(item);
    }
    out
}

fn free(mut buffer: FrostBuffer) {
    // SAFETY: a buffer the library issued.
    assert_eq!(
        unsafe { frost_buffer_free(&mut buffer) },
        FrostStatus::FrostOk
    );
}

fn bench_size(c: &mut Criterion, min: u16, max: u16) {
    let g = group(min, max);
    let mut bench = c.benchmark_group(format!("ffi/ed25519/{min}-of-{max}"));
    bench.sample_size(20);
    bench.warm_up_time(Duration::from_millis(500));
    bench.measurement_time(Duration::from_secs(3));

    // Signing by the first signer: fresh nonces for each sample, and the
    // package with its commitment replaced (setup, not measured).
    let signer = &g.keys[0];
    let key_bytes = signer.serialize();
    let fresh = || {
        let (nonces, commitment) = round1::commit(signer.signing_share(), &mut rand::rng());
        let mut commitments = g.commitments.clone();
        commitments.insert(*signer.identifier(), commitment);
        (nonces, SigningPackage::new(commitments, MESSAGE).unwrap())
    };
    bench.bench_function("sign/rust", |b| {
        b.iter_batched(
            fresh,
            |(nonces, package)| round2::sign(&package, nonces, signer).unwrap(),
            BatchSize::SmallInput,
        )
    });
    bench.bench_function("sign/rust_from_bytes", |b| {
        b.iter_batched(
            || {
                let (nonces, package) = fresh();
                (nonces, package.serialize())
            },
            |(nonces, package)| {
                let package = SigningPackage::<C>::deserialize(&package).unwrap();
                let key = KeyPackage::<C>::deserialize(&key_bytes).unwrap();
                round2::sign(&package, nonces, &key).unwrap().serialize()
            },
            BatchSize::SmallInput,
        )
    });
    bench.bench_function("sign/c_abi", |b| {
        b.iter_batched(
            || {
                let (mut handle, mut commitment) = (0, EMPTY);
                // SAFETY: valid inputs and outputs.
                let status = unsafe {
                    frost_commit(
                        key_bytes.as_ptr(),
                        key_bytes.len(),
                        &mut handle,
                        &mut commitment,
                        std::ptr::null_mut(),
                    )
                };
                assert_eq!(status, FrostStatus::FrostOk);
                // SAFETY: a live buffer.
                let bytes = unsafe { std::slice::from_raw_parts(commitment.data, commitment.len) };
                let mut commitments = g.commitments.clone();
                commitments.insert(
                    *signer.identifier(),
                    SigningCommitments::deserialize(bytes).unwrap(),
                );
                free(commitment);
                (
                    handle,
                    SigningPackage::new(commitments, MESSAGE)
                        .unwrap()
                        .serialize(),
                )
            },
            |(handle, package)| {
                let mut share = EMPTY;
                // SAFETY: valid inputs and outputs.
                let status = unsafe {
                    frost_sign(
                        package.as_ptr(),
                        package.len(),
                        MESSAGE.as_ptr(),
                        MESSAGE.len(),
                        handle,
                        key_bytes.as_ptr(),
                        key_bytes.len(),
                        &mut share,
                        std::ptr::null_mut(),
                    )
                };
                assert_eq!(status, FrostStatus::FrostOk);
                free(share);
            },
            BatchSize::SmallInput,
        )
    });

    let package_bytes = g.package.serialize();
    let public_bytes = g.public.serialize();
    let share_map: Vec<Vec<u8>> = g
        .shares
        .iter()
        .flat_map(|(id, share)| [id.serialize(), share.serialize()])
        .collect();
    let share_list = list(&share_map);
    bench.bench_function("aggregate/rust", |b| {
        b.iter(|| frost_core::aggregate(&g.package, &g.shares, &g.public).unwrap())
    });
    bench.bench_function("aggregate/rust_from_bytes", |b| {
        b.iter(|| {
            let package = SigningPackage::<C>::deserialize(&package_bytes).unwrap();
            let public = PublicKeyPackage::<C>::deserialize(&public_bytes).unwrap();
            let shares: BTreeMap<_, _> = share_map
                .chunks_exact(2)
                .map(|pair| {
                    (
                        Identifier::<C>::deserialize(&pair[0]).unwrap(),
                        SignatureShare::<C>::deserialize(&pair[1]).unwrap(),
                    )
                })
                .collect();
            black_box(
                frost_core::aggregate(&package, &shares, &public)
                    .unwrap()
                    .serialize(),
            )
        })
    });
    bench.bench_function("aggregate/c_abi", |b| {
        b.iter(|| {
            let mut signature = EMPTY;
            // SAFETY: valid inputs and outputs.
            let status = unsafe {
                frost_aggregate(
                    package_bytes.as_ptr(),
                    package_bytes.len(),
                    share_list.as_ptr(),
                    share_list.len(),
                    public_bytes.as_ptr(),
                    public_bytes.len(),
                    &mut signature,
                    std::ptr::null_mut(),
                )
            };
            assert_eq!(status, FrostStatus::FrostOk);
            free(signature);
        })
    });
    bench.finish();
}

fn boundary(c: &mut Criterion) {
    bench_size(c, 2, 3);
    bench_size(c, 67, 100);
}

criterion_group!(benches, boundary);
criterion_main!(benches);

//! Criterion benchmarks of what run binding and accountable mode cost the
//! ROAST coordinator (`frost-roast`): an honest run (the first `t` signers
//! commit and answer one session) replayed from its bytes into a fresh
//! coordinator, in the unauthenticated mode and in accountable mode (every
//! commitment and response carries its signer's identity signature, which
//! the coordinator verifies on arrival, and each response's fresh commitment
//! is decoded on arrival for blame evidence), at 67-of-100 and, when
//! `FROST_ROAST_LARGE=1`, at 667-of-1000, on secp256k1. Each run's messages
//! are prepared once, outside the measurement; the sizes of its messages are
//! printed (run binding adds 33 bytes to each signer message, the run
//! identifier and the `auth` byte, and 32 to the request; accountable mode
//! adds the 65-byte signature to each signer message).
//!
//! `cargo bench -p benches --bench roast_modes`, and
//! `FROST_ROAST_LARGE=1 cargo bench -p benches --bench roast_modes -- 667`

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Duration;

use benches::bench_rng;
use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Identifier, SigningKey};
use frost_keygen::{IdentifierList, generate_with_dealer};
use frost_roast::{Coordinator, IdentityKeys, RunId, Signer};
use frost_secp256k1::Secp256k1 as C;

const MESSAGE: &[u8] = b"roast modes bench";
const LARGE_ENV: &str = "FROST_ROAST_LARGE";

/// An honest run's inbound messages, recorded.
struct Recorded {
    public: PublicKeyPackage<C>,
    identities: Option<IdentityKeys<C>>,
    run: RunId,
    inbound: Vec<(Identifier<C>, Vec<u8>)>,
}

/// Records an honest run of a `t`-of-`n` group, accountable or not.
fn record(n: u16, t: u16, accountable: bool) -> Recorded {
    let mut rng = bench_rng(u64::from(n));
    let (shares, public) =
        generate_with_dealer::<C, _>(n, t, IdentifierList::Default, &mut rng).expect("dealer");
    let secrets: BTreeMap<Identifier<C>, SigningKey<C>> = shares
        .keys()
        .map(|id| (*id, SigningKey::new(&mut rng)))
        .collect();
    let identities: IdentityKeys<C> = secrets
        .iter()
        .map(|(id, key)| (*id, key.verifying_key()))
        .collect();
    let run = RunId::random(&mut rng);
    let mut coordinator = Coordinator::new(public.clone(), MESSAGE, false, run);
    if accountable {
        coordinator = coordinator
            .with_identities(identities.clone())
            .expect("identities");
    }
    let mut signers: Vec<Signer<C>> = shares
        .into_iter()
        .take(usize::from(t))
        .map(|(id, share)| {
            let key = KeyPackage::try_from(share).expect("key package");
            let signer = Signer::new(key, MESSAGE, false, run);
            if accountable {
                signer.with_identity(secrets[&id].clone())
            } else {
                signer
            }
        })
        .collect();
    let mut inbound = Vec::new();
    let mut request = None;
    for signer in &mut signers {
        let bytes = signer.commit_bytes(&mut rng).expect("commit");
        let from = *signer.identifier();
        request = coordinator
            .receive_bytes(&from, &bytes, &mut rng)
            .expect("accepted")
            .request
            .or(request);
        inbound.push((from, bytes));
    }
    let request = request.expect("a session").serialize();
    for signer in &mut signers {
        let bytes = signer.answer_bytes(&request, &mut rng).expect("signed");
        inbound.push((*signer.identifier(), bytes));
    }
    println!(
        "{t}-of-{n} {}: commitment {} B, response {} B, request {} B",
        if accountable {
            "accountable"
        } else {
            "unauthenticated"
        },
        inbound[0].1.len(),
        inbound[usize::from(t)].1.len(),
        request.len()
    );
    Recorded {
        public,
        identities: accountable.then_some(identities),
        run,
        inbound,
    }
}

/// Replays `recorded` into a fresh coordinator, to the signature.
fn replay(recorded: &Recorded) -> Coordinator<C> {
    let mut rng = bench_rng(0);
    let mut coordinator = Coordinator::new(recorded.public.clone(), MESSAGE, false, recorded.run);
    if let Some(identities) = &recorded.identities {
        coordinator = coordinator
            .with_identities(identities.clone())
            .expect("identities");
    }
    for (from, bytes) in &recorded.inbound {
        coordinator
            .receive_bytes(from, bytes, &mut rng)
            .expect("accepted");
    }
    assert!(coordinator.signed().is_some(), "the replay signs");
    coordinator
}

fn modes(c: &mut Criterion) {
    let mut group = c.benchmark_group("roast secp256k1 coordinator modes");
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.warm_up_time(Duration::from_millis(200));
    group.measurement_time(Duration::from_secs(2));
    let mut sizes = vec![(100, 67)];
    if std::env::var_os(LARGE_ENV).is_some_and(|v| v == "1") {
        sizes.push((1000, 667));
    }
    for (n, t) in sizes {
        for accountable in [false, true] {
            let recorded = record(n, t, accountable);
            let name = format!(
                "{t}-of-{n} honest run {}",
                if accountable {
                    "accountable"
                } else {
                    "unauthenticated"
                }
            );
            group.bench_function(name, |b| b.iter(|| black_box(replay(&recorded))));
        }
    }
    group.finish();
}

criterion_group!(benches, modes);
criterion_main!(benches);

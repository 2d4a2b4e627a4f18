//! Criterion benchmarks of the ROAST coordinator (`frost-roast`): its compute
//! time to the first valid signature, and the number of messages, at
//! 67-of-100 with 0, (n - t) / 2 and n - t faulty signers of each kind
//! (crashed after the nonce round, invalid shares), and under the ROAST
//! paper's coordinated attack; 667-of-1000 without faults when
//! `FROST_ROAST_LARGE=1`.
//!
//! Each scenario is first simulated once, in process with a seeded network
//! (`frost_roast::simulation`), which records every message the coordinator
//! received. The benchmark then replays those bytes into a fresh coordinator:
//! what it measures is the coordinator's work only (decoding, judging the
//! shares whose verdict is needed, session bookkeeping, aggregation), not
//! the signers', to the first valid signature; a second row per scenario
//! adds `Coordinator::judge_remaining`, which judges after the signature
//! the shares the run did not need (so that every invalid share is blamed).
//! Beside it, the plain FROST aggregation of the completing session
//! (`frost_core::aggregate`) gives the baseline of the no-fault case.
//!
//! `cargo bench -p benches --bench roast`

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Duration;

use benches::bench_rng;
use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use frost_core::keys::{IdentifierList, KeyPackage, PublicKeyPackage, generate_with_dealer};
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Identifier, SigningPackage};
use frost_roast::simulation::{Behaviour, Transcript, simulate};
use frost_roast::{Coordinator, Response, SignerMessage};
use frost_secp256k1::Secp256k1;

const MESSAGE: &[u8] = b"ROAST benchmark";

/// One simulated run, ready to replay.
struct Scenario<C: Ciphersuite> {
    name: String,
    public: PublicKeyPackage<C>,
    transcript: Transcript<C>,
}

/// A `t`-of-`n` run with the first `faulty` signers behaving as `behaviour`.
fn scenario<C: Ciphersuite>(
    n: u16,
    t: u16,
    faulty: u16,
    behaviour: Behaviour,
    label: &str,
) -> Scenario<C> {
    let mut rng = bench_rng(u64::from(n) * 7 + u64::from(faulty));
    let (shares, public) =
        generate_with_dealer::<C, _>(n, t, IdentifierList::Default, &mut rng).expect("dealer");
    let packages: BTreeMap<Identifier<C>, KeyPackage<C>> = shares
        .into_iter()
        .map(|(id, share)| (id, KeyPackage::try_from(share).expect("key package")))
        .collect();
    let behaviours = packages
        .keys()
        .take(usize::from(faulty))
        .map(|id| (*id, behaviour))
        .collect();
    let transcript =
        simulate(&packages, &public, MESSAGE, false, &behaviours, &mut rng).expect("simulation");
    let signed = transcript.signed.as_ref().expect("the run signs");
    let name = format!("{t}-of-{n} {label}");
    eprintln!(
        "{name}: {} sessions, {} messages to the signature ({} received by the coordinator), session {} signed",
        transcript.sessions,
        transcript.messages,
        transcript.inbound.len(),
        signed.session
    );
    Scenario {
        name,
        public,
        transcript,
    }
}

/// Replays the coordinator's inbound messages into a fresh coordinator.
fn replay<C: Ciphersuite>(scenario: &Scenario<C>) -> Coordinator<C> {
    replay_with(scenario, &mut bench_rng(0))
}

/// Replays the inbound messages, then judges the remaining shares.
fn replay_and_judge<C: Ciphersuite>(scenario: &Scenario<C>) -> Coordinator<C> {
    let mut rng = bench_rng(0);
    let mut coordinator = replay_with(scenario, &mut rng);
    coordinator.judge_remaining(&mut rng);
    coordinator
}

/// Replays the inbound messages with `rng` for the coordinator.
fn replay_with<C: Ciphersuite>(
    scenario: &Scenario<C>,
    rng: &mut rand::rngs::StdRng,
) -> Coordinator<C> {
    let mut coordinator = Coordinator::new(scenario.public.clone(), MESSAGE, false);
    for (from, bytes) in &scenario.transcript.inbound {
        // Refusals (replays, garbage) are part of the work measured.
        let _ = coordinator.receive_bytes(from, bytes, rng);
    }
    assert!(coordinator.signed().is_some(), "the replay signs");
    coordinator
}

/// The signing package of the session that completed.
fn completing_package<C: Ciphersuite>(scenario: &Scenario<C>) -> SigningPackage<C> {
    let coordinator = replay(scenario);
    let session = coordinator.signed().expect("signed").session;
    coordinator
        .request(session)
        .expect("opened")
        .package
        .signing_package()
        .clone()
}

/// The completing session's shares, for the plain aggregation baseline.
fn final_shares<C: Ciphersuite>(
    scenario: &Scenario<C>,
) -> BTreeMap<Identifier<C>, SignatureShare<C>> {
    let session = scenario.transcript.signed.as_ref().expect("signed").session;
    scenario
        .transcript
        .inbound
        .iter()
        .filter_map(|(_, bytes)| match SignerMessage::<C>::deserialize(bytes) {
            Ok(SignerMessage::Response(Response {
                signer,
                session: s,
                share,
                ..
            })) if s == session => Some((signer, share)),
            _ => None,
        })
        .collect()
}

fn roast(c: &mut Criterion) {
    let (n, t) = (100u16, 67u16);
    let half = (n - t) / 2;
    let mut scenarios = vec![
        scenario::<Secp256k1>(n, t, 0, Behaviour::Honest, "no faults"),
        scenario(
            n,
            t,
            half,
            Behaviour::CrashAfterCommit,
            "16 crash after the nonce round",
        ),
        scenario(
            n,
            t,
            n - t,
            Behaviour::CrashAfterCommit,
            "33 crash after the nonce round",
        ),
        scenario(
            n,
            t,
            half,
            Behaviour::InvalidShare,
            "16 send invalid shares",
        ),
        scenario(
            n,
            t,
            n - t,
            Behaviour::InvalidShare,
            "33 send invalid shares",
        ),
        scenario(
            n,
            t,
            n - t,
            Behaviour::Coordinated,
            "33 in a coordinated attack",
        ),
    ];
    if std::env::var_os("FROST_ROAST_LARGE").is_some_and(|v| v == "1") {
        scenarios.push(scenario(1000, 667, 0, Behaviour::Honest, "no faults"));
    }
    let mut group = c.benchmark_group("roast secp256k1 coordinator");
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.warm_up_time(Duration::from_millis(200));
    group.measurement_time(Duration::from_secs(2));
    for scenario in &scenarios {
        group.bench_function(&scenario.name, |b| b.iter(|| replay(scenario)));
        group.bench_function(format!("{} and judge_remaining", scenario.name), |b| {
            b.iter(|| replay_and_judge(scenario))
        });
    }
    for scenario in scenarios.iter().filter(|s| s.name.ends_with("no faults")) {
        let shares = final_shares(scenario);
        let package = completing_package(scenario);
        group.bench_function(format!("{} plain FROST aggregate", scenario.name), |b| {
            b.iter(|| {
                frost_core::aggregate(black_box(&package), black_box(&shares), &scenario.public)
                    .expect("valid")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, roast);
criterion_main!(benches);

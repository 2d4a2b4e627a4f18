//! Criterion benchmarks of the ROAST coordinator (`frost-roast`): its compute
//! time to the first valid signature, and the number of messages, at
//! 67-of-100 with 0, (n - t) / 2 = 16 and n - t = 33 faulty signers, and at
//! 667-of-1000 (when `FROST_ROAST_LARGE=1`) with 0, 166 and 333, of each
//! kind the simulation knows ([`Behaviour`]): crashed (never answers),
//! crashed after the nonce round (the ROAST paper's first scenario), slow,
//! duplicating, invalid, stale or mislabelled shares, reused or copied
//! commitments, undecodable answers, and the paper's coordinated attack.
//! Faulty signers are the first identifiers.
//!
//! Each scenario is first simulated once, in process with a seeded network
//! (`frost_roast_simulation`), which records every message the coordinator
//! received. The benchmark then replays those bytes into a fresh coordinator:
//! what it measures is the coordinator's work only (decoding, judging the
//! shares whose verdict is needed, session bookkeeping, aggregation), not
//! the signers', to the first valid signature; a second row per scenario
//! adds `Coordinator::judge_remaining`, which judges after the signature
//! the shares the run did not need (so that every invalid share is blamed).
//! Beside it, two baselines of the no-fault case: the plain FROST
//! aggregation of the completing session (`frost_core::aggregate` on decoded
//! values), and a plain FROST coordinator of the same session from the bytes
//! it receives (each signer's commitments and share decoded, the signing
//! package built, then `aggregate`), which like the ROAST coordinator pays
//! for decoding.
//!
//! A scenario is simulated the first time one of its rows runs, so criterion's
//! name filter (a regular expression over `group/row`) also picks what is
//! simulated: `FROST_ROAST_LARGE=1 cargo bench -p benches --bench roast --
//! '/667-of-1000 333 crashed'` simulates and measures that scenario alone
//! (the leading `/` keeps `/67-of-100` from matching `667-of-1000`). Each
//! simulation prints its sessions, messages and the time it took (release
//! build: at most a fraction of a second per scenario, except the
//! coordinated attack at 667-of-1000, about 0.11 s per session: 18 s with
//! 166 attackers, 37 s with 333), since the simulated signers of a session
//! share one decoding of its request and one derivation of its values
//! (`frost_roast_simulation`, byte for byte the messages each would send
//! alone).
//!
//! Measured (times relative to the plain aggregation of the same run), the
//! kinds fall into four costs, which the sessions and messages printed
//! (deterministic) explain: stale shares, reused and copied commitments spoil
//! nothing before the first session completes (each such signer misbehaves
//! only from its second request on), so they cost about what the no-fault
//! case costs, and so do duplicated messages (a little more: each copy is
//! decoded, then refused); signers crashed from the start or slow only shrink
//! the first session's candidates, which costs the same or less; shares for
//! the wrong session and undecodable answers are refused without any share
//! check, so they cost what crashing after the nonce round costs, with the
//! same sessions; only invalid shares, scattered or coordinated, make the
//! coordinator judge failing batches.
//!
//! `cargo bench -p benches --bench roast -- /67-of-100`, and
//! `FROST_ROAST_LARGE=1 cargo bench -p benches --bench roast -- /667-of-1000`

use std::cell::OnceCell;
use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

use benches::bench_rng;
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode, criterion_group, criterion_main};
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Identifier, Signature, SigningPackage};
use frost_keygen::{IdentifierList, generate_with_dealer};
use frost_roast::{Coordinator, Response, SignerMessage};
use frost_roast_simulation::{Behaviour, Transcript, simulate};
use frost_secp256k1::Secp256k1;

const MESSAGE: &[u8] = b"ROAST benchmark";

/// The switch of the 667-of-1000 rows.
const LARGE_ENV: &str = "FROST_ROAST_LARGE";

/// A fault kind and how its rows are named after the number of faulty
/// signers.
struct Kind {
    behaviour: Behaviour,
    label: &'static str,
}

/// Every kind the simulation knows, in the order of the tables.
const KINDS: [Kind; 11] = [
    Kind {
        behaviour: Behaviour::Crashed,
        label: "crashed",
    },
    Kind {
        behaviour: Behaviour::CrashAfterCommit,
        label: "crash after the nonce round",
    },
    Kind {
        behaviour: Behaviour::Slow,
        label: "slow",
    },
    Kind {
        behaviour: Behaviour::Duplicating,
        label: "duplicating",
    },
    Kind {
        behaviour: Behaviour::InvalidShare,
        label: "send invalid shares",
    },
    Kind {
        behaviour: Behaviour::StaleShare,
        label: "send stale shares",
    },
    Kind {
        behaviour: Behaviour::WrongSession,
        label: "answer the wrong session",
    },
    Kind {
        behaviour: Behaviour::ReusedCommitment,
        label: "reuse a commitment",
    },
    Kind {
        behaviour: Behaviour::CopiedCommitment,
        label: "copy a commitment",
    },
    Kind {
        behaviour: Behaviour::Garbage,
        label: "send garbage",
    },
    Kind {
        behaviour: Behaviour::Coordinated,
        label: "in a coordinated attack",
    },
];

/// One simulated run, ready to replay.
struct Scenario<C: Ciphersuite> {
    public: PublicKeyPackage<C>,
    transcript: Transcript<C>,
}

/// A scenario's parameters, simulated on first use.
struct Case<C: Ciphersuite> {
    name: String,
    n: u16,
    t: u16,
    faulty: u16,
    behaviour: Behaviour,
    scenario: OnceCell<Scenario<C>>,
}

impl<C: Ciphersuite> Case<C> {
    /// A `t`-of-`n` run with the first `faulty` signers behaving as
    /// `behaviour`.
    fn new(n: u16, t: u16, faulty: u16, behaviour: Behaviour, label: &str) -> Self {
        Self {
            name: format!("{t}-of-{n} {label}"),
            n,
            t,
            faulty,
            behaviour,
            scenario: OnceCell::new(),
        }
    }

    /// The simulated run, simulated now if this is its first use.
    fn scenario(&self) -> &Scenario<C> {
        self.scenario.get_or_init(|| self.simulate())
    }

    fn simulate(&self) -> Scenario<C> {
        let mut rng = bench_rng(u64::from(self.n) * 7 + u64::from(self.faulty));
        let (shares, public) =
            generate_with_dealer::<C, _>(self.n, self.t, IdentifierList::Default, &mut rng)
                .expect("dealer");
        let packages: BTreeMap<Identifier<C>, KeyPackage<C>> = shares
            .into_iter()
            .map(|(id, share)| (id, KeyPackage::try_from(share).expect("key package")))
            .collect();
        let behaviours = packages
            .keys()
            .take(usize::from(self.faulty))
            .map(|id| (*id, self.behaviour))
            .collect();
        let start = Instant::now();
        let transcript = simulate(&packages, &public, MESSAGE, false, &behaviours, &mut rng)
            .expect("simulation");
        let elapsed = start.elapsed();
        let signed = transcript.signed.as_ref().expect("the run signs");
        eprintln!(
            "{}: {} sessions, {} messages to the signature ({} received by the coordinator), \
             session {} signed; simulated in {:.2} s",
            self.name,
            transcript.sessions,
            transcript.messages,
            transcript.inbound.len(),
            signed.session,
            elapsed.as_secs_f64(),
        );
        Scenario { public, transcript }
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
    let mut coordinator = Coordinator::new(
        scenario.public.clone(),
        MESSAGE,
        false,
        scenario.transcript.run,
    );
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

/// What a plain FROST coordinator receives for the completing session: each
/// signer's commitments and share as their own serialised messages.
type PlainMessages<C> = Vec<(Identifier<C>, Vec<u8>, Vec<u8>)>;

fn plain_messages<C: Ciphersuite>(
    package: &SigningPackage<C>,
    shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
) -> PlainMessages<C> {
    package
        .signing_commitments()
        .iter()
        .map(|(id, commitments)| {
            let commitments = commitments.serialize();
            let share = shares[id].serialize();
            (*id, commitments, share)
        })
        .collect()
}

/// The plain FROST coordinator of the same session, from the bytes it
/// receives: decodes every signer's commitments and share, builds the
/// signing package and aggregates. The baseline that, like the ROAST
/// coordinator, pays for decoding.
fn plain_coordinator<C: Ciphersuite>(
    messages: &PlainMessages<C>,
    message: &[u8],
    scenario: &Scenario<C>,
) -> Signature<C> {
    let mut commitments = BTreeMap::new();
    let mut shares = BTreeMap::new();
    for (id, commitment_bytes, share_bytes) in messages {
        commitments.insert(
            *id,
            SigningCommitments::<C>::deserialize(commitment_bytes).expect("valid commitments"),
        );
        shares.insert(
            *id,
            SignatureShare::<C>::deserialize(share_bytes).expect("valid share"),
        );
    }
    let package = SigningPackage::new(commitments, message).expect("package");
    frost_core::aggregate(&package, &shares, &scenario.public).expect("valid")
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

/// The no-fault case and every kind at each of `counts` faulty signers, of
/// a `t`-of-`n` group.
fn cases<C: Ciphersuite>(n: u16, t: u16, counts: &[u16]) -> Vec<Case<C>> {
    let mut cases = vec![Case::new(n, t, 0, Behaviour::Honest, "no faults")];
    for kind in &KINDS {
        for &faulty in counts {
            cases.push(Case::new(
                n,
                t,
                faulty,
                kind.behaviour,
                &format!("{faulty} {}", kind.label),
            ));
        }
    }
    cases
}

/// The rows of each case: the replay, the replay with `judge_remaining`,
/// and for the no-fault case the plain aggregation of its completing
/// session.
fn bench_cases<C: Ciphersuite>(group: &mut BenchmarkGroup<'_, WallTime>, cases: &[Case<C>]) {
    for case in cases {
        group.bench_function(&case.name, |b| {
            let scenario = case.scenario();
            b.iter(|| replay(scenario))
        });
        group.bench_function(format!("{} and judge_remaining", case.name), |b| {
            let scenario = case.scenario();
            b.iter(|| replay_and_judge(scenario))
        });
        if case.faulty == 0 {
            let aggregation = OnceCell::new();
            group.bench_function(format!("{} plain FROST aggregate", case.name), |b| {
                let scenario = case.scenario();
                let (package, shares) = aggregation
                    .get_or_init(|| (completing_package(scenario), final_shares(scenario)));
                b.iter(|| {
                    frost_core::aggregate(black_box(package), black_box(shares), &scenario.public)
                        .expect("valid")
                })
            });
            group.bench_function(
                format!("{} plain FROST coordinator from bytes", case.name),
                |b| {
                    let scenario = case.scenario();
                    let (package, shares) = aggregation
                        .get_or_init(|| (completing_package(scenario), final_shares(scenario)));
                    let messages = plain_messages(package, shares);
                    b.iter(|| plain_coordinator(black_box(&messages), package.message(), scenario))
                },
            );
        }
    }
}

fn roast(c: &mut Criterion) {
    let mut group = c.benchmark_group("roast secp256k1 coordinator");
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.warm_up_time(Duration::from_millis(200));
    group.measurement_time(Duration::from_secs(2));
    bench_cases(&mut group, &cases::<Secp256k1>(100, 67, &[16, 33]));
    if std::env::var_os(LARGE_ENV).is_some_and(|v| v == "1") {
        bench_cases(&mut group, &cases::<Secp256k1>(1000, 667, &[166, 333]));
    }
    group.finish();
}

criterion_group!(benches, roast);
criterion_main!(benches);

//! Timing of one participant's key generation at scale (the first and the
//! last participant, whose share checks cost the least and the most),
//! against checking every share and deriving every verifying share one by
//! one.
//!
//! Ignored by default; run in release mode, e.g.
//! `cargo test --release -p frost-ed25519 --test generic -- --ignored --nocapture dkg_timing`.
//! Setting up a thousand honest dealings is itself costly, so the other
//! participants cycle through a few distinct polynomials (each with its own
//! proof of knowledge): the work of the measured participant is the same as
//! with all-distinct polynomials.
//!
//! Times are the CPU time of the test's thread where the platform reports it
//! (Linux), so that other processes on a busy machine do not inflate them,
//! and wall-clock time elsewhere.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use ff::Field;
use group::Group;
use std::println;
use std::time::{Duration, Instant};

use super::support::{id, ids, others};
use crate::test_rng;
use frost_core::Arithmetic;
use frost_core::keys::{SigningShare, VerifiableSecretSharingCommitment};
use frost_core::{Ciphersuite, Element, Identifier, Scalar};
use frost_keygen::dkg::{self, round1, round2};
use frost_keygen::polynomial;

/// How many distinct polynomials the simulated participants cycle through.
const DISTINCT_POLYNOMIALS: usize = 8;

/// How many point multiplications to time for the naive estimate.
const NAIVE_SAMPLE: usize = 200;

/// A stopwatch of the current thread's CPU time, or of wall-clock time where
/// the former is not available.
struct Stopwatch {
    cpu: Option<Duration>,
    wall: Instant,
}

impl Stopwatch {
    fn start() -> Self {
        Self {
            cpu: thread_cpu_time(),
            wall: Instant::now(),
        }
    }

    fn elapsed(&self) -> Duration {
        match (self.cpu, thread_cpu_time()) {
            (Some(start), Some(now)) => now.saturating_sub(start),
            _ => self.wall.elapsed(),
        }
    }
}

/// The CPU time of the current thread: the first field of Linux's
/// `/proc/thread-self/schedstat`, in nanoseconds.
fn thread_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse::<u64>().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// Round-one packages of a `t`-of-`n` key generation among `1..=n`, the
/// round-one secrets of `measured`, and the shares each of those receives.
struct Fixture<C: Ciphersuite> {
    round1_packages: BTreeMap<Identifier<C>, round1::Package<C>>,
    secrets: BTreeMap<Identifier<C>, round1::SecretPackage<C>>,
    inboxes: BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, round2::Package<C>>>,
}

impl<C: Ciphersuite> Fixture<C> {
    fn new(n: u16, t: u16, measured: &[Identifier<C>]) -> Self {
        let mut rng = test_rng(u64::from(n));
        let polynomials: Vec<Vec<Scalar<C>>> = (0..DISTINCT_POLYNOMIALS)
            .map(|_| {
                (0..t)
                    .map(|_| frost_core::random_scalar::<C>(&mut rng))
                    .collect()
            })
            .collect();
        let mut round1_packages = BTreeMap::new();
        let mut secrets = BTreeMap::new();
        let mut inboxes: BTreeMap<_, BTreeMap<_, _>> = BTreeMap::new();
        for (index, identifier) in ids::<C>(n).into_iter().enumerate() {
            let coefficients = &polynomials[index % DISTINCT_POLYNOMIALS];
            let package = if index < DISTINCT_POLYNOMIALS || measured.contains(&identifier) {
                let (secret, package) =
                    dkg::part1_with_coefficients(identifier, n, coefficients, &mut rng)
                        .expect("part1");
                if measured.contains(&identifier) {
                    secrets.insert(identifier, secret);
                }
                package
            } else {
                // The commitment of an earlier participant with the same
                // polynomial, and a proof of its constant term for this one.
                let earlier: &round1::Package<C> =
                    &round1_packages[&id::<C>(1 + (index % DISTINCT_POLYNOMIALS) as u16)];
                let (_, same_constant) =
                    dkg::part1_with_coefficients(identifier, n, &coefficients[..2], &mut rng)
                        .expect("part1");
                round1::Package::new(
                    earlier.commitment().clone(),
                    *same_constant.proof_of_knowledge(),
                )
            };
            round1_packages.insert(identifier, package);
            for me in measured.iter().filter(|me| **me != identifier) {
                let share =
                    SigningShare::new(polynomial::evaluate::<C>(coefficients, &me.to_scalar()));
                inboxes
                    .entry(*me)
                    .or_default()
                    .insert(identifier, round2::Package::new(share));
            }
        }
        Self {
            round1_packages,
            secrets,
            inboxes,
        }
    }
}

/// `part2` and `part3` of participants 1 and `n` in a `t`-of-`n` key
/// generation. Participant `n` has the largest identifier and the most
/// expensive share checks (Horner's rule multiplies by its identifier); its
/// time is compared with the same checks done one share and one verifying
/// share at a time with one multiscalar multiplication each, and with an
/// estimate of the naive approach with one point multiplication per term.
fn time_participants<C: Ciphersuite>(n: u16, t: u16) {
    let first = id::<C>(1);
    let last = id::<C>(n);
    let mut fixture = Fixture::<C>::new(n, t, &[first, last]);
    let mut outcome = None;
    let mut ours = 0.0;
    for (number, me) in [(1, first), (n, last)] {
        let secret = fixture.secrets.remove(&me).expect("own secret package");
        let round1_packages = others(&fixture.round1_packages, &me);
        let start = Stopwatch::start();
        let (round2_secret, _) = dkg::part2(secret, &round1_packages).expect("part2");
        let part2 = start.elapsed();
        let start = Stopwatch::start();
        let (key_package, public) =
            dkg::part3(&round2_secret, &round1_packages, &fixture.inboxes[&me]).expect("part3");
        let part3 = start.elapsed();
        assert_eq!(
            key_package.verifying_share(),
            &public.verifying_shares()[&me]
        );
        println!(
            "{} {t}-of-{n}, participant {}: part2 {:.3} s, part3 {:.3} s",
            C::CONTEXT_STRING,
            number,
            part2.as_secs_f64(),
            part3.as_secs_f64(),
        );
        if let Some((_, first_public)) = &outcome {
            assert_eq!(first_public, &public, "participants disagree on the group");
        }
        ours = (part2 + part3).as_secs_f64();
        outcome = Some((round2_secret, public));
    }
    let (round2_secret, public) = outcome.expect("participant n");
    let round1_packages = others(&fixture.round1_packages, &last);
    let round2_packages = &fixture.inboxes[&last];

    // One by one, for participant n: each share against its sender's
    // commitment, then every verifying share from the summed commitment.
    let start = Stopwatch::start();
    for (identifier, package) in round2_packages {
        let expected = round1_packages[identifier].commitment().evaluate(&last);
        assert_eq!(
            C::Arithmetic::mul_base(&package.share().to_scalar()),
            expected
        );
    }
    let mut summed: Vec<Element<C>> = round2_secret.commitment().coefficients();
    for package in round1_packages.values() {
        for (sum, c) in summed.iter_mut().zip(package.commitment().coefficients()) {
            *sum += c;
        }
    }
    let summed = VerifiableSecretSharingCommitment::<C>::new(summed).expect("summed commitment");
    for identifier in &ids::<C>(n) {
        assert_eq!(
            summed.evaluate(identifier),
            public.verifying_shares()[identifier].to_element()
        );
    }
    let one_by_one = start.elapsed();

    // The naive approach: one full point multiplication per sender and
    // coefficient for the share checks, and per participant and coefficient
    // for the verifying shares. Timed on a sample, then extrapolated.
    let points = round2_secret.commitment().coefficients();
    let x = last.to_scalar();
    let mut power = Scalar::<C>::ONE;
    let mut sum = Element::<C>::identity();
    let start = Stopwatch::start();
    for k in 0..NAIVE_SAMPLE {
        sum += points[k % points.len()] * power;
        power *= x;
    }
    let naive =
        start.elapsed().as_secs_f64() / NAIVE_SAMPLE as f64 * 2.0 * f64::from(n) * f64::from(t);
    assert!(!bool::from(sum.is_identity()));

    println!(
        "  participant {n}, one share and one verifying share at a time, one multiscalar multiplication each: {:.3} s ({:.1}x)",
        one_by_one.as_secs_f64(),
        one_by_one.as_secs_f64() / ours,
    );
    println!(
        "  participant {n}, one point multiplication per (sender or participant) x coefficient, extrapolated: {naive:.1} s ({:.1}x)",
        naive / ours,
    );
}

/// Timing at 67-of-100.
pub fn dkg_timing_67_of_100<C: Ciphersuite>() {
    time_participants::<C>(100, 67);
}

/// Timing at 667-of-1000.
pub fn dkg_timing_667_of_1000<C: Ciphersuite>() {
    time_participants::<C>(1000, 667);
}

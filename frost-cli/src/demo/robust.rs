//! `frost demo --robust`: signing with the ROAST coordinator (Ruffing,
//! Ronge, Jin, Schneider-Bensch, Schröder, "ROAST: Robust Asynchronous
//! Schnorr Threshold Signatures", ACM CCS 2022) while some signers are
//! offline or malicious.
//!
//! The run is `frost_roast_simulation::simulate`: one process plays the
//! coordinator and every signer, every message travels as bytes over a
//! simulated network with seeded random delays, and the coordinator sees only
//! bytes and their senders, as over authenticated channels. ROAST signs
//! whenever at least `t` honest signers answer, so the faults are limited to
//! `n - t` signers in all.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

use clap::Args;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Identifier, VerifyingKey};
use frost_roast::{RoastError, verify_blame};
use frost_roast_simulation::{Behaviour, Event, Transcript, simulate};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

use super::report::{Report, took};
use super::{DemoArgs, failed};
use crate::message::describe;
use crate::suite::Suite;
use crate::{CliResult, names};

/// The options of `frost demo --robust`.
#[derive(Args)]
pub(crate) struct RobustArgs {
    /// Sign with the ROAST coordinator instead of plain FROST, while some
    /// signers are offline (`--offline`) or malicious (`--malicious`); it
    /// signs as long as at least --min signers are honest. Suites redpallas
    /// and redjubjub sign re-randomized here too, each session with a fresh
    /// randomizer.
    #[arg(long, conflicts_with = "signers")]
    robust: bool,
    /// With --robust: how many signers go offline right after sending their
    /// first commitment (the nonce round), never to answer again.
    #[arg(long, default_value_t = 0, requires = "robust")]
    offline: u16,
    /// With --robust: how many signers answer every signing request with an
    /// invalid signature share.
    #[arg(long, default_value_t = 0, requires = "robust")]
    malicious: u16,
    /// With --robust: the malicious signers mount the coordinated attack of
    /// the ROAST paper instead: they answer fast, and in each session one
    /// of them not used before sends an invalid share while the others sign
    /// honestly to stay in play, so that each spoils one session. Needs
    /// --malicious.
    #[arg(long, requires = "robust")]
    attack: bool,
    /// With --robust: the seed of the run (which signers are faulty, the
    /// network's delays, the nonces): the same seed replays the same
    /// sessions. Drawn at random, and printed, when not given. The keys are
    /// fresh on every run: a seeded generator is safe for nonces only
    /// because these keys are thrown away (RFC 9591, Section 4.1, also
    /// hashes the share into each nonce), and a real signer draws its
    /// nonces from the operating system.
    #[arg(long, requires = "robust")]
    seed: Option<u64>,
}

impl RobustArgs {
    /// Whether the demo signs with ROAST.
    pub(super) fn enabled(&self) -> bool {
        self.robust
    }

    /// Checks the fault counts against ROAST's assumption: at least `min`
    /// of the `max` signers are honest, so at most `max - min` are faulty.
    pub(super) fn check(&self, min: u16, max: u16) -> CliResult<()> {
        if self.attack && self.malicious == 0 {
            return Err(
                "--attack makes the malicious signers mount the coordinated attack, but there are none: give their number with --malicious".to_owned(),
            );
        }
        let faulty = u32::from(self.offline) + u32::from(self.malicious);
        let tolerated = max - min;
        if faulty > u32::from(tolerated) {
            return Err(format!(
                "--offline {} plus --malicious {} makes {faulty} faulty signers, but a {min}-of-{max} \
                 group tolerates at most n - t = {max} - {min} = {tolerated}: ROAST signs only while \
                 at least --min ({min}) signers are honest",
                self.offline, self.malicious
            ));
        }
        Ok(())
    }

    /// The faulty signers' behaviour when malicious.
    fn malicious_behaviour(&self) -> Behaviour {
        if self.attack {
            Behaviour::Coordinated
        } else {
            Behaviour::InvalidShare
        }
    }
}

/// Picks the faulty signers at random from `identifiers`: the first
/// `offline` of a shuffle crash after their commitment, the next
/// `malicious` misbehave.
fn assign_faults<C: Ciphersuite>(
    identifiers: &[Identifier<C>],
    robust: &RobustArgs,
    rng: &mut ChaCha20Rng,
) -> BTreeMap<Identifier<C>, Behaviour> {
    let mut order = identifiers.to_vec();
    // Fisher-Yates; the modulo bias is irrelevant to a demonstration.
    for i in (1..order.len()).rev() {
        let j = usize::try_from(rng.next_u64() % (i as u64 + 1)).unwrap_or(0);
        order.swap(i, j);
    }
    let offline = usize::from(robust.offline);
    let malicious = usize::from(robust.malicious);
    let mut behaviours = BTreeMap::new();
    for (position, id) in order.into_iter().enumerate() {
        let behaviour = if position < offline {
            Behaviour::CrashAfterCommit
        } else if position < offline + malicious {
            robust.malicious_behaviour()
        } else {
            continue;
        };
        behaviours.insert(id, behaviour);
    }
    behaviours
}

/// The participants that behave as `behaviour`.
fn with_behaviour<C: Ciphersuite>(
    behaviours: &BTreeMap<Identifier<C>, Behaviour>,
    behaviour: Behaviour,
) -> Vec<Identifier<C>> {
    behaviours
        .iter()
        .filter(|(_, b)| **b == behaviour)
        .map(|(id, _)| *id)
        .collect()
}

/// `"participants 2, 5"`, or `"none"`.
fn who<C: Ciphersuite>(identifiers: &[Identifier<C>]) -> String {
    if identifiers.is_empty() {
        "none".to_owned()
    } else {
        names::participants(identifiers)
    }
}

/// One line of the run's timeline, participants named by number.
fn describe_event<C: Ciphersuite>(
    event: &Event<C>,
    behaviours: &BTreeMap<Identifier<C>, Behaviour>,
    report: &Report,
) -> String {
    match event {
        Event::SessionOpened { session, signers } => {
            let offline: Vec<_> = signers
                .iter()
                .filter(|id| behaviours.get(id) == Some(&Behaviour::CrashAfterCommit))
                .copied()
                .collect();
            let listed = if report.detailed {
                format!(": {}", names::participants(signers))
            } else {
                String::new()
            };
            let waiting = if offline.is_empty() {
                String::new()
            } else {
                format!(
                    " ({} offline: the session waits for {} in vain)",
                    names::count(offline.len(), "signer"),
                    if offline.len() == 1 { "it" } else { "them" }
                )
            };
            format!(
                "session {session} opened with {}{listed}{waiting}",
                names::count(signers.len(), "ready signer")
            )
        }
        Event::Blamed { signer, session } => format!(
            "participant {} sent an invalid signature share in session {session}: blamed, \
             excluded from the rest of the run, evidence kept",
            names::label(signer)
        ),
        Event::Excluded { signer } => format!(
            "participant {} offered a commitment already used in this run: excluded, without blame",
            names::label(signer)
        ),
        Event::Refused { signer, error } => format!(
            "coordinator refused a message from participant {}: {}",
            names::label(signer),
            roast_error(error)
        ),
        Event::SignerRefused { signer, error } => format!(
            "participant {} refused a signing request: {}",
            names::label(signer),
            roast_error(error)
        ),
        Event::Signed { session } => format!(
            "session {session} collected its valid shares: the coordinator aggregated the signature"
        ),
    }
}

/// A ROAST error with its participants named by number.
fn roast_error<C: Ciphersuite>(error: &RoastError<C>) -> String {
    match error {
        RoastError::Frost(error) => crate::errors::explain("decoding", error),
        RoastError::Excluded { signer } => format!(
            "participant {} is already excluded from this run",
            names::label(signer)
        ),
        other => other.to_string(),
    }
}

/// Runs ROAST signing with `key_packages` and the faults `robust` asks
/// for, prints every session and every exclusion, and returns the
/// serialised signature, with the randomized key it verifies under for a
/// suite that signs only re-randomized (ZIP 312: every ROAST session then
/// draws a fresh randomizer, so the signature verifies under that session's
/// `rk`, never under the group key).
pub(super) fn sign<C: Ciphersuite>(
    key_packages: Vec<KeyPackage<C>>,
    public_bytes: &[u8],
    args: &DemoArgs,
    report: &Report,
) -> CliResult<(Vec<u8>, Option<VerifyingKey<C>>)> {
    let randomized = Suite::from_context_string(C::CONTEXT_STRING).is_some_and(Suite::rerandomized);
    let robust = &args.robust;
    let seed = robust.seed.unwrap_or_else(rand::random);
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let public =
        PublicKeyPackage::<C>::deserialize(public_bytes).map_err(failed("public key package"))?;
    let identifiers: Vec<_> = key_packages.iter().map(|k| *k.identifier()).collect();
    let behaviours = assign_faults(&identifiers, robust, &mut rng);
    let offline = with_behaviour(&behaviours, Behaviour::CrashAfterCommit);
    let malicious = with_behaviour(&behaviours, robust.malicious_behaviour());

    report.step(&format!(
        "Robust signing (ROAST, Ruffing et al., ACM CCS 2022), seed {seed} (--seed {seed} replays it)"
    ));
    say!("  offline after their first commitment: {}", who(&offline));
    say!(
        "  malicious ({}): {}",
        if robust.attack {
            "coordinated attack, one invalid share per session"
        } else {
            "an invalid share for every request"
        },
        who(&malicious)
    );
    say!(
        "  every signer sends one commitment; as soon as {} are ready the coordinator opens a",
        args.min
    );
    say!("  session; each answer carries a share, checked on arrival, and a fresh commitment.");
    say!(
        "  message {}; at most n - t + 1 = {} sessions",
        describe(args.message.as_bytes()),
        args.max - args.min + 1
    );

    let start = Instant::now();
    let key_packages: BTreeMap<_, _> = key_packages
        .into_iter()
        .map(|key| (*key.identifier(), key))
        .collect();
    let transcript = simulate(
        &key_packages,
        &public,
        args.message.as_bytes(),
        randomized,
        &behaviours,
        &mut rng,
    )
    .map_err(|error| format!("the ROAST run failed: {}", roast_error(&error)))?;
    drop(key_packages);
    for event in &transcript.events {
        say!("  {}", describe_event(event, &behaviours, report));
    }
    let elapsed = took(start);
    summarise(&transcript, &public, &offline)?;
    let signed = transcript.signed.ok_or_else(|| {
        "the ROAST run stalled without a signature: fewer than --min honest signers answered"
            .to_owned()
    })?;
    if !randomized && signed.verifying_key != *public.verifying_key() {
        return Err("the ROAST signature is not under the group key".to_owned());
    }
    if randomized && signed.verifying_key == *public.verifying_key() {
        return Err("the re-randomized ROAST signature is under the group key itself".to_owned());
    }
    let bytes = signed.signature.serialize();
    say!(
        "  signature from session {}: {} bytes, after {} sessions and {} messages ({elapsed})",
        signed.session,
        bytes.len(),
        transcript.sessions,
        transcript.messages
    );
    if randomized {
        say!(
            "  re-randomized (ZIP 312): each session drew a fresh randomizer; this one verifies under rk = {}",
            names::hex(signed.verifying_key.to_bytes().as_ref())
        );
    }
    Ok((bytes, randomized.then_some(signed.verifying_key)))
}

/// Prints who was left out of the run and why, and re-checks every blame
/// as a third party would.
fn summarise<C: Ciphersuite>(
    transcript: &Transcript<C>,
    public: &PublicKeyPackage<C>,
    offline: &[Identifier<C>],
) -> CliResult<()> {
    for blame in &transcript.blames {
        verify_blame(blame, public).map_err(|error| {
            format!(
                "the blame of participant {} does not hold: {}",
                names::label(&blame.signer),
                roast_error(&error)
            )
        })?;
    }
    let blamed: Vec<_> = transcript.blames.iter().map(|blame| blame.signer).collect();
    let excluded: Vec<_> = transcript
        .events
        .iter()
        .filter_map(|event| match event {
            Event::Excluded { signer } => Some(*signer),
            _ => None,
        })
        .collect();
    let in_a_session: BTreeSet<_> = transcript
        .events
        .iter()
        .flat_map(|event| match event {
            Event::SessionOpened { signers, .. } => signers.clone(),
            _ => Vec::new(),
        })
        .collect();
    let silent: Vec<_> = offline
        .iter()
        .filter(|id| in_a_session.contains(id))
        .copied()
        .collect();
    say!(
        "  blamed, with evidence that re-checks against the group's public key package: {}",
        who(&blamed)
    );
    if !excluded.is_empty() {
        say!(
            "  excluded for a reused commitment: {}",
            names::participants(&excluded)
        );
    }
    say!(
        "  never answered their session (offline; silence is never blamed, it looks like slowness): {}",
        who(&silent)
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use frost_p256::P256;

    use super::*;

    fn args(offline: u16, malicious: u16, attack: bool) -> RobustArgs {
        RobustArgs {
            robust: true,
            offline,
            malicious,
            attack,
            seed: None,
        }
    }

    #[test]
    fn faults_are_limited_to_n_minus_t() {
        assert!(args(1, 1, false).check(3, 5).is_ok());
        assert!(args(0, 2, false).check(3, 5).is_ok());
        let error = args(2, 1, false).check(3, 5).unwrap_err();
        assert!(error.contains("at most n - t = 5 - 3 = 2"), "{error}");
        assert!(args(0, 1, false).check(4, 4).is_err());
    }

    #[test]
    fn faults_are_assigned_as_asked_and_reproducibly() {
        let ids: Vec<Identifier<P256>> =
            (1..=10).map(|i| Identifier::try_from(i).unwrap()).collect();
        let robust = args(3, 2, true);
        let draw = |seed| assign_faults(&ids, &robust, &mut ChaCha20Rng::seed_from_u64(seed));
        let behaviours = draw(5);
        assert_eq!(
            with_behaviour(&behaviours, Behaviour::CrashAfterCommit).len(),
            3
        );
        assert_eq!(with_behaviour(&behaviours, Behaviour::Coordinated).len(), 2);
        assert_eq!(behaviours.len(), 5);
        assert_eq!(draw(5), behaviours);
        assert!((6..40).any(|seed| draw(seed) != behaviours));
    }
}

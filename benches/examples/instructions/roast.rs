//! The ROAST steps of the instruction counts: the coordinator's compute for
//! one 67-of-100 run, replaying the bytes it received in a simulated run
//! (`frost_roast_simulation`), as the `roast` criterion bench replays them.
//!
//! `roast-none` (no faults), `roast-crash` (33 signers crash after the nonce
//! round), `roast-invalid` (33 signers send invalid shares) and
//! `roast-attack` (33 signers in the ROAST paper's coordinated attack) each
//! simulate their run once and replay it once into a fresh coordinator, to
//! the first signature; the same names followed by `-setup` are the
//! simulation alone
//! (subtract their counts from the others'; or count the replay alone with
//! `--toggle-collect='*replay_run*'`).

use std::collections::BTreeMap;
use std::hint::black_box;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Identifier};
use frost_keygen::{IdentifierList, generate_with_dealer};
use frost_roast::Coordinator;
use frost_roast_simulation::{Behaviour, Transcript, simulate};
use rand::SeedableRng;
use rand::rngs::StdRng;

const MESSAGE: &[u8] = b"ROAST instructions";

/// Runs ROAST step `step` of suite `C` (see the module documentation);
/// `false` for an unknown step or a run that does not sign.
pub fn roast_step<C: Ciphersuite>(step: &str) -> bool {
    let (scenario, replay) = match step.strip_suffix("-setup") {
        Some(scenario) => (scenario, false),
        None => (step, true),
    };
    let (faulty, behaviour) = match scenario {
        "roast-none" => (0, Behaviour::Honest),
        "roast-crash" => (33, Behaviour::CrashAfterCommit),
        "roast-invalid" => (33, Behaviour::InvalidShare),
        "roast-attack" => (33, Behaviour::Coordinated),
        _ => return false,
    };
    let Some((public, transcript)) = simulated::<C>(faulty, behaviour) else {
        return false;
    };
    !replay || replay_run(public, &transcript)
}

/// Replays `transcript`'s inbound bytes into a fresh coordinator; whether
/// it signs. Kept out of line so that a profiler can be told to count it
/// alone (`--toggle-collect='*replay_run*'`).
#[inline(never)]
fn replay_run<C: Ciphersuite>(public: PublicKeyPackage<C>, transcript: &Transcript<C>) -> bool {
    let mut rng = StdRng::seed_from_u64(0);
    let mut coordinator = Coordinator::new(public, MESSAGE, false, transcript.run);
    for (from, bytes) in &transcript.inbound {
        // Refusals (replays, garbage) are part of the work counted.
        let _ = black_box(coordinator.receive_bytes(from, bytes, &mut rng));
    }
    coordinator.signed().is_some()
}

/// A simulated 67-of-100 run whose first `faulty` signers behave as
/// `behaviour`: the group's public keys and the transcript.
fn simulated<C: Ciphersuite>(
    faulty: usize,
    behaviour: Behaviour,
) -> Option<(PublicKeyPackage<C>, Transcript<C>)> {
    let mut rng = StdRng::seed_from_u64(700 + faulty as u64);
    let (shares, public) =
        generate_with_dealer::<C, _>(100, 67, IdentifierList::Default, &mut rng).ok()?;
    let packages = shares
        .into_iter()
        .map(|(id, share)| KeyPackage::try_from(share).map(|package| (id, package)))
        .collect::<Result<BTreeMap<Identifier<C>, KeyPackage<C>>, _>>()
        .ok()?;
    let behaviours = packages
        .keys()
        .take(faulty)
        .map(|id| (*id, behaviour))
        .collect();
    let transcript = simulate(&packages, &public, MESSAGE, false, &behaviours, &mut rng).ok()?;
    transcript.signed.is_some().then_some((public, transcript))
}

//! Shared set-up and checks of the simulation tests: a dealt key, a
//! schedule of faults drawn from a seed, and the properties every run must
//! have.

use std::collections::{BTreeMap, BTreeSet};

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Identifier};
use frost_keygen::{IdentifierList, generate_with_dealer};
use frost_roast::verify_blame;
use frost_roast_simulation::{Behaviour, Event, Transcript, simulate};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

/// Every faulty behaviour, crashed and malicious.
pub const FAULTS: [Behaviour; 10] = [
    Behaviour::Crashed,
    Behaviour::CrashAfterCommit,
    Behaviour::InvalidShare,
    Behaviour::StaleShare,
    Behaviour::WrongSession,
    Behaviour::ReusedCommitment,
    Behaviour::CopiedCommitment,
    Behaviour::Garbage,
    Behaviour::Coordinated,
    Behaviour::InvalidShare,
];

/// The honest behaviours.
pub const HONEST: [Behaviour; 3] = [Behaviour::Honest, Behaviour::Slow, Behaviour::Duplicating];

pub type Keys<C> = (BTreeMap<Identifier<C>, KeyPackage<C>>, PublicKeyPackage<C>);

/// A `t`-of-`n` key from a trusted dealer.
pub fn keys<C: Ciphersuite>(n: u16, t: u16, rng: &mut ChaCha20Rng) -> Keys<C> {
    let (shares, public) =
        generate_with_dealer::<C, _>(n, t, IdentifierList::Default, rng).expect("dealer");
    let packages = shares
        .into_iter()
        .map(|(id, share)| (id, KeyPackage::try_from(share).expect("key package")))
        .collect();
    (packages, public)
}

/// Behaviours for `faulty` signers picked at random from `pick`, the others
/// honest (plain, slow or duplicating, at random).
pub fn schedule<C: Ciphersuite>(
    public: &PublicKeyPackage<C>,
    faulty: usize,
    pick: &[Behaviour],
    rng: &mut ChaCha20Rng,
) -> BTreeMap<Identifier<C>, Behaviour> {
    let mut ids: Vec<Identifier<C>> = public.verifying_shares().keys().copied().collect();
    // Fisher-Yates with the seeded generator.
    for i in (1..ids.len()).rev() {
        let j = (rng.next_u64() % (i as u64 + 1)) as usize;
        ids.swap(i, j);
    }
    ids.iter()
        .enumerate()
        .map(|(index, id)| {
            let behaviour = if index < faulty {
                pick[(rng.next_u64() % pick.len() as u64) as usize]
            } else {
                HONEST[(rng.next_u64() % HONEST.len() as u64) as usize]
            };
            (*id, behaviour)
        })
        .collect()
}

/// Runs one simulation and checks the properties of ROAST: a valid
/// signature, at most `n - t + 1` sessions plus one per (faulty) signer that
/// declined, no honest signer blamed, declining or excluded, every delivered invalid share blamed with evidence that checks.
pub fn run_and_check<C: Ciphersuite>(
    keys: &Keys<C>,
    behaviours: &BTreeMap<Identifier<C>, Behaviour>,
    randomized: bool,
    rng: &mut ChaCha20Rng,
) -> Transcript<C> {
    let (packages, public) = keys;
    let message = b"roast simulation";
    let transcript =
        simulate(packages, public, message, randomized, behaviours, rng).expect("simulation");
    let n = public.verifying_shares().len();
    let t = usize::from(public.min_signers());
    let signed = transcript.signed.as_ref().expect("a signature");
    signed
        .verifying_key
        .verify(message, &signed.signature)
        .expect("the signature verifies");
    if !randomized {
        assert_eq!(&signed.verifying_key, public.verifying_key());
    }
    let honest = |id: &Identifier<C>| behaviours.get(id).is_none_or(|b| b.is_honest());
    // Honest signers hold the nonces of every commitment they offered, so
    // only faulty ones decline, each at most once before it is excluded:
    // ROAST's bound of n - t + 1 sessions grows by one per decline.
    assert!(
        transcript.declined.iter().all(|id| !honest(id)),
        "an honest signer declined"
    );
    assert!(
        transcript.sessions <= n - t + 1 + transcript.declined.len(),
        "{} sessions, {} declined",
        transcript.sessions,
        transcript.declined.len()
    );
    let mut blamed = BTreeSet::new();
    for blame in &transcript.blames {
        assert!(!honest(&blame.signer), "honest signer blamed");
        verify_blame(blame, public).expect("the evidence checks");
        blamed.insert(blame.signer);
    }
    assert!(transcript.invalid_share_senders.is_subset(&blamed));
    for event in &transcript.events {
        if let Event::Excluded { signer } = event {
            assert!(!honest(signer), "honest signer excluded");
        }
    }
    transcript
}

/// What a sweep of runs went through, so that a test can check that its
/// faults were exercised.
#[derive(Debug, Default)]
pub struct Totals {
    /// Blames over all runs.
    pub blames: usize,
    /// Exclusions for reused commitments.
    pub exclusions: usize,
    /// Messages the coordinator refused.
    pub refused: usize,
    /// The most sessions one run opened.
    pub max_sessions: usize,
}

/// `seeds` runs of a `t`-of-`n` group with `faulty` faulty signers drawn from
/// `pick`, alternately plain and re-randomised.
pub fn sweep<C: Ciphersuite>(
    n: u16,
    t: u16,
    faulty: usize,
    pick: &[Behaviour],
    seeds: u64,
) -> Totals {
    let mut rng = ChaCha20Rng::seed_from_u64(u64::from(n) << 32 | u64::from(t));
    let keys = keys::<C>(n, t, &mut rng);
    let mut totals = Totals::default();
    for seed in 0..seeds {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let behaviours = schedule(&keys.1, faulty, pick, &mut rng);
        let transcript = run_and_check(&keys, &behaviours, seed % 2 == 1, &mut rng);
        totals.blames += transcript.blames.len();
        totals.max_sessions = totals.max_sessions.max(transcript.sessions);
        for event in &transcript.events {
            match event {
                Event::Excluded { .. } => totals.exclusions += 1,
                Event::Refused { .. } => totals.refused += 1,
                _ => {}
            }
        }
    }
    totals
}

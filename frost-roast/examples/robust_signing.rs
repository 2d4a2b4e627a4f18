//! A ROAST run in one process: a coordinator and five signers of a 3-of-5
//! Ed25519 group that talk only through bytes, in accountable mode, with one
//! faulty signer that answers every request with an invalid share. Prints
//! each session, the blame with its check by a third party, and the
//! signature, verified under the group key.
//!
//! Run it with `cargo run -p frost-roast --example robust_signing`.

use std::collections::{BTreeMap, VecDeque};
use std::fmt::Write;

use frost_core::keys::KeyPackage;
use frost_core::round2::SignatureShare;
use frost_core::{Identifier, Scalar, SigningKey};
use frost_ed25519::Ed25519 as C;
use frost_keygen::{IdentifierList, generate_with_dealer};
use frost_roast::{
    Coordinator, IdentityKeys, Response, RunId, Signer, SigningRequest, verify_signed_blame,
};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

const MESSAGE: &[u8] = b"release 2 BTC to the cold wallet";

/// What the run did, for the test that runs this example.
pub struct Outcome {
    /// The sessions the coordinator opened, with their signers.
    pub sessions: Vec<Vec<u16>>,
    /// The blamed signers.
    pub blamed: Vec<u16>,
    /// Whether the signature verifies under the group key.
    pub verified: bool,
}

/// The number of a signer, for printing.
fn number(id: &Identifier<C>) -> u16 {
    (1..=5)
        .find(|i| Identifier::<C>::try_from(*i).ok().as_ref() == Some(id))
        .unwrap_or(0)
}

/// Runs the example, writing what happens to `log`.
pub fn run(seed: u64, log: &mut String) -> Result<Outcome, String> {
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let (shares, public) = generate_with_dealer::<C, _>(5, 3, IdentifierList::Default, &mut rng)
        .map_err(|e| e.to_string())?;
    // Identity keys, known to everyone who may check blame.
    let secrets: BTreeMap<Identifier<C>, SigningKey<C>> = shares
        .keys()
        .map(|id| (*id, SigningKey::new(&mut rng)))
        .collect();
    let identities: IdentityKeys<C> = secrets
        .iter()
        .map(|(id, key)| (*id, key.verifying_key()))
        .collect();
    let run = RunId::random(&mut rng);
    let mut coordinator = Coordinator::new(public.clone(), MESSAGE, false, run)
        .with_identities(identities.clone())
        .map_err(|e| e.to_string())?;
    let faulty = Identifier::<C>::try_from(2).map_err(|e| e.to_string())?;
    let mut signers = BTreeMap::new();
    for (id, share) in shares {
        let key = KeyPackage::try_from(share).map_err(|e| e.to_string())?;
        let signer = Signer::new(key, MESSAGE, false, run).with_identity(secrets[&id].clone());
        signers.insert(id, signer);
    }
    writeln!(log, "run {run}: 3-of-5, signer 2 sends invalid shares").ok();
    // The network: bytes to the coordinator (with the sender) or to a signer.
    let mut to_coordinator: VecDeque<(Identifier<C>, Vec<u8>)> = VecDeque::new();
    for (id, signer) in &mut signers {
        let bytes = signer.commit_bytes(&mut rng).map_err(|e| e.to_string())?;
        to_coordinator.push_back((*id, bytes));
    }
    let mut outcome = Outcome {
        sessions: Vec::new(),
        blamed: Vec::new(),
        verified: false,
    };
    while let Some((from, bytes)) = to_coordinator.pop_front() {
        let step = match coordinator.receive_bytes(&from, &bytes, &mut rng) {
            Ok(step) => step,
            Err(error) => {
                writeln!(log, "refused from signer {}: {error}", number(&from)).ok();
                continue;
            }
        };
        for id in &step.blamed {
            outcome.blamed.push(number(id));
            writeln!(log, "signer {} blamed", number(id)).ok();
        }
        if let Some(signed) = step.signed {
            outcome.verified = public
                .verifying_key()
                .verify(MESSAGE, &signed.signature)
                .is_ok();
            writeln!(
                log,
                "session {} signed: {} (verifies under the group key: {})",
                signed.session,
                hex(&signed.signature.to_bytes()),
                outcome.verified
            )
            .ok();
            break;
        }
        let Some(request) = step.request else {
            continue;
        };
        let members: Vec<u16> = request.package.signers().iter().map(number).collect();
        writeln!(
            log,
            "session {} opened with signers {members:?}",
            request.session
        )
        .ok();
        outcome.sessions.push(members);
        let bytes = request.serialize();
        // The requests arrive in reverse order of the signers, to show that
        // order does not matter.
        for id in request.package.signers().iter().rev() {
            let signer = signers.get_mut(id).ok_or("no such signer")?;
            let mut answer = signer
                .answer_bytes(&bytes, &mut rng)
                .map_err(|e| e.to_string())?;
            if *id == faulty {
                answer = spoil(&answer, &bytes, &secrets[id], &mut rng)?;
            }
            to_coordinator.push_back((*id, answer));
        }
    }
    for blame in coordinator.blames() {
        let holds = verify_signed_blame(blame, &public, &identities).is_ok();
        writeln!(
            log,
            "blame of signer {} for session {}, signed by it, checks for a third party: {holds}",
            number(&blame.signer),
            blame.request.session
        )
        .ok();
    }
    Ok(outcome)
}

/// The faulty signer's answer: its share plus one, signed with its identity
/// key as an honest answer would be.
fn spoil(
    answer: &[u8],
    request: &[u8],
    identity: &SigningKey<C>,
    rng: &mut ChaCha20Rng,
) -> Result<Vec<u8>, String> {
    let request = SigningRequest::<C>::deserialize(request).map_err(|e| e.to_string())?;
    let mut response = Response::<C>::deserialize(answer).map_err(|e| e.to_string())?;
    response.share = SignatureShare::new(response.share.to_scalar() + Scalar::<C>::from(1u64));
    response.sign(&request, identity, rng);
    Ok(response.serialize())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg_attr(test, allow(dead_code))]
fn main() {
    let mut log = String::new();
    let seed = ChaCha20Rng::seed_from_u64(2026).next_u64();
    let result = run(seed, &mut log);
    print!("{log}");
    if let Err(error) = result {
        eprintln!("the run failed: {error}");
        std::process::exit(1);
    }
}

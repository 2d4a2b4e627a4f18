//! Runs one step a fixed number of times with a fixed seed, for counting
//! instructions with `valgrind --tool=callgrind`: a count that, unlike a
//! time, does not change with the load of a shared machine, so that two
//! commits can be compared on one. Counts compare versions of our own code
//! only: under valgrind, curve crates that pick a vector unit at run time
//! fall back to their portable code.
//!
//! ```sh
//! cargo build --release -p benches --example instructions
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/instructions ed25519 commit
//! ```
//!
//! Steps: `commit` (200 × `round1::commit`), `dealer` (3 dealings at
//! 67-of-100) and `dkg` (one distributed key generation at 10-of-15), after
//! a 2-of-3 dealing that every run shares. The session
//! steps share one signing session of the first 67 of a 67-of-100 group
//! (`session-setup` is that setup alone; subtract its count from the
//! others'): `session-aggregate` (10 × `aggregate`), `session-check-each`
//! (10 × a `SigningSession` built and every share checked with
//! `verify_share`) and `session-batch` (10 × a `SigningSession` built and
//! every share judged in one `ShareBatch`). The ROAST steps (`roast-none`,
//! `roast-crash`, `roast-invalid`, `roast-attack` and their `-setup`
//! counterparts) are described in `instructions/roast.rs`, the 2-of-3 steps
//! (`small-dealer`, `small-dkg`, `small-round2`, `small-aggregate`,
//! `small-aggregate-bad`, `small-decode`, `small-batch` and `small-setup`)
//! in `instructions/small.rs`.

use std::hint::black_box;
use std::process::ExitCode;

#[path = "instructions/roast.rs"]
mod roast;
#[path = "instructions/small.rs"]
mod small;

use std::collections::BTreeMap;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Identifier, ShareBatch, SigningPackage, SigningSession};
use frost_keygen::{IdentifierList, generate_with_dealer};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// Runs `step` of suite `C`; `false` for an unknown step.
fn run<C: Ciphersuite>(step: &str) -> bool {
    let mut rng = StdRng::seed_from_u64(7);
    let Ok((shares, _)) = generate_with_dealer::<C, _>(3, 2, IdentifierList::Default, &mut rng)
    else {
        return false;
    };
    let Some(share) = shares.values().next() else {
        return false;
    };
    match step {
        "commit" => {
            for _ in 0..200 {
                black_box(frost_core::round1::commit::<C, _>(
                    share.signing_share(),
                    &mut rng,
                ));
            }
        }
        "dealer" => {
            for _ in 0..3 {
                let dealt =
                    generate_with_dealer::<C, _>(100, 67, IdentifierList::Default, &mut rng);
                drop(black_box(dealt));
            }
        }
        "dkg" => return dkg::<C>(15, 10, &mut rng),
        step if step.starts_with("session-") => return session_step::<C>(step, &mut rng),
        step if step.starts_with("roast-") => return roast::roast_step::<C>(step),
        step if step.starts_with("small-") => return small::small_step::<C>(step),
        _ => return false,
    }
    true
}

/// The session steps (see the module documentation); `false` for an
/// unknown one.
fn session_step<C: Ciphersuite>(step: &str, rng: &mut StdRng) -> bool {
    let Some(Signed {
        package,
        public,
        shares,
        ..
    }) = signed_session::<C>(100, 67, b"instructions", rng)
    else {
        return false;
    };
    for _ in 0..10 {
        let valid = match step {
            "session-setup" => true,
            "session-aggregate" => frost_core::aggregate(&package, &shares, &public).is_ok(),
            "session-check-each" => SigningSession::new(&package, &public).is_ok_and(|session| {
                shares
                    .iter()
                    .all(|(id, share)| session.verify_share(id, share).is_ok())
            }),
            "session-batch" => SigningSession::new(&package, &public).is_ok_and(|session| {
                let mut batch = ShareBatch::new();
                shares
                    .iter()
                    .all(|(id, share)| batch.push(&session, id, share).is_ok())
                    && batch.invalid(rng).is_empty()
            }),
            _ => return false,
        };
        if !black_box(valid) {
            return false;
        }
    }
    true
}

/// A signing session of the first `min_signers` participants of a dealt
/// `min_signers`-of-`max_signers` group, round two done: what the session
/// and small-group steps start from.
struct Signed<C: Ciphersuite> {
    /// The signers' key packages, in identifier order.
    signers: Vec<KeyPackage<C>>,
    package: SigningPackage<C>,
    public: PublicKeyPackage<C>,
    /// Every signer's share of `package`.
    shares: BTreeMap<Identifier<C>, SignatureShare<C>>,
}

/// Deals the group, runs round one and round two of its first `min_signers`
/// participants on `message`; `None` if any step fails.
fn signed_session<C: Ciphersuite>(
    max_signers: u16,
    min_signers: u16,
    message: &[u8],
    rng: &mut StdRng,
) -> Option<Signed<C>> {
    let (shares, public) =
        generate_with_dealer::<C, _>(max_signers, min_signers, IdentifierList::Default, rng)
            .ok()?;
    let signers = shares
        .into_values()
        .take(usize::from(min_signers))
        .map(KeyPackage::try_from)
        .collect::<Result<Vec<KeyPackage<C>>, _>>()
        .ok()?;
    let (nonces, commitments): (Vec<_>, BTreeMap<_, _>) = signers
        .iter()
        .map(|signer| {
            let (nonces, commitments) = frost_core::round1::commit(signer.signing_share(), rng);
            (nonces, (*signer.identifier(), commitments))
        })
        .unzip();
    let package = SigningPackage::new(commitments, message).ok()?;
    let session = SigningSession::for_verifying_key(&package, public.verifying_key()).ok()?;
    let shares = nonces
        .into_iter()
        .zip(&signers)
        .map(|(nonces, signer)| {
            session
                .sign(nonces, signer)
                .map(|share| (*signer.identifier(), share))
        })
        .collect::<Result<BTreeMap<_, _>, _>>()
        .ok()?;
    Some(Signed {
        signers,
        package,
        public,
        shares,
    })
}

/// One distributed key generation at `min_signers`-of-`max_signers`, every
/// participant's three parts run in turn; `false` if any part fails.
fn dkg<C: Ciphersuite>(max_signers: u16, min_signers: u16, rng: &mut StdRng) -> bool {
    use frost_keygen::dkg;
    let Ok(ids) = (1..=max_signers)
        .map(Identifier::<C>::try_from)
        .collect::<Result<Vec<_>, _>>()
    else {
        return false;
    };
    let mut secrets = BTreeMap::new();
    let mut round1 = BTreeMap::new();
    for id in &ids {
        let Ok((secret, package)) = dkg::part1::<C, _>(*id, max_signers, min_signers, rng) else {
            return false;
        };
        secrets.insert(*id, secret);
        round1.insert(*id, package);
    }
    let others = |me: &Identifier<C>| -> BTreeMap<_, _> {
        round1
            .iter()
            .filter(|(id, _)| *id != me)
            .map(|(id, package)| (*id, package.clone()))
            .collect()
    };
    let mut kept = BTreeMap::new();
    let mut inbox: BTreeMap<Identifier<C>, BTreeMap<_, _>> = BTreeMap::new();
    for (id, secret) in secrets {
        let Ok((secret2, outgoing)) = dkg::part2(secret, &others(&id)) else {
            return false;
        };
        kept.insert(id, secret2);
        for (to, package) in outgoing {
            inbox.entry(to).or_default().insert(id, package);
        }
    }
    ids.iter().all(|id| {
        let (Some(secret), Some(received)) = (kept.get(id), inbox.get(id)) else {
            return false;
        };
        black_box(dkg::part3(secret, &others(id), received)).is_ok()
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let [_, suite, step] = args.as_slice() else {
        eprintln!(
            "usage: instructions SUITE STEP (STEP: commit, dealer, session-setup, \
             session-aggregate, session-check-each, session-batch, roast-none, \
             roast-crash, roast-invalid, roast-attack, or a roast step followed by -setup, \
             small-dealer, small-dkg, small-round2, small-aggregate, small-aggregate-bad, \
             small-decode, small-batch, small-setup)"
        );
        return ExitCode::FAILURE;
    };
    let ran = match suite.as_str() {
        "ed25519" => run::<frost_ed25519::Ed25519>(step),
        "ristretto255" => run::<frost_ristretto255::Ristretto255>(step),
        "secp256k1" => run::<frost_secp256k1::Secp256k1>(step),
        "p256" => run::<frost_p256::P256>(step),
        "ed448" => run::<frost_ed448::Ed448>(step),
        _ => false,
    };
    if ran {
        ExitCode::SUCCESS
    } else {
        eprintln!("unknown suite or step: {suite} {step}");
        ExitCode::FAILURE
    }
}

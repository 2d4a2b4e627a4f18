//! The small-group steps of the instruction counts: every step that the
//! feature `parallel` can split, at 2-of-3, where nothing may be split and
//! the parallel build must cost what the sequential one does (within 3 %).
//! Count each step with `RAYON_NUM_THREADS=1` and with `RAYON_NUM_THREADS=2`
//! (the same binary: a pool of one thread runs the sequential code) and
//! compare; `small-setup` is the setup that every other step shares
//! (subtract its count from theirs).
//!
//! Steps, each repeated [`ROUNDS`] times: `small-dealer` (a 2-of-3 dealing),
//! `small-dkg` (a 2-of-3 key generation, every participant's three parts),
//! `small-round2` (one signer's round two), `small-aggregate`,
//! `small-aggregate-bad` (the second share replaced by the first, which the
//! culprit search names), `small-decode` (the signing package and the public
//! key package decoded) and `small-batch` (a `ShareBatch` of both shares).

use std::hint::black_box;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningNonces;
use frost_core::{Ciphersuite, ShareBatch, SigningPackage, SigningSession};
use frost_keygen::{IdentifierList, generate_with_dealer};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// How many times each step runs.
pub const ROUNDS: usize = 100;

/// Runs small-group step `step` of suite `C` (see the module
/// documentation); `false` for an unknown step or a step that fails.
pub fn small_step<C: Ciphersuite>(step: &str) -> bool {
    let mut rng = StdRng::seed_from_u64(11);
    let Some(super::Signed {
        signers,
        package,
        public,
        shares,
    }) = super::signed_session::<C>(3, 2, b"small instructions", &mut rng)
    else {
        return false;
    };
    let Ok(session) = SigningSession::new(&package, &public) else {
        return false;
    };
    // Round two consumes its nonces: the first signer's nonces and signing
    // packages for every round are made here, in the setup that every step
    // shares.
    let fresh: Vec<SigningNonces<C>> = (0..ROUNDS)
        .map(|_| frost_core::round1::commit(signers[0].signing_share(), &mut rng).0)
        .collect();
    let first = &signers[0];
    let Ok(fresh_packages) = fresh_packages(&package, first, &fresh) else {
        return false;
    };
    match step {
        "small-setup" => true,
        "small-dealer" => (0..ROUNDS).all(|_| {
            black_box(generate_with_dealer::<C, _>(
                3,
                2,
                IdentifierList::Default,
                &mut rng,
            ))
            .is_ok()
        }),
        "small-dkg" => (0..ROUNDS).all(|_| super::dkg::<C>(3, 2, &mut rng)),
        "small-round2" => fresh
            .into_iter()
            .zip(&fresh_packages)
            .all(|(nonces, package)| {
                SigningSession::for_verifying_key(package, public.verifying_key())
                    .and_then(|session| session.sign(nonces, first))
                    .map(black_box)
                    .is_ok()
            }),
        "small-aggregate" => (0..ROUNDS)
            .all(|_| black_box(frost_core::aggregate(&package, &shares, &public)).is_ok()),
        "small-aggregate-bad" => {
            let mut copied = shares.clone();
            let Some(own) = shares.get(first.identifier()) else {
                return false;
            };
            if let Some(other) = copied.values_mut().nth(1) {
                *other = *own;
            }
            (0..ROUNDS)
                .all(|_| black_box(frost_core::aggregate(&package, &copied, &public)).is_err())
        }
        "small-decode" => {
            let encoded_package = package.serialize();
            let encoded_public = public.serialize();
            (0..ROUNDS).all(|_| {
                black_box(SigningPackage::<C>::deserialize(&encoded_package)).is_ok()
                    && black_box(PublicKeyPackage::<C>::deserialize(&encoded_public)).is_ok()
            })
        }
        "small-batch" => (0..ROUNDS).all(|_| {
            let mut batch = ShareBatch::new();
            shares
                .iter()
                .all(|(id, share)| batch.push(&session, id, share).is_ok())
                && black_box(batch.verify(&mut rng)).is_ok()
        }),
        _ => false,
    }
}

/// One signing package per round of round two, each with the first signer's
/// fresh commitments in place of its first ones (a signer refuses to sign a
/// package that does not carry its own nonces' commitments).
fn fresh_packages<C: Ciphersuite>(
    package: &SigningPackage<C>,
    signer: &KeyPackage<C>,
    fresh: &[SigningNonces<C>],
) -> Result<Vec<SigningPackage<C>>, frost_core::Error<C>> {
    fresh
        .iter()
        .map(|nonces| {
            let mut commitments = package.signing_commitments().clone();
            commitments.insert(*signer.identifier(), *nonces.commitments());
            SigningPackage::new(commitments, package.message())
        })
        .collect()
}

//! Signing under the check: round one, round two, aggregation of the result,
//! tweaked keys, re-randomized signing and single-party signing.

use std::collections::BTreeMap;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::{SigningCommitments, SigningNonces};
use frost_core::{Ciphersuite, Identifier, SigningKey, SigningPackage};

use crate::keygen::{Group, classify_key_package};
use crate::rng::SecretRng;
use crate::{Outcome, fail};

/// The message every session of the check signs.
const MESSAGE: &[u8] = b"constant-time check";

/// The signers' nonces and the signing package of their commitments.
type RoundOne<C> = (BTreeMap<Identifier<C>, SigningNonces<C>>, SigningPackage<C>);

/// Round one for the first `min_signers` participants.
fn round_one<C: Ciphersuite>(
    rng: &mut SecretRng,
    packages: &BTreeMap<Identifier<C>, KeyPackage<C>>,
    min_signers: u16,
) -> Outcome<RoundOne<C>> {
    let mut nonces = BTreeMap::new();
    let mut commitments: BTreeMap<Identifier<C>, SigningCommitments<C>> = BTreeMap::new();
    for (id, key_package) in packages.iter().take(usize::from(min_signers)) {
        classify_key_package(key_package);
        let (own_nonces, own_commitments) =
            frost_core::round1::commit(key_package.signing_share(), rng);
        nonces.insert(*id, own_nonces);
        commitments.insert(*id, own_commitments);
    }
    let package = SigningPackage::new(commitments, MESSAGE).map_err(fail("signing package"))?;
    Ok((nonces, package))
}

/// Round one only (`round1::commit`).
pub fn commit<C: Ciphersuite>(rng: &mut SecretRng, group: &Group<C>) -> Outcome<()> {
    round_one(rng, &group.0, group.1.min_signers()).map(|_| ())
}

/// A whole session: round one, round two (`round2::sign`) and aggregation,
/// whose signature must verify under the group key.
pub fn sign<C: Ciphersuite>(
    rng: &mut SecretRng,
    packages: &BTreeMap<Identifier<C>, KeyPackage<C>>,
    public: &PublicKeyPackage<C>,
) -> Outcome<()> {
    let (nonces, package) = round_one(rng, packages, public.min_signers())?;
    let mut shares = BTreeMap::new();
    for (id, own_nonces) in nonces {
        let key_package = packages
            .get(&id)
            .ok_or_else(|| "unknown signer".to_string())?;
        classify_key_package(key_package);
        let share = frost_core::round2::sign(&package, own_nonces, key_package)
            .map_err(fail("round2::sign"))?;
        shares.insert(id, share);
    }
    let signature = frost_core::aggregate(&package, &shares, public).map_err(fail("aggregate"))?;
    public
        .verifying_key()
        .verify(MESSAGE, &signature)
        .map_err(fail("verify"))
}

/// Additive tweaks (`KeyPackage::tweak`, `derive_child`) of every key
/// package, and a session under the tweaked key.
pub fn tweak<C: Ciphersuite>(rng: &mut SecretRng, group: &Group<C>) -> Outcome<()> {
    let (packages, public) = group;
    let path = b"m/0/1";
    let tweak = frost_core::keys::tweak::derive_tweak(public.verifying_key(), path);
    let mut tweaked = BTreeMap::new();
    for (id, key_package) in packages {
        classify_key_package(key_package);
        key_package
            .tweak(&tweak)
            .map_err(fail("KeyPackage::tweak"))?;
        tweaked.insert(
            *id,
            key_package
                .derive_child(path)
                .map_err(fail("derive_child"))?,
        );
    }
    let tweaked_public = public
        .derive_child(path)
        .map_err(fail("PublicKeyPackage::derive_child"))?;
    sign(rng, &tweaked, &tweaked_public)
}

/// A re-randomized session (`frost-rerandomized`): the coordinator's secret
/// randomizer, every signer's share under the randomized key, aggregation.
pub fn rerandomized<C: Ciphersuite>(rng: &mut SecretRng, group: &Group<C>) -> Outcome<()> {
    let (packages, public) = group;
    let (nonces, package) = round_one(rng, packages, public.min_signers())?;
    let randomized =
        frost_rerandomized::RandomizedSigningPackage::new(package, public.verifying_key(), rng)
            .map_err(fail("randomized package"))?;
    let mut shares = BTreeMap::new();
    for (id, own_nonces) in nonces {
        let key_package = packages
            .get(&id)
            .ok_or_else(|| "unknown signer".to_string())?;
        classify_key_package(key_package);
        let share = frost_rerandomized::round2::sign(&randomized, own_nonces, key_package)
            .map_err(fail("rerandomized sign"))?;
        shares.insert(id, share);
    }
    frost_rerandomized::aggregate(&randomized, &shares, public)
        .map_err(fail("rerandomized aggregate"))?;
    Ok(())
}

/// Single-party Schnorr (RFC 9591, Appendix B): a fresh key, its verifying
/// key, a signature that must verify.
pub fn signing_key<C: Ciphersuite>(rng: &mut SecretRng) -> Outcome<()> {
    let key = SigningKey::<C>::new(rng);
    frost_ct::classify(&key);
    let signature = key.sign(rng, MESSAGE);
    key.verifying_key()
        .verify(MESSAGE, &signature)
        .map_err(fail("SigningKey signature"))
}

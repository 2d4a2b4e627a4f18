//! Signing sessions and nonce pools under the check: the session's signing,
//! share checks and aggregation (plain, multi-message and re-randomised),
//! and a nonce pool's creation, consumption and storage forms.

use std::collections::BTreeMap;

use frost_core::keys::KeyPackage;
use frost_core::round1::{NoncePool, SigningCommitments, SigningNonces, StoredNoncePool};
use frost_core::round2::SignatureShare;
use frost_core::serialization::Secret;
use frost_core::{Ciphersuite, Identifier, SigningPackage, SigningSession};
use frost_multi::MultiSigningSession;
use frost_rerandomized::{RandomizedMultiSigningSession, RandomizedSigningPackage};

use crate::keygen::{Group, classify_key_package};
use crate::rng::SecretRng;
use crate::{Outcome, fail};

/// The messages the sessions of the check sign.
const MESSAGES: [&[u8]; 2] = [b"session check 0", b"session check 1"];

/// The key package of a signer, marked secret.
fn key_package<'a, C: Ciphersuite>(
    group: &'a Group<C>,
    id: &Identifier<C>,
) -> Outcome<&'a KeyPackage<C>> {
    let key_package = group
        .0
        .get(id)
        .ok_or_else(|| "unknown signer".to_string())?;
    classify_key_package(key_package);
    Ok(key_package)
}

/// Every signer's nonces for each message and the package of each message,
/// for the first `min_signers` participants.
type Requests<C> = (
    BTreeMap<Identifier<C>, Vec<SigningNonces<C>>>,
    Vec<SigningPackage<C>>,
);

fn requests<C: Ciphersuite>(rng: &mut SecretRng, group: &Group<C>) -> Outcome<Requests<C>> {
    let mut nonces: BTreeMap<Identifier<C>, Vec<SigningNonces<C>>> = BTreeMap::new();
    let mut commitments: Vec<BTreeMap<Identifier<C>, SigningCommitments<C>>> =
        MESSAGES.iter().map(|_| BTreeMap::new()).collect();
    let signers: Vec<Identifier<C>> = group
        .0
        .keys()
        .take(usize::from(group.1.min_signers()))
        .copied()
        .collect();
    for id in &signers {
        let share = key_package(group, id)?.signing_share();
        for per_message in commitments.iter_mut() {
            let (own_nonces, own_commitments) = frost_core::round1::commit(share, rng);
            nonces.entry(*id).or_default().push(own_nonces);
            per_message.insert(*id, own_commitments);
        }
    }
    let packages = commitments
        .into_iter()
        .zip(MESSAGES)
        .map(|(c, message)| SigningPackage::new(c, message).map_err(fail("signing package")))
        .collect::<Outcome<_>>()?;
    Ok((nonces, packages))
}

/// A `SigningSession` per signer (`sign`), the coordinator's session
/// (`verify_share`, `aggregate`), then a multi-message session and a
/// re-randomised multi-message session over fresh nonces.
pub fn session<C: Ciphersuite>(rng: &mut SecretRng, group: &Group<C>) -> Outcome<()> {
    let (public, verifying_key) = (&group.1, group.1.verifying_key());

    let (mut nonces, packages) = requests(rng, group)?;
    let coordinator = SigningSession::new(&packages[0], public).map_err(fail("session"))?;
    let signer_side = SigningSession::for_verifying_key(&packages[0], verifying_key)
        .map_err(fail("signer session"))?;
    let mut shares = BTreeMap::new();
    for (id, own) in nonces.iter_mut() {
        let first = own.remove(0);
        let share = signer_side
            .sign(first, key_package(group, id)?)
            .map_err(fail("SigningSession::sign"))?;
        coordinator
            .verify_share(id, &share)
            .map_err(fail("verify_share"))?;
        shares.insert(*id, share);
    }
    coordinator
        .aggregate(&shares)
        .map_err(fail("SigningSession::aggregate"))?;

    let (nonces, packages) = requests(rng, group)?;
    let multi = MultiSigningSession::new(&packages, public).map_err(fail("multi session"))?;
    let mut shares: BTreeMap<Identifier<C>, Vec<SignatureShare<C>>> = BTreeMap::new();
    for (id, own) in nonces {
        let own_shares = multi
            .sign(own, key_package(group, &id)?)
            .map_err(fail("MultiSigningSession::sign"))?;
        shares.insert(id, own_shares);
    }
    for result in multi.aggregate(&shares) {
        result.map_err(fail("multi aggregate"))?;
    }

    let (nonces, packages) = requests(rng, group)?;
    let randomized = packages
        .into_iter()
        .map(|package| {
            RandomizedSigningPackage::new(package, verifying_key, rng)
                .map_err(fail("randomized package"))
        })
        .collect::<Outcome<Vec<_>>>()?;
    let multi = RandomizedMultiSigningSession::new(&randomized, public)
        .map_err(fail("randomized multi session"))?;
    let mut shares: BTreeMap<Identifier<C>, Vec<SignatureShare<C>>> = BTreeMap::new();
    for (id, own) in nonces {
        let own_shares = multi
            .sign(own, key_package(group, &id)?)
            .map_err(fail("RandomizedMultiSigningSession::sign"))?;
        shares.insert(id, own_shares);
    }
    for result in multi.aggregate(&shares) {
        result.map_err(fail("randomized multi aggregate"))?;
    }
    Ok(())
}

/// Whether two stored pools hold the same bytes, without branching on them;
/// only the one-bit result is declassified.
fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    let difference = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    let same = a.len() == b.len() && core::hint::black_box(difference) == 0;
    frost_ct::declassify(&same);
    same
}

/// A nonce pool: `preprocess`, its storage forms (binary, and serde through
/// a `serde_json::Value` tree: JSON text goes through serde_json's string
/// scanner, the known finding of `encode-json`) decoded back, `take_for` of a pooled nonce and a session signing
/// with it, and the stale-pool check of the restored copy.
pub fn pool<C: Ciphersuite>(rng: &mut SecretRng, group: &Group<C>) -> Outcome<()> {
    let ids: Vec<Identifier<C>> = group
        .0
        .keys()
        .take(usize::from(group.1.min_signers()))
        .copied()
        .collect();
    let mut pools = BTreeMap::new();
    for id in &ids {
        let share = key_package(group, id)?.signing_share();
        pools.insert(*id, frost_core::round1::preprocess(3, share, rng));
    }
    let (first, (pool, _)) = pools
        .first_key_value()
        .ok_or_else(|| "no pool".to_string())?;
    let first = *first;
    let stored = pool.serialize_for_storage();
    // A fresh pool: nothing consumed yet.
    let none: [SigningCommitments<C>; 0] = [];
    let from_binary =
        NoncePool::<C>::deserialize_from_storage(&stored, &none).map_err(fail("pool decode"))?;
    let tree = serde_json::to_value(Secret(pool)).map_err(fail("pool to serde"))?;
    let from_tree = serde_json::from_value::<Secret<StoredNoncePool<C>>>(tree)
        .map_err(fail("pool from serde"))?
        .0
        .restore(&none)
        .map_err(fail("pool restore"))?;
    for restored in [&from_binary, &from_tree] {
        if !same_bytes(&stored, &restored.serialize_for_storage()) {
            return Err("the restored pool encodes differently".to_string());
        }
    }

    let commitments: BTreeMap<_, _> = pools
        .iter()
        .map(|(id, (_, published))| (*id, published[1]))
        .collect();
    let package = SigningPackage::new(commitments, MESSAGES[0]).map_err(fail("package"))?;
    let session = SigningSession::new(&package, &group.1).map_err(fail("session"))?;
    let mut shares = BTreeMap::new();
    for (id, (pool, _)) in pools.iter_mut() {
        let (_, nonces) = pool.take_for(&package, id).map_err(fail("take_for"))?;
        let stored = pool.serialize_for_storage();
        NoncePool::<C>::deserialize_from_storage(&stored, &[*nonces.commitments()])
            .map_err(fail("pool decode"))?;
        let share = session
            .sign(nonces, key_package(group, id)?)
            .map_err(fail("sign with a pooled nonce"))?;
        shares.insert(*id, share);
    }
    session.aggregate(&shares).map_err(fail("aggregate"))?;
    let consumed = [package
        .signing_commitment(&first)
        .copied()
        .ok_or_else(|| "no commitment".to_string())?];
    if NoncePool::<C>::deserialize_from_storage(&stored, &consumed).is_ok() {
        return Err("a stale pool was accepted".to_string());
    }
    Ok(())
}

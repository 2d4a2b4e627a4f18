//! Key generation and the key lifecycle under the check: trusted dealer,
//! splitting of an existing key, distributed key generation, refresh (by a
//! dealer and distributed), resharing and repair.
//!
//! Every polynomial coefficient and key comes from [`SecretRng`], so it is
//! secret to the check; shares received from others are classified again
//! before use, as a participant receives them.

use std::collections::BTreeMap;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Identifier, SigningKey};
use frost_keygen::{IdentifierList, SecretShare, dkg, refresh, repairable, reshare};

use crate::rng::SecretRng;
use crate::{Outcome, fail};

/// The key packages and the public key package of a group.
pub type Group<C> = (BTreeMap<Identifier<C>, KeyPackage<C>>, PublicKeyPackage<C>);

/// Marks the signing share inside `key_package` as secret, as a participant
/// holding it would treat it.
pub fn classify_key_package<C: Ciphersuite>(key_package: &KeyPackage<C>) {
    frost_ct::classify(key_package.signing_share());
}

/// Each participant's check of its dealt share, into its key package.
fn receive<C: Ciphersuite>(
    shares: BTreeMap<Identifier<C>, SecretShare<C>>,
    public: PublicKeyPackage<C>,
) -> Outcome<Group<C>> {
    let mut packages = BTreeMap::new();
    for (id, share) in shares {
        frost_ct::classify(share.signing_share());
        packages.insert(
            id,
            KeyPackage::try_from(share).map_err(fail("receive share"))?,
        );
    }
    Ok((packages, public))
}

/// A `min_signers`-of-`max_signers` group from the trusted dealer, every
/// share checked by its participant.
pub fn dealer<C: Ciphersuite>(
    rng: &mut SecretRng,
    max_signers: u16,
    min_signers: u16,
) -> Outcome<Group<C>> {
    let (shares, public) = frost_keygen::generate_with_dealer::<C, _>(
        max_signers,
        min_signers,
        IdentifierList::Default,
        rng,
    )
    .map_err(fail("generate_with_dealer"))?;
    receive(shares, public)
}

/// A large dealing: the dealer's polynomial basis change
/// (`polynomial::monomial_from_newton_in_words`, whose subtractions
/// `ScalarField::sub` have non-zero subtrahends only from degree 2 on) and
/// forward differences run on machine words many times over. Memcheck tracks
/// definedness, not values, so the 2-of-3 dealing already reaches every
/// instruction of `sub`; this one also covers the sizes where the words
/// code matters. Only the first participant checks its share: each check is
/// a public, variable-time evaluation of the whole commitment.
pub fn dealer_large<C: Ciphersuite>(
    rng: &mut SecretRng,
    max_signers: u16,
    min_signers: u16,
) -> Outcome<()> {
    let (mut shares, public) = frost_keygen::generate_with_dealer::<C, _>(
        max_signers,
        min_signers,
        IdentifierList::Default,
        rng,
    )
    .map_err(fail("generate_with_dealer (large)"))?;
    let first = shares
        .pop_first()
        .ok_or_else(|| "no shares dealt".to_string())?;
    receive(BTreeMap::from([first]), public).map(|_| ())
}

/// Splitting an existing key: at the default identifiers (forward
/// differences) and at custom ones (Horner evaluation).
pub fn split<C: Ciphersuite>(
    rng: &mut SecretRng,
    max_signers: u16,
    min_signers: u16,
) -> Outcome<()> {
    let key = SigningKey::<C>::new(rng);
    frost_ct::classify(&key);
    let (shares, public) =
        frost_keygen::split(&key, max_signers, min_signers, IdentifierList::Default, rng)
            .map_err(fail("split"))?;
    receive(shares, public)?;
    let custom = (0..max_signers)
        .map(|i| Identifier::<C>::try_from(1000 + 7 * i))
        .collect::<Result<Vec<_>, _>>()
        .map_err(fail("identifiers"))?;
    let (shares, public) = frost_keygen::split(
        &key,
        max_signers,
        min_signers,
        IdentifierList::Custom(&custom),
        rng,
    )
    .map_err(fail("split (custom identifiers)"))?;
    receive(shares, public).map(|_| ())
}

/// Distributed key generation, parts 1 to 3, for every participant.
pub fn dkg<C: Ciphersuite>(
    rng: &mut SecretRng,
    max_signers: u16,
    min_signers: u16,
) -> Outcome<Group<C>> {
    let ids = identifiers::<C>(max_signers)?;
    let mut secrets = BTreeMap::new();
    let mut round1 = BTreeMap::new();
    for id in &ids {
        let (secret, package) =
            dkg::part1(*id, max_signers, min_signers, rng).map_err(fail("dkg part1"))?;
        secrets.insert(*id, secret);
        round1.insert(*id, package);
    }
    let mut round2_secrets = BTreeMap::new();
    let mut inbox: BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, dkg::round2::Package<C>>> =
        BTreeMap::new();
    for (id, secret) in secrets {
        let others = without(&round1, &id);
        let (secret2, outgoing) = dkg::part2(secret, &others).map_err(fail("dkg part2"))?;
        round2_secrets.insert(id, secret2);
        for (to, package) in outgoing {
            frost_ct::classify(package.share());
            inbox.entry(to).or_default().insert(id, package);
        }
    }
    let mut packages = BTreeMap::new();
    let mut public = None;
    for (id, secret2) in &round2_secrets {
        let received = inbox.remove(id).unwrap_or_default();
        let (key_package, public_package) =
            dkg::part3(secret2, &without(&round1, id), &received).map_err(fail("dkg part3"))?;
        packages.insert(*id, key_package);
        public = Some(public_package);
    }
    Ok((
        packages,
        public.ok_or_else(|| "no participants".to_string())?,
    ))
}

/// Refresh by a trusted dealer, then distributed refresh, of `group`.
pub fn refresh<C: Ciphersuite>(rng: &mut SecretRng, group: &Group<C>) -> Outcome<()> {
    let (packages, public) = group;
    let ids: Vec<Identifier<C>> = packages.keys().copied().collect();
    let (refreshing, refreshed_public) =
        refresh::compute_refreshing_shares(public, &ids, rng).map_err(fail("refreshing shares"))?;
    for (id, share) in refreshing {
        frost_ct::classify(share.share());
        let key_package = packages
            .get(&id)
            .ok_or_else(|| "unknown participant".to_string())?;
        classify_key_package(key_package);
        refresh::refresh_share(share, key_package, &refreshed_public)
            .map_err(fail("refresh_share"))?;
    }

    let max_signers = u16::try_from(ids.len()).map_err(fail("group size"))?;
    let mut secrets = BTreeMap::new();
    let mut round1 = BTreeMap::new();
    for id in &ids {
        let key_package = packages
            .get(id)
            .ok_or_else(|| "unknown participant".to_string())?;
        let (secret, package) =
            refresh::part1(key_package, max_signers, rng).map_err(fail("refresh part1"))?;
        secrets.insert(*id, secret);
        round1.insert(*id, package);
    }
    let mut round2_secrets = BTreeMap::new();
    let mut inbox: BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, refresh::round2::Package<C>>> =
        BTreeMap::new();
    for (id, secret) in secrets {
        let (secret2, outgoing) =
            refresh::part2(secret, &without(&round1, &id)).map_err(fail("refresh part2"))?;
        round2_secrets.insert(id, secret2);
        for (to, package) in outgoing {
            frost_ct::classify(package.share());
            inbox.entry(to).or_default().insert(id, package);
        }
    }
    for (id, secret2) in &round2_secrets {
        let received = inbox.remove(id).unwrap_or_default();
        let key_package = packages
            .get(id)
            .ok_or_else(|| "unknown participant".to_string())?;
        classify_key_package(key_package);
        refresh::part3(
            secret2,
            &without(&round1, id),
            &received,
            key_package,
            public,
        )
        .map_err(fail("refresh part3"))?;
    }
    Ok(())
}

/// Resharing of `group`'s key by `min_signers` dealers to a new group of
/// `new_max` with threshold `new_min`.
pub fn reshare<C: Ciphersuite>(
    rng: &mut SecretRng,
    group: &Group<C>,
    new_max: u16,
    new_min: u16,
) -> Outcome<()> {
    let (packages, public) = group;
    let dealers: Vec<Identifier<C>> = packages
        .keys()
        .copied()
        .take(usize::from(public.min_signers()))
        .collect();
    let new_ids = (0..new_max)
        .map(|i| Identifier::<C>::try_from(500 + i))
        .collect::<Result<Vec<_>, _>>()
        .map_err(fail("identifiers"))?;
    let mut commitments = BTreeMap::new();
    let mut inbox: BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, reshare::SubShare<C>>> =
        BTreeMap::new();
    for dealer in &dealers {
        let key_package = packages
            .get(dealer)
            .ok_or_else(|| "unknown dealer".to_string())?;
        classify_key_package(key_package);
        let (package, sub_shares) = reshare::part1(key_package, &dealers, &new_ids, new_min, rng)
            .map_err(fail("reshare part1"))?;
        commitments.insert(*dealer, package);
        for (to, sub_share) in sub_shares {
            frost_ct::classify(sub_share.share());
            inbox.entry(to).or_default().insert(*dealer, sub_share);
        }
    }
    for id in &new_ids {
        let received = inbox.remove(id).unwrap_or_default();
        reshare::part2(*id, &new_ids, new_min, public, &commitments, &received)
            .map_err(fail("reshare part2"))?;
    }
    Ok(())
}

/// Repair of the last participant's share by the first `min_signers` others.
pub fn repair<C: Ciphersuite>(rng: &mut SecretRng, group: &Group<C>) -> Outcome<()> {
    let (packages, public) = group;
    let (lost, _) = packages
        .last_key_value()
        .ok_or_else(|| "empty group".to_string())?;
    let helpers: Vec<Identifier<C>> = packages
        .keys()
        .copied()
        .take(usize::from(public.min_signers()))
        .collect();
    let mut inbox: BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, repairable::Delta<C>>> =
        BTreeMap::new();
    for helper in &helpers {
        let key_package = packages
            .get(helper)
            .ok_or_else(|| "unknown helper".to_string())?;
        classify_key_package(key_package);
        let deltas =
            repairable::part1(&helpers, key_package, lost, rng).map_err(fail("repair part1"))?;
        for (to, delta) in deltas {
            frost_ct::classify(&delta);
            inbox.entry(to).or_default().insert(*helper, delta);
        }
    }
    let mut sums = BTreeMap::new();
    for helper in &helpers {
        let received = inbox.remove(helper).unwrap_or_default();
        let sum = repairable::part2(&helpers, &received).map_err(fail("repair part2"))?;
        frost_ct::classify(&sum);
        sums.insert(*helper, sum);
    }
    repairable::part3(&sums, lost, public).map_err(fail("repair part3"))?;
    Ok(())
}

/// Recovery of the group key from `min_signers` key packages
/// (`keys::reconstruct`), and each share's verifying share
/// (`SigningShare::verifying_share`), which must match the public key
/// package.
pub fn reconstruct<C: Ciphersuite>(group: &Group<C>) -> Outcome<()> {
    let (packages, public) = group;
    let chosen: Vec<KeyPackage<C>> = packages
        .values()
        .take(usize::from(public.min_signers()))
        .cloned()
        .collect();
    for key_package in &chosen {
        classify_key_package(key_package);
        let image = key_package
            .signing_share()
            .verifying_share()
            .map_err(fail("verifying_share"))?;
        if &image != key_package.verifying_share() {
            return Err("a share's image differs from its verifying share".to_string());
        }
    }
    let key = frost_keygen::reconstruct(&chosen).map_err(fail("reconstruct"))?;
    if &key.verifying_key() != public.verifying_key() {
        return Err("the reconstructed key is not the group key".to_string());
    }
    Ok(())
}

/// The identifiers `1..=count`.
pub fn identifiers<C: Ciphersuite>(count: u16) -> Outcome<Vec<Identifier<C>>> {
    (1..=count)
        .map(Identifier::<C>::try_from)
        .collect::<Result<Vec<_>, _>>()
        .map_err(fail("identifiers"))
}

/// `packages` without the entry of `id`: what `id` received from the others.
fn without<C: Ciphersuite, V: Clone>(
    packages: &BTreeMap<Identifier<C>, V>,
    id: &Identifier<C>,
) -> BTreeMap<Identifier<C>, V> {
    packages
        .iter()
        .filter(|(other, _)| *other != id)
        .map(|(other, package)| (*other, package.clone()))
        .collect()
}

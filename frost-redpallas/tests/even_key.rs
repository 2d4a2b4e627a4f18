//! Orchard's `ak` has `ỹ = 0` (Zcash protocol specification, Section 4.2.3):
//! every key the dealer, the DKG, refresh and resharing produce has an even
//! group key, negated together with every share when needed; a key package
//! with an odd key is refused where it would be used as `ak`.

use std::collections::BTreeMap;

use frost_conformance::lifecycle::support::{
    check_keys, check_signing, dkg_round1, dkg_round2, ids, others,
};
use frost_conformance::signing::dealer;
use frost_conformance::test_rng;
use frost_core::group::{Group, GroupEncoding};
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Error, Identifier, Scalar, SigningKey};
use frost_keygen::{IdentifierList, dkg, refresh, reshare};
use frost_redpallas::RedPallas;
use frost_rerandomized::{RandomizedSigningPackage, Randomizer};

type KeyPackages = BTreeMap<Identifier<RedPallas>, KeyPackage<RedPallas>>;

/// Whether the `ỹ` bit of an encoding is set.
fn odd(bytes: impl AsRef<[u8]>) -> bool {
    bytes.as_ref()[31] >> 7 == 1
}

/// A group of three (threshold 2) whose key is odd: a dealer's key tweaked
/// by the first `t` that makes it so.
fn odd_group() -> (KeyPackages, PublicKeyPackage<RedPallas>) {
    let (key_packages, public) = dealer::<RedPallas>(3, 2, 1);
    let tweak = (1u64..)
        .map(Scalar::<RedPallas>::from)
        .find(|t| {
            let point: frost_core::Element<RedPallas> = public.verifying_key().to_element()
                + frost_core::Element::<RedPallas>::generator() * t;
            odd(point.to_bytes())
        })
        .expect("half of all tweaks give an odd key");
    let tweaked: KeyPackages = key_packages
        .iter()
        .map(|(id, kp)| (*id, kp.tweak(&tweak).expect("tweak")))
        .collect();
    let public = public.tweak(&tweak).expect("tweak");
    assert!(odd(public.verifying_key().to_bytes()));
    assert!(!public.has_normalized_key());
    (tweaked, public)
}

#[test]
fn dealer_keys_are_even() {
    for seed in 0..16 {
        let (key_packages, public) = dealer::<RedPallas>(5, 3, seed);
        assert!(!odd(public.verifying_key().to_bytes()));
        assert!(public.has_normalized_key());
        check_keys(&key_packages, &public);
        check_signing(&key_packages, &public, &ids(3), seed);
    }
}

/// Splitting a key whose image is odd shares its negation.
#[test]
fn splitting_an_odd_key_shares_its_negation() {
    let mut rng = test_rng(7);
    let key = (1u64..)
        .map(|n| SigningKey::<RedPallas>::from_scalar(Scalar::<RedPallas>::from(n)).expect("key"))
        .find(|key| odd(key.verifying_key().to_bytes()))
        .expect("an odd key among small scalars");
    let (shares, public) =
        frost_keygen::split(&key, 3, 2, IdentifierList::Default, &mut rng).expect("split");
    assert_eq!(
        public.verifying_key().to_element(),
        -key.verifying_key().to_element()
    );
    let key_packages: Vec<KeyPackage<RedPallas>> = shares
        .into_values()
        .map(|share| KeyPackage::try_from(share).expect("share verifies"))
        .collect();
    let reconstructed = frost_keygen::reconstruct(&key_packages).expect("reconstruct");
    assert_eq!(reconstructed.to_scalar(), -key.to_scalar());
}

/// The DKG's raw group key (the sum of the constant-term commitments) is
/// odd for some seeds; the outcome is its negation then, and even always.
#[test]
fn dkg_keys_are_even() {
    let identifiers = ids::<RedPallas>(3);
    let mut negated = 0;
    for seed in 0..12 {
        let (secrets, packages) = dkg_round1::<RedPallas>(&identifiers, 2, seed);
        let raw: frost_core::Element<RedPallas> = packages
            .values()
            .map(|package| package.commitment().verifying_key().to_element())
            .sum();
        let (round2_secrets, inboxes) = dkg_round2::<RedPallas>(secrets, &packages);
        let mut key_packages = BTreeMap::new();
        let mut public = None;
        for (identifier, round2_secret) in &round2_secrets {
            let (key_package, public_key_package) = dkg::part3(
                round2_secret,
                &others(&packages, identifier),
                &inboxes[identifier],
            )
            .expect("part3");
            key_packages.insert(*identifier, key_package);
            public = Some(public_key_package);
        }
        let public = public.expect("participants");
        let key = public.verifying_key().to_element();
        assert!(!odd(public.verifying_key().to_bytes()));
        if odd(raw.to_bytes()) {
            assert_eq!(key, -raw);
            negated += 1;
        } else {
            assert_eq!(key, raw);
        }
        check_keys(&key_packages, &public);
        check_signing(&key_packages, &public, &identifiers[..2], seed);
    }
    assert!(negated > 0 && negated < 12, "both parities seen");
}

/// A dealer's refresh of an odd key gives the even one, on the dealer's
/// side and on every participant's.
#[test]
fn dealer_refresh_makes_an_odd_key_even() {
    let (key_packages, public) = odd_group();
    let identifiers = ids::<RedPallas>(3);
    let mut rng = test_rng(3);
    let (refreshing, refreshed_public) =
        refresh::compute_refreshing_shares(&public, &identifiers, &mut rng).expect("refresh");
    assert_eq!(
        refreshed_public.verifying_key().to_element(),
        -public.verifying_key().to_element()
    );
    let refreshed: KeyPackages = refreshing
        .into_iter()
        .map(|(id, share)| {
            let package = refresh::refresh_share(share, &key_packages[&id], &refreshed_public)
                .expect("refresh share");
            (id, package)
        })
        .collect();
    check_keys(&refreshed, &refreshed_public);
    check_signing(&refreshed, &refreshed_public, &identifiers[1..], 3);
}

/// Resharing an odd key gives the even one to the new group.
#[test]
fn reshare_makes_an_odd_key_even() {
    let (key_packages, public) = odd_group();
    let dealers = ids::<RedPallas>(2);
    let new_identifiers = ids::<RedPallas>(4);
    let mut rng = test_rng(4);
    let mut packages = BTreeMap::new();
    let mut inboxes: BTreeMap<_, BTreeMap<_, _>> = BTreeMap::new();
    for dealer_id in &dealers {
        let (package, sub_shares) = reshare::part1(
            &key_packages[dealer_id],
            &dealers,
            &new_identifiers,
            3,
            &mut rng,
        )
        .expect("reshare part1");
        packages.insert(*dealer_id, package);
        for (recipient, sub_share) in sub_shares {
            inboxes
                .entry(recipient)
                .or_default()
                .insert(*dealer_id, sub_share);
        }
    }
    let mut new_packages = BTreeMap::new();
    let mut new_public = None;
    for identifier in &new_identifiers {
        let (key_package, public_key_package) = reshare::part2(
            *identifier,
            &new_identifiers,
            3,
            &public,
            &packages,
            &inboxes[identifier],
        )
        .expect("reshare part2");
        new_packages.insert(*identifier, key_package);
        new_public = Some(public_key_package);
    }
    let new_public = new_public.expect("participants");
    assert_eq!(
        new_public.verifying_key().to_element(),
        -public.verifying_key().to_element()
    );
    check_keys(&new_packages, &new_public);
    check_signing(&new_packages, &new_public, &new_identifiers[1..], 4);
}

/// An odd key is refused as `ak`: by the coordinator building a randomized
/// package, and by a signer, before its nonces are used.
#[test]
fn odd_keys_are_refused_for_randomized_signing() {
    let (key_packages, public) = odd_group();
    let signers = ids::<RedPallas>(2);
    let (mut nonces, commitments) =
        frost_conformance::signing::round_one(&key_packages, &signers, 5);
    let signing_package =
        frost_core::SigningPackage::new(commitments, b"sighash").expect("package");
    let alpha =
        Randomizer::<RedPallas>::from_bytes(&frost_core::ff::PrimeField::to_repr(&Scalar::<
            RedPallas,
        >::from(
            9u64
        )))
        .expect("alpha");
    assert_eq!(
        RandomizedSigningPackage::from_randomizer(
            signing_package.clone(),
            public.verifying_key(),
            alpha.clone()
        ),
        Err(Error::UnnormalizedGroupKey)
    );
    // A package made for the even key `-Y` reaches a signer holding the odd one.
    let even_key =
        frost_core::VerifyingKey::new(-public.verifying_key().to_element()).expect("key");
    let package = RandomizedSigningPackage::from_randomizer(signing_package, &even_key, alpha)
        .expect("even key");
    let signer = signers[0];
    let result = frost_rerandomized::round2::sign(
        &package,
        nonces.remove(&signer).expect("nonces"),
        &key_packages[&signer],
    );
    assert_eq!(result, Err(Error::UnnormalizedGroupKey));
}

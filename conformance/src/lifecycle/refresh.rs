//! Refresh, by a dealer and distributed: the group keeps its key and signs,
//! old and new shares do not combine, participants can be dropped, and
//! faults are named.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::lifecycle::support::{
    KeyPackages, assert_useless, check_keys, check_reconstruction, check_signing_subsets, deliver,
    id, ids, others, run_dkg, tampered,
};
use crate::test_rng;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Error, Identifier};
use frost_keygen::refresh::{self, RefreshingShare, round1, round2};

/// A refreshed group keeps its key, signs, and its shares are new: one old
/// share with `min_signers - 1` new ones does not give the key.
fn check_refreshed<C: Ciphersuite>(
    old: &KeyPackages<C>,
    old_public: &PublicKeyPackage<C>,
    new: &KeyPackages<C>,
    new_public: &PublicKeyPackage<C>,
    seed: u64,
) {
    assert_eq!(
        new_public.verifying_key(),
        old_public.verifying_key(),
        "group key unchanged"
    );
    assert_eq!(
        new_public.min_signers(),
        old_public.min_signers(),
        "threshold unchanged"
    );
    check_keys(new, new_public);
    check_reconstruction(new, new_public);
    check_signing_subsets(new, new_public, seed);
    for (identifier, key_package) in new {
        assert_ne!(
            key_package.signing_share(),
            old[identifier].signing_share(),
            "share of {identifier:?} changed"
        );
    }
    let t = usize::from(new_public.min_signers());
    let (first_old, rest_new) = (old.values().next(), new.values().skip(1).take(t - 1));
    let mixed: Vec<KeyPackage<C>> = first_old.into_iter().chain(rest_new).cloned().collect();
    assert_useless(&mixed, new_public);
}

/// A dealer refreshes every participant's share; they check and apply it.
fn dealer_refresh<C: Ciphersuite>(
    old: &KeyPackages<C>,
    old_public: &PublicKeyPackage<C>,
    identifiers: &[Identifier<C>],
    seed: u64,
) -> (KeyPackages<C>, PublicKeyPackage<C>) {
    let mut rng = test_rng(seed);
    let (shares, refreshed) =
        refresh::compute_refreshing_shares(old_public, identifiers, &mut rng).expect("dealer");
    let new = shares
        .into_iter()
        .map(|(i, share)| {
            (
                i,
                refresh::refresh_share(share, &old[&i], &refreshed).expect("refresh"),
            )
        })
        .collect();
    (new, refreshed)
}

/// Round one and two of a distributed refresh among `identifiers`.
#[allow(clippy::type_complexity)]
fn refresh_rounds<C: Ciphersuite>(
    holders: &[&KeyPackage<C>],
    seed: u64,
) -> (
    BTreeMap<Identifier<C>, round2::SecretPackage<C>>,
    BTreeMap<Identifier<C>, round1::Package<C>>,
    BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, round2::Package<C>>>,
) {
    let mut rng = test_rng(seed);
    let max_signers = u16::try_from(holders.len()).expect("small group");
    let mut secrets = BTreeMap::new();
    let mut packages = BTreeMap::new();
    for key_package in holders {
        let (secret, package) = refresh::part1(key_package, max_signers, &mut rng).expect("part1");
        secrets.insert(*key_package.identifier(), secret);
        packages.insert(*key_package.identifier(), package);
    }
    let mut round2_secrets = BTreeMap::new();
    let mut outboxes = BTreeMap::new();
    for (identifier, secret) in secrets {
        let (round2_secret, shares) =
            refresh::part2(secret, &others(&packages, &identifier)).expect("part2");
        round2_secrets.insert(identifier, round2_secret);
        outboxes.insert(identifier, shares);
    }
    (round2_secrets, packages, deliver(outboxes))
}

/// A whole distributed refresh among `identifiers`; every participant derives
/// the same refreshed public key package.
fn distributed_refresh<C: Ciphersuite>(
    old: &KeyPackages<C>,
    old_public: &PublicKeyPackage<C>,
    identifiers: &[Identifier<C>],
    seed: u64,
) -> (KeyPackages<C>, PublicKeyPackage<C>) {
    let holders: Vec<&KeyPackage<C>> = identifiers.iter().map(|id| &old[id]).collect();
    let (round2_secrets, packages, inboxes) = refresh_rounds::<C>(&holders, seed);
    let mut new = BTreeMap::new();
    let mut public = None;
    for (identifier, round2_secret) in &round2_secrets {
        let (key_package, public_key_package) = refresh::part3(
            round2_secret,
            &others(&packages, identifier),
            &inboxes[identifier],
            &old[identifier],
            old_public,
        )
        .expect("part3");
        if let Some(first) = &public {
            assert_eq!(
                first, &public_key_package,
                "participants disagree on the refreshed group"
            );
        }
        public = Some(public_key_package);
        new.insert(*identifier, key_package);
    }
    (new, public.expect("participants"))
}

/// Dealer refresh of a 3-of-5 group, then signing.
pub fn refresh_with_dealer_then_sign<C: Ciphersuite>() {
    let (old, old_public) = run_dkg::<C>(&ids::<C>(5), 3, 200);
    let (new, new_public) = dealer_refresh(&old, &old_public, &ids::<C>(5), 201);
    check_refreshed(&old, &old_public, &new, &new_public, 202);
}

/// Dealer refresh that drops participant 5: the new group has four members,
/// and 5's old share does not combine with the new ones.
pub fn refresh_with_dealer_drops_participant<C: Ciphersuite>() {
    let (old, old_public) = run_dkg::<C>(&ids::<C>(5), 3, 210);
    let kept = ids::<C>(4);
    let (new, new_public) = dealer_refresh(&old, &old_public, &kept, 211);
    assert!(!new_public.verifying_shares().contains_key(&id::<C>(5)));
    check_refreshed(&old, &old_public, &new, &new_public, 212);
    let mixed = [
        old[&id::<C>(5)].clone(),
        new[&id::<C>(1)].clone(),
        new[&id::<C>(2)].clone(),
    ];
    assert_useless(&mixed, &new_public);
}

/// Tampered refreshing shares, another dealer's public key package, and bad
/// participant lists are refused.
pub fn refresh_with_dealer_faults_are_detected<C: Ciphersuite>() {
    let (old, old_public) = run_dkg::<C>(&ids::<C>(3), 2, 220);
    let mut rng = test_rng(221);
    let all = ids::<C>(3);
    let (shares, refreshed) =
        refresh::compute_refreshing_shares(&old_public, &all, &mut rng).expect("dealer");
    let me = id::<C>(1);
    let share = &shares[&me];
    let bad = RefreshingShare::new(tampered(share.share()), share.commitment().clone());
    assert_eq!(
        refresh::refresh_share(bad, &old[&me], &refreshed),
        Err(Error::InvalidSecretShare {
            identifier: Some(me)
        })
    );
    let (_, other) =
        refresh::compute_refreshing_shares(&old_public, &all, &mut rng).expect("dealer");
    assert_eq!(
        refresh::refresh_share(share.clone(), &old[&me], &other),
        Err(Error::InconsistentResult)
    );
    assert_eq!(
        refresh::compute_refreshing_shares(&old_public, &[me], &mut rng).map(|_| ()),
        Err(Error::TooFewSigners {
            min_signers: 2,
            signers: 1
        })
    );
    assert_eq!(
        refresh::compute_refreshing_shares(&old_public, &[me, id::<C>(7)], &mut rng).map(|_| ()),
        Err(Error::UnknownParticipant {
            identifier: id::<C>(7)
        })
    );
}

/// Distributed refresh of a 3-of-5 group, then signing.
pub fn refresh_distributed_then_sign<C: Ciphersuite>() {
    let (old, old_public) = run_dkg::<C>(&ids::<C>(5), 3, 230);
    let (new, new_public) = distributed_refresh(&old, &old_public, &ids::<C>(5), 231);
    check_refreshed(&old, &old_public, &new, &new_public, 232);
}

/// Distributed refresh among four of five participants: the fifth is dropped.
pub fn refresh_distributed_drops_participant<C: Ciphersuite>() {
    let (old, old_public) = run_dkg::<C>(&ids::<C>(5), 3, 240);
    let kept: Vec<Identifier<C>> = [1u16, 2, 4, 5].iter().map(|n| id::<C>(*n)).collect();
    let (new, new_public) = distributed_refresh(&old, &old_public, &kept, 241);
    assert!(!new_public.verifying_shares().contains_key(&id::<C>(3)));
    check_refreshed(&old, &old_public, &new, &new_public, 242);
    let mixed = [
        old[&id::<C>(3)].clone(),
        new[&id::<C>(1)].clone(),
        new[&id::<C>(2)].clone(),
    ];
    assert_useless(&mixed, &new_public);
}

/// Faults in a distributed refresh are named: invalid shares, commitments of
/// the wrong length, changed round-one packages, strangers and mismatched
/// key packages.
pub fn refresh_distributed_faults_are_named<C: Ciphersuite>() {
    let all = ids::<C>(4);
    let (old, old_public) = run_dkg::<C>(&all, 3, 250);
    let holders: Vec<&KeyPackage<C>> = old.values().collect();
    let (round2_secrets, packages, inboxes) = refresh_rounds::<C>(&holders, 251);
    let me = id::<C>(1);
    let expected = others(&packages, &me);
    let part3 = |round1_packages: &BTreeMap<Identifier<C>, round1::Package<C>>,
                 inbox: &BTreeMap<Identifier<C>, round2::Package<C>>,
                 key_package: &KeyPackage<C>| {
        refresh::part3(
            &round2_secrets[&me],
            round1_packages,
            inbox,
            key_package,
            &old_public,
        )
        .map(|_| ())
    };

    let mut inbox = inboxes[&me].clone();
    for culprit in [2u16, 4] {
        let share = inbox[&id::<C>(culprit)].share().clone();
        inbox.insert(id::<C>(culprit), round2::Package::new(tampered(&share)));
    }
    assert_eq!(
        part3(&expected, &inbox, &old[&me]),
        Err(Error::InvalidSecretShares {
            culprits: alloc::vec![id::<C>(2), id::<C>(4)]
        })
    );
    assert_eq!(
        part3(&expected, &inboxes[&me], &old[&id::<C>(2)]),
        Err(Error::InconsistentResult)
    );
    let mut rng = test_rng(252);
    let (_, other) = refresh::part1(&old[&id::<C>(3)], 4, &mut rng).expect("part1");
    let mut changed = expected.clone();
    changed.insert(id::<C>(3), other);
    assert_eq!(
        part3(&changed, &inboxes[&me], &old[&me]),
        Err(Error::TranscriptMismatch)
    );

    // Part 1 takes the threshold from the key package: a refresh among fewer
    // participants than that is refused at once.
    assert_eq!(
        refresh::part1(&old[&me], 2, &mut rng).map(|_| ()),
        Err(Error::InvalidMinSigners)
    );

    // Part 2 with a commitment for threshold 4 from participant 3 (holding a
    // share of another, 4-of-4 group).
    let (stricter, _) = run_dkg::<C>(&all, 4, 254);
    let (_, longer) = refresh::part1(&stricter[&id::<C>(3)], 4, &mut rng).expect("part1");
    let (secret, _) = refresh::part1(&old[&me], 4, &mut rng).expect("part1");
    let mut round1_packages = expected.clone();
    round1_packages.insert(id::<C>(3), longer);
    assert_eq!(
        refresh::part2(secret, &round1_packages).map(|_| ()),
        Err(Error::IncorrectCommitmentLengths {
            culprits: alloc::vec![id::<C>(3)]
        })
    );

    // A refresh that includes a stranger (identifier 9) is refused by members.
    // (The stranger holds a share of another 3-of-3 group.)
    let (elsewhere, _) = run_dkg::<C>(&[id::<C>(1), id::<C>(2), id::<C>(9)], 3, 255);
    let with_stranger = [
        &old[&id::<C>(1)],
        &old[&id::<C>(2)],
        &elsewhere[&id::<C>(9)],
    ];
    let (round2_secrets, packages, inboxes) = refresh_rounds::<C>(&with_stranger, 253);
    assert_eq!(
        refresh::part3(
            &round2_secrets[&me],
            &others(&packages, &me),
            &inboxes[&me],
            &old[&me],
            &old_public
        )
        .map(|_| ()),
        Err(Error::UnknownParticipant {
            identifier: id::<C>(9)
        })
    );
}

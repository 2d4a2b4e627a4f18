//! Resharing to new groups and thresholds: chains of reshares that keep the
//! group key and sign, and every fault a new participant must name.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::lifecycle::support::{
    KeyPackages, assert_useless, check_keys, check_reconstruction, check_signing_subsets, deliver,
    id, run_dkg, tampered,
};
use crate::test_rng;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Error, Identifier};
use frost_keygen::reshare::{self, Package, SubShare};

fn list<C: Ciphersuite>(numbers: &[u16]) -> Vec<Identifier<C>> {
    numbers.iter().map(|n| id::<C>(*n)).collect()
}

/// Every dealer's package and sub-shares, the latter by recipient.
#[allow(clippy::type_complexity)]
fn deal<C: Ciphersuite>(
    old: &KeyPackages<C>,
    dealers: &[Identifier<C>],
    new_identifiers: &[Identifier<C>],
    new_min_signers: u16,
    seed: u64,
) -> (
    BTreeMap<Identifier<C>, Package<C>>,
    BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, SubShare<C>>>,
) {
    let mut rng = test_rng(seed);
    let mut packages = BTreeMap::new();
    let mut outboxes = BTreeMap::new();
    for dealer in dealers {
        let (package, sub_shares) = reshare::part1(
            &old[dealer],
            dealers,
            new_identifiers,
            new_min_signers,
            &mut rng,
        )
        .expect("deal");
        packages.insert(*dealer, package);
        outboxes.insert(*dealer, sub_shares);
    }
    (packages, deliver(outboxes))
}

/// A whole reshare; every new participant derives the same public key
/// package, with the unchanged group key and the new threshold.
fn run_reshare<C: Ciphersuite>(
    old: &KeyPackages<C>,
    old_public: &PublicKeyPackage<C>,
    dealers: &[Identifier<C>],
    new_identifiers: &[Identifier<C>],
    new_min_signers: u16,
    seed: u64,
) -> (KeyPackages<C>, PublicKeyPackage<C>) {
    let (packages, inboxes) = deal(old, dealers, new_identifiers, new_min_signers, seed);
    let mut new = BTreeMap::new();
    let mut public: Option<PublicKeyPackage<C>> = None;
    for identifier in new_identifiers {
        let (key_package, public_key_package) = reshare::part2(
            *identifier,
            new_identifiers,
            new_min_signers,
            old_public,
            &packages,
            &inboxes[identifier],
        )
        .expect("combine");
        if let Some(first) = &public {
            assert_eq!(
                first, &public_key_package,
                "new participants disagree on the group"
            );
        }
        public = Some(public_key_package);
        new.insert(*identifier, key_package);
    }
    let public = public.expect("new participants");
    assert_eq!(
        public.verifying_key(),
        old_public.verifying_key(),
        "group key unchanged"
    );
    assert_eq!(public.min_signers(), new_min_signers);
    check_keys(&new, &public);
    check_reconstruction(&new, &public);
    check_signing_subsets(&new, &public, seed + 1);
    (new, public)
}

/// 2-of-3 (key generation) to 3-of-5 to 2-of-2, signing at every stage; old
/// shares do not combine with new ones.
pub fn reshare_chain_then_sign<C: Ciphersuite>() {
    let (first, first_public) = run_dkg::<C>(&list::<C>(&[1, 2, 3]), 2, 300);
    let (second, second_public) = run_reshare(
        &first,
        &first_public,
        &list::<C>(&[1, 3]),
        &list::<C>(&[1, 2, 3, 4, 5]),
        3,
        301,
    );
    let (third, third_public) = run_reshare(
        &second,
        &second_public,
        &list::<C>(&[2, 4, 5]),
        &list::<C>(&[1, 9]),
        2,
        302,
    );

    let mixed: Vec<KeyPackage<C>> = [
        first[&id::<C>(2)].clone(),
        second[&id::<C>(4)].clone(),
        second[&id::<C>(5)].clone(),
    ]
    .into();
    assert_useless(&mixed, &second_public);
    let mixed: Vec<KeyPackage<C>> =
        [second[&id::<C>(1)].clone(), third[&id::<C>(9)].clone()].into();
    assert_useless(&mixed, &third_public);
}

/// Faults are named: sub-shares that do not match, commitments to the wrong
/// secret or of the wrong length (one or several dealers), missing
/// sub-shares, too few or unknown dealers.
pub fn reshare_faults_are_named<C: Ciphersuite>() {
    let (old, old_public) = run_dkg::<C>(&list::<C>(&[1, 2, 3, 4]), 3, 310);
    let dealers = list::<C>(&[1, 2, 3, 4]);
    let new_identifiers = list::<C>(&[1, 2, 3, 4, 5]);
    let (packages, inboxes) = deal(&old, &dealers, &new_identifiers, 3, 311);
    let me = id::<C>(5);
    let combine = |packages: &BTreeMap<Identifier<C>, Package<C>>,
                   sub_shares: &BTreeMap<Identifier<C>, SubShare<C>>| {
        reshare::part2(me, &new_identifiers, 3, &old_public, packages, sub_shares).map(|_| ())
    };
    combine(&packages, &inboxes[&me]).expect("honest dealings combine");

    let mut sub_shares = inboxes[&me].clone();
    for culprit in [1u16, 3] {
        let share = sub_shares[&id::<C>(culprit)].share().clone();
        sub_shares.insert(id::<C>(culprit), SubShare::new(tampered(&share)));
    }
    assert_eq!(
        combine(&packages, &sub_shares),
        Err(Error::InvalidSecretShares {
            culprits: alloc::vec![id::<C>(1), id::<C>(3)]
        })
    );

    // Dealers 2 and 4 weight their shares for another dealer set.
    let mut rng = test_rng(312);
    let (mut wrong_secret, mut wrong_inboxes) = (packages.clone(), inboxes[&me].clone());
    for culprit in [2u16, 4] {
        let (package, mut shares) = reshare::part1(
            &old[&id::<C>(culprit)],
            &list::<C>(&[1, 2, 4]),
            &new_identifiers,
            3,
            &mut rng,
        )
        .expect("deal");
        wrong_secret.insert(id::<C>(culprit), package);
        wrong_inboxes.insert(id::<C>(culprit), shares.remove(&me).expect("sub-share"));
    }
    assert_eq!(
        combine(&wrong_secret, &wrong_inboxes),
        Err(Error::InvalidReshareCommitments {
            culprits: alloc::vec![id::<C>(2), id::<C>(4)]
        })
    );

    // Dealer 3 deals for threshold 4.
    let (longer, mut shares) =
        reshare::part1(&old[&id::<C>(3)], &dealers, &new_identifiers, 4, &mut rng).expect("deal");
    let (mut wrong_length, mut length_inbox) = (packages.clone(), inboxes[&me].clone());
    wrong_length.insert(id::<C>(3), longer);
    length_inbox.insert(id::<C>(3), shares.remove(&me).expect("sub-share"));
    assert_eq!(
        combine(&wrong_length, &length_inbox),
        Err(Error::IncorrectCommitmentLengths {
            culprits: alloc::vec![id::<C>(3)]
        })
    );

    let mut missing = inboxes[&me].clone();
    missing.remove(&id::<C>(2));
    assert_eq!(
        combine(&packages, &missing),
        Err(Error::MissingPackages {
            identifiers: alloc::vec![id::<C>(2)]
        })
    );

    let mut two_dealers = packages.clone();
    two_dealers.retain(|dealer, _| *dealer <= id::<C>(2));
    let mut two_inbox = inboxes[&me].clone();
    two_inbox.retain(|dealer, _| two_dealers.contains_key(dealer));
    assert_eq!(
        combine(&two_dealers, &two_inbox),
        Err(Error::TooFewSigners {
            min_signers: 3,
            signers: 2
        })
    );

    let mut stranger = packages.clone();
    stranger.insert(id::<C>(8), packages[&id::<C>(1)].clone());
    let mut stranger_inbox = inboxes[&me].clone();
    stranger_inbox.insert(id::<C>(8), inboxes[&me][&id::<C>(1)].clone());
    assert_eq!(
        combine(&stranger, &stranger_inbox),
        Err(Error::UnknownParticipant {
            identifier: id::<C>(8)
        })
    );

    assert_eq!(
        reshare::part1(
            &old[&id::<C>(1)],
            &list::<C>(&[1, 2]),
            &new_identifiers,
            3,
            &mut rng
        )
        .map(|_| ()),
        Err(Error::TooFewSigners {
            min_signers: 3,
            signers: 2
        })
    );
}

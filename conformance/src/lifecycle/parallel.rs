//! Key generation on every core (feature `parallel`) against the sequential
//! path: the dealer, a refresh by a dealer, resharing's part 1, and one
//! participant's parts 2 and 3 of key generation (the steps distributed
//! refresh and resharing share with it), in a group above the
//! split threshold, run on one thread and on four, give the same bytes, or
//! the same error naming the same participants in the same order.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::support::{dkg_round1, dkg_round2, id, ids, others, tampered};
use crate::test_rng;
use frost_core::parallel::{MIN_SPLIT_LEN, testing::sequential_and_split};
use frost_core::{Ciphersuite, Error, Identifier};
use frost_keygen::IdentifierList;
use frost_keygen::dkg::{self, round2};

/// The dealer, part 2 (proofs checked in a batch, one share per receiver)
/// and part 3 (shares checked in a batch, every verifying share derived),
/// each run both ways; part 3 also with two bad shares.
pub fn split_key_generation_matches_the_sequential_one<C: Ciphersuite>() {
    let max_signers = MIN_SPLIT_LEN as u16 + 4;
    let min_signers = 2 * max_signers / 3;

    let (sequential, split) = sequential_and_split(|| {
        frost_keygen::generate_with_dealer::<C, _>(
            max_signers,
            min_signers,
            IdentifierList::Default,
            &mut test_rng(200),
        )
    });
    assert_eq!(sequential, split);
    let Ok((shares, public)) = sequential else {
        panic!("the dealer refused a valid group");
    };

    // Refresh by a dealer (every g(i) and new verifying share), also with
    // an unknown participant among them, and resharing's part 1 (one
    // sub-share per new participant).
    let identifiers = ids::<C>(max_signers);
    let mut with_unknown = identifiers.clone();
    with_unknown[20] = id::<C>(max_signers + 1);
    for listed in [&identifiers, &with_unknown] {
        let (sequential, split) = sequential_and_split(|| {
            frost_keygen::refresh::compute_refreshing_shares::<C, _>(
                &public,
                listed,
                &mut test_rng(203),
            )
        });
        assert_eq!(sequential, split);
    }
    let key_package =
        frost_core::keys::KeyPackage::try_from(shares[&id::<C>(1)].clone()).expect("a dealt share");
    let dealers = &identifiers[..usize::from(min_signers)];
    let (sequential, split) = sequential_and_split(|| {
        frost_keygen::reshare::part1::<C, _>(
            &key_package,
            dealers,
            &identifiers,
            min_signers,
            &mut test_rng(204),
        )
    });
    assert_eq!(sequential, split);
    assert!(sequential.is_ok());

    let me = id::<C>(1);
    let (sequential, split) = sequential_and_split(|| {
        let (mut secrets, packages) = dkg_round1::<C>(&identifiers, min_signers, 201);
        let secret = secrets.remove(&me).expect("own secret");
        dkg::part2(secret, &others(&packages, &me))
    });
    assert_eq!(sequential, split);
    assert!(sequential.is_ok());

    let (secrets, packages) = dkg_round1::<C>(&identifiers, min_signers, 202);
    let (round2_secrets, inboxes) = dkg_round2::<C>(secrets, &packages);
    let part3 = |inbox: &BTreeMap<Identifier<C>, round2::Package<C>>| {
        sequential_and_split(|| dkg::part3(&round2_secrets[&me], &others(&packages, &me), inbox))
    };
    let (sequential, split) = part3(&inboxes[&me]);
    assert_eq!(sequential, split);
    assert!(sequential.is_ok());

    let mut inbox = inboxes[&me].clone();
    let bad: Vec<Identifier<C>> = [3, max_signers - 1].iter().map(|n| id::<C>(*n)).collect();
    for sender in &bad {
        inbox.insert(
            *sender,
            round2::Package::new(tampered(inbox[sender].share())),
        );
    }
    let (sequential, split) = part3(&inbox);
    assert_eq!(sequential, split);
    assert_eq!(
        sequential.map(|_| ()),
        Err(Error::InvalidSecretShares { culprits: bad })
    );
}

//! Share repair: the lost share comes back exactly, the group signs with it,
//! and a wrong helper value or helper list is an error.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::lifecycle::support::{KeyPackages, check_signing, deliver, id, ids, run_dkg};
use crate::test_rng;
use frost_core::keys::PublicKeyPackage;
use frost_core::{Ciphersuite, Error, Identifier};
use frost_keygen::repairable::{self, Delta, DeltaSum};

/// The helpers' sums for repairing `lost`, keyed by helper.
fn helper_sums<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    helpers: &[Identifier<C>],
    lost: &Identifier<C>,
    seed: u64,
) -> BTreeMap<Identifier<C>, DeltaSum<C>> {
    let mut rng = test_rng(seed);
    let outboxes: BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, Delta<C>>> = helpers
        .iter()
        .map(|h| {
            let deltas =
                repairable::part1(helpers, &key_packages[h], lost, &mut rng).expect("part1");
            (*h, deltas)
        })
        .collect();
    deliver(outboxes)
        .into_iter()
        .map(|(h, deltas)| (h, repairable::part2(helpers, &deltas).expect("part2")))
        .collect()
}

fn repair<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    public: &PublicKeyPackage<C>,
    helpers: &[Identifier<C>],
    lost: &Identifier<C>,
    seed: u64,
) {
    let sums = helper_sums(key_packages, helpers, lost, seed);
    let repaired = repairable::part3(&sums, lost, public).expect("repair");
    assert_eq!(
        &repaired, &key_packages[lost],
        "the repaired key package is the lost one"
    );
    let mut with_repaired = key_packages.clone();
    with_repaired.insert(*lost, repaired);
    let t = usize::from(public.min_signers());
    let signers: Vec<Identifier<C>> = core::iter::once(*lost)
        .chain(helpers.iter().copied().take(t - 1))
        .collect();
    check_signing(&with_repaired, public, &signers, seed + 1);
}

/// Participant 2 of a 3-of-5 group gets its share back from three helpers,
/// then from four, and signs with it.
pub fn repair_then_sign<C: Ciphersuite>() {
    let (key_packages, public) = run_dkg::<C>(&ids::<C>(5), 3, 400);
    let lost = id::<C>(2);
    let three: Vec<Identifier<C>> = [1u16, 3, 5].iter().map(|n| id::<C>(*n)).collect();
    repair(&key_packages, &public, &three, &lost, 401);
    let four: Vec<Identifier<C>> = [1u16, 3, 4, 5].iter().map(|n| id::<C>(*n)).collect();
    repair(&key_packages, &public, &four, &lost, 402);
}

/// A helper that sends a wrong sum makes the repair fail, rather than give a
/// bad key; so does a helper that used another helper list.
pub fn repair_with_wrong_helper_value_is_detected<C: Ciphersuite>() {
    let (key_packages, public) = run_dkg::<C>(&ids::<C>(5), 3, 410);
    let lost = id::<C>(4);
    let helpers: Vec<Identifier<C>> = [1u16, 2, 5].iter().map(|n| id::<C>(*n)).collect();
    let mut sums = helper_sums(&key_packages, &helpers, &lost, 411);
    let wrong = DeltaSum::new(frost_core::ff::Field::double(
        &sums[&id::<C>(2)].to_scalar(),
    ));
    sums.insert(id::<C>(2), wrong);
    assert_eq!(
        repairable::part3(&sums, &lost, &public),
        Err(Error::InconsistentResult)
    );

    // Helper 5 computes its contribution for helpers {1, 3, 5} instead, and
    // sends helper 2 what it meant for helper 3.
    let mut rng = test_rng(412);
    let other_view: Vec<Identifier<C>> = [1u16, 3, 5].iter().map(|n| id::<C>(*n)).collect();
    let mut outboxes: BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, Delta<C>>> = BTreeMap::new();
    for h in &helpers {
        let deltas = if *h == id::<C>(5) {
            let mut deltas =
                repairable::part1(&other_view, &key_packages[h], &lost, &mut rng).expect("part1");
            let for_three = deltas.remove(&id::<C>(3)).expect("delta for 3");
            deltas.insert(id::<C>(2), for_three);
            deltas
        } else {
            repairable::part1(&helpers, &key_packages[h], &lost, &mut rng).expect("part1")
        };
        outboxes.insert(*h, deltas);
    }
    let sums: BTreeMap<Identifier<C>, DeltaSum<C>> = deliver(outboxes)
        .into_iter()
        .map(|(h, deltas)| (h, repairable::part2(&helpers, &deltas).expect("part2")))
        .collect();
    assert_eq!(
        repairable::part3(&sums, &lost, &public),
        Err(Error::InconsistentResult)
    );
}

/// Helper lists that cannot work are refused: too few helpers, the lost
/// participant among them, missing or unexpected deltas, unknown helpers.
pub fn repair_helper_lists_are_checked<C: Ciphersuite>() {
    let (key_packages, public) = run_dkg::<C>(&ids::<C>(4), 3, 420);
    let mut rng = test_rng(421);
    let lost = id::<C>(4);
    let one = &key_packages[&id::<C>(1)];
    let two: Vec<Identifier<C>> = [1u16, 2].iter().map(|n| id::<C>(*n)).collect();
    assert_eq!(
        repairable::part1(&two, one, &lost, &mut rng).map(|_| ()),
        Err(Error::TooFewSigners {
            min_signers: 3,
            signers: 2
        })
    );
    let with_lost: Vec<Identifier<C>> = [1u16, 2, 4].iter().map(|n| id::<C>(*n)).collect();
    assert_eq!(
        repairable::part1(&with_lost, one, &lost, &mut rng).map(|_| ()),
        Err(Error::UnexpectedPackages {
            identifiers: alloc::vec![lost]
        })
    );
    let without_me: Vec<Identifier<C>> = [2u16, 3, 5].iter().map(|n| id::<C>(*n)).collect();
    assert_eq!(
        repairable::part1(&without_me, one, &lost, &mut rng).map(|_| ()),
        Err(Error::UnknownParticipant {
            identifier: id::<C>(1)
        })
    );

    let helpers: Vec<Identifier<C>> = [1u16, 2, 3].iter().map(|n| id::<C>(*n)).collect();
    let deltas = repairable::part1(&helpers, one, &lost, &mut rng).expect("part1");
    let mut missing = deltas.clone();
    missing.remove(&id::<C>(3));
    assert_eq!(
        repairable::part2(&helpers, &missing).map(|_| ()),
        Err(Error::MissingPackages {
            identifiers: alloc::vec![id::<C>(3)]
        })
    );
    let mut extra = deltas.clone();
    extra.insert(id::<C>(7), deltas[&id::<C>(2)].clone());
    assert_eq!(
        repairable::part2(&helpers, &extra).map(|_| ()),
        Err(Error::UnexpectedPackages {
            identifiers: alloc::vec![id::<C>(7)]
        })
    );

    let mut sums = helper_sums(&key_packages, &helpers, &lost, 422);
    let stray = sums[&id::<C>(1)].clone();
    sums.insert(id::<C>(8), stray);
    assert_eq!(
        repairable::part3(&sums, &lost, &public).map(|_| ()),
        Err(Error::UnknownParticipant {
            identifier: id::<C>(8)
        })
    );
}

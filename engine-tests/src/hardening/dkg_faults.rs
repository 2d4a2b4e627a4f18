//! Bad messages in distributed key generation and refresh that the
//! lifecycle tests (invalid proofs, tampered shares, wrong commitment
//! lengths, missing, extra and own packages, equivocation) do not already
//! send: a rogue-key attempt, whole packages replayed under another name, a
//! broadcast commitment that does not match the shares its sender deals, and
//! shares sent to the wrong recipient or forwarded from another sender. Each
//! is named, alone or with others.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use group::Group;

use frost_conformance::lifecycle::support::{
    check_signing_subsets, deliver, dkg_round1, dkg_round2, id, ids, others, run_dkg,
};
use frost_conformance::test_rng;
use frost_core::Arithmetic;
use frost_core::keys::{SigningShare, VerifiableSecretSharingCommitment};
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar};
use frost_keygen::dkg::{self, round1, round2};
use frost_keygen::refresh::{self, RefreshCommitment};

type Round1<C> = BTreeMap<Identifier<C>, round1::Package<C>>;

/// `package` with its commitment replaced by `coefficients` and its proof of
/// knowledge kept.
fn with_commitment<C: Ciphersuite>(
    package: &round1::Package<C>,
    coefficients: Vec<Element<C>>,
) -> round1::Package<C> {
    let commitment = VerifiableSecretSharingCommitment::new(coefficients).expect("commitment");
    round1::Package::new(commitment, *package.proof_of_knowledge())
}

/// Rogue key: the last participant to broadcast picks its constant-term
/// commitment so that the group key becomes one whose secret it alone knows.
/// It cannot prove knowledge of that commitment's discrete logarithm (it
/// reuses the valid proof for the key it does know), so every honest
/// participant refuses it in part 2; the honest ones then start over without
/// it and sign.
pub fn dkg_rogue_key_is_refused<C: Ciphersuite>() {
    let identifiers = ids::<C>(3);
    let (mut secrets, packages) = dkg_round1::<C>(&identifiers, 2, 1800);
    let attacker = id::<C>(3);
    let target = Scalar::<C>::from(424_242);
    let mut rng = test_rng(1801);
    let (_, genuine) = dkg::part1_with_coefficients::<C, _>(
        attacker,
        3,
        &[target, Scalar::<C>::from(5)],
        &mut rng,
    )
    .expect("part1");

    let honest_sum: Element<C> = [1u16, 2]
        .iter()
        .map(|i| packages[&id::<C>(*i)].commitment().coefficients()[0])
        .sum();
    let rogue_constant = C::Arithmetic::mul_base(&target) - honest_sum;
    let mut coefficients = genuine.commitment().coefficients();
    coefficients[0] = rogue_constant;
    let rogue = with_commitment(&genuine, coefficients);
    let all_constants = honest_sum + rogue.commitment().coefficients()[0];
    assert_eq!(
        all_constants,
        C::Arithmetic::mul_base(&target),
        "without the proof, the attacker would own the key"
    );

    let mut broadcast = packages.clone();
    broadcast.insert(attacker, rogue);
    for victim in [id::<C>(1), id::<C>(2)] {
        let secret = secrets.remove(&victim).expect("secret package");
        assert_eq!(
            dkg::part2(secret, &others(&broadcast, &victim)).map(|_| ()),
            Err(Error::InvalidProofOfKnowledge {
                culprits: alloc::vec![attacker]
            })
        );
    }

    let honest = [id::<C>(1), id::<C>(2)];
    let (key_packages, public) = run_dkg::<C>(&honest, 2, 1802);
    check_signing_subsets(&key_packages, &public, 1803);
}

/// A participant that broadcasts another's round-one package as its own
/// fails the proof of knowledge, which binds the sender's identifier; several
/// such participants are all named, and the original sender is not.
pub fn dkg_replayed_packages_are_named<C: Ciphersuite>() {
    let identifiers = ids::<C>(5);
    let (mut secrets, packages) = dkg_round1::<C>(&identifiers, 3, 1900);
    let mut broadcast = packages.clone();
    broadcast.insert(id::<C>(4), packages[&id::<C>(2)].clone());
    let me = id::<C>(1);
    let secret = secrets.remove(&me).expect("secret package");
    assert_eq!(
        dkg::part2(secret, &others(&broadcast, &me)).map(|_| ()),
        Err(Error::InvalidProofOfKnowledge {
            culprits: alloc::vec![id::<C>(4)]
        })
    );

    broadcast.insert(id::<C>(5), packages[&id::<C>(2)].clone());
    let me = id::<C>(3);
    let secret = secrets.remove(&me).expect("secret package");
    assert_eq!(
        dkg::part2(secret, &others(&broadcast, &me)).map(|_| ()),
        Err(Error::InvalidProofOfKnowledge {
            culprits: alloc::vec![id::<C>(4), id::<C>(5)]
        })
    );
}

/// Round one and two where `culprit` broadcasts a commitment whose non-constant
/// coefficients differ from those of the polynomial it deals (its proof of
/// knowledge, which covers only the constant term, stays valid). Returns the
/// round-two secret packages, the broadcast, and the inboxes.
#[allow(clippy::type_complexity)]
fn altered_dealing<C: Ciphersuite>(
    culprits: &[Identifier<C>],
    seed: u64,
) -> (
    BTreeMap<Identifier<C>, round2::SecretPackage<C>>,
    Round1<C>,
    BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, round2::Package<C>>>,
) {
    let identifiers = ids::<C>(5);
    let (secrets, packages) = dkg_round1::<C>(&identifiers, 3, seed);
    let mut broadcast = packages.clone();
    for culprit in culprits {
        let mut coefficients = packages[culprit].commitment().coefficients();
        coefficients[1] += Element::<C>::generator();
        broadcast.insert(*culprit, with_commitment(&packages[culprit], coefficients));
    }
    let mut round2_secrets = BTreeMap::new();
    let mut outboxes = BTreeMap::new();
    for (identifier, secret) in secrets {
        // Each culprit deals from its true polynomial; everyone else sees
        // the altered broadcast.
        let view = if culprits.contains(&identifier) {
            &packages
        } else {
            &broadcast
        };
        let (round2_secret, shares) =
            dkg::part2(secret, &others(view, &identifier)).expect("part2 accepts");
        round2_secrets.insert(identifier, round2_secret);
        outboxes.insert(identifier, shares);
    }
    (round2_secrets, broadcast, deliver(outboxes))
}

/// A sender whose broadcast commitment does not match the polynomial it
/// deals passes part 2 (lengths and proofs are fine) and is named by every
/// recipient in part 3; two such senders are both named.
pub fn dkg_commitment_not_matching_shares_is_named<C: Ciphersuite>() {
    let culprit = id::<C>(2);
    let (round2_secrets, broadcast, inboxes) = altered_dealing::<C>(&[culprit], 2000);
    for recipient in [1u16, 3, 4, 5].map(id::<C>) {
        assert_eq!(
            dkg::part3(
                &round2_secrets[&recipient],
                &others(&broadcast, &recipient),
                &inboxes[&recipient]
            )
            .map(|_| ()),
            Err(Error::InvalidSecretShares {
                culprits: alloc::vec![culprit]
            })
        );
    }

    let culprits = [id::<C>(3), id::<C>(5)];
    let (round2_secrets, broadcast, inboxes) = altered_dealing::<C>(&culprits, 2010);
    let me = id::<C>(1);
    assert_eq!(
        dkg::part3(
            &round2_secrets[&me],
            &others(&broadcast, &me),
            &inboxes[&me]
        )
        .map(|_| ()),
        Err(Error::InvalidSecretShares {
            culprits: culprits.to_vec()
        })
    );
}

/// Shares that are valid but for someone else: sender 3 sends recipient 1
/// the share it dealt recipient 2, sender 4 forwards sender 5's share to 1 as
/// its own, and sender 5 sends zero. All three are named at once.
pub fn dkg_misrouted_and_forwarded_shares_are_named<C: Ciphersuite>() {
    let identifiers = ids::<C>(5);
    let (secrets, packages) = dkg_round1::<C>(&identifiers, 3, 2100);
    let (round2_secrets, inboxes) = dkg_round2::<C>(secrets, &packages);
    let me = id::<C>(1);
    let part3 = |inbox: &BTreeMap<Identifier<C>, round2::Package<C>>| {
        dkg::part3(&round2_secrets[&me], &others(&packages, &me), inbox).map(|_| ())
    };
    part3(&inboxes[&me]).expect("honest shares verify");

    let mut inbox = inboxes[&me].clone();
    inbox.insert(id::<C>(3), inboxes[&id::<C>(2)][&id::<C>(3)].clone());
    assert_eq!(
        part3(&inbox),
        Err(Error::InvalidSecretShares {
            culprits: alloc::vec![id::<C>(3)]
        })
    );
    inbox.insert(id::<C>(4), inboxes[&me][&id::<C>(5)].clone());
    inbox.insert(
        id::<C>(5),
        round2::Package::new(SigningShare::new(Scalar::<C>::from(0))),
    );
    assert_eq!(
        part3(&inbox),
        Err(Error::InvalidSecretShares {
            culprits: alloc::vec![id::<C>(3), id::<C>(4), id::<C>(5)]
        })
    );
}

/// In a distributed refresh, a participant whose broadcast commitment does
/// not match the polynomial it deals is named by the recipients, and the
/// refresh does not complete (so no participant ends with a share off the
/// group's polynomial).
pub fn refresh_commitment_not_matching_shares_is_named<C: Ciphersuite>() {
    let all = ids::<C>(4);
    let (old, old_public) = run_dkg::<C>(&all, 3, 2200);
    let mut rng = test_rng(2201);
    let mut secrets = BTreeMap::new();
    let mut packages = BTreeMap::new();
    for identifier in &all {
        let (secret, package) =
            refresh::part1::<C, _>(&old[identifier], 4, &mut rng).expect("part1");
        secrets.insert(*identifier, secret);
        packages.insert(*identifier, package);
    }
    let culprit = id::<C>(3);
    let mut coefficients = packages[&culprit].commitment().coefficients();
    coefficients[0] += Element::<C>::generator();
    let mut broadcast = packages.clone();
    broadcast.insert(
        culprit,
        refresh::round1::Package::new(RefreshCommitment::new(coefficients).expect("commitment")),
    );

    let mut round2_secrets = BTreeMap::new();
    let mut outboxes = BTreeMap::new();
    for (identifier, secret) in secrets {
        let view = if identifier == culprit {
            &packages
        } else {
            &broadcast
        };
        let (round2_secret, shares) =
            refresh::part2(secret, &others(view, &identifier)).expect("part2 accepts");
        round2_secrets.insert(identifier, round2_secret);
        outboxes.insert(identifier, shares);
    }
    let inboxes = deliver(outboxes);
    for recipient in [1u16, 2, 4].map(id::<C>) {
        assert_eq!(
            refresh::part3(
                &round2_secrets[&recipient],
                &others(&broadcast, &recipient),
                &inboxes[&recipient],
                &old[&recipient],
                &old_public,
            )
            .map(|_| ()),
            Err(Error::InvalidSecretShares {
                culprits: alloc::vec![culprit]
            })
        );
    }
}

//! Distributed key generation: honest runs at several sizes and identifier
//! kinds, and every fault the protocol must name.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use ff::Field;

use super::support::{
    check_reconstruction, check_signing_subsets, dkg_round1, dkg_round2, id, ids, others, run_dkg,
    tampered,
};
use crate::test_rng;
use frost_core::keys::{SigningShare, VerifiableSecretSharingCommitment};
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar};
use frost_keygen::dkg::{self, round1, round2};
use frost_keygen::refresh::RefreshCommitment;
use frost_keygen::vss::{self, ConstantTerm};

fn full_run<C: Ciphersuite>(identifiers: &[Identifier<C>], min_signers: u16, seed: u64) {
    let (key_packages, public) = run_dkg::<C>(identifiers, min_signers, seed);
    check_reconstruction(&key_packages, &public);
    check_signing_subsets(&key_packages, &public, seed + 1);
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// 2-of-3: every participant derives the same group, the shares reconstruct
/// the key, and the group signs.
pub fn dkg_2_of_3<C: Ciphersuite>() {
    full_run::<C>(&ids::<C>(3), 2, 10);
}

/// 3-of-5, as [`dkg_2_of_3`].
pub fn dkg_3_of_5<C: Ciphersuite>() {
    full_run::<C>(&ids::<C>(5), 3, 20);
}

/// 7-of-10, as [`dkg_2_of_3`].
pub fn dkg_7_of_10<C: Ciphersuite>() {
    full_run::<C>(&ids::<C>(10), 7, 30);
}

/// 67-of-100, as [`dkg_2_of_3`]: all hundred participants run every part.
pub fn dkg_67_of_100<C: Ciphersuite>() {
    full_run::<C>(&ids::<C>(100), 67, 40);
}

/// Identifiers derived from names (large scalars, evaluated by multiscalar
/// multiplication rather than small-integer arithmetic).
pub fn dkg_with_derived_identifiers<C: Ciphersuite>() {
    let identifiers: Vec<Identifier<C>> = ["alice", "bob", "carol", "dave", "erin"]
        .iter()
        .map(|name| Identifier::derive(name.as_bytes()).expect("derived identifier"))
        .collect();
    full_run::<C>(&identifiers, 3, 50);
}

/// Small but scattered identifiers, mixed with a derived one.
pub fn dkg_with_scattered_identifiers<C: Ciphersuite>() {
    let mut identifiers: Vec<Identifier<C>> = [1u16, 2, 9, 300, 65535]
        .iter()
        .map(|n| id::<C>(*n))
        .collect();
    identifiers.push(Identifier::derive(b"frank").expect("derived identifier"));
    full_run::<C>(&identifiers, 4, 60);
}

/// The three strategies for evaluating a commitment at many identifiers
/// (forward differences, whole or in pieces, Horner's rule with small
/// integers, multiscalar multiplication) agree with the reference evaluation
/// of RFC 9591, Appendix C.2, with and without a constant term.
pub fn dkg_evaluation_strategies_agree<C: Ciphersuite>() {
    let mut rng = test_rng(70);
    for t in [2u16, 3, 7, 12] {
        let coefficients: Vec<Scalar<C>> = (0..t)
            .map(|_| frost_core::random_scalar::<C>(&mut rng))
            .collect();
        let commitment =
            VerifiableSecretSharingCommitment::<C>::commit(&coefficients).expect("commitment");
        let elements: Vec<Element<C>> = commitment.coefficients();
        let derived = Identifier::<C>::derive(b"derived").expect("derived identifier");
        let sets: [Vec<Identifier<C>>; 4] = [
            ids::<C>(40),
            // Runs of 2 to 16 doublings in Horner's rule.
            [3u16, 17, 64, 1000, 1024, 4096, 65535]
                .iter()
                .map(|n| id::<C>(*n))
                .collect(),
            alloc::vec![derived],
            [1u16, 2, 3, 4, 5, 6, 7, 8]
                .iter()
                .map(|n| id::<C>(*n))
                .chain([derived])
                .collect(),
        ];
        for identifiers in &sets {
            let values =
                vss::verifying_share_elements(&elements, ConstantTerm::Committed, identifiers);
            for (identifier, value) in identifiers.iter().zip(&values) {
                assert_eq!(
                    *value,
                    commitment.evaluate(identifier),
                    "F({identifier:?}) with t = {t}"
                );
            }
            // Without the constant term: F(x) - C_0.
            let values =
                vss::verifying_share_elements(&elements[1..], ConstantTerm::Zero, identifiers);
            for (identifier, value) in identifiers.iter().zip(&values) {
                assert_eq!(
                    *value,
                    commitment.evaluate(identifier) - elements[0],
                    "F({identifier:?}) - C_0"
                );
            }
        }
        // Forward differences with the polynomial cut into pieces, each
        // piece after the first put in place by a full multiplication.
        let wanted: Vec<(u64, usize)> = (1..=10u64).zip(0..).collect();
        for piece_len in [1, 3, usize::from(t)] {
            let mut values = alloc::vec![None; wanted.len()];
            vss::evaluate_consecutive::<C>(&elements, piece_len, &wanted, &mut values);
            for ((m, _), value) in wanted.iter().zip(&values) {
                let identifier = id::<C>(u16::try_from(*m).expect("small identifier"));
                assert_eq!(
                    *value,
                    Some(commitment.evaluate(&identifier)),
                    "F({m}) in pieces of {piece_len}"
                );
            }
        }
    }
}

/// A proof of knowledge verifies for its sender only; invalid proofs are
/// named, one or several.
pub fn dkg_invalid_proofs_are_named<C: Ciphersuite>() {
    let identifiers = ids::<C>(5);
    let (mut secrets, packages) = dkg_round1::<C>(&identifiers, 3, 80);
    let (one, two, three) = (id::<C>(1), id::<C>(2), id::<C>(3));
    packages[&two]
        .verify_proof_of_knowledge(&two)
        .expect("own proof verifies");
    assert_eq!(
        packages[&two].verify_proof_of_knowledge(&three),
        Err(Error::InvalidProofOfKnowledge {
            culprits: alloc::vec![three]
        })
    );

    // Participant 2 reuses participant 3's proof; then 4 reuses 5's too.
    let mut forged = packages.clone();
    let swap =
        |forged: &mut BTreeMap<Identifier<C>, round1::Package<C>>, culprit: u16, from: u16| {
            let package = round1::Package::new(
                packages[&id::<C>(culprit)].commitment().clone(),
                *packages[&id::<C>(from)].proof_of_knowledge(),
            );
            forged.insert(id::<C>(culprit), package);
        };
    swap(&mut forged, 2, 3);
    let secret = secrets.remove(&one).expect("participant 1");
    assert_eq!(
        dkg::part2(secret, &others(&forged, &one)).map(|_| ()),
        Err(Error::InvalidProofOfKnowledge {
            culprits: alloc::vec![two]
        })
    );
    swap(&mut forged, 4, 5);
    let secret = secrets.remove(&three).expect("participant 3");
    assert_eq!(
        dkg::part2(secret, &others(&forged, &three)).map(|_| ()),
        Err(Error::InvalidProofOfKnowledge {
            culprits: alloc::vec![two, id::<C>(4)]
        })
    );
}

/// Shares that do not match their sender's commitment are named, one or
/// several. Two senders whose errors cancel in the sum change nothing the
/// recipient keeps: part 3 checks the sum of the shares, which is the
/// recipient's share, and gives exactly the honest result.
pub fn dkg_invalid_shares_are_named<C: Ciphersuite>() {
    let identifiers = ids::<C>(5);
    let (secrets, packages) = dkg_round1::<C>(&identifiers, 3, 90);
    let (round2_secrets, inboxes) = dkg_round2::<C>(secrets, &packages);
    let me = id::<C>(1);
    let part3 = |inbox: &BTreeMap<Identifier<C>, round2::Package<C>>| {
        dkg::part3(&round2_secrets[&me], &others(&packages, &me), inbox).map(|_| ())
    };
    part3(&inboxes[&me]).expect("honest shares verify");

    let mut inbox = inboxes[&me].clone();
    inbox.insert(
        id::<C>(4),
        round2::Package::new(tampered(inbox[&id::<C>(4)].share())),
    );
    assert_eq!(
        part3(&inbox),
        Err(Error::InvalidSecretShares {
            culprits: alloc::vec![id::<C>(4)]
        })
    );

    inbox.insert(
        id::<C>(2),
        round2::Package::new(tampered(inbox[&id::<C>(2)].share())),
    );
    assert_eq!(
        part3(&inbox),
        Err(Error::InvalidSecretShares {
            culprits: alloc::vec![id::<C>(2), id::<C>(4)]
        })
    );

    // Sender 3 adds one, sender 5 subtracts one: the sum of shares is right,
    // and so are the keys.
    let mut inbox = inboxes[&me].clone();
    let one = Scalar::<C>::ONE;
    let shifted = |share: &SigningShare<C>, by: Scalar<C>| {
        round2::Package::new(SigningShare::new(share.to_scalar() + by))
    };
    inbox.insert(id::<C>(3), shifted(inbox[&id::<C>(3)].share(), one));
    inbox.insert(id::<C>(5), shifted(inbox[&id::<C>(5)].share(), -one));
    let keys = |inbox: &BTreeMap<Identifier<C>, round2::Package<C>>| {
        dkg::part3(&round2_secrets[&me], &others(&packages, &me), inbox).expect("part3")
    };
    assert!(keys(&inbox) == keys(&inboxes[&me]));
    // Either one alone is named.
    inbox.insert(id::<C>(5), inboxes[&me][&id::<C>(5)].clone());
    assert_eq!(
        part3(&inbox),
        Err(Error::InvalidSecretShares {
            culprits: alloc::vec![id::<C>(3)]
        })
    );
}

/// Commitments of the wrong length are named, one or several.
pub fn dkg_wrong_commitment_lengths_are_named<C: Ciphersuite>() {
    let identifiers = ids::<C>(5);
    let (mut secrets, mut packages) = dkg_round1::<C>(&identifiers, 3, 100);
    let mut rng = test_rng(101);
    let (_, longer) = dkg::part1(id::<C>(2), 5, 4, &mut rng).expect("part1");
    packages.insert(id::<C>(2), longer);
    let me = id::<C>(1);
    let secret = secrets.remove(&me).expect("participant 1");
    assert_eq!(
        dkg::part2(secret, &others(&packages, &me)).map(|_| ()),
        Err(Error::IncorrectCommitmentLengths {
            culprits: alloc::vec![id::<C>(2)]
        })
    );

    let (_, shorter) = dkg::part1(id::<C>(5), 5, 2, &mut rng).expect("part1");
    packages.insert(id::<C>(5), shorter);
    let me = id::<C>(3);
    let secret = secrets.remove(&me).expect("participant 3");
    assert_eq!(
        dkg::part2(secret, &others(&packages, &me)).map(|_| ()),
        Err(Error::IncorrectCommitmentLengths {
            culprits: alloc::vec![id::<C>(2), id::<C>(5)]
        })
    );
}

/// Missing, extra and own packages are refused in part 2 and part 3, naming
/// the participants concerned.
pub fn dkg_missing_and_unexpected_packages_are_refused<C: Ciphersuite>() {
    let identifiers = ids::<C>(4);
    let (secrets, packages) = dkg_round1::<C>(&identifiers, 3, 110);
    let me = id::<C>(1);
    let stranger = id::<C>(9);

    // Part 2 sees a consumed secret package per attempt: draw fresh ones.
    let attempt = |round1_packages: &BTreeMap<Identifier<C>, round1::Package<C>>| {
        let (mut fresh, _) = dkg_round1::<C>(&identifiers, 3, 111);
        dkg::part2(fresh.remove(&me).expect("participant 1"), round1_packages).map(|_| ())
    };
    assert_eq!(
        attempt(&packages),
        Err(Error::UnexpectedPackages {
            identifiers: alloc::vec![me]
        })
    );
    let mut fewer = others(&packages, &me);
    fewer.remove(&id::<C>(3));
    assert_eq!(attempt(&fewer), Err(Error::IncorrectNumberOfIdentifiers));

    let (round2_secrets, inboxes) = dkg_round2::<C>(secrets, &packages);
    let part3 = |round1_packages: &BTreeMap<Identifier<C>, round1::Package<C>>,
                 inbox: &BTreeMap<Identifier<C>, round2::Package<C>>| {
        dkg::part3(&round2_secrets[&me], round1_packages, inbox).map(|_| ())
    };
    let expected = others(&packages, &me);
    let inbox = &inboxes[&me];
    assert_eq!(
        part3(&packages, inbox),
        Err(Error::UnexpectedPackages {
            identifiers: alloc::vec![me]
        })
    );
    let mut missing = inbox.clone();
    missing.remove(&id::<C>(2));
    missing.remove(&id::<C>(4));
    assert_eq!(
        part3(&expected, &missing),
        Err(Error::MissingPackages {
            identifiers: alloc::vec![id::<C>(2), id::<C>(4)]
        })
    );
    let mut extra = inbox.clone();
    extra.insert(stranger, inbox[&id::<C>(2)].clone());
    assert_eq!(
        part3(&expected, &extra),
        Err(Error::UnexpectedPackages {
            identifiers: alloc::vec![stranger]
        })
    );
    let mut own = inbox.clone();
    own.insert(me, inbox[&id::<C>(2)].clone());
    assert_eq!(
        part3(&expected, &own),
        Err(Error::UnexpectedPackages {
            identifiers: alloc::vec![me]
        })
    );
}

/// Honest participants agree on the transcript digest; part 3 refuses
/// round-one packages other than those part 2 checked.
pub fn dkg_transcript_changes_are_detected<C: Ciphersuite>() {
    let identifiers = ids::<C>(3);
    let (secrets, packages) = dkg_round1::<C>(&identifiers, 2, 120);
    let (round2_secrets, inboxes) = dkg_round2::<C>(secrets, &packages);
    let digest = *round2_secrets[&id::<C>(1)].transcript_digest();
    assert!(
        round2_secrets
            .values()
            .all(|s| *s.transcript_digest() == digest)
    );
    assert_eq!(dkg::TranscriptDigest::from_bytes(digest.to_bytes()), digest);

    // Participant 3 equivocates: participant 1 gets another valid package.
    let mut rng = test_rng(121);
    let (_, other) = dkg::part1(id::<C>(3), 3, 2, &mut rng).expect("part1");
    let me = id::<C>(1);
    let mut changed = others(&packages, &me);
    changed.insert(id::<C>(3), other);
    assert_eq!(
        dkg::part3(&round2_secrets[&me], &changed, &inboxes[&me]).map(|_| ()),
        Err(Error::TranscriptMismatch)
    );
}

/// Invalid group parameters are refused by part 1.
pub fn dkg_invalid_parameters_are_refused<C: Ciphersuite>() {
    let mut rng = test_rng(130);
    let me = id::<C>(1);
    assert_eq!(
        dkg::part1(me, 3, 4, &mut rng).map(|_| ()),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        dkg::part1(me, 3, 1, &mut rng).map(|_| ()),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        dkg::part1(me, 1, 1, &mut rng).map(|_| ()),
        Err(Error::InvalidMaxSigners)
    );
}

/// `Debug` output of the secret packages and shares shows no secret.
pub fn dkg_secrets_are_redacted<C: Ciphersuite>() {
    let identifiers = ids::<C>(3);
    let coefficients: Vec<Scalar<C>> = (1..=2u64).map(|k| Scalar::<C>::from(1000 + k)).collect();
    let mut rng = test_rng(140);
    let (secret, package) =
        dkg::part1_with_coefficients(id::<C>(1), 3, &coefficients, &mut rng).expect("part1");
    for coefficient in &coefficients {
        let text = hex(frost_core::serialize_scalar::<C>(coefficient).as_ref());
        assert!(
            !format!("{secret:?}").contains(&text),
            "round-one secret package leaks"
        );
    }
    let (_, packages) = dkg_round1::<C>(&identifiers, 2, 141);
    let mut round1_packages = others(&packages, &id::<C>(1));
    round1_packages.insert(id::<C>(1), package);
    let (round2_secret, shares) =
        dkg::part2(secret, &others(&round1_packages, &id::<C>(1))).expect("part2");
    for share in shares.values() {
        let text = hex(share.share().to_bytes().as_ref());
        assert!(
            !format!("{share:?}").contains(&text),
            "round-two package leaks"
        );
    }
    let own = frost_keygen::polynomial::evaluate::<C>(&coefficients, &id::<C>(1).to_scalar());
    let text = hex(frost_core::serialize_scalar::<C>(&own).as_ref());
    assert!(
        !format!("{round2_secret:?}").contains(&text),
        "round-two secret package leaks"
    );
}

/// The per-coefficient encodings of both commitment shapes invert each other,
/// agree with the concatenated one, and refuse what `from_bytes` refuses:
/// too few entries and malformed ones.
pub fn vss_commitment_encodings_agree<C: Ciphersuite>() {
    let mut rng = test_rng(150);
    let (_, package) = dkg::part1::<C, _>(id::<C>(1), 4, 3, &mut rng).expect("part1");
    let commitment = package.commitment();
    let entries = commitment.coefficient_bytes();
    assert_eq!(entries.len(), 3);
    assert_eq!(entries.concat(), commitment.to_bytes());
    assert_eq!(
        VerifiableSecretSharingCommitment::<C>::from_coefficient_bytes(&entries).as_ref(),
        Ok(commitment)
    );
    assert_eq!(
        VerifiableSecretSharingCommitment::<C>::from_coefficient_bytes(&entries[..1]),
        Err(Error::IncorrectCommitmentLength { identifier: None })
    );
    let mut truncated = entries.clone();
    truncated[1].pop();
    assert!(VerifiableSecretSharingCommitment::<C>::from_coefficient_bytes(&truncated).is_err());
    assert!(VerifiableSecretSharingCommitment::<C>::from_bytes(&truncated.concat()).is_err());

    let higher = RefreshCommitment::<C>::new(commitment.coefficients()[1..].to_vec())
        .expect("refresh commitment");
    let higher_entries = higher.coefficient_bytes();
    assert_eq!(higher_entries, entries[1..].to_vec());
    assert_eq!(
        RefreshCommitment::<C>::from_coefficient_bytes(&higher_entries).as_ref(),
        Ok(&higher)
    );
    assert_eq!(
        RefreshCommitment::<C>::from_coefficient_bytes(&[] as &[Vec<u8>]),
        Err(Error::IncorrectCommitmentLength { identifier: None })
    );
}

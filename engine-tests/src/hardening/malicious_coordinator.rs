//! A malicious coordinator. It can make a signing session abort, and it can
//! make honest signers look guilty (identifiable abort trusts the package the
//! coordinator aggregates over), but it cannot obtain a signature on a message
//! or for a signer set the signers did not sign, nor a second share over the
//! same nonces. Signers refuse what they can check locally (RFC 9591,
//! Section 5.2: their own commitment, the threshold); everything else makes
//! aggregation fail. Nothing panics.
//!
//! Duplicated signers cannot occur: a package's signers are the keys of a map,
//! and the wire and JSON decoders refuse repeated or unordered entries (see
//! `serialization::wire_maps_and_counts_are_canonical`).

use alloc::collections::BTreeMap;

use super::support::{MESSAGE, Session, Shares, id, list};
use frost_conformance::test_rng;
use frost_core::keys::SigningShare;
use frost_core::round1::{self, SigningCommitments};
use frost_core::round2::{self, SignatureShare};
use frost_core::{Ciphersuite, Error, SigningPackage, aggregate};

/// Signers sign one message; a package over another message with the same
/// commitments blames every share, and the honest signature verifies only
/// for the signed message. A coordinator that shows one signer another
/// message gets that signer blamed, and no signature.
pub fn coordinator_altered_message_is_caught<C: Ciphersuite>() {
    let mut session = Session::<C>::new(5, 3, &[1, 2, 3, 4], 1300);
    let shares = session.sign_remaining();
    let altered =
        SigningPackage::new(session.commitments.clone(), b"pay mallory").expect("package");
    assert_eq!(
        aggregate(&altered, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: list::<C>(&[1, 2, 3, 4])
        })
    );
    let signature =
        aggregate(&session.package, &shares, &session.public).expect("honest aggregate");
    let key = session.public.verifying_key();
    key.verify(MESSAGE, &signature)
        .expect("signed message verifies");
    assert_eq!(
        key.verify(b"pay mallory", &signature),
        Err(Error::InvalidSignature)
    );

    let mut session = Session::<C>::new(5, 3, &[1, 2, 3, 4], 1310);
    let other = SigningPackage::new(session.commitments.clone(), b"pay mallory").expect("package");
    let mut shares = Shares::<C>::new();
    shares.insert(
        id::<C>(1),
        session
            .sign(&other, &id::<C>(1))
            .expect("signer 1 signs what it sees"),
    );
    shares.extend(session.sign_remaining());
    assert_eq!(
        aggregate(&session.package, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: list::<C>(&[1])
        })
    );
    assert_eq!(
        aggregate(&other, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: list::<C>(&[2, 3, 4])
        })
    );
}

/// Dropping a signer after round two invalidates every remaining share (the
/// Lagrange coefficients and binding factors change); dropping below the
/// threshold is refused by signers and aggregator; dropping a signer from
/// one signer's package only gets that signer blamed.
pub fn coordinator_dropped_signers_are_caught<C: Ciphersuite>() {
    let mut session = Session::<C>::new(5, 3, &[1, 2, 3, 4], 1400);
    let mut shares = session.sign_remaining();
    let mut fewer = session.commitments.clone();
    fewer.remove(&id::<C>(4));
    shares.remove(&id::<C>(4));
    let dropped = SigningPackage::new(fewer, MESSAGE).expect("package");
    assert_eq!(
        aggregate(&dropped, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: list::<C>(&[1, 2, 3])
        })
    );

    let mut session = Session::<C>::new(5, 3, &[1, 2, 3], 1410);
    let mut two = session.commitments.clone();
    two.remove(&id::<C>(3));
    let too_few = SigningPackage::new(two, MESSAGE).expect("package");
    let refused = Error::TooFewSigners {
        min_signers: 3,
        signers: 2,
    };
    assert_eq!(session.sign(&too_few, &id::<C>(1)), Err(refused.clone()));
    let shares: Shares<C> = list::<C>(&[1, 2])
        .into_iter()
        .map(|signer| {
            (
                signer,
                SignatureShare::new(crate::random_scalar::<C>(&mut test_rng(1411))),
            )
        })
        .collect();
    assert_eq!(aggregate(&too_few, &shares, &session.public), Err(refused));

    let mut session = Session::<C>::new(5, 3, &[1, 2, 3, 4], 1420);
    let mut without_four = session.commitments.clone();
    without_four.remove(&id::<C>(4));
    let partial = SigningPackage::new(without_four, MESSAGE).expect("package");
    let mut shares = Shares::<C>::new();
    shares.insert(
        id::<C>(1),
        session.sign(&partial, &id::<C>(1)).expect("signer 1 signs"),
    );
    shares.extend(session.sign_remaining());
    assert_eq!(
        aggregate(&session.package, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: list::<C>(&[1])
        })
    );
}

/// A coordinator that adds a participant who never committed: that
/// participant refuses to sign for commitments it did not make, and the
/// others' shares cannot be completed into a signature, with or without a
/// made-up share for it, nor reused for the package without it.
pub fn coordinator_added_signers_are_caught<C: Ciphersuite>() {
    let mut session = Session::<C>::new(5, 3, &[1, 2, 3], 1500);
    let mut rng = test_rng(1501);
    let five = id::<C>(5);
    let (_, made_up) = round1::commit(
        &SigningShare::<C>::new(crate::random_scalar::<C>(&mut rng)),
        &mut rng,
    );
    let mut more = session.commitments.clone();
    more.insert(five, made_up);
    let added = SigningPackage::new(more, MESSAGE).expect("package");

    let key_package = &session.key_packages[&five];
    let (nonces, _) = round1::commit(key_package.signing_share(), &mut rng);
    assert_eq!(
        round2::sign(&added, nonces, key_package),
        Err(Error::IncorrectCommitment { identifier: five })
    );

    let mut shares = Shares::<C>::new();
    for signer in list::<C>(&[1, 2, 3]) {
        shares.insert(signer, session.sign(&added, &signer).expect("signer signs"));
    }
    assert_eq!(
        aggregate(&added, &shares, &session.public),
        Err(Error::MissingSignatureShares {
            identifiers: alloc::vec![five]
        })
    );
    assert_eq!(
        aggregate(&session.package, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: list::<C>(&[1, 2, 3])
        })
    );
    shares.insert(
        five,
        SignatureShare::new(crate::random_scalar::<C>(&mut rng)),
    );
    assert_eq!(
        aggregate(&added, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![five]
        })
    );
}

/// Commitments swapped between two signers: both refuse the package; a third
/// signer, whose own commitment is intact, signs it, and its share is blamed
/// under the honest package (and the two honest shares under the swapped
/// one). A signer whose hiding and binding commitments are swapped refuses.
pub fn coordinator_swapped_commitments_are_caught<C: Ciphersuite>() {
    let (one, two, three) = (id::<C>(1), id::<C>(2), id::<C>(3));
    let swap = |commitments: &BTreeMap<_, SigningCommitments<C>>| {
        let mut swapped = commitments.clone();
        swapped.insert(one, commitments[&two]);
        swapped.insert(two, commitments[&one]);
        SigningPackage::new(swapped, MESSAGE).expect("package")
    };

    let mut session = Session::<C>::new(5, 3, &[1, 2, 3], 1600);
    let swapped = swap(&session.commitments);
    assert_eq!(
        session.sign(&swapped, &one),
        Err(Error::IncorrectCommitment { identifier: one })
    );
    assert_eq!(
        session.sign(&swapped, &two),
        Err(Error::IncorrectCommitment { identifier: two })
    );

    let mut session = Session::<C>::new(5, 3, &[1, 2, 3], 1610);
    let swapped = swap(&session.commitments);
    let mut shares = Shares::<C>::new();
    shares.insert(
        three,
        session.sign(&swapped, &three).expect("signer 3 signs"),
    );
    shares.extend(session.sign_remaining());
    assert_eq!(
        aggregate(&session.package, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![three]
        })
    );
    assert_eq!(
        aggregate(&swapped, &shares, &session.public),
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![one, two]
        })
    );

    let mut session = Session::<C>::new(5, 3, &[1, 2, 3], 1620);
    let mut reversed = session.commitments.clone();
    let own = session.commitments[&one];
    reversed.insert(
        one,
        SigningCommitments::new(own.binding(), own.hiding()).expect("commitments"),
    );
    let reversed = SigningPackage::new(reversed, MESSAGE).expect("package");
    assert_eq!(
        session.sign(&reversed, &one),
        Err(Error::IncorrectCommitment { identifier: one })
    );
}

/// A coordinator that replays a package (same commitments, new message) to
/// get a second share over the same nonces gets nothing: the nonces were
/// consumed by the first [`round2::sign`], and fresh ones do not match the
/// replayed commitments.
pub fn coordinator_replayed_package_is_refused<C: Ciphersuite>() {
    let mut session = Session::<C>::new(3, 2, &[1, 2], 1700);
    let shares = session.sign_remaining();
    aggregate(&session.package, &shares, &session.public).expect("first signature");
    let replay =
        SigningPackage::new(session.commitments.clone(), b"second message").expect("package");
    let mut rng = test_rng(1799);
    for signer in list::<C>(&[1, 2]) {
        let key_package = &session.key_packages[&signer];
        let (fresh, _) = round1::commit(key_package.signing_share(), &mut rng);
        assert_eq!(
            round2::sign(&replay, fresh, key_package),
            Err(Error::IncorrectCommitment { identifier: signer })
        );
    }
}

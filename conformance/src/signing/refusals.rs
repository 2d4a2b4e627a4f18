//! Generic tests of what a signer, a coordinator and a dealer refuse: a
//! package without or with an altered own commitment, too few or unexpected
//! signers and shares, unknown participants, invalid dealer parameters,
//! duplicate and zero identifiers.

use alloc::collections::BTreeMap;

use ff::Field;

use crate::test_rng;
use frost_core::keys::SigningShare;
use frost_core::round1;
use frost_core::round2::{self, SignatureShare};
use frost_core::{Ciphersuite, Error, Identifier, Scalar, SigningPackage, aggregate};
use frost_keygen::IdentifierList;

use super::support::*;

/// A signer refuses a package without its own commitment.
pub fn missing_own_commitment_is_refused<C: Ciphersuite>() {
    let (key_packages, _) = dealer::<C>(3, 2, 41);
    let ids = [id::<C>(1), id::<C>(2), id::<C>(3)];
    let (mut nonces, mut commitments) = round_one(&key_packages, &ids, 42);
    commitments.remove(&id::<C>(3));
    let package = SigningPackage::new(commitments, b"msg").expect("package");
    assert_eq!(
        round2::sign(
            &package,
            nonces.remove(&id::<C>(3)).expect("nonces"),
            &key_packages[&id::<C>(3)]
        ),
        Err(Error::MissingCommitment {
            identifier: id::<C>(3)
        })
    );
}

/// A signer refuses a package whose commitment for it differs from its
/// nonces' own: replaced by fresh ones, or swapped with another signer's.
pub fn altered_own_commitment_is_refused<C: Ciphersuite>() {
    let (key_packages, _) = dealer::<C>(3, 2, 51);
    let ids = [id::<C>(1), id::<C>(2)];
    let (mut nonces, commitments) = round_one(&key_packages, &ids, 52);

    let mut replaced = commitments.clone();
    let (_, fresh) = round1::commit(key_packages[&id::<C>(1)].signing_share(), &mut test_rng(53));
    replaced.insert(id::<C>(1), fresh);
    let package = SigningPackage::new(replaced, b"msg").expect("package");
    let n1 = nonces.remove(&id::<C>(1)).expect("nonces");
    assert_eq!(
        round2::sign(&package, n1, &key_packages[&id::<C>(1)]),
        Err(Error::IncorrectCommitment {
            identifier: id::<C>(1)
        })
    );

    let mut swapped = commitments.clone();
    swapped.insert(id::<C>(1), commitments[&id::<C>(2)]);
    swapped.insert(id::<C>(2), commitments[&id::<C>(1)]);
    let package = SigningPackage::new(swapped, b"msg").expect("package");
    let n2 = nonces.remove(&id::<C>(2)).expect("nonces");
    assert_eq!(
        round2::sign(&package, n2, &key_packages[&id::<C>(2)]),
        Err(Error::IncorrectCommitment {
            identifier: id::<C>(2)
        })
    );
}

/// Fewer signers than the threshold: refused by package, signer and aggregator.
pub fn too_few_signers_are_refused<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 61);
    let ids = [id::<C>(1), id::<C>(2)];
    let (mut nonces, commitments) = round_one(&key_packages, &ids, 62);

    let mut single = commitments.clone();
    single.remove(&id::<C>(2));
    assert_eq!(
        SigningPackage::new(single, b"msg"),
        Err(Error::TooFewSigners {
            min_signers: 2,
            signers: 1
        })
    );

    let package = SigningPackage::new(commitments, b"msg").expect("package");
    let too_few = Error::TooFewSigners {
        min_signers: 3,
        signers: 2,
    };
    let n1 = nonces.remove(&id::<C>(1)).expect("nonces");
    assert_eq!(
        round2::sign(&package, n1, &key_packages[&id::<C>(1)]),
        Err(too_few.clone())
    );
    let shares: BTreeMap<_, _> = ids
        .iter()
        .map(|i| (*i, SignatureShare::new(Scalar::<C>::ONE)))
        .collect();
    assert_eq!(aggregate(&package, &shares, &public), Err(too_few));
}

/// Aggregation refuses missing shares and shares from non-signers, naming them.
pub fn missing_and_unexpected_shares_are_refused<C: Ciphersuite>() {
    let s = session::<C>(5, 3, &[1, 2, 3, 4], 71);

    let mut missing = s.shares.clone();
    missing.remove(&id::<C>(2));
    missing.remove(&id::<C>(4));
    assert_eq!(
        aggregate(&s.package, &missing, &s.public),
        Err(Error::MissingSignatureShares {
            identifiers: alloc::vec![id::<C>(2), id::<C>(4)]
        })
    );

    let mut extra = s.shares.clone();
    extra.insert(id::<C>(5), s.shares[&id::<C>(1)]);
    assert_eq!(
        aggregate(&s.package, &extra, &s.public),
        Err(Error::UnexpectedSignatureShares {
            identifiers: alloc::vec![id::<C>(5)]
        })
    );
}

/// A signer outside the group (no verifying share) is named.
pub fn unknown_participant_is_refused<C: Ciphersuite>() {
    let s = session::<C>(3, 2, &[1, 2], 81);
    let stranger = id::<C>(9);
    let mut commitments = s.package.signing_commitments().clone();
    let (_, c) = round1::commit(&SigningShare::<C>::new(Scalar::<C>::ONE), &mut test_rng(82));
    commitments.insert(stranger, c);
    let package = SigningPackage::new(commitments, s.package.message()).expect("package");
    let mut shares = s.shares.clone();
    shares.insert(stranger, SignatureShare::new(Scalar::<C>::ONE));
    assert_eq!(
        aggregate(&package, &shares, &s.public),
        Err(Error::UnknownParticipant {
            identifier: stranger
        })
    );
}

/// `2 <= min_signers <= max_signers` and the identifier count are enforced.
pub fn invalid_dealer_parameters_are_refused<C: Ciphersuite>() {
    let mut rng = test_rng(91);
    let dealt = |max, min, list: IdentifierList<'_, C>, rng: &mut _| {
        frost_keygen::generate_with_dealer::<C, _>(max, min, list, rng).map(|_| ())
    };
    assert_eq!(
        dealt(3, 1, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        dealt(3, 0, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        dealt(3, 4, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        dealt(1, 1, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMaxSigners)
    );
    assert_eq!(
        dealt(0, 0, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMaxSigners)
    );
    let ids = [id::<C>(1), id::<C>(2)];
    assert_eq!(
        dealt(3, 2, IdentifierList::Custom(&ids), &mut rng),
        Err(Error::IncorrectNumberOfIdentifiers)
    );
    assert!(dealt(2, 2, IdentifierList::Custom(&ids), &mut rng).is_ok());
}

/// Repeated identifiers are refused wherever identifiers must be distinct.
pub fn duplicate_identifiers_are_refused<C: Ciphersuite>() {
    let ids = [id::<C>(1), id::<C>(7), id::<C>(1)];
    assert_eq!(
        frost_keygen::generate_with_dealer::<C, _>(
            3,
            2,
            IdentifierList::Custom(&ids),
            &mut test_rng(101)
        )
        .map(|_| ()),
        Err(Error::DuplicatedIdentifier {
            identifier: id::<C>(1)
        })
    );
    let (key_packages, _) = dealer::<C>(3, 2, 102);
    let twice = [
        key_packages[&id::<C>(1)].clone(),
        key_packages[&id::<C>(1)].clone(),
    ];
    assert_eq!(
        frost_keygen::reconstruct(&twice).map(|_| ()),
        Err(Error::DuplicatedIdentifier {
            identifier: id::<C>(1)
        })
    );
}

/// Zero is never an identifier, however it arrives.
pub fn zero_identifier_is_refused<C: Ciphersuite>() {
    assert_eq!(
        Identifier::<C>::try_from(0),
        Err(Error::InvalidZeroIdentifier)
    );
    assert_eq!(
        Identifier::<C>::new(Scalar::<C>::ZERO),
        Err(Error::InvalidZeroIdentifier)
    );
    let zero = frost_core::serialize_scalar::<C>(&Scalar::<C>::ZERO);
    assert_eq!(
        Identifier::<C>::from_bytes(zero.as_ref()),
        Err(Error::InvalidZeroIdentifier)
    );
}

//! Public types that would be meaningless when empty or inconsistent cannot
//! be built that way: their fields are private and their constructors check.
//! (Zero identifiers and keys, identity elements and one-signer packages are
//! covered by the tests of [`signing`](frost_conformance::signing).)

use alloc::collections::BTreeMap;

use ff::Field;

use super::support::id;
use frost_core::Arithmetic;
use frost_core::keys::{
    KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::{Ciphersuite, Element, Error, Scalar, VerifyingKey};
use frost_keygen::refresh::RefreshCommitment;

fn element<C: Ciphersuite>(k: u64) -> Element<C> {
    C::Arithmetic::mul_base(&Scalar::<C>::from(k))
}

/// Commitments too short for a threshold, public key packages whose
/// threshold the participants cannot reach, and key packages whose verifying
/// share is not the image of their signing share are all refused.
pub fn inconsistent_values_cannot_be_built<C: Ciphersuite>() {
    let length = Error::IncorrectCommitmentLength { identifier: None };
    assert_eq!(
        VerifiableSecretSharingCommitment::<C>::new(alloc::vec![]),
        Err(length.clone())
    );
    assert_eq!(
        VerifiableSecretSharingCommitment::<C>::new(alloc::vec![element::<C>(1)]),
        Err(length.clone())
    );
    assert_eq!(
        VerifiableSecretSharingCommitment::<C>::from_bytes(&[]),
        Err(length.clone())
    );
    assert_eq!(
        RefreshCommitment::<C>::new(alloc::vec![]).map(|_| ()),
        Err(length)
    );

    let key = VerifyingKey::<C>::new(element::<C>(7)).expect("key");
    let share = |k: u64| VerifyingShare::<C>::new(element::<C>(k)).expect("share");
    assert_eq!(
        PublicKeyPackage::<C>::new(BTreeMap::new(), key, 2),
        Err(Error::InvalidMinSigners)
    );
    let two = BTreeMap::from([(id::<C>(1), share(18)), (id::<C>(2), share(29))]);
    assert_eq!(
        PublicKeyPackage::<C>::new(two.clone(), key, 3),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        PublicKeyPackage::<C>::new(two.clone(), key, 1),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        PublicKeyPackage::<C>::new(two.clone(), key, 0),
        Err(Error::InvalidMinSigners)
    );
    assert!(PublicKeyPackage::<C>::new(two, key, 2).is_ok());

    let signing_share = || SigningShare::<C>::new(Scalar::<C>::from(29));
    assert_eq!(
        KeyPackage::<C>::new(id::<C>(2), signing_share(), share(30), key, 2).map(|_| ()),
        Err(Error::InvalidSecretShare {
            identifier: Some(id::<C>(2))
        })
    );
    assert_eq!(
        KeyPackage::<C>::new(id::<C>(2), signing_share(), share(29), key, 1).map(|_| ()),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        KeyPackage::<C>::new(
            id::<C>(2),
            SigningShare::new(Scalar::<C>::ZERO),
            share(29),
            key,
            2
        )
        .map(|_| ()),
        Err(Error::IdentityElement)
    );
    assert!(KeyPackage::<C>::new(id::<C>(2), signing_share(), share(29), key, 2).is_ok());
}

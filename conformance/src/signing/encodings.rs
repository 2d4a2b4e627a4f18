//! Generic tests of identifiers and encodings: identifier ordering and
//! derivation, non-canonical scalars, strict element decoding, round trips of
//! every raw encoding, identity commitments.

use alloc::format;
use alloc::vec::Vec;

use ff::Field;
use group::Group;

use crate::test_rng;
use frost_core::Arithmetic;
use frost_core::keys::{self, KeyPackage, SigningShare};
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{
    Ciphersuite, Element, Error, Identifier, Scalar, Signature, SigningKey, VerifyingKey, aggregate,
};
use frost_keygen::IdentifierList;

use super::support::*;

/// Identifiers order by integer value, round-trip, and can be derived from
/// names; derived identifiers work for keygen and signing.
pub fn identifier_ordering_and_derivation<C: Ciphersuite>() {
    let values = [1u16, 2, 255, 256, 257, 1000, 65535];
    let ids: Vec<_> = values.iter().map(|v| id::<C>(*v)).collect();
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(sorted, ids, "ordered as integers");
    for i in &ids {
        assert_eq!(
            Identifier::<C>::from_bytes(i.to_bytes().as_ref()).as_ref(),
            Ok(i)
        );
    }
    assert_eq!(format!("{:?}", id::<C>(258)), "Identifier(258)");

    let alice = Identifier::<C>::derive(b"alice").expect("derive");
    assert_eq!(Identifier::<C>::derive(b"alice").expect("derive"), alice);
    let bob = Identifier::<C>::derive(b"bob").expect("derive");
    let carol = Identifier::<C>::derive(b"carol").expect("derive");
    assert_ne!(alice, bob);
    let named = [alice, bob, carol];
    let mut rng = test_rng(111);
    let (shares, public) =
        frost_keygen::generate_with_dealer::<C, _>(3, 2, IdentifierList::Custom(&named), &mut rng)
            .expect("dealer");
    let key_packages: KeyPackages<C> = shares
        .into_iter()
        .map(|(i, s)| (i, KeyPackage::try_from(s).expect("verifies")))
        .collect();
    let signature =
        sign_with(&key_packages, &public, &[carol, alice], b"named", 112).expect("aggregate");
    public
        .verifying_key()
        .verify(b"named", &signature)
        .expect("verifies");
}

/// Scalars at or above the group order, or of the wrong length, are refused
/// by every scalar decoder.
pub fn non_canonical_scalars_are_refused<C: Ciphersuite>() {
    let ns = scalar_len::<C>();
    let mut candidates = alloc::vec![
        order_bytes::<C>(),
        alloc::vec![0xff; ns],
        alloc::vec![0; ns - 1],
        alloc::vec![0; ns + 1]
    ];
    candidates.push(Vec::new());
    for bytes in &candidates {
        assert_eq!(
            C::deserialize_scalar(bytes),
            Err(frost_core::EncodingError::MalformedScalar)
        );
        assert_eq!(
            SignatureShare::<C>::from_bytes(bytes),
            Err(Error::MalformedScalar)
        );
        assert_eq!(
            SigningShare::<C>::from_bytes(bytes).map(|_| ()),
            Err(Error::MalformedScalar)
        );
        assert_eq!(
            Identifier::<C>::from_bytes(bytes),
            Err(Error::MalformedScalar)
        );
        assert_eq!(
            SigningKey::<C>::from_bytes(bytes).map(|_| ()),
            Err(Error::MalformedSigningKey)
        );
    }
    // The largest scalar, p - 1, is canonical.
    let max = frost_core::serialize_scalar::<C>(&-Scalar::<C>::ONE);
    assert!(C::deserialize_scalar(max.as_ref()).is_ok());

    // A signature whose z is p is refused.
    let signature = SigningKey::<C>::new(&mut test_rng(121)).sign(&mut test_rng(122), b"m");
    let mut bytes = signature.to_bytes();
    let nr = signature_r_len::<C>();
    bytes[nr..].copy_from_slice(&order_bytes::<C>());
    assert_eq!(
        Signature::<C>::from_bytes(&bytes),
        Err(Error::MalformedScalar)
    );
}

/// Element decoders accept exactly canonical, non-identity encodings; the
/// identity cannot even be wrapped.
pub fn element_encodings_are_strict<C: Ciphersuite>() {
    let ne = element_len::<C>();
    let valid = SigningKey::<C>::new(&mut test_rng(131))
        .verifying_key()
        .to_bytes();
    assert!(VerifyingKey::<C>::from_bytes(&valid).is_ok());
    for bytes in [
        alloc::vec![0xff; ne],
        valid[..ne - 1].to_vec(),
        [valid.as_slice(), &[0]].concat(),
        Vec::new(),
    ] {
        assert!(
            matches!(
                VerifyingKey::<C>::from_bytes(&bytes),
                Err(Error::MalformedElement | Error::IdentityElement)
            ),
            "refused: {bytes:02x?}"
        );
        assert!(keys::VerifyingShare::<C>::from_bytes(&bytes).is_err());
        assert!(
            SigningCommitments::<C>::from_bytes(&[bytes.as_slice(), valid.as_slice()].concat())
                .is_err()
        );
        assert!(SigningCommitments::<C>::from_element_bytes(&bytes, &valid).is_err());
        assert!(SigningCommitments::<C>::from_element_bytes(&valid, &bytes).is_err());
    }
    let identity = Element::<C>::identity();
    assert_eq!(
        VerifyingKey::<C>::new(identity),
        Err(Error::IdentityElement)
    );
    assert_eq!(
        keys::VerifyingShare::<C>::new(identity).map(|_| ()),
        Err(Error::IdentityElement)
    );
    assert!(matches!(
        C::serialize_element(&identity),
        Err(frost_core::EncodingError::IdentityElement)
    ));

    let signature = SigningKey::<C>::new(&mut test_rng(132)).sign(&mut test_rng(133), b"m");
    let bytes = signature.to_bytes();
    assert_eq!(
        Signature::<C>::from_bytes(&bytes[1..]),
        Err(Error::InvalidLength)
    );
    assert_eq!(
        Signature::<C>::from_bytes(&[bytes.as_slice(), &[0]].concat()),
        Err(Error::InvalidLength)
    );
    let mut bad_r = bytes.clone();
    bad_r[..signature_r_len::<C>()].fill(0xff);
    assert!(Signature::<C>::from_bytes(&bad_r).is_err());
}

/// Every public and secret value round-trips through its raw encoding.
pub fn encodings_round_trip<C: Ciphersuite>() {
    let s = session::<C>(5, 3, &[2, 3, 5], 141);
    let key = s.public.verifying_key();
    assert_eq!(
        VerifyingKey::<C>::from_bytes(key.to_bytes().as_ref()).as_ref(),
        Ok(key)
    );
    for (i, share) in s.public.verifying_shares() {
        assert_eq!(
            keys::VerifyingShare::<C>::from_bytes(share.to_bytes().as_ref()).as_ref(),
            Ok(share)
        );
        let package = &s.key_packages[i];
        let signing = SigningShare::<C>::from_bytes(package.signing_share().to_bytes().as_ref())
            .expect("decodes");
        assert_eq!(&signing, package.signing_share());
    }
    for (i, share) in &s.shares {
        assert_eq!(
            SignatureShare::<C>::from_bytes(share.to_bytes().as_ref()).as_ref(),
            Ok(share)
        );
        let c = s.package.signing_commitment(i).expect("signer");
        let bytes = c.to_bytes();
        assert_eq!(bytes.len(), 2 * element_len::<C>());
        assert_eq!(SigningCommitments::<C>::from_bytes(&bytes).as_ref(), Ok(c));
        assert_eq!([c.hiding_bytes(), c.binding_bytes()].concat(), bytes);
        assert_eq!(
            SigningCommitments::<C>::from_element_bytes(&c.hiding_bytes(), &c.binding_bytes())
                .as_ref(),
            Ok(c)
        );
    }
    let signature = aggregate(&s.package, &s.shares, &s.public).expect("aggregate");
    assert_eq!(
        Signature::<C>::from_bytes(&signature.to_bytes()),
        Ok(signature)
    );

    let (shares, _) = frost_keygen::generate_with_dealer::<C, _>(
        3,
        2,
        IdentifierList::Default,
        &mut test_rng(142),
    )
    .expect("dealer");
    let commitment = shares[&id::<C>(1)].commitment();
    let bytes = commitment.to_bytes();
    assert_eq!(bytes.len(), 2 * element_len::<C>());
    assert_eq!(
        keys::VerifiableSecretSharingCommitment::<C>::from_bytes(&bytes).as_ref(),
        Ok(commitment)
    );
    assert!(
        keys::VerifiableSecretSharingCommitment::<C>::from_bytes(&bytes[..element_len::<C>()])
            .is_err()
    );

    let key = SigningKey::<C>::new(&mut test_rng(143));
    assert_eq!(
        SigningKey::<C>::from_bytes(key.to_bytes().as_ref()).as_ref(),
        Ok(&key)
    );
}

/// Commitments that are the identity cannot be built, so a package cannot
/// carry them.
pub fn identity_commitments_are_refused<C: Ciphersuite>() {
    let g = C::Arithmetic::mul_base(&Scalar::<C>::ONE);
    let identity = Element::<C>::identity();
    assert_eq!(
        SigningCommitments::<C>::new(identity, g),
        Err(Error::IdentityElement)
    );
    assert_eq!(
        SigningCommitments::<C>::new(g, identity),
        Err(Error::IdentityElement)
    );
    assert!(SigningCommitments::<C>::new(g, g + g).is_ok());
}

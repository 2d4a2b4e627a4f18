//! Generic tests of key material and verification: tampered secret shares,
//! reconstruction, single-party signing, batch verification, redacted
//! secrets, signature shares checked as they arrive.

use alloc::format;
use alloc::vec::Vec;

use ff::Field;

use crate::test_rng;
use frost_core::keys::{KeyPackage, SigningShare};
use frost_core::round1;
use frost_core::round2;
use frost_core::{
    BatchItem, Ciphersuite, Error, Scalar, Signature, SigningKey, VerifyingKey, verify_batch,
};
use frost_keygen::{IdentifierList, SecretShare};

use super::support::*;

/// A share that does not match the dealer's commitment is refused, naming
/// its participant.
pub fn tampered_secret_share_is_refused<C: Ciphersuite>() {
    let mut rng = test_rng(151);
    let (shares, _) =
        frost_keygen::generate_with_dealer::<C, _>(3, 2, IdentifierList::Default, &mut rng)
            .expect("dealer");
    let (other_shares, _) =
        frost_keygen::generate_with_dealer::<C, _>(3, 2, IdentifierList::Default, &mut rng)
            .expect("dealer");
    let original = &shares[&id::<C>(2)];
    let tampered = SecretShare::new(
        id::<C>(2),
        SigningShare::new(original.signing_share().to_scalar() + Scalar::<C>::ONE),
        original.commitment().clone(),
    );
    let expected = Err(Error::InvalidSecretShare {
        identifier: Some(id::<C>(2)),
    });
    assert_eq!(tampered.verify().map(|_| ()), expected.clone());
    assert_eq!(KeyPackage::try_from(tampered).map(|_| ()), expected.clone());
    // The dealer made the share: its holder, who found the fault, is blamed
    // for nothing.
    assert!(expected.clone().expect_err("invalid").culprits().is_empty());

    let foreign = SecretShare::new(
        id::<C>(2),
        original.signing_share().clone(),
        other_shares[&id::<C>(2)].commitment().clone(),
    );
    assert_eq!(KeyPackage::try_from(foreign).map(|_| ()), expected);

    let relabelled = SecretShare::new(
        id::<C>(3),
        original.signing_share().clone(),
        original.commitment().clone(),
    );
    assert_eq!(
        KeyPackage::try_from(relabelled).map(|_| ()),
        Err(Error::InvalidSecretShare {
            identifier: Some(id::<C>(3))
        })
    );
}

/// Any `min_signers` key packages give back the split key; fewer do not.
/// (A suite that admits only one of `Y` and `-Y` as a group key splits the
/// negated key when `key * G` is the other one.)
pub fn reconstruct_recovers_the_key<C: Ciphersuite>() {
    let mut rng = test_rng(161);
    let drawn = SigningKey::<C>::new(&mut rng);
    let (shares, public) =
        frost_keygen::split(&drawn, 5, 3, IdentifierList::Default, &mut rng).expect("split");
    let key = if frost_core::signature_scheme::is_normalized_key(&drawn.verifying_key()) {
        drawn
    } else {
        SigningKey::from_scalar(-drawn.to_scalar()).expect("non-zero")
    };
    assert_eq!(public.verifying_key(), &key.verifying_key());
    let packages: Vec<KeyPackage<C>> = shares
        .into_values()
        .map(|s| KeyPackage::try_from(s).expect("verifies"))
        .collect();
    for subset in [[0usize, 1, 2], [0, 2, 4], [1, 3, 4], [2, 3, 4]] {
        let chosen: Vec<_> = subset.iter().map(|i| packages[*i].clone()).collect();
        assert_eq!(frost_keygen::reconstruct(&chosen).as_ref(), Ok(&key));
    }
    assert_eq!(
        frost_keygen::reconstruct(&packages[..2]).map(|_| ()),
        Err(Error::TooFewSigners {
            min_signers: 3,
            signers: 2
        })
    );
    assert_eq!(
        frost_keygen::reconstruct(&packages).as_ref(),
        Ok(&key),
        "more than the threshold works too"
    );
}

/// The single-party key of RFC 9591, Appendix B signs and verifies, and FROST
/// signatures are indistinguishable in form from its signatures.
pub fn single_party_signing_key<C: Ciphersuite>() {
    let mut rng = test_rng(171);
    let key = SigningKey::<C>::new(&mut rng);
    let signature = key.sign(&mut rng, b"single");
    key.verifying_key()
        .verify(b"single", &signature)
        .expect("verifies");
    assert_eq!(
        key.verifying_key().verify(b"double", &signature),
        Err(Error::InvalidSignature)
    );
    assert_eq!(
        SigningKey::<C>::from_scalar(Scalar::<C>::ZERO).map(|_| ()),
        Err(Error::MalformedSigningKey)
    );
    let zero = frost_core::serialize_scalar::<C>(&Scalar::<C>::ZERO);
    assert_eq!(
        SigningKey::<C>::from_bytes(zero.as_ref()).map(|_| ()),
        Err(Error::MalformedSigningKey)
    );
}

/// Batches of valid signatures pass; invalid ones are all reported.
pub fn batch_verification<C: Ciphersuite>() {
    let mut rng = test_rng(181);
    let keys: Vec<SigningKey<C>> = (0..6).map(|_| SigningKey::new(&mut rng)).collect();
    let verifying_keys: Vec<VerifyingKey<C>> = keys.iter().map(SigningKey::verifying_key).collect();
    let messages: Vec<Vec<u8>> = (0..12u8).map(|i| alloc::vec![i; usize::from(i)]).collect();
    let mut signatures: Vec<Signature<C>> = messages
        .iter()
        .enumerate()
        .map(|(i, m)| keys[i % keys.len()].sign(&mut rng, m))
        .collect();
    // Add a threshold signature to the batch.
    let (key_packages, public) = dealer::<C>(3, 2, 182);
    let threshold = sign_with(
        &key_packages,
        &public,
        &[id::<C>(1), id::<C>(2)],
        b"group",
        183,
    )
    .expect("aggregate");

    fn items<'a, C: Ciphersuite>(
        signatures: &'a [Signature<C>],
        messages: &'a [Vec<u8>],
        verifying_keys: &'a [VerifyingKey<C>],
        group: (&'a VerifyingKey<C>, &'a Signature<C>),
    ) -> Vec<BatchItem<'a, C>> {
        let mut items: Vec<BatchItem<'a, C>> = signatures
            .iter()
            .zip(messages)
            .enumerate()
            .map(|(i, (signature, message))| BatchItem {
                verifying_key: &verifying_keys[i % verifying_keys.len()],
                message,
                signature,
            })
            .collect();
        items.push(BatchItem {
            verifying_key: group.0,
            message: b"group",
            signature: group.1,
        });
        items
    }
    let group = (public.verifying_key(), &threshold);
    assert_eq!(
        verify_batch(
            &items(&signatures, &messages, &verifying_keys, group),
            &mut rng
        ),
        Ok(())
    );
    assert_eq!(verify_batch::<C, _>(&[], &mut rng), Ok(()));

    signatures.swap(3, 8);
    signatures[10] = keys[0].sign(&mut rng, b"something else");
    assert_eq!(
        verify_batch(
            &items(&signatures, &messages, &verifying_keys, group),
            &mut rng
        ),
        Err(alloc::vec![3, 8, 10])
    );
}

/// `Debug` of secret-bearing types shows no secret bytes.
pub fn secrets_are_redacted<C: Ciphersuite>() {
    let mut rng = test_rng(191);
    let key = SigningKey::<C>::new(&mut rng);
    let (shares, _) =
        frost_keygen::split(&key, 3, 2, IdentifierList::Default, &mut rng).expect("split");
    let share = shares[&id::<C>(1)].clone();
    let secret_hex = |bytes: &[u8]| {
        bytes
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<alloc::string::String>()
    };
    let share_hex = secret_hex(share.signing_share().to_bytes().as_ref());
    let key_hex = secret_hex(key.to_bytes().as_ref());
    let package = KeyPackage::try_from(share.clone()).expect("verifies");
    let (nonces, _) = round1::commit(package.signing_share(), &mut rng);
    for text in [
        format!("{key:?}"),
        format!("{share:?}"),
        format!("{package:?}"),
        format!("{:?}", package.signing_share()),
        format!("{nonces:?}"),
    ] {
        assert!(text.contains("redacted"), "{text}");
        assert!(!text.contains(&share_hex), "share leaked: {text}");
        assert!(!text.contains(&key_hex), "key leaked: {text}");
    }
}

/// A coordinator can check each share as it arrives (RFC 9591, Section 5.4).
pub fn signature_share_verification_as_shares_arrive<C: Ciphersuite>() {
    let s = session::<C>(5, 3, &[1, 3, 4], 201);
    for (i, share) in &s.shares {
        let verifying_share = &s.public.verifying_shares()[i];
        round2::verify_signature_share(
            i,
            verifying_share,
            share,
            &s.package,
            s.public.verifying_key(),
        )
        .expect("honest share");
        assert_eq!(
            round2::verify_signature_share(
                i,
                verifying_share,
                &corrupt(share),
                &s.package,
                s.public.verifying_key()
            ),
            Err(Error::InvalidSignatureShare {
                culprits: alloc::vec![*i]
            })
        );
    }
    // A share checked under another signer's identity fails.
    let (one, three) = (id::<C>(1), id::<C>(3));
    assert!(
        round2::verify_signature_share(
            &three,
            &s.public.verifying_shares()[&three],
            &s.shares[&one],
            &s.package,
            s.public.verifying_key()
        )
        .is_err()
    );
    // A non-signer cannot be checked.
    let five = id::<C>(5);
    assert!(
        round2::verify_signature_share(
            &five,
            &s.public.verifying_shares()[&five],
            &s.shares[&one],
            &s.package,
            s.public.verifying_key()
        )
        .is_err()
    );
}

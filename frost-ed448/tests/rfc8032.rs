//! FROST(Ed448, SHAKE256) signatures are RFC 8032 Ed448 signatures with an
//! empty context (RFC 9591, Section 6.3), checked in both directions:
//!
//! - signatures made by FROST and by the single-party `SigningKey` verify under
//!   ed448-goldilocks' RFC 8032 verifier, which builds the challenge hash,
//!   decodes the signature and checks the equation with its own code, not with
//!   this crate's ciphersuite or the FROST engine;
//! - the RFC 8032, Section 7.4 test signatures verify under this crate's
//!   verifier, and one made with a non-empty context does not.

use std::collections::BTreeMap;

use ed448_goldilocks::signature::Verifier;
use frost_conformance::{hex, test_rng};
use frost_core::rand_core::{CryptoRng, Rng};
use frost_ed448 as frost;

/// Verifies with ed448-goldilocks' RFC 8032 implementation.
fn rfc8032_verify(
    verifying_key: &frost::VerifyingKey,
    message: &[u8],
    signature: &frost::Signature,
) -> bool {
    let key_bytes: [u8; 57] = verifying_key.to_bytes().try_into().expect("57 bytes");
    let key = ed448_goldilocks::VerifyingKey::from_bytes(&key_bytes)
        .expect("group key is a valid Ed448 public key");
    let signature =
        ed448_goldilocks::Signature::try_from(signature.to_bytes().as_slice()).expect("114 bytes");
    key.verify(message, &signature).is_ok()
}

/// A fresh trusted-dealer key, and the signature of the first `signers` of its
/// holders on `message`.
fn frost_sign<R: CryptoRng + ?Sized>(
    max_signers: u16,
    min_signers: u16,
    signers: usize,
    message: &[u8],
    rng: &mut R,
) -> (frost::VerifyingKey, frost::Signature) {
    let (shares, public_key_package) = frost::keys::generate_with_dealer(
        max_signers,
        min_signers,
        frost::keys::IdentifierList::Default,
        rng,
    )
    .expect("dealer");
    let key_packages: BTreeMap<_, _> = shares
        .into_iter()
        .map(|(id, share)| {
            (
                id,
                frost::keys::KeyPackage::try_from(share).expect("share verifies"),
            )
        })
        .collect();
    let mut nonces = BTreeMap::new();
    let mut commitments = BTreeMap::new();
    for (id, key_package) in key_packages.iter().take(signers) {
        let (n, c) = frost::round1::commit(key_package.signing_share(), rng);
        nonces.insert(*id, n);
        commitments.insert(*id, c);
    }
    let signing_package =
        frost::SigningPackage::new(commitments, message).expect("signing package");
    let signature_shares: BTreeMap<_, _> = nonces
        .into_iter()
        .map(|(id, n)| {
            (
                id,
                frost::round2::sign(&signing_package, n, &key_packages[&id]).expect("sign"),
            )
        })
        .collect();
    let signature = frost::aggregate(&signing_package, &signature_shares, &public_key_package)
        .expect("aggregate");
    (*public_key_package.verifying_key(), signature)
}

fn random_message<R: Rng + ?Sized>(rng: &mut R) -> Vec<u8> {
    let mut message = vec![0u8; (rng.next_u32() % 200) as usize];
    rng.fill_bytes(&mut message);
    message
}

#[test]
fn frost_signatures_verify_under_rfc8032() {
    let mut rng = test_rng(8032);
    for (max_signers, min_signers, signers) in [(3, 2, 2), (3, 2, 3), (5, 3, 3), (5, 3, 5)] {
        for _ in 0..4 {
            let message = random_message(&mut rng);
            let (verifying_key, signature) =
                frost_sign(max_signers, min_signers, signers, &message, &mut rng);
            verifying_key
                .verify(&message, &signature)
                .expect("FROST verifier accepts");
            assert!(
                rfc8032_verify(&verifying_key, &message, &signature),
                "{signers} of {min_signers}-of-{max_signers}"
            );

            let mut other = message.clone();
            other.push(0);
            assert!(!rfc8032_verify(&verifying_key, &other, &signature));
            let mut tampered = signature.to_bytes();
            tampered[60] ^= 1;
            if let Ok(tampered) = frost::Signature::from_bytes(&tampered) {
                assert!(!rfc8032_verify(&verifying_key, &message, &tampered));
            }
        }
    }
}

#[test]
fn single_party_signatures_verify_under_rfc8032() {
    let mut rng = test_rng(8033);
    for _ in 0..4 {
        let key = frost::SigningKey::new(&mut rng);
        let message = random_message(&mut rng);
        let signature = key.sign(&mut rng, &message);
        assert!(rfc8032_verify(&key.verifying_key(), &message, &signature));
    }
}

/// RFC 8032, Section 7.4: public key, message and signature.
const RFC8032_EMPTY_CONTEXT: [(&str, &str, &str); 2] = [
    (
        // -----blank
        "5fd7449b59b461fd2ce787ec616ad46a1da1342485a70e1f8a0ea75d80e96778edf124769b46c7061bd6783df1e50f6cd1fa1abeafe8256180",
        "",
        concat!(
            "533a37f6bbe457251f023c0d88f976ae2dfb504a843e34d2074fd823d41a591f2b233f034f628281f2fd7a22ddd47d7828c59bd0a21bfd3980",
            "ff0d2028d4b18a9df63e006c5d1c2d345b925d8dc00b4104852db99ac5c7cdda8530a113a0f4dbb61149f05a7363268c71d95808ff2e652600",
        ),
    ),
    (
        // -----1 octet
        "43ba28f430cdff456ae531545f7ecd0ac834a55d9358c0372bfa0c6c6798c0866aea01eb00742802b8438ea4cb82169c235160627b4c3a9480",
        "03",
        concat!(
            "26b8f91727bd62897af15e41eb43c377efb9c610d48f2335cb0bd0087810f4352541b143c4b981b7e18f62de8ccdf633fc1bf037ab7cd77980",
            "5e0dbcc0aae1cbcee1afb2e027df36bc04dcecbf154336c19f0af7e0a6472905e799f1953d2a0ff3348ab21aa4adafd1d234441cf807c03a00",
        ),
    ),
];

#[test]
fn rfc8032_signatures_verify() {
    for (key, message, signature) in RFC8032_EMPTY_CONTEXT {
        let key = frost::VerifyingKey::from_bytes(&hex(key)).expect("public key");
        let signature = frost::Signature::from_bytes(&hex(signature)).expect("signature");
        key.verify(&hex(message), &signature)
            .expect("RFC 8032 signature verifies");
        assert_eq!(
            key.verify(b"other", &signature),
            Err(frost::Error::InvalidSignature)
        );
    }
}

/// RFC 8032, Section 7.4, "-----1 octet (with context)": context "foo". FROST
/// fixes the context to the empty string, so this signature must not verify.
#[test]
fn rfc8032_signature_with_context_is_refused() {
    let key_bytes = hex(RFC8032_EMPTY_CONTEXT[1].0);
    let signature_bytes = hex(concat!(
        "d4f8f6131770dd46f40867d6fd5d5055de43541f8c5e35abbcd001b32a89f7d2151f7647f11d8ca2ae279fb842d607217fce6e042f6815ea00",
        "0c85741de5c8da1144a6a1aba7f96de42505d7a7298524fda538fccbbb754f578c1cad10d54d0d5428407e85dcbc98a49155c13764e66c3c00",
    ));
    let message = hex("03");

    // Valid with its context, per RFC 8032 ...
    let rfc8032_key = ed448_goldilocks::VerifyingKey::from_bytes(
        &key_bytes.clone().try_into().expect("57 bytes"),
    )
    .expect("public key");
    let rfc8032_signature =
        ed448_goldilocks::Signature::try_from(signature_bytes.as_slice()).expect("114 bytes");
    rfc8032_key
        .verify_ctx(&rfc8032_signature, b"foo", &message)
        .expect("valid with context \"foo\"");

    // ... but not a FROST(Ed448, SHAKE256) signature.
    let key = frost::VerifyingKey::from_bytes(&key_bytes).expect("public key");
    let signature = frost::Signature::from_bytes(&signature_bytes).expect("signature");
    assert_eq!(
        key.verify(&message, &signature),
        Err(frost::Error::InvalidSignature)
    );
}

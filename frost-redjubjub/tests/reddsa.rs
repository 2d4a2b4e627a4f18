//! Independent checks against `reddsa` (the Zcash Foundation's RedDSA, type
//! `sapling::SpendAuth`): every re-randomized FROST signature is a valid
//! Sapling `SpendAuthSig` under `rk`; `reddsa`'s own randomization of the
//! group key with the same `alpha` gives our `rk`; tampered signatures, a
//! wrong `alpha` and a wrong message fail; and a fixed-input run is pinned.

use std::collections::BTreeMap;

use frost_core::ff::{Field, PrimeField};
use frost_core::keys::KeyPackage;
use frost_core::testing::lifecycle::support::{ids, run_dkg};
use frost_core::testing::signing::{dealer, round_one};
use frost_core::testing::test_rng;
use frost_core::{Identifier, Scalar, SigningPackage, VerifyingKey};
use frost_redjubjub::RedJubjub as Suite;
use frost_rerandomized::{RandomizedSigningPackage, Randomizer, aggregate, round2};
use reddsa::sapling::SpendAuth as RedDsaType;

type KeyPackages = BTreeMap<Identifier<Suite>, KeyPackage<Suite>>;

/// `alpha` as the transaction builder would give it: 32 canonical bytes,
/// from a generator stream apart from the tests' key generation.
fn alpha_bytes(seed: u64) -> [u8; 32] {
    Scalar::<Suite>::random(&mut test_rng(seed ^ 0xa1fa_0000)).to_repr()
}

/// A re-randomized session under the caller's `alpha`: `rk` and the 64-byte
/// signature.
fn sign(
    key_packages: &KeyPackages,
    public: &frost_core::keys::PublicKeyPackage<Suite>,
    signers: &[Identifier<Suite>],
    message: &[u8],
    alpha: &[u8; 32],
    seed: u64,
) -> ([u8; 32], [u8; 64]) {
    let (nonces, commitments) = round_one(key_packages, signers, seed);
    let signing_package = SigningPackage::new(commitments, message).expect("package");
    let randomizer = Randomizer::from_bytes(alpha).expect("canonical alpha");
    let package = RandomizedSigningPackage::from_randomizer(
        signing_package,
        public.verifying_key(),
        randomizer,
    )
    .expect("randomized package");
    let received = RandomizedSigningPackage::deserialize(&package.serialize()).expect("decodes");
    // What each signer sees before signing: the message and `rk`.
    assert_eq!(received.signing_package().message(), message);
    let mut shares = BTreeMap::new();
    for (id, n) in nonces {
        let rk = received
            .params(key_packages[&id].verifying_key())
            .expect("rk matches the signer's group key");
        assert_eq!(
            rk.randomized_verifying_key(),
            received.randomized_verifying_key()
        );
        shares.insert(
            id,
            round2::sign(&received, n, &key_packages[&id]).expect("share"),
        );
    }
    let signature = aggregate(&package, &shares, public).expect("aggregate");
    let rk = package.randomized_verifying_key().to_bytes();
    let bytes: [u8; 64] = signature.to_bytes().try_into().expect("64-byte signature");
    (rk, bytes)
}

fn hex_of(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn reddsa_verify(rk: [u8; 32], message: &[u8], signature: [u8; 64]) -> Result<(), reddsa::Error> {
    let key = reddsa::VerificationKey::<RedDsaType>::try_from(rk)?;
    key.verify(message, &reddsa::Signature::from(signature))
}

/// `reddsa`'s randomization of `ak` by `alpha`.
fn reddsa_randomize(ak: &VerifyingKey<Suite>, alpha: &[u8; 32]) -> [u8; 32] {
    let key = reddsa::VerificationKey::<RedDsaType>::try_from(ak.to_bytes()).expect("ak decodes");
    let alpha = Option::from(jubjub::Fr::from_repr(*alpha)).expect("alpha");
    key.randomize(&alpha).into()
}

/// Dealer and DKG keys, several signer sets: every signature verifies under
/// `rk` with `reddsa`, and `reddsa`'s `rk` is ours.
#[test]
fn signatures_verify_with_reddsa_under_rk() {
    for seed in 0..6 {
        let (key_packages, public) = if seed % 2 == 0 {
            dealer::<Suite>(5, 3, seed)
        } else {
            run_dkg::<Suite>(&ids(5), 3, seed)
        };
        let signers = &ids::<Suite>(5)[(seed as usize % 3)..][..3];
        let message = format!("sighash {seed}");
        let alpha = alpha_bytes(seed);
        let (rk, signature) = sign(
            &key_packages,
            &public,
            signers,
            message.as_bytes(),
            &alpha,
            seed,
        );
        assert_eq!(reddsa_randomize(public.verifying_key(), &alpha), rk);
        reddsa_verify(rk, message.as_bytes(), signature).expect("reddsa accepts");
    }
}

/// A flipped bit anywhere in the signature, another message, or the key
/// randomized by another `alpha` (or not at all): `reddsa` refuses.
#[test]
fn reddsa_refuses_tampering_wrong_alpha_and_wrong_message() {
    let (key_packages, public) = dealer::<Suite>(3, 2, 40);
    let alpha = alpha_bytes(40);
    let message = b"sighash";
    let (rk, signature) = sign(&key_packages, &public, &ids(2), message, &alpha, 40);
    reddsa_verify(rk, message, signature).expect("reddsa accepts");
    for bit in [0, 7, 255, 256, 300, 511] {
        let mut tampered = signature;
        tampered[bit / 8] ^= 1 << (bit % 8);
        assert!(reddsa_verify(rk, message, tampered).is_err(), "bit {bit}");
    }
    assert!(reddsa_verify(rk, b"sighasH", signature).is_err());
    let other_rk = reddsa_randomize(public.verifying_key(), &alpha_bytes(41));
    assert!(reddsa_verify(other_rk, message, signature).is_err());
    assert!(reddsa_verify(public.verifying_key().to_bytes(), message, signature).is_err());
}

/// A fixed-input run: the dealer's polynomial, the signers' nonce
/// randomness, `alpha` and the message are fixed, so `ak`, `rk` and the
/// signature are pinned; `reddsa` accepts the pinned signature.
#[test]
fn known_answer() {
    let coefficients = [
        Scalar::<Suite>::from(0x0123_4567_89ab_cdef),
        Scalar::<Suite>::from(42),
    ];
    let identifiers = ids::<Suite>(3);
    let (shares, public) =
        frost_core::keys::split_with_coefficients(&coefficients, &identifiers).expect("split");
    let key_packages: KeyPackages = shares
        .into_iter()
        .map(|(id, share)| (id, KeyPackage::try_from(share).expect("share")))
        .collect();
    let alpha = alpha_bytes(2024);
    let message = b"ZIP 312 known answer (Sapling)";
    let (rk, signature) = sign(
        &key_packages,
        &public,
        &identifiers[1..],
        message,
        &alpha,
        2024,
    );
    let expected_ak = "8d3937ce7e198fb90bba266c01bb9124f08832bf30c1978380bbd251434ecbda";
    let expected_rk = "46c2eeafee450dcd56f7a6dbf38ed4a41b7cf35dab73d228992f8ad9fbeee083";
    let expected_signature = "bc25907605495ef2cff439dd959f1d6992796eb6f7f80fcef04e30bcb089cb1ecb43d5532c254a82e4a51391e69e245eceb8b976fbf178807570b30e1aafb70d";
    assert_eq!(hex_of(&public.verifying_key().to_bytes()), expected_ak);
    assert_eq!(hex_of(&rk), expected_rk);
    assert_eq!(hex_of(&signature), expected_signature);
    reddsa_verify(rk, message, signature).expect("reddsa accepts the pinned signature");
    // `ak` is `reddsa`'s key of the constant term (Sapling has no parity
    // rule).
    let signing_key =
        reddsa::SigningKey::<RedDsaType>::from_bytes(&coefficients[0].to_repr()).expect("key");
    let reddsa_key: [u8; 32] = reddsa::VerificationKey::from(&signing_key).into();
    assert_eq!(reddsa_key, public.verifying_key().to_bytes());
}

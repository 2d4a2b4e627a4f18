//! Independent checks against `reddsa` (the Zcash Foundation's RedDSA), for
//! both Zcash suites: every re-randomized FROST signature is a valid
//! `SpendAuthSig` under `rk` (Orchard's for FROST(Pallas), Sapling's for
//! FROST(Jubjub)); `reddsa`'s own randomization of the group key with the
//! same `alpha` gives our `rk`; tampered signatures, a wrong `alpha` and a
//! wrong message fail; and a fixed-input run per suite is pinned.

use std::collections::BTreeMap;

use frost_conformance::lifecycle::support::{ids, run_dkg};
use frost_conformance::signing::{dealer, round_one};
use frost_conformance::test_rng;
use frost_core::ff::{Field, PrimeField};
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Identifier, Scalar, SigningPackage, VerifyingKey};
use frost_rerandomized::{RandomizedSigningPackage, Randomizer, aggregate, round2};
use reddsa::SpendAuth;

type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;

/// 32 bytes of a scalar's or an element's encoding.
fn bytes32(encoding: &[u8]) -> [u8; 32] {
    encoding.try_into().expect("32-byte encodings")
}

/// The group key `ak` as `reddsa` takes it.
fn key_bytes<C: Ciphersuite>(key: &VerifyingKey<C>) -> [u8; 32] {
    bytes32(key.to_bytes().as_ref())
}

/// `alpha` as the transaction builder would give it: 32 canonical bytes,
/// from a generator stream apart from the tests' key generation.
fn alpha_bytes<C: Ciphersuite>(seed: u64) -> [u8; 32] {
    bytes32(
        Scalar::<C>::random(&mut test_rng(seed ^ 0xa1fa_0000))
            .to_repr()
            .as_ref(),
    )
}

/// A re-randomized session under the caller's `alpha`: `rk` and the 64-byte
/// signature.
fn sign<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    public: &PublicKeyPackage<C>,
    signers: &[Identifier<C>],
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
    let rk = key_bytes(package.randomized_verifying_key());
    let bytes: [u8; 64] = signature.to_bytes()[..]
        .try_into()
        .expect("64-byte signature");
    (rk, bytes)
}

fn hex_of(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn reddsa_verify<T: SpendAuth>(
    rk: [u8; 32],
    message: &[u8],
    signature: [u8; 64],
) -> Result<(), reddsa::Error> {
    let key = reddsa::VerificationKey::<T>::try_from(rk)?;
    key.verify(message, &reddsa::Signature::from(signature))
}

/// `reddsa`'s randomization of `ak` by `alpha`.
fn reddsa_randomize<T: SpendAuth>(ak: [u8; 32], alpha: &[u8; 32]) -> [u8; 32] {
    let key = reddsa::VerificationKey::<T>::try_from(ak).expect("ak decodes");
    let mut repr = <reddsa::Randomizer<T> as PrimeField>::Repr::default();
    repr.as_mut().copy_from_slice(alpha);
    let alpha = Option::from(reddsa::Randomizer::<T>::from_repr(repr)).expect("alpha");
    key.randomize(&alpha).into()
}

/// Dealer and DKG keys, several signer sets: every signature verifies under
/// `rk` with `reddsa`, and `reddsa`'s `rk` is ours.
fn signatures_verify_with_reddsa_under_rk<C: Ciphersuite, T: SpendAuth>() {
    for seed in 0..6 {
        let (key_packages, public) = if seed % 2 == 0 {
            dealer::<C>(5, 3, seed)
        } else {
            run_dkg::<C>(&ids(5), 3, seed)
        };
        let signers = &ids::<C>(5)[(seed as usize % 3)..][..3];
        let message = format!("sighash {seed}");
        let alpha = alpha_bytes::<C>(seed);
        let (rk, signature) = sign(
            &key_packages,
            &public,
            signers,
            message.as_bytes(),
            &alpha,
            seed,
        );
        assert_eq!(
            reddsa_randomize::<T>(key_bytes(public.verifying_key()), &alpha),
            rk
        );
        reddsa_verify::<T>(rk, message.as_bytes(), signature).expect("reddsa accepts");
    }
}

/// A flipped bit anywhere in the signature, another message, or the key
/// randomized by another `alpha` (or not at all): `reddsa` refuses.
fn reddsa_refuses_tampering_wrong_alpha_and_wrong_message<C: Ciphersuite, T: SpendAuth>() {
    let (key_packages, public) = dealer::<C>(3, 2, 40);
    let alpha = alpha_bytes::<C>(40);
    let message = b"sighash";
    let (rk, signature) = sign(&key_packages, &public, &ids(2), message, &alpha, 40);
    reddsa_verify::<T>(rk, message, signature).expect("reddsa accepts");
    for bit in [0, 7, 255, 256, 300, 511] {
        let mut tampered = signature;
        tampered[bit / 8] ^= 1 << (bit % 8);
        assert!(
            reddsa_verify::<T>(rk, message, tampered).is_err(),
            "bit {bit}"
        );
    }
    assert!(reddsa_verify::<T>(rk, b"sighasH", signature).is_err());
    let ak = key_bytes(public.verifying_key());
    let other_rk = reddsa_randomize::<T>(ak, &alpha_bytes::<C>(41));
    assert!(reddsa_verify::<T>(other_rk, message, signature).is_err());
    assert!(reddsa_verify::<T>(ak, message, signature).is_err());
}

/// The pinned values of a suite's fixed-input run.
struct KnownAnswer {
    message: &'static [u8],
    ak: &'static str,
    rk: &'static str,
    signature: &'static str,
    /// Whether the suite normalises `ak` to an even `y` (Orchard), so that
    /// it is `reddsa`'s key of the constant term or of its negation.
    even_ak: bool,
}

/// A fixed-input run: the dealer's polynomial, the signers' nonce
/// randomness, `alpha` and the message are fixed, so `ak`, `rk` and the
/// signature are pinned; `reddsa` accepts the pinned signature, and `ak` is
/// `reddsa`'s key of the polynomial's constant term.
fn known_answer<C: Ciphersuite, T: SpendAuth>(expected: KnownAnswer) {
    let coefficients = [
        Scalar::<C>::from(0x0123_4567_89ab_cdef),
        Scalar::<C>::from(42),
    ];
    let identifiers = ids::<C>(3);
    let (shares, public) =
        frost_keygen::split_with_coefficients(&coefficients, &identifiers).expect("split");
    let key_packages: KeyPackages<C> = shares
        .into_iter()
        .map(|(id, share)| (id, KeyPackage::try_from(share).expect("share")))
        .collect();
    let alpha = alpha_bytes::<C>(2024);
    let (rk, signature) = sign(
        &key_packages,
        &public,
        &identifiers[1..],
        expected.message,
        &alpha,
        2024,
    );
    let ak = key_bytes(public.verifying_key());
    assert_eq!(hex_of(&ak), expected.ak);
    assert_eq!(hex_of(&rk), expected.rk);
    assert_eq!(hex_of(&signature), expected.signature);
    reddsa_verify::<T>(rk, expected.message, signature)
        .expect("reddsa accepts the pinned signature");
    let constant = coefficients[0];
    let candidates = if expected.even_ak {
        vec![constant, -constant]
    } else {
        vec![constant]
    };
    let reddsa_keys: Vec<[u8; 32]> = candidates
        .iter()
        .map(|s| {
            let signing_key =
                reddsa::SigningKey::<T>::from_bytes(&bytes32(s.to_repr().as_ref())).expect("key");
            reddsa::VerificationKey::from(&signing_key).into()
        })
        .collect();
    assert!(reddsa_keys.contains(&ak));
}

/// FROST(Pallas, BLAKE2b-512) against `orchard::SpendAuth`.
mod orchard {
    use frost_redpallas::RedPallas as Suite;
    use reddsa::orchard::SpendAuth as RedDsa;

    #[test]
    fn signatures_verify_with_reddsa_under_rk() {
        super::signatures_verify_with_reddsa_under_rk::<Suite, RedDsa>();
    }

    #[test]
    fn reddsa_refuses_tampering_wrong_alpha_and_wrong_message() {
        super::reddsa_refuses_tampering_wrong_alpha_and_wrong_message::<Suite, RedDsa>();
    }

    #[test]
    fn known_answer() {
        super::known_answer::<Suite, RedDsa>(super::KnownAnswer {
            message: b"ZIP 312 known answer",
            ak: "66e5e7acdc077d380b234cfb1877ffd04dfc4c701f693bd56f1a5446166c952e",
            rk: "0a8f5e3c7f7397f5c4c67ee8b5e30fa5e7fbe0dbf20ceeafb151fa92d7916284",
            signature: "424712455c070d9e7a20ca085d9663056afd2363721e0fb17649ee04fd72253823aec65c7bb323832c175a187f8c8d7cfae4aa6776c9c46bc55c38bc42dea328",
            even_ak: true,
        });
    }
}

/// FROST(Jubjub, BLAKE2b-512) against `sapling::SpendAuth`.
mod sapling {
    use frost_redjubjub::RedJubjub as Suite;
    use reddsa::sapling::SpendAuth as RedDsa;

    #[test]
    fn signatures_verify_with_reddsa_under_rk() {
        super::signatures_verify_with_reddsa_under_rk::<Suite, RedDsa>();
    }

    #[test]
    fn reddsa_refuses_tampering_wrong_alpha_and_wrong_message() {
        super::reddsa_refuses_tampering_wrong_alpha_and_wrong_message::<Suite, RedDsa>();
    }

    #[test]
    fn known_answer() {
        super::known_answer::<Suite, RedDsa>(super::KnownAnswer {
            message: b"ZIP 312 known answer (Sapling)",
            ak: "8d3937ce7e198fb90bba266c01bb9124f08832bf30c1978380bbd251434ecbda",
            rk: "46c2eeafee450dcd56f7a6dbf38ed4a41b7cf35dab73d228992f8ad9fbeee083",
            signature: "bc25907605495ef2cff439dd959f1d6992796eb6f7f80fcef04e30bcb089cb1ecb43d5532c254a82e4a51391e69e245eceb8b976fbf178807570b30e1aafb70d",
            even_ak: false,
        });
    }
}

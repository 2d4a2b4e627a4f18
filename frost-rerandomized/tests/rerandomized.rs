//! Re-randomized FROST, tested generically and instantiated for each of the
//! five RFC 9591 ciphersuites and the two Zcash suites of ZIP 312.

use std::collections::BTreeMap;

use frost_conformance::lifecycle::support::{ids, run_dkg};
use frost_conformance::signing::{dealer, round_one};
use frost_conformance::test_rng;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningNonces;
use frost_core::round2::SignatureShare;
use frost_core::serialization::suite_id;
use frost_core::{Arithmetic, Ciphersuite, Error, Identifier, Scalar, ScalarBytes, SigningPackage};
use frost_rerandomized::{
    RandomizedParams, RandomizedSigningPackage, Randomizer, SEED_LEN, aggregate, round2, wire,
};

type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;
type Shares<C> = BTreeMap<Identifier<C>, SignatureShare<C>>;

fn id<C: Ciphersuite>(n: u16) -> Identifier<C> {
    Identifier::try_from(n).expect("non-zero")
}

/// A prepared session: the group, the signers' nonces and the randomized
/// package.
struct Session<C: Ciphersuite> {
    key_packages: KeyPackages<C>,
    public: PublicKeyPackage<C>,
    nonces: BTreeMap<Identifier<C>, SigningNonces<C>>,
    package: RandomizedSigningPackage<C>,
}

fn session_with<C: Ciphersuite>(
    key_packages: KeyPackages<C>,
    public: PublicKeyPackage<C>,
    signers: &[Identifier<C>],
    seed: u64,
) -> Session<C> {
    let (nonces, commitments) = round_one(&key_packages, signers, seed);
    let signing_package =
        SigningPackage::new(commitments, b"re-randomized message").expect("package");
    let package = RandomizedSigningPackage::new(
        signing_package,
        public.verifying_key(),
        &mut test_rng(seed + 1),
    )
    .expect("randomized package");
    Session {
        key_packages,
        public,
        nonces,
        package,
    }
}

fn session<C: Ciphersuite>(seed: u64) -> Session<C> {
    let (key_packages, public) = dealer::<C>(5, 3, seed);
    session_with(
        key_packages,
        public,
        &[id::<C>(1), id::<C>(3), id::<C>(5)],
        seed + 1,
    )
}

/// Every signer of the session signs the given package; returns the shares
/// and the session without its (consumed) nonces.
fn sign_all<C: Ciphersuite>(
    mut s: Session<C>,
    package: &RandomizedSigningPackage<C>,
) -> (Shares<C>, Session<C>) {
    let mut shares = BTreeMap::new();
    for (i, n) in std::mem::take(&mut s.nonces) {
        let share = round2::sign(package, n, &s.key_packages[&i]).expect("honest signer signs");
        shares.insert(i, share);
    }
    (shares, s)
}

/// The package's bytes with the randomizer replaced by `bytes`.
fn with_randomizer_bytes<C: Ciphersuite>(
    package: &RandomizedSigningPackage<C>,
    bytes: &[u8],
) -> Vec<u8> {
    let mut encoded = package.serialize();
    encoded[3..3 + bytes.len()].copy_from_slice(bytes);
    encoded
}

fn scalar_len<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

/// Signs under the randomized key: the signature verifies under `Y + r * G`,
/// and not under the group key `Y`; every share checks as it arrives.
pub fn signs_under_randomized_key<C: Ciphersuite>() {
    let s = session::<C>(10);
    let package = s.package.clone();
    let (shares, s) = sign_all(s, &package);
    let params = package
        .params(s.public.verifying_key())
        .expect("consistent package");
    assert_eq!(
        params.randomized_verifying_key().to_element(),
        s.public.verifying_key().to_element()
            + C::Arithmetic::mul_base(&package.randomizer().to_scalar())
    );
    assert_eq!(
        *params.randomizer_point(),
        C::Arithmetic::mul_base(&package.randomizer().to_scalar())
    );
    for (i, share) in &shares {
        round2::verify_signature_share(
            i,
            &s.public.verifying_shares()[i],
            share,
            &package,
            s.public.verifying_key(),
        )
        .expect("honest share verifies");
    }
    let signature = aggregate(&package, &shares, &s.public).expect("aggregate");
    let message = package.signing_package().message();
    package
        .randomized_verifying_key()
        .verify(message, &signature)
        .expect("verifies under the randomized key");
    assert_eq!(
        s.public.verifying_key().verify(message, &signature),
        Err(Error::InvalidSignature),
        "does not verify under the group key"
    );
}

/// A key from distributed key generation signs under a randomized key too.
pub fn dkg_key_signs_under_randomized_key<C: Ciphersuite>() {
    let (key_packages, public) = run_dkg::<C>(&ids::<C>(3), 2, 20);
    let s = session_with(key_packages, public, &[id::<C>(2), id::<C>(3)], 21);
    let package = s.package.clone();
    let (shares, s) = sign_all(s, &package);
    let signature = aggregate(&package, &shares, &s.public).expect("aggregate");
    package
        .randomized_verifying_key()
        .verify(package.signing_package().message(), &signature)
        .expect("verifies under the randomized key");
}

/// A package whose randomizer does not match the randomized key it names,
/// or that was made for another group, is refused by signers, share
/// verification and aggregation; shares made under one randomizer do not
/// aggregate under another.
pub fn wrong_randomizer_is_refused<C: Ciphersuite>() {
    let s = session::<C>(30);
    let other = Randomizer::<C>::derive(&[7; SEED_LEN], s.package.signing_package());
    let tampered = RandomizedSigningPackage::<C>::deserialize(&with_randomizer_bytes(
        &s.package,
        other.to_bytes().as_ref(),
    ))
    .expect("a well-formed package");
    assert_eq!(
        tampered.params(s.public.verifying_key()),
        Err(Error::RandomizerMismatch)
    );
    for (i, n) in s.nonces {
        assert_eq!(
            round2::sign(&tampered, n, &s.key_packages[&i]),
            Err(Error::RandomizerMismatch)
        );
    }

    let (_, other_group) = dealer::<C>(5, 3, 31);
    let foreign = RandomizedSigningPackage::from_randomizer(
        s.package.signing_package().clone(),
        other_group.verifying_key(),
        s.package.randomizer().clone(),
    )
    .expect("package for another group");
    let s = session::<C>(32);
    let package = s.package.clone();
    let (shares, s) = sign_all(s, &package);
    let i = *shares.keys().next().expect("a signer");
    assert_eq!(
        round2::verify_signature_share(
            &i,
            &s.public.verifying_shares()[&i],
            &shares[&i],
            &foreign,
            s.public.verifying_key()
        ),
        Err(Error::RandomizerMismatch)
    );
    assert_eq!(
        aggregate(&foreign, &shares, &s.public),
        Err(Error::RandomizerMismatch)
    );

    // Consistent, but with another randomizer than the shares were made for.
    let rerandomized = RandomizedSigningPackage::from_randomizer(
        package.signing_package().clone(),
        s.public.verifying_key(),
        Randomizer::derive(&[8; SEED_LEN], package.signing_package()),
    )
    .expect("package");
    assert_eq!(
        aggregate(&rerandomized, &shares, &s.public),
        Err(Error::InvalidSignatureShare {
            culprits: shares.keys().copied().collect()
        })
    );
}

/// Two sessions of the same group get different randomizers and randomized
/// keys, neither of which is the group key; a signature from one does not
/// verify under the other's key. Derivation is deterministic in the seed and
/// the package, and changes with either.
pub fn sessions_are_unlinkable<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(3, 2, 40);
    let signers = [id::<C>(1), id::<C>(2)];
    let first = session_with(key_packages.clone(), public.clone(), &signers, 41);
    let second = session_with(key_packages, public.clone(), &signers, 43);
    let (k1, k2) = (
        *first.package.randomized_verifying_key(),
        *second.package.randomized_verifying_key(),
    );
    assert_ne!(first.package.randomizer(), second.package.randomizer());
    assert_ne!(k1, k2);
    assert_ne!(&k1, public.verifying_key());
    assert_ne!(&k2, public.verifying_key());
    let package = first.package.clone();
    let (shares, _) = sign_all(first, &package);
    let signature = aggregate(&package, &shares, &public).expect("aggregate");
    let message = package.signing_package().message();
    k1.verify(message, &signature).expect("verifies under k1");
    assert_eq!(k2.verify(message, &signature), Err(Error::InvalidSignature));

    let a = package.signing_package();
    let b = second.package.signing_package();
    assert_eq!(
        Randomizer::<C>::derive(&[1; SEED_LEN], a),
        Randomizer::derive(&[1; SEED_LEN], a)
    );
    assert_ne!(
        Randomizer::<C>::derive(&[1; SEED_LEN], a),
        Randomizer::derive(&[2; SEED_LEN], a)
    );
    assert_ne!(
        Randomizer::<C>::derive(&[1; SEED_LEN], a),
        Randomizer::derive(&[1; SEED_LEN], b)
    );
}

/// With randomized packages, aggregation and share verification still name
/// every cheater, including a signer that ignores the randomizer.
pub fn cheaters_are_named<C: Ciphersuite>() {
    let s = session::<C>(50);
    let package = s.package.clone();
    let (mut shares, s) = sign_all(s, &package);
    let culprit = id::<C>(3);
    let corrupted = SignatureShare::new(shares[&culprit].to_scalar() + Scalar::<C>::from(1u64));
    shares.insert(culprit, corrupted);
    assert_eq!(
        aggregate(&package, &shares, &s.public),
        Err(Error::InvalidSignatureShare {
            culprits: vec![culprit]
        })
    );
    assert_eq!(
        round2::verify_signature_share(
            &culprit,
            &s.public.verifying_shares()[&culprit],
            &shares[&culprit],
            &package,
            s.public.verifying_key()
        ),
        Err(Error::InvalidSignatureShare {
            culprits: vec![culprit]
        })
    );

    // Signer 1 signs the plain package, for the group key.
    let mut s = session::<C>(52);
    let package = s.package.clone();
    let plain_signer = id::<C>(1);
    let plain_nonces = s.nonces.remove(&plain_signer).expect("nonces");
    let plain = frost_core::round2::sign(
        package.signing_package(),
        plain_nonces,
        &s.key_packages[&plain_signer],
    )
    .expect("plain share");
    let (mut shares, s) = sign_all(s, &package);
    shares.insert(plain_signer, plain);
    assert_eq!(
        aggregate(&package, &shares, &s.public),
        Err(Error::InvalidSignatureShare {
            culprits: vec![plain_signer]
        })
    );
}

/// Too few signers and signers outside the group are refused by aggregation.
pub fn aggregation_checks_signers<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 60);
    let s = session_with(key_packages, public, &[id::<C>(1), id::<C>(2)], 61);
    assert_eq!(
        aggregate(&s.package, &BTreeMap::new(), &s.public),
        Err(Error::TooFewSigners {
            min_signers: 3,
            signers: 2
        })
    );

    let s = session::<C>(62);
    let without_five = s
        .public
        .verifying_shares()
        .iter()
        .filter(|(i, _)| **i != id::<C>(5))
        .map(|(i, share)| (*i, *share))
        .collect();
    let smaller = PublicKeyPackage::new(without_five, *s.public.verifying_key(), 3)
        .expect("public key package");
    let package = s.package.clone();
    let (shares, _) = sign_all(s, &package);
    assert_eq!(
        aggregate(&package, &shares, &smaller),
        Err(Error::UnknownParticipant {
            identifier: id::<C>(5)
        })
    );
}

/// The wire form round-trips and is strict: header fields, lengths,
/// canonical randomizer and key, and no trailing bytes.
pub fn wire_form_is_strict<C: Ciphersuite>() {
    let s = session::<C>(70);
    let package = s.package;
    let bytes = package.serialize();
    let signing_bytes = package.signing_package().serialize();
    let element_len = package.randomized_verifying_key().to_bytes().len();
    assert_eq!(
        bytes.len(),
        3 + scalar_len::<C>() + element_len + signing_bytes.len()
    );
    assert_eq!(
        &bytes[..3],
        &[
            frost_core::serialization::FORMAT_VERSION,
            suite_id(C::CONTEXT_STRING),
            wire::MESSAGE_TYPE
        ]
    );
    assert_eq!(
        RandomizedSigningPackage::<C>::deserialize(&bytes).as_ref(),
        Ok(&package)
    );

    let decode = RandomizedSigningPackage::<C>::deserialize;
    let mut trailing = bytes.clone();
    trailing.push(0);
    assert_eq!(decode(&trailing), Err(Error::InvalidLength));
    for len in [0, 2, 3, 3 + scalar_len::<C>(), bytes.len() - 1] {
        assert!(decode(&bytes[..len]).is_err(), "truncated to {len}");
    }
    assert_eq!(decode(&bytes[..2]), Err(Error::InvalidLength));

    let mut wrong_version = bytes.clone();
    wrong_version[0] = 2;
    assert_eq!(
        decode(&wrong_version),
        Err(Error::UnsupportedVersion { found: 2 })
    );
    let mut wrong_suite = bytes.clone();
    wrong_suite[1] = suite_id(C::CONTEXT_STRING).wrapping_add(1);
    assert_eq!(
        decode(&wrong_suite),
        Err(Error::WrongCiphersuite {
            found: suite_id(C::CONTEXT_STRING).wrapping_add(1)
        })
    );
    assert_eq!(
        decode(&signing_bytes),
        Err(Error::WrongMessageType {
            expected: wire::MESSAGE_TYPE,
            found: signing_bytes[2]
        })
    );

    let non_canonical = vec![0xff; scalar_len::<C>()];
    assert_eq!(
        decode(&with_randomizer_bytes(&package, &non_canonical)),
        Err(Error::MalformedScalar)
    );
    let mut bad_key = bytes.clone();
    for byte in &mut bad_key[3 + scalar_len::<C>()..3 + scalar_len::<C>() + element_len] {
        *byte = 0xff;
    }
    assert!(
        matches!(
            decode(&bad_key),
            Err(Error::MalformedElement | Error::IdentityElement)
        ),
        "malformed key refused"
    );
    let mut bad_inner = bytes.clone();
    let inner_suite = 3 + scalar_len::<C>() + element_len + 1;
    bad_inner[inner_suite] = suite_id(C::CONTEXT_STRING).wrapping_add(1);
    assert_eq!(
        decode(&bad_inner),
        Err(Error::WrongCiphersuite {
            found: suite_id(C::CONTEXT_STRING).wrapping_add(1)
        })
    );
}

/// A zero randomizer, which would leave the randomized key equal to the
/// group key, is refused with a typed error where a randomizer is made from
/// bytes and where a package carrying one is decoded (wire and serde forms).
pub fn zero_randomizer_is_refused<C: Ciphersuite>() {
    let zero = vec![0u8; scalar_len::<C>()];
    assert_eq!(
        Randomizer::<C>::from_bytes(&zero).err(),
        Some(Error::ZeroRandomizer)
    );
    let package = session::<C>(75).package;
    let bytes = with_randomizer_bytes(&package, &zero);
    assert_eq!(
        RandomizedSigningPackage::<C>::deserialize(&bytes),
        Err(Error::ZeroRandomizer)
    );
    let mut json = serde_json::to_value(&package).expect("JSON");
    json["randomizer"] = serde_json::Value::String("00".repeat(scalar_len::<C>()));
    let refused = serde_json::from_value::<RandomizedSigningPackage<C>>(json)
        .expect_err("a zero randomizer in JSON is refused");
    assert!(
        refused.to_string().contains("randomizer is zero"),
        "{refused}"
    );
}

/// serde: JSON (named fields, lowercase hex, the engine's signing package
/// form) and postcard (the wire bytes) round-trip, and JSON is strict.
pub fn serde_round_trips<C: Ciphersuite>() {
    let package = session::<C>(80).package;
    let json = serde_json::to_string(&package).expect("to JSON");
    assert!(json.contains("\"type\":\"randomized_signing_package\""));
    assert!(json.contains(C::CONTEXT_STRING));
    let decoded: RandomizedSigningPackage<C> = serde_json::from_str(&json).expect("from JSON");
    assert_eq!(decoded, package);

    let mut value: serde_json::Value = serde_json::from_str(&json).expect("JSON value");
    let hex = value["randomizer"].as_str().expect("hex").to_owned();
    let mut upper = value.clone();
    upper["randomizer"] = serde_json::Value::from(hex.to_uppercase());
    if hex != hex.to_uppercase() {
        assert!(serde_json::from_value::<RandomizedSigningPackage<C>>(upper).is_err());
    }
    let mut unknown = value.clone();
    unknown["extra"] = serde_json::Value::from(1);
    assert!(serde_json::from_value::<RandomizedSigningPackage<C>>(unknown).is_err());
    let mut wrong_type = value.clone();
    wrong_type["header"]["type"] = serde_json::Value::from("signing_package");
    assert!(serde_json::from_value::<RandomizedSigningPackage<C>>(wrong_type).is_err());
    value["randomizer"] = serde_json::Value::from("ff".repeat(scalar_len::<C>()));
    assert!(serde_json::from_value::<RandomizedSigningPackage<C>>(value).is_err());

    let bytes = postcard::to_allocvec(&package).expect("to postcard");
    let wire = package.serialize();
    assert!(bytes.ends_with(&wire), "postcard carries the wire bytes");
    let decoded: RandomizedSigningPackage<C> = postcard::from_bytes(&bytes).expect("postcard");
    assert_eq!(decoded, package);
}

/// The randomizer is redacted wherever it appears in `Debug`.
pub fn randomizer_is_redacted<C: Ciphersuite>() {
    let s = session::<C>(90);
    let hex: String = s
        .package
        .randomizer()
        .to_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let params = RandomizedParams::new(s.public.verifying_key(), s.package.randomizer().clone())
        .expect("params");
    for debug in [
        format!("{:?}", s.package.randomizer()),
        format!("{params:?}"),
        format!("{:?}", s.package),
    ] {
        assert!(debug.contains("<redacted>"), "{debug}");
        assert!(!debug.contains(&hex), "randomizer leaked: {debug}");
    }
}

macro_rules! rerandomized_tests {
    ($module:ident, $suite:ty) => {
        mod $module {
            rerandomized_tests!(@tests $suite;
                signs_under_randomized_key,
                dkg_key_signs_under_randomized_key,
                wrong_randomizer_is_refused,
                sessions_are_unlinkable,
                cheaters_are_named,
                aggregation_checks_signers,
                wire_form_is_strict,
                zero_randomizer_is_refused,
                serde_round_trips,
                randomizer_is_redacted,
            );
        }
    };
    (@tests $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                super::$name::<$suite>();
            }
        )*
    };
}

rerandomized_tests!(ed25519, frost_ed25519::Ed25519);
rerandomized_tests!(ristretto255, frost_ristretto255::Ristretto255);
rerandomized_tests!(secp256k1, frost_secp256k1::Secp256k1);
rerandomized_tests!(p256, frost_p256::P256);
rerandomized_tests!(ed448, frost_ed448::Ed448);
rerandomized_tests!(redpallas, frost_redpallas::RedPallas);
rerandomized_tests!(redjubjub, frost_redjubjub::RedJubjub);

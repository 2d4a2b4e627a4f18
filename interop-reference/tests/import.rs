//! Keys made by the reference crates (3.0.0) for every suite both
//! implementations share, imported from their JSON and postcard forms: the
//! imported values equal the originals, sign with our engine for the
//! reference's group key, and every tampered input is refused.

use std::collections::BTreeMap;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::{Ciphersuite, Error};
use frost_keygen::SecretShare;
use frost_keygen::import::{self, ImportError, Imported};
use serde_json::Value;
use zf_frost_core as zf;
use zf_frost_ed25519::rand_core::{CryptoRng, RngCore};

/// A deterministic generator (SplitMix64) for the reference's key
/// generation: tests only, never for keys in use.
struct TestRng(u64);

impl RngCore for TestRng {
    fn next_u32(&mut self) -> u32 {
        self.next_u64() as u32
    }

    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        for chunk in dest.chunks_mut(8) {
            let bytes = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
    }

    fn try_fill_bytes(
        &mut self,
        dest: &mut [u8],
    ) -> Result<(), zf_frost_ed25519::rand_core::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

impl CryptoRng for TestRng {}

/// A reference 2-of-3 key (3 of 5 for the larger case): its secret shares,
/// key packages and public key package.
struct Reference<Z: zf::Ciphersuite> {
    shares: Vec<zf::keys::SecretShare<Z>>,
    keys: Vec<zf::keys::KeyPackage<Z>>,
    public: zf::keys::PublicKeyPackage<Z>,
}

impl<Z: zf::Ciphersuite> Reference<Z> {
    fn new(seed: u64, min: u16, max: u16) -> Self {
        let (shares, public) = zf::keys::generate_with_dealer::<Z, _>(
            max,
            min,
            zf::keys::IdentifierList::Default,
            &mut TestRng(seed),
        )
        .expect("reference dealer");
        let shares: Vec<_> = shares.into_values().collect();
        let keys = shares
            .iter()
            .map(|share| zf::keys::KeyPackage::try_from(share.clone()).expect("valid share"))
            .collect();
        Self {
            shares,
            keys,
            public,
        }
    }
}

fn json<T: serde::Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("reference JSON")
}

fn imported<C: Ciphersuite>(bytes: &[u8]) -> Imported<C> {
    import::import::<C>(bytes, None).expect("imports")
}

fn key_package<C: Ciphersuite>(bytes: &[u8]) -> KeyPackage<C> {
    match imported::<C>(bytes) {
        Imported::KeyPackage(package) => package,
        other => panic!("expected a key package, got {other:?}"),
    }
}

fn secret_share<C: Ciphersuite>(bytes: &[u8]) -> SecretShare<C> {
    match imported::<C>(bytes) {
        Imported::SecretShare(share) => share,
        other => panic!("expected a secret share, got {other:?}"),
    }
}

fn public_key_package<C: Ciphersuite>(bytes: &[u8]) -> PublicKeyPackage<C> {
    match imported::<C>(bytes) {
        Imported::PublicKeyPackage(package) => package,
        other => panic!("expected a public key package, got {other:?}"),
    }
}

/// Every form of every value imports to the same values, and the imported
/// keys sign, with our engine, signatures the reference verifies.
fn imports_and_signs<C: Ciphersuite, Z: zf::Ciphersuite>() {
    let reference = Reference::<Z>::new(7, 3, 5);
    let group_key = reference.public.verifying_key().serialize().expect("key");
    let mut ours = BTreeMap::new();
    for (share, key) in reference.shares.iter().zip(&reference.keys) {
        let from_json = key_package::<C>(&json(key));
        let from_postcard = key_package::<C>(&key.serialize().expect("postcard"));
        assert_eq!(from_json, from_postcard);
        assert_eq!(
            from_json.identifier().to_bytes().as_ref(),
            key.identifier().serialize()
        );
        assert_eq!(
            from_json.signing_share().to_bytes().as_ref(),
            key.signing_share().serialize()
        );
        assert_eq!(from_json.verifying_key().to_bytes().as_ref(), group_key);
        assert_eq!(from_json.min_signers(), *key.min_signers());

        let share_json = secret_share::<C>(&json(share));
        let share_postcard = secret_share::<C>(&share.serialize().expect("postcard"));
        assert_eq!(share_json, share_postcard);
        assert_eq!(KeyPackage::try_from(share_json).expect("checks"), from_json);
        ours.insert(*from_json.identifier(), from_json);
    }
    let public = public_key_package::<C>(&json(&reference.public));
    assert_eq!(
        public,
        public_key_package::<C>(&reference.public.serialize().expect("postcard"))
    );
    assert_eq!(public.verifying_key().to_bytes().as_ref(), group_key);
    assert_eq!(public.min_signers(), 3);

    // Signers 1, 3 and 5 sign with our engine.
    let mut rng = rand::rng();
    let signers: Vec<_> = ours.values().step_by(2).collect();
    let mut nonces = BTreeMap::new();
    let mut commitments = BTreeMap::new();
    for key in &signers {
        let (n, c) = frost_core::round1::commit(key.signing_share(), &mut rng);
        nonces.insert(*key.identifier(), n);
        commitments.insert(*key.identifier(), c);
    }
    let message = b"moved without a new key generation";
    let package = frost_core::SigningPackage::new(commitments, message).expect("package");
    let shares: BTreeMap<_, _> = signers
        .iter()
        .map(|key| {
            let n = nonces.remove(key.identifier()).expect("nonces");
            let share = frost_core::round2::sign(&package, n, key).expect("signs");
            (*key.identifier(), share)
        })
        .collect();
    let signature = frost_core::aggregate(&package, &shares, &public).expect("aggregates");
    let theirs = zf::Signature::<Z>::deserialize(&signature.to_bytes()).expect("signature");
    reference
        .public
        .verifying_key()
        .verify(message, &theirs)
        .expect("the reference verifies our signature under its key");
}

/// Replaces the string field `field` of a JSON object by `value`.
fn with(bytes: &[u8], field: &str, value: Value) -> Vec<u8> {
    let mut object: Value = serde_json::from_slice(bytes).expect("JSON");
    object[field] = value;
    serde_json::to_vec(&object).expect("JSON")
}

fn flip_hex_digit(hex: &str) -> String {
    let (head, tail) = hex.split_at(10);
    let digit = if tail.starts_with('0') { '1' } else { '0' };
    format!("{head}{digit}{}", &tail[1..])
}

fn refused<C: Ciphersuite>(bytes: &[u8], min_signers: Option<u16>) -> ImportError<C> {
    match import::import::<C>(bytes, min_signers) {
        Ok(imported) => panic!("accepted a bad input: {imported:?}"),
        Err(error) => error,
    }
}

/// Tampered, foreign and truncated inputs are refused with the reason.
fn refuses_tampered_inputs<C: Ciphersuite, Z: zf::Ciphersuite, Other: Ciphersuite>() {
    let reference = Reference::<Z>::new(11, 2, 3);
    let share = json(&reference.shares[0]);
    let key = json(&reference.keys[0]);
    let public = json(&reference.public);
    let value = |bytes: &[u8], field: &str| -> Value {
        serde_json::from_slice::<Value>(bytes).expect("JSON")[field].clone()
    };

    // A secret share that does not match its commitment.
    let hex = value(&share, "signing_share");
    let tampered = with(
        &share,
        "signing_share",
        Value::from(flip_hex_digit(hex.as_str().expect("hex"))),
    );
    assert!(matches!(
        refused::<C>(&tampered, None),
        ImportError::Invalid(Error::InvalidSecretShare { .. } | Error::MalformedScalar)
    ));
    // A key package whose verifying share is another participant's.
    let other = value(&json(&reference.keys[1]), "verifying_share");
    assert!(matches!(
        refused::<C>(&with(&key, "verifying_share", other), None),
        ImportError::Invalid(Error::InvalidSecretShare { .. })
    ));
    // Two verifying shares swapped: not on one polynomial through the key.
    let mut swapped: Value = serde_json::from_slice(&public).expect("JSON");
    let entries: Vec<(String, Value)> = swapped["verifying_shares"]
        .as_object()
        .expect("map")
        .iter()
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    swapped["verifying_shares"][&entries[0].0] = entries[1].1.clone();
    swapped["verifying_shares"][&entries[1].0] = entries[0].1.clone();
    assert_eq!(
        refused::<C>(&serde_json::to_vec(&swapped).expect("JSON"), None),
        ImportError::InconsistentShares
    );
    // The same identifier twice (a map would silently keep one of them).
    let text = String::from_utf8(public.clone()).expect("UTF-8");
    let first = format!("{:?}:{}", entries[0].0, entries[0].1);
    let doubled = text.replacen(&first, &format!("{first},{first}"), 1);
    assert_ne!(doubled, text);
    assert_eq!(
        refused::<C>(doubled.as_bytes(), None),
        ImportError::DuplicatedIdentifier
    );
    // Another suite's header, an unknown version, an unknown field.
    let mut header = value(&key, "header");
    header["ciphersuite"] = Value::from(Other::CONTEXT_STRING);
    assert_eq!(
        refused::<C>(&with(&key, "header", header.clone()), None),
        ImportError::WrongCiphersuite
    );
    header["ciphersuite"] = Value::from(C::CONTEXT_STRING);
    header["version"] = Value::from(1);
    assert_eq!(
        refused::<C>(&with(&key, "header", header), None),
        ImportError::UnsupportedVersion(1)
    );
    assert!(matches!(
        refused::<C>(&with(&key, "extra", Value::from(1)), None),
        ImportError::Form(_)
    ));

    // Postcard: another suite's file, a trailing byte, a truncated file, a
    // changed byte in the signing share.
    let postcard = reference.keys[0].serialize().expect("postcard");
    assert!(import::is_of_suite::<C>(&postcard) && !import::is_of_suite::<Other>(&postcard));
    assert!(import::is_of_suite::<C>(&key) && !import::is_of_suite::<Other>(&key));
    assert_eq!(
        refused::<Other>(&postcard, None),
        ImportError::WrongCiphersuite
    );
    let mut longer = postcard.clone();
    longer.push(0);
    assert!(matches!(refused::<C>(&longer, None), ImportError::Form(_)));
    assert!(matches!(
        refused::<C>(&postcard[..postcard.len() - 1], None),
        ImportError::Form(_)
    ));
    let mut changed = postcard.clone();
    let identifier_len = reference.keys[0].identifier().serialize().len();
    changed[5 + identifier_len + 3] ^= 1;
    assert!(matches!(
        refused::<C>(&changed, None),
        ImportError::Invalid(_)
    ));

    // A 2.x public key package has no threshold: it must be given.
    let mut old: Value = serde_json::from_slice(&public).expect("JSON");
    old.as_object_mut().expect("object").remove("min_signers");
    let old = serde_json::to_vec(&old).expect("JSON");
    assert_eq!(refused::<C>(&old, None), ImportError::MissingThreshold);
    assert!(matches!(
        import::import::<C>(&old, Some(2)),
        Ok(Imported::PublicKeyPackage(package)) if package.min_signers() == 2
    ));
    // Its postcard form ends after the verifying key (3.0 adds `Some(2)`).
    let binary = reference.public.serialize().expect("postcard");
    let (end, tail) = binary.split_at(binary.len() - 2);
    assert_eq!(tail, [1, 2]);
    assert_eq!(refused::<C>(end, None), ImportError::MissingThreshold);
    assert!(matches!(
        import::import::<C>(end, Some(2)),
        Ok(Imported::PublicKeyPackage(package)) if package.min_signers() == 2
    ));
}

macro_rules! suite_tests {
    ($name:ident, $ours:ty, $theirs:ty, $other:ty) => {
        mod $name {
            #[test]
            fn imports_and_signs() {
                super::imports_and_signs::<$ours, $theirs>();
            }

            #[test]
            fn refuses_tampered_inputs() {
                super::refuses_tampered_inputs::<$ours, $theirs, $other>();
            }
        }
    };
}

suite_tests!(
    ed25519,
    frost_ed25519::Ed25519,
    zf_frost_ed25519::Ed25519Sha512,
    frost_ristretto255::Ristretto255
);
suite_tests!(
    ristretto255,
    frost_ristretto255::Ristretto255,
    zf_frost_ristretto255::Ristretto255Sha512,
    frost_ed25519::Ed25519
);
suite_tests!(
    secp256k1,
    frost_secp256k1::Secp256k1,
    zf_frost_secp256k1::Secp256K1Sha256,
    frost_p256::P256
);
suite_tests!(
    p256,
    frost_p256::P256,
    zf_frost_p256::P256Sha256,
    frost_secp256k1::Secp256k1
);
suite_tests!(
    ed448,
    frost_ed448::Ed448,
    zf_frost_ed448::Ed448Shake256,
    frost_ed25519::Ed25519
);

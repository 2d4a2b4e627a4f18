//! Signing for BIP340 and Taproot: every signature the group produces must
//! pass an independent BIP340 verifier (the `k256` crate's), for group keys
//! and group commitments of both parities, with and without BIP341 tweaks;
//! share verification must accept every honest share and name a bad one.

use std::collections::BTreeMap;

use frost_conformance::test_rng;
use frost_core::Ciphersuite;
use frost_secp256k1_tr::keys::{IdentifierList, KeyPackage, PublicKeyPackage};
use frost_secp256k1_tr::taproot::{TapTweak, XOnly, tap_tweak_scalar};
use frost_secp256k1_tr::{
    Error, Identifier, Secp256k1Tr, Signature, SigningKey, SigningPackage, VerifyingKey, round1,
    round2,
};
use sha2::{Digest, Sha256};

/// A 2-of-3 (or `min`-of-`max`) group from the dealer.
fn dealer(max: u16, min: u16, seed: u64) -> (BTreeMap<Identifier, KeyPackage>, PublicKeyPackage) {
    let (shares, public) = frost_secp256k1_tr::keys::generate_with_dealer(
        max,
        min,
        IdentifierList::Default,
        &mut test_rng(seed),
    )
    .expect("dealer");
    let key_packages = shares
        .into_iter()
        .map(|(id, share)| (id, KeyPackage::try_from(share).expect("valid share")))
        .collect();
    (key_packages, public)
}

/// One signing session of the given signers: the package and the shares.
fn session(
    key_packages: &BTreeMap<Identifier, KeyPackage>,
    signers: &[u16],
    message: &[u8],
    seed: u64,
) -> (SigningPackage, BTreeMap<Identifier, round2::SignatureShare>) {
    let mut rng = test_rng(seed);
    let mut nonces = BTreeMap::new();
    let mut commitments = BTreeMap::new();
    for i in signers {
        let id = Identifier::try_from(*i).expect("identifier");
        let (n, c) = round1::commit(key_packages[&id].signing_share(), &mut rng);
        nonces.insert(id, n);
        commitments.insert(id, c);
    }
    let package = SigningPackage::new(commitments, message).expect("package");
    let shares = nonces
        .into_iter()
        .map(|(id, n)| {
            (
                id,
                round2::sign(&package, n, &key_packages[&id]).expect("sign"),
            )
        })
        .collect();
    (package, shares)
}

/// BIP340 verification by the `k256` crate, under the key's x coordinate.
fn bip340_verify(key: &VerifyingKey, message: &[u8], signature: &Signature) -> bool {
    let key = k256::schnorr::VerifyingKey::from_slice(&key.to_x_only()).expect("x-only key");
    let signature =
        k256::schnorr::Signature::try_from(signature.to_bytes().as_slice()).expect("64 bytes");
    key.verify_raw(message, &signature).is_ok()
}

fn odd_y(key: &VerifyingKey) -> bool {
    key.to_bytes()[0] == 0x03
}

/// Sessions over many keys, untweaked, tweaked without and with a script
/// tree: every signature is BIP340-valid under the x-only key, both key
/// parities occur, and every honest share passes share verification.
#[test]
fn signatures_are_bip340_valid_for_both_parities() {
    let root = [0x5a; 32];
    let mut parities = [0usize; 2];
    for seed in 0..12u64 {
        let (key_packages, public) = dealer(3, 2, seed);
        for merkle_root in [None, Some(None), Some(Some(&root))] {
            let (key_packages, public) = match merkle_root {
                None => (key_packages.clone(), public.clone()),
                Some(root) => (
                    key_packages
                        .iter()
                        .map(|(id, k)| (*id, k.tap_tweak(root).expect("tweak")))
                        .collect(),
                    public.tap_tweak(root).expect("tweak"),
                ),
            };
            parities[usize::from(odd_y(public.verifying_key()))] += 1;
            let message = format!("seed {seed}, root {merkle_root:?}");
            let (package, shares) =
                session(&key_packages, &[1, 3], message.as_bytes(), 1000 + seed);
            for (id, share) in &shares {
                round2::verify_signature_share(
                    id,
                    &public.verifying_shares()[id],
                    share,
                    &package,
                    public.verifying_key(),
                )
                .expect("honest share verifies");
            }
            let signature =
                frost_secp256k1_tr::aggregate(&package, &shares, &public).expect("aggregate");
            assert!(bip340_verify(
                public.verifying_key(),
                message.as_bytes(),
                &signature
            ));
            public
                .verifying_key()
                .verify(message.as_bytes(), &signature)
                .expect("verifies");
        }
    }
    assert!(
        parities[0] > 0 && parities[1] > 0,
        "both key parities: {parities:?}"
    );
}

/// A group whose key has odd `y` (signers negate their shares) still names
/// exactly the signer whose share is wrong, and only it.
#[test]
fn corrupted_share_is_named_under_an_odd_key() {
    for (seed, want_odd) in [
        (0..64u64).find(|s| odd_y(dealer(5, 3, *s).1.verifying_key())),
        (0..64u64).find(|s| !odd_y(dealer(5, 3, *s).1.verifying_key())),
    ]
    .into_iter()
    .zip([true, false])
    {
        let seed = seed.expect("a key of each parity among 64");
        let (key_packages, public) = dealer(5, 3, seed);
        assert_eq!(odd_y(public.verifying_key()), want_odd);
        for session_seed in 0..4 {
            let (package, mut shares) = session(&key_packages, &[1, 2, 4], b"blame", session_seed);
            let culprit = Identifier::try_from(4).expect("identifier");
            let bad = round2::SignatureShare::new(shares[&culprit].to_scalar() + k256::Scalar::ONE);
            shares.insert(culprit, bad);
            assert_eq!(
                frost_secp256k1_tr::aggregate(&package, &shares, &public),
                Err(Error::InvalidSignatureShare {
                    culprits: vec![culprit]
                })
            );
        }
    }
}

/// The tweak is BIP341's: `Q = evenY(P) + t * G` with
/// `t = SHA256(SHA256("TapTweak") || SHA256("TapTweak") || x(P) || root)`,
/// recomputed here with a plain SHA-256; tweaked shares interpolate to `Q`.
#[test]
fn tap_tweak_matches_bip341() {
    let tag = Sha256::digest(b"TapTweak");
    let root = [7u8; 32];
    for seed in 0..8u64 {
        let (key_packages, public) = dealer(3, 2, 200 + seed);
        let p = public.verifying_key();
        for merkle_root in [None, Some(&root)] {
            let mut hasher = Sha256::new();
            hasher.update(tag);
            hasher.update(tag);
            hasher.update(p.to_x_only());
            if let Some(root) = merkle_root {
                hasher.update(root);
            }
            let t = <Secp256k1Tr as Ciphersuite>::deserialize_scalar(&hasher.finalize())
                .expect("below the order");
            assert_eq!(tap_tweak_scalar(p, merkle_root), Ok(t));
            let even_p = if odd_y(p) {
                -p.to_element()
            } else {
                p.to_element()
            };
            let q = VerifyingKey::new(even_p + k256::ProjectivePoint::GENERATOR * t).expect("Q");
            let tweaked = public.tap_tweak(merkle_root).expect("tweak");
            assert_eq!(tweaked.verifying_key(), &q);
            let tweaked_packages: Vec<KeyPackage> = key_packages
                .values()
                .map(|k| k.tap_tweak(merkle_root).expect("tweak"))
                .collect();
            for k in &tweaked_packages {
                assert_eq!(k.verifying_key(), &q);
                assert_eq!(
                    &tweaked.verifying_shares()[k.identifier()],
                    k.verifying_share()
                );
            }
            let secret =
                frost_secp256k1_tr::keys::reconstruct(&tweaked_packages[..2]).expect("reconstruct");
            assert_eq!(secret.verifying_key(), q);
        }
    }
}

/// Single-party signatures are BIP340 signatures too, for keys of both
/// parities.
#[test]
fn single_party_signatures_are_bip340_valid() {
    let mut parities = [0usize; 2];
    for seed in 0..16u64 {
        let key = SigningKey::new(&mut test_rng(300 + seed));
        let verifying_key = key.verifying_key();
        parities[usize::from(odd_y(&verifying_key))] += 1;
        let signature = key.sign(&mut test_rng(400 + seed), b"single");
        assert!(bip340_verify(&verifying_key, b"single", &signature));
        verifying_key
            .verify(b"single", &signature)
            .expect("verifies");
    }
    assert!(
        parities[0] > 0 && parities[1] > 0,
        "both key parities: {parities:?}"
    );
}

/// The x-only form round-trips to the even-`y` key, and only 32-byte x
/// coordinates of curve points decode.
#[test]
fn x_only_keys() {
    for seed in 0..8u64 {
        let key = SigningKey::new(&mut test_rng(500 + seed)).verifying_key();
        let x = key.to_x_only();
        assert_eq!(&x[..], &key.to_bytes()[1..]);
        let lifted = VerifyingKey::from_x_only(&x).expect("lift_x");
        assert!(!odd_y(&lifted));
        let expected = if odd_y(&key) {
            -key.to_element()
        } else {
            key.to_element()
        };
        assert_eq!(lifted.to_element(), expected);
    }
    assert_eq!(
        VerifyingKey::from_x_only(&[1; 31]),
        Err(Error::InvalidLength)
    );
    assert_eq!(
        VerifyingKey::from_x_only(&[1; 33]),
        Err(Error::InvalidLength)
    );
    // x = p is not a field element; x = 0 is not on the curve.
    let p =
        frost_conformance::hex("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F");
    assert_eq!(VerifyingKey::from_x_only(&p), Err(Error::MalformedElement));
    assert_eq!(
        VerifyingKey::from_x_only(&[0; 32]),
        Err(Error::MalformedElement)
    );
}

/// A 3-of-5 distributed key generation over the wire encoding (64-byte
/// proofs of knowledge), tweaked to a Taproot output committing to a script
/// tree, signs BIP340 signatures an independent verifier accepts.
#[test]
fn dkg_then_tap_tweak_signs_for_the_output_key() {
    use frost_secp256k1_tr::keys::dkg;

    let mut rng = test_rng(600);
    let ids: Vec<Identifier> = (1..=5u16)
        .map(|i| Identifier::try_from(i).expect("identifier"))
        .collect();
    let mut secrets1 = BTreeMap::new();
    let mut packages1 = BTreeMap::new();
    for id in &ids {
        let (secret, package) = dkg::part1(*id, 5, 3, &mut rng).expect("part1");
        let wire = package.serialize();
        let received = dkg::round1::Package::deserialize(&wire).expect("decodes");
        assert_eq!(received, package);
        secrets1.insert(*id, secret);
        packages1.insert(*id, received);
    }
    let others = |me: &Identifier| -> BTreeMap<Identifier, dkg::round1::Package> {
        packages1
            .iter()
            .filter(|(id, _)| *id != me)
            .map(|(id, p)| (*id, p.clone()))
            .collect()
    };
    let mut secrets2 = BTreeMap::new();
    let mut inbox: BTreeMap<Identifier, BTreeMap<Identifier, dkg::round2::Package>> =
        BTreeMap::new();
    for (id, secret) in secrets1 {
        let (secret2, outgoing) = dkg::part2(secret, &others(&id)).expect("part2");
        for (to, package) in outgoing {
            inbox.entry(to).or_default().insert(id, package);
        }
        secrets2.insert(id, secret2);
    }
    let root = [0x42; 32];
    let mut key_packages = BTreeMap::new();
    let mut public = None;
    for id in &ids {
        let (key_package, public_key_package) =
            dkg::part3(&secrets2[id], &others(id), &inbox[id]).expect("part3");
        key_packages.insert(*id, key_package.tap_tweak(Some(&root)).expect("tweak"));
        public = Some(public_key_package.tap_tweak(Some(&root)).expect("tweak"));
    }
    let public = public.expect("participants");
    let (package, shares) = session(&key_packages, &[2, 4, 5], b"script tree", 601);
    let signature = frost_secp256k1_tr::aggregate(&package, &shares, &public).expect("aggregate");
    assert!(bip340_verify(
        public.verifying_key(),
        b"script tree",
        &signature
    ));
}

//! Generic tests of additive key tweaking ([`keys::tweak`](frost_core::keys::tweak)).
//!
//! Each public function is one test; [`tweak_tests!`](crate::tweak_tests)
//! instantiates all of them for a ciphersuite.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;

use ff::Field;

use frost_conformance::lifecycle::support::{ids, run_dkg};
use frost_conformance::signing::{dealer, round_one, round_two, sign_with};
use frost_conformance::test_rng;
use frost_core::Arithmetic;
use frost_core::keys::tweak::derive_tweak;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Scalar, SigningPackage, aggregate};
use frost_keygen::reconstruct;

type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;

fn tweak_all<C: Ciphersuite>(key_packages: &KeyPackages<C>, tweak: &Scalar<C>) -> KeyPackages<C> {
    key_packages
        .iter()
        .map(|(id, kp)| (*id, kp.tweak(tweak).expect("tweak key package")))
        .collect()
}

/// Signs with tweaked packages and checks the signature verifies under the
/// child key `Y + t * G` only.
fn check_tweaked_signing<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    public: &PublicKeyPackage<C>,
    seed: u64,
) {
    let tweak = crate::random_scalar::<C>(&mut test_rng(seed));
    let child_packages = tweak_all(key_packages, &tweak);
    let child_public = public.tweak(&tweak).expect("tweak public key package");
    assert_eq!(
        child_public.verifying_key().to_element(),
        public.verifying_key().to_element() + C::Arithmetic::mul_base(&tweak),
        "child key is Y + t * G"
    );
    let signers: Vec<_> = key_packages
        .keys()
        .take(usize::from(public.min_signers()))
        .copied()
        .collect();
    let message = b"signed by a child key";
    let signature = sign_with(&child_packages, &child_public, &signers, message, seed + 1)
        .expect("aggregate under the child key");
    child_public
        .verifying_key()
        .verify(message, &signature)
        .expect("verifies under the child key");
    assert_eq!(
        public.verifying_key().verify(message, &signature),
        Err(Error::InvalidSignature),
        "a child signature does not verify under the parent key"
    );
    let child_secret = reconstruct(&child_packages.values().cloned().collect::<Vec<_>>())
        .expect("reconstruct child");
    let parent_secret =
        reconstruct(&key_packages.values().cloned().collect::<Vec<_>>()).expect("reconstruct");
    assert_eq!(
        child_secret.to_scalar(),
        parent_secret.to_scalar() + tweak,
        "child signing key is s + t"
    );
}

/// A dealer's 3-of-5 key, tweaked, signs for the child key and not the parent.
pub fn tweaked_dealer_key_signs<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 700);
    check_tweaked_signing(&key_packages, &public, 701);
}

/// A distributed key generation's 2-of-3 key, tweaked, signs for the child
/// key and not the parent.
pub fn tweaked_dkg_key_signs<C: Ciphersuite>() {
    let (key_packages, public) = run_dkg::<C>(&ids::<C>(3), 2, 710);
    check_tweaked_signing(&key_packages, &public, 711);
}

/// The public key package's tweak agrees with the verifying shares of every
/// tweaked key package, and tweaked key packages are internally consistent.
pub fn public_tweak_matches_key_package_tweak<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(4, 3, 720);
    let tweak = crate::random_scalar::<C>(&mut test_rng(721));
    let child_public = public.tweak(&tweak).expect("tweak public");
    assert_eq!(child_public.min_signers(), public.min_signers());
    assert_eq!(child_public.max_signers(), public.max_signers());
    for (id, kp) in &key_packages {
        let child = kp.tweak(&tweak).expect("tweak");
        assert_eq!(child.identifier(), id);
        assert_eq!(child.min_signers(), kp.min_signers());
        assert_eq!(child.verifying_key(), child_public.verifying_key());
        assert_eq!(
            Some(child.verifying_share()),
            child_public.verifying_shares().get(id)
        );
        assert_eq!(
            child.signing_share().verifying_share().as_ref(),
            Ok(child.verifying_share()),
            "tweaked verifying share is the image of the tweaked signing share"
        );
        let rebuilt = KeyPackage::new(
            *child.identifier(),
            child.signing_share().clone(),
            *child.verifying_share(),
            *child.verifying_key(),
            child.min_signers(),
        )
        .expect("a tweaked key package passes the constructor's checks");
        assert_eq!(rebuilt, child);
    }
}

/// Tweaking by zero changes nothing; tweaking by `t` then by `-t` returns the
/// original packages; two tweaks add up.
pub fn tweaks_compose<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(3, 2, 730);
    let mut rng = test_rng(731);
    let t = crate::random_scalar::<C>(&mut rng);
    let u = crate::random_scalar::<C>(&mut rng);
    assert_eq!(public.tweak(&Scalar::<C>::ZERO), Ok(public.clone()));
    assert_eq!(
        public
            .tweak(&t)
            .and_then(|child| child.tweak(&-t))
            .expect("tweak twice"),
        public
    );
    assert_eq!(
        public
            .tweak(&t)
            .and_then(|child| child.tweak(&u))
            .expect("tweak twice"),
        public.tweak(&(t + u)).expect("tweak by the sum")
    );
    for kp in key_packages.values() {
        assert_eq!(kp.tweak(&Scalar::<C>::ZERO).as_ref(), Ok(kp));
        assert_eq!(
            kp.tweak(&t).and_then(|child| child.tweak(&-t)).as_ref(),
            Ok(kp)
        );
        assert_eq!(
            kp.tweak(&t).and_then(|child| child.tweak(&u)),
            kp.tweak(&(t + u))
        );
    }
}

/// With tweaked packages, aggregation still names every signer whose share
/// is invalid, and a signer that did not apply the tweak is named too.
pub fn tweaked_cheaters_are_named<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 740);
    let tweak = crate::random_scalar::<C>(&mut test_rng(741));
    let child_packages = tweak_all(&key_packages, &tweak);
    let child_public = public.tweak(&tweak).expect("tweak public");
    let signers = [
        Identifier::<C>::try_from(1u16).expect("non-zero"),
        Identifier::<C>::try_from(3u16).expect("non-zero"),
        Identifier::<C>::try_from(4u16).expect("non-zero"),
    ];
    let (nonces, commitments) = round_one(&child_packages, &signers, 742);
    let package = SigningPackage::new(commitments, b"tweaked session").expect("package");
    let mut shares = round_two(&child_packages, &package, nonces);
    let corrupted = shares[&signers[2]].to_scalar() + Scalar::<C>::ONE;
    shares.insert(signers[2], SignatureShare::new(corrupted));
    assert_eq!(
        aggregate(&package, &shares, &child_public),
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![signers[2]]
        })
    );

    // Signer 1 signs with its untweaked package: its share is for the parent key.
    let (mut nonces, commitments) = round_one(&child_packages, &signers, 743);
    let package = SigningPackage::new(commitments, b"tweaked session").expect("package");
    let untweaked_nonces = nonces.remove(&signers[0]).expect("nonces of signer 1");
    let mut shares = round_two(&child_packages, &package, nonces);
    let untweaked =
        frost_core::round2::sign(&package, untweaked_nonces, &key_packages[&signers[0]])
            .expect("signs with the parent package");
    shares.insert(signers[0], untweaked);
    assert_eq!(
        aggregate(&package, &shares, &child_public),
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![signers[0]]
        })
    );
}

/// A tweak that makes the group key the identity (`t = -s`) is refused by
/// both package types, as is one that zeroes a participant's share.
pub fn identity_tweak_is_refused<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(3, 2, 750);
    let secret =
        reconstruct(&key_packages.values().cloned().collect::<Vec<_>>()).expect("reconstruct");
    let fatal = -secret.to_scalar();
    assert_eq!(public.tweak(&fatal), Err(Error::IdentityElement));
    for kp in key_packages.values() {
        assert_eq!(kp.tweak(&fatal), Err(Error::IdentityElement));
    }
    let (id, kp) = key_packages.iter().next().expect("a participant");
    let zeroing = -kp.signing_share().to_scalar();
    assert_eq!(kp.tweak(&zeroing), Err(Error::IdentityElement));
    assert_eq!(public.tweak(&zeroing), Err(Error::IdentityElement));
    for (other_id, other) in &key_packages {
        if other_id != id {
            assert!(other.tweak(&zeroing).is_ok(), "other shares are unaffected");
        }
    }
}

/// Derived children: deterministic, distinct per path and per parent, the
/// same from key packages and from the public key package, chainable, and
/// they sign.
pub fn derived_children_sign<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(3, 2, 760);
    let (_, other_public) = dealer::<C>(3, 2, 761);
    let key = public.verifying_key();
    assert_eq!(derive_tweak(key, b"m/0"), derive_tweak(key, b"m/0"));
    assert_ne!(derive_tweak(key, b"m/0"), derive_tweak(key, b"m/1"));
    assert_ne!(
        derive_tweak(key, b"m/0"),
        derive_tweak(other_public.verifying_key(), b"m/0")
    );

    let child_public = public.derive_child(b"m/0").expect("derive public");
    let grandchild_public = child_public.derive_child(b"m/0").expect("derive public");
    assert_ne!(child_public.verifying_key(), public.verifying_key());
    assert_ne!(
        grandchild_public.verifying_key(),
        child_public.verifying_key()
    );
    let grandchildren: KeyPackages<C> = key_packages
        .iter()
        .map(|(id, kp)| {
            let child = kp.derive_child(b"m/0").expect("derive");
            assert_eq!(child.verifying_key(), child_public.verifying_key());
            (*id, child.derive_child(b"m/0").expect("derive"))
        })
        .collect();
    let signers: Vec<_> = grandchildren.keys().take(2).copied().collect();
    let signature =
        sign_with(&grandchildren, &grandchild_public, &signers, b"m/0/0", 762).expect("aggregate");
    grandchild_public
        .verifying_key()
        .verify(b"m/0/0", &signature)
        .expect("verifies under the grandchild key");
    assert_eq!(
        child_public.verifying_key().verify(b"m/0/0", &signature),
        Err(Error::InvalidSignature)
    );
}

/// A tweaked key package keeps its share redacted in `Debug`.
pub fn tweaked_secrets_are_redacted<C: Ciphersuite>() {
    let (key_packages, _) = dealer::<C>(3, 2, 770);
    let tweak = crate::random_scalar::<C>(&mut test_rng(771));
    for kp in key_packages.values() {
        let child = kp.tweak(&tweak).expect("tweak");
        let debug = format!("{child:?}");
        let share = child.signing_share().to_bytes();
        let mut hex = alloc::string::String::new();
        for byte in share.iter() {
            hex.push_str(&format!("{byte:02x}"));
        }
        assert!(debug.contains("<redacted>"), "{debug}");
        assert!(!debug.contains(&hex), "share leaked in Debug");
    }
}

/// Expands into one `#[test]` per generic key-tweaking test, for the given
/// ciphersuite type; [`engine_tests!`](crate::engine_tests)
/// invokes it.
#[macro_export]
macro_rules! tweak_tests {
    ($suite:ty) => {
        $crate::tweak_tests!(@tests $suite;
            tweaked_dealer_key_signs,
            tweaked_dkg_key_signs,
            public_tweak_matches_key_package_tweak,
            tweaks_compose,
            tweaked_cheaters_are_named,
            identity_tweak_is_refused,
            derived_children_sign,
            tweaked_secrets_are_redacted,
        );
    };
    (@tests $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::tweak::$name::<$suite>();
            }
        )*
    };
}

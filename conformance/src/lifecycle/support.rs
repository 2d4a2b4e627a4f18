//! Helpers shared by the key-lifecycle tests: whole protocol runs among
//! honest participants, message routing, and checks of the resulting keys.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use ff::Field;

use crate::signing::sign_with;
use crate::test_rng;
use frost_core::keys::{KeyPackage, PublicKeyPackage, SigningShare};
use frost_core::{Ciphersuite, Identifier};
use frost_keygen::dkg::{self, round1, round2};
use frost_keygen::reconstruct;

/// Key packages by participant.
pub type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;

/// Messages by recipient, then by sender.
pub type Inboxes<C, T> = BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, T>>;

/// Identifier `n`.
pub fn id<C: Ciphersuite>(n: u16) -> Identifier<C> {
    Identifier::try_from(n).expect("non-zero")
}

/// Identifiers `1..=n`.
pub fn ids<C: Ciphersuite>(n: u16) -> Vec<Identifier<C>> {
    (1..=n).map(id::<C>).collect()
}

/// Everything in `map` except the entry of `own`.
pub fn others<C: Ciphersuite, T: Clone>(
    map: &BTreeMap<Identifier<C>, T>,
    own: &Identifier<C>,
) -> BTreeMap<Identifier<C>, T> {
    map.iter()
        .filter(|(id, _)| *id != own)
        .map(|(id, value)| (*id, value.clone()))
        .collect()
}

/// Delivers per-sender outboxes (`sender -> recipient -> message`) into
/// per-recipient inboxes (`recipient -> sender -> message`).
pub fn deliver<C: Ciphersuite, T>(
    outboxes: BTreeMap<Identifier<C>, BTreeMap<Identifier<C>, T>>,
) -> Inboxes<C, T> {
    let mut inboxes: Inboxes<C, T> = BTreeMap::new();
    for (sender, messages) in outboxes {
        for (recipient, message) in messages {
            inboxes
                .entry(recipient)
                .or_default()
                .insert(sender, message);
        }
    }
    inboxes
}

/// A share plus one: a share that matches no commitment.
pub fn tampered<C: Ciphersuite>(share: &SigningShare<C>) -> SigningShare<C> {
    SigningShare::new(share.to_scalar() + frost_core::Scalar::<C>::ONE)
}

/// Round one of key generation for every participant.
#[allow(clippy::type_complexity)]
pub fn dkg_round1<C: Ciphersuite>(
    identifiers: &[Identifier<C>],
    min_signers: u16,
    seed: u64,
) -> (
    BTreeMap<Identifier<C>, round1::SecretPackage<C>>,
    BTreeMap<Identifier<C>, round1::Package<C>>,
) {
    let mut rng = test_rng(seed);
    let max_signers = u16::try_from(identifiers.len()).expect("at most 65535 participants");
    let mut secrets = BTreeMap::new();
    let mut packages = BTreeMap::new();
    for identifier in identifiers {
        let (secret, package) =
            dkg::part1(*identifier, max_signers, min_signers, &mut rng).expect("part1");
        secrets.insert(*identifier, secret);
        packages.insert(*identifier, package);
    }
    (secrets, packages)
}

/// Round two of key generation for every participant, with honest round-one
/// packages: the secret packages and the shares, by recipient.
#[allow(clippy::type_complexity)]
pub fn dkg_round2<C: Ciphersuite>(
    secrets: BTreeMap<Identifier<C>, round1::SecretPackage<C>>,
    packages: &BTreeMap<Identifier<C>, round1::Package<C>>,
) -> (
    BTreeMap<Identifier<C>, round2::SecretPackage<C>>,
    Inboxes<C, round2::Package<C>>,
) {
    let mut round2_secrets = BTreeMap::new();
    let mut outboxes = BTreeMap::new();
    for (identifier, secret) in secrets {
        let (round2_secret, shares) =
            dkg::part2(secret, &others(packages, &identifier)).expect("part2");
        round2_secrets.insert(identifier, round2_secret);
        outboxes.insert(identifier, shares);
    }
    (round2_secrets, deliver(outboxes))
}

/// A whole honest key generation among `identifiers`. Checks that every
/// participant derives the same public key package and transcript digest,
/// and that every key package matches it.
pub fn run_dkg<C: Ciphersuite>(
    identifiers: &[Identifier<C>],
    min_signers: u16,
    seed: u64,
) -> (KeyPackages<C>, PublicKeyPackage<C>) {
    let (secrets, packages) = dkg_round1::<C>(identifiers, min_signers, seed);
    let (round2_secrets, inboxes) = dkg_round2::<C>(secrets, &packages);
    let digests: Vec<_> = round2_secrets
        .values()
        .map(|s| *s.transcript_digest())
        .collect();
    assert!(
        digests.windows(2).all(|pair| pair[0] == pair[1]),
        "transcript digests differ"
    );

    let mut key_packages = BTreeMap::new();
    let mut public: Option<PublicKeyPackage<C>> = None;
    for (identifier, round2_secret) in &round2_secrets {
        let (key_package, public_key_package) = dkg::part3(
            round2_secret,
            &others(&packages, identifier),
            &inboxes[identifier],
        )
        .expect("part3");
        match &public {
            Some(first) => assert_eq!(
                first, &public_key_package,
                "participants disagree on the group"
            ),
            None => public = Some(public_key_package),
        }
        key_packages.insert(*identifier, key_package);
    }
    let public = public.expect("at least one participant");
    check_keys(&key_packages, &public);
    (key_packages, public)
}

/// Every key package matches the public key package: same group key and
/// threshold, and its verifying share is listed.
pub fn check_keys<C: Ciphersuite>(key_packages: &KeyPackages<C>, public: &PublicKeyPackage<C>) {
    assert_eq!(key_packages.len(), public.verifying_shares().len());
    for (identifier, key_package) in key_packages {
        assert_eq!(key_package.identifier(), identifier);
        assert_eq!(key_package.verifying_key(), public.verifying_key());
        assert_eq!(key_package.min_signers(), public.min_signers());
        assert_eq!(
            public.verifying_shares().get(identifier),
            Some(key_package.verifying_share()),
            "verifying share of {identifier:?}"
        );
        assert_eq!(
            &key_package
                .signing_share()
                .verifying_share()
                .expect("non-zero share"),
            key_package.verifying_share()
        );
    }
}

/// The first and the last `min_signers` shares both interpolate to the group
/// key (Lagrange at zero), and one share fewer does not.
pub fn check_reconstruction<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    public: &PublicKeyPackage<C>,
) {
    let t = usize::from(public.min_signers());
    let all: Vec<KeyPackage<C>> = key_packages.values().cloned().collect();
    for subset in [&all[..t], &all[all.len() - t..]] {
        let key = reconstruct(subset).expect("enough shares");
        assert_eq!(
            &key.verifying_key(),
            public.verifying_key(),
            "shares reconstruct the group key"
        );
    }
    assert!(
        reconstruct(&all[..t - 1]).is_err(),
        "too few shares are refused"
    );
}

/// The given shares do not interpolate to the group key.
pub fn assert_useless<C: Ciphersuite>(
    key_packages: &[KeyPackage<C>],
    public: &PublicKeyPackage<C>,
) {
    if let Ok(key) = reconstruct(key_packages) {
        assert_ne!(
            &key.verifying_key(),
            public.verifying_key(),
            "mixed shares must not give the key"
        );
    }
}

/// `signers` sign a message, and the signature verifies under the group key.
pub fn check_signing<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    public: &PublicKeyPackage<C>,
    signers: &[Identifier<C>],
    seed: u64,
) {
    let message = b"lifecycle test message";
    let signature =
        sign_with(key_packages, public, signers, message, seed).expect("signing succeeds");
    public
        .verifying_key()
        .verify(message, &signature)
        .expect("signature verifies under the group key");
}

/// The first `min_signers` participants and the last `min_signers` sign.
pub fn check_signing_subsets<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    public: &PublicKeyPackage<C>,
    seed: u64,
) {
    let t = usize::from(public.min_signers());
    let all: Vec<Identifier<C>> = key_packages.keys().copied().collect();
    check_signing(key_packages, public, &all[..t], seed);
    check_signing(key_packages, public, &all[all.len() - t..], seed + 1);
}

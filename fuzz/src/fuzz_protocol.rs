//! Fuzzing harnesses for the protocol steps that consume other parties'
//! messages: a signer's round two, the coordinator's aggregation and the
//! three parts of distributed key generation, fed messages decoded from
//! arbitrary bytes or assembled from them (valid pieces, garbage, and
//! deliberate faults).
//!
//! Besides "no panic", each harness checks what must hold whatever the
//! input:
//! - a signer signs only a package with enough signers that carries its own
//!   commitment unchanged, and then its share verifies (RFC 9591,
//!   Section 5.4);
//! - aggregation returns only signatures that verify; with honest shares it
//!   succeeds, and with tampered shares it names exactly their senders;
//! - key generation returns only key packages consistent with the public key
//!   package, and with honest messages it returns the honest result.
//!
//! The `cargo fuzz` targets call these harnesses; the property test
//! `arbitrary_packages_never_panic_or_forge` of the workspace's
//! `engine-tests` crate runs them on a fixed sample in every `cargo test`.

use alloc::collections::{BTreeMap, BTreeSet};
use alloc::vec::Vec;

use frost_conformance::signing::dealer;
use frost_conformance::test_rng;
use frost_core::keys::{KeyPackage, PublicKeyPackage, SigningShare};
use frost_core::round1::{SigningCommitments, SigningNonces};
use frost_core::round2::{self as signing_round2, SignatureShare};
use frost_core::{
    Ciphersuite, ElementBytes, Error, Identifier, Scalar, ScalarBytes, SigningPackage, aggregate,
};
use frost_keygen::dkg::{self, round1, round2};

/// Key packages by participant.
pub type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;

/// Identifier `n`.
pub fn id<C: Ciphersuite>(n: u16) -> Identifier<C> {
    Identifier::try_from(n).expect("non-zero")
}

/// Identifiers with the given values.
pub fn list<C: Ciphersuite>(values: &[u16]) -> Vec<Identifier<C>> {
    values.iter().map(|n| id::<C>(*n)).collect()
}

/// Arbitrary bytes read front to back; past the end, every read is empty or
/// zero, so any input is a valid (if short) script.
struct Input<'a>(&'a [u8]);

impl<'a> Input<'a> {
    fn byte(&mut self) -> u8 {
        let (first, rest) = self.0.split_first().map_or((0, &[][..]), |(b, r)| (*b, r));
        self.0 = rest;
        first
    }

    fn u16(&mut self) -> u16 {
        u16::from_be_bytes([self.byte(), self.byte()])
    }

    /// Up to `n` bytes (fewer at the end of the input).
    fn bytes(&mut self, n: usize) -> &'a [u8] {
        let (taken, rest) = self.0.split_at(n.min(self.0.len()));
        self.0 = rest;
        taken
    }

    /// Bytes prefixed by a two-byte length.
    fn chunk(&mut self) -> &'a [u8] {
        let n = usize::from(self.u16());
        self.bytes(n)
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

fn scalar_len<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

fn element_len<C: Ciphersuite>() -> usize {
    ElementBytes::<C>::default().as_ref().len()
}

/// Nonces for `key_package` determined by `seed` and the signer, so that a
/// harness run is reproducible and signers never share nonces.
fn fixed_nonces<C: Ciphersuite>(key_package: &KeyPackage<C>, seed: u8) -> SigningNonces<C> {
    let signer = key_package.identifier().to_bytes();
    let mut hiding = [seed; 32];
    let mut binding = [seed ^ 0xa5; 32];
    hiding[..8].copy_from_slice(&signer[..8]);
    binding[..8].copy_from_slice(&signer[..8]);
    SigningNonces::from_randomness_for_tests(&hiding, &binding, key_package.signing_share())
        .expect("non-zero nonces")
}

/// Reads a few commitments to choose from: the signer's own, reversed,
/// another participant's, or decoded from raw bytes.
fn commitments_from<C: Ciphersuite>(
    input: &mut Input<'_>,
    own: &SigningCommitments<C>,
    others: &[SigningCommitments<C>],
) -> Option<SigningCommitments<C>> {
    match input.byte() % 4 {
        0 => Some(*own),
        1 => SigningCommitments::new(own.binding(), own.hiding()).ok(),
        2 => others
            .get(usize::from(input.byte()) % others.len().max(1))
            .copied(),
        _ => SigningCommitments::from_bytes(input.bytes(2 * element_len::<C>())).ok(),
    }
}

/// An identifier: a small integer (participants 1 to 5, strangers above,
/// zero refused) or decoded from raw bytes.
fn identifier_from<C: Ciphersuite>(input: &mut Input<'_>) -> Option<Identifier<C>> {
    let choice = input.byte();
    if choice >= 0xf0 {
        Identifier::from_bytes(input.bytes(scalar_len::<C>())).ok()
    } else {
        Identifier::try_from(u16::from(choice % 12)).ok()
    }
}

/// A 3-of-5 group dealt from a fixed seed, with honest commitments of every
/// participant to draw on, and one participant's view of an honest key
/// generation among three.
pub struct Fixture<C: Ciphersuite> {
    key_packages: KeyPackages<C>,
    public: PublicKeyPackage<C>,
    commitments: Vec<SigningCommitments<C>>,
    dkg: DkgFixture<C>,
}

/// Participant 1's view of an honest 2-of-3 key generation: its stored
/// round-one secret, everyone's round-one packages, the shares it receives,
/// and the key it ends with.
struct DkgFixture<C: Ciphersuite> {
    secret: Vec<u8>,
    round1: BTreeMap<Identifier<C>, round1::Package<C>>,
    round2: BTreeMap<Identifier<C>, round2::Package<C>>,
    result: (KeyPackage<C>, PublicKeyPackage<C>),
}

impl<C: Ciphersuite> Default for Fixture<C> {
    fn default() -> Self {
        Self::new()
    }
}

impl<C: Ciphersuite> Fixture<C> {
    /// The fixed group and key generation every harness run uses.
    pub fn new() -> Self {
        let (key_packages, public) = dealer::<C>(5, 3, 9000);
        let commitments = key_packages
            .values()
            .map(|k| *fixed_nonces(k, 0x42).commitments())
            .collect();
        Self {
            key_packages,
            public,
            commitments,
            dkg: DkgFixture::new(),
        }
    }

    /// One signer's round two on a package decoded from `data` or assembled
    /// from it: refused exactly when RFC 9591 requires, and otherwise a share
    /// that verifies.
    pub fn sign(&self, data: &[u8]) {
        let mut input = Input(data);
        let signer = id::<C>(u16::from(input.byte() % 5) + 1);
        let key_package = &self.key_packages[&signer];
        let nonces = fixed_nonces(key_package, input.byte());
        let own = *nonces.commitments();
        let package = if input.byte() % 2 == 0 {
            SigningPackage::deserialize(input.0)
        } else {
            let mut commitments = BTreeMap::new();
            for _ in 0..input.byte() % 8 {
                let identifier = identifier_from::<C>(&mut input);
                let pair = commitments_from(&mut input, &own, &self.commitments);
                if let (Some(identifier), Some(pair)) = (identifier, pair) {
                    commitments.insert(identifier, pair);
                }
            }
            SigningPackage::new(commitments, input.0)
        };
        let Ok(package) = package else {
            return;
        };

        let enough = package.signing_commitments().len() >= usize::from(key_package.min_signers());
        let entry = package.signing_commitment(&signer);
        match signing_round2::sign(&package, nonces, key_package) {
            Ok(share) => {
                assert!(
                    enough && entry == Some(&own),
                    "signed a package it must refuse"
                );
                signing_round2::verify_signature_share(
                    &signer,
                    key_package.verifying_share(),
                    &share,
                    &package,
                    key_package.verifying_key(),
                )
                .expect("an honest share verifies");
            }
            Err(Error::TooFewSigners { .. }) => assert!(!enough),
            Err(Error::MissingCommitment { identifier }) => {
                assert!(enough && identifier == signer && entry.is_none());
            }
            Err(Error::IncorrectCommitment { identifier }) => {
                assert!(enough && identifier == signer && entry.is_some_and(|c| *c != own));
            }
            Err(other) => panic!("unexpected refusal: {other:?}"),
        }
    }

    /// The coordinator's aggregation of a package and shares decoded from
    /// `data`, or of an honest session altered as `data` says.
    pub fn aggregate(&self, data: &[u8]) {
        let mut input = Input(data);
        if input.byte() % 2 == 0 {
            let Ok(package) = SigningPackage::<C>::deserialize(input.chunk()) else {
                return;
            };
            let mut shares = BTreeMap::new();
            while !input.is_empty() {
                let identifier = Identifier::<C>::from_bytes(input.bytes(scalar_len::<C>()));
                let share = SignatureShare::<C>::from_bytes(input.bytes(scalar_len::<C>()));
                if let (Ok(identifier), Ok(share)) = (identifier, share) {
                    shares.insert(identifier, share);
                }
            }
            if let Ok(signature) = aggregate(&package, &shares, &self.public) {
                self.public
                    .verifying_key()
                    .verify(package.message(), &signature)
                    .expect("aggregate returned an invalid signature");
            }
            return;
        }
        self.aggregate_altered_session(&mut input);
    }

    fn aggregate_altered_session(&self, input: &mut Input<'_>) {
        let mask = input.byte();
        let signers: Vec<Identifier<C>> = (1..=5u16)
            .filter(|i| mask & (1 << (i - 1)) != 0)
            .map(id::<C>)
            .collect();
        if signers.len() < 2 {
            return;
        }
        let seed = input.byte();
        let message_len = usize::from(input.byte() % 64);
        let message = input.bytes(message_len);
        let mut nonces: BTreeMap<_, _> = signers
            .iter()
            .map(|i| (*i, fixed_nonces(&self.key_packages[i], seed)))
            .collect();
        let commitments = nonces.iter().map(|(i, n)| (*i, *n.commitments())).collect();
        let mut package = SigningPackage::new(commitments, message).expect("two or more signers");
        if signers.len() < usize::from(self.public.min_signers()) {
            assert!(matches!(
                aggregate(&package, &BTreeMap::new(), &self.public),
                Err(Error::TooFewSigners { .. })
            ));
            return;
        }
        let mut shares: BTreeMap<_, _> = signers
            .iter()
            .map(|i| {
                let n = nonces.remove(i).expect("nonces");
                (
                    *i,
                    signing_round2::sign(&package, n, &self.key_packages[i])
                        .expect("honest signer signs"),
                )
            })
            .collect();

        let mut tampered = BTreeSet::new();
        let mut restructured = false;
        for _ in 0..input.byte() % 4 {
            let target = signers[usize::from(input.byte()) % signers.len()];
            match input.byte() % 6 {
                0 => {
                    // A non-zero change below 2^17 to one share: the sum of
                    // such changes never vanishes modulo the group order.
                    let change = Scalar::<C>::from(u64::from(input.u16()) + 1);
                    if let Some(share) = shares.get(&target) {
                        let changed = SignatureShare::new(share.to_scalar() + change);
                        shares.insert(target, changed);
                        tampered.insert(target);
                    }
                }
                1 => {
                    shares.remove(&target);
                    restructured = true;
                }
                2 => {
                    let stranger = id::<C>(u16::from(input.byte() % 4) + 6);
                    if let Some(share) = shares.get(&target).copied() {
                        shares.insert(stranger, share);
                        restructured = true;
                    }
                }
                3 => {
                    let altered = [package.message(), b"!"].concat();
                    package = SigningPackage::new(package.signing_commitments().clone(), &altered)
                        .expect("package");
                    restructured = true;
                }
                4 => {
                    let mut fewer = package.signing_commitments().clone();
                    fewer.remove(&target);
                    match SigningPackage::new(fewer, package.message()) {
                        Ok(smaller) => package = smaller,
                        Err(_) => continue,
                    }
                    restructured = true;
                }
                _ => {
                    let other = signers[usize::from(input.byte()) % signers.len()];
                    let mut swapped = package.signing_commitments().clone();
                    if let (Some(a), Some(b)) =
                        (swapped.get(&target).copied(), swapped.get(&other).copied())
                    {
                        swapped.insert(target, b);
                        swapped.insert(other, a);
                    }
                    package = SigningPackage::new(swapped, package.message()).expect("package");
                    restructured |= target != other;
                }
            }
        }

        let result = aggregate(&package, &shares, &self.public);
        if let Ok(signature) = &result {
            self.public
                .verifying_key()
                .verify(package.message(), signature)
                .expect("aggregate returned an invalid signature");
        }
        if !restructured {
            let culprits: Vec<Identifier<C>> = tampered.into_iter().collect();
            if culprits.is_empty() {
                assert!(result.is_ok(), "honest session failed: {result:?}");
            } else {
                assert_eq!(result, Err(Error::InvalidSignatureShare { culprits }));
            }
        }
    }

    /// Participant 1's parts 2 and 3 of key generation, with the other two
    /// participants' messages honest, decoded from `data` or altered as it
    /// says.
    pub fn dkg(&self, data: &[u8]) {
        self.dkg.run(&mut Input(data));
    }
}

impl<C: Ciphersuite> DkgFixture<C> {
    fn new() -> Self {
        let mut rng = test_rng(9001);
        let identifiers = list::<C>(&[1, 2, 3]);
        let mut secrets = BTreeMap::new();
        let mut round1 = BTreeMap::new();
        for identifier in &identifiers {
            let (secret, package) =
                dkg::part1::<C, _>(*identifier, 3, 2, &mut rng).expect("part 1");
            secrets.insert(*identifier, secret);
            round1.insert(*identifier, package);
        }
        let me = id::<C>(1);
        let stored = secrets[&me].serialize().to_vec();
        let mut round2 = BTreeMap::new();
        let mut own_secret = None;
        for (identifier, secret) in secrets {
            let others: BTreeMap<_, _> = round1
                .iter()
                .filter(|(i, _)| **i != identifier)
                .map(|(i, p)| (*i, p.clone()))
                .collect();
            let (round2_secret, mut outbox) = dkg::part2(secret, &others).expect("part 2");
            if identifier == me {
                own_secret = Some(round2_secret);
            } else {
                round2.insert(
                    identifier,
                    outbox.remove(&me).expect("share for participant 1"),
                );
            }
        }
        round1.remove(&me);
        let own_secret = own_secret.expect("participant 1");
        let result = dkg::part3(&own_secret, &round1, &round2).expect("part 3");
        Self {
            secret: stored,
            round1,
            round2,
            result,
        }
    }

    fn run(&self, input: &mut Input<'_>) {
        let mut honest = true;
        let mut round1 = BTreeMap::new();
        for (sender, package) in &self.round1 {
            match input.byte() % 4 {
                0 => {
                    round1.insert(*sender, package.clone());
                }
                1 => {
                    honest = false;
                    if let Ok(decoded) = round1::Package::deserialize(input.chunk()) {
                        round1.insert(*sender, decoded);
                    }
                }
                2 => {
                    honest = false;
                    if let Some(identifier) = identifier_from::<C>(input) {
                        round1.insert(identifier, package.clone());
                    }
                }
                _ => honest = false,
            }
        }
        let secret =
            round1::SecretPackage::<C>::deserialize(&self.secret).expect("stored secret package");
        let round2_secret = match dkg::part2(secret, &round1) {
            Ok((round2_secret, _)) => round2_secret,
            Err(error) => {
                assert!(!honest, "honest part 2 failed: {error:?}");
                return;
            }
        };

        let mut round2 = BTreeMap::new();
        for (sender, package) in &self.round2 {
            match input.byte() % 4 {
                0 => {
                    round2.insert(*sender, package.clone());
                }
                1 => {
                    honest = false;
                    if let Ok(decoded) = round2::Package::deserialize(input.chunk()) {
                        round2.insert(*sender, decoded);
                    }
                }
                2 => {
                    honest = false;
                    let changed = package.share().to_scalar()
                        + Scalar::<C>::from(u64::from(input.byte()) + 1);
                    round2.insert(*sender, round2::Package::new(SigningShare::new(changed)));
                }
                _ => {
                    honest = false;
                    if let Ok(share) = SigningShare::from_bytes(input.bytes(scalar_len::<C>())) {
                        round2.insert(*sender, round2::Package::new(share));
                    }
                }
            }
        }
        match dkg::part3(&round2_secret, &round1, &round2) {
            Ok((key_package, public_key_package)) => {
                assert_eq!(
                    public_key_package
                        .verifying_shares()
                        .get(key_package.identifier()),
                    Some(key_package.verifying_share())
                );
                assert_eq!(
                    &key_package
                        .signing_share()
                        .verifying_share()
                        .expect("non-zero share"),
                    key_package.verifying_share()
                );
                assert_eq!(
                    key_package.verifying_key(),
                    public_key_package.verifying_key()
                );
                if honest {
                    assert_eq!((key_package, public_key_package), self.result.clone());
                }
            }
            Err(error) => assert!(!honest, "honest key generation failed: {error:?}"),
        }
    }
}

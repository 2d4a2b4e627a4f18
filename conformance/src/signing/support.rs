//! The helpers of the signing tests: a dealer's group, the two rounds, a
//! session, a corrupted share, and the suite's encoding lengths.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use ff::Field;

use crate::test_rng;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::{self, SigningCommitments, SigningNonces};
use frost_core::round2::{self, SignatureShare};
use frost_core::{
    Ciphersuite, ElementBytes, Error, Identifier, Scalar, ScalarBytes, Signature, SigningPackage,
    aggregate,
};
use frost_keygen::IdentifierList;

pub(super) type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;
pub(super) type RoundOne<C> = (
    BTreeMap<Identifier<C>, SigningNonces<C>>,
    BTreeMap<Identifier<C>, SigningCommitments<C>>,
);

pub(super) fn id<C: Ciphersuite>(n: u16) -> Identifier<C> {
    Identifier::try_from(n).expect("non-zero")
}

/// Dealer key generation with default identifiers, every share verified.
pub fn dealer<C: Ciphersuite>(
    max: u16,
    min: u16,
    seed: u64,
) -> (KeyPackages<C>, PublicKeyPackage<C>) {
    let mut rng = test_rng(seed);
    let (shares, public) =
        frost_keygen::generate_with_dealer::<C, _>(max, min, IdentifierList::Default, &mut rng)
            .expect("dealer");
    let packages = shares
        .into_iter()
        .map(|(i, share)| (i, KeyPackage::try_from(share).expect("share verifies")))
        .collect();
    (packages, public)
}

/// Round one for the given signers: their nonces and the commitment map.
pub fn round_one<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    signers: &[Identifier<C>],
    seed: u64,
) -> RoundOne<C> {
    let mut rng = test_rng(seed);
    let mut nonces = BTreeMap::new();
    let mut commitments = BTreeMap::new();
    for signer in signers {
        let (n, c) = round1::commit(key_packages[signer].signing_share(), &mut rng);
        nonces.insert(*signer, n);
        commitments.insert(*signer, c);
    }
    (nonces, commitments)
}

/// Round two for every signer holding nonces.
pub fn round_two<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    package: &SigningPackage<C>,
    nonces: BTreeMap<Identifier<C>, SigningNonces<C>>,
) -> BTreeMap<Identifier<C>, SignatureShare<C>> {
    nonces
        .into_iter()
        .map(|(i, n)| {
            (
                i,
                round2::sign(package, n, &key_packages[&i]).expect("honest signer signs"),
            )
        })
        .collect()
}

/// A whole signing session with the given signers.
pub fn sign_with<C: Ciphersuite>(
    key_packages: &KeyPackages<C>,
    public: &PublicKeyPackage<C>,
    signers: &[Identifier<C>],
    message: &[u8],
    seed: u64,
) -> Result<Signature<C>, Error<C>> {
    let (nonces, commitments) = round_one(key_packages, signers, seed);
    let package = SigningPackage::new(commitments, message)?;
    let shares = round_two(key_packages, &package, nonces);
    aggregate(&package, &shares, public)
}

/// A prepared session: package, honest shares, keys.
pub(super) struct Session<C: Ciphersuite> {
    pub(super) key_packages: KeyPackages<C>,
    pub(super) public: PublicKeyPackage<C>,
    pub(super) package: SigningPackage<C>,
    pub(super) shares: BTreeMap<Identifier<C>, SignatureShare<C>>,
}

pub(super) fn session<C: Ciphersuite>(
    max: u16,
    min: u16,
    signers: &[u16],
    seed: u64,
) -> Session<C> {
    let (key_packages, public) = dealer::<C>(max, min, seed);
    let signers: Vec<Identifier<C>> = signers.iter().map(|n| id::<C>(*n)).collect();
    let (nonces, commitments) = round_one(&key_packages, &signers, seed + 1);
    let package = SigningPackage::new(commitments, b"session message").expect("package");
    let shares = round_two(&key_packages, &package, nonces);
    Session {
        key_packages,
        public,
        package,
        shares,
    }
}

pub(super) fn corrupt<C: Ciphersuite>(share: &SignatureShare<C>) -> SignatureShare<C> {
    SignatureShare::new(share.to_scalar() + Scalar::<C>::ONE)
}

/// The canonical encoding of the group order `p` itself: one past the largest
/// scalar, the smallest non-canonical value.
pub(super) fn order_bytes<C: Ciphersuite>() -> Vec<u8> {
    let mut bytes = frost_core::serialize_scalar::<C>(&-Scalar::<C>::ONE)
        .as_ref()
        .to_vec();
    let mut positions: Vec<usize> = (0..bytes.len()).collect();
    if !frost_core::scalar_little_endian::<C>() {
        positions.reverse();
    }
    for i in positions {
        let (sum, carry) = bytes[i].overflowing_add(1);
        bytes[i] = sum;
        if !carry {
            break;
        }
    }
    bytes
}

pub(super) fn scalar_len<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

pub(super) fn element_len<C: Ciphersuite>() -> usize {
    ElementBytes::<C>::default().as_ref().len()
}

/// The length of `R` in a signature encoding (`Ne`, or 32 for BIP340).
pub(super) fn signature_r_len<C: Ciphersuite>() -> usize {
    Signature::<C>::encoded_len() - scalar_len::<C>()
}

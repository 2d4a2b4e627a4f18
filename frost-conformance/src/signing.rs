//! Generic tests of dealer key generation, signing, aggregation and
//! verification, including misbehaviour of participants and coordinator.
//!
//! Each public function is one test; [`ciphersuite_tests!`](crate::ciphersuite_tests)
//! instantiates all of them for a ciphersuite.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::vec::Vec;

use ff::Field;
use group::Group;
use rand_core::Rng;

use crate::test_rng;
use frost_core::Arithmetic;
use frost_core::keys::{self, KeyPackage, PublicKeyPackage, SigningShare};
use frost_core::round1::{self, SigningCommitments, SigningNonces};
use frost_core::round2::{self, SignatureShare};
use frost_core::{
    BatchItem, Ciphersuite, Element, ElementBytes, Error, Identifier, Scalar, ScalarBytes,
    Signature, SigningKey, SigningPackage, VerifyingKey, aggregate, verify_batch,
};
use frost_keygen::{IdentifierList, SecretShare};

type KeyPackages<C> = BTreeMap<Identifier<C>, KeyPackage<C>>;
type RoundOne<C> = (
    BTreeMap<Identifier<C>, SigningNonces<C>>,
    BTreeMap<Identifier<C>, SigningCommitments<C>>,
);

fn id<C: Ciphersuite>(n: u16) -> Identifier<C> {
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
struct Session<C: Ciphersuite> {
    key_packages: KeyPackages<C>,
    public: PublicKeyPackage<C>,
    package: SigningPackage<C>,
    shares: BTreeMap<Identifier<C>, SignatureShare<C>>,
}

fn session<C: Ciphersuite>(max: u16, min: u16, signers: &[u16], seed: u64) -> Session<C> {
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

fn corrupt<C: Ciphersuite>(share: &SignatureShare<C>) -> SignatureShare<C> {
    SignatureShare::new(share.to_scalar() + Scalar::<C>::ONE)
}

/// The canonical encoding of the group order `p` itself: one past the largest
/// scalar, the smallest non-canonical value.
fn order_bytes<C: Ciphersuite>() -> Vec<u8> {
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

fn scalar_len<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

fn element_len<C: Ciphersuite>() -> usize {
    ElementBytes::<C>::default().as_ref().len()
}

/// The length of `R` in a signature encoding (`Ne`, or 32 for BIP340).
fn signature_r_len<C: Ciphersuite>() -> usize {
    Signature::<C>::encoded_len() - scalar_len::<C>()
}

/// Dealer keygen, signing and verification for 2-of-2, 2-of-3, 3-of-5 and
/// 7-of-10, with the minimum and with all signers.
pub fn dealer_sign_and_verify<C: Ciphersuite>() {
    for (seed, (min, max)) in [(2u16, 2u16), (2, 3), (3, 5), (7, 10)]
        .into_iter()
        .enumerate()
    {
        let (key_packages, public) = dealer::<C>(max, min, seed as u64);
        assert_eq!(public.min_signers(), min);
        assert_eq!(public.max_signers(), max);
        for signers in [min, max] {
            let ids: Vec<_> = (1..=signers).map(id::<C>).collect();
            let message = format!("{min}-of-{max} signed by {signers}");
            let signature = sign_with(
                &key_packages,
                &public,
                &ids,
                message.as_bytes(),
                100 + seed as u64,
            )
            .expect("aggregate");
            public
                .verifying_key()
                .verify(message.as_bytes(), &signature)
                .expect("verifies");
            let bytes = signature.to_bytes();
            assert_eq!(bytes.len(), Signature::<C>::encoded_len());
            assert_eq!(
                Signature::<C>::from_bytes(&bytes).expect("decodes"),
                signature
            );
        }
    }
}

/// Every subset of at least three of five participants signs 3-of-5.
pub fn every_subset_of_three_of_five_signs<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 7);
    let mut subsets = 0;
    for mask in 0u16..32 {
        let ids: Vec<_> = (1..=5u16)
            .filter(|i| mask & (1 << (i - 1)) != 0)
            .map(id::<C>)
            .collect();
        if ids.len() < 3 {
            continue;
        }
        let signature =
            sign_with(&key_packages, &public, &ids, b"subset", u64::from(mask)).expect("aggregate");
        public
            .verifying_key()
            .verify(b"subset", &signature)
            .expect("verifies");
        subsets += 1;
    }
    assert_eq!(subsets, 16, "10 + 5 + 1 subsets of size 3, 4 and 5");
}

/// A valid signature fails on another message, under another key, or with a
/// changed `z`.
pub fn wrong_message_fails<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(3, 2, 11);
    let ids = [id::<C>(1), id::<C>(3)];
    let signature =
        sign_with(&key_packages, &public, &ids, b"pay 10 to alice", 12).expect("aggregate");
    let key = public.verifying_key();
    key.verify(b"pay 10 to alice", &signature)
        .expect("verifies");
    assert_eq!(
        key.verify(b"pay 10 to mallory", &signature),
        Err(Error::InvalidSignature)
    );
    assert_eq!(key.verify(b"", &signature), Err(Error::InvalidSignature));

    let other = SigningKey::<C>::new(&mut test_rng(13)).verifying_key();
    assert_eq!(
        other.verify(b"pay 10 to alice", &signature),
        Err(Error::InvalidSignature)
    );

    let mut bytes = signature.to_bytes();
    let z_first = signature_r_len::<C>()
        + if frost_core::scalar_little_endian::<C>() {
            0
        } else {
            scalar_len::<C>() - 1
        };
    bytes[z_first] ^= 1;
    let altered = Signature::<C>::from_bytes(&bytes).expect("still canonical");
    assert_eq!(
        key.verify(b"pay 10 to alice", &altered),
        Err(Error::InvalidSignature)
    );
}

/// One invalid share: aggregation names exactly that signer.
pub fn one_corrupted_share_is_named<C: Ciphersuite>() {
    let mut s = session::<C>(5, 3, &[1, 2, 4, 5], 21);
    let culprit = id::<C>(4);
    let bad = corrupt(&s.shares[&culprit]);
    s.shares.insert(culprit, bad);
    assert_eq!(
        aggregate(&s.package, &s.shares, &s.public),
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![culprit]
        })
    );
}

/// Several invalid shares, of different kinds (a corrupted scalar, a share
/// for another message, a share made with other nonces): all named, in order.
pub fn several_corrupted_shares_are_named<C: Ciphersuite>() {
    let mut s = session::<C>(7, 4, &[1, 2, 3, 5, 6, 7], 31);

    // Signer 2 sends garbage.
    let bad = corrupt(&s.shares[&id::<C>(2)]);
    s.shares.insert(id::<C>(2), bad);

    // Signer 5 signs another message with the same commitments list.
    let mut rng = test_rng(32);
    let signers: Vec<_> = [1u16, 2, 3, 5, 6, 7].iter().map(|n| id::<C>(*n)).collect();
    let (mut nonces, commitments) = round_one(&s.key_packages, &signers, 33);
    let other_package = SigningPackage::new(commitments, b"another message").expect("package");
    let other_share = round2::sign(
        &other_package,
        nonces.remove(&id::<C>(5)).expect("nonces"),
        &s.key_packages[&id::<C>(5)],
    )
    .expect("sign");
    s.shares.insert(id::<C>(5), other_share);

    // Signer 7 signs with fresh nonces whose commitments are not in the package.
    let (fresh_nonces, fresh_commitments) =
        round1::commit(s.key_packages[&id::<C>(7)].signing_share(), &mut rng);
    let mut swapped = s.package.signing_commitments().clone();
    swapped.insert(id::<C>(7), fresh_commitments);
    let swapped_package = SigningPackage::new(swapped, s.package.message()).expect("package");
    let share =
        round2::sign(&swapped_package, fresh_nonces, &s.key_packages[&id::<C>(7)]).expect("sign");
    s.shares.insert(id::<C>(7), share);

    let result = aggregate(&s.package, &s.shares, &s.public);
    assert_eq!(
        result,
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![id::<C>(2), id::<C>(5), id::<C>(7)]
        })
    );
    assert_eq!(
        result.expect_err("invalid").culprits(),
        alloc::vec![id::<C>(2), id::<C>(5), id::<C>(7)]
    );
}

/// The batched search for invalid shares names exactly the invalid ones,
/// whatever their number and position among the signers (none, one at either
/// end, neighbours, every third, all, and pseudo-random sets), in agreement
/// with checking each share on its own.
pub fn culprit_search_names_exactly_the_invalid_shares<C: Ciphersuite>() {
    let signers: Vec<u16> = (1..=13).collect();
    let s = session::<C>(15, 9, &signers, 41);
    let all: Vec<Identifier<C>> = s.package.signers();
    let mut patterns: Vec<Vec<usize>> = alloc::vec![
        alloc::vec![],
        alloc::vec![0],
        alloc::vec![12],
        alloc::vec![0, 12],
        alloc::vec![5, 6],
        (0..13).step_by(3).collect(),
        (0..13).collect(),
    ];
    let mut rng = test_rng(42);
    for _ in 0..8 {
        let mut bits = [0u8; 2];
        rng.fill_bytes(&mut bits);
        let mask = u16::from_le_bytes(bits);
        patterns.push((0..13).filter(|i| mask & (1 << i) != 0).collect());
    }
    for pattern in patterns {
        let mut shares = s.shares.clone();
        for index in &pattern {
            let bad = corrupt(&shares[&all[*index]]);
            shares.insert(all[*index], bad);
        }
        let expected: Vec<Identifier<C>> = pattern.iter().map(|index| all[*index]).collect();
        let one_by_one: Vec<Identifier<C>> = all
            .iter()
            .filter(|identifier| {
                round2::verify_signature_share(
                    identifier,
                    &s.public.verifying_shares()[*identifier],
                    &shares[*identifier],
                    &s.package,
                    s.public.verifying_key(),
                )
                .is_err()
            })
            .copied()
            .collect();
        assert_eq!(one_by_one, expected, "pattern {pattern:?}");
        let result = aggregate(&s.package, &shares, &s.public);
        if expected.is_empty() {
            assert!(result.is_ok(), "honest shares refused: {result:?}");
        } else {
            assert_eq!(
                result,
                Err(Error::InvalidSignatureShare { culprits: expected }),
                "pattern {pattern:?}"
            );
        }
    }
}

/// A signer refuses a package without its own commitment.
pub fn missing_own_commitment_is_refused<C: Ciphersuite>() {
    let (key_packages, _) = dealer::<C>(3, 2, 41);
    let ids = [id::<C>(1), id::<C>(2), id::<C>(3)];
    let (mut nonces, mut commitments) = round_one(&key_packages, &ids, 42);
    commitments.remove(&id::<C>(3));
    let package = SigningPackage::new(commitments, b"msg").expect("package");
    assert_eq!(
        round2::sign(
            &package,
            nonces.remove(&id::<C>(3)).expect("nonces"),
            &key_packages[&id::<C>(3)]
        ),
        Err(Error::MissingCommitment {
            identifier: id::<C>(3)
        })
    );
}

/// A signer refuses a package whose commitment for it differs from its
/// nonces' own: replaced by fresh ones, or swapped with another signer's.
pub fn altered_own_commitment_is_refused<C: Ciphersuite>() {
    let (key_packages, _) = dealer::<C>(3, 2, 51);
    let ids = [id::<C>(1), id::<C>(2)];
    let (mut nonces, commitments) = round_one(&key_packages, &ids, 52);

    let mut replaced = commitments.clone();
    let (_, fresh) = round1::commit(key_packages[&id::<C>(1)].signing_share(), &mut test_rng(53));
    replaced.insert(id::<C>(1), fresh);
    let package = SigningPackage::new(replaced, b"msg").expect("package");
    let n1 = nonces.remove(&id::<C>(1)).expect("nonces");
    assert_eq!(
        round2::sign(&package, n1, &key_packages[&id::<C>(1)]),
        Err(Error::IncorrectCommitment {
            identifier: id::<C>(1)
        })
    );

    let mut swapped = commitments.clone();
    swapped.insert(id::<C>(1), commitments[&id::<C>(2)]);
    swapped.insert(id::<C>(2), commitments[&id::<C>(1)]);
    let package = SigningPackage::new(swapped, b"msg").expect("package");
    let n2 = nonces.remove(&id::<C>(2)).expect("nonces");
    assert_eq!(
        round2::sign(&package, n2, &key_packages[&id::<C>(2)]),
        Err(Error::IncorrectCommitment {
            identifier: id::<C>(2)
        })
    );
}

/// Fewer signers than the threshold: refused by package, signer and aggregator.
pub fn too_few_signers_are_refused<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 61);
    let ids = [id::<C>(1), id::<C>(2)];
    let (mut nonces, commitments) = round_one(&key_packages, &ids, 62);

    let mut single = commitments.clone();
    single.remove(&id::<C>(2));
    assert_eq!(
        SigningPackage::new(single, b"msg"),
        Err(Error::TooFewSigners {
            min_signers: 2,
            signers: 1
        })
    );

    let package = SigningPackage::new(commitments, b"msg").expect("package");
    let too_few = Error::TooFewSigners {
        min_signers: 3,
        signers: 2,
    };
    let n1 = nonces.remove(&id::<C>(1)).expect("nonces");
    assert_eq!(
        round2::sign(&package, n1, &key_packages[&id::<C>(1)]),
        Err(too_few.clone())
    );
    let shares: BTreeMap<_, _> = ids
        .iter()
        .map(|i| (*i, SignatureShare::new(Scalar::<C>::ONE)))
        .collect();
    assert_eq!(aggregate(&package, &shares, &public), Err(too_few));
}

/// Aggregation refuses missing shares and shares from non-signers, naming them.
pub fn missing_and_unexpected_shares_are_refused<C: Ciphersuite>() {
    let s = session::<C>(5, 3, &[1, 2, 3, 4], 71);

    let mut missing = s.shares.clone();
    missing.remove(&id::<C>(2));
    missing.remove(&id::<C>(4));
    assert_eq!(
        aggregate(&s.package, &missing, &s.public),
        Err(Error::MissingSignatureShares {
            identifiers: alloc::vec![id::<C>(2), id::<C>(4)]
        })
    );

    let mut extra = s.shares.clone();
    extra.insert(id::<C>(5), s.shares[&id::<C>(1)]);
    assert_eq!(
        aggregate(&s.package, &extra, &s.public),
        Err(Error::UnexpectedSignatureShares {
            identifiers: alloc::vec![id::<C>(5)]
        })
    );
}

/// A signer outside the group (no verifying share) is named.
pub fn unknown_participant_is_refused<C: Ciphersuite>() {
    let s = session::<C>(3, 2, &[1, 2], 81);
    let stranger = id::<C>(9);
    let mut commitments = s.package.signing_commitments().clone();
    let (_, c) = round1::commit(&SigningShare::<C>::new(Scalar::<C>::ONE), &mut test_rng(82));
    commitments.insert(stranger, c);
    let package = SigningPackage::new(commitments, s.package.message()).expect("package");
    let mut shares = s.shares.clone();
    shares.insert(stranger, SignatureShare::new(Scalar::<C>::ONE));
    assert_eq!(
        aggregate(&package, &shares, &s.public),
        Err(Error::UnknownParticipant {
            identifier: stranger
        })
    );
}

/// `2 <= min_signers <= max_signers` and the identifier count are enforced.
pub fn invalid_dealer_parameters_are_refused<C: Ciphersuite>() {
    let mut rng = test_rng(91);
    let dealt = |max, min, list: IdentifierList<'_, C>, rng: &mut _| {
        frost_keygen::generate_with_dealer::<C, _>(max, min, list, rng).map(|_| ())
    };
    assert_eq!(
        dealt(3, 1, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        dealt(3, 0, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        dealt(3, 4, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        dealt(1, 1, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMaxSigners)
    );
    assert_eq!(
        dealt(0, 0, IdentifierList::Default, &mut rng),
        Err(Error::InvalidMaxSigners)
    );
    let ids = [id::<C>(1), id::<C>(2)];
    assert_eq!(
        dealt(3, 2, IdentifierList::Custom(&ids), &mut rng),
        Err(Error::IncorrectNumberOfIdentifiers)
    );
    assert!(dealt(2, 2, IdentifierList::Custom(&ids), &mut rng).is_ok());
}

/// Repeated identifiers are refused wherever identifiers must be distinct.
pub fn duplicate_identifiers_are_refused<C: Ciphersuite>() {
    let ids = [id::<C>(1), id::<C>(7), id::<C>(1)];
    assert_eq!(
        frost_keygen::generate_with_dealer::<C, _>(
            3,
            2,
            IdentifierList::Custom(&ids),
            &mut test_rng(101)
        )
        .map(|_| ()),
        Err(Error::DuplicatedIdentifier {
            identifier: id::<C>(1)
        })
    );
    let (key_packages, _) = dealer::<C>(3, 2, 102);
    let twice = [
        key_packages[&id::<C>(1)].clone(),
        key_packages[&id::<C>(1)].clone(),
    ];
    assert_eq!(
        frost_keygen::reconstruct(&twice).map(|_| ()),
        Err(Error::DuplicatedIdentifier {
            identifier: id::<C>(1)
        })
    );
}

/// Zero is never an identifier, however it arrives.
pub fn zero_identifier_is_refused<C: Ciphersuite>() {
    assert_eq!(
        Identifier::<C>::try_from(0),
        Err(Error::InvalidZeroIdentifier)
    );
    assert_eq!(
        Identifier::<C>::new(Scalar::<C>::ZERO),
        Err(Error::InvalidZeroIdentifier)
    );
    let zero = frost_core::serialize_scalar::<C>(&Scalar::<C>::ZERO);
    assert_eq!(
        Identifier::<C>::from_bytes(zero.as_ref()),
        Err(Error::InvalidZeroIdentifier)
    );
}

/// Identifiers order by integer value, round-trip, and can be derived from
/// names; derived identifiers work for keygen and signing.
pub fn identifier_ordering_and_derivation<C: Ciphersuite>() {
    let values = [1u16, 2, 255, 256, 257, 1000, 65535];
    let ids: Vec<_> = values.iter().map(|v| id::<C>(*v)).collect();
    let mut sorted = ids.clone();
    sorted.sort();
    assert_eq!(sorted, ids, "ordered as integers");
    for i in &ids {
        assert_eq!(
            Identifier::<C>::from_bytes(i.to_bytes().as_ref()).as_ref(),
            Ok(i)
        );
    }
    assert_eq!(format!("{:?}", id::<C>(258)), "Identifier(258)");

    let alice = Identifier::<C>::derive(b"alice").expect("derive");
    assert_eq!(Identifier::<C>::derive(b"alice").expect("derive"), alice);
    let bob = Identifier::<C>::derive(b"bob").expect("derive");
    let carol = Identifier::<C>::derive(b"carol").expect("derive");
    assert_ne!(alice, bob);
    let named = [alice, bob, carol];
    let mut rng = test_rng(111);
    let (shares, public) =
        frost_keygen::generate_with_dealer::<C, _>(3, 2, IdentifierList::Custom(&named), &mut rng)
            .expect("dealer");
    let key_packages: KeyPackages<C> = shares
        .into_iter()
        .map(|(i, s)| (i, KeyPackage::try_from(s).expect("verifies")))
        .collect();
    let signature =
        sign_with(&key_packages, &public, &[carol, alice], b"named", 112).expect("aggregate");
    public
        .verifying_key()
        .verify(b"named", &signature)
        .expect("verifies");
}

/// Scalars at or above the group order, or of the wrong length, are refused
/// by every scalar decoder.
pub fn non_canonical_scalars_are_refused<C: Ciphersuite>() {
    let ns = scalar_len::<C>();
    let mut candidates = alloc::vec![
        order_bytes::<C>(),
        alloc::vec![0xff; ns],
        alloc::vec![0; ns - 1],
        alloc::vec![0; ns + 1]
    ];
    candidates.push(Vec::new());
    for bytes in &candidates {
        assert_eq!(
            C::deserialize_scalar(bytes),
            Err(frost_core::EncodingError::MalformedScalar)
        );
        assert_eq!(
            SignatureShare::<C>::from_bytes(bytes),
            Err(Error::MalformedScalar)
        );
        assert_eq!(
            SigningShare::<C>::from_bytes(bytes).map(|_| ()),
            Err(Error::MalformedScalar)
        );
        assert_eq!(
            Identifier::<C>::from_bytes(bytes),
            Err(Error::MalformedScalar)
        );
        assert_eq!(
            SigningKey::<C>::from_bytes(bytes).map(|_| ()),
            Err(Error::MalformedSigningKey)
        );
    }
    // The largest scalar, p - 1, is canonical.
    let max = frost_core::serialize_scalar::<C>(&-Scalar::<C>::ONE);
    assert!(C::deserialize_scalar(max.as_ref()).is_ok());

    // A signature whose z is p is refused.
    let signature = SigningKey::<C>::new(&mut test_rng(121)).sign(&mut test_rng(122), b"m");
    let mut bytes = signature.to_bytes();
    let nr = signature_r_len::<C>();
    bytes[nr..].copy_from_slice(&order_bytes::<C>());
    assert_eq!(
        Signature::<C>::from_bytes(&bytes),
        Err(Error::MalformedScalar)
    );
}

/// Element decoders accept exactly canonical, non-identity encodings; the
/// identity cannot even be wrapped.
pub fn element_encodings_are_strict<C: Ciphersuite>() {
    let ne = element_len::<C>();
    let valid = SigningKey::<C>::new(&mut test_rng(131))
        .verifying_key()
        .to_bytes();
    assert!(VerifyingKey::<C>::from_bytes(&valid).is_ok());
    for bytes in [
        alloc::vec![0xff; ne],
        valid[..ne - 1].to_vec(),
        [valid.as_slice(), &[0]].concat(),
        Vec::new(),
    ] {
        assert!(
            matches!(
                VerifyingKey::<C>::from_bytes(&bytes),
                Err(Error::MalformedElement | Error::IdentityElement)
            ),
            "refused: {bytes:02x?}"
        );
        assert!(keys::VerifyingShare::<C>::from_bytes(&bytes).is_err());
        assert!(
            SigningCommitments::<C>::from_bytes(&[bytes.as_slice(), valid.as_slice()].concat())
                .is_err()
        );
        assert!(SigningCommitments::<C>::from_element_bytes(&bytes, &valid).is_err());
        assert!(SigningCommitments::<C>::from_element_bytes(&valid, &bytes).is_err());
    }
    let identity = Element::<C>::identity();
    assert_eq!(
        VerifyingKey::<C>::new(identity),
        Err(Error::IdentityElement)
    );
    assert_eq!(
        keys::VerifyingShare::<C>::new(identity).map(|_| ()),
        Err(Error::IdentityElement)
    );
    assert!(matches!(
        C::serialize_element(&identity),
        Err(frost_core::EncodingError::IdentityElement)
    ));

    let signature = SigningKey::<C>::new(&mut test_rng(132)).sign(&mut test_rng(133), b"m");
    let bytes = signature.to_bytes();
    assert_eq!(
        Signature::<C>::from_bytes(&bytes[1..]),
        Err(Error::InvalidLength)
    );
    assert_eq!(
        Signature::<C>::from_bytes(&[bytes.as_slice(), &[0]].concat()),
        Err(Error::InvalidLength)
    );
    let mut bad_r = bytes.clone();
    bad_r[..signature_r_len::<C>()].fill(0xff);
    assert!(Signature::<C>::from_bytes(&bad_r).is_err());
}

/// Every public and secret value round-trips through its raw encoding.
pub fn encodings_round_trip<C: Ciphersuite>() {
    let s = session::<C>(5, 3, &[2, 3, 5], 141);
    let key = s.public.verifying_key();
    assert_eq!(
        VerifyingKey::<C>::from_bytes(key.to_bytes().as_ref()).as_ref(),
        Ok(key)
    );
    for (i, share) in s.public.verifying_shares() {
        assert_eq!(
            keys::VerifyingShare::<C>::from_bytes(share.to_bytes().as_ref()).as_ref(),
            Ok(share)
        );
        let package = &s.key_packages[i];
        let signing = SigningShare::<C>::from_bytes(package.signing_share().to_bytes().as_ref())
            .expect("decodes");
        assert_eq!(&signing, package.signing_share());
    }
    for (i, share) in &s.shares {
        assert_eq!(
            SignatureShare::<C>::from_bytes(share.to_bytes().as_ref()).as_ref(),
            Ok(share)
        );
        let c = s.package.signing_commitment(i).expect("signer");
        let bytes = c.to_bytes();
        assert_eq!(bytes.len(), 2 * element_len::<C>());
        assert_eq!(SigningCommitments::<C>::from_bytes(&bytes).as_ref(), Ok(c));
        assert_eq!([c.hiding_bytes(), c.binding_bytes()].concat(), bytes);
        assert_eq!(
            SigningCommitments::<C>::from_element_bytes(&c.hiding_bytes(), &c.binding_bytes())
                .as_ref(),
            Ok(c)
        );
    }
    let signature = aggregate(&s.package, &s.shares, &s.public).expect("aggregate");
    assert_eq!(
        Signature::<C>::from_bytes(&signature.to_bytes()),
        Ok(signature)
    );

    let (shares, _) = frost_keygen::generate_with_dealer::<C, _>(
        3,
        2,
        IdentifierList::Default,
        &mut test_rng(142),
    )
    .expect("dealer");
    let commitment = shares[&id::<C>(1)].commitment();
    let bytes = commitment.to_bytes();
    assert_eq!(bytes.len(), 2 * element_len::<C>());
    assert_eq!(
        keys::VerifiableSecretSharingCommitment::<C>::from_bytes(&bytes).as_ref(),
        Ok(commitment)
    );
    assert!(
        keys::VerifiableSecretSharingCommitment::<C>::from_bytes(&bytes[..element_len::<C>()])
            .is_err()
    );

    let key = SigningKey::<C>::new(&mut test_rng(143));
    assert_eq!(
        SigningKey::<C>::from_bytes(key.to_bytes().as_ref()).as_ref(),
        Ok(&key)
    );
}

/// Commitments that are the identity cannot be built, so a package cannot
/// carry them.
pub fn identity_commitments_are_refused<C: Ciphersuite>() {
    let g = C::Arithmetic::mul_base(&Scalar::<C>::ONE);
    let identity = Element::<C>::identity();
    assert_eq!(
        SigningCommitments::<C>::new(identity, g),
        Err(Error::IdentityElement)
    );
    assert_eq!(
        SigningCommitments::<C>::new(g, identity),
        Err(Error::IdentityElement)
    );
    assert!(SigningCommitments::<C>::new(g, g + g).is_ok());
}

/// A share that does not match the dealer's commitment is refused, naming
/// its participant.
pub fn tampered_secret_share_is_refused<C: Ciphersuite>() {
    let mut rng = test_rng(151);
    let (shares, _) =
        frost_keygen::generate_with_dealer::<C, _>(3, 2, IdentifierList::Default, &mut rng)
            .expect("dealer");
    let (other_shares, _) =
        frost_keygen::generate_with_dealer::<C, _>(3, 2, IdentifierList::Default, &mut rng)
            .expect("dealer");
    let original = &shares[&id::<C>(2)];
    let tampered = SecretShare::new(
        id::<C>(2),
        SigningShare::new(original.signing_share().to_scalar() + Scalar::<C>::ONE),
        original.commitment().clone(),
    );
    let expected = Err(Error::InvalidSecretShare {
        identifier: Some(id::<C>(2)),
    });
    assert_eq!(tampered.verify().map(|_| ()), expected.clone());
    assert_eq!(KeyPackage::try_from(tampered).map(|_| ()), expected.clone());
    // The dealer made the share: its holder, who found the fault, is blamed
    // for nothing.
    assert!(expected.clone().expect_err("invalid").culprits().is_empty());

    let foreign = SecretShare::new(
        id::<C>(2),
        original.signing_share().clone(),
        other_shares[&id::<C>(2)].commitment().clone(),
    );
    assert_eq!(KeyPackage::try_from(foreign).map(|_| ()), expected);

    let relabelled = SecretShare::new(
        id::<C>(3),
        original.signing_share().clone(),
        original.commitment().clone(),
    );
    assert_eq!(
        KeyPackage::try_from(relabelled).map(|_| ()),
        Err(Error::InvalidSecretShare {
            identifier: Some(id::<C>(3))
        })
    );
}

/// Any `min_signers` key packages give back the split key; fewer do not.
/// (A suite that admits only one of `Y` and `-Y` as a group key splits the
/// negated key when `key * G` is the other one.)
pub fn reconstruct_recovers_the_key<C: Ciphersuite>() {
    let mut rng = test_rng(161);
    let drawn = SigningKey::<C>::new(&mut rng);
    let (shares, public) =
        frost_keygen::split(&drawn, 5, 3, IdentifierList::Default, &mut rng).expect("split");
    let key = if frost_core::signature_scheme::is_normalized_key(&drawn.verifying_key()) {
        drawn
    } else {
        SigningKey::from_scalar(-drawn.to_scalar()).expect("non-zero")
    };
    assert_eq!(public.verifying_key(), &key.verifying_key());
    let packages: Vec<KeyPackage<C>> = shares
        .into_values()
        .map(|s| KeyPackage::try_from(s).expect("verifies"))
        .collect();
    for subset in [[0usize, 1, 2], [0, 2, 4], [1, 3, 4], [2, 3, 4]] {
        let chosen: Vec<_> = subset.iter().map(|i| packages[*i].clone()).collect();
        assert_eq!(frost_keygen::reconstruct(&chosen).as_ref(), Ok(&key));
    }
    assert_eq!(
        frost_keygen::reconstruct(&packages[..2]).map(|_| ()),
        Err(Error::TooFewSigners {
            min_signers: 3,
            signers: 2
        })
    );
    assert_eq!(
        frost_keygen::reconstruct(&packages).as_ref(),
        Ok(&key),
        "more than the threshold works too"
    );
}

/// The single-party key of RFC 9591, Appendix B signs and verifies, and FROST
/// signatures are indistinguishable in form from its signatures.
pub fn single_party_signing_key<C: Ciphersuite>() {
    let mut rng = test_rng(171);
    let key = SigningKey::<C>::new(&mut rng);
    let signature = key.sign(&mut rng, b"single");
    key.verifying_key()
        .verify(b"single", &signature)
        .expect("verifies");
    assert_eq!(
        key.verifying_key().verify(b"double", &signature),
        Err(Error::InvalidSignature)
    );
    assert_eq!(
        SigningKey::<C>::from_scalar(Scalar::<C>::ZERO).map(|_| ()),
        Err(Error::MalformedSigningKey)
    );
    let zero = frost_core::serialize_scalar::<C>(&Scalar::<C>::ZERO);
    assert_eq!(
        SigningKey::<C>::from_bytes(zero.as_ref()).map(|_| ()),
        Err(Error::MalformedSigningKey)
    );
}

/// Batches of valid signatures pass; invalid ones are all reported.
pub fn batch_verification<C: Ciphersuite>() {
    let mut rng = test_rng(181);
    let keys: Vec<SigningKey<C>> = (0..6).map(|_| SigningKey::new(&mut rng)).collect();
    let verifying_keys: Vec<VerifyingKey<C>> = keys.iter().map(SigningKey::verifying_key).collect();
    let messages: Vec<Vec<u8>> = (0..12u8).map(|i| alloc::vec![i; usize::from(i)]).collect();
    let mut signatures: Vec<Signature<C>> = messages
        .iter()
        .enumerate()
        .map(|(i, m)| keys[i % keys.len()].sign(&mut rng, m))
        .collect();
    // Add a threshold signature to the batch.
    let (key_packages, public) = dealer::<C>(3, 2, 182);
    let threshold = sign_with(
        &key_packages,
        &public,
        &[id::<C>(1), id::<C>(2)],
        b"group",
        183,
    )
    .expect("aggregate");

    fn items<'a, C: Ciphersuite>(
        signatures: &'a [Signature<C>],
        messages: &'a [Vec<u8>],
        verifying_keys: &'a [VerifyingKey<C>],
        group: (&'a VerifyingKey<C>, &'a Signature<C>),
    ) -> Vec<BatchItem<'a, C>> {
        let mut items: Vec<BatchItem<'a, C>> = signatures
            .iter()
            .zip(messages)
            .enumerate()
            .map(|(i, (signature, message))| BatchItem {
                verifying_key: &verifying_keys[i % verifying_keys.len()],
                message,
                signature,
            })
            .collect();
        items.push(BatchItem {
            verifying_key: group.0,
            message: b"group",
            signature: group.1,
        });
        items
    }
    let group = (public.verifying_key(), &threshold);
    assert_eq!(
        verify_batch(
            &items(&signatures, &messages, &verifying_keys, group),
            &mut rng
        ),
        Ok(())
    );
    assert_eq!(verify_batch::<C, _>(&[], &mut rng), Ok(()));

    signatures.swap(3, 8);
    signatures[10] = keys[0].sign(&mut rng, b"something else");
    assert_eq!(
        verify_batch(
            &items(&signatures, &messages, &verifying_keys, group),
            &mut rng
        ),
        Err(alloc::vec![3, 8, 10])
    );
}

/// `Debug` of secret-bearing types shows no secret bytes.
pub fn secrets_are_redacted<C: Ciphersuite>() {
    let mut rng = test_rng(191);
    let key = SigningKey::<C>::new(&mut rng);
    let (shares, _) =
        frost_keygen::split(&key, 3, 2, IdentifierList::Default, &mut rng).expect("split");
    let share = shares[&id::<C>(1)].clone();
    let secret_hex = |bytes: &[u8]| {
        bytes
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect::<alloc::string::String>()
    };
    let share_hex = secret_hex(share.signing_share().to_bytes().as_ref());
    let key_hex = secret_hex(key.to_bytes().as_ref());
    let package = KeyPackage::try_from(share.clone()).expect("verifies");
    let (nonces, _) = round1::commit(package.signing_share(), &mut rng);
    for text in [
        format!("{key:?}"),
        format!("{share:?}"),
        format!("{package:?}"),
        format!("{:?}", package.signing_share()),
        format!("{nonces:?}"),
    ] {
        assert!(text.contains("redacted"), "{text}");
        assert!(!text.contains(&share_hex), "share leaked: {text}");
        assert!(!text.contains(&key_hex), "key leaked: {text}");
    }
}

/// A coordinator can check each share as it arrives (RFC 9591, Section 5.4).
pub fn signature_share_verification_as_shares_arrive<C: Ciphersuite>() {
    let s = session::<C>(5, 3, &[1, 3, 4], 201);
    for (i, share) in &s.shares {
        let verifying_share = &s.public.verifying_shares()[i];
        round2::verify_signature_share(
            i,
            verifying_share,
            share,
            &s.package,
            s.public.verifying_key(),
        )
        .expect("honest share");
        assert_eq!(
            round2::verify_signature_share(
                i,
                verifying_share,
                &corrupt(share),
                &s.package,
                s.public.verifying_key()
            ),
            Err(Error::InvalidSignatureShare {
                culprits: alloc::vec![*i]
            })
        );
    }
    // A share checked under another signer's identity fails.
    let (one, three) = (id::<C>(1), id::<C>(3));
    assert!(
        round2::verify_signature_share(
            &three,
            &s.public.verifying_shares()[&three],
            &s.shares[&one],
            &s.package,
            s.public.verifying_key()
        )
        .is_err()
    );
    // A non-signer cannot be checked.
    let five = id::<C>(5);
    assert!(
        round2::verify_signature_share(
            &five,
            &s.public.verifying_shares()[&five],
            &s.shares[&one],
            &s.package,
            s.public.verifying_key()
        )
        .is_err()
    );
}

//! Generic tests of dealer key generation, signing, aggregation and
//! verification, including misbehaviour of participants and coordinator.
//!
//! Each public function is one test; [`ciphersuite_tests!`](crate::ciphersuite_tests)
//! instantiates all of them for a ciphersuite.

use alloc::format;
use alloc::vec::Vec;

use rand_core::Rng;

use crate::test_rng;
use frost_core::round1;
use frost_core::round2;
use frost_core::{
    Ciphersuite, Error, Identifier, Signature, SigningKey, SigningPackage, aggregate,
};

mod encodings;
mod key_material;
mod refusals;
mod support;

pub use encodings::*;
pub use key_material::*;
pub use refusals::*;
use support::*;
pub use support::{dealer, round_one, round_two, sign_with};

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

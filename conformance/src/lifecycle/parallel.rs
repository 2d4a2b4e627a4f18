//! Key generation and the decoding of large messages on every core (feature
//! `parallel`) against the sequential path: the dealer, a refresh by a dealer, resharing's part 1, and one
//! participant's parts 2 and 3 of key generation (the steps distributed
//! refresh and resharing share with it), in a group above the
//! split threshold, run on one thread and on four, give the same bytes, or
//! the same error naming the same participants in the same order; a large
//! signing package, public key package and round-one package decode to the
//! same values, or the same error for the same first bad point.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use super::support::{dkg_round1, dkg_round2, id, ids, others, tampered};
use crate::test_rng;
use frost_core::keys::PublicKeyPackage;
use frost_core::parallel::{MIN_SPLIT_LEN, testing::sequential_and_split};
use frost_core::serialization::{HEADER_LEN, element_len, scalar_len};
use frost_core::{Ciphersuite, Error, Identifier, SigningPackage};
use frost_keygen::IdentifierList;
use frost_keygen::dkg::{self, round2};

/// The dealer, part 2 (proofs checked in a batch, one share per receiver)
/// and part 3 (shares checked in a batch, every verifying share derived),
/// each run both ways; part 3 also with two bad shares.
pub fn split_key_generation_matches_the_sequential_one<C: Ciphersuite>() {
    let max_signers = MIN_SPLIT_LEN as u16 + 4;
    let min_signers = 2 * max_signers / 3;

    let (sequential, split) = sequential_and_split(|| {
        frost_keygen::generate_with_dealer::<C, _>(
            max_signers,
            min_signers,
            IdentifierList::Default,
            &mut test_rng(200),
        )
    });
    assert_eq!(sequential, split);
    let Ok((shares, public)) = sequential else {
        panic!("the dealer refused a valid group");
    };

    // Refresh by a dealer (every g(i) and new verifying share), also with
    // an unknown participant among them, and resharing's part 1 (one
    // sub-share per new participant).
    let identifiers = ids::<C>(max_signers);
    let mut with_unknown = identifiers.clone();
    with_unknown[20] = id::<C>(max_signers + 1);
    for listed in [&identifiers, &with_unknown] {
        let (sequential, split) = sequential_and_split(|| {
            frost_keygen::refresh::compute_refreshing_shares::<C, _>(
                &public,
                listed,
                &mut test_rng(203),
            )
        });
        assert_eq!(sequential, split);
    }
    let key_package =
        frost_core::keys::KeyPackage::try_from(shares[&id::<C>(1)].clone()).expect("a dealt share");
    let dealers = &identifiers[..usize::from(min_signers)];
    let (sequential, split) = sequential_and_split(|| {
        frost_keygen::reshare::part1::<C, _>(
            &key_package,
            dealers,
            &identifiers,
            min_signers,
            &mut test_rng(204),
        )
    });
    assert_eq!(sequential, split);
    assert!(sequential.is_ok());

    let me = id::<C>(1);
    let (sequential, split) = sequential_and_split(|| {
        let (mut secrets, packages) = dkg_round1::<C>(&identifiers, min_signers, 201);
        let secret = secrets.remove(&me).expect("own secret");
        dkg::part2(secret, &others(&packages, &me))
    });
    assert_eq!(sequential, split);
    assert!(sequential.is_ok());

    let (secrets, packages) = dkg_round1::<C>(&identifiers, min_signers, 202);
    let (round2_secrets, inboxes) = dkg_round2::<C>(secrets, &packages);
    let part3 = |inbox: &BTreeMap<Identifier<C>, round2::Package<C>>| {
        sequential_and_split(|| dkg::part3(&round2_secrets[&me], &others(&packages, &me), inbox))
    };
    let (sequential, split) = part3(&inboxes[&me]);
    assert_eq!(sequential, split);
    assert!(sequential.is_ok());

    let mut inbox = inboxes[&me].clone();
    let bad: Vec<Identifier<C>> = [3, max_signers - 1].iter().map(|n| id::<C>(*n)).collect();
    for sender in &bad {
        inbox.insert(
            *sender,
            round2::Package::new(tampered(inbox[sender].share())),
        );
    }
    let (sequential, split) = part3(&inbox);
    assert_eq!(sequential, split);
    assert_eq!(
        sequential.map(|_| ()),
        Err(Error::InvalidSecretShares { culprits: bad })
    );
}

/// A signing package of `3 * MIN_SPLIT_LEN` commitments, the public key
/// package of its group and a round-one package of key generation with as
/// many coefficient commitments, decoded both ways: intact, with a bad point
/// in the middle, with a second bad point after it (the first must be
/// reported), and with the bad point and a cut-off end.
pub fn split_decoding_matches_the_sequential_one<C: Ciphersuite>() {
    let max_signers = 3 * MIN_SPLIT_LEN as u16;
    let (shares, public) = frost_keygen::generate_with_dealer::<C, _>(
        max_signers,
        max_signers,
        IdentifierList::Default,
        &mut test_rng(210),
    )
    .expect("a valid group");
    let mut rng = test_rng(211);
    let commitments = shares
        .iter()
        .map(|(id, share)| {
            let (_nonces, commitments) =
                frost_core::round1::commit(share.signing_share(), &mut rng);
            (*id, commitments)
        })
        .collect();
    let signing_package =
        SigningPackage::<C>::new(commitments, b"decoded on every core").expect("a package");
    let (_secret, round1) =
        dkg::part1::<C, _>(id::<C>(1), max_signers, max_signers, &mut rng).expect("part 1");

    let (ns, ne) = (scalar_len::<C>(), element_len::<C>());
    let n = usize::from(max_signers);
    // Where the point of entry `i` starts in each encoding (the counts take
    // one byte below 128).
    let commitment_at = |i: usize| HEADER_LEN + 1 + i * (ns + 2 * ne) + ns;
    let share_at = |i: usize| HEADER_LEN + 2 + ne + 1 + i * (ns + ne) + ns;
    let coefficient_at = |i: usize| HEADER_LEN + 1 + i * ne;

    let encoded = signing_package.serialize();
    let (sequential, split) = sequential_and_split(|| SigningPackage::<C>::deserialize(&encoded));
    assert_eq!(sequential.as_ref(), Ok(&signing_package));
    assert_eq!(split, sequential);
    spoiled_both_ways::<C>(encoded, commitment_at, n, |bytes| {
        SigningPackage::<C>::deserialize(bytes).map(|_| ())
    });

    let encoded = public.serialize();
    let (sequential, split) = sequential_and_split(|| PublicKeyPackage::<C>::deserialize(&encoded));
    assert_eq!(sequential.as_ref(), Ok(&public));
    assert_eq!(split, sequential);
    spoiled_both_ways::<C>(encoded, share_at, n, |bytes| {
        PublicKeyPackage::<C>::deserialize(bytes).map(|_| ())
    });

    let encoded = round1.serialize();
    let (sequential, split) =
        sequential_and_split(|| dkg::round1::Package::<C>::deserialize(&encoded));
    assert_eq!(
        sequential.as_ref().map(|p| p.serialize()),
        Ok(encoded.clone())
    );
    assert_eq!(
        split.map(|p| p.serialize()),
        sequential.map(|p| p.serialize())
    );
    spoiled_both_ways::<C>(encoded, coefficient_at, n, |bytes| {
        dkg::round1::Package::<C>::deserialize(bytes).map(|_| ())
    });
}

/// `bytes` of a message with `n` points, the point of entry `i` at `at(i)`,
/// decoded both ways: intact, with the point of entry `n / 2` spoiled, with
/// that of entry `n - 2` spoiled too (the first must be reported), and with
/// the first spoiled point and the last byte cut off (the spoiled point's
/// error, unless the cut shortens the list itself, whose count is checked
/// first).
fn spoiled_both_ways<C: Ciphersuite>(
    bytes: Vec<u8>,
    at: impl Fn(usize) -> usize,
    n: usize,
    decode: impl Fn(&[u8]) -> Result<(), Error<C>> + Sync + Send,
) {
    let ne = element_len::<C>();
    let spoil = |bytes: &mut Vec<u8>, i: usize| bytes[at(i)..at(i) + ne].fill(0xff);
    let mut one_bad = bytes.clone();
    spoil(&mut one_bad, n / 2);
    let mut two_bad = one_bad.clone();
    spoil(&mut two_bad, n - 2);
    let mut bad_then_cut = one_bad.clone();
    bad_then_cut.truncate(bytes.len() - 1);
    let first_error = decode(&one_bad);
    assert!(first_error.is_err());
    assert!(decode(&bad_then_cut).is_err());
    for (case, expected) in [
        (&bytes, Ok(())),
        (&one_bad, first_error.clone()),
        (&two_bad, first_error),
        (&bad_then_cut, decode(&bad_then_cut)),
    ] {
        let (sequential, split) = sequential_and_split(|| decode(case));
        assert_eq!(sequential, expected);
        assert_eq!(split, expected);
    }
}

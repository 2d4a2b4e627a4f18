//! Share repair through the C ABI: a lost share comes back from the
//! threshold of helpers in every suite, and wrong or missing helper values
//! are refused.

mod common;

use common::*;
use frost_ffi::*;

fn part1(helpers: &[Vec<u8>], key: &[u8], participant: &[u8]) -> Result<Vec<Vec<u8>>, Failed> {
    let helpers = encode(helpers);
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_repair_part1(
            helpers.as_ptr(),
            helpers.len(),
            key.as_ptr(),
            key.len(),
            participant.as_ptr(),
            participant.len(),
            &mut out,
            error,
        )
    })?;
    Ok(list(&take(out)))
}

fn part2(helpers: &[Vec<u8>], deltas: &[Vec<u8>]) -> Result<Vec<u8>, Failed> {
    let (helpers, deltas) = (encode(helpers), encode(deltas));
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_repair_part2(
            helpers.as_ptr(),
            helpers.len(),
            deltas.as_ptr(),
            deltas.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

fn part3(sums: &[Vec<u8>], identifier: &[u8], public: &[u8]) -> Result<Vec<u8>, Failed> {
    let sums = encode(sums);
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_repair_part3(
            sums.as_ptr(),
            sums.len(),
            identifier.as_ptr(),
            identifier.len(),
            public.as_ptr(),
            public.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

/// The delta a helper's part-1 map holds for `helper`.
fn delta_for(map: &[Vec<u8>], helper: &[u8]) -> Vec<u8> {
    map.chunks_exact(2)
        .find(|pair| pair[0] == helper)
        .map(|pair| pair[1].clone())
        .unwrap()
}

/// Runs parts 1 and 2 among `helpers` (their key packages) for the
/// participant `lost`: the map of delta sums, keyed by helper.
fn delta_sums(keys: &[Vec<u8>], lost: &[u8]) -> Vec<Vec<u8>> {
    let ids: Vec<_> = keys.iter().map(|key| identifier_of(key)).collect();
    let maps: Vec<_> = keys
        .iter()
        .map(|key| part1(&ids, key, lost).unwrap())
        .collect();
    let mut sums = Vec::new();
    for id in &ids {
        let mut received = Vec::new();
        for (sender, map) in ids.iter().zip(&maps) {
            received.push(sender.clone());
            received.push(delta_for(map, id));
        }
        sums.push(id.clone());
        sums.push(part2(&ids, &received).unwrap());
    }
    sums
}

#[test]
fn every_suite_repairs_a_lost_share() {
    for suite in SUITES {
        let (shares, public) = deal(suite, 3, 4);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let lost = identifier_of(&keys[3]);
        let sums = delta_sums(&keys[..3], &lost);
        let repaired = part3(&sums, &lost, &public).unwrap();
        assert_eq!(repaired, keys[3], "{suite}: the same key package");
    }
}

#[test]
fn repair_refusals() {
    let (shares, public) = deal(FROST_SUITE_SECP256K1_TR, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let ids: Vec<_> = keys.iter().map(|key| identifier_of(key)).collect();
    let lost = ids[2].clone();
    // Too few helpers, and the participant among its own helpers.
    assert_eq!(
        part1(&ids[..1], &keys[0], &lost).unwrap_err().status,
        FrostStatus::FrostErrTooFewSigners
    );
    assert!(part1(&ids, &keys[0], &lost).is_err());
    // A delta missing from part 2 names its helper.
    let map = part1(&ids[..2], &keys[0], &lost).unwrap();
    let own = delta_for(&map, &ids[0]);
    let missing = part2(&ids[..2], &[ids[0].clone(), own.clone()]).unwrap_err();
    assert_eq!(missing.status, FrostStatus::FrostErrMissingParticipants);
    assert_eq!(missing.participants, [ids[1].clone()]);
    // A wrong delta sum: the repaired share does not match, nothing comes out.
    let mut sums = delta_sums(&keys[..2], &lost);
    sums[1] = part2(
        &ids[..2],
        &[ids[0].clone(), own.clone(), ids[1].clone(), own],
    )
    .unwrap();
    let refused = part3(&sums, &lost, &public).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrProtocol);
    assert!(refused.participants.is_empty());
    // Truncated inputs.
    let sums = delta_sums(&keys[..2], &lost);
    assert!(part3(&sums, &lost[..lost.len() - 1], &public).is_err());
    assert!(part3(&sums, &lost, &public[..public.len() - 1]).is_err());
}

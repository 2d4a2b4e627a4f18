//! Resharing through the C ABI: the group key moves to a new group with a
//! new threshold in every suite, and a dealer's bad package or sub-share is
//! named.

mod common;

use common::*;
use frost_ffi::*;

/// A dealer's broadcast package and its map of sub-shares.
fn part1(
    key: &[u8],
    dealers: &[Vec<u8>],
    new_ids: &[Vec<u8>],
    new_min: u16,
) -> Result<(Vec<u8>, Vec<Vec<u8>>), Failed> {
    let (dealers, new_ids) = (encode(dealers), encode(new_ids));
    let (mut package, mut sub_shares) = (EMPTY, EMPTY);
    call(|error| unsafe {
        frost_reshare_part1(
            key.as_ptr(),
            key.len(),
            dealers.as_ptr(),
            dealers.len(),
            new_ids.as_ptr(),
            new_ids.len(),
            new_min,
            &mut package,
            &mut sub_shares,
            error,
        )
    })?;
    Ok((take(package), list(&take(sub_shares))))
}

/// A new participant's key package and the new public key package.
fn part2(
    me: &[u8],
    new_ids: &[Vec<u8>],
    new_min: u16,
    public: &[u8],
    packages: &[Vec<u8>],
    sub_shares: &[Vec<u8>],
) -> Result<(Vec<u8>, Vec<u8>), Failed> {
    let (new_ids, packages, sub_shares) = (encode(new_ids), encode(packages), encode(sub_shares));
    let (mut key, mut new_public) = (EMPTY, EMPTY);
    call(|error| unsafe {
        frost_reshare_part2(
            me.as_ptr(),
            me.len(),
            new_ids.as_ptr(),
            new_ids.len(),
            new_min,
            public.as_ptr(),
            public.len(),
            packages.as_ptr(),
            packages.len(),
            sub_shares.as_ptr(),
            sub_shares.len(),
            &mut key,
            &mut new_public,
            error,
        )
    })?;
    Ok((take(key), take(new_public)))
}

fn identifier(suite: u8, value: u16) -> Vec<u8> {
    let mut out = EMPTY;
    call(|error| unsafe { frost_identifier(suite, value, &mut out, error) }).unwrap();
    take(out)
}

/// The sub-share `map` holds for `participant`.
fn for_participant(map: &[Vec<u8>], participant: &[u8]) -> Vec<u8> {
    map.chunks_exact(2)
        .find(|pair| pair[0] == participant)
        .map(|pair| pair[1].clone())
        .unwrap()
}

/// A 2-of-3 group resharing to a 3-of-4 group with the identifiers 3 to 6:
/// the old public key package, the new identifiers, and per dealer its
/// identifier, package and sub-shares.
type Dealt = (Vec<u8>, Vec<u8>, Vec<Vec<u8>>);
type Dealing = (Vec<u8>, Vec<Vec<u8>>, Vec<Dealt>);

fn dealing(suite: u8) -> Dealing {
    let (shares, public) = deal(suite, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let dealers: Vec<_> = keys[..2].iter().map(|key| identifier_of(key)).collect();
    let new_ids: Vec<_> = (3..=6).map(|value| identifier(suite, value)).collect();
    let dealt = keys[..2]
        .iter()
        .zip(&dealers)
        .map(|(key, id)| {
            let (package, sub_shares) = part1(key, &dealers, &new_ids, 3).unwrap();
            (id.clone(), package, sub_shares)
        })
        .collect();
    (public, new_ids, dealt)
}

/// The inputs of part 2 for `participant`: the packages and sub-shares maps.
fn received(dealt: &[Dealt], participant: &[u8]) -> [Vec<Vec<u8>>; 2] {
    let mut packages = Vec::new();
    let mut sub_shares = Vec::new();
    for (dealer, package, map) in dealt {
        packages.extend([dealer.clone(), package.clone()]);
        sub_shares.extend([dealer.clone(), for_participant(map, participant)]);
    }
    [packages, sub_shares]
}

#[test]
fn every_suite_reshares_to_a_new_group() {
    for suite in SUITES {
        let (public, new_ids, dealt) = dealing(suite);
        let mut new_keys = Vec::new();
        let mut new_publics = Vec::new();
        for id in &new_ids {
            let [packages, sub_shares] = received(&dealt, id);
            let (key, new_public) =
                part2(id, &new_ids, 3, &public, &packages, &sub_shares).unwrap();
            new_keys.push(key);
            new_publics.push(new_public);
        }
        assert!(new_publics.windows(2).all(|w| w[0] == w[1]), "{suite}");
        let message = b"after resharing";
        let (package, signature_shares) = session(&new_keys[1..], message);
        let signature = aggregate(&package, &signature_shares, &new_publics[0]).unwrap();
        verify(&public, message, &signature).unwrap();
        // Two of the new group are below its new threshold.
        let (n0, c0) = commit(&new_keys[0]);
        let (_, c1) = commit(&new_keys[1]);
        let two = signing_package(
            &[
                identifier_of(&new_keys[0]),
                c0,
                identifier_of(&new_keys[1]),
                c1,
            ],
            message,
        );
        let refused = sign(&two, message, n0, &new_keys[0]).unwrap_err();
        assert_eq!(
            refused.status,
            FrostStatus::FrostErrTooFewSigners,
            "{suite}"
        );
    }
}

#[test]
fn a_dealers_bad_sub_share_or_package_is_named() {
    let (public, new_ids, mut dealt) = dealing(FROST_SUITE_ED25519);
    let me = &new_ids[0];
    // The second dealer's sub-share for this participant is another's.
    let [packages, mut sub_shares] = received(&dealt, me);
    sub_shares[3] = for_participant(&dealt[1].2, &new_ids[1]);
    let refused = part2(me, &new_ids, 3, &public, &packages, &sub_shares).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidSecretShares);
    assert_eq!(refused.participants, [dealt[1].0.clone()]);
    // The first dealer's package is replaced by a fresh dealing of another
    // weighted share: its commitment is not to its weighted share.
    let (shares, _) = deal(FROST_SUITE_ED25519, 2, 3);
    let stranger = key_package(&shares[0]);
    let dealers = [dealt[0].0.clone(), dealt[1].0.clone()];
    let (forged, forged_subs) = part1(&stranger, &dealers, &new_ids, 3).unwrap();
    dealt[0].1 = forged;
    dealt[0].2 = forged_subs;
    let [packages, sub_shares] = received(&dealt, me);
    let refused = part2(me, &new_ids, 3, &public, &packages, &sub_shares).unwrap_err();
    assert_eq!(refused.participants, [dealt[0].0.clone()], "{refused:?}");
    // A missing sub-share names its dealer; too few dealers are refused.
    let refused = part2(me, &new_ids, 3, &public, &packages, &sub_shares[..2]).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrMissingParticipants);
    assert_eq!(refused.participants, [dealt[1].0.clone()]);
    let too_few = part1(&stranger, &dealers[..1], &new_ids, 3).unwrap_err();
    assert_eq!(too_few.status, FrostStatus::FrostErrTooFewSigners);
    // A participant outside the new group.
    let outsider = identifier(FROST_SUITE_ED25519, 9);
    let refused = part2(&outsider, &new_ids, 3, &public, &packages, &sub_shares).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrUnexpectedParticipants);
}

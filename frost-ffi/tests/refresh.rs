//! A dealer's refresh through the C ABI: new shares of the same group key
//! in every suite, dropped participants, and the refusals (a tampered
//! refreshing share blames the dealer, not the participant).

mod common;

use common::*;
use frost_ffi::*;

/// The dealer's refresh: the map of refreshing shares and the refreshed
/// public key package.
fn refresh_dealer(
    public: &[u8],
    identifiers: &[Vec<u8>],
) -> Result<(Vec<Vec<u8>>, Vec<u8>), Failed> {
    let identifiers = encode(identifiers);
    let (mut shares, mut refreshed) = (EMPTY, EMPTY);
    call(|error| unsafe {
        frost_refresh_dealer(
            public.as_ptr(),
            public.len(),
            identifiers.as_ptr(),
            identifiers.len(),
            &mut shares,
            &mut refreshed,
            error,
        )
    })?;
    Ok((list(&take(shares)), take(refreshed)))
}

fn refresh_share(share: &[u8], key: &[u8], refreshed: &[u8]) -> Result<Vec<u8>, Failed> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_refresh_share(
            share.as_ptr(),
            share.len(),
            key.as_ptr(),
            key.len(),
            refreshed.as_ptr(),
            refreshed.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

fn verifying_key(public: &[u8]) -> Vec<u8> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_public_key_package_verifying_key(public.as_ptr(), public.len(), &mut out, error)
    })
    .unwrap();
    take(out)
}

/// A 2-of-3 group: key packages, identifiers and the public key package.
fn group(suite: u8) -> (Vec<Vec<u8>>, Vec<Vec<u8>>, Vec<u8>) {
    let (shares, public) = deal(suite, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let identifiers = keys.iter().map(|key| identifier_of(key)).collect();
    (keys, identifiers, public)
}

#[test]
fn every_suite_refreshes_to_new_shares_of_the_same_key() {
    for suite in SUITES {
        let (keys, identifiers, public) = group(suite);
        let (shares, refreshed) = refresh_dealer(&public, &identifiers).unwrap();
        assert_eq!(shares.len(), 6, "{suite}");
        let mut new_keys = Vec::new();
        for (pair, key) in shares.chunks_exact(2).zip(&keys) {
            assert_eq!(pair[0], identifier_of(key));
            let new_key = refresh_share(&pair[1], key, &refreshed).unwrap();
            assert_ne!(&new_key, key, "{suite}: the share changed");
            new_keys.push(new_key);
        }
        assert_eq!(verifying_key(&refreshed), verifying_key(&public), "{suite}");
        let message = b"after a refresh";
        let (package, signature_shares) = session(&new_keys[..2], message);
        let signature = aggregate(&package, &signature_shares, &refreshed).unwrap();
        verify(&public, message, &signature).unwrap();
    }
}

#[test]
fn a_dropped_participants_old_share_no_longer_combines() {
    let (keys, identifiers, public) = group(FROST_SUITE_RISTRETTO255);
    let (shares, refreshed) = refresh_dealer(&public, &identifiers[..2]).unwrap();
    assert_eq!(shares.len(), 4);
    let first = refresh_share(&shares[1], &keys[0], &refreshed).unwrap();
    // The third participant's old share with the first one's new share.
    let message = b"mixed periods";
    let (package, signature_shares) = session(&[first, keys[2].clone()], message);
    assert!(aggregate(&package, &signature_shares, &public).is_err());
    // The refreshed package no longer lists the third participant.
    let refused = refresh_share(&shares[1], &keys[2], &refreshed).unwrap_err();
    assert!(
        refused.status == FrostStatus::FrostErrInvalidSecretShares
            || refused.status == FrostStatus::FrostErrUnexpectedParticipants,
        "{refused:?}"
    );
}

#[test]
fn refresh_refusals_name_the_right_party() {
    let (keys, identifiers, public) = group(FROST_SUITE_ED25519);
    // Too few participants, a repeated one, one of another group.
    let too_few = refresh_dealer(&public, &identifiers[..1]).unwrap_err();
    assert_eq!(too_few.status, FrostStatus::FrostErrTooFewSigners);
    let repeated =
        refresh_dealer(&public, &[identifiers[0].clone(), identifiers[0].clone()]).unwrap_err();
    assert_eq!(repeated.participants, [identifiers[0].clone()]);
    let (larger, _) = deal(FROST_SUITE_ED25519, 2, 5);
    let stranger = identifier_of(&key_package(&larger[4]));
    let unknown = refresh_dealer(&public, &[identifiers[0].clone(), stranger.clone()]).unwrap_err();
    assert_eq!(unknown.status, FrostStatus::FrostErrUnexpectedParticipants);
    assert_eq!(unknown.participants, [stranger]);

    // A refreshing share altered in transit: the dealer's fault, so no
    // participant is named, and the honest receiver is not blamed.
    let (shares, refreshed) = refresh_dealer(&public, &identifiers).unwrap();
    let mut altered = shares[1].clone();
    altered[3] ^= 1;
    let refused = refresh_share(&altered, &keys[0], &refreshed).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidSecretShares);
    assert!(refused.participants.is_empty(), "{refused:?}");
    // Another participant's refreshing share does not match this one.
    let swapped = refresh_share(&shares[3], &keys[0], &refreshed).unwrap_err();
    assert_eq!(swapped.status, FrostStatus::FrostErrInvalidSecretShares);
    assert!(swapped.participants.is_empty());
    // A refreshed package of another refresh disagrees with the result.
    let (_, other_refresh) = refresh_dealer(&public, &identifiers).unwrap();
    assert!(refresh_share(&shares[1], &keys[0], &other_refresh).is_err());
    // Malformed and truncated inputs.
    for cut in [0, 3, shares[1].len() - 1] {
        assert!(refresh_share(&shares[1][..cut], &keys[0], &refreshed).is_err());
    }
    assert!(refresh_dealer(&public[..public.len() - 1], &identifiers).is_err());
}

//! The coordinator's signing session through the C ABI: each share checked
//! as it arrives, naming its signer, then aggregated, in every suite; and
//! the session handle's checks; sessions of re-randomized packages.

mod common;

use common::*;
use frost_ffi::*;

fn new_session(package: &[u8], public: &[u8]) -> Result<FrostHandle, Failed> {
    let mut session = 0;
    call(|error| unsafe {
        frost_signing_session_new(
            package.as_ptr(),
            package.len(),
            public.as_ptr(),
            public.len(),
            &mut session,
            error,
        )
    })?;
    Ok(session)
}

fn verify_share(session: FrostHandle, identifier: &[u8], share: &[u8]) -> Result<(), Failed> {
    call(|error| unsafe {
        frost_signing_session_verify_share(
            session,
            identifier.as_ptr(),
            identifier.len(),
            share.as_ptr(),
            share.len(),
            error,
        )
    })
}

fn session_aggregate(session: FrostHandle, shares: &[Vec<u8>]) -> Result<Vec<u8>, Failed> {
    let map = encode(shares);
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_signing_session_aggregate(session, map.as_ptr(), map.len(), &mut out, error)
    })?;
    Ok(take(out))
}

fn free(session: FrostHandle) -> Result<(), Failed> {
    call(|error| frost_signing_session_free(session, error))
}

#[test]
fn every_suite_checks_shares_as_they_arrive_then_aggregates() {
    for suite in SUITES {
        let (shares, public) = deal(suite, 2, 3);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let message = b"a coordinator's session";
        let (package, signature_shares) = session(&keys, message);
        let handle = new_session(&package, &public).unwrap();
        for pair in signature_shares.chunks_exact(2) {
            verify_share(handle, &pair[0], &pair[1]).unwrap();
        }
        let signature = session_aggregate(handle, &signature_shares).unwrap();
        verify(&public, message, &signature).unwrap();
        free(handle).unwrap();
    }
}

#[test]
fn a_session_of_a_randomized_package_checks_shares_under_the_randomized_key() {
    for suite in [
        FROST_SUITE_REDPALLAS,
        FROST_SUITE_REDJUBJUB,
        FROST_SUITE_ED25519,
    ] {
        let (shares, public) = deal(suite, 2, 3);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let message = b"sighash";
        let mut handles = Vec::new();
        let mut commitments = Vec::new();
        for key in &keys[..2] {
            let (nonces, commitment) = commit(key);
            handles.push(nonces);
            commitments.push(identifier_of(key));
            commitments.push(commitment);
        }
        let plain = signing_package(&commitments, message);
        let wrapped = randomized(&plain, &public);
        let mut signature_shares = Vec::new();
        for (key, nonces) in keys[..2].iter().zip(handles) {
            signature_shares.push(identifier_of(key));
            signature_shares.push(sign(&wrapped, message, nonces, key).unwrap());
        }
        let handle = new_session(&wrapped, &public).unwrap();
        for pair in signature_shares.chunks_exact(2) {
            verify_share(handle, &pair[0], &pair[1]).unwrap();
        }
        let signature = session_aggregate(handle, &signature_shares).unwrap();
        let mut rk = EMPTY;
        call(|error| unsafe {
            frost_randomized_verifying_key(wrapped.as_ptr(), wrapped.len(), &mut rk, error)
        })
        .unwrap();
        verify(&take(rk), message, &signature).unwrap();
        assert!(verify(&public, message, &signature).is_err(), "{suite}");
        free(handle).unwrap();

        // The plain package's session refuses the re-randomized shares,
        // naming their signers: they sign under another key.
        let handle = new_session(&plain, &public).unwrap();
        let refused = verify_share(handle, &signature_shares[0], &signature_shares[1]).unwrap_err();
        assert_eq!(refused.status, FrostStatus::FrostErrInvalidSignatureShares);
        assert_eq!(refused.participants, [signature_shares[0].clone()]);
        free(handle).unwrap();

        // A randomized package of this group, opened against another group.
        let (_, other) = deal(suite, 2, 3);
        assert!(new_session(&wrapped, &other).is_err(), "{suite}");
    }
}

#[test]
fn an_invalid_share_names_its_signer_and_only_it() {
    let (shares, public) = deal(FROST_SUITE_REDPALLAS, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let (package, mut signature_shares) = session(&keys, b"m");
    let handle = new_session(&package, &public).unwrap();
    // The second signer's slot carries the first signer's share.
    signature_shares[3] = signature_shares[1].clone();
    verify_share(handle, &signature_shares[0], &signature_shares[1]).unwrap();
    let refused = verify_share(handle, &signature_shares[2], &signature_shares[3]).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidSignatureShares);
    assert_eq!(refused.participants, [signature_shares[2].clone()]);
    let refused = session_aggregate(handle, &signature_shares).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidSignatureShares);
    assert_eq!(refused.participants, [signature_shares[2].clone()]);
    // A missing share names its signer; a stranger is named too.
    let missing = session_aggregate(handle, &signature_shares[..4]).unwrap_err();
    assert_eq!(missing.status, FrostStatus::FrostErrMissingParticipants);
    assert_eq!(missing.participants, [signature_shares[4].clone()]);
    let (larger, _) = deal(FROST_SUITE_REDPALLAS, 2, 5);
    let stranger = identifier_of(&key_package(&larger[4]));
    let unknown = verify_share(handle, &stranger, &signature_shares[1]).unwrap_err();
    assert_eq!(unknown.status, FrostStatus::FrostErrUnexpectedParticipants);
    assert_eq!(unknown.participants, [stranger]);
    free(handle).unwrap();
}

#[test]
fn session_handles_are_checked() {
    let (shares, public) = deal(FROST_SUITE_ED25519, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let (package, signature_shares) = session(&keys[..2], b"m");
    // A package below the threshold of a larger group.
    let (_, larger_public) = deal(FROST_SUITE_ED25519, 3, 3);
    assert!(new_session(&package, &larger_public).is_err());
    let handle = new_session(&package, &public).unwrap();
    let (nonces, _) = commit(&keys[0]);
    assert_eq!(
        verify_share(nonces, &signature_shares[0], &signature_shares[1])
            .unwrap_err()
            .status,
        FrostStatus::FrostErrWrongHandleKind
    );
    assert_eq!(
        call(|error| frost_nonces_free(handle, error))
            .unwrap_err()
            .status,
        FrostStatus::FrostErrWrongHandleKind
    );
    free(handle).unwrap();
    assert_eq!(
        session_aggregate(handle, &signature_shares)
            .unwrap_err()
            .status,
        FrostStatus::FrostErrStaleHandle
    );
    assert_eq!(
        free(0).unwrap_err().status,
        FrostStatus::FrostErrInvalidHandle
    );
    call(|error| frost_nonces_free(nonces, error)).unwrap();
}

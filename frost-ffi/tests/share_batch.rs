//! Signature shares of several sessions checked together through the C
//! ABI: all valid settle at once; the invalid ones are named by index and
//! signer, and a valid one never is.

mod common;

use common::*;
use frost_ffi::*;

fn new_session(package: &[u8], public: &[u8]) -> FrostHandle {
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
    })
    .unwrap();
    session
}

fn push(batch: FrostHandle, session: FrostHandle, id: &[u8], share: &[u8]) -> Result<u32, Failed> {
    let mut index = u32::MAX;
    call(|error| unsafe {
        frost_share_batch_push(
            batch,
            session,
            id.as_ptr(),
            id.len(),
            share.as_ptr(),
            share.len(),
            &mut index,
            error,
        )
    })?;
    Ok(index)
}

/// The batch's verdict and the indices of the invalid shares.
fn settle(batch: FrostHandle) -> (Result<(), Failed>, Vec<u32>) {
    let mut invalid = EMPTY;
    let outcome = call(|error| unsafe { frost_share_batch_verify(batch, &mut invalid, error) });
    let indices = take(invalid)
        .chunks_exact(4)
        .map(|bytes| u32::from_le_bytes(bytes.try_into().unwrap()))
        .collect();
    (outcome, indices)
}

#[test]
fn shares_of_two_sessions_settle_together_and_name_the_invalid() {
    for suite in SUITES {
        let (shares, public) = deal(suite, 2, 3);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let (first, first_shares) = session(&keys, b"first");
        let (second, second_shares) = session(&keys[1..], b"second");
        let sessions = [new_session(&first, &public), new_session(&second, &public)];
        let mut batch = 0;
        call(|error| unsafe { frost_share_batch_new(suite, &mut batch, error) }).unwrap();
        let mut pushed = 0;
        for (session, map) in sessions.iter().zip([&first_shares, &second_shares]) {
            for pair in map.chunks_exact(2) {
                assert_eq!(push(batch, *session, &pair[0], &pair[1]).unwrap(), pushed);
                pushed += 1;
            }
        }
        let (outcome, indices) = settle(batch);
        outcome.unwrap();
        assert!(indices.is_empty());
        // The second session's first signer sends the first session's share.
        let forged = push(batch, sessions[1], &second_shares[0], &first_shares[3]).unwrap();
        let (outcome, indices) = settle(batch);
        let refused = outcome.unwrap_err();
        assert_eq!(refused.status, FrostStatus::FrostErrInvalidSignatureShares);
        assert_eq!(refused.participants, [second_shares[0].clone()], "{suite}");
        assert_eq!(indices, [forged]);
        // A stranger to the session adds nothing.
        let stranger = push(batch, sessions[1], &first_shares[0], &first_shares[1]).unwrap_err();
        assert_eq!(stranger.status, FrostStatus::FrostErrUnexpectedParticipants);
        for session in sessions {
            call(|error| frost_signing_session_free(session, error)).unwrap();
        }
        call(|error| frost_share_batch_free(batch, error)).unwrap();
    }
}

#[test]
fn batch_handles_are_checked() {
    let mut batch = 0;
    let refused = call(|error| unsafe { frost_share_batch_new(0, &mut batch, error) }).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrWrongSuite);
    call(|error| unsafe { frost_share_batch_new(FROST_SUITE_P256, &mut batch, error) }).unwrap();
    let (shares, public) = deal(FROST_SUITE_ED25519, 2, 2);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let (package, signature_shares) = session(&keys, b"m");
    let session = new_session(&package, &public);
    let other_suite = push(batch, session, &signature_shares[0], &signature_shares[1]).unwrap_err();
    assert_eq!(other_suite.status, FrostStatus::FrostErrWrongSuite);
    let wrong_kind =
        push(session, session, &signature_shares[0], &signature_shares[1]).unwrap_err();
    assert_eq!(wrong_kind.status, FrostStatus::FrostErrWrongHandleKind);
    call(|error| frost_share_batch_free(batch, error)).unwrap();
    let (outcome, _) = settle(batch);
    assert_eq!(
        outcome.unwrap_err().status,
        FrostStatus::FrostErrStaleHandle
    );
    call(|error| frost_signing_session_free(session, error)).unwrap();
}

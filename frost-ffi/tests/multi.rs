//! Multi-message sessions through the C ABI: k nonces behind one handle,
//! the coordinator's request, one share per message, the coordinator's
//! session naming every culprit, and the k signatures verified, in every
//! suite; the handle consumed whole and of its own kind; the boundary's
//! refusals.

mod common;

use common::multi::*;
use common::*;
use frost_ffi::*;

/// The verdict and the invalid indices of `frost_multi_verify`.
fn multi_verify(
    key: &[u8],
    messages: &[Vec<u8>],
    signatures: &[Vec<u8>],
) -> (Result<(), Failed>, Vec<u32>) {
    let (messages, signatures) = (encode(messages), encode(signatures));
    let mut invalid = EMPTY;
    let outcome = call(|error| unsafe {
        frost_multi_verify(
            key.as_ptr(),
            key.len(),
            messages.as_ptr(),
            messages.len(),
            signatures.as_ptr(),
            signatures.len(),
            &mut invalid,
            error,
        )
    });
    let indices = take(invalid)
        .chunks_exact(4)
        .map(|bytes| u32::from_le_bytes(bytes.try_into().unwrap()))
        .collect();
    (outcome, indices)
}

/// The whole session of the first two keys: the request and every signer's
/// (identifier, shares).
fn signed(keys: &[Vec<u8>]) -> (Vec<u8>, Vec<Vec<u8>>) {
    let (handles, commitments) = round_one(&keys[..2], 3);
    let package = multi_package(&commitments, &messages()).unwrap();
    let mut shares = Vec::new();
    for (key, nonces) in keys.iter().zip(handles) {
        shares.push(identifier_of(key));
        shares.push(multi_sign(&package, &messages(), nonces, key).unwrap());
    }
    (package, shares)
}

#[test]
fn every_suite_signs_three_messages_in_one_round_trip() {
    for suite in SUITES {
        let (keys, public) = group(suite);
        let (package, shares) = signed(&keys);
        let session = new_session(&package, &public).unwrap();
        for pair in shares.chunks_exact(2) {
            verify_shares(session, &pair[0], &pair[1]).unwrap();
        }
        let signatures = session_aggregate(session, &shares).unwrap();
        assert_eq!(signatures.len(), MESSAGES.len());
        for (j, signature) in signatures.iter().enumerate() {
            for (k, message) in MESSAGES.iter().enumerate() {
                assert_eq!(verify(&public, message, signature).is_ok(), j == k);
            }
        }
        assert!(multi_verify(&public, &messages(), &signatures).0.is_ok());
        let mut swapped = signatures.clone();
        swapped.swap(0, 2);
        let (outcome, invalid) = multi_verify(&public, &messages(), &swapped);
        assert_eq!(
            outcome.unwrap_err().status,
            FrostStatus::FrostErrInvalidSignature
        );
        assert_eq!(invalid, [0, 2]);
        call(|error| frost_multi_signing_session_free(session, error)).unwrap();
    }
}

#[test]
fn a_multi_nonce_handle_signs_once_and_is_of_its_own_kind() {
    let (keys, _) = group(FROST_SUITE_ED25519);
    let (handles, commitments) = round_one(&keys[..2], 3);
    let package = multi_package(&commitments, &messages()).unwrap();
    multi_sign(&package, &messages(), handles[0], &keys[0]).unwrap();
    let again = multi_sign(&package, &messages(), handles[0], &keys[0]).unwrap_err();
    assert_eq!(again.status, FrostStatus::FrostErrStaleHandle);

    // A single nonce handle is refused by the multi sign, and a multi-nonce
    // handle by the single sign and the single free; neither is consumed.
    let (single, _) = commit(&keys[1]);
    let wrong = multi_sign(&package, &messages(), single, &keys[1]).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    let wrong = sign(&package, b"m", handles[1], &keys[1]).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    let wrong = call(|error| frost_nonces_free(handles[1], error)).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    let wrong = call(|error| frost_multi_nonces_free(single, error)).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    multi_sign(&package, &messages(), handles[1], &keys[1]).unwrap();
    call(|error| frost_nonces_free(single, error)).unwrap();

    // A handle of another suite is refused and left in place.
    let (other_keys, _) = group(FROST_SUITE_P256);
    let (other, _) = multi_commit(&other_keys[0], 3).unwrap();
    let wrong = multi_sign(&package, &messages(), other, &keys[0]).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongSuite);
    call(|error| frost_multi_nonces_free(other, error)).unwrap();
    let freed = call(|error| frost_multi_nonces_free(other, error)).unwrap_err();
    assert_eq!(freed.status, FrostStatus::FrostErrStaleHandle);
    let never = call(|error| frost_multi_nonces_free(0, error)).unwrap_err();
    assert_eq!(never.status, FrostStatus::FrostErrInvalidHandle);
}

#[test]
fn session_handles_are_checked_by_kind() {
    let (keys, public) = group(FROST_SUITE_SECP256K1);
    let (package, shares) = signed(&keys);
    let multi = new_session(&package, &public).unwrap();
    let (single_package, _) = session(&keys[..2], b"m");
    let mut single = 0;
    call(|error| unsafe {
        frost_signing_session_new(
            single_package.as_ptr(),
            single_package.len(),
            public.as_ptr(),
            public.len(),
            &mut single,
            error,
        )
    })
    .unwrap();
    let wrong = verify_shares(single, &shares[0], &shares[1]).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    let wrong = call(|error| frost_signing_session_free(multi, error)).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    let wrong = call(|error| frost_multi_signing_session_free(single, error)).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    call(|error| frost_signing_session_free(single, error)).unwrap();
    call(|error| frost_multi_signing_session_free(multi, error)).unwrap();
    let stale = session_aggregate(multi, &shares).unwrap_err();
    assert_eq!(stale.status, FrostStatus::FrostErrStaleHandle);
}

#[test]
fn a_tampered_share_names_its_sender_in_every_suite() {
    for suite in SUITES {
        let (keys, public) = group(suite);
        let (package, mut shares) = signed(&keys);
        let session = new_session(&package, &public).unwrap();
        shares[3] = tampered(&shares[3], 1, suite);
        let failed = verify_shares(session, &shares[2], &shares[3]).unwrap_err();
        assert_eq!(
            failed.status,
            FrostStatus::FrostErrInvalidSignatureShares,
            "suite {suite}: {}",
            failed.message
        );
        assert_eq!(failed.participants, [shares[2].clone()]);
        assert!(failed.message.contains("messages 1"), "{}", failed.message);
        verify_shares(session, &shares[0], &shares[1]).unwrap();

        let failed = session_aggregate(session, &shares).unwrap_err();
        assert_eq!(failed.status, FrostStatus::FrostErrInvalidSignatureShares);
        assert_eq!(failed.participants, [shares[2].clone()]);
        assert!(failed.message.contains("message 1"), "{}", failed.message);
        call(|error| frost_multi_signing_session_free(session, error)).unwrap();
    }
}

#[test]
fn aggregation_names_every_culprit_across_messages() {
    let (shares, public) = deal(FROST_SUITE_RISTRETTO255, 3, 4);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let (handles, commitments) = round_one(&keys, 3);
    let package = multi_package(&commitments, &messages()).unwrap();
    let mut answers = Vec::new();
    for (key, nonces) in keys.iter().zip(handles) {
        answers.push(identifier_of(key));
        answers.push(multi_sign(&package, &messages(), nonces, key).unwrap());
    }
    let session = new_session(&package, &public).unwrap();
    // Signer 1 spoils message 0, signer 3 message 2.
    answers[1] = tampered(&answers[1], 0, FROST_SUITE_RISTRETTO255);
    answers[5] = tampered(&answers[5], 2, FROST_SUITE_RISTRETTO255);
    let failed = session_aggregate(session, &answers).unwrap_err();
    assert_eq!(failed.status, FrostStatus::FrostErrInvalidSignatureShares);
    assert_eq!(
        failed.participants,
        [answers[0].clone(), answers[4].clone()]
    );
    assert!(
        failed.message.contains("message 0") && failed.message.contains("message 2"),
        "{}",
        failed.message
    );
    call(|error| frost_multi_signing_session_free(session, error)).unwrap();
}

#[test]
fn messages_other_than_the_package_are_refused_and_spend_the_nonces() {
    let (keys, _) = group(FROST_SUITE_REDPALLAS);
    let (handles, commitments) = round_one(&keys[..2], 3);
    let package = multi_package(&commitments, &messages()).unwrap();
    let mut other = messages();
    other[2] = b"a different input".to_vec();
    let refused = multi_sign(&package, &other, handles[0], &keys[0]).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrMessageMismatch);
    assert!(refused.message.contains("message 2"), "{}", refused.message);
    let spent = multi_sign(&package, &messages(), handles[0], &keys[0]).unwrap_err();
    assert_eq!(spent.status, FrostStatus::FrostErrStaleHandle);
    let fewer = multi_sign(&package, &messages()[..2], handles[1], &keys[1]).unwrap_err();
    assert_eq!(fewer.status, FrostStatus::FrostErrMessageMismatch);
    let spent = call(|error| frost_multi_nonces_free(handles[1], error)).unwrap_err();
    assert_eq!(spent.status, FrostStatus::FrostErrStaleHandle);
}

#[test]
fn counts_that_disagree_are_refused() {
    let (keys, public) = group(FROST_SUITE_ED448);
    assert_eq!(
        multi_commit(&keys[0], 0).unwrap_err().status,
        FrostStatus::FrostErrInvalidParameter
    );
    assert_eq!(
        multi_commit(&keys[0], FROST_MAX_MESSAGES + 1)
            .unwrap_err()
            .status,
        FrostStatus::FrostErrInvalidParameter
    );
    assert_eq!(
        FROST_MAX_MESSAGES as usize,
        frost_multi::MultiSigningPackage::<frost_ed448::Ed448>::MAX_MESSAGES
    );
    // Commitments for two messages where three are to be signed.
    let (two, two_commitments) = multi_commit(&keys[0], 2).unwrap();
    let (three, three_commitments) = multi_commit(&keys[1], 3).unwrap();
    let map = vec![
        identifier_of(&keys[0]),
        two_commitments.clone(),
        identifier_of(&keys[1]),
        three_commitments.clone(),
    ];
    let refused = multi_package(&map, &messages()).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidLength);
    assert_eq!(
        multi_package(&map[2..], &[]).unwrap_err().status,
        FrostStatus::FrostErrInvalidParameter
    );
    // A handle of two nonces for a package of three messages: refused, and
    // spent.
    let (third, third_commitments) = multi_commit(&keys[2], 3).unwrap();
    let map = vec![
        identifier_of(&keys[1]),
        three_commitments,
        identifier_of(&keys[2]),
        third_commitments,
    ];
    let package = multi_package(&map, &messages()).unwrap();
    let refused = multi_sign(&package, &messages(), two, &keys[0]).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidLength);
    // A signer absent from the package refuses to sign it.
    let (fresh, _) = multi_commit(&keys[0], 3).unwrap();
    let refused = multi_sign(&package, &messages(), fresh, &keys[0]).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrCommitmentMismatch);
    // Shares for fewer messages than the session's are named.
    let shares = multi_sign(&package, &messages(), three, &keys[1]).unwrap();
    let session = new_session(&package, &public).unwrap();
    let answer_of_one = single_share_answer(&shares);
    let refused = verify_shares(session, &identifier_of(&keys[1]), &answer_of_one).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidLength);
    assert_eq!(refused.participants, [identifier_of(&keys[1])]);
    let failed = session_aggregate(
        session,
        &[
            identifier_of(&keys[1]),
            answer_of_one,
            identifier_of(&keys[2]),
            shares.clone(),
        ],
    )
    .unwrap_err();
    assert!(
        failed.participants.contains(&identifier_of(&keys[1])),
        "{failed:?}"
    );
    call(|error| frost_multi_nonces_free(third, error)).unwrap();
    call(|error| frost_multi_signing_session_free(session, error)).unwrap();
    let verified = multi_verify(&public, &messages(), &[]).0.unwrap_err();
    assert_eq!(verified.status, FrostStatus::FrostErrInvalidLength);
    let verified = multi_verify(&public, &[], &[]).0.unwrap_err();
    assert_eq!(verified.status, FrostStatus::FrostErrInvalidParameter);
}

/// The answer of `shares` (a `MultiSignatureShares` message of three
/// shares) cut to its first share, re-encoded with a count of one.
fn single_share_answer(shares: &[u8]) -> Vec<u8> {
    let scalar = (shares.len() - 4) / 3;
    let mut one = shares[..3].to_vec();
    one.push(1);
    one.extend_from_slice(&shares[shares.len() - 3 * scalar..shares.len() - 2 * scalar]);
    one
}

#[test]
fn null_short_oversized_and_malformed_inputs_are_refused() {
    let (keys, public) = group(FROST_SUITE_P256);
    let (package, shares) = signed(&keys);
    let (mut out_slot, mut handle_slot) = (EMPTY, 0);
    let (out, handle): (*mut FrostBuffer, *mut FrostHandle) = (&mut out_slot, &mut handle_slot);
    let status = |f: &dyn Fn(*mut FrostError) -> FrostStatus| call(f).unwrap_err().status;
    unsafe {
        let null = std::ptr::null::<u8>();
        let big = FROST_MAX_INPUT_LEN + 1;
        let (k, kn) = (keys[0].as_ptr(), keys[0].len());
        assert_eq!(
            status(&|e| frost_multi_commit(null, 5, 3, handle, out, e)),
            FrostStatus::FrostErrNullArgument
        );
        assert_eq!(
            status(&|e| frost_multi_commit(k, big, 3, handle, out, e)),
            FrostStatus::FrostErrInputTooLarge
        );
        assert_eq!(
            status(&|e| frost_multi_commit(k, kn, 3, std::ptr::null_mut(), out, e)),
            FrostStatus::FrostErrNullArgument
        );
        assert_eq!(
            status(&|e| frost_multi_commit(k, 2, 3, handle, out, e)),
            FrostStatus::FrostErrInvalidLength
        );
        assert_eq!(
            status(&|e| frost_multi_commit(k, kn - 1, 3, handle, out, e)),
            FrostStatus::FrostErrInvalidLength
        );
        // The package where a key package is expected.
        let (p, pn) = (package.as_ptr(), package.len());
        assert_eq!(
            status(&|e| frost_multi_commit(p, pn, 3, handle, out, e)),
            FrostStatus::FrostErrWrongMessageType
        );
        let m = encode(&messages());
        assert_eq!(
            status(&|e| frost_multi_signing_package_new(null, 4, m.as_ptr(), m.len(), out, e)),
            FrostStatus::FrostErrNullArgument
        );
        assert_eq!(
            status(&|e| frost_multi_signing_package_new(p, pn, m.as_ptr(), m.len(), out, e)),
            FrostStatus::FrostErrMalformedInput
        );
        assert_eq!(
            status(&|e| frost_multi_signing_session_new(
                p,
                pn - 1,
                public.as_ptr(),
                public.len(),
                handle,
                e
            )),
            FrostStatus::FrostErrInvalidLength
        );
        assert_eq!(
            status(&|e| frost_multi_signing_session_new(p, pn, p, pn, handle, e)),
            FrostStatus::FrostErrWrongMessageType
        );
        let session = new_session(&package, &public).unwrap();
        assert_eq!(
            status(&|e| frost_multi_signing_session_verify_shares(session, null, 3, p, pn, e)),
            FrostStatus::FrostErrNullArgument
        );
        let answer = &shares[1];
        assert_eq!(
            status(&|e| frost_multi_signing_session_verify_shares(
                session,
                shares[0].as_ptr(),
                shares[0].len(),
                answer.as_ptr(),
                answer.len() - 1,
                e
            )),
            FrostStatus::FrostErrInvalidLength
        );
        let map = encode(&shares);
        assert_eq!(
            status(&|e| frost_multi_signing_session_aggregate(
                session,
                map.as_ptr(),
                map.len() - 1,
                out,
                e
            )),
            FrostStatus::FrostErrMalformedInput
        );
        assert_eq!(
            status(&|e| frost_multi_signing_session_aggregate(session, map.as_ptr(), big, out, e)),
            FrostStatus::FrostErrInputTooLarge
        );
        assert_eq!(
            status(&|e| frost_multi_signing_session_aggregate(0, map.as_ptr(), map.len(), out, e)),
            FrostStatus::FrostErrInvalidHandle
        );
        call(|error| frost_multi_signing_session_free(session, error)).unwrap();
        // A forged count of messages is refused before anything is read.
        let mut forged = package[..3].to_vec();
        forged.extend_from_slice(&[0xff; 8]);
        assert_ne!(
            status(&|e| frost_multi_signing_session_new(
                forged.as_ptr(),
                forged.len(),
                public.as_ptr(),
                public.len(),
                handle,
                e
            )),
            FrostStatus::FrostErrInternal
        );
    }
    assert!(
        out_slot.data.is_null() && handle_slot == 0,
        "failed calls leave empty outputs"
    );
}

#[test]
fn inspect_describes_a_multi_signing_package() {
    let (keys, _) = group(FROST_SUITE_SECP256K1_TR);
    let (package, _) = signed(&keys);
    let mut out = EMPTY;
    call(|error| unsafe { frost_inspect(package.as_ptr(), package.len(), &mut out, error) })
        .unwrap();
    let text = String::from_utf8(take(out)).unwrap();
    assert!(text.contains("3 messages, 2 signers"), "{text}");
}

#[test]
fn of_two_concurrent_signatures_with_one_handle_exactly_one_signs() {
    let (keys, public) = group(FROST_SUITE_ED25519);
    for _ in 0..8 {
        let (handles, commitments) = round_one(&keys[..2], 3);
        let package = multi_package(&commitments, &messages()).unwrap();
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let racers: Vec<_> = (0..2)
                .map(|_| scope.spawn(|| multi_sign(&package, &messages(), handles[0], &keys[0])))
                .collect();
            racers
                .into_iter()
                .map(|racer| racer.join().unwrap())
                .collect()
        });
        let signed: Vec<_> = outcomes.iter().filter_map(|o| o.as_ref().ok()).collect();
        assert_eq!(signed.len(), 1, "exactly one signs");
        let refused = outcomes.iter().find_map(|o| o.as_ref().err()).unwrap();
        assert_eq!(refused.status, FrostStatus::FrostErrStaleHandle);
        // The one answer is valid.
        let session = new_session(&package, &public).unwrap();
        verify_shares(session, &identifier_of(&keys[0]), signed[0]).unwrap();
        call(|error| frost_multi_signing_session_free(session, error)).unwrap();
        call(|error| frost_multi_nonces_free(handles[1], error)).unwrap();
    }
}

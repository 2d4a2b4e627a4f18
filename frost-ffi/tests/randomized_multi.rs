//! Re-randomized multi-message sessions through the C ABI (ZIP 312, one
//! randomizer per message, as a Zcash transaction with several actions
//! signs): the request with the caller's randomizers or fresh ones, its
//! randomized keys, one share per message, the coordinator's session naming
//! every culprit, and each signature verified under its own randomized key,
//! in every suite; the multi-nonce handle consumed
//! whole; randomizers other than the package's; the boundary's refusals.

mod common;

use common::multi::*;
use common::*;
use frost_ffi::*;

/// The `RandomizedMultiSigningPackage` of `package` for the group key
/// `key`, with the list `randomizers` (empty for fresh ones).
fn randomize(package: &[u8], key: &[u8], randomizers: &[u8]) -> Result<Vec<u8>, Failed> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_randomized_multi_signing_package_new(
            package.as_ptr(),
            package.len(),
            key.as_ptr(),
            key.len(),
            randomizers.as_ptr(),
            randomizers.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

/// The randomizers 5, 6, 7 (one per message), as the ABI's list.
fn alphas(suite: u8) -> Vec<u8> {
    encode(&[5, 6, 7].map(|n| small_scalar(suite, n)))
}

fn randomized_keys(package: &[u8]) -> Result<Vec<Vec<u8>>, Failed> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_randomized_multi_verifying_keys(package.as_ptr(), package.len(), &mut out, error)
    })?;
    Ok(list(&take(out)))
}

/// The verdict and the invalid indices of `frost_randomized_multi_verify`.
fn randomized_verify(
    package: &[u8],
    key: &[u8],
    signatures: &[Vec<u8>],
) -> (Result<(), Failed>, Vec<u32>) {
    let signatures = encode(signatures);
    let mut invalid = EMPTY;
    let outcome = call(|error| unsafe {
        frost_randomized_multi_verify(
            package.as_ptr(),
            package.len(),
            key.as_ptr(),
            key.len(),
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

/// Round one for the first two keys and the re-randomized request with
/// `randomizers`: the handles and the request.
fn request(keys: &[Vec<u8>], public: &[u8], randomizers: &[u8]) -> (Vec<FrostHandle>, Vec<u8>) {
    let (handles, commitments) = round_one(&keys[..2], 3);
    let plain = multi_package(&commitments, &messages()).unwrap();
    (handles, randomize(&plain, public, randomizers).unwrap())
}

/// The whole session of the first two keys with `randomizers`: the
/// request and every signer's (identifier, shares).
fn signed(keys: &[Vec<u8>], public: &[u8], randomizers: &[u8]) -> (Vec<u8>, Vec<Vec<u8>>) {
    let (handles, package) = request(keys, public, randomizers);
    let mut shares = Vec::new();
    for (key, nonces) in keys.iter().zip(handles) {
        shares.push(identifier_of(key));
        shares.push(multi_sign(&package, &messages(), nonces, key).unwrap());
    }
    (package, shares)
}

#[test]
fn every_suite_signs_each_message_under_its_own_randomized_key() {
    for suite in SUITES {
        let (keys, public) = group(suite);
        let (package, shares) = signed(&keys, &public, &alphas(suite));
        let rks = randomized_keys(&package).unwrap();
        assert_eq!(rks.len(), MESSAGES.len());
        assert!(rks[0] != rks[1] && rks[1] != rks[2], "suite {suite}");
        let session = new_session(&package, &public).unwrap();
        for pair in shares.chunks_exact(2) {
            verify_shares(session, &pair[0], &pair[1]).unwrap();
        }
        let signatures = session_aggregate(session, &shares).unwrap();
        call(|error| frost_multi_signing_session_free(session, error)).unwrap();
        for (j, signature) in signatures.iter().enumerate() {
            for (k, rk) in rks.iter().enumerate() {
                assert_eq!(verify(rk, MESSAGES[j], signature).is_ok(), j == k);
            }
            assert!(verify(&public, MESSAGES[j], signature).is_err());
        }
        assert!(randomized_verify(&package, &public, &signatures).0.is_ok());
        let mut swapped = signatures.clone();
        swapped.swap(0, 2);
        let (outcome, invalid) = randomized_verify(&package, &public, &swapped);
        assert_eq!(
            outcome.unwrap_err().status,
            FrostStatus::FrostErrInvalidSignature
        );
        assert_eq!(invalid, [0, 2]);
    }
}

#[test]
fn a_given_alpha_fixes_the_randomized_key_and_fresh_ones_differ() {
    for suite in [FROST_SUITE_REDPALLAS, FROST_SUITE_REDJUBJUB] {
        let (keys, public) = group(suite);
        // The same alphas over two requests give the same keys: rk depends
        // on the group key and alpha only, as Zcash's does.
        let (_, first) = request(&keys, &public, &alphas(suite));
        let (_, second) = request(&keys, &public, &alphas(suite));
        assert_eq!(
            randomized_keys(&first).unwrap(),
            randomized_keys(&second).unwrap()
        );
        // Each rk is the single-message wrapping's with the same alpha.
        let (handles, commitments) = round_one(&keys[..2], 1);
        let single = multi_package(&commitments, &messages()[..1]).unwrap();
        let one = randomize(&single, &public, &encode(&[small_scalar(suite, 6)])).unwrap();
        assert_eq!(
            randomized_keys(&one).unwrap()[0],
            randomized_keys(&first).unwrap()[1]
        );
        for handle in handles {
            call(|error| frost_multi_nonces_free(handle, error)).unwrap();
        }
        // Fresh randomizers: signed and verified the same way.
        let (package, shares) = signed(&keys, &public, &[]);
        let rks = randomized_keys(&package).unwrap();
        assert!(!rks.contains(&randomized_keys(&first).unwrap()[0]));
        let session = new_session(&package, &public).unwrap();
        let signatures = session_aggregate(session, &shares).unwrap();
        call(|error| frost_multi_signing_session_free(session, error)).unwrap();
        assert!(randomized_verify(&package, &public, &signatures).0.is_ok());
    }
}

#[test]
fn a_multi_nonce_handle_signs_one_randomized_request_once() {
    let (keys, public) = group(FROST_SUITE_REDPALLAS);
    let (handles, package) = request(&keys, &public, &alphas(FROST_SUITE_REDPALLAS));
    multi_sign(&package, &messages(), handles[0], &keys[0]).unwrap();
    let again = multi_sign(&package, &messages(), handles[0], &keys[0]).unwrap_err();
    assert_eq!(again.status, FrostStatus::FrostErrStaleHandle);

    // A single nonce handle is refused, and left in place; the request is
    // not a package frost_sign takes, and a multi-nonce handle is refused
    // by it before the package is read.
    let (single, _) = commit(&keys[1]);
    let wrong = multi_sign(&package, &messages(), single, &keys[1]).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    let wrong = sign(&package, MESSAGES[0], handles[1], &keys[1]).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongHandleKind);
    let (other_single, _) = commit(&keys[1]);
    let refused = sign(&package, MESSAGES[0], other_single, &keys[1]).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrWrongMessageType);
    multi_sign(&package, &messages(), handles[1], &keys[1]).unwrap();
    call(|error| frost_nonces_free(single, error)).unwrap();
    let spent = call(|error| frost_nonces_free(other_single, error)).unwrap_err();
    assert_eq!(spent.status, FrostStatus::FrostErrStaleHandle);
}

#[test]
fn a_tampered_share_names_its_sender_in_every_suite() {
    for suite in SUITES {
        let (keys, public) = group(suite);
        let (package, mut shares) = signed(&keys, &public, &alphas(suite));
        let session = new_session(&package, &public).unwrap();
        shares[3] = tampered(&shares[3], 2, suite);
        let failed = verify_shares(session, &shares[2], &shares[3]).unwrap_err();
        assert_eq!(
            failed.status,
            FrostStatus::FrostErrInvalidSignatureShares,
            "suite {suite}: {}",
            failed.message
        );
        assert_eq!(failed.participants, [shares[2].clone()]);
        assert!(failed.message.contains("messages 2"), "{}", failed.message);
        verify_shares(session, &shares[0], &shares[1]).unwrap();
        let failed = session_aggregate(session, &shares).unwrap_err();
        assert_eq!(failed.status, FrostStatus::FrostErrInvalidSignatureShares);
        assert_eq!(failed.participants, [shares[2].clone()]);
        assert!(failed.message.contains("message 2"), "{}", failed.message);
        call(|error| frost_multi_signing_session_free(session, error)).unwrap();
    }
}

#[test]
fn aggregation_names_every_culprit_across_messages() {
    let suite = FROST_SUITE_REDPALLAS;
    let (shares, public) = deal(suite, 3, 4);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let (handles, commitments) = round_one(&keys, 3);
    let plain = multi_package(&commitments, &messages()).unwrap();
    let package = randomize(&plain, &public, &alphas(suite)).unwrap();
    let mut answers = Vec::new();
    for (key, nonces) in keys.iter().zip(handles) {
        answers.push(identifier_of(key));
        answers.push(multi_sign(&package, &messages(), nonces, key).unwrap());
    }
    let session = new_session(&package, &public).unwrap();
    // Signer 2 spoils message 0, signer 4 message 1; signers 1 and 3 are
    // honest and never named.
    answers[3] = tampered(&answers[3], 0, suite);
    answers[7] = tampered(&answers[7], 1, suite);
    let failed = session_aggregate(session, &answers).unwrap_err();
    assert_eq!(failed.status, FrostStatus::FrostErrInvalidSignatureShares);
    assert_eq!(
        failed.participants,
        [answers[2].clone(), answers[6].clone()]
    );
    assert!(
        failed.message.contains("message 0") && failed.message.contains("message 1"),
        "{}",
        failed.message
    );
    call(|error| frost_multi_signing_session_free(session, error)).unwrap();
}

#[test]
fn plain_shares_fail_under_the_randomized_keys_naming_every_signer() {
    let (keys, public) = group(FROST_SUITE_REDJUBJUB);
    let (handles, commitments) = round_one(&keys[..2], 3);
    let plain = multi_package(&commitments, &messages()).unwrap();
    let package = randomize(&plain, &public, &alphas(FROST_SUITE_REDJUBJUB)).unwrap();
    // The signers answer the plain request; the coordinator's session is
    // the randomized one.
    let mut shares = Vec::new();
    for (key, nonces) in keys.iter().zip(handles) {
        shares.push(identifier_of(key));
        shares.push(multi_sign(&plain, &messages(), nonces, key).unwrap());
    }
    let session = new_session(&package, &public).unwrap();
    let failed = session_aggregate(session, &shares).unwrap_err();
    assert_eq!(failed.status, FrostStatus::FrostErrInvalidSignatureShares);
    assert_eq!(failed.participants, [shares[0].clone(), shares[2].clone()]);
    call(|error| frost_multi_signing_session_free(session, error)).unwrap();
}

/// `package` (a `RandomizedMultiSigningPackage` of three messages) with the
/// randomizer of message 1 replaced by `replacement`, its randomized key
/// kept.
fn with_randomizer(package: &[u8], suite: u8, replacement: &[u8]) -> Vec<u8> {
    let (scalar, _) = scalar_layout(suite);
    let element = 32;
    // Header (3 bytes), the count (one varint byte), then r_j || rk_j.
    let start = 4 + (scalar + element);
    let mut forged = package.to_vec();
    forged[start..start + scalar].copy_from_slice(replacement);
    forged
}

#[test]
fn a_randomizer_other_than_the_package_key_is_refused() {
    for suite in [FROST_SUITE_REDPALLAS, FROST_SUITE_REDJUBJUB] {
        let (keys, public) = group(suite);
        let (handles, package) = request(&keys, &public, &alphas(suite));
        let forged = with_randomizer(&package, suite, &small_scalar(suite, 9));
        assert_ne!(forged, package);
        // The signer refuses before any share, and its nonces are spent.
        let refused = multi_sign(&forged, &messages(), handles[0], &keys[0]).unwrap_err();
        assert_eq!(refused.status, FrostStatus::FrostErrProtocol, "{refused:?}");
        let spent = call(|error| frost_multi_nonces_free(handles[0], error)).unwrap_err();
        assert_eq!(spent.status, FrostStatus::FrostErrStaleHandle);
        // The coordinator refuses the session; verification refuses the
        // package.
        let refused = new_session(&forged, &public).unwrap_err();
        assert_eq!(refused.status, FrostStatus::FrostErrProtocol);
        let (outcome, _) = randomized_verify(&forged, &public, &[vec![], vec![], vec![]]);
        assert_ne!(outcome.unwrap_err().status, FrostStatus::FrostOk);
        // A request of this group is refused by another group's signer
        // and session.
        let (other_keys, other_public) = group(suite);
        let (other, _) = multi_commit(&other_keys[0], 3).unwrap();
        let refused = multi_sign(&package, &messages(), other, &other_keys[0]).unwrap_err();
        assert_ne!(refused.status, FrostStatus::FrostOk);
        assert!(new_session(&package, &other_public).is_err());
        call(|error| frost_multi_nonces_free(handles[1], error)).unwrap();
    }
}

#[test]
fn signatures_from_a_forged_package_do_not_verify() {
    let suite = FROST_SUITE_REDPALLAS;
    let (keys, public) = group(suite);
    let (package, shares) = signed(&keys, &public, &alphas(suite));
    let session = new_session(&package, &public).unwrap();
    let signatures = session_aggregate(session, &shares).unwrap();
    call(|error| frost_multi_signing_session_free(session, error)).unwrap();
    let forged = with_randomizer(&package, suite, &small_scalar(suite, 9));
    let failed = randomized_verify(&forged, &public, &signatures)
        .0
        .unwrap_err();
    assert_eq!(failed.status, FrostStatus::FrostErrProtocol);
    // Another group's key: its randomized keys are not the package's.
    let (_, other_public) = group(suite);
    let failed = randomized_verify(&package, &other_public, &signatures)
        .0
        .unwrap_err();
    assert_eq!(failed.status, FrostStatus::FrostErrProtocol);
    let failed = randomized_verify(&package, &public, &signatures[..2])
        .0
        .unwrap_err();
    assert_eq!(failed.status, FrostStatus::FrostErrInvalidLength);
}

#[test]
fn messages_other_than_the_request_are_refused_and_spend_the_nonces() {
    let suite = FROST_SUITE_REDJUBJUB;
    let (keys, public) = group(suite);
    let (handles, package) = request(&keys, &public, &alphas(suite));
    let mut other = messages();
    other[1] = b"another action".to_vec();
    let refused = multi_sign(&package, &other, handles[0], &keys[0]).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrMessageMismatch);
    assert!(refused.message.contains("message 1"), "{}", refused.message);
    let spent = multi_sign(&package, &messages(), handles[0], &keys[0]).unwrap_err();
    assert_eq!(spent.status, FrostStatus::FrostErrStaleHandle);
    let fewer = multi_sign(&package, &messages()[..2], handles[1], &keys[1]).unwrap_err();
    assert_eq!(fewer.status, FrostStatus::FrostErrMessageMismatch);
    let spent = call(|error| frost_multi_nonces_free(handles[1], error)).unwrap_err();
    assert_eq!(spent.status, FrostStatus::FrostErrStaleHandle);
}

#[test]
fn randomizers_are_one_per_message_and_canonical() {
    let suite = FROST_SUITE_REDPALLAS;
    let (keys, public) = group(suite);
    let (handles, commitments) = round_one(&keys[..2], 3);
    let plain = multi_package(&commitments, &messages()).unwrap();
    let two = encode(&[small_scalar(suite, 5), small_scalar(suite, 6)]);
    let refused = randomize(&plain, &public, &two).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidLength);
    let zero = encode(&[5, 0, 7].map(|n| small_scalar(suite, n)));
    let refused = randomize(&plain, &public, &zero).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrProtocol);
    assert!(refused.message.contains("zero"), "{}", refused.message);
    let mut long = small_scalar(suite, 5);
    long.push(0);
    let refused = randomize(
        &plain,
        &public,
        &encode(&[long, small_scalar(suite, 6), small_scalar(suite, 7)]),
    )
    .unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrMalformedInput);
    // Not a multi signing package; a group key of another suite.
    let refused = randomize(&public, &public, &alphas(suite)).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrWrongMessageType);
    let (_, jubjub) = group(FROST_SUITE_REDJUBJUB);
    let refused = randomize(&plain, &jubjub, &alphas(suite)).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrWrongSuite);
    for handle in handles {
        call(|error| frost_multi_nonces_free(handle, error)).unwrap();
    }
}

#[test]
fn null_short_oversized_and_malformed_inputs_are_refused() {
    let suite = FROST_SUITE_REDJUBJUB;
    let (keys, public) = group(suite);
    let (handles, package) = request(&keys, &public, &alphas(suite));
    let mut out_slot = EMPTY;
    let out: *mut FrostBuffer = &mut out_slot;
    let status = |f: &dyn Fn(*mut FrostError) -> FrostStatus| call(f).unwrap_err().status;
    let null = std::ptr::null::<u8>();
    let big = FROST_MAX_INPUT_LEN + 1;
    let (p, pn) = (package.as_ptr(), package.len());
    let (k, kn) = (public.as_ptr(), public.len());
    let r = alphas(suite);
    let (rp, rn) = (r.as_ptr(), r.len());
    unsafe {
        assert_eq!(
            status(&|e| frost_randomized_multi_signing_package_new(null, 4, k, kn, rp, rn, out, e)),
            FrostStatus::FrostErrNullArgument
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_signing_package_new(p, pn, k, kn, rp, big, out, e)),
            FrostStatus::FrostErrInputTooLarge
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_signing_package_new(
                p,
                pn,
                k,
                kn,
                rp,
                rn,
                std::ptr::null_mut(),
                e
            )),
            FrostStatus::FrostErrNullArgument
        );
        // The randomized request where a plain one is expected.
        assert_eq!(
            status(&|e| frost_randomized_multi_signing_package_new(p, pn, k, kn, rp, rn, out, e)),
            FrostStatus::FrostErrWrongMessageType
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_signing_package_new(p, 2, k, kn, rp, rn, out, e)),
            FrostStatus::FrostErrInvalidLength
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_verifying_keys(null, 1, out, e)),
            FrostStatus::FrostErrNullArgument
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_verifying_keys(p, big, out, e)),
            FrostStatus::FrostErrInputTooLarge
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_verifying_keys(p, pn - 1, out, e)),
            FrostStatus::FrostErrInvalidLength
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_verifying_keys(k, kn, out, e)),
            FrostStatus::FrostErrWrongMessageType
        );
        let mut long = package.clone();
        long.push(0);
        assert_ne!(
            status(&|e| frost_randomized_multi_verifying_keys(long.as_ptr(), long.len(), out, e)),
            FrostStatus::FrostErrInternal
        );
        let signatures = encode(&[vec![1, 2, 3]]);
        let (sp, sn) = (signatures.as_ptr(), signatures.len());
        assert_eq!(
            status(&|e| frost_randomized_multi_verify(p, pn, null, 3, sp, sn, out, e)),
            FrostStatus::FrostErrNullArgument
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_verify(p, pn, k, kn, sp, big, out, e)),
            FrostStatus::FrostErrInputTooLarge
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_verify(p, pn, k, kn, sp, sn, out, e)),
            FrostStatus::FrostErrInvalidLength
        );
        assert_eq!(
            status(&|e| frost_randomized_multi_verify(p, pn, k, kn, sp, sn - 1, out, e)),
            FrostStatus::FrostErrMalformedInput
        );
        // A forged count of messages is refused before anything is read.
        let mut forged = package[..3].to_vec();
        forged.extend_from_slice(&[0xff; 8]);
        assert_ne!(
            status(&|e| frost_randomized_multi_verifying_keys(
                forged.as_ptr(),
                forged.len(),
                out,
                e
            )),
            FrostStatus::FrostErrInternal
        );
        // A truncated request spends the nonces of the sign it reaches.
        let expected = encode(&messages());
        let (key, kpn) = (keys[0].as_ptr(), keys[0].len());
        assert_ne!(
            status(&|e| frost_multi_sign(
                p,
                pn - 1,
                expected.as_ptr(),
                expected.len(),
                handles[0],
                key,
                kpn,
                out,
                e
            )),
            FrostStatus::FrostErrInternal
        );
        assert_eq!(
            status(&|e| frost_multi_nonces_free(handles[0], e)),
            FrostStatus::FrostErrStaleHandle
        );
    }
    assert!(out_slot.data.is_null(), "failed calls leave empty outputs");
    call(|error| frost_multi_nonces_free(handles[1], error)).unwrap();
}

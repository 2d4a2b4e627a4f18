//! Arbitrary bytes into every decoding entry point: a status, never a panic
//! (a caught panic would be `FROST_ERR_INTERNAL`, which fails the test).

mod common;

use common::*;
use frost_ffi::*;
use proptest::prelude::*;

/// Feeds `bytes` to every entry point that decodes input, in every argument
/// position that takes bytes, and checks that none reports a caught panic.
fn feed(bytes: &[u8], valid: &[u8]) {
    let p = bytes.as_ptr();
    let n = bytes.len();
    let (vp, vn) = (valid.as_ptr(), valid.len());
    let mut out = EMPTY;
    let mut out2 = EMPTY;
    let mut handle = 0;
    let (o, o2, h): (*mut FrostBuffer, *mut FrostBuffer, *mut u64) =
        (&mut out, &mut out2, &mut handle);
    let status = |f: &dyn Fn(*mut FrostError) -> FrostStatus| call_status(f, o, o2);
    let statuses = unsafe {
        let handle = *h;
        [
            status(&|e| frost_key_package_from_secret_share(p, n, o, e)),
            status(&|e| frost_commit(p, n, h, o, e)),
            status(&|e| frost_signing_package_new(p, n, vp, vn, o, e)),
            status(&|e| frost_sign(p, n, vp, vn, handle, vp, vn, o, e)),
            status(&|e| frost_sign(vp, vn, vp, vn, 1, p, n, o, e)),
            status(&|e| frost_aggregate(p, n, vp, vn, vp, vn, o, e)),
            status(&|e| frost_aggregate(vp, vn, p, n, vp, vn, o, e)),
            status(&|e| frost_verify(p, n, vp, vn, vp, vn, e)),
            status(&|e| frost_verify(vp, vn, vp, vn, p, n, e)),
            status(&|e| frost_dealer_split(p, n, 2, 3, vp, vn, o, o2, e)),
            status(&|e| frost_dkg_part1(p, n, 3, 2, o, o2, e)),
            status(&|e| frost_dkg_part2(p, n, vp, vn, o, o2, e)),
            status(&|e| frost_dkg_part3(p, n, vp, vn, vp, vn, o, o2, e)),
            status(&|e| frost_key_tweak(p, n, 3, vp, vn, o, e)),
            status(&|e| frost_export_group_key(p, n, 3, o, e)),
            status(&|e| frost_randomized_signing_package_new(p, n, vp, vn, p, n, o, e)),
            status(&|e| frost_randomized_verifying_key(p, n, o, e)),
            status(&|e| frost_roast_verify_blame(p, n, vp, vn, p, n, e)),
            status(&|e| frost_roast_coordinator_new(p, n, vp, vn, 0, p, n, h, e)),
            status(&|e| frost_roast_signer_new(p, n, vp, vn, 0, p, n, p, n, h, e)),
            status(&|e| frost_public_key_package_verifying_key(p, n, o, e)),
            status(&|e| frost_nonce_pool_new(p, n, 2, h, o, e)),
            status(&|e| frost_nonce_pool_restore(p, n, vp, vn, h, e)),
            status(&|e| frost_nonce_pool_restore(vp, vn, p, n, h, e)),
            status(&|e| frost_nonce_pool_take(1, p, n, vp, vn, h, o, e)),
            status(&|e| frost_refresh_dealer(p, n, vp, vn, o, o2, e)),
            status(&|e| frost_refresh_dealer(vp, vn, p, n, o, o2, e)),
            status(&|e| frost_refresh_share(p, n, vp, vn, vp, vn, o, e)),
            status(&|e| frost_refresh_share(vp, vn, p, n, vp, vn, o, e)),
            status(&|e| frost_refresh_part1(p, n, 3, o, o2, e)),
            status(&|e| frost_refresh_part2(p, n, vp, vn, o, o2, e)),
            status(&|e| frost_refresh_part3(p, n, vp, vn, vp, vn, vp, vn, vp, vn, o, o2, e)),
            status(&|e| frost_refresh_part3(vp, vn, vp, vn, vp, vn, p, n, vp, vn, o, o2, e)),
            status(&|e| frost_repair_part1(p, n, vp, vn, p, n, o, e)),
            status(&|e| frost_repair_part1(vp, vn, p, n, vp, vn, o, e)),
            status(&|e| frost_repair_part2(p, n, vp, vn, o, e)),
            status(&|e| frost_repair_part3(p, n, vp, vn, p, n, o, e)),
            status(&|e| frost_repair_part3(vp, vn, p, n, vp, vn, o, e)),
            status(&|e| frost_reshare_part1(p, n, vp, vn, vp, vn, 2, o, o2, e)),
            status(&|e| frost_signing_session_new(p, n, vp, vn, h, e)),
            status(&|e| frost_signing_session_new(vp, vn, p, n, h, e)),
            status(&|e| frost_signing_session_verify_share(1, p, n, vp, vn, e)),
            status(&|e| frost_share_batch_push(1, 1, p, n, vp, vn, std::ptr::null_mut(), e)),
            status(&|e| frost_reshare_part1(vp, vn, p, n, p, n, 2, o, o2, e)),
            status(&|e| frost_reshare_part2(p, n, vp, vn, 2, vp, vn, p, n, p, n, o, o2, e)),
            status(&|e| frost_reshare_part2(vp, vn, p, n, 2, p, n, vp, vn, vp, vn, o, o2, e)),
            status(&|e| frost_multi_commit(p, n, 3, h, o, e)),
            status(&|e| frost_multi_signing_package_new(p, n, vp, vn, o, e)),
            status(&|e| frost_multi_signing_package_new(vp, vn, p, n, o, e)),
            status(&|e| frost_multi_sign(p, n, vp, vn, handle, vp, vn, o, e)),
            status(&|e| frost_multi_sign(vp, vn, p, n, handle, vp, vn, o, e)),
            status(&|e| frost_multi_sign(vp, vn, vp, vn, 1, p, n, o, e)),
            status(&|e| frost_multi_signing_session_new(p, n, vp, vn, h, e)),
            status(&|e| frost_multi_signing_session_new(vp, vn, p, n, h, e)),
            status(&|e| frost_multi_signing_session_verify_shares(1, p, n, vp, vn, e)),
            status(&|e| frost_multi_signing_session_aggregate(1, p, n, o, e)),
            status(&|e| frost_multi_verify(p, n, vp, vn, vp, vn, o, e)),
            status(&|e| frost_multi_verify(vp, vn, p, n, vp, vn, o, e)),
            status(&|e| frost_multi_verify(vp, vn, vp, vn, p, n, o, e)),
            status(&|e| frost_randomized_multi_signing_package_new(p, n, vp, vn, vp, vn, o, e)),
            status(&|e| frost_randomized_multi_signing_package_new(vp, vn, p, n, vp, vn, o, e)),
            status(&|e| frost_randomized_multi_signing_package_new(vp, vn, vp, vn, p, n, o, e)),
            status(&|e| frost_randomized_multi_verifying_keys(p, n, o, e)),
            status(&|e| frost_randomized_multi_verify(p, n, vp, vn, vp, vn, o, e)),
            status(&|e| frost_randomized_multi_verify(vp, vn, p, n, vp, vn, o, e)),
            status(&|e| frost_randomized_multi_verify(vp, vn, vp, vn, p, n, o, e)),
        ]
    };
    for (position, status) in statuses.into_iter().enumerate() {
        assert_ne!(
            status,
            FrostStatus::FrostErrInternal,
            "entry point {position}"
        );
    }
}

/// The status of `f`; the error and the outputs are freed.
fn call_status(
    f: &dyn Fn(*mut FrostError) -> FrostStatus,
    out: *mut FrostBuffer,
    out2: *mut FrostBuffer,
) -> FrostStatus {
    let mut error = empty_error();
    let status = f(&mut error);
    unsafe {
        assert_eq!(frost_error_free(&mut error), FrostStatus::FrostOk);
        assert_eq!(frost_buffer_free(out), FrostStatus::FrostOk);
        assert_eq!(frost_buffer_free(out2), FrostStatus::FrostOk);
    }
    status
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_bytes_never_panic(suite in 1u8..=8, kind in 0u8..40, body in proptest::collection::vec(any::<u8>(), 0..300)) {
        // A valid header in front of random bodies reaches the decoders.
        let mut bytes = vec![1, suite, kind];
        bytes.extend_from_slice(&body);
        feed(&bytes, &body);
        feed(&body, &bytes);
    }
}

#[test]
fn mutated_valid_messages_never_panic() {
    let (shares, public) = deal(FROST_SUITE_SECP256K1_TR, 2, 3);
    let key = key_package(&shares[0]);
    for message in [shares[0].clone(), public.clone(), key.clone()] {
        for at in 0..message.len() {
            let mut mutated = message.clone();
            mutated[at] ^= 0x5a;
            feed(&mutated, &key);
            feed(&message[..at], &public);
        }
    }
}

/// The `MultiSigningPackage` message of two signers for two messages, with
/// the first signer's `MultiSigningCommitments` message.
fn multi_package(keys: &[Vec<u8>]) -> (Vec<u8>, Vec<u8>) {
    let mut map = Vec::new();
    for key in keys {
        let (mut nonces, mut commitments) = (0, EMPTY);
        call(|error| unsafe {
            frost_multi_commit(
                key.as_ptr(),
                key.len(),
                2,
                &mut nonces,
                &mut commitments,
                error,
            )
        })
        .unwrap();
        call(|error| frost_multi_nonces_free(nonces, error)).unwrap();
        map.push(identifier_of(key));
        map.push(take(commitments));
    }
    let (map_bytes, messages) = (encode(&map), encode(&[b"a".to_vec(), b"b".to_vec()]));
    let mut package = EMPTY;
    call(|error| unsafe {
        frost_multi_signing_package_new(
            map_bytes.as_ptr(),
            map_bytes.len(),
            messages.as_ptr(),
            messages.len(),
            &mut package,
            error,
        )
    })
    .unwrap();
    (take(package), map[1].clone())
}

/// The `RandomizedMultiSigningPackage` message of `package` (two
/// messages) for the group of `public`, with fresh randomizers.
fn randomized_multi_package(package: &[u8], public: &[u8]) -> Vec<u8> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_randomized_multi_signing_package_new(
            package.as_ptr(),
            package.len(),
            public.as_ptr(),
            public.len(),
            std::ptr::null(),
            0,
            &mut out,
            error,
        )
    })
    .unwrap();
    take(out)
}

#[test]
fn mutated_randomized_multi_message_requests_never_panic() {
    let (shares, public) = deal(FROST_SUITE_REDPALLAS, 2, 3);
    let keys: Vec<_> = shares
        .iter()
        .take(2)
        .map(|share| key_package(share))
        .collect();
    let (package, _) = multi_package(&keys);
    let randomized = randomized_multi_package(&package, &public);
    for at in 0..randomized.len() {
        let mut mutated = randomized.clone();
        mutated[at] ^= 0x5a;
        feed(&mutated, &public);
        feed(&randomized[..at], &keys[0]);
    }
}

#[test]
fn mutated_multi_message_requests_never_panic() {
    let (shares, public) = deal(FROST_SUITE_ED448, 2, 3);
    let keys: Vec<_> = shares
        .iter()
        .take(2)
        .map(|share| key_package(share))
        .collect();
    let (package, commitments) = multi_package(&keys);
    for message in [package, commitments] {
        for at in 0..message.len() {
            let mut mutated = message.clone();
            mutated[at] ^= 0x5a;
            feed(&mutated, &keys[0]);
            feed(&message[..at], &public);
        }
    }
}

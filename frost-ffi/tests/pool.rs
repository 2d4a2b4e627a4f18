//! Nonce pools through the C ABI: every suite signs with pooled nonces, an
//! entry is taken once, and a stored pool is restored only against an
//! agreeing record of consumed nonces, in every restore order.

mod common;

use common::*;
use frost_ffi::*;

/// A pool of `count` entries: its handle and the commitments.
fn new_pool(key: &[u8], count: u32) -> Result<(FrostHandle, Vec<Vec<u8>>), Failed> {
    let (mut pool, mut commitments) = (0, EMPTY);
    call(|error| unsafe {
        frost_nonce_pool_new(
            key.as_ptr(),
            key.len(),
            count,
            &mut pool,
            &mut commitments,
            error,
        )
    })?;
    Ok((pool, list(&take(commitments))))
}

/// Takes the entry `package` names for `identifier`: a nonce handle and the
/// consumed commitments.
fn take_nonces(
    pool: FrostHandle,
    package: &[u8],
    identifier: &[u8],
) -> Result<(FrostHandle, Vec<u8>), Failed> {
    let (mut nonces, mut consumed) = (0, EMPTY);
    call(|error| unsafe {
        frost_nonce_pool_take(
            pool,
            package.as_ptr(),
            package.len(),
            identifier.as_ptr(),
            identifier.len(),
            &mut nonces,
            &mut consumed,
            error,
        )
    })?;
    Ok((nonces, take(consumed)))
}

fn store(pool: FrostHandle) -> Vec<u8> {
    let mut out = EMPTY;
    call(|error| unsafe { frost_nonce_pool_store(pool, &mut out, error) }).unwrap();
    take(out)
}

fn unused(pool: FrostHandle) -> Vec<Vec<u8>> {
    let mut out = EMPTY;
    call(|error| unsafe { frost_nonce_pool_unused(pool, &mut out, error) }).unwrap();
    list(&take(out))
}

fn restore(storage: &[u8], record: &[Vec<u8>]) -> Result<FrostHandle, Failed> {
    let record = encode(record);
    let mut pool = 0;
    call(|error| unsafe {
        frost_nonce_pool_restore(
            storage.as_ptr(),
            storage.len(),
            record.as_ptr(),
            record.len(),
            &mut pool,
            error,
        )
    })?;
    Ok(pool)
}

fn free(pool: FrostHandle) -> Result<(), Failed> {
    call(|error| frost_nonce_pool_free(pool, error))
}

/// A 2-of-2 group whose first signer holds a pool of three entries: the
/// key packages, the public key package and the pool with its commitments.
type PooledGroup = (Vec<Vec<u8>>, Vec<u8>, FrostHandle, Vec<Vec<u8>>);

fn pooled_group(suite: u8) -> PooledGroup {
    let (shares, public) = deal(suite, 2, 2);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let (pool, commitments) = new_pool(&keys[0], 3).unwrap();
    (keys, public, pool, commitments)
}

/// A signing package with the pool's entry `entry` for the first signer
/// and fresh nonces (returned) for the second.
fn package_for(keys: &[Vec<u8>], pooled: &[u8], message: &[u8]) -> (Vec<u8>, FrostHandle) {
    let (other, other_commitments) = commit(&keys[1]);
    let package = signing_package(
        &[
            identifier_of(&keys[0]),
            pooled.to_vec(),
            identifier_of(&keys[1]),
            other_commitments,
        ],
        message,
    );
    (package, other)
}

#[test]
fn every_suite_signs_with_pooled_nonces() {
    for suite in SUITES {
        let (keys, public, pool, commitments) = pooled_group(suite);
        assert_eq!(commitments.len(), 3);
        let message = b"signed with a pooled nonce";
        let (package, other) = package_for(&keys, &commitments[1], message);
        let (nonces, consumed) = take_nonces(pool, &package, &identifier_of(&keys[0])).unwrap();
        assert_eq!(consumed, commitments[1], "{suite}");
        assert_eq!(
            unused(pool),
            [commitments[0].clone(), commitments[2].clone()]
        );
        let shares = [
            identifier_of(&keys[0]),
            sign(&package, message, nonces, &keys[0]).unwrap(),
            identifier_of(&keys[1]),
            sign(&package, message, other, &keys[1]).unwrap(),
        ];
        let signature = aggregate(&package, &shares, &public).unwrap();
        verify(&public, message, &signature).unwrap();
        free(pool).unwrap();
    }
}

#[test]
fn a_pool_entry_is_taken_once() {
    let (keys, _, pool, commitments) = pooled_group(FROST_SUITE_ED25519);
    let me = identifier_of(&keys[0]);
    let (package, _) = package_for(&keys, &commitments[0], b"m");
    let (nonces, _) = take_nonces(pool, &package, &me).unwrap();
    let again = take_nonces(pool, &package, &me).unwrap_err();
    assert_eq!(again.status, FrostStatus::FrostErrNonceRefused);
    // Another package with the same commitments gets no second share.
    let (replayed, _) = package_for(&keys, &commitments[0], b"another message");
    let replay = take_nonces(pool, &replayed, &me).unwrap_err();
    assert_eq!(replay.status, FrostStatus::FrostErrNonceRefused);
    // Commitments the pool never made, and a package without this signer.
    let (_, foreign) = commit(&keys[0]);
    let (unknown, _) = package_for(&keys, &foreign, b"m");
    assert_eq!(
        take_nonces(pool, &unknown, &me).unwrap_err().status,
        FrostStatus::FrostErrNonceRefused
    );
    // Another signer's commitments in the package are not this pool's.
    let (other_package, _) = package_for(&keys, &commitments[2], b"m");
    assert_eq!(
        take_nonces(pool, &other_package, &identifier_of(&keys[1]))
            .unwrap_err()
            .status,
        FrostStatus::FrostErrNonceRefused
    );
    // Refusals took nothing: entries 1 and 2 are still there.
    assert_eq!(unused(pool).len(), 2);
    take_nonces(pool, &other_package, &me).unwrap();
    // The taken nonces are an ordinary nonce handle, used once.
    sign(&package, b"m", nonces, &keys[0]).unwrap();
    assert_eq!(
        sign(&package, b"m", nonces, &keys[0]).unwrap_err().status,
        FrostStatus::FrostErrStaleHandle
    );
    free(pool).unwrap();
}

#[test]
fn a_package_without_the_signer_is_a_commitment_mismatch() {
    let (keys, _, pool, _) = pooled_group(FROST_SUITE_P256);
    let (_, c1) = commit(&keys[1]);
    let (shares, _) = deal(FROST_SUITE_P256, 2, 3);
    let third = identifier_of(&key_package(&shares[2]));
    let (_, c3) = commit(&key_package(&shares[2]));
    let package = signing_package(&[identifier_of(&keys[1]), c1, third, c3], b"m");
    let refused = take_nonces(pool, &package, &identifier_of(&keys[0])).unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrCommitmentMismatch);
    free(pool).unwrap();
}

#[test]
fn a_stored_pool_is_restored_only_against_an_agreeing_record() {
    let (keys, _, pool, commitments) = pooled_group(FROST_SUITE_SECP256K1);
    let me = identifier_of(&keys[0]);
    let fresh = store(pool);
    let mut record = Vec::new();
    let (first, _) = package_for(&keys, &commitments[0], b"m");
    let (nonces, consumed) = take_nonces(pool, &first, &me).unwrap();
    record.push(consumed);
    let after_one = store(pool);
    let older_record = record.clone();
    let (second, _) = package_for(&keys, &commitments[1], b"m");
    let (_, consumed) = take_nonces(pool, &second, &me).unwrap();
    record.push(consumed);
    let current = store(pool);
    free(pool).unwrap();

    // Both current: the pool comes back with its one unused entry.
    let restored = restore(&current, &record).unwrap();
    assert_eq!(unused(restored), [commitments[2].clone()]);
    assert_eq!(store(restored), current);
    assert_eq!(
        take_nonces(restored, &first, &me).unwrap_err().status,
        FrostStatus::FrostErrNonceRefused
    );
    free(restored).unwrap();
    // The pool restored alone: older copies still hold consumed nonces.
    for old in [&after_one, &fresh] {
        let stale = restore(old, &record).unwrap_err();
        assert_eq!(stale.status, FrostStatus::FrostErrNonceRefused);
        assert!(stale.message.contains("stale"), "{}", stale.message);
    }
    // The record lost, or restored alone from before the last take.
    for behind in [&[][..], &older_record[..]] {
        let refused = restore(&current, behind).unwrap_err();
        assert_eq!(refused.status, FrostStatus::FrostErrNonceRefused);
    }
    // Both restored together from before the first take: consistent.
    let both_old = restore(&fresh, &[]).unwrap();
    assert_eq!(unused(both_old).len(), 3);
    free(both_old).unwrap();
    // The nonces taken before the store still sign once.
    sign(&first, b"m", nonces, &keys[0]).unwrap();
}

#[test]
fn restore_refuses_malformed_storage_and_records() {
    let (_, _, pool, _) = pooled_group(FROST_SUITE_ED448);
    let storage = store(pool);
    for cut in [0, 2, storage.len() / 2, storage.len() - 1] {
        assert!(restore(&storage[..cut], &[]).is_err(), "cut at {cut}");
    }
    let mut flipped = storage.clone();
    flipped[10] ^= 1;
    assert!(restore(&flipped, &[]).is_err());
    // A record that is not a list, and one of another suite.
    let mut handle = 0;
    let refused = call(|error| unsafe {
        frost_nonce_pool_restore(
            storage.as_ptr(),
            storage.len(),
            std::ptr::null(),
            0,
            &mut handle,
            error,
        )
    })
    .unwrap_err();
    assert_eq!(refused.status, FrostStatus::FrostErrInvalidLength);
    let (ed, _) = deal(FROST_SUITE_ED25519, 2, 2);
    let (_, foreign) = commit(&key_package(&ed[0]));
    assert_eq!(
        restore(&storage, &[foreign]).unwrap_err().status,
        FrostStatus::FrostErrWrongSuite
    );
    assert_eq!(handle, 0);
    restore(&storage, &[]).and_then(free).unwrap();
    free(pool).unwrap();
}

#[test]
fn pool_handles_are_checked() {
    let (shares, _) = deal(FROST_SUITE_RISTRETTO255, 2, 2);
    let key = key_package(&shares[0]);
    for count in [0, FROST_MAX_POOL_LEN + 1] {
        assert_eq!(
            new_pool(&key, count).unwrap_err().status,
            FrostStatus::FrostErrInvalidParameter
        );
    }
    let (pool, _) = new_pool(&key, 1).unwrap();
    let (nonces, _) = commit(&key);
    let mut out = EMPTY;
    assert_eq!(
        call(|error| unsafe { frost_nonce_pool_store(nonces, &mut out, error) })
            .unwrap_err()
            .status,
        FrostStatus::FrostErrWrongHandleKind
    );
    assert_eq!(
        call(|error| frost_nonces_free(pool, error))
            .unwrap_err()
            .status,
        FrostStatus::FrostErrWrongHandleKind
    );
    assert_eq!(
        free(0).unwrap_err().status,
        FrostStatus::FrostErrInvalidHandle
    );
    free(pool).unwrap();
    assert_eq!(
        free(pool).unwrap_err().status,
        FrostStatus::FrostErrStaleHandle
    );
    assert_eq!(
        call(|error| unsafe { frost_nonce_pool_unused(pool, &mut out, error) })
            .unwrap_err()
            .status,
        FrostStatus::FrostErrStaleHandle
    );
    call(|error| frost_nonces_free(nonces, error)).unwrap();
}

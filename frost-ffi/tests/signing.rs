//! Every suite through the C ABI: deal, sign, aggregate, verify; and the
//! refusals of the signing path (nonce reuse, message mismatch, culprits).

mod common;

use common::*;
use frost_ffi::*;

#[test]
fn every_suite_signs_two_of_three_through_the_abi() {
    for suite in SUITES {
        let (shares, public) = deal(suite, 2, 3);
        assert_eq!(shares.len(), 3);
        assert!(shares.iter().all(|share| share[1] == suite));
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let message = b"through the C ABI";
        let (package, signature_shares) = session(&keys[1..], message);
        let signature = aggregate(&package, &signature_shares, &public).unwrap();
        verify(&public, message, &signature).unwrap();
        let mut key = EMPTY;
        call(|error| unsafe {
            frost_public_key_package_verifying_key(public.as_ptr(), public.len(), &mut key, error)
        })
        .unwrap();
        let key = take(key);
        verify(&key, message, &signature).unwrap();
        let refused = verify(&key, b"another message", &signature).unwrap_err();
        assert_eq!(
            refused.status,
            FrostStatus::FrostErrInvalidSignature,
            "{suite}"
        );
    }
}

#[test]
fn a_nonce_handle_signs_once() {
    let (shares, _) = deal(FROST_SUITE_ED25519, 2, 2);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let (n1, c1) = commit(&keys[0]);
    let (n2, c2) = commit(&keys[1]);
    let package = signing_package(
        &[identifier_of(&keys[0]), c1, identifier_of(&keys[1]), c2],
        b"m",
    );
    sign(&package, b"m", n1, &keys[0]).unwrap();
    let again = sign(&package, b"m", n1, &keys[0]).unwrap_err();
    assert_eq!(again.status, FrostStatus::FrostErrStaleHandle);
    // A refused signature spends the nonces too.
    let mismatch = sign(&package, b"other", n2, &keys[1]).unwrap_err();
    assert_eq!(mismatch.status, FrostStatus::FrostErrMessageMismatch);
    assert_eq!(
        sign(&package, b"m", n2, &keys[1]).unwrap_err().status,
        FrostStatus::FrostErrStaleHandle
    );
    let never = sign(&package, b"m", u64::MAX, &keys[1]).unwrap_err();
    assert_eq!(never.status, FrostStatus::FrostErrInvalidHandle);
    assert_eq!(
        sign(&package, b"m", 0, &keys[1]).unwrap_err().status,
        FrostStatus::FrostErrInvalidHandle
    );
}

#[test]
fn nonces_of_another_suite_or_kind_are_refused_and_kept() {
    let (ed, _) = deal(FROST_SUITE_ED25519, 2, 2);
    let (p256, _) = deal(FROST_SUITE_P256, 2, 2);
    let ed_key = key_package(&ed[0]);
    let p_key = key_package(&p256[0]);
    let (nonces, _) = commit(&ed_key);
    let (_, p_commitments) = commit(&p_key);
    let (_, p_other) = commit(&key_package(&p256[1]));
    let p_package = signing_package(
        &[
            identifier_of(&p_key),
            p_commitments,
            identifier_of(&key_package(&p256[1])),
            p_other,
        ],
        b"m",
    );
    let wrong = sign(&p_package, b"m", nonces, &p_key).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrWrongSuite);
    // A buffer's id is a live handle of another kind.
    let mut buffer = EMPTY;
    call(|error| unsafe { frost_identifier(FROST_SUITE_ED25519, 1, &mut buffer, error) }).unwrap();
    let kind = call(|error| frost_nonces_free(buffer.id, error)).unwrap_err();
    assert_eq!(kind.status, FrostStatus::FrostErrWrongHandleKind);
    take(buffer);
    // The Ed25519 nonces are still live: freed once, then stale.
    call(|error| frost_nonces_free(nonces, error)).unwrap();
    assert_eq!(
        call(|error| frost_nonces_free(nonces, error))
            .unwrap_err()
            .status,
        FrostStatus::FrostErrStaleHandle
    );
}

#[test]
fn aggregation_names_every_invalid_share() {
    for suite in SUITES {
        let (shares, public) = deal(suite, 3, 4);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let (package, mut signature_shares) = session(&keys, b"m");
        // Signers 2 and 4 send copies of signers 1's and 3's shares.
        signature_shares[3] = signature_shares[1].clone();
        signature_shares[7] = signature_shares[5].clone();
        let failed = aggregate(&package, &signature_shares, &public).unwrap_err();
        assert_eq!(failed.status, FrostStatus::FrostErrInvalidSignatureShares);
        assert_eq!(
            failed.participants,
            vec![signature_shares[2].clone(), signature_shares[6].clone()],
            "{suite}: {}",
            failed.message
        );
        // A missing share is named as missing.
        let missing = aggregate(&package, &signature_shares[..6], &public).unwrap_err();
        assert_eq!(missing.status, FrostStatus::FrostErrMissingParticipants);
        assert_eq!(missing.participants, vec![signature_shares[6].clone()]);
    }
}

#[test]
fn shares_are_checked_one_by_one_and_signatures_in_batches() {
    let (shares, public) = deal(FROST_SUITE_P256, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let (package, signature_shares) = session(&keys[..2], b"checked");
    let check = |identifier: &[u8], share: &[u8]| {
        call(|error| unsafe {
            frost_verify_share(
                package.as_ptr(),
                package.len(),
                identifier.as_ptr(),
                identifier.len(),
                share.as_ptr(),
                share.len(),
                public.as_ptr(),
                public.len(),
                error,
            )
        })
    };
    check(&signature_shares[0], &signature_shares[1]).unwrap();
    let wrong = check(&signature_shares[0], &signature_shares[3]).unwrap_err();
    assert_eq!(wrong.status, FrostStatus::FrostErrInvalidSignatureShares);
    assert_eq!(wrong.participants, vec![signature_shares[0].clone()]);

    let signature = aggregate(&package, &signature_shares, &public).unwrap();
    let mut items = Vec::new();
    for message in [&b"checked"[..], b"forged", b"checked", b"forged too"] {
        items.extend([public.clone(), message.to_vec(), signature.clone()]);
    }
    let batch = |items: &[Vec<u8>]| {
        let bytes = encode(items);
        let mut invalid = EMPTY;
        let outcome = call(|error| unsafe {
            frost_verify_batch(bytes.as_ptr(), bytes.len(), &mut invalid, error)
        });
        (outcome, take(invalid))
    };
    let (outcome, invalid) = batch(&items);
    assert_eq!(
        outcome.unwrap_err().status,
        FrostStatus::FrostErrInvalidSignature
    );
    assert_eq!(invalid, [1u32.to_le_bytes(), 3u32.to_le_bytes()].concat());
    let (outcome, invalid) = batch(&items[..3]);
    outcome.unwrap();
    assert!(invalid.is_empty());
}

#[test]
fn inspect_describes_messages() {
    let (shares, public) = deal(FROST_SUITE_ED448, 2, 3);
    let describe = |bytes: &[u8]| {
        let mut out = EMPTY;
        call(|error| unsafe { frost_inspect(bytes.as_ptr(), bytes.len(), &mut out, error) })
            .map(|()| String::from_utf8(take(out)).unwrap())
    };
    let text = describe(&public).unwrap();
    assert!(
        text.starts_with("public_key_package of FROST-ED448-SHAKE256-v1"),
        "{text}"
    );
    assert!(text.ends_with("2-of-3 group"), "{text}");
    assert!(describe(&shares[0]).unwrap().starts_with("secret_share of"));
    assert_eq!(
        describe(&public[..2]).unwrap_err().status,
        FrostStatus::FrostErrInvalidLength
    );
}

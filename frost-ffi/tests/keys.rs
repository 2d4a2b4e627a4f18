//! Key generation and key handling through the C ABI: DKG in every suite,
//! tweaks (additive, derived, Taproot), export, re-randomized signing.

mod common;

use common::*;
use frost_ffi::*;

fn dkg(suite: u8, min: u16, max: u16) -> (Vec<Vec<u8>>, Vec<u8>) {
    let ids: Vec<Vec<u8>> = (1..=max)
        .map(|n| {
            let mut out = EMPTY;
            call(|error| unsafe { frost_identifier(suite, n, &mut out, error) }).unwrap();
            take(out)
        })
        .collect();
    let mut secrets1 = Vec::new();
    let mut packages1 = Vec::new();
    for id in &ids {
        let (mut secret, mut package) = (EMPTY, EMPTY);
        call(|error| unsafe {
            frost_dkg_part1(
                id.as_ptr(),
                id.len(),
                max,
                min,
                &mut secret,
                &mut package,
                error,
            )
        })
        .unwrap();
        secrets1.push(take(secret));
        packages1.push(take(package));
    }
    let others = |me: usize, values: &dyn Fn(usize) -> Vec<u8>| {
        let mut items = Vec::new();
        for j in (0..ids.len()).filter(|j| *j != me) {
            items.push(ids[j].clone());
            items.push(values(j));
        }
        encode(&items)
    };
    let mut secrets2 = Vec::new();
    let mut outgoing = Vec::new();
    for (i, secret1) in secrets1.iter().enumerate() {
        let received = others(i, &|j| packages1[j].clone());
        let (mut secret, mut packages) = (EMPTY, EMPTY);
        call(|error| unsafe {
            frost_dkg_part2(
                secret1.as_ptr(),
                secret1.len(),
                received.as_ptr(),
                received.len(),
                &mut secret,
                &mut packages,
                error,
            )
        })
        .unwrap();
        secrets2.push(take(secret));
        outgoing.push(list(&take(packages)));
    }
    let mut keys = Vec::new();
    let mut publics = Vec::new();
    for i in 0..ids.len() {
        let round1 = others(i, &|j| packages1[j].clone());
        // What j sent to i: in j's outgoing map, the value after i's identifier.
        let round2 = others(i, &|j| {
            let map = &outgoing[j];
            let at = map.iter().position(|item| *item == ids[i]).unwrap();
            map[at + 1].clone()
        });
        let (mut key, mut public) = (EMPTY, EMPTY);
        call(|error| unsafe {
            frost_dkg_part3(
                secrets2[i].as_ptr(),
                secrets2[i].len(),
                round1.as_ptr(),
                round1.len(),
                round2.as_ptr(),
                round2.len(),
                &mut key,
                &mut public,
                error,
            )
        })
        .unwrap();
        keys.push(take(key));
        publics.push(take(public));
    }
    assert!(publics.windows(2).all(|pair| pair[0] == pair[1]));
    (keys, publics.remove(0))
}

#[test]
fn every_suite_generates_a_key_distributedly_and_signs() {
    for suite in SUITES {
        let (keys, public) = dkg(suite, 3, 4);
        let (package, shares) = session(&keys[..3], b"dkg");
        let signature = aggregate(&package, &shares, &public).unwrap();
        verify(&public, b"dkg", &signature).unwrap();
    }
}

fn tweak(key: &[u8], kind: u8, value: &[u8]) -> Result<Vec<u8>, Failed> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_key_tweak(
            key.as_ptr(),
            key.len(),
            kind,
            value.as_ptr(),
            value.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

#[test]
fn tweaked_keys_sign_under_the_tweaked_group_key() {
    for suite in SUITES {
        let (shares, public) = deal(suite, 2, 3);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let mut kinds = vec![(FROST_TWEAK_DERIVE, b"m/0/7".to_vec())];
        // Any canonical scalar is a tweak: identifier 3's encoding is one.
        kinds.push((FROST_TWEAK_ADD, identifier_of(&keys[2])[3..].to_vec()));
        if suite == FROST_SUITE_SECP256K1_TR {
            kinds.push((FROST_TWEAK_TAPROOT, Vec::new()));
            kinds.push((FROST_TWEAK_TAPROOT, vec![7; 32]));
        } else {
            let refused = tweak(&public, FROST_TWEAK_TAPROOT, &[]).unwrap_err();
            assert_eq!(refused.status, FrostStatus::FrostErrUnsupportedBySuite);
        }
        if matches!(suite, FROST_SUITE_REDPALLAS | FROST_SUITE_REDJUBJUB) {
            // Zcash keys are normalized; their tweaks are the randomizers.
            continue;
        }
        for (kind, value) in kinds {
            let tweaked: Vec<_> = keys[..2]
                .iter()
                .map(|key| tweak(key, kind, &value).unwrap())
                .collect();
            let tweaked_public = tweak(&public, kind, &value).unwrap();
            assert_ne!(tweaked_public, public);
            let (package, signature_shares) = session(&tweaked, b"tweaked");
            let signature = aggregate(&package, &signature_shares, &tweaked_public).unwrap();
            verify(&tweaked_public, b"tweaked", &signature).unwrap();
            assert_eq!(
                verify(&public, b"tweaked", &signature).unwrap_err().status,
                FrostStatus::FrostErrInvalidSignature
            );
        }
        assert_eq!(
            tweak(&public, 9, &[]).unwrap_err().status,
            FrostStatus::FrostErrInvalidParameter
        );
    }
}

fn export(key: &[u8], format: u8) -> Result<Vec<u8>, Failed> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_export_group_key(key.as_ptr(), key.len(), format, &mut out, error)
    })?;
    Ok(take(out))
}

#[test]
fn group_keys_export_in_each_suites_formats() {
    let expected = [
        (FROST_SUITE_ED25519, 32, Some(44)),
        (FROST_SUITE_RISTRETTO255, 32, None),
        (FROST_SUITE_ED448, 57, Some(69)),
        (FROST_SUITE_P256, 33, Some(59)),
        (FROST_SUITE_SECP256K1, 33, Some(56)),
        (FROST_SUITE_SECP256K1_TR, 32, None),
        (FROST_SUITE_REDPALLAS, 32, None),
        (FROST_SUITE_REDJUBJUB, 32, None),
    ];
    for (suite, standard, der) in expected {
        let (_, public) = deal(suite, 2, 2);
        assert_eq!(export(&public, FROST_KEY_STANDARD).unwrap().len(), standard);
        match der {
            Some(len) => {
                assert_eq!(export(&public, FROST_KEY_SPKI_DER).unwrap().len(), len);
                let pem = String::from_utf8(export(&public, FROST_KEY_PEM).unwrap()).unwrap();
                assert!(pem.starts_with("-----BEGIN PUBLIC KEY-----\n"));
            }
            None => assert_eq!(
                export(&public, FROST_KEY_PEM).unwrap_err().status,
                FrostStatus::FrostErrUnsupportedBySuite
            ),
        }
    }
}

#[test]
fn rerandomized_signing_with_a_given_randomizer() {
    for suite in [
        FROST_SUITE_REDPALLAS,
        FROST_SUITE_REDJUBJUB,
        FROST_SUITE_ED25519,
    ] {
        let (shares, public) = deal(suite, 2, 3);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let mut handles = Vec::new();
        let mut commitments = Vec::new();
        for key in &keys[..2] {
            let (nonces, commitment) = commit(key);
            handles.push(nonces);
            commitments.push(identifier_of(key));
            commitments.push(commitment);
        }
        let plain = signing_package(&commitments, b"sighash");
        let wrapped = randomized(&plain, &public);
        let mut shares_map = Vec::new();
        for (key, nonces) in keys[..2].iter().zip(handles) {
            shares_map.push(identifier_of(key));
            shares_map.push(sign(&wrapped, b"sighash", nonces, key).unwrap());
        }
        let signature = aggregate(&wrapped, &shares_map, &public).unwrap();
        let mut rk = EMPTY;
        call(|error| unsafe {
            frost_randomized_verifying_key(wrapped.as_ptr(), wrapped.len(), &mut rk, error)
        })
        .unwrap();
        let rk = take(rk);
        verify(&rk, b"sighash", &signature).unwrap();
        assert!(verify(&public, b"sighash", &signature).is_err());
    }
}

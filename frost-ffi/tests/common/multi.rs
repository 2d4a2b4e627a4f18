//! Multi-message sessions through the C ABI, as a binding calls them:
//! round one, the request, round two and the coordinator's session.

use super::*;

pub const MESSAGES: [&[u8]; 3] = [b"input 0", b"input 1", b"input 2"];

pub fn messages() -> Vec<Vec<u8>> {
    MESSAGES.iter().map(|message| message.to_vec()).collect()
}

pub fn multi_commit(key: &[u8], count: u32) -> Result<(FrostHandle, Vec<u8>), Failed> {
    let (mut nonces, mut commitments) = (0, EMPTY);
    call(|error| unsafe {
        frost_multi_commit(
            key.as_ptr(),
            key.len(),
            count,
            &mut nonces,
            &mut commitments,
            error,
        )
    })?;
    Ok((nonces, take(commitments)))
}

pub fn multi_package(commitments: &[Vec<u8>], messages: &[Vec<u8>]) -> Result<Vec<u8>, Failed> {
    let (map, list) = (encode(commitments), encode(messages));
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_multi_signing_package_new(
            map.as_ptr(),
            map.len(),
            list.as_ptr(),
            list.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

pub fn multi_sign(
    package: &[u8],
    expected: &[Vec<u8>],
    nonces: FrostHandle,
    key: &[u8],
) -> Result<Vec<u8>, Failed> {
    let expected = encode(expected);
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_multi_sign(
            package.as_ptr(),
            package.len(),
            expected.as_ptr(),
            expected.len(),
            nonces,
            key.as_ptr(),
            key.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

pub fn new_session(package: &[u8], public: &[u8]) -> Result<FrostHandle, Failed> {
    let mut session = 0;
    call(|error| unsafe {
        frost_multi_signing_session_new(
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

pub fn verify_shares(session: FrostHandle, identifier: &[u8], shares: &[u8]) -> Result<(), Failed> {
    call(|error| unsafe {
        frost_multi_signing_session_verify_shares(
            session,
            identifier.as_ptr(),
            identifier.len(),
            shares.as_ptr(),
            shares.len(),
            error,
        )
    })
}

pub fn session_aggregate(session: FrostHandle, shares: &[Vec<u8>]) -> Result<Vec<Vec<u8>>, Failed> {
    let map = encode(shares);
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_multi_signing_session_aggregate(session, map.as_ptr(), map.len(), &mut out, error)
    })?;
    Ok(list(&take(out)))
}

/// Round one for every key: the multi-nonce handles, and the map of
/// commitments the coordinator receives.
pub fn round_one(keys: &[Vec<u8>], count: u32) -> (Vec<FrostHandle>, Vec<Vec<u8>>) {
    let mut handles = Vec::new();
    let mut map = Vec::new();
    for key in keys {
        let (nonces, commitments) = multi_commit(key, count).unwrap();
        handles.push(nonces);
        map.push(identifier_of(key));
        map.push(commitments);
    }
    (handles, map)
}

/// A 2-of-3 group's key packages and public key package.
pub fn group(suite: u8) -> (Vec<Vec<u8>>, Vec<u8>) {
    let (shares, public) = deal(suite, 2, 3);
    (
        shares.iter().map(|share| key_package(share)).collect(),
        public,
    )
}

/// The length of a scalar of `suite` and whether it is big-endian.
pub fn scalar_layout(suite: u8) -> (usize, bool) {
    match suite {
        FROST_SUITE_ED448 => (57, false),
        FROST_SUITE_P256 | FROST_SUITE_SECP256K1 | FROST_SUITE_SECP256K1_TR => (32, true),
        _ => (32, false),
    }
}

/// The scalar `n` (small, non-zero) in `suite`'s canonical encoding.
pub fn small_scalar(suite: u8, n: u8) -> Vec<u8> {
    let (len, big_endian) = scalar_layout(suite);
    let mut bytes = vec![0; len];
    bytes[if big_endian { len - 1 } else { 0 }] = n;
    bytes
}

/// The answer `shares` (a `MultiSignatureShares` message of three shares,
/// back to back at its end) with the share of message `message` moved by
/// one: the low bit of its least significant byte flipped, which keeps it a
/// canonical scalar.
pub fn tampered(shares: &[u8], message: usize, suite: u8) -> Vec<u8> {
    let (scalar_len, big_endian) = scalar_layout(suite);
    let mut bytes = shares.to_vec();
    let start = bytes.len() - (MESSAGES.len() - message) * scalar_len;
    let low = if big_endian {
        start + scalar_len - 1
    } else {
        start
    };
    bytes[low] ^= 1;
    bytes
}

//! Calls through the C ABI from Rust, as a binding would make them.

#![allow(dead_code)]

use frost_ffi::*;

pub mod multi;

/// The bytes of a buffer, which is then freed.
pub fn take(mut buffer: FrostBuffer) -> Vec<u8> {
    let bytes = if buffer.data.is_null() {
        Vec::new()
    } else {
        // SAFETY: a live buffer the library issued.
        unsafe { std::slice::from_raw_parts(buffer.data, buffer.len) }.to_vec()
    };
    // SAFETY: a buffer the library issued.
    assert_eq!(
        unsafe { frost_buffer_free(&mut buffer) },
        FrostStatus::FrostOk
    );
    bytes
}

/// A failed call's status, message and participants.
#[derive(Debug)]
pub struct Failed {
    pub status: FrostStatus,
    pub message: String,
    pub participants: Vec<Vec<u8>>,
}

/// Runs `call` with an error slot; its outcome, the error freed.
pub fn call(call: impl FnOnce(*mut FrostError) -> FrostStatus) -> Result<(), Failed> {
    let mut error = empty_error();
    let status = call(&mut error);
    assert_eq!(status, error.code, "the error carries the returned status");
    let message = String::from_utf8(take(error.message)).unwrap();
    let participants = list(&take(error.participants));
    error.message = EMPTY;
    error.participants = EMPTY;
    // SAFETY: an emptied error.
    assert_eq!(
        unsafe { frost_error_free(&mut error) },
        FrostStatus::FrostOk
    );
    if status == FrostStatus::FrostOk {
        assert!(message.is_empty() && participants.is_empty());
        Ok(())
    } else {
        assert!(!message.is_empty(), "every failure has a message");
        Err(Failed {
            status,
            message,
            participants,
        })
    }
}

pub const EMPTY: FrostBuffer = FrostBuffer {
    data: std::ptr::null(),
    len: 0,
    id: 0,
};

pub fn empty_error() -> FrostError {
    FrostError {
        code: FrostStatus::FrostOk,
        message: EMPTY,
        participants: EMPTY,
    }
}

/// Decodes a list (the ABI's framing).
pub fn list(bytes: &[u8]) -> Vec<Vec<u8>> {
    if bytes.is_empty() {
        return Vec::new();
    }
    let count = u32::from_le_bytes(bytes[..4].try_into().unwrap()) as usize;
    let mut rest = &bytes[4..];
    let mut items = Vec::new();
    for _ in 0..count {
        let len = u32::from_le_bytes(rest[..4].try_into().unwrap()) as usize;
        items.push(rest[4..4 + len].to_vec());
        rest = &rest[4 + len..];
    }
    assert!(rest.is_empty());
    items
}

/// Encodes a list.
pub fn encode(items: &[Vec<u8>]) -> Vec<u8> {
    let mut out = (items.len() as u32).to_le_bytes().to_vec();
    for item in items {
        out.extend_from_slice(&(item.len() as u32).to_le_bytes());
        out.extend_from_slice(item);
    }
    out
}

pub const SUITES: [u8; 8] = [
    FROST_SUITE_ED25519,
    FROST_SUITE_RISTRETTO255,
    FROST_SUITE_ED448,
    FROST_SUITE_P256,
    FROST_SUITE_SECP256K1,
    FROST_SUITE_SECP256K1_TR,
    FROST_SUITE_REDPALLAS,
    FROST_SUITE_REDJUBJUB,
];

/// A dealt group: secret shares and the public key package.
pub fn deal(suite: u8, min: u16, max: u16) -> (Vec<Vec<u8>>, Vec<u8>) {
    let (mut shares, mut public) = (EMPTY, EMPTY);
    call(|error| unsafe {
        frost_dealer_generate(
            suite,
            min,
            max,
            std::ptr::null(),
            0,
            &mut shares,
            &mut public,
            error,
        )
    })
    .unwrap();
    (list(&take(shares)), take(public))
}

pub fn key_package(share: &[u8]) -> Vec<u8> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_key_package_from_secret_share(share.as_ptr(), share.len(), &mut out, error)
    })
    .unwrap();
    take(out)
}

pub fn identifier_of(key_package: &[u8]) -> Vec<u8> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_key_package_identifier(key_package.as_ptr(), key_package.len(), &mut out, error)
    })
    .unwrap();
    take(out)
}

/// Round one: a nonce handle and the commitments.
pub fn commit(key_package: &[u8]) -> (FrostHandle, Vec<u8>) {
    let (mut nonces, mut commitments) = (0, EMPTY);
    call(|error| unsafe {
        frost_commit(
            key_package.as_ptr(),
            key_package.len(),
            &mut nonces,
            &mut commitments,
            error,
        )
    })
    .unwrap();
    assert_ne!(nonces, 0);
    (nonces, take(commitments))
}

pub fn signing_package(commitments: &[Vec<u8>], message: &[u8]) -> Vec<u8> {
    let map = encode(commitments);
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_signing_package_new(
            map.as_ptr(),
            map.len(),
            message.as_ptr(),
            message.len(),
            &mut out,
            error,
        )
    })
    .unwrap();
    take(out)
}

pub fn sign(
    package: &[u8],
    expected: &[u8],
    nonces: FrostHandle,
    key_package: &[u8],
) -> Result<Vec<u8>, Failed> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_sign(
            package.as_ptr(),
            package.len(),
            expected.as_ptr(),
            expected.len(),
            nonces,
            key_package.as_ptr(),
            key_package.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

pub fn aggregate(package: &[u8], shares: &[Vec<u8>], public: &[u8]) -> Result<Vec<u8>, Failed> {
    let map = encode(shares);
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_aggregate(
            package.as_ptr(),
            package.len(),
            map.as_ptr(),
            map.len(),
            public.as_ptr(),
            public.len(),
            &mut out,
            error,
        )
    })?;
    Ok(take(out))
}

pub fn verify(key: &[u8], message: &[u8], signature: &[u8]) -> Result<(), Failed> {
    call(|error| unsafe {
        frost_verify(
            key.as_ptr(),
            key.len(),
            message.as_ptr(),
            message.len(),
            signature.as_ptr(),
            signature.len(),
            error,
        )
    })
}

/// A whole session among the first `signers` key packages: the signing
/// package and every signer's (identifier, share).
pub fn session(keys: &[Vec<u8>], message: &[u8]) -> (Vec<u8>, Vec<Vec<u8>>) {
    let mut commitments = Vec::new();
    let mut handles = Vec::new();
    for key in keys {
        let (nonces, commitment) = commit(key);
        commitments.push(identifier_of(key));
        commitments.push(commitment);
        handles.push(nonces);
    }
    let package = signing_package(&commitments, message);
    let mut shares = Vec::new();
    for (key, nonces) in keys.iter().zip(handles) {
        shares.push(identifier_of(key));
        shares.push(sign(&package, message, nonces, key).unwrap());
    }
    (package, shares)
}

/// The `RandomizedSigningPackage` of `package` with the randomizer
/// `alpha = 5` (canonical and little-endian in the suites used here).
pub fn randomized(package: &[u8], public: &[u8]) -> Vec<u8> {
    let mut alpha = [0u8; 32];
    alpha[0] = 5;
    let mut wrapped = EMPTY;
    call(|error| unsafe {
        frost_randomized_signing_package_new(
            package.as_ptr(),
            package.len(),
            public.as_ptr(),
            public.len(),
            alpha.as_ptr(),
            alpha.len(),
            &mut wrapped,
            error,
        )
    })
    .unwrap();
    take(wrapped)
}

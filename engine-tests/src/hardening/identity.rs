//! The identity element on the wire. RFC 9591 (Section 3.1,
//! `DeserializeElement`) never accepts it: its discrete logarithm is zero, so
//! an identity key, verifying share, nonce commitment or `R` would stand for
//! a zero secret or nonce. Since `SerializeElement` refuses the identity, its
//! bytes are taken from the curve crate's own encoding (what another
//! implementation might send) and written into every element position of
//! every message.

use alloc::string::String;
use alloc::vec::Vec;

use group::{Group, GroupEncoding};

use super::fuzz_decoders::{decode_json, decode_wire};
use frost_conformance::fixtures::Fixtures;
use frost_core::Arithmetic;
use frost_core::keys::{
    KeyPackage, PublicKeyPackage, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::round1::{SigningCommitments, SigningNonces, StoredNoncePool};
use frost_core::serialization::{MessageType, Secret};
use frost_core::{
    Ciphersuite, Element, EncodingError, Error, Scalar, Signature, SigningPackage, VerifyingKey,
};
use frost_keygen::refresh::{self, RefreshingShare};
use frost_keygen::{SecretShare, dkg, reshare};

fn refused<T>(result: Result<T, Error<impl Ciphersuite>>) -> bool {
    matches!(
        result,
        Err(Error::IdentityElement | Error::MalformedElement)
    )
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| alloc::format!("{b:02x}")).collect()
}

/// The JSON form of the wire-encoded message `bytes`, for the message types
/// that hold group elements.
fn json_of<C: Ciphersuite>(message_type: MessageType, bytes: &[u8]) -> Option<String> {
    fn public<T: serde::Serialize, C: Ciphersuite>(value: Result<T, Error<C>>) -> Option<String> {
        Some(serde_json::to_string(&value.ok()?).expect("JSON"))
    }
    fn secret<T, C: Ciphersuite>(value: Result<T, Error<C>>) -> Option<String>
    where
        for<'a> Secret<&'a T>: serde::Serialize,
    {
        Some(serde_json::to_string(&Secret(&value.ok()?)).expect("JSON"))
    }
    match message_type {
        MessageType::SigningCommitments => public(SigningCommitments::<C>::deserialize(bytes)),
        MessageType::SigningPackage => public(SigningPackage::<C>::deserialize(bytes)),
        MessageType::Signature => public(Signature::<C>::deserialize(bytes)),
        MessageType::VerifyingKey => public(VerifyingKey::<C>::deserialize(bytes)),
        MessageType::VerifyingShare => public(VerifyingShare::<C>::deserialize(bytes)),
        MessageType::VerifiableSecretSharingCommitment => {
            public(VerifiableSecretSharingCommitment::<C>::deserialize(bytes))
        }
        MessageType::PublicKeyPackage => public(PublicKeyPackage::<C>::deserialize(bytes)),
        MessageType::DkgRound1Package => public(dkg::round1::Package::<C>::deserialize(bytes)),
        MessageType::RefreshRound1Package => {
            public(refresh::round1::Package::<C>::deserialize(bytes))
        }
        MessageType::ResharePackage => public(reshare::Package::<C>::deserialize(bytes)),
        MessageType::SecretShare => secret(SecretShare::<C>::deserialize(bytes)),
        MessageType::KeyPackage => secret(KeyPackage::<C>::deserialize(bytes)),
        MessageType::SigningNonces => secret(SigningNonces::<C>::deserialize_from_storage(bytes)),
        MessageType::NoncePool => secret(StoredNoncePool::<C>::deserialize_from_storage(bytes)),
        MessageType::DkgRound2SecretPackage => {
            secret(dkg::round2::SecretPackage::<C>::deserialize(bytes))
        }
        MessageType::RefreshingShare => secret(RefreshingShare::<C>::deserialize(bytes)),
        MessageType::RefreshRound2SecretPackage => {
            secret(refresh::round2::SecretPackage::<C>::deserialize(bytes))
        }
        _ => None,
    }
}

/// Every occurrence of `needle` in `haystack`, by start offset.
fn occurrences(haystack: &[u8], needle: &[u8]) -> Vec<usize> {
    haystack
        .windows(needle.len())
        .enumerate()
        .filter(|(_, window)| *window == needle)
        .map(|(at, _)| at)
        .collect()
}

/// The identity's encoding is refused by the suite's `DeserializeElement`,
/// by every raw decoder of a value holding an element, by every wire decoder
/// wherever an element sits in the message, and by every JSON decoder.
pub fn identity_encoding_is_refused_by_every_decoder<C: Ciphersuite>() {
    let identity = Element::<C>::identity();
    assert!(matches!(
        C::serialize_element(&identity),
        Err(EncodingError::IdentityElement)
    ));
    let encoded = identity.to_bytes();
    let zero = encoded.as_ref();
    assert!(matches!(
        C::deserialize_element(zero),
        Err(EncodingError::IdentityElement | EncodingError::MalformedElement)
    ));

    // Raw decoders, with the identity in each element position.
    let valid =
        C::serialize_element(&C::Arithmetic::mul_base(&Scalar::<C>::from(7))).expect("element");
    let valid = valid.as_ref();
    let z = crate::serialize_scalar::<C>(&Scalar::<C>::from(11));
    assert!(refused(VerifyingKey::<C>::from_bytes(zero)));
    assert!(refused(VerifyingShare::<C>::from_bytes(zero)));
    for pair in [[zero, valid], [valid, zero], [zero, zero]] {
        assert!(refused(SigningCommitments::<C>::from_bytes(&pair.concat())));
        assert!(refused(VerifiableSecretSharingCommitment::<C>::from_bytes(
            &pair.concat()
        )));
    }
    assert!(refused(Signature::<C>::from_bytes(
        &[
            frost_core::signature_scheme::element_bytes::<C>(&encoded),
            z.as_ref()
        ]
        .concat()
    )));

    // Every element of every wire message: the fixtures' elements are small
    // multiples of the generator, found by their encodings.
    let elements: Vec<Vec<u8>> = (1..=64u64)
        .map(|k| {
            C::serialize_element(&C::Arithmetic::mul_base(&Scalar::<C>::from(k)))
                .expect("element")
                .as_ref()
                .to_vec()
        })
        .collect();
    let fixtures = Fixtures::<C>::new();
    let mut replaced = 0;
    for (message_type, bytes) in fixtures.encodings() {
        for element in &elements {
            for at in occurrences(&bytes, element) {
                let mut altered = bytes.clone();
                altered[at..at + element.len()].copy_from_slice(zero);
                let result = decode_wire::<C>(message_type, &altered);
                assert!(
                    refused(result.clone()),
                    "{message_type:?}, element at {at}: {result:?}"
                );
                replaced += 1;
            }
        }
    }
    assert!(replaced >= 20, "only {replaced} element positions found");

    // The same in JSON, where elements are lowercase hex strings.
    let mut replaced = 0;
    for (message_type, bytes) in fixtures.encodings() {
        let Some(text) = json_of::<C>(message_type, &bytes) else {
            continue;
        };
        for element in &elements {
            let needle = hex(element);
            if text.contains(&needle) {
                let altered = text.replace(&needle, &hex(zero));
                assert!(
                    decode_json::<C>(message_type, &altered).is_err(),
                    "{message_type:?}"
                );
                replaced += 1;
            }
        }
    }
    assert!(replaced >= 10, "only {replaced} JSON elements found");
}

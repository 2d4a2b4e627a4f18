//! Fuzzing harnesses for every decoder: the versioned wire format, its JSON
//! form, and the raw RFC 9591 encodings of single values.
//!
//! Each harness takes arbitrary bytes, feeds them to every decoder of its
//! family and checks the one invariant all decoders share: they never panic,
//! and whatever they accept encodes back to exactly the input (one encoding
//! per value). The `cargo fuzz` targets call these functions, and so do the
//! deterministic property tests of the workspace's `engine-tests` crate
//! (`raw_decoders_never_panic`, `decoders_never_panic`), so that a
//! regression is caught without a nightly toolchain.

use alloc::string::String;
use alloc::vec::Vec;

use frost_core::keys::{
    KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::round1::{SigningCommitments, SigningNonces, StoredNoncePool};
use frost_core::round2::SignatureShare;
use frost_core::serialization::{MessageType, Secret};
use frost_core::{
    Ciphersuite, Error, Identifier, Signature, SigningKey, SigningPackage, VerifyingKey,
};
use frost_keygen::SecretShare;
use frost_keygen::dkg::{self, TranscriptDigest};
use frost_keygen::refresh::{self, RefreshingShare};
use frost_keygen::repairable::{Delta, DeltaSum};
use frost_keygen::reshare::{self, SubShare};
use frost_multi::{MultiSignatureShares, MultiSigningCommitments, MultiSigningPackage};

/// Decodes `bytes` as the wire encoding of a `message_type` message and
/// encodes the result again.
pub fn decode_wire<C: Ciphersuite>(
    message_type: MessageType,
    bytes: &[u8],
) -> Result<Vec<u8>, Error<C>> {
    Ok(match message_type {
        MessageType::Identifier => Identifier::<C>::deserialize(bytes)?.serialize(),
        MessageType::SigningCommitments => SigningCommitments::<C>::deserialize(bytes)?.serialize(),
        MessageType::SigningPackage => SigningPackage::<C>::deserialize(bytes)?.serialize(),
        MessageType::SignatureShare => SignatureShare::<C>::deserialize(bytes)?.serialize(),
        MessageType::Signature => Signature::<C>::deserialize(bytes)?.serialize(),
        MessageType::VerifyingKey => VerifyingKey::<C>::deserialize(bytes)?.serialize(),
        MessageType::VerifyingShare => VerifyingShare::<C>::deserialize(bytes)?.serialize(),
        MessageType::VerifiableSecretSharingCommitment => {
            VerifiableSecretSharingCommitment::<C>::deserialize(bytes)?.serialize()
        }
        MessageType::PublicKeyPackage => PublicKeyPackage::<C>::deserialize(bytes)?.serialize(),
        MessageType::SigningShare => SigningShare::<C>::deserialize(bytes)?.serialize().to_vec(),
        MessageType::SigningKey => SigningKey::<C>::deserialize(bytes)?.serialize().to_vec(),
        MessageType::SecretShare => SecretShare::<C>::deserialize(bytes)?.serialize().to_vec(),
        MessageType::KeyPackage => KeyPackage::<C>::deserialize(bytes)?.serialize().to_vec(),
        MessageType::SigningNonces => SigningNonces::<C>::deserialize_from_storage(bytes)?
            .serialize_for_storage()
            .to_vec(),
        MessageType::DkgRound1Package => dkg::round1::Package::<C>::deserialize(bytes)?.serialize(),
        MessageType::DkgRound2Package => dkg::round2::Package::<C>::deserialize(bytes)?
            .serialize()
            .to_vec(),
        MessageType::DkgRound1SecretPackage => dkg::round1::SecretPackage::<C>::deserialize(bytes)?
            .serialize()
            .to_vec(),
        MessageType::DkgRound2SecretPackage => dkg::round2::SecretPackage::<C>::deserialize(bytes)?
            .serialize()
            .to_vec(),
        MessageType::RefreshingShare => RefreshingShare::<C>::deserialize(bytes)?
            .serialize()
            .to_vec(),
        MessageType::RefreshRound1Package => {
            refresh::round1::Package::<C>::deserialize(bytes)?.serialize()
        }
        MessageType::RefreshRound1SecretPackage => {
            refresh::round1::SecretPackage::<C>::deserialize(bytes)?
                .serialize()
                .to_vec()
        }
        MessageType::RefreshRound2SecretPackage => {
            refresh::round2::SecretPackage::<C>::deserialize(bytes)?
                .serialize()
                .to_vec()
        }
        MessageType::RepairDelta => Delta::<C>::deserialize(bytes)?.serialize().to_vec(),
        MessageType::RepairDeltaSum => DeltaSum::<C>::deserialize(bytes)?.serialize().to_vec(),
        MessageType::ResharePackage => reshare::Package::<C>::deserialize(bytes)?.serialize(),
        MessageType::ReshareSubShare => SubShare::<C>::deserialize(bytes)?.serialize().to_vec(),
        MessageType::NoncePool => StoredNoncePool::<C>::deserialize_from_storage(bytes)?
            .serialize_for_storage()
            .to_vec(),
        MessageType::MultiSigningPackage => {
            MultiSigningPackage::<C>::deserialize(bytes)?.serialize()
        }
        MessageType::MultiSigningCommitments => {
            MultiSigningCommitments::<C>::deserialize(bytes)?.serialize()
        }
        MessageType::MultiSignatureShares => {
            MultiSignatureShares::<C>::deserialize(bytes)?.serialize()
        }
        // `MessageType` is non-exhaustive: a type added to the engine fails
        // here until it has its decoder above.
        other => panic!("no wire decoder for {other:?}"),
    })
}

/// Decodes `text` as the JSON form of a `message_type` message (secrets
/// through [`Secret`]) and encodes the result again.
pub fn decode_json<C: Ciphersuite>(
    message_type: MessageType,
    text: &str,
) -> serde_json::Result<String> {
    fn public<T: serde::Serialize + serde::de::DeserializeOwned>(
        text: &str,
    ) -> serde_json::Result<String> {
        serde_json::to_string(&serde_json::from_str::<T>(text)?)
    }
    fn secret<T>(text: &str) -> serde_json::Result<String>
    where
        Secret<T>: serde::de::DeserializeOwned,
        for<'a> Secret<&'a T>: serde::Serialize,
    {
        serde_json::to_string(&Secret(&serde_json::from_str::<Secret<T>>(text)?.0))
    }
    match message_type {
        MessageType::Identifier => public::<Identifier<C>>(text),
        MessageType::SigningCommitments => public::<SigningCommitments<C>>(text),
        MessageType::SigningPackage => public::<SigningPackage<C>>(text),
        MessageType::SignatureShare => public::<SignatureShare<C>>(text),
        MessageType::Signature => public::<Signature<C>>(text),
        MessageType::VerifyingKey => public::<VerifyingKey<C>>(text),
        MessageType::VerifyingShare => public::<VerifyingShare<C>>(text),
        MessageType::VerifiableSecretSharingCommitment => {
            public::<VerifiableSecretSharingCommitment<C>>(text)
        }
        MessageType::PublicKeyPackage => public::<PublicKeyPackage<C>>(text),
        MessageType::SigningShare => secret::<SigningShare<C>>(text),
        MessageType::SigningKey => secret::<SigningKey<C>>(text),
        MessageType::SecretShare => secret::<SecretShare<C>>(text),
        MessageType::KeyPackage => secret::<KeyPackage<C>>(text),
        MessageType::SigningNonces => secret::<SigningNonces<C>>(text),
        MessageType::DkgRound1Package => public::<dkg::round1::Package<C>>(text),
        MessageType::DkgRound2Package => secret::<dkg::round2::Package<C>>(text),
        MessageType::DkgRound1SecretPackage => secret::<dkg::round1::SecretPackage<C>>(text),
        MessageType::DkgRound2SecretPackage => secret::<dkg::round2::SecretPackage<C>>(text),
        MessageType::RefreshingShare => secret::<RefreshingShare<C>>(text),
        MessageType::RefreshRound1Package => public::<refresh::round1::Package<C>>(text),
        MessageType::RefreshRound1SecretPackage => {
            secret::<refresh::round1::SecretPackage<C>>(text)
        }
        MessageType::RefreshRound2SecretPackage => {
            secret::<refresh::round2::SecretPackage<C>>(text)
        }
        MessageType::RepairDelta => secret::<Delta<C>>(text),
        MessageType::RepairDeltaSum => secret::<DeltaSum<C>>(text),
        MessageType::ResharePackage => public::<reshare::Package<C>>(text),
        MessageType::ReshareSubShare => secret::<SubShare<C>>(text),
        MessageType::NoncePool => secret::<StoredNoncePool<C>>(text),
        MessageType::MultiSigningPackage => public::<MultiSigningPackage<C>>(text),
        MessageType::MultiSigningCommitments => public::<MultiSigningCommitments<C>>(text),
        MessageType::MultiSignatureShares => public::<MultiSignatureShares<C>>(text),
        other => panic!("no JSON decoder for {other:?}"),
    }
}

/// Every wire decoder on `data`: no panic, and an accepted input is the
/// encoding of what it decodes to.
pub fn wire_decoders<C: Ciphersuite>(data: &[u8]) {
    for message_type in MessageType::ALL {
        if let Ok(again) = decode_wire::<C>(message_type, data) {
            assert_eq!(
                again, data,
                "{message_type:?} accepted a non-canonical encoding"
            );
        }
    }
}

/// Every JSON decoder on `data` (as text, if it is UTF-8): no panic, and an
/// accepted text encodes to a text that decodes to the same value.
pub fn json_decoders<C: Ciphersuite>(data: &[u8]) {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    for message_type in MessageType::ALL {
        if let Ok(again) = decode_json::<C>(message_type, text) {
            let third = decode_json::<C>(message_type, &again).expect("own JSON output decodes");
            assert_eq!(third, again, "{message_type:?} JSON is not stable");
        }
    }
}

/// Every raw decoder (`from_bytes` and the suite's `DeserializeElement` and
/// `DeserializeScalar`) on `data`: no panic, and an accepted input is the
/// canonical encoding of what it decodes to.
pub fn raw_decoders<C: Ciphersuite>(data: &[u8]) {
    fn check<T, E>(
        name: &str,
        data: &[u8],
        decoded: Result<T, E>,
        encode: impl FnOnce(&T) -> Vec<u8>,
    ) {
        if let Ok(value) = decoded {
            assert_eq!(
                encode(&value),
                data,
                "{name} accepted a non-canonical encoding"
            );
        }
    }
    check(
        "DeserializeElement",
        data,
        C::deserialize_element(data),
        |e| {
            C::serialize_element(e)
                .expect("decoded element encodes")
                .as_ref()
                .to_vec()
        },
    );
    check(
        "DeserializeScalar",
        data,
        C::deserialize_scalar(data),
        |s| ff::PrimeField::to_repr(s).as_ref().to_vec(),
    );
    check("Identifier", data, Identifier::<C>::from_bytes(data), |v| {
        v.to_bytes()
    });
    check(
        "SigningShare",
        data,
        SigningShare::<C>::from_bytes(data),
        |v| v.to_bytes().to_vec(),
    );
    check("SigningKey", data, SigningKey::<C>::from_bytes(data), |v| {
        v.to_bytes().to_vec()
    });
    check(
        "SignatureShare",
        data,
        SignatureShare::<C>::from_bytes(data),
        SignatureShare::to_bytes,
    );
    check(
        "VerifyingKey",
        data,
        VerifyingKey::<C>::from_bytes(data),
        VerifyingKey::to_bytes,
    );
    check(
        "VerifyingShare",
        data,
        VerifyingShare::<C>::from_bytes(data),
        |v| v.to_bytes(),
    );
    check(
        "SigningCommitments",
        data,
        SigningCommitments::<C>::from_bytes(data),
        SigningCommitments::to_bytes,
    );
    check(
        "Signature",
        data,
        Signature::<C>::from_bytes(data),
        Signature::to_bytes,
    );
    check(
        "VerifiableSecretSharingCommitment",
        data,
        VerifiableSecretSharingCommitment::<C>::from_bytes(data),
        VerifiableSecretSharingCommitment::to_bytes,
    );
    if let Ok(bytes) = <[u8; 32]>::try_from(data) {
        assert_eq!(TranscriptDigest::from_bytes(bytes).to_bytes(), bytes);
    }
}

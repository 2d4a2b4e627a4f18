//! Generic tests of the wire formats ([`frost_core::serialization`]): the binary
//! encoding of every message type, its golden bytes, the strictness of every
//! decoder, the serde encodings (JSON and postcard), a whole ceremony and a
//! multi-message session (`multi.rs`) through serialised messages, and a
//! property test that no byte string makes a decoder panic.
//!
//! Each public function is one test; [`serialization_tests!`](crate::serialization_tests)
//! instantiates all of them for a ciphersuite.

mod golden;
mod multi;

pub use multi::{
    multi_message_decoders_refuse_malformed_input, multi_message_serde_forms,
    multi_message_session_through_serialised_messages,
};

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use group::Group;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use crate::hardening::fuzz_decoders::{decode_json, decode_wire};
use frost_conformance::fixtures::{Fixtures, element, id, scalar};
use frost_conformance::{hex, test_rng};
use frost_core::keys::{KeyPackage, PublicKeyPackage, VerifiableSecretSharingCommitment};
use frost_core::round1::{self, SigningCommitments, SigningNonces};
use frost_core::round2::{self, SignatureShare};
use frost_core::serialization::{FORMAT_VERSION, HEADER_LEN, MessageType, Secret};
use frost_core::{
    Ciphersuite, ElementBytes, Error, Identifier, ScalarBytes, Signature, SigningKey,
    SigningPackage, VerifyingKey,
};
use frost_keygen::SecretShare;
use frost_keygen::dkg;

fn ne<C: Ciphersuite>() -> usize {
    ElementBytes::<C>::default().as_ref().len()
}

fn ns<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

/// The documented size of each fixture (the table in [`frost_core::serialization`]).
fn documented_size<C: Ciphersuite>(message_type: MessageType) -> usize {
    let (ns, ne) = (ns::<C>(), ne::<C>());
    let body = match message_type {
        MessageType::Identifier
        | MessageType::SignatureShare
        | MessageType::SigningShare
        | MessageType::SigningKey => ns,
        MessageType::SigningCommitments => 2 * ne,
        // n = 2 signers, m = 6 bytes of message.
        MessageType::SigningPackage => 1 + 2 * (ns + 2 * ne) + 1 + 6,
        MessageType::Signature => Signature::<C>::encoded_len(),
        MessageType::VerifyingKey | MessageType::VerifyingShare => ne,
        // t = 2 coefficients.
        MessageType::VerifiableSecretSharingCommitment => 1 + 2 * ne,
        // n = 3 participants.
        MessageType::PublicKeyPackage => 2 + ne + 1 + 3 * (ns + ne),
        MessageType::SecretShare => 2 * ns + 1 + 2 * ne,
        MessageType::KeyPackage => 2 * ns + 2 * ne + 2,
        MessageType::SigningNonces => 2 * ns + 2 * ne,
        MessageType::DkgRound1Package => 1 + 2 * ne + Signature::<C>::encoded_len(),
        MessageType::DkgRound2Package => ns,
        MessageType::DkgRound1SecretPackage => ns + 2 + 1 + 2 * ns,
        MessageType::DkgRound2SecretPackage => ns + 2 + ns + 32 + 1 + 2 * ne,
        MessageType::RefreshingShare => ns + 1 + ne,
        MessageType::RefreshRound1Package => 1 + ne,
        MessageType::RefreshRound1SecretPackage => ns + 2 + 1 + ns,
        MessageType::RefreshRound2SecretPackage => ns + 2 + ns + 32 + 1 + ne,
        MessageType::RepairDelta | MessageType::RepairDeltaSum | MessageType::ReshareSubShare => ns,
        MessageType::ResharePackage => 1 + 2 * ne,
        // Two entries, one of them unused.
        MessageType::NoncePool => 1 + 2 * (1 + 2 * ne) + 2 * ns,
        // Two messages, "golden" and "two", each with n = 2 signers.
        MessageType::MultiSigningPackage => 1 + 2 * (1 + 2 * (ns + 2 * ne) + 1) + 6 + 3,
        MessageType::MultiSigningCommitments => 1 + 2 * 2 * ne,
        MessageType::MultiSignatureShares => 1 + 2 * ns,
        other => panic!("no documented size for {other:?}"),
    };
    HEADER_LEN + body
}

/// Every message type encodes to its documented size and header, and decodes
/// to an equal value.
pub fn wire_round_trips_every_message<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    let encodings = fixtures.encodings();
    assert_eq!(encodings.len(), MessageType::ALL.len());
    for ((message_type, bytes), expected_type) in encodings.iter().zip(MessageType::ALL) {
        assert_eq!(*message_type, expected_type);
        assert_eq!(
            bytes.len(),
            documented_size::<C>(*message_type),
            "size of {message_type:?}"
        );
        assert_eq!(
            &bytes[..HEADER_LEN],
            &[
                FORMAT_VERSION,
                frost_core::serialization::suite_id(C::CONTEXT_STRING),
                message_type.code()
            ]
        );
        assert_eq!(MessageType::of(bytes), Some(*message_type));
        assert_eq!(
            &decode_wire::<C>(*message_type, bytes).expect("decodes"),
            bytes,
            "{message_type:?}"
        );
    }

    assert_eq!(
        Identifier::<C>::deserialize(&fixtures.identifier.serialize()),
        Ok(fixtures.identifier)
    );
    assert_eq!(
        SigningPackage::<C>::deserialize(&fixtures.signing_package.serialize()),
        Ok(fixtures.signing_package.clone())
    );
    assert_eq!(
        PublicKeyPackage::<C>::deserialize(&fixtures.public_key_package.serialize()),
        Ok(fixtures.public_key_package.clone())
    );
    assert_eq!(
        KeyPackage::<C>::deserialize(&fixtures.key_package.serialize()),
        Ok(fixtures.key_package.clone())
    );
    assert_eq!(
        SecretShare::<C>::deserialize(&fixtures.secret_share.serialize()),
        Ok(fixtures.secret_share.clone())
    );
    let nonces = SigningNonces::<C>::deserialize_from_storage(
        &fixtures.signing_nonces.serialize_for_storage(),
    )
    .expect("nonces");
    assert_eq!(nonces.commitments(), fixtures.signing_nonces.commitments());

    // The raw RFC encodings stay available beside the headered ones.
    assert_eq!(
        &fixtures.signature.serialize()[HEADER_LEN..],
        fixtures.signature.to_bytes().as_slice()
    );
    assert_eq!(
        &fixtures.verifying_key.serialize()[HEADER_LEN..],
        fixtures.verifying_key.to_bytes().as_slice()
    );
    assert_eq!(
        &fixtures.signing_commitments.serialize()[HEADER_LEN..],
        fixtures.signing_commitments.to_bytes().as_slice()
    );
}

/// The encodings equal bytes computed independently from the documented
/// layout, for every ciphersuite (`golden.rs`).
pub fn wire_golden_bytes<C: Ciphersuite>() {
    let expected = golden::GOLDEN
        .iter()
        .find(|(suite, _)| *suite == C::CONTEXT_STRING)
        .unwrap_or_else(|| {
            panic!(
                "no golden bytes for {}: add them to engine-tests/src/serialization/golden.rs",
                C::CONTEXT_STRING
            )
        })
        .1;
    let encodings = Fixtures::<C>::new().encodings();
    assert_eq!(expected.len(), encodings.len());
    for ((name, golden), (message_type, bytes)) in expected.iter().zip(&encodings) {
        assert_eq!(*name, message_type.name());
        assert_eq!(hex(golden), *bytes, "golden bytes of {name}");
    }
}

/// The header is checked in order: version, ciphersuite, message type.
pub fn wire_headers_are_checked<C: Ciphersuite>() {
    for (message_type, bytes) in Fixtures::<C>::new().encodings() {
        let with_header = |version: u8, suite: u8, code: u8| {
            let mut altered = bytes.clone();
            altered[..HEADER_LEN].copy_from_slice(&[version, suite, code]);
            decode_wire::<C>(message_type, &altered)
        };
        let code = message_type.code();
        assert_eq!(
            with_header(
                0,
                frost_core::serialization::suite_id(C::CONTEXT_STRING),
                code
            ),
            Err(Error::UnsupportedVersion { found: 0 })
        );
        assert_eq!(
            with_header(
                2,
                frost_core::serialization::suite_id(C::CONTEXT_STRING) ^ 0x80,
                code
            ),
            Err(Error::UnsupportedVersion { found: 2 })
        );
        assert_eq!(
            with_header(
                FORMAT_VERSION,
                frost_core::serialization::suite_id(C::CONTEXT_STRING) ^ 0x80,
                code
            ),
            Err(Error::WrongCiphersuite {
                found: frost_core::serialization::suite_id(C::CONTEXT_STRING) ^ 0x80
            })
        );
        for other in MessageType::ALL.into_iter().filter(|t| *t != message_type) {
            assert_eq!(
                with_header(
                    FORMAT_VERSION,
                    frost_core::serialization::suite_id(C::CONTEXT_STRING),
                    other.code()
                ),
                Err(Error::WrongMessageType {
                    expected: code,
                    found: other.code()
                })
            );
        }
        for short in 0..HEADER_LEN {
            assert_eq!(
                decode_wire::<C>(message_type, &bytes[..short]),
                Err(Error::InvalidLength)
            );
        }
    }
    let message = format!(
        "{}",
        Error::<C>::WrongMessageType {
            expected: 13,
            found: 3
        }
    );
    assert_eq!(
        message,
        "serialised data is a signing_package message, not a key_package"
    );
}

/// Every truncation and any trailing byte is refused.
pub fn wire_lengths_are_checked<C: Ciphersuite>() {
    for (message_type, bytes) in Fixtures::<C>::new().encodings() {
        for length in HEADER_LEN..bytes.len() {
            assert!(
                decode_wire::<C>(message_type, &bytes[..length]).is_err(),
                "{message_type:?} cut at {length}"
            );
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            decode_wire::<C>(message_type, &longer),
            Err(Error::InvalidLength),
            "{message_type:?}"
        );
    }
}

/// Maps must be in strictly ascending order, counts must match the content
/// and the thresholds, and varints must be minimal.
pub fn wire_maps_and_counts_are_canonical<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    let (ns, ne) = (ns::<C>(), ne::<C>());

    // Signing package: header, count, entries of (id, D, E), length, message.
    let package = fixtures.signing_package.serialize();
    let entry = ns + 2 * ne;
    let first = HEADER_LEN + 1;
    let (a, b) = (first..first + entry, first + entry..first + 2 * entry);
    let swapped = [
        &package[..first],
        &package[b.clone()],
        &package[a.clone()],
        &package[b.end..],
    ]
    .concat();
    assert_eq!(
        SigningPackage::<C>::deserialize(&swapped),
        Err(Error::NonCanonicalEncoding)
    );
    let repeated = [
        &package[..first],
        &package[a.clone()],
        &package[a.clone()],
        &package[b.end..],
    ]
    .concat();
    assert_eq!(
        SigningPackage::<C>::deserialize(&repeated),
        Err(Error::DuplicatedIdentifier { identifier: id(1) })
    );
    let mut overcounted = package.clone();
    overcounted[HEADER_LEN] = 3;
    assert_eq!(
        SigningPackage::<C>::deserialize(&overcounted),
        Err(Error::InvalidLength)
    );
    let mut undercounted = package.clone();
    undercounted[HEADER_LEN] = 1;
    assert!(SigningPackage::<C>::deserialize(&undercounted).is_err());
    let one_signer = [
        &package[..HEADER_LEN],
        &[1],
        &package[a.clone()],
        &package[b.end..],
    ]
    .concat();
    assert_eq!(
        SigningPackage::<C>::deserialize(&one_signer),
        Err(Error::TooFewSigners {
            min_signers: 2,
            signers: 1
        })
    );
    let padded_count = [&package[..HEADER_LEN], &[0x82, 0x00], &package[first..]].concat();
    assert_eq!(
        SigningPackage::<C>::deserialize(&padded_count),
        Err(Error::NonCanonicalEncoding)
    );
    let padded_length = [&package[..b.end], &[0x86, 0x00], &package[b.end + 1..]].concat();
    assert_eq!(
        SigningPackage::<C>::deserialize(&padded_length),
        Err(Error::NonCanonicalEncoding)
    );
    let huge_count = [
        &package[..HEADER_LEN],
        &[0xff, 0xff, 0xff, 0xff, 0x0f],
        &package[first..],
    ]
    .concat();
    assert_eq!(
        SigningPackage::<C>::deserialize(&huge_count),
        Err(Error::InvalidLength)
    );
    let endless_varint = [&package[..HEADER_LEN], &[0xff; 11][..]].concat();
    assert_eq!(
        SigningPackage::<C>::deserialize(&endless_varint),
        Err(Error::InvalidLength)
    );

    // Public key package: header, min_signers, PK, count, entries of (id, PK_i).
    let public = fixtures.public_key_package.serialize();
    let with_min = |min: u16| {
        [
            &public[..HEADER_LEN],
            &min.to_be_bytes()[..],
            &public[HEADER_LEN + 2..],
        ]
        .concat()
    };
    assert_eq!(
        PublicKeyPackage::<C>::deserialize(&with_min(3)).map(|p| p.min_signers()),
        Ok(3)
    );
    assert_eq!(
        PublicKeyPackage::<C>::deserialize(&with_min(4)),
        Err(Error::InvalidMinSigners)
    );
    assert_eq!(
        PublicKeyPackage::<C>::deserialize(&with_min(1)),
        Err(Error::InvalidMinSigners)
    );
    let shares = HEADER_LEN + 2 + ne + 1;
    let entry = ns + ne;
    let reordered = [
        &public[..shares],
        &public[shares + entry..shares + 2 * entry],
        &public[shares..shares + entry],
        &public[shares + 2 * entry..],
    ]
    .concat();
    assert_eq!(
        PublicKeyPackage::<C>::deserialize(&reordered),
        Err(Error::NonCanonicalEncoding)
    );

    // Key package: min_signers is the last field.
    let key = fixtures.key_package.serialize();
    let low_threshold = [&key[..key.len() - 2], &[0, 1]].concat();
    assert_eq!(
        KeyPackage::<C>::deserialize(&low_threshold),
        Err(Error::InvalidMinSigners)
    );

    // A VSS commitment needs two coefficients.
    let commitment = fixtures.vss_commitment.serialize();
    let single = [
        &commitment[..HEADER_LEN],
        &[1],
        &commitment[HEADER_LEN + 1..HEADER_LEN + 1 + ne],
    ]
    .concat();
    assert_eq!(
        VerifiableSecretSharingCommitment::<C>::deserialize(&single),
        Err(Error::IncorrectCommitmentLength { identifier: None })
    );
}

/// Values inside well-formed messages are checked: canonical scalars,
/// non-identity and valid elements, non-zero identifiers and keys, a key
/// package's verifying share, nonces against their commitments.
pub fn wire_values_are_checked<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    let (ns, ne) = (ns::<C>(), ne::<C>());
    let body = HEADER_LEN;
    let replace = |bytes: &[u8], at: usize, with: &[u8]| {
        let mut altered = bytes.to_vec();
        altered[at..at + with.len()].copy_from_slice(with);
        altered
    };
    let zero_scalar = alloc::vec![0u8; ns];
    let high_scalar = alloc::vec![0xffu8; ns];
    let bad_element = alloc::vec![0xffu8; ne];
    let identity = <C::Group as group::GroupEncoding>::to_bytes(&C::Group::identity());

    assert_eq!(
        Identifier::<C>::deserialize(&replace(
            &fixtures.identifier.serialize(),
            body,
            &zero_scalar
        )),
        Err(Error::InvalidZeroIdentifier)
    );
    assert_eq!(
        Identifier::<C>::deserialize(&replace(
            &fixtures.identifier.serialize(),
            body,
            &high_scalar
        )),
        Err(Error::MalformedScalar)
    );
    assert_eq!(
        SignatureShare::<C>::deserialize(&replace(
            &fixtures.signature_share.serialize(),
            body,
            &high_scalar
        )),
        Err(Error::MalformedScalar)
    );
    assert_eq!(
        SigningKey::<C>::deserialize(&replace(
            &fixtures.signing_key.serialize(),
            body,
            &zero_scalar
        )),
        Err(Error::MalformedSigningKey)
    );
    assert_eq!(
        Signature::<C>::deserialize(&replace(
            &fixtures.signature.serialize(),
            body + Signature::<C>::encoded_len() - ns,
            &high_scalar
        )),
        Err(Error::MalformedScalar)
    );
    for at in [body, body + ne] {
        let commitments = fixtures.signing_commitments.serialize();
        assert_eq!(
            SigningCommitments::<C>::deserialize(&replace(&commitments, at, &bad_element)),
            Err(Error::MalformedElement)
        );
        let refused =
            SigningCommitments::<C>::deserialize(&replace(&commitments, at, identity.as_ref()));
        assert!(
            matches!(
                refused,
                Err(Error::IdentityElement | Error::MalformedElement)
            ),
            "identity commitment: {refused:?}"
        );
    }
    assert_eq!(
        VerifyingKey::<C>::deserialize(&replace(
            &fixtures.verifying_key.serialize(),
            body,
            &bad_element
        )),
        Err(Error::MalformedElement)
    );
    let refused = VerifyingKey::<C>::deserialize(&replace(
        &fixtures.verifying_key.serialize(),
        body,
        identity.as_ref(),
    ));
    assert!(
        matches!(
            refused,
            Err(Error::IdentityElement | Error::MalformedElement)
        ),
        "identity key: {refused:?}"
    );
    assert_eq!(
        SigningPackage::<C>::deserialize(&replace(
            &fixtures.signing_package.serialize(),
            body + 1,
            &zero_scalar
        )),
        Err(Error::InvalidZeroIdentifier)
    );

    // Key package: identifier, s_i, PK_i, PK, min_signers. Another verifying
    // share than s_i * G names the participant.
    let key = fixtures.key_package.serialize();
    let other_share = C::serialize_element(&element::<C>(30)).expect("element");
    assert_eq!(
        KeyPackage::<C>::deserialize(&replace(&key, body + 2 * ns, other_share.as_ref())),
        Err(Error::InvalidSecretShare {
            identifier: Some(id(2))
        })
    );
    let other_scalar = crate::serialize_scalar::<C>(&scalar::<C>(30));
    assert_eq!(
        KeyPackage::<C>::deserialize(&replace(&key, body + ns, other_scalar.as_ref())),
        Err(Error::InvalidSecretShare {
            identifier: Some(id(2))
        })
    );

    // Nonces: d, e, D, E; swapping the commitments breaks d * G == D.
    let nonces = fixtures.signing_nonces.serialize_for_storage();
    let d_commitment = &nonces[body + 2 * ns..body + 2 * ns + ne];
    let e_commitment = &nonces[body + 2 * ns + ne..];
    let swapped = [&nonces[..body + 2 * ns], e_commitment, d_commitment].concat();
    assert!(matches!(
        SigningNonces::<C>::deserialize_from_storage(&swapped),
        Err(Error::InconsistentNonces)
    ));
}

/// The JSON form: a header with version, ciphersuite and type, named fields,
/// lowercase hex; it decodes to an equal value and encodes to the same text.
pub fn json_round_trips_every_message<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    for (message_type, text) in fixtures.json() {
        assert_eq!(
            decode_json::<C>(message_type, &text).expect("decodes"),
            text,
            "{message_type:?}"
        );
        let value: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        if message_type == MessageType::Identifier {
            assert_eq!(
                value,
                serde_json::Value::String(hex_of(fixtures.identifier.to_bytes().as_ref()))
            );
            continue;
        }
        assert_eq!(
            value["header"],
            serde_json::json!({
                "version": FORMAT_VERSION,
                "ciphersuite": C::CONTEXT_STRING,
                "type": message_type.name(),
            }),
            "{message_type:?}"
        );
        assert!(
            !text
                .replace(C::CONTEXT_STRING, "")
                .chars()
                .any(|c| c.is_ascii_uppercase() && c.is_ascii_hexdigit()),
            "lowercase hex: {text}"
        );
    }

    let package: serde_json::Value =
        serde_json::to_value(&fixtures.signing_package).expect("JSON of the signing package");
    let key_one = hex_of(id::<C>(1).to_bytes().as_ref());
    assert_eq!(
        package["message"],
        serde_json::Value::String(hex_of(b"golden"))
    );
    assert_eq!(
        package["signing_commitments"][key_one.as_str()]["hiding"],
        serde_json::Value::String(hex_of(
            C::serialize_element(&element::<C>(13))
                .expect("element")
                .as_ref()
        ))
    );

    let decoded: KeyPackage<C> = serde_json::from_str::<Secret<KeyPackage<C>>>(
        &serde_json::to_string(&Secret(&fixtures.key_package)).expect("JSON"),
    )
    .expect("decodes")
    .0;
    assert_eq!(decoded, fixtures.key_package);
    assert_eq!(
        format!("{:?}", Secret(&fixtures.key_package)),
        "Secret(<redacted>)"
    );
}

fn hex_of(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The JSON decoders refuse another suite, version or message type (with a
/// message saying so), unknown fields, upper-case or odd hex, and map keys
/// repeated or out of order.
pub fn json_is_strict<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    let package = serde_json::to_string(&fixtures.signing_package).expect("JSON");
    let refuse = |text: &str, needle: &str| {
        let error = serde_json::from_str::<SigningPackage<C>>(text)
            .expect_err(text)
            .to_string();
        assert!(
            error.contains(needle),
            "{error:?} should mention {needle:?}"
        );
    };

    refuse(
        &package.replace(C::CONTEXT_STRING, "FROST-OTHER-v1"),
        "ciphersuite FROST-OTHER-v1",
    );
    refuse(
        &package.replace("\"version\":1", "\"version\":2"),
        "unsupported format version 2",
    );
    refuse(
        &package.replace("signing_package", "key_package"),
        "is a key_package message, not a signing_package",
    );
    refuse(
        &package.replace("\"message\"", "\"extra\":1,\"message\""),
        "unknown field",
    );
    refuse(
        &package.replace("\"message\":\"", "\"message\":\"0"),
        "odd length",
    );
    let upper = package.replace(&hex_of(b"golden"), &hex_of(b"golden").to_uppercase());
    refuse(&upper, "lowercase hex");

    let key_one = hex_of(id::<C>(1).to_bytes().as_ref());
    let key_three = hex_of(id::<C>(3).to_bytes().as_ref());
    let value: serde_json::Value = serde_json::from_str(&package).expect("JSON");
    let entry = |key: &str| format!("\"{key}\":{}", value["signing_commitments"][key]);
    let with_entries = |entries: &str| {
        format!(
            "{{\"header\":{},\"signing_commitments\":{{{entries}}},\"message\":{}}}",
            value["header"], value["message"]
        )
    };
    assert_eq!(
        serde_json::from_str::<SigningPackage<C>>(&with_entries(&format!(
            "{},{}",
            entry(&key_one),
            entry(&key_three)
        )))
        .expect("canonical order"),
        fixtures.signing_package
    );
    refuse(
        &with_entries(&format!("{},{}", entry(&key_three), entry(&key_one))),
        "ascending",
    );
    refuse(
        &with_entries(&format!("{},{}", entry(&key_one), entry(&key_one))),
        "duplicated identifier",
    );
    let zero_key = hex_of(&alloc::vec![0u8; ns::<C>()]);
    refuse(
        &with_entries(&format!(
            "\"{zero_key}\":{},{}",
            value["signing_commitments"][key_one.as_str()],
            entry(&key_three)
        )),
        "identifier is zero",
    );

    // Secrets refuse the same way.
    let key = serde_json::to_string(&Secret(&fixtures.key_package)).expect("JSON");
    let error =
        serde_json::from_str::<Secret<KeyPackage<C>>>(&key.replace("key_package", "secret_share"))
            .expect_err("wrong type")
            .to_string();
    assert!(
        error.contains("is a secret_share message, not a key_package"),
        "{error}"
    );
}

/// In binary serde formats a message is its wire encoding as one byte string.
pub fn binary_serde_is_the_wire_encoding<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    let package = postcard::to_allocvec(&fixtures.signing_package).expect("postcard");
    let wire = fixtures.signing_package.serialize();
    assert_eq!(&package[package.len() - wire.len()..], wire.as_slice());
    assert_eq!(
        postcard::from_bytes::<SigningPackage<C>>(&package),
        Ok(fixtures.signing_package.clone())
    );

    let key = postcard::to_allocvec(&Secret(&fixtures.key_package)).expect("postcard");
    assert!(key.ends_with(&fixtures.key_package.serialize()));
    assert_eq!(
        postcard::from_bytes::<Secret<KeyPackage<C>>>(&key).map(|s| s.0),
        Ok(fixtures.key_package.clone())
    );

    let identifiers = BTreeMap::from([
        (id::<C>(1), fixtures.signature_share),
        (id::<C>(2), fixtures.signature_share),
    ]);
    let encoded = postcard::to_allocvec(&identifiers).expect("postcard");
    assert_eq!(
        postcard::from_bytes::<BTreeMap<Identifier<C>, SignatureShare<C>>>(&encoded),
        Ok(identifiers)
    );

    let mut tampered = package.clone();
    let last = tampered.len() - 1;
    tampered[last - wire.len() + 2] ^= 0x01;
    assert!(postcard::from_bytes::<SigningPackage<C>>(&tampered).is_err());
}

/// A 3-of-5 ceremony in which every message crosses the channel as bytes:
/// dealer to participants, participants to coordinator and back.
pub fn ceremony_through_serialised_messages<C: Ciphersuite>() {
    let mut rng = test_rng(41);
    let (shares, public) = frost_keygen::generate_with_dealer::<C, _>(
        5,
        3,
        frost_keygen::IdentifierList::Default,
        &mut rng,
    )
    .expect("dealer");
    let public_bytes = public.serialize();
    let shares_bytes: Vec<_> = shares.values().map(SecretShare::serialize).collect();
    let key_packages: Vec<KeyPackage<C>> = shares_bytes
        .iter()
        .map(|bytes| {
            KeyPackage::try_from(SecretShare::<C>::deserialize(bytes).expect("share"))
                .expect("valid share")
        })
        .map(|key| KeyPackage::deserialize(&key.serialize()).expect("stored key package"))
        .collect();
    let public = PublicKeyPackage::<C>::deserialize(&public_bytes).expect("public key package");

    let signers = &key_packages[1..4];
    let mut stored_nonces = BTreeMap::new();
    let mut commitments = BTreeMap::new();
    for key in signers {
        let (nonces, commitment) = round1::commit(key.signing_share(), &mut rng);
        stored_nonces.insert(*key.identifier(), nonces.serialize_for_storage());
        let received =
            SigningCommitments::<C>::deserialize(&commitment.serialize()).expect("commitments");
        commitments.insert(
            Identifier::deserialize(&key.identifier().serialize()).expect("identifier"),
            received,
        );
    }
    let package_bytes = SigningPackage::new(commitments, b"through the wire")
        .expect("package")
        .serialize();

    let mut shares = BTreeMap::new();
    for key in signers {
        let package = SigningPackage::<C>::deserialize(&package_bytes).expect("package");
        let nonces = SigningNonces::deserialize_from_storage(&stored_nonces[key.identifier()])
            .expect("nonces");
        let share = round2::sign(&package, nonces, key)
            .expect("sign")
            .serialize();
        shares.insert(
            *key.identifier(),
            SignatureShare::<C>::deserialize(&share).expect("share"),
        );
    }
    let package = SigningPackage::<C>::deserialize(&package_bytes).expect("package");
    let signature = frost_core::aggregate(&package, &shares, &public).expect("aggregate");
    let signature = Signature::<C>::deserialize(&signature.serialize()).expect("signature");
    let key = VerifyingKey::<C>::deserialize(&public.verifying_key().serialize()).expect("key");
    key.verify(b"through the wire", &signature)
        .expect("verifies");
}

/// A 3-of-5 distributed key generation in which every package crosses the
/// channel as bytes and every secret package is stored and restored between
/// the parts; every participant derives the same public key package.
pub fn dkg_through_serialised_messages<C: Ciphersuite>() {
    let mut rng = test_rng(43);
    let identifiers: Vec<Identifier<C>> = (1..=5).map(id::<C>).collect();
    let mut round1_secrets = BTreeMap::new();
    let mut broadcast = BTreeMap::new();
    for identifier in &identifiers {
        let (secret, package) = dkg::part1::<C, _>(*identifier, 5, 3, &mut rng).expect("part 1");
        round1_secrets.insert(*identifier, secret.serialize());
        broadcast.insert(*identifier, package.serialize());
    }
    let received_round1 = |me: &Identifier<C>| -> BTreeMap<_, _> {
        broadcast
            .iter()
            .filter(|(sender, _)| *sender != me)
            .map(|(sender, bytes)| {
                (
                    *sender,
                    dkg::round1::Package::<C>::deserialize(bytes).expect("package"),
                )
            })
            .collect()
    };
    let mut round2_secrets = BTreeMap::new();
    let mut private = BTreeMap::new();
    for identifier in &identifiers {
        let secret = dkg::round1::SecretPackage::<C>::deserialize(&round1_secrets[identifier])
            .expect("secret");
        let (secret, packages) = dkg::part2(secret, &received_round1(identifier)).expect("part 2");
        round2_secrets.insert(*identifier, secret.serialize());
        for (recipient, package) in packages {
            private.insert((*identifier, recipient), package.serialize());
        }
    }
    let mut public_packages = Vec::new();
    for identifier in &identifiers {
        let secret = dkg::round2::SecretPackage::<C>::deserialize(&round2_secrets[identifier])
            .expect("secret");
        let received: BTreeMap<_, _> = private
            .iter()
            .filter(|((_, recipient), _)| recipient == identifier)
            .map(|((sender, _), bytes)| {
                (
                    *sender,
                    dkg::round2::Package::<C>::deserialize(bytes).expect("package"),
                )
            })
            .collect();
        let (key, public) =
            dkg::part3(&secret, &received_round1(identifier), &received).expect("part 3");
        assert_eq!(KeyPackage::<C>::deserialize(&key.serialize()), Ok(key));
        public_packages.push(public.serialize());
    }
    assert!(public_packages.windows(2).all(|pair| pair[0] == pair[1]));
}

/// Inputs for the property test: random bytes, random bodies behind a valid
/// header, and valid encodings with bytes flipped, inserted, removed or cut.
fn fuzz_inputs<C: Ciphersuite>(
    encodings: Vec<(MessageType, Vec<u8>)>,
) -> impl Strategy<Value = Vec<u8>> {
    let random = proptest::collection::vec(any::<u8>(), 0..160);
    let headed = (
        0..MessageType::ALL.len(),
        proptest::collection::vec(any::<u8>(), 0..400),
    )
        .prop_map(|(t, body)| {
            [
                &[
                    FORMAT_VERSION,
                    frost_core::serialization::suite_id(C::CONTEXT_STRING),
                    MessageType::ALL[t].code(),
                ][..],
                &body,
            ]
            .concat()
        });
    let mutated = (
        0..encodings.len(),
        proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0..4u8), 1..4),
    )
        .prop_map(move |(which, edits)| {
            let mut bytes = encodings[which].1.clone();
            for (at, value, kind) in edits {
                if bytes.is_empty() {
                    break;
                }
                let at = at.index(bytes.len());
                match kind {
                    0 => bytes[at] ^= value.max(1),
                    1 => bytes.insert(at, value),
                    2 => {
                        bytes.remove(at);
                    }
                    _ => bytes.truncate(at),
                }
            }
            bytes
        });
    prop_oneof![random, headed, mutated]
}

/// No byte string makes any decoder panic; whatever a decoder accepts
/// encodes back to exactly the same bytes (one encoding per value), and the
/// same holds for JSON text.
pub fn decoders_never_panic<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    let config = Config {
        cases: 384,
        failure_persistence: None,
        rng_algorithm: proptest::test_runner::RngAlgorithm::ChaCha,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(
        config.clone(),
        proptest::test_runner::TestRng::deterministic_rng(config.rng_algorithm),
    );
    runner
        .run(&fuzz_inputs::<C>(fixtures.encodings()), |bytes| {
            for message_type in MessageType::ALL {
                if let Ok(again) = decode_wire::<C>(message_type, &bytes) {
                    prop_assert_eq!(
                        &again,
                        &bytes,
                        "{:?} accepted a non-canonical encoding",
                        message_type
                    );
                }
            }
            Ok(())
        })
        .expect("binary decoders");

    let texts: Vec<(MessageType, Vec<u8>)> = fixtures
        .json()
        .into_iter()
        .map(|(t, text)| (t, text.into_bytes()))
        .collect();
    let mut runner = TestRunner::new_with_rng(
        config.clone(),
        proptest::test_runner::TestRng::deterministic_rng(config.rng_algorithm),
    );
    runner
        .run(&fuzz_inputs::<C>(texts), |bytes| {
            let text = String::from_utf8_lossy(&bytes);
            for message_type in MessageType::ALL {
                if let Ok(again) = decode_json::<C>(message_type, &text) {
                    prop_assert!(
                        decode_json::<C>(message_type, &again).is_ok_and(|third| third == again)
                    );
                }
            }
            Ok(())
        })
        .expect("JSON decoders");
}

/// Expands into one `#[test]` per generic wire-format test, for the given
/// ciphersuite type; [`engine_tests!`](crate::engine_tests) invokes it.
#[macro_export]
macro_rules! serialization_tests {
    ($suite:ty) => {
        $crate::serialization_tests!(@tests $suite;
            wire_round_trips_every_message,
            wire_golden_bytes,
            wire_headers_are_checked,
            wire_lengths_are_checked,
            wire_maps_and_counts_are_canonical,
            wire_values_are_checked,
            json_round_trips_every_message,
            json_is_strict,
            binary_serde_is_the_wire_encoding,
            ceremony_through_serialised_messages,
            dkg_through_serialised_messages,
            decoders_never_panic,
            multi_message_serde_forms,
            multi_message_decoders_refuse_malformed_input,
            multi_message_session_through_serialised_messages,
        );
    };
    (@tests $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::serialization::$name::<$suite>();
            }
        )*
    };
}

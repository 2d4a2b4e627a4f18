//! The multi-message session's messages on the wire: their serde forms,
//! their refusals of malformed input beyond what every message is checked
//! for, and a whole session whose every message crosses the channel as
//! bytes.

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;

use ff::Field;
use frost_conformance::fixtures::{Fixtures, id};
use frost_conformance::test_rng;
use frost_core::round1::{self, SigningNonces};
use frost_core::round2::SignatureShare;
use frost_core::serialization::{FORMAT_VERSION, HEADER_LEN, MessageType};
use frost_core::{Ciphersuite, Error, Identifier, Scalar, SigningPackage};
use frost_multi::{
    MultiSignatureShares, MultiSigningCommitments, MultiSigningPackage, MultiSigningSession,
};

use super::hex_of;

/// `header || body` of a message of `message_type` for suite `C`.
fn message<C: Ciphersuite>(message_type: MessageType, body: &[u8]) -> Vec<u8> {
    let header = [
        FORMAT_VERSION,
        frost_core::serialization::suite_id(C::CONTEXT_STRING),
        message_type.code(),
    ];
    [&header[..], body].concat()
}

/// JSON: the request is a list of signing packages without headers, the
/// commitments a list of `{hiding, binding}`, the shares a list of hex
/// scalars; postcard carries the wire bytes. Each decodes to an equal value.
pub fn multi_message_serde_forms<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    let package: serde_json::Value =
        serde_json::to_value(&fixtures.multi_signing_package).expect("JSON");
    let packages = package["signing_packages"].as_array().expect("a list");
    assert_eq!(packages.len(), 2);
    assert_eq!(
        packages[0],
        {
            let mut single = serde_json::to_value(&fixtures.signing_package).expect("JSON");
            single.as_object_mut().expect("object").remove("header");
            single
        },
        "each entry is a signing package's form without its header"
    );
    assert_eq!(packages[1]["message"], hex_of(b"two"));

    let commitments: serde_json::Value =
        serde_json::to_value(&fixtures.multi_signing_commitments).expect("JSON");
    let mut single = serde_json::to_value(fixtures.signing_commitments).expect("JSON");
    single.as_object_mut().expect("object").remove("header");
    assert_eq!(commitments["commitments"][0], single);
    assert_eq!(commitments["commitments"].as_array().map(Vec::len), Some(2));

    let shares: serde_json::Value =
        serde_json::to_value(&fixtures.multi_signature_shares).expect("JSON");
    assert_eq!(
        shares["shares"][0],
        hex_of(&fixtures.signature_share.to_bytes())
    );

    let wire = fixtures.multi_signing_package.serialize();
    let postcard = postcard::to_allocvec(&fixtures.multi_signing_package).expect("postcard");
    assert!(postcard.ends_with(&wire));
    assert_eq!(
        postcard::from_bytes::<MultiSigningPackage<C>>(&postcard),
        Ok(fixtures.multi_signing_package.clone())
    );
    let postcard = postcard::to_allocvec(&fixtures.multi_signature_shares).expect("postcard");
    assert_eq!(
        postcard::from_bytes::<MultiSignatureShares<C>>(&postcard),
        Ok(fixtures.multi_signature_shares.clone())
    );
}

/// The decoders refuse no message, more than the bound (before reading any
/// entry), a non-minimal count, packages with different signers, and a
/// non-canonical share; the JSON decoders refuse the same.
pub fn multi_message_decoders_refuse_malformed_input<C: Ciphersuite>() {
    let fixtures = Fixtures::<C>::new();
    let max = MultiSigningPackage::<C>::MAX_MESSAGES;
    let too_many = {
        let mut count = Vec::new();
        let mut value = max + 1;
        while value >= 0x80 {
            count.push((value as u8 & 0x7f) | 0x80);
            value >>= 7;
        }
        count.push(value as u8);
        count
    };
    for message_type in [
        MessageType::MultiSigningPackage,
        MessageType::MultiSigningCommitments,
        MessageType::MultiSignatureShares,
    ] {
        let decode =
            |body: &[u8]| super::decode_wire::<C>(message_type, &message::<C>(message_type, body));
        assert_eq!(
            decode(&[0]),
            Err(Error::UnknownMessage { index: 0 }),
            "{message_type:?}"
        );
        // The count is refused before the entries it announces are read, so
        // the body can hold that many entries of garbage.
        let body = [&too_many[..], &alloc::vec![0xff; (max + 1) * 200]].concat();
        assert_eq!(
            decode(&body),
            Err(Error::TooManyMessages {
                max,
                found: max + 1
            }),
            "{message_type:?}"
        );
    }

    let package_bytes = fixtures.multi_signing_package.serialize();
    let mut padded = package_bytes.clone();
    padded[HEADER_LEN] = 0x82;
    padded.insert(HEADER_LEN + 1, 0x00);
    assert_eq!(
        MultiSigningPackage::<C>::deserialize(&padded),
        Err(Error::NonCanonicalEncoding)
    );

    let first = &fixtures.signing_package.serialize()[HEADER_LEN..];
    let commitments = fixtures.signing_commitments;
    let other_signers = SigningPackage::new(
        BTreeMap::from([(id::<C>(1), commitments), (id::<C>(2), commitments)]),
        b"two",
    )
    .expect("package");
    let other = &other_signers.serialize()[HEADER_LEN..];
    let mismatched = message::<C>(
        MessageType::MultiSigningPackage,
        &[&[2][..], first, other].concat(),
    );
    assert_eq!(
        MultiSigningPackage::<C>::deserialize(&mismatched),
        Err(Error::SignerSetMismatch)
    );
    let mut json = serde_json::to_value(&fixtures.multi_signing_package).expect("JSON");
    json["signing_packages"][1] = {
        let mut single = serde_json::to_value(&other_signers).expect("JSON");
        single.as_object_mut().expect("object").remove("header");
        single
    };
    let error = serde_json::from_value::<MultiSigningPackage<C>>(json)
        .expect_err("different signers")
        .to_string();
    assert!(error.contains("different signers"), "{error}");

    let mut json = serde_json::to_value(&fixtures.multi_signature_shares).expect("JSON");
    json["shares"] = serde_json::json!([]);
    let error = serde_json::from_value::<MultiSignatureShares<C>>(json)
        .expect_err("no share")
        .to_string();
    assert!(error.contains("no message 0"), "{error}");

    let share_len = fixtures.signature_share.to_bytes().len();
    let mut bad_share = fixtures.multi_signature_shares.serialize();
    let second = HEADER_LEN + 1 + share_len;
    bad_share[second..].fill(0xff);
    assert_eq!(
        MultiSignatureShares::<C>::deserialize(&bad_share),
        Err(Error::MalformedScalar)
    );
    assert_eq!(
        format!(
            "{}",
            Error::<C>::TooManyMessages {
                max,
                found: max + 1
            }
        ),
        format!(
            "{} messages in one multi-message session, more than the {max} allowed",
            max + 1
        )
    );
}

const MESSAGES: [&[u8]; 3] = [b"input 0", b"input 1", b"input 2"];

/// A 3-of-5 group signs three messages in one round trip, every message as
/// bytes: each signer's commitments to the coordinator, the request to the
/// signers, each signer's shares back. One signature per message; a share
/// corrupted for the second message names its signer there only.
pub fn multi_message_session_through_serialised_messages<C: Ciphersuite>() {
    let mut rng = test_rng(47);
    let (shares, public) = frost_keygen::generate_with_dealer::<C, _>(
        5,
        3,
        frost_keygen::IdentifierList::Default,
        &mut rng,
    )
    .expect("dealer");
    let key_packages: BTreeMap<Identifier<C>, frost_core::keys::KeyPackage<C>> = shares
        .into_iter()
        .skip(1)
        .take(3)
        .map(|(identifier, share)| (identifier, share.try_into().expect("key package")))
        .collect();

    // Round one: each signer commits once per message.
    let mut nonces: BTreeMap<Identifier<C>, Vec<SigningNonces<C>>> = BTreeMap::new();
    let mut received = BTreeMap::new();
    for (identifier, key_package) in &key_packages {
        let (signer_nonces, commitments): (Vec<_>, Vec<_>) = MESSAGES
            .iter()
            .map(|_| round1::commit(key_package.signing_share(), &mut rng))
            .unzip();
        nonces.insert(*identifier, signer_nonces);
        let bytes = MultiSigningCommitments::new(commitments)
            .expect("commitments")
            .serialize();
        received.insert(
            *identifier,
            MultiSigningCommitments::<C>::deserialize(&bytes).expect("received commitments"),
        );
    }
    let request = MultiSigningPackage::from_commitments(&received, &MESSAGES)
        .expect("request")
        .serialize();

    // Round two: each signer decodes the request and answers with its shares.
    let mut answers = BTreeMap::new();
    for (identifier, key_package) in &key_packages {
        let package = MultiSigningPackage::<C>::deserialize(&request).expect("request");
        let session = MultiSigningSession::for_verifying_key(&package, key_package.verifying_key())
            .expect("signer session");
        let signer_nonces = nonces.remove(identifier).expect("nonces");
        let shares = session.sign(signer_nonces, key_package).expect("shares");
        let answer = MultiSignatureShares::new(shares)
            .expect("answer")
            .serialize();
        answers.insert(*identifier, answer);
    }

    // The coordinator decodes every answer and aggregates per message.
    let package = MultiSigningPackage::<C>::deserialize(&request).expect("request");
    let coordinator = MultiSigningSession::new(&package, &public).expect("session");
    let decode_all = |answers: &BTreeMap<Identifier<C>, Vec<u8>>| {
        answers
            .iter()
            .map(|(identifier, bytes)| {
                let shares = MultiSignatureShares::<C>::deserialize(bytes).expect("shares");
                (*identifier, shares)
            })
            .collect::<BTreeMap<_, _>>()
    };
    let signatures = coordinator.aggregate(&decode_all(&answers));
    assert_eq!(signatures.len(), MESSAGES.len());
    for (signature, message) in signatures.iter().zip(MESSAGES) {
        let signature = signature.as_ref().expect("signature");
        public
            .verifying_key()
            .verify(message, signature)
            .expect("verifies");
    }

    // One signer's share for the second message is corrupted on its way.
    let culprit = *key_packages.keys().nth(1).expect("a signer");
    let mut shares = MultiSignatureShares::<C>::deserialize(&answers[&culprit])
        .expect("shares")
        .shares()
        .to_vec();
    shares[1] = SignatureShare::new(shares[1].to_scalar() + Scalar::<C>::ONE);
    answers.insert(
        culprit,
        MultiSignatureShares::new(shares)
            .expect("shares")
            .serialize(),
    );
    let results = coordinator.aggregate(&decode_all(&answers));
    assert_eq!(
        results[1].as_ref().err(),
        Some(&Error::InvalidSignatureShare {
            culprits: alloc::vec![culprit]
        })
    );
    for index in [0, 2] {
        let signature = results[index].as_ref().expect("the other messages sign");
        public
            .verifying_key()
            .verify(MESSAGES[index], signature)
            .expect("verifies");
    }
}

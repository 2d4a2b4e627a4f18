//! The re-randomised multi-message package on the wire, tested generically
//! and instantiated for every suite: its bytes against the documented
//! layout, strict decoding, serde, and a whole re-randomised session whose
//! every message crosses the channel as bytes.

use std::collections::BTreeMap;

use frost_conformance::fixtures::{Fixtures, element, scalar};
use frost_conformance::signing::dealer;
use frost_conformance::test_rng;
use frost_core::ff::{Field, PrimeField};
use frost_core::round1::{self, SigningNonces};
use frost_core::round2::SignatureShare;
use frost_core::serialization::{FORMAT_VERSION, HEADER_LEN, suite_id};
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar, VerifyingKey};
use frost_multi::{MultiSignatureShares, MultiSigningCommitments, MultiSigningPackage};
use frost_rerandomized::{
    RandomizedMultiSigningPackage, RandomizedMultiSigningSession, Randomizer, wire,
};

/// The fixture: the engine's two-message request fixture under the group
/// key `Y = [7]G` (or `[-7]G` where the suite admits only that one, as
/// RedPallas admits only normalized keys), with randomizers 41 and 43 (so
/// randomized keys `Y + [41]G` and `Y + [43]G`). Returns `Y` too.
fn fixture<C: Ciphersuite>() -> (RandomizedMultiSigningPackage<C>, Element<C>) {
    let randomizers = [41, 43]
        .map(|r| Randomizer::from_bytes(scalar::<C>(r).to_repr().as_ref()).expect("randomizer"));
    let package = |group_key: Element<C>| {
        RandomizedMultiSigningPackage::from_randomizers(
            Fixtures::<C>::new().multi_signing_package,
            &VerifyingKey::new(group_key).expect("key"),
            randomizers.to_vec(),
        )
    };
    match package(element::<C>(7)) {
        Err(Error::UnnormalizedGroupKey) => {
            let negated = -element::<C>(7);
            (package(negated).expect("package"), negated)
        }
        other => (other.expect("package"), element::<C>(7)),
    }
}

/// The encoding is `header || 2 || r_1 || Y + [41]G || r_2 || Y + [43]G ||` the
/// engine's request encoding, each part computed without this crate: the
/// scalars and elements with the suite's own encodings, the request with the
/// engine's (whose golden bytes pin it).
pub fn multi_wire_layout<C: Ciphersuite>() {
    let (package, group_key) = fixture::<C>();
    let encode_element = |n: u64| {
        C::serialize_element(&(group_key + element::<C>(n)))
            .expect("element")
            .as_ref()
            .to_vec()
    };
    let expected = [
        vec![
            FORMAT_VERSION,
            suite_id(C::CONTEXT_STRING),
            wire::MULTI_MESSAGE_TYPE,
            2,
        ],
        scalar::<C>(41).to_repr().as_ref().to_vec(),
        encode_element(41),
        scalar::<C>(43).to_repr().as_ref().to_vec(),
        encode_element(43),
        Fixtures::<C>::new().multi_signing_package.serialize(),
    ]
    .concat();
    assert_eq!(package.serialize(), expected);
    assert_eq!(
        RandomizedMultiSigningPackage::<C>::deserialize(&expected).as_ref(),
        Ok(&package)
    );
    assert_eq!(
        package.randomized_packages()[1].randomized_verifying_key(),
        &VerifyingKey::new(group_key + element::<C>(43)).expect("key")
    );
}

/// Every truncation, a trailing byte, each header field, a count of zero,
/// above the bound or not minimal, a count other than the request's, a
/// non-canonical randomizer or key and a bad inner request are refused.
pub fn multi_wire_is_strict<C: Ciphersuite>() {
    let (package, _) = fixture::<C>();
    let bytes = package.serialize();
    let decode = RandomizedMultiSigningPackage::<C>::deserialize;
    for len in 0..bytes.len() {
        assert!(decode(&bytes[..len]).is_err(), "truncated to {len}");
    }
    let mut trailing = bytes.clone();
    trailing.push(0);
    assert_eq!(decode(&trailing), Err(Error::InvalidLength));

    let with = |at: usize, value: u8| {
        let mut altered = bytes.clone();
        altered[at] = value;
        decode(&altered)
    };
    let suite = suite_id(C::CONTEXT_STRING);
    assert_eq!(with(0, 2), Err(Error::UnsupportedVersion { found: 2 }));
    assert_eq!(
        with(1, suite ^ 0x80),
        Err(Error::WrongCiphersuite {
            found: suite ^ 0x80
        })
    );
    assert_eq!(
        with(2, wire::MESSAGE_TYPE),
        Err(Error::WrongMessageType {
            expected: wire::MULTI_MESSAGE_TYPE,
            found: wire::MESSAGE_TYPE
        })
    );
    assert_eq!(with(HEADER_LEN, 0), Err(Error::UnknownMessage { index: 0 }));
    let max = MultiSigningPackage::<C>::MAX_MESSAGES;
    let mut too_many = bytes[..HEADER_LEN].to_vec();
    too_many.extend_from_slice(&[0x81, 0x08]);
    assert_eq!(max + 1, 0x81 & 0x7f | 0x08 << 7);
    assert_eq!(
        decode(&too_many),
        Err(Error::TooManyMessages {
            max,
            found: max + 1
        })
    );
    let mut padded = bytes.clone();
    padded[HEADER_LEN] = 0x82;
    padded.insert(HEADER_LEN + 1, 0);
    assert_eq!(decode(&padded), Err(Error::NonCanonicalEncoding));

    let scalar_len = scalar::<C>(1).to_repr().as_ref().len();
    let element_len = C::serialize_element(&element::<C>(1))
        .expect("element")
        .as_ref()
        .len();
    let first = HEADER_LEN + 1;
    let mut bad_randomizer = bytes.clone();
    bad_randomizer[first..first + scalar_len].fill(0xff);
    assert_eq!(decode(&bad_randomizer), Err(Error::MalformedScalar));
    let mut bad_key = bytes.clone();
    bad_key[first + scalar_len..first + scalar_len + element_len].fill(0xff);
    assert!(matches!(
        decode(&bad_key),
        Err(Error::MalformedElement | Error::IdentityElement)
    ));
    let pair = scalar_len + element_len;
    let one_randomizer = [
        &bytes[..HEADER_LEN],
        &[1],
        &bytes[first..first + pair],
        &bytes[first + 2 * pair..],
    ]
    .concat();
    assert_eq!(
        decode(&one_randomizer),
        Err(Error::MessageCountMismatch {
            expected: 2,
            found: 1
        })
    );
    let inner = first + 2 * pair;
    assert_eq!(
        with(inner + 2, wire::MESSAGE_TYPE),
        Err(Error::WrongMessageType {
            expected: frost_core::serialization::MessageType::MultiSigningPackage.code(),
            found: wire::MESSAGE_TYPE
        })
    );
}

/// JSON (a header, the randomizers with their keys in message order, the
/// engine's request form) and postcard (the wire bytes) round-trip; JSON
/// refuses another type, unknown fields and a randomizer list of another
/// length.
pub fn multi_serde_round_trips<C: Ciphersuite>() {
    let (package, _) = fixture::<C>();
    let json = serde_json::to_value(&package).expect("JSON");
    assert_eq!(json["header"]["type"], "randomized_multi_signing_package");
    assert_eq!(json["randomizers"].as_array().map(Vec::len), Some(2));
    let request = serde_json::to_value(Fixtures::<C>::new().multi_signing_package).expect("JSON");
    assert_eq!(json["signing_packages"], request);
    assert_eq!(
        serde_json::from_value::<RandomizedMultiSigningPackage<C>>(json.clone())
            .as_ref()
            .ok(),
        Some(&package)
    );

    let refused = |altered: serde_json::Value, needle: &str| {
        let error = serde_json::from_value::<RandomizedMultiSigningPackage<C>>(altered)
            .expect_err("refused")
            .to_string();
        assert!(error.contains(needle), "{error} should mention {needle}");
    };
    let mut wrong_type = json.clone();
    wrong_type["header"]["type"] = "randomized_signing_package".into();
    refused(wrong_type, "not a randomized_multi_signing_package");
    let mut unknown = json.clone();
    unknown["extra"] = 1.into();
    refused(unknown, "unknown field");
    let mut short = json.clone();
    short["randomizers"]
        .as_array_mut()
        .expect("list")
        .truncate(1);
    refused(
        short,
        "1 per-message values given for a session of 2 messages",
    );

    let bytes = postcard::to_allocvec(&package).expect("postcard");
    assert!(bytes.ends_with(&package.serialize()));
    assert_eq!(
        postcard::from_bytes::<RandomizedMultiSigningPackage<C>>(&bytes).as_ref(),
        Ok(&package)
    );
}

/// Construction refuses no message, randomized packages whose signers
/// differ, and a randomizer list of another length than the request.
pub fn multi_package_construction_is_checked<C: Ciphersuite>() {
    let (package, group_key) = fixture::<C>();
    assert_eq!(
        RandomizedMultiSigningPackage::<C>::new(Vec::new()),
        Err(Error::UnknownMessage { index: 0 })
    );
    let single = package.randomized_packages()[0].clone();
    let mut other_signers = Fixtures::<C>::new().signing_package;
    let commitments = *other_signers
        .signing_commitment(&frost_conformance::fixtures::id(1))
        .expect("commitments");
    other_signers = frost_core::SigningPackage::new(
        BTreeMap::from([
            (frost_conformance::fixtures::id(1), commitments),
            (frost_conformance::fixtures::id(2), commitments),
        ]),
        b"other",
    )
    .expect("package");
    let other = frost_rerandomized::RandomizedSigningPackage::from_randomizer(
        other_signers,
        &VerifyingKey::new(group_key).expect("key"),
        single.randomizer().clone(),
    )
    .expect("randomized package");
    assert_eq!(
        RandomizedMultiSigningPackage::new(vec![single.clone(), other]),
        Err(Error::SignerSetMismatch)
    );
    assert_eq!(
        RandomizedMultiSigningPackage::new(vec![single.clone(), single.clone()]).map(|p| p.len()),
        Ok(2)
    );
    assert_eq!(
        RandomizedMultiSigningPackage::from_randomizers(
            Fixtures::<C>::new().multi_signing_package,
            &VerifyingKey::new(group_key).expect("key"),
            vec![single.randomizer().clone()],
        ),
        Err(Error::MessageCountMismatch {
            expected: 2,
            found: 1
        })
    );
}

/// Valid encodings with bytes flipped, inserted, removed or cut, and random
/// bytes behind a valid header: the binary and JSON decoders never panic,
/// and whatever they accept encodes back to the same bytes (one encoding per
/// value).
pub fn multi_decoders_never_panic<C: Ciphersuite>() {
    use frost_core::rand_core::Rng;

    let (package, _) = fixture::<C>();
    let bytes = package.serialize();
    let json = serde_json::to_string(&package).expect("JSON").into_bytes();
    let mut rng = test_rng(970);
    for case in 0..768 {
        let mut input = match case % 3 {
            0 => bytes.clone(),
            1 => json.clone(),
            _ => {
                let mut random = vec![0u8; (rng.next_u32() % 400) as usize];
                rng.fill_bytes(&mut random);
                [&bytes[..HEADER_LEN + 1], &random].concat()
            }
        };
        for _ in 0..1 + rng.next_u32() % 3 {
            if input.is_empty() {
                break;
            }
            let at = rng.next_u32() as usize % input.len();
            let value = rng.next_u32() as u8;
            match rng.next_u32() % 4 {
                0 => input[at] ^= value.max(1),
                1 => input.insert(at, value),
                2 => {
                    input.remove(at);
                }
                _ => input.truncate(at),
            }
        }
        if let Ok(decoded) = RandomizedMultiSigningPackage::<C>::deserialize(&input) {
            assert_eq!(
                decoded.serialize(),
                input,
                "non-canonical encoding accepted"
            );
        }
        let text = String::from_utf8_lossy(&input);
        if let Ok(decoded) = serde_json::from_str::<RandomizedMultiSigningPackage<C>>(&text) {
            let again = serde_json::to_string(&decoded).expect("JSON");
            assert_eq!(
                serde_json::from_str::<RandomizedMultiSigningPackage<C>>(&again).ok(),
                Some(decoded)
            );
        }
    }
}

const MESSAGES: [&[u8]; 3] = [b"action 0", b"action 1", b"action 2"];

/// Three re-randomised messages in one round trip, every message as bytes:
/// commitments, the randomized request, the shares. Each signature verifies
/// under its own randomized key; a share corrupted for the second message
/// names its signer there only.
pub fn multi_session_through_serialised_messages<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 960);
    let mut rng = test_rng(961);
    let signers: Vec<Identifier<C>> = key_packages.keys().skip(1).take(3).copied().collect();
    let mut nonces: BTreeMap<Identifier<C>, Vec<SigningNonces<C>>> = BTreeMap::new();
    let mut received = BTreeMap::new();
    for identifier in &signers {
        let (signer_nonces, commitments): (Vec<_>, Vec<_>) = MESSAGES
            .iter()
            .map(|_| round1::commit(key_packages[identifier].signing_share(), &mut rng))
            .unzip();
        nonces.insert(*identifier, signer_nonces);
        let bytes = MultiSigningCommitments::new(commitments)
            .expect("commitments")
            .serialize();
        received.insert(
            *identifier,
            MultiSigningCommitments::<C>::deserialize(&bytes).expect("commitments"),
        );
    }
    let request = RandomizedMultiSigningPackage::randomize(
        MultiSigningPackage::from_commitments(&received, &MESSAGES).expect("request"),
        public.verifying_key(),
        &mut rng,
    )
    .expect("randomized request")
    .serialize();

    let mut answers = BTreeMap::new();
    for identifier in &signers {
        let key_package = &key_packages[identifier];
        let package = RandomizedMultiSigningPackage::<C>::deserialize(&request).expect("request");
        let session =
            RandomizedMultiSigningSession::for_verifying_key(&package, key_package.verifying_key())
                .expect("signer session");
        let signer_nonces = nonces.remove(identifier).expect("nonces");
        if identifier == &signers[0] {
            // Nonces in the wrong order (copies, through their stored form)
            // are refused before any share is computed.
            let mut swapped: Vec<SigningNonces<C>> = signer_nonces
                .iter()
                .map(|n| {
                    SigningNonces::deserialize_from_storage(&n.serialize_for_storage())
                        .expect("copy")
                })
                .collect();
            swapped.swap(0, 2);
            assert_eq!(
                session.sign(swapped, key_package).err(),
                Some(Error::IncorrectCommitment {
                    identifier: *identifier
                })
            );
        }
        let shares = session.sign(signer_nonces, key_package).expect("shares");
        answers.insert(
            *identifier,
            MultiSignatureShares::new(shares)
                .expect("answer")
                .serialize(),
        );
    }

    let package = RandomizedMultiSigningPackage::<C>::deserialize(&request).expect("request");
    let coordinator = RandomizedMultiSigningSession::new(&package, &public).expect("session");
    let decode_all = |answers: &BTreeMap<Identifier<C>, Vec<u8>>| {
        answers
            .iter()
            .map(|(identifier, bytes)| {
                let shares = MultiSignatureShares::<C>::deserialize(bytes).expect("shares");
                (*identifier, shares)
            })
            .collect::<BTreeMap<_, _>>()
    };
    let keys: Vec<_> = package
        .randomized_packages()
        .iter()
        .map(|p| *p.randomized_verifying_key())
        .collect();
    for (j, result) in coordinator
        .aggregate(&decode_all(&answers))
        .iter()
        .enumerate()
    {
        let signature = result.as_ref().expect("signature");
        for (k, key) in keys.iter().enumerate() {
            assert_eq!(key.verify(MESSAGES[j], signature).is_ok(), j == k);
        }
    }

    let culprit = signers[1];
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
            culprits: vec![culprit]
        })
    );
    for index in [0, 2] {
        keys[index]
            .verify(MESSAGES[index], results[index].as_ref().expect("signs"))
            .expect("verifies");
    }
}

macro_rules! multi_wire_tests {
    ($module:ident, $suite:ty) => {
        mod $module {
            multi_wire_tests!(@tests $suite;
                multi_wire_layout,
                multi_wire_is_strict,
                multi_serde_round_trips,
                multi_package_construction_is_checked,
                multi_decoders_never_panic,
                multi_session_through_serialised_messages,
            );
        }
    };
    (@tests $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                super::$name::<$suite>();
            }
        )*
    };
}

multi_wire_tests!(ed25519, frost_ed25519::Ed25519);
multi_wire_tests!(ristretto255, frost_ristretto255::Ristretto255);
multi_wire_tests!(secp256k1, frost_secp256k1::Secp256k1);
multi_wire_tests!(p256, frost_p256::P256);
multi_wire_tests!(ed448, frost_ed448::Ed448);
multi_wire_tests!(redpallas, frost_redpallas::RedPallas);
multi_wire_tests!(redjubjub, frost_redjubjub::RedJubjub);

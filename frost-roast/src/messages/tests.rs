//! Golden bytes of every message in two suites (32- and 33-byte elements),
//! round trips through the wire, JSON and postcard forms, and strict
//! decoding.

use alloc::collections::BTreeMap;
use alloc::string::String;

use frost_core::group::Group;
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{
    Ciphersuite, Element, Identifier, Scalar, Signature, SigningPackage, VerifyingKey,
};
use frost_rerandomized::{RandomizedSigningPackage, Randomizer};

use alloc::format;
use frost_core::Error;

use crate::{
    Attestation, Blame, Commitment, Decline, Response, RunId, SessionPackage, SignerMessage,
    SigningRequest,
};

fn id<C: Ciphersuite>(i: u16) -> Identifier<C> {
    Identifier::try_from(i).expect("non-zero")
}

/// `k * G`.
fn point<C: Ciphersuite>(k: u64) -> Element<C> {
    Element::<C>::generator() * Scalar::<C>::from(k)
}

fn commitments<C: Ciphersuite>(k: u64) -> SigningCommitments<C> {
    SigningCommitments::new(point::<C>(k), point::<C>(k + 1)).expect("non-identity")
}

/// The run of the samples: bytes 0, 1, ..., 31.
fn run() -> RunId {
    let mut run = [0u8; 32];
    for (i, byte) in run.iter_mut().enumerate() {
        *byte = i as u8;
    }
    RunId(run)
}

/// A fixed stand-in for an identity signature, `(R, z) = (2 G, 3)`: its
/// encoding is what the golden bytes pin, not its validity.
fn signature<C: Ciphersuite>() -> Signature<C> {
    let encoded = C::serialize_element(&point::<C>(2)).expect("non-identity");
    let mut bytes = frost_core::signature_scheme::element_bytes::<C>(&encoded).to_vec();
    bytes.extend_from_slice(
        SignatureShare::<C>::new(Scalar::<C>::from(3u64))
            .to_bytes()
            .as_ref(),
    );
    Signature::from_bytes(&bytes).expect("signature")
}

/// One message of each type, from fixed values.
struct Samples<C: Ciphersuite> {
    commitment: Commitment<C>,
    response: Response<C>,
    decline: Decline<C>,
    plain: SigningRequest<C>,
    randomized: SigningRequest<C>,
    blame: Blame<C>,
}

fn samples<C: Ciphersuite>() -> Samples<C> {
    let package = SigningPackage::new(
        BTreeMap::from([(id::<C>(1), commitments::<C>(1)), (id(2), commitments(3))]),
        b"hi",
    )
    .expect("package");
    let randomizer = Randomizer::from_bytes(
        SignatureShare::<C>::new(Scalar::<C>::from(5u64))
            .to_bytes()
            .as_ref(),
    )
    .expect("randomizer");
    let group_key = VerifyingKey::new(point::<C>(9)).expect("key");
    let randomized =
        RandomizedSigningPackage::from_randomizer(package.clone(), &group_key, randomizer)
            .expect("randomized");
    let plain = SigningRequest {
        run: run(),
        session: 258,
        package: SessionPackage::Plain(package),
    };
    Samples {
        commitment: Commitment {
            run: run(),
            signer: id(1),
            commitments: commitments(1),
            signature: None,
        },
        response: Response {
            run: run(),
            signer: id(2),
            session: 258,
            share: SignatureShare::new(Scalar::<C>::from(7u64)),
            next: commitments(5),
            signature: Some(signature()),
        },
        decline: Decline {
            run: run(),
            signer: id(2),
            session: 258,
            next: commitments(5),
            signature: None,
        },
        randomized: SigningRequest {
            run: run(),
            session: 1,
            package: SessionPackage::Randomized(randomized),
        },
        blame: Blame {
            signer: id(2),
            share: SignatureShare::new(Scalar::<C>::from(7u64)),
            request: plain.clone(),
            attestation: Some(Attestation {
                next: commitments(5),
                signature: signature(),
            }),
        },
        plain,
    }
}

/// Every sample's wire encoding, in hex, in a fixed order.
fn wire_hex<C: Ciphersuite>() -> [String; 6] {
    let s = samples::<C>();
    [
        hex::encode(s.commitment.serialize()),
        hex::encode(s.response.serialize()),
        hex::encode(s.decline.serialize()),
        hex::encode(s.plain.serialize()),
        hex::encode(s.randomized.serialize()),
        hex::encode(s.blame.serialize()),
    ]
}

/// ristretto255 encodings (RFC 9496): `k * G` for k = 1..6, `14 * G`, and
/// little-endian scalars.
mod ristretto {
    pub const G1: &str = "e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76";
    pub const G2: &str = "6a493210f7499cd17fecb510ae0cea23a110e8d5b901f8acadd3095c73a3b919";
    pub const G3: &str = "94741f5d5d52755ece4f23f044ee27d5d1ea1e2bd196b462166b16152a9d0259";
    pub const G4: &str = "da80862773358b466ffadfe0b3293ab3d9fd53c5ea6c955358f568322daf6a57";
    pub const G5: &str = "e882b131016b52c1d3337080187cf768423efccbb517bb495ab812c4160ff44e";
    pub const G6: &str = "f64746d3c92b13050ed8d80236a7f0007c3b3f962f5ba793d19a601ebb1df403";
    pub const G14: &str = "46376b80f409b29dc2b5f6f0c52591990896e5716f41477cd30085ab7f10301e";
    pub const ZERO31: &str = "00000000000000000000000000000000000000000000000000000000000000";
}

/// secp256k1 compressed SEC1 encodings: `k * G` for k = 1..6 and `14 * G`,
/// and big-endian scalars.
mod secp256k1 {
    pub const G1: &str = "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";
    pub const G2: &str = "02c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5";
    pub const G3: &str = "02f9308a019258c31049344f85f89d5229b531c845836f99b08601f113bce036f9";
    pub const G4: &str = "02e493dbf1c10d80f3581e4904930b1404cc6c13900ee0758474fa94abe8c4cd13";
    pub const G5: &str = "022f8bde4d1a07209355b4a7250a5c5128e88b84bddc619ab7cba8d569b240efe4";
    pub const G6: &str = "03fff97bd5755eeea420453a14355235d382f6472f8568a18b2f057a1460297556";
    pub const G14: &str = "03499fdf9e895e719cfd64e67f07d38e3226aa7b63678949e6e49b241a60e823e4";
    pub const ZERO31: &str = "00000000000000000000000000000000000000000000000000000000000000";
}

/// The six samples' expected hex for a suite with header byte `suite`,
/// scalars `scalar(k)`, and the points above.
fn expected(suite: &str, scalar: impl Fn(&str) -> String, g: [&str; 7]) -> [String; 6] {
    let [g1, g2, g3, g4, g5, g6, g14] = g;
    let package = format!("01{suite}03")
        + "02"
        + &scalar("01")
        + g1
        + g2
        + &scalar("02")
        + g3
        + g4
        + "026869";
    let run = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
    let signature = String::from(g2) + &scalar("03");
    let plain = format!("01{suite}48") + run + "00000102" + "00" + &package;
    [
        format!("01{suite}45") + run + &scalar("01") + g1 + g2 + "00",
        format!("01{suite}46")
            + run
            + &scalar("02")
            + "00000102"
            + &scalar("07")
            + g5
            + g6
            + "01"
            + &signature,
        format!("01{suite}47") + run + &scalar("02") + "00000102" + g5 + g6 + "00",
        plain.clone(),
        format!("01{suite}48")
            + run
            + "00000001"
            + "01"
            + &format!("01{suite}40")
            + &scalar("05")
            + g14
            + &package,
        format!("01{suite}49")
            + &scalar("02")
            + &scalar("07")
            + "01"
            + g5
            + g6
            + &signature
            + &plain,
    ]
}

#[test]
fn golden_bytes_ristretto255() {
    use ristretto::*;
    let want = expected(
        "02",
        |k| format!("{k}{ZERO31}"),
        [G1, G2, G3, G4, G5, G6, G14],
    );
    assert_eq!(wire_hex::<frost_ristretto255::Ristretto255>(), want);
}

#[test]
fn golden_bytes_secp256k1() {
    use secp256k1::*;
    let want = expected(
        "05",
        |k| format!("{ZERO31}{k}"),
        [G1, G2, G3, G4, G5, G6, G14],
    );
    assert_eq!(wire_hex::<frost_secp256k1::Secp256k1>(), want);
}

/// Every sample survives its wire encoding.
fn round_trip<C: Ciphersuite>() {
    let s = samples::<C>();
    assert_eq!(
        Commitment::deserialize(&s.commitment.serialize()),
        Ok(s.commitment.clone())
    );
    assert_eq!(
        Response::deserialize(&s.response.serialize()),
        Ok(s.response.clone())
    );
    for request in [&s.plain, &s.randomized] {
        assert_eq!(
            SigningRequest::deserialize(&request.serialize()).as_ref(),
            Ok(request)
        );
    }
    let mut unattested = s.blame.clone();
    unattested.attestation = None;
    for blame in [&s.blame, &unattested] {
        assert_eq!(Blame::deserialize(&blame.serialize()).as_ref(), Ok(blame));
    }
    let mut unsigned = s.response.clone();
    unsigned.signature = None;
    for message in [
        SignerMessage::Commitment(s.commitment.clone()),
        SignerMessage::Response(s.response.clone()),
        SignerMessage::Response(unsigned),
        SignerMessage::Decline(s.decline.clone()),
    ] {
        assert_eq!(
            SignerMessage::deserialize(&message.serialize()),
            Ok(message)
        );
    }
}

/// The sizes the wire module documents, unauthenticated: commitment,
/// response, decline, request overhead, blame overhead; then what a
/// signature adds to a signer message and an attestation to blame evidence.
fn sizes<C: Ciphersuite>() -> [usize; 7] {
    let s = samples::<C>();
    let mut response = s.response.clone();
    response.signature = None;
    let mut blame = s.blame.clone();
    blame.attestation = None;
    [
        s.commitment.serialize().len(),
        response.serialize().len(),
        s.decline.serialize().len(),
        s.plain.serialize().len() - s.plain.package.signing_package().serialize().len(),
        blame.serialize().len() - s.plain.serialize().len(),
        s.response.serialize().len() - response.serialize().len(),
        s.blame.serialize().len() - blame.serialize().len(),
    ]
}

#[test]
fn documented_sizes() {
    let thirty_two = [132, 168, 136, 40, 68, 64, 128];
    assert_eq!(sizes::<frost_ed25519::Ed25519>(), thirty_two);
    assert_eq!(sizes::<frost_ristretto255::Ristretto255>(), thirty_two);
    assert_eq!(
        sizes::<frost_secp256k1::Secp256k1>(),
        [134, 170, 138, 40, 68, 65, 131]
    );
    assert_eq!(
        sizes::<frost_p256::P256>(),
        [134, 170, 138, 40, 68, 65, 131]
    );
    assert_eq!(
        sizes::<frost_ed448::Ed448>(),
        [207, 268, 211, 40, 118, 114, 228]
    );
}

#[test]
fn round_trips_in_every_suite() {
    round_trip::<frost_ed25519::Ed25519>();
    round_trip::<frost_ristretto255::Ristretto255>();
    round_trip::<frost_secp256k1::Secp256k1>();
    round_trip::<frost_secp256k1_tr::Secp256k1Tr>();
    round_trip::<frost_p256::P256>();
    round_trip::<frost_ed448::Ed448>();
}

#[test]
fn decoding_is_strict() {
    type C = frost_ristretto255::Ristretto255;
    let s = samples::<C>();
    let commitment = s.commitment.serialize();
    // Trailing and missing bytes.
    let mut long = commitment.clone();
    long.push(0);
    assert_eq!(
        Commitment::<C>::deserialize(&long),
        Err(Error::InvalidLength)
    );
    assert_eq!(
        Commitment::<C>::deserialize(&commitment[..commitment.len() - 1]),
        Err(Error::InvalidLength)
    );
    // Header: version, suite, type.
    let mut bad = commitment.clone();
    bad[0] = 2;
    assert_eq!(
        Commitment::<C>::deserialize(&bad),
        Err(Error::UnsupportedVersion { found: 2 })
    );
    assert_eq!(
        Commitment::<frost_ed25519::Ed25519>::deserialize(&commitment),
        Err(Error::WrongCiphersuite { found: 2 })
    );
    assert_eq!(
        Response::<C>::deserialize(&commitment),
        Err(Error::WrongMessageType {
            expected: 70,
            found: 69
        })
    );
    // The retired codes of the format without run identifiers.
    let mut retired = commitment.clone();
    retired[2] = 65;
    assert_eq!(
        Commitment::<C>::deserialize(&retired),
        Err(Error::WrongMessageType {
            expected: 69,
            found: 65
        })
    );
    // An unknown `auth` byte, and a signature cut short.
    let mut auth = commitment.clone();
    let last = auth.len() - 1;
    auth[last] = 2;
    assert_eq!(
        Commitment::<C>::deserialize(&auth),
        Err(Error::NonCanonicalEncoding)
    );
    let signed = s.response.serialize();
    assert_eq!(
        Response::<C>::deserialize(&signed[..signed.len() - 1]),
        Err(Error::InvalidLength)
    );
    // A zero identifier.
    let mut zero = commitment.clone();
    zero[3 + 32] = 0;
    assert_eq!(
        Commitment::<C>::deserialize(&zero),
        Err(Error::InvalidZeroIdentifier)
    );
    // A non-canonical share.
    let mut share = s.response.serialize();
    share[3 + 32 + 32 + 4 + 31] = 0xff;
    assert!(Response::<C>::deserialize(&share).is_err());
    // An unknown request kind, and a package with a trailing byte.
    let mut kind = s.plain.serialize();
    kind[3 + 32 + 4] = 2;
    assert_eq!(
        SigningRequest::<C>::deserialize(&kind),
        Err(Error::NonCanonicalEncoding)
    );
    let mut trailing = s.blame.serialize();
    trailing.push(0);
    assert_eq!(
        Blame::<C>::deserialize(&trailing),
        Err(Error::InvalidLength)
    );
    // Short inputs of every length never panic.
    let response = s.response.serialize();
    for len in 0..response.len() {
        assert!(SignerMessage::<C>::deserialize(&response[..len]).is_err());
        assert!(SigningRequest::<C>::deserialize(&response[..len]).is_err());
    }
}

#[test]
fn serde_forms() {
    type C = frost_ristretto255::Ristretto255;
    use ristretto::*;
    let s = samples::<C>();
    let json = serde_json::to_string(&s.commitment).expect("json");
    assert_eq!(
        json,
        format!(
            concat!(
                r#"{{"header":{{"version":1,"ciphersuite":"FROST-RISTRETTO255-SHA512-v1","type":"roast_commitment"}},"#,
                r#""run":"{run}","signer":"01{z}","hiding":"{g1}","binding":"{g2}"}}"#
            ),
            run = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
            z = ZERO31,
            g1 = G1,
            g2 = G2
        )
    );
    assert_eq!(
        serde_json::from_str::<Commitment<C>>(&json).expect("decodes"),
        s.commitment
    );
    let response = serde_json::to_string(&s.response).expect("json");
    assert!(response.contains(r#""session":258,"share":"07"#));
    assert!(response.contains(&format!(r#""signature":"{G2}03{ZERO31}""#)));
    assert_eq!(
        serde_json::from_str::<Response<C>>(&response).expect("decodes"),
        s.response
    );
    let decline = serde_json::to_string(&s.decline).expect("json");
    assert!(!decline.contains("signature"));
    assert_eq!(
        serde_json::from_str::<Decline<C>>(&decline).expect("decodes"),
        s.decline
    );
    for request in [&s.plain, &s.randomized] {
        let json = serde_json::to_string(request).expect("json");
        assert_eq!(
            &serde_json::from_str::<SigningRequest<C>>(&json).expect("decodes"),
            request
        );
        let bytes = postcard::to_allocvec(request).expect("postcard");
        assert_eq!(
            &postcard::from_bytes::<SigningRequest<C>>(&bytes).expect("decodes"),
            request
        );
    }
    let blame = serde_json::to_string(&s.blame).expect("json");
    assert_eq!(
        serde_json::from_str::<Blame<C>>(&blame).expect("decodes"),
        s.blame
    );
    // Unknown fields, the wrong type or suite, upper-case hex: refused.
    let short_run = json.replacen(r#""run":"00"#, r#""run":""#, 1);
    assert!(serde_json::from_str::<Commitment<C>>(&short_run).is_err());
    let unknown = json.replacen(r#""signer""#, r#""extra":1,"signer""#, 1);
    assert!(serde_json::from_str::<Commitment<C>>(&unknown).is_err());
    let retyped = json.replace("roast_commitment", "roast_response");
    assert!(serde_json::from_str::<Commitment<C>>(&retyped).is_err());
    assert!(serde_json::from_str::<Commitment<frost_ed25519::Ed25519>>(&json).is_err());
    let upper = json.replace(G1, &G1.to_uppercase());
    assert!(serde_json::from_str::<Commitment<C>>(&upper).is_err());
    // A request with no package.
    let empty = concat!(
        r#"{"header":{"version":1,"ciphersuite":"FROST-RISTRETTO255-SHA512-v1","#,
        r#""type":"roast_signing_request"},"run":"00","session":1}"#
    );
    assert!(serde_json::from_str::<SigningRequest<C>>(empty).is_err());
}

//! The eight suites, and the one place that binds a suite id to its
//! `Ciphersuite` type: every operation is generic over the suite and
//! [`run`] is the only match over the suites.
//!
//! Suite ids are the ciphersuite byte of the wire header
//! (`frost_core::serialization::suite_id`), so an input's suite is its
//! second byte; only operations that start from nothing take a suite id.

use std::collections::BTreeMap;

use frost_core::{Ciphersuite, Error, Identifier};

use crate::failure::Failure;
use crate::list;
use crate::status::FrostStatus;

/// Ed25519 with SHA-512 (RFC 9591, Section 6.1).
pub const FROST_SUITE_ED25519: u8 = 1;
/// ristretto255 with SHA-512 (RFC 9591, Section 6.2).
pub const FROST_SUITE_RISTRETTO255: u8 = 2;
/// Ed448 with SHAKE256 (RFC 9591, Section 6.3).
pub const FROST_SUITE_ED448: u8 = 3;
/// P-256 with SHA-256 (RFC 9591, Section 6.4).
pub const FROST_SUITE_P256: u8 = 4;
/// secp256k1 with SHA-256 (RFC 9591, Section 6.5).
pub const FROST_SUITE_SECP256K1: u8 = 5;
/// secp256k1 with BIP340 signatures, for Taproot.
pub const FROST_SUITE_SECP256K1_TR: u8 = 6;
/// RedPallas with BLAKE2b-512 (ZIP 312), Zcash Orchard; re-randomized.
pub const FROST_SUITE_REDPALLAS: u8 = 7;
/// RedJubjub with BLAKE2b-512 (ZIP 312), Zcash Sapling; re-randomized.
pub const FROST_SUITE_REDJUBJUB: u8 = 8;

/// Work to do with one suite's types.
pub(crate) trait Task {
    type Output;
    fn run<C: FfiSuite>(self) -> Result<Self::Output, Failure>;
}

/// How a suite's group key is written in the formats of the wider world.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeyFormat {
    /// RFC 8032 bytes, and a SubjectPublicKeyInfo (RFC 8410) with this DER
    /// prefix.
    Spki(&'static [u8]),
    /// A SEC1 compressed point, and a SubjectPublicKeyInfo (RFC 5480) with
    /// this DER prefix.
    Sec1(&'static [u8]),
    /// A BIP340 x-only key; no SubjectPublicKeyInfo.
    XOnly,
    /// The suite's element encoding only (ristretto255, Zcash's `ak`).
    Raw,
}

/// What the ABI needs of a suite beyond `Ciphersuite`.
pub(crate) trait FfiSuite: Ciphersuite + Send + 'static {
    /// How the group key is exported.
    const KEY_FORMAT: KeyFormat;

    /// The BIP341 tap tweak of a key package or a public key package; only
    /// the BIP340 suite has one.
    fn tap_tweak(
        package: &[u8],
        merkle_root: Option<&[u8; 32]>,
    ) -> Result<zeroize::Zeroizing<Vec<u8>>, Failure> {
        let _ = (package, merkle_root);
        Err(Failure::new(
            FrostStatus::FrostErrUnsupportedBySuite,
            "the Taproot tweak is for suite secp256k1-tr (BIP340) only",
        ))
    }
}

/// DER prefixes of SubjectPublicKeyInfo for each curve's key (RFC 8410 for
/// Ed25519 and Ed448, RFC 5480 with the curve's OID for the others).
const ED25519_SPKI: &[u8] = &[
    0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00,
];
const ED448_SPKI: &[u8] = &[
    0x30, 0x43, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x71, 0x03, 0x3a, 0x00,
];
const SECP256K1_SPKI: &[u8] = &[
    0x30, 0x36, 0x30, 0x10, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x05, 0x2b,
    0x81, 0x04, 0x00, 0x0a, 0x03, 0x22, 0x00,
];
const P256_SPKI: &[u8] = &[
    0x30, 0x39, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a,
    0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03, 0x22, 0x00,
];

impl FfiSuite for frost_ed25519::Ed25519 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Spki(ED25519_SPKI);
}
impl FfiSuite for frost_ristretto255::Ristretto255 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Raw;
}
impl FfiSuite for frost_ed448::Ed448 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Spki(ED448_SPKI);
}
impl FfiSuite for frost_p256::P256 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Sec1(P256_SPKI);
}
impl FfiSuite for frost_secp256k1::Secp256k1 {
    const KEY_FORMAT: KeyFormat = KeyFormat::Sec1(SECP256K1_SPKI);
}
impl FfiSuite for frost_redpallas::RedPallas {
    const KEY_FORMAT: KeyFormat = KeyFormat::Raw;
}
impl FfiSuite for frost_redjubjub::RedJubjub {
    const KEY_FORMAT: KeyFormat = KeyFormat::Raw;
}

impl FfiSuite for frost_secp256k1_tr::Secp256k1Tr {
    const KEY_FORMAT: KeyFormat = KeyFormat::XOnly;

    fn tap_tweak(
        package: &[u8],
        merkle_root: Option<&[u8; 32]>,
    ) -> Result<zeroize::Zeroizing<Vec<u8>>, Failure> {
        use frost_core::keys::{KeyPackage, PublicKeyPackage};
        use frost_core::serialization::MessageType;
        use frost_secp256k1_tr::taproot::TapTweak;
        let tweaking = |error| Failure::engine("applying the Taproot tweak", error);
        if MessageType::of(package) == Some(MessageType::KeyPackage) {
            let key = decode(package, "key", KeyPackage::<Self>::deserialize)?;
            let tweaked = key.tap_tweak(merkle_root).map_err(tweaking)?;
            Ok(tweaked.serialize())
        } else {
            let public = decode(package, "key", PublicKeyPackage::<Self>::deserialize)?;
            let tweaked = public.tap_tweak(merkle_root).map_err(tweaking)?;
            Ok(zeroize::Zeroizing::new(tweaked.serialize()))
        }
    }
}

/// Runs `task` with the suite whose id is `suite`.
pub(crate) fn run<T: Task>(suite: u8, task: T) -> Result<T::Output, Failure> {
    match suite {
        FROST_SUITE_ED25519 => task.run::<frost_ed25519::Ed25519>(),
        FROST_SUITE_RISTRETTO255 => task.run::<frost_ristretto255::Ristretto255>(),
        FROST_SUITE_ED448 => task.run::<frost_ed448::Ed448>(),
        FROST_SUITE_P256 => task.run::<frost_p256::P256>(),
        FROST_SUITE_SECP256K1 => task.run::<frost_secp256k1::Secp256k1>(),
        FROST_SUITE_SECP256K1_TR => task.run::<frost_secp256k1_tr::Secp256k1Tr>(),
        FROST_SUITE_REDPALLAS => task.run::<frost_redpallas::RedPallas>(),
        FROST_SUITE_REDJUBJUB => task.run::<frost_redjubjub::RedJubjub>(),
        other => Err(Failure::new(
            FrostStatus::FrostErrWrongSuite,
            format!("suite id {other} is not one of this library's suites (1 to 8)"),
        )),
    }
}

/// The id of suite `C`.
pub(crate) fn id<C: Ciphersuite>() -> u8 {
    frost_core::serialization::suite_id(C::CONTEXT_STRING)
}

/// The suite of the message `bytes` (argument `what`), read from its
/// header; the rest of the header and the body are checked when the
/// message is decoded.
pub(crate) fn of(bytes: &[u8], what: &str) -> Result<u8, Failure> {
    match bytes {
        [version, suite, _, ..] if *version == frost_core::serialization::FORMAT_VERSION => {
            Ok(*suite)
        }
        [version, _, _, ..] => Err(Failure::new(
            FrostStatus::FrostErrUnsupportedVersion,
            format!("{what}: format version {version} is not read by this library"),
        )),
        _ => Err(Failure::new(
            FrostStatus::FrostErrInvalidLength,
            format!(
                "{what}: {} bytes, shorter than a message header",
                bytes.len()
            ),
        )),
    }
}

/// The suite of the first message of the list (see "Lists") `bytes`
/// (argument `what`): of a map, its first key's. An empty list is refused
/// as a message shorter than a header.
pub(crate) fn of_first(bytes: &[u8], what: &str) -> Result<u8, Failure> {
    let items = crate::list::decode(bytes, what)?;
    of(items.first().copied().unwrap_or_default(), what)
}

/// Decodes the message `bytes` (argument `what`) with `parse`.
pub(crate) fn decode<C: Ciphersuite, T>(
    bytes: &[u8],
    what: &str,
    parse: impl FnOnce(&[u8]) -> Result<T, Error<C>>,
) -> Result<T, Failure> {
    parse(bytes).map_err(|error| Failure::engine(what, error))
}

/// Decodes the list `bytes` (argument `what`), each item with `parse`.
pub(crate) fn decode_list<C: Ciphersuite, T>(
    bytes: &[u8],
    what: &str,
    parse: impl Fn(&[u8]) -> Result<T, Error<C>>,
) -> Result<Vec<T>, Failure> {
    list::decode(bytes, what)?
        .into_iter()
        .map(|item| decode(item, what, &parse))
        .collect()
}

/// Decodes the map `bytes` (argument `what`): identifiers and values,
/// refusing a participant named twice.
pub(crate) fn decode_map<C: Ciphersuite, T>(
    bytes: &[u8],
    what: &str,
    parse: impl Fn(&[u8]) -> Result<T, Error<C>>,
) -> Result<BTreeMap<Identifier<C>, T>, Failure> {
    let mut map = BTreeMap::new();
    for (identifier, value) in list::decode_pairs(bytes, what)? {
        let identifier = decode(identifier, what, Identifier::<C>::deserialize)?;
        let value = decode(value, what, &parse)?;
        if map.insert(identifier, value).is_some() {
            return Err(Failure::engine(
                what,
                Error::<C>::DuplicatedIdentifier { identifier },
            ));
        }
    }
    Ok(map)
}

/// Encodes a map as a list of `(Identifier, value)` pairs; the copies made
/// on the way are wiped, since values may be secret.
pub(crate) fn encode_map<C: Ciphersuite, T, B: AsRef<[u8]>>(
    map: &BTreeMap<Identifier<C>, T>,
    encode: impl Fn(&T) -> B,
) -> zeroize::Zeroizing<Vec<u8>> {
    let mut items: Vec<zeroize::Zeroizing<Vec<u8>>> = Vec::with_capacity(2 * map.len());
    for (identifier, value) in map {
        items.push(zeroize::Zeroizing::new(identifier.serialize()));
        items.push(zeroize::Zeroizing::new(encode(value).as_ref().to_vec()));
    }
    zeroize::Zeroizing::new(list::encode(&items))
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Id;
    impl Task for Id {
        type Output = u8;
        fn run<C: FfiSuite>(self) -> Result<u8, Failure> {
            Ok(frost_core::serialization::suite_id(C::CONTEXT_STRING))
        }
    }

    #[test]
    fn suite_ids_are_the_wire_header_bytes() {
        for suite in 1..=8 {
            assert_eq!(run(suite, Id).unwrap(), suite);
        }
        for bad in [0, 9, 0x80, 0xff] {
            assert_eq!(
                run(bad, Id).unwrap_err().status,
                FrostStatus::FrostErrWrongSuite
            );
        }
    }
}

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
    fn run<C: Ciphersuite + Send + 'static>(self) -> Result<Self::Output, Failure>;
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

/// Decodes the message `bytes` (argument `what`) with `parse`.
pub(crate) fn decode<C: Ciphersuite, T>(
    bytes: &[u8],
    what: &str,
    parse: impl FnOnce(&[u8]) -> Result<T, Error<C>>,
) -> Result<T, Failure> {
    parse(bytes).map_err(|error| Failure::engine(what, error))
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

#[cfg(test)]
mod tests {
    use super::*;

    struct Id;
    impl Task for Id {
        type Output = u8;
        fn run<C: Ciphersuite + Send + 'static>(self) -> Result<u8, Failure> {
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

//! The names of the files of a ceremony directory, and how participants and
//! public values are shown to the user.
//!
//! Participant `i` (identifier `i`, `1 <= i <= max`) owns the files carrying
//! its number; the coordinator owns `signing-package.json` and
//! `signature.json`.

use std::fmt::Display;

use frost_core::ff::{Field, PrimeField};
use frost_core::{Ciphersuite, Identifier, Scalar};

use crate::CliResult;

/// A participant's identifier from its number; zero is refused.
pub(crate) fn identifier<C: Ciphersuite>(number: u16) -> CliResult<Identifier<C>> {
    Identifier::try_from(number).map_err(|_| "participant numbers start at 1".to_owned())
}

/// The number of a participant created by this tool (identifiers
/// `1..=max`), or the identifier's hex when it is not such a number.
pub(crate) fn label<C: Ciphersuite>(identifier: &Identifier<C>) -> String {
    let bytes = identifier.to_bytes();
    let bytes = bytes.as_slice();
    // The encoding of one starts with 1 exactly when it is little-endian.
    let little_endian = Scalar::<C>::ONE.to_repr().as_ref().first() == Some(&1);
    let (low, high) = if little_endian {
        let (low, high) = bytes.split_at(2.min(bytes.len()));
        ([low.get(1).copied().unwrap_or(0), low[0]], high)
    } else {
        let (high, low) = bytes.split_at(bytes.len().saturating_sub(2));
        ([low[0], low.get(1).copied().unwrap_or(0)], high)
    };
    if high.iter().all(|b| *b == 0) {
        u16::from_be_bytes(low).to_string()
    } else {
        hex(bytes)
    }
}

/// Checks a threshold and group size before any work: at least 2 signers
/// (a threshold of 1 would be a plain key held by everyone), and no more
/// than the participants.
pub(crate) fn check_threshold(min: u16, max: u16) -> CliResult<()> {
    if min < 2 {
        return Err(format!("--min must be at least 2, got {min}"));
    }
    if max < min {
        return Err(format!("--max must be at least --min ({min}), got {max}"));
    }
    Ok(())
}

/// `"1 signer"`, `"3 signers"`.
pub(crate) fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Participant numbers, comma-separated: `"1, 3, 4"`.
pub(crate) fn numbers<C: Ciphersuite>(identifiers: &[Identifier<C>]) -> String {
    identifiers.iter().map(label).collect::<Vec<_>>().join(", ")
}

/// `"participant 2"`, `"participants 2, 5"`.
pub(crate) fn participants<C: Ciphersuite>(identifiers: &[Identifier<C>]) -> String {
    let labels: Vec<String> = identifiers.iter().map(label).collect();
    match labels.len() {
        1 => format!("participant {}", labels[0]),
        _ => format!("participants {}", labels.join(", ")),
    }
}

pub(crate) fn secret_share(i: impl Display) -> String {
    format!("secret-share-{i}.json")
}

pub(crate) fn key_package(i: impl Display) -> String {
    format!("key-package-{i}.json")
}

pub(crate) const PUBLIC_KEY_PACKAGE: &str = "public-key-package.json";

pub(crate) fn nonces(i: impl Display) -> String {
    format!("nonces-{i}.json")
}

/// The journal of used nonces of the earlier layout, which lived in the
/// participant's directory; read only to import it (see `journal`).
pub(crate) fn legacy_nonce_journal(i: impl Display) -> String {
    format!("nonce-journal-{i}.txt")
}

pub(crate) fn commitments(i: impl Display) -> String {
    format!("commitments-{i}.json")
}

pub(crate) const SIGNING_PACKAGE: &str = "signing-package.json";

pub(crate) fn signature_share(i: impl Display) -> String {
    format!("signature-share-{i}.json")
}

pub(crate) const SIGNATURE: &str = "signature.json";

pub(crate) fn dkg_round1_secret(i: impl Display) -> String {
    format!("dkg-round1-secret-{i}.json")
}

pub(crate) fn dkg_round1_package(i: impl Display) -> String {
    format!("dkg-round1-package-{i}.json")
}

pub(crate) fn dkg_round2_secret(i: impl Display) -> String {
    format!("dkg-round2-secret-{i}.json")
}

pub(crate) fn dkg_round2_package(from: impl Display, to: impl Display) -> String {
    format!("dkg-round2-package-{from}-to-{to}.json")
}

/// The bytes of a hex string (either case), or `None` if it is not hex.
pub(crate) fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Lowercase hex, for public values shown to the user.
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trips_and_refuses_non_hex() {
        assert_eq!(unhex("00fF1a"), Some(vec![0, 0xff, 0x1a]));
        assert_eq!(hex(&[0, 0xff, 0x1a]), "00ff1a");
        for bad in ["0", "0g", "é0", "+1"] {
            assert_eq!(unhex(bad), None, "{bad}");
        }
    }
}

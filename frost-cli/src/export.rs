//! The group key in the standard formats other tools read: `frost
//! export-key` writes it, and `frost verify --key` reads any of them.
//!
//! - Ed25519 and Ed448: SubjectPublicKeyInfo PEM (RFC 8410, Section 4), the
//!   key being RFC 8032's encoding, as OpenSSL reads it;
//! - secp256k1 and P-256: SEC1 compressed point as hex (SEC 1 v2,
//!   Section 2.3.3), or SubjectPublicKeyInfo PEM with `id-ecPublicKey` and
//!   the named curve (RFC 5480, Section 2);
//! - secp256k1 with BIP340: the 32-byte x-only key as hex (BIP340), the
//!   Taproot output key with `--taproot`;
//! - ristretto255, which has no standard key format: its RFC 9591 encoding
//!   as hex.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use frost_core::keys::PublicKeyPackage;
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, VerifyingKey};

use crate::suite::{CliSuite, Suite};
use crate::taproot::{TaprootArgs, x_only};
use crate::{CliResult, Dir, files, names, pem};

/// How a suite's group key is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeyFormat {
    /// An RFC 8410 key: SubjectPublicKeyInfo is this DER prefix, then the
    /// RFC 8032 key.
    Spki(&'static [u8]),
    /// A SEC1 compressed point; SubjectPublicKeyInfo is this DER prefix then
    /// the point.
    Sec1(&'static [u8]),
    /// BIP340's x-only key.
    XOnly,
    /// The RFC 9591 encoding, for lack of a standard.
    Raw,
}

/// SubjectPublicKeyInfo of an Ed25519 key up to its 32 bytes: SEQUENCE {
/// SEQUENCE { OID 1.3.101.112 }, BIT STRING } (RFC 8410, Section 4 and its
/// example in Section 10.1).
pub(crate) const ED25519_SPKI_PREFIX: &[u8] = &[
    0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00,
];

/// The same for an Ed448 key of 57 bytes (OID 1.3.101.113).
pub(crate) const ED448_SPKI_PREFIX: &[u8] = &[
    0x30, 0x43, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x71, 0x03, 0x3a, 0x00,
];

/// SubjectPublicKeyInfo of a compressed secp256k1 point up to its 33 bytes:
/// `id-ecPublicKey` (1.2.840.10045.2.1) with named curve secp256k1
/// (1.3.132.0.10, SEC 2), RFC 5480, Section 2.
pub(crate) const SECP256K1_SPKI_PREFIX: &[u8] = &[
    0x30, 0x36, 0x30, 0x10, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x05, 0x2b,
    0x81, 0x04, 0x00, 0x0a, 0x03, 0x22, 0x00,
];

/// The same for P-256 (`secp256r1`, 1.2.840.10045.3.1.7).
pub(crate) const P256_SPKI_PREFIX: &[u8] = &[
    0x30, 0x39, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a,
    0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03, 0x22, 0x00,
];

/// What `export-key` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub(crate) enum Output {
    /// SubjectPublicKeyInfo PEM (Ed25519, Ed448, secp256k1, P-256).
    Pem,
    /// The key's standard bytes as hex: SEC1 compressed, x-only for BIP340,
    /// RFC 8032 for Ed25519 and Ed448.
    Hex,
}

#[derive(Args)]
pub(crate) struct ExportArgs {
    /// The format; by default PEM where the suite has one, hex otherwise.
    #[arg(long, value_enum)]
    format: Option<Output>,
    /// Where to write the key; by default `group-key.pem` or `group-key.hex`
    /// in the ceremony directory.
    #[arg(long)]
    out: Option<PathBuf>,
    #[command(flatten)]
    taproot: TaprootArgs,
    #[command(flatten)]
    dir: Dir,
}

impl ExportArgs {
    /// The suite of the public key package.
    pub(crate) fn suite(&self) -> CliResult<Suite> {
        files::suite_of(&files::in_dir(&self.dir.dir, names::PUBLIC_KEY_PACKAGE))
    }
}

/// The key's standard bytes (see the module documentation).
fn standard_bytes<C: CliSuite>(key: &VerifyingKey<C>) -> Vec<u8> {
    let encoded = key.to_bytes();
    match C::KEY_FORMAT {
        KeyFormat::XOnly => x_only(&encoded).to_vec(),
        KeyFormat::Spki(_) | KeyFormat::Sec1(_) | KeyFormat::Raw => encoded,
    }
}

/// The key in `format`, as the text of its file.
fn encode<C: CliSuite>(key: &VerifyingKey<C>, format: Output) -> CliResult<String> {
    let bytes = standard_bytes(key);
    match (format, C::KEY_FORMAT) {
        (Output::Hex, _) => Ok(format!("{}\n", names::hex(&bytes))),
        (Output::Pem, KeyFormat::Spki(prefix) | KeyFormat::Sec1(prefix)) => {
            Ok(pem::encode(&[prefix, &bytes].concat()))
        }
        (Output::Pem, KeyFormat::XOnly | KeyFormat::Raw) => Err(format!(
            "suite {} has no PEM key format; use --format hex",
            Suite::describe_context(C::CONTEXT_STRING)
        )),
    }
}

/// Writes the group key (or its Taproot output key) in a standard format.
pub(crate) fn run<C: CliSuite>(args: &ExportArgs) -> CliResult<()> {
    let dir = &args.dir.dir;
    let public = args.taproot.public(files::read::<C, PublicKeyPackage<C>>(
        &files::in_dir(dir, names::PUBLIC_KEY_PACKAGE),
        MessageType::PublicKeyPackage,
    )?)?;
    let format = args.format.unwrap_or(match C::KEY_FORMAT {
        KeyFormat::Spki(_) | KeyFormat::Sec1(_) => Output::Pem,
        KeyFormat::XOnly | KeyFormat::Raw => Output::Hex,
    });
    let text = encode(public.verifying_key(), format)?;
    let path = args.out.clone().unwrap_or_else(|| {
        files::in_dir(
            dir,
            match format {
                Output::Pem => "group-key.pem",
                Output::Hex => "group-key.hex",
            },
        )
    });
    files::write_public(&path, text.as_bytes())?;
    say!(
        "wrote {} ({}, public)",
        path.display(),
        match (format, C::KEY_FORMAT) {
            (Output::Pem, _) => "SubjectPublicKeyInfo PEM",
            (Output::Hex, KeyFormat::Sec1(_)) => "SEC1 compressed point, hex",
            (Output::Hex, KeyFormat::XOnly) => "BIP340 x-only key, hex",
            (Output::Hex, KeyFormat::Spki(_)) => "RFC 8032 public key, hex",
            (Output::Hex, KeyFormat::Raw) => "RFC 9591 element encoding, hex",
        }
    );
    if let KeyFormat::Sec1(_) = C::KEY_FORMAT {
        say!(
            "note: FROST signs Schnorr signatures, not ECDSA: tools that verify ECDSA with this key (openssl dgst -verify, most X.509 and JWT libraries) reject them. Verify with `frost verify --key`, or with a FROST implementation of the same ciphersuite ({}, e.g. the frost-{} crate's VerifyingKey::verify)",
            C::CONTEXT_STRING,
            Suite::describe_context(C::CONTEXT_STRING)
        );
    }
    say!(
        "{}key: {}",
        if args.taproot.enabled() {
            "Taproot output "
        } else {
            "group "
        },
        names::hex(&standard_bytes(public.verifying_key()))
    );
    Ok(())
}

/// A group key in any format [`run`] writes (PEM or hex), checked to be of
/// suite `C`. `None` when the text is in none of them.
pub(crate) fn parse_key<C: CliSuite>(text: &str) -> CliResult<Option<VerifyingKey<C>>> {
    let bytes = if let Some(der) = pem::decode(text) {
        let (KeyFormat::Spki(prefix) | KeyFormat::Sec1(prefix)) = C::KEY_FORMAT else {
            return Err(wrong_key::<C>());
        };
        der.strip_prefix(prefix)
            .ok_or_else(wrong_key::<C>)?
            .to_vec()
    } else if let Some(bytes) = names::unhex(text.trim()) {
        match C::KEY_FORMAT {
            KeyFormat::XOnly if bytes.len() == 32 => [&[0x02], &bytes[..]].concat(),
            _ => bytes,
        }
    } else {
        return Ok(None);
    };
    VerifyingKey::<C>::from_bytes(&bytes)
        .map(Some)
        .map_err(|e| format!("not a valid key of suite {}: {e}", suite_name::<C>()))
}

fn suite_name<C: Ciphersuite>() -> String {
    Suite::describe_context(C::CONTEXT_STRING)
}

fn wrong_key<C: Ciphersuite>() -> String {
    format!("this PEM key is not a key of suite {}", suite_name::<C>())
}

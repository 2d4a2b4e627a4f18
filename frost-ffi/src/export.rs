//! The group key in the formats of the wider world: the suite's standard
//! bytes (RFC 8032, SEC1 compressed, BIP340 x-only, or the element
//! encoding), a DER SubjectPublicKeyInfo, or its PEM armour (RFC 7468).

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, KeyFormat, Task};
use crate::verify::group_key;

/// The suite's standard key bytes: RFC 8032 for Ed25519 and Ed448, a SEC1
/// compressed point for secp256k1 and P-256, the 32-byte x-only key for
/// secp256k1-tr (BIP340), the element encoding for ristretto255, RedPallas
/// and RedJubjub (Zcash's `ak`).
pub const FROST_KEY_STANDARD: u8 = 1;
/// A DER SubjectPublicKeyInfo (RFC 8410, RFC 5480): Ed25519, Ed448,
/// secp256k1 and P-256 only.
pub const FROST_KEY_SPKI_DER: u8 = 2;
/// The SubjectPublicKeyInfo as PEM text (`-----BEGIN PUBLIC KEY-----`),
/// for the same suites.
pub const FROST_KEY_PEM: u8 = 3;

struct Export<'a> {
    key: &'a [u8],
    format: u8,
    out: Out<FrostBuffer>,
}

impl Task for Export<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let encoded = group_key::<C>(self.key, "verifying_key")?.to_bytes();
        let standard = match C::KEY_FORMAT {
            // SEC1 compressed is the parity byte, then x.
            KeyFormat::XOnly => encoded.get(1..).unwrap_or_default().to_vec(),
            _ => encoded,
        };
        let spki = |prefix: Option<&[u8]>| match prefix {
            Some(prefix) => Ok([prefix, &standard].concat()),
            None => Err(Failure::new(
                FrostStatus::FrostErrUnsupportedBySuite,
                "this suite's key has no SubjectPublicKeyInfo; export it in FROST_KEY_STANDARD",
            )),
        };
        let prefix = match C::KEY_FORMAT {
            KeyFormat::Spki(prefix) | KeyFormat::Sec1(prefix) => Some(prefix),
            KeyFormat::XOnly | KeyFormat::Raw => None,
        };
        let bytes = match self.format {
            FROST_KEY_STANDARD => standard.clone(),
            FROST_KEY_SPKI_DER => spki(prefix)?,
            FROST_KEY_PEM => pem(&spki(prefix)?).into_bytes(),
            other => {
                return Err(Failure::new(
                    FrostStatus::FrostErrInvalidParameter,
                    format!("key format {other} is not one of FROST_KEY_*"),
                ));
            }
        };
        self.out.bytes(bytes);
        Ok(())
    }
}

/// RFC 7468 armour of a public key: base64 (RFC 4648, Section 4) in lines
/// of 64 characters.
fn pem(der: &[u8]) -> String {
    const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut text = Vec::new();
    for chunk in der.chunks(3) {
        let bits = chunk
            .iter()
            .chain(std::iter::repeat(&0))
            .take(3)
            .fold(0u32, |acc, byte| (acc << 8) | u32::from(*byte));
        for position in 0..4 {
            text.push(if position <= chunk.len() {
                DIGITS[(bits >> (18 - 6 * position)) as usize & 63]
            } else {
                b'='
            });
        }
    }
    let mut out = String::from("-----BEGIN PUBLIC KEY-----\n");
    for line in text.chunks(64) {
        out.extend(line.iter().map(|digit| char::from(*digit)));
        out.push('\n');
    }
    out.push_str("-----END PUBLIC KEY-----\n");
    out
}

/// The group key of `verifying_key` (a `VerifyingKey` or `PublicKeyPackage`
/// message) in `format` (`FROST_KEY_*`). For a Taproot output key, tweak
/// the public key package first (`frost_key_tweak`).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_export_group_key(
    verifying_key: *const u8,
    verifying_key_len: usize,
    format: u8,
    key_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Export {
                key: input(verifying_key, verifying_key_len, "verifying_key")?,
                format,
                out: Out::buffer(key_out, "key_out")?,
            }
        };
        suite::run(suite::of(task.key, "verifying_key")?, task)
    })
}

#[cfg(test)]
mod tests {
    use super::pem;

    #[test]
    fn pem_armours_base64_in_lines_of_64() {
        // RFC 4648, Section 10 vectors, inside the armour.
        for (bytes, base64) in [
            (&b"f"[..], "Zg=="),
            (b"fo", "Zm8="),
            (b"foo", "Zm9v"),
            (b"foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(
                pem(bytes),
                format!("-----BEGIN PUBLIC KEY-----\n{base64}\n-----END PUBLIC KEY-----\n")
            );
        }
        let lines: Vec<_> = pem(&[0; 60]).lines().map(str::len).collect();
        assert_eq!(lines, vec![26, 64, 16, 24]);
    }
}

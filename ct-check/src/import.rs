//! The importer of the reference implementation's key files
//! (`frost_keygen::import`, feature `import`): a key package and a
//! dealer's secret share, written here in the reference's postcard or JSON
//! form with their signing shares secret, imported, and compared with the
//! originals.
//!
//! Postcard carries no field names, so the importer tries every layout in
//! turn on the same bytes: a layout that does not fit reads the secret bytes
//! as lengths, tags or other fields, and the check covers those attempts
//! too. The JSON form also goes through `serde_json`'s text scanner, a known
//! finding (see `known.rs`).

use frost_core::{Ciphersuite, SigningKey};
use frost_keygen::import::{self, Imported, short_id};
use frost_keygen::{IdentifierList, SecretShare};

use crate::encodings::expect_same;
use crate::keygen::{Group, classify_key_package};
use crate::rng::SecretRng;
use crate::{Outcome, fail};

/// Which of the reference's forms to write and import.
#[derive(Clone, Copy, Debug)]
pub enum Encoding {
    /// Its binary `serialize()` form: postcard.
    Postcard,
    /// Its serde JSON form.
    Json,
}

/// One field of a reference key type, in declaration order.
enum Field {
    /// A scalar or group element: a fixed-length byte tuple in postcard,
    /// lowercase hex in JSON.
    Bytes(&'static str, Vec<u8>),
    /// A list of group elements (a commitment, constant term first).
    List(&'static str, Vec<Vec<u8>>),
    /// A `u16` (a threshold).
    Number(&'static str, u16),
}

/// The LEB128 varint of postcard's integers and lengths; public values
/// only.
fn varint(bytes: &mut Vec<u8>, mut value: usize) {
    while value >= 0x80 {
        bytes.push(u8::try_from(value & 0x7f).unwrap_or(0) | 0x80);
        value >>= 7;
    }
    bytes.push(u8::try_from(value).unwrap_or(0));
}

/// Lowercase hex of `bytes` without branches or lookups on them: the digit
/// of nibble `n` is `'0' + n`, plus 39 exactly when `n > 9` (then `9 - n` is
/// negative and its arithmetic shift is all ones).
fn push_hex(text: &mut Vec<u8>, bytes: &[u8]) {
    for byte in bytes {
        for nibble in [byte >> 4, byte & 0x0f] {
            let n = i16::from(nibble);
            let digit = n + 0x30 + (((9 - n) >> 8) & 0x27);
            text.push(digit.to_le_bytes()[0]);
        }
    }
}

/// The reference's encoding of a value of suite `C` with header
/// `{version 0, suite C}` and then `fields`: serde's derived struct layout,
/// a sequence of the fields in postcard and a map of named fields in JSON.
fn encode<C: Ciphersuite>(encoding: Encoding, fields: &[Field]) -> Vec<u8> {
    match encoding {
        Encoding::Postcard => {
            let mut bytes = vec![0];
            bytes.extend_from_slice(&short_id(C::CONTEXT_STRING));
            for field in fields {
                match field {
                    Field::Bytes(_, value) => bytes.extend_from_slice(value),
                    Field::List(_, values) => {
                        varint(&mut bytes, values.len());
                        values.iter().for_each(|v| bytes.extend_from_slice(v));
                    }
                    Field::Number(_, value) => varint(&mut bytes, usize::from(*value)),
                }
            }
            bytes
        }
        Encoding::Json => {
            let mut text = format!(
                "{{\"header\":{{\"version\":0,\"ciphersuite\":\"{}\"}}",
                C::CONTEXT_STRING
            )
            .into_bytes();
            for field in fields {
                match field {
                    Field::Bytes(name, value) => {
                        text.extend_from_slice(format!(",\"{name}\":\"").as_bytes());
                        push_hex(&mut text, value);
                        text.push(b'"');
                    }
                    Field::List(name, values) => {
                        text.extend_from_slice(format!(",\"{name}\":[").as_bytes());
                        for (index, value) in values.iter().enumerate() {
                            if index > 0 {
                                text.push(b',');
                            }
                            text.push(b'"');
                            push_hex(&mut text, value);
                            text.push(b'"');
                        }
                        text.push(b']');
                    }
                    Field::Number(name, value) => {
                        text.extend_from_slice(format!(",\"{name}\":{value}").as_bytes());
                    }
                }
            }
            text.push(b'}');
            text
        }
    }
}

/// Imports a key package and a secret share of suite `C` written in the
/// reference's `encoding`; each must import to the value it was written
/// from. `group` is a 2-of-3 group from the dealer.
pub fn reference_keys<C: Ciphersuite>(
    rng: &mut SecretRng,
    encoding: Encoding,
    group: &Group<C>,
) -> Outcome<()> {
    let (packages, _) = group;
    let (_, key_package) = packages
        .first_key_value()
        .ok_or_else(|| "empty group".to_string())?;
    classify_key_package(key_package);
    let written = encode::<C>(
        encoding,
        &[
            Field::Bytes("identifier", key_package.identifier().to_bytes()),
            Field::Bytes(
                "signing_share",
                key_package.signing_share().to_bytes().to_vec(),
            ),
            Field::Bytes("verifying_share", key_package.verifying_share().to_bytes()),
            Field::Bytes("verifying_key", key_package.verifying_key().to_bytes()),
            Field::Number("min_signers", key_package.min_signers()),
        ],
    );
    match import::import::<C>(&written, None).map_err(fail("import key package"))? {
        Imported::KeyPackage(imported) => expect_same(
            "imported KeyPackage",
            &key_package.serialize(),
            &imported.serialize(),
        )?,
        _ => return Err("a key package imported as another type".to_string()),
    }

    let key = SigningKey::<C>::new(rng);
    frost_ct::classify(&key);
    let (shares, _) =
        frost_keygen::split(&key, 3, 2, IdentifierList::Default, rng).map_err(fail("split"))?;
    let (_, share) = shares
        .first_key_value()
        .ok_or_else(|| "no shares".to_string())?;
    frost_ct::classify(share.signing_share());
    let written = encode::<C>(
        encoding,
        &[
            Field::Bytes("identifier", share.identifier().to_bytes()),
            Field::Bytes("signing_share", share.signing_share().to_bytes().to_vec()),
            Field::List("commitment", share.commitment().coefficient_bytes()),
        ],
    );
    match import::import::<C>(&written, None).map_err(fail("import secret share"))? {
        Imported::SecretShare(imported) => expect_same(
            "imported SecretShare",
            &SecretShare::serialize(share),
            &imported.serialize(),
        ),
        _ => Err("a secret share imported as another type".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_digits_are_lowercase_and_in_order() {
        let mut text = Vec::new();
        push_hex(&mut text, &[0x00, 0x09, 0x0a, 0xf5, 0x9f]);
        assert_eq!(text, b"00090af59f");
    }

    #[test]
    fn varints_are_leb128() {
        let mut bytes = Vec::new();
        varint(&mut bytes, 2);
        varint(&mut bytes, 300);
        assert_eq!(bytes, [2, 0xac, 0x02]);
    }
}

//! Pretty JSON for secret files, written without secret-indexed lookups.
//!
//! serde_json escapes a string by looking every byte up in a 256-entry
//! table: for the hex digits of a signing share or a nonce, which table line
//! is touched tells a cache observer whether each digit is a letter or a
//! number. Secret messages are therefore turned into a [`Value`] by serde
//! (which copies strings, looking nothing up) and written out here: every
//! string is first scanned for characters JSON must escape with
//! constant-time comparisons, and only that one bit, public by design
//! (hex strings never hold such characters), decides whether it is copied
//! as it is or escaped by serde_json. The [`Value`]'s copies of the strings
//! are wiped before it is dropped.
//!
//! The layout is serde_json's pretty one: two-space indentation, fields in
//! the order the types declare them.

use serde::Serialize;
use serde_json::Value;
use subtle::{Choice, ConstantTimeEq, ConstantTimeLess};
use zeroize::{Zeroize, Zeroizing};

/// `message` as pretty-printed JSON followed by a newline, in a buffer that
/// is wiped when dropped.
pub(crate) fn to_pretty_json<T: Serialize>(message: &T) -> Result<Zeroizing<Vec<u8>>, String> {
    let mut value = serde_json::to_value(message).map_err(|e| e.to_string())?;
    let mut out = Zeroizing::new(Vec::new());
    let written = write_value(&mut out, &value, 0);
    wipe(&mut value);
    written?;
    out.push(b'\n');
    Ok(out)
}

/// Appends `value` at nesting depth `depth`.
fn write_value(out: &mut Vec<u8>, value: &Value, depth: usize) -> Result<(), String> {
    match value {
        Value::Null => out.extend_from_slice(b"null"),
        Value::Bool(flag) => out.extend_from_slice(if *flag { b"true" } else { b"false" }),
        // Numbers are counts and versions, never secrets.
        Value::Number(number) => out.extend_from_slice(number.to_string().as_bytes()),
        Value::String(text) => write_string(out, text)?,
        Value::Array(items) => {
            if items.is_empty() {
                out.extend_from_slice(b"[]");
                return Ok(());
            }
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                separate(out, i, depth + 1);
                write_value(out, item, depth + 1)?;
            }
            close(out, b']', depth);
        }
        Value::Object(fields) => {
            if fields.is_empty() {
                out.extend_from_slice(b"{}");
                return Ok(());
            }
            out.push(b'{');
            for (i, (name, field)) in fields.iter().enumerate() {
                separate(out, i, depth + 1);
                write_string(out, name)?;
                out.extend_from_slice(b": ");
                write_value(out, field, depth + 1)?;
            }
            close(out, b'}', depth);
        }
    }
    Ok(())
}

/// The comma before every item but the first, then a new line indented to
/// `depth`.
fn separate(out: &mut Vec<u8>, index: usize, depth: usize) {
    if index > 0 {
        out.push(b',');
    }
    newline(out, depth);
}

/// A new line indented to `depth`, then `bracket`.
fn close(out: &mut Vec<u8>, bracket: u8, depth: usize) {
    newline(out, depth);
    out.push(bracket);
}

fn newline(out: &mut Vec<u8>, depth: usize) {
    out.push(b'\n');
    out.resize(out.len() + 2 * depth, b' ');
}

/// Appends `text` as a JSON string: copied between quotes when no byte needs
/// an escape, which is decided without branching on any byte; escaped by
/// serde_json otherwise.
fn write_string(out: &mut Vec<u8>, text: &str) -> Result<(), String> {
    if bool::from(needs_escape(text.as_bytes())) {
        let escaped = serde_json::to_string(text).map_err(|e| e.to_string())?;
        out.extend_from_slice(escaped.as_bytes());
    } else {
        out.push(b'"');
        out.extend_from_slice(text.as_bytes());
        out.push(b'"');
    }
    Ok(())
}

/// Whether any byte is a quote, a backslash or a control character (below
/// 0x20), the bytes JSON requires to be escaped: in constant time.
fn needs_escape(bytes: &[u8]) -> Choice {
    bytes.iter().fold(Choice::from(0), |found, byte| {
        found | byte.ct_eq(&b'"') | byte.ct_eq(&b'\\') | byte.ct_lt(&0x20)
    })
}

/// Wipes every string of `value`, object keys included, in place.
fn wipe(value: &mut Value) {
    match value {
        Value::String(text) => text.zeroize(),
        Value::Array(items) => items.iter_mut().for_each(wipe),
        Value::Object(fields) => {
            for (mut name, mut field) in core::mem::take(fields) {
                name.zeroize();
                wipe(&mut field);
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// The output is serde_json's own pretty printing, byte for byte, for
    /// nested objects and arrays, empty ones, numbers, booleans, null, and
    /// strings with and without characters to escape.
    #[test]
    fn matches_serde_json_pretty_printing() {
        let value = json!({
            "header": { "version": 0, "ciphersuite": "FROST-ED25519-SHA512-v1", "type": "key-package" },
            "signing_share": "00ff1a2b",
            "list": [1, "two", [], {}, [true, false, null]],
            "quoted \"name\"": "back\\slash, tab\t, newline\n, control \u{1}",
            "unicode": "déjà vu",
            "empty": {},
        });
        let ours = to_pretty_json(&value).expect("encodes");
        let expected = format!(
            "{}\n",
            serde_json::to_string_pretty(&value).expect("encodes")
        );
        assert_eq!(String::from_utf8(ours.to_vec()).expect("UTF-8"), expected);
    }

    #[test]
    fn escapes_are_detected_exactly() {
        assert!(!bool::from(needs_escape(b"0123456789abcdef")));
        assert!(!bool::from(needs_escape("déjà ~ !#/".as_bytes())));
        for bad in [&b"a\"b"[..], b"a\\b", b"\x00", b"x\x1f", b"\n"] {
            assert!(bool::from(needs_escape(bad)), "{bad:?}");
        }
        assert!(!bool::from(needs_escape(b" ")));
    }

    #[test]
    fn wipe_clears_every_string() {
        let mut value = json!({ "a": "secret", "b": ["x", { "c": "y" }], "n": 3 });
        wipe(&mut value);
        assert_eq!(value, json!({}));
        let mut text = json!("secret");
        wipe(&mut text);
        assert_eq!(text, json!(""));
    }
}

//! How a message to be signed is shown to the person who signs it, and the
//! check that it is the one they expect.
//!
//! A signer must see exactly what it signs before it signs: a printable text
//! is shown in full, quoted with its escapes (so that a line break or a
//! trailing space cannot hide); other bytes are shown in full as hex, or,
//! past [`HEX_UP_TO`] bytes, by their length and SHA-256 digest, which the
//! signer compares with the digest of the document it means to sign.

use std::path::PathBuf;

use clap::Args;
use sha2::{Digest, Sha256};

use crate::{CliResult, names};

/// Binary messages up to this length are shown as hex in full; longer ones
/// by length and SHA-256 digest.
const HEX_UP_TO: usize = 512;

/// The message as text, when every character is printable: no control
/// character other than line feed and tab, and no invisible character that
/// changes how the rest reads (bidirectional overrides and isolates,
/// zero-width characters).
fn printable(message: &[u8]) -> Option<&str> {
    let text = std::str::from_utf8(message).ok()?;
    let hidden = |c: char| matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}');
    let shown = text
        .chars()
        .all(|c| (c == '\n' || c == '\t' || !c.is_control()) && !hidden(c));
    shown.then_some(text)
}

/// The SHA-256 digest of `message`, as hex.
pub(crate) fn sha256_hex(message: &[u8]) -> String {
    names::hex(&Sha256::digest(message))
}

/// The whole message, for the person about to sign or verify it: its length,
/// then the text in full (quoted), the bytes in full as hex, or for long
/// binary messages the SHA-256 digest, saying which.
pub(crate) fn describe(message: &[u8]) -> String {
    let length = match message.len() {
        1 => "1 byte".to_owned(),
        n => format!("{n} bytes"),
    };
    if let Some(text) = printable(message) {
        format!("{length} of text: {text:?}")
    } else if message.len() <= HEX_UP_TO {
        format!(
            "{length}, not printable text, as hex: {}",
            names::hex(message)
        )
    } else {
        format!(
            "{length}, not printable text and too long to show; its SHA-256 is {} (compare it with the digest of the document you mean to sign)",
            sha256_hex(message)
        )
    }
}

/// The message a signer expects to sign: anything else is refused before its
/// nonces are touched. A signer confirms the message by default: without
/// an expected message, it signs only when told `--yes`.
#[derive(Args, Clone)]
#[group(required = false, multiple = false)]
pub(crate) struct ExpectArg {
    /// Refuse to sign unless the message is exactly this text.
    #[arg(long)]
    expect_message: Option<String>,
    /// Refuse to sign unless the message is exactly the bytes of this file.
    #[arg(long)]
    expect_message_file: Option<PathBuf>,
    /// Sign whatever message the signing package holds (it is shown), for
    /// scripts that checked it by other means.
    #[arg(long)]
    yes: bool,
}

impl ExpectArg {
    /// Checks `message` is the expected one; without an expected message,
    /// refuses unless `--yes` was given.
    pub(crate) fn check(&self, message: &[u8]) -> CliResult<()> {
        let expected = match (&self.expect_message, &self.expect_message_file) {
            (Some(text), _) => text.as_bytes().to_vec(),
            (None, Some(path)) => {
                std::fs::read(path).map_err(|e| format!("{}: cannot read ({e})", path.display()))?
            }
            (None, None) if self.yes => return Ok(()),
            (None, None) => {
                return Err(format!(
                    "refusing to sign a message nobody confirmed: the signing package's message is {}. Give it with --expect-message or --expect-message-file if it is the one you mean to sign (or --yes to sign it as it is, for scripts that checked it otherwise); the nonces are untouched",
                    describe(message)
                ));
            }
        };
        if expected == message {
            return Ok(());
        }
        Err(format!(
            "refusing to sign: the signing package's message is not the one expected\n  expected: {}\n  received: {}",
            describe(&expected),
            describe(message)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_shown_in_full_with_escapes() {
        let long = "pay 10 to Alice; ".repeat(10);
        let shown = describe(long.as_bytes());
        assert!(shown.contains(long.trim_end()), "{shown}");
        assert_eq!(
            describe(b"two\nlines "),
            "10 bytes of text: \"two\\nlines \""
        );
        assert_eq!(describe(b"x"), "1 byte of text: \"x\"");
    }

    #[test]
    fn binary_is_shown_as_hex_or_digest() {
        assert_eq!(
            describe(&[0, 0xff, 7]),
            "3 bytes, not printable text, as hex: 00ff07"
        );
        // A bidirectional override makes text read differently: hex.
        assert!(describe("a\u{202e}b".as_bytes()).contains("as hex"));
        let long = vec![0xab; HEX_UP_TO + 1];
        let shown = describe(&long);
        assert!(shown.contains(&sha256_hex(&long)), "{shown}");
        assert!(!shown.contains("abab"), "{shown}");
    }

    #[test]
    fn sha256_matches_the_fips_180_vector() {
        // FIPS 180-2, Appendix B.1: SHA-256("abc").
        assert_eq!(
            sha256_hex(b"abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn expectation_refuses_another_message() {
        let expect = ExpectArg {
            expect_message: Some("pay 10".to_owned()),
            expect_message_file: None,
            yes: false,
        };
        assert!(expect.check(b"pay 10").is_ok());
        let error = expect.check(b"pay 1000").unwrap_err();
        assert!(error.contains("\"pay 1000\""), "{error}");
    }

    #[test]
    fn without_an_expected_message_only_yes_signs() {
        let none = ExpectArg {
            expect_message: None,
            expect_message_file: None,
            yes: false,
        };
        let error = none.check(b"anything").unwrap_err();
        assert!(
            error.contains("\"anything\"") && error.contains("--yes"),
            "{error}"
        );
        let yes = ExpectArg { yes: true, ..none };
        assert!(yes.check(b"anything").is_ok());
    }
}

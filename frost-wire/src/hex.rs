//! Lowercase hex without secret-dependent branches or table lookups.
//!
//! Hex is how the engine's `Debug` prints public values and how the
//! human-readable serialisation writes every value, secrets included
//! (through the explicit [`Secret`](crate::Secret) opt-in). Both directions
//! therefore map each digit with arithmetic on masks instead of `match`,
//! `format!` or a lookup table, so that the time taken does not depend on the
//! digits, only on the length. Every crate of the family writes and reads hex
//! through [`write_lower_hex`] and [`decode_lower_hex`]:
//! `format!("{b:02x}")` and a `match` on each digit are neither.

use core::fmt;

use subtle::{ConditionallySelectable, ConstantTimeGreater};
use zeroize::Zeroizing;

/// `0xff` if `lo <= x <= hi`, else `0`, for `x`, `lo`, `hi` in `0..=255`.
fn in_range_mask(x: u8, lo: u8, hi: u8) -> u8 {
    let x = i16::from(x);
    // Negative exactly when x < lo or x > hi; the arithmetic shift spreads
    // the sign bit over the whole word.
    let outside = ((x - i16::from(lo)) | (i16::from(hi) - x)) >> 15;
    // outside is 0 or -1; its low byte complemented is the mask.
    !(outside.to_le_bytes()[0])
}

/// The lowercase hex digit of a nibble (`0..=15`).
fn nibble_to_digit(nibble: u8) -> u8 {
    // '0' + n, plus the distance from '9' + 1 to 'a' when n > 9, selected
    // through `subtle`: compilers turned the plain mask of this sum into a
    // conditional move on the (secret) nibble.
    let is_letter = nibble.ct_gt(&9);
    nibble + b'0' + u8::conditional_select(&0, &(b'a' - b'0' - 10), is_letter)
}

/// `digit` with its high bit cleared: a no-op on the ASCII digits
/// [`nibble_to_digit`] returns, done through an optimisation barrier so that
/// it stays. The UTF-8 check of the digits reads only that bit; clearing it
/// makes plain that the check's outcome cannot depend on the (secret)
/// digits, also to the constant-time check, which tracks each bit.
fn ascii(digit: u8) -> u8 {
    core::hint::black_box(digit) & 0x7f
}

/// The value of a lowercase hex digit and a mask that is `0xff` when the
/// character is one.
fn digit_to_nibble(c: u8) -> (u8, u8) {
    let is_decimal = in_range_mask(c, b'0', b'9');
    let is_letter = in_range_mask(c, b'a', b'f');
    let value = (is_decimal & c.wrapping_sub(b'0')) | (is_letter & c.wrapping_sub(b'a' - 10));
    (value, is_decimal | is_letter)
}

/// Writes `bytes` as lowercase hex, each digit computed without a branch or
/// table lookup on the (possibly secret) byte; the digits pass through a
/// buffer wiped afterwards.
pub fn write_lower_hex(f: &mut fmt::Formatter<'_>, bytes: &[u8]) -> fmt::Result {
    // Wiped on every way out, the error returns included.
    let mut buffer = Zeroizing::new([0u8; 64]);
    for chunk in bytes.chunks(buffer.len() / 2) {
        let digits = &mut buffer[..2 * chunk.len()];
        for (pair, byte) in digits.chunks_exact_mut(2).zip(chunk) {
            pair[0] = ascii(nibble_to_digit(byte >> 4));
            pair[1] = ascii(nibble_to_digit(byte & 0x0f));
        }
        // Every digit is ASCII, so the conversion cannot fail; it only checks
        // the high bits, the same way for every digit.
        f.write_str(core::str::from_utf8(digits).map_err(|_| fmt::Error)?)?;
    }
    Ok(())
}

/// Decodes lowercase hex of even length into `out`, returning `false` (after
/// reading the whole input) if any character is not a lowercase hex digit.
/// Whether the input was valid is the only thing that its timing reveals;
/// `out` receives `text.len() / 2` bytes either way (wipe it if the text
/// may be secret).
pub fn decode_lower_hex(text: &[u8], out: &mut alloc::vec::Vec<u8>) -> bool {
    let mut valid = 0xffu8;
    for pair in text.chunks_exact(2) {
        let (high, high_ok) = digit_to_nibble(pair[0]);
        let (low, low_ok) = digit_to_nibble(pair[1]);
        valid &= high_ok & low_ok;
        out.push((high << 4) | low);
    }
    let accepted = text.len().is_multiple_of(2) && valid == 0xff;
    // The accept/reject outcome is public: it only refuses malformed input.
    frost_ct::declassify(&accepted);
    accepted
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::String;
    use alloc::vec::Vec;

    struct Hex<'a>(&'a [u8]);

    impl fmt::Display for Hex<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_lower_hex(f, self.0)
        }
    }

    #[test]
    fn encodes_every_byte_like_the_formatter() {
        let all: Vec<u8> = (0..=255u8).collect();
        let expected: String = all.iter().map(|b| format!("{b:02x}")).collect();
        // 256 bytes span several internal chunks.
        assert_eq!(format!("{}", Hex(&all)), expected);
        assert_eq!(format!("{}", Hex(&[])), "");
    }

    #[test]
    fn digit_classification_is_exact() {
        for c in 0..=255u8 {
            let (value, mask) = digit_to_nibble(c);
            let expected = match c {
                b'0'..=b'9' => Some(c - b'0'),
                b'a'..=b'f' => Some(c - b'a' + 10),
                _ => None,
            };
            assert_eq!(mask == 0xff, expected.is_some(), "character {c}");
            assert!(mask == 0xff || mask == 0, "mask for {c}");
            if let Some(expected) = expected {
                assert_eq!(value, expected, "character {c}");
            }
        }
    }

    #[test]
    fn decodes_what_it_encodes_and_nothing_else() {
        let all: Vec<u8> = (0..=255u8).collect();
        let text = format!("{}", Hex(&all));
        let mut out = Vec::new();
        assert!(decode_lower_hex(text.as_bytes(), &mut out));
        assert_eq!(out, all);
        for bad in ["0", "0g", "0A", "z0", "abc", " 0"] {
            let mut out = Vec::new();
            assert!(!decode_lower_hex(bad.as_bytes(), &mut out), "{bad:?}");
        }
    }
}

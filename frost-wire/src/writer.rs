//! Writing a message body: raw bytes, big-endian integers and varints into
//! a buffer sized in advance.

use alloc::vec::Vec;

use zeroize::Zeroize;

use crate::{HEADER_LEN, Suite};

/// The length of `value` as a varint ([`Writer::varint`]).
#[inline]
pub fn varint_len(value: usize) -> usize {
    let bits = usize::BITS - (value | 1).leading_zeros();
    bits.div_ceil(7) as usize
}

/// Appends the fields of one message to a buffer sized in advance.
///
/// Messages announce their exact length before being written, so the buffer
/// never reallocates: a secret written into it leaves no stale copy behind in
/// freed memory, and the caller can wipe the one buffer there is.
pub struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    /// A writer holding the header of a message of type `code` in suite
    /// `S`, with room for `body_len` more bytes.
    #[inline]
    pub fn new<S: Suite>(code: u8, body_len: usize) -> Self {
        let mut bytes = Vec::with_capacity(HEADER_LEN + body_len);
        bytes.extend_from_slice(&crate::header::<S>(code));
        Self { bytes }
    }

    /// A writer for `len` bytes of a message body without a header: one
    /// field alone, as the human-readable form writes it in hex.
    #[inline]
    pub fn body(len: usize) -> Self {
        Self {
            bytes: Vec::with_capacity(len),
        }
    }

    /// Raw bytes, e.g. an element or identifier encoding.
    #[inline]
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    /// The encoding of a secret value, wiped once copied: `encoding` is the
    /// temporary the caller made (e.g. `SerializeScalar(s)`).
    #[inline]
    pub fn secret<B: AsRef<[u8]> + AsMut<[u8]>>(&mut self, mut encoding: B) {
        self.bytes.extend_from_slice(encoding.as_ref());
        encoding.as_mut().zeroize();
    }

    /// A big-endian `u16` (a threshold).
    #[inline]
    pub fn u16(&mut self, value: u16) {
        self.bytes.extend_from_slice(&value.to_be_bytes());
    }

    /// A count or length as an unsigned LEB128 varint: seven bits per byte,
    /// least significant group first, the high bit set on every byte but the
    /// last, and no superfluous trailing zero groups.
    #[inline]
    pub fn varint(&mut self, value: usize) {
        let mut value = value as u64;
        while value >= 0x80 {
            self.bytes.push((value as u8 & 0x7f) | 0x80);
            value >>= 7;
        }
        self.bytes.push(value as u8);
    }

    /// The finished message (or field).
    #[inline]
    pub fn finish(self) -> Vec<u8> {
        debug_assert_eq!(
            self.bytes.len(),
            self.bytes.capacity(),
            "message length announced exactly"
        );
        self.bytes
    }
}

#[cfg(test)]
mod tests {
    use super::{Writer, varint_len};

    /// Varints are LEB128 in their shortest form, and their announced
    /// length is the written one, at every boundary of a seven-bit group.
    #[test]
    fn varints_are_shortest_leb128() {
        let cases: [(usize, &[u8]); 5] = [
            (0, &[0x00]),
            (127, &[0x7f]),
            (128, &[0x80, 0x01]),
            (300, &[0xac, 0x02]),
            (16384, &[0x80, 0x80, 0x01]),
        ];
        for (value, expected) in cases {
            let mut writer = Writer::body(varint_len(value));
            writer.varint(value);
            assert_eq!(writer.finish(), expected, "{value}");
        }
        assert_eq!(varint_len(usize::MAX), usize::BITS.div_ceil(7) as usize);
    }

    /// A secret's temporary encoding is wiped once written.
    #[test]
    fn secrets_are_wiped_once_written() {
        let mut encoding = [7u8; 4];
        let mut writer = Writer::body(4);
        writer.secret(&mut encoding);
        assert_eq!(writer.finish(), [7; 4]);
        assert_eq!(encoding, [0; 4]);
    }
}

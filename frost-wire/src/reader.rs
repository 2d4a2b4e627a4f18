//! Reading a message body strictly: the header, raw bytes, big-endian
//! integers, varints and counts, each failure a typed error of the suite.

use core::marker::PhantomData;

use crate::{Error, Suite};

/// Reads the fields of one message of suite `S`, refusing anything but its
/// canonical encoding. Every failure is the suite's error
/// ([`Suite::Error`]); no input makes it panic. The engine adds the readers
/// of its values (scalars, elements, identifiers, signatures) as a trait on
/// this type.
pub struct Reader<'a, S: Suite> {
    rest: &'a [u8],
    suite: PhantomData<S>,
}

impl<S: Suite> Clone for Reader<'_, S> {
    #[inline]
    fn clone(&self) -> Self {
        Self {
            rest: self.rest,
            suite: PhantomData,
        }
    }
}

impl<'a, S: Suite> Reader<'a, S> {
    /// Checks the header of a message of type `code`, in order: version,
    /// suite, message type, so the error names the first thing that is
    /// wrong ([`message_body`](crate::message_body)).
    #[inline]
    pub fn new(bytes: &'a [u8], code: u8) -> Result<Self, S::Error> {
        let rest = crate::message_body::<S>(bytes, code)?;
        Ok(Self {
            rest,
            suite: PhantomData,
        })
    }

    /// A reader of body bytes without a header: one field alone, as the
    /// human-readable form carries it in hex.
    #[inline]
    pub fn body(bytes: &'a [u8]) -> Self {
        Self {
            rest: bytes,
            suite: PhantomData,
        }
    }

    /// The next `len` bytes.
    #[inline]
    pub fn take(&mut self, len: usize) -> Result<&'a [u8], S::Error> {
        let (taken, rest) = self
            .rest
            .split_at_checked(len)
            .ok_or(Error::InvalidLength)?;
        self.rest = rest;
        Ok(taken)
    }

    /// One byte.
    #[inline]
    pub fn u8(&mut self) -> Result<u8, S::Error> {
        Ok(self.take(1)?[0])
    }

    /// A big-endian `u16`.
    #[inline]
    pub fn u16(&mut self) -> Result<u16, S::Error> {
        let bytes = self.take(2)?;
        Ok(u16::from_be_bytes([bytes[0], bytes[1]]))
    }

    /// A big-endian `u32`.
    #[inline]
    pub fn u32(&mut self) -> Result<u32, S::Error> {
        let bytes = self.take(4)?;
        Ok(u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
    }

    /// The bytes read since `start`, a copy of this reader taken earlier
    /// (e.g. the part of a message a signature covers).
    #[inline]
    pub fn since(&self, start: &Self) -> &'a [u8] {
        &start.rest[..start.rest.len().saturating_sub(self.rest.len())]
    }

    /// Everything left, for a nested message whose own decoder checks its
    /// end.
    #[inline]
    pub fn rest(self) -> &'a [u8] {
        self.rest
    }

    /// An unsigned LEB128 varint in its shortest form: a superfluous zero
    /// group is [`Error::NonCanonicalEncoding`], a value that overflows 64 bits
    /// or `usize` is [`Error::InvalidLength`].
    #[inline]
    pub fn varint(&mut self) -> Result<usize, S::Error> {
        let mut value: u64 = 0;
        for index in 0..10 {
            let byte = self.take(1)?[0];
            if index == 9 && byte > 1 {
                return Err(Error::InvalidLength.into());
            }
            value |= u64::from(byte & 0x7f) << (7 * index);
            if byte & 0x80 == 0 {
                if byte == 0 && index > 0 {
                    return Err(Error::NonCanonicalEncoding.into());
                }
                return usize::try_from(value).map_err(|_| Error::InvalidLength.into());
            }
        }
        Err(Error::InvalidLength.into())
    }

    /// A varint count of items of `item_len` bytes each, refused at once when
    /// the remaining bytes cannot hold that many, so that a forged count never
    /// drives an allocation or a long loop.
    #[inline]
    pub fn count(&mut self, item_len: usize) -> Result<usize, S::Error> {
        let count = self.varint()?;
        if count.saturating_mul(item_len) > self.rest.len() {
            return Err(Error::InvalidLength.into());
        }
        Ok(count)
    }

    /// Ends decoding: trailing bytes are refused.
    #[inline]
    pub fn finish(self) -> Result<(), S::Error> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(Error::InvalidLength.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Reader;
    use crate::testing::TestSuite;
    use crate::{Error, header};

    fn body(bytes: &[u8]) -> Reader<'_, TestSuite> {
        Reader::body(bytes)
    }

    /// The header is checked in order, so the error names the first thing
    /// that is wrong.
    #[test]
    fn header_is_checked_in_order() {
        let good = header::<TestSuite>(7);
        assert!(Reader::<TestSuite>::new(&good, 7).is_ok());
        let cases: [(&[u8], Error); 4] = [
            (&good[..2], Error::InvalidLength),
            (&[2, 0, 0], Error::UnsupportedVersion { found: 2 }),
            (&[1, 0, 8], Error::WrongSuite { found: 0 }),
            (
                &[1, good[1], 8],
                Error::WrongMessageType {
                    expected: 7,
                    found: 8,
                },
            ),
        ];
        for (bytes, expected) in cases {
            assert_eq!(
                Reader::<TestSuite>::new(bytes, 7).err(),
                Some(expected),
                "{bytes:?}"
            );
        }
    }

    /// Varints: the shortest form only, nothing beyond 64 bits.
    #[test]
    fn varints_are_read_in_their_shortest_form_only() {
        assert_eq!(body(&[0xac, 0x02]).varint(), Ok(300));
        assert_eq!(
            body(&[0x80, 0x00]).varint(),
            Err(Error::NonCanonicalEncoding)
        );
        assert_eq!(body(&[0x80]).varint(), Err(Error::InvalidLength));
        let mut too_long = [0xff; 10];
        too_long[9] = 0x02;
        assert_eq!(body(&too_long).varint(), Err(Error::InvalidLength));
        let mut max = [0xff; 10];
        max[9] = 0x01;
        assert_eq!(body(&max).varint().map(|v| v as u64), Ok(u64::MAX));
    }

    /// A count is refused when the rest cannot hold that many items, and
    /// trailing bytes are refused at the end.
    #[test]
    fn counts_are_bounded_and_trailing_bytes_refused() {
        assert_eq!(body(&[2, 0, 0, 0, 0]).count(2), Ok(2));
        assert_eq!(body(&[3, 0, 0, 0, 0]).count(2), Err(Error::InvalidLength));
        let mut reader = body(&[1, 2, 3]);
        assert_eq!(reader.u16(), Ok(0x0102));
        let start = reader.clone();
        assert_eq!(reader.u8(), Ok(3));
        assert_eq!(reader.since(&start), [3]);
        assert_eq!(body(&[1]).finish(), Err(Error::InvalidLength));
    }
}

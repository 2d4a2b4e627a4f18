//! Byte-level reading and writing of the binary wire format: the header, the
//! fixed-width integers, scalars, elements and identifier-keyed maps that every
//! message is made of.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::marker::PhantomData;

use zeroize::Zeroize;

use super::HEADER_LEN;
use crate::element::EncodedElement;
use crate::{Ciphersuite, ElementBytes, Error, Identifier, Scalar, ScalarBytes, Signature};

/// `Ne`: the length of an encoded group element of `C`.
pub fn element_len<C: Ciphersuite>() -> usize {
    ElementBytes::<C>::default().as_ref().len()
}

/// `Ns`: the length of an encoded scalar (and identifier) of `C`.
pub fn scalar_len<C: Ciphersuite>() -> usize {
    ScalarBytes::<C>::default().as_ref().len()
}

/// The length of `value` as a varint ([`Writer::varint`]).
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
    /// `C`, with room for `body_len` more bytes.
    pub fn new<C: Ciphersuite>(code: u8, body_len: usize) -> Self {
        let mut bytes = Vec::with_capacity(HEADER_LEN + body_len);
        bytes.extend_from_slice(&super::header::<C>(code));
        Self { bytes }
    }

    /// A writer for `len` bytes of a message body without a header: one
    /// field alone, as the human-readable form writes it in hex.
    pub fn body(len: usize) -> Self {
        Self {
            bytes: Vec::with_capacity(len),
        }
    }

    /// Raw bytes, e.g. an element or identifier encoding.
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    /// A big-endian `u16` (a threshold).
    pub fn u16(&mut self, value: u16) {
        self.bytes.extend_from_slice(&value.to_be_bytes());
    }

    /// A count or length as an unsigned LEB128 varint: seven bits per byte,
    /// least significant group first, the high bit set on every byte but the
    /// last, and no superfluous trailing zero groups.
    pub fn varint(&mut self, value: usize) {
        let mut value = value as u64;
        while value >= 0x80 {
            self.bytes.push((value as u8 & 0x7f) | 0x80);
            value >>= 7;
        }
        self.bytes.push(value as u8);
    }

    /// `SerializeScalar(scalar)` of a secret scalar; the temporary encoding is
    /// wiped once copied.
    pub fn secret_scalar<C: Ciphersuite>(&mut self, scalar: &Scalar<C>) {
        let mut repr = crate::serialize_scalar::<C>(scalar);
        self.bytes.extend_from_slice(repr.as_ref());
        repr.as_mut().zeroize();
    }

    /// The finished message (or field).
    pub fn finish(self) -> Vec<u8> {
        debug_assert_eq!(
            self.bytes.len(),
            self.bytes.capacity(),
            "message length announced exactly"
        );
        self.bytes
    }
}

/// Reads the fields of one message, refusing anything but its canonical
/// encoding. Every failure is a typed [`Error`]; no input makes it panic.
pub struct Reader<'a, C: Ciphersuite> {
    rest: &'a [u8],
    suite: PhantomData<C>,
}

impl<C: Ciphersuite> Clone for Reader<'_, C> {
    fn clone(&self) -> Self {
        Self {
            rest: self.rest,
            suite: PhantomData,
        }
    }
}

impl<'a, C: Ciphersuite> Reader<'a, C> {
    /// Checks the header of a message of type `code`, in order: version,
    /// ciphersuite, message type, so the error names the first thing that
    /// is wrong ([`message_body`](super::message_body)).
    pub fn new(bytes: &'a [u8], code: u8) -> Result<Self, Error<C>> {
        let rest = super::message_body::<C>(bytes, code)?;
        Ok(Self {
            rest,
            suite: PhantomData,
        })
    }

    /// A reader of body bytes without a header: one field alone, as the
    /// human-readable form carries it in hex.
    pub fn body(bytes: &'a [u8]) -> Self {
        Self {
            rest: bytes,
            suite: PhantomData,
        }
    }

    /// The next `len` bytes.
    pub fn take(&mut self, len: usize) -> Result<&'a [u8], Error<C>> {
        let (taken, rest) = self
            .rest
            .split_at_checked(len)
            .ok_or(Error::InvalidLength)?;
        self.rest = rest;
        Ok(taken)
    }

    /// One byte.
    pub fn u8(&mut self) -> Result<u8, Error<C>> {
        Ok(self.take(1)?[0])
    }

    /// A big-endian `u32`.
    pub fn u32(&mut self) -> Result<u32, Error<C>> {
        let bytes = self.take(4)?;
        Ok(u32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
    }

    /// The bytes read since `start`, a copy of this reader taken earlier
    /// (e.g. the part of a message a signature covers).
    pub fn since(&self, start: &Self) -> &'a [u8] {
        &start.rest[..start.rest.len().saturating_sub(self.rest.len())]
    }

    /// Everything left, for a nested message whose own decoder checks its
    /// end.
    pub fn rest(self) -> &'a [u8] {
        self.rest
    }

    /// A big-endian `u16`.
    pub fn u16(&mut self) -> Result<u16, Error<C>> {
        let bytes = self.take(2)?;
        Ok(u16::from_be_bytes([bytes[0], bytes[1]]))
    }

    /// An unsigned LEB128 varint in its shortest form: a superfluous zero
    /// group is [`Error::NonCanonicalEncoding`], a value that overflows 64 bits
    /// or `usize` is [`Error::InvalidLength`].
    pub fn varint(&mut self) -> Result<usize, Error<C>> {
        let mut value: u64 = 0;
        for index in 0..10 {
            let byte = self.take(1)?[0];
            if index == 9 && byte > 1 {
                return Err(Error::InvalidLength);
            }
            value |= u64::from(byte & 0x7f) << (7 * index);
            if byte & 0x80 == 0 {
                if byte == 0 && index > 0 {
                    return Err(Error::NonCanonicalEncoding);
                }
                return usize::try_from(value).map_err(|_| Error::InvalidLength);
            }
        }
        Err(Error::InvalidLength)
    }

    /// A canonical, non-identity element of the prime-order subgroup.
    pub(crate) fn element(&mut self) -> Result<EncodedElement<C>, Error<C>> {
        Ok(EncodedElement::from_bytes(self.take(element_len::<C>())?)?)
    }

    /// A signature in its strict encoding ([`Signature::to_bytes`]).
    pub fn signature(&mut self) -> Result<Signature<C>, Error<C>> {
        Signature::from_bytes(self.take(Signature::<C>::encoded_len())?)
    }

    /// A canonical scalar.
    pub fn scalar(&mut self) -> Result<Scalar<C>, Error<C>> {
        Ok(C::deserialize_scalar(self.take(scalar_len::<C>())?)?)
    }

    /// A canonical, non-zero identifier.
    pub fn identifier(&mut self) -> Result<Identifier<C>, Error<C>> {
        Identifier::from_bytes(self.take(scalar_len::<C>())?)
    }

    /// A varint count of items of `item_len` bytes each, refused at once when
    /// the remaining bytes cannot hold that many, so that a forged count never
    /// drives an allocation or a long loop.
    pub fn count(&mut self, item_len: usize) -> Result<usize, Error<C>> {
        let count = self.varint()?;
        if count.saturating_mul(item_len) > self.rest.len() {
            return Err(Error::InvalidLength);
        }
        Ok(count)
    }

    /// A map keyed by identifier: a varint count, then that many entries of
    /// `identifier || value`, keys strictly ascending. A repeated key is
    /// [`Error::DuplicatedIdentifier`]; keys out of order are
    /// [`Error::NonCanonicalEncoding`] (a map has one encoding only).
    pub fn identifier_map<V>(
        &mut self,
        value_len: usize,
        mut value: impl FnMut(&mut Self) -> Result<V, Error<C>>,
    ) -> Result<BTreeMap<Identifier<C>, V>, Error<C>> {
        let count = self.count(scalar_len::<C>() + value_len)?;
        let mut map = BTreeMap::new();
        let mut previous: Option<Identifier<C>> = None;
        for _ in 0..count {
            let identifier = self.identifier()?;
            if let Some(previous) = previous {
                if identifier == previous {
                    return Err(Error::DuplicatedIdentifier { identifier });
                }
                if identifier < previous {
                    return Err(Error::NonCanonicalEncoding);
                }
            }
            previous = Some(identifier);
            map.insert(identifier, value(self)?);
        }
        Ok(map)
    }

    /// Ends decoding: trailing bytes are refused.
    pub fn finish(self) -> Result<(), Error<C>> {
        if self.rest.is_empty() {
            Ok(())
        } else {
            Err(Error::InvalidLength)
        }
    }
}

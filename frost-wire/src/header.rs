//! The three-byte header of every message: format version, suite, type.

use crate::{Error, FORMAT_VERSION, HEADER_LEN, Suite};

/// The header of a message of type `code` in suite `S`: [`FORMAT_VERSION`],
/// the suite's byte ([`Suite::WIRE_ID`]) and `code`.
#[inline]
pub fn header<S: Suite>(code: u8) -> [u8; HEADER_LEN] {
    [FORMAT_VERSION, S::WIRE_ID, code]
}

/// The body of a message of type `code` in suite `S`, after its header is
/// checked in order, so that the error names the first thing that is wrong:
/// [`Error::InvalidLength`] for fewer bytes than a header,
/// [`Error::UnsupportedVersion`], [`Error::WrongSuite`], then
/// [`Error::WrongMessageType`], each converted into the suite's error. The
/// counterpart of [`header`].
#[inline]
pub fn message_body<S: Suite>(bytes: &[u8], code: u8) -> Result<&[u8], S::Error> {
    let (found, body) = bytes
        .split_at_checked(HEADER_LEN)
        .ok_or(Error::InvalidLength)?;
    let [version, suite, message_type] = [found[0], found[1], found[2]];
    if version != FORMAT_VERSION {
        return Err(Error::UnsupportedVersion { found: version }.into());
    }
    if suite != S::WIRE_ID {
        return Err(Error::WrongSuite { found: suite }.into());
    }
    if message_type != code {
        return Err(Error::WrongMessageType {
            expected: code,
            found: message_type,
        }
        .into());
    }
    Ok(body)
}

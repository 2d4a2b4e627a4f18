//! Lists: how several messages travel as one byte string.
//!
//! A list is `count: u32 little-endian`, then `count` items, each
//! `len: u32 little-endian || len bytes`. Nothing may follow the last item.
//! A map from participants to messages (commitments, signature shares,
//! packages) is a list of pairs: `Identifier` message, then its value, for
//! each participant, so it has an even number of items.

use crate::failure::Failure;
use crate::status::FrostStatus;

/// Encodes `items` as a list.
pub(crate) fn encode<T: AsRef<[u8]>>(items: &[T]) -> Vec<u8> {
    let total: usize = items.iter().map(|item| 4 + item.as_ref().len()).sum();
    let mut out = Vec::with_capacity(4 + total);
    out.extend_from_slice(&count(items.len()).to_le_bytes());
    for item in items {
        out.extend_from_slice(&count(item.as_ref().len()).to_le_bytes());
        out.extend_from_slice(item.as_ref());
    }
    out
}

/// A length as the list's `u32`. Every list the library writes holds
/// messages it made from inputs of at most `FROST_MAX_INPUT_LEN` bytes, far
/// below `u32::MAX`.
fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Decodes the list `bytes` (argument `what`) into its items, refusing
/// counts the bytes cannot hold and trailing bytes.
pub(crate) fn decode<'a>(bytes: &'a [u8], what: &str) -> Result<Vec<&'a [u8]>, Failure> {
    let (n, mut rest) = split_u32(bytes, what)?;
    // Every item takes at least its four length bytes: a count beyond that
    // is refused before anything is allocated for it.
    if n > rest.len() / 4 {
        return Err(malformed(what, "the count exceeds what the bytes can hold"));
    }
    let mut items = Vec::with_capacity(n);
    for _ in 0..n {
        let (len, after) = split_u32(rest, what)?;
        let (item, after) = after
            .split_at_checked(len)
            .ok_or_else(|| malformed(what, "an item is longer than the bytes left"))?;
        items.push(item);
        rest = after;
    }
    if !rest.is_empty() {
        return Err(malformed(what, "bytes follow the last item"));
    }
    Ok(items)
}

/// The entries of a map, each an identifier's bytes and its value's.
pub(crate) type Pairs<'a> = Vec<(&'a [u8], &'a [u8])>;

/// Decodes a map: a list of `(Identifier message, value)` pairs.
pub(crate) fn decode_pairs<'a>(bytes: &'a [u8], what: &str) -> Result<Pairs<'a>, Failure> {
    let items = decode(bytes, what)?;
    if items.len() % 2 != 0 {
        return Err(malformed(
            what,
            "a map holds an identifier and a value for each participant (an even count)",
        ));
    }
    Ok(items
        .chunks_exact(2)
        .map(|pair| (pair[0], pair[1]))
        .collect())
}

fn split_u32<'a>(bytes: &'a [u8], what: &str) -> Result<(usize, &'a [u8]), Failure> {
    let (head, rest) = bytes.split_first_chunk::<4>().ok_or_else(|| {
        Failure::new(
            FrostStatus::FrostErrInvalidLength,
            format!("{what}: truncated list"),
        )
    })?;
    let n = usize::try_from(u32::from_le_bytes(*head))
        .map_err(|_| malformed(what, "a length does not fit this platform"))?;
    Ok((n, rest))
}

fn malformed(what: &str, why: &str) -> Failure {
    Failure::new(
        FrostStatus::FrostErrMalformedInput,
        format!("{what}: not a valid list: {why}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_round_trip_and_refuse_bad_framing() {
        let items: Vec<Vec<u8>> = vec![vec![1, 2, 3], vec![], vec![9; 300]];
        let bytes = encode(&items);
        let decoded = decode(&bytes, "list").unwrap();
        assert_eq!(decoded, items.iter().map(Vec::as_slice).collect::<Vec<_>>());
        for cut in 0..bytes.len() {
            assert!(decode(&bytes[..cut], "list").is_err(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            decode(&longer, "list").unwrap_err().status,
            FrostStatus::FrostErrMalformedInput
        );
        let huge = [0xff, 0xff, 0xff, 0xff];
        assert_eq!(
            decode(&huge, "list").unwrap_err().status,
            FrostStatus::FrostErrMalformedInput
        );
        assert!(decode_pairs(&encode(&items), "map").is_err());
        assert_eq!(decode_pairs(&encode(&items[..2]), "map").unwrap().len(), 1);
    }
}

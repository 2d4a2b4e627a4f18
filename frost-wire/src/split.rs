//! Decoding the entries of a large list or map on every core: the split path
//! of [`List`](crate::List)'s reader and of the engine's identifier-keyed
//! maps, for entries of one fixed width ([`Field::fixed_len`](crate::Field::fixed_len)).
//!
//! The split path is a shortcut that either gives exactly what the
//! sequential reader gives or gives nothing: it runs only when the count has
//! at least `MIN_SPLIT_LEN` entries (crate `frost-parallel`, a public size)
//! and the remaining bytes hold all of them; it cuts the entries' byte
//! ranges first (cheap), decodes each on its own reader over its own range,
//! which must be consumed whole, and returns `None` on *any* failure, so
//! that the caller runs its sequential reader, which then reports the error
//! it always reported (the first bad entry in order, a truncation only where
//! no earlier entry is bad). Errors are the rare case: a malformed message
//! costs at most one extra pass over the entries before the bad one.

use alloc::vec::Vec;

use crate::{Reader, Suite};

/// The `count` (a varint, then at least `min_len` bytes per entry, as
/// [`Reader::count`] checks) and the entries of exactly `entry_len` bytes
/// each that follow it in `reader`, decoded by `entry` on split pieces: the
/// reader positioned after the last entry, and the values in order.
///
/// `None` (with nothing consumed from `reader`, which the caller still
/// owns) when the step does not split, the bytes do not hold every entry,
/// or any entry fails or leaves bytes of its range unread: the caller then
/// runs its sequential reader from the same position.
///
/// Public data only: the values are moved between buffers as they are
/// collected, so `entry` must not decode secrets.
pub fn read_fixed_entries<'a, S, T, F>(
    reader: &Reader<'a, S>,
    min_len: usize,
    entry_len: usize,
    entry: F,
) -> Option<(Reader<'a, S>, Vec<T>)>
where
    S: Suite,
    T: Send,
    F: Fn(&mut Reader<'a, S>) -> Result<T, S::Error> + Sync + Send,
{
    if entry_len == 0 {
        return None;
    }
    let mut rest = reader.clone();
    let count = rest.count(min_len).ok()?;
    if !frost_parallel::splits(count) {
        return None;
    }
    let bytes = rest.take(count.checked_mul(entry_len)?).ok()?;
    let ranges: Vec<&'a [u8]> = bytes.chunks_exact(entry_len).collect();
    let values = frost_parallel::try_map(&ranges, |range| {
        let mut one = Reader::<S>::body(range);
        let value = entry(&mut one)?;
        one.finish()?;
        Ok::<T, S::Error>(value)
    })
    .ok()?;
    Some((rest, values))
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use frost_parallel::MIN_SPLIT_LEN;
    use frost_parallel::testing::sequential_and_split as both_ways;

    use crate::testing::TestSuite;
    use crate::{Bytes, Error, Field, List, Reader, Writer};

    /// A fixed-width test entry of two bytes whose value `0xffff` is
    /// refused (standing in for an invalid point) with
    /// [`Error::NonCanonicalEncoding`], distinct from a truncation's
    /// [`Error::InvalidLength`].
    struct Point;

    impl Field<TestSuite> for Point {
        type Encode = u16;
        type Value = u16;
        const WHAT: &'static str = "test point";

        fn min_len() -> usize {
            2
        }

        fn fixed_len() -> Option<usize> {
            Some(2)
        }

        fn write(value: &u16, writer: &mut Writer) {
            writer.u16(*value);
        }

        fn read(reader: &mut Reader<'_, TestSuite>) -> Result<u16, Error> {
            match reader.u16()? {
                0xffff => Err(Error::NonCanonicalEncoding),
                value => Ok(value),
            }
        }
    }

    /// The list, then a byte string of four bytes after it (as a signing
    /// package's message follows its commitments).
    fn encoded(values: &[u16]) -> Vec<u8> {
        let tail: &[u8] = &[1, 2, 3, 4];
        let len =
            <List<Point> as Field<TestSuite>>::len(values) + <Bytes as Field<TestSuite>>::len(tail);
        let mut writer = Writer::body(len);
        <List<Point> as Field<TestSuite>>::write(values, &mut writer);
        <Bytes as Field<TestSuite>>::write(tail, &mut writer);
        writer.finish()
    }

    type Decoded = Result<Vec<u16>, Error>;

    fn decoded(bytes: &[u8]) -> Decoded {
        let mut reader = Reader::<TestSuite>::body(bytes);
        let values = <List<Point> as Field<TestSuite>>::read(&mut reader)?;
        <Bytes as Field<TestSuite>>::read(&mut reader)?;
        reader.finish()?;
        Ok(values)
    }

    #[test]
    fn large_lists_decode_the_same_both_ways() {
        let len = 3 * MIN_SPLIT_LEN + 5;
        let values: Vec<u16> = (0..len as u16).collect();
        let good = encoded(&values);
        let set = |bytes: &mut Vec<u8>, index: usize| {
            let at = 1 + 2 * index;
            bytes[at..at + 2].copy_from_slice(&[0xff, 0xff]);
        };
        let mut one_bad = good.clone();
        set(&mut one_bad, len / 2);
        let mut two_bad = one_bad.clone();
        set(&mut two_bad, len - 3);
        let mut first_bad = one_bad.clone();
        set(&mut first_bad, 0);
        let mut bad_then_cut = one_bad.clone();
        bad_then_cut.truncate(good.len() - 2);
        let mut trailing = good.clone();
        trailing.push(7);
        let cases: [(&[u8], Decoded); 7] = [
            (&good, Ok(values.clone())),
            (&trailing, Err(Error::InvalidLength)),
            (&one_bad, Err(Error::NonCanonicalEncoding)),
            (&two_bad, Err(Error::NonCanonicalEncoding)),
            (&first_bad, Err(Error::NonCanonicalEncoding)),
            (&bad_then_cut, Err(Error::NonCanonicalEncoding)),
            (&good[..good.len() - 2], Err(Error::InvalidLength)),
        ];
        for (bytes, expected) in cases {
            let (sequential, split) = both_ways(|| decoded(bytes));
            assert_eq!(sequential, expected);
            assert_eq!(split, expected);
        }
    }

    /// The split path runs for large lists only, and gives the values
    /// themselves (not the sequential reader's) when it runs.
    #[test]
    fn the_split_path_runs_for_large_lists_on_several_threads() {
        let values: Vec<u16> = (0..3 * MIN_SPLIT_LEN as u16).collect();
        let bytes = encoded(&values);
        let (sequential, split) = both_ways(|| {
            let reader = Reader::<TestSuite>::body(&bytes);
            super::read_fixed_entries(&reader, 2, 2, <Point as Field<TestSuite>>::read)
                .map(|(rest, values)| (rest.rest().len(), values))
        });
        assert_eq!(sequential, None);
        assert_eq!(split, Some((5, values)));
    }

    /// A count whose entries the bytes cannot hold is refused before any
    /// entry is read, on both paths.
    #[test]
    fn truncation_after_a_bad_entry_reports_what_the_count_check_reports() {
        let len = 3 * MIN_SPLIT_LEN;
        let values: Vec<u16> = (0..len as u16).collect();
        let mut bytes = encoded(&values);
        bytes[3..5].copy_from_slice(&[0xff, 0xff]);
        bytes.truncate(bytes.len() - 2 * (len / 2));
        let (sequential, split) = both_ways(|| decoded(&bytes));
        assert_eq!(sequential, Err(Error::InvalidLength));
        assert_eq!(split, sequential);
    }
}

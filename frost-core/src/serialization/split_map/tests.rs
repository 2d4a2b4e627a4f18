//! Large identifier-keyed maps decoded on one thread and on four: the same
//! values, and the sequential reader's errors.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::dev_suite::DevSuite;
use crate::element::EncodedElement;
use crate::parallel::MIN_SPLIT_LEN;
use crate::parallel::tests::both_ways;
use crate::round1::SigningCommitments;
use crate::serialization::{Bytes, Field, IdMap, Reader, Writer, element_len, scalar_len};
use crate::{Element, Error, Identifier};

type C = DevSuite;
type Map = IdMap<SigningCommitments<C>>;

/// A map of `len` commitments (identifiers 1..=len), then a four-byte
/// message, as a signing package's body holds them.
fn encoded(len: u16) -> Vec<u8> {
    let point = |n: u64| {
        let element = <Element<C> as group::Group>::generator() * crate::Scalar::<C>::from(n);
        EncodedElement::<C>::new(element).expect("not the identity")
    };
    let map: BTreeMap<Identifier<C>, SigningCommitments<C>> = (1..=len)
        .map(|i| {
            let identifier = Identifier::try_from(i).expect("non-zero");
            let n = u64::from(i);
            let commitments = SigningCommitments::from_encoded(point(2 * n), point(2 * n + 1));
            (identifier, commitments)
        })
        .collect();
    let tail: &[u8] = &[1, 2, 3, 4];
    let mut writer = Writer::body(<Map as Field<C>>::len(&map) + <Bytes as Field<C>>::len(tail));
    <Map as Field<C>>::write(&map, &mut writer);
    <Bytes as Field<C>>::write(tail, &mut writer);
    writer.finish()
}

type Decoded = Result<BTreeMap<Identifier<C>, SigningCommitments<C>>, Error<C>>;

fn decoded(bytes: &[u8]) -> Decoded {
    let mut reader = Reader::<C>::body(bytes);
    let map = <Map as Field<C>>::read(&mut reader)?;
    <Bytes as Field<C>>::read(&mut reader)?;
    reader.finish()?;
    Ok(map)
}

/// Where entry `index` starts (after the one-byte count), and how long
/// it is.
fn entry(index: usize) -> (usize, usize) {
    let len = scalar_len::<C>() + 2 * element_len::<C>();
    (1 + index * len, len)
}

/// Makes the binding commitment of entry `index` an invalid encoding.
fn spoil_point(bytes: &mut [u8], index: usize) {
    let (start, len) = entry(index);
    let end = start + len;
    bytes[end - element_len::<C>()..end].fill(0xff);
}

/// Gives entry `index` the identifier of entry `other`.
fn copy_identifier(bytes: &mut [u8], index: usize, other: usize) {
    let (from, _) = entry(other);
    let (to, _) = entry(index);
    bytes.copy_within(from..from + scalar_len::<C>(), to);
}

#[test]
fn large_maps_decode_the_same_both_ways() {
    let len = 3 * MIN_SPLIT_LEN + 3;
    let good = encoded(len as u16);
    let mut one_bad = good.clone();
    spoil_point(&mut one_bad, len / 2);
    let mut two_bad = one_bad.clone();
    spoil_point(&mut two_bad, len - 2);
    let mut bad_then_cut = one_bad.clone();
    bad_then_cut.truncate(good.len() - 2);
    let mut late_bad_early_order = two_bad.clone();
    copy_identifier(&mut late_bad_early_order, len / 4 + 1, len / 4 - 1);
    let mut early_bad_late_order = one_bad.clone();
    copy_identifier(&mut early_bad_late_order, len - 3, 5);
    let mut repeated = good.clone();
    copy_identifier(&mut repeated, 40, 39);
    let mut zero = good.clone();
    let (start, _) = entry(70);
    zero[start..start + scalar_len::<C>()].fill(0);

    let (sequential, split) = both_ways(|| decoded(&good));
    assert_eq!(split.as_ref().map(BTreeMap::len), Ok(len));
    assert_eq!(sequential, split);
    let point_error = decoded(&one_bad).err();
    assert!(point_error.is_some());
    let cases: [(&[u8], Option<Error<C>>); 8] = [
        (&one_bad, point_error.clone()),
        (&two_bad, point_error.clone()),
        (&bad_then_cut, point_error.clone()),
        (&late_bad_early_order, Some(Error::NonCanonicalEncoding)),
        (&early_bad_late_order, point_error),
        (
            &repeated,
            Some(Error::DuplicatedIdentifier {
                identifier: Identifier::try_from(40).expect("non-zero"),
            }),
        ),
        (&zero, decoded(&zero).err()),
        (&good[..good.len() - 1], Some(Error::InvalidLength)),
    ];
    for (index, (bytes, expected)) in cases.into_iter().enumerate() {
        let (sequential, split) = both_ways(|| decoded(bytes).err());
        assert!(expected.is_some(), "case {index}");
        assert_eq!(sequential, expected, "case {index}");
        assert_eq!(split, expected, "case {index}");
    }
}

/// The split path itself runs (and agrees) for a large map on several
/// threads, and keeps out of a small one.
#[test]
fn the_split_path_runs_for_large_maps_only() {
    let large = encoded(3 * MIN_SPLIT_LEN as u16);
    let small = encoded(MIN_SPLIT_LEN as u16 - 1);
    let (sequential, split) = both_ways(|| {
        [&large, &small].map(|bytes| {
            let mut reader = Reader::<C>::body(bytes);
            super::read_split_map::<C, SigningCommitments<C>>(&mut reader)
                .map(|map| (map.len(), reader.rest().len()))
        })
    });
    assert_eq!(sequential, [None, None]);
    assert_eq!(split, [Some((3 * MIN_SPLIT_LEN, 5)), None]);
}

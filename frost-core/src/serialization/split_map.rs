//! The split path of an identifier-keyed map's decoding ([`IdMap`]): the
//! entries of a large map of public, fixed-width values (a signing package's
//! commitments, a public key package's verifying shares) decoded on every
//! core, the point decoding (decompression, subgroup check) being the
//! expensive part.
//!
//! Like the kit's split lists ([`frost_wire::split`]), the path gives exactly
//! what the sequential reader ([`ReadValues::identifier_map`]) gives or
//! nothing: the entries are decoded on their own byte ranges, then the keys'
//! order (strictly ascending) is checked in order; on any failure the
//! caller runs the sequential reader, which reports the error it always
//! reported (the first failing entry in order, whether a bad point, a key
//! out of order or a repeated key).
//!
//! [`IdMap`]: super::IdMap
//! [`ReadValues::identifier_map`]: super::ReadValues::identifier_map

use alloc::collections::BTreeMap;

use super::codec::{ReadValues, scalar_len};
use super::{Field, Reader};
use crate::{Ciphersuite, Identifier};

/// The map of `V` that `reader` holds, decoded on split pieces, with the
/// reader moved past it; `None`, with the reader untouched, when the map is
/// small, `V` is not public and of a fixed width ([`Field::fixed_len`]), the
/// bytes do not hold every entry, or any entry or the keys' order fails.
pub(super) fn read_split_map<C: Ciphersuite, V: Field<C>>(
    reader: &mut Reader<'_, C>,
) -> Option<BTreeMap<Identifier<C>, V::Value>>
where
    V::Value: Send,
{
    let value_len = V::fixed_len()?;
    let (rest, entries) = frost_wire::split::read_fixed_entries(
        reader,
        scalar_len::<C>() + V::min_len(),
        scalar_len::<C>() + value_len,
        |entry| Ok((entry.identifier()?, V::read(entry)?)),
    )?;
    let ascending = entries.windows(2).all(|pair| pair[0].0 < pair[1].0);
    if !ascending {
        return None;
    }
    *reader = rest;
    Some(entries.into_iter().collect())
}

#[cfg(all(test, feature = "parallel"))]
mod tests;

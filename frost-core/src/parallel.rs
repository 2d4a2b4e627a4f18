//! Every core at work: the helpers through which the engine, key generation
//! (`frost-keygen`) and the ROAST coordinator (`frost-roast`) split their
//! heavy steps over threads (feature `parallel`, on by default with `std`).
//!
//! The generic helpers are crate `frost-parallel`'s, re-exported here: they
//! split by public sizes only, keep the sequential path's order and first
//! error, and run the sequential code below [`MIN_SPLIT_LEN`] items, on one
//! thread and without the feature. This module adds the one helper that
//! needs the engine's types.

use alloc::vec::Vec;

pub use frost_parallel::*;

use crate::{Arithmetic, Ciphersuite, Element, Scalar};

/// `sum(scalars[i] * points[i])` in **variable time** (public data only), as
/// [`Arithmetic::vartime_multiscalar_mul`] computes it: the pairs cut into
/// consecutive pieces, one multiplication per piece, the pieces' sums added.
/// The same group element as one multiplication (the sum does not depend on
/// how its terms are grouped).
pub fn vartime_multiscalar_mul<C: Ciphersuite>(
    scalars: &[Scalar<C>],
    points: &[Element<C>],
) -> Element<C> {
    let n = scalars.len().min(points.len());
    let (scalars, points) = (&scalars[..n], &points[..n]);
    let pieces = pieces(n);
    if pieces == 1 {
        return C::Arithmetic::vartime_multiscalar_mul(scalars, points);
    }
    let piece_len = n.div_ceil(pieces);
    let starts: Vec<usize> = (0..n).step_by(piece_len).collect();
    map_pieces(&starts, n, |&start| {
        let end = (start + piece_len).min(n);
        C::Arithmetic::vartime_multiscalar_mul(&scalars[start..end], &points[start..end])
    })
    .into_iter()
    .sum()
}

#[cfg(all(test, feature = "parallel"))]
pub(crate) mod tests;

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
    vartime_multiscalar_mul_with::<C>(scalars, points, &[], 1)
}

/// [`vartime_multiscalar_mul`] plus `sum(addends)` (split with it, each
/// piece adding those at its positions), as one of `parts` steps running at
/// once: in `pieces(n) / parts` pieces, at least one, as a half of a bucket
/// multiplication costs more than half.
pub fn vartime_multiscalar_mul_with<C: Ciphersuite>(
    scalars: &[Scalar<C>],
    points: &[Element<C>],
    addends: &[Element<C>],
    parts: usize,
) -> Element<C> {
    let n = scalars.len().min(points.len());
    let (scalars, points) = (&scalars[..n], &points[..n]);
    let pieces = (pieces(n) / parts.max(1)).max(1);
    if pieces == 1 {
        return C::Arithmetic::vartime_multiscalar_mul(scalars, points)
            + addends.iter().sum::<Element<C>>();
    }
    let piece_len = n.div_ceil(pieces);
    let starts: Vec<usize> = (0..n).step_by(piece_len).collect();
    map_pieces(&starts, n, |&start| {
        let end = (start + piece_len).min(n);
        let own_addends = match (addends.get(start..), end == n) {
            (Some(rest), true) => rest,
            (Some(rest), false) => &rest[..rest.len().min(end - start)],
            (None, _) => &[],
        };
        C::Arithmetic::vartime_multiscalar_mul(&scalars[start..end], &points[start..end])
            + own_addends.iter().sum::<Element<C>>()
    })
    .into_iter()
    .sum()
}

#[cfg(all(test, feature = "parallel"))]
pub(crate) mod tests;

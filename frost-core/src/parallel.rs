//! Every core at work: the helpers through which the engine, key generation
//! (`frost-keygen`) and the ROAST coordinator (`frost-roast`) split their
//! heavy steps over threads (feature `parallel`, on by default with `std`).
//!
//! The generic helpers are crate `frost-parallel`'s, re-exported here: they
//! split by public sizes only, keep the sequential path's order and first
//! error, and run the sequential code below [`MIN_SPLIT_LEN`] items, on one
//! thread and without the feature. Here: the helper with the engine's types.

use alloc::vec::Vec;

pub use frost_parallel::*;

use crate::{Arithmetic, Ciphersuite, Element, Scalar};

/// `sum(scalars[i] * points[i])` in **variable time** (public data only), in
/// the parts of [`Arithmetic::vartime_multiscalar_mul_part`].
pub fn vartime_multiscalar_mul<C: Ciphersuite>(
    scalars: &[Scalar<C>],
    points: &[Element<C>],
) -> Element<C> {
    vartime_multiscalar_mul_with::<C>(scalars, points, &[], 1)
}

/// [`vartime_multiscalar_mul`] plus `sum(addends)`, as one of `parts` steps
/// running at once (in `pieces(n) / parts` parts, at least one).
pub fn vartime_multiscalar_mul_with<C: Ciphersuite>(
    scalars: &[Scalar<C>],
    points: &[Element<C>],
    addends: &[Element<C>],
    parts: usize,
) -> Element<C> {
    let n = scalars.len().min(points.len());
    let pieces = (pieces(n) / parts.max(1)).max(1);
    let chunk = addends.len().div_ceil(pieces).max(1);
    map_pieces(&(0..pieces).collect::<Vec<_>>(), n, |&part| {
        let own: Element<C> = addends.chunks(chunk).nth(part).unwrap_or(&[]).iter().sum();
        Some(C::Arithmetic::vartime_multiscalar_mul_part(scalars, points, part, pieces)? + own)
    })
    .into_iter()
    .sum::<Option<Element<C>>>()
    .unwrap_or_else(|| {
        C::Arithmetic::vartime_multiscalar_mul(scalars, points) + addends.iter().sum::<Element<C>>()
    })
}

#[cfg(all(test, feature = "parallel"))]
pub(crate) mod tests;

//! Every core at work, written once: the helpers through which the FROST
//! crates (the engine `frost-core`, key generation `frost-keygen`, the ROAST
//! coordinator `frost-roast`) split their heavy steps over threads. Nothing
//! here knows FROST: the engine adds the one helper that needs its types, a
//! split multiscalar multiplication (`frost_core::parallel`).
//!
//! With the feature `parallel` (on by default; `frost-core` turns it on with
//! its own feature of that name), a step whose *public* size (the number of participants, shares, points or items) is at
//! least [`MIN_SPLIT_LEN`] runs on rayon's current thread pool; anything
//! smaller, any step inside a pool of one thread, and every build without the
//! feature (`no_std`) runs the plain sequential code, so small groups pay
//! nothing and `RAYON_NUM_THREADS=1` is exactly the sequential path.
//!
//! **Determinism.** Every helper returns exactly what its sequential form
//! returns, in the same order: [`map`] and [`map_range`] keep the items'
//! order, [`try_map`] returns the error of the *first* failing item in that
//! order (the error the sequential loop stops at), [`map_chunks`] cuts a
//! slice into consecutive pieces whose results a caller combines with an
//! exact operation (group addition, concatenation). Randomness is never drawn inside a
//! split step: callers draw it first, sequentially and in the order they
//! always did, so seeded runs and known-answer tests keep their values.
//!
//! **Secrets.** How a step is split depends on public sizes and the thread
//! count only, never on a secret value; each piece runs the same
//! constant-time code it runs sequentially. The helpers copy no input and
//! [`map`], [`map_range`] and [`try_map`] write each result straight into
//! the returned vector, so secret results (shares) live only where the
//! caller keeps (and wipes) them. [`map_chunks`] returns one vector per
//! piece: callers use it for public results only.

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

use alloc::vec::Vec;
use core::ops::Range;

#[cfg(all(feature = "parallel", any(test, feature = "test-helpers")))]
pub mod testing;

/// The fewest items a step must have to be split: below it, spawning costs
/// more than it saves (a 2-of-3 group never leaves the calling thread).
pub const MIN_SPLIT_LEN: usize = 32;

/// How many consecutive pieces a step of `len` items is cut into: one (the
/// sequential path) below [`MIN_SPLIT_LEN`], without the feature or on one
/// thread; else one per thread of the current pool, each at least
/// `MIN_SPLIT_LEN / 2` items long. A function of public sizes only.
#[inline]
pub fn pieces(len: usize) -> usize {
    if len < MIN_SPLIT_LEN {
        return 1;
    }
    threads().min(len / (MIN_SPLIT_LEN / 2)).max(1)
}

/// Whether a step of `len` items runs split ([`pieces`] above one).
#[inline]
pub fn splits(len: usize) -> bool {
    pieces(len) > 1
}

#[cfg(feature = "parallel")]
#[inline]
fn threads() -> usize {
    rayon::current_num_threads()
}

#[cfg(not(feature = "parallel"))]
#[inline]
fn threads() -> usize {
    1
}

/// `items.iter().map(f).collect()`, in order, split when
/// [`splits`]`(items.len())`.
pub fn map<T, R, F>(items: &[T], f: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync + Send,
{
    #[cfg(feature = "parallel")]
    if splits(items.len()) {
        use rayon::prelude::*;
        return items.par_iter().map(f).collect();
    }
    items.iter().map(f).collect()
}

/// `range.map(f).collect()`, in order, split when [`splits`]`(range.len())`.
pub fn map_range<R, F>(range: Range<usize>, f: F) -> Vec<R>
where
    R: Send,
    F: Fn(usize) -> R + Sync + Send,
{
    #[cfg(feature = "parallel")]
    if splits(range.len()) {
        use rayon::prelude::*;
        return range.into_par_iter().map(f).collect();
    }
    range.map(f).collect()
}

/// `items.iter().map(f).collect()` for a few large pieces of one step whose
/// public size is `size` (e.g. the pieces of a polynomial evaluated at every
/// participant): split when [`splits`]`(size)`, however few the pieces.
#[cfg_attr(not(feature = "parallel"), allow(unused_variables))]
pub fn map_pieces<T, R, F>(items: &[T], size: usize, f: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync + Send,
{
    #[cfg(feature = "parallel")]
    if items.len() > 1 && splits(size) {
        use rayon::prelude::*;
        return items.par_iter().with_max_len(1).map(f).collect();
    }
    items.iter().map(f).collect()
}

/// `items.iter().map(f).collect::<Result<Vec<_>, _>>()`: every result in
/// order, or the error of the first failing item in the items' order,
/// whichever items a split run happened to finish first.
pub fn try_map<T, R, E, F>(items: &[T], f: F) -> Result<Vec<R>, E>
where
    T: Sync,
    R: Send,
    E: Send,
    F: Fn(&T) -> Result<R, E> + Sync + Send,
{
    #[cfg(feature = "parallel")]
    if splits(items.len()) {
        use rayon::prelude::*;
        let results: Vec<Result<R, E>> = items.par_iter().map(f).collect();
        return results.into_iter().collect();
    }
    items.iter().map(f).collect()
}

/// `items.iter().position(f)`: the first position whose item satisfies
/// `f`, split when [`splits`]`(items.len())`. A split run stops the items
/// past a match found, but must finish those before it.
pub fn position<T, F>(items: &[T], f: F) -> Option<usize>
where
    T: Sync,
    F: Fn(&T) -> bool + Sync + Send,
{
    #[cfg(feature = "parallel")]
    if splits(items.len()) {
        use rayon::prelude::*;
        return items.par_iter().position_first(f);
    }
    items.iter().position(f)
}

/// `f` of each of [`pieces`]`(items.len())` consecutive pieces of `items`,
/// in order: `vec![f(items)]` on the sequential path. For steps that combine
/// the pieces' results exactly (sums of group elements, concatenated public
/// encodings).
pub fn map_chunks<T, R, F>(items: &[T], f: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&[T]) -> R + Sync + Send,
{
    let pieces = pieces(items.len());
    if pieces == 1 {
        return alloc::vec![f(items)];
    }
    let piece_len = items.len().div_ceil(pieces);
    let chunks: Vec<&[T]> = items.chunks(piece_len).collect();
    map_pieces(&chunks, items.len(), |chunk| f(chunk))
}

/// `(a(), b())`, both at once when a step of `len` items [`splits`].
#[cfg_attr(not(feature = "parallel"), allow(unused_variables))]
pub fn join<A, B, FA, FB>(len: usize, a: FA, b: FB) -> (A, B)
where
    A: Send,
    B: Send,
    FA: FnOnce() -> A + Send,
    FB: FnOnce() -> B + Send,
{
    #[cfg(feature = "parallel")]
    if splits(len) {
        return rayon::join(a, b);
    }
    (a(), b())
}

#[cfg(test)]
#[cfg(feature = "parallel")]
mod tests {
    extern crate std;

    use alloc::vec::Vec;

    use super::testing::sequential_and_split as both_ways;
    use super::{MIN_SPLIT_LEN, map, map_chunks, map_range, pieces, position, try_map};

    #[test]
    fn one_thread_and_small_steps_are_not_split() {
        let (one, four) = both_ways(|| (pieces(1000), pieces(MIN_SPLIT_LEN - 1)));
        assert_eq!(one, (1, 1));
        assert_eq!(four, (4, 1));
    }

    /// The pieces of a split step run at once: each piece waits (up to
    /// five seconds) until another has started, which a sequential run of
    /// the pieces would never see.
    #[test]
    fn pieces_run_at_once() {
        use core::sync::atomic::{AtomicUsize, Ordering};
        use std::time::{Duration, Instant};

        let items: Vec<usize> = (0..4 * MIN_SPLIT_LEN).collect();
        let started = AtomicUsize::new(0);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(4)
            .build()
            .expect("a thread pool");
        let met = pool.install(|| {
            map_chunks(&items, |_| {
                started.fetch_add(1, Ordering::SeqCst);
                let deadline = Instant::now() + Duration::from_secs(5);
                while started.load(Ordering::SeqCst) < 2 && Instant::now() < deadline {
                    std::thread::yield_now();
                }
                started.load(Ordering::SeqCst) >= 2
            })
        });
        assert_eq!(met.len(), 4);
        assert!(met.iter().all(|met| *met));
    }

    #[test]
    fn helpers_keep_order_and_the_first_error() {
        let items: Vec<usize> = (0..1000).collect();
        let (sequential, split) = both_ways(|| {
            let doubled = map(&items, |x| 2 * x);
            let ranged = map_range(0..1000, |x| 2 * x);
            let chunks: Vec<usize> = map_chunks(&items, |c| c.to_vec()).concat();
            let first_error = try_map(&items, |x| if x % 300 == 299 { Err(*x) } else { Ok(*x) });
            let first_match = position(&items, |x| x % 300 == 299);
            let no_match = position(&items, |x| *x >= 1000);
            (
                doubled,
                ranged,
                chunks,
                first_error,
                (first_match, no_match),
            )
        });
        assert_eq!(sequential, split);
        let (doubled, ranged, chunks, first_error, matches) = split;
        assert_eq!(matches, (Some(299), None));
        assert_eq!(doubled, ranged);
        assert_eq!(chunks, items);
        assert_eq!(first_error, Err(299));
    }
}

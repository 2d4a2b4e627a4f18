//! Fixture setup on every core. Only setup runs in parallel; the timed
//! operations always run on one thread.

use std::num::NonZeroUsize;
use std::thread;

/// `items.into_iter().map(f).collect()`, spread over the available cores,
/// in order.
///
/// Fixtures of large groups need thousands of protocol operations before the
/// first measurement (e.g. 667 signature shares to aggregate); this keeps
/// their setup time down.
pub fn parallel_map<T, U, F>(items: Vec<T>, f: F) -> Vec<U>
where
    T: Send,
    U: Send,
    F: Fn(T) -> U + Sync,
{
    parallel_map_with(items, || (), |(), item| f(item))
}

/// Like [`parallel_map`], with a per-thread state made by `init` and passed
/// to every call of `f` on that thread (e.g. a scratch copy of a large map).
pub fn parallel_map_with<S, T, U, I, F>(items: Vec<T>, init: I, f: F) -> Vec<U>
where
    T: Send,
    U: Send,
    I: Fn() -> S + Sync,
    F: Fn(&mut S, T) -> U + Sync,
{
    let threads = thread::available_parallelism().map_or(1, NonZeroUsize::get);
    if threads == 1 || items.len() < 2 {
        let mut state = init();
        return items.into_iter().map(|item| f(&mut state, item)).collect();
    }
    let chunk_len = items.len().div_ceil(threads);
    let mut chunks = Vec::with_capacity(threads);
    let mut rest = items;
    while rest.len() > chunk_len {
        let tail = rest.split_off(chunk_len);
        chunks.push(rest);
        rest = tail;
    }
    chunks.push(rest);
    let (init, f) = (&init, &f);
    thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                scope.spawn(move || {
                    let mut state = init();
                    chunk
                        .into_iter()
                        .map(|item| f(&mut state, item))
                        .collect::<Vec<U>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| match handle.join() {
                Ok(results) => results,
                Err(panic) => std::panic::resume_unwind(panic),
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::{parallel_map, parallel_map_with};

    #[test]
    fn keeps_order_and_every_item() {
        for len in [0usize, 1, 2, 3, 10, 101] {
            let items: Vec<usize> = (0..len).collect();
            let doubled = parallel_map(items, |x| 2 * x);
            assert_eq!(doubled, (0..len).map(|x| 2 * x).collect::<Vec<_>>());
        }
    }

    #[test]
    fn state_is_per_thread() {
        let counts = parallel_map_with(
            vec![(); 50],
            || 0usize,
            |count, ()| {
                *count += 1;
                *count
            },
        );
        // Each thread counts its own items from 1: the counts restart at 1
        // once per thread and always increase by one within a thread.
        assert_eq!(counts.first(), Some(&1));
        assert!(counts.windows(2).all(|w| w[1] == w[0] + 1 || w[1] == 1));
        assert_eq!(counts.len(), 50);
    }
}

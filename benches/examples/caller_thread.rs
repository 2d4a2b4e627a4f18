//! What a caller's own thread gets from the feature `parallel`: aggregation
//! of a 667-of-1000 signing session timed from the program's main thread,
//! from a thread it spawned (as an async runtime's worker is) and from inside
//! rayon's global pool (where the `parallel` criterion bench starts every
//! call), with the page faults of each call.
//!
//! ```sh
//! for threads in 1 2; do
//!   RAYON_NUM_THREADS=$threads cargo run --release -p benches --example caller_thread -- ed25519
//! done
//! ```
//!
//! Arguments: the suite (ed25519 by default) and the number of calls per
//! round (300). The three places alternate for seven rounds; the median
//! round of each is printed. Then the main thread's calls are made below
//! 0, 2, 4 … 30 extra stack frames, one round each: the same step with its
//! stack at other offsets. Page faults are read from `/proc/self/stat` (Linux).

use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use benches::{SigningFixture, Size, bench_rng};
use frost_core::Ciphersuite;

/// Rounds per place; the median is printed.
const ROUNDS: usize = 7;

/// The process's minor page faults so far, if `/proc` tells.
fn minor_faults() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name, which is in parentheses.
    let rest = stat.rsplit_once(')')?.1;
    rest.split_whitespace().nth(7)?.parse().ok()
}

/// One round's time and page faults per call.
type RoundResult = (Duration, Option<u64>);

/// Where the calls are made.
#[derive(Clone, Copy)]
enum Place {
    /// The program's main thread.
    Main,
    /// A thread the program spawned (as an async runtime's worker is).
    Spawned,
    /// A thread of rayon's global pool.
    Pool,
}

/// `call` made below `depth` more stack frames of about 150 bytes each, so
/// that the step's stack lies at another offset from the same thread.
#[inline(never)]
fn below(depth: usize, call: &dyn Fn() -> bool) -> bool {
    let pad = [0u8; 128];
    black_box(&pad);
    let result = if depth == 0 {
        call()
    } else {
        below(depth - 1, call)
    };
    black_box(&pad);
    result
}

/// The main thread's time per call below 0, 2, 4 … 30 extra frames (one
/// round of `calls` each): the step's cost at other offsets of its stack.
fn stack_sweep<C: Ciphersuite>(
    fixture: &SigningFixture<C>,
    calls: usize,
) -> Vec<(usize, Duration)> {
    let aggregate = || black_box(fixture.aggregate()).is_ok();
    (0..16)
        .map(|step| {
            let depth = 2 * step;
            let start = Instant::now();
            let all_valid = (0..calls).all(|_| below(depth, &aggregate));
            assert!(all_valid, "the fixture's shares aggregate");
            (
                depth,
                start.elapsed() / u32::try_from(calls).unwrap_or(u32::MAX),
            )
        })
        .collect()
}

/// One round of `calls` aggregations, made from `place`: the time and the
/// page faults per call.
fn round<C: Ciphersuite>(fixture: &SigningFixture<C>, calls: usize, place: Place) -> RoundResult {
    let aggregate = || black_box(fixture.aggregate()).is_ok();
    let all = || (0..calls).all(|_| aggregate());
    let faults = minor_faults();
    let start = Instant::now();
    let all_valid = match place {
        Place::Main => all(),
        Place::Spawned => std::thread::scope(|scope| scope.spawn(all).join().unwrap_or(false)),
        Place::Pool => (0..calls).all(|_| rayon::scope(|_| aggregate())),
    };
    let elapsed = start.elapsed();
    assert!(all_valid, "the fixture's shares aggregate");
    let per_call = elapsed / u32::try_from(calls).unwrap_or(u32::MAX);
    let faults = minor_faults()
        .zip(faults)
        .map(|(after, before)| (after - before) / calls as u64);
    (per_call, faults)
}

fn run<C: Ciphersuite>(suite: &str, calls: usize) -> Result<(), String> {
    let size = Size::parse("667-of-1000").ok_or("size")?;
    let fixture = SigningFixture::<C>::new(size, &mut bench_rng(u64::from(size.max_signers)))
        .map_err(|error| format!("setup: {error:?}"))?;
    let mut places: [(&str, Place, Vec<RoundResult>); 3] = [
        ("main thread", Place::Main, Vec::new()),
        ("spawned thread", Place::Spawned, Vec::new()),
        ("inside the pool", Place::Pool, Vec::new()),
    ];
    for _ in 0..ROUNDS {
        for (_, place, results) in &mut places {
            results.push(round(&fixture, calls, *place));
        }
    }
    println!(
        "{suite} aggregate at {size}, {} rayon thread(s), median of {ROUNDS} rounds of {calls} calls:",
        rayon::current_num_threads()
    );
    for (name, _, mut results) in places {
        results.sort();
        let (time, faults) = results[ROUNDS / 2];
        let faults = faults.map_or("?".to_owned(), |count| count.to_string());
        println!("  {name:>16}: {time:>10.3?} per call, {faults} page faults per call");
    }
    let sweep = stack_sweep(&fixture, calls);
    let times = sweep.iter().map(|(_, time)| *time);
    if let (Some(fastest), Some(slowest)) = (times.clone().min(), times.max()) {
        println!(
            "  main thread below 0 to 30 extra stack frames: {fastest:.3?} to {slowest:.3?} per call"
        );
    }
    for (depth, time) in sweep {
        println!("    {depth:>2} frames: {time:>10.3?}");
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let suite = args.first().map_or("ed25519", String::as_str);
    let calls = match args.get(1).map(|text| text.parse::<usize>()) {
        None => 300,
        Some(Ok(calls)) if calls > 0 => calls,
        Some(_) => {
            eprintln!("caller_thread: the number of calls must be a positive integer");
            return ExitCode::FAILURE;
        }
    };
    let result = match suite {
        "ed25519" => run::<frost_ed25519::Ed25519>(suite, calls),
        "ristretto255" => run::<frost_ristretto255::Ristretto255>(suite, calls),
        "secp256k1" => run::<frost_secp256k1::Secp256k1>(suite, calls),
        "p256" => run::<frost_p256::P256>(suite, calls),
        "ed448" => run::<frost_ed448::Ed448>(suite, calls),
        "redpallas" => run::<frost_redpallas::RedPallas>(suite, calls),
        "redjubjub" => run::<frost_redjubjub::RedJubjub>(suite, calls),
        _ => Err(format!("unknown suite {suite}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("caller_thread: {error}");
            ExitCode::FAILURE
        }
    }
}

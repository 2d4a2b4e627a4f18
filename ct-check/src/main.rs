//! # ct-check
//!
//! Constant-time evidence for the FROST crates, in the manner of
//! libsecp256k1's `ctime_tests`: every secret operation of every ciphersuite
//! runs under valgrind's memcheck with its secrets marked undefined
//! ([`frost_ct::classify`]): the random generator's every output byte, and
//! every share or key a participant receives. Memcheck then reports each
//! conditional branch and each memory address computed from a secret, as it
//! would report the use of uninitialised memory. Values that are public by
//! design are declassified where the library makes them public.
//!
//! Build in release with `--features frost-core/valgrind,frost-ct/valgrind`
//! and run under `valgrind --error-exitcode=N`; see `.ci/constant-time`.
//!
//! ```text
//! ct-check [--suite NAME]... [--op NAME]... [--include-known] [--native]
//! ct-check --canary branch|table
//! ct-check --list
//! ```
//!
//! `--op` selects operations by name (`--list` names them): for instance
//! `--op serde-human --op serde-postcard` runs only the serde forms of the
//! secret-carrying messages of every crate (`serde_forms`).
//!
//! Without `--native` the check refuses to run outside valgrind, where it
//! would prove nothing. `--canary` runs a deliberate leak that memcheck must
//! report, so that a passing check cannot be vacuous.

mod canary;
mod encodings;
mod import;
mod keygen;
mod known;
mod rng;
mod serde_forms;
mod session;
mod signing;
mod suites;

use std::process::ExitCode;
use std::time::Instant;

use rng::SecretRng;

/// The result of a step of the check; the error says what failed.
pub type Outcome<T> = Result<T, String>;

/// Turns a library error into the check's, naming the step.
pub fn fail<E: core::fmt::Display>(what: &'static str) -> impl Fn(E) -> String {
    move |error| format!("{what}: {error}")
}

/// The seed of the check's generator: fixed, so that reports reproduce.
const SEED: u64 = 0x6374_2d63_6865_636b;

/// What the command line asks for.
#[derive(Debug, Default, PartialEq, Eq)]
struct Options {
    suites: Vec<String>,
    ops: Vec<String>,
    include_known: bool,
    native: bool,
    canary: Option<String>,
    list: bool,
}

/// Parses the arguments after the program name.
fn parse(args: impl IntoIterator<Item = String>) -> Outcome<Options> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--suite" | "--op" | "--canary" => {
                let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
                match arg.as_str() {
                    "--suite" if suites::SUITES.contains(&value.as_str()) => {
                        options.suites.push(value)
                    }
                    "--op" if all_ops().any(|op| op == value) => options.ops.push(value),
                    "--canary" => options.canary = Some(value),
                    _ => return Err(format!("unknown value {value} for {arg} (see --list)")),
                }
            }
            "--include-known" => options.include_known = true,
            "--native" => options.native = true,
            "--list" => options.list = true,
            _ => return Err(format!("unknown argument {arg}")),
        }
    }
    Ok(options)
}

/// Every operation: the suites' ([`suites::OPS`]), then the serde forms'
/// ([`serde_forms::OPS`]).
fn all_ops() -> impl Iterator<Item = &'static str> {
    suites::OPS.iter().chain(serde_forms::OPS).copied()
}

/// Runs `op` for the suite named `suite`.
fn run_op(suite: &str, op: &str, rng: &mut SecretRng) -> Outcome<()> {
    if serde_forms::OPS.contains(&op) {
        serde_forms::run(suite, op, rng)
    } else {
        suites::run(suite, op, rng)
    }
}

/// The (suite, operation) pairs the options select, and the known findings
/// skipped among them.
fn selection(
    options: &Options,
) -> (
    Vec<(&'static str, &'static str)>,
    Vec<&'static known::KnownFinding>,
) {
    let mut run = Vec::new();
    let mut skipped = Vec::new();
    for suite in suites::SUITES {
        if !options.suites.is_empty() && !options.suites.iter().any(|s| s == suite) {
            continue;
        }
        for op in all_ops() {
            if (!options.ops.is_empty() && !options.ops.iter().any(|o| o == op))
                || !suites::applies(suite, op)
            {
                continue;
            }
            match known::finding(suite, op) {
                Some(finding) if !options.include_known => {
                    // A finding for every suite is named once.
                    if !skipped
                        .iter()
                        .any(|known: &&known::KnownFinding| std::ptr::eq(*known, finding))
                    {
                        skipped.push(finding);
                    }
                }
                _ => run.push((*suite, op)),
            }
        }
    }
    (run, skipped)
}

fn main() -> ExitCode {
    let options = match parse(std::env::args().skip(1)) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("ct-check: {message}");
            return ExitCode::from(2);
        }
    };
    if options.list {
        println!("suites: {}", suites::SUITES.join(" "));
        println!("operations: {}", all_ops().collect::<Vec<_>>().join(" "));
        for known in known::KNOWN_FINDINGS {
            println!(
                "skipped by default: {} {}: {}",
                known.suite, known.op, known.finding
            );
        }
        return ExitCode::SUCCESS;
    }
    if !options.native && !frost_ct::running_on_valgrind() {
        eprintln!(
            "ct-check: not running under valgrind (or built without the `valgrind` features): \
             the check would prove nothing; pass --native to only run the operations"
        );
        return ExitCode::from(2);
    }
    let mut rng = SecretRng::new(SEED);
    if let Some(name) = &options.canary {
        let Some(which) = canary::Canary::parse(name) else {
            eprintln!("ct-check: unknown canary {name} (branch or table)");
            return ExitCode::from(2);
        };
        println!("canary {name}: {}", canary::run(which, &mut rng));
        return ExitCode::SUCCESS;
    }
    let (run, skipped) = selection(&options);
    for known in &skipped {
        println!(
            "SKIPPED (known finding) {} {}: {}",
            known.suite, known.op, known.finding
        );
    }
    let mut failed = false;
    for (suite, op) in run {
        let start = Instant::now();
        match run_op(suite, op, &mut rng) {
            Ok(()) => println!("ok {suite} {op} ({:.1?})", start.elapsed()),
            Err(message) => {
                println!("FAILED {suite} {op}: {message}");
                failed = true;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn parses_selections_and_refuses_unknown_names() {
        let options = parse(args(&["--suite", "p256", "--op", "sign", "--native"])).unwrap();
        assert_eq!(options.suites, ["p256"]);
        assert_eq!(options.ops, ["sign"]);
        assert!(options.native);
        assert!(parse(args(&["--suite", "p257"])).is_err());
        assert!(parse(args(&["--op"])).is_err());
        assert!(parse(args(&["--frobnicate"])).is_err());
        let (run, _) = selection(&options);
        assert_eq!(run, [("p256", "sign")]);
    }

    #[test]
    fn known_findings_are_skipped_and_named_once() {
        let (run, skipped) = selection(&Options::default());
        assert!(!run.iter().any(|(_, op)| *op == "encode-json"));
        assert_eq!(skipped.len(), known::KNOWN_FINDINGS.len());
        let options = parse(args(&["--include-known"])).unwrap();
        let (run, skipped) = selection(&options);
        assert!(run.contains(&("ed448", "encode-json")));
        assert!(skipped.is_empty());
    }

    #[test]
    fn serde_operations_are_selected_by_name_and_json_text_is_known() {
        let options = parse(args(&["--op", "serde-postcard", "--op", "serde-human"])).unwrap();
        let (run, _) = selection(&options);
        // Ed25519, secp256k1 and RedPallas run the extensions' serde forms.
        assert_eq!(run.len(), 2 * 3);
        assert!(run.contains(&("redpallas", "serde-postcard")));
        assert!(run.contains(&("secp256k1", "serde-human")));
        assert!(!run.iter().any(|(suite, _)| *suite == "ed448"));
        let (run, _) = selection(&Options::default());
        assert!(run.contains(&("ed25519", "serde-postcard")));
        assert!(!run.iter().any(|(_, op)| *op == "serde-json"));
        let options = parse(args(&["--op", "serde-json", "--include-known"])).unwrap();
        assert_eq!(selection(&options).0.len(), 3);
    }

    #[test]
    fn taproot_only_for_its_suite() {
        let options = parse(args(&["--op", "taproot", "--include-known"])).unwrap();
        assert_eq!(selection(&options).0, [("secp256k1-tr", "taproot")]);
    }

    /// Every operation of every suite completes natively, so that a report
    /// under valgrind is about timing, never about a broken harness. The
    /// large dealing runs in the check itself.
    #[test]
    fn every_operation_runs_natively() {
        let mut rng = SecretRng::new(SEED);
        for suite in suites::SUITES {
            for op in suites::OPS {
                if suites::applies(suite, op) && *op != "dealer-large" {
                    suites::run(suite, op, &mut rng)
                        .unwrap_or_else(|e| panic!("{suite} {op}: {e}"));
                }
            }
        }
    }
}

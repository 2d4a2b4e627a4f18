//! The scaling curve's harness (`examples/scaling.rs`) at n = 3 and 10 only,
//! in seconds: every role runs in its own child process (this program,
//! re-executed), every step is timed, every role's peak memory and every
//! message's size is reported, and the chart is written; key generation's
//! part 3 succeeds on both of its fixtures. A program without
//! the test harness, since its children are itself.

// Shared with the bench targets; the harness uses its setup and inputs.
#[allow(dead_code)]
#[path = "../benches/fixtures/dkg.rs"]
mod dkg;
#[path = "../examples/scaling/files.rs"]
mod files;
#[path = "../examples/scaling/harness.rs"]
mod harness;
#[path = "../examples/scaling/roles.rs"]
mod roles;
#[path = "../examples/scaling/setup.rs"]
mod setup;

use std::path::PathBuf;

use benches::scaling::{Message, Report, Role, Step};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if matches!(args.first().map(String::as_str), Some("setup" | "role")) {
        if let Err(error) = harness::main(&args) {
            eprintln!("scaling child: {error}");
            std::process::exit(1);
        }
        return;
    }
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("scaling-test");
    let report = run(&dir, "3,10");
    every_figure_is_there(&report);
    messages_grow_as_the_wire_format_says(&report);
    assert!(
        std::fs::read_to_string(dir.join("ed25519.svg"))
            .is_ok_and(|svg| svg.matches("<circle").count() == 2 * (5 + 4)),
        "the chart has a point per step and role at each size"
    );
    a_failing_role_fails_the_run(&dir);
    println!("scaling harness at n = 3 and 10: ok");
}

/// The harness's parent at `sizes`, with its fixtures in `dir`.
fn run(dir: &std::path::Path, sizes: &str) -> Report {
    // Key generation's fixture at 10 is the one of the largest sizes (the
    // others share one polynomial), at 3 the one of every participant's own.
    let args: Vec<String> = ["--sizes", sizes, "--dkg-shared-from", "10", "--dir"]
        .iter()
        .map(ToString::to_string)
        .chain([dir.display().to_string()])
        .collect();
    match harness::main(&args) {
        Ok(Some(report)) => report,
        other => panic!("the harness failed: {other:?}"),
    }
}

fn every_figure_is_there(report: &Report) {
    for n in [3, 10] {
        for step in Step::ALL {
            let (time, runs) = report.time(step, n).expect("every step timed");
            assert!(time.as_nanos() > 0 && runs == 51, "{step:?} at {n}");
        }
        for role in Role::ALL {
            assert!(
                report.memory(role, n).is_some_and(|kib| kib > 0),
                "{role:?}"
            );
        }
        for message in Message::ALL {
            assert!(report.size(message, n).is_some(), "{message:?} at {n}");
        }
    }
}

/// Ed25519's elements and scalars are 32 bytes: from 2-of-3 to 7-of-10,
/// the signing package gains five signers' two commitments (and their
/// identifiers), a round-one package five coefficient commitments, the
/// public key package seven verifying shares; a share does not change.
fn messages_grow_as_the_wire_format_says(report: &Report) {
    let growth = |message| {
        let size = |n| report.size(message, n).expect("measured");
        size(10) as i64 - size(3) as i64
    };
    assert_eq!(growth(Message::DkgRound1Package), 5 * 32);
    assert_eq!(growth(Message::SecretShare), 5 * 32);
    assert!(growth(Message::SigningPackage) >= 5 * 2 * 32);
    assert!(growth(Message::PublicKeyPackage) >= 7 * 32);
    for fixed in [
        Message::SigningCommitments,
        Message::SignatureShare,
        Message::DkgRound2Package,
    ] {
        assert_eq!(growth(fixed), 0, "{fixed:?}");
    }
}

/// A role whose fixtures are missing fails, and so does the run.
fn a_failing_role_fails_the_run(dir: &std::path::Path) {
    let missing = dir.join("missing");
    let args: Vec<String> = ["role", "ed25519", "coordinator", "3"]
        .iter()
        .map(ToString::to_string)
        .chain([missing.display().to_string()])
        .collect();
    assert!(harness::main(&args).is_err());
    assert!(harness::main(&["--sizes".to_string(), "2".to_string()]).is_err());
}

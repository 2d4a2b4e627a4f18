//! End-to-end tests of `frost demo --robust`: ROAST signing with offline
//! and malicious signers, in every suite, and the refusal of more faults
//! than a group tolerates.

mod common;

use std::process::{Command, Output};

use common::SUITES;

fn demo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_frost"))
        .arg("demo")
        .args(args)
        .output()
        .expect("the frost binary runs")
}

/// Runs a demo that must succeed; returns its standard output.
fn ok(args: &[&str]) -> String {
    let output = demo(args);
    assert!(
        output.status.success(),
        "frost demo {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The rest of the line of `out` that starts (after its indentation) with
/// `prefix`.
fn line_after<'a>(out: &'a str, prefix: &str) -> &'a str {
    out.lines()
        .find_map(|line| line.trim_start().strip_prefix(prefix))
        .unwrap_or_else(|| panic!("no line starting with {prefix:?} in:\n{out}"))
}

const MALICIOUS: &str = "malicious (an invalid share for every request): ";
const BLAMED: &str =
    "blamed, with evidence that re-checks against the group's public key package: ";

/// 3-of-5 with one signer offline and one malicious: the malicious one is
/// blamed, the offline one only named as silent, and the signature
/// verifies; the same seed replays the same sessions.
#[test]
fn three_of_five_one_offline_one_malicious() {
    let args = [
        "--robust",
        "--min",
        "3",
        "--max",
        "5",
        "--offline",
        "1",
        "--malicious",
        "1",
        "--seed",
        "1",
    ];
    let out = ok(&args);
    assert!(
        out.contains("3-of-5, trusted dealer, robust signing (ROAST)"),
        "{out}"
    );
    let malicious = line_after(&out, MALICIOUS);
    assert!(malicious.starts_with("participant "), "{out}");
    assert_eq!(line_after(&out, BLAMED), malicious, "{out}");
    let offline = line_after(&out, "offline after their first commitment: ");
    assert_ne!(offline, malicious, "{out}");
    assert!(out.contains(": VALID"), "{out}");
    assert!(out.contains("sessions and"), "{out}");

    let sessions = |out: &str| -> Vec<String> {
        out.lines()
            .filter(|line| {
                line.contains("session") && !line.contains(" ms") && !line.contains(" s)")
            })
            .map(str::to_owned)
            .collect()
    };
    let again = ok(&args);
    assert_eq!(sessions(&out), sessions(&again));
    assert!(
        sessions(&out)
            .iter()
            .any(|line| line.contains("session 0 opened"))
    );
}

/// Every suite, with distributed key generation for one of them and the
/// coordinated attack: a valid signature, and only malicious signers
/// blamed.
#[test]
fn every_suite_signs_despite_faults() {
    for (suite, context) in SUITES {
        let mut args = vec![
            "--suite",
            suite,
            "--robust",
            "--min",
            "3",
            "--max",
            "6",
            "--offline",
            "1",
            "--malicious",
            "2",
            "--attack",
        ];
        if suite == "ristretto255" {
            args.push("--dkg");
        }
        let out = ok(&args);
        assert!(out.contains(context), "{out}");
        assert!(out.contains(": VALID"), "{out}");
        let malicious = line_after(
            &out,
            "malicious (coordinated attack, one invalid share per session): ",
        );
        let blamed = line_after(&out, BLAMED);
        let named = |list: &str| -> Vec<String> {
            list.trim_start_matches("participants ")
                .trim_start_matches("participant ")
                .split(", ")
                .map(str::to_owned)
                .collect()
        };
        if blamed != "none" {
            let malicious = named(malicious);
            assert!(
                named(blamed).iter().all(|id| malicious.contains(id)),
                "an honest signer was blamed:\n{out}"
            );
        }
    }
}

/// More offline and malicious signers than `n - t` are refused before any
/// work, and the fault options need `--robust`.
#[test]
fn too_many_faults_are_refused() {
    let output = demo(&[
        "--robust",
        "--min",
        "3",
        "--max",
        "5",
        "--offline",
        "2",
        "--malicious",
        "1",
    ]);
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("makes 3 faulty signers")
            && error.contains("tolerates at most n - t = 5 - 3 = 2"),
        "{error}"
    );
    assert!(output.stdout.is_empty(), "work began before the refusal");

    let output = demo(&["--malicious", "1"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("--robust"));

    let output = demo(&["--robust", "--signers", "3"]);
    assert!(!output.status.success());
}

/// The Zcash suites sign only re-randomized, with ROAST too: the signature
/// verifies under a randomized key, never under the group key.
#[test]
fn robust_zcash_suites_sign_re_randomized() {
    for suite in ["redpallas", "redjubjub"] {
        let out = ok(&[
            "--suite",
            suite,
            "--robust",
            "--min",
            "2",
            "--max",
            "4",
            "--malicious",
            "1",
            "--seed",
            "5",
        ]);
        assert!(
            line_after(&out, "re-randomized (ZIP 312)").contains("verifies under rk = "),
            "{out}"
        );
        assert!(
            out.contains("under randomized key rk") && out.contains(": VALID"),
            "{out}"
        );
        assert!(!out.contains("under group key"), "{out}");
    }
}

/// `--attack` needs malicious signers to mount it.
#[test]
fn attack_without_malicious_signers_is_refused() {
    let output = demo(&["--robust", "--attack"]);
    assert!(!output.status.success());
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("--attack") && error.contains("--malicious"),
        "{error}"
    );
    assert!(output.stdout.is_empty(), "work began before the refusal");
}

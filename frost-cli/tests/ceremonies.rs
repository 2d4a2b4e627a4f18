//! End-to-end tests of the `frost` binary: whole ceremonies with one process
//! per participant step, through the files of a ceremony directory, and the
//! refusals a person meets when a file is tampered with, reused, or of the
//! wrong kind or suite.

mod common;

use std::fs;
use std::path::Path;
use std::process::Command;

use common::{Ceremony, SUITES, assert_owner_only};

/// Signs `message` with `signers` of a key already in the directory, one
/// process per step, and checks the signature verifies.
fn sign_and_verify(ceremony: &Ceremony, signers: &[u16], message: &str) {
    for id in signers {
        ceremony.ok(&["commit", "--id", &id.to_string()]);
        assert_owner_only(&ceremony.path(&format!("nonces-{id}.json")));
    }
    let list = signers
        .iter()
        .map(u16::to_string)
        .collect::<Vec<_>>()
        .join(",");
    ceremony.ok(&["signing-package", "--signers", &list, "--message", message]);
    for id in signers {
        let out = ceremony.ok(&["sign", "--id", &id.to_string(), "--yes"]);
        assert!(out.contains(&format!("participant {id} signed")), "{out}");
    }
    ceremony.ok(&["aggregate"]);
    let out = ceremony.ok(&["verify", "--message", message]);
    assert!(out.starts_with("valid"), "{out}");
    let error = ceremony.fails(&["verify", "--message", "another message"]);
    assert!(error.contains("does not verify"), "{error}");
}

/// A 2-of-3 trusted-dealer ceremony for every suite; secrets never printed
/// and owner-only; nonces cannot be used twice.
#[test]
fn dealer_2_of_3_every_suite() {
    for (suite, context) in SUITES {
        let ceremony = Ceremony::new("dealer", suite);
        let out = ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
        for id in 1..=3 {
            let share = ceremony.path(&format!("secret-share-{id}.json"));
            assert_owner_only(&share);
            let value = ceremony.json(&format!("secret-share-{id}.json"));
            assert_eq!(value["header"]["ciphersuite"], context);
            assert_eq!(value["header"]["type"], "secret_share");
            let secret = value["signing_share"].as_str().expect("hex share");
            assert!(!out.contains(secret), "the dealer printed a secret share");
        }
        assert_eq!(
            ceremony.json("public-key-package.json")["header"]["type"],
            "public_key_package"
        );

        sign_and_verify(&ceremony, &[1, 3], "pay 10 to Alice");

        // The nonces file was consumed by the first signature.
        let error = ceremony.fails(&["sign", "--id", "1", "--yes"]);
        assert!(error.contains("already used"), "{error}");
    }
}

/// A 3-of-5 distributed key generation, one process per participant and
/// part, then signing by three of the five.
#[test]
fn dkg_3_of_5() {
    for suite in ["ed25519", "secp256k1"] {
        let ceremony = Ceremony::new("dkg", suite);
        for id in 1..=5 {
            ceremony.ok(&[
                "dkg",
                "part1",
                "--id",
                &id.to_string(),
                "--min",
                "3",
                "--max",
                "5",
            ]);
            assert_owner_only(&ceremony.path(&format!("dkg-round1-secret-{id}.json")));
        }
        // A participant that never ran part 1 cannot run part 2.
        let error = ceremony.fails(&["dkg", "part2", "--id", "9"]);
        assert!(error.contains("dkg-round1-secret-9.json"), "{error}");
        for id in 1..=5 {
            ceremony.ok(&["dkg", "part2", "--id", &id.to_string()]);
            assert!(
                !ceremony
                    .path(&format!("dkg-round1-secret-{id}.json"))
                    .exists(),
                "used secret deleted"
            );
        }
        assert_owner_only(&ceremony.path("dkg-round2-package-1-to-2.json"));
        let mut digests = Vec::new();
        for id in 1..=5 {
            let out = ceremony.ok(&["dkg", "part3", "--id", &id.to_string()]);
            let digest = out
                .lines()
                .find(|l| l.starts_with("transcript digest"))
                .expect("digest line");
            digests.push(digest.to_owned());
            assert_owner_only(&ceremony.path(&format!("key-package-{id}.json")));
        }
        assert!(
            digests.windows(2).all(|pair| pair[0] == pair[1]),
            "{digests:?}"
        );
        assert_eq!(ceremony.json("public-key-package.json")["min_signers"], 3);

        sign_and_verify(&ceremony, &[2, 4, 5], "rotate the bridge key");
    }
}

/// Flips one hex digit of the signing share in a participant's file.
fn tamper_share(path: &Path, field: &str) {
    let mut value: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(path).expect("file")).expect("JSON");
    let hex = value[field].as_str().expect("hex field").to_owned();
    let (head, tail) = hex.split_at(12);
    let digit = if tail.starts_with('0') { "1" } else { "0" };
    value[field] = serde_json::Value::String(format!("{head}{digit}{}", &tail[1..]));
    fs::write(path, value.to_string()).expect("write");
}

/// A participant's tampered share file is refused, naming the participant.
#[test]
fn tampered_share_file_is_refused_naming_the_participant() {
    for (suite, _) in SUITES {
        let ceremony = Ceremony::new("tampered-share", suite);
        ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
        tamper_share(&ceremony.path("secret-share-2.json"), "signing_share");
        let error = ceremony.fails(&["commit", "--id", "2"]);
        assert!(error.contains("participant 2"), "{suite}: {error}");
        assert!(!ceremony.path("nonces-2.json").exists());
        ceremony.ok(&["commit", "--id", "1"]);
    }
}

/// A signature share whose value is wrong (here: another signer's value, in
/// a file naming its own sender) is blamed on its sender.
#[test]
fn invalid_signature_share_is_blamed_on_its_signer() {
    let ceremony = Ceremony::new("bad-share", "ristretto255");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["2", "3"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    ceremony.ok(&["signing-package", "--signers", "2,3", "--message", "m"]);
    for id in ["2", "3"] {
        ceremony.ok(&["sign", "--id", id, "--yes"]);
    }
    let other = ceremony.json("signature-share-2.json");
    let mut share = ceremony.json("signature-share-3.json");
    share["share"] = other["share"].clone();
    fs::write(ceremony.path("signature-share-3.json"), share.to_string()).expect("write");
    let error = ceremony.fails(&["aggregate"]);
    assert!(error.contains("blame participant 3"), "{error}");
}

/// Files of another suite, of another kind, or no message at all are refused
/// with a message that says so.
#[test]
fn wrong_suite_and_wrong_files_are_refused() {
    let dealer = Ceremony::new("wrong-files", "ed25519");
    dealer.ok(&["dealer", "--min", "2", "--max", "3"]);

    // Commitments of another ceremony, of another suite, are refused naming
    // both suites by the names `--suite` takes.
    let other = Ceremony::new("wrong-files-other", "ristretto255");
    other.ok(&["dealer", "--min", "2", "--max", "3"]);
    other.ok(&["commit", "--id", "2"]);
    dealer.ok(&["commit", "--id", "1"]);
    fs::copy(
        other.path("commitments-2.json"),
        dealer.path("commitments-2.json"),
    )
    .expect("copy");
    let error = dealer.fails(&["signing-package", "--signers", "1,2", "--message", "m"]);
    assert!(
        error.contains("of suite ristretto255") && error.contains("of suite ed25519"),
        "{error}"
    );
    // Only the steps that start from nothing take `--suite`.
    let error = dealer.fails(&["commit", "--id", "1", "--suite", "ed25519"]);
    assert!(error.contains("--suite"), "{error}");

    fs::copy(
        dealer.path("public-key-package.json"),
        dealer.path("key-package-1.json"),
    )
    .expect("copy");
    let error = dealer.fails(&["commit", "--id", "1"]);
    assert!(
        error.contains("holds a public_key_package, but a key_package is expected"),
        "{error}"
    );

    fs::write(dealer.path("key-package-1.json"), "not json").expect("write");
    let error = dealer.fails(&["commit", "--id", "1"]);
    assert!(error.contains("not a FROST message file"), "{error}");

    let error = dealer.fails(&["commit", "--id", "7"]);
    assert!(error.contains("participant 7 has no key"), "{error}");

    let error = dealer.fails(&["dealer", "--min", "2", "--max", "3"]);
    assert!(error.contains("refusing to overwrite"), "{error}");
}

/// `frost demo` runs with its defaults and with distributed key generation.
#[test]
fn demo_runs() {
    let run = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_frost"))
            .args(args)
            .output()
            .expect("the frost binary runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let out = run(&["demo"]);
    assert!(
        out.contains("FROST-ED25519-SHA512-v1, 2-of-3, trusted dealer"),
        "{out}"
    );
    assert!(out.contains("signing package, "), "{out}");
    assert!(out.contains(": VALID"), "{out}");
    let out = run(&[
        "demo",
        "--suite",
        "ed448",
        "--dkg",
        "--min",
        "3",
        "--max",
        "4",
        "--message",
        "hi",
    ]);
    assert!(
        out.contains("all 4 participants derived the same public key package"),
        "{out}"
    );
    assert!(out.contains(": VALID"), "{out}");
}

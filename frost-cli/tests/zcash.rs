//! End-to-end tests of the Zcash suites (ZIP 312), which sign only
//! re-randomized: the demo, and a file ceremony whose randomizer the caller
//! gives with `--randomizer`.

mod common;

use std::process::Command;

use common::Ceremony;

const ZCASH_SUITES: [&str; 2] = ["redpallas", "redjubjub"];

/// A randomizer `alpha`: a canonical scalar of both suites (its top byte is
/// small), as 64 hex digits.
fn alpha(seed: u8) -> String {
    let mut bytes = [seed; 32];
    bytes[31] = 0x01;
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The hex after `marker` in `out`.
fn hex_after<'a>(out: &'a str, marker: &str) -> &'a str {
    let start = out.find(marker).expect("marker printed") + marker.len();
    out[start..]
        .split(|c: char| !c.is_ascii_hexdigit())
        .next()
        .expect("hex")
}

#[test]
fn demo_signs_re_randomized() {
    for suite in ZCASH_SUITES {
        for keygen in [None, Some("--dkg")] {
            let output = Command::new(env!("CARGO_BIN_EXE_frost"))
                .args(["demo", "--suite", suite])
                .args(keygen)
                .output()
                .expect("the frost binary runs");
            assert!(output.status.success(), "{output:?}");
            let out = String::from_utf8_lossy(&output.stdout);
            let rk = hex_after(&out, "rk = Y + [alpha] G = ");
            assert_eq!(rk.len(), 64, "{out}");
            assert_eq!(hex_after(&out, "randomizer alpha = ").len(), 64, "{out}");
            assert!(
                out.contains(&format!("under randomized key rk {rk}: VALID")),
                "{out}"
            );
        }
    }
}

#[test]
fn file_ceremony_with_caller_given_randomizer() {
    for suite in ZCASH_SUITES {
        let ceremony = Ceremony::new("zcash-files", suite);
        ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
        for id in ["1", "3"] {
            ceremony.ok(&["commit", "--id", id]);
        }
        let message = "sighash of the spend";
        let package = ["signing-package", "--signers", "1,3", "--message", message];
        let error = ceremony.fails(&package);
        assert!(error.contains("--randomizer"), "{error}");
        let error = ceremony.fails(&[&package[..], &["--randomizer", "zz"]].concat());
        assert!(error.contains("not hex"), "{error}");
        let error = ceremony.fails(&[&package[..], &["--randomizer", &"ff".repeat(32)]].concat());
        assert!(error.contains("canonical"), "{error}");
        // A zero randomizer would sign under the group key itself.
        let error = ceremony.fails(&[&package[..], &["--randomizer", &"00".repeat(32)]].concat());
        assert!(error.contains("randomizer is zero"), "{error}");
        assert!(!ceremony.path("signing-package.json").exists());

        let alpha = alpha(7);
        let out = ceremony.ok(&[&package[..], &["--randomizer", &alpha]].concat());
        let rk = hex_after(&out, "rk = ").to_owned();
        assert_eq!(
            ceremony.json("signing-package.json")["header"]["type"],
            "randomized_signing_package"
        );
        let package_path = ceremony.path("signing-package.json");
        let out = ceremony.ok(&["inspect", package_path.to_str().expect("UTF-8 path")]);
        assert!(out.contains(&format!("rk = {rk}")), "{out}");
        assert!(out.contains(message) && !out.contains(&alpha), "{out}");

        // A signer expecting another randomizer refuses, its nonces intact.
        let error = ceremony.fails(&[
            "sign",
            "--id",
            "1",
            "--yes",
            "--randomizer",
            &self::alpha(9),
        ]);
        assert!(error.contains("another randomizer"), "{error}");
        let out = ceremony.ok(&["sign", "--id", "1", "--yes", "--randomizer", &alpha]);
        assert!(out.contains(&format!("rk = {rk}")), "{out}");
        let out = ceremony.ok(&["sign", "--id", "3", "--yes"]);
        assert!(out.contains(&format!("rk = {rk}")), "{out}");

        let out = ceremony.ok(&["aggregate", "--randomizer", &alpha]);
        assert!(out.contains(&format!("randomized key rk {rk}")), "{out}");

        let out = ceremony.ok(&["verify", "--message", message, "--randomizer", &alpha]);
        assert!(out.starts_with("valid"), "{out}");
        let error = ceremony.fails(&["verify", "--message", message]);
        assert!(error.contains("--randomizer"), "{error}");
        let error = ceremony.fails(&[
            "verify",
            "--message",
            message,
            "--randomizer",
            &self::alpha(9),
        ]);
        assert!(error.contains("does not verify"), "{error}");
        let rk_file = ceremony.path("rk.hex");
        std::fs::write(&rk_file, &rk).expect("rk file");
        let rk_path = rk_file.to_str().expect("UTF-8 path");
        let out = ceremony.ok(&["verify", "--message", message, "--key", rk_path]);
        assert!(out.starts_with("valid"), "{out}");

        let out = ceremony.ok(&["export-key"]);
        assert!(out.contains("hex"), "{out}");
    }
}

#[test]
fn other_suites_refuse_a_randomizer() {
    let ceremony = Ceremony::new("zcash-refused", "ed25519");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    let error = ceremony.fails(&[
        "signing-package",
        "--signers",
        "1,2",
        "--message",
        "m",
        "--randomizer",
        &alpha(7),
    ]);
    assert!(error.contains("redpallas and redjubjub"), "{error}");
}

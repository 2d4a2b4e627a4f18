//! End-to-end tests of the group key in standard formats: `export-key`
//! writes it, `verify --key` reads it back, and OpenSSL (where installed)
//! reads it and checks Ed25519 and Ed448 signatures made by the group.

mod common;

use std::path::Path;
use std::process::Command;

use common::{Ceremony, SUITES};

/// A 2-of-3 key and a signature on `message` by participants 1 and 2.
fn signed(name: &str, suite: &'static str, message: &str) -> Ceremony {
    let ceremony = Ceremony::new(name, suite);
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", message]);
    for id in ["1", "2"] {
        ceremony.ok(&["sign", "--id", id, "--yes"]);
    }
    ceremony.ok(&["aggregate"]);
    ceremony
}

fn text(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

/// Every suite's key, in every format it has, verifies the group's
/// signature through `--key` and `--signature` paths of any name.
#[test]
fn exported_keys_verify_signatures() {
    for (suite, _) in SUITES {
        let ceremony = signed("export", suite, "exported");
        let signature = ceremony.path("moved-signature.json");
        std::fs::rename(ceremony.path("signature.json"), &signature).expect("move");
        let formats: &[&str] = match suite {
            "ed25519" | "ed448" | "secp256k1" | "p256" => &["pem", "hex"],
            _ => &["hex"],
        };
        for format in formats {
            let key = ceremony.path(&format!("key.{format}"));
            ceremony.ok(&["export-key", "--format", format, "--out", text(&key)]);
            let out = ceremony.ok(&[
                "verify",
                "--message",
                "exported",
                "--key",
                text(&key),
                "--signature",
                text(&signature),
            ]);
            assert!(out.starts_with("valid"), "{suite} {format}: {out}");
            let error = ceremony.fails(&[
                "verify",
                "--message",
                "other",
                "--key",
                text(&key),
                "--signature",
                text(&signature),
            ]);
            assert!(error.contains("does not verify"), "{suite}: {error}");
        }
        let hex = std::fs::read_to_string(ceremony.path("key.hex")).expect("key");
        let expected_len = match suite {
            "secp256k1" | "p256" => 66,
            "ed448" => 114,
            _ => 64,
        };
        assert_eq!(hex.trim().len(), expected_len, "{suite}: {hex}");
        if formats.len() == 1 {
            let error = ceremony.fails(&["export-key", "--format", "pem"]);
            assert!(error.contains("no PEM key format"), "{error}");
        }
    }
}

/// A key of another suite is refused.
#[test]
fn a_key_of_another_suite_is_refused() {
    let ed25519 = signed("other-key-a", "ed25519", "m");
    let ed448 = Ceremony::new("other-key-b", "ed448");
    ed448.ok(&["dealer", "--min", "2", "--max", "3"]);
    ed448.ok(&["export-key"]);
    let error = ed25519.fails(&[
        "verify",
        "--message",
        "m",
        "--key",
        text(&ed448.path("group-key.pem")),
    ]);
    assert!(error.contains("not a key of suite ed25519"), "{error}");
}

fn openssl_installed() -> bool {
    Command::new("openssl")
        .arg("version")
        .output()
        .is_ok_and(|output| output.status.success())
}

/// OpenSSL reads every exported PEM key and verifies the group's Ed25519 and
/// Ed448 signatures as ordinary RFC 8032 signatures. Skipped (saying so)
/// where OpenSSL is not installed.
#[test]
fn openssl_reads_exported_keys_and_verifies_signatures() {
    if !openssl_installed() {
        eprintln!("openssl is not installed: skipping the OpenSSL check");
        return;
    }
    for suite in ["ed25519", "ed448", "secp256k1", "p256"] {
        let message = "checked by OpenSSL";
        let ceremony = signed("openssl", suite, message);
        ceremony.ok(&["export-key"]);
        let key = ceremony.path("group-key.pem");
        let parsed = Command::new("openssl")
            .args(["pkey", "-pubin", "-noout", "-in", text(&key)])
            .output()
            .expect("openssl runs");
        assert!(
            parsed.status.success(),
            "{suite}: {}",
            String::from_utf8_lossy(&parsed.stderr)
        );
        if !suite.starts_with("ed") {
            continue;
        }
        let signature = ceremony.json("signature.json")["signature"]
            .as_str()
            .expect("hex signature")
            .to_owned();
        let raw: Vec<u8> = (0..signature.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&signature[i..i + 2], 16).expect("hex"))
            .collect();
        std::fs::write(ceremony.path("signature.bin"), raw).expect("write");
        std::fs::write(ceremony.path("message.txt"), message).expect("write");
        let verify = |message_file: &str| {
            Command::new("openssl")
                .args(["pkeyutl", "-verify", "-pubin", "-rawin", "-inkey"])
                .arg(&key)
                .arg("-in")
                .arg(ceremony.path(message_file))
                .arg("-sigfile")
                .arg(ceremony.path("signature.bin"))
                .output()
                .expect("openssl runs")
        };
        let checked = verify("message.txt");
        assert!(
            checked.status.success(),
            "{suite}: {}{}",
            String::from_utf8_lossy(&checked.stdout),
            String::from_utf8_lossy(&checked.stderr)
        );
        std::fs::write(ceremony.path("other.txt"), "another message").expect("write");
        assert!(!verify("other.txt").status.success(), "{suite}");
    }
}

/// Our file rewritten in the reference crates' JSON layout (the same field
/// names and encodings under a version-0 header without a type).
fn as_reference(ceremony: &Ceremony, name: &str, context: &str) -> std::path::PathBuf {
    let mut value = ceremony.json(name);
    value["header"] = serde_json::json!({ "version": 0, "ciphersuite": context });
    let path = ceremony.path(&format!("reference-{name}"));
    std::fs::write(&path, value.to_string()).expect("write");
    path
}

/// `import-reference` takes the reference crates' JSON key files, finds
/// their suite, checks them and writes this tool's files, which then sign;
/// a tampered share is refused.
#[test]
fn reference_key_files_are_imported() {
    let (suite, context) = SUITES[2];
    let old = Ceremony::new("reference-old", suite);
    old.ok(&["dealer", "--min", "2", "--max", "3"]);
    let public = as_reference(&old, "public-key-package.json", context);
    let shares: Vec<_> = (1..=3)
        .map(|id| as_reference(&old, &format!("secret-share-{id}.json"), context))
        .collect();

    let new = Ceremony::new("reference-new", suite);
    let out = new.ok(&["import-reference", text(&public)]);
    assert!(out.contains("public key package"), "{out}");
    for share in &shares[..2] {
        let out = new.ok(&["import-reference", text(share)]);
        assert!(
            out.contains("matches the group's public key package"),
            "{out}"
        );
    }
    common::assert_owner_only(&new.path("secret-share-1.json"));
    for id in ["1", "2"] {
        new.ok(&["commit", "--id", id]);
    }
    new.ok(&["signing-package", "--signers", "1,2", "--message", "moved"]);
    for id in ["1", "2"] {
        new.ok(&["sign", "--id", id, "--yes"]);
    }
    new.ok(&["aggregate"]);
    new.ok(&["verify", "--message", "moved"]);

    let mut tampered: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&shares[2]).expect("file")).expect("JSON");
    let hex = tampered["signing_share"].as_str().expect("hex").to_owned();
    let digit = if hex.starts_with('0') { "1" } else { "0" };
    tampered["signing_share"] = serde_json::Value::from(format!("{digit}{}", &hex[1..]));
    std::fs::write(&shares[2], tampered.to_string()).expect("write");
    let error = new.fails(&["import-reference", text(&shares[2])]);
    assert!(error.contains("refused"), "{error}");
    assert!(!new.path("secret-share-3.json").exists());

    let error = new.fails(&["import-reference", text(&new.path("secret-share-1.json"))]);
    assert!(
        error.contains("not a key file of the reference crates"),
        "{error}"
    );
}

/// What other tools take: the key as hex straight on the command line, the
/// bare signature bytes (hex or binary) from `aggregate --signature-out`,
/// and a warning that P-256 and secp256k1 keys verify no ECDSA.
#[test]
fn bare_keys_and_signatures_for_other_tools() {
    for (suite, _) in SUITES {
        let ceremony = signed("bare", suite, "bare");
        let out = ceremony.ok(&["export-key", "--format", "hex"]);
        assert_eq!(
            out.contains("not ECDSA"),
            matches!(suite, "secp256k1" | "p256"),
            "{suite}: {out}"
        );
        let key = std::fs::read_to_string(ceremony.path("group-key.hex")).expect("key");
        let out = ceremony.ok(&["verify", "--message", "bare", "--key", key.trim()]);
        assert!(out.starts_with("valid"), "{suite}: {out}");
        let error = ceremony.fails(&["verify", "--message", "other", "--key", key.trim()]);
        assert!(error.contains("does not verify"), "{suite}: {error}");

        let json = ceremony.json("signature.json");
        let expected = json["signature"]
            .as_str()
            .expect("hex signature")
            .to_owned();
        let hex_out = ceremony.path("signature.hex");
        ceremony.ok(&["aggregate", "--signature-out", text(&hex_out)]);
        let written = std::fs::read_to_string(&hex_out).expect("hex signature");
        assert_eq!(written, format!("{expected}\n"), "{suite}");
        let bin_out = ceremony.path("signature.bin");
        ceremony.ok(&[
            "aggregate",
            "--signature-out",
            text(&bin_out),
            "--signature-form",
            "binary",
        ]);
        let bytes = std::fs::read(&bin_out).expect("binary signature");
        let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hex, expected, "{suite}");
    }
}

//! End-to-end tests of what an operator relies on besides the ceremony
//! itself: seeing what a file holds and what is signed before signing.

mod common;

use std::fs;

use common::Ceremony;

/// `frost inspect` describes key and message files without their secrets.
#[test]
fn inspect_describes_files_and_never_shows_a_secret() {
    let ceremony = Ceremony::new("inspect", "p256");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    let share = ceremony.path("secret-share-2.json");
    let out = ceremony.ok(&["inspect", share.to_str().expect("UTF-8 path")]);
    let secret = ceremony.json("secret-share-2.json")["signing_share"]
        .as_str()
        .expect("hex")
        .to_owned();
    assert!(!out.contains(&secret), "inspect printed a secret:\n{out}");
    for expected in [
        "suite: p256 (FROST-P256-SHA256-v1)",
        "type: secret_share (secret",
        "participant: 2",
        "threshold: 2 signers",
        "matches the dealer's commitment",
    ] {
        assert!(out.contains(expected), "{expected}:\n{out}");
    }
    let public = ceremony.path("public-key-package.json");
    let out = ceremony.ok(&["inspect", public.to_str().expect("UTF-8 path")]);
    assert!(
        out.contains("threshold: 2 of 3 participants (1, 2, 3)"),
        "{out}"
    );

    let long = "transfer 1000 units from the treasury to account 42, memo: quarterly payout";
    for id in ["1", "3"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    ceremony.ok(&["signing-package", "--signers", "1,3", "--message", long]);
    let package = ceremony.path("signing-package.json");
    let out = ceremony.ok(&["inspect", package.to_str().expect("UTF-8 path")]);
    assert!(out.contains("signers: 1, 3"), "{out}");
    assert!(out.contains(&format!("{long:?}")), "{out}");
}

/// `sign` shows the whole message before signing, and refuses one that is
/// not the expected message without using up its nonces.
#[test]
fn sign_shows_the_message_and_checks_the_expected_one() {
    let ceremony = Ceremony::new("expect", "ed25519");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    let message = "pay 10 to Alice, and this line is longer than sixty characters";
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", message]);
    let error = ceremony.fails(&["sign", "--id", "1", "--expect-message", "pay 10 to Alice"]);
    assert!(error.contains("refusing to sign"), "{error}");
    assert!(error.contains(&format!("{message:?}")), "{error}");
    let expected = ceremony.path("expected.txt");
    std::fs::write(&expected, message).expect("write");
    let out = ceremony.ok(&[
        "sign",
        "--id",
        "1",
        "--expect-message-file",
        expected.to_str().expect("UTF-8 path"),
    ]);
    assert!(out.contains(&format!("{message:?}")), "{out}");
    let out = ceremony.ok(&["sign", "--id", "2", "--expect-message", message]);
    assert!(out.contains("participant 2 signed"), "{out}");
    ceremony.ok(&["aggregate"]);
    ceremony.ok(&["verify", "--message", message]);
}

/// A nonces file copied back from a backup cannot sign a second message:
/// the journal knows its commitments.
#[test]
fn restored_nonces_are_refused_by_the_journal() {
    let ceremony = Ceremony::new("journal", "secp256k1");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    let backup = std::fs::read(ceremony.path("nonces-1.json")).expect("backup");
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "first"]);
    ceremony.ok(&["sign", "--id", "1", "--yes"]);
    common::assert_owner_only(&ceremony.journal("1"));
    let first_share = std::fs::read(ceremony.path("signature-share-1.json")).expect("share");

    // The nonces file comes back; the coordinator asks for another message
    // with the same commitments.
    std::fs::write(ceremony.path("nonces-1.json"), &backup).expect("restore");
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "second"]);
    let error = ceremony.fails(&["sign", "--id", "1", "--yes"]);
    assert!(error.contains("already used to sign"), "{error}");
    assert!(error.contains("restored from a backup"), "{error}");
    // No share of the second message was written.
    let share = std::fs::read(ceremony.path("signature-share-1.json")).expect("share");
    assert_eq!(share, first_share);
}

/// `commit` keeps unused nonces unless forced; a signing package holding
/// the replaced commitments is refused with the likely cause.
#[test]
fn commit_keeps_unused_nonces_and_swapped_commitments_are_explained() {
    let ceremony = Ceremony::new("swapped", "ed448");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "3"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    let error = ceremony.fails(&["commit", "--id", "1"]);
    assert!(
        error.contains("unused nonces") && error.contains("--force"),
        "{error}"
    );
    ceremony.ok(&["signing-package", "--signers", "1,3", "--message", "m"]);
    ceremony.ok(&["commit", "--id", "1", "--force"]);
    let error = ceremony.fails(&["sign", "--id", "1", "--yes"]);
    assert!(
        error.contains("most likely `frost commit` was run again"),
        "{error}"
    );
    // Its nonces are untouched: a fresh package with them signs.
    ceremony.ok(&["signing-package", "--signers", "1,3", "--message", "m"]);
    ceremony.ok(&["sign", "--id", "1", "--yes"]);
    ceremony.ok(&["sign", "--id", "3", "--yes"]);
    ceremony.ok(&["aggregate"]);
    // Used nonces are replaced without --force.
    ceremony.ok(&["commit", "--id", "1"]);
}

/// A Taproot key-path spend: the group signs for the BIP341 output key that
/// `frost taproot` prints, with and without a script tree.
#[test]
fn taproot_output_key_signatures() {
    use frost_secp256k1_tr::taproot::XOnly;

    for root in [None, Some("11".repeat(32))] {
        let ceremony = Ceremony::new("taproot", "secp256k1-tr");
        ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
        let mut tweak = vec!["--taproot".to_owned()];
        if let Some(root) = &root {
            tweak = vec!["--merkle-root".to_owned(), root.clone()];
        }
        let tweak: Vec<&str> = tweak.iter().map(String::as_str).collect();
        // `frost taproot` always tweaks; it takes only the merkle root.
        let root_args: &[&str] = if root.is_some() { &tweak } else { &[] };
        let out = ceremony.ok(&[&["taproot", "--network", "testnet"], root_args].concat());
        let field = |name: &str| {
            out.lines()
                .find_map(|line| line.strip_prefix(name))
                .unwrap_or_else(|| panic!("{name} in\n{out}"))
                .trim()
                .to_owned()
        };
        let output_key = field("output key (x-only):");
        assert_ne!(output_key, field("internal key (x-only):"));
        assert_eq!(
            field("scriptPubKey (witness v1 program):"),
            format!("5120{output_key}")
        );
        assert!(field("address (testnet):").starts_with("tb1p"), "{out}");

        for id in ["1", "3"] {
            ceremony.ok(&["commit", "--id", id]);
        }
        // The coordinator names the tweak in the signing package; a signer
        // may repeat it, and the others and the aggregation take it from
        // the package.
        ceremony.ok(&[
            &["signing-package", "--signers", "1,3", "--message", "spend"],
            &tweak[..],
        ]
        .concat());
        let out = ceremony.ok(&[
            "inspect",
            ceremony
                .path("signing-package.json")
                .to_str()
                .expect("UTF-8"),
        ]);
        assert!(
            out.contains("Taproot: signs under the Taproot output key"),
            "{out}"
        );
        ceremony.ok(&[
            &["sign", "--id", "1", "--expect-message", "spend"],
            &tweak[..],
        ]
        .concat());
        ceremony.ok(&["sign", "--id", "3", "--expect-message", "spend"]);
        ceremony.ok(&["aggregate"]);
        ceremony.ok(&[&["verify", "--message", "spend"], &tweak[..]].concat());
        // Not a signature under the untweaked group key.
        ceremony.fails(&["verify", "--message", "spend"]);

        // A BIP340 verifier holding only the output key accepts it.
        let signature = ceremony.json("signature.json");
        let signature = frost_secp256k1_tr::Signature::from_bytes(&hex_bytes(
            signature["signature"].as_str().expect("hex signature"),
        ))
        .expect("signature");
        let key = frost_secp256k1_tr::VerifyingKey::from_x_only(&hex_bytes(&output_key))
            .expect("output key");
        key.verify(b"spend", &signature)
            .expect("valid under the output key");
    }
    // Other suites have no tap tweak.
    let ceremony = Ceremony::new("taproot-other", "ed25519");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    let error = ceremony.fails(&["taproot"]);
    assert!(
        error.contains("secp256k1-tr") && error.contains("ed25519"),
        "{error}"
    );
}

fn hex_bytes(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
        .collect()
}

/// The errors an operator meets first say what is wrong in their terms.
#[test]
fn errors_name_the_real_cause() {
    let ceremony = Ceremony::new("errors", "ristretto255");
    let error = ceremony.fails(&["dealer", "--min", "3", "--max", "2"]);
    assert!(
        error.contains("--max must be at least --min (3)"),
        "{error}"
    );

    for (id, min) in [("1", "2"), ("2", "3"), ("3", "2")] {
        ceremony.ok(&["dkg", "part1", "--id", id, "--min", min, "--max", "3"]);
    }
    let error = ceremony.fails(&["dkg", "part2", "--id", "1"]);
    assert!(
        error.contains("the thresholds differ") && error.contains("participant 2 with --min 3"),
        "{error}"
    );

    let group = Ceremony::new("errors-group", "ristretto255");
    group.ok(&["dealer", "--min", "3", "--max", "4"]);
    for id in ["1", "2"] {
        group.ok(&["commit", "--id", id]);
    }
    std::fs::copy(
        group.path("commitments-1.json"),
        group.path("commitments-7.json"),
    )
    .expect("copy");
    let error = group.fails(&["signing-package", "--signers", "1,2,7", "--message", "m"]);
    assert!(error.contains("7 is not a member"), "{error}");
    let error = group.fails(&["signing-package", "--signers", "1,2", "--message", "m"]);
    assert!(
        error.contains("2 signers given, but the group's threshold is 3"),
        "{error}"
    );

    // Binary and text garbage are refused alike.
    std::fs::write(group.path("binary"), [0xff, 0xfe, 0x00, 0x81]).expect("write");
    std::fs::write(group.path("text"), "hello").expect("write");
    for name in ["binary", "text"] {
        let path = group.path(name);
        let error = group.fails(&["inspect", path.to_str().expect("UTF-8 path")]);
        assert!(
            error.contains("not a FROST message file"),
            "{name}: {error}"
        );
    }
}

/// The dealer writes everything or nothing: a large group's files all
/// arrive owner-only with nothing staged left over, and a run that cannot
/// complete leaves the directory as it was.
#[test]
fn dealer_output_is_all_or_nothing() {
    let ceremony = Ceremony::new("dealer-batch", "ed25519");
    let out = ceremony.ok(&["dealer", "--min", "20", "--max", "200"]);
    assert!(
        out.contains("secret-share-1.json to secret-share-200.json"),
        "{out}"
    );
    let names: Vec<String> = std::fs::read_dir(&ceremony.dir)
        .expect("directory")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(names.len(), 201, "{names:?}");
    assert!(
        names.iter().all(|name| !name.contains("partial")),
        "{names:?}"
    );
    common::assert_owner_only(&ceremony.path("secret-share-200.json"));

    let other = Ceremony::new("dealer-refused", "ed25519");
    std::fs::write(other.path("secret-share-3.json"), "precious").expect("write");
    let error = other.fails(&["dealer", "--min", "2", "--max", "5"]);
    assert!(
        error.contains("secret-share-3.json: already exists"),
        "{error}"
    );
    let left: Vec<_> = std::fs::read_dir(&other.dir).expect("directory").collect();
    assert_eq!(left.len(), 1);
    assert_eq!(
        std::fs::read_to_string(other.path("secret-share-3.json")).expect("file"),
        "precious"
    );
}

/// The command keeps running, and succeeds, when nobody reads its output any
/// more (`frost demo | head`): the reading end of the pipe is closed before
/// the command prints its first line.
#[test]
fn a_closed_pipe_does_not_stop_the_command() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_frost"))
        .args(["demo", "--suite", "ristretto255"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the frost binary runs");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("the command ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "status {:?}, stderr: {stderr}",
        output.status
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// Errors blame the party at fault: a number that is no member of the group
/// is named as such (not as a missing file), a file of another suite is
/// blamed on that file (not on the reader's own key), and a key generation
/// run where an earlier key lives says so.
#[test]
fn errors_blame_the_party_at_fault() {
    let group = Ceremony::new("blame-member", "ed25519");
    group.ok(&["dealer", "--min", "2", "--max", "3"]);
    group.ok(&["commit", "--id", "1"]);
    for signers in ["1,7", "7,1"] {
        let error = group.fails(&["signing-package", "--signers", signers, "--message", "m"]);
        assert!(error.contains("7 is not a member"), "{error}");
        assert!(!error.contains("commitments-7.json"), "{error}");
    }

    // A signing package of a P-256 ceremony dropped into this one.
    let other = Ceremony::new("blame-other-suite", "p256");
    other.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        other.ok(&["commit", "--id", id]);
    }
    other.ok(&["signing-package", "--signers", "1,2", "--message", "m"]);
    group.ok(&["commit", "--id", "2"]);
    fs::copy(
        other.path("signing-package.json"),
        group.path("signing-package.json"),
    )
    .expect("copy");
    let error = group.fails(&["sign", "--id", "2", "--expect-message", "m"]);
    assert!(
        error.contains("signing-package.json: this file is of suite p256")
            && !error.contains("secret-share-2.json"),
        "{error}"
    );
    let error = group.fails(&["aggregate"]);
    assert!(
        error.contains("signing-package.json: this file is of suite p256"),
        "{error}"
    );

    // Key generation where a dealer's key already lives.
    let dkg = Ceremony::new("blame-old-key", "ed25519");
    dkg.ok(&["dealer", "--min", "2", "--max", "3"]);
    let parts = |part: &str| {
        for id in ["1", "2", "3"] {
            let mut args = vec!["dkg", part, "--id", id];
            if part == "part1" {
                args.extend(["--min", "2", "--max", "3"]);
            }
            dkg.ok(&args);
        }
    };
    parts("part1");
    parts("part2");
    let error = dkg.fails(&["dkg", "part3", "--id", "1"]);
    assert!(
        error.contains("another group key") && error.contains("earlier key generation or dealer"),
        "{error}"
    );
    assert!(!error.contains("the participants disagree"), "{error}");
    assert!(!dkg.path("key-package-1.json").exists());

    // Once that key is moved away, key generation completes; run again, it
    // says the participant already holds a key.
    fs::remove_file(dkg.path("public-key-package.json")).expect("move the old key away");
    parts("part3");
    parts("part1");
    parts("part2");
    let error = dkg.fails(&["dkg", "part3", "--id", "1"]);
    assert!(
        error.contains("already holds a key here, from an earlier key generation"),
        "{error}"
    );
}

/// The Taproot tweak travels in the signing package, so signers and the
/// coordinator cannot disagree about it; a signer asking for another tweak
/// than the package's is refused before it signs, and when every share
/// fails, the coordinator's own files are named as the likely cause instead
/// of every signer being blamed.
#[test]
fn taproot_tweak_travels_in_the_package_and_blame_spares_honest_signers() {
    let ceremony = Ceremony::new("tweak-blame", "secp256k1-tr");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    // The scenario: the package names no tweak, the signers ask
    // for one. They are refused, their nonces untouched, instead of
    // signing shares the coordinator would then blame them for.
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "spend"]);
    for id in ["1", "2"] {
        let error = ceremony.fails(&["sign", "--id", id, "--taproot", "--expect-message", "spend"]);
        assert!(
            error.contains("the signing package asks for none"),
            "{error}"
        );
    }
    // A package with a tweak, a signer asking for another one.
    let root = "22".repeat(32);
    ceremony.ok(&[
        "signing-package",
        "--signers",
        "1,2",
        "--message",
        "spend",
        "--taproot",
    ]);
    let error = ceremony.fails(&[
        "sign",
        "--id",
        "1",
        "--merkle-root",
        &root,
        "--expect-message",
        "spend",
    ]);
    assert!(
        error.contains("asks for a signature under the Taproot output key without script tree")
            && error.contains(&root),
        "{error}"
    );
    for id in ["1", "2"] {
        ceremony.ok(&["sign", "--id", id, "--expect-message", "spend"]);
    }
    let error = ceremony.fails(&["aggregate", "--merkle-root", &root]);
    assert!(error.contains("refusing"), "{error}");
    assert!(!error.contains("blame"), "{error}");

    // The coordinator holds another group's public key package: every
    // share fails, and the message points at the coordinator's files.
    let other = Ceremony::new("tweak-blame-other", "secp256k1-tr");
    other.ok(&["dealer", "--min", "2", "--max", "3"]);
    fs::copy(
        ceremony.path("public-key-package.json"),
        ceremony.path("public-key-package.json.ours"),
    )
    .expect("copy");
    fs::copy(
        other.path("public-key-package.json"),
        ceremony.path("public-key-package.json"),
    )
    .expect("copy");
    let error = ceremony.fails(&["aggregate"]);
    assert!(
        error.contains("every signer's share (1, 2) is invalid")
            && error.contains("likely cause is the coordinator's")
            && !error.contains("blame participants"),
        "{error}"
    );
    fs::rename(
        ceremony.path("public-key-package.json.ours"),
        ceremony.path("public-key-package.json"),
    )
    .expect("restore");
    ceremony.ok(&["aggregate"]);
    ceremony.ok(&["verify", "--message", "spend", "--taproot"]);

    // Other suites refuse a tweak in the signing package.
    let plain = Ceremony::new("tweak-blame-plain", "ed25519");
    plain.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        plain.ok(&["commit", "--id", id]);
    }
    let error = plain.fails(&[
        "signing-package",
        "--signers",
        "1,2",
        "--message",
        "m",
        "--taproot",
    ]);
    assert!(error.contains("secp256k1-tr"), "{error}");
}

/// Runs `frost` under `umask 000`, the most permissive.
#[cfg(unix)]
fn frost_under_umask_000(ceremony: &Ceremony, args: &str) -> std::process::Output {
    std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("umask 000; exec \"$0\" {args} --dir \"$1\"",))
        .arg(env!("CARGO_BIN_EXE_frost"))
        .arg(&ceremony.dir)
        .env("FROST_STATE_DIR", &ceremony.state)
        .output()
        .expect("sh runs")
}

/// Public files are written 0644 and secret ones 0600 whatever the umask,
/// and a secret file others may read is refused unless
/// `--allow-insecure-permissions`.
#[cfg(unix)]
#[test]
fn file_permissions_are_safe_whatever_the_umask() {
    use std::os::unix::fs::PermissionsExt;

    let ceremony = Ceremony::new("permissions", "ed25519");
    let mode = |name: &str| {
        fs::metadata(ceremony.path(name))
            .expect("file")
            .permissions()
            .mode()
            & 0o777
    };
    for args in [
        "dealer --suite ed25519 --min 2 --max 3",
        "commit --id 1",
        "commit --id 2",
        "signing-package --signers 1,2 --message m",
        "export-key",
    ] {
        let out = frost_under_umask_000(&ceremony, args);
        assert!(out.status.success(), "{args}: {out:?}");
    }
    for public in [
        "public-key-package.json",
        "commitments-1.json",
        "signing-package.json",
        "group-key.pem",
    ] {
        assert_eq!(mode(public), 0o644, "{public}");
    }
    for secret in [
        "secret-share-1.json",
        "secret-share-3.json",
        "nonces-1.json",
    ] {
        assert_eq!(mode(secret), 0o600, "{secret}");
    }
    let journal = fs::metadata(ceremony.journal("1")).expect("journal");
    assert_eq!(journal.permissions().mode() & 0o777, 0o600, "nonce journal");

    // A share others may read is refused, its nonces untouched.
    fs::set_permissions(
        ceremony.path("secret-share-1.json"),
        fs::Permissions::from_mode(0o644),
    )
    .expect("chmod");
    let error = ceremony.fails(&["sign", "--id", "1", "--expect-message", "m"]);
    assert!(
        error.contains("secret-share-1.json: this secret file is accessible to others")
            && error.contains("--allow-insecure-permissions"),
        "{error}"
    );
    let output = ceremony.run(&[
        "sign",
        "--id",
        "1",
        "--expect-message",
        "m",
        "--allow-insecure-permissions",
    ]);
    assert!(output.status.success(), "{output:?}");
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("warning: "),
        "{output:?}"
    );
}

/// Runs `frost dealer` with at most 64 open files.
#[cfg(unix)]
fn dealer_with_64_open_files(ceremony: &Ceremony, min: &str, max: &str) -> std::process::Output {
    std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -n 64 && exec \"$0\" dealer --suite ed25519 --min \"$1\" --max \"$2\" --dir \"$3\"")
        .arg(env!("CARGO_BIN_EXE_frost"))
        .args([min, max])
        .arg(&ceremony.dir)
        .output()
        .expect("sh runs")
}

/// The dealer streams its files, a bounded number open at a time: many
/// more participants than open files allowed.
#[cfg(unix)]
#[test]
fn dealer_streams_its_files_within_the_open_file_limit() {
    let ceremony = Ceremony::new("dealer-fds", "ed25519");
    let output = dealer_with_64_open_files(&ceremony, "2", "300");
    assert!(output.status.success(), "{output:?}");
    assert!(ceremony.path("secret-share-300.json").exists());
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.lines()
            .next()
            .is_some_and(|line| line.starts_with("dealing a 2-of-300 key: 300 share files")),
        "{out}"
    );
}

/// The dealer at the identifier limit, 65535 participants, with 64 open
/// files at most. Ignored by default: it writes 65536 files (about 270 MB)
/// and flushes the file system, about 6 s on an idle disk but minutes when
/// other work fills it with unwritten data; the streaming itself is tested
/// above. Run with `--ignored`.
#[cfg(unix)]
#[test]
#[ignore = "writes 65536 files; seconds on an idle disk, minutes on a busy one"]
fn dealer_at_the_identifier_limit() {
    let ceremony = Ceremony::new("dealer-limit", "ed25519");
    let output = dealer_with_64_open_files(&ceremony, "2", "65535");
    assert!(output.status.success(), "{output:?}");
    let share = ceremony.json("secret-share-65535.json");
    assert_eq!(
        share["identifier"].as_str(),
        Some(format!("ffff{}", "00".repeat(30)).as_str())
    );
    common::assert_owner_only(&ceremony.path("secret-share-65535.json"));
    let public = ceremony.json("public-key-package.json");
    assert_eq!(
        public["verifying_shares"]
            .as_object()
            .map(|shares| shares.len()),
        Some(65535)
    );
    fs::remove_dir_all(&ceremony.dir).expect("clean up");
}

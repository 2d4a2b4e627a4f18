//! docs/ceremony.md is run as written: every `sh` block, in order, from an
//! empty directory, with this build's `frost` first on the `PATH`. A
//! walkthrough whose commands fail fails this test.

use std::path::Path;
use std::process::Command;

const WALKTHROUGH: &str = include_str!("../../docs/ceremony.md");

/// The `sh` blocks of a Markdown text, in order, one after the other.
fn shell_blocks(markdown: &str) -> String {
    let mut script = String::new();
    let mut inside = false;
    for line in markdown.lines() {
        match (inside, line.trim_end()) {
            (false, "```sh") => inside = true,
            (true, "```") => inside = false,
            (true, command) => {
                script.push_str(command);
                script.push('\n');
            }
            (false, _) => {}
        }
    }
    script
}

#[test]
fn the_documented_ceremony_runs() {
    let script = shell_blocks(WALKTHROUGH);
    assert!(script.lines().filter(|l| l.starts_with("frost ")).count() >= 20);
    let dir = std::env::temp_dir().join(format!("frost-cli-walkthrough-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("directory");
    let binary = Path::new(env!("CARGO_BIN_EXE_frost"));
    let bin_dir = binary.parent().expect("the binary's directory");
    let path = std::env::join_paths(std::iter::once(bin_dir.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .expect("PATH");
    let output = Command::new("sh")
        .args(["-e", "-x", "-c", &script])
        .current_dir(&dir)
        .env("PATH", path)
        // The nonce journals go to the default state directory, under a
        // home of the test's own.
        .env("HOME", &dir)
        .env_remove("XDG_STATE_HOME")
        .env_remove("FROST_STATE_DIR")
        .output()
        .expect("sh runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert_eq!(stdout.matches("valid: ").count(), 3, "{stdout}");
    // What the walkthrough says stays, stays; what it deletes is gone.
    for kept in [
        "alice/key-package-1.json",
        "carol/key-package-3.json",
        "coordinator/public-key-package.json",
        "coordinator/group-key.pem",
        "coordinator/signature.bin",
    ] {
        assert!(dir.join(kept).exists(), "{kept}");
    }
    for deleted in ["alice/nonces-1.json", "bob/dkg-round2-secret-2.json"] {
        assert!(!dir.join(deleted).exists(), "{deleted}");
    }
    // Alice's and Carol's journals, in the state directory, not theirs.
    let state = dir.join(".local/state/frost");
    let journals = std::fs::read_dir(&state)
        .expect("the default state directory")
        .filter(|entry| {
            entry
                .as_ref()
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .starts_with("nonce-journal-")
        })
        .count();
    assert_eq!(journals, 2);
    assert!(!dir.join("alice/nonce-journal-1.txt").exists());
    std::fs::remove_dir_all(&dir).expect("cleanup");
}

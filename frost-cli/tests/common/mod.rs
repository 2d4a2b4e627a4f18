//! The harness of the `frost` binary's end-to-end tests: a ceremony
//! directory of its own per test, and steps run as separate processes.

#![allow(dead_code)] // Each test file uses its own part of the harness.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub const SUITES: [(&str, &str); 6] = [
    ("ed25519", "FROST-ED25519-SHA512-v1"),
    ("ristretto255", "FROST-RISTRETTO255-SHA512-v1"),
    ("secp256k1", "FROST-secp256k1-SHA256-v1"),
    ("secp256k1-tr", "FROST-secp256k1-SHA256-TR-v1"),
    ("p256", "FROST-P256-SHA256-v1"),
    ("ed448", "FROST-ED448-SHAKE256-v1"),
];

/// A ceremony directory of its own, and a state directory of its own for
/// the participants' nonce journals (never the user's real one), both
/// removed when the test ends.
pub struct Ceremony {
    pub dir: PathBuf,
    pub state: PathBuf,
    pub suite: &'static str,
}

impl Ceremony {
    pub fn new(name: &str, suite: &'static str) -> Self {
        let dir =
            std::env::temp_dir().join(format!("frost-cli-{name}-{suite}-{}", std::process::id()));
        // A leftover of an interrupted run would make secret files refuse to
        // be overwritten.
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("ceremony directory");
        let state = std::env::temp_dir().join(format!(
            "frost-cli-state-{name}-{suite}-{}",
            std::process::id()
        ));
        let _ = fs::remove_dir_all(&state);
        Self { dir, state, suite }
    }

    /// Participant `id`'s nonce journal in the state directory (there is
    /// one group per ceremony).
    pub fn journal(&self, id: &str) -> PathBuf {
        let suffix = format!("-{id}.txt");
        fs::read_dir(&self.state)
            .expect("state directory")
            .map(|entry| entry.expect("entry").path())
            .find(|path| {
                path.file_name()
                    .and_then(|name| name.to_str())
                    .is_some_and(|name| {
                        name.starts_with("nonce-journal-") && name.ends_with(&suffix)
                    })
            })
            .expect("the participant's nonce journal")
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Runs a step; the steps that start from nothing are given the
    /// ceremony's suite, the others read it from their files.
    pub fn run(&self, args: &[&str]) -> Output {
        let mut command = Command::new(env!("CARGO_BIN_EXE_frost"));
        command.args(args).env("FROST_STATE_DIR", &self.state);
        // `inspect` is given a path, not a ceremony directory.
        if args.first() != Some(&"inspect") {
            command.arg("--dir").arg(&self.dir);
        }
        if matches!(args, ["dealer", ..] | ["dkg", "part1", ..]) {
            command.args(["--suite", self.suite]);
        }
        command.output().expect("the frost binary runs")
    }

    /// Runs a step that must succeed; returns its standard output.
    pub fn ok(&self, args: &[&str]) -> String {
        let output = self.run(args);
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        assert!(
            output.status.success(),
            "frost {args:?} failed:\n{stdout}\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        stdout
    }

    /// Runs a step that must fail; returns its error message.
    pub fn fails(&self, args: &[&str]) -> String {
        let output = self.run(args);
        assert!(
            !output.status.success(),
            "frost {args:?} should have failed"
        );
        String::from_utf8_lossy(&output.stderr).into_owned()
    }

    pub fn json(&self, name: &str) -> serde_json::Value {
        serde_json::from_str(&fs::read_to_string(self.path(name)).expect("file")).expect("JSON")
    }
}

impl Drop for Ceremony {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.dir);
        let _ = fs::remove_dir_all(&self.state);
    }
}

#[cfg(unix)]
pub fn assert_owner_only(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let mode = fs::metadata(path).expect("metadata").permissions().mode() & 0o777;
    assert_eq!(
        mode,
        0o600,
        "{} must be readable by its owner only",
        path.display()
    );
}

#[cfg(not(unix))]
pub fn assert_owner_only(_: &Path) {}

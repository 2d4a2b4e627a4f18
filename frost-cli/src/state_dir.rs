//! Where a participant's nonce journals live: a directory of the user's own
//! state, outside every ceremony directory, so that restoring a
//! participant's files from a backup never rolls a journal back with them
//! (see `journal`).
//!
//! In order: `--state-dir`, else the environment variable `FROST_STATE_DIR`,
//! else `$XDG_STATE_HOME/frost`, else `$HOME/.local/state/frost` (the XDG
//! base directory convention for state that persists across restarts but is
//! not worth a backup).

use std::fs;
use std::path::{Path, PathBuf};

use clap::Args;

use crate::CliResult;

/// The environment variable naming the state directory.
pub(crate) const ENV: &str = "FROST_STATE_DIR";

/// The state directory option of the steps that keep a nonce journal.
#[derive(Args, Clone)]
pub(crate) struct StateDirArg {
    /// Where this user's nonce journals are kept, outside every ceremony
    /// directory (default: $FROST_STATE_DIR, else $XDG_STATE_HOME/frost,
    /// else ~/.local/state/frost). Never restore it from a backup.
    #[arg(long)]
    state_dir: Option<PathBuf>,
}

impl StateDirArg {
    /// The state directory, created owner-only if missing, after checking
    /// it is not inside the participant's directory `dir` (where a restore
    /// of the participant's files would roll it back with them).
    pub(crate) fn resolve(&self, dir: &Path) -> CliResult<PathBuf> {
        let state = self.configured()?;
        create_owner_only(&state)?;
        let canonical = |path: &Path| {
            fs::canonicalize(path).map_err(|e| format!("{}: cannot resolve ({e})", path.display()))
        };
        if canonical(&state)?.starts_with(canonical(dir)?) {
            return Err(format!(
                "the state directory {} is inside the participant's directory {}: a restore of the participant's files would roll its nonce journal back. Choose one outside it with --state-dir or {ENV}",
                state.display(),
                dir.display()
            ));
        }
        Ok(state)
    }

    /// The configured directory, not yet created.
    fn configured(&self) -> CliResult<PathBuf> {
        let from_env = |name: &str| {
            std::env::var_os(name)
                .map(PathBuf::from)
                .filter(|path| path.is_absolute())
        };
        if let Some(dir) = &self.state_dir {
            return Ok(dir.clone());
        }
        if let Some(dir) = std::env::var_os(ENV).filter(|value| !value.is_empty()) {
            return Ok(PathBuf::from(dir));
        }
        if let Some(state) = from_env("XDG_STATE_HOME") {
            return Ok(state.join("frost"));
        }
        if let Some(home) = from_env("HOME") {
            return Ok(home.join(".local").join("state").join("frost"));
        }
        Err(format!(
            "no state directory for the nonce journal: neither HOME nor XDG_STATE_HOME is set; give one with --state-dir or {ENV}"
        ))
    }
}

/// Creates `dir` and its missing parents; a directory created here is
/// readable by its owner only.
fn create_owner_only(dir: &Path) -> CliResult<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder
        .create(dir)
        .map_err(|e| format!("{}: cannot create the state directory ({e})", dir.display()))
}

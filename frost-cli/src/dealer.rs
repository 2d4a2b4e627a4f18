//! `frost dealer`: trusted-dealer key generation (RFC 9591, Appendix C).
//!
//! The files are first written to a fresh staging directory beside their
//! destination, flushed to disk together (one batch instead of one
//! synchronous write per file, which takes seconds instead of minutes for a
//! thousand participants), and only then moved into the ceremony directory,
//! the public key package last. An interrupted run leaves no share in the
//! ceremony directory, only a `.frost-dealer-*.partial` directory, which
//! holds secrets and must be deleted.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use clap::Args;
use frost_core::keys::{self, IdentifierList, PublicKeyPackage, SecretShare};
use frost_core::{Ciphersuite, Identifier};
use indicatif::{ProgressBar, ProgressStyle};

use crate::{CliResult, Dir, SuiteArg, errors, files, names};

#[derive(Args)]
pub(crate) struct DealerArgs {
    #[command(flatten)]
    pub(crate) suite: SuiteArg,
    /// How many participants must sign (the threshold).
    #[arg(long)]
    min: u16,
    /// How many participants hold a share (identifiers 1 to max).
    #[arg(long)]
    max: u16,
    #[command(flatten)]
    dir: Dir,
}

/// Groups up to this size get one line per file written.
const LISTED_UP_TO: u16 = 10;

/// A progress bar over the shares written, drawn only on a terminal (by
/// indicatif, on standard error) and only for large groups.
fn progress(max: u16) -> ProgressBar {
    if max <= LISTED_UP_TO {
        return ProgressBar::hidden();
    }
    let style = ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} ({eta} left)")
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
    ProgressBar::new(u64::from(max))
        .with_style(style)
        .with_message("writing shares")
}

/// Flushes a directory's entries to disk (POSIX `fsync` on the directory),
/// so that files created or renamed in it survive a crash.
fn sync_dir(dir: &Path) -> CliResult<()> {
    #[cfg(unix)]
    fs::File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| format!("{}: cannot flush the directory ({e})", dir.display()))?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

/// Flushes the staged files to disk: with one `syncfs` of their file system
/// on Linux (one journal commit for all of them: about 0.1 s for a thousand
/// files, where a thousand `fsync` take seconds), with one `fsync` per file
/// elsewhere.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn flush_all(staging: &Path, _: &[(fs::File, PathBuf)]) -> CliResult<()> {
    let directory =
        fs::File::open(staging).map_err(|e| format!("{}: cannot open ({e})", staging.display()))?;
    rustix::fs::syncfs(&directory)
        .map_err(|e| format!("{}: cannot flush to disk ({e})", staging.display()))
}

/// See the Linux version.
#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn flush_all(_: &Path, open: &[(fs::File, PathBuf)]) -> CliResult<()> {
    open.iter().try_for_each(|(file, path)| {
        file.sync_all()
            .map_err(|e| format!("{}: cannot write ({e})", path.display()))
    })
}

/// Splits a fresh group key into `max` shares and writes one secret file per
/// participant and the public key package. The dealer learns the group key:
/// hand each `secret-share-<i>.json` to participant `i` over a confidential,
/// authenticated channel, then delete it.
pub(crate) fn run<C: Ciphersuite>(args: &DealerArgs) -> CliResult<()> {
    names::check_threshold(args.min, args.max)?;
    let dir = &args.dir.dir;
    files::ensure_dir(dir)?;
    let mut outputs: Vec<String> = (1..=args.max).map(names::secret_share).collect();
    outputs.push(names::PUBLIC_KEY_PACKAGE.to_owned());
    if let Some(existing) = outputs
        .iter()
        .find(|name| files::in_dir(dir, name).exists())
    {
        return Err(format!(
            "{}: already exists; refusing to overwrite secret key material (deal into an empty directory)",
            files::in_dir(dir, existing).display()
        ));
    }
    let (shares, public_key_package) = keys::generate_with_dealer::<C, _>(
        args.max,
        args.min,
        IdentifierList::Default,
        &mut rand::rng(),
    )
    .map_err(|e| errors::explain("dealing the key", &e))?;

    let staging = files::in_dir(dir, format!(".frost-dealer-{}.partial", std::process::id()));
    fs::create_dir(&staging).map_err(|e| format!("{}: cannot create ({e})", staging.display()))?;
    let written = stage(&staging, args.max, &shares, &public_key_package);
    drop(shares);
    let moved = written.and_then(|()| move_into(&staging, dir, &outputs));
    if moved.is_err() {
        // Nothing of a failed run stays behind, secrets least of all.
        let _ = fs::remove_dir_all(&staging);
    }
    moved?;
    fs::remove_dir(&staging).map_err(|e| format!("{}: cannot delete ({e})", staging.display()))?;

    if args.max <= LISTED_UP_TO {
        for number in 1..=args.max {
            say!(
                "wrote {} (secret, for participant {number} only)",
                files::in_dir(dir, names::secret_share(number)).display()
            );
        }
    } else {
        say!(
            "wrote {} to {} in {} (secret: each for its participant only)",
            names::secret_share(1),
            names::secret_share(args.max),
            dir.display()
        );
    }
    say!(
        "wrote {} (public)",
        files::in_dir(dir, names::PUBLIC_KEY_PACKAGE).display()
    );
    say!(
        "group verifying key: {}",
        names::hex(public_key_package.verifying_key().to_bytes().as_ref())
    );
    Ok(())
}

/// Writes every file into `staging` and flushes them together.
fn stage<C: Ciphersuite>(
    staging: &Path,
    max: u16,
    shares: &BTreeMap<Identifier<C>, SecretShare<C>>,
    public_key_package: &PublicKeyPackage<C>,
) -> CliResult<()> {
    let bar = progress(max);
    let mut open = Vec::with_capacity(shares.len());
    for (number, share) in (1..=max).zip(shares.values()) {
        let path = files::in_dir(staging, names::secret_share(number));
        open.push((files::write_secret_unsynced(&path, share)?, path));
        bar.inc(1);
    }
    bar.set_message("flushing to disk");
    flush_all(staging, &open)?;
    bar.finish_and_clear();
    let public = files::in_dir(staging, names::PUBLIC_KEY_PACKAGE);
    files::write(&public, public_key_package)?;
    fs::File::open(&public)
        .and_then(|file| file.sync_all())
        .map_err(|e| format!("{}: cannot write ({e})", public.display()))?;
    sync_dir(staging)
}

/// Moves the staged files into `dir`, the public key package (last in
/// `outputs`) last, and flushes `dir`. If a move fails, the files already
/// moved are taken out of `dir` again.
fn move_into(staging: &Path, dir: &Path, outputs: &[String]) -> CliResult<()> {
    for (done, name) in outputs.iter().enumerate() {
        let to = files::in_dir(dir, name);
        if let Err(e) = fs::rename(files::in_dir(staging, name), &to) {
            for moved in &outputs[..done] {
                let _ = fs::remove_file(files::in_dir(dir, moved));
            }
            return Err(format!("{}: cannot move into place ({e})", to.display()));
        }
    }
    sync_dir(dir)
}

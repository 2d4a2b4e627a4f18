//! `frost dealer`: trusted-dealer key generation (RFC 9591, Appendix C).
//!
//! The files are first written to a fresh staging directory beside their
//! destination, one at a time (each closed once written, so that any group
//! size works within the limit of open files), flushed to disk together (one
//! batch instead of one synchronous write per file, which takes seconds
//! instead of minutes for a thousand participants), and only then moved
//! into the ceremony directory,
//! the public key package last. An interrupted run leaves no share in the
//! ceremony directory, only a `.frost-dealer-*.partial` directory, which
//! holds secrets and must be deleted.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use clap::Args;
use frost_core::keys::PublicKeyPackage;
use frost_core::{Ciphersuite, Identifier};
use frost_keygen::{IdentifierList, SecretShare};
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

/// A spinner for a step that shows no count, drawn from the start (only on
/// a terminal, and only for large groups).
fn spinner(max: u16, message: &'static str) -> ProgressBar {
    if max <= LISTED_UP_TO {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new_spinner().with_message(message);
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    bar
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
/// files, where a thousand `fsync` take seconds), so that no file needs to
/// stay open until then.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn flush_all(staging: &Path) -> CliResult<()> {
    let directory =
        fs::File::open(staging).map_err(|e| format!("{}: cannot open ({e})", staging.display()))?;
    rustix::fs::syncfs(&directory)
        .map_err(|e| format!("{}: cannot flush to disk ({e})", staging.display()))
}

/// Elsewhere each file was flushed as it was written (see [`flush_one`]).
#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn flush_all(_: &Path) -> CliResult<()> {
    Ok(())
}

/// Flushes one staged file before it is closed where no `syncfs` flushes
/// them all at the end; on Linux it is closed unflushed.
fn flush_one(file: fs::File, path: &Path) -> CliResult<()> {
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    file.sync_all()
        .map_err(|e| format!("{}: cannot write ({e})", path.display()))?;
    #[cfg(any(target_os = "linux", target_os = "android"))]
    let _ = path;
    drop(file);
    Ok(())
}

/// A lower bound on the bytes the dealer writes for a `min`-of-`max` group
/// whose scalars take `scalar_len` bytes: every share file carries the
/// dealer's commitment to the polynomial, `min` group elements (each at
/// least as long as a scalar, written as hex in quotes on a line of its
/// own). The files grow as `max * min`: 65535-of-65535 needs about 290 GB
/// for Ed25519, which no run can write in reasonable time.
fn lower_bound_of_output(min: u16, max: u16, scalar_len: usize) -> u64 {
    let element_line = 2 * scalar_len as u64 + 8;
    u64::from(max) * u64::from(min) * element_line
}

/// Refuses, before any work, a group whose files cannot fit on the file
/// system of `dir`.
fn check_space(dir: &Path, needed: u64, min: u16, max: u16) -> CliResult<()> {
    #[cfg(any(target_os = "linux", target_os = "android"))]
    {
        let stats = rustix::fs::statvfs(dir)
            .map_err(|e| format!("{}: cannot read the free space ({e})", dir.display()))?;
        let available = stats.f_bavail.saturating_mul(stats.f_frsize);
        if needed > available {
            return Err(format!(
                "a {min}-of-{max} group's files take at least {} (each of the {max} share files carries the dealer's commitment of {min} points), but {} has {} free: refusing before any work. A threshold this high is rarely what is wanted; choose a smaller --min, or deal onto a larger disk",
                bytes(needed),
                dir.display(),
                bytes(available)
            ));
        }
    }
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let _ = (dir, needed, min, max);
    Ok(())
}

/// `"3.2 GB"`: a size for the person running the step.
fn bytes(n: u64) -> String {
    const UNITS: [&str; 5] = ["bytes", "kB", "MB", "GB", "TB"];
    let mut value = n as f64;
    let mut unit = 0;
    while value >= 1000.0 && unit + 1 < UNITS.len() {
        value /= 1000.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{n} bytes")
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
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
    let scalar_len = names::identifier::<C>(1)?.to_bytes().len();
    let needed = lower_bound_of_output(args.min, args.max, scalar_len);
    check_space(dir, needed, args.min, args.max)?;
    if args.max > LISTED_UP_TO {
        say!(
            "dealing a {}-of-{} key: {} share files, at least {} in all",
            args.min,
            args.max,
            args.max,
            bytes(needed)
        );
    }
    let bar = spinner(args.max, "computing the shares");
    let (shares, public_key_package) = frost_keygen::generate_with_dealer::<C, _>(
        args.max,
        args.min,
        IdentifierList::Default,
        &mut rand::rng(),
    )
    .map_err(|e| errors::explain("dealing the key", &e))?;
    bar.finish_and_clear();

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
    for (number, share) in (1..=max).zip(shares.values()) {
        let path = files::in_dir(staging, names::secret_share(number));
        flush_one(files::write_secret_unsynced(&path, share)?, &path)?;
        bar.inc(1);
    }
    bar.set_message("flushing to disk");
    flush_all(staging)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_output_grows_as_max_times_min() {
        // 65535-of-65535 with 32-byte scalars: 65535^2 lines of 72 bytes.
        assert_eq!(lower_bound_of_output(65535, 65535, 32), 65535 * 65535 * 72);
        assert!(lower_bound_of_output(65535, 65535, 32) > 300_000_000_000);
        assert!(lower_bound_of_output(2, 65535, 32) < 10_000_000);
        assert_eq!(bytes(999), "999 bytes");
        assert_eq!(bytes(309_200_000_000), "309.2 GB");
    }

    #[test]
    fn a_group_that_cannot_fit_is_refused_before_any_work() {
        let error = check_space(Path::new("."), u64::MAX, 65535, 65535)
            .expect_err("no file system has u64::MAX bytes free");
        assert!(
            error.contains("65535-of-65535") && error.contains("refusing before any work"),
            "{error}"
        );
        assert!(check_space(Path::new("."), 1, 2, 3).is_ok());
    }
}

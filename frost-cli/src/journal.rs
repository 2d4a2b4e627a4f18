//! The nonce journal: the commitments of every nonce pair a participant has
//! signed with, so that no nonces are ever used twice.
//!
//! Every signature share `z = d + e·ρ + λ·s·c` (RFC 9591, Section 5.2) is a
//! linear equation in the nonces `d`, `e` and the share `s`: signing with the
//! same nonces on different signing packages gives equations in the same
//! unknowns, and enough of them reveal the share (RFC 9591, Section 7.3,
//! "Nonce Reuse Attacks"). `frost sign` marks a
//! nonces file used, but a copy of the file restored from a backup would
//! sign again. The journal keeps each used pair's public commitments (one
//! line of hex each) and is written and flushed to disk before the signature
//! share exists, so that a pair whose share may have left the machine is
//! always in it; `frost sign` refuses any nonces whose commitments are
//! there.
//!
//! The journal holds public values only, but lives beside the participant's
//! secrets and is created owner-only like them. It must be kept (and backed
//! up together with, or after, the nonces it guards).

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::Path;

use frost_core::Ciphersuite;
use frost_core::round1::SigningCommitments;

use crate::{CliResult, names};

/// One journal line: the commitments' encoding as hex.
fn entry<C: Ciphersuite>(commitments: &SigningCommitments<C>) -> String {
    names::hex(&commitments.serialize())
}

/// Whether `commitments` are in the journal at `path` (a missing journal
/// holds nothing).
pub(crate) fn contains<C: Ciphersuite>(
    path: &Path,
    commitments: &SigningCommitments<C>,
) -> CliResult<bool> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => {
            return Err(format!(
                "{}: cannot read the nonce journal ({e})",
                path.display()
            ));
        }
    };
    let wanted = entry(commitments);
    Ok(text.lines().any(|line| line.trim() == wanted))
}

/// Appends `commitments` to the journal at `path` and waits until the line,
/// and the journal's directory entry when the journal is new, are on disk.
pub(crate) fn record<C: Ciphersuite>(
    path: &Path,
    commitments: &SigningCommitments<C>,
) -> CliResult<()> {
    let cannot =
        |e: std::io::Error| format!("{}: cannot write the nonce journal ({e})", path.display());
    let new = !path.exists();
    let mut options = OpenOptions::new();
    options.append(true).create(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path).map_err(cannot)?;
    writeln!(file, "{}", entry(commitments)).map_err(cannot)?;
    file.sync_all().map_err(cannot)?;
    if new {
        sync_parent(path).map_err(cannot)?;
    }
    Ok(())
}

/// Flushes the directory holding `path`, so that a newly created file is
/// found after a crash (POSIX `fsync` on the directory).
#[cfg(unix)]
fn sync_parent(path: &Path) -> std::io::Result<()> {
    let parent = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    fs::File::open(parent)?.sync_all()
}

/// Directories cannot be opened to be flushed on this platform.
#[cfg(not(unix))]
fn sync_parent(_: &Path) -> std::io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use frost_core::keys::{self, IdentifierList, KeyPackage};
    use frost_ristretto255::Ristretto255;

    use super::*;

    #[test]
    fn recorded_commitments_are_found_and_others_are_not() {
        let dir = std::env::temp_dir().join(format!("frost-journal-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("directory");
        let path = dir.join("journal");
        let (shares, _) = keys::generate_with_dealer::<Ristretto255, _>(
            3,
            2,
            IdentifierList::Default,
            &mut rand::rng(),
        )
        .expect("dealer");
        let share = shares.into_values().next().expect("a share");
        let key = KeyPackage::try_from(share).expect("valid share");
        let (_, first) = frost_core::round1::commit(key.signing_share(), &mut rand::rng());
        let (_, second) = frost_core::round1::commit(key.signing_share(), &mut rand::rng());
        assert!(!contains(&path, &first).expect("readable"));
        record(&path, &first).expect("recorded");
        assert!(contains(&path, &first).expect("readable"));
        assert!(!contains(&path, &second).expect("readable"));
        record(&path, &second).expect("recorded");
        assert!(contains(&path, &first).expect("readable"));
        assert!(contains(&path, &second).expect("readable"));
        fs::remove_dir_all(&dir).expect("cleanup");
    }
}

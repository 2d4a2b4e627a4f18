//! The nonce journal: the record of every nonce pair a participant was
//! issued and every pair it signed with, so that no restore of the
//! participant's files can make used nonces sign again.
//!
//! Every signature share `z = d + e·ρ + λ·s·c` (RFC 9591, Section 5.2) is a
//! linear equation in the nonces `d`, `e` and the share `s`: signing with the
//! same nonces on different signing packages gives equations in the same
//! unknowns, and enough of them reveal the share (RFC 9591, Section 7.3,
//! "Nonce Reuse Attacks").
//!
//! The journal is one append-only text file per suite, group key and
//! participant, in the user's state directory (`state_dir`), never in the
//! ceremony directory: restoring a participant's directory does not roll it
//! back. Its lines, each flushed to disk (file and directory) before the
//! step goes on:
//!
//! - `issued <commitments>`: written by `frost commit` before the nonces
//!   file exists;
//! - `used <commitments> <token>`: written by `frost sign` before the
//!   signature share exists (the random token tells two concurrent signers
//!   apart: only the one whose line comes first signs).
//!
//! `frost sign` signs only with the nonces of the journal's last `issued`
//! line that has no `used` line. So a nonces file restored from a backup
//! (alone or with its directory) is refused, as is a file whose journal was
//! deleted (there is no `issued` line) or rolled back to before the nonces
//! were made. What it cannot see is the journal and the nonces file rolled
//! back together to between `commit` and `sign` (a restore of the whole disk
//! or of the state directory itself): nothing local can tell that state from
//! the real one. docs/ceremony.md says what to do then.

use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use frost_core::Ciphersuite;
use frost_core::keys::KeyPackage;
use frost_core::round1::SigningCommitments;
use rand::RngExt;

use crate::suite::Suite;
use crate::{CliResult, names};

/// The first line of every journal, followed by what it belongs to.
const MAGIC: &str = "frost nonce journal v1";

/// A participant's journal for one group key.
pub(crate) struct Journal {
    path: PathBuf,
    /// The first line: what the journal belongs to.
    title: String,
}

/// One journal line's commitments: their encoding as hex.
fn entry<C: Ciphersuite>(commitments: &SigningCommitments<C>) -> String {
    names::hex(&commitments.serialize())
}

/// What a journal says of one nonce pair.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Standing {
    /// The journal's last issued pair, never used: it may sign.
    Signable,
    /// Signed with (or being signed with) already.
    Used,
    /// Issued, but other nonces were issued after it.
    Replaced,
    /// Never issued under this journal.
    NotIssued,
    /// There is no journal at all.
    NoJournal,
}

impl Journal {
    /// The journal of participant `id` of `key`'s group, in `state`.
    pub(crate) fn of<C: Ciphersuite>(state: &Path, key: &KeyPackage<C>, id: u16) -> Self {
        let suite = Suite::describe_context(C::CONTEXT_STRING);
        let group_key = names::hex(key.verifying_key().to_bytes().as_ref());
        Self {
            path: state.join(format!("nonce-journal-{suite}-{group_key}-{id}.txt")),
            title: format!("{MAGIC}: suite {suite}, group key {group_key}, participant {id}"),
        }
    }

    /// Where the journal is.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// The journal's lines after its title; `None` if there is no journal.
    fn lines(&self) -> CliResult<Option<Vec<String>>> {
        let text = match fs::read_to_string(&self.path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                return Err(format!(
                    "{}: cannot read the nonce journal ({e})",
                    self.path.display()
                ));
            }
        };
        let mut lines = text.lines().map(str::trim);
        if lines.next() != Some(self.title.as_str()) {
            return Err(format!(
                "{}: not this participant's nonce journal (its first line is not {:?}); refusing to sign or commit with it",
                self.path.display(),
                self.title
            ));
        }
        Ok(Some(
            lines
                .filter(|line| !line.is_empty())
                .map(str::to_owned)
                .collect(),
        ))
    }

    /// What the journal says of the nonces with `commitments`.
    pub(crate) fn standing<C: Ciphersuite>(
        &self,
        commitments: &SigningCommitments<C>,
    ) -> CliResult<Standing> {
        let Some(lines) = self.lines()? else {
            return Ok(Standing::NoJournal);
        };
        let wanted = entry(commitments);
        let used = lines
            .iter()
            .any(|line| line.strip_prefix("used ").and_then(first_word) == Some(wanted.as_str()));
        let last_issued = lines
            .iter()
            .rev()
            .find_map(|line| line.strip_prefix("issued "));
        let issued = lines
            .iter()
            .any(|line| line.strip_prefix("issued ") == Some(wanted.as_str()));
        Ok(if used {
            Standing::Used
        } else if last_issued == Some(wanted.as_str()) {
            Standing::Signable
        } else if issued {
            Standing::Replaced
        } else {
            Standing::NotIssued
        })
    }

    /// Records that nonces with `commitments` are issued (before their
    /// file is written), creating the journal if needed.
    pub(crate) fn record_issued<C: Ciphersuite>(
        &self,
        commitments: &SigningCommitments<C>,
    ) -> CliResult<()> {
        self.lines()?;
        self.append(&format!("issued {}", entry(commitments)))
    }

    /// Records that nonces with `commitments` are being used (before the
    /// share exists), and returns whether this process is the one that may
    /// sign with them: `false` when another `frost sign` recorded them
    /// first (two running at once).
    pub(crate) fn record_used<C: Ciphersuite>(
        &self,
        commitments: &SigningCommitments<C>,
    ) -> CliResult<bool> {
        let mut token = [0u8; 16];
        rand::rng().fill(&mut token);
        let wanted = entry(commitments);
        let line = format!("used {wanted} {}", names::hex(&token));
        self.append(&line)?;
        let lines = self.lines()?.unwrap_or_default();
        let first = lines
            .iter()
            .find(|l| l.strip_prefix("used ").and_then(first_word) == Some(wanted.as_str()));
        Ok(first == Some(&line))
    }

    /// Imports a journal of the earlier layout (`nonce-journal-<id>.txt` in
    /// the participant's directory, one used pair's commitments per line) as
    /// `used` lines, once; returns how many it added.
    pub(crate) fn import_legacy(&self, legacy: &Path) -> CliResult<usize> {
        let text = match fs::read_to_string(legacy) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
            Err(e) => {
                return Err(format!(
                    "{}: cannot read the nonce journal of the earlier layout ({e}); refusing to go on without it",
                    legacy.display()
                ));
            }
        };
        let known = self.lines()?.unwrap_or_default();
        let mut added = 0;
        for old in text.lines().map(str::trim).filter(|line| !line.is_empty()) {
            if names::unhex(old).is_none() {
                return Err(format!(
                    "{}: not a nonce journal of the earlier layout (a line is not hex); refusing to go on without it",
                    legacy.display()
                ));
            }
            let seen = known
                .iter()
                .any(|line| line.strip_prefix("used ").and_then(first_word) == Some(old));
            if !seen {
                self.append(&format!("used {old} imported"))?;
                added += 1;
            }
        }
        Ok(added)
    }

    /// Appends `line` (after the title, for a new journal) and waits until
    /// it, and the journal's directory entry when the journal is new, are
    /// on disk.
    fn append(&self, line: &str) -> CliResult<()> {
        let cannot = |e: std::io::Error| {
            format!(
                "{}: cannot write the nonce journal ({e})",
                self.path.display()
            )
        };
        let mut options = OpenOptions::new();
        options.append(true).create(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut file = options.open(&self.path).map_err(cannot)?;
        let new = file.metadata().map_err(cannot)?.len() == 0;
        let text = if new {
            format!("{}\n{line}\n", self.title)
        } else {
            format!("{line}\n")
        };
        // One write: appends of one small buffer do not interleave.
        file.write_all(text.as_bytes()).map_err(cannot)?;
        file.sync_all().map_err(cannot)?;
        if new {
            sync_parent(&self.path).map_err(cannot)?;
        }
        Ok(())
    }
}

/// The first space-separated word of `text`.
fn first_word(text: &str) -> Option<&str> {
    text.split_whitespace().next()
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
    use frost_keygen::IdentifierList;
    use frost_ristretto255::Ristretto255;

    use super::*;

    /// An empty directory of the test's own and participant 1's key of a
    /// fresh 2-of-3 group.
    fn fresh(name: &str) -> (PathBuf, KeyPackage<Ristretto255>) {
        let dir = std::env::temp_dir().join(format!("frost-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("directory");
        let (shares, _) = frost_keygen::generate_with_dealer::<Ristretto255, _>(
            3,
            2,
            IdentifierList::Default,
            &mut rand::rng(),
        )
        .expect("dealer");
        let share = shares.into_values().next().expect("a share");
        (dir, KeyPackage::try_from(share).expect("valid share"))
    }

    #[test]
    fn only_the_last_issued_unused_nonces_may_sign() {
        let (dir, key) = fresh("journal");
        let journal = Journal::of(&dir, &key, 1);
        let (_, first) = frost_core::round1::commit(key.signing_share(), &mut rand::rng());
        let (_, second) = frost_core::round1::commit(key.signing_share(), &mut rand::rng());
        assert_eq!(journal.standing(&first), Ok(Standing::NoJournal));
        journal.record_issued(&first).expect("recorded");
        assert_eq!(journal.standing(&first), Ok(Standing::Signable));
        assert_eq!(journal.standing(&second), Ok(Standing::NotIssued));
        journal.record_issued(&second).expect("recorded");
        assert_eq!(journal.standing(&first), Ok(Standing::Replaced));
        assert_eq!(journal.standing(&second), Ok(Standing::Signable));
        assert_eq!(journal.record_used(&second), Ok(true));
        assert_eq!(journal.standing(&second), Ok(Standing::Used));
        // A second signer racing on the same nonces comes second.
        assert_eq!(journal.record_used(&second), Ok(false));
        // A journal of another participant is refused, not read.
        let other = Journal {
            path: journal.path.clone(),
            title: format!("{MAGIC}: another"),
        };
        assert!(other.standing(&first).is_err());
        fs::remove_dir_all(&dir).expect("cleanup");
    }

    #[test]
    fn a_journal_of_the_earlier_layout_is_imported_once() {
        let (dir, key) = fresh("journal-old");
        let journal = Journal::of(&dir, &key, 1);
        let (_, used) = frost_core::round1::commit(key.signing_share(), &mut rand::rng());
        let legacy = dir.join("nonce-journal-1.txt");
        fs::write(&legacy, format!("{}\n", entry(&used))).expect("old journal");
        assert_eq!(journal.import_legacy(&legacy), Ok(1));
        assert_eq!(journal.import_legacy(&legacy), Ok(0));
        assert_eq!(journal.standing(&used), Ok(Standing::Used));
        fs::write(&legacy, "not hex\n").expect("old journal");
        assert!(journal.import_legacy(&legacy).is_err());
        fs::remove_dir_all(&dir).expect("cleanup");
    }
}

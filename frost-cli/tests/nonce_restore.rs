//! No restore of a participant's files can make used nonces sign again: the
//! nonce journal lives in the state directory, outside the participant's
//! directory, and `frost sign` signs only with the nonces it last recorded
//! as issued and never as used. Every restore order is tried, as an
//! operator with backups would.

mod common;

use std::fs;
use std::path::Path;

use common::Ceremony;

/// A 2-of-3 group; participants 1 and 2 have committed and the coordinator
/// asks them to sign "first".
fn committed(name: &str) -> Ceremony {
    let ceremony = Ceremony::new(name, "ed25519");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "first"]);
    ceremony
}

fn read(path: &Path) -> Vec<u8> {
    fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Copies every file of `from` into `to` (a whole directory's backup or
/// restore, like `cp -p from/* to/`).
fn copy_files(from: &Path, to: &Path) {
    fs::create_dir_all(to).expect("directory");
    for entry in fs::read_dir(from).expect("directory") {
        let path = entry.expect("entry").path();
        if path.is_file() {
            fs::copy(&path, to.join(path.file_name().expect("name"))).expect("copy");
        }
    }
}

/// The coordinator asks for a second message with the commitments of the
/// first session: participant 1 must refuse, and its share of the first
/// message stays the only one.
fn second_message_is_refused(ceremony: &Ceremony, expected: &str) {
    let first_share = read(&ceremony.path("signature-share-1.json"));
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "second"]);
    let error = ceremony.fails(&["sign", "--id", "1", "--expect-message", "second"]);
    assert!(error.contains(expected), "{error}");
    assert_eq!(read(&ceremony.path("signature-share-1.json")), first_share);
}

#[test]
fn nonces_restored_alone_are_refused() {
    let ceremony = committed("restore-nonces");
    let backup = read(&ceremony.path("nonces-1.json"));
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "first"]);
    fs::write(ceremony.path("nonces-1.json"), backup).expect("restore");
    second_message_is_refused(&ceremony, "already used to sign");
}

#[test]
fn the_journal_lives_outside_the_participants_directory() {
    let ceremony = committed("restore-location");
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "first"]);
    let journal = ceremony.journal("1");
    assert!(!journal.starts_with(&ceremony.dir));
    common::assert_owner_only(&journal);
    assert!(
        fs::read_dir(&ceremony.dir)
            .expect("directory")
            .all(|entry| !entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .contains("journal")),
        "no journal in the participant's directory"
    );
}

#[test]
fn nonces_restored_after_the_journal_was_deleted_are_refused() {
    let ceremony = committed("restore-deleted");
    let backup = read(&ceremony.path("nonces-1.json"));
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "first"]);
    fs::remove_file(ceremony.journal("1")).expect("delete the journal");
    fs::write(ceremony.path("nonces-1.json"), backup).expect("restore");
    second_message_is_refused(&ceremony, "there is no nonce journal");
    // New nonces start a new journal and sign.
    ceremony.ok(&["commit", "--id", "1", "--force"]);
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "third"]);
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "third"]);
}

#[test]
fn the_whole_directory_restored_is_refused() {
    let ceremony = committed("restore-dir");
    let backup = ceremony.dir.with_extension("backup");
    let _ = fs::remove_dir_all(&backup);
    copy_files(&ceremony.dir, &backup);
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "first"]);
    let share = read(&ceremony.path("signature-share-1.json"));
    // The directory becomes exactly its backup (files made since are gone).
    fs::remove_dir_all(&ceremony.dir).expect("restore");
    copy_files(&backup, &ceremony.dir);
    fs::write(ceremony.path("signature-share-1.json"), share).expect("the share sent");
    second_message_is_refused(&ceremony, "already used to sign");
    fs::remove_dir_all(&backup).expect("cleanup");
}

#[test]
fn an_older_journal_restored_alone_is_refused() {
    let ceremony = committed("restore-journal");
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "first"]);
    let old_journal = read(&ceremony.journal("1"));
    // A second round: fresh nonces, then the journal of before them comes
    // back from a backup.
    ceremony.ok(&["commit", "--id", "1"]);
    ceremony.ok(&["commit", "--id", "2", "--force"]);
    fs::write(ceremony.journal("1"), old_journal).expect("restore");
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "second"]);
    let error = ceremony.fails(&["sign", "--id", "1", "--expect-message", "second"]);
    assert!(error.contains("has no record of issuing"), "{error}");
}

#[test]
fn nonces_and_journal_restored_together_from_before_the_commit_are_refused() {
    let ceremony = committed("restore-both");
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "first"]);
    let old_journal = read(&ceremony.journal("1"));
    ceremony.ok(&["commit", "--id", "1"]);
    let nonces = read(&ceremony.path("nonces-1.json"));
    ceremony.ok(&["commit", "--id", "2", "--force"]);
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "second"]);
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "second"]);
    let share = read(&ceremony.path("signature-share-1.json"));
    // Both come back: the journal of the end of the first round, the nonces
    // of the second.
    fs::write(ceremony.journal("1"), old_journal).expect("restore");
    fs::write(ceremony.path("nonces-1.json"), nonces).expect("restore");
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "third"]);
    let error = ceremony.fails(&["sign", "--id", "1", "--expect-message", "third"]);
    assert!(error.contains("has no record of issuing"), "{error}");
    assert_eq!(read(&ceremony.path("signature-share-1.json")), share);
}

#[test]
fn nonces_replaced_by_newer_ones_are_refused() {
    let ceremony = committed("restore-replaced");
    let backup = read(&ceremony.path("nonces-1.json"));
    ceremony.ok(&["commit", "--id", "1", "--force"]);
    fs::write(ceremony.path("nonces-1.json"), backup).expect("restore");
    let error = ceremony.fails(&["sign", "--id", "1", "--expect-message", "first"]);
    assert!(error.contains("issued newer nonces"), "{error}");
}

#[test]
fn a_journal_of_the_earlier_layout_is_imported() {
    let ceremony = committed("restore-legacy");
    let backup = read(&ceremony.path("nonces-1.json"));
    ceremony.ok(&["sign", "--id", "1", "--expect-message", "first"]);
    // The earlier layout: the used commitments, one per line, in the
    // participant's directory; the state directory is new.
    let journal = fs::read_to_string(ceremony.journal("1")).expect("journal");
    let used = journal
        .lines()
        .find_map(|line| line.strip_prefix("used "))
        .and_then(|rest| rest.split_whitespace().next())
        .expect("a used line");
    fs::write(ceremony.path("nonce-journal-1.txt"), format!("{used}\n")).expect("old journal");
    fs::remove_dir_all(&ceremony.state).expect("a new state directory");
    fs::write(ceremony.path("nonces-1.json"), backup).expect("restore");
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "second"]);
    let error = ceremony.fails(&["sign", "--id", "1", "--expect-message", "second"]);
    assert!(error.contains("already used to sign"), "{error}");
    assert!(
        fs::read_to_string(ceremony.journal("1"))
            .expect("journal")
            .contains(used)
    );
}

#[test]
fn a_state_directory_inside_the_participants_directory_is_refused() {
    let ceremony = committed("restore-inside");
    let inside = ceremony.path("state");
    let error = ceremony.fails(&[
        "sign",
        "--id",
        "1",
        "--expect-message",
        "first",
        "--state-dir",
        inside.to_str().expect("UTF-8 path"),
    ]);
    assert!(
        error.contains("inside the participant's directory"),
        "{error}"
    );
}

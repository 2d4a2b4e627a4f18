//! Signature share files name their sender, and the coordinator refuses a
//! file whose sender is not the participant its name says, blaming nobody.

mod common;

use std::fs;

use common::Ceremony;

#[test]
fn a_renamed_share_is_refused_naming_the_file_and_both_participants() {
    let ceremony = Ceremony::new("sender", "p256");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", "m"]);
    for id in ["1", "2"] {
        ceremony.ok(&["sign", "--id", id, "--expect-message", "m"]);
    }
    let share = ceremony.json("signature-share-2.json");
    assert!(share["sender"].is_string(), "{share}");
    let out = ceremony.ok(&[
        "inspect",
        ceremony
            .path("signature-share-2.json")
            .to_str()
            .expect("UTF-8"),
    ]);
    assert!(!out.is_empty());

    // Participant 2's share, in participant 1's file.
    let own = fs::read(ceremony.path("signature-share-1.json")).expect("share");
    fs::copy(
        ceremony.path("signature-share-2.json"),
        ceremony.path("signature-share-1.json"),
    )
    .expect("rename");
    let error = ceremony.fails(&["aggregate"]);
    assert!(error.contains("signature-share-1.json"), "{error}");
    assert!(
        error.contains("participant 1") && error.contains("participant 2"),
        "{error}"
    );
    assert!(error.contains("blaming neither"), "{error}");
    assert!(!error.contains("blame participant"), "{error}");

    // A share that names no sender is refused too.
    let mut anonymous = ceremony.json("signature-share-2.json");
    anonymous.as_object_mut().expect("object").remove("sender");
    fs::write(ceremony.path("signature-share-1.json"), own).expect("restore");
    fs::write(
        ceremony.path("signature-share-2.json"),
        anonymous.to_string(),
    )
    .expect("write");
    let error = ceremony.fails(&["aggregate"]);
    assert!(error.contains("does not name its sender"), "{error}");
}

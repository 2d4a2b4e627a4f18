//! A signer confirms the message by default: `frost sign` without
//! `--expect-message`, `--expect-message-file` or `--yes` shows the message
//! and refuses, leaving the nonces for the confirmed attempt.

mod common;

use common::Ceremony;

#[test]
fn sign_refuses_an_unconfirmed_message_and_keeps_the_nonces() {
    let ceremony = Ceremony::new("confirm", "ristretto255");
    ceremony.ok(&["dealer", "--min", "2", "--max", "3"]);
    for id in ["1", "2"] {
        ceremony.ok(&["commit", "--id", id]);
    }
    let message = "pay 10 to Carol";
    ceremony.ok(&["signing-package", "--signers", "1,2", "--message", message]);
    let error = ceremony.fails(&["sign", "--id", "1"]);
    assert!(error.contains("refusing to sign"), "{error}");
    assert!(error.contains(&format!("{message:?}")), "{error}");
    assert!(
        error.contains("--expect-message") && error.contains("--yes"),
        "{error}"
    );
    assert!(!ceremony.path("signature-share-1.json").exists());
    // The nonces were not touched: the confirmed attempt signs with them.
    ceremony.ok(&["sign", "--id", "1", "--expect-message", message]);
    ceremony.ok(&["sign", "--id", "2", "--yes"]);
    ceremony.ok(&["aggregate"]);
    ceremony.ok(&["verify", "--message", message]);
}

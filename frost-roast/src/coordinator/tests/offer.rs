//! Commitments decoded when used (`offer.rs`): an offer whose points do not
//! decode excludes its signer when a session forms, and a commitment
//! offered under two identifiers is compared on the bytes as they arrived.

use super::*;

/// Replaces the commitment before the `auth` byte of serialised `bytes`
/// with bytes that are no group element (ristretto255 refuses non-canonical
/// encodings).
fn spoil_commitment(mut bytes: Vec<u8>) -> Vec<u8> {
    let end = bytes.len() - 1;
    bytes[end - 64..end].fill(0xff);
    bytes
}

/// A response whose share is valid but whose fresh commitment does not
/// decode is accepted for its share (which completes nothing here and is
/// judged with the others), and its signer is excluded, without blame, only
/// when a new session is formed; the session is formed without it.
#[test]
fn undecodable_fresh_commitment_excludes_when_a_session_forms() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let request = first_session(&mut group, &mut coordinator);
    let spoiled = spoil_commitment(answer(&mut group, 1, &request).serialize());
    let step = coordinator
        .receive_bytes(&id(1), &spoiled, &mut group.rng)
        .expect("accepted: the points are decoded later");
    assert!(step.excluded.is_empty());
    assert_eq!(coordinator.status(&id(1)), Some(SignerStatus::Ready));
    let response = answer(&mut group, 2, &request);
    coordinator
        .receive(&id(2), &SignerMessage::Response(response), &mut group.rng)
        .expect("accepted");
    // Signers 1, 2 and 4 are ready: the session cannot form without 1.
    let commitment = commit(&mut group, 4);
    let step = coordinator
        .receive(
            &id(4),
            &SignerMessage::Commitment(commitment),
            &mut group.rng,
        )
        .expect("accepted");
    assert_eq!(step.excluded, Vec::from([id(1)]));
    assert!(step.request.is_none());
    assert_eq!(coordinator.status(&id(1)), Some(SignerStatus::Excluded));
    // Signer 5 completes the ready set: 2, 4 and 5 sign session 1.
    let commitment = commit(&mut group, 5);
    let step = coordinator
        .receive(
            &id(5),
            &SignerMessage::Commitment(commitment),
            &mut group.rng,
        )
        .expect("accepted");
    let request = step.request.expect("session 1");
    assert_eq!(request.package.signers(), Vec::from([id(2), id(4), id(5)]));
    assert!(coordinator.blames().is_empty());
    assert_eq!(
        coordinator.receive_bytes(&id(1), &spoiled, &mut group.rng),
        Err(RoastError::Excluded { signer: id(1) })
    );
}

/// An initial commitment that does not decode is refused only by
/// exclusion, when its signer is to join a session; a copy of another
/// signer's commitment, as it arrived, excludes nobody.
#[test]
fn undecodable_initial_commitment_excludes_and_a_copy_excludes_nobody() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let mut commitments = Vec::new();
    for i in 1..=3 {
        let commitment = commit(&mut group, i);
        commitments.push(commitment.serialize());
    }
    let spoiled = spoil_commitment(commitments[0].clone());
    coordinator
        .receive_bytes(&id(1), &spoiled, &mut group.rng)
        .expect("accepted: the points are decoded later");
    coordinator
        .receive_bytes(&id(2), &commitments[1], &mut group.rng)
        .expect("accepted");
    let step = coordinator
        .receive_bytes(&id(3), &commitments[2], &mut group.rng)
        .expect("accepted");
    assert_eq!(step.excluded, Vec::from([id(1)]));
    assert!(step.request.is_none());
    // Signer 4 offers signer 2's commitment, byte for byte: no fault of
    // signer 2, which stays ready; signer 4 is ready too, and the session
    // that forms holds the commitment under both identifiers.
    let mut copied = commitments[1].clone();
    copied[3 + 32..3 + 64].copy_from_slice(id(4).to_bytes().as_ref());
    let step = coordinator
        .receive_bytes(&id(4), &copied, &mut group.rng)
        .expect("processed");
    assert!(step.excluded.is_empty());
    let request = step.request.expect("session of 2, 3 and 4");
    assert_eq!(request.package.signers(), Vec::from([id(2), id(3), id(4)]));
    assert!(coordinator.blames().is_empty());
}

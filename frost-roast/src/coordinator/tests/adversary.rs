//! What the network and malicious signers can do to honest signers, traced
//! step by step: copied commitments (initial and fresh), replays from an
//! earlier run, and signers that lost their nonces.

use super::*;
use crate::Decline;

/// Delivers `message` from `sender`.
fn deliver(
    group: &mut Group,
    coordinator: &mut Coordinator<C>,
    sender: u16,
    message: SignerMessage<C>,
) -> Step<C> {
    coordinator
        .receive(&id(sender), &message, &mut group.rng)
        .expect("accepted")
}

/// A share no signer computed: what a copier, which cannot open the nonces
/// it copied, sends.
fn made_up_share() -> SignatureShare<C> {
    SignatureShare::new(Scalar::<C>::from(5u64))
}

/// The trace of the issue at 3-of-5: signer 2 offers a copy of signer 1's
/// initial commitment before signer 1's own arrives, and later a copy of
/// signer 3's fresh commitment before signer 3's response arrives. The
/// owners stay in the run (their shares verify even in a session that holds
/// their commitment twice), the copier is blamed for the share it cannot
/// compute, and the run signs with signers 1, 3 and 4.
#[test]
fn copied_commitments_never_exclude_or_blame_their_owner() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let first = commit(&mut group, 1);
    let mut copy = first.clone();
    copy.signer = id(2);
    deliver(
        &mut group,
        &mut coordinator,
        2,
        SignerMessage::Commitment(copy),
    );
    let step = deliver(
        &mut group,
        &mut coordinator,
        1,
        SignerMessage::Commitment(first),
    );
    assert!(step.excluded.is_empty());
    assert_eq!(coordinator.status(&id(1)), Some(SignerStatus::Ready));
    let third = commit(&mut group, 3);
    let request = deliver(
        &mut group,
        &mut coordinator,
        3,
        SignerMessage::Commitment(third),
    )
    .request
    .expect("session 0");
    let package = request.package.signing_package();
    assert_eq!(
        package.signing_commitment(&id(1)),
        package.signing_commitment(&id(2))
    );
    // Signer 3 answers; signer 2 reads its fresh commitment in flight and
    // offers it first, with a share it made up.
    let honest = answer(&mut group, 3, &request);
    let copied = Response {
        run: RUN,
        signer: id(2),
        session: request.session,
        share: made_up_share(),
        next: honest.next,
        signature: None,
    };
    deliver(
        &mut group,
        &mut coordinator,
        2,
        SignerMessage::Response(copied),
    );
    let step = deliver(
        &mut group,
        &mut coordinator,
        3,
        SignerMessage::Response(honest),
    );
    assert!(step.excluded.is_empty());
    // Signer 1 signs the package that holds its commitment twice: its share
    // verifies, the session completes without a signature, and only the
    // copier is blamed.
    let response = answer(&mut group, 1, &request);
    let step = deliver(
        &mut group,
        &mut coordinator,
        1,
        SignerMessage::Response(response),
    );
    assert_eq!(step.blamed, Vec::from([id(2)]));
    assert!(step.excluded.is_empty() && step.signed.is_none());
    verify_blame(&coordinator.blames()[0], &group.public).expect("the blame holds");
    for i in [1, 3] {
        assert_eq!(coordinator.status(&id(i)), Some(SignerStatus::Ready));
    }
    // Signer 4 joins signers 1 and 3 (signer 3's copied commitment is used
    // by its owner), and they sign.
    let fourth = commit(&mut group, 4);
    let request = deliver(
        &mut group,
        &mut coordinator,
        4,
        SignerMessage::Commitment(fourth),
    )
    .request
    .expect("session 1");
    assert_eq!(request.package.signers(), Vec::from([id(1), id(3), id(4)]));
    let mut signed = None;
    for i in [1, 3, 4] {
        let response = answer(&mut group, i, &request);
        let step = deliver(
            &mut group,
            &mut coordinator,
            i,
            SignerMessage::Response(response),
        );
        assert!(step.blamed.is_empty() && step.excluded.is_empty());
        signed = step.signed;
    }
    let signed = signed.expect("signature");
    group
        .public
        .verifying_key()
        .verify(MESSAGE, &signed.signature)
        .expect("valid");
    assert_eq!(coordinator.blames().len(), 1);
}

/// The network replays the initial commitments of `n - t + 1` honest
/// signers from an earlier run of the group before their real ones: each
/// replay is refused as of another run and changes nothing, and the run
/// signs with the real commitments.
#[test]
fn replays_from_an_earlier_run_are_refused_without_harm() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    for i in 1..=3 {
        let mut old = fresh_signer(&group, i, RunId([8; 32]));
        let replay = old.commit_bytes(&mut group.rng).expect("commit");
        assert_eq!(
            coordinator.receive_bytes(&id(i), &replay, &mut group.rng),
            Err(RoastError::WrongRun)
        );
        assert_eq!(coordinator.status(&id(i)), Some(SignerStatus::Waiting));
    }
    let request = first_session(&mut group, &mut coordinator);
    let mut signed = None;
    for i in 1..=3 {
        let response = answer(&mut group, i, &request);
        signed = deliver(
            &mut group,
            &mut coordinator,
            i,
            SignerMessage::Response(response),
        )
        .signed;
    }
    assert!(signed.is_some());
}

/// A signer that restarted and lost its nonces declines its session and is
/// ready again; the run signs in the next session with it. A second decline
/// in the run excludes it; declines of another session or run are refused.
#[test]
fn a_decline_returns_the_signer_to_the_ready_signers() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let request = first_session(&mut group, &mut coordinator);
    let restarted = fresh_signer(&group, 1, RUN);
    group.signers.insert(id(1), restarted);
    let signer = group.signers.get_mut(&id(1)).expect("signer");
    let declined = signer.answer(&request, &mut group.rng).expect("declined");
    let SignerMessage::Decline(decline) = declined.clone() else {
        panic!("expected a decline");
    };
    for (run, session) in [(RunId([8; 32]), 0), (RUN, 1)] {
        let stray = SignerMessage::Decline(Decline {
            run,
            session,
            ..decline.clone()
        });
        assert!(coordinator.receive(&id(1), &stray, &mut group.rng).is_err());
    }
    let step = deliver(&mut group, &mut coordinator, 1, declined);
    assert!(step.excluded.is_empty());
    assert_eq!(coordinator.status(&id(1)), Some(SignerStatus::Ready));
    assert_eq!(coordinator.max_sessions(), 4);
    let mut next = None;
    for i in [2, 3] {
        let response = answer(&mut group, i, &request);
        next = deliver(
            &mut group,
            &mut coordinator,
            i,
            SignerMessage::Response(response),
        )
        .request;
    }
    let request = next.expect("session 1 with signers 1, 2 and 3");
    assert_eq!(request.package.signers(), Vec::from([id(1), id(2), id(3)]));
    // Signer 1 restarts again before answering: its second decline
    // excludes it, without blame.
    let restarted = fresh_signer(&group, 1, RUN);
    group.signers.insert(id(1), restarted);
    let signer = group.signers.get_mut(&id(1)).expect("signer");
    let declined = signer.answer(&request, &mut group.rng).expect("declined");
    let step = deliver(&mut group, &mut coordinator, 1, declined);
    assert_eq!(step.excluded, Vec::from([id(1)]));
    assert!(coordinator.blames().is_empty());
}

/// A clone of the coordinator continues the run exactly as the original.
#[test]
fn a_clone_continues_the_run_alike() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let request = first_session(&mut group, &mut coordinator);
    let responses: Vec<Response<C>> = (1..=3).map(|i| answer(&mut group, i, &request)).collect();
    let mut copy = coordinator.clone();
    for (coordinator, seed) in [(&mut coordinator, 1), (&mut copy, 1)] {
        let mut rng = ChaCha20Rng::seed_from_u64(seed);
        let mut signed = None;
        for response in &responses {
            signed = coordinator
                .receive(
                    &response.signer,
                    &SignerMessage::Response(response.clone()),
                    &mut rng,
                )
                .expect("accepted")
                .signed;
        }
        assert!(signed.is_some());
    }
    assert_eq!(coordinator.signed(), copy.signed());
}

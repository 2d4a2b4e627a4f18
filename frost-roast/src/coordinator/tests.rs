//! The coordinator's answers to every out-of-order, repeated or hostile
//! event, on a 3-of-5 ristretto255 group.

mod accountable;
mod adversary;
mod offer;

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round2::SignatureShare;
use frost_core::{Identifier, Scalar};
use frost_keygen::{IdentifierList, generate_with_dealer};
use frost_ristretto255::Ristretto255 as C;
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::SeedableRng;

use super::{Coordinator, SignerStatus, Step};
use crate::{
    Commitment, Response, RoastError, RunId, SessionPackage, Signer, SignerMessage, SigningRequest,
    verify_blame,
};

const MESSAGE: &[u8] = b"pay 1 to alice";
const RUN: RunId = RunId([7; 32]);

struct Group {
    keys: BTreeMap<Identifier<C>, KeyPackage<C>>,
    signers: BTreeMap<Identifier<C>, Signer<C>>,
    public: PublicKeyPackage<C>,
    rng: ChaCha20Rng,
}

fn group(randomized: bool) -> Group {
    let mut rng = ChaCha20Rng::seed_from_u64(7);
    let (shares, public) =
        generate_with_dealer::<C, _>(5, 3, IdentifierList::Default, &mut rng).expect("dealer");
    let keys: BTreeMap<Identifier<C>, KeyPackage<C>> = shares
        .into_iter()
        .map(|(id, share)| (id, KeyPackage::try_from(share).expect("key package")))
        .collect();
    let signers = keys
        .iter()
        .map(|(id, key)| (*id, Signer::new(key.clone(), MESSAGE, randomized, RUN)))
        .collect();
    Group {
        keys,
        signers,
        public,
        rng,
    }
}

/// A new signer with signer `i`'s key, no nonces, in run `run`: the same
/// signer after a restart, or in another run.
fn fresh_signer(group: &Group, i: u16, run: RunId) -> Signer<C> {
    let key = group.keys.get(&id(i)).expect("key").clone();
    Signer::new(key, MESSAGE, false, run)
}

fn id(i: u16) -> Identifier<C> {
    Identifier::try_from(i).expect("non-zero")
}

/// Signer `i`'s next commitment from its pool.
fn commit(group: &mut Group, i: u16) -> Commitment<C> {
    let signer = group.signers.get_mut(&id(i)).expect("signer");
    signer.commit(&mut group.rng).expect("commit")
}

/// Signers 1, 2, 3 commit; the third commitment opens session 0.
fn first_session(group: &mut Group, coordinator: &mut Coordinator<C>) -> SigningRequest<C> {
    let mut request = None;
    for i in 1..=3 {
        let commitment = commit(group, i);
        let step = coordinator
            .receive(
                &id(i),
                &SignerMessage::Commitment(commitment),
                &mut group.rng,
            )
            .expect("accepted");
        assert_eq!(step.request.is_some(), i == 3);
        request = step.request;
    }
    request.expect("session 0 opened")
}

fn answer(group: &mut Group, i: u16, request: &SigningRequest<C>) -> Response<C> {
    let signer = group.signers.get_mut(&id(i)).expect("signer");
    signer.sign(request, &mut group.rng).expect("signed")
}

#[test]
fn honest_run_signs_in_one_session() {
    for randomized in [false, true] {
        let mut group = group(randomized);
        let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, randomized, RUN);
        let request = first_session(&mut group, &mut coordinator);
        assert_eq!(
            matches!(request.package, SessionPackage::Randomized(_)),
            randomized
        );
        let mut signed = None;
        for i in 1..=3 {
            let response = answer(&mut group, i, &request);
            let step = coordinator
                .receive(&id(i), &SignerMessage::Response(response), &mut group.rng)
                .expect("accepted");
            signed = step.signed;
        }
        let signed = signed.expect("signature");
        signed
            .verifying_key
            .verify(MESSAGE, &signed.signature)
            .expect("valid");
        assert_eq!(coordinator.signed(), Some(&signed));
        assert_eq!(coordinator.sessions_opened(), 1);
        let commitment = commit(&mut group, 4);
        assert_eq!(
            coordinator.receive(
                &id(4),
                &SignerMessage::Commitment(commitment),
                &mut group.rng
            ),
            Err(RoastError::Finished)
        );
    }
}

#[test]
fn refused_messages_change_nothing() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let request = first_session(&mut group, &mut coordinator);
    let response = answer(&mut group, 1, &request);

    // A replayed initial commitment.
    let again = commit(&mut group, 1);
    assert_eq!(
        coordinator.receive(&id(1), &SignerMessage::Commitment(again), &mut group.rng),
        Err(RoastError::AlreadyCommitted { signer: id(1) })
    );
    // Another signer's message on signer 2's channel.
    let message = SignerMessage::Response(response.clone());
    assert_eq!(
        coordinator.receive(&id(2), &message, &mut group.rng),
        Err(RoastError::SenderMismatch {
            sender: id(2),
            claimed: id(1)
        })
    );
    // A sender outside the group.
    assert_eq!(
        coordinator.receive(&id(9), &message, &mut group.rng),
        Err(RoastError::UnknownSigner { signer: id(9) })
    );
    // The wrong session number.
    let mut wrong = response.clone();
    wrong.session = 5;
    assert_eq!(
        coordinator.receive(&id(1), &SignerMessage::Response(wrong), &mut group.rng),
        Err(RoastError::WrongSession {
            signer: id(1),
            expected: 0,
            found: 5
        })
    );
    // A response from a signer in no session.
    let mut outsider = response.clone();
    outsider.signer = id(4);
    let commitment = commit(&mut group, 4);
    coordinator
        .receive(
            &id(4),
            &SignerMessage::Commitment(commitment),
            &mut group.rng,
        )
        .expect("accepted");
    assert_eq!(
        coordinator.receive(&id(4), &SignerMessage::Response(outsider), &mut group.rng),
        Err(RoastError::NotInSession { signer: id(4) })
    );
    // Malformed bytes.
    assert!(matches!(
        coordinator.receive_bytes(&id(1), &[1, 2, 66, 0], &mut group.rng),
        Err(RoastError::Frost(_))
    ));
    assert_eq!(coordinator.status(&id(1)), Some(SignerStatus::InSession(0)));
    // The genuine response is still accepted, once.
    let message = SignerMessage::Response(response);
    coordinator
        .receive(&id(1), &message, &mut group.rng)
        .expect("accepted");
    assert_eq!(coordinator.status(&id(1)), Some(SignerStatus::Ready));
    assert_eq!(
        coordinator.receive(&id(1), &message, &mut group.rng),
        Err(RoastError::NotInSession { signer: id(1) })
    );
    assert!(coordinator.blames().is_empty());
}

/// Signers 4 and 5 send their initial commitments; returns the step of the
/// last.
fn commit_late_signers(group: &mut Group, coordinator: &mut Coordinator<C>) -> Step<C> {
    let mut last = None;
    for i in [4, 5] {
        let commitment = commit(group, i);
        last = Some(
            coordinator
                .receive(
                    &id(i),
                    &SignerMessage::Commitment(commitment),
                    &mut group.rng,
                )
                .expect("accepted"),
        );
    }
    last.expect("two commitments")
}

#[test]
fn invalid_share_is_blamed_with_evidence_before_regrouping() {
    for randomized in [false, true] {
        invalid_share_is_blamed_before_regrouping(randomized);
    }
}

fn invalid_share_is_blamed_before_regrouping(randomized: bool) {
    let mut group = group(randomized);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, randomized, RUN);
    let request = first_session(&mut group, &mut coordinator);
    let mut response = answer(&mut group, 2, &request);
    response.share = SignatureShare::new(response.share.to_scalar() + Scalar::<C>::ONE);
    let step = coordinator
        .receive(
            &id(2),
            &SignerMessage::Response(response.clone()),
            &mut group.rng,
        )
        .expect("processed");
    // Kept unjudged: nothing needs its verdict yet.
    assert!(step.blamed.is_empty());
    assert_eq!(coordinator.status(&id(2)), Some(SignerStatus::Ready));
    // Three signers are ready: signer 2 is judged before any regrouping,
    // blamed, and left out, so no session opens.
    let step = commit_late_signers(&mut group, &mut coordinator);
    assert_eq!(step.blamed, Vec::from([id(2)]));
    assert!(step.request.is_none());
    assert_eq!(coordinator.status(&id(2)), Some(SignerStatus::Malicious));
    let blame = coordinator.blames()[0].clone();
    verify_blame(&blame, &group.public).expect("the blame holds");
    assert_eq!(
        coordinator.receive(&id(2), &SignerMessage::Response(response), &mut group.rng),
        Err(RoastError::Excluded { signer: id(2) })
    );
    // The same evidence with the honest share does not hold.
    let mut honest = blame.clone();
    honest.share = SignatureShare::new(blame.share.to_scalar() - Scalar::<C>::ONE);
    assert_eq!(
        verify_blame(&honest, &group.public),
        Err(RoastError::BlameUnfounded)
    );
}

#[test]
fn remaining_shares_are_judged_on_request() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let request = first_session(&mut group, &mut coordinator);
    for i in [1, 2] {
        let mut response = answer(&mut group, i, &request);
        if i == 2 {
            response.share = SignatureShare::new(response.share.to_scalar() + Scalar::<C>::ONE);
        }
        let step = coordinator
            .receive(&id(i), &SignerMessage::Response(response), &mut group.rng)
            .expect("processed");
        assert!(step.blamed.is_empty());
    }
    assert_eq!(
        coordinator.judge_remaining(&mut group.rng),
        Vec::from([id(2)])
    );
    assert_eq!(coordinator.status(&id(2)), Some(SignerStatus::Malicious));
    assert_eq!(coordinator.status(&id(1)), Some(SignerStatus::Ready));
    verify_blame(&coordinator.blames()[0], &group.public).expect("the blame holds");
    // Judged once: nothing is left.
    assert!(coordinator.judge_remaining(&mut group.rng).is_empty());
    assert_eq!(coordinator.blames().len(), 1);
}

#[test]
fn completing_session_names_every_invalid_share() {
    for randomized in [false, true] {
        let mut group = group(randomized);
        let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, randomized, RUN);
        let request = first_session(&mut group, &mut coordinator);
        let mut last = None;
        for i in 1..=3 {
            let mut response = answer(&mut group, i, &request);
            if i != 2 {
                response.share = SignatureShare::new(-response.share.to_scalar());
            }
            last = Some(
                coordinator
                    .receive(&id(i), &SignerMessage::Response(response), &mut group.rng)
                    .expect("processed"),
            );
        }
        let step = last.expect("three answers");
        assert!(step.signed.is_none());
        assert_eq!(step.blamed, Vec::from([id(1), id(3)]));
        assert_eq!(coordinator.status(&id(2)), Some(SignerStatus::Ready));
        for blame in coordinator.blames() {
            verify_blame(blame, &group.public).expect("the blame holds");
        }
        // Signer 2, judged valid by the aggregation, is regrouped with 4 and 5
        // without another check, and the new session signs.
        let step = commit_late_signers(&mut group, &mut coordinator);
        assert!(step.blamed.is_empty());
        let second = step.request.expect("session 1 opened");
        assert_eq!(second.package.signers(), Vec::from([id(2), id(4), id(5)]));
        let mut signed = None;
        for i in [2, 4, 5] {
            let response = answer(&mut group, i, &second);
            signed = coordinator
                .receive(&id(i), &SignerMessage::Response(response), &mut group.rng)
                .expect("accepted")
                .signed;
        }
        let signed = signed.expect("signature");
        signed
            .verifying_key
            .verify(MESSAGE, &signed.signature)
            .expect("valid");
    }
}

/// A signer that offers one of its own earlier commitments again is
/// excluded without blame (its share stays with its session).
#[test]
fn reused_commitment_excludes_without_blame() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let request = first_session(&mut group, &mut coordinator);
    let mut response = answer(&mut group, 3, &request);
    response.next = *request
        .package
        .signing_package()
        .signing_commitment(&id(3))
        .expect("commitment");
    let step = coordinator
        .receive(&id(3), &SignerMessage::Response(response), &mut group.rng)
        .expect("processed");
    assert_eq!(step.excluded, Vec::from([id(3)]));
    assert_eq!(coordinator.status(&id(3)), Some(SignerStatus::Excluded));
    assert!(coordinator.blames().is_empty());
}

#[test]
fn sessions_run_concurrently_and_a_late_answer_completes_its_own() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let first = first_session(&mut group, &mut coordinator);
    // Signers 4 and 5 commit; signer 1 answers: three are ready again.
    commit_late_signers(&mut group, &mut coordinator);
    let response = answer(&mut group, 1, &first);
    let step = coordinator
        .receive(&id(1), &SignerMessage::Response(response), &mut group.rng)
        .expect("accepted");
    let second = step.request.expect("session 1 opened");
    assert_eq!(second.session, 1);
    assert_eq!(second.package.signers(), Vec::from([id(1), id(4), id(5)]));
    // Session 0 completes with its late signers 2 and 3, while 1 is open.
    let mut signed = None;
    for i in [2, 3] {
        let response = answer(&mut group, i, &first);
        signed = coordinator
            .receive(&id(i), &SignerMessage::Response(response), &mut group.rng)
            .expect("accepted")
            .signed;
    }
    assert_eq!(signed.expect("signature").session, 0);
}

#[test]
fn timeouts_report_a_stall_and_late_answers_clear_it() {
    let mut group = group(false);
    let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
    let request = first_session(&mut group, &mut coordinator);
    assert!(!coordinator.is_stalled());
    for i in [2, 3, 4] {
        coordinator.timeout(&id(i)).expect("member");
    }
    assert!(coordinator.is_stalled());
    assert_eq!(
        coordinator.timeout(&id(6)),
        Err(RoastError::UnknownSigner { signer: id(6) })
    );
    let response = answer(&mut group, 2, &request);
    coordinator
        .receive(&id(2), &SignerMessage::Response(response), &mut group.rng)
        .expect("a late answer is accepted");
    assert!(!coordinator.is_stalled());
    assert_eq!(coordinator.max_sessions(), 3);
}

proptest::proptest! {
    /// Arbitrary bytes, and honest messages with arbitrary bytes XORed in,
    /// on any channel, are refused or handled, never a panic; the session
    /// bound holds throughout.
    #[test]
    fn arbitrary_bytes_never_panic(
        inputs in proptest::collection::vec(
            (0u16..7, proptest::collection::vec(proptest::prelude::any::<u8>(), 0..140), proptest::prelude::any::<bool>()),
            1..12,
        ),
    ) {
        let mut group = group(false);
        let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN);
        let request = first_session(&mut group, &mut coordinator);
        let honest = answer(&mut group, 1, &request).serialize();
        for (sender, bytes, mix) in inputs {
            let input: Vec<u8> = if mix {
                honest.iter().zip(bytes.iter().chain(core::iter::repeat(&0))).map(|(a, b)| a ^ b).collect()
            } else {
                bytes.clone()
            };
            let _ = coordinator.receive_bytes(&id(sender.max(1)), &input, &mut group.rng);
            let signer = group.signers.get_mut(&id(sender % 5 + 1)).expect("signer");
            let _ = signer.answer_bytes(&input, &mut group.rng);
            proptest::prop_assert!(coordinator.sessions_opened() <= coordinator.max_sessions());
        }
    }
}

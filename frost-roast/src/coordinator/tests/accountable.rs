//! Accountable mode: unsigned or wrongly signed messages are refused, and
//! blame evidence carries the blamed signer's own signature, which no
//! alteration of the evidence survives.

use frost_core::SigningKey;

use super::*;
use crate::{Blame, IdentityKeys, verify_signed_blame};

/// The identity signing keys of the group, by signer.
type Secrets = BTreeMap<Identifier<C>, SigningKey<C>>;

/// The group with an identity key per signer, its signers in accountable
/// mode, and the coordinator.
fn accountable() -> (Group, Secrets, IdentityKeys<C>, Coordinator<C>) {
    let mut group = group(false);
    let secrets: BTreeMap<Identifier<C>, SigningKey<C>> = group
        .keys
        .keys()
        .map(|id| (*id, SigningKey::new(&mut group.rng)))
        .collect();
    let public: IdentityKeys<C> = secrets
        .iter()
        .map(|(id, key)| (*id, key.verifying_key()))
        .collect();
    let signers = core::mem::take(&mut group.signers);
    group.signers = signers
        .into_iter()
        .map(|(id, signer)| (id, signer.with_identity(secrets[&id].clone())))
        .collect();
    let coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, RUN)
        .with_identities(public.clone())
        .expect("a key per member");
    (group, secrets, public, coordinator)
}

#[test]
fn unsigned_and_wrongly_signed_messages_are_refused() {
    let (mut group, secrets, mut public, coordinator) = accountable();
    let mut coordinator = coordinator;
    let mut commitment = commit(&mut group, 1);
    let signed = commitment.clone();
    commitment.signature = None;
    let refused = Err(RoastError::BadSignature { signer: id(1) });
    assert_eq!(
        coordinator.receive(
            &id(1),
            &SignerMessage::Commitment(commitment.clone()),
            &mut group.rng
        ),
        refused
    );
    // Signed by another member, or with a field changed after signing.
    commitment.sign(&secrets[&id(2)], &mut group.rng);
    assert_eq!(
        coordinator.receive(
            &id(1),
            &SignerMessage::Commitment(commitment),
            &mut group.rng
        ),
        refused
    );
    let mut altered = signed.clone();
    altered.run = RunId([9; 32]);
    assert_eq!(
        coordinator.receive(&id(1), &SignerMessage::Commitment(altered), &mut group.rng),
        Err(RoastError::WrongRun)
    );
    assert_eq!(coordinator.status(&id(1)), Some(SignerStatus::Waiting));
    coordinator
        .receive_bytes(&id(1), &signed.serialize(), &mut group.rng)
        .expect("accepted");
    // A key missing from the identity keys.
    public.remove(&id(5));
    assert_eq!(
        Coordinator::new(group.public.clone(), MESSAGE, false, RUN)
            .with_identities(public)
            .err(),
        Some(RoastError::UnknownSigner { signer: id(5) })
    );
}

/// Signer 1 signs an invalid share with its own identity key: the blame
/// holds for anyone with the identity keys, and altering its share, the
/// request (its message, session or commitments), the run or the signer
/// breaks it; evidence made from an honest signer's signed response does
/// not hold either.
#[test]
fn signed_blame_holds_and_no_alteration_survives() {
    let (mut group, secrets, public, mut coordinator) = accountable();
    let request = first_session(&mut group, &mut coordinator);
    let mut bad = answer(&mut group, 1, &request);
    bad.share = SignatureShare::new(bad.share.to_scalar() + Scalar::<C>::from(1u64));
    // Changed after signing: refused, the signer stays in its session.
    assert_eq!(
        coordinator.receive(
            &id(1),
            &SignerMessage::Response(bad.clone()),
            &mut group.rng
        ),
        Err(RoastError::BadSignature { signer: id(1) })
    );
    bad.sign(&request, &secrets[&id(1)], &mut group.rng);
    let mut honest = Vec::new();
    for i in [2, 3] {
        honest.push(answer(&mut group, i, &request));
    }
    coordinator
        .receive_bytes(&id(1), &bad.serialize(), &mut group.rng)
        .expect("accepted");
    for response in &honest {
        coordinator
            .receive_bytes(&response.signer, &response.serialize(), &mut group.rng)
            .expect("accepted");
    }
    let blame = coordinator.blames()[0].clone();
    assert_eq!(blame.signer, id(1));
    let blame = Blame::deserialize(&blame.serialize()).expect("round trip");
    let forged = |blame: &Blame<C>| verify_signed_blame(blame, &group.public, &public).err();
    assert_eq!(forged(&blame), None, "the blame holds");
    let mut share = blame.clone();
    share.share = SignatureShare::new(share.share.to_scalar() + Scalar::<C>::from(1u64));
    let mut message = blame.clone();
    let package = blame.request.package.signing_package();
    message.request.package = SessionPackage::Plain(
        frost_core::SigningPackage::new(package.signing_commitments().clone(), b"pay 9")
            .expect("package"),
    );
    let mut session = blame.clone();
    session.request.session = 7;
    let mut run = blame.clone();
    run.request.run = RunId([9; 32]);
    let mut commitments = blame.clone();
    let mut swapped = package.signing_commitments().clone();
    let other = swapped[&id(3)];
    swapped.insert(id(2), other);
    commitments.request.package =
        SessionPackage::Plain(frost_core::SigningPackage::new(swapped, MESSAGE).expect("package"));
    let mut signer = blame.clone();
    signer.signer = id(2);
    let mut unsigned = blame.clone();
    unsigned.attestation = None;
    for (altered, who) in [
        (&share, 1),
        (&message, 1),
        (&session, 1),
        (&run, 1),
        (&commitments, 1),
        (&signer, 2),
        (&unsigned, 1),
    ] {
        assert_eq!(
            forged(altered),
            Some(RoastError::BadSignature { signer: id(who) })
        );
    }
    // The unauthenticated check alone cannot tell: it accepts evidence
    // against signer 2 whose share was altered.
    let mut framed = blame.clone();
    framed.signer = id(2);
    framed.share = SignatureShare::new(Scalar::<C>::from(3u64));
    assert_eq!(verify_blame(&framed, &group.public), Ok(()));
    // An honest signer's own signed response, as evidence: it verifies, and
    // the blame is unfounded; with its share altered, the signature fails.
    let mut honest_blame = blame.clone();
    honest_blame.signer = id(2);
    honest_blame.share = honest[0].share;
    honest_blame.attestation = Some(crate::Attestation {
        next: honest[0].next,
        signature: honest[0].signature.expect("signed"),
    });
    assert_eq!(forged(&honest_blame), Some(RoastError::BlameUnfounded));
    honest_blame.share = framed.share;
    assert_eq!(
        forged(&honest_blame),
        Some(RoastError::BadSignature { signer: id(2) })
    );
}

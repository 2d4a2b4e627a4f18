//! ROAST through the C ABI: a coordinator and signers as handles, fed with
//! bytes, in both modes, with a signer whose shares are invalid.

mod common;

use std::collections::VecDeque;

use common::*;
use frost_ffi::*;

fn receive(coordinator: FrostHandle, sender: &[u8], message: &[u8]) -> Vec<Vec<u8>> {
    let mut step = EMPTY;
    call(|error| unsafe {
        frost_roast_coordinator_receive(
            coordinator,
            sender.as_ptr(),
            sender.len(),
            message.as_ptr(),
            message.len(),
            &mut step,
            error,
        )
    })
    .unwrap();
    list(&take(step))
}

fn coordinator_new(public: &[u8], message: &[u8], randomized: u8, identities: &[u8]) -> u64 {
    let mut coordinator = 0;
    call(|error| unsafe {
        frost_roast_coordinator_new(
            public.as_ptr(),
            public.len(),
            message.as_ptr(),
            message.len(),
            randomized,
            identities.as_ptr(),
            identities.len(),
            &mut coordinator,
            error,
        )
    })
    .unwrap();
    coordinator
}

fn signer_new(
    key: &[u8],
    message: &[u8],
    randomized: u8,
    run: &[u8],
    identity: &[u8],
) -> Result<u64, Failed> {
    let mut signer = 0;
    call(|error| unsafe {
        frost_roast_signer_new(
            key.as_ptr(),
            key.len(),
            message.as_ptr(),
            message.len(),
            randomized,
            run.as_ptr(),
            run.len(),
            identity.as_ptr(),
            identity.len(),
            &mut signer,
            error,
        )
    })
    .map(|()| signer)
}

fn run_of(coordinator: u64) -> Vec<u8> {
    let mut run = EMPTY;
    call(|error| unsafe { frost_roast_coordinator_run(coordinator, &mut run, error) }).unwrap();
    take(run)
}

fn answer(signer: u64, request: &[u8]) -> Result<Vec<u8>, Failed> {
    let mut out = EMPTY;
    call(|error| unsafe {
        frost_roast_signer_answer(signer, request.as_ptr(), request.len(), &mut out, error)
    })
    .map(|()| take(out))
}

fn identity_key(suite: u8) -> (Vec<u8>, Vec<u8>) {
    let (mut secret, mut public) = (EMPTY, EMPTY);
    call(|error| unsafe {
        frost_roast_identity_key_generate(suite, &mut secret, &mut public, error)
    })
    .unwrap();
    (take(secret), take(public))
}

fn verify_blame(blame: &[u8], public: &[u8], identities: &[u8]) -> Result<(), Failed> {
    call(|error| unsafe {
        frost_roast_verify_blame(
            blame.as_ptr(),
            blame.len(),
            public.as_ptr(),
            public.len(),
            identities.as_ptr(),
            identities.len(),
            error,
        )
    })
}

/// A run of a 2-of-3 group in which signer 3 holds the share of another
/// group (its shares are invalid, and in accountable mode signed by it):
/// messages go through a queue until the coordinator signs, and the
/// signature is checked. Returns the handles and the identifiers blamed.
struct Run {
    coordinator: u64,
    signers: Vec<u64>,
    public: Vec<u8>,
    identities: Vec<u8>,
    blamed: Vec<Vec<u8>>,
}

fn run(suite: u8, accountable: bool) -> Run {
    let randomized = u8::from(suite == FROST_SUITE_REDPALLAS);
    let message = b"robust";
    let (shares, public) = deal(suite, 2, 3);
    let (other_shares, _) = deal(suite, 2, 3);
    let mut keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    keys[2] = key_package(&other_shares[2]);
    let pairs: Vec<(Vec<u8>, Vec<u8>)> = keys.iter().map(|_| identity_key(suite)).collect();
    let identities = if accountable {
        encode(
            &keys
                .iter()
                .zip(&pairs)
                .flat_map(|(key, (_, public))| [identifier_of(key), public.clone()])
                .collect::<Vec<_>>(),
        )
    } else {
        Vec::new()
    };
    let coordinator = coordinator_new(&public, message, randomized, &identities);
    let run_id = run_of(coordinator);
    assert_eq!(run_id.len(), 32);
    let signers: Vec<u64> = keys
        .iter()
        .zip(&pairs)
        .map(|(key, (secret, _))| {
            let identity: &[u8] = if accountable { secret } else { &[] };
            signer_new(key, message, randomized, &run_id, identity).unwrap()
        })
        .collect();
    // The bad signer commits first, so that the first session holds it.
    let mut inbox = VecDeque::new();
    for i in [2, 0, 1] {
        let mut commitment = EMPTY;
        call(|error| unsafe { frost_roast_signer_commit(signers[i], &mut commitment, error) })
            .unwrap();
        inbox.push_back((i, take(commitment)));
    }
    let mut signature = Vec::new();
    let mut blamed = Vec::new();
    while let Some((i, bytes)) = inbox.pop_front() {
        let step = receive(coordinator, &identifier_of(&keys[i]), &bytes);
        assert_eq!(step.len(), 4);
        blamed.extend(list(&step[1]));
        if !step[3].is_empty() {
            signature = step[3].clone();
            break;
        }
        if !step[0].is_empty() {
            // Every signer sees the request; those it does not name refuse
            // it.
            for (j, signer) in signers.iter().enumerate() {
                if let Ok(answer) = answer(*signer, &step[0]) {
                    inbox.push_back((j, answer));
                }
            }
        }
    }
    assert!(!signature.is_empty(), "the run signs");
    if randomized == 0 {
        verify(&public, message, &signature).unwrap();
    }
    Run {
        coordinator,
        signers,
        public,
        identities,
        blamed,
    }
}

fn free(run: Run) {
    for handle in run.signers.into_iter().chain([run.coordinator]) {
        call(|error| frost_roast_free(handle, error)).unwrap();
        assert_eq!(
            call(|error| frost_roast_free(handle, error))
                .unwrap_err()
                .status,
            FrostStatus::FrostErrStaleHandle
        );
    }
}

fn blames(coordinator: u64) -> Vec<Vec<u8>> {
    let mut blames = EMPTY;
    call(|error| unsafe { frost_roast_coordinator_blames(coordinator, &mut blames, error) })
        .unwrap();
    list(&take(blames))
}

#[test]
fn a_roast_run_signs_through_handles_and_blames_the_bad_signer() {
    for suite in [
        FROST_SUITE_ED25519,
        FROST_SUITE_SECP256K1_TR,
        FROST_SUITE_REDPALLAS,
    ] {
        let run = run(suite, false);
        let evidence = blames(run.coordinator);
        if suite == FROST_SUITE_REDPALLAS {
            // A re-randomized request names the randomized group key, which
            // the signer of another group refuses before signing: it never
            // answers, and the run signs without it.
            assert!(evidence.is_empty() && run.blamed.is_empty());
        } else {
            assert_eq!(evidence.len(), 1, "suite {suite}: signer 3 is blamed once");
            assert_eq!(run.blamed.len(), 1);
            verify_blame(&evidence[0], &run.public, &[]).unwrap();
        }
        // Handles are of their kinds only.
        let mut wrong = EMPTY;
        let refused =
            call(|error| unsafe { frost_roast_signer_commit(run.coordinator, &mut wrong, error) });
        assert_eq!(
            refused.unwrap_err().status,
            FrostStatus::FrostErrWrongHandleKind
        );
        free(run);
    }
}

#[test]
fn accountable_blame_convinces_a_third_party_and_resists_alteration() {
    for suite in [FROST_SUITE_ED25519, FROST_SUITE_SECP256K1_TR] {
        let run = run(suite, true);
        let evidence = blames(run.coordinator);
        assert_eq!(evidence.len(), 1);
        let blame = &evidence[0];
        verify_blame(blame, &run.public, &run.identities).unwrap();
        // Any altered byte either fails to decode or fails the identity
        // signature (or, for a flipped share, the blame itself): never a
        // blame that holds.
        for position in 3..blame.len() {
            let mut altered = blame.clone();
            altered[position] ^= 1;
            assert!(
                verify_blame(&altered, &run.public, &run.identities).is_err(),
                "byte {position}"
            );
        }
        // Without the identity keys the same evidence is only the
        // coordinator's word, but it still holds.
        verify_blame(blame, &run.public, &[]).unwrap();
        free(run);
    }
}

#[test]
fn a_signer_of_another_run_refuses_the_request() {
    let suite = FROST_SUITE_ED25519;
    let (shares, public) = deal(suite, 2, 3);
    let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
    let coordinator = coordinator_new(&public, b"m", 0, &[]);
    let run_id = run_of(coordinator);
    // A run identifier of the wrong length is refused.
    let short = signer_new(&keys[0], b"m", 0, &run_id[..31], &[]).unwrap_err();
    assert_eq!(short.status, FrostStatus::FrostErrInvalidLength);
    let mut other = run_id.clone();
    other[0] ^= 1;
    let signers = [
        signer_new(&keys[0], b"m", 0, &run_id, &[]).unwrap(),
        signer_new(&keys[1], b"m", 0, &other, &[]).unwrap(),
    ];
    let mut request = Vec::new();
    for (i, signer) in signers.iter().enumerate() {
        let mut commitment = EMPTY;
        call(|error| unsafe { frost_roast_signer_commit(*signer, &mut commitment, error) })
            .unwrap();
        let bytes = take(commitment);
        let outcome = call(|error| unsafe {
            let sender = identifier_of(&keys[i]);
            let mut step = EMPTY;
            let status = frost_roast_coordinator_receive(
                coordinator,
                sender.as_ptr(),
                sender.len(),
                bytes.as_ptr(),
                bytes.len(),
                &mut step,
                error,
            );
            if status == FrostStatus::FrostOk {
                let step = list(&take(step));
                if !step[0].is_empty() {
                    request = step[0].clone();
                }
            }
            status
        });
        // The signer of the other run is refused by the coordinator.
        assert_eq!(outcome.is_err(), i == 1);
    }
    assert!(request.is_empty(), "one ready signer opens no session");
    // A timeout of a member is accepted; of a non-member refused.
    call(|error| unsafe {
        let id = identifier_of(&keys[2]);
        frost_roast_coordinator_timeout(coordinator, id.as_ptr(), id.len(), error)
    })
    .unwrap();
    for handle in signers.into_iter().chain([coordinator]) {
        call(|error| frost_roast_free(handle, error)).unwrap();
    }
}

//! ROAST through the C ABI: a coordinator and signers as handles, fed with
//! bytes.

mod common;

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

#[test]
fn a_roast_run_signs_through_handles() {
    for suite in [
        FROST_SUITE_ED25519,
        FROST_SUITE_SECP256K1_TR,
        FROST_SUITE_REDPALLAS,
    ] {
        let randomized = u8::from(suite == FROST_SUITE_REDPALLAS);
        let (shares, public) = deal(suite, 2, 3);
        let keys: Vec<_> = shares.iter().map(|share| key_package(share)).collect();
        let message = b"robust";
        let mut coordinator = 0;
        call(|error| unsafe {
            frost_roast_coordinator_new(
                public.as_ptr(),
                public.len(),
                message.as_ptr(),
                message.len(),
                randomized,
                &mut coordinator,
                error,
            )
        })
        .unwrap();
        let mut signers = Vec::new();
        for key in &keys {
            let mut signer = 0;
            call(|error| unsafe {
                frost_roast_signer_new(
                    key.as_ptr(),
                    key.len(),
                    message.as_ptr(),
                    message.len(),
                    randomized,
                    &mut signer,
                    error,
                )
            })
            .unwrap();
            signers.push(signer);
        }
        // Signers 1 and 2 commit; signer 3 stays silent.
        let mut request = Vec::new();
        for i in 0..2 {
            let mut commitment = EMPTY;
            call(|error| unsafe { frost_roast_signer_commit(signers[i], &mut commitment, error) })
                .unwrap();
            let step = receive(coordinator, &identifier_of(&keys[i]), &take(commitment));
            if !step[0].is_empty() {
                request = step[0].clone();
            }
        }
        assert!(!request.is_empty(), "two ready signers open a session");
        let mut signature = Vec::new();
        for i in 0..2 {
            let mut response = EMPTY;
            call(|error| unsafe {
                frost_roast_signer_sign(
                    signers[i],
                    request.as_ptr(),
                    request.len(),
                    &mut response,
                    error,
                )
            })
            .unwrap();
            let step = receive(coordinator, &identifier_of(&keys[i]), &take(response));
            if !step[3].is_empty() {
                signature = step[3].clone();
            }
        }
        assert!(!signature.is_empty(), "the session's shares sign");
        if randomized == 0 {
            verify(&public, message, &signature).unwrap();
        }
        let mut blames = EMPTY;
        call(|error| unsafe { frost_roast_coordinator_blames(coordinator, &mut blames, error) })
            .unwrap();
        assert!(list(&take(blames)).is_empty());
        // Handles are of their kinds only.
        let mut wrong = EMPTY;
        let refused =
            call(|error| unsafe { frost_roast_signer_commit(coordinator, &mut wrong, error) });
        assert_eq!(
            refused.unwrap_err().status,
            FrostStatus::FrostErrWrongHandleKind
        );
        for handle in signers.into_iter().chain([coordinator]) {
            call(|error| frost_roast_free(handle, error)).unwrap();
            assert_eq!(
                call(|error| frost_roast_free(handle, error))
                    .unwrap_err()
                    .status,
                FrostStatus::FrostErrStaleHandle
            );
        }
    }
}

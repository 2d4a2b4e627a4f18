//! The ROAST coordinator and signer fed arbitrary bytes as each other's
//! messages, for the suite the first byte selects: raw bytes, and honest
//! messages of the run with fuzzer-chosen bits flipped. Neither side may
//! panic; every signature the coordinator outputs verifies, its own blame
//! evidence holds, and it never opens more than `n - t + 1` sessions plus
//! one per signer that declined (`Coordinator::max_sessions`).
#![no_main]

use frost_core::keys::KeyPackage;
use frost_keygen::{IdentifierList, generate_with_dealer};
use frost_core::{Ciphersuite, Identifier};
use frost_fuzz::{Harness, Suite};
use frost_roast::{Blame, Coordinator, RunId, Signer, verify_blame};

const MESSAGE: &[u8] = b"fuzzed run";
const RUN: RunId = RunId([1; 32]);

struct Roast;

impl Harness for Roast {
    fn run<C: Suite>(data: &[u8]) {
        roast::<C>(data);
    }
}

/// `data` is a mode byte (bit 0: re-randomised), then chunks
/// `op || who || len || bytes[len]`: `op % 3 == 0` sends `bytes` as they
/// are, otherwise XORs them into a recorded honest message; `op & 4` sends
/// to signer `who % 3`, else to the coordinator from signer `who % 4 + 1`
/// (4 is outside the 2-of-3 group).
fn roast<C: Ciphersuite>(data: &[u8]) {
    let Some((&mode, mut rest)) = data.split_first() else {
        return;
    };
    let randomized = mode & 1 == 1;
    let mut rng = frost_conformance::test_rng(u64::from(mode));
    let (shares, public) = generate_with_dealer::<C, _>(3, 2, IdentifierList::Default, &mut rng)
        .expect("a fixed dealing succeeds");
    let mut signers: Vec<Signer<C>> = shares
        .into_values()
        .map(|share| {
            let key = KeyPackage::try_from(share).expect("a dealt share is valid");
            Signer::new(key, MESSAGE, randomized, RUN)
        })
        .collect();
    let mut coordinator = Coordinator::new(public.clone(), MESSAGE, randomized, RUN);
    let mut recorded: Vec<Vec<u8>> = signers
        .iter_mut()
        .map(|signer| {
            signer
                .commit(&mut rng)
                .expect("an empty pool has room")
                .serialize()
        })
        .collect();
    while let [op, who, len, tail @ ..] = rest {
        let (chunk, next) = tail.split_at(usize::from(*len).min(tail.len()));
        rest = next;
        let who = usize::from(*who);
        let bytes = if op % 3 == 0 {
            chunk.to_vec()
        } else {
            let mut bytes = recorded[who % recorded.len()].clone();
            let width = bytes.len();
            for (i, x) in chunk.iter().enumerate() {
                bytes[i % width] ^= x;
            }
            bytes
        };
        if op & 4 == 0 {
            let sender = Identifier::try_from((who % 4 + 1) as u16).expect("non-zero");
            if let Ok(step) = coordinator.receive_bytes(&sender, &bytes, &mut rng) {
                if let Some(request) = step.request {
                    recorded.push(request.serialize());
                    for signer in &mut signers {
                        if let Ok(response) = signer.sign(&request, &mut rng) {
                            recorded.push(response.serialize());
                        }
                    }
                }
                if let Some(signed) = step.signed {
                    signed
                        .verifying_key
                        .verify(MESSAGE, &signed.signature)
                        .expect("the coordinator's signature verifies");
                }
            }
        } else if let Ok(response) = signers[who % 3].answer_bytes(&bytes, &mut rng) {
            recorded.push(response);
        }
        if let Ok(blame) = Blame::<C>::deserialize(&bytes) {
            // Any verdict will do; it must not panic.
            let _ = verify_blame(&blame, &public);
        }
    }
    for blame in coordinator.blames() {
        verify_blame(blame, &public).expect("the coordinator's own evidence holds");
    }
    assert!(coordinator.sessions_opened() <= coordinator.max_sessions());
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| frost_fuzz::fuzz::<Roast>(data));

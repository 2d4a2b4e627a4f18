//! Generic tests of multi-message sessions ([`MultiSigningSession`]): one
//! round trip, one signature per message, culprits per message.
//!
//! Each public function is one test; [`multi_tests!`](crate::multi_tests)
//! instantiates all of them for a ciphersuite.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use ff::Field;

use crate::signing::dealer;
use crate::test_rng;
use frost_core::keys::KeyPackage;
use frost_core::round1::{SigningCommitments, SigningNonces, commit};
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Error, Identifier, Scalar, SigningPackage};
use frost_multi::MultiSigningSession;

const MESSAGES: [&[u8]; 3] = [b"input 0", b"input 1", b"input 2"];

type Nonces<C> = BTreeMap<Identifier<C>, Vec<SigningNonces<C>>>;

/// Every signer's nonces for each message, and the package of each message.
fn requests<C: Ciphersuite>(
    key_packages: &BTreeMap<Identifier<C>, KeyPackage<C>>,
    signers: &[Identifier<C>],
    seed: u64,
) -> (Nonces<C>, Vec<SigningPackage<C>>) {
    let mut rng = test_rng(seed);
    let mut nonces: Nonces<C> = BTreeMap::new();
    let mut commitments: Vec<BTreeMap<Identifier<C>, SigningCommitments<C>>> =
        MESSAGES.iter().map(|_| BTreeMap::new()).collect();
    for id in signers {
        for per_message in commitments.iter_mut() {
            let (n, c) = commit(key_packages[id].signing_share(), &mut rng);
            nonces.entry(*id).or_default().push(n);
            per_message.insert(*id, c);
        }
    }
    let packages = commitments
        .into_iter()
        .zip(MESSAGES)
        .map(|(c, message)| SigningPackage::new(c, message).expect("package"))
        .collect();
    (nonces, packages)
}

/// Three messages in one round trip: every share checks as it arrives, and
/// each message's signature verifies for that message only.
pub fn multi_message_session_signs_each_message<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 1100);
    let signers: Vec<_> = key_packages.keys().skip(1).take(3).copied().collect();
    let (nonces, packages) = requests(&key_packages, &signers, 1101);
    let coordinator = MultiSigningSession::new(&packages, &public).expect("session");
    let mut shares = BTreeMap::new();
    for (id, signer_nonces) in nonces {
        let signer = MultiSigningSession::for_verifying_key(&packages, public.verifying_key())
            .expect("signer session");
        let signer_shares = signer
            .sign(signer_nonces, &key_packages[&id])
            .expect("shares");
        assert_eq!(signer_shares.len(), MESSAGES.len());
        for (message, share) in signer_shares.iter().enumerate() {
            coordinator
                .verify_share(message, &id, share)
                .expect("share checks");
        }
        shares.insert(id, signer_shares);
    }
    let signatures = coordinator.aggregate(&shares);
    assert_eq!(signatures.len(), MESSAGES.len());
    for (j, signature) in signatures.iter().enumerate() {
        let signature = signature.as_ref().expect("aggregate");
        for (k, message) in MESSAGES.iter().enumerate() {
            assert_eq!(
                public.verifying_key().verify(message, signature).is_ok(),
                j == k
            );
        }
    }
}

/// Corrupted shares are named in their own message only.
pub fn multi_message_culprits_are_per_message<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 1110);
    let signers: Vec<_> = key_packages.keys().take(4).copied().collect();
    let (nonces, packages) = requests(&key_packages, &signers, 1111);
    let coordinator = MultiSigningSession::new(&packages, &public).expect("session");
    let mut shares: BTreeMap<Identifier<C>, Vec<SignatureShare<C>>> = nonces
        .into_iter()
        .map(|(id, n)| {
            let share = coordinator.sign(n, &key_packages[&id]).expect("shares");
            (id, share)
        })
        .collect();
    let corrupt =
        |share: &SignatureShare<C>| SignatureShare::new(share.to_scalar() + Scalar::<C>::ONE);
    let (a, b) = (signers[0], signers[2]);
    let shares_a = shares.get_mut(&a).expect("a");
    shares_a[0] = corrupt(&shares_a[0]);
    let shares_b = shares.get_mut(&b).expect("b");
    shares_b[2] = corrupt(&shares_b[2]);
    let results = coordinator.aggregate(&shares);
    assert_eq!(
        results[0].as_ref().err(),
        Some(&Error::InvalidSignatureShare {
            culprits: alloc::vec![a]
        })
    );
    public
        .verifying_key()
        .verify(MESSAGES[1], results[1].as_ref().expect("message 1 signs"))
        .expect("verifies");
    assert_eq!(
        results[2].as_ref().err(),
        Some(&Error::InvalidSignatureShare {
            culprits: alloc::vec![b]
        })
    );
    assert_eq!(
        coordinator.verify_share(0, &a, &shares[&a][0]),
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![a]
        })
    );
    assert_eq!(
        coordinator.verify_share(3, &a, &shares[&a][0]),
        Err(Error::UnknownMessage { index: 3 })
    );
    // A signer that sent fewer shares is missing from the later messages.
    let shares_b = shares.get_mut(&b).expect("b");
    shares_b.truncate(1);
    let results = coordinator.aggregate(&shares);
    assert_eq!(
        results[1].as_ref().err(),
        Some(&Error::MissingSignatureShares {
            identifiers: alloc::vec![b]
        })
    );
}

/// Requests refused before any share is computed: a nonce count other than
/// the number of messages, nonces in the wrong order, and packages with
/// different signers.
pub fn multi_message_refusals<C: Ciphersuite>() {
    let (key_packages, public) = dealer::<C>(5, 3, 1120);
    let signers: Vec<_> = key_packages.keys().take(3).copied().collect();
    let (mut nonces, packages) = requests(&key_packages, &signers, 1121);
    let session =
        MultiSigningSession::for_verifying_key(&packages, public.verifying_key()).expect("session");
    let id = signers[0];
    let mut own = nonces.remove(&id).expect("nonces");
    let last = own.pop().expect("nonces");
    assert_eq!(
        session.sign(own, &key_packages[&id]).err(),
        Some(Error::MessageCountMismatch {
            expected: 3,
            found: 2
        })
    );
    let mut swapped = nonces.remove(&signers[1]).expect("nonces");
    swapped.swap(0, 1);
    assert_eq!(
        session.sign(swapped, &key_packages[&signers[1]]).err(),
        Some(Error::IncorrectCommitment {
            identifier: signers[1]
        })
    );
    drop(last);

    let others: Vec<_> = key_packages.keys().skip(1).take(3).copied().collect();
    let (_, other_packages) = requests(&key_packages, &others, 1122);
    let mixed = [packages[0].clone(), other_packages[1].clone()];
    assert_eq!(
        MultiSigningSession::new(&mixed, &public).err(),
        Some(Error::SignerSetMismatch)
    );
    assert_eq!(
        MultiSigningSession::new(&[] as &[SigningPackage<C>], &public).err(),
        Some(Error::UnknownMessage { index: 0 })
    );
}

/// Expands into one `#[test]` per generic test of this module.
#[macro_export]
macro_rules! multi_tests {
    ($suite:ty) => {
        $crate::multi_tests!(@tests $suite;
            multi_message_session_signs_each_message,
            multi_message_culprits_are_per_message,
            multi_message_refusals,
        );
    };
    (@tests $suite:ty; $($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                $crate::multi::$name::<$suite>();
            }
        )*
    };
}

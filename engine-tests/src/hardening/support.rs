//! Helpers shared by the hardening tests: a prepared signing session in which
//! some signers still hold their nonces, and the check that a fault is
//! blamed on exactly its culprits while everyone else stays usable.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

pub use super::fuzz_protocol::{KeyPackages, id, list};
use frost_conformance::signing::{dealer, round_one, sign_with};
use frost_core::keys::PublicKeyPackage;
use frost_core::round1::{SigningCommitments, SigningNonces};
use frost_core::round2::{self, SignatureShare};
use frost_core::{Ciphersuite, Error, Identifier, SigningPackage, aggregate};

/// Signature shares by signer.
pub type Shares<C> = BTreeMap<Identifier<C>, SignatureShare<C>>;

/// The message every prepared session signs.
pub const MESSAGE: &[u8] = b"hardening session message";

/// A dealt group and one signing session after round one: the package the
/// coordinator built from every signer's honest commitments, and each
/// signer's nonces, not yet used.
pub struct Session<C: Ciphersuite> {
    /// Every participant's key package.
    pub key_packages: KeyPackages<C>,
    /// The group's public key package.
    pub public: PublicKeyPackage<C>,
    /// The honest signing package over [`MESSAGE`].
    pub package: SigningPackage<C>,
    /// Each signer's honest commitments, as sent in round one.
    pub commitments: BTreeMap<Identifier<C>, SigningCommitments<C>>,
    /// Each signer's unused nonces.
    pub nonces: BTreeMap<Identifier<C>, SigningNonces<C>>,
}

impl<C: Ciphersuite> Session<C> {
    /// A `min`-of-`max` group dealt from `seed`, and round one among `signers`.
    pub fn new(max: u16, min: u16, signers: &[u16], seed: u64) -> Self {
        let (key_packages, public) = dealer::<C>(max, min, seed);
        let (nonces, commitments) = round_one(&key_packages, &list::<C>(signers), seed + 1);
        let package = SigningPackage::new(commitments.clone(), MESSAGE).expect("package");
        Self {
            key_packages,
            public,
            package,
            commitments,
            nonces,
        }
    }

    /// Takes `signer`'s nonces out of the session.
    pub fn take_nonces(&mut self, signer: &Identifier<C>) -> SigningNonces<C> {
        self.nonces.remove(signer).expect("nonces not used yet")
    }

    /// `signer` signs `package` honestly with its nonces from round one.
    pub fn sign(
        &mut self,
        package: &SigningPackage<C>,
        signer: &Identifier<C>,
    ) -> Result<SignatureShare<C>, Error<C>> {
        let nonces = self.take_nonces(signer);
        round2::sign(package, nonces, &self.key_packages[signer])
    }

    /// Every signer that still holds nonces signs the honest package.
    pub fn sign_remaining(&mut self) -> Shares<C> {
        let signers: Vec<Identifier<C>> = self.nonces.keys().copied().collect();
        let package = self.package.clone();
        signers
            .into_iter()
            .map(|signer| {
                (
                    signer,
                    self.sign(&package, &signer).expect("honest signer signs"),
                )
            })
            .collect()
    }
}

/// Checks that aggregating `shares` over `package` fails naming exactly
/// `culprits`, that every other share still verifies on its own (RFC 9591,
/// Section 5.4) while each culprit's does not, and that the honest signers,
/// if still at least the threshold, sign afresh without the culprits.
pub fn assert_blamed<C: Ciphersuite>(
    session: &Session<C>,
    package: &SigningPackage<C>,
    shares: &Shares<C>,
    culprits: &[Identifier<C>],
    seed: u64,
) {
    let error = aggregate(package, shares, &session.public).expect_err("a bad share is caught");
    assert_eq!(
        error,
        Error::InvalidSignatureShare {
            culprits: culprits.to_vec()
        }
    );
    assert_eq!(error.culprits(), culprits.to_vec());

    let key = session.public.verifying_key();
    for (signer, share) in shares {
        let verifying_share = &session.public.verifying_shares()[signer];
        let alone = round2::verify_signature_share(signer, verifying_share, share, package, key);
        if culprits.contains(signer) {
            assert_eq!(
                alone,
                Err(Error::InvalidSignatureShare {
                    culprits: alloc::vec![*signer]
                })
            );
        } else {
            assert_eq!(alone, Ok(()), "honest share of {signer:?} stays valid");
        }
    }

    let honest: Vec<Identifier<C>> = package
        .signers()
        .into_iter()
        .filter(|signer| !culprits.contains(signer))
        .collect();
    if honest.len() >= usize::from(session.public.min_signers()) {
        let signature = sign_with(
            &session.key_packages,
            &session.public,
            &honest,
            MESSAGE,
            seed,
        )
        .expect("honest retry");
        key.verify(MESSAGE, &signature)
            .expect("honest signers sign without the culprits");
    }
}

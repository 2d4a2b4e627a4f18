//! One value of every message type, built from small fixed scalars so that
//! the encodings can be computed independently of the encoders (golden
//! bytes), with each value's binary and JSON encodings.
//!
//! The values are assembled from their parts, secret ones included, which
//! only the engine can do: a codec test outside the crate (the workspace's
//! wire-format and golden-bytes tests) starts from these.

use alloc::collections::BTreeMap;

use frost_core::Arithmetic;
use frost_core::EncodedElement;
use frost_core::keys::{
    KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::round1::{NoncePool, SigningCommitments, SigningNonces};
use frost_core::round2::SignatureShare;
use frost_core::{
    Ciphersuite, Element, Identifier, Scalar, Signature, SigningKey, SigningPackage, VerifyingKey,
};
use frost_keygen::SecretShare;
use frost_keygen::dkg::{self, TranscriptDigest};
use frost_keygen::refresh::{self, RefreshCommitment, RefreshingShare};
use frost_keygen::repairable::{Delta, DeltaSum};
use frost_keygen::reshare::{self, SubShare};
use frost_multi::{MultiSignatureShares, MultiSigningCommitments, MultiSigningPackage};

mod encodings;

/// The scalar `n`.
pub fn scalar<C: Ciphersuite>(n: u64) -> Scalar<C> {
    Scalar::<C>::from(n)
}

/// The element `[n]G`.
pub fn element<C: Ciphersuite>(n: u64) -> Element<C> {
    C::Arithmetic::mul_base(&scalar::<C>(n))
}

fn encoded<C: Ciphersuite>(n: u64) -> EncodedElement<C> {
    EncodedElement::new(element::<C>(n)).expect("non-zero multiple of the generator")
}

/// The refresh commitment `[11 * G]` of `g(x) = 11x` (threshold 2).
fn refresh_commitment<C: Ciphersuite>() -> RefreshCommitment<C> {
    RefreshCommitment::new(alloc::vec![element::<C>(11)]).expect("refresh commitment")
}

/// Identifier `n`.
pub fn id<C: Ciphersuite>(n: u16) -> Identifier<C> {
    Identifier::try_from(n).expect("non-zero")
}

/// One value of every message type, built from small fixed scalars so that
/// the encodings can be computed independently (the golden bytes): the
/// dealer polynomial is `f(x) = 7 + 11x`, participant 2 holds `f(2) = 29`.
pub struct Fixtures<C: Ciphersuite> {
    /// The `Identifier<C>` fixture.
    pub identifier: Identifier<C>,
    /// The `SigningCommitments<C>` fixture.
    pub signing_commitments: SigningCommitments<C>,
    /// The `SigningPackage<C>` fixture.
    pub signing_package: SigningPackage<C>,
    /// The `SignatureShare<C>` fixture.
    pub signature_share: SignatureShare<C>,
    /// The `Signature<C>` fixture.
    pub signature: Signature<C>,
    /// The `VerifyingKey<C>` fixture.
    pub verifying_key: VerifyingKey<C>,
    /// The `VerifyingShare<C>` fixture.
    pub verifying_share: VerifyingShare<C>,
    /// The `VerifiableSecretSharingCommitment<C>` fixture.
    pub vss_commitment: VerifiableSecretSharingCommitment<C>,
    /// The `PublicKeyPackage<C>` fixture.
    pub public_key_package: PublicKeyPackage<C>,
    /// The `SigningShare<C>` fixture.
    pub signing_share: SigningShare<C>,
    /// The `SigningKey<C>` fixture.
    pub signing_key: SigningKey<C>,
    /// The `SecretShare<C>` fixture.
    pub secret_share: SecretShare<C>,
    /// The `KeyPackage<C>` fixture.
    pub key_package: KeyPackage<C>,
    /// The `SigningNonces<C>` fixture.
    pub signing_nonces: SigningNonces<C>,
    /// The `dkg::round1::Package<C>` fixture.
    pub dkg_round1_package: dkg::round1::Package<C>,
    /// The `dkg::round2::Package<C>` fixture.
    pub dkg_round2_package: dkg::round2::Package<C>,
    /// The `dkg::round1::SecretPackage<C>` fixture.
    pub dkg_round1_secret_package: dkg::round1::SecretPackage<C>,
    /// The `dkg::round2::SecretPackage<C>` fixture.
    pub dkg_round2_secret_package: dkg::round2::SecretPackage<C>,
    /// The `RefreshingShare<C>` fixture.
    pub refreshing_share: RefreshingShare<C>,
    /// The `refresh::round1::Package<C>` fixture.
    pub refresh_round1_package: refresh::round1::Package<C>,
    /// The `refresh::round1::SecretPackage<C>` fixture.
    pub refresh_round1_secret_package: refresh::round1::SecretPackage<C>,
    /// The `refresh::round2::SecretPackage<C>` fixture.
    pub refresh_round2_secret_package: refresh::round2::SecretPackage<C>,
    /// The `Delta<C>` fixture.
    pub repair_delta: Delta<C>,
    /// The `DeltaSum<C>` fixture.
    pub repair_delta_sum: DeltaSum<C>,
    /// The `reshare::Package<C>` fixture.
    pub reshare_package: reshare::Package<C>,
    /// The `SubShare<C>` fixture.
    pub reshare_sub_share: SubShare<C>,
    /// The `NoncePool<C>` fixture.
    pub nonce_pool: NoncePool<C>,
    /// The `MultiSigningPackage<C>` fixture.
    pub multi_signing_package: MultiSigningPackage<C>,
    /// The `MultiSigningCommitments<C>` fixture.
    pub multi_signing_commitments: MultiSigningCommitments<C>,
    /// The `MultiSignatureShares<C>` fixture.
    pub multi_signature_shares: MultiSignatureShares<C>,
}

impl<C: Ciphersuite> Default for Fixtures<C> {
    fn default() -> Self {
        Self::new()
    }
}

impl<C: Ciphersuite> Fixtures<C> {
    /// Builds every fixture.
    pub fn new() -> Self {
        let commitments = |d: u64, e: u64| {
            SigningCommitments::new(element::<C>(d), element::<C>(e)).expect("commitments")
        };
        let vss_commitment =
            VerifiableSecretSharingCommitment::new(alloc::vec![element::<C>(7), element::<C>(11)])
                .expect("commitment");
        let verifying_key = VerifyingKey::new(element::<C>(7)).expect("key");
        let verifying_share = |n: u64| VerifyingShare::new(element::<C>(n)).expect("share");
        let signing_package = SigningPackage::new(
            BTreeMap::from([(id(1), commitments(13, 17)), (id(3), commitments(19, 23))]),
            b"golden",
        )
        .expect("package");
        // The same signers with their commitments swapped, for message "two".
        let second_package = SigningPackage::new(
            BTreeMap::from([(id(1), commitments(19, 23)), (id(3), commitments(13, 17))]),
            b"two",
        )
        .expect("second package");
        Self {
            identifier: id(3),
            signing_commitments: commitments(13, 17),
            multi_signing_package: MultiSigningPackage::new(alloc::vec![
                signing_package.clone(),
                second_package
            ])
            .expect("multi-message package"),
            multi_signing_commitments: MultiSigningCommitments::new(alloc::vec![
                commitments(13, 17),
                commitments(19, 23)
            ])
            .expect("multi-message commitments"),
            multi_signature_shares: MultiSignatureShares::new(alloc::vec![
                SignatureShare::new(scalar::<C>(29)),
                SignatureShare::new(scalar::<C>(37))
            ])
            .expect("multi-message shares"),
            signing_package,
            signature_share: SignatureShare::new(scalar::<C>(29)),
            signature: Signature::from_parts(encoded::<C>(31), scalar::<C>(37)),
            verifying_key,
            verifying_share: verifying_share(29),
            public_key_package: PublicKeyPackage::new(
                BTreeMap::from([
                    (id(1), verifying_share(18)),
                    (id(2), verifying_share(29)),
                    (id(3), verifying_share(40)),
                ]),
                verifying_key,
                2,
            )
            .expect("public key package"),
            signing_share: SigningShare::new(scalar::<C>(29)),
            signing_key: SigningKey::from_scalar(scalar::<C>(7)).expect("key"),
            secret_share: SecretShare::new(
                id(2),
                SigningShare::new(scalar::<C>(29)),
                vss_commitment.clone(),
            ),
            key_package: KeyPackage::new(
                id(2),
                SigningShare::new(scalar::<C>(29)),
                verifying_share(29),
                verifying_key,
                2,
            )
            .expect("key package"),
            signing_nonces: SigningNonces::from_scalars_for_tests(
                scalar::<C>(13),
                scalar::<C>(17),
                commitments(13, 17),
            ),
            dkg_round1_package: dkg::round1::Package::new(
                vss_commitment.clone(),
                Signature::from_parts(encoded::<C>(31), scalar::<C>(37)),
            ),
            dkg_round2_package: dkg::round2::Package::new(SigningShare::new(scalar::<C>(29))),
            dkg_round1_secret_package: dkg::round1::SecretPackage::new(
                id(2),
                &[scalar::<C>(7), scalar::<C>(11)],
                3,
            )
            .expect("secret package"),
            dkg_round2_secret_package: dkg::round2::SecretPackage::new_for_tests(
                id(2),
                vss_commitment.clone(),
                SigningShare::new(scalar::<C>(29)),
                TranscriptDigest::from_bytes(core::array::from_fn(|i| i as u8)),
                3,
            ),
            refreshing_share: RefreshingShare::new(
                SigningShare::new(scalar::<C>(29)),
                refresh_commitment(),
            ),
            refresh_round1_package: refresh::round1::Package::new(refresh_commitment()),
            refresh_round1_secret_package: refresh::round1::SecretPackage::new(
                id(2),
                &[scalar::<C>(11)],
                3,
            )
            .expect("refresh secret package"),
            refresh_round2_secret_package: refresh::round2::SecretPackage::new_for_tests(
                id(2),
                refresh_commitment(),
                SigningShare::new(scalar::<C>(22)),
                TranscriptDigest::from_bytes(core::array::from_fn(|i| i as u8)),
                3,
            ),
            repair_delta: Delta::new(scalar::<C>(29)),
            repair_delta_sum: DeltaSum::new(scalar::<C>(29)),
            reshare_package: reshare::Package::new(vss_commitment.clone()),
            reshare_sub_share: SubShare::new(SigningShare::new(scalar::<C>(29))),
            // Entry 0 used (the package's second commitments), entry 1 the
            // fixture nonces, unused.
            nonce_pool: NoncePool::from_entries_for_tests(alloc::vec![
                (commitments(19, 23), None),
                (
                    commitments(13, 17),
                    Some(SigningNonces::from_scalars_for_tests(
                        scalar::<C>(13),
                        scalar::<C>(17),
                        commitments(13, 17),
                    )),
                ),
            ]),
            vss_commitment,
        }
    }
}

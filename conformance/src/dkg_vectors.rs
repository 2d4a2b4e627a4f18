//! Known-answer tests of distributed key generation: a 2-of-3 run of the
//! Zcash Foundation `frost` crates (release 3.0.0), checked value by value so
//! that participants running this crate and that one can form one group.
//! RFC 9591 specifies no key generation protocol, so these are not RFC
//! vectors. Each ciphersuite crate embeds its suite's values and calls
//! [`check_dkg_vectors`].

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::{hex, test_rng};
use frost_core::keys::{
    KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment,
};
use frost_core::{Ciphersuite, Element, Identifier, Scalar, Signature};
use frost_keygen::dkg::{self, round1, round2};

/// One participant of the run (hex strings throughout).
#[derive(Clone, Copy, Debug)]
pub struct DkgParticipantVector<'a> {
    /// Identifier `i`.
    pub id: u16,
    /// `[a_i0, a_i1, ...]`.
    pub secret_coefficients: &'a [&'a str],
    /// `[C_i0, C_i1, ...]`, the round-one commitment.
    pub coefficient_commitments: &'a [&'a str],
    /// The proof `(R, z)` in the signature encoding
    /// ([`Signature::to_bytes`]).
    pub proof_of_knowledge: &'a str,
    /// `(j, f_j(i))`: the share participant `j` sends participant `i`.
    pub shares_received: &'a [(u16, &'a str)],
    /// `s_i`, the sum of all `f_j(i)` including `f_i(i)` (after the
    /// suite's post-processing, see [`check_dkg_vectors_with`]).
    pub signing_share: &'a str,
    /// `s_i * G` (after the post-processing).
    pub verifying_share: &'a str,
}

/// A whole key generation run.
#[derive(Clone, Copy, Debug)]
pub struct DkgVectors<'a> {
    /// `n`.
    pub max_signers: u16,
    /// `t`.
    pub min_signers: u16,
    /// `sum(C_i0)` (after the post-processing).
    pub group_public_key: &'a str,
    /// Every participant, in ascending identifier order.
    pub participants: &'a [DkgParticipantVector<'a>],
}

fn id<C: Ciphersuite>(n: u16) -> Identifier<C> {
    Identifier::try_from(n).expect("non-zero identifier in test vector")
}

fn scalar<C: Ciphersuite>(text: &str) -> Scalar<C> {
    C::deserialize_scalar(&hex(text)).expect("canonical scalar in test vector")
}

fn element<C: Ciphersuite>(text: &str) -> Element<C> {
    C::deserialize_element(&hex(text)).expect("canonical element in test vector")
}

/// The round-one package of `p` as received from the wire.
fn package<C: Ciphersuite>(p: &DkgParticipantVector<'_>) -> round1::Package<C> {
    let commitment = VerifiableSecretSharingCommitment::new(
        p.coefficient_commitments
            .iter()
            .map(|c| element::<C>(c))
            .collect(),
    )
    .expect("commitment in test vector");
    let proof =
        Signature::from_bytes(&hex(p.proof_of_knowledge)).expect("proof encoding in test vector");
    round1::Package::new(commitment, proof)
}

/// Checks every value of the run: the commitments follow from the secret
/// coefficients, every proof of knowledge verifies (with the `HDKG` challenge),
/// `part2` on the vectors' packages produces exactly the shares each
/// participant received, and `part3` on the vectors' shares produces exactly
/// the signing shares, verifying shares and group key, the same public key
/// package for everyone.
pub fn check_dkg_vectors<C: Ciphersuite>(v: &DkgVectors<'_>) {
    check_dkg_vectors_with::<C>(v, |key_package, public_key_package| {
        (key_package, public_key_package)
    });
}

/// [`check_dkg_vectors`] for vectors whose signing shares, verifying shares
/// and group key are those of `part3`'s packages after `post_process` (for
/// example a Taproot tweak of the group key), which is applied to every
/// participant's key package and public key package before comparing.
pub fn check_dkg_vectors_with<C: Ciphersuite>(
    v: &DkgVectors<'_>,
    post_process: impl Fn(KeyPackage<C>, PublicKeyPackage<C>) -> (KeyPackage<C>, PublicKeyPackage<C>),
) {
    let packages: BTreeMap<Identifier<C>, round1::Package<C>> = v
        .participants
        .iter()
        .map(|p| (id::<C>(p.id), package::<C>(p)))
        .collect();
    assert_eq!(packages.len(), usize::from(v.max_signers));
    let mut rng = test_rng(9591);

    let mut round2_secrets = BTreeMap::new();
    for p in v.participants {
        let me = id::<C>(p.id);
        assert_eq!(p.secret_coefficients.len(), usize::from(v.min_signers));
        packages[&me]
            .verify_proof_of_knowledge(&me)
            .expect("proof of knowledge in test vector verifies");
        let coefficients: Vec<Scalar<C>> = p
            .secret_coefficients
            .iter()
            .map(|c| scalar::<C>(c))
            .collect();
        let (secret, _) = dkg::part1_with_coefficients(me, v.max_signers, &coefficients, &mut rng)
            .expect("part1");
        assert_eq!(
            secret.commitment(),
            packages[&me].commitment(),
            "commitment of {}",
            p.id
        );

        let others: BTreeMap<Identifier<C>, round1::Package<C>> = packages
            .iter()
            .filter(|(j, _)| **j != me)
            .map(|(j, package)| (*j, package.clone()))
            .collect();
        let (round2_secret, shares) =
            dkg::part2(secret, &others).expect("part2 accepts the vectors");
        for q in v.participants.iter().filter(|q| q.id != p.id) {
            let expected = q
                .shares_received
                .iter()
                .find(|(from, _)| *from == p.id)
                .map(|(_, value)| *value)
                .expect("share in test vector");
            assert_eq!(
                hex(expected),
                shares[&id::<C>(q.id)].share().to_bytes().as_slice(),
                "share from {} to {}",
                p.id,
                q.id
            );
        }
        round2_secrets.insert(me, (round2_secret, others));
    }

    let mut public: Option<PublicKeyPackage<C>> = None;
    for p in v.participants {
        let me = id::<C>(p.id);
        let (round2_secret, others) = &round2_secrets[&me];
        let received: BTreeMap<Identifier<C>, round2::Package<C>> = p
            .shares_received
            .iter()
            .map(|(from, value)| {
                let share = SigningShare::from_bytes(&hex(value)).expect("share in test vector");
                (id::<C>(*from), round2::Package::new(share))
            })
            .collect();
        let (key_package, public_key_package) =
            dkg::part3(round2_secret, others, &received).expect("part3 accepts the vectors");
        let (key_package, public_key_package) = post_process(key_package, public_key_package);
        assert_eq!(
            hex(p.signing_share),
            key_package.signing_share().to_bytes().as_slice(),
            "signing share of {}",
            p.id
        );
        assert_eq!(
            hex(p.verifying_share),
            key_package.verifying_share().to_bytes().as_slice(),
            "verifying share of {}",
            p.id
        );
        assert_eq!(
            hex(v.group_public_key),
            key_package.verifying_key().to_bytes().as_slice(),
            "group key seen by {}",
            p.id
        );
        if let Some(first) = &public {
            assert_eq!(
                first, &public_key_package,
                "participants disagree on the group"
            );
        }
        public = Some(public_key_package);
    }
    let public = public.expect("participants in test vector");
    assert_eq!(public.min_signers(), v.min_signers);
    for p in v.participants {
        assert_eq!(
            hex(p.verifying_share),
            public.verifying_shares()[&id::<C>(p.id)]
                .to_bytes()
                .as_slice(),
            "public verifying share of {}",
            p.id
        );
    }
}

//! Distributed key generation: a group creates its key without any trusted
//! dealer.
//!
//! This is the Pedersen key generation with proofs of knowledge of the FROST
//! paper (Komlo and Goldberg 2020, Figure 1; RFC 9591 specifies only the
//! trusted dealer of its Appendix C, which this replaces). Every participant
//! acts as a dealer of Feldman's verifiable secret sharing (RFC 9591,
//! Appendix C.2) for a random secret of its own; the group key is the sum of
//! all those secrets, which nobody ever holds.
//!
//! Three local steps, with two rounds of messages between them:
//!
//! 1. [`part1`]: draw a random polynomial `f_i` of degree `min_signers - 1`;
//!    **broadcast** the [`round1::Package`]: the commitment to `f_i` and a
//!    Schnorr proof of knowledge of `f_i(0)`.
//! 2. [`part2`]: given everyone else's round-one package, check all
//!    commitment lengths and proofs; send each participant `j` its
//!    [`round2::Package`] `f_i(j)` over a **confidential, authenticated**
//!    channel.
//! 3. [`part3`]: derive the signing share `s_i = sum_j f_j(i)`, every
//!    participant's verifying share and the group key, and check the signing
//!    share against its verifying share (each received share against its
//!    sender's commitment only if that fails, to name the senders at fault).
//!
//! Every failure names the participants at fault: invalid proofs of knowledge,
//! shares that do not match their commitment, commitments of the wrong length,
//! missing or unexpected packages.
//!
//! **Broadcast.** Round one needs a broadcast channel: a participant that sends
//! different commitments to different peers splits the group. Before using
//! the key, participants should confirm over an authenticated channel that
//! their [`round2::SecretPackage::transcript_digest`]s are all equal.
//!
//! **One engine.** Parts 1 to 3 are the dealing engine of [`vss`] (shared with
//! the refresh) with full commitments; what is particular to key generation
//! here is the proof of knowledge and the group key taken from the summed
//! constant terms.
//!
//! **Scale.** All checks are batched with random linear combinations (see
//! [`vss`] and `proof.rs`) and polynomials are evaluated in the
//! exponent with small-integer arithmetic, so that `part2` and
//! `part3` stay fast for groups of a thousand participants.
//!
//! **Interoperability.** The package contents, the encoding of the proof and
//! its challenge `HDKG(SerializeScalar(i) || SerializeElement(C_i0) ||
//! SerializeElement(R))` are those of the most deployed Rust implementation
//! (Zcash Foundation `frost` crates), whose test vectors pass here.

mod proof;
pub mod round1;
pub mod round2;

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use rand_core::CryptoRng;
use zeroize::Zeroize;

pub use crate::vss::TranscriptDigest;
use crate::vss::{self, key_packages};
use frost_core::EncodedElement;
#[cfg(feature = "test-helpers")]
use frost_core::Scalar;
use frost_core::batch_weights::BatchWeights;
use frost_core::keys::{
    KeyPackage, PublicKeyPackage, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::{Ciphersuite, Error, Identifier, VerifyingKey};

/// Part 1 of key generation for participant `identifier` of a
/// `min_signers`-of-`max_signers` group: draws a random polynomial, commits to
/// it and proves knowledge of its constant term.
///
/// Keep the [`round1::SecretPackage`] secret for [`part2`]; **broadcast** the
/// [`round1::Package`] to every other participant.
pub fn part1<C: Ciphersuite, R: CryptoRng + ?Sized>(
    identifier: Identifier<C>,
    max_signers: u16,
    min_signers: u16,
    rng: &mut R,
) -> Result<(round1::SecretPackage<C>, round1::Package<C>), Error<C>> {
    let secret_package = vss::draw(identifier, max_signers, min_signers, rng)?;
    prove_knowledge(secret_package, rng)
}

/// Known-answer hook (`test-helpers` feature), never for production:
/// [`part1`] with the polynomial fixed (the proof of knowledge still uses
/// `rng`), so that the conformance kit can replay the suites' key generation
/// vectors. Reusing coefficients reveals shares.
#[cfg(feature = "test-helpers")]
pub fn part1_with_coefficients<C: Ciphersuite, R: CryptoRng + ?Sized>(
    identifier: Identifier<C>,
    max_signers: u16,
    coefficients: &[Scalar<C>],
    rng: &mut R,
) -> Result<(round1::SecretPackage<C>, round1::Package<C>), Error<C>> {
    let secret_package = round1::SecretPackage::new(identifier, coefficients, max_signers)?;
    prove_knowledge(secret_package, rng)
}

/// The broadcast of part 1: the commitment and a proof of knowledge of the
/// polynomial's constant term.
fn prove_knowledge<C: Ciphersuite, R: CryptoRng + ?Sized>(
    secret_package: round1::SecretPackage<C>,
    rng: &mut R,
) -> Result<(round1::SecretPackage<C>, round1::Package<C>), Error<C>> {
    let secret = secret_package
        .coefficients()
        .first()
        .ok_or(Error::InvalidMinSigners)?;
    let proof = proof::prove(
        secret_package.identifier(),
        secret,
        constant_term(secret_package.commitment())?,
        rng,
    );
    let package = round1::Package::new(secret_package.commitment().clone(), proof);
    Ok((secret_package, package))
}

/// Part 2 of key generation: checks every other participant's round-one
/// package and computes the share of this participant's polynomial for each.
///
/// `round1_packages` must hold the package of every *other* participant,
/// keyed by sender. Fails, naming the senders at fault, with
/// - [`Error::UnexpectedPackages`] if it holds this participant's own package;
/// - [`Error::IncorrectNumberOfIdentifiers`] if it does not hold exactly
///   `max_signers - 1` packages;
/// - [`Error::IncorrectCommitmentLengths`] for commitments whose length is not
///   `min_signers`;
/// - [`Error::InvalidProofOfKnowledge`] for invalid proofs (all checked in one
///   batch).
///
/// Keep the [`round2::SecretPackage`] for [`part3`]. Send each
/// [`round2::Package`] to the participant it is keyed by, over a
/// **confidential and authenticated** channel: it is part of that
/// participant's signing share.
#[allow(clippy::type_complexity)]
pub fn part2<C: Ciphersuite>(
    secret_package: round1::SecretPackage<C>,
    round1_packages: &BTreeMap<Identifier<C>, round1::Package<C>>,
) -> Result<
    (
        round2::SecretPackage<C>,
        BTreeMap<Identifier<C>, round2::Package<C>>,
    ),
    Error<C>,
> {
    let transcript = vss::check_broadcast(&secret_package, round1_packages)?;

    // Weights keyed by this participant's secret and covering every input.
    let proofs: Vec<Vec<u8>> = round1_packages
        .values()
        .map(|p| p.proof_of_knowledge().to_bytes())
        .collect();
    let mut secret_bytes = frost_core::serialize_scalar::<C>(
        secret_package
            .coefficients()
            .first()
            .ok_or(Error::InvalidMinSigners)?,
    );
    let mut inputs: Vec<&[u8]> = Vec::with_capacity(proofs.len() + 2);
    inputs.push(secret_bytes.as_ref());
    let transcript_bytes = transcript.to_bytes();
    inputs.push(&transcript_bytes);
    inputs.extend(proofs.iter().map(Vec::as_slice));
    let mut weights = BatchWeights::<C>::new(b"dkg proof weights", &inputs);
    secret_bytes.as_mut().zeroize();

    let items = round1_packages
        .iter()
        .map(|(id, p)| Ok((*id, constant_term(p.commitment())?, p.proof_of_knowledge())))
        .collect::<Result<Vec<_>, Error<C>>>()?;
    proof::verify_batch(&items, &mut weights)?;

    Ok(vss::deal_shares(
        &secret_package,
        round1_packages,
        transcript,
    ))
}

/// Part 3 of key generation: adds up the shares received in round two,
/// derives this participant's [`KeyPackage`] and the group's
/// [`PublicKeyPackage`], which every participant derives identically, and
/// checks the sum against this participant's verifying share; only if that
/// fails is each share checked against its sender's commitment, to name
/// every sender at fault.
///
/// `round1_packages` must be the packages given to [`part2`] and
/// `round2_packages` the shares received from the same senders. Fails with
/// - [`Error::UnexpectedPackages`] if either map holds this participant's own
///   identifier, or round-two packages come from non-participants;
/// - [`Error::TranscriptMismatch`] if the round-one packages differ from those
///   `part2` checked;
/// - [`Error::MissingPackages`] naming the senders whose share is absent;
/// - [`Error::InvalidSecretShares`] naming every sender whose share does not
///   match its commitment (checked one by one only if the sum of the shares
///   fails to match this participant's verifying share).
///
/// Before using the key, compare [`round2::SecretPackage::transcript_digest`]
/// with every other participant.
///
/// Both packages are negated (shares and group key) if the suite does not
/// admit the group key ([`SignatureScheme::EvenGroupKey`](frost_core::SignatureScheme::EvenGroupKey)).
pub fn part3<C: Ciphersuite>(
    round2_secret_package: &round2::SecretPackage<C>,
    round1_packages: &BTreeMap<Identifier<C>, round1::Package<C>>,
    round2_packages: &BTreeMap<Identifier<C>, round2::Package<C>>,
) -> Result<(KeyPackage<C>, PublicKeyPackage<C>), Error<C>> {
    let senders = vss::check_received(round2_secret_package, round1_packages, round2_packages)?;
    let combined = vss::combine(
        round2_secret_package,
        round1_packages,
        round2_packages,
        senders,
        None,
    )?;
    let verifying_key =
        VerifyingKey::new(*combined.summed.first().ok_or(Error::InvalidMinSigners)?)?;
    let verifying_shares = combined
        .images
        .into_iter()
        .zip(&combined.participants)
        .map(|(element, id)| Ok((*id, VerifyingShare::new(element)?)))
        .collect::<Result<BTreeMap<_, _>, Error<C>>>()?;
    key_packages(
        *round2_secret_package.identifier(),
        combined.signing_share,
        verifying_shares,
        verifying_key,
        round2_secret_package.min_signers(),
    )
}

/// The first entry of a commitment, `C_0 = a_0 * G`.
fn constant_term<C: Ciphersuite>(
    commitment: &VerifiableSecretSharingCommitment<C>,
) -> Result<&EncodedElement<C>, Error<C>> {
    commitment
        .entries()
        .first()
        .ok_or(Error::IncorrectCommitmentLength { identifier: None })
}

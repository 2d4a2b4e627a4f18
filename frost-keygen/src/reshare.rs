//! Resharing: hand the unchanged group key to a new set of participants with
//! a new threshold.
//!
//! Any set `D` of at least `min_signers` current holders can grow or shrink
//! the group, replace members, and raise or lower the threshold, without ever
//! reconstructing the key. The group key `s` satisfies
//! `s = sum_(j in D) lambda_j * s_j`, with `lambda_j` the Lagrange coefficient
//! of `j` at zero over `D` (RFC 9591, Section 4.2). So:
//!
//! 1. [`part1`], run by each dealer `j` in `D`: deal a random polynomial `h_j`
//!    of degree `new_min_signers - 1` with `h_j(0) = lambda_j * s_j`;
//!    **broadcast** the [`Package`] (the commitment to `h_j`) to the new
//!    participants and send each new participant `m` its [`SubShare`]
//!    `h_j(m)` over a **confidential, authenticated** channel.
//! 2. [`part2`], run by each new participant `m`: check every commitment's
//!    constant term against the old group's public data
//!    (`h_j(0) * G = lambda_j * Y_j`, with `Y_j` the dealer's verifying
//!    share), check every sub-share against its commitment, and add them up:
//!    `s'_m = sum_j h_j(m)`.
//!
//! The new shares lie on `sum_j h_j`, a random polynomial of the new degree
//! whose constant term is `s`: the group key is unchanged, the new
//! [`PublicKeyPackage`] has the new threshold, and old shares do not combine
//! with new ones. Every failure names the dealers at fault.
//!
//! The dealers must agree on `D`, and every new participant must receive the
//! same packages (a broadcast channel). New participants should compare their
//! new public key packages before using them.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;

use group::Group;
use rand_core::CryptoRng;
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

use crate::vss::{self, ConstantTerm, Received, TranscriptDigest};
use frost_core::Arithmetic;
use frost_core::EncodedElement;
use frost_core::batch_weights::BatchWeights;
use frost_core::keys::{
    KeyPackage, PublicKeyPackage, SigningShare, VerifiableSecretSharingCommitment, VerifyingShare,
};
use frost_core::polynomial::{derive_interpolating_value, interpolating_values};

use crate::polynomial;
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar};

/// What a dealer broadcasts to the new participants: the commitment to its
/// polynomial `h_j`, whose constant term commits to `lambda_j * s_j`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Package<C: Ciphersuite> {
    commitment: VerifiableSecretSharingCommitment<C>,
}

impl<C: Ciphersuite> Package<C> {
    /// Wraps a commitment, e.g. as received; [`part2`] checks it.
    pub fn new(commitment: VerifiableSecretSharingCommitment<C>) -> Self {
        Self { commitment }
    }

    /// The dealer's commitment to `h_j`.
    pub fn commitment(&self) -> &VerifiableSecretSharingCommitment<C> {
        &self.commitment
    }
}

/// The value `h_j(m)` that dealer `j` sends new participant `m`.
///
/// **Secret:** send it only over a confidential and authenticated channel.
/// Zeroized on drop, redacted in `Debug`, compared in constant time.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct SubShare<C: Ciphersuite> {
    share: SigningShare<C>,
}

impl<C: Ciphersuite> SubShare<C> {
    /// Wraps a value, e.g. as received.
    pub fn new(share: SigningShare<C>) -> Self {
        Self { share }
    }

    /// The value `h_j(m)`.
    pub fn share(&self) -> &SigningShare<C> {
        &self.share
    }
}

impl<C: Ciphersuite> fmt::Debug for SubShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SubShare")
            .field("share", &self.share)
            .finish()
    }
}

/// Part 1 of resharing, run by each dealer: deals this holder's
/// Lagrange-weighted share to the new group `new_identifiers` with threshold
/// `new_min_signers`.
///
/// `dealers` is the set `D` of current holders taking part (including this
/// one); all dealers must use the same set. Returns the [`Package`] to
/// **broadcast** to every new participant and the [`SubShare`] of each new
/// participant, to send over a **confidential, authenticated** channel.
///
/// Fails with [`Error::TooFewSigners`] if `D` has fewer than `min_signers`
/// members, [`Error::UnknownParticipant`] if this holder is not in `D`, and
/// the usual errors for invalid new parameters or duplicated identifiers.
#[allow(clippy::type_complexity)]
pub fn part1<C: Ciphersuite, R: CryptoRng + ?Sized>(
    key_package: &KeyPackage<C>,
    dealers: &[Identifier<C>],
    new_identifiers: &[Identifier<C>],
    new_min_signers: u16,
    rng: &mut R,
) -> Result<(Package<C>, BTreeMap<Identifier<C>, SubShare<C>>), Error<C>> {
    check_new_group(new_identifiers, new_min_signers)?;
    crate::check_distinct(dealers)?;
    if dealers.len() < usize::from(key_package.min_signers()) {
        return Err(Error::TooFewSigners {
            min_signers: key_package.min_signers(),
            signers: dealers.len(),
        });
    }
    let lambda = derive_interpolating_value(dealers, key_package.identifier())?;

    // Secret: h_j(0) = lambda_j * s_j and the shares h_j(m), in constant time.
    let higher = vss::random_coefficients::<C, R>(usize::from(new_min_signers) - 1, rng);
    let mut coefficients = Zeroizing::new(Vec::with_capacity(higher.len() + 1));
    coefficients.push(lambda * key_package.signing_share().to_scalar());
    coefficients.extend_from_slice(&higher);
    let commitment = VerifiableSecretSharingCommitment::commit(&coefficients)?;
    // One sub-share per new participant, on every core, into a wiped buffer.
    let values = Zeroizing::new(frost_core::parallel::map(new_identifiers, |m| {
        polynomial::evaluate::<C>(&coefficients, &m.to_scalar())
    }));
    let sub_shares = new_identifiers
        .iter()
        .zip(values.iter())
        .map(|(m, value)| (*m, SubShare::new(SigningShare::new(*value))))
        .collect();
    Ok((Package::new(commitment), sub_shares))
}

/// Part 2 of resharing, run by each new participant `identifier`: checks the
/// dealers' packages and sub-shares and returns this participant's
/// [`KeyPackage`] and the new group's [`PublicKeyPackage`] (the same for every
/// new participant), for the unchanged group key (negated, with every share,
/// if the suite does not admit it: [`SignatureScheme::EvenGroupKey`](frost_core::SignatureScheme::EvenGroupKey)).
///
/// The dealers are the keys of `packages`; `sub_shares` must come from
/// exactly them. `public_key_package` is the old group's, which the new
/// participants must obtain from a trusted source. Fails with
/// - [`Error::UnexpectedPackages`] or [`Error::MissingPackages`] if the
///   sub-shares do not come from exactly the dealers;
/// - [`Error::UnknownParticipant`] if a dealer is not in the old group, or
///   `identifier` not in the new one;
/// - [`Error::TooFewSigners`] if there are fewer dealers than the old
///   threshold;
/// - [`Error::IncorrectCommitmentLengths`] naming the dealers whose commitment
///   does not match `new_min_signers`;
/// - [`Error::InvalidReshareCommitments`] naming the dealers that did not
///   commit to their Lagrange-weighted share;
/// - [`Error::InvalidSecretShares`] naming the dealers whose sub-share does
///   not match their commitment.
pub fn part2<C: Ciphersuite>(
    identifier: Identifier<C>,
    new_identifiers: &[Identifier<C>],
    new_min_signers: u16,
    public_key_package: &PublicKeyPackage<C>,
    packages: &BTreeMap<Identifier<C>, Package<C>>,
    sub_shares: &BTreeMap<Identifier<C>, SubShare<C>>,
) -> Result<(KeyPackage<C>, PublicKeyPackage<C>), Error<C>> {
    check_new_group(new_identifiers, new_min_signers)?;
    if !new_identifiers.contains(&identifier) {
        return Err(Error::UnknownParticipant { identifier });
    }
    let dealers: Vec<Identifier<C>> = packages.keys().copied().collect();
    vss::check_senders(None, &dealers, sub_shares)?;
    let old_shares = dealers
        .iter()
        .map(|j| {
            public_key_package
                .verifying_shares()
                .get(j)
                .map(VerifyingShare::to_element)
                .ok_or(Error::UnknownParticipant { identifier: *j })
        })
        .collect::<Result<Vec<Element<C>>, Error<C>>>()?;
    if dealers.len() < usize::from(public_key_package.min_signers()) {
        return Err(Error::TooFewSigners {
            min_signers: public_key_package.min_signers(),
            signers: dealers.len(),
        });
    }
    vss::check_commitment_lengths(
        packages
            .iter()
            .map(|(id, p)| (id, p.commitment().entries().len())),
        new_min_signers,
        ConstantTerm::Committed,
    )?;

    // Both maps have the same keys, so their sorted iterations align.
    let received: Vec<Received<'_, C>> = packages
        .iter()
        .zip(sub_shares.values())
        .map(|((dealer, package), sub_share)| Received {
            sender: *dealer,
            commitment: package.commitment().entries(),
            share: sub_share.share(),
        })
        .collect();
    let mut weights = weights(new_min_signers, packages, &received);
    let lambdas = interpolating_values(&dealers)?;
    verify_constant_terms(&received, &lambdas, &old_shares, &mut weights)?;

    let signing_share = vss::sum_shares(received.iter().map(|r| r.share));
    let summed = vss::sum_commitments(
        received.iter().map(|r| r.commitment),
        usize::from(new_min_signers),
    );
    // Holds when the old public key package is consistent: sum(lambda_j * Y_j) = Y.
    if summed.first() != Some(&public_key_package.verifying_key().to_element()) {
        return Err(Error::InconsistentResult);
    }
    let mut participants = new_identifiers.to_vec();
    participants.sort_unstable();
    let images = vss::verifying_share_elements(&summed, ConstantTerm::Committed, &participants);
    let image = vss::image_of(&identifier, &participants, &images)?;
    vss::check_share_sum(
        &identifier,
        &received,
        ConstantTerm::Committed,
        &signing_share,
        image,
    )?;
    let verifying_shares = images
        .into_iter()
        .zip(&participants)
        .map(|(element, id)| Ok((*id, VerifyingShare::new(element)?)))
        .collect::<Result<BTreeMap<_, _>, Error<C>>>()?;
    vss::key_packages(
        identifier,
        signing_share,
        verifying_shares,
        *public_key_package.verifying_key(),
        new_min_signers,
    )
}

/// Checks `2 <= new_min_signers <= |new_identifiers|` and that the new
/// identifiers are distinct.
fn check_new_group<C: Ciphersuite>(
    new_identifiers: &[Identifier<C>],
    new_min_signers: u16,
) -> Result<(), Error<C>> {
    let new_max_signers =
        u16::try_from(new_identifiers.len()).map_err(|_| Error::InvalidMaxSigners)?;
    crate::validate_num_of_signers::<C>(new_min_signers, new_max_signers)?;
    crate::check_distinct(new_identifiers)
}

/// Batch weights keyed by the (secret) sub-shares and covering the
/// commitments. Unpredictable to the dealers as long as one of them is honest,
/// which resharing assumes anyway: `min_signers` colluding holders own the key.
fn weights<C: Ciphersuite>(
    new_min_signers: u16,
    packages: &BTreeMap<Identifier<C>, Package<C>>,
    received: &[Received<'_, C>],
) -> BatchWeights<C> {
    let transcript = TranscriptDigest::compute(
        b"reshare transcript",
        new_min_signers,
        packages
            .iter()
            .map(|(id, p)| (id, p.commitment().entries())),
    );
    vss::share_weights(
        b"reshare weights",
        &transcript,
        received.iter().map(|r| r.share),
    )
}

/// Checks that each dealer's commitment starts with `lambda_j * Y_j`: in one
/// batch, `sum(w_j * (C_j0 - lambda_j * Y_j))` must vanish; if not, dealer by
/// dealer to name every culprit. Variable time (public data).
fn verify_constant_terms<C: Ciphersuite>(
    received: &[Received<'_, C>],
    lambdas: &[Scalar<C>],
    old_shares: &[Element<C>],
    weights: &mut BatchWeights<C>,
) -> Result<(), Error<C>> {
    let constant_terms = received
        .iter()
        .map(|r| {
            r.commitment
                .first()
                .map(EncodedElement::element)
                .copied()
                .ok_or(Error::IncorrectCommitmentLengths {
                    culprits: alloc::vec![r.sender],
                })
        })
        .collect::<Result<Vec<Element<C>>, Error<C>>>()?;
    let mut scalars = Vec::with_capacity(2 * received.len());
    let mut points = Vec::with_capacity(2 * received.len());
    for ((constant_term, lambda), old_share) in constant_terms.iter().zip(lambdas).zip(old_shares) {
        let w = weights.next_weight();
        scalars.push(w);
        points.push(*constant_term);
        scalars.push(-(w * lambda));
        points.push(*old_share);
    }
    if bool::from(
        frost_core::parallel::vartime_multiscalar_mul::<C>(&scalars, &points).is_identity(),
    ) {
        return Ok(());
    }
    // The same pairs as the zipped lists, each checked on its own.
    let checked = received
        .len()
        .min(constant_terms.len())
        .min(lambdas.len())
        .min(old_shares.len());
    let positions: Vec<usize> = (0..checked).collect();
    let culprits: Vec<Identifier<C>> = frost_core::parallel::map(&positions, |&i| {
        let term = C::Arithmetic::vartime_multiscalar_mul(&[lambdas[i]], &[old_shares[i]]);
        (term != constant_terms[i]).then_some(received[i].sender)
    })
    .into_iter()
    .flatten()
    .collect();
    if culprits.is_empty() {
        // Every term vanishes, so the weighted sum does: this cannot happen.
        // Refuse rather than accept should it ever do.
        return Err(Error::InconsistentResult);
    }
    Err(Error::InvalidReshareCommitments { culprits })
}

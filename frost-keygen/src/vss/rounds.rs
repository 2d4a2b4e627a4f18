//! The three parts of a dealing protocol, written once for key generation and
//! refresh (which instantiate them with their commitment shape, see
//! [`Dealt`], and add what their contribution needs: proofs of knowledge in
//! key generation, the old shares in a refresh).
//!
//! 1. Every participant draws a polynomial and broadcasts its commitment
//!    ([`draw`]).
//! 2. It checks everyone's broadcast ([`check_broadcast`]) and deals each
//!    other participant its share ([`deal_shares`]).
//! 3. It checks the shares it received against their senders' commitments and
//!    adds them up ([`check_received`], [`combine`]).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use rand_core::CryptoRng;
use zeroize::Zeroizing;

use super::{
    Dealt, Received, TranscriptDigest, check_commitment_lengths, check_senders, check_share_sum,
    image_of, random_coefficients, round1, round2, sum_commitments, sum_shares,
    verifying_share_elements,
};
use crate::polynomial;
use frost_core::EncodedElement;
use frost_core::keys::SigningShare;
use frost_core::{Ciphersuite, Element, Error, Identifier};

/// A round-one broadcast: whatever else it carries, a commitment.
pub(crate) trait Broadcast<C: Ciphersuite> {
    /// The commitment's shape.
    type Commitment: Dealt<C>;

    /// The sender's commitment.
    fn commitment(&self) -> &Self::Commitment;
}

/// Part 1: a random polynomial of degree `min_signers - 1` (with a zero
/// constant term if the commitment shape says so), its commitment, and the
/// parameters, after checking `2 <= min_signers <= max_signers`.
pub(crate) fn draw<C: Ciphersuite, K: Dealt<C>, R: CryptoRng + ?Sized>(
    identifier: Identifier<C>,
    max_signers: u16,
    min_signers: u16,
    rng: &mut R,
) -> Result<round1::SecretPackage<C, K>, Error<C>> {
    crate::validate_num_of_signers::<C>(min_signers, max_signers)?;
    let coefficients =
        random_coefficients::<C, R>(K::CONSTANT_TERM.commitment_len(min_signers), rng);
    round1::SecretPackage::new(identifier, &coefficients, max_signers)
}

/// Part 2, checks: `packages` holds one broadcast from each of the
/// `max_signers - 1` other participants, with commitments of the threshold's
/// length. Returns the digest of the whole broadcast, this participant's
/// commitment included. Fails with [`Error::UnexpectedPackages`] (this
/// participant's own), [`Error::IncorrectNumberOfIdentifiers`] or
/// [`Error::IncorrectCommitmentLengths`] naming the senders at fault.
pub(crate) fn check_broadcast<C: Ciphersuite, P: Broadcast<C>>(
    secret_package: &round1::SecretPackage<C, P::Commitment>,
    packages: &BTreeMap<Identifier<C>, P>,
) -> Result<TranscriptDigest, Error<C>> {
    let own = *secret_package.identifier();
    reject_own(&own, packages)?;
    if packages.len() != usize::from(secret_package.max_signers()) - 1 {
        return Err(Error::IncorrectNumberOfIdentifiers);
    }
    check_commitment_lengths(
        packages
            .iter()
            .map(|(id, p)| (id, p.commitment().entries().len())),
        secret_package.min_signers(),
        <P::Commitment as Dealt<C>>::CONSTANT_TERM,
    )?;
    Ok(transcript_digest(
        &own,
        secret_package.commitment(),
        packages,
        secret_package.min_signers(),
    ))
}

/// Part 2, dealing: the share `f_i(j)` of this participant's polynomial for
/// every other participant `j` (the keys of `packages`) and the state kept for
/// part 3. Secret, in constant time.
#[allow(clippy::type_complexity)]
pub(crate) fn deal_shares<C: Ciphersuite, P: Broadcast<C>>(
    secret_package: &round1::SecretPackage<C, P::Commitment>,
    packages: &BTreeMap<Identifier<C>, P>,
    transcript: TranscriptDigest,
) -> (
    round2::SecretPackage<C, P::Commitment>,
    BTreeMap<Identifier<C>, round2::Package<C>>,
) {
    let own = *secret_package.identifier();
    let coefficients = secret_package.coefficients();
    // One evaluation per receiver, on every core (split by the public count
    // of receivers), into a buffer wiped on drop.
    let receivers: Vec<Identifier<C>> = packages.keys().copied().collect();
    let values = Zeroizing::new(frost_core::parallel::map(&receivers, |id| {
        polynomial::evaluate::<C>(coefficients, &id.to_scalar())
    }));
    let shares = receivers
        .iter()
        .zip(values.iter())
        .map(|(id, value)| (*id, round2::Package::new(SigningShare::new(*value))))
        .collect();
    let own_share = SigningShare::new(polynomial::evaluate::<C>(coefficients, &own.to_scalar()));
    let state = round2::SecretPackage::new(
        own,
        secret_package.commitment().clone(),
        own_share,
        transcript,
        secret_package.max_signers(),
    );
    (state, shares)
}

/// Part 3, checks: the round-one packages are those part 2 checked (same
/// transcript digest), and `shares` holds one from each of their senders and
/// no one else. Returns the senders, sorted. Fails with
/// [`Error::UnexpectedPackages`], [`Error::TranscriptMismatch`] or
/// [`Error::MissingPackages`].
pub(crate) fn check_received<C: Ciphersuite, P: Broadcast<C>>(
    secret_package: &round2::SecretPackage<C, P::Commitment>,
    packages: &BTreeMap<Identifier<C>, P>,
    shares: &BTreeMap<Identifier<C>, round2::Package<C>>,
) -> Result<Vec<Identifier<C>>, Error<C>> {
    let own = *secret_package.identifier();
    reject_own(&own, packages)?;
    let transcript = transcript_digest(
        &own,
        secret_package.commitment(),
        packages,
        secret_package.min_signers(),
    );
    if transcript != *secret_package.transcript_digest() {
        return Err(Error::TranscriptMismatch);
    }
    let senders: Vec<Identifier<C>> = packages.keys().copied().collect();
    check_senders(Some(&own), &senders, shares)?;
    Ok(senders)
}

/// What part 3 derives from all dealings.
pub(crate) struct Combined<C: Ciphersuite> {
    /// The sum of the shares held (secret).
    pub(crate) signing_share: SigningShare<C>,
    /// The summed commitment, in the shape of the dealings' commitments.
    pub(crate) summed: Vec<Element<C>>,
    /// Every participant of the dealing, sorted.
    pub(crate) participants: Vec<Identifier<C>>,
    /// `F(m)` of the summed polynomial `F` for every participant `m`, in the
    /// order of `participants`.
    pub(crate) images: Vec<Element<C>>,
}

/// Part 3, combining, after [`check_received`] returned `senders`: adds its
/// own share and the received ones, evaluates the summed commitment at every
/// participant, checks the sum of the shares against its own value there
/// ([`check_share_sum`], which names every sender at fault with
/// [`Error::InvalidSecretShares`] if it fails), and adds `held` (a share this
/// participant already had, e.g. the one a refresh moves).
pub(crate) fn combine<C: Ciphersuite, P: Broadcast<C>>(
    secret_package: &round2::SecretPackage<C, P::Commitment>,
    packages: &BTreeMap<Identifier<C>, P>,
    shares: &BTreeMap<Identifier<C>, round2::Package<C>>,
    senders: Vec<Identifier<C>>,
    held: Option<&SigningShare<C>>,
) -> Result<Combined<C>, Error<C>> {
    let own = *secret_package.identifier();
    let constant_term = <P::Commitment as Dealt<C>>::CONSTANT_TERM;
    // check_received made both maps have the same keys, so their sorted
    // iterations align.
    let received: Vec<Received<'_, C>> = packages
        .iter()
        .zip(shares.values())
        .map(|((sender, r1), r2)| Received {
            sender: *sender,
            commitment: r1.commitment().entries(),
            share: r2.share(),
        })
        .collect();
    // What this dealing gave this participant: its own share and those
    // received.
    let dealt = sum_shares(
        core::iter::once(secret_package.own_share()).chain(received.iter().map(|r| r.share)),
    );
    let own_commitment = secret_package.commitment().entries();
    let summed = sum_commitments(
        core::iter::once(own_commitment).chain(received.iter().map(|r| r.commitment)),
        constant_term.commitment_len(secret_package.min_signers()),
    );
    let mut participants = senders;
    participants.push(own);
    participants.sort_unstable();
    let images = verifying_share_elements(&summed, constant_term, &participants);
    let image = image_of(&own, &participants, &images)?;
    check_share_sum(&own, &received, constant_term, &dealt, image)?;
    let signing_share = match held {
        Some(held) => sum_shares([held, &dealt].into_iter()),
        None => dealt,
    };
    Ok(Combined {
        signing_share,
        summed,
        participants,
        images,
    })
}

/// Fails with [`Error::UnexpectedPackages`] if `packages` holds `own`'s.
fn reject_own<C: Ciphersuite, T>(
    own: &Identifier<C>,
    packages: &BTreeMap<Identifier<C>, T>,
) -> Result<(), Error<C>> {
    if packages.contains_key(own) {
        return Err(Error::UnexpectedPackages {
            identifiers: alloc::vec![*own],
        });
    }
    Ok(())
}

/// The digest of this participant's commitment and everyone else's.
fn transcript_digest<C: Ciphersuite, P: Broadcast<C>>(
    own: &Identifier<C>,
    own_commitment: &P::Commitment,
    packages: &BTreeMap<Identifier<C>, P>,
    min_signers: u16,
) -> TranscriptDigest {
    let mut all: BTreeMap<&Identifier<C>, &[EncodedElement<C>]> = packages
        .iter()
        .map(|(id, p)| (id, p.commitment().entries()))
        .collect();
    all.insert(own, own_commitment.entries());
    TranscriptDigest::compute(
        <P::Commitment as Dealt<C>>::TRANSCRIPT_TAG,
        min_signers,
        all.into_iter(),
    )
}

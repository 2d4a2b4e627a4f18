//! Proactive refresh: new shares of the unchanged group key.
//!
//! Shares leak over time (a stolen backup, a compromised device). A refresh
//! adds to every share `s_i` the value `g(i)` of a random polynomial `g` of
//! degree `min_signers - 1` with `g(0) = 0`. The new shares interpolate to the
//! same group key, so the group keeps signing under it, but they lie on a new
//! random polynomial: shares stolen before the refresh combined with shares
//! stolen after it are useless, as long as fewer than `min_signers` were
//! stolen in each period. The verifying shares move by `g(i) * G`, which
//! everyone computes from the public commitment to `g`.
//!
//! Two ways to refresh, both checked against commitments:
//!
//! - **With a dealer** ([`compute_refreshing_shares`], [`refresh_share`]): a
//!   trusted party deals `g` and sends each participant `g(i)` and the
//!   commitment; each participant checks its value and updates its
//!   [`KeyPackage`].
//! - **Distributed** ([`part1`], [`part2`], [`part3`]): the same three steps
//!   as key generation ([`dkg`](super::dkg)), where each participant
//!   deals a polynomial with zero constant term and `g` is their sum, so no
//!   single party learns it.
//!
//! In both, participants can be dropped: the refresh involves only the
//! participants given (at least `min_signers` of the group), and the new
//! [`PublicKeyPackage`] lists only them. A dropped participant's old share no
//! longer combines with anyone's new one.

pub mod round1;
pub mod round2;

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;

use ff::Field;
use rand_core::CryptoRng;
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

use crate::polynomial;
pub use crate::vss::RefreshCommitment;
use crate::vss::{self, key_packages};
use frost_core::EncodedElement;
use frost_core::keys::{KeyPackage, PublicKeyPackage, SigningShare, VerifyingShare};
use frost_core::{Ciphersuite, Error, Identifier, Scalar};

/// What a refresh dealer sends one participant: `g(i)` and the commitment to
/// `g`. Send it over a confidential, authenticated channel.
///
/// Zeroized on drop, redacted in `Debug`, compared in constant time.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct RefreshingShare<C: Ciphersuite> {
    share: SigningShare<C>,
    #[zeroize(skip)]
    commitment: RefreshCommitment<C>,
}

impl<C: Ciphersuite> RefreshingShare<C> {
    /// Assembles a refreshing share, e.g. as received; [`refresh_share`]
    /// checks it.
    pub fn new(share: SigningShare<C>, commitment: RefreshCommitment<C>) -> Self {
        Self { share, commitment }
    }

    /// The value `g(i)` to add to the participant's share (secret).
    pub fn share(&self) -> &SigningShare<C> {
        &self.share
    }

    /// The commitment to `g`.
    pub fn commitment(&self) -> &RefreshCommitment<C> {
        &self.commitment
    }
}

impl<C: Ciphersuite> fmt::Debug for RefreshingShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RefreshingShare")
            .field("share", &self.share)
            .field("commitment", &self.commitment)
            .finish()
    }
}

/// A dealer's refresh of the group described by `public_key_package`, for
/// the participants `identifiers` (at least `min_signers` of the group; the
/// others are dropped): a refreshing share for each, and the refreshed public
/// key package, which the dealer publishes.
///
/// The dealer learns every `g(i)`, not the shares: it must be trusted not to
/// collude with holders of old shares. Fails with
/// [`Error::DuplicatedIdentifier`], [`Error::UnknownParticipant`] or
/// [`Error::TooFewSigners`] for an unsuitable participant list.
#[allow(clippy::type_complexity)]
pub fn compute_refreshing_shares<C: Ciphersuite, R: CryptoRng + ?Sized>(
    public_key_package: &PublicKeyPackage<C>,
    identifiers: &[Identifier<C>],
    rng: &mut R,
) -> Result<
    (
        BTreeMap<Identifier<C>, RefreshingShare<C>>,
        PublicKeyPackage<C>,
    ),
    Error<C>,
> {
    let min_signers = public_key_package.min_signers();
    crate::check_distinct(identifiers)?;
    if identifiers.len() < usize::from(min_signers) {
        return Err(Error::TooFewSigners {
            min_signers,
            signers: identifiers.len(),
        });
    }
    let higher = vss::random_coefficients::<C, R>(usize::from(min_signers).saturating_sub(1), rng);
    let commitment = RefreshCommitment::commit(&higher)?;
    let mut coefficients = Zeroizing::new(Vec::with_capacity(higher.len() + 1));
    coefficients.push(Scalar::<C>::ZERO);
    coefficients.extend_from_slice(&higher);

    // Every participant's g(i) and new verifying share, on every core (split
    // by the public count of participants); the first error in their order.
    let values = Zeroizing::new(frost_core::parallel::map(identifiers, |id| {
        polynomial::evaluate::<C>(&coefficients, &id.to_scalar())
    }));
    let positions: Vec<usize> = (0..identifiers.len()).collect();
    let moved = frost_core::parallel::try_map(&positions, |&i| {
        let id = &identifiers[i];
        let old = public_key_package
            .verifying_shares()
            .get(id)
            .ok_or(Error::UnknownParticipant { identifier: *id })?;
        // g(i) * G is public: it is what the commitment evaluates to.
        VerifyingShare::new(old.to_element() + EncodedElement::<C>::public_image(&values[i]))
    })?;
    let mut shares = BTreeMap::new();
    let mut verifying_shares = BTreeMap::new();
    for ((id, value), verifying_share) in identifiers.iter().zip(values.iter()).zip(moved) {
        verifying_shares.insert(*id, verifying_share);
        let share = SigningShare::new(*value);
        shares.insert(*id, RefreshingShare::new(share, commitment.clone()));
    }
    // A group key the suite does not admit comes out negated; every
    // participant's `refresh_share` negates its key package the same way.
    let refreshed = PublicKeyPackage::new(
        verifying_shares,
        *public_key_package.verifying_key(),
        min_signers,
    )?
    .normalized()?;
    Ok((shares, refreshed))
}

/// Applies a dealer's refreshing share to this participant's key package,
/// after checking `g(i)` against the commitment and the refreshed public key
/// package against the result.
///
/// Fails with [`Error::IncorrectCommitmentLength`] if the commitment does not
/// match the threshold, [`Error::InvalidSecretShare`] if `g(i)` does not match
/// it, [`Error::UnknownParticipant`] if the refreshed package dropped this
/// participant, and [`Error::InconsistentResult`] if that package has another
/// group key, threshold, or verifying share for this participant. Like the
/// dealer's refreshed package, the result is negated if the suite does not
/// admit the group key ([`SignatureScheme::EvenGroupKey`](frost_core::SignatureScheme::EvenGroupKey)).
pub fn refresh_share<C: Ciphersuite>(
    refreshing_share: RefreshingShare<C>,
    key_package: &KeyPackage<C>,
    refreshed_public_key_package: &PublicKeyPackage<C>,
) -> Result<KeyPackage<C>, Error<C>> {
    let identifier = *key_package.identifier();
    let min_signers = key_package.min_signers();
    if refreshing_share.commitment.min_signers() != min_signers {
        return Err(Error::IncorrectCommitmentLength { identifier: None });
    }
    let expected = refreshing_share.commitment.evaluate(&identifier);
    if EncodedElement::<C>::public_image(&refreshing_share.share.to_scalar()) != expected {
        return Err(Error::InvalidSecretShare {
            identifier: Some(identifier),
        });
    }
    let mut sum = key_package.signing_share().to_scalar() + refreshing_share.share.to_scalar();
    let signing_share = SigningShare::new(sum);
    sum.zeroize();
    let verifying_share =
        VerifyingShare::new(key_package.verifying_share().to_element() + expected)?;

    let published = refreshed_public_key_package
        .verifying_shares()
        .get(&identifier)
        .ok_or(Error::UnknownParticipant { identifier })?;
    let refreshed = KeyPackage::new(
        identifier,
        signing_share,
        verifying_share,
        *key_package.verifying_key(),
        min_signers,
    )
    .map_err(|_| Error::InconsistentResult)?
    .normalized()?;
    if published != refreshed.verifying_share()
        || refreshed_public_key_package.verifying_key() != refreshed.verifying_key()
        || refreshed_public_key_package.min_signers() != min_signers
    {
        return Err(Error::InconsistentResult);
    }
    Ok(refreshed)
}

/// Part 1 of a distributed refresh of `key_package` among `max_signers`
/// participants (at least the group's `min_signers`): draws a random
/// polynomial of degree `min_signers - 1` with zero constant term and commits
/// to it. The threshold is the key package's, so a refresh cannot change it.
///
/// Keep the [`round1::SecretPackage`] secret for [`part2`]; **broadcast** the
/// [`round1::Package`] to every other participant of the refresh. Fails with
/// [`Error::InvalidMinSigners`] if `max_signers` is below the threshold.
pub fn part1<C: Ciphersuite, R: CryptoRng + ?Sized>(
    key_package: &KeyPackage<C>,
    max_signers: u16,
    rng: &mut R,
) -> Result<(round1::SecretPackage<C>, round1::Package<C>), Error<C>> {
    let secret_package: round1::SecretPackage<C> = vss::draw(
        *key_package.identifier(),
        max_signers,
        key_package.min_signers(),
        rng,
    )?;
    let package = round1::Package::new(secret_package.commitment().clone());
    Ok((secret_package, package))
}

/// Part 2 of a distributed refresh: checks every other participant's
/// round-one package and computes the share of this participant's polynomial
/// for each.
///
/// Fails like [`dkg::part2`](super::dkg::part2) (there are no proofs to
/// check). Send each [`round2::Package`] to the participant it is keyed by
/// over a **confidential and authenticated** channel.
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
    Ok(vss::deal_shares(
        &secret_package,
        round1_packages,
        transcript,
    ))
}

/// Part 3 of a distributed refresh: checks every received share against its
/// sender's commitment and returns this participant's refreshed
/// [`KeyPackage`] and the refreshed [`PublicKeyPackage`] (the same for every
/// participant), which lists only the participants of the refresh. Both are
/// negated if the suite does not admit the group key
/// ([`SignatureScheme::EvenGroupKey`](frost_core::SignatureScheme::EvenGroupKey)).
///
/// `key_package` and `public_key_package` are this participant's current
/// ones. Fails like [`dkg::part3`](super::dkg::part3), and with
/// - [`Error::InconsistentResult`] if `key_package` belongs to another
///   participant or does not match `public_key_package`;
/// - [`Error::InvalidMinSigners`] if the refresh's threshold is not the
///   group's;
/// - [`Error::UnknownParticipant`] if a participant of the refresh is not in
///   the group.
pub fn part3<C: Ciphersuite>(
    round2_secret_package: &round2::SecretPackage<C>,
    round1_packages: &BTreeMap<Identifier<C>, round1::Package<C>>,
    round2_packages: &BTreeMap<Identifier<C>, round2::Package<C>>,
    key_package: &KeyPackage<C>,
    public_key_package: &PublicKeyPackage<C>,
) -> Result<(KeyPackage<C>, PublicKeyPackage<C>), Error<C>> {
    let own = *round2_secret_package.identifier();
    let min_signers = round2_secret_package.min_signers();
    let senders = vss::check_received(round2_secret_package, round1_packages, round2_packages)?;
    if *key_package.identifier() != own
        || key_package.verifying_key() != public_key_package.verifying_key()
        || public_key_package.verifying_shares().get(&own) != Some(key_package.verifying_share())
    {
        return Err(Error::InconsistentResult);
    }
    if min_signers != public_key_package.min_signers() || min_signers != key_package.min_signers() {
        return Err(Error::InvalidMinSigners);
    }
    if let Some(unknown) = senders
        .iter()
        .find(|id| !public_key_package.verifying_shares().contains_key(id))
    {
        return Err(Error::UnknownParticipant {
            identifier: *unknown,
        });
    }

    // The refreshed share is the old one plus every g_j(i).
    let combined = vss::combine(
        round2_secret_package,
        round1_packages,
        round2_packages,
        senders,
        Some(key_package.signing_share()),
    )?;
    // Every verifying share moves by g(m) * G.
    let verifying_shares = combined
        .images
        .into_iter()
        .zip(&combined.participants)
        .map(|(moved_by, id)| {
            let old = public_key_package
                .verifying_shares()
                .get(id)
                .ok_or(Error::UnknownParticipant { identifier: *id })?;
            Ok((*id, VerifyingShare::new(old.to_element() + moved_by)?))
        })
        .collect::<Result<BTreeMap<_, _>, Error<C>>>()?;
    key_packages(
        own,
        combined.signing_share,
        verifying_shares,
        *public_key_package.verifying_key(),
        min_signers,
    )
}

//! Share repair: a participant who lost its share gets it back from
//! `min_signers` others, none of whom learns it.
//!
//! This is the enrolment protocol of Laing and Stinson's repairable threshold
//! scheme ("A Survey and Refinement of Repairable Threshold Schemes", 2017,
//! Section 3). The lost share `s_r = f(r)` is a Lagrange combination of any
//! `t = min_signers` shares: `s_r = sum_(h in H) lambda_h(r) * s_h`, with
//! `lambda_h(r)` the Lagrange coefficient of `h` at `r` over the helpers `H`.
//! Revealing the terms `lambda_h(r) * s_h` would reveal the helpers' shares,
//! so they are blinded:
//!
//! 1. [`part1`], each helper `h`: split `lambda_h(r) * s_h` into `|H|` random
//!    [`Delta`]s summing to it, one for each helper (itself included), sent
//!    over confidential, authenticated channels.
//! 2. [`part2`], each helper `h'`: add up the deltas it received and send the
//!    [`DeltaSum`] to participant `r`, again confidentially.
//! 3. [`part3`], participant `r`: add up the sums. The result is `s_r`; it is
//!    checked against `r`'s verifying share in the group's
//!    [`PublicKeyPackage`], so a wrong helper value is an error, never a
//!    silently bad key.
//!
//! Each helper sees only random deltas and the participant only random sums,
//! so nobody learns a share other than its own.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::fmt;

use ff::Field;
use rand_core::CryptoRng;
use zeroize::{Zeroize, ZeroizeOnDrop};

use crate::vss;
use frost_core::keys::{KeyPackage, PublicKeyPackage, SigningShare};
use frost_core::{Ciphersuite, Error, Identifier, Scalar};

/// A random part of a helper's Lagrange-weighted share, from one helper to
/// another. **Secret:** send it only over a confidential, authenticated
/// channel. Zeroized on drop, redacted in `Debug`.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct Delta<C: Ciphersuite>(SigningShare<C>);

impl<C: Ciphersuite> Delta<C> {
    /// Wraps a scalar, e.g. as received.
    pub fn new(value: Scalar<C>) -> Self {
        Self(SigningShare::new(value))
    }

    /// The value (secret).
    pub fn to_scalar(&self) -> Scalar<C> {
        self.0.to_scalar()
    }
}

impl<C: Ciphersuite> fmt::Debug for Delta<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Delta(<redacted>)")
    }
}

/// The sum of the deltas one helper received, sent to the participant being
/// repaired. **Secret:** send it only over a confidential, authenticated
/// channel. Zeroized on drop, redacted in `Debug`.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub struct DeltaSum<C: Ciphersuite>(SigningShare<C>);

impl<C: Ciphersuite> DeltaSum<C> {
    /// Wraps a scalar, e.g. as received.
    pub fn new(value: Scalar<C>) -> Self {
        Self(SigningShare::new(value))
    }

    /// The value (secret).
    pub fn to_scalar(&self) -> Scalar<C> {
        self.0.to_scalar()
    }
}

impl<C: Ciphersuite> fmt::Debug for DeltaSum<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("DeltaSum(<redacted>)")
    }
}

/// Part 1 of a repair, run by each helper: splits this helper's contribution
/// `lambda_h(r) * s_h` to the share of `participant` into one random
/// [`Delta`] per helper (this one included).
///
/// `helpers` are the `min_signers` (or more) participants helping, the same
/// list for all of them. Send each delta to the helper it is keyed by over a
/// **confidential, authenticated** channel; keep the own one for [`part2`].
///
/// Fails with [`Error::TooFewSigners`] if there are fewer helpers than the
/// threshold, [`Error::UnknownParticipant`] if this participant is not a
/// helper, [`Error::UnexpectedPackages`] if `participant` is itself listed as
/// a helper, and [`Error::DuplicatedIdentifier`] for a repeated helper.
pub fn part1<C: Ciphersuite, R: CryptoRng + ?Sized>(
    helpers: &[Identifier<C>],
    key_package: &KeyPackage<C>,
    participant: &Identifier<C>,
    rng: &mut R,
) -> Result<BTreeMap<Identifier<C>, Delta<C>>, Error<C>> {
    check_helpers(helpers, participant, key_package.min_signers())?;
    let lambda = interpolating_value_at(helpers, key_package.identifier(), participant)?;

    // Secret: lambda_h(r) * s_h split into random summands, in constant time.
    let mut remainder = lambda * key_package.signing_share().to_scalar();
    let mut deltas = BTreeMap::new();
    for helper in helpers.iter().filter(|h| *h != key_package.identifier()) {
        let mut delta = frost_core::random_scalar::<C>(rng);
        remainder -= delta;
        deltas.insert(*helper, Delta::new(delta));
        delta.zeroize();
    }
    deltas.insert(*key_package.identifier(), Delta::new(remainder));
    remainder.zeroize();
    Ok(deltas)
}

/// Part 2 of a repair, run by each helper: adds up the deltas received from
/// every helper in `helpers` (its own included) into the [`DeltaSum`] to send
/// to the participant being repaired over a **confidential, authenticated**
/// channel.
///
/// Fails with [`Error::UnexpectedPackages`] or [`Error::MissingPackages`] if
/// the deltas do not come from exactly the helpers.
pub fn part2<C: Ciphersuite>(
    helpers: &[Identifier<C>],
    deltas: &BTreeMap<Identifier<C>, Delta<C>>,
) -> Result<DeltaSum<C>, Error<C>> {
    let mut sorted = helpers.to_vec();
    sorted.sort_unstable();
    crate::check_distinct(&sorted)?;
    vss::check_senders(None, &sorted, deltas)?;
    let mut sum = Scalar::<C>::ZERO;
    for delta in deltas.values() {
        sum += delta.to_scalar();
    }
    let delta_sum = DeltaSum::new(sum);
    sum.zeroize();
    Ok(delta_sum)
}

/// Part 3 of a repair, run by the participant `identifier` being repaired:
/// adds up the helpers' sums (keyed by helper) into its signing share, checks
/// it against its verifying share in `public_key_package`, and returns its
/// [`KeyPackage`].
///
/// Fails with [`Error::InconsistentResult`] if the repaired share does not
/// match the verifying share (some helper sent a wrong value, or the helpers
/// did not use the same helper list), [`Error::UnknownParticipant`] if
/// `identifier` or a helper is not in the group, [`Error::TooFewSigners`] if
/// there are fewer helpers than the threshold, and
/// [`Error::UnexpectedPackages`] if a sum claims to come from `identifier`.
pub fn part3<C: Ciphersuite>(
    delta_sums: &BTreeMap<Identifier<C>, DeltaSum<C>>,
    identifier: &Identifier<C>,
    public_key_package: &PublicKeyPackage<C>,
) -> Result<KeyPackage<C>, Error<C>> {
    let helpers: Vec<Identifier<C>> = delta_sums.keys().copied().collect();
    check_helpers(&helpers, identifier, public_key_package.min_signers())?;
    if let Some(unknown) = helpers
        .iter()
        .find(|h| !public_key_package.verifying_shares().contains_key(h))
    {
        return Err(Error::UnknownParticipant {
            identifier: *unknown,
        });
    }
    let verifying_share = *public_key_package
        .verifying_shares()
        .get(identifier)
        .ok_or(Error::UnknownParticipant {
            identifier: *identifier,
        })?;

    let mut sum = Scalar::<C>::ZERO;
    for delta_sum in delta_sums.values() {
        sum += delta_sum.to_scalar();
    }
    let signing_share = SigningShare::new(sum);
    sum.zeroize();
    KeyPackage::new(
        *identifier,
        signing_share,
        verifying_share,
        *public_key_package.verifying_key(),
        public_key_package.min_signers(),
    )
    .map_err(|_| Error::InconsistentResult)
}

/// Checks the helper list: distinct, at least `min_signers`, and without the
/// participant being repaired.
fn check_helpers<C: Ciphersuite>(
    helpers: &[Identifier<C>],
    participant: &Identifier<C>,
    min_signers: u16,
) -> Result<(), Error<C>> {
    crate::check_distinct(helpers)?;
    if helpers.contains(participant) {
        return Err(Error::UnexpectedPackages {
            identifiers: alloc::vec![*participant],
        });
    }
    if helpers.len() < usize::from(min_signers) {
        return Err(Error::TooFewSigners {
            min_signers,
            signers: helpers.len(),
        });
    }
    Ok(())
}

/// The Lagrange coefficient of `x_i` for interpolation at `x` over `helpers`:
/// `prod_(x_j in helpers, j != i) (x - x_j) / (x_i - x_j)`. Public values only.
fn interpolating_value_at<C: Ciphersuite>(
    helpers: &[Identifier<C>],
    x_i: &Identifier<C>,
    x: &Identifier<C>,
) -> Result<Scalar<C>, Error<C>> {
    if !helpers.contains(x_i) {
        return Err(Error::UnknownParticipant { identifier: *x_i });
    }
    let mut numerator = Scalar::<C>::ONE;
    let mut denominator = Scalar::<C>::ONE;
    for x_j in helpers.iter().filter(|x_j| *x_j != x_i) {
        numerator *= x.to_scalar() - x_j.to_scalar();
        denominator *= x_i.to_scalar() - x_j.to_scalar();
    }
    // Distinct helpers make the denominator non-zero.
    let inverse = Option::<Scalar<C>>::from(denominator.invert())
        .ok_or(Error::DuplicatedIdentifier { identifier: *x_i })?;
    Ok(numerator * inverse)
}

//! Verifiable secret sharing as key generation, refresh and resharing use it,
//! which differ only in who deals what: dealing random polynomials, and what a
//! recipient does with many dealings at once (check the shares it received,
//! sum the commitments, derive every verifying share, assemble its keys).
//!
//! Each sender `j` deals a polynomial `f_j` of degree `t - 1`, broadcasts the
//! commitment `[C_j0, ..., C_j(t-1)]` and sends `f_j(i)` to recipient `i`
//! (RFC 9591, Appendix C.2, `vss_commit` and `vss_verify`). A dealing may have
//! a zero constant term known to all (refresh), in which case `C_j0` is
//! omitted from the commitment, since the identity has no encoding.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use ff::Field;
use group::Group;
use rand_core::CryptoRng;
use zeroize::{Zeroize, Zeroizing};

use super::TranscriptDigest;
use super::exponent::{EvaluationPoint, evaluate_at_all};
use frost_core::EncodedElement;
use frost_core::batch_weights::BatchWeights;
use frost_core::keys::{KeyPackage, PublicKeyPackage, SigningShare, VerifyingShare};
use frost_core::{Ciphersuite, Element, Error, Identifier, Scalar, ScalarBytes, VerifyingKey};

/// Whether a commitment starts at the constant term or at the linear one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstantTerm {
    /// `[C_0, C_1, ..., C_(t-1)]`.
    Committed,
    /// `[C_1, ..., C_(t-1)]` for a polynomial with `f(0) = 0`.
    Zero,
}

impl ConstantTerm {
    /// How many elements a commitment of threshold `min_signers` has.
    pub(crate) fn commitment_len(self, min_signers: u16) -> usize {
        match self {
            ConstantTerm::Committed => usize::from(min_signers),
            ConstantTerm::Zero => usize::from(min_signers).saturating_sub(1),
        }
    }
}

/// `count` uniformly random non-zero scalars: the secret coefficients of a
/// dealing, zeroized on drop. A zero coefficient (probability about
/// `2^-250`) would commit to the identity, which cannot be sent, so it is
/// drawn again.
pub(crate) fn random_coefficients<C: Ciphersuite, R: CryptoRng + ?Sized>(
    count: usize,
    rng: &mut R,
) -> Zeroizing<Vec<Scalar<C>>> {
    let mut coefficients = Zeroizing::new(Vec::with_capacity(count));
    while coefficients.len() < count {
        let mut coefficient = frost_core::random_scalar::<C>(rng);
        // Redrawing a zero reveals only that a discarded draw was zero.
        if !frost_core::outcome::public(coefficient.is_zero()) {
            coefficients.push(coefficient);
        }
        coefficient.zeroize();
    }
    coefficients
}

/// One dealing as its recipient sees it.
pub(crate) struct Received<'a, C: Ciphersuite> {
    /// Who dealt it.
    pub(crate) sender: Identifier<C>,
    /// The sender's public commitment.
    pub(crate) commitment: &'a [EncodedElement<C>],
    /// The share `f_j(i)` sent to this recipient (secret).
    pub(crate) share: &'a SigningShare<C>,
}

/// Fails with the senders whose commitment does not have the length of
/// threshold `min_signers`.
pub(crate) fn check_commitment_lengths<'a, C: Ciphersuite + 'a>(
    commitments: impl Iterator<Item = (&'a Identifier<C>, usize)>,
    min_signers: u16,
    constant_term: ConstantTerm,
) -> Result<(), Error<C>> {
    let expected = constant_term.commitment_len(min_signers);
    let culprits: Vec<Identifier<C>> = commitments
        .filter(|(_, len)| *len != expected)
        .map(|(identifier, _)| *identifier)
        .collect();
    if culprits.is_empty() {
        Ok(())
    } else {
        Err(Error::IncorrectCommitmentLengths { culprits })
    }
}

/// Checks that `received` holds a package from exactly the members of
/// `expected` (sorted and distinct): extra packages, including one from `own`
/// when given, are named first, then missing ones.
pub(crate) fn check_senders<C: Ciphersuite, T>(
    own: Option<&Identifier<C>>,
    expected: &[Identifier<C>],
    received: &BTreeMap<Identifier<C>, T>,
) -> Result<(), Error<C>> {
    let unexpected: Vec<Identifier<C>> = received
        .keys()
        .filter(|id| Some(*id) == own || expected.binary_search(id).is_err())
        .copied()
        .collect();
    if !unexpected.is_empty() {
        return Err(Error::UnexpectedPackages {
            identifiers: unexpected,
        });
    }
    let missing: Vec<Identifier<C>> = expected
        .iter()
        .filter(|id| !received.contains_key(id))
        .copied()
        .collect();
    if !missing.is_empty() {
        return Err(Error::MissingPackages {
            identifiers: missing,
        });
    }
    Ok(())
}

/// Weights for a batched check of the senders' public values (resharing's
/// constant terms), keyed by the secret shares the recipient holds (at least
/// one of which no sender knows) and covering the transcript of the
/// commitments (see [`BatchWeights`] for why that makes them unpredictable
/// to the senders).
pub(crate) fn share_weights<'a, C: Ciphersuite + 'a>(
    tag: &[u8],
    transcript: &TranscriptDigest,
    shares: impl Iterator<Item = &'a SigningShare<C>>,
) -> BatchWeights<C> {
    let mut secrets: Vec<ScalarBytes<C>> = shares
        .map(|share| frost_core::serialize_scalar::<C>(share.as_scalar()))
        .collect();
    let transcript_bytes = transcript.to_bytes();
    let mut inputs: Vec<&[u8]> = Vec::with_capacity(secrets.len() + 1);
    inputs.push(&transcript_bytes);
    inputs.extend(secrets.iter().map(AsRef::as_ref));
    let weights = BatchWeights::new(tag, &inputs);
    for bytes in &mut secrets {
        bytes.as_mut().zeroize();
    }
    weights
}

/// Checks the shares dealt to `recipient` through their sum: `dealt`, the sum
/// of every share `recipient` received in this dealing and its own, must
/// satisfy `dealt * G == F(i)`, where `image` is `F(i)`, the summed
/// commitment evaluated at the recipient (its verifying share, which part 3
/// derives anyway). RFC 9591, Appendix C.2, `vss_verify`, applied to the
/// sum.
///
/// That equation is exactly what makes the recipient's result correct: its
/// new share is `dealt` (plus what it already held) and every verifying share
/// comes from the summed commitment. The check is deterministic and costs one
/// fixed-base multiplication; checking each share, alone or in a random
/// combination, costs one evaluation of every sender's commitment at `i`
/// (Horner's rule in the exponent, about a dozen group operations per
/// coefficient), which made three quarters of part 3 at 667-of-1000.
///
/// Shares that are wrong but whose errors cancel in the sum (senders
/// offsetting each other) pass: the recipient then holds exactly the share an
/// honest dealing of the same commitments gives it, and the individual
/// shares, which nothing keeps, are the only difference. A single wrong share
/// never passes.
///
/// Only if the sum fails is each received share checked against its
/// sender's commitment, one evaluation per sender on every core, naming every
/// sender whose share fails ([`Error::InvalidSecretShares`]). Variable time in
/// the public values; `dealt` only enters a constant-time base
/// multiplication.
pub(crate) fn check_share_sum<C: Ciphersuite>(
    recipient: &Identifier<C>,
    received: &[Received<'_, C>],
    constant_term: ConstantTerm,
    dealt: &SigningShare<C>,
    image: &Element<C>,
) -> Result<(), Error<C>> {
    if EncodedElement::<C>::public_image(dealt.as_scalar()) == *image {
        return Ok(());
    }
    let point = EvaluationPoint::<C>::new(recipient);
    let culprits: Vec<Identifier<C>> = frost_core::parallel::map(received, |r| {
        let value = point.evaluate(r.commitment.iter().map(|c| *c.element()));
        let expected = match constant_term {
            ConstantTerm::Committed => value,
            ConstantTerm::Zero => point.mul(&value),
        };
        (EncodedElement::<C>::public_image(r.share.as_scalar()) != expected).then_some(r.sender)
    })
    .into_iter()
    .flatten()
    .collect();
    if culprits.is_empty() {
        // Every received share matches, and the own share was checked when
        // the state was built: the sum cannot fail. Refuse rather than
        // accept should it ever do.
        return Err(Error::InconsistentResult);
    }
    Err(Error::InvalidSecretShares { culprits })
}

/// `F(i)` among `images` (in the order of the sorted `participants`), failing
/// with [`Error::InconsistentResult`] if `identifier` is not a participant.
pub(crate) fn image_of<'a, C: Ciphersuite>(
    identifier: &Identifier<C>,
    participants: &[Identifier<C>],
    images: &'a [Element<C>],
) -> Result<&'a Element<C>, Error<C>> {
    participants
        .binary_search(identifier)
        .ok()
        .and_then(|position| images.get(position))
        .ok_or(Error::InconsistentResult)
}

/// The sum of the given shares, in constant time.
pub(crate) fn sum_shares<'a, C: Ciphersuite + 'a>(
    shares: impl Iterator<Item = &'a SigningShare<C>>,
) -> SigningShare<C> {
    let mut sum = Scalar::<C>::ZERO;
    for share in shares {
        sum += share.to_scalar();
    }
    let share = SigningShare::new(sum);
    sum.zeroize();
    share
}

/// `sum_j C_jk` for each `k`: the commitment to the sum of all dealt
/// polynomials. Its entries may be the identity. Variable time (public data).
pub(crate) fn sum_commitments<'a, C: Ciphersuite + 'a>(
    commitments: impl Iterator<Item = &'a [EncodedElement<C>]>,
    len: usize,
) -> Vec<Element<C>> {
    // One sum per coefficient, on every core (split by the public length).
    let commitments: Vec<&[EncodedElement<C>]> = commitments.collect();
    frost_core::parallel::map_range(0..len, |k| {
        commitments
            .iter()
            .filter_map(|commitment| commitment.get(k))
            .fold(Element::<C>::identity(), |sum, c| sum + c.element())
    })
}

/// The verifying share `F(m)` of every participant `m`, where `summed` is the
/// summed commitment, in the order of `identifiers`. Variable time (public
/// data).
pub fn verifying_share_elements<C: Ciphersuite>(
    summed: &[Element<C>],
    constant_term: ConstantTerm,
    identifiers: &[Identifier<C>],
) -> Vec<Element<C>> {
    match constant_term {
        ConstantTerm::Committed => evaluate_at_all(summed, identifiers),
        ConstantTerm::Zero => {
            let mut with_zero = Vec::with_capacity(summed.len() + 1);
            with_zero.push(Element::<C>::identity());
            with_zero.extend_from_slice(summed);
            evaluate_at_all(&with_zero, identifiers)
        }
    }
}

/// Assembles the outcome for participant `own`: its [`KeyPackage`] (after
/// checking that its signing share matches its verifying share) and the
/// group's [`PublicKeyPackage`], both negated if the suite does not admit
/// the group key (`keys::normalize`).
pub(crate) fn key_packages<C: Ciphersuite>(
    own: Identifier<C>,
    signing_share: SigningShare<C>,
    verifying_shares: BTreeMap<Identifier<C>, VerifyingShare<C>>,
    verifying_key: VerifyingKey<C>,
    min_signers: u16,
) -> Result<(KeyPackage<C>, PublicKeyPackage<C>), Error<C>> {
    let own_verifying_share = *verifying_shares
        .get(&own)
        .ok_or(Error::InconsistentResult)?;
    // The share checks make this hold; a failure means inconsistent inputs.
    let key_package = KeyPackage::new(
        own,
        signing_share,
        own_verifying_share,
        verifying_key,
        min_signers,
    )
    .map_err(|_| Error::InconsistentResult)?;
    let public_key_package = PublicKeyPackage::new(verifying_shares, verifying_key, min_signers)?;
    Ok((key_package.normalized()?, public_key_package.normalized()?))
}

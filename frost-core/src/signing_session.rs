//! A signing session: the public values of one FROST signing (RFC 9591,
//! Sections 4.4 to 4.6) computed once, then used to sign (Section 5.2), to
//! check each share as it arrives (Section 5.4) and to aggregate (Section
//! 5.3).
//!
//! Every participant of a session derives the same binding factors, group
//! commitment `R` and challenge `c` from the signing package and the group
//! key. [`round2::sign`](crate::round2::sign),
//! [`round2::verify_signature_share`](crate::round2::verify_signature_share)
//! and [`aggregate`](crate::aggregate()) each derive them anew; they are thin
//! wrappers over a session built for the one call. A coordinator that checks
//! shares one at a time (robust signing, e.g. ROAST) builds the session once
//! instead: at `n` signers each check then costs one multiscalar
//! multiplication of three points, where a fresh derivation costs `n` binding
//! factor hashes and an `n`-point multiplication.

mod aggregation;
mod batch;
mod checks;
mod values;

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::vec::Vec;

use crate::key_transform::KeyTransform;
use crate::keys::{KeyPackage, PublicKeyPackage, VerifyingShare};
use crate::polynomial::{derive_interpolating_value, interpolating_values};
use crate::round1::SigningNonces;
use crate::signature_share::SignatureShare;
use crate::{Ciphersuite, Element, Error, Identifier, Scalar, SigningPackage, VerifyingKey};

use crate::culprit_search::ShareTerms;
pub use batch::ShareBatch;
use checks::check_share;
pub(crate) use checks::{check_own_commitment, check_share_set};
pub(crate) use values::SessionValues;

/// The public state of one signing session: the package, the group key, and
/// everything derived from them once (binding factors `rho_i`, group
/// commitment `R`, challenge `c`, and on the coordinator's side the Lagrange
/// coefficients `lambda_i` and every signer's share equation).
///
/// Build it with [`SigningSession::new`] as the coordinator (from the
/// [`PublicKeyPackage`]: [`verify_share`](Self::verify_share) and
/// [`aggregate`](Self::aggregate) are available), or with
/// [`SigningSession::for_verifying_key`] as a signer, who only needs
/// [`sign`](Self::sign).
///
/// Re-randomised and tweaked (e.g. Taproot) signing build the session from the
/// tweaked packages, exactly as they call the free functions: the session
/// only ever sees the key the signature verifies under. BIP340 suites'
/// even-`y` rules are applied as [`is_negated`](crate::signature_scheme::is_negated)
/// describes.
///
/// Everything a session holds is public but for what its key transform
/// keeps (a re-randomized session's randomizer, confidential until the
/// transaction is published), which the transform redacts in `Debug` and
/// zeroizes: a session may be logged, shared between threads and kept for as
/// long as shares may arrive.
pub struct SigningSession<C: Ciphersuite> {
    package: SigningPackage<C>,
    verifying_key: VerifyingKey<C>,
    /// The transform of the group key the session signs under, if any.
    transform: Option<Box<dyn KeyTransform<C>>>,
    values: SessionValues<C>,
    coordinator: Option<CoordinatorView<C>>,
}

/// What the coordinator knows beyond the group key, per signer in the
/// package's (ascending) order.
struct CoordinatorView<C: Ciphersuite> {
    min_signers: u16,
    verifying_shares: Vec<VerifyingShare<C>>,
    /// The Lagrange coefficients and share equations, computed up front by
    /// [`SigningSession::new`]; left out by the one-call aggregation, which
    /// needs them only to name culprits.
    equations: Option<Equations<C>>,
}

/// The Lagrange coefficients and share equations of the signers, in the
/// package's order.
struct Equations<C: Ciphersuite> {
    lambdas: Vec<Scalar<C>>,
    terms: Vec<ShareTerms<C>>,
}

impl<C: Ciphersuite> SigningSession<C> {
    /// The coordinator's session: everything [`verify_share`](Self::verify_share)
    /// and [`aggregate`](Self::aggregate) need, computed once.
    ///
    /// Fails if the package has fewer signers than the group's threshold
    /// ([`Error::TooFewSigners`]), a signer has no verifying share
    /// ([`Error::UnknownParticipant`]), or the group commitment is the
    /// identity ([`Error::IdentityElement`], which no honest signer causes
    /// but any one signer can: the coordinator then starts a new session
    /// without the signers it suspects).
    ///
    /// Cost: `n` binding factor hashes, one `n`-point multiscalar
    /// multiplication and the `n` Lagrange coefficients (`O(n)` field
    /// operations for the default identifiers `1..=max_signers`, `O(n^2)`
    /// for arbitrary ones, with one inversion either way).
    pub fn new(
        signing_package: &SigningPackage<C>,
        public_key_package: &PublicKeyPackage<C>,
    ) -> Result<Self, Error<C>> {
        Self::coordinator(signing_package, public_key_package, None)
    }

    /// The coordinator's session under the key `transform` derives from the
    /// group's (e.g. an [`AdditiveTweak`](crate::AdditiveTweak) or a
    /// re-randomization): `public_key_package` is the group's own, and only
    /// the signers' verifying shares are transformed, so the cost follows
    /// the session, not the group. Fails as the transform does on the group
    /// key or a signer's verifying share, and otherwise as
    /// [`SigningSession::new`].
    pub fn transformed(
        signing_package: &SigningPackage<C>,
        public_key_package: &PublicKeyPackage<C>,
        transform: impl KeyTransform<C> + 'static,
    ) -> Result<Self, Error<C>> {
        Self::coordinator(
            signing_package,
            public_key_package,
            Some(Box::new(transform)),
        )
    }

    /// The coordinator's session with every signer's share equation.
    fn coordinator(
        signing_package: &SigningPackage<C>,
        public_key_package: &PublicKeyPackage<C>,
        transform: Option<Box<dyn KeyTransform<C>>>,
    ) -> Result<Self, Error<C>> {
        let mut session =
            Self::checked_coordinator(signing_package, public_key_package, transform, || Ok(()))?;
        if let Some(view) = session.coordinator.as_mut() {
            let lambdas = interpolating_values(&signing_package.signers())?;
            let equations = signing_package
                .signing_commitments()
                .keys()
                .zip(&lambdas)
                .zip(&view.verifying_shares)
                .map(|((identifier, lambda), verifying_share)| {
                    session
                        .values
                        .share_terms(signing_package, identifier, lambda, verifying_share)
                })
                .collect::<Result<Vec<_>, _>>()?;
            view.equations = Some(Equations {
                lambdas,
                terms: equations,
            });
        }
        Ok(session)
    }

    /// The coordinator's session without the Lagrange coefficients (the
    /// one-call aggregation's fast path), the signers' verifying shares
    /// transformed, running `check` after the checks of the package and
    /// before deriving anything.
    pub(crate) fn checked_coordinator(
        signing_package: &SigningPackage<C>,
        public_key_package: &PublicKeyPackage<C>,
        transform: Option<Box<dyn KeyTransform<C>>>,
        check: impl FnOnce() -> Result<(), Error<C>>,
    ) -> Result<Self, Error<C>> {
        signing_package.check_signer_count(public_key_package.min_signers())?;
        let verifying_shares = signing_package
            .signing_commitments()
            .keys()
            .map(|identifier| {
                let share = public_key_package
                    .verifying_shares()
                    .get(identifier)
                    .ok_or(Error::UnknownParticipant {
                        identifier: *identifier,
                    })?;
                match &transform {
                    Some(transform) => transform.verifying_share(share),
                    None => Ok(*share),
                }
            })
            .collect::<Result<Vec<_>, _>>()?;
        check()?;
        let mut session = Self::signer(
            signing_package,
            public_key_package.verifying_key(),
            transform,
        )?;
        session.coordinator = Some(CoordinatorView {
            min_signers: public_key_package.min_signers(),
            verifying_shares,
            equations: None,
        });
        Ok(session)
    }

    /// A session that knows only the group key, as a signer holds it
    /// (`key_package.verifying_key()`): it can [`sign`](Self::sign) and
    /// check a share against a verifying share given with it
    /// ([`verify_share_against`](Self::verify_share_against)).
    ///
    /// Fails with [`Error::IdentityElement`] if the group commitment is the
    /// identity.
    pub fn for_verifying_key(
        signing_package: &SigningPackage<C>,
        verifying_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>> {
        Self::signer(signing_package, verifying_key, None)
    }

    /// A signer's session under the key `transform` derives from the group
    /// key `group_key` (the signer's own, `key_package.verifying_key()`):
    /// [`sign`](Self::sign) then takes the signer's own key package and
    /// transforms it for the one share. Fails as the transform does on the
    /// group key, and otherwise as [`SigningSession::for_verifying_key`].
    pub fn transformed_for_verifying_key(
        signing_package: &SigningPackage<C>,
        group_key: &VerifyingKey<C>,
        transform: impl KeyTransform<C> + 'static,
    ) -> Result<Self, Error<C>> {
        Self::signer(signing_package, group_key, Some(Box::new(transform)))
    }

    /// The session under the transformed `group_key`, without the
    /// coordinator's view.
    fn signer(
        signing_package: &SigningPackage<C>,
        group_key: &VerifyingKey<C>,
        transform: Option<Box<dyn KeyTransform<C>>>,
    ) -> Result<Self, Error<C>> {
        let verifying_key = match &transform {
            Some(transform) => transform.verifying_key(group_key)?,
            None => *group_key,
        };
        Ok(Self {
            values: SessionValues::compute(signing_package, &verifying_key)?,
            package: signing_package.clone(),
            verifying_key,
            transform,
            coordinator: None,
        })
    }

    /// The signing package the session was built from.
    pub fn signing_package(&self) -> &SigningPackage<C> {
        &self.package
    }

    /// The key the session's signature verifies under.
    pub fn verifying_key(&self) -> &VerifyingKey<C> {
        &self.verifying_key
    }

    /// The group's threshold, for a coordinator's session; `None` for a
    /// session built from the group key alone.
    pub fn min_signers(&self) -> Option<u16> {
        self.coordinator.as_ref().map(|view| view.min_signers)
    }

    /// The group commitment `R` as the signature carries it (Section 4.5;
    /// for BIP340 suites the even-`y` point).
    pub fn group_commitment(&self) -> Element<C> {
        *self.values.group_commitment.element()
    }

    /// The challenge `c = H2(R || PK || msg)` (Section 4.6).
    pub fn challenge(&self) -> Scalar<C> {
        self.values.challenge
    }

    /// The binding factor `rho_i` of a signer (Section 4.4); `None` for a
    /// non-signer.
    pub fn binding_factor(&self, identifier: &Identifier<C>) -> Option<Scalar<C>> {
        self.values.binding_factors.get(identifier).copied()
    }

    /// The Lagrange coefficient `lambda_i` of a signer at zero over the
    /// session's signers (Section 4.2); [`Error::UnknownParticipant`] for a
    /// non-signer.
    pub fn lagrange_coefficient(&self, identifier: &Identifier<C>) -> Result<Scalar<C>, Error<C>> {
        match (self.position(identifier), self.equations()) {
            (Some(index), Some(equations)) if index < equations.lambdas.len() => {
                Ok(equations.lambdas[index])
            }
            _ => derive_interpolating_value(&self.package.signers(), identifier),
        }
    }

    /// The position of a signer in the package's order.
    fn position(&self, identifier: &Identifier<C>) -> Option<usize> {
        self.values.binding_factors.position(identifier)
    }

    fn equations(&self) -> Option<&Equations<C>> {
        self.coordinator.as_ref()?.equations.as_ref()
    }

    /// `sign` (RFC 9591, Section 5.2):
    /// `z_i = d_i + e_i * rho_i + lambda_i * s_i * c`, with the nonces and the
    /// share negated as the session requires (BIP340 suites only).
    ///
    /// Consumes the nonces in every case, so they can never sign twice.
    /// `key_package` is the signer's own; a transformed session transforms
    /// it for this share only (the copy is zeroized when dropped). Before
    /// using the share, refuses
    /// - a key package for another group key than the session's
    ///   ([`Error::VerifyingKeyMismatch`], or the transform's own error,
    ///   such as [`Error::RandomizerMismatch`], after it failed to transform
    ///   it);
    /// - a package with fewer signers than the key's threshold
    ///   ([`Error::TooFewSigners`]);
    /// - a package without this signer's commitment
    ///   ([`Error::MissingCommitment`]), or with a commitment other than the
    ///   nonces' own ([`Error::IncorrectCommitment`]): a coordinator that
    ///   swapped it could otherwise learn a share computed for the wrong
    ///   nonces.
    ///
    /// Constant time in the nonces and the signing share.
    pub fn sign(
        &self,
        nonces: SigningNonces<C>,
        key_package: &KeyPackage<C>,
    ) -> Result<SignatureShare<C>, Error<C>> {
        let key_package = self.session_key_package(key_package)?;
        check_own_commitment(&self.package, &nonces, &key_package)?;
        self.values
            .sign(nonces, &key_package, |id| self.lagrange_coefficient(id))
    }

    /// The signer's key package under the session's key (transformed, or
    /// as given), refused if it is for another key.
    pub(crate) fn session_key_package<'a>(
        &self,
        key_package: &'a KeyPackage<C>,
    ) -> Result<Cow<'a, KeyPackage<C>>, Error<C>> {
        let (key_package, mismatch) = match &self.transform {
            Some(transform) => (
                Cow::Owned(transform.key_package(key_package)?),
                transform.mismatch(),
            ),
            None => (Cow::Borrowed(key_package), Error::VerifyingKeyMismatch),
        };
        if key_package.verifying_key() != &self.verifying_key {
            return Err(mismatch);
        }
        Ok(key_package)
    }

    /// Checks one signer's share as it arrives (Section 5.4), against the
    /// verifying share the session holds for it:
    /// `z_i * G == R_i + c * lambda_i * PK_i` with `R_i = D_i + rho_i * E_i`
    /// (both negated as the session requires). After the session is built,
    /// one variable-time multiscalar multiplication of three points
    /// (`z_i * G - rho_i * E_i - c * lambda_i * PK_i`) and one addition, whatever
    /// the number of signers.
    ///
    /// Fails with [`Error::InvalidSignatureShare`] naming the signer if the
    /// share is invalid, with [`Error::UnknownParticipant`] for a non-signer,
    /// and with [`Error::MissingVerifyingShares`] for a session built without
    /// the verifying shares ([`for_verifying_key`](Self::for_verifying_key)).
    /// Variable time: every input is public.
    pub fn verify_share(
        &self,
        identifier: &Identifier<C>,
        signature_share: &SignatureShare<C>,
    ) -> Result<(), Error<C>> {
        let unknown = Error::UnknownParticipant {
            identifier: *identifier,
        };
        let index = self.position(identifier).ok_or(unknown.clone())?;
        let view = self
            .coordinator
            .as_ref()
            .ok_or(Error::MissingVerifyingShares)?;
        match (&view.equations, view.verifying_shares.get(index)) {
            (Some(equations), _) => match equations.terms.get(index) {
                Some(terms) => check_share(identifier, terms, signature_share),
                None => Err(unknown),
            },
            (None, Some(share)) => self.verify_share_against(identifier, share, signature_share),
            (None, None) => Err(unknown),
        }
    }

    /// Checks one signer's share (Section 5.4) against a verifying share the
    /// caller supplies, e.g. from its own copy of the group's public key
    /// package (a transformed session transforms it first). Like
    /// [`verify_share`](Self::verify_share), except that the signer's
    /// Lagrange coefficient is computed for this call when the session does
    /// not hold it (`O(n)` field operations).
    pub fn verify_share_against(
        &self,
        identifier: &Identifier<C>,
        verifying_share: &VerifyingShare<C>,
        signature_share: &SignatureShare<C>,
    ) -> Result<(), Error<C>> {
        let transformed;
        let verifying_share = match &self.transform {
            Some(transform) => {
                transformed = transform.verifying_share(verifying_share)?;
                &transformed
            }
            None => verifying_share,
        };
        let lambda = self.lagrange_coefficient(identifier)?;
        let terms = self
            .values
            .share_terms(&self.package, identifier, &lambda, verifying_share)?;
        check_share(identifier, &terms, signature_share)
    }
}

/// A session is its own view as a plain session, so that generic code over
/// sessions that wrap one (e.g. a re-randomized session) takes it as is.
impl<C: Ciphersuite> AsRef<SigningSession<C>> for SigningSession<C> {
    fn as_ref(&self) -> &SigningSession<C> {
        self
    }
}

impl<C: Ciphersuite> core::fmt::Debug for SigningSession<C> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SigningSession")
            .field("signing_package", &self.package)
            .field("verifying_key", &self.verifying_key)
            .field("key_transform", &self.transform)
            .field("group_commitment", &self.values.group_commitment)
            .field("min_signers", &self.min_signers())
            .finish_non_exhaustive()
    }
}

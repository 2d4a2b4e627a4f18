//! Round two: signature shares (RFC 9591, Sections 5.2 and 5.4).

use core::fmt;

use ff::Field;
use group::Group;

use crate::Arithmetic;
use crate::binding_factor::BindingFactors;
use crate::challenge::compute_challenge;
use crate::element::EncodedElement;
use crate::group_commitment::compute_group_commitment;
use crate::keys::{KeyPackage, VerifyingShare};
use crate::polynomial::derive_interpolating_value;
use crate::round1::SigningNonces;
use crate::signature::{negate_if, normalize_commitment};
use crate::{
    Ciphersuite, Element, Error, Identifier, Scalar, ScalarBytes, SigningPackage, VerifyingKey,
};

/// A signer's share `z_i` of the signature, sent to the coordinator.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct SignatureShare<C: Ciphersuite>(Scalar<C>);

impl<C: Ciphersuite> SignatureShare<C> {
    /// Wraps a scalar as a signature share.
    pub fn new(scalar: Scalar<C>) -> Self {
        Self(scalar)
    }

    /// The share as a scalar.
    pub fn to_scalar(&self) -> Scalar<C> {
        self.0
    }

    /// `SerializeScalar(z_i)`.
    pub fn to_bytes(&self) -> ScalarBytes<C> {
        crate::serialize_scalar::<C>(&self.0)
    }

    /// Parses a canonical scalar encoding.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error<C>> {
        Ok(Self(C::deserialize_scalar(bytes)?))
    }
}

impl<C: Ciphersuite> fmt::Debug for SignatureShare<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SignatureShare(")?;
        crate::fmt_hex(f, self.to_bytes().as_ref())?;
        f.write_str(")")
    }
}

/// The values every participant of a signing session derives from the
/// package and the group key: binding factors, group commitment `R` and
/// challenge `c`, and the two signs of the session.
///
/// The signs are those of [`is_negated`](crate::signature_scheme::is_negated), always
/// positive for RFC 9591 suites. For BIP340, whose signatures stand for the
/// even-`y` points of `R` and `PK`: if `sum(D_i + rho_i * E_i)` has odd `y`,
/// the signature's `R` is its negation and every signer negates its nonces;
/// if `PK` has odd `y`, every signer negates its key share. [`sign`] and
/// [`verify_share_with`] apply both, so that share verification accepts
/// exactly the shares honest signers produce.
pub(crate) struct SessionValues<C: Ciphersuite> {
    pub(crate) binding_factors: BindingFactors<C>,
    /// `R` as the signature carries it (negated if `negate_nonces`).
    pub(crate) group_commitment: EncodedElement<C>,
    pub(crate) challenge: Scalar<C>,
    /// Whether signers use `-d_i`, `-e_i`. Public.
    negate_nonces: bool,
    /// Whether signers use `-s_i`. Public.
    negate_key: bool,
}

impl<C: Ciphersuite> SessionValues<C> {
    pub(crate) fn compute(
        package: &SigningPackage<C>,
        verifying_key: &VerifyingKey<C>,
    ) -> Result<Self, Error<C>> {
        let binding_factors = BindingFactors::compute(package, verifying_key);
        let (group_commitment, negate_nonces) =
            normalize_commitment(compute_group_commitment(package, &binding_factors)?)?;
        let challenge = compute_challenge::<C>(
            &group_commitment,
            verifying_key.encoded(),
            package.message(),
        );
        Ok(Self {
            binding_factors,
            group_commitment,
            challenge,
            negate_nonces,
            negate_key: crate::signature_scheme::is_negated::<C>(verifying_key.encoded().bytes()),
        })
    }

    /// The binding factor of a signer of the package.
    pub(crate) fn binding_factor(&self, identifier: &Identifier<C>) -> Result<Scalar<C>, Error<C>> {
        self.binding_factors
            .get(identifier)
            .copied()
            .ok_or(Error::MissingCommitment {
                identifier: *identifier,
            })
    }
}

/// `sign(identifier, sk_i, group_public_key, nonce_i, msg, commitment_list)`
/// (RFC 9591, Section 5.2):
/// `z_i = d_i + e_i * rho_i + lambda_i * s_i * c`, with the nonces and the
/// share negated as the session requires (BIP340 suites only; see
/// [`is_negated`](crate::signature_scheme::is_negated)).
///
/// Consumes the nonces, so they cannot sign twice. Before using the share,
/// refuses a package that
/// - has fewer signers than the key's threshold ([`Error::TooFewSigners`]);
/// - lacks this signer's commitment ([`Error::MissingCommitment`]);
/// - carries, for this signer, a commitment other than the nonces' own
///   ([`Error::IncorrectCommitment`]): a coordinator that swapped it could
///   otherwise learn a share computed for the wrong nonces.
///
/// Identity commitments cannot occur: [`SigningCommitments`](crate::round1::SigningCommitments)
/// refuses them when built or decoded.
pub fn sign<C: Ciphersuite>(
    signing_package: &SigningPackage<C>,
    nonces: SigningNonces<C>,
    key_package: &KeyPackage<C>,
) -> Result<SignatureShare<C>, Error<C>> {
    let identifier = *key_package.identifier();
    signing_package.check_signer_count(key_package.min_signers())?;
    let own = signing_package
        .signing_commitment(&identifier)
        .ok_or(Error::MissingCommitment { identifier })?;
    if own != nonces.commitments() {
        return Err(Error::IncorrectCommitment { identifier });
    }

    let session = SessionValues::compute(signing_package, key_package.verifying_key())?;
    let rho = session.binding_factor(&identifier)?;
    let lambda = derive_interpolating_value(&signing_package.signers(), &identifier)?;

    // Secret arithmetic: field operations and constant-time selections only.
    let nonce_share = negate_if::<C>(
        nonces.hiding.0 + nonces.binding.0 * rho,
        session.negate_nonces,
    );
    let key_share = negate_if::<C>(key_package.signing_share().to_scalar(), session.negate_key);
    let share = nonce_share + lambda * key_share * session.challenge;
    // Public once computed: the share is sent to the coordinator.
    frost_ct::declassify(&share);
    Ok(SignatureShare(share))
}

/// `verify_signature_share(PK_i, comm_i, sig_share_i, ...)` (RFC 9591,
/// Section 5.4): checks `z_i * G == D_i + rho_i * E_i + (c * lambda_i) * PK_i`,
/// with `D_i + rho_i * E_i` and `PK_i` negated as in [`sign`].
///
/// A coordinator can call it as each share arrives, to act on a bad share
/// before all are in. Variable time: every input is public.
pub fn verify_signature_share<C: Ciphersuite>(
    identifier: &Identifier<C>,
    verifying_share: &VerifyingShare<C>,
    signature_share: &SignatureShare<C>,
    signing_package: &SigningPackage<C>,
    verifying_key: &VerifyingKey<C>,
) -> Result<(), Error<C>> {
    let session = SessionValues::compute(signing_package, verifying_key)?;
    let lambda = derive_interpolating_value(&signing_package.signers(), identifier)?;
    verify_share_with(
        &session,
        signing_package,
        identifier,
        &lambda,
        verifying_share,
        signature_share,
    )
}

/// The share check of Section 5.4 with the session values and the Lagrange
/// coefficient already computed, applying the session's signs like [`sign`]:
/// `z_i * G == +/-(D_i + rho_i * E_i) +/- (c * lambda_i) * PK_i`, as one
/// variable-time multiscalar multiplication (public data).
pub(crate) fn verify_share_with<C: Ciphersuite>(
    session: &SessionValues<C>,
    signing_package: &SigningPackage<C>,
    identifier: &Identifier<C>,
    lambda: &Scalar<C>,
    verifying_share: &VerifyingShare<C>,
    signature_share: &SignatureShare<C>,
) -> Result<(), Error<C>> {
    let ([a, b, c], [d, e, pk]) =
        session.share_terms(signing_package, identifier, lambda, verifying_share)?;
    // z_i * G - a * D_i - b * E_i - c * PK_i must be the identity.
    let difference = C::Arithmetic::vartime_multiscalar_mul(
        &[signature_share.0, -a, -b, -c],
        &[Element::<C>::generator(), d, e, pk],
    );
    if bool::from(difference.is_identity()) {
        Ok(())
    } else {
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![*identifier],
        })
    }
}

/// One signer's share equation terms: scalars `[a, b, c]` and points
/// `[D_i, E_i, PK_i]` ([`SessionValues::share_terms`]).
pub(crate) type ShareTerms<C> = ([Scalar<C>; 3], [Element<C>; 3]);

impl<C: Ciphersuite> SessionValues<C> {
    /// The right-hand side of signer `identifier`'s share equation (RFC 9591,
    /// Section 5.4) as scalars `[a, b, c]` and points `[D_i, E_i, PK_i]`:
    /// a valid share satisfies `z_i * G == a * D_i + b * E_i + c * PK_i`, with
    /// `a = +/-1`, `b = +/-rho_i` (negated when the session negates the
    /// nonces) and `c = +/-(c * lambda_i)` (negated when it negates the key).
    /// Public data: the signs are branched on.
    pub(crate) fn share_terms(
        &self,
        signing_package: &SigningPackage<C>,
        identifier: &Identifier<C>,
        lambda: &Scalar<C>,
        verifying_share: &VerifyingShare<C>,
    ) -> Result<ShareTerms<C>, Error<C>> {
        let commitments =
            signing_package
                .signing_commitment(identifier)
                .ok_or(Error::MissingCommitment {
                    identifier: *identifier,
                })?;
        let rho = self.binding_factor(identifier)?;
        let (nonce_sign, key_sign) = (
            if self.negate_nonces {
                -Scalar::<C>::ONE
            } else {
                Scalar::<C>::ONE
            },
            if self.negate_key {
                -Scalar::<C>::ONE
            } else {
                Scalar::<C>::ONE
            },
        );
        Ok((
            [
                nonce_sign,
                nonce_sign * rho,
                key_sign * self.challenge * lambda,
            ],
            [
                commitments.hiding(),
                commitments.binding(),
                verifying_share.to_element(),
            ],
        ))
    }
}

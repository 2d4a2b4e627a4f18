//! The public values of one signing session (RFC 9591, Sections 4.4 to 4.6)
//! and the signs BIP340 suites apply to them.

use ff::Field;

use crate::binding_factor::BindingFactors;
use crate::challenge::compute_challenge;
use crate::culprit_search::ShareTerms;
use crate::element::EncodedElement;
use crate::group_commitment::compute_group_commitment;
use crate::keys::{KeyPackage, VerifyingShare};
use crate::round1::SigningNonces;
use crate::signature::{negate_if, normalize_commitment};
use crate::signature_share::SignatureShare;
use crate::{Ciphersuite, Error, Identifier, Scalar, SigningPackage, VerifyingKey};

/// The values every participant of a signing session derives from the
/// package and the group key: binding factors, group commitment `R` and
/// challenge `c`, and the two signs of the session.
///
/// The signs are those of [`is_negated`](crate::signature_scheme::is_negated),
/// always positive for RFC 9591 suites. For BIP340, whose signatures stand
/// for the even-`y` points of `R` and `PK`: if `sum(D_i + rho_i * E_i)` has
/// odd `y`, the signature's `R` is its negation and every signer negates its
/// nonces; if `PK` has odd `y`, every signer negates its key share. Signing
/// and share verification apply both, so that share verification accepts
/// exactly the shares honest signers produce.
pub(crate) struct SessionValues<C: Ciphersuite> {
    pub(crate) binding_factors: BindingFactors<C>,
    /// `R` as the signature carries it (negated if `negate_nonces`).
    pub(crate) group_commitment: EncodedElement<C>,
    pub(crate) challenge: Scalar<C>,
    /// Whether signers use `-d_i`, `-e_i`. Public.
    pub(crate) negate_nonces: bool,
    /// Whether signers use `-s_i`. Public.
    pub(crate) negate_key: bool,
}

impl<C: Ciphersuite> SessionValues<C> {
    /// Binding factors (Section 4.4), group commitment (Section 4.5) and
    /// challenge (Section 4.6) of `package` under the group key
    /// `verifying_key`. Fails with [`Error::IdentityElement`] if the group
    /// commitment is the identity. Variable time: every input is public.
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

    /// `z_i = d_i + e_i * rho_i + lambda_i * s_i * c` (RFC 9591, Section 5.2),
    /// negated as the session requires, once the caller has checked the key
    /// package and the commitment; `lambda` gives `lambda_i` (asked for after
    /// `rho_i` was found). Constant time in the nonces and the signing share.
    pub(crate) fn sign(
        &self,
        nonces: SigningNonces<C>,
        key_package: &KeyPackage<C>,
        lambda: impl FnOnce(&Identifier<C>) -> Result<Scalar<C>, Error<C>>,
    ) -> Result<SignatureShare<C>, Error<C>> {
        let identifier = key_package.identifier();
        let rho = self.binding_factor(identifier)?;
        let lambda = lambda(identifier)?;
        // Secret arithmetic: field operations and constant-time selections only.
        let nonce_share =
            negate_if::<C>(nonces.hiding.0 + nonces.binding.0 * rho, self.negate_nonces);
        let key_share = negate_if::<C>(key_package.signing_share().to_scalar(), self.negate_key);
        let share = nonce_share + lambda * key_share * self.challenge;
        // Public once computed: the share is sent to the coordinator.
        frost_ct::declassify(&share);
        Ok(SignatureShare::new(share))
    }

    /// `-1` if `negate`, else `1`. Public signs only.
    fn sign_of(negate: bool) -> Scalar<C> {
        if negate {
            -Scalar::<C>::ONE
        } else {
            Scalar::<C>::ONE
        }
    }

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
        let nonce_sign = Self::sign_of(self.negate_nonces);
        let key_sign = Self::sign_of(self.negate_key);
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

//! Group commitment computation (RFC 9591, Section 4.5).

use alloc::vec::Vec;

use group::Group;

use crate::binding_factor::BindingFactors;
use crate::element::EncodedElement;
use crate::{Ciphersuite, Element, Error, SigningPackage};

/// `compute_group_commitment(commitment_list, binding_factor_list)`:
/// `R = sum(D_i + rho_i * E_i)`.
///
/// Variable time: commitments and binding factors are public. The binding
/// commitments go through one multiscalar multiplication, the hiding ones are
/// added beside it, split with it over the same pieces.
///
/// Fails if `R` is the identity (which `SerializeElement` refuses); honest
/// signers produce it with negligible probability.
pub(crate) fn compute_group_commitment<C: Ciphersuite>(
    package: &SigningPackage<C>,
    binding_factors: &BindingFactors<C>,
) -> Result<EncodedElement<C>, Error<C>> {
    let commitments = package.signing_commitments();
    let hiding_points: Vec<Element<C>> = commitments.values().map(|c| c.hiding()).collect();
    let binding_points: Vec<Element<C>> = commitments.values().map(|c| c.binding()).collect();
    let rhos: Vec<_> = binding_factors.scalars().copied().collect();
    let r = crate::parallel::vartime_multiscalar_mul_with::<C>(
        &rhos,
        &binding_points,
        &hiding_points,
        1,
    );
    if bool::from(r.is_identity()) {
        return Err(Error::IdentityElement);
    }
    Ok(EncodedElement::new(r)?)
}

//! Naming every invalid signature share (RFC 9591, Section 5.4) without one
//! separate check per signer.
//!
//! Signer `i`'s share is valid when `X_i = z_i * G - sum_k(a_ik * P_ik)` is
//! the identity, where `sum_k(a_ik * P_ik) = D_i + rho_i * E_i +
//! c * lambda_i * PK_i` (with the signs of the session, see
//! [`SessionValues::share_terms`]). With weights `w_i`, the sum
//! `S(A) = sum over i in A of w_i * X_i` is one variable-time multiscalar
//! multiplication for any set `A` of signers, and `S` is additive:
//! `S(A) = S(left) + S(right)` for the two halves of `A`. The whole set is
//! known to fail when the search starts (the aggregate did not verify), so it
//! computes `S` of both halves of the signers, and for every set whose `S` is
//! not the identity it computes `S(left)` and derives `S(right)` by a
//! subtraction, down to single signers. A single signer's `S({i}) = w_i * X_i`
//! is the identity exactly when its share is valid (`w_i` is not zero), so no
//! valid share is ever named. With one bad share among `t`, this costs about
//! `3t + 3t/4 + 3t/8 + ... = 4.5t` points in `log2(t)` multiplications,
//! instead of `t` separate checks.
//!
//! **Soundness.** A set containing invalid shares can only look valid if
//! their weighted sum cancels. The weights are 128-bit integers derived from
//! a hash of every input of the check (shares, commitments, verifying shares,
//! message, group key) after all of them are fixed: modelling the hash as a
//! random oracle, a cancellation has probability at most `2^-128` per hash
//! evaluation an attacker can afford (see [`BatchWeights`]). Every element
//! involved is in the prime-order group, having been decoded with the
//! suite's checks or computed from such elements.
//!
//! Variable time: every value here is public.

use alloc::vec::Vec;

use ff::Field;
use group::Group;

use crate::keys::PublicKeyPackage;
use crate::keys::dkg::BatchWeights;
use crate::polynomial::interpolating_values;
use crate::round2::{SessionValues, SignatureShare};
use crate::{Ciphersuite, Element, Error, Identifier, Scalar, SigningPackage};

/// One signer's equation `z_i * G == sum_k(a_k * P_k)`, weighted by `w_i`.
struct ShareEquation<C: Ciphersuite> {
    identifier: Identifier<C>,
    weight: Scalar<C>,
    z: Scalar<C>,
    scalars: [Scalar<C>; 3],
    points: [Element<C>; 3],
}

/// Every signer whose share fails the check of Section 5.4, in ascending
/// order of identifier. The caller has checked that every signer has a share
/// and a verifying share.
pub(super) fn find_culprits<C: Ciphersuite>(
    signing_package: &SigningPackage<C>,
    signature_shares: &alloc::collections::BTreeMap<Identifier<C>, SignatureShare<C>>,
    public_key_package: &PublicKeyPackage<C>,
    session: &SessionValues<C>,
) -> Result<Vec<Identifier<C>>, Error<C>> {
    let signers = signing_package.signers();
    let lambdas = interpolating_values(&signers)?;
    let mut weights = weights_for(signing_package, signature_shares, public_key_package);

    let mut equations = Vec::with_capacity(signers.len());
    for (identifier, lambda) in signers.iter().zip(&lambdas) {
        let verifying_share = public_key_package
            .verifying_shares()
            .get(identifier)
            .ok_or(Error::UnknownParticipant {
                identifier: *identifier,
            })?;
        let share = signature_shares
            .get(identifier)
            .ok_or(Error::MissingSignatureShares {
                identifiers: alloc::vec![*identifier],
            })?;
        let (scalars, points) =
            session.share_terms(signing_package, identifier, lambda, verifying_share)?;
        let mut weight = weights.next_weight();
        if bool::from(weight.is_zero()) {
            weight = Scalar::<C>::ONE;
        }
        equations.push(ShareEquation {
            identifier: *identifier,
            weight,
            z: share.to_scalar(),
            scalars,
            points,
        });
    }

    // The whole set is known to fail (the aggregate did not verify), so the
    // search starts from both halves, each computed directly: cheaper than
    // computing the sum of the whole set to derive one half from it.
    let mut culprits = Vec::new();
    let (left, right) = equations.split_at(equations.len() / 2);
    for half in [left, right] {
        if !half.is_empty() {
            search(half, weighted_sum(half), &mut culprits);
        }
    }
    Ok(culprits)
}

/// The weights, from a hash of every input of the check.
fn weights_for<C: Ciphersuite>(
    signing_package: &SigningPackage<C>,
    signature_shares: &alloc::collections::BTreeMap<Identifier<C>, SignatureShare<C>>,
    public_key_package: &PublicKeyPackage<C>,
) -> BatchWeights<C> {
    let share_bytes: Vec<_> = signature_shares
        .values()
        .map(SignatureShare::to_bytes)
        .collect();
    let commitment_bytes: Vec<_> = signing_package
        .signing_commitments()
        .values()
        .map(|commitments| commitments.to_bytes())
        .collect();
    let verifying_share_bytes: Vec<_> = signing_package
        .signing_commitments()
        .keys()
        .filter_map(|identifier| public_key_package.verifying_shares().get(identifier))
        .map(|share| share.to_bytes())
        .collect();
    let verifying_key = public_key_package.verifying_key().to_bytes();
    let mut inputs: Vec<&[u8]> = Vec::with_capacity(
        2 + share_bytes.len() + commitment_bytes.len() + verifying_share_bytes.len(),
    );
    inputs.push(verifying_key.as_ref());
    inputs.push(signing_package.message());
    inputs.extend(share_bytes.iter().map(AsRef::as_ref));
    inputs.extend(commitment_bytes.iter().map(Vec::as_slice));
    inputs.extend(verifying_share_bytes.iter().map(AsRef::as_ref));
    BatchWeights::new(b"signature share weights", &inputs)
}

/// `S(A) = sum over the equations of w_i * (z_i * G - sum_k(a_ik * P_ik))`.
fn weighted_sum<C: Ciphersuite>(equations: &[ShareEquation<C>]) -> Element<C> {
    let mut scalars = Vec::with_capacity(3 * equations.len() + 1);
    let mut points = Vec::with_capacity(3 * equations.len() + 1);
    let mut z = Scalar::<C>::ZERO;
    for equation in equations {
        z += equation.weight * equation.z;
        for (scalar, point) in equation.scalars.iter().zip(&equation.points) {
            scalars.push(-(equation.weight * scalar));
            points.push(*point);
        }
    }
    scalars.push(z);
    points.push(Element::<C>::generator());
    C::vartime_multiscalar_mul(&scalars, &points)
}

/// Appends the signers of `equations` whose share is invalid, given the
/// weighted sum `sum` of all of them.
fn search<C: Ciphersuite>(
    equations: &[ShareEquation<C>],
    sum: Element<C>,
    culprits: &mut Vec<Identifier<C>>,
) {
    if bool::from(sum.is_identity()) {
        return;
    }
    if let [equation] = equations {
        culprits.push(equation.identifier);
        return;
    }
    let (left, right) = equations.split_at(equations.len() / 2);
    let left_sum = weighted_sum(left);
    search(left, left_sum, culprits);
    search(right, sum - left_sum, culprits);
}

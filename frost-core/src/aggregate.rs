//! Signature share aggregation (RFC 9591, Section 5.3) with identifiable abort
//! (Section 5.4).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use ff::Field;

use crate::keys::PublicKeyPackage;
use crate::round2::{SessionValues, SignatureShare};
use crate::{Ciphersuite, Error, Identifier, Scalar, Signature, SigningPackage};

pub(crate) mod culprits;

/// `aggregate(commitment_list, msg, group_public_key, sig_shares)`: sums the
/// shares into `(R, z)` and returns the signature once it verifies under the
/// group key.
///
/// Only when the sum does not verify are the shares checked (Section 5.4),
/// in batches that are halved down to the invalid shares, so the common
/// honest case costs a single verification; the error then names **every**
/// signer whose share is invalid.
///
/// Fails, naming the participants concerned, if the package has fewer signers
/// than the threshold, a signer has no verifying share in `public_key_package`,
/// shares are missing for some signers, or shares came from non-signers.
pub fn aggregate<C: Ciphersuite>(
    signing_package: &SigningPackage<C>,
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
    public_key_package: &PublicKeyPackage<C>,
) -> Result<Signature<C>, Error<C>> {
    signing_package.check_signer_count(public_key_package.min_signers())?;
    let commitments = signing_package.signing_commitments();
    if let Some(identifier) = commitments
        .keys()
        .find(|id| !public_key_package.verifying_shares().contains_key(id))
    {
        return Err(Error::UnknownParticipant {
            identifier: *identifier,
        });
    }
    let unexpected: Vec<Identifier<C>> = signature_shares
        .keys()
        .filter(|id| !commitments.contains_key(id))
        .copied()
        .collect();
    if !unexpected.is_empty() {
        return Err(Error::UnexpectedSignatureShares {
            identifiers: unexpected,
        });
    }
    let missing: Vec<Identifier<C>> = commitments
        .keys()
        .filter(|id| !signature_shares.contains_key(id))
        .copied()
        .collect();
    if !missing.is_empty() {
        return Err(Error::MissingSignatureShares {
            identifiers: missing,
        });
    }

    let verifying_key = public_key_package.verifying_key();
    let session = SessionValues::compute(signing_package, verifying_key)?;
    let z: Scalar<C> = signature_shares
        .values()
        .fold(Scalar::<C>::ZERO, |acc, share| acc + share.to_scalar());
    let signature = Signature::from_parts(session.group_commitment, z);
    let difference = verifying_key.verification_difference(&signature, &session.challenge);
    if C::is_identity_for_verification(&difference) {
        return Ok(signature);
    }

    let culprits = culprits::find_culprits(
        signing_package,
        signature_shares,
        public_key_package,
        &session,
        &difference,
    )?;
    if culprits.is_empty() {
        // Every share is valid yet the sum is not: the verifying shares are
        // inconsistent with the group key.
        return Err(Error::InvalidSignature);
    }
    Err(Error::InvalidSignatureShare { culprits })
}

//! The checks of a signing session's inputs: the package against a
//! signer's nonces and key, the set of shares against the signers, and one
//! share against its equation (RFC 9591, Sections 5.2 to 5.4).

use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use ff::Field;
use group::Group;

use crate::Arithmetic;
use crate::culprit_search::ShareTerms;
use crate::keys::KeyPackage;
use crate::round1::SigningNonces;
use crate::signature_share::SignatureShare;
use crate::{Ciphersuite, Element, Error, Identifier, Scalar, SigningPackage};

/// The checks [`SigningSession::sign`](super::SigningSession::sign) makes before it uses the key share:
/// enough signers for the key's threshold, and this signer's commitment in
/// the package, unaltered.
pub(crate) fn check_own_commitment<C: Ciphersuite>(
    package: &SigningPackage<C>,
    nonces: &SigningNonces<C>,
    key_package: &KeyPackage<C>,
) -> Result<(), Error<C>> {
    let identifier = *key_package.identifier();
    package.check_signer_count(key_package.min_signers())?;
    let own = package
        .signing_commitment(&identifier)
        .ok_or(Error::MissingCommitment { identifier })?;
    if own != nonces.commitments() {
        return Err(Error::IncorrectCommitment { identifier });
    }
    Ok(())
}

/// Refuses shares from non-signers ([`Error::UnexpectedSignatureShares`])
/// and missing shares ([`Error::MissingSignatureShares`]), naming all of
/// them.
pub(crate) fn check_share_set<C: Ciphersuite>(
    package: &SigningPackage<C>,
    signature_shares: &BTreeMap<Identifier<C>, SignatureShare<C>>,
) -> Result<(), Error<C>> {
    let commitments = package.signing_commitments();
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
    Ok(())
}

/// `z_i * G - b * E_i - c * PK_i == a * D_i` for the terms of
/// [`SessionValues::share_terms`](super::SessionValues::share_terms), with
/// `a = +/-1`: one variable-time multiscalar multiplication of three points
/// and an addition (public data). The hiding commitment `D_i` is added
/// rather than multiplied by its unit factor, which saves a quarter of the
/// four-point multiplication's work.
pub(super) fn check_share<C: Ciphersuite>(
    identifier: &Identifier<C>,
    ([a, b, c], [d, e, pk]): &ShareTerms<C>,
    signature_share: &SignatureShare<C>,
) -> Result<(), Error<C>> {
    let left = C::Arithmetic::vartime_multiscalar_mul(
        &[signature_share.to_scalar(), -*b, -*c],
        &[Element::<C>::generator(), *e, *pk],
    );
    // `a` is public and is one or minus one.
    let right = if *a == Scalar::<C>::ONE { *d } else { -*d };
    if left == right {
        Ok(())
    } else {
        Err(Error::InvalidSignatureShare {
            culprits: alloc::vec![*identifier],
        })
    }
}

//! Round two: signature shares (RFC 9591, Sections 5.2 and 5.4), as thin
//! front-ends over a signing session's values derived for the one call.

use crate::keys::{KeyPackage, VerifyingShare};
use crate::polynomial::derive_interpolating_value;
use crate::round1::SigningNonces;
use crate::signing_session::{SessionValues, check_own_commitment};
use crate::{Ciphersuite, Error, Identifier, SigningPackage, SigningSession, VerifyingKey};

pub use crate::signature_share::SignatureShare;

/// `sign(identifier, sk_i, group_public_key, nonce_i, msg, commitment_list)`
/// (RFC 9591, Section 5.2):
/// `z_i = d_i + e_i * rho_i + lambda_i * s_i * c`, with the nonces and the
/// share negated as the session requires (BIP340 suites only; see
/// [`is_negated`](crate::signature_scheme::is_negated)).
///
/// Consumes the nonces, so they cannot sign twice, **even when it refuses the
/// package**: the refusal means the coordinator sent something unexpected,
/// and a retry with the same nonces against a corrected package would risk
/// two shares for one nonce pair under different challenges, from which
/// anyone holding both recovers the signing share. After an error, commit to
/// fresh nonces. Before using the share, refuses a package that
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
    // The package's checks come first; the values are derived for this one
    // share, without copying the package into a session.
    check_own_commitment(signing_package, &nonces, key_package)?;
    SessionValues::compute(signing_package, key_package.verifying_key())?.sign(
        nonces,
        key_package,
        |identifier| derive_interpolating_value(&signing_package.signers(), identifier),
    )
}

/// `verify_signature_share(PK_i, comm_i, sig_share_i, ...)` (RFC 9591,
/// Section 5.4): checks `z_i * G == D_i + rho_i * E_i + (c * lambda_i) * PK_i`,
/// with `D_i + rho_i * E_i` and `PK_i` negated as in [`sign`].
///
/// Derives the whole session for one check: a coordinator that checks every
/// share as it arrives builds a [`SigningSession`] once and calls
/// [`SigningSession::verify_share`] instead. Variable time: every input is
/// public.
pub fn verify_signature_share<C: Ciphersuite>(
    identifier: &Identifier<C>,
    verifying_share: &VerifyingShare<C>,
    signature_share: &SignatureShare<C>,
    signing_package: &SigningPackage<C>,
    verifying_key: &VerifyingKey<C>,
) -> Result<(), Error<C>> {
    SigningSession::for_verifying_key(signing_package, verifying_key)?.verify_share_against(
        identifier,
        verifying_share,
        signature_share,
    )
}

#[cfg(all(test, feature = "parallel"))]
mod tests;

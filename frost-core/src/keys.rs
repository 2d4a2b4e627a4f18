//! Key shares and trusted-dealer key generation (RFC 9591, Appendix C).
//!
//! A dealer picks a random polynomial `f` of degree `min_signers - 1` whose
//! constant term is the group signing key, gives participant `i` the share
//! `f(i)` (Shamir, Appendix C.1) and publishes commitments to the coefficients
//! (Feldman VSS, Appendix C.2) so that each participant can check its share.

use crate::{Ciphersuite, Error, Identifier};

pub mod dkg;
mod normalize;
pub mod refresh;
pub mod repairable;
pub mod reshare;
pub mod tweak;
pub mod vss;

mod dealer;
mod key_package;
mod public_key_package;
mod secret_share;
mod share;

#[cfg(feature = "test-helpers")]
pub use dealer::split_with_coefficients;
pub use dealer::{DealtKey, IdentifierList, generate_with_dealer, reconstruct, split};
pub use key_package::KeyPackage;
pub use public_key_package::PublicKeyPackage;
pub use secret_share::SecretShare;
pub use share::{SigningShare, VerifyingShare};
pub use vss::VerifiableSecretSharingCommitment;

/// Fails with the first identifier that occurs twice.
pub(crate) fn check_distinct<C: Ciphersuite>(
    identifiers: &[Identifier<C>],
) -> Result<(), Error<C>> {
    let mut sorted = identifiers.to_vec();
    sorted.sort_unstable();
    match sorted.windows(2).find(|pair| pair[0] == pair[1]) {
        Some(pair) => Err(Error::DuplicatedIdentifier {
            identifier: pair[0],
        }),
        None => Ok(()),
    }
}

/// Checks `2 <= min_signers <= max_signers`.
pub(crate) fn validate_num_of_signers<C: Ciphersuite>(
    min_signers: u16,
    max_signers: u16,
) -> Result<(), Error<C>> {
    if max_signers < 2 {
        return Err(Error::InvalidMaxSigners);
    }
    if min_signers < 2 || min_signers > max_signers {
        return Err(Error::InvalidMinSigners);
    }
    Ok(())
}

//! The checks of a key generation's parameters that every protocol shares:
//! the thresholds (RFC 9591, Appendix C: `2 <= MIN_PARTICIPANTS <=
//! MAX_PARTICIPANTS`) and distinct identifiers.

use alloc::vec::Vec;

use frost_core::{Ciphersuite, Error, Identifier};

/// Fails with the first identifier that occurs twice.
pub(crate) fn check_distinct<C: Ciphersuite>(
    identifiers: &[Identifier<C>],
) -> Result<(), Error<C>> {
    let mut sorted: Vec<Identifier<C>> = identifiers.to_vec();
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

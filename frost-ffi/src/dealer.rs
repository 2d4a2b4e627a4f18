//! Trusted-dealer key generation (RFC 9591, Appendix C): `generate` and
//! `split`, and the participant's first step, the key package from its
//! secret share.

use frost_core::keys::KeyPackage;
use frost_core::{Identifier, SigningKey};
use frost_keygen::{IdentifierList, SecretShare};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::list;
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};

/// A dealing: a fresh key or the given one, split among the identifiers.
struct Deal<'a> {
    signing_key: Option<&'a [u8]>,
    min_signers: u16,
    max_signers: u16,
    identifiers: &'a [u8],
    shares_out: Out<FrostBuffer>,
    public_out: Out<FrostBuffer>,
}

impl Task for Deal<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        // The empty input, not an empty list, asks for the default identifiers.
        let listed = match self.identifiers {
            [] => Vec::new(),
            bytes => list::decode(bytes, "identifiers")?,
        };
        let identifiers = listed
            .into_iter()
            .map(|bytes| decode(bytes, "identifiers", Identifier::<C>::deserialize))
            .collect::<Result<Vec<_>, _>>()?;
        let list = if identifiers.is_empty() {
            IdentifierList::Default
        } else {
            IdentifierList::Custom(&identifiers)
        };
        let mut rng = crate::rng::os();
        let (shares, public) = match self.signing_key {
            None => frost_keygen::generate_with_dealer::<C, _>(
                self.max_signers,
                self.min_signers,
                list,
                &mut rng,
            ),
            Some(bytes) => {
                let key = decode(bytes, "signing_key", SigningKey::<C>::deserialize)?;
                frost_keygen::split(&key, self.max_signers, self.min_signers, list, &mut rng)
            }
        }
        .map_err(|error| Failure::engine("dealing the key", error))?;
        let encoded: Vec<_> = shares.values().map(SecretShare::serialize).collect();
        self.shares_out.bytes(list::encode(&encoded));
        self.public_out.bytes(public.serialize());
        Ok(())
    }
}

/// Deals a fresh group key of suite `suite` (RFC 9591, Appendix C,
/// `trusted_dealer_keygen`) into `max_signers` shares, any `min_signers` of
/// which sign. `identifiers` is a list of `max_signers` distinct
/// `Identifier` messages, or empty (null, 0) for the identifiers 1 to
/// `max_signers`. Writes the list of `SecretShare` messages in ascending
/// identifier order (secret: send each to its participant only) and the
/// `PublicKeyPackage` message. Randomness: the operating system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_dealer_generate(
    suite: u8,
    min_signers: u16,
    max_signers: u16,
    identifiers: *const u8,
    identifiers_len: usize,
    secret_shares_out: *mut FrostBuffer,
    public_key_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let deal = unsafe {
            Deal {
                signing_key: None,
                min_signers,
                max_signers,
                identifiers: input(identifiers, identifiers_len, "identifiers")?,
                shares_out: Out::buffer(secret_shares_out, "secret_shares_out")?,
                public_out: Out::buffer(public_key_package_out, "public_key_package_out")?,
            }
        };
        suite::run(suite, deal)
    })
}

/// Splits an existing key, a `SigningKey` message, as
/// [`frost_dealer_generate`] splits a fresh one (RFC 9591, Appendix C.1);
/// the suite is the key's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_dealer_split(
    signing_key: *const u8,
    signing_key_len: usize,
    min_signers: u16,
    max_signers: u16,
    identifiers: *const u8,
    identifiers_len: usize,
    secret_shares_out: *mut FrostBuffer,
    public_key_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let deal = unsafe {
            Deal {
                signing_key: Some(input(signing_key, signing_key_len, "signing_key")?),
                min_signers,
                max_signers,
                identifiers: input(identifiers, identifiers_len, "identifiers")?,
                shares_out: Out::buffer(secret_shares_out, "secret_shares_out")?,
                public_out: Out::buffer(public_key_package_out, "public_key_package_out")?,
            }
        };
        let key = deal.signing_key.unwrap_or_default();
        suite::run(suite::of(key, "signing_key")?, deal)
    })
}

struct FromShare<'a> {
    share: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for FromShare<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let share = decode(self.share, "secret_share", SecretShare::<C>::deserialize)?;
        let key = KeyPackage::try_from(share)
            .map_err(|error| Failure::engine("checking the secret share", error))?;
        self.out.secret(key.serialize());
        Ok(())
    }
}

/// The participant's `KeyPackage` message (secret) from its `SecretShare`
/// message, after checking the share against the dealer's commitment
/// (RFC 9591, Appendix C.2, `vss_verify`).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_key_package_from_secret_share(
    secret_share: *const u8,
    secret_share_len: usize,
    key_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            FromShare {
                share: input(secret_share, secret_share_len, "secret_share")?,
                out: Out::buffer(key_package_out, "key_package_out")?,
            }
        };
        suite::run(suite::of(task.share, "secret_share")?, task)
    })
}

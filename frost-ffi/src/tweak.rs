//! Key tweaks: an additive tweak `t` (keys `Y + t*G`, shares `s_i + t`), a
//! BIP32-style child derived from a path, and the BIP341 Taproot tweak, each
//! applied alike by every participant to its key package and by the
//! coordinator to the public key package.

use frost_core::Ciphersuite;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::serialization::MessageType;
use zeroize::Zeroizing;

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};

/// `tweak` is a scalar in the suite's canonical encoding (`SerializeScalar`,
/// no header): the keys become `Y + tweak * G`, the shares `s_i + tweak`.
pub const FROST_TWEAK_ADD: u8 = 1;
/// `tweak` is a derivation path (any bytes): the additive tweak derived from
/// the group key and the path, as the engine's `derive_child` does
/// (non-hardened, BIP32-style: anyone with the group key derives the child
/// key).
pub const FROST_TWEAK_DERIVE: u8 = 2;
/// secp256k1-tr only: the BIP341 tap tweak; `tweak` is empty (a key-path
/// only output) or the 32-byte merkle root of the script tree.
pub const FROST_TWEAK_TAPROOT: u8 = 3;

struct Tweak<'a> {
    package: &'a [u8],
    kind: u8,
    tweak: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Tweak<'_> {
    fn apply<C: Ciphersuite>(&self) -> Result<Zeroizing<Vec<u8>>, Failure> {
        let tweaking = |error| Failure::engine("tweaking the key", error);
        let scalar = || {
            C::deserialize_scalar(self.tweak)
                .map_err(|error| Failure::engine("tweak", frost_core::Error::<C>::from(error)))
        };
        if MessageType::of(self.package) == Some(MessageType::KeyPackage) {
            let key = decode(self.package, "key", KeyPackage::<C>::deserialize)?;
            let tweaked = match self.kind {
                FROST_TWEAK_ADD => key.tweak(&scalar()?),
                _ => key.derive_child(self.tweak),
            };
            Ok(tweaked.map_err(tweaking)?.serialize())
        } else {
            let public = decode(self.package, "key", PublicKeyPackage::<C>::deserialize)?;
            let tweaked = match self.kind {
                FROST_TWEAK_ADD => public.tweak(&scalar()?),
                _ => public.derive_child(self.tweak),
            };
            Ok(Zeroizing::new(tweaked.map_err(tweaking)?.serialize()))
        }
    }
}

impl Task for Tweak<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let tweaked = match self.kind {
            FROST_TWEAK_ADD | FROST_TWEAK_DERIVE => self.apply::<C>()?,
            FROST_TWEAK_TAPROOT => {
                let root = match self.tweak {
                    [] => None,
                    bytes => Some(<&[u8; 32]>::try_from(bytes).map_err(|_| {
                        Failure::new(
                            FrostStatus::FrostErrInvalidLength,
                            "tweak: a Taproot merkle root is 32 bytes (or empty for none)",
                        )
                    })?),
                };
                C::tap_tweak(self.package, root)?
            }
            other => {
                return Err(Failure::new(
                    FrostStatus::FrostErrInvalidParameter,
                    format!("tweak kind {other} is not FROST_TWEAK_ADD, _DERIVE or _TAPROOT"),
                ));
            }
        };
        self.out.secret(tweaked);
        Ok(())
    }
}

/// The tweaked `KeyPackage` (secret) or `PublicKeyPackage` of `key`, for
/// the tweak `kind` (`FROST_TWEAK_*`) with `tweak` as that kind reads it.
/// Every signer and the coordinator apply the same tweak; signatures then
/// verify under the tweaked group key. Taproot outside secp256k1-tr is
/// `FROST_ERR_UNSUPPORTED_BY_SUITE`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_key_tweak(
    key: *const u8,
    key_len: usize,
    kind: u8,
    tweak: *const u8,
    tweak_len: usize,
    tweaked_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Tweak {
                package: input(key, key_len, "key")?,
                kind,
                tweak: input(tweak, tweak_len, "tweak")?,
                out: Out::buffer(tweaked_out, "tweaked_out")?,
            }
        };
        suite::run(suite::of(task.package, "key")?, task)
    })
}

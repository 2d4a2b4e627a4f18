//! Identifiers (RFC 9591, Section 3.1: non-zero scalars) and the public
//! parts of keys that a caller needs to address messages: a participant's
//! identifier and the group's verifying key.

use frost_core::Identifier;
use frost_core::keys::{KeyPackage, PublicKeyPackage};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode};

/// How an identifier is made.
enum Source<'a> {
    /// The scalar `n`.
    Number(u16),
    /// The suite's identifier hash `HID` of `bytes`.
    Derived(&'a [u8]),
    /// The identifier of a `KeyPackage` message.
    OfKeyPackage(&'a [u8]),
}

struct MakeIdentifier<'a> {
    source: Source<'a>,
    out: Out<FrostBuffer>,
}

impl Task for MakeIdentifier<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let identifier = match self.source {
            Source::Number(n) => Identifier::<C>::try_from(n)
                .map_err(|error| Failure::engine("identifier", error))?,
            Source::Derived(bytes) => Identifier::<C>::derive(bytes)
                .map_err(|error| Failure::engine("deriving the identifier", error))?,
            Source::OfKeyPackage(bytes) => {
                *decode(bytes, "key_package", KeyPackage::<C>::deserialize)?.identifier()
            }
        };
        self.out.bytes(identifier.serialize());
        Ok(())
    }
}

/// The `Identifier` message of participant number `n` (the scalar `n`,
/// non-zero) in suite `suite`: the identifiers a default dealing gives.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_identifier(
    suite: u8,
    n: u16,
    identifier_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let out = unsafe { Out::buffer(identifier_out, "identifier_out")? };
        suite::run(
            suite,
            MakeIdentifier {
                source: Source::Number(n),
                out,
            },
        )
    })
}

/// The `Identifier` message derived from arbitrary bytes (a name, a public
/// key) by the suite's identifier hash `HID`, as the engine's
/// `Identifier::derive` does.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_identifier_derive(
    suite: u8,
    bytes: *const u8,
    bytes_len: usize,
    identifier_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            MakeIdentifier {
                source: Source::Derived(input(bytes, bytes_len, "bytes")?),
                out: Out::buffer(identifier_out, "identifier_out")?,
            }
        };
        suite::run(suite, task)
    })
}

/// The `Identifier` message of a `KeyPackage` message's participant.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_key_package_identifier(
    key_package: *const u8,
    key_package_len: usize,
    identifier_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let key_package = unsafe { input(key_package, key_package_len, "key_package")? };
        // SAFETY: as above.
        let out = unsafe { Out::buffer(identifier_out, "identifier_out")? };
        suite::run(
            suite::of(key_package, "key_package")?,
            MakeIdentifier {
                source: Source::OfKeyPackage(key_package),
                out,
            },
        )
    })
}

struct GroupKey<'a> {
    package: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for GroupKey<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let key = decode(
            self.package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        self.out.bytes(key.verifying_key().serialize());
        Ok(())
    }
}

/// The group's `VerifyingKey` message from a `PublicKeyPackage` message.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_public_key_package_verifying_key(
    public_key_package: *const u8,
    public_key_package_len: usize,
    verifying_key_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            GroupKey {
                package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
                out: Out::buffer(verifying_key_out, "verifying_key_out")?,
            }
        };
        suite::run(suite::of(task.package, "public_key_package")?, task)
    })
}

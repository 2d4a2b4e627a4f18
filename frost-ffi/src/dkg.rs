//! Distributed key generation (RFC 9591 leaves it out; this is the engine's
//! Pedersen DKG with proofs of knowledge, `frost_keygen::dkg`), in its
//! three parts. Secret packages stay with their participant, as secret
//! buffers; round-one packages are broadcast, round-two packages go to one
//! recipient each over a confidential, authenticated channel.

use frost_core::Identifier;
use frost_keygen::dkg::{self, round1, round2};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_map, encode_map};

struct Part1<'a> {
    identifier: &'a [u8],
    max_signers: u16,
    min_signers: u16,
    secret_out: Out<FrostBuffer>,
    package_out: Out<FrostBuffer>,
}

impl Task for Part1<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let identifier = decode(self.identifier, "identifier", Identifier::<C>::deserialize)?;
        let (secret, package) = dkg::part1(
            identifier,
            self.max_signers,
            self.min_signers,
            &mut crate::rng::os(),
        )
        .map_err(|error| Failure::engine("key generation, part 1", error))?;
        self.secret_out.secret(secret.serialize());
        self.package_out.bytes(package.serialize());
        Ok(())
    }
}

/// Part 1 for the participant with the `Identifier` message `identifier`
/// (whose suite is the key's) of a `min_signers`-of-`max_signers` group:
/// the round-one `SecretPackage` (secret: keep it for part 2) and the
/// round-one `Package` to broadcast to every other participant. Randomness:
/// the operating system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_dkg_part1(
    identifier: *const u8,
    identifier_len: usize,
    max_signers: u16,
    min_signers: u16,
    round1_secret_package_out: *mut FrostBuffer,
    round1_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Part1 {
                identifier: input(identifier, identifier_len, "identifier")?,
                max_signers,
                min_signers,
                secret_out: Out::buffer(round1_secret_package_out, "round1_secret_package_out")?,
                package_out: Out::buffer(round1_package_out, "round1_package_out")?,
            }
        };
        suite::run(suite::of(task.identifier, "identifier")?, task)
    })
}

struct Part2<'a> {
    secret: &'a [u8],
    round1_packages: &'a [u8],
    secret_out: Out<FrostBuffer>,
    packages_out: Out<FrostBuffer>,
}

impl Task for Part2<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let secret = decode(
            self.secret,
            "round1_secret_package",
            round1::SecretPackage::<C>::deserialize,
        )?;
        let received = decode_map(
            self.round1_packages,
            "round1_packages",
            round1::Package::<C>::deserialize,
        )?;
        let (secret, packages) = dkg::part2(secret, &received)
            .map_err(|error| Failure::engine("key generation, part 2", error))?;
        self.secret_out.secret(secret.serialize());
        self.packages_out
            .secret(encode_map(&packages, round2::Package::serialize));
        Ok(())
    }
}

/// Part 2: checks every other participant's round-one package (a map, see
/// "Lists", from `Identifier` to round-one `Package` messages, all but this
/// participant's own), naming every sender whose proof of knowledge fails,
/// and writes the round-two `SecretPackage` (secret, for part 3) and the
/// round-two packages, a map from each recipient's `Identifier` to its
/// `Package` (secret: send each to its recipient only).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_dkg_part2(
    round1_secret_package: *const u8,
    round1_secret_package_len: usize,
    round1_packages: *const u8,
    round1_packages_len: usize,
    round2_secret_package_out: *mut FrostBuffer,
    round2_packages_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Part2 {
                secret: input(
                    round1_secret_package,
                    round1_secret_package_len,
                    "round1_secret_package",
                )?,
                round1_packages: input(round1_packages, round1_packages_len, "round1_packages")?,
                secret_out: Out::buffer(round2_secret_package_out, "round2_secret_package_out")?,
                packages_out: Out::buffer(round2_packages_out, "round2_packages_out")?,
            }
        };
        suite::run(suite::of(task.secret, "round1_secret_package")?, task)
    })
}

struct Part3<'a> {
    secret: &'a [u8],
    round1_packages: &'a [u8],
    round2_packages: &'a [u8],
    key_out: Out<FrostBuffer>,
    public_out: Out<FrostBuffer>,
}

impl Task for Part3<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let secret = decode(
            self.secret,
            "round2_secret_package",
            round2::SecretPackage::<C>::deserialize,
        )?;
        let round1_packages = decode_map(
            self.round1_packages,
            "round1_packages",
            round1::Package::<C>::deserialize,
        )?;
        let round2_packages = decode_map(
            self.round2_packages,
            "round2_packages",
            round2::Package::<C>::deserialize,
        )?;
        let (key, public) = dkg::part3(&secret, &round1_packages, &round2_packages)
            .map_err(|error| Failure::engine("key generation, part 3", error))?;
        self.key_out.secret(key.serialize());
        self.public_out.bytes(public.serialize());
        Ok(())
    }
}

/// Part 3: from the round-two `SecretPackage`, the same round-one packages
/// as part 2 and the round-two packages received (a map from each sender's
/// `Identifier` to the `Package` it sent this participant), checks every
/// received share against its sender's commitment, naming every sender whose
/// share is invalid, and writes this participant's `KeyPackage` (secret) and
/// the group's `PublicKeyPackage`.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_dkg_part3(
    round2_secret_package: *const u8,
    round2_secret_package_len: usize,
    round1_packages: *const u8,
    round1_packages_len: usize,
    round2_packages: *const u8,
    round2_packages_len: usize,
    key_package_out: *mut FrostBuffer,
    public_key_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Part3 {
                secret: input(
                    round2_secret_package,
                    round2_secret_package_len,
                    "round2_secret_package",
                )?,
                round1_packages: input(round1_packages, round1_packages_len, "round1_packages")?,
                round2_packages: input(round2_packages, round2_packages_len, "round2_packages")?,
                key_out: Out::buffer(key_package_out, "key_package_out")?,
                public_out: Out::buffer(public_key_package_out, "public_key_package_out")?,
            }
        };
        suite::run(suite::of(task.secret, "round2_secret_package")?, task)
    })
}

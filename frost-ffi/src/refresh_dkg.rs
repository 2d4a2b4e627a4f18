//! Distributed proactive refresh (`frost_keygen::refresh::part1` to
//! `part3`): the participants refresh their shares of the unchanged group
//! key among themselves, with no dealer, in the three parts of a
//! distributed key generation whose polynomials have a zero constant term.
//! No single party learns another's increment, so unlike the dealer's
//! refresh (`refresh.rs`) nobody needs to be trusted not to collude with
//! holders of old shares. Round-one packages are broadcast; round-two
//! packages go to one recipient each over a confidential, authenticated
//! channel; secret packages stay with their participant, as secret buffers.

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_keygen::refresh::{self, round1, round2};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_map, encode_map};

struct Part1<'a> {
    key_package: &'a [u8],
    max_signers: u16,
    secret_out: Out<FrostBuffer>,
    package_out: Out<FrostBuffer>,
}

impl Task for Part1<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let key = decode(
            self.key_package,
            "key_package",
            KeyPackage::<C>::deserialize,
        )?;
        let (secret, package) = refresh::part1(&key, self.max_signers, &mut crate::rng::os())
            .map_err(|error| Failure::engine("distributed refresh, part 1", error))?;
        self.secret_out.secret(secret.serialize());
        self.package_out.bytes(package.serialize());
        Ok(())
    }
}

/// Part 1 of a distributed refresh among `max_signers` participants (at
/// least the group's threshold, which the refresh keeps) for the holder of
/// the `KeyPackage` message `key_package`: the refresh's round-one
/// `SecretPackage` (secret: keep it for part 2) and its round-one `Package`
/// to broadcast to every other participant of the refresh. Randomness: the
/// operating system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_refresh_part1(
    key_package: *const u8,
    key_package_len: usize,
    max_signers: u16,
    round1_secret_package_out: *mut FrostBuffer,
    round1_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Part1 {
                key_package: input(key_package, key_package_len, "key_package")?,
                max_signers,
                secret_out: Out::buffer(round1_secret_package_out, "round1_secret_package_out")?,
                package_out: Out::buffer(round1_package_out, "round1_package_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
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
        let (secret, packages) = refresh::part2(secret, &received)
            .map_err(|error| Failure::engine("distributed refresh, part 2", error))?;
        self.secret_out.secret(secret.serialize());
        self.packages_out
            .secret(encode_map(&packages, round2::Package::serialize));
        Ok(())
    }
}

/// Part 2 of a distributed refresh: checks every other participant's
/// round-one package (a map, see "Lists", from `Identifier` to the
/// refresh's round-one `Package` messages, all but this participant's own)
/// and writes the round-two `SecretPackage` (secret, for part 3) and the
/// round-two packages, a map from each recipient's `Identifier` to its
/// `Package` (secret: send each to its recipient only).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_refresh_part2(
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
    key_package: &'a [u8],
    public_key_package: &'a [u8],
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
        let key = decode(
            self.key_package,
            "key_package",
            KeyPackage::<C>::deserialize,
        )?;
        let public = decode(
            self.public_key_package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        let (key, public) =
            refresh::part3(&secret, &round1_packages, &round2_packages, &key, &public)
                .map_err(|error| Failure::engine("distributed refresh, part 3", error))?;
        self.key_out.secret(key.serialize());
        self.public_out.bytes(public.serialize());
        Ok(())
    }
}

/// Part 3 of a distributed refresh: from the round-two `SecretPackage`, the
/// same round-one packages as part 2, the round-two packages received (a
/// map from each sender's `Identifier` to the `Package` it sent this
/// participant) and this participant's current `KeyPackage` and
/// `PublicKeyPackage`, checks every received share against its sender's
/// commitment, naming every sender whose share is invalid, and writes the
/// refreshed `KeyPackage` (secret; the old one no longer combines with the
/// others' new ones) and the refreshed `PublicKeyPackage`, which lists only
/// the participants of the refresh and keeps the group key. Refuses a key
/// package of another participant or group, and a participant of the
/// refresh that is not in the group (named).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_refresh_part3(
    round2_secret_package: *const u8,
    round2_secret_package_len: usize,
    round1_packages: *const u8,
    round1_packages_len: usize,
    round2_packages: *const u8,
    round2_packages_len: usize,
    key_package: *const u8,
    key_package_len: usize,
    public_key_package: *const u8,
    public_key_package_len: usize,
    refreshed_key_package_out: *mut FrostBuffer,
    refreshed_public_key_package_out: *mut FrostBuffer,
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
                key_package: input(key_package, key_package_len, "key_package")?,
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
                key_out: Out::buffer(refreshed_key_package_out, "refreshed_key_package_out")?,
                public_out: Out::buffer(
                    refreshed_public_key_package_out,
                    "refreshed_public_key_package_out",
                )?,
            }
        };
        suite::run(suite::of(task.secret, "round2_secret_package")?, task)
    })
}

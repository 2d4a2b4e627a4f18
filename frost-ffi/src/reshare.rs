//! Resharing (`frost_keygen::reshare`): the unchanged group key handed
//! to a new set of participants with a new threshold, without ever
//! reconstructing it. Each dealer (a current holder in the agreed set `D`,
//! at least the old threshold) deals its Lagrange-weighted share; each new
//! participant checks every dealer's commitment against the old group's
//! public data and every sub-share against its commitment, and adds them up.
//!
//! Security preconditions: all dealers use the same set `D`; packages reach
//! every new participant through a broadcast (the same bytes for all);
//! sub-shares travel over confidential, authenticated channels; the new
//! participants take the old public key package from a trusted source and
//! compare their new ones before use.

use frost_core::Identifier;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_keygen::reshare::{self, SubShare};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_list, decode_map, encode_map};

struct Deal<'a> {
    key_package: &'a [u8],
    dealers: &'a [u8],
    new_identifiers: &'a [u8],
    new_min_signers: u16,
    package_out: Out<FrostBuffer>,
    sub_shares_out: Out<FrostBuffer>,
}

impl Task for Deal<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let key = decode(
            self.key_package,
            "key_package",
            KeyPackage::<C>::deserialize,
        )?;
        let dealers = decode_list(self.dealers, "dealers", Identifier::<C>::deserialize)?;
        let new_identifiers = decode_list(
            self.new_identifiers,
            "new_identifiers",
            Identifier::<C>::deserialize,
        )?;
        let (package, sub_shares) = reshare::part1(
            &key,
            &dealers,
            &new_identifiers,
            self.new_min_signers,
            &mut crate::rng::os(),
        )
        .map_err(|error| Failure::engine("resharing, part 1", error))?;
        self.package_out.bytes(package.serialize());
        self.sub_shares_out
            .secret(encode_map(&sub_shares, SubShare::serialize));
        Ok(())
    }
}

/// Resharing, part 1, run by each dealer with its `KeyPackage` message:
/// `dealers` is the list of the `Identifier` messages of the set `D` of
/// current holders taking part (this one included, the same list for all
/// dealers), `new_identifiers` the new group's, `new_min_signers` its
/// threshold. Writes the `ResharePackage` message to **broadcast** to every
/// new participant and a map (see "Lists") from each new participant's
/// `Identifier` to its `ReshareSubShare` message (secret: send each over a
/// confidential, authenticated channel). Randomness: the operating system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_reshare_part1(
    key_package: *const u8,
    key_package_len: usize,
    dealers: *const u8,
    dealers_len: usize,
    new_identifiers: *const u8,
    new_identifiers_len: usize,
    new_min_signers: u16,
    package_out: *mut FrostBuffer,
    sub_shares_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Deal {
                key_package: input(key_package, key_package_len, "key_package")?,
                dealers: input(dealers, dealers_len, "dealers")?,
                new_identifiers: input(new_identifiers, new_identifiers_len, "new_identifiers")?,
                new_min_signers,
                package_out: Out::buffer(package_out, "package_out")?,
                sub_shares_out: Out::buffer(sub_shares_out, "sub_shares_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
    })
}

struct Receive<'a> {
    identifier: &'a [u8],
    new_identifiers: &'a [u8],
    new_min_signers: u16,
    public_key_package: &'a [u8],
    packages: &'a [u8],
    sub_shares: &'a [u8],
    key_out: Out<FrostBuffer>,
    public_out: Out<FrostBuffer>,
}

impl Task for Receive<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let identifier = decode(self.identifier, "identifier", Identifier::<C>::deserialize)?;
        let new_identifiers = decode_list(
            self.new_identifiers,
            "new_identifiers",
            Identifier::<C>::deserialize,
        )?;
        let public = decode(
            self.public_key_package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        let packages = decode_map(
            self.packages,
            "packages",
            reshare::Package::<C>::deserialize,
        )?;
        let sub_shares = decode_map(self.sub_shares, "sub_shares", SubShare::<C>::deserialize)?;
        let (key, new_public) = reshare::part2(
            identifier,
            &new_identifiers,
            self.new_min_signers,
            &public,
            &packages,
            &sub_shares,
        )
        .map_err(|error| Failure::engine("resharing, part 2", error))?;
        self.key_out.secret(key.serialize());
        self.public_out.bytes(new_public.serialize());
        Ok(())
    }
}

/// Resharing, part 2, run by each new participant `identifier` (an
/// `Identifier` message, one of `new_identifiers`): `public_key_package` is
/// the old group's `PublicKeyPackage` message (from a trusted source),
/// `packages` a map from each dealer's `Identifier` to its `ResharePackage`
/// message, `sub_shares` a map from the same dealers to the
/// `ReshareSubShare` messages they sent this participant. Writes this
/// participant's new `KeyPackage` message (secret) and the new group's
/// `PublicKeyPackage` message (the same for every new participant: compare
/// them before use). Names every dealer at fault: commitments of the wrong
/// length or not to its weighted share, sub-shares that do not match, and
/// missing or unexpected dealers.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_reshare_part2(
    identifier: *const u8,
    identifier_len: usize,
    new_identifiers: *const u8,
    new_identifiers_len: usize,
    new_min_signers: u16,
    public_key_package: *const u8,
    public_key_package_len: usize,
    packages: *const u8,
    packages_len: usize,
    sub_shares: *const u8,
    sub_shares_len: usize,
    key_package_out: *mut FrostBuffer,
    public_key_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Receive {
                identifier: input(identifier, identifier_len, "identifier")?,
                new_identifiers: input(new_identifiers, new_identifiers_len, "new_identifiers")?,
                new_min_signers,
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
                packages: input(packages, packages_len, "packages")?,
                sub_shares: input(sub_shares, sub_shares_len, "sub_shares")?,
                key_out: Out::buffer(key_package_out, "key_package_out")?,
                public_out: Out::buffer(public_key_package_out, "public_key_package_out")?,
            }
        };
        suite::run(
            suite::of(task.public_key_package, "public_key_package")?,
            task,
        )
    })
}

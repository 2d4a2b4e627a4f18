//! Share repair (`frost_keygen::repairable`): a participant who lost
//! its share gets it back from at least `min_signers` helpers, none of whom
//! learns it (Laing and Stinson's enrolment protocol, 2017, Section 3).
//!
//! 1. `frost_repair_part1`, each helper: random deltas summing to its
//!    contribution, one for each helper (itself included);
//! 2. `frost_repair_part2`, each helper: the sum of the deltas it received,
//!    sent to the participant being repaired;
//! 3. `frost_repair_part3`, that participant: the sum of the sums, checked
//!    against its verifying share in the group's public key package.
//!
//! Security precondition: every delta and delta sum is secret and travels
//! over a confidential, authenticated channel; all helpers use the same
//! helper list.

use frost_core::Identifier;
use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_keygen::repairable::{self, Delta, DeltaSum};

use crate::boundary::{Out, guard, input};
use crate::buffer::FrostBuffer;
use crate::failure::{Failure, FrostError};
use crate::status::FrostStatus;
use crate::suite::{self, FfiSuite, Task, decode, decode_list, decode_map, encode_map};

struct Part1<'a> {
    helpers: &'a [u8],
    key_package: &'a [u8],
    participant: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Part1<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let helpers = decode_list(self.helpers, "helpers", Identifier::<C>::deserialize)?;
        let key = decode(
            self.key_package,
            "key_package",
            KeyPackage::<C>::deserialize,
        )?;
        let participant = decode(
            self.participant,
            "participant",
            Identifier::<C>::deserialize,
        )?;
        let deltas = repairable::part1(&helpers, &key, &participant, &mut crate::rng::os())
            .map_err(|error| Failure::engine("repair, part 1", error))?;
        self.out.secret(encode_map(&deltas, Delta::serialize));
        Ok(())
    }
}

/// Repair, part 1, run by each helper with its `KeyPackage` message:
/// `helpers` is the list of the helpers' `Identifier` messages (at least the
/// threshold, the same list for every helper, without the participant),
/// `participant` the `Identifier` of the participant being repaired. Writes
/// a map (see "Lists") from each helper's `Identifier` to the `RepairDelta`
/// message for it (secret: send each to its helper over a confidential,
/// authenticated channel; keep this helper's own for part 2). Randomness:
/// the operating system's.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_repair_part1(
    helpers: *const u8,
    helpers_len: usize,
    key_package: *const u8,
    key_package_len: usize,
    participant: *const u8,
    participant_len: usize,
    deltas_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Part1 {
                helpers: input(helpers, helpers_len, "helpers")?,
                key_package: input(key_package, key_package_len, "key_package")?,
                participant: input(participant, participant_len, "participant")?,
                out: Out::buffer(deltas_out, "deltas_out")?,
            }
        };
        suite::run(suite::of(task.key_package, "key_package")?, task)
    })
}

struct Part2<'a> {
    helpers: &'a [u8],
    deltas: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Part2<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let helpers = decode_list(self.helpers, "helpers", Identifier::<C>::deserialize)?;
        let deltas = decode_map(self.deltas, "deltas", Delta::<C>::deserialize)?;
        let sum = repairable::part2(&helpers, &deltas)
            .map_err(|error| Failure::engine("repair, part 2", error))?;
        self.out.secret(sum.serialize());
        Ok(())
    }
}

/// Repair, part 2, run by each helper: `deltas` is a map from each helper's
/// `Identifier` to the `RepairDelta` message it sent this helper (this
/// helper's own included), exactly the helpers of `helpers`. Writes the
/// `RepairDeltaSum` message (secret: send it to the participant being
/// repaired over a confidential, authenticated channel). Missing and
/// unexpected senders are named.
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_repair_part2(
    helpers: *const u8,
    helpers_len: usize,
    deltas: *const u8,
    deltas_len: usize,
    delta_sum_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Part2 {
                helpers: input(helpers, helpers_len, "helpers")?,
                deltas: input(deltas, deltas_len, "deltas")?,
                out: Out::buffer(delta_sum_out, "delta_sum_out")?,
            }
        };
        suite::run(suite::of_first(task.helpers, "helpers")?, task)
    })
}

struct Part3<'a> {
    delta_sums: &'a [u8],
    identifier: &'a [u8],
    public_key_package: &'a [u8],
    out: Out<FrostBuffer>,
}

impl Task for Part3<'_> {
    type Output = ();
    fn run<C: FfiSuite>(self) -> Result<(), Failure> {
        let sums = decode_map(self.delta_sums, "delta_sums", DeltaSum::<C>::deserialize)?;
        let identifier = decode(self.identifier, "identifier", Identifier::<C>::deserialize)?;
        let public = decode(
            self.public_key_package,
            "public_key_package",
            PublicKeyPackage::<C>::deserialize,
        )?;
        let key = repairable::part3(&sums, &identifier, &public)
            .map_err(|error| Failure::engine("repair, part 3", error))?;
        self.out.secret(key.serialize());
        Ok(())
    }
}

/// Repair, part 3, run by the participant `identifier` being repaired:
/// `delta_sums` is a map from each helper's `Identifier` to its
/// `RepairDeltaSum` message. Writes the repaired `KeyPackage` message
/// (secret) after checking it against the participant's verifying share in
/// the `PublicKeyPackage` message: a wrong value from any helper, or helpers
/// that used different helper lists, is refused (`FROST_ERR_PROTOCOL`;
/// the sums cannot tell which helper erred, so none is named).
///
/// # Safety
/// Pointers are null or valid as the header's conventions state.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn frost_repair_part3(
    delta_sums: *const u8,
    delta_sums_len: usize,
    identifier: *const u8,
    identifier_len: usize,
    public_key_package: *const u8,
    public_key_package_len: usize,
    key_package_out: *mut FrostBuffer,
    error: *mut FrostError,
) -> FrostStatus {
    guard(error, || {
        // SAFETY: the caller's contract.
        let task = unsafe {
            Part3 {
                delta_sums: input(delta_sums, delta_sums_len, "delta_sums")?,
                identifier: input(identifier, identifier_len, "identifier")?,
                public_key_package: input(
                    public_key_package,
                    public_key_package_len,
                    "public_key_package",
                )?,
                out: Out::buffer(key_package_out, "key_package_out")?,
            }
        };
        suite::run(
            suite::of(task.public_key_package, "public_key_package")?,
            task,
        )
    })
}

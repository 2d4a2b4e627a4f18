//! A signature share as a file: the share's own encoding (RFC 9591,
//! Section 5.2, `sig_share`) plus `sender`, the identifier of the
//! participant that computed it, as hex of its encoding.
//!
//! The share itself does not say who made it, and the coordinator finds a
//! signer's share by its file name: a share renamed or put in the wrong
//! file would be checked against another signer's commitments and blamed on
//! that signer. The coordinator reads the sender from the file and refuses a
//! file whose sender is not the participant its name says, naming the file
//! and both participants and blaming neither.

use std::path::Path;

use frost_core::round2::SignatureShare;
use frost_core::serialization::MessageType;
use frost_core::{Ciphersuite, Identifier};

use crate::{CliResult, files, names};

/// The field naming the sender.
const SENDER: &str = "sender";

/// Writes `share`, computed by `sender`, to `path`.
pub(crate) fn write<C: Ciphersuite>(
    path: &Path,
    sender: &Identifier<C>,
    share: &SignatureShare<C>,
) -> CliResult<()> {
    let mut form = serde_json::to_value(share)
        .map_err(|e| format!("{}: cannot encode ({e})", path.display()))?;
    let fields = form
        .as_object_mut()
        .ok_or_else(|| format!("{}: cannot encode (not an object)", path.display()))?;
    fields.insert(
        SENDER.to_owned(),
        serde_json::Value::String(names::hex(&sender.to_bytes())),
    );
    files::write(path, &form)?;
    Ok(())
}

/// Reads the share at `path`, which must be `expected`'s: a file naming
/// another sender, or none, is refused.
pub(crate) fn read<C: Ciphersuite>(
    path: &Path,
    expected: &Identifier<C>,
) -> CliResult<SignatureShare<C>> {
    let mut form: serde_json::Value = files::read::<C, _>(path, MessageType::SignatureShare)?;
    let sender = form
        .as_object_mut()
        .and_then(|fields| fields.remove(SENDER))
        .ok_or_else(|| {
            format!(
                "{}: this signature share does not name its sender (made by an earlier version of frost?): refusing it, as it could be another signer's. Ask {} to sign again",
                path.display(),
                names::participants(&[*expected])
            )
        })?;
    let sender = sender
        .as_str()
        .and_then(names::unhex)
        .and_then(|bytes| Identifier::<C>::from_bytes(&bytes).ok())
        .ok_or_else(|| {
            format!(
                "{}: the sender of this signature share is not a participant identifier: refusing the file",
                path.display()
            )
        })?;
    if sender != *expected {
        return Err(format!(
            "{}: this file should hold the signature share of {}, but it holds one sent by {} (a renamed or misplaced file); refusing it and blaming neither. Put each share in the file named after its sender",
            path.display(),
            names::participants(&[*expected]),
            names::participants(&[sender])
        ));
    }
    serde_json::from_value(form)
        .map_err(|e| format!("{}: invalid signature share ({e})", path.display()))
}

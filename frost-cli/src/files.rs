//! Reading and writing the ceremony's files: every message is a JSON file in
//! the serde encoding of `frost-core` (a header naming format version,
//! ciphersuite and message type, then named hex fields).
//!
//! Before decoding, the header is read on its own so that a file of another
//! suite or of another kind is refused with a message that says which file,
//! what it is, and what was expected. Secret files are written readable and
//! writable by their owner only (0600), refused when read with wider
//! permissions (unless `--allow-insecure-permissions`), and their bytes are
//! wiped from memory once written or decoded; public files are written 0644
//! whatever the umask.

use std::fmt::Display;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use frost_core::Ciphersuite;
use frost_core::serialization::{FORMAT_VERSION, MessageType, Secret};
use serde::de::{DeserializeOwned, IgnoredAny};
use serde::{Deserialize, Serialize};
use zeroize::Zeroizing;

use crate::suite::Suite;
use crate::{CliResult, secret_json};

/// What [`peek`] reads of a message file: its header (public) and the marker
/// of used nonces. Every other field, secrets included, is skipped without
/// being copied anywhere.
#[derive(Deserialize)]
struct Outline {
    header: Option<serde_json::Value>,
    consumed: Option<IgnoredAny>,
}

/// A message file's header: its ciphersuite's context string and its type,
/// after checking its format version; a file that is no message at all, or
/// nonces already used, is refused naming the file.
fn header(path: &Path, text: &str) -> CliResult<(String, String)> {
    let outline: Outline = serde_json::from_str(text).map_err(|e| {
        format!(
            "{}: not a FROST message file (not JSON: {e})",
            path.display()
        )
    })?;
    if outline.consumed.is_some() {
        return Err(format!(
            "{}: these single-use nonces were already used by `frost sign`; run `frost commit` again",
            path.display()
        ));
    }
    let header = outline
        .header
        .ok_or_else(|| format!("{}: not a FROST message file (no header)", path.display()))?;
    let field = |name: &str| {
        header
            .get(name)
            .and_then(serde_json::Value::as_str)
            .map(str::to_owned)
    };
    let version = header.get("version").and_then(serde_json::Value::as_u64);
    if version != Some(u64::from(FORMAT_VERSION)) {
        return Err(format!(
            "{}: unsupported format version {} (this tool reads version {FORMAT_VERSION})",
            path.display(),
            version.map_or_else(|| "(none)".to_owned(), |v| v.to_string())
        ));
    }
    Ok((
        field("ciphersuite").unwrap_or_default(),
        field("type").unwrap_or_default(),
    ))
}

/// The suite of the message file at `path`, read off its header: the suite
/// every command that reads files works in.
pub(crate) fn suite_of(path: &Path) -> CliResult<Suite> {
    let text = read_text(path)?;
    let (context, _) = header(path, &text)?;
    Suite::from_context_string(&context).ok_or_else(|| {
        format!(
            "{}: this file is of {}, which this tool does not speak",
            path.display(),
            Suite::describe_context(&context)
        )
    })
}

/// The `type` field of a file's header, after checking it is of suite `C`.
fn peek<C: Ciphersuite>(path: &Path, text: &str) -> CliResult<String> {
    let (context, kind) = header(path, text)?;
    if context != C::CONTEXT_STRING {
        return Err(format!(
            "{}: this file is of suite {}, but this ceremony's other files are of suite {}: it belongs to another ceremony",
            path.display(),
            Suite::describe_context(&context),
            Suite::describe_context(C::CONTEXT_STRING)
        ));
    }
    Ok(kind)
}

/// The type a message file of suite `C` names in its header, if it is one
/// this tool knows.
pub(crate) fn type_of<C: Ciphersuite>(path: &Path) -> CliResult<Option<MessageType>> {
    let text = read_text(path)?;
    let found = peek::<C>(path, &text)?;
    Ok(MessageType::ALL.into_iter().find(|t| t.name() == found))
}

/// Checks a file's header names one of `expected`.
fn expect_type<C: Ciphersuite>(
    path: &Path,
    text: &str,
    expected: &[MessageType],
) -> CliResult<MessageType> {
    let found = peek::<C>(path, text)?;
    expected
        .iter()
        .copied()
        .find(|t| t.name() == found)
        .ok_or_else(|| {
            let names: Vec<&str> = expected.iter().map(|t| t.name()).collect();
            format!(
                "{}: this file holds a {}, but a {} is expected here",
                path.display(),
                found,
                names.join(" or ")
            )
        })
}

fn read_text(path: &Path) -> CliResult<Zeroizing<String>> {
    fs::read_to_string(path)
        .map(Zeroizing::new)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => format!(
                "{}: no such file (has the step that writes it run?)",
                path.display()
            ),
            std::io::ErrorKind::InvalidData => {
                format!("{}: not a FROST message file (not text)", path.display())
            }
            _ => format!("{}: cannot read ({e})", path.display()),
        })
}

/// Reads a public message of type `message_type`.
pub(crate) fn read<C: Ciphersuite, T: DeserializeOwned>(
    path: &Path,
    message_type: MessageType,
) -> CliResult<T> {
    let text = read_text(path)?;
    expect_type::<C>(path, &text, &[message_type])?;
    serde_json::from_str(&text)
        .map_err(|e| format!("{}: invalid {} ({e})", path.display(), message_type.name()))
}

/// The `type` field of the header of a file of suite `C`, as written.
pub(crate) fn type_name<C: Ciphersuite>(path: &Path) -> CliResult<String> {
    let text = read_text(path)?;
    peek::<C>(path, &text)
}

/// Reads a public message whose header names `type_name`, a type defined
/// outside `frost-core` (the re-randomized signing package).
pub(crate) fn read_named<C: Ciphersuite, T: DeserializeOwned>(
    path: &Path,
    type_name: &str,
) -> CliResult<T> {
    let text = read_text(path)?;
    let found = peek::<C>(path, &text)?;
    if found != type_name {
        return Err(format!(
            "{}: this file holds a {found}, but a {type_name} is expected here",
            path.display()
        ));
    }
    serde_json::from_str(&text)
        .map_err(|e| format!("{}: invalid {type_name} ({e})", path.display()))
}

/// Reads a public message whose header names `type_name`, with a field
/// `extension` this tool adds beside the engine's fields (taken out before
/// the message is decoded, which admits no field it does not know).
pub(crate) fn read_extended<C: Ciphersuite, T: DeserializeOwned>(
    path: &Path,
    type_name: &str,
    extension: &str,
) -> CliResult<(T, Option<serde_json::Value>)> {
    let text = read_text(path)?;
    let found = peek::<C>(path, &text)?;
    if found != type_name {
        return Err(format!(
            "{}: this file holds a {found}, but a {type_name} is expected here",
            path.display()
        ));
    }
    let invalid = |e: serde_json::Error| format!("{}: invalid {type_name} ({e})", path.display());
    let mut value: serde_json::Value = serde_json::from_str(&text).map_err(invalid)?;
    let extra = value
        .as_object_mut()
        .and_then(|fields| fields.remove(extension));
    let message = serde_json::from_value(value).map_err(invalid)?;
    Ok((message, extra))
}

/// Reads a secret message of type `message_type`; the text is wiped once
/// decoded. `owner` names the participant in errors.
pub(crate) fn read_secret<C: Ciphersuite, T>(
    path: &Path,
    message_type: MessageType,
    owner: &dyn Display,
) -> CliResult<T>
where
    Secret<T>: DeserializeOwned,
{
    let text = read_text(path)?;
    expect_type::<C>(path, &text, &[message_type])?;
    check_private(path)?;
    let secret: Secret<T> = serde_json::from_str(&text).map_err(|e| {
        format!(
            "{}: invalid {} of {owner} ({e})",
            path.display(),
            message_type.name()
        )
    })?;
    Ok(secret.0)
}

/// Writes a public message (overwriting an older file of the same name).
pub(crate) fn write<T: Serialize>(path: &Path, message: &T) -> CliResult<usize> {
    let text = serde_json::to_string_pretty(message)
        .map_err(|e| format!("{}: cannot encode ({e})", path.display()))?;
    write_public(path, format!("{text}\n").as_bytes())?;
    Ok(text.len() + 1)
}

/// Writes a public file readable by everyone and writable by its owner
/// only (0644), whatever the umask: a world-writable group key or signing
/// package could be replaced by anyone on the machine.
pub(crate) fn write_public(path: &Path, bytes: &[u8]) -> CliResult<()> {
    let mut options = OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o644);
    let mut file = options
        .open(path)
        .map_err(|e| format!("{}: cannot create ({e})", path.display()))?;
    // The umask may have widened nothing but narrowed the mode, and an
    // existing file keeps its mode when opened: set it explicitly.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(fs::Permissions::from_mode(0o644))
            .map_err(|e| format!("{}: cannot set permissions ({e})", path.display()))?;
    }
    file.write_all(bytes)
        .map_err(|e| format!("{}: cannot write ({e})", path.display()))
}

/// Whether secret files readable or writable by others than their owner
/// are read anyway (`--allow-insecure-permissions`); set once, by `main`,
/// before any file is read.
static ALLOW_INSECURE_PERMISSIONS: AtomicBool = AtomicBool::new(false);

/// Reads secret files whatever their permissions, with a warning.
pub(crate) fn allow_insecure_permissions() {
    ALLOW_INSECURE_PERMISSIONS.store(true, Ordering::Relaxed);
}

/// Refuses a secret file that others than its owner may read or write (any
/// group or other permission bit): the share may already have leaked, and
/// an operator holding funds wants to know before using it.
fn check_private(path: &Path) -> CliResult<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(path)
            .map_err(|e| format!("{}: cannot read ({e})", path.display()))?
            .permissions()
            .mode();
        if mode & 0o077 != 0 {
            let warning = format!(
                "{}: this secret file is accessible to others than its owner (mode {:o}); it may have leaked",
                path.display(),
                mode & 0o777
            );
            if !ALLOW_INSECURE_PERMISSIONS.load(Ordering::Relaxed) {
                return Err(format!(
                    "{warning}. Refusing to use it: make it owner-only (chmod 600) after checking who could read it, or pass --allow-insecure-permissions"
                ));
            }
            eprintln!("warning: {warning}; used anyway (--allow-insecure-permissions)");
        }
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

/// How a secret file may be created.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Overwrite {
    /// Refuse if the file exists: key material is never silently replaced.
    Never,
    /// Replace the file (nonces, which each `frost commit` renews).
    Allowed,
}

/// Writes a secret message, readable and writable by its owner only.
pub(crate) fn write_secret<T>(path: &Path, message: &T, overwrite: Overwrite) -> CliResult<usize>
where
    for<'a> Secret<&'a T>: Serialize,
{
    let text = secret_json::to_pretty_json(&Secret(message))
        .map_err(|e| format!("{}: cannot encode ({e})", path.display()))?;
    write_private(path, &text, overwrite)?;
    Ok(text.len())
}

/// Whether `path` holds nonces that were never used (not missing, not
/// replaced by the marker of used nonces). Only the marker is looked for:
/// the nonces themselves are skipped without being copied.
pub(crate) fn holds_unused_nonces(path: &Path) -> CliResult<bool> {
    if !path.exists() {
        return Ok(false);
    }
    let text = read_text(path)?;
    let outline: Outline = serde_json::from_str(&text).map_err(|e| {
        format!(
            "{}: not a FROST message file (not JSON: {e})",
            path.display()
        )
    })?;
    Ok(outline.consumed.is_none())
}

/// Replaces a nonces file by a marker saying its nonces were used, so that a
/// second `frost sign` with it fails with a clear message.
pub(crate) fn mark_nonces_consumed(path: &Path) -> CliResult<()> {
    let marker = serde_json::json!({
        "consumed": "these single-use signing nonces were used by `frost sign`; run `frost commit` for new ones"
    });
    write_private(path, format!("{marker:#}\n").as_bytes(), Overwrite::Allowed)
}

fn write_private(path: &Path, bytes: &[u8], overwrite: Overwrite) -> CliResult<()> {
    let file = create_private(path, bytes, overwrite)?;
    file.sync_all()
        .map_err(|e| format!("{}: cannot write ({e})", path.display()))
}

/// Writes `bytes` to a file readable and writable by its owner only, and
/// returns it open, not yet flushed to disk: the caller syncs it (see
/// [`write_secret_unsynced`]).
fn create_private(path: &Path, bytes: &[u8], overwrite: Overwrite) -> CliResult<fs::File> {
    let mut options = OpenOptions::new();
    options.write(true);
    match overwrite {
        Overwrite::Never => options.create_new(true),
        Overwrite::Allowed => options.create(true).truncate(true),
    };
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::AlreadyExists => {
            format!(
                "{}: already exists; refusing to overwrite secret key material",
                path.display()
            )
        }
        _ => format!("{}: cannot create ({e})", path.display()),
    })?;
    // An existing file keeps its mode when opened: restrict it explicitly.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(fs::Permissions::from_mode(0o600))
            .map_err(|e| format!("{}: cannot restrict permissions ({e})", path.display()))?;
    }
    file.write_all(bytes)
        .map_err(|e| format!("{}: cannot write ({e})", path.display()))?;
    Ok(file)
}

/// Writes a new secret message, owner-only, and returns the file not yet
/// flushed: a caller writing many files syncs them together once all are
/// written, which lets the file system commit them in one batch.
pub(crate) fn write_secret_unsynced<T>(path: &Path, message: &T) -> CliResult<fs::File>
where
    for<'a> Secret<&'a T>: Serialize,
{
    let text = secret_json::to_pretty_json(&Secret(message))
        .map_err(|e| format!("{}: cannot encode ({e})", path.display()))?;
    create_private(path, &text, Overwrite::Never)
}

/// Creates the output directory if needed.
pub(crate) fn ensure_dir(dir: &Path) -> CliResult<()> {
    fs::create_dir_all(dir).map_err(|e| format!("{}: cannot create directory ({e})", dir.display()))
}

/// `dir/name`.
pub(crate) fn in_dir(dir: &Path, name: impl AsRef<Path>) -> PathBuf {
    dir.join(name)
}

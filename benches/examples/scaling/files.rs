//! The fixture files that the setup writes and each role reads: single
//! messages as they are, and keyed lists of messages as pairs of
//! length-prefixed records (`u32` little-endian length, then the bytes),
//! read one pair at a time so that a role holds each received message only
//! as long as it decodes it.

use std::fs::File;
use std::io::{BufReader, BufWriter, ErrorKind, Read, Write};
use std::path::Path;

/// Writes `bytes` to `path`.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("writing {}: {e}", path.display()))
}

/// Reads the whole of `path`.
pub fn read(path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("reading {}: {e}", path.display()))
}

/// Writes `pairs` (key, message) to `path`.
pub fn write_pairs<K: AsRef<[u8]>, V: AsRef<[u8]>>(
    path: &Path,
    pairs: impl Iterator<Item = (K, V)>,
) -> Result<(), String> {
    let failed = |e: std::io::Error| format!("writing {}: {e}", path.display());
    let mut out = BufWriter::new(File::create(path).map_err(failed)?);
    for (key, value) in pairs {
        for record in [key.as_ref(), value.as_ref()] {
            let len = u32::try_from(record.len()).map_err(|_| "a record over 4 GiB".to_string())?;
            out.write_all(&len.to_le_bytes()).map_err(failed)?;
            out.write_all(record).map_err(failed)?;
        }
    }
    out.flush().map_err(failed)
}

/// Calls `each` with every pair (key, message) of `path`, in order.
pub fn read_pairs(
    path: &Path,
    mut each: impl FnMut(&[u8], &[u8]) -> Result<(), String>,
) -> Result<(), String> {
    let failed = |e: std::io::Error| format!("reading {}: {e}", path.display());
    let mut input = BufReader::new(File::open(path).map_err(failed)?);
    let (mut key, mut value) = (Vec::new(), Vec::new());
    loop {
        if !next_record(&mut input, &mut key).map_err(failed)? {
            return Ok(());
        }
        if !next_record(&mut input, &mut value).map_err(failed)? {
            return Err(format!("{}: a key without its message", path.display()));
        }
        each(&key, &value)?;
    }
}

/// Reads one record into `buffer`; `false` at the end of the file.
fn next_record(input: &mut impl Read, buffer: &mut Vec<u8>) -> std::io::Result<bool> {
    let mut len = [0u8; 4];
    match input.read_exact(&mut len) {
        Err(e) if e.kind() == ErrorKind::UnexpectedEof => return Ok(false),
        other => other?,
    }
    buffer.resize(u32::from_le_bytes(len) as usize, 0);
    input.read_exact(buffer)?;
    Ok(true)
}

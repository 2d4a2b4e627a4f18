//! The Rust participant of the mixed-language ceremony: one process that
//! holds one participant's key and nonces, driven by the coordinator over
//! its standard input and output, one command per line, every argument and
//! result in hex wire bytes:
//!
//! - `key SECRET_SHARE` checks the dealer's share and keeps the key package;
//!   answers `IDENTIFIER`;
//! - `commit` answers `SIGNING_COMMITMENTS` and keeps the nonces;
//! - `sign SIGNING_PACKAGE MESSAGE` signs (refusing a package for another
//!   message) and answers `SIGNATURE_SHARE`, consuming the nonces.
//!
//! A refusal answers `error TEXT`. The suite is read off the share's header.

use std::io::{BufRead, Write};

use frost_core::keys::{KeyPackage, SecretShare};
use frost_core::round1::SigningNonces;
use frost_core::{Ciphersuite, SigningPackage, round1, round2};

/// One participant of suite `C`.
struct Participant<C: Ciphersuite> {
    key: KeyPackage<C>,
    nonces: Option<SigningNonces<C>>,
}

/// A participant of any suite.
trait Role {
    fn commit(&mut self) -> Result<Vec<u8>, String>;
    fn sign(&mut self, package: &[u8], message: &[u8]) -> Result<Vec<u8>, String>;
}

impl<C: Ciphersuite> Participant<C> {
    fn from_share(bytes: &[u8]) -> Result<(Self, Vec<u8>), String> {
        let share = SecretShare::<C>::deserialize(bytes).map_err(|e| e.to_string())?;
        let key = KeyPackage::try_from(share).map_err(|e| e.to_string())?;
        let identifier = key.identifier().serialize();
        Ok((Participant { key, nonces: None }, identifier))
    }
}

impl<C: Ciphersuite> Role for Participant<C> {
    fn commit(&mut self) -> Result<Vec<u8>, String> {
        let (nonces, commitments) = round1::commit(self.key.signing_share(), &mut rand::rng());
        self.nonces = Some(nonces);
        Ok(commitments.serialize())
    }

    fn sign(&mut self, package: &[u8], message: &[u8]) -> Result<Vec<u8>, String> {
        // Taken first: whatever follows, these nonces never sign again.
        let nonces = self.nonces.take().ok_or("no nonces: commit first")?;
        let package = SigningPackage::<C>::deserialize(package).map_err(|e| e.to_string())?;
        if package.message() != message {
            return Err("the signing package is for another message".into());
        }
        let share = round2::sign(&package, nonces, &self.key).map_err(|e| e.to_string())?;
        Ok(share.serialize())
    }
}

/// A participant for the suite named by the share's header.
fn participant(share: &[u8]) -> Result<(Box<dyn Role>, Vec<u8>), String> {
    fn boxed<C: Ciphersuite + 'static>(share: &[u8]) -> Result<(Box<dyn Role>, Vec<u8>), String> {
        let (participant, identifier) = Participant::<C>::from_share(share)?;
        Ok((Box::new(participant), identifier))
    }
    match share.get(1) {
        Some(1) => boxed::<frost_ed25519::Ed25519>(share),
        Some(6) => boxed::<frost_secp256k1_tr::Secp256k1Tr>(share),
        Some(7) => boxed::<frost_redpallas::RedPallas>(share),
        _ => Err("a suite this participant does not speak".into()),
    }
}

fn unhex(word: Option<&str>) -> Result<Vec<u8>, String> {
    hex::decode(word.ok_or("missing argument")?).map_err(|e| e.to_string())
}

fn main() {
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout();
    let mut role: Option<Box<dyn Role>> = None;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let mut words = line.split_whitespace();
        let answer = match (words.next(), role.as_mut()) {
            (Some("key"), _) => unhex(words.next()).and_then(|share| {
                let (r, identifier) = participant(&share)?;
                role = Some(r);
                Ok(identifier)
            }),
            (Some("commit"), Some(r)) => r.commit(),
            (Some("sign"), Some(r)) => unhex(words.next())
                .and_then(|package| Ok((package, unhex(words.next())?)))
                .and_then(|(package, message)| r.sign(&package, &message)),
            (Some(other), _) => Err(format!("unknown command or no key yet: {other}")),
            (None, _) => continue,
        };
        let written = match answer {
            Ok(bytes) => writeln!(stdout, "{}", hex::encode(bytes)),
            Err(text) => writeln!(stdout, "error {text}"),
        };
        if written.and_then(|()| stdout.flush()).is_err() {
            break;
        }
    }
}

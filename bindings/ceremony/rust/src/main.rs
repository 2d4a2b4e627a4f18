//! The Rust participant of the mixed-language ceremony: one process that
//! holds one participant's key and nonces, driven by the coordinator over
//! its standard input and output, one command per line, every argument and
//! result in hex wire bytes (maps in the C ABI's list form: count, then
//! length-prefixed `Identifier` and message pairs, little-endian `u32`s):
//!
//! - `dkg1 IDENTIFIER PARAMS` (PARAMS: `max_signers`, `min_signers`, two
//!   big-endian `u16`) answers this participant's round-one package;
//! - `dkg2 ROUND1_MAP` (the others' round-one packages) answers the
//!   round-two packages, a map from recipient to package;
//! - `dkg3 ROUND1_MAP ROUND2_MAP` (the packages received) keeps the key
//!   package and answers the group's public key package;
//! - `tweak-taproot MERKLE_ROOT` (secp256k1-tr) tweaks the key package for
//!   the Taproot output key (BIP341);
//! - `commit` answers `SIGNING_COMMITMENTS` and keeps the nonces;
//! - `sign PACKAGE MESSAGE` signs a signing package, or a re-randomized one,
//!   refusing a package for another message, and answers the share,
//!   consuming the nonces;
//! - `roast-identity` (ROAST's accountable mode) draws a fresh identity key
//!   pair, keeps its signing key and answers its `VerifyingKey`;
//! - `roast-signer RUN MESSAGE` makes this participant's ROAST signer
//!   (`frost-roast`) for the coordinator's run, with the key package and the
//!   identity key, and answers its signed first commitment;
//! - `roast-answer REQUEST` answers a `SigningRequest` with the signer's
//!   response or decline (a request that does not name it is refused).
//!
//! A refusal answers `error TEXT`. The suite is read off the identifier's
//! header.

use std::collections::BTreeMap;
use std::io::{BufRead, Write};

use frost_core::keys::KeyPackage;
use frost_core::round1::SigningNonces;
use frost_core::{Ciphersuite, Identifier, SigningKey, SigningPackage, round1, round2};
use frost_keygen::dkg::{self, round1 as dkg1, round2 as dkg2};
use frost_rerandomized::RandomizedSigningPackage;
use frost_roast::{RUN_ID_LEN, RunId, Signer};

/// The message type code of a `SigningPackage`, from the engine's table.
const SIGNING_PACKAGE: u8 = frost_core::wire_codes::MessageType::SigningPackage.code();

type Tweak<C> = fn(&KeyPackage<C>, &[u8; 32]) -> Result<KeyPackage<C>, String>;

/// One participant of suite `C`, through the ceremony's steps.
struct Participant<C: Ciphersuite> {
    tweak: Option<Tweak<C>>,
    round1: Option<dkg1::SecretPackage<C>>,
    round2: Option<dkg2::SecretPackage<C>>,
    key: Option<KeyPackage<C>>,
    nonces: Option<SigningNonces<C>>,
    identity: Option<SigningKey<C>>,
    roast: Option<Signer<C>>,
}

/// A participant of any suite.
trait Role {
    fn handle(&mut self, command: &str, args: &[Vec<u8>]) -> Result<Vec<u8>, String>;
}

fn text<E: ToString>(error: E) -> String {
    error.to_string()
}

fn arg(args: &[Vec<u8>], n: usize) -> Result<&[u8], String> {
    args.get(n)
        .map(Vec::as_slice)
        .ok_or_else(|| format!("missing argument {n}"))
}

/// A map in the C ABI's list form, decoded with `decode`.
fn decode_map<C: Ciphersuite, T>(
    bytes: &[u8],
    decode: impl Fn(&[u8]) -> Result<T, frost_core::Error<C>>,
) -> Result<BTreeMap<Identifier<C>, T>, String> {
    let items = decode_list(bytes)?;
    if items.len() % 2 != 0 {
        return Err("a map with an odd number of items".into());
    }
    items
        .chunks(2)
        .map(|pair| {
            Ok((
                Identifier::deserialize(&pair[0]).map_err(text)?,
                decode(&pair[1]).map_err(text)?,
            ))
        })
        .collect()
}

fn decode_list(bytes: &[u8]) -> Result<Vec<Vec<u8>>, String> {
    let mut rest = bytes;
    let take_u32 = |rest: &mut &[u8]| -> Result<usize, String> {
        let (head, tail) = rest.split_at_checked(4).ok_or("truncated list")?;
        *rest = tail;
        Ok(u32::from_le_bytes([head[0], head[1], head[2], head[3]]) as usize)
    };
    let count = take_u32(&mut rest)?;
    let mut items = Vec::new();
    for _ in 0..count {
        let len = take_u32(&mut rest)?;
        let (item, tail) = rest.split_at_checked(len).ok_or("truncated list")?;
        items.push(item.to_vec());
        rest = tail;
    }
    if !rest.is_empty() {
        return Err("bytes after the list".into());
    }
    Ok(items)
}

fn encode_list(items: &[Vec<u8>]) -> Result<Vec<u8>, String> {
    let mut out = u32::try_from(items.len())
        .map_err(text)?
        .to_le_bytes()
        .to_vec();
    for item in items {
        out.extend_from_slice(&u32::try_from(item.len()).map_err(text)?.to_le_bytes());
        out.extend_from_slice(item);
    }
    Ok(out)
}

impl<C: Ciphersuite> Participant<C> {
    fn key(&self) -> Result<&KeyPackage<C>, String> {
        self.key
            .as_ref()
            .ok_or_else(|| "no key package yet".to_string())
    }

    fn sign(&mut self, package: &[u8], message: &[u8]) -> Result<Vec<u8>, String> {
        // Taken first: whatever follows, these nonces never sign again.
        let nonces = self.nonces.take().ok_or("no nonces: commit first")?;
        let key = self.key()?;
        let share = if package.get(2) == Some(&SIGNING_PACKAGE) {
            let package = SigningPackage::<C>::deserialize(package).map_err(text)?;
            if package.message() != message {
                return Err("the signing package is for another message".into());
            }
            round2::sign(&package, nonces, key).map_err(text)?
        } else {
            let package = RandomizedSigningPackage::<C>::deserialize(package).map_err(text)?;
            if package.signing_package().message() != message {
                return Err("the signing package is for another message".into());
            }
            frost_rerandomized::round2::sign(&package, nonces, key).map_err(text)?
        };
        Ok(share.serialize())
    }
}

impl<C: Ciphersuite> Role for Participant<C> {
    fn handle(&mut self, command: &str, args: &[Vec<u8>]) -> Result<Vec<u8>, String> {
        match command {
            "dkg1" => {
                let identifier = Identifier::<C>::deserialize(arg(args, 0)?).map_err(text)?;
                let params = arg(args, 1)?;
                let [a, b, c, d] = params else {
                    return Err("PARAMS: four bytes".into());
                };
                let (max, min) = (u16::from_be_bytes([*a, *b]), u16::from_be_bytes([*c, *d]));
                let (secret, package) =
                    dkg::part1(identifier, max, min, &mut rand::rng()).map_err(text)?;
                self.round1 = Some(secret);
                Ok(package.serialize())
            }
            "dkg2" => {
                let secret = self.round1.take().ok_or("no round-one secret")?;
                let received = decode_map::<C, _>(arg(args, 0)?, dkg1::Package::deserialize)?;
                let (secret, packages) = dkg::part2(secret, &received).map_err(text)?;
                self.round2 = Some(secret);
                let items: Vec<Vec<u8>> = packages
                    .iter()
                    .flat_map(|(id, package)| [id.serialize(), package.serialize().to_vec()])
                    .collect();
                encode_list(&items)
            }
            "dkg3" => {
                let secret = self.round2.take().ok_or("no round-two secret")?;
                let first = decode_map::<C, _>(arg(args, 0)?, dkg1::Package::deserialize)?;
                let second = decode_map::<C, _>(arg(args, 1)?, dkg2::Package::deserialize)?;
                let (key, public) = dkg::part3(&secret, &first, &second).map_err(text)?;
                self.key = Some(key);
                Ok(public.serialize())
            }
            "tweak-taproot" => {
                let tweak = self.tweak.ok_or("Taproot tweaks are for secp256k1-tr")?;
                let root: [u8; 32] = arg(args, 0)?.try_into().map_err(text)?;
                self.key = Some(tweak(self.key()?, &root)?);
                Ok(Vec::new())
            }
            "commit" => {
                let (nonces, commitments) =
                    round1::commit(self.key()?.signing_share(), &mut rand::rng());
                self.nonces = Some(nonces);
                Ok(commitments.serialize())
            }
            "sign" => self.sign(arg(args, 0)?, arg(args, 1)?),
            "roast-identity" => {
                let identity = SigningKey::<C>::new(&mut rand::rng());
                let public = identity.verifying_key().serialize();
                self.identity = Some(identity);
                Ok(public)
            }
            "roast-signer" => {
                let run: [u8; RUN_ID_LEN] = arg(args, 0)?.try_into().map_err(text)?;
                let identity = self
                    .identity
                    .clone()
                    .ok_or("no identity key: roast-identity first")?;
                let mut signer = Signer::new(self.key()?.clone(), arg(args, 1)?, false, RunId(run))
                    .with_identity(identity);
                let commitment = signer.commit_bytes(&mut rand::rng()).map_err(text)?;
                self.roast = Some(signer);
                Ok(commitment)
            }
            "roast-answer" => self
                .roast
                .as_mut()
                .ok_or("no ROAST signer: roast-signer first")?
                .answer_bytes(arg(args, 0)?, &mut rand::rng())
                .map_err(text),
            other => Err(format!("unknown command: {other}")),
        }
    }
}

fn taproot(
    key: &KeyPackage<frost_secp256k1_tr::Secp256k1Tr>,
    root: &[u8; 32],
) -> Result<KeyPackage<frost_secp256k1_tr::Secp256k1Tr>, String> {
    use frost_secp256k1_tr::taproot::TapTweak;
    key.tap_tweak(Some(root)).map_err(text)
}

/// A fresh participant for the suite named by a message's header.
fn participant(message: &[u8]) -> Result<Box<dyn Role>, String> {
    fn boxed<C: Ciphersuite + 'static>(tweak: Option<Tweak<C>>) -> Box<dyn Role> {
        Box::new(Participant::<C> {
            tweak,
            round1: None,
            round2: None,
            key: None,
            nonces: None,
            identity: None,
            roast: None,
        })
    }
    match message.get(1) {
        Some(1) => Ok(boxed::<frost_ed25519::Ed25519>(None)),
        Some(6) => Ok(boxed::<frost_secp256k1_tr::Secp256k1Tr>(Some(taproot))),
        Some(7) => Ok(boxed::<frost_redpallas::RedPallas>(None)),
        _ => Err("a suite this participant does not speak".into()),
    }
}

fn answer(role: &mut Option<Box<dyn Role>>, line: &str) -> Result<Vec<u8>, String> {
    let mut words = line.split_whitespace();
    let command = words.next().unwrap_or_default();
    let args = words
        .map(|w| hex::decode(w).map_err(text))
        .collect::<Result<Vec<_>, _>>()?;
    if command == "dkg1" {
        *role = Some(participant(arg(&args, 0)?)?);
    }
    role.as_mut()
        .ok_or("no key generation started")?
        .handle(command, &args)
}

fn main() {
    let mut stdout = std::io::stdout();
    let mut role: Option<Box<dyn Role>> = None;
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let written = match answer(&mut role, &line) {
            Ok(bytes) => writeln!(stdout, "{}", hex::encode(bytes)),
            Err(text) => writeln!(stdout, "error {text}"),
        };
        if written.and_then(|()| stdout.flush()).is_err() {
            break;
        }
    }
}

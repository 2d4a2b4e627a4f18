//! A minimal coordinator loop: participants and a coordinator on their own
//! threads, exchanging nothing but serialised messages over channels.
//!
//! Swap the channels for HTTP, a queue or a chat and nothing else changes:
//! every message is `serialize()`d by its sender and `deserialize()`d (and so
//! checked) by its receiver, and the receiver routes it by the message type
//! written in its header. The channel stands for an authenticated
//! transport: the coordinator learns who sent a message from the channel, not
//! from the message. Secret shares travel from the dealer to each participant
//! only, over a channel only that participant reads.
//!
//! Run it with `cargo run -p frost-ristretto255 --example coordinator`.

use std::collections::BTreeMap;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;

use frost_core::serialization::MessageType;
use frost_ristretto255 as frost;

const MAX_SIGNERS: u16 = 5;
const MIN_SIGNERS: u16 = 3;
const MESSAGE: &[u8] = b"release 1,000 units to the treasury";

/// What a participant sends the coordinator: its identifier (as the
/// authenticated channel would establish it) and the message bytes.
type Inbox = Sender<(frost::Identifier, Vec<u8>)>;

/// A participant: receives its secret share, commits, waits for the signing
/// package, signs. Returns when the coordinator hangs up.
fn participant(receive: Receiver<Vec<u8>>, coordinator: Inbox) -> Result<(), frost::Error> {
    let mut rng = rand::rng();
    let mut key_package = None;
    let mut nonces = None;
    while let Ok(bytes) = receive.recv() {
        match MessageType::of(&bytes) {
            Some(MessageType::SecretShare) => {
                // Checks the share against the dealer's commitment.
                let share = frost::keys::SecretShare::deserialize(&bytes)?;
                let key = frost::keys::KeyPackage::try_from(share)?;
                let (signer_nonces, commitments) =
                    frost::round1::commit(key.signing_share(), &mut rng);
                coordinator
                    .send((*key.identifier(), commitments.serialize()))
                    .ok();
                nonces = Some(signer_nonces);
                key_package = Some(key);
            }
            Some(MessageType::SigningPackage) => {
                let (Some(key), Some(signer_nonces)) = (&key_package, nonces.take()) else {
                    continue;
                };
                let package = frost::SigningPackage::deserialize(&bytes)?;
                // A real signer shows the message to its user before this.
                let share = frost::round2::sign(&package, signer_nonces, key)?;
                coordinator
                    .send((*key.identifier(), share.serialize()))
                    .ok();
            }
            _ => println!("participant ignored an unexpected message"),
        }
    }
    Ok(())
}

fn main() -> Result<(), frost::Error> {
    let mut rng = rand::rng();
    let (to_coordinator, inbox) = channel();
    let mut to_participant = BTreeMap::new();
    let mut threads = Vec::new();
    for id in 1..=MAX_SIGNERS {
        let (send, receive) = channel();
        let coordinator = to_coordinator.clone();
        threads.push(thread::spawn(move || participant(receive, coordinator)));
        to_participant.insert(frost::Identifier::try_from(id)?, send);
    }
    drop(to_coordinator);

    // The dealer sends each participant its share, over its own channel.
    let (shares, public_key_package) = frost::keys::generate_with_dealer(
        MAX_SIGNERS,
        MIN_SIGNERS,
        frost::keys::IdentifierList::Default,
        &mut rng,
    )?;
    for (identifier, share) in &shares {
        to_participant[identifier]
            .send(share.serialize().to_vec())
            .ok();
    }
    drop(shares);
    println!("dealer: {MAX_SIGNERS} shares sent, {MIN_SIGNERS} needed to sign");

    // Round one: the first MIN_SIGNERS commitments to arrive choose the signers.
    let mut commitments = BTreeMap::new();
    while commitments.len() < usize::from(MIN_SIGNERS) {
        let Ok((from, bytes)) = inbox.recv() else {
            break;
        };
        if MessageType::of(&bytes) == Some(MessageType::SigningCommitments) {
            commitments.insert(
                from,
                frost::round1::SigningCommitments::deserialize(&bytes)?,
            );
            println!(
                "coordinator: commitments from {from:?} ({} bytes)",
                bytes.len()
            );
        }
    }
    let signing_package = frost::SigningPackage::new(commitments, MESSAGE)?;
    let package_bytes = signing_package.serialize();
    for signer in signing_package.signers() {
        to_participant[&signer].send(package_bytes.clone()).ok();
    }
    println!(
        "coordinator: signing package ({} bytes) sent to {:?}",
        package_bytes.len(),
        signing_package.signers()
    );

    // Round two: one share from every chosen signer.
    let mut signature_shares = BTreeMap::new();
    while signature_shares.len() < signing_package.signers().len() {
        let Ok((from, bytes)) = inbox.recv() else {
            break;
        };
        if MessageType::of(&bytes) == Some(MessageType::SignatureShare)
            && signing_package.signing_commitment(&from).is_some()
        {
            signature_shares.insert(from, frost::round2::SignatureShare::deserialize(&bytes)?);
            println!(
                "coordinator: signature share from {from:?} ({} bytes)",
                bytes.len()
            );
        }
    }
    // Hanging up ends every participant; the unused ones drop their nonces.
    drop(to_participant);
    for thread in threads {
        if let Ok(result) = thread.join() {
            result?;
        }
    }

    let signature = frost::aggregate(&signing_package, &signature_shares, &public_key_package)?;
    public_key_package
        .verifying_key()
        .verify(MESSAGE, &signature)?;
    println!("coordinator: signature {signature:?} verifies under the group key");
    Ok(())
}

//! The participant's line protocol, driven as the ceremony's coordinator
//! drives it: three participant processes run a 2-of-3 distributed key
//! generation in Ed25519, two of them sign, and the signature verifies with
//! ed25519-dalek. Refusals (nonces used twice, unknown commands, malformed
//! bytes) answer `error`, and the process keeps serving.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use frost_ed25519::keys::PublicKeyPackage;
use frost_ed25519::round1::SigningCommitments;
use frost_ed25519::round2::SignatureShare;
use frost_ed25519::{Identifier, SigningPackage};

/// One participant process and its pipes.
struct Participant {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Participant {
    fn spawn() -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ceremony-participant"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the participant starts");
        let input = child.stdin.take().expect("stdin is piped");
        let output = BufReader::new(child.stdout.take().expect("stdout is piped"));
        Self {
            child,
            input,
            output,
        }
    }

    /// Sends one command line and returns the answer: bytes, or the text of
    /// a refusal.
    fn ask(&mut self, command: &str, args: &[&[u8]]) -> Result<Vec<u8>, String> {
        let mut line = command.to_string();
        for arg in args {
            line.push(' ');
            line.push_str(&hex::encode(arg));
        }
        writeln!(self.input, "{line}").expect("the participant reads");
        let mut answer = String::new();
        self.output
            .read_line(&mut answer)
            .expect("the participant answers");
        let answer = answer.trim_end();
        match answer.strip_prefix("error ") {
            Some(text) => Err(text.to_string()),
            None => Ok(hex::decode(answer).expect("an answer in hex")),
        }
    }
}

impl Drop for Participant {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The C ABI's list form: a little-endian `u32` count, then each item with
/// its little-endian `u32` length.
fn encode_list(items: &[Vec<u8>]) -> Vec<u8> {
    let mut out = (items.len() as u32).to_le_bytes().to_vec();
    for item in items {
        out.extend_from_slice(&(item.len() as u32).to_le_bytes());
        out.extend_from_slice(item);
    }
    out
}

fn decode_list(mut bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut take = |n: usize| {
        let (head, tail) = bytes.split_at(n);
        bytes = tail;
        head.to_vec()
    };
    let count = u32::from_le_bytes(take(4).try_into().unwrap());
    (0..count)
        .map(|_| {
            let len = u32::from_le_bytes(take(4).try_into().unwrap());
            take(len as usize)
        })
        .collect()
}

/// A map from identifier bytes to message bytes, in list form.
fn encode_map(entries: &[(Vec<u8>, Vec<u8>)]) -> Vec<u8> {
    let items: Vec<Vec<u8>> = entries
        .iter()
        .flat_map(|(id, message)| [id.clone(), message.clone()])
        .collect();
    encode_list(&items)
}

#[test]
fn three_processes_generate_a_key_and_two_sign() {
    let ids: Vec<Vec<u8>> = (1..=3u16)
        .map(|n| Identifier::try_from(n).unwrap().serialize())
        .collect();
    let mut participants: Vec<Participant> = (0..3).map(|_| Participant::spawn()).collect();
    let params = [0, 3, 0, 2];

    let round1: Vec<Vec<u8>> = participants
        .iter_mut()
        .zip(&ids)
        .map(|(p, id)| p.ask("dkg1", &[id, &params]).unwrap())
        .collect();
    let others = |i: usize, messages: &[Vec<u8>]| -> Vec<(Vec<u8>, Vec<u8>)> {
        (0..3)
            .filter(|&j| j != i)
            .map(|j| (ids[j].clone(), messages[j].clone()))
            .collect()
    };
    // Round two: every participant's packages, routed to their recipients.
    let mut received: Vec<Vec<(Vec<u8>, Vec<u8>)>> = vec![Vec::new(); 3];
    for (i, p) in participants.iter_mut().enumerate() {
        let outgoing = decode_list(&p.ask("dkg2", &[&encode_map(&others(i, &round1))]).unwrap());
        assert_eq!(outgoing.len(), 4, "one package for each other participant");
        for pair in outgoing.chunks(2) {
            let recipient = ids.iter().position(|id| *id == pair[0]).unwrap();
            assert_ne!(recipient, i, "no package to oneself");
            received[recipient].push((ids[i].clone(), pair[1].clone()));
        }
    }
    let public: Vec<Vec<u8>> = participants
        .iter_mut()
        .enumerate()
        .map(|(i, p)| {
            received[i].sort();
            p.ask(
                "dkg3",
                &[&encode_map(&others(i, &round1)), &encode_map(&received[i])],
            )
            .unwrap()
        })
        .collect();
    assert!(public.iter().all(|p| *p == public[0]), "one group key");
    let public = PublicKeyPackage::deserialize(&public[0]).unwrap();

    let message = b"ceremony";
    let signers = [0usize, 2];
    let commitments: BTreeMap<Identifier, SigningCommitments> = signers
        .iter()
        .map(|&i| {
            let bytes = participants[i].ask("commit", &[]).unwrap();
            (
                Identifier::deserialize(&ids[i]).unwrap(),
                SigningCommitments::deserialize(&bytes).unwrap(),
            )
        })
        .collect();
    let package = SigningPackage::new(commitments, message).unwrap();
    let package_bytes = package.serialize();
    let mut shares = BTreeMap::new();
    for &i in &signers {
        let share = participants[i]
            .ask("sign", &[&package_bytes, message])
            .unwrap();
        shares.insert(
            Identifier::deserialize(&ids[i]).unwrap(),
            SignatureShare::deserialize(&share).unwrap(),
        );
        // The nonces went with the share: a second signature is refused.
        let again = participants[i].ask("sign", &[&package_bytes, message]);
        assert!(again.unwrap_err().contains("nonces"));
    }
    let signature = frost_ed25519::aggregate(&package, &shares, &public).unwrap();

    // An independent verifier (RFC 8032) accepts it under the group key.
    let key = ed25519_dalek::VerifyingKey::from_bytes(
        &public.verifying_key().to_bytes().try_into().unwrap(),
    )
    .unwrap();
    let signature = ed25519_dalek::Signature::from_bytes(&signature.to_bytes().try_into().unwrap());
    key.verify_strict(message, &signature).unwrap();
}

#[test]
fn refusals_answer_error_and_the_participant_keeps_serving() {
    let mut participant = Participant::spawn();
    assert!(
        participant.ask("commit", &[]).is_err(),
        "no key generation yet"
    );
    assert!(
        participant.ask("dkg1", &[b"\x01\x02"]).is_err(),
        "malformed identifier"
    );
    let id = Identifier::try_from(1).unwrap().serialize();
    participant.ask("dkg1", &[&id, &[0, 3, 0, 2]]).unwrap();
    assert!(participant.ask("sing", &[]).is_err(), "unknown command");
    assert!(
        participant.ask("commit", &[]).is_err(),
        "no key package yet"
    );
    assert!(
        participant.ask("dkg2", &[b"garbage"]).is_err(),
        "malformed map"
    );
    // The round-one secret went with the refused attempt: the participant
    // still answers, and refuses to run round two without it.
    assert!(participant.ask("dkg2", &[&encode_list(&[])]).is_err());
}

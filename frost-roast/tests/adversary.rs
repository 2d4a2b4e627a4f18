//! ROAST under an adversarial network and adversarial signers, driven by a
//! scheduler of its own (not the crate's `simulation` module): it sees every
//! message in flight, delivers them in any order, duplicates them, replays
//! messages of an earlier run of the same group, misroutes them (accountable
//! mode, whose channels need not authenticate), and lets malicious signers
//! front-run honest ones with copies of their commitments (initial and
//! fresh) read in flight.
//!
//! Checked on every run: a signature that verifies under an independent
//! verifier (`ed25519-dalek`'s strict Ed25519, `k256`'s BIP340) whenever at
//! least `t` honest signers answer, which is always the case here; no honest
//! signer ever blamed or excluded; at most `n - t + 1` sessions; every blame
//! accepted by `verify_blame`, and in accountable mode by
//! `verify_signed_blame` under the blamed signer's identity key.
//!
//! Counts: per suite, 1000 runs at 3-of-5 and at 7-of-10 and 20 at
//! 67-of-100, so 2000, 2000 and 40 over the two suites, with up to `n - t`
//! faulty signers drawn at random. A run at 67-of-100 costs as much as about
//! a hundred small ones, so the large groups get fewer runs: the
//! interleavings come from the small groups' thousands, the large group
//! checks that nothing depends on a small `n`. `ROAST_ADVERSARY_RUNS` (a
//! number) multiplies the counts for longer campaigns.

use std::collections::{BTreeMap, VecDeque};

use frost_core::keys::{KeyPackage, PublicKeyPackage};
use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::{Ciphersuite, Identifier, Scalar, Signature, SigningKey, VerifyingKey};
use frost_keygen::{IdentifierList, generate_with_dealer};
use frost_roast::{
    Commitment, Coordinator, IdentityKeys, Response, RunId, Signer, SignerMessage, SignerStatus,
    SigningRequest, verify_blame, verify_signed_blame,
};
use rand_chacha::ChaCha20Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};

const MESSAGE: &[u8] = b"move 5 BTC to cold storage";

/// A verifier that shares no code with the crate family.
trait Independent: Ciphersuite {
    fn verify(key: &VerifyingKey<Self>, signature: &Signature<Self>) -> bool;
}

impl Independent for frost_ed25519::Ed25519 {
    fn verify(key: &VerifyingKey<Self>, signature: &Signature<Self>) -> bool {
        let key: [u8; 32] = key.to_bytes().try_into().expect("32 bytes");
        let signature: [u8; 64] = signature.to_bytes().try_into().expect("64 bytes");
        ed25519_dalek::VerifyingKey::from_bytes(&key).is_ok_and(|key| {
            key.verify_strict(MESSAGE, &ed25519_dalek::Signature::from_bytes(&signature))
                .is_ok()
        })
    }
}

impl Independent for frost_secp256k1_tr::Secp256k1Tr {
    fn verify(key: &VerifyingKey<Self>, signature: &Signature<Self>) -> bool {
        use frost_secp256k1_tr::taproot::XOnly;
        let Ok(key) = k256::schnorr::VerifyingKey::from_slice(&key.to_x_only()) else {
            return false;
        };
        k256::schnorr::Signature::try_from(signature.to_bytes().as_slice())
            .is_ok_and(|signature| key.verify_raw(MESSAGE, &signature).is_ok())
    }
}

/// What a signer does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Honest,
    /// Sends nothing.
    Crashed,
    /// Offers copies of honest commitments read in flight, first, and
    /// answers its sessions with shares it makes up.
    Copier,
    /// Answers with its share plus one (signed, in accountable mode).
    Invalid,
    /// Answers with random bytes.
    Garbage,
}

const FAULTY: [Role; 4] = [Role::Crashed, Role::Copier, Role::Invalid, Role::Garbage];

/// A message in flight.
#[derive(Clone)]
enum Flight<C: Ciphersuite> {
    ToCoordinator { from: Identifier<C>, bytes: Vec<u8> },
    ToSigner { to: Identifier<C>, bytes: Vec<u8> },
}

/// A dealt group with identity keys, and messages of an earlier run of it.
struct Group<C: Ciphersuite> {
    keys: BTreeMap<Identifier<C>, KeyPackage<C>>,
    public: PublicKeyPackage<C>,
    secrets: BTreeMap<Identifier<C>, SigningKey<C>>,
    identities: IdentityKeys<C>,
    /// An earlier run's commitments, request and responses, for replays.
    earlier: Vec<Flight<C>>,
}

impl<C: Ciphersuite> Group<C> {
    fn new(n: u16, t: u16, rng: &mut ChaCha20Rng) -> Self {
        let (shares, public) =
            generate_with_dealer::<C, _>(n, t, IdentifierList::Default, rng).expect("dealer");
        let keys: BTreeMap<_, _> = shares
            .into_iter()
            .map(|(id, share)| (id, KeyPackage::try_from(share).expect("key package")))
            .collect();
        let secrets: BTreeMap<_, _> = keys.keys().map(|id| (*id, SigningKey::new(rng))).collect();
        let identities = secrets
            .iter()
            .map(|(id, key)| (*id, key.verifying_key()))
            .collect();
        let mut group = Self {
            keys,
            public,
            secrets,
            identities,
            earlier: Vec::new(),
        };
        group.earlier = group.earlier_run(rng);
        group
    }

    /// One honest session of an earlier run, recorded.
    fn earlier_run(&self, rng: &mut ChaCha20Rng) -> Vec<Flight<C>> {
        let run = RunId::random(rng);
        let t = usize::from(self.public.min_signers());
        let mut coordinator = Coordinator::new(self.public.clone(), MESSAGE, false, run);
        let mut signers: Vec<Signer<C>> = self
            .keys
            .values()
            .take(t)
            .map(|key| Signer::new(key.clone(), MESSAGE, false, run))
            .collect();
        let mut record = Vec::new();
        let mut request = None;
        for signer in &mut signers {
            let bytes = signer.commit_bytes(rng).expect("commit");
            let from = *signer.identifier();
            request = coordinator
                .receive_bytes(&from, &bytes, rng)
                .expect("accepted")
                .request;
            record.push(Flight::ToCoordinator { from, bytes });
        }
        let request = request.expect("session").serialize();
        for signer in &mut signers {
            let to = *signer.identifier();
            let bytes = signer.answer_bytes(&request, rng).expect("signed");
            record.push(Flight::ToSigner {
                to,
                bytes: request.clone(),
            });
            record.push(Flight::ToCoordinator { from: to, bytes });
        }
        record
    }
}

/// A signer under test: the real state machine, and what a malicious one
/// remembers.
struct Party<C: Ciphersuite> {
    role: Role,
    signer: Signer<C>,
    identity: SigningKey<C>,
    committed: bool,
    /// A copier's request waiting for a commitment to copy.
    pending: Option<SigningRequest<C>>,
}

/// One run: the coordinator, the parties, the network.
struct Run<'a, C: Ciphersuite> {
    group: &'a Group<C>,
    accountable: bool,
    coordinator: Coordinator<C>,
    parties: BTreeMap<Identifier<C>, Party<C>>,
    flight: VecDeque<Flight<C>>,
    rng: ChaCha20Rng,
}

impl<C: Independent> Run<'_, C> {
    /// Puts a signer's message in flight; every copier reads it first and,
    /// if it carries a commitment, sends its copy ahead of it.
    fn send_from(&mut self, from: Identifier<C>, bytes: Vec<u8>) {
        if self.parties[&from].role == Role::Honest
            && let Ok(message) = SignerMessage::<C>::deserialize(&bytes)
        {
            let commitment = match &message {
                SignerMessage::Commitment(c) => c.commitments,
                SignerMessage::Response(r) => r.next,
                SignerMessage::Decline(d) => d.next,
            };
            let copiers: Vec<Identifier<C>> = self
                .parties
                .iter()
                .filter(|(_, p)| p.role == Role::Copier)
                .map(|(id, _)| *id)
                .collect();
            for copier in copiers {
                if let Some(copy) = self.copy(copier, commitment) {
                    self.deliver(Flight::ToCoordinator {
                        from: copier,
                        bytes: copy,
                    });
                }
            }
        }
        self.flight.push_back(Flight::ToCoordinator { from, bytes });
    }

    /// A copier's message offering `commitment` as its own: its initial
    /// commitment, or its answer to a pending request with a made-up share.
    fn copy(
        &mut self,
        copier: Identifier<C>,
        commitment: SigningCommitments<C>,
    ) -> Option<Vec<u8>> {
        let run = *self.coordinator.run();
        let accountable = self.accountable;
        let share = SignatureShare::new(Scalar::<C>::from(self.rng.next_u64()));
        let rng = &mut self.rng;
        let party = self.parties.get_mut(&copier)?;
        if !party.committed {
            party.committed = true;
            let mut message = Commitment {
                run,
                signer: copier,
                commitments: commitment,
                signature: None,
            };
            if accountable {
                message.sign(&party.identity, rng);
            }
            return Some(message.serialize());
        }
        let request = party.pending.take()?;
        let mut response = Response {
            run,
            signer: copier,
            session: request.session,
            share,
            next: commitment,
            signature: None,
        };
        if accountable {
            response.sign(&request, &party.identity, rng);
        }
        Some(response.serialize())
    }

    /// A request reaches signer `to`.
    fn request_arrives(&mut self, to: Identifier<C>, bytes: &[u8]) {
        let accountable = self.accountable;
        let Some(party) = self.parties.get_mut(&to) else {
            return;
        };
        let answer = match party.role {
            Role::Crashed => None,
            Role::Honest => party.signer.answer_bytes(bytes, &mut self.rng).ok(),
            Role::Copier => {
                if let Ok(request) = SigningRequest::deserialize(bytes)
                    && request.run == *self.coordinator.run()
                {
                    party.pending = Some(request);
                }
                None
            }
            Role::Invalid => SigningRequest::deserialize(bytes).ok().and_then(|request| {
                let mut response = party.signer.sign(&request, &mut self.rng).ok()?;
                response.share =
                    SignatureShare::new(response.share.to_scalar() + Scalar::<C>::from(1u64));
                if accountable {
                    response.sign(&request, &party.identity, &mut self.rng);
                }
                Some(response.serialize())
            }),
            Role::Garbage => {
                let len = (self.rng.next_u64() % 200) as usize;
                let mut bytes = vec![0u8; len];
                self.rng.fill_bytes(&mut bytes);
                Some(bytes)
            }
        };
        if let Some(answer) = answer {
            self.send_from(to, answer);
        }
    }

    /// Delivers one message; a step of the coordinator is checked and its
    /// request put in flight to each of its signers.
    fn deliver(&mut self, flight: Flight<C>) {
        match flight {
            Flight::ToSigner { to, bytes } => self.request_arrives(to, &bytes),
            Flight::ToCoordinator { from, bytes } => {
                // Misrouting: in accountable mode the channel may lie about
                // the sender (of a copy: the network still delivers the
                // message itself).
                if self.accountable && self.rng.next_u64().is_multiple_of(16) {
                    let ids: Vec<_> = self.parties.keys().copied().collect();
                    let sender = ids[(self.rng.next_u64() % ids.len() as u64) as usize];
                    if sender != from {
                        assert!(
                            self.coordinator
                                .receive_bytes(&sender, &bytes, &mut self.rng)
                                .is_err()
                        );
                    }
                }
                let Ok(step) = self.coordinator.receive_bytes(&from, &bytes, &mut self.rng) else {
                    return;
                };
                for signer in step.blamed.iter().chain(&step.excluded) {
                    assert_ne!(self.parties[signer].role, Role::Honest, "honest {signer:?}");
                }
                if let Some(request) = step.request {
                    let bytes = request.serialize();
                    for to in request.package.signers() {
                        self.flight.push_back(Flight::ToSigner {
                            to,
                            bytes: bytes.clone(),
                        });
                    }
                }
            }
        }
    }

    /// Runs the network until the signature or until nothing is in flight.
    fn run(&mut self) {
        let ids: Vec<Identifier<C>> = self.parties.keys().copied().collect();
        for id in ids {
            let party = self.parties.get_mut(&id).expect("party");
            if matches!(party.role, Role::Honest | Role::Invalid | Role::Garbage) {
                party.committed = true;
                let bytes = party.signer.commit_bytes(&mut self.rng).expect("commit");
                self.send_from(id, bytes);
            }
        }
        while self.coordinator.signed().is_none() && !self.flight.is_empty() {
            let roll = self.rng.next_u64() % 32;
            if roll == 0 {
                // A replay of the earlier run.
                let pick = (self.rng.next_u64() % self.group.earlier.len() as u64) as usize;
                let replay = self.group.earlier[pick].clone();
                self.deliver(replay);
                continue;
            }
            let index = (self.rng.next_u64() % self.flight.len() as u64) as usize;
            let flight = if roll < 4 {
                self.flight[index].clone()
            } else {
                self.flight.remove(index).expect("in flight")
            };
            self.deliver(flight);
        }
    }

    /// The properties every run must have.
    fn check(&mut self) -> usize {
        let public = &self.group.public;
        let n = public.verifying_shares().len();
        let t = usize::from(public.min_signers());
        let signed = self.coordinator.signed().cloned().expect("a signature");
        assert!(C::verify(public.verifying_key(), &signed.signature));
        assert!(self.coordinator.sessions_opened() <= n - t + 1);
        self.coordinator.judge_remaining(&mut self.rng);
        for (id, party) in &self.parties {
            let status = self.coordinator.status(id).expect("member");
            if party.role == Role::Honest {
                assert!(
                    !matches!(status, SignerStatus::Excluded | SignerStatus::Malicious),
                    "honest {id:?} is {status:?}"
                );
            }
        }
        for blame in self.coordinator.blames() {
            assert_ne!(self.parties[&blame.signer].role, Role::Honest);
            verify_blame(blame, public).expect("the evidence holds");
            if self.accountable {
                verify_signed_blame(blame, public, &self.group.identities)
                    .expect("signed by the blamed signer");
            }
        }
        self.coordinator.sessions_opened()
    }
}

/// `runs` seeded runs of a `t`-of-`n` group, with up to `n - t` faulty
/// signers, alternately unauthenticated and accountable; returns the most
/// sessions one run opened.
fn sweep<C: Independent>(n: u16, t: u16, runs: u64, seed: u64) -> usize {
    let runs = runs
        * std::env::var("ROAST_ADVERSARY_RUNS")
            .ok()
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(1);
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let group = Group::<C>::new(n, t, &mut rng);
    let mut most = 0;
    for index in 0..runs {
        let mut rng = ChaCha20Rng::seed_from_u64(seed ^ (index << 16));
        let accountable = index % 2 == 1;
        let faulty = (rng.next_u64() % u64::from(n - t + 1)) as usize;
        let mut ids: Vec<Identifier<C>> = group.keys.keys().copied().collect();
        for i in (1..ids.len()).rev() {
            let j = (rng.next_u64() % (i as u64 + 1)) as usize;
            ids.swap(i, j);
        }
        let run = RunId::random(&mut rng);
        let mut coordinator = Coordinator::new(group.public.clone(), MESSAGE, false, run);
        if accountable {
            coordinator = coordinator
                .with_identities(group.identities.clone())
                .expect("identities");
        }
        let parties = ids
            .iter()
            .enumerate()
            .map(|(k, id)| {
                let role = if k < faulty {
                    FAULTY[(rng.next_u64() % FAULTY.len() as u64) as usize]
                } else {
                    Role::Honest
                };
                let identity = group.secrets[id].clone();
                let mut signer = Signer::new(group.keys[id].clone(), MESSAGE, false, run);
                if accountable {
                    signer = signer.with_identity(identity.clone());
                }
                let party = Party {
                    role,
                    signer,
                    identity,
                    committed: false,
                    pending: None,
                };
                (*id, party)
            })
            .collect();
        let mut state = Run {
            group: &group,
            accountable,
            coordinator,
            parties,
            flight: VecDeque::new(),
            rng,
        };
        state.run();
        if state.coordinator.signed().is_none() {
            let roles: Vec<_> = state.parties.values().map(|p| p.role).collect();
            panic!("run {index} (accountable: {accountable}) did not sign: roles {roles:?}");
        }
        most = most.max(state.check());
    }
    most
}

macro_rules! adversarial {
    ($module:ident, $suite:ty, $seed:expr) => {
        mod $module {
            use super::*;

            #[test]
            fn three_of_five() {
                assert!(sweep::<$suite>(5, 3, 1000, $seed) > 1);
            }

            #[test]
            fn seven_of_ten() {
                assert!(sweep::<$suite>(10, 7, 1000, $seed + 1) > 1);
            }

            #[test]
            fn sixty_seven_of_hundred() {
                assert!(sweep::<$suite>(100, 67, 20, $seed + 2) > 1);
            }
        }
    };
}

adversarial!(ed25519, frost_ed25519::Ed25519, 0x2600);
adversarial!(secp256k1_tr, frost_secp256k1_tr::Secp256k1Tr, 0x2610);

//! The reference implementation (Zcash Foundation `frost-core` 3.0.0 and its
//! suites) driven through its public API only, with the same fixtures as
//! ours: a dealt key, one signing session of `min_signers` signers, a batch
//! of single-party signatures, and a key generation up to participant 1's
//! part 3.

use std::collections::BTreeMap;

use benches::{BATCH_SIZE, MESSAGE, Size, bench_rng, parallel_map, parallel_map_with};
use rand::Rng as _;
use rand::rngs::StdRng;
use zf_frost_core::keys::dkg::{self, round1, round2};
use zf_frost_core::keys::{self, IdentifierList, KeyPackage, PublicKeyPackage, SecretShare};
use zf_frost_core::round1::SigningNonces;
use zf_frost_core::round2::SignatureShare;
use zf_frost_core::{
    Ciphersuite, Error, Identifier, Signature, SigningKey, SigningPackage, VerifyingKey,
};
use zf_frost_ed25519::rand_core as rand_core_06;

/// The reference's generator: our seeded generator behind the `rand_core`
/// 0.6 traits the reference is written against.
pub struct RefRng(StdRng);

impl RefRng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        RefRng(bench_rng(seed))
    }
}

impl rand_core_06::RngCore for RefRng {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        self.0.fill_bytes(dest);
    }

    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core_06::Error> {
        self.0.fill_bytes(dest);
        Ok(())
    }
}

impl rand_core_06::CryptoRng for RefRng {}

/// A fresh key dealt to the participants `1..=max_signers`. The step
/// "dealer keygen".
#[allow(clippy::type_complexity)]
pub fn dealer_keygen<Z: Ciphersuite>(
    size: Size,
    rng: &mut RefRng,
) -> Result<(BTreeMap<Identifier<Z>, SecretShare<Z>>, PublicKeyPackage<Z>), Error<Z>> {
    keys::generate_with_dealer(
        size.max_signers,
        size.min_signers,
        IdentifierList::Default,
        rng,
    )
}

/// The reference's signing session, as [`benches::SigningFixture`] is ours.
/// The bad share is the middle signer's, replaced by its neighbour's share.
pub struct RefSigning<Z: Ciphersuite> {
    public_key_package: PublicKeyPackage<Z>,
    signer: KeyPackage<Z>,
    nonces: SigningNonces<Z>,
    signing_package: SigningPackage<Z>,
    encoded_package: Vec<u8>,
    signature_shares: BTreeMap<Identifier<Z>, SignatureShare<Z>>,
    shares_with_cheater: BTreeMap<Identifier<Z>, SignatureShare<Z>>,
    signature: Signature<Z>,
}

impl<Z: Ciphersuite> RefSigning<Z> {
    /// Deals a key of `size` and runs one signing session of the first
    /// `min_signers` participants, checking every result.
    pub fn new(size: Size, rng: &mut RefRng) -> Result<Self, String> {
        let (shares, public_key_package) =
            dealer_keygen::<Z>(size, rng).map_err(|e| format!("{e:?}"))?;
        let mut sessions = Vec::new();
        let mut commitments = BTreeMap::new();
        for share in shares.values().take(usize::from(size.min_signers)) {
            let id = *share.identifier();
            let verifying_share = *public_key_package
                .verifying_shares()
                .get(&id)
                .ok_or("no verifying share")?;
            let key_package = KeyPackage::new(
                id,
                *share.signing_share(),
                verifying_share,
                *public_key_package.verifying_key(),
                size.min_signers,
            );
            let (nonces, signing_commitments) =
                zf_frost_core::round1::commit(key_package.signing_share(), rng);
            commitments.insert(id, signing_commitments);
            sessions.push((key_package, nonces));
        }
        let signing_package = SigningPackage::new(commitments, MESSAGE);
        let encoded_package = signing_package.serialize().map_err(|e| format!("{e:?}"))?;
        let signature_shares = parallel_map(sessions.iter().collect(), |(key_package, nonces)| {
            zf_frost_core::round2::sign(&signing_package, nonces, key_package)
                .map(|s| (*key_package.identifier(), s))
        })
        .into_iter()
        .collect::<Result<BTreeMap<_, _>, _>>()
        .map_err(|e| format!("{e:?}"))?;
        let signature =
            zf_frost_core::aggregate(&signing_package, &signature_shares, &public_key_package)
                .map_err(|e| format!("{e:?}"))?;

        let ids: Vec<Identifier<Z>> = signature_shares.keys().copied().collect();
        let middle = ids.len() / 2;
        let neighbour = *signature_shares
            .get(&ids[middle - 1])
            .ok_or("no neighbour")?;
        let mut shares_with_cheater = signature_shares.clone();
        shares_with_cheater.insert(ids[middle], neighbour);
        match zf_frost_core::aggregate(&signing_package, &shares_with_cheater, &public_key_package)
        {
            Err(Error::InvalidSignatureShare { culprits }) if culprits == [ids[middle]] => {}
            other => return Err(format!("the bad share is not named: {other:?}")),
        }

        let (signer, nonces) = sessions.into_iter().next().ok_or("no signer")?;
        Ok(Self {
            public_key_package,
            signer,
            nonces,
            signing_package,
            encoded_package,
            signature_shares,
            shares_with_cheater,
            signature,
        })
    }

    /// The first signer's key package.
    pub fn signer(&self) -> &KeyPackage<Z> {
        &self.signer
    }

    /// The first signer's signature share. The step "round 2".
    pub fn sign(&self) -> Result<SignatureShare<Z>, Error<Z>> {
        zf_frost_core::round2::sign(&self.signing_package, &self.nonces, &self.signer)
    }

    /// All shares valid. The step "aggregate".
    pub fn aggregate(&self) -> Result<Signature<Z>, Error<Z>> {
        zf_frost_core::aggregate(
            &self.signing_package,
            &self.signature_shares,
            &self.public_key_package,
        )
    }

    /// One bad share, found by the reference's default cheater detection
    /// (it stops at the first invalid share). The step "aggregate with one
    /// bad share".
    pub fn aggregate_with_cheater(&self) -> Result<Signature<Z>, Error<Z>> {
        zf_frost_core::aggregate(
            &self.signing_package,
            &self.shares_with_cheater,
            &self.public_key_package,
        )
    }

    /// The step "decode a SigningPackage".
    pub fn decode_package(&self) -> Result<SigningPackage<Z>, Error<Z>> {
        SigningPackage::deserialize(&self.encoded_package)
    }

    /// The step "verify".
    pub fn verify(&self) -> Result<(), Error<Z>> {
        self.public_key_package
            .verifying_key()
            .verify(MESSAGE, &self.signature)
    }
}

/// [`BATCH_SIZE`] single-party signatures by distinct keys.
pub struct RefBatch<Z: Ciphersuite> {
    items: Vec<(VerifyingKey<Z>, Vec<u8>, Signature<Z>)>,
}

impl<Z: Ciphersuite> RefBatch<Z> {
    /// Signs [`BATCH_SIZE`] messages with as many fresh keys.
    pub fn new(rng: &mut RefRng) -> Self {
        let items = (0..BATCH_SIZE)
            .map(|i| {
                let key = SigningKey::<Z>::new(rng);
                let message = format!("batch message {i}").into_bytes();
                let signature = key.sign(&mut *rng, &message);
                (VerifyingKey::from(&key), message, signature)
            })
            .collect();
        Self { items }
    }

    /// Queues every signature (computing its challenge) and verifies the
    /// batch. The step "batch verify".
    pub fn verify(&self, rng: &mut RefRng) -> Result<(), Error<Z>> {
        let mut verifier = zf_frost_core::batch::Verifier::<Z>::new();
        for (key, message, signature) in &self.items {
            verifier.queue(zf_frost_core::batch::Item::new(*key, *signature, message)?);
        }
        verifier.verify(rng)
    }
}

/// The reference's key generation up to participant 1's part 3, as
/// [`benches::DkgFixture`] is ours.
pub struct RefDkg<Z: Ciphersuite> {
    round1_secret: round1::SecretPackage<Z>,
    round1_packages: BTreeMap<Identifier<Z>, round1::Package<Z>>,
    round2_packages: BTreeMap<Identifier<Z>, round2::Package<Z>>,
}

impl<Z: Ciphersuite> RefDkg<Z> {
    /// Runs every participant's part 1 and part 2 (spread over the cores)
    /// and checks participant 1's part 3.
    pub fn new(size: Size, rng: &mut RefRng) -> Result<Self, String> {
        let participants = (1..=size.max_signers)
            .map(|i| Ok((Identifier::<Z>::try_from(i)?, rng.0.next_u64())))
            .collect::<Result<Vec<_>, Error<Z>>>()
            .map_err(|e| format!("{e:?}"))?;
        let round1 = parallel_map(participants, |(id, seed)| {
            dkg::part1::<Z, _>(id, size.max_signers, size.min_signers, RefRng::new(seed))
                .map(|r| (id, r))
        })
        .into_iter()
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("{e:?}"))?;
        let all_packages: BTreeMap<_, _> = round1
            .iter()
            .map(|(id, (_, package))| (*id, package.clone()))
            .collect();

        let mut secrets = round1.into_iter();
        let (own, (round1_secret, _)) = secrets.next().ok_or("no participant")?;
        let mut round1_packages = all_packages.clone();
        round1_packages.remove(&own);
        let others: Vec<_> = secrets.map(|(id, (secret, _))| (id, secret)).collect();
        let round2_packages = parallel_map_with(
            others,
            || all_packages.clone(),
            |scratch, (id, secret)| {
                let package = scratch.remove(&id).ok_or("unknown participant")?;
                let result = dkg::part2(secret, scratch);
                scratch.insert(id, package);
                let (_, mut outgoing) = result.map_err(|_| "part 2 failed")?;
                Ok((
                    id,
                    outgoing.remove(&own).ok_or("no share for participant 1")?,
                ))
            },
        )
        .into_iter()
        .collect::<Result<BTreeMap<_, _>, &str>>()?;
        let fixture = Self {
            round1_secret,
            round1_packages,
            round2_packages,
        };
        fixture.part2_and_part3().map_err(|e| format!("{e:?}"))?;
        Ok(fixture)
    }

    /// Part 2 then part 3 for participant 1. The step "DKG part 2 + part 3".
    pub fn part2_and_part3(&self) -> Result<(KeyPackage<Z>, PublicKeyPackage<Z>), Error<Z>> {
        let (round2_secret, _) = dkg::part2(self.round1_secret.clone(), &self.round1_packages)?;
        dkg::part3(&round2_secret, &self.round1_packages, &self.round2_packages)
    }
}

//! The inputs and the measured calls of the boundary's cost, shared by the
//! criterion bench (`benches/boundary.rs`, times) and the instruction count
//! (`examples/boundary_instructions.rs`, callgrind): a group of FROST(Ed25519)
//! with every signer's commitment and share, its wire bytes, and each step
//! called from Rust on those bytes or through the `extern "C"` function.

use std::collections::BTreeMap;
use std::hint::black_box;

use frost_ed25519::keys::{self, IdentifierList, KeyPackage, PublicKeyPackage};
use frost_ed25519::round1::{self, SigningCommitments, SigningNonces};
use frost_ed25519::round2::{self, SignatureShare};
use frost_ed25519::{Identifier, SigningPackage};
use frost_ffi::*;
use rand::CryptoRng;

pub const EMPTY: FrostBuffer = FrostBuffer {
    data: std::ptr::null(),
    len: 0,
    id: 0,
};

pub const MESSAGE: &[u8] = b"the cost of the boundary";

/// A signing of `min`-of-`max`: the first `min` key packages, everyone's
/// commitments and shares, and the wire bytes each call receives.
pub struct Group {
    pub keys: Vec<KeyPackage>,
    pub public: PublicKeyPackage,
    pub commitments: BTreeMap<Identifier, SigningCommitments>,
    pub package: SigningPackage,
    pub shares: BTreeMap<Identifier, SignatureShare>,
    /// The first signer's `KeyPackage` message.
    pub key_bytes: Vec<u8>,
    pub package_bytes: Vec<u8>,
    pub public_bytes: Vec<u8>,
    /// `Identifier` and `SignatureShare` messages, alternating.
    pub share_map: Vec<Vec<u8>>,
    /// The same pairs as the ABI's list.
    pub share_list: Vec<u8>,
}

impl Group {
    pub fn new<R: CryptoRng>(min: u16, max: u16, rng: &mut R) -> Self {
        let (shares, public) =
            keys::generate_with_dealer(max, min, IdentifierList::Default, &mut *rng).unwrap();
        let keys: Vec<_> = shares
            .into_values()
            .take(usize::from(min))
            .map(|share| KeyPackage::try_from(share).unwrap())
            .collect();
        let mut nonces = Vec::new();
        let mut commitments = BTreeMap::new();
        for key in &keys {
            let (n, c) = round1::commit(key.signing_share(), &mut *rng);
            nonces.push(n);
            commitments.insert(*key.identifier(), c);
        }
        let package = SigningPackage::new(commitments.clone(), MESSAGE).unwrap();
        let shares: BTreeMap<_, _> = keys
            .iter()
            .zip(nonces)
            .map(|(key, n)| (*key.identifier(), round2::sign(&package, n, key).unwrap()))
            .collect();
        let share_map: Vec<Vec<u8>> = shares
            .iter()
            .flat_map(|(id, share)| [id.serialize(), share.serialize()])
            .collect();
        Group {
            key_bytes: keys[0].serialize().to_vec(),
            package_bytes: package.serialize(),
            public_bytes: public.serialize(),
            share_list: list(&share_map),
            share_map,
            keys,
            public,
            commitments,
            package,
            shares,
        }
    }

    /// The first signer's fresh nonces and the group's package with its
    /// commitment replaced by theirs.
    pub fn fresh_rust<R: CryptoRng>(&self, rng: &mut R) -> (SigningNonces, SigningPackage) {
        let signer = &self.keys[0];
        let (nonces, commitment) = round1::commit(signer.signing_share(), rng);
        let mut commitments = self.commitments.clone();
        commitments.insert(*signer.identifier(), commitment);
        (nonces, SigningPackage::new(commitments, MESSAGE).unwrap())
    }

    /// The same through `frost_commit`: a nonce handle and the package's
    /// bytes.
    pub fn fresh_c(&self) -> (FrostHandle, Vec<u8>) {
        let (mut handle, mut commitment) = (0, EMPTY);
        // SAFETY: valid inputs and outputs.
        let status = unsafe {
            frost_commit(
                self.key_bytes.as_ptr(),
                self.key_bytes.len(),
                &mut handle,
                &mut commitment,
                std::ptr::null_mut(),
            )
        };
        assert_eq!(status, FrostStatus::FrostOk);
        // SAFETY: a live buffer.
        let bytes = unsafe { std::slice::from_raw_parts(commitment.data, commitment.len) };
        let mut commitments = self.commitments.clone();
        commitments.insert(
            *self.keys[0].identifier(),
            SigningCommitments::deserialize(bytes).unwrap(),
        );
        free(commitment);
        let package = SigningPackage::new(commitments, MESSAGE).unwrap();
        (handle, package.serialize())
    }

    /// Round two from the wire bytes, as a Rust service that receives
    /// messages does it: decode, sign, encode.
    pub fn sign_from_bytes(&self, nonces: SigningNonces, package: &[u8]) {
        let package = SigningPackage::deserialize(package).unwrap();
        let key = KeyPackage::deserialize(&self.key_bytes).unwrap();
        black_box(round2::sign(&package, nonces, &key).unwrap().serialize());
    }

    /// Round two through `frost_sign`, the output buffer freed.
    pub fn sign_c(&self, handle: FrostHandle, package: &[u8]) {
        let mut share = EMPTY;
        // SAFETY: valid inputs and outputs.
        let status = unsafe {
            frost_sign(
                package.as_ptr(),
                package.len(),
                MESSAGE.as_ptr(),
                MESSAGE.len(),
                handle,
                self.key_bytes.as_ptr(),
                self.key_bytes.len(),
                &mut share,
                std::ptr::null_mut(),
            )
        };
        assert_eq!(status, FrostStatus::FrostOk);
        free(share);
    }

    /// Aggregation from the wire bytes: decode the package, the public key
    /// package and the shares, aggregate, encode.
    pub fn aggregate_from_bytes(&self) {
        let package = SigningPackage::deserialize(&self.package_bytes).unwrap();
        let public = PublicKeyPackage::deserialize(&self.public_bytes).unwrap();
        let shares: BTreeMap<_, _> = self
            .share_map
            .chunks_exact(2)
            .map(|pair| {
                (
                    Identifier::deserialize(&pair[0]).unwrap(),
                    SignatureShare::deserialize(&pair[1]).unwrap(),
                )
            })
            .collect();
        black_box(
            frost_ed25519::aggregate(&package, &shares, &public)
                .unwrap()
                .serialize(),
        );
    }

    /// Aggregation through `frost_aggregate`, the output buffer freed.
    pub fn aggregate_c(&self) {
        let mut signature = EMPTY;
        // SAFETY: valid inputs and outputs.
        let status = unsafe {
            frost_aggregate(
                self.package_bytes.as_ptr(),
                self.package_bytes.len(),
                self.share_list.as_ptr(),
                self.share_list.len(),
                self.public_bytes.as_ptr(),
                self.public_bytes.len(),
                &mut signature,
                std::ptr::null_mut(),
            )
        };
        assert_eq!(status, FrostStatus::FrostOk);
        free(signature);
    }
}

/// The ABI's list encoding: a count, then each item with its length
/// (little-endian `u32`s).
fn list(items: &[Vec<u8>]) -> Vec<u8> {
    let mut out = (items.len() as u32).to_le_bytes().to_vec();
    for item in items {
        out.extend_from_slice(&(item.len() as u32).to_le_bytes());
        out.extend_from_slice(item);
    }
    out
}

fn free(mut buffer: FrostBuffer) {
    // SAFETY: a buffer the library issued.
    assert_eq!(
        unsafe { frost_buffer_free(&mut buffer) },
        FrostStatus::FrostOk
    );
}

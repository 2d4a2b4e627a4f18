//! # frost-arithmetic
//!
//! Field, point and scalar arithmetic beneath the FROST ciphersuite crates:
//! routines over the curve crates' own types (k256, p256, curve25519-dalek,
//! ed448-goldilocks) that those crates lack or run slower. Field products of
//! edwards25519 and secp256k1 are fiat-crypto's formally verified code
//! (Erbsen et al., IEEE S&P 2019); the rest is written here.
//! Nothing here knows about FROST; each suite crate selects these routines
//! through its `frost-arithmetic` cargo feature and, with the feature off,
//! uses its curve crate's own.
//!
//! # Why it exists
//!
//! Each routine here is faster than its curve crate's on the suites'
//! workloads (point decoding, multiscalar and fixed-base multiplication);
//! BENCHMARKS.md at the repository's root gives by how much, with the
//! commands that measure it. The edwards25519 and edwards448 subgroup checks
//! take a few square roots where a multiplication by the group order takes
//! about 250 (446) doublings. Each routine's documentation says why it wins.
//!
//! # Contents
//!
//! - [`limbs`]: word operations on 64-bit limbs for the 4-limb P-256 field.
//! - [`weierstrass`]: variable-time Jacobian and batched-affine formulas on
//!   short Weierstrass curves, the bucket method and Straus' method.
//! - [`fixed_base`]: a constant-time table of multiples of a group's
//!   generator, for any `group::Group`.
//! - One module per curve, each behind the cargo feature of the same name:
#![cfg_attr(feature = "secp256k1", doc = "  [`secp256k1`],")]
#![cfg_attr(not(feature = "secp256k1"), doc = "  `secp256k1`,")]
#![cfg_attr(feature = "ed25519", doc = "  [`ed25519`],")]
#![cfg_attr(not(feature = "ed25519"), doc = "  `ed25519`,")]
#![cfg_attr(feature = "ed448", doc = "  [`ed448`],")]
#![cfg_attr(not(feature = "ed448"), doc = "  `ed448`,")]
#![cfg_attr(feature = "p256", doc = "  [`p256`],")]
#![cfg_attr(not(feature = "p256"), doc = "  `p256`,")]
#![cfg_attr(feature = "pallas", doc = "  [`pallas`],")]
#![cfg_attr(not(feature = "pallas"), doc = "  `pallas`,")]
//!   each a small API over its curve crate's types.
//!
//! # Constant-time rules
//!
//! Every routine's documentation states whether it is constant time.
//! Constant-time code has no branch and no memory address that depends on
//! secret data; every mask it derives from secret data comes from `subtle`
//! (`Choice`, `ConditionallySelectable`, `ConstantTimeEq`, `ConstantTimeLess`)
//! or passes through `subtle`'s optimisation barrier, never from a hand-made
//! `0 - bit`, which compilers may turn back into a branch; the secret values
//! it keeps across steps (scalar bytes, digits, selected table entries,
//! accumulators, inverses) are zeroized after use. Variable-time routines (decoding of public
//! encodings, multiscalar multiplication for verification) may branch on
//! their inputs and are for public data only: each one says so.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod error;
pub mod fixed_base;
pub mod limbs;
pub mod weierstrass;

#[cfg(feature = "ed25519")]
pub mod ed25519;
#[cfg(feature = "ed448")]
pub mod ed448;
#[cfg(feature = "p256")]
pub mod p256;
#[cfg(feature = "pallas")]
pub mod pallas;
#[cfg(feature = "secp256k1")]
pub mod secp256k1;

/// Differential entry points for the fuzz targets; not part of the
/// interface.
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;

#[cfg(test)]
mod testing;

pub use error::DecodingError;

//! serde support for [`RandomizedSigningPackage`] and
//! [`RandomizedMultiSigningPackage`] (feature `serde`), in the engine's style.
//!
//! In a human-readable format (JSON, TOML, ...) a randomized package is an
//! object: a `header` of `version`, `ciphersuite` (the suite's context
//! string) and `type` (`"randomized_signing_package"`), the `randomizer` and
//! the `randomized_verifying_key` as lowercase hex, and the `signing_package`
//! in the engine's own serde form. A multi-message one (`type`
//! `"randomized_multi_signing_package"`) has `randomizers`, a list of
//! `{"randomizer", "randomized_verifying_key"}` in message order, and the
//! `signing_packages` as the engine's `MultiSigningPackage`. In a binary
//! format (postcard, bincode, ...) each is its wire encoding
//! ([`crate::wire`]) as one byte string. Decoding runs the checks of
//! `deserialize`; unknown fields, upper-case or odd-length hex are refused as
//! well.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use frost_core::serialization::FORMAT_VERSION;
use frost_core::{Ciphersuite, Error, MultiSigningPackage, SigningPackage, VerifyingKey};
use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use zeroize::{Zeroize, Zeroizing};

use crate::{RandomizedMultiSigningPackage, RandomizedSigningPackage, Randomizer};

/// The `type` of a randomized package's human-readable header.
const TYPE_NAME: &str = "randomized_signing_package";

/// The `type` of a randomized multi-message package's human-readable header.
const MULTI_TYPE_NAME: &str = "randomized_multi_signing_package";

/// Bytes written as a lowercase hex string, in constant time: the
/// randomizer is confidential.
struct Hex<'a>(&'a [u8]);

impl fmt::Display for Hex<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        frost_core::hex::write_lower_hex(f, self.0)
    }
}

impl Serialize for Hex<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// Decodes lowercase hex of even length, the only form [`Hex`] writes, in
/// constant time: only whether the text is well-formed shows. The result
/// may be confidential, so it is wiped when dropped.
fn parse_hex<E: de::Error>(text: &str) -> Result<Zeroizing<Vec<u8>>, E> {
    let text = text.as_bytes();
    if !text.len().is_multiple_of(2) {
        return Err(E::custom("hex string of odd length"));
    }
    let mut bytes = Zeroizing::new(Vec::with_capacity(text.len() / 2));
    if frost_core::hex::decode_lower_hex(text, &mut bytes) {
        Ok(bytes)
    } else {
        Err(E::custom("not lowercase hex"))
    }
}

/// The human-readable header of a message of type `.0`, written for suite
/// `C`.
struct Header<C>(&'static str, PhantomData<C>);

impl<C: Ciphersuite> Serialize for Header<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut header = serializer.serialize_struct("Header", 3)?;
        header.serialize_field("version", &FORMAT_VERSION)?;
        header.serialize_field("ciphersuite", C::CONTEXT_STRING)?;
        header.serialize_field("type", self.0)?;
        header.end()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawHeader {
    version: u8,
    ciphersuite: String,
    #[serde(rename = "type")]
    message_type: String,
}

impl RawHeader {
    /// Checks version, ciphersuite and type (`expected`), in that order.
    fn check<C: Ciphersuite, E: de::Error>(&self, expected: &str) -> Result<(), E> {
        if self.version != FORMAT_VERSION {
            return Err(E::custom(Error::<C>::UnsupportedVersion {
                found: self.version,
            }));
        }
        if self.ciphersuite != C::CONTEXT_STRING {
            return Err(E::custom(format!(
                "data belongs to ciphersuite {}, not {}",
                self.ciphersuite,
                C::CONTEXT_STRING
            )));
        }
        if self.message_type != expected {
            return Err(E::custom(format!(
                "data is a {} message, not a {expected}",
                self.message_type
            )));
        }
        Ok(())
    }
}

#[derive(Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
struct Form<C: Ciphersuite> {
    header: RawHeader,
    randomizer: String,
    randomized_verifying_key: String,
    signing_package: SigningPackage<C>,
}

impl<C: Ciphersuite> Serialize for RandomizedSigningPackage<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !serializer.is_human_readable() {
            return serializer.serialize_bytes(&self.serialize());
        }
        // Wiped when dropped.
        let randomizer = self.randomizer().to_bytes();
        let key = self.randomized_verifying_key().to_bytes();
        let mut form = serializer.serialize_struct("RandomizedSigningPackage", 4)?;
        let written = form
            .serialize_field("header", &Header::<C>(TYPE_NAME, PhantomData))
            .and_then(|()| form.serialize_field("randomizer", &Hex(randomizer.as_slice())))
            .and_then(|()| form.serialize_field("randomized_verifying_key", &Hex(key.as_ref())))
            .and_then(|()| form.serialize_field("signing_package", self.signing_package()));
        written?;
        form.end()
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for RandomizedSigningPackage<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if !deserializer.is_human_readable() {
            return deserializer.deserialize_bytes(WireVisitor(PhantomData));
        }
        let mut form = Form::<C>::deserialize(deserializer)?;
        form.header.check::<C, D::Error>(TYPE_NAME)?;
        let randomizer = parse_hex(&form.randomizer)
            .and_then(|bytes| Randomizer::from_bytes(&bytes).map_err(de::Error::custom));
        form.randomizer.zeroize();
        let key = parse_hex(&form.randomized_verifying_key)?;
        let key = VerifyingKey::from_bytes(&key).map_err(de::Error::custom)?;
        Ok(Self::from_parts(form.signing_package, randomizer?, key))
    }
}

/// A type whose binary serde form is its wire encoding.
trait Wire: Sized {
    /// The suite of the encoding.
    type Suite: Ciphersuite;
    /// What the bytes are, for error messages.
    const WHAT: &'static str;
    /// The strict wire decoder.
    fn from_wire(bytes: &[u8]) -> Result<Self, Error<Self::Suite>>;
}

impl<C: Ciphersuite> Wire for RandomizedSigningPackage<C> {
    type Suite = C;
    const WHAT: &'static str = "the bytes of a serialised randomized signing package";
    fn from_wire(bytes: &[u8]) -> Result<Self, Error<C>> {
        Self::deserialize(bytes)
    }
}

impl<C: Ciphersuite> Wire for RandomizedMultiSigningPackage<C> {
    type Suite = C;
    const WHAT: &'static str = "the bytes of a serialised randomized multi-message signing package";
    fn from_wire(bytes: &[u8]) -> Result<Self, Error<C>> {
        Self::deserialize(bytes)
    }
}

/// Decodes the wire encoding from a binary format's byte string (or, for
/// formats without one, a sequence of bytes).
struct WireVisitor<T>(PhantomData<T>);

impl<'de, T: Wire> Visitor<'de> for WireVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::WHAT)
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<Self::Value, E> {
        T::from_wire(bytes).map_err(E::custom)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        // The size hint comes from the input: cap the allocation it drives.
        let mut bytes = Zeroizing::new(Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096)));
        while let Some(byte) = seq.next_element::<u8>()? {
            bytes.push(byte);
        }
        T::from_wire(&bytes).map_err(de::Error::custom)
    }
}

/// One message's randomizer and randomized key, as written.
#[derive(Serialize)]
struct PairForm<'a> {
    randomizer: Hex<'a>,
    randomized_verifying_key: Hex<'a>,
}

/// One message's randomizer and randomized key, as read.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ParsedPair {
    randomizer: String,
    randomized_verifying_key: String,
}

#[derive(Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
struct MultiForm<C: Ciphersuite> {
    header: RawHeader,
    randomizers: Vec<ParsedPair>,
    signing_packages: MultiSigningPackage<C>,
}

impl<C: Ciphersuite> Serialize for RandomizedMultiSigningPackage<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if !serializer.is_human_readable() {
            return serializer.serialize_bytes(&self.serialize());
        }
        let packages = self.randomized_packages();
        // Wiped when dropped.
        let randomizers: Vec<_> = packages.iter().map(|p| p.randomizer().to_bytes()).collect();
        let keys: Vec<_> = packages
            .iter()
            .map(|p| p.randomized_verifying_key().to_bytes())
            .collect();
        let pairs: Vec<PairForm<'_>> = randomizers
            .iter()
            .zip(&keys)
            .map(|(randomizer, key)| PairForm {
                randomizer: Hex(randomizer.as_slice()),
                randomized_verifying_key: Hex(key.as_ref()),
            })
            .collect();
        let signing_packages = MultiSigningPackage::new(
            packages
                .iter()
                .map(|p| p.signing_package().clone())
                .collect(),
        )
        .map_err(serde::ser::Error::custom)?;
        let mut form = serializer.serialize_struct("RandomizedMultiSigningPackage", 3)?;
        let written = form
            .serialize_field("header", &Header::<C>(MULTI_TYPE_NAME, PhantomData))
            .and_then(|()| form.serialize_field("randomizers", &pairs))
            .and_then(|()| form.serialize_field("signing_packages", &signing_packages));
        written?;
        form.end()
    }
}

impl<'de, C: Ciphersuite> Deserialize<'de> for RandomizedMultiSigningPackage<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if !deserializer.is_human_readable() {
            return deserializer.deserialize_bytes(WireVisitor(PhantomData));
        }
        let mut form = MultiForm::<C>::deserialize(deserializer)?;
        form.header.check::<C, D::Error>(MULTI_TYPE_NAME)?;
        let decoded = decode_pairs::<C, D::Error>(&form.randomizers);
        for pair in &mut form.randomizers {
            pair.randomizer.zeroize();
        }
        let pairs = decoded?;
        if pairs.len() != form.signing_packages.len() {
            return Err(de::Error::custom(Error::<C>::MessageCountMismatch {
                expected: form.signing_packages.len(),
                found: pairs.len(),
            }));
        }
        let packages = form
            .signing_packages
            .into_signing_packages()
            .into_iter()
            .zip(pairs)
            .map(|(package, (randomizer, key))| {
                RandomizedSigningPackage::from_parts(package, randomizer, key)
            })
            .collect();
        Self::new(packages).map_err(de::Error::custom)
    }
}

/// One message's randomizer and the randomized key it claims.
type Pair<C> = (Randomizer<C>, VerifyingKey<C>);

/// The randomizers and randomized keys of a multi-message package, decoded
/// strictly.
fn decode_pairs<C: Ciphersuite, E: de::Error>(pairs: &[ParsedPair]) -> Result<Vec<Pair<C>>, E> {
    pairs
        .iter()
        .map(|pair| {
            let randomizer = parse_hex(&pair.randomizer)?;
            let randomizer = Randomizer::from_bytes(&randomizer).map_err(E::custom)?;
            let key = parse_hex(&pair.randomized_verifying_key)?;
            let key = VerifyingKey::from_bytes(&key).map_err(E::custom)?;
            Ok((randomizer, key))
        })
        .collect()
}

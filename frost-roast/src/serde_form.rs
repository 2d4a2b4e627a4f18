//! serde support for the messages and the blame evidence (feature `serde`),
//! in the engine's style.
//!
//! In a human-readable format (JSON, TOML, ...) a message is an object: a
//! `header` of `version`, `ciphersuite` (the suite's context string) and
//! `type` (`roast_commitment`, `roast_response`, `roast_decline`,
//! `roast_signing_request`, `roast_blame`), then named fields: identifiers as
//! the engine writes them, run identifiers, shares, elements and identity
//! signatures (omitted when absent) as lowercase hex, session numbers as
//! integers, signing
//! packages in the engine's (or `frost-rerandomized`'s) own serde form. In a
//! binary format (postcard, bincode, ...) a message is its wire encoding
//! ([`crate::wire`]) as one byte string. Decoding runs the checks of the wire
//! decoders; unknown fields, upper-case or odd-length hex are refused too.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use frost_core::round1::SigningCommitments;
use frost_core::round2::SignatureShare;
use frost_core::serialization::{FORMAT_VERSION, decode_lower_hex, write_lower_hex};
use frost_core::{Ciphersuite, Error, Identifier, Signature, SigningPackage};
use frost_rerandomized::RandomizedSigningPackage;
use serde::de::{self, DeserializeOwned, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::wire::element_len;
use crate::{
    Blame, Commitment, Decline, Response, RunId, SessionId, SessionPackage, SigningRequest,
};

mod blame;

/// Lowercase hex of `bytes`, written by the engine's constant-time hex.
fn hex(bytes: &[u8]) -> String {
    struct Hex<'a>(&'a [u8]);
    impl fmt::Display for Hex<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_lower_hex(f, self.0)
        }
    }
    Hex(bytes).to_string()
}

/// Decodes lowercase hex of even length, the only form [`hex`] writes, with
/// the engine's constant-time decoder.
fn parse_hex<E: de::Error>(text: &str) -> Result<Vec<u8>, E> {
    if !text.len().is_multiple_of(2) {
        return Err(E::custom("hex string of odd length"));
    }
    let mut bytes = Vec::with_capacity(text.len() / 2);
    if decode_lower_hex(text.as_bytes(), &mut bytes) {
        Ok(bytes)
    } else {
        Err(E::custom("not lowercase hex"))
    }
}

/// The human-readable header.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    version: u8,
    ciphersuite: String,
    #[serde(rename = "type")]
    message_type: String,
}

impl Header {
    fn new<C: Ciphersuite>(name: &str) -> Self {
        Self {
            version: FORMAT_VERSION,
            ciphersuite: String::from(C::CONTEXT_STRING),
            message_type: String::from(name),
        }
    }

    /// Checks version, ciphersuite and type, in that order.
    fn check<C: Ciphersuite, E: de::Error>(&self, name: &str) -> Result<(), E> {
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
        if self.message_type != name {
            return Err(E::custom(format!(
                "data is a {} message, not a {name}",
                self.message_type
            )));
        }
        Ok(())
    }
}

/// A message with a human-readable form and a wire encoding.
trait Form: Sized {
    type Suite: Ciphersuite;
    /// The `type` of the header.
    const NAME: &'static str;
    /// The object, header first.
    type Object: Serialize + DeserializeOwned;
    fn header(object: &Self::Object) -> &Header;
    fn to_object(&self) -> Self::Object;
    fn from_object<E: de::Error>(object: Self::Object) -> Result<Self, E>;
    fn to_wire(&self) -> Vec<u8>;
    fn from_wire(bytes: &[u8]) -> Result<Self, Error<Self::Suite>>;
}

fn serialize_form<T: Form, S: Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    if serializer.is_human_readable() {
        value.to_object().serialize(serializer)
    } else {
        serializer.serialize_bytes(&value.to_wire())
    }
}

fn deserialize_form<'de, T: Form, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    if deserializer.is_human_readable() {
        let object = T::Object::deserialize(deserializer)?;
        T::header(&object).check::<T::Suite, D::Error>(T::NAME)?;
        T::from_object(object)
    } else {
        deserializer.deserialize_bytes(WireVisitor(PhantomData))
    }
}

/// Decodes the wire encoding from a binary format's byte string (or, for
/// formats without one, a sequence of bytes).
struct WireVisitor<T>(PhantomData<T>);

impl<'de, T: Form> Visitor<'de> for WireVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the bytes of a serialised {} message", T::NAME)
    }

    fn visit_bytes<E: de::Error>(self, bytes: &[u8]) -> Result<T, E> {
        T::from_wire(bytes).map_err(E::custom)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<T, A::Error> {
        // The size hint comes from the input: cap the allocation it drives.
        let mut bytes = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(byte) = seq.next_element::<u8>()? {
            bytes.push(byte);
        }
        T::from_wire(&bytes).map_err(de::Error::custom)
    }
}

/// `(hiding, binding)` of a commitment, as hex.
fn commitment_hex<C: Ciphersuite>(commitments: &SigningCommitments<C>) -> (String, String) {
    let bytes = commitments.to_bytes();
    let (hiding, binding) = bytes.split_at(element_len::<C>());
    (hex(hiding), hex(binding))
}

fn parse_commitments<C: Ciphersuite, E: de::Error>(
    hiding: &str,
    binding: &str,
) -> Result<SigningCommitments<C>, E> {
    let mut bytes = parse_hex::<E>(hiding)?;
    if bytes.len() != element_len::<C>() {
        return Err(E::custom(Error::<C>::InvalidLength));
    }
    bytes.extend(parse_hex::<E>(binding)?);
    SigningCommitments::from_bytes(&bytes).map_err(E::custom)
}

fn parse_run<E: de::Error>(text: &str) -> Result<RunId, E> {
    let bytes = parse_hex::<E>(text)?;
    let run = bytes
        .try_into()
        .map_err(|_| E::custom("a run identifier is 32 bytes"))?;
    Ok(RunId(run))
}

fn signature_hex<C: Ciphersuite>(signature: Option<&Signature<C>>) -> Option<String> {
    signature.map(|signature| hex(&signature.to_bytes()))
}

fn parse_signature<C: Ciphersuite, E: de::Error>(
    text: Option<&str>,
) -> Result<Option<Signature<C>>, E> {
    text.map(|text| Signature::from_bytes(&parse_hex::<E>(text)?).map_err(E::custom))
        .transpose()
}

fn parse_share<C: Ciphersuite, E: de::Error>(text: &str) -> Result<SignatureShare<C>, E> {
    SignatureShare::from_bytes(&parse_hex::<E>(text)?).map_err(E::custom)
}

#[derive(Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
struct CommitmentObject<C: Ciphersuite> {
    header: Header,
    run: String,
    signer: Identifier<C>,
    hiding: String,
    binding: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    signature: Option<String>,
}

impl<C: Ciphersuite> Form for Commitment<C> {
    type Suite = C;
    const NAME: &'static str = "roast_commitment";
    type Object = CommitmentObject<C>;

    fn header(object: &Self::Object) -> &Header {
        &object.header
    }

    fn to_object(&self) -> Self::Object {
        let (hiding, binding) = commitment_hex(&self.commitments);
        CommitmentObject {
            header: Header::new::<C>(Self::NAME),
            run: hex(&self.run.0),
            signer: self.signer,
            hiding,
            binding,
            signature: signature_hex(self.signature.as_ref()),
        }
    }

    fn from_object<E: de::Error>(object: Self::Object) -> Result<Self, E> {
        Ok(Self {
            run: parse_run(&object.run)?,
            signer: object.signer,
            commitments: parse_commitments::<C, E>(&object.hiding, &object.binding)?,
            signature: parse_signature::<C, E>(object.signature.as_deref())?,
        })
    }

    fn to_wire(&self) -> Vec<u8> {
        self.serialize()
    }

    fn from_wire(bytes: &[u8]) -> Result<Self, Error<C>> {
        Self::deserialize(bytes)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
struct ResponseObject<C: Ciphersuite> {
    header: Header,
    run: String,
    signer: Identifier<C>,
    session: SessionId,
    share: String,
    next_hiding: String,
    next_binding: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    signature: Option<String>,
}

impl<C: Ciphersuite> Form for Response<C> {
    type Suite = C;
    const NAME: &'static str = "roast_response";
    type Object = ResponseObject<C>;

    fn header(object: &Self::Object) -> &Header {
        &object.header
    }

    fn to_object(&self) -> Self::Object {
        let (next_hiding, next_binding) = commitment_hex(&self.next);
        ResponseObject {
            header: Header::new::<C>(Self::NAME),
            run: hex(&self.run.0),
            signer: self.signer,
            session: self.session,
            share: hex(self.share.to_bytes().as_ref()),
            next_hiding,
            next_binding,
            signature: signature_hex(self.signature.as_ref()),
        }
    }

    fn from_object<E: de::Error>(object: Self::Object) -> Result<Self, E> {
        Ok(Self {
            run: parse_run(&object.run)?,
            signer: object.signer,
            session: object.session,
            share: parse_share::<C, E>(&object.share)?,
            next: parse_commitments::<C, E>(&object.next_hiding, &object.next_binding)?,
            signature: parse_signature::<C, E>(object.signature.as_deref())?,
        })
    }

    fn to_wire(&self) -> Vec<u8> {
        self.serialize()
    }

    fn from_wire(bytes: &[u8]) -> Result<Self, Error<C>> {
        Self::deserialize(bytes)
    }
}

#[derive(Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
struct DeclineObject<C: Ciphersuite> {
    header: Header,
    run: String,
    signer: Identifier<C>,
    session: SessionId,
    next_hiding: String,
    next_binding: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    signature: Option<String>,
}

impl<C: Ciphersuite> Form for Decline<C> {
    type Suite = C;
    const NAME: &'static str = "roast_decline";
    type Object = DeclineObject<C>;

    fn header(object: &Self::Object) -> &Header {
        &object.header
    }

    fn to_object(&self) -> Self::Object {
        let (next_hiding, next_binding) = commitment_hex(&self.next);
        DeclineObject {
            header: Header::new::<C>(Self::NAME),
            run: hex(&self.run.0),
            signer: self.signer,
            session: self.session,
            next_hiding,
            next_binding,
            signature: signature_hex(self.signature.as_ref()),
        }
    }

    fn from_object<E: de::Error>(object: Self::Object) -> Result<Self, E> {
        Ok(Self {
            run: parse_run(&object.run)?,
            signer: object.signer,
            session: object.session,
            next: parse_commitments::<C, E>(&object.next_hiding, &object.next_binding)?,
            signature: parse_signature::<C, E>(object.signature.as_deref())?,
        })
    }

    fn to_wire(&self) -> Vec<u8> {
        self.serialize()
    }

    fn from_wire(bytes: &[u8]) -> Result<Self, Error<C>> {
        Self::deserialize(bytes)
    }
}

/// A request's package: exactly one of the two fields.
#[derive(Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
struct RequestObject<C: Ciphersuite> {
    header: Header,
    run: String,
    session: SessionId,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    signing_package: Option<SigningPackage<C>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    randomized_signing_package: Option<RandomizedSigningPackage<C>>,
}

impl<C: Ciphersuite> Form for SigningRequest<C> {
    type Suite = C;
    const NAME: &'static str = "roast_signing_request";
    type Object = RequestObject<C>;

    fn header(object: &Self::Object) -> &Header {
        &object.header
    }

    fn to_object(&self) -> Self::Object {
        let (plain, randomized) = match &self.package {
            SessionPackage::Plain(package) => (Some(package.clone()), None),
            SessionPackage::Randomized(package) => (None, Some(package.clone())),
        };
        RequestObject {
            header: Header::new::<C>(Self::NAME),
            run: hex(&self.run.0),
            session: self.session,
            signing_package: plain,
            randomized_signing_package: randomized,
        }
    }

    fn from_object<E: de::Error>(object: Self::Object) -> Result<Self, E> {
        let package = match (object.signing_package, object.randomized_signing_package) {
            (Some(package), None) => SessionPackage::Plain(package),
            (None, Some(package)) => SessionPackage::Randomized(package),
            _ => {
                return Err(E::custom(
                    "exactly one of signing_package and randomized_signing_package",
                ));
            }
        };
        Ok(Self {
            run: parse_run(&object.run)?,
            session: object.session,
            package,
        })
    }

    fn to_wire(&self) -> Vec<u8> {
        self.serialize()
    }

    fn from_wire(bytes: &[u8]) -> Result<Self, Error<C>> {
        Self::deserialize(bytes)
    }
}

/// `Serialize` and `Deserialize` of a message through its [`Form`].
macro_rules! serde_via_form {
    ($($message:ident),*) => {$(
        impl<C: Ciphersuite> Serialize for $message<C> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serialize_form(self, serializer)
            }
        }

        impl<'de, C: Ciphersuite> Deserialize<'de> for $message<C> {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserialize_form(deserializer)
            }
        }
    )*};
}

serde_via_form!(Commitment, Response, Decline, SigningRequest, Blame);

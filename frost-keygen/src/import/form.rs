//! The serde forms of the reference implementation's key types (the Zcash
//! Foundation `frost-core` 2.x and 3.0), read field by field into bytes that
//! the importer then decodes with this crate's strict decoders.
//!
//! The reference derives its serde implementations: a struct is a map of
//! named fields in human-readable formats (JSON) and a sequence of its
//! fields in binary ones (postcard). Every scalar and group element is
//! serdect's "array" encoding: lowercase hex in human-readable formats, a
//! fixed-length tuple of bytes in binary ones. The header is `{version,
//! ciphersuite}`, the ciphersuite being its ID string (the RFC 9591 context
//! string) in human-readable formats and the big-endian CRC-32 of that
//! string in binary ones.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use zeroize::Zeroizing;

use frost_core::{Ciphersuite, ElementBytes, ScalarBytes};

/// How many bytes a field's value has in suite `C`.
pub(super) trait Width {
    fn width<C: Ciphersuite>() -> usize;
    /// What the field holds, for error messages.
    const WHAT: &'static str;
}

/// A scalar: an identifier or a signing share.
pub(super) struct ScalarWidth;

impl Width for ScalarWidth {
    fn width<C: Ciphersuite>() -> usize {
        ScalarBytes::<C>::default().as_ref().len()
    }
    const WHAT: &'static str = "scalar";
}

/// A group element: a verifying key, share or commitment.
pub(super) struct ElementWidth;

impl Width for ElementWidth {
    fn width<C: Ciphersuite>() -> usize {
        ElementBytes::<C>::default().as_ref().len()
    }
    const WHAT: &'static str = "group element";
}

/// The bytes of one scalar or element field, of exactly the suite's width.
/// Wiped on drop, since signing shares travel through it; the hex of
/// human-readable forms is decoded without secret-dependent branches or
/// lookups.
pub(super) struct Fixed<C, W> {
    pub(super) bytes: Zeroizing<Vec<u8>>,
    kind: PhantomData<(C, W)>,
}

impl<'de, C: Ciphersuite, W: Width> Deserialize<'de> for Fixed<C, W> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FixedVisitor<C, W>(PhantomData<(C, W)>);

        impl<'de, C: Ciphersuite, W: Width> Visitor<'de> for FixedVisitor<C, W> {
            type Value = Fixed<C, W>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a {}-byte {}", W::width::<C>(), W::WHAT)
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
                let width = W::width::<C>();
                if text.len() != 2 * width {
                    return Err(E::custom(alloc::format!(
                        "a {} must be {} hex digits, not {}",
                        W::WHAT,
                        2 * width,
                        text.len()
                    )));
                }
                let mut bytes = Zeroizing::new(Vec::with_capacity(width));
                if !frost_core::serialization::decode_lower_hex(text.as_bytes(), &mut bytes) {
                    return Err(E::custom("not lowercase hex"));
                }
                Ok(Fixed {
                    bytes,
                    kind: PhantomData,
                })
            }

            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let width = W::width::<C>();
                let mut bytes = Zeroizing::new(Vec::with_capacity(width));
                for index in 0..width {
                    let byte: u8 = seq
                        .next_element()?
                        .ok_or_else(|| de::Error::invalid_length(index, &self))?;
                    bytes.push(byte);
                }
                Ok(Fixed {
                    bytes,
                    kind: PhantomData,
                })
            }
        }

        let visitor = FixedVisitor::<C, W>(PhantomData);
        if deserializer.is_human_readable() {
            deserializer.deserialize_str(visitor)
        } else {
            deserializer.deserialize_tuple(W::width::<C>(), visitor)
        }
    }
}

/// The reference's `Header`: format version and ciphersuite tag. The
/// version is checked by the importer; the tag is kept as found.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Header {
    pub(super) version: u8,
    pub(super) ciphersuite: SuiteTag,
}

/// The ciphersuite of a header: its ID string, or the CRC-32 of that
/// string in binary forms.
pub(super) enum SuiteTag {
    Name(String),
    Short([u8; 4]),
}

impl<'de> Deserialize<'de> for SuiteTag {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        if deserializer.is_human_readable() {
            String::deserialize(deserializer).map(SuiteTag::Name)
        } else {
            <[u8; 4]>::deserialize(deserializer).map(SuiteTag::Short)
        }
    }
}

/// The reference's `KeyPackage`.
#[derive(serde::Deserialize)]
#[serde(bound = "C: Ciphersuite", deny_unknown_fields)]
pub(super) struct KeyPackageForm<C> {
    pub(super) header: Header,
    pub(super) identifier: Fixed<C, ScalarWidth>,
    pub(super) signing_share: Fixed<C, ScalarWidth>,
    pub(super) verifying_share: Fixed<C, ElementWidth>,
    pub(super) verifying_key: Fixed<C, ElementWidth>,
    pub(super) min_signers: u16,
}

/// The reference's `SecretShare`; its commitment is a list of elements,
/// constant term first.
#[derive(serde::Deserialize)]
#[serde(bound = "C: Ciphersuite", deny_unknown_fields)]
pub(super) struct SecretShareForm<C> {
    pub(super) header: Header,
    pub(super) identifier: Fixed<C, ScalarWidth>,
    pub(super) signing_share: Fixed<C, ScalarWidth>,
    pub(super) commitment: Vec<Fixed<C, ElementWidth>>,
}

/// The reference's `PublicKeyPackage` of 3.0, whose `min_signers` may be
/// null. Version 2.x has no `min_signers` field at all: in JSON the field
/// is then absent (`default`), in postcard see [`PublicKeyPackageFormV2`].
#[derive(serde::Deserialize)]
#[serde(bound = "C: Ciphersuite", deny_unknown_fields)]
pub(super) struct PublicKeyPackageForm<C> {
    pub(super) header: Header,
    pub(super) verifying_shares: Pairs<C>,
    pub(super) verifying_key: Fixed<C, ElementWidth>,
    #[serde(default)]
    pub(super) min_signers: Option<u16>,
}

/// The reference's `PublicKeyPackage` of 2.x in binary forms, which end
/// after the verifying key.
#[derive(serde::Deserialize)]
#[serde(bound = "C: Ciphersuite", deny_unknown_fields)]
pub(super) struct PublicKeyPackageFormV2<C> {
    pub(super) header: Header,
    pub(super) verifying_shares: Pairs<C>,
    pub(super) verifying_key: Fixed<C, ElementWidth>,
}

impl<C> From<PublicKeyPackageFormV2<C>> for PublicKeyPackageForm<C> {
    fn from(form: PublicKeyPackageFormV2<C>) -> Self {
        PublicKeyPackageForm {
            header: form.header,
            verifying_shares: form.verifying_shares,
            verifying_key: form.verifying_key,
            min_signers: None,
        }
    }
}

/// A map from identifiers to verifying shares, kept as the list of its
/// entries in the order found, so that a duplicated identifier (which a map
/// would silently merge) is seen and refused.
pub(super) struct Pairs<C>(pub(super) Vec<(Fixed<C, ScalarWidth>, Fixed<C, ElementWidth>)>);

impl<'de, C: Ciphersuite> Deserialize<'de> for Pairs<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct PairsVisitor<C>(PhantomData<C>);

        impl<'de, C: Ciphersuite> Visitor<'de> for PairsVisitor<C> {
            type Value = Pairs<C>;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a map from identifiers to verifying shares")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    entries.push(entry);
                }
                Ok(Pairs(entries))
            }
        }

        deserializer.deserialize_map(PairsVisitor(PhantomData))
    }
}

/// The header and just the field names of a JSON form, to tell its suite
/// and type before decoding it; every other value is skipped without being
/// copied.
#[derive(serde::Deserialize)]
pub(super) struct Outline {
    pub(super) header: Option<Header>,
    pub(super) signing_share: Option<de::IgnoredAny>,
    pub(super) commitment: Option<de::IgnoredAny>,
    pub(super) verifying_shares: Option<de::IgnoredAny>,
}

//! Each ROAST message described once, on the engine's wire kit
//! (`frost_core::serialization`): [`roast_message!`] hands the field list
//! to the kit's `message!`, which generates the binary codec (layout in
//! [`crate::wire`]), and with the `serde` feature derives from the same list
//! the human-readable form, the kit's way: a `header` of `version`,
//! `ciphersuite` and `type` (`roast_commitment`, `roast_response`,
//! `roast_decline`, `roast_signing_request`, `roast_blame`), then the fields
//! by name in the kit's forms (identifiers, run identifiers, shares, elements
//! and identity signatures as lowercase hex, session numbers as integers,
//! signing packages as the engine's or `frost-rerandomized`'s own objects),
//! unknown fields refused. In a binary format (postcard, bincode, ...) a
//! message is its wire encoding as one byte string. Both run the checks of
//! the wire decoder.
//!
//! What the kit's `message!` has no words for, and this macro adds: a field
//! that is left out of the object when absent (an [`Optional`] value, the
//! identity signature of the unauthenticated mode), and a human-readable
//! field list of its own for the two messages whose object does not follow
//! their wire order (blame evidence names the request before the
//! attestation) or splits one wire field in two (a request's package is
//! `signing_package` or `randomized_signing_package`).

#[cfg(feature = "serde")]
use frost_core::serialization::{Enclosed, Field, PublicScalar, Ser};
#[cfg(feature = "serde")]
use frost_core::{Ciphersuite, Identifier};

#[cfg(feature = "serde")]
use crate::wire::{Binding, Hiding, Optional, Session};

/// Describes a ROAST message once:
///
/// ```text
/// roast_message! {
///     Type: CODE;
///     encode(value) { name: FieldKind = accessor(value), ... }
///     decode => constructor(name, ...)
///     [; human(value) { name: FieldKind = accessor(value), ... }
///        decode => constructor(name, ...)]
/// }
/// ```
///
/// The binary codec is the kit's `message!` over the first list. The
/// human-readable object takes the `human` list when given, the first one
/// otherwise; an [`Optional`] field is left out of it when absent and read
/// as absent when missing.
macro_rules! roast_message {
    (
        $ty:ident: $code:expr;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ $(,)? }
        decode => $decode:expr
    ) => {
        $crate::described::roast_message! {
            $ty: $code;
            encode($this) { $($name: $kind = $get),+ }
            decode => $decode;
            human($this) { $($name: $kind = $get),+ }
            decode => $decode
        }
    };
    (
        $ty:ident: $code:expr;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ $(,)? }
        decode => $decode:expr;
        human($human:ident) { $($field:ident: $form:ty = $show:expr),+ $(,)? }
        decode => $read:expr
    ) => {
        frost_core::serialization::message! {
            $ty: $code, bare;
            encode($this) { $($name: $kind = $get),+ }
            decode => $decode
        }

        #[cfg(feature = "serde")]
        const _: () = {
            use frost_core::Ciphersuite;
            use frost_core::serialization::human::{
                Header, HumanForm, deserialize_described, serialize_described,
            };
            use frost_core::serialization::{De, Ser};

            #[derive(serde::Serialize)]
            #[serde(bound = "")]
            struct Form<'a, C: Ciphersuite> {
                header: Header<$ty<C>>,
                $(
                    #[serde(skip_serializing_if = "crate::described::absent")]
                    $field: Ser<'a, C, $form>,
                )+
            }

            #[derive(serde::Deserialize)]
            #[serde(bound = "", deny_unknown_fields)]
            struct Parsed<C: Ciphersuite> {
                // Checked as it is decoded; nothing to keep.
                #[serde(rename = "header")]
                _header: Header<$ty<C>>,
                $($field: De<C, $form>,)+
            }

            impl<C: Ciphersuite> HumanForm for $ty<C> {
                fn serialize_human<S: serde::Serializer>(
                    &self,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    let $human = self;
                    let form = Form {
                        header: Header::default(),
                        $($field: Ser::<C, $form>(&$show),)+
                    };
                    serde::Serialize::serialize(&form, serializer)
                }

                fn deserialize_human<'de, D: serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Self, D::Error> {
                    let Parsed { _header, $($field),+ } =
                        <Parsed<C> as serde::Deserialize>::deserialize(deserializer)?;
                    $(let $field = $field.0;)+
                    let decoded: Result<Self, frost_core::Error<C>> = $read;
                    decoded.map_err(serde::de::Error::custom)
                }
            }

            impl<C: Ciphersuite> serde::Serialize for $ty<C> {
                fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serialize_described(self, serializer)
                }
            }

            impl<'de, C: Ciphersuite> serde::Deserialize<'de> for $ty<C> {
                fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    deserialize_described(deserializer)
                }
            }
        };

        frost_core::__private::frost_wire::__no_human_form!([frost_core::Ciphersuite] $ty);
    };
}

pub(crate) use roast_message;

/// A field kind of a human-readable object, and whether a value of it is
/// left out.
#[cfg(feature = "serde")]
pub(crate) trait Shown<C: Ciphersuite>: Field<C> {
    /// Whether `value` is absent (only an [`Optional`] field ever is).
    fn absent(_value: &Self::Encode) -> bool {
        false
    }
}

#[cfg(feature = "serde")]
impl<C: Ciphersuite, K: Field<C>> Shown<C> for Optional<K>
where
    K::Value: core::borrow::Borrow<K::Encode>,
{
    fn absent(value: &Self::Encode) -> bool {
        value.is_none()
    }
}

/// The field kinds the messages use, always present.
#[cfg(feature = "serde")]
macro_rules! present {
    ($($kind:ty),+) => {
        $(impl<C: Ciphersuite> Shown<C> for $kind {})+
    };
}

#[cfg(feature = "serde")]
present!(
    crate::RunId,
    Identifier<C>,
    Session,
    PublicScalar,
    Hiding,
    Binding,
    Enclosed<crate::SigningRequest<C>>
);

/// `skip_serializing_if` of every field of a human-readable object.
#[cfg(feature = "serde")]
pub(crate) fn absent<C: Ciphersuite, K: Shown<C>>(field: &Ser<'_, C, K>) -> bool {
    K::absent(field.0)
}

//! A message: a header, then a body described once by a field list
//! ([`message!`](crate::serialization::message)), from which its binary
//! codec and its serde forms follow.

use alloc::vec::Vec;

use super::{Reader, Writer};
use crate::{Ciphersuite, Error};

/// A type with a binary wire encoding: a header with its type code, then its
/// body. [`message!`](crate::serialization::message) implements it from a
/// field list; [`encode`] and [`decode`] give the whole message.
pub trait Message: Sized {
    /// The ciphersuite whose encodings the body uses.
    type Suite: Ciphersuite;
    /// The type code of the header, from the one table of codes
    /// ([`wire_codes::table`](crate::wire_codes::table)).
    const CODE: u8;
    /// The `type` of the human-readable header, a `snake_case` name.
    const NAME: &'static str;
    /// The exact length of the body, so that the buffer is allocated once.
    fn body_len(&self) -> usize;
    /// Appends the body.
    fn write_body(&self, writer: &mut Writer);
    /// Reads and checks the body.
    fn read_body(reader: &mut Reader<'_, Self::Suite>) -> Result<Self, Error<Self::Suite>>;
}

/// `header || body` of a message.
pub fn encode<M: Message>(message: &M) -> Vec<u8> {
    let mut writer = Writer::new::<M::Suite>(M::CODE, message.body_len());
    message.write_body(&mut writer);
    writer.finish()
}

/// Decodes a whole message: header, body, and nothing after it.
pub fn decode<M: Message>(bytes: &[u8]) -> Result<M, Error<M::Suite>> {
    let mut reader = Reader::new(bytes, M::CODE)?;
    let message = M::read_body(&mut reader)?;
    reader.finish()?;
    Ok(message)
}

/// Items compiled only when this crate's `serde` feature is on, whatever the
/// features of the crate that expands [`message!`](crate::serialization::message).
#[cfg(feature = "serde")]
#[doc(hidden)]
#[macro_export]
macro_rules! __if_serde {
    ($($item:tt)*) => { $($item)* };
}

/// Items compiled only when this crate's `serde` feature is on.
#[cfg(not(feature = "serde"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __if_serde {
    ($($item:tt)*) => {};
}

/// Describes a message once; see the module documentation of
/// [`serialization`](crate::serialization), "One description per message".
///
/// ```text
/// message! {
///     Type: MessageTypeVariant, public | secret | bare [, nested];
///     encode(value) { name: FieldKind = accessor(value), ... }
///     decode => constructor(name, ...)
/// }
/// ```
///
/// generates the [`Message`] impl (body written field by field, read field
/// by field and handed to the constructor), and with the `serde` feature the
/// human-readable object (a header, then the fields under their names) and
/// the serde impls: on the type itself when `public`, on
/// [`Secret`](super::Secret) around it when `secret`, none when `bare`.
/// `nested` also makes the type a [`Field`](super::field::Field) of other
/// messages: the same body, and in human-readable formats the same object
/// without a header.
#[doc(hidden)]
#[macro_export]
macro_rules! __message {
    (
        $($ty:ident)::+ : $code:expr, $serde:ident, nested;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ $(,)? }
        decode => $decode:expr
    ) => {
        $crate::__message!(
            $($ty)::+ : $code, $serde;
            encode($this) { $($name: $kind = $get),+ }
            decode => $decode
        );
        $crate::__message!(
            @nested $($ty)::+;
            encode($this) { $($name: $kind = $get),+ }
            decode => $decode
        );
    };
    (
        $($ty:ident)::+ : $code:expr, $serde:ident;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ $(,)? }
        decode => $decode:expr
    ) => {
        impl<C: $crate::Ciphersuite> $crate::serialization::Message for $($ty)::+<C> {
            type Suite = C;
            const CODE: u8 = $code.code;
            const NAME: &'static str = $code.name;

            fn body_len(&self) -> usize {
                let $this = self;
                0 $(+ <$kind as $crate::serialization::Field<C>>::len(&$get))+
            }

            fn write_body(&self, writer: &mut $crate::serialization::Writer) {
                let $this = self;
                $(<$kind as $crate::serialization::Field<C>>::write(&$get, writer);)+
            }

            fn read_body(
                reader: &mut $crate::serialization::Reader<'_, C>,
            ) -> Result<Self, $crate::Error<C>> {
                $(let $name = <$kind as $crate::serialization::Field<C>>::read(reader)?;)+
                $decode
            }
        }

        $crate::__message!(
            @human $serde, $($ty)::+ : $code;
            encode($this) { $($name: $kind = $get),+ }
            decode => $decode
        );
    };

    (
        @human bare, $($ty:ident)::+ : $code:expr;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ }
        decode => $decode:expr
    ) => {};
    (
        @human $serde:ident, $($ty:ident)::+ : $code:expr;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ }
        decode => $decode:expr
    ) => {
        $crate::__if_serde! { const _: () = {
            use $crate::serialization::human::Header;
            use $crate::serialization::{De, Ser};

            #[derive($crate::__private::serde::Serialize)]
            #[serde(bound = "")]
            struct Form<'a, C: $crate::Ciphersuite> {
                header: Header<$($ty)::+<C>>,
                $($name: Ser<'a, C, $kind>,)+
            }

            #[derive($crate::__private::serde::Deserialize)]
            #[serde(bound = "", deny_unknown_fields)]
            struct Parsed<C: $crate::Ciphersuite> {
                // Checked as it is decoded; nothing to keep.
                #[serde(rename = "header")]
                _header: Header<$($ty)::+<C>>,
                $($name: De<C, $kind>,)+
            }

            impl<C: $crate::Ciphersuite> $crate::serialization::human::HumanForm for $($ty)::+<C> {
                fn serialize_human<S: $crate::__private::serde::Serializer>(
                    &self,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    let $this = self;
                    let form = Form {
                        header: Header::default(),
                        $($name: Ser::<C, $kind>(&$get),)+
                    };
                    $crate::__private::serde::Serialize::serialize(&form, serializer)
                }

                fn deserialize_human<'de, D: $crate::__private::serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Self, D::Error> {
                    let Parsed { _header, $($name),+ } =
                        <Parsed<C> as $crate::__private::serde::Deserialize>::deserialize(deserializer)?;
                    $(let $name = $name.0;)+
                    let decoded: Result<Self, $crate::Error<C>> = $decode;
                    decoded.map_err($crate::__private::serde::de::Error::custom)
                }
            }

            $crate::__message!(@serde $serde, $($ty)::+);
        }; }
    };

    (@serde public, $($ty:ident)::+) => {
        $crate::__public_serde!(
            @via serialize_described, deserialize_described, $($ty)::+
        );
    };
    (@serde secret, $($ty:ident)::+) => {
        $crate::__secret_serde!($($ty)::+);
    };

    (
        @nested $($ty:ident)::+;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ }
        decode => $decode:expr
    ) => {
        const _: () = {
            $crate::__if_serde! {
                use $crate::serialization::{De, Ser};

                #[derive($crate::__private::serde::Serialize)]
                #[serde(bound = "")]
                struct Form<'a, C: $crate::Ciphersuite> {
                    $($name: Ser<'a, C, $kind>,)+
                }

                #[derive($crate::__private::serde::Deserialize)]
                #[serde(bound = "", deny_unknown_fields)]
                struct Parsed<C: $crate::Ciphersuite> {
                    $($name: De<C, $kind>,)+
                }
            }

            impl<C: $crate::Ciphersuite> $crate::serialization::Field<C> for $($ty)::+<C> {
                type Encode = Self;
                type Value = Self;
                $crate::__if_serde! {
                    const WHAT: &'static str = <Self as $crate::serialization::Message>::NAME;
                }

                fn min_len() -> usize {
                    0 $(+ <$kind as $crate::serialization::Field<C>>::min_len())+
                }

                fn len(value: &Self) -> usize {
                    $crate::serialization::Message::body_len(value)
                }

                fn write(value: &Self, writer: &mut $crate::serialization::Writer) {
                    $crate::serialization::Message::write_body(value, writer)
                }

                fn read(
                    reader: &mut $crate::serialization::Reader<'_, C>,
                ) -> Result<Self, $crate::Error<C>> {
                    <Self as $crate::serialization::Message>::read_body(reader)
                }

                $crate::__if_serde! {
                    fn serialize<S: $crate::__private::serde::Serializer>(
                        value: &Self,
                        serializer: S,
                    ) -> Result<S::Ok, S::Error> {
                        let $this = value;
                        let form = Form {
                            $($name: Ser::<C, $kind>(&$get),)+
                        };
                        $crate::__private::serde::Serialize::serialize(&form, serializer)
                    }

                    fn deserialize<'de, D: $crate::__private::serde::Deserializer<'de>>(
                        deserializer: D,
                    ) -> Result<Self, D::Error> {
                        let Parsed { $($name),+ } =
                            <Parsed<C> as $crate::__private::serde::Deserialize>::deserialize(deserializer)?;
                        $(let $name = $name.0;)+
                        let decoded: Result<Self, $crate::Error<C>> = $decode;
                        decoded.map_err($crate::__private::serde::de::Error::custom)
                    }
                }
            }
        };
    };
}

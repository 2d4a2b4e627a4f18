//! A message: a header, then a body described once by a field list
//! ([`message!`](crate::message)), from which its binary codec and its serde
//! forms follow.

use alloc::vec::Vec;

use crate::{Reader, Suite, Writer};

/// A type with a binary wire encoding: a header with its type code, then its
/// body. [`message!`](crate::message) implements it from a field list;
/// [`encode`] and [`decode`] give the whole message.
pub trait Message: Sized {
    /// The suite whose encodings the body uses.
    type Suite: Suite;
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
    fn read_body(
        reader: &mut Reader<'_, Self::Suite>,
    ) -> Result<Self, <Self::Suite as Suite>::Error>;
}

/// `header || body` of a message.
pub fn encode<M: Message>(message: &M) -> Vec<u8> {
    let mut writer = Writer::new::<M::Suite>(M::CODE, message.body_len());
    message.write_body(&mut writer);
    writer.finish()
}

/// Decodes a whole message: header, body, and nothing after it.
pub fn decode<M: Message>(bytes: &[u8]) -> Result<M, <M::Suite as Suite>::Error> {
    let mut reader = Reader::<M::Suite>::new(bytes, M::CODE)?;
    let message = M::read_body(&mut reader)?;
    reader.finish()?;
    Ok(message)
}

/// Items compiled only when this crate's `serde` feature is on, whatever the
/// features of the crate that expands [`message!`](crate::message) (whose
/// own serde items follow its own `serde` feature).
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

/// Describes a message once; see the crate documentation, "One description
/// per message".
///
/// ```text
/// message! {
///     Type: CODE, public | secret | bare [, nested];
///     encode(value) { name: FieldKind = accessor(value), ... }
///     decode => constructor(name, ...)
/// }
/// ```
///
/// `Type` is generic over one suite `C`, bounded by [`Suite`](crate::Suite)
/// (the engine's own `message!`, which forwards here, bounds it by
/// `Ciphersuite`), and `CODE` is its [`Code`](crate::wire_codes::table::Code).
/// The macro generates the [`Message`] impl (body written field by field,
/// read field by field and handed to the constructor), and with the `serde`
/// feature the human-readable object (a header, then the fields under their
/// names) and the serde impls: on the type itself when `public`, through
/// [`Secret`](crate::Secret) around it when `secret`, none when `bare`.
/// `nested` also makes the type a [`Field`](crate::Field) of other
/// messages: the same body, and in human-readable formats the same object
/// without a header.
#[macro_export]
macro_rules! message {
    (@bound $bound:path; $($rest:tt)*) => {
        $crate::__message!([$bound] $($rest)*);
    };
    ($($rest:tt)*) => {
        $crate::__message!([$crate::Suite] $($rest)*);
    };
}

/// The expansion of [`message!`](crate::message), with the bound on the
/// suite first.
#[doc(hidden)]
#[macro_export]
macro_rules! __message {
    (
        [$bound:path] $($ty:ident)::+ : $code:expr, $serde:ident, nested;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ $(,)? }
        decode => $decode:expr
    ) => {
        $crate::__message!(
            [$bound] $($ty)::+ : $code, $serde;
            encode($this) { $($name: $kind = $get),+ }
            decode => $decode
        );
        $crate::__nested!(
            [$bound] $($ty)::+;
            encode($this) { $($name: $kind = $get),+ }
            decode => $decode
        );
    };
    (
        [$bound:path] $($ty:ident)::+ : $code:expr, $serde:ident;
        encode($this:ident) { $($name:ident: $kind:ty = $get:expr),+ $(,)? }
        decode => $decode:expr
    ) => {
        impl<C: $bound> $crate::Message for $($ty)::+<C> {
            type Suite = C;
            const CODE: u8 = $code.code;
            const NAME: &'static str = $code.name;

            fn body_len(&self) -> usize {
                let $this = self;
                0 $(+ <$kind as $crate::Field<C>>::len(&$get))+
            }

            fn write_body(&self, writer: &mut $crate::Writer) {
                let $this = self;
                $(<$kind as $crate::Field<C>>::write(&$get, writer);)+
            }

            fn read_body(
                reader: &mut $crate::Reader<'_, C>,
            ) -> Result<Self, <C as $crate::Suite>::Error> {
                $(let $name = <$kind as $crate::Field<C>>::read(reader)?;)+
                $decode
            }
        }

        $crate::__human!(
            [$bound] $serde, $($ty)::+ : $code;
            encode($this) { $($name: $kind = $get),+ }
            decode => $decode
        );
    };
}

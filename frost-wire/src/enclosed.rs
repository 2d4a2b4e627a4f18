//! A whole message as a field of another.

use core::marker::PhantomData;

#[cfg(feature = "serde")]
use serde::{Deserializer, Serializer};

use crate::{Field, HEADER_LEN, Reader, Suite, Writer};

/// A whole message as a field, header included: in binary its encoding
/// ([`encode`](crate::encode)), read back with the header checked as
/// [`message_body`](crate::message_body) checks it; in human-readable
/// formats its object, header included. For messages that carry another
/// message unchanged (a re-randomized package carries a signing package).
pub struct Enclosed<M>(PhantomData<M>);

/// What [`Enclosed`] needs of a message: its codec, and with the `serde`
/// feature its human-readable form.
#[cfg(feature = "serde")]
pub trait Enclosable: crate::human::HumanForm {}
#[cfg(feature = "serde")]
impl<M: crate::human::HumanForm> Enclosable for M {}

/// What [`Enclosed`] needs of a message: its codec.
#[cfg(not(feature = "serde"))]
pub trait Enclosable: crate::Message {}
#[cfg(not(feature = "serde"))]
impl<M: crate::Message> Enclosable for M {}

impl<S: Suite, M: Enclosable<Suite = S>> Field<S> for Enclosed<M> {
    type Encode = M;
    type Value = M;
    const WHAT: &'static str = M::NAME;

    fn min_len() -> usize {
        HEADER_LEN
    }

    fn len(value: &M) -> usize {
        HEADER_LEN + value.body_len()
    }

    fn write(value: &M, writer: &mut Writer) {
        writer.bytes(&crate::header::<S>(M::CODE));
        value.write_body(writer);
    }

    fn read(reader: &mut Reader<'_, S>) -> Result<M, S::Error> {
        crate::message_body::<S>(reader.take(HEADER_LEN)?, M::CODE)?;
        M::read_body(reader)
    }

    #[cfg(feature = "serde")]
    fn serialize<Z: Serializer>(value: &M, serializer: Z) -> Result<Z::Ok, Z::Error> {
        value.serialize_human(serializer)
    }

    #[cfg(feature = "serde")]
    fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<M, D::Error> {
        M::deserialize_human(deserializer)
    }
}

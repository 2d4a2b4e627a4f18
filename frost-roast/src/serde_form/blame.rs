//! The serde form of blame evidence (see the parent module).

use alloc::string::String;
use alloc::vec::Vec;

use frost_core::{Ciphersuite, Error, Identifier, Signature};
use serde::de;
use serde::{Deserialize, Serialize};

use super::{Form, Header, commitment_hex, hex, parse_commitments, parse_hex, parse_share};
use crate::{Attestation, Blame, SigningRequest};

#[derive(Serialize, Deserialize)]
#[serde(bound = "", deny_unknown_fields)]
pub(super) struct BlameObject<C: Ciphersuite> {
    header: Header,
    signer: Identifier<C>,
    share: String,
    request: SigningRequest<C>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    attestation: Option<AttestationObject>,
}

/// The accountable part of blame evidence.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct AttestationObject {
    next_hiding: String,
    next_binding: String,
    signature: String,
}

impl<C: Ciphersuite> Form for Blame<C> {
    type Suite = C;
    const NAME: &'static str = "roast_blame";
    type Object = BlameObject<C>;

    fn header(object: &Self::Object) -> &Header {
        &object.header
    }

    fn to_object(&self) -> Self::Object {
        BlameObject {
            header: Header::new::<C>(Self::NAME),
            signer: self.signer,
            share: hex(self.share.to_bytes().as_ref()),
            request: self.request.clone(),
            attestation: self.attestation.as_ref().map(|attestation| {
                let (next_hiding, next_binding) = commitment_hex(&attestation.next);
                AttestationObject {
                    next_hiding,
                    next_binding,
                    signature: hex(&attestation.signature.to_bytes()),
                }
            }),
        }
    }

    fn from_object<E: de::Error>(object: Self::Object) -> Result<Self, E> {
        Ok(Self {
            signer: object.signer,
            share: parse_share::<C, E>(&object.share)?,
            request: object.request,
            attestation: object
                .attestation
                .map(|attestation| {
                    Ok::<_, E>(Attestation {
                        next: parse_commitments::<C, E>(
                            &attestation.next_hiding,
                            &attestation.next_binding,
                        )?,
                        signature: Signature::from_bytes(&parse_hex::<E>(&attestation.signature)?)
                            .map_err(E::custom)?,
                    })
                })
                .transpose()?,
        })
    }

    fn to_wire(&self) -> Vec<u8> {
        self.serialize()
    }

    fn from_wire(bytes: &[u8]) -> Result<Self, Error<C>> {
        Self::deserialize(bytes)
    }
}

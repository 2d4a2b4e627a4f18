//! The one table of message-type codes, the third byte of every header.
//!
//! | codes | owner |
//! |---|---|
//! | 0 | never assigned (no message has type zero) |
//! | 1 to 30 | the engine's messages (`frost-core`, [`MessageType`]) |
//! | 31 to 63 | reserved for the engine's future messages |
//! | 64 to 127 | the extensions of this project: `frost-rerandomized` (64, 80) and `frost-roast` (69 to 73; 65 to 68 retired, never to be reused) |
//! | 128 to 255 | [`THIRD_PARTY`]: free for crates outside this project |
//!
//! [`ASSIGNED`] lists every code in use with its name, in strictly
//! ascending order; the crate does not compile if two entries share a code or
//! a name, so a new message cannot take a code by accident. A crate outside
//! this project defines its messages with codes from [`THIRD_PARTY`], which
//! this table never assigns; two such crates used side by side must agree on
//! theirs.

use core::ops::RangeInclusive;

pub use super::Code;
use super::MessageType;

/// `frost-rerandomized`'s `RandomizedSigningPackage`.
pub const RANDOMIZED_SIGNING_PACKAGE: Code = Code {
    code: 64,
    name: "randomized_signing_package",
};
/// `frost-roast`'s signer commitment (`frost_roast::Commitment`).
pub const ROAST_COMMITMENT: Code = Code {
    code: 69,
    name: "roast_commitment",
};
/// `frost-roast`'s signature-share response (`frost_roast::Response`).
pub const ROAST_RESPONSE: Code = Code {
    code: 70,
    name: "roast_response",
};
/// `frost-roast`'s refusal to sign (`frost_roast::Decline`).
pub const ROAST_DECLINE: Code = Code {
    code: 71,
    name: "roast_decline",
};
/// `frost-roast`'s signing request (`frost_roast::SigningRequest`).
pub const ROAST_SIGNING_REQUEST: Code = Code {
    code: 72,
    name: "roast_signing_request",
};
/// `frost-roast`'s blame record (`frost_roast::Blame`).
pub const ROAST_BLAME: Code = Code {
    code: 73,
    name: "roast_blame",
};
/// `frost-rerandomized`'s `RandomizedMultiSigningPackage`.
pub const RANDOMIZED_MULTI_SIGNING_PACKAGE: Code = Code {
    code: 80,
    name: "randomized_multi_signing_package",
};

/// The codes left to crates outside this project.
pub const THIRD_PARTY: RangeInclusive<u8> = 128..=255;

const ENGINE_LEN: usize = MessageType::ALL.len();

/// Every assigned code, in strictly ascending order.
pub const ASSIGNED: [Code; ENGINE_LEN + 7] = {
    let mut table = [RANDOMIZED_SIGNING_PACKAGE; ENGINE_LEN + 7];
    let mut i = 0;
    while i < ENGINE_LEN {
        table[i] = MessageType::ALL[i].wire_code();
        i += 1;
    }
    let extensions = [
        RANDOMIZED_SIGNING_PACKAGE,
        ROAST_COMMITMENT,
        ROAST_RESPONSE,
        ROAST_DECLINE,
        ROAST_SIGNING_REQUEST,
        ROAST_BLAME,
        RANDOMIZED_MULTI_SIGNING_PACKAGE,
    ];
    let mut j = 0;
    while j < extensions.len() {
        table[ENGINE_LEN + j] = extensions[j];
        j += 1;
    }
    table
};

// Unique by construction: ascending codes cannot repeat, and a name may not
// appear twice; every code stays below the third-party range.
const _: () = {
    let mut i = 0;
    while i < ASSIGNED.len() {
        assert!(ASSIGNED[i].code != 0, "code zero is never assigned");
        assert!(
            ASSIGNED[i].code < *THIRD_PARTY.start(),
            "third-party code assigned"
        );
        if i > 0 {
            assert!(
                ASSIGNED[i - 1].code < ASSIGNED[i].code,
                "codes not ascending"
            );
        }
        let mut j = 0;
        while j < i {
            assert!(
                !str_equal(ASSIGNED[i].name, ASSIGNED[j].name),
                "name repeated"
            );
            j += 1;
        }
        i += 1;
    }
};

/// `a == b`, in a `const fn`.
const fn str_equal(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The name of an assigned code, `"unknown"` for any other.
pub const fn name_of(code: u8) -> &'static str {
    let mut i = 0;
    while i < ASSIGNED.len() {
        if ASSIGNED[i].code == code {
            return ASSIGNED[i].name;
        }
        i += 1;
    }
    "unknown"
}

#[cfg(test)]
mod tests {
    use super::{ASSIGNED, MessageType, THIRD_PARTY, name_of};

    /// The engine's codes are its message types', and the extensions' codes
    /// are those their golden bytes pin.
    #[test]
    fn table_holds_every_crates_codes() {
        for message_type in MessageType::ALL {
            assert_eq!(name_of(message_type.code()), message_type.name());
        }
        let extensions: [u8; 7] = [64, 69, 70, 71, 72, 73, 80];
        let codes: alloc::vec::Vec<u8> = ASSIGNED[MessageType::ALL.len()..]
            .iter()
            .map(|c| c.code)
            .collect();
        assert_eq!(codes, extensions);
        assert_eq!(name_of(0), "unknown");
        assert_eq!(name_of(65), "unknown");
        assert!(THIRD_PARTY.clone().all(|code| name_of(code) == "unknown"));
    }
}

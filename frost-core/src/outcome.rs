//! Outcomes of checks on secrets that are public by design.
//!
//! Whether a secret is zero, canonical or well formed decides an error or a
//! redraw, never the value that is kept; the answer reveals nothing but that
//! one bit, which the protocol makes public anyway (the caller sees the
//! error, or a redraw of a discarded value). Each answer is turned into a
//! `bool` here and declassified for the constant-time check (`frost-ct`,
//! the `valgrind` feature), so that the branch taken on it is not reported,
//! while the secret it was computed from stays classified.

use subtle::Choice;

/// A check's outcome as a `bool`, declassified: public by design (see the
/// module documentation). Public for protocols built on the engine, under
/// the same precondition: only a one-bit outcome the protocol reveals anyway.
pub fn public(outcome: Choice) -> bool {
    let outcome = bool::from(outcome);
    frost_ct::declassify(&outcome);
    outcome
}

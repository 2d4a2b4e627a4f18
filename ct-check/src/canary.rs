//! The canary: deliberately secret-dependent code that the check must flag,
//! so that a run under valgrind can never pass vacuously (for instance with
//! the annotations compiled out or valgrind not really running).

use core::hint::black_box;

use crate::rng::SecretRng;

/// Which deliberate leak to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Canary {
    /// A conditional branch on a secret byte (memcheck: "Conditional jump
    /// or move depends on uninitialised value").
    Branch,
    /// A table lookup at a secret index (memcheck: "Use of uninitialised
    /// value" in the address).
    Table,
}

impl Canary {
    /// The canary named `name`.
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "branch" => Some(Self::Branch),
            "table" => Some(Self::Table),
            _ => None,
        }
    }
}

/// A table for [`Canary::Table`] to index.
static TABLE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = (i as u8).wrapping_mul(167).wrapping_add(13);
        i += 1;
    }
    table
};

/// Runs the deliberate leak on a secret byte from `rng` and returns a value
/// computed from it, declassified so that the caller may print it without
/// memcheck reporting the output instead of the leak.
pub fn run(canary: Canary, rng: &mut SecretRng) -> u32 {
    let [secret] = rng.bytes::<1>();
    let secret = black_box(secret);
    let result = match canary {
        Canary::Branch => {
            // An early exit the compiler cannot turn into a select.
            let mut count = 0u32;
            for bit in 0..8 {
                if (secret >> bit) & 1 == 1 {
                    count = black_box(count + 1);
                }
            }
            count
        }
        Canary::Table => u32::from(TABLE[usize::from(secret)]),
    };
    let result = black_box(result);
    frost_ct::declassify(&result);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canaries_compute_their_values() {
        let mut rng = SecretRng::new(3);
        let mut check = SecretRng::new(3);
        let [byte] = check.bytes::<1>();
        assert_eq!(run(Canary::Branch, &mut rng), byte.count_ones());
        let [byte] = check.bytes::<1>();
        assert_eq!(
            run(Canary::Table, &mut rng),
            u32::from(TABLE[usize::from(byte)])
        );
        assert_eq!(Canary::parse("branch"), Some(Canary::Branch));
        assert_eq!(Canary::parse("table"), Some(Canary::Table));
        assert_eq!(Canary::parse("other"), None);
    }
}

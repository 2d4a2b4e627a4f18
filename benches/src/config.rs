//! What a benchmark run covers: group sizes, quick mode, suite and size
//! filters, all read from the environment so that `cargo bench` needs no
//! extra arguments.

use std::env;

/// Set to `1` for a short run: sizes 2-of-3 and 67-of-100 only, and shorter
/// warm-up and measurement times.
pub const QUICK_ENV: &str = "FROST_BENCH_QUICK";

/// A comma-separated list of suites to run (`ed25519`, `ristretto255`,
/// `secp256k1`, `p256`, `ed448`, `redpallas`, `redjubjub`); all when unset.
pub const SUITES_ENV: &str = "FROST_BENCH_SUITES";

/// Set to `1` for the full run: adds distributed key generation at
/// 667-of-1000 to the criterion benches (its setup runs all 1000
/// participants' part 1, minutes per suite while fixed-base multiplication
/// on Ed448 is slow).
pub const FULL_ENV: &str = "FROST_BENCH_FULL";

/// A comma-separated list of sizes to run, written `t-of-n` (e.g.
/// `2-of-3,667-of-1000`); overrides the quick mode's choice when set.
pub const SIZES_ENV: &str = "FROST_BENCH_SIZES";

/// A group size: `min_signers` of `max_signers`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Size {
    /// The threshold `t`: how many participants sign.
    pub min_signers: u16,
    /// The number `n` of participants holding a share.
    pub max_signers: u16,
}

impl Size {
    /// The sizes of the performance targets: 2-of-3, 7-of-10, 67-of-100 and
    /// 667-of-1000.
    pub const ALL: [Size; 4] = [
        Size::new(2, 3),
        Size::new(7, 10),
        Size::new(67, 100),
        Size::new(667, 1000),
    ];

    /// `min_signers`-of-`max_signers`.
    pub const fn new(min_signers: u16, max_signers: u16) -> Self {
        Size {
            min_signers,
            max_signers,
        }
    }

    /// Large groups get fewer samples: a single operation takes up to
    /// seconds there.
    pub fn is_large(&self) -> bool {
        self.max_signers >= 1000
    }

    /// Parses `t-of-n`.
    pub fn parse(text: &str) -> Option<Self> {
        let (t, n) = text.trim().split_once("-of-")?;
        Some(Size::new(t.parse().ok()?, n.parse().ok()?))
    }
}

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-of-{}", self.min_signers, self.max_signers)
    }
}

/// Whether the environment variable `name` is set to anything but empty
/// or `0`.
fn flag(name: &str) -> bool {
    env::var(name).is_ok_and(|v| !v.is_empty() && v != "0")
}

/// Whether the quick mode is on (`FROST_BENCH_QUICK`).
pub fn quick() -> bool {
    flag(QUICK_ENV)
}

/// Whether the full run is on (`FROST_BENCH_FULL`).
pub fn full() -> bool {
    flag(FULL_ENV)
}

/// The sizes to run: `FROST_BENCH_SIZES` if set, else 2-of-3 and 67-of-100
/// in quick mode, else all of [`Size::ALL`]. Unparsable entries are
/// reported on standard error and skipped.
pub fn sizes() -> Vec<Size> {
    if let Ok(list) = env::var(SIZES_ENV) {
        return list
            .split(',')
            .filter(|s| !s.trim().is_empty())
            .filter_map(|s| {
                let size = Size::parse(s);
                if size.is_none() {
                    eprintln!("{SIZES_ENV}: ignoring {s:?}, expected t-of-n");
                }
                size
            })
            .collect();
    }
    if quick() {
        vec![Size::new(2, 3), Size::new(67, 100)]
    } else {
        Size::ALL.to_vec()
    }
}

/// The sizes of the criterion key generation benches: those of [`sizes`],
/// without 667-of-1000 unless the full run is on or `FROST_BENCH_SIZES`
/// asks for it.
pub fn dkg_sizes() -> Vec<Size> {
    let explicit = env::var(SIZES_ENV).is_ok();
    sizes()
        .into_iter()
        .filter(|size| explicit || full() || !size.is_large())
        .collect()
}

/// Whether the suite named `name` is selected by `FROST_BENCH_SUITES`.
pub fn suite_selected(name: &str) -> bool {
    match env::var(SUITES_ENV) {
        Ok(list) if !list.trim().is_empty() => list.split(',').any(|s| s.trim() == name),
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::Size;

    #[test]
    fn sizes_parse_and_print() {
        for size in Size::ALL {
            assert_eq!(Size::parse(&size.to_string()), Some(size));
        }
        assert_eq!(Size::parse(" 3-of-5"), Some(Size::new(3, 5)));
        assert_eq!(Size::parse("3of5"), None);
        assert_eq!(Size::parse("x-of-5"), None);
        assert!(Size::new(667, 1000).is_large());
        assert!(!Size::new(67, 100).is_large());
    }
}

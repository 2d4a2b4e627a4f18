//! The records of a run, gathered, and their tables.

use std::fmt::Write as _;
use std::time::Duration;

use super::record::{Message, Record, Role, Step};

/// Every record of a run, and the sizes it covered.
#[derive(Clone, Debug, Default)]
pub struct Report {
    sizes: Vec<u16>,
    records: Vec<Record>,
}

impl Report {
    /// An empty report over the group sizes `sizes` (the tables' columns).
    pub fn new(sizes: &[u16]) -> Self {
        Report {
            sizes: sizes.to_vec(),
            records: Vec::new(),
        }
    }

    /// Adds a record.
    pub fn push(&mut self, record: Record) {
        self.records.push(record);
    }

    /// The group sizes of the columns.
    pub fn sizes(&self) -> &[u16] {
        &self.sizes
    }

    /// The median time of `step` at `n`, and of how many runs.
    pub fn time(&self, step: Step, n: u16) -> Option<(Duration, usize)> {
        self.records.iter().find_map(|record| match *record {
            Record::Time {
                step: s,
                n: m,
                runs,
                time,
            } if s == step && m == n => Some((time, runs)),
            _ => None,
        })
    }

    /// The peak memory of `role` at `n`, in KiB.
    pub fn memory(&self, role: Role, n: u16) -> Option<u64> {
        self.records.iter().find_map(|record| match *record {
            Record::Memory { role: r, n: m, kib } if r == role && m == n => Some(kib),
            _ => None,
        })
    }

    /// The wire size of `message` at `n`, in bytes.
    pub fn size(&self, message: Message, n: u16) -> Option<usize> {
        self.records.iter().find_map(|record| match *record {
            Record::Size {
                message: m,
                n: k,
                bytes,
            } if m == message && k == n => Some(bytes),
            _ => None,
        })
    }

    /// The three tables (times, peak memory, message sizes) in Markdown, one
    /// column per group size; `—` where nothing was measured.
    pub fn markdown(&self) -> String {
        let mut out = String::new();
        let header = |out: &mut String, first: &str| {
            let _ = write!(out, "| {first} |");
            for &n in &self.sizes {
                let _ = write!(out, " {}-of-{n} |", super::group(n).min_signers);
            }
            out.push_str("\n|---|");
            out.push_str(&"---:|".repeat(self.sizes.len()));
            out.push('\n');
        };
        header(&mut out, "time (median of runs)");
        for step in Step::ALL {
            let _ = write!(out, "| {} |", step.label());
            for &n in &self.sizes {
                let cell = self.time(step, n).map_or_else(
                    || "—".to_string(),
                    |(time, runs)| format!("{} ({runs})", duration_text(time)),
                );
                let _ = write!(out, " {cell} |");
            }
            out.push('\n');
        }
        out.push('\n');
        header(&mut out, "peak memory (VmHWM)");
        for role in Role::ALL {
            let _ = write!(out, "| {} |", role.label());
            for &n in &self.sizes {
                let cell = self
                    .memory(role, n)
                    .map_or_else(|| "—".to_string(), kib_text);
                let _ = write!(out, " {cell} |");
            }
            out.push('\n');
        }
        out.push('\n');
        header(&mut out, "message size (bytes)");
        for message in Message::ALL {
            let _ = write!(out, "| {} |", message.label());
            for &n in &self.sizes {
                let cell = self
                    .size(message, n)
                    .map_or_else(|| "—".to_string(), bytes_text);
                let _ = write!(out, " {cell} |");
            }
            out.push('\n');
        }
        out
    }
}

/// A duration with three significant digits and its unit.
pub fn duration_text(time: Duration) -> String {
    let seconds = time.as_secs_f64();
    let (value, unit) = if seconds >= 1.0 {
        (seconds, "s")
    } else if seconds >= 1e-3 {
        (seconds * 1e3, "ms")
    } else {
        (seconds * 1e6, "µs")
    };
    format!("{} {unit}", three_digits(value))
}

/// A memory size in MiB (three significant digits), from KiB.
pub fn kib_text(kib: u64) -> String {
    format!("{} MiB", three_digits(kib as f64 / 1024.0))
}

/// A byte count with thin separators of thousands (`213,411`).
fn bytes_text(bytes: usize) -> String {
    let digits = bytes.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `value` rounded to three significant digits, without trailing noise.
fn three_digits(value: f64) -> String {
    if value >= 100.0 {
        format!("{value:.0}")
    } else if value >= 10.0 {
        format!("{value:.1}")
    } else {
        format!("{value:.2}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_well() {
        assert_eq!(duration_text(Duration::from_micros(37)), "37.0 µs");
        assert_eq!(duration_text(Duration::from_micros(1_234)), "1.23 ms");
        assert_eq!(duration_text(Duration::from_millis(2_500)), "2.50 s");
        assert_eq!(duration_text(Duration::from_secs(250)), "250 s");
        assert_eq!(kib_text(2048), "2.00 MiB");
        assert_eq!(bytes_text(7), "7");
        assert_eq!(bytes_text(1000), "1,000");
        assert_eq!(bytes_text(213_411), "213,411");
    }

    #[test]
    fn tables_have_a_cell_per_size_and_mark_gaps() {
        let mut report = Report::new(&[3, 10]);
        report.push(Record::Time {
            step: Step::Dealer,
            n: 3,
            runs: 51,
            time: Duration::from_micros(80),
        });
        report.push(Record::Memory {
            role: Role::Signer,
            n: 10,
            kib: 3072,
        });
        report.push(Record::Size {
            message: Message::SignatureShare,
            n: 3,
            bytes: 35,
        });
        let tables = report.markdown();
        assert!(tables.contains("| time (median of runs) | 2-of-3 | 7-of-10 |"));
        assert!(tables.contains("| dealer | 80.0 µs (51) | — |"));
        assert!(tables.contains("| signer, round 2 | — | 3.00 MiB |"));
        assert!(tables.contains("| SignatureShare | 35 | — |"));
        assert_eq!(report.time(Step::Dealer, 10), None);
        assert_eq!(report.memory(Role::Signer, 10), Some(3072));
    }
}

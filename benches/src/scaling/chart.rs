//! The scaling curve as a picture: one SVG document, written by the harness
//! itself (plain text, no plotting library), in the style of the comparison's
//! ratio chart (`benches/compare-ratios.svg`).
//!
//! Two log–log panels side by side: the median time of each step against the
//! group size `n`, and the peak memory of each role against `n`. A straight
//! line of slope 1 is linear growth, of slope 2 quadratic; the grey dashed
//! guides show both slopes. Every point carries its exact figure as a
//! tooltip.

use std::fmt::Write as _;

use super::record::{Role, Step};
use super::report::{Report, duration_text, kib_text};

/// Chart width, one panel's geometry and the margins (px).
const WIDTH: f64 = 1180.0;
const TITLE: f64 = 40.0;
const PANEL_WIDTH: f64 = WIDTH / 2.0;
const LEFT: f64 = 64.0;
const RIGHT: f64 = 16.0;
const PLOT_TOP: f64 = 30.0;
const PLOT_HEIGHT: f64 = 300.0;
const AXIS: f64 = 40.0;
const LEGEND_LINE: f64 = 15.0;

/// One colour per line, in the order of the steps (and of the roles).
const COLOURS: [&str; 5] = ["#08306b", "#2ca02c", "#ff7f0e", "#d62728", "#9467bd"];

/// One line of a panel: its name and its points `(n, value)`, with the text
/// of each point's tooltip.
struct Series {
    label: &'static str,
    points: Vec<(f64, f64, String)>,
}

/// One panel: its title, the unit of its vertical axis (a value is divided
/// by `scale` and labelled with `unit`), and its lines.
struct Panel {
    title: &'static str,
    unit: &'static str,
    series: Vec<Series>,
}

/// The chart of `report`, as an SVG document; `subtitle` names the suite,
/// the threads and the machine.
pub fn svg(report: &Report, subtitle: &str) -> String {
    let times = Panel {
        title: "median time (s) against n",
        unit: "s",
        series: Step::ALL
            .into_iter()
            .map(|step| Series {
                label: step.label(),
                points: report
                    .sizes()
                    .iter()
                    .filter_map(|&n| {
                        let (time, runs) = report.time(step, n)?;
                        let text = format!("{}: {} ({runs} runs)", n, duration_text(time));
                        Some((f64::from(n), time.as_secs_f64(), text))
                    })
                    .collect(),
            })
            .collect(),
    };
    let memory = Panel {
        title: "peak memory (MiB) against n",
        unit: "MiB",
        series: Role::ALL
            .into_iter()
            .map(|role| Series {
                label: role.label(),
                points: report
                    .sizes()
                    .iter()
                    .filter_map(|&n| {
                        let kib = report.memory(role, n)?;
                        Some((
                            f64::from(n),
                            kib as f64 / 1024.0,
                            format!("{n}: {}", kib_text(kib)),
                        ))
                    })
                    .collect(),
            })
            .collect(),
    };
    let legend_height = LEGEND_LINE * Step::ALL.len().max(Role::ALL.len()) as f64;
    let height = TITLE + PLOT_TOP + PLOT_HEIGHT + AXIS + legend_height + 10.0;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(
        out,
        r#"<rect width="{WIDTH}" height="{height}" fill="white"/>"#
    );
    let _ = writeln!(
        out,
        r#"<text x="{LEFT}" y="16" font-size="13" font-weight="bold">FROST: how cost grows with the group (t = ⌈2n/3⌉; log–log)</text>"#
    );
    let _ = writeln!(
        out,
        r#"<text x="{LEFT}" y="32">{}</text>"#,
        escape(subtitle)
    );
    panel(&mut out, &times, report.sizes(), 0.0);
    panel(&mut out, &memory, report.sizes(), PANEL_WIDTH);
    out.push_str("</svg>\n");
    out
}

/// The smallest and largest decade `10^k` enclosing `values`.
fn decades(values: impl Iterator<Item = f64>) -> (i32, i32) {
    let (low, high) = values
        .filter(|v| *v > 0.0)
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            (lo.min(v), hi.max(v))
        });
    if !low.is_finite() {
        return (0, 1);
    }
    let (low, high) = (low.log10().floor() as i32, high.log10().ceil() as i32);
    (low, high.max(low + 1))
}

/// One panel with its left edge at `left`.
fn panel(out: &mut String, panel: &Panel, sizes: &[u16], left: f64) {
    let (plot_left, plot_right) = (left + LEFT, left + PANEL_WIDTH - RIGHT);
    let plot_top = TITLE + PLOT_TOP;
    let plot_bottom = plot_top + PLOT_HEIGHT;
    let (y_low, y_high) = decades(
        panel
            .series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.1)),
    );
    let n_low = sizes.iter().copied().min().map_or(1.0, f64::from);
    let n_high = sizes.iter().copied().max().map_or(10.0, f64::from);
    let (x_low, x_high) = (
        n_low.log10() - 0.15,
        n_high.log10().max(n_low.log10() + 1.0) + 0.15,
    );
    let x = |n: f64| plot_left + (plot_right - plot_left) * (n.log10() - x_low) / (x_high - x_low);
    let y = |v: f64| {
        plot_bottom - PLOT_HEIGHT * (v.log10() - f64::from(y_low)) / f64::from(y_high - y_low)
    };

    let _ = writeln!(
        out,
        r#"<text x="{plot_left}" y="{}" font-size="13" font-weight="bold">{}</text>"#,
        plot_top - 10.0,
        panel.title
    );
    for decade in y_low..=y_high {
        let value = 10f64.powi(decade);
        let line_y = y(value);
        let _ = writeln!(
            out,
            r#"<line x1="{plot_left}" y1="{line_y:.1}" x2="{plot_right}" y2="{line_y:.1}" stroke="{}"/><text x="{}" y="{:.1}" text-anchor="end">{}</text>"#,
            if decade == y_low { "#555" } else { "#ddd" },
            plot_left - 4.0,
            line_y + 4.0,
            decade_label(decade, panel.unit)
        );
    }
    for &n in sizes {
        let line_x = x(f64::from(n));
        let _ = writeln!(
            out,
            r##"<line x1="{line_x:.1}" y1="{plot_top}" x2="{line_x:.1}" y2="{plot_bottom}" stroke="#eee"/><text x="{line_x:.1}" y="{:.1}" text-anchor="middle">{n}</text>"##,
            plot_bottom + 14.0
        );
    }
    let _ = writeln!(
        out,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">n (participants)</text>"#,
        (plot_left + plot_right) / 2.0,
        plot_bottom + 30.0
    );
    guides(out, (x(n_low), plot_bottom), (plot_right, plot_top), &x, &y);

    for (index, series) in panel.series.iter().enumerate() {
        let colour = COLOURS[index % COLOURS.len()];
        let path: Vec<String> = series
            .points
            .iter()
            .map(|(n, v, _)| format!("{:.1},{:.1}", x(*n), y(*v)))
            .collect();
        if path.len() > 1 {
            let _ = writeln!(
                out,
                r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2"/>"#,
                path.join(" ")
            );
        }
        for (n, v, text) in &series.points {
            let _ = writeln!(
                out,
                r#"<circle cx="{:.1}" cy="{:.1}" r="3.5" fill="{colour}"><title>{}: {}</title></circle>"#,
                x(*n),
                y(*v),
                series.label,
                escape(text)
            );
        }
        let legend_y = plot_bottom + AXIS + LEGEND_LINE * index as f64 + 10.0;
        let _ = writeln!(
            out,
            r#"<line x1="{plot_left}" y1="{:.1}" x2="{}" y2="{:.1}" stroke="{colour}" stroke-width="2"/><text x="{}" y="{:.1}">{}</text>"#,
            legend_y - 4.0,
            plot_left + 18.0,
            legend_y - 4.0,
            plot_left + 24.0,
            legend_y,
            series.label
        );
    }
}

/// Grey dashed guides of slope 1 (linear) and 2 (quadratic) from the
/// panel's lower left corner `origin`, clipped to the plot.
fn guides(
    out: &mut String,
    origin: (f64, f64),
    (plot_right, plot_top): (f64, f64),
    x: &dyn Fn(f64) -> f64,
    y: &dyn Fn(f64) -> f64,
) {
    // Pixels per decade along each axis, so that a slope is drawn true.
    let x_decade = x(10.0) - x(1.0);
    let y_decade = y(1.0) - y(10.0);
    for (slope, label) in [(1.0, "∝ n"), (2.0, "∝ n²")] {
        let rise_per_px = slope * y_decade / x_decade;
        let run = (plot_right - origin.0).min((origin.1 - plot_top) / rise_per_px);
        let end = (origin.0 + run, origin.1 - run * rise_per_px);
        let _ = writeln!(
            out,
            r##"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="#aaa" stroke-dasharray="4 4"/><text x="{:.1}" y="{:.1}" fill="#888" text-anchor="end">{label}</text>"##,
            origin.0,
            origin.1,
            end.0,
            end.1,
            end.0 - 4.0,
            end.1 + 12.0
        );
    }
}

/// `10^decade` with its unit, written plainly where short.
fn decade_label(decade: i32, unit: &str) -> String {
    match (unit, decade) {
        ("s", -6..=-4) => format!("{} µs", 10u32.pow((decade + 6) as u32)),
        ("s", -3..=-1) => format!("{} ms", 10u32.pow((decade + 3) as u32)),
        (_, 0..=5) => format!("{} {unit}", 10u32.pow(decade as u32)),
        (_, -2..=-1) => format!("{} {unit}", 10f64.powi(decade)),
        _ => format!("1e{decade} {unit}"),
    }
}

/// `text` with the characters XML reserves escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::scaling::Record;

    #[test]
    fn one_point_per_measurement_and_a_well_formed_document() {
        let mut report = Report::new(&[3, 10, 100]);
        for (n, micros) in [(3u16, 80u64), (10, 250), (100, 9000)] {
            report.push(Record::Time {
                step: Step::Dealer,
                n,
                runs: 3,
                time: Duration::from_micros(micros),
            });
            report.push(Record::Memory {
                role: Role::Dealer,
                n,
                kib: 2048 + u64::from(n),
            });
        }
        let svg = svg(&report, "ed25519 & 2 threads");
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>\n"));
        assert_eq!(svg.matches("<circle").count(), 6);
        assert_eq!(svg.matches("<polyline").count(), 2);
        assert!(svg.contains("ed25519 &amp; 2 threads"));
        assert!(!svg.contains("NaN") && !svg.contains("inf"));
    }

    #[test]
    fn decades_enclose_the_values() {
        assert_eq!(decades([0.002, 3.0].into_iter()), (-3, 1));
        assert_eq!(decades([5.0].into_iter()), (0, 1));
        assert_eq!(decades(std::iter::empty()), (0, 1));
        assert_eq!(decade_label(-6, "s"), "1 µs");
        assert_eq!(decade_label(0, "MiB"), "1 MiB");
        assert_eq!(decade_label(2, "MiB"), "100 MiB");
        assert_eq!(decade_label(-4, "s"), "100 µs");
        assert_eq!(decade_label(-2, "s"), "10 ms");
        assert_eq!(decade_label(-1, "MiB"), "0.1 MiB");
    }
}

//! The comparison as a picture: one SVG bar chart of the ratios, written at
//! the end of a run next to criterion's reports.
//!
//! One panel per suite, one group of bars per step, one bar per size. The
//! vertical axis is logarithmic and bars start at 1× (parity), so a bar
//! pointing down is a cell where the reference is faster. A black tick marks
//! the target where the issue sets one; a bar below its target is drawn in
//! red. Extrapolated reference times give pale bars. Each bar carries its
//! exact figures as a tooltip.

use std::fmt::Write as _;

use benches::Size;

use crate::report::{Cell, Step};

/// Chart width, left margin for the axis labels, and panel geometry (px).
const WIDTH: f64 = 1180.0;
const LEFT: f64 = 56.0;
const PANEL_TITLE: f64 = 26.0;
const PLOT_HEIGHT: f64 = 170.0;
const STEP_LABEL: f64 = 34.0;
const PANEL_HEIGHT: f64 = PANEL_TITLE + PLOT_HEIGHT + STEP_LABEL;
const LEGEND: f64 = 40.0;

/// The axis runs over the ratios `2^LOW_OCTAVE ..= 2^HIGH_OCTAVE`; bars
/// beyond are clipped at the edge.
const LOW_OCTAVE: i32 = -1;
const HIGH_OCTAVE: i32 = 6;

/// One fill per size, in the order of the sizes measured.
const SIZE_COLOURS: [&str; 4] = ["#9ecae1", "#4292c6", "#2171b5", "#08306b"];
const MISSED_COLOUR: &str = "#d62728";

/// Every step, in the order of the tables: sized steps, then the others.
fn steps() -> impl Iterator<Item = Step> {
    Step::SIZED.into_iter().chain(Step::UNSIZED)
}

/// The chart for `cells`, as an SVG document.
pub fn svg(cells: &[Cell], suites: &[&'static str], sizes: &[Size]) -> String {
    let height = LEGEND + PANEL_HEIGHT * suites.len() as f64;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(
        out,
        r#"<rect width="{WIDTH}" height="{height}" fill="white"/>"#
    );
    legend(&mut out, sizes);
    for (index, suite) in suites.iter().enumerate() {
        panel(
            &mut out,
            cells,
            suite,
            sizes,
            LEGEND + PANEL_HEIGHT * index as f64,
        );
    }
    out.push_str("</svg>\n");
    out
}

/// The colour key for the sizes and the target tick.
fn legend(out: &mut String, sizes: &[Size]) {
    let mut x = LEFT;
    let _ = writeln!(
        out,
        r#"<text x="{x}" y="16" font-size="13" font-weight="bold">FROST: reference time / our time (higher is better for us; log scale)</text>"#
    );
    for (size, colour) in sizes.iter().zip(SIZE_COLOURS.iter().cycle()) {
        let _ = writeln!(
            out,
            r#"<rect x="{x}" y="24" width="12" height="10" fill="{colour}"/><text x="{}" y="33">{size}</text>"#,
            x + 16.0
        );
        x += 100.0;
    }
    let _ = writeln!(
        out,
        r#"<rect x="{x}" y="24" width="12" height="10" fill="{MISSED_COLOUR}"/><text x="{}" y="33">below target</text>"#,
        x + 16.0
    );
    x += 110.0;
    let _ = writeln!(
        out,
        r#"<line x1="{x}" y1="29" x2="{}" y2="29" stroke="black" stroke-width="2"/><text x="{}" y="33">target</text>"#,
        x + 14.0,
        x + 18.0
    );
}

/// One suite's panel with its top edge at `top`.
fn panel(out: &mut String, cells: &[Cell], suite: &str, sizes: &[Size], top: f64) {
    let plot_top = top + PANEL_TITLE;
    let y = |ratio: f64| {
        let octave = ratio
            .log2()
            .clamp(f64::from(LOW_OCTAVE), f64::from(HIGH_OCTAVE));
        plot_top
            + PLOT_HEIGHT * (f64::from(HIGH_OCTAVE) - octave) / f64::from(HIGH_OCTAVE - LOW_OCTAVE)
    };
    let _ = writeln!(
        out,
        r#"<text x="{LEFT}" y="{}" font-size="13" font-weight="bold">{suite}</text>"#,
        top + 18.0
    );
    for octave in LOW_OCTAVE..=HIGH_OCTAVE {
        let ratio = 2f64.powi(octave);
        let line_y = y(ratio);
        let stroke = if octave == 0 { "#555" } else { "#ddd" };
        let _ = writeln!(
            out,
            r#"<line x1="{LEFT}" y1="{line_y:.1}" x2="{WIDTH}" y2="{line_y:.1}" stroke="{stroke}"/><text x="{}" y="{:.1}" text-anchor="end">{ratio}×</text>"#,
            LEFT - 4.0,
            line_y + 4.0
        );
    }

    let group_width = (WIDTH - LEFT) / steps().count() as f64;
    let bar_width = (group_width - 16.0) / sizes.len().max(1) as f64;
    for (group, step) in steps().enumerate() {
        let group_x = LEFT + group_width * group as f64;
        let _ = writeln!(
            out,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            group_x + group_width / 2.0,
            plot_top + PLOT_HEIGHT + 16.0,
            short_label(step)
        );
        // A size-independent step has one cell: its bar is centred.
        let sized = Step::SIZED.contains(&step);
        for (slot, (size, colour)) in sizes.iter().zip(SIZE_COLOURS.iter().cycle()).enumerate() {
            let Some(cell) = cells
                .iter()
                .find(|c| c.suite == suite && c.step == step && c.size == *size)
            else {
                continue;
            };
            let x = if sized {
                group_x + 8.0 + bar_width * slot as f64
            } else {
                group_x + (group_width - bar_width) / 2.0
            };
            let ratio = cell.timing.ratio();
            let target = step.target(suite, *size);
            let fill = match target {
                Some(target) if ratio < target => MISSED_COLOUR,
                _ => colour,
            };
            let opacity = if cell.estimated { 0.45 } else { 1.0 };
            let (from, to) = (y(1.0), y(ratio));
            let _ = writeln!(
                out,
                r#"<rect x="{x:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{fill}" fill-opacity="{opacity}"><title>{suite} {size} {}: {}</title></rect>"#,
                from.min(to),
                bar_width - 2.0,
                (from - to).abs().max(1.0),
                step.label(),
                cell.ratio_text()
            );
            // The figure sits above an upward bar and below a downward one.
            let label_y = if ratio >= 1.0 { to - 3.0 } else { to + 10.0 };
            let _ = writeln!(
                out,
                r#"<text x="{:.1}" y="{label_y:.1}" font-size="9" text-anchor="middle">{}</text>"#,
                x + (bar_width - 2.0) / 2.0,
                figure(ratio)
            );
            if let Some(target) = target {
                let _ = writeln!(
                    out,
                    r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="black" stroke-width="2"/>"#,
                    x - 1.0,
                    y(target),
                    x + bar_width - 1.0,
                    y(target)
                );
            }
        }
    }
}

/// A ratio with two significant digits, short enough to sit over a bar.
fn figure(ratio: f64) -> String {
    if ratio < 10.0 {
        format!("{ratio:.1}")
    } else {
        format!("{ratio:.0}")
    }
}

/// A step's name short enough for the chart's axis.
fn short_label(step: Step) -> &'static str {
    match step {
        Step::Round1 => "round 1",
        Step::Verify => "verify",
        Step::BatchVerify => "batch verify",
        Step::DealerKeygen => "dealer",
        Step::Round2 => "round 2",
        Step::Aggregate => "aggregate",
        Step::AggregateWithCheater => "bad share",
        Step::Decode => "decode",
        Step::DkgPart2And3 => "DKG 2+3",
    }
}

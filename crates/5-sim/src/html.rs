//! Self-contained HTML reports: one page, inline CSS and SVG, no script, no
//! network, no external font.
//!
//! A page is built from plain data by small pieces, each an [`Html`]
//! fragment:
//!
//! - [`Page`]: a title, an optional subtitle, and sections;
//! - [`table`]: a table of text cells;
//! - [`ranking_chart`]: labelled estimates with interval bars on one axis,
//!   with a reference line (50%, Elo 0): a strength ranking, a match;
//! - [`heat_map`]: rows × columns of probabilities, each value and its
//!   games printed in its cell, coloured on a scale centred on 50%, with a
//!   legend, in bands of columns no wider than the page: a matchup matrix,
//!   a league cross table;
//! - [`curve_chart`]: win rate against x (chains) with interval whiskers, an
//!   optional fitted curve and the 50% line: a handicap curve;
//! - [`match_section`] and [`match_page`]: a [`Report`] as a section or a
//!   page.
//!
//! ```
//! use keysim_sim::html::{ranking_chart, table, Interval, Page, RankingChart, Units};
//! let chart = RankingChart {
//!     rows: vec![Interval::new("Radiant", 0.55, 0.48, 0.62)],
//!     units: Units::Probability,
//!     reference: Some(0.5),
//!     domain: None,
//! };
//! let page = Page::new("Strength")
//!     .section("Ranking", ranking_chart(&chart))
//!     .section("Games", table(&["deck", "games"], &[vec!["Radiant", "200"]]))
//!     .render();
//! assert!(page.starts_with("<!DOCTYPE html>"));
//! ```
//!
//! Every text is escaped. The page is also well-formed XML (every element
//! closed), which the tests check.

use std::fmt::Write as _;

use super::report::{Report, VERSION};
use super::stats::{wilson95, DeckStats};

/// A fragment of HTML, already escaped: build one with the functions of
/// this module, [`Html::text`] or [`Html::paragraph`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Html(String);

impl Html {
    /// Plain text, escaped.
    pub fn text(s: &str) -> Html {
        Html(escape(s))
    }

    /// A paragraph of plain text, escaped.
    pub fn paragraph(s: &str) -> Html {
        Html(format!("<p>{}</p>\n", escape(s)))
    }

    /// A small-print note (e.g. how the figures were computed), escaped.
    pub fn note(s: &str) -> Html {
        Html(format!("<p class=\"note\">{}</p>\n", escape(s)))
    }

    /// This fragment followed by `other`.
    pub fn then(mut self, other: Html) -> Html {
        self.0.push_str(&other.0);
        self
    }

    /// The markup.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Escapes text for HTML and XML content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters are not allowed in XML.
            c if c.is_control() && c != '\n' && c != '\t' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// A page: a title, an optional subtitle line, and sections in order.
#[derive(Clone, Debug, Default)]
pub struct Page {
    title: String,
    subtitle: Option<String>,
    sections: Vec<(String, Html)>,
}

impl Page {
    /// An empty page with this title.
    pub fn new(title: &str) -> Page {
        Page {
            title: title.to_string(),
            ..Page::default()
        }
    }

    /// Sets the line under the title (e.g. the run's parameters).
    pub fn subtitle(mut self, text: &str) -> Page {
        self.subtitle = Some(text.to_string());
        self
    }

    /// Adds a section with a heading.
    pub fn section(mut self, heading: &str, body: Html) -> Page {
        self.sections.push((heading.to_string(), body));
        self
    }

    /// The whole page: one self-contained HTML document.
    pub fn render(&self) -> String {
        let mut out = String::new();
        out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
        out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
        let _ = writeln!(out, "<title>{}</title>", escape(&self.title));
        let _ = writeln!(out, "<style>{CSS}</style>\n</head>\n<body>\n<main>");
        let _ = writeln!(out, "<h1>{}</h1>", escape(&self.title));
        if let Some(sub) = &self.subtitle {
            let _ = writeln!(out, "<p class=\"subtitle\">{}</p>", escape(sub));
        }
        for (heading, body) in &self.sections {
            let _ = writeln!(
                out,
                "<section>\n<h2>{}</h2>\n{}</section>",
                escape(heading),
                body.0
            );
        }
        let _ = writeln!(
            out,
            "<footer>Made by keysim {}. This page is self-contained: no script, no network.</footer>",
            escape(VERSION)
        );
        out.push_str("</main>\n</body>\n</html>\n");
        out
    }
}

const CSS: &str = "
body{margin:0;background:#f6f7f9;color:#1d2330;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:15px;line-height:1.45}
main{max-width:980px;margin:0 auto;padding:24px 28px 40px}
h1{font-size:26px;margin:8px 0 4px}
h2{font-size:18px;margin:0 0 12px}
.subtitle{color:#586174;margin:0 0 18px}
section{background:#fff;border:1px solid #dde1e8;border-radius:8px;padding:18px 20px;margin:0 0 18px;overflow-x:auto}
table{border-collapse:collapse;font-variant-numeric:tabular-nums;margin:4px 0 8px}
th,td{padding:4px 10px;border-bottom:1px solid #e6e9ef;text-align:right;white-space:nowrap}
th{background:#f0f2f6;font-weight:600}
th:first-child,td:first-child{text-align:left}
td.text,th.text{text-align:left}
.note{color:#586174;font-size:13px;margin:6px 0;overflow-wrap:anywhere}
footer{color:#7a8394;font-size:12px;margin-top:24px}
svg{display:block;max-width:100%;height:auto;font-family:inherit}
svg text{fill:#1d2330;font-size:12px}
svg .muted{fill:#586174}
svg .axis{stroke:#9aa3b2;stroke-width:1}
svg .grid{stroke:#e6e9ef;stroke-width:1}
svg .reference{stroke:#c0392b;stroke-width:1.5;stroke-dasharray:5 4}
svg .interval{stroke:#2b5fa8;stroke-width:3;stroke-linecap:round}
svg .estimate{fill:#1b3f73;stroke:#fff;stroke-width:1.5}
svg .whisker{stroke:#2b5fa8;stroke-width:1.5}
svg .fit{fill:none;stroke:#e08a1e;stroke-width:2}
svg .highlight{fill:#fff4d6}
svg .cell-text{font-size:14px;font-weight:600;font-variant-numeric:tabular-nums}
svg .cell-games{font-size:10.5px;font-variant-numeric:tabular-nums}
svg .heat-label{font-size:13px}
svg.heat-map{margin:0 0 6px}
";

/// Formats a number with a fixed number of decimals for SVG coordinates.
fn n(x: f64) -> String {
    format!("{x:.1}")
}

/// `0.523` → `52.3%`.
fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// `0.523` → `52%`.
fn percent0(x: f64) -> String {
    format!("{:.0}%", 100.0 * x)
}

/// A table: a header row and rows of text cells. Cells that read as
/// numbers (digits, `%`, `+`, `-`, `.`, `[`, `]`, `,`, spaces) are aligned
/// right, others left.
pub fn table<S: AsRef<str>>(headers: &[&str], rows: &[Vec<S>]) -> Html {
    let numeric = |s: &str| {
        !s.is_empty()
            && s.chars().any(|c| c.is_ascii_digit())
            && s.chars()
                .all(|c| c.is_ascii_digit() || "%+-−.,[] –".contains(c))
    };
    // A column of text has its header aligned left, like its cells.
    let text_column = |i: usize| {
        i > 0
            && !rows.is_empty()
            && rows
                .iter()
                .all(|r| r.get(i).is_some_and(|c| !numeric(c.as_ref())))
    };
    let mut out = String::from("<table>\n<thead><tr>");
    for (i, h) in headers.iter().enumerate() {
        if text_column(i) {
            let _ = write!(out, "<th class=\"text\">{}</th>", escape(h));
        } else {
            let _ = write!(out, "<th>{}</th>", escape(h));
        }
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for row in rows {
        out.push_str("<tr>");
        for (i, cell) in row.iter().enumerate() {
            let cell = cell.as_ref();
            if i > 0 && !numeric(cell) {
                let _ = write!(out, "<td class=\"text\">{}</td>", escape(cell));
            } else {
                let _ = write!(out, "<td>{}</td>", escape(cell));
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
    Html(out)
}

/// How a chart prints its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Units {
    /// Probabilities, printed as percentages; the default axis is 0–100%.
    Probability,
    /// Elo points, printed with a sign (`+35`, `-120`).
    Elo,
}

impl Units {
    fn format(self, x: f64) -> String {
        match self {
            Units::Probability => percent(x),
            Units::Elo => {
                let r = x.round();
                if r > 0.0 {
                    format!("+{r:.0}")
                } else if r == 0.0 {
                    "0".to_string()
                } else {
                    format!("{r:.0}").replace('-', "−")
                }
            }
        }
    }

    fn tick(self, x: f64) -> String {
        match self {
            Units::Probability => percent0(x),
            Units::Elo => self.format(x),
        }
    }
}

/// One estimate with its interval: a row of a ranking chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Interval {
    /// The row's label (a deck, an agent).
    pub label: String,
    pub estimate: f64,
    pub low: f64,
    pub high: f64,
    /// Extra text printed after the numbers, e.g. `200 games`.
    pub note: String,
}

impl Interval {
    /// An interval without a note.
    pub fn new(label: &str, estimate: f64, low: f64, high: f64) -> Interval {
        Interval {
            label: label.to_string(),
            estimate,
            low,
            high,
            note: String::new(),
        }
    }

    /// The same interval with a note.
    pub fn with_note(mut self, note: &str) -> Interval {
        self.note = note.to_string();
        self
    }

    /// A win rate with its 95% Wilson interval, noted with the game count.
    pub fn win_rate(label: &str, wins: u64, games: u64) -> Interval {
        let (low, high) = wilson95(wins, games);
        let s = if games == 1 { "" } else { "s" };
        Interval::new(label, share(wins, games), low, high).with_note(&format!("{games} game{s}"))
    }
}

/// A horizontal ranking chart: one row per [`Interval`] (in the order
/// given), the estimate as a dot, the interval as a bar, on one axis.
#[derive(Clone, Debug, PartialEq)]
pub struct RankingChart {
    pub rows: Vec<Interval>,
    pub units: Units,
    /// A vertical reference line, e.g. 0.5 or Elo 0.
    pub reference: Option<f64>,
    /// The axis range; `None`: 0–1 for probabilities, else the data and the
    /// reference, widened to round numbers.
    pub domain: Option<(f64, f64)>,
}

/// A linear map from values to pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scale {
    pub min: f64,
    pub max: f64,
    pub from_px: f64,
    pub to_px: f64,
}

impl Scale {
    /// The pixel position of `v` (clamped to the range).
    pub fn px(&self, v: f64) -> f64 {
        let span = self.max - self.min;
        let t = if span > 0.0 {
            ((v - self.min) / span).clamp(0.0, 1.0)
        } else {
            0.5
        };
        self.from_px + t * (self.to_px - self.from_px)
    }
}

/// Round tick values covering `[min, max]`, about `target` of them.
pub fn ticks(min: f64, max: f64, target: usize) -> Vec<f64> {
    let span = max - min;
    if span <= 0.0 || !span.is_finite() {
        return vec![min];
    }
    let rough = span / target.max(1) as f64;
    let mag = 10f64.powf(rough.log10().floor());
    let step = [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| *s >= rough)
        .unwrap_or(10.0 * mag);
    let first = (min / step).ceil() as i64;
    let last = (max / step + 1e-9).floor() as i64;
    // Rounded to drop binary noise (0.30000000000000004 → 0.3).
    let inv = (1.0 / mag).round().max(1.0);
    let clean = |v: f64| (v * inv * 1e6).round() / 1e6 / inv;
    (first..=last).map(|i| clean(i as f64 * step)).collect()
}

/// `[min, max]` widened outwards to multiples of a round step.
fn nice_domain(min: f64, max: f64) -> (f64, f64) {
    let (min, max) = if max - min < 1e-9 {
        (min - 1.0, max + 1.0)
    } else {
        (min, max)
    };
    let t = ticks(min, max, 6);
    let step = if t.len() > 1 { t[1] - t[0] } else { max - min };
    ((min / step).floor() * step, (max / step).ceil() * step)
}

/// The domain of a chart: given, or 0–1 for probabilities, or the values'
/// range widened to round numbers.
fn domain_of(units: Units, given: Option<(f64, f64)>, values: &[f64]) -> (f64, f64) {
    if let Some(d) = given {
        return d;
    }
    if units == Units::Probability {
        return (0.0, 1.0);
    }
    let finite: Vec<f64> = values.iter().copied().filter(|v| v.is_finite()).collect();
    let lo = finite.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = finite.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if lo.is_finite() && hi.is_finite() {
        nice_domain(lo, hi)
    } else {
        (-100.0, 100.0)
    }
}

/// An approximate text width in pixels at 12px (for layout only).
fn text_width(s: &str) -> f64 {
    s.chars().count() as f64 * 6.6
}

/// The ranking chart's plot area, in pixels: where the axis runs.
pub const RANKING_PLOT: (f64, f64) = (0.0, 360.0);

/// Draws a [`RankingChart`] as an inline SVG.
pub fn ranking_chart(chart: &RankingChart) -> Html {
    let label_w = chart
        .rows
        .iter()
        .map(|r| text_width(&r.label))
        .fold(60.0, f64::max)
        .min(300.0);
    let value_texts: Vec<String> = chart
        .rows
        .iter()
        .map(|r| {
            let mut s = format!(
                "{} [{}, {}]",
                chart.units.format(r.estimate),
                chart.units.format(r.low),
                chart.units.format(r.high)
            );
            if !r.note.is_empty() {
                let _ = write!(s, "  {}", r.note);
            }
            s
        })
        .collect();
    let value_w = value_texts
        .iter()
        .map(|s| text_width(s))
        .fold(80.0, f64::max);
    let x0 = label_w + 20.0;
    let scale = Scale {
        min: 0.0,
        max: 0.0,
        from_px: x0 + RANKING_PLOT.0,
        to_px: x0 + RANKING_PLOT.1,
    };
    let mut values: Vec<f64> = chart.rows.iter().flat_map(|r| [r.low, r.high]).collect();
    values.extend(chart.reference);
    let (min, max) = domain_of(chart.units, chart.domain, &values);
    let scale = Scale { min, max, ..scale };
    let row_h = 26.0;
    let top = 10.0;
    let plot_bottom = top + row_h * chart.rows.len() as f64;
    let height = plot_bottom + 34.0;
    let width = scale.to_px + 16.0 + value_w + 10.0;

    let mut svg = svg_open(width, height, "ranking");
    // Grid and axis.
    for t in ticks(min, max, 6) {
        let x = scale.px(t);
        let _ = writeln!(
            svg,
            "<line class=\"grid\" x1=\"{x}\" y1=\"{top}\" x2=\"{x}\" y2=\"{b}\"/>\
             <text class=\"muted\" x=\"{x}\" y=\"{ty}\" text-anchor=\"middle\">{label}</text>",
            x = n(x),
            top = n(top),
            b = n(plot_bottom),
            ty = n(plot_bottom + 16.0),
            label = escape(&chart.units.tick(t)),
        );
    }
    let _ = writeln!(
        svg,
        "<line class=\"axis\" x1=\"{}\" y1=\"{b}\" x2=\"{}\" y2=\"{b}\"/>",
        n(scale.from_px),
        n(scale.to_px),
        b = n(plot_bottom)
    );
    if let Some(r) = chart.reference {
        let x = scale.px(r);
        let _ = writeln!(
            svg,
            "<line class=\"reference\" x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{}\"/>",
            n(top - 4.0),
            n(plot_bottom),
            x = n(x),
        );
    }
    for (i, (row, value)) in chart.rows.iter().zip(&value_texts).enumerate() {
        let y = top + row_h * (i as f64 + 0.5);
        let _ = writeln!(
            svg,
            "<g class=\"row\"><title>{title}</title>\
             <text x=\"{lx}\" y=\"{ty}\" text-anchor=\"end\">{label}</text>\
             <line class=\"interval\" x1=\"{lo}\" y1=\"{y}\" x2=\"{hi}\" y2=\"{y}\"/>\
             <circle class=\"estimate\" cx=\"{cx}\" cy=\"{y}\" r=\"5\"/>\
             <text class=\"muted\" x=\"{vx}\" y=\"{ty}\">{value}</text></g>",
            title = escape(&format!("{}: {value}", row.label)),
            lx = n(x0 - 10.0),
            ty = n(y + 4.0),
            label = escape(&row.label),
            lo = n(scale.px(row.low)),
            hi = n(scale.px(row.high)),
            y = n(y),
            cx = n(scale.px(row.estimate)),
            vx = n(scale.to_px + 16.0),
            value = escape(value),
        );
    }
    svg.push_str("</svg>\n");
    Html(svg)
}

fn svg_open(width: f64, height: f64, class: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"{class}\" width=\"{w}\" \
         height=\"{h}\" viewBox=\"0 0 {w} {h}\" role=\"img\">\n",
        w = n(width),
        h = n(height),
    )
}

/// One cell of a heat map: a probability and what it rests on.
#[derive(Clone, Debug, PartialEq)]
pub struct HeatCell {
    pub value: f64,
    pub low: f64,
    pub high: f64,
    pub games: u64,
}

impl HeatCell {
    /// A win rate with its 95% Wilson interval (50% with no game).
    pub fn win_rate(wins: u64, games: u64) -> HeatCell {
        let (low, high) = wilson95(wins, games);
        HeatCell {
            value: share(wins, games),
            low,
            high,
            games,
        }
    }
}

/// `wins / games`, or 0.5 (nothing known) with no game.
fn share(wins: u64, games: u64) -> f64 {
    if games == 0 {
        0.5
    } else {
        wins as f64 / games as f64
    }
}

/// A heat map: `cells[r][c]` is the row's probability against the column
/// (e.g. the row deck's win rate); `None` for an empty cell (a deck against
/// itself).
#[derive(Clone, Debug, PartialEq)]
pub struct HeatMap {
    pub rows: Vec<String>,
    pub columns: Vec<String>,
    pub cells: Vec<Vec<Option<HeatCell>>>,
    /// What a cell means, printed with the legend, e.g. "row deck's win rate
    /// against the column deck".
    pub meaning: String,
}

/// The colour of a probability: red below 50%, white at 50%, blue above,
/// stronger towards 0 and 1.
pub fn heat_colour(p: f64) -> String {
    let p = if p.is_finite() {
        p.clamp(0.0, 1.0)
    } else {
        0.5
    };
    let (white, red, blue) = (
        [247.0, 247.0, 247.0],
        [178.0, 24.0, 43.0],
        [33.0, 102.0, 172.0],
    );
    let (end, t) = if p < 0.5 {
        (red, (0.5 - p) * 2.0)
    } else {
        (blue, (p - 0.5) * 2.0)
    };
    let mix = |i: usize| (white[i] + (end[i] - white[i]) * t).round() as u8;
    format!("#{:02x}{:02x}{:02x}", mix(0), mix(1), mix(2))
}

/// The widest a heat map's drawing gets: the page's content width, so that
/// a page never scales it (and its text) down. A map with more columns than
/// fit is drawn in bands of columns, one under the other.
pub const HEAT_MAX_WIDTH: f64 = 880.0;

/// The width of a heat map's label at its font size (13px).
fn heat_label_width(s: &str) -> f64 {
    s.chars().count() as f64 * 7.2
}

/// Draws a [`HeatMap`] as inline SVG: each cell's value and its number of
/// games, the column labels at 45°, and a legend. Columns that do not fit
/// in [`HEAT_MAX_WIDTH`] go on to further bands below, each with its labels.
pub fn heat_map(map: &HeatMap) -> Html {
    let cell_w = 66.0;
    let label_w = map
        .rows
        .iter()
        .map(|r| heat_label_width(r))
        .fold(40.0, f64::max)
        .min(320.0);
    let x0 = label_w + 16.0;
    // A label at 45° reaches this far right of (and above) its start.
    let reach = |c: &str| heat_label_width(c) * 0.72 + 10.0;
    let max_reach = map.columns.iter().map(|c| reach(c)).fold(0.0, f64::max);
    // As many columns per band as fit, the last one's label included.
    let mut per_band = map.columns.len().max(1);
    while per_band > 1 && x0 + cell_w * (per_band as f64 - 0.5) + max_reach > HEAT_MAX_WIDTH {
        per_band -= 1;
    }
    let indices: Vec<usize> = (0..map.columns.len()).collect();
    let bands: Vec<&[usize]> = if indices.is_empty() {
        vec![&[]]
    } else {
        indices.chunks(per_band).collect()
    };
    let mut out = String::new();
    for (b, cols) in bands.iter().enumerate() {
        let last = b + 1 == bands.len();
        out.push_str(&heat_band(map, cols, x0, cell_w, last));
    }
    Html(out)
}

/// One band of a heat map: every row, the columns `cols`; the legend under
/// the last band.
fn heat_band(map: &HeatMap, cols: &[usize], x0: f64, cell_w: f64, legend: bool) -> String {
    let cell_h = 40.0;
    let reach = |c: &str| heat_label_width(c) * 0.72 + 10.0;
    let y0 = cols
        .iter()
        .map(|&c| reach(&map.columns[c]))
        .fold(20.0, f64::max)
        + 6.0;
    let grid_w = cell_w * cols.len() as f64;
    let grid_h = cell_h * map.rows.len() as f64;
    let legend_y = y0 + grid_h + 24.0;
    let mut width = cols
        .iter()
        .enumerate()
        .map(|(j, &c)| x0 + cell_w * (j as f64 + 0.5) + reach(&map.columns[c]))
        .fold(x0 + grid_w + 4.0, f64::max);
    let height = if legend {
        width = width
            .max(x0 + 280.0)
            .max(x0 + text_width(&map.meaning) + 10.0);
        legend_y + 46.0
    } else {
        y0 + grid_h + 12.0
    };
    let mut svg = svg_open(width, height, "heat-map");
    if legend {
        let _ = writeln!(
            svg,
            "<defs><linearGradient id=\"heat-scale\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0\">\
             <stop offset=\"0\" stop-color=\"{}\"/><stop offset=\"0.25\" stop-color=\"{}\"/>\
             <stop offset=\"0.5\" stop-color=\"{}\"/><stop offset=\"0.75\" stop-color=\"{}\"/>\
             <stop offset=\"1\" stop-color=\"{}\"/></linearGradient></defs>",
            heat_colour(0.0),
            heat_colour(0.25),
            heat_colour(0.5),
            heat_colour(0.75),
            heat_colour(1.0)
        );
    }
    for (j, &c) in cols.iter().enumerate() {
        let x = x0 + cell_w * (j as f64 + 0.5);
        let _ = writeln!(
            svg,
            "<text class=\"heat-label\" x=\"{x}\" y=\"{y}\" transform=\"rotate(-45 {x} {y})\">{}</text>",
            escape(&map.columns[c]),
            x = n(x),
            y = n(y0 - 8.0),
        );
    }
    for (r, label) in map.rows.iter().enumerate() {
        let y = y0 + cell_h * r as f64;
        let _ = writeln!(
            svg,
            "<text class=\"heat-label\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>",
            n(x0 - 8.0),
            n(y + cell_h / 2.0 + 5.0),
            escape(label)
        );
        for (j, &c) in cols.iter().enumerate() {
            let x = x0 + cell_w * j as f64;
            let cell = map
                .cells
                .get(r)
                .and_then(|row| row.get(c))
                .and_then(|c| c.as_ref());
            match cell {
                Some(cell) => {
                    let strong = (cell.value - 0.5).abs() > 0.3;
                    let title = format!(
                        "{} vs {}: {} [{}, {}], {} games",
                        label,
                        map.columns[c],
                        percent(cell.value),
                        percent(cell.low),
                        percent(cell.high),
                        cell.games
                    );
                    let white = if strong {
                        " style=\"fill:#ffffff\""
                    } else {
                        ""
                    };
                    let _ = writeln!(
                        svg,
                        "<g class=\"cell\"><title>{}</title>\
                         <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" \
                         stroke=\"#ffffff\"/>\
                         <text class=\"cell-text\" x=\"{}\" y=\"{}\" text-anchor=\"middle\"{white}>{}</text>\
                         <text class=\"cell-games\" x=\"{}\" y=\"{}\" text-anchor=\"middle\"{white}>{}</text></g>",
                        escape(&title),
                        n(x),
                        n(y),
                        n(cell_w),
                        n(cell_h),
                        heat_colour(cell.value),
                        n(x + cell_w / 2.0),
                        n(y + 18.0),
                        percent0(cell.value),
                        n(x + cell_w / 2.0),
                        n(y + 33.0),
                        games_text(cell.games),
                    );
                }
                None => {
                    let _ = writeln!(
                        svg,
                        "<g class=\"cell empty\"><rect x=\"{}\" y=\"{}\" width=\"{}\" \
                         height=\"{}\" fill=\"#eceef2\" stroke=\"#ffffff\"/>\
                         <text class=\"muted\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">–</text></g>",
                        n(x),
                        n(y),
                        n(cell_w),
                        n(cell_h),
                        n(x + cell_w / 2.0),
                        n(y + cell_h / 2.0 + 5.0),
                    );
                }
            }
        }
    }
    if legend {
        // The colour scale from 0% to 100%, and what a cell means.
        let lw = 240.0;
        let _ = writeln!(
            svg,
            "<g class=\"legend\"><rect x=\"{x}\" y=\"{y}\" width=\"{lw}\" height=\"10\" \
             fill=\"url(#heat-scale)\" stroke=\"#c8cdd6\"/>\
             <text class=\"muted\" x=\"{x}\" y=\"{ty}\" text-anchor=\"middle\">0%</text>\
             <text class=\"muted\" x=\"{mid}\" y=\"{ty}\" text-anchor=\"middle\">50%</text>\
             <text class=\"muted\" x=\"{end}\" y=\"{ty}\" text-anchor=\"middle\">100%</text>\
             <text class=\"muted\" x=\"{x}\" y=\"{my}\">{meaning}</text></g>",
            x = n(x0),
            y = n(legend_y),
            lw = n(lw),
            ty = n(legend_y + 24.0),
            mid = n(x0 + lw / 2.0),
            end = n(x0 + lw),
            my = n(legend_y + 40.0),
            meaning = escape(&map.meaning),
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// "1 game", "12 games".
fn games_text(games: u64) -> String {
    if games == 1 {
        "1 game".to_string()
    } else {
        format!("{games} games")
    }
}

/// One measured point of a curve: a win rate at `x` with its interval.
#[derive(Clone, Debug, PartialEq)]
pub struct CurvePoint {
    pub x: f64,
    pub estimate: f64,
    pub low: f64,
    pub high: f64,
    pub games: u64,
}

impl CurvePoint {
    /// A win rate at `x` with its 95% Wilson interval (50% with no game).
    pub fn win_rate(x: f64, wins: u64, games: u64) -> CurvePoint {
        let (low, high) = wilson95(wins, games);
        CurvePoint {
            x,
            estimate: share(wins, games),
            low,
            high,
            games,
        }
    }
}

/// A curve chart: probabilities against x (e.g. win rate against chains),
/// measured points with interval whiskers, an optional fitted curve, and a
/// horizontal 50% line.
#[derive(Clone, Debug, PartialEq)]
pub struct CurveChart {
    pub x_label: String,
    pub y_label: String,
    pub points: Vec<CurvePoint>,
    /// A fitted curve, as (x, probability) points in x order.
    pub fitted: Vec<(f64, f64)>,
    /// An x to mark with a band (e.g. the suggested chain count).
    pub highlight: Option<f64>,
}

/// The curve chart's plot area: x from 60 to 620 px, y from 20 (100%) to
/// 300 (0%).
pub const CURVE_PLOT: (f64, f64, f64, f64) = (60.0, 620.0, 20.0, 300.0);

/// Draws a [`CurveChart`] as an inline SVG.
pub fn curve_chart(chart: &CurveChart) -> Html {
    let (left, right, top, bottom) = CURVE_PLOT;
    let xs: Vec<f64> = chart
        .points
        .iter()
        .map(|p| p.x)
        .chain(chart.fitted.iter().map(|(x, _)| *x))
        .chain(chart.highlight)
        .filter(|x| x.is_finite())
        .collect();
    let lo = xs.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let (lo, hi) = if lo.is_finite() { (lo, hi) } else { (0.0, 1.0) };
    let (lo, hi) = if hi - lo < 1e-9 {
        (lo - 1.0, hi + 1.0)
    } else {
        (lo, hi)
    };
    let pad = (hi - lo) * 0.05;
    let sx = Scale {
        min: lo - pad,
        max: hi + pad,
        from_px: left,
        to_px: right,
    };
    let sy = Scale {
        min: 0.0,
        max: 1.0,
        from_px: bottom,
        to_px: top,
    };
    let mut svg = svg_open(right + 20.0, bottom + 50.0, "curve");
    if let Some(h) = chart.highlight {
        let step = ticks(lo, hi, 10);
        let w = if step.len() > 1 {
            (sx.px(step[1]) - sx.px(step[0])) * 0.6
        } else {
            20.0
        };
        let _ = writeln!(
            svg,
            "<rect class=\"highlight\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
            n(sx.px(h) - w / 2.0),
            n(top),
            n(w),
            n(bottom - top)
        );
    }
    for t in ticks(0.0, 1.0, 10) {
        let y = sy.px(t);
        let _ = writeln!(
            svg,
            "<line class=\"grid\" x1=\"{}\" y1=\"{y}\" x2=\"{}\" y2=\"{y}\"/>\
             <text class=\"muted\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>",
            n(left),
            n(right),
            n(left - 6.0),
            n(y + 4.0),
            percent0(t),
            y = n(y),
        );
    }
    // Whole-number ticks when x is a count.
    let whole = chart.points.iter().all(|p| p.x.fract() == 0.0);
    let mut xticks = ticks(lo, hi, 10);
    if whole {
        xticks.retain(|t| t.fract() == 0.0);
    }
    for t in xticks {
        let x = sx.px(t);
        let _ = writeln!(
            svg,
            "<line class=\"axis\" x1=\"{x}\" y1=\"{}\" x2=\"{x}\" y2=\"{}\"/>\
             <text class=\"muted\" x=\"{x}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
            n(bottom),
            n(bottom + 5.0),
            n(bottom + 18.0),
            escape(&format_x(t)),
            x = n(x),
        );
    }
    let _ = writeln!(
        svg,
        "<line class=\"axis\" x1=\"{l}\" y1=\"{b}\" x2=\"{r}\" y2=\"{b}\"/>\
         <line class=\"axis\" x1=\"{l}\" y1=\"{t}\" x2=\"{l}\" y2=\"{b}\"/>\
         <line class=\"reference\" x1=\"{l}\" y1=\"{half}\" x2=\"{r}\" y2=\"{half}\"/>\
         <text class=\"muted\" x=\"{mid}\" y=\"{xl}\" text-anchor=\"middle\">{xlabel}</text>\
         <text class=\"muted\" x=\"14\" y=\"{ym}\" text-anchor=\"middle\" \
         transform=\"rotate(-90 14 {ym})\">{ylabel}</text>",
        l = n(left),
        r = n(right),
        t = n(top),
        b = n(bottom),
        half = n(sy.px(0.5)),
        mid = n((left + right) / 2.0),
        xl = n(bottom + 40.0),
        xlabel = escape(&chart.x_label),
        ym = n((top + bottom) / 2.0),
        ylabel = escape(&chart.y_label),
    );
    if chart.fitted.len() > 1 {
        let points: Vec<String> = chart
            .fitted
            .iter()
            .map(|(x, y)| format!("{},{}", n(sx.px(*x)), n(sy.px(*y))))
            .collect();
        let _ = writeln!(
            svg,
            "<polyline class=\"fit\" points=\"{}\"/>",
            points.join(" ")
        );
    }
    for p in &chart.points {
        let x = sx.px(p.x);
        let _ = writeln!(
            svg,
            "<g class=\"point\"><title>{}</title>\
             <line class=\"whisker\" x1=\"{x}\" y1=\"{lo}\" x2=\"{x}\" y2=\"{hi}\"/>\
             <line class=\"whisker\" x1=\"{xl}\" y1=\"{lo}\" x2=\"{xr}\" y2=\"{lo}\"/>\
             <line class=\"whisker\" x1=\"{xl}\" y1=\"{hi}\" x2=\"{xr}\" y2=\"{hi}\"/>\
             <circle class=\"estimate\" cx=\"{x}\" cy=\"{y}\" r=\"4.5\"/></g>",
            escape(&format!(
                "{} {}: {} [{}, {}], {} games",
                chart.x_label,
                format_x(p.x),
                percent(p.estimate),
                percent(p.low),
                percent(p.high),
                p.games
            )),
            x = n(x),
            xl = n(x - 4.0),
            xr = n(x + 4.0),
            lo = n(sy.px(p.low)),
            hi = n(sy.px(p.high)),
            y = n(sy.px(p.estimate)),
        );
    }
    svg.push_str("</svg>\n");
    Html(svg)
}

/// An x tick label: whole numbers without decimals, negatives with a true
/// minus sign.
fn format_x(x: f64) -> String {
    let s = if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    };
    s.replace('-', "−")
}

/// The win rate of `d` as an interval row: overall, going first, going
/// second.
fn deck_rows(deck: &str, d: &DeckStats) -> [Interval; 3] {
    [
        Interval::win_rate(deck, d.wins, d.games),
        Interval::win_rate(&format!("{deck}, going first"), d.wins_first, d.games_first),
        Interval::win_rate(
            &format!("{deck}, going second"),
            d.wins_second,
            d.games_second,
        ),
    ]
}

/// A match as a section body: each deck's win rate with its 95% interval
/// (overall, going first, going second) on a 0–100% axis with the 50% line,
/// the table of counts, and the unfinished games.
pub fn match_section(report: &Report) -> Html {
    let s = &report.stats;
    let [a, b] = &report.sides;
    let mut rows: Vec<Interval> = deck_rows(&a.deck, &s.decks[0]).into();
    rows.extend(deck_rows(&b.deck, &s.decks[1]));
    let chart = ranking_chart(&RankingChart {
        rows,
        units: Units::Probability,
        reference: Some(0.5),
        domain: None,
    });
    let table_rows: Vec<Vec<String>> = [(a, &s.decks[0]), (b, &s.decks[1])]
        .iter()
        .map(|(side, d)| {
            let (lo, hi) = d.win_rate_ci();
            let mut deck = side.deck.clone();
            if side.chains > 0 {
                let _ = write!(deck, " [{} chains]", side.chains);
            }
            vec![
                deck,
                // The agent's name; its parameters are in the page's subtitle.
                side.agent
                    .split(':')
                    .next()
                    .unwrap_or(&side.agent)
                    .to_string(),
                d.wins.to_string(),
                d.losses.to_string(),
                d.unfinished.to_string(),
                percent(d.win_rate()),
                format!("[{}, {}]", percent(lo), percent(hi)),
                percent(d.win_rate_first()),
                percent(d.win_rate_second()),
            ]
        })
        .collect();
    let counts = table(
        &[
            "deck",
            "agent",
            "wins",
            "losses",
            "unfinished",
            "win rate",
            "95% CI",
            "first",
            "second",
        ],
        &table_rows,
    );
    let unfinished = s.decks[0].unfinished;
    let s_games = if s.games == 1 { "" } else { "s" };
    let unfinished_text = format!(
        "Unfinished games: {unfinished} of {} game{s_games} ({}) reached the turn cap of {} \
         and count as won by neither deck.",
        s.games,
        percent(if s.games == 0 {
            0.0
        } else {
            unfinished as f64 / s.games as f64
        }),
        report.turn_cap
    );
    let mut pairs_text = String::new();
    if report.paired && s.pairs.pairs > 0 {
        let p = &s.pairs;
        pairs_text = format!(
            "Pairs (each deal played twice, each deck going first once): {} won both {}, {} won \
             both {}, split {}; {}.",
            a.deck,
            p.a_swept,
            b.deck,
            p.b_swept,
            p.split,
            crate::report::unfinished_pairs(p.unfinished)
        );
    }
    let mut html = chart
        .then(Html::note(
            "Dots: win rates; bars: 95% Wilson intervals; dashed line: 50%.",
        ))
        .then(counts)
        .then(Html::paragraph(&unfinished_text));
    if !pairs_text.is_empty() {
        html = html.then(Html::paragraph(&pairs_text));
    }
    html
}

/// A whole page for a match report (`keysim match --report FILE.html`).
pub fn match_page(report: &Report) -> String {
    let [a, b] = &report.sides;
    let mut subtitle = format!(
        "{} ({}) vs {} ({}): {} games",
        a.deck, a.agent, b.deck, b.agent, report.stats.games
    );
    if report.paired {
        let _ = write!(subtitle, " in {} pairs", report.stats.pairs.pairs);
    }
    let _ = write!(
        subtitle,
        ", seed {}, turn cap {}",
        report.seed, report.turn_cap
    );
    if a.chains != 0 || b.chains != 0 {
        let _ = write!(subtitle, ", chains {}/{}", a.chains, b.chains);
    }
    Page::new(&format!("{} vs {}", a.deck, b.deck))
        .subtitle(&subtitle)
        .section("Match", match_section(report))
        .render()
}

#[cfg(test)]
mod tests;

use super::*;
use crate::report::Side;
use crate::stats::{wilson95, GameResult, MatchStats};
use keysim_engine::Player;

/// Parses `xml` as XML (the page's doctype allowed), or panics with the
/// error and the text.
fn parse_xml(xml: &str) -> roxmltree::Document<'_> {
    let opts = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..roxmltree::ParsingOptions::default()
    };
    roxmltree::Document::parse_with_options(xml, opts)
        .unwrap_or_else(|e| panic!("not well-formed XML: {e}\n{xml}"))
}

/// Every `<svg>…</svg>` of a page, each parsed on its own.
fn svgs(page: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = page;
    while let Some(start) = rest.find("<svg") {
        let end = rest[start..].find("</svg>").expect("svg closed") + start + "</svg>".len();
        out.push(rest[start..end].to_string());
        rest = &rest[end..];
    }
    out
}

fn attr(node: roxmltree::Node, name: &str) -> f64 {
    node.attribute(name)
        .unwrap_or_else(|| panic!("no {name}"))
        .parse()
        .unwrap()
}

fn with_class<'a, 'i>(
    doc: &'a roxmltree::Document<'i>,
    class: &str,
) -> Vec<roxmltree::Node<'a, 'i>> {
    doc.descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split_whitespace().any(|w| w == class))
        })
        .collect()
}

/// A report of `results` between two made-up decks.
fn report(results: &[GameResult]) -> Report {
    let side = |deck: &str| Side {
        deck: deck.to_string(),
        deck_hash: "0123456789abcdef".into(),
        houses: vec!["Brobnar".into(), "Dis".into(), "Shadows".into()],
        agent: "greedy".into(),
        chains: 0,
        coverage: crate::Coverage {
            implemented: 36,
            cards: 36,
            missing: Vec::new(),
        },
    };
    Report {
        sides: [side("Deck <A> & \"co\""), side("Deck B")],
        seed: 7,
        games: results.len() as u64,
        paired: true,
        turn_cap: 60,
        stats: MatchStats::from_results(results, true),
    }
}

fn game(winner: Option<Player>, first: Player) -> GameResult {
    GameResult {
        winner,
        first_player: first,
        turns: 20,
        keys: [3, 1],
        forfeit: None,
    }
}

#[test]
fn escapes_text() {
    assert_eq!(
        escape("<b>&\"x\"'</b>"),
        "&lt;b&gt;&amp;&quot;x&quot;&#39;&lt;/b&gt;"
    );
    assert_eq!(escape("a\u{0}b"), "a\u{fffd}b");
    let page = Page::new("<script>alert(1)</script>")
        .subtitle("a & b")
        .section("<h>", Html::paragraph("</p><p>"))
        .render();
    assert!(!page.contains("<script>"));
    assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(page.contains("<p>&lt;/p&gt;&lt;p&gt;</p>"));
    let doc = parse_xml(&page);
    let h1 = doc.descendants().find(|n| n.has_tag_name("h1")).unwrap();
    assert_eq!(h1.text(), Some("<script>alert(1)</script>"));
}

#[test]
fn ranking_bars_land_on_their_values() {
    let chart = RankingChart {
        rows: vec![
            Interval::new("half", 0.5, 0.25, 0.75),
            Interval::new("<odd & name>", 1.0, 0.9, 1.0).with_note("12 games"),
        ],
        units: Units::Probability,
        reference: Some(0.5),
        domain: None,
    };
    let svg = ranking_chart(&chart);
    let doc = parse_xml(svg.as_str());
    let axis = &with_class(&doc, "axis")[0];
    let (left, right) = (attr(*axis, "x1"), attr(*axis, "x2"));
    let middle = (left + right) / 2.0;
    let dots = with_class(&doc, "estimate");
    assert_eq!(dots.len(), 2);
    assert!((attr(dots[0], "cx") - middle).abs() < 0.06);
    assert!((attr(dots[1], "cx") - right).abs() < 0.06);
    let bars = with_class(&doc, "interval");
    let quarter = left + (right - left) / 4.0;
    assert!((attr(bars[0], "x1") - quarter).abs() < 0.06);
    assert!((attr(bars[0], "x2") - (right - (right - left) / 4.0)).abs() < 0.06);
    let reference = &with_class(&doc, "reference")[0];
    assert!((attr(*reference, "x1") - middle).abs() < 0.06);
    // Labels and values, escaped in the source, read back as text.
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    assert!(texts.contains(&"<odd & name>"));
    assert!(texts.contains(&"50.0% [25.0%, 75.0%]"));
    assert!(texts.contains(&"100.0% [90.0%, 100.0%]  12 games"));
    assert!(texts.contains(&"0%") && texts.contains(&"100%"));
}

#[test]
fn elo_ranking_has_a_round_domain_around_zero() {
    let chart = RankingChart {
        rows: vec![
            Interval::new("strong", 120.0, 60.0, 180.0),
            Interval::new("weak", -40.0, -110.0, 30.0),
        ],
        units: Units::Elo,
        reference: Some(0.0),
        domain: None,
    };
    let doc_text = ranking_chart(&chart);
    let doc = parse_xml(doc_text.as_str());
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    assert!(texts.contains(&"+120 [+60, +180]"), "{texts:?}");
    assert!(texts.contains(&"−40 [−110, +30]"), "{texts:?}");
    // The reference sits inside the axis, at 0.
    let axis = &with_class(&doc, "axis")[0];
    let reference = &with_class(&doc, "reference")[0];
    let x0 = attr(*reference, "x1");
    assert!(attr(*axis, "x1") < x0 && x0 < attr(*axis, "x2"));
    assert_eq!(nice_domain(-110.0, 180.0), (-150.0, 200.0));
}

#[test]
fn ticks_are_round() {
    assert_eq!(
        ticks(0.0, 1.0, 10),
        (0..=10).map(|i| i as f64 / 10.0).collect::<Vec<_>>()
    );
    assert_eq!(
        ticks(-3.0, 5.0, 10),
        (-3..=5).map(f64::from).collect::<Vec<_>>()
    );
    assert_eq!(ticks(-150.0, 200.0, 6), vec![-100.0, 0.0, 100.0, 200.0]);
}

#[test]
fn heat_map_prints_each_value_in_its_cell() {
    let cell = |value: f64| {
        Some(HeatCell {
            value,
            low: value - 0.1,
            high: value + 0.1,
            games: 40,
        })
    };
    let map = HeatMap {
        rows: vec!["A & co".into(), "B".into()],
        columns: vec!["A & co".into(), "B".into()],
        cells: vec![vec![None, cell(0.8)], vec![cell(0.2), None]],
        meaning: "row deck's win rate against the column deck".into(),
    };
    let svg = heat_map(&map);
    let doc = parse_xml(svg.as_str());
    let cells = with_class(&doc, "cell");
    assert_eq!(cells.len(), 4);
    let filled: Vec<_> = cells
        .iter()
        .filter(|c| !c.attribute("class").unwrap().contains("empty"))
        .collect();
    let value_of = |g: &roxmltree::Node| {
        let rect = g.children().find(|n| n.has_tag_name("rect")).unwrap();
        let text = g.children().find(|n| n.has_tag_name("text")).unwrap();
        (
            rect.attribute("fill").unwrap().to_string(),
            text.text().unwrap().to_string(),
        )
    };
    assert_eq!(value_of(filled[0]).1, "80%");
    assert_eq!(value_of(filled[1]).1, "20%");
    // Blue above 50%, red below, white at 50%.
    assert_eq!(value_of(filled[0]).0, heat_colour(0.8));
    assert_eq!(heat_colour(0.5), "#f7f7f7");
    assert_eq!(heat_colour(1.0), "#2166ac");
    assert_eq!(heat_colour(0.0), "#b2182b");
    let c = heat_colour(0.8);
    let b = u8::from_str_radix(&c[5..7], 16).unwrap();
    let r = u8::from_str_radix(&c[1..3], 16).unwrap();
    assert!(b > r, "{c}");
    // The legend and the tooltip, escaped.
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    assert!(texts.contains(&"row deck's win rate against the column deck"));
    assert!(texts.contains(&"A & co vs B: 80.0% [70.0%, 90.0%], 40 games"));
    assert!(svg.as_str().contains("A &amp; co"));
    // Each filled cell prints its games under its value.
    let games: Vec<_> = with_class(&doc, "cell-games")
        .iter()
        .map(|t| t.text().unwrap().to_string())
        .collect();
    assert_eq!(games, ["40 games", "40 games"]);
}

#[test]
fn a_wide_heat_map_goes_in_bands_that_fit_the_page_labels_included() {
    let names: Vec<String> = (0..19)
        .map(|i| format!("Xylostopper, the \"Conductor\" of Fashion {i}"))
        .collect();
    let map = HeatMap {
        rows: vec!["Hershey, the Oak of Amalchasm".into()],
        columns: names.clone(),
        cells: vec![(0..19).map(|i| Some(HeatCell::win_rate(i, 19))).collect()],
        meaning: "row deck's win rate against the gauntlet deck".into(),
    };
    let html = heat_map(&map);
    let bands = svgs(html.as_str());
    assert!(bands.len() > 1, "19 columns in one band");
    let mut labels = 0;
    let mut cells = 0;
    for band in &bands {
        let doc = parse_xml(band);
        let svg = doc.root_element();
        let width = attr(svg, "width");
        assert!(width <= HEAT_MAX_WIDTH, "a band {width} wide");
        cells += with_class(&doc, "cell").len();
        for t in with_class(&doc, "heat-label") {
            if t.attribute("transform").is_none() {
                continue;
            }
            labels += 1;
            // A 45° label reaches 0.72 of its width right of its start,
            // and as far up: inside the drawing.
            let reach = t.text().unwrap().chars().count() as f64 * 7.2 * 0.72;
            assert!(
                attr(t, "x") + reach <= width,
                "{} overflows",
                t.text().unwrap()
            );
            assert!(
                attr(t, "y") - reach >= 0.0,
                "{} overflows",
                t.text().unwrap()
            );
        }
    }
    assert_eq!((labels, cells), (19, 19));
    // The legend once, under the last band.
    assert!(bands.last().unwrap().contains("class=\"legend\""));
    assert_eq!(html.as_str().matches("class=\"legend\"").count(), 1);
}

#[test]
fn the_pairs_line_reads_for_no_one_and_several_unfinished_pairs() {
    use Player::{A, B};
    let won = [game(Some(A), A), game(Some(A), B)];
    let unfinished = [game(None, A), game(Some(B), B)];
    for (pairs, clause) in [
        (vec![won, won], "split 0; no pair had an unfinished game."),
        (
            vec![won, unfinished],
            "split 0; 1 pair had an unfinished game.",
        ),
        (
            vec![unfinished, won, unfinished],
            "split 0; 2 pairs had an unfinished game.",
        ),
    ] {
        let results: Vec<GameResult> = pairs.concat();
        let r = report(&results);
        let page = match_page(&r);
        assert!(page.contains(clause), "{clause}:\n{page}");
        assert!(!page.contains("with an unfinished game"));
        let table = r.table();
        let n = r.stats.pairs.unfinished;
        match n {
            0 => assert!(!table.contains("had an unfinished game"), "{table}"),
            1 => assert!(
                table.contains("; 1 pair had an unfinished game\n"),
                "{table}"
            ),
            _ => assert!(
                table.contains(&format!("; {n} pairs had an unfinished game\n")),
                "{table}"
            ),
        }
    }
}

#[test]
fn curve_chart_places_points_and_the_half_line() {
    let point = |x: f64, p: f64| CurvePoint {
        x,
        estimate: p,
        low: p - 0.1,
        high: p + 0.1,
        games: 100,
    };
    let chart = CurveChart {
        x_label: "chains taken by the stronger deck".into(),
        y_label: "win rate".into(),
        points: vec![point(0.0, 0.7), point(2.0, 0.5), point(4.0, 0.3)],
        fitted: vec![(0.0, 0.72), (2.0, 0.5), (4.0, 0.28)],
        highlight: Some(2.0),
    };
    let svg = curve_chart(&chart);
    let doc = parse_xml(svg.as_str());
    let (left, right, top, bottom) = CURVE_PLOT;
    let half_y = (top + bottom) / 2.0;
    let reference = &with_class(&doc, "reference")[0];
    assert_eq!(attr(*reference, "y1"), half_y);
    let dots = with_class(&doc, "estimate");
    assert_eq!(dots.len(), 3);
    // x = 2 is the middle of 0..4 (the padding is symmetric).
    assert!((attr(dots[1], "cx") - (left + right) / 2.0).abs() < 0.06);
    assert!((attr(dots[1], "cy") - half_y).abs() < 0.06);
    // 70% is above the line (smaller y), 30% below.
    assert!(attr(dots[0], "cy") < half_y && attr(dots[2], "cy") > half_y);
    assert_eq!(with_class(&doc, "fit").len(), 1);
    assert_eq!(with_class(&doc, "whisker").len(), 9);
    assert_eq!(with_class(&doc, "highlight").len(), 1);
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    for t in ["0", "1", "2", "3", "4", "0%", "50%", "100%", "win rate"] {
        assert!(texts.contains(&t), "no tick {t}: {texts:?}");
    }
    // Negative counts get a true minus sign.
    assert_eq!(format_x(-2.0), "−2");
}

#[test]
fn match_page_is_well_formed_and_complete() {
    use Player::{A, B};
    let results = [
        game(Some(A), A),
        game(Some(A), B),
        game(Some(B), A),
        game(None, B),
    ];
    let page = match_page(&report(&results));
    let doc = parse_xml(&page);
    for svg in svgs(&page) {
        parse_xml(&svg);
    }
    assert!(page.starts_with("<!DOCTYPE html>"));
    // Self-contained: no script, no link to anything.
    for banned in [
        "<script", "http://", "https://", "@import", "<link", "url(http",
    ] {
        let outside_namespace = page.replace("http://www.w3.org/2000/svg", "");
        assert!(!outside_namespace.contains(banned), "{banned}");
    }
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    let title = doc.descendants().find(|n| n.has_tag_name("title")).unwrap();
    assert_eq!(title.text(), Some("Deck <A> & \"co\" vs Deck B"));
    // Deck A: 2 wins in 4 games; first 1 of 2, second 1 of 2.
    assert!(
        texts.contains(&"50.0% [15.0%, 85.0%]  4 games"),
        "{texts:?}"
    );
    assert!(texts.contains(&"Deck <A> & \"co\", going first"));
    assert!(texts.iter().any(
        |t| t.starts_with("Unfinished games: 1 of 4 games (25.0%) reached the turn cap of 60")
    ));
    assert!(texts
        .iter()
        .any(|t| t.starts_with("Pairs (each deal played twice")));
    // The table's first row.
    let row: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("tr"))
        .nth(1)
        .unwrap()
        .children()
        .filter_map(|c| c.text())
        .collect();
    assert_eq!(
        row,
        [
            "Deck <A> & \"co\"",
            "greedy",
            "2",
            "1",
            "1",
            "50.0%",
            "[15.0%, 85.0%]",
            "50.0%",
            "50.0%"
        ]
    );
}

#[test]
fn win_rate_constructors_carry_the_wilson_interval() {
    let cell = HeatCell::win_rate(2, 4);
    assert_eq!((cell.value, cell.games), (0.5, 4));
    assert_eq!((cell.low, cell.high), wilson95(2, 4));
    let point = CurvePoint::win_rate(-1.0, 3, 4);
    assert_eq!((point.x, point.estimate), (-1.0, 0.75));
    assert_eq!((point.low, point.high), wilson95(3, 4));
    let row = Interval::win_rate("d", 0, 0);
    assert_eq!((row.estimate, row.low, row.high), (0.5, 0.0, 1.0));
    assert_eq!(row.note, "0 games");
}

//! Writes an example HTML report from a few real, short runs, to show every
//! piece of `keysim_sim::html` on measured numbers.
//!
//! `cargo run --release -p keysim-tools --bin html_report [-- FILE.html [GAMES]]`
//!
//! With greedy agents on both sides, seed 1, GAMES games per matchup
//! (default 20, rounded to pairs):
//!
//! - the match of the two starter decks (`match_section`);
//! - a round robin of three Call of the Archons decks: the heat map of each
//!   deck's win rate against each other, and each deck's win rate against
//!   the other two as a ranking;
//! - Miss "Onyx" Censorius (the stronger starter deck) against Radiant Argus
//!   the Supreme, Onyx starting with 0 to 4 chains, as a curve.
//!
//! The page says how many games each figure rests on; with so few games the
//! intervals are wide. The default output is `results/example-report.html`.

use keysim_agents::AgentSpec;
use keysim_decks::{self as deck, DeckList};
use keysim_sim::html::{
    curve_chart, heat_map, match_section, ranking_chart, table, CurveChart, CurvePoint, HeatCell,
    HeatMap, Html, Interval, Page, RankingChart, Units,
};
use keysim_sim::{run, MatchConfig, MatchResult};

const SEED: u64 = 1;
const ROUND_ROBIN: [&str; 3] = [
    "Radiant Argus the Supreme",
    "Miss Onyx Censorius",
    "Sahl the Aegian",
];

fn play(a: &DeckList, b: &DeckList, chains: [u8; 2], games: u64) -> (MatchConfig, MatchResult) {
    let greedy = AgentSpec::parse("greedy").expect("greedy parses");
    let mut cfg = MatchConfig::new(a.clone(), b.clone(), greedy.clone(), greedy);
    cfg.games = games;
    cfg.round_to_pairs();
    cfg.seed = SEED;
    cfg.chains = chains;
    let result = run(&cfg).unwrap_or_else(|e| panic!("{} vs {}: {e}", a.name, b.name));
    (cfg, result)
}

fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let out = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| "results/example-report.html".to_string());
    let games: u64 = args
        .get(2)
        .map_or(20, |g| g.parse().expect("GAMES is a number"));
    let find = |name: &str| deck::find_embedded(name).expect("an embedded deck").clone();
    let decks: Vec<DeckList> = ROUND_ROBIN.iter().map(|n| find(n)).collect();

    // The match.
    let (cfg, result) = play(&decks[0], &decks[1], [0, 0], games);
    let report = result.report(&cfg);

    // The round robin: each unordered pair once, read from both sides.
    let k = decks.len();
    let mut cells: Vec<Vec<Option<HeatCell>>> = vec![vec![None; k]; k];
    let mut totals = vec![(0u64, 0u64); k];
    let mut rows = Vec::new();
    for i in 0..k {
        for j in i + 1..k {
            let s = play(&decks[i], &decks[j], [0, 0], games).1.stats;
            for (me, them, d) in [(i, j, s.decks[0]), (j, i, s.decks[1])] {
                cells[me][them] = Some(HeatCell::win_rate(d.wins, d.games));
                totals[me].0 += d.wins;
                totals[me].1 += d.games;
            }
            rows.push(vec![
                decks[i].name.clone(),
                decks[j].name.clone(),
                s.games.to_string(),
                percent(s.decks[0].win_rate()),
                s.decks[0].unfinished.to_string(),
            ]);
        }
    }
    let mut ranking: Vec<Interval> = decks
        .iter()
        .zip(&totals)
        .map(|(d, (wins, games))| Interval::win_rate(&d.name, *wins, *games))
        .collect();
    ranking.sort_by(|a, b| b.estimate.total_cmp(&a.estimate));
    let names: Vec<String> = decks.iter().map(|d| d.name.clone()).collect();

    // The chain curve.
    let mut points = Vec::new();
    let mut curve_rows = Vec::new();
    for chains in 0..=4u8 {
        let s = play(&decks[1], &decks[0], [chains, 0], games).1.stats;
        let d = s.decks[0];
        let point = CurvePoint::win_rate(f64::from(chains), d.wins, d.games);
        let (low, high) = (point.low, point.high);
        points.push(point);
        curve_rows.push(vec![
            chains.to_string(),
            d.games.to_string(),
            percent(d.win_rate()),
            format!("[{}, {}]", percent(low), percent(high)),
            d.unfinished.to_string(),
        ]);
    }

    let page = Page::new("keysim example report")
        .subtitle(&format!(
            "Greedy against greedy, seed {SEED}, {} games per matchup (paired). Made with: \
             cargo run --release -p keysim-tools --bin html_report -- {out} {games}. Few games: the \
             intervals are wide.",
            cfg.games
        ))
        .section("A match", match_section(&report))
        .section(
            "A round robin: who beats whom",
            heat_map(&HeatMap {
                rows: names.clone(),
                columns: names,
                cells,
                meaning: "each cell: the row deck's win rate against the column deck".into(),
            })
            .then(table(
                &[
                    "deck A",
                    "deck B",
                    "games",
                    "deck A's win rate",
                    "unfinished",
                ],
                &rows,
            )),
        )
        .section(
            "The round robin as a ranking",
            ranking_chart(&RankingChart {
                rows: ranking,
                units: Units::Probability,
                reference: Some(0.5),
                domain: None,
            })
            .then(Html::note(
                "Each deck's win rate against the other two, with its 95% Wilson interval.",
            )),
        )
        .section(
            "Chains: Miss \"Onyx\" Censorius handicapped",
            curve_chart(&CurveChart {
                x_label: "chains Miss \"Onyx\" Censorius starts with".into(),
                y_label: "Onyx's win rate".into(),
                points,
                fitted: Vec::new(),
                highlight: None,
            })
            .then(Html::note(
                "Dots: win rates against Radiant Argus the Supreme; whiskers: 95% Wilson \
                 intervals; dashed line: 50%.",
            ))
            .then(table(
                &["chains", "games", "win rate", "95% CI", "unfinished"],
                &curve_rows,
            )),
        )
        .render();
    std::fs::write(&out, page).unwrap_or_else(|e| panic!("cannot write {out}: {e}"));
    eprintln!("wrote {out}");
}

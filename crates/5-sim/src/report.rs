//! The result of a match as a readable table, CSV or JSON.
//!
//! All three carry the same numbers. CSV and JSON also carry the run's
//! parameters (decks, agents, seed, games, chains, turn cap, keysim
//! version) and no wall-clock figure, so the same run always gives
//! byte-identical files, whatever the thread count.

use std::fmt::Write as _;

use serde::Serialize;

use super::coverage::Coverage;
use super::stats::{DeckStats, MatchStats};
use keysim_engine::ForfeitReason;

/// The keysim version written into reports.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// One side of a match, as reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// The deck's name.
    pub deck: String,
    /// The deck's card hash (`keysim_decks::card_hash`): which card list
    /// the name stands for.
    pub deck_hash: String,
    /// The deck's three houses.
    pub houses: Vec<String>,
    /// The agent spec, as it reads back (`AgentSpec`'s `Display`).
    pub agent: String,
    /// Chains the deck started with.
    pub chains: u8,
    /// How much of the deck's abilities are implemented.
    pub coverage: Coverage,
}

impl Side {
    /// Whether the agent's choices depend on the wall clock
    /// (`ismcts:time_ms=...`), which makes the games unreproducible.
    pub fn timed(&self) -> bool {
        self.agent.contains("time_ms=")
    }
}

/// A match's parameters and totals: everything a report prints.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Deck A's and deck B's sides.
    pub sides: [Side; 2],
    pub seed: u64,
    /// Games played.
    pub games: u64,
    /// Whether games were played in pairs (one deal, each deck first once).
    pub paired: bool,
    pub turn_cap: u16,
    pub stats: MatchStats,
}

/// An output format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Table,
    Csv,
    Json,
    /// A self-contained HTML page with charts ([`super::html`]), written
    /// with `--report FILE.html`.
    Html,
}

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

/// How many pairs had an unfinished game, as a clause that reads for any
/// count: "no pair had an unfinished game", "1 pair had ...", "3 pairs
/// had ...".
pub fn unfinished_pairs(n: u64) -> String {
    match n {
        0 => "no pair had an unfinished game".to_string(),
        1 => "1 pair had an unfinished game".to_string(),
        n => format!("{n} pairs had an unfinished game"),
    }
}

/// Rounds to 6 decimals for the machine-readable formats.
fn r6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

fn f6(x: f64) -> String {
    format!("{:.6}", x)
}

/// Pads `s` to `w` characters (by `char` count, so `Æ` and curly quotes
/// count as one).
fn pad_right(s: &str, w: usize) -> String {
    let n = s.chars().count();
    let mut out = s.to_string();
    out.push_str(&" ".repeat(w.saturating_sub(n)));
    out
}

fn pad_left(s: &str, w: usize) -> String {
    let n = s.chars().count();
    let mut out = " ".repeat(w.saturating_sub(n));
    out.push_str(s);
    out
}

impl Report {
    /// Whether the seed reproduces the games: not when an agent's budget is
    /// wall-clock time.
    pub fn reproducible(&self) -> bool {
        !self.sides.iter().any(Side::timed)
    }

    /// Renders the report in `format`.
    pub fn render(&self, format: Format) -> String {
        match format {
            Format::Table => self.table(),
            Format::Csv => self.csv(),
            Format::Json => self.json(),
            Format::Html => super::html::match_page(self),
        }
    }

    /// The readable table.
    pub fn table(&self) -> String {
        let s = &self.stats;
        let mut out = String::new();
        let [a, b] = &self.sides;
        let _ = writeln!(out, "{} ({}) vs {} ({})", a.deck, a.agent, b.deck, b.agent);
        let mut line = format!("{} games", s.games);
        if self.paired {
            let _ = write!(
                line,
                " ({} pair{}: each deal played twice, each deck going first once)",
                s.games / 2,
                if s.games / 2 == 1 { "" } else { "s" }
            );
        }
        let _ = write!(line, ", seed {}, turn cap {}", self.seed, self.turn_cap);
        if a.chains != 0 || b.chains != 0 {
            let _ = write!(line, ", chains {}/{}", a.chains, b.chains);
        }
        let _ = writeln!(out, "{line}");
        let _ = writeln!(out);

        let headers = [
            "deck",
            "agent",
            "wins",
            "losses",
            "unfinished",
            "win rate",
            "95% CI",
            "first",
            "second",
            "turns/win",
            "keys",
        ];
        let row = |side: &Side, d: &DeckStats| -> Vec<String> {
            let (lo, hi) = d.win_rate_ci();
            let mut deck = side.deck.clone();
            if side.chains > 0 {
                let _ = write!(deck, " [{} chains]", side.chains);
            }
            vec![
                deck,
                // The agent's name; its parameters are in the title line.
                side.agent
                    .split(':')
                    .next()
                    .unwrap_or(&side.agent)
                    .to_string(),
                d.wins.to_string(),
                d.losses.to_string(),
                d.unfinished.to_string(),
                pct(d.win_rate()),
                format!("[{}, {}]", pct(lo), pct(hi)),
                pct(d.win_rate_first()),
                pct(d.win_rate_second()),
                if d.wins == 0 {
                    "-".to_string()
                } else {
                    format!("{:.1}", d.avg_turns_in_wins())
                },
                format!("{:.2}", d.avg_keys()),
            ]
        };
        let rows = [row(a, &s.decks[0]), row(b, &s.decks[1])];
        let mut widths: Vec<usize> = headers.iter().map(|h| h.chars().count()).collect();
        for r in &rows {
            for (w, cell) in widths.iter_mut().zip(r) {
                *w = (*w).max(cell.chars().count());
            }
        }
        let fmt_row = |cells: &[String]| -> String {
            let mut l = String::new();
            for (i, (cell, w)) in cells.iter().zip(&widths).enumerate() {
                if i > 0 {
                    l.push_str("  ");
                }
                // Text columns left-aligned, numbers right-aligned.
                if i < 2 {
                    l.push_str(&pad_right(cell, *w));
                } else {
                    l.push_str(&pad_left(cell, *w));
                }
            }
            l.trim_end().to_string()
        };
        let hdr: Vec<String> = headers.iter().map(|h| h.to_string()).collect();
        let _ = writeln!(out, "{}", fmt_row(&hdr));
        for r in &rows {
            let _ = writeln!(out, "{}", fmt_row(r));
        }
        let _ = writeln!(out);
        if self.paired && s.pairs.pairs > 0 {
            let p = &s.pairs;
            let _ = write!(
                out,
                "pairs: {} won both {}, {} won both {}, split {}",
                a.deck, p.a_swept, b.deck, p.b_swept, p.split
            );
            if p.unfinished > 0 {
                let _ = write!(out, "; {}", unfinished_pairs(p.unfinished));
            }
            let _ = writeln!(out);
        }
        for side in &self.sides {
            if side.agent.split(':').next() == Some("cheat") {
                let _ = writeln!(
                    out,
                    "{}'s agent cheats: it sees the opponent's hand, archives and deck and both \
                     deck orders (an upper bound, not a fair player)",
                    side.deck
                );
            }
        }
        for (side, d) in self.sides.iter().zip(&s.decks) {
            if d.forfeits_total() > 0 {
                let reasons: Vec<String> = ForfeitReason::ALL
                    .iter()
                    .filter(|r| d.forfeits[r.index()] > 0)
                    .map(|r| format!("{} {}", r.name(), d.forfeits[r.index()]))
                    .collect();
                let _ = writeln!(
                    out,
                    "forfeits: {} ({}) forfeited {} game{} ({}), counted as losses",
                    side.deck,
                    side.agent.split(':').next().unwrap_or(&side.agent),
                    d.forfeits_total(),
                    if d.forfeits_total() == 1 { "" } else { "s" },
                    reasons.join(", ")
                );
            }
        }
        let _ = writeln!(
            out,
            "average game: {:.1} turns; win rates count unfinished games as not won; \
             first/second: win rate going first/second",
            s.avg_turns()
        );
        for side in &self.sides {
            if !side.coverage.is_complete() {
                let _ = writeln!(
                    out,
                    "not the printed game: {}",
                    side.coverage.warning(&side.deck)
                );
            }
        }
        if !self.reproducible() {
            let _ = writeln!(
                out,
                "not reproducible: an agent's budget is wall-clock time (time_ms), so seed {} \
                 does not replay these games",
                self.seed
            );
        }
        out
    }

    /// CSV: a header and one row per deck; the run's parameters repeat on
    /// each row.
    pub fn csv(&self) -> String {
        let mut w = csv::Writer::from_writer(Vec::new());
        let _ = w.write_record([
            "keysim_version",
            "seat",
            "deck",
            "deck_hash",
            "houses",
            "agent",
            "chains",
            "opponent",
            "opponent_hash",
            "opponent_agent",
            "seed",
            "games",
            "paired",
            "pairs",
            "turn_cap",
            "wins",
            "losses",
            "unfinished",
            "forfeits",
            "win_rate",
            "win_rate_ci95_low",
            "win_rate_ci95_high",
            "games_first",
            "wins_first",
            "win_rate_first",
            "games_second",
            "wins_second",
            "win_rate_second",
            "avg_turns_in_wins",
            "avg_keys",
            "avg_game_turns",
            "implemented_share",
            "missing_cards",
            "reproducible",
        ]);
        for (i, seat) in ["A", "B"].iter().enumerate() {
            let side = &self.sides[i];
            let opp = &self.sides[1 - i];
            let d = &self.stats.decks[i];
            let (lo, hi) = d.win_rate_ci();
            let _ = w.write_record([
                VERSION.to_string(),
                seat.to_string(),
                side.deck.clone(),
                side.deck_hash.clone(),
                side.houses.join(" "),
                side.agent.clone(),
                side.chains.to_string(),
                opp.deck.clone(),
                opp.deck_hash.clone(),
                opp.agent.clone(),
                self.seed.to_string(),
                self.games.to_string(),
                self.paired.to_string(),
                self.stats.pairs.pairs.to_string(),
                self.turn_cap.to_string(),
                d.wins.to_string(),
                d.losses.to_string(),
                d.unfinished.to_string(),
                d.forfeits_total().to_string(),
                f6(d.win_rate()),
                f6(lo),
                f6(hi),
                d.games_first.to_string(),
                d.wins_first.to_string(),
                f6(d.win_rate_first()),
                d.games_second.to_string(),
                d.wins_second.to_string(),
                f6(d.win_rate_second()),
                f6(d.avg_turns_in_wins()),
                f6(d.avg_keys()),
                f6(self.stats.avg_turns()),
                f6(side.coverage.share()),
                side.coverage.missing.join("; "),
                self.reproducible().to_string(),
            ]);
        }
        let bytes = w.into_inner().unwrap_or_default();
        String::from_utf8(bytes).unwrap_or_default()
    }

    /// JSON: the parameters, then each deck's numbers, then the pairs.
    pub fn json(&self) -> String {
        #[derive(Serialize)]
        struct Params<'a> {
            deck_a: &'a str,
            deck_a_hash: &'a str,
            deck_b: &'a str,
            deck_b_hash: &'a str,
            agent_a: &'a str,
            agent_b: &'a str,
            seed: u64,
            games: u64,
            paired: bool,
            chains: [u8; 2],
            turn_cap: u16,
            reproducible: bool,
        }
        #[derive(Serialize)]
        struct Split {
            games: u64,
            wins: u64,
            win_rate: f64,
        }
        #[derive(Serialize)]
        struct DeckOut<'a> {
            seat: &'a str,
            deck: &'a str,
            deck_hash: &'a str,
            houses: &'a [String],
            agent: &'a str,
            chains: u8,
            games: u64,
            wins: u64,
            losses: u64,
            unfinished: u64,
            forfeits: Forfeits,
            win_rate: f64,
            win_rate_ci95: [f64; 2],
            first: Split,
            second: Split,
            avg_turns_in_wins: f64,
            avg_keys: f64,
            coverage: CoverageOut<'a>,
        }
        #[derive(Serialize)]
        struct CoverageOut<'a> {
            implemented: usize,
            cards: usize,
            share: f64,
            missing: &'a [String],
        }
        /// Games the deck's agent forfeited, in all and by reason.
        #[derive(Serialize)]
        struct Forfeits {
            total: u64,
            crashed: u64,
            timed_out: u64,
            malformed: u64,
            illegal: u64,
        }
        #[derive(Serialize)]
        struct Pairs {
            pairs: u64,
            a_won_both: u64,
            b_won_both: u64,
            split: u64,
            with_unfinished_game: u64,
        }
        #[derive(Serialize)]
        struct Out<'a> {
            keysim_version: &'a str,
            parameters: Params<'a>,
            decks: Vec<DeckOut<'a>>,
            pairs: Option<Pairs>,
            avg_game_turns: f64,
        }
        let [a, b] = &self.sides;
        let decks = (0..2)
            .map(|i| {
                let side = &self.sides[i];
                let d = &self.stats.decks[i];
                let (lo, hi) = d.win_rate_ci();
                DeckOut {
                    seat: ["A", "B"][i],
                    deck: &side.deck,
                    deck_hash: &side.deck_hash,
                    houses: &side.houses,
                    agent: &side.agent,
                    chains: side.chains,
                    games: d.games,
                    wins: d.wins,
                    losses: d.losses,
                    unfinished: d.unfinished,
                    forfeits: Forfeits {
                        total: d.forfeits_total(),
                        crashed: d.forfeits[ForfeitReason::Crashed.index()],
                        timed_out: d.forfeits[ForfeitReason::TimedOut.index()],
                        malformed: d.forfeits[ForfeitReason::Malformed.index()],
                        illegal: d.forfeits[ForfeitReason::Illegal.index()],
                    },
                    win_rate: r6(d.win_rate()),
                    win_rate_ci95: [r6(lo), r6(hi)],
                    first: Split {
                        games: d.games_first,
                        wins: d.wins_first,
                        win_rate: r6(d.win_rate_first()),
                    },
                    second: Split {
                        games: d.games_second,
                        wins: d.wins_second,
                        win_rate: r6(d.win_rate_second()),
                    },
                    avg_turns_in_wins: r6(d.avg_turns_in_wins()),
                    avg_keys: r6(d.avg_keys()),
                    coverage: CoverageOut {
                        implemented: side.coverage.implemented,
                        cards: side.coverage.cards,
                        share: r6(side.coverage.share()),
                        missing: &side.coverage.missing,
                    },
                }
            })
            .collect();
        let p = &self.stats.pairs;
        let out = Out {
            keysim_version: VERSION,
            parameters: Params {
                deck_a: &a.deck,
                deck_a_hash: &a.deck_hash,
                deck_b: &b.deck,
                deck_b_hash: &b.deck_hash,
                agent_a: &a.agent,
                agent_b: &b.agent,
                seed: self.seed,
                games: self.games,
                paired: self.paired,
                chains: [a.chains, b.chains],
                turn_cap: self.turn_cap,
                reproducible: self.reproducible(),
            },
            decks,
            pairs: self.paired.then_some(Pairs {
                pairs: p.pairs,
                a_won_both: p.a_swept,
                b_won_both: p.b_swept,
                split: p.split,
                with_unfinished_game: p.unfinished,
            }),
            avg_game_turns: r6(self.stats.avg_turns()),
        };
        let mut s = serde_json::to_string_pretty(&out).unwrap_or_default();
        s.push('\n');
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stats::GameResult;
    use keysim_engine::Player;

    fn report() -> Report {
        let games: Vec<GameResult> = (0..10)
            .map(|i| GameResult {
                winner: if i % 3 == 0 {
                    Some(Player::B)
                } else {
                    Some(Player::A)
                },
                first_player: if i % 2 == 0 { Player::A } else { Player::B },
                turns: 20 + i as u16,
                keys: if i % 3 == 0 { [1, 3] } else { [3, 2] },
                forfeit: None,
            })
            .collect();
        Report {
            sides: [
                Side {
                    deck: "Miss “Onyx” Censorius".into(),
                    deck_hash: "0123456789abcdef".into(),
                    houses: vec!["Brobnar".into(), "Dis".into(), "Shadows".into()],
                    agent: "greedy".into(),
                    chains: 0,
                    coverage: Coverage {
                        implemented: 36,
                        cards: 36,
                        missing: vec![],
                    },
                },
                Side {
                    deck: "Radiant Argus the Supreme".into(),
                    deck_hash: "fedcba9876543210".into(),
                    houses: vec!["Logos".into(), "Sanctum".into(), "Untamed".into()],
                    agent: "ismcts:iterations=200,c=0.7".into(),
                    chains: 2,
                    coverage: Coverage {
                        implemented: 34,
                        cards: 36,
                        missing: vec!["Anger".into(), "Punch".into()],
                    },
                },
            ],
            seed: 7,
            games: 10,
            paired: true,
            turn_cap: 200,
            stats: MatchStats::from_results(&games, true),
        }
    }

    #[test]
    fn table_has_both_decks_and_aligned_columns() {
        let t = report().table();
        let lines: Vec<&str> = t.lines().collect();
        let header = lines.iter().position(|l| l.starts_with("deck")).unwrap();
        assert!(lines[header + 1].starts_with("Miss “Onyx” Censorius"));
        assert!(lines[header + 2].starts_with("Radiant Argus the Supreme [2 chains]"));
        // Rows are as wide as the header (columns aligned by characters).
        let w = |l: &str| l.chars().count();
        assert_eq!(w(lines[header]), w(lines[header + 1]));
        assert!(t.contains("60.0%"));
        assert!(t.contains("5 pairs"));
    }

    #[test]
    fn forfeits_are_reported_with_their_reasons() {
        let mut r = report();
        let forfeit = |reason| GameResult {
            winner: Some(Player::A),
            first_player: Player::A,
            turns: 3,
            keys: [0, 0],
            forfeit: Some((Player::B, reason)),
        };
        r.stats += MatchStats::from_results(
            &[
                forfeit(ForfeitReason::TimedOut),
                forfeit(ForfeitReason::TimedOut),
                forfeit(ForfeitReason::Crashed),
            ],
            false,
        );
        let t = r.table();
        assert!(
            t.contains(
                "forfeits: Radiant Argus the Supreme (ismcts) forfeited 3 games \
                 (crashed 1, timed out 2), counted as losses"
            ),
            "{t}"
        );
        assert!(!report().table().contains("forfeit"));
        assert!(!report().table().contains("cheats"));
        r.sides[0].agent = "cheat:iterations=500".into();
        assert!(r.table().contains(
            "Miss “Onyx” Censorius's agent cheats: it sees the opponent's hand, archives and deck"
        ));
        let v: serde_json::Value = serde_json::from_str(&r.json()).unwrap();
        assert_eq!(v["decks"][1]["forfeits"]["total"], 3);
        assert_eq!(v["decks"][1]["forfeits"]["timed_out"], 2);
        assert_eq!(v["decks"][1]["losses"], 9);
        assert_eq!(v["decks"][0]["forfeits"]["total"], 0);
        let csv = r.csv();
        let mut reader = csv::Reader::from_reader(csv.as_bytes());
        let col = reader
            .headers()
            .unwrap()
            .iter()
            .position(|h| h == "forfeits")
            .unwrap();
        let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.unwrap()).collect();
        assert_eq!((&rows[0][col], &rows[1][col]), ("0", "3"));
    }

    #[test]
    fn csv_and_json_carry_parameters() {
        let r = report();
        let csv = r.csv();
        assert_eq!(csv.lines().count(), 3);
        assert!(csv.contains("\"ismcts:iterations=200,c=0.7\""));
        let v: serde_json::Value = serde_json::from_str(&r.json()).unwrap();
        assert_eq!(v["parameters"]["seed"], 7);
        assert_eq!(v["parameters"]["chains"][1], 2);
        assert_eq!(v["keysim_version"], VERSION);
        assert_eq!(v["decks"][0]["wins"], 6);
        assert_eq!(v["decks"][1]["wins"], 4);
        assert_eq!(v["decks"][1]["coverage"]["missing"][1], "Punch");
        assert_eq!(v["parameters"]["reproducible"], true);
        assert!(csv.contains(",Anger; Punch,true"));
    }

    #[test]
    fn incomplete_decks_and_timed_agents_are_named_in_the_footer() {
        let mut r = report();
        let t = r.table();
        assert!(t.contains("not the printed game: \"Radiant Argus the Supreme\": 34 of 36"));
        assert!(!t.contains("not reproducible"));
        r.sides[0].agent = "ismcts:time_ms=50".into();
        assert!(r.table().contains("not reproducible"));
        assert!(r.csv().lines().nth(1).unwrap().ends_with(",false"));
    }
}

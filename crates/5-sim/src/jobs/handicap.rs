//! `keysim handicap`: how many chains should the stronger deck start with
//! so that a matchup is even?
//!
//! The handicap is a signed integer `x`: `x > 0` chains on deck A, `x < 0`
//! chains (`−x`) on deck B. The job estimates deck A's win rate at several
//! values, fits a logistic curve of it against `x` ([`Logistic`]), and
//! suggests the integer whose fitted win rate is closest to 50%.
//!
//! **Where the games go.** Games are played in rounds of pairs. The first
//! round is at no chains; it says which deck looks stronger, and the second
//! round puts four chains on that deck (the rulebook's suggested start).
//! Every later round fits the curve to all games so far and plays at the two
//! integers around the fitted crossing (or, if the fit does not yet fall
//! with chains, four chains further out), so most games are spent where the
//! answer is decided, not evenly on every count. Each decision depends only
//! on the results so far.

use serde::{Deserialize, Serialize};

use super::{
    agent, csv_text, json_text, matchup, r6, rate_ci, text_table, uses_wall_clock, DeckEntry,
    JobError, Observer, Played, Silent,
};
use crate::curve::{Estimate, Logistic, Point};
use crate::plan::GamePlayer;
use crate::report::{Format, VERSION};
use crate::runner::MatchConfig;
use crate::stats::wilson95;
use keysim_engine::Player;

/// The most chains a player can have (the chain tracker's end).
pub const MAX_CHAINS: i32 = 24;
/// The rulebook's suggested starting handicap for the stronger deck.
pub const RULEBOOK_START: i32 = 4;

/// What the rulebook says about chain handicaps and bidding, in brief.
pub const RULEBOOK: &str = "The rulebook's guidance (optional chain handicaps): when one deck \
     is thought stronger, give it 4 chains to start; each time the chained deck wins three games \
     in a row against the same opponent, add a chain, and each time it loses three in a row, \
     remove one. Players who know both decks well may instead bid chains for the right to play \
     the stronger deck, the highest bid taking it. A chained player draws fewer cards when \
     refilling the hand (1 fewer with 1-6 chains, 2 with 7-12, 3 with 13-18, 4 with 19-24) and \
     sheds one chain at each such refill. Tournaments and games between unknown decks use no \
     handicap.";

/// The parameters of a handicap search.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandicapParams {
    pub deck_a: DeckEntry,
    pub deck_b: DeckEntry,
    /// The agent of both sides (canonical spec).
    pub agent: String,
    pub seed: u64,
    /// The budget of games (rounded up to pairs).
    pub games: u64,
    pub turn_cap: u16,
}

/// The chains of each deck at handicap `x`.
pub fn chains(x: i32) -> [u8; 2] {
    let c = x.unsigned_abs().min(MAX_CHAINS as u32) as u8;
    if x > 0 {
        [c, 0]
    } else {
        [0, c]
    }
}

/// The matchup index of handicap `x`.
fn index(x: i32) -> usize {
    (x + MAX_CHAINS) as usize
}

/// One matchup per handicap from −24 (24 chains on deck B) to +24 (24 on
/// deck A); matchup `i` is handicap `i − 24`.
///
/// # Errors
/// [`JobError::Params`] for a deck or agent that does not read.
pub fn matchups(params: &HandicapParams) -> Result<Vec<MatchConfig>, JobError> {
    let a = params.deck_a.deck()?;
    let b = params.deck_b.deck()?;
    let spec = agent(&params.agent)?;
    Ok((-MAX_CHAINS..=MAX_CHAINS)
        .map(|x| {
            matchup(
                [&a, &b],
                [&spec, &spec],
                chains(x),
                params.seed,
                index(x),
                params.turn_cap,
            )
        })
        .collect())
}

/// The points (deck A's wins and losses at each handicap played).
fn points(played: &Played) -> Vec<Point> {
    (-MAX_CHAINS..=MAX_CHAINS)
        .filter_map(|x| {
            let r = &played.results[index(x)];
            if r.is_empty() {
                return None;
            }
            let mut p = Point {
                x,
                ..Point::default()
            };
            for g in r {
                match g.winner {
                    Some(Player::A) => p.wins += 1,
                    Some(Player::B) => p.losses += 1,
                    None => p.unfinished += 1,
                }
            }
            Some(p)
        })
        .collect()
}

/// Runs the job with no progress display.
///
/// # Errors
/// [`JobError`] for bad parameters or games that cannot be played.
pub fn run(
    params: &HandicapParams,
    player: &mut dyn GamePlayer,
) -> Result<HandicapOutput, JobError> {
    run_with(params, player, &mut Silent)
}

/// Runs the job, reporting progress to `observer`.
///
/// # Errors
/// [`JobError`] for bad parameters or games that cannot be played.
pub fn run_with(
    params: &HandicapParams,
    player: &mut dyn GamePlayer,
    observer: &mut dyn Observer,
) -> Result<HandicapOutput, JobError> {
    let matchups = matchups(params)?;
    let budget = params.games.div_ceil(2).max(1);
    let round = (budget / 8).clamp(1, 25);
    let mut played = Played::new(matchups.len());
    let mut left = budget;
    let mut step = 0;
    while left > 0 {
        let n = round.min(left);
        let at: Vec<(usize, u64)> = match step {
            0 => vec![(index(0), n)],
            1 => {
                let p = points(&played);
                let dir = if p[0].wins >= p[0].losses { 1 } else { -1 };
                vec![(index(dir * RULEBOOK_START), n)]
            }
            _ => next_round(&points(&played), n),
        };
        played.play_pairs(player, &matchups, &at)?;
        left -= n;
        step += 1;
        let fit = Logistic::fit(&points(&played));
        let estimate = match fit.crossing() {
            Some((c, _)) if fit.b1 < 0.0 => format!("even at {c:+.1}"),
            _ => "looking for the crossing".to_string(),
        };
        observer.progress(played.games(), 2 * budget, &estimate);
    }
    Ok(output(params, &played))
}

/// Where the next `n` pairs go: split between the integers around the
/// fitted crossing, or further out if the fit does not fall with chains.
fn next_round(points: &[Point], n: u64) -> Vec<(usize, u64)> {
    let fit = Logistic::fit(points);
    let target = match fit.crossing() {
        Some((c, _)) if fit.b1 < 0.0 => c.clamp(-MAX_CHAINS as f64, MAX_CHAINS as f64),
        _ => {
            // The stronger side at no chains is the direction to look in.
            let zero = points.iter().find(|p| p.x == 0);
            let dir = match zero {
                Some(p) if p.wins < p.losses => -1,
                _ => 1,
            };
            let furthest = points.iter().map(|p| p.x * dir).max().unwrap_or(0);
            ((furthest + RULEBOOK_START).min(MAX_CHAINS) * dir) as f64
        }
    };
    let (lo, hi) = (target.floor() as i32, target.ceil() as i32);
    if lo == hi || n == 1 {
        return vec![(index(target.round() as i32), n)];
    }
    vec![(index(lo), n / 2), (index(hi), n - n / 2)]
}

/// One row of the curve.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CurveRow {
    /// The handicap (positive: chains on deck A).
    pub x: i32,
    pub chains_a: u8,
    pub chains_b: u8,
    /// Games played at this handicap, deck A's wins and losses, unfinished.
    pub games: u64,
    pub wins_a: u64,
    pub wins_b: u64,
    pub unfinished: u64,
    /// Deck A's observed win rate and its Wilson interval (when played).
    pub observed: Option<Estimate>,
    /// Deck A's fitted win rate and its interval (none when no curve can be
    /// fitted: see [`HandicapOutput::no_fit`]).
    pub fitted: Option<Estimate>,
}

/// The suggested handicap.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Suggestion {
    pub x: i32,
    /// The deck that takes the chains (none at 0).
    pub chained_deck: Option<String>,
    pub chains: u8,
    /// Deck A's fitted win rate at the suggestion, one chain fewer and one
    /// more on the chained deck (the stronger one at no chains).
    pub at: Estimate,
    pub one_fewer: Option<Estimate>,
    pub one_more: Option<Estimate>,
}

/// What a handicap search reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandicapOutput {
    pub keysim: String,
    pub deck_a: String,
    /// Deck A's card hash (`keysim_decks::card_hash`).
    #[serde(default)]
    pub deck_a_hash: String,
    pub deck_b: String,
    /// Deck B's card hash.
    #[serde(default)]
    pub deck_b_hash: String,
    pub agent: String,
    pub seed: u64,
    pub turn_cap: u16,
    pub reproducible: bool,
    /// Games played.
    pub games: u64,
    /// Games left out of the fit because the turn cap ended them.
    pub unfinished: u64,
    /// The stronger deck at no chains: by the fit, or by the games at no
    /// chains when there is no fit.
    pub stronger: String,
    pub fit: Logistic,
    /// Where deck A's fitted win rate crosses 50% and its standard error.
    pub crossing: Option<(f64, f64)>,
    /// The suggested chains (none when no curve can be fitted).
    pub suggestion: Option<Suggestion>,
    /// Why no curve can be fitted, when it cannot: every finished game was
    /// played at one chain count, which says nothing of how the win rate
    /// changes with chains.
    pub no_fit: Option<String>,
    /// From a little before the first handicap played to a little after the
    /// last (and the suggestion); with no fit, only the handicaps played.
    pub curve: Vec<CurveRow>,
    pub rulebook: String,
}

fn rounded(e: Estimate) -> Estimate {
    Estimate {
        rate: r6(e.rate),
        low: r6(e.low),
        high: r6(e.high),
    }
}

/// The output: a pure function of the parameters and the games.
pub(super) fn output(params: &HandicapParams, played: &Played) -> HandicapOutput {
    let points = points(played);
    let fit = Logistic::fit(&points);
    let finished: Vec<&Point> = points.iter().filter(|p| p.wins + p.losses > 0).collect();
    let no_fit = match finished.as_slice() {
        [] => {
            Some("no game finished before the turn cap, so there is no win rate to fit".to_string())
        }
        [p] => Some(format!(
            "every finished game was played at one chain count ({}), and a curve needs two \
             or more to say how the win rate changes with chains; a larger --games reaches \
             other counts",
            chains_phrase(p.x, &params.deck_a.name, &params.deck_b.name)
        )),
        _ => None,
    };
    let x = fit.closest_to_even(-MAX_CHAINS..=MAX_CHAINS);
    let a_stronger = match (&no_fit, points.iter().find(|p| p.x == 0)) {
        (None, _) => fit.at(0.0).rate >= 0.5,
        (Some(_), Some(p)) => p.wins >= p.losses,
        (Some(_), None) => true,
    };
    // Toward more chains on the stronger deck.
    let dir = if a_stronger { 1 } else { -1 };
    let at = |x: i32| (x.abs() <= MAX_CHAINS).then(|| rounded(fit.at(x as f64)));
    let chained_deck = match x.signum() {
        1 => Some(params.deck_a.name.clone()),
        -1 => Some(params.deck_b.name.clone()),
        _ => None,
    };
    let suggestion = no_fit.is_none().then(|| Suggestion {
        x,
        chained_deck,
        chains: x.unsigned_abs() as u8,
        at: rounded(fit.at(x as f64)),
        one_fewer: at(x - dir),
        one_more: at(x + dir),
    });
    let suggested = suggestion.as_ref().map(|s| s.x).unwrap_or(0);
    let xs = points.iter().map(|p| p.x).chain([suggested, 0]);
    let lo = (xs.clone().min().unwrap_or(0) - 2).max(-MAX_CHAINS);
    let hi = (xs.max().unwrap_or(0) + 2).min(MAX_CHAINS);
    let curve = (lo..=hi)
        .map(|x| {
            let p = points.iter().find(|p| p.x == x).copied().unwrap_or(Point {
                x,
                ..Point::default()
            });
            let games = p.wins + p.losses + p.unfinished;
            let [chains_a, chains_b] = chains(x);
            CurveRow {
                x,
                chains_a,
                chains_b,
                games,
                wins_a: p.wins,
                wins_b: p.losses,
                unfinished: p.unfinished,
                observed: (games > 0).then(|| {
                    let (low, high) = wilson95(p.wins, games);
                    rounded(Estimate {
                        rate: p.wins as f64 / games as f64,
                        low,
                        high,
                    })
                }),
                fitted: no_fit.is_none().then(|| rounded(fit.at(x as f64))),
            }
        })
        // With no fit, a count with no game has nothing to show.
        .filter(|r| no_fit.is_none() || r.games > 0)
        .collect();
    HandicapOutput {
        keysim: VERSION.to_string(),
        deck_a: params.deck_a.name.clone(),
        deck_a_hash: params.deck_a.hash(),
        deck_b: params.deck_b.name.clone(),
        deck_b_hash: params.deck_b.hash(),
        agent: params.agent.clone(),
        seed: params.seed,
        turn_cap: params.turn_cap,
        reproducible: agent(&params.agent).map_or(true, |a| !uses_wall_clock(&a)),
        games: played.games(),
        unfinished: points.iter().map(|p| p.unfinished).sum(),
        stronger: if a_stronger {
            params.deck_a.name.clone()
        } else {
            params.deck_b.name.clone()
        },
        fit: Logistic {
            b0: r6(fit.b0),
            b1: r6(fit.b1),
            cov: fit.cov,
            games: fit.games,
        },
        crossing: if no_fit.is_none() {
            fit.crossing().map(|(c, se)| (r6(c), r6(se)))
        } else {
            None
        },
        suggestion,
        no_fit,
        curve,
        rulebook: RULEBOOK.to_string(),
    }
}

impl HandicapOutput {
    /// The output in `format`.
    pub fn render(&self, format: Format) -> String {
        match format {
            Format::Table => self.table(),
            Format::Csv => self.csv(),
            Format::Json => json_text(self),
            Format::Html => self.html(),
        }
    }

    fn chains_text(&self, x: i32) -> String {
        chains_phrase(x, &self.deck_a, &self.deck_b)
    }

    /// The first lines of the report: the suggestion with the counts one
    /// below and one above, or, with no fit, what the games at the one
    /// count played say and why no count can be suggested.
    fn summary(&self) -> Vec<String> {
        let mut lines = Vec::new();
        let Some(s) = &self.suggestion else {
            let observed = self
                .curve
                .iter()
                .filter_map(|r| r.observed.map(|e| (r, e)))
                .map(|(r, e)| {
                    format!(
                        "{} wins {} of {} game{} at {}",
                        self.deck_a,
                        rate_ci(e.rate, e.low, e.high),
                        r.games,
                        if r.games == 1 { "" } else { "s" },
                        self.chains_text(r.x)
                    )
                })
                .collect::<Vec<_>>();
            if observed.is_empty() {
                lines.push("No chains suggested.".to_string());
            } else {
                lines.push(format!(
                    "Stronger at no chains: {}. Observed: {}.",
                    self.stronger,
                    observed.join("; ")
                ));
            }
            if let Some(why) = &self.no_fit {
                lines.push(format!("No chains suggested and no curve fitted: {why}."));
            }
            return lines;
        };
        lines.push(format!(
            "Stronger at no chains: {}. Suggested: {}, where {} wins {}.",
            self.stronger,
            self.chains_text(s.x),
            self.deck_a,
            rate_ci(s.at.rate, s.at.low, s.at.high)
        ));
        let dir = if self.stronger == self.deck_a { 1 } else { -1 };
        for (label, e, x) in [
            ("one chain fewer", s.one_fewer, s.x - dir),
            ("one chain more", s.one_more, s.x + dir),
        ] {
            if let Some(e) = e {
                lines.push(format!(
                    "  {label} ({}): {}",
                    self.chains_text(x),
                    rate_ci(e.rate, e.low, e.high)
                ));
            }
        }
        if let Some((c, se)) = self.crossing {
            lines.push(format!(
                "Fitted 50% crossing at handicap {c:+.2} (standard error {se:.2}; positive: chains on A)."
            ));
        }
        lines
    }

    /// A readable report: the suggestion, then the curve, then the
    /// rulebook's guidance.
    pub fn table(&self) -> String {
        let mut out = format!(
            "Handicap: {} (A) against {} (B), agent {}, {} games, seed {}\n\n",
            self.deck_a, self.deck_b, self.agent, self.games, self.seed
        );
        for line in self.summary() {
            out.push_str(&line);
            out.push('\n');
        }
        out.push_str(if self.no_fit.is_some() {
            "\nDeck A's win rate by chains (95% intervals; no fit):\n"
        } else {
            "\nDeck A's win rate by chains (logistic fit, 95% intervals):\n"
        });
        let rows: Vec<Vec<String>> = self
            .curve
            .iter()
            .map(|r| {
                vec![
                    r.chains_a.to_string(),
                    r.chains_b.to_string(),
                    r.games.to_string(),
                    r.wins_a.to_string(),
                    r.unfinished.to_string(),
                    r.observed
                        .map_or("-".to_string(), |e| rate_ci(e.rate, e.low, e.high)),
                    r.fitted
                        .map_or("-".to_string(), |e| rate_ci(e.rate, e.low, e.high)),
                ]
            })
            .collect();
        let table = text_table(
            &[
                "chains A",
                "chains B",
                "games",
                "A wins",
                "unfinished",
                "observed [95%]",
                "fitted [95%]",
            ],
            &rows,
            0,
        );
        for line in table.lines() {
            out.push_str("  ");
            out.push_str(line);
            out.push('\n');
        }
        out.push_str(&format!(
            "\n{} games; {} unfinished (turn cap {}) games{}.\n",
            self.games,
            self.unfinished,
            self.turn_cap,
            if self.no_fit.is_some() {
                ""
            } else {
                " are left out of the fit"
            }
        ));
        if !self.reproducible {
            out.push_str(
                "The agent's budget is wall-clock time: the seed does not reproduce these games.\n",
            );
        }
        out.push('\n');
        out.push_str(&wrap(&self.rulebook, 78));
        out
    }

    /// A self-contained HTML page: the curve with the 50% line and the
    /// suggestion marked, then the rulebook's guidance.
    pub fn html(&self) -> String {
        use crate::html::{self, CurveChart, CurvePoint, Html, Page};
        let chart = CurveChart {
            x_label: format!("chains on {} (negative: on {})", self.deck_a, self.deck_b),
            y_label: format!("{} wins", self.deck_a),
            points: self
                .curve
                .iter()
                .filter(|r| r.games > 0)
                .map(|r| CurvePoint::win_rate(r.x as f64, r.wins_a, r.games))
                .collect(),
            fitted: self
                .curve
                .iter()
                .filter_map(|r| r.fitted.map(|e| (r.x as f64, e.rate)))
                .collect(),
            highlight: self.suggestion.as_ref().map(|s| s.x as f64),
        };
        Page::new(&format!(
            "Handicap: {} against {}",
            self.deck_a, self.deck_b
        ))
        .subtitle(&format!(
            "agent {}, {} games, seed {}, turn cap {}",
            self.agent, self.games, self.seed, self.turn_cap
        ))
        .section(
            "Suggested chains",
            // With a fit, the page's chart shows the counts around the
            // suggestion; without one, every line says why.
            Html::paragraph(&if self.no_fit.is_some() {
                self.summary().join(" ")
            } else {
                self.summary().swap_remove(0)
            })
            .then(html::curve_chart(&chart))
            .then(Html::note(&if self.no_fit.is_some() {
                format!(
                    "Dots: observed win rates with 95% Wilson intervals (no fit); {} \
                     unfinished games.",
                    self.unfinished
                )
            } else {
                format!(
                    "Dots: observed win rates with 95% Wilson intervals; line: the logistic \
                     fit; {} unfinished games are left out of the fit.",
                    self.unfinished
                )
            })),
        )
        .section("The rulebook", Html::paragraph(&self.rulebook))
        .render()
    }

    /// CSV: one row per handicap of the curve; the suggestion's row is
    /// marked.
    pub fn csv(&self) -> String {
        let mut rows = vec![[
            "chains_a",
            "chains_b",
            "games",
            "wins_a",
            "wins_b",
            "unfinished",
            "observed",
            "observed_low",
            "observed_high",
            "fitted",
            "fitted_low",
            "fitted_high",
            "suggested",
            "deck_a",
            "deck_a_hash",
            "deck_b",
            "deck_b_hash",
            "agent",
            "seed",
            "reproducible",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()];
        let f = |x: f64| format!("{x:.6}");
        for r in &self.curve {
            let obs = r
                .observed
                .map_or([String::new(), String::new(), String::new()], |e| {
                    [f(e.rate), f(e.low), f(e.high)]
                });
            let [o, ol, oh] = obs;
            let [fi, fl, fh] = r
                .fitted
                .map_or([String::new(), String::new(), String::new()], |e| {
                    [f(e.rate), f(e.low), f(e.high)]
                });
            rows.push(vec![
                r.chains_a.to_string(),
                r.chains_b.to_string(),
                r.games.to_string(),
                r.wins_a.to_string(),
                r.wins_b.to_string(),
                r.unfinished.to_string(),
                o,
                ol,
                oh,
                fi,
                fl,
                fh,
                self.suggestion
                    .as_ref()
                    .is_some_and(|s| s.x == r.x)
                    .to_string(),
                self.deck_a.clone(),
                self.deck_a_hash.clone(),
                self.deck_b.clone(),
                self.deck_b_hash.clone(),
                self.agent.clone(),
                self.seed.to_string(),
                self.reproducible.to_string(),
            ]);
        }
        csv_text(&rows)
    }
}

/// "3 chains on DECK_A", "1 chain on DECK_B" or "no chains" for handicap
/// `x`.
fn chains_phrase(x: i32, deck_a: &str, deck_b: &str) -> String {
    match x.signum() {
        1 => format!("{} chain{} on {}", x, plural(x), deck_a),
        -1 => format!("{} chain{} on {}", -x, plural(-x), deck_b),
        _ => "no chains".to_string(),
    }
}

fn plural(n: i32) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Wraps text at `width` characters.
fn wrap(text: &str, width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::InMemory;
    use keysim_decks as deck;

    fn params(games: u64) -> HandicapParams {
        HandicapParams {
            deck_a: DeckEntry::of(&deck::resolve("radiant").unwrap()),
            deck_b: DeckEntry::of(&deck::resolve("onyx").unwrap()),
            agent: "random".into(),
            seed: 9,
            games,
            turn_cap: 80,
        }
    }

    #[test]
    fn chains_go_on_the_side_of_the_sign() {
        assert_eq!(chains(3), [3, 0]);
        assert_eq!(chains(-5), [0, 5]);
        assert_eq!(chains(0), [0, 0]);
        assert_eq!(matchups(&params(2)).unwrap()[index(-2)].chains, [0, 2]);
    }

    #[test]
    fn rounds_go_near_the_crossing() {
        // Deck A wins 80% at 0 and 30% at 4: logits ln 4 and ln(3/7), so the
        // crossing is at 4·ln 4 / (ln 4 − ln(3/7)) ≈ 2.48: three pairs each
        // at 2 and 3.
        let pts = [
            Point {
                x: 0,
                wins: 16,
                losses: 4,
                unfinished: 0,
            },
            Point {
                x: 4,
                wins: 6,
                losses: 14,
                unfinished: 0,
            },
        ];
        assert_eq!(next_round(&pts, 6), vec![(index(2), 3), (index(3), 3)]);
        // Not yet falling: look four chains further out on the stronger side.
        let flat = [Point {
            x: 0,
            wins: 5,
            losses: 15,
            unfinished: 0,
        }];
        assert_eq!(next_round(&flat, 4), vec![(index(-4), 4)]);
    }

    #[test]
    fn a_search_spends_its_budget_and_suggests_a_count() {
        let mut player = InMemory::new(2).unwrap();
        let out = run(&params(24), &mut player).unwrap();
        assert_eq!(out.games, 24);
        let played: u64 = out.curve.iter().map(|r| r.games).sum();
        assert_eq!(played, 24);
        let suggested = out.suggestion.as_ref().unwrap().x;
        assert!(out.curve.iter().any(|r| r.x == suggested));
        assert!(out.no_fit.is_none());
        assert!(out.table().contains("rulebook"));
        assert!(out.csv().lines().count() == out.curve.len() + 1);
        let again = run(&params(24), &mut InMemory::new(1).unwrap()).unwrap();
        assert_eq!(out.render(Format::Json), again.render(Format::Json));
    }

    #[test]
    fn games_at_one_chain_count_give_no_fit_and_say_why() {
        let out = run(&params(2), &mut InMemory::new(1).unwrap()).unwrap();
        assert_eq!(out.games, 2);
        assert!(out.suggestion.is_none() && out.crossing.is_none());
        let why = out.no_fit.as_deref().unwrap();
        assert!(why.contains("one chain count (no chains)"), "{why}");
        assert!(out.curve.iter().all(|r| r.fitted.is_none()));
        assert_eq!(out.curve.len(), 1, "only the count played");
        let table = out.table();
        assert!(
            table.contains("No chains suggested and no curve fitted"),
            "{table}"
        );
        assert!(!table.contains("Suggested:"), "{table}");
        assert!(!table.contains("[0.0%, 100.0%]"), "{table}");
        let csv = out.csv();
        assert!(csv.lines().skip(1).all(|l| l.contains(",false,")), "{csv}");
    }
}

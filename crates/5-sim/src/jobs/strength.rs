//! `keysim strength`: how strong is a deck? Each deck plays paired games
//! against every deck of a gauntlet; the result is its win rate against the
//! gauntlet with its interval, the per-opponent table, and a Bradley–Terry
//! rating of every deck involved on the gauntlet's scale (the gauntlet's
//! decks average 0 Elo).
//!
//! The gauntlet's own games come from its stored round robin (when it was
//! played with the same agent and turn cap): they are fitted together with
//! the new games, so decks rated in different runs share one scale.

use serde::{Deserialize, Serialize};

use super::gauntlet::{record, Gauntlet};
use super::{
    agent, csv_text, json_text, matchup, pct, r1, r6, rate_ci, signed, text_table, uses_wall_clock,
    Coverage, DeckEntry, JobError, Observer, Played, Silent,
};
use crate::plan::GamePlayer;
use crate::rating::{self, Rating, Record};
use crate::report::{Format, VERSION};
use crate::runner::MatchConfig;
use crate::stats::{wilson95, GameResult};
use keysim_decks::DeckList;
use keysim_engine::Player;

/// Pairs per matchup per round with a fixed game count (the progress bar
/// moves per round; results do not depend on it).
const ROUND_PAIRS: u64 = 5;
/// Pairs per round against each opponent still short of the precision.
const PRECISION_ROUND_PAIRS: u64 = 10;

/// How many games to play against each opponent.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sampling {
    /// This many games (rounded up to pairs).
    Games(u64),
    /// Pairs until the 95% Wilson interval's half-width is at most
    /// `half_width`, or `max_games`.
    Precision { half_width: f64, max_games: u64 },
}

/// The parameters of a strength run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StrengthParams {
    /// The decks to rate.
    pub decks: Vec<DeckEntry>,
    pub gauntlet: Gauntlet,
    /// The agent of both sides (canonical spec).
    pub agent: String,
    pub seed: u64,
    pub sampling: Sampling,
    pub turn_cap: u16,
}

/// One deck of the run against one gauntlet deck: the matchup's indices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Pairing {
    /// Index into the tested decks.
    tested: usize,
    /// Index into the gauntlet's decks.
    opponent: usize,
}

/// The tested decks' rating entities (a deck that is also in the gauntlet
/// is that gauntlet entity) and the pairings played (never a deck against
/// itself).
fn layout(params: &StrengthParams) -> (Vec<usize>, Vec<Pairing>) {
    let g = params.gauntlet.decks.len();
    let mut entity = Vec::new();
    let mut extra = 0;
    for d in &params.decks {
        match params.gauntlet.decks.iter().position(|x| x.list == d.list) {
            Some(i) => entity.push(i),
            None => {
                entity.push(g + extra);
                extra += 1;
            }
        }
    }
    let mut pairings = Vec::new();
    for (t, &e) in entity.iter().enumerate() {
        for opponent in 0..g {
            if opponent != e {
                pairings.push(Pairing {
                    tested: t,
                    opponent,
                });
            }
        }
    }
    (entity, pairings)
}

/// The run's matchups: each tested deck (deck A) against each gauntlet deck
/// (deck B) other than itself, deck by deck.
///
/// # Errors
/// [`JobError::Params`] for a deck or agent that does not read, no deck, or
/// an empty gauntlet.
pub fn matchups(params: &StrengthParams) -> Result<Vec<MatchConfig>, JobError> {
    if params.decks.is_empty() {
        return Err(JobError::Params("name at least one deck to rate".into()));
    }
    if params.gauntlet.decks.is_empty() {
        return Err(JobError::Params("the gauntlet has no deck".into()));
    }
    let tested = decks(&params.decks)?;
    let gauntlet = decks(&params.gauntlet.decks)?;
    let spec = agent(&params.agent)?;
    let (_, pairings) = layout(params);
    Ok(pairings
        .iter()
        .enumerate()
        .map(|(i, p)| {
            matchup(
                [&tested[p.tested], &gauntlet[p.opponent]],
                [&spec, &spec],
                [0, 0],
                params.seed,
                i,
                params.turn_cap,
            )
        })
        .collect())
}

fn decks(entries: &[DeckEntry]) -> Result<Vec<DeckList>, JobError> {
    entries.iter().map(DeckEntry::deck).collect()
}

/// Whether the stored round robin can be fitted with this run's games, or
/// why not.
fn stored_use(params: &StrengthParams) -> Result<(), String> {
    let Some(s) = &params.gauntlet.stored else {
        return Err("no stored round robin for this gauntlet".into());
    };
    if s.params.decks != params.gauntlet.decks {
        return Err("the stored round robin has other decks".into());
    }
    if s.params.agent != params.agent {
        return Err(format!(
            "the stored round robin was played by {}",
            s.params.agent
        ));
    }
    if s.params.turn_cap != params.turn_cap {
        return Err(format!(
            "the stored round robin used a turn cap of {}",
            s.params.turn_cap
        ));
    }
    Ok(())
}

/// One opponent's row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OpponentRow {
    pub opponent: String,
    /// The opponent's card hash (`keysim_decks::card_hash`).
    #[serde(default)]
    pub opponent_hash: String,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    pub unfinished: u64,
    pub win_rate: f64,
    pub ci_low: f64,
    pub ci_high: f64,
}

/// One rated deck's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeckStrength {
    pub deck: String,
    /// The deck's card hash (`keysim_decks::card_hash`).
    #[serde(default)]
    pub deck_hash: String,
    pub houses: Vec<String>,
    pub coverage: Coverage,
    /// Games against the gauntlet (all opponents).
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    pub unfinished: u64,
    /// Wins over games (unfinished games count as not won), with its 95%
    /// Wilson interval.
    pub win_rate: f64,
    pub ci_low: f64,
    pub ci_high: f64,
    pub rating: Rating,
    /// Against each opponent, worst matchup first.
    pub opponents: Vec<OpponentRow>,
    /// The gauntlet deck it is (so it did not play itself), if any.
    pub in_gauntlet: bool,
}

/// A deck on the common rating scale.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedDeck {
    pub deck: String,
    /// The deck's card hash (`keysim_decks::card_hash`).
    #[serde(default)]
    pub deck_hash: String,
    pub tested: bool,
    pub in_gauntlet: bool,
    pub rating: Rating,
}

/// How the gauntlet's stored round robin entered the ratings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredUse {
    pub used: bool,
    /// Games of the stored round robin fitted.
    pub games: u64,
    /// What was fitted, or why the stored games were not.
    pub note: String,
}

/// What a strength run reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StrengthOutput {
    pub keysim: String,
    pub gauntlet: String,
    pub gauntlet_decks: Vec<String>,
    pub agent: String,
    pub seed: u64,
    pub turn_cap: u16,
    pub sampling: Sampling,
    /// False when an agent's budget is wall-clock time: the seed then does
    /// not reproduce the games.
    pub reproducible: bool,
    /// Games played in this run.
    pub games: u64,
    pub decks: Vec<DeckStrength>,
    /// Every deck involved, highest rating first.
    pub ratings: Vec<RatedDeck>,
    pub stored: StoredUse,
    /// Games (this run's and stored) left out of the ratings because the
    /// turn cap ended them.
    pub unfinished_not_rated: u64,
}

/// Runs the job with no progress display.
///
/// # Errors
/// [`JobError`] for bad parameters or games that cannot be played.
pub fn run(
    params: &StrengthParams,
    player: &mut dyn GamePlayer,
) -> Result<StrengthOutput, JobError> {
    run_with(params, player, &mut Silent)
}

/// The Wilson half-width of a matchup's win rate so far.
fn half_width(results: &[GameResult]) -> f64 {
    let wins = results
        .iter()
        .filter(|r| r.winner == Some(Player::A))
        .count() as u64;
    let (lo, hi) = wilson95(wins, results.len() as u64);
    (hi - lo) / 2.0
}

/// Runs the job, reporting progress to `observer`.
///
/// # Errors
/// [`JobError`] for bad parameters or games that cannot be played.
pub fn run_with(
    params: &StrengthParams,
    player: &mut dyn GamePlayer,
    observer: &mut dyn Observer,
) -> Result<StrengthOutput, JobError> {
    let matchups = matchups(params)?;
    let mut played = Played::new(matchups.len());
    let n = matchups.len() as u64;
    match params.sampling {
        Sampling::Games(games) => {
            let pairs = games.div_ceil(2);
            let total = 2 * pairs * n;
            let mut done = 0;
            while done < pairs {
                let k = ROUND_PAIRS.min(pairs - done);
                let ask: Vec<(usize, u64)> = (0..matchups.len()).map(|m| (m, k)).collect();
                played.play_pairs(player, &matchups, &ask)?;
                done += k;
                observer.progress(played.games(), total, &estimate(params, &played));
            }
        }
        Sampling::Precision {
            half_width: target,
            max_games,
        } => {
            if !(target > 0.0 && target < 0.5) {
                return Err(JobError::Params(format!(
                    "the precision must be between 0 and 0.5 (got {target})"
                )));
            }
            let cap = max_games.div_ceil(2) * 2;
            loop {
                let ask: Vec<(usize, u64)> = played
                    .results
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| {
                        (r.len() as u64) < cap && (r.is_empty() || half_width(r) > target)
                    })
                    .map(|(m, r)| {
                        let left = (cap - r.len() as u64) / 2;
                        (m, PRECISION_ROUND_PAIRS.min(left))
                    })
                    .collect();
                if ask.is_empty() {
                    break;
                }
                played.play_pairs(player, &matchups, &ask)?;
                observer.progress(played.games(), cap * n, &estimate(params, &played));
            }
        }
    }
    Ok(output(params, &played))
}

/// The current win rate of the first decks, for the progress bar.
fn estimate(params: &StrengthParams, played: &Played) -> String {
    let (_, pairings) = layout(params);
    let mut parts = Vec::new();
    for (t, d) in params.decks.iter().enumerate().take(3) {
        let (mut wins, mut games) = (0, 0);
        for (p, r) in pairings.iter().zip(&played.results) {
            if p.tested == t {
                games += r.len() as u64;
                wins += r.iter().filter(|g| g.winner == Some(Player::A)).count() as u64;
            }
        }
        let short: String = d.name.chars().take(16).collect();
        parts.push(format!(
            "{short} {}",
            pct(wins as f64 / games.max(1) as f64)
        ));
    }
    parts.join(", ")
}

/// The output: a pure function of the parameters and the games.
pub(super) fn output(params: &StrengthParams, played: &Played) -> StrengthOutput {
    let (entity, pairings) = layout(params);
    let g = params.gauntlet.decks.len();
    let entities = g + entity.iter().filter(|&&e| e >= g).count();
    let mut records: Vec<Record> = Vec::new();
    let stored = stored_use(params);
    let mut stored_games = 0;
    if let (Ok(()), Some(s)) = (&stored, &params.gauntlet.stored) {
        records.extend(s.records.iter().copied());
        stored_games = s.games();
    }
    for (p, r) in pairings.iter().zip(&played.results) {
        records.push(record(entity[p.tested], p.opponent, r));
    }
    let anchor: Vec<usize> = (0..g).collect();
    let fit = rating::fit(entities, &records, &anchor)
        .expect("the records name valid entities and the gauntlet is not empty");
    let rounded = |r: Rating| Rating {
        elo: r1(r.elo),
        elo_low: r1(r.elo_low),
        elo_high: r1(r.elo_high),
        se: r1(r.se),
        games: r.games,
    };
    let gauntlet_hashes: Vec<String> = params.gauntlet.decks.iter().map(DeckEntry::hash).collect();
    let decks: Vec<DeckStrength> = params
        .decks
        .iter()
        .enumerate()
        .map(|(t, d)| {
            let list = d.deck().ok();
            let mut rows: Vec<OpponentRow> = pairings
                .iter()
                .zip(&played.results)
                .filter(|(p, _)| p.tested == t)
                .map(|(p, r)| {
                    let rec = record(0, 1, r);
                    let games = r.len() as u64;
                    let (lo, hi) = wilson95(rec.wins_a, games);
                    OpponentRow {
                        opponent: params.gauntlet.decks[p.opponent].name.clone(),
                        opponent_hash: gauntlet_hashes[p.opponent].clone(),
                        games,
                        wins: rec.wins_a,
                        losses: rec.wins_b,
                        unfinished: rec.unfinished,
                        win_rate: r6(rec.wins_a as f64 / games.max(1) as f64),
                        ci_low: r6(lo),
                        ci_high: r6(hi),
                    }
                })
                .collect();
            rows.sort_by(|a, b| {
                a.win_rate
                    .total_cmp(&b.win_rate)
                    .then_with(|| a.opponent.cmp(&b.opponent))
            });
            let games: u64 = rows.iter().map(|r| r.games).sum();
            let wins: u64 = rows.iter().map(|r| r.wins).sum();
            let (lo, hi) = wilson95(wins, games);
            DeckStrength {
                deck: d.name.clone(),
                deck_hash: d.hash(),
                houses: list
                    .as_ref()
                    .map(|l| l.houses.iter().map(|h| h.name().to_string()).collect())
                    .unwrap_or_default(),
                coverage: list.as_ref().map(Coverage::of).unwrap_or(Coverage {
                    implemented: 0,
                    cards: 0,
                    missing: Vec::new(),
                }),
                games,
                wins,
                losses: rows.iter().map(|r| r.losses).sum(),
                unfinished: rows.iter().map(|r| r.unfinished).sum(),
                win_rate: r6(wins as f64 / games.max(1) as f64),
                ci_low: r6(lo),
                ci_high: r6(hi),
                rating: rounded(fit.ratings[entity[t]]),
                opponents: rows,
                in_gauntlet: entity[t] < g,
            }
        })
        .collect();
    let mut ratings: Vec<RatedDeck> = (0..entities)
        .map(|e| {
            let tested = entity.contains(&e);
            let entry = if e < g {
                &params.gauntlet.decks[e]
            } else {
                let t = entity
                    .iter()
                    .position(|&x| x == e)
                    .expect("a tested entity");
                &params.decks[t]
            };
            RatedDeck {
                deck: entry.name.clone(),
                deck_hash: if e < g {
                    gauntlet_hashes[e].clone()
                } else {
                    entry.hash()
                },
                tested,
                in_gauntlet: e < g,
                rating: rounded(fit.ratings[e]),
            }
        })
        .collect();
    ratings.sort_by(|a, b| {
        (a.rating.games == 0)
            .cmp(&(b.rating.games == 0))
            .then_with(|| b.rating.elo.total_cmp(&a.rating.elo))
            .then_with(|| a.deck.cmp(&b.deck))
    });
    let reproducible = agent(&params.agent).map_or(true, |a| !uses_wall_clock(&a));
    let stored = StoredUse {
        used: stored.is_ok(),
        games: stored_games,
        note: match stored {
            Ok(()) => {
                let s = params.gauntlet.stored.as_ref().expect("checked");
                format!(
                    "the gauntlet's stored round robin ({} games, {} per pairing, seed {}, keysim {}, \
                     engine golden hash {}) is fitted with this run's games",
                    s.games(),
                    s.params.games_per_pairing,
                    s.params.seed,
                    s.keysim,
                    s.golden.as_deref().unwrap_or("not recorded")
                )
            }
            Err(why) => format!("{why}: the gauntlet's decks are rated from this run's games only"),
        },
    };
    StrengthOutput {
        keysim: VERSION.to_string(),
        gauntlet: params.gauntlet.name.clone(),
        gauntlet_decks: params
            .gauntlet
            .decks
            .iter()
            .map(|d| d.name.clone())
            .collect(),
        agent: params.agent.clone(),
        seed: params.seed,
        turn_cap: params.turn_cap,
        sampling: params.sampling,
        reproducible,
        games: played.games(),
        decks,
        ratings,
        stored,
        unfinished_not_rated: fit.unfinished,
    }
}

impl StrengthOutput {
    /// The output in `format`.
    pub fn render(&self, format: Format) -> String {
        match format {
            Format::Table => self.table(),
            Format::Csv => self.csv(),
            Format::Json => json_text(self),
            Format::Html => self.html(),
        }
    }

    fn sampling_text(&self) -> String {
        match self.sampling {
            Sampling::Games(n) => format!("{} games per opponent", n.div_ceil(2) * 2),
            Sampling::Precision {
                half_width,
                max_games,
            } => format!(
                "pairs until ±{} per opponent (at most {max_games} games)",
                pct(half_width)
            ),
        }
    }

    /// A readable report: each deck's overall result and matchups, then the
    /// rating list.
    pub fn table(&self) -> String {
        let mut out = format!(
            "Strength against the gauntlet {} ({} decks), agent {}, {}, seed {}\n",
            self.gauntlet,
            self.gauntlet_decks.len(),
            self.agent,
            self.sampling_text(),
            self.seed
        );
        for d in &self.decks {
            if d.games == 0 {
                out.push_str(&format!(
                    "\n{} ({}): not played yet\n",
                    d.deck,
                    d.houses.join(", ")
                ));
                continue;
            }
            out.push_str(&format!(
                "\n{} ({}): wins {} of {} games against the gauntlet, {}; Elo {} [{}, {}]\n",
                d.deck,
                d.houses.join(", "),
                d.wins,
                d.games,
                rate_ci(d.win_rate, d.ci_low, d.ci_high),
                signed(d.rating.elo),
                signed(d.rating.elo_low),
                signed(d.rating.elo_high)
            ));
            if !d.coverage.complete() {
                out.push_str(&format!(
                    "  WARNING: {}; it plays a different game from the real deck\n",
                    d.coverage.describe()
                ));
            }
            if d.in_gauntlet {
                out.push_str("  (a gauntlet deck: it does not play itself)\n");
            }
            let rows: Vec<Vec<String>> = d
                .opponents
                .iter()
                .map(|o| {
                    vec![
                        o.opponent.clone(),
                        o.games.to_string(),
                        o.wins.to_string(),
                        o.unfinished.to_string(),
                        rate_ci(o.win_rate, o.ci_low, o.ci_high),
                    ]
                })
                .collect();
            let table = text_table(
                &[
                    "opponent (worst first)",
                    "games",
                    "wins",
                    "unfinished",
                    "win rate [95%]",
                ],
                &rows,
                1,
            );
            for line in table.lines() {
                out.push_str("  ");
                out.push_str(line);
                out.push('\n');
            }
        }
        out.push_str(
            "\nRatings (Bradley–Terry, Elo; the gauntlet's decks average 0; 95% intervals):\n",
        );
        let rows: Vec<Vec<String>> = self
            .ratings
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let role = match (r.tested, r.in_gauntlet) {
                    (true, true) => "rated, gauntlet",
                    (true, false) => "rated",
                    _ => "gauntlet",
                };
                let (elo, interval) = if r.rating.games == 0 {
                    ("–".to_string(), "not played yet".to_string())
                } else {
                    (
                        signed(r.rating.elo),
                        format!(
                            "[{}, {}]",
                            signed(r.rating.elo_low),
                            signed(r.rating.elo_high)
                        ),
                    )
                };
                vec![
                    (i + 1).to_string(),
                    r.deck.clone(),
                    role.to_string(),
                    elo,
                    interval,
                    r.rating.games.to_string(),
                ]
            })
            .collect();
        let table = text_table(
            &["#", "deck", "role", "Elo", "95% interval", "games"],
            &rows,
            3,
        );
        for line in table.lines() {
            out.push_str("  ");
            out.push_str(line);
            out.push('\n');
        }
        out.push_str(&format!(
            "\n{} games played; {}.\n\
             Win rates count unfinished (turn cap {}) games as not won; the ratings leave out \
             the {} unfinished games.\n",
            self.games, self.stored.note, self.turn_cap, self.unfinished_not_rated
        ));
        if !self.reproducible {
            out.push_str(
                "The agent's budget is wall-clock time: the seed does not reproduce these games.\n",
            );
        }
        out
    }

    /// A self-contained HTML page: the rating ranking with interval bars,
    /// the matchup heat map, and each deck's matchups.
    pub fn html(&self) -> String {
        use crate::html::{self, HeatCell, HeatMap, Html, Interval, Page, RankingChart, Units};
        let ranking = RankingChart {
            rows: self
                .ratings
                .iter()
                .filter(|r| r.rating.games > 0)
                .map(|r| {
                    let label = if r.tested && !r.in_gauntlet {
                        format!("{} (rated)", r.deck)
                    } else {
                        r.deck.clone()
                    };
                    Interval::new(&label, r.rating.elo, r.rating.elo_low, r.rating.elo_high)
                        .with_note(&format!("{} games", r.rating.games))
                })
                .collect(),
            units: Units::Elo,
            reference: Some(0.0),
            domain: None,
        };
        let mut page = Page::new(&format!(
            "Deck strength against the gauntlet {}",
            self.gauntlet
        ))
        .subtitle(&format!(
            "agent {}, {}, seed {}, turn cap {}, {} games played",
            self.agent,
            self.sampling_text(),
            self.seed,
            self.turn_cap,
            self.games
        ))
        .section(
            "Ratings",
            html::ranking_chart(&ranking).then(Html::note(&format!(
                "Bradley–Terry Elo with 95% intervals; the gauntlet's decks average 0; {}; \
                     the ratings leave out {} unfinished games.",
                self.stored.note, self.unfinished_not_rated
            ))),
        );
        let heat = HeatMap {
            rows: self.decks.iter().map(|d| d.deck.clone()).collect(),
            columns: self.gauntlet_decks.clone(),
            cells: self
                .decks
                .iter()
                .map(|d| {
                    self.gauntlet_decks
                        .iter()
                        .map(|g| {
                            d.opponents
                                .iter()
                                .find(|o| &o.opponent == g)
                                .map(|o| HeatCell::win_rate(o.wins, o.games))
                        })
                        .collect()
                })
                .collect(),
            meaning: "row deck's win rate against the gauntlet deck".into(),
        };
        page = page.section("Matchups", html::heat_map(&heat));
        for d in &self.decks {
            let chart = RankingChart {
                rows: d
                    .opponents
                    .iter()
                    .map(|o| {
                        Interval::new(&o.opponent, o.win_rate, o.ci_low, o.ci_high)
                            .with_note(&format!("{} games", o.games))
                    })
                    .collect(),
                units: Units::Probability,
                reference: Some(0.5),
                domain: None,
            };
            let mut body = Html::paragraph(&format!(
                "{} wins {} of {} games against the gauntlet: {}; Elo {} [{}, {}].",
                d.deck,
                d.wins,
                d.games,
                rate_ci(d.win_rate, d.ci_low, d.ci_high),
                signed(d.rating.elo),
                signed(d.rating.elo_low),
                signed(d.rating.elo_high)
            ));
            if !d.coverage.complete() {
                body = body.then(Html::note(&format!(
                    "Warning: {}; it plays a different game from the real deck.",
                    d.coverage.describe()
                )));
            }
            page = page.section(&d.deck, body.then(html::ranking_chart(&chart)));
        }
        page.render()
    }

    /// CSV: one `overall` row per rated deck, one `matchup` row per
    /// opponent, one `rating` row per deck on the scale.
    pub fn csv(&self) -> String {
        let mut rows = vec![[
            "kind",
            "deck",
            "deck_hash",
            "opponent",
            "opponent_hash",
            "games",
            "wins",
            "losses",
            "unfinished",
            "win_rate",
            "ci_low",
            "ci_high",
            "elo",
            "elo_low",
            "elo_high",
            "implemented_share",
            "missing_cards",
            "gauntlet",
            "agent",
            "seed",
            "reproducible",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()];
        let tail = |v: &mut Vec<String>| {
            v.push(self.gauntlet.clone());
            v.push(self.agent.clone());
            v.push(self.seed.to_string());
            v.push(self.reproducible.to_string());
        };
        for d in &self.decks {
            let missing: Vec<String> = d
                .coverage
                .missing
                .iter()
                .map(|m| format!("{}x {} ({})", m.copies, m.title, m.house))
                .collect();
            let mut v = vec![
                "overall".to_string(),
                d.deck.clone(),
                d.deck_hash.clone(),
                String::new(),
                String::new(),
                d.games.to_string(),
                d.wins.to_string(),
                d.losses.to_string(),
                d.unfinished.to_string(),
                format!("{:.6}", d.win_rate),
                format!("{:.6}", d.ci_low),
                format!("{:.6}", d.ci_high),
                format!("{:.1}", d.rating.elo),
                format!("{:.1}", d.rating.elo_low),
                format!("{:.1}", d.rating.elo_high),
                format!("{:.6}", 1.0 - d.coverage.missing_share()),
                missing.join("; "),
            ];
            tail(&mut v);
            rows.push(v);
            for o in &d.opponents {
                let mut v = vec![
                    "matchup".to_string(),
                    d.deck.clone(),
                    d.deck_hash.clone(),
                    o.opponent.clone(),
                    o.opponent_hash.clone(),
                    o.games.to_string(),
                    o.wins.to_string(),
                    o.losses.to_string(),
                    o.unfinished.to_string(),
                    format!("{:.6}", o.win_rate),
                    format!("{:.6}", o.ci_low),
                    format!("{:.6}", o.ci_high),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                ];
                tail(&mut v);
                rows.push(v);
            }
        }
        for r in &self.ratings {
            let mut v = vec![
                "rating".to_string(),
                r.deck.clone(),
                r.deck_hash.clone(),
                String::new(),
                String::new(),
                r.rating.games.to_string(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                String::new(),
                format!("{:.1}", r.rating.elo),
                format!("{:.1}", r.rating.elo_low),
                format!("{:.1}", r.rating.elo_high),
                String::new(),
                String::new(),
            ];
            tail(&mut v);
            rows.push(v);
        }
        csv_text(&rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::InMemory;
    use keysim_decks as deck;

    fn entry(name: &str) -> DeckEntry {
        DeckEntry::of(&deck::resolve(name).unwrap())
    }

    fn params(sampling: Sampling) -> StrengthParams {
        StrengthParams {
            decks: vec![entry("radiant"), entry("random:PV:1")],
            gauntlet: Gauntlet {
                name: "test-v1".into(),
                decks: vec![entry("onyx"), entry("gregg"), entry("radiant")],
                stored: None,
            },
            agent: "random".into(),
            seed: 5,
            sampling,
            turn_cap: 80,
        }
    }

    #[test]
    fn a_deck_not_played_yet_has_no_rating_shown_and_comes_last() {
        let p = params(Sampling::Games(2));
        let mut player = InMemory::new(2).unwrap();
        let m = matchups(&p).unwrap();
        let mut played = Played::new(m.len());
        // An interrupted run: only radiant's two matchups have games.
        played
            .play_pairs(&mut player, &m, &[(0, 1), (1, 1)])
            .unwrap();
        let out = output(&p, &played);
        let last = out.ratings.last().unwrap();
        assert_eq!(last.deck, "Random PV 1");
        assert_eq!(last.rating.games, 0);
        assert!(out.ratings[..3].iter().all(|r| r.rating.games > 0));
        let table = out.table();
        assert!(table.contains("Random PV 1 (Logos, Sanctum, Star Alliance): not played yet"));
        let row = table
            .lines()
            .find(|l| l.contains("Random PV 1") && l.contains("rated"))
            .unwrap();
        assert!(row.contains("not played yet"), "{row}");
        assert!(!out.html().contains("Random PV 1 (rated)"));
    }

    #[test]
    fn rates_every_deck_against_every_other_opponent() {
        let p = params(Sampling::Games(3));
        let m = matchups(&p).unwrap();
        // Radiant is in the gauntlet: it skips itself (2 + 3 matchups).
        assert_eq!(m.len(), 5);
        let mut player = InMemory::new(2).unwrap();
        let out = run(&p, &mut player).unwrap();
        assert_eq!(out.games, 5 * 4);
        let radiant = &out.decks[0];
        assert!(radiant.in_gauntlet);
        assert_eq!(radiant.opponents.len(), 2);
        assert_eq!(radiant.games, 8);
        let rates: Vec<f64> = radiant.opponents.iter().map(|o| o.win_rate).collect();
        assert!(rates.windows(2).all(|w| w[0] <= w[1]), "worst first");
        // Four decks on the scale; the gauntlet's average 0.
        assert_eq!(out.ratings.len(), 4);
        let mean: f64 = out
            .ratings
            .iter()
            .filter(|r| r.in_gauntlet)
            .map(|r| r.rating.elo)
            .sum::<f64>()
            / 3.0;
        assert!(mean.abs() < 0.2, "{mean}");
        // The incomplete deck says so in every format.
        let xylo = &out.decks[1];
        assert!(!xylo.coverage.complete());
        assert!(out.table().contains("WARNING"));
        assert!(out.csv().contains(&xylo.coverage.missing[0].title));
        assert!(out.render(Format::Json).contains("\"missing\""));
        assert!(!out.stored.used);
    }

    #[test]
    fn precision_stops_at_the_cap_or_the_target() {
        let p = params(Sampling::Precision {
            half_width: 0.45,
            max_games: 6,
        });
        let mut player = InMemory::new(2).unwrap();
        let out = run(&p, &mut player).unwrap();
        for d in &out.decks {
            for o in &d.opponents {
                let hw = (o.ci_high - o.ci_low) / 2.0;
                assert!(o.games == 6 || hw <= 0.45, "{o:?}");
                assert!(o.games <= 6 && o.games > 0);
            }
        }
    }

    #[test]
    fn the_output_depends_only_on_parameters_and_results() {
        let p = params(Sampling::Games(2));
        let a = run(&p, &mut InMemory::new(1).unwrap()).unwrap();
        let b = run(&p, &mut InMemory::new(3).unwrap()).unwrap();
        assert_eq!(a.render(Format::Json), b.render(Format::Json));
        let back: StrengthParams =
            serde_json::from_str(&serde_json::to_string(&p).unwrap()).unwrap();
        assert_eq!(back, p);
    }
}

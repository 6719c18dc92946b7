//! `keysim league`: which agent is stronger? A round robin of agent specs
//! in mirror matches: both sides play the same deck, each deal is played
//! twice with the seats swapped (a pair), so only the agents differ.
//!
//! The `k`-th pair of two agents is played with deck `k mod D` of the `D`
//! decks, so the decks are used evenly. The result is a cross table, a
//! Bradley–Terry rating of each agent on the Elo scale (the agents average
//! 0), and, with exactly two agents and an [`Sprt`], the sequential test on
//! game pairs, which stops as soon as H0 or H1 is accepted.
//!
//! Time per decision ([`measure_decision_time`]) is a wall-clock
//! measurement taken on separate games, outside the results: it is never
//! part of what must be byte-identical between runs.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::gauntlet::{pairings, record};
use super::{
    agent, csv_text, json_text, matchup, pct, r1, r6, signed, text_table, uses_wall_clock,
    DeckEntry, JobError, Observer, Played, Silent,
};
use crate::plan::GamePlayer;
use crate::rating::{self, Rating, Record};
use crate::report::{Format, VERSION};
use crate::runner::MatchConfig;
use crate::sprt::{Decision, Pentanomial, Sprt};
use crate::stats::wilson95;
use keysim_agents::AgentSpec;
use keysim_engine::{mix_seed, ChoiceList, Game, GameSetup, Player};

/// Pairs per pairing of agents per round (with an SPRT, the test is checked
/// after each round).
const ROUND_PAIRS: u64 = 8;

/// The parameters of a league.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeagueParams {
    /// The agents (canonical specs, all different).
    pub agents: Vec<String>,
    /// The name of the deck set.
    pub deck_set: String,
    pub decks: Vec<DeckEntry>,
    /// Games per pairing of two agents (rounded up to pairs); with an SPRT,
    /// the most games before the test gives up.
    pub games: u64,
    pub seed: u64,
    pub turn_cap: u16,
    pub sprt: Option<Sprt>,
}

fn specs(params: &LeagueParams) -> Result<Vec<AgentSpec>, JobError> {
    if params.agents.len() < 2 {
        return Err(JobError::Params(
            "a league needs at least two agents".into(),
        ));
    }
    let specs = params
        .agents
        .iter()
        .map(|a| agent(a))
        .collect::<Result<Vec<_>, _>>()?;
    for (i, a) in specs.iter().enumerate() {
        if specs[..i].contains(a) {
            return Err(JobError::Params(format!(
                "the agent {a} is named twice (agents must differ)"
            )));
        }
    }
    if params.sprt.is_some() && specs.len() != 2 {
        return Err(JobError::Params(format!(
            "--sprt compares exactly two agents (got {})",
            specs.len()
        )));
    }
    if params.decks.is_empty() {
        return Err(JobError::Params("the league has no deck".into()));
    }
    Ok(specs)
}

/// The league's matchups: for each pairing `(i, j)` of agents (`i < j`) and
/// each deck `d`, the mirror match of deck `d` with agent `i` in seat A;
/// matchup `p·D + d` for pairing `p`.
///
/// # Errors
/// [`JobError::Params`] for fewer than two agents, a repeated agent, an
/// SPRT with other than two agents, no deck, or a deck or agent that does
/// not read.
pub fn matchups(params: &LeagueParams) -> Result<Vec<MatchConfig>, JobError> {
    let specs = specs(params)?;
    let decks = params
        .decks
        .iter()
        .map(DeckEntry::deck)
        .collect::<Result<Vec<_>, _>>()?;
    let mut out = Vec::new();
    for (i, j) in pairings(specs.len()) {
        for d in &decks {
            let index = out.len();
            out.push(matchup(
                [d, d],
                [&specs[i], &specs[j]],
                [0, 0],
                params.seed,
                index,
                params.turn_cap,
            ));
        }
    }
    Ok(out)
}

/// Runs the league with no progress display.
///
/// # Errors
/// [`JobError`] for bad parameters or games that cannot be played.
pub fn run(params: &LeagueParams, player: &mut dyn GamePlayer) -> Result<LeagueOutput, JobError> {
    run_with(params, player, &mut Silent)
}

/// The pentanomial counts of agent 0 (seat A of every matchup of the only
/// pairing).
fn pentanomial(played: &Played) -> Pentanomial {
    let mut total = Pentanomial::default();
    for r in &played.results {
        let p = Pentanomial::of_results(r, Player::A);
        for (t, c) in total.0.iter_mut().zip(p.0) {
            *t += c;
        }
    }
    total
}

/// Runs the league, reporting progress (and the SPRT's log-likelihood
/// ratio after each round) to `observer`.
///
/// # Errors
/// [`JobError`] for bad parameters or games that cannot be played.
pub fn run_with(
    params: &LeagueParams,
    player: &mut dyn GamePlayer,
    observer: &mut dyn Observer,
) -> Result<LeagueOutput, JobError> {
    let matchups = matchups(params)?;
    let decks = params.decks.len() as u64;
    let pairs_of_agents = pairings(params.agents.len()).len();
    let pairs = params.games.div_ceil(2).max(1);
    let total = 2 * pairs * pairs_of_agents as u64;
    let mut played = Played::new(matchups.len());
    let mut done = 0;
    while done < pairs {
        let n = ROUND_PAIRS.min(pairs - done);
        let mut ask = Vec::new();
        for p in 0..pairs_of_agents {
            for d in 0..decks {
                // Pairs k in done..done+n with k mod D == d.
                let count = (done..done + n).filter(|k| k % decks == d).count() as u64;
                ask.push((p * decks as usize + d as usize, count));
            }
        }
        played.play_pairs(player, &matchups, &ask)?;
        done += n;
        let estimate = match &params.sprt {
            Some(t) => {
                let counts = pentanomial(&played);
                let llr = t.llr(&counts);
                observer.note(&format!(
                    "sprt: {} pairs, LLR {llr:.3} (accept H0 at {:.3}, H1 at {:.3})",
                    counts.pairs(),
                    t.lower(),
                    t.upper()
                ));
                if t.decide(llr) != Decision::Continue {
                    observer.progress(played.games(), total, &format!("LLR {llr:.2}"));
                    break;
                }
                format!("LLR {llr:.2}")
            }
            None => {
                let r = record(0, 1, &played.results[..decks as usize].concat());
                format!(
                    "{} vs {}: {}",
                    short(&params.agents[0]),
                    short(&params.agents[1]),
                    pct(r.wins_a as f64 / (r.wins_a + r.wins_b + r.unfinished).max(1) as f64)
                )
            }
        };
        observer.progress(played.games(), total, &estimate);
    }
    Ok(output(params, &played))
}

/// An agent spec cut to its name and first parameter, for the progress bar.
fn short(spec: &str) -> String {
    spec.split(',').next().unwrap_or(spec).to_string()
}

/// Two agents' games, from the first one's side.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CrossCell {
    /// Indices into the agents.
    pub agent: usize,
    pub opponent: usize,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    pub unfinished: u64,
    /// Wins over games, with the 95% Wilson interval.
    pub win_rate: f64,
    pub ci_low: f64,
    pub ci_high: f64,
}

/// One agent's rating and totals.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AgentRow {
    pub agent: String,
    pub rating: Rating,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    pub unfinished: u64,
}

/// The SPRT's state at the end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SprtResult {
    pub test: Sprt,
    pub lower: f64,
    pub upper: f64,
    pub llr: f64,
    pub decision: Decision,
    /// Pair-score counts of the first agent (0, ½, 1, 1½, 2 points).
    pub pentanomial: Pentanomial,
    pub pairs: u64,
}

/// Measured time per decision of one agent (wall clock; not reproducible).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecisionTime {
    pub agent: String,
    pub decisions: u64,
    pub micros_per_decision: f64,
}

/// What a league reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeagueOutput {
    pub keysim: String,
    pub agents: Vec<String>,
    pub deck_set: String,
    pub decks: Vec<String>,
    /// Each deck's card hash (`keysim_decks::card_hash`), in the order of
    /// `decks`.
    #[serde(default)]
    pub deck_hashes: Vec<String>,
    pub seed: u64,
    pub turn_cap: u16,
    pub reproducible: bool,
    /// Games played.
    pub games: u64,
    /// Every ordered pair of different agents.
    pub cross: Vec<CrossCell>,
    /// In agent order.
    pub ratings: Vec<AgentRow>,
    /// Games left out of the ratings because the turn cap ended them.
    pub unfinished_not_rated: u64,
    pub sprt: Option<SprtResult>,
    /// Measured time per decision, when the caller measured it (see
    /// [`measure_decision_time`]); absent from merged or compared outputs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision_time: Option<Vec<DecisionTime>>,
}

/// The output: a pure function of the parameters and the games.
pub(super) fn output(params: &LeagueParams, played: &Played) -> LeagueOutput {
    let n = params.agents.len();
    let d = params.decks.len();
    let mut records: Vec<Record> = Vec::new();
    for (p, (i, j)) in pairings(n).into_iter().enumerate() {
        let games = played.results[p * d..(p + 1) * d].concat();
        records.push(record(i, j, &games));
    }
    let anchor: Vec<usize> = (0..n).collect();
    let fit = rating::fit(n, &records, &anchor).expect("valid records and anchor");
    let mut cross = Vec::new();
    for a in 0..n {
        for b in 0..n {
            if a == b {
                continue;
            }
            let r = records
                .iter()
                .find(|r| (r.a, r.b) == (a, b) || (r.a, r.b) == (b, a))
                .expect("every pairing has a record");
            let (wins, losses) = if r.a == a {
                (r.wins_a, r.wins_b)
            } else {
                (r.wins_b, r.wins_a)
            };
            let games = wins + losses + r.unfinished;
            let (lo, hi) = wilson95(wins, games);
            cross.push(CrossCell {
                agent: a,
                opponent: b,
                games,
                wins,
                losses,
                unfinished: r.unfinished,
                win_rate: r6(wins as f64 / games.max(1) as f64),
                ci_low: r6(lo),
                ci_high: r6(hi),
            });
        }
    }
    let ratings = (0..n)
        .map(|a| {
            let mine = cross.iter().filter(|c| c.agent == a);
            let r = fit.ratings[a];
            AgentRow {
                agent: params.agents[a].clone(),
                rating: Rating {
                    elo: r1(r.elo),
                    elo_low: r1(r.elo_low),
                    elo_high: r1(r.elo_high),
                    se: r1(r.se),
                    games: r.games,
                },
                games: mine.clone().map(|c| c.games).sum(),
                wins: mine.clone().map(|c| c.wins).sum(),
                losses: mine.clone().map(|c| c.losses).sum(),
                unfinished: mine.map(|c| c.unfinished).sum(),
            }
        })
        .collect();
    let sprt = params.sprt.map(|t| {
        let counts = pentanomial(played);
        let llr = t.llr(&counts);
        SprtResult {
            test: t,
            lower: r6(t.lower()),
            upper: r6(t.upper()),
            llr: r6(llr),
            decision: t.decide(llr),
            pentanomial: counts,
            pairs: counts.pairs(),
        }
    });
    let reproducible = params
        .agents
        .iter()
        .all(|a| agent(a).map_or(true, |s| !uses_wall_clock(&s)));
    LeagueOutput {
        keysim: VERSION.to_string(),
        agents: params.agents.clone(),
        deck_set: params.deck_set.clone(),
        decks: params.decks.iter().map(|d| d.name.clone()).collect(),
        deck_hashes: params.decks.iter().map(DeckEntry::hash).collect(),
        seed: params.seed,
        turn_cap: params.turn_cap,
        reproducible,
        games: played.games(),
        cross,
        ratings,
        unfinished_not_rated: fit.unfinished,
        sprt,
        decision_time: None,
    }
}

/// Measures each agent's time per decision over `max_decisions` of its
/// decisions with more than one choice: mirror games in which the agent
/// holds both seats, on the league's decks in turn (game `k` on deck
/// `k mod D`, its deal seeded from the league's seed and `k`), the agents
/// taking turns game by game so that a change in the machine's load falls
/// on all of them alike. Wall-clock time on this machine: report it as
/// measured, never as a result.
///
/// # Errors
/// [`JobError`] for bad parameters or a game that cannot start.
pub fn measure_decision_time(
    params: &LeagueParams,
    max_decisions: u64,
) -> Result<Vec<DecisionTime>, JobError> {
    let specs = specs(params)?;
    let decks = params
        .decks
        .iter()
        .map(DeckEntry::deck)
        .collect::<Result<Vec<_>, _>>()?;
    let mut spent = vec![Duration::ZERO; specs.len()];
    let mut decisions = vec![0u64; specs.len()];
    for k in 0u64.. {
        let before: u64 = decisions.iter().sum();
        for (i, spec) in specs.iter().enumerate() {
            if decisions[i] >= max_decisions {
                continue;
            }
            let deck = &decks[(k % decks.len() as u64) as usize];
            let seed = mix_seed(params.seed, k);
            let setup = GameSetup {
                decks: [deck.clone(), deck.clone()],
                chains: [0, 0],
                seed,
                first_player: Some(Player::A),
                turn_cap: params.turn_cap,
            };
            let mut game = Game::new(&setup, keysim_cards::pool())
                .map_err(|e| JobError::Params(e.to_string()))?;
            let mut agents = [spec.build(seed), spec.build(seed ^ 1)];
            let mut list = ChoiceList::new();
            while let Some(d) = game.decision() {
                if decisions[i] >= max_decisions {
                    break;
                }
                game.legal_choices(&mut list);
                let choice = if list.len() == 1 {
                    list[0]
                } else {
                    let start = Instant::now();
                    let c = agents[d.player.index()].choose(&game.seat(d.player), &list);
                    spent[i] += start.elapsed();
                    decisions[i] += 1;
                    c
                };
                game.apply_unchecked(choice);
            }
        }
        if decisions.iter().sum::<u64>() == before {
            break;
        }
    }
    Ok(params
        .agents
        .iter()
        .enumerate()
        .map(|(i, name)| DecisionTime {
            agent: name.clone(),
            decisions: decisions[i],
            micros_per_decision: spent[i].as_secs_f64() * 1e6 / decisions[i].max(1) as f64,
        })
        .collect())
}

/// The longest agent spec shown in full inside a table; longer ones are
/// cut there and listed in full below it.
const LABEL_CHARS: usize = 24;

/// An agent spec as a table shows it.
fn label(spec: &str) -> String {
    if spec.chars().count() <= LABEL_CHARS {
        spec.to_string()
    } else {
        let cut: String = spec.chars().take(LABEL_CHARS - 1).collect();
        format!("{cut}…")
    }
}

/// A duration per decision in µs or ms.
fn per_decision(micros: f64) -> String {
    if micros >= 1000.0 {
        format!("{:.1} ms", micros / 1000.0)
    } else {
        format!("{micros:.1} µs")
    }
}

impl LeagueOutput {
    /// The output in `format`.
    pub fn render(&self, format: Format) -> String {
        match format {
            Format::Table => self.table(),
            Format::Csv => self.csv(),
            Format::Json => json_text(self),
            Format::Html => self.html(),
        }
    }

    fn cell(&self, a: usize, b: usize) -> Option<&CrossCell> {
        self.cross.iter().find(|c| c.agent == a && c.opponent == b)
    }

    /// A readable report: ratings, cross table, SPRT, measured time.
    pub fn table(&self) -> String {
        let mut out = format!(
            "League of {} agents, mirror matches on {} deck{} ({}), {} games, seed {}\n\n",
            self.agents.len(),
            self.decks.len(),
            if self.decks.len() == 1 { "" } else { "s" },
            self.deck_set,
            self.games,
            self.seed
        );
        out.push_str("Ratings (Bradley–Terry, Elo; the agents average 0; 95% intervals):\n");
        let mut order: Vec<usize> = (0..self.agents.len()).collect();
        order.sort_by(|&a, &b| {
            self.ratings[b]
                .rating
                .elo
                .total_cmp(&self.ratings[a].rating.elo)
                .then(a.cmp(&b))
        });
        let rows: Vec<Vec<String>> = order
            .iter()
            .enumerate()
            .map(|(rank, &a)| {
                let r = &self.ratings[a];
                vec![
                    (rank + 1).to_string(),
                    format!("{}", a + 1),
                    label(&r.agent),
                    signed(r.rating.elo),
                    format!(
                        "[{}, {}]",
                        signed(r.rating.elo_low),
                        signed(r.rating.elo_high)
                    ),
                    r.games.to_string(),
                    r.wins.to_string(),
                    r.unfinished.to_string(),
                ]
            })
            .collect();
        let table = text_table(
            &[
                "#",
                "id",
                "agent",
                "Elo",
                "95% interval",
                "games",
                "wins",
                "unfinished",
            ],
            &rows,
            3,
        );
        for line in table.lines() {
            out.push_str("  ");
            out.push_str(line);
            out.push('\n');
        }
        if self.agents.iter().any(|a| label(a) != *a) {
            out.push_str("\nAgents in full:\n");
            for (i, a) in self.agents.iter().enumerate() {
                out.push_str(&format!("  {}: {a}\n", i + 1));
            }
        }
        out.push_str("\nCross table (row agent's win rate against column agent, games):\n");
        let n = self.agents.len();
        let mut header: Vec<String> = vec!["id".to_string()];
        header.extend((0..n).map(|b| format!("vs {}", b + 1)));
        let rows: Vec<Vec<String>> = (0..n)
            .map(|a| {
                let mut row = vec![(a + 1).to_string()];
                for b in 0..n {
                    row.push(match self.cell(a, b) {
                        Some(c) => format!("{} ({})", pct(c.win_rate), c.games),
                        None => "-".to_string(),
                    });
                }
                row
            })
            .collect();
        let header: Vec<&str> = header.iter().map(String::as_str).collect();
        for line in text_table(&header, &rows, 1).lines() {
            out.push_str("  ");
            out.push_str(line);
            out.push('\n');
        }
        if let Some(s) = &self.sprt {
            let verdict = match s.decision {
                Decision::H0 => format!(
                    "H0 (elo0 = {}) accepted over H1 (elo1 = {})",
                    s.test.elo0, s.test.elo1
                ),
                Decision::H1 => format!(
                    "H1 (elo1 = {}) accepted over H0 (elo0 = {})",
                    s.test.elo1, s.test.elo0
                ),
                Decision::Continue => "no decision within the game limit".to_string(),
            };
            let [n0, n1, n2, n3, n4] = s.pentanomial.0;
            out.push_str(&format!(
                "\nSPRT of agent 1 against agent 2 (alpha {}, beta {}): {verdict}.\n\
                 LLR {:.3} after {} pairs (bounds {:.3}, {:.3}); pair scores 0/½/1/1½/2: \
                 {n0}/{n1}/{n2}/{n3}/{n4}.\n",
                s.test.alpha, s.test.beta, s.llr, s.pairs, s.lower, s.upper
            ));
        }
        out.push_str(&format!(
            "\n{} games; win rates count unfinished (turn cap {}) games as not won; the ratings \
             leave out the {} unfinished games.\n",
            self.games, self.turn_cap, self.unfinished_not_rated
        ));
        if !self.reproducible {
            out.push_str(
                "An agent's budget is wall-clock time: the seed does not reproduce these games.\n",
            );
        }
        if let Some(times) = &self.decision_time {
            out.push_str("Time per decision (measured on this machine in separate games, the agents taking turns; not a reproducible result):\n");
            for (i, t) in times.iter().enumerate() {
                out.push_str(&format!(
                    "  {} {}: {} over {} decisions\n",
                    i + 1,
                    label(&t.agent),
                    per_decision(t.micros_per_decision),
                    t.decisions
                ));
            }
        }
        out
    }

    /// A self-contained HTML page: the ratings with interval bars, the
    /// cross table as a heat map, and the SPRT.
    pub fn html(&self) -> String {
        use crate::html::{self, HeatCell, HeatMap, Html, Interval, Page, RankingChart, Units};
        let labels: Vec<String> = self
            .agents
            .iter()
            .enumerate()
            .map(|(i, a)| format!("{} {}", i + 1, label(a)))
            .collect();
        let ranking = RankingChart {
            rows: self
                .ratings
                .iter()
                .zip(&labels)
                .map(|(r, l)| {
                    Interval::new(l, r.rating.elo, r.rating.elo_low, r.rating.elo_high)
                        .with_note(&format!("{} games", r.games))
                })
                .collect(),
            units: Units::Elo,
            reference: Some(0.0),
            domain: None,
        };
        let n = self.agents.len();
        let heat = HeatMap {
            rows: labels.clone(),
            columns: labels.clone(),
            cells: (0..n)
                .map(|a| {
                    (0..n)
                        .map(|b| self.cell(a, b).map(|c| HeatCell::win_rate(c.wins, c.games)))
                        .collect()
                })
                .collect(),
            meaning: "row agent's win rate against the column agent".into(),
        };
        let agents_text: Vec<String> = self
            .agents
            .iter()
            .enumerate()
            .map(|(i, a)| format!("{}: {a}", i + 1))
            .collect();
        let mut page = Page::new(&format!("League of {} agents", n))
            .subtitle(&format!(
                "mirror matches on {} ({} decks), {} games, seed {}, turn cap {}",
                self.deck_set,
                self.decks.len(),
                self.games,
                self.seed,
                self.turn_cap
            ))
            .section(
                "Ratings",
                html::ranking_chart(&ranking).then(Html::note(&format!(
                    "Bradley–Terry Elo with 95% intervals; the agents average 0. Agents: {}.",
                    agents_text.join("; ")
                ))),
            )
            .section("Cross table", html::heat_map(&heat));
        if let Some(s) = &self.sprt {
            page = page.section(
                "SPRT",
                Html::paragraph(&format!(
                    "Agent 1 against agent 2, elo0 {} elo1 {}, alpha {} beta {}: {:?} after {} \
                     pairs, LLR {:.3} (bounds {:.3}, {:.3}).",
                    s.test.elo0,
                    s.test.elo1,
                    s.test.alpha,
                    s.test.beta,
                    s.decision,
                    s.pairs,
                    s.llr,
                    s.lower,
                    s.upper
                )),
            );
        }
        page.render()
    }

    /// CSV: `rating` rows (one per agent), `cross` rows (one per ordered
    /// pair), an `sprt` row, `time` rows when measured, and `deck` rows
    /// (one per deck, with its card hash).
    pub fn csv(&self) -> String {
        let header = [
            "kind",
            "agent",
            "opponent",
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
            "llr",
            "decision",
            "micros_per_decision",
            "seed",
            "reproducible",
            "deck",
            "deck_hash",
        ];
        let mut rows = vec![header.iter().map(|s| s.to_string()).collect::<Vec<_>>()];
        let blank = || String::new();
        let tail = |v: &mut Vec<String>| {
            v.push(self.seed.to_string());
            v.push(self.reproducible.to_string());
            v.push(blank());
            v.push(blank());
        };
        for r in &self.ratings {
            let mut v = vec![
                "rating".into(),
                r.agent.clone(),
                blank(),
                r.games.to_string(),
                r.wins.to_string(),
                r.losses.to_string(),
                r.unfinished.to_string(),
                blank(),
                blank(),
                blank(),
                format!("{:.1}", r.rating.elo),
                format!("{:.1}", r.rating.elo_low),
                format!("{:.1}", r.rating.elo_high),
                blank(),
                blank(),
                blank(),
            ];
            tail(&mut v);
            rows.push(v);
        }
        for c in &self.cross {
            let mut v = vec![
                "cross".into(),
                self.agents[c.agent].clone(),
                self.agents[c.opponent].clone(),
                c.games.to_string(),
                c.wins.to_string(),
                c.losses.to_string(),
                c.unfinished.to_string(),
                format!("{:.6}", c.win_rate),
                format!("{:.6}", c.ci_low),
                format!("{:.6}", c.ci_high),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
            ];
            tail(&mut v);
            rows.push(v);
        }
        if let Some(s) = &self.sprt {
            let mut v = vec![
                "sprt".into(),
                self.agents[0].clone(),
                self.agents[1].clone(),
                (2 * s.pairs).to_string(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                s.test.elo0.to_string(),
                blank(),
                s.test.elo1.to_string(),
                format!("{:.6}", s.llr),
                format!("{:?}", s.decision),
                blank(),
            ];
            tail(&mut v);
            rows.push(v);
        }
        for t in self.decision_time.iter().flatten() {
            let mut v = vec![
                "time".into(),
                t.agent.clone(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                blank(),
                format!("{:.1}", t.micros_per_decision),
            ];
            tail(&mut v);
            rows.push(v);
        }
        // One row per deck of the league: its name and card hash.
        for (deck, hash) in self.decks.iter().zip(&self.deck_hashes) {
            let mut v = vec!["deck".to_string()];
            v.resize(header.len() - 4, blank());
            v.extend([
                self.seed.to_string(),
                self.reproducible.to_string(),
                deck.clone(),
                hash.clone(),
            ]);
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

    fn params(agents: &[&str], games: u64, sprt: Option<Sprt>) -> LeagueParams {
        LeagueParams {
            agents: agents
                .iter()
                .map(|a| AgentSpec::parse(a).unwrap().to_string())
                .collect(),
            deck_set: "starters".into(),
            decks: ["radiant", "onyx"]
                .iter()
                .map(|n| DeckEntry::of(&deck::resolve(n).unwrap()))
                .collect(),
            games,
            seed: 4,
            turn_cap: 80,
            sprt,
        }
    }

    #[test]
    fn matchups_are_mirrors_of_every_pairing_and_deck() {
        let p = params(&["random", "greedy", "greedy:epsilon=0.5"], 4, None);
        let m = matchups(&p).unwrap();
        assert_eq!(m.len(), 3 * 2);
        for c in &m {
            assert_eq!(c.deck_a, c.deck_b);
            assert_ne!(c.agent_a, c.agent_b);
        }
        assert!(matchups(&params(&["random", "random"], 4, None)).is_err());
        let sprt = Sprt::new(0.0, 50.0, 0.05, 0.05).unwrap();
        assert!(matchups(&params(
            &["random", "greedy", "greedy:epsilon=0.5"],
            4,
            Some(sprt)
        ))
        .is_err());
    }

    #[test]
    fn a_league_fills_the_cross_table() {
        let p = params(&["random", "greedy:epsilon=0.5", "greedy"], 6, None);
        let out = run(&p, &mut InMemory::new(2).unwrap()).unwrap();
        assert_eq!(out.games, 3 * 6);
        assert_eq!(out.cross.len(), 6);
        for c in &out.cross {
            assert_eq!(c.games, 6);
            let back = out.cell(c.opponent, c.agent).unwrap();
            assert_eq!(back.wins, c.losses);
        }
        let mean: f64 = out.ratings.iter().map(|r| r.rating.elo).sum::<f64>() / 3.0;
        assert!(mean.abs() < 0.2);
        assert!(out.table().contains("Cross table"));
        assert!(!out.render(Format::Json).contains("decision_time"));
        // The page's cross table gives each cell's games.
        let page = out.html();
        let cross = &page[page.find("Cross table").unwrap()..];
        assert_eq!(
            cross.matches("<text class=\"cell-games\"").count(),
            6,
            "{cross}"
        );
        assert_eq!(cross.matches(">6 games</text>").count(), 6, "{cross}");
    }

    #[test]
    fn the_sprt_stops_when_a_hypothesis_is_accepted() {
        // Greedy against random wins nearly every pair: a test of 0 against
        // 200 Elo accepts H1 quickly, well before the 400-game limit.
        let t = Sprt::new(0.0, 200.0, 0.05, 0.05).unwrap();
        let p = params(&["greedy", "random"], 400, Some(t));
        let out = run(&p, &mut InMemory::new(2).unwrap()).unwrap();
        let s = out.sprt.unwrap();
        assert_eq!(s.decision, Decision::H1);
        assert!(s.llr >= s.upper);
        assert!(out.games < 400 && out.games == 2 * s.pairs);
    }

    #[test]
    fn decision_time_is_measured_apart() {
        let p = params(&["random", "greedy"], 2, None);
        let t = measure_decision_time(&p, 5).unwrap();
        assert_eq!(t.len(), 2);
        assert!(t.iter().all(|t| t.decisions == 5));
        // More decisions than one game has: the games go on, deck after deck.
        let t = measure_decision_time(&p, 1000).unwrap();
        assert!(t.iter().all(|t| t.decisions == 1000), "{t:?}");
    }
}

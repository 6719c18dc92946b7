//! Agents: players that choose among the engine's legal choices from their
//! own observation only.
//!
//! An agent is named on the command line by a spec string such as `random`,
//! `greedy`, `ismcts:iterations=2000,c=0.7` or `ismcts:time_ms=100`
//! ([`AgentSpec::parse`]). Agents are built fresh for each game from the spec
//! and a seed ([`AgentSpec::build`]), so runs are reproducible.
//!
//! - [`random`]: uniform over the legal choices;
//! - [`greedy`]: a one-decision lookahead on the evaluation of [`eval`];
//! - [`ismcts`]: single-observer Information Set MCTS;
//! - [`pimc`]: determinized UCT (perfect-information Monte Carlo), and
//!   `cheat`, the same search on the true game: baselines for ISMCTS;
//! - [`external`]: any program, over a line protocol on its standard input
//!   and output (`crates/4-agents/src/PROTOCOL.md`).
//!
//! [`play_game`] plays one game between two agents.

pub mod card_features;
pub mod choice_features;
pub mod eval;
pub mod external;
pub mod greedy;
pub mod ismcts;
pub mod model;
pub mod network;
pub mod pimc;
pub mod position;
pub mod prior;
pub mod random;
pub mod strong;

use std::fmt;

use keysim_engine::{Choice, ChoiceList, ForfeitReason, Game, GameSetup, Seat};

pub use external::{ExternalAgent, ExternalParams};
pub use greedy::GreedyAgent;
pub use ismcts::{Budget, IsmctsAgent, IsmctsParams, Leaf, SearchKinds};
pub use model::Model;
pub use network::Network;
pub use pimc::{CheatAgent, Cheater, PimcAgent, PimcParams};
pub use prior::Prior;
pub use random::RandomAgent;
pub use strong::STRONG_SPEC;

/// A player of games. It is handed a [`Seat`], whose only window on the
/// game is [`Seat::observe`], an [`Observation`](keysim_engine::Observation):
/// the type system keeps hidden information (the opponent's hand and
/// archives, deck orders) away from it.
///
/// An agent plays one seat of one game: it is handed that player's
/// decisions in order, and may remember what it saw and chose (ISMCTS keeps
/// its tree within a turn). Build a fresh agent for each game.
pub trait Agent: Send {
    /// Chooses one of `choices` (the legal choices of the decision put to
    /// `seat`'s player; never empty). [`Seat::observe`] gives what that
    /// player may know.
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice;

    /// Chooses as [`Agent::choose`] does, or fails: an agent that can fail
    /// (a program outside keysim, [`external`]) says why, and
    /// [`play_game`] ends the game with its player forfeiting it. Agents
    /// written in keysim never fail (the default).
    ///
    /// # Errors
    /// Why the agent cannot go on.
    fn try_choose(&mut self, seat: &Seat, choices: &[Choice]) -> Result<Choice, ForfeitReason> {
        Ok(self.choose(seat, choices))
    }

    /// The one exception to "no peeking": an agent that returns itself
    /// here is handed the true game at each decision
    /// ([`Cheater::choose_seeing_all`]) instead of a seat. Only the `cheat`
    /// baseline ([`CheatAgent`]) does; every other agent returns `None`
    /// (the default).
    fn as_cheater(&mut self) -> Option<&mut dyn Cheater> {
        None
    }
}

/// Asks the agent of the player deciding at `game` (whose legal choices are
/// `list`) for its choice; a decision with a single legal choice is not put
/// to the agent. `Err` when the agent failed (the player forfeits).
///
/// # Panics
/// If the agent returns a choice that is not legal (a bug of that agent).
pub fn next_choice(
    game: &Game,
    agents: &mut [&mut dyn Agent; 2],
    list: &ChoiceList,
) -> Result<Choice, ForfeitReason> {
    let Some(d) = game.decision() else {
        return Ok(list[0]);
    };
    if list.len() == 1 {
        // Nothing to decide: do not bother the agent.
        return Ok(list[0]);
    }
    let agent = &mut agents[d.player.index()];
    let c = match agent.as_cheater() {
        Some(cheater) => cheater.choose_seeing_all(game, list),
        None => agent.try_choose(&game.seat(d.player), list)?,
    };
    assert!(
        list.contains(c),
        "the agent of player {} chose {c:?}, which is not legal at {:?} (legal: {:?})",
        d.player,
        d.kind,
        list.as_slice()
    );
    Ok(c)
}

/// Plays a game from `setup` to the end: each decision is put to the agent
/// of the deciding player (`agents[0]` plays player A, `agents[1]` player B)
/// with that player's own observation. Returns the finished game (see
/// [`Game::winner`], [`Game::outcome`]); games always end (the setup's turn
/// cap ends a game with no winner; an agent that fails forfeits,
/// [`keysim_engine::Outcome::Forfeited`]).
///
/// # Panics
/// If the setup is invalid (see [`Game::new`]; check it first, or start the
/// game yourself and use [`play_from`]), or if an agent returns a choice
/// that is not among the legal choices it was given (a bug of that agent).
pub fn play_game(setup: &GameSetup, agents: [&mut dyn Agent; 2]) -> Game {
    let game = Game::new(setup, keysim_cards::pool())
        .unwrap_or_else(|e| panic!("invalid game setup: {e}"));
    play_from(game, agents)
}

/// Plays `game` on to the end, as [`play_game`] does.
///
/// # Panics
/// If an agent returns a choice that is not legal (a bug of that agent).
pub fn play_from(mut game: Game, mut agents: [&mut dyn Agent; 2]) -> Game {
    let mut list = ChoiceList::new();
    while let Some(d) = game.decision() {
        game.legal_choices(&mut list);
        match next_choice(&game, &mut agents, &list) {
            Ok(c) => game.apply_unchecked(c),
            Err(reason) => game.forfeit(d.player, reason),
        }
    }
    game
}

/// Names the agents in messages.
const AGENTS: &str = "random, greedy, fast, ismcts, strong, pimc, cheat or external";

/// The spec the name `fast` stands for: the strongest agent measured at no
/// more than 1 ms of CPU per decision on this project's 2-core machine, for
/// jobs that play thousands of games: ISMCTS with 200 iterations of
/// rollouts to the end of the current turn that score positions as they
/// are (about 0.7 ms per decision; greedy, and ISMCTS with fewer
/// iterations of longer rollouts, played weaker;
/// `results/agents-cost-2026-12-07.md`).
pub const FAST_SPEC: &str = "ismcts:iterations=200,rollout_turns=0,rollout_turn_end=0";

/// A description of an agent, parsed from a spec string (see the module
/// documentation). `Display` gives the canonical spec, with every parameter
/// spelled out, which parses back to an equal spec.
#[derive(Clone, Debug, PartialEq)]
pub enum AgentSpec {
    /// Uniformly random among the legal choices.
    Random,
    /// One-decision lookahead on the evaluation `eval`; with probability
    /// `epsilon` a uniformly random choice instead.
    Greedy { epsilon: f64, eval: Leaf },
    /// Information Set MCTS.
    Ismcts(IsmctsParams),
    /// Determinized UCT (perfect-information Monte Carlo).
    Pimc(PimcParams),
    /// PIMC's search on the true game, hidden cards and all: an upper
    /// bound that cheats, available only by its name.
    Cheat(PimcParams),
    /// A program playing over the line protocol of [`external`].
    External(ExternalParams),
}

/// Why an agent spec does not parse. Each case displays as one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AgentSpecError {
    /// The spec is empty.
    Empty,
    /// The agent's name is not known.
    UnknownAgent { name: String },
    /// The agent has no such parameter.
    UnknownParameter {
        agent: &'static str,
        name: String,
        expected: &'static str,
    },
    /// A parameter is written without `=value`.
    MissingValue { agent: &'static str, name: String },
    /// A parameter's value does not parse or is out of range.
    BadValue {
        agent: &'static str,
        name: &'static str,
        value: String,
        expected: &'static str,
    },
    /// A parameter is given twice.
    Duplicate { agent: &'static str, name: String },
    /// Both `iterations` and `time_ms` are given.
    ConflictingBudget,
    /// ISMCTS parameters that make no sense together; the reason says why
    /// and what to change.
    Incompatible { reason: String },
    /// An external agent without its command.
    MissingCommand,
    /// A model file (`model:FILE`) that cannot be read or is not a model.
    BadModel(model::ModelError),
}

impl fmt::Display for AgentSpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpecError::Empty => write!(f, "empty agent spec: expected {AGENTS}"),
            AgentSpecError::UnknownAgent { name } => {
                write!(f, "unknown agent \"{name}\": expected {AGENTS}")
            }
            AgentSpecError::UnknownParameter {
                agent,
                name,
                expected,
            } => write!(
                f,
                "unknown parameter \"{name}\" for {agent}: expected {expected}"
            ),
            AgentSpecError::MissingValue { agent, name } => write!(
                f,
                "parameter \"{name}\" of {agent} has no value: write {name}=VALUE"
            ),
            AgentSpecError::BadValue {
                agent,
                name,
                value,
                expected,
            } => write!(
                f,
                "bad value \"{value}\" for {agent} parameter {name}: expected {expected}"
            ),
            AgentSpecError::Duplicate { agent, name } => {
                write!(f, "parameter \"{name}\" of {agent} is given twice")
            }
            AgentSpecError::ConflictingBudget => write!(
                f,
                "ismcts takes either iterations or time_ms as its budget, not both"
            ),
            AgentSpecError::Incompatible { reason } => {
                write!(f, "ismcts parameters that do not fit together: {reason}")
            }
            AgentSpecError::MissingCommand => write!(
                f,
                "external needs the program to run, last: external:cmd=PROGRAM ARGS..."
            ),
            AgentSpecError::BadModel(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AgentSpecError {}

/// The parameters each agent accepts, for messages.
const RANDOM_PARAMS: &str = "no parameters (random takes none)";
const FAST_PARAMS: &str = "no parameters (fast takes none: it names one spec, FAST_SPEC)";
const GREEDY_PARAMS: &str = "epsilon or eval";
const PIMC_PARAMS: &str =
    "iterations, worlds, c, rollout_turns, tree_turns, rollout_depth or rollout_greedy";
const CHEAT_PARAMS: &str =
    "iterations, c, rollout_turns, tree_turns, rollout_depth or rollout_greedy (it searches the true game: no worlds)";
const ISMCTS_PARAMS: &str =
    "iterations, time_ms, c, rollout_turns, tree_turns, rollout_depth, rollout_greedy, house_playouts, determinizations, leaf, rollout_eval, rollout_turn_end, search, reuse, prior, policy or widen";

impl AgentSpec {
    /// Parses a spec: an agent name, optionally followed by `:` and
    /// comma-separated `name=value` parameters. Names are case-insensitive
    /// and spaces around names and values are ignored.
    ///
    /// - `random`
    /// - `fast`: the spec [`FAST_SPEC`] (no parameters)
    /// - `strong`, `strong:iterations=200`: the spec [`STRONG_SPEC`], whose
    ///   parameters can be changed as ISMCTS's are
    /// - `greedy`, `greedy:epsilon=0.1` (epsilon in [0, 1], default 0)
    /// - `ismcts`, `ismcts:iterations=2000,c=0.7`, `ismcts:time_ms=100`;
    ///   parameters `iterations` (≥ 1) or `time_ms` (≥ 1) for the budget
    ///   (default [`IsmctsParams::DEFAULT_ITERATIONS`] iterations), `c` (the
    ///   UCB1 exploration constant, 0 to 100), `rollout_turns` (rollouts
    ///   stop once this many turns have ended after the decision's turn, 0 =
    ///   at the end of the current turn; 0 to 20), `tree_turns` (the tree
    ///   grows only through this many turns after the decision's; 0 to
    ///   `rollout_turns`, and at most `rollout_turns` when not given),
    ///   `rollout_depth` (at most this many decisions per rollout, ≥ 1),
    ///   `determinizations` (at most the iterations) and `rollout_greedy`
    ///   (probability of a one-step greedy rollout decision rather than a
    ///   rule-based one, 0 to 1), `prior` (a prior file of `keysim
    ///   train-prior`: step 3 choices are searched by progressive widening,
    ///   the prior's most likely first) and `widen` (its exponent, 0 to 1,
    ///   only with a prior). See [`IsmctsParams`] for the defaults.
    ///   Parameters that make no sense together are refused with the
    ///   reason ([`AgentSpecError::Incompatible`]).
    ///
    /// # Errors
    /// [`AgentSpecError`], one case per kind of mistake.
    pub fn parse(s: &str) -> Result<AgentSpec, AgentSpecError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(AgentSpecError::Empty);
        }
        let (name, params) = match s.split_once(':') {
            Some((n, p)) => (n.trim(), p),
            None => (s, ""),
        };
        if name.eq_ignore_ascii_case("external") {
            return parse_external(params);
        }
        let params = Params::split(params)?;
        match name.to_ascii_lowercase().as_str() {
            "random" => {
                params.only("random", &[], RANDOM_PARAMS)?;
                Ok(AgentSpec::Random)
            }
            "fast" => {
                params.only("fast", &[], FAST_PARAMS)?;
                AgentSpec::parse(FAST_SPEC)
            }
            "greedy" => {
                params.only("greedy", &["epsilon", "eval"], GREEDY_PARAMS)?;
                let mut epsilon = 0.0;
                if let Some(v) = params.get("epsilon") {
                    epsilon = parse_f64("greedy", "epsilon", v, 0.0, 1.0, "a number from 0 to 1")?;
                }
                let mut eval = Leaf::Advantage;
                if let Some(v) = params.get("eval") {
                    eval = parse_leaf("greedy", "eval", v)?;
                }
                Ok(AgentSpec::Greedy { epsilon, eval })
            }
            "pimc" => {
                params.only("pimc", &PIMC_NAMES, PIMC_PARAMS)?;
                Ok(AgentSpec::Pimc(parse_pimc("pimc", &params)?))
            }
            "cheat" => {
                params.only("cheat", &PIMC_NAMES[..PIMC_NAMES.len() - 1], CHEAT_PARAMS)?;
                Ok(AgentSpec::Cheat(parse_pimc("cheat", &params)?))
            }
            "ismcts" | "strong" => {
                const NAMES: [&str; 17] = [
                    "iterations",
                    "time_ms",
                    "c",
                    "rollout_turns",
                    "tree_turns",
                    "rollout_depth",
                    "rollout_greedy",
                    "house_playouts",
                    "determinizations",
                    "leaf",
                    "rollout_eval",
                    "rollout_turn_end",
                    "search",
                    "reuse",
                    "prior",
                    "widen",
                    "policy",
                ];
                params.only("ismcts", &NAMES, ISMCTS_PARAMS)?;
                let mut p = match name.eq_ignore_ascii_case("strong") {
                    true => strong::strong_params(),
                    false => IsmctsParams::default(),
                };
                let iterations = params.get("iterations");
                let time_ms = params.get("time_ms");
                match (iterations, time_ms) {
                    (Some(_), Some(_)) => return Err(AgentSpecError::ConflictingBudget),
                    (Some(v), None) => {
                        let n = parse_u64("iterations", v, 1, u32::MAX as u64)?;
                        p.budget = Budget::Iterations(n as u32);
                    }
                    (None, Some(v)) => {
                        let n = parse_u64("time_ms", v, 1, 3_600_000)?;
                        p.budget = Budget::TimeMs(n);
                    }
                    (None, None) => {}
                }
                if let Some(v) = params.get("c") {
                    p.c = parse_f64("ismcts", "c", v, 0.0, 100.0, "a number from 0 to 100")?;
                }
                if let Some(v) = params.get("rollout_turns") {
                    p.rollout_turns = parse_u64("rollout_turns", v, 0, 20)? as u16;
                }
                match params.get("tree_turns") {
                    Some(v) => {
                        p.tree_turns = parse_u64("tree_turns", v, 0, 20)? as u16;
                        if p.tree_turns > p.rollout_turns {
                            return Err(AgentSpecError::Incompatible {
                                reason: format!(
                                    "tree_turns={} is above rollout_turns={}, but the tree \
                                     cannot grow past the turn where rollouts stop; lower \
                                     tree_turns or raise rollout_turns",
                                    p.tree_turns, p.rollout_turns
                                ),
                            });
                        }
                    }
                    // By default the tree reaches as far as the rollouts.
                    None => p.tree_turns = p.tree_turns.min(p.rollout_turns),
                }
                if let Some(v) = params.get("rollout_depth") {
                    p.rollout_depth = parse_u64("rollout_depth", v, 1, 100_000)? as u32;
                }
                if let Some(v) = params.get("rollout_greedy") {
                    p.rollout_greedy = parse_f64(
                        "ismcts",
                        "rollout_greedy",
                        v,
                        0.0,
                        1.0,
                        "a number from 0 to 1",
                    )?;
                }
                if let Some(v) = params.get("house_playouts") {
                    p.house_playouts = parse_f64(
                        "ismcts",
                        "house_playouts",
                        v,
                        0.0,
                        1.0,
                        "a number from 0 to 1",
                    )?;
                }
                if let Some(v) = params.get("determinizations") {
                    p.determinizations = parse_u64("determinizations", v, 0, 100_000)? as u32;
                    if let Budget::Iterations(n) = p.budget {
                        if p.determinizations > n {
                            return Err(AgentSpecError::Incompatible {
                                reason: format!(
                                    "determinizations={} is above iterations={n}, so only {n} \
                                     of them would ever be searched; draw at most {n} (or 0 \
                                     for a fresh one every iteration)",
                                    p.determinizations
                                ),
                            });
                        }
                    }
                }
                if let Some(v) = params.get("leaf") {
                    p.leaf = parse_leaf("ismcts", "leaf", v)?;
                }
                if let Some(v) = params.get("rollout_eval") {
                    p.rollout_eval = parse_leaf("ismcts", "rollout_eval", v)?;
                }
                if let Some(v) = params.get("rollout_turn_end") {
                    p.rollout_turn_end = match v.trim() {
                        "1" => true,
                        "0" => false,
                        _ => {
                            return Err(AgentSpecError::BadValue {
                                agent: "ismcts",
                                name: "rollout_turn_end",
                                value: v.to_string(),
                                expected: "1 (rollouts value positions at the turn's end) or 0",
                            })
                        }
                    };
                }
                if let Some(v) = params.get("reuse") {
                    p.reuse = match v.trim() {
                        "1" => true,
                        "0" => false,
                        _ => {
                            return Err(AgentSpecError::BadValue {
                                agent: "ismcts",
                                name: "reuse",
                                value: v.to_string(),
                                expected: "1 (reuse the tree within a turn) or 0",
                            })
                        }
                    };
                }
                if let Some(v) = params.get("prior") {
                    let prior = Prior::load(v.trim()).map_err(AgentSpecError::BadModel)?;
                    p.prior = Some(std::sync::Arc::new(prior));
                }
                if let Some(v) = params.get("policy") {
                    let net = Network::load(v.trim()).map_err(AgentSpecError::BadModel)?;
                    p.policy = Some(std::sync::Arc::new(net));
                }
                if let Some(v) = params.get("widen") {
                    if p.prior.is_none() && p.policy.is_none() {
                        return Err(AgentSpecError::Incompatible {
                            reason: "widen only applies with a prior or a policy: add prior=FILE \
                                     or policy=FILE"
                                .into(),
                        });
                    }
                    p.widen = parse_f64(
                        "ismcts",
                        "widen",
                        v,
                        0.0,
                        1.0,
                        "a number from 0 (the most likely choice only) to 1 (a choice more per visit)",
                    )?;
                }
                if let Some(v) = params.get("search") {
                    p.search = SearchKinds::parse(v).ok_or_else(|| AgentSpecError::BadValue {
                        agent: "ismcts",
                        name: "search",
                        value: v.to_string(),
                        expected: "all, or decision kinds joined by + (mulligan, house, \
                                   archives, main, placement, upgrade, defender, use, target, order)",
                    })?;
                }
                Ok(AgentSpec::Ismcts(p))
            }
            _ => Err(AgentSpecError::UnknownAgent {
                name: name.to_string(),
            }),
        }
    }

    /// A fresh agent of this spec, its random choices seeded by `seed`.
    pub fn build(&self, seed: u64) -> Box<dyn Agent> {
        match self {
            AgentSpec::Random => Box::new(RandomAgent::new(seed)),
            AgentSpec::Greedy { epsilon, eval } => {
                Box::new(GreedyAgent::with_eval(seed, *epsilon, eval.clone()))
            }
            AgentSpec::Ismcts(p) => Box::new(IsmctsAgent::new(seed, p.clone())),
            AgentSpec::Pimc(p) => Box::new(PimcAgent::new(seed, p.clone())),
            AgentSpec::Cheat(p) => Box::new(CheatAgent::new(seed, p.clone())),
            AgentSpec::External(p) => Box::new(ExternalAgent::new(p.clone())),
        }
    }

    /// The agent's name: `random`, `greedy`, `ismcts`, `pimc`, `cheat` or
    /// `external`.
    pub fn name(&self) -> &'static str {
        match self {
            AgentSpec::Random => "random",
            AgentSpec::Greedy { .. } => "greedy",
            AgentSpec::Ismcts(_) => "ismcts",
            AgentSpec::Pimc(_) => "pimc",
            AgentSpec::Cheat(_) => "cheat",
            AgentSpec::External(_) => "external",
        }
    }
}

impl std::str::FromStr for AgentSpec {
    type Err = AgentSpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        AgentSpec::parse(s)
    }
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentSpec::Random => f.write_str("random"),
            AgentSpec::Greedy {
                epsilon,
                eval: Leaf::Advantage,
            } => write!(f, "greedy:epsilon={epsilon}"),
            AgentSpec::Greedy { epsilon, eval } => {
                write!(f, "greedy:epsilon={epsilon},eval={}", leaf_name(eval))
            }
            AgentSpec::Ismcts(p) => {
                f.write_str("ismcts:")?;
                match p.budget {
                    Budget::Iterations(n) => write!(f, "iterations={n}")?,
                    Budget::TimeMs(ms) => write!(f, "time_ms={ms}")?,
                }
                write!(
                    f,
                    ",c={},rollout_turns={},tree_turns={},rollout_depth={},rollout_greedy={},\
                     house_playouts={},determinizations={},leaf={},rollout_eval={},\
                     rollout_turn_end={},search={},reuse={}",
                    p.c,
                    p.rollout_turns,
                    p.tree_turns,
                    p.rollout_depth,
                    p.rollout_greedy,
                    p.house_playouts,
                    p.determinizations,
                    leaf_name(&p.leaf),
                    leaf_name(&p.rollout_eval),
                    p.rollout_turn_end as u8,
                    p.search,
                    p.reuse as u8,
                )?;
                match (&p.prior, &p.policy) {
                    (Some(prior), _) => write!(f, ",prior={},widen={}", prior.source, p.widen),
                    (None, Some(net)) => write!(f, ",policy={},widen={}", net.source, p.widen),
                    (None, None) => Ok(()),
                }
            }
            AgentSpec::Pimc(p) => write!(
                f,
                "pimc:iterations={},worlds={},c={},rollout_turns={},tree_turns={},\
                 rollout_depth={},rollout_greedy={}",
                p.iterations,
                p.worlds,
                p.c,
                p.rollout_turns,
                p.tree_turns,
                p.rollout_depth,
                p.rollout_greedy
            ),
            AgentSpec::Cheat(p) => write!(
                f,
                "cheat:iterations={},c={},rollout_turns={},tree_turns={},rollout_depth={},\
                 rollout_greedy={}",
                p.iterations, p.c, p.rollout_turns, p.tree_turns, p.rollout_depth, p.rollout_greedy
            ),
            AgentSpec::External(p) => write!(f, "external:limit_ms={},cmd={}", p.limit_ms, p.cmd),
        }
    }
}

/// The parameters of `pimc`; `cheat` takes all but the last.
const PIMC_NAMES: [&str; 7] = [
    "iterations",
    "c",
    "rollout_turns",
    "tree_turns",
    "rollout_depth",
    "rollout_greedy",
    "worlds",
];

/// The parameters of `pimc` or `cheat` (`agent`), checked by name already.
fn parse_pimc(agent: &'static str, params: &Params) -> Result<PimcParams, AgentSpecError> {
    let mut p = PimcParams::default();
    let whole = |name: &'static str, v: &str, lo: u64, hi: u64| match v.parse::<u64>() {
        Ok(x) if (lo..=hi).contains(&x) => Ok(x),
        _ => Err(AgentSpecError::BadValue {
            agent,
            name,
            value: v.to_string(),
            expected: match name {
                "iterations" => "a whole number from 1 to 4294967295",
                "worlds" => "a whole number from 1 to 100000",
                "rollout_turns" | "tree_turns" => "a whole number from 0 to 20",
                _ => "a whole number from 0 to 100000",
            },
        }),
    };
    if let Some(v) = params.get("iterations") {
        p.iterations = whole("iterations", v, 1, u32::MAX as u64)? as u32;
    }
    if let Some(v) = params.get("worlds") {
        p.worlds = whole("worlds", v, 1, 100_000)? as u32;
    }
    if let Some(v) = params.get("c") {
        p.c = parse_f64(agent, "c", v, 0.0, 100.0, "a number from 0 to 100")?;
    }
    if let Some(v) = params.get("rollout_turns") {
        p.rollout_turns = whole("rollout_turns", v, 0, 20)? as u16;
    }
    if let Some(v) = params.get("tree_turns") {
        p.tree_turns = whole("tree_turns", v, 0, 20)? as u16;
    }
    if let Some(v) = params.get("rollout_depth") {
        p.rollout_depth = whole("rollout_depth", v, 0, 100_000)? as u32;
    }
    if let Some(v) = params.get("rollout_greedy") {
        p.rollout_greedy = parse_f64(agent, "rollout_greedy", v, 0.0, 1.0, "a number from 0 to 1")?;
    }
    Ok(p)
}

/// The parameters each agent accepts, for messages.
const EXTERNAL_PARAMS: &str = "limit_ms, then cmd (last: the rest of the spec is the command)";

/// Parses the parameters of `external`: `name=value` pairs separated by
/// commas, `cmd=` last and taking the rest of the spec verbatim (commands
/// may contain commas).
fn parse_external(mut rest: &str) -> Result<AgentSpec, AgentSpecError> {
    let mut limit_ms = None;
    loop {
        let part = rest.trim_start();
        if part.is_empty() {
            return Err(AgentSpecError::MissingCommand);
        }
        let (name, tail) = match part.split_once('=') {
            Some((n, t)) => (n.trim().to_ascii_lowercase(), t),
            None => {
                let name = part.split(',').next().unwrap_or(part).trim();
                if name.eq_ignore_ascii_case("cmd") {
                    return Err(AgentSpecError::MissingCommand);
                }
                return Err(AgentSpecError::UnknownParameter {
                    agent: "external",
                    name: name.to_ascii_lowercase(),
                    expected: EXTERNAL_PARAMS,
                });
            }
        };
        if name == "cmd" {
            let cmd = tail.trim();
            if external::split_command(cmd).is_none() {
                return Err(AgentSpecError::BadValue {
                    agent: "external",
                    name: "cmd",
                    value: cmd.to_string(),
                    expected: "a program and its arguments, quotes closed",
                });
            }
            return Ok(AgentSpec::External(ExternalParams {
                cmd: cmd.to_string(),
                limit_ms: limit_ms.unwrap_or(ExternalParams::DEFAULT_LIMIT_MS),
            }));
        }
        let (value, next) = match tail.split_once(',') {
            Some((v, n)) => (v.trim(), n),
            None => (tail.trim(), ""),
        };
        match name.as_str() {
            "limit_ms" => {
                if limit_ms.is_some() {
                    return Err(AgentSpecError::Duplicate {
                        agent: "external",
                        name,
                    });
                }
                match value.parse::<u64>() {
                    Ok(ms) if (1..=3_600_000).contains(&ms) => limit_ms = Some(ms),
                    _ => {
                        return Err(AgentSpecError::BadValue {
                            agent: "external",
                            name: "limit_ms",
                            value: value.to_string(),
                            expected: "a whole number of milliseconds from 1 to 3600000",
                        })
                    }
                }
            }
            _ => {
                return Err(AgentSpecError::UnknownParameter {
                    agent: "external",
                    name,
                    expected: EXTERNAL_PARAMS,
                })
            }
        }
        rest = next;
    }
}

/// The `name=value` parameters of a spec, names lower-cased.
struct Params<'a> {
    items: Vec<(String, &'a str)>,
}

impl<'a> Params<'a> {
    fn split(s: &'a str) -> Result<Params<'a>, AgentSpecError> {
        let mut items: Vec<(String, &'a str)> = Vec::new();
        for part in s.split(',') {
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            let (name, value) = match part.split_once('=') {
                Some((n, v)) => (n.trim().to_ascii_lowercase(), v.trim()),
                None => (part.to_ascii_lowercase(), ""),
            };
            items.push((name, value));
        }
        Ok(Params { items })
    }

    /// Checks that every parameter is among `known`, has a value and is
    /// given once.
    fn only(
        &self,
        agent: &'static str,
        known: &[&str],
        expected: &'static str,
    ) -> Result<(), AgentSpecError> {
        for (i, (name, value)) in self.items.iter().enumerate() {
            if !known.contains(&name.as_str()) {
                return Err(AgentSpecError::UnknownParameter {
                    agent,
                    name: name.clone(),
                    expected,
                });
            }
            if value.is_empty() {
                return Err(AgentSpecError::MissingValue {
                    agent,
                    name: name.clone(),
                });
            }
            if self.items[..i].iter().any(|(n, _)| n == name) {
                return Err(AgentSpecError::Duplicate {
                    agent,
                    name: name.clone(),
                });
            }
        }
        Ok(())
    }

    fn get(&self, name: &str) -> Option<&'a str> {
        self.items.iter().find(|(n, _)| n == name).map(|&(_, v)| v)
    }
}

fn parse_f64(
    agent: &'static str,
    name: &'static str,
    v: &str,
    lo: f64,
    hi: f64,
    expected: &'static str,
) -> Result<f64, AgentSpecError> {
    match v.parse::<f64>() {
        Ok(x) if x.is_finite() && (lo..=hi).contains(&x) => Ok(x),
        _ => Err(AgentSpecError::BadValue {
            agent,
            name,
            value: v.to_string(),
            expected,
        }),
    }
}

/// Parses an evaluation: `fitted`, `advantage` or `model:FILE` (the file
/// is read and checked here, once).
fn parse_leaf(agent: &'static str, name: &'static str, v: &str) -> Result<Leaf, AgentSpecError> {
    let v = v.trim();
    if let Some((kind, path)) = v.split_once(':') {
        if kind.trim().eq_ignore_ascii_case("model") {
            let m = Model::load(path.trim()).map_err(AgentSpecError::BadModel)?;
            return Ok(Leaf::Model(std::sync::Arc::new(m)));
        }
        if kind.trim().eq_ignore_ascii_case("net") {
            let n = Network::load(path.trim()).map_err(AgentSpecError::BadModel)?;
            return Ok(Leaf::Net(std::sync::Arc::new(n)));
        }
    }
    match v.to_ascii_lowercase().as_str() {
        "fitted" => Ok(Leaf::Fitted),
        "advantage" => Ok(Leaf::Advantage),
        _ => Err(AgentSpecError::BadValue {
            agent,
            name,
            value: v.to_string(),
            expected: "fitted, advantage, model:FILE or net:FILE",
        }),
    }
}

/// How a spec names an evaluation.
fn leaf_name(l: &Leaf) -> String {
    match l {
        Leaf::Fitted => "fitted".into(),
        Leaf::Advantage => "advantage".into(),
        Leaf::Model(m) => format!("model:{}", m.source),
        Leaf::Net(n) => format!("net:{}", n.source),
    }
}

fn parse_u64(name: &'static str, v: &str, lo: u64, hi: u64) -> Result<u64, AgentSpecError> {
    let expected = match name {
        "iterations" => "a whole number from 1 to 4294967295",
        "time_ms" => "a whole number of milliseconds from 1 to 3600000",
        "rollout_turns" | "tree_turns" => "a whole number from 0 to 20",
        "rollout_depth" => {
            "a whole number of decisions from 1 to 100000 (with 0, a rollout would stop \
             before its first decision and every choice would be judged mid-turn)"
        }
        _ => "a whole number from 0 to 100000",
    };
    match v.parse::<u64>() {
        Ok(x) if (lo..=hi).contains(&x) => Ok(x),
        _ => Err(AgentSpecError::BadValue {
            agent: "ismcts",
            name,
            value: v.to_string(),
            expected,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(s: &str) -> AgentSpec {
        let spec = AgentSpec::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        let canonical = spec.to_string();
        let again = AgentSpec::parse(&canonical).unwrap_or_else(|e| panic!("{canonical}: {e}"));
        assert_eq!(spec, again, "{s} -> {canonical}");
        assert_eq!(again.to_string(), canonical, "canonical form is stable");
        spec
    }

    #[test]
    fn fast_names_its_spec_and_takes_no_parameters() {
        assert_eq!(round_trip("fast"), AgentSpec::parse(FAST_SPEC).unwrap());
        assert_eq!(round_trip(" Fast "), round_trip("fast"));
        assert_eq!(
            AgentSpec::parse("fast:iterations=5")
                .unwrap_err()
                .to_string(),
            "unknown parameter \"iterations\" for fast: expected no parameters (fast takes \
             none: it names one spec, FAST_SPEC)"
        );
    }

    #[test]
    fn fast_plays_decks_with_cards_whose_abilities_are_not_implemented() {
        // Discovery decks: the set's abilities are not all implemented yet.
        let mut unknown = 0;
        for seed in 0..2u64 {
            let a = keysim_decks::random_deck("DM", seed).unwrap();
            let b = keysim_decks::random_deck("DM", seed + 10).unwrap();
            unknown += a
                .cards
                .iter()
                .chain(&b.cards)
                .filter(|c| !keysim_cards::is_implemented(c.card))
                .count();
            let spec = AgentSpec::parse("fast").unwrap();
            let (mut x, mut y) = (spec.build(2 * seed), spec.build(2 * seed + 1));
            let g = play_game(&GameSetup::new(a, b, seed), [&mut *x, &mut *y]);
            assert!(g.is_over(), "seed {seed}: the game ends");
        }
        assert!(unknown > 0, "the decks hold cards not implemented");
    }

    #[test]
    fn parses_and_round_trips() {
        assert_eq!(round_trip("random"), AgentSpec::Random);
        assert_eq!(
            round_trip("greedy"),
            AgentSpec::Greedy {
                epsilon: 0.0,
                eval: Leaf::Advantage
            }
        );
        assert_eq!(
            round_trip("greedy:epsilon=0.1"),
            AgentSpec::Greedy {
                epsilon: 0.1,
                eval: Leaf::Advantage
            }
        );
        assert_eq!(
            round_trip(" Greedy : Epsilon = 0.25 ").to_string(),
            "greedy:epsilon=0.25"
        );
        let AgentSpec::Ismcts(p) = round_trip("ismcts:iterations=2000,c=0.7") else {
            panic!("ismcts")
        };
        assert_eq!(p.budget, Budget::Iterations(2000));
        assert_eq!(p.c, 0.7);
        assert_eq!(p.rollout_turns, IsmctsParams::default().rollout_turns);
        let AgentSpec::Ismcts(p) = round_trip("ismcts:time_ms=100") else {
            panic!("ismcts")
        };
        assert_eq!(p.budget, Budget::TimeMs(100));
        assert_eq!(p.c, IsmctsParams::default().c);
        let AgentSpec::Ismcts(p) = round_trip(
            "ismcts:rollout_turns=2,tree_turns=1,rollout_depth=7,c=1,rollout_greedy=0.5,\
             house_playouts=0.25,determinizations=16,leaf=Advantage,rollout_eval=fitted,\
             search=House+main,reuse=0,rollout_turn_end=0",
        ) else {
            panic!("ismcts")
        };
        assert_eq!(
            (
                p.rollout_turns,
                p.tree_turns,
                p.rollout_depth,
                p.c,
                p.rollout_greedy
            ),
            (2, 1, 7, 1.0, 0.5)
        );
        assert_eq!(
            (p.house_playouts, p.determinizations, p.leaf, p.rollout_eval),
            (0.25, 16, Leaf::Advantage, Leaf::Fitted)
        );
        assert_eq!(p.search.to_string(), "house+main");
        assert!(!p.reuse);
        assert!(!p.rollout_turn_end);
        assert!(p.search.contains(keysim_engine::DecisionKind::House));
        assert!(!p.search.contains(keysim_engine::DecisionKind::Archives));
        let AgentSpec::Ismcts(p) = round_trip("ismcts:leaf=fitted") else {
            panic!("ismcts")
        };
        assert_eq!(p.leaf, Leaf::Fitted);
        assert_eq!(
            round_trip("ismcts"),
            AgentSpec::Ismcts(IsmctsParams::default())
        );
        let d = IsmctsParams::default();
        assert_eq!(
            AgentSpec::parse("ismcts:iterations=2000,c=0.7")
                .unwrap()
                .to_string(),
            format!(
                "ismcts:iterations=2000,c=0.7,rollout_turns={},tree_turns={},rollout_depth={},\
                 rollout_greedy={},house_playouts={},determinizations={},leaf={},\
                 rollout_eval={},rollout_turn_end={},search=all,reuse=1",
                d.rollout_turns,
                d.tree_turns,
                d.rollout_depth,
                d.rollout_greedy,
                d.house_playouts,
                d.determinizations,
                leaf_name(&d.leaf),
                leaf_name(&d.rollout_eval),
                d.rollout_turn_end as u8,
            )
        );
        assert_eq!("random".parse::<AgentSpec>(), Ok(AgentSpec::Random));
        let AgentSpec::Pimc(p) = round_trip("pimc:worlds=4,iterations=200,c=0.5") else {
            panic!("pimc")
        };
        assert_eq!((p.worlds, p.iterations, p.c), (4, 200, 0.5));
        assert_eq!(p.rollout_turns, IsmctsParams::default().rollout_turns);
        assert_eq!(round_trip("pimc"), AgentSpec::Pimc(PimcParams::default()));
        let AgentSpec::Cheat(p) = round_trip("cheat:iterations=100,rollout_greedy=0.5") else {
            panic!("cheat")
        };
        assert_eq!((p.iterations, p.rollout_greedy), (100, 0.5));
        assert!(round_trip("cheat")
            .to_string()
            .starts_with("cheat:iterations=500,c=0.1,"));
        let AgentSpec::External(p) = round_trip("external:cmd=python3 bot.py --name a,b") else {
            panic!("external")
        };
        assert_eq!(p.cmd, "python3 bot.py --name a,b");
        assert_eq!(p.limit_ms, ExternalParams::DEFAULT_LIMIT_MS);
        assert_eq!(
            round_trip(" External : Limit_ms = 250 , cmd = ./bot ").to_string(),
            "external:limit_ms=250,cmd=./bot"
        );
    }

    fn err(s: &str) -> String {
        AgentSpec::parse(s).unwrap_err().to_string()
    }

    #[test]
    fn errors_are_clear() {
        assert_eq!(
            err(""),
            "empty agent spec: expected random, greedy, fast, ismcts, strong, pimc, cheat or external"
        );
        assert_eq!(
            err("foo"),
            "unknown agent \"foo\": expected random, greedy, fast, ismcts, strong, pimc, cheat or external"
        );
        assert_eq!(
            err("foo:x=1"),
            "unknown agent \"foo\": expected random, greedy, fast, ismcts, strong, pimc, cheat or external"
        );
        assert_eq!(
            err("cheat:worlds=3"),
            "unknown parameter \"worlds\" for cheat: expected iterations, c, rollout_turns, \
             tree_turns, rollout_depth or rollout_greedy (it searches the true game: no worlds)"
        );
        assert_eq!(
            err("pimc:worlds=0"),
            "bad value \"0\" for pimc parameter worlds: expected a whole number from 1 to 100000"
        );
        assert_eq!(
            err("pimc:c=-1"),
            "bad value \"-1\" for pimc parameter c: expected a number from 0 to 100"
        );
        let missing = "external needs the program to run, last: external:cmd=PROGRAM ARGS...";
        assert_eq!(err("external"), missing);
        assert_eq!(err("external:limit_ms=5"), missing);
        assert_eq!(err("external:cmd= "), "bad value \"\" for external parameter cmd: expected a program and its arguments, quotes closed");
        assert_eq!(
            err("external:limit_ms=0,cmd=bot"),
            "bad value \"0\" for external parameter limit_ms: expected a whole number of \
             milliseconds from 1 to 3600000"
        );
        assert_eq!(
            err("external:speed=3,cmd=bot"),
            "unknown parameter \"speed\" for external: expected limit_ms, then cmd (last: the \
             rest of the spec is the command)"
        );
        assert_eq!(
            err("external:limit_ms=5,limit_ms=6,cmd=bot"),
            "parameter \"limit_ms\" of external is given twice"
        );
        assert_eq!(
            err("ismcts:x=1"),
            "unknown parameter \"x\" for ismcts: expected iterations, time_ms, c, \
             rollout_turns, tree_turns, rollout_depth, rollout_greedy, house_playouts, determinizations, leaf, \
             rollout_eval, rollout_turn_end, search, reuse, prior, policy or widen"
        );
        assert_eq!(
            err("ismcts:reuse=yes"),
            "bad value \"yes\" for ismcts parameter reuse: expected 1 (reuse the tree within a \
             turn) or 0"
        );
        assert_eq!(
            err("ismcts:search=house+shopping"),
            "bad value \"house+shopping\" for ismcts parameter search: expected all, or decision \
             kinds joined by + (mulligan, house, archives, main, placement, upgrade, defender, use, \
             target, order)"
        );
        assert_eq!(
            err("random:epsilon=0.1"),
            "unknown parameter \"epsilon\" for random: expected no parameters (random takes none)"
        );
        assert_eq!(
            err("greedy:c=1"),
            "unknown parameter \"c\" for greedy: expected epsilon or eval"
        );
        assert_eq!(
            err("greedy:epsilon"),
            "parameter \"epsilon\" of greedy has no value: write epsilon=VALUE"
        );
        assert_eq!(
            err("greedy:epsilon=1.5"),
            "bad value \"1.5\" for greedy parameter epsilon: expected a number from 0 to 1"
        );
        assert_eq!(
            err("greedy:epsilon=abc"),
            "bad value \"abc\" for greedy parameter epsilon: expected a number from 0 to 1"
        );
        assert_eq!(
            err("ismcts:iterations=0"),
            "bad value \"0\" for ismcts parameter iterations: expected a whole number from 1 \
             to 4294967295"
        );
        assert_eq!(
            err("ismcts:time_ms=-5"),
            "bad value \"-5\" for ismcts parameter time_ms: expected a whole number of \
             milliseconds from 1 to 3600000"
        );
        assert_eq!(
            err("ismcts:c=nan"),
            "bad value \"nan\" for ismcts parameter c: expected a number from 0 to 100"
        );
        assert_eq!(
            err("ismcts:c=1,c=2"),
            "parameter \"c\" of ismcts is given twice"
        );
        assert_eq!(
            err("ismcts:leaf=best"),
            "bad value \"best\" for ismcts parameter leaf: expected fitted, advantage, model:FILE or net:FILE"
        );
        assert_eq!(
            err("ismcts:iterations=10,time_ms=10"),
            "ismcts takes either iterations or time_ms as its budget, not both"
        );
        assert_eq!(
            err("ismcts:rollout_depth=0"),
            "bad value \"0\" for ismcts parameter rollout_depth: expected a whole number of \
             decisions from 1 to 100000 (with 0, a rollout would stop before its first decision \
             and every choice would be judged mid-turn)"
        );
        assert_eq!(
            err("ismcts:rollout_turns=1,tree_turns=3"),
            "ismcts parameters that do not fit together: tree_turns=3 is above rollout_turns=1, \
             but the tree cannot grow past the turn where rollouts stop; lower tree_turns or \
             raise rollout_turns"
        );
        // Against the default rollout_turns, in any order.
        assert!(err("ismcts:tree_turns=5").contains("tree_turns=5 is above rollout_turns=2"));
        assert!(err("ismcts:tree_turns=3,rollout_turns=2").contains("is above rollout_turns=2"));
        assert_eq!(
            err("ismcts:iterations=10,determinizations=50"),
            "ismcts parameters that do not fit together: determinizations=50 is above \
             iterations=10, so only 10 of them would ever be searched; draw at most 10 (or 0 for \
             a fresh one every iteration)"
        );
        assert!(err("ismcts:determinizations=501").contains("above iterations=500"));
        // Without tree_turns, the tree follows a shorter rollout horizon.
        let AgentSpec::Ismcts(p) = round_trip("ismcts:rollout_turns=0") else {
            panic!("ismcts")
        };
        assert_eq!((p.rollout_turns, p.tree_turns), (0, 0));
        let AgentSpec::Ismcts(p) = round_trip("ismcts:time_ms=5,determinizations=900") else {
            panic!("ismcts")
        };
        assert_eq!(p.determinizations, 900);
        for s in [
            "",
            "foo",
            "ismcts:rollout_depth=0",
            "ismcts:tree_turns=9",
            "ismcts:x=1",
            "greedy:epsilon=2",
            "ismcts:c=1,c=1",
        ] {
            assert!(!err(s).contains('\n'), "one line: {s}");
        }
    }

    /// Dark Discovery's two "name a card" decisions: every kind of agent
    /// answers each with one of the names offered, and the play resolves.
    #[test]
    fn every_agent_names_cards_for_dark_discovery() {
        use keysim_engine::scenario::Scenario;
        use keysim_engine::{DecisionKind, Player};
        use keysim_facts::House;
        for spec in [
            "random",
            "greedy",
            "ismcts:iterations=40",
            "pimc:iterations=40",
        ] {
            let mut agent = AgentSpec::parse(spec).unwrap().build(7);
            let mut t = Scenario::new(keysim_cards::pool(), House::Unfathomable)
                .hand(Player::A, &["Dark Discovery", "Krump"])
                .hand(Player::B, &["Troll"])
                .deck(Player::B, &["Punch", "Anger", "Troll"])
                .start();
            t.play("Dark Discovery");
            let mut names = 0;
            let mut list = ChoiceList::new();
            while let Some(d) = t.g.decision() {
                if !matches!(d.kind, DecisionKind::Target { .. }) {
                    break;
                }
                t.g.legal_choices(&mut list);
                let c = agent.choose(&t.g.seat(d.player), &list);
                assert!(list.contains(c), "{spec}: {c:?} is not offered");
                assert!(matches!(c, Choice::NameCard(_)), "{spec}: {c:?}");
                names += 1;
                t.apply(c);
            }
            assert_eq!(names, 2, "{spec}");
            assert_eq!(t.discard(Player::B), ["Troll", "Anger"], "{spec}");
        }
    }
}

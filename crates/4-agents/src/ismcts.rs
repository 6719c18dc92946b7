//! Single-observer Information Set Monte Carlo Tree Search (SO-ISMCTS;
//! Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
//! IEEE TCIAIG 2012).
//!
//! One tree per decision, rooted at the observer's information set. Each
//! iteration:
//!
//! 1. *determinize*: draw a complete game consistent with the observation
//!    ([`Observation::sample`]: the opponent's unseen cards and both deck
//!    orders shuffled). With `determinizations` = N > 0, N are drawn when
//!    the search starts and iteration k uses the (k mod N)-th, with a
//!    rollout seed of its own, so that the choices are compared on the
//!    same deals and the same rollout randomness (common random numbers);
//!    by default each iteration draws a fresh one;
//! 2. *select*: from the root, while every legal choice of the
//!    determinization has a child, pick among the children whose choice is
//!    legal here by UCB1 with availability counts,
//!    `mean + c * sqrt(ln(available) / visits)`, where `available` counts
//!    the iterations in which the child could have been chosen (not the
//!    parent's visits), and increment the availability of every legal child.
//!    The tree covers the decision's turn and the `tree_turns` turns after
//!    it (by default, all the turns the rollouts reach);
//! 3. *expand*: add one untried legal choice (at random) as a child. With a
//!    learned `prior` over step 3 choices ([`Prior`]), a main-phase node
//!    instead grows by *progressive widening*: visited n times, it has at
//!    most ⌈(n + 1)^widen⌉ children among the legal choices, added in the
//!    order of the prior's scores, and selects among those (so a node's
//!    first visits go to the choices the prior finds likely, and the
//!    others join as its visits grow);
//! 4. *roll out*: play on with a cheap default policy until `rollout_turns`
//!    turns after the decision's turn have ended (0: at the end of the
//!    current turn; 2, the default: at the end of the player's next turn),
//!    or `rollout_depth` decisions, or the end of the game. The policy is
//!    epsilon-greedy: with probability `rollout_greedy` (default 1) a
//!    one-step lookahead on the evaluation for step 3 choices and targets
//!    ([`eval::GreedyRollout::step_as_is`], which values the positions it
//!    compares as they are; with `rollout_turn_end` on, as if the turn
//!    ended there, as the greedy agent does: [`eval::GreedyRollout::step`],
//!    costlier), otherwise a rule-based choice with
//!    no lookahead ([`eval::rollout_choice`]). With probability
//!    `house_playouts`, a house is chosen as the greedy agent chooses it:
//!    by playing the turn out with each house and keeping the best
//!    ([`eval::play_turn_with_best_house`]); otherwise by counting what each
//!    house has to do. `rollout_eval` picks the score the lookahead
//!    compares: the hand-weighted advantage ([`eval::score`], default),
//!    the fitted model ([`eval::fitted_score`]) or a model file
//!    ([`Model::score`]);
//! 5. *evaluate* the position (`leaf`: [`eval::value`] by default, the
//!    fitted [`eval::win_probability`] or a model file's
//!    [`Model::win_probability`]; all in [0, 1]) and *back up*: each
//!    node on the path adds the value for the player who made the choice
//!    leading to it. Nodes belong to whoever decides at that point, so both
//!    players' choices appear in the tree, each maximising their own
//!    reward.
//!
//! Children are keyed by (choice, deciding player). Decisions with a single
//! legal choice are applied without making a node. Discarding a card that
//! could be played instead is not searched ([`eval::prune`]). After the budget
//! (iterations, or wall-clock milliseconds), the root child with the most
//! visits is chosen, ties broken by the agent's seeded generator.
//!
//! *Tree reuse* (`reuse`, on by default): when the agent's previous
//! searched decision was its own in the same turn, the next search starts
//! from the node of the choice it made then, keeping that subtree's
//! statistics (gathered on determinizations of the earlier observation),
//! instead of from an empty tree. A turn's decisions then build on one
//! another: the plan behind the house chosen is followed up rather than
//! searched again from scratch, and later decisions of the turn inherit
//! hundreds of iterations. Each new turn starts afresh, and so does a
//! search whose position cannot follow the last one (another turn or
//! player, or discard piles that did not just grow: another game).
//!
//! Nodes live in a `Vec` arena, cleared at each fresh start (capacity
//! kept); the iteration loop allocates nothing else.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::{Rng, RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::eval;
use super::greedy;
use super::model::Model;
use super::network::Network;
use super::prior::Prior;
use super::Agent;
use keysim_engine::{Choice, ChoiceList, DecisionKind, Game, Observation, Player, Seat};

/// How much search an ISMCTS decision gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed number of iterations (reproducible).
    Iterations(u32),
    /// Wall-clock milliseconds (not reproducible: depends on the machine).
    TimeMs(u64),
}

/// The parameters of [`IsmctsAgent`].
#[derive(Clone, Debug, PartialEq)]
pub struct IsmctsParams {
    pub budget: Budget,
    /// The UCB1 exploration constant (rewards are in [0, 1]).
    pub c: f64,
    /// Rollouts stop once this many turns after the decision's turn have
    /// ended (0: at the end of the current turn).
    pub rollout_turns: u16,
    /// The tree grows only through decisions of the decision's turn and this
    /// many turns after it; later decisions (up to the rollout horizon) are
    /// played by the rollout policy.
    pub tree_turns: u16,
    /// At most this many decisions per rollout.
    pub rollout_depth: u32,
    /// Probability of a one-step greedy rollout decision
    /// ([`eval::GreedyRollout::step`]) instead of the rule-based one.
    pub rollout_greedy: f64,
    /// Probability that a rollout chooses a house by playing out the turn
    /// with each ([`eval::play_turn_with_best_house`]) rather than by counting what
    /// each house has to do.
    pub house_playouts: f64,
    /// How many determinizations a search draws up front and cycles
    /// through (each with its own fixed rollout seed, so that choices are
    /// compared on the same deals: common random numbers); 0 draws a fresh
    /// one for every iteration.
    pub determinizations: u32,
    /// How a rollout's final position is valued.
    pub leaf: Leaf,
    /// How the greedy rollout policy scores the positions it compares.
    pub rollout_eval: Leaf,
    /// Whether the greedy rollout policy values a mid-turn position as if
    /// the turn ended there ([`eval::GreedyRollout::step`], as the greedy
    /// agent does) rather than as it is ([`eval::GreedyRollout::step_as_is`]).
    pub rollout_turn_end: bool,
    /// The kinds of decision the agent searches; it makes the others as
    /// the greedy agent does ([`greedy::best_choice`]).
    pub search: SearchKinds,
    /// Whether a search starts from the subtree of the choice the agent
    /// made at its previous decision, when that decision was its own,
    /// searched, in the same turn (tree reuse).
    pub reuse: bool,
    /// A learned prior over step 3 choices: with one, a main-phase node
    /// searches only its most likely choices, more of them as its visits
    /// grow (progressive widening, `widen`); without, every legal choice.
    pub prior: Option<Arc<Prior>>,
    /// A learned network whose policy orders step 3 choices as `prior`
    /// does (progressive widening, `widen`); `prior` wins if both are set.
    pub policy: Option<Arc<Network>>,
    /// With a `prior`: a main-phase node visited n times searches up to
    /// ⌈(n + 1)^widen⌉ of its legal choices, the prior's most likely first.
    pub widen: f64,
}

/// A set of [`DecisionKind`]s: the decisions an [`IsmctsAgent`] searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchKinds(u16);

impl SearchKinds {
    /// Every kind of decision.
    pub const ALL: SearchKinds = SearchKinds((1 << Self::NAMES.len()) - 1);
    /// The names of the kinds, in bit order, as a spec writes them.
    pub const NAMES: [&'static str; 10] = [
        "mulligan",
        "house",
        "archives",
        "main",
        "placement",
        "upgrade",
        "defender",
        "use",
        "target",
        "order",
    ];

    fn bit(kind: DecisionKind) -> u16 {
        1 << match kind {
            DecisionKind::Mulligan => 0,
            DecisionKind::House => 1,
            DecisionKind::Archives => 2,
            DecisionKind::Main => 3,
            DecisionKind::Placement { .. } => 4,
            DecisionKind::UpgradeHost { .. } => 5,
            DecisionKind::Defender { .. } => 6,
            DecisionKind::Use { .. } => 7,
            DecisionKind::Target { .. } => 8,
            DecisionKind::TriggerOrder => 9,
        }
    }

    /// Whether decisions of `kind` are in the set.
    pub fn contains(self, kind: DecisionKind) -> bool {
        self.0 & Self::bit(kind) != 0
    }

    /// Parses `all`, or kind names from [`SearchKinds::NAMES`] joined by
    /// `+` (`house+main`); `None` for anything else.
    pub fn parse(s: &str) -> Option<SearchKinds> {
        let s = s.trim().to_ascii_lowercase();
        if s == "all" {
            return Some(Self::ALL);
        }
        let mut bits = 0;
        for name in s.split('+') {
            let i = Self::NAMES.iter().position(|&n| n == name.trim())?;
            bits |= 1 << i;
        }
        Some(SearchKinds(bits))
    }
}

impl std::fmt::Display for SearchKinds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if *self == Self::ALL {
            return f.write_str("all");
        }
        let mut first = true;
        for (i, name) in Self::NAMES.iter().enumerate() {
            if self.0 & (1 << i) != 0 {
                if !first {
                    f.write_str("+")?;
                }
                f.write_str(name)?;
                first = false;
            }
        }
        Ok(())
    }
}

/// An evaluation of positions: how ISMCTS values the position a rollout
/// stops at (`leaf`), and how greedy choices compare positions
/// (`rollout_eval`, greedy's `eval`).
#[derive(Clone, Debug, PartialEq)]
pub enum Leaf {
    /// [`eval::win_probability`]: a logistic model fitted to game outcomes.
    Fitted,
    /// [`eval::value`]: the hand-weighted advantage, squashed.
    Advantage,
    /// A logistic model read from a file (`model:FILE`), shared read-only
    /// by every agent of the spec.
    Model(Arc<Model>),
    /// The value of a learned network (`net:FILE`, [`Network`]), shared
    /// read-only by every agent of the spec.
    Net(Arc<Network>),
}

impl Leaf {
    /// The score of `g` for `me`, higher is better, for one-decision
    /// lookahead: [`eval::score`], [`eval::fitted_score`] or
    /// [`Model::score`].
    pub fn score(&self, g: &Game, me: Player) -> f64 {
        match self {
            Leaf::Fitted => eval::fitted_score(g, me),
            Leaf::Advantage => eval::score(g, me),
            Leaf::Model(m) => m.score(g, me),
            Leaf::Net(n) => n.score(g, me),
        }
    }

    /// The value of `g` for `p` in [0, 1]: [`eval::value`],
    /// [`eval::win_probability`] or [`Model::win_probability`].
    pub fn value(&self, g: &Game, p: Player) -> f64 {
        match self {
            Leaf::Fitted => eval::win_probability(g, p),
            Leaf::Advantage => eval::value(g, p),
            Leaf::Model(m) => m.win_probability(g, p),
            Leaf::Net(n) => n.win_probability(g, p),
        }
    }
}

impl IsmctsParams {
    /// The default budget, in iterations: with the default two-turn
    /// rollouts, about 50 ms per decision on this project's machine.
    pub const DEFAULT_ITERATIONS: u32 = 500;
    /// The default exploration constant. Rewards of different choices
    /// differ by a few hundredths (one Æmber ≈ 0.04), so it is small.
    pub const DEFAULT_C: f64 = 0.1;
    /// The default rollout horizon, in turns: to the end of the player's
    /// next turn, so that a choice is judged after the opponent's reply
    /// (played by the greedy rollout policy). Against greedy this measured
    /// clearly stronger than rollouts to the end of the current turn, even
    /// at half the iterations (`results/strength-2026-11-22.txt`).
    pub const DEFAULT_ROLLOUT_TURNS: u16 = 2;
    /// The default tree horizon, in turns after the decision's turn.
    pub const DEFAULT_TREE_TURNS: u16 = 2;
    /// The default rollout depth, in decisions.
    pub const DEFAULT_ROLLOUT_DEPTH: u32 = 200;
    /// The default probability of a greedy rollout decision.
    pub const DEFAULT_ROLLOUT_GREEDY: f64 = 1.0;
    /// The default probability of a house chosen by playouts in rollouts.
    pub const DEFAULT_HOUSE_PLAYOUTS: f64 = 0.0;
    /// By default the rollout policy scores positions as they are: 0.93
    /// times the instructions per search of valuing them at the turn's end
    /// as greedy does (`rollout_turn_end=1`), and as strong in 200 paired
    /// games against it, +7 Elo [−44, +59]
    /// (`results/ismcts-default-2026-12-07.md`).
    pub const DEFAULT_ROLLOUT_TURN_END: bool = false;
    /// The default exponent of progressive widening with a prior.
    pub const DEFAULT_WIDEN: f64 = 0.5;
}

impl Default for IsmctsParams {
    fn default() -> Self {
        IsmctsParams {
            budget: Budget::Iterations(Self::DEFAULT_ITERATIONS),
            c: Self::DEFAULT_C,
            rollout_turns: Self::DEFAULT_ROLLOUT_TURNS,
            tree_turns: Self::DEFAULT_TREE_TURNS,
            rollout_depth: Self::DEFAULT_ROLLOUT_DEPTH,
            rollout_greedy: Self::DEFAULT_ROLLOUT_GREEDY,
            house_playouts: Self::DEFAULT_HOUSE_PLAYOUTS,
            determinizations: 0,
            leaf: Leaf::Advantage,
            rollout_eval: Leaf::Advantage,
            rollout_turn_end: Self::DEFAULT_ROLLOUT_TURN_END,
            search: SearchKinds::ALL,
            reuse: true,
            prior: None,
            policy: None,
            widen: Self::DEFAULT_WIDEN,
        }
    }
}

/// Counters of the searches an agent ran, for benchmarks.
#[derive(Clone, Copy, Debug, Default)]
pub struct SearchStats {
    /// Decisions searched (decisions with one legal choice are not).
    pub searches: u64,
    /// Iterations, over all searches.
    pub iterations: u64,
    /// Time spent searching.
    pub time: Duration,
    /// Iterations inherited from earlier searches of the same turn (the
    /// visits of the subtrees reused as roots).
    pub reused: u64,
}

const NONE: u32 = u32::MAX;

/// A tree node: the choice leading to it and its statistics.
#[derive(Clone, Copy, Debug)]
struct Node {
    choice: Choice,
    /// Who made `choice` (the rewards are from their point of view).
    player: Player,
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// Iterations in which this node's choice was legal when its parent was
    /// reached during selection.
    available: u32,
    /// Sum of rewards for `player`.
    reward: f64,
}

/// The ISMCTS agent (see the module documentation).
pub struct IsmctsAgent {
    rng: Xoshiro256PlusPlus,
    params: IsmctsParams,
    nodes: Vec<Node>,
    /// The determinizations of the current search, with their rollout
    /// seeds (when `determinizations` > 0).
    pool: Vec<(Game, u64)>,
    /// The legal choices of the current decision, and the ones searched.
    all: ChoiceList,
    list: ChoiceList,
    /// The rollout policy (with its scratch positions).
    policy: eval::GreedyRollout,
    stats: SearchStats,
    /// The node the current search starts from.
    root: u32,
    /// Where the next search may start: the node of the choice made at the
    /// last searched decision (see [`Resume`]).
    resume: Option<Resume>,
}

/// The node of the choice an [`IsmctsAgent`] made at its last searched
/// decision, and what must still hold for its next decision to continue
/// from there: the same turn of the same player, with both discard piles
/// grown only on top (a guard against an agent handed positions of
/// another game).
#[derive(Clone, Copy, Debug)]
struct Resume {
    node: u32,
    turn: u16,
    player: Player,
    discards: [(usize, u64); 2],
}

/// The length of each player's discard pile and a hash of its first
/// `lens[p]` cards (all of them when `lens` is `None`).
fn discard_marks(g: &Game, lens: Option<[(usize, u64); 2]>) -> Option<[(usize, u64); 2]> {
    let mut out = [(0, 0); 2];
    for p in [Player::A, Player::B] {
        let pile = g.player(p).discard.as_slice();
        let n = lens.map_or(pile.len(), |l| l[p.index()].0);
        let part = pile.get(..n)?;
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        for c in part {
            h = (h ^ c.0 as u64).wrapping_mul(0x100_0000_01b3);
        }
        out[p.index()] = (n, h);
    }
    Some(out)
}

impl IsmctsAgent {
    /// An agent with the given parameters, seeded by `seed`.
    pub fn new(seed: u64, params: IsmctsParams) -> IsmctsAgent {
        IsmctsAgent {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            params,
            nodes: Vec::new(),
            pool: Vec::new(),
            all: ChoiceList::new(),
            list: ChoiceList::new(),
            policy: eval::GreedyRollout::new(),
            stats: SearchStats::default(),
            root: 0,
            resume: None,
        }
    }

    /// A decision the agent does not search, made as the greedy agent
    /// makes it.
    fn choose_greedily(
        &mut self,
        obs: &Observation,
        kind: DecisionKind,
        choices: &[Choice],
    ) -> Choice {
        let me = obs.observer();
        if kind == DecisionKind::Mulligan {
            return if eval::keep_hand(obs.game(), me) {
                Choice::Keep
            } else {
                Choice::Mulligan
            };
        }
        let base = obs.sample(&mut self.rng);
        greedy::best_choice(&base, choices, me, greedy::SUB_DEPTH, true, &mut self.rng)
    }

    /// What the agent's searches have cost so far.
    pub fn stats(&self) -> SearchStats {
        self.stats
    }

    /// The visits of `me`'s choices at the root of the last search (what
    /// search distillation learns from), into `out`.
    pub fn root_visits(&self, me: Player, out: &mut Vec<(Choice, u32)>) {
        out.clear();
        if self.nodes.is_empty() {
            return;
        }
        let mut i = self.nodes[self.root as usize].first_child;
        while i != NONE {
            let n = &self.nodes[i as usize];
            if n.player == me {
                out.push((n.choice, n.visits));
            }
            i = n.next_sibling;
        }
    }

    fn child(&self, parent: u32, c: Choice, p: Player) -> Option<u32> {
        let mut i = self.nodes[parent as usize].first_child;
        while i != NONE {
            let n = &self.nodes[i as usize];
            if n.choice == c && n.player == p {
                return Some(i);
            }
            i = n.next_sibling;
        }
        None
    }

    fn add_child(&mut self, parent: u32, c: Choice, p: Player) -> u32 {
        let id = self.nodes.len() as u32;
        let first = self.nodes[parent as usize].first_child;
        self.nodes.push(Node {
            choice: c,
            player: p,
            parent,
            first_child: NONE,
            next_sibling: first,
            visits: 0,
            available: 1,
            reward: 0.0,
        });
        self.nodes[parent as usize].first_child = id;
        id
    }

    /// An untried choice of `self.list` at `node`, picked at random.
    fn untried_at_random(&mut self, node: u32, p: Player) -> Option<Choice> {
        let mut untried = None;
        let mut n_untried = 0u32;
        for i in 0..self.list.len() {
            let c = self.list[i];
            if self.child(node, c, p).is_none() {
                n_untried += 1;
                if self.rng.gen_range(0..n_untried) == 0 {
                    untried = Some(c);
                }
            }
        }
        untried
    }

    /// Progressive widening: the untried choice of `self.list` at `node`
    /// (a main-phase decision of `p` at `g`) that `prior` finds most likely
    /// (ties at random), if the node has fewer children among these choices
    /// than ⌈(visits + 1)^widen⌉; `None` otherwise (select among the
    /// children).
    fn widened(
        &mut self,
        node: u32,
        g: &Game,
        p: Player,
        score: impl Fn(&Game, Player, Choice) -> f64,
    ) -> Option<Choice> {
        let visits = self.nodes[node as usize].visits as f64;
        let allowed = ((visits + 1.0).powf(self.params.widen).ceil() as usize).max(1);
        let mut expanded = 0;
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        for i in 0..self.list.len() {
            let c = self.list[i];
            if self.child(node, c, p).is_some() {
                expanded += 1;
                continue;
            }
            let score = score(g, p, c) + self.rng.gen::<f64>() * 1e-9;
            if score > best_score {
                best_score = score;
                best = Some(c);
            }
        }
        if expanded >= allowed {
            None
        } else {
            best
        }
    }

    /// One iteration: determinize, select, expand, roll out, back up.
    fn iterate(&mut self, obs: &Observation, k: u64, tree_turn: u16, horizon_turn: u16) {
        let (mut g, seed) = if self.pool.is_empty() {
            (obs.sample(&mut self.rng), self.rng.next_u64())
        } else {
            self.pool[(k % self.pool.len() as u64) as usize]
        };
        let mut rollout_rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut node = self.root;
        // Selection and expansion.
        while let Some(d) = g.decision() {
            if g.turn() >= tree_turn.min(horizon_turn) {
                break;
            }
            g.legal_choices(&mut self.all);
            if self.all.len() == 1 {
                g.apply_unchecked(self.all[0]);
                continue;
            }
            eval::prune(&self.all, &mut self.list);
            let untried = match (&self.params.prior, &self.params.policy) {
                (Some(prior), _) if d.kind == DecisionKind::Main => {
                    let prior = prior.clone();
                    self.widened(node, &g, d.player, |g, p, c| prior.score(g, p, c))
                }
                (None, Some(net)) if d.kind == DecisionKind::Main => {
                    let net = net.clone();
                    let ctx = net.context(&g, d.player);
                    self.widened(node, &g, d.player, |g, p, c| {
                        net.score_choice(&ctx, g, p, c)
                    })
                }
                _ => self.untried_at_random(node, d.player),
            };
            if let Some(c) = untried {
                node = self.add_child(node, c, d.player);
                g.apply_unchecked(c);
                break;
            }
            // Every legal choice has a child: UCB1 with availability.
            let mut best = NONE;
            let mut best_ucb = f64::NEG_INFINITY;
            let mut i = self.nodes[node as usize].first_child;
            while i != NONE {
                let n = self.nodes[i as usize];
                if n.player == d.player && self.list.contains(n.choice) {
                    let n = &mut self.nodes[i as usize];
                    n.available += 1;
                    let visits = n.visits.max(1) as f64;
                    let ucb = n.reward / visits
                        + self.params.c * ((n.available as f64).ln() / visits).sqrt();
                    if ucb > best_ucb {
                        best_ucb = ucb;
                        best = i;
                    }
                }
                i = self.nodes[i as usize].next_sibling;
            }
            debug_assert!(best != NONE);
            node = best;
            g.apply_unchecked(self.nodes[best as usize].choice);
        }
        let value_a = roll_out(
            &g,
            &self.params,
            horizon_turn,
            &mut self.policy,
            &mut self.list,
            &mut rollout_rng,
        );
        // Back up.
        loop {
            let n = &mut self.nodes[node as usize];
            n.visits += 1;
            n.reward += if n.player == Player::A {
                value_a
            } else {
                1.0 - value_a
            };
            if node == self.root {
                break;
            }
            node = n.parent;
        }
    }
}

/// Rolls a copy of `g` out with the rollout policy of `params` (see the
/// module documentation, step 4) until `horizon_turn` begins,
/// `params.rollout_depth` decisions were made or the game is over, and
/// values the position it stops at for player A (`params.leaf`, step 5).
/// `policy` (which holds the copy played on) and `list` are scratch space.
/// Shared with [`super::pimc`], whose rollouts are these.
pub(crate) fn roll_out(
    g: &Game,
    params: &IsmctsParams,
    horizon_turn: u16,
    policy: &mut eval::GreedyRollout,
    list: &mut ChoiceList,
    rng: &mut Xoshiro256PlusPlus,
) -> f64 {
    // The built-in evaluations are passed as functions, so that the
    // default rollouts call them directly.
    match &params.rollout_eval {
        Leaf::Advantage => roll_out_by(g, params, horizon_turn, policy, list, rng, eval::score),
        Leaf::Fitted => roll_out_by(
            g,
            params,
            horizon_turn,
            policy,
            list,
            rng,
            eval::fitted_score,
        ),
        Leaf::Model(m) => roll_out_by(g, params, horizon_turn, policy, list, rng, |g: &Game, p| {
            m.score(g, p)
        }),
        Leaf::Net(n) => roll_out_by(g, params, horizon_turn, policy, list, rng, |g: &Game, p| {
            n.score(g, p)
        }),
    }
}

/// [`roll_out`] with the rollout policy's lookahead comparing positions by
/// `scorer`.
fn roll_out_by(
    g: &Game,
    params: &IsmctsParams,
    horizon_turn: u16,
    policy: &mut eval::GreedyRollout,
    list: &mut ChoiceList,
    rng: &mut Xoshiro256PlusPlus,
    scorer: impl Fn(&Game, Player) -> f64 + Copy,
) -> f64 {
    let mut steps = 0;
    // The policy plays on its own copy: the position its best choice led
    // to becomes the one played from, without a copy back.
    policy.start(g);
    loop {
        let g = policy.position();
        if g.is_over() || g.turn() >= horizon_turn || steps >= params.rollout_depth {
            break;
        }
        g.legal_choices(list);
        if list.len() == 1 {
            policy.forget();
            policy.position_mut().apply_unchecked(list[0]);
            continue;
        }
        steps += 1;
        let house = g.decision().is_some_and(|d| d.kind == DecisionKind::House);
        if house && params.house_playouts > 0.0 && rng.gen_bool(params.house_playouts) {
            policy.forget();
            eval::play_turn_with_best_house(policy.position_mut(), list, scorer, rng);
            continue;
        }
        if params.rollout_greedy > 0.0 && rng.gen_bool(params.rollout_greedy) {
            if params.rollout_turn_end {
                policy.step_own(list, scorer, rng);
            } else {
                policy.step_own_as_is(list, scorer, rng);
            }
        } else {
            policy.forget();
            let g = policy.position_mut();
            let c = eval::rollout_choice(g, list, scorer, rng);
            g.apply_unchecked(c);
        }
    }
    params.leaf.value(policy.position(), Player::A)
}

impl Agent for IsmctsAgent {
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice {
        if choices.len() == 1 {
            return choices[0];
        }
        let obs = &seat.observe();
        if let Some(d) = obs.decision() {
            if !self.params.search.contains(d.kind) {
                self.resume = None;
                return self.choose_greedily(obs, d.kind, choices);
            }
        }
        let start = Instant::now();
        let turn = obs.game().turn();
        let me = obs.observer();
        let resume = self.resume.take().filter(|r| {
            self.params.reuse
                && r.turn == turn
                && r.player == me
                && discard_marks(obs.game(), Some(r.discards)) == Some(r.discards)
        });
        match resume {
            Some(r) => {
                self.root = r.node;
                self.stats.reused += self.nodes[r.node as usize].visits as u64;
            }
            _ => {
                self.nodes.clear();
                self.nodes.push(Node {
                    choice: Choice::Pass,
                    player: me,
                    parent: NONE,
                    first_child: NONE,
                    next_sibling: NONE,
                    visits: 0,
                    available: 0,
                    reward: 0.0,
                });
                self.root = 0;
            }
        }
        let horizon_turn = turn
            .saturating_add(self.params.rollout_turns)
            .saturating_add(1);
        let tree_turn = turn
            .saturating_add(self.params.tree_turns)
            .saturating_add(1);
        self.pool.clear();
        for _ in 0..self.params.determinizations {
            let g = obs.sample(&mut self.rng);
            self.pool.push((g, self.rng.next_u64()));
        }
        let mut iterations = 0u64;
        match self.params.budget {
            Budget::Iterations(n) => {
                for k in 0..n as u64 {
                    self.iterate(obs, k, tree_turn, horizon_turn);
                }
                iterations = n as u64;
            }
            Budget::TimeMs(ms) => {
                let limit = Duration::from_millis(ms);
                loop {
                    self.iterate(obs, iterations, tree_turn, horizon_turn);
                    iterations += 1;
                    if start.elapsed() >= limit {
                        break;
                    }
                }
            }
        }
        // The most visited root child that is among the given choices.
        let mut best = None;
        let mut best_visits = 0;
        let mut ties = 0u32;
        let mut i = self.nodes[self.root as usize].first_child;
        while i != NONE {
            let n = self.nodes[i as usize];
            if n.player == me && choices.contains(&n.choice) {
                if best.is_none() || n.visits > best_visits {
                    best = Some(i);
                    best_visits = n.visits;
                    ties = 1;
                } else if n.visits == best_visits {
                    ties += 1;
                    if self.rng.gen_range(0..ties) == 0 {
                        best = Some(i);
                    }
                }
            }
            i = n.next_sibling;
        }
        self.stats.searches += 1;
        self.stats.iterations += iterations;
        self.stats.time += start.elapsed();
        match best {
            Some(i) => {
                if let Some(discards) = discard_marks(obs.game(), None) {
                    self.resume = Some(Resume {
                        node: i,
                        turn,
                        player: me,
                        discards,
                    });
                }
                self.nodes[i as usize].choice
            }
            None => choices[self.rng.gen_range(0..choices.len())],
        }
    }
}

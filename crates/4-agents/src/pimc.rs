//! Perfect-information Monte Carlo (PIMC, determinized UCT) and its
//! cheating twin: the baselines that give ISMCTS's numbers a scale.
//!
//! *pimc* (the classic baseline that ISMCTS was proposed against: Cowling,
//! Powley & Whitehouse 2012, after Ginsberg's GIB for bridge): at each
//! decision, draw `worlds` complete games consistent with the observation
//! ([`Observation::sample`]), search each one as a game of perfect
//! information with plain UCT (`iterations` split evenly among the worlds),
//! add up the visits of each root choice over the worlds, and play the most
//! visited. Each world's search believes it knows the hidden cards, so
//! PIMC suffers from *strategy fusion* (it assumes it can play differently
//! in worlds it cannot tell apart) and never values keeping information
//! hidden or finding it out; ISMCTS searches one tree over the information
//! set instead.
//!
//! *cheat*: the same search, one world, on the **true** game: the
//! opponent's hand, archives and deck and both deck orders in full view. An
//! upper bound, not a player: the gap between it and ISMCTS is the price of
//! hidden information. It is the one agent that sees what its player may
//! not: it implements [`Cheater`], whose method is handed the real game by
//! [`super::play_game`], the one path that holds it. Through a [`Seat`]
//! (any other path) it can only search one determinization of the
//! observation, like pimc with one world.
//!
//! Both use ISMCTS's tree horizon, rollout policy and leaf evaluation
//! (`ismcts::roll_out`, with the parameters of an [`IsmctsParams`]);
//! UCT's tree here is a plain game tree (each node one position of the
//! world), selected by UCB1 with the parent's visits.

use rand::{Rng, RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::eval;
use super::ismcts::{roll_out, Budget, IsmctsParams};
use super::Agent;
use keysim_engine::{Choice, ChoiceList, Game, Observation, Player, Seat};

/// The parameters of [`PimcAgent`] and [`CheatAgent`].
#[derive(Clone, Debug, PartialEq)]
pub struct PimcParams {
    /// Iterations per decision, over all worlds.
    pub iterations: u32,
    /// Worlds (determinizations) per decision; the cheat searches only the
    /// true one.
    pub worlds: u32,
    /// The UCB1 exploration constant (rewards are in [0, 1]).
    pub c: f64,
    /// Rollouts stop once this many turns after the decision's turn have
    /// ended (as ISMCTS's `rollout_turns`).
    pub rollout_turns: u16,
    /// The tree grows through the decision's turn and this many after it.
    pub tree_turns: u16,
    /// At most this many decisions per rollout.
    pub rollout_depth: u32,
    /// Probability of a one-step greedy rollout decision.
    pub rollout_greedy: f64,
}

impl PimcParams {
    /// The default number of worlds per decision.
    pub const DEFAULT_WORLDS: u32 = 10;
}

impl Default for PimcParams {
    /// ISMCTS's defaults (iterations, exploration, horizons, rollouts) and
    /// [`PimcParams::DEFAULT_WORLDS`] worlds.
    fn default() -> Self {
        let d = IsmctsParams::default();
        PimcParams {
            iterations: IsmctsParams::DEFAULT_ITERATIONS,
            worlds: Self::DEFAULT_WORLDS,
            c: d.c,
            rollout_turns: d.rollout_turns,
            tree_turns: d.tree_turns,
            rollout_depth: d.rollout_depth,
            rollout_greedy: d.rollout_greedy,
        }
    }
}

impl PimcParams {
    /// The ISMCTS parameters whose rollouts and leaf evaluation PIMC uses.
    fn rollouts(&self) -> IsmctsParams {
        IsmctsParams {
            budget: Budget::Iterations(self.iterations),
            c: self.c,
            rollout_turns: self.rollout_turns,
            tree_turns: self.tree_turns,
            rollout_depth: self.rollout_depth,
            rollout_greedy: self.rollout_greedy,
            ..IsmctsParams::default()
        }
    }
}

const NONE: u32 = u32::MAX;

/// A node of one world's game tree.
#[derive(Clone, Copy, Debug)]
struct Node {
    choice: Choice,
    /// Who made `choice` (the rewards are from their point of view).
    player: Player,
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    /// Whether every legal choice here has a child.
    expanded: bool,
    visits: u32,
    /// Sum of rewards for `player`.
    reward: f64,
}

/// Plain UCT on games of perfect information, with ISMCTS's rollouts; the
/// search of both [`PimcAgent`] and [`CheatAgent`].
struct Uct {
    rng: Xoshiro256PlusPlus,
    params: PimcParams,
    rollout: IsmctsParams,
    nodes: Vec<Node>,
    list: ChoiceList,
    all: ChoiceList,
    policy: eval::GreedyRollout,
    /// Root visits of each choice, summed over the worlds of a decision.
    totals: Vec<(Choice, u64)>,
}

impl Uct {
    fn new(seed: u64, params: PimcParams) -> Uct {
        Uct {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            rollout: params.rollouts(),
            params,
            nodes: Vec::new(),
            list: ChoiceList::new(),
            all: ChoiceList::new(),
            policy: eval::GreedyRollout::new(),
            totals: Vec::new(),
        }
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
            expanded: false,
            visits: 0,
            reward: 0.0,
        });
        self.nodes[parent as usize].first_child = id;
        id
    }

    /// Searches `world` with `iterations` iterations of UCT and adds the
    /// visits of its root choices to `totals`.
    fn search_world(&mut self, world: &Game, iterations: u32, me: Player) {
        self.nodes.clear();
        self.nodes.push(Node {
            choice: Choice::Pass,
            player: me,
            parent: NONE,
            first_child: NONE,
            next_sibling: NONE,
            expanded: false,
            visits: 0,
            reward: 0.0,
        });
        let turn = world.turn();
        let horizon_turn = turn
            .saturating_add(self.params.rollout_turns)
            .saturating_add(1);
        let tree_turn = turn
            .saturating_add(self.params.tree_turns)
            .saturating_add(1)
            .min(horizon_turn);
        for _ in 0..iterations {
            self.iterate(world, tree_turn, horizon_turn);
        }
        let mut i = self.nodes[0].first_child;
        while i != NONE {
            let n = self.nodes[i as usize];
            match self.totals.iter_mut().find(|(c, _)| *c == n.choice) {
                Some(t) => t.1 += n.visits as u64,
                None => self.totals.push((n.choice, n.visits as u64)),
            }
            i = n.next_sibling;
        }
    }

    /// One iteration: select, expand, roll out, back up.
    fn iterate(&mut self, world: &Game, tree_turn: u16, horizon_turn: u16) {
        let mut g = *world;
        let mut node = 0u32;
        while let Some(d) = g.decision() {
            if g.turn() >= tree_turn {
                break;
            }
            g.legal_choices(&mut self.all);
            if self.all.len() == 1 {
                g.apply_unchecked(self.all[0]);
                continue;
            }
            if !self.nodes[node as usize].expanded {
                // Expand: one untried choice, at random.
                eval::prune(&self.all, &mut self.list);
                let mut untried = None;
                let mut n_untried = 0u32;
                for i in 0..self.list.len() {
                    let c = self.list[i];
                    if !self.has_child(node, c) {
                        n_untried += 1;
                        if self.rng.gen_range(0..n_untried) == 0 {
                            untried = Some(c);
                        }
                    }
                }
                match untried {
                    Some(c) => {
                        node = self.add_child(node, c, d.player);
                        g.apply_unchecked(c);
                        break;
                    }
                    None => self.nodes[node as usize].expanded = true,
                }
            }
            // Select by UCB1 with the parent's visits.
            let ln_parent = (self.nodes[node as usize].visits.max(1) as f64).ln();
            let mut best = NONE;
            let mut best_ucb = f64::NEG_INFINITY;
            let mut i = self.nodes[node as usize].first_child;
            while i != NONE {
                let n = &self.nodes[i as usize];
                let visits = n.visits.max(1) as f64;
                let ucb = n.reward / visits + self.params.c * (ln_parent / visits).sqrt();
                if ucb > best_ucb {
                    best_ucb = ucb;
                    best = i;
                }
                i = n.next_sibling;
            }
            node = best;
            g.apply_unchecked(self.nodes[best as usize].choice);
        }
        let seed = self.rng.next_u64();
        let mut rollout_rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let value_a = roll_out(
            &g,
            &self.rollout,
            horizon_turn,
            &mut self.policy,
            &mut self.list,
            &mut rollout_rng,
        );
        loop {
            let n = &mut self.nodes[node as usize];
            n.visits += 1;
            n.reward += if n.player == Player::A {
                value_a
            } else {
                1.0 - value_a
            };
            if node == 0 {
                break;
            }
            node = n.parent;
        }
    }

    fn has_child(&self, parent: u32, c: Choice) -> bool {
        let mut i = self.nodes[parent as usize].first_child;
        while i != NONE {
            if self.nodes[i as usize].choice == c {
                return true;
            }
            i = self.nodes[i as usize].next_sibling;
        }
        false
    }

    /// Searches each of `worlds` with its share of the iterations and
    /// returns the most visited of `choices` over all of them (ties at
    /// random).
    fn choose(&mut self, worlds: &[Game], me: Player, choices: &[Choice]) -> Choice {
        self.totals.clear();
        let n = worlds.len() as u32;
        for (k, w) in worlds.iter().enumerate() {
            let share =
                self.params.iterations / n + u32::from((k as u32) < self.params.iterations % n);
            self.search_world(w, share.max(1), me);
        }
        let mut best = None;
        let mut best_visits = 0;
        let mut ties = 0u32;
        for &(c, v) in &self.totals {
            if !choices.contains(&c) {
                continue;
            }
            if best.is_none() || v > best_visits {
                best = Some(c);
                best_visits = v;
                ties = 1;
            } else if v == best_visits {
                ties += 1;
                if self.rng.gen_range(0..ties) == 0 {
                    best = Some(c);
                }
            }
        }
        best.unwrap_or_else(|| choices[self.rng.gen_range(0..choices.len())])
    }

    fn sample_worlds(&mut self, obs: &Observation, n: u32) -> Vec<Game> {
        (0..n.max(1)).map(|_| obs.sample(&mut self.rng)).collect()
    }
}

/// The PIMC agent (determinized UCT; see the module documentation).
pub struct PimcAgent {
    uct: Uct,
}

impl PimcAgent {
    /// An agent with the given parameters, seeded by `seed`.
    pub fn new(seed: u64, params: PimcParams) -> PimcAgent {
        PimcAgent {
            uct: Uct::new(seed, params),
        }
    }
}

impl Agent for PimcAgent {
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice {
        if choices.len() == 1 {
            return choices[0];
        }
        let obs = seat.observe();
        let worlds = self.uct.sample_worlds(&obs, self.uct.params.worlds);
        self.uct.choose(&worlds, obs.observer(), choices)
    }
}

/// An agent that is handed the true game, hidden cards and all: the one
/// exception to "no peeking", for the `cheat` upper bound only.
/// [`super::play_game`] (and the game log's player) hand it the real game
/// instead of a [`Seat`] when [`Agent::as_cheater`] returns it.
pub trait Cheater {
    /// Chooses one of `choices` at the true `game`, for the player deciding.
    fn choose_seeing_all(&mut self, game: &Game, choices: &[Choice]) -> Choice;
}

/// The cheating agent: PIMC's search on the true game (see the module
/// documentation).
pub struct CheatAgent {
    uct: Uct,
}

impl CheatAgent {
    /// An agent with the given parameters (`worlds` is not used: there is
    /// one, the true game), seeded by `seed`.
    pub fn new(seed: u64, params: PimcParams) -> CheatAgent {
        CheatAgent {
            uct: Uct::new(seed, params),
        }
    }
}

impl Cheater for CheatAgent {
    fn choose_seeing_all(&mut self, game: &Game, choices: &[Choice]) -> Choice {
        if choices.len() == 1 {
            return choices[0];
        }
        let Some(d) = game.decision() else {
            return choices[0];
        };
        // The game's own generator would replay the true future (draws
        // after a reshuffle); the search may see the cards, not the dice.
        let mut world = *game;
        world.reseed(self.uct.rng.next_u64());
        self.uct.choose(&[world], d.player, choices)
    }
}

impl Agent for CheatAgent {
    /// Without the true game (a caller with only a seat), one
    /// determinization of the observation: pimc with one world.
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice {
        if choices.len() == 1 {
            return choices[0];
        }
        let obs = seat.observe();
        let worlds = self.uct.sample_worlds(&obs, 1);
        self.uct.choose(&worlds, obs.observer(), choices)
    }

    fn as_cheater(&mut self) -> Option<&mut dyn Cheater> {
        Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::AgentSpec;
    use keysim_decks as deck;
    use keysim_engine::GameSetup;

    /// Paired mirror games on Radiant Argus the Supreme, `spec` against
    /// random: each deal is played twice, `spec` sitting first as A, then
    /// as B. Returns how many games ended with a winner and how many
    /// `spec` won. Every choice is checked legal by `play_game`.
    fn mirror_against_random(spec: &str, games: u64) -> (u64, u64) {
        let d = deck::resolve("radiant").unwrap();
        let spec = AgentSpec::parse(spec).unwrap();
        let (mut decided, mut wins) = (0, 0);
        for game in 0..games {
            let setup = GameSetup::new(d.clone(), d.clone(), 15 + game / 2);
            let seat = if game % 2 == 0 { Player::A } else { Player::B };
            let mut searcher = spec.build(game);
            let mut random = AgentSpec::Random.build(game);
            let agents: [&mut dyn Agent; 2] = match seat {
                Player::A => [searcher.as_mut(), random.as_mut()],
                Player::B => [random.as_mut(), searcher.as_mut()],
            };
            let g = crate::play_game(&setup, agents);
            decided += u64::from(g.winner().is_some());
            wins += u64::from(g.winner() == Some(seat));
        }
        (decided, wins)
    }

    #[test]
    fn pimc_plays_whole_games_and_beats_random() {
        let (decided, wins) = mirror_against_random("pimc:iterations=40,worlds=4", 4);
        assert_eq!(decided, 4);
        assert!(wins >= 3, "{wins} of 4");
    }

    #[test]
    fn cheat_plays_whole_games_and_beats_random() {
        let (decided, wins) = mirror_against_random("cheat:iterations=40", 4);
        assert_eq!(decided, 4);
        assert!(wins >= 3, "{wins} of 4");
    }

    #[test]
    fn only_the_cheat_is_handed_the_true_game() {
        for spec in ["random", "greedy", "ismcts", "pimc"] {
            let mut a = AgentSpec::parse(spec).unwrap().build(1);
            assert!(a.as_cheater().is_none(), "{spec}");
        }
        let mut cheat = AgentSpec::parse("cheat").unwrap().build(1);
        assert!(cheat.as_cheater().is_some());
    }

    /// Two games that differ only in what player A cannot see: pimc's
    /// search (through a seat) is the same in both, the cheat's is not.
    #[test]
    fn the_cheat_searches_the_true_game_and_pimc_does_not() {
        let d = deck::resolve("radiant").unwrap();
        let setup = keysim_engine::GameSetup {
            decks: [d.clone(), d],
            chains: [0, 0],
            seed: 4,
            first_player: Some(Player::A),
            turn_cap: 200,
        };
        let mut g = Game::new(&setup, keysim_cards::pool()).unwrap();
        let mut greedy = [
            AgentSpec::parse("greedy").unwrap().build(1),
            AgentSpec::parse("greedy").unwrap().build(2),
        ];
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(8);
        let mut list = ChoiceList::new();
        let params = PimcParams {
            iterations: 24,
            worlds: 2,
            ..PimcParams::default()
        };
        let (mut compared, mut cheat_differs) = (0, 0);
        while let Some(dec) = g.decision() {
            g.legal_choices(&mut list);
            if dec.player == Player::A && list.len() > 1 {
                let other = g.observe(Player::A).sample(&mut rng);
                let search = |world: &Game, cheat: bool| {
                    let mut uct = Uct::new(5, params.clone());
                    if cheat {
                        let mut w = *world;
                        w.reseed(1);
                        uct.choose(&[w], Player::A, &list);
                    } else {
                        let worlds = uct.sample_worlds(&world.observe(Player::A), 2);
                        uct.choose(&worlds, Player::A, &list);
                    }
                    uct.totals
                };
                assert_eq!(search(&g, false), search(&other, false));
                if search(&g, true) != search(&other, true) {
                    cheat_differs += 1;
                }
                compared += 1;
                if compared == 12 {
                    break;
                }
            }
            let c = greedy[dec.player.index()].choose(&g.seat(dec.player), &list);
            g.apply_unchecked(c);
        }
        assert_eq!(compared, 12);
        assert!(cheat_differs > 0);
    }
}

//! The greedy agent: a one-decision lookahead on the evaluation of
//! [`super::eval`].
//!
//! At each decision it draws one determinization of its observation (the
//! same one for every choice, so choices are compared fairly), applies each
//! legal choice to a copy of it and evaluates the result for itself:
//!
//! - a choice that leads straight to a further question to the same player
//!   inside the same action (which creature to fight, which target, which
//!   flank) is valued by its best answer, up to [`SUB_DEPTH`] questions
//!   deep, so that "fight" is worth the best fight it allows;
//! - a house is valued by a greedy playout of the whole turn with that house
//!   (each decision of the turn taken by this same lookahead), evaluated
//!   once the turn has ended;
//! - ending the turn is valued after the draw and the start of the
//!   opponent's turn like any other choice, and so is every position in
//!   the middle of the turn: as if the turn ended there
//!   ([`super::eval::at_turn_end`]), so that both are valued under the same
//!   rules (a key cost raised for this turn only is not mistaken for a
//!   reason to end it); drawing is no reason to end the turn, and ties go
//!   to playing or using cards ([`super::eval::preference`]);
//! - the opening hand is kept unless nothing in it is worth playing.
//!
//! With probability `epsilon` it chooses uniformly at random instead.
//!
//! A game that lasts past turn [`LOCK_TURN`] is most likely a lock that
//! neither player can leave without losing (each uses Lash of Broken
//! Dreams every turn to stop the other forging; each steals back what the
//! other gains): from then on, the house is chosen at random with a
//! probability that grows by [`LOCK_BREAK_PER_TURN`] a turn (at most one
//! half), so the game ends. Games shorter than that are played exactly as
//! without this rule.
//!
//! Positions are compared by the hand-weighted [`super::eval::score`] by
//! default, or by another evaluation (`eval`: the fitted model, or a model
//! file of `keysim train`).

use rand::{Rng, RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::eval;
use super::{Agent, Leaf};
use keysim_engine::{Choice, ChoiceList, DecisionKind, Game, Player, Seat};

/// The game turn after which the house may be chosen at random to leave
/// a lock.
pub const LOCK_TURN: u16 = 100;
/// How much the chance of a random house grows per turn past
/// [`LOCK_TURN`].
pub const LOCK_BREAK_PER_TURN: f64 = 0.005;

/// How many nested questions of one action the lookahead follows.
pub const SUB_DEPTH: u32 = 3;
/// The same, inside the turn playouts that value houses (cheaper).
pub const PLAYOUT_SUB_DEPTH: u32 = 2;
/// Most decisions of a house playout (a safety net: turns end well before).
pub const PLAYOUT_STEPS: u32 = 80;

/// The greedy agent (see the module documentation).
pub struct GreedyAgent {
    rng: Xoshiro256PlusPlus,
    epsilon: f64,
    eval: Leaf,
}

impl GreedyAgent {
    /// A greedy agent seeded by `seed`, choosing at random with probability
    /// `epsilon`.
    pub fn new(seed: u64, epsilon: f64) -> GreedyAgent {
        GreedyAgent::with_eval(seed, epsilon, Leaf::Advantage)
    }

    /// A greedy agent comparing positions by `eval` ([`Leaf::score`]).
    pub fn with_eval(seed: u64, epsilon: f64, eval: Leaf) -> GreedyAgent {
        GreedyAgent {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            epsilon,
            eval,
        }
    }
}

impl Agent for GreedyAgent {
    fn choose(&mut self, seat: &Seat, choices: &[Choice]) -> Choice {
        if choices.len() == 1 {
            return choices[0];
        }
        let obs = &seat.observe();
        if self.epsilon > 0.0 && self.rng.gen_bool(self.epsilon) {
            return choices[self.rng.gen_range(0..choices.len())];
        }
        let me = obs.observer();
        if let Some(d) = obs.decision() {
            let late = obs.game().turn().saturating_sub(LOCK_TURN);
            if d.kind == DecisionKind::House
                && late > 0
                && self
                    .rng
                    .gen_bool((late as f64 * LOCK_BREAK_PER_TURN).min(0.5))
            {
                return choices[self.rng.gen_range(0..choices.len())];
            }
            if d.kind == DecisionKind::Mulligan {
                return if eval::keep_hand(obs.game(), me) {
                    Choice::Keep
                } else {
                    Choice::Mulligan
                };
            }
        }
        let base = obs.sample(&mut self.rng);
        best_choice_by(
            &base,
            choices,
            me,
            SUB_DEPTH,
            true,
            &self.eval,
            &mut self.rng,
        )
    }
}

/// The best of `choices` at `g` for `me` by one-decision lookahead (ties at
/// random). `playouts`: whether houses are valued by a playout of the turn.
pub fn best_choice(
    g: &Game,
    choices: &[Choice],
    me: Player,
    sub_depth: u32,
    playouts: bool,
    rng: &mut impl RngCore,
) -> Choice {
    best_choice_by(g, choices, me, sub_depth, playouts, &Leaf::Advantage, rng)
}

/// [`best_choice`], comparing positions by `by` ([`Leaf::score`]).
pub fn best_choice_by(
    g: &Game,
    choices: &[Choice],
    me: Player,
    sub_depth: u32,
    playouts: bool,
    by: &Leaf,
    rng: &mut impl RngCore,
) -> Choice {
    eval::pick_best(choices, rng, |c| {
        choice_value(g, c, me, sub_depth, playouts, by) + eval::preference(c)
    })
}

/// The value for `me` of applying `c` at `g` (see the module documentation).
fn choice_value(g: &Game, c: Choice, me: Player, sub_depth: u32, playouts: bool, by: &Leaf) -> f64 {
    let mut next = *g;
    let house_choice = matches!(c, Choice::House(_));
    next.apply_unchecked(c);
    if house_choice && playouts {
        play_out_turn(&mut next, me, by);
        return by.score(&next, me);
    }
    let answered = g.decision().map(|d| (d.kind, c));
    // The built-in evaluations are passed as functions, so that the
    // default agent's lookahead calls them directly.
    match by {
        Leaf::Advantage => {
            let score = eval::turn_end(eval::score);
            eval::followup_value_after(&next, me, sub_depth, score, answered)
        }
        Leaf::Fitted => {
            let score = eval::turn_end(eval::fitted_score);
            eval::followup_value_after(&next, me, sub_depth, score, answered)
        }
        Leaf::Model(m) => {
            let score = eval::turn_end(|g: &Game, p| m.score(g, p));
            eval::followup_value_after(&next, me, sub_depth, score, answered)
        }
        Leaf::Net(n) => {
            let score = eval::turn_end(|g: &Game, p| n.score(g, p));
            eval::followup_value_after(&next, me, sub_depth, score, answered)
        }
    }
}

/// Plays the rest of `me`'s turn greedily (ties broken by a fixed
/// generator), until the turn ends or the game is over.
fn play_out_turn(g: &mut Game, me: Player, by: &Leaf) {
    let turn = g.turn();
    let mut list = ChoiceList::new();
    // Ties in playouts are broken by a fixed generator: the playout is part
    // of the evaluation of a house, not a source of variety.
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(0);
    for _ in 0..PLAYOUT_STEPS {
        if g.is_over() || g.turn() != turn || g.active_player() != me {
            return;
        }
        g.legal_choices(&mut list);
        let c = if list.len() == 1 {
            list[0]
        } else {
            best_choice_by(g, &list, me, PLAYOUT_SUB_DEPTH, false, by, &mut rng)
        };
        g.apply_unchecked(c);
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::play_from;
    use keysim_engine::scenario::{Scenario, Test};
    use keysim_facts::House;

    /// The Lash of Broken Dreams lock of the stalled games (issue 28): A
    /// has just used Lash, so B's keys cost 9 during this turn. B, with two
    /// keys and 7 Æmber, has chosen Dis and holds two Lifewards (+1 Æmber
    /// each); A, with no key, no Æmber and nothing else to do, would use
    /// Lash again every turn. Ending the turn at once leaves B at 7, short
    /// of the 9 the next turn costs again; playing both Lifewards reaches
    /// it.
    pub(crate) fn lash_lock() -> Test {
        let mut t = Scenario::new(keysim_cards::pool(), House::Dis)
            .artifacts(Player::A, &["Lash of Broken Dreams"])
            .keys(Player::B, 2)
            .amber(Player::B, 7)
            .hand(Player::B, &["Lifeward", "Lifeward"])
            .start();
        t.action("Lash of Broken Dreams");
        t.end_turn();
        assert_eq!((t.keys(Player::B), t.g.key_cost(Player::B)), (2, 9));
        t.apply(Choice::House(House::Dis));
        t
    }

    #[test]
    fn greedy_gains_amber_under_lash_and_forges_through_it() {
        let mut t = lash_lock();
        let mut a = GreedyAgent::new(1, 0.0);
        let mut b = GreedyAgent::new(2, 0.0);
        let mut list = ChoiceList::new();
        let turn = t.g.turn();
        while t.g.turn() == turn {
            t.g.legal_choices(&mut list);
            let c = b.choose(&t.g.seat(Player::B), &list);
            t.apply(c);
        }
        assert_eq!(t.amber(Player::B), 9, "both Lifewards played");
        let g = play_from(t.g, [&mut a, &mut b]);
        assert_eq!(g.winner(), Some(Player::B));
        assert_eq!(
            g.turn(),
            turn + 2,
            "the third key, forged at 9 through Lash"
        );
    }

    /// The houses greedy player B chooses at the start of turn `turn + 1`
    /// (the turn cap is 200),
    /// over 40 seeds, with only Dis cards worth playing.
    fn houses_chosen(turn: u16) -> Vec<House> {
        (0..40)
            .map(|seed| {
                let mut t = Scenario::new(keysim_cards::pool(), House::Brobnar)
                    .turn(turn)
                    .houses(Player::B, [House::Brobnar, House::Dis, House::Logos])
                    .hand(Player::B, &["Pit Demon", "Charette", "Mind Barb"])
                    .amber(Player::A, 4)
                    .start();
                t.end_turn();
                assert_eq!(t.g.decision().map(|d| d.kind), Some(DecisionKind::House));
                let mut list = ChoiceList::new();
                t.g.legal_choices(&mut list);
                let mut b = GreedyAgent::new(seed, 0.0);
                match b.choose(&t.g.seat(Player::B), &list) {
                    Choice::House(h) => h,
                    c => panic!("{c:?}"),
                }
            })
            .collect()
    }

    #[test]
    fn past_the_lock_turn_the_house_is_sometimes_chosen_at_random() {
        assert!(
            houses_chosen(50).iter().all(|&h| h == House::Dis),
            "before the lock turn: the greedy house"
        );
        let late = houses_chosen(190);
        let other = late.iter().filter(|&&h| h != House::Dis).count();
        assert!(other > 0 && other < 40, "{other} of 40 another house");
    }

    /// The real Worlds Collide decks whose greedy games crashed (issue 34):
    /// their anomalies, Infomancer and Memolith, graft an action card onto
    /// themselves, and the greedy agent's sampled world took the opponent's
    /// grafted card for a hidden one. Greedy games with them play to the
    /// end, grafts made along the way.
    #[test]
    fn greedy_plays_the_real_decks_whose_anomalies_graft() {
        let rated = keysim_decks::parse(
            include_str!("../../../tests/decks/rated-decks.json"),
            "rated-decks.json",
        )
        .unwrap();
        let named = |n: &str| rated.iter().find(|d| d.name == n).unwrap().clone();
        let bey = named("Bey, Terrible Forum Musician");
        let caine = named("Caine the Brutish");
        let onyx = keysim_decks::find_embedded("onyx").unwrap().clone();
        let mut grafts = 0;
        let mut list = ChoiceList::new();
        for (i, (a, b)) in [
            (&bey, &caine),
            (&caine, &bey),
            (&caine, &onyx),
            (&onyx, &bey),
        ]
        .into_iter()
        .enumerate()
        {
            let setup = keysim_engine::GameSetup::new(a.clone(), b.clone(), i as u64);
            let mut g = Game::new(&setup, keysim_cards::pool()).unwrap();
            let mut agents = [
                GreedyAgent::new(2 * i as u64, 0.0),
                GreedyAgent::new(2 * i as u64 + 1, 0.0),
            ];
            while let Some(d) = g.decision() {
                g.legal_choices(&mut list);
                let c = agents[d.player.index()].choose(&g.seat(d.player), &list);
                g.apply(c).expect("legal");
                grafts += g.cards().iter().filter(|c| c.is_grafted()).count();
            }
            assert!(g.winner().is_some(), "game {i}: {:?}", g.outcome());
        }
        assert!(grafts > 0, "a card was grafted in some game");
    }
}

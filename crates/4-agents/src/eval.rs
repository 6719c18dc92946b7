//! The shared evaluation: a transparent, hand-weighted score of a position
//! in "Æmber equivalents", used by the greedy agent (one-decision lookahead)
//! and by ISMCTS (leaf evaluation, and its rollout policy).
//!
//! A player's side is worth:
//!
//! | term | weight | why |
//! |------|--------|-----|
//! | each forged key | [`KEY`] = 10 | three keys win: keys dominate everything else |
//! | Æmber in the pool, up to the next key's cost | [`AMBER`] = 1 per Æmber | progress towards the next key |
//! | "check" (enough Æmber to forge next turn) | [`CHECK`] = +3 | a key about to be forged (6 + 3 = 9: a little less than a key, as it can still be stolen) |
//! | Æmber beyond the next key's cost | [`EXCESS_AMBER`] = 0.4 per Æmber, plus [`LONG_GAME_EXCESS`] = 0.05 per turn past turn [`LONG_GAME_TURN`] = 40 | only one key is forged per turn; a buffer against stealing, worth more as a game drags on (so two greedy players cannot circle forever around a check that a steal of 1 breaks every turn) |
//! | each creature in play | [`CREATURE`] = 1.5 | a creature reaps about one Æmber a turn and protects the others |
//! | its power | [`POWER`] = 0.1 per point | fights and threat |
//! | its remaining health (power + armor - damage) | [`HEALTH`] = 0.1 per point | survives fights and damage |
//! | stunned | [`STUNNED`] = -0.5 | its next use is lost |
//! | each artifact | [`ARTIFACT`] = 1.0 | lasting effects |
//! | each card in hand | [`HAND`] = 0.25 | options |
//! | Æmber on an *enemy* creature | [`CAPTURED`] = 0.4 per Æmber | it comes back to this player when that creature leaves play |
//!
//! The position's *advantage* for `p` is `p`'s side minus the opponent's:
//! Æmber the opponent lacks (stolen, captured, lost) counts for `p` just
//! like Æmber `p` holds. [`value`] maps it to [0, 1] with a logistic of
//! scale [`SCALE`] (one key of advantage ≈ 0.84); a won game is 1, a lost
//! one 0, a game stopped by the turn cap 0.5. `value(g, A) + value(g, B)`
//! is always 1.
//!
//! Hand size is projected: the active player refills their hand at the end
//! of their turn, so their hand is counted as at least the refill size.
//! Without this, ending the turn (which draws) would look better than
//! playing a card (which empties a slot the draw fills anyway), the
//! "end turn immediately" trap of one-step lookahead.

use rand::{Rng, RngCore};

use keysim_engine::{Choice, ChoiceList, DecisionKind, Game, Player, SHARED_ZONE};
use keysim_facts::{CardType, House, HOUSE_COUNT};

/// The weights are whole numbers of twentieths of an Æmber, so a side's
/// worth is computed exactly, in integers.
const UNIT: f64 = 20.0;
const KEY_U: i64 = 200;
const AMBER_U: i64 = 20;
const CHECK_U: i64 = 60;
const EXCESS_AMBER_U: i64 = 8;
const CREATURE_U: i64 = 30;
const POWER_U: i64 = 2;
const HEALTH_U: i64 = 2;
const STUNNED_U: i64 = -10;
const ARTIFACT_U: i64 = 20;
const HAND_U: i64 = 5;
const CAPTURED_U: i64 = 8;
const LONG_GAME_EXCESS_U: i64 = 1;

/// Value of each forged key.
pub const KEY: f64 = KEY_U as f64 / UNIT;
/// Value of each Æmber in the pool, up to the cost of the next key.
pub const AMBER: f64 = AMBER_U as f64 / UNIT;
/// Bonus for holding enough Æmber to forge at the start of the next turn.
pub const CHECK: f64 = CHECK_U as f64 / UNIT;
/// Value of each Æmber beyond the cost of the next key.
pub const EXCESS_AMBER: f64 = EXCESS_AMBER_U as f64 / UNIT;
/// The game turn after which Æmber beyond the next key's cost gains value
/// ([`LONG_GAME_EXCESS`] per turn): a greedy game of the 19 CotA decks
/// rarely lasts this long, and one that does is more likely circling.
pub const LONG_GAME_TURN: u16 = 40;
/// What each Æmber beyond the next key's cost gains per game turn past
/// [`LONG_GAME_TURN`]: from turn 70 on it outweighs removing an enemy
/// creature, so a check that the opponent breaks with a steal of 1 every
/// turn (Bad Penny and Noddy the Thief against a player who fights instead
/// of reaping) gets a buffer.
pub const LONG_GAME_EXCESS: f64 = LONG_GAME_EXCESS_U as f64 / UNIT;
/// Value of each creature in play, whatever its stats.
pub const CREATURE: f64 = CREATURE_U as f64 / UNIT;
/// Value of each point of a creature's power.
pub const POWER: f64 = POWER_U as f64 / UNIT;
/// Value of each point of a creature's remaining health (power plus armor
/// minus damage).
pub const HEALTH: f64 = HEALTH_U as f64 / UNIT;
/// Penalty of a stunned creature.
pub const STUNNED: f64 = STUNNED_U as f64 / UNIT;
/// Value of each artifact in play.
pub const ARTIFACT: f64 = ARTIFACT_U as f64 / UNIT;
/// Value of each card in hand.
pub const HAND: f64 = HAND_U as f64 / UNIT;
/// Value of each Æmber on an enemy creature (returned when it leaves play).
pub const CAPTURED: f64 = CAPTURED_U as f64 / UNIT;
/// Scale of the logistic mapping an advantage to [0, 1].
pub const SCALE: f64 = 6.0;

/// What `p`'s side of the position is worth (see the module table).
pub fn side(g: &Game, p: Player) -> f64 {
    // `net_units` counts the Æmber on `p`'s creatures against `p`: add
    // it back, and add what `p` captured on the opponent's.
    let captured_on_any: i64 = [p, p.opponent()]
        .iter()
        .flat_map(|&q| g.creatures(q))
        .map(|&c| g.card(c).amber as i64 * CAPTURED_U)
        .sum();
    (net_units(g, p) + captured_on_any) as f64 / UNIT
}

/// Most creatures of a battleline whose powers [`net_units`] reads into a
/// buffer cleared at that size: a longer battleline (a rare one) gets a
/// buffer for every card of the game. Clearing the large buffer for
/// every position scored cost more than reading the battleline.
const SHORT_BATTLELINE: usize = 16;

/// [`side`] in twentieths of an Æmber, less the Æmber the opponent
/// captured on `p`'s creatures (part of the opponent's side): `p`'s side
/// less the opponent's is `net_units` of `p` less that of the opponent,
/// each battleline read once.
fn net_units(g: &Game, p: Player) -> i64 {
    let mut short = [0i32; SHORT_BATTLELINE];
    let mut long;
    let powers: &mut [i32] = if g.creatures(p).len() <= SHORT_BATTLELINE {
        &mut short
    } else {
        long = [0i32; SHARED_ZONE];
        &mut long
    };
    let ps = g.player(p);
    let mut v = ps.keys as i64 * KEY_U;
    let cost = g.key_cost(p) as i64;
    let amber = ps.amber as i64;
    if ps.keys < 3 && amber >= cost {
        let late = g.turn().saturating_sub(LONG_GAME_TURN) as i64;
        let excess = EXCESS_AMBER_U + late * LONG_GAME_EXCESS_U;
        v += cost * AMBER_U + CHECK_U + (amber - cost) * excess;
    } else {
        v += amber * AMBER_U;
    }
    let powers = g.battleline_powers(p, powers);
    for (&c, &power) in g.creatures(p).iter().zip(powers) {
        let card = g.card(c);
        let power = power as i64;
        let health = (power + g.armor(c) as i64 - card.damage as i64).max(0);
        v += CREATURE_U + POWER_U * power + HEALTH_U * health - card.amber as i64 * CAPTURED_U;
        if card.is_stunned() {
            v += STUNNED_U;
        }
    }
    v += ps.artifacts.len() as i64 * ARTIFACT_U;
    let mut hand = ps.hand.len();
    if g.active_player() == p {
        hand = hand.max(g.hand_size(p));
    }
    v + hand as i64 * HAND_U
}

/// `p`'s advantage: their side minus the opponent's, in Æmber equivalents.
pub fn advantage(g: &Game, p: Player) -> f64 {
    (net_units(g, p) - net_units(g, p.opponent())) as f64 / UNIT
}

/// The position's value for `p` in [0, 1]: 1 won, 0 lost, 0.5 for a game
/// ended by the turn cap, otherwise the logistic of the advantage.
pub fn value(g: &Game, p: Player) -> f64 {
    match g.outcome() {
        Some(o) => match o.winner() {
            Some(w) if w == p => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        },
        None => 1.0 / (1.0 + (-advantage(g, p) / SCALE).exp()),
    }
}

/// A small bonus used to break ties between choices that evaluate alike:
/// doing something (playing, using) is preferred to discarding, which is
/// preferred to ending the turn. Far smaller than any evaluation term.
/// Returning a card from the discard pile has none: a card discarded
/// (preferred to ending the turn) and returned again would otherwise be a
/// loop the agent never leaves; tied with ending the turn, it leaves it at
/// random.
pub fn preference(c: Choice) -> f64 {
    match c {
        Choice::Play(_) => 0.004,
        Choice::Reap(_) | Choice::Fight(_) | Choice::Action(_) | Choice::Omni(_) => 0.003,
        Choice::RemoveStun(_) => 0.002,
        Choice::Discard(_) => 0.001,
        Choice::PickUpArchives => 0.001,
        _ => 0.0,
    }
}

/// Copies `all` to `out` without the choices not worth searching:
/// discarding a card that could be played instead.
pub fn prune(all: &[Choice], out: &mut ChoiceList) {
    out.clear();
    for &c in all {
        if let Choice::Discard(card) = c {
            if all.contains(&Choice::Play(card)) {
                continue;
            }
        }
        out.push(c);
    }
}

/// Whether `p` keeps their opening hand: yes unless it holds nothing worth
/// playing (no creature, artifact, nor any card with an Æmber bonus).
pub fn keep_hand(g: &Game, p: Player) -> bool {
    g.player(p).hand.iter().any(|c| {
        let def = g.def(c);
        matches!(
            def.kind,
            CardType::Creature | CardType::Artifact | CardType::TokenCreature
        ) || def.amber > 0
            || g.card(c).icons.amber > 0
    })
}

/// How much the active player could do with house `h` this turn, roughly:
/// cards of `h` in hand, plus ready creatures and artifacts of `h` in play.
pub fn house_count(g: &Game, h: House) -> usize {
    let p = g.active_player();
    let ps = g.player(p);
    let in_hand = ps.hand.iter().filter(|&c| g.card(c).house == h).count();
    let in_play = ps
        .battleline
        .iter()
        .chain(ps.artifacts.iter())
        .filter(|&c| g.card(c).house == h)
        .count();
    in_hand * 2 + in_play
}

/// A cheap rule-based policy for rollouts: keep the opening hand, choose the
/// house with the most to do, pick up the archives, play and use cards of
/// the house in random order without lookahead (ending the turn only when
/// nothing is left but discarding), answer targets, defenders and upgrade
/// hosts by their immediate result ([`best_by_lookahead`], depth 0) and
/// other questions (flanks, trigger order) at random.
pub fn rollout_choice(
    g: &Game,
    choices: &[Choice],
    score: impl Fn(&Game, Player) -> f64 + Copy,
    rng: &mut impl RngCore,
) -> Choice {
    debug_assert!(!choices.is_empty());
    let Some(d) = g.decision() else {
        return choices[0];
    };
    match d.kind {
        DecisionKind::Mulligan => Choice::Keep,
        DecisionKind::Archives => Choice::PickUpArchives,
        DecisionKind::House => {
            // The house with the most to do; ties at random.
            let mut best = choices[0];
            let mut best_n = None;
            for &c in choices {
                let Choice::House(h) = c else { continue };
                let n = house_count(g, h) * 4 + rng.gen_range(0..4);
                if best_n.is_none_or(|b| n > b) {
                    best = c;
                    best_n = Some(n);
                }
            }
            best
        }
        DecisionKind::Main => {
            // Weighted choice among the productive choices.
            let mut total = 0u32;
            for &c in choices {
                total += main_weight(c);
            }
            if total == 0 {
                return Choice::EndTurn;
            }
            let mut r = rng.gen_range(0..total);
            for &c in choices {
                let w = main_weight(c);
                if r < w {
                    return c;
                }
                r -= w;
            }
            Choice::EndTurn
        }
        DecisionKind::Target { .. }
        | DecisionKind::Defender { .. }
        | DecisionKind::UpgradeHost { .. } => {
            best_by_lookahead(g, choices, d.player, 0, score, rng)
        }
        _ => choices[rng.gen_range(0..choices.len())],
    }
}

/// A way to score a position for a player, higher is better: [`score`]
/// (Æmber equivalents) or [`fitted_score`] (log-odds of winning). The
/// functions taking a scorer accept any `Fn(&Game, Player) -> f64 + Copy`,
/// such as a closure borrowing a [`super::model::Model`].
pub type Scorer = fn(&Game, Player) -> f64;

/// A score of a position for `me` that orders positions like
/// [`value`] without squashing: the [`advantage`], or ±1e6 for a finished
/// game (0 for the turn cap).
pub fn score(g: &Game, me: Player) -> f64 {
    finished_score(g, me).unwrap_or_else(|| advantage(g, me))
}

/// The score of a finished game for `me` on the scale of [`score`]: 1e6
/// won, −1e6 lost, 0 at the turn cap; `None` while the game goes on.
fn finished_score(g: &Game, me: Player) -> Option<f64> {
    g.outcome().map(|o| match o.winner() {
        Some(w) if w == me => 1e6,
        Some(_) => -1e6,
        None => 0.0,
    })
}

/// `score` of `g` for `me`, with a position in the main step of `me`'s own
/// turn (`me` to choose what to play or use next) valued as if `me` ended
/// the turn there: after the draw, the end of the turn and the start of
/// the opponent's (who forges if they can), the moment a choice to end the
/// turn is valued at. Other positions are valued as they are.
///
/// Without it, a position mid-turn and the position after ending the turn
/// are valued under different rules: effects that last "during your
/// opponent's next turn" have expired in the one and not in the other. A
/// player whose keys cost 9 this turn (Lash of Broken Dreams) saw their 7
/// Æmber as short of a key while playing and as a check once the turn was
/// over (the cost back at 6), so ending the turn at once looked better than
/// gaining Æmber, turn after turn, while the opponent used Lash again
/// each turn: neither side made progress until the turn cap.
pub fn at_turn_end(g: &Game, me: Player, score: impl Fn(&Game, Player) -> f64) -> f64 {
    if valued_at_turn_end(g, me) {
        let mut end = *g;
        end.apply_unchecked(Choice::EndTurn);
        score(&end, me)
    } else {
        score(g, me)
    }
}

/// Whether [`at_turn_end`] values `g` for `me` after ending the turn: `g`
/// waits for `me`'s choice in the main step of their own turn.
fn valued_at_turn_end(g: &Game, me: Player) -> bool {
    matches!(g.decision(), Some(d) if d.kind == DecisionKind::Main && d.player == me)
        && g.active_player() == me
}

/// How the greedy rollout policy values the positions it compares: by
/// `score` as they are, or [`at_turn_end`].
#[derive(Clone, Copy)]
struct Valuation<S> {
    score: S,
    turn_end: bool,
}

impl<S: Fn(&Game, Player) -> f64 + Copy> Valuation<S> {
    /// The value of `g` for `me`.
    fn of(self, g: &Game, me: Player) -> f64 {
        if self.turn_end {
            at_turn_end(g, me, self.score)
        } else {
            (self.score)(g, me)
        }
    }

    /// [`Valuation::of`] `g`, which is needed no more: the turn is ended
    /// on `g` itself rather than on a copy. Also whether the value is what
    /// the lookahead values the choice to end the turn at `g` at
    /// ([`Valuation::of_noting`]).
    fn of_spent(self, g: &mut Game, me: Player) -> (f64, bool) {
        let ended = self.turn_end && valued_at_turn_end(g, me);
        if ended {
            g.apply_unchecked(Choice::EndTurn);
        }
        ((self.score)(g, me), ended && values_end_as_is(g, me))
    }

    /// [`Valuation::of`] `g`, noting in `memo` (if given) what ending the
    /// turn at `g` is worth when that is the value: what the lookahead
    /// values the choice to end the turn at, if `g` is kept.
    fn of_noting(self, g: &Game, me: Player, memo: Option<&mut RolloutMemo>) -> f64 {
        let Some(memo) = memo else {
            return self.of(g, me);
        };
        if !(self.turn_end && valued_at_turn_end(g, me)) {
            return (self.score)(g, me);
        }
        let mut end = *g;
        end.apply_unchecked(Choice::EndTurn);
        let v = (self.score)(&end, me);
        if values_end_as_is(&end, me) {
            memo.end_turn = Some(v);
        }
        v
    }
}

/// Whether `end`, a position just after `me` ended the turn, is valued by
/// the greedy rollout's lookahead for `me` as it is: then the value of the
/// choice to end the turn is the score of `end` for `me`, which valuing
/// the position before [`at_turn_end`] computes too.
fn values_end_as_is(end: &Game, me: Player) -> bool {
    followup_scores_as_is(end, me) && !valued_at_turn_end(end, me)
}

/// `score` valued [`at_turn_end`]: the scorer the greedy lookahead and
/// the greedy rollout policy compare choices with.
pub fn turn_end(
    score: impl Fn(&Game, Player) -> f64 + Copy,
) -> impl Fn(&Game, Player) -> f64 + Copy {
    move |g: &Game, me: Player| at_turn_end(g, me, score)
}

/// The [`score`] of `g` for `me`, following up to `depth` further
/// questions to `me` inside the action in progress (which creature to
/// fight, which target, which flank), each answered at best. A choice such
/// as "fight with this creature" is worth the best fight it allows.
pub fn followup_value(
    g: &Game,
    me: Player,
    depth: u32,
    score: impl Fn(&Game, Player) -> f64 + Copy,
) -> f64 {
    followup_value_after(g, me, depth, score, None)
}

/// A question and the answer just given to it.
pub type Answered = (DecisionKind, Choice);

/// [`followup_value`] of the position that `answered` (if given) led to.
///
/// A question asked again right after it was answered, the earlier answer
/// still among its options (damage divided one point at a time: each
/// point asks the same question, and every creature stays a target), is
/// answered again: the answers assign to a set, whose order does not
/// count. Such a question's answers are then tried from the earlier
/// answer on, in [`Game::legal_choices`] order, so that each set of
/// answers is valued once rather than once in every order (for three
/// points among sixteen creatures: 816 sets instead of 4,096 orders). The
/// best value is the same; an answer is worth the best set it can start.
pub fn followup_value_after(
    g: &Game,
    me: Player,
    depth: u32,
    score: impl Fn(&Game, Player) -> f64 + Copy,
    answered: Option<Answered>,
) -> f64 {
    let as_is = Valuation {
        score,
        turn_end: false,
    };
    followup_after(g, me, depth, as_is, answered)
}

/// [`followup_value_after`] valuing positions by `val`.
fn followup_after<S: Fn(&Game, Player) -> f64 + Copy>(
    g: &Game,
    me: Player,
    depth: u32,
    val: Valuation<S>,
    answered: Option<Answered>,
) -> f64 {
    if depth == 0 {
        return val.of(g, me);
    }
    followup(g, me, depth, val, &mut ChoiceList::new(), None, answered)
}

/// Whether [`followup`] values `g` for `me` as it is, without following a
/// question, at any depth.
fn followup_scores_as_is(g: &Game, me: Player) -> bool {
    g.active_player() != me
        || g.decision()
            .is_none_or(|d| d.player != me || is_turn_level(d.kind))
}

/// [`followup_after`], with `list` as scratch space, recording in `memo`
/// (if given) the value of each option of the decision at `g` when it
/// scores them all, or else what ending the turn at `g` is worth when
/// [`Valuation::of_noting`] finds it.
fn followup<S: Fn(&Game, Player) -> f64 + Copy>(
    g: &Game,
    me: Player,
    depth: u32,
    val: Valuation<S>,
    list: &mut ChoiceList,
    mut memo: Option<&mut RolloutMemo>,
    answered: Option<Answered>,
) -> f64 {
    if let Some(m) = memo.as_deref_mut() {
        m.clear();
    }
    // The same tests as `followup_scores_as_is`.
    if depth == 0 || g.active_player() != me {
        return val.of_noting(g, me, memo);
    }
    let Some(d) = g.decision() else {
        return val.of_noting(g, me, memo);
    };
    if d.player != me || is_turn_level(d.kind) {
        return val.of_noting(g, me, memo);
    }
    g.legal_choices(list);
    let first = answered
        .filter(|&(kind, _)| kind == d.kind)
        .and_then(|(_, earlier)| list.iter().position(|&c| c == earlier))
        .unwrap_or(0);
    let mut best = f64::NEG_INFINITY;
    for (i, &c) in list.iter().enumerate().skip(first) {
        let mut next = *g;
        next.apply_unchecked(c);
        let (v, ended) = if depth == 1 {
            val.of_spent(&mut next, me)
        } else {
            (
                followup_after(&next, me, depth - 1, val, Some((d.kind, c))),
                false,
            )
        };
        if let Some(m) = memo.as_deref_mut() {
            if i < MEMO_CAP {
                m.values[i] = v;
                m.ended |= u16::from(ended) << i;
            }
        }
        best = best.max(v);
    }
    if let Some(m) = memo {
        if first == 0 && list.len() <= MEMO_CAP {
            m.len = list.len();
        }
    }
    if best == f64::NEG_INFINITY {
        val.of(g, me)
    } else {
        best
    }
}

/// Decisions that are not part of an action in progress.
pub fn is_turn_level(k: DecisionKind) -> bool {
    matches!(
        k,
        DecisionKind::Main | DecisionKind::House | DecisionKind::Archives | DecisionKind::Mulligan
    )
}

/// The choice with the best [`followup_value`] (`depth` questions deep)
/// for `p`, plus the [`preference`] tie-breaker; remaining ties at random.
pub fn best_by_lookahead(
    g: &Game,
    choices: &[Choice],
    p: Player,
    depth: u32,
    score: impl Fn(&Game, Player) -> f64 + Copy,
    rng: &mut impl RngCore,
) -> Choice {
    pick_best(choices, rng, |c| {
        let mut next = *g;
        next.apply_unchecked(c);
        followup_value(&next, p, depth, score) + preference(c)
    })
}

/// The choice of highest `value` (within 1e-9), ties broken uniformly at
/// random with `rng`.
pub fn pick_best(
    choices: &[Choice],
    rng: &mut impl RngCore,
    mut value: impl FnMut(Choice) -> f64,
) -> Choice {
    let mut best = Best::new(choices[0]);
    for &c in choices {
        let v = value(c);
        best.offer(c, v, rng);
    }
    best.item
}

/// The best item offered so far by value (within 1e-9), ties broken
/// uniformly at random (reservoir sampling over the tied items).
struct Best<T> {
    item: T,
    value: f64,
    ties: u32,
}

impl<T> Best<T> {
    /// Nothing offered yet: `item` until something is.
    fn new(item: T) -> Best<T> {
        Best {
            item,
            value: f64::NEG_INFINITY,
            ties: 0,
        }
    }

    /// Offers `item`; returns whether it is now the best item.
    fn offer(&mut self, item: T, value: f64, rng: &mut impl RngCore) -> bool {
        if value > self.value + 1e-9 {
            *self = Best {
                item,
                value,
                ties: 1,
            };
            true
        } else if value >= self.value - 1e-9 {
            self.ties += 1;
            if rng.gen_range(0..self.ties) == 0 {
                self.item = item;
                return true;
            }
            false
        } else {
            false
        }
    }
}

/// How many questions deep [`GreedyRollout::step`] looks.
pub const ROLLOUT_FOLLOWUP: u32 = 1;

/// Most options of a decision a [`RolloutMemo`] keeps the values of.
const MEMO_CAP: usize = 16;

/// What a [`GreedyRollout::step`] already knows about the decision it left
/// the game at: the value of each of its options, in [`Game::legal_choices`]
/// order, when the step's lookahead scored them (the best fight a "fight
/// with this creature" allows is found by scoring each defender); or, at a
/// main step valued [`at_turn_end`], the value of ending the turn there,
/// which is what the lookahead values the choice to end the turn at. The
/// next step then need not play and score them again. Empty otherwise.
#[derive(Clone, Copy, Debug)]
struct RolloutMemo {
    values: [f64; MEMO_CAP],
    len: usize,
    /// Bit `i`: `values[i]` is the value of ending the turn at the main
    /// step option `i` leads to (as `end_turn` would be there).
    ended: u16,
    end_turn: Option<f64>,
}

impl Default for RolloutMemo {
    fn default() -> Self {
        RolloutMemo {
            values: [0.0; MEMO_CAP],
            len: 0,
            ended: 0,
            end_turn: None,
        }
    }
}

impl RolloutMemo {
    fn clear(&mut self) {
        self.len = 0;
        self.ended = 0;
        self.end_turn = None;
    }

    /// The value of ending the turn at the main step option `i` leads to,
    /// if known.
    fn end_turn_after(&self, i: usize) -> Option<f64> {
        (i < self.len && self.ended >> i & 1 == 1).then(|| self.values[i])
    }

    /// The values, if they are those of `n` options.
    fn values_for(&self, n: usize) -> Option<&[f64]> {
        (self.len == n && n > 0).then(|| &self.values[..n])
    }
}

/// The greedy rollout policy, with the positions and lists it reuses from
/// step to step, and what one step learned for the next (see
/// [`GreedyRollout::step`]). One per rollout loop.
///
/// A rollout plays on the policy's own position
/// ([`GreedyRollout::start`], [`GreedyRollout::position`],
/// [`GreedyRollout::step_own`]): the position the best choice led to then
/// becomes the one played from, rather than being copied back.
#[derive(Default)]
pub struct GreedyRollout {
    /// The step 3 choices worth trying.
    pruned: ChoiceList,
    scratch: Scratch,
}

/// How many positions a [`Scratch`] holds: the one played from, the best
/// candidate's and the one being tried.
const POSITIONS: usize = 3;

/// What [`GreedyRollout::step`] keeps from step to step.
#[derive(Default)]
struct Scratch {
    /// What the last step knows about the decision it left the game at.
    memo: RolloutMemo,
    /// The options' values recorded with each of `games`.
    memos: [RolloutMemo; POSITIONS],
    /// The position played from (`games[cur]`) and two scratch positions:
    /// the best candidate's and the one being tried. Empty until a
    /// position is given.
    games: Vec<Game>,
    cur: usize,
    /// The options of a follow-up question.
    options: ChoiceList,
}

impl Scratch {
    fn forget(&mut self) {
        self.memo.clear();
    }

    /// Makes `g` the position played from, leaving what was learned as it
    /// is.
    fn put(&mut self, g: &Game) {
        if self.games.is_empty() {
            self.games = vec![*g; POSITIONS];
        } else {
            self.games[self.cur] = *g;
        }
    }

    /// Plays each of `choices` on a scratch copy of the position played
    /// from, values the result by `value` (which may record the values of
    /// the next question in the memo it is given) plus the [`preference`],
    /// and makes the result of the best (ties at random), with that
    /// result's memo, the position played from. The choice `known` names,
    /// if among them, is not played unless it is the best: its value is
    /// the one given.
    fn play_best(
        &mut self,
        choices: &[Choice],
        known: Option<(Choice, f64)>,
        rng: &mut impl RngCore,
        mut value: impl FnMut(&Game, &mut RolloutMemo, &mut ChoiceList) -> f64,
    ) {
        let cur = self.cur;
        let mut best = Best::new(choices[0]);
        let mut best_slot = None;
        for (i, &c) in choices.iter().enumerate() {
            if let Some((_, v)) = known.filter(|&(k, _)| k == c) {
                if best.offer(c, v + preference(c), rng) {
                    // Played at the end if it stays the best.
                    best_slot = None;
                }
                continue;
            }
            if let (true, Some(kept)) = (i + 1 == choices.len(), best_slot) {
                // The position played from is needed no more: play the
                // last choice on it, which saves a copy.
                self.games[cur].apply_unchecked(c);
                let v = value(&self.games[cur], &mut self.memos[cur], &mut self.options)
                    + preference(c);
                let from = if best.offer(c, v, rng) { cur } else { kept };
                self.cur = from;
                self.memo = self.memos[from];
                return;
            }
            // The scratch position that holds neither the position played
            // from nor the best so far.
            let slot = match best_slot {
                Some(kept) => POSITIONS - cur - kept,
                None => (cur + 1) % POSITIONS,
            };
            self.games.copy_within(cur..cur + 1, slot);
            self.games[slot].apply_unchecked(c);
            let v =
                value(&self.games[slot], &mut self.memos[slot], &mut self.options) + preference(c);
            if best.offer(c, v, rng) {
                best_slot = Some(slot);
            }
        }
        match best_slot {
            Some(slot) => {
                self.cur = slot;
                self.memo = self.memos[slot];
            }
            None => {
                self.forget();
                self.games[cur].apply_unchecked(best.item);
            }
        }
    }
}

impl GreedyRollout {
    /// A policy with nothing learned yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Forgets what the last step learned: call it when the game moves on
    /// other than by [`GreedyRollout::step`].
    pub fn forget(&mut self) {
        self.scratch.forget();
    }

    /// Whether the next step can reuse values the last one computed.
    pub fn knows_next(&self) -> bool {
        self.scratch.memo.len > 0 || self.scratch.memo.end_turn.is_some()
    }

    /// Starts a rollout from `g`: a copy of it becomes the position the
    /// policy plays on ([`GreedyRollout::step_own`]), with nothing learned.
    pub fn start(&mut self, g: &Game) {
        self.scratch.put(g);
        self.forget();
    }

    /// The position the policy plays on. Panics before
    /// [`GreedyRollout::start`].
    pub fn position(&self) -> &Game {
        &self.scratch.games[self.scratch.cur]
    }

    /// The position the policy plays on, to move it on otherwise (then
    /// [`GreedyRollout::forget`]). Panics before [`GreedyRollout::start`].
    pub fn position_mut(&mut self) -> &mut Game {
        &mut self.scratch.games[self.scratch.cur]
    }

    /// One step: chooses among `choices` (the legal choices of the
    /// decision `g` waits for) and applies the choice. Step 3 choices by
    /// [`best_by_lookahead`] following [`ROLLOUT_FOLLOWUP`] question (so
    /// that fighting is valued by its best fight); targets, defenders and
    /// upgrade hosts by their immediate result (following no further
    /// question: chains of targets, as in "divide this damage", would
    /// multiply the cost); the rest as [`rollout_choice`]. Step 3 choices
    /// are [`prune`]d first: a card that can be played is not considered
    /// for discarding. Positions are scored [`at_turn_end`], as the greedy
    /// agent scores them.
    ///
    /// The position the best choice led to is kept rather than played
    /// again, and the next step reuses the values of the question it asks
    /// (when the lookahead scored them) and the value of ending the turn
    /// (when a position was valued at its turn's end). A position needed
    /// no more is valued on itself rather than on a copy. The choices are
    /// the same as without this.
    ///
    /// `g` is copied to the policy's position and back: a rollout saves
    /// both copies with [`GreedyRollout::step_own`].
    pub fn step(
        &mut self,
        g: &mut Game,
        choices: &[Choice],
        score: impl Fn(&Game, Player) -> f64 + Copy,
        rng: &mut impl RngCore,
    ) {
        self.scratch.put(g);
        self.step_own(choices, score, rng);
        *g = *self.position();
    }

    /// [`GreedyRollout::step`] on the policy's own position
    /// ([`GreedyRollout::position`]).
    pub fn step_own(
        &mut self,
        choices: &[Choice],
        score: impl Fn(&Game, Player) -> f64 + Copy,
        rng: &mut impl RngCore,
    ) {
        let val = Valuation {
            score,
            turn_end: true,
        };
        self.step_valued(choices, val, rng);
    }

    /// [`GreedyRollout::step`] with positions scored as they are, not
    /// [`at_turn_end`], so that no end of turn is played on a copy of each
    /// position scored: the rollout policy of `ismcts:rollout_turn_end=0`
    /// (and of the `fast` agent).
    pub fn step_as_is(
        &mut self,
        g: &mut Game,
        choices: &[Choice],
        score: impl Fn(&Game, Player) -> f64 + Copy,
        rng: &mut impl RngCore,
    ) {
        self.scratch.put(g);
        self.step_own_as_is(choices, score, rng);
        *g = *self.position();
    }

    /// [`GreedyRollout::step_as_is`] on the policy's own position
    /// ([`GreedyRollout::position`]).
    pub fn step_own_as_is(
        &mut self,
        choices: &[Choice],
        score: impl Fn(&Game, Player) -> f64 + Copy,
        rng: &mut impl RngCore,
    ) {
        let val = Valuation {
            score,
            turn_end: false,
        };
        self.step_valued(choices, val, rng);
    }

    /// One step on the policy's position, comparing positions by `val`.
    fn step_valued<S: Fn(&Game, Player) -> f64 + Copy>(
        &mut self,
        choices: &[Choice],
        val: Valuation<S>,
        rng: &mut impl RngCore,
    ) {
        let Some(d) = self.position().decision() else {
            self.forget();
            self.position_mut().apply_unchecked(choices[0]);
            return;
        };
        match d.kind {
            DecisionKind::Main => {
                // The recorded values are those of depth 0: the scores the
                // next step compares.
                debug_assert_eq!(ROLLOUT_FOLLOWUP, 1);
                prune(choices, &mut self.pruned);
                // Ending the turn is worth what the last step found (when
                // it valued this position at the turn's end).
                let known = self.scratch.memo.end_turn.map(|v| (Choice::EndTurn, v));
                self.scratch
                    .play_best(&self.pruned, known, rng, |next, memo, list| {
                        followup(
                            next,
                            d.player,
                            ROLLOUT_FOLLOWUP,
                            val,
                            list,
                            Some(memo),
                            None,
                        )
                    });
            }
            DecisionKind::Target { .. }
            | DecisionKind::Defender { .. }
            | DecisionKind::UpgradeHost { .. } => {
                if let Some(values) = self.scratch.memo.values_for(choices.len()) {
                    let mut best = Best::new((0, choices[0]));
                    for (i, (&c, &v)) in choices.iter().zip(values).enumerate() {
                        best.offer((i, c), v + preference(c), rng);
                    }
                    let (i, c) = best.item;
                    self.position_mut().apply_unchecked(c);
                    let end_turn = self.scratch.memo.end_turn_after(i);
                    self.forget();
                    self.scratch.memo.end_turn = end_turn;
                } else {
                    self.scratch.play_best(choices, None, rng, |next, memo, _| {
                        memo.clear();
                        val.of_noting(next, d.player, Some(memo))
                    });
                }
            }
            _ => {
                self.forget();
                let g = self.position_mut();
                let c = rollout_choice(g, choices, move |g: &Game, p| val.of(g, p), rng);
                g.apply_unchecked(c);
            }
        }
    }
}

/// Plays the rest of the current turn with each house of `choices` (the
/// choices of a house decision) by [`GreedyRollout::step`], and leaves
/// `g` at the end of the turn that scored best for the player choosing
/// (ties at random). The greedy agent values houses the same way, with a
/// deeper lookahead. Returns the house chosen.
pub fn play_turn_with_best_house(
    g: &mut Game,
    choices: &[Choice],
    score: impl Fn(&Game, Player) -> f64 + Copy,
    rng: &mut impl RngCore,
) -> Choice {
    let Some(d) = g.decision() else {
        return choices[0];
    };
    let me = d.player;
    let turn = g.turn();
    let mut list = ChoiceList::new();
    let mut best = Best::new((choices[0], *g));
    let mut policy = GreedyRollout::new();
    for &house in choices {
        policy.start(g);
        policy.position_mut().apply_unchecked(house);
        while !policy.position().is_over() && policy.position().turn() == turn {
            policy.position().legal_choices(&mut list);
            if list.len() == 1 {
                policy.forget();
                policy.position_mut().apply_unchecked(list[0]);
            } else {
                policy.step_own(&list, score, rng);
            }
        }
        let next = policy.position();
        let v = score(next, me);
        best.offer((house, *next), v, rng);
    }
    *g = best.item.1;
    best.item.0
}

/// Rollout weights of step 3 choices: 0 for discarding and ending the turn
/// (done only when nothing else is left).
fn main_weight(c: Choice) -> u32 {
    match c {
        Choice::Play(_) => 4,
        Choice::Reap(_) => 3,
        Choice::Fight(_) | Choice::Action(_) | Choice::RemoveStun(_) => 2,
        Choice::Omni(_) | Choice::ReturnFromDiscard(_) => 1,
        _ => 0,
    }
}

// ----- Fitted win probability ---------------------------------------------

/// How many features [`features`] describes a position with.
pub const N_FEATURES: usize = 26;

/// The names of the [`features`], in order (for the fitting tool).
pub const FEATURE_NAMES: [&str; N_FEATURES] = [
    "bias",
    "keys_me",
    "keys_them",
    "amber_me_to_key",
    "amber_them_to_key",
    "check_me",
    "check_them",
    "excess_amber_me",
    "excess_amber_them",
    "last_key_check_me",
    "last_key_check_them",
    "creatures_me",
    "creatures_them",
    "power_me",
    "power_them",
    "health_me",
    "health_them",
    "artifacts_me",
    "artifacts_them",
    "hand_me",
    "hand_them",
    "captured_from_me",
    "next_amber_me",
    "next_amber_them",
    "next_cards_me",
    "next_cards_them",
];

/// The position as seen by `me`, the player whose turn has just ended (the
/// opponent is about to start theirs): keys, Æmber up to the next key's
/// cost, whether it is reached ("check"), Æmber beyond it, whether a check
/// would forge the third key, creatures with their power and remaining
/// health, artifacts, cards in hand, Æmber captured from `me` (on the
/// opponent's creatures, net of what `me`'s creatures hold), and what each
/// player's next turn promises ([`next_turn`]).
pub fn features(g: &Game, me: Player) -> [f64; N_FEATURES] {
    let mut f = [0.0; N_FEATURES];
    f[0] = 1.0;
    for (i, p) in [me, me.opponent()].into_iter().enumerate() {
        let ps = g.player(p);
        let cost = g.key_cost(p) as f64;
        let amber = ps.amber as f64;
        let check = ps.keys < 3 && amber >= cost;
        f[1 + i] = ps.keys as f64;
        f[3 + i] = amber.min(cost);
        f[5 + i] = check as u8 as f64;
        f[7 + i] = (amber - cost).max(0.0);
        f[9 + i] = (check && ps.keys == 2) as u8 as f64;
        let mut power = 0.0;
        let mut health = 0.0;
        for &c in g.creatures(p) {
            let pw = g.power(c) as f64;
            power += pw;
            health += (pw + g.armor(c) as f64 - g.card(c).damage as f64).max(0.0);
            let held = g.card(c).amber as f64;
            f[21] += if p == me { -held } else { held };
        }
        f[11 + i] = g.creatures(p).len() as f64;
        f[13 + i] = power;
        f[15 + i] = health;
        f[17 + i] = ps.artifacts.len() as f64;
        f[19 + i] = ps.hand.len() as f64;
        let (amber, cards) = next_turn(g, p);
        f[22 + i] = amber as f64;
        f[24 + i] = cards as f64;
    }
    f
}

/// What `p`'s next turn promises, judged on the cards `p` has now: (Æmber,
/// cards), each the most any one house offers. A house's Æmber is the
/// Æmber bonus of its cards in hand plus one reap by each of its creatures
/// in play that is not stunned; its cards are those in hand and in play.
/// Unlike the totals of the other features, these see that only one house
/// is used per turn.
pub fn next_turn(g: &Game, p: Player) -> (u32, u32) {
    let ps = g.player(p);
    let mut amber = [0u32; HOUSE_COUNT];
    let mut cards = [0u32; HOUSE_COUNT];
    for c in ps.hand.iter() {
        let card = g.card(c);
        let h = card.house as usize;
        amber[h] += g.def(c).amber as u32 + card.icons.amber as u32;
        cards[h] += 1;
    }
    for &c in g.creatures(p) {
        let card = g.card(c);
        let h = card.house as usize;
        amber[h] += !card.is_stunned() as u32;
        cards[h] += 1;
    }
    for c in ps.artifacts.iter() {
        cards[g.card(c).house as usize] += 1;
    }
    (
        amber.into_iter().max().unwrap_or(0),
        cards.into_iter().max().unwrap_or(0),
    )
}

/// Weights of the logistic model of [`win_probability`], fitted by
/// `cargo run --release -p keysim-tools --bin fit_eval -- --games 4000` (see its
/// documentation): held-out log-loss 0.478, against 0.534 for [`value`].
/// The four `next_*` features came later and weigh 0 here, so the fitted
/// evaluation is what it was. Refitted with them by the same command (on
/// today's card pool), the held-out log-loss is 0.4820 against 0.4850
/// without them, the accuracy 0.751 against 0.748.
pub const WEIGHTS: [f64; N_FEATURES] = [
    0.2868,  // bias
    1.3092,  // keys_me
    -1.3627, // keys_them
    0.1839,  // amber_me_to_key
    -0.1842, // amber_them_to_key
    -0.0812, // check_me
    0.1336,  // check_them
    0.2619,  // excess_amber_me
    -0.5990, // excess_amber_them
    1.3668,  // last_key_check_me
    -0.6591, // last_key_check_them
    0.1572,  // creatures_me
    -0.2400, // creatures_them
    0.0122,  // power_me
    -0.0097, // power_them
    0.0259,  // health_me
    -0.0215, // health_them
    0.4937,  // artifacts_me
    -0.5222, // artifacts_them
    0.0780,  // hand_me
    -0.1898, // hand_them
    0.1303,  // captured_from_me
    0.0,     // next_amber_me (added after the fit)
    0.0,     // next_amber_them
    0.0,     // next_cards_me
    0.0,     // next_cards_them
];

/// The log-odds that `me` wins by the model of [`win_probability`], with
/// `me` counted as having just ended their turn (and, if `me` is active,
/// their hand as refilled, as in [`side`]); ±1e6 for a finished game, 0 at
/// the turn cap. A [`Scorer`] for the rollout policy.
pub fn fitted_score(g: &Game, me: Player) -> f64 {
    linear_score(g, me, &WEIGHTS)
}

/// [`fitted_score`] with the given `weights` over [`features`] in place of
/// [`WEIGHTS`].
pub fn linear_score(g: &Game, me: Player, weights: &[f64; N_FEATURES]) -> f64 {
    if let Some(s) = finished_score(g, me) {
        return s;
    }
    let mut f = features(g, me);
    if g.active_player() == me {
        f[19] = f[19].max(g.hand_size(me) as f64);
    }
    f.iter().zip(weights.iter()).map(|(x, w)| x * w).sum()
}

/// [`features`] of `me` projected to the end of `me`'s turn, the moment
/// the training positions of `keysim train` describe: if `me` is the active
/// player, their hand counted as refilled (as in [`side`]) and the
/// opponent's step 1 played (a key forged if they hold its cost and may
/// forge: one key more, its cost less Æmber). `None` if that key would be
/// the opponent's third, a lost game for `me`. A position on the
/// opponent's turn is already past that step and is described as it is.
pub fn turn_end_features(g: &Game, me: Player) -> Option<[f64; N_FEATURES]> {
    let mut f = features(g, me);
    if g.active_player() != me {
        return Some(f);
    }
    f[19] = f[19].max(g.hand_size(me) as f64);
    let them = me.opponent();
    let ps = g.player(them);
    let cost = g.key_cost(them);
    if ps.keys < 3
        && ps.amber as u32 >= cost
        && g.query(keysim_engine::question::CanForge(them), true)
    {
        let keys = ps.keys + 1;
        if keys >= 3 {
            return None;
        }
        let amber = (ps.amber as u32 - cost) as f64;
        let cost = cost as f64;
        let check = amber >= cost;
        f[2] = keys as f64;
        f[4] = amber.min(cost);
        f[6] = check as u8 as f64;
        f[8] = (amber - cost).max(0.0);
        f[10] = (check && keys == 2) as u8 as f64;
    }
    Some(f)
}

/// The log-odds that `me` wins over [`turn_end_features`] with `weights`:
/// ±1e6 for a finished game (or one the opponent wins by forging at the
/// start of their next turn), 0 at the turn cap. The scorer of a model of
/// `keysim train` for greedy choices and rollouts.
pub fn turn_end_score(g: &Game, me: Player, weights: &[f64; N_FEATURES]) -> f64 {
    if let Some(s) = finished_score(g, me) {
        return s;
    }
    match turn_end_features(g, me) {
        Some(f) => f.iter().zip(weights.iter()).map(|(x, w)| x * w).sum(),
        None => -1e6,
    }
}

/// The probability that `p` wins, by a logistic model over [`features`]
/// fitted to the outcomes of greedy games ([`WEIGHTS`]); 1 or 0 for a
/// finished game, 0.5 at the turn cap. The model describes positions
/// between turns; mid-turn positions are judged as if the active player's
/// turn had just begun.
pub fn win_probability(g: &Game, p: Player) -> f64 {
    linear_win_probability(g, p, &WEIGHTS)
}

/// [`win_probability`] with the given `weights` over [`features`] in place
/// of [`WEIGHTS`].
pub fn linear_win_probability(g: &Game, p: Player, weights: &[f64; N_FEATURES]) -> f64 {
    if let Some(o) = g.outcome() {
        return match o.winner() {
            Some(w) if w == p => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    let waiting = g.active_player().opponent();
    let f = features(g, waiting);
    let z: f64 = f.iter().zip(weights.iter()).map(|(x, w)| x * w).sum();
    let v = 1.0 / (1.0 + (-z).exp());
    if waiting == p {
        v
    } else {
        1.0 - v
    }
}

#[cfg(test)]
mod tests;

//! Tests of the shared evaluation and the greedy rollout policy.

use super::*;
use keysim_decks as deck;
use keysim_engine::scenario::Scenario;
use keysim_engine::GameSetup;
use keysim_facts::House;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

/// The feature called `name` of `f`.
fn named(f: &[f64; N_FEATURES], name: &str) -> f64 {
    f[FEATURE_NAMES.iter().position(|&x| x == name).unwrap()]
}

#[test]
fn turn_end_features_let_the_waiting_opponent_forge() {
    let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .keys(Player::B, 1)
        .amber(Player::B, 7)
        .start();
    assert_eq!(t.g.active_player(), Player::A);
    let now = features(&t.g, Player::A);
    let end = turn_end_features(&t.g, Player::A).unwrap();
    assert_eq!(named(&now, "check_them"), 1.0);
    assert_eq!(named(&end, "keys_them"), 2.0);
    assert_eq!(named(&end, "amber_them_to_key"), 1.0);
    assert_eq!(named(&end, "check_them"), 0.0);
    assert_eq!(named(&end, "excess_amber_them"), 0.0);
    // The waiting player's own view is already that of a turn's end.
    assert_eq!(
        turn_end_features(&t.g, Player::B).unwrap(),
        features(&t.g, Player::B)
    );
    let lost = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .keys(Player::B, 2)
        .amber(Player::B, 6)
        .start();
    assert_eq!(turn_end_features(&lost.g, Player::A), None);
    assert_eq!(turn_end_score(&lost.g, Player::A, &WEIGHTS), -1e6);
}

#[test]
fn a_buffer_beyond_the_check_outweighs_a_creature_only_in_a_long_game() {
    // A at a check with one Æmber to spare and B's Bad Penny in play,
    // against A exactly at the check and B's creature gone.
    let position = |turn: u16, amber: u8, penny: bool| {
        let mut s = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .amber(Player::A, amber)
            .turn(turn);
        if penny {
            s = s.battleline(Player::B, &["Bad Penny"]);
        }
        advantage(&s.start().g, Player::A)
    };
    for (turn, buffer_wins) in [(10, false), (40, false), (80, true)] {
        let buffer = position(turn, 7, true);
        let removal = position(turn, 6, false);
        assert_eq!(buffer > removal, buffer_wins, "turn {turn}");
    }
}

#[test]
fn the_fitted_model_favours_the_player_about_to_win() {
    let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .keys(Player::A, 2)
        .amber(Player::A, 7)
        .battleline(Player::A, &["Troll"])
        .start();
    let a = win_probability(&t.g, Player::A);
    let b = win_probability(&t.g, Player::B);
    assert!((a + b - 1.0).abs() < 1e-12, "the two sides add up to 1");
    assert!(a > 0.9, "two keys and a check: {a}");
    assert!(fitted_score(&t.g, Player::A) > fitted_score(&t.g, Player::B));
}

#[test]
fn more_amber_scores_higher_with_both_scorers() {
    let poor = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .amber(Player::A, 1)
        .start();
    let rich = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .amber(Player::A, 4)
        .start();
    for s in [score as Scorer, fitted_score] {
        assert!(s(&rich.g, Player::A) > s(&poor.g, Player::A));
        assert!(s(&rich.g, Player::B) < s(&poor.g, Player::B));
    }
}

/// The best [`score`] (valued [`at_turn_end`]) that `depth` answers
/// to `me`'s questions inside the action can reach, trying every order.
fn best_in_every_order(g: &Game, me: Player, depth: u32, orders: &mut u32) -> f64 {
    let score = turn_end(score);
    let asks_me = g
        .decision()
        .is_some_and(|d| d.player == me && !is_turn_level(d.kind));
    if depth == 0 || g.active_player() != me || !asks_me {
        *orders += 1;
        return score(g, me);
    }
    let mut list = ChoiceList::new();
    g.legal_choices(&mut list);
    let mut best = f64::NEG_INFINITY;
    for &c in list.iter() {
        let mut next = *g;
        next.apply_unchecked(c);
        best = best.max(best_in_every_order(&next, me, depth - 1, orders));
    }
    best
}

#[test]
fn divided_damage_is_valued_once_per_set_of_targets_with_the_best_of_every_order() {
    // Cooperative Hunting: one damage per friendly creature, each point
    // a question of its own with every creature a target.
    let mut t = Scenario::new(keysim_cards::pool(), House::Untamed)
        .hand(Player::A, &["Cooperative Hunting"])
        .battleline(
            Player::A,
            &["Snufflegator", "Hunting Witch", "Witch of the Eye"],
        )
        .battleline(Player::B, &["Dust Pixie", "Niffle Ape", "Troll"])
        .start();
    t.play("Cooperative Hunting");
    let d = t.g.decision().expect("the first point's target");
    assert!(matches!(d.kind, DecisionKind::Target { .. }));
    let mut orders = 0;
    let every_order = best_in_every_order(&t.g, Player::A, 3, &mut orders);
    assert_eq!(orders, 6 * 6 * 6, "three points among six creatures");
    let by_sets = followup_value(&t.g, Player::A, 3, turn_end(score));
    assert_eq!(by_sets, every_order);
    // Each first target is worth the best set it starts: the last
    // creature in the list only with all three points on itself.
    let mut list = ChoiceList::new();
    t.g.legal_choices(&mut list);
    let value_of = |c: Choice| {
        let mut next = t.g;
        next.apply_unchecked(c);
        followup_value_after(&next, Player::A, 2, turn_end(score), Some((d.kind, c)))
    };
    let best_first = list
        .iter()
        .map(|&c| value_of(c))
        .fold(f64::NEG_INFINITY, f64::max);
    assert_eq!(best_first, every_order);
    let last = list[list.len() - 1];
    let mut alone = t.g;
    for _ in 0..3 {
        alone.apply_unchecked(last);
    }
    assert_eq!(value_of(last), turn_end(score)(&alone, Player::A));
}

#[test]
fn the_order_of_a_battleline_does_not_change_its_worth() {
    // Exact arithmetic: the same creatures in another order are worth
    // exactly as much (choices that differ only so tie exactly).
    let a = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .amber(Player::A, 3)
        .battleline(Player::A, &["Troll", "Krump", "Bumpsy", "Valdr"])
        .battleline(Player::B, &["Dust Pixie"])
        .start();
    let b = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .amber(Player::A, 3)
        .battleline(Player::A, &["Valdr", "Bumpsy", "Krump", "Troll"])
        .battleline(Player::B, &["Dust Pixie"])
        .start();
    assert_eq!(advantage(&a.g, Player::A), advantage(&b.g, Player::A));
    assert_eq!(
        side(&a.g, Player::A) * 20.0,
        (side(&a.g, Player::A) * 20.0).round()
    );
}

#[test]
fn captured_amber_counts_for_the_player_it_was_taken_from() {
    let mut t = Scenario::new(keysim_cards::pool(), House::Dis)
        .amber(Player::B, 5)
        .hand(Player::A, &["Charette"])
        .start();
    t.play("Charette");
    assert_eq!(t.g.card(t.find("Charette")).amber, 3);
    // B: 2 Æmber in the pool and 3 on an enemy creature, nothing else.
    assert_eq!(side(&t.g, Player::B), 2.0 * AMBER + 3.0 * CAPTURED);
    for p in [Player::A, Player::B] {
        let by_sides = side(&t.g, p) - side(&t.g, p.opponent());
        assert!((advantage(&t.g, p) - by_sides).abs() < 1e-12, "{p:?}");
    }
}

#[test]
fn features_describe_both_sides() {
    let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .keys(Player::B, 1)
        .amber(Player::A, 8)
        .battleline(Player::A, &["Troll", "Krump"])
        .start();
    let f = features(&t.g, Player::A);
    let named = |n: &str| named(&f, n);
    assert_eq!(named("bias"), 1.0);
    assert_eq!(named("keys_them"), 1.0);
    assert_eq!(named("amber_me_to_key"), 6.0);
    assert_eq!(named("excess_amber_me"), 2.0);
    assert_eq!(named("check_me"), 1.0);
    assert_eq!(named("creatures_me"), 2.0);
    assert_eq!(named("power_me"), (8 + 6) as f64);
    assert_eq!(named("creatures_them"), 0.0);
}

#[test]
fn next_turn_features_count_the_house_that_promises_most() {
    // Brobnar: Anger and Punch (1 Æmber each), Lava Ball, and two
    // creatures to reap with: 4 Æmber, 5 cards. Untamed: Fertility
    // Chant (4) and Dust Pixie (2) in hand, Ancient Bear in play:
    // 7 Æmber, 3 cards.
    let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
        .hand(
            Player::A,
            &[
                "Anger",
                "Punch",
                "Lava Ball",
                "Fertility Chant",
                "Dust Pixie",
            ],
        )
        .battleline(Player::A, &["Troll", "Krump", "Ancient Bear"])
        .battleline(Player::B, &["Dust Pixie"])
        .start();
    assert_eq!(next_turn(&t.g, Player::A), (7, 5));
    assert_eq!(next_turn(&t.g, Player::B), (1, 1));
    let f = features(&t.g, Player::B);
    let named = |n: &str| named(&f, n);
    assert_eq!(named("next_amber_me"), 1.0);
    assert_eq!(named("next_amber_them"), 7.0);
    assert_eq!(named("next_cards_me"), 1.0);
    assert_eq!(named("next_cards_them"), 5.0);
}

/// The greedy rollout policy without [`GreedyRollout`]'s reuse: choose by
/// lookahead comparing positions by `score`, then play the choice.
fn plain_greedy_step(
    g: &mut Game,
    choices: &[Choice],
    score: impl Fn(&Game, Player) -> f64 + Copy,
    rng: &mut impl RngCore,
) {
    let d = g.decision().expect("a decision");
    let c = match d.kind {
        DecisionKind::Main => {
            let mut pruned = ChoiceList::new();
            prune(choices, &mut pruned);
            best_by_lookahead(g, &pruned, d.player, ROLLOUT_FOLLOWUP, score, rng)
        }
        DecisionKind::Target { .. }
        | DecisionKind::Defender { .. }
        | DecisionKind::UpgradeHost { .. } => {
            best_by_lookahead(g, choices, d.player, 0, score, rng)
        }
        _ => rollout_choice(g, choices, score, rng),
    };
    g.apply_unchecked(c);
}

#[test]
fn the_greedy_rollout_makes_the_choices_of_the_plain_policy() {
    greedy_rollout_matches_the_plain_policy(true);
}

#[test]
fn the_greedy_rollout_as_is_makes_the_choices_of_the_plain_policy_scoring_as_is() {
    greedy_rollout_matches_the_plain_policy(false);
}

/// Three turns of [`GreedyRollout::step`] (`turn_end`) or
/// [`GreedyRollout::step_as_is`] from 24 positions, each choice the one
/// [`plain_greedy_step`] makes with the same scorer, the values of a
/// question's options and (`turn_end`) of ending the turn reused from
/// the step before.
fn greedy_rollout_matches_the_plain_policy(at_turn_end: bool) {
    let decks = deck::embedded();
    let mut list = ChoiceList::new();
    let (mut reused, mut end_turn_known) = (0, 0);
    for seed in 0..24u64 {
        let a = decks[seed as usize % decks.len()].clone();
        let b = decks[(seed as usize * 3 + 1) % decks.len()].clone();
        let mut g = Game::new(&GameSetup::new(a, b, seed), keysim_cards::pool()).unwrap();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        while !g.is_over() && g.turn() < 5 {
            g.legal_choices(&mut list);
            let c = rollout_choice(&g, &list, score, &mut rng);
            g.apply_unchecked(c);
        }
        // Three turns of greedy rollout, with and without the memo.
        let (mut with, mut without) = (g, g);
        let mut rng_with = Xoshiro256PlusPlus::seed_from_u64(seed + 100);
        let mut rng_without = rng_with.clone();
        let mut policy = GreedyRollout::new();
        while !with.is_over() && with.turn() < 8 {
            with.legal_choices(&mut list);
            if list.len() == 1 {
                policy.forget();
                with.apply_unchecked(list[0]);
                without.apply_unchecked(list[0]);
                continue;
            }
            reused += policy.knows_next() as u32;
            end_turn_known += policy.scratch.memo.end_turn.is_some() as u32;
            if at_turn_end {
                policy.step(&mut with, &list, score, &mut rng_with);
                plain_greedy_step(&mut without, &list, turn_end(score), &mut rng_without);
            } else {
                policy.step_as_is(&mut with, &list, score, &mut rng_with);
                plain_greedy_step(&mut without, &list, score, &mut rng_without);
            }
            assert_eq!(format!("{with:?}"), format!("{without:?}"), "seed {seed}");
        }
    }
    assert!(reused > 10, "the memo was used {reused} times");
    if at_turn_end {
        assert!(
            end_turn_known > 10,
            "ending the turn known {end_turn_known} times"
        );
    } else {
        assert_eq!(end_turn_known, 0, "no turn's end is valued as is");
    }
}

#[test]
fn the_greedy_rollout_gains_amber_under_lash() {
    let mut t = crate::greedy::tests::lash_lock();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut policy = GreedyRollout::new();
    let mut list = ChoiceList::new();
    let turn = t.g.turn();
    while t.g.turn() == turn {
        t.g.legal_choices(&mut list);
        policy.step(&mut t.g, &list, score, &mut rng);
    }
    assert_eq!(t.amber(Player::B), 9, "both Lifewards played");
}

#[test]
fn a_house_playout_ends_the_turn_with_a_legal_house() {
    let a = deck::resolve("Radiant Argus the Supreme").unwrap();
    let b = deck::resolve("Miss Onyx Censorius").unwrap();
    let mut g = Game::new(&GameSetup::new(a, b, 3), keysim_cards::pool()).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
    let mut list = ChoiceList::new();
    // Play on to a house decision with a choice, after the first turns.
    loop {
        g.legal_choices(&mut list);
        let d = g.decision().expect("the game goes on");
        if d.kind == DecisionKind::House && list.len() > 1 && g.turn() >= 3 {
            break;
        }
        let c = rollout_choice(&g, &list, score, &mut rng);
        g.apply_unchecked(c);
    }
    let (turn, me) = (g.turn(), g.active_player());
    let house = play_turn_with_best_house(&mut g, &list, score, &mut rng);
    assert!(list.contains(house));
    assert!(g.is_over() || (g.turn() == turn + 1 && g.active_player() == me.opponent()));
}

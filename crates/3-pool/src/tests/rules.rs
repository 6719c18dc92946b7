//! The core rules, each test a ruling: set up a board, act, check.

use super::scenario;
use keysim_decks as deck;
use keysim_engine::Player::{A, B};
use keysim_engine::{
    Choice, ChoiceList, DecisionKind, Flank, Game, GameSetup, Location, Outcome, Phase, Player,
};
use keysim_facts::{House, Icons};

fn starter_setup(seed: u64) -> GameSetup {
    let a = deck::resolve("Radiant Argus the Supreme").unwrap();
    let b = deck::resolve("Miss Onyx Censorius").unwrap();
    GameSetup::new(a, b, seed)
}

fn choices(g: &Game) -> Vec<Choice> {
    let mut l = ChoiceList::new();
    g.legal_choices(&mut l);
    l.to_vec()
}

// ----- Setup ------------------------------------------------------------

#[test]
fn setup_first_player_draws_seven_second_six() {
    let g = Game::new(&starter_setup(1), crate::pool()).unwrap();
    let first = g.first_player();
    assert_eq!(g.player(first).hand.len(), 7);
    assert_eq!(g.player(first.opponent()).hand.len(), 6);
    assert_eq!(g.player(first).deck.len(), 29);
    let d = g.decision().unwrap();
    assert_eq!(d.kind, DecisionKind::Mulligan);
    assert_eq!(d.player, first, "the first player mulligans first");
}

#[test]
fn setup_first_player_is_random_but_seeded() {
    let firsts: Vec<Player> = (0..20)
        .map(|s| {
            Game::new(&starter_setup(s), crate::pool())
                .unwrap()
                .first_player()
        })
        .collect();
    assert!(firsts.contains(&A) && firsts.contains(&B));
    let again: Vec<Player> = (0..20)
        .map(|s| {
            Game::new(&starter_setup(s), crate::pool())
                .unwrap()
                .first_player()
        })
        .collect();
    assert_eq!(firsts, again);
}

#[test]
fn mulligan_draws_one_fewer_and_second_player_decides_next() {
    let mut setup = starter_setup(3);
    setup.first_player = Some(A);
    let mut g = Game::new(&setup, crate::pool()).unwrap();
    g.apply(Choice::Mulligan).unwrap();
    assert_eq!(g.player(A).hand.len(), 6);
    assert_eq!(g.player(A).hand.len() + g.player(A).deck.len(), 36);
    assert_eq!(g.decision().unwrap().player, B);
    g.apply(Choice::Keep).unwrap();
    assert_eq!(g.player(B).hand.len(), 6);
    assert_eq!(g.decision().unwrap().kind, DecisionKind::House);
    assert_eq!(g.active_player(), A);
}

#[test]
fn chains_apply_to_the_opening_hand_and_one_is_shed() {
    let mut setup = starter_setup(4);
    setup.first_player = Some(A);
    setup.chains = [7, 3];
    let g = Game::new(&setup, crate::pool()).unwrap();
    assert_eq!(g.player(A).hand.len(), 5, "7 chains: two fewer cards");
    assert_eq!(g.player(A).chains, 6, "one chain shed at setup");
    assert_eq!(g.player(B).hand.len(), 5, "3 chains: one fewer card");
    assert_eq!(g.player(B).chains, 2);
}

#[test]
fn mulligan_with_chains_sheds_no_chain() {
    let mut setup = starter_setup(4);
    setup.first_player = Some(A);
    setup.chains = [7, 0];
    let mut g = Game::new(&setup, crate::pool()).unwrap();
    g.apply(Choice::Mulligan).unwrap();
    assert_eq!(g.player(A).hand.len(), 4);
    assert_eq!(g.player(A).chains, 6);
}

#[test]
fn same_seed_same_game() {
    let run = |seed| {
        let mut g = Game::new(&starter_setup(seed), crate::pool()).unwrap();
        let mut trace = Vec::new();
        while !g.is_over() {
            let c = choices(&g);
            let pick = c[(trace.len() * 7919) % c.len()];
            trace.push(pick);
            g.apply(pick).unwrap();
        }
        (trace, g.winner(), g.turn())
    };
    assert_eq!(run(11), run(11));
}

// ----- Turn steps -------------------------------------------------------

#[test]
fn forging_is_mandatory_at_the_start_of_the_turn() {
    let mut t = scenario(House::Untamed).amber(B, 7).start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 1, "6 Æmber spent");
}

#[test]
fn only_one_key_per_turn_and_check_is_visible() {
    let mut t = scenario(House::Untamed).amber(B, 13).start();
    assert!(t.g.check(B), "B has enough Æmber: check!");
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 7);
}

#[test]
fn third_key_wins_immediately() {
    let mut t = scenario(House::Untamed).amber(B, 6).keys(B, 2).start();
    t.end_turn();
    assert_eq!(t.g.outcome(), Some(Outcome::Won(B)));
    assert!(t.g.decision().is_none());
}

#[test]
fn house_choice_includes_houses_of_controlled_cards() {
    let mut t = scenario(House::Untamed)
        .houses(B, [House::Logos, House::Sanctum, House::Untamed])
        .battleline(B, &["Urchin"])
        .start();
    t.end_turn();
    let c = t.choices();
    assert!(c.contains(&Choice::House(House::Shadows)));
    assert!(c.contains(&Choice::House(House::Logos)));
    assert_eq!(c.len(), 4);
}

#[test]
fn two_must_choose_mandates_let_the_player_pick_either() {
    // The rulebook: faced with two "must choose" mandates, the player may
    // choose either. B's Pitlord says Dis, A's Control the Weak says
    // Brobnar.
    let mut t = scenario(House::Dis)
        .hand(A, &["Control the Weak"])
        .houses(B, [House::Dis, House::Brobnar, House::Shadows])
        .battleline(B, &["Pitlord"])
        .start();
    t.play("Control the Weak");
    t.choose_house(House::Brobnar);
    t.end_turn();
    assert_eq!(t.g.decision().unwrap().kind, DecisionKind::House);
    let mut c = t.choices();
    c.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(
        c,
        [Choice::House(House::Brobnar), Choice::House(House::Dis)]
    );
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.g.active_house(), Some(House::Brobnar));
}

#[test]
fn archives_may_be_picked_up_after_choosing_a_house() {
    let mut t = scenario(House::Untamed)
        .archives(B, &["Punch", "Fear"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert_eq!(t.g.decision().unwrap().kind, DecisionKind::Archives);
    t.apply(Choice::PickUpArchives);
    assert_eq!(t.g.player(B).hand.len(), 2);
    assert!(t.g.player(B).archives.is_empty());
}

#[test]
fn only_cards_of_the_active_house_are_played_or_used() {
    let t = scenario(House::Untamed)
        .hand(A, &["Punch", "Dust Pixie"])
        .battleline(A, &["Urchin", "Snufflegator"])
        .start();
    let c = t.choices();
    assert!(c.contains(&Choice::Play(t.find("Dust Pixie"))));
    assert!(!c.contains(&Choice::Play(t.find("Punch"))));
    assert!(!c.contains(&Choice::Discard(t.find("Punch"))));
    assert!(c.contains(&Choice::Reap(t.find("Snufflegator"))));
    assert!(!c.contains(&Choice::Reap(t.find("Urchin"))));
}

#[test]
fn first_turn_rule_one_card_from_hand() {
    let mut t = scenario(House::Untamed)
        .turn(1)
        .hand(A, &["Dust Pixie", "Snufflegator", "Full Moon"])
        .start();
    t.play("Dust Pixie");
    let c = t.choices();
    assert_eq!(
        c,
        vec![Choice::EndTurn],
        "nothing else may be played or discarded"
    );
}

#[test]
fn ready_and_draw_to_six_at_end_of_turn() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie"])
        .battleline(A, &["Snufflegator"])
        .deck(
            A,
            &[
                "Punch", "Fear", "Anger", "Urchin", "Dodger", "Mother", "Valdr",
            ],
        )
        .start();
    t.reap("Snufflegator");
    assert!(t.exhausted("Snufflegator"));
    t.end_turn();
    assert!(!t.exhausted("Snufflegator"));
    assert_eq!(t.g.player(A).hand.len(), 6);
    assert_eq!(t.deck_of(A), ["Mother", "Valdr"]);
}

#[test]
fn empty_deck_reshuffles_the_discard_pile() {
    let mut t = scenario(House::Untamed)
        .discard(
            A,
            &[
                "Punch", "Fear", "Anger", "Urchin", "Dodger", "Mother", "Valdr",
            ],
        )
        .deck(A, &[])
        .start();
    t.end_turn();
    assert_eq!(t.g.player(A).hand.len(), 6);
    assert_eq!(t.g.player(A).deck.len(), 1);
    assert!(t.g.player(A).discard.is_empty());
}

#[test]
fn chains_reduce_the_refill_and_are_shed() {
    // FAQ: 2 chains and 5 cards in hand: no card drawn, one chain shed.
    let mut t = scenario(House::Untamed)
        .chains(A, 2)
        .hand(A, &["Punch", "Fear", "Anger", "Urchin", "Dodger"])
        .deck(A, &["Mother", "Valdr"])
        .start();
    t.end_turn();
    assert_eq!(t.g.player(A).hand.len(), 5);
    assert_eq!(t.g.player(A).chains, 1);
}

#[test]
fn chains_not_shed_when_not_drawing() {
    // FAQ: 2 chains and 7 cards in hand: no chain shed.
    let mut t = scenario(House::Untamed)
        .chains(A, 2)
        .hand(
            A,
            &[
                "Punch", "Fear", "Anger", "Urchin", "Dodger", "Mother", "Valdr",
            ],
        )
        .deck(A, &[])
        .start();
    t.end_turn();
    assert_eq!(t.g.player(A).chains, 2);
}

#[test]
fn chain_penalty_table() {
    use keysim_engine::chain_penalty;
    assert_eq!(
        [0, 1, 6, 7, 12, 13, 18, 19, 24].map(chain_penalty),
        [0, 1, 1, 2, 2, 3, 3, 4, 4]
    );
}

#[test]
fn turn_cap_ends_the_game_with_no_winner() {
    let mut setup = starter_setup(5);
    setup.turn_cap = 4;
    let mut g = Game::new(&setup, crate::pool()).unwrap();
    while !g.is_over() {
        let pick = if choices(&g).contains(&Choice::EndTurn) {
            Choice::EndTurn
        } else {
            choices(&g)[0]
        };
        g.apply(pick).unwrap();
    }
    assert_eq!(g.outcome(), Some(Outcome::TurnCap));
    assert_eq!(g.phase(), Phase::Over);
}

// ----- Playing cards ----------------------------------------------------

#[test]
fn creatures_enter_exhausted_on_a_chosen_flank() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Snufflegator"])
        .battleline(A, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.play("Snufflegator");
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Snufflegator", "Dust Pixie", "Niffle Ape"]);
    assert!(t.exhausted("Snufflegator"));
}

#[test]
fn deploy_may_enter_between_creatures() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["\"Lion\" Bautrem"])
        .battleline(A, &["Staunch Knight", "Raiding Knight"])
        .start();
    t.play("\"Lion\" Bautrem");
    t.apply(Choice::Position(1));
    assert_eq!(
        t.line(A),
        ["Staunch Knight", "“Lion” Bautrem", "Raiding Knight"]
    );
}

#[test]
fn aember_bonus_and_enhancement_icons_resolve_in_order() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie"])
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Urchin"])
        .deck(A, &["Punch"])
        .amber(B, 3)
        .start();
    t.set_icons(
        "Dust Pixie",
        Icons {
            amber: 1,
            capture: 1,
            damage: 1,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Dust Pixie");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 3, "2 printed + 1 enhanced");
    t.choose("Snufflegator"); // capture onto a friendly creature
    assert_eq!(t.amber_on("Snufflegator"), 1);
    assert_eq!(t.amber(B), 2);
    t.choose("Urchin"); // 1 damage
    assert_eq!(t.discard(B), ["Urchin"]);
    assert_eq!(t.hand_of(A), ["Punch"], "draw icon");
}

#[test]
fn alpha_only_before_anything_else_this_step() {
    let t = scenario(House::Untamed)
        .hand(A, &["Glimmer", "Dust Pixie"])
        .start();
    assert!(t.is_legal(Choice::Play(t.find("Glimmer"))));
    let mut t2 = t.clone();
    t2.play("Dust Pixie");
    assert!(!t2.is_legal(Choice::Play(t2.find("Glimmer"))));
}

#[test]
fn omega_ends_the_step() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Duskwitch", "Dust Pixie"])
        .deck(B, &["Punch"])
        .start();
    t.play("Duskwitch");
    assert_eq!(t.g.active_player(), B, "the step ended and the turn passed");
}

#[test]
fn rule_of_six_limits_plays_and_uses_by_title() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Library of Babble"])
        .deck(A, &["Punch"; 10])
        .start();
    let lib = t.find("Library of Babble");
    for _ in 0..6 {
        t.g.apply(Choice::Action(lib)).unwrap();
        let card = *t.g.card(lib);
        assert_eq!(card.location, Location::Artifacts);
        // Ready it again as a card effect could.
        t.set_exhausted("Library of Babble", false);
    }
    assert!(
        !t.is_legal(Choice::Action(lib)),
        "a seventh use is not allowed"
    );
}

// ----- Fights -----------------------------------------------------------

#[test]
fn fight_damage_is_simultaneous() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Urchin", "Dodger"])
        .start();
    t.fight("Niffle Ape", "Dodger");
    assert_eq!(t.discard(A), ["Niffle Ape"]);
    assert_eq!(t.damage("Dodger"), 3);
}

#[test]
fn a_creature_cannot_fight_with_no_enemy() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .start();
    assert!(!t.is_legal(Choice::Fight(t.find("Niffle Ape"))));
}

#[test]
fn elusive_prevents_all_fight_damage_the_first_time() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator", "Dust Pixie"])
        .battleline(B, &["Urchin"])
        .start();
    t.fight("Snufflegator", "Urchin");
    assert_eq!(t.damage("Urchin"), 0);
    assert_eq!(t.line(B), ["Urchin"]);
    t.fight("Dust Pixie", "Urchin");
    assert_eq!(t.discard(B), ["Urchin"], "only the first attack each turn");
}

#[test]
fn skirmish_takes_no_damage_when_attacking() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Dodger"])
        .start();
    t.fight("Snufflegator", "Dodger");
    assert_eq!(t.damage("Snufflegator"), 0);
    assert_eq!(t.damage("Dodger"), 4);
}

#[test]
fn taunt_protects_neighbors() {
    let t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Urchin", "Champion Anaphiel", "Dodger", "Valdr"])
        .start();
    let mut t = t;
    t.apply(Choice::Fight(t.find("Snufflegator")));
    let c = t.choices();
    assert!(c.contains(&Choice::Target(t.find("Champion Anaphiel"))));
    assert!(!c.contains(&Choice::Target(t.find("Urchin"))));
    assert!(!c.contains(&Choice::Target(t.find("Dodger"))));
    assert!(c.contains(&Choice::Target(t.find("Valdr"))));
}

#[test]
fn poison_destroys_any_creature_it_damages_in_a_fight() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Inka the Spider"])
        .battleline(B, &["Valdr"])
        .start();
    t.fight("Inka the Spider", "Valdr");
    assert_eq!(t.discard(B), ["Valdr"]);
    assert_eq!(t.discard(A), ["Inka the Spider"]);
}

#[test]
fn poison_needs_damage_through_armor() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Inka the Spider"])
        .battleline(B, &["Raiding Knight"])
        .start();
    t.fight("Inka the Spider", "Raiding Knight");
    assert_eq!(
        t.line(B),
        ["Raiding Knight"],
        "2 armor absorbed the 1 damage"
    );
}

#[test]
fn assault_strikes_before_the_fight() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .battleline(B, &["Urchin"])
        .start();
    t.set_damage("Ancient Bear", 0);
    t.fight("Ancient Bear", "Urchin");
    // Assault 2 destroys Urchin before the fight: Ancient Bear takes nothing.
    assert_eq!(t.discard(B), ["Urchin"]);
    assert_eq!(t.damage("Ancient Bear"), 0);
}

#[test]
fn hazardous_strikes_the_attacker_first() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Briar Grubbling"])
        .start();
    t.fight("Niffle Ape", "Briar Grubbling");
    assert_eq!(t.discard(A), ["Niffle Ape"]);
    assert_eq!(t.damage("Briar Grubbling"), 0, "the fight did not happen");
}

#[test]
fn armor_prevents_damage_each_turn() {
    // Glossary: 2 armor, dealt 1 then 3 in a turn: 2 damage total.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Staunch Knight"])
        .start();
    t.set_house("Niffle Ape", House::Brobnar);
    t.fight("Niffle Ape", "Staunch Knight");
    assert_eq!(t.damage("Staunch Knight"), 1);
    t.play("Punch");
    assert_eq!(t.damage("Staunch Knight"), 4);
}

#[test]
fn stunned_creature_is_only_unstunned_when_used() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Urchin"])
        .start();
    t.set_stunned("Snufflegator");
    let s = t.find("Snufflegator");
    assert!(!t.is_legal(Choice::Reap(s)));
    assert!(!t.is_legal(Choice::Fight(s)));
    t.remove_stun("Snufflegator");
    assert!(!t.stunned("Snufflegator"));
    assert!(t.exhausted("Snufflegator"));
    assert_eq!(t.amber(A), 0);
}

#[test]
fn stunned_defender_still_deals_damage() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Ape"])
        .battleline(B, &["Dodger"])
        .start();
    t.set_stunned("Dodger");
    t.fight("Niffle Ape", "Dodger");
    assert_eq!(t.discard(A), ["Niffle Ape"]);
}

#[test]
fn enraged_creature_must_fight_if_able() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Dodger"])
        .start();
    t.set_enraged("Snufflegator");
    let s = t.find("Snufflegator");
    assert!(!t.is_legal(Choice::Reap(s)));
    t.fight("Snufflegator", "Dodger");
    assert!(
        !t.card("Snufflegator").is_enraged(),
        "enrage removed after fighting"
    );
}

#[test]
fn ward_prevents_damage_once() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Dodger"])
        .start();
    t.set_ward("Dodger");
    t.play("Punch");
    assert_eq!(t.damage("Dodger"), 0);
    assert!(!t.card("Dodger").is_warded());
}

#[test]
fn captured_aember_goes_to_the_opponent_when_the_creature_leaves_play() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Urchin"])
        .start();
    t.set_amber_on("Urchin", 2);
    t.play("Punch");
    assert_eq!(t.amber(A), 1 + 2);
}

#[test]
fn upgrades_are_discarded_with_their_creature() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Urchin"])
        .upgrade(B, "Protect the Weak", "Urchin")
        .start();
    t.play("Punch");
    assert_eq!(t.discard(B), ["Protect the Weak", "Urchin"]);
}

#[test]
fn lethal_damage_is_checked_continuously() {
    // FAQ (King of the Crag): a creature is destroyed as soon as its damage
    // reaches its power, however that happens.
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie"])
        .battleline(B, &["Urchin"])
        .start();
    t.set_damage("Urchin", 1);
    t.play("Dust Pixie");
    assert_eq!(t.discard(B), ["Urchin"]);
}

#[test]
fn legal_choices_match_apply() {
    let mut g = Game::new(&starter_setup(9), crate::pool()).unwrap();
    let mut steps = 0;
    while !g.is_over() && steps < 400 {
        let c = choices(&g);
        for &x in &c {
            assert!(g.clone().apply(x).is_ok());
        }
        assert!(g
            .clone()
            .apply(Choice::Trigger(keysim_engine::CardRef(200)))
            .is_err());
        g.apply(c[steps % c.len()]).unwrap();
        steps += 1;
    }
}

#[test]
fn a_creature_returned_by_its_destroyed_ability_still_counts_as_destroyed() {
    // FAQ (Tolas, Bad Penny): destroyed even though it went to hand.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Loot the Bodies", "Punch"])
        .battleline(B, &["Bad Penny"])
        .start();
    t.play("Loot the Bodies");
    t.play("Punch");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.amber(A), 1 + 1, "Punch's bonus and Loot the Bodies");
}

#[test]
fn a_creature_returned_by_its_destroyed_ability_was_destroyed_fighting() {
    // FAQ (Bad Penny): still destroyed, so "destroyed fighting" abilities
    // see it: Krump's and Brain Eater's.
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Krump"])
        .battleline(B, &["Bad Penny"])
        .amber(B, 2)
        .start();
    t.fight("Krump", "Bad Penny");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.amber(B), 1, "Krump: its controller loses 1");
    assert_eq!(t.g.turn_history().destroyed_in_fight[B.index()], 1);

    let mut t = scenario(House::Logos)
        .battleline(A, &["Brain Eater"])
        .battleline(B, &["Bad Penny"])
        .deck(A, &["Troll"])
        .start();
    t.fight("Brain Eater", "Bad Penny");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.hand_of(A), ["Troll"], "Brain Eater draws");
}

#[test]
fn a_creature_returned_by_its_destroyed_ability_was_destroyed_under_its_controller() {
    // Tolas: "its opponent" is the opponent of the player who controlled
    // the destroyed creature, though it returns to its owner's hand.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Bad Penny", "Tolas"])
        .start();
    let penny = t.find("Bad Penny");
    t.g.take_control(penny, A, Flank::Right);
    t.play("Punch");
    t.choose("Bad Penny");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.amber(A), 1, "Punch's bonus only");
    assert_eq!(t.amber(B), 1, "Tolas: A's creature was destroyed");
}

#[test]
fn every_card_of_the_starter_decks_is_implemented() {
    for name in ["Radiant Argus the Supreme", "Miss Onyx Censorius"] {
        let d = deck::resolve(name).unwrap();
        let missing: Vec<&str> = d
            .cards
            .iter()
            .filter(|c| !crate::is_implemented(c.card))
            .map(|c| c.card.def().name)
            .collect();
        assert!(missing.is_empty(), "{name}: not implemented: {missing:?}");
    }
}

#[test]
fn simultaneous_destroyed_abilities_resolve_in_the_active_players_order() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Poison Wave"])
        .battleline(A, &["Dust Imp"])
        .battleline(B, &["Bad Penny"])
        .start();
    t.play("Poison Wave");
    assert_eq!(t.g.decision().unwrap().kind, DecisionKind::TriggerOrder);
    t.choose("Bad Penny");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.amber(A), 1 + 2, "Poison Wave's bonus and Dust Imp");
    assert_eq!(t.discard(A), ["Dust Imp", "Poison Wave"]);
}

/// Two Magda the Rats, one on each side, leave play together: each one's
/// "Leaves Play:" makes its controller's opponent steal 2, and the active
/// player chooses which steal comes first.
fn two_magdas_leave_play_together(wipe: &str) -> keysim_engine::scenario::Test {
    let mut t = scenario(House::Dis)
        .hand(A, &[wipe])
        .battleline(A, &["Magda the Rat"])
        .battleline(B, &["Magda the Rat"])
        .amber(B, 3)
        .start();
    t.play(wipe);
    let d = t.g.decision().unwrap();
    assert_eq!((d.player, d.kind), (A, DecisionKind::TriggerOrder));
    let magdas = t.find_all("Magda the Rat");
    assert_eq!(t.choices().len(), 2);
    assert!(magdas.iter().all(|&m| t.is_legal(Choice::Trigger(m))));
    t
}

#[test]
fn the_active_player_orders_simultaneous_abilities_of_both_players() {
    for wipe in ["Gateway to Dis", "Hysteria"] {
        let t = two_magdas_leave_play_together(wipe);
        let magdas = t.find_all("Magda the Rat");
        let owned_by = |p| *magdas.iter().find(|&&m| t.g.card(m).owner == p).unwrap();
        let (mine, theirs) = (owned_by(A), owned_by(B));
        // B's Magda first: A steals 2 (2, 1), then B steals them back.
        let mut first_theirs = t.clone();
        first_theirs.apply(Choice::Trigger(theirs));
        assert_eq!(
            (first_theirs.amber(A), first_theirs.amber(B)),
            (0, 3),
            "{wipe}"
        );
        // A's Magda first: B steals nothing from an empty pool, then A
        // steals 2.
        let mut first_mine = t.clone();
        first_mine.apply(Choice::Trigger(mine));
        assert_eq!((first_mine.amber(A), first_mine.amber(B)), (2, 1), "{wipe}");
    }
}

#[test]
fn taking_control_moves_a_creature_to_a_flank_and_unforging_removes_a_key() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Snufflegator"])
        .battleline(B, &["Dodger"])
        .keys(B, 2)
        .start();
    let dodger = t.find("Dodger");
    t.g.take_control(dodger, A, Flank::Left);
    assert_eq!(t.line(A), ["Dodger", "Snufflegator"]);
    assert!(t.line(B).is_empty());
    // A card of a house outside A's deck makes that house choosable.
    assert!(t.g.unforge_key(B));
    assert_eq!(t.keys(B), 1);
    t.end_turn();
    let b_house = t.choices()[0];
    t.apply(b_house);
    t.end_turn();
    assert!(t.choices().contains(&Choice::House(House::Shadows)));
}

#[test]
fn a_creature_that_changed_control_leaves_play_to_its_owner() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Urchin"])
        .start();
    let urchin = t.find("Urchin");
    t.g.take_control(urchin, A, Flank::Right);
    assert_eq!(t.line(A), ["Urchin"]);
    t.play("Punch");
    assert_eq!(t.discard(B), ["Urchin"], "to its owner's discard pile");
    assert_eq!(t.discard(A), ["Punch"]);
}

// ----- Hooks for new cards ------------------------------------------------

#[test]
fn using_a_creature_from_an_ability_ignores_its_house_and_counts_as_a_use() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Commander Remiel", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)), "Troll is not Sanctum");
    t.reap("Commander Remiel");
    // Commander Remiel's Reap: the only non-Sanctum friendly creature is
    // used: its controller chooses how.
    assert!(t.is_legal(Choice::Fight(troll)));
    t.apply(Choice::Fight(troll));
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.g.times_used_this_turn(troll), 1);
    assert_eq!(t.g.turn_history().destroyed_in_fight[B.index()], 1);
    assert!(t.card("Troll").is_exhausted());
}

#[test]
fn a_discard_icon_discards_a_card_of_any_house_from_hand() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie", "Punch"])
        .start();
    t.set_icons(
        "Dust Pixie",
        Icons {
            discard: 1,
            ..Icons::NONE
        },
    );
    t.play("Dust Pixie");
    assert_eq!(
        t.discard(A),
        ["Punch"],
        "the only card in hand, a Brobnar card"
    );
    assert_eq!(t.line(A), ["Dust Pixie"]);
}

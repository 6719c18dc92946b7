//! Tests of the Shadows cards of Age of Ascension: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::{House, Keywords};

fn elusive(t: &keysim_engine::scenario::Test, name: &str) -> bool {
    t.g.keywords(t.find(name)).contains(Keywords::ELUSIVE)
}

#[test]
fn dusk_chronicles_draws_when_the_opponent_has_more() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Dusk Chronicles"])
        .amber(B, 5)
        .start();
    t.play("Dusk Chronicles");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.hand_of(A).len(), 1, "one card drawn");
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn dusk_chronicles_archives_when_you_have_more() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Dusk Chronicles", "Troll", "Bumpsy"])
        .amber(A, 3)
        .amber(B, 1)
        .start();
    t.play("Dusk Chronicles");
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Bumpsy"], "nothing drawn");
}

#[test]
fn dusk_chronicles_does_nothing_when_even() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Dusk Chronicles", "Troll"])
        .amber(B, 1)
        .start();
    t.play("Dusk Chronicles");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn furtive_investors_gains_one_per_opponent_key_when_behind() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Furtive Investors"])
        .amber(B, 4)
        .keys(B, 2)
        .start();
    t.play("Furtive Investors");
    assert_eq!(t.amber(A), 3, "1 bonus + 2 for the keys");
}

#[test]
fn furtive_investors_gains_nothing_when_not_behind() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Furtive Investors"])
        .amber(A, 4)
        .amber(B, 4)
        .keys(B, 2)
        .start();
    t.play("Furtive Investors");
    assert_eq!(t.amber(A), 5, "only the bonus: 5 is not less than 4");
}

#[test]
fn gamgee_steals_on_reap_when_behind() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Gamgee"])
        .amber(B, 3)
        .start();
    t.reap("Gamgee");
    assert_eq!((t.amber(A), t.amber(B)), (2, 2), "reaped 1, then stole 1");
}

#[test]
fn gamgee_does_not_steal_when_not_behind() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Gamgee"])
        .amber(A, 2)
        .amber(B, 3)
        .start();
    t.reap("Gamgee");
    assert_eq!((t.amber(A), t.amber(B)), (3, 3), "even after reaping");
}

#[test]
fn gamgee_is_elusive() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Dodger"])
        .battleline(B, &["Gamgee"])
        .start();
    t.fight("Dodger", "Gamgee");
    assert_eq!((t.damage("Dodger"), t.damage("Gamgee")), (0, 0));
}

#[test]
fn knuckles_bolton_skirmishes_and_is_elusive() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Knuckles Bolton", "Dodger"])
        .battleline(B, &["Troll", "Knuckles Bolton"])
        .start();
    let [mine, theirs] = [0, 1].map(|i| t.find_all("Knuckles Bolton")[i]);
    t.apply(Choice::Fight(mine));
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.g.card(mine).damage, 0, "skirmish: no damage back");
    t.apply(Choice::Fight(t.find("Dodger")));
    t.choose_card(theirs);
    assert_eq!(
        t.g.card(theirs).damage,
        0,
        "elusive: the first attack deals nothing"
    );
    assert_eq!(t.damage("Dodger"), 0);
}

#[test]
fn lamindra_gives_her_neighbors_elusive() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Dodger"])
        .battleline(B, &["Dust Pixie", "Lamindra", "Bumpsy", "Troll"])
        .start();
    assert!(elusive(&t, "Lamindra"));
    assert!(elusive(&t, "Dust Pixie") && elusive(&t, "Bumpsy"));
    assert!(!elusive(&t, "Troll"), "not a neighbor");
    t.fight("Dodger", "Bumpsy");
    assert_eq!((t.damage("Dodger"), t.damage("Bumpsy")), (0, 0));
}

#[test]
fn lamindra_deploys_between_two_creatures() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Lamindra"])
        .battleline(A, &["Dodger", "Urchin"])
        .start();
    t.play("Lamindra");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Dodger", "Lamindra", "Urchin"]);
    assert!(elusive(&t, "Dodger") && elusive(&t, "Urchin"));
}

#[test]
fn life_for_a_life_sacrifices_to_deal_six() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Life for a Life"])
        .battleline(A, &["Urchin", "Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Life for a Life");
    t.choose("Urchin");
    t.choose("Troll");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.line(A), ["Dodger"]);
    assert_eq!(t.discard(A), ["Urchin", "Life for a Life"]);
    assert_eq!(t.damage("Troll"), 6);
}

#[test]
fn life_for_a_life_without_a_creature_to_sacrifice_deals_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Life for a Life"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Life for a Life");
    assert!(!t.asks_target(), "an enemy creature cannot be sacrificed");
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn life_for_a_life_sacrifice_prevented_by_ward_deals_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Life for a Life"])
        .battleline(A, &["Urchin"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Urchin");
    t.play("Life for a Life");
    assert_eq!(t.line(A), ["Urchin"], "the ward prevents the destruction");
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn ronnie_wristclocks_steals_one() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Ronnie Wristclocks"])
        .amber(B, 6)
        .start();
    t.play("Ronnie Wristclocks");
    assert_eq!((t.amber(A), t.amber(B)), (1, 5));
}

#[test]
fn ronnie_wristclocks_steals_two_instead_from_an_opponent_with_seven() {
    // The rulebook's example of a replacement effect.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Ronnie Wristclocks"])
        .amber(B, 7)
        .start();
    t.play("Ronnie Wristclocks");
    assert_eq!((t.amber(A), t.amber(B)), (2, 5));
}

#[test]
fn sucker_punch_archives_itself_when_it_destroys() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Sucker Punch"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Sucker Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.archives_of(A), ["Sucker Punch"]);
    assert!(t.discard(A).is_empty());
}

#[test]
fn sucker_punch_is_discarded_when_the_creature_survives() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Sucker Punch"])
        .battleline(A, &["Urchin"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Sucker Punch");
    assert!(!t.is_legal(Choice::Target(t.find("Urchin"))), "enemy only");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert!(t.archives_of(A).is_empty());
    assert_eq!(t.discard(A), ["Sucker Punch"]);
}

#[test]
fn sucker_punch_is_alpha() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin", "Sucker Punch"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Urchin");
    assert!(!t.is_legal(Choice::Play(t.find("Sucker Punch"))));
}

#[test]
fn swindle_steals_three_then_ends_the_step() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Swindle", "Urchin"])
        .amber(B, 5)
        .start();
    t.play("Swindle");
    assert_eq!((t.amber(A), t.amber(B)), (3, 2));
    assert_eq!(
        t.g.active_player(),
        B,
        "omega: step 3 is over, and the turn"
    );
    assert_eq!(t.location("Urchin"), Location::Hand);
}

#[test]
fn swindle_is_alpha() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin", "Swindle"])
        .start();
    t.play("Urchin");
    assert!(!t.is_legal(Choice::Play(t.find("Swindle"))));
}

#[test]
fn throwing_stars_gains_one_per_creature_destroyed() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Throwing Stars"])
        .battleline(B, &["Dust Pixie", "Urchin", "Troll", "Silvertooth"])
        .start();
    t.play("Throwing Stars");
    t.choose("Dust Pixie");
    t.choose("Urchin");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Troll", "Silvertooth"]);
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Silvertooth"), 0, "at most 3 creatures");
    assert_eq!(t.amber(A), 2);
}

#[test]
fn throwing_stars_does_not_count_a_creature_armageddon_cloak_saves() {
    // A creature saved by a replacement ("destroy the Cloak instead") was
    // not destroyed: only Urchin counts.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Throwing Stars"])
        .battleline(B, &["Dust Pixie", "Urchin"])
        .upgrade(B, "Armageddon Cloak", "Dust Pixie")
        .start();
    t.play("Throwing Stars");
    t.choose("Dust Pixie");
    t.choose("Urchin");
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.discard(B), ["Urchin", "Armageddon Cloak"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn throwing_stars_counts_bad_penny_returned_to_hand() {
    // FAQ (Tolas and Bad Penny): still destroyed.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Throwing Stars"])
        .battleline(B, &["Bad Penny", "Troll"])
        .start();
    t.play("Throwing Stars");
    t.choose("Bad Penny");
    t.pass();
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn throwing_stars_may_hit_fewer_creatures() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Throwing Stars"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Throwing Stars");
    t.choose("Troll");
    t.pass();
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.line(B), ["Dust Pixie", "Troll"]);
    assert_eq!(t.amber(A), 0, "nothing destroyed");
}

#[test]
fn whistling_darts_hits_each_enemy_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Whistling Darts"])
        .battleline(A, &["Urchin"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Whistling Darts");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.damage("Urchin"), 0, "friendly creatures are spared");
}

#[test]
fn yantzee_gang_action_steals() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Yantzee Gang"])
        .amber(B, 2)
        .start();
    t.action("Yantzee Gang");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert!(t.exhausted("Yantzee Gang"));
}

#[test]
fn bonerot_venom_damages_its_creature_after_a_reap() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Dodger"])
        .upgrade(A, "Bonerot Venom", "Dodger")
        .start();
    t.reap("Dodger");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.damage("Dodger"), 2);
}

#[test]
fn bonerot_venom_damage_follows_the_fight() {
    // Silvertooth survives Dust Pixie's 1 damage and kills it, and only
    // then does the venom's 2 damage destroy it.
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Silvertooth"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(A, "Bonerot Venom", "Silvertooth")
        .start();
    t.fight("Silvertooth", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Bonerot Venom", "Silvertooth"]);
}

#[test]
fn bonerot_venom_on_an_enemy_creature_follows_its_reap_ability() {
    // Troll heals 3 when it reaps; the venom's damage comes after.
    let mut t = scenario(House::Shadows)
        .battleline(B, &["Troll"])
        .upgrade(A, "Bonerot Venom", "Troll")
        .start();
    t.set_damage("Troll", 3);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Troll");
    assert_eq!(t.damage("Troll"), 2);
}

#[test]
fn brend_the_fanatic_gives_the_opponent_one() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Brend the Fanatic"])
        .start();
    t.play("Brend the Fanatic");
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
}

#[test]
fn brend_the_fanatic_steals_three_when_destroyed() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Brend the Fanatic"])
        .battleline(B, &["Troll"])
        .amber(B, 4)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Brend the Fanatic");
    assert_eq!(t.discard(A), ["Brend the Fanatic"]);
    assert_eq!((t.amber(A), t.amber(B)), (3, 1));
}

#[test]
fn brend_the_fanatic_skirmishes() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Brend the Fanatic"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Brend the Fanatic", "Troll");
    assert_eq!(t.damage("Brend the Fanatic"), 0);
    assert_eq!(t.damage("Troll"), 3);
}

#[test]
fn hideaway_hole_makes_your_creatures_elusive_until_your_next_turn() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Hideaway Hole"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    assert!(!elusive(&t, "Dodger"));
    t.apply(Choice::Omni(t.find("Hideaway Hole")));
    assert_eq!(t.discard(A), ["Hideaway Hole"]);
    assert!(elusive(&t, "Dodger"));
    assert!(!elusive(&t, "Troll"), "enemy creatures do not");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Dodger");
    assert_eq!(t.line(A), ["Dodger"], "elusive on the opponent's turn");
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    assert!(!elusive(&t, "Dodger"), "over when A's next turn starts");
}

#[test]
fn little_niff_steals_after_a_neighbor_fights() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Silvertooth", "Little Niff", "Urchin"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Silvertooth", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn little_niff_ignores_a_creature_that_is_not_its_neighbor() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Silvertooth", "Urchin", "Little Niff"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Silvertooth", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
    t.reap("Urchin");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3), "a reap is not a fight");
}

#[test]
fn ronnie_wristclocks_destroyed_fighting_beside_little_niff_still_steals() {
    // FAQ: the neighbor need not survive the fight.
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Ronnie Wristclocks", "Little Niff"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.fight("Ronnie Wristclocks", "Troll");
    assert_eq!(t.discard(A), ["Ronnie Wristclocks"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn little_niff_is_omega() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Little Niff", "Urchin"])
        .start();
    t.play("Little Niff");
    assert_eq!(
        t.g.active_player(),
        B,
        "omega: step 3 is over, and the turn"
    );
    assert_eq!(t.location("Urchin"), Location::Hand);
}

#[test]
fn nightforge_forges_at_four_more() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nightforge"])
        .amber(A, 10)
        .start();
    t.play("Nightforge");
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1, "11 less 10");
}

#[test]
fn nightforge_may_be_declined() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nightforge"])
        .amber(A, 10)
        .start();
    t.play("Nightforge");
    t.no();
    assert_eq!((t.keys(A), t.amber(A)), (0, 11));
}

#[test]
fn nightforge_asks_nothing_without_enough_amber() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nightforge"])
        .amber(A, 8)
        .start();
    t.play("Nightforge");
    assert!(t
        .g
        .decision()
        .is_some_and(|d| d.kind == keysim_engine::DecisionKind::Main));
    assert_eq!((t.keys(A), t.amber(A)), (0, 9));
}

#[test]
fn nightforge_does_nothing_after_a_key_was_forged_this_turn() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nightforge"])
        .amber(A, 10)
        .keys(A, 1)
        .start();
    t.player_mut(A).keys_forged_last_turn = 1;
    t.play("Nightforge");
    assert_eq!((t.keys(A), t.amber(A)), (1, 11));
}

#[test]
fn perplexing_sophistry_when_ahead_discards_and_draws() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Perplexing Sophistry"])
        .hand(B, &["Troll"])
        .amber(A, 2)
        .amber(B, 1)
        .start();
    t.play("Perplexing Sophistry");
    assert_eq!(t.discard(B), ["Troll"]);
    assert_eq!(t.hand_of(A).len(), 1, "one card drawn");
}

#[test]
fn perplexing_sophistry_does_nothing_when_not_ahead() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Perplexing Sophistry"])
        .hand(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.play("Perplexing Sophistry");
    assert_eq!(t.hand_of(B), ["Troll"]);
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn redlock_gains_one_if_you_played_no_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Throwing Stars"])
        .battleline(A, &["Redlock"])
        .start();
    t.play("Throwing Stars");
    t.pass();
    t.end_turn();
    assert_eq!(t.amber(A), 1, "an action is not a creature");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.amber(A), 1, "not at the end of the opponent's turn");
}

#[test]
fn redlock_gains_nothing_after_a_creature_was_played() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .battleline(A, &["Redlock"])
        .start();
    t.play("Urchin");
    t.flank(Flank::Right);
    t.end_turn();
    assert_eq!(t.amber(A), 0);
}

#[test]
fn guard_disguise_steals_three_from_an_opponent_with_three() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Guard Disguise"])
        .amber(B, 3)
        .start();
    t.action("Guard Disguise");
    assert_eq!((t.amber(A), t.amber(B)), (3, 0));
    assert_eq!(t.discard(A), ["Guard Disguise"]);
}

#[test]
fn guard_disguise_is_sacrificed_for_nothing_against_four() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Guard Disguise"])
        .amber(B, 4)
        .start();
    t.action("Guard Disguise");
    assert_eq!((t.amber(A), t.amber(B)), (0, 4));
    assert_eq!(t.discard(A), ["Guard Disguise"]);
}

#[test]
fn heist_night_steals_one_per_friendly_thief() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Heist Night"])
        .battleline(A, &["Dodger", "Troll", "Urchin"])
        .battleline(B, &["Silvertooth"])
        .amber(B, 5)
        .start();
    t.play("Heist Night");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (2, 3),
        "Troll and B's thief do not count"
    );
}

#[test]
fn heist_night_is_alpha() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin", "Heist Night"])
        .start();
    t.play("Urchin");
    assert!(!t.is_legal(Choice::Play(t.find("Heist Night"))));
}

#[test]
fn lethal_distraction_adds_two_to_each_damage_this_turn() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Lethal Distraction"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Lethal Distraction");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    t.choose("Troll");
    t.fight("Dodger", "Troll");
    assert_eq!(t.damage("Troll"), 7, "5 in the fight, 2 more");
    assert_eq!(t.discard(A), ["Lethal Distraction", "Dodger"]);
    t.end_turn();
    assert!(
        t.g.lasting_effects().is_empty(),
        "over at the end of the turn"
    );
}

#[test]
fn two_lethal_distractions_on_one_creature_add_four_to_one_damage() {
    // FAQ: 1 + 2 + 2 = 5; the additional damage is not a damage of its own
    // that would trigger the other copy again.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Lethal Distraction", "Lethal Distraction"])
        .artifacts(A, &["Seeker Needle"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .start();
    for _ in 0..2 {
        t.play("Lethal Distraction");
        t.choose("Troll");
    }
    t.action("Seeker Needle");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn lethal_distraction_adds_nothing_when_armor_stops_the_damage() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Lethal Distraction"])
        .artifacts(A, &["Seeker Needle"])
        .battleline(B, &["Sequis"])
        .start();
    t.play("Lethal Distraction");
    t.action("Seeker Needle");
    assert_eq!(t.damage("Sequis"), 0, "no damage taken, nothing added");
}

#[test]
fn plague_rat_deals_one_per_rat_to_each_non_rat() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Plague Rat"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Plague Rat");
    t.flank(Flank::Right);
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!((t.damage("Troll"), t.damage("Dodger")), (1, 1));
    assert_eq!(t.damage("Plague Rat"), 0, "Rats are spared");
}

#[test]
fn plague_rat_counts_every_rat_in_play() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Plague Rat"])
        .battleline(B, &["Plague Rat", "Troll"])
        .start();
    t.play("Plague Rat");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.line(A), ["Plague Rat"]);
    assert_eq!(t.line(B), ["Plague Rat", "Troll"]);
}

#[test]
fn plague_rat_is_elusive() {
    let t = scenario(House::Shadows)
        .battleline(A, &["Plague Rat"])
        .start();
    assert!(elusive(&t, "Plague Rat"));
}

#[test]
fn rigged_lottery_pays_each_owner_for_their_shadows_cards() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Rigged Lottery"])
        .deck(
            A,
            &[
                "Urchin",
                "Troll",
                "Dodger",
                "Bumpsy",
                "Silvertooth",
                "Mooncurser",
            ],
        )
        .deck(B, &["Troll", "Urchin", "Krump"])
        .start();
    t.play("Rigged Lottery");
    assert_eq!(t.amber(A), 4, "1 bonus + 3 Shadows cards");
    assert_eq!(t.amber(B), 1, "only 3 cards to discard, 1 of Shadows");
    assert_eq!(t.deck_of(A), ["Mooncurser"]);
    assert!(t.deck_of(B).is_empty());
    assert_eq!(t.discard(B).len(), 3);
}

#[test]
fn sack_of_coins_damage_may_be_divided_among_creatures() {
    // FAQ: with 3 Æmber in the pool, each point goes where you choose.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Sack of Coins"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .amber(A, 2)
        .start();
    t.play("Sack of Coins");
    t.choose("Dust Pixie");
    t.choose("Troll");
    t.choose("Troll");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!(t.amber(A), 3, "the Æmber stays");
}

#[test]
fn sack_of_coins_counts_the_pool_as_it_resolves() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Sack of Coins"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Sack of Coins");
    assert_eq!(t.damage("Troll"), 1, "only its own bonus Æmber");
}

#[test]
fn shard_of_greed_gains_one_per_friendly_shard() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Shard of Greed", "Shard of Greed"])
        .artifacts(B, &["Shard of Greed"])
        .start();
    t.action("Shard of Greed");
    assert_eq!(t.amber(A), 2, "B's Shard is not friendly");
}

#[test]
fn nexus_using_the_opponents_shard_of_greed_counts_it_as_friendly() {
    // FAQ: used as if it were yours, Shard of Greed counts itself.
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Nexus"])
        .artifacts(B, &["Shard of Greed"])
        .start();
    t.reap("Nexus");
    assert_eq!(t.amber(A), 2, "1 reaped, 1 for the Shard");
    assert!(t.exhausted("Shard of Greed"));
}

#[test]
fn murkens_plays_the_top_card_of_the_opponents_deck_as_yours() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Murkens"])
        .deck(B, &["Urchin", "Troll"])
        .amber(B, 2)
        .start();
    t.play("Murkens");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Murkens", "Urchin"]);
    assert_eq!(t.card("Urchin").owner, B);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1), "its Play: steals for A");
    assert_eq!(t.deck_of(B), ["Troll"]);
}

#[test]
fn murkens_may_play_a_random_card_of_the_opponents_archives() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Murkens"])
        .deck(B, &["Urchin"])
        .archives(B, &["Troll"])
        .start();
    t.play("Murkens");
    t.choose_option(1);
    t.flank(Flank::Left);
    assert_eq!(t.line(A), ["Troll", "Murkens"]);
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.deck_of(B), ["Urchin"]);
}

#[test]
fn murkens_picks_one_of_several_archived_cards() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Murkens"])
        .archives(B, &["Troll", "Krump"])
        .start();
    t.play("Murkens");
    t.choose_option(1);
    t.flank(Flank::Right);
    assert_eq!(t.line(A).len(), 2);
    assert_eq!(t.archives_of(B).len(), 1);
    assert_ne!(t.line(A)[1], t.archives_of(B)[0]);
}

#[test]
fn murkens_may_take_the_deck_although_there_are_archives() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Murkens"])
        .deck(B, &["Urchin"])
        .archives(B, &["Troll"])
        .start();
    t.play("Murkens");
    t.choose_option(0);
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Murkens", "Urchin"]);
    assert_eq!(t.archives_of(B), ["Troll"]);
}

#[test]
fn murkens_plays_an_action_that_goes_to_its_owners_discard_pile() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Murkens"])
        .deck(B, &["Whistling Darts"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Murkens");
    assert_eq!(t.amber(A), 1, "the bonus is A's");
    assert_eq!(t.line(B), ["Troll"], "A's enemies are hit");
    assert_eq!(t.damage("Murkens"), 0);
    assert_eq!(t.discard(B), ["Dust Pixie", "Whistling Darts"]);
}

#[test]
fn murkens_cannot_play_an_alpha_card() {
    // Murkens was played this step: an alpha card can no longer be.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Murkens"])
        .deck(B, &["Swindle"])
        .amber(B, 3)
        .start();
    t.play("Murkens");
    assert_eq!(t.deck_of(B), ["Swindle"]);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn scowly_caper_enters_play_under_the_opponents_control() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Scowly Caper"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Scowly Caper");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Dodger"]);
    assert_eq!(t.line(B), ["Troll", "Scowly Caper"]);
    assert_eq!(t.card("Scowly Caper").owner, A);
}

#[test]
fn scowly_caper_can_be_used_whatever_the_active_house() {
    let mut t = scenario(House::Shadows)
        .battleline(B, &["Scowly Caper"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Scowly Caper");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn scowly_caper_destroys_a_neighbor_at_the_end_of_its_controllers_turn() {
    let mut t = scenario(House::Shadows)
        .battleline(B, &["Troll", "Scowly Caper", "Krump"])
        .start();
    t.end_turn();
    assert_eq!(t.line(B).len(), 3, "not at the end of A's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.decision().map(|d| d.player), Some(B), "B chooses");
    t.choose("Krump");
    assert_eq!(t.line(B), ["Troll", "Scowly Caper"]);
    assert_eq!(t.discard(B), ["Krump"]);
}

#[test]
fn scowly_caper_without_neighbors_destroys_nothing() {
    let mut t = scenario(House::Shadows)
        .battleline(B, &["Scowly Caper"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.line(B), ["Scowly Caper"]);
    assert_eq!(t.g.active_player(), A);
}

#[test]
fn scowly_caper_returned_by_spangler_box_enters_under_the_opponents_control_again() {
    // FAQ: Spangler Box returning it to play is entering play again, so it
    // goes to its owner's opponent.
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Spangler Box"])
        .battleline(B, &["Scowly Caper"])
        .houses(B, [House::Untamed, House::Brobnar, House::Dis])
        .hand(B, &["Grasping Vines"])
        .start();
    t.action("Spangler Box");
    assert_eq!(t.purged(B), ["Scowly Caper"]);
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    t.play("Grasping Vines");
    t.choose("Spangler Box");
    assert_eq!(t.hand_of(A).last(), Some(&"Spangler Box"));
    assert_eq!(t.line(A), ["Scowly Caper"]);
    assert!(t.line(B).is_empty());
    assert_eq!(t.card("Scowly Caper").owner, B);
}

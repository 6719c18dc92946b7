//! Tests of the Sanctum cards of Age of Ascension: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

/// The enemy creatures `attacker` may choose to fight, by title.
fn defenders(t: &keysim_engine::scenario::Test, attacker: &str) -> Vec<&'static str> {
    let a = t.find(attacker);
    let enemy = t.g.card(a).controller.opponent();
    t.g.creatures(enemy)
        .iter()
        .filter(|&&d| t.g.can_be_fought(a, d))
        .map(|&d| t.g.def(d).name)
        .collect()
}

const LION_BAUTREM: &str = "{lion-bautrem}";

#[test]
fn lion_bautrem_deploys_between_creatures_and_raises_its_neighbors() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &[LION_BAUTREM])
        .battleline(A, &["Sequis", "Grey Monk", "Raiding Knight"])
        .start();
    t.play(LION_BAUTREM);
    assert!(t.is_legal(Choice::Position(1)), "deploy: anywhere");
    t.apply(Choice::Position(1));
    assert_eq!(
        t.line(A),
        ["Sequis", "“Lion” Bautrem", "Grey Monk", "Raiding Knight"]
    );
    assert_eq!(t.power("Sequis"), 6);
    assert_eq!(t.power("Grey Monk"), 5);
    assert_eq!(t.power("Raiding Knight"), 4, "not a neighbor");
    assert_eq!(t.power(LION_BAUTREM), 4, "not itself");
}

#[test]
fn abond_gives_other_friendly_creatures_armor_and_more_this_turn() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Abond the Armorsmith", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    assert_eq!(t.armor("Troll"), 1);
    assert_eq!(t.armor("Abond the Armorsmith"), 0, "other creatures only");
    assert_eq!(t.armor("Krump"), 0, "friendly only");
    t.action("Abond the Armorsmith");
    assert_eq!(t.armor("Troll"), 2);
    assert_eq!(t.armor("Abond the Armorsmith"), 0);
    assert_eq!(t.armor("Krump"), 0);
    t.end_turn();
    assert_eq!(t.armor("Troll"), 1, "for the remainder of the turn");
}

#[test]
fn abond_extra_armor_stays_when_abond_leaves_play() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Abond the Armorsmith", "Troll"])
        .start();
    t.action("Abond the Armorsmith");
    let abond = t.find("Abond the Armorsmith");
    t.g.destroy(abond);
    t.advance();
    assert_eq!(t.discard(A), ["Abond the Armorsmith"]);
    assert_eq!(t.armor("Troll"), 1, "the lasting +1 remains");
}

#[test]
fn bordan_the_redeemed_captures_two_with_its_action() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Bordan the Redeemed"])
        .amber(B, 3)
        .start();
    t.action("Bordan the Redeemed");
    assert_eq!(t.amber_on("Bordan the Redeemed"), 2);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn bordan_the_redeemed_is_elusive() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Bordan the Redeemed"])
        .start();
    t.fight("Troll", "Bordan the Redeemed");
    assert_eq!(t.damage("Bordan the Redeemed"), 0);
    assert_eq!(t.line(B), ["Bordan the Redeemed"]);
}

#[test]
fn challe_the_safeguard_deploys_and_taunts() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Challe the Safeguard"])
        .battleline(A, &["Sequis", "Grey Monk"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Challe the Safeguard");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Sequis", "Challe the Safeguard", "Grey Monk"]);
    assert_eq!(defenders(&t, "Troll"), ["Challe the Safeguard"]);
}

#[test]
fn golden_aura_heals_protects_and_makes_the_creature_sanctum() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Golden Aura"])
        .battleline(A, &["Troll"])
        .start();
    t.set_damage("Troll", 5);
    t.play("Golden Aura");
    assert_eq!(t.damage("Troll"), 0, "fully healed");
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::Sanctum));
    assert!(!t.g.belongs_to(troll, House::Brobnar), "only Sanctum");
    assert!(t.is_legal(Choice::Reap(troll)), "usable as a Sanctum card");
    t.g.deal_damage(troll, 10);
    assert_eq!(t.damage("Troll"), 0, "cannot be dealt damage");
    t.end_turn();
    assert!(t.g.belongs_to(troll, House::Brobnar));
    assert!(t.g.can_be_damaged(troll));
}

#[test]
fn hallowed_shield_protects_a_creature_this_turn() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Hallowed Shield"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Hallowed Shield");
    t.choose("Sequis");
    t.fight("Sequis", "Troll");
    assert_eq!(t.damage("Sequis"), 0);
    assert_eq!(t.damage("Troll"), 4);
    let sequis = t.find("Sequis");
    t.end_turn();
    assert!(t.g.can_be_damaged(sequis), "for the remainder of the turn");
}

#[test]
fn healing_blast_gains_two_after_healing_four_or_more() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Healing Blast"])
        .battleline(A, &["Troll"])
        .start();
    t.set_damage("Troll", 4);
    t.play("Healing Blast");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.amber(A), 3, "1 bonus and 2 for healing 4");
}

#[test]
fn healing_blast_gains_nothing_after_healing_three() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Healing Blast"])
        .battleline(A, &["Troll"])
        .start();
    t.set_damage("Troll", 3);
    t.play("Healing Blast");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.amber(A), 1, "only the bonus");
}

#[test]
fn the_grey_rider_deploys_and_may_ready_and_fight_with_a_neighbor() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Grey Rider"])
        .battleline(A, &["Sequis", "Troll"])
        .battleline(B, &["Krump"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("The Grey Rider");
    t.apply(Choice::Position(1));
    assert_eq!(t.line(A), ["Sequis", "The Grey Rider", "Troll"]);
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Krump"], "Troll readied and fought");
    assert!(t.exhausted("Troll"));
}

#[test]
fn the_grey_rider_may_decline_and_fights_again_after_reaping() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["The Grey Rider"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("The Grey Rider");
    t.flank(Flank::Right);
    t.pass();
    assert_eq!(t.line(B), ["Dust Pixie"]);
    t.set_exhausted("The Grey Rider", false);
    t.set_exhausted("Sequis", true);
    t.reap("The Grey Rider");
    t.choose("Sequis");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

#[test]
fn baron_mengevin_captures_after_a_sanctum_card_is_discarded() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Grey Monk", "Troll"])
        .battleline(A, &["Baron Mengevin"])
        .amber(B, 3)
        .start();
    t.discard_card("Grey Monk");
    assert_eq!(t.amber_on("Baron Mengevin"), 1);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn baron_mengevin_ignores_other_houses() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Troll"])
        .battleline(A, &["Baron Mengevin"])
        .amber(B, 3)
        .start();
    t.discard_card("Troll");
    assert_eq!(t.amber_on("Baron Mengevin"), 0);
}

#[test]
fn barrister_joya_stops_enemy_creatures_reaping() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Barrister Joya"])
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    assert!(t.is_legal(Choice::Fight(troll)), "only reaping");
    t.end_turn();
    t.apply(Choice::House(House::Sanctum));
    assert!(t.is_legal(Choice::Reap(t.find("Barrister Joya"))));
}

#[test]
fn free_markets_counts_the_houses_in_play_but_sanctum() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Free Markets"])
        .battleline(A, &["Troll", "Sequis"])
        .artifacts(A, &["Mighty Javelin"])
        .battleline(B, &["Dust Pixie", "Ember Imp"])
        .start();
    t.play("Free Markets");
    assert_eq!(t.amber(A), 3, "Brobnar, Untamed and Dis");
}

#[test]
fn free_markets_gains_at_most_six() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Free Markets"])
        .battleline(A, &["Troll", "Dust Pixie", "Ember Imp", "Urchin"])
        .battleline(B, &["Doc Bookton", "Mindwarper", "Sequis"])
        .artifacts(B, &["{shard-of-greed}"])
        .start();
    t.play("Free Markets");
    assert_eq!(t.amber(A), 6, "six houses besides Sanctum");
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Free Markets"])
        .battleline(A, &["Troll", "Dust Pixie", "Ember Imp", "Urchin"])
        .battleline(B, &["Doc Bookton", "Sequis"])
        .start();
    t.play("Free Markets");
    assert_eq!(t.amber(A), 5);
}

#[test]
fn haedroths_wall_raises_friendly_flank_creatures() {
    let t = scenario(House::Sanctum)
        .artifacts(A, &["Haedroth’s Wall"])
        .battleline(A, &["Sequis", "Grey Monk", "Troll"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    assert_eq!(
        (t.power("Sequis"), t.power("Grey Monk"), t.power("Troll")),
        (6, 3, 10)
    );
    assert_eq!(t.power("Krump"), 6, "friendly only");
}

#[test]
fn prince_derric_gains_three_with_creatures_of_three_houses() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Prince Derric, Unifier"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .start();
    t.play("Prince Derric, Unifier");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 3, "Sanctum (itself), Brobnar, Untamed");
}

#[test]
fn prince_derric_gains_nothing_with_two_houses() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Prince Derric, Unifier"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Prince Derric, Unifier");
    t.flank(Flank::Right);
    assert_eq!(t.amber(A), 0, "enemy creatures do not count");
}

#[test]
fn rothais_the_fierce_taunts_and_is_hazardous() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Rothais the Fierce"])
        .start();
    assert_eq!(defenders(&t, "Troll"), ["Rothais the Fierce"]);
    t.fight("Troll", "Rothais the Fierce");
    assert_eq!(t.discard(A), ["Troll"], "hazardous 4 and its power 4");
    assert_eq!(t.discard(B), ["Rothais the Fierce"]);
}

/// An Ambassador lets its controller play one card of its house after it
/// reaps: `first` (a creature) is played, `second` (same house) no longer can be.
fn ambassador_allows_one_card(ambassador: &str, first: &str, second: &str) {
    let mut t = scenario(House::Sanctum)
        .hand(A, &[first, second])
        .battleline(A, &[ambassador])
        .start();
    let (one, two) = (t.find(first), t.find(second));
    assert!(!t.is_legal(Choice::Play(one)));
    t.reap(ambassador);
    assert!(t.is_legal(Choice::Play(one)) && t.is_legal(Choice::Play(two)));
    assert!(!t.is_legal(Choice::Discard(one)), "only playing or using");
    t.play(first);
    t.flank(Flank::Right);
    assert!(t.g.card(one).location != Location::Hand);
    assert!(!t.is_legal(Choice::Play(two)), "one card only");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty(), "this turn only");
}

#[test]
fn brobnar_ambassador_allows_one_brobnar_card() {
    ambassador_allows_one_card("Brobnar Ambassador", "Troll", "Krump");
}

#[test]
fn dis_ambassador_allows_one_dis_card() {
    ambassador_allows_one_card("Dis Ambassador", "Ember Imp", "Ember Imp");
}

#[test]
fn logos_ambassador_allows_one_logos_card() {
    ambassador_allows_one_card("Logos Ambassador", "Doc Bookton", "Brain Eater");
}

#[test]
fn mars_ambassador_allows_one_mars_card() {
    ambassador_allows_one_card("Mars Ambassador", "Mindwarper", "Zorg");
}

#[test]
fn shadows_ambassador_allows_one_shadows_card() {
    ambassador_allows_one_card("Shadows Ambassador", "Dodger", "Urchin");
}

#[test]
fn untamed_ambassador_allows_one_untamed_card() {
    ambassador_allows_one_card("Untamed Ambassador", "Dust Pixie", "Dust Pixie");
}

#[test]
fn brobnar_ambassador_after_a_fight_lets_a_brobnar_creature_be_used() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Krump"])
        .battleline(A, &["Brobnar Ambassador", "Troll", "Bumpsy"])
        .battleline(B, &["Urchin"])
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    t.fight("Brobnar Ambassador", "Urchin");
    assert!(t.is_legal(Choice::Reap(troll)));
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
    assert!(!t.is_legal(Choice::Reap(t.find("Bumpsy"))), "one card only");
    assert!(!t.is_legal(Choice::Play(t.find("Krump"))));
    t.set_exhausted("Troll", false);
    assert!(
        t.is_legal(Choice::Reap(troll)),
        "the card it was spent on may be used again"
    );
}

#[test]
fn a_card_of_the_active_house_does_not_spend_an_ambassador() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Dust Pixie", "Sequis"])
        .battleline(A, &["Untamed Ambassador"])
        .start();
    t.reap("Untamed Ambassador");
    t.play("Sequis");
    t.flank(Flank::Right);
    assert!(t.is_legal(Choice::Play(t.find("Dust Pixie"))));
}

#[test]
fn anahita_gives_an_artifact_away_for_two_amber() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Anahita the Trader"])
        .artifacts(A, &["Mighty Javelin"])
        .artifacts(B, &["Hallowed Shield"])
        .amber(B, 3)
        .start();
    t.reap("Anahita the Trader");
    assert_eq!(t.artifacts_of(B), ["Hallowed Shield", "Mighty Javelin"]);
    assert_eq!(t.amber(A), 1 + 2, "the reap and their 2");
    assert_eq!(t.amber(B), 1);
}

#[test]
fn anahita_without_an_artifact_gets_nothing() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Anahita the Trader"])
        .amber(B, 3)
        .start();
    t.reap("Anahita the Trader");
    assert_eq!((t.amber(A), t.amber(B)), (1, 3));
}

#[test]
fn eye_of_judgment_purges_a_creature_from_a_discard_pile() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Eye of Judgment"])
        .discard(A, &["Punch", "Krump"])
        .discard(B, &["Troll", "Hand of Dis"])
        .start();
    t.action("Eye of Judgment");
    assert!(t.is_legal(Choice::Target(t.find("Krump"))), "either pile");
    assert!(
        !t.is_legal(Choice::Target(t.find("Hand of Dis"))),
        "creatures only"
    );
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(t.discard(B), ["Hand of Dis"]);
}

#[test]
fn martyrs_end_destroys_chosen_friends_and_gains_for_each() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Martyr’s End"])
        .battleline(A, &["Troll", "Sequis", "Grey Monk"])
        .battleline(B, &["Krump"])
        .start();
    t.set_ward("Sequis");
    t.play("Martyr’s End");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "friendly only"
    );
    t.choose("Troll");
    t.choose("Sequis");
    t.pass();
    assert_eq!(t.line(A), ["Sequis", "Grey Monk"], "the ward saves Sequis");
    assert_eq!(t.amber(A), 1 + 1, "bonus and the one destroyed");
}

#[test]
fn martyrs_end_does_not_count_a_creature_armageddon_cloak_saves() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Martyr’s End"])
        .battleline(A, &["Troll", "Sequis"])
        .upgrade(A, "Armageddon Cloak", "Sequis")
        .start();
    t.play("Martyr’s End");
    t.choose("Troll");
    t.choose("Sequis");
    assert_eq!(t.line(A), ["Sequis"], "the Cloak is destroyed instead");
    assert_eq!(t.amber(A), 1 + 1, "bonus and Troll only");
}

#[test]
fn martyrs_end_may_destroy_none() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Martyr’s End"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Martyr’s End");
    t.pass();
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn mother_northelle_moves_amber_from_a_friend_to_the_pool() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Mother Northelle", "Sequis"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Sequis", 2);
    t.set_amber_on("Troll", 2);
    t.reap("Mother Northelle");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "friendly only"
    );
    t.choose("Sequis");
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(A), 2, "the reap and the one moved");
}

/// A friendly creature with no Æmber on it may still be chosen: nothing
/// moves (the FAQ: a choice that does nothing is legal).
#[test]
fn mother_northelle_may_choose_a_friend_without_amber() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Mother Northelle", "Sequis"])
        .start();
    t.set_amber_on("Sequis", 2);
    t.reap("Mother Northelle");
    t.choose("Mother Northelle");
    assert_eq!(t.amber_on("Sequis"), 2);
    assert_eq!(t.amber(A), 1, "only the reap");
}

#[test]
fn opal_knight_destroys_each_creature_with_even_power() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Opal Knight"])
        .battleline(A, &["Troll", "Dust Pixie"])
        .battleline(B, &["Krump", "Bumpsy", "Ember Imp"])
        .start();
    t.play("Opal Knight");
    t.flank(Flank::Right);
    assert_eq!(t.line(A), ["Dust Pixie", "Opal Knight"], "5 is odd");
    assert_eq!(t.line(B), ["Bumpsy"]);
}

#[test]
fn proclamation_346e_raises_the_opponents_keys_below_three_houses() {
    let t = scenario(House::Sanctum)
        .artifacts(A, &["Proclamation 346E"])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    assert_eq!(t.g.key_cost(B), 8);
    assert_eq!(t.g.key_cost(A), 6, "the opponent's keys only");
}

#[test]
fn proclamation_346e_costs_nothing_against_three_houses() {
    let t = scenario(House::Sanctum)
        .artifacts(A, &["Proclamation 346E"])
        .battleline(B, &["Troll", "Dust Pixie", "Ember Imp"])
        .start();
    assert_eq!(t.g.key_cost(B), 6);
}

#[test]
fn seraphic_armor_heals_its_creature_and_gives_armor() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Seraphic Armor"])
        .battleline(A, &["Troll"])
        .start();
    t.set_damage("Troll", 6);
    t.play("Seraphic Armor");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.armor("Troll"), 1);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn shard_of_hope_captures_one_per_friendly_shard() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Shard of Hope", "{shard-of-greed}"])
        .artifacts(B, &["{shard-of-greed}"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll"])
        .amber(B, 5)
        .start();
    t.action("Shard of Hope");
    assert_eq!(t.amber_on("Sequis"), 2, "itself and Shard of Greed");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn aubade_the_grim_captures_three_when_played() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Aubade the Grim"])
        .amber(B, 5)
        .start();
    t.play("Aubade the Grim");
    assert_eq!(t.amber_on("Aubade the Grim"), 3);
    assert_eq!(t.amber(B), 2);
}

#[test]
fn aubade_the_grim_reaping_returns_one_of_its_amber_to_the_supply() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Aubade the Grim"])
        .amber(B, 2)
        .start();
    t.set_amber_on("Aubade the Grim", 2);
    t.reap("Aubade the Grim");
    assert_eq!(t.amber_on("Aubade the Grim"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2), "to the supply, no pool");
}

#[test]
fn maruck_captures_one_for_each_damage_its_armor_prevents() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Maruck the Marked"])
        .battleline(B, &["Grey Monk"])
        .amber(B, 4)
        .start();
    t.fight("Maruck the Marked", "Grey Monk");
    assert_eq!(t.damage("Maruck the Marked"), 2, "3 less its 1 armor");
    assert_eq!(t.amber_on("Maruck the Marked"), 1);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn protection_effects_like_hallowed_shield_prevent_damage_before_armor() {
    let mut t = scenario(House::Sanctum)
        .artifacts(A, &["Hallowed Shield"])
        .battleline(A, &["Maruck the Marked"])
        .battleline(B, &["Grey Monk"])
        .amber(B, 4)
        .start();
    t.action("Hallowed Shield");
    t.choose("Maruck the Marked");
    t.fight("Maruck the Marked", "Grey Monk");
    assert_eq!(t.damage("Maruck the Marked"), 0);
    assert_eq!(t.amber_on("Maruck the Marked"), 0, "no capture");
    assert_eq!(t.card("Maruck the Marked").armor_used, 0, "1 armor left");
}

#[test]
fn sir_marrows_captures_the_amber_the_opponent_reaps() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Sir Marrows"])
        .amber(A, 2)
        .start();
    t.reap("Dust Pixie");
    assert_eq!(t.amber_on("Sir Marrows"), 1);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn sir_marrows_ignores_its_controllers_own_reaps() {
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sir Marrows", "Champion Anaphiel"])
        .amber(B, 2)
        .start();
    t.reap("Champion Anaphiel");
    assert_eq!(t.amber_on("Sir Marrows"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn sir_marrows_does_not_capture_amber_that_dimension_door_steals_instead() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dimension Door"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Sir Marrows"])
        .amber(B, 2)
        .start();
    t.play("Dimension Door");
    t.reap("Doc Bookton");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1), "stolen, not gained");
    assert_eq!(t.amber_on("Sir Marrows"), 0);
}

#[test]
fn two_sir_marrows_capture_only_the_amber_just_reaped_and_the_active_player_picks_which() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Sir Marrows", "Sir Marrows"])
        .amber(A, 2)
        .start();
    t.reap("Dust Pixie");
    let marrows = t.find_all("Sir Marrows");
    assert_eq!(
        t.g.decision().map(|d| d.player),
        Some(A),
        "the active player"
    );
    t.choose_card(marrows[1]);
    let on = |t: &keysim_engine::scenario::Test, i: usize| t.g.card(marrows[i]).amber;
    assert_eq!((on(&t, 0), on(&t, 1)), (0, 1));
    assert_eq!(t.amber(A), 2, "only the 1 just gained");
}

#[test]
fn equalize_redistributes_friendly_then_enemy_amber() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Equalize"])
        .battleline(A, &["Troll", "Sequis"])
        .battleline(B, &["Krump", "Bumpsy"])
        .start();
    t.set_amber_on("Troll", 3);
    t.set_amber_on("Krump", 1);
    t.set_amber_on("Bumpsy", 1);
    t.play("Equalize");
    t.choose("Sequis");
    t.choose("Sequis");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "friendly among friendly"
    );
    t.choose("Troll");
    assert_eq!((t.amber_on("Troll"), t.amber_on("Sequis")), (1, 2));
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "enemy among enemy"
    );
    t.choose("Krump");
    t.choose("Krump");
    assert_eq!((t.amber_on("Krump"), t.amber_on("Bumpsy")), (2, 0));
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (1, 0),
        "only the bonus moves to a pool"
    );
}

#[test]
fn smite_deals_two_to_the_neighbors_of_the_creature_it_destroyed() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Smite"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie", "Krump", "Bumpsy"])
        .start();
    t.set_exhausted("Troll", true);
    t.play("Smite");
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Krump", "Dust Pixie"]);
    assert_eq!(t.damage("Bumpsy"), 2);
    assert_eq!(t.damage("Troll"), 6);
    assert!(t.g.lasting_effects().is_empty(), "its records end with it");
}

#[test]
fn smite_deals_two_to_the_neighbors_of_a_creature_that_survives() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Smite"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Smite");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 4);
    assert_eq!((t.damage("Troll"), t.damage("Bumpsy")), (2, 2));
}

#[test]
fn smites_damage_refers_to_the_neighbors_the_defender_had_immediately_before_leaving_play() {
    // The FAQ: Firespitter's Before Fight destroys the 1-power defender and
    // its 1-power neighbors at once; the 2-power flanks are not Smite's.
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Smite"])
        .battleline(A, &["Firespitter"])
        .battleline(
            B,
            &[
                "Ember Imp",
                "Dust Pixie",
                "Urchin",
                "Dust Pixie",
                "Ember Imp",
            ],
        )
        .start();
    t.play("Smite");
    t.choose("Urchin");
    assert_eq!(t.line(B), ["Ember Imp", "Ember Imp"]);
    let imps = t.find_all("Ember Imp");
    assert_eq!(
        (t.g.card(imps[0]).damage, t.g.card(imps[1]).damage),
        (1, 1),
        "only Firespitter's damage"
    );
}

#[test]
fn smite_hits_the_creatures_that_became_neighbors_before_the_defender_left() {
    // Lord Golgotha's Before Fight destroys the defender's neighbors; the
    // defender then dies in the fight beside the creatures further out.
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Smite"])
        .battleline(A, &["Lord Golgotha"])
        .battleline(B, &["Krump", "Dust Pixie", "Bumpsy", "Dust Pixie", "Troll"])
        .start();
    t.play("Smite");
    t.choose("Bumpsy");
    assert_eq!(t.line(B), ["Krump", "Troll"]);
    assert_eq!((t.damage("Krump"), t.damage("Troll")), (2, 2));
}

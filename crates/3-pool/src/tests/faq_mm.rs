//! The FAQ rulings of the newest rulebook that name a Mass Mutation card
//! together with a card of another house or set: one test per ruling,
//! each named after its question, with the real cards the ruling names
//! (every set's cards are in this crate's pool). Rulings on one Mass
//! Mutation house's cards alone are tested beside those cards; those on
//! the earlier sets' cards Mass Mutation reprints are in `faq_cota.rs` and
//! `faq_aoa_wc.rs`.

use super::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Choice;
use keysim_engine::Player::{A, B};
use keysim_facts::{House, Icons};

/// One Æmber icon and one draw icon.
const AMBER_AND_DRAW: Icons = Icons {
    amber: 1,
    draw: 1,
    ..Icons::NONE
};

// ----- Master of the Grey and "as if you had played it" --------------------

/// Ensign El-Samra reveals Virtuous Works (3 Æmber printed) and resolves
/// its icons as if A had played it, with B's Master of the Grey in play
/// or not: A's Æmber after the action.
fn ensign_el_samra_resolving_virtuous_works(master_of_the_grey: bool) -> u8 {
    let opponents: &[&str] = if master_of_the_grey {
        &["Master of the Grey"]
    } else {
        &["Krump"]
    };
    let mut t = scenario(House::StarAlliance)
        .hand(A, &["Virtuous Works"])
        .battleline(A, &["Ensign El-Samra"])
        .battleline(B, opponents)
        .start();
    t.action("Ensign El-Samra");
    assert!(t.g.knows(B, t.find("Virtuous Works")), "revealed");
    assert_eq!(t.hand_of(A), ["Virtuous Works"], "not played");
    t.amber(A)
}

/// Master of the Grey stops the icons Ensign El-Samra resolves "as if you
/// had played it".
#[test]
fn faq_master_of_the_grey_stops_the_icons_ensign_el_samra_resolves() {
    assert_eq!(ensign_el_samra_resolving_virtuous_works(false), 3);
    assert_eq!(ensign_el_samra_resolving_virtuous_works(true), 0);
}

/// Reclaimed by Nature (1 Æmber) purges B's Lifeward (1 Æmber) and
/// resolves its icons as if A had played it, with B's Master of the Grey
/// in play or not: A's Æmber after the play.
fn reclaimed_by_nature_purging_lifeward(master_of_the_grey: bool) -> u8 {
    let opponents: &[&str] = if master_of_the_grey {
        &["Master of the Grey"]
    } else {
        &["Krump"]
    };
    let mut t = scenario(House::Untamed)
        .hand(A, &["Reclaimed by Nature"])
        .artifacts(B, &["Lifeward"])
        .battleline(B, opponents)
        .start();
    t.play("Reclaimed by Nature");
    assert_eq!(t.purged(B), ["Lifeward"], "the artifact is purged anyway");
    t.amber(A)
}

/// Master of the Grey stops the icons Reclaimed by Nature resolves "as if
/// you had played it", and Reclaimed by Nature's own.
#[test]
fn faq_master_of_the_grey_stops_the_icons_reclaimed_by_nature_resolves() {
    assert_eq!(reclaimed_by_nature_purging_lifeward(false), 2);
    assert_eq!(reclaimed_by_nature_purging_lifeward(true), 0);
}

/// Ultra Gravitron reaps (1 Æmber) and purges B's Krump (an Æmber and a
/// draw icon), resolving its icons as if A had played it, with B's Master
/// of the Grey in play or not: A's Æmber and hand size after the reap.
fn ultra_gravitron_purging_krump(master_of_the_grey: bool) -> (u8, usize) {
    let opponents: &[&str] = if master_of_the_grey {
        &["Krump", "Master of the Grey"]
    } else {
        &["Krump"]
    };
    let mut t = scenario(House::Logos)
        .battleline(A, &["{ultra-gravitron}"])
        .battleline(B, opponents)
        .archives(A, &["Punch"])
        .deck(A, &["Troll", "Bumpsy"])
        .start();
    t.set_icons("Krump", AMBER_AND_DRAW);
    t.reap("Ultra Gravitron");
    t.choose("Krump");
    assert_eq!(t.purged(B), ["Krump"]);
    (t.amber(A), t.hand_of(A).len())
}

/// Master of the Grey stops the icons Ultra Gravitron resolves "as if you
/// had played it".
#[test]
fn faq_master_of_the_grey_stops_the_icons_ultra_gravitron_resolves() {
    assert_eq!(ultra_gravitron_purging_krump(false), (2, 1));
    assert_eq!(ultra_gravitron_purging_krump(true), (1, 0), "the reap only");
}

// ----- Wild Bounty and "as if you had played it" ----------------------------

/// Wild Bounty has Fission Bloom's text ("the next time you play a card
/// this turn, resolve each of its bonus icons an additional time"), which
/// Ultra Gravitron's "as if you had played it" triggers: the purged
/// creature's icons resolve twice. Phase Shift lets A play the Untamed
/// Wild Bounty on a Logos turn.
#[test]
fn faq_wild_bounty_with_ultra_gravitron_resolves_the_purged_creatures_icons_twice() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Phase Shift", "Wild Bounty"])
        .battleline(A, &["{ultra-gravitron}"])
        .battleline(B, &["Krump"])
        .archives(A, &["Punch"])
        .deck(A, &["Troll", "Bumpsy", "Smith"])
        .start();
    t.set_icons("Krump", AMBER_AND_DRAW);
    t.play("Phase Shift");
    t.play("Wild Bounty");
    assert_eq!(t.amber(A), 0);
    t.reap("Ultra Gravitron");
    t.choose("Krump");
    assert_eq!(t.purged(B), ["Krump"]);
    assert_eq!(t.amber(A), 1 + 2, "the reap, then the Æmber icon twice");
    assert_eq!(t.hand_of(A), ["Troll", "Bumpsy"], "the draw icon twice");
    assert!(t.g.lasting_effects().is_empty(), "used up");
}

// ----- Scrivener Favian and Amphora Captura --------------------------------

/// Scrivener Favian and Amphora Captura: the active player orders the two
/// replacements, a damage icon first resolved as a capture (Amphora
/// Captura), then that capture as a steal (Scrivener Favian).
#[test]
fn faq_scrivener_favian_with_amphora_captura_an_icon_becomes_a_capture_then_a_steal() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Call to Action"])
        .battleline(A, &["Scrivener Favian"])
        .artifacts(A, &["Amphora Captura"])
        .amber(B, 5)
        .start();
    t.set_icons(
        "Call to Action",
        Icons {
            damage: 1,
            ..Icons::NONE
        },
    );
    t.play("Call to Action");
    t.yes(); // Amphora Captura: the damage icon as a capture
    t.yes(); // Scrivener Favian: that capture as a steal
    assert_eq!((t.amber(A), t.amber(B)), (1, 4), "the damage icon stole 1");
    assert_eq!(t.amber_on("Scrivener Favian"), 0, "nothing captured");
    assert_eq!(t.damage("Scrivener Favian"), 0, "no damage dealt");
}

// ----- The Pale Star, Chonkers and Dark Æmber Vault -------------------------

/// The Pale Star, Chonkers (1 printed power, a +1 power counter) and Dark
/// Æmber Vault (+2 to friendly Mutants): once The Pale Star is destroyed,
/// Chonkers has 1 power, and still 1 after it fights and its counters
/// double: "cannot" overrules every increase, even counters added later.
#[test]
fn faq_the_pale_star_with_chonkers_and_dark_aember_vault_chonkers_has_1_power_in_both_cases() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Chonkers"])
        .artifacts(A, &["The Pale Star", "Dark Æmber Vault"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.g.add_power_counters(t.find("Chonkers"), 1);
    assert_eq!(t.power("Chonkers"), 1 + 1 + 2);
    t.apply(Choice::Omni(t.find("The Pale Star")));
    assert_eq!(t.discard(A), ["The Pale Star"]);
    assert_eq!(t.power("Chonkers"), 1);
    t.fight("Chonkers", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.card("Chonkers").power_counters, 2, "doubled");
    assert_eq!(t.power("Chonkers"), 1);
    t.end_turn();
    assert_eq!(t.power("Chonkers"), 1 + 2 + 2, "this turn only");
}

// ----- Ardent Hero and Rock-Hurling Giant ----------------------------------

/// Rock-Hurling Giant (6 power) cannot damage Ardent Hero, neither with
/// its ability nor with its power: the source of damage is the card
/// dealing it.
#[test]
fn faq_rock_hurling_giant_cannot_deal_damage_to_ardent_hero() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Anger"])
        .battleline(A, &["Rock-Hurling Giant"])
        .battleline(B, &["Ardent Hero", "Dust Pixie"])
        .start();
    t.discard_card("Anger");
    t.choose("Ardent Hero");
    assert_eq!(t.damage("Ardent Hero"), 0, "its ability deals none");
    t.fight("Rock-Hurling Giant", "Ardent Hero");
    assert_eq!(t.damage("Ardent Hero"), 0, "nor its power");
    assert_eq!(t.damage("Rock-Hurling Giant"), 4);
}

// ----- Senator Shrix and Keyfrog ------------------------------------------

/// B has 5 Æmber, 5 on Senator Shrix and a Keyfrog, and a key costs 6:
/// destroyed on A's turn, Keyfrog makes B forge (forging is not optional),
/// and A, the active player, chooses how much comes from B's pool and how
/// much from Senator Shrix.
#[test]
fn faq_senator_shrix_and_keyfrog_the_opponent_forges_and_the_active_player_splits_the_cost() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Keyfrog", "Senator Shrix"])
        .amber(B, 5)
        .start();
    t.set_amber_on("Senator Shrix", 5);
    t.play("Punch");
    t.choose("Keyfrog");
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    assert!(!t.is_legal(Choice::Option(0)), "the pool alone cannot pay");
    t.choose_option(4);
    while t.asks_target() {
        t.choose("Senator Shrix");
    }
    assert_eq!(t.keys(B), 1);
    assert_eq!((t.amber(B), t.amber_on("Senator Shrix")), (3, 1));
}

// ----- Optio Gorkus and Imperial Scutum ------------------------------------

/// B's Optio Gorkus (with Imperial Scutum) and its neighbor Doc Bookton (2
/// Æmber) destroyed by A's Gateway to Dis: A, the active player, orders
/// the "Destroyed:" abilities, the Æmber moved to Gorkus first or not.
fn gateway_to_dis_on_gorkus_and_a_neighbor() -> Test {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(B, &["Optio Gorkus", "Doc Bookton"])
        .upgrade(B, "Imperial Scutum", "Optio Gorkus")
        .start();
    t.set_amber_on("Doc Bookton", 2);
    t.play("Gateway to Dis");
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    t
}

/// Optio Gorkus's neighbors move their Æmber to it before Imperial
/// Scutum sends it to the supply, if the active player orders them so;
/// the other order gives the opponent the neighbor's Æmber.
#[test]
fn faq_optio_gorkus_with_imperial_scutum_the_active_player_orders_the_destroyed_effects() {
    let mut t = gateway_to_dis_on_gorkus_and_a_neighbor();
    t.choose("Doc Bookton");
    assert!(t.line(B).is_empty());
    assert_eq!(t.amber(A), 0, "moved to Gorkus, then to the supply");
    let mut t = gateway_to_dis_on_gorkus_and_a_neighbor();
    t.choose("Optio Gorkus");
    assert!(t.line(B).is_empty());
    assert_eq!(
        t.amber(A),
        2,
        "the Scutum first: Doc Bookton's Æmber is A's"
    );
}

// ----- Shoulder Id and Shield of Justice -----------------------------------

/// Shoulder Id attacked by a creature that cannot be dealt damage (Shield
/// of Justice): it would still deal damage, so it steals 1 instead.
#[test]
fn faq_shoulder_id_attacked_by_a_creature_under_shield_of_justice_steals() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Shield of Justice"])
        .battleline(A, &["Sequis"])
        .battleline(B, &["Shoulder Id"])
        .amber(A, 3)
        .start();
    t.play("Shield of Justice");
    assert_eq!(t.amber(A), 4);
    t.fight("Sequis", "Shoulder Id");
    assert_eq!(t.damage("Sequis"), 0);
    assert_eq!(t.damage("Shoulder Id"), 4);
    assert_eq!((t.amber(A), t.amber(B)), (3, 1), "B stole 1");
}

// ----- The start of a fight: assault, hazardous and Before Fight ----------

/// Ancient Bear (assault 2) with Siren Horn and 1 Æmber attacks Krump
/// with 2 health left: the active player orders the assault and the Before
/// Fight Siren Horn grants (FAQ: they share a timing point).
fn ancient_bear_with_siren_horn_attacks(first: &str) -> Test {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .upgrade(A, "Siren Horn", "Ancient Bear")
        .battleline(B, &["Krump"])
        .start();
    t.set_amber_on("Ancient Bear", 1);
    t.set_damage("Krump", 4);
    t.fight("Ancient Bear", "Krump");
    let offered: Vec<Choice> = t.choices();
    assert_eq!(offered.len(), 2, "{offered:?}");
    t.choose(first);
    t
}

#[test]
fn siren_horn_before_assault_moves_the_amber_onto_the_creature_assault_then_destroys() {
    let t = ancient_bear_with_siren_horn_attacks("Siren Horn");
    assert!(t.line(B).is_empty(), "assault destroyed Krump");
    assert_eq!(t.amber_on("Ancient Bear"), 0, "moved onto Krump");
    assert_eq!(t.amber(A), 1, "Krump's Æmber went to A as it left play");
}

#[test]
fn assault_before_siren_horn_destroys_the_creature_and_the_amber_stays() {
    let t = ancient_bear_with_siren_horn_attacks("Ancient Bear");
    assert!(t.line(B).is_empty());
    assert_eq!(
        t.amber_on("Ancient Bear"),
        1,
        "no creature fought to move it to"
    );
    assert_eq!(t.amber(A), 0);
}

/// Fyre-Breath's Before Fight hits the neighbors of the creature fought;
/// once assault destroyed that creature, it has left play and has none
/// (a creature destroyed at the start of a fight leaves play before the
/// next ability resolves).
#[test]
fn fyre_breath_after_assault_destroyed_the_creature_fought_hits_no_neighbor() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .upgrade(A, "Fyre-Breath", "Ancient Bear")
        .battleline(B, &["Troll", "Dust Pixie", "Krump"])
        .start();
    t.fight("Ancient Bear", "Dust Pixie");
    t.choose("Ancient Bear");
    assert_eq!(t.line(B), ["Troll", "Krump"]);
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (0, 0));
}

#[test]
fn fyre_breath_before_assault_hits_both_neighbors() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .upgrade(A, "Fyre-Breath", "Ancient Bear")
        .battleline(B, &["Troll", "Dust Pixie", "Krump"])
        .start();
    t.fight("Ancient Bear", "Dust Pixie");
    t.choose("Fyre-Breath");
    assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 2));
    assert_eq!(
        t.line(B),
        ["Troll", "Krump"],
        "assault then destroyed Dust Pixie"
    );
}

/// Hazardous belongs to the creature attacked: with assault it is ordered
/// too, and a creature it destroys deals no assault.
#[test]
fn hazardous_first_can_destroy_the_attacker_before_its_assault() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .battleline(B, &["Prescriptive Grammarbot"])
        .start();
    t.set_damage("Ancient Bear", 2);
    t.fight("Ancient Bear", "Prescriptive Grammarbot");
    t.choose("Prescriptive Grammarbot");
    assert!(
        t.line(A).is_empty(),
        "hazardous 3 destroyed the damaged bear"
    );
    assert_eq!(
        t.damage("Prescriptive Grammarbot"),
        0,
        "no assault, no fight"
    );
}

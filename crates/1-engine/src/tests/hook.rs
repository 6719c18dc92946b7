//! Unit tests of engine mechanisms, on a pool where every card plays as its
//! printed facts; a test gives a real card a hand-built behaviour
//! ([`Scenario::behavior`]) when it needs an ability.

use crate::ability::{filter, Behavior, Step, TargetSpec};
use crate::scenario::{Scenario, Test};
use crate::select::{each, Zones};
use crate::Player::{A, B};
use crate::{CardPool, Choice, Flank, Location};
use keysim_facts::House;

/// Every card as its printed facts.
fn vanilla_pool() -> &'static CardPool {
    static POOL: std::sync::OnceLock<CardPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| CardPool::from_lookup(|_| None))
}

fn scenario(house: House) -> Scenario {
    Scenario::new(vanilla_pool(), house)
}

fn names(t: &Test, cards: &[crate::CardRef]) -> Vec<&'static str> {
    cards.iter().map(|&c| t.g.def(c).name).collect()
}

#[test]
fn move_to_flank_moves_a_creature_within_its_battleline() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .start();
    let krump = t.find("Krump");
    t.g.move_to_flank(krump, Flank::Left);
    assert_eq!(t.line(A), ["Krump", "Troll", "Bumpsy"]);
    t.g.move_to_flank(krump, Flank::Right);
    assert_eq!(t.line(A), ["Troll", "Bumpsy", "Krump"]);
    assert_eq!(t.g.card(krump).controller, A, "it stays its controller's");
}

/// "While in the battleline, this card has 5 power."
static FIVE_POWER_IN_BATTLELINE: Behavior = Behavior {
    modifies: crate::ability::Queries::POWER,
    reach: crate::ability::Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let crate::Query::Power { card, value } = q {
            if *card == me && g.in_battleline(me) {
                *value += 5;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn move_artifact_to_battleline_keeps_it_in_play_on_the_flank() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .artifacts(A, &["The Warchest"])
        .behavior("The Warchest", &FIVE_POWER_IN_BATTLELINE)
        .start();
    let chest = t.find("The Warchest");
    t.set_exhausted("The Warchest", true);
    t.set_amber_on("The Warchest", 2);
    t.g.move_artifact_to_battleline(chest, Flank::Left);
    t.advance();
    assert_eq!(t.line(A), ["The Warchest", "Troll", "Krump"]);
    assert_eq!(t.power("The Warchest"), 5);
    assert!(t.artifacts_of(A).is_empty());
    assert!(t.exhausted("The Warchest"), "still exhausted");
    assert_eq!(t.amber_on("The Warchest"), 2, "nothing left play");
    t.g.move_artifact_to_battleline(chest, Flank::Right);
    assert_eq!(
        t.line(A),
        ["The Warchest", "Troll", "Krump"],
        "artifacts only"
    );
    let troll = t.find("Troll");
    t.g.move_artifact_to_battleline(troll, Flank::Right);
    assert_eq!(t.line(A), ["The Warchest", "Troll", "Krump"]);
}

#[test]
fn an_artifact_in_the_battleline_goes_back_among_the_artifacts_without_its_damage() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .artifacts(A, &["The Warchest", "Gauntlet of Command"])
        .behavior("The Warchest", &FIVE_POWER_IN_BATTLELINE)
        .start();
    let chest = t.find("The Warchest");
    t.g.move_artifact_to_battleline(chest, Flank::Left);
    t.set_exhausted("The Warchest", true);
    t.set_amber_on("The Warchest", 2);
    t.g.deal_damage(chest, 3);
    t.advance();
    assert_eq!(t.damage("The Warchest"), 3);
    t.g.move_battleline_artifact_to_artifacts(chest);
    assert_eq!(t.line(A), ["Troll", "Krump"]);
    assert_eq!(t.artifacts_of(A), ["Gauntlet of Command", "The Warchest"]);
    assert_eq!(t.g.card(chest).damage, 0, "no damage as an artifact");
    assert!(t.exhausted("The Warchest"), "still exhausted");
    assert_eq!(t.amber_on("The Warchest"), 2, "nothing left play");
    let troll = t.find("Troll");
    t.g.move_battleline_artifact_to_artifacts(troll);
    assert_eq!(t.line(A), ["Troll", "Krump"], "artifacts only");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn move_in_battleline_puts_a_creature_at_any_position_of_its_line() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump", "Bumpsy"])
        .battleline(B, &["Dust Pixie"])
        .start();
    let troll = t.find("Troll");
    t.g.move_in_battleline(troll, 1);
    assert_eq!(t.line(A), ["Krump", "Troll", "Bumpsy"]);
    t.g.move_in_battleline(troll, 2);
    assert_eq!(t.line(A), ["Krump", "Bumpsy", "Troll"]);
    t.g.move_in_battleline(troll, 9);
    assert_eq!(
        t.line(A),
        ["Krump", "Bumpsy", "Troll"],
        "past the end: the right"
    );
    t.g.move_in_battleline(troll, 0);
    assert_eq!(t.line(A), ["Troll", "Krump", "Bumpsy"]);
    assert_eq!(t.line(B), ["Dust Pixie"], "only its controller's line");
}

#[test]
fn zones_archives_and_upgrades_select_those_cards() {
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .upgrade(B, "Way of the Wolf", "Troll")
        .archives(A, &["Punch"])
        .archives(B, &["Anger"])
        .start();
    let archived = each(&t.g, A, Zones::ARCHIVES, |_| true);
    assert_eq!(names(&t, &archived), ["Punch"], "only your own archives");
    let upgrades = each(&t.g, A, Zones::UPGRADES, |_| true);
    assert_eq!(names(&t, &upgrades), ["Way of the Wolf"], "any player's");
}

/// Play: purge a card of your archives.
static PURGE_AN_ARCHIVED_CARD: Behavior = Behavior::play(&[Step::target(
    TargetSpec::new(Zones::ARCHIVES, filter::any),
    |g, f| {
        f.done = g.purge_from_archives(f.target(0));
    },
)]);

#[test]
fn a_card_of_your_archives_can_be_chosen_and_purged() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .archives(A, &["Anger", "Troll"])
        .behavior("Punch", &PURGE_AN_ARCHIVED_CARD)
        .start();
    t.play("Punch");
    let offered: Vec<_> = t
        .choices()
        .into_iter()
        .filter_map(|c| match c {
            Choice::Target(x) => Some(t.g.def(x).name),
            _ => None,
        })
        .collect();
    assert_eq!(offered, ["Anger", "Troll"]);
    t.choose("Troll");
    assert_eq!(t.purged(A), ["Troll"]);
    assert_eq!(t.archives_of(A), ["Anger"]);
}

#[test]
fn purging_a_card_archived_from_the_opponent_returns_it_to_its_owners_hand() {
    let mut t = scenario(House::Brobnar).hand(B, &["Troll"]).start();
    let troll = t.find("Troll");
    // A card of B's in A's archives (taken there by an ability).
    t.g.archive(A, troll);
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert!(!t.g.purge_from_archives(troll), "not purged");
    assert_eq!(t.hand_of(B), ["Troll"]);
    assert!(t.purged(A).is_empty() && t.purged(B).is_empty());
}

#[test]
fn random_card_picks_one_card_of_the_zone() {
    let mut t = scenario(House::Brobnar)
        .archives(B, &["Anger", "Troll", "Punch"])
        .start();
    let c = t.g.random_card_in(B, Location::Archives);
    assert_eq!(t.g.card(c).location, Location::Archives);
    assert_eq!(t.g.card(c).controller, B);
    assert!(t.g.random_card_in(A, Location::Archives).is_none(), "empty");
}

#[test]
fn placed_damage_ignores_armor_and_ward_and_can_exceed_power() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Bulwark", "Troll", "Krump"])
        .start();
    t.set_ward("Troll");
    t.g.assign_damage(t.find("Bulwark"), 3);
    t.g.assign_damage(t.find("Troll"), 2);
    t.g.assign_damage(t.find("Krump"), 9);
    t.g.place_assigned_damage();
    t.advance();
    assert_eq!(t.damage("Bulwark"), 3, "armor does not prevent it");
    assert_eq!(t.damage("Troll"), 2, "the ward stays");
    assert!(t.card("Troll").is_warded());
    assert_eq!(t.discard(A), ["Krump"], "9 on 6 power destroys it");
}

#[test]
fn removed_damage_comes_off_up_to_what_is_there() {
    let mut t = scenario(House::Brobnar).battleline(A, &["Troll"]).start();
    t.set_damage("Troll", 3);
    let troll = t.find("Troll");
    assert_eq!(t.g.remove_damage(troll, 5), 3);
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn the_turn_history_remembers_the_first_creature_to_reap() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .start();
    assert_eq!(t.g.turn_history().first_reaper, None);
    t.reap("Krump");
    t.reap("Troll");
    assert_eq!(t.g.turn_history().first_reaper, Some(t.find("Krump")));
    assert_eq!(t.g.turn_history().reaps, 2);
    t.end_turn();
    assert_eq!(t.g.turn_history().first_reaper, None, "a new turn");
}

/// "After a creature reaps, if it is the first time a creature has reaped
/// this turn, it captures 1" (as Ragwarg's condition).
static FIRST_REAP_CAPTURES: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let crate::Event::Reaped { creature, .. } = ev {
            if g.is_first_reap(creature) {
                g.capture(creature, 1);
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn only_the_first_reap_of_a_turn_is_the_first_reap() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["The Warchest"])
        .battleline(A, &["Krump", "Troll"])
        .amber(B, 5)
        .behavior("The Warchest", &FIRST_REAP_CAPTURES)
        .start();
    t.reap("Krump");
    assert_eq!(t.amber_on("Krump"), 1);
    t.set_exhausted("Krump", false);
    t.reap("Krump");
    assert_eq!(t.amber_on("Krump"), 1, "its second reap is not the first");
    t.reap("Troll");
    assert_eq!(t.amber_on("Troll"), 0);
    t.end_turn();
    assert!(!t.g.turn_history().first_reap_heard, "a new turn");
}

#[test]
fn put_into_play_at_puts_a_creature_at_a_battleline_position() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .hand(A, &["Bumpsy", "Valdr", "Anger"])
        .start();
    let (bumpsy, valdr, anger) = (t.find("Bumpsy"), t.find("Valdr"), t.find("Anger"));
    t.g.put_into_play_at(bumpsy, A, 1);
    assert_eq!(t.line(A), ["Troll", "Bumpsy", "Krump"]);
    assert!(t.exhausted("Bumpsy"), "not ready unless it enters ready");
    assert_eq!(
        t.g.turn_history().cards_played,
        0,
        "put into play, not played"
    );
    t.g.put_into_play_at(valdr, A, 9);
    assert_eq!(t.line(A), ["Troll", "Bumpsy", "Krump", "Valdr"]);
    t.g.put_into_play_at(anger, A, 0);
    assert_eq!(t.hand_of(A), ["Anger"], "not a creature");
}

/// "Reap: gain 2."
static REAP_GAIN_TWO: Behavior = Behavior::reap(&[Step::gain(2)]);

/// Action: for the remainder of the turn, each friendly creature gains
/// "Reap: gain 2".
static FRIENDLY_CREATURES_GAIN_A_REAP: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, crate::Expiry::EndOfTurn)
    })],
    lasting_grants: Some(|g, e, c| {
        (g.in_battleline(c) && g.card(c).controller == e.controller).then_some(&REAP_GAIN_TWO)
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_lasting_effect_grants_abilities_to_the_cards_it_selects_while_it_lasts() {
    let mut t = scenario(House::Dis)
        .artifacts(A, &["Lifeward"])
        .behavior("Lifeward", &FRIENDLY_CREATURES_GAIN_A_REAP)
        .battleline(A, &["Shooler", "Tocsin"])
        .battleline(B, &["Pitlord"])
        .start();
    t.action("Lifeward");
    t.reap("Shooler");
    assert_eq!(t.amber(A), 3, "1 for reaping, 2 from the granted ability");
    let pitlord = t.find("Pitlord");
    assert!(
        !t.g.granted(pitlord).any(|_| true),
        "an enemy creature gains nothing"
    );
    t.end_turn();
    let tocsin = t.find("Tocsin");
    assert!(!t.g.granted(tocsin).any(|_| true), "it lasted for the turn");
}

/// "Each other creature gains the Mutant trait."
static OTHERS_ARE_MUTANTS: Behavior = Behavior {
    modifies: crate::ability::Queries::RARE,
    modify: Some(|g, me, q| {
        if let crate::Query::HasTrait { card, which, value } = q {
            if *card != me && g.in_battleline(*card) && *which == keysim_facts::traits::MUTANT {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_card_has_its_printed_traits_and_those_an_ability_gives_it() {
    use keysim_facts::traits::{GIANT, MUTANT};
    let t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .start();
    let krump = t.find("Krump");
    assert!(t.g.has_trait(krump, GIANT), "printed");
    assert!(!t.g.has_trait(krump, MUTANT));
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .behavior("Troll", &OTHERS_ARE_MUTANTS)
        .start();
    let (troll, krump) = (t.find("Troll"), t.find("Krump"));
    assert!(t.g.has_trait(krump, MUTANT), "gained");
    assert!(t.g.has_trait(krump, GIANT), "still printed");
    assert!(!t.g.has_trait(troll, MUTANT), "only the others");
    t.g.destroy(troll);
    t.advance();
    assert!(!t.g.has_trait(krump, MUTANT), "while the ability lasts");
    assert!(t.g.check_bookkeeping().is_ok());
}

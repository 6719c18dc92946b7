//! Tests of the Logos cards of Call of the Archons: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Flank, Location};
use keysim_facts::House;

#[test]
fn dimension_door_reaping_steals_instead_of_gaining() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dimension Door"])
        .battleline(A, &["Doc Bookton", "Batdrone"])
        .deck(A, &["Mother"])
        .amber(B, 1)
        .start();
    t.play("Dimension Door");
    t.reap("Doc Bookton");
    assert_eq!(t.amber(A), 1, "stole 1 instead of gaining 1");
    assert_eq!(t.amber(B), 0);
    assert_eq!(t.hand_of(A), ["Mother"], "the Reap: ability still resolves");
    // The opponent is empty: nothing is stolen and nothing is gained.
    t.reap("Batdrone");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.amber(B), 0);
}

#[test]
fn dimension_door_lasts_only_for_the_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dimension Door"])
        .amber(B, 3)
        .start();
    t.play("Dimension Door");
    assert_eq!(t.g.lasting_effects().len(), 1);
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn library_access_draws_for_each_other_card_and_is_purged() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Library Access", "Dr. Escotera", "Twin Bolt Emission"])
        .deck(A, &["Mother", "Batdrone", "Doc Bookton"])
        .battleline(B, &["Champion Anaphiel"])
        .start();
    t.play("Library Access");
    assert_eq!(t.purged(A), ["Library Access"], "errata: purged");
    assert!(t.discard(A).is_empty());
    assert_eq!(t.hand_of(A).len(), 2, "no draw for itself");
    t.play("Dr. Escotera");
    assert_eq!(t.hand_of(A), ["Twin Bolt Emission", "Mother"]);
    t.play("Twin Bolt Emission");
    t.choose("Champion Anaphiel");
    assert_eq!(t.damage("Dr. Escotera"), 2);
    assert_eq!(t.hand_of(A), ["Mother", "Batdrone"]);
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn library_access_then_wild_wormhole() {
    // FAQ, in this order: Wild Wormhole's Æmber bonus; Library Access
    // draws; Wild Wormhole plays the top card of the deck; that card's
    // bonus; Library Access draws again; that card's Play: effects.
    let mut t = scenario(House::Logos)
        .hand(A, &["Library Access", "Wild Wormhole"])
        .deck(
            A,
            &["Library of Babble", "Mother", "Batdrone", "Doc Bookton"],
        )
        .start();
    t.play("Library Access");
    t.play("Wild Wormhole");
    assert_eq!(
        t.hand_of(A),
        ["Library of Babble", "Batdrone"],
        "the draw comes before the top card is played"
    );
    assert_eq!(
        t.line(A),
        ["Mother"],
        "the card under the first draw is played"
    );
    assert_eq!(t.amber(A), 1, "Wild Wormhole's bonus");
    assert_eq!(t.deck_of(A), ["Doc Bookton"]);
}

#[test]
fn twin_bolt_hits_two_different_creatures() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Twin Bolt Emission"])
        .battleline(B, &["Batdrone", "Doc Bookton", "Mother"])
        .start();
    t.play("Twin Bolt Emission");
    t.choose("Doc Bookton");
    let doc = t.find("Doc Bookton");
    assert!(
        !t.is_legal(keysim_engine::Choice::Target(doc)),
        "the second creature must differ"
    );
    t.choose("Batdrone");
    assert_eq!(t.damage("Doc Bookton"), 2);
    assert_eq!(t.discard(B), ["Batdrone"]);
    assert_eq!(t.damage("Mother"), 0);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn twin_bolt_with_a_single_creature_hits_it_once() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Twin Bolt Emission"])
        .battleline(B, &["Doc Bookton"])
        .start();
    t.play("Twin Bolt Emission");
    assert_eq!(t.damage("Doc Bookton"), 2);
}

#[test]
fn wild_wormhole_plays_the_top_card_even_on_the_first_turn() {
    let mut t = scenario(House::Logos)
        .turn(1)
        .hand(A, &["Wild Wormhole", "Mother"])
        .deck(A, &["Dr. Escotera", "Batdrone"])
        .keys(B, 1)
        .start();
    t.play("Wild Wormhole");
    assert_eq!(t.line(A), ["Dr. Escotera"]);
    assert_eq!(t.amber(A), 2, "1 bonus + 1 from Dr. Escotera");
    assert_eq!(t.deck_of(A), ["Batdrone"]);
}

#[test]
fn wild_wormhole_plays_cards_of_any_house() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Wild Wormhole"])
        .deck(A, &["Raiding Knight"])
        .amber(B, 2)
        .start();
    t.play("Wild Wormhole");
    assert_eq!(t.line(A), ["Raiding Knight"]);
    assert_eq!(t.amber_on("Raiding Knight"), 1);
}

#[test]
fn wild_wormhole_unplayable_top_card_stays_on_top() {
    // An upgrade with no creature in play cannot be played.
    let mut t = scenario(House::Logos)
        .hand(A, &["Wild Wormhole"])
        .deck(A, &["Protect the Weak", "Mother"])
        .start();
    t.play("Wild Wormhole");
    assert_eq!(t.deck_of(A), ["Protect the Weak", "Mother"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn wild_wormhole_with_an_empty_deck_does_not_reshuffle() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Wild Wormhole"])
        .discard(A, &["Batdrone"])
        .deck(A, &[])
        .start();
    t.play("Wild Wormhole");
    assert_eq!(t.discard(A), ["Batdrone", "Wild Wormhole"]);
    assert!(t.line(A).is_empty());
}

#[test]
fn library_of_babble_draws() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Library of Babble"])
        .deck(A, &["Mother"])
        .start();
    t.action("Library of Babble");
    assert_eq!(t.hand_of(A), ["Mother"]);
    assert!(t.exhausted("Library of Babble"));
}

#[test]
fn batdrone_steals_after_fighting() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Batdrone"])
        .battleline(B, &["Champion Anaphiel"])
        .amber(B, 2)
        .start();
    t.fight("Batdrone", "Champion Anaphiel");
    assert_eq!(t.damage("Champion Anaphiel"), 1, "1 armor");
    assert_eq!(t.damage("Batdrone"), 0, "skirmish");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn doc_bookton_reaps_and_draws() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Doc Bookton"])
        .deck(A, &["Mother"])
        .start();
    t.reap("Doc Bookton");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.hand_of(A), ["Mother"]);
}

#[test]
fn dr_escotera_gains_per_opponent_key() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dr. Escotera"])
        .keys(A, 1)
        .keys(B, 2)
        .start();
    t.play("Dr. Escotera");
    assert_eq!(t.amber(A), 2, "only the opponent's keys count");

    let mut t = scenario(House::Logos)
        .hand(A, &["Dr. Escotera"])
        .keys(A, 2)
        .start();
    t.play("Dr. Escotera");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn quixo_draws_after_fighting() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Quixo the “Adventurer”"])
        .battleline(B, &["Doc Bookton"])
        .deck(A, &["Mother"])
        .start();
    t.fight("Quixo the “Adventurer”", "Doc Bookton");
    assert_eq!(t.damage("Doc Bookton"), 3);
    assert_eq!(t.damage("Quixo the “Adventurer”"), 0, "skirmish");
    assert_eq!(t.hand_of(A), ["Mother"]);
}

#[test]
fn mother_refills_to_seven() {
    let deck = ["Batdrone"; 10];
    let mut t = scenario(House::Logos)
        .battleline(A, &["Mother"])
        .battleline(B, &["Mother"])
        .deck(A, &deck)
        .deck(B, &deck)
        .start();
    assert_eq!(t.g.hand_size(A), 7);
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 7);
    // The opponent's Mother only counts for its own controller.
    assert_eq!(t.g.hand_size(B), 7);
    t.g.purge(t.find_all("Mother")[1]);
    assert_eq!(t.g.hand_size(B), 6);
}

#[test]
fn ganymede_archivist_reaps_and_archives() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Ganymede Archivist"])
        .hand(A, &["Troll", "Punch"])
        .start();
    t.reap("Ganymede Archivist");
    t.choose("Punch");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.archives_of(A), ["Punch"]);
    assert_eq!(t.hand_of(A), ["Troll"]);
}

#[test]
fn ganymede_archivist_with_an_empty_hand_only_reaps() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Ganymede Archivist"])
        .start();
    t.reap("Ganymede Archivist");
    assert_eq!(t.amber(A), 1);
    assert!(t.archives_of(A).is_empty());
}

#[test]
fn labwork_archives_a_card_from_hand() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Labwork", "Troll"])
        .start();
    t.play("Labwork");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.archives_of(A), ["Troll"], "the only card is forced");
    assert_eq!(t.discard(A), ["Labwork"], "not archivable itself");
}

#[test]
fn neutron_shark_destroys_one_of_each_side() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Neutron Shark"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .deck(A, &["Doc Bookton", "Mother"])
        .start();
    t.play("Neutron Shark");
    t.flank(Flank::Right);
    t.choose("Troll");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.line(A), ["Neutron Shark"]);
    assert_eq!(t.discard(A), ["Troll", "Doc Bookton"], "Logos: stop");
    assert_eq!(t.deck_of(A), ["Mother"]);
}

#[test]
fn neutron_shark_destroyed_by_itself_does_not_repeat() {
    // FAQ: the Shark is gone, so its effect cannot trigger again.
    let mut t = scenario(House::Logos)
        .hand(A, &["Neutron Shark"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .deck(A, &["Punch", "Fear"])
        .start();
    t.play("Neutron Shark");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(A), ["Neutron Shark", "Punch"]);
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.deck_of(A), ["Fear"]);
}

#[test]
fn neutron_shark_repeats_until_a_logos_card() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Neutron Shark", "Troll", "Dust Pixie"])
        .battleline(B, &["Doc Bookton", "Batdrone"])
        .deck(A, &["Punch", "Mother", "Fear"])
        .start();
    t.reap("Neutron Shark");
    t.choose("Doc Bookton");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Troll", "Punch"]);
    // Again: Batdrone is the only enemy left.
    t.choose("Dust Pixie");
    assert!(t.line(B).is_empty());
    assert_eq!(t.line(A), ["Neutron Shark"]);
    assert_eq!(t.discard(A), ["Troll", "Punch", "Dust Pixie", "Mother"]);
    assert_eq!(t.deck_of(A), ["Fear"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn neutron_shark_may_destroy_artifacts_instead() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Neutron Shark"])
        .artifacts(A, &["Dominator Bauble"])
        .battleline(B, &["Doc Bookton"])
        .artifacts(B, &["Library of Babble"])
        .deck(A, &["Mother"])
        .start();
    t.reap("Neutron Shark");
    t.choose("Library of Babble");
    t.choose("Dominator Bauble");
    assert_eq!(t.discard(B), ["Library of Babble"]);
    assert_eq!(t.line(B), ["Doc Bookton"]);
    assert_eq!(t.discard(A), ["Dominator Bauble", "Mother"]);
    assert_eq!(t.line(A), ["Neutron Shark"]);
}

#[test]
fn neutron_shark_declining_artifacts_must_take_creatures() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Neutron Shark"])
        .artifacts(A, &["Dominator Bauble"])
        .battleline(B, &["Doc Bookton"])
        .artifacts(B, &["Library of Babble"])
        .deck(A, &["Mother"])
        .start();
    t.reap("Neutron Shark");
    t.pass();
    t.pass();
    assert_eq!(t.discard(B), ["Doc Bookton"]);
    assert_eq!(t.artifacts_of(B), ["Library of Babble"]);
    assert_eq!(t.discard(A), ["Neutron Shark", "Mother"]);
    assert_eq!(t.artifacts_of(A), ["Dominator Bauble"]);
}

#[test]
fn neutron_shark_takes_an_artifact_when_there_is_no_creature() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Neutron Shark"])
        .artifacts(B, &["Library of Babble"])
        .deck(A, &["Mother"])
        .start();
    t.play("Neutron Shark");
    assert_eq!(t.discard(B), ["Library of Babble"]);
    assert_eq!(t.discard(A), ["Neutron Shark", "Mother"]);
}

#[test]
fn neutron_shark_with_an_empty_deck_stops() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Neutron Shark", "Troll"])
        .battleline(B, &["Dust Pixie"])
        .discard(A, &["Punch"])
        .deck(A, &[])
        .start();
    t.reap("Neutron Shark");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Punch", "Troll"], "no reshuffle");
    assert_eq!(t.line(A), ["Neutron Shark"]);
}

#[test]
fn dextre_captures_one() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dextre"])
        .amber(B, 2)
        .start();
    t.play("Dextre");
    assert_eq!(t.amber_on("Dextre"), 1);
    assert_eq!(t.amber(B), 1);
}

#[test]
fn dextre_goes_back_on_top_of_the_deck_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dextre"])
        .deck(B, &["Mother"])
        .amber(A, 1)
        .start();
    t.set_amber_on("Dextre", 1);
    t.fight("Troll", "Dextre");
    assert!(t.line(B).is_empty());
    assert_eq!(t.deck_of(B), ["Dextre", "Mother"]);
    assert!(t.discard(B).is_empty());
    assert_eq!(t.amber(A), 2, "its captured Æmber goes to A");
}

#[test]
fn dextre_with_a_ward_is_not_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dextre"])
        .start();
    t.set_ward("Dextre");
    t.fight("Troll", "Dextre");
    assert_eq!(t.line(B), ["Dextre"]);
    assert_eq!(t.damage("Dextre"), 0);
}

#[test]
fn phase_shift_allows_one_non_logos_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Phase Shift", "Punch", "Fear", "Doc Bookton"])
        .battleline(B, &["Dust Pixie"])
        .start();
    let punch = t.find("Punch");
    assert!(!t.is_legal(Choice::Play(punch)));
    t.play("Phase Shift");
    assert!(t.is_legal(Choice::Play(punch)));
    assert!(!t.is_legal(Choice::Discard(punch)), "only playing");
    t.play("Doc Bookton");
    assert!(t.is_legal(Choice::Play(punch)), "Logos cards do not use it");
    t.play("Punch");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert!(!t.is_legal(Choice::Play(t.find("Fear"))), "only one");
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn two_phase_shifts_allow_two_non_logos_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Phase Shift", "Phase Shift", "Mind Barb", "Mind Barb"])
        .hand(B, &["Troll", "Troll", "Troll"])
        .start();
    t.play("Phase Shift");
    t.play("Phase Shift");
    t.play("Mind Barb");
    let other = t.find_all("Mind Barb")[0];
    assert_eq!(t.g.card(other).location, keysim_engine::Location::Hand);
    assert!(t.is_legal(Choice::Play(other)), "one play left");
    t.play("Mind Barb");
    assert_eq!(t.hand_of(B).len(), 1);
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn phase_shift_on_the_first_turn_allows_another_card() {
    let mut t = scenario(House::Logos)
        .turn(1)
        .hand(A, &["Phase Shift", "Punch"])
        .start();
    t.play("Phase Shift");
    t.play("Punch");
    assert_eq!(t.discard(A), ["Phase Shift", "Punch"]);
}

#[test]
fn a_card_played_by_wild_wormhole_does_not_use_up_phase_shift() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Phase Shift", "Wild Wormhole", "Punch", "Fear"])
        .deck(A, &["Mind Barb", "Mother"])
        .battleline(B, &["Dust Pixie"])
        .hand(B, &["Troll"])
        .start();
    t.play("Phase Shift");
    t.play("Wild Wormhole");
    assert_eq!(t.discard(B), ["Troll"], "Mind Barb was played");
    assert_eq!(t.g.lasting_effects().len(), 1, "the permission is left");
    t.play("Punch");
    assert_eq!(t.discard(B), ["Troll", "Dust Pixie"]);
    assert!(t.g.lasting_effects().is_empty());
    assert!(!t.is_legal(Choice::Play(t.find("Fear"))), "used up");
}

#[test]
fn phase_shift_permission_outlives_the_card_it_let_you_play() {
    // Two Phase Shifts: the non-Logos creature played with the first
    // leaving play does not take the second permission with it.
    let mut t = scenario(House::Logos)
        .hand(
            A,
            &[
                "Phase Shift",
                "Phase Shift",
                "Urchin",
                "Twin Bolt Emission",
                "Punch",
                "Fear",
            ],
        )
        .start();
    t.play("Phase Shift");
    t.play("Phase Shift");
    t.play("Urchin");
    t.play("Twin Bolt Emission");
    assert_eq!(t.location("Urchin"), keysim_engine::Location::Discard);
    assert_eq!(t.g.lasting_effects().len(), 1);
    t.play("Punch");
    assert!(t.g.lasting_effects().is_empty(), "both plays used");
    assert!(!t.is_legal(Choice::Play(t.find("Fear"))));
}

#[test]
fn rocket_boots_ready_the_creature_after_its_first_use() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .upgrade(A, "Rocket Boots", "Doc Bookton")
        .deck(A, &["Mother", "Batdrone"])
        .start();
    t.reap("Doc Bookton");
    assert!(!t.exhausted("Doc Bookton"), "readied after the first use");
    assert_eq!(t.hand_of(A), ["Mother"]);
    t.fight("Doc Bookton", "Dust Pixie");
    assert!(t.exhausted("Doc Bookton"), "not the first use");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn rocket_boots_fight_readies_only_if_the_creature_survives() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Rocket Boots"])
        .battleline(A, &["Batdrone"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Rocket Boots");
    t.choose("Batdrone");
    t.fight("Batdrone", "Troll");
    assert!(!t.exhausted("Batdrone"), "skirmish: it survived");
    t.fight("Batdrone", "Troll");
    assert!(t.exhausted("Batdrone"));
    assert_eq!(t.damage("Troll"), 4);
}

#[test]
fn effervescent_principle_halves_both_pools_rounding_the_loss_down() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Effervescent Principle"])
        .amber(A, 5)
        .amber(B, 8)
        .chains(A, 1)
        .start();
    t.play("Effervescent Principle");
    assert_eq!((t.amber(A), t.amber(B)), (3, 4));
    assert_eq!(t.g.player(A).chains, 2);
    assert_eq!(t.g.player(B).chains, 0);
}

#[test]
fn effervescent_principle_with_one_amber_loses_nothing() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Effervescent Principle"])
        .amber(A, 1)
        .start();
    t.play("Effervescent Principle");
    assert_eq!((t.amber(A), t.amber(B)), (1, 0));
    assert_eq!(t.g.player(A).chains, 1);
}
#[test]
fn neuro_syphon_only_when_behind() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Neuro Syphon"])
        .amber(B, 3)
        .start();
    t.play("Neuro Syphon");
    assert_eq!((t.amber(A), t.amber(B)), (2, 2), "bonus 1, steal 1");
    assert_eq!(t.hand_of(A).len(), 1, "and a card drawn");

    let mut t = scenario(House::Logos)
        .hand(A, &["Neuro Syphon"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.play("Neuro Syphon");
    assert_eq!(t.amber(B), 3, "not behind: nothing");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn novu_archaeologist_archives_from_the_discard_pile() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Novu Archaeologist"])
        .discard(A, &["Punch", "Fear"])
        .start();
    t.action("Novu Archaeologist");
    t.choose("Fear");
    assert_eq!(t.archives_of(A), ["Fear"]);
    assert_eq!(t.discard(A), ["Punch"]);
}

#[test]
fn research_smoko_archives_the_top_card_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Research Smoko"])
        .deck(B, &["Krump", "Troll"])
        .start();
    t.play("Punch");
    assert_eq!(t.archives_of(B), ["Krump"]);
    assert_eq!(t.discard(B), ["Research Smoko"]);
}

#[test]
fn foggify_stops_the_opponents_fights_on_their_next_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Foggify"])
        .battleline(A, &["Doc Bookton"])
        .battleline(B, &["Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Sanctum])
        .start();
    t.play("Foggify");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let krump = t.find("Krump");
    assert!(!t.is_legal(Choice::Fight(krump)));
    assert!(t.is_legal(Choice::Reap(krump)), "other uses stay legal");
}
#[test]
fn positron_bolt_runs_down_the_line() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Positron Bolt"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Urchin"])
        .start();
    t.play("Positron Bolt");
    t.choose("Troll");
    assert_eq!(
        (
            t.damage("Troll"),
            t.damage("Krump"),
            t.damage("Bumpsy"),
            t.damage("Urchin")
        ),
        (3, 2, 1, 0)
    );
}

#[test]
fn sloppy_labwork_archives_then_discards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Sloppy Labwork", "Punch", "Fear"])
        .start();
    t.play("Sloppy Labwork");
    t.choose("Punch");
    assert_eq!(t.archives_of(A), ["Punch"]);
    assert_eq!(
        t.discard(A),
        ["Fear", "Sloppy Labwork"],
        "the last card in hand goes"
    );
}

#[test]
fn brain_eater_draws_when_a_creature_dies_fighting_it() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Brain Eater"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Brain Eater", "Dust Pixie");
    assert_eq!(t.hand_of(A).len(), 1);
}

#[test]
fn titan_mechanic_makes_keys_cheaper_only_on_a_flank() {
    let t = scenario(House::Logos)
        .battleline(A, &["Titan Mechanic", "Doc Bookton"])
        .start();
    assert_eq!((t.g.key_cost(A), t.g.key_cost(B)), (5, 5));
    let t = scenario(House::Logos)
        .battleline(A, &["Doc Bookton", "Titan Mechanic", "Batdrone"])
        .start();
    assert_eq!(t.g.key_cost(A), 6, "in the middle: no discount");
}
#[test]
fn timetraveller_draws_two_and_can_go_back_into_the_deck() {
    let mut t = scenario(House::Logos).hand(A, &["Timetraveller"]).start();
    t.play("Timetraveller");
    assert_eq!(t.hand_of(A).len(), 2);
    t.set_exhausted("Timetraveller", false);
    t.action("Timetraveller");
    assert!(t.line(A).is_empty());
    assert!(t.deck_of(A).contains(&"Timetraveller"));
}

#[test]
fn vespilon_theorist_archives_a_match_and_discards_a_miss() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Vespilon Theorist"])
        .deck(A, &["Doc Bookton", "Punch"])
        .start();
    t.reap("Vespilon Theorist");
    t.choose_house(House::Logos);
    assert_eq!(t.archives_of(A), ["Doc Bookton"]);
    assert_eq!(t.amber(A), 2, "reap and the match");

    let mut t = scenario(House::Logos)
        .battleline(A, &["Vespilon Theorist"])
        .deck(A, &["Punch"])
        .start();
    t.reap("Vespilon Theorist");
    t.choose_house(House::Logos);
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.amber(A), 1);
}
#[test]
fn anomaly_exploiter_destroys_a_damaged_creature() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Anomaly Exploiter"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_damage("Krump", 1);
    t.action("Anomaly Exploiter");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn random_access_archives_archives_the_top_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Random Access Archives"])
        .deck(A, &["Krump", "Troll"])
        .start();
    t.play("Random Access Archives");
    assert_eq!(t.archives_of(A), ["Krump"]);
}
#[test]
fn strange_gizmo_clears_the_board_after_its_controller_forges() {
    let mut t = scenario(House::Logos)
        .artifacts(B, &["Strange Gizmo"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .amber(B, 6)
        .start();
    t.end_turn();
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert!(t.artifacts_of(B).is_empty());
}

#[test]
fn scrambler_storm_stops_the_opponents_actions_next_turn() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Scrambler Storm"])
        .hand(B, &["Punch", "Krump"])
        .houses(B, [House::Brobnar, House::Dis, House::Sanctum])
        .start();
    t.play("Scrambler Storm");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(!t.is_legal(Choice::Play(t.find("Punch"))));
    assert!(t.is_legal(Choice::Play(t.find("Krump"))));
}

#[test]
fn dysania_discards_the_opponents_archives() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dysania"])
        .archives(B, &["Punch", "Troll"])
        .start();
    t.play("Dysania");
    assert!(t.archives_of(B).is_empty());
    assert_eq!(t.discard(B).len(), 2);
    assert_eq!(t.amber(A), 2);
}

#[test]
fn knowledge_is_power_archives_a_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Knowledge is Power", "Troll", "Punch"])
        .start();
    t.play("Knowledge is Power");
    t.choose_option(0);
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn knowledge_is_power_gains_one_per_archived_card() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Knowledge is Power", "Troll"])
        .archives(A, &["Punch", "Anger", "Krump"])
        .start();
    t.play("Knowledge is Power");
    t.choose_option(1);
    assert_eq!(t.amber(A), 3);
    assert_eq!(t.hand_of(A), ["Troll"], "nothing archived");
}

#[test]
fn reverse_time_swaps_deck_and_discard() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Reverse Time"])
        .deck(A, &["Troll", "Krump"])
        .discard(A, &["Punch"])
        .start();
    t.play("Reverse Time");
    assert_eq!(t.deck_of(A), ["Punch"]);
    let mut discard = t.discard(A);
    discard.sort();
    assert_eq!(discard, ["Krump", "Reverse Time", "Troll"]);
}

#[test]
fn help_from_future_self_finds_a_timetraveller() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Help from Future Self"])
        .deck(A, &["Troll"])
        .discard(A, &["Timetraveller", "Punch"])
        .start();
    t.play("Help from Future Self");
    assert_eq!(t.hand_of(A), ["Timetraveller"]);
    assert_eq!(t.discard(A), ["Help from Future Self"]);
    assert_eq!(t.deck_of(A).len(), 2, "Punch shuffled in");
}

#[test]
fn mobius_scroll_archives_itself_and_two_cards() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Mobius Scroll"])
        .hand(A, &["Troll", "Punch", "Anger"])
        .start();
    t.action("Mobius Scroll");
    t.choose("Troll");
    t.choose("Anger");
    let mut archived = t.archives_of(A);
    archived.sort();
    assert_eq!(archived, ["Anger", "Mobius Scroll", "Troll"]);
}

#[test]
fn the_howling_pit_refills_to_seven() {
    let mut t = scenario(House::Logos)
        .artifacts(B, &["The Howling Pit"])
        .deck(A, &["Troll"; 10])
        .start();
    t.end_turn();
    assert_eq!(t.hand_of(A).len(), 7);
}

#[test]
fn replicator_copies_another_creatures_reap() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Replicator"])
        .battleline(B, &["Dust Pixie", "Doc Bookton"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Replicator");
    assert_eq!(t.hand_of(A), ["Troll"], "Doc Bookton's reap: you draw");
    assert_eq!(t.amber(A), 1, "reaping");
    assert!(!t.exhausted("Doc Bookton"));
}

#[test]
fn skippy_timehog_stops_the_opponent_using_cards() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Skippy Timehog"])
        .battleline(B, &["Troll"])
        .hand(B, &["Punch"])
        .start();
    t.play("Skippy Timehog");
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Reap(troll)));
    assert!(
        t.is_legal(Choice::Play(t.find("Punch"))),
        "playing is allowed"
    );
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Reap(troll)), "only for one turn");
}

#[test]
fn bouncing_deathquark_may_repeat_while_both_sides_have_creatures() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Bouncing Deathquark"])
        .battleline(A, &["Doc Bookton", "Dextre"])
        .battleline(B, &["Troll", "Krump", "Urchin"])
        .start();
    t.play("Bouncing Deathquark");
    t.choose("Troll");
    t.choose("Doc Bookton");
    t.yes();
    t.choose("Krump");
    assert_eq!(
        t.line(A),
        Vec::<&str>::new(),
        "Dextre was the only friend left"
    );
    assert!(!t.asks_target(), "no friendly creature left: no repeat");
    assert_eq!(t.line(B), ["Urchin"]);
}

#[test]
fn bouncing_deathquark_may_stop() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Bouncing Deathquark"])
        .battleline(A, &["Doc Bookton", "Dextre"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Bouncing Deathquark");
    t.choose("Troll");
    t.choose("Doc Bookton");
    t.no();
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.line(A), ["Dextre"]);
}

#[test]
fn interdimensional_graft_takes_what_is_left_after_a_forge() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Interdimensional Graft"])
        .amber(B, 9)
        .start();
    t.play("Interdimensional Graft");
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 0);
    assert_eq!(t.amber(A), 1 + 3);
}

#[test]
fn chaos_portal_plays_the_top_card_of_the_chosen_house() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Chaos Portal"])
        .deck(A, &["Punch"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Chaos Portal");
    t.choose_house(House::Brobnar);
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn chaos_portal_of_another_house_plays_nothing() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Chaos Portal"])
        .deck(A, &["Punch"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Chaos Portal");
    t.choose_house(House::Dis);
    assert_eq!(t.deck_of(A), ["Punch"]);
}

#[test]
fn remote_access_uses_an_enemy_artifact_for_you() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Remote Access"])
        .artifacts(B, &["Mobius Scroll"])
        .start();
    t.play("Remote Access");
    assert_eq!(
        t.archives_of(B),
        ["Mobius Scroll"],
        "used by A, it leaves play for its owner's archives"
    );
    assert!(t.artifacts_of(B).is_empty());
}

#[test]
fn veylan_analyst_gains_for_each_artifact_used() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Veylan Analyst"])
        .artifacts(A, &["Chaos Portal"])
        .deck(A, &["Troll"])
        .start();
    t.action("Chaos Portal");
    t.choose_house(House::Dis);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn ozmo_heals_or_stuns_a_mars_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Ozmo, Martianologist", "Zorg"])
        .battleline(B, &["Tunk"])
        .start();
    t.set_damage("Zorg", 4);
    t.reap("Ozmo, Martianologist");
    t.choose_option(0);
    t.choose("Zorg");
    assert_eq!(t.damage("Zorg"), 1);
    t.set_exhausted("Ozmo, Martianologist", false);
    t.reap("Ozmo, Martianologist");
    t.choose_option(1);
    t.choose("Tunk");
    assert!(t.stunned("Tunk"));
}

#[test]
fn harland_mindlock_holds_a_creature_until_it_leaves_play() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Harland Mindlock"])
        .battleline(A, &["Dextre"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Harland Mindlock");
    t.flank(Flank::Right);
    t.choose("Krump");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Krump", "Dextre", "Harland Mindlock"]);
    assert_eq!(t.line(B), ["Troll"]);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Harland Mindlock");
    t.choose_option(1);
    assert_eq!(
        t.line(B),
        ["Troll", "Krump"],
        "back to its owner, who chose the flank"
    );
}

#[test]
fn transposition_sandals_swap_and_free_the_other_creature() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Dextre", "Troll", "Doc Bookton"])
        .upgrade(A, "Transposition Sandals", "Dextre")
        .start();
    t.action("Dextre");
    t.choose("Troll");
    assert_eq!(t.line(A), ["Troll", "Dextre", "Doc Bookton"]);
    assert!(
        t.is_legal(Choice::Reap(t.find("Troll"))),
        "usable this turn"
    );
    t.reap("Troll");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn crazy_killing_machine_destroys_by_the_discarded_houses() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Crazy Killing Machine"])
        .deck(A, &["Punch"])
        .deck(B, &["Fear"])
        .battleline(A, &["Dextre"])
        .battleline(B, &["Troll", "Ember Imp"])
        .start();
    t.action("Crazy Killing Machine");
    assert_eq!(
        t.line(B),
        Vec::<&str>::new(),
        "a Brobnar and a Dis creature"
    );
    assert_eq!(
        t.artifacts_of(A),
        ["Crazy Killing Machine"],
        "2 destroyed: it stays"
    );
}

#[test]
fn crazy_killing_machine_destroys_itself_unless_two_die() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Crazy Killing Machine"])
        .deck(A, &["Punch"])
        .deck(B, &["Fear"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Crazy Killing Machine");
    assert_eq!(t.line(B), Vec::<&str>::new());
    assert_eq!(t.discard(A), ["Punch", "Crazy Killing Machine"]);
}

#[test]
fn harland_mindlock_leaving_after_its_captive_gives_nothing_back() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Harland Mindlock"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Harland Mindlock");
    t.choose("Dust Pixie");
    t.choose_option(1);
    assert_eq!(t.line(A), ["Harland Mindlock", "Dust Pixie"]);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    t.set_exhausted("Troll", false);
    t.fight("Troll", "Harland Mindlock");
    assert_eq!(t.line(B), ["Troll"]);
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn experimental_therapy_makes_its_creature_belong_to_every_house() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Experimental Therapy"])
        .battleline(A, &["Troll"])
        .start();
    t.play("Experimental Therapy");
    assert!(t.stunned("Troll"));
    assert!(t.exhausted("Troll"));
    for h in [House::Brobnar, House::Mars, House::Untamed] {
        assert!(t.g.belongs_to(t.find("Troll"), h));
    }
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(
        t.is_legal(Choice::House(House::Mars)),
        "a house of a card in play"
    );
    t.apply(Choice::House(House::Mars));
    assert!(
        t.is_legal(Choice::RemoveStun(t.find("Troll"))),
        "used as a Mars creature"
    );
}

#[test]
fn faq_replicator_on_an_enemy_sequis_captures_from_your_opponent() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Replicator"])
        .battleline(B, &["Sequis"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.reap("Replicator");
    assert_eq!(t.amber_on("Sequis"), 1);
    assert_eq!(
        t.amber(B),
        2,
        "captured from the opponent of the one who used it"
    );
    assert_eq!(t.amber(A), 3 + 1, "only the reap");
}

#[test]
fn faq_replicator_on_an_enemy_sanctum_guardian_does_nothing() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Replicator", "Dextre"])
        .battleline(B, &["Sanctum Guardian", "Troll"])
        .start();
    t.reap("Replicator");
    t.choose("Sanctum Guardian");
    // Its swap offers your creatures; none can change battlelines.
    t.choose("Dextre");
    assert_eq!(t.line(A), ["Replicator", "Dextre"]);
    assert_eq!(t.line(B), ["Sanctum Guardian", "Troll"]);
}

#[test]
fn replicator_does_not_copy_another_replicator() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Replicator"])
        .battleline(B, &["Replicator", "Doc Bookton"])
        .deck(A, &["Troll"])
        .start();
    t.reap("Replicator");
    assert_eq!(t.hand_of(A), ["Troll"], "Doc Bookton, the only choice");
}

#[test]
fn spectral_tunneler_makes_a_flank_creature_that_draws_on_reap() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Spectral Tunneler"])
        .battleline(A, &["Dextre", "Doc Bookton", "Batdrone"])
        .deck(A, &["Troll", "Krump", "Punch"])
        .start();
    let doc = t.find("Doc Bookton");
    assert!(!t.g.on_flank(doc));
    t.action("Spectral Tunneler");
    t.choose("Doc Bookton");
    assert!(t.g.on_flank(doc));
    t.reap("Doc Bookton");
    assert_eq!(t.hand_of(A).len(), 2, "its own draw and the gained one");
    t.end_turn();
    assert!(!t.g.on_flank(doc), "for the turn");
}

#[test]
fn spangler_box_purges_then_changes_sides_and_gives_back_on_leaving() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Spangler Box"])
        .battleline(A, &["Dextre"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.action("Spangler Box");
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Troll"]);
    assert_eq!(
        t.artifacts_of(B),
        ["Spangler Box"],
        "the opponent controls it now"
    );
    // The Box is destroyed (as a card effect would): B, the Troll's owner,
    // gets it back and chooses its flank.
    let bx = t.find("Spangler Box");
    t.g.destroy(bx);
    t.g.apply(Choice::EndTurn).unwrap();
    assert_eq!(t.discard(A), ["Spangler Box"]);
    t.choose_option(0);
    assert_eq!(t.line(B), ["Troll", "Krump"]);
    assert_eq!(t.purged(B), Vec::<&str>::new());
}

#[test]
fn psychic_bug_looks_at_the_opponents_hand_on_play_and_reap() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Psychic Bug"])
        .hand(B, &["Troll", "Punch"])
        .start();
    let (troll, punch) = (t.find("Troll"), t.find("Punch"));
    assert!(!t.g.knows(A, troll));
    t.play("Psychic Bug");
    assert!(t.g.knows(A, troll) && t.g.knows(A, punch));
    let seen = t.g.observe(A);
    assert_eq!(seen.game().card(troll).location, Location::Hand);
    assert_eq!(seen.game().card(punch).location, Location::Hand);

    // Reaping looks again: a card drawn since is seen too.
    t.g.draw(B, 1);
    let drawn = t.g.player(B).hand.last().unwrap();
    assert!(!t.g.knows(A, drawn));
    t.set_exhausted("Psychic Bug", false);
    t.reap("Psychic Bug");
    assert!(t.g.knows(A, drawn));
    assert_eq!(t.amber(A), 2, "1 from its bonus icon, 1 from reaping");
}

#[test]
fn pocket_universe_stores_amber_that_pays_for_a_key() {
    let mut t = scenario(House::Logos)
        .artifacts(B, &["Pocket Universe"])
        .amber(B, 5)
        .start();
    t.set_amber_on("Pocket Universe", 1);
    t.end_turn();
    assert_eq!(t.keys(B), 1, "5 in the pool and 1 on the card: forged");
    assert_eq!((t.amber(B), t.amber_on("Pocket Universe")), (0, 0));
}

#[test]
fn pocket_universe_action_moves_one_amber_onto_it() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Pocket Universe"])
        .amber(A, 1)
        .start();
    t.action("Pocket Universe");
    assert_eq!((t.amber(A), t.amber_on("Pocket Universe")), (0, 1));
}

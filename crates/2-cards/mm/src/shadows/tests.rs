//! Tests of the Shadows cards of Mass Mutation: one ruling per card and
//! branch.

use crate::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::{House, Icons, Keywords};

fn elusive(t: &Test, name: &str) -> bool {
    t.g.keywords(t.find(name)).contains(Keywords::ELUSIVE)
}

#[test]
fn dark_aember_vault_draws_after_you_play_a_mutant_creature() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Dark Æmber Vault"])
        .hand(A, &["Mutant Cutpurse"])
        .start();
    t.play("Mutant Cutpurse");
    assert_eq!(t.hand_of(A).len(), 1, "one card drawn");
}

#[test]
fn dark_aember_vault_draws_nothing_after_a_creature_that_is_not_a_mutant() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Dark Æmber Vault"])
        .hand(A, &["Dodger"])
        .start();
    t.play("Dodger");
    assert!(t.hand_of(A).is_empty());
}

#[test]
fn dark_aember_vault_gives_friendly_mutant_creatures_two_power() {
    let t = scenario(House::Shadows)
        .artifacts(A, &["Dark Æmber Vault"])
        .battleline(A, &["Mutant Cutpurse", "Dodger"])
        .battleline(B, &["Splinter"])
        .start();
    assert_eq!(t.power("Mutant Cutpurse"), 5);
    assert_eq!(t.power("Dodger"), 5, "not a Mutant");
    assert_eq!(t.power("Splinter"), 1, "not friendly");
}

#[test]
fn bo_nithing_steals_one_per_forged_key_of_the_opponent() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Bo Nithing"])
        .amber(B, 5)
        .keys(B, 2)
        .start();
    t.play("Bo Nithing");
    assert_eq!((t.amber(A), t.amber(B)), (2, 3));
}

#[test]
fn bo_nithing_steals_nothing_from_an_opponent_without_keys() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Bo Nithing"])
        .amber(B, 5)
        .start();
    t.play("Bo Nithing");
    assert_eq!((t.amber(A), t.amber(B)), (0, 5));
}

#[test]
fn dæmo_thief_is_elusive_and_steals_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Bumpsy"])
        .battleline(B, &["Dæmo-Thief"])
        .amber(A, 3)
        .start();
    t.fight("Troll", "Dæmo-Thief");
    assert_eq!((t.damage("Troll"), t.damage("Dæmo-Thief")), (0, 0));
    t.fight("Bumpsy", "Dæmo-Thief");
    assert_eq!(t.discard(B), ["Dæmo-Thief"]);
    assert_eq!((t.amber(A), t.amber(B)), (2, 1), "its controller steals");
}

#[test]
fn dark_wave_damages_each_creature_but_the_mutants() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Dark Wave"])
        .battleline(A, &["Mutant Cutpurse", "Dodger"])
        .battleline(B, &["Troll", "Splinter"])
        .start();
    t.play("Dark Wave");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!((t.damage("Dodger"), t.damage("Troll")), (2, 2));
    assert_eq!((t.damage("Mutant Cutpurse"), t.damage("Splinter")), (0, 0));
}

#[test]
fn francis_the_economist_fights_without_damage_and_each_player_gains_one() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Francis the “Economist”"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Francis the “Economist”", "Troll");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.damage("Francis the “Economist”"), 0, "skirmish");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn look_over_there_steals_when_the_creature_survives() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Look Over There!"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 3)
        .start();
    t.play("Look Over There!");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 2);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn look_over_there_steals_nothing_when_the_creature_is_destroyed() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Look Over There!"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .amber(B, 3)
        .start();
    t.play("Look Over There!");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn mutant_cutpurse_gets_no_ability_from_enhance() {
    // The rulebook's example: Enhance added its icons to other cards of
    // the deck; the creature itself plays as a vanilla creature.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Mutant Cutpurse"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.play("Mutant Cutpurse");
    assert!(!t.asks_target(), "no damage to deal");
    assert_eq!(t.line(A), ["Mutant Cutpurse"]);
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
    assert_eq!(t.damage("Troll"), 0);
}

#[test]
fn mutant_cutpurse_resolves_the_icons_enhance_put_on_its_copy() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Mutant Cutpurse"])
        .start();
    t.set_icons(
        "Mutant Cutpurse",
        Icons {
            amber: 1,
            ..Icons::NONE
        },
    );
    t.play("Mutant Cutpurse");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn splinter_gets_no_ability_from_enhance() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Splinter"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Splinter");
    assert!(!t.asks_target(), "its six damage icons are on other cards");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.power("Splinter"), 1);
}

#[test]
fn opportunist_makes_its_creature_elusive_and_captures_one() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Opportunist"])
        .battleline(A, &["Dodger", "Urchin"])
        .amber(B, 3)
        .start();
    t.play("Opportunist");
    t.choose("Dodger");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.amber_on("Dodger"), 1);
    assert_eq!(t.amber(B), 2);
    assert!(elusive(&t, "Dodger"));
}

#[test]
fn opportunist_on_an_enemy_creature_captures_from_you() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Opportunist"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .amber(A, 2)
        .start();
    t.play("Opportunist");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1, "from its opponent: you");
    assert_eq!(t.amber(A), 2, "1 bonus, 1 captured");
    assert!(elusive(&t, "Troll"));
}

#[test]
fn rad_penny_steals_one() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Rad Penny"])
        .amber(B, 3)
        .start();
    t.play("Rad Penny");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn rad_penny_destroyed_is_shuffled_into_her_deck() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Rad Penny"])
        .start();
    t.fight("Troll", "Rad Penny");
    assert!(t.discard(B).is_empty());
    assert_eq!(t.location("Rad Penny"), Location::Deck);
    assert_eq!(t.deck_of(B).len(), 13, "12 fillers and Rad Penny");
}

#[test]
fn rad_penny_with_a_damage_icon_and_no_other_creature_is_destroyed_before_she_steals() {
    // FAQ: the damage icon destroys her; she leaves play before her Play:
    // ability can resolve.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Rad Penny"])
        .amber(B, 3)
        .start();
    t.set_icons(
        "Rad Penny",
        Icons {
            damage: 1,
            ..Icons::NONE
        },
    );
    t.play("Rad Penny");
    assert_eq!(t.location("Rad Penny"), Location::Deck, "shuffled in");
    assert_eq!((t.amber(A), t.amber(B)), (0, 3), "nothing stolen");
}

#[test]
fn rad_penny_with_a_damage_and_a_draw_icon_still_draws() {
    // FAQ: once a card is played, all its bonus icons resolve, even if it
    // left play.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Rad Penny"])
        .amber(B, 3)
        .start();
    t.set_icons(
        "Rad Penny",
        Icons {
            damage: 1,
            draw: 1,
            ..Icons::NONE
        },
    );
    t.play("Rad Penny");
    assert_eq!(t.location("Rad Penny"), Location::Deck);
    assert_eq!(t.hand_of(A).len(), 1, "the draw icon resolved");
    assert_eq!(t.amber(B), 3);
}

#[test]
fn shoulder_id_cannot_fight() {
    let t = scenario(House::Shadows)
        .battleline(A, &["Shoulder Id"])
        .battleline(B, &["Troll"])
        .start();
    let id = t.find("Shoulder Id");
    assert!(!t.is_legal(Choice::Fight(id)));
    assert!(t.is_legal(Choice::Reap(id)));
}

#[test]
fn shoulder_id_attacked_steals_instead_of_dealing_damage() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Bumpsy"])
        .battleline(B, &["Shoulder Id"])
        .amber(A, 3)
        .start();
    t.fight("Bumpsy", "Shoulder Id");
    assert_eq!((t.damage("Bumpsy"), t.damage("Shoulder Id")), (0, 5));
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn shoulder_id_attacked_by_a_creature_with_armor_steals() {
    // FAQ: the replacement happens whenever it would deal damage, even if
    // armor would prevent that damage.
    let mut t = scenario(House::Sanctum)
        .battleline(A, &["Sequis"])
        .battleline(B, &["Shoulder Id"])
        .amber(A, 3)
        .start();
    t.fight("Sequis", "Shoulder Id");
    assert_eq!(t.damage("Sequis"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn shoulder_id_attacked_by_a_creature_with_skirmish_does_not_steal() {
    // FAQ: it would deal no damage, so there is nothing to replace.
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Knuckles Bolton"])
        .battleline(B, &["Shoulder Id"])
        .amber(A, 3)
        .start();
    t.fight("Knuckles Bolton", "Shoulder Id");
    assert_eq!(t.damage("Shoulder Id"), 3);
    assert_eq!((t.amber(A), t.amber(B)), (3, 0));
}

#[test]
fn shoulder_id_with_elusive_attacked_for_the_first_time_does_not_steal() {
    // FAQ: elusive means it deals no damage the first time; the second
    // attack of the turn is replaced.
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Bumpsy", "Troll"])
        .battleline(B, &["Shoulder Id"])
        .upgrade(B, "Opportunist", "Shoulder Id")
        .amber(A, 3)
        .start();
    t.fight("Bumpsy", "Shoulder Id");
    assert_eq!((t.amber(A), t.amber(B)), (3, 0));
    t.fight("Troll", "Shoulder Id");
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn shoulder_id_bonus_damage_icon_is_not_shoulder_id_dealing_damage() {
    // FAQ: the icon is on Shoulder Id, but Shoulder Id is not the source
    // of that damage.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Shoulder Id"])
        .battleline(B, &["Troll", "Krump"])
        .amber(B, 3)
        .start();
    t.set_icons(
        "Shoulder Id",
        Icons {
            damage: 1,
            ..Icons::NONE
        },
    );
    t.play("Shoulder Id");
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!((t.amber(A), t.amber(B)), (0, 3));
}

#[test]
fn subtle_otto_discards_a_random_card_from_the_opponents_hand() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Subtle Otto"])
        .hand(B, &["Troll"])
        .start();
    t.play("Subtle Otto");
    assert!(t.hand_of(B).is_empty());
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn tempting_offer_returns_an_enemy_creature_and_the_opponent_gains_one() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Tempting Offer"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.play("Tempting Offer");
    assert!(!t.is_legal(Choice::Target(t.find("Dodger"))), "enemy only");
    t.choose("Troll");
    assert_eq!(t.hand_of(B), ["Troll"]);
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn tempting_offer_stopped_by_a_ward_gives_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Tempting Offer"])
        .battleline(B, &["Troll"])
        .start();
    t.set_ward("Troll");
    t.play("Tempting Offer");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.amber(B), 0, "it did not return");
}

#[test]
fn vandalize_discards_one_of_the_top_three_and_orders_the_others() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Vandalize"])
        .deck(B, &["Troll", "Krump", "Bumpsy", "Valdr"])
        .start();
    t.play("Vandalize");
    assert!(!t.is_legal(Choice::Target(t.find("Valdr"))), "4th card");
    t.choose("Krump");
    assert_eq!(t.discard(B), ["Krump"]);
    t.choose("Bumpsy");
    assert_eq!(t.deck_of(B), ["Bumpsy", "Troll", "Valdr"]);
    assert!(t.hand_of(B).is_empty());
    assert_eq!(t.amber(A), 1, "Æmber bonus");
}

#[test]
fn vandalize_with_one_card_left_discards_it() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Vandalize"])
        .deck(B, &["Troll"])
        .start();
    t.play("Vandalize");
    assert_eq!(t.discard(B), ["Troll"]);
    assert!(t.deck_of(B).is_empty());
}

#[test]
fn borrow_takes_an_enemy_artifact_that_becomes_shadows() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["“Borrow”"])
        .artifacts(A, &["Safe House"])
        .artifacts(B, &["The Warchest", "Pincerator"])
        .start();
    t.play("“Borrow”");
    assert!(
        !t.is_legal(Choice::Target(t.find("Safe House"))),
        "enemy only"
    );
    t.choose("The Warchest");
    assert_eq!(t.artifacts_of(A), ["Safe House", "The Warchest"]);
    assert_eq!(t.artifacts_of(B), ["Pincerator"]);
    let chest = t.find("The Warchest");
    assert!(t.g.belongs_to(chest, House::Shadows));
    assert!(!t.g.belongs_to(chest, House::Brobnar));
}

#[test]
fn boss_zarek_makes_friendly_creatures_with_amber_elusive() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Boss Zarek", "Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.set_amber_on("Dodger", 1);
    t.set_amber_on("Troll", 1);
    assert!(elusive(&t, "Dodger"));
    assert!(!elusive(&t, "Boss Zarek"), "no Æmber on it");
    assert!(!elusive(&t, "Troll"), "not friendly");
}

#[test]
fn lucky_dice_protects_friendly_creatures_during_the_opponents_next_turn() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Lucky Dice"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Lucky Dice")));
    assert_eq!(t.discard(A), ["Lucky Dice"]);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.fight("Troll", "Dodger");
    assert_eq!(t.damage("Dodger"), 0);
    assert_eq!(t.damage("Troll"), 5);
}

#[test]
fn lucky_dice_does_not_protect_during_your_own_turn() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Lucky Dice"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Lucky Dice")));
    t.fight("Dodger", "Troll");
    assert_eq!(t.discard(A), ["Lucky Dice", "Dodger"]);
}

#[test]
fn miasma_bomb_makes_the_opponent_skip_their_next_forging() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Miasma Bomb"])
        .amber(B, 6)
        .start();
    t.action("Miasma Bomb");
    assert_eq!(t.discard(A), ["Miasma Bomb"]);
    t.end_turn();
    assert_eq!((t.keys(B), t.amber(B)), (0, 6), "step 1 skipped");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.apply(Choice::House(House::Shadows));
    t.end_turn();
    assert_eq!(t.keys(B), 1, "only their next turn");
}

#[test]
fn ransack_steals_again_while_it_discards_shadows_cards() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Ransack"])
        .deck(A, &["Dodger", "Urchin", "Troll", "Silvertooth"])
        .amber(B, 5)
        .start();
    t.play("Ransack");
    assert_eq!((t.amber(A), t.amber(B)), (3, 2));
    assert_eq!(t.deck_of(A), ["Silvertooth"]);
}

#[test]
fn ransack_steals_once_when_the_top_card_is_not_shadows() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Ransack"])
        .deck(A, &["Troll", "Dodger"])
        .amber(B, 5)
        .start();
    t.play("Ransack");
    assert_eq!((t.amber(A), t.amber(B)), (1, 4));
    assert_eq!(t.deck_of(A), ["Dodger"]);
}

#[test]
fn reckless_rizzo_steals_two_and_loses_elusive_until_your_next_turn() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Reckless Rizzo"])
        .amber(B, 5)
        .start();
    assert!(elusive(&t, "Reckless Rizzo"));
    t.action("Reckless Rizzo");
    assert_eq!((t.amber(A), t.amber(B)), (2, 3));
    assert!(!elusive(&t, "Reckless Rizzo"));
    t.end_turn();
    assert!(
        !elusive(&t, "Reckless Rizzo"),
        "through the opponent's turn"
    );
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(elusive(&t, "Reckless Rizzo"), "back at the start of yours");
}

#[test]
fn safe_house_archives_a_friendly_creature() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Safe House"])
        .battleline(A, &["Dodger", "Urchin"])
        .battleline(B, &["Troll"])
        .start();
    t.action("Safe House");
    assert!(
        !t.is_legal(Choice::Target(t.find("Troll"))),
        "friendly only"
    );
    t.choose("Dodger");
    assert_eq!(t.archives_of(A), ["Dodger"]);
    assert_eq!(t.line(A), ["Urchin"]);
}

#[test]
fn the_shadowsmith_makes_each_mutant_creature_elusive() {
    let t = scenario(House::Shadows)
        .battleline(A, &["The Shadowsmith", "Dodger"])
        .battleline(B, &["Splinter"])
        .start();
    assert!(elusive(&t, "The Shadowsmith"));
    assert!(elusive(&t, "Splinter"), "enemy Mutants too");
    assert!(!elusive(&t, "Dodger"));
}

#[test]
fn doom_sigil_gives_each_creature_poison() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Doom Sigil"])
        .battleline(A, &["Silvertooth", "Urchin"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Silvertooth", "Troll");
    assert_eq!(t.discard(B), ["Troll"], "poisoned by 2 damage");
    assert_eq!(t.discard(A), ["Silvertooth"], "poisoned by Troll's damage");
    assert_eq!(t.artifacts_of(A), ["Doom Sigil"], "Urchin is still in play");
}

#[test]
fn doom_sigil_is_destroyed_when_no_creature_is_in_play() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Doom Sigil"])
        .battleline(A, &["Silvertooth"])
        .hand(A, &["Look Over There!"])
        .start();
    t.play("Look Over There!");
    assert_eq!(
        t.discard(A),
        ["Silvertooth", "Doom Sigil", "Look Over There!"]
    );
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn johnny_longfingers_gives_friendly_mutants_a_steal_when_destroyed() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Johnny Longfingers", "Mutant Cutpurse"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.fight("Mutant Cutpurse", "Troll");
    assert_eq!(t.discard(A), ["Mutant Cutpurse"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
}

#[test]
fn johnny_longfingers_steals_when_destroyed_itself() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Johnny Longfingers"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.fight("Johnny Longfingers", "Troll");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2), "a friendly Mutant too");
}

#[test]
fn johnny_longfingers_gives_nothing_to_enemy_mutants() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Johnny Longfingers", "Dodger", "Troll"])
        .battleline(B, &["Splinter", "Krump"])
        .amber(A, 3)
        .amber(B, 3)
        .start();
    t.fight("Troll", "Splinter");
    assert_eq!(t.discard(B), ["Splinter"]);
    assert_eq!((t.amber(A), t.amber(B)), (3, 3), "an enemy Mutant");
}

#[test]
fn johnny_longfingers_gives_nothing_to_friendly_creatures_that_are_not_mutants() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Johnny Longfingers", "Dodger"])
        .battleline(B, &["Troll"])
        .amber(B, 3)
        .start();
    t.fight("Dodger", "Troll");
    assert_eq!(t.discard(A), ["Dodger"]);
    assert_eq!(t.amber(B), 3, "not a Mutant");
}

#[test]
fn liam_say_may_deal_one_damage_as_your_turn_starts() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Liam Say"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    assert_eq!(t.damage("Troll"), 0, "not at the start of theirs");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert!(t.asks_target());
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
}

#[test]
fn liam_say_may_deal_no_damage() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Liam Say"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    t.pass();
    assert_eq!((t.damage("Troll"), t.damage("Liam Say")), (0, 0));
}

#[test]
fn mastermindy_gets_a_scheme_counter_as_your_turn_ends() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Mastermindy"])
        .start();
    let m = t.find("Mastermindy");
    t.end_turn();
    assert_eq!(t.g.counters(m), 1);
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.g.counters(m), 1, "not as the opponent's turn ends");
}

#[test]
fn mastermindy_steals_one_per_scheme_counter_removed() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Mastermindy"])
        .amber(B, 5)
        .start();
    let m = t.find("Mastermindy");
    t.g.add_counters(m, 3);
    t.action("Mastermindy");
    assert_eq!((t.amber(A), t.amber(B)), (3, 2));
    assert_eq!(t.g.counters(m), 0);
}

#[test]
fn mole_lets_the_opponent_of_its_creatures_controller_spend_its_amber() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Mole"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .amber(A, 2)
        .amber(B, 3)
        .start();
    t.play("Mole");
    t.choose("Troll");
    assert_eq!(t.amber(A), 3, "Æmber bonus");
    t.set_amber_on("Troll", 3);
    t.end_turn();
    assert_eq!(t.keys(B), 0, "its controller may not spend it");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "3 from the pool, 3 from Troll");
    assert_eq!((t.amber(A), t.amber_on("Troll")), (0, 0));
}

#[test]
fn pincerator_damages_each_flank_creature_as_each_turn_ends() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Pincerator"])
        .battleline(A, &["Dodger", "Urchin", "Silvertooth"])
        .battleline(B, &["Troll"])
        .start();
    t.end_turn();
    assert_eq!((t.damage("Dodger"), t.damage("Silvertooth")), (1, 1));
    assert_eq!(t.damage("Urchin"), 0, "in the middle");
    assert_eq!(t.damage("Troll"), 1, "alone: a flank creature");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.damage("Troll"), 2, "the opponent's turn too");
    assert_eq!(t.discard(A), ["Silvertooth"]);
}

#[test]
fn shadowsaurus_moves_the_amber_and_takes_the_creature() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Shadowsaurus"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_amber_on("Troll", 2);
    t.action("Shadowsaurus");
    t.choose("Troll");
    t.choose_option(1);
    assert_eq!(t.amber(B), 2, "moved to the opponent's pool");
    assert_eq!(t.amber_on("Troll"), 0);
    assert_eq!(t.line(A), ["Shadowsaurus", "Troll"]);
    let troll = t.find("Troll");
    assert!(t.g.belongs_to(troll, House::Shadows));
    assert!(!t.g.belongs_to(troll, House::Brobnar));
}

#[test]
fn shadowsaurus_keeps_away_from_a_creature_without_amber() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Shadowsaurus"])
        .battleline(B, &["Troll", "Krump"])
        .start();
    t.set_amber_on("Troll", 2);
    t.action("Shadowsaurus");
    t.choose("Krump");
    assert_eq!(t.line(B), ["Troll", "Krump"]);
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(B), 0);
}

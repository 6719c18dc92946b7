//! Tests of the Shadows cards of Call of the Archons: one ruling per card and branch.

use crate::scenario;
use keysim_engine::Flank;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::{House, Keywords};

#[test]
fn nerve_blast_steals_then_deals_two() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nerve Blast"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .amber(B, 2)
        .start();
    t.play("Nerve Blast");
    t.choose("Niffle Ape");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert_eq!(t.damage("Niffle Ape"), 2);
}

#[test]
fn nerve_blast_without_steal_asks_no_target() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Nerve Blast"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.play("Nerve Blast");
    assert!(!t.asks_target(), "nothing stolen: no damage to place");
    assert_eq!(t.amber(A), 0);
    assert_eq!((t.damage("Dust Pixie"), t.damage("Niffle Ape")), (0, 0));
    assert_eq!(t.discard(A), ["Nerve Blast"]);
}

#[test]
fn poison_wave_destroys_several_at_once() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Poison Wave"])
        .battleline(A, &["Urchin", "Dodger"])
        .battleline(B, &["Dust Pixie", "Silvertooth", "Niffle Ape"])
        .start();
    t.set_damage("Niffle Ape", 1);
    t.play("Poison Wave");
    assert_eq!(t.amber(A), 1, "Æmber bonus");
    assert_eq!(t.line(A), ["Dodger"]);
    assert_eq!(t.damage("Dodger"), 2);
    assert!(t.line(B).is_empty());
    assert_eq!(t.discard(A), ["Urchin", "Poison Wave"]);
    assert_eq!(t.discard(B).len(), 3);
}

#[test]
fn poison_wave_with_shadow_self_is_dealt_once_to_each() {
    // Both neighbors' 2 damage is redirected: Shadow Self takes 6.
    let mut t = scenario(House::Shadows)
        .hand(A, &["Poison Wave"])
        .battleline(B, &["Silvertooth", "Shadow Self", "Dodger"])
        .start();
    t.play("Poison Wave");
    assert_eq!(t.line(B), ["Silvertooth", "Shadow Self", "Dodger"]);
    assert_eq!(t.damage("Shadow Self"), 6);
    assert_eq!((t.damage("Silvertooth"), t.damage("Dodger")), (0, 0));
}

#[test]
fn too_much_to_protect_leaves_six() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Too Much to Protect"])
        .amber(B, 10)
        .start();
    t.play("Too Much to Protect");
    assert_eq!((t.amber(A), t.amber(B)), (5, 6), "4 stolen + 1 bonus");
}

#[test]
fn too_much_to_protect_takes_nothing_below_six() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Too Much to Protect"])
        .amber(B, 5)
        .start();
    t.play("Too Much to Protect");
    assert_eq!((t.amber(A), t.amber(B)), (1, 5));
}

#[test]
fn seeker_needle_gains_when_it_destroys() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Seeker Needle"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.action("Seeker Needle");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn seeker_needle_gains_for_bad_penny_returned_to_hand() {
    // FAQ (Tolas and Bad Penny): still destroyed.
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Seeker Needle"])
        .battleline(B, &["Bad Penny"])
        .start();
    t.action("Seeker Needle");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn seeker_needle_gains_nothing_when_armageddon_cloak_saves_the_creature() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Seeker Needle"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(B, "Armageddon Cloak", "Dust Pixie")
        .start();
    t.action("Seeker Needle");
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn finishing_blow_steals_nothing_when_armageddon_cloak_saves_the_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Finishing Blow"])
        .battleline(B, &["Troll"])
        .upgrade(B, "Armageddon Cloak", "Troll")
        .amber(B, 3)
        .start();
    t.set_damage("Troll", 1);
    t.play("Finishing Blow");
    assert_eq!(t.line(B), ["Troll"], "the Cloak is destroyed instead");
    assert_eq!(t.amber(B), 3, "not destroyed: nothing stolen");
}

#[test]
fn seeker_needle_no_gain_if_it_survives_or_is_protected() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Seeker Needle"])
        .battleline(B, &["Dust Pixie", "Niffle Ape"])
        .start();
    t.action("Seeker Needle");
    t.choose("Niffle Ape");
    assert_eq!(t.damage("Niffle Ape"), 1);
    assert_eq!(t.amber(A), 0);

    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Seeker Needle"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.set_ward("Dust Pixie");
    t.action("Seeker Needle");
    assert_eq!(t.line(B), ["Dust Pixie"], "the ward prevents the damage");
    assert_eq!(t.amber(A), 0);
}

#[test]
fn bad_penny_returns_to_hand_when_destroyed() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Bad Penny"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Bad Penny", "Dust Pixie");
    assert_eq!(t.hand_of(A), ["Bad Penny"]);
    assert!(t.discard(A).is_empty());
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

#[test]
fn noddy_the_thief_action_steals() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Noddy the Thief"])
        .amber(B, 2)
        .start();
    t.action("Noddy the Thief");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert!(t.exhausted("Noddy the Thief"));
}

#[test]
fn dodger_steals_after_surviving_a_fight() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Dodger"])
        .battleline(B, &["Dust Pixie"])
        .amber(B, 3)
        .start();
    t.fight("Dodger", "Dust Pixie");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
    assert_eq!(t.damage("Dodger"), 1);
}

#[test]
fn shadow_self_deals_no_fight_damage() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Shadow Self"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.fight("Shadow Self", "Dust Pixie");
    assert_eq!(t.damage("Dust Pixie"), 0);
    assert_eq!(t.damage("Shadow Self"), 1);
}

#[test]
fn shadow_self_takes_neighbors_damage_after_armor() {
    // FAQ: Raiding Knight's armor stops 2, Shadow Self takes the other
    // 2, and the knight still deals its 4 to the attacker.
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Mighty Tiger"])
        .battleline(B, &["Raiding Knight", "Shadow Self"])
        .start();
    t.fight("Mighty Tiger", "Raiding Knight");
    assert_eq!(t.damage("Raiding Knight"), 0);
    assert_eq!(t.damage("Shadow Self"), 2);
    assert_eq!(t.discard(A), ["Mighty Tiger"]);
}

#[test]
fn shadow_self_taking_a_poison_creatures_fight_damage_is_destroyed() {
    // Poison destroys the creature its power's damage is dealt to: Shadow
    // Self, which takes the damage meant for Bad Penny, is destroyed by
    // it, and Bad Penny is untouched.
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Inka the Spider"])
        .battleline(B, &["Bad Penny", "Shadow Self"])
        .start();
    t.fight("Inka the Spider", "Bad Penny");
    assert_eq!(t.line(B), ["Bad Penny"]);
    assert_eq!(t.discard(B), ["Shadow Self"]);
    assert_eq!(t.damage("Bad Penny"), 0);
    assert_eq!(
        t.hand_of(B),
        Vec::<&str>::new(),
        "Bad Penny was not destroyed"
    );
}

#[test]
fn shadow_self_taking_a_poison_creatures_damage_that_armor_stopped_survives() {
    // Poison needs damage actually dealt: armor that stops all of it
    // stops the poison, before Shadow Self could take any.
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Inka the Spider"])
        .battleline(B, &["Raiding Knight", "Shadow Self"])
        .start();
    t.fight("Inka the Spider", "Raiding Knight");
    assert_eq!(t.line(B), ["Raiding Knight", "Shadow Self"]);
    assert_eq!(t.damage("Shadow Self"), 0);
}

#[test]
fn shadow_self_spares_non_neighbors_and_itself_is_damaged_normally() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Seeker Needle"])
        .battleline(B, &["Dust Pixie", "Niffle Ape", "Shadow Self"])
        .start();
    t.action("Seeker Needle");
    t.choose("Dust Pixie");
    assert_eq!(t.discard(B), ["Dust Pixie"], "not a neighbor");
    assert_eq!(t.damage("Shadow Self"), 0);
}

#[test]
fn between_two_shadow_selfs_the_active_player_chooses_which_takes_the_damage() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Shadow Self", "Troll", "Shadow Self"])
        .start();
    t.play("Punch");
    t.choose("Troll");
    let d = t.g.decision().unwrap();
    assert_eq!(d.player, A, "the active player chooses");
    let selves = t.find_all("Shadow Self");
    let mut offered = t.choices();
    offered.sort_by_key(|c| format!("{c:?}"));
    let mut want: Vec<Choice> = selves.iter().map(|&c| Choice::Target(c)).collect();
    want.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(offered, want);
    for (i, &chosen) in selves.iter().enumerate() {
        let mut t = t.clone();
        t.choose_card(chosen);
        assert_eq!(t.damage("Troll"), 0);
        assert_eq!(t.g.card(chosen).damage, 3);
        assert_eq!(t.g.card(selves[1 - i]).damage, 0);
        assert_eq!(t.discard(A), ["Punch"]);
    }
}

#[test]
fn silvertooth_enters_play_ready() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Silvertooth", "Urchin"])
        .start();
    t.play("Urchin");
    t.play("Silvertooth");
    t.flank(Flank::Right);
    assert!(!t.exhausted("Silvertooth"));
    assert!(t.exhausted("Urchin"));
    t.reap("Silvertooth");
    assert_eq!(t.amber(A), 1);
}

#[test]
fn urchin_steals_on_play() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin"])
        .amber(B, 1)
        .start();
    t.play("Urchin");
    assert_eq!((t.amber(A), t.amber(B)), (1, 0));
    assert_eq!(t.location("Urchin"), Location::Battleline);
}

#[test]
fn carlo_phantom_steals_when_you_play_an_artifact() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Carlo Phantom"])
        .hand(A, &["Seeker Needle", "Ghostly Hand"])
        .amber(B, 3)
        .start();
    t.play("Seeker Needle");
    assert_eq!((t.amber(A), t.amber(B)), (1, 2));
    t.play("Ghostly Hand");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (3, 2),
        "an action: only its bonus"
    );
}

#[test]
fn carlo_phantom_ignores_the_opponents_artifacts() {
    let mut t = scenario(House::Shadows)
        .battleline(B, &["Carlo Phantom"])
        .hand(A, &["Seeker Needle"])
        .amber(A, 2)
        .start();
    t.play("Seeker Needle");
    assert_eq!((t.amber(A), t.amber(B)), (2, 0));
}

#[test]
fn ghostly_hand_takes_exactly_one() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Ghostly Hand"])
        .amber(B, 1)
        .start();
    t.play("Ghostly Hand");
    assert_eq!((t.amber(A), t.amber(B)), (3, 0), "2 bonus + 1 stolen");
}

#[test]
fn ghostly_hand_takes_nothing_from_two_or_none() {
    for n in [0, 2] {
        let mut t = scenario(House::Shadows)
            .hand(A, &["Ghostly Hand"])
            .amber(B, n)
            .start();
        t.play("Ghostly Hand");
        assert_eq!((t.amber(A), t.amber(B)), (2, n));
    }
}

#[test]
fn hidden_stash_archives_a_card_from_hand() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Hidden Stash", "Urchin", "Troll"])
        .start();
    t.play("Hidden Stash");
    assert!(t.asks_target());
    t.choose("Troll");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.hand_of(A), ["Urchin"]);
    assert_eq!(t.discard(A), ["Hidden Stash"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn hidden_stash_with_an_empty_hand_archives_nothing() {
    let mut t = scenario(House::Shadows).hand(A, &["Hidden Stash"]).start();
    t.play("Hidden Stash");
    assert!(t.archives_of(A).is_empty(), "not even itself");
    assert_eq!(t.discard(A), ["Hidden Stash"]);
}

#[test]
fn magda_the_rat_steals_two_on_play() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Magda the Rat"])
        .amber(B, 3)
        .start();
    t.play("Magda the Rat");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn mooncurser_poisons_takes_nothing_back_and_steals() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Mooncurser"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.fight("Mooncurser", "Troll");
    assert_eq!(t.discard(B), ["Troll"], "poison");
    assert_eq!(t.damage("Mooncurser"), 0, "skirmish");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
}

#[test]
fn mooncurser_steals_even_when_elusive_stops_the_damage() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Mooncurser"])
        .battleline(B, &["Urchin"])
        .amber(B, 2)
        .start();
    t.fight("Mooncurser", "Urchin");
    assert_eq!(t.line(B), ["Urchin"]);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn umbra_steals_and_takes_no_damage() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Umbra"])
        .battleline(B, &["Troll"])
        .amber(B, 1)
        .start();
    t.fight("Umbra", "Troll");
    assert_eq!((t.damage("Umbra"), t.damage("Troll")), (0, 2));
    assert_eq!((t.amber(A), t.amber(B)), (1, 0));
}

#[test]
fn pawn_sacrifice_deals_three_to_two_creatures() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Pawn Sacrifice"])
        .battleline(A, &["Urchin"])
        .battleline(B, &["Niffle Ape", "Troll", "Dust Pixie"])
        .start();
    t.play("Pawn Sacrifice");
    t.choose("Niffle Ape");
    t.choose("Troll");
    assert_eq!(t.discard(A), ["Urchin", "Pawn Sacrifice"]);
    assert_eq!(t.line(B), ["Troll", "Dust Pixie"]);
    assert_eq!((t.damage("Troll"), t.damage("Dust Pixie")), (3, 0));
    assert_eq!(t.amber(A), 1);
}

#[test]
fn pawn_sacrifice_chooses_the_pawn_and_two_different_creatures() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Pawn Sacrifice"])
        .battleline(A, &["Urchin", "Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Pawn Sacrifice");
    t.choose("Urchin");
    t.choose("Troll");
    // Only Dodger is left for the second creature: chosen for us.
    assert!(!t.asks_target());
    assert_eq!((t.damage("Troll"), t.damage("Dodger")), (3, 3));
}

#[test]
fn pawn_sacrifice_with_one_creature_left_hits_only_it() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Pawn Sacrifice"])
        .battleline(A, &["Urchin"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Pawn Sacrifice");
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.discard(A), ["Urchin", "Pawn Sacrifice"]);
}

#[test]
fn pawn_sacrifice_warded_pawn_is_not_sacrificed_so_no_damage() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Pawn Sacrifice"])
        .battleline(A, &["Urchin"])
        .battleline(B, &["Troll", "Niffle Ape"])
        .start();
    t.set_ward("Urchin");
    t.play("Pawn Sacrifice");
    assert!(!t.asks_target());
    assert_eq!(t.line(A), ["Urchin"]);
    assert!(!t.card("Urchin").is_warded());
    assert_eq!((t.damage("Troll"), t.damage("Niffle Ape")), (0, 0));
}

#[test]
fn pawn_sacrifice_without_friendly_creatures_does_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Pawn Sacrifice"])
        .battleline(B, &["Troll", "Niffle Ape"])
        .start();
    t.play("Pawn Sacrifice");
    assert!(!t.asks_target());
    assert_eq!((t.damage("Troll"), t.damage("Niffle Ape")), (0, 0));
}

#[test]
fn pawn_sacrifice_bad_penny_still_counts_as_sacrificed() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Pawn Sacrifice"])
        .battleline(A, &["Bad Penny"])
        .battleline(B, &["Troll", "Niffle Ape"])
        .start();
    t.play("Pawn Sacrifice");
    t.choose("Troll");
    assert_eq!(t.hand_of(A), ["Bad Penny"]);
    assert_eq!(t.damage("Troll"), 3);
    assert_eq!(t.discard(B), ["Niffle Ape"]);
}

#[test]
fn relentless_whispers_steals_when_it_destroys() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Relentless Whispers"])
        .battleline(B, &["Niffle Ape", "Silvertooth"])
        .amber(B, 2)
        .start();
    t.play("Relentless Whispers");
    t.choose("Silvertooth");
    assert_eq!(t.discard(B), ["Silvertooth"]);
    assert_eq!((t.amber(A), t.amber(B)), (2, 1));
}

#[test]
fn relentless_whispers_no_steal_if_the_creature_survives() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Relentless Whispers"])
        .battleline(B, &["Niffle Ape", "Silvertooth"])
        .amber(B, 2)
        .start();
    t.set_ward("Silvertooth");
    t.play("Relentless Whispers");
    t.choose("Niffle Ape");
    assert_eq!(t.damage("Niffle Ape"), 2);
    assert_eq!(t.amber(A), 1, "bonus only");
}

#[test]
fn relentless_whispers_redirected_damage_does_not_destroy_the_target() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Relentless Whispers"])
        .battleline(B, &["Silvertooth", "Shadow Self"])
        .amber(B, 2)
        .start();
    t.play("Relentless Whispers");
    t.choose("Silvertooth");
    assert_eq!(t.line(B), ["Silvertooth", "Shadow Self"]);
    assert_eq!(t.damage("Shadow Self"), 2);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn ring_of_invisibility_grants_elusive_and_skirmish() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Ring of Invisibility"])
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Ring of Invisibility");
    t.choose("Dodger");
    let kw = t.g.keywords(t.find("Dodger"));
    assert!(kw.contains(Keywords::ELUSIVE) && kw.contains(Keywords::SKIRMISH));
    assert!(!t.g.keywords(t.find("Troll")).contains(Keywords::SKIRMISH));
    assert_eq!(t.amber(A), 1);
    t.fight("Dodger", "Troll");
    assert_eq!((t.damage("Dodger"), t.damage("Troll")), (0, 5));
}

#[test]
fn ring_of_invisibility_on_a_defender_stops_the_first_attack() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Dodger", "Umbra"])
        .battleline(B, &["Troll"])
        .upgrade(B, "Ring of Invisibility", "Troll")
        .start();
    t.fight("Dodger", "Troll");
    assert_eq!((t.damage("Dodger"), t.damage("Troll")), (0, 0));
    t.fight("Umbra", "Troll");
    assert_eq!(t.damage("Troll"), 2, "elusive only stops the first");
}

#[test]
fn duskrunner_host_steals_when_it_reaps() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Duskrunner"])
        .battleline(A, &["Urchin", "Dodger"])
        .amber(B, 2)
        .start();
    t.play("Duskrunner");
    t.choose("Dodger");
    t.reap("Dodger");
    assert_eq!((t.amber(A), t.amber(B)), (2, 1), "1 reaped + 1 stolen");
    t.reap("Urchin");
    assert_eq!((t.amber(A), t.amber(B)), (3, 1), "only its host");
}

#[test]
fn duskrunner_on_an_enemy_creature_steals_for_that_creatures_controller() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Duskrunner"])
        .battleline(B, &["Troll"])
        .amber(A, 3)
        .start();
    t.play("Duskrunner");
    assert_eq!(t.location("Duskrunner"), Location::Attached);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.reap("Troll");
    assert_eq!((t.amber(A), t.amber(B)), (2, 2));
}

#[test]
fn customs_office_charges_the_opponent_for_artifacts() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Seeker Needle", "Speed Sigil", "Ghostly Hand"])
        .artifacts(B, &["Customs Office"])
        .amber(A, 1)
        .start();
    t.play("Seeker Needle");
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
    assert_eq!(t.artifacts_of(A), ["Seeker Needle"]);
    let sigil = t.find("Speed Sigil");
    assert!(!t.is_legal(Choice::Play(sigil)), "cannot pay");
    assert!(t.is_legal(Choice::Discard(sigil)));
    t.play("Ghostly Hand");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (3, 0),
        "not an artifact: free, and it steals the paid Æmber back"
    );
}

#[test]
fn customs_office_does_not_charge_its_controller() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Seeker Needle"])
        .artifacts(A, &["Customs Office"])
        .amber(B, 2)
        .start();
    t.play("Seeker Needle");
    assert_eq!((t.amber(A), t.amber(B)), (0, 2));
}

#[test]
fn deipno_spymaster_lets_an_off_house_friend_be_used() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Deipno Spymaster", "Dodger", "Urchin"])
        .battleline(B, &["Niffle Ape"])
        .amber(B, 2)
        .start();
    let dodger = t.find("Dodger");
    assert!(!t.is_legal(Choice::Fight(dodger)));
    t.apply(Choice::Omni(t.find("Deipno Spymaster")));
    t.choose("Dodger");
    t.fight("Dodger", "Niffle Ape");
    assert_eq!(t.discard(B), ["Niffle Ape"]);
    assert_eq!(t.amber(A), 1, "its Fight: steal 1");
    assert!(
        !t.is_legal(Choice::Reap(t.find("Urchin"))),
        "only the chosen"
    );
}

#[test]
fn deipno_spymaster_permission_ends_with_the_turn() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Deipno Spymaster", "Dodger"])
        .start();
    t.apply(Choice::Omni(t.find("Deipno Spymaster")));
    t.choose("Dodger");
    assert!(t.is_legal(Choice::Reap(t.find("Dodger"))));
    t.end_turn();
    assert!(t.g.lasting_effects().is_empty());
}

#[test]
fn deipno_spymaster_permission_ends_when_its_creature_leaves_play() {
    // Lasting effects applied to a card expire when it leaves play;
    // the one on another creature stays.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Deipno Spymaster", "Urchin", "Dodger"])
        .start();
    let spy = t.find("Deipno Spymaster");
    t.apply(Choice::Omni(spy));
    t.choose("Urchin");
    t.set_exhausted("Deipno Spymaster", false);
    t.apply(Choice::Omni(spy));
    t.choose("Dodger");
    assert_eq!(t.g.lasting_effects().len(), 2);
    t.play("Punch");
    t.choose("Urchin");
    assert_eq!(t.discard(A), ["Urchin", "Punch"]);
    let left = t.g.lasting_effects();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].subject, t.find("Dodger"));
    assert!(t.g.check_bookkeeping().is_ok());
    assert!(t.is_legal(Choice::Reap(t.find("Dodger"))));
}

#[test]
fn magda_the_rat_gives_two_back_when_she_leaves_play() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Magda the Rat", "Pawn Sacrifice"])
        .battleline(B, &["Troll"])
        .amber(B, 4)
        .start();
    t.play("Magda the Rat");
    assert_eq!((t.amber(A), t.amber(B)), (2, 2));
    t.play("Pawn Sacrifice");
    assert_eq!(t.discard(A), ["Magda the Rat", "Pawn Sacrifice"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 4), "1 bonus, 2 stolen back");
}

#[test]
fn magda_the_rat_returned_to_hand_still_pays_back() {
    let mut t = scenario(House::Shadows)
        .battleline(B, &["Magda the Rat"])
        .amber(B, 1)
        .start();
    let magda = t.find("Magda the Rat");
    t.g.return_to_hand(magda);
    t.advance();
    assert_eq!(t.hand_of(B), ["Magda the Rat"]);
    assert_eq!((t.amber(A), t.amber(B)), (1, 0), "only what there is");
}

/// A game where Masterplan is in play, ready, with `hidden` beneath.
fn masterplan_with(hidden: &str, house: House) -> keysim_engine::scenario::Test {
    let mut t = scenario(house)
        .artifacts(A, &["Masterplan"])
        .hand(A, &[hidden])
        .battleline(B, &["Niffle Ape"])
        .start();
    let (card, plan) = (t.find(hidden), t.find("Masterplan"));
    t.g.put_beneath(card, plan);
    t
}

#[test]
fn masterplan_hides_a_chosen_card_from_hand() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Masterplan", "Troll", "Punch"])
        .start();
    t.play("Masterplan");
    t.choose("Punch");
    assert_eq!(t.location("Punch"), Location::Beneath);
    assert_eq!(t.hand_of(A), ["Troll"]);
    assert_eq!(t.amber(A), 1);
    assert!(t.exhausted("Masterplan"), "not usable this turn");
}

#[test]
fn masterplan_plays_an_off_house_card_then_is_sacrificed() {
    let mut t = masterplan_with("Punch", House::Logos);
    t.apply(Choice::Omni(t.find("Masterplan")));
    assert_eq!(t.discard(B), ["Niffle Ape"], "Punch played from beneath");
    assert_eq!(t.amber(A), 1, "Punch's bonus");
    assert_eq!(t.discard(A), ["Punch", "Masterplan"]);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn masterplan_plays_a_creature_from_beneath() {
    let mut t = masterplan_with("Troll", House::Logos);
    t.apply(Choice::Omni(t.find("Masterplan")));
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Masterplan"]);
}

#[test]
fn masterplan_with_nothing_beneath_is_still_sacrificed() {
    let mut t = scenario(House::Logos).artifacts(A, &["Masterplan"]).start();
    t.apply(Choice::Omni(t.find("Masterplan")));
    assert_eq!(t.discard(A), ["Masterplan"]);
}

#[test]
fn masterplan_unplayable_card_is_discarded_with_it() {
    // An upgrade with no creature in play cannot be played.
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Masterplan"])
        .hand(A, &["Duskrunner"])
        .start();
    let (card, plan) = (t.find("Duskrunner"), t.find("Masterplan"));
    t.g.put_beneath(card, plan);
    t.apply(Choice::Omni(plan));
    assert_eq!(t.location("Duskrunner"), Location::Discard);
    assert_eq!(t.location("Masterplan"), Location::Discard);
}

#[test]
fn masterplan_faq_the_played_card_may_save_it_from_the_sacrifice() {
    // FAQ: Grasping Vines played from beneath may return Masterplan to
    // hand before it is sacrificed.
    let mut t = masterplan_with("Grasping Vines", House::Logos);
    t.apply(Choice::Omni(t.find("Masterplan")));
    t.choose("Masterplan");
    assert_eq!(t.hand_of(A), ["Masterplan"]);
    assert_eq!(t.discard(A), ["Grasping Vines"]);
}
#[test]
fn bait_and_switch_steals_at_most_twice_while_behind() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Bait and Switch"])
        .amber(B, 6)
        .start();
    t.play("Bait and Switch");
    assert_eq!((t.amber(A), t.amber(B)), (2, 4));

    let mut t = scenario(House::Shadows)
        .hand(A, &["Bait and Switch"])
        .amber(B, 2)
        .start();
    t.play("Bait and Switch");
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (1, 1),
        "even after one steal: no second"
    );
}

#[test]
fn routine_job_steals_more_per_copy_in_the_discard_pile() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Routine Job"])
        .discard(A, &["Routine Job", "Routine Job"])
        .amber(B, 5)
        .start();
    t.play("Routine Job");
    assert_eq!(t.amber(B), 2, "1 and 1 per copy already there");
}

#[test]
fn skeleton_key_makes_a_friendly_creature_capture() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Skeleton Key"])
        .battleline(A, &["Dodger"])
        .amber(B, 2)
        .start();
    t.action("Skeleton Key");
    assert_eq!(t.amber_on("Dodger"), 1);
}

#[test]
fn special_delivery_purges_a_flank_creature_it_destroys() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Special Delivery"])
        .battleline(B, &["Dust Pixie", "Krump", "Troll"])
        .start();
    t.apply(Choice::Omni(t.find("Special Delivery")));
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "Krump is not on a flank"
    );
    t.choose("Dust Pixie");
    assert_eq!(t.purged(B), ["Dust Pixie"]);
    assert_eq!(t.discard(A), ["Special Delivery"]);
}

#[test]
fn macis_asp_fights_with_skirmish_and_poison() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Macis Asp"])
        .battleline(B, &["Troll"])
        .start();
    t.fight("Macis Asp", "Troll");
    assert_eq!(t.discard(B), ["Troll"], "poison");
    assert_eq!(t.damage("Macis Asp"), 0, "skirmish");
}

#[test]
fn silent_dagger_reaps_for_four_on_a_flank() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Dodger"])
        .upgrade(A, "Silent Dagger", "Dodger")
        .battleline(B, &["Krump", "Troll", "Bumpsy"])
        .start();
    t.reap("Dodger");
    t.choose("Bumpsy");
    assert_eq!(t.damage("Bumpsy"), 4);
}
#[test]
fn speed_sigil_readies_the_first_creature_of_each_turn() {
    let mut t = scenario(House::Shadows)
        .artifacts(B, &["Speed Sigil"])
        .hand(A, &["Dodger", "Urchin"])
        .start();
    t.play("Dodger");
    t.play("Urchin");
    t.flank(Flank::Right);
    assert!(
        !t.exhausted("Dodger"),
        "the first creature this turn, whoever's sigil"
    );
    assert!(t.exhausted("Urchin"));
}
#[test]
fn mack_the_knife_is_used_off_house_and_pays_for_a_kill() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Mack the Knife"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.action("Mack the Knife");
    t.choose("Dust Pixie");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.discard(B), ["Dust Pixie"]);
}

#[test]
fn old_bruno_captures_three() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Old Bruno"])
        .amber(B, 4)
        .start();
    t.play("Old Bruno");
    assert_eq!(t.amber_on("Old Bruno"), 3);
}
#[test]
fn one_last_job_purges_friendly_shadows_creatures_and_steals_per_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["One Last Job"])
        .battleline(A, &["Dodger", "Urchin", "Troll"])
        .amber(B, 5)
        .start();
    t.play("One Last Job");
    assert_eq!(t.line(A), ["Troll"]);
    assert_eq!(t.purged(A).len(), 2);
    assert_eq!(t.amber(B), 3);
}

#[test]
fn oubliette_purges_a_small_creature() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Oubliette"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.play("Oubliette");
    assert_eq!(
        t.purged(B),
        ["Dust Pixie"],
        "the only creature of power 3 or less"
    );
}
#[test]
fn miasma_makes_the_opponent_skip_forging_on_their_next_turn() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Miasma"])
        .amber(B, 8)
        .start();
    t.play("Miasma");
    t.end_turn();
    assert_eq!(t.keys(B), 0, "no key, although B could afford one");
    assert_eq!(t.amber(B), 8);
}

#[test]
fn without_miasma_the_opponent_forges() {
    let mut t = scenario(House::Shadows).amber(B, 8).start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
}
#[test]
fn bulleteye_destroys_a_flank_creature() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Bulleteye"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.reap("Bulleteye");
    t.choose("Bumpsy");
    assert_eq!(t.line(B), ["Troll", "Krump"]);
}

#[test]
fn lights_out_returns_two_enemies() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Lights Out"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Lights Out");
    t.choose("Troll");
    t.choose("Bumpsy");
    assert_eq!(t.line(B), ["Krump"]);
    assert_eq!(t.hand_of(B), ["Troll", "Bumpsy"]);
}

#[test]
fn finishing_blow_steals_only_if_it_destroyed() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Finishing Blow"])
        .battleline(B, &["Troll"])
        .amber(B, 2)
        .start();
    t.set_damage("Troll", 1);
    t.play("Finishing Blow");
    assert!(t.line(B).is_empty());
    assert_eq!(t.amber(B), 1);
}
#[test]
fn subtle_maul_discards_a_random_card_of_the_opponent() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Subtle Maul"])
        .hand(B, &["Troll"])
        .start();
    t.action("Subtle Maul");
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn longfused_mines_hit_the_enemy_middle() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Longfused Mines"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.apply(Choice::Omni(t.find("Longfused Mines")));
    assert_eq!(
        (t.damage("Troll"), t.damage("Krump"), t.damage("Bumpsy")),
        (0, 3, 0)
    );
}

#[test]
fn booby_trap_splashes_the_neighbors() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Booby Trap"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Urchin"])
        .start();
    t.play("Booby Trap");
    t.choose("Krump");
    assert_eq!(
        (t.damage("Troll"), t.damage("Krump"), t.damage("Bumpsy")),
        (2, 4, 2)
    );
}

#[test]
fn key_of_darkness_forges_at_six_more() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Key of Darkness"])
        .amber(A, 12)
        .amber(B, 1)
        .start();
    t.play("Key of Darkness");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 0);
}

#[test]
fn key_of_darkness_forges_at_two_more_against_an_empty_pool() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Key of Darkness"])
        .amber(A, 9)
        .start();
    t.play("Key of Darkness");
    assert_eq!(t.keys(A), 1);
    assert_eq!(t.amber(A), 1);
}

#[test]
fn key_of_darkness_cannot_forge_short_of_the_cost() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Key of Darkness"])
        .amber(A, 11)
        .amber(B, 1)
        .start();
    t.play("Key of Darkness");
    assert_eq!(t.keys(A), 0);
    assert_eq!(t.amber(A), 11);
}

#[test]
fn treasure_map_as_the_first_card_gains_three_then_stops_play() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Treasure Map", "Urchin"])
        .start();
    t.play("Treasure Map");
    assert_eq!(t.amber(A), 1 + 3);
    let urchin = t.find("Urchin");
    assert!(!t.is_legal(Choice::Play(urchin)));
    assert!(t.is_legal(Choice::Discard(urchin)));
}

#[test]
fn treasure_map_after_another_card_gains_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Urchin", "Treasure Map"])
        .start();
    t.play("Urchin");
    t.play("Treasure Map");
    assert_eq!(t.amber(A), 1, "only its bonus icon");
}

#[test]
fn selwyn_the_fence_takes_amber_off_a_friendly_card() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Selwyn the Fence", "Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.reap("Selwyn the Fence");
    t.choose("Troll");
    assert_eq!(t.amber_on("Troll"), 1);
    assert_eq!(t.amber(A), 1 + 1);
}

/// One of your cards with no Æmber on it may be chosen: nothing moves.
#[test]
fn selwyn_the_fence_may_choose_a_card_without_amber() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Selwyn the Fence", "Troll"])
        .start();
    t.set_amber_on("Troll", 2);
    t.reap("Selwyn the Fence");
    t.choose("Selwyn the Fence");
    assert_eq!(t.amber_on("Troll"), 2);
    assert_eq!(t.amber(A), 1, "only the reap");
}

#[test]
fn smiling_ruth_takes_a_flank_creature_after_a_forge() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Smiling Ruth", "Urchin"])
        .battleline(B, &["Troll", "Krump", "Dust Pixie"])
        .start();
    t.player_mut(A).keys_forged_last_turn = 1;
    t.reap("Smiling Ruth");
    assert!(
        !t.is_legal(Choice::Target(t.find("Krump"))),
        "not on a flank"
    );
    t.choose("Dust Pixie");
    t.choose_option(0);
    assert_eq!(t.line(A), ["Dust Pixie", "Smiling Ruth", "Urchin"]);
    assert_eq!(t.line(B), ["Troll", "Krump"]);
}

#[test]
fn smiling_ruth_without_a_forge_takes_nothing() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Smiling Ruth"])
        .battleline(B, &["Troll"])
        .start();
    t.reap("Smiling Ruth");
    assert_eq!(t.line(B), ["Troll"]);
}

#[test]
fn the_sting_skips_your_forge_and_collects_the_opponents() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["The Sting"])
        .amber(A, 7)
        .amber(B, 6)
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(A), 7 + 6, "the 6 B paid");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 0, "A skips the forge step");
}

#[test]
fn nexus_uses_an_enemy_artifact() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Nexus"])
        .artifacts(B, &["The Sting"])
        .start();
    t.reap("Nexus");
    assert_eq!(t.discard(B), ["The Sting"], "sacrificed by using it");
}

#[test]
fn faygin_returns_an_urchin_from_play_or_discard() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Faygin", "Urchin"])
        .discard(A, &["Urchin", "Troll"])
        .start();
    t.reap("Faygin");
    let in_discard =
        t.g.player(A)
            .discard
            .iter()
            .find(|&c| t.g.def(c).name == "Urchin");
    t.choose_card(in_discard.unwrap());
    assert_eq!(t.hand_of(A), ["Urchin"]);
    assert_eq!(t.line(A), ["Faygin", "Urchin"]);
}

#[test]
fn sneklifter_steals_an_artifact_that_turns_shadows() {
    let mut t = scenario(House::Shadows)
        .artifacts(B, &["Mobius Scroll"])
        .hand(A, &["Sneklifter", "Troll"])
        .start();
    t.play("Sneklifter");
    assert_eq!(t.artifacts_of(A), ["Mobius Scroll"]);
    let scroll = t.find("Mobius Scroll");
    assert!(t.g.belongs_to(scroll, keysim_facts::House::Shadows));
    t.set_exhausted("Mobius Scroll", false);
    assert!(
        t.is_legal(Choice::Action(scroll)),
        "usable as a Shadows card"
    );
}

#[test]
fn evasion_sigil_stops_a_fight_when_the_discard_is_of_the_active_house() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Evasion Sigil"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Urchin", "Krump"])
        .deck(A, &["Punch"])
        .start();
    t.fight("Troll", "Krump");
    assert_eq!(t.discard(A), ["Punch"]);
    assert_eq!(t.line(B), ["Urchin", "Krump"], "no fight");
    assert_eq!(t.damage("Troll"), 0);
    assert!(t.exhausted("Troll"));
}

#[test]
fn evasion_sigil_lets_the_fight_happen_otherwise() {
    let mut t = scenario(House::Brobnar)
        .artifacts(B, &["Evasion Sigil"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Urchin", "Krump"])
        .deck(A, &["Fear"])
        .start();
    t.fight("Troll", "Krump");
    assert_eq!(t.discard(A), ["Fear"]);
    assert_eq!(t.line(B), ["Urchin"]);
}

#[test]
fn imperial_traitor_looks_at_the_hand_and_may_purge_a_sanctum_card() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Imperial Traitor"])
        .hand(B, &["Grey Monk", "Troll"])
        .start();
    t.play("Imperial Traitor");
    assert!(t.g.knows(A, t.find("Troll")), "the whole hand is seen");
    // The chooser's own view offers exactly what the game offers.
    let mut seen = keysim_engine::ChoiceList::new();
    t.g.observe(A).legal_choices(&mut seen);
    assert_eq!(seen.as_slice(), t.choices().as_slice());
    assert!(!t.is_legal(Choice::Target(t.find("Troll"))), "Sanctum only");
    t.choose("Grey Monk");
    assert_eq!(t.purged(B), ["Grey Monk"]);
    assert_eq!(t.hand_of(B), ["Troll"]);
}

#[test]
fn imperial_traitor_may_purge_nothing() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Imperial Traitor"])
        .hand(B, &["Grey Monk"])
        .start();
    t.play("Imperial Traitor");
    t.pass();
    assert_eq!(t.hand_of(B), ["Grey Monk"]);
    assert!(t.purged(B).is_empty());
}

#[test]
fn safe_place_moves_one_amber_from_the_pool_onto_itself() {
    let mut t = scenario(House::Shadows)
        .artifacts(A, &["Safe Place"])
        .amber(A, 2)
        .start();
    t.action("Safe Place");
    assert_eq!((t.amber(A), t.amber_on("Safe Place")), (1, 1));
}

/// B's Safe Place holds `on_card`, B's pool `pool`; A ends the turn, so B's
/// step 1 comes next.
fn forging_with_safe_place(pool: u8, on_card: u8) -> keysim_engine::scenario::Test {
    let mut t = scenario(House::Shadows)
        .artifacts(B, &["Safe Place"])
        .amber(B, pool)
        .start();
    t.set_amber_on("Safe Place", on_card);
    t.end_turn();
    t
}

#[test]
fn safe_place_amber_makes_forging_mandatory_and_the_forger_chooses_the_split() {
    // 4 in the pool and 3 on Safe Place: the key (6) must be forged, with
    // 2 or 3 from Safe Place (the FAQ ruling on Senator Shrix).
    let mut t = forging_with_safe_place(4, 3);
    assert_eq!(t.g.decision().map(|d| d.player), Some(B));
    assert_eq!(t.choices(), [Choice::Option(2), Choice::Option(3)]);
    t.choose_option(2);
    assert_eq!(t.keys(B), 1);
    assert_eq!((t.amber(B), t.amber_on("Safe Place")), (0, 1));
}

#[test]
fn safe_place_may_keep_its_amber_when_the_pool_pays() {
    let mut t = forging_with_safe_place(7, 2);
    assert_eq!(
        t.choices(),
        [Choice::Option(0), Choice::Option(1), Choice::Option(2)]
    );
    t.choose_option(0);
    assert_eq!(t.keys(B), 1);
    assert_eq!((t.amber(B), t.amber_on("Safe Place")), (1, 2));
}

#[test]
fn safe_place_and_pool_short_of_the_cost_forge_nothing() {
    let t = forging_with_safe_place(2, 3);
    assert_eq!(t.keys(B), 0);
    assert_eq!((t.amber(B), t.amber_on("Safe Place")), (2, 3));
    assert!(!t.g.check(B));
}

#[test]
fn safe_place_amber_returns_to_the_supply_when_it_leaves_play() {
    let mut t = scenario(House::Shadows)
        .artifacts(B, &["Safe Place"])
        .start();
    t.set_amber_on("Safe Place", 3);
    let place = t.find("Safe Place");
    t.g.destroy(place);
    t.advance();
    assert_eq!(t.discard(B), ["Safe Place"]);
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (0, 0),
        "not a creature: no one takes it"
    );
}

#[test]
fn a_key_forged_by_an_ability_pays_from_the_pool_first_then_safe_place() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Key Charge"])
        .artifacts(A, &["Safe Place"])
        .amber(A, 4)
        .start();
    t.set_amber_on("Safe Place", 4);
    t.play("Key Charge");
    t.yes();
    assert_eq!(t.keys(A), 1);
    assert_eq!(
        (t.amber(A), t.amber_on("Safe Place")),
        (0, 1),
        "3 from the pool, 3 from the card"
    );
}

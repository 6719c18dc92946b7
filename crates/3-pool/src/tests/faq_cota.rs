//! The FAQ rulings of the newest rulebook that involve only Call of the
//! Archons cards, one test per ruling, each named after its question.
//! Rulings already tested next to their cards are not repeated here.

use super::scenario;
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::{Choice, Location};
use keysim_facts::House;

/// The houses the player to move may choose, in the engine's order.
fn house_choices(t: &Test) -> Vec<House> {
    t.choices()
        .into_iter()
        .filter_map(|c| match c {
            Choice::House(h) => Some(h),
            _ => None,
        })
        .collect()
}

/// King of the Crag played against a Looter Goblin: the Goblin's power
/// drops to 0, and a creature with no more power than damage (0 and 0) is
/// destroyed.
#[test]
fn faq_king_of_the_crag_against_looter_goblin_destroys_it_at_zero_power() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["King of the Crag"])
        .battleline(B, &["Looter Goblin"])
        .start();
    t.play("King of the Crag");
    assert!(t.line(B).is_empty());
    assert_eq!(t.discard(B), ["Looter Goblin"]);
}

/// Dysania against archives holding my own creatures taken by Sample
/// Collection: those creatures go to their owner's hand instead of being
/// discarded, so Dysania pays nothing for them.
#[test]
fn faq_dysania_on_creatures_archived_by_sample_collection_gains_nothing() {
    let mut t = scenario(House::Mars)
        .hand(A, &["Sample Collection"])
        .keys(B, 2)
        .battleline(B, &["Troll", "Krump"])
        .houses(B, [House::Logos, House::Brobnar, House::Dis])
        .hand(B, &["Dysania"])
        .start();
    t.play("Sample Collection");
    if t.asks_target() {
        t.choose("Troll");
    }
    if t.asks_target() {
        t.choose("Krump");
    }
    assert_eq!(t.archives_of(A).len(), 2, "one creature per key of B's");
    t.end_turn();
    t.apply(Choice::House(House::Logos));
    let before = t.amber(B);
    t.play("Dysania");
    assert!(t.archives_of(A).is_empty());
    let hand = t.hand_of(B);
    assert!(hand.contains(&"Troll") && hand.contains(&"Krump"));
    assert!(!t.discard(B).contains(&"Troll") && !t.discard(B).contains(&"Krump"));
    assert_eq!(t.amber(B), before, "nothing was discarded, so no Æmber");
}

/// Yxilo Bolter's reap damage destroys an enemy Bad Penny: Bad Penny's
/// "Destroyed:" ability sends it to its owner's hand first, and the Bolter's
/// purge has nothing left to act on.
#[test]
fn faq_yxilo_bolter_destroying_bad_penny_returns_it_to_hand_unpurged() {
    let mut t = scenario(House::Mars)
        .battleline(A, &["Yxilo Bolter"])
        .battleline(B, &["Bad Penny", "Troll"])
        .start();
    t.reap("Yxilo Bolter");
    t.choose("Bad Penny");
    assert_eq!(t.hand_of(B), ["Bad Penny"]);
    assert!(t.purged(B).is_empty());
    assert!(t.discard(B).is_empty());
}

/// Duma the Martyr and another friendly creature both take lethal damage
/// from Poison Wave: both are already marked for destruction, so Duma's
/// healing cannot save the other one.
#[test]
fn faq_duma_the_martyr_destroyed_with_another_creature_by_poison_wave_saves_neither() {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Poison Wave"])
        .battleline(B, &["Duma the Martyr", "Dust Pixie"])
        .start();
    t.set_damage("Duma the Martyr", 1);
    t.play("Poison Wave");
    assert!(t.line(B).is_empty(), "the Pixie is destroyed too");
    assert_eq!(t.location("Dust Pixie"), Location::Discard);
    assert_eq!(t.location("Duma the Martyr"), Location::Discard);
}

/// Poltergeist on an enemy Banner of Battle, an artifact with nothing to
/// use: resolve as much as possible, so the Banner is simply destroyed.
#[test]
fn faq_poltergeist_destroys_a_banner_of_battle_that_cannot_be_used() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Poltergeist"])
        .artifacts(B, &["Banner of Battle"])
        .start();
    t.play("Poltergeist");
    if t.asks_target() {
        t.choose("Banner of Battle");
    }
    assert!(t.artifacts_of(B).is_empty());
    assert_eq!(t.discard(B), ["Banner of Battle"]);
}

/// Faygin reaping and choosing the opponent's Urchin: a card leaving play
/// goes to its owner's zone, so the Urchin goes to the opponent's hand.
#[test]
fn faq_faygin_choosing_an_enemy_urchin_returns_it_to_its_owner() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Faygin"])
        .battleline(B, &["Urchin"])
        .start();
    t.reap("Faygin");
    if t.asks_target() {
        t.choose("Urchin");
    }
    assert!(t.line(B).is_empty());
    assert_eq!(t.hand_of(B), ["Urchin"]);
    assert!(t.hand_of(A).is_empty());
}

/// Positron Bolt on a middle creature that Spectral Tunneler made a flank
/// creature: 3 to it, 2 to the neighbor of your choice, 1 to that
/// neighbor's other neighbor.
#[test]
fn faq_positron_bolt_on_a_creature_made_flank_by_spectral_tunneler() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Positron Bolt"])
        .artifacts(A, &["Spectral Tunneler"])
        .battleline(B, &["Troll", "Krump", "Bumpsy", "Ganger Chieftain"])
        .start();
    t.action("Spectral Tunneler");
    t.choose("Krump");
    t.play("Positron Bolt");
    t.choose("Krump");
    if t.asks_target() {
        t.choose("Bumpsy");
    }
    assert_eq!(t.damage("Krump"), 3);
    assert_eq!(t.damage("Bumpsy"), 2);
    assert_eq!(t.damage("Ganger Chieftain"), 1);
    assert_eq!(t.damage("Troll"), 0, "the other neighbor is spared");
}

/// Key Hammer after the opponent forged two keys on their last turn: only
/// one of them is unforged.
#[test]
fn faq_key_hammer_after_two_keys_forged_unforges_only_one() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Key Hammer"])
        .amber(B, 13)
        .houses(B, [House::Untamed, House::Brobnar, House::Logos])
        .hand(B, &["Key Charge"])
        .start();
    t.end_turn();
    assert_eq!(t.keys(B), 1, "forged at the start of B's turn");
    t.apply(Choice::House(House::Untamed));
    t.play("Key Charge");
    t.yes();
    assert_eq!(t.keys(B), 2, "a second key in the same turn");
    t.end_turn();
    t.apply(Choice::House(House::Dis));
    t.play("Key Hammer");
    assert_eq!(t.keys(B), 1);
    assert_eq!(t.amber(B), 6);
}

/// A Spangler Box that purged its new controller's Kelifi Dragon is
/// returned to its owner's hand by Grasping Vines while the Dragon's owner
/// has no Æmber: the Dragon is put into play, not played, so its Æmber
/// requirement does not apply and it comes back.
#[test]
fn faq_spangler_box_bounced_by_grasping_vines_returns_kelifi_dragon_without_amber() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Spangler Box"])
        .battleline(A, &["Dextre"])
        .battleline(B, &["Kelifi Dragon", "Troll"])
        .houses(B, [House::Untamed, House::Brobnar, House::Dis])
        .hand(B, &["Grasping Vines"])
        .start();
    t.action("Spangler Box");
    t.choose("Kelifi Dragon");
    assert_eq!(t.purged(B), ["Kelifi Dragon"]);
    assert_eq!(t.artifacts_of(B), ["Spangler Box"]);
    t.end_turn();
    t.apply(Choice::House(House::Untamed));
    assert!(t.amber(B) < 7);
    t.play("Grasping Vines");
    if t.asks_target() {
        t.choose("Spangler Box");
    }
    while t.is_legal(Choice::Pass) && t.asks_target() {
        t.pass();
    }
    if t.is_legal(Choice::Option(0)) {
        t.choose_option(0);
    }
    assert_eq!(t.hand_of(A).last(), Some(&"Spangler Box"));
    assert!(t.purged(B).is_empty());
    assert!(t.line(B).contains(&"Kelifi Dragon"));
}

/// Phase Shift, then Mimicry copying Foggify: Mimicry could only be played
/// thanks to Phase Shift, so the permission is spent and no further
/// non-Logos card may be played.
#[test]
fn faq_phase_shift_is_used_up_by_mimicry_copying_foggify() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Phase Shift", "Mimicry", "Troll"])
        .discard(B, &["Foggify"])
        .start();
    t.play("Phase Shift");
    t.play("Mimicry");
    assert_eq!(t.discard(A), ["Phase Shift", "Mimicry"]);
    assert!(!t.is_legal(Choice::Play(t.find("Troll"))));
}

/// Pitlord in play while the opponent's Restringuntus forbids Dis: the
/// "cannot" beats the "must", so Dis may not be chosen but the other two
/// houses may.
#[test]
fn faq_pitlord_against_restringuntus_naming_dis_allows_the_other_houses() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Restringuntus"])
        .houses(B, [House::Dis, House::Brobnar, House::Shadows])
        .battleline(B, &["Pitlord"])
        .start();
    t.play("Restringuntus");
    t.choose_house(House::Dis);
    t.end_turn();
    assert_eq!(house_choices(&t), [House::Brobnar, House::Shadows]);
}

/// A maverick Pitlord in a deck without Dis: a house can only be chosen if
/// it is on the identity card or on a card you control, so Dis cannot be
/// chosen and any of the deck's houses may.
#[test]
fn faq_maverick_pitlord_in_a_deck_without_dis_forces_nothing() {
    let mut t = scenario(House::Brobnar)
        .houses(A, [House::Brobnar, House::Logos, House::Shadows])
        .battleline(A, &["Pitlord"])
        .start();
    t.set_house("Pitlord", House::Brobnar);
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    let mut houses = house_choices(&t);
    houses.sort();
    let mut want = vec![House::Brobnar, House::Logos, House::Shadows];
    want.sort();
    assert_eq!(houses, want);
}

/// Mimicry played as a copy of an opponent's action card: for the Rule of
/// Six it counts as a play of the copied card. So after six Mimicry played
/// as Fertility Chant, a real Fertility Chant is a seventh copy.
#[test]
fn faq_mimicry_counts_as_the_copied_card_for_the_rule_of_six() {
    let mut hand = vec!["Mimicry"; 6];
    hand.push("Fertility Chant");
    let mut t = scenario(House::Untamed)
        .hand(A, &hand)
        .discard(B, &["Fertility Chant"])
        .start();
    let chant = t.find_all("Fertility Chant")[0];
    assert_eq!(t.g.card(chant).location, Location::Hand);
    assert!(t.is_legal(Choice::Play(chant)));
    for _ in 0..6 {
        t.play("Mimicry");
    }
    assert_eq!(t.amber(B), 6 * 2, "six copies of Fertility Chant resolved");
    assert!(
        !t.is_legal(Choice::Play(chant)),
        "a seventh Fertility Chant"
    );
}

/// Gateway to Dis destroying Tolas along with other creatures: Tolas's
/// ability waits for the cards to reach the discard pile, when Tolas is
/// gone already, so nobody gains Æmber.
#[test]
fn faq_gateway_to_dis_destroying_tolas_pays_no_one() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(A, &["Krump"])
        .battleline(B, &["Tolas", "Troll"])
        .start();
    t.play("Gateway to Dis");
    assert!(t.line(A).is_empty() && t.line(B).is_empty());
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
}

/// King of the Crag played against Pingle Who Annoys: King's constant -2
/// power destroys Pingle as King enters play, before Pingle's "after it
/// enters play" damage could happen, so King takes no damage.
#[test]
fn faq_pingle_who_annoys_dies_to_king_of_the_crag_before_dealing_damage() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["King of the Crag"])
        .battleline(B, &["Pingle Who Annoys"])
        .start();
    t.play("King of the Crag");
    assert_eq!(t.discard(B), ["Pingle Who Annoys"]);
    assert_eq!(t.damage("King of the Crag"), 0);
}

/// Nexus reaps and uses the opponent's Spectral Tunneler on itself: it is
/// still at the moment its "Reap:" abilities trigger, so the gained
/// "Reap: draw a card" triggers too.
#[test]
fn faq_nexus_using_an_enemy_spectral_tunneler_on_itself_draws_on_that_reap() {
    let mut t = scenario(House::Shadows)
        .battleline(A, &["Nexus"])
        .artifacts(B, &["Spectral Tunneler"])
        .start();
    t.reap("Nexus");
    if t.asks_target() {
        t.choose("Spectral Tunneler");
    }
    if t.asks_target() {
        t.choose("Nexus");
    }
    assert_eq!(t.amber(A), 1, "the reap");
    assert_eq!(t.hand_of(A).len(), 1, "the gained Reap: draw a card");
}

/// Overlord Greking destroys the opponent's Tolas in a fight and puts it
/// into play on its own side: Tolas was not in play when destroyed, so its
/// ability does not pay for its own destruction.
#[test]
fn faq_overlord_greking_taking_tolas_does_not_trigger_tolas() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Overlord Greking", "Ember Imp"])
        .battleline(B, &["Tolas"])
        .start();
    t.fight("Ember Imp", "Tolas");
    assert_eq!(
        t.damage("Tolas"),
        0,
        "elusive: the first attack deals nothing"
    );
    t.fight("Overlord Greking", "Tolas");
    if t.is_legal(Choice::Option(0)) {
        t.choose_option(0);
    }
    assert!(t.line(A).contains(&"Tolas"), "claimed by Greking");
    assert!(t.line(B).is_empty());
    assert_eq!((t.amber(A), t.amber(B)), (0, 0));
}

/// Combat Pheromones, then Mindwarper and "John Smyth" reap, and John
/// Smyth readies Mindwarper: the Pheromones give permission to use those
/// Mars cards this turn, so the readied Mindwarper may be used again.
#[test]
fn faq_combat_pheromones_lets_a_mindwarper_readied_by_john_smyth_be_used_again() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Combat Pheromones"])
        .battleline(A, &["Mindwarper", "“John Smyth”"])
        .start();
    t.apply(Choice::Omni(t.find("Combat Pheromones")));
    t.reap("Mindwarper");
    t.reap("“John Smyth”");
    if t.asks_target() {
        t.choose("Mindwarper");
    }
    assert!(!t.exhausted("Mindwarper"), "readied by John Smyth");
    t.reap("Mindwarper");
    assert_eq!(t.amber(A), 3);
}

/// Wild Wormhole with no Æmber and a Kelifi Dragon on top of the deck: the
/// Dragon's play restriction still applies, so it cannot be played and
/// stays on top of the deck. (The rulebook file breaks off before this
/// answer; this is the answer its play-restriction rules give.)
#[test]
fn faq_wild_wormhole_cannot_play_a_kelifi_dragon_without_seven_amber() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Wild Wormhole"])
        .deck(A, &["Kelifi Dragon", "Troll"])
        .start();
    t.play("Wild Wormhole");
    assert!(t.line(A).is_empty());
    assert_eq!(t.deck_of(A), ["Kelifi Dragon", "Troll"]);
    assert_eq!(t.amber(A), 1, "Wild Wormhole's bonus only");
}

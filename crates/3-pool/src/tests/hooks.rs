//! Unit tests of the engine hooks cards are built on. Where a hook is
//! exercised by an implemented card, the test plays that card; otherwise a
//! real card is given a hand-built behaviour (`Scenario::behavior`).

use keysim_engine::ability::{filter, Behavior, Event, Events, Expiry, Query, Step, TargetSpec};
use keysim_engine::scenario::Test;
use keysim_engine::Player::{A, B};
use keysim_engine::Zones;
use keysim_engine::{
    CardRef, Choice, DecisionKind, Flank, Limit, Location, Outcome, MAX_ORDERED_TARGETS,
    SHARED_ZONE,
};
use keysim_facts::House;

use super::scenario;

// ----- Abilities granted by upgrades --------------------------------------

// The hosts of granted reap abilities are vanilla (Dust Pixie), so that the
// only reap ability is the granted one.

#[test]
fn upgrade_grants_a_reap_ability_to_its_host() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie"])
        .upgrade(A, "Duskrunner", "Dust Pixie")
        .amber(B, 3)
        .start();
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 2, "1 for reaping, 1 stolen");
    assert_eq!(t.amber(B), 2);
}

#[test]
fn granted_ability_follows_the_host_controller() {
    // B's upgrade on A's creature: A reaps, A steals.
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie"])
        .upgrade(B, "Duskrunner", "Dust Pixie")
        .amber(B, 3)
        .start();
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 2);
}

static GRANTS_ACTION: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        // The source is the host creature.
        assert_eq!(g.def(f.source).name, "Troll");
        g.gain(f.controller, 2);
    })],
    ..Behavior::VANILLA
};

static ACTION_UPGRADE: Behavior = Behavior {
    grants: Some(&GRANTS_ACTION),
    ..Behavior::VANILLA
};

#[test]
fn granted_action_can_be_used() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .upgrade(A, "Transposition Sandals", "Troll")
        .behavior("Transposition Sandals", &ACTION_UPGRADE)
        .start();
    let krump = t.find("Krump");
    assert!(!t.is_legal(Choice::Action(krump)), "only the host gains it");
    t.action("Troll");
    assert_eq!(t.amber(A), 2);
}

static GRANTS_DESTROYED: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| {
        // The upgrade is still attached while the ability resolves.
        let attached = g
            .all_cards()
            .any(|u| g.card(u).location == Location::Attached && g.card(u).host == f.source);
        if attached {
            g.gain(f.controller, 3);
        }
    })],
    ..Behavior::VANILLA
};

static DESTROYED_UPGRADE: Behavior = Behavior {
    grants: Some(&GRANTS_DESTROYED),
    ..Behavior::VANILLA
};

#[test]
fn granted_destroyed_ability_resolves_with_the_upgrade_attached() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(B, "Phoenix Heart", "Dust Pixie")
        .behavior("Phoenix Heart", &DESTROYED_UPGRADE)
        .start();
    t.play("Punch");
    assert_eq!(t.discard(B), ["Phoenix Heart", "Dust Pixie"]);
    assert_eq!(t.amber(B), 3, "the host's controller resolves it");
}

static DESTROY_ALL: Behavior = Behavior {
    play: &[Step::then(|g, _| {
        let all: Vec<_> = g.all_creatures().collect();
        for c in all {
            g.destroy(c);
        }
    })],
    ..Behavior::VANILLA
};

#[test]
fn granted_destroyed_abilities_are_ordered_with_printed_ones() {
    // Two creatures with Destroyed: abilities die at once: the active
    // player orders them.
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Gateway to Dis"])
        .battleline(B, &["Dust Pixie", "Krump"])
        .upgrade(B, "Phoenix Heart", "Dust Pixie")
        .upgrade(B, "Phoenix Heart", "Krump")
        .behavior("Phoenix Heart", &DESTROYED_UPGRADE)
        .behavior("Gateway to Dis", &DESTROY_ALL)
        .start();
    t.set_house("Gateway to Dis", House::Brobnar);
    t.play("Gateway to Dis");
    assert!(t.asks_target(), "two pending Destroyed: abilities");
    t.choose("Krump");
    assert_eq!(t.amber(B), 6);
    assert!(t.line(B).is_empty());
}

static GRANTS_DESTROY_ME_INSTEAD: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| {
        g.heal(f.source, 255);
        g.cancel_destruction(f.source);
        g.destroy(f.granted_by);
    })],
    ..Behavior::VANILLA
};

static DESTROY_ME_INSTEAD: Behavior = Behavior {
    grants: Some(&GRANTS_DESTROY_ME_INSTEAD),
    ..Behavior::VANILLA
};

#[test]
fn a_granted_destroyed_ability_knows_its_upgrade_and_can_prevent_destruction() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Troll"])
        .upgrade(B, "Armageddon Cloak", "Troll")
        .behavior("Armageddon Cloak", &DESTROY_ME_INSTEAD)
        .start();
    t.set_damage("Troll", 6);
    t.play("Punch");
    assert_eq!(t.line(B), ["Troll"]);
    assert_eq!(t.damage("Troll"), 0);
    assert_eq!(t.discard(B), ["Armageddon Cloak"]);
}

/// A Dust Pixie carrying `n` Duskrunners (each grants "Reap: steal 1"),
/// `n / 2` of them B's, the rest A's.
fn pixie_with_duskrunners(n: usize) -> Test {
    let mut s = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie"])
        .amber(B, 12);
    for i in 0..n {
        let owner = if i < n / 2 { B } else { A };
        s = s.upgrade(owner, "Duskrunner", "Dust Pixie");
    }
    s.start()
}

#[test]
fn granted_abilities_fill_their_bound_and_one_more_ends_the_game_naming_it() {
    let max = keysim_engine::MAX_GRANTED;
    let mut t = pixie_with_duskrunners(max);
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 1 + max as u8, "1 for reaping, 1 per grantor");
    assert!(t.g.outcome().is_none());

    let mut t = pixie_with_duskrunners(max + 1);
    t.reap("Dust Pixie");
    assert_eq!(
        t.g.outcome(),
        Some(Outcome::Aborted(Limit::GrantedAbilities)),
        "the ninth is never dropped silently"
    );
    assert_eq!(t.g.decision(), None, "the game is over, with no winner");
    assert_eq!(t.g.winner(), None);
}

// ----- Assault and hazardous as queries -----------------------------------

#[test]
fn assault_adds_to_the_printed_value() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Ancient Bear"])
        .upgrade(A, "Way of the Bear", "Ancient Bear")
        .battleline(B, &["Troll"])
        .start();
    let bear = t.find("Ancient Bear");
    assert_eq!(t.g.assault(bear), 4);
    // 4 before the fight, then 5: the Troll's 8 power is reached.
    t.fight("Ancient Bear", "Troll");
    assert_eq!(t.discard(B), ["Troll"]);
}

#[test]
fn granted_hazardous_damages_the_attacker_first() {
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Dust Pixie"])
        .battleline(B, &["Krump"])
        .upgrade(B, "Flame-Wreathed", "Krump")
        .start();
    assert_eq!(t.g.hazardous(t.find("Krump")), 2);
    assert_eq!(t.g.hazardous(t.find("Dust Pixie")), 0);
    t.fight("Dust Pixie", "Krump");
    assert_eq!(t.discard(A), ["Dust Pixie"]);
    assert_eq!(t.damage("Krump"), 0, "the attacker died before the fight");
}

// ----- Play and use restrictions, permissions and costs -------------------

#[test]
fn can_play_restriction_counts_cards_played() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Anger", "Anger", "Anger"])
        .battleline(B, &["Ember Imp"])
        .start();
    t.play("Anger");
    t.play("Anger");
    assert_eq!(t.g.turn_history().cards_played, 2);
    let third = t.find("Anger");
    assert_eq!(t.g.card(third).location, Location::Hand);
    assert!(!t.is_legal(Choice::Play(third)));
    assert!(
        t.is_legal(Choice::Discard(third)),
        "discarding is not playing"
    );
    t.end_turn();
    assert_eq!(t.g.turn_history().cards_played, 0);
}

#[test]
fn off_house_play_permission() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Phase Shift", "Anger", "Anger"])
        .start();
    let anger = t.find("Anger");
    assert!(!t.is_legal(Choice::Play(anger)));
    t.play("Phase Shift");
    assert!(t.is_legal(Choice::Play(anger)));
    assert!(
        !t.is_legal(Choice::Discard(anger)),
        "only playing is allowed"
    );
    t.play("Anger");
    let other = t.find("Anger");
    assert_eq!(t.g.card(other).location, Location::Hand);
    assert!(!t.is_legal(Choice::Play(other)), "only one card");
}

#[test]
fn off_house_use_permission() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Deipno Spymaster", "Dust Pixie"])
        .start();
    let pixie = t.find("Dust Pixie");
    assert!(!t.is_legal(Choice::Reap(pixie)));
    let spy = t.find("Deipno Spymaster");
    t.apply(Choice::Omni(spy));
    t.choose("Dust Pixie");
    assert_eq!(t.g.lasting_effects()[0].subject, pixie);
    t.reap("Dust Pixie");
    assert_eq!(t.amber(A), 1);
    assert_eq!(t.g.times_used_this_turn(pixie), 1);
    assert_eq!(t.g.times_used_this_turn(spy), 1);
}

#[test]
fn play_cost_is_paid_to_the_opponent_first() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Cannon", "Anger"])
        .artifacts(B, &["Customs Office"])
        .start();
    let cannon = t.find("Cannon");
    assert!(!t.is_legal(Choice::Play(cannon)), "cannot pay");
    assert!(t.is_legal(Choice::Discard(cannon)));
    assert!(t.is_legal(Choice::Play(t.find("Anger"))), "only artifacts");
    t.player_mut(A).amber = 1;
    t.play("Cannon");
    assert_eq!((t.amber(A), t.amber(B)), (0, 1));
    assert_eq!(t.artifacts_of(A), ["Cannon"]);
}

#[test]
fn use_cost_is_paid_to_the_opponent_first() {
    let mut t = scenario(House::Brobnar)
        .artifacts(A, &["Gauntlet of Command"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Tentacus"])
        .start();
    let gauntlet = t.find("Gauntlet of Command");
    assert!(!t.is_legal(Choice::Action(gauntlet)), "cannot pay");
    assert!(t.is_legal(Choice::Reap(t.find("Troll"))), "only artifacts");
    t.player_mut(A).amber = 2;
    t.action("Gauntlet of Command");
    assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    assert_eq!(t.discard(B), ["Tentacus"]);
}

static ENEMIES_CANNOT_FIGHT: Behavior = Behavior {
    modify: Some(|g, me, q| {
        if let Query::CanFight { attacker, value } = q {
            if g.card(*attacker).controller != g.card(me).controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn can_fight_restriction() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Anger"])
        .battleline(A, &["Troll"])
        .battleline(B, &["Krump"])
        .behavior("Krump", &ENEMIES_CANNOT_FIGHT)
        .start();
    let troll = t.find("Troll");
    assert!(!t.is_legal(Choice::Fight(troll)));
    assert!(t.is_legal(Choice::Reap(troll)));
    t.play("Anger");
    assert_eq!(t.damage("Krump"), 0, "fight with does nothing");
    assert_eq!(t.g.times_used_this_turn(troll), 0);
}

#[test]
fn per_turn_counters() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie", "Troll"])
        .start();
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.g.turn_history().destroyed_in_fight[B.index()], 1);
    assert_eq!(t.g.turn_history().destroyed_in_fight[A.index()], 0);
    assert_eq!(t.g.times_used_this_turn(t.find("Troll")), 1);
    t.fight("Krump", "Troll");
    assert_eq!(
        t.g.turn_history().destroyed_in_fight[B.index()],
        1,
        "B's Troll survives"
    );
    assert_eq!(t.g.turn_history().destroyed_in_fight[A.index()], 1);
    t.end_turn();
    assert_eq!(t.g.turn_history().destroyed_in_fight[A.index()], 0);
    assert_eq!(t.g.times_used_this_turn(t.find("Troll")), 0);
}

// ----- Choosing a house inside an ability ---------------------------------

#[test]
fn choose_a_house_on_the_opponents_identity_card_and_force_it() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Control the Weak"])
        .houses(B, [House::Logos, House::Shadows, House::Untamed])
        .battleline(B, &["Troll"])
        .start();
    t.play("Control the Weak");
    assert!(t.asks_target());
    let mut offered = t.choices();
    offered.sort_by_key(|c| format!("{c:?}"));
    assert_eq!(
        offered,
        [
            Choice::ChooseHouse(House::Logos),
            Choice::ChooseHouse(House::Shadows),
            Choice::ChooseHouse(House::Untamed)
        ]
    );
    t.choose_house(House::Shadows);
    assert_eq!(t.g.lasting_effects()[0].house(), House::Shadows);
    t.end_turn();
    // B must choose Shadows (even with a Brobnar creature in play).
    assert_eq!(t.choices(), [Choice::House(House::Shadows)]);
    t.apply(Choice::House(House::Shadows));
    t.end_turn();
    // The effect ended at the start of A's next turn.
    assert!(t.g.lasting_effects().is_empty());
    assert_eq!(t.g.house_choice(B), (0, 0));
}

#[test]
fn choose_any_house_offers_every_house_of_the_game() {
    let mut t = scenario(House::Sanctum)
        .hand(A, &["Blinding Light"])
        .houses(A, [House::Sanctum, House::Dis, House::Logos])
        .houses(B, [House::Logos, House::Shadows, House::Dis])
        .battleline(B, &["Troll", "Dust Pixie"])
        .start();
    t.play("Blinding Light");
    let offered = t.choices();
    assert_eq!(offered.len(), House::ALL.len() - 1, "{offered:?}");
    for h in [House::Brobnar, House::Untamed, House::Shadows, House::Mars] {
        assert!(offered.contains(&Choice::ChooseHouse(h)));
    }
    assert!(!offered.contains(&Choice::ChooseHouse(House::Neutral)));
    t.choose_house(House::Brobnar);
    assert!(t.stunned("Troll"));
    assert!(!t.stunned("Dust Pixie"));
}

// ----- Leaves play --------------------------------------------------------

#[test]
fn leaves_play_resolves_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Magda the Rat"])
        .amber(B, 5)
        .start();
    t.fight("Troll", "Magda the Rat");
    // Elusive: the first attack deals no damage.
    assert_eq!(t.line(B), ["Magda the Rat"]);
    t.set_exhausted("Troll", false);
    t.fight("Troll", "Magda the Rat");
    assert_eq!(t.discard(B), ["Magda the Rat"]);
    assert_eq!((t.amber(A), t.amber(B)), (2, 3), "B's opponent steals");
}

#[test]
fn leaves_play_resolves_for_every_way_of_leaving() {
    let leave: [fn(&mut keysim_engine::Game, CardRef); 5] = [
        |g, c| g.return_to_hand(c),
        |g, c| g.archive(A, c),
        |g, c| g.purge(c),
        |g, c| g.shuffle_into_deck(c),
        |g, c| g.put_on_top_of_deck(c),
    ];
    for how in leave {
        let mut t = scenario(House::Brobnar)
            .battleline(B, &["Magda the Rat"])
            .amber(B, 5)
            .start();
        let magda = t.find("Magda the Rat");
        how(&mut t.g, magda);
        t.advance();
        assert!(!t.g.card(magda).location.in_play());
        assert_eq!(t.amber(A), 2);
    }
}

#[test]
fn put_on_top_of_deck_from_a_destroyed_ability() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(B, &["Dextre"])
        .deck(B, &["Troll"])
        .start();
    t.play("Punch");
    assert_eq!(t.deck_of(B), ["Dextre", "Troll"]);
    assert!(t.discard(B).is_empty());
}

// ----- Cards beneath another card -----------------------------------------

fn masterplan_with(hidden: &str) -> Test {
    let mut t = scenario(House::Shadows)
        .hand(A, &["Masterplan", "Troll", "Punch"])
        .battleline(B, &["Dust Pixie"])
        .start();
    t.play("Masterplan");
    t.choose(hidden);
    t
}

#[test]
fn a_card_put_beneath_is_out_of_hand_and_hidden_from_the_opponent() {
    let t = masterplan_with("Troll");
    let plan = t.find("Masterplan");
    let troll = t.find("Troll");
    assert_eq!(t.g.card(troll).location, Location::Beneath);
    assert_eq!(t.g.cards_beneath(plan).collect::<Vec<_>>(), [troll]);
    assert_eq!(t.hand_of(A), ["Punch"]);
    let u = masterplan_with("Punch");
    assert_eq!(
        format!("{:?}", t.g.observe(B)),
        format!("{:?}", u.g.observe(B)),
        "B cannot tell which card is beneath"
    );
    assert_ne!(
        format!("{:?}", t.g.observe(A)),
        format!("{:?}", u.g.observe(A)),
        "A knows"
    );
    // A determinization keeps one card beneath Masterplan.
    let mut rng = <rand_xoshiro::Xoshiro256PlusPlus as rand::SeedableRng>::seed_from_u64(1);
    let s = t.g.observe(B).sample(&mut rng);
    assert_eq!(s.cards_beneath(plan).count(), 1);
    assert_eq!(s.player(A).hand.len(), 1);
}

#[test]
fn the_card_beneath_can_be_played_and_goes_to_discard_with_its_host() {
    let mut t = masterplan_with("Troll");
    t.set_exhausted("Masterplan", false);
    let plan = t.find("Masterplan");
    t.apply(Choice::Omni(plan));
    assert_eq!(t.line(A), ["Troll"], "played, though not Shadows");
    assert_eq!(t.discard(A), ["Masterplan"]);
    assert_eq!(t.g.card(t.find("Troll")).host, CardRef::NONE);

    let mut u = masterplan_with("Punch");
    let plan = u.find("Masterplan");
    u.g.destroy(plan);
    u.advance();
    assert_eq!(u.discard(A), ["Punch", "Masterplan"]);
}

// ----- Chains -------------------------------------------------------------

#[test]
fn gaining_chains_stops_at_24_and_they_shrink_the_draw() {
    let mut t = scenario(House::Brobnar)
        .deck(A, &["Troll"; 10])
        .chains(A, 20)
        .start();
    t.g.gain_chains(A, 1);
    assert_eq!(t.g.player(A).chains, 21);
    t.g.gain_chains(A, 10);
    assert_eq!(t.g.player(A).chains, 24);
    t.end_turn();
    // 24 chains: 4 cards fewer, then one chain is shed.
    assert_eq!(t.hand_of(A).len(), 2);
    assert_eq!(t.g.player(A).chains, 23);
}

// ----- Other target zones and fight subjects ------------------------------

static PURGE_FROM_A_DISCARD_PILE: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, filter::creature_card),
        |g, f| g.purge(f.target(0)),
    )],
    fight: &[Step::then(|g, f| {
        // The creature fought.
        assert_eq!(g.def(f.subject).name, "Dust Pixie");
        g.gain(f.controller, 5);
    })],
    ..Behavior::VANILLA
};

#[test]
fn targets_in_either_discard_pile_and_fight_subject() {
    let mut t = scenario(House::Dis)
        .battleline(A, &["Eater of the Dead"])
        .discard(A, &["Krump", "Punch"])
        .discard(B, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .behavior("Eater of the Dead", &PURGE_FROM_A_DISCARD_PILE)
        .start();
    t.reap("Eater of the Dead");
    t.choose("Troll");
    assert_eq!(t.purged(B), ["Troll"]);
    t.set_exhausted("Eater of the Dead", false);
    t.fight("Eater of the Dead", "Dust Pixie");
    assert_eq!(t.amber(A), 6);
}

#[test]
fn an_off_house_permission_lifts_the_first_turn_rule_for_that_card() {
    let mut t = scenario(House::Logos)
        .turn(1)
        .hand(A, &["Phase Shift", "Anger", "Phase Shift"])
        .start();
    t.play("Phase Shift");
    let other_shift = t.find_all("Phase Shift")[0];
    assert_eq!(t.g.card(other_shift).location, Location::Hand);
    assert!(!t.is_legal(Choice::Play(other_shift)), "first-turn rule");
    assert!(!t.is_legal(Choice::Discard(other_shift)));
    t.play("Anger");
    assert_eq!(t.g.turn_history().cards_played, 2);
}

// ----- The end of the turn ------------------------------------------------

/// Deals 1 damage to a creature (queued at the end of the turn).
static PING: Behavior = Behavior {
    play: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.target(0), 1);
    })],
    ..Behavior::VANILLA
};

static PING_AT_END_OF_MY_TURN: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(PING.play, me, mine);
        }
    }),
    ..Behavior::VANILLA
};

/// This turn, at its end, gain 1 per card in hand.
static COUNT_HAND_AT_END: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if ev
            == (Event::TurnEnded {
                player: e.controller,
            })
        {
            let n = g.player(e.controller).hand.len() as u32;
            g.gain(e.controller, n);
        }
    }),
    lasting_hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

#[test]
fn end_of_turn_effects_come_after_the_draw_and_before_the_turn_is_over() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Dimension Door"])
        .battleline(A, &["Shaffles"])
        .battleline(B, &["Troll"])
        .deck(A, &["Mother"; 8])
        .behavior("Shaffles", &PING_AT_END_OF_MY_TURN)
        .behavior("Dimension Door", &COUNT_HAND_AT_END)
        .start();
    t.play("Dimension Door");
    let before = t.amber(A);
    t.end_turn();
    // Step 5 drew six; the effect "for the remainder of the turn" is still
    // there to hear the end of the turn.
    assert_eq!(t.amber(A), before + 6);
    // The queued ability asks A, still in A's turn.
    assert!(t.asks_target());
    assert_eq!(t.g.decision().map(|d| d.player), Some(A));
    assert_eq!(t.g.active_player(), A);
    assert_eq!(t.g.lasting_effects().len(), 1);
    t.choose("Troll");
    assert_eq!(t.damage("Troll"), 1);
    assert_eq!(t.g.active_player(), B);
    assert!(t.g.lasting_effects().is_empty());
    assert!(t.is_legal(Choice::House(House::Brobnar)), "B's step 2");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(
        t.damage("Troll"),
        1,
        "only at the end of its controller's turn"
    );
}

// ----- Reactions to many events at once ----------------------------------

/// Gains 1 (queued once per enemy destroyed); the queue never deepens.
static GAIN_ONE_SHALLOW: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        // Under it: Gateway to Dis being played and its finished ability.
        assert!(g.stack_depth() <= 3, "one entry for every repetition");
        g.gain(f.controller, 1);
    })],
    ..Behavior::VANILLA
};

static GAIN_PER_ENEMY_DESTROYED: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::Destroyed { controller, .. } = ev {
            if controller != mine {
                g.trigger_or_repeat(GAIN_ONE_SHALLOW.play, me, mine);
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_reaction_to_a_board_wipe_takes_one_stack_entry() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(A, &["Shaffles"])
        .battleline(B, &["Dust Pixie"; 30])
        .behavior("Gateway to Dis", &DESTROY_ALL)
        .behavior("Shaffles", &GAIN_PER_ENEMY_DESTROYED)
        .start();
    t.set_ward("Shaffles");
    t.play("Gateway to Dis");
    assert!(t.line(B).is_empty());
    assert_eq!(t.line(A), ["Shaffles"], "its ward saved it");
    assert_eq!(t.amber(A), 30);
    assert!(t.g.stack_depth() == 0);
}

// ----- Plays from hand and plays by abilities -----------------------------

static TELLS_HAND_PLAYS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, .. } = ev {
            let by_hand = g.played_from_hand(card);
            g.gain(g.card(me).controller, if by_hand { 10 } else { 100 });
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn cards_played_from_hand_are_told_from_cards_played_by_abilities() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Wild Wormhole"])
        .deck(A, &["Library of Babble"])
        .battleline(A, &["Shaffles"])
        .behavior("Shaffles", &TELLS_HAND_PLAYS)
        .start();
    t.play("Wild Wormhole");
    assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
    assert_eq!(
        t.amber(A),
        1 + 100 + 10,
        "bonus, the deck's card, the hand's"
    );
}

// ----- The scenario harness -----------------------------------------------

#[test]
fn a_scenario_upgrade_may_be_on_an_enemy_creature() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Dust Pixie"])
        .upgrade(A, "Flame-Wreathed", "Dust Pixie")
        .start();
    let wreath = t.find("Flame-Wreathed");
    assert_eq!(t.g.card(wreath).controller, A);
    assert_eq!(t.g.card(wreath).host, t.find("Dust Pixie"));
    assert_eq!(t.power("Dust Pixie"), 3);
    t.fight("Troll", "Dust Pixie");
    assert_eq!(t.damage("Troll"), 2 + 3, "hazardous 2, then the fight");
    assert_eq!(t.discard(A), ["Flame-Wreathed"], "to its owner's pile");
    assert!(t.g.check_bookkeeping().is_ok());
}

// ----- Power of a whole battleline ------------------------------------------

#[test]
fn battleline_powers_agree_with_each_creatures_power() {
    // Constant abilities of each reach: Staunch Knight's own flank bonus,
    // Niffle Queen's bonus to other friendly Beasts, Blood of Titans on its
    // host, Flame-Wreathed on a host its owner does not control.
    let t = scenario(House::Untamed)
        .battleline(
            A,
            &["Staunch Knight", "Niffle Ape", "Niffle Queen", "Troll"],
        )
        .upgrade(A, "Blood of Titans", "Troll")
        .battleline(B, &["Krump", "Staunch Knight"])
        .upgrade(A, "Flame-Wreathed", "Krump")
        .start();
    for p in [A, B] {
        let mut out = [0; SHARED_ZONE];
        let powers = t.g.battleline_powers(p, &mut out).to_vec();
        let each: Vec<i32> = t.g.creatures(p).iter().map(|&c| t.g.power(c)).collect();
        assert_eq!(powers, each);
    }
    let knight = t.find("Staunch Knight");
    let ape = t.find("Niffle Ape");
    let troll = t.find("Troll");
    assert_eq!(t.g.power(knight), 4 + 2, "on a flank");
    assert_eq!(t.g.power(ape), 3 + 2, "a Beast and a Niffle");
    assert_eq!(t.g.power(troll), 8 + 5);
    let krump = t.find("Krump");
    assert_eq!(t.g.power(krump), 6 + 2, "an upgrade on an enemy creature");
}

// ----- Reach of constant abilities -------------------------------------------

/// "Each creature gets +1 power", wrongly declared as reaching only itself.
static MISDECLARED_REACH: Behavior = Behavior {
    modifies: keysim_engine::ability::Queries::POWER,
    reach: keysim_engine::ability::Reach::Itself,
    modify: Some(|_, _, q| {
        if let Query::Power { value, .. } = q {
            *value += 1;
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_constant_ability_is_not_asked_about_cards_outside_its_reach() {
    let t = scenario(House::Shadows)
        .battleline(A, &["Urchin", "Troll"])
        .behavior("Urchin", &MISDECLARED_REACH)
        .start();
    assert_eq!(t.power("Urchin"), 1 + 1, "itself: asked");
    assert_eq!(t.power("Troll"), 8, "another creature: not asked");
    let err =
        t.g.check_bookkeeping()
            .expect_err("the reach is too narrow");
    assert!(err.contains("Urchin") && err.contains("Troll"), "{err}");
}

// ----- Fight queries declared apart ------------------------------------------

/// "Deals no damage when fighting" (Shadow Self's fight half), wrongly
/// declared as answering only the queries outside fights.
static MISDECLARED_FIGHT: Behavior = Behavior {
    modifies: keysim_engine::ability::Queries::OTHER_BUT_FIGHT,
    modify: Some(|_, me, q| {
        if let Query::FightDamage { dealer, value, .. } = q {
            if *dealer == me {
                *value = 0;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_constant_ability_is_not_asked_about_fights_unless_it_declares_them() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Mighty Tiger"])
        .behavior("Troll", &MISDECLARED_FIGHT)
        .start();
    let err =
        t.g.check_bookkeeping()
            .expect_err("fight damage changed without declaring fights");
    assert!(err.contains("Troll") && err.contains("Fight"), "{err}");
    t.fight("Troll", "Mighty Tiger");
    assert_eq!(
        t.discard(B),
        ["Mighty Tiger"],
        "not asked: Troll deals its power"
    );
}

/// [`MISDECLARED_FIGHT`] declared right.
static NO_FIGHT_DAMAGE: Behavior = Behavior {
    modifies: keysim_engine::ability::Queries::FIGHT,
    ..MISDECLARED_FIGHT
};

#[test]
fn a_constant_ability_declaring_fights_is_asked_in_a_fight() {
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll"])
        .battleline(B, &["Mighty Tiger"])
        .behavior("Troll", &NO_FIGHT_DAMAGE)
        .start();
    assert_eq!(t.g.check_bookkeeping(), Ok(()));
    t.fight("Troll", "Mighty Tiger");
    assert!(t.discard(B).is_empty(), "Troll deals no damage");
}

// ----- Lethal damage when power can only rise --------------------------------

/// "Each enemy creature gets -2 power", wrongly declared as only raising
/// power.
static MISDECLARED_LOWERING: Behavior = Behavior {
    modifies: keysim_engine::ability::Queries::POWER,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if g.card(*card).controller != g.card(me).controller {
                *value -= 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[test]
fn a_damaged_creature_dies_when_a_power_bonus_leaves_play() {
    // Niffle Queen only raises power: the engine still checks damaged
    // creatures when it leaves play.
    let mut t = scenario(House::Untamed)
        .battleline(A, &["Niffle Queen", "Niffle Ape"])
        .battleline(B, &["Troll"])
        .start();
    t.set_damage("Niffle Ape", 3);
    assert_eq!(t.power("Niffle Ape"), 3 + 2);
    t.fight("Niffle Queen", "Troll");
    assert_eq!(
        t.line(A),
        Vec::<&str>::new(),
        "the Queen, then the Ape (3 damage, power 3)"
    );
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn a_power_bonus_that_lowers_power_is_reported() {
    let t = scenario(House::Shadows)
        .battleline(A, &["Dodger"])
        .battleline(B, &["Troll"])
        .behavior("Dodger", &MISDECLARED_LOWERING)
        .start();
    assert_eq!(t.power("Troll"), 8 - 2);
    let err = t.g.check_bookkeeping().expect_err("it lowers power");
    assert!(
        err.contains("Dodger") && err.contains("only raises"),
        "{err}"
    );
}

// ----- Static card facts ------------------------------------------------------

#[test]
fn card_facts_out_of_step_with_the_card_records_are_reported() {
    // Listing choices reads taunt, alpha, action and omni from the facts
    // recorded when the game starts: a stale record must not go unnoticed.
    let mut t = scenario(House::Brobnar)
        .battleline(A, &["Troll", "Champion Anaphiel"])
        .battleline(B, &["Bad Penny", "Shadow Self"])
        .start();
    assert!(t.g.check_bookkeeping().is_ok());
    let penny = t.find("Bad Penny");
    let troll = t.find("Troll");
    assert!(
        t.g.can_be_fought(troll, penny),
        "no taunt next to it: Bad Penny may be fought"
    );
    // Shadow Self recorded with the facts of a card with taunt.
    let anaphiel = t.g.card(t.find("Champion Anaphiel")).def;
    t.record_facts(t.find("Shadow Self"), anaphiel);
    let err = t.g.check_bookkeeping().expect_err("taunt recorded wrongly");
    assert!(err.contains("card facts"), "{err}");
}

// ----- Choosers: who answers an ask ---------------------------------------

static DESTROYED_DAMAGES_A_CREATURE: Behavior = Behavior {
    destroyed: &[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        g.deal_damage(f.target(0), 1);
    })],
    ..Behavior::VANILLA
};

#[test]
fn destroyed_target_on_the_opponents_turn_is_chosen_by_the_creatures_controller() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Troll", "Krump"])
        .battleline(B, &["Dust Pixie"])
        .behavior("Dust Pixie", &DESTROYED_DAMAGES_A_CREATURE)
        .start();
    t.play("Punch");
    t.choose("Dust Pixie");
    let d = t.g.decision().expect("a target is asked");
    assert_eq!(d.player, B, "B controls the destroyed creature: B chooses");
    t.choose("Krump");
    assert_eq!(t.damage("Krump"), 1);
}

static OPPONENT_CHOOSES_A_FRIENDLY_CREATURE: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::CREATURES, filter::friendly),
        |g, f| {
            g.destroy(f.target(0));
        },
    )
    .chosen_by(keysim_engine::ability::Chooser::Opponent)],
    ..Behavior::VANILLA
};

#[test]
fn an_ask_the_card_gives_to_the_opponent_goes_to_the_opponent() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Gateway to Dis"])
        .battleline(A, &["Troll", "Krump"])
        .behavior("Gateway to Dis", &OPPONENT_CHOOSES_A_FRIENDLY_CREATURE)
        .start();
    t.set_house("Gateway to Dis", House::Brobnar);
    t.play("Gateway to Dis");
    let d = t.g.decision().expect("a target is asked");
    assert_eq!(d.player, B, "the opponent chooses which of A's creatures");
    assert_eq!(t.g.observe(B).decision(), Some(d), "B's seat sees the ask");
    t.choose("Krump");
    assert_eq!(t.line(A), ["Troll"]);
}

// ----- Asks for several cards ---------------------------------------------

static STUN_UP_TO_SIX: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::ANY_CREATURE.up_to(6), |g, f| {
            g.stun(f.last_target());
        }),
        Step::then(|g, f| {
            // Every card chosen is kept: none dropped or overwritten.
            assert_eq!(f.picked.len(), 6);
            assert_eq!(f.chosen().len(), MAX_ORDERED_TARGETS);
            g.gain(f.controller, f.picked.len() as u32);
        }),
    ],
    ..Behavior::VANILLA
};

#[test]
fn a_step_choosing_several_cards_keeps_every_one_and_never_offers_one_twice() {
    let names = [
        "Troll",
        "Krump",
        "Bumpsy",
        "Dust Pixie",
        "Snufflegator",
        "Urchin",
        "Mighty Tiger",
    ];
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(B, &names)
        .behavior("Gateway to Dis", &STUN_UP_TO_SIX)
        .start();
    t.play("Gateway to Dis");
    for (i, name) in names[..6].iter().enumerate() {
        let offered = t
            .choices()
            .iter()
            .filter(|c| matches!(c, Choice::Target(_)))
            .count();
        assert_eq!(
            offered,
            names.len() - i,
            "chosen creatures are not offered again"
        );
        assert!(t.is_legal(Choice::Pass), "up to: the chooser may stop");
        t.choose(name);
    }
    assert_eq!(t.amber(A), 6);
    assert!(names[..6].iter().all(|n| t.stunned(n)));
    assert!(!t.stunned("Mighty Tiger"), "six at most");
}

#[test]
fn up_to_lets_the_chooser_stop_early() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Nocturnal Maneuver"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .start();
    t.play("Nocturnal Maneuver");
    t.choose("Krump");
    t.pass();
    assert!(t.exhausted("Krump"));
    assert!(!t.exhausted("Troll") && !t.exhausted("Bumpsy"));
    assert_eq!(t.discard(A), ["Nocturnal Maneuver"]);
}

static DESTROY_EXACTLY_TWO: Behavior = Behavior {
    play: &[Step::target(TargetSpec::ANY_CREATURE.exactly(2), |g, f| {
        g.destroy(f.last_target());
    })],
    ..Behavior::VANILLA
};

#[test]
fn exactly_n_cannot_stop_early_and_takes_all_when_fewer_remain() {
    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(B, &["Troll", "Krump", "Bumpsy"])
        .behavior("Gateway to Dis", &DESTROY_EXACTLY_TWO)
        .start();
    t.play("Gateway to Dis");
    assert!(!t.is_legal(Choice::Pass));
    t.choose("Krump");
    assert!(!t.is_legal(Choice::Pass));
    t.choose("Troll");
    assert_eq!(t.line(B), ["Bumpsy"]);

    let mut t = scenario(House::Dis)
        .hand(A, &["Gateway to Dis"])
        .battleline(B, &["Troll"])
        .start();
    t.play("Gateway to Dis");
    assert!(
        t.line(B).is_empty(),
        "the only candidate is taken without asking"
    );
}

// ----- Random choices -------------------------------------------------------

#[test]
fn a_random_card_of_a_zone_is_picked_with_the_games_generator() {
    let archived = |seed: u64| {
        let mut t = scenario(House::Shadows)
            .archives(B, &["Troll", "Krump", "Bumpsy"])
            .seed(seed)
            .start();
        let archives = t.g.player(B).archives;
        let c = t.g.random_card_in(B, Location::Archives);
        assert!(archives.contains(c), "one of the cards of the zone");
        t.g.def(c).name
    };
    let picks: std::collections::BTreeSet<_> = (0..32).map(archived).collect();
    assert_eq!(picks.len(), 3, "each card can be picked: {picks:?}");
    assert_eq!(
        archived(7),
        archived(7),
        "the same seed picks the same card"
    );
    let mut t = scenario(House::Shadows).start();
    assert!(
        t.g.random_card_in(B, Location::Archives).is_none(),
        "nothing to pick from"
    );
}

// ----- Entering play under the opponent's control ---------------------------

static ENTERS_UNDER_OPPONENT: Behavior = Behavior {
    enters_under_opponent: true,
    ..Behavior::VANILLA
};

#[test]
fn a_card_entering_under_the_opponents_control_goes_to_their_side() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["Dust Pixie", "Ritual of Balance"])
        .battleline(B, &["Troll"])
        .behavior("Dust Pixie", &ENTERS_UNDER_OPPONENT)
        .behavior("Ritual of Balance", &ENTERS_UNDER_OPPONENT)
        .start();
    t.play("Dust Pixie");
    let d = t.g.decision().expect("a decision");
    assert_eq!(d.player, A, "the active player chooses the flank");
    t.flank(Flank::Left);
    assert_eq!(t.line(B), ["Dust Pixie", "Troll"]);
    assert!(t.line(A).is_empty());
    assert_eq!(t.card("Dust Pixie").owner, A);
    assert_eq!(
        (t.amber(A), t.amber(B)),
        (2, 0),
        "its bonus is the player's who played it"
    );
    t.play("Ritual of Balance");
    assert_eq!(t.artifacts_of(B), ["Ritual of Balance"]);
    assert!(t.artifacts_of(A).is_empty());
}

#[test]
fn a_card_put_into_play_enters_under_the_opponents_control_too() {
    let mut t = scenario(House::Untamed)
        .discard(A, &["Dust Pixie"])
        .behavior("Dust Pixie", &ENTERS_UNDER_OPPONENT)
        .start();
    let pixie = t.find("Dust Pixie");
    t.g.put_into_play(pixie, A, Flank::Right);
    assert_eq!(t.line(B), ["Dust Pixie"]);
    assert!(t.line(A).is_empty());
}

// ----- The start of a turn ------------------------------------------------

/// Gains 6 (queued at the start of its controller's turn).
const GAIN_SIX: &[Step] = &[Step::gain(6)];

static GAIN_SIX_AS_MY_TURN_STARTS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            g.trigger(GAIN_SIX, me, mine);
        }
    }),
    hears: keysim_engine::Events::TURN_STARTED,
    ..Behavior::VANILLA
};

#[test]
fn start_of_turn_abilities_resolve_before_the_key_is_forged() {
    let mut t = scenario(House::Logos)
        .battleline(A, &["Shaffles"])
        .behavior("Shaffles", &GAIN_SIX_AS_MY_TURN_STARTS)
        .start();
    t.end_turn();
    assert_eq!(t.amber(A), 0, "not at the start of the opponent's turn");
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    assert_eq!(t.keys(A), 1, "the 6 gained were spent in step 1");
    assert_eq!(t.amber(A), 0);
    assert_eq!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::House),
        "then step 2"
    );
}

/// Plays the first card of its controller's hand as their turn starts.
static PLAYS_FROM_HAND_AS_MY_TURN_STARTS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnStarted { player: mine }) {
            if let Some(c) = g.player(mine).hand.as_slice().first().copied() {
                g.play_from_anywhere(c, mine);
            }
        }
    }),
    hears: keysim_engine::Events::TURN_STARTED,
    ..Behavior::VANILLA
};

#[test]
fn an_omega_card_played_before_step_3_does_not_end_it() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Duskwitch", "Punch"])
        .battleline(A, &["Shaffles"])
        .behavior("Shaffles", &PLAYS_FROM_HAND_AS_MY_TURN_STARTS)
        .start();
    t.end_turn();
    t.apply(Choice::House(House::Brobnar));
    t.end_turn();
    if matches!(
        t.g.decision().map(|d| d.kind),
        Some(DecisionKind::Placement { .. })
    ) {
        t.apply(Choice::Flank(keysim_engine::Flank::Right));
    }
    assert_eq!(t.line(A), ["Shaffles", "Duskwitch"]);
    t.apply(Choice::House(House::Brobnar));
    assert!(t.is_legal(Choice::Play(t.find("Punch"))), "step 3 is open");
}

// ----- Abilities granted by cards in play ----------------------------------

/// "Reap: gain 2."
static REAP_GAIN_TWO: Behavior = Behavior::reap(&[Step::gain(2)]);

/// Its neighbors gain "Reap: gain 2".
static NEIGHBORS_GAIN_REAP: Behavior = Behavior {
    grants: Some(&REAP_GAIN_TWO),
    grants_to: Some(|g, me, c| g.are_neighbors(me, c)),
    ..Behavior::VANILLA
};

#[test]
fn a_card_in_play_grants_abilities_to_the_cards_it_selects() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Punch"])
        .battleline(A, &["Krump", "Shaffles", "Troll", "Bumpsy"])
        .behavior("Shaffles", &NEIGHBORS_GAIN_REAP)
        .start();
    t.reap("Krump");
    assert_eq!(t.amber(A), 3, "a neighbor: 1 for reaping, 2 granted");
    t.reap("Bumpsy");
    assert_eq!(t.amber(A), 4, "not a neighbor");
    t.play("Punch");
    t.choose("Shaffles");
    assert_eq!(t.discard(A), ["Shaffles", "Punch"]);
    assert_eq!(t.amber(A), 5, "Punch's bonus");
    t.reap("Troll");
    assert_eq!(t.amber(A), 6, "the grantor left play");
}

// ----- Archives, Æmber on artifacts, random cards of a hand ----------------

static RETURN_AN_ARCHIVED_CARD: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::ARCHIVES, filter::any),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.discard_from_archives(c);
        }
    },
)]);

#[test]
fn targets_in_your_archives() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Library of Babble"])
        .archives(A, &["Troll", "Krump"])
        .archives(B, &["Punch"])
        .behavior("Library of Babble", &RETURN_AN_ARCHIVED_CARD)
        .start();
    t.action("Library of Babble");
    assert!(!t.is_legal(Choice::Target(t.find("Punch"))), "yours only");
    t.choose("Krump");
    assert_eq!(t.archives_of(A), ["Troll"]);
    assert_eq!(t.discard(A), ["Krump"]);
}

/// Action: 2 Æmber from the supply on it, then it is sacrificed.
static PLACE_TWO_ON_ITSELF_THEN_SACRIFICE: Behavior = Behavior::action(&[
    Step::then(|g, f| g.place_amber(f.source, 2)),
    Step::then(|g, f| {
        assert_eq!(g.card(f.source).amber, 2, "on the artifact");
        g.destroy(f.source);
    }),
]);

#[test]
fn amber_placed_on_an_artifact_goes_to_the_supply_when_it_leaves_play() {
    let mut t = scenario(House::Logos)
        .artifacts(A, &["Library of Babble"])
        .behavior("Library of Babble", &PLACE_TWO_ON_ITSELF_THEN_SACRIFICE)
        .start();
    t.action("Library of Babble");
    assert_eq!(t.discard(A), ["Library of Babble"]);
    assert_eq!(t.amber(A) + t.amber(B), 0, "from the supply, back to it");
}

/// Action: purge 2 random cards of your hand.
static PURGE_TWO_RANDOM_CARDS: Behavior = Behavior::action(&[Step::then(|g, f| {
    for _ in 0..2 {
        let c = g.random_card_in(f.controller, Location::Hand);
        if c.is_some() {
            g.purge(c);
        }
    }
})]);

#[test]
fn a_random_card_of_a_hand_is_one_of_its_cards_until_it_is_empty() {
    let mut t = scenario(House::Logos)
        .hand(A, &["Troll", "Krump", "Punch"])
        .artifacts(A, &["Library of Babble"])
        .behavior("Library of Babble", &PURGE_TWO_RANDOM_CARDS)
        .start();
    t.action("Library of Babble");
    assert_eq!(t.purged(A).len(), 2);
    assert_eq!(t.hand_of(A).len(), 1);
    let mut t = scenario(House::Logos)
        .hand(A, &["Troll"])
        .artifacts(A, &["Library of Babble"])
        .behavior("Library of Babble", &PURGE_TWO_RANDOM_CARDS)
        .start();
    t.action("Library of Babble");
    assert_eq!(t.purged(A), ["Troll"], "then the hand is empty");
}

// ----- "You may play one non-<house> card this turn" ----------------------

/// Play: this turn, you may play one more non-Logos card (as Phase Shift).
static ALSO_ALLOWS_A_NON_LOGOS_PLAY: Behavior = Behavior {
    play: &[keysim_engine::extra_plays::allow_one_non_house_play(
        House::Logos,
    )],
    ..keysim_engine::extra_plays::ALLOWS_NON_HOUSE_PLAYS
};

#[test]
fn permissions_to_play_a_card_of_another_house_share_one_count() {
    let mut t = scenario(House::Logos)
        .hand(
            A,
            &[
                "Phase Shift",
                "Library Access",
                "Punch",
                "Fear",
                "Mind Barb",
            ],
        )
        .battleline(B, &["Troll"])
        .behavior("Library Access", &ALSO_ALLOWS_A_NON_LOGOS_PLAY)
        .start();
    t.play("Phase Shift");
    t.play("Library Access");
    assert_eq!(t.g.lasting_effects().len(), 1, "one effect counts both");
    t.play("Punch");
    assert_eq!(t.damage("Troll"), 3);
    assert!(t.is_legal(Choice::Play(t.find("Fear"))), "one play left");
    t.play("Fear");
    assert!(!t.is_legal(Choice::Play(t.find("Mind Barb"))), "both used");
    assert!(t.g.lasting_effects().is_empty());
}

//! Brobnar, Call of the Archons.

use crate::engine::ability::{filter, Behavior, Queries, Step, TargetSpec};
use crate::engine::{CardRef, Event, Expiry, Frame, Game, LastingEffect, Query};

/// The behaviour of a Brobnar card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "anger" => &ANGER,
        "blood-of-titans" => &BLOOD_OF_TITANS,
        "ganger-chieftain" => &GANGER_CHIEFTAIN,
        "gauntlet-of-command" => &GAUNTLET_OF_COMMAND,
        "headhunter" => &HEADHUNTER,
        "loot-the-bodies" => &LOOT_THE_BODIES,
        "punch" => &PUNCH,
        "smaaash" => &SMAAASH,
        "valdr" => &VALDR,
        "warsong" => &WARSONG,
        _ => return None,
    })
}

/// Readies the chosen creature, then fights with it.
fn ready_and_fight(g: &mut Game, f: &mut Frame) {
    g.ready(f.target(0));
    g.fight_with(f.target(0));
}

/// Anger — Play: ready and fight with a friendly creature.
static ANGER: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::creature(filter::friendly),
        ready_and_fight,
    )],
    ..Behavior::VANILLA
};

/// Punch — Play: 3 damage to a creature.
static PUNCH: Behavior = Behavior {
    play: &[Step::target(TargetSpec::creature(filter::any), |g, f| {
        g.deal_damage(f.target(0), 3);
    })],
    ..Behavior::VANILLA
};

/// Loot the Bodies — this turn: +1 per enemy destroyed.
static LOOT_THE_BODIES: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(loot_the_bodies),
    ..Behavior::VANILLA
};

fn loot_the_bodies(g: &mut Game, e: LastingEffect, ev: Event) {
    if let Event::Destroyed { controller, .. } = ev {
        if controller != e.controller {
            g.gain(e.controller, 1);
        }
    }
}

/// Warsong — this turn: +1 per friendly fight.
static WARSONG: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(warsong),
    ..Behavior::VANILLA
};

fn warsong(g: &mut Game, e: LastingEffect, ev: Event) {
    if let Event::Fought { attacker } = ev {
        if g.card(attacker).controller == e.controller {
            g.gain(e.controller, 1);
        }
    }
}

/// Gauntlet of Command — Action: ready, fight with a friendly.
static GAUNTLET_OF_COMMAND: Behavior = Behavior {
    action: &[Step::target(
        TargetSpec::creature(filter::friendly),
        ready_and_fight,
    )],
    ..Behavior::VANILLA
};

/// Valdr — +2 damage attacking a flank enemy.
static VALDR: Behavior = Behavior {
    modifies: Queries::OTHER,
    modify: Some(valdr),
    ..Behavior::VANILLA
};

fn valdr(g: &Game, me: CardRef, q: &mut Query) {
    if let Query::FightDamage {
        dealer,
        receiver,
        attacker,
        value,
    } = q
    {
        if *dealer == me && *attacker == me && g.on_flank(*receiver) {
            *value += 2;
        }
    }
}

/// Ganger Chieftain — Play: may ready, fight a neighbor.
static GANGER_CHIEFTAIN: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::creature(filter::neighbor).optional(),
        ready_and_fight,
    )],
    ..Behavior::VANILLA
};

/// Headhunter — Fight: gain 1.
static HEADHUNTER: Behavior = Behavior {
    fight: &[Step::then(|g, f| g.gain(f.controller, 1))],
    ..Behavior::VANILLA
};

/// Smaaash — Play: stun a creature.
static SMAAASH: Behavior = Behavior {
    play: &[Step::target(TargetSpec::creature(filter::any), |g, f| {
        g.stun(f.target(0))
    })],
    ..Behavior::VANILLA
};

/// Blood of Titans — its creature gets +5 power.
static BLOOD_OF_TITANS: Behavior = Behavior {
    modifies: Queries::POWER,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == g.card(me).host {
                *value += 5;
            }
        }
    }),
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests {
    use crate::cards::House;
    use crate::engine::scenario::Scenario;
    use crate::engine::Player::{A, B};
    use crate::engine::{Choice, Flank, Location};

    #[test]
    fn punch_deals_three_damage() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Punch"])
            .battleline(B, &["Dust Pixie", "Champion Anaphiel"])
            .start();
        t.play("Punch");
        t.choose("Champion Anaphiel");
        assert_eq!(t.amber(A), 1, "Punch's Æmber bonus");
        assert_eq!(t.damage("Champion Anaphiel"), 2, "1 armor absorbs 1 of 3");
        assert_eq!(t.discard(A), ["Punch"]);
    }

    #[test]
    fn anger_readies_and_fights() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Anger"])
            .battleline(A, &["Dust Pixie"])
            .battleline(B, &["Dust Pixie"])
            .start();
        t.set_exhausted("Dust Pixie", true);
        t.play("Anger");
        // The only friendly creature and the only enemy are chosen for us.
        assert_eq!(t.discard(B), ["Dust Pixie"]);
        assert_eq!(t.discard(A), ["Dust Pixie", "Anger"]);
    }

    #[test]
    fn anger_on_a_stunned_creature_removes_the_stun_without_enemies() {
        // FAQ: unstunning replaces the fight, even with nothing to fight.
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Anger"])
            .battleline(A, &["Troll"])
            .start();
        t.set_stunned("Troll");
        t.set_exhausted("Troll", true);
        t.play("Anger");
        assert!(!t.stunned("Troll"), "the stun is removed");
        assert!(t.exhausted("Troll"), "removing the stun exhausts it");
    }

    #[test]
    fn anger_on_an_exhausted_creature_without_enemies_leaves_it_ready() {
        // FAQ: it is readied, cannot fight, and stays ready to be used.
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Anger"])
            .battleline(A, &["Troll"])
            .start();
        t.set_exhausted("Troll", true);
        t.play("Anger");
        assert!(!t.exhausted("Troll"));
        t.reap("Troll");
        assert_eq!(t.amber(A), 2, "Anger's bonus and the reap");
    }

    #[test]
    fn loot_the_bodies_pays_for_enemy_creatures_destroyed_this_turn() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Loot the Bodies", "Punch"])
            .battleline(A, &["Troll", "Headhunter"])
            .battleline(B, &["Dust Pixie", "Doc Bookton"])
            .start();
        t.play("Loot the Bodies");
        assert_eq!(t.amber(A), 0);
        t.play("Punch");
        t.choose("Dust Pixie");
        assert_eq!(t.amber(A), 2, "Punch's bonus and one enemy destroyed");
        // Headhunter and Doc Bookton (both 5) destroy each other: only the
        // enemy counts.
        t.fight("Headhunter", "Doc Bookton");
        assert_eq!(t.discard(A), ["Loot the Bodies", "Punch", "Headhunter"]);
        assert_eq!(t.discard(B), ["Dust Pixie", "Doc Bookton"]);
        assert_eq!(t.amber(A), 3, "the friendly creature does not count");
        t.end_turn();
        assert!(t.g.lasting_effects().is_empty(), "it lasts for the turn");
    }

    #[test]
    fn warsong_pays_for_each_friendly_fight() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Warsong"])
            .battleline(A, &["Troll", "Headhunter"])
            .battleline(B, &["Doc Bookton", "Dust Pixie"])
            .start();
        t.play("Warsong");
        t.fight("Troll", "Doc Bookton");
        assert_eq!(t.amber(A), 1);
        t.fight("Headhunter", "Dust Pixie");
        assert_eq!(t.amber(A), 3, "Warsong and Headhunter's Fight: ability");
        t.end_turn();
        assert!(t.g.lasting_effects().is_empty(), "it lasts for the turn");
    }

    #[test]
    fn gauntlet_of_command_readies_and_fights() {
        let mut t = Scenario::new(House::Brobnar)
            .artifacts(A, &["Gauntlet of Command"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.set_exhausted("Troll", true);
        t.action("Gauntlet of Command");
        assert_eq!(t.discard(B), ["Doc Bookton"]);
        assert_eq!(t.damage("Troll"), 5);
        assert!(t.exhausted("Troll"), "fighting exhausts it again");
        assert!(t.exhausted("Gauntlet of Command"));
    }

    #[test]
    fn valdr_deals_two_more_attacking_a_flank_creature() {
        let mut t = Scenario::new(House::Brobnar)
            .battleline(A, &["Valdr"])
            .battleline(B, &["Troll", "Doc Bookton"])
            .start();
        t.fight("Valdr", "Troll");
        assert_eq!(t.discard(B), ["Troll"], "6 + 2 damage kills the 8 power");
        assert_eq!(t.discard(A), ["Valdr"], "Troll hits back for 8");
    }

    #[test]
    fn valdr_deals_normal_damage_to_a_creature_in_the_middle() {
        let mut t = Scenario::new(House::Brobnar)
            .battleline(A, &["Valdr"])
            .battleline(B, &["Dust Pixie", "Troll", "Dust Pixie"])
            .start();
        t.fight("Valdr", "Troll");
        assert_eq!(t.damage("Troll"), 6);
    }

    #[test]
    fn valdr_deals_normal_damage_when_defending() {
        let mut t = Scenario::new(House::Brobnar)
            .battleline(A, &["Valdr"])
            .battleline(B, &["Troll"])
            .start();
        t.end_turn();
        t.apply(Choice::House(House::Brobnar));
        t.fight("Troll", "Valdr");
        assert_eq!(t.location("Troll"), Location::Battleline);
        assert_eq!(t.damage("Troll"), 6, "no bonus while defending");
        assert_eq!(t.discard(A), ["Valdr"]);
    }

    #[test]
    fn ganger_chieftain_may_ready_and_fight_with_a_neighbor() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Ganger Chieftain"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.set_exhausted("Troll", true);
        t.play("Ganger Chieftain");
        t.flank(Flank::Right);
        assert!(t.asks_target(), "optional: asked even with one candidate");
        t.choose("Troll");
        assert_eq!(t.discard(B), ["Doc Bookton"]);
        assert!(t.exhausted("Troll"));
    }

    #[test]
    fn ganger_chieftain_declined() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Ganger Chieftain"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.set_exhausted("Troll", true);
        t.play("Ganger Chieftain");
        t.flank(Flank::Left);
        t.pass();
        assert_eq!(t.line(B), ["Doc Bookton"]);
        assert!(t.exhausted("Troll"), "not readied");
    }

    #[test]
    fn ganger_chieftain_without_neighbors_does_nothing() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Ganger Chieftain"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.play("Ganger Chieftain");
        assert!(!t.asks_target());
        assert_eq!(t.line(B), ["Doc Bookton"]);
        assert!(t.exhausted("Ganger Chieftain"));
    }

    #[test]
    fn headhunter_gains_only_if_it_survives() {
        let mut t = Scenario::new(House::Brobnar)
            .battleline(A, &["Headhunter"])
            .battleline(B, &["Dust Pixie"])
            .start();
        t.fight("Headhunter", "Dust Pixie");
        assert_eq!(t.amber(A), 1);

        let mut t = Scenario::new(House::Brobnar)
            .battleline(A, &["Headhunter"])
            .battleline(B, &["Troll"])
            .start();
        t.fight("Headhunter", "Troll");
        assert_eq!(t.discard(A), ["Headhunter"]);
        assert_eq!(t.amber(A), 0, "Fight: needs the attacker to survive");
    }

    #[test]
    fn smaaash_stuns_a_creature() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Smaaash"])
            .battleline(B, &["Troll"])
            .start();
        t.play("Smaaash");
        t.choose("Troll");
        assert!(t.stunned("Troll"));
        assert!(!t.stunned("Smaaash"));
    }

    #[test]
    fn smaaash_may_choose_an_already_stunned_enemy() {
        // FAQ: it need not stun itself; the stunned enemy stays stunned.
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Smaaash"])
            .battleline(B, &["Troll"])
            .start();
        t.set_stunned("Troll");
        t.play("Smaaash");
        t.choose("Troll");
        assert!(t.stunned("Troll"));
        assert!(!t.stunned("Smaaash"));
    }

    #[test]
    fn smaaash_alone_stuns_itself() {
        let mut t = Scenario::new(House::Brobnar).hand(A, &["Smaaash"]).start();
        t.play("Smaaash");
        assert!(t.stunned("Smaaash"), "the only creature must be chosen");
    }

    #[test]
    fn blood_of_titans_gives_its_creature_five_power() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Blood of Titans"])
            .battleline(A, &["Dust Pixie"])
            .battleline(B, &["Troll"])
            .start();
        t.play("Blood of Titans");
        t.choose("Dust Pixie");
        assert_eq!(t.power("Dust Pixie"), 6);
        assert_eq!(t.power("Troll"), 8, "only its own creature");
        assert_eq!(t.amber(A), 1, "Æmber bonus");
    }

    #[test]
    fn blood_of_titans_leaves_with_its_creature() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Punch"])
            .battleline(B, &["Dust Pixie"])
            .upgrade(B, "Blood of Titans", "Dust Pixie")
            .start();
        assert_eq!(t.power("Dust Pixie"), 6);
        t.play("Punch");
        assert_eq!(t.damage("Dust Pixie"), 3, "6 power survives 3 damage");
    }
}

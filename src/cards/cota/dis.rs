//! Dis, Call of the Archons.

use crate::engine::ability::{filter, Behavior, Step, TargetSpec};
use crate::engine::{CardRef, Event, Game, Location};

/// The behaviour of a Dis card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "charette" => &CHARETTE,
        "dominator-bauble" => &DOMINATOR_BAUBLE,
        "dust-imp" => &DUST_IMP,
        "fear" => &FEAR,
        "hand-of-dis" => &HAND_OF_DIS,
        "mind-barb" => &MIND_BARB,
        "shooler" => &SHOOLER,
        "stealer-of-souls" => &STEALER_OF_SOULS,
        "the-terror" => &THE_TERROR,
        "tocsin" => &TOCSIN,
        _ => return None,
    })
}

/// Fear — Play: return an enemy creature to its owner's hand.
static FEAR: Behavior = Behavior {
    play: &[Step::target(TargetSpec::creature(filter::enemy), |g, f| {
        g.return_to_hand(f.target(0))
    })],
    ..Behavior::VANILLA
};

/// Hand of Dis — Play: destroy a creature not on a flank.
static HAND_OF_DIS: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::creature(|g, _, c| !g.on_flank(c)),
        |g, f| g.destroy(f.target(0)),
    )],
    ..Behavior::VANILLA
};

/// Mind Barb — Play: the opponent discards a random card.
static MIND_BARB: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.discard_random(f.opponent());
    })],
    ..Behavior::VANILLA
};

/// Dominator Bauble — Action: use a friendly creature.
static DOMINATOR_BAUBLE: Behavior = Behavior {
    action: &[Step::target(
        TargetSpec::creature(filter::friendly),
        |g, f| g.use_creature(f.target(0)),
    )],
    ..Behavior::VANILLA
};

/// Charette — Play: capture 3.
static CHARETTE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.capture(f.source, 3);
    })],
    ..Behavior::VANILLA
};

/// Dust Imp — Destroyed: gain 2.
static DUST_IMP: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| g.gain(f.controller, 2))],
    ..Behavior::VANILLA
};

/// Shooler — Play: steal 1 if the opponent has 4 or more.
static SHOOLER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        if g.player(f.opponent()).amber >= 4 {
            g.steal(f.controller, 1);
        }
    })],
    ..Behavior::VANILLA
};

/// Stealer of Souls — purge its fight kills, gain 1.
static STEALER_OF_SOULS: Behavior = Behavior {
    on_event: Some(stealer_of_souls),
    ..Behavior::VANILLA
};

fn stealer_of_souls(g: &mut Game, me: CardRef, ev: Event) {
    // Reactions only run while Stealer of Souls is in play, so nothing
    // happens if it was destroyed in the same fight.
    if let Event::Destroyed {
        card,
        controller,
        fighting,
    } = ev
    {
        let mine = g.card(me).controller;
        if fighting == me && controller != mine && g.card(card).location == Location::Discard {
            g.purge(card);
            g.gain(mine, 1);
        }
    }
}

/// The Terror — Play: gain 2 if the opponent has no Æmber.
static THE_TERROR: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        if g.player(f.opponent()).amber == 0 {
            g.gain(f.controller, 2);
        }
    })],
    ..Behavior::VANILLA
};

/// Tocsin — Reap: the opponent discards a random card.
static TOCSIN: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.discard_random(f.opponent());
    })],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests {
    use crate::cards::House;
    use crate::engine::scenario::Scenario;
    use crate::engine::Player::{A, B};
    use crate::engine::{Choice, Location};

    #[test]
    fn fear_returns_an_enemy_creature_to_hand() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Fear"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.play("Fear");
        assert_eq!(t.line(A), ["Troll"], "only enemies can be chosen");
        assert_eq!(t.line(B), Vec::<&str>::new());
        assert_eq!(t.hand_of(B), ["Doc Bookton"]);
    }

    #[test]
    fn fear_with_captured_amber_returns_it_to_the_opponent() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Fear"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.set_amber_on("Doc Bookton", 2);
        t.play("Fear");
        assert_eq!(t.hand_of(B), ["Doc Bookton"]);
        assert_eq!(t.amber(A), 2, "Æmber on a leaving creature goes to A");
    }

    #[test]
    fn fear_against_a_ward_only_removes_the_ward() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Fear"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.set_ward("Doc Bookton");
        t.play("Fear");
        assert_eq!(t.line(B), ["Doc Bookton"]);
        assert!(!t.card("Doc Bookton").is_warded());
    }

    #[test]
    fn hand_of_dis_destroys_a_creature_not_on_a_flank() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Hand of Dis"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Dust Pixie", "Doc Bookton", "Ganymede Archivist"])
            .start();
        t.play("Hand of Dis");
        // A lone creature is on both flanks: only Doc Bookton qualifies.
        assert_eq!(t.discard(B), ["Doc Bookton"]);
        assert_eq!(t.line(A), ["Troll"]);
    }

    #[test]
    fn hand_of_dis_with_only_flank_creatures_does_nothing() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Hand of Dis"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Dust Pixie", "Doc Bookton"])
            .start();
        t.play("Hand of Dis");
        assert_eq!(t.line(B), ["Dust Pixie", "Doc Bookton"]);
        assert_eq!(t.discard(A), ["Hand of Dis"]);
    }

    #[test]
    fn mind_barb_discards_a_random_card() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Mind Barb"])
            .hand(B, &["Troll", "Punch"])
            .start();
        t.play("Mind Barb");
        assert_eq!(t.amber(A), 1, "Æmber bonus");
        assert_eq!(t.hand_of(B).len(), 1);
        assert_eq!(t.discard(B).len(), 1);
    }

    #[test]
    fn mind_barb_on_an_empty_hand() {
        let mut t = Scenario::new(House::Dis).hand(A, &["Mind Barb"]).start();
        t.play("Mind Barb");
        assert_eq!(t.discard(B), Vec::<&str>::new());
        assert_eq!(t.discard(A), ["Mind Barb"]);
    }

    #[test]
    fn dominator_bauble_uses_a_creature_of_another_house() {
        let mut t = Scenario::new(House::Dis)
            .artifacts(A, &["Dominator Bauble"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.action("Dominator Bauble");
        assert!(t.is_legal(Choice::Reap(t.find("Troll"))));
        t.fight("Troll", "Doc Bookton");
        assert_eq!(t.discard(B), ["Doc Bookton"]);
        assert!(t.exhausted("Troll"));
    }

    #[test]
    fn dominator_bauble_on_an_exhausted_creature_does_nothing() {
        let mut t = Scenario::new(House::Dis)
            .artifacts(A, &["Dominator Bauble"])
            .battleline(A, &["Troll"])
            .start();
        t.set_exhausted("Troll", true);
        t.action("Dominator Bauble");
        assert!(t.exhausted("Dominator Bauble"));
        assert!(t.is_legal(Choice::EndTurn), "back in the main step");
        assert_eq!(t.amber(A), 0);
    }

    #[test]
    fn charette_captures_three() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Charette"])
            .amber(B, 5)
            .start();
        t.play("Charette");
        assert_eq!(t.amber_on("Charette"), 3);
        assert_eq!(t.amber(B), 2);
    }

    #[test]
    fn charette_captures_what_there_is() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Charette"])
            .amber(B, 2)
            .start();
        t.play("Charette");
        assert_eq!(t.amber_on("Charette"), 2);
        assert_eq!(t.amber(B), 0);
    }

    #[test]
    fn dust_imp_gives_its_controller_two_when_destroyed() {
        let mut t = Scenario::new(House::Brobnar)
            .battleline(A, &["Troll"])
            .battleline(B, &["Dust Imp"])
            .start();
        t.fight("Troll", "Dust Imp");
        assert_eq!(t.discard(B), ["Dust Imp"]);
        assert_eq!(t.amber(B), 2);
        assert_eq!(t.amber(A), 0);
    }

    #[test]
    fn shooler_steals_from_four() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Shooler"])
            .amber(B, 4)
            .start();
        t.play("Shooler");
        assert_eq!((t.amber(A), t.amber(B)), (1, 3));
    }

    #[test]
    fn shooler_does_not_steal_from_three() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Shooler"])
            .amber(B, 3)
            .start();
        t.play("Shooler");
        assert_eq!((t.amber(A), t.amber(B)), (0, 3));
    }

    #[test]
    fn stealer_of_souls_purges_what_it_kills_in_a_fight() {
        let mut t = Scenario::new(House::Dis)
            .battleline(A, &["Stealer of Souls"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.fight("Stealer of Souls", "Doc Bookton");
        assert_eq!(t.purged(B), ["Doc Bookton"]);
        assert_eq!(t.discard(B), Vec::<&str>::new());
        assert_eq!(t.amber(A), 1);
    }

    #[test]
    fn stealer_of_souls_also_purges_an_attacker_it_kills() {
        let mut t = Scenario::new(House::Dis)
            .battleline(A, &["Stealer of Souls"])
            .battleline(B, &["Headhunter"])
            .start();
        t.end_turn();
        t.apply(Choice::House(House::Brobnar));
        t.fight("Headhunter", "Stealer of Souls");
        assert_eq!(t.purged(B), ["Headhunter"]);
        assert_eq!(t.amber(A), 1);
    }

    #[test]
    fn stealer_of_souls_ignores_other_destructions() {
        let mut t = Scenario::new(House::Dis)
            .hand(A, &["Hand of Dis"])
            .battleline(A, &["Stealer of Souls"])
            .battleline(B, &["Dust Pixie", "Doc Bookton", "Dust Pixie"])
            .start();
        t.play("Hand of Dis");
        assert_eq!(t.discard(B), ["Doc Bookton"]);
        assert_eq!(t.amber(A), 0);
    }

    #[test]
    fn stealer_of_souls_dying_with_valdr_does_not_trigger() {
        // FAQ: both are destroyed at once, so Stealer is not in play.
        let mut t = Scenario::new(House::Dis)
            .battleline(A, &["Stealer of Souls"])
            .battleline(B, &["Valdr"])
            .start();
        t.fight("Stealer of Souls", "Valdr");
        assert_eq!(t.discard(A), ["Stealer of Souls"]);
        assert_eq!(t.discard(B), ["Valdr"]);
        assert_eq!(t.location("Valdr"), Location::Discard);
        assert_eq!(t.amber(A), 0);
    }

    #[test]
    fn the_terror_gains_two_if_the_opponent_has_none() {
        let mut t = Scenario::new(House::Dis).hand(A, &["The Terror"]).start();
        t.play("The Terror");
        assert_eq!(t.amber(A), 2);

        let mut t = Scenario::new(House::Dis)
            .hand(A, &["The Terror"])
            .amber(B, 1)
            .start();
        t.play("The Terror");
        assert_eq!(t.amber(A), 0);
    }

    #[test]
    fn tocsin_reap_discards_a_random_card() {
        let mut t = Scenario::new(House::Dis)
            .battleline(A, &["Tocsin"])
            .hand(B, &["Troll"])
            .start();
        t.reap("Tocsin");
        assert_eq!(t.amber(A), 1);
        assert_eq!(t.discard(B), ["Troll"]);
        assert_eq!(t.hand_of(B), Vec::<&str>::new());
    }
}

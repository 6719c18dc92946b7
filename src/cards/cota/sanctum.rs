//! Sanctum, Call of the Archons.

use crate::cards::Keywords;
use crate::engine::ability::{filter, Behavior, Queries, Step, TargetSpec};
use crate::engine::{CardRef, Expiry, Game, LastingEffect, Player, Query};

/// The behaviour of a Sanctum card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cleansing-wave" => &CLEANSING_WAVE,
        "shield-of-justice" => &SHIELD_OF_JUSTICE,
        "terms-of-redress" => &TERMS_OF_REDRESS,
        "hallowed-blaster" => &HALLOWED_BLASTER,
        "champion-anaphiel" => &Behavior::VANILLA,
        "lady-maxena" => &LADY_MAXENA,
        "raiding-knight" => &RAIDING_KNIGHT,
        "sergeant-zakiel" => &SERGEANT_ZAKIEL,
        "staunch-knight" => &STAUNCH_KNIGHT,
        "protect-the-weak" => &PROTECT_THE_WEAK,
        _ => return None,
    })
}

/// Cleansing Wave — Play: heal 1 from each creature; gain 1 per heal.
static CLEANSING_WAVE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let mut healed = 0;
        for p in Player::BOTH {
            for i in 0..g.creatures(p).len() {
                let c = g.creatures(p)[i];
                if g.heal(c, 1) > 0 {
                    healed += 1;
                }
            }
        }
        g.gain(f.controller, healed);
    })],
    ..Behavior::VANILLA
};

/// Shield of Justice — this turn, friendly creatures take no damage.
static SHIELD_OF_JUSTICE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::OTHER,
    lasting_modify: Some(|g: &Game, e: LastingEffect, q: &mut Query| {
        if let Query::CanBeDamaged { card, value } = q {
            if g.card(*card).controller == e.controller {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Terms of Redress — Play: a friendly creature captures 2.
static TERMS_OF_REDRESS: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::creature(filter::friendly),
        |g, f| {
            g.capture(f.target(0), 2);
        },
    )],
    ..Behavior::VANILLA
};

/// Hallowed Blaster — Action: heal 3 damage from a creature.
static HALLOWED_BLASTER: Behavior = Behavior {
    action: &[Step::target(TargetSpec::creature(filter::any), |g, f| {
        g.heal(f.target(0), 3);
    })],
    ..Behavior::VANILLA
};

/// Lady Maxena — Play: stun a creature. Action: return her to hand.
static LADY_MAXENA: Behavior = Behavior {
    play: &[Step::target(TargetSpec::creature(filter::any), |g, f| {
        g.stun(f.target(0))
    })],
    action: &[Step::then(|g, f| g.return_to_hand(f.source))],
    ..Behavior::VANILLA
};

/// Raiding Knight — Play: capture 1.
static RAIDING_KNIGHT: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.capture(f.source, 1);
    })],
    ..Behavior::VANILLA
};

/// Sergeant Zakiel — Play: may ready and fight with a neighbor.
static SERGEANT_ZAKIEL: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::creature(filter::neighbor).optional(),
        |g, f| {
            g.ready(f.target(0));
            g.fight_with(f.target(0));
        },
    )],
    ..Behavior::VANILLA
};

/// Staunch Knight — +2 power while on a flank.
static STAUNCH_KNIGHT: Behavior = Behavior {
    modifies: Queries::POWER,
    modify: Some(|g: &Game, me: CardRef, q: &mut Query| {
        if let Query::Power { card, value } = q {
            if *card == me && g.on_flank(me) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Protect the Weak — host gets +1 armor and taunt.
static PROTECT_THE_WEAK: Behavior = Behavior {
    modifies: Queries::ARMOR.and(Queries::KEYWORDS),
    modify: Some(|g: &Game, me: CardRef, q: &mut Query| {
        let host = g.card(me).host;
        match q {
            Query::Armor { card, value } if *card == host => *value += 1,
            Query::Keywords { card, value } if *card == host => {
                *value = value.with(Keywords::TAUNT)
            }
            _ => {}
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

    /// The enemy creatures `attacker` may choose to fight, by title.
    fn defenders(t: &crate::engine::scenario::Test, attacker: &str) -> Vec<&'static str> {
        let a = t.find(attacker);
        let enemy = t.g.card(a).controller.opponent();
        t.g.creatures(enemy)
            .iter()
            .filter(|&&d| t.g.can_be_fought(a, d))
            .map(|&d| t.g.def(d).name)
            .collect()
    }

    #[test]
    fn cleansing_wave_gains_per_creature_actually_healed() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Cleansing Wave"])
            .battleline(A, &["Champion Anaphiel", "Raiding Knight"])
            .battleline(B, &["Staunch Knight", "Lady Maxena"])
            .start();
        t.set_damage("Champion Anaphiel", 2);
        t.set_damage("Staunch Knight", 1);
        t.play("Cleansing Wave");
        assert_eq!(t.damage("Champion Anaphiel"), 1);
        assert_eq!(t.damage("Staunch Knight"), 0);
        assert_eq!(t.amber(A), 2, "undamaged creatures are not healed");
    }

    #[test]
    fn shield_of_justice_prevents_damage_to_friendly_creatures() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Shield of Justice"])
            .battleline(A, &["Raiding Knight"])
            .battleline(B, &["Champion Anaphiel"])
            .start();
        t.play("Shield of Justice");
        assert_eq!(t.amber(A), 1);
        t.fight("Raiding Knight", "Champion Anaphiel");
        assert_eq!(t.damage("Raiding Knight"), 0);
        assert_eq!(
            t.damage("Champion Anaphiel"),
            3,
            "enemies still take damage"
        );
        let knight = t.find("Raiding Knight");
        t.end_turn();
        assert!(
            t.g.can_be_damaged(knight),
            "only for the remainder of the turn"
        );
    }

    #[test]
    fn shield_of_justice_keeps_armor_unspent() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Shield of Justice"])
            .battleline(A, &["Staunch Knight"])
            .start();
        t.play("Shield of Justice");
        let k = t.find("Staunch Knight");
        t.g.deal_damage(k, 5);
        assert_eq!(t.damage("Staunch Knight"), 0);
        assert_eq!(t.card("Staunch Knight").armor_used, 0);
    }

    #[test]
    fn terms_of_redress_friendly_creature_captures_two() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Terms of Redress"])
            .battleline(A, &["Raiding Knight", "Staunch Knight"])
            .battleline(B, &["Lady Maxena"])
            .amber(B, 3)
            .start();
        t.play("Terms of Redress");
        let maxena = t.find("Lady Maxena");
        assert!(!t.is_legal(Choice::Target(maxena)), "friendly only");
        t.choose("Staunch Knight");
        assert_eq!(t.amber_on("Staunch Knight"), 2);
        assert_eq!((t.amber(A), t.amber(B)), (1, 1));
    }

    #[test]
    fn terms_of_redress_without_friendly_creatures_does_nothing() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Terms of Redress"])
            .battleline(B, &["Lady Maxena"])
            .amber(B, 3)
            .start();
        t.play("Terms of Redress");
        assert_eq!(t.amber_on("Lady Maxena"), 0);
        assert_eq!((t.amber(A), t.amber(B)), (1, 3));
    }

    #[test]
    fn hallowed_blaster_heals_three() {
        let mut t = Scenario::new(House::Sanctum)
            .artifacts(A, &["Hallowed Blaster"])
            .battleline(A, &["Champion Anaphiel"])
            .battleline(B, &["Lady Maxena"])
            .start();
        t.set_damage("Champion Anaphiel", 5);
        t.set_damage("Lady Maxena", 1);
        t.action("Hallowed Blaster");
        t.choose("Champion Anaphiel");
        assert_eq!(t.damage("Champion Anaphiel"), 2);
        assert_eq!(t.damage("Lady Maxena"), 1);
    }

    #[test]
    fn champion_anaphiel_taunt_protects_its_neighbors() {
        let t = Scenario::new(House::Sanctum)
            .battleline(A, &["Raiding Knight"])
            .battleline(
                B,
                &[
                    "Staunch Knight",
                    "Champion Anaphiel",
                    "Lady Maxena",
                    "Sergeant Zakiel",
                ],
            )
            .start();
        assert_eq!(
            defenders(&t, "Raiding Knight"),
            ["Champion Anaphiel", "Sergeant Zakiel"]
        );
    }

    #[test]
    fn lady_maxena_stuns_then_returns_to_hand() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Lady Maxena"])
            .battleline(B, &["Staunch Knight"])
            .amber(B, 2)
            .start();
        t.play("Lady Maxena");
        // She may stun herself too: choose the enemy.
        t.choose("Staunch Knight");
        assert!(t.stunned("Staunch Knight"));
        assert!(!t.stunned("Lady Maxena"));
        t.set_exhausted("Lady Maxena", false);
        t.action("Lady Maxena");
        assert_eq!(t.hand_of(A), ["Lady Maxena"]);
        assert!(t.line(A).is_empty());
    }

    #[test]
    fn lady_maxena_alone_stuns_herself() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Lady Maxena"])
            .start();
        t.play("Lady Maxena");
        assert!(t.stunned("Lady Maxena"));
    }

    #[test]
    fn raiding_knight_captures_one() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Raiding Knight"])
            .amber(B, 2)
            .start();
        t.play("Raiding Knight");
        assert_eq!(t.amber_on("Raiding Knight"), 1);
        assert_eq!(t.amber(B), 1);

        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Raiding Knight"])
            .start();
        t.play("Raiding Knight");
        assert_eq!(t.amber_on("Raiding Knight"), 0, "nothing to capture");
    }

    #[test]
    fn sergeant_zakiel_readies_and_fights_with_a_neighbor() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Sergeant Zakiel"])
            .battleline(A, &["Staunch Knight"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.set_exhausted("Staunch Knight", true);
        t.play("Sergeant Zakiel");
        t.flank(Flank::Right);
        // "You may": asked even with a single neighbor.
        assert!(t.asks_target());
        t.choose("Staunch Knight");
        // Staunch Knight on a flank: 6 power kills Doc Bookton (5).
        assert_eq!(t.discard(B), ["Doc Bookton"]);
        assert_eq!(t.damage("Staunch Knight"), 3, "5 minus 2 armor");
        assert!(t.exhausted("Staunch Knight"));
    }

    #[test]
    fn sergeant_zakiel_may_decline() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Sergeant Zakiel"])
            .battleline(A, &["Staunch Knight"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.set_exhausted("Staunch Knight", true);
        t.play("Sergeant Zakiel");
        t.flank(Flank::Left);
        t.pass();
        assert!(t.exhausted("Staunch Knight"));
        assert_eq!(t.damage("Doc Bookton"), 0);
    }

    #[test]
    fn sergeant_zakiel_ready_neighbor_stays_ready_with_no_enemy() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Sergeant Zakiel"])
            .battleline(A, &["Staunch Knight"])
            .start();
        t.set_exhausted("Staunch Knight", true);
        t.play("Sergeant Zakiel");
        t.flank(Flank::Left);
        t.choose("Staunch Knight");
        assert!(!t.exhausted("Staunch Knight"), "readied, nothing to fight");
    }

    #[test]
    fn staunch_knight_gets_two_power_on_a_flank() {
        let t = Scenario::new(House::Sanctum)
            .battleline(A, &["Raiding Knight", "Staunch Knight", "Lady Maxena"])
            .battleline(B, &["Staunch Knight", "Raiding Knight"])
            .start();
        let mine = t.find_all("Staunch Knight");
        assert_eq!(t.g.power(mine[0]), 4, "middle of A's battleline");
        assert_eq!(t.g.power(mine[1]), 6, "B's left flank");
    }

    #[test]
    fn staunch_knight_alone_is_on_a_flank() {
        let t = Scenario::new(House::Sanctum)
            .battleline(A, &["Staunch Knight"])
            .start();
        assert_eq!(t.power("Staunch Knight"), 6);
    }

    #[test]
    fn protect_the_weak_gives_armor_and_taunt() {
        let mut t = Scenario::new(House::Sanctum)
            .battleline(A, &["Raiding Knight"])
            .battleline(B, &["Staunch Knight", "Lady Maxena", "Sergeant Zakiel"])
            .upgrade(B, "Protect the Weak", "Lady Maxena")
            .start();
        assert_eq!(t.armor("Lady Maxena"), 3);
        assert_eq!(t.armor("Staunch Knight"), 2, "only its host");
        assert_eq!(defenders(&t, "Raiding Knight"), ["Lady Maxena"]);
        // 4 power against 3 armor: 1 damage.
        t.fight("Raiding Knight", "Lady Maxena");
        assert_eq!(t.damage("Lady Maxena"), 1);
        assert_eq!(t.damage("Raiding Knight"), 3, "5 minus 2 armor");
    }

    #[test]
    fn protect_the_weak_played_from_hand() {
        let mut t = Scenario::new(House::Sanctum)
            .hand(A, &["Protect the Weak"])
            .battleline(A, &["Raiding Knight", "Staunch Knight"])
            .start();
        t.play("Protect the Weak");
        t.choose("Raiding Knight");
        assert_eq!(t.location("Protect the Weak"), Location::Attached);
        assert_eq!(t.armor("Raiding Knight"), 3);
        assert!(t
            .g
            .keywords(t.find("Raiding Knight"))
            .contains(crate::cards::Keywords::TAUNT));
        assert_eq!(t.amber(A), 1);
    }

    #[test]
    fn armor_prevents_damage_once_per_turn() {
        // A 2-armor knight dealt 1 then 3 damage in one turn takes 2.
        let mut t = Scenario::new(House::Sanctum)
            .battleline(A, &["Staunch Knight"])
            .start();
        let k = t.find("Staunch Knight");
        t.g.deal_damage(k, 1);
        assert_eq!(t.damage("Staunch Knight"), 0);
        t.g.deal_damage(k, 3);
        assert_eq!(t.damage("Staunch Knight"), 2);
        // Armor is back on the next turn.
        t.end_turn();
        t.g.deal_damage(k, 2);
        assert_eq!(t.damage("Staunch Knight"), 2);
    }
}

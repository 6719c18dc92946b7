//! Shadows, Call of the Archons.

use crate::cards::traits;
use crate::engine::ability::{filter, Behavior, Frame, Queries, Query, Step, TargetSpec};
use crate::engine::{CardRef, Game, MAX_CARDS};

/// The behaviour of a Shadows card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "nerve-blast" => &NERVE_BLAST,
        "poison-wave" => &POISON_WAVE,
        "too-much-to-protect" => &TOO_MUCH_TO_PROTECT,
        "seeker-needle" => &SEEKER_NEEDLE,
        "bad-penny" => &BAD_PENNY,
        "noddy-the-thief" => &NODDY_THE_THIEF,
        "dodger" => &DODGER,
        "shadow-self" => &SHADOW_SELF,
        "silvertooth" => &SILVERTOOTH,
        "urchin" => &URCHIN,
        _ => return None,
    })
}

/// Any creature, but only if the previous "if you do" succeeded (so no
/// target is asked for when it failed).
fn if_done(_: &Game, f: &Frame, _: CardRef) -> bool {
    f.done
}

/// Steals 1 Æmber for the ability's controller.
fn steal_one(g: &mut Game, f: &mut Frame) {
    g.steal(f.controller, 1);
}

/// Nerve Blast — Play: steal 1; if you do, 2 damage to a creature.
static NERVE_BLAST: Behavior = Behavior {
    play: &[
        Step::then(|g, f| f.done = g.steal(f.controller, 1) > 0),
        Step::target(TargetSpec::creature(if_done), |g, f| {
            g.deal_damage(f.target(0), 2);
        }),
    ],
    ..Behavior::VANILLA
};

/// Poison Wave — Play: 2 damage to each creature at once.
static POISON_WAVE: Behavior = Behavior {
    play: &[Step::then(|g, _| {
        let mut all = [CardRef::NONE; MAX_CARDS];
        let mut n = 0;
        for c in g.all_creatures() {
            all[n] = c;
            n += 1;
        }
        g.deal_damage_each(&all[..n], 2);
    })],
    ..Behavior::VANILLA
};

/// Too Much to Protect — Play: steal all but 6 enemy Æmber.
static TOO_MUCH_TO_PROTECT: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let excess = (g.player(f.opponent()).amber as u32).saturating_sub(6);
        g.steal(f.controller, excess);
    })],
    ..Behavior::VANILLA
};

/// Seeker Needle — Action: 1 damage; gain 1 if it destroys.
static SEEKER_NEEDLE: Behavior = Behavior {
    action: &[Step::target(TargetSpec::creature(filter::any), |g, f| {
        let t = f.target(0);
        if g.deal_damage(t, 1) > 0 && g.card(t).is_tagged() {
            g.gain(f.controller, 1);
        }
    })],
    ..Behavior::VANILLA
};

/// Bad Penny — Destroyed: return it to your hand.
static BAD_PENNY: Behavior = Behavior {
    destroyed: &[Step::then(|g, f| g.return_to_hand(f.source))],
    ..Behavior::VANILLA
};

/// Noddy the Thief — Action: steal 1.
static NODDY_THE_THIEF: Behavior = Behavior {
    action: &[Step::then(steal_one)],
    ..Behavior::VANILLA
};

/// Dodger — Fight: steal 1.
static DODGER: Behavior = Behavior {
    fight: &[Step::then(steal_one)],
    ..Behavior::VANILLA
};

/// Shadow Self — no fight damage; soaks non-Specter neighbors' damage.
static SHADOW_SELF: Behavior = Behavior {
    modifies: Queries::OTHER,
    modify: Some(|g, me, q| match q {
        Query::FightDamage { dealer, value, .. } if *dealer == me => *value = 0,
        Query::RedirectDamage { card, to }
            if to.is_none()
                && g.are_neighbors(me, *card)
                && !g.def(*card).has_trait(traits::SPECTER) =>
        {
            *to = me
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Silvertooth — enters play ready.
static SILVERTOOTH: Behavior = Behavior {
    modifies: Queries::OTHER,
    modify: Some(|_, me, q| {
        if let Query::EntersReady { card, value } = q {
            if *card == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Urchin — Play: steal 1.
static URCHIN: Behavior = Behavior {
    play: &[Step::then(steal_one)],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests {
    use crate::cards::House;
    use crate::engine::scenario::Scenario;
    use crate::engine::Flank;
    use crate::engine::Location;
    use crate::engine::Player::{A, B};

    #[test]
    fn nerve_blast_steals_then_deals_two() {
        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Shadows)
            .hand(A, &["Too Much to Protect"])
            .amber(B, 10)
            .start();
        t.play("Too Much to Protect");
        assert_eq!((t.amber(A), t.amber(B)), (5, 6), "4 stolen + 1 bonus");
    }

    #[test]
    fn too_much_to_protect_takes_nothing_below_six() {
        let mut t = Scenario::new(House::Shadows)
            .hand(A, &["Too Much to Protect"])
            .amber(B, 5)
            .start();
        t.play("Too Much to Protect");
        assert_eq!((t.amber(A), t.amber(B)), (1, 5));
    }

    #[test]
    fn seeker_needle_gains_when_it_destroys() {
        let mut t = Scenario::new(House::Shadows)
            .artifacts(A, &["Seeker Needle"])
            .battleline(B, &["Dust Pixie", "Niffle Ape"])
            .start();
        t.action("Seeker Needle");
        t.choose("Dust Pixie");
        assert_eq!(t.discard(B), ["Dust Pixie"]);
        assert_eq!(t.amber(A), 1);
    }

    #[test]
    fn seeker_needle_no_gain_if_it_survives_or_is_protected() {
        let mut t = Scenario::new(House::Shadows)
            .artifacts(A, &["Seeker Needle"])
            .battleline(B, &["Dust Pixie", "Niffle Ape"])
            .start();
        t.action("Seeker Needle");
        t.choose("Niffle Ape");
        assert_eq!(t.damage("Niffle Ape"), 1);
        assert_eq!(t.amber(A), 0);

        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Shadows)
            .battleline(A, &["Noddy the Thief"])
            .amber(B, 2)
            .start();
        t.action("Noddy the Thief");
        assert_eq!((t.amber(A), t.amber(B)), (1, 1));
        assert!(t.exhausted("Noddy the Thief"));
    }

    #[test]
    fn dodger_steals_after_surviving_a_fight() {
        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Untamed)
            .battleline(A, &["Mighty Tiger"])
            .battleline(B, &["Raiding Knight", "Shadow Self"])
            .start();
        t.fight("Mighty Tiger", "Raiding Knight");
        assert_eq!(t.damage("Raiding Knight"), 0);
        assert_eq!(t.damage("Shadow Self"), 2);
        assert_eq!(t.discard(A), ["Mighty Tiger"]);
    }

    #[test]
    fn shadow_self_spares_non_neighbors_and_itself_is_damaged_normally() {
        let mut t = Scenario::new(House::Shadows)
            .artifacts(A, &["Seeker Needle"])
            .battleline(B, &["Dust Pixie", "Niffle Ape", "Shadow Self"])
            .start();
        t.action("Seeker Needle");
        t.choose("Dust Pixie");
        assert_eq!(t.discard(B), ["Dust Pixie"], "not a neighbor");
        assert_eq!(t.damage("Shadow Self"), 0);
    }

    #[test]
    fn silvertooth_enters_play_ready() {
        let mut t = Scenario::new(House::Shadows)
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
        let mut t = Scenario::new(House::Shadows)
            .hand(A, &["Urchin"])
            .amber(B, 1)
            .start();
        t.play("Urchin");
        assert_eq!((t.amber(A), t.amber(B)), (1, 0));
        assert_eq!(t.location("Urchin"), Location::Battleline);
    }
}

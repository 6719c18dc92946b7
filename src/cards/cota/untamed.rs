//! Untamed, Call of the Archons.

use crate::cards::traits;
use crate::engine::ability::{
    filter, record, Behavior, Event, Expiry, Frame, Queries, Query, Step, TargetSpec,
};
use crate::engine::{CardRef, Game};

/// The behaviour of a Untamed card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "cooperative-hunting" => &COOPERATIVE_HUNTING,
        "full-moon" => &FULL_MOON,
        "lost-in-the-woods" => &LOST_IN_THE_WOODS,
        "regrowth" => &REGROWTH,
        "dust-pixie" => &Behavior::VANILLA,
        "snufflegator" => &Behavior::VANILLA,
        "niffle-ape" => &NIFFLE_APE,
        "niffle-queen" => &NIFFLE_QUEEN,
        "hunting-witch" => &HUNTING_WITCH,
        "witch-of-the-eye" => &WITCH_OF_THE_EYE,
        _ => return None,
    })
}

/// Any creature, while some of the damage is left to deal.
fn while_damage_left(_: &Game, f: &Frame, _: CardRef) -> bool {
    f.count > 0
}

/// Cooperative Hunting — Play: 1 damage per friendly creature, divided.
static COOPERATIVE_HUNTING: Behavior = Behavior {
    play: &[
        Step::then(|g, f| f.count = g.creatures(f.controller).len() as u8),
        Step::target(TargetSpec::creature(while_damage_left), |g, f| {
            let t = f.last_target();
            if t.is_some() {
                g.deal_damage(t, 1);
                f.count -= 1;
                f.repeat = f.count > 0;
            }
        }),
    ],
    ..Behavior::VANILLA
};

/// Full Moon — Play: this turn, gain 1 per creature you play.
static FULL_MOON: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && g.is_creature_card(card) {
                g.gain(player, 1);
            }
        }
    }),
    ..Behavior::VANILLA
};

fn friendly_unchosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::friendly(g, f, c) && filter::not_chosen(g, f, c)
}

fn enemy_unchosen(g: &Game, f: &Frame, c: CardRef) -> bool {
    filter::enemy(g, f, c) && filter::not_chosen(g, f, c)
}

/// Lost in the Woods — Play: shuffle 2 friendly, 2 enemy into decks.
static LOST_IN_THE_WOODS: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::creature(friendly_unchosen), record),
        Step::target(TargetSpec::creature(friendly_unchosen), record),
        Step::target(TargetSpec::creature(enemy_unchosen), record),
        Step::target(TargetSpec::creature(enemy_unchosen), |g, f| {
            for &c in f.chosen() {
                g.shuffle_into_deck(c);
            }
        }),
    ],
    ..Behavior::VANILLA
};

/// Regrowth — Play: a creature from your discard to hand.
static REGROWTH: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::in_discard(filter::creature_card),
        |g, f| g.return_to_hand(f.target(0)),
    )],
    ..Behavior::VANILLA
};

/// Niffle Ape — ignores taunt and elusive while attacking.
static NIFFLE_APE: Behavior = Behavior {
    modifies: Queries::OTHER,
    modify: Some(|_, me, q| {
        if let Query::IgnoresTauntAndElusive { attacker, value } = q {
            if *attacker == me {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Niffle Queen — other friendly Beasts +1, other Niffles +1.
static NIFFLE_QUEEN: Behavior = Behavior {
    modifies: Queries::POWER,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            let c = *card;
            if c != me && g.in_battleline(c) && g.card(c).controller == g.card(me).controller {
                let d = g.def(c);
                *value += d.has_trait(traits::BEAST) as i32 + d.has_trait(traits::NIFFLE) as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Hunting Witch — gain 1 each time you play another creature.
static HUNTING_WITCH: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if card != me && player == g.card(me).controller && g.is_creature_card(card) {
                g.gain(player, 1);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Witch of the Eye — Reap: a card from your discard to hand.
static WITCH_OF_THE_EYE: Behavior = Behavior {
    reap: &[Step::target(TargetSpec::in_discard(filter::any), |g, f| {
        g.return_to_hand(f.target(0))
    })],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests {
    use crate::cards::{self, House};
    use crate::engine::scenario::Scenario;
    use crate::engine::Flank;
    use crate::engine::Player::{A, B};

    #[test]
    fn cooperative_hunting_divides_damage() {
        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Cooperative Hunting"])
            .battleline(A, &["Snufflegator", "Hunting Witch", "Witch of the Eye"])
            .battleline(B, &["Dust Pixie", "Niffle Ape"])
            .start();
        t.play("Cooperative Hunting");
        t.choose("Dust Pixie");
        assert_eq!(t.discard(B), ["Dust Pixie"]);
        t.choose("Niffle Ape");
        assert!(t.asks_target(), "one damage left");
        t.choose("Niffle Ape");
        assert!(!t.asks_target());
        assert_eq!(t.damage("Niffle Ape"), 2);
        assert_eq!(t.discard(A), ["Cooperative Hunting"]);
    }

    #[test]
    fn cooperative_hunting_without_friendly_creatures_deals_nothing() {
        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Cooperative Hunting"])
            .battleline(B, &["Dust Pixie", "Niffle Ape"])
            .start();
        t.play("Cooperative Hunting");
        assert!(!t.asks_target());
        assert_eq!((t.damage("Dust Pixie"), t.damage("Niffle Ape")), (0, 0));
    }

    #[test]
    fn full_moon_gains_for_each_creature_played_this_turn() {
        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Full Moon", "Snufflegator", "Niffle Ape", "Regrowth"])
            .start();
        t.play("Full Moon");
        assert_eq!(t.amber(A), 0);
        t.play("Snufflegator");
        assert_eq!(t.amber(A), 1);
        t.play("Niffle Ape");
        t.flank(Flank::Left);
        assert_eq!(t.amber(A), 2);
        t.play("Regrowth");
        assert_eq!(t.amber(A), 3, "only Regrowth's bonus: not a creature");
    }

    #[test]
    fn lost_in_the_woods_shuffles_two_of_each() {
        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Lost in the Woods"])
            .battleline(A, &["Snufflegator", "Niffle Ape", "Dust Pixie"])
            .battleline(B, &["Urchin", "Dodger", "Silvertooth"])
            .start();
        t.play("Lost in the Woods");
        t.choose("Snufflegator");
        t.choose("Niffle Ape");
        t.choose("Urchin");
        t.choose("Dodger");
        assert_eq!(t.line(A), ["Dust Pixie"]);
        assert_eq!(t.line(B), ["Silvertooth"]);
        let mut a = t.deck_of(A);
        a.sort();
        assert_eq!(a, ["Niffle Ape", "Snufflegator"]);
        let mut b = t.deck_of(B);
        b.sort();
        assert_eq!(b, ["Dodger", "Urchin"]);
    }

    #[test]
    fn lost_in_the_woods_with_no_friendly_creatures() {
        // FAQ: resolve as much as you can — two enemies still go.
        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Lost in the Woods"])
            .battleline(B, &["Urchin", "Dodger", "Silvertooth"])
            .start();
        t.play("Lost in the Woods");
        t.choose("Urchin");
        t.choose("Silvertooth");
        assert_eq!(t.line(B), ["Dodger"]);
        assert_eq!(t.deck_of(B).len(), 2);
        assert_eq!(t.amber(A), 1);
    }

    #[test]
    fn regrowth_returns_a_creature_only() {
        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Regrowth"])
            .discard(A, &["Full Moon", "Dust Pixie"])
            .start();
        t.play("Regrowth");
        assert_eq!(t.hand_of(A), ["Dust Pixie"]);
        assert_eq!(t.discard(A), ["Full Moon", "Regrowth"]);

        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Regrowth"])
            .discard(A, &["Full Moon"])
            .start();
        t.play("Regrowth");
        assert!(t.hand_of(A).is_empty());
    }

    #[test]
    fn vanilla_cards_are_registered() {
        for name in ["Dust Pixie", "Snufflegator"] {
            let id = cards::by_name(name, Some(341), None).unwrap();
            assert!(cards::is_implemented(id), "{name}");
        }
    }

    #[test]
    fn dust_pixie_gives_two_amber() {
        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Dust Pixie"])
            .start();
        t.play("Dust Pixie");
        assert_eq!(t.amber(A), 2);
    }

    #[test]
    fn snufflegator_takes_no_damage_when_attacking() {
        let mut t = Scenario::new(House::Untamed)
            .battleline(A, &["Snufflegator"])
            .battleline(B, &["Niffle Ape"])
            .start();
        t.fight("Snufflegator", "Niffle Ape");
        assert_eq!(t.damage("Snufflegator"), 0);
        assert_eq!(t.discard(B), ["Niffle Ape"]);
    }

    #[test]
    fn niffle_ape_ignores_taunt_and_elusive() {
        let mut t = Scenario::new(House::Untamed)
            .battleline(A, &["Niffle Ape"])
            .battleline(B, &["Urchin", "Champion Anaphiel"])
            .start();
        // Urchin is a neighbor of a taunt creature and elusive.
        t.fight("Niffle Ape", "Urchin");
        assert_eq!(t.discard(B), ["Urchin"]);
        assert_eq!(t.damage("Niffle Ape"), 1);
    }

    #[test]
    fn taunt_still_protects_from_other_attackers() {
        let t = Scenario::new(House::Untamed)
            .battleline(A, &["Snufflegator"])
            .battleline(B, &["Urchin", "Champion Anaphiel"])
            .start();
        let urchin = t.find("Urchin");
        let snuff = t.find("Snufflegator");
        assert!(!t.g.can_be_fought(snuff, urchin));
    }

    #[test]
    fn niffle_queen_boosts_beasts_and_niffles() {
        let t = Scenario::new(House::Untamed)
            .battleline(
                A,
                &["Niffle Ape", "Niffle Queen", "Snufflegator", "Dust Pixie"],
            )
            .battleline(B, &["Mighty Tiger"])
            .start();
        assert_eq!(t.power("Niffle Ape"), 5, "beast and niffle: +2");
        assert_eq!(t.power("Snufflegator"), 5, "beast: +1");
        assert_eq!(t.power("Dust Pixie"), 1);
        assert_eq!(t.power("Niffle Queen"), 6, "not herself");
        assert_eq!(t.power("Mighty Tiger"), 4, "not enemies");
    }

    #[test]
    fn hunting_witch_gains_for_other_creatures() {
        let mut t = Scenario::new(House::Untamed)
            .hand(A, &["Hunting Witch", "Snufflegator", "Regrowth"])
            .start();
        t.play("Hunting Witch");
        assert_eq!(t.amber(A), 0, "not for itself");
        t.play("Snufflegator");
        t.flank(Flank::Right);
        assert_eq!(t.amber(A), 1);
        t.play("Regrowth");
        assert_eq!(t.amber(A), 2, "Regrowth's bonus only");
    }

    #[test]
    fn witch_of_the_eye_returns_any_card() {
        let mut t = Scenario::new(House::Untamed)
            .battleline(A, &["Witch of the Eye"])
            .discard(A, &["Full Moon", "Dust Pixie"])
            .start();
        t.reap("Witch of the Eye");
        t.choose("Full Moon");
        assert_eq!(t.amber(A), 1);
        assert_eq!(t.hand_of(A), ["Full Moon"]);
        assert_eq!(t.discard(A), ["Dust Pixie"]);
    }
}

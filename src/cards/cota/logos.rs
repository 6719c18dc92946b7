//! Logos, Call of the Archons.

use crate::engine::ability::{filter, record, Behavior, Queries, Step, TargetSpec};
use crate::engine::{CardRef, Event, Expiry, Game, LastingEffect, Query};

/// The behaviour of a Logos card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "dimension-door" => &DIMENSION_DOOR,
        "library-access" => &LIBRARY_ACCESS,
        "twin-bolt-emission" => &TWIN_BOLT_EMISSION,
        "wild-wormhole" => &WILD_WORMHOLE,
        "library-of-babble" => &LIBRARY_OF_BABBLE,
        "batdrone" => &BATDRONE,
        "doc-bookton" => &DOC_BOOKTON,
        "dr-escotera" => &DR_ESCOTERA,
        "quixo-the-adventurer" => &QUIXO_THE_ADVENTURER,
        "mother" => &MOTHER,
        _ => return None,
    })
}

/// Dimension Door — this turn, reaping steals instead of gaining.
static DIMENSION_DOOR: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::OTHER,
    lasting_modify: Some(|_, e: LastingEffect, q: &mut Query| {
        if let Query::ReapStealsInstead { player, value } = q {
            if *player == e.controller {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Library Access — this turn, draw on each other card played; purge it.
static LIBRARY_ACCESS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn);
        g.purge(f.source);
    })],
    lasting_event: Some(|g: &mut Game, e: LastingEffect, ev: Event| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && card != e.source {
                g.draw(player, 1);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Twin Bolt Emission — Play: 2 damage to each of two creatures.
static TWIN_BOLT_EMISSION: Behavior = Behavior {
    play: &[
        Step::target(TargetSpec::creature(filter::any), record),
        Step::target(TargetSpec::creature(filter::not_chosen), |g, f| {
            g.deal_damage_each(&[f.target(0), f.target(1)], 2);
        }),
    ],
    ..Behavior::VANILLA
};

/// Wild Wormhole — Play: play the top card of your deck.
static WILD_WORMHOLE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        // An empty deck is not reshuffled; an unplayable card stays on top.
        let top = g.player(f.controller).deck.last().unwrap_or(CardRef::NONE);
        g.play_from_anywhere(top, f.controller);
    })],
    ..Behavior::VANILLA
};

/// Library of Babble — Action: draw a card.
static LIBRARY_OF_BABBLE: Behavior = Behavior {
    action: &[Step::then(|g, f| g.draw(f.controller, 1))],
    ..Behavior::VANILLA
};

/// Batdrone — Fight: steal 1.
static BATDRONE: Behavior = Behavior {
    fight: &[Step::then(|g, f| {
        g.steal(f.controller, 1);
    })],
    ..Behavior::VANILLA
};

/// Doc Bookton — Reap: draw a card.
static DOC_BOOKTON: Behavior = Behavior {
    reap: &[Step::then(|g, f| g.draw(f.controller, 1))],
    ..Behavior::VANILLA
};

/// Dr. Escotera — Play: gain 1 per key the opponent forged.
static DR_ESCOTERA: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let keys = g.player(f.opponent()).keys as u32;
        g.gain(f.controller, keys);
    })],
    ..Behavior::VANILLA
};

/// Quixo the "Adventurer" — Fight: draw a card.
static QUIXO_THE_ADVENTURER: Behavior = Behavior {
    fight: &[Step::then(|g, f| g.draw(f.controller, 1))],
    ..Behavior::VANILLA
};

/// Mother — its controller refills to one more card.
static MOTHER: Behavior = Behavior {
    modifies: Queries::OTHER,
    modify: Some(|g: &Game, me: CardRef, q: &mut Query| {
        if let Query::HandSize { player, value } = q {
            if *player == g.card(me).controller {
                *value += 1;
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

    #[test]
    fn dimension_door_reaping_steals_instead_of_gaining() {
        let mut t = Scenario::new(House::Logos)
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
        let mut t = Scenario::new(House::Logos)
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
        let mut t = Scenario::new(House::Logos)
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
        // FAQ: Wild Wormhole's bonus, then its Play: and Library Access's
        // draw (the engine plays the top card first), then the played
        // card's bonus and its own Library Access draw.
        let mut t = Scenario::new(House::Logos)
            .hand(A, &["Library Access", "Wild Wormhole"])
            .deck(
                A,
                &["Library of Babble", "Mother", "Batdrone", "Doc Bookton"],
            )
            .start();
        t.play("Library Access");
        t.play("Wild Wormhole");
        assert_eq!(t.artifacts_of(A), ["Library of Babble"]);
        assert_eq!(t.hand_of(A), ["Mother", "Batdrone"], "one draw per card");
        assert_eq!(t.amber(A), 1, "Wild Wormhole's bonus");
        assert_eq!(t.deck_of(A), ["Doc Bookton"]);
    }

    #[test]
    fn twin_bolt_hits_two_different_creatures() {
        let mut t = Scenario::new(House::Logos)
            .hand(A, &["Twin Bolt Emission"])
            .battleline(B, &["Batdrone", "Doc Bookton", "Mother"])
            .start();
        t.play("Twin Bolt Emission");
        t.choose("Doc Bookton");
        let doc = t.find("Doc Bookton");
        assert!(
            !t.is_legal(crate::engine::Choice::Target(doc)),
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
        let mut t = Scenario::new(House::Logos)
            .hand(A, &["Twin Bolt Emission"])
            .battleline(B, &["Doc Bookton"])
            .start();
        t.play("Twin Bolt Emission");
        assert_eq!(t.damage("Doc Bookton"), 2);
    }

    #[test]
    fn wild_wormhole_plays_the_top_card_even_on_the_first_turn() {
        let mut t = Scenario::new(House::Logos)
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
        let mut t = Scenario::new(House::Logos)
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
        let mut t = Scenario::new(House::Logos)
            .hand(A, &["Wild Wormhole"])
            .deck(A, &["Protect the Weak", "Mother"])
            .start();
        t.play("Wild Wormhole");
        assert_eq!(t.deck_of(A), ["Protect the Weak", "Mother"]);
        assert_eq!(t.amber(A), 1);
    }

    #[test]
    fn wild_wormhole_with_an_empty_deck_does_not_reshuffle() {
        let mut t = Scenario::new(House::Logos)
            .hand(A, &["Wild Wormhole"])
            .discard(A, &["Batdrone"])
            .start();
        t.play("Wild Wormhole");
        assert_eq!(t.discard(A), ["Batdrone", "Wild Wormhole"]);
        assert!(t.line(A).is_empty());
    }

    #[test]
    fn library_of_babble_draws() {
        let mut t = Scenario::new(House::Logos)
            .artifacts(A, &["Library of Babble"])
            .deck(A, &["Mother"])
            .start();
        t.action("Library of Babble");
        assert_eq!(t.hand_of(A), ["Mother"]);
        assert!(t.exhausted("Library of Babble"));
    }

    #[test]
    fn batdrone_steals_after_fighting() {
        let mut t = Scenario::new(House::Logos)
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
        let mut t = Scenario::new(House::Logos)
            .battleline(A, &["Doc Bookton"])
            .deck(A, &["Mother"])
            .start();
        t.reap("Doc Bookton");
        assert_eq!(t.amber(A), 1);
        assert_eq!(t.hand_of(A), ["Mother"]);
    }

    #[test]
    fn dr_escotera_gains_per_opponent_key() {
        let mut t = Scenario::new(House::Logos)
            .hand(A, &["Dr. Escotera"])
            .keys(A, 1)
            .keys(B, 2)
            .start();
        t.play("Dr. Escotera");
        assert_eq!(t.amber(A), 2, "only the opponent's keys count");

        let mut t = Scenario::new(House::Logos)
            .hand(A, &["Dr. Escotera"])
            .keys(A, 2)
            .start();
        t.play("Dr. Escotera");
        assert_eq!(t.amber(A), 0);
    }

    #[test]
    fn quixo_draws_after_fighting() {
        let mut t = Scenario::new(House::Logos)
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
        let mut t = Scenario::new(House::Logos)
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
}

//! Untamed, Grim Reminders.

use keysim_engine::ability::{filter, Behavior, Events, Queries, Reach, Step, TargetSpec};
use keysim_engine::select::each;
use keysim_engine::{
    CardRef, Event, Expiry, Frame, Game, HouseSpec, LastingEffect, Location, Player, Query, Zones,
};
use keysim_facts::{traits, Keywords};

use crate::brobnar::ARCHIVED_IF_HAUNTED;

#[cfg(test)]
mod tests;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "choking-ivy" => &CHOKING_IVY,
        "curse-of-fertility" => &CURSE_OF_FERTILITY,
        "dark-heart-of-the-forest" => &DARK_HEART_OF_THE_FOREST,
        "flying-broomstick" => &FLYING_BROOMSTICK,
        "forgotten-guardian" => &FORGOTTEN_GUARDIAN,
        "jervi" => &JERVI,
        "sabira-the-medium" => &SABIRA_THE_MEDIUM,
        "the-witching-hour" => &THE_WITCHING_HOUR,
        "witch-queen" => &WITCH_QUEEN,
        "came-back-wrong" => &CAME_BACK_WRONG,
        "cauldron" => &CAULDRON,
        "ghost-tree" => &GHOST_TREE,
        "loyal-packmate" => &LOYAL_PACKMATE,
        "narl-gibbus" => &NARL_GIBBUS,
        "rotfeast" => &ROTFEAST,
        "till-the-earth" => &TILL_THE_EARTH,
        "werewolf-curse" => &WEREWOLF_CURSE,
        "æmberfly" => &AEMBERFLY,
        "blernean-hydra" => &BLERNEAN_HYDRA,
        "bog-spitter" => &BOG_SPITTER,
        "grave-pixie" => &GRAVE_PIXIE,
        "haunting-witch" => &HAUNTING_WITCH,
        "invigorating-shower" => &INVIGORATING_SHOWER,
        "lost-in-the-wild" => &LOST_IN_THE_WILD,
        "skeletal-murmook" => &SKELETAL_MURMOOK,
        "spoo-key-charge" => &SPOO_KEY_CHARGE,
        "the-circle-of-life" => &THE_CIRCLE_OF_LIFE,
        "warfaline" => &WARFALINE,
        "witch-of-the-spore" => &WITCH_OF_THE_SPORE,
        "æmber-storm" => &AEMBER_STORM,
        _ => return None,
    })
}

/// Whether the ability's controller is haunted.
fn you_are_haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.controller)
}

/// Whether the ability's controller is not haunted.
fn you_are_not_haunted(g: &Game, f: &Frame) -> bool {
    !g.is_haunted(f.controller)
}

/// Shuffles `cards`, out of play, into their owners' decks.
fn shuffle_cards_into_decks(g: &mut Game, cards: &[CardRef]) {
    let mut owners = [false; 2];
    for &c in cards {
        owners[g.card(c).owner.index()] = true;
        g.put_on_top_of_deck(c);
    }
    for p in Player::BOTH {
        if owners[p.index()] {
            g.shuffle_deck(p);
        }
    }
}

/// "Destroy each creature with the lowest power" (Choking Ivy).
const DESTROY_THE_WEAKEST: Step = Step::then(|g, f| {
    let weakest = each(g, f.controller, Zones::CREATURES, |c| {
        filter::least_powerful(g, f, c)
    });
    for &c in weakest.iter() {
        g.destroy(c);
    }
});

/// Choking Ivy — Play: each creature with the lowest power is destroyed;
/// unless its player is then haunted, it happens again (the lowest power
/// among the creatures left; haunted is read after the first destructions
/// filled the discard pile).
static CHOKING_IVY: Behavior = Behavior::play(&[
    DESTROY_THE_WEAKEST,
    Step::repeat(&[DESTROY_THE_WEAKEST]).only_if(you_are_not_haunted),
]);

/// Curse of Fertility — treachery (it enters play under the opponent of
/// the player who played it): at the end of its controller's turn, if no
/// creature was played that turn, the controller's opponent gains 1.
static CURSE_OF_FERTILITY: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) && g.turn_history().creatures_played == 0 {
            g.gain(mine.opponent(), 1);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Dark Heart of the Forest — a haunted player skips step 1 (forge a key);
/// keys forged by abilities are not stopped.
static DARK_HEART_OF_THE_FOREST: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, _, q| {
        if let Query::CanForge { player, value } = q {
            if g.is_haunted(*player) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Flying Broomstick — its creature has elusive and gains "After Reap:
/// a creature is healed of all damage and loses all its Æmber and
/// counters to the common supply". Reading: the counters are its +1
/// power counters and the counters cards name (time, fuse, ...); stun,
/// ward and enrage are statuses, and stay.
static FLYING_BROOMSTICK: Behavior = Behavior {
    modifies: Queries::KEYWORDS,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::Keywords { card, value } = q {
            if *card == g.card(me).host {
                *value = value.with(Keywords::ELUSIVE);
            }
        }
    }),
    grants: Some(&SWEEP_A_CREATURE_CLEAN),
    ..Behavior::VANILLA
};

/// "After Reap: heal all damage and move all Æmber and counters from a
/// creature to the common supply" (Flying Broomstick).
static SWEEP_A_CREATURE_CLEAN: Behavior =
    Behavior::reap(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        g.heal(c, u32::MAX);
        g.remove_amber(c, u32::MAX);
        g.remove_power_counters(c, u32::MAX);
        g.remove_counters(c, u32::MAX);
    })]);

/// Forgotten Guardian — Play: a card of either discard pile is purged.
/// Scrap: a purged card of either player is shuffled into its owner's
/// deck.
static FORGOTTEN_GUARDIAN: Behavior = Behavior {
    play: &[Step::target(
        TargetSpec::new(Zones::ANY_DISCARD, filter::any),
        |g, f| g.purge(f.last_target()),
    )],
    scrap: &[Step::target(
        TargetSpec::new(Zones::ANY_PURGED, filter::any),
        |g, f| {
            let c = f.last_target();
            if c.is_some() {
                shuffle_cards_into_decks(g, &[c]);
            }
        },
    )],
    ..Behavior::VANILLA
};

/// Jervi — Reap: a card of your choice from your deck goes to your hand,
/// then the deck is shuffled. Scrap: a card of your discard pile (Jervi
/// itself included) goes to your archives (elusive is printed).
static JERVI: Behavior = Behavior {
    reap: &[
        Step::target(TargetSpec::new(Zones::DECK, filter::any), |g, f| {
            g.return_to_hand(f.last_target())
        }),
        Step::then(|g, f| g.shuffle_deck(f.controller)),
    ],
    scrap: &[Step::target(
        TargetSpec::new(Zones::DISCARD, filter::any),
        |g, f| g.archive(f.controller, f.last_target()),
    )],
    ..Behavior::VANILLA
};

/// Sabira the Medium — each time its controller's discard pile (not
/// empty) is shuffled into their deck, by an ability or to draw, they
/// gain 3.
static SABIRA_THE_MEDIUM: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::DiscardShuffled { player: mine }) {
            g.gain(mine, 3);
        }
    }),
    hears: Events::DISCARD_SHUFFLED,
    ..Behavior::VANILLA
};

/// The Witching Hour — Play: every Witch creature card in your discard
/// pile goes to your hand.
static THE_WITCHING_HOUR: Behavior = Behavior::play(&[Step::then(|g, f| {
    let witches = each(g, f.controller, Zones::DISCARD, |c| {
        g.is_creature_card(c) && g.def(c).has_trait(traits::WITCH)
    });
    for &c in witches.iter() {
        g.return_to_hand(c);
    }
})]);

/// Whether `c` is another creature of `me`'s controller with the Witch
/// trait.
fn other_friendly_witch(g: &Game, me: CardRef, c: CardRef) -> bool {
    c != me
        && g.card(c).controller == g.card(me).controller
        && g.is_creature_card(c)
        && g.has_trait(c, traits::WITCH)
}

/// Whether `c` is another friendly Witch creature in play while Witch
/// Queen `me` is in the center of her battleline.
fn witch_in_queens_court(g: &Game, me: CardRef, c: CardRef) -> bool {
    g.in_battleline(c) && other_friendly_witch(g, me, c) && g.in_center(me)
}

/// Witch Queen — the other friendly Witch creatures enter play ready;
/// while she is in the center of her battleline they have skirmish,
/// elusive and poison and gain "Destroyed: return this creature to its
/// owner's hand".
static WITCH_QUEEN: Behavior = Behavior {
    modifies: Queries::KEYWORDS.and(Queries::OTHER_BUT_FIGHT),
    reach: Reach::Friendly,
    modify: Some(|g, me, q| match q {
        Query::EntersReady { card, value } if other_friendly_witch(g, me, *card) => {
            *value = true;
        }
        Query::Keywords { card, value } if witch_in_queens_court(g, me, *card) => {
            *value = value
                .with(Keywords::SKIRMISH)
                .with(Keywords::ELUSIVE)
                .with(Keywords::POISON);
        }
        _ => {}
    }),
    grants: Some(&RETURNS_TO_HAND_WHEN_DESTROYED),
    grants_to: Some(witch_in_queens_court),
    ..Behavior::VANILLA
};

/// "Destroyed: return this creature to its owner's hand" (Witch Queen's
/// Witches).
static RETURNS_TO_HAND_WHEN_DESTROYED: Behavior =
    Behavior::destroyed(&[Step::then(|g, f| g.return_to_hand(f.source))]);

/// Came Back Wrong — Play: you play a creature card from your discard
/// pile; once that play is over, if it is in play, Came Back Wrong is
/// attached to it as an upgrade: the creature gets 2 less power and has
/// poison. With no creature played, Came Back Wrong goes to the discard
/// pile as any action.
static CAME_BACK_WRONG: Behavior = Behavior {
    play: &[
        Step::target(
            TargetSpec::new(Zones::DISCARD, filter::creature_card),
            |g, f| {
                g.play_from_anywhere(f.last_target(), f.controller);
            },
        ),
        Step::then(|g, f| {
            let creature = f.target(0);
            if g.in_battleline(creature) {
                g.attach_as_upgrade(f.source, creature);
            }
        }),
    ],
    modifies: Queries::POWER.and(Queries::KEYWORDS),
    reach: Reach::Host,
    modify: Some(|g, me, q| match q {
        Query::Power { card, value } if *card == g.card(me).host => *value -= 2,
        Query::Keywords { card, value } if *card == g.card(me).host => {
            *value = value.with(Keywords::POISON);
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// A card grafted onto the ability's source that the ability has not
/// chosen yet (Cauldron's cards).
fn unplayed_under_this(g: &Game, f: &Frame, c: CardRef) -> bool {
    g.card(c).host == f.source && !f.picked.contains(c)
}

/// Cauldron — Omni: the top card of your deck goes faceup under it; once
/// 3 cards are under it, you play each of them, one at a time in the
/// order you choose, whatever their house. Reading: "3 cards" is 3 or
/// more (a card that could not be played stays under it, and the next
/// time every card under it is played); a card that cannot be played
/// stays there.
static CAULDRON: Behavior = Behavior {
    omni: &[
        Step::then(|g, f| {
            if let Some(top) = g.player(f.controller).deck.last() {
                g.graft(top, f.source);
            }
        }),
        Step::then(|g, f| {
            let under = g.grafted_onto(f.source).count();
            f.count = if under >= 3 { under as u8 } else { 0 };
        }),
        Step::target_per_count(
            TargetSpec::new(Zones::GRAFTED, unplayed_under_this),
            |g, f| {
                g.play_from_anywhere(f.last_target(), f.controller);
            },
        ),
    ],
    ..Behavior::VANILLA
};

/// Ghost Tree — while its controller is haunted, it deals no damage in a
/// fight (attacking or fought). Scrap: the top 5 cards of your deck are
/// discarded.
static GHOST_TREE: Behavior = Behavior {
    modifies: Queries::FIGHT_DAMAGE,
    modify: Some(|g, me, q| {
        if let Query::FightDamage { dealer, value, .. } = q {
            if *dealer == me && g.is_haunted(g.card(me).controller) {
                *value = 0;
            }
        }
    }),
    scrap: &[Step::then(|g, f| {
        for _ in 0..5 {
            g.discard_top_of_deck(f.controller);
        }
    })],
    ..Behavior::VANILLA
};

/// Loyal Packmate — taunt; enemy creatures may fight a friendly creature
/// only if it has taunt.
static LOYAL_PACKMATE: Behavior = Behavior {
    modifies: Queries::COMBAT,
    modify: Some(|g, me, q| {
        if let Query::CanAttack {
            attacker,
            defender,
            value,
        } = q
        {
            let mine = g.card(me).controller;
            if g.card(*attacker).controller != mine
                && g.card(*defender).controller == mine
                && !g.keywords(*defender).contains(Keywords::TAUNT)
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Enrages the ability's source.
fn enrage_itself(g: &mut Game, f: &mut Frame) {
    g.enrage(f.source);
}

/// Narl Gibbus — Play/Reap: it is enraged; while enraged it has skirmish
/// and splash-attack 3.
static NARL_GIBBUS: Behavior = Behavior {
    play: &[Step::then(enrage_itself)],
    reap: &[Step::then(enrage_itself)],
    modifies: Queries::KEYWORDS.and(Queries::RARE),
    reach: Reach::Itself,
    modify: Some(|g, me, q| match q {
        Query::Keywords { card, value } if *card == me && g.card(me).is_enraged() => {
            *value = value.with(Keywords::SKIRMISH);
        }
        Query::SplashAttack { card, value } if *card == me && g.card(me).is_enraged() => {
            *value += 3;
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// Rotfeast — Play: for the rest of the turn, its player gains 1 each time
/// a creature is dealt damage.
static ROTFEAST: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g: &mut Game, e: LastingEffect, ev: Event| {
        if let Event::Damaged { .. } = ev {
            g.gain(e.controller, 1);
        }
    }),
    lasting_hears: Events::DAMAGED,
    ..Behavior::VANILLA
};

/// Till the Earth — Play: both players shuffle their discard piles into
/// their decks (Enhance is a deck-building icon).
static TILL_THE_EARTH: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        g.shuffle_zone_into_deck(p, Location::Discard);
    }
})]);

/// Werewolf Curse — Play: its creature is enraged; the creature has
/// splash-attack 3 and gains "After Fight: archive Werewolf Curse" (into
/// its owner's archives).
static WEREWOLF_CURSE: Behavior = Behavior {
    play: &[Step::then(|g, f| g.enrage(g.card(f.source).host))],
    modifies: Queries::RARE,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::SplashAttack { card, value } = q {
            if *card == g.card(me).host {
                *value += 3;
            }
        }
    }),
    grants: Some(&ARCHIVE_THE_CURSE_AFTER_FIGHT),
    ..Behavior::VANILLA
};

/// "After Fight: archive Werewolf Curse."
static ARCHIVE_THE_CURSE_AFTER_FIGHT: Behavior = Behavior::fight(&[Step::then(|g, f| {
    let curse = f.granted_by;
    if curse.is_some() && g.card(curse).location.in_play() {
        g.archive(g.card(curse).owner, curse);
    }
})]);

/// Æmberfly — Fight: capture 1. Reap: 1 Æmber on it goes to your pool
/// (elusive and skirmish are printed).
static AEMBERFLY: Behavior = Behavior {
    fight: &[Step::capture(1)],
    reap: &[Step::then(|g, f| {
        g.take_amber_from(f.source, f.controller, 1);
    })],
    ..Behavior::VANILLA
};

/// Blernean Hydra — while damaged, it has splash-attack equal to its
/// damage (Enhance is a deck-building icon).
static BLERNEAN_HYDRA: Behavior = Behavior {
    modifies: Queries::RARE,
    reach: Reach::Itself,
    modify: Some(|g, me, q| {
        if let Query::SplashAttack { card, value } = q {
            if *card == me {
                *value += g.card(me).damage as u32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Bog Spitter — Fight: a random card of the hand of the player you
/// choose is discarded. Scrap: if the opponent has 6 or more, steal 1
/// (skirmish is printed).
static BOG_SPITTER: Behavior = Behavior {
    fight: &[Step::choose_one(
        &["your hand", "your opponent's hand"],
        |g, f| {
            let p = if f.option == 0 {
                f.controller
            } else {
                f.opponent()
            };
            g.discard_random(p);
        },
    )],
    scrap: &[Step::steal(1).only_if(|g, f| g.player(f.opponent()).amber >= 6)],
    ..Behavior::VANILLA
};

/// Grave Pixie — Destroyed: if its controller is haunted, it goes to its
/// owner's archives.
static GRAVE_PIXIE: Behavior = Behavior::destroyed(ARCHIVED_IF_HAUNTED);

/// Haunting Witch — each time its controller plays a creature while
/// haunted, they gain 1 (itself included: it is in play when its own play
/// is heard, and the text does not say "another").
static HAUNTING_WITCH: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            let mine = g.card(me).controller;
            if player == mine && g.is_creature_card(card) && g.is_haunted(mine) {
                g.gain(mine, 1);
            }
        }
    }),
    hears: Events::CARD_PLAYED,
    ..Behavior::VANILLA
};

/// Invigorating Shower — Play: choose a house; every card of it in your
/// discard pile is shuffled into your deck (Enhance is a deck-building
/// icon).
static INVIGORATING_SHOWER: Behavior =
    Behavior::play(&[Step::choose_house(HouseSpec::Any, |g, f| {
        let Some(house) = f.house else { return };
        let cards = each(g, f.controller, Zones::DISCARD, |c| g.belongs_to(c, house));
        shuffle_cards_into_decks(g, &cards);
    })]);

/// "Shuffle each flank creature into its owner's deck" (Lost in the
/// Wild).
const SHUFFLE_AWAY_THE_FLANKS: Step = Step::then(|g, f| {
    let flanks = each(g, f.controller, Zones::CREATURES, |c| g.on_flank(c));
    for &c in flanks.iter() {
        g.shuffle_into_deck(c);
    }
});

/// Lost in the Wild — Play: each flank creature is shuffled into its
/// owner's deck; if its player is haunted, again with the new flanks.
static LOST_IN_THE_WILD: Behavior = Behavior::play(&[
    SHUFFLE_AWAY_THE_FLANKS,
    Step::repeat(&[SHUFFLE_AWAY_THE_FLANKS]).only_if(you_are_haunted),
]);

/// Skeletal Murmook — while its controller is haunted, the opponent's
/// keys cost 2 more.
static SKELETAL_MURMOOK: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let mine = g.card(me).controller;
            if *player != mine && g.is_haunted(mine) {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Spoo-key Charge — Play: if you are haunted, forge a key at current
/// cost; then your discard pile is shuffled into your deck.
static SPOO_KEY_CHARGE: Behavior = Behavior::play(&[
    Step::then(|g, f| {
        g.forge_key_at_current_cost(f.controller);
    })
    .only_if(you_are_haunted),
    Step::then(|g, f| g.shuffle_zone_into_deck(f.controller, Location::Discard)),
]);

/// The Circle of Life — Play: each haunted player gains 2.
static THE_CIRCLE_OF_LIFE: Behavior = Behavior::play(&[Step::then(|g, f| {
    for p in [f.controller, f.opponent()] {
        if g.is_haunted(p) {
            g.gain(p, 2);
        }
    }
})]);

/// "Shuffle the top 5 cards of a discard pile into their owner's deck"
/// (Warfaline): the controller chooses the pile.
const SHUFFLE_TOP_FIVE_OF_A_DISCARD_PILE: Step = Step::choose_one(
    &["your discard pile", "your opponent's discard pile"],
    |g, f| {
        let p = if f.option == 0 {
            f.controller
        } else {
            f.opponent()
        };
        let pile = g.player(p).discard;
        let pile = pile.as_slice();
        shuffle_cards_into_decks(g, &pile[pile.len().saturating_sub(5)..]);
    },
);

/// Warfaline — Play/Fight: the top 5 cards of a discard pile are shuffled
/// into their owner's deck.
static WARFALINE: Behavior = Behavior {
    play: &[SHUFFLE_TOP_FIVE_OF_A_DISCARD_PILE],
    fight: &[SHUFFLE_TOP_FIVE_OF_A_DISCARD_PILE],
    ..Behavior::VANILLA
};

/// Witch of the Spore — Scrap: 3 damage to an enemy creature (poison is
/// printed).
static WITCH_OF_THE_SPORE: Behavior = Behavior {
    scrap: &[Step::deal_damage(
        TargetSpec::new(Zones::CREATURES, filter::enemy),
        3,
    )],
    ..Behavior::VANILLA
};

/// Æmber Storm — Play: 1 damage to an enemy creature for each Æmber in
/// your pool (counted after its own bonus), each point chosen and dealt
/// on its own.
static AEMBER_STORM: Behavior = Behavior::play(&[
    Step::then(|g, f| f.count = g.player(f.controller).amber),
    Step::target_per_count(TargetSpec::new(Zones::CREATURES, filter::enemy), |g, f| {
        g.deal_damage(f.last_target(), 1);
    }),
]);

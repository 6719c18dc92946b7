//! Unfathomable, Grim Reminders.

use keysim_engine::ability::{filter, Ability, Behavior, Step, TargetSpec};
use keysim_engine::readied;
use keysim_engine::select::{self, Zones};
use keysim_engine::{
    CardRef, Event, Events, Expiry, Frame, Game, HouseSpec, Location, Player, Queries, Query, Reach,
};
use keysim_facts::Keywords;

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "awful-atoll" => &AWFUL_ATOLL,
        "bottomless-depths" => &BOTTOMLESS_DEPTHS,
        "curse-of-confusion" => &CURSE_OF_CONFUSION,
        "giltspine-mesmerist" => &GILTSPINE_MESMERIST,
        "ihaka-of-the-depths" => &IHAKA_OF_THE_DEPTHS,
        "strange-torpedo" => &STRANGE_TORPEDO,
        "thing-from-the-deep" => &THING_FROM_THE_DEEP,
        "unsettling-ancestry" => &UNSETTLING_ANCESTRY,
        "addlefish" => &ADDLEFISH,
        "dirge-of-the-deep" => &DIRGE_OF_THE_DEEP,
        "dredge" => &DREDGE,
        "eldritch-synan" => &ELDRITCH_SYNAN,
        "gatewatcher" => &GATEWATCHER,
        "hukaru-icefin" => &HUKARU_ICEFIN,
        "nightmare-inducer" => &NIGHTMARE_INDUCER,
        "thoughtswim" => &THOUGHTSWIM,
        "arcane-transmitter" => &ARCANE_TRANSMITTER,
        "beam-of-forgetting" => &BEAM_OF_FORGETTING,
        "circlespeak" => &CIRCLESPEAK,
        "echo-guardian" => &ECHO_GUARDIAN,
        "echoing-deathknell" => &ECHOING_DEATHKNELL,
        "immersioneer" => &IMMERSIONEER,
        "koriki-germinator" => &KORIKI_GERMINATOR,
        "mnemoleech" => &MNEMOLEECH,
        "squallmaster" => &SQUALLMASTER,
        "tangimangi" => &TANGIMANGI,
        "tendrils-from-beyond" => &TENDRILS_FROM_BEYOND,
        "trawler" => &TRAWLER,
        // Enhance is printed: its icons are on the deck's cards already.
        "open-the-seal" => &Behavior::VANILLA,
        "xenos-darkshadow" => &XENOS_DARKSHADOW,
        _ => return None,
    })
}

/// Exhausts each creature in play that shares a house with card `c`
/// (`c` may be out of play: its printed house counts).
fn exhaust_each_sharing_a_house(g: &mut Game, you: Player, c: CardRef, only_enemy: bool) {
    if c.is_none() {
        return;
    }
    let houses = g.houses(c);
    let sharing = select::each(g, you, Zones::CREATURES, |o| {
        g.houses(o) & houses != 0 && (!only_enemy || g.card(o).controller != you)
    });
    for &o in sharing.iter() {
        g.exhaust(o);
    }
}

/// Whether the opponent of the ability's controller is haunted.
fn opponent_haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.opponent())
}

/// Whether the ability's controller is haunted.
fn you_are_haunted(g: &Game, f: &Frame) -> bool {
    g.is_haunted(f.controller)
}

/// The player of a "your deck" / "your opponent's deck" choice.
fn chosen_player(f: &Frame) -> Player {
    if f.option == 0 {
        f.controller
    } else {
        f.opponent()
    }
}

/// "Discard the top `N` cards of any player's deck": the controller
/// chooses whose.
const fn discard_top_of_a_players_deck<const N: u32>() -> Step {
    Step::choose_one(&["your deck", "your opponent's deck"], |g, f| {
        let p = chosen_player(f);
        for _ in 0..N {
            g.discard_top_of_deck(p);
        }
    })
}

/// An enemy creature.
const ENEMY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::enemy);

/// Awful Atoll — each creature of a haunted player has 2 less power; it
/// is destroyed once no creature is in play.
static AWFUL_ATOLL: Behavior = Behavior {
    modifies: Queries::POWER,
    modify: Some(|g, _, q| {
        if let Query::Power { card, value } = q {
            if g.in_battleline(*card) && g.is_haunted(g.card(*card).controller) {
                *value -= 2;
            }
        }
    }),
    destroy_if: Some(|g, _| Player::BOTH.iter().all(|&p| g.creatures(p).is_empty())),
    ..Behavior::VANILLA
};

/// Bottomless Depths — each card its controller discards from hand goes
/// on from their discard pile to lie facedown beneath it.
static BOTTOMLESS_DEPTHS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::DiscardedFromHand { card, player } = ev {
            if player == g.card(me).controller && g.card(card).location == Location::Discard {
                g.put_beneath(card, me);
            }
        }
    }),
    hears: Events::DISCARDED_FROM_HAND,
    ..Behavior::VANILLA
};

/// Curse of Confusion — (treachery is printed: it enters play under the
/// opponent's control) as its controller's turn ends, each of their
/// creatures of the active house is exhausted.
static CURSE_OF_CONFUSION: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if ev == (Event::TurnEnded { player: mine }) {
            g.trigger(EXHAUST_ACTIVE_HOUSE, me, mine);
        }
    }),
    hears: Events::TURN_ENDED,
    ..Behavior::VANILLA
};

/// Each creature of the controller's that belongs to the active house is
/// exhausted.
const EXHAUST_ACTIVE_HOUSE: Ability = &[Step::then(|g, f| {
    let Some(house) = g.active_house() else {
        return;
    };
    let theirs = select::each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.controller && g.belongs_to(c, house)
    });
    for &c in theirs.iter() {
        g.exhaust(c);
    }
})];

/// Giltspine Mesmerist — each time an exhausted card is readied, by step 4
/// or an ability, the top card of its controller's deck is discarded (the
/// controller read as the player who readied it). Scrap: the top 3 cards
/// of a deck of its owner's choice are discarded.
static GILTSPINE_MESMERIST: Behavior = Behavior {
    on_event: Some(|g, _, ev| {
        if let Event::Readied { player, .. } = ev {
            g.discard_top_of_deck(player);
        }
    }),
    scrap: &[discard_top_of_a_players_deck::<3>()],
    ..readied::HEARS_READIED
};

/// Ihaka of the Depths — each time its controller draws a card during
/// their own turn (step 5 included), they may put the top card of their
/// discard pile on the bottom of their deck.
static IHAKA_OF_THE_DEPTHS: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        let mine = g.card(me).controller;
        if let Event::Drew { player, .. } = ev {
            if player == mine && g.active_player() == mine {
                g.trigger(MAY_BURY_THE_DISCARD_TOP, me, mine);
            }
        }
    }),
    hears: Events::DREW,
    ..Behavior::VANILLA
};

const MAY_BURY_THE_DISCARD_TOP: Ability = &[Step::may(|g, f| {
    if let Some(top) = g.player(f.controller).discard.last() {
        g.put_on_bottom_of_deck(top);
    }
})
.only_if(|g, f| !g.player(f.controller).discard.is_empty())];

/// Strange Torpedo — Play: 1 damage to a creature and 1 to each of its
/// neighbors; if the opponent is haunted, each creature actually dealt
/// damage this way is stunned and exhausted.
static STRANGE_TORPEDO: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let mut hit: Vec<CardRef> = vec![c];
        hit.extend(g.neighbors(c));
        let haunted = opponent_haunted(g, f);
        let damaged: Vec<CardRef> = hit
            .into_iter()
            .filter(|&o| g.deal_damage(o, 1) > 0)
            .collect();
        if haunted {
            for o in damaged {
                g.stun(o);
                g.exhaust(o);
            }
        }
    })]);

/// Thing from the Deep — playable only while an Open the Seal lies in its
/// player's discard pile. After Fight: steal 2.
static THING_FROM_THE_DEEP: Behavior = Behavior {
    play_condition: Some(|g, p| {
        g.player(p)
            .discard
            .iter()
            .any(|c| g.def(c).name == "Open the Seal")
    }),
    fight: &[Step::steal(2)],
    ..Behavior::VANILLA
};

/// Unsettling Ancestry — Play: stun and exhaust an enemy creature; if you
/// are haunted, this card is archived.
static UNSETTLING_ANCESTRY: Behavior = Behavior::play(&[
    Step::target(ENEMY_CREATURE, |g, f| {
        let c = f.last_target();
        g.stun(c);
        g.exhaust(c);
    }),
    Step::then(|g, f| g.archive(f.controller, f.source)).only_if(you_are_haunted),
]);

/// Addlefish — After Fight: the opponent discards 2 random cards from
/// hand.
static ADDLEFISH: Behavior = Behavior::fight(&[Step::then(|g, f| {
    for _ in 0..2 {
        g.discard_random(f.opponent());
    }
})]);

/// Dirge of the Deep — Play: the bottom card of the opponent's deck is
/// discarded, and each creature (of either side) sharing a house with it
/// is exhausted. (Enhance is printed.)
static DIRGE_OF_THE_DEEP: Behavior = Behavior::play(&[Step::then(|g, f| {
    let bottom = g.discard_bottom_of_deck(f.opponent());
    exhaust_each_sharing_a_house(g, f.controller, bottom, false);
})]);

/// Dredge — Play: for the rest of the turn, each friendly creature gains
/// "After Reap: put a card of your discard pile on top of your deck".
static DREDGE: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_grants: Some(|g, e, c| {
        (g.in_battleline(c) && g.card(c).controller == e.controller).then_some(&REAP_DREDGE)
    }),
    ..Behavior::VANILLA
};

static REAP_DREDGE: Behavior = Behavior::reap(&[Step::target(
    TargetSpec::new(Zones::DISCARD, filter::any),
    |g, f| g.put_on_top_of_deck(f.last_target()),
)]);

/// Eldritch Synan — a creature with damage on it cannot deal it damage.
static ELDRITCH_SYNAN: Behavior = Behavior {
    modifies: Queries::RARE,
    modify: Some(|g, me, q| {
        if let Query::CanBeDamagedBy {
            card,
            dealer,
            value,
        } = q
        {
            let dealer = *dealer;
            if *card == me
                && dealer.is_some()
                && g.in_battleline(dealer)
                && g.card(dealer).damage > 0
            {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Gatewatcher — (taunt is printed) Destroyed: if the opponent is
/// haunted, each creature on a flank of their battleline is destroyed.
static GATEWATCHER: Behavior = Behavior::destroyed(&[Step::then(|g, f| {
    let flanks = select::each(g, f.controller, Zones::CREATURES, |c| {
        g.card(c).controller == f.opponent() && g.on_flank(c)
    });
    for &c in flanks.iter() {
        g.destroy(c);
    }
})
.only_if(opponent_haunted)]);

/// Hukaru Icefin — After Reap: choose a house; each creature of it is
/// exhausted. Scrap: exhaust a creature or an artifact.
static HUKARU_ICEFIN: Behavior = Behavior {
    reap: &[Step::choose_house(HouseSpec::Any, |g, f| {
        let Some(h) = f.house else { return };
        let of_house = select::each(g, f.controller, Zones::CREATURES, |c| g.belongs_to(c, h));
        for &c in of_house.iter() {
            g.exhaust(c);
        }
    })],
    scrap: &[Step::target(
        TargetSpec::new(Zones::IN_PLAY, filter::any),
        |g, f| g.exhaust(f.last_target()),
    )],
    ..Behavior::VANILLA
};

/// Nightmare Inducer — Action: choose a card of the opponent's discard
/// pile; each enemy creature sharing a house with it is exhausted, then it
/// goes to the bottom of the opponent's deck.
static NIGHTMARE_INDUCER: Behavior = Behavior::action(&[Step::target(
    TargetSpec::new(Zones::OPPONENT_DISCARD, filter::any),
    |g, f| {
        let c = f.last_target();
        exhaust_each_sharing_a_house(g, f.controller, c, true);
        g.put_on_bottom_of_deck(c);
    },
)]);

/// Thoughtswim — its creature cannot be dealt damage while the opponent
/// of that creature's controller is haunted.
static THOUGHTSWIM: Behavior = Behavior {
    modifies: Queries::OTHER_BUT_FIGHT,
    reach: Reach::Host,
    modify: Some(|g, me, q| {
        if let Query::CanBeDamaged { card, value } = q {
            let host = g.card(me).host;
            if *card == host && host.is_some() && g.is_haunted(g.card(host).controller.opponent()) {
                *value = false;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Arcane Transmitter — Action: the top 4 cards of a deck of its
/// controller's choice are discarded. Scrap: its owner's discard pile
/// (itself included) is shuffled into their deck.
static ARCANE_TRANSMITTER: Behavior = Behavior {
    action: &[discard_top_of_a_players_deck::<4>()],
    scrap: &[Step::then(|g, f| {
        g.shuffle_zone_into_deck(f.controller, Location::Discard)
    })],
    ..Behavior::VANILLA
};

/// Beam of Forgetting — Play: a random card of the opponent's hand is
/// revealed and put on the bottom of their deck. (Enhance is printed.)
static BEAM_OF_FORGETTING: Behavior = Behavior::play(&[Step::then(|g, f| {
    let c = g.random_card_in(f.opponent(), Location::Hand);
    if c.is_some() {
        g.reveal(c, f.controller);
        g.put_on_bottom_of_deck(c);
    }
})]);

/// Circlespeak — Play: choose a creature; it captures 2 from each haunted
/// player (its own controller included).
static CIRCLESPEAK: Behavior = Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
    let c = f.last_target();
    for p in [f.controller, f.opponent()] {
        if g.is_haunted(p) {
            g.capture_from(c, p, 2);
        }
    }
})]);

/// Echo Guardian — (taunt is printed) while its controller is haunted, it
/// has 2 more power and poison.
static ECHO_GUARDIAN: Behavior = Behavior {
    modifies: Queries::POWER.and(Queries::KEYWORDS),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let haunted = || g.is_haunted(g.card(me).controller);
        match q {
            Query::Power { card, value } if *card == me && haunted() => *value += 2,
            Query::Keywords { card, value } if *card == me && haunted() => {
                *value = value.with(Keywords::POISON)
            }
            _ => {}
        }
    }),
    ..Behavior::VANILLA
};

/// Echoing Deathknell — Play: 1 damage to each creature; as long as a pass
/// destroys one or more creatures, it is dealt again (the rulebook: a
/// repeated effect resolves entirely again, its repeat included).
static ECHOING_DEATHKNELL: Behavior = Behavior::play(DEATHKNELL);

/// One pass of Echoing Deathknell: the creatures damaged are kept in
/// [`Frame::picked`]; once the destructions have resolved, another pass
/// follows if any of them was destroyed.
const DEATHKNELL: Ability = &[
    Step::then(|g, f| {
        let all = select::each(g, f.controller, Zones::CREATURES, |_| true);
        for &c in all.iter() {
            f.picked.insert(c);
        }
        g.deal_damage_each(&all, 1);
    }),
    Step::then(|g, f| {
        if f.picked.iter().any(|c| g.was_destroyed(c)) {
            // Once more in this stack entry (Frame::again), not nested: a
            // pass per creature could outgrow the resolution stack.
            f.again = f.again.saturating_add(1);
        }
    }),
];

/// Immersioneer — After Reap: the top 3 cards of a deck of its
/// controller's choice are discarded. Scrap: the bottom 3 cards of its
/// owner's discard pile are shuffled into their deck.
static IMMERSIONEER: Behavior = Behavior {
    reap: &[discard_top_of_a_players_deck::<3>()],
    scrap: &[Step::then(|g, f| {
        let bottom: Vec<CardRef> = g.player(f.controller).discard.iter().take(3).collect();
        for c in bottom {
            g.put_on_top_of_deck(c);
        }
        g.shuffle_deck(f.controller);
    })],
    ..Behavior::VANILLA
};

/// Koriki Germinator — Play and After Reap: a card of either discard pile
/// goes to the bottom of its owner's deck.
static KORIKI_GERMINATOR: Behavior = Behavior {
    play: GERMINATE,
    reap: GERMINATE,
    ..Behavior::VANILLA
};

const GERMINATE: Ability = &[Step::target(
    TargetSpec::new(Zones::ANY_DISCARD, filter::any),
    |g, f| g.put_on_bottom_of_deck(f.last_target()),
)];

/// Mnemoleech — After Reap: steal 2 if the opponent is haunted, else 1.
static MNEMOLEECH: Behavior = Behavior::reap(&[
    Step::steal(2).only_if(opponent_haunted),
    Step::steal(1).only_if(|g, f| !opponent_haunted(g, f)),
]);

/// Squallmaster — After Fight and After Reap: each player discards a
/// random card from hand (the active player first). Scrap: exhaust an
/// enemy creature.
static SQUALLMASTER: Behavior = Behavior {
    fight: EACH_DISCARDS_AT_RANDOM,
    reap: EACH_DISCARDS_AT_RANDOM,
    scrap: &[Step::target(ENEMY_CREATURE, |g, f| {
        g.exhaust(f.last_target())
    })],
    ..Behavior::VANILLA
};

const EACH_DISCARDS_AT_RANDOM: Ability = &[Step::then(|g, _| {
    let first = g.active_player();
    g.discard_random(first);
    g.discard_random(first.opponent());
})];

/// Tangimangi — while the opponent is haunted, their keys cost 3 more.
static TANGIMANGI: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != g.card(me).controller && g.is_haunted(*player) {
                *value += 3;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Tendrils from Beyond — Play: a creature returns to its owner's hand,
/// with each of its neighbors too if its controller is haunted.
static TENDRILS_FROM_BEYOND: Behavior =
    Behavior::play(&[Step::target(TargetSpec::ANY_CREATURE, |g, f| {
        let c = f.last_target();
        if c.is_none() {
            return;
        }
        let mut returned = vec![c];
        if g.is_haunted(g.card(c).controller) {
            returned.extend(g.neighbors(c));
        }
        for o in returned {
            g.return_to_hand(o);
        }
    })]);

/// Trawler — Play: if you are haunted, it captures all of the opponent's
/// Æmber.
static TRAWLER: Behavior = Behavior::play(&[Step::then(|g, f| {
    let all = g.player(f.opponent()).amber as u32;
    g.capture(f.source, all);
})
.only_if(you_are_haunted)]);

/// Xenos Darkshadow — its power, assault, hazardous and splash-attack are
/// each the number of cards in its controller's discard pile (its printed
/// power is X: read as that same number). Destroyed: if its controller is
/// haunted, it is archived.
static XENOS_DARKSHADOW: Behavior = Behavior {
    modifies: Queries::POWER
        .and(Queries::ASSAULT_HAZARDOUS)
        .and(Queries::RARE),
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        let x = || g.player(g.card(me).controller).discard.len() as u32;
        match q {
            Query::Power { card, value } if *card == me => *value += x() as i32,
            Query::Assault { card, value }
            | Query::Hazardous { card, value }
            | Query::SplashAttack { card, value }
                if *card == me =>
            {
                *value += x()
            }
            _ => {}
        }
    }),
    destroyed: &[Step::then(|g, f| g.archive(f.controller, f.source)).only_if(you_are_haunted)],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests;

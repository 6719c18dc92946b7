//! Mars, Call of the Archons.

use crate::cards::select::creatures_where;
use crate::cards::{traits, House};
use crate::engine::ability::{filter, Behavior, Queries, Reach, Step, TargetSpec};
use crate::engine::{CardRef, Event, Expiry, Frame, Game, Player, Query};

/// The behaviour of a Mars card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "ammonia-clouds" => &AMMONIA_CLOUDS,
        "irradiated-æmber" => &IRRADIATED_AEMBER,
        "phosphorus-stars" => &PHOSPHORUS_STARS,
        "psychic-network" => &PSYCHIC_NETWORK,
        "shatter-storm" => &SHATTER_STORM,
        "squawker" => &SQUAWKER,
        "crystal-hive" => &CRYSTAL_HIVE,
        "ether-spider" => &ETHER_SPIDER,
        "grabber-jammer" => &GRABBER_JAMMER,
        "grommid" => &GROMMID,
        "mindwarper" => &MINDWARPER,
        "phylyx-the-disintegrator" => &PHYLYX_THE_DISINTEGRATOR,
        "tunk" => &TUNK,
        "yxili-marauder" => &YXILI_MARAUDER,
        "yxilo-bolter" => &YXILO_BOLTER,
        "yxilx-dominator" => &YXILX_DOMINATOR,
        "zorg" => &ZORG,
        "jammer-pack" => &JAMMER_PACK,
        "red-planet-ray-gun" => &RED_PLANET_RAY_GUN,
        "john-smyth" => &JOHN_SMYTH,
        "emp-blast" => &EMP_BLAST,
        "soft-landing" => &SOFT_LANDING,
        "blypyp" => &BLYPYP,
        "incubation-chamber" => &INCUBATION_CHAMBER,
        "battle-fleet" => &BATTLE_FLEET,
        "orbital-bombardment" => &ORBITAL_BOMBARDMENT,
        "mothergun" => &MOTHERGUN,
        "hypnotic-command" => &HYPNOTIC_COMMAND,
        "mothership-support" => &MOTHERSHIP_SUPPORT,
        "chuff-ape" => &CHUFF_APE,
        "zyzzix-the-many" => &ZYZZIX_THE_MANY,
        "ulyq-megamouth" => &ULYQ_MEGAMOUTH,
        "invasion-portal" => &INVASION_PORTAL,
        "martians-make-bad-allies" => &MARTIANS_MAKE_BAD_ALLIES,
        "vezyma-thinkdrone" => &VEZYMA_THINKDRONE,
        _ => return None,
    })
}

/// Whether a card belongs to house Mars.
fn is_mars(g: &Game, c: CardRef) -> bool {
    g.card(c).house == House::Mars
}

/// `p`'s ready Mars creatures.
fn ready_mars_creatures(g: &Game, p: Player) -> u32 {
    g.creatures(p)
        .iter()
        .filter(|&&c| is_mars(g, c) && !g.card(c).is_exhausted())
        .count() as u32
}

/// "Enters play stunned": the creature stuns itself as it is played.
fn enters_play_stunned(g: &mut Game, me: CardRef, ev: Event) {
    if ev
        == (Event::CardPlayed {
            card: me,
            player: g.card(me).controller,
        })
    {
        g.stun(me);
    }
}

/// Ammonia Clouds — Play: 3 damage to each creature.
static AMMONIA_CLOUDS: Behavior = Behavior {
    play: &[Step::then(|g, _| {
        let (all, n) = creatures_where(g, |_| true);
        g.deal_damage_each(&all[..n], 3);
    })],
    ..Behavior::VANILLA
};

/// Irradiated Æmber — Play: if the opponent has 6 or more, 3 damage to each
/// enemy creature.
static IRRADIATED_AEMBER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        if g.player(f.opponent()).amber >= 6 {
            let (enemies, n) = creatures_where(g, |c| g.card(c).controller != f.controller);
            g.deal_damage_each(&enemies[..n], 3);
        }
    })],
    ..Behavior::VANILLA
};

/// Phosphorus Stars — Play: stun each non-Mars creature; gain 2 chains.
static PHOSPHORUS_STARS: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let (others, n) = creatures_where(g, |c| !is_mars(g, c));
        for &c in &others[..n] {
            g.stun(c);
        }
        g.gain_chains(f.controller, 2);
    })],
    ..Behavior::VANILLA
};

/// Psychic Network — Play: steal 1 per friendly ready Mars creature.
static PSYCHIC_NETWORK: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let n = ready_mars_creatures(g, f.controller);
        g.steal(f.controller, n);
    })],
    ..Behavior::VANILLA
};

/// Shatter Storm — Play: lose all your Æmber; the opponent loses three
/// times as much.
static SHATTER_STORM: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let mine = g.player(f.controller).amber as u32;
        let lost = g.lose(f.controller, mine);
        g.lose(f.opponent(), 3 * lost);
    })],
    ..Behavior::VANILLA
};

/// Squawker — Play: ready a Mars creature or stun a non-Mars creature (the
/// creature chosen decides which).
static SQUAWKER: Behavior = Behavior {
    play: &[Step::target(TargetSpec::creature(filter::any), |g, f| {
        let c = f.target(0);
        if c.is_some() && is_mars(g, c) {
            g.ready(c);
        } else {
            g.stun(c);
        }
    })],
    ..Behavior::VANILLA
};

/// Crystal Hive — Action: this turn, gain 1 each time a creature reaps.
static CRYSTAL_HIVE: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_event: Some(|g, e, ev| {
        if let Event::Reaped { .. } = ev {
            g.gain(e.controller, 1);
        }
    }),
    ..Behavior::VANILLA
};

/// Ether Spider — deals no fight damage; Æmber that would reach the
/// opponent's pool is captured by it instead.
static ETHER_SPIDER: Behavior = Behavior {
    modifies: Queries::OTHER.and(Queries::REPLACEMENTS),
    modify: Some(|g, me, q| match q {
        Query::FightDamage { dealer, value, .. } if *dealer == me => *value = 0,
        Query::GainInstead { player, capture_by }
            if *player != g.card(me).controller && capture_by.is_none() =>
        {
            *capture_by = me
        }
        _ => {}
    }),
    ..Behavior::VANILLA
};

/// "Fight/Reap: capture 1."
static CAPTURE_ONE: &[Step] = &[Step::then(|g, f| {
    g.capture(f.source, 1);
})];

/// Grabber Jammer — the opponent's keys cost +1; Fight/Reap: capture 1.
static GRABBER_JAMMER: Behavior = Behavior {
    fight: CAPTURE_ONE,
    reap: CAPTURE_ONE,
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            if *player != g.card(me).controller {
                *value += 1;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Grommid — you cannot play creatures; an enemy destroyed fighting it
/// costs the opponent 1.
static GROMMID: Behavior = Behavior {
    modifies: Queries::PERMISSIONS,
    modify: Some(|g, me, q| {
        if let Query::CanPlay {
            player,
            card,
            value,
        } = q
        {
            if *player == g.card(me).controller && g.is_creature_card(*card) {
                *value = false;
            }
        }
    }),
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed {
            controller,
            fighting,
            ..
        } = ev
        {
            if fighting == me && controller != g.card(me).controller {
                g.lose(controller, 1);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Mindwarper — Action: an enemy creature captures 1 from its own side.
static MINDWARPER: Behavior = Behavior {
    action: &[Step::target(TargetSpec::creature(filter::enemy), |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.capture_from(c, g.card(c).controller, 1);
        }
    })],
    ..Behavior::VANILLA
};

/// Phylyx the Disintegrator — Action: the opponent loses 1 per other
/// friendly Mars creature.
static PHYLYX_THE_DISINTEGRATOR: Behavior = Behavior {
    action: &[Step::then(|g, f| {
        let n = g
            .creatures(f.controller)
            .iter()
            .filter(|&&c| c != f.source && is_mars(g, c))
            .count();
        g.lose(f.opponent(), n as u32);
    })],
    ..Behavior::VANILLA
};

/// Tunk — after you play another Mars creature, fully heal Tunk.
static TUNK: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if card != me
                && player == g.card(me).controller
                && is_mars(g, card)
                && g.is_creature_card(card)
            {
                let damage = g.card(me).damage as u32;
                g.heal(me, damage);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Yxili Marauder — +1 power per Æmber on it; Play: capture 1 per friendly
/// ready Mars creature.
static YXILI_MARAUDER: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let n = ready_mars_creatures(g, f.controller);
        g.capture(f.source, n);
    })],
    modifies: Queries::POWER,
    reach: Reach::Itself,
    raises_power_only: true,
    modify: Some(|g, me, q| {
        if let Query::Power { card, value } = q {
            if *card == me {
                *value += g.card(me).amber as i32;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// "Fight/Reap: 2 damage to a creature; purge it if that destroys it."
static BOLT_AND_PURGE: &[Step] = &[Step::target(TargetSpec::creature(filter::any), |g, f| {
    let c = f.target(0);
    g.deal_damage(c, 2);
    if c.is_some() && g.card(c).is_tagged() {
        g.purge(c);
    }
})];

/// Yxilo Bolter — Fight/Reap: 2 damage to a creature, purged if destroyed.
static YXILO_BOLTER: Behavior = Behavior {
    fight: BOLT_AND_PURGE,
    reap: BOLT_AND_PURGE,
    ..Behavior::VANILLA
};

/// Yxilx Dominator — enters play stunned.
static YXILX_DOMINATOR: Behavior = Behavior {
    on_event: Some(enters_play_stunned),
    ..Behavior::VANILLA
};

/// Zorg — enters play stunned; Before Fight: stun the creature fought and
/// its neighbors.
static ZORG: Behavior = Behavior {
    on_event: Some(enters_play_stunned),
    before_fight: &[Step::then(stun_fought_and_neighbors)],
    ..Behavior::VANILLA
};

fn stun_fought_and_neighbors(g: &mut Game, f: &mut Frame) {
    let mut hit = [CardRef::NONE; 3];
    hit[0] = f.subject;
    for (i, c) in g.neighbors(f.subject).enumerate() {
        hit[i + 1] = c;
    }
    for c in hit {
        g.stun(c);
    }
}

/// Jammer Pack — its creature gains "your opponent's keys cost +2".
static JAMMER_PACK: Behavior = Behavior {
    modifies: Queries::ECONOMY,
    modify: Some(|g, me, q| {
        if let Query::KeyCost { player, value } = q {
            let host = g.card(me).host;
            if host.is_some() && *player != g.card(host).controller {
                *value += 2;
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Red Planet Ray Gun — its creature gains "Reap: 1 damage to a creature
/// per Mars creature in play".
static RED_PLANET_RAY_GUN: Behavior = Behavior {
    grants: Some(&RAY_GUN_REAP),
    ..Behavior::VANILLA
};

static RAY_GUN_REAP: Behavior = Behavior {
    reap: &[Step::target(TargetSpec::creature(filter::any), |g, f| {
        let n = g.all_creatures().filter(|&c| is_mars(g, c)).count();
        g.deal_damage(f.target(0), n as u32);
    })],
    ..Behavior::VANILLA
};

/// "Fight/Reap: ready a non-Agent Mars creature."
static READY_NON_AGENT_MARS: &[Step] = &[Step::target(
    TargetSpec::creature(|g, _, c| is_mars(g, c) && !g.def(c).has_trait(traits::AGENT)),
    |g, f| g.ready(f.target(0)),
)];

/// "John Smyth" — Fight/Reap: ready a non-Agent Mars creature.
static JOHN_SMYTH: Behavior = Behavior {
    fight: READY_NON_AGENT_MARS,
    reap: READY_NON_AGENT_MARS,
    ..Behavior::VANILLA
};

/// EMP Blast — Play: stun each Mars and each Robot creature; destroy each
/// artifact.
static EMP_BLAST: Behavior = Behavior {
    play: &[Step::then(|g, _| {
        let (hit, n) = creatures_where(g, |c| is_mars(g, c) || g.def(c).has_trait(traits::ROBOT));
        for &c in &hit[..n] {
            g.stun(c);
        }
        let mut artifacts = [CardRef::NONE; crate::engine::MAX_CARDS];
        let mut k = 0;
        for p in [Player::A, Player::B] {
            for c in g.player(p).artifacts.iter() {
                artifacts[k] = c;
                k += 1;
            }
        }
        for &c in &artifacts[..k] {
            g.destroy(c);
        }
    })],
    ..Behavior::VANILLA
};

/// Whether `c` is a creature or an artifact card.
fn creature_or_artifact(g: &Game, c: CardRef) -> bool {
    matches!(
        g.def(c).kind,
        crate::cards::CardType::Creature | crate::cards::CardType::Artifact
    )
}

/// Soft Landing — Play: the next creature or artifact you play this turn
/// enters play ready.
static SOFT_LANDING: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::OTHER,
    lasting_modify: Some(|g, e, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == e.controller && creature_or_artifact(g, *card) {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && creature_or_artifact(g, card) {
                g.end_lasting(e);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// Blypyp — Reap: the next Mars creature you play this turn enters play
/// ready.
static BLYPYP: Behavior = Behavior {
    reap: &[Step::then(|g, f| {
        g.add_lasting(f.source, f.controller, Expiry::EndOfTurn)
    })],
    lasting_modifies: Queries::OTHER,
    lasting_modify: Some(|g, e, q| {
        if let Query::EntersReady { card, value } = q {
            if g.card(*card).controller == e.controller
                && is_mars(g, *card)
                && g.is_creature_card(*card)
            {
                *value = true;
            }
        }
    }),
    lasting_event: Some(|g, e, ev| {
        if let Event::CardPlayed { card, player } = ev {
            if player == e.controller && is_mars(g, card) && g.is_creature_card(card) {
                g.end_lasting(e);
            }
        }
    }),
    ..Behavior::VANILLA
};

/// A Mars creature card.
fn mars_creature(g: &Game, _: &Frame, c: CardRef) -> bool {
    is_mars(g, c) && g.is_creature_card(c)
}

/// Incubation Chamber — Omni: reveal a Mars creature from your hand and
/// archive it.
static INCUBATION_CHAMBER: Behavior = Behavior {
    omni: &[Step::target(TargetSpec::in_hand(mars_creature), |g, f| {
        g.archive(f.controller, f.target(0));
    })],
    ..Behavior::VANILLA
};

/// Any number of cards: every card a player can hold.
const ANY_NUMBER: u8 = crate::engine::MAX_CARDS as u8;

/// "Reveal any number of Mars cards from your hand": counted in
/// [`Frame::count`].
const REVEAL_MARS_CARDS: Step = Step::target(
    TargetSpec::in_hand(|g, _, c| is_mars(g, c)).up_to(ANY_NUMBER),
    |_, f| {
        if f.last_target().is_some() {
            f.count += 1;
        }
    },
);

/// Any creature, while the count of the ability is not used up.
fn while_count_left(_: &Game, f: &Frame, _: CardRef) -> bool {
    f.count > 0
}

/// Battle Fleet — Play: reveal Mars cards from your hand; draw 1 per card.
static BATTLE_FLEET: Behavior = Behavior {
    play: &[
        REVEAL_MARS_CARDS,
        Step::then(|g, f| g.draw(f.controller, f.count as u32)),
    ],
    ..Behavior::VANILLA
};

/// Orbital Bombardment — Play: reveal Mars cards from your hand; 2 damage
/// to a creature per card (a different creature each time if you like).
static ORBITAL_BOMBARDMENT: Behavior = Behavior {
    play: &[
        REVEAL_MARS_CARDS,
        Step::target(TargetSpec::creature(while_count_left), |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.deal_damage(c, 2);
                f.count -= 1;
                f.repeat = f.count > 0;
            }
        }),
    ],
    ..Behavior::VANILLA
};

/// Mothergun — Action: reveal Mars cards from your hand; that much damage
/// to a creature.
static MOTHERGUN: Behavior = Behavior {
    action: &[
        REVEAL_MARS_CARDS,
        Step::target(TargetSpec::creature(while_count_left), |g, f| {
            g.deal_damage(f.last_target(), f.count as u32);
        }),
    ],
    ..Behavior::VANILLA
};

/// Hypnotic Command — Play: per friendly Mars creature, an enemy creature
/// captures 1 from its own side.
static HYPNOTIC_COMMAND: Behavior = Behavior {
    play: &[
        Step::then(|g, f| {
            f.count = g
                .creatures(f.controller)
                .iter()
                .filter(|&&c| is_mars(g, c))
                .count() as u8;
        }),
        Step::target(
            TargetSpec::creature(|g, f, c| f.count > 0 && filter::enemy(g, f, c)),
            |g, f| {
                let c = f.last_target();
                if c.is_some() {
                    g.capture_from(c, g.card(c).controller, 1);
                    f.count -= 1;
                    f.repeat = f.count > 0;
                }
            },
        ),
    ],
    ..Behavior::VANILLA
};

/// Mothership Support — Play: per friendly ready Mars creature, 2 damage
/// to a creature.
static MOTHERSHIP_SUPPORT: Behavior = Behavior {
    play: &[
        Step::then(|g, f| f.count = ready_mars_creatures(g, f.controller) as u8),
        Step::target(TargetSpec::creature(while_count_left), |g, f| {
            let c = f.last_target();
            if c.is_some() {
                g.deal_damage(c, 2);
                f.count -= 1;
                f.repeat = f.count > 0;
            }
        }),
    ],
    ..Behavior::VANILLA
};

/// "Fight/Reap: you may sacrifice another friendly creature; if you do,
/// fully heal this creature."
static SACRIFICE_TO_HEAL: &[Step] = &[Step::target(
    TargetSpec::creature(|g, f, c| c != f.source && filter::friendly(g, f, c)).optional(),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.destroy(c);
            let damage = g.card(f.source).damage as u32;
            g.heal(f.source, damage);
        }
    },
)];

/// Chuff Ape — enters play stunned; Fight/Reap: you may sacrifice another
/// friendly creature to fully heal it.
static CHUFF_APE: Behavior = Behavior {
    on_event: Some(enters_play_stunned),
    fight: SACRIFICE_TO_HEAL,
    reap: SACRIFICE_TO_HEAL,
    ..Behavior::VANILLA
};

/// "Fight/Reap: you may reveal a creature from your hand; if you do,
/// archive it and this creature gets three +1 power counters."
static ARCHIVE_FOR_POWER: &[Step] = &[Step::target(
    TargetSpec::in_hand(|g, _, c| g.is_creature_card(c)).optional(),
    |g, f| {
        let c = f.target(0);
        if c.is_some() {
            g.archive(f.controller, c);
            g.add_power_counters(f.source, 3);
        }
    },
)];

/// Zyzzix the Many — Fight/Reap: archive a creature from your hand for
/// three +1 power counters.
static ZYZZIX_THE_MANY: Behavior = Behavior {
    fight: ARCHIVE_FOR_POWER,
    reap: ARCHIVE_FOR_POWER,
    ..Behavior::VANILLA
};

/// "Fight/Reap: use a friendly non-Mars creature."
static USE_NON_MARS: &[Step] = &[Step::target(
    TargetSpec::creature(|g, f, c| filter::friendly(g, f, c) && !is_mars(g, c)),
    |g, f| g.use_creature(f.target(0)),
)];

/// Ulyq Megamouth — Fight/Reap: use a friendly non-Mars creature.
static ULYQ_MEGAMOUTH: Behavior = Behavior {
    fight: USE_NON_MARS,
    reap: USE_NON_MARS,
    ..Behavior::VANILLA
};

/// Invasion Portal — Action: discard from the top of your deck until a
/// Mars creature, which goes to your hand.
static INVASION_PORTAL: Behavior = Behavior {
    action: &[Step::then(|g, f| loop {
        let c = g.discard_top_of_deck(f.controller);
        if c.is_none() {
            break;
        }
        if is_mars(g, c) && g.is_creature_card(c) {
            g.return_to_hand(c);
            break;
        }
    })],
    ..Behavior::VANILLA
};

/// Martians Make Bad Allies — Play: purge each non-Mars creature in your
/// hand; gain 1 per card purged.
static MARTIANS_MAKE_BAD_ALLIES: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let mut gone = [CardRef::NONE; crate::engine::MAX_CARDS];
        let mut n = 0;
        for c in g.player(f.controller).hand.iter() {
            if g.is_creature_card(c) && !is_mars(g, c) {
                gone[n] = c;
                n += 1;
            }
        }
        for &c in &gone[..n] {
            g.purge(c);
        }
        g.gain(f.controller, n as u32);
    })],
    ..Behavior::VANILLA
};

/// Vezyma Thinkdrone — Reap: you may archive a friendly creature or
/// artifact from play.
static VEZYMA_THINKDRONE: Behavior = Behavior {
    reap: &[Step::target(
        TargetSpec::in_play(filter::friendly).optional(),
        |g, f| g.archive(f.controller, f.target(0)),
    )],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests {
    use crate::cards::House;
    use crate::engine::Player::{A, B};
    use crate::engine::{Choice, Flank};
    use crate::testing::scenario::Scenario;

    #[test]
    fn ammonia_clouds_deals_three_to_each_creature() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Ammonia Clouds"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Dust Pixie", "Champion Anaphiel"])
            .start();
        t.play("Ammonia Clouds");
        assert_eq!(t.damage("Troll"), 3);
        assert_eq!(t.discard(B), ["Dust Pixie"]);
        assert_eq!(t.damage("Champion Anaphiel"), 2, "armor absorbs 1");
    }

    #[test]
    fn irradiated_aember_needs_six_on_the_opponents_side() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Irradiated Æmber"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Krump"])
            .amber(B, 5)
            .start();
        t.play("Irradiated Æmber");
        assert_eq!(t.damage("Krump"), 0, "5 is not enough");

        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Irradiated Æmber"])
            .battleline(A, &["Troll"])
            .battleline(B, &["Krump"])
            .amber(B, 6)
            .start();
        t.play("Irradiated Æmber");
        assert_eq!(t.damage("Krump"), 3);
        assert_eq!(t.damage("Troll"), 0, "only enemy creatures");
    }

    #[test]
    fn phosphorus_stars_stuns_non_mars_creatures_and_gives_two_chains() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Phosphorus Stars"])
            .battleline(A, &["Tunk", "Troll"])
            .battleline(B, &["Krump"])
            .start();
        t.play("Phosphorus Stars");
        assert!(!t.stunned("Tunk"));
        assert!(t.stunned("Troll") && t.stunned("Krump"));
        assert_eq!(t.g.player(A).chains, 2);
    }

    #[test]
    fn psychic_network_steals_per_ready_mars_creature() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Psychic Network"])
            .battleline(A, &["Tunk", "Mindwarper", "Zorg", "Troll"])
            .amber(B, 5)
            .start();
        t.set_exhausted("Zorg", true);
        t.play("Psychic Network");
        assert_eq!(
            t.amber(A),
            2,
            "Tunk and Mindwarper; Zorg is exhausted, Troll not Mars"
        );
        assert_eq!(t.amber(B), 3);
    }

    #[test]
    fn shatter_storm_costs_the_opponent_triple() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Shatter Storm"])
            .amber(A, 2)
            .amber(B, 9)
            .start();
        t.play("Shatter Storm");
        assert_eq!(t.amber(A), 0);
        assert_eq!(t.amber(B), 3);
    }

    #[test]
    fn squawker_readies_a_mars_creature_or_stuns_another() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Squawker"])
            .battleline(A, &["Tunk"])
            .battleline(B, &["Krump"])
            .start();
        t.set_exhausted("Tunk", true);
        t.play("Squawker");
        t.choose("Tunk");
        assert!(!t.exhausted("Tunk"));
        assert!(!t.stunned("Tunk"));

        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Squawker"])
            .battleline(A, &["Tunk"])
            .battleline(B, &["Krump"])
            .start();
        t.play("Squawker");
        t.choose("Krump");
        assert!(t.stunned("Krump"));
    }

    #[test]
    fn crystal_hive_pays_for_every_reap_this_turn() {
        let mut t = Scenario::new(House::Mars)
            .artifacts(A, &["Crystal Hive"])
            .battleline(A, &["Tunk", "Mindwarper"])
            .start();
        t.action("Crystal Hive");
        t.reap("Tunk");
        t.reap("Mindwarper");
        assert_eq!(t.amber(A), 4, "1 per reap and 1 from the Hive each time");
        t.end_turn();
        assert!(t.g.lasting_effects().is_empty());
    }

    #[test]
    fn ether_spider_captures_what_the_opponent_would_gain_or_steal() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Punch"])
            .battleline(A, &["Troll", "Dodger"])
            .battleline(B, &["Ether Spider"])
            .amber(B, 2)
            .start();
        t.play("Punch");
        t.choose("Troll");
        assert_eq!(t.amber(A), 0, "Punch's bonus Æmber is captured");
        assert_eq!(t.amber_on("Ether Spider"), 1);
        t.reap("Troll");
        assert_eq!(t.amber_on("Ether Spider"), 2);
        assert_eq!(t.amber(B), 2, "its controller's own pool is untouched");
    }

    #[test]
    fn ether_spider_deals_no_fight_damage() {
        let mut t = Scenario::new(House::Brobnar)
            .battleline(A, &["Krump"])
            .battleline(B, &["Ether Spider"])
            .start();
        t.fight("Krump", "Ether Spider");
        assert_eq!(t.damage("Krump"), 0);
        assert_eq!(t.damage("Ether Spider"), 6);
    }

    #[test]
    fn grabber_jammer_raises_the_opponents_keys_and_captures() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Grabber Jammer"])
            .amber(B, 3)
            .start();
        assert_eq!(t.g.key_cost(B), 7);
        assert_eq!(t.g.key_cost(A), 6);
        t.reap("Grabber Jammer");
        assert_eq!(t.amber_on("Grabber Jammer"), 1);
        assert_eq!(t.amber(B), 2);
    }

    #[test]
    fn grommid_forbids_creatures_and_punishes_its_victims() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Tunk", "Ammonia Clouds"])
            .battleline(A, &["Grommid"])
            .battleline(B, &["Dust Pixie"])
            .amber(B, 3)
            .start();
        let tunk = t.find("Tunk");
        assert!(!t.is_legal(crate::engine::Choice::Play(tunk)));
        t.fight("Grommid", "Dust Pixie");
        assert_eq!(t.amber(B), 2);
    }

    #[test]
    fn mindwarper_makes_an_enemy_capture_from_its_own_side() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Mindwarper"])
            .battleline(B, &["Krump"])
            .amber(B, 3)
            .start();
        t.action("Mindwarper");
        assert_eq!(t.amber_on("Krump"), 1);
        assert_eq!(t.amber(B), 2);
    }

    #[test]
    fn phylyx_costs_one_per_other_friendly_mars_creature() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Phylyx the Disintegrator", "Tunk", "Zorg", "Troll"])
            .amber(B, 5)
            .start();
        t.action("Phylyx the Disintegrator");
        assert_eq!(t.amber(B), 3);
    }

    #[test]
    fn tunk_heals_when_another_mars_creature_is_played() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Mindwarper", "Ammonia Clouds"])
            .battleline(A, &["Tunk"])
            .start();
        t.set_damage("Tunk", 2);
        t.play("Ammonia Clouds");
        assert_eq!(
            t.damage("Tunk"),
            2 + 2,
            "armor 1; an action does not heal it"
        );
        t.play("Mindwarper");
        t.flank(Flank::Right);
        assert_eq!(t.damage("Tunk"), 0);
    }

    #[test]
    fn yxili_marauder_captures_per_ready_mars_creature_and_grows() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Yxili Marauder"])
            .battleline(A, &["Tunk", "Mindwarper"])
            .amber(B, 5)
            .start();
        t.play("Yxili Marauder");
        t.flank(Flank::Right);
        // Played exhausted, it does not count itself.
        assert_eq!(t.amber_on("Yxili Marauder"), 2);
        assert_eq!(t.power("Yxili Marauder"), 2 + 2);
    }

    #[test]
    fn yxilo_bolter_purges_what_its_damage_destroys() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Yxilo Bolter"])
            .battleline(B, &["Dust Pixie", "Krump"])
            .start();
        t.reap("Yxilo Bolter");
        t.choose("Dust Pixie");
        assert_eq!(t.purged(B), ["Dust Pixie"]);
        assert!(t.discard(B).is_empty());
    }

    #[test]
    fn yxilo_bolter_leaves_a_survivor_in_play() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Yxilo Bolter"])
            .battleline(B, &["Krump"])
            .start();
        t.reap("Yxilo Bolter");
        t.choose("Krump");
        assert_eq!(t.damage("Krump"), 2);
        assert!(t.purged(B).is_empty());
    }

    #[test]
    fn yxilx_dominator_and_zorg_enter_play_stunned() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Yxilx Dominator", "Zorg"])
            .start();
        t.play("Yxilx Dominator");
        t.play("Zorg");
        t.flank(Flank::Left);
        assert!(t.stunned("Yxilx Dominator"));
        assert!(t.stunned("Zorg"));
    }

    #[test]
    fn zorg_stuns_the_creature_it_fights_and_its_neighbors() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Zorg"])
            .battleline(B, &["Dust Pixie", "Krump", "Troll", "Bumpsy"])
            .start();
        t.fight("Zorg", "Troll");
        assert!(t.stunned("Krump") && t.stunned("Bumpsy"));
        assert!(!t.stunned("Dust Pixie"));
        assert_eq!(t.damage("Troll"), 7);
    }

    #[test]
    fn jammer_pack_raises_the_opponents_keys_by_two() {
        let t = Scenario::new(House::Mars)
            .battleline(A, &["Tunk"])
            .upgrade(A, "Jammer Pack", "Tunk")
            .start();
        assert_eq!(t.g.key_cost(B), 8);
        assert_eq!(t.g.key_cost(A), 6);
    }

    #[test]
    fn red_planet_ray_gun_deals_one_per_mars_creature_in_play() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Tunk", "Mindwarper"])
            .battleline(B, &["Zorg", "Troll"])
            .upgrade(A, "Red Planet Ray Gun", "Tunk")
            .start();
        t.reap("Tunk");
        t.choose("Troll");
        assert_eq!(t.damage("Troll"), 3, "Tunk, Mindwarper and Zorg are Mars");
    }
    #[test]
    fn john_smyth_readies_a_non_agent_mars_creature() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["“John Smyth”", "Tunk"])
            .start();
        t.set_exhausted("Tunk", true);
        t.reap("“John Smyth”");
        assert!(
            !t.exhausted("Tunk"),
            "the only candidate: John Smyth is an Agent"
        );
    }

    #[test]
    fn emp_blast_stuns_mars_and_robots_and_destroys_artifacts() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["EMP Blast"])
            .battleline(A, &["Mindwarper", "Troll"])
            .battleline(B, &["Batdrone"])
            .artifacts(A, &["Crystal Hive"])
            .artifacts(B, &["Lifeward"])
            .start();
        t.play("EMP Blast");
        assert!(t.stunned("Mindwarper") && t.stunned("Batdrone"));
        assert!(!t.stunned("Troll"));
        assert!(t.artifacts_of(A).is_empty() && t.artifacts_of(B).is_empty());
    }
    #[test]
    fn soft_landing_readies_only_the_next_creature_or_artifact() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Soft Landing", "Crystal Hive", "Tunk"])
            .start();
        t.play("Soft Landing");
        t.play("Crystal Hive");
        assert!(!t.exhausted("Crystal Hive"), "the next one enters ready");
        t.play("Tunk");
        assert!(t.exhausted("Tunk"), "only the next one");
    }

    #[test]
    fn blypyp_readies_the_next_mars_creature() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Crystal Hive", "Tunk"])
            .battleline(A, &["Blypyp"])
            .start();
        t.reap("Blypyp");
        t.play("Crystal Hive");
        assert!(t.exhausted("Crystal Hive"), "not a creature");
        t.play("Tunk");
        t.flank(Flank::Right);
        assert!(!t.exhausted("Tunk"));
    }

    #[test]
    fn incubation_chamber_archives_a_mars_creature_from_hand() {
        let mut t = Scenario::new(House::Mars)
            .artifacts(A, &["Incubation Chamber"])
            .hand(A, &["Tunk", "Troll", "Ammonia Clouds"])
            .start();
        t.apply(Choice::Omni(t.find("Incubation Chamber")));
        assert_eq!(t.archives_of(A), ["Tunk"], "the only Mars creature");
    }

    #[test]
    fn battle_fleet_draws_one_per_mars_card_revealed() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Battle Fleet", "Tunk", "Zorg", "Troll"])
            .start();
        t.play("Battle Fleet");
        t.choose("Tunk");
        t.choose("Zorg");
        assert_eq!(
            t.hand_of(A).len(),
            3 + 2,
            "Tunk, Zorg and Troll stay; two drawn"
        );
    }

    #[test]
    fn orbital_bombardment_deals_two_per_card_revealed() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Orbital Bombardment", "Tunk", "Zorg"])
            .battleline(B, &["Troll", "Krump"])
            .start();
        t.play("Orbital Bombardment");
        t.choose("Tunk");
        t.choose("Zorg");
        t.choose("Troll");
        t.choose("Krump");
        assert_eq!((t.damage("Troll"), t.damage("Krump")), (2, 2));
    }

    #[test]
    fn mothergun_deals_damage_equal_to_the_cards_revealed() {
        let mut t = Scenario::new(House::Mars)
            .artifacts(A, &["Mothergun"])
            .hand(A, &["Tunk", "Zorg", "Punch"])
            .battleline(B, &["Troll"])
            .start();
        t.action("Mothergun");
        t.choose("Tunk");
        t.choose("Zorg");
        assert_eq!(t.damage("Troll"), 2, "Punch is not Mars: two revealed");
    }

    #[test]
    fn hypnotic_command_makes_enemies_capture_from_their_own_side() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Hypnotic Command"])
            .battleline(A, &["Tunk", "Zorg", "Troll"])
            .battleline(B, &["Krump"])
            .amber(B, 5)
            .start();
        t.play("Hypnotic Command");
        assert_eq!(t.amber_on("Krump"), 2, "two friendly Mars creatures");
        assert_eq!(t.amber(B), 3);
    }

    #[test]
    fn mothership_support_deals_two_per_ready_mars_creature() {
        let mut t = Scenario::new(House::Mars)
            .hand(A, &["Mothership Support"])
            .battleline(A, &["Tunk", "Zorg"])
            .battleline(B, &["Troll", "Krump"])
            .start();
        t.set_exhausted("Zorg", true);
        t.play("Mothership Support");
        t.choose("Krump");
        assert_eq!(t.damage("Krump"), 2);
        assert_eq!(t.damage("Troll"), 0, "one ready Mars creature: one shot");
    }
    #[test]
    fn chuff_ape_enters_stunned_and_eats_a_friend_to_heal() {
        let mut t = Scenario::new(House::Mars).hand(A, &["Chuff Ape"]).start();
        t.play("Chuff Ape");
        assert!(t.stunned("Chuff Ape"));

        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Chuff Ape", "Tunk"])
            .start();
        t.set_damage("Chuff Ape", 5);
        t.reap("Chuff Ape");
        t.choose("Tunk");
        assert_eq!(t.damage("Chuff Ape"), 0);
        assert_eq!(t.discard(A), ["Tunk"]);
    }

    #[test]
    fn zyzzix_archives_a_creature_for_three_power_counters() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Zyzzix the Many"])
            .hand(A, &["Troll", "Punch"])
            .start();
        t.reap("Zyzzix the Many");
        t.choose("Troll");
        assert_eq!(t.archives_of(A), ["Troll"]);
        assert_eq!(t.power("Zyzzix the Many"), 3 + 3);
    }

    #[test]
    fn ulyq_megamouth_uses_a_friendly_non_mars_creature() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Ulyq Megamouth", "Dew Faerie"])
            .start();
        t.reap("Ulyq Megamouth");
        assert_eq!(t.amber(A), 1 + 2, "Dew Faerie reaps, off house");
    }

    #[test]
    fn invasion_portal_digs_for_a_mars_creature() {
        let mut t = Scenario::new(House::Mars)
            .artifacts(A, &["Invasion Portal"])
            .deck(A, &["Punch", "Ammonia Clouds", "Tunk", "Zorg"])
            .start();
        t.action("Invasion Portal");
        assert_eq!(t.hand_of(A), ["Tunk"]);
        assert_eq!(t.discard(A), ["Punch", "Ammonia Clouds"]);
        assert_eq!(t.deck_of(A), ["Zorg"]);
    }

    #[test]
    fn martians_make_bad_allies_purges_non_mars_creatures_from_hand() {
        let mut t = Scenario::new(House::Mars)
            .hand(
                A,
                &[
                    "Martians Make Bad Allies",
                    "Troll",
                    "Krump",
                    "Tunk",
                    "Punch",
                ],
            )
            .start();
        t.play("Martians Make Bad Allies");
        assert_eq!(t.purged(A), ["Troll", "Krump"]);
        assert_eq!(t.hand_of(A), ["Tunk", "Punch"]);
        assert_eq!(t.amber(A), 2);
    }
    #[test]
    fn vezyma_thinkdrone_may_archive_a_friendly_card_in_play() {
        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Vezyma Thinkdrone", "Tunk"])
            .artifacts(A, &["Crystal Hive"])
            .start();
        t.reap("Vezyma Thinkdrone");
        t.choose("Crystal Hive");
        assert_eq!(t.archives_of(A), ["Crystal Hive"]);

        let mut t = Scenario::new(House::Mars)
            .battleline(A, &["Vezyma Thinkdrone", "Tunk"])
            .start();
        t.reap("Vezyma Thinkdrone");
        t.pass();
        assert!(t.archives_of(A).is_empty());
    }
}

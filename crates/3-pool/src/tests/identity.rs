//! Card identity, each test against the rules: a token creature is made
//! from the top card of its deck and is that card again once it leaves
//! play; a gigantic creature's two halves are played together as one
//! creature and split when it leaves play, and an effect that plays or
//! puts into play one half fails (the rulebook's "Gigantic"); a
//! copy is its printed card again once it leaves play (the FAQ on Mimic
//! Gel: a copy of the printed card). Token and gigantic cards of later sets
//! have no behaviour yet: they play as their printed facts, which is all
//! these rules read.

use keysim_engine::ability::{Behavior, Event, Events, Step};
use keysim_engine::Player::{A, B};
use keysim_engine::{CardRef, Choice, Flank, Identity, Location};
use keysim_facts::{by_slug, CardType, House};

use super::scenario;

/// Play: make a token creature on the right flank.
static MAKE_TOKEN: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        g.make_token(f.controller, Flank::Right);
    })],
    ..Behavior::VANILLA
};

/// Each time a token creature is destroyed, its watcher's controller
/// gains 1 (reads what the destroyed card was: last known information).
static TOKEN_WATCHER: Behavior = Behavior {
    on_event: Some(|g, me, ev| {
        if let Event::Destroyed { was, .. } = ev {
            if was.def().kind == CardType::TokenCreature {
                g.gain(g.card(me).controller, 1);
            }
        }
    }),
    hears: Events::DESTROYED,
    ..Behavior::VANILLA
};

/// Play: the first enemy creature becomes a copy of Troll until it leaves
/// play.
static COPY_TROLL: Behavior = Behavior {
    play: &[Step::then(|g, f| {
        let troll = by_slug("troll", Some(341), None).unwrap();
        let first = g.creatures(f.opponent()).first().copied();
        g.become_copy(first.unwrap_or(CardRef::NONE), troll);
    })],
    ..Behavior::VANILLA
};

#[test]
fn a_token_is_the_top_card_of_the_deck_facedown_and_reverts_when_destroyed() {
    let mut t = scenario(House::Brobnar)
        .token(A, "Grumpus")
        .deck(A, &["Krump", "Troll"])
        .hand(A, &["Anger", "Punch"])
        .artifacts(B, &["Safe Place"])
        .behavior("Anger", &MAKE_TOKEN)
        .behavior("Safe Place", &TOKEN_WATCHER)
        .start();
    t.play("Anger");
    let token = t.find("Grumpus");
    assert_eq!(t.line(A), ["Grumpus"], "the token is in play");
    assert_eq!(
        t.deck_of(A),
        ["Troll"],
        "made from the top card of the deck"
    );
    assert_eq!(t.g.identity(token), Identity::Token);
    assert_eq!(
        t.g.card(token).printed,
        by_slug("krump", Some(341), None).unwrap()
    );
    assert_eq!(t.power("Grumpus"), 2, "the token type's power, not Krump's");
    assert!(t.g.check_bookkeeping().is_ok());
    // The card beneath is hidden from both players.
    for p in [A, B] {
        let seen = t.g.observe(p);
        assert_eq!(seen.game().card(token).printed, seen.game().card(token).def);
    }
    t.play("Punch"); // the only creature: 3 damage to the token
    assert_eq!(t.line(A), Vec::<&str>::new());
    assert_eq!(
        t.discard(A),
        ["Anger", "Krump", "Punch"],
        "Krump again, in the discard pile"
    );
    assert_eq!(t.g.identity(token), Identity::Printed);
    assert_eq!(t.amber(B), 1, "reported destroyed as the token it was");
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn a_token_returned_to_hand_is_its_own_card() {
    let mut t = scenario(House::Brobnar)
        .token(A, "Grumpus")
        .deck(A, &["Krump"])
        .hand(A, &["Anger"])
        .behavior("Anger", &MAKE_TOKEN)
        .start();
    t.play("Anger");
    let token = t.find("Grumpus");
    t.g.return_to_hand(token);
    assert_eq!(t.hand_of(A), ["Krump"]);
    assert_eq!(t.g.card(token).house, House::Brobnar);
    assert_eq!(t.g.identity(token), Identity::Printed);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn no_token_without_a_token_type_or_a_deck() {
    let mut t = scenario(House::Brobnar)
        .deck(A, &["Krump"])
        .hand(A, &["Anger"])
        .behavior("Anger", &MAKE_TOKEN)
        .start();
    t.play("Anger");
    assert_eq!(
        t.line(A),
        Vec::<&str>::new(),
        "the deck names no token type"
    );
    assert_eq!(t.deck_of(A), ["Krump"]);
    let mut t = scenario(House::Brobnar)
        .token(A, "Grumpus")
        .deck(A, &[])
        .hand(A, &["Anger"])
        .behavior("Anger", &MAKE_TOKEN)
        .start();
    t.play("Anger");
    assert_eq!(t.line(A), Vec::<&str>::new(), "no card to make it from");
}

/// The two halves of Niffle Kong in `p`'s hand: (creature, icons).
fn kong_halves(t: &keysim_engine::scenario::Test) -> (CardRef, CardRef) {
    let creature = by_slug("niffle-kong", Some(479), None).unwrap();
    let icons = by_slug("niffle-kong2", Some(479), None).unwrap();
    let of = |id| {
        t.g.all_cards()
            .find(|&c| t.g.card(c).printed == id)
            .expect("half in the game")
    };
    (of(creature), of(icons))
}

#[test]
fn a_gigantic_creature_is_played_from_both_halves_as_one_creature() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{niffle-kong}", "{niffle-kong2}"])
        .start();
    let (creature, icons) = kong_halves(&t);
    assert!(t.is_legal(Choice::Play(creature)), "both halves in hand");
    assert!(
        !t.is_legal(Choice::Play(icons)),
        "played through the other half"
    );
    assert!(
        t.is_legal(Choice::Discard(icons)),
        "each half may be discarded"
    );
    t.apply(Choice::Play(creature));
    assert_eq!(t.line(A), ["Niffle Kong"], "one creature in play");
    assert_eq!(t.hand_of(A), Vec::<&str>::new(), "both cards left the hand");
    assert_eq!(t.g.identity(creature), Identity::Gigantic);
    assert_eq!(t.g.identity(icons), Identity::GiganticHalf);
    assert_eq!(t.g.card(icons).location, Location::Joined);
    assert_eq!(
        t.g.turn_history().cards_played,
        1,
        "playing it counts as 1 card"
    );
    assert_eq!(t.g.power(creature), 12);
    assert!(t.g.check_bookkeeping().is_ok());
    // Returned to hand: two cards again.
    t.g.return_to_hand(creature);
    assert_eq!(t.hand_of(A), ["Niffle Kong", "Niffle Kong"]);
    assert_eq!(t.g.identity(creature), Identity::Printed);
    assert_eq!(t.g.identity(icons), Identity::Printed);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn a_gigantic_creature_destroyed_puts_both_halves_in_the_discard_pile() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{niffle-kong}", "{niffle-kong2}"])
        .start();
    let (creature, icons) = kong_halves(&t);
    t.apply(Choice::Play(creature));
    t.g.destroy(creature);
    t.advance();
    assert_eq!(t.discard(A), ["Niffle Kong", "Niffle Kong"]);
    assert_eq!(t.g.card(icons).location, Location::Discard);
    assert_eq!(t.g.card(icons).host, CardRef::NONE);
    assert_eq!(
        t.g.game_history().creatures_destroyed[A.index()],
        1,
        "one creature"
    );
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn half_a_gigantic_creature_cannot_be_played() {
    let t = scenario(House::Untamed).hand(A, &["{niffle-kong}"]).start();
    let creature = t.find("{niffle-kong}");
    assert!(
        !t.is_legal(Choice::Play(creature)),
        "the other half is not in hand"
    );
    assert!(t.is_legal(Choice::Discard(creature)));
}

/// Wild Wormhole playing one half of Niffle Kong from the top of the deck,
/// the other half in hand: the rulebook's "Gigantic", an effect that
/// chooses one half to play fails; both halves stay where they were.
#[test]
fn wild_wormhole_playing_one_half_of_a_gigantic_creature_fails() {
    for (top, in_hand) in [
        ("{niffle-kong}", "{niffle-kong2}"),
        ("{niffle-kong2}", "{niffle-kong}"),
    ] {
        let mut t = scenario(House::Logos)
            .hand(A, &["Wild Wormhole", in_hand])
            .deck(A, &[top, "Troll"])
            .start();
        let (creature, icons) = kong_halves(&t);
        let (on_top, held) = if top == "{niffle-kong}" {
            (creature, icons)
        } else {
            (icons, creature)
        };
        t.play("Wild Wormhole");
        assert!(t.line(A).is_empty(), "{top}: nothing played");
        assert_eq!(t.g.card(on_top).location, Location::Deck, "{top}");
        assert_eq!(t.g.player(A).deck.as_slice().last(), Some(&on_top));
        assert_eq!(t.g.card(held).location, Location::Hand, "{top}");
        assert_eq!(t.g.turn_history().cards_played, 1, "Wild Wormhole only");
        assert!(t.g.check_bookkeeping().is_ok());
    }
}

/// Putting one half of a gigantic creature into play fails; putting both
/// halves into play puts the creature into play, as one creature.
#[test]
fn one_half_is_not_put_into_play_both_halves_are_one_creature() {
    let mut t = scenario(House::Untamed)
        .discard(A, &["{niffle-kong}", "{niffle-kong2}"])
        .start();
    let (creature, icons) = kong_halves(&t);
    for half in [creature, icons] {
        assert!(!t.g.put_into_play(half, A, Flank::Right));
        t.g.put_into_play_at(half, A, 0);
        assert!(t.line(A).is_empty());
        assert_eq!(t.g.card(half).location, Location::Discard);
    }
    assert_eq!(
        t.g.put_halves_into_play(creature, creature, A, Flank::Right),
        CardRef::NONE,
        "the same half twice is not both halves"
    );
    assert_eq!(
        t.g.put_halves_into_play(icons, creature, A, Flank::Right),
        creature
    );
    t.advance();
    assert_eq!(t.line(A), ["Niffle Kong"]);
    assert_eq!(t.g.identity(creature), Identity::Gigantic);
    assert_eq!(t.g.identity(icons), Identity::GiganticHalf);
    assert_eq!((t.g.power(creature), t.g.armor(creature)), (12, 2));
    assert!(t.g.card(creature).is_exhausted(), "put into play exhausted");
    assert_eq!(t.g.turn_history().cards_played, 0, "not played");
    assert!(t.g.check_bookkeeping().is_ok());
    t.g.destroy(creature);
    t.advance();
    assert_eq!(t.discard(A), ["Niffle Kong", "Niffle Kong"]);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn a_copy_is_its_printed_card_again_once_it_leaves_play() {
    let mut t = scenario(House::Brobnar)
        .hand(A, &["Anger"])
        .battleline(B, &["Dust Pixie"])
        .behavior("Anger", &COPY_TROLL)
        .start();
    let pixie = t.find("Dust Pixie");
    t.play("Anger");
    assert_eq!(t.line(B), ["Troll"], "a copy of Troll");
    assert_eq!(t.g.identity(pixie), Identity::Copy);
    assert_eq!(t.power("Troll"), 8);
    assert_eq!(
        t.g.card(pixie).house,
        House::Brobnar,
        "the copied card's house"
    );
    assert!(t.g.check_bookkeeping().is_ok());
    t.g.return_to_hand(pixie);
    assert_eq!(t.hand_of(B), ["Dust Pixie"], "its printed card again");
    assert_eq!(t.g.card(pixie).house, House::Untamed);
    assert_eq!(t.g.identity(pixie), Identity::Printed);
    assert!(t.g.check_bookkeeping().is_ok());
}

#[test]
fn spangler_box_purges_a_gigantic_creature_whole_and_returns_it_whole() {
    let mut t = scenario(House::Logos)
        .hand(B, &["{niffle-kong}", "{niffle-kong2}"])
        .artifacts(A, &["Spangler Box"])
        .start();
    let (creature, icons) = kong_halves(&t);
    t.g.put_halves_into_play(creature, icons, B, Flank::Right);
    t.advance();
    assert_eq!(t.line(B), ["Niffle Kong"]);
    t.action("Spangler Box");
    assert_eq!(t.g.card(creature).location, Location::Purged);
    assert_eq!(t.g.card(icons).location, Location::Purged, "both halves");
    assert_eq!(t.artifacts_of(B), ["Spangler Box"], "the opponent has it");
    let spangler = t.find("Spangler Box");
    t.g.destroy(spangler);
    t.advance();
    assert_eq!(t.line(B), ["Niffle Kong"], "one creature again");
    assert_eq!(t.g.identity(creature), Identity::Gigantic);
    assert_eq!(t.g.identity(icons), Identity::GiganticHalf);
    assert!(t.g.check_bookkeeping().is_ok());
}

/// With two other halves of Niffle Kong in hand, the player chooses which
/// one joins the creature half they play; the other stays in hand.
#[test]
fn a_gigantic_creature_played_with_two_other_halves_in_hand_asks_which_joins() {
    let mut t = scenario(House::Untamed)
        .hand(A, &["{niffle-kong}", "{niffle-kong2}", "{niffle-kong2}"])
        .start();
    let icons_id = by_slug("niffle-kong2", Some(479), None).unwrap();
    let creature = t.find("{niffle-kong}");
    let icons: Vec<CardRef> = t
        .find_all("{niffle-kong2}")
        .into_iter()
        .filter(|&c| t.g.card(c).printed == icons_id)
        .collect();
    assert_eq!(icons.len(), 2);
    t.apply(Choice::Play(creature));
    assert!(t.asks_target(), "which other half joins is asked");
    assert!(t.is_legal(Choice::Target(icons[0])) && t.is_legal(Choice::Target(icons[1])));
    assert!(!t.is_legal(Choice::Target(creature)));
    t.apply(Choice::Target(icons[1]));
    t.advance();
    assert_eq!(t.line(A), ["Niffle Kong"], "one creature in play");
    assert_eq!(
        t.g.card(icons[1]).location,
        Location::Joined,
        "the chosen half"
    );
    assert_eq!(
        t.g.card(icons[0]).location,
        Location::Hand,
        "the other stays"
    );
    assert_eq!(t.g.turn_history().cards_played, 1);
    assert!(t.g.check_bookkeeping().is_ok());
}

/// Archiving the opponent's gigantic creature puts both halves into their
/// owner's archives together; a card that says "into your archives" takes
/// both into yours.
#[test]
fn an_archived_gigantic_creature_goes_whole_to_its_owners_archives() {
    for into_yours in [false, true] {
        let mut t = scenario(House::Logos)
            .hand(B, &["{niffle-kong}", "{niffle-kong2}"])
            .start();
        let (creature, icons) = kong_halves(&t);
        t.g.put_halves_into_play(creature, icons, B, Flank::Right);
        t.advance();
        if into_yours {
            t.g.archive_into(A, creature);
        } else {
            t.g.archive(A, creature);
        }
        t.advance();
        let (holder, other) = if into_yours { (A, B) } else { (B, A) };
        assert_eq!(t.archives_of(holder), ["Niffle Kong", "Niffle Kong"]);
        assert!(t.archives_of(other).is_empty());
        assert!(t.line(B).is_empty());
        assert_eq!(t.g.identity(icons), Identity::Printed, "two cards again");
        assert!(t.g.check_bookkeeping().is_ok());
    }
}

/// Out of play the halves are separate cards, each with what is printed
/// on it: the icons half has no power or armor of its own.
#[test]
fn a_lone_icons_half_out_of_play_has_no_power() {
    let t = scenario(House::Untamed)
        .hand(A, &["{niffle-kong}", "{niffle-kong2}"])
        .start();
    let (creature, icons) = kong_halves(&t);
    assert_eq!(t.g.power(creature), 12);
    assert_eq!((t.g.power(icons), t.g.armor(icons)), (0, 0));
}

//! Playing cards: paying costs, bonus icons, placement, upgrades, and Play:
//! abilities.

use super::ability::{Event, Events, Frame, QueryClass};
use super::action::GameAction;
use super::bonus::BonusEffect;
use super::history::bump;
use super::identity::{CHOOSE_CREATURE_TO_COPY, CHOOSE_OTHER_HALF};
use super::ids::{CardRef, Flank, Player};
use super::moves::Place;
use super::question::{BonusIconAs, EntersReady, MayResolveBonusIcons, PlayCost};
use super::state::{CardFacts, Game, Location, Phase, Task};
use keysim_facts::{CardType, Icons, Keywords};

impl Game {
    /// Sets the stage of the card being played: the innermost
    /// [`Task::Play`], under any ability a reaction to its entering play
    /// ([`Event::EnteredPlay`]) just queued.
    pub(super) fn set_top_stage(&mut self, s: u8) {
        let n = self.stack_len as usize;
        if let Some(Task::Play { stage, .. }) = self.stack[..n]
            .iter_mut()
            .rev()
            .find(|t| matches!(t, Task::Play { .. }))
        {
            *stage = s;
        }
    }

    /// Starts playing a card (from hand in step 3, or, for abilities, from
    /// any zone).
    pub(crate) fn start_play(&mut self, c: CardRef, player: Player, from_hand: bool) {
        if self.facts.has(c, CardFacts::PLAY_CONDITION)
            && self.card(c).host.is_none()
            && self.other_halves_in_hand(c, player) > 1
        {
            // Which other half joins it is the player's choice; the play
            // starts once it is chosen.
            let mut f = Frame::new(CHOOSE_OTHER_HALF, c, player);
            f.done = from_hand;
            self.push_task(Task::Ability(f));
            return;
        }
        if self.answered(QueryClass::Permissions) {
            let cost = self.query(PlayCost(player, c), 0);
            self.steal(player.opponent(), cost);
        }
        let mut icons = self.card(c).icons;
        if self.facts.has(c, CardFacts::PLAY_CONDITION) {
            let cost = self.behavior(c).lose_to_play;
            self.lose(player, cost as u32);
            // The other half already joined (chosen among several), or the
            // one in hand.
            let joined = self.card(c).host;
            let half = if joined.is_some() {
                Some(joined)
            } else {
                self.gigantic_partner(c, player).filter(|h| h.is_some())
            };
            if let Some(half) = half {
                // Both halves of a gigantic creature, played together as
                // one card: the other half's bonus icons are the
                // creature's.
                let other = self.card(half);
                icons.amber += other.printed.def().amber + other.icons.amber;
                icons.capture += other.icons.capture;
                icons.damage += other.icons.damage;
                icons.draw += other.icons.draw;
                icons.discard += other.icons.discard;
                if joined.is_none() {
                    self.join_gigantic(c, half, self.card(c).controller);
                }
            }
        }
        bump(&mut self.turn_history.cards_played);
        bump(&mut self.turn_history.played_by_house[self.card(c).house as usize]);
        if self.is_creature_card(c) {
            bump(&mut self.turn_history.creatures_played);
        }
        bump(&mut self.turn_history.played_by_type[self.def(c).kind as usize]);
        let holder = self.entering_controller(c, player);
        let from = self.card(c).location;
        self.unlist_to_limbo(c, holder);
        self.push_task(Task::Play {
            card: c,
            player,
            stage: 0,
            icons,
            from_hand,
            from,
        });
        let kind = self.def(c).kind;
        match kind {
            CardType::Creature if self.behavior(c).enters_as_copy.is_some() => {
                // The creature to copy is chosen before it enters play: its
                // flank (or, with deploy, its place) is asked afterwards.
                let f = Frame::new(CHOOSE_CREATURE_TO_COPY, c, player);
                self.push_task(Task::Ability(f));
            }
            CardType::Creature | CardType::TokenCreature => {
                // A creature that may be played as an upgrade asks where it
                // goes while there is a creature to attach it to.
                let may_attach =
                    self.behavior(c).plays_as_upgrade && self.all_creatures().next().is_some();
                if self.player(holder).battleline.is_empty() && !may_attach {
                    self.enter_battleline(c, holder, Place::Top);
                    self.set_top_stage(1);
                }
            }
            CardType::Upgrade => {}
            CardType::Artifact => {
                self.put(c, Location::Artifacts, holder, Place::Top);
                if !self.query(EntersReady(c), false) {
                    self.exhaust(c);
                }
                self.entered_play(c);
                self.set_top_stage(1);
            }
            _ => self.set_top_stage(1),
        }
    }

    /// "Play the top card of your deck" and similar: plays `c` if it can be
    /// played; returns whether it was. An ability that chooses one half of
    /// a gigantic creature fails, even with the other half in hand (the
    /// rulebook's "Gigantic"): only step 3 plays the two halves together.
    pub fn play_from_anywhere(&mut self, c: CardRef, player: Player) -> bool {
        if c.is_none() || self.is_gigantic_half(c) || !self.can_play(c, player) {
            return false;
        }
        self.count_title_use(c);
        self.start_play(c, player, false);
        true
    }

    /// Puts a creature or artifact into play under `player`'s control (or
    /// their opponent's, for a card that enters play under the opponent's
    /// control) without playing it (no Play: ability, not counted as
    /// played): a creature on `flank`, exhausted unless it enters ready.
    /// Returns whether it entered play: one half of a gigantic creature by
    /// itself does not (the rulebook's "Gigantic": the effect fails; both
    /// halves enter together through [`Game::put_halves_into_play`]).
    pub fn put_into_play(&mut self, c: CardRef, player: Player, flank: Flank) -> bool {
        if c.is_none() || self.card(c).location.in_play() || self.is_gigantic_half(c) {
            return false;
        }
        let player = self.entering_controller(c, player);
        match self.def(c).kind {
            CardType::Creature | CardType::TokenCreature => {
                let place = self.flank_place(player, flank);
                self.enter_battleline(c, player, place);
            }
            CardType::Artifact => {
                self.put(c, Location::Artifacts, player, Place::Top);
                if !self.query(EntersReady(c), false) {
                    self.exhaust(c);
                }
                self.entered_play(c);
            }
            _ => return false,
        }
        true
    }

    /// "Put them into play" naming both halves of a gigantic creature, `a`
    /// and `b` in either order: the creature is put into play as one, as
    /// [`Game::put_into_play`] puts a creature (the rulebook's "Gigantic").
    /// Returns the creature in play (the half with its text, the other
    /// joined to it), or [`CardRef::NONE`] when `a` and `b` are not the two
    /// halves of one gigantic creature, both out of play.
    pub fn put_halves_into_play(
        &mut self,
        a: CardRef,
        b: CardRef,
        player: Player,
        flank: Flank,
    ) -> CardRef {
        let Some((creature, icons)) = self.gigantic_halves(a, b) else {
            return CardRef::NONE;
        };
        let out_of_play = |g: &Game, c: CardRef| {
            let at = g.card(c).location;
            !at.in_play() && !matches!(at, Location::Joined | Location::Limbo)
        };
        if !out_of_play(self, creature) || !out_of_play(self, icons) {
            return CardRef::NONE;
        }
        let player = self.entering_controller(creature, player);
        let place = self.flank_place(player, flank);
        // A purged card's `host` names the card it was purged for, and
        // leaving the purged cards clears it: the creature's link to its
        // other half is set again once it is in play.
        let purged = self.card(creature).location == Location::Purged;
        self.join_gigantic(creature, icons, player);
        self.enter_battleline(creature, player, place);
        if purged && self.card(icons).location == Location::Joined {
            self.card_mut(creature).host = icons;
        }
        creature
    }

    /// Puts a creature card into play under `player`'s control (or their
    /// opponent's, as [`Game::put_into_play`]) at `index` of that
    /// battleline, 0 being the left flank and an index past the end the
    /// right flank ("put it into play in that creature's position"):
    /// not played, exhausted unless it enters ready. Nothing happens for
    /// another kind of card, nor for one half of a gigantic creature.
    pub fn put_into_play_at(&mut self, c: CardRef, player: Player, index: usize) {
        if c.is_none()
            || self.card(c).location.in_play()
            || !self.is_creature_card(c)
            || self.is_gigantic_half(c)
        {
            return;
        }
        let player = self.entering_controller(c, player);
        self.enter_battleline(c, player, Place::At(index));
    }

    /// Who controls card `c` as it enters play for `player`: `player`, or
    /// their opponent for a card that enters play under the opponent's
    /// control ([`Behavior::enters_under_opponent`](super::Behavior::enters_under_opponent)).
    /// Who controls `c` as it enters play for `player`: their opponent for
    /// a card printed with treachery (Winds of Exchange on) or written
    /// with [`Behavior::enters_under_opponent`](crate::Behavior).
    fn entering_controller(&self, c: CardRef, player: Player) -> Player {
        if self.behavior(c).enters_under_opponent
            || self
                .def(c)
                .keywords
                .contains(keysim_facts::Keywords::TREACHERY)
        {
            player.opponent()
        } else {
            player
        }
    }

    pub(super) fn unlist_to_limbo(&mut self, c: CardRef, player: Player) {
        if self.card(c).location == Location::Hand {
            self.put_between_piles(c, Location::Hand, Location::Limbo, player, Place::Top);
        } else {
            self.put(c, Location::Limbo, player, Place::Top);
        }
    }

    /// Resolves `card`'s bonus icons for `player` as if they had played it
    /// (its printed Æmber bonus and the icons this copy was enhanced with),
    /// before the rest of the resolving ability.
    /// Nothing happens for no card ([`CardRef::NONE`]: a choice that found
    /// nothing).
    pub fn resolve_bonus_icons(&mut self, card: CardRef, player: Player) {
        if card.is_none() {
            return;
        }
        self.resolve_icons(card, player, self.bonus_icons(card));
    }

    /// Resolves `icons` as bonus icons of `card` for `player`, before the
    /// rest of the resolving ability ("resolve each of its bonus icons an
    /// additional time": the icons an [`Event::BonusIconsResolved`] reports).
    pub fn resolve_icons(&mut self, card: CardRef, player: Player, icons: Icons) {
        self.push_task(Task::BonusIcons {
            card,
            player,
            icons,
            all: icons,
            resolved: None,
        });
    }

    /// Every bonus icon `card` has: its printed Æmber bonus and the icons
    /// this copy was enhanced with (none for a token creature, whose card
    /// is facedown). [`Icons::NONE`] for no card.
    pub fn bonus_icons(&self, card: CardRef) -> Icons {
        if card.is_none() {
            return Icons::NONE;
        }
        // A token creature's facedown card shows none of its own icons
        // (enhancements): the token has its type's only.
        let icons = if self.facedown & (1u128 << card.0) == 0 {
            self.card(card).icons
        } else {
            Icons::NONE
        };
        Icons {
            amber: self.def(card).amber + icons.amber,
            ..icons
        }
    }

    /// Resolves the next of the bonus icons of the task at `idx`, one icon
    /// at a time (each draw icon draws its own card), telling
    /// [`Event::BonusIconResolved`] once each icon's effect is over and
    /// [`Event::BonusIconsResolved`] after the last.
    pub(super) fn step_bonus_icons(&mut self, idx: usize) {
        let Task::BonusIcons {
            card,
            player,
            icons,
            all,
            resolved,
        } = self.stack[idx]
        else {
            return;
        };
        let set = |g: &mut Game, rest: Icons, icon: Option<BonusEffect>| {
            g.stack[idx] = Task::BonusIcons {
                card,
                player,
                icons: rest,
                all,
                resolved: icon,
            };
        };
        if let Some(icon) = resolved {
            // The icon's effect is over: its reactions resolve before the
            // next icon.
            set(self, icons, None);
            self.emit(Event::BonusIconResolved { card, player, icon });
            return;
        }
        if self.answered(QueryClass::Rare) && !icons.is_empty() {
            if !self.query(MayResolveBonusIcons(player, card), true) {
                // The rest cannot resolve: the card's icons are over, as
                // far as they went ("the next time you play a card" is
                // used up by a card whose icons were stopped).
                self.pop_task();
                let mut resolved = all;
                for kind in ICON_ORDER {
                    *icon_count(&mut resolved, kind) -= count_of(icons, kind);
                }
                self.emit(Event::BonusIconsResolved {
                    card,
                    player,
                    icons: resolved,
                });
                return;
            }
            if self.resolve_next_icon_as_chosen(idx, card, player, icons) {
                return;
            }
        }
        let Some(kind) = next_icon(icons) else {
            self.pop_task();
            self.emit(Event::BonusIconsResolved {
                card,
                player,
                icons: all,
            });
            return;
        };
        let mut rest = icons;
        // The Æmber icons resolve together, the others one at a time.
        let count = icon_count(&mut rest, kind);
        *count = if kind == BonusEffect::Amber {
            0
        } else {
            *count - 1
        };
        set(self, rest, Some(kind));
        match kind {
            BonusEffect::Amber => self.gain(player, icons.amber as u32),
            BonusEffect::Capture => self.trigger(super::bonus::CAPTURE, card, player),
            BonusEffect::Damage => self.trigger(super::bonus::DAMAGE, card, player),
            BonusEffect::Draw => self.draw(player, 1),
            BonusEffect::Discard | BonusEffect::Steal | BonusEffect::Token => {
                self.trigger(super::bonus::DISCARD, card, player)
            }
        }
    }

    /// If the player may resolve the next of the icons of the task at
    /// `idx` as something else ([`BonusIconAs`]), takes that icon off the
    /// task and queues the ability asking how it resolves
    /// ([`super::bonus::RESOLVE_AS`]); returns whether it did.
    fn resolve_next_icon_as_chosen(
        &mut self,
        idx: usize,
        card: CardRef,
        player: Player,
        icons: Icons,
    ) -> bool {
        let Some(kind) = next_icon(icons) else {
            return false;
        };
        if self.query(BonusIconAs(player, kind), kind.bit()) == kind.bit() {
            return false;
        }
        let mut rest = icons;
        *icon_count(&mut rest, kind) -= 1;
        if let Task::BonusIcons { icons, .. } = &mut self.stack[idx] {
            *icons = rest;
        }
        let mut f = Frame::new(super::bonus::RESOLVE_AS, card, player);
        f.count = kind as u8;
        self.push_task(Task::Ability(f));
        true
    }

    /// Attaches `upgrade`, being played, to `host` as it enters play; the
    /// reactions to its attachment ([`Event::UpgradeAttached`]) queue
    /// their abilities above the play, which has moved on past placement.
    pub(super) fn attach(&mut self, upgrade: CardRef, host: CardRef) {
        let player = self.card(upgrade).controller;
        self.put(upgrade, Location::Attached, player, Place::Top);
        self.card_mut(upgrade).host = host;
        self.emit(Event::UpgradeAttached {
            upgrade,
            host,
            entering: true,
        });
        self.entered_play(upgrade);
    }

    /// Announces that card `c` just entered play ([`Event::EnteredPlay`]).
    pub(super) fn entered_play(&mut self, c: CardRef) {
        let controller = self.card(c).controller;
        self.emit(Event::EnteredPlay {
            card: c,
            controller,
        });
    }

    pub(super) fn step_play(
        &mut self,
        idx: usize,
        card: CardRef,
        player: Player,
        stage: u8,
        icons: Icons,
    ) {
        let set_stage = |g: &mut Game, s: u8, icons: Icons| {
            if let Task::Play {
                stage, icons: i, ..
            } = &mut g.stack[idx]
            {
                *stage = s;
                *i = icons;
            }
        };
        // Each stage runs on into the next at once while it queued
        // nothing and the resolution loop would have nothing to check in
        // between ([`Game::nothing_to_check`]): the same game, without a
        // loop turn per stage.
        let (mut stage, mut icons) = (stage, icons);
        loop {
            let queued_before = self.stack_len;
            match stage {
                1 => {
                    set_stage(self, 3, Icons::NONE);
                    let amber = self.def(card).amber + icons.amber;
                    let all = Icons { amber, ..icons };
                    if next_icon(Icons { amber: 0, ..all }).is_none()
                        && !self.answered(QueryClass::Rare)
                        && !self
                            .may_hear(Events::BONUS_ICON_RESOLVED.and(Events::BONUS_ICONS_RESOLVED))
                    {
                        // Æmber alone, and no card reads or changes icons: the
                        // icons' task would only gain it.
                        if amber > 0 {
                            self.gain(player, amber as u32);
                        }
                    } else {
                        self.resolve_icons(card, player, all);
                    }
                    (stage, icons) = (3, Icons::NONE);
                }
                3 => {
                    // "After you play" reactions resolve before the card's own
                    // Play: ability (FAQ: Library Access and Wild Wormhole).
                    set_stage(self, 4, icons);
                    stage = 4;
                    self.emit(Event::CardPlayed { card, player });
                }
                4 => {
                    set_stage(self, 5, icons);
                    stage = 5;
                    let kind = self.def(card).kind;
                    let loc = self.card(card).location;
                    let still_there = if kind == CardType::Action {
                        loc == Location::Limbo
                    } else {
                        loc.in_play()
                    };
                    if still_there || kind == CardType::Action {
                        self.resolve_play_effect(card, player);
                    }
                }
                _ => {
                    self.pop_task();
                    if self.card(card).location == Location::Limbo {
                        // A resolved card goes to its owner's discard pile,
                        // unless a replacement effect sends it elsewhere
                        // ("return it to your hand instead": High Priest Torvus).
                        let owner = self.card(card).owner;
                        let to = match self.instead(GameAction::LeavePlay {
                            card,
                            from: Location::Limbo,
                            to: Location::Discard,
                        }) {
                            GameAction::LeavePlay { to, .. } => to,
                            _ => Location::Discard,
                        };
                        if to == Location::Discard {
                            let from = Location::Limbo;
                            self.put_between_piles(card, from, to, owner, Place::Top);
                        } else if to == Location::Deck {
                            // Sent to its deck instead, it goes to the
                            // bottom (Encounter Golem).
                            self.put(card, to, owner, Place::Bottom);
                        } else {
                            self.put(card, to, owner, Place::Top);
                        }
                    }
                    // Omega ends step 3 only: a card played in step 1 (by an
                    // ability resolving as a key is forged) ends nothing (the
                    // FAQ ruling on Jargogle and Strange Gizmo); a creature or
                    // artifact in play with a blank text box has lost its omega
                    // (the FAQ ruling on Duskwitch and Shadow of Dis); a card
                    // may gain omega as any keyword (Chronophage).
                    if self.phase == Phase::Main && self.keywords(card).contains(Keywords::OMEGA) {
                        self.omega = true;
                    }
                    let played = self.card(card);
                    if played.def != played.printed && !played.location.in_play() {
                        // Played as a copy: once played, it is its printed card.
                        self.revert_identity(card);
                    }
                    return;
                }
            }
            if self.stack_len != queued_before || !self.nothing_to_check() {
                return;
            }
        }
    }
}

/// The kinds of bonus icons in the order they resolve.
const ICON_ORDER: [BonusEffect; 5] = [
    BonusEffect::Amber,
    BonusEffect::Capture,
    BonusEffect::Damage,
    BonusEffect::Draw,
    BonusEffect::Discard,
];

/// The kind of the next of `icons` to resolve ([`ICON_ORDER`]), `None`
/// when none is left.
fn next_icon(icons: Icons) -> Option<BonusEffect> {
    ICON_ORDER
        .into_iter()
        .find(|&kind| count_of(icons, kind) > 0)
}

/// How many icons of `kind` `icons` holds (a steal or a token is no icon:
/// 0).
fn count_of(mut icons: Icons, kind: BonusEffect) -> u8 {
    match kind {
        BonusEffect::Steal | BonusEffect::Token => 0,
        _ => *icon_count(&mut icons, kind),
    }
}

/// The count of `kind` among `icons`, to change: one of the five kinds of
/// [`ICON_ORDER`] (a steal or a token, which are no icons, read the discard
/// slot and are never asked for).
fn icon_count(icons: &mut Icons, kind: BonusEffect) -> &mut u8 {
    match kind {
        BonusEffect::Amber => &mut icons.amber,
        BonusEffect::Capture => &mut icons.capture,
        BonusEffect::Damage => &mut icons.damage,
        BonusEffect::Draw => &mut icons.draw,
        BonusEffect::Discard | BonusEffect::Steal | BonusEffect::Token => &mut icons.discard,
    }
}

//! The vocabulary of game actions cards are built from: gain, steal,
//! capture, deal damage, destroy, heal, stun, ready, draw, return to hand,
//! shuffle into deck, purge, ... and the zone moves underneath them.

use rand::Rng;

use super::ability::{
    Ability, Event, Expiry, Frame, LastingEffect, Query, QueryClass, Reach, QUERY_CLASSES,
};
use super::ids::{CardRef, Flank, Player};
use super::state::{flag, Card, Game, Location, Task, MAX_LASTING, SHARED_ZONE};
use crate::cards::{CardType, Keywords};

/// Where a card moving between zones is put.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    /// On top (a deck's top, a discard pile's top).
    Top,
    /// At the bottom / the start.
    Bottom,
    /// At this index (a battleline position).
    At(usize),
}

impl Game {
    // ----- Zone moves -------------------------------------------------

    /// Removes a card from the zone list it is in.
    fn unlist(&mut self, c: CardRef) {
        let card = *self.card(c);
        let p = self.player_mut(card.controller);
        match card.location {
            Location::Deck => p.deck.remove(c),
            Location::Hand => p.hand.remove(c),
            Location::Discard => p.discard.remove(c),
            Location::Purged => p.purged.remove(c),
            Location::Archives => p.archives.remove(c),
            Location::Battleline => p.battleline.remove(c),
            Location::Artifacts => p.artifacts.remove(c),
            Location::Attached | Location::Limbo | Location::Beneath => true,
        };
        if card.location.in_play() {
            let bit = 1u128 << c.0;
            for m in &mut self.modifiers {
                *m &= !bit;
            }
            self.reactors &= !bit;
            self.grantors &= !bit;
            self.refresh_answered();
        }
    }

    /// Recomputes [`Game::answered_classes`] after a modifier mask or the
    /// lasting effects changed.
    #[inline]
    fn refresh_answered(&mut self) {
        let mut a = self.lasting_queries;
        for (class, m) in self.modifiers.iter().enumerate() {
            if *m != 0 {
                a |= 1 << class;
            }
        }
        self.answered_classes = a;
    }

    /// Moves a card to `to` in `holder`'s area. Low level: no leave-play
    /// clean-up (see [`Game::leave_play`]).
    pub(crate) fn put(&mut self, c: CardRef, to: Location, holder: Player, place: Place) {
        let from = self.card(c).location;
        if from.in_play() || to.in_play() {
            let b = self.card(c).behavior();
            if self.answered(QueryClass::Power)
                || b.modifies.contains(QueryClass::Power) && b.modify.is_some()
            {
                self.power_dirty = true;
            }
        }
        self.unlist(c);
        {
            let card = self.card_mut(c);
            if from == Location::Beneath {
                card.host = CardRef::NONE;
            }
            card.location = to;
            card.controller = holder;
        }
        // A card's bit is set in these sets only while it is there.
        let bit = 1u128 << c.0;
        match from {
            Location::Beneath => self.beneath &= !bit,
            Location::Attached => self.attached &= !bit,
            _ => {}
        }
        match to {
            Location::Beneath => self.beneath |= bit,
            Location::Attached => self.attached |= bit,
            _ => {}
        }
        let p = self.player_mut(holder);
        macro_rules! put_in {
            ($zone:expr) => {
                match place {
                    Place::Top => $zone.push(c),
                    Place::Bottom => $zone.insert(0, c),
                    Place::At(i) => $zone.insert(i.min($zone.len()), c),
                }
            };
        }
        match to {
            Location::Deck => put_in!(p.deck),
            Location::Hand => put_in!(p.hand),
            Location::Discard => put_in!(p.discard),
            Location::Purged => put_in!(p.purged),
            Location::Archives => put_in!(p.archives),
            Location::Battleline => put_in!(p.battleline),
            Location::Artifacts => put_in!(p.artifacts),
            Location::Attached | Location::Limbo | Location::Beneath => {}
        }
        if to.in_play() {
            let b = self.card(c).behavior();
            if b.modify.is_some() {
                for class in 0..QUERY_CLASSES {
                    if b.modifies.0 & (1 << class) != 0 {
                        self.modifiers[class] |= bit;
                    }
                }
                self.refresh_answered();
            }
            if b.on_event.is_some() {
                self.reactors |= bit;
            }
            if b.grants.is_some() && to == Location::Attached {
                self.grantors |= bit;
            }
        }
    }

    /// A card leaves play to its owner's `to` zone: Æmber on it goes to
    /// the opponent, its upgrades are discarded, tokens and status are
    /// removed, and lasting effects applied to it (its
    /// [`LastingEffect::subject`]) expire.
    pub(crate) fn leave_play(&mut self, c: CardRef, to: Location, place: Place) {
        let card = *self.card(c);
        if card.is_tagged() && card.location == Location::Battleline && card.fighting.is_some() {
            // Destroyed in a fight, whichever zone it goes to.
            super::history::bump(
                &mut self.turn_history.destroyed_in_fight[card.controller.index()],
            );
        }
        if card.is_tagged() && card.location == Location::Battleline && to != Location::Discard {
            self.destroyed_elsewhere |= 1u128 << c.0;
        }
        if card.location == Location::Battleline {
            if card.amber > 0 {
                self.player_mut(card.controller.opponent()).amber += card.amber;
            }
            let mut bits = self.attached;
            while bits != 0 {
                let u = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                if self.card(u).host == c {
                    self.leave_play(u, Location::Discard, Place::Top);
                }
            }
        }
        if self.beneath != 0 {
            let mut bits = self.beneath;
            while bits != 0 {
                let u = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                if self.card(u).host == c {
                    let owner = self.card(u).owner;
                    self.put(u, Location::Discard, owner, Place::Top);
                }
            }
        }
        let owner = card.owner;
        {
            let m = self.card_mut(c);
            m.damage = 0;
            m.power_counters = 0;
            m.armor_used = 0;
            m.amber = 0;
            m.flags = 0;
            m.uses = 0;
            m.host = CardRef::NONE;
            m.fighting = CardRef::NONE;
        }
        self.tagged &= !(1u128 << c.0);
        // Lasting effects applied to the card expire (a card that comes
        // back is a new object).
        if self.lasting_count != 0 {
            self.expire_lasting(|e| e.subject == c);
        }
        self.put(c, to, owner, place);
        let leaves = self.card(c).behavior().leaves_play;
        self.trigger(leaves, c, card.controller);
    }

    // ----- Æmber ------------------------------------------------------

    /// `p` gains `n` Æmber.
    pub fn gain(&mut self, p: Player, n: u32) {
        let n = n.min(255) as u8;
        let a = &mut self.player_mut(p).amber;
        *a = a.saturating_add(n);
        let h = &mut self.turn_history.amber_gained[p.index()];
        *h = h.saturating_add(n);
    }

    /// `p` loses up to `n` Æmber; returns how much was lost.
    pub fn lose(&mut self, p: Player, n: u32) -> u32 {
        let a = &mut self.player_mut(p).amber;
        let taken = (*a as u32).min(n);
        *a -= taken as u8;
        taken
    }

    /// `p` steals up to `n` Æmber from the opponent; returns how much.
    pub fn steal(&mut self, p: Player, n: u32) -> u32 {
        let taken = self.lose(p.opponent(), n);
        self.gain(p, taken);
        taken
    }

    /// `creature` captures up to `n` Æmber from its controller's opponent;
    /// returns how much.
    pub fn capture(&mut self, creature: CardRef, n: u32) -> u32 {
        if !self.in_battleline(creature) {
            return 0;
        }
        let from = self.card(creature).controller.opponent();
        let taken = self.lose(from, n);
        let a = &mut self.card_mut(creature).amber;
        *a = a.saturating_add(taken as u8);
        taken
    }

    /// `p` gains `n` chains (at most 24 in all, the end of the chain
    /// table).
    pub fn gain_chains(&mut self, p: Player, n: u32) {
        let c = &mut self.player_mut(p).chains;
        *c = (*c as u32 + n).min(24) as u8;
    }

    // ----- Cards ------------------------------------------------------

    /// `p` draws `n` cards, shuffling the discard pile into the deck when
    /// the deck runs out.
    pub fn draw(&mut self, p: Player, n: u32) {
        for _ in 0..n {
            if self.player(p).deck.is_empty() && !self.reshuffle_discard(p) {
                return;
            }
            // The top card moves straight to the hand: neither zone is in
            // play, so there is nothing else to update.
            let ps = self.player_mut(p);
            let c = ps.deck.remove_at(ps.deck.len() - 1);
            ps.hand.push(c);
            let card = self.card_mut(c);
            card.location = Location::Hand;
            card.controller = p;
        }
    }

    /// Shuffles `p`'s discard pile into their (empty) deck. Returns false if
    /// there was nothing to shuffle.
    fn reshuffle_discard(&mut self, p: Player) -> bool {
        if self.player(p).discard.is_empty() {
            return false;
        }
        // Neither zone is in play: the cards move with nothing else to
        // update.
        while let Some(c) = self.player(p).discard.last() {
            let ps = self.player_mut(p);
            ps.discard.remove_at(ps.discard.len() - 1);
            ps.deck.push(c);
            let card = self.card_mut(c);
            card.location = Location::Deck;
            card.controller = p;
        }
        self.shuffle_deck(p);
        true
    }

    /// Shuffles `p`'s deck with the game's generator.
    pub(crate) fn shuffle_deck(&mut self, p: Player) {
        let mut rng = self.rng;
        let deck = self.players[p.index()].deck.as_mut_slice();
        for i in (1..deck.len()).rev() {
            let j = rng.gen_range(0..=i);
            deck.swap(i, j);
        }
        self.rng = rng;
    }

    /// `p` discards a random card from their hand, if any.
    pub fn discard_random(&mut self, p: Player) -> CardRef {
        let n = self.player(p).hand.len();
        if n == 0 {
            return CardRef::NONE;
        }
        let i = self.rng.gen_range(0..n);
        let c = self.player(p).hand.as_slice()[i];
        self.put(c, Location::Discard, self.card(c).owner, Place::Top);
        c
    }

    /// Discards the top card of `p`'s deck (without reshuffling) and
    /// returns it, or [`CardRef::NONE`] if the deck is empty ("discard cards
    /// from the top of your deck": Sound the Horns).
    pub fn discard_top_of_deck(&mut self, p: Player) -> CardRef {
        let Some(c) = self.player(p).deck.last() else {
            return CardRef::NONE;
        };
        let owner = self.card(c).owner;
        self.put(c, Location::Discard, owner, Place::Top);
        c
    }

    /// Returns a card in play (or in a discard pile) to its owner's hand.
    /// A warded creature loses its ward instead of leaving play.
    pub fn return_to_hand(&mut self, c: CardRef) {
        if c.is_none() {
            return;
        }
        let loc = self.card(c).location;
        if loc.in_play() {
            if self.consume_ward(c) {
                return;
            }
            self.leave_play(c, Location::Hand, Place::Top);
        } else if loc == Location::Discard {
            let owner = self.card(c).owner;
            self.put(c, Location::Hand, owner, Place::Top);
        }
    }

    /// Puts a card on top of its owner's deck: from play (a warded creature
    /// loses its ward instead), or from a hand, discard pile or archives.
    /// Works from the card's own "Destroyed:" ability (it still counts as
    /// destroyed).
    pub fn put_on_top_of_deck(&mut self, c: CardRef) {
        if c.is_none() {
            return;
        }
        let loc = self.card(c).location;
        if loc.in_play() {
            if self.consume_ward(c) {
                return;
            }
            self.leave_play(c, Location::Deck, Place::Top);
        } else if matches!(loc, Location::Hand | Location::Discard | Location::Archives) {
            let owner = self.card(c).owner;
            self.put(c, Location::Deck, owner, Place::Top);
        }
    }

    /// Puts a card (from a hand, ...) facedown beneath `host`, a card in
    /// play: see [`Location::Beneath`].
    pub fn put_beneath(&mut self, c: CardRef, host: CardRef) {
        if c.is_none() || host.is_none() || !self.card(host).location.in_play() {
            return;
        }
        if self.card(c).location.in_play() {
            if self.consume_ward(c) {
                return;
            }
            self.leave_play(c, Location::Limbo, Place::Top);
        }
        let holder = self.card(host).controller;
        self.put(c, Location::Beneath, holder, Place::Top);
        self.card_mut(c).host = host;
    }

    /// The cards beneath `host`, in card table order.
    pub fn cards_beneath(&self, host: CardRef) -> impl Iterator<Item = CardRef> + '_ {
        let mut bits = self.beneath;
        std::iter::from_fn(move || {
            while bits != 0 {
                let u = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                if self.card(u).host == host {
                    return Some(u);
                }
            }
            None
        })
    }

    /// The first card beneath `host` ([`CardRef::NONE`] if none).
    pub fn card_beneath(&self, host: CardRef) -> CardRef {
        self.cards_beneath(host).next().unwrap_or(CardRef::NONE)
    }

    /// Shuffles a card in play into its owner's deck.
    pub fn shuffle_into_deck(&mut self, c: CardRef) {
        if c.is_none() || !self.card(c).location.in_play() || self.consume_ward(c) {
            return;
        }
        let owner = self.card(c).owner;
        self.leave_play(c, Location::Deck, Place::Top);
        self.shuffle_deck(owner);
    }

    /// Purges a card (from play or any zone): removed from the game.
    pub fn purge(&mut self, c: CardRef) {
        if c.is_none() {
            return;
        }
        let loc = self.card(c).location;
        if loc.in_play() {
            if self.consume_ward(c) {
                return;
            }
            self.leave_play(c, Location::Purged, Place::Top);
        } else {
            let owner = self.card(c).owner;
            self.put(c, Location::Purged, owner, Place::Top);
        }
    }

    /// Archives a card from its controller's hand (or puts a card from
    /// anywhere into `p`'s archives).
    pub fn archive(&mut self, p: Player, c: CardRef) {
        if c.is_none() {
            return;
        }
        if self.card(c).location.in_play() {
            if self.consume_ward(c) {
                return;
            }
            let owner = self.card(c).owner;
            self.leave_play(c, Location::Archives, Place::Top);
            if owner != p {
                self.put(c, Location::Archives, p, Place::Top);
            }
        } else {
            self.put(c, Location::Archives, p, Place::Top);
        }
    }

    /// If the creature has a ward, removes it and returns true: the ward
    /// prevents the damage, destruction or leaving play.
    fn consume_ward(&mut self, c: CardRef) -> bool {
        let card = self.card_mut(c);
        if card.location == Location::Battleline && card.has(flag::WARD) {
            card.set(flag::WARD, false);
            true
        } else {
            false
        }
    }

    /// `p` takes control of a card in play. A creature goes to a flank of
    /// `p`'s battleline; its damage, tokens and upgrades stay with it.
    pub fn take_control(&mut self, c: CardRef, p: Player, flank: Flank) {
        if c.is_none() || self.card(c).controller == p {
            return;
        }
        match self.card(c).location {
            Location::Battleline => {
                let place = self.flank_place(p, flank);
                self.put(c, Location::Battleline, p, place);
            }
            Location::Artifacts => self.put(c, Location::Artifacts, p, Place::Top),
            Location::Attached => self.card_mut(c).controller = p,
            _ => {}
        }
    }

    /// Flips one of `p`'s forged keys back to its unforged side.
    pub fn unforge_key(&mut self, p: Player) -> bool {
        let keys = &mut self.player_mut(p).keys;
        if *keys > 0 {
            *keys -= 1;
            true
        } else {
            false
        }
    }

    // ----- Creature status ----------------------------------------------

    /// Readies a card.
    pub fn ready(&mut self, c: CardRef) {
        if c.is_some() && self.card(c).location.in_play() {
            self.card_mut(c).set(flag::EXHAUSTED, false);
        }
    }

    /// Exhausts a card.
    pub fn exhaust(&mut self, c: CardRef) {
        if c.is_some() && self.card(c).location.in_play() {
            self.card_mut(c).set(flag::EXHAUSTED, true);
        }
    }

    /// Stuns a creature (no effect if it is already stunned).
    pub fn stun(&mut self, c: CardRef) {
        if self.in_battleline(c) {
            self.card_mut(c).set(flag::STUNNED, true);
        }
    }

    /// Removes a creature's stun (without exhausting or using it).
    pub fn unstun(&mut self, c: CardRef) {
        if self.in_battleline(c) {
            self.card_mut(c).set(flag::STUNNED, false);
        }
    }

    /// Wards a creature.
    pub fn ward(&mut self, c: CardRef) {
        if self.in_battleline(c) {
            self.card_mut(c).set(flag::WARD, true);
        }
    }

    /// Enrages a creature.
    pub fn enrage(&mut self, c: CardRef) {
        if self.in_battleline(c) {
            self.card_mut(c).set(flag::ENRAGE, true);
        }
    }

    /// Heals up to `n` damage; returns how much was removed.
    pub fn heal(&mut self, c: CardRef, n: u32) -> u32 {
        if !self.in_battleline(c) {
            return 0;
        }
        let card = self.card_mut(c);
        let healed = (card.damage as u32).min(n);
        card.damage -= healed as u8;
        healed
    }

    /// Gives a creature `n` +1 power counters.
    pub fn add_power_counters(&mut self, c: CardRef, n: u32) {
        if self.in_battleline(c) {
            let card = self.card_mut(c);
            card.power_counters = card.power_counters.saturating_add(n as u8);
        }
    }

    // ----- Damage and destruction -------------------------------------

    /// Deals `n` damage to a creature (not fight damage) and destroys it
    /// if that is lethal. Returns the damage actually dealt.
    pub fn deal_damage(&mut self, c: CardRef, n: u32) -> u32 {
        let (receiver, dealt) = self.apply_damage(c, n);
        if receiver.is_some() {
            self.check_lethal(receiver);
        }
        dealt
    }

    /// Deals `n` damage to each listed creature simultaneously.
    pub fn deal_damage_each(&mut self, targets: &[CardRef], n: u32) {
        let mut hit = [CardRef::NONE; 2 * super::state::MAX_CARDS];
        let mut k = 0;
        for &c in targets {
            let (r, _) = self.apply_damage(c, n);
            if r.is_some() {
                hit[k] = r;
                k += 1;
            }
        }
        for &c in &hit[..k] {
            self.check_lethal(c);
        }
    }

    /// Applies damage without the lethal check: protection, ward, armor,
    /// redirection. Returns the creature that received it and the amount.
    pub(crate) fn apply_damage(&mut self, c: CardRef, n: u32) -> (CardRef, u32) {
        if n == 0 || !self.in_battleline(c) {
            return (CardRef::NONE, 0);
        }
        if !self.can_be_damaged(c) {
            return (CardRef::NONE, 0);
        }
        if self.consume_ward(c) {
            return (CardRef::NONE, 0);
        }
        let armor = self.armor(c).max(0) as u32;
        let card = self.card_mut(c);
        let left = armor.saturating_sub(card.armor_used as u32);
        let prevented = left.min(n);
        card.armor_used += prevented as u8;
        let n = n - prevented;
        if n == 0 {
            return (CardRef::NONE, 0);
        }
        let mut receiver = c;
        let mut q = Query::RedirectDamage {
            card: c,
            to: CardRef::NONE,
        };
        self.modify(&mut q);
        if let Query::RedirectDamage { to, .. } = q {
            if to.is_some() && self.in_battleline(to) {
                receiver = to;
            }
        }
        let card = self.card_mut(receiver);
        card.damage = card.damage.saturating_add(n.min(255) as u8);
        (receiver, n)
    }

    /// Destroys the creature if its damage reaches its power.
    pub(crate) fn check_lethal(&mut self, c: CardRef) {
        if self.in_battleline(c)
            && !self.card(c).is_tagged()
            && self.card(c).damage as i32 >= self.power(c)
        {
            self.destroy(c);
        }
    }

    /// Destroys a card in play: it is tagged for destruction, its
    /// "Destroyed:" abilities resolve, then it goes to the discard pile.
    /// A ward prevents it; invulnerable creatures cannot be destroyed.
    pub fn destroy(&mut self, c: CardRef) {
        if c.is_none() || !self.card(c).location.in_play() || self.card(c).is_tagged() {
            return;
        }
        if self.card(c).location == Location::Battleline
            && self.keywords(c).contains(Keywords::INVULNERABLE)
        {
            return;
        }
        if self.consume_ward(c) {
            return;
        }
        self.card_mut(c)
            .set(flag::TAGGED | flag::DESTROYED_PENDING, true);
        self.tagged |= 1u128 << c.0;
        if !self.stack().iter().any(|t| matches!(t, Task::Destruction)) {
            self.push_task(Task::Destruction);
        }
    }

    /// "... instead": a card tagged for destruction is not destroyed after
    /// all (from its own "Destroyed:" ability, e.g. Armageddon Cloak): it
    /// stays in play and no longer counts as destroyed.
    pub fn cancel_destruction(&mut self, c: CardRef) {
        if c.is_some() && self.card(c).location.in_play() {
            let card = self.card_mut(c);
            card.set(flag::TAGGED | flag::DESTROYED_PENDING, false);
            card.fighting = CardRef::NONE;
            self.tagged &= !(1u128 << c.0);
            self.power_dirty = true;
        }
    }

    // ----- Abilities, effects, events -----------------------------------

    /// Queues an ability of `source` for `controller` (resolves next).
    pub fn trigger(&mut self, ability: Ability, source: CardRef, controller: Player) {
        if !ability.is_empty() {
            self.push_task(Task::Ability(Frame::new(ability, source, controller)));
        }
    }

    /// Queues an ability of `source` for `controller` like
    /// [`Game::trigger`], unless the same ability of `source` for
    /// `controller` is already queued among the abilities waiting on top of
    /// the stack, not started: then that one resolves once more
    /// ([`Frame::again`]). For reactions to events that come many at once
    /// ("each time an enemy creature is destroyed" in a board wipe): they
    /// take one stack entry however many events there are.
    pub fn trigger_or_repeat(&mut self, ability: Ability, source: CardRef, controller: Player) {
        if ability.is_empty() {
            return;
        }
        let n = self.stack_len as usize;
        for t in self.stack[..n].iter_mut().rev() {
            let Task::Ability(f) = t else { break };
            if f.step != 0 || f.asking || f.target_count != 0 {
                break;
            }
            if std::ptr::eq(f.ability, ability)
                && f.source == source
                && f.controller == controller
                && f.subject.is_none()
                && f.granted_by.is_none()
            {
                f.again = f.again.saturating_add(1);
                return;
            }
        }
        self.trigger(ability, source, controller);
    }

    /// Queues an ability about `subject` (the destroyed creature, ...).
    pub fn trigger_about(
        &mut self,
        ability: Ability,
        source: CardRef,
        controller: Player,
        subject: CardRef,
    ) {
        if !ability.is_empty() {
            let mut f = Frame::new(ability, source, controller);
            f.subject = subject;
            self.push_task(Task::Ability(f));
        }
    }

    /// Starts a lasting effect of `source`'s card for `controller`.
    pub fn add_lasting(&mut self, source: CardRef, controller: Player, expiry: Expiry) {
        self.add_lasting_with(source, controller, expiry, CardRef::NONE, 0);
    }

    /// Starts a lasting effect of `source`'s card for `controller` applied
    /// to `subject` (a chosen creature, ...; it ends early if `subject`
    /// leaves play), remembering `value` (a chosen house as `House as u8`,
    /// ...): see [`LastingEffect`].
    pub fn add_lasting_with(
        &mut self,
        source: CardRef,
        controller: Player,
        expiry: Expiry,
        subject: CardRef,
        value: u8,
    ) {
        if (self.lasting_count as usize) < MAX_LASTING {
            self.lasting[self.lasting_count as usize] = LastingEffect {
                source_def: self.card(source).def,
                source,
                controller,
                expiry,
                subject,
                value,
            };
            self.lasting_count += 1;
            self.refresh_lasting_queries();
        } else {
            self.abort(super::state::Limit::LastingEffects);
        }
    }

    /// Recomputes which query classes lasting effects answer, after one
    /// started or ended.
    fn refresh_lasting_queries(&mut self) {
        let mut q = 0u8;
        for e in self.lasting_effects() {
            let b = super::state::behavior_of(e.source_def);
            if b.lasting_modify.is_some() {
                q |= b.lasting_modifies.0;
            }
        }
        self.lasting_queries = q;
        self.refresh_answered();
        self.power_dirty = true;
    }

    /// Ends one lasting effect equal to `e` (for effects that end when
    /// used, like "you may play one non-Logos card this turn").
    pub fn end_lasting(&mut self, e: LastingEffect) {
        let n = self.lasting_count as usize;
        if let Some(i) = self.lasting[..n].iter().position(|x| *x == e) {
            self.lasting.copy_within(i + 1..n, i);
            self.lasting_count -= 1;
            self.refresh_lasting_queries();
        }
    }

    /// Ends lasting effects matching `pred`.
    pub(crate) fn expire_lasting(&mut self, pred: impl Fn(&LastingEffect) -> bool) {
        let mut k = 0;
        for i in 0..self.lasting_count as usize {
            let e = self.lasting[i];
            if !pred(&e) {
                self.lasting[k] = e;
                k += 1;
            }
        }
        if k != self.lasting_count as usize {
            self.lasting_count = k as u8;
            self.refresh_lasting_queries();
        }
    }

    /// Tells every reaction in play and every lasting effect about `ev`.
    pub(crate) fn emit(&mut self, ev: Event) {
        let mut bits = self.reactors;
        while bits != 0 {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let c = CardRef(i);
            if self.card(c).location.in_play() {
                if let Some(f) = self.card(c).behavior().on_event {
                    f(self, c, ev);
                }
            }
        }
        let n = self.lasting_count as usize;
        if n == 0 {
            return;
        }
        // The effects active when the event happened hear it, each once:
        // an effect that ends (or is renewed) while an earlier one reacts
        // is skipped, and one started now does not hear the event that
        // started it.
        let active = self.lasting;
        for e in &active[..n] {
            let Some(f) = super::state::behavior_of(e.source_def).lasting_event else {
                continue;
            };
            if self.lasting_effects().contains(e) {
                f(self, *e, ev);
            }
        }
    }

    /// Lets constant abilities and lasting effects modify a query.
    #[inline]
    pub fn modify(&self, q: &mut Query) {
        let class = q.class();
        if self.answered(class) {
            self.modify_now(class, q);
        }
    }

    #[inline(never)]
    fn modify_now(&self, class: QueryClass, q: &mut Query) {
        let mut bits = self.modifiers[class as usize];
        let stat_of = q.stat_of();
        while bits != 0 {
            let i = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            let c = CardRef(i);
            let b = self.card(c).behavior();
            if let Some(f) = b.modify {
                if stat_of.is_none_or(|card| b.reach.includes(self, c, card)) {
                    f(self, c, q);
                }
            }
        }
        if self.lasting_queries & (1 << class as u8) == 0 {
            return;
        }
        for e in self.lasting_effects() {
            let b = super::state::behavior_of(e.source_def);
            if let (Some(f), true) = (b.lasting_modify, b.lasting_modifies.contains(class)) {
                f(self, *e, q);
            }
        }
    }

    /// Whether any constant ability or lasting effect answers queries of
    /// `class` now.
    #[inline]
    pub(crate) fn answered(&self, class: QueryClass) -> bool {
        self.answered_classes & (1 << class as u8) != 0
    }

    // ----- Game values --------------------------------------------------

    /// Whether the card is a creature in a battleline.
    #[inline]
    pub fn in_battleline(&self, c: CardRef) -> bool {
        c.is_some() && self.card(c).location == Location::Battleline
    }

    /// A creature's current power.
    pub fn power(&self, c: CardRef) -> i32 {
        let card = self.card(c);
        let mut q = Query::Power {
            card: c,
            value: card.def.def().power as i32 + card.power_counters as i32,
        };
        if self.answered(QueryClass::Power) {
            self.modify(&mut q);
        }
        match q {
            Query::Power { value, .. } => value.max(0),
            _ => unreachable!(),
        }
    }

    /// The current power of each of `p`'s creatures, in battleline order
    /// (what [`Game::power`] gives each), into `out`: one pass over the
    /// constant abilities for the whole battleline.
    pub fn battleline_powers<'a>(&self, p: Player, out: &'a mut [i32; SHARED_ZONE]) -> &'a [i32] {
        let line = self.creatures(p);
        let n = line.len();
        for (v, &c) in out.iter_mut().zip(line) {
            let card = self.card(c);
            *v = card.def.def().power as i32 + card.power_counters as i32;
        }
        if self.answered(QueryClass::Power) {
            let mut bits = self.modifiers[QueryClass::Power as usize];
            while bits != 0 {
                let m = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                let b = self.card(m).behavior();
                let Some(f) = b.modify else {
                    continue;
                };
                let ask = |v: &mut i32, c: CardRef| {
                    let mut q = Query::Power { card: c, value: *v };
                    f(self, m, &mut q);
                    if let Query::Power { value, .. } = q {
                        *v = value;
                    }
                };
                // The creatures within its reach, without asking about each.
                let only = match b.reach {
                    Reach::Any => None,
                    Reach::Friendly if self.card(m).controller == p => None,
                    Reach::Friendly => continue,
                    Reach::Itself => Some(m),
                    Reach::Host => Some(self.card(m).host),
                };
                match only {
                    None => {
                        for (v, &c) in out.iter_mut().zip(line) {
                            ask(v, c);
                        }
                    }
                    Some(c) => {
                        if let Some(i) = line.iter().position(|&x| x == c) {
                            ask(&mut out[i], c);
                        }
                    }
                }
            }
            if self.lasting_queries & (1 << QueryClass::Power as u8) != 0 {
                for e in self.lasting_effects() {
                    let b = super::state::behavior_of(e.source_def);
                    if let (Some(f), true) = (
                        b.lasting_modify,
                        b.lasting_modifies.contains(QueryClass::Power),
                    ) {
                        for (v, &c) in out.iter_mut().zip(line) {
                            let mut q = Query::Power { card: c, value: *v };
                            f(self, *e, &mut q);
                            if let Query::Power { value, .. } = q {
                                *v = value;
                            }
                        }
                    }
                }
            }
        }
        for v in &mut out[..n] {
            *v = (*v).max(0);
        }
        &out[..n]
    }

    /// A creature's current armor.
    pub fn armor(&self, c: CardRef) -> i32 {
        let mut q = Query::Armor {
            card: c,
            value: self.def(c).armor as i32,
        };
        if self.answered(QueryClass::Armor) {
            self.modify(&mut q);
        }
        match q {
            Query::Armor { value, .. } => value.max(0),
            _ => unreachable!(),
        }
    }

    /// A card's current keywords.
    pub fn keywords(&self, c: CardRef) -> Keywords {
        let mut q = Query::Keywords {
            card: c,
            value: self.def(c).keywords,
        };
        if self.answered(QueryClass::Keywords) {
            self.modify(&mut q);
        }
        match q {
            Query::Keywords { value, .. } => value,
            _ => unreachable!(),
        }
    }

    /// A creature's current assault value ([`Query::Assault`]).
    pub fn assault(&self, c: CardRef) -> u32 {
        let mut q = Query::Assault {
            card: c,
            value: self.def(c).assault as u32,
        };
        self.modify(&mut q);
        match q {
            Query::Assault { value, .. } => value,
            _ => unreachable!(),
        }
    }

    /// A creature's current hazardous value ([`Query::Hazardous`]).
    pub fn hazardous(&self, c: CardRef) -> u32 {
        let mut q = Query::Hazardous {
            card: c,
            value: self.def(c).hazardous as u32,
        };
        self.modify(&mut q);
        match q {
            Query::Hazardous { value, .. } => value,
            _ => unreachable!(),
        }
    }

    /// Whether a creature can be dealt damage now.
    pub fn can_be_damaged(&self, c: CardRef) -> bool {
        if self.keywords(c).contains(Keywords::INVULNERABLE) {
            return false;
        }
        if !self.answered(QueryClass::Other) {
            return true;
        }
        let mut q = Query::CanBeDamaged {
            card: c,
            value: true,
        };
        self.modify(&mut q);
        matches!(q, Query::CanBeDamaged { value: true, .. })
    }

    /// The number of cards `p` refills their hand to.
    pub fn hand_size(&self, p: Player) -> usize {
        let mut q = Query::HandSize {
            player: p,
            value: 6,
        };
        self.modify(&mut q);
        match q {
            Query::HandSize { value, .. } => value.max(0) as usize,
            _ => unreachable!(),
        }
    }

    /// The current cost of a key for `p`.
    pub fn key_cost(&self, p: Player) -> u32 {
        let mut q = Query::KeyCost {
            player: p,
            value: 6,
        };
        self.modify(&mut q);
        match q {
            Query::KeyCost { value, .. } => value.max(0) as u32,
            _ => unreachable!(),
        }
    }

    /// "Check!": `p` has enough Æmber to forge a key at the start of their
    /// next turn (at the current cost).
    pub fn check(&self, p: Player) -> bool {
        self.player(p).amber as u32 >= self.key_cost(p)
    }

    /// The creature's position in its controller's battleline.
    pub fn battleline_index(&self, c: CardRef) -> Option<usize> {
        if !self.in_battleline(c) {
            return None;
        }
        self.player(self.card(c).controller).battleline.position(c)
    }

    /// Whether the creature is on a flank of its battleline.
    pub fn on_flank(&self, c: CardRef) -> bool {
        match self.battleline_index(c) {
            Some(i) => {
                let n = self.player(self.card(c).controller).battleline.len();
                i == 0 || i + 1 == n
            }
            None => false,
        }
    }

    /// The creature's neighbors (up to two).
    pub fn neighbors(&self, c: CardRef) -> impl Iterator<Item = CardRef> + '_ {
        let (line, i) = match self.battleline_index(c) {
            Some(i) => (
                self.player(self.card(c).controller).battleline.as_slice(),
                i,
            ),
            None => (&[][..], 0),
        };
        let left = if i > 0 { line.get(i - 1) } else { None };
        let right = line.get(i + 1);
        left.into_iter().chain(right).copied()
    }

    /// Whether two creatures are neighbors.
    pub fn are_neighbors(&self, a: CardRef, b: CardRef) -> bool {
        a != b && self.neighbors(a).any(|n| n == b)
    }

    /// Creatures controlled by `p`, left to right.
    pub fn creatures(&self, p: Player) -> &[CardRef] {
        self.player(p).battleline.as_slice()
    }

    /// Every creature in play: the active player's first.
    pub fn all_creatures(&self) -> impl Iterator<Item = CardRef> + '_ {
        let a = self.active;
        self.creatures(a)
            .iter()
            .chain(self.creatures(a.opponent()).iter())
            .copied()
    }

    /// Whether the card is a creature (by type).
    pub fn is_creature_card(&self, c: CardRef) -> bool {
        matches!(
            self.def(c).kind,
            CardType::Creature | CardType::TokenCreature
        )
    }

    /// Puts a creature into `p`'s battleline on a flank, exhausted unless
    /// it enters play ready.
    pub(crate) fn enter_battleline(&mut self, c: CardRef, p: Player, place: Place) {
        self.put(c, Location::Battleline, p, place);
        let mut q = Query::EntersReady {
            card: c,
            value: false,
        };
        self.modify(&mut q);
        let ready = matches!(q, Query::EntersReady { value: true, .. });
        if self.power(c) <= 0 {
            // A creature with no power is destroyed at once.
            self.power_dirty = true;
        }
        self.card_mut(c).set(flag::EXHAUSTED, !ready);
    }

    /// The battleline index for a creature entering on `flank`.
    pub(crate) fn flank_place(&self, p: Player, flank: Flank) -> Place {
        match flank {
            Flank::Left => Place::Bottom,
            Flank::Right => Place::At(self.player(p).battleline.len()),
        }
    }

    /// A card of the game by table, for tests and tools.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.card_count as usize]
    }
}

/// A small stack-allocated list of card references.
pub(crate) mod smallvec {
    use super::CardRef;
    use crate::engine::state::MAX_CARDS;

    /// Up to every card of the game, without allocating.
    pub struct Vec80 {
        len: usize,
        items: [CardRef; MAX_CARDS],
    }

    impl FromIterator<CardRef> for Vec80 {
        fn from_iter<I: IntoIterator<Item = CardRef>>(iter: I) -> Self {
            let mut v = Vec80 {
                len: 0,
                items: [CardRef::NONE; MAX_CARDS],
            };
            for c in iter {
                v.items[v.len] = c;
                v.len += 1;
            }
            v
        }
    }

    impl IntoIterator for Vec80 {
        type Item = CardRef;
        type IntoIter = std::iter::Take<std::array::IntoIter<CardRef, MAX_CARDS>>;
        fn into_iter(self) -> Self::IntoIter {
            self.items.into_iter().take(self.len)
        }
    }

    impl std::ops::Deref for Vec80 {
        type Target = [CardRef];
        fn deref(&self) -> &[CardRef] {
            &self.items[..self.len]
        }
    }
}

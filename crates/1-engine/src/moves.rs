//! Moving cards between zones: the one place every zone change goes through
//! (`put`, `leave_play`), and the card actions built on it (draw, discard,
//! return to hand, put on the deck, beneath, purge, archive, take control).

use rand::Rng;

use super::ability::{Event, QueryClass, QUERY_CLASSES};
use super::action::GameAction;
use super::ids::{CardRef, Flank, Player};
use super::state::{flag, Game, Location, PlayerState};
use super::zone::Zone;
use keysim_facts::CardType;

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

/// Whether `l` is one of a player's piles (deck, hand, discard pile,
/// archives) or limbo: out of play, with no host.
fn is_pile(l: Location) -> bool {
    matches!(
        l,
        Location::Deck | Location::Hand | Location::Discard | Location::Archives | Location::Limbo
    )
}

/// Puts `c` in `zone` at `place`.
#[inline]
fn put_in<const N: usize>(zone: &mut Zone<N>, c: CardRef, place: Place) {
    match place {
        Place::Top => zone.push(c),
        Place::Bottom => zone.insert(0, c),
        Place::At(i) => zone.insert(i.min(zone.len()), c),
    }
}

/// The cards of one of a player's hand, archives, discard pile or deck
/// (nothing for another location).
fn pile(ps: &PlayerState, zone: Location) -> &[CardRef] {
    match zone {
        Location::Hand => ps.hand.as_slice(),
        Location::Archives => ps.archives.as_slice(),
        Location::Discard => ps.discard.as_slice(),
        Location::Deck => ps.deck.as_slice(),
        _ => &[],
    }
}

impl Game {
    /// Removes a card from the zone list it is in.
    pub(super) fn unlist(&mut self, c: CardRef) {
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
            Location::Attached | Location::Limbo | Location::Beneath | Location::Joined => true,
        };
        if card.location.in_play() {
            self.forget_in_play(c);
        }
    }

    /// Takes card `c` out of the lists of in-play cards with constant
    /// abilities, reactions, destruction conditions and granted abilities.
    #[inline]
    pub(super) fn forget_in_play(&mut self, c: CardRef) {
        let bit = 1u128 << c.0;
        // Only a card with constant abilities is in the modifier masks.
        if self.behavior(c).modify.is_some() {
            // A class is no longer answered once its last modifier left,
            // unless a lasting effect answers it (as `refresh_answered`
            // would find).
            let mut emptied = 0u16;
            for (class, m) in self.modifiers.iter_mut().enumerate() {
                if *m & bit != 0 {
                    *m &= !bit;
                    if *m == 0 {
                        emptied |= 1 << class;
                    }
                }
            }
            self.answered_classes &= !emptied | self.lasting_queries;
        }
        if self.reactors & bit != 0 {
            self.reactors &= !bit;
            self.refresh_heard();
        }
        self.conditioned &= !bit;
        self.grantors &= !bit;
        self.forge_banks &= !bit;
    }

    /// Adds card `c`, now in play at `to`, to the lists of in-play cards
    /// with constant abilities, reactions, destruction conditions and (for
    /// an upgrade) granted abilities, as its behaviour has them.
    #[inline]
    pub(super) fn note_in_play(&mut self, c: CardRef, to: Location) {
        let bit = 1u128 << c.0;
        let b = self.behavior(c);
        if b.modify.is_some() {
            for class in 0..QUERY_CLASSES {
                if b.modifies.0 & (1 << class) != 0 {
                    self.modifiers[class] |= bit;
                }
            }
            // Each class it modifies is now answered (as `refresh_answered`
            // would find).
            self.answered_classes |= b.modifies.0;
        }
        if b.on_event.is_some() {
            self.reactors |= bit;
            self.heard |= b.hears.0;
        }
        if b.destroy_if.is_some() || b.purge_if.is_some() {
            self.conditioned |= bit;
        }
        if b.grants.is_some() && (to == Location::Attached || b.grants_to.is_some()) {
            self.grantors |= bit;
        }
        if b.forge_bank {
            self.forge_banks |= bit;
        }
    }

    /// Recomputes [`Game::heard`] after a card left [`Game::reactors`] or
    /// [`Game::discard_reactors`].
    #[inline]
    fn refresh_heard(&mut self) {
        let mut heard = 0u32;
        let mut bits = self.reactors;
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            heard |= self.behavior(c).hears.0;
        }
        let mut bits = self.discard_reactors;
        while bits != 0 {
            let c = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            heard |= self.behavior_of(self.card(c).printed).hears.0;
        }
        self.heard = heard;
    }

    /// Recomputes [`Game::answered_classes`] after a modifier mask or the
    /// lasting effects changed.
    #[inline]
    pub(super) fn refresh_answered(&mut self) {
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
        if is_pile(from) && (is_pile(to) || to == Location::Purged) {
            self.put_between_piles(c, from, to, holder, place);
        } else {
            self.put_anywhere(c, to, holder, place);
        }
    }

    /// [`Game::put`] from a pile (or limbo) to a pile (or limbo, or the
    /// purged cards): the card is in play neither before nor after, and
    /// has no host to forget, so only the lists, the knowledge bits and a
    /// discard pile's reactions change. Inlined where the zones are known
    /// (discarding from hand, playing from hand), to fold away the rest.
    #[inline(always)]
    pub(super) fn put_between_piles(
        &mut self,
        c: CardRef,
        from: Location,
        to: Location,
        holder: Player,
        place: Place,
    ) {
        let from_holder = self.card(c).controller;
        self.note_hidden_move(c, from, from_holder, to, holder);
        let p = &mut self.players[from_holder.index()];
        match from {
            Location::Deck => p.deck.remove(c),
            Location::Hand => p.hand.remove(c),
            Location::Discard => p.discard.remove(c),
            Location::Archives => p.archives.remove(c),
            _ => true,
        };
        let card = &mut self.cards[c.index()];
        card.location = to;
        card.controller = holder;
        if from == Location::Discard {
            self.leave_discard_reactors(c);
        }
        if to == Location::Discard {
            self.join_discard_reactors(c);
        }
        self.list_in(c, to, holder, place);
    }

    /// A card leaving a discard pile no longer reacts from there.
    #[inline(always)]
    fn leave_discard_reactors(&mut self, c: CardRef) {
        if self.discard_reactors & (1u128 << c.0) != 0 {
            self.discard_reactors &= !(1u128 << c.0);
            self.refresh_heard();
        }
    }

    /// A card reaching a discard pile reacts from there if its printed
    /// card has such an ability (in a discard pile a card is its printed
    /// card: a copy or a token becomes it again as it gets there).
    #[inline(always)]
    fn join_discard_reactors(&mut self, c: CardRef) {
        if !self.discard_reactions_possible {
            return;
        }
        let b = self.behavior_of(self.card(c).printed);
        if b.in_discard.is_some() {
            self.discard_reactors |= 1u128 << c.0;
            self.heard |= b.hears.0;
        }
    }

    /// Adds `c` to the list of `holder`'s zone `to` at `place` (nothing
    /// for a zone without a list: attached, limbo, beneath, joined).
    #[inline(always)]
    fn list_in(&mut self, c: CardRef, to: Location, holder: Player, place: Place) {
        let p = &mut self.players[holder.index()];
        match to {
            Location::Deck => put_in(&mut p.deck, c, place),
            Location::Hand => put_in(&mut p.hand, c, place),
            Location::Discard => put_in(&mut p.discard, c, place),
            Location::Purged => put_in(&mut p.purged, c, place),
            Location::Archives => put_in(&mut p.archives, c, place),
            Location::Battleline => put_in(&mut p.battleline, c, place),
            Location::Artifacts => put_in(&mut p.artifacts, c, place),
            Location::Attached | Location::Limbo | Location::Beneath | Location::Joined => {}
        }
    }

    /// [`Game::put`] for any move.
    fn put_anywhere(&mut self, c: CardRef, to: Location, holder: Player, place: Place) {
        let from = self.card(c).location;
        let from_holder = self.card(c).controller;
        self.note_hidden_move(c, from, from_holder, to, holder);
        if from.in_play() || to.in_play() {
            let b = self.behavior(c);
            if self.answered(QueryClass::Power)
                || b.modifies.contains(QueryClass::Power) && b.modify.is_some()
            {
                self.power_dirty = true;
            }
        }
        self.unlist(c);
        {
            let card = self.card_mut(c);
            if matches!(
                from,
                Location::Beneath | Location::Purged | Location::Joined
            ) {
                card.host = CardRef::NONE;
                card.set(flag::FACEUP, false);
            }
            card.location = to;
            card.controller = holder;
        }
        // A card's bit is set in these sets only while it is there.
        let bit = 1u128 << c.0;
        match from {
            Location::Beneath => self.beneath &= !bit,
            Location::Attached => self.attached &= !bit,
            Location::Discard => self.leave_discard_reactors(c),
            _ => {}
        }
        match to {
            Location::Beneath => self.beneath |= bit,
            Location::Attached => self.attached |= bit,
            Location::Discard => self.join_discard_reactors(c),
            _ => {}
        }
        self.list_in(c, to, holder, place);
        if to.in_play() {
            self.note_in_play(c, to);
        }
    }

    /// A card leaves play to its owner's `to` zone: Æmber on it goes to
    /// the opponent, its upgrades are discarded, tokens and status are
    /// removed, and lasting effects applied to it (its
    /// [`LastingEffect::subject`]) expire.
    pub(crate) fn leave_play(&mut self, c: CardRef, requested: Location, place: Place) {
        let card = *self.card(c);
        let to = requested;
        // Where it goes instead, if a replacement effect says so (only
        // the destination may change: the card is already on its way).
        let to = match self.instead(GameAction::LeavePlay {
            card: c,
            from: card.location,
            to,
        }) {
            GameAction::LeavePlay { to, .. } => to,
            _ => to,
        };
        if card.is_tagged() && card.location == Location::Battleline && card.fighting.is_some() {
            // Destroyed in a fight, whichever zone it goes to.
            super::history::bump(
                &mut self.turn_history.destroyed_in_fight[card.controller.index()],
            );
        }
        // Moved by a card, not by the destruction itself (which discards):
        // still destroyed, by its controller of now, in the fight it was in.
        let elsewhere = card.is_tagged()
            && card.location == Location::Battleline
            && requested != Location::Discard;
        if elsewhere {
            self.destroyed_elsewhere[card.controller.index()] |= 1u128 << c.0;
        }
        if !card.is_tagged() {
            // Leaving play by anything but a destruction: not destroyed.
            self.destroyed &= !(1u128 << c.0);
        }
        if card.location == Location::Battleline && card.amber > 0 {
            self.add_to_pool(card.controller.opponent(), card.amber.into(), c);
        }
        // Upgrades go with their creature, or with their artifact
        // (attached to it by `Game::attach_as_upgrade`).
        if matches!(card.location, Location::Battleline | Location::Artifacts) {
            let mut bits = self.attached;
            while bits != 0 {
                let u = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                if self.card(u).host == c {
                    // Its card is leaving play: nothing to turn back.
                    self.animating &= !(1u128 << u.0);
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
            m.counters = 0;
            m.host = CardRef::NONE;
            if !elsewhere {
                m.fighting = CardRef::NONE;
            }
        }
        self.facedown &= !(1u128 << c.0);
        self.tagged &= !(1u128 << c.0);
        self.granted_when_tagged &= !(1u128 << c.0);
        // Lasting effects applied to the card expire (a card that comes
        // back is a new object).
        if self.lasting_count != 0 {
            self.expire_lasting(|e| e.subject == c);
        }
        self.put(c, to, owner, place);
        if self.type_changes_possible {
            self.forget_type_change(c, card.host);
        }
        if card.location == Location::Battleline && card.host.is_some() {
            // A gigantic creature: its other half goes with it, and the two
            // are separate cards again.
            self.put(card.host, to, owner, place);
        }
        let leaves = self.behavior(c).leaves_play;
        self.trigger(leaves, c, card.controller);
        if card.def != card.printed {
            self.revert_identity(c);
        }
    }

    /// `p` draws `n` cards, shuffling the discard pile into the deck when
    /// the deck runs out.
    /// While a card of `p`'s discard pile may replace a draw during their
    /// turn ([`Behavior::instead_of_drawing`](crate::Behavior::instead_of_drawing)),
    /// the draws resolve one at a time through its question, after the
    /// step that drew.
    pub fn draw(&mut self, p: Player, n: u32) {
        if self.draw_replacements_possible && self.replace_draws(p, n) {
            return;
        }
        self.draw_now(p, n);
    }

    /// `p` draws `n` cards now, with no replacement asked about.
    #[inline(always)]
    pub(super) fn draw_now(&mut self, p: Player, n: u32) {
        let tell = self.may_hear(super::ability::Events::DREW);
        for _ in 0..n {
            if self.player(p).deck.is_empty() && !self.reshuffle_discard(p) {
                return;
            }
            // The top card moves straight to the hand: neither zone is in
            // play, so there is nothing else to update.
            let ps = self.player_mut(p);
            let Some(c) = ps.deck.pop() else { return };
            ps.hand.push(c);
            self.known[p.opponent().index()] &= !(1u128 << c.0);
            let card = self.card_mut(c);
            card.location = Location::Hand;
            card.controller = p;
            if tell {
                self.tell_drew(c, p);
            }
        }
    }

    /// Shuffles `p`'s discard pile into their (empty) deck. Returns false if
    /// there was nothing to shuffle.
    pub(super) fn reshuffle_discard(&mut self, p: Player) -> bool {
        let reactors = self.discard_reactors;
        let Game {
            players,
            cards,
            discard_reactors,
            ..
        } = self;
        let ps = &mut players[p.index()];
        if ps.discard.is_empty() {
            return false;
        }
        // Neither zone is in play: the cards move with nothing else to
        // update than the reactions of cards in a discard pile. They go
        // from the top of the pile down, as if taken one at a time.
        for &c in ps.discard.as_slice().iter().rev() {
            *discard_reactors &= !(1u128 << c.0);
            ps.deck.push(c);
            let card = &mut cards[c.index()];
            card.location = Location::Deck;
            card.controller = p;
        }
        ps.discard.clear();
        if self.discard_reactors != reactors {
            self.refresh_heard();
        }
        self.shuffle_deck(p);
        self.emit(Event::DiscardShuffled { player: p });
        true
    }

    /// Shuffles `p`'s deck with the game's generator.
    pub fn shuffle_deck(&mut self, p: Player) {
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
        let c = self.random_card_in(p, Location::Hand);
        self.discard_from_hand(c);
        c
    }

    /// Discards a random card of `p`'s archives, if any ("discard a random
    /// card from your opponent's archives"), as [`Game::discard_from_archives`]
    /// does; returns the card.
    pub fn discard_random_from_archives(&mut self, p: Player) -> CardRef {
        let c = self.random_card_in(p, Location::Archives);
        self.discard_from_archives(c);
        c
    }

    /// Swaps two creatures of the same battleline ("swap this creature with
    /// another friendly creature").
    pub fn swap_creatures(&mut self, a: CardRef, b: CardRef) {
        if a == b || !self.in_battleline(a) || !self.in_battleline(b) {
            return;
        }
        let p = self.card(a).controller;
        if self.card(b).controller != p {
            return;
        }
        let line = &mut self.player_mut(p).battleline;
        let (Some(i), Some(j)) = (line.position(a), line.position(b)) else {
            return;
        };
        line.as_mut_slice().swap(i, j);
        // Neighbors changed: constant abilities may read them.
        self.power_dirty = true;
    }

    /// Attaches an upgrade in play to another creature in play ("attach
    /// this upgrade to ..."): it leaves its creature without leaving play
    /// (it stays its controller's, with what is on it) and its abilities
    /// now apply to the new one. An artifact it animated is an artifact
    /// again ([`crate::type_change`]). Returns whether it moved.
    pub fn move_upgrade(&mut self, upgrade: CardRef, creature: CardRef) -> bool {
        if upgrade.is_none()
            || self.card(upgrade).location != Location::Attached
            || !self.in_battleline(creature)
            || self.card(creature).is_tagged()
            || self.card(upgrade).host == creature
        {
            return false;
        }
        let old_host = self.card(upgrade).host;
        self.card_mut(upgrade).host = creature;
        if self.type_changes_possible {
            self.end_animation(upgrade, old_host);
        }
        // What it grants and modifies now reaches another creature.
        self.power_dirty = true;
        self.emit(Event::UpgradeAttached {
            upgrade,
            host: creature,
            entering: false,
        });
        true
    }

    /// Moves a creature to a flank of its controller's battleline ("move it
    /// to either flank of its controller's battleline"): it stays in play,
    /// with its damage, tokens and upgrades.
    pub fn move_to_flank(&mut self, c: CardRef, flank: Flank) {
        if !self.in_battleline(c) {
            return;
        }
        let line = &mut self.player_mut(self.card(c).controller).battleline;
        line.remove(c);
        match flank {
            Flank::Left => line.insert(0, c),
            Flank::Right => line.push(c),
        }
        // Neighbors changed: constant abilities may read them.
        self.power_dirty = true;
    }

    /// Moves a creature anywhere in its controller's battleline ("move it
    /// anywhere in its controller's battleline"): it ends at position
    /// `index` from the left (the rightmost position if `index` is past
    /// it), staying in play with its damage, tokens and upgrades.
    pub fn move_in_battleline(&mut self, c: CardRef, index: usize) {
        if !self.in_battleline(c) {
            return;
        }
        let line = &mut self.player_mut(self.card(c).controller).battleline;
        line.remove(c);
        let index = index.min(line.len());
        line.insert(index, c);
        // Neighbors changed: constant abilities may read them.
        self.power_dirty = true;
    }

    /// Puts an artifact in play on a flank of its controller's battleline
    /// ("put this artifact on a flank of your battleline", Auto-Legionary):
    /// it stays in play, exhausted or ready, with what is on it, and is in
    /// the battleline from then on. What it is there (a creature, its
    /// power) is for its own constant abilities to say.
    pub fn move_artifact_to_battleline(&mut self, c: CardRef, flank: Flank) {
        if c.is_none() || self.card(c).location != Location::Artifacts {
            return;
        }
        let p = self.card(c).controller;
        let place = self.flank_place(p, flank);
        self.put(c, Location::Battleline, p, place);
        // Neighbors changed: constant abilities may read them.
        self.power_dirty = true;
    }

    /// Puts an artifact card that is in its controller's battleline
    /// ([`Game::move_artifact_to_battleline`]) back among their artifacts,
    /// once it is no longer a creature ("it leaves the battleline when it's
    /// no longer a creature", Animator): it stays in play, exhausted or
    /// ready, with what is on it, but the damage it had as a creature is
    /// removed. Nothing happens to another card.
    pub fn move_battleline_artifact_to_artifacts(&mut self, c: CardRef) {
        if c.is_none() || !self.in_battleline(c) || self.def(c).kind != CardType::Artifact {
            return;
        }
        self.card_mut(c).damage = 0;
        let p = self.card(c).controller;
        self.put(c, Location::Artifacts, p, Place::Top);
        // Neighbors changed: constant abilities may read them.
        self.power_dirty = true;
    }

    /// Discards a card from the archives it is in to its owner's discard
    /// pile; returns whether it was discarded. A card archived by its
    /// owner's opponent goes back to its owner's hand instead, as whenever
    /// it leaves those archives (the FAQ ruling on Dysania after Sample
    /// Collection).
    pub fn discard_from_archives(&mut self, c: CardRef) -> bool {
        if c.is_none() || self.card(c).location != Location::Archives || !self.may_leave_archives(c)
        {
            return false;
        }
        let card = *self.card(c);
        if card.owner != card.controller {
            self.put(c, Location::Hand, card.owner, Place::Top);
            return false;
        }
        self.put(c, Location::Discard, card.owner, Place::Top);
        true
    }

    /// Purges a card from the archives it is in; returns whether it was
    /// purged. A card archived by its owner's opponent goes back to its
    /// owner's hand instead, as whenever it leaves those archives
    /// ([`Game::discard_from_archives`]).
    pub fn purge_from_archives(&mut self, c: CardRef) -> bool {
        if c.is_none() || self.card(c).location != Location::Archives || !self.may_leave_archives(c)
        {
            return false;
        }
        let card = *self.card(c);
        if card.owner != card.controller {
            self.put(c, Location::Hand, card.owner, Place::Top);
            return false;
        }
        self.put(c, Location::Purged, card.owner, Place::Top);
        true
    }

    /// A card of `p`'s hand, archives, discard pile or deck (`zone`) chosen
    /// at random ("a random card of your opponent's archives": a hidden
    /// zone is chosen from blindly), or [`CardRef::NONE`] if it is empty.
    pub fn random_card_in(&mut self, p: Player, zone: Location) -> CardRef {
        let n = pile(self.player(p), zone).len();
        if n == 0 {
            return CardRef::NONE;
        }
        let i = self.rng.gen_range(0..n);
        pile(self.player(p), zone)[i]
    }

    /// Discards a card from its owner's hand ("discard a card").
    ///
    /// Every discard from a hand passes here, where a replacement effect
    /// may change it ([`GameAction::Discard`]): the turn history records
    /// the card's house, [`Event::DiscardedFromHand`] is emitted, and
    /// during its owner's turn the card's "Scrap:" ability
    /// ([`Behavior::scrap`](crate::Behavior::scrap)) resolves.
    pub fn discard_from_hand(&mut self, c: CardRef) {
        if c.is_none() || self.card(c).location != Location::Hand {
            return;
        }
        if self.answered(QueryClass::Rare) {
            let discard = GameAction::Discard { card: c };
            let replaced = self.instead(discard);
            if replaced != discard {
                self.perform_instead(replaced, 0);
                return;
            }
        }
        self.discard_from_hand_now(c);
    }

    /// Discards card `c` from the hand that holds it, past the
    /// replacement effects ([`Game::discard_from_hand`]).
    #[inline(always)]
    pub(crate) fn discard_from_hand_now(&mut self, c: CardRef) {
        if c.is_some() && self.card(c).location == Location::Hand {
            let player = self.card(c).controller;
            let owner = self.card(c).owner;
            self.turn_history.houses_discarded[player.index()] |= 1 << self.card(c).house as u32;
            self.put_between_piles(c, Location::Hand, Location::Discard, owner, Place::Top);
            self.emit(Event::DiscardedFromHand { card: c, player });
            if self.scrap_possible && owner == self.active {
                let scrap = self.behavior(c).scrap;
                self.trigger(scrap, c, owner);
            }
        }
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

    /// Discards the bottom card of `p`'s deck (without reshuffling) and
    /// returns it, or [`CardRef::NONE`] if the deck is empty ("discard the
    /// bottom card of your deck": Ol' Paddy).
    pub fn discard_bottom_of_deck(&mut self, p: Player) -> CardRef {
        let Some(c) = self.player(p).deck.first() else {
            return CardRef::NONE;
        };
        let owner = self.card(c).owner;
        self.put(c, Location::Discard, owner, Place::Top);
        c
    }

    /// Returns a card in play (or in a discard pile, deck or archives, or
    /// facedown beneath a card: Replay Pod) to its owner's hand.
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
        } else if matches!(
            loc,
            Location::Discard | Location::Deck | Location::Archives | Location::Beneath
        ) {
            let owner = self.card(c).owner;
            self.put(c, Location::Hand, owner, Place::Top);
        }
    }

    /// Puts a card on the bottom of its owner's deck: from play (a warded
    /// creature loses its ward instead), from a hand, discard pile,
    /// archives or the deck itself, or an action card being played, from
    /// its own Play: ability (Empathic Malice: it does not reach the
    /// discard pile once resolved).
    pub fn put_on_bottom_of_deck(&mut self, c: CardRef) {
        if c.is_none() {
            return;
        }
        let loc = self.card(c).location;
        if loc.in_play() {
            if self.consume_ward(c) {
                return;
            }
            self.leave_play(c, Location::Deck, Place::Bottom);
        } else if matches!(
            loc,
            Location::Hand
                | Location::Discard
                | Location::Archives
                | Location::Deck
                | Location::Limbo
        ) && self.may_leave_archives(c)
        {
            let owner = self.card(c).owner;
            self.put(c, Location::Deck, owner, Place::Bottom);
        }
    }

    /// Puts a card on top of its owner's deck: from play (a warded creature
    /// loses its ward instead), from a hand, discard pile, archives or the
    /// purged cards (Summoned Counsel), or from anywhere in the deck itself
    /// (a card found by searching the deck and put on top: Digging Up the
    /// Monster). Works from the card's own "Destroyed:" ability (it still
    /// counts as destroyed).
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
        } else if matches!(
            loc,
            Location::Hand
                | Location::Discard
                | Location::Archives
                | Location::Deck
                | Location::Purged
        ) && self.may_leave_archives(c)
        {
            let owner = self.card(c).owner;
            self.put(c, Location::Deck, owner, Place::Top);
        }
    }

    /// "Look at the top cards of your deck and put them back in any
    /// order": the top `order.len()` cards of `p`'s deck (or all of them,
    /// if fewer) are put back so that the `i`-th from the top is the one
    /// that was `order[i]`-th (0 is the top card). Positions `order` does
    /// not name, or names twice, keep the remaining cards in their order
    /// below those it places. At most 8 cards.
    pub fn arrange_top_of_deck(&mut self, p: Player, order: &[u8]) {
        const MOST: usize = 8;
        let deck = self.player_mut(p).deck.as_mut_slice();
        let n = order.len().min(deck.len()).min(MOST);
        let len = deck.len();
        let mut top = [CardRef::NONE; MOST];
        for (i, slot) in top[..n].iter_mut().enumerate() {
            *slot = deck[len - 1 - i];
        }
        let mut placed = [false; MOST];
        let mut arranged = [CardRef::NONE; MOST];
        let mut k = 0;
        for &i in order {
            let i = i as usize;
            if i < n && !placed[i] {
                placed[i] = true;
                arranged[k] = top[i];
                k += 1;
            }
        }
        for i in 0..n {
            if !placed[i] {
                arranged[k] = top[i];
                k += 1;
            }
        }
        for (i, &c) in arranged[..n].iter().enumerate() {
            deck[len - 1 - i] = c;
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

    /// Grafts card `c` (from a hand, ...) onto `host`, a card in play: it
    /// is put beneath it faceup, seen by both players, not in play, and
    /// goes to its owner's discard pile when `host` leaves play.
    pub fn graft(&mut self, c: CardRef, host: CardRef) {
        self.put_beneath(c, host);
        if c.is_some() && self.card(c).location == Location::Beneath && self.card(c).host == host {
            self.card_mut(c).set(flag::FACEUP, true);
        }
    }

    /// The cards grafted onto `host` ([`Game::graft`]), in card table
    /// order.
    pub fn grafted_onto(&self, host: CardRef) -> impl Iterator<Item = CardRef> + '_ {
        self.cards_beneath(host)
            .filter(move |&c| self.card(c).is_grafted())
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

    /// Shuffles every card of `p`'s hand or discard pile (`from`) into
    /// `p`'s deck ([`Event::DiscardShuffled`] for a discard pile that held
    /// any).
    pub fn shuffle_zone_into_deck(&mut self, p: Player, from: Location) {
        let zone = match from {
            Location::Hand => self.player(p).hand,
            Location::Discard => self.player(p).discard,
            _ => return,
        };
        for c in zone.iter() {
            let owner = self.card(c).owner;
            self.put(c, Location::Deck, owner, Place::Top);
        }
        self.shuffle_deck(p);
        if from == Location::Discard && !zone.is_empty() {
            self.emit(Event::DiscardShuffled { player: p });
        }
    }

    /// Swaps `p`'s deck and discard pile (the deck then holds the former
    /// discard pile, unshuffled).
    pub fn swap_deck_and_discard(&mut self, p: Player) {
        let deck = self.player(p).deck;
        let discard = self.player(p).discard;
        for c in deck.iter() {
            self.put(c, Location::Discard, p, Place::Top);
        }
        for c in discard.iter() {
            self.put(c, Location::Deck, p, Place::Top);
        }
    }

    /// Shuffles a card into its owner's deck: a card in play (a warded
    /// one loses its ward instead), or a played card still resolving,
    /// which then does not go to the discard pile ("shuffle this card into
    /// your deck" on an action: Training Costs).
    pub fn shuffle_into_deck(&mut self, c: CardRef) {
        if c.is_none() {
            return;
        }
        let owner = self.card(c).owner;
        match self.card(c).location {
            Location::Limbo => self.put(c, Location::Deck, owner, Place::Top),
            at if at.in_play() => {
                if self.consume_ward(c) {
                    return;
                }
                self.leave_play(c, Location::Deck, Place::Top);
            }
            _ => return,
        }
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
        } else if self.may_leave_archives(c) {
            let owner = self.card(c).owner;
            self.put(c, Location::Purged, owner, Place::Top);
        }
    }

    /// Purges a card for `keeper`, a card in play that remembers it ("all
    /// cards purged by Spangler Box"): see [`Game::purged_by`].
    pub fn purge_for(&mut self, c: CardRef, keeper: CardRef) {
        // A gigantic creature's other half is purged with it, for `keeper`
        // too.
        let joined = if c.is_some() && self.identity(c) == super::identity::Identity::Gigantic {
            self.card(c).host
        } else {
            CardRef::NONE
        };
        self.purge(c);
        for half in [c, joined] {
            if half.is_some() && self.card(half).location == Location::Purged {
                self.card_mut(half).host = keeper;
            }
        }
    }

    /// Puts `c`, a card purged for `keeper` ([`Game::purge_for`]), back
    /// into play under `player`'s control on `flank`: a half of a gigantic
    /// creature comes back with its other half purged for `keeper`, as one
    /// creature ([`Game::put_halves_into_play`]).
    pub fn return_purged(&mut self, keeper: CardRef, c: CardRef, player: Player, flank: Flank) {
        let other = self.all_cards().find(|&o| {
            let card = self.card(o);
            card.location == Location::Purged
                && card.host == keeper
                && self.gigantic_halves(c, o).is_some()
        });
        match other {
            Some(o) => {
                self.put_halves_into_play(c, o, player, flank);
            }
            None => {
                self.put_into_play(c, player, flank);
            }
        }
    }

    /// A card purged for `keeper` ([`Game::purge_for`]) and still purged,
    /// if any.
    pub fn purged_by(&self, keeper: CardRef) -> Option<CardRef> {
        self.all_cards().find(|&c| {
            let card = self.card(c);
            card.location == Location::Purged && card.host == keeper
        })
    }

    /// Archives a card: one out of play goes into `p`'s archives; one in
    /// play leaves it for its owner's archives, whoever archives it (a card
    /// leaving play goes to its owner's zone unless the card moving it names
    /// another: rulebook "Leaves Play", the FAQ on Faygin, the Biomatrix
    /// Backup erratum). [`Game::archive_into`] is for the cards that name
    /// "your archives".
    pub fn archive(&mut self, p: Player, c: CardRef) {
        if c.is_none() {
            return;
        }
        if self.card(c).location.in_play() {
            if self.consume_ward(c) {
                return;
            }
            self.leave_play(c, Location::Archives, Place::Top);
        } else {
            self.put(c, Location::Archives, p, Place::Top);
        }
    }

    /// Puts a card, in play or not, into `p`'s own archives, as the cards
    /// that say "put … into your archives" do (Mass Abduction): a card
    /// another player owns goes back to its owner's hand when it leaves
    /// them ([`Game::discard_from_archives`]).
    pub fn archive_into(&mut self, p: Player, c: CardRef) {
        if c.is_none() {
            return;
        }
        if self.card(c).location.in_play() {
            if self.consume_ward(c) {
                return;
            }
            let card = *self.card(c);
            // A gigantic creature's other half goes with it.
            let joined = if card.location == Location::Battleline {
                card.host
            } else {
                CardRef::NONE
            };
            self.leave_play(c, Location::Archives, Place::Top);
            for half in [c, joined] {
                if half.is_some()
                    && card.owner != p
                    && self.card(half).location == Location::Archives
                {
                    self.put(half, Location::Archives, p, Place::Top);
                }
            }
        } else {
            self.put(c, Location::Archives, p, Place::Top);
        }
    }

    /// If the creature has a ward, removes it and returns true: the ward
    /// prevents the damage, destruction or leaving play.
    pub(super) fn consume_ward(&mut self, c: CardRef) -> bool {
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
            self.uncolor_unforged_key(p);
            true
        } else {
            false
        }
    }
}

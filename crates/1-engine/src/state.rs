//! The game state: plain data, cheap to clone.

use super::rng::GameRng;

use super::ability::{Behavior, Frame, LastingEffect, QUERY_CLASSES};
use super::choice::Decision;
use super::history::{GameHistory, TurnHistory};
pub use super::ids::MAX_CARDS;
use super::ids::{CardRef, Player};
use super::pool::CardPool;
pub use super::zone::Location;
use super::zone::Zone;
use keysim_facts::{CardDef, CardId, CardType, House, Icons, Keywords};

/// Most cards one player owns.
pub const MAX_OWNED: usize = MAX_CARDS / 2;
/// Capacity of zones that only hold the owner's cards (deck, hand, discard
/// pile, purged cards): every card a player owns.
pub const OWNED_ZONE: usize = MAX_OWNED;
/// Capacity of zones that may hold either player's cards (battleline,
/// artifacts, archives): every card of the game.
pub const SHARED_ZONE: usize = MAX_CARDS;
/// Depth of the resolution stack. Each nested ability, fight or play adds
/// one entry; the deepest chain of the implemented cards is a play whose
/// ability readies and fights (play, ability, fight, before-fight ability,
/// destruction, destroyed ability, its reaction: 7). Reactions to many
/// simultaneous events (a board wipe) do not add an entry per event: they
/// use [`Game::trigger_or_repeat`]. A game that would go deeper ends as
/// [`Outcome::Aborted`] (no card can loop forever that way).
pub const MAX_TASKS: usize = 16;
/// Most lasting effects active at once. Effects last at most until the start
/// of their controller's next turn, so those alive come from two turns;
/// each needs a card played or used, and no implemented card makes more
/// than one. 16 covers eight effect-making plays or uses in each of two
/// turns (the soak test checks that no game of the embedded decks needs
/// more); a game that needs more ends as [`Outcome::Aborted`].
pub const MAX_LASTING: usize = 16;
/// Most different titles whose plays and uses are counted in one turn (the
/// rule of six). A turn plays and uses at most the cards its player
/// controls or holds; 24 different titles in one turn would need a third of
/// both decks in play or in hand at once (the soak test checks that no game
/// of the embedded decks needs more); a game that needs more ends as
/// [`Outcome::Aborted`].
pub const MAX_TITLES_PER_TURN: usize = 24;
/// Most abilities of one kind (reap, fight, action, destroyed) that the
/// upgrades attached to one creature grant it, all resolving when it
/// triggers. The rules put no bound on upgrades per creature; Call of the
/// Archons has at most four titles granting the same kind (reap: Red Planet
/// Ray Gun, Rocket Boots, Duskrunner and Silent Dagger; destroyed: three),
/// and no embedded deck holds more than one copy of any of them (nor more
/// than three copies of any card). 8 holds two copies of each reap grantor,
/// from both decks, on one creature. A creature that would trigger more ends
/// the game as [`Outcome::Aborted`] with
/// [`Limit::GrantedAbilities`], never dropping one silently.
pub const MAX_GRANTED: usize = 8;

/// Status bits of a card in play.
pub(crate) mod flag {
    pub const EXHAUSTED: u8 = 1 << 0;
    pub const STUNNED: u8 = 1 << 1;
    pub const WARD: u8 = 1 << 2;
    pub const ENRAGE: u8 = 1 << 3;
    /// Tagged for destruction.
    pub const TAGGED: u8 = 1 << 4;
    /// Tagged, and its "Destroyed:" abilities have not resolved yet.
    pub const DESTROYED_PENDING: u8 = 1 << 5;
    /// Elusive already prevented a fight this turn.
    pub const ELUSIVE_USED: u8 = 1 << 6;
    /// Beneath a card faceup: grafted onto it, seen by both players.
    pub const FACEUP: u8 = 1 << 7;
}

/// One physical card of the game and its state.
///
/// A physical card is its printed card ([`Card::printed`], with the house
/// its deck list gives it, [`Card::deck_house`]) for the whole game, but
/// what it *is* can change while it is in play: a token creature, a copy, a
/// gigantic creature (see [`crate::Identity`]). [`Card::def`] and
/// [`Card::house`] are what it is now, and every rule reads them; leaving
/// play makes it its printed card again.
// 24 bytes, aligned to 8: every card lookup then scales its index by 3
// and 8, the cheapest multiplication of an address.
#[derive(Clone, Copy, Debug)]
#[repr(align(8))]
pub struct Card {
    /// What the card is now: the record every rule reads (title, type,
    /// power, armor, keywords, traits, behaviour). Its printed record
    /// unless it is a token creature or a copy of another card.
    pub def: CardId,
    /// The physical card: the record its owner put in the deck, which it
    /// is again whenever it leaves play.
    pub printed: CardId,
    /// The house it plays as now: its deck house, or the house of what it
    /// is now.
    pub house: House,
    /// The house the physical card plays as in its deck (printed, or the
    /// maverick house), its house again whenever it leaves play.
    pub deck_house: House,
    pub owner: Player,
    /// Who controls it while in play (the owner elsewhere).
    pub controller: Player,
    pub location: Location,
    /// Enhancement bonus icons of this copy.
    pub icons: Icons,
    pub damage: u8,
    pub power_counters: u8,
    /// Armor already used to prevent damage this turn.
    pub armor_used: u8,
    /// Æmber on the card (captured or exalted).
    pub amber: u8,
    pub(crate) flags: u8,
    /// Times the card was used this turn (reset at the end of each turn and
    /// when it leaves play).
    pub(crate) uses: u8,
    /// For an upgrade: the creature it is attached to; for a card
    /// beneath another card: that card; for the two halves of a gigantic
    /// creature in play: each other ([`Location::Joined`]).
    pub host: CardRef,
    /// The creature it was fighting when it was tagged for destruction.
    pub(crate) fighting: CardRef,
    /// Damage assigned to it and not dealt yet: by an ability that deals
    /// it in a later step ([`Game::assign_damage`]), or waiting for the
    /// choice among rival replacement effects ([`Game::rival_damage`]).
    /// Kept in the card's record, whose alignment leaves room for it.
    pub(crate) assigned_damage: u8,
    /// Counters of the kind its own text names, other than damage, +1
    /// power, Æmber and status counters (The Big One's fuse counters): see
    /// [`Game::add_counters`]. Cleared when it leaves play; kept in the
    /// card's record, whose alignment leaves room for it.
    pub(crate) counters: u8,
}

impl Card {
    #[inline]
    pub(crate) fn has(&self, f: u8) -> bool {
        self.flags & f != 0
    }
    #[inline]
    pub(crate) fn set(&mut self, f: u8, on: bool) {
        if on {
            self.flags |= f;
        } else {
            self.flags &= !f;
        }
    }
    /// Whether it is exhausted.
    pub fn is_exhausted(&self) -> bool {
        self.has(flag::EXHAUSTED)
    }
    /// Whether it is stunned.
    pub fn is_stunned(&self) -> bool {
        self.has(flag::STUNNED)
    }
    /// Whether it has a ward.
    pub fn is_warded(&self) -> bool {
        self.has(flag::WARD)
    }
    /// Whether it is enraged.
    pub fn is_enraged(&self) -> bool {
        self.has(flag::ENRAGE)
    }
    /// Whether it is tagged for destruction.
    pub fn is_tagged(&self) -> bool {
        self.has(flag::TAGGED)
    }

    /// Whether it is grafted onto a card in play: beneath it, faceup
    /// ([`Game::graft`]).
    pub fn is_grafted(&self) -> bool {
        self.location == Location::Beneath && self.has(flag::FACEUP)
    }
}

/// One player's zones and counters.
#[derive(Clone, Copy, Debug)]
pub struct PlayerState {
    /// The deck; the last card is the top.
    pub deck: Zone<OWNED_ZONE>,
    pub hand: Zone<OWNED_ZONE>,
    /// The discard pile; the last card is the top.
    pub discard: Zone<OWNED_ZONE>,
    pub purged: Zone<OWNED_ZONE>,
    pub archives: Zone<SHARED_ZONE>,
    /// The battleline, left flank first.
    pub battleline: Zone<SHARED_ZONE>,
    pub artifacts: Zone<SHARED_ZONE>,
    pub amber: u8,
    pub keys: u8,
    /// Which of the player's keys are forged, a bit per [`KeyColor`](crate::KeyColor)
    /// (as many bits as `keys`).
    pub forged: u8,
    pub chains: u8,
    /// The three houses of the deck's identity card.
    pub houses: [House; 3],
    /// Keys forged during this player's current or last turn.
    pub keys_forged_last_turn: u8,
    /// The deck's token creature type: what the tokens this player makes
    /// are copies of ([`Game::make_token`]), if the deck names one.
    pub token: Option<CardId>,
}

/// What the game is doing when the resolution stack is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Setup: this player decides whether to mulligan.
    Mulligan(Player),
    /// Step 2: the active player chooses a house.
    ChooseHouse,
    /// Step 2: the active player may pick up their archives.
    Archives,
    /// Step 3: play, discard and use cards.
    Main,
    /// The game is over.
    Over,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A player forged their third key.
    Won(Player),
    /// The turn cap was reached with no winner.
    TurnCap,
    /// The game needed more room than one of the engine's fixed capacities
    /// holds, and stopped there with no winner: reported for that game
    /// instead of a wrong result or a crash of the run.
    Aborted(Limit),
    /// A player forfeited: the program playing for them failed (it crashed,
    /// ran out of time, or answered nonsense or an illegal choice; see
    /// `agents::external`). Their opponent wins.
    Forfeited {
        player: Player,
        reason: ForfeitReason,
    },
}

impl Outcome {
    /// The winner, if any: the player who forged their third key, or the
    /// opponent of a player who forfeited.
    pub fn winner(self) -> Option<Player> {
        match self {
            Outcome::Won(p) => Some(p),
            Outcome::Forfeited { player, .. } => Some(player.opponent()),
            Outcome::TurnCap | Outcome::Aborted(_) => None,
        }
    }
}

/// Why a player forfeited a game (see [`Outcome::Forfeited`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ForfeitReason {
    /// The program could not be started, exited, or closed its output.
    Crashed,
    /// The program did not answer within its time limit.
    TimedOut,
    /// The program's answer was not a well-formed message.
    Malformed,
    /// The program chose something that is not among the legal choices.
    Illegal,
}

impl ForfeitReason {
    /// Every reason, in a fixed order (for counters indexed by reason).
    pub const ALL: [ForfeitReason; 4] = [
        ForfeitReason::Crashed,
        ForfeitReason::TimedOut,
        ForfeitReason::Malformed,
        ForfeitReason::Illegal,
    ];

    /// The reason's position in [`ForfeitReason::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// A short name, as reports write it: `crashed`, `timed out`,
    /// `malformed answer`, `illegal choice`.
    pub fn name(self) -> &'static str {
        match self {
            ForfeitReason::Crashed => "crashed",
            ForfeitReason::TimedOut => "timed out",
            ForfeitReason::Malformed => "malformed answer",
            ForfeitReason::Illegal => "illegal choice",
        }
    }
}

impl std::fmt::Display for ForfeitReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A fixed capacity of the game state (see [`Outcome::Aborted`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// [`MAX_TASKS`] nested abilities, plays and fights.
    ResolutionStack,
    /// [`MAX_LASTING`] lasting effects at once.
    LastingEffects,
    /// [`MAX_TITLES_PER_TURN`] different titles played or used in a turn.
    TitlesPerTurn,
    /// [`MAX_GRANTED`] abilities of one kind granted to one creature by its
    /// upgrades.
    GrantedAbilities,
    /// [`MAX_STEPS_WITHOUT_DECISION`] tasks and repeated steps without a
    /// single decision: cards that keep triggering each other for ever (a loop the
    /// rules let the active player stop, which no card here should start).
    Runaway,
}

/// Tasks started and steps repeated between two decisions before the
/// engine calls the game a runaway loop. A real turn does at most a few
/// thousand (80 cards, each with a few abilities and reactions).
pub const MAX_STEPS_WITHOUT_DECISION: u32 = 100_000;

impl std::fmt::Display for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Limit::ResolutionStack => write!(f, "more than {MAX_TASKS} nested abilities"),
            Limit::LastingEffects => write!(f, "more than {MAX_LASTING} lasting effects at once"),
            Limit::TitlesPerTurn => write!(
                f,
                "more than {MAX_TITLES_PER_TURN} different titles played or used in one turn"
            ),
            Limit::GrantedAbilities => write!(
                f,
                "more than {MAX_GRANTED} abilities of one kind granted to one creature"
            ),
            Limit::Runaway => write!(
                f,
                "more than {MAX_STEPS_WITHOUT_DECISION} effects without a decision (a loop)"
            ),
        }
    }
}

/// One entry of the resolution stack.
#[derive(Clone, Copy, Debug)]
pub enum Task {
    /// An ability resolving.
    Ability(Frame),
    /// A card being played.
    Play {
        card: CardRef,
        player: Player,
        stage: u8,
        /// Bonus icons still to resolve.
        icons: Icons,
        /// Played from hand in step 3 (not by an ability).
        from_hand: bool,
        /// The zone the card was played from ([`Game::played_from`]).
        from: Location,
    },
    /// A card's bonus icons resolving, one icon at a time: Æmber first,
    /// then capture, damage, draw and discard (when the card is played, or
    /// when an ability resolves them again, [`Game::resolve_bonus_icons`]).
    BonusIcons {
        card: CardRef,
        player: Player,
        /// The icons still to resolve.
        icons: Icons,
        /// All the icons of this resolution (for
        /// [`Event::BonusIconsResolved`](crate::Event::BonusIconsResolved)).
        all: Icons,
        /// The icon resolved last, whose
        /// [`Event::BonusIconResolved`](crate::Event::BonusIconResolved) is
        /// still to be told (once its effect is over).
        resolved: Option<crate::BonusEffect>,
    },
    /// A fight: `defender` is [`CardRef::NONE`] while it is being chosen.
    Fight {
        attacker: CardRef,
        defender: CardRef,
        stage: u8,
        /// The attacker's controller when the fight began (for the
        /// [`Event::Fought`] it ends with, whatever happens to the attacker).
        controller: Player,
        /// The creature the attacker deals its damage to instead of the
        /// defender ([`Game::redirect_fight_damage`]), or none.
        redirect: CardRef,
        /// Whether the attacker had an enrage counter when it was used to
        /// fight: only then does the fight remove its enrage counters (one
        /// it gains during the fight, "Fight: enrage it", stays).
        enraged: bool,
    },
    /// "Use a creature": how to use it is being chosen.
    Use { creature: CardRef },
    /// Resolve pending "Destroyed:" abilities, then move every tagged card
    /// to its owner's discard pile.
    Destruction,
    /// The `count` tasks just below are abilities that reactions queued
    /// for one event, at the same time: the active player chooses which
    /// resolves next ([`crate::DecisionKind::TriggerOrder`]), one
    /// at a time, until one is left.
    OrderTriggers { count: u8 },
    /// The active player's step 4 (ready cards) is over: once the
    /// abilities queued at its end resolved, step 5 (draw cards) and the
    /// end of the turn follow.
    DrawStep,
    /// The active player's step 5 (draw cards) is over: once the abilities
    /// its draws queued resolved ([`crate::drew`]), the end of the turn
    /// follows.
    DrawStepOver,
    /// The active player's turn is over (after step 5): once the
    /// abilities queued "at the end of the turn" resolved, the turn's
    /// lasting effects end and the next turn starts.
    EndOfTurn,
    /// The active player's turn has begun: once the abilities queued "at
    /// the start of the turn" resolved, step 1 (forge a key) follows.
    StartOfTurn,
}

/// Facts of each card of a game that never change while it is played, as
/// bits (the associated constants), recorded when the card is created:
/// listing choices reads them here instead of the card and behaviour
/// tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CardFacts([u8; MAX_CARDS]);

impl Default for CardFacts {
    fn default() -> Self {
        CardFacts([0; MAX_CARDS])
    }
}

impl CardFacts {
    /// Printed taunt.
    pub const TAUNT: u8 = 1;
    /// Alpha.
    pub const ALPHA: u8 = 1 << 1;
    /// An upgrade attached to a creature (playable only while a creature
    /// is in play).
    pub const UPGRADE: u8 = 1 << 2;
    /// A record that cannot be played by itself: no playable type, or the
    /// icons half of a gigantic creature (played through the other half).
    pub const UNPLAYABLE: u8 = 1 << 3;
    /// A printed "Action:" ability.
    pub const ACTION: u8 = 1 << 4;
    /// A printed "Omni:" ability.
    pub const OMNI: u8 = 1 << 5;
    /// A condition or a cost to play it ([`Behavior::play_condition`],
    /// [`Behavior::lose_to_play`], an artifact to attach it to
    /// ([`Behavior::attaches_to_artifact`]), or the other half of a
    /// gigantic creature in the same hand), or a limit on discarding it in step 3
    /// ([`Behavior::discarded_only_by_abilities`]).
    pub const PLAY_CONDITION: u8 = 1 << 6;
    /// Æmber on it may be spent when forging ([`Behavior::forge_bank`]).
    pub const FORGE_BANK: u8 = 1 << 7;

    /// The facts of a copy of `id` that behaves as `b`.
    pub(crate) fn of(id: CardId, b: &Behavior) -> u8 {
        let def = id.def();
        let bit = |on: bool, f: u8| if on { f } else { 0 };
        let half = id.gigantic().map(|(half, _)| half);
        bit(def.keywords.contains(Keywords::TAUNT), Self::TAUNT)
            | bit(def.keywords.contains(Keywords::ALPHA), Self::ALPHA)
            | bit(
                def.kind == CardType::Upgrade && !b.attaches_to_artifact,
                Self::UPGRADE,
            )
            | bit(
                def.kind == CardType::Other || half == Some(keysim_facts::Half::Icons),
                Self::UNPLAYABLE,
            )
            | bit(!b.action.is_empty(), Self::ACTION)
            | bit(!b.omni.is_empty(), Self::OMNI)
            | bit(
                b.play_condition.is_some()
                    || b.lose_to_play > 0
                    || b.attaches_to_artifact
                    || b.discarded_only_by_abilities
                    || half == Some(keysim_facts::Half::Creature),
                Self::PLAY_CONDITION,
            )
            | bit(b.forge_bank, Self::FORGE_BANK)
    }

    /// Records the facts of card `c`, a copy of card `id` in `pool`.
    pub(crate) fn record(&mut self, c: CardRef, id: CardId, pool: &CardPool) {
        self.0[c.index()] = pool.facts(id);
    }

    /// The facts of card `c`.
    #[inline]
    pub(crate) fn get(&self, c: CardRef) -> u8 {
        self.0[c.index()]
    }

    /// Whether card `c` has any of the facts `f`.
    #[inline]
    pub(crate) fn has(&self, c: CardRef, f: u8) -> bool {
        self.get(c) & f != 0
    }
}

/// A KeyForge game in progress. Plain data: `Clone` is a memory copy.
#[derive(Clone, Copy, Debug)]
pub struct Game {
    /// What each card does (set up by the card layer; shared, never changed).
    pub(crate) pool: &'static CardPool,
    pub(crate) cards: [Card; MAX_CARDS],
    /// Static facts of the cards (see [`CardFacts`]).
    pub(crate) facts: CardFacts,
    pub(crate) card_count: u8,
    pub(crate) players: [PlayerState; 2],
    pub(crate) active: Player,
    pub(crate) first_player: Player,
    /// Turn number, from 1.
    pub(crate) turn: u16,
    pub(crate) turn_cap: u16,
    pub(crate) phase: Phase,
    pub(crate) active_house: Option<House>,
    /// What happened this turn (see [`TurnHistory`]).
    pub(crate) turn_history: TurnHistory,
    /// What happened this game (see [`GameHistory`]).
    pub(crate) game_history: GameHistory,
    /// An omega card ended step 3.
    pub(crate) omega: bool,
    /// Rule of six: plays and uses per card this turn.
    pub(crate) title_uses: [(CardId, u8); MAX_TITLES_PER_TURN],
    pub(crate) title_use_count: u8,
    /// The decision the game stopped at, computed when it stopped
    /// (see [`Game::decision`]).
    pub(crate) pending: Option<Decision>,
    /// Whether some title reached six plays or uses this turn.
    pub(crate) title_at_six: bool,
    pub(crate) lasting: [LastingEffect; MAX_LASTING],
    pub(crate) lasting_count: u8,
    /// The query classes the current lasting effects answer (a bit per
    /// [`QueryClass`](super::ability::QueryClass)).
    pub(crate) lasting_queries: u16,
    /// The kinds of events the current lasting effects react to
    /// ([`Behavior::lasting_event`](super::Behavior::lasting_event),
    /// [`Behavior::lasting_hears`](super::Behavior::lasting_hears)), kept
    /// with `lasting_queries` so that [`Game::may_hear`] is one test.
    pub(crate) lasting_heard: u32,
    /// Whether a current lasting effect may grant abilities
    /// ([`Behavior::lasting_grants`](super::Behavior::lasting_grants)),
    /// kept with `lasting_queries` likewise.
    pub(crate) lasting_grants: bool,
    /// The query classes some constant ability in play or some lasting
    /// effect answers: `modifiers` that are not empty, plus
    /// `lasting_queries` (kept so that asking is one test).
    pub(crate) answered_classes: u16,
    /// Tasks started and steps repeated since the last decision
    /// ([`Game::count_work`]).
    pub(crate) work_since_decision: u32,
    pub(crate) stack: [Task; MAX_TASKS],
    pub(crate) stack_len: u8,
    pub(crate) outcome: Option<Outcome>,
    /// In-play cards with constant abilities ([`Behavior::modify`]), as
    /// bit sets of card indices, one per [`QueryClass`] they answer.
    pub(crate) modifiers: [u128; QUERY_CLASSES],
    /// In-play cards with reactions ([`Behavior::on_event`]).
    pub(crate) reactors: u128,
    /// Cards in a discard pile with reactions there
    /// ([`Behavior::in_discard`]).
    pub(crate) discard_reactors: u128,
    /// The [`Event`](crate::Event) kinds the reactions of [`Game::reactors`]
    /// and [`Game::discard_reactors`] hear, the union of their
    /// [`Behavior::hears`]: an event no card hears (and no lasting effect
    /// may hear) is not announced.
    pub(crate) heard: u32,
    /// In-play cards destroyed or purged by a condition
    /// ([`Behavior::destroy_if`], [`Behavior::purge_if`]).
    pub(crate) conditioned: u128,
    /// Cards in play that grant abilities ([`Behavior::grants`]): attached
    /// upgrades to their host, other cards to the cards they select
    /// ([`Behavior::grants_to`]).
    pub(crate) grantors: u128,
    /// Upgrades attached to an artifact they made a creature
    /// ([`Game::animate_host`]), a bit per card.
    pub(crate) animating: u128,
    /// Cards in play with a mineralize counter ([`Game::mineralize`]), a
    /// bit per card.
    pub(crate) mineralized: u128,
    /// Creatures a card in play that is not an upgrade gave abilities to
    /// when they were tagged for destruction ([`Behavior::grants_to`]).
    pub(crate) granted_when_tagged: u128,
    /// In-play cards whose Æmber may pay for keys
    /// ([`Behavior::forge_bank`]): step 1 looks for them only when there
    /// are some.
    pub(crate) forge_banks: u128,
    /// Creatures damage was just dealt to while they had none, whose
    /// lethal check has not run yet
    /// ([`Game::has_survived_damage`](crate::Game::has_survived_damage)).
    pub(crate) fresh_damage: u128,
    /// The card dealing the damage being dealt now
    /// ([`Game::damage_dealer`]).
    pub(crate) dealing: CardRef,
    /// Cards beneath another card ([`Location::Beneath`]).
    pub(crate) beneath: u128,
    /// Upgrades attached to a creature ([`Location::Attached`]).
    pub(crate) attached: u128,
    /// Per player, the cards in the opponent's hand or archives that the
    /// player knows (seen going there from a public zone, or revealed by an
    /// ability: see `knowledge.rs`). Bits of cards elsewhere mean nothing.
    pub(crate) known: [u128; 2],
    /// Cards used this turn (their [`Card::uses`] is reset at the end of
    /// the turn).
    pub(crate) used: u128,
    /// Cards whose armor prevented damage or whose elusive was used this
    /// turn (both renew at the end of the turn): a superset, cards out of
    /// play hold no such state.
    pub(crate) renewing: u128,
    /// Creatures tagged for destruction that left play to another zone
    /// before the tagged cards were discarded (they still count as
    /// destroyed), by the player who controlled them then
    /// ([`Player::index`]). Each keeps [`Card::fighting`] until the
    /// destroyed cards are discarded.
    pub(crate) destroyed_elsewhere: [u128; 2],
    /// The cards (a bit per card) whose last departure from play was a
    /// destruction that completed ([`Game::was_destroyed`]): set when the
    /// destroyed cards are discarded (or were moved elsewhere by their own
    /// "Destroyed:" ability), cleared when a card leaves play otherwise.
    pub(crate) destroyed: u128,
    /// Creatures whose damage several replacement effects would replace
    /// differently: the active player chooses which applies, asked when
    /// the game action dealing it is over.
    pub(crate) rival_damage: u128,
    /// Cards tagged for destruction (a bit per card index), in step with
    /// their `TAGGED` flag.
    pub(crate) tagged: u128,
    /// Something that can change a creature's power happened since lethal
    /// damage was last checked for every creature.
    pub(crate) power_dirty: bool,
    /// Stop at every decision, even one with a single legal answer (for
    /// tests that check a decision is asked; games answer those at once).
    pub(crate) ask_every_decision: bool,
    /// Whether a card of either deck reads key colours: only then does the
    /// forging player choose the colour of a key ([`crate::keys`]).
    pub(crate) key_colors_matter: bool,
    /// The colour the key a player is forging must have ("forge your blue
    /// key", [`Game::forge_key_of_color_at_current_cost`]), while that
    /// forging is underway.
    pub(crate) key_color_wanted: Option<(Player, crate::KeyColor)>,
    /// Token creatures: cards in play facedown ([`Game::make_token`]),
    /// whatever they are copies of meanwhile, a bit per card; cleared once
    /// the card leaves play or is flipped faceup.
    pub(crate) facedown: u128,
    /// The tokens the last "make token creatures" step made
    /// ([`Game::tokens_just_made`]), as a bit set of card indices.
    pub(crate) tokens_made: u128,
    /// The cards named by the "name a card" steps of the ability that
    /// named last ([`Game::named`]).
    pub(crate) names: super::name_a_card::Names,
    /// The tide ([`Tide`](crate::tide::Tide)).
    pub(crate) tide: super::tide::Tide,
    /// Whether a card of this game reacts while in a discard pile
    /// ([`Behavior::in_discard`]): until one does, moving a card to a discard
    /// pile looks up no behaviour.
    pub(crate) discard_reactions_possible: bool,
    /// Whether a card of this game has printed versatile or can give it
    /// ([`Behavior::gives_versatile`](crate::Behavior::gives_versatile)):
    /// until one does, step 3 never looks for the keyword.
    pub(crate) versatile_possible: bool,
    /// Whether a card of this game has a "Scrap:" ability: until one
    /// does, a discard from hand looks up no behaviour.
    pub(crate) scrap_possible: bool,
    /// Whether a card of this game may be returned from its owner's
    /// discard pile by a step 3 choice
    /// ([`Behavior::returns_from_discard`](crate::Behavior::returns_from_discard)):
    /// until one may, step 3 never looks at a discard pile.
    pub(crate) discard_returns_possible: bool,
    /// Whether a card of this game may replace a draw from its owner's
    /// discard pile
    /// ([`Behavior::instead_of_drawing`](crate::Behavior::instead_of_drawing)):
    /// until one may, a draw looks at no discard pile.
    pub(crate) draw_replacements_possible: bool,
    /// Whether a card of this game changes a card's type in play
    /// ([`crate::type_change`]): until one does, a card leaving play and
    /// step 3 look for no animated or mineralized card.
    pub(crate) type_changes_possible: bool,
    /// The player who takes another turn after this one, if any
    /// ([`Game::take_another_turn`]).
    pub(crate) extra_turn: Option<Player>,
    pub(crate) rng: GameRng,
}

impl Game {
    /// The card behind a reference.
    #[inline]
    pub fn card(&self, c: CardRef) -> &Card {
        &self.cards[c.index()]
    }

    /// What card `c` does: its implemented abilities, or only its printed
    /// facts if the pool has none for it.
    #[inline]
    pub fn behavior(&self, c: CardRef) -> &'static Behavior {
        self.behavior_of(self.card(c).def)
    }

    /// What a copy of card `id` does, in this game's card pool.
    #[inline]
    pub fn behavior_of(&self, id: CardId) -> &'static Behavior {
        self.pool.behavior(id)
    }

    /// The card pool this game is played with.
    pub fn pool(&self) -> &'static CardPool {
        self.pool
    }

    #[inline]
    pub(crate) fn card_mut(&mut self, c: CardRef) -> &mut Card {
        &mut self.cards[c.index()]
    }

    /// The static facts of a card.
    #[inline]
    pub fn def(&self, c: CardRef) -> &'static CardDef {
        self.cards[c.index()].def.def()
    }

    /// A player's zones and counters.
    #[inline]
    pub fn player(&self, p: Player) -> &PlayerState {
        &self.players[p.index()]
    }

    #[inline]
    pub(crate) fn player_mut(&mut self, p: Player) -> &mut PlayerState {
        &mut self.players[p.index()]
    }

    /// Every card of the game, as references.
    pub fn all_cards(&self) -> impl Iterator<Item = CardRef> {
        (0..self.card_count).map(CardRef)
    }

    /// The player whose turn it is.
    pub fn active_player(&self) -> Player {
        self.active
    }

    /// The player who took the first turn.
    pub fn first_player(&self) -> Player {
        self.first_player
    }

    /// The current turn number (1 is the first player's first turn).
    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// The turn cap: the game ends with no winner after this many turns.
    pub fn turn_cap(&self) -> u16 {
        self.turn_cap
    }

    /// The active house, once chosen.
    pub fn active_house(&self) -> Option<House> {
        self.active_house
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The winner, if any (see [`Outcome::winner`]).
    pub fn winner(&self) -> Option<Player> {
        self.outcome.and_then(Outcome::winner)
    }

    /// Ends the game: `p` forfeits it for `reason`, and their opponent
    /// wins (unless the game is already over). Nothing in the rules calls
    /// this: it is how a game ends when the program playing for `p` fails.
    pub fn forfeit(&mut self, p: Player, reason: ForfeitReason) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Forfeited { player: p, reason });
            self.phase = Phase::Over;
            self.pending = None;
        }
    }

    /// The active lasting effects.
    pub fn lasting_effects(&self) -> &[LastingEffect] {
        &self.lasting[..self.lasting_count as usize]
    }

    /// Reseeds the game's random generator: a searcher's copy of the game
    /// that may see the cards but not the dice (its future shuffles and
    /// draws differ from the true game's).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = GameRng::seed_from_u64(seed);
    }

    /// Whether the game's random generator has been drawn from since
    /// `earlier` (a copy of this game): whether a shuffle or a random
    /// choice may have happened between the two. Nothing of the
    /// generator's state is revealed.
    pub fn rolled_since(&self, earlier: &Game) -> bool {
        self.rng != earlier.rng
    }

    /// What happened this turn.
    #[inline]
    pub fn turn_history(&self) -> &TurnHistory {
        &self.turn_history
    }

    /// What happened this game.
    #[inline]
    pub fn game_history(&self) -> &GameHistory {
        &self.game_history
    }

    /// How many tasks are on the resolution stack.
    pub fn stack_depth(&self) -> usize {
        self.stack_len as usize
    }

    pub(crate) fn stack(&self) -> &[Task] {
        &self.stack[..self.stack_len as usize]
    }

    /// Puts a task on the resolution stack; with no room left, the game
    /// ends as [`Outcome::Aborted`].
    pub(crate) fn push_task(&mut self, t: Task) {
        self.count_work();
        if (self.stack_len as usize) < MAX_TASKS {
            self.stack[self.stack_len as usize] = t;
            self.stack_len += 1;
        } else {
            self.abort(Limit::ResolutionStack);
        }
    }

    /// Counts a task started or a step repeated since the last decision; a
    /// game that does [`MAX_STEPS_WITHOUT_DECISION`] of them without asking
    /// anything is a runaway loop and ends as [`Limit::Runaway`].
    #[inline]
    pub(crate) fn count_work(&mut self) {
        self.work_since_decision += 1;
        if self.work_since_decision > MAX_STEPS_WITHOUT_DECISION {
            self.abort(Limit::Runaway);
        }
    }

    /// Ends the game because `limit` is reached (unless it is already over).
    pub(crate) fn abort(&mut self, limit: Limit) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Aborted(limit));
        }
    }

    pub(crate) fn top_task(&mut self) -> Option<&mut Task> {
        if self.stack_len == 0 {
            None
        } else {
            Some(&mut self.stack[self.stack_len as usize - 1])
        }
    }

    pub(crate) fn pop_task(&mut self) {
        self.stack_len -= 1;
    }

    /// The decision the game is waiting for, or `None` when it is over.
    #[inline]
    pub fn decision(&self) -> Option<Decision> {
        self.pending
    }
}

impl Game {
    /// Checks the engine's cached bookkeeping against the cards themselves
    /// (for tests: the soak test calls it after every step): the decision
    /// the game stopped at, the cards
    /// tagged for destruction, the in-play cards with constant abilities
    /// (by query class) and with reactions, and the query classes the
    /// lasting effects answer.
    ///
    /// # Errors
    /// A description of the first mismatch.
    pub fn check_bookkeeping(&self) -> Result<(), String> {
        let mut tagged = 0u128;
        let mut modifiers = [0u128; QUERY_CLASSES];
        let mut reactors = 0u128;
        let mut discard_reactors = 0u128;
        let mut heard = 0u32;
        let mut conditioned = 0u128;
        let mut forge_banks = 0u128;
        let mut attached = 0u128;
        let mut beneath = 0u128;
        for p in Player::BOTH {
            let ps = self.player(p);
            let colored = ps.forged.count_ones() as u8;
            // A key whose colour is being chosen is forged, not yet coloured.
            let choosing = self.key_colors_matter && colored + 1 == ps.keys;
            if ps.forged >> 3 != 0 || (colored != ps.keys && !choosing) {
                return Err(format!(
                    "{p:?} has {} keys forged but the colours {:#05b}",
                    ps.keys, ps.forged
                ));
            }
        }
        for c in self.all_cards() {
            let card = self.card(c);
            let bit = 1u128 << c.0;
            let facts = CardFacts::of(card.def, self.behavior_of(card.def));
            if facts != self.facts.get(c) {
                return Err(format!(
                    "card facts of card {} are {:#b}, its record says {facts:#b}",
                    c.0,
                    self.facts.get(c)
                ));
            }
            if card.is_tagged() {
                tagged |= bit;
            }
            if card.location == Location::Attached {
                attached |= bit;
            }
            if card.location == Location::Beneath {
                beneath |= bit;
            }
            if card.location == Location::Discard {
                let b = self.behavior_of(card.printed);
                if b.in_discard.is_some() {
                    discard_reactors |= bit;
                    heard |= b.hears.0;
                }
            }
            if card.uses > 0 && self.used & bit == 0 {
                return Err(format!("card {} was used but is not in the used mask", c.0));
            }
            if (card.armor_used > 0 || card.has(flag::ELUSIVE_USED)) && self.renewing & bit == 0 {
                return Err(format!(
                    "card {} used armor or elusive but is not renewing",
                    c.0
                ));
            }
            if card.location.in_play() {
                let b = self.behavior_of(card.def);
                if b.modify.is_some() {
                    for (class, m) in modifiers.iter_mut().enumerate() {
                        if b.modifies.0 & (1 << class) != 0 {
                            *m |= bit;
                        }
                    }
                }
                if b.on_event.is_some() {
                    reactors |= bit;
                    heard |= b.hears.0;
                }
                if b.destroy_if.is_some() || b.purge_if.is_some() {
                    conditioned |= bit;
                }
                if b.forge_bank {
                    forge_banks |= bit;
                }
            }
        }
        self.check_type_changes()?;
        if self.pending != self.waiting() {
            return Err(format!(
                "stored decision {:?}, the game waits for {:?}",
                self.pending,
                self.waiting()
            ));
        }
        if tagged != self.tagged {
            return Err(format!(
                "tagged mask {:#x}, cards say {tagged:#x}",
                self.tagged
            ));
        }
        if self.granted_when_tagged & !tagged != 0 {
            return Err(format!(
                "granted-when-tagged mask {:#x} names cards not tagged ({tagged:#x})",
                self.granted_when_tagged
            ));
        }
        if modifiers != self.modifiers {
            return Err(format!(
                "modifier masks {:x?}, cards say {modifiers:x?}",
                self.modifiers
            ));
        }
        let mut answered = self.lasting_queries;
        for (class, m) in self.modifiers.iter().enumerate() {
            if *m != 0 {
                answered |= 1 << class;
            }
        }
        if answered != self.answered_classes {
            return Err(format!(
                "answered query classes {:#b}, masks say {answered:#b}",
                self.answered_classes
            ));
        }
        if beneath != self.beneath {
            return Err(format!(
                "beneath mask {:#x}, cards say {beneath:#x}",
                self.beneath
            ));
        }
        if attached != self.attached {
            return Err(format!(
                "attached mask {:#x}, cards say {attached:#x}",
                self.attached
            ));
        }
        if reactors != self.reactors {
            return Err(format!(
                "reactor mask {:#x}, cards say {reactors:#x}",
                self.reactors
            ));
        }
        if discard_reactors != self.discard_reactors {
            return Err(format!(
                "discard reactor mask {:#x}, cards say {discard_reactors:#x}",
                self.discard_reactors
            ));
        }
        if heard != self.heard {
            return Err(format!(
                "heard events {:#x}, the reactors hear {heard:#x}",
                self.heard
            ));
        }
        if conditioned != self.conditioned {
            return Err(format!(
                "conditioned mask {:#x}, cards say {conditioned:#x}",
                self.conditioned
            ));
        }
        if forge_banks != self.forge_banks {
            return Err(format!(
                "forge-bank mask {:#x}, cards say {forge_banks:#x}",
                self.forge_banks
            ));
        }
        self.check_declarations()?;
        let mut lasting_queries = 0u16;
        for e in self.lasting_effects() {
            let b = self.behavior_of(e.source_def);
            if b.lasting_modify.is_some() {
                lasting_queries |= b.lasting_modifies.0;
            }
        }
        if lasting_queries != self.lasting_queries {
            return Err(format!(
                "lasting query classes {:#b}, effects say {lasting_queries:#b}",
                self.lasting_queries
            ));
        }
        if self.lasting_heard != self.lasting_effects_hear()
            || self.lasting_grants != self.lasting_may_grant()
        {
            return Err(format!(
                "lasting effects hear {:#x} and grant {}, effects say {:#x} and {}",
                self.lasting_heard,
                self.lasting_grants,
                self.lasting_effects_hear(),
                self.lasting_may_grant()
            ));
        }
        Ok(())
    }

    /// Checks what the constant abilities in play declare about themselves:
    /// none changes the power, armor or keywords of a card outside its
    /// [`Behavior::reach`], and none declared
    /// [`Behavior::raises_power_only`] lowers a power.
    fn check_declarations(&self) -> Result<(), String> {
        use super::ability::{Query, QueryClass, Reach};
        for m in self.all_cards() {
            let b = self.behavior(m);
            let Some(f) = b.modify else { continue };
            if !self.card(m).location.in_play() {
                continue;
            }
            if b.raises_power_only {
                for c in self.all_cards() {
                    let mut q = Query::Power { card: c, value: 3 };
                    f(self, m, &mut q);
                    if matches!(q, Query::Power { value, .. } if value < 3) {
                        return Err(format!(
                            "{} lowers the power of {} but declares it only raises power",
                            self.def(m).name,
                            self.def(c).name
                        ));
                    }
                }
            }
            if b.reach == Reach::Any {
                continue;
            }
            for c in self.all_cards() {
                if b.reach.includes(self, m, c) {
                    continue;
                }
                let keywords = self.def(c).keywords;
                let asked = [
                    (QueryClass::Power, Query::Power { card: c, value: 3 }),
                    (QueryClass::Armor, Query::Armor { card: c, value: 1 }),
                    (
                        QueryClass::Keywords,
                        Query::Keywords {
                            card: c,
                            value: keywords,
                        },
                    ),
                ];
                for (class, q) in asked {
                    if !b.modifies.contains(class) {
                        continue;
                    }
                    let mut answer = q;
                    f(self, m, &mut answer);
                    if answer != q {
                        return Err(format!(
                            "{} ({:?} reach) changes {:?} of {} to {answer:?}",
                            self.def(m).name,
                            b.reach,
                            class,
                            self.def(c).name
                        ));
                    }
                }
            }
        }
        self.check_undeclared_classes()
    }

    /// Checks that no constant ability in play changes a fight query or a
    /// readying replacement without declaring [`QueryClass::Fight`],
    /// [`QueryClass::AssaultHazardous`], [`QueryClass::TauntElusive`] or
    /// [`QueryClass::Readying`], nor
    /// the other queries of
    /// [`QueryClass::Other`] without declaring it, nor the key cost or the
    /// hand size without declaring [`QueryClass::Economy`] or
    /// [`QueryClass::HandSize`]: the classes split off
    /// [`Queries::OTHER`](super::ability::Queries::OTHER),
    /// [`Queries::REPLACEMENTS`](super::ability::Queries::REPLACEMENTS) and
    /// [`Queries::ECONOMY`](super::ability::Queries::ECONOMY) that cards
    /// narrow their declarations to.
    fn check_undeclared_classes(&self) -> Result<(), String> {
        use super::ability::{Query, QueryClass};
        use super::action::GameAction;
        for m in self.all_cards() {
            let b = self.behavior(m);
            let Some(f) = b.modify else { continue };
            if !self.card(m).location.in_play() {
                continue;
            }
            for p in Player::BOTH {
                let economy = [
                    (
                        QueryClass::Economy,
                        Query::KeyCost {
                            player: p,
                            value: 6,
                        },
                    ),
                    (
                        QueryClass::HandSize,
                        Query::HandSize {
                            player: p,
                            value: 6,
                        },
                    ),
                ];
                for (class, q) in economy {
                    let mut answer = q;
                    f(self, m, &mut answer);
                    if !b.modifies.contains(class) && answer != q {
                        return Err(format!(
                            "{} changes {q:?} to {answer:?} but does not declare {class:?}",
                            self.def(m).name,
                        ));
                    }
                }
            }
            for c in self.all_creatures() {
                let mut asked = vec![
                    (
                        QueryClass::AssaultHazardous,
                        Query::Assault { card: c, value: 0 },
                    ),
                    (
                        QueryClass::AssaultHazardous,
                        Query::Hazardous { card: c, value: 0 },
                    ),
                    (QueryClass::Rare, Query::SplashAttack { card: c, value: 0 }),
                    (
                        QueryClass::TauntElusive,
                        Query::IgnoresTauntAndElusive {
                            attacker: c,
                            value: false,
                        },
                    ),
                    (
                        QueryClass::Other,
                        Query::CanBeDamaged {
                            card: c,
                            value: true,
                        },
                    ),
                    (
                        QueryClass::Other,
                        Query::EntersReady {
                            card: c,
                            value: false,
                        },
                    ),
                    (
                        QueryClass::Other,
                        Query::IsFlank {
                            card: c,
                            value: false,
                        },
                    ),
                    (
                        QueryClass::Readying,
                        Query::Instead {
                            action: GameAction::Ready { card: c },
                        },
                    ),
                    (
                        QueryClass::Readying,
                        Query::Instead {
                            action: GameAction::Exhaust { card: c },
                        },
                    ),
                ];
                for d in self.all_creatures() {
                    for attacker in [c, d] {
                        let q = Query::FightDamage {
                            dealer: c,
                            receiver: d,
                            attacker,
                            value: 3,
                        };
                        asked.push((QueryClass::Fight, q));
                    }
                }
                for (class, q) in asked {
                    if b.modifies.contains(class) {
                        continue;
                    }
                    let mut answer = q;
                    f(self, m, &mut answer);
                    if answer != q {
                        return Err(format!(
                            "{} changes {q:?} to {answer:?} but does not declare {class:?}",
                            self.def(m).name,
                        ));
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn hook_state_stays_small() {
        assert!(std::mem::size_of::<crate::Frame>() <= 48);
        assert!(std::mem::size_of::<super::Task>() <= 48);
        // 18 bytes before card identity: the printed record and deck
        // house (3 bytes), the discard icons (1 byte); 22 in all, padded
        // to 24 for cheap indexing.
        assert!(std::mem::size_of::<super::Card>() <= 24);
        assert!(std::mem::size_of::<crate::LastingEffect>() <= 10);
    }
}

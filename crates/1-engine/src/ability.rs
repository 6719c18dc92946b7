//! The vocabulary card behaviour is written in.
//!
//! A card's behaviour is a static [`Behavior`]: abilities that trigger at
//! named moments (play, reap, fight, action, destroyed, ...), each a short
//! list of [`Step`]s (choose a target, then act), plus reactions to game
//! [`Event`]s and constant abilities answering [`Query`]s. Everything is a
//! plain function pointer into static data, so the game state that refers to
//! an ability in progress ([`Frame`]) stays plain `Copy` data.

use super::card_set::CardSet;
use super::ids::{CardRef, Player};
use super::select::{Tally, Zones};
use super::state::Game;
use keysim_facts::{House, Keywords};

pub use super::question::{Query, QueryClass, QUERY_CLASSES};

/// An ability: steps resolved in order. Empty means "no such ability".
pub type Ability = &'static [Step];

/// One step of an ability: optionally ask something (a card, a house, a
/// mode, a number, "may"), then act.
#[derive(Clone, Copy)]
pub struct Step {
    /// What the step asks before `run`, if anything.
    pub ask: Ask,
    /// Who answers the step's ask, if it has one.
    pub chooser: Chooser,
    /// A condition checked before the step asks anything ("if you do,
    /// you may ..."): when it does not hold, the step is skipped.
    pub when: Option<fn(&Game, &Frame) -> bool>,
    /// The game action.
    pub run: fn(&mut Game, &mut Frame),
    /// The data the step carries ([`Param::None`] unless set with
    /// [`Step::with`]): `run`, `when` and a target filter read it with
    /// [`Frame::param`], so one function serves a family of cards that
    /// differ by a number, a house or keywords.
    pub param: Param,
}

/// A small value a [`Step`] carries for its functions ([`Frame::param`]).
#[derive(Clone, Copy, Debug)]
pub enum Param {
    /// Nothing.
    None,
    /// A number ("gain 2", "a creature with power 3").
    Number(u32),
    /// A house ("friendly Sanctum creatures").
    House(House),
    /// Keywords ("gains skirmish").
    Keywords(Keywords),
    /// A count computed when the step resolves ([`Step::count`]).
    Tally(Tally),
    /// The effect a "repeat the preceding effect" resolves again
    /// ([`Step::repeat`]).
    Effect(Ability),
    /// The creatures of "each creature that … captures N"
    /// ([`Step::each_captures`]).
    Capturers(Capturers),
}

/// "Each creature that … captures N" ([`Step::each_captures`]): which
/// creatures, how much each, and from whose pool.
#[derive(Clone, Copy, Debug)]
pub struct Capturers {
    /// The creatures that capture.
    pub who: fn(&Game, &Frame, CardRef) -> bool,
    /// How much each captures.
    pub amount: u8,
    /// Whose pool each takes it from.
    pub from: CaptureFrom,
}

/// Whose pool a capturing creature takes Æmber from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureFrom {
    /// Its controller's opponent's (the rulebook's default).
    Opponent,
    /// Its own controller's ("captures 1 from their own side").
    OwnSide,
}

impl Param {
    /// The number carried (0 if the step carries none).
    #[inline]
    pub fn number(self) -> u32 {
        debug_assert!(matches!(self, Param::Number(_)), "no number: {self:?}");
        match self {
            Param::Number(n) => n,
            _ => 0,
        }
    }

    /// The house carried ([`House::Neutral`] if the step carries none).
    #[inline]
    pub fn house(self) -> House {
        debug_assert!(matches!(self, Param::House(_)), "no house: {self:?}");
        match self {
            Param::House(h) => h,
            _ => House::Neutral,
        }
    }

    /// The keywords carried (none if the step carries none).
    #[inline]
    pub fn keywords(self) -> Keywords {
        debug_assert!(matches!(self, Param::Keywords(_)), "no keywords: {self:?}");
        match self {
            Param::Keywords(k) => k,
            _ => Keywords::NONE,
        }
    }
}

impl From<u32> for Param {
    fn from(n: u32) -> Param {
        Param::Number(n)
    }
}

impl From<House> for Param {
    fn from(h: House) -> Param {
        Param::House(h)
    }
}

impl From<Keywords> for Param {
    fn from(k: Keywords) -> Param {
        Param::Keywords(k)
    }
}

/// What a step asks before it acts: the one general ask of the card
/// vocabulary. Every ask is a decision for the player its [`Chooser`]
/// names, answered with [`Choice::Target`](crate::Choice::Target)
/// (cards), [`Choice::ChooseHouse`](crate::Choice::ChooseHouse)
/// or [`Choice::Option`](crate::Choice::Option).
#[derive(Clone, Copy)]
pub enum Ask {
    /// Nothing: the step acts at once.
    Nothing,
    /// One or more cards: the chosen card is appended to the frame's
    /// targets; if nothing can be chosen, [`CardRef::NONE`] is appended
    /// and `run` still happens ("resolve as much as you can").
    Cards(TargetSpec),
    /// A house ("choose a house"), stored in [`Frame::house`].
    House(HouseSpec),
    /// A card title ("name a card"), read with [`Game::named`]: see
    /// [`crate::name_a_card`].
    CardName,
    /// One of several options, stored in [`Frame::option`].
    Option(OptionSpec),
    /// A number between bounds that depend on the game when the step asks
    /// ("how much of the Æmber on it to spend"), stored in
    /// [`Frame::option`]; [`Game::pending_options`] names the bounds as an
    /// [`OptionSpec::Number`].
    Number(fn(&Game, &Frame) -> (u8, u8)),
}

/// The options of an [`Ask::Option`] step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionSpec {
    /// "You may ...": yes (1) or no (0); on no, the step does not run.
    May,
    /// "Choose one: ...": the index of the mode chosen; each mode has a
    /// short label for logs.
    Modes(&'static [&'static str]),
    /// "Choose a number": any number from `min` to `max`.
    Number { min: u8, max: u8 },
}

impl OptionSpec {
    /// The legal answers, in order.
    pub fn answers(self) -> std::ops::RangeInclusive<u8> {
        match self {
            OptionSpec::May => 0..=1,
            OptionSpec::Modes(labels) => 0..=(labels.len() as u8).saturating_sub(1),
            OptionSpec::Number { min, max } => min..=max,
        }
    }
}

impl std::fmt::Debug for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Step").field("param", &self.param).finish()
    }
}

impl Step {
    /// A step with no ask.
    pub const fn then(run: fn(&mut Game, &mut Frame)) -> Step {
        Step {
            ask: Ask::Nothing,
            chooser: Chooser::Controller,
            when: None,
            run,
            param: Param::None,
        }
    }

    /// A step that first chooses a target.
    pub const fn target(spec: TargetSpec, run: fn(&mut Game, &mut Frame)) -> Step {
        Step {
            ask: Ask::Cards(spec),
            chooser: Chooser::Controller,
            when: None,
            run,
            param: Param::None,
        }
    }

    /// A step that first has the ability's controller choose a house
    /// ("choose a house"): `run` finds it in [`Frame::house`].
    pub const fn choose_house(spec: HouseSpec, run: fn(&mut Game, &mut Frame)) -> Step {
        Step {
            ask: Ask::House(spec),
            chooser: Chooser::Controller,
            when: None,
            run,
            param: Param::None,
        }
    }

    /// "You may ...": a step that runs only if its chooser says yes
    /// ([`Frame::option`] is 1 when it runs).
    pub const fn may(run: fn(&mut Game, &mut Frame)) -> Step {
        Step {
            ask: Ask::Option(OptionSpec::May),
            chooser: Chooser::Controller,
            when: None,
            run,
            param: Param::None,
        }
    }

    /// "Choose one": a step that first asks for one of the modes named by
    /// `labels`; `run` finds its index in [`Frame::option`] (later steps
    /// read it too).
    pub const fn choose_one(
        labels: &'static [&'static str],
        run: fn(&mut Game, &mut Frame),
    ) -> Step {
        Step {
            ask: Ask::Option(OptionSpec::Modes(labels)),
            chooser: Chooser::Controller,
            when: None,
            run,
            param: Param::None,
        }
    }

    /// "Choose a number" from `min` to `max`, found in [`Frame::option`].
    pub const fn choose_number(min: u8, max: u8, run: fn(&mut Game, &mut Frame)) -> Step {
        Step {
            ask: Ask::Option(OptionSpec::Number { min, max }),
            chooser: Chooser::Controller,
            when: None,
            run,
            param: Param::None,
        }
    }

    /// "Choose a number" between the bounds `bounds` gives when the step
    /// asks, found in [`Frame::option`].
    pub const fn choose_number_between(
        bounds: fn(&Game, &Frame) -> (u8, u8),
        run: fn(&mut Game, &mut Frame),
    ) -> Step {
        Step {
            ask: Ask::Number(bounds),
            chooser: Chooser::Controller,
            when: None,
            run,
            param: Param::None,
        }
    }

    /// The same step, its ask answered by `chooser` instead of the
    /// ability's controller ("your opponent chooses a creature ...").
    pub const fn chosen_by(self, chooser: Chooser) -> Step {
        Step { chooser, ..self }
    }

    /// The same step, resolved only if `condition` holds when it is
    /// reached ("if you do, you may ...", "if your opponent has no
    /// Æmber, ..."); otherwise it is skipped without asking anything.
    pub const fn only_if(self, condition: fn(&Game, &Frame) -> bool) -> Step {
        Step {
            when: Some(condition),
            ..self
        }
    }

    /// The same step, carrying `param` for its functions ("gain 2", "use
    /// friendly Untamed creatures"), read with [`Frame::param`].
    pub const fn with(self, param: Param) -> Step {
        Step { param, ..self }
    }

    /// "For each …": stores `tally`, computed as the step resolves, in
    /// [`Frame::count`] for the steps after it ([`Step::target_per_count`]).
    pub const fn count(tally: Tally) -> Step {
        Step::then(store_tally).with(Param::Tally(tally))
    }

    /// A target step asked once for each unit of [`Frame::count`] ("for
    /// each friendly creature, choose a creature"; the same card may be
    /// chosen again), counting down after each card chosen; skipped when
    /// the count is 0, and over when nothing can be chosen.
    pub const fn target_per_count(spec: TargetSpec, run: fn(&mut Game, &mut Frame)) -> Step {
        Step::target(
            TargetSpec {
                count: Count::PerCount,
                ..spec
            },
            run,
        )
        .only_if(count_left)
    }

    /// The card ask of this step, if it asks for cards.
    #[inline]
    pub fn card_ask(&self) -> Option<TargetSpec> {
        match self.ask {
            Ask::Cards(spec) => Some(spec),
            _ => None,
        }
    }
}

/// Who answers an ask of an ability. The rules name the player: "you"
/// (the ability's controller) unless the card says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// The ability's controller ("you"): the default.
    Controller,
    /// The controller's opponent ("your opponent chooses ...").
    Opponent,
    /// The controller of a card of the ability ("its controller chooses ...").
    ControllerOf(CardSlot),
    /// The owner of a card of the ability ("its owner chooses ...").
    OwnerOf(CardSlot),
    /// The active player, who makes the decisions an effect leaves to no
    /// one in particular (the FAQ ruling on Senator Shrix and Keyfrog: how
    /// much of a key's cost the cards pay).
    ActivePlayer,
}

/// A card an ability refers to, for [`Chooser`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardSlot {
    /// The card whose ability it is ([`Frame::source`]).
    Source,
    /// The card the trigger is about ([`Frame::subject`]).
    Subject,
    /// The `i`-th chosen target ([`Frame::target`]).
    Target(u8),
}

impl Chooser {
    /// The player who answers, for the ability being resolved in `f`.
    #[inline]
    pub fn player(self, g: &Game, f: &Frame) -> Player {
        let card = |slot: CardSlot| match slot {
            CardSlot::Source => f.source,
            CardSlot::Subject => f.subject,
            CardSlot::Target(i) => f.target(i as usize),
        };
        match self {
            Chooser::Controller => f.controller,
            Chooser::Opponent => f.opponent(),
            Chooser::ControllerOf(slot) => match card(slot) {
                c if c.is_none() => f.controller,
                c => g.card(c).controller,
            },
            Chooser::OwnerOf(slot) => match card(slot) {
                c if c.is_none() => f.controller,
                c => g.card(c).owner,
            },
            Chooser::ActivePlayer => g.active_player(),
        }
    }
}

/// Which houses a "choose a house" step offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HouseSpec {
    /// A house on the identity card of the controller's opponent.
    OpponentIdentity,
    /// Any house ("choose a house", "name a house"): every house of the
    /// game's house list ([`House::ALL`] but [`House::Neutral`]), whether or
    /// not a card of it is in the game: a house that would change nothing
    /// may still be named (the FAQ: a choice that does nothing is a legal
    /// choice). Agents may leave such houses out for themselves.
    Any,
}

/// Does nothing: for steps that only choose a target for a later step.
pub fn record(_: &mut Game, _: &mut Frame) {}

/// [`Step::count`]: the tally the step carries, into [`Frame::count`].
fn store_tally(g: &mut Game, f: &mut Frame) {
    if let Param::Tally(t) = f.param() {
        f.count = t.of(g, f).min(u8::MAX as u32) as u8;
    }
}

/// Whether some of [`Frame::count`] is left ([`Step::target_per_count`]).
fn count_left(_: &Game, f: &Frame) -> bool {
    f.count > 0
}

/// How to choose a target: the zones, a filter, and whether choosing is
/// optional ("you may").
#[derive(Clone, Copy)]
pub struct TargetSpec {
    /// Where the candidates are (creatures tagged for destruction are
    /// never offered).
    pub zones: Zones,
    pub filter: fn(&Game, &Frame, CardRef) -> bool,
    pub optional: bool,
    /// How many cards the step chooses.
    pub count: Count,
}

/// How many cards a target step chooses. With more than one, the step is
/// asked again after each choice (never offering a card this ability
/// already chose) and its action runs once per chosen card, in the order
/// chosen ("each"), with the card as [`Frame::last_target`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// One card (or none, if the spec is optional).
    One,
    /// At most `n` different cards; the chooser may stop at any time.
    UpTo(u8),
    /// `n` different cards, or as many as there are.
    Exactly(u8),
    /// One card for each unit of [`Frame::count`], counted down after each
    /// card chosen; the same card may be chosen again
    /// ([`Step::target_per_count`]).
    PerCount,
}

impl Count {
    /// The most cards the step chooses.
    #[inline]
    pub const fn most(self) -> u8 {
        match self {
            Count::One | Count::PerCount => 1,
            Count::UpTo(n) | Count::Exactly(n) => n,
        }
    }
}

impl TargetSpec {
    /// Any creature in play ("a creature").
    pub const ANY_CREATURE: TargetSpec = TargetSpec::new(Zones::CREATURES, filter::any);

    /// A card of `zones` matching `filter` ("a creature":
    /// `TargetSpec::new(Zones::CREATURES, filter::any)`; "an artifact or a
    /// flank creature": [`Zones::IN_PLAY`]).
    pub const fn new(zones: Zones, filter: fn(&Game, &Frame, CardRef) -> bool) -> TargetSpec {
        TargetSpec {
            zones,
            filter,
            optional: false,
            count: Count::One,
        }
    }

    /// The same spec, but the player may choose nothing.
    pub const fn optional(self) -> TargetSpec {
        TargetSpec {
            optional: true,
            ..self
        }
    }

    /// The same spec choosing up to `n` different cards ("up to 3
    /// creatures"): the chooser may stop after any of them.
    pub const fn up_to(self, n: u8) -> TargetSpec {
        TargetSpec {
            optional: true,
            count: Count::UpTo(n),
            ..self
        }
    }

    /// The same spec choosing `n` different cards ("2 creatures"), or every
    /// candidate if there are fewer.
    pub const fn exactly(self, n: u8) -> TargetSpec {
        TargetSpec {
            count: Count::Exactly(n),
            ..self
        }
    }
}

/// Common target filters.
pub mod filter {
    use super::*;

    /// Any card of the zone.
    pub fn any(_: &Game, _: &Frame, _: CardRef) -> bool {
        true
    }
    /// A card controlled by the ability's controller.
    pub fn friendly(g: &Game, f: &Frame, c: CardRef) -> bool {
        g.card(c).controller == f.controller
    }
    /// A card controlled by the controller's opponent.
    pub fn enemy(g: &Game, f: &Frame, c: CardRef) -> bool {
        g.card(c).controller != f.controller
    }
    /// A neighbor of the ability's source.
    pub fn neighbor(g: &Game, f: &Frame, c: CardRef) -> bool {
        g.are_neighbors(f.source, c)
    }
    /// Not already chosen by this ability (by any of its steps).
    pub fn not_chosen(_: &Game, f: &Frame, c: CardRef) -> bool {
        !f.picked.contains(c)
    }
    /// A most powerful creature in play (ties: the player chooses).
    pub fn most_powerful(g: &Game, _: &Frame, c: CardRef) -> bool {
        let p = g.power(c);
        g.all_creatures().all(|o| g.power(o) <= p)
    }
    /// A least powerful creature in play (ties: the player chooses).
    pub fn least_powerful(g: &Game, _: &Frame, c: CardRef) -> bool {
        let p = g.power(c);
        g.all_creatures().all(|o| g.power(o) >= p)
    }
    /// A creature whose power is the step's number ([`Step::with`]: "a
    /// creature with power 3").
    pub fn power_is(g: &Game, f: &Frame, c: CardRef) -> bool {
        g.power(c) == f.param().number() as i32
    }
    /// A creature card (for zones other than the battlelines).
    pub fn creature_card(g: &Game, _: &Frame, c: CardRef) -> bool {
        g.def(c).kind == keysim_facts::CardType::Creature
    }
}

/// How many targets a [`Frame`] keeps in order. Worst case: the most
/// separately chosen targets an implemented ability reads by position is
/// 3 (Shadows: choose, choose, then act on both); steps choosing any
/// number of cards ([`Count`]) keep them in [`Frame::picked`], which holds
/// every card of the game, so nothing is dropped or overwritten.
pub const MAX_ORDERED_TARGETS: usize = 4;

/// An ability being resolved: plain data kept on the game's stack, so the
/// game can stop for a decision halfway and be cloned or resumed.
#[derive(Clone, Copy)]
pub struct Frame {
    /// The steps.
    pub ability: Ability,
    /// The card whose ability this is.
    pub source: CardRef,
    /// The player resolving it ("you").
    pub controller: Player,
    /// The next step to resolve.
    pub step: u8,
    /// Whether the current step's target is being asked for.
    pub asking: bool,
    /// Set by a step to resolve the same step again (with a new target).
    pub repeat: bool,
    /// The first [`MAX_ORDERED_TARGETS`] targets chosen, in order
    /// ([`CardRef::NONE`] for a step that had nothing to choose).
    pub targets: [CardRef; MAX_ORDERED_TARGETS],
    /// Targets chosen so far (counting steps that chose nothing).
    pub target_count: u8,
    /// Every card chosen by this ability, however many.
    pub picked: CardSet,
    /// The most recent target.
    pub last: CardRef,
    /// Cards chosen by the current step (a step choosing several, see
    /// [`Count`]).
    pub step_picks: u8,
    /// Whether the last "if you do" condition was met.
    pub done: bool,
    /// A counter for steps that repeat ("for each", dividing damage).
    pub count: u8,
    /// A count per player ([`Player::index`]) kept from one step to a later
    /// one ("each player gains 1 for each creature they controlled that was
    /// destroyed this way").
    pub tally: [u8; 2],
    /// An extra card the trigger is about (the destroyed creature, the
    /// played card, ...).
    pub subject: CardRef,
    /// The house chosen by a [`Step::choose_house`] step (`None` before).
    pub house: Option<House>,
    /// The option chosen by the last [`Ask::Option`] step: 1 for yes, the
    /// mode's index, or the number.
    pub option: u8,
    /// For an ability granted by an upgrade ([`Behavior::grants`]): that
    /// upgrade ([`CardRef::NONE`] otherwise).
    pub granted_by: CardRef,
    /// How many more times the whole ability resolves after this time,
    /// each time from its first step with no targets chosen (a reaction
    /// triggered by many simultaneous events takes one stack entry: see
    /// [`Game::trigger_or_repeat`]). A step may add to it: an ability that
    /// repeats itself while a condition holds (Delta P, Echoing
    /// Deathknell) then takes one stack entry however often it repeats,
    /// where a nested trigger per repeat would outgrow [`MAX_TASKS`].
    ///
    /// [`MAX_TASKS`]: crate::MAX_TASKS
    pub again: u8,
}

impl std::fmt::Debug for Frame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Frame")
            .field("source", &self.source)
            .field("controller", &self.controller)
            .field("step", &self.step)
            .field("targets", &self.chosen())
            .finish()
    }
}

impl Frame {
    /// A frame about to resolve `ability` of `source` for `controller`.
    pub fn new(ability: Ability, source: CardRef, controller: Player) -> Frame {
        Frame {
            ability,
            source,
            controller,
            step: 0,
            asking: false,
            repeat: false,
            targets: [CardRef::NONE; MAX_ORDERED_TARGETS],
            target_count: 0,
            picked: CardSet::EMPTY,
            last: CardRef::NONE,
            step_picks: 0,
            done: false,
            count: 0,
            tally: [0; 2],
            subject: CardRef::NONE,
            house: None,
            option: 0,
            granted_by: CardRef::NONE,
            again: 0,
        }
    }

    /// Whether the frame has no step left to resolve and no repeat
    /// ([`Frame::again`]) to start.
    #[inline]
    pub(crate) fn finished(&self) -> bool {
        self.step as usize >= self.ability.len() && self.again == 0
    }

    /// The `i`-th chosen target ([`CardRef::NONE`] if none was chosen).
    /// Only the first [`MAX_ORDERED_TARGETS`] are kept in order: a step
    /// choosing more reads them one at a time ([`Frame::last_target`]) or
    /// as a set ([`Frame::picked`]).
    #[inline]
    pub fn target(&self, i: usize) -> CardRef {
        debug_assert!(
            i < MAX_ORDERED_TARGETS,
            "only {MAX_ORDERED_TARGETS} targets are kept in order"
        );
        self.targets.get(i).copied().unwrap_or(CardRef::NONE)
    }

    /// The most recently chosen target.
    #[inline]
    pub fn last_target(&self) -> CardRef {
        self.last
    }

    /// The first chosen targets, in order (at most [`MAX_ORDERED_TARGETS`]).
    pub fn chosen(&self) -> &[CardRef] {
        &self.targets[..(self.target_count as usize).min(MAX_ORDERED_TARGETS)]
    }

    /// The data the current step carries ([`Step::with`]).
    #[inline]
    pub fn param(&self) -> Param {
        self.ability
            .get(self.step as usize)
            .map_or(Param::None, |s| s.param)
    }

    /// The controller's opponent.
    #[inline]
    pub fn opponent(&self) -> Player {
        self.controller.opponent()
    }

    /// Adds `c` to the targets chosen so far (an ability that picks a card
    /// itself, without asking).
    pub fn push_target(&mut self, c: CardRef) {
        if let Some(slot) = self.targets.get_mut(self.target_count as usize) {
            *slot = c;
        }
        self.target_count = self.target_count.saturating_add(1);
        self.picked.insert(c);
        self.last = c;
    }
}

/// A set of [`Event`] kinds a reaction hears ([`Behavior::hears`]):
/// declaring it lets the engine skip the card for other events; the
/// default, [`Events::ALL`], is always correct.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Events(pub u32);

impl Events {
    /// Every kind (the safe default).
    pub const ALL: Events = Events(u32::MAX);
    pub const CARD_PLAYED: Events = Events(1);
    pub const FOUGHT: Events = Events(1 << 1);
    pub const DESTROYED: Events = Events(1 << 2);
    pub const REAPED: Events = Events(1 << 3);
    pub const TURN_ENDED: Events = Events(1 << 4);
    pub const KEY_FORGED: Events = Events(1 << 5);
    pub const HOUSE_CHOSEN: Events = Events(1 << 6);
    pub const USED: Events = Events(1 << 7);
    pub const DISCARDED_FROM_HAND: Events = Events(1 << 8);
    pub const FIGHT_STARTING: Events = Events(1 << 9);
    pub const GAINED_BY_REAPING: Events = Events(1 << 10);
    pub const ARMOR_PREVENTED: Events = Events(1 << 11);
    pub const TURN_STARTED: Events = Events(1 << 12);
    pub const CARDS_READIED: Events = Events(1 << 13);
    pub const KEY_FORGING: Events = Events(1 << 14);
    pub const AMBER_STOLEN: Events = Events(1 << 15);
    pub const UPGRADE_ATTACHED: Events = Events(1 << 16);
    pub const DAMAGED: Events = Events(1 << 17);
    pub const ENTERED_PLAY: Events = Events(1 << 18);
    pub const BONUS_ICON_RESOLVED: Events = Events(1 << 19);
    pub const BONUS_ICONS_RESOLVED: Events = Events(1 << 20);
    pub const TIDE_RAISED: Events = Events(1 << 21);
    pub const EXALTED: Events = Events(1 << 22);
    pub const CAPTURED: Events = Events(1 << 23);
    pub const READIED: Events = Events(1 << 24);
    pub const DREW: Events = Events(1 << 25);
    pub const DISCARD_SHUFFLED: Events = Events(1 << 26);

    /// The union of two sets.
    pub const fn and(self, other: Events) -> Events {
        Events(self.0 | other.0)
    }

    /// Whether the set holds every kind of `other`.
    #[inline]
    pub const fn contains(self, other: Events) -> bool {
        self.0 & other.0 == other.0
    }
}

impl Event {
    /// The kind of this event, as a one-kind set.
    #[inline]
    pub const fn kind(&self) -> Events {
        match self {
            Event::CardPlayed { .. } => Events::CARD_PLAYED,
            Event::Fought { .. } => Events::FOUGHT,
            Event::Destroyed { .. } => Events::DESTROYED,
            Event::Reaped { .. } => Events::REAPED,
            Event::TurnEnded { .. } => Events::TURN_ENDED,
            Event::KeyForged { .. } => Events::KEY_FORGED,
            Event::HouseChosen { .. } => Events::HOUSE_CHOSEN,
            Event::Used { .. } => Events::USED,
            Event::DiscardedFromHand { .. } => Events::DISCARDED_FROM_HAND,
            Event::FightStarting { .. } => Events::FIGHT_STARTING,
            Event::GainedByReaping { .. } => Events::GAINED_BY_REAPING,
            Event::ArmorPrevented { .. } => Events::ARMOR_PREVENTED,
            Event::TurnStarted { .. } => Events::TURN_STARTED,
            Event::CardsReadied { .. } => Events::CARDS_READIED,
            Event::KeyForging { .. } => Events::KEY_FORGING,
            Event::AmberStolen { .. } => Events::AMBER_STOLEN,
            Event::UpgradeAttached { .. } => Events::UPGRADE_ATTACHED,
            Event::Damaged { .. } => Events::DAMAGED,
            Event::EnteredPlay { .. } => Events::ENTERED_PLAY,
            Event::BonusIconResolved { .. } => Events::BONUS_ICON_RESOLVED,
            Event::BonusIconsResolved { .. } => Events::BONUS_ICONS_RESOLVED,
            Event::TideRaised { .. } => Events::TIDE_RAISED,
            Event::Exalted { .. } => Events::EXALTED,
            Event::Captured { .. } => Events::CAPTURED,
            Event::Readied { .. } => Events::READIED,
            Event::Drew { .. } => Events::DREW,
            Event::DiscardShuffled { .. } => Events::DISCARD_SHUFFLED,
        }
    }
}

/// Something that happened, for reactions ("each time ...", "after ...").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// `player` played `card`: after its bonus icons resolved, before its
    /// own Play: abilities (FAQ: Library Access and Wild Wormhole). [`Game::played_from_hand`] tells a card
    /// played from hand in step 3 from one played by an ability.
    CardPlayed { card: CardRef, player: Player },
    /// `attacker`, controlled by `controller` when the fight began, was
    /// used to fight `defender` ([`CardRef::NONE`] if none was chosen),
    /// whether or not the fight resolved and whatever became of either.
    Fought {
        attacker: CardRef,
        defender: CardRef,
        controller: Player,
    },
    /// `card`, controlled by `controller`, was destroyed and left play;
    /// `fighting` is the opposing creature if it was destroyed in a fight.
    /// `was` is what the card was when it was destroyed (last known
    /// information: a token creature destroyed is reported as the token,
    /// though the card in the discard pile is its printed card again).
    Destroyed {
        card: CardRef,
        controller: Player,
        fighting: CardRef,
        was: keysim_facts::CardId,
    },
    /// `creature`, controlled by `controller`, was used to reap.
    Reaped {
        creature: CardRef,
        controller: Player,
    },
    /// `player`'s turn is over ("at the end of your turn"): after step 5
    /// (draw cards), before lasting effects "for the remainder of the
    /// turn" end. Abilities queued by reactions resolve before the next
    /// turn starts.
    TurnEnded { player: Player },
    /// `player`'s turn begins ("at the start of your turn"): after lasting
    /// effects "until your next turn" ended, before step 1 (forge a key).
    /// Abilities queued by reactions resolve before the key is forged.
    TurnStarted { player: Player },
    /// `player`'s step 4 (ready cards) is over ("at the end of your 'ready
    /// cards' step"): their cards were readied, step 5 (draw cards) has not
    /// begun. Abilities queued by reactions resolve before the draw.
    CardsReadied { player: Player },
    /// An exhausted `card` was just readied, by step 4 or an ability;
    /// `player` is its controller, read as the player who readied it
    /// ("after a player readies a card", Giltspine Mesmerist). Told only
    /// while a card answering [`Queries::READYING`] is in play: a card
    /// hearing it takes [`crate::readied::HEARS_READIED`]'s fields.
    Readied { card: CardRef, player: Player },
    /// `player` just drew `card` ("after you draw a card", Ihaka of the
    /// Depths), in step 5 or by an ability: see [`crate::drew`].
    Drew { card: CardRef, player: Player },
    /// `attacker` is about to fight `defender` (before "Before Fight:"
    /// abilities): a reaction may cancel the fight ([`Game::cancel_fight`]).
    FightStarting {
        attacker: CardRef,
        defender: CardRef,
    },
    /// `player` used `card` (reaped, fought, Action:, Omni:, removed a
    /// stun, or used a card they do not control "as if it were yours").
    Used { card: CardRef, player: Player },
    /// `player` discarded `card` from their hand (by choice or by an
    /// ability).
    DiscardedFromHand { card: CardRef, player: Player },
    /// `player` forged a key (in step 1 or by an ability).
    KeyForged { player: Player, paid: u8 },
    /// `player` is about to forge a key ("when a player would forge a
    /// key"), in step 1 or by an ability, before paying for it: abilities
    /// a reaction queues ([`Game::trigger`]) resolve first, and one may stop
    /// the forging ([`Game::cancel_forge`]: no key, no Æmber spent).
    KeyForging { player: Player },
    /// `player` chose `house` as their active house in step 2.
    HouseChosen { player: Player, house: House },
    /// `player` gained the Æmber of `creature`'s reap ("after a player
    /// gains Æmber by reaping"): it reached their pool, not replaced by
    /// another action (Dimension Door's steal). Heard before the
    /// creature's Reap: abilities resolve; abilities it queues resolve
    /// after them.
    GainedByReaping { player: Player, creature: CardRef },
    /// `card`'s armor prevented `amount` damage ("after this creature
    /// prevents damage with its armor"): damage that reached the armor,
    /// not damage a ward or "cannot be dealt damage" stopped first.
    ArmorPrevented { card: CardRef, amount: u8 },
    /// `thief` stole `amount` Æmber (more than 0) from their opponent
    /// ("after Æmber is stolen from you"), once it reached the thief's
    /// pool; Æmber taken from the common supply instead (Po's Pixies)
    /// still counts as stolen.
    AmberStolen { thief: Player, amount: u8 },
    /// `upgrade` was just attached to creature `host`: as it entered play
    /// (`entering`: played onto it, or a creature played as an upgrade)
    /// or moved there from another creature ([`Game::move_upgrade`]).
    /// Heard before the upgrade's bonus icons and Play: abilities
    /// resolve; abilities it queues resolve first.
    UpgradeAttached {
        upgrade: CardRef,
        host: CardRef,
        entering: bool,
    },
    /// Creature `card` was dealt `amount` damage (more than 0: what armor,
    /// wards, protection and replacements left of it, on the creature that
    /// finally took it), dealt `by` a fight, a damage bonus icon or
    /// anything else ("after a creature is dealt damage by a damage
    /// bonus icon": Maleficorn; "damage dealt to its neighbors during
    /// fights": Drecker). Heard as the damage is placed, before the check
    /// for lethal damage: damage a reaction deals at once is dealt with it
    /// (simultaneously), an ability it queues resolves after the
    /// destructions the damage caused.
    Damaged {
        card: CardRef,
        amount: u8,
        by: DamageSource,
    },
    /// `card`, a creature or an artifact, entered play under
    /// `controller`'s control ("after a creature enters play"), played or
    /// put into play: as it is placed, before a played card's bonus icons
    /// resolve. A card changing control does not enter play.
    EnteredPlay { card: CardRef, controller: Player },
    /// `player` resolved one bonus icon of `card` ("after you resolve a
    /// draw bonus icon"): heard once the icon's effect is over (its capture,
    /// damage or discard included), before the card's next icon resolves.
    BonusIconResolved {
        card: CardRef,
        player: Player,
        icon: crate::BonusEffect,
    },
    /// `player` resolved all the bonus icons of `card` (`icons`, as they
    /// resolved: a card played, or one an ability resolves "as if you had
    /// played it", [`Game::resolve_bonus_icons`]), whether it had any or
    /// not, and those that resolved before a card stopped the rest
    /// ([`Query::MayResolveBonusIcons`]: Master of the Grey): heard after
    /// its last icon, before "after you play" reactions
    /// ([`Event::CardPlayed`]) and its Play: abilities.
    BonusIconsResolved {
        card: CardRef,
        player: Player,
        icons: keysim_facts::Icons,
    },
    /// `player` raised the tide: it is now high for them ("after you raise
    /// the tide"), by the tide's Omni or by an ability.
    TideRaised { player: Player },
    /// `by` exalted creature `card` ("each time you exalt a friendly
    /// creature", "each time a player exalts a creature": Kretchee): the
    /// Æmber is on it ([`Game::exalt`]).
    Exalted { card: CardRef, by: Player },
    /// `creature` captured `amount` Æmber (more than 0): from a pool, or
    /// captured instead of gained ([`GameAction::PutOnCard`](crate::GameAction::PutOnCard))
    /// ("each time a creature captures Æmber": Kretchee).
    Captured { creature: CardRef, amount: u8 },
    /// `player` shuffled their discard pile, not empty, into their deck
    /// ("after you shuffle your discard pile into your deck": Sabira the
    /// Medium): by an ability, or to draw from an empty deck.
    DiscardShuffled { player: Player },
}

/// What dealt damage ([`Event::Damaged`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DamageSource {
    /// A fight: the damage two fighting creatures deal each other.
    Fight,
    /// A damage bonus icon, resolved as a card is played or again by an
    /// ability ([`Game::resolve_bonus_icons`]).
    BonusIcon,
    /// Anything else: abilities, assault, hazardous, splash.
    Other,
}

/// The cards whose power, armor and keywords a constant ability
/// ([`Behavior::modify`]) can change, relative to the card `me` that has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Any card (the safe default).
    Any,
    /// `me` only ("this creature gets +2 power").
    Itself,
    /// The creature `me` is attached to (an upgrade's "this creature").
    Host,
    /// Cards controlled by `me`'s controller.
    Friendly,
}

impl Reach {
    /// Whether `modify` of `me`, with this reach, can change the power,
    /// armor or keywords of `card`.
    #[inline]
    pub(crate) fn includes(self, g: &Game, me: CardRef, card: CardRef) -> bool {
        match self {
            Reach::Any => true,
            Reach::Itself => card == me,
            Reach::Host => card == g.card(me).host,
            Reach::Friendly => g.card(card).controller == g.card(me).controller,
        }
    }
}

/// The set of [`QueryClass`]es a constant ability answers. Declaring it
/// lets the engine skip the card when other values are asked for; the
/// default, [`Queries::ALL`], is always correct.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Queries(pub u16);

impl Queries {
    /// Every class (the safe default).
    pub const ALL: Queries = Queries(u16::MAX >> (16 - QUERY_CLASSES));
    /// Power only.
    pub const POWER: Queries = Queries(1 << QueryClass::Power as u16);
    /// Keywords only.
    pub const KEYWORDS: Queries = Queries(1 << QueryClass::Keywords as u16);
    /// Armor only.
    pub const ARMOR: Queries = Queries(1 << QueryClass::Armor as u16);
    /// The permission queries (see [`QueryClass::Permissions`]).
    pub const PERMISSIONS: Queries = Queries(1 << QueryClass::Permissions as u16);
    /// Any query of no other class, fights included ([`Queries::FIGHT`]).
    pub const OTHER: Queries = Queries(
        1 << QueryClass::Other as u16
            | 1 << QueryClass::Fight as u16
            | 1 << QueryClass::AssaultHazardous as u16
            | 1 << QueryClass::TauntElusive as u16,
    );
    /// Fight damage by power, assault, hazardous, ignoring taunt and
    /// elusive (see [`QueryClass::Fight`], [`QueryClass::AssaultHazardous`]
    /// and [`QueryClass::TauntElusive`]): a narrower [`Queries::OTHER`].
    pub const FIGHT: Queries = Queries(
        1 << QueryClass::Fight as u16
            | 1 << QueryClass::AssaultHazardous as u16
            | 1 << QueryClass::TauntElusive as u16,
    );
    /// Fight damage by power and ignoring taunt and elusive (see
    /// [`QueryClass::Fight`] and [`QueryClass::TauntElusive`]): a narrower
    /// [`Queries::FIGHT`], for a card that gives no assault or hazardous.
    pub const FIGHT_BUT_ASSAULT_HAZARDOUS: Queries =
        Queries(1 << QueryClass::Fight as u16 | 1 << QueryClass::TauntElusive as u16);
    /// Fight damage by power only (see [`QueryClass::Fight`]): a narrower
    /// [`Queries::FIGHT_BUT_ASSAULT_HAZARDOUS`].
    pub const FIGHT_DAMAGE: Queries = Queries(1 << QueryClass::Fight as u16);
    /// Ignoring taunt and elusive only (see [`QueryClass::TauntElusive`]):
    /// a narrower [`Queries::FIGHT_BUT_ASSAULT_HAZARDOUS`].
    pub const TAUNT_ELUSIVE: Queries = Queries(1 << QueryClass::TauntElusive as u16);
    /// Assault and hazardous values only (see
    /// [`QueryClass::AssaultHazardous`]): a narrower [`Queries::FIGHT`].
    pub const ASSAULT_HAZARDOUS: Queries = Queries(1 << QueryClass::AssaultHazardous as u16);
    /// The queries of [`Queries::OTHER`] outside fights (entering play
    /// ready, being dealt damage, counting as a flank creature).
    pub const OTHER_BUT_FIGHT: Queries = Queries(1 << QueryClass::Other as u16);
    /// Key cost and hand size (see [`QueryClass::Economy`] and
    /// [`QueryClass::HandSize`]).
    pub const ECONOMY: Queries =
        Queries(1 << QueryClass::Economy as u16 | 1 << QueryClass::HandSize as u16);
    /// Key cost only (see [`QueryClass::Economy`]): a narrower
    /// [`Queries::ECONOMY`].
    pub const KEY_COST: Queries = Queries(1 << QueryClass::Economy as u16);
    /// Hand size only (see [`QueryClass::HandSize`]): a narrower
    /// [`Queries::ECONOMY`].
    pub const HAND_SIZE: Queries = Queries(1 << QueryClass::HandSize as u16);
    /// Replacement effects on any game action (see
    /// [`QueryClass::Replacement`] and [`QueryClass::Readying`]).
    pub const REPLACEMENTS: Queries =
        Queries(1 << QueryClass::Replacement as u16 | 1 << QueryClass::Readying as u16);
    /// Replacement effects on any game action but readying and exhausting
    /// (see [`QueryClass::Replacement`]): a narrower
    /// [`Queries::REPLACEMENTS`].
    pub const REPLACEMENTS_BUT_READYING: Queries = Queries(1 << QueryClass::Replacement as u16);
    /// Replacement effects on readying and exhausting, and readying in
    /// the "ready cards" step (see [`QueryClass::Readying`]): a narrower
    /// [`Queries::REPLACEMENTS`].
    pub const READYING: Queries = Queries(1 << QueryClass::Readying as u16);
    /// House membership (see [`QueryClass::House`]).
    pub const HOUSES: Queries = Queries(1 << QueryClass::House as u16);
    /// Fight and reap restrictions (see [`QueryClass::Combat`]).
    pub const COMBAT: Queries = Queries(1 << QueryClass::Combat as u16);
    /// Blank text boxes (see [`QueryClass::Text`]).
    pub const TEXT: Queries = Queries(1 << QueryClass::Text as u16);
    /// The questions few cards answer (see [`QueryClass::Rare`]).
    pub const RARE: Queries = Queries(1 << QueryClass::Rare as u16);

    /// Whether the set holds `class`.
    #[inline]
    pub const fn contains(self, class: QueryClass) -> bool {
        self.0 & (1 << class as u16) != 0
    }

    /// The union of two sets.
    pub const fn and(self, other: Queries) -> Queries {
        Queries(self.0 | other.0)
    }
}

/// How long a lasting effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expiry {
    /// "For the remainder of the turn".
    EndOfTurn,
    /// "Until the start of your next turn": until `controller`'s next turn
    /// begins.
    StartOfNextTurn,
    /// "Until this card leaves play": only when the effect's subject
    /// ([`LastingEffect::subject`]) leaves play.
    SubjectLeavesPlay,
}

/// A lasting effect: the behaviour of `source_def`'s card
/// ([`Behavior::lasting_event`], [`Behavior::lasting_modify`]) applies for
/// `controller` until it expires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastingEffect {
    pub source_def: keysim_facts::CardId,
    pub source: CardRef,
    pub controller: Player,
    pub expiry: Expiry,
    /// The card the effect is applied to, if any: the effect ends when
    /// that card leaves play (a card that comes back is a new object).
    pub subject: CardRef,
    /// A small value the effect remembers (0 unless set by
    /// [`Game::add_lasting_with`]): a house as `House as u8`, a count, ...
    pub value: u8,
}

impl LastingEffect {
    /// The house stored in [`LastingEffect::value`] as `house as u8` (by
    /// [`Game::add_lasting_with`]).
    pub fn house(&self) -> House {
        House::ALL
            .get(self.value as usize)
            .copied()
            .unwrap_or(House::Neutral)
    }
}

/// [`Behavior::lasting_grants`]: the behaviour a lasting effect gives a
/// card, if any.
pub type LastingGrants = fn(&Game, LastingEffect, CardRef) -> Option<&'static Behavior>;

/// Everything a card does beyond its printed facts.
#[derive(Clone, Copy)]
pub struct Behavior {
    /// "Play:" (after the card enters play and its bonus icons resolve).
    pub play: Ability,
    /// "Reap:".
    pub reap: Ability,
    /// "Fight:" (only if the attacker survives the fight). The creature
    /// fought is [`Frame::subject`].
    pub fight: Ability,
    /// "Before Fight:". The creature fought is [`Frame::subject`].
    pub before_fight: Ability,
    /// "Action:" (creatures and artifacts).
    pub action: Ability,
    /// "Omni:".
    pub omni: Ability,
    /// "Destroyed:" (while tagged for destruction, before leaving play).
    pub destroyed: Ability,
    /// "In order to use this card, you must ..." (Rampaging Brutodon):
    /// steps resolved each time the card is used, before the use itself
    /// (its reap, fight, Action:, Omni: or stun removal), which goes on
    /// once they resolved if the card is still in play
    /// ([`crate::use_cost`]). Read only while some card answers
    /// [`Queries::PERMISSIONS`]: such a card answers `CanUse` with whether
    /// the cost can be paid.
    pub to_use: Ability,
    /// "Leaves Play:": resolves after the card left play for any reason
    /// (destroyed, returned to hand, archived, purged, put into a deck,
    /// ...), with the card as [`Frame::source`] and the player who
    /// controlled it as [`Frame::controller`].
    pub leaves_play: Ability,
    /// "Scrap:": resolves after the card is discarded from its owner's
    /// hand during its owner's turn ([`Game::discard_from_hand`]), with
    /// the card, now in the discard pile, as [`Frame::source`] and its
    /// owner as [`Frame::controller`].
    pub scrap: Ability,
    /// Reactions while the card is in play ("each time ...").
    pub on_event: Option<fn(&mut Game, CardRef, Event)>,
    /// Reactions while the card is in a discard pile ("after you choose
    /// Dis as your active house, you may return this card from your
    /// discard pile to your hand": Relentless Creeper), heard after those
    /// of the cards in play.
    pub in_discard: Option<fn(&mut Game, CardRef, Event)>,
    /// The kinds of events `on_event` and `in_discard` react to (default:
    /// all).
    pub hears: Events,
    /// Constant abilities while the card is in play.
    pub modify: Option<fn(&Game, CardRef, &mut Query)>,
    /// The queries `modify` answers (only a speed-up: the engine does not
    /// ask `modify` about other classes of queries).
    pub modifies: Queries,
    /// Whose power, armor and keywords `modify` can change (only a
    /// speed-up, like `modifies`: the engine does not ask `modify` about
    /// the power, armor or keywords of other cards).
    pub reach: Reach,
    /// Whether `modify` only ever raises power, never lowers it (only a
    /// speed-up: while no constant ability can lower power, an undamaged
    /// creature with printed power is not checked for lethal damage).
    pub raises_power_only: bool,
    /// Reactions of a lasting effect this card created.
    pub lasting_event: Option<fn(&mut Game, LastingEffect, Event)>,
    /// The kinds of events `lasting_event` reacts to (only a speed-up,
    /// like `hears`: `lasting_event` is told only events of these kinds,
    /// and while no card or lasting effect hears a kind, events of that
    /// kind are not announced). Every kind by default; a card with a
    /// lasting reaction declares its kinds (the pool's tests check it),
    /// every kind only for one passing events on to another card's
    /// reactions.
    pub lasting_hears: Events,
    /// What the lasting effects this card creates are, for abilities that
    /// look for lasting effects of a kind (one count of off-house plays,
    /// [`crate::extra_plays`]). A kind is data: comparing functions by
    /// address is not reliable once the build merges or copies them.
    pub lasting_kind: LastingKind,
    /// Constant abilities of a lasting effect this card created.
    pub lasting_modify: Option<fn(&Game, LastingEffect, &mut Query)>,
    /// Triggered abilities a lasting effect this card created gives a card
    /// in play ("for the remainder of the turn, each friendly creature
    /// gains 'Reap: ...'"): `lasting_grants(g, effect, card)` is the
    /// behaviour whose play, reap, fight, before_fight, action, omni and
    /// destroyed abilities `card` gains, if any. They resolve as an
    /// upgrade's [`Behavior::grants`] do, with the card that created the
    /// effect as [`Frame::granted_by`].
    pub lasting_grants: Option<LastingGrants>,
    /// The queries `lasting_modify` answers (a speed-up, like `modifies`).
    pub lasting_modifies: Queries,
    /// For an upgrade: the abilities the creature it is attached to gains
    /// ("This creature gains 'Reap: ...'"). Its play, reap, fight,
    /// before_fight, action, omni and destroyed abilities resolve with the
    /// host creature as [`Frame::source`] and the host's controller as
    /// [`Frame::controller`], and the upgrade as [`Frame::granted_by`],
    /// after the host's printed ability of the same kind. (Granted keywords and constant abilities go through
    /// [`Behavior::modify`] instead.)
    pub grants: Option<&'static Behavior>,
    /// The cards a card in play gives the abilities of [`Behavior::grants`]
    /// to while it is in play ("each of this creature's neighbors gains
    /// ..."), as `grants_to(g, me, card)`; for an upgrade, the cards it
    /// gives them to besides its creature ("this creature and each
    /// creature with the same name", R-Evolution).
    /// A creature tagged for destruction keeps only what it had when it
    /// was tagged (a creature that becomes a neighbor afterwards gains
    /// nothing).
    pub grants_to: Option<fn(&Game, CardRef, CardRef) -> bool>,
    /// "Cannot be played unless ...": whether `player` may play this card
    /// now (Kelifi Dragon). Checked only for cards that have one.
    pub play_condition: Option<fn(&Game, Player) -> bool>,
    /// "You must lose N Æmber in order to play this card": it cannot be
    /// played with less, and the Æmber is lost as it is played (Truebaru).
    pub lose_to_play: u8,
    /// "You may spend Æmber on this card when forging keys" (Safe Place,
    /// Pocket Universe): its controller's forging counts the Æmber on it
    /// as if it were in their pool.
    pub forge_bank: bool,
    /// The card reads the colours of keys (The Red Baron): in a game with
    /// such a card the forging player chooses each key's colour
    /// ([`crate::keys`]).
    pub reads_key_colors: bool,
    /// Whether the card reads or raises the tide: a game with such a card
    /// has the tide (and its Omni), as a game with a Dark Tidings deck
    /// does.
    pub reads_tide: bool,
    /// Whether the card can give cards versatile ("its neighbors gain
    /// versatile", Narplet): a game with such a card looks for the
    /// keyword in step 3, as a game with a card printed with it does.
    pub gives_versatile: bool,
    /// "If ..., destroy this creature": a condition on the game, checked
    /// whenever the game settles between tasks while the card is in play
    /// (Tireless Crocag).
    pub destroy_if: Option<fn(&Game, CardRef) -> bool>,
    /// "If ..., purge this card": a condition checked as
    /// [`Behavior::destroy_if`] is, the card purged instead of destroyed
    /// (Cursed Tomb: "if there are no creatures in play").
    pub purge_if: Option<fn(&Game, CardRef) -> bool>,
    /// "This card enters play under your opponent's control" (Scowly
    /// Caper): played or put into play for a player, it enters play under
    /// that player's opponent's control, each time it enters play. The
    /// player who played it still resolves its bonus icons and "Play:"
    /// abilities, and the active player chooses its flank.
    pub enters_under_opponent: bool,
    /// "Enters play as a copy of another creature in play" (Mimic Gel):
    /// when it is played, its controller first chooses another creature in
    /// play, and it is played and enters play as a copy of that creature's
    /// card ([`Game::become_copy`]: the card, not the counters, status and
    /// upgrades on it) until it leaves play; its own house or the copied
    /// one's, as [`CopyHouse`] says. With no creature to copy, it is
    /// played as itself.
    pub enters_as_copy: Option<CopyHouse>,
    /// "This creature may be played as an upgrade instead of a creature"
    /// (Explo-rover, CALV-1N): played while a creature is in play, its
    /// placement also offers each creature in play ([`Choice::Target`](crate::Choice::Target));
    /// choosing one attaches the card to it as an upgrade, whose abilities
    /// are then its [`Behavior::grants`] and its modifiers of its host
    /// ([`Reach::Host`]); it goes on as an upgrade until it leaves play.
    pub plays_as_upgrade: bool,
    /// "This upgrade enters play attached to an artifact instead of a
    /// creature" (Animating Force): it can be played only while an artifact
    /// is in play, and its player chooses an artifact in play as its host
    /// ([`crate::type_change`]).
    pub attaches_to_artifact: bool,
    /// "Each card that has a mineralize counter on it is considered an
    /// artifact" (De-Animator): while it is in play, each mineralized card
    /// is an artifact ([`crate::type_change`]). Its `leaves_play` is
    /// [`crate::type_change::RETURN_MINERALIZED`].
    pub mineralized_are_artifacts: bool,
    /// Its [`Behavior::grants_to`] may select the card itself (De-Animator,
    /// mineralized, gains the action it gives each mineralized card).
    pub grants_itself: bool,
    /// "If you archive this card, archive it faceup" (The Archivist): each
    /// time it is put into archives, the other player sees it there.
    pub archived_faceup: bool,
    /// "While this card is in your archives, instead of picking up all of
    /// your archives, you may choose to pick up any number of cards in
    /// your archives" (The Archivist): in step 2, while it is in the active
    /// player's archives, they may also pick up one archived card at a
    /// time ([`Choice::Target`](crate::Choice::Target)), asked again until
    /// they pick up all the rest, leave it, or none is left. (Any number
    /// of cards is reached by picking this card up last.)
    pub picks_up_archives_selectively: bool,
    /// "This card cannot be discarded from your hand except through card
    /// abilities" (Cursed Relic): step 3 never offers to discard it.
    pub discarded_only_by_abilities: bool,
    /// "While ..., you may return this card from your discard pile to
    /// your hand" (Singing Scythe): while the card is in the active
    /// player's discard pile and `returns_from_discard(g, owner)` holds,
    /// step 3 offers to return it
    /// ([`Choice::ReturnFromDiscard`](crate::Choice::ReturnFromDiscard)).
    pub returns_from_discard: Option<fn(&Game, Player) -> bool>,
    /// "While this card is in your discard pile, if you would draw a card
    /// during your turn, you may ... instead" (Scooboo): for each card its
    /// owner would draw during their turn while it is in their discard
    /// pile, they are asked (a "may" of this card) whether
    /// `instead_of_drawing(g, card)` resolves in place of that draw.
    pub instead_of_drawing: Option<fn(&mut Game, CardRef)>,
}

/// What a card's lasting effects are, for abilities that look for lasting
/// effects of a kind ([`Behavior::lasting_kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LastingKind {
    /// No ability looks for them by kind.
    Unnamed,
    /// "This turn, you may play one non-house card" ([`crate::extra_plays`]).
    NonHousePlays,
    /// "This turn, you may play one non-house action card".
    NonHouseActionPlays,
}

/// The house of a card that enters play as a copy
/// ([`Behavior::enters_as_copy`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyHouse {
    /// The copied card's house.
    Copied,
    /// Its own house ("except it belongs to house Logos", Mimic Gel).
    Own,
}

impl Behavior {
    /// A card whose text is only its printed facts (a vanilla card).
    pub const VANILLA: Behavior = Behavior {
        play: &[],
        reap: &[],
        fight: &[],
        before_fight: &[],
        action: &[],
        omni: &[],
        destroyed: &[],
        to_use: &[],
        leaves_play: &[],
        scrap: &[],
        on_event: None,
        in_discard: None,
        hears: Events::ALL,
        modify: None,
        modifies: Queries::ALL,
        reach: Reach::Any,
        raises_power_only: false,
        lasting_event: None,
        lasting_hears: Events::ALL,
        lasting_kind: LastingKind::Unnamed,
        lasting_modify: None,
        lasting_grants: None,
        lasting_modifies: Queries::ALL,
        grants: None,
        grants_to: None,
        play_condition: None,
        lose_to_play: 0,
        forge_bank: false,
        reads_key_colors: false,
        reads_tide: false,
        gives_versatile: false,
        destroy_if: None,
        purge_if: None,
        enters_under_opponent: false,
        enters_as_copy: None,
        plays_as_upgrade: false,
        attaches_to_artifact: false,
        mineralized_are_artifacts: false,
        grants_itself: false,
        archived_faceup: false,
        picks_up_archives_selectively: false,
        discarded_only_by_abilities: false,
        returns_from_discard: None,
        instead_of_drawing: None,
    };
}

/// A card whose text is one triggered ability: `Behavior::reap(&[Step::gain(1)])`
/// ("Reap: gain 1").
macro_rules! one_ability {
    ($($(#[$doc:meta])* $name:ident => $($field:ident),+;)+) => {
        impl Behavior {
            $(
                $(#[$doc])*
                pub const fn $name(ability: Ability) -> Behavior {
                    Behavior {
                        $($field: ability,)+
                        ..Behavior::VANILLA
                    }
                }
            )+
        }
    };
}

one_ability! {
    /// A card with only a "Play:" ability.
    play => play;
    /// A card with only a "Reap:" ability.
    reap => reap;
    /// A card with only a "Fight:" ability.
    fight => fight;
    /// A card with only a "Before Fight:" ability.
    before_fight => before_fight;
    /// A card with only an "Action:" ability.
    action => action;
    /// A card with only an "Omni:" ability.
    omni => omni;
    /// A card with only a "Destroyed:" ability.
    destroyed => destroyed;
    /// A card with only a "Fight/Reap:" ability.
    fight_and_reap => fight, reap;
}

impl std::fmt::Debug for Behavior {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Behavior")
    }
}

#[cfg(test)]
mod tests {
    use super::{Frame, MAX_ORDERED_TARGETS};
    use crate::ids::{CardRef, Player};

    #[test]
    fn a_frame_with_more_targets_than_it_orders_still_prints() {
        let mut f = Frame::new(&[], CardRef(0), Player::A);
        for i in 0..=MAX_ORDERED_TARGETS as u8 {
            f.push_target(CardRef(i));
        }
        let printed = format!("{f:?}");
        assert!(printed.contains("targets"), "{printed}");
        assert_eq!(f.chosen().len(), MAX_ORDERED_TARGETS);
    }
}

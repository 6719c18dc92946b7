//! The turn sequence and the resolution loop: setup, the five steps of a
//! turn, playing and using cards, fights, destruction, and the one decision
//! the game is waiting for at any moment.

use super::rng::GameRng;
use rand::Rng;

use super::ability::{
    Ability, Behavior, Count, Event, Expiry, Frame, HouseSpec, Query, QueryClass, TargetSpec,
    TargetZone, QUERY_CLASSES,
};
use super::actions::Place;
use super::choice::{Choice, ChoiceList, Decision, DecisionKind};
use super::history::{bump, GameHistory, TurnHistory};
use super::ids::{CardRef, Flank, Player};
use super::state::{
    flag, Card, CardFacts, Game, Location, Outcome, Phase, PlayerState, Task, MAX_CARDS,
    MAX_LASTING, MAX_OWNED, MAX_TASKS, SHARED_ZONE,
};
use crate::cards::{CardType, Icons, Keywords};
use crate::deck::DeckList;

/// The turn cap used when a setup does not say: a game that reaches it ends
/// with no winner. Real games last 15 to 30 turns; uniformly random play
/// can wander much longer.
pub const DEFAULT_TURN_CAP: u16 = 200;

/// The unvalidated description of a game to start: two decks, handicaps,
/// the seed and the turn cap.
#[derive(Clone, Debug)]
pub struct GameSetup {
    /// Player A's and player B's decks.
    pub decks: [DeckList; 2],
    /// Chains each player starts with (the handicap).
    pub chains: [u8; 2],
    /// Seeds every random event of the game.
    pub seed: u64,
    /// Who goes first; `None` draws it from the seed.
    pub first_player: Option<Player>,
    /// The game ends with no winner after this many turns.
    pub turn_cap: u16,
}

impl GameSetup {
    /// A setup with no chains, a random first player and the default cap.
    pub fn new(a: DeckList, b: DeckList, seed: u64) -> GameSetup {
        GameSetup {
            decks: [a, b],
            chains: [0, 0],
            seed,
            first_player: None,
            turn_cap: DEFAULT_TURN_CAP,
        }
    }
}

/// Why a setup cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A deck has more cards than a game can hold.
    DeckTooLarge { player: Player, cards: usize },
    /// The chains exceed the rulebook's table (24).
    TooManyChains { player: Player, chains: u8 },
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::DeckTooLarge { player, cards } => write!(
                f,
                "player {player}'s deck has {cards} cards; at most {MAX_OWNED} are supported"
            ),
            SetupError::TooManyChains { player, chains } => write!(
                f,
                "player {player} has {chains} chains; the chain table stops at 24"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// A choice that is not legal now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalChoice(pub Choice);

impl std::fmt::Display for IllegalChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} is not a legal choice now", self.0)
    }
}

impl std::error::Error for IllegalChoice {}

/// SplitMix64: derives independent seeds from one.
pub fn mix_seed(seed: u64, stream: u64) -> u64 {
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The number of cards fewer a player with `chains` draws.
pub fn chain_penalty(chains: u8) -> usize {
    match chains {
        0 => 0,
        1..=6 => 1,
        7..=12 => 2,
        13..=18 => 3,
        _ => 4,
    }
}

const BLANK_CARD: Card = Card {
    def: crate::cards::CardId(0),
    house: crate::cards::House::Neutral,
    owner: Player::A,
    controller: Player::A,
    location: Location::Limbo,
    icons: Icons::NONE,
    damage: 0,
    power_counters: 0,
    armor_used: 0,
    amber: 0,
    flags: 0,
    uses: 0,
    host: CardRef::NONE,
    fighting: CardRef::NONE,
};

impl Game {
    /// Starts a game: shuffles both decks (each with its own stream of the
    /// seed, so a deck's order does not depend on its seat), picks the first
    /// player, draws opening hands with chains applied, and stops at the
    /// first mulligan decision.
    ///
    /// # Errors
    /// [`SetupError`] if a deck is larger than a game can hold or the chains
    /// are off the table.
    pub fn new(setup: &GameSetup) -> Result<Game, SetupError> {
        let blank_player = PlayerState {
            deck: Default::default(),
            hand: Default::default(),
            discard: Default::default(),
            purged: Default::default(),
            archives: Default::default(),
            battleline: Default::default(),
            artifacts: Default::default(),
            amber: 0,
            keys: 0,
            chains: 0,
            houses: [crate::cards::House::Neutral; 3],
            keys_forged_last_turn: 0,
        };
        let mut g = Game {
            cards: [BLANK_CARD; MAX_CARDS],
            facts: CardFacts::default(),
            card_count: 0,
            players: [blank_player; 2],
            active: Player::A,
            first_player: Player::A,
            turn: 1,
            turn_cap: setup.turn_cap.max(1),
            phase: Phase::Mulligan(Player::A),
            active_house: None,
            turn_history: TurnHistory::default(),
            game_history: GameHistory::default(),
            omega: false,
            title_uses: [(crate::cards::CardId(0), 0); super::state::MAX_TITLES_PER_TURN],
            title_use_count: 0,
            title_at_six: false,
            pending: None,
            lasting: [super::ability::LastingEffect {
                source_def: crate::cards::CardId(0),
                source: CardRef::NONE,
                controller: Player::A,
                expiry: Expiry::EndOfTurn,
                subject: CardRef::NONE,
                value: 0,
            }; MAX_LASTING],
            lasting_count: 0,
            lasting_queries: 0,
            answered_classes: 0,
            stack: [Task::Destruction; MAX_TASKS],
            stack_len: 0,
            outcome: None,
            modifiers: [0; QUERY_CLASSES],
            destroyed_elsewhere: 0,
            tagged: 0,
            power_dirty: false,
            reactors: 0,
            grantors: 0,
            beneath: 0,
            attached: 0,
            used: 0,
            rng: GameRng::seed_from_u64(mix_seed(setup.seed, 3)),
        };
        for p in Player::BOTH {
            let deck = &setup.decks[p.index()];
            if deck.cards.len() > MAX_OWNED {
                return Err(SetupError::DeckTooLarge {
                    player: p,
                    cards: deck.cards.len(),
                });
            }
            let chains = setup.chains[p.index()];
            if chains > 24 {
                return Err(SetupError::TooManyChains { player: p, chains });
            }
            g.player_mut(p).houses = deck.houses;
            g.player_mut(p).chains = chains;
            for dc in &deck.cards {
                let c = CardRef(g.card_count);
                g.card_count += 1;
                g.cards[c.index()] = Card {
                    def: dc.card,
                    house: dc.house,
                    owner: p,
                    controller: p,
                    location: Location::Deck,
                    icons: dc.enhancements,
                    ..BLANK_CARD
                };
                g.facts.record(c, dc.card);
                g.player_mut(p).deck.push(c);
            }
            // Each deck is shuffled by its own stream.
            let mut deal = GameRng::seed_from_u64(mix_seed(setup.seed, 1 + p as u64));
            let d = g.players[p.index()].deck.as_mut_slice();
            for i in (1..d.len()).rev() {
                let j = deal.gen_range(0..=i);
                d.swap(i, j);
            }
        }
        let first = match setup.first_player {
            Some(p) => p,
            None => {
                let mut coin = GameRng::seed_from_u64(mix_seed(setup.seed, 0));
                if coin.gen_bool(0.5) {
                    Player::A
                } else {
                    Player::B
                }
            }
        };
        g.first_player = first;
        g.active = first;
        for p in [first, first.opponent()] {
            let n = if p == first { 7 } else { 6 };
            g.refill_to(p, n);
        }
        g.phase = Phase::Mulligan(first);
        g.pending = g.waiting();
        Ok(g)
    }

    /// Draws up to `n` cards with the chain penalty applied, shedding a
    /// chain if the player had any and would draw.
    fn refill_to(&mut self, p: Player, n: usize) {
        let have = self.player(p).hand.len();
        if have >= n {
            return;
        }
        let chains = self.player(p).chains;
        let target = n.saturating_sub(chain_penalty(chains));
        if chains > 0 {
            self.player_mut(p).chains -= 1;
        }
        if target > have {
            self.draw(p, (target - have) as u32);
        }
    }

    /// The legal choices of the current decision (empty when the game is
    /// over). Never allocates.
    pub fn legal_choices(&self, out: &mut ChoiceList) {
        out.clear();
        if let Some(d) = self.pending {
            self.collect_choices(d, out);
        }
    }

    /// Sends every legal choice of decision `d` (the one the game waits
    /// for) to `out`.
    fn collect_choices(&self, d: Decision, out: &mut impl ChoiceSink) {
        match d.kind {
            DecisionKind::Mulligan => {
                out.push(Choice::Keep);
                out.push(Choice::Mulligan);
            }
            DecisionKind::House => {
                if let Some(h) = self.forced_house(self.active) {
                    out.push(Choice::House(h));
                    return;
                }
                let mut seen = 0u32;
                for h in self.choosable_houses() {
                    if seen & (1 << h as u32) == 0 {
                        seen |= 1 << h as u32;
                        out.push(Choice::House(h));
                    }
                }
            }
            DecisionKind::Archives => {
                out.push(Choice::PickUpArchives);
                out.push(Choice::LeaveArchives);
            }
            DecisionKind::Main => self.main_choices(out),
            DecisionKind::Placement { card } => {
                let p = self.card(card).controller;
                let n = self.player(p).battleline.len();
                if self.def(card).keywords.contains(Keywords::DEPLOY) && n > 1 {
                    for i in 0..=n {
                        out.push(Choice::Position(i as u8));
                    }
                } else {
                    out.push(Choice::Flank(Flank::Left));
                    out.push(Choice::Flank(Flank::Right));
                }
            }
            DecisionKind::UpgradeHost { .. } => {
                for c in self.all_creatures() {
                    out.push(Choice::Target(c));
                }
            }
            DecisionKind::Defender { attacker } => {
                let enemy = self.card(attacker).controller.opponent();
                let any = self.ignores_taunt_and_elusive(attacker);
                let mask = if any { 0 } else { self.fightable(enemy) };
                for &c in self.creatures(enemy) {
                    if (any && !self.card(c).is_tagged()) || mask & (1u128 << c.0) != 0 {
                        out.push(Choice::Target(c));
                    }
                }
            }
            DecisionKind::Use { creature } => {
                let enemy = self.card(creature).controller.opponent();
                self.use_choices(creature, self.fightable(enemy), out)
            }
            DecisionKind::Target { .. } => {
                let Some(Task::Ability(f)) = self.stack().last() else {
                    return;
                };
                if let Some(spec) = f.ability[f.step as usize].house {
                    self.for_each_house(f, spec, |h| out.push(Choice::ChooseHouse(h)));
                    return;
                }
                let spec = f.ability[f.step as usize]
                    .target
                    .expect("asking step has a target");
                self.for_each_candidate(f, &spec, |c| out.push(Choice::Target(c)));
                if spec.optional {
                    out.push(Choice::Pass);
                }
            }
            DecisionKind::TriggerOrder => {
                for c in self.tagged_cards() {
                    if self.pending_destroyed(c) {
                        out.push(Choice::Trigger(c));
                    }
                }
            }
        }
    }

    /// Applies a choice after checking that it is legal.
    ///
    /// # Errors
    /// [`IllegalChoice`] (and the game unchanged) if it is not legal now.
    pub fn apply(&mut self, choice: Choice) -> Result<(), IllegalChoice> {
        let mut list = ChoiceList::new();
        self.legal_choices(&mut list);
        if !list.contains(choice) {
            return Err(IllegalChoice(choice));
        }
        self.apply_unchecked(choice);
        Ok(())
    }

    /// Applies a choice known to be legal (from [`Game::legal_choices`]),
    /// then runs the game until the next decision. The fast path.
    pub fn apply_unchecked(&mut self, choice: Choice) {
        if let Some(d) = self.pending {
            self.answer(d, choice);
        }
        self.check_all_lethal();
        self.advance();
    }

    /// Carries out a choice for decision `d` (the one the game waits for)
    /// without running the game on.
    fn answer(&mut self, d: Decision, choice: Choice) {
        match d.kind {
            DecisionKind::Mulligan => {
                let p = d.player;
                if choice == Choice::Mulligan {
                    let n = self.player(p).hand.len();
                    while let Some(c) = self.player(p).hand.last() {
                        self.put(c, Location::Deck, p, Place::Top);
                    }
                    self.shuffle_deck(p);
                    self.draw(p, n.saturating_sub(1) as u32);
                }
                if p == self.first_player {
                    self.phase = Phase::Mulligan(p.opponent());
                } else {
                    self.start_turn();
                }
            }
            DecisionKind::House => {
                if let Choice::House(h) = choice {
                    self.active_house = Some(h);
                    self.game_history.last_house[self.active.index()] = Some(h);
                }
                self.phase = if self.player(self.active).archives.is_empty() {
                    Phase::Main
                } else {
                    Phase::Archives
                };
            }
            DecisionKind::Archives => {
                if choice == Choice::PickUpArchives {
                    while let Some(c) = self.player(self.active).archives.last() {
                        let owner = self.card(c).owner;
                        self.put(c, Location::Hand, owner, Place::Top);
                    }
                }
                self.phase = Phase::Main;
            }
            DecisionKind::Main => match choice {
                Choice::Play(c) => {
                    bump(&mut self.turn_history.hand_actions);
                    self.turn_history.step_acted = true;
                    self.count_title_use(c);
                    self.start_play(c, self.active, true);
                }
                Choice::Discard(c) => {
                    bump(&mut self.turn_history.hand_actions);
                    self.turn_history.step_acted = true;
                    let owner = self.card(c).owner;
                    self.put(c, Location::Discard, owner, Place::Top);
                }
                Choice::EndTurn => self.end_turn(),
                other => self.use_card(other),
            },
            DecisionKind::Placement { card } => {
                let p = self.card(card).controller;
                let place = match choice {
                    Choice::Flank(f) => self.flank_place(p, f),
                    Choice::Position(i) => Place::At(i as usize),
                    _ => Place::Top,
                };
                self.enter_battleline(card, p, place);
                self.set_top_stage(1);
            }
            DecisionKind::UpgradeHost { upgrade } => {
                if let Choice::Target(host) = choice {
                    self.attach(upgrade, host);
                }
                self.set_top_stage(1);
            }
            DecisionKind::Defender { .. } => {
                if let (Choice::Target(d), Some(Task::Fight { defender, .. })) =
                    (choice, self.top_task())
                {
                    *defender = d;
                }
            }
            DecisionKind::Use { .. } => {
                self.pop_task();
                self.use_card(choice);
            }
            DecisionKind::Target { .. } => {
                let idx = self.stack_len as usize - 1;
                let target = match choice {
                    Choice::Target(c) => Some(c),
                    _ => None,
                };
                if let Task::Ability(f) = &mut self.stack[idx] {
                    f.asking = false;
                    if let Choice::ChooseHouse(h) = choice {
                        f.house = Some(h);
                        self.run_step(idx, None);
                        return;
                    }
                }
                match target {
                    Some(c) => self.run_step(idx, Some(c)),
                    None => {
                        // Declined "may", or chose no more cards: the step is over.
                        if let Task::Ability(f) = &mut self.stack[idx] {
                            f.step += 1;
                            f.step_picks = 0;
                        }
                    }
                }
            }
            DecisionKind::TriggerOrder => {
                if let Choice::Trigger(c) = choice {
                    self.resolve_destroyed(c);
                }
            }
        }
    }

    /// The decision the game waits for, if any (see [`Game::decision`]).
    #[inline(always)]
    pub(crate) fn waiting(&self) -> Option<Decision> {
        if self.outcome.is_some() {
            return None;
        }
        match self.stack().last() {
            Some(top) => self.top_decision(top),
            None => self.phase_decision(),
        }
    }

    /// The decision the top task `top` waits for, if any (otherwise the
    /// task has a piece to resolve).
    #[inline(always)]
    fn top_decision(&self, top: &Task) -> Option<Decision> {
        let (player, kind) = match *top {
            Task::Ability(f) if f.asking => (
                f.ability[f.step as usize].chooser.player(self, &f),
                DecisionKind::Target { source: f.source },
            ),
            Task::Play {
                card,
                player,
                stage: 0,
                ..
            } => {
                if self.facts.has(card, CardFacts::UPGRADE) {
                    (player, DecisionKind::UpgradeHost { upgrade: card })
                } else {
                    (player, DecisionKind::Placement { card })
                }
            }
            Task::Fight {
                attacker, defender, ..
            // Fights and uses are the active player's, whoever controls the card.
            } if defender.is_none() => (self.active, DecisionKind::Defender { attacker }),
            Task::Use { creature } => (self.active, DecisionKind::Use { creature }),
            // Simultaneous "Destroyed:" abilities: the active player orders them.
            Task::Destruction if self.pending_destroyed_count() > 1 => {
                (self.active, DecisionKind::TriggerOrder)
            }
            _ => return None,
        };
        Some(Decision { player, kind })
    }

    /// The turn-level decision of the current phase (with nothing on the
    /// stack).
    #[inline(always)]
    fn phase_decision(&self) -> Option<Decision> {
        let kind = match self.phase {
            Phase::Mulligan(p) => {
                return Some(Decision {
                    player: p,
                    kind: DecisionKind::Mulligan,
                })
            }
            Phase::ChooseHouse => DecisionKind::House,
            Phase::Archives => DecisionKind::Archives,
            Phase::Main => DecisionKind::Main,
            Phase::Over => return None,
        };
        Some(Decision {
            player: self.active,
            kind,
        })
    }

    /// Runs the game until it needs a decision or ends. Decisions with a
    /// single legal answer inside an ability (a forced target, the only
    /// flank of an empty battleline) are answered automatically.
    pub(crate) fn advance(&mut self) {
        self.pending = self.run_to_decision();
        debug_assert_eq!(self.pending, self.waiting());
    }

    /// Runs the game on; returns the decision it stopped at.
    fn run_to_decision(&mut self) -> Option<Decision> {
        loop {
            if self.outcome.is_some() {
                self.phase = Phase::Over;
                self.stack_len = 0;
                return None;
            }
            let Some(&top) = self.stack().last() else {
                if self.phase == Phase::Main && self.omega {
                    self.end_turn();
                    continue;
                }
                return self.phase_decision();
            };
            if let Some(d) = self.top_decision(&top) {
                // A decision inside a card's resolution: answered here if
                // it has a single answer.
                let mut first = FirstTwo::default();
                self.collect_choices(d, &mut first);
                match first.count {
                    0 => self.abandon_top(),
                    1 => self.answer(d, first.first),
                    _ => return Some(d),
                }
                continue;
            }
            let idx = self.stack_len as usize - 1;
            match top {
                Task::Ability(f) => self.step_ability(idx, f),
                Task::Play {
                    card,
                    player,
                    stage,
                    icons,
                    ..
                } => self.step_play(idx, card, player, stage, icons),
                Task::Fight {
                    attacker,
                    defender,
                    stage,
                } => self.step_fight(idx, attacker, defender, stage),
                Task::Use { .. } => {}
                Task::Destruction => {
                    if let Some(c) = self.tagged_cards().find(|&c| self.pending_destroyed(c)) {
                        self.resolve_destroyed(c);
                    } else {
                        self.pop_task();
                        self.flush_destroyed();
                    }
                }
                Task::EndOfTurn => {
                    self.pop_task();
                    self.finish_turn();
                }
            }
            self.check_all_lethal();
        }
    }

    /// Destroys every creature whose damage has reached its power (power
    /// can drop when a constant ability leaves play).
    #[inline]
    pub(crate) fn check_all_lethal(&mut self) {
        if self.power_dirty {
            self.check_all_lethal_now();
        }
    }

    #[inline(never)]
    fn check_all_lethal_now(&mut self) {
        self.power_dirty = false;
        if !self.power_may_be_lowered() {
            // Power is at least the printed power plus counters: only a
            // damaged creature, or one with no power of its own, can be
            // destroyed.
            for p in Player::BOTH {
                for i in 0..self.creatures(p).len() {
                    let c = self.creatures(p)[i];
                    let card = self.card(c);
                    let own = card.def.def().power as i32 + card.power_counters as i32;
                    if !card.is_tagged()
                        && (card.damage > 0 || own <= 0)
                        && card.damage as i32 >= self.power(c)
                    {
                        self.destroy(c);
                    }
                }
            }
            return;
        }
        let mut powers = [0i32; SHARED_ZONE];
        for p in Player::BOTH {
            // Tagging a creature for destruction leaves it in play, so the
            // powers stay valid through the loop.
            let n = self.battleline_powers(p, &mut powers).len();
            for (i, &power) in powers[..n].iter().enumerate() {
                let c = self.player(p).battleline.as_slice()[i];
                let card = self.card(c);
                if !card.is_tagged() && card.damage as i32 >= power {
                    self.destroy(c);
                }
            }
        }
    }

    /// Whether a constant ability or lasting effect in play could make a
    /// creature's power lower than its printed power plus counters.
    fn power_may_be_lowered(&self) -> bool {
        if self.lasting_queries & (1 << QueryClass::Power as u8) != 0 {
            return true;
        }
        let mut bits = self.modifiers[QueryClass::Power as usize];
        while bits != 0 {
            let m = CardRef(bits.trailing_zeros() as u8);
            bits &= bits - 1;
            if !self.card(m).behavior().raises_power_only {
                return true;
            }
        }
        false
    }

    /// A waiting task with no legal answer: resolve as much as possible by
    /// dropping it.
    fn abandon_top(&mut self) {
        let idx = self.stack_len as usize - 1;
        match &mut self.stack[idx] {
            Task::Ability(f) => {
                f.asking = false;
                f.step += 1;
            }
            Task::Play { card, .. } => {
                // An upgrade with no creature to attach to is discarded.
                let c = *card;
                let owner = self.card(c).owner;
                self.put(c, Location::Discard, owner, Place::Top);
                self.pop_task();
            }
            Task::Fight { attacker, .. } => {
                let a = *attacker;
                self.pop_task();
                bump(&mut self.turn_history.fights);
                self.emit(Event::Fought { attacker: a });
            }
            _ => self.pop_task(),
        }
    }

    /// Resolves the next step of the ability at the top of the stack
    /// (index `idx`, frame `f`): a step with a choice of house or target
    /// runs at once when there is at most one answer, and otherwise waits
    /// for the decision.
    fn step_ability(&mut self, idx: usize, f: Frame) {
        if f.step as usize >= f.ability.len() {
            if f.again > 0 {
                // Once more, from the first step.
                let mut next = Frame::new(f.ability, f.source, f.controller);
                next.subject = f.subject;
                next.granted_by = f.granted_by;
                next.again = f.again - 1;
                self.stack[idx] = Task::Ability(next);
            } else {
                self.pop_task();
            }
            return;
        }
        let step = f.ability[f.step as usize];
        if let Some(spec) = step.house {
            let mut n = 0;
            let mut only = None;
            self.for_each_house(&f, spec, |h| {
                n += 1;
                only = Some(h);
            });
            if let Task::Ability(f) = &mut self.stack[idx] {
                if n <= 1 {
                    f.house = only;
                } else {
                    f.asking = true;
                }
            }
            if n <= 1 {
                self.run_step(idx, None);
            }
            return;
        }
        match step.target {
            None => self.run_step(idx, None),
            Some(spec) => {
                let mut n = 0;
                let mut only = CardRef::NONE;
                self.for_each_candidate(&f, &spec, |c| {
                    n += 1;
                    only = c;
                });
                if n == 0 && f.step_picks > 0 {
                    // A step choosing several cards ran out of candidates.
                    if let Task::Ability(f) = &mut self.stack[idx] {
                        f.step += 1;
                        f.step_picks = 0;
                    }
                } else if n == 0 {
                    self.run_step(idx, Some(CardRef::NONE));
                } else if n == 1 && !spec.optional {
                    self.run_step(idx, Some(only));
                } else if let Task::Ability(f) = &mut self.stack[idx] {
                    f.asking = true;
                }
            }
        }
    }

    /// Runs the current step of the ability at stack index `idx`, with the
    /// chosen target (if the step has one).
    fn run_step(&mut self, idx: usize, target: Option<CardRef>) {
        let Task::Ability(mut f) = self.stack[idx] else {
            return;
        };
        if let Some(t) = target {
            f.push_target(t);
        }
        let step = f.ability[f.step as usize];
        f.repeat = false;
        (step.run)(self, &mut f);
        if let (Some(spec), Some(t)) = (step.target, target) {
            if spec.count != Count::One && t.is_some() {
                // Ask again for the next card, until the step has them all.
                f.step_picks += 1;
                f.repeat |= f.step_picks < spec.count.most();
            }
        }
        if !f.repeat {
            f.step += 1;
            f.step_picks = 0;
        }
        f.repeat = false;
        if idx < self.stack_len as usize {
            if let Task::Ability(slot) = &mut self.stack[idx] {
                // A repeat queued while the step ran
                // ([`Game::trigger_or_repeat`]) is kept.
                f.again = slot.again;
                *slot = f;
            }
        }
    }

    /// Calls `each` for every legal candidate of a target step.
    pub(crate) fn for_each_candidate(
        &self,
        f: &Frame,
        spec: &TargetSpec,
        mut each: impl FnMut(CardRef),
    ) {
        let several = spec.count != Count::One;
        let mut consider = |c: CardRef| {
            if (spec.filter)(self, f, c) && !(several && f.picked.contains(c)) {
                each(c)
            }
        };
        match spec.zone {
            TargetZone::Creatures => {
                for c in self.all_creatures() {
                    if !self.card(c).is_tagged() {
                        consider(c);
                    }
                }
            }
            TargetZone::Artifacts => {
                let a = self.active;
                for p in [a, a.opponent()] {
                    for c in self.player(p).artifacts.iter() {
                        consider(c);
                    }
                }
            }
            TargetZone::OwnDiscard => {
                for c in self.player(f.controller).discard.iter() {
                    consider(c);
                }
            }
            TargetZone::OwnHand => {
                for c in self.player(f.controller).hand.iter() {
                    consider(c);
                }
            }
            TargetZone::OpponentDiscard => {
                for c in self.player(f.opponent()).discard.iter() {
                    consider(c);
                }
            }
            TargetZone::AnyDiscard => {
                for p in [f.controller, f.opponent()] {
                    for c in self.player(p).discard.iter() {
                        consider(c);
                    }
                }
            }
        }
    }

    /// Calls `each` once for every house a "choose a house" step offers.
    fn for_each_house(
        &self,
        f: &Frame,
        spec: HouseSpec,
        mut each: impl FnMut(crate::cards::House),
    ) {
        let mut seen = 0u32;
        let mut offer = |h: crate::cards::House| {
            if seen & (1 << h as u32) == 0 {
                seen |= 1 << h as u32;
                each(h);
            }
        };
        match spec {
            HouseSpec::OpponentIdentity => {
                for h in self.player(f.opponent()).houses {
                    offer(h);
                }
            }
            HouseSpec::Any => {
                for p in [f.controller, f.opponent()] {
                    for h in self.player(p).houses {
                        offer(h);
                    }
                }
                for p in [f.controller, f.opponent()] {
                    let ps = self.player(p);
                    for c in ps.battleline.iter().chain(ps.artifacts.iter()) {
                        offer(self.card(c).house);
                    }
                }
            }
        }
    }

    /// The house `p` must choose in step 2, if any ([`Query::ForcedHouse`]).
    pub fn forced_house(&self, p: Player) -> Option<crate::cards::House> {
        let mut q = Query::ForcedHouse {
            player: p,
            value: None,
        };
        self.modify(&mut q);
        match q {
            Query::ForcedHouse { value, .. } => value,
            _ => None,
        }
    }

    fn set_top_stage(&mut self, s: u8) {
        if let Some(Task::Play { stage, .. }) = self.top_task() {
            *stage = s;
        }
    }

    // ----- Step 1, 2 and 4, 5: the turn around step 3 -------------------

    /// Houses the active player may choose: their identity card's and those
    /// of cards they control in play.
    fn choosable_houses(&self) -> impl Iterator<Item = crate::cards::House> + '_ {
        let p = self.player(self.active);
        p.houses.into_iter().chain(
            p.battleline
                .iter()
                .chain(p.artifacts.iter())
                .map(|c| self.card(c).house),
        )
    }

    /// Starts the active player's turn: lasting effects "until your next
    /// turn" end, then step 1 (forge a key), then step 2 (choose a house).
    fn start_turn(&mut self) {
        if self.turn > self.turn_cap {
            // The cap's last turn was the last one played.
            self.turn = self.turn_cap;
            self.outcome = Some(Outcome::TurnCap);
            self.phase = Phase::Over;
            return;
        }
        let me = self.active;
        self.expire_lasting(|e| e.expiry == Expiry::StartOfNextTurn && e.controller == me);
        self.active_house = None;
        self.turn_history = TurnHistory::default();
        self.omega = false;
        self.title_use_count = 0;
        self.title_at_six = false;
        self.player_mut(me).keys_forged_last_turn = 0;
        self.forge_key(me);
        if self.outcome.is_none() {
            self.phase = Phase::ChooseHouse;
        }
    }

    /// Step 1: forges a key if the player can afford one (mandatory).
    fn forge_key(&mut self, p: Player) {
        let cost = self.key_cost(p);
        if self.player(p).amber as u32 >= cost && self.player(p).keys < 3 {
            let ps = self.player_mut(p);
            ps.amber -= cost as u8;
            ps.keys += 1;
            ps.keys_forged_last_turn += 1;
            if ps.keys >= 3 {
                self.outcome = Some(Outcome::Won(p));
                self.phase = Phase::Over;
            }
        }
    }

    /// Ends step 3: step 4 (ready cards), step 5 (draw), then the end of
    /// the turn: [`Event::TurnEnded`], whose reactions resolve before
    /// [`Task::EndOfTurn`] finishes the turn ([`Game::finish_turn`]).
    pub(crate) fn end_turn(&mut self) {
        let me = self.active;
        let ps = self.player(me);
        let in_play: super::actions::smallvec::Vec80 =
            ps.battleline.iter().chain(ps.artifacts.iter()).collect();
        for c in in_play {
            self.card_mut(c).set(flag::EXHAUSTED, false);
        }
        let size = self.hand_size(me);
        self.refill_to(me, size);
        // "End of turn effects are resolved when a player's turn is over,
        // after step 5": abilities they queue go above this task.
        self.push_task(Task::EndOfTurn);
        self.emit(Event::TurnEnded { player: me });
    }

    /// After the end-of-turn effects: lasting effects "for the remainder
    /// of the turn" end, per-turn state is reset, and the next player's
    /// turn starts.
    fn finish_turn(&mut self) {
        let me = self.active;
        self.expire_lasting(|e| e.expiry == Expiry::EndOfTurn);
        let mut used = std::mem::take(&mut self.used);
        while used != 0 {
            self.cards[used.trailing_zeros() as usize].uses = 0;
            used &= used - 1;
        }
        // Armor and elusive renew each turn (cards out of play hold no
        // such state: leaving play clears it).
        for p in Player::BOTH {
            for i in 0..self.player(p).battleline.len() {
                let c = self.player(p).battleline.as_slice()[i];
                let card = self.card_mut(c);
                card.armor_used = 0;
                card.set(flag::ELUSIVE_USED, false);
            }
        }
        self.active = me.opponent();
        self.turn += 1;
        self.start_turn();
    }

    // ----- Step 3: what may be played and used --------------------------

    fn main_choices(&self, out: &mut impl ChoiceSink) {
        let me = self.active;
        let house = self.active_house;
        let ps = self.player(me);
        let first_turn_block = self.turn == 1 && self.turn_history.hand_actions >= 1;
        // With no permission, restriction or cost in play and no title at
        // six uses, only houses, exhaustion and the first-turn rule matter.
        let unrestricted = !self.title_at_six && !self.answered(QueryClass::Permissions);
        if unrestricted {
            // Only what `can_play` checks by the cards' facts is left.
            if !first_turn_block {
                let blocked = self.facts_unplayable_now();
                for c in ps.hand.iter() {
                    if Some(self.card(c).house) == house {
                        if blocked.is_some_and(|f| !self.facts.has(c, f)) {
                            out.push(Choice::Play(c));
                        }
                        out.push(Choice::Discard(c));
                    }
                }
            }
        } else {
            for c in ps.hand.iter() {
                let in_house = Some(self.card(c).house) == house;
                // A permission to play an off-house card also lifts the
                // first-turn rule for it (FAQ: Phase Shift).
                let permitted = !in_house && self.off_house_play(me, c);
                if first_turn_block && !permitted {
                    continue;
                }
                if (in_house || permitted) && self.can_play(c, me) {
                    out.push(Choice::Play(c));
                }
                if in_house {
                    out.push(Choice::Discard(c));
                }
            }
        }
        let mut fightable: Option<u128> = None;
        for c in ps.battleline.iter() {
            let card = self.card(c);
            if card.is_exhausted() || !(unrestricted || self.may_use(c)) {
                continue;
            }
            if Some(card.house) == house || (!unrestricted && self.off_house_use(me, c)) {
                if fightable.is_none() {
                    fightable = Some(self.fightable(me.opponent()));
                }
                self.use_choices(c, fightable.unwrap_or(0), out);
            } else if self.has_recorded_ability(c, CardFacts::OMNI, |b| b.omni) {
                if card.is_stunned() {
                    out.push(Choice::RemoveStun(c));
                } else {
                    out.push(Choice::Omni(c));
                }
            }
        }
        for c in ps.artifacts.iter() {
            let card = self.card(c);
            if card.is_exhausted() || !(unrestricted || self.may_use(c)) {
                continue;
            }
            if self.facts.has(c, CardFacts::ACTION)
                && (Some(card.house) == house || (!unrestricted && self.off_house_use(me, c)))
            {
                out.push(Choice::Action(c));
            }
            if self.facts.has(c, CardFacts::OMNI) {
                out.push(Choice::Omni(c));
            }
        }
        out.push(Choice::EndTurn);
    }

    /// The [`CardFacts`] that forbid playing a card now (alpha once the
    /// step has seen an action, an upgrade with no creature in play, an
    /// unplayable record), or `None` if no card may be played (after an
    /// omega card).
    #[inline]
    fn facts_unplayable_now(&self) -> Option<u8> {
        if self.omega {
            return None;
        }
        let mut f = CardFacts::UNPLAYABLE;
        if self.turn_history.step_acted {
            f |= CardFacts::ALPHA;
        }
        if self.creatures(Player::A).is_empty() && self.creatures(Player::B).is_empty() {
            f |= CardFacts::UPGRADE;
        }
        Some(f)
    }

    /// The ways a ready creature can be used (ignoring its house).
    /// `fightable` is [`Game::fightable`] of the creature's opponent.
    fn use_choices(&self, c: CardRef, fightable: u128, out: &mut impl ChoiceSink) {
        let card = self.card(c);
        if card.is_exhausted() || !self.in_battleline(c) {
            return;
        }
        if card.is_stunned() {
            out.push(Choice::RemoveStun(c));
            return;
        }
        let enemies = !self.creatures(card.controller.opponent()).is_empty();
        let can_fight = (fightable != 0 || (enemies && self.ignores_taunt_and_elusive(c)))
            && self.fight_allowed(c);
        if !(card.is_enraged() && can_fight) {
            out.push(Choice::Reap(c));
        }
        if can_fight {
            out.push(Choice::Fight(c));
        }
        let must_fight = card.is_enraged() && can_fight;
        if !must_fight && self.has_recorded_ability(c, CardFacts::ACTION, |b| b.action) {
            out.push(Choice::Action(c));
        }
        if !must_fight && self.has_recorded_ability(c, CardFacts::OMNI, |b| b.omni) {
            out.push(Choice::Omni(c));
        }
    }

    /// Whether `player` may play a card now (house aside): omega, alpha,
    /// the rule of six, an upgrade needing a creature, restrictions
    /// ([`Query::CanPlay`]) and an affordable [`Query::PlayCost`].
    #[inline(always)]
    pub fn can_play(&self, c: CardRef, player: Player) -> bool {
        match self.facts_unplayable_now() {
            Some(ruled_out) if !self.facts.has(c, ruled_out) => {}
            _ => return false,
        }
        if !self.title_use_allowed(c) {
            return false;
        }
        if !self.answered(QueryClass::Permissions) {
            return true;
        }
        let mut q = Query::CanPlay {
            player,
            card: c,
            value: true,
        };
        self.modify(&mut q);
        matches!(q, Query::CanPlay { value: true, .. })
            && self.play_cost(player, c) <= self.player(player).amber as u32
    }

    /// Whether `player` may play `c` although it is not of the active house
    /// ([`Query::OffHousePlay`]).
    #[inline]
    pub fn off_house_play(&self, player: Player, c: CardRef) -> bool {
        if !self.answered(QueryClass::Permissions) {
            return false;
        }
        let mut q = Query::OffHousePlay {
            player,
            card: c,
            value: false,
        };
        self.modify(&mut q);
        matches!(q, Query::OffHousePlay { value: true, .. })
    }

    /// Æmber `player` must pay their opponent to play `c`
    /// ([`Query::PlayCost`]).
    pub fn play_cost(&self, player: Player, c: CardRef) -> u32 {
        if !self.answered(QueryClass::Permissions) {
            return 0;
        }
        let mut q = Query::PlayCost {
            player,
            card: c,
            value: 0,
        };
        self.modify(&mut q);
        match q {
            Query::PlayCost { value, .. } => value,
            _ => 0,
        }
    }

    /// Whether its controller may use a card in play now (house, exhaustion
    /// and stun aside): the rule of six, restrictions ([`Query::CanUse`])
    /// and an affordable [`Query::UseCost`].
    #[inline]
    pub fn may_use(&self, c: CardRef) -> bool {
        if !self.title_use_allowed(c) {
            return false;
        }
        if !self.answered(QueryClass::Permissions) {
            return true;
        }
        let player = self.card(c).controller;
        let mut q = Query::CanUse {
            player,
            card: c,
            value: true,
        };
        self.modify(&mut q);
        matches!(q, Query::CanUse { value: true, .. })
            && self.use_cost(player, c) <= self.player(player).amber as u32
    }

    /// Whether `player` may use `c` although it is not of the active house
    /// ([`Query::OffHouseUse`]).
    #[inline]
    pub fn off_house_use(&self, player: Player, c: CardRef) -> bool {
        if !self.answered(QueryClass::Permissions) {
            return false;
        }
        let mut q = Query::OffHouseUse {
            player,
            card: c,
            value: false,
        };
        self.modify(&mut q);
        matches!(q, Query::OffHouseUse { value: true, .. })
    }

    /// Æmber `player` must pay their opponent to use `c`
    /// ([`Query::UseCost`]).
    pub fn use_cost(&self, player: Player, c: CardRef) -> u32 {
        if !self.answered(QueryClass::Permissions) {
            return 0;
        }
        let mut q = Query::UseCost {
            player,
            card: c,
            value: 0,
        };
        self.modify(&mut q);
        match q {
            Query::UseCost { value, .. } => value,
            _ => 0,
        }
    }

    /// Whether `c`, a card being played (up to its [`Event::CardPlayed`]),
    /// was played from hand in step 3, as opposed to by an ability ("play
    /// the top card of your deck"). A permission such as "you may play one
    /// non-Logos card" is only used up by cards played from hand.
    pub fn played_from_hand(&self, c: CardRef) -> bool {
        self.stack()
            .iter()
            .rev()
            .any(|t| matches!(t, Task::Play { card, from_hand: true, .. } if *card == c))
    }

    /// How many times `c` was used this turn (reaping, fighting, Action:,
    /// Omni:, removing a stun), including a use resolving now: 1 during
    /// its first use.
    pub fn times_used_this_turn(&self, c: CardRef) -> u32 {
        self.card(c).uses as u32
    }

    fn title_use_allowed(&self, c: CardRef) -> bool {
        if !self.title_at_six {
            return true;
        }
        let id = self.card(c).def;
        !self.title_uses[..self.title_use_count as usize]
            .iter()
            .any(|&(t, n)| t == id && n >= 6)
    }

    /// Counts a play or use of the card's title for the rule of six.
    pub(crate) fn count_title_use(&mut self, c: CardRef) {
        let id = self.card(c).def;
        let n = self.title_use_count as usize;
        if let Some(e) = self.title_uses[..n].iter_mut().find(|(t, _)| *t == id) {
            e.1 += 1;
            if e.1 >= 6 {
                self.title_at_six = true;
            }
        } else if n < self.title_uses.len() {
            self.title_uses[n] = (id, 1);
            self.title_use_count += 1;
        } else {
            self.abort(super::state::Limit::TitlesPerTurn);
        }
    }

    /// Whether `attacker` has an enemy creature it may fight.
    pub fn can_fight(&self, attacker: CardRef) -> bool {
        let enemy = self.card(attacker).controller.opponent();
        if self.creatures(enemy).is_empty() {
            return false;
        }
        (self.ignores_taunt_and_elusive(attacker) || self.fightable(enemy) != 0)
            && self.fight_allowed(attacker)
    }

    /// Whether `attacker` may be used to fight at all ([`Query::CanFight`]).
    pub fn fight_allowed(&self, attacker: CardRef) -> bool {
        if !self.answered(QueryClass::Permissions) {
            return true;
        }
        let mut q = Query::CanFight {
            attacker,
            value: true,
        };
        self.modify(&mut q);
        matches!(q, Query::CanFight { value: true, .. })
    }

    /// The creatures of `p` that an attacker without taunt-ignoring may
    /// choose, as a bit set of card indices: a creature can be fought unless
    /// it lacks taunt and a neighbor has it.
    fn fightable(&self, p: Player) -> u128 {
        let line = self.creatures(p);
        let check_keywords = self.answered(QueryClass::Keywords);
        let taunt = |c: CardRef| {
            if check_keywords {
                self.keywords(c).contains(Keywords::TAUNT)
            } else {
                self.facts.has(c, CardFacts::TAUNT)
            }
        };
        // One pass: whether the previous creature has taunt is known, the
        // next one's is looked up once and carried over.
        let mut mask = 0u128;
        let mut left_taunt = false;
        let mut me_taunt = line.first().is_some_and(|&c| taunt(c));
        for (i, &c) in line.iter().enumerate() {
            let right_taunt = line.get(i + 1).is_some_and(|&r| taunt(r));
            if (me_taunt || !(left_taunt || right_taunt)) && !self.card(c).is_tagged() {
                mask |= 1u128 << c.0;
            }
            left_taunt = me_taunt;
            me_taunt = right_taunt;
        }
        mask
    }

    /// Whether `attacker` may choose `defender` to fight (taunt).
    pub fn can_be_fought(&self, attacker: CardRef, defender: CardRef) -> bool {
        if !self.in_battleline(defender) || self.card(defender).is_tagged() {
            return false;
        }
        if self.ignores_taunt_and_elusive(attacker) {
            return true;
        }
        if self.keywords(defender).contains(Keywords::TAUNT) {
            return true;
        }
        !self
            .neighbors(defender)
            .any(|n| self.keywords(n).contains(Keywords::TAUNT))
    }

    fn ignores_taunt_and_elusive(&self, attacker: CardRef) -> bool {
        let mut q = Query::IgnoresTauntAndElusive {
            attacker,
            value: false,
        };
        self.modify(&mut q);
        matches!(q, Query::IgnoresTauntAndElusive { value: true, .. })
    }

    // ----- Abilities granted by upgrades ---------------------------------

    /// The behaviours `c` gains from the upgrades attached to it
    /// ([`Behavior::grants`]), in card table order.
    pub fn granted(&self, c: CardRef) -> impl Iterator<Item = &'static Behavior> + '_ {
        self.granted_by(c).map(|(_, b)| b)
    }

    /// The upgrades attached to `c` that grant it abilities, with the
    /// behaviour each grants.
    fn granted_by(&self, c: CardRef) -> impl Iterator<Item = (CardRef, &'static Behavior)> + '_ {
        let mut bits = self.grantors;
        std::iter::from_fn(move || {
            while bits != 0 {
                let u = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                let card = self.card(u);
                if card.location == Location::Attached && card.host == c {
                    if let Some(b) = card.behavior().grants {
                        return Some((u, b));
                    }
                }
            }
            None
        })
    }

    /// Whether `c` has the ability `pick` selects, printed or granted by
    /// an upgrade.
    pub fn has_ability(&self, c: CardRef, pick: fn(&Behavior) -> Ability) -> bool {
        !pick(self.card(c).behavior()).is_empty() || self.has_granted_ability(c, pick)
    }

    /// [`Game::has_ability`] for an ability [`CardFacts`] records:
    /// `printed` is its fact.
    #[inline]
    fn has_recorded_ability(
        &self,
        c: CardRef,
        printed: u8,
        pick: fn(&Behavior) -> Ability,
    ) -> bool {
        self.facts.has(c, printed) || self.has_granted_ability(c, pick)
    }

    /// Whether an upgrade attached to `c` grants it the ability `pick`
    /// selects.
    #[inline]
    fn has_granted_ability(&self, c: CardRef, pick: fn(&Behavior) -> Ability) -> bool {
        self.grantors != 0 && self.granted(c).any(|b| !pick(b).is_empty())
    }

    /// Queues `c`'s ability that `pick` selects for `p`: the printed one
    /// resolves first, then the same kind of ability granted by each
    /// attached upgrade, all with `c` as the source (and the upgrade as
    /// [`Frame::granted_by`] for granted ones).
    pub(crate) fn trigger_own(&mut self, c: CardRef, p: Player, pick: fn(&Behavior) -> Ability) {
        self.trigger_own_about(c, p, pick, CardRef::NONE);
    }

    /// [`Game::trigger_own`] with `subject` as every frame's
    /// [`Frame::subject`].
    fn trigger_own_about(
        &mut self,
        c: CardRef,
        p: Player,
        pick: fn(&Behavior) -> Ability,
        subject: CardRef,
    ) {
        if self.grantors != 0 {
            let mut granted: [(Ability, CardRef); 8] = [(&[], CardRef::NONE); 8];
            let mut n = 0;
            for (u, b) in self.granted_by(c) {
                let a = pick(b);
                if !a.is_empty() && n < granted.len() {
                    granted[n] = (a, u);
                    n += 1;
                }
            }
            // The stack is last in, first out.
            for &(a, u) in granted[..n].iter().rev() {
                let mut f = Frame::new(a, c, p);
                f.subject = subject;
                f.granted_by = u;
                self.push_task(Task::Ability(f));
            }
        }
        self.trigger_about(pick(self.card(c).behavior()), c, p, subject);
    }

    // ----- Using cards --------------------------------------------------

    /// Uses a card as the choice says (reap, fight, action, omni, remove
    /// stun), counting it for the rule of six.
    fn use_card(&mut self, how: Choice) {
        self.turn_history.step_acted = true;
        if let Choice::RemoveStun(c)
        | Choice::Reap(c)
        | Choice::Fight(c)
        | Choice::Action(c)
        | Choice::Omni(c) = how
        {
            self.used |= 1u128 << c.0;
            let card = self.card_mut(c);
            card.uses = card.uses.saturating_add(1);
            let p = card.controller;
            if self.answered(QueryClass::Permissions) {
                let cost = self.use_cost(p, c);
                self.steal(p.opponent(), cost);
            }
        }
        match how {
            Choice::RemoveStun(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                self.card_mut(c).set(flag::STUNNED, false);
            }
            Choice::Reap(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                let p = self.card(c).controller;
                let mut q = Query::ReapStealsInstead {
                    player: p,
                    value: false,
                };
                self.modify(&mut q);
                if matches!(q, Query::ReapStealsInstead { value: true, .. }) {
                    self.steal(p, 1);
                } else {
                    self.gain(p, 1);
                }
                self.trigger_own(c, p, |b| b.reap);
                bump(&mut self.turn_history.reaps);
                self.emit(Event::Reaped { creature: c });
            }
            Choice::Fight(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                self.push_task(Task::Fight {
                    attacker: c,
                    defender: CardRef::NONE,
                    stage: 0,
                });
            }
            Choice::Action(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                let p = self.card(c).controller;
                self.trigger_own(c, p, |b| b.action);
            }
            Choice::Omni(c) => {
                self.count_title_use(c);
                self.exhaust(c);
                let p = self.card(c).controller;
                self.trigger_own(c, p, |b| b.omni);
            }
            _ => {}
        }
    }

    /// "Fight with" a creature (from an ability): if it is stunned, it is
    /// exhausted and loses its stun instead; if it is exhausted or has
    /// nothing to fight, nothing happens.
    pub fn fight_with(&mut self, c: CardRef) {
        if !self.in_battleline(c) || self.card(c).is_exhausted() || !self.may_use(c) {
            return;
        }
        if self.card(c).is_stunned() {
            self.use_card(Choice::RemoveStun(c));
        } else if self.can_fight(c) {
            self.use_card(Choice::Fight(c));
        }
    }

    /// "Use" a creature (from an ability): its controller chooses how.
    pub fn use_creature(&mut self, c: CardRef) {
        if self.in_battleline(c) && !self.card(c).is_exhausted() && self.may_use(c) {
            self.push_task(Task::Use { creature: c });
        }
    }

    // ----- Playing cards ------------------------------------------------

    /// Starts playing a card (from hand in step 3, or, for abilities, from
    /// any zone).
    pub(crate) fn start_play(&mut self, c: CardRef, player: Player, from_hand: bool) {
        if self.answered(QueryClass::Permissions) {
            let cost = self.play_cost(player, c);
            self.steal(player.opponent(), cost);
        }
        bump(&mut self.turn_history.cards_played);
        self.unlist_to_limbo(c, player);
        let icons = self.card(c).icons;
        self.push_task(Task::Play {
            card: c,
            player,
            stage: 0,
            icons,
            from_hand,
        });
        let kind = self.def(c).kind;
        match kind {
            CardType::Creature | CardType::TokenCreature => {
                if self.player(player).battleline.is_empty() {
                    self.enter_battleline(c, player, Place::Top);
                    self.set_top_stage(1);
                }
            }
            CardType::Upgrade => {}
            CardType::Artifact => {
                self.put(c, Location::Artifacts, player, Place::Top);
                self.exhaust(c);
                self.set_top_stage(1);
            }
            _ => self.set_top_stage(1),
        }
    }

    /// "Play the top card of your deck" and similar: plays `c` if it can be
    /// played; returns whether it was.
    pub fn play_from_anywhere(&mut self, c: CardRef, player: Player) -> bool {
        if c.is_none() || !self.can_play(c, player) {
            return false;
        }
        self.count_title_use(c);
        self.start_play(c, player, false);
        true
    }

    fn unlist_to_limbo(&mut self, c: CardRef, player: Player) {
        self.put(c, Location::Limbo, player, Place::Top);
    }

    fn attach(&mut self, upgrade: CardRef, host: CardRef) {
        let player = self.card(upgrade).controller;
        self.put(upgrade, Location::Attached, player, Place::Top);
        self.card_mut(upgrade).host = host;
    }

    fn step_play(&mut self, idx: usize, card: CardRef, player: Player, stage: u8, icons: Icons) {
        let set_stage = |g: &mut Game, s: u8, icons: Icons| {
            if let Task::Play {
                stage, icons: i, ..
            } = &mut g.stack[idx]
            {
                *stage = s;
                *i = icons;
            }
        };
        match stage {
            1 => {
                let amber = self.def(card).amber as u32 + icons.amber as u32;
                self.gain(player, amber);
                set_stage(self, 2, Icons { amber: 0, ..icons });
            }
            2 => {
                if icons.capture > 0 {
                    set_stage(
                        self,
                        2,
                        Icons {
                            capture: icons.capture - 1,
                            ..icons
                        },
                    );
                    self.trigger(crate::cards::bonus::CAPTURE, card, player);
                } else if icons.damage > 0 {
                    set_stage(
                        self,
                        2,
                        Icons {
                            damage: icons.damage - 1,
                            ..icons
                        },
                    );
                    self.trigger(crate::cards::bonus::DAMAGE, card, player);
                } else {
                    self.draw(player, icons.draw as u32);
                    set_stage(self, 3, Icons::NONE);
                }
            }
            3 => {
                set_stage(self, 4, icons);
                let kind = self.def(card).kind;
                let loc = self.card(card).location;
                let still_there = if kind == CardType::Action {
                    loc == Location::Limbo
                } else {
                    loc.in_play()
                };
                if still_there || kind == CardType::Action {
                    self.trigger_own(card, player, |b| b.play);
                }
            }
            4 => {
                set_stage(self, 5, icons);
                self.emit(Event::CardPlayed { card, player });
            }
            _ => {
                self.pop_task();
                if self.card(card).location == Location::Limbo {
                    let owner = self.card(card).owner;
                    self.put(card, Location::Discard, owner, Place::Top);
                }
                if self.def(card).keywords.contains(Keywords::OMEGA) {
                    self.omega = true;
                }
            }
        }
    }

    // ----- Fights -----------------------------------------------------

    fn step_fight(&mut self, idx: usize, attacker: CardRef, defender: CardRef, stage: u8) {
        let set_stage = |g: &mut Game, s: u8| {
            if let Task::Fight { stage, .. } = &mut g.stack[idx] {
                *stage = s;
            }
        };
        let both_there = self.in_battleline(attacker)
            && self.in_battleline(defender)
            && !self.card(attacker).is_tagged()
            && !self.card(defender).is_tagged();
        match stage {
            0 => {
                // Before the fight: assault, hazardous, "Before Fight:".
                set_stage(self, 1);
                if !both_there {
                    return;
                }
                let assault = self.assault(attacker);
                if assault > 0 {
                    self.deal_damage(defender, assault);
                }
                let hazardous = self.hazardous(defender);
                if hazardous > 0 {
                    self.deal_damage(attacker, hazardous);
                }
                let p = self.card(attacker).controller;
                self.trigger_own_about(attacker, p, |b| b.before_fight, defender);
            }
            1 => {
                set_stage(self, 2);
                if !both_there {
                    set_stage(self, 3);
                    return;
                }
                self.resolve_fight_damage(attacker, defender);
            }
            2 => {
                set_stage(self, 3);
                if self.in_battleline(attacker) && !self.card(attacker).is_tagged() {
                    let p = self.card(attacker).controller;
                    self.trigger_own_about(attacker, p, |b| b.fight, defender);
                }
            }
            _ => {
                self.pop_task();
                if self.in_battleline(attacker) {
                    self.card_mut(attacker).set(flag::ENRAGE, false);
                }
                bump(&mut self.turn_history.fights);
                self.emit(Event::Fought { attacker });
            }
        }
    }

    /// Both creatures deal damage equal to their power to each other,
    /// simultaneously (elusive, skirmish, poison, fight-damage modifiers).
    fn resolve_fight_damage(&mut self, attacker: CardRef, defender: CardRef) {
        let elusive = self.keywords(defender).contains(Keywords::ELUSIVE)
            && !self.card(defender).has(flag::ELUSIVE_USED);
        self.card_mut(defender).set(flag::ELUSIVE_USED, true);
        if elusive && !self.ignores_taunt_and_elusive(attacker) {
            return;
        }
        let to_defender = self.fight_damage(attacker, defender, attacker);
        let to_attacker = if self.keywords(attacker).contains(Keywords::SKIRMISH) {
            0
        } else {
            self.fight_damage(defender, attacker, attacker)
        };
        let (r1, d1) = self.apply_damage(defender, to_defender);
        let (r2, d2) = self.apply_damage(attacker, to_attacker);
        if d1 > 0 && self.keywords(attacker).contains(Keywords::POISON) && r1 == defender {
            self.destroy(defender);
        }
        if d2 > 0 && self.keywords(defender).contains(Keywords::POISON) && r2 == attacker {
            self.destroy(attacker);
        }
        for r in [r1, r2] {
            if r.is_some() {
                self.check_lethal(r);
            }
        }
        if self.card(defender).is_tagged() {
            self.card_mut(defender).fighting = attacker;
        }
        if self.card(attacker).is_tagged() {
            self.card_mut(attacker).fighting = defender;
        }
    }

    fn fight_damage(&self, dealer: CardRef, receiver: CardRef, attacker: CardRef) -> u32 {
        let mut q = Query::FightDamage {
            dealer,
            receiver,
            attacker,
            value: self.power(dealer),
        };
        self.modify(&mut q);
        match q {
            Query::FightDamage { value, .. } => value.max(0) as u32,
            _ => 0,
        }
    }

    // ----- Destruction --------------------------------------------------

    /// The cards tagged for destruction, in card order.
    fn tagged_cards(&self) -> impl Iterator<Item = CardRef> {
        let mut bits = self.tagged;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let c = CardRef(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                c
            })
        })
    }

    fn pending_destroyed(&self, c: CardRef) -> bool {
        let card = self.card(c);
        card.has(flag::DESTROYED_PENDING) && card.location.in_play()
    }

    #[cold]
    #[inline(never)]
    fn pending_destroyed_count(&self) -> usize {
        self.tagged_cards()
            .filter(|&c| self.pending_destroyed(c) && self.has_ability(c, |b| b.destroyed))
            .count()
    }

    fn resolve_destroyed(&mut self, c: CardRef) {
        self.card_mut(c).set(flag::DESTROYED_PENDING, false);
        let p = self.card(c).controller;
        self.trigger_own(c, p, |b| b.destroyed);
    }

    /// Every tagged card still in play goes to its owner's discard pile,
    /// then "after destroyed" reactions fire.
    fn flush_destroyed(&mut self) {
        let tagged: super::actions::smallvec::Vec80 = self
            .tagged_cards()
            .filter(|&c| self.card(c).location.in_play())
            .collect();
        let mut events = [(CardRef::NONE, Player::A, CardRef::NONE); MAX_CARDS];
        let mut n = 0;
        for &c in tagged.iter() {
            let card = *self.card(c);
            if card.location == Location::Battleline {
                events[n] = (c, card.controller, card.fighting);
                n += 1;
            }
            self.leave_play(c, Location::Discard, Place::Top);
        }
        // Creatures that left play during their own "Destroyed:" ability
        // (returned to hand, ...) still count as destroyed.
        let mut moved = self.destroyed_elsewhere;
        self.destroyed_elsewhere = 0;
        while moved != 0 {
            let c = CardRef(moved.trailing_zeros() as u8);
            moved &= moved - 1;
            events[n] = (c, self.card(c).owner, CardRef::NONE);
            n += 1;
        }
        for &(card, controller, fighting) in &events[..n] {
            self.record_destroyed(controller);
            self.emit(Event::Destroyed {
                card,
                controller,
                fighting,
            });
        }
    }
}

/// Where legal choices are sent: a list, or a counter.
trait ChoiceSink {
    fn push(&mut self, c: Choice);
}

impl ChoiceSink for ChoiceList {
    #[inline]
    fn push(&mut self, c: Choice) {
        ChoiceList::push(self, c)
    }
}

/// Counts choices, keeping the first: enough to spot forced decisions
/// without filling a list.
struct FirstTwo {
    count: usize,
    first: Choice,
}

impl Default for FirstTwo {
    fn default() -> Self {
        FirstTwo {
            count: 0,
            first: Choice::Pass,
        }
    }
}

impl ChoiceSink for FirstTwo {
    #[inline]
    fn push(&mut self, c: Choice) {
        if self.count == 0 {
            self.first = c;
        }
        self.count += 1;
    }
}

//! Scenarios: declare both players' zones, act, and check the outcome.
//! Tests of rules and cards read like rulings with it. A test of a set's
//! cards starts from that set's pool (`scenario(house)` in each card crate
//! is `Scenario::new(crate::pool(), house)`):
//!
//! ```text
//! let mut t = scenario(House::Brobnar)
//!     .hand(A, &["Punch"])
//!     .battleline(B, &["Dust Pixie"])
//!     .start();
//! t.play("Punch");
//! assert_eq!(t.discard(B), ["Dust Pixie"]);
//! assert_eq!(t.amber(A), 1);
//! ```
//!
//! Player `A` is the active player, in step 3 with the given house, on turn
//! 3 (so the first-turn rule does not apply unless asked for). Cards are
//! named by title and taken from Call of the Archons when the title exists
//! there. Helpers panic with a readable message when an action is illegal:
//! they are for tests.

use keysim_facts::{self as cards, CardId, DeckList, House, Icons};

use crate::moves::Place;
use crate::state::{flag, Card, Game, Location, Phase};
use crate::KeyColor;
use crate::{Behavior, CardPool};
use crate::{CardRef, Choice, ChoiceList, DecisionKind, Flank, GameSetup, Player};

/// The expansion id of Call of the Archons, preferred for card names.
const COTA: u16 = 341;

/// The card a scenario names: by title (Call of the Archons' record when
/// the title exists there), or by `{slug}` for one record of several with
/// the same title (the halves of a gigantic creature).
fn card_id(name: &str) -> CardId {
    let found = match name.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
        Some(slug) => cards::by_slug(slug, None, None),
        None => cards::by_name(name, Some(COTA), None),
    };
    found.unwrap_or_else(|| panic!("scenario: no card named {name:?}"))
}

#[derive(Clone, Default)]
struct Side {
    hand: Vec<String>,
    battleline: Vec<String>,
    artifacts: Vec<String>,
    discard: Vec<String>,
    /// `None`: the default filler deck.
    deck: Option<Vec<String>>,
    archives: Vec<String>,
    purged: Vec<String>,
    upgrades: Vec<(String, String)>,
    /// Cards beneath cards in play: title, host, and whether faceup
    /// (grafted).
    beneath: Vec<(String, String, bool)>,
    amber: u8,
    keys: u8,
    chains: u8,
    houses: Option<[House; 3]>,
    token: Option<String>,
}

/// A board to set up: both players' zones and counters.
#[derive(Clone)]
pub struct Scenario {
    pool: &'static CardPool,
    behaviors: Vec<(String, &'static Behavior)>,
    sides: [Side; 2],
    house: House,
    turn: u16,
    seed: u64,
    ask_every_decision: bool,
    /// The tide: `Some(None)` in the game and neutral, `Some(Some(p))`
    /// high for `p`; `None` as the cards decide.
    tide: Option<Option<Player>>,
}

/// The card a deck is filled with when a scenario names none: an action
/// with no ability but its Æmber bonus, so ending a turn draws cards that
/// do nothing instead of reshuffling an empty deck.
pub const FILLER: &str = "Virtuous Works";

/// How many filler cards a deck gets when a scenario names none: enough for
/// a few turns of drawing up to six.
pub const FILLER_CARDS: usize = 12;

impl Scenario {
    /// A board where player A is in step 3 with `house` active, its cards
    /// behaving as `pool` has them.
    pub fn new(pool: &'static CardPool, house: House) -> Scenario {
        Scenario {
            pool,
            behaviors: Vec::new(),
            sides: [Side::default(), Side::default()],
            house,
            turn: 3,
            seed: 7,
            ask_every_decision: false,
            tide: None,
        }
    }

    fn side(mut self, p: Player, f: impl FnOnce(&mut Side)) -> Self {
        f(&mut self.sides[p.index()]);
        self
    }

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    /// The token creature type of `p`'s deck (what
    /// [`Game::make_token`] makes).
    pub fn token(self, p: Player, card: &str) -> Self {
        self.side(p, |s| s.token = Some(card.to_string()))
    }
    /// Cards in `p`'s hand.
    pub fn hand(self, p: Player, cards: &[&str]) -> Self {
        self.side(p, |s| s.hand = Self::names(cards))
    }
    /// Creatures in `p`'s battleline, left to right (ready).
    pub fn battleline(self, p: Player, cards: &[&str]) -> Self {
        self.side(p, |s| s.battleline = Self::names(cards))
    }
    /// Artifacts `p` controls (ready).
    pub fn artifacts(self, p: Player, cards: &[&str]) -> Self {
        self.side(p, |s| s.artifacts = Self::names(cards))
    }
    /// `p`'s discard pile, bottom first.
    pub fn discard(self, p: Player, cards: &[&str]) -> Self {
        self.side(p, |s| s.discard = Self::names(cards))
    }
    /// `p`'s deck, top card FIRST, and nothing else (without it, the deck
    /// is [`FILLER_CARDS`] copies of [`FILLER`]).
    pub fn deck(self, p: Player, cards: &[&str]) -> Self {
        self.side(p, |s| s.deck = Some(Self::names(cards)))
    }
    /// `p`'s archives.
    pub fn archives(self, p: Player, cards: &[&str]) -> Self {
        self.side(p, |s| s.archives = Self::names(cards))
    }
    /// Cards `p` owns that are purged.
    pub fn purged(self, p: Player, cards: &[&str]) -> Self {
        self.side(p, |s| s.purged = Self::names(cards))
    }
    /// A card `p` owns, facedown beneath the named card in play (`p`'s own
    /// if `p` has one of that name, else the opponent's).
    pub fn beneath(self, p: Player, card: &str, host: &str) -> Self {
        self.side(p, |s| s.beneath.push((card.into(), host.into(), false)))
    }
    /// A card `p` owns, grafted onto the named card in play (faceup
    /// beneath it; `p`'s own if `p` has one of that name, else the
    /// opponent's).
    pub fn grafted(self, p: Player, card: &str, host: &str) -> Self {
        self.side(p, |s| s.beneath.push((card.into(), host.into(), true)))
    }
    /// Stop at every decision, even one with a single legal answer (which
    /// the engine otherwise answers by itself), so a test can check that it
    /// was asked and of whom.
    pub fn ask_every_decision(mut self) -> Self {
        self.ask_every_decision = true;
        self
    }
    /// An upgrade `p` controls, attached to the named creature in play:
    /// `p`'s own if `p` has one of that name, else the opponent's (or, with
    /// no creature of that name, to the named artifact likewise).
    pub fn upgrade(self, p: Player, upgrade: &str, host: &str) -> Self {
        self.side(p, |s| s.upgrades.push((upgrade.into(), host.into())))
    }
    /// `p`'s Æmber pool.
    pub fn amber(self, p: Player, n: u8) -> Self {
        self.side(p, |s| s.amber = n)
    }
    /// `p`'s forged keys.
    pub fn keys(self, p: Player, n: u8) -> Self {
        self.side(p, |s| s.keys = n)
    }
    /// `p`'s chains.
    pub fn chains(self, p: Player, n: u8) -> Self {
        self.side(p, |s| s.chains = n)
    }
    /// `p`'s identity houses (default: the active house plus two others).
    pub fn houses(self, p: Player, h: [House; 3]) -> Self {
        self.side(p, |s| s.houses = Some(h))
    }
    /// The turn number (1 makes the first-turn rule apply).
    pub fn turn(mut self, turn: u16) -> Self {
        self.turn = turn;
        self
    }
    /// The card named `name` behaves as `behavior` in this game (for
    /// tests of the engine's hooks, which give a real card a hand-built
    /// behaviour).
    pub fn behavior(mut self, name: &str, behavior: &'static Behavior) -> Self {
        self.behaviors.push((name.into(), behavior));
        self
    }
    /// The game has the tide, neutral (as with a Dark Tidings deck).
    pub fn tide(mut self) -> Self {
        self.tide = Some(None);
        self
    }
    /// The game has the tide, high for `p` (low for their opponent).
    pub fn tide_high(mut self, p: Player) -> Self {
        self.tide = Some(Some(p));
        self
    }
    /// The seed of the game's random generator.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Builds the game: A is active, in step 3.
    pub fn start(self) -> Test {
        let empty = DeckList {
            name: "scenario".into(),
            houses: [House::Brobnar, House::Dis, House::Logos],
            ..DeckList::default()
        };
        let mut setup = GameSetup::new(empty.clone(), empty, self.seed);
        setup.first_player = Some(Player::A);
        let pool = if self.behaviors.is_empty() {
            self.pool
        } else {
            let mut pool = self.pool.clone();
            for (name, b) in &self.behaviors {
                pool = pool.with_behavior(card_id(name), b);
            }
            // A test's own pool lives as long as the test process: the game
            // keeps a `'static` reference to its pool.
            &*Box::leak(Box::new(pool))
        };
        let mut g = Game::new(&setup, pool).expect("empty scenario decks");
        for p in Player::BOTH {
            let s = &self.sides[p.index()];
            let default_houses = {
                let others: Vec<House> = [House::Brobnar, House::Dis, House::Logos, House::Sanctum]
                    .into_iter()
                    .filter(|&h| h != self.house)
                    .collect();
                [self.house, others[0], others[1]]
            };
            let ps = g.player_mut(p);
            ps.houses = s.houses.unwrap_or(default_houses);
            ps.amber = s.amber;
            ps.keys = s.keys;
            ps.forged = KeyColor::ALL[..s.keys.min(3) as usize]
                .iter()
                .fold(0, |m, c| m | c.bit());
            ps.chains = s.chains;
            ps.token = s.token.as_deref().map(card_id);
            if let Some(token) = ps.token {
                let facts = g.pool.game_facts(token);
                g.add_game_facts(facts);
            }
            let add = |g: &mut Game, name: &str, to: Location| add_card(g, p, name, to);
            for n in &s.hand {
                add(&mut g, n, Location::Hand);
            }
            for n in &s.battleline {
                add(&mut g, n, Location::Battleline);
            }
            for n in &s.artifacts {
                add(&mut g, n, Location::Artifacts);
            }
            for n in &s.discard {
                add(&mut g, n, Location::Discard);
            }
            let filler = vec![FILLER.to_string(); FILLER_CARDS];
            for n in s.deck.as_ref().unwrap_or(&filler).iter().rev() {
                add(&mut g, n, Location::Deck);
            }
            for n in &s.archives {
                add(&mut g, n, Location::Archives);
            }
            for n in &s.purged {
                add(&mut g, n, Location::Purged);
            }
        }
        // Upgrades once both battlelines exist: a player's upgrade may be
        // on an enemy creature.
        for p in Player::BOTH {
            for (u, host) in &self.sides[p.index()].upgrades {
                let want = card_id(host).def().name;
                let sides = [p, p.opponent()];
                let h = sides
                    .into_iter()
                    .flat_map(|q| g.creatures(q).iter().copied())
                    .chain(sides.into_iter().flat_map(|q| g.player(q).artifacts.iter()))
                    .find(|&c| g.def(c).name == want)
                    .unwrap_or_else(|| panic!("scenario: no card {host:?} in play for {u:?}"));
                let c = add_card(&mut g, p, u, Location::Attached);
                g.card_mut(c).host = h;
            }
        }
        for p in Player::BOTH {
            for (card, host, faceup) in &self.sides[p.index()].beneath {
                let want = card_id(host).def().name;
                let h = [p, p.opponent()]
                    .into_iter()
                    .flat_map(|q| {
                        let qs = g.player(q);
                        qs.battleline.iter().chain(qs.artifacts.iter())
                    })
                    .find(|&c| g.def(c).name == want)
                    .unwrap_or_else(|| panic!("scenario: no card {host:?} in play for {card:?}"));
                let c = add_card(&mut g, p, card, Location::Limbo);
                if *faceup {
                    g.graft(c, h);
                } else {
                    g.put_beneath(c, h);
                }
            }
        }
        // Cards dealt to hands and archives are unseen by the opponent, as
        // in a real game.
        g.known = [0; 2];
        g.ask_every_decision = self.ask_every_decision;
        if let Some(high_for) = self.tide {
            g.tide.in_game = true;
            g.tide.high_for = high_for;
        }
        g.active = Player::A;
        g.first_player = Player::A;
        g.turn = self.turn;
        g.phase = Phase::Main;
        g.active_house = Some(self.house);
        g.power_dirty = true;
        g.pending = g.waiting();
        Test { g }
    }
}

/// Adds a card named `name`, owned and held by `p`, to the game in `to`.
fn add_card(g: &mut Game, p: Player, name: &str, to: Location) -> CardRef {
    let id = card_id(name);
    let c = CardRef(g.card_count);
    g.card_count += 1;
    g.cards[c.index()] = Card {
        def: id,
        printed: id,
        house: id.def().house,
        deck_house: id.def().house,
        owner: p,
        controller: p,
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
        assigned_damage: 0,
        counters: 0,
    };
    g.facts.record(c, id, g.pool);
    g.add_game_facts(g.pool.game_facts(id));
    g.put(c, to, p, Place::Top);
    c
}

/// A game under test, with helpers that name cards by title.
#[derive(Clone, Debug)]
pub struct Test {
    /// The game.
    pub g: Game,
}

impl Test {
    /// The legal choices now.
    pub fn choices(&self) -> Vec<Choice> {
        let mut l = ChoiceList::new();
        self.g.legal_choices(&mut l);
        l.to_vec()
    }

    /// Applies a choice, panicking with the legal ones if it is illegal.
    pub fn apply(&mut self, c: Choice) {
        if self.g.apply(c).is_err() {
            panic!(
                "illegal {c:?} at {:?}; legal: {:?}",
                self.g.decision(),
                self.named_choices()
            );
        }
    }

    fn named_choices(&self) -> Vec<String> {
        self.choices()
            .into_iter()
            .map(|c| match c {
                Choice::Play(x)
                | Choice::Discard(x)
                | Choice::Reap(x)
                | Choice::Fight(x)
                | Choice::Action(x)
                | Choice::Omni(x)
                | Choice::RemoveStun(x)
                | Choice::ReturnFromDiscard(x)
                | Choice::Target(x)
                | Choice::Trigger(x) => format!("{c:?}={}", self.g.def(x).name),
                other => format!("{other:?}"),
            })
            .collect()
    }

    /// Whether `c` is legal now.
    pub fn is_legal(&self, c: Choice) -> bool {
        self.choices().contains(&c)
    }

    /// The first card named `name` that appears in a legal choice matching
    /// `pick`, else the first card of that name anywhere.
    fn pick(&self, name: &str, pick: fn(Choice) -> Option<CardRef>) -> CardRef {
        let want = card_id(name).def().name;
        for c in self.choices() {
            if let Some(x) = pick(c) {
                if self.g.def(x).name == want {
                    return x;
                }
            }
        }
        panic!(
            "no legal choice with {name:?} at {:?}; legal: {:?}",
            self.g.decision(),
            self.named_choices()
        )
    }

    /// The first card named `name` (battlelines, artifacts, hands, discard
    /// piles, archives, decks, purged; A's zones before B's).
    pub fn find(&self, name: &str) -> CardRef {
        self.find_all(name)
            .into_iter()
            .next()
            .unwrap_or_else(|| panic!("no card named {name:?} in the game"))
    }

    /// Every card named `name`.
    pub fn find_all(&self, name: &str) -> Vec<CardRef> {
        let want = card_id(name).def().name;
        let order = [
            Location::Battleline,
            Location::Artifacts,
            Location::Attached,
            Location::Hand,
            Location::Discard,
            Location::Archives,
            Location::Deck,
            Location::Purged,
            Location::Beneath,
            Location::Joined,
            Location::Limbo,
        ];
        let mut out = Vec::new();
        for loc in order {
            for c in self.g.all_cards() {
                if self.g.card(c).location == loc && self.g.def(c).name == want {
                    out.push(c);
                }
            }
        }
        out
    }

    /// Plays the named card from A's hand (the active player's).
    pub fn play(&mut self, name: &str) {
        let c = self.pick(name, |c| match c {
            Choice::Play(x) => Some(x),
            _ => None,
        });
        self.apply(Choice::Play(c));
    }

    /// Discards the named card from the active player's hand.
    pub fn discard_card(&mut self, name: &str) {
        let c = self.pick(name, |c| match c {
            Choice::Discard(x) => Some(x),
            _ => None,
        });
        self.apply(Choice::Discard(c));
    }

    /// Returns the named card from the active player's discard pile to
    /// their hand, by its own permission.
    pub fn return_from_discard(&mut self, name: &str) {
        let c = self.pick(name, |c| match c {
            Choice::ReturnFromDiscard(x) => Some(x),
            _ => None,
        });
        self.apply(Choice::ReturnFromDiscard(c));
    }

    /// Reaps with the named creature.
    pub fn reap(&mut self, name: &str) {
        let c = self.pick(name, |c| match c {
            Choice::Reap(x) => Some(x),
            _ => None,
        });
        self.apply(Choice::Reap(c));
    }

    /// Fights `defender` with `attacker`.
    pub fn fight(&mut self, attacker: &str, defender: &str) {
        let a = self.pick(attacker, |c| match c {
            Choice::Fight(x) => Some(x),
            _ => None,
        });
        self.apply(Choice::Fight(a));
        if self.waiting_for_defender() {
            self.choose(defender);
        }
    }

    fn waiting_for_defender(&self) -> bool {
        matches!(
            self.g.decision().map(|d| d.kind),
            Some(DecisionKind::Defender { .. })
        )
    }

    /// Uses the named card's "Action:" ability.
    pub fn action(&mut self, name: &str) {
        let c = self.pick(name, |c| match c {
            Choice::Action(x) => Some(x),
            _ => None,
        });
        self.apply(Choice::Action(c));
    }

    /// Uses the named stunned creature to remove its stun.
    pub fn remove_stun(&mut self, name: &str) {
        let c = self.pick(name, |c| match c {
            Choice::RemoveStun(x) => Some(x),
            _ => None,
        });
        self.apply(Choice::RemoveStun(c));
    }

    /// Chooses the named card as the target (the first legal one of that
    /// name).
    pub fn choose(&mut self, name: &str) {
        let c = self.pick(name, |c| match c {
            Choice::Target(x) | Choice::Trigger(x) => Some(x),
            _ => None,
        });
        let choice = if self.is_legal(Choice::Target(c)) {
            Choice::Target(c)
        } else {
            Choice::Trigger(c)
        };
        self.apply(choice);
    }

    /// Chooses a specific card as the target.
    pub fn choose_card(&mut self, c: CardRef) {
        self.apply(Choice::Target(c));
    }

    /// Chooses a house for an ability ("choose a house").
    pub fn choose_house(&mut self, h: House) {
        self.apply(Choice::ChooseHouse(h));
    }

    /// Names the title `name` for an ability ("name a card").
    pub fn name_card(&mut self, name: &str) {
        let want = card_id(name).def().name;
        let named = self.choices().into_iter().find(|&c| match c {
            Choice::NameCard(i) => self.g.offered_name(i).map(|id| id.def().name) == Some(want),
            _ => false,
        });
        match named {
            Some(c) => self.apply(c),
            None => panic!("{name:?} is not a name offered at {:?}", self.g.decision()),
        }
    }

    /// Answers "may" with yes.
    pub fn yes(&mut self) {
        self.apply(Choice::Option(1));
    }

    /// Answers "may" with no.
    pub fn no(&mut self) {
        self.apply(Choice::Option(0));
    }

    /// Chooses option `i` of "choose one" (the mode's index) or the
    /// number `i` of "choose a number".
    pub fn choose_option(&mut self, i: u8) {
        self.apply(Choice::Option(i));
    }

    /// Declines an optional effect.
    pub fn pass(&mut self) {
        self.apply(Choice::Pass);
    }

    /// Puts the creature being played on a flank.
    pub fn flank(&mut self, f: Flank) {
        self.apply(Choice::Flank(f));
    }

    /// Ends the active player's turn.
    pub fn end_turn(&mut self) {
        self.apply(Choice::EndTurn);
    }

    /// Whether the game waits for a target (or trigger order) decision.
    pub fn asks_target(&self) -> bool {
        matches!(
            self.g.decision().map(|d| d.kind),
            Some(DecisionKind::Target { .. } | DecisionKind::TriggerOrder)
        )
    }

    // ----- Reading the board ---------------------------------------------

    /// `p`'s Æmber pool.
    pub fn amber(&self, p: Player) -> u8 {
        self.g.player(p).amber
    }
    /// `p`'s forged keys.
    pub fn keys(&self, p: Player) -> u8 {
        self.g.player(p).keys
    }
    fn names_of(&self, cards: &[CardRef]) -> Vec<&'static str> {
        cards.iter().map(|&c| self.g.def(c).name).collect()
    }
    /// Titles in `p`'s hand, in order.
    pub fn hand_of(&self, p: Player) -> Vec<&'static str> {
        self.names_of(self.g.player(p).hand.as_slice())
    }
    /// Titles in `p`'s battleline, left to right.
    pub fn line(&self, p: Player) -> Vec<&'static str> {
        self.names_of(self.g.player(p).battleline.as_slice())
    }
    /// Titles in `p`'s discard pile, bottom first.
    pub fn discard(&self, p: Player) -> Vec<&'static str> {
        self.names_of(self.g.player(p).discard.as_slice())
    }
    /// Titles in `p`'s deck, top first.
    pub fn deck_of(&self, p: Player) -> Vec<&'static str> {
        let mut v = self.names_of(self.g.player(p).deck.as_slice());
        v.reverse();
        v
    }
    /// Titles in `p`'s archives.
    pub fn archives_of(&self, p: Player) -> Vec<&'static str> {
        self.names_of(self.g.player(p).archives.as_slice())
    }
    /// Titles of `p`'s purged cards.
    pub fn purged(&self, p: Player) -> Vec<&'static str> {
        self.names_of(self.g.player(p).purged.as_slice())
    }
    /// Titles of the cards beneath the named card in play.
    pub fn beneath_of(&self, host: &str) -> Vec<&'static str> {
        let h = self.find(host);
        let under: Vec<CardRef> = self.g.cards_beneath(h).collect();
        self.names_of(&under)
    }
    /// Titles of `p`'s artifacts.
    pub fn artifacts_of(&self, p: Player) -> Vec<&'static str> {
        self.names_of(self.g.player(p).artifacts.as_slice())
    }
    /// The state of the first card named `name`.
    pub fn card(&self, name: &str) -> &Card {
        self.g.card(self.find(name))
    }
    /// Damage on the first creature named `name`.
    pub fn damage(&self, name: &str) -> u8 {
        self.card(name).damage
    }
    /// Æmber on the first creature named `name`.
    pub fn amber_on(&self, name: &str) -> u8 {
        self.card(name).amber
    }
    /// Current power of the first creature named `name`.
    pub fn power(&self, name: &str) -> i32 {
        self.g.power(self.find(name))
    }
    /// Current armor of the first creature named `name`.
    pub fn armor(&self, name: &str) -> i32 {
        self.g.armor(self.find(name))
    }
    /// Whether the first card named `name` is stunned.
    pub fn stunned(&self, name: &str) -> bool {
        self.card(name).is_stunned()
    }
    /// Whether the first card named `name` is exhausted.
    pub fn exhausted(&self, name: &str) -> bool {
        self.card(name).has(flag::EXHAUSTED)
    }
    /// Where the first card named `name` is.
    pub fn location(&self, name: &str) -> Location {
        self.card(name).location
    }
    /// `p`'s counters, to change directly (Æmber, keys forged last turn).
    pub fn player_mut(&mut self, p: Player) -> &mut crate::PlayerState {
        self.g.player_mut(p)
    }
    /// What happened this turn, to change directly.
    pub fn turn_history_mut(&mut self) -> &mut crate::TurnHistory {
        &mut self.g.turn_history
    }
    /// What happened this game, to change directly.
    pub fn game_history_mut(&mut self) -> &mut crate::GameHistory {
        &mut self.g.game_history
    }
    /// Runs the game on to its next decision (after a change made
    /// directly).
    pub fn advance(&mut self) {
        self.g.advance();
    }
    /// Counts a use of card `c`'s title this turn (the rule of six).
    pub fn count_title_use(&mut self, c: CardRef) {
        self.g.count_title_use(c);
    }
    /// Records card `c`'s facts as those of card `id` directly, bypassing
    /// the engine (to test that the bookkeeping check finds a wrong record).
    pub fn record_facts(&mut self, c: CardRef, id: CardId) {
        self.g.facts.record(c, id, self.g.pool);
    }
    /// Sets the named card's exhausted state.
    pub fn set_exhausted(&mut self, name: &str, on: bool) {
        let c = self.find(name);
        self.g.card_mut(c).set(flag::EXHAUSTED, on);
    }
    /// Puts damage on the named creature directly.
    pub fn set_damage(&mut self, name: &str, n: u8) {
        let c = self.find(name);
        self.g.card_mut(c).damage = n;
        self.g.power_dirty = true;
    }
    /// Stuns the named creature directly.
    pub fn set_stunned(&mut self, name: &str) {
        let c = self.find(name);
        self.g.card_mut(c).set(flag::STUNNED, true);
    }
    /// Wards the named creature directly.
    pub fn set_ward(&mut self, name: &str) {
        let c = self.find(name);
        self.g.card_mut(c).set(flag::WARD, true);
    }
    /// Enrages the named creature directly.
    pub fn set_enraged(&mut self, name: &str) {
        let c = self.find(name);
        self.g.card_mut(c).set(flag::ENRAGE, true);
    }
    /// Puts Æmber on the named creature directly.
    pub fn set_amber_on(&mut self, name: &str, n: u8) {
        let c = self.find(name);
        self.g.card_mut(c).amber = n;
    }
    /// Sets the enhancement icons of the named card.
    pub fn set_icons(&mut self, name: &str, icons: Icons) {
        let c = self.find(name);
        self.g.card_mut(c).icons = icons;
    }
    /// Makes the named card a maverick of `house`.
    pub fn set_house(&mut self, name: &str, house: House) {
        let c = self.find(name);
        let card = self.g.card_mut(c);
        card.house = house;
        card.deck_house = house;
    }
}

//! Starting a game: the setup to validate, the seeds, chains at setup, and
//! opening hands.

use super::rng::GameRng;
use rand::Rng;

use super::ability::{Expiry, QUERY_CLASSES};
use super::history::{GameHistory, TurnHistory};
use super::ids::{CardRef, Player};
use super::pool::CardPool;
use super::state::{
    Card, CardFacts, Game, Location, Phase, PlayerState, Task, MAX_CARDS, MAX_LASTING, MAX_OWNED,
    MAX_TASKS,
};
use keysim_facts::DeckList;
use keysim_facts::Icons;

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
    /// A copy has a house bonus icon, which the engine does not play yet
    /// (the card would not belong to that house): refused rather than
    /// played as another game.
    HouseIcon { player: Player, card: &'static str },
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
            SetupError::HouseIcon { player, card } => write!(
                f,
                "player {player}'s \"{card}\" has a house bonus icon; keysim does not play \
                 house icons yet"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

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
    def: keysim_facts::CardId(0),
    printed: keysim_facts::CardId(0),
    house: keysim_facts::House::Neutral,
    deck_house: keysim_facts::House::Neutral,
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
    assigned_damage: 0,
    counters: 0,
};

impl Game {
    /// Starts a game: shuffles both decks (each with its own stream of the
    /// seed, so a deck's order does not depend on its seat), picks the first
    /// player, draws opening hands with chains applied, and stops at the
    /// first mulligan decision. The cards behave as `pool` says (the card
    /// layer's pool is `keysim_facts::pool()`).
    ///
    /// # Errors
    /// [`SetupError`] if a deck is larger than a game can hold or the chains
    /// are off the table.
    pub fn new(setup: &GameSetup, pool: &'static CardPool) -> Result<Game, SetupError> {
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
            forged: 0,
            chains: 0,
            houses: [keysim_facts::House::Neutral; 3],
            keys_forged_last_turn: 0,
            token: None,
        };
        let mut g = Game {
            pool,
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
            title_uses: [(keysim_facts::CardId(0), 0); super::state::MAX_TITLES_PER_TURN],
            title_use_count: 0,
            title_at_six: false,
            pending: None,
            lasting: [super::ability::LastingEffect {
                source_def: keysim_facts::CardId(0),
                source: CardRef::NONE,
                controller: Player::A,
                expiry: Expiry::EndOfTurn,
                subject: CardRef::NONE,
                value: 0,
            }; MAX_LASTING],
            lasting_count: 0,
            lasting_queries: 0,
            lasting_heard: 0,
            lasting_grants: false,
            answered_classes: 0,
            work_since_decision: 0,
            stack: [Task::Destruction; MAX_TASKS],
            stack_len: 0,
            outcome: None,
            modifiers: [0; QUERY_CLASSES],
            destroyed_elsewhere: [0; 2],
            destroyed: 0,
            rival_damage: 0,
            tagged: 0,
            power_dirty: false,
            ask_every_decision: false,
            key_colors_matter: false,
            key_color_wanted: None,
            tide: Default::default(),
            facedown: 0,
            tokens_made: 0,
            names: Default::default(),
            discard_reactions_possible: false,
            versatile_possible: false,
            scrap_possible: false,
            discard_returns_possible: false,
            draw_replacements_possible: false,
            type_changes_possible: false,
            extra_turn: None,
            reactors: 0,
            discard_reactors: 0,
            heard: 0,
            conditioned: 0,
            forge_banks: 0,
            fresh_damage: 0,
            dealing: CardRef::NONE,
            grantors: 0,
            animating: 0,
            mineralized: 0,
            granted_when_tagged: 0,
            beneath: 0,
            known: [0; 2],
            attached: 0,
            used: 0,
            renewing: 0,
            rng: GameRng::seed_from_u64(mix_seed(setup.seed, 3)),
        };
        let mut game_facts = 0;
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
            // A deck of Dark Tidings (its cards are that set's printings)
            // brings the tide.
            g.tide.in_game |= deck
                .cards
                .first()
                .is_some_and(|dc| dc.def().expansion == super::tide::DARK_TIDINGS_EXPANSION);
            g.player_mut(p).token = deck.token;
            if let Some(token) = deck.token {
                game_facts |= pool.game_facts(token);
            }
            g.player_mut(p).chains = chains;
            for dc in &deck.cards {
                if dc.house_icons != 0 {
                    return Err(SetupError::HouseIcon {
                        player: p,
                        card: dc.def().name,
                    });
                }
                let c = CardRef(g.card_count);
                g.card_count += 1;
                g.cards[c.index()] = Card {
                    def: dc.card,
                    printed: dc.card,
                    house: dc.house,
                    deck_house: dc.house,
                    owner: p,
                    controller: p,
                    location: Location::Deck,
                    icons: dc.enhancements,
                    ..BLANK_CARD
                };
                g.facts.record(c, dc.card, pool);
                game_facts |= pool.game_facts(dc.card);
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
        g.add_game_facts(game_facts);
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
    pub(super) fn refill_to(&mut self, p: Player, n: usize) {
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
}

#[cfg(test)]
mod tests {
    use super::{GameSetup, SetupError};
    use crate::{CardPool, Game, Player};
    use keysim_facts::{by_slug, DeckCard, DeckList, House};

    #[test]
    fn a_house_icon_is_refused_rather_than_played_as_another_game() {
        let punch = by_slug("punch", Some(341), None).unwrap();
        let deck = |icon: bool| {
            let copy = DeckCard::new(punch);
            DeckList {
                name: "d".into(),
                houses: [House::Brobnar, House::Dis, House::Logos],
                cards: vec![
                    if icon {
                        copy.with_house_icon(House::Dis)
                    } else {
                        copy
                    };
                    36
                ],
                ..DeckList::default()
            }
        };
        let pool: &'static CardPool = Box::leak(Box::new(CardPool::from_lookup(|_| None)));
        let plain = GameSetup::new(deck(false), deck(false), 1);
        assert!(Game::new(&plain, pool).is_ok());
        let iconed = GameSetup::new(deck(false), deck(true), 1);
        assert_eq!(
            Game::new(&iconed, pool).err(),
            Some(SetupError::HouseIcon {
                player: Player::B,
                card: "Punch"
            })
        );
    }
}

//! A human-readable game log.
//!
//! The engine knows nothing of logging: a [`GameLog`] is fed the game as it
//! stood before each choice and the choice made ([`GameLog::record`]), and
//! works out what happened by comparing successive states (Æmber and keys
//! gained or lost, cards leaving play, keys forged at the start of a turn).
//! A game played without a log pays nothing for it.
//!
//! The log has one line per turn, then a line with both players' Æmber and
//! keys:
//!
//! ```text
//! Turn 3 — A (Radiant Argus the Supreme): forges a key (6 Æmber); chooses Logos; plays Punch → Dust Pixie (+1 Æmber; Dust Pixie destroyed); reaps with Doc Bookton (+1 Æmber); ends turn — Æmber 4, keys 1, CHECK!
//!          A 4 Æmber, 1 key · B 2 Æmber, 0 keys
//! ```

use std::fmt::Write as _;

use keysim_agents::{next_choice, Agent};
use keysim_engine::{
    CardRef, Choice, ChoiceList, DecisionKind, Flank, ForfeitReason, Game, GameSetup, Location,
    OptionSpec, Outcome, Player, MAX_CARDS,
};

/// What the log remembers of a state, to compare with the next one.
#[derive(Clone, Copy, Debug)]
struct Snapshot {
    turn: u16,
    active: Player,
    amber: [u8; 2],
    keys: [u8; 2],
    /// Cards in play, as a bit set of card indices.
    in_play: u128,
    /// Whether the active player could forge a key next turn.
    check: bool,
}

impl Snapshot {
    fn of(g: &Game) -> Snapshot {
        let mut in_play = 0u128;
        for c in g.all_cards() {
            if g.card(c).location.in_play() {
                in_play |= 1u128 << c.index();
            }
        }
        let active = g.active_player();
        Snapshot {
            turn: g.turn(),
            active,
            amber: [g.player(Player::A).amber, g.player(Player::B).amber],
            keys: [g.player(Player::A).keys, g.player(Player::B).keys],
            in_play,
            check: g.check(active),
        }
    }
}

/// One thing a player did during a turn, with what it caused.
#[derive(Clone, Debug, Default)]
struct Item {
    text: String,
    /// The card the item is about (abilities' targets are appended to it).
    source: Option<CardRef>,
    /// Æmber gained (or lost) by each player while it resolved.
    amber: [i32; 2],
    /// Keys forged while it resolved.
    keys: [i32; 2],
    /// Cards that left play, described ("Dust Pixie destroyed").
    gone: Vec<String>,
}

/// A game log under construction. Feed it every choice with
/// [`GameLog::record`], then take the text with [`GameLog::finish`].
#[derive(Clone, Debug)]
pub struct GameLog {
    names: [String; 2],
    out: String,
    /// The setup decisions (mulligans).
    setup: Vec<String>,
    /// The turn being written (0 before the first turn).
    turn: u16,
    active: Player,
    items: Vec<Item>,
    /// A fight whose defender has not been chosen yet (index in `items`).
    fight_pending: Option<usize>,
    prev: Option<Snapshot>,
    /// The state when the active player ended their turn.
    end: Option<Snapshot>,
}

fn plural(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

impl GameLog {
    /// A log for a game between decks named `names` (deck A, deck B).
    pub fn new(names: [&str; 2]) -> GameLog {
        GameLog {
            names: [names[0].to_string(), names[1].to_string()],
            out: String::new(),
            setup: Vec::new(),
            turn: 0,
            active: Player::A,
            items: Vec::new(),
            fight_pending: None,
            prev: None,
            end: None,
        }
    }

    /// A log for the game `setup` starts.
    pub fn for_setup(setup: &GameSetup) -> GameLog {
        GameLog::new([&setup.decks[0].name, &setup.decks[1].name])
    }

    fn who(&self, p: Player) -> String {
        format!("{p} ({})", self.names[p.index()])
    }

    fn name(g: &Game, c: CardRef) -> &'static str {
        g.def(c).name
    }

    /// How an answer to "may", "choose one" or "choose a number" reads.
    fn option_label(g: &Game, i: u8) -> String {
        match g.pending_options() {
            Some(OptionSpec::May) => (if i == 1 { "yes" } else { "no" }).to_string(),
            Some(OptionSpec::Modes(labels)) => {
                labels.get(i as usize).copied().unwrap_or("?").to_string()
            }
            _ => i.to_string(),
        }
    }

    /// Records that `choice` is about to be applied to `before`.
    pub fn record(&mut self, before: &Game, choice: Choice) {
        self.catch_up(before);
        let Some(d) = before.decision() else { return };
        let p = d.player;
        match d.kind {
            DecisionKind::Mulligan => {
                let what = if choice == Choice::Mulligan {
                    "mulligans"
                } else {
                    "keeps"
                };
                self.setup.push(format!("{p} {what}"));
            }
            DecisionKind::House => {
                if let Choice::House(h) = choice {
                    self.push(format!("chooses {h}"), None);
                }
            }
            DecisionKind::Archives => {
                let n = before.player(p).archives.len();
                if choice == Choice::PickUpArchives {
                    let cards = if n == 1 { "card" } else { "cards" };
                    self.push(format!("picks up archives ({n} {cards})"), None);
                } else if let Choice::Target(c) = choice {
                    let name = Self::name(before, c);
                    self.push(format!("picks up {name} from archives"), None);
                } else {
                    self.push("leaves archives".to_string(), None);
                }
            }
            DecisionKind::Main | DecisionKind::Use { .. } => self.main_choice(before, choice),
            DecisionKind::Placement { card } => {
                let controller = before.card(card).controller;
                let crowded = !before.player(controller).battleline.is_empty();
                let text = match choice {
                    Choice::Flank(Flank::Left) if crowded => Some(" on the left flank".into()),
                    Choice::Flank(Flank::Right) if crowded => Some(" on the right flank".into()),
                    Choice::Position(i) => Some(format!(" at position {}", i as usize + 1)),
                    _ => None,
                };
                match self.items.last_mut() {
                    Some(it) if it.source == Some(card) => {
                        if let Some(t) = text {
                            it.text.push_str(&t);
                        }
                    }
                    // Put into play by another card (e.g. played from the
                    // top of the deck).
                    _ => {
                        let t = format!(
                            "plays {}{}",
                            Self::name(before, card),
                            text.unwrap_or_default()
                        );
                        self.push(t, Some(card));
                    }
                }
            }
            DecisionKind::UpgradeHost { upgrade } => {
                if let Choice::Target(host) = choice {
                    let t = format!(" on {}", Self::name(before, host));
                    match self.items.last_mut() {
                        Some(it) if it.source == Some(upgrade) => it.text.push_str(&t),
                        _ => {
                            let t = format!("plays {}{t}", Self::name(before, upgrade));
                            self.push(t, Some(upgrade));
                        }
                    }
                }
            }
            DecisionKind::Defender { attacker } => {
                if let Choice::Target(def) = choice {
                    let text = format!(
                        "fights {} with {}",
                        Self::name(before, def),
                        Self::name(before, attacker)
                    );
                    match self.fight_pending.take() {
                        Some(i) if i < self.items.len() => self.items[i].text = text,
                        _ => self.push(text, Some(attacker)),
                    }
                }
            }
            DecisionKind::Target { source } => {
                let t = match choice {
                    Choice::Target(t) => format!(" → {}", Self::name(before, t)),
                    Choice::ChooseHouse(h) => format!(" → {h}"),
                    Choice::NameCard(i) => format!(
                        " → names {}",
                        before.offered_name(i).map_or("?", |id| id.def().name)
                    ),
                    Choice::Option(i) => format!(" → {}", Self::option_label(before, i)),
                    _ => " → nothing".to_string(),
                };
                self.append(source, &t, before);
            }
            DecisionKind::TriggerOrder => {
                if let Choice::Trigger(c) = choice {
                    self.push(format!("resolves {} first", Self::name(before, c)), Some(c));
                }
            }
        }
        if choice == Choice::EndTurn {
            self.end = Some(Snapshot::of(before));
        }
    }

    fn main_choice(&mut self, g: &Game, choice: Choice) {
        let n = |c| Self::name(g, c);
        match choice {
            Choice::Play(c) => self.push(format!("plays {}", n(c)), Some(c)),
            Choice::Discard(c) => self.push(format!("discards {}", n(c)), Some(c)),
            Choice::Reap(c) => self.push(format!("reaps with {}", n(c)), Some(c)),
            Choice::Fight(c) => {
                // The engine picks the defender itself when only one
                // creature can be fought; otherwise it asks next.
                let enemy = g.card(c).controller.opponent();
                let mut defenders = g
                    .player(enemy)
                    .battleline
                    .iter()
                    .filter(|&d| g.can_be_fought(c, d));
                match (defenders.next(), defenders.next()) {
                    (Some(d), None) => {
                        self.push(format!("fights {} with {}", n(d), n(c)), Some(c));
                    }
                    _ => {
                        self.push(format!("fights with {}", n(c)), Some(c));
                        self.fight_pending = Some(self.items.len() - 1);
                    }
                }
            }
            Choice::Action(c) => self.push(format!("uses {}", n(c)), Some(c)),
            Choice::Omni(c) => self.push(format!("uses {} (omni)", n(c)), Some(c)),
            Choice::RemoveStun(c) => self.push(format!("unstuns {}", n(c)), Some(c)),
            Choice::EndTurn => self.push("ends turn".to_string(), None),
            Choice::RaiseTide => self.push("raises the tide (3 chains)".to_string(), None),
            Choice::ReturnFromDiscard(c) => {
                self.push(format!("returns {} from the discard pile", n(c)), Some(c))
            }
            Choice::Pass => self.push("passes".to_string(), None),
            other => self.push(format!("{other:?}"), None),
        }
    }

    fn push(&mut self, text: String, source: Option<CardRef>) {
        self.items.push(Item {
            text,
            source,
            ..Item::default()
        });
    }

    /// Appends `text` to the last item if it is about `card`; otherwise
    /// starts an item naming the card.
    fn append(&mut self, card: CardRef, text: &str, g: &Game) {
        match self.items.last_mut() {
            Some(it) if it.source == Some(card) => it.text.push_str(text),
            // A step of the rules themselves (the colour of a key, Æmber
            // on cards paying for it) has no card.
            _ if card.is_none() => self.push(format!("Rules{text}"), Some(card)),
            _ => self.push(format!("{}{text}", Self::name(g, card)), Some(card)),
        }
    }

    /// Compares `now` with the previous state: notes what the last choice
    /// caused, and starts a new turn line if a turn began.
    fn catch_up(&mut self, now: &Game) {
        let cur = Snapshot::of(now);
        if let Some(prev) = self.prev {
            // Cards that left play.
            let gone = prev.in_play & !cur.in_play;
            if gone != 0 {
                let mut notes = Vec::new();
                for i in 0..MAX_CARDS.min(128) {
                    if gone & (1u128 << i) != 0 {
                        let c = CardRef(i as u8);
                        let how = match now.card(c).location {
                            Location::Discard => "destroyed",
                            Location::Hand => "returned to hand",
                            Location::Archives => "archived",
                            Location::Purged => "purged",
                            Location::Deck => "put into the deck",
                            _ => "left play",
                        };
                        notes.push(format!("{} {how}", Self::name(now, c)));
                    }
                }
                if let Some(it) = self.items.last_mut() {
                    it.gone.extend(notes);
                }
            }
            // Æmber and keys, within a turn (a new turn's forge is its own
            // item).
            if cur.turn == prev.turn {
                if let Some(it) = self.items.last_mut() {
                    for i in 0..2 {
                        it.amber[i] += cur.amber[i] as i32 - prev.amber[i] as i32;
                        it.keys[i] += cur.keys[i] as i32 - prev.keys[i] as i32;
                    }
                }
            }
        }
        if cur.turn != self.turn && now.decision().is_some() {
            self.begin_turn(now, &cur);
        }
        self.prev = Some(cur);
    }

    /// Writes the finished turn's line and starts the line of `now`'s turn.
    fn begin_turn(&mut self, now: &Game, cur: &Snapshot) {
        self.flush_turn(now);
        if self.turn == 0 && matches!(now.phase(), keysim_engine::Phase::Mulligan(_)) {
            // Still in setup.
            return;
        }
        if self.turn == 0 {
            let fp = now.first_player();
            let mut s = format!("Setup — {} goes first", self.who(fp));
            for m in &self.setup {
                let _ = write!(s, "; {m}");
            }
            let _ = writeln!(self.out, "{s}");
        }
        self.turn = cur.turn;
        self.active = cur.active;
        self.forged_at_start(cur);
    }

    /// A key forged in step 1 of the new turn shows as the turn's first item.
    fn forged_at_start(&mut self, cur: &Snapshot) {
        let p = cur.active.index();
        let before = self.end.or(self.prev);
        if let Some(b) = before {
            if cur.keys[p] > b.keys[p] {
                let paid = b.amber[p].saturating_sub(cur.amber[p]);
                self.push(format!("forges a key ({paid} Æmber)"), None);
            }
        }
        self.end = None;
    }

    fn render_item(&self, it: &Item) -> String {
        let mut notes = Vec::new();
        let me = self.active;
        for p in [me, me.opponent()] {
            let i = p.index();
            let prefix = if p == me {
                String::new()
            } else {
                format!("{p} ")
            };
            if it.keys[i] > 0 {
                notes.push(format!("{prefix}forges a key"));
            }
            match it.amber[i] {
                0 => {}
                d if d > 0 => notes.push(format!("{prefix}+{d} Æmber")),
                d => notes.push(format!("{prefix}−{} Æmber", -d)),
            }
        }
        notes.extend(it.gone.iter().cloned());
        if notes.is_empty() {
            it.text.clone()
        } else {
            format!("{} ({})", it.text, notes.join("; "))
        }
    }

    /// Writes the line of the turn in progress, if any, and the summary
    /// line of both players' Æmber and keys (from the state when the turn
    /// ended, or `now` if it did not).
    fn flush_turn(&mut self, now: &Game) {
        if self.turn == 0 {
            return;
        }
        let items: Vec<String> = self.items.iter().map(|it| self.render_item(it)).collect();
        self.items.clear();
        self.fight_pending = None;
        let state = match self.end {
            Some(s) if s.turn == self.turn => s,
            _ => Snapshot::of(now),
        };
        let me = self.active.index();
        let mut line = format!("Turn {} — {}: ", self.turn, self.who(self.active));
        line.push_str(&items.join("; "));
        let _ = write!(
            line,
            " — Æmber {}, keys {}",
            state.amber[me], state.keys[me]
        );
        if state.check && state.active == self.active && state.keys[me] < 3 {
            line.push_str(", CHECK!");
        }
        let _ = writeln!(self.out, "{line}");
        let _ = writeln!(
            self.out,
            "         A {}, {} · B {}, {}",
            format_args!("{} Æmber", state.amber[0]),
            plural(state.keys[0], "key", "keys"),
            format_args!("{} Æmber", state.amber[1]),
            plural(state.keys[1], "key", "keys"),
        );
    }

    /// Finishes the log with the final state of the game and returns it.
    pub fn finish(mut self, end: &Game) -> String {
        let cur = Snapshot::of(end);
        // What the last choice caused.
        if let Some(prev) = self.prev {
            if cur.turn == prev.turn {
                self.catch_up(end);
            } else {
                // The last choice ended a turn: the game ended at the start
                // of the next one (the cap, or a third key).
                self.catch_up(end);
                if end.winner().is_some() && cur.turn != self.turn {
                    self.flush_turn(end);
                    self.turn = cur.turn;
                    self.active = cur.active;
                    self.forged_at_start(&cur);
                }
            }
        }
        self.end = None;
        if !self.items.is_empty() || end.winner().is_some() {
            self.flush_turn(end);
        }
        match end.outcome() {
            Some(Outcome::Won(p)) => {
                let _ = writeln!(
                    self.out,
                    "{} wins on turn {} with {} keys to {}.",
                    self.who(p),
                    end.turn(),
                    end.player(p).keys,
                    end.player(p.opponent()).keys
                );
            }
            Some(Outcome::TurnCap) => {
                let _ = writeln!(
                    self.out,
                    "No winner: the turn cap ({}) was reached, keys {} to {}.",
                    end.turn_cap(),
                    end.player(Player::A).keys,
                    end.player(Player::B).keys
                );
            }
            Some(Outcome::Forfeited { player, reason }) => {
                let _ = writeln!(
                    self.out,
                    "{} forfeits on turn {}: the program playing for them {}.",
                    self.who(player),
                    end.turn(),
                    match reason {
                        ForfeitReason::Crashed => "crashed",
                        ForfeitReason::TimedOut => "ran out of time",
                        ForfeitReason::Malformed => "gave a malformed answer",
                        ForfeitReason::Illegal => "chose an illegal choice",
                    }
                );
            }
            Some(Outcome::Aborted(limit)) => {
                let _ = writeln!(
                    self.out,
                    "No winner: the game stopped on turn {} because it needed {limit}.",
                    end.turn()
                );
            }
            None => {
                let _ = writeln!(self.out, "(the game is not over)");
            }
        }
        self.out
    }
}

/// Plays a game as [`keysim_agents::play_game`] does (the same choices, so
/// the same result), writing its log.
pub fn play_logged(setup: &GameSetup, mut agents: [&mut dyn Agent; 2]) -> (Game, String) {
    let mut g =
        Game::new(setup, keysim_cards::pool()).expect("the setup was validated before play");
    let mut log = GameLog::for_setup(setup);
    let mut list = ChoiceList::new();
    while let Some(d) = g.decision() {
        g.legal_choices(&mut list);
        match next_choice(&g, &mut agents, &list) {
            Ok(choice) => {
                log.record(&g, choice);
                g.apply_unchecked(choice);
            }
            Err(reason) => g.forfeit(d.player, reason),
        }
    }
    let text = log.finish(&g);
    (g, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_agents::{play_game, AgentSpec};
    use keysim_decks as deck;

    fn setup(seed: u64) -> GameSetup {
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        GameSetup::new(a, b, seed)
    }

    #[test]
    fn logged_game_is_the_same_game() {
        for seed in 0..20 {
            let s = setup(seed);
            let spec = AgentSpec::Random;
            let (mut a, mut b) = (spec.build(seed), spec.build(seed + 100));
            let plain = play_game(&s, [a.as_mut(), b.as_mut()]);
            let (mut a, mut b) = (spec.build(seed), spec.build(seed + 100));
            let (logged, text) = play_logged(&s, [a.as_mut(), b.as_mut()]);
            assert_eq!(plain.outcome(), logged.outcome());
            assert_eq!(plain.turn(), logged.turn());
            for p in Player::BOTH {
                assert_eq!(plain.player(p).keys, logged.player(p).keys);
                assert_eq!(plain.player(p).amber, logged.player(p).amber);
            }
            // One line per turn played, in order, each followed by the
            // summary line; then the outcome.
            let last = logged.turn();
            let lines: Vec<&str> = text.lines().collect();
            assert!(lines[0].starts_with("Setup — "), "{text}");
            for t in 1..=last {
                let i = lines
                    .iter()
                    .position(|l| l.starts_with(&format!("Turn {t} — ")))
                    .unwrap_or_else(|| panic!("no turn {t} in:\n{text}"));
                assert!(lines[i + 1].trim_start().starts_with("A "), "{text}");
            }
            let end = lines.last().unwrap();
            match logged.winner() {
                Some(p) => assert!(end.starts_with(&format!("{p} (")) && end.contains("wins")),
                None => assert!(end.starts_with("No winner")),
            }
        }
    }

    #[test]
    fn a_house_chosen_by_an_ability_is_logged() {
        use keysim_cards::House;
        use keysim_engine::scenario::Scenario;
        let mut t = Scenario::new(keysim_cards::pool(), House::Dis)
            .hand(Player::A, &["Control the Weak"])
            .houses(Player::B, [House::Logos, House::Shadows, House::Untamed])
            .start();
        let mut log = GameLog::new(["Alpha", "Beta"]);
        for choice in [
            Choice::Play(t.find("Control the Weak")),
            Choice::ChooseHouse(House::Untamed),
        ] {
            log.record(&t.g, choice);
            t.apply(choice);
        }
        let text = log.finish(&t.g);
        assert!(text.contains("plays Control the Weak → Untamed"), "{text}");
    }

    #[test]
    fn forged_keys_are_logged() {
        let s = setup(3);
        let spec = AgentSpec::Random;
        let (mut a, mut b) = (spec.build(1), spec.build(2));
        let (g, text) = play_logged(&s, [a.as_mut(), b.as_mut()]);
        let forged = text.matches("forges a key").count() as u8;
        let keys = g.player(Player::A).keys + g.player(Player::B).keys;
        assert!(
            forged >= keys,
            "{forged} forges logged, {keys} keys:\n{text}"
        );
        assert!(forged > 0, "{text}");
    }
}

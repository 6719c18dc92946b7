//! The board as a person reads it, in plain text: what one player may
//! know ([`seen_by`], from their [`Observation`]) or every card face up
//! ([`open`], for replays).
//!
//! ```text
//! Turn 3 · B (Miss "Onyx" Censorius) to play · house Dis
//! B  Miss "Onyx" Censorius   Æmber 2 · keys 0 (next costs 6) · chains 0
//!    hand 5 cards · archives 0 · deck 24
//!    battleline: 1. Shooler (power 5, exhausted)
//!    ...
//! ```

use std::fmt::Write as _;

use keysim_engine::{CardRef, Game, Location, Observation, Phase, Player};
use keysim_facts::CardType;

/// Who the board is drawn for: one player, or everyone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// What this player may know.
    Player(Player),
    /// Every card face up.
    Open,
}

impl Viewer {
    /// Whether this viewer may see card `c` of `g`.
    pub fn sees(self, g: &Game, c: CardRef) -> bool {
        match self {
            Viewer::Open => true,
            Viewer::Player(p) => {
                let card = g.card(c);
                match card.location {
                    Location::Deck => false,
                    Location::Hand | Location::Archives => g.knows(p, c),
                    Location::Beneath => card.controller == p || card.is_grafted(),
                    _ => true,
                }
            }
        }
    }

    /// The card's title, or "a hidden card" if this viewer may not see it.
    pub fn title(self, g: &Game, c: CardRef) -> &'static str {
        if c.is_some() && self.sees(g, c) {
            g.def(c).name
        } else {
            "a hidden card"
        }
    }
}

/// The board as `obs`'s observer may know it; `names` are the decks' names
/// (deck A's first).
pub fn seen_by(obs: &Observation, names: [&str; 2]) -> String {
    render(obs.game(), Viewer::Player(obs.observer()), names)
}

/// The whole board, every hand, archive and deck face up.
pub fn open(g: &Game, names: [&str; 2]) -> String {
    render(g, Viewer::Open, names)
}

/// The heading line: turn, whose turn it is, the active house.
pub fn heading(g: &Game, names: [&str; 2]) -> String {
    let p = g.active_player();
    let mut s = match g.phase() {
        Phase::Mulligan(m) => format!("Setup · {m} ({}) decides on a mulligan", names[m.index()]),
        Phase::Over => format!("Turn {} · the game is over", g.turn()),
        _ => format!("Turn {} · {p} ({}) to play", g.turn(), names[p.index()]),
    };
    if let Some(h) = g.active_house() {
        let _ = write!(s, " · house {h}");
    }
    s
}

fn render(g: &Game, viewer: Viewer, names: [&str; 2]) -> String {
    let mut out = heading(g, names);
    out.push('\n');
    // The viewer's opponent first (across the table), the viewer last.
    let order = match viewer {
        Viewer::Player(p) => [p.opponent(), p],
        Viewer::Open => [Player::A, Player::B],
    };
    for p in order {
        side(&mut out, g, viewer, p, names[p.index()]);
    }
    out
}

fn side(out: &mut String, g: &Game, viewer: Viewer, p: Player, name: &str) {
    let ps = g.player(p);
    let you = if viewer == Viewer::Player(p) {
        " (you)"
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "{p}{you}  {name}   Æmber {} · keys {} (next costs {}) · chains {}{}{}",
        ps.amber,
        ps.keys,
        g.key_cost(p),
        ps.chains,
        if !g.tide_in_game() {
            ""
        } else if g.tide_is_high(p) {
            " · tide high"
        } else if g.tide_is_low(p) {
            " · tide low"
        } else {
            " · tide neutral"
        },
        if g.check(p) && ps.keys < 3 {
            " · CHECK"
        } else {
            ""
        }
    );
    let _ = writeln!(
        out,
        "   houses {}, {}, {} · deck {} · discard {} · purged {}",
        ps.houses[0],
        ps.houses[1],
        ps.houses[2],
        ps.deck.len(),
        ps.discard.len(),
        ps.purged.len()
    );
    let line: Vec<String> = ps
        .battleline
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{}. {}", i + 1, creature(g, viewer, c)))
        .collect();
    let _ = writeln!(out, "   battleline: {}", list_or_none(&line));
    let artifacts: Vec<String> = ps
        .artifacts
        .iter()
        .map(|c| artifact(g, viewer, c))
        .collect();
    let _ = writeln!(out, "   artifacts: {}", list_or_none(&artifacts));
    zone(out, g, viewer, "hand", ps.hand.as_slice());
    zone(out, g, viewer, "archives", ps.archives.as_slice());
    if viewer == Viewer::Open {
        // The deck's top card is its last.
        let deck: Vec<CardRef> = ps.deck.iter().rev().collect();
        zone(out, g, viewer, "deck (top first)", &deck);
    }
    let discard: Vec<CardRef> = ps.discard.iter().rev().collect();
    zone(out, g, viewer, "discard (top first)", &discard);
    if !ps.purged.is_empty() {
        zone(out, g, viewer, "purged", ps.purged.as_slice());
    }
}

fn list_or_none(items: &[String]) -> String {
    if items.is_empty() {
        "none".to_string()
    } else {
        items.join(" · ")
    }
}

/// A zone's cards the viewer may see, and how many others it holds.
fn zone(out: &mut String, g: &Game, viewer: Viewer, label: &str, cards: &[CardRef]) {
    let seen: Vec<&str> = cards
        .iter()
        .filter(|&&c| viewer.sees(g, c))
        .map(|&c| g.def(c).name)
        .collect();
    let hidden = cards.len() - seen.len();
    let mut s = format!("   {label} ({}): ", cards.len());
    if seen.is_empty() && hidden == 0 {
        s.push_str("empty");
    } else {
        s.push_str(&seen.join(", "));
        if hidden > 0 {
            if !seen.is_empty() {
                s.push_str(", ");
            }
            let _ = write!(
                s,
                "{hidden} hidden card{}",
                if hidden == 1 { "" } else { "s" }
            );
        }
    }
    let _ = writeln!(out, "{s}");
}

/// A creature in play: title, power and armor, and every status it has.
pub fn creature(g: &Game, viewer: Viewer, c: CardRef) -> String {
    let card = g.card(c);
    let mut notes = vec![format!("power {}", g.power(c))];
    let armor = g.armor(c);
    if armor > 0 {
        let left = (armor - card.armor_used as i32).max(0);
        if left == armor {
            notes.push(format!("armor {armor}"));
        } else {
            notes.push(format!("armor {left} of {armor} left"));
        }
    }
    if card.damage > 0 {
        notes.push(format!("{} damage", card.damage));
    }
    status_notes(g, c, &mut notes);
    if card.is_stunned() {
        notes.push("stunned".into());
    }
    if card.is_warded() {
        notes.push("ward".into());
    }
    if card.is_enraged() {
        notes.push("enraged".into());
    }
    let upgrades: Vec<&str> = g
        .all_cards()
        .filter(|&u| g.card(u).location == Location::Attached && g.card(u).host == c)
        .map(|u| g.def(u).name)
        .collect();
    if !upgrades.is_empty() {
        notes.push(format!("upgrades: {}", upgrades.join(", ")));
    }
    beneath_notes(g, viewer, c, &mut notes);
    let kind = if g.def(c).kind == CardType::TokenCreature {
        " [token]"
    } else {
        ""
    };
    format!("{}{kind} ({})", g.def(c).name, notes.join(", "))
}

/// An artifact in play and its statuses.
fn artifact(g: &Game, viewer: Viewer, c: CardRef) -> String {
    let mut notes = Vec::new();
    status_notes(g, c, &mut notes);
    beneath_notes(g, viewer, c, &mut notes);
    if notes.is_empty() {
        g.def(c).name.to_string()
    } else {
        format!("{} ({})", g.def(c).name, notes.join(", "))
    }
}

/// Æmber on the card, exhaustion and power counters.
fn status_notes(g: &Game, c: CardRef, notes: &mut Vec<String>) {
    let card = g.card(c);
    if card.power_counters > 0 {
        notes.push(format!("+{} power counters", card.power_counters));
    }
    if card.amber > 0 {
        notes.push(format!("{} Æmber on it", card.amber));
    }
    if card.is_exhausted() {
        notes.push("exhausted".into());
    }
}

/// The cards beneath `c`: named if the viewer may see them, counted if not.
fn beneath_notes(g: &Game, viewer: Viewer, c: CardRef, notes: &mut Vec<String>) {
    let under: Vec<CardRef> = g
        .all_cards()
        .filter(|&b| g.card(b).location == Location::Beneath && g.card(b).host == c)
        .collect();
    if under.is_empty() {
        return;
    }
    let names: Vec<&str> = under.iter().map(|&b| viewer.title(g, b)).collect();
    notes.push(format!("beneath it: {}", names.join(", ")));
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_decks as deck;
    use keysim_engine::GameSetup;

    fn game() -> Game {
        let a = deck::resolve("radiant").unwrap();
        let b = deck::resolve("onyx").unwrap();
        Game::new(&GameSetup::new(a, b, 7), keysim_cards::pool()).unwrap()
    }

    #[test]
    fn a_player_sees_their_own_hand_and_only_counts_the_opponents() {
        let g = game();
        let names = ["Radiant", "Onyx"];
        for p in Player::BOTH {
            let text = seen_by(&g.observe(p), names);
            let mine = g.player(p).hand;
            let theirs = g.player(p.opponent()).hand;
            for c in mine.iter() {
                assert!(text.contains(g.def(c).name), "{text}");
            }
            assert!(
                text.contains(&format!("{} hidden cards", theirs.len())),
                "{text}"
            );
            // No card of the opponent's hand that is not also a card the
            // player may see elsewhere is named.
            let visible: Vec<&str> = mine.iter().map(|c| g.def(c).name).collect();
            for c in theirs.iter() {
                let name = g.def(c).name;
                assert!(
                    visible.contains(&name) || !text.contains(name),
                    "{name} shown to {p}:\n{text}"
                );
            }
        }
    }

    /// At every decision of whole random games, the board drawn for a
    /// player names no card hidden from them, unless a card of that name
    /// is also in their view.
    #[test]
    fn no_hidden_card_is_ever_named_on_a_players_board() {
        use keysim_agents::{next_choice, Agent, AgentSpec};
        use keysim_engine::ChoiceList;
        let names = ["Radiant", "Onyx"];
        let mut checked = 0;
        for seed in 0..6 {
            let mut g = game();
            g.reseed(seed);
            let (mut x, mut y) = (
                AgentSpec::Random.build(seed),
                AgentSpec::Random.build(seed + 50),
            );
            let mut agents: [&mut dyn Agent; 2] = [x.as_mut(), y.as_mut()];
            let mut list = ChoiceList::new();
            while g.decision().is_some() {
                for p in Player::BOTH {
                    let text = seen_by(&g.observe(p), names);
                    let viewer = Viewer::Player(p);
                    let seen: Vec<&str> = g
                        .all_cards()
                        .filter(|&c| viewer.sees(&g, c))
                        .map(|c| g.def(c).name)
                        .collect();
                    for c in g.all_cards().filter(|&c| !viewer.sees(&g, c)) {
                        let name = g.def(c).name;
                        assert!(
                            seen.contains(&name) || !text.contains(name),
                            "{name} is hidden from {p} but named:\n{text}"
                        );
                    }
                    checked += 1;
                }
                g.legal_choices(&mut list);
                let c = next_choice(&g, &mut agents, &list).unwrap();
                g.apply_unchecked(c);
            }
        }
        assert!(checked > 1000, "{checked} boards");
    }

    #[test]
    fn the_open_board_shows_both_hands_and_decks() {
        let g = game();
        let text = open(&g, ["Radiant", "Onyx"]);
        for p in Player::BOTH {
            for c in g.player(p).hand.iter().chain(g.player(p).deck.iter()) {
                assert!(text.contains(g.def(c).name), "{text}");
            }
        }
        assert!(!text.contains("hidden"), "{text}");
    }
}

//! Decisions and choices in plain words, as a person reads them: the
//! question ([`question`]) and each legal answer ([`choice`]), naming only
//! the cards the viewer may see.

use keysim_engine::{Choice, DecisionKind, Flank, Game, OptionSpec};

use super::screen::Viewer;

/// The question the pending decision of `g` asks, for the person deciding.
pub fn question(g: &Game, viewer: Viewer) -> String {
    let Some(d) = g.decision() else {
        return "The game is over.".to_string();
    };
    let t = |c| viewer.title(g, c);
    match d.kind {
        DecisionKind::Mulligan => "Keep your opening hand?".to_string(),
        DecisionKind::House => "Choose the active house for this turn.".to_string(),
        DecisionKind::Archives => "Pick up your archives?".to_string(),
        DecisionKind::Main => "Play, discard or use a card, or end the turn.".to_string(),
        DecisionKind::Placement { card } => format!("Where does {} enter play?", t(card)),
        DecisionKind::UpgradeHost { upgrade } => {
            format!("Which creature does {} go on?", t(upgrade))
        }
        DecisionKind::Defender { attacker } => {
            format!("Which creature does {} fight?", t(attacker))
        }
        DecisionKind::Use { creature } => format!("How do you use {}?", t(creature)),
        DecisionKind::Target { source } if source.is_some() => {
            format!("A choice for {}:", t(source))
        }
        DecisionKind::Target { .. } => "A choice the rules ask of you:".to_string(),
        DecisionKind::TriggerOrder => "Which ability resolves first?".to_string(),
    }
}

/// How an answer to "may", "choose one" or "choose a number" reads.
fn option_label(g: &Game, i: u8) -> String {
    match g.pending_options() {
        Some(OptionSpec::May) => (if i == 1 { "yes" } else { "no" }).to_string(),
        Some(OptionSpec::Modes(labels)) => labels
            .get(i as usize)
            .map_or_else(|| i.to_string(), |l| (*l).to_string()),
        _ => i.to_string(),
    }
}

/// One legal answer to the pending decision of `g`, in words.
pub fn choice(g: &Game, viewer: Viewer, c: Choice) -> String {
    let t = |c| viewer.title(g, c);
    match c {
        Choice::Keep => "keep the hand".to_string(),
        Choice::Mulligan => "mulligan (shuffle the hand back, draw one card fewer)".to_string(),
        Choice::House(h) => format!("house {h}"),
        Choice::PickUpArchives => {
            let n = g
                .decision()
                .map_or(0, |d| g.player(d.player).archives.len());
            format!("pick up the archives ({n})")
        }
        Choice::LeaveArchives => "leave the archives".to_string(),
        Choice::Play(c) => format!("play {}", t(c)),
        Choice::Discard(c) => format!("discard {}", t(c)),
        Choice::Reap(c) => format!("reap with {}", t(c)),
        Choice::Fight(c) => format!("fight with {}", t(c)),
        Choice::Action(c) => format!("use the action of {}", t(c)),
        Choice::Omni(c) => format!("use the omni ability of {}", t(c)),
        Choice::RemoveStun(c) => format!("remove the stun of {}", t(c)),
        Choice::EndTurn => "end the turn".to_string(),
        Choice::RaiseTide => "raise the tide and gain 3 chains".to_string(),
        Choice::ReturnFromDiscard(c) => format!("return {} from the discard pile to hand", t(c)),
        Choice::Flank(Flank::Left) => "the left flank".to_string(),
        Choice::Flank(Flank::Right) => "the right flank".to_string(),
        Choice::Position(i) => format!("position {} of the battleline", i as usize + 1),
        Choice::Target(c) => {
            let owner = g.card(c).controller;
            let whose = match viewer {
                Viewer::Player(p) if p == owner => "yours".to_string(),
                Viewer::Player(_) => "the opponent's".to_string(),
                Viewer::Open => format!("{owner}'s"),
            };
            format!("{} ({whose})", t(c))
        }
        Choice::Pass => "nothing (decline)".to_string(),
        Choice::Trigger(c) => format!("the ability of {}", t(c)),
        Choice::ChooseHouse(h) => format!("house {h}"),
        Choice::NameCard(i) => format!(
            "the name {}",
            g.offered_name(i).map_or("?", |id| id.def().name)
        ),
        Choice::Option(i) => option_label(g, i),
    }
}

/// A move in words for a log: the choice with what it answers (the card
/// whose ability targets, the creature that enters play or fights), in the
/// game `g` where it was chosen. The cards of the question are named for
/// `viewer`, the answer's for `answer_viewer` (a card the viewer sees once
/// it is played, say).
pub fn move_text(g: &Game, viewer: Viewer, answer_viewer: Viewer, c: Choice) -> String {
    let answer = choice(g, answer_viewer, c);
    let t = |c| viewer.title(g, c);
    match g.decision().map(|d| d.kind) {
        Some(DecisionKind::Placement { card }) => format!("{} enters play on {answer}", t(card)),
        Some(DecisionKind::UpgradeHost { upgrade }) => format!("{} goes on {answer}", t(upgrade)),
        Some(DecisionKind::Defender { attacker }) => format!("{} fights {answer}", t(attacker)),
        Some(DecisionKind::Target { source }) if source.is_some() => {
            format!("{} → {answer}", t(source))
        }
        Some(DecisionKind::Target { .. }) => format!("the rules → {answer}"),
        Some(DecisionKind::TriggerOrder) => format!("resolves first {answer}"),
        _ => answer,
    }
}

/// The card a choice names, if any (for answering by a card's name).
pub fn card_of(c: Choice) -> Option<keysim_engine::CardRef> {
    match c {
        Choice::Play(c)
        | Choice::Discard(c)
        | Choice::Reap(c)
        | Choice::Fight(c)
        | Choice::Action(c)
        | Choice::Omni(c)
        | Choice::RemoveStun(c)
        | Choice::ReturnFromDiscard(c)
        | Choice::Target(c)
        | Choice::Trigger(c) => Some(c),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_cards::House;
    use keysim_engine::scenario::Scenario;
    use keysim_engine::Player;

    #[test]
    fn a_main_step_choice_names_its_card_and_a_target_names_its_side() {
        let mut t = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .hand(Player::A, &["Punch"])
            .battleline(Player::A, &["Troll"])
            .battleline(Player::B, &["Dust Pixie"])
            .start();
        let me = Viewer::Player(Player::A);
        let punch = t.find("Punch");
        assert_eq!(choice(&t.g, me, Choice::Play(punch)), "play Punch");
        t.apply(Choice::Play(punch));
        let pixie = t.find("Dust Pixie");
        assert_eq!(question(&t.g, me), "A choice for Punch:");
        assert_eq!(
            choice(&t.g, me, Choice::Target(pixie)),
            "Dust Pixie (the opponent's)"
        );
        assert_eq!(
            move_text(&t.g, me, Viewer::Open, Choice::Target(pixie)),
            "Punch → Dust Pixie (B's)"
        );
    }

    #[test]
    fn a_name_for_dark_discovery_reads_as_the_title_named() {
        let mut t = Scenario::new(keysim_cards::pool(), House::Unfathomable)
            .hand(Player::A, &["Dark Discovery"])
            .deck(Player::B, &["Troll", "Krump"])
            .start();
        t.play("Dark Discovery");
        let me = Viewer::Player(Player::A);
        assert_eq!(question(&t.g, me), "A choice for Dark Discovery:");
        let troll = t
            .choices()
            .into_iter()
            .find(|&c| match c {
                Choice::NameCard(i) => t.g.offered_name(i).map(|id| id.def().name) == Some("Troll"),
                _ => false,
            })
            .expect("Troll is a title of the game");
        assert_eq!(choice(&t.g, me, troll), "the name Troll");
        assert_eq!(
            move_text(&t.g, me, Viewer::Open, troll),
            "Dark Discovery → the name Troll"
        );
    }

    #[test]
    fn a_return_from_the_discard_pile_names_its_card() {
        let mut pile = vec!["Singing Scythe"];
        pile.extend(["Punch"; 10]);
        let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .discard(Player::A, &pile)
            .start();
        let scythe = t.find("Singing Scythe");
        let back = Choice::ReturnFromDiscard(scythe);
        assert!(t.is_legal(back), "haunted: offered in step 3");
        assert_eq!(
            choice(&t.g, Viewer::Player(Player::B), back),
            "return Singing Scythe from the discard pile to hand"
        );
        assert_eq!(card_of(back), Some(scythe));
    }
}

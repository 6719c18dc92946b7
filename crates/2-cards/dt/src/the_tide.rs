//! The Tide, the reference card every Dark Tidings deck brings: it plays
//! no part of its own; the engine keeps the tide ([`keysim_engine::tide`]).

use keysim_engine::ability::Behavior;

/// The behaviour of the tide reference card, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "the-tide" => &Behavior::VANILLA,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::scenario;
    use keysim_engine::Choice;
    use keysim_engine::Player::{A, B};
    use keysim_facts::House;

    #[test]
    fn the_tide_starts_neutral_and_its_omni_raises_it_for_3_chains() {
        let mut t = scenario(House::Logos).tide().start();
        assert_eq!(t.g.tide_high_for(), None, "neutral");
        assert!(t.choices().contains(&Choice::RaiseTide));
        t.apply(Choice::RaiseTide);
        assert!(t.g.tide_is_high(A) && t.g.tide_is_low(B));
        assert_eq!(t.g.player(A).chains, 3);
    }

    #[test]
    fn a_tide_already_high_for_the_active_player_cannot_be_raised_by_them() {
        let mut t = scenario(House::Logos).tide().start();
        t.apply(Choice::RaiseTide);
        assert!(!t.choices().contains(&Choice::RaiseTide), "offered once");
        assert_eq!(t.g.player(A).chains, 3);
    }

    #[test]
    fn raising_the_tide_from_low_makes_it_high_for_the_raiser() {
        let mut t = scenario(House::Logos).tide_high(B).start();
        assert!(t.g.tide_is_low(A));
        t.apply(Choice::RaiseTide);
        assert!(t.g.tide_is_high(A) && t.g.tide_is_low(B));
    }

    #[test]
    fn a_game_without_the_tide_offers_no_tide_omni() {
        let t = scenario(House::Logos).start();
        assert!(!t.g.tide_in_game());
        assert!(!t.choices().contains(&Choice::RaiseTide));
    }
}

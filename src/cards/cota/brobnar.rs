//! Brobnar, Call of the Archons.

use crate::engine::ability::{filter, Behavior, Step, TargetSpec};

/// The behaviour of a Brobnar card of this set, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "anger" => &ANGER,
        "punch" => &PUNCH,
        _ => return None,
    })
}

/// Anger — Play: ready and fight with a friendly creature.
static ANGER: Behavior = Behavior {
    play: &[Step::target(TargetSpec::creature(filter::friendly), |g, f| {
        g.ready(f.target(0));
        g.fight_with(f.target(0));
    })],
    ..Behavior::VANILLA
};

/// Punch — Play: 3 damage to a creature.
static PUNCH: Behavior = Behavior {
    play: &[Step::target(TargetSpec::creature(filter::any), |g, f| {
        g.deal_damage(f.target(0), 3);
    })],
    ..Behavior::VANILLA
};

#[cfg(test)]
mod tests {
    use crate::cards::House;
    use crate::engine::scenario::Scenario;
    use crate::engine::Player::{A, B};

    #[test]
    fn punch_deals_three_damage() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Punch"])
            .battleline(B, &["Dust Pixie", "Champion Anaphiel"])
            .start();
        t.play("Punch");
        t.choose("Champion Anaphiel");
        assert_eq!(t.amber(A), 1, "Punch's Æmber bonus");
        assert_eq!(t.damage("Champion Anaphiel"), 2, "1 armor absorbs 1 of 3");
        assert_eq!(t.discard(A), ["Punch"]);
    }

    #[test]
    fn anger_readies_and_fights() {
        let mut t = Scenario::new(House::Brobnar)
            .hand(A, &["Anger"])
            .battleline(A, &["Dust Pixie"])
            .battleline(B, &["Dust Pixie"])
            .start();
        t.set_exhausted("Dust Pixie", true);
        t.play("Anger");
        // The only friendly creature and the only enemy are chosen for us.
        assert_eq!(t.discard(B), ["Dust Pixie"]);
        assert_eq!(t.discard(A), ["Dust Pixie", "Anger"]);
    }
}

//! Brobnar, Winds of Exchange.

use keysim_engine::ability::{Behavior, Step};

/// The behaviour of a card of this file that this set printed first, by slug.
pub fn behavior(slug: &str) -> Option<&'static Behavior> {
    Some(match slug {
        "brawl-in" => &BRAWL_IN,
        // Splash-attack is printed: the engine deals it.
        "crogg-the-clumsy" | "grumpus" => &Behavior::VANILLA,
        _ => return None,
    })
}

/// Brawl In — Play: make 2 token creatures and enrage them.
static BRAWL_IN: Behavior = Behavior::play(&[
    Step::make_tokens(2),
    Step::then(|g, _| {
        let made: Vec<_> = g.tokens_just_made().collect();
        for c in made {
            g.enrage(c);
        }
    }),
]);

#[cfg(test)]
mod tests;

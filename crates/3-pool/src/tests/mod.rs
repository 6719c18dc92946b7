//! Tests of the rules with real cards: the engine's hooks, its queries and
//! histories, the rulebook, the FAQ rulings on Call of the Archons, those
//! naming Age of Ascension or Worlds Collide cards and those naming a Mass
//! Mutation card with a card of another house or set, and the soak of
//! seeded random games.

mod capacities;
mod faq_aoa_wc;
mod faq_cota;
mod faq_mm;
mod history;
mod hooks;
mod identity;
mod key_colors;
mod knowledge;
mod lasting_hears;
mod loops;
mod queries;
mod replacements;
mod rules;
mod scenario;
mod simultaneous;
mod soak;
mod type_changes;

use keysim_engine::scenario::Scenario;
use keysim_facts::House;

/// A board with every set's cards: player A in step 3 with `house` active.
fn scenario(house: House) -> Scenario {
    Scenario::new(crate::pool(), house)
}

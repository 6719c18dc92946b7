//! Every lasting reaction of the pool declares the kinds of events it
//! reacts to ([`Behavior::lasting_hears`](keysim_engine::Behavior::lasting_hears)),
//! so that the engine tells it no others.

use keysim_engine::ability::Events;
use keysim_facts::CardId;

/// Cards whose lasting effects pass each event on to another card's
/// reactions (a text box gained, a revealed card's), which may hear any
/// kind: they hear every kind on purpose.
const PASS_EVENTS_ON: &[&str] = &["doppelganger", "creed-of-nurture"];

#[test]
fn every_lasting_reaction_declares_the_events_it_hears() {
    let pool = crate::pool();
    let mut wrong: Vec<&str> = Vec::new();
    let mut lasting_reactions = 0;
    for (i, def) in keysim_facts::all().iter().enumerate() {
        let b = pool.behavior(CardId(i as u16));
        if b.lasting_event.is_none() || wrong.contains(&def.slug) {
            continue;
        }
        lasting_reactions += 1;
        let hears_every_kind = b.lasting_hears == Events::ALL;
        if hears_every_kind != PASS_EVENTS_ON.contains(&def.slug) {
            wrong.push(def.slug);
        }
    }
    assert!(
        lasting_reactions > PASS_EVENTS_ON.len(),
        "the pool has lasting reactions"
    );
    assert!(
        wrong.is_empty(),
        "lasting reactions hearing every kind without passing events on, or \
         passing them on without hearing every kind: {wrong:?}"
    );
}

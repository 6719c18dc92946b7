//! Unit tests of engine mechanisms on a pool where every card plays as its
//! printed facts: a real card is given a hand-built behaviour
//! ([`Scenario::behavior`](crate::scenario::Scenario::behavior)) where a
//! test needs one. The tests of the rules with real cards live in the pool
//! crate (`keysim-cards`), where every set is available.

mod amber_replacement;
mod archives_choices;
mod bonus_icon_events;
mod bonus_icons;
mod copy_on_entry;
mod entering_and_spending;
mod event_hook;
mod graft;
mod hook;
mod keys_and_pools;
mod move_upgrade;
mod play_as_upgrade;
mod reap_with;
mod stolen_purged_and_action_play;
mod survived_damage;
mod turn_words;

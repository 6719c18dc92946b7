//! Unit tests of engine mechanisms on a pool where every card plays as its
//! printed facts: a real card is given a hand-built behaviour
//! ([`Scenario::behavior`](crate::scenario::Scenario::behavior)) where a
//! test needs one. The tests of the rules with real cards live in the pool
//! crate (`keysim-cards`), where every set is available.

mod amber_replacement;
mod archives_choices;
mod bonus_icon_choices;
mod bonus_icon_events;
mod bonus_icons;
mod copy_on_entry;
mod creature_damage;
mod damage_dealer;
mod damage_source;
mod deck_bottom;
mod deck_top;
mod destroyed_abilities;
mod discard_reaction;
mod each_captures;
mod enrage;
mod entered_play;
mod entering_and_spending;
mod event_hook;
mod forge_at_current_cost;
mod gained_deploy;
mod gained_traits;
mod graft;
mod hook;
mod keys_and_pools;
mod move_upgrade;
mod off_house_reap;
mod play_as_upgrade;
mod power_armor_switch;
mod reap_with;
mod repeat_effect;
mod resolved_card_destination;
mod splash_attack;
mod stolen_purged_and_action_play;
mod survived_damage;
mod tide_raising;
mod trait_reads;
mod treachery;
mod turn_words;
mod upgrade_attached;

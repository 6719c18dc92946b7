//! Unit tests of engine mechanisms on a pool where every card plays as its
//! printed facts: a real card is given a hand-built behaviour
//! ([`Scenario::behavior`](crate::scenario::Scenario::behavior)) where a
//! test needs one. The tests of the rules with real cards live in the pool
//! crate (`keysim-cards`), where every set is available.

mod amber_replacement;
mod archive_locks;
mod archives_choices;
mod bonus_icon_choices;
mod bonus_icon_events;
mod bonus_icons;
mod control_swap;
mod copy_on_entry;
mod creature_damage;
mod damage_dealer;
mod damage_source;
mod deck_bottom;
mod deck_top;
mod destroyed_abilities;
mod discard_limit;
mod discard_reaction;
mod discard_replacement;
mod divided_damage;
mod each_captures;
mod enrage;
mod entered_play;
mod entering_and_spending;
mod enters_anywhere;
mod event_hook;
mod exalt_and_capture_events;
mod exalted;
mod forge_at_current_cost;
mod gained_traits;
mod graft;
mod hook;
mod keys_and_pools;
mod lost_fight_abilities;
mod many_tokens;
mod move_upgrade;
mod named_fight;
mod off_house_reap;
mod play_as_upgrade;
mod play_effect;
mod played_by_type;
mod random_order;
mod readies_in_ready_step;
mod ready_replacement;
mod ready_step;
mod reap_with;
mod repeat_effect;
mod resolved_card_destination;
mod return_to_hand;
mod revealed_deck_top;
mod splash_attack;
mod stolen_purged_and_action_play;
mod survived_damage;
mod token_from_card;
mod tokens_from_cards;
mod tokens_instead;
mod trait_reads;
mod treachery;
mod turn_words;
mod upgrade_attached;
mod upgrade_grants_to;
mod use_cost;
mod used_this_turn;

//! Card families of Age of Ascension written once, used by several houses.

/// "For each friendly Shard": the engine's words, shared with the Shards
/// of later sets (Shard of Change).
pub use keysim_engine::shards::COUNT_FRIENDLY_SHARDS;

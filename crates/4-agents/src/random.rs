//! The random agent: uniform over the legal choices.

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::Agent;
use keysim_engine::{Choice, Seat};

/// Chooses uniformly among the legal choices, with its own seeded generator
/// (so a game between seeded agents replays exactly).
pub struct RandomAgent {
    rng: Xoshiro256PlusPlus,
}

impl RandomAgent {
    /// A random agent seeded by `seed`.
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }
}

impl Agent for RandomAgent {
    fn choose(&mut self, _seat: &Seat, choices: &[Choice]) -> Choice {
        choices[self.rng.gen_range(0..choices.len())]
    }
}

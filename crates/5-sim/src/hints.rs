//! How the greedy lookahead values each legal choice of a decision, from
//! the deciding player's own observation: the hints `keysim play --hints`
//! shows beside what the agent would choose.

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use keysim_agents::{eval, greedy};
use keysim_engine::{Choice, Observation};

/// The value of each of `choices` for the observer of `obs`: the greedy
/// agent's one-decision lookahead (its evaluation after the choice and the
/// follow-up questions of the same action, valued at the end of the turn),
/// averaged over `worlds` deals consistent with the observation (seeded by
/// `seed`). Higher is better; only differences between choices mean
/// something.
pub fn lookahead_values(obs: &Observation, choices: &[Choice], worlds: u32, seed: u64) -> Vec<f64> {
    let me = obs.observer();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut sums = vec![0.0; choices.len()];
    let worlds = worlds.max(1);
    for _ in 0..worlds {
        let base = obs.sample(&mut rng);
        for (sum, &c) in sums.iter_mut().zip(choices) {
            let mut next = base;
            next.apply_unchecked(c);
            *sum += eval::followup_value(&next, me, greedy::SUB_DEPTH, eval::turn_end(eval::score));
        }
    }
    sums.into_iter().map(|s| s / f64::from(worlds)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use keysim_cards::House;
    use keysim_engine::scenario::Scenario;
    use keysim_engine::Player;

    #[test]
    fn reaping_is_worth_more_than_ending_the_turn() {
        let t = Scenario::new(keysim_cards::pool(), House::Brobnar)
            .battleline(Player::A, &["Troll"])
            .start();
        let troll = t.find("Troll");
        let choices = [Choice::Reap(troll), Choice::EndTurn];
        let v = lookahead_values(&t.g.observe(Player::A), &choices, 2, 1);
        assert!(v[0] > v[1], "{v:?}");
    }
}

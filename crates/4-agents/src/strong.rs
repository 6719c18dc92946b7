//! `strong`: the strongest agent measured at the time per decision of
//! default ISMCTS ([`STRONG_SPEC`]). Today that is default ISMCTS itself:
//! neither ISMCTS with rollouts to the end of the current turn at the
//! iterations their lower cost buys, nor with rollouts to the end of the
//! opponent's turn, nor ISMCTS guided by the committed learned network
//! measured stronger (`results/agents-2026-12-07-b.md`). Any parameter can
//! be changed as ISMCTS's are (`strong:iterations=200`).
//!
//! The committed network (`agents/models/net/final.json`, compiled into the
//! binary) stays available by the name [`BUILTIN`]:
//! `ismcts:policy=builtin,leaf=net:builtin` searches with its policy
//! ordering the step 3 choices (progressive widening) and its value
//! judging the positions the rollouts stop at.

use std::sync::{Arc, OnceLock};

use super::ismcts::IsmctsParams;
use super::network::Network;
use super::AgentSpec;

/// The spec the name `strong` stands for: default ISMCTS (500 iterations
/// of two-turn rollouts, about 30 ms of CPU per decision on this
/// project's 2-core machine): no candidate at equal time measured
/// stronger (`results/agents-2026-12-07-b.md`).
pub const STRONG_SPEC: &str = "ismcts";

/// The name a spec gives the committed network (`policy=builtin`,
/// `leaf=net:builtin`).
pub const BUILTIN: &str = "builtin";

/// The committed network's file.
const FILE: &str = include_str!("../../../agents/models/net/final.json");

/// The committed network, parsed once and shared read-only.
pub fn builtin_network() -> Arc<Network> {
    static NET: OnceLock<Arc<Network>> = OnceLock::new();
    NET.get_or_init(|| {
        let mut n = Network::from_json(FILE).expect("the committed network file is valid");
        n.source = BUILTIN.to_string();
        Arc::new(n)
    })
    .clone()
}

/// The parameters of `strong`: those of [`STRONG_SPEC`].
pub fn strong_params() -> IsmctsParams {
    match AgentSpec::parse(STRONG_SPEC) {
        Ok(AgentSpec::Ismcts(p)) => p,
        other => panic!("STRONG_SPEC is an ISMCTS spec: {other:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ismcts::{Budget, Leaf};
    use crate::play_game;
    use keysim_decks as deck;
    use keysim_engine::GameSetup;

    /// The spec `s` parsed, checked to print a canonical spec that parses
    /// back to it.
    fn round_trip(s: &str) -> AgentSpec {
        let spec = AgentSpec::parse(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        let text = spec.to_string();
        assert_eq!(AgentSpec::parse(&text).unwrap(), spec, "{s} -> {text}");
        spec
    }

    #[test]
    fn strong_names_its_spec_and_takes_ismcts_parameters() {
        assert_eq!(round_trip("strong"), round_trip(STRONG_SPEC));
        assert_eq!(round_trip(" Strong "), round_trip("strong"));
        let AgentSpec::Ismcts(p) = round_trip("strong:iterations=40,c=0.3") else {
            panic!("strong is an ISMCTS agent");
        };
        assert_eq!(p.budget, Budget::Iterations(40));
        assert_eq!(p.c, 0.3);
        assert_eq!(
            IsmctsParams {
                budget: Budget::Iterations(40),
                c: 0.3,
                ..strong_params()
            },
            p,
            "the other parameters are strong's"
        );
    }

    #[test]
    fn the_committed_network_stays_available_by_name() {
        let AgentSpec::Ismcts(p) = round_trip("ismcts:policy=builtin,leaf=net:builtin") else {
            panic!("an ISMCTS agent");
        };
        let net = builtin_network();
        assert_eq!(p.policy.as_deref(), Some(&*net));
        assert_eq!(p.leaf, Leaf::Net(net));
        let text = AgentSpec::Ismcts(p).to_string();
        assert!(
            text.contains("leaf=net:builtin") && text.contains("policy=builtin"),
            "{text}"
        );
    }

    #[test]
    fn strong_plays_the_same_game_for_the_same_seed() {
        let decks = deck::embedded();
        for s in [
            "strong:iterations=16",
            "ismcts:iterations=16,policy=builtin,leaf=net:builtin",
        ] {
            let spec = AgentSpec::parse(s).unwrap();
            let play = |seed| {
                let setup = GameSetup::new(decks[0].clone(), decks[1].clone(), 4);
                let (mut a, mut b) = (spec.build(seed), spec.build(seed + 1));
                let g = play_game(&setup, [a.as_mut(), b.as_mut()]);
                (
                    g.turn(),
                    g.outcome(),
                    g.player(keysim_engine::Player::A).amber,
                )
            };
            assert_eq!(play(8), play(8), "{s}");
        }
    }
}

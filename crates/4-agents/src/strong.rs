//! `strong`: ISMCTS guided by the committed learned network
//! (`agents/models/net/final.json`, compiled into the binary): its policy
//! orders the step 3 choices the search tries first (progressive
//! widening), its value judges the positions the rollouts stop at. The
//! budget and every other parameter are default ISMCTS's, and any of them
//! can be changed as ISMCTS's are (`strong:iterations=200`).

use std::sync::{Arc, OnceLock};

use super::ismcts::{IsmctsParams, Leaf};
use super::network::Network;

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

/// The parameters of `strong`: default ISMCTS with the committed
/// network as its policy and leaf.
pub fn strong_params() -> IsmctsParams {
    let net = builtin_network();
    IsmctsParams {
        policy: Some(net.clone()),
        leaf: Leaf::Net(net),
        ..IsmctsParams::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{play_game, AgentSpec};
    use keysim_decks as deck;
    use keysim_engine::GameSetup;

    #[test]
    fn strong_is_ismcts_guided_by_the_committed_network() {
        let AgentSpec::Ismcts(p) = AgentSpec::parse("strong").unwrap() else {
            panic!("strong is an ISMCTS agent");
        };
        let net = builtin_network();
        assert_eq!(p.policy.as_deref(), Some(&*net));
        assert_eq!(p.leaf, Leaf::Net(net));
        assert_eq!(p.budget, IsmctsParams::default().budget);
        // Its canonical spec names the committed network and parses back.
        let spec = AgentSpec::parse("strong:iterations=40").unwrap();
        let text = spec.to_string();
        assert!(
            text.contains("leaf=net:builtin") && text.contains("policy=builtin"),
            "{text}"
        );
        assert_eq!(AgentSpec::parse(&text).unwrap(), spec);
    }

    #[test]
    fn strong_plays_the_same_game_for_the_same_seed() {
        let decks = deck::embedded();
        let spec = AgentSpec::parse("strong:iterations=16").unwrap();
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
        assert_eq!(play(8), play(8));
    }
}

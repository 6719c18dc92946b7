//! Agent specs as the command line takes them: [`AgentSpec::parse`], then
//! the checks of parameters that parse but make no sense for `pimc` and
//! `cheat`, each refused with one line saying what to change.
//!
//! - `rollout_depth=0`: a rollout would stop before its first decision;
//! - `tree_turns` above `rollout_turns`: the tree cannot grow past the turn
//!   where rollouts stop (when `tree_turns` is not given, it follows a
//!   shorter `rollout_turns`, as ISMCTS's does);
//! - pimc's `worlds` above `iterations`: a world needs at least one
//!   iteration, so the search would run more iterations than asked.
//!
//! ISMCTS's own combinations are checked by [`AgentSpec::parse`].

use keysim_agents::{pimc::PimcParams, AgentSpec};

/// Parses `spec` and refuses parameters that make no sense together.
///
/// # Errors
/// One line for the user: the parse error, or what to change.
pub fn parse_agent(spec: &str) -> Result<AgentSpec, String> {
    let mut parsed = AgentSpec::parse(spec).map_err(|e| e.to_string())?;
    let given = given_parameters(spec);
    match &mut parsed {
        AgentSpec::Pimc(p) => check_search("pimc", p, &given, true)?,
        AgentSpec::Cheat(p) => check_search("cheat", p, &given, false)?,
        _ => {}
    }
    Ok(parsed)
}

/// The names of the parameters `spec` gives (lowercase).
fn given_parameters(spec: &str) -> Vec<String> {
    spec.split_once(':')
        .map(|(_, params)| {
            params
                .split(',')
                .filter_map(|p| {
                    p.split_once('=')
                        .map(|(n, _)| n.trim().to_ascii_lowercase())
                })
                .collect()
        })
        .unwrap_or_default()
}

fn check_search(
    agent: &str,
    p: &mut PimcParams,
    given: &[String],
    worlds: bool,
) -> Result<(), String> {
    if p.rollout_depth == 0 {
        return Err(format!(
            "{agent}: rollout_depth=0 would stop every rollout before its first decision; \
             give 1 or more (default 200)"
        ));
    }
    if p.tree_turns > p.rollout_turns {
        if given.iter().any(|n| n == "tree_turns") {
            return Err(format!(
                "{agent}: tree_turns={} is above rollout_turns={}, but the tree cannot grow \
                 past the turn where rollouts stop; lower tree_turns or raise rollout_turns",
                p.tree_turns, p.rollout_turns
            ));
        }
        // By default the tree reaches as far as the rollouts.
        p.tree_turns = p.rollout_turns;
    }
    if worlds && p.worlds > p.iterations {
        return Err(format!(
            "{agent}: worlds={} is above iterations={}, but each world is searched with at \
             least one iteration; give at most {} worlds or more iterations",
            p.worlds, p.iterations, p.iterations
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pimc_and_cheat_refuse_what_makes_no_sense() {
        for (spec, needle) in [
            ("pimc:rollout_depth=0", "rollout_depth=0"),
            ("cheat:rollout_depth=0", "rollout_depth=0"),
            (
                "pimc:tree_turns=3,rollout_turns=1",
                "tree_turns=3 is above rollout_turns=1",
            ),
            (
                "cheat:rollout_turns=0,tree_turns=1",
                "tree_turns=1 is above rollout_turns=0",
            ),
            (
                "pimc:iterations=5,worlds=10",
                "worlds=10 is above iterations=5",
            ),
        ] {
            let e = parse_agent(spec).unwrap_err();
            assert!(e.contains(needle), "{spec}: {e}");
            assert!(!e.contains('\n'), "{spec}: {e}");
        }
    }

    #[test]
    fn an_unset_tree_turns_follows_a_shorter_rollout_turns() {
        let AgentSpec::Pimc(p) = parse_agent("pimc:rollout_turns=0").unwrap() else {
            panic!("not pimc");
        };
        assert_eq!((p.rollout_turns, p.tree_turns), (0, 0));
        let spec = parse_agent("cheat:rollout_turns=1").unwrap().to_string();
        assert!(spec.contains("tree_turns=1"), "{spec}");
        // What made sense before still parses, to the same agent.
        for spec in [
            "pimc",
            "cheat",
            "pimc:worlds=20,iterations=20",
            "greedy",
            "ismcts",
        ] {
            assert_eq!(parse_agent(spec).unwrap(), AgentSpec::parse(spec).unwrap());
        }
    }
}

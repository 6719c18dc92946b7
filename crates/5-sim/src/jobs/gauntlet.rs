//! Gauntlets: named, versioned lists of reference decks, and the stored
//! round robin that rates them.
//!
//! `keysim strength` plays decks against a gauntlet and rates them on the
//! gauntlet's scale. The gauntlet's own ratings come from a round robin of
//! its decks that is played once ([`run`], `keysim strength
//! --rebuild-gauntlet`), committed as a data file, and reused by every
//! strength run with the same agent and turn cap instead of being replayed.
//!
//! The default gauntlet, [`DEFAULT_NAME`], is the stored file
//! `gauntlet-cota-aoa-wc-mm-momu-dt-woe-gr-as-toc-v6.json` ([`reference_decks`]
//! when it was measured): the 33 embedded decks, every card of them
//! implemented (the 19 Call of the Archons decks, the 4 Mass Mutation decks
//! and the 10 decks that mix cards of CotA, AoA, WC and MM) and six seeded
//! random decks each of Age of Ascension, Worlds Collide, More Mutation,
//! Dark Tidings, Winds of Exchange, Grim Reminders, Æmber Skies and Tokens
//! of Change, the complete sets without a real deck of their own (81
//! decks). A new deck list or a new measurement is a new
//! version.
//!
//! A stored round robin records the golden hash of the engine that played
//! it ([`crate::golden`]); `keysim strength` warns when this engine's
//! golden hash is another (it plays games differently, so the stored
//! ratings may be stale) and names the command that rebuilds it.

use serde::{Deserialize, Serialize};

use super::{agent, matchup, DeckEntry, JobError, Observer, Played};
use crate::golden;
use crate::plan::GamePlayer;
use crate::rating::Record;
use crate::runner::MatchConfig;
use keysim_decks::{self as deck, DeckList};
use keysim_engine::Player;

/// The default gauntlet's name and version.
pub const DEFAULT_NAME: &str = "cota-aoa-wc-mm-momu-dt-woe-gr-as-toc-v6";

/// The stored round robin of the default gauntlet.
const DEFAULT_STORED: &str = include_str!("gauntlet-cota-aoa-wc-mm-momu-dt-woe-gr-as-toc-v6.json");

/// Pairs per round of the round robin (the progress bar moves per round).
const ROUND_PAIRS: u64 = 5;

/// A gauntlet: its name (with version), its decks, and, when one is stored,
/// the round robin that rates them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Gauntlet {
    pub name: String,
    pub decks: Vec<DeckEntry>,
    pub stored: Option<RoundRobin>,
}

/// The parameters of a round robin of a gauntlet's decks.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundRobinParams {
    /// The gauntlet's name and version.
    pub name: String,
    pub decks: Vec<DeckEntry>,
    /// The agent of both sides (canonical spec).
    pub agent: String,
    pub seed: u64,
    /// Games per pairing of two decks (whole pairs).
    pub games_per_pairing: u64,
    pub turn_cap: u16,
}

/// A played round robin: its parameters and one record per pairing (deck
/// indices into the parameters' decks).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoundRobin {
    pub params: RoundRobinParams,
    /// The keysim version that played it.
    pub keysim: String,
    /// The golden hash of the engine that played it
    /// ([`golden::golden_hash`]): an engine with another one plays games
    /// differently, so the stored ratings may no longer describe it. `None`
    /// in a round robin stored before it was recorded.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub golden: Option<String>,
    pub records: Vec<Record>,
}

impl RoundRobin {
    /// Finished and unfinished games in the round robin.
    pub fn games(&self) -> u64 {
        self.records
            .iter()
            .map(|r| r.wins_a + r.wins_b + r.unfinished)
            .sum()
    }

    /// The command that plays this round robin again (into the default
    /// gauntlet's stored file).
    pub fn rebuild_command(&self) -> String {
        format!(
            "keysim strength --rebuild-gauntlet --agent {} --games {} --seed {} --turn-cap {} \
             --out crates/5-sim/src/jobs/gauntlet-{}.json",
            self.params.agent,
            self.params.games_per_pairing,
            self.params.seed,
            self.params.turn_cap,
            self.params.name
        )
    }

    /// One warning line if `engine` (an engine's golden hash: this one's is
    /// [`golden::golden_hash`]) is not the golden hash this round robin was
    /// measured under; `None` if it is.
    pub fn engine_warning(&self, engine: &str) -> Option<String> {
        let measured = match &self.golden {
            Some(h) if h == engine => return None,
            Some(h) => format!("engine golden hash {h}"),
            None => "an engine whose golden hash it does not record".to_string(),
        };
        Some(format!(
            "the stored gauntlet {} was measured under {measured}; this engine plays the golden \
             games differently ({engine}): rebuild it with {}",
            self.params.name,
            self.rebuild_command()
        ))
    }
}

/// The embedded decks whose abilities are all implemented, in library
/// order.
pub fn complete_embedded() -> Vec<&'static DeckList> {
    deck::embedded()
        .iter()
        .filter(|d| super::Coverage::of(d).complete())
        .collect()
}

/// Seeded random decks ([`deck::random_deck`]) a new gauntlet draws for
/// each set it covers without a complete real deck of its own.
pub const RANDOM_DECKS_PER_SET: u64 = 6;

/// The sets whose every card is implemented, in release order.
pub fn complete_sets() -> Vec<&'static str> {
    keysim_cards::set_codes()
        .filter(|set| {
            keysim_cards::all()
                .iter()
                .enumerate()
                .filter(|(_, d)| d.set == *set && d.kind != keysim_cards::CardType::Other)
                .all(|(i, _)| keysim_cards::is_implemented(keysim_cards::CardId(i as u16)))
        })
        .collect()
}

/// The deck list of a new default gauntlet: the complete embedded decks,
/// then, for each complete set none of them is from,
/// [`RANDOM_DECKS_PER_SET`] seeded random decks of that set (seeds 1, 2,
/// ...), so a deck of any covered set is measured against a field that
/// includes its own set.
pub fn reference_decks() -> Vec<DeckList> {
    let real = complete_embedded();
    let mut out: Vec<DeckList> = real.iter().map(|d| (*d).clone()).collect();
    for set in complete_sets() {
        let has_real = real
            .iter()
            .any(|d| d.cards.iter().all(|c| c.def().set == set));
        if !has_real {
            out.extend(
                (1..=RANDOM_DECKS_PER_SET)
                    .map(|seed| deck::random_deck(set, seed).expect("a complete set draws decks")),
            );
        }
    }
    out
}

/// The default gauntlet with its stored round robin.
///
/// # Errors
/// [`JobError::Params`] if the stored file does not read (a bug of the
/// build: a test reads it).
pub fn default_gauntlet() -> Result<Gauntlet, JobError> {
    let stored: RoundRobin = serde_json::from_str(DEFAULT_STORED)
        .map_err(|e| JobError::Params(format!("the stored gauntlet {DEFAULT_NAME}: {e}")))?;
    Ok(Gauntlet {
        name: stored.params.name.clone(),
        decks: stored.params.decks.clone(),
        stored: Some(stored),
    })
}

/// The round robin's matchups: one per pairing `i < j`, in order.
///
/// # Errors
/// [`JobError::Params`] for a deck or agent that does not read, or fewer
/// than two decks.
pub fn matchups(params: &RoundRobinParams) -> Result<Vec<MatchConfig>, JobError> {
    if params.decks.len() < 2 {
        return Err(JobError::Params(
            "a round robin needs at least two decks".into(),
        ));
    }
    let decks = params
        .decks
        .iter()
        .map(DeckEntry::deck)
        .collect::<Result<Vec<_>, _>>()?;
    let spec = agent(&params.agent)?;
    let mut out = Vec::new();
    for (i, j) in pairings(decks.len()) {
        let index = out.len();
        out.push(matchup(
            [&decks[i], &decks[j]],
            [&spec, &spec],
            [0, 0],
            params.seed,
            index,
            params.turn_cap,
        ));
    }
    Ok(out)
}

/// The pairings `(i, j)`, `i < j`, of `n` entities in order.
pub fn pairings(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .collect()
}

/// The rating record of games between deck A (entity `a`) and deck B
/// (entity `b`).
pub fn record(a: usize, b: usize, results: &[crate::GameResult]) -> Record {
    let mut r = Record {
        a,
        b,
        ..Record::default()
    };
    for g in results {
        match g.winner {
            Some(Player::A) => r.wins_a += 1,
            Some(Player::B) => r.wins_b += 1,
            None => r.unfinished += 1,
        }
    }
    r
}

/// Plays the round robin.
///
/// # Errors
/// [`JobError`] for bad parameters or games that cannot be played.
pub fn run(
    params: &RoundRobinParams,
    player: &mut dyn GamePlayer,
    observer: &mut dyn Observer,
) -> Result<RoundRobin, JobError> {
    let matchups = matchups(params)?;
    let pairs = params.games_per_pairing.div_ceil(2);
    let total = 2 * pairs * matchups.len() as u64;
    let mut played = Played::new(matchups.len());
    let mut done_pairs = 0;
    while done_pairs < pairs {
        let n = ROUND_PAIRS.min(pairs - done_pairs);
        let ask: Vec<(usize, u64)> = (0..matchups.len()).map(|m| (m, n)).collect();
        played.play_pairs(player, &matchups, &ask)?;
        done_pairs += n;
        observer.progress(played.games(), total, "round robin");
    }
    let records = pairings(params.decks.len())
        .into_iter()
        .zip(&played.results)
        .map(|((i, j), r)| record(i, j, r))
        .collect();
    Ok(RoundRobin {
        params: params.clone(),
        keysim: crate::VERSION.to_string(),
        golden: Some(golden::golden_hash()),
        records,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::InMemory;

    #[test]
    fn the_stored_gauntlet_reads_and_its_decks_are_complete() {
        let g = default_gauntlet().unwrap();
        assert_eq!(g.name, DEFAULT_NAME);
        let stored = g.stored.unwrap();
        assert_eq!(stored.records.len(), pairings(g.decks.len()).len());
        assert!(stored.games() > 0);
        for d in &g.decks {
            let deck = d.deck().unwrap();
            assert!(super::super::Coverage::of(&deck).complete(), "{}", d.name);
            let source = match d.name.strip_prefix("Random ") {
                Some(set_seed) => deck::resolve(&format!("random:{}", set_seed.replace(' ', ":"))),
                None => deck::find_embedded(&d.name).cloned(),
            };
            assert_eq!(
                source.ok(),
                Some(deck),
                "{} is the deck of its name",
                d.name
            );
        }
    }

    #[test]
    fn a_new_gauntlet_holds_the_complete_real_decks_and_random_decks_of_the_other_complete_sets() {
        let decks = reference_decks();
        let real = complete_embedded();
        assert!(real.len() >= 19, "the CotA decks of the library");
        assert_eq!(
            &decks[..real.len()],
            real.into_iter().cloned().collect::<Vec<_>>()
        );
        let sets = complete_sets();
        assert!(sets.contains(&"CotA") && sets.contains(&"AoA"), "{sets:?}");
        let aoa: Vec<&str> = decks
            .iter()
            .filter(|d| d.cards.iter().all(|c| c.def().set == "AoA"))
            .map(|d| d.name.as_str())
            .collect();
        assert_eq!(
            aoa,
            [
                "Random AoA 1",
                "Random AoA 2",
                "Random AoA 3",
                "Random AoA 4",
                "Random AoA 5",
                "Random AoA 6"
            ],
            "AoA has no real deck in the library"
        );
        assert!(
            !decks.iter().any(|d| d.name.starts_with("Random CotA")),
            "CotA has real decks"
        );
    }

    #[test]
    fn strength_warns_when_the_stored_gauntlet_was_measured_under_another_engine() {
        let stored = default_gauntlet().unwrap().stored.unwrap();
        let measured = stored
            .golden
            .clone()
            .expect("the stored gauntlet records its engine");
        assert_eq!(stored.engine_warning(&measured), None);
        let warning = stored.engine_warning("0123456789abcdef").unwrap();
        assert_eq!(warning.lines().count(), 1, "{warning}");
        assert!(
            warning.contains(&format!("engine golden hash {measured};"))
                && warning.contains("differently (0123456789abcdef)")
                && warning.ends_with(&format!(
                    "rebuild it with keysim strength --rebuild-gauntlet --agent {} --games {} \
                     --seed 1 --turn-cap 200 --out crates/5-sim/src/jobs/gauntlet-cota-aoa-wc-mm-momu-dt-woe-gr-as-toc-v6.json",
                    stored.params.agent, stored.params.games_per_pairing
                )),
            "{warning}"
        );
        let unrecorded = RoundRobin {
            golden: None,
            ..stored
        };
        assert!(unrecorded
            .engine_warning(&measured)
            .unwrap()
            .contains("does not record"));
    }

    #[test]
    fn a_round_robin_plays_every_pairing() {
        let decks: Vec<DeckEntry> = ["radiant", "onyx", "gregg"]
            .iter()
            .map(|n| DeckEntry::of(&deck::resolve(n).unwrap()))
            .collect();
        let params = RoundRobinParams {
            name: "test".into(),
            decks,
            agent: "random".into(),
            seed: 3,
            games_per_pairing: 2,
            turn_cap: 60,
        };
        let mut player = InMemory::new(2).unwrap();
        let rr = run(&params, &mut player, &mut super::super::Silent).unwrap();
        assert_eq!(rr.records.len(), 3);
        assert_eq!(rr.games(), 6);
        assert_eq!((rr.records[2].a, rr.records[2].b), (1, 2));
        assert_eq!(rr.golden, Some(golden::golden_hash()));
    }
}

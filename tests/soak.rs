//! Soak test: thousands of seeded games between the embedded decks with
//! uniformly random choices, checking invariants after every step.

use keysim::deck;
use keysim::engine::{ChoiceList, Game, GameSetup, Location, Outcome, Player};
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn check_invariants(g: &Game, deck_sizes: [usize; 2]) {
    if let Err(e) = g.check_bookkeeping() {
        panic!("engine bookkeeping: {e}");
    }
    for p in Player::BOTH {
        let ps = g.player(p);
        assert!(ps.keys <= 3, "at most 3 keys");
        // Every owned card is in exactly one zone.
        let owned = g.cards().iter().filter(|c| c.owner == p).count();
        assert_eq!(owned, deck_sizes[p.index()]);
        let mut listed = 0;
        for q in Player::BOTH {
            let qs = g.player(q);
            for z in [
                qs.deck.as_slice(),
                qs.hand.as_slice(),
                qs.discard.as_slice(),
                qs.purged.as_slice(),
                qs.archives.as_slice(),
                qs.battleline.as_slice(),
                qs.artifacts.as_slice(),
            ] {
                listed += z.iter().filter(|&&c| g.card(c).owner == p).count();
            }
        }
        let attached_or_limbo = g
            .cards()
            .iter()
            .filter(|c| {
                c.owner == p
                    && matches!(
                        c.location,
                        Location::Attached | Location::Limbo | Location::Beneath
                    )
            })
            .count();
        assert_eq!(listed + attached_or_limbo, owned, "cards conserved");
    }
}

#[test]
fn random_games_keep_invariants() {
    let decks = deck::embedded();
    let n_games = if cfg!(debug_assertions) { 300 } else { 3000 };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let mut list = ChoiceList::new();
    let mut finished = 0;
    for i in 0..n_games {
        let a = &decks[i % decks.len()];
        let b = &decks[(i * 7 + 3) % decks.len()];
        let setup = GameSetup::new(a.clone(), b.clone(), i as u64);
        let mut g = Game::new(&setup).expect("valid setup");
        let sizes = [a.cards.len(), b.cards.len()];
        let mut steps = 0;
        while !g.is_over() {
            g.legal_choices(&mut list);
            assert!(!list.is_empty(), "a live game always has a choice");
            let c = list[rng.gen_range(0..list.len())];
            g.apply(c).expect("legal");
            check_invariants(&g, sizes);
            steps += 1;
            assert!(steps < 100_000, "game {i} does not end");
        }
        assert!(
            !matches!(g.outcome(), Some(Outcome::Aborted(_))),
            "game {i} outgrew an engine capacity: {:?}",
            g.outcome()
        );
        if g.winner().is_some() {
            finished += 1;
        }
    }
    assert!(finished > 0);
}

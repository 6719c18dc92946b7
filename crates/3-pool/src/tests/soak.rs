//! Soak test: thousands of seeded games between the embedded decks, and
//! between Call of the Archons decks built at random from the whole set,
//! with uniformly random choices, checking invariants after every step.

use keysim_decks::{self as deck, DeckListExt};
use keysim_engine::{ChoiceList, Game, GameSetup, Location, Outcome, Player};
use keysim_facts::{self as cards, CardType, DeckCard, DeckList, House};
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
                        Location::Attached | Location::Limbo | Location::Beneath | Location::Joined
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
        let mut g = Game::new(&setup, crate::pool()).expect("valid setup");
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

/// A Call of the Archons deck built at random from the whole set: three
/// distinct houses of the set, 12 cards of each drawn with repetition.
fn random_cota_deck(rng: &mut Xoshiro256PlusPlus, n: usize) -> DeckList {
    let houses = [
        House::Brobnar,
        House::Dis,
        House::Logos,
        House::Mars,
        House::Sanctum,
        House::Shadows,
        House::Untamed,
    ];
    let mut chosen: Vec<House> = Vec::new();
    while chosen.len() < 3 {
        let h = houses[rng.gen_range(0..houses.len())];
        if !chosen.contains(&h) {
            chosen.push(h);
        }
    }
    let mut copies = Vec::new();
    for &h in &chosen {
        let pool: Vec<cards::CardId> = (0..cards::all().len())
            .map(|i| cards::CardId(i as u16))
            .filter(|id| {
                let d = id.def();
                d.set == "CotA" && d.house == h && d.kind != CardType::Other
            })
            .collect();
        for _ in 0..12 {
            copies.push(DeckCard::new(pool[rng.gen_range(0..pool.len())]));
        }
    }
    DeckList::new(format!("random CotA deck {n}"), &chosen, copies).expect("a valid deck")
}

/// `SOAK_TRACE=N` prints game N's decks and every decision (to find the
/// step where a game goes wrong).
#[test]
fn random_cota_decks_keep_invariants() {
    let n_games = if cfg!(debug_assertions) { 200 } else { 2000 };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(370);
    let mut list = ChoiceList::new();
    for i in 0..n_games {
        let a = random_cota_deck(&mut rng, 2 * i);
        let b = random_cota_deck(&mut rng, 2 * i + 1);
        let setup = GameSetup::new(a.clone(), b.clone(), i as u64);
        let mut g = Game::new(&setup, crate::pool()).expect("valid setup");
        let sizes = [a.cards.len(), b.cards.len()];
        let mut steps = 0;
        while !g.is_over() {
            g.legal_choices(&mut list);
            assert!(!list.is_empty(), "a live game always has a choice");
            let c = list[rng.gen_range(0..list.len())];
            if std::env::var("SOAK_TRACE").as_deref() == Ok(&i.to_string()) {
                eprintln!("{:?} {:?}", g.decision(), c);
                if steps == 0 {
                    eprintln!(
                        "A: {:?}",
                        a.cards.iter().map(|c| c.def().name).collect::<Vec<_>>()
                    );
                    eprintln!(
                        "B: {:?}",
                        b.cards.iter().map(|c| c.def().name).collect::<Vec<_>>()
                    );
                }
            }
            g.apply(c).expect("legal");
            check_invariants(&g, sizes);
            steps += 1;
            assert!(
                steps < 100_000,
                "game {i} ({} against {}) does not end",
                a.name,
                b.name
            );
        }
        if matches!(g.outcome(), Some(Outcome::Aborted(_))) {
            let names = |d: &DeckList| {
                d.cards
                    .iter()
                    .map(|c| c.def().name)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            panic!(
                "game {i} outgrew an engine capacity: {:?}\nA: {}\nB: {}",
                g.outcome(),
                names(&a),
                names(&b),
            );
        }
    }
}

//! Tests of real decks as players bring them: anomalies listed under one
//! of a deck's houses, Decks of KeyForge's deck JSON, and the 217 rated
//! real decks of `tests/decks/rated-decks.json`.

use super::*;
use keysim_facts::Half;
use serde_json::json;

const RATED_JSON: &str = include_str!("../../../tests/decks/rated-decks.json");
const CAINE_DOK: &str = include_str!("../../../tests/decks/caine-the-brutish-dok.json");
const GREGG_MV: &str = include_str!("../../../tests/decks/gregg-master-vault.json");

fn rated() -> Vec<DeckList> {
    parse(RATED_JSON, "rated-decks.json").unwrap()
}

fn rated_deck(name: &str) -> DeckList {
    rated()
        .into_iter()
        .find(|d| d.name == name)
        .unwrap_or_else(|| panic!("no rated deck {name}"))
}

/// The one copy of the card titled `name`.
fn only_copy(deck: &DeckList, name: &str) -> DeckCard {
    let found: Vec<DeckCard> = deck
        .cards
        .iter()
        .filter(|c| c.def().name == name)
        .copied()
        .collect();
    assert_eq!(found.len(), 1, "one {name} in {}", deck.name);
    found[0]
}

/// "Bey, Terrible Forum Musician" (Worlds Collide) in the text format: the
/// anomaly Memolith under the Saurian header, as the deck lists it.
const BEY_TXT: &str = "# Bey, Terrible Forum Musician
Set: WC

Logos
1 Cutthroat Research
1 Information Exchange
1 Interdimensional Graft
2 Knowledge is Power
1 Thorium Plasmate
1 Universal Recycle Bin
1 Mimic Gel
1 Reassembling Automaton
1 Sanitation Engineer
1 Titan Guardian
1 Discombobulator

Saurian
1 Imperium
1 Phalanx Strike
1 Memolith
1 Paraguardian
1 Philophosaurus
1 Spyyyder (maverick)
3 Thero Centurion
2 Tricerian Legionary
1 Imperial Scutum

Shadows
1 Hit and Run
2 Hock
1 Mug
2 Pestering Blow
1 Rigged Lottery
1 Too Much to Protect
1 Bad Penny
1 Fidgit
1 Ronnie Wristclocks
1 Yantzee Gang
";

#[test]
fn the_anomalies_are_the_cards_numbered_a() {
    let anomalies: Vec<&str> = [
        "memolith",
        "nizak-the-forgotten",
        "lateral-shift",
        "infomancer",
    ]
    .into_iter()
    .filter(|slug| {
        cards::by_slug(slug, Some(452), None)
            .unwrap()
            .def()
            .is_anomaly()
    })
    .collect();
    assert_eq!(anomalies.len(), 4);
    assert!(!cards::by_name("Punch", None, None)
        .unwrap()
        .def()
        .is_anomaly());
    // Orb of Wonder is an anomaly in Worlds Collide, a Sanctum card later.
    let orbs: Vec<bool> = cards::all()
        .iter()
        .filter(|d| d.slug == "orb-of-wonder")
        .map(|d| d.is_anomaly())
        .collect();
    assert!(orbs.contains(&true) && orbs.contains(&false));
}

#[test]
fn an_anomaly_under_a_house_header_plays_as_that_house() {
    let bey = DeckList::from_text(BEY_TXT).unwrap();
    let memolith = only_copy(&bey, "Memolith");
    assert_eq!(memolith.house, House::Saurian);
    assert!(!memolith.maverick, "an anomaly is no maverick");
    // The text it writes reads back as the same deck.
    assert_eq!(DeckList::from_text(&bey.to_text()).unwrap(), bey);
    // Marked "(maverick)" all the same, it is still no maverick.
    let marked = BEY_TXT.replace("1 Memolith", "1 Memolith (maverick)");
    assert_eq!(DeckList::from_text(&marked).unwrap(), bey);
}

#[test]
fn an_anomaly_outside_every_house_is_refused_with_what_to_do() {
    let before_headers = BEY_TXT
        .replace("1 Memolith\n", "")
        .replace("Set: WC\n", "Set: WC\n1 Memolith\n");
    let err = DeckList::from_text(&before_headers)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("\"Memolith\" is an anomaly") && err.contains("Logos, Saurian, Shadows"),
        "{err}"
    );
}

#[test]
fn an_anomaly_in_json_plays_as_the_house_it_is_listed_under() {
    let bey = DeckList::from_text(BEY_TXT).unwrap();
    let entries = |memolith: serde_json::Value| {
        let mut cards = vec![memolith];
        for c in bey.cards.iter().filter(|c| c.def().name != "Memolith") {
            let mut e = json!({ "name": c.def().name, "house": c.def().house.name() });
            if c.maverick {
                e["maverick"] = json!(c.house.name());
            }
            cards.push(e);
        }
        json!({ "name": bey.name, "expansion": "WC", "cards": cards }).to_string()
    };
    for memolith in [
        json!({ "name": "Memolith", "house": "saurian" }),
        json!({ "name": "Memolith", "house": "saurian", "anomaly": true }),
        json!({ "id": "memolith", "anomaly": "saurian" }),
        json!({ "id": "memolith", "maverick": "saurian" }),
    ] {
        let read = &parse(&entries(memolith.clone()), "bey.json").unwrap()[0];
        assert_eq!(read, &bey, "{memolith}");
    }
    let err = parse(&entries(json!({ "id": "memolith" })), "bey.json")
        .unwrap_err()
        .to_string();
    assert!(err.contains("is an anomaly"), "{err}");
}

#[test]
fn an_anomaly_of_the_master_vault_plays_as_the_house_the_site_gives_it() {
    let mut v: serde_json::Value = serde_json::from_str(GREGG_MV).unwrap();
    let linked = v["_linked"]["cards"].as_array_mut().unwrap();
    let punch = linked
        .iter_mut()
        .find(|c| c["card_title"] == "Punch")
        .unwrap();
    punch["card_title"] = json!("Nizak, The Forgotten");
    punch["card_number"] = json!("A05");
    punch["expansion"] = json!(453);
    punch["house"] = json!("Brobnar");
    punch["is_anomaly"] = json!(true);
    let d = &parse(&v.to_string(), "g.json").unwrap()[0];
    let nizak: Vec<&DeckCard> = d
        .cards
        .iter()
        .filter(|c| c.def().slug == "nizak-the-forgotten")
        .collect();
    assert!(!nizak.is_empty());
    assert!(nizak
        .iter()
        .all(|c| c.house == House::Brobnar && !c.maverick));
}

#[test]
fn a_decks_of_keyforge_deck_reads_as_the_real_deck() {
    let decks = parse(CAINE_DOK, "caine-the-brutish-dok.json").unwrap();
    assert_eq!(decks.len(), 1);
    let caine = &decks[0];
    assert_eq!(caine.name, "Caine the Brutish");
    assert_eq!(
        caine.houses,
        [House::Brobnar, House::Shadows, House::Untamed]
    );
    assert_eq!(caine.cards.len(), DECK_SIZE);
    let infomancer = only_copy(caine, "Infomancer");
    assert_eq!(
        (infomancer.house, infomancer.maverick),
        (House::Shadows, false)
    );
    assert!(caine.cards.iter().all(|c| c.def().set == "WC"));
    assert_eq!(
        card_hash(caine),
        card_hash(&rated_deck("Caine the Brutish"))
    );
}

#[test]
fn decks_of_keyforge_mavericks_and_enhancements() {
    let mut v: serde_json::Value = serde_json::from_str(CAINE_DOK).unwrap();
    let groups = v["deck"]["housesAndCards"].as_array_mut().unwrap();
    let brobnar = groups[0]["cards"].as_array_mut().unwrap();
    // Ballcano with an Æmber, two draws and a Shadows icon, the site's way.
    brobnar[0]["enhanced"] = json!(true);
    brobnar[0]["bonusAember"] = json!(1);
    brobnar[0]["bonusDraw"] = json!(2);
    brobnar[0]["bonusHouses"] = json!(["Shadows"]);
    // Barn Razing with a Brobnar icon, under the flag the site misspells.
    brobnar[1]["bonusBobnar"] = json!(true);
    // Cowfyne a maverick: a Brobnar creature listed under Untamed.
    let cowfyne = brobnar.remove(5);
    assert_eq!(cowfyne["cardTitle"], "Cowfyne");
    let untamed = groups[2]["cards"].as_array_mut().unwrap();
    let mut maverick = cowfyne.clone();
    maverick["maverick"] = json!(true);
    untamed.push(maverick);
    let caine = &parse(&v.to_string(), "caine.json").unwrap()[0];
    let ballcano = only_copy(caine, "Ballcano");
    assert_eq!(
        (ballcano.enhancements.amber, ballcano.enhancements.draw),
        (1, 2)
    );
    assert_eq!(ballcano.house_icons, 1 << House::Shadows as u16);
    assert_eq!(
        only_copy(caine, "Barn Razing").house_icons,
        1 << House::Brobnar as u16
    );
    let cowfyne = only_copy(caine, "Cowfyne");
    assert_eq!((cowfyne.house, cowfyne.maverick), (House::Untamed, true));
    // A list of the site's deck objects, without the wrapper, reads too.
    let list = json!([v["deck"].clone(), v["deck"].clone()]).to_string();
    let both = parse(&list, "decks.json").unwrap();
    assert_eq!(both, vec![caine.clone(), caine.clone()]);
}

#[test]
fn every_rated_real_deck_loads() {
    let decks = rated();
    assert_eq!(decks.len(), 217);
    for d in &decks {
        assert_eq!(d.cards.len(), DECK_SIZE, "{}", d.name);
    }
    // The four anomalies of the corpus play as the house they are listed
    // under, as no mavericks.
    for (deck, card, house) in [
        ("Bey, Terrible Forum Musician", "Memolith", House::Saurian),
        ("Caine the Brutish", "Infomancer", House::Shadows),
        ("Melodic “Solo” Satchel", "Lateral Shift", House::Dis),
    ] {
        let copy = only_copy(&rated_deck(deck), card);
        assert_eq!((copy.house, copy.maverick), (house, false), "{deck}");
    }
    let nizak = decks
        .iter()
        .flat_map(|d| &d.cards)
        .find(|c| c.def().slug == "nizak-the-forgotten")
        .expect("Nizak in a rated deck");
    assert_eq!((nizak.house, nizak.maverick), (House::Dis, false));
    // The maverick marks of the list (`"maverick": true`) are read as
    // mavericks of the house they are listed under.
    let mavericks = decks.iter().flat_map(|d| &d.cards).filter(|c| c.maverick);
    assert_eq!(mavericks.count(), 13);
}

#[test]
fn the_rated_deck_lists_load_as_they_are_written() {
    // The shared corpus's own entries: maverick and anomaly flags beside the
    // house the copy plays as, icons as counts, and "enhanced" without them.
    let decks: serde_json::Value = serde_json::from_str(RATED_JSON).unwrap();
    let mut caine = decks
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["name"] == "Caine the Brutish")
        .unwrap()
        .clone();
    caine["cards"][0]["enhancements"] = json!({ "aember": 1, "draw": 2 });
    caine["cards"][1]["enhancements"] = json!({ "enhanced": true });
    let d = &parse(&caine.to_string(), "rated.json").unwrap()[0];
    let ballcano = only_copy(d, "Ballcano");
    assert_eq!(
        (ballcano.enhancements.amber, ballcano.enhancements.draw),
        (1, 2)
    );
    assert_eq!(only_copy(d, "Barn Razing").enhancements, Icons::NONE);
    // A count that is not a number is refused.
    caine["cards"][0]["enhancements"] = json!({ "draw": "two" });
    let err = parse(&caine.to_string(), "rated.json")
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("rated.json:"), "{err}");
}

/// The copies of each half of the gigantic creature titled `name`:
/// (creature half, icons half).
fn halves(deck: &DeckList, name: &str) -> (usize, usize) {
    let of = |half: Half| {
        deck.cards
            .iter()
            .filter(|c| c.def().name == name && c.card.gigantic().map(|(h, _)| h) == Some(half))
            .count()
    };
    (of(Half::Creature), of(Half::Icons))
}

#[test]
fn a_gigantic_creature_listed_by_title_holds_both_halves() {
    // Decks of KeyForge lists both halves as "Niffle Kong", count 2.
    let voldark = rated_deck("Voldark, Spawn of Jabaking");
    assert_eq!(halves(&voldark, "Niffle Kong"), (1, 1));
    // Two entries of the same title, one of them enhanced.
    let tulio = rated_deck("Túlio, Chefe do Arquivo Repugnante");
    assert_eq!(halves(&tulio, "Deusillus"), (1, 1));
    // Every rated deck holding a gigantic creature holds it in pairs.
    for deck in rated() {
        for c in &deck.cards {
            if c.card.gigantic().is_some() {
                let (creature, icons) = halves(&deck, c.def().name);
                assert_eq!(creature, icons, "{}: {}", deck.name, c.def().name);
            }
        }
    }
}

#[test]
fn gigantic_halves_are_paired_whatever_the_list_says() {
    let text = |lines: &str| {
        format!(
            "# Pairs\nSet: MM\n\nSaurian\n{lines}\n\nLogos\n12 Library Access\n\nUntamed\n12 Dust Pixie\n"
        )
    };
    let count = |lines: &str| {
        let d = DeckList::from_text(&text(lines)).unwrap();
        halves(&d, "Deusillus")
    };
    // By title only: split evenly.
    assert_eq!(count("2 Deusillus\n10 Galeatops"), (1, 1));
    assert_eq!(count("4 Deusillus\n8 Galeatops"), (2, 2));
    // Both halves named: kept.
    assert_eq!(
        count("1 Deusillus\n1 Deusillus {deusillus2}\n10 Galeatops"),
        (1, 1)
    );
    // Two icons halves: one becomes the creature half.
    assert_eq!(count("2 Deusillus {deusillus2}\n10 Galeatops"), (1, 1));
    // A lone half stays as it is; of three copies, two are creature halves.
    assert_eq!(count("1 Deusillus\n11 Galeatops"), (1, 0));
    assert_eq!(count("3 Deusillus\n9 Galeatops"), (2, 1));
}

//! The Enhance keyword: the bonus icons a card adds to other cards of its
//! deck when the deck is made (rulebook, "Enhance"). It does nothing in
//! play; a deck generator places the icons.

use super::table::ENHANCE;
use super::{CardId, Icons};

impl CardId {
    /// The bonus icons this record's Enhance keyword adds to other cards of
    /// a deck ([`Icons::NONE`] for a card without it).
    pub fn enhance(self) -> Icons {
        match ENHANCE.binary_search_by_key(&self.0, |(id, _)| *id) {
            Ok(i) => {
                let [amber, capture, damage, draw, discard] = ENHANCE[i].1;
                Icons {
                    amber,
                    capture,
                    damage,
                    draw,
                    discard,
                }
            }
            Err(_) => Icons::NONE,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{by_slug, Icons};

    fn enhance(slug: &str, set: u16) -> Icons {
        by_slug(slug, Some(set), None).unwrap().enhance()
    }

    #[test]
    fn enhance_icons_as_printed() {
        // Mass Mutation prints letters: Hystricog "DDD", Adaptoid "PTDR".
        assert_eq!(
            enhance("hystricog", 479),
            Icons {
                damage: 3,
                ..Icons::NONE
            }
        );
        assert_eq!(
            enhance("adaptoid", 479),
            Icons {
                capture: 1,
                damage: 1,
                draw: 1,
                ..Icons::NONE
            }
        );
        assert_eq!(enhance("troll", 341), Icons::NONE);
    }

    #[test]
    fn the_table_is_sorted_for_the_binary_search() {
        let ids: Vec<u16> = super::ENHANCE.iter().map(|(id, _)| *id).collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]));
        assert!(ids.len() > 200, "{} enhancing records", ids.len());
    }
}

//! "Destroy this; you may use friendly `house` creatures this turn" (Sigil
//! of Brotherhood, Ritual of the Hunt, Loyalty Implants): the step that
//! starts the permission, and the lasting behaviour that grants it. A card
//! writes the step [`sacrifice_to_use`] and takes the rest of its
//! behaviour from [`USE_HOUSE_THIS_TURN`].

use crate::ability::{Behavior, Param, Queries, Step};
use crate::{CardRef, Expiry, Query};
use keysim_facts::House;

/// Destroys the ability's card; for the rest of the turn, its controller
/// may use friendly `house` creatures.
pub const fn sacrifice_to_use(house: House) -> Step {
    Step::then(|g, f| {
        g.destroy(f.source);
        let house = f.param().house();
        g.add_lasting_with(
            f.source,
            f.controller,
            Expiry::EndOfTurn,
            CardRef::NONE,
            house as u8,
        );
    })
    .with(Param::House(house))
}

/// The lasting effect of [`sacrifice_to_use`]: friendly creatures of the
/// house it remembers may be used whatever the active house.
pub const USE_HOUSE_THIS_TURN: Behavior = Behavior {
    lasting_modifies: Queries::PERMISSIONS,
    lasting_modify: Some(|g, e, q| {
        if let Query::OffHouseUse {
            player,
            card,
            value,
        } = q
        {
            if *player == e.controller
                && g.belongs_to(*card, e.house())
                && g.is_creature_card(*card)
                && g.card(*card).controller == e.controller
            {
                *value = true;
            }
        }
    }),
    ..Behavior::VANILLA
};

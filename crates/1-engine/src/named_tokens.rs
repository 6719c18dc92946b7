//! "Make a Minion": a token creature of the type a card names rather than
//! the deck's (Suzerain's Minion, Beta-Forge's Alpha-Gamma, The Long
//! Con's Stooge, Niffle Sanctuary's Niffle Brute). The top card of the
//! maker's deck becomes the token, on the flank its maker chooses (asked
//! only when their battleline is not empty), as
//! [`Game::make_token_as`] makes it; the steps after it find the token
//! with [`Game::tokens_just_made`].
//!
//! A card names its type once, as a [`TokenType`], and writes
//! `Step::make_named_token::<Minion>()`.

use crate::ability::{Ability, Frame, Step};
use crate::control::FLANKS;
use crate::state::Task;
use crate::{Flank, Game};
use keysim_facts::CardId;

/// A token creature type a card names ("make a Minion").
pub trait TokenType: 'static {
    /// The type's slug in the card table.
    const SLUG: &'static str;

    /// The type's card record.
    fn id() -> CardId {
        keysim_facts::by_slug(Self::SLUG, None, None).expect("a token type is a card of the table")
    }
}

/// The ability that makes one token of type `K`.
struct MakeOne<K>(std::marker::PhantomData<K>);

impl<K: TokenType> MakeOne<K> {
    const ABILITY: Ability = &[
        Step::then(make_if_no_choice::<K>),
        Step::choose_one(FLANKS, make_on_chosen_flank::<K>).only_if(flank_to_choose),
    ];
}

impl Step {
    /// "Make a `K`": one token creature of type `K` for the ability's
    /// controller, made before the ability's next step.
    pub const fn make_named_token<K: TokenType>() -> Step {
        Step::then(queue::<K>)
    }
}

fn queue<K: TokenType>(g: &mut Game, f: &mut Frame) {
    g.tokens_made = 0;
    let mut one = Frame::new(MakeOne::<K>::ABILITY, f.source, f.controller);
    one.granted_by = f.granted_by;
    g.push_task(Task::Ability(one));
}

fn make_if_no_choice<K: TokenType>(g: &mut Game, f: &mut Frame) {
    if g.creatures(f.controller).is_empty() {
        g.make_token_as(f.controller, Flank::Right, K::id());
        f.done = true;
    }
}

fn flank_to_choose(g: &Game, f: &Frame) -> bool {
    !f.done && !g.player(f.controller).deck.is_empty()
}

fn make_on_chosen_flank<K: TokenType>(g: &mut Game, f: &mut Frame) {
    let flank = if f.option == 0 {
        Flank::Left
    } else {
        Flank::Right
    };
    g.make_token_as(f.controller, flank, K::id());
}

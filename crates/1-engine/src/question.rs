//! Queries: the game values constant abilities and lasting effects may
//! change (power, armor, keywords, permissions, costs, houses, replacements),
//! asked with one typed call, [`Game::query`].
//!
//! Each kind of query is one entry of the table below: the question (a small
//! `Copy` struct naming its subject, `Power(card)`), its answer and the
//! [`QueryClass`] of constant abilities that may answer it. The entry also
//! makes the [`Query`] variant that card behaviour matches on in its
//! `modify` function (`Query::Power { card, value }`).

use super::action::GameAction;
use super::bonus::BonusEffect;
use super::ids::{CardRef, Player};

/// A question about a game value: `Q::Answer` starts from the value the
/// rules give (a printed power, "true" for a permission) and constant
/// abilities and lasting effects of class `Q::CLASS` may change it.
pub trait Question: Copy {
    /// What the question asks for.
    type Answer: Copy;
    /// The constant abilities that may answer it.
    const CLASS: QueryClass;
    /// The [`Query`] constant abilities see, with `answer` so far.
    fn to_query(self, answer: Self::Answer) -> Query;
    /// The answer held by `q`, a query built by [`Question::to_query`]
    /// (`otherwise` if a constant ability replaced it by another kind).
    fn answer(q: Query, otherwise: Self::Answer) -> Self::Answer;
}

/// A single answer field is the answer; several are a tuple.
macro_rules! one_or_tuple {
    ($one:ty) => { $one };
    ($($many:ty),+) => { ($($many),+) };
}

/// [`one_or_tuple`] for the answer fields' names (patterns, values).
macro_rules! one_or_tuple_of {
    ($one:ident) => { $one };
    ($($many:ident),+) => { ($($many),+) };
}

/// The table of queries: for each, `Name(subject: Type, ...) -> { answer:
/// Type, ... } in Class;` makes the question struct `Name`, its
/// [`Question`] impl and the variant `Query::Name { subject, answer }`.
macro_rules! queries {
    ($(
        $(#[$doc:meta])*
        $name:ident($($subject:ident: $subject_ty:ty),*) -> { $($answer:ident: $answer_ty:ty),+ } in $class:ident;
    )*) => {
        /// A question about the current game values that constant abilities
        /// and lasting effects may modify ("+2 power while on a flank"), as
        /// their `modify` functions see it: its subject and its answer so
        /// far.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Query {
            $(
                $(#[$doc])*
                $name { $($subject: $subject_ty,)* $($answer: $answer_ty,)+ },
            )*
        }

        $(
            $(#[$doc])*
            #[derive(Clone, Copy, Debug, PartialEq, Eq)]
            pub struct $name($(pub $subject_ty),*);

            impl Question for $name {
                type Answer = one_or_tuple!($($answer_ty),+);
                const CLASS: QueryClass = QueryClass::$class;
                #[inline(always)]
                fn to_query(self, answer: Self::Answer) -> Query {
                    let $name($($subject),*) = self;
                    let one_or_tuple_of!($($answer),+) = answer;
                    Query::$name { $($subject,)* $($answer,)+ }
                }
                #[inline(always)]
                fn answer(q: Query, otherwise: Self::Answer) -> Self::Answer {
                    match q {
                        Query::$name { $($answer,)+ .. } => one_or_tuple_of!($($answer),+),
                        _ => otherwise,
                    }
                }
            }
        )*
    };
}

queries! {
    /// The power of a creature.
    Power(card: CardRef) -> { value: i32 } in Power;
    /// The armor of a creature.
    Armor(card: CardRef) -> { value: i32 } in Armor;
    /// The keywords a card has.
    Keywords(card: CardRef) -> { value: keysim_facts::Keywords } in Keywords;
    /// The number of cards a player refills their hand to.
    HandSize(player: Player) -> { value: i32 } in HandSize;
    /// The current cost of a key for a player.
    KeyCost(player: Player) -> { value: i32 } in Economy;
    /// Whether the controller of `card`, a card in play, may spend the
    /// Æmber on it as if it were in their pool (default false; "you may
    /// spend Æmber on friendly creatures as if it were in your pool" sets
    /// true). A card printed so says it with
    /// [`Behavior::forge_bank`](super::Behavior::forge_bank).
    SpendsAsPool(card: CardRef) -> { value: bool } in Rare;
    /// Whether the opponent of the controller of `card`, a card in play,
    /// may spend the Æmber on it as if it were in their pool (default
    /// false; "your opponent may spend Æmber on this creature as if it
    /// were in their pool" sets true: Mole).
    OpponentSpendsAsPool(card: CardRef) -> { value: bool } in Rare;
    /// Whether creature `card` itself may be spent by its controller as 1
    /// Æmber when forging, as if it were Æmber in their pool; spent, it is
    /// discarded, ignoring wards (default false; the Æmberling token
    /// creature sets true).
    SpentAsAmber(card: CardRef) -> { value: bool } in Rare;
    /// Whether a creature can be dealt damage.
    CanBeDamaged(card: CardRef) -> { value: bool } in Other;
    /// Damage `dealer` deals to `receiver` by its power in a fight that
    /// `attacker` was used to start.
    FightDamage(dealer: CardRef, receiver: CardRef, attacker: CardRef) -> { value: i32 } in Fight;
    /// Whether `attacker` ignores taunt and elusive while attacking.
    IgnoresTauntAndElusive(attacker: CardRef) -> { value: bool } in TauntElusive;
    /// Whether a creature or artifact enters play ready (default false).
    EntersReady(card: CardRef) -> { value: bool } in Other;
    /// Whether a creature enters play stunned (default false; "enters play
    /// stunned" sets true).
    EntersStunned(card: CardRef) -> { value: bool } in Rare;
    /// Whether a creature about to enter play (being played, or the top
    /// card of a deck about to become a token) may enter anywhere in its
    /// controller's battleline as deploy lets it (default false, printed
    /// deploy aside; "you may have it enter anywhere in your battleline",
    /// Knightapult, sets true).
    EntersAnywhere(card: CardRef) -> { value: bool } in Rare;
    /// Whether a creature played into `player`'s battleline may be put on
    /// its `flank` (default true; "your opponent cannot play creatures on
    /// their right flank", Phantasmaquid, sets false; `flank_play.rs`).
    MayPlayOnFlank(player: Player, flank: super::ids::Flank) -> { value: bool } in Rare;
    /// A creature's assault value (starts from the printed one; "gains
    /// assault 2" adds 2): damage it deals before it attacks.
    Assault(card: CardRef) -> { value: u32 } in AssaultHazardous;
    /// A creature's hazardous value (starts from the printed one): damage
    /// dealt to a creature attacking it, before the fight.
    Hazardous(card: CardRef) -> { value: u32 } in AssaultHazardous;
    /// A creature's splash-attack value (starts from the printed one;
    /// "gains splash-attack 1" adds 1): damage it deals to each neighbor
    /// of the creature it attacks. Few cards grant it: a rare question,
    /// so a fight with no such card in play does not pay for it.
    SplashAttack(card: CardRef) -> { value: u32 } in Rare;
    /// Whether `player` may play `card` now (default true; restrictions
    /// such as "cannot play more than 2 cards each turn" set false).
    CanPlay(player: Player, card: CardRef) -> { value: bool } in Permissions;
    /// Whether `player` may play `card` although it does not belong to the
    /// active house (default false; permissions set true). Discarding is
    /// still limited to the active house.
    OffHousePlay(player: Player, card: CardRef) -> { value: bool } in Permissions;
    /// Whether `player` may use `card` now (default true; restrictions set
    /// false). Using is reaping, fighting, Action:, Omni: and removing a
    /// stun, from step 3 or from an ability.
    CanUse(player: Player, card: CardRef) -> { value: bool } in Permissions;
    /// Whether `player` may use `card` although it does not belong to the
    /// active house (default false; permissions set true).
    OffHouseUse(player: Player, card: CardRef) -> { value: bool } in Permissions;
    /// Æmber `player` must pay their opponent to play `card` (default 0).
    /// A card whose cost cannot be paid cannot be played; the cost is paid
    /// before anything else of the play.
    PlayCost(player: Player, card: CardRef) -> { value: u32 } in Permissions;
    /// Æmber `player` must pay their opponent to use `card` (default 0),
    /// like [`Query::PlayCost`].
    UseCost(player: Player, card: CardRef) -> { value: u32 } in Permissions;
    /// Whether `attacker` may be used to fight (default true; "cannot use
    /// creatures to fight" sets false). Other uses are [`Query::CanUse`].
    CanFight(attacker: CardRef) -> { value: bool } in Permissions;
    /// Whether `attacker` may fight `defender` (default true; "can only
    /// fight stunned creatures" sets false for the others).
    CanAttack(attacker: CardRef, defender: CardRef) -> { value: bool } in Combat;
    /// Whether creature `card` may reap (default true; "cannot reap" sets
    /// false).
    CanReap(card: CardRef) -> { value: bool } in Combat;
    /// Whether creature `card`, when used, must be used to fight if it can
    /// (default false; "creatures must fight when used, if able" sets
    /// true), as an enraged creature must.
    MustFight(card: CardRef) -> { value: bool } in Combat;
    /// Whether `player` may use `card` to fight although it does not
    /// belong to the active house (default false; "each friendly creature
    /// may fight" sets true). Only fighting: for every use, see
    /// [`Query::OffHouseUse`].
    OffHouseFight(player: Player, card: CardRef) -> { value: bool } in Combat;
    /// Whether `player` may use `card` to reap although it does not belong
    /// to the active house (default false; "you may reap with up to 2
    /// non-Star Alliance creatures this turn" sets true). Only reaping, as
    /// [`Query::OffHouseFight`] is only fighting.
    OffHouseReap(player: Player, card: CardRef) -> { value: bool } in Combat;
    /// Whether `player` may forge a key in step 1 of their turn (default
    /// true; "skips the forge a key step", "cannot forge keys" set false).
    CanForge(player: Player) -> { value: bool } in Permissions;
    /// Step 2 of `player`'s turn: the houses they must choose (`forced`, a
    /// bit per `House as u8` that each "must choose" adds to, default 0:
    /// free choice; with two mandates the player picks either) and the
    /// houses they cannot choose (`forbidden`, a bit per `House as u8`).
    /// "Cannot" wins over "must".
    HouseChoice(player: Player) -> { forced: u32, forbidden: u32 } in Permissions;
    /// Whether `player` may forge keys at all, in step 1 or when an ability
    /// says so (default true; "cannot forge keys" sets false). Skipping
    /// only step 1 is [`Query::CanForge`].
    MayForgeKeys(player: Player) -> { value: bool } in Permissions;
    /// The houses `card` belongs to, a bit per `House as u32` (default: its
    /// printed house).
    Houses(card: CardRef) -> { value: u32 } in House;
    /// Whether creature `card` counts as a flank creature (default: it is
    /// at an end of its battleline; "is considered a flank creature" sets
    /// true).
    IsFlank(card: CardRef) -> { value: bool } in Other;
    /// Whether `card` may be used for its Action: and Omni: abilities
    /// (default true; "can only fight" sets false).
    CanAct(card: CardRef) -> { value: bool } in Combat;
    /// A game action about to happen ([`Game::instead`]): a replacement
    /// ("instead") effect changes it, replaces it by another action, or
    /// prevents it ([`GameAction::Prevented`]).
    Instead() -> { action: GameAction } in Replacement;
    /// Whether Æmber stolen or captured from `player`'s pool is taken from
    /// the common supply instead (default false): the pool keeps it, and
    /// it still counts as stolen or captured, up to what the pool holds.
    AmberFromSupply(player: Player) -> { value: bool } in Rare;
    /// Whether Æmber in `player`'s pool can be stolen (default true; "your
    /// Æmber cannot be stolen" sets false): asked before any replacement
    /// of the steal, so a steal that cannot happen is not replaced either
    /// (the FAQ ruling on Discombobulator and Gargantodon).
    CanBeStolen(player: Player) -> { value: bool } in Rare;
    /// Whether the text box of `card`, a card in play, is considered blank
    /// (default false; Shadow of Dis sets true): see [`Game::text_blank`].
    ///
    /// [`Game::text_blank`]: crate::Game::text_blank
    TextBlank(card: CardRef) -> { value: bool } in Text;
    /// Whether `card` has the trait `which` (starts from the printed
    /// traits; "gains the Mutant trait" sets true): see
    /// [`Game::has_trait`].
    ///
    /// [`Game::has_trait`]: crate::Game::has_trait
    HasTrait(card: CardRef, which: keysim_facts::Trait) -> { value: bool } in Rare;
    /// Whether `card` loses the trait `which`, printed or gained (default
    /// false; "each creature loses each of its traits" sets true): asked
    /// after [`HasTrait`], so a trait lost stays lost whatever gives it.
    LosesTrait(card: CardRef, which: keysim_facts::Trait) -> { value: bool } in Rare;
    /// Whether `player` may resolve the bonus icons of `card`, a card they
    /// play or resolve as if they had played it (default true; a card that
    /// stops the opponent's bonus icons sets false, the icons resolved as if
    /// played included, per the FAQ on Master of the Grey). Asked before
    /// each icon.
    MayResolveBonusIcons(player: Player, card: CardRef) -> { value: bool } in Rare;
    /// What `player` may resolve a bonus icon of kind `icon` as, a bit per
    /// [`BonusEffect`] (default: the icon's own bit; "you may resolve it as
    /// a capture icon instead", "you may steal 1 instead" add theirs).
    /// With a choice, the player decides icon by icon, and the icon chosen
    /// is asked about again (a capture chosen instead may become a steal:
    /// the FAQ on Scrivener Favian and Amphora Captura).
    BonusIconAs(player: Player, icon: BonusEffect) -> { value: u8 } in Rare;
    /// Whether creature `card` can be dealt damage by `dealer`, the card
    /// dealing it (default true; "cannot be dealt damage by Mutant
    /// creatures" sets false): a fighting creature for its power, assault
    /// or hazardous, the card whose ability or reaction deals it. Not
    /// asked for damage with no dealer (a bonus icon's, dealt by a game
    /// step): see [`Game::damage_dealer`](crate::Game::damage_dealer).
    CanBeDamagedBy(card: CardRef, dealer: CardRef) -> { value: bool } in Rare;
    /// Whether the "Destroyed:" abilities of `card`, tagged for
    /// destruction, trigger (default true; "Destroyed: effects cannot
    /// trigger" sets false).
    DestroyedAbilitiesTrigger(card: CardRef) -> { value: bool } in Rare;
    /// Whether `card`, in a player's archives, may leave them (default
    /// true; "your opponent's cards cannot leave your archives" sets
    /// false: Memrox the Red). See [`crate::archive_locks`].
    LeavesArchives(card: CardRef) -> { value: bool } in Rare;
    /// Whether creature `card` has its "Fight:"/"After Fight:" abilities,
    /// printed and gained (default true; "loses all After Fight effects"
    /// sets false: Revna Starsong).
    HasFightAbilities(card: CardRef) -> { value: bool } in Rare;
    /// Whether the top card of `player`'s deck is revealed to both players
    /// (default false; "play with the top card of your deck revealed":
    /// Near-Future Lens).
    DeckTopRevealed(player: Player) -> { value: bool } in Rare;
    /// Whether `card`, an exhausted card of the active player, readies in
    /// their "ready cards" step (default true; "does not ready during the
    /// 'ready cards' step" sets false): see
    /// [`Game::readies_in_ready_step`](crate::Game::readies_in_ready_step).
    ReadiesInReadyStep(card: CardRef) -> { value: bool } in Readying;
    /// Whether `player` may raise the tide, by its Omni or by an ability
    /// (default true; "players cannot raise the tide" sets false).
    CanRaiseTide(player: Player) -> { value: bool } in Rare;
    /// Whether creature `card` has its power and armor switched (default
    /// false; each "switch its power and armor" in effect toggles it, so
    /// two switches cancel): see [`Game::power`](crate::Game::power).
    PowerArmorSwitched(card: CardRef) -> { value: bool } in Rare;
    /// Whether `player` may take their archives into their hand in step 2
    /// (default true; "players cannot take their archives into their
    /// hands during their 'choose a house' step" sets false: Titan
    /// Sentry). See [`crate::archive_locks`].
    PicksUpArchives(player: Player) -> { value: bool } in Rare;
    /// Whether `player` is haunted (default: 10 or more cards in their
    /// discard pile; "while there are 10 or more cards between your purged
    /// cards and discard pile, you are haunted", Junkyard Cemetery, sets
    /// true): see [`Game::is_haunted`](crate::Game::is_haunted).
    Haunted(player: Player) -> { value: bool } in Rare;
}

impl Query {
    /// The card whose power, armor or keywords this query asks for: the
    /// queries a constant ability's [`Reach`](super::Reach) limits.
    #[inline]
    pub(crate) fn stat_of(&self) -> Option<CardRef> {
        match *self {
            Query::Power { card, .. }
            | Query::Armor { card, .. }
            | Query::Keywords { card, .. } => Some(card),
            _ => None,
        }
    }
}

/// A class of [`Query`]: what a constant ability declares it answers
/// ([`Behavior::modifies`](super::Behavior::modifies)). Power, keywords and
/// armor are asked constantly (fights, taunt, legal choices), so they are
/// kept apart from the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueryClass {
    Power = 0,
    Keywords = 1,
    Armor = 2,
    /// What may be played or used, and at what cost; forging in step 1 and
    /// the house choice of step 2.
    Permissions = 3,
    /// Every query of no other class.
    Other = 4,
    /// The cost of keys: asked at every evaluation of a position, and in
    /// every step 1.
    Economy = 5,
    /// Replacement ("instead") effects: [`Query::Instead`], asked at every
    /// choke point of a game action an effect may replace ([`Game::instead`]),
    /// except readying and exhausting ([`QueryClass::Readying`]).
    Replacement = 6,
    /// The houses a card belongs to: "belongs to house Mars", "belongs to
    /// all houses".
    House = 7,
    /// Whom a creature may fight, whether it may reap or act, and fighting
    /// outside the active house: asked for every creature whenever the
    /// legal choices are listed, so kept apart from the permissions.
    Combat = 8,
    /// Whether a card's text box is considered blank
    /// ([`Query::TextBlank`]): asked wherever a card in play would use its
    /// own text, so kept apart from every other class.
    Text = 9,
    /// Questions few cards answer, asked where the common classes are
    /// answered too (a creature entering play stunned, Æmber on cards spent
    /// as if in the pool, Æmber that cannot be stolen or is taken from the
    /// supply instead): kept apart so that they cost nothing in a game
    /// where no card in play answers them.
    Rare = 10,
    /// The damage a creature deals in a fight by its power: asked in every
    /// fight, so kept apart from [`QueryClass::Other`].
    Fight = 11,
    /// Replacement effects on readying or exhausting a card
    /// ([`Query::Instead`] of [`GameAction::Ready`] and
    /// [`GameAction::Exhaust`]) and cards that do not ready in the "ready
    /// cards" step ([`Query::ReadiesInReadyStep`]): asked for every card
    /// used and readied, so kept apart from the other replacements.
    Readying = 12,
    /// A creature's assault and hazardous values ([`Query::Assault`],
    /// [`Query::Hazardous`]): asked before every fight but answered by
    /// few cards, so kept apart from [`QueryClass::Fight`], which the cards
    /// changing fight damage answer.
    AssaultHazardous = 13,
    /// A player's hand size ([`Query::HandSize`]): asked at every
    /// evaluation of the active player's position and in every step 5, but
    /// answered by fewer cards than the key cost, so kept apart from
    /// [`QueryClass::Economy`].
    HandSize = 14,
    /// Whether an attacker ignores taunt and elusive
    /// ([`Query::IgnoresTauntAndElusive`]): asked whenever the fights are
    /// listed but answered by few cards, so kept apart from
    /// [`QueryClass::Fight`], which the cards changing fight damage answer.
    TauntElusive = 15,
}

/// How many [`QueryClass`]es there are (as many as the bits of a `u16`).
pub const QUERY_CLASSES: usize = 16;

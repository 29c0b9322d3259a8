//! What the tests of every module build their deals from: cards by name or by suit and rank,
//! hands, positions and random deals of the bridge pack (`fixtures`).

pub(crate) use crate::fixtures::{bridge, deal, tricks_for};
use crate::position::Position;
use crate::rules::Mask;
use crate::solver::splitmix;

/// A card of the bridge pack by its name: rank then suit, "AS" the ace of spades.
pub(crate) fn card(text: &str) -> u8 {
    let suit = "CDHS".find(&text[1..]).unwrap() as u8;
    let rank = "23456789TJQKA".find(&text[..1]).unwrap() as u8;
    suit * 13 + rank
}

/// Card `rank` (0 the two, 12 the ace) of `suit` in the bridge pack.
pub(crate) fn card_of(suit: u8, rank: u8) -> u8 {
    suit * 13 + rank
}

/// The cards named.
pub(crate) fn hand(cards: &[&str]) -> Mask {
    cards.iter().fold(0, |m, c| m | (1u128 << card(c)))
}

/// The cards given by number.
pub(crate) fn mask(cards: &[u8]) -> Mask {
    cards.iter().fold(0, |m, &c| m | 1u128 << c)
}

/// Four hands by name, as many tricks as North holds cards, `leader` on lead.
pub(crate) fn position(hands: [&[&str]; 4], leader: u8) -> Position {
    deal(hands.map(hand), hands[0].len() as u8, leader)
}

/// A random deal of `cards` cards a hand from the bridge pack.
pub(crate) fn random_deal(seed: &mut u64, cards: usize) -> Position {
    let mut pack: Vec<u8> = (0..52).collect();
    for i in (1..pack.len()).rev() {
        let j = (splitmix(seed) % (i as u64 + 1)) as usize;
        pack.swap(i, j);
    }
    let mut pos = position([&[], &[], &[], &[]], (splitmix(seed) % 4) as u8);
    for (k, &c) in pack[..4 * cards].iter().enumerate() {
        pos.hands[k % 4] |= 1u128 << c;
    }
    pos.total_tricks = cards as u8;
    pos
}

/// Oh Hell's exact bid for one seat: 10 plus the bid when made, else the tricks taken
/// (no value when `bid` is None: the tricks themselves).
pub(crate) fn bid(seat: usize, bid: Option<usize>, tricks: usize) -> crate::objective::Objective {
    let table = (0..=tricks)
        .map(|t| match bid {
            Some(b) if b == t => 10.0 + t as f64,
            _ => t as f64,
        })
        .collect::<Vec<_>>();
    tricks_for(1 << seat, table)
}

//! What the tests of every module build their deals from: cards by name or by suit and rank,
//! hands, positions and random deals of the bridge pack (`fixtures`), and the plain minimax
//! the solver is held to.

pub(crate) use crate::fixtures::{bridge, deal, tricks_for};
use crate::objective::Objective;
use crate::position::Position;
use crate::rules::{Mask, Rules};
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

/// The value by plain minimax (alpha-beta, which finds the same value): every legal card at
/// every turn, no table and no bound, the oracle the solver's tests hold it to.
pub(crate) fn minimax(rules: &Rules, pos: &Position, objective: &Objective) -> f64 {
    alpha_beta(rules, pos, objective, f64::MIN, f64::MAX)
}

fn alpha_beta(rules: &Rules, pos: &Position, objective: &Objective, mut a: f64, mut b: f64) -> f64 {
    if pos.over() {
        return objective.value(pos);
    }
    let maximise = objective.max_seats >> rules.controllers[pos.to_play(rules) as usize] & 1 != 0;
    let mut best = if maximise { f64::MIN } else { f64::MAX };
    let mut legal = pos.legal(rules);
    while legal != 0 {
        let card = legal.trailing_zeros() as u8;
        legal &= legal - 1;
        let mut child = pos.clone();
        child.play(rules, card);
        let v = alpha_beta(rules, &child, objective, a, b);
        if maximise {
            best = best.max(v);
            a = a.max(v);
        } else {
            best = best.min(v);
            b = b.min(v);
        }
        if a >= b {
            break;
        }
    }
    best
}

//! What one search needs besides the position: the rules and the objective, and what the
//! solver works out of them once (which bounds hold, whether the table keeps partitions, each
//! card's place in its suit, the trump suit).

use crate::objective::{Linear, Objective};
use crate::position::Position;
use crate::ranks::{by_suit_and_rank, trump_suit};
use crate::rules::{Mask, Rules, MAX_SUITS};
use crate::suits::{layouts, narrow, Layout, Narrow, Suits};

/// What one search needs besides the position.
pub(crate) struct Ctx<'a> {
    pub rules: &'a Rules,
    pub objective: &'a Objective,
    pub linear: Option<&'a Linear>,
    /// The per-trick and per-point bounds of the rest's value (linear objectives with no
    /// negative card points).
    pub trick_range: Option<(f64, f64, f64, f64)>,
    /// Every value is a whole number (null-window searches find it exactly).
    pub integral: bool,
    /// The leader's sure tricks bound the value (no card points, no lead restrictions).
    pub quick: bool,
    /// Tricks are won by suit and rank alone: the table keeps bounds for all the positions
    /// with the same holders of the cards that won by rank (`by_rank`).
    pub partition: bool,
    /// Each suit's cards.
    pub suit_masks: [Mask; MAX_SUITS],
    /// Each card's place in its suit's order of rank (0 lowest).
    pub rank_of: [u8; 128],
    /// The trump suit, where one suit is all the trumps and beats every other whatever is
    /// led (and the table keeps partitions).
    pub trump: Option<usize>,
    /// Four hands, tricks by suit and rank, and two sides whose hands sit in turn (bridge's
    /// shape): the leads are ordered by DDS's rules of thumb (`weights`).
    pub bridge_shape: bool,
    /// How each suit's cards sit in the pack (`suits`), where every suit has at most 64.
    pub layout: Option<[Layout; MAX_SUITS]>,
    /// Where every suit lies in order of rank within the first 64 cards: each suit's shift
    /// and mask (`suits`' fast way).
    pub narrow: Option<Narrow>,
    /// Where the table keeps partitions and each suit led is followed by its own cards (or
    /// by any card): for each suit led, the suits whose cards beat it (a bit each).
    pub beats: Option<[u8; MAX_SUITS]>,
    /// At most four hands and, laid out narrow, at most four suits of at most 15 cards: the
    /// hands' lengths in each suit fit four bits each in one word (the table's key).
    pub short_suits: bool,
    /// Each suit led is beaten by the trump suit alone (`trump`) or by no suit (bridge, with
    /// a trump or without): the suits' sure tricks add up.
    pub one_trump: bool,
}

impl<'a> Ctx<'a> {
    pub(crate) fn new(rules: &'a Rules, objective: &'a Objective, partitions: bool) -> Ctx<'a> {
        let linear = objective.linear.as_ref();
        let trick_range = linear.and_then(|l| {
            if rules.points.iter().any(|&p| p < 0) || rules.last_trick_bonus < 0 {
                return None;
            }
            let hands = &l.per_trick[..rules.hands];
            let points = &l.per_point[..rules.hands];
            let min = |xs: &[f64]| xs.iter().cloned().fold(f64::INFINITY, f64::min);
            let max = |xs: &[f64]| xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
            Some((min(hands), max(hands), min(points), max(points)))
        });
        let whole = |x: f64| x.fract() == 0.0;
        let integral = match linear {
            Some(l) => {
                whole(l.constant)
                    && l.per_trick
                        .iter()
                        .chain(l.per_point.iter())
                        .all(|&x| whole(x))
            }
            None => objective
                .terms
                .iter()
                .all(|t| t.table.iter().all(|&x| whole(x))),
        };
        let quick = trick_range.is_some_and(|(_, _, plo, phi)| plo == 0.0 && phi == 0.0)
            && rules.trumps_barred == 0
            && rules.blocked_after_lead == 0
            && rules.rank_monotone
            && rules.follow != crate::rules::Follow::Free
            && !rules.has_points();
        let mut suit_masks = [0; MAX_SUITS];
        for (s, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
            suit_masks[s] = order.iter().fold(0, |m, &c| m | (1u128 << c));
        }
        let partition = partitions && by_suit_and_rank(rules);
        let mut rank_of = [0u8; 128];
        for order in &rules.suit_order {
            for (i, &c) in order.iter().enumerate() {
                rank_of[c as usize] = i.min(u8::MAX as usize - 1) as u8;
            }
        }
        let side = |hand: usize| objective.max_seats >> rules.controllers[hand] & 1;
        let bridge_shape = partition
            && rules.hands == 4
            && side(0) == side(2)
            && side(1) == side(3)
            && side(0) != side(1);
        let layout = layouts(rules);
        let beats = (partition
            && (0..MAX_SUITS)
                .all(|s| rules.follow_masks[s] == 0 || rules.follow_masks[s] == suit_masks[s]))
        .then(|| suits_beating(rules));
        let trump = if partition { trump_suit(rules) } else { None };
        let one_trump = beats.is_some_and(|beats| {
            beats
                .iter()
                .all(|&b| b == 0 || trump.is_some_and(|t| b == 1 << t))
        });
        let narrow = layout.as_ref().and_then(|l| narrow(rules, l));
        let short_suits = rules.hands <= 4
            && narrow.as_ref().is_some_and(|n| {
                n.count <= 4
                    && n.shifts[..n.count]
                        .iter()
                        .all(|&(_, m)| m.count_ones() <= 15)
            });
        Ctx {
            one_trump,
            short_suits,
            narrow,
            beats,
            bridge_shape: bridge_shape && layout.is_some(),
            layout,
            rules,
            objective,
            linear,
            trick_range,
            integral,
            quick,
            partition,
            suit_masks,
            rank_of,
            trump,
        }
    }
}

impl Ctx<'_> {
    /// The hands' cards by suit and place in rank (every suit of at most 64 cards).
    pub(crate) fn suits(&self, pos: &Position) -> Suits {
        if let Some(narrow) = &self.narrow {
            return Suits::narrow(narrow, self.rules.hands, pos);
        }
        let layout = self.layout.as_ref().expect("suits of at most 64 cards");
        Suits::new(self.rules, layout, &self.rank_of, pos)
    }
}

/// For each suit led, the suits whose cards beat every card of it (where tricks go by suit
/// and rank, a suit's powers under a lead lie wholly above or below another's).
fn suits_beating(rules: &Rules) -> [u8; MAX_SUITS] {
    let mut beats = [0u8; MAX_SUITS];
    for (s, slot) in beats.iter_mut().enumerate() {
        let powers = &rules.powers[s];
        let Some(high) = rules.suit_order[s]
            .iter()
            .map(|&c| powers[c as usize])
            .max()
        else {
            continue;
        };
        for (t, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
            if t != s && order.iter().any(|&c| powers[c as usize] > high) {
                *slot |= 1 << t;
            }
        }
    }
    beats
}

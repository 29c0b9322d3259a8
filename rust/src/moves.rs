//! The moves the solver tries at a position: one card of each run of equivalent cards, best
//! first by rules of thumb.

use crate::position::Position;
use crate::rules::Mask;
use crate::solver::Ctx;

/// Up to 128 moves, kept on the stack.
pub(crate) struct Moves {
    cards: [u8; 128],
    len: usize,
}

impl Moves {
    pub(crate) fn as_slice(&self) -> &[u8] {
        &self.cards[..self.len]
    }
}

/// Whether cards `a` and `b` of the hand to play are equivalent: one suit, equal points, and
/// between them in rank only cards gone in earlier tricks (or none).
pub(crate) fn equivalent(ctx: &Ctx, pos: &Position, a: u8, b: u8) -> bool {
    let rules = ctx.rules;
    let suit = rules.suit_of[a as usize];
    if suit != rules.suit_of[b as usize] || rules.points[a as usize] != rules.points[b as usize] {
        return false;
    }
    if rules.capture_all & ((1u128 << a) | (1u128 << b)) != 0 {
        return false;
    }
    let hand = pos.hands[pos.to_play(rules) as usize];
    let live = pos.remaining(rules) | pos.on_trick();
    let order = &rules.suit_order[suit as usize];
    let ia = order.iter().position(|&c| c == a);
    let ib = order.iter().position(|&c| c == b);
    let (Some(ia), Some(ib)) = (ia, ib) else {
        return false;
    };
    let (lo, hi) = if ia < ib { (ia, ib) } else { (ib, ia) };
    let copies_elsewhere =
        (rules.same_rank[a as usize] | rules.same_rank[b as usize]) & live & !hand;
    if copies_elsewhere != 0 && rules.same_rank[a as usize] & (1u128 << b) == 0 {
        return false;
    }
    order[lo..=hi].iter().all(|&c| {
        let bit = 1u128 << c;
        live & bit == 0 || (hand & bit != 0 && rules.points[c as usize] == rules.points[a as usize])
    })
}

/// The legal cards, one of each run of equivalent cards, best first by a few rules of thumb
/// (the table's best move first of all).
pub(crate) fn ordered_moves(ctx: &Ctx, pos: &Position, legal: Mask, hint: Option<u8>) -> Moves {
    let rules = ctx.rules;
    let hand_index = pos.to_play(rules) as usize;
    let live = pos.remaining(rules) | pos.on_trick();
    let hand = pos.hands[hand_index];
    let mut picked: [(i32, u8); 128] = [(0, 0); 128];
    let mut n = 0;
    // One card of each run of equivalent legal cards.
    let mut suits: u8 = 0;
    let mut rest = legal;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        suits |= 1 << rules.suit_of[c];
    }
    let no_runs = rules.capture_all;
    while suits != 0 {
        let s = suits.trailing_zeros() as usize;
        suits &= suits - 1;
        let mut run: Option<i32> = None; // the points of the current run
        for &c in &rules.suit_order[s] {
            let bit = 1u128 << c;
            if live & bit == 0 {
                continue; // gone: the run goes on
            }
            let p = rules.points[c as usize];
            if legal & bit != 0
                && (no_runs & bit != 0 || rules.same_rank[c as usize] & live & !hand != 0)
            {
                // A capturing card, or one with a copy live in another hand (it ties with
                // that copy, which no card of another rank does): it stands alone.
                picked[n] = (0, c);
                n += 1;
                run = None;
                continue;
            }
            if legal & bit != 0 {
                if run == Some(p) {
                    // Equivalent to the card before it: keep the higher one (replace).
                    picked[n - 1].1 = c;
                    continue;
                }
                picked[n] = (0, c);
                n += 1;
                run = Some(p);
            } else {
                run = None;
            }
        }
    }
    // Rules of thumb: a card that wins the trick as it stands, the lowest that does when the
    // trick is the opponents' and the highest when leading; a low card otherwise.
    let seat = rules.controllers[hand_index];
    let maximise = ctx.objective.max_seats & (1 << seat) != 0;
    let trick = &pos.trick[..pos.trick_len as usize];
    let (led, best_power, winning_ours) = if trick.is_empty() {
        (None, 0, false)
    } else {
        let led = rules.suit_of[trick[0] as usize] as usize;
        let powers = &rules.powers[led];
        let mut best = 0;
        let mut at = 0;
        for (i, &c) in trick.iter().enumerate() {
            let p = powers[c as usize];
            if i == 0 || p > best || (rules.last_wins && p == best) {
                best = p;
                at = i;
            }
        }
        let winner_hand = (pos.leader as usize + at) % rules.hands;
        let winner_seat = rules.controllers[winner_hand];
        let ours = (ctx.objective.max_seats & (1 << winner_seat) != 0) == maximise;
        (Some(led), best, ours)
    };
    let last = pos.trick_len as usize + 1 == rules.hands;
    for item in picked.iter_mut().take(n) {
        let c = item.1 as usize;
        let rank = rules.powers[rules.suit_of[c] as usize][c] as i32;
        let points = rules.points[c];
        item.0 = match led {
            None if ctx.partition => lead_weight(ctx, pos, item.1, maximise),
            None => rank,
            Some(led) => {
                let power = rules.powers[led][c];
                let wins = power > best_power;
                if winning_ours && last {
                    -(power as i32) - 4 * points
                } else if winning_ours {
                    -(power as i32) + 4 * points
                } else if wins {
                    100_000 - power as i32 + 4 * points
                } else {
                    -(rank) - 4 * points
                }
            }
        };
        if Some(item.1) == hint {
            item.0 = i32::MAX;
        }
    }
    let slice = &mut picked[..n];
    slice.sort_by_key(|&(score, c)| (std::cmp::Reverse(score), c));
    let mut moves = Moves {
        cards: [0; 128],
        len: n,
    };
    for (i, &(_, c)) in slice.iter().enumerate() {
        moves.cards[i] = c;
    }
    moves
}

/// A lead's weight where tricks go by suit and rank (after DDS's rules for the lead): first
/// the suits whose top card the leader's side holds, highest first; then the others, highest
/// first.
fn lead_weight(ctx: &Ctx, pos: &Position, card: u8, maximise: bool) -> i32 {
    let rules = ctx.rules;
    let suit = rules.suit_of[card as usize] as usize;
    let cards = ctx.suit_masks[suit];
    let mut top: Option<usize> = None;
    let mut top_rank = 0;
    for hand in 0..rules.hands {
        let mut rest = pos.hands[hand] & cards;
        while rest != 0 {
            let c = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if top.is_none() || ctx.rank_of[c] > top_rank {
                top = Some(hand);
                top_rank = ctx.rank_of[c];
            }
        }
    }
    let rank = ctx.rank_of[card as usize] as i32;
    match top {
        Some(hand)
            if (ctx.objective.max_seats & (1 << rules.controllers[hand]) != 0) == maximise =>
        {
            45 + rank
        }
        _ => 12 + rank,
    }
}

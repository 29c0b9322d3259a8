//! The moves the solver tries at a position: one card of each run of equivalent cards, best
//! first by rules of thumb.

use crate::position::Position;
use crate::rules::Mask;
use crate::rules::MAX_SUITS;
use crate::solver::Ctx;
use crate::suits::Suits;
use crate::weights::{follow_weights, lead_weights};

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
/// (the table's best move first of all, but for a lead in bridge's shape, where it adds to
/// the lead's weight as in DDS).
pub(crate) fn ordered_moves(
    ctx: &Ctx,
    pos: &Position,
    legal: Mask,
    hint: Option<u8>,
    killer: Option<u8>,
    view: Option<&Suits>,
) -> Moves {
    let rules = ctx.rules;
    let hand_index = pos.to_play(rules) as usize;
    let live = pos.remaining(rules) | pos.on_trick();
    let hand = pos.hands[hand_index];
    let mut moves = Moves {
        cards: [0; 128],
        len: 0,
    };
    let mut runs = 0;
    let made;
    let view = match view {
        Some(view) => Some(view),
        None if ctx.partition && ctx.layout.is_some() => {
            made = ctx.suits(pos);
            Some(&made)
        }
        None => None,
    };
    let n = match view {
        Some(view) => runs_by_rank(ctx, pos, view, legal, &mut moves.cards, &mut runs),
        None => one_of_each_run(ctx, live, hand, legal, &mut moves.cards, &mut runs),
    };
    moves.len = n;
    if n <= 1 {
        // One move: nothing to order.
    } else if n <= 16 {
        // The weights of a few moves on a small stack.
        sort::<16>(ctx, pos, &mut moves, hint, killer, view, runs);
    } else {
        sort::<128>(ctx, pos, &mut moves, hint, killer, view, runs);
    }
    moves
}

/// Sorts the moves best first (`N`: room for the moves' keys and weights).
fn sort<const N: usize>(
    ctx: &Ctx,
    pos: &Position,
    moves: &mut Moves,
    hint: Option<u8>,
    killer: Option<u8>,
    view: Option<&Suits>,
    runs: Mask,
) {
    let rules = ctx.rules;
    let hand_index = pos.to_play(rules) as usize;
    let n = moves.len;
    // Rules of thumb: a card that wins the trick as it stands, the lowest that does when the
    // trick is the opponents' and the highest when leading; a low card otherwise. Each move's
    // key holds its weight above its card, so that sorting the keys puts the heaviest first
    // (of equal weights, the lower card).
    let seat = rules.controllers[hand_index];
    let maximise = ctx.objective.max_seats & (1 << seat) != 0;
    let trick = &pos.trick[..pos.trick_len as usize];
    let mut keys = [0u64; N];
    let key = |weight: i32, card: u8| ((i32::MAX as i64 - weight as i64) as u64) << 8 | card as u64;
    if trick.is_empty() && ctx.bridge_shape {
        let mut weights = [0i32; N];
        let view = view.expect("bridge's shape keeps partitions");
        lead_weights(
            ctx,
            pos,
            &moves.cards[..n],
            view,
            runs,
            (killer, hint),
            &mut weights[..n],
        );
        for ((k, &c), &w) in keys.iter_mut().zip(&moves.cards[..n]).zip(&weights[..n]) {
            *k = key(w, c);
        }
    } else if trick.is_empty() {
        let tops = if ctx.partition {
            Some(top_holders(ctx, pos, maximise))
        } else {
            None
        };
        for (k, &c) in keys.iter_mut().zip(&moves.cards[..n]) {
            let weight = if Some(c) == hint {
                i32::MAX
            } else if let Some(ours) = tops {
                // After DDS's rules for the lead: first the suits whose top card the leader's
                // side holds, highest first; then the others, highest first.
                let suit = rules.suit_of[c as usize] as usize;
                let rank = ctx.rank_of[c as usize] as i32;
                if ours & (1 << suit) != 0 {
                    45 + rank
                } else {
                    12 + rank
                }
            } else {
                rules.powers[rules.suit_of[c as usize] as usize][c as usize] as i32
            };
            *k = key(weight, c);
        }
    } else {
        let led = rules.suit_of[trick[0] as usize] as usize;
        let powers = &rules.powers[led];
        let mut best_power = 0;
        let mut at = 0;
        for (i, &c) in trick.iter().enumerate() {
            let p = powers[c as usize];
            if i == 0 || p > best_power || (rules.last_wins && p == best_power) {
                best_power = p;
                at = i;
            }
        }
        let winner_hand = (pos.leader as usize + at) % rules.hands;
        let winner_seat = rules.controllers[winner_hand];
        let winning_ours = (ctx.objective.max_seats & (1 << winner_seat) != 0) == maximise;
        let last = pos.trick_len as usize + 1 == rules.hands;
        let mut weights = [0i32; N];
        if ctx.bridge_shape {
            let view = view.expect("bridge's shape keeps partitions");
            follow_weights(
                ctx,
                pos,
                &moves.cards[..n],
                view,
                runs,
                at,
                &mut weights[..n],
            );
        }
        for ((k, &card), &w) in keys.iter_mut().zip(&moves.cards[..n]).zip(&weights[..n]) {
            let c = card as usize;
            let weight = if Some(card) == hint {
                i32::MAX
            } else if ctx.bridge_shape {
                w
            } else if Some(card) == hint {
                i32::MAX
            } else {
                let points = rules.points[c];
                let power = powers[c];
                if winning_ours && last {
                    -(power as i32) - 4 * points
                } else if winning_ours {
                    -(power as i32) + 4 * points
                } else if power > best_power {
                    100_000 - power as i32 + 4 * points
                } else {
                    let rank = rules.powers[rules.suit_of[c] as usize][c] as i32;
                    -rank - 4 * points
                }
            };
            *k = key(weight, card);
        }
    }
    let keys = &mut keys[..n];
    keys.sort_unstable();
    for (slot, &k) in moves.cards.iter_mut().zip(keys.iter()) {
        *slot = k as u8;
    }
}

/// `one_of_each_run` where the table keeps partitions, by the bits of each suit's cards.
fn runs_by_rank(
    ctx: &Ctx,
    pos: &Position,
    view: &Suits,
    legal: Mask,
    out: &mut [u8; 128],
    runs: &mut Mask,
) -> usize {
    let rules = ctx.rules;
    let me = pos.to_play(rules) as usize;
    let hand = pos.hands[me];
    // The live cards: in a hand or on the trick.
    let mut live = view.live;
    for &c in &pos.trick[..pos.trick_len as usize] {
        live[rules.suit_of[c as usize] as usize] |= 1u64 << ctx.rank_of[c as usize];
    }
    let mut n = 0;
    for (s, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
        let cards = ctx.suit_masks[s];
        if legal & cards == 0 {
            continue;
        }
        let legal_bits = if legal & cards == hand & cards {
            view.hands[me][s]
        } else {
            let mut bits = 0u64;
            let mut rest = legal & cards;
            while rest != 0 {
                let c = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                bits |= 1u64 << ctx.rank_of[c];
            }
            bits
        };
        let mut rest = legal_bits;
        let mut in_run = false;
        while rest != 0 {
            let p = rest.trailing_zeros();
            rest &= rest - 1;
            let above = live[s] & (u64::MAX << p << 1);
            if above != 0 && legal_bits >> above.trailing_zeros() & 1 != 0 {
                in_run = true;
                continue;
            }
            let c = order[p as usize];
            out[n] = c;
            n += 1;
            if in_run {
                *runs |= 1u128 << c;
            }
            in_run = false;
        }
    }
    n
}

/// Writes one card of each run of equivalent legal cards into `out` (the highest of the run),
/// suit by suit, lowest first; returns how many. Where the table keeps partitions, `runs` gets
/// the cards written that stand for more than one card.
fn one_of_each_run(
    ctx: &Ctx,
    live: Mask,
    hand: Mask,
    legal: Mask,
    out: &mut [u8; 128],
    runs: &mut Mask,
) -> usize {
    let rules = ctx.rules;
    let mut n = 0;
    let mut suits: u8 = 0;
    let mut rest = legal;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        suits |= 1 << rules.suit_of[c];
    }
    if ctx.partition {
        // No points, copies or captures: a run is the legal cards with nothing live between.
        while suits != 0 {
            let s = suits.trailing_zeros() as usize;
            suits &= suits - 1;
            let mut in_run = false;
            for &c in &rules.suit_order[s] {
                let bit = 1u128 << c;
                if live & bit == 0 {
                    continue;
                }
                if legal & bit != 0 {
                    if in_run {
                        out[n - 1] = c;
                        *runs |= bit;
                    } else {
                        out[n] = c;
                        n += 1;
                        in_run = true;
                    }
                } else {
                    in_run = false;
                }
            }
        }
        return n;
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
                out[n] = c;
                n += 1;
                run = None;
                continue;
            }
            if legal & bit != 0 {
                if run == Some(p) {
                    // Equivalent to the card before it: keep the higher one (replace).
                    out[n - 1] = c;
                    continue;
                }
                out[n] = c;
                n += 1;
                run = Some(p);
            } else {
                run = None;
            }
        }
    }
    n
}

/// The suits (a bit each) whose highest live card the side of the hand to play holds
/// (`maximise`: that side maximises).
fn top_holders(ctx: &Ctx, pos: &Position, maximise: bool) -> u8 {
    let rules = ctx.rules;
    let live = pos.remaining(rules);
    let mut ours = 0u8;
    for (s, order) in rules
        .suit_order
        .iter()
        .enumerate()
        .take(crate::rules::MAX_SUITS)
    {
        if ctx.suit_masks[s] & live == 0 {
            continue;
        }
        let Some(&top) = order.iter().rev().find(|&&c| live & (1u128 << c) != 0) else {
            continue;
        };
        let Some(hand) = (0..rules.hands).find(|&h| pos.hands[h] & (1u128 << top) != 0) else {
            continue;
        };
        if (ctx.objective.max_seats & (1 << rules.controllers[hand]) != 0) == maximise {
            ours |= 1 << s;
        }
    }
    ours
}

//! Which lead to try first where tricks go by suit and rank and two sides of two hands sit
//! in turn (bridge's shape): a weight for each lead after the rules of thumb of Bo Haglund's
//! DDS (`Moves.cpp`, `WeightAllocTrump0` and `WeightAllocNT0`). Weights order the search
//! only: any weight gives the same values, a good one sooner.

use crate::position::Position;
use crate::rules::{Mask, MAX_SUITS};
use crate::solver::Ctx;
use crate::suits::{top, Suits};

/// No hand.
const NONE: usize = usize::MAX;

/// What the weights read of one suit at a trick's start.
#[derive(Clone, Copy)]
struct Suit {
    /// Each hand's cards in it.
    len: [u32; 4],
    /// The holders of its three highest live cards (`NONE`: fewer cards live).
    holder: [usize; 3],
    /// Its highest live card.
    top: u8,
    /// Each hand's highest card in it, as a place in rank (0: none, else the place plus one).
    high: [u8; 4],
}

impl Suit {
    fn read(ctx: &Ctx, view: &Suits, s: usize) -> Suit {
        let mut suit = Suit {
            len: [0; 4],
            holder: [NONE; 3],
            top: 0,
            high: [0; 4],
        };
        for h in 0..4 {
            let bits = view.hands[h][s];
            suit.len[h] = bits.count_ones();
            suit.high[h] = if bits == 0 { 0 } else { top(bits) as u8 + 1 };
        }
        let mut live = view.live[s];
        if live != 0 {
            suit.top = ctx.rules.suit_order[s][top(live) as usize];
        }
        for k in 0..3 {
            if live == 0 {
                break;
            }
            let place = top(live);
            suit.holder[k] = view.holder(s, place, 4).unwrap_or(NONE);
            live &= !(1u64 << place);
        }
        suit
    }
}

/// The weight of each lead in `cards` (`runs`: the leads that stand for more than one card of
/// the hand, a sequence; `killer`: the lead that last cut the search off at this depth,
/// DDS's `bestMove`; `hint`: the table's best move for the position, DDS's `bestMoveTT`),
/// into `weights`.
pub(crate) fn lead_weights(
    ctx: &Ctx,
    pos: &Position,
    cards: &[u8],
    view: &Suits,
    runs: Mask,
    (killer, hint): (Option<u8>, Option<u8>),
    weights: &mut [i32],
) {
    let rules = ctx.rules;
    let lead = pos.leader as usize;
    let lho = (lead + 1) % 4;
    let partner = (lead + 2) % 4;
    let rho = (lead + 3) % 4;
    let mut suits: [Option<Suit>; MAX_SUITS] = [None; MAX_SUITS];
    let trump = ctx
        .trump
        .filter(|&t| view.live[t] != 0)
        .map(|t| Suit::read(ctx, view, t));
    let trick_left = (pos.total_tricks - pos.tricks_played) as i32;
    for (w, &card) in weights.iter_mut().zip(cards) {
        let s = rules.suit_of[card as usize] as usize;
        let suit = *suits[s].get_or_insert_with(|| Suit::read(ctx, view, s));
        let above = suit_above(ctx, view, card);
        // The card's place among the live cards of its suit, the highest 1 as DDS counts
        // (`relRank`): a weight plus it favours the lower cards.
        let r_rank = above as i32 + 1;
        let rank = ctx.rank_of[card as usize] as i32 + 2;
        let sequence = runs & (1u128 << card) != 0;
        let count = |h: usize| {
            (if suit.len[h] == 0 {
                trick_left
            } else {
                suit.len[h] as i32
            }) << 2
        };
        let winner = suit.holder[0];
        let second = suit.holder[1];
        let third = suit.holder[2];
        let is_top = suit.top == card;
        let partner_over = suit.high[partner] > suit.high[lho].max(suit.high[rho]);
        let killer = killer == Some(card);
        let hint = hint == Some(card);
        *w = match trump {
            Some(t) => {
                let trump_suit = ctx.trump == Some(s);
                let t_len = |h: usize| t.len[h];
                let t_high = |h: usize| t.high[h];
                let mut bonus = 0;
                let ruffs = |h: usize| suit.len[h] == 0 && t_len(h) != 0;
                if !trump_suit && (ruffs(lho) || ruffs(rho)) {
                    bonus = -12;
                }
                if !trump_suit && ruffs(partner) && suit.len[rho] > 0 {
                    bonus += 17;
                }
                if winner == rho || second == rho {
                    if suit.len[rho] != 1 {
                        bonus -= 12;
                    }
                } else if winner == lho && second == partner && suit.len[partner] != 1 {
                    bonus += 27;
                }
                if !trump_suit
                    && suit.len[lead] == 1
                    && t_len(lead) > 0
                    && suit.len[partner] > 1
                    && winner == partner
                {
                    bonus += 19;
                }
                let mut delta = bonus - (((count(lho) + count(rho)) << 5) / 13);
                let follows_or_no_trump = |h: usize| suit.len[h] != 0 || t_len(h) == 0;
                let win = if is_top {
                    if trump_suit {
                        true
                    } else if follows_or_no_trump(partner) {
                        follows_or_no_trump(lho) && follows_or_no_trump(rho)
                    } else {
                        (suit.len[lho] != 0 || t_high(partner) > t_high(lho))
                            && (suit.len[rho] != 0 || t_high(partner) > t_high(rho))
                    }
                } else if partner_over {
                    trump_suit || (follows_or_no_trump(lho) && follows_or_no_trump(rho))
                } else if !trump_suit && ruffs(partner) {
                    if ruffs(lho) && ruffs(rho) {
                        t_high(partner) > t_high(lho).max(t_high(rho))
                    } else if ruffs(lho) {
                        t_high(partner) > t_high(lho)
                    } else if ruffs(rho) {
                        t_high(partner) > t_high(rho)
                    } else {
                        true
                    }
                } else {
                    false
                };
                let singleton_top =
                    (suit.len[lho] == 1 && winner == lho) || (suit.len[rho] == 1 && winner == rho);
                let bonus = match (killer, hint, win) {
                    (true, _, true) => 55,
                    (true, _, false) => 18,
                    (false, true, true) => 18,
                    _ => 0,
                };
                bonus
                    + if win {
                        if singleton_top {
                            delta + 35 + r_rank
                        } else if winner == lead {
                            if second == partner {
                                delta + 48 + r_rank
                            } else if is_top {
                                delta + 31
                            } else {
                                delta - 3 + r_rank
                            }
                        } else if winner == partner {
                            if second == lead {
                                delta + 42 + r_rank
                            } else {
                                delta + 28 + r_rank
                            }
                        } else if sequence && above == 1 {
                            delta + 40
                        } else if sequence {
                            delta + 22 + r_rank
                        } else {
                            delta + 11 + r_rank
                        }
                    } else {
                        if second == partner && third == partner {
                            delta += 20;
                        } else if (second == lead && third == partner && suit.len[partner] > 1)
                            || (second == partner && third == lead && suit.len[partner] > 1)
                        {
                            delta += 13;
                        }
                        if singleton_top {
                            delta + r_rank + 2
                        } else if winner == lead {
                            if second == partner {
                                delta + 33 + r_rank
                            } else if is_top {
                                delta + 38
                            } else {
                                delta - 14 + r_rank
                            }
                        } else if winner == partner {
                            delta + 34 + r_rank
                        } else if sequence && above == 1 {
                            delta + 35
                        } else {
                            delta + 17 - rank
                        }
                    }
            }
            None => {
                let mut delta = -(((count(lho) + count(rho)) << 5) / 19);
                if suit.len[partner] == 0 {
                    delta -= 9;
                }
                let win = is_top || partner_over;
                let bonus = match (killer, hint, win) {
                    (true, _, true) => 126,
                    (true, _, false) => 47,
                    (false, true, true) => 32,
                    (false, true, false) => 19,
                    _ => 0,
                };
                bonus
                    + if win {
                        if second == rho {
                            if suit.len[rho] != 1 {
                                delta -= 1;
                            }
                        } else if second == lho {
                            delta += if suit.len[lho] != 1 { 22 } else { 16 };
                        }
                        if (second != lho || suit.len[lho] == 1)
                            && (second != rho || suit.len[rho] == 1)
                        {
                            delta + 45 + r_rank
                        } else {
                            delta + 18 + r_rank
                        }
                    } else {
                        if winner == rho || second == rho {
                            if suit.len[rho] != 1 {
                                delta -= 10;
                            }
                        } else if winner == lho && second == partner && suit.len[partner] != 1 {
                            delta += 31;
                        }
                        if second == partner && third == partner {
                            delta += 35;
                        } else if (second == lead && third == partner && suit.len[partner] > 1)
                            || (second == partner && third == lead && suit.len[partner] > 1)
                        {
                            delta += 25;
                        }
                        if (suit.len[lho] == 1 && winner == lho)
                            || (suit.len[rho] == 1 && winner == rho)
                        {
                            delta + 28 + r_rank
                        } else if winner == lead {
                            delta - 17 + r_rank
                        } else if !sequence {
                            delta + 12 + r_rank
                        } else if above == 1 {
                            delta + 48
                        } else {
                            delta + 29 - r_rank
                        }
                    }
            }
        };
    }
}

/// The live cards of `card`'s suit above it.
fn suit_above(ctx: &Ctx, view: &Suits, card: u8) -> u32 {
    let s = ctx.rules.suit_of[card as usize] as usize;
    let place = ctx.rank_of[card as usize] as u32;
    view.live[s]
        .checked_shr(place + 1)
        .unwrap_or(0)
        .count_ones()
}

/// A hand's highest and lowest card of a suit as ranks counted from 2 (0, 0: none).
fn high_low(view: &Suits, hand: usize, suit: usize) -> (i32, i32) {
    let bits = view.hands[hand][suit];
    if bits == 0 {
        (0, 0)
    } else {
        (top(bits) as i32 + 2, bits.trailing_zeros() as i32 + 2)
    }
}

/// The weight of each card in `cards` played to a trick under way (`runs`: the cards that
/// stand for more than one card of the hand; `at`: the place in the trick of the card that
/// wins it so far), into `weights`: after DDS's `WeightAlloc*123`, a cheap win where the trick
/// is the opponents', low where it is the side's, discards from long suits and not from a
/// guarded king or a bare ace.
pub(crate) fn follow_weights(
    ctx: &Ctx,
    pos: &Position,
    cards: &[u8],
    view: &Suits,
    runs: Mask,
    at: usize,
    weights: &mut [i32],
) {
    let rules = ctx.rules;
    let lead = pos.leader as usize;
    let me = (lead + pos.trick_len as usize) % 4;
    let trick = &pos.trick[..pos.trick_len as usize];
    let led = rules.suit_of[trick[0] as usize] as usize;
    let best = trick[at];
    let best_suit = rules.suit_of[best as usize] as usize;
    let best_rank = ctx.rank_of[best as usize] as i32 + 2;
    let lead_rank = ctx.rank_of[trick[0] as usize] as i32 + 2;
    let trump = ctx.trump.filter(|&t| view.live[t] != 0);
    let ruffed = trump.is_some_and(|t| t != led && best_suit == t);
    // The trick is the side's so far (the leader's card or partner's).
    let ours = at % 2 == pos.trick_len as usize % 2;
    let place = pos.trick_len as usize;
    let next = (me + 1) % 4;
    // The third hand's card to play up to: the cheapest that forces out the fourth hand's
    // top cards (after DDS's `RankForcesAce`, which weighs it against the second hand's card
    // where this weighs it against the trick's best card so far: they differ only where the
    // leader's card is winning, and in the order tried alone).
    let push = if place == 2 && view.hands[me][led] != 0 {
        let mut live = view.live[led];
        for &c in trick {
            if rules.suit_of[c as usize] as usize == led {
                live |= 1u64 << ctx.rank_of[c as usize];
            }
        }
        third_hand_push(view, me, led, live, ours, ruffed, lead_rank, best_rank)
    } else {
        None
    };
    let mut suits: [Option<Suit>; MAX_SUITS] = [None; MAX_SUITS];
    for (w, &card) in weights.iter_mut().zip(cards) {
        let s = rules.suit_of[card as usize] as usize;
        let rank = ctx.rank_of[card as usize] as i32 + 2;
        let suit = *suits[s].get_or_insert_with(|| Suit::read(ctx, view, s));
        let r_rank = suit_above(ctx, view, card) as i32 + 1;
        let sequence = runs & (1u128 << card) != 0;
        *w = if s == led {
            match place {
                1 => {
                    // Second hand: the third (the leader's partner) and fourth (ours) behind.
                    let (max3, min3) = high_low(view, (lead + 2) % 4, led);
                    let (max4, min4) = high_low(view, (lead + 3) % 4, led);
                    if max4 > lead_rank && max4 > max3 {
                        -rank
                    } else if rank > lead_rank && rank > max3 {
                        81 - rank
                    } else if min3 > rank || min4 > rank {
                        -3 + r_rank
                    } else if rank < lead_rank {
                        -11 + r_rank
                    } else if sequence {
                        10 + r_rank
                    } else {
                        13 - rank
                    }
                }
                2 => {
                    // Third hand: the fourth (an opponent) behind.
                    let (max4, min4) = high_low(view, next, led);
                    let my_max = high_low(view, me, led).0;
                    let low = ruffed
                        || (ours && (max4 == 0 || best_rank > max4))
                        || my_max < min4
                        || (!ours && my_max < best_rank);
                    if low {
                        -rank
                    } else if rank > max4 && (ours || rank > best_rank) {
                        60 - rank
                    } else {
                        -rank
                    }
                }
                _ => {
                    if ours || ruffed {
                        -rank
                    } else if rank > best_rank {
                        30 - rank
                    } else {
                        -rank
                    }
                }
            }
        } else {
            let len = suit.len[me] as i32;
            let guarded_king = len == 2 && suit.holder[1] == me;
            let bare_ace = len == 1 && suit.holder[0] == me;
            let discard = |divisor: i32, king: i32, ace: i32| {
                let mut val = (len << 6) / divisor;
                if guarded_king {
                    val -= king;
                } else if bare_ace {
                    val -= ace;
                }
                val
            };
            if Some(s) == trump {
                // A ruff.
                let val = (len << 6) / 44;
                match place {
                    1 => {
                        let third = (lead + 2) % 4;
                        let fourth = (lead + 3) % 4;
                        let (t3, _) = high_low(view, third, s);
                        let overruffs = view.hands[fourth][led] == 0
                            && view.hands[fourth][s] > view.hands[third][s];
                        if view.hands[third][led] != 0 || overruffs || rank > t3 {
                            24 - rank + val
                        } else {
                            let kx = if guarded_king { 4 } else { 0 };
                            15 - rank + (len << 6) / 36 - kx
                        }
                    }
                    2 => {
                        let (max4, _) = high_low(view, next, led);
                        let (t4, _) = high_low(view, next, s);
                        if ours && best_rank > max4 && (max4 != 0 || t4 == 0) && !ruffed {
                            -rank - 50
                        } else if ruffed && rank < best_rank {
                            -32 + r_rank + val
                        } else if max4 != 0 {
                            if ours {
                                48 - rank + val
                            } else {
                                72 - rank + val
                            }
                        } else if rank > t4 {
                            48 - rank + val
                        } else {
                            36 - rank + val
                        }
                    }
                    _ => {
                        if ours {
                            2 - rank + val
                        } else if ruffed {
                            if rank > best_rank {
                                33 + r_rank
                            } else {
                                -13 + r_rank
                            }
                        } else {
                            33 + r_rank
                        }
                    }
                }
            } else {
                match place {
                    1 if trump.is_some() => {
                        // After DDS's `WeightAllocTrumpVoid1`: a discard where partner (the
                        // fourth hand) is to win the trick, by the suit led or a ruff.
                        let t = trump.expect("a live trump suit");
                        let third = (lead + 2) % 4;
                        let fourth = (lead + 3) % 4;
                        let lead_bit = 1u64 << ctx.rank_of[trick[0] as usize];
                        let beats = view.hands[fourth][led] > view.hands[third][led] | lead_bit;
                        let partner_void = view.hands[fourth][led] == 0;
                        let partner_wins = if led == t {
                            false
                        } else if view.hands[third][led] != 0 {
                            beats || (partner_void && view.hands[fourth][t] != 0)
                        } else {
                            (partner_void && view.hands[fourth][t] > view.hands[third][t])
                                || (view.hands[third][t] == 0 && view.hands[fourth][led] > lead_bit)
                        };
                        let kx = if guarded_king { 4 } else { 0 };
                        if led == t {
                            if beats {
                                -rank + (len << 6) / 44
                            } else {
                                -rank + (len << 6) / 36 - kx
                            }
                        } else if partner_wins {
                            -rank + 60 + (len << 6) / 44
                        } else {
                            -rank - 2 + (len << 6) / 36 - kx
                        }
                    }
                    1 => -rank + discard(33, 6, 8),
                    2 => -rank + discard(24, 4, 4),
                    _ => {
                        let val = discard(27, 6, 8);
                        if trump.is_none() || trump == Some(led) {
                            -rank + val
                        } else if ours {
                            25 - rank + val
                        } else {
                            14 - rank + val
                        }
                    }
                }
            }
        };
    }
    if let Some(above) = push {
        // The lowest move of the suit led above `above`.
        let mut target: Option<(i32, usize)> = None;
        for (i, &card) in cards.iter().enumerate() {
            let rank = ctx.rank_of[card as usize] as i32 + 2;
            if rules.suit_of[card as usize] as usize == led
                && rank > above
                && target.is_none_or(|(r, _)| rank < r)
            {
                target = Some((rank, i));
            }
        }
        if let Some((_, i)) = target {
            weights[i] += 20;
        }
    }
}

/// The rank the third hand, following suit, should play just above (see `follow_weights`):
/// where the fourth hand heads the suit and the third cannot win, a card over the fourth
/// hand's next card below its top run, or over the second hand's winning card.
#[allow(clippy::too_many_arguments)]
fn third_hand_push(
    view: &Suits,
    me: usize,
    led: usize,
    live: u64,
    ours: bool,
    ruffed: bool,
    lead_rank: i32,
    best_rank: i32,
) -> Option<i32> {
    let fourth = (me + 1) % 4;
    let mine = view.hands[me][led];
    let (max4, min4) = high_low(view, fourth, led);
    let my_max = top(mine) as i32 + 2;
    if ruffed || (ours && lead_rank > max4) || my_max < min4 || my_max < best_rank || max4 < my_max
    {
        return None;
    }
    let b4 = view.hands[fourth][led];
    // The bottom of the fourth hand's top run among the live cards.
    let mut bottom = top(b4);
    loop {
        let below = live & ((1u64 << bottom) - 1);
        if below == 0 || b4 & (1u64 << top(below)) == 0 {
            break;
        }
        bottom = top(below);
    }
    let rest = b4 & ((1u64 << bottom) - 1);
    if rest == 0 {
        return None;
    }
    let second_rho = top(rest) as i32 + 2;
    if second_rho > best_rank {
        Some(second_rho)
    } else if !ours {
        Some(best_rank)
    } else {
        None
    }
}

#[cfg(test)]
#[path = "weights_tests.rs"]
mod tests;

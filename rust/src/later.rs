//! A bound for the side not on lead in no trump (or with no trump left), after DDS's
//! `QuickTricks` and `LaterTricks`: the side on lead cannot take every trick left.
//!
//! A trick goes to the highest card of the suit led, and a hand holding a higher card of it
//! than the leader's side may always play it. So where the top card of every suit the leader
//! holds is an opponent's, the opponents take the first trick. And to take every trick the
//! side on lead must lead each time a suit whose top card it holds: a suit is led at most as
//! often as the longer of the side's two hands holds it (each round takes a card of it from
//! each hand holding it), and a suit whose top card an opponent holds becomes the side's only
//! where the opponent throws that card away, which the opponents need never do while the
//! side's own suits last. So where the lengths of the side's suits (the longer hand in each)
//! add up to fewer than the tricks left, the opponents take one.

use crate::position::Position;
use crate::rules::{Mask, MAX_SUITS};
use crate::solver::Ctx;
use crate::suits::{top, Suits};

/// Whether the side on lead cannot take all of the `left` tricks, by either rule above; with
/// the cards the bound depends on beside the hands' lengths: for the first rule the top card
/// of each suit the leader holds, for the second the top card of each suit an opponent holds
/// that another hand holds cards of (the top cards of the side's own suits may be anyone's:
/// the fewer its suits, the surer the bound). Bridge's shape with no trump in play only.
pub(crate) fn leader_side_loses_one(
    ctx: &Ctx,
    pos: &Position,
    view: &Suits,
    left: u32,
) -> Option<Mask> {
    let rules = ctx.rules;
    if !ctx.bridge_shape || !ctx.one_trump || !ctx.quick {
        return None;
    }
    if ctx.trump.is_some_and(|trump| view.live[trump] != 0) {
        return None;
    }
    let leader = pos.leader as usize;
    let partner = (leader + 2) % 4;
    let suits = rules.suit_order.len().min(MAX_SUITS);
    let side = |s: usize| view.hands[leader][s] | view.hands[partner][s];
    // Whatever the leader leads, an opponent holding the suit's top card takes the trick.
    let mut first = Some(0);
    for s in (0..suits).filter(|&s| view.hands[leader][s] != 0) {
        let t = top(view.live[s]);
        if side(s) >> t & 1 != 0 {
            first = None;
            break;
        }
        first = first.map(|cards| cards | 1u128 << rules.suit_order[s][t as usize]);
    }
    if first.is_some() {
        return first;
    }
    let count = |h: usize, s: usize| view.hands[h][s].count_ones();
    let mut sum = 0;
    let mut cards = 0;
    for s in 0..suits {
        let live = view.live[s];
        if live == 0 {
            continue;
        }
        let t = top(live);
        if side(s) >> t & 1 != 0 {
            sum += count(leader, s).max(count(partner, s));
        } else if (0..4).any(|h| view.hands[h][s] != 0 && view.hands[h][s] != live) {
            // Another hand holds the suit too: who holds its top card matters.
            cards |= 1u128 << rules.suit_order[s][t as usize];
        }
    }
    (sum < left).then_some(cards)
}

/// The bound of the value at a trick's start, `offset` so far and `left` tricks to play,
/// where the side on lead cannot take them all (`leader_side_loses_one`) and that decides the
/// window (`alpha`, `beta`): at most the value of all but one trick at their best and one at
/// the opponents' best where the leader maximises, at least the mirror where he minimises
/// (the opponents may take the trick, so it bounds the value on the side of their aim).
/// With the cards it depends on.
#[allow(clippy::too_many_arguments)]
pub(crate) fn later_bound(
    ctx: &Ctx,
    pos: &Position,
    view: &Suits,
    per_trick: &[f64],
    offset: f64,
    left: f64,
    alpha: f64,
    beta: f64,
) -> Option<(f64, Mask)> {
    let (tlo, thi, _, _) = ctx.trick_range?;
    if left < 1.0 || !ctx.bridge_shape {
        return None;
    }
    let leader = pos.leader as usize;
    let opponents = [per_trick[(leader + 1) % 4], per_trick[(leader + 3) % 4]];
    let maximises = ctx.objective.max_seats >> ctx.rules.controllers[leader] & 1 != 0;
    let bound = if maximises {
        let hi = offset + (left - 1.0) * thi + opponents[0].max(opponents[1]);
        if hi > alpha {
            return None;
        }
        hi
    } else {
        let lo = offset + (left - 1.0) * tlo + opponents[0].min(opponents[1]);
        if lo < beta {
            return None;
        }
        lo
    };
    leader_side_loses_one(ctx, pos, view, left as u32).map(|cards| (bound, cards))
}

#[cfg(test)]
#[path = "later_tests.rs"]
mod tests;

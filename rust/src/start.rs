//! The bounds of a trick's start where the value adds up trick by trick: the value so far,
//! the tricks and points left, and the sure tricks of the leader's side (through partner's
//! entry too), of the highest trumps and of the hands holding trumps, and the tricks the side
//! on lead cannot all take; each counted only where it may decide the search's window.

use crate::bounds::{
    all_played, quick_tricks, quick_tricks_by_suits, remaining_points, top_trumps,
    top_trumps_by_suits, trump_lengths,
};
use crate::later::later_bound;
use crate::objective::Linear;
use crate::partner::partner_tricks_by_suits;
use crate::position::Position;
use crate::solver::{maximises, Ctx, Found};
use crate::suits::Suits;

/// At a trick's start, the value so far (`Ok`), or a bound outside (`alpha`, `beta`) with the
/// cards it hung on (`Err`: the search returns it).
pub(crate) fn start_bounds(
    ctx: &Ctx,
    pos: &Position,
    view: Option<&Suits>,
    linear: &Linear,
    alpha: f64,
    beta: f64,
) -> Result<f64, Found> {
    let rules = ctx.rules;
    let offset = ctx.objective.so_far(linear, pos, rules.hands);
    if let Some((tlo, thi, plo, phi)) = ctx.trick_range {
        let left = (pos.total_tricks - pos.tricks_played) as f64;
        // The points left count only where a point is worth something.
        let points = if plo == 0.0 && phi == 0.0 {
            0.0
        } else {
            remaining_points(rules, pos) as f64
        };
        let mut lo = offset + left * tlo + points * plo;
        let mut hi = offset + left * thi + points * phi;
        let mut sure_cards = 0;
        let mine = linear.per_trick[pos.leader as usize];
        // The leader's sure tricks are his to take, not his to take perforce: they
        // bound the value only on the side of his aim (at least this much where he
        // maximises, at most where he minimises).
        let leader_maximises = maximises(ctx, rules, pos.leader as usize);
        // Whether the leader's side being sure of `sure` tricks decides the window
        // (the more, the sooner): each sure trick is counted only where it may.
        // (Written out where it is used: a closure here is a call.)
        macro_rules! cuts {
            ($sure:expr) => {{
                let sure = ($sure as u32).min(left as u32 - 1) as f64;
                if leader_maximises {
                    offset + sure * mine + (left - sure) * tlo >= beta
                } else {
                    offset + sure * mine + (left - sure) * thi <= alpha
                }
            }};
        }
        if ctx.quick && left > 1.0 && cuts!(left as u32) {
            // The leader's sure tricks are his whatever the others play (as few as decide
            // the window where more are found).
            let decides = |sure: u32| cuts!(sure);
            let (mut sure, mut cards) = match (view, &ctx.beats) {
                (Some(view), Some(beats)) => quick_tricks_by_suits(ctx, pos, view, beats, &decides),
                _ => quick_tricks(rules, pos),
            };
            if let (Some(view), Some(beats), true, false) =
                (view, &ctx.beats, ctx.bridge_shape, cuts!(sure))
            {
                // Or through partner's entry, where partner's tricks are worth the
                // leader's.
                let partner = (pos.leader as usize + 2) % 4;
                if linear.per_trick[partner] == linear.per_trick[pos.leader as usize] {
                    let (by_partner, partner_cards) =
                        partner_tricks_by_suits(ctx, pos, view, beats, partner, &decides);
                    if by_partner > sure {
                        (sure, cards) = (by_partner, partner_cards);
                    }
                }
            }
            let sure = sure.min(left as u32 - 1) as f64;
            if leader_maximises {
                lo = lo.max(offset + sure * mine + (left - sure) * tlo);
            } else {
                hi = hi.min(offset + sure * mine + (left - sure) * thi);
            }
            sure_cards = cards;
        }
        if let (Some(trump), true) = (ctx.trump, ctx.quick) {
            // The highest trumps take their tricks whoever leads.
            let top = match view {
                Some(view) => top_trumps_by_suits(ctx, view, trump),
                None => top_trumps(rules, pos, trump),
            };
            if let Some((holder, run, cards)) = top {
                let sure = run.min(left as u32) as f64;
                let theirs = linear.per_trick[holder];
                let tlo2 = offset + sure * theirs + (left - sure) * tlo;
                let thi2 = offset + sure * theirs + (left - sure) * thi;
                if thi2 < hi {
                    hi = thi2;
                }
                if tlo2 > lo {
                    lo = tlo2;
                }
                if hi <= alpha || lo >= beta {
                    sure_cards |= cards;
                }
            }
        }
        if let (Some(trump), Some(view), true) = (ctx.trump, view, ctx.quick) {
            // The hands holding trumps win as many tricks as the longest holds.
            let (sure, holders) = trump_lengths(rules, view, trump);
            let (mut theirs_lo, mut theirs_hi) = (thi, tlo);
            for (h, &v) in linear.per_trick[..rules.hands].iter().enumerate() {
                if holders >> h & 1 != 0 {
                    theirs_lo = theirs_lo.min(v);
                    theirs_hi = theirs_hi.max(v);
                }
            }
            let sure = sure.min(left as u32) as f64;
            let tlo2 = offset + sure * theirs_lo + (left - sure) * tlo;
            let thi2 = offset + sure * theirs_hi + (left - sure) * thi;
            if (tlo2 > lo || thi2 < hi) && all_played(rules, pos) {
                lo = lo.max(tlo2);
                hi = hi.min(thi2);
            }
        }
        if hi <= alpha {
            return Err((hi, sure_cards));
        }
        if lo >= beta {
            return Err((lo, sure_cards));
        }
        if let (Some(view), true) = (view, ctx.quick) {
            // Or the side on lead cannot take every trick left.
            let per_trick = &linear.per_trick[..rules.hands];
            if let Some(found) = later_bound(ctx, pos, view, per_trick, offset, left, alpha, beta) {
                return Err(found);
            }
        }
    }
    Ok(offset)
}

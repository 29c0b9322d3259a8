//! Bounds on the value of the rest of the play from a trick's start, found without searching:
//! the tricks and points left, and the leader's sure tricks.

use crate::objective::MAX_GROUPS;
use crate::position::Position;
use crate::rules::{Mask, Rules, MAX_HANDS, MAX_SUITS};
use crate::solver::Ctx;
use crate::suits::{top, top_run, Suits};

/// Tricks the leader is sure to win by leading his top cards: in each suit, the run of the
/// highest cards left that he holds, as long as every other hand that could beat them by
/// playing another suit must still follow. With them, the cards of the runs counted.
///
/// The suits' tricks add up where no hand may throw, while one suit is cashed, the cards of
/// another suit that keep it from beating that other suit (`add_up`); otherwise the suit
/// with the most counts alone.
pub(crate) fn quick_tricks(rules: &Rules, pos: &Position) -> (u32, Mask) {
    let leader = pos.leader as usize;
    let hand = pos.hands[leader];
    let remaining = pos.remaining(rules);
    let mut counted = [Counted::default(); MAX_SUITS];
    for (s, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
        let follows = rules.follow_masks[s];
        if follows == 0 || hand & follows == 0 {
            continue;
        }
        // The leader's run from the top.
        let mut run = 0u32;
        let mut top: Option<u8> = None;
        let mut run_cards = 0;
        for &c in order.iter().rev() {
            let bit = 1u128 << c;
            if hand & bit != 0 {
                run += 1;
                top = Some(c);
                run_cards |= bit;
            } else if (remaining & bit) != 0 {
                break;
            }
        }
        let Some(lowest) = top else { continue };
        if run == 0 {
            continue;
        }
        // Cards of other suits that would beat the run when played to its lead.
        let powers = &rules.powers[s];
        let low_power = powers[lowest as usize];
        let slot = &mut counted[s];
        slot.limit = run;
        for other in 0..rules.hands {
            if other == leader {
                continue;
            }
            let theirs = pos.hands[other];
            let mut beaters = theirs & !follows;
            let mut rest = beaters;
            while rest != 0 {
                let c = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if powers[c] <= low_power {
                    beaters &= !(1u128 << c);
                }
            }
            slot.beaters[other] = beaters;
            if beaters != 0 {
                slot.limit = slot.limit.min((theirs & follows).count_ones());
            }
        }
        if slot.limit > 0 {
            slot.cards = run_cards;
        }
    }
    let lengths = |h: usize, s: usize| (pos.hands[h] & rules.follow_masks[s]).count_ones();
    add_up(&counted, rules, lengths)
}

/// One suit's sure tricks: how many, the cards they hang on, and each other hand's cards
/// that could beat them (held back where it must follow).
#[derive(Clone, Copy, Default)]
struct Counted {
    limit: u32,
    cards: Mask,
    beaters: [Mask; MAX_HANDS],
}

/// The suits' sure tricks together: their sum where, for any two suits counted, a hand that
/// could beat the one (`t`) and may throw cards while the other (`s`) is cashed (it holds
/// fewer of `s` than are cashed and cannot beat them) beats `t` with cards of `s` alone (so it
/// throws only once it cannot beat `t`: a single trump suit); else the most of one suit.
fn add_up(
    counted: &[Counted; MAX_SUITS],
    rules: &Rules,
    lengths: impl Fn(usize, usize) -> u32,
) -> (u32, Mask) {
    let mut sound = true;
    for (s, a) in counted.iter().enumerate().filter(|(_, c)| c.limit > 0) {
        for (t, b) in counted.iter().enumerate().filter(|(_, c)| c.limit > 0) {
            if s == t {
                continue;
            }
            for h in 0..rules.hands {
                let throws = a.beaters[h] == 0 && lengths(h, s) < a.limit;
                if throws && b.beaters[h] & !rules.follow_masks[s] != 0 {
                    sound = false;
                }
            }
        }
    }
    if sound {
        counted
            .iter()
            .fold((0, 0), |(n, m), c| (n + c.limit, m | c.cards))
    } else {
        counted
            .iter()
            .max_by_key(|c| c.limit)
            .map_or((0, 0), |c| (c.limit, c.cards))
    }
}

/// The bounds of a non-linear objective's value from a trick's start: each group may still
/// gain every trick left and every point left (and the last trick's weight), or lose as much
/// where its weights are negative.
pub(crate) fn reach_bounds(ctx: &Ctx, pos: &Position) -> (f64, f64) {
    let objective = ctx.objective;
    let mut q = [0; MAX_GROUPS];
    objective.quantities(pos, &mut q);
    let left = (pos.total_tricks - pos.tricks_played) as i32;
    let points = remaining_points(ctx.rules, pos);
    let mut gain = [0; MAX_GROUPS];
    let mut loss = [0; MAX_GROUPS];
    for (g, group) in objective.groups.iter().enumerate() {
        for part in [
            group.trick_weight * left,
            group.point_weight * points,
            group.last_weight,
        ] {
            if part > 0 {
                gain[g] += part;
            } else {
                loss[g] -= part;
            }
        }
    }
    objective.bounds(&q, &gain, &loss, left)
}

pub(crate) fn remaining_points(rules: &Rules, pos: &Position) -> i32 {
    let mut rest = pos.remaining(rules);
    let mut points = rules.last_trick_bonus;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        points += rules.points[c];
    }
    points
}

/// The hand holding the highest trump still in play, with the run of the highest trumps it
/// holds: each wins a trick whenever it is played, whoever leads (`trump`: the trump suit,
/// above every other suit whatever is led).
pub(crate) fn top_trumps(
    rules: &Rules,
    pos: &Position,
    trump: usize,
) -> Option<(usize, u32, Mask)> {
    let mut holder = None;
    let mut run = 0;
    let mut cards = 0;
    for &c in rules.suit_order[trump].iter().rev() {
        let bit = 1u128 << c;
        let Some(h) = (0..rules.hands).find(|&h| pos.hands[h] & bit != 0) else {
            continue;
        };
        match holder {
            None => holder = Some(h),
            Some(first) if first != h => break,
            Some(_) => {}
        }
        run += 1;
        cards |= bit;
    }
    holder.map(|h| (h, run, cards))
}

/// Hand `h`'s run from the top of suit `s` (`top_run`): none in a suit that no card follows.
pub(crate) fn run_of(rules: &Rules, view: &Suits, h: usize, s: usize) -> u64 {
    let mine = view.hands[h][s];
    if rules.follow_masks[s] == 0 || mine == 0 {
        return 0;
    }
    top_run(view.live[s], mine)
}

/// The cards of suit `s` at the places `bits` of its order (a run, as `run_of` gives it).
pub(crate) fn run_cards(rules: &Rules, s: usize, bits: u64) -> Mask {
    let order = &rules.suit_order[s];
    let mut cards = 0;
    let mut rest = bits;
    while rest != 0 {
        let p = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        cards |= 1u128 << order[p];
    }
    cards
}

/// `quick_tricks` by the bits of each suit's cards, where the table keeps partitions and each
/// suit led is followed by its own cards (`beats`: for each suit led, the suits whose cards
/// beat it). Where each suit led is beaten by one trump suit or by none (`Ctx::one_trump`)
/// the suits' tricks add up; otherwise as `add_up` allows.
pub(crate) fn quick_tricks_by_suits(
    ctx: &Ctx,
    pos: &Position,
    view: &Suits,
    beats: &[u8; MAX_SUITS],
    decides: &impl Fn(u32) -> bool,
) -> (u32, Mask) {
    let rules = ctx.rules;
    let leader = pos.leader as usize;
    if ctx.one_trump {
        return one_trump_quick_tricks(ctx, pos, view, beats, decides);
    }
    let mut counted = [Counted::default(); MAX_SUITS];
    for (s, &beaten_by) in beats.iter().enumerate() {
        // The leader's run from the top.
        let run_bits = run_of(rules, view, leader, s);
        if run_bits == 0 {
            continue;
        }
        let slot = &mut counted[s];
        slot.limit = run_bits.count_ones();
        for other in (0..rules.hands).filter(|&h| h != leader) {
            for t in (0..MAX_SUITS).filter(|&t| beaten_by >> t & 1 != 0) {
                if view.hands[other][t] != 0 {
                    slot.beaters[other] |= ctx.suit_masks[t];
                }
            }
            if slot.beaters[other] != 0 {
                slot.limit = slot.limit.min(view.hands[other][s].count_ones());
            }
        }
        if slot.limit > 0 {
            slot.cards |= run_cards(rules, s, run_bits);
        }
    }
    add_up(&counted, rules, |h, s| view.hands[h][s].count_ones())
}

/// `quick_tricks_by_suits` where each suit led is beaten by one trump suit or by none: the
/// suits' tricks add up.
fn one_trump_quick_tricks(
    ctx: &Ctx,
    pos: &Position,
    view: &Suits,
    beats: &[u8; MAX_SUITS],
    decides: &impl Fn(u32) -> bool,
) -> (u32, Mask) {
    let rules = ctx.rules;
    let leader = pos.leader as usize;
    let mut sure = 0;
    let mut cards = 0;
    // Each suit's tricks with the cards they hang on.
    let mut each = [(0u32, 0 as Mask); MAX_SUITS];
    for (s, &beaten_by) in beats.iter().enumerate() {
        // The leader's run from the top.
        let run_bits = run_of(rules, view, leader, s);
        if run_bits == 0 {
            continue;
        }
        let run = run_bits.count_ones();
        let mut limit = run;
        // The most cards of the suit another hand holds.
        let mut longest = 0;
        for other in (0..rules.hands).filter(|&h| h != leader) {
            let threat =
                (0..MAX_SUITS).any(|t| beaten_by >> t & 1 != 0 && view.hands[other][t] != 0);
            if threat {
                limit = limit.min(view.hands[other][s].count_ones());
            }
            longest = longest.max(view.hands[other][s].count_ones());
        }
        if limit > 0 {
            each[s].1 = run_cards(rules, s, run_bits);
            cards |= each[s].1;
        }
        if limit == run && longest <= run {
            // No other hand can beat the suit by another, and the run leaves every other hand
            // void of it: the leader's other cards of it are its last, and take their tricks.
            let threatened = (0..rules.hands)
                .filter(|&h| h != leader)
                .any(|h| (0..MAX_SUITS).any(|t| beaten_by >> t & 1 != 0 && view.hands[h][t] != 0));
            if !threatened {
                limit = view.hands[leader][s].count_ones();
            }
        }
        each[s].0 = limit;
        sure += limit;
    }
    if sure > 0 && decides(sure) {
        // As few suits as decide the window.
        return fewest_parts((0, 0), &mut each, decides);
    }
    (sure, cards)
}

/// `top_trumps` by the bits of each suit's cards.
pub(crate) fn top_trumps_by_suits(
    ctx: &Ctx,
    view: &Suits,
    trump: usize,
) -> Option<(usize, u32, Mask)> {
    let rules = ctx.rules;
    let mut live = view.live[trump];
    if live == 0 {
        return None;
    }
    let holder = view.holder(trump, top(live), rules.hands)?;
    let mine = view.hands[holder][trump];
    let mut run = 0;
    let mut cards = 0;
    while live != 0 {
        let p = top(live);
        if mine >> p & 1 == 0 {
            break;
        }
        run += 1;
        cards |= 1u128 << rules.suit_order[trump][p as usize];
        live &= !(1 << p);
    }
    Some((holder, run, cards))
}

/// The tricks of `must` and of the fewest `parts` that decide the window with them
/// (`decides`), the most first: the fewer cards named, the more positions a table entry holds
/// for. All of them where they do not.
pub(crate) fn fewest_parts(
    must: (u32, Mask),
    parts: &mut [(u32, Mask)],
    decides: &impl Fn(u32) -> bool,
) -> (u32, Mask) {
    let (mut n, mut cards) = must;
    for i in 0..parts.len() {
        if decides(n) {
            break;
        }
        // The part with the most tricks left.
        let mut k = i;
        for j in i + 1..parts.len() {
            if parts[j].0 > parts[k].0 {
                k = j;
            }
        }
        if parts[k].0 == 0 {
            break;
        }
        parts.swap(i, k);
        n += parts[i].0;
        cards |= parts[i].1;
    }
    (n, cards)
}

/// Tricks the hands holding trumps are sure of between them (`trump`: the trump suit, above
/// every other suit whatever is led, its cards won by rank): a hand plays each of its trumps
/// in a trick of its own, and a trick with a trump in it goes to a hand holding trumps; so
/// they win at least as many tricks as the longest of them holds trumps, where every hand
/// plays all its cards in the tricks left (`all_played`, asked only where the bound could
/// tell). With the hands holding trumps (a bit each). It depends on the hands' lengths in
/// trumps alone, which the table's key holds.
pub(crate) fn trump_lengths(rules: &Rules, view: &Suits, trump: usize) -> (u32, u32) {
    let mut holders = 0;
    let mut most = 0;
    for (h, suits) in view.hands[..rules.hands].iter().enumerate() {
        let n = suits[trump].count_ones();
        if n > 0 {
            holders |= 1 << h;
            most = most.max(n);
        }
    }
    (most, holders)
}

/// Every hand holds a card for each trick left: each plays all its cards.
pub(crate) fn all_played(rules: &Rules, pos: &Position) -> bool {
    let left = u32::from(pos.total_tricks - pos.tricks_played);
    pos.hands[..rules.hands]
        .iter()
        .all(|h| h.count_ones() == left)
}

/// Tricks the side of the second hand to play to a trick is sure of, in bridge's shape
/// (after DDS's `QuickTricksSecondHand`): the trick under way, where the second hand or its
/// partner (the fourth) can ruff the suit led and the third hand cannot overruff it, being
/// able to follow or holding no trump; or where their highest card of the suit led beats the
/// card led and every card the third hand holds of it, and the third hand cannot ruff it.
/// Where no suit beats another (no trump), the hand that wins it with that card then cashes
/// the next card of the suit where it holds that too, the top card of each other suit it
/// holds, and every card of a suit no other hand holds. With the cards this depends on
/// besides the hands' lengths: the top cards counted (none for a ruff). Only where each suit
/// led is beaten by the trump suit alone or by none (`Ctx::one_trump`).
pub(crate) fn second_hand_tricks(
    ctx: &Ctx,
    pos: &Position,
    view: &Suits,
    beats: &[u8; MAX_SUITS],
) -> (u32, Mask) {
    if !ctx.one_trump {
        // Another hand may beat the suit led with a suit that beats it alone.
        return (0, 0);
    }
    let rules = ctx.rules;
    let led_card = pos.trick[0];
    let led = rules.suit_of[led_card as usize] as usize;
    let leader = pos.leader as usize;
    let second = (leader + 1) % 4;
    let third = (leader + 2) % 4;
    let fourth = (leader + 3) % 4;
    let hands = &view.hands;
    let ruffs = |h: usize| match ctx.trump {
        Some(t) if t != led => hands[h][led] == 0 && hands[h][t] != 0,
        _ => false,
    };
    if ruffs(third) {
        return (0, 0);
    }
    if ruffs(second) || ruffs(fourth) {
        return (1, 0);
    }
    let ours = hands[second][led] | hands[fourth][led];
    if ours == 0 {
        return (0, 0);
    }
    let high = top(ours);
    let led_place = u32::from(ctx.rank_of[led_card as usize]);
    let theirs = hands[third][led];
    if high < led_place || (theirs != 0 && top(theirs) > high) {
        return (0, 0);
    }
    let card_at = |s: usize, place: u32| 1u128 << rules.suit_order[s][place as usize];
    let mut cards = card_at(led, high);
    if beats.iter().any(|&b| b != 0) {
        return (1, cards);
    }
    // No trump: the winner of the trick leads next and cashes its top cards.
    let winner = if hands[second][led] >> high & 1 != 0 {
        second
    } else {
        fourth
    };
    let mut sure = 1;
    let live = view.live[led] & !(1u64 << high);
    if live != 0 && top(live) > led_place && hands[winner][led] >> top(live) & 1 != 0 {
        sure += 1;
        cards |= card_at(led, top(live));
    }
    for s in (0..MAX_SUITS).filter(|&s| s != led) {
        let mine = hands[winner][s];
        if mine == 0 {
            continue;
        }
        if mine == view.live[s] {
            sure += mine.count_ones();
        } else if hands[winner][s] >> top(view.live[s]) & 1 != 0 {
            sure += 1;
            cards |= card_at(s, top(view.live[s]));
        }
    }
    (sure, cards)
}

#[cfg(test)]
#[path = "bounds_tests.rs"]
mod tests;

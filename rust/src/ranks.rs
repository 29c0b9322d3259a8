//! Which cards' ranks a position's value hangs on: whether tricks are won by suit and rank
//! alone, the cards that won a trick by their rank, the position's key by the order of its
//! cards within each suit.

use crate::position::{after, Position};
use crate::rules::{winning_position, Follow, Mask, Rules, MAX_HANDS, MAX_SUITS};
use crate::solver::Ctx;
use crate::suits::{top, Narrow, Suits};

/// Whether a trick is won by suit and rank alone: who may play what depends on the suits a
/// hand holds, every suit led is followed by its own cards (a suit nothing follows, such as
/// jokers, lets a hand keep its cards of it when it is led, which the partitions and the sure
/// tricks do not allow for), within a suit a higher card always beats a lower one, between
/// suits the suits decide (whatever the ranks), and no card carries points, captures or has a
/// copy.
pub(crate) fn by_suit_and_rank(rules: &Rules) -> bool {
    if !rules.rank_monotone
        || rules.capture_all != 0
        || rules.has_points()
        || rules.last_trick_bonus != 0
        || rules.last_cards != 0
        || rules.blocked_after_lead != 0
        || matches!(rules.follow, Follow::MustWin)
        || rules.same_rank.iter().any(|&m| m != 0)
        || rules
            .suit_order
            .iter()
            .any(|o| o.len() > crate::table::MAX_DEPTH)
    {
        return false;
    }
    for (suit, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
        let cards = order.iter().fold(0, |m: Mask, &c| m | 1u128 << c);
        if cards != 0 && rules.follow_masks[suit] != cards {
            return false;
        }
    }
    for led in 0..MAX_SUITS {
        if rules.suit_order[led].is_empty() {
            continue;
        }
        let powers = &rules.powers[led];
        // Each suit's powers under this lead: all none, or rising strictly with rank.
        let mut ranges: Vec<(u16, u16)> = Vec::new();
        for order in &rules.suit_order {
            if order.is_empty() {
                continue;
            }
            let p: Vec<u16> = order.iter().map(|&c| powers[c as usize]).collect();
            if p.iter().all(|&x| x == 0) {
                continue;
            }
            if p[0] == 0 || p.windows(2).any(|w| w[0] >= w[1]) {
                return false;
            }
            ranges.push((p[0], p[p.len() - 1]));
        }
        // The suit led can win its own trick.
        if rules.suit_order[led]
            .iter()
            .any(|&c| powers[c as usize] == 0)
        {
            return false;
        }
        for (i, a) in ranges.iter().enumerate() {
            for b in &ranges[i + 1..] {
                if !(a.1 < b.0 || b.1 < a.0) {
                    return false;
                }
            }
        }
    }
    true
}

/// The suit that holds every trump and nothing else, where its cards beat every other card
/// whatever is led.
pub(crate) fn trump_suit(rules: &Rules) -> Option<usize> {
    if rules.trumps == 0 {
        return None;
    }
    let suit = rules.suit_of[rules.trumps.trailing_zeros() as usize] as usize;
    let cards = rules.suit_order[suit]
        .iter()
        .fold(0, |m, &c| m | (1u128 << c));
    if cards != rules.trumps {
        return None;
    }
    let beats_all = (0..MAX_SUITS)
        .filter(|&led| !rules.suit_order[led].is_empty())
        .all(|led| {
            let powers = &rules.powers[led];
            let low = rules.suit_order[suit]
                .iter()
                .map(|&c| powers[c as usize])
                .min()
                .unwrap_or(0);
            low > 0 && (0..rules.cards).all(|c| rules.trumps & (1u128 << c) != 0 || powers[c] < low)
        });
    beats_all.then_some(suit)
}

/// The place in rank of the lowest of `cards` (all of one suit); past every card if none.
pub(crate) fn lowest_rank(ctx: &Ctx, cards: Mask) -> u8 {
    let mut low = u8::MAX;
    let mut rest = cards;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        low = low.min(ctx.rank_of[c]);
    }
    low
}

/// Each card's holder (its hand plus one; 0: out of play).
pub(crate) fn holders(rules: &Rules, pos: &Position) -> [u8; 128] {
    let mut owner = [0u8; 128];
    for hand in 0..rules.hands {
        let mut cards = pos.hands[hand];
        while cards != 0 {
            let c = cards.trailing_zeros() as usize;
            cards &= cards - 1;
            owner[c] = hand as u8 + 1;
        }
    }
    owner
}

/// The trick at `pos` with `card` played to it (the cards, how many).
#[inline]
fn completed(pos: &Position, card: u8) -> ([u8; MAX_HANDS], usize) {
    let len = pos.trick_len as usize;
    let mut trick = [0u8; MAX_HANDS];
    trick[..len].copy_from_slice(&pos.trick[..len]);
    trick[len] = card;
    (trick, len + 1)
}

/// The cards of a trick that `card` completes whose holders decided it: where the winning
/// card beat another of its suit, it and the cards below it in its hand's run (the card played
/// stood for them all); where it won by suit, none.
pub(crate) fn by_rank(ctx: &Ctx, pos: &Position, card: u8) -> Mask {
    let rules = ctx.rules;
    let (cards_played, len) = completed(pos, card);
    let trick = &cards_played[..len];
    let at = winning_position(rules, trick);
    let w = trick[at];
    let suit = rules.suit_of[w as usize];
    if !trick
        .iter()
        .enumerate()
        .any(|(i, &c)| i != at && rules.suit_of[c as usize] == suit)
    {
        return 0;
    }
    let holder = pos.hands[after(pos.leader, at, rules.hands) as usize] | (1u128 << w);
    let live = pos.remaining(rules) | pos.on_trick() | (1u128 << card);
    let mut cards = 1u128 << w;
    let order = &rules.suit_order[suit as usize];
    let Some(i) = order.iter().position(|&c| c == w) else {
        return cards;
    };
    for &c in order[..i].iter().rev() {
        let bit = 1u128 << c;
        if holder & bit != 0 {
            cards |= bit;
        } else if live & bit != 0 {
            break;
        }
    }
    cards
}

/// `lowest_rank` where the rules are narrow: of `cards`' cards of the suit laid out at
/// `(shift, mask)`.
#[inline]
pub(crate) fn lowest_place(cards: Mask, (shift, mask): (u32, u64)) -> u8 {
    let bits = (cards >> shift) as u64 & mask;
    if bits == 0 {
        u8::MAX
    } else {
        bits.trailing_zeros() as u8
    }
}

/// `by_rank` where the rules are narrow, read from the hands' suits at `pos` (`suits`).
pub(crate) fn by_rank_narrow(
    ctx: &Ctx,
    pos: &Position,
    suits: &Suits,
    narrow: &Narrow,
    card: u8,
) -> Mask {
    let rules = ctx.rules;
    let (cards_played, len) = completed(pos, card);
    let trick = &cards_played[..len];
    let at = winning_position(rules, trick);
    let w = trick[at];
    let suit = rules.suit_of[w as usize];
    // The suit's live cards: in a hand or on the trick.
    let mut live = suits.live[suit as usize];
    let mut followed = false;
    for (i, &c) in trick.iter().enumerate() {
        if rules.suit_of[c as usize] == suit {
            live |= 1u64 << ctx.rank_of[c as usize];
            followed |= i != at;
        }
    }
    if !followed {
        return 0;
    }
    let place = ctx.rank_of[w as usize] as u32;
    let holder = after(pos.leader, at, rules.hands) as usize;
    let held = suits.hands[holder][suit as usize] | 1u64 << place;
    let below = (1u64 << place) - 1;
    // The winner's run down to the first live card another hand holds.
    let stop = live & !held & below;
    let floor = if stop == 0 {
        0
    } else {
        (2u64 << top(stop)) - 1
    };
    let bits = held & below & !floor | 1u64 << place;
    (bits as u128) << narrow.shifts[suit as usize].0
}

/// A key of the hands by the order of their cards within each suit: which hand holds the
/// lowest card left of the suit, which the next, with each card's points, and whether it is a
/// copy of the card left below it (copies tie, other cards do not). Positions that differ only
/// in cards gone before are the same position.
pub(crate) fn canonical(rules: &Rules, pos: &Position) -> u64 {
    let owner = holders(rules, pos);
    let mut key: u64 = 0x243F_6A88_85A3_08D3;
    for order in &rules.suit_order {
        let mut below: Option<u8> = None;
        for &c in order {
            let o = owner[c as usize];
            if o != 0 {
                let copy = below.is_some_and(|b| rules.same_rank[c as usize] & (1u128 << b) != 0);
                let item =
                    o as u64 | ((rules.points[c as usize] as u64) << 8) | ((copy as u64) << 40);
                key = (key.rotate_left(5) ^ item).wrapping_mul(0x517C_C1B7_2722_0A95);
                below = Some(c);
            }
        }
        key = (key.rotate_left(5) ^ 0xFF).wrapping_mul(0x517C_C1B7_2722_0A95);
    }
    key
}

#[cfg(test)]
#[path = "ranks_tests.rs"]
mod tests;

//! Each hand's cards of each suit as bits by place in rank (bit 0: the suit's lowest card),
//! where a suit has at most 64 cards: lengths, top cards and runs by a few bit operations.

use crate::position::Position;
use crate::rules::{Rules, MAX_HANDS, MAX_SUITS};

/// How a suit's cards sit in the pack's numbering.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Layout {
    /// Numbered in order of rank from `base`: a suit's bits are a shift of the hand's.
    From(u8),
    /// Any other order: the bits are gathered card by card.
    Scattered,
}

/// Each suit's layout, or none where a suit has more than 64 cards.
pub(crate) fn layouts(rules: &Rules) -> Option<[Layout; MAX_SUITS]> {
    let mut out = [Layout::Scattered; MAX_SUITS];
    for (s, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
        if order.len() > 64 {
            return None;
        }
        if let Some(&base) = order.first() {
            if order
                .iter()
                .enumerate()
                .all(|(i, &c)| c as usize == base as usize + i)
            {
                out[s] = Layout::From(base);
            }
        }
    }
    Some(out)
}

/// Where every suit is numbered in order of rank within the first 64 cards: each suit's
/// (shift, mask) of a hand's low word, the suits with cards (the first `count`).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Narrow {
    pub shifts: [(u32, u64); MAX_SUITS],
    pub count: usize,
    /// At most four hands and four suits of at most 16 cards: the holders of each suit's
    /// live cards from the top fit one number (`Suits::code`).
    pub coded: bool,
}

/// `Narrow` for these rules, where it applies.
pub(crate) fn narrow(rules: &Rules, layout: &[Layout; MAX_SUITS]) -> Option<Narrow> {
    if rules.cards > 64 {
        return None;
    }
    let mut out = Narrow {
        shifts: [(0, 0); MAX_SUITS],
        count: 0,
        coded: false,
    };
    for (s, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
        if order.is_empty() {
            continue;
        }
        let Layout::From(base) = layout[s] else {
            return None;
        };
        if base as usize + order.len() > 64 {
            return None;
        }
        let mask = if order.len() == 64 {
            u64::MAX
        } else {
            (1u64 << order.len()) - 1
        };
        out.shifts[s] = (base as u32, mask);
        out.count = s + 1;
    }
    out.coded = rules.hands <= 4
        && out.count <= 4
        && out.shifts[..out.count]
            .iter()
            .all(|&(_, m)| m.count_ones() <= 16);
    Some(out)
}

/// The hands' cards by suit and place in rank.
pub(crate) struct Suits {
    pub hands: [[u64; MAX_SUITS]; MAX_HANDS],
    /// The cards in some hand.
    pub live: [u64; MAX_SUITS],
    /// Where the rules are `Narrow::coded`: suit `s`'s live card `k` from the top held by
    /// hand `h`, `h` at bits `32 s + 2 k` (the table's pattern; 0 otherwise).
    pub code: u128,
}

impl Suits {
    /// The suits of `pos` where the rules are `narrow`: a shift and a mask a suit and hand.
    #[inline]
    pub(crate) fn narrow(narrow: &Narrow, hands: usize, pos: &Position) -> Suits {
        let mut out = Suits {
            hands: [[0; MAX_SUITS]; MAX_HANDS],
            live: [0; MAX_SUITS],
            code: 0,
        };
        for (h, row) in out.hands[..hands].iter_mut().enumerate() {
            let low = pos.hands[h] as u64;
            for (s, &(shift, mask)) in narrow.shifts[..narrow.count].iter().enumerate() {
                let bits = (low >> shift) & mask;
                row[s] = bits;
                out.live[s] |= bits;
            }
        }
        if narrow.coded {
            for (h, suits) in out.hands[..hands].iter().enumerate() {
                for (s, &bits) in suits[..narrow.count].iter().enumerate() {
                    let mut rest = bits;
                    while rest != 0 {
                        let place = rest.trailing_zeros();
                        rest &= rest - 1;
                        let k = (out.live[s] >> place >> 1).count_ones();
                        out.code |= (h as u128) << (32 * s as u32 + 2 * k);
                    }
                }
            }
        }
        out
    }

    /// Takes the card at `place` of suit `s` from `hand` (narrow rules: `coded` says whether
    /// the code is kept); returns the code before, for `put_back`.
    #[inline]
    pub(crate) fn take(&mut self, hand: usize, s: usize, place: u32, coded: bool) -> u128 {
        let before = self.code;
        if coded {
            // The suit's holders from the top close up over the card's two bits.
            let k = 2 * (self.live[s] >> place >> 1).count_ones();
            let lane = (self.code >> (32 * s)) as u32 as u64;
            let below = lane & ((1u64 << k) - 1);
            let lane = below | (lane >> (k + 2) << k);
            self.code = self.code & !(0xFFFF_FFFFu128 << (32 * s)) | (lane as u128) << (32 * s);
        }
        let bit = 1u64 << place;
        self.hands[hand][s] &= !bit;
        self.live[s] &= !bit;
        before
    }

    /// Gives back the card `take` took, with the code it returned.
    #[inline]
    pub(crate) fn put_back(&mut self, hand: usize, s: usize, place: u32, code: u128) {
        let bit = 1u64 << place;
        self.hands[hand][s] |= bit;
        self.live[s] |= bit;
        self.code = code;
    }

    pub(crate) fn new(
        rules: &Rules,
        layout: &[Layout; MAX_SUITS],
        rank_of: &[u8; 128],
        pos: &Position,
    ) -> Suits {
        let mut out = Suits {
            hands: [[0; MAX_SUITS]; MAX_HANDS],
            live: [0; MAX_SUITS],
            code: 0,
        };
        for (s, order) in rules.suit_order.iter().enumerate().take(MAX_SUITS) {
            if order.is_empty() {
                continue;
            }
            for h in 0..rules.hands {
                let bits = match layout[s] {
                    Layout::From(base) => {
                        let wide = pos.hands[h] >> base;
                        let mask = if order.len() == 64 {
                            u64::MAX
                        } else {
                            (1u64 << order.len()) - 1
                        };
                        wide as u64 & mask
                    }
                    Layout::Scattered => {
                        let mut bits = 0u64;
                        let mut rest = pos.hands[h];
                        while rest != 0 {
                            let c = rest.trailing_zeros() as usize;
                            rest &= rest - 1;
                            if rules.suit_of[c] as usize == s {
                                bits |= 1u64 << rank_of[c];
                            }
                        }
                        bits
                    }
                };
                out.hands[h][s] = bits;
                out.live[s] |= bits;
            }
        }
        out
    }

    /// The hand holding the card at `place` of suit `s`, if any.
    #[inline]
    pub(crate) fn holder(&self, s: usize, place: u32, hands: usize) -> Option<usize> {
        let bit = 1u64 << place;
        (0..hands).find(|&h| self.hands[h][s] & bit != 0)
    }
}

/// The place of the highest bit (`bits` not 0).
pub(crate) fn top(bits: u64) -> u32 {
    63 - bits.leading_zeros()
}

/// A hand's run from the top of a suit: the places of the suit's live cards (`live`), from
/// the highest down, that the hand (`mine`) holds, up to the first it lacks.
pub(crate) fn top_run(mut live: u64, mine: u64) -> u64 {
    let mut run = 0u64;
    while live != 0 {
        let p = top(live);
        if mine >> p & 1 == 0 {
            break;
        }
        run |= 1 << p;
        live &= !(1 << p);
    }
    run
}

#[cfg(test)]
#[path = "suits_tests.rs"]
mod tests;

//! The solver's transposition table: bounds on the value of the rest of the play from a
//! trick's start, each kept for as many positions as it holds for.
//!
//! An entry is found by its key (which the solver makes of what the rest's value may depend
//! on) and then by a pattern: for each suit, who holds the top `depth` cards still in play.
//! Where the search found that only the top cards of each suit won tricks by their rank (the
//! cards below them lost, or won only because nothing of their suit was played with them), the
//! entry's depths stop there, and every position with the same key and the same holders of
//! those top cards has the same value, whoever holds the small cards (Bo Haglund's "winning
//! ranks" in DDS; Ginsberg's partition search). An entry whose depths hold every card is a
//! position's own.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::rules::{Mask, MAX_SUITS};
use crate::suits::{self, Narrow, Suits};

/// The holders of a position's live cards from the top of each suit, ready to match entries.
pub enum Pattern {
    /// Where at most four hands hold the cards and every suit of at most 16 live cards lies in
    /// order within the first 64 cards (`suits`' narrow layout): the holders in one number,
    /// and each suit's live cards by place, to read the cards down to some depths.
    Narrow {
        /// Suit `s`'s card `k` from the top held by hand `h`: `h` at bits `32 s + 2 k`.
        code: u128,
        /// Each suit's live cards by place in rank (bit 0: the suit's lowest card).
        live: [u64; 4],
        /// Each suit's shift of a hand's low word (its lowest card's number).
        shifts: [u32; 4],
    },
    /// Any other: each suit's holders and cards from the top.
    Full(Box<Full>),
}

/// A pattern of any size: for each suit, the holders of its live cards from the top.
pub struct Full {
    /// For each suit, the holders of its live cards from the top.
    owners: [[u8; MAX_DEPTH]; MAX_SUITS],
    /// For each suit, its live cards from the top.
    cards: [[u8; MAX_DEPTH]; MAX_SUITS],
    /// Live cards in each suit.
    len: [u8; MAX_SUITS],
    /// Suits with a card in play: the first `suits`.
    suits: usize,
    /// Where there are at most four hands and four suits of at most 16 live cards, the
    /// holders in one number, as `Pattern::Narrow`'s.
    compact: Option<u128>,
}

/// The most cards of a suit a pattern follows (deeper suits are matched only whole).
pub const MAX_DEPTH: usize = 40;

/// Bounds for the positions of one key that match one pattern down to some depths.
#[derive(Clone, Copy)]
struct Entry {
    depths: u64,
    /// The bits of the compact pattern that must match (0: match by hash).
    mask: u128,
    /// The compact pattern's bits, or the hash of the holders down to `depths`.
    check: u128,
    lower: f64,
    upper: f64,
    best: u8,
}

/// A hasher for keys that are hashes already.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = mix(self.0, b as u64);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = x;
    }
}

/// What a look-up found: the bounds of every entry that matches, and the top cards they
/// asked to be held as they are.
pub struct Found {
    pub lower: f64,
    pub upper: f64,
    pub best: Option<u8>,
    /// Each suit's depth (the deepest of the entries found).
    pub depths: u64,
}

fn mix(h: u64, x: u64) -> u64 {
    (h.rotate_left(5) ^ x).wrapping_mul(0x517C_C1B7_2722_0A95)
}

impl Full {
    /// A pattern of no live card, for `new` and `from_suits` to fill.
    fn empty() -> Full {
        Full {
            owners: [[0; MAX_DEPTH]; MAX_SUITS],
            cards: [[0; MAX_DEPTH]; MAX_SUITS],
            len: [0; MAX_SUITS],
            suits: 0,
            compact: None,
        }
    }

    /// The hash of the holders down to `depths`.
    fn hash(&self, depths: u64) -> u64 {
        let mut h = 0x243F_6A88_85A3_08D3;
        for s in 0..self.suits {
            let k = ((depths >> (8 * s)) & 0xFF) as usize;
            for &o in &self.owners[s][..k.min(self.len[s] as usize)] {
                h = mix(h, o as u64);
            }
            h = mix(h, 0xFF);
        }
        h
    }
}

impl Pattern {
    /// The pattern of `holder` (each card's hand plus one, 0 for a card out of play) over each
    /// suit's cards in `suit_order` (lowest first).
    pub fn new(suit_order: &[Vec<u8>], holder: &[u8; 128]) -> Pattern {
        let mut p = Full::empty();
        let mut code = 0u128;
        let mut fits = true;
        for (s, order) in suit_order.iter().enumerate().take(MAX_SUITS) {
            let mut k = 0;
            for &c in order.iter().rev() {
                let o = holder[c as usize];
                if o == 0 {
                    continue;
                }
                if k == MAX_DEPTH {
                    break;
                }
                if s < 4 && k < 16 && o <= 4 {
                    code |= ((o - 1) as u128) << (32 * s + 2 * k);
                } else {
                    fits = false;
                }
                p.cards[s][k] = c;
                p.owners[s][k] = o;
                k += 1;
            }
            p.len[s] = k as u8;
            if k > 0 {
                p.suits = s + 1;
            }
        }
        if fits {
            p.compact = Some(code);
        }
        Pattern::Full(Box::new(p))
    }

    /// `Pattern::new` from the hands' cards by suit and place in rank: each hand's cards of
    /// a suit placed from the top by the live cards above them (`narrow`: the rules' narrow
    /// layout, where they have one).
    pub(crate) fn from_suits(
        suit_order: &[Vec<u8>],
        view: &Suits,
        hands: usize,
        narrow: Option<&Narrow>,
    ) -> Pattern {
        if let Some(narrow) = narrow.filter(|n| n.count <= 4 && hands <= 4) {
            let mut live = [0u64; 4];
            live.copy_from_slice(&view.live[..4]);
            if narrow.coded {
                // The suits keep the code as the cards leave.
                let shifts = [0, 1, 2, 3].map(|s| narrow.shifts[s].0);
                return Pattern::Narrow {
                    code: view.code,
                    live,
                    shifts,
                };
            }
            if live.iter().all(|l| l.count_ones() <= 16) {
                let mut code = 0u128;
                for (h, suits) in view.hands[..hands].iter().enumerate() {
                    for s in 0..narrow.count {
                        let mut rest = suits[s];
                        while rest != 0 {
                            let place = rest.trailing_zeros();
                            rest &= rest - 1;
                            let k = (live[s] >> place >> 1).count_ones();
                            code |= (h as u128) << (32 * s as u32 + 2 * k);
                        }
                    }
                }
                let shifts = [0, 1, 2, 3].map(|s| narrow.shifts[s].0);
                return Pattern::Narrow { code, live, shifts };
            }
        }
        let mut p = Full::empty();
        let mut code = 0u128;
        let mut fits = true;
        for (s, order) in suit_order.iter().enumerate().take(MAX_SUITS) {
            let live = view.live[s];
            if live == 0 {
                continue;
            }
            let n = (live.count_ones() as usize).min(MAX_DEPTH);
            let mut suit_code = 0u64;
            for (h, suits) in view.hands[..hands].iter().enumerate() {
                let mut rest = suits[s];
                if h >= 4 && rest != 0 {
                    fits = false;
                }
                while rest != 0 {
                    let place = rest.trailing_zeros();
                    rest &= rest - 1;
                    let k = (live >> place >> 1).count_ones() as usize;
                    if k >= MAX_DEPTH {
                        continue;
                    }
                    if k < 16 {
                        suit_code |= (h as u64 & 3) << (2 * k);
                    }
                    p.cards[s][k] = order[place as usize];
                    p.owners[s][k] = h as u8 + 1;
                }
            }
            if s < 4 && n <= 16 {
                code |= (suit_code as u128) << (32 * s);
            } else {
                fits = false;
            }
            p.len[s] = n as u8;
            p.suits = s + 1;
        }
        if fits {
            p.compact = Some(code);
        }
        Pattern::Full(Box::new(p))
    }

    /// The holders in one number, where the pattern has it.
    fn compact(&self) -> Option<u128> {
        match self {
            Pattern::Narrow { code, .. } => Some(*code),
            Pattern::Full(p) => p.compact,
        }
    }

    /// The bits of the compact pattern down to `depths`.
    fn mask(depths: u64) -> u128 {
        let mut mask = 0u128;
        for s in 0..4 {
            let k = ((depths >> (8 * s)) & 0xFF) as u32;
            if k > 0 {
                mask |= (u128::MAX >> (128 - 2 * k.min(16))) << (32 * s);
            }
        }
        mask
    }

    /// The depths that cover `cards`: in each suit, down to the lowest of them.
    pub fn depths_of(&self, cards: Mask) -> u64 {
        let mut depths = 0u64;
        match self {
            Pattern::Narrow { live, shifts, .. } => {
                for s in 0..4 {
                    let mine = (cards >> shifts[s]) as u64 & live[s];
                    if mine != 0 {
                        let k = (live[s] >> mine.trailing_zeros()).count_ones() as u64;
                        depths |= k << (8 * s);
                    }
                }
            }
            Pattern::Full(p) => {
                for s in 0..p.suits {
                    let n = p.len[s] as usize;
                    let mut k = 0;
                    for (i, &c) in p.cards[s][..n].iter().enumerate() {
                        if cards & (1u128 << c) != 0 {
                            k = i + 1;
                        }
                    }
                    depths |= (k as u64) << (8 * s);
                }
            }
        }
        depths
    }

    /// The cards down to `depths`.
    pub fn cards_of(&self, depths: u64) -> Mask {
        let mut cards = 0;
        match self {
            Pattern::Narrow { live, shifts, .. } => {
                for s in 0..4 {
                    let k = ((depths >> (8 * s)) & 0xFF) as u32;
                    let n = live[s].count_ones();
                    let mut top = live[s];
                    if 2 * k < n {
                        // The top `k` taken one by one from the top.
                        let mut rest = top;
                        top = 0;
                        for _ in 0..k {
                            let bit = 1u64 << suits::top(rest);
                            top |= bit;
                            rest ^= bit;
                        }
                    } else {
                        // The suit's lowest live cards below the top `k` dropped.
                        for _ in k..n {
                            top &= top - 1;
                        }
                    }
                    cards |= (top as u128) << shifts[s];
                }
            }
            Pattern::Full(p) => {
                for s in 0..p.suits {
                    let k = ((depths >> (8 * s)) & 0xFF) as usize;
                    for &c in &p.cards[s][..k.min(p.len[s] as usize)] {
                        cards |= 1u128 << c;
                    }
                }
            }
        }
        cards
    }
}

/// The deeper of two depths in each suit.
pub fn deeper(a: u64, b: u64) -> u64 {
    let mut d = 0;
    for s in 0..MAX_SUITS {
        let x = (a >> (8 * s)) & 0xFF;
        let y = (b >> (8 * s)) & 0xFF;
        d |= x.max(y) << (8 * s);
    }
    d
}

/// The table: each key's entries side by side, each matched by its pattern's bits (or hash).
pub struct Table {
    keys: HashMap<u64, Vec<Entry>, BuildHasherDefault<KeyHasher>>,
    entries: usize,
    capacity: usize,
}

impl Pattern {
    /// What an entry down to `depths` keeps to match: its mask and check.
    fn check(&self, depths: u64) -> (u128, u128) {
        match (self.compact(), self) {
            (Some(code), _) => {
                let mask = Pattern::mask(depths);
                // A mask of no bits still tells a compact entry from a hashed one.
                (mask | 1u128 << 127, (code & mask) | 1u128 << 127)
            }
            (None, Pattern::Full(p)) => (0, p.hash(depths) as u128),
            (None, Pattern::Narrow { .. }) => unreachable!("a narrow pattern is compact"),
        }
    }

    /// Whether the position matches `e`, where the pattern has no compact form (`Pattern::Full`
    /// without one): by the hash of its holders down to `e`'s depths.
    fn matches_hashed(&self, e: &Entry, memo: &mut (u64, u64)) -> bool {
        match self {
            Pattern::Full(p) => {
                if memo.0 != e.depths {
                    *memo = (e.depths, p.hash(e.depths));
                }
                e.mask == 0 && memo.1 as u128 == e.check
            }
            Pattern::Narrow { .. } => false,
        }
    }
}

impl Table {
    /// A table of up to 2^`bits` entries.
    pub fn new(bits: u32) -> Table {
        Table {
            keys: HashMap::default(),
            entries: 0,
            capacity: 1usize << bits.clamp(10, 26),
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        if self.entries > 0 {
            self.keys.clear();
            self.entries = 0;
        }
    }

    /// The bounds of every entry of `key` that `pattern` matches, combined (no pattern: the
    /// key is the position's own).
    /// The look-up stops at the first entry whose bounds lie outside (`alpha`, `beta`): that
    /// one decides, and goes to the front of its key's entries.
    pub fn find(
        &mut self,
        key: u64,
        pattern: Option<&Pattern>,
        alpha: f64,
        beta: f64,
    ) -> Option<Found> {
        let list = self.keys.get_mut(&key)?;
        let mut found: Option<Found> = None;
        let mut memo = (u64::MAX, 0);
        // The position's holders in one number, read once (with the bit no compact entry lacks).
        let code = pattern.and_then(Pattern::compact).map(|c| c | 1u128 << 127);
        for i in 0..list.len() {
            let e = &list[i];
            let matches = match (code, pattern) {
                (Some(code), _) => e.mask != 0 && (code & e.mask) == e.check,
                (None, Some(p)) => p.matches_hashed(e, &mut memo),
                (None, None) => true,
            };
            if !matches {
                continue;
            }
            if e.lower >= beta || e.upper <= alpha {
                let decided = Found {
                    lower: e.lower,
                    upper: e.upper,
                    best: Some(e.best),
                    depths: e.depths,
                };
                // An entry that decides is moved to the front: the next look-up of the key
                // meets it first.
                list.swap(0, i);
                return Some(decided);
            }
            match found.as_mut() {
                None => {
                    found = Some(Found {
                        lower: e.lower,
                        upper: e.upper,
                        best: Some(e.best),
                        depths: e.depths,
                    })
                }
                Some(f) => {
                    f.lower = f.lower.max(e.lower);
                    f.upper = f.upper.min(e.upper);
                    f.depths = deeper(f.depths, e.depths);
                }
            }
        }
        found
    }

    /// Keeps bounds for the positions of `key` that match `pattern` down to `depths`, merged
    /// with those kept for them before. A full table is emptied first.
    #[cfg(test)]
    pub fn store(
        &mut self,
        key: u64,
        pattern: Option<&Pattern>,
        depths: u64,
        lower: f64,
        upper: f64,
        best: u8,
    ) {
        self.keep(key, pattern, depths, lower, upper, best, true);
    }

    /// `store`, where `merge` says whether an entry for the same positions may be kept
    /// already (false: the look-up of this position found no entry that matched, so none
    /// with its depths can be there, and the key's entries are not read again).
    #[allow(clippy::too_many_arguments)]
    pub fn keep(
        &mut self,
        key: u64,
        pattern: Option<&Pattern>,
        depths: u64,
        lower: f64,
        upper: f64,
        best: u8,
        merge: bool,
    ) {
        let (mask, check) = pattern.map_or((0, 0), |p| p.check(depths));
        if let Some(list) = self.keys.get_mut(&key).filter(|_| merge) {
            if let Some(e) = list
                .iter_mut()
                .find(|e| e.depths == depths && e.mask == mask && e.check == check)
            {
                e.lower = e.lower.max(lower);
                e.upper = e.upper.min(upper);
                e.best = best;
                return;
            }
        }
        if self.entries >= self.capacity {
            self.clear();
        }
        self.entries += 1;
        self.keys.entry(key).or_default().push(Entry {
            depths,
            mask,
            check,
            lower,
            upper,
            best,
        });
    }
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;

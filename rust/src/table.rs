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

use crate::rules::{Mask, MAX_SUITS};

/// The holders of a position's live cards from the top of each suit, ready to match entries.
pub struct Pattern {
    /// For each suit, `prefix[s][k]`: a hash of the holders of its top `k` live cards.
    prefix: [[u64; MAX_DEPTH + 1]; MAX_SUITS],
    /// For each suit, its live cards from the top.
    cards: [[u8; MAX_DEPTH]; MAX_SUITS],
    /// Live cards in each suit.
    pub len: [u8; MAX_SUITS],
    /// Suits with a card in play: the first `suits`.
    suits: usize,
}

/// The most cards of a suit a pattern follows (deeper suits are matched only whole).
pub const MAX_DEPTH: usize = 40;

/// Bounds for the positions of one key that match one pattern down to some depths.
#[derive(Clone, Copy, Default)]
struct Entry {
    /// A hash of the key, the depths and the pattern.
    check: u64,
    generation: u32,
    best: u8,
    lower: f64,
    upper: f64,
}

/// One of the depths a key's entries have been kept at.
#[derive(Clone, Copy)]
struct Depths {
    depths: u64,
    /// The key's next depths (`NONE`: the last).
    next: u32,
}

/// A key's place: its first depths.
#[derive(Clone, Copy, Default)]
struct Head {
    key: u64,
    generation: u32,
    first: u32,
}

const NONE: u32 = u32::MAX;

/// Places tried for a key before one is taken over.
const PROBES: usize = 8;

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

impl Pattern {
    /// The pattern of `holder` (each card's hand plus one, 0 for a card out of play) over each
    /// suit's cards in `suit_order` (lowest first).
    pub fn new(suit_order: &[Vec<u8>], holder: &[u8; 128]) -> Pattern {
        let mut p = Pattern {
            prefix: [[0; MAX_DEPTH + 1]; MAX_SUITS],
            cards: [[0; MAX_DEPTH]; MAX_SUITS],
            len: [0; MAX_SUITS],
            suits: 0,
        };
        for (s, order) in suit_order.iter().enumerate().take(MAX_SUITS) {
            let mut h = 0x243F_6A88_85A3_08D3 ^ s as u64;
            p.prefix[s][0] = h;
            let mut k = 0;
            for &c in order.iter().rev() {
                let o = holder[c as usize];
                if o == 0 {
                    continue;
                }
                if k == MAX_DEPTH {
                    break;
                }
                h = mix(h, o as u64);
                p.cards[s][k] = c;
                k += 1;
                p.prefix[s][k] = h;
            }
            p.len[s] = k as u8;
            if k > 0 {
                p.suits = s + 1;
            }
        }
        p
    }

    /// The hash of the holders down to `depths`.
    fn hash(&self, depths: u64) -> u64 {
        let mut h = 0;
        for s in 0..self.suits {
            let k = ((depths >> (8 * s)) & 0xFF) as usize;
            h = mix(h, self.prefix[s][k.min(MAX_DEPTH)]);
        }
        h
    }

    /// The depths that cover `cards`: in each suit, down to the lowest of them.
    pub fn depths_of(&self, cards: Mask) -> u64 {
        let mut depths = 0u64;
        for s in 0..self.suits {
            let n = self.len[s] as usize;
            let mut k = 0;
            for (i, &c) in self.cards[s][..n].iter().enumerate() {
                if cards & (1u128 << c) != 0 {
                    k = i + 1;
                }
            }
            depths |= (k as u64) << (8 * s);
        }
        depths
    }

    /// The cards down to `depths`.
    pub fn cards_of(&self, depths: u64) -> Mask {
        let mut cards = 0;
        for s in 0..self.suits {
            let k = ((depths >> (8 * s)) & 0xFF) as usize;
            for &c in &self.cards[s][..k.min(self.len[s] as usize)] {
                cards |= 1u128 << c;
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

/// The table: for each key the depths its entries were kept at, and the entries in a table
/// of their own by key, depths and pattern. A look-up hashes the position's pattern once for
/// each of its key's depths.
pub struct Table {
    heads: Vec<Head>,
    /// Heads less one (a power of two less one).
    mask: usize,
    /// Every key's depths, chained; emptied when full.
    depths: Vec<Depths>,
    entries: Vec<Entry>,
    /// Entries less one.
    entry_mask: usize,
    generation: u32,
}

fn check(key: u64, depths: u64, pattern: u64) -> u64 {
    mix(mix(key, depths), pattern) | 1
}

impl Table {
    /// A table of 2^`bits` entries.
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits.clamp(10, 26);
        Table {
            heads: vec![Head::default(); size / 4],
            mask: size / 4 - 1,
            depths: Vec::new(),
            entries: vec![Entry::default(); size],
            entry_mask: size - 1,
            generation: 1,
        }
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.depths.clear();
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.heads.fill(Head::default());
            self.entries.fill(Entry::default());
            self.generation = 1;
        }
    }

    /// The head of `key`, if it has one.
    fn head(&self, key: u64) -> Option<usize> {
        let home = (key >> 7) as usize;
        (0..PROBES)
            .map(|i| (home + i) & self.mask)
            .find(|&at| self.heads[at].key == key && self.heads[at].generation == self.generation)
    }

    /// The entry of `check`'s place in the table, if it is there.
    fn entry(&self, check: u64) -> Option<&Entry> {
        let at = (check >> 3) as usize & self.entry_mask;
        [at, at ^ 1]
            .into_iter()
            .map(|i| &self.entries[i])
            .find(|e| e.check == check && e.generation == self.generation)
    }

    /// The bounds of every entry of `key` that `pattern` matches, combined (no pattern: the
    /// key is the position's own).
    pub fn find(&self, key: u64, pattern: Option<&Pattern>) -> Option<Found> {
        let at = self.head(key)?;
        let mut found: Option<Found> = None;
        let mut i = self.heads[at].first;
        while i != NONE {
            let d = self.depths[i as usize];
            i = d.next;
            let hash = pattern.map_or(0, |p| p.hash(d.depths));
            let Some(e) = self.entry(check(key, d.depths, hash)) else {
                continue;
            };
            match found.as_mut() {
                None => {
                    found = Some(Found {
                        lower: e.lower,
                        upper: e.upper,
                        best: Some(e.best),
                        depths: d.depths,
                    })
                }
                Some(f) => {
                    f.lower = f.lower.max(e.lower);
                    f.upper = f.upper.min(e.upper);
                    f.depths = deeper(f.depths, d.depths);
                }
            }
        }
        found
    }

    /// Keeps bounds for the positions of `key` that match `pattern` down to `depths`, merged
    /// with those kept for them before. A table whose depths are full is emptied first.
    pub fn store(
        &mut self,
        key: u64,
        pattern: Option<&Pattern>,
        depths: u64,
        lower: f64,
        upper: f64,
        best: u8,
    ) {
        let at = match self.head(key) {
            Some(at) => at,
            None => {
                let home = (key >> 7) as usize;
                let at = (0..PROBES)
                    .map(|i| (home + i) & self.mask)
                    .find(|&at| self.heads[at].generation != self.generation)
                    .unwrap_or(home & self.mask);
                self.heads[at] = Head {
                    key,
                    generation: self.generation,
                    first: NONE,
                };
                at
            }
        };
        let mut i = self.heads[at].first;
        while i != NONE && self.depths[i as usize].depths != depths {
            i = self.depths[i as usize].next;
        }
        if i == NONE {
            if self.depths.len() >= self.entries.len() / 4 {
                self.clear();
                return self.store(key, pattern, depths, lower, upper, best);
            }
            self.depths.push(Depths {
                depths,
                next: self.heads[at].first,
            });
            self.heads[at].first = (self.depths.len() - 1) as u32;
        }
        let check = check(key, depths, pattern.map_or(0, |p| p.hash(depths)));
        let home = (check >> 3) as usize & self.entry_mask;
        let generation = self.generation;
        let mut place = home;
        for i in [home, home ^ 1] {
            let e = &mut self.entries[i];
            if e.check == check && e.generation == generation {
                e.lower = e.lower.max(lower);
                e.upper = e.upper.min(upper);
                e.best = best;
                return;
            }
            if e.generation != generation {
                place = i;
            }
        }
        self.entries[place] = Entry {
            check,
            generation,
            best,
            lower,
            upper,
        };
    }
}

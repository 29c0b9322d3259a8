//! What a deal's play is worth: the deal's scoring as a value table.
//!
//! Hands are gathered into groups (a side, a seat, a nil bidder); a group's quantity is its
//! hands' tricks and card points, weighted. The value of a finished play is a sum of terms, each
//! a table over the quantities of one or more groups. The Python game builds the tables from its
//! own scoring, so the core holds no rule of scoring.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Mutex;

use crate::position::Position;
use crate::rules::MAX_HANDS;

/// The most groups an objective may have.
pub const MAX_GROUPS: usize = 8;

/// Hands whose tricks and card points add up into one quantity.
#[derive(Clone, Debug)]
pub struct Group {
    /// A mask of hands.
    pub hands: u8,
    pub trick_weight: i32,
    pub point_weight: i32,
    /// Added when one of the hands wins the deal's last trick with a card of
    /// `Rules::last_cards`.
    pub last_weight: i32,
}

/// A table over the quantities of some groups: `table[sum((q[g] - low[g]) * stride[g])]`.
#[derive(Clone, Debug)]
pub struct Term {
    pub groups: Vec<usize>,
    pub low: Vec<i32>,
    pub size: Vec<usize>,
    pub table: Vec<f64>,
}

/// Where a term's groups are hands apart that count tricks alone (no card points, no last
/// trick), a trick left goes to one of them at most: their tricks still to come add up to
/// the tricks left, at most. Each group's tricks weight, by the term's order; and the bounds
/// found so far, by the groups' quantities and the tricks left (a search asks for the same
/// ones again and again: a few thousand in a whole deal of four seats).
#[derive(Clone, Debug)]
struct Shared {
    weights: Vec<i32>,
    found: Found,
}

/// The bounds of a `Shared` term found so far (emptied when it grows past `FOUND_MOST`).
#[derive(Debug, Default)]
struct Found(Mutex<HashMap<Key, (f64, f64), BuildHasherDefault<Mix>>>);

/// A `Shared` term's look-up: each group's quantity and the most tricks it may still win,
/// and the tricks left.
type Key = [i32; 2 * MAX_GROUPS + 1];

const FOUND_MOST: usize = 1 << 16;

impl Clone for Found {
    fn clone(&self) -> Self {
        Found::default()
    }
}

/// A hasher for a few small integers (std's SipHash costs more than the look-up saves).
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word))
                .wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
}

/// The value the maximising seats play for, and who they are.
#[derive(Clone, Debug)]
pub struct Objective {
    pub groups: Vec<Group>,
    pub terms: Vec<Term>,
    /// A mask of the seats that maximise the value (the others minimise it).
    pub max_seats: u8,
    /// Where every term is a straight line in one group's quantity, each hand's value for a
    /// trick it wins and for each card point: the value then adds up trick by trick.
    pub linear: Option<Linear>,
    /// For each term, whether its groups share the tricks left (`Shared`).
    shared: Vec<Option<Shared>>,
}

/// An objective that adds up trick by trick.
#[derive(Clone, Debug)]
pub struct Linear {
    pub constant: f64,
    pub per_trick: [f64; MAX_HANDS],
    pub per_point: [f64; MAX_HANDS],
}

impl Objective {
    /// The tricks of the group of `hands` (a bit a hand), valued by `table` (the value of 0,
    /// 1, ... tricks), those hands maximising: a seat's or a side's score for its tricks alone.
    pub fn of_tricks(hands: u8, table: Vec<f64>) -> Result<Objective, String> {
        let group = Group {
            hands,
            trick_weight: 1,
            point_weight: 0,
            last_weight: 0,
        };
        let term = Term {
            groups: vec![0],
            low: vec![0],
            size: vec![table.len()],
            table,
        };
        Objective::new(vec![group], vec![term], hands)
    }

    /// Checks the tables against their sizes and finds out whether the value is linear.
    pub fn new(groups: Vec<Group>, terms: Vec<Term>, max_seats: u8) -> Result<Objective, String> {
        if groups.len() > MAX_GROUPS {
            return Err(format!("{} groups: at most {MAX_GROUPS}", groups.len()));
        }
        for (i, term) in terms.iter().enumerate() {
            let n = term.groups.len();
            if term.low.len() != n || term.size.len() != n {
                return Err(format!("term {i}: one low and one size per group"));
            }
            if term.groups.iter().any(|&g| g >= groups.len()) {
                return Err(format!("term {i} names a group that is not there"));
            }
            let cells: usize = term.size.iter().product();
            if cells != term.table.len() || cells == 0 {
                return Err(format!(
                    "term {i}: a table of {} values for {cells} cells",
                    term.table.len()
                ));
            }
            if let Some(v) = term.table.iter().find(|v| !v.is_finite()) {
                return Err(format!(
                    "term {i}: a value of {v}; every value is a finite number"
                ));
            }
        }
        let linear = linear_form(&groups, &terms);
        let shared = terms
            .iter()
            .map(|term| shared_tricks(&groups, term))
            .collect();
        Ok(Objective {
            groups,
            terms,
            max_seats,
            linear,
            shared,
        })
    }

    /// Each group's quantity in a position.
    #[inline]
    pub fn quantities(&self, pos: &Position, out: &mut [i32; MAX_GROUPS]) {
        for (g, group) in self.groups.iter().enumerate() {
            let mut q = 0;
            let mut hands = group.hands;
            while hands != 0 {
                let h = hands.trailing_zeros() as usize;
                hands &= hands - 1;
                q += group.trick_weight * pos.tricks_won[h] as i32
                    + group.point_weight * pos.points_won[h];
            }
            if pos.last_hand != crate::position::NO_HAND && group.hands & (1 << pos.last_hand) != 0
            {
                q += group.last_weight;
            }
            out[g] = q;
        }
    }

    /// The value of a finished play.
    pub fn value(&self, pos: &Position) -> f64 {
        let mut q = [0; MAX_GROUPS];
        self.quantities(pos, &mut q);
        self.value_at(&q)
    }

    /// The value of a play finished with each group's quantity `q`.
    pub fn value_at(&self, q: &[i32; MAX_GROUPS]) -> f64 {
        self.terms.iter().map(|term| term_value(term, q)).sum()
    }

    /// Bounds of the value of any finish from a position where each group's quantity is `q`
    /// now and may still grow by `gain` at most (or fall by `loss`), `left` tricks still to
    /// play: each term's least and greatest cell in reach, added up. Where a term's groups
    /// share the tricks left (hands apart, tricks alone: each seat's exact contract in
    /// Beyond), the cells in reach are those whose tricks to come add up to no more than
    /// `left`; else every cell of the box. Loose where terms share groups, never wrong.
    pub fn bounds(
        &self,
        q: &[i32; MAX_GROUPS],
        gain: &[i32; MAX_GROUPS],
        loss: &[i32; MAX_GROUPS],
        left: i32,
    ) -> (f64, f64) {
        let (mut lo, mut hi) = (0.0, 0.0);
        for (term, shared) in self.terms.iter().zip(&self.shared) {
            let (a, b) = match shared {
                Some(shared) => shared_bounds(term, shared, q, gain, loss, left),
                None => term_bounds(term, q, gain, loss),
            };
            lo += a;
            hi += b;
        }
        (lo, hi)
    }

    /// The linear part of a position's value (the value so far, where the value is linear).
    #[inline]
    pub fn so_far(&self, linear: &Linear, pos: &Position, hands: usize) -> f64 {
        let mut v = linear.constant;
        for h in 0..hands {
            v += linear.per_trick[h] * pos.tricks_won[h] as f64
                + linear.per_point[h] * pos.points_won[h] as f64;
        }
        v
    }
}

fn term_value(term: &Term, q: &[i32; MAX_GROUPS]) -> f64 {
    let mut index = 0usize;
    let mut stride = 1usize;
    for k in (0..term.groups.len()).rev() {
        let offset = (q[term.groups[k]] - term.low[k]).clamp(0, term.size[k] as i32 - 1);
        index += offset as usize * stride;
        stride *= term.size[k];
    }
    term.table[index]
}

/// The least and greatest cells of a term within reach (the whole table where the box in reach
/// holds more than `BOX_CELLS` cells).
fn term_bounds(
    term: &Term,
    q: &[i32; MAX_GROUPS],
    gain: &[i32; MAX_GROUPS],
    loss: &[i32; MAX_GROUPS],
) -> (f64, f64) {
    const BOX_CELLS: usize = 512;
    let n = term.groups.len();
    let mut from = [0usize; MAX_GROUPS];
    let mut to = [0usize; MAX_GROUPS];
    let mut cells = 1usize;
    for k in 0..n {
        let g = term.groups[k];
        let last = term.size[k] as i32 - 1;
        from[k] = (q[g] - loss[g] - term.low[k]).clamp(0, last) as usize;
        to[k] = (q[g] + gain[g] - term.low[k]).clamp(0, last) as usize;
        cells = cells.saturating_mul(to[k] - from[k] + 1);
    }
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    if cells > BOX_CELLS {
        for &v in &term.table {
            lo = lo.min(v);
            hi = hi.max(v);
        }
        return (lo, hi);
    }
    let mut at = from;
    loop {
        let index = at[..n]
            .iter()
            .zip(&term.size)
            .fold(0usize, |index, (&a, &size)| index * size + a);
        let v = term.table[index];
        lo = lo.min(v);
        hi = hi.max(v);
        // the next cell of the box, the last group fastest
        let mut k = n;
        loop {
            if k == 0 {
                return (lo, hi);
            }
            k -= 1;
            if at[k] < to[k] {
                at[k] += 1;
                break;
            }
            at[k] = from[k];
        }
    }
}

/// `Shared` where `term`'s groups are hands apart counting tricks alone, and more than one.
fn shared_tricks(groups: &[Group], term: &Term) -> Option<Shared> {
    if term.groups.len() < 2 {
        return None;
    }
    let mut hands = 0u8;
    let mut weights = Vec::with_capacity(term.groups.len());
    for &g in &term.groups {
        let group = &groups[g];
        let plain = group.point_weight == 0 && group.last_weight == 0 && group.trick_weight != 0;
        if !plain || hands & group.hands != 0 {
            return None;
        }
        hands |= group.hands;
        weights.push(group.trick_weight);
    }
    Some(Shared {
        weights,
        found: Found::default(),
    })
}

/// The least and greatest cells of a term whose groups share the tricks left (`Shared`): each
/// group `k` may still win `t[k]` tricks (its quantity moving by its weight each, within its
/// `gain` or `loss`), the `t[k]` adding up to no more than the `left` tricks still to play.
fn shared_bounds(
    term: &Term,
    shared: &Shared,
    q: &[i32; MAX_GROUPS],
    gain: &[i32; MAX_GROUPS],
    loss: &[i32; MAX_GROUPS],
    left: i32,
) -> (f64, f64) {
    let n = term.groups.len();
    // The look-up first: most asks are answered there.
    let mut key: Key = [0; 2 * MAX_GROUPS + 1];
    key[2 * MAX_GROUPS] = left;
    for (k, &w) in shared.weights.iter().enumerate() {
        let g = term.groups[k];
        key[2 * k] = q[g];
        key[2 * k + 1] = if w > 0 { gain[g] / w } else { loss[g] / -w };
    }
    let mut memo = shared.found.0.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(&found) = memo.get(&key) {
        return found;
    }
    let mut walk = Walk {
        table: &term.table,
        n,
        most: [0; MAX_GROUPS],
        from: [0; MAX_GROUPS],
        weight: [0; MAX_GROUPS],
        last: [0; MAX_GROUPS],
        stride: [0; MAX_GROUPS],
        found: (f64::INFINITY, f64::NEG_INFINITY),
    };
    let mut stride = 1usize;
    for k in (0..n).rev() {
        walk.most[k] = key[2 * k + 1];
        walk.from[k] = key[2 * k] - term.low[k];
        walk.weight[k] = shared.weights[k];
        walk.last[k] = term.size[k] as i32 - 1;
        walk.stride[k] = stride;
        stride *= term.size[k];
    }
    walk.cells(0, 0, left);
    if memo.len() >= FOUND_MOST {
        memo.clear();
    }
    memo.insert(key, walk.found);
    walk.found
}

/// A `Shared` term's cells in reach, depth-first over its groups (`shared_bounds`).
struct Walk<'a> {
    table: &'a [f64],
    n: usize,
    /// The most tricks each group may still win.
    most: [i32; MAX_GROUPS],
    /// Each group's place in the table now, its weight, its last place and its stride.
    from: [i32; MAX_GROUPS],
    weight: [i32; MAX_GROUPS],
    last: [i32; MAX_GROUPS],
    stride: [usize; MAX_GROUPS],
    found: (f64, f64),
}

impl Walk<'_> {
    /// Every cell from group `k` on, `index` the earlier groups' part of it, `budget` the
    /// tricks the groups from `k` on may still win between them.
    fn cells(&mut self, k: usize, index: usize, budget: i32) {
        if k == self.n {
            let v = self.table[index];
            self.found.0 = self.found.0.min(v);
            self.found.1 = self.found.1.max(v);
            return;
        }
        for t in 0..=budget.min(self.most[k]) {
            let at = (self.from[k] + self.weight[k] * t).clamp(0, self.last[k]) as usize;
            self.cells(k + 1, index + at * self.stride[k], budget - t);
        }
    }
}

fn linear_form(groups: &[Group], terms: &[Term]) -> Option<Linear> {
    if groups.iter().any(|g| g.last_weight != 0) {
        return None;
    }
    let mut linear = Linear {
        constant: 0.0,
        per_trick: [0.0; MAX_HANDS],
        per_point: [0.0; MAX_HANDS],
    };
    for term in terms {
        if term.groups.len() != 1 {
            return None;
        }
        let t = &term.table;
        let slope = if t.len() > 1 { t[1] - t[0] } else { 0.0 };
        if t.iter()
            .enumerate()
            .any(|(i, &v)| (v - (t[0] + slope * i as f64)).abs() > 1e-9)
        {
            return None;
        }
        // value = t[0] + slope * (q - low)
        let group = &groups[term.groups[0]];
        linear.constant += t[0] - slope * term.low[0] as f64;
        for h in 0..MAX_HANDS {
            if group.hands & (1 << h) != 0 {
                linear.per_trick[h] += slope * group.trick_weight as f64;
                linear.per_point[h] += slope * group.point_weight as f64;
            }
        }
    }
    Some(linear)
}

#[cfg(test)]
#[path = "objective_tests.rs"]
mod tests;

//! What a deal's play is worth: the deal's scoring as a value table.
//!
//! Hands are gathered into groups (a side, a seat, a nil bidder); a group's quantity is its
//! hands' tricks and card points, weighted. The value of a finished play is a sum of terms, each
//! a table over the quantities of one or more groups. The Python game builds the tables from its
//! own scoring, so the core holds no rule of scoring.

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
        Ok(Objective {
            groups,
            terms,
            max_seats,
            linear,
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
    /// now and may still grow by `gain` at most (or fall by `loss`): each term's least and
    /// greatest cell in reach, added up. Loose where terms share groups, never wrong.
    pub fn bounds(
        &self,
        q: &[i32; MAX_GROUPS],
        gain: &[i32; MAX_GROUPS],
        loss: &[i32; MAX_GROUPS],
    ) -> (f64, f64) {
        let (mut lo, mut hi) = (0.0, 0.0);
        for term in &self.terms {
            let (a, b) = term_bounds(term, q, gain, loss);
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

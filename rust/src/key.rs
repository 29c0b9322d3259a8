//! The table's key of a position at a trick's start: what the value of the rest of the play
//! depends on besides the holders of the cards the table's patterns match.

use crate::objective::MAX_GROUPS;
use crate::position::Position;
use crate::ranks::canonical;
use crate::solver::Ctx;
use crate::suits::Suits;

/// The table's key of a position at a trick's start: where the table keeps partitions,
/// of what the rest's value depends on besides the holders of the cards (the hands'
/// lengths in each suit, the leader, the lead restrictions, the quantities so far of a
/// value that does not add up trick by trick); otherwise of the position itself.
pub(crate) fn table_key(ctx: &Ctx, pos: &Position, hash: u64, view: Option<&Suits>) -> u64 {
    let rules = ctx.rules;
    let hash = if let (true, Some(view), Some(narrow), true) =
        (ctx.partition, view, &ctx.narrow, ctx.short_suits)
    {
        // The lengths, four bits a hand and suit (at most four hands and four suits of at
        // most 15 cards), mixed once.
        let mut lengths = 0u64;
        for (h, suits) in view.hands[..rules.hands].iter().enumerate() {
            for (s, bits) in suits[..narrow.count].iter().enumerate() {
                lengths |= (bits.count_ones() as u64) << (16 * h + 4 * s);
            }
        }
        let mut h = (lengths ^ 0x6A09_E667_F3BC_C908).wrapping_mul(0x517C_C1B7_2722_0A95);
        h ^= h >> 32;
        h = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^= h >> 29;
        if pos.tricks_played < rules.trumps_barred {
            h ^= 0x3C6E_F372_FE94_F82B;
        }
        h
    } else if ctx.partition {
        let mut h = 0x6A09_E667_F3BC_C908_u64;
        for hand in &pos.hands[..rules.hands] {
            for suit in &ctx.suit_masks {
                if *suit != 0 {
                    let n = (hand & suit).count_ones() as u64;
                    h = (h.rotate_left(7) ^ n).wrapping_mul(0x517C_C1B7_2722_0A95);
                }
            }
        }
        if pos.tricks_played < rules.trumps_barred {
            h ^= 0x3C6E_F372_FE94_F82B;
        }
        h
    } else if rules.rank_monotone {
        canonical(rules, pos)
    } else {
        hash
    };
    let mut key = hash ^ (pos.leader as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    if pos.trumped {
        key ^= 0xD1B5_4A32_D192_ED03;
    }
    if pos.blocked {
        key ^= 0x8CB9_2BA7_2F3D_8DD7;
    }
    if ctx.linear.is_none() {
        let mut q = [0; MAX_GROUPS];
        ctx.objective.quantities(pos, &mut q);
        let mut mix = 0x2545_F491_4F6C_DD1D_u64;
        for (g, &value) in q.iter().enumerate().take(ctx.objective.groups.len()) {
            mix = (mix ^ (value as u64).wrapping_add(g as u64 * 0x100))
                .wrapping_mul(0x1000_0000_01B3);
        }
        key ^= mix;
    }
    key
}

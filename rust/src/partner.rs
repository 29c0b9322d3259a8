//! The leader's side's sure tricks through partner's entry (after DDS's
//! `QuickTricksPartnerHandNT` and its kin): the leader crosses to partner in a suit partner
//! heads, and partner cashes his runs.

use crate::bounds::{fewest_parts, run_cards, run_of};
use crate::position::Position;
use crate::rules::{Mask, MAX_HANDS, MAX_SUITS};
use crate::solver::Ctx;
use crate::suits::{top, top_run, Suits};

/// Tricks the leader's side is sure of by crossing to partner (`partner`: a hand of the
/// leader's side): the leader leads a suit whose top card partner holds (or, where one suit
/// beats every other or none does, the next ones below the leader's own run of it, cashed
/// first) and which every hand that could beat it by another suit must follow; partner wins it and cashes his own runs
/// from the top (as `quick_tricks_by_suits` counts a leader's), the suit led one card shorter
/// in each hand and every hand void of it counted one card shorter in every suit (it may have
/// discarded any). Before crossing, the leader cashes his own runs of the other suits, where
/// that leaves every hand that could beat a card with its lengths (below). With them, the
/// cards they depend on: the suit's top card and the runs cashed.
pub(crate) fn partner_tricks_by_suits(
    ctx: &Ctx,
    pos: &Position,
    view: &Suits,
    beats: &[u8; MAX_SUITS],
    partner: usize,
    decides: &impl Fn(u32) -> bool,
) -> (u32, Mask) {
    let rules = ctx.rules;
    let leader = pos.leader as usize;
    if !ctx.one_trump {
        // A hand void of the suit led to partner's entry may throw the cards that kept it
        // from beating another suit's run.
        return (0, 0);
    }
    // No entry: no suit of the leader's whose top card partner holds, or whose top card the
    // leader holds with partner holding some of it.
    let entry = (0..MAX_SUITS).any(|e| {
        let (mine, theirs) = (view.hands[leader][e], view.hands[partner][e]);
        mine != 0 && theirs != 0 && (mine | theirs) >> top(view.live[e]) & 1 != 0
    });
    if !entry {
        return (0, 0);
    }
    // The suits each hand holds (a bit each).
    let mut held = [0u8; MAX_HANDS];
    for (h, bits) in held[..rules.hands].iter_mut().enumerate() {
        for (s, &cards) in view.hands[h].iter().enumerate() {
            if cards != 0 {
                *bits |= 1 << s;
            }
        }
    }
    let threat = |h: usize, s: usize| beats[s] & held[h] != 0;
    // Partner's run from the top of each suit.
    let mut runs = [0u64; MAX_SUITS];
    for (s, run_bits) in runs.iter_mut().enumerate() {
        *run_bits = run_of(rules, view, partner, s);
    }
    // The leader's own runs, cashed before crossing (as `quick_tricks_by_suits` counts them),
    // as many in each suit as partner can follow to, so that partner keeps his cards. Where
    // one suit beats every other (or none beats any), a hand that could beat a run follows
    // it to the end and every hand that discards holds no card that beats anything: the
    // others' lengths in the suits led later stay as they were.
    let mut own = [0u32; MAX_SUITS];
    let mut own_cards = [0 as Mask; MAX_SUITS];
    let mut own_runs = [0u64; MAX_SUITS];
    let uniform = ctx.trump.is_some() || beats.iter().all(|&b| b == 0);
    // Where no suit beats another (no trump), partner may throw his cards on the leader's
    // runs: he throws cards that take no trick first, and where he must throw one of his
    // top cards or his entry, every card he holds takes a trick once he is in, so the
    // tricks left are all the side's.
    let no_trump = beats.iter().all(|&b| b == 0);
    if uniform {
        for (s, slot) in own.iter_mut().enumerate() {
            let run_bits = run_of(rules, view, leader, s);
            let mut limit = if no_trump {
                run_bits.count_ones()
            } else {
                run_bits
                    .count_ones()
                    .min(view.hands[partner][s].count_ones())
            };
            for other in (0..rules.hands).filter(|&h| h != leader) {
                if threat(other, s) {
                    limit = limit.min(view.hands[other][s].count_ones());
                }
            }
            let run = run_bits.count_ones();
            if no_trump
                && run > 0
                && (0..rules.hands).all(|h| h == leader || view.hands[h][s].count_ones() <= run)
            {
                // His run leaves every other hand void of the suit: his long cards too.
                limit = view.hands[leader][s].count_ones();
            }
            if limit > 0 {
                *slot = limit;
                own_runs[s] = run_bits;
                own_cards[s] |= run_cards(rules, s, run_bits);
            }
        }
    }
    let own_total: u32 = own.iter().sum();
    let own_all = own_cards.iter().fold(0, |m, &c| m | c);
    let mut best = (0, 0);
    for e in 0..MAX_SUITS {
        if rules.follow_masks[e] == 0 || view.hands[leader][e] == 0 {
            continue;
        }
        let count = |h: usize, s: usize| view.hands[h][s].count_ones();
        // Partner's entry: his top cards of the suit, or (`k` tricks) his next ones below the
        // leader's whole run of it, cashed first, partner following with the suit's other
        // cards he holds and the leader keeping one to cross with.
        let (k, entry) = if runs[e] != 0 {
            (0, runs[e])
        } else if own[e] > 0 && own[e] == own_runs[e].count_ones() {
            let bits = top_run(view.live[e] & !own_runs[e], view.hands[partner][e]);
            let k = own[e];
            if bits == 0 || count(leader, e) <= k || count(partner, e) < k + bits.count_ones() {
                continue;
            }
            (k, bits)
        } else {
            continue;
        };
        let others = (0..rules.hands).filter(|&h| h != leader && h != partner);
        if others.clone().any(|h| count(h, e) <= k && threat(h, e)) {
            continue;
        }
        // After the tricks of the suit: the leader and each hand holding the suit followed
        // it; a hand void of it discarded a card of any suit to each.
        let length = |h: usize, s: usize| {
            let void = count(h, e) <= k;
            if s == e || void {
                count(h, s).saturating_sub(k + 1)
            } else {
                count(h, s)
            }
        };
        // The tricks of the entry itself, and those partner's runs and the leader's add
        // (each suit's with the cards it hangs on).
        let order = &rules.suit_order[e];
        let must = (1 + k, own_cards[e] | 1u128 << order[top(entry) as usize]);
        let mut by_partner = [0u32; MAX_SUITS];
        let mut partner_cards = [0 as Mask; MAX_SUITS];
        let mut runs = runs;
        runs[e] = entry;
        for (s, &run_bits) in runs.iter().enumerate() {
            let mut run = run_bits.count_ones();
            if s == e {
                run -= 1;
            }
            if no_trump && run_bits != 0 {
                // In no trump, where partner's run leaves every other hand void of the suit
                // (the entry's suit followed before), his long cards take their tricks too.
                let after = |h: usize| {
                    if s == e {
                        count(h, e).saturating_sub(k + 1)
                    } else {
                        count(h, s)
                    }
                };
                if (0..rules.hands).all(|h| h == partner || after(h) <= run) {
                    by_partner[s] += after(partner) - run;
                    partner_cards[s] |= run_cards(rules, s, run_bits);
                }
            }
            if run == 0 {
                continue;
            }
            let mut limit = run;
            for other in (0..rules.hands).filter(|&h| h != partner) {
                if threat(other, s) {
                    limit = limit.min(length(other, s));
                }
            }
            if limit > 0 {
                partner_cards[s] |= run_cards(rules, s, run_bits);
            }
            by_partner[s] += limit;
        }
        let sure = must.0 + by_partner.iter().sum::<u32>() + own_total - own[e];
        if sure <= best.0 {
            continue;
        }
        best = if decides(sure) {
            // As few suits as decide the window.
            let mut parts = [(0u32, 0 as Mask); 2 * MAX_SUITS];
            for s in 0..MAX_SUITS {
                parts[s] = (by_partner[s], partner_cards[s]);
                if s != e {
                    parts[MAX_SUITS + s] = (own[s], own_cards[s]);
                }
            }
            fewest_parts(must, &mut parts, decides)
        } else {
            let named = partner_cards.iter().fold(must.1 | own_all, |m, &c| m | c);
            (sure, named)
        };
    }
    best
}

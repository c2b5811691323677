//! The composers' conventions (classical counting): futile interpositions (無駄合) are not
//! defences; among defences of equal length the one that leaves the attacker no pieces in
//! hand at the end is the solution, and so is one two plies shorter that leaves none when
//! every longest defence leaves pieces over (2手変長).
//!
//! A defender's move is a *futile interposition* when it drops a piece between its king and
//! the one long-range piece checking it, and the checking piece can take that piece at once
//! and still mate in the plies left without ever using it: the position after the capture,
//! with the taken piece gone from play, still mates within the plies left (less the two of
//! the drop and the capture). The drop then only adds two plies. (Handing the piece back to
//! the defender instead would let it drop the piece again, futile once more, and so on.)
//! Moves of pieces already on the board onto the line are never futile here (they change the
//! board), and neither is a drop the checker cannot take.
//!
//! In Annan a dropped piece also lends its movement to the friendly piece in front of it;
//! the test plays the real moves, so that is taken into account as the rules core says.

use super::answer::exact_length;
use super::dfpn::Search;
use super::table::Table;
use crate::rules::{Move, MoveList, Position};

/// Size of the table for the positions with a piece out of play (MiB, zeroed lazily).
const SIDE_TABLE_MB: usize = 8;

/// Whether `mv`, a legal move of the defender in `pos` (in check), is a futile interposition
/// when the attacker has `plies_left` plies to mate from `pos`. `None` if a limit stopped
/// the search.
pub(crate) fn is_futile(s: &mut Search, pos: &Position, mv: Move, plies_left: u16) -> Option<bool> {
    let Some(role) = mv.drop_role() else { return Some(false) };
    let checkers = pos.checkers();
    let Some(king) = pos.king_square(pos.side_to_move()) else { return Some(false) };
    if checkers.count_ones() != 1 || plies_left < 2 {
        return Some(false);
    }
    let checker = checkers.trailing_zeros() as u8;
    if pos.geometry().between(king, checker) & crate::rules::bit(mv.to()) == 0 {
        return Some(false);
    }
    let dropped = pos.after(mv);
    let mut replies = MoveList::new();
    dropped.legal_moves(&mut replies);
    let attacker = pos.side_to_move().opponent();
    for &take in replies.iter().filter(|m| m.from() == Some(checker) && m.to() == mv.to()) {
        // The checker on the square, the taken piece out of play.
        let mut moved = dropped.after(take);
        let held = moved.hand(attacker)[role.index()];
        moved.set_hand(attacker, role, held.saturating_sub(1));
        // One piece fewer in play: the table's entries (which read the defender's hand off
        // the attacker's) do not hold there, so a table of its own answers.
        let mut own = Table::new_capped(SIDE_TABLE_MB, s.table.dominates());
        std::mem::swap(s.table, &mut own);
        let r = s.prove(&moved, plies_left - 2);
        std::mem::swap(s.table, &mut own);
        if s.clock.stopped() {
            return None;
        }
        if r.proven() {
            return Some(true);
        }
    }
    Some(false)
}

/// The classical main line of a position that mates in exactly `len` plies (plain
/// counting): the attacker mates as quickly as plain counting allows, the defender plays the
/// longest defence that is not a futile interposition (see [`best_defence`] for the hand left
/// at the end). The line ends where the defender has nothing but futile interpositions (or
/// no move). `None` if a limit stops the search.
pub(crate) fn classical_line(s: &mut Search, root: &Position, len: u16) -> Option<Vec<Move>> {
    let mut line = Vec::new();
    let mut pos = root.clone();
    let mut left = len;
    while left > 0 {
        let mv = attacker_move(s, &pos, left)?;
        line.push(mv);
        pos.play(mv);
        left -= 1;
        let defences = real_defences(s, &pos, left)?;
        let Some(((d, l), rest)) = best_defence(s, &pos, &defences)? else { break };
        line.push(d);
        if let Some(rest) = rest {
            line.extend(rest);
            break;
        }
        pos.play(d);
        left = l;
    }
    Some(line)
}

/// A defence with its plain mate length, and the rest of the line after it when the choice
/// had to follow it to its end (the hand the attacker is left with tells).
type Choice = ((Move, u16), Option<Vec<Move>>);

/// The defence the composers choose among `defences` (each with its plain mate length): the
/// longest; among the longest, one after which the attacker ends with an empty hand; and when
/// every longest defence leaves the attacker pieces over, one two plies shorter that leaves
/// none (2手変長: a defence only two plies longer that ends with pieces over is not the
/// solution). `Some(None)` when there is no defence, `None` if a limit stops the search.
fn best_defence(s: &mut Search, pos: &Position, defences: &[(Move, u16)]) -> Option<Option<Choice>> {
    let Some(longest) = defences.iter().map(|d| d.1).max() else { return Some(None) };
    let tied: Vec<(Move, u16)> = defences.iter().copied().filter(|d| d.1 == longest).collect();
    let shorter: Vec<(Move, u16)> = defences.iter().copied().filter(|d| longest >= 2 && d.1 == longest - 2).collect();
    if tied.len() == 1 && shorter.is_empty() {
        return Some(Some((tied[0], None)));
    }
    let mut first = None;
    // The longest first: a shorter one is reached only when none of them ends with an empty hand.
    for &(d, l) in tied.iter().chain(&shorter) {
        let after = pos.after(d);
        let rest = classical_line(s, &after, l)?;
        let mut end = after;
        rest.iter().for_each(|&m| end.play(m));
        if end.hand_count(s.attacker) == 0 {
            return Some(Some(((d, l), Some(rest))));
        }
        if first.is_none() {
            first = Some(((d, l), Some(rest)));
        }
    }
    Some(first)
}

/// An attacker move of `pos` that mates within `left - 1` plies after it (the first found).
fn attacker_move(s: &mut Search, pos: &Position, left: u16) -> Option<Move> {
    let mut checks = MoveList::new();
    pos.checking_moves(&mut checks);
    for &mv in &checks {
        let r = s.prove(&pos.after(mv), left - 1);
        if s.clock.stopped() {
            return None;
        }
        if r.proven() {
            return Some(mv);
        }
    }
    None
}

/// The defender's moves of `pos` that are not futile interpositions, each with the exact
/// (plain) mate length after it; every move mates within `left - 1` plies.
fn real_defences(s: &mut Search, pos: &Position, left: u16) -> Option<Vec<(Move, u16)>> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    let mut out = Vec::new();
    for &mv in &moves {
        if is_futile(s, pos, mv, left)? {
            continue;
        }
        out.push((mv, exact_length(s, &pos.after(mv), left.saturating_sub(1))?));
    }
    Some(out)
}

/// The defender plies (0-based indices into `line`) of a mating line from `pos` (attacker to
/// move) that are futile interpositions. `None` if a limit stopped the search.
pub(crate) fn futile_plies(s: &mut Search, pos: &Position, line: &[Move]) -> Option<Vec<usize>> {
    let mut out = Vec::new();
    let mut p = pos.clone();
    for (i, &mv) in line.iter().enumerate() {
        if i % 2 == 1 && is_futile(s, &p, mv, (line.len() - i) as u16)? {
            out.push(i);
        }
        p.play(mv);
    }
    Some(out)
}

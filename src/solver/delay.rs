//! Delayed expansion: moves that are nearly alike are searched one after another instead of
//! side by side.
//!
//! A defender in check from afar can drop any of its pieces on every square between: each
//! drop adds its proof number to the defence's sum, so a distant check looks many times
//! harder to prove than it is, and the search avoids it. The attacker's mate after a pawn
//! drop usually works, or shows what fails, after a gold drop on the same square. So the
//! moves of one *chain* are taken in turn: only the first that is still open counts in the
//! numbers and can be searched; the next one joins when it is settled the expected way
//! (proven at a defence; at an attack, refuted or searched once, see `dfpn::update_active`).
//! Any settled verdict of a waiting move still counts at once (a refuted defence refutes the
//! position whatever its place in a chain).
//! That only orders the work: every move is still searched before a position is proven
//! (defence) or refuted (attack), so answers do not change.
//!
//! Every search waits so, the ones that count plies too. (An earlier measurement had
//! zukou-078's shortening go from 2.4M nodes to more than 30M with chains there; that was a
//! livelock on saturated proof numbers, since fixed. Measured with it fixed, Zukō's 100
//! problems at 1M nodes each: 20 proven shortest without chains in the counting searches,
//! 26 with them.)
//!
//! The chains, as the tsume-solver literature and KomoringHeights' documentation describe
//! them: a defender's drops on one square; its drops on squares none of its pieces guards
//! (interpositions far from the king, rarely of use); its blocks with pieces already on the
//! board (neither king moves nor captures); and, for both sides, a pawn, bishop or rook move
//! without promotion after the same move with it.

use crate::rules::{bit, Bitboard, Move, MovementBoards, Position, Role, Square, MAX_MOVES};
use arrayvec::ArrayVec;

/// No chain: the move is searched with the others.
pub(crate) const NONE: u8 = 0;

/// Chains beyond this many in one position are not formed (their moves get [`NONE`]).
const MAX_CHAINS: usize = 63;

/// The chain of each move of a move list (as many as a `MoveList` holds), on the stack: the
/// search asks for them at every position it expands.
pub(crate) type ChainList = ArrayVec<u8, MAX_MOVES>;

/// The chain of each of `moves` (legal moves of `pos`, in generation order, which puts a
/// promotion just before the same move without it), [`NONE`] for a move on its own. Chains
/// are numbered from 1 in order of appearance. `attack`: the side to move is the attacker.
/// Written into `out` (emptied first) rather than returned: a returned list was copied, a
/// kilobyte at every position the search estimates or expands.
pub(crate) fn chains(pos: &Position, moves: &[Move], attack: bool, out: &mut ChainList) {
    out.clear();
    let mut keys: ArrayVec<Kind, MAX_CHAINS> = ArrayVec::new();
    let mut new_chain = |kind: Kind| match keys.iter().position(|&k| k == kind) {
        Some(i) => i as u8 + 1,
        None if keys.try_push(kind).is_ok() => keys.len() as u8,
        None => NONE,
    };
    let mut alike = Alike::new(pos, attack);
    for (i, &mv) in moves.iter().enumerate() {
        let previous = i.checked_sub(1).map(|j| moves[j]);
        let id = match alike.kind(mv, previous) {
            None => NONE,
            // The promotion waits in its own chain, if it has one; else the two form one.
            Some(Kind::Twin) => match out[i - 1] {
                NONE => {
                    let id = new_chain(Kind::Pair(mv));
                    out[i - 1] = id;
                    id
                }
                id => id,
            },
            Some(k) => new_chain(k),
        };
        out.push(id);
    }
}

/// How many of `moves` are searched at once: the moves on their own and one per chain.
pub(crate) fn at_once(pos: &Position, moves: &[Move], attack: bool) -> usize {
    if attack {
        // The attacker's only chains are its promotion pairs, each counted once: the pairs
        // are counted straight off the list, without sorting every move into a kind (a
        // first estimate of every attacker position the search meets asks this).
        let pairs = moves.windows(2).filter(|w| is_twin(pos, w[1], Some(w[0]))).count();
        return moves.len() - pairs.min(MAX_CHAINS);
    }
    let mut ids = ChainList::new();
    chains(pos, moves, attack, &mut ids);
    // Every chain number up to the largest is in use.
    let chained = ids.iter().copied().max().unwrap_or(NONE) as usize;
    ids.iter().filter(|&&c| c == NONE).count() + chained
}

/// What makes moves alike.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Kind {
    /// Drops on this square, guarded by the defender.
    GuardedDrop(Square),
    /// Drops on squares no defender piece guards.
    UnguardedDrop,
    /// Defender moves of pieces other than the king that capture nothing.
    Block,
    /// The same move as the one before it, without its promotion.
    Twin,
    /// A promotion and its twin (this move), when the promotion had no chain.
    Pair(Move),
}

/// Sorts the moves of one position into kinds; which squares the defender guards is
/// worked out once per square.
struct Alike<'p> {
    pos: &'p Position,
    attack: bool,
    king: Option<Square>,
    /// The defender's pieces by movement (none when the attacker moves).
    guards: Option<MovementBoards>,
    asked: Bitboard,
    guarded: Bitboard,
}

impl<'p> Alike<'p> {
    fn new(pos: &'p Position, attack: bool) -> Self {
        let us = pos.side_to_move();
        let guards = (!attack).then(|| pos.movements(us));
        Alike { pos, attack, king: pos.king_square(us), guards, asked: 0, guarded: 0 }
    }

    fn kind(&mut self, mv: Move, previous: Option<Move>) -> Option<Kind> {
        let pos = self.pos;
        let to = mv.to();
        let Some(from) = mv.from() else {
            let guards = self.guards.as_ref()?;
            if self.asked & bit(to) == 0 {
                self.asked |= bit(to);
                if pos.attackers_with(to, pos.side_to_move(), pos.occupied(), guards) != 0 {
                    self.guarded |= bit(to);
                }
            }
            return Some(if self.guarded & bit(to) != 0 { Kind::GuardedDrop(to) } else { Kind::UnguardedDrop });
        };
        if is_twin(pos, mv, previous) {
            return Some(Kind::Twin);
        }
        let block = !self.attack && Some(from) != self.king && pos.piece_at(to).is_none();
        block.then_some(Kind::Block)
    }
}

/// Whether `mv` is the move `previous` makes without its promotion, by a pawn, bishop or rook
/// (which only gain by promoting).
#[inline]
fn is_twin(pos: &Position, mv: Move, previous: Option<Move>) -> bool {
    let Some(from) = mv.from() else { return false };
    !mv.promotes()
        && previous == Some(Move::normal(from, mv.to(), true))
        && matches!(pos.piece_at(from).map(|p| p.role), Some(Role::Pawn | Role::Bishop | Role::Rook))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    /// The chain of each move given in USI, with the whole list of legal moves as context.
    fn chain_of(sfen: &str, attack: bool) -> impl Fn(&str) -> u8 {
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
        let moves = pos.legal_move_list();
        let mut ids = ChainList::new();
        chains(&pos, &moves, attack, &mut ids);
        let named: Vec<(String, u8)> = moves.iter().zip(&ids).map(|(m, &id)| (m.usi(pos.geometry()), id)).collect();
        move |usi| named.iter().find(|(m, _)| m == usi).unwrap_or_else(|| panic!("{usi} is not legal")).1
    }

    #[test]
    fn a_defence_chains_drops_by_square_and_unguarded_drops_together() {
        // Gote's king on 5a, checked down the file by the rook on 5i; the gold on 4a guards 5b.
        let chain = chain_of("4kg3/9/9/9/9/9/9/9/4R3K w gp 1", false);
        let guarded = chain("P*5b");
        assert_ne!(guarded, NONE);
        assert_eq!(chain("G*5b"), guarded, "drops on one square wait for each other");
        let far = chain("P*5e");
        assert_ne!(far, NONE);
        assert_ne!(far, guarded);
        assert_eq!(chain("G*5c"), far, "unguarded drops, whatever the square, form one chain");
        assert_eq!(chain("P*5h"), far);
        assert_eq!(chain("5a4b"), NONE, "king moves are searched at once");
        let block = chain("4a5b");
        assert!(block != NONE && block != guarded && block != far, "a block waits in a chain of its own");

        // Searched at once: the king's moves and one move of each of those three chains.
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4kg3/9/9/9/9/9/9/9/4R3K w gp 1").unwrap();
        let moves = pos.legal_move_list();
        let king = pos.king_square(pos.side_to_move());
        let king_moves = moves.iter().filter(|m| m.from() == king).count();
        assert!(king_moves > 0);
        assert_eq!(at_once(&pos, &moves, false), king_moves + 3);
    }

    #[test]
    fn the_attackers_count_at_once_is_its_chains_count() {
        // Checks with and without promotion (rook, bishop, pawn), a silver that may promote
        // (no pair: it does not only gain), drops, and the same with the defender to move.
        for sfen in [
            "4k4/9/9/9/9/9/9/3R5/K8 b - 1",
            "3k5/9/4P4/2S6/9/9/9/9/K3B4 b GP 1",
            "4k4/9/2+R6/9/9/9/9/9/K8 b BGSNLP 1",
            "4kg3/9/9/9/9/9/9/9/4R3K w gp 1",
        ] {
            let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
            let moves = pos.legal_move_list();
            let mut ids = ChainList::new();
            chains(&pos, &moves, true, &mut ids);
            let by_chains =
                ids.iter().filter(|&&c| c == NONE).count() + ids.iter().copied().max().unwrap_or(NONE) as usize;
            assert_eq!(at_once(&pos, &moves, true), by_chains, "{sfen}");
        }
    }

    #[test]
    fn a_move_without_promotion_waits_for_the_same_move_with_it() {
        let chain = chain_of("4k4/9/9/9/9/9/9/3R5/K8 b - 1", true);
        assert_ne!(chain("6h6c+"), NONE);
        assert_eq!(chain("6h6c"), chain("6h6c+"));
        assert_ne!(chain("6h6b"), chain("6h6c"), "each pair is its own chain");
        assert_eq!(chain("6h6g"), NONE, "no promotion, no twin");
        assert_eq!(chain("9i8i"), NONE);
    }
}

//! A validated position: board, hands, side to move, and the queries everything else asks
//! (what a piece moves like, who attacks a square, is the king in check).

use super::geometry::{bit, squares, Bitboard, Geometry, Square};
use super::moves::Move;
use super::types::{Color, Movement, Piece, Role, Rules, Variant};
use super::zobrist;

/// Pieces in hand per role (`Role::HAND` order).
pub type Hand = [u8; 7];

/// Bitboards of one side's pieces grouped by the movement they have in this position.
pub type MovementBoards = [Bitboard; Movement::COUNT];

/// A legal position. Build one from SFEN with [`Position::from_sfen`] or from a
/// [`Setup`](super::sfen::Setup); change it with [`Position::play`].
#[derive(Clone)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) geo: &'static Geometry,
    pub(crate) board: [Option<Piece>; 81],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) by_role: [Bitboard; 14],
    pub(crate) hands: [Hand; 2],
    pub(crate) side: Color,
    pub(crate) move_number: u32,
    /// Zobrist key of board and side to move (hands excluded; see `hand_key`).
    pub(crate) board_key: u64,
    pub(crate) hand_key: u64,
}

impl Position {
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn variant(&self) -> Variant {
        self.rules.variant
    }

    pub fn geometry(&self) -> &'static Geometry {
        self.geo
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The SFEN move number (1 at the start, +1 every ply).
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq as usize]
    }

    pub fn hand(&self, color: Color) -> &Hand {
        &self.hands[color.index()]
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline]
    pub fn pieces_of(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color.index()] & self.by_role[role.index()]
    }

    pub fn king_square(&self, color: Color) -> Option<Square> {
        let k = self.pieces(color, Role::King);
        (k != 0).then(|| k.trailing_zeros() as Square)
    }

    /// Key of the whole position (board, hands, side to move), for repetition and tables.
    #[inline]
    pub fn key(&self) -> u64 {
        self.board_key ^ self.hand_key
    }

    /// Key of the board and side to move only, for tables that compare hands themselves.
    #[inline]
    pub fn board_key(&self) -> u64 {
        self.board_key
    }

    /// The friendly piece directly behind `sq` that lends its movement to the piece there,
    /// if the variant has backers and there is one.
    pub fn backer(&self, sq: Square) -> Option<(Square, Piece)> {
        let piece = self.piece_at(sq)?;
        if !self.rules.variant.has_backers() {
            return None;
        }
        let b = self.geo.behind(piece.color, sq)?;
        let backer = self.piece_at(b)?;
        (backer.color == piece.color).then_some((b, backer))
    }

    /// What the piece on `sq` moves like now: its backer's role, or its own.
    pub fn moves_like(&self, sq: Square) -> Option<Role> {
        let piece = self.piece_at(sq)?;
        Some(self.backer(sq).map_or(piece.role, |(_, b)| b.role))
    }

    /// One side's pieces grouped by their own movement (no backers).
    #[inline(always)]
    pub(crate) fn own_movements(&self, color: Color) -> MovementBoards {
        let own = self.by_color[color.index()];
        let r = &self.by_role;
        let gold = r[Role::Gold as usize]
            | r[Role::Tokin as usize]
            | r[Role::PromotedLance as usize]
            | r[Role::PromotedKnight as usize]
            | r[Role::PromotedSilver as usize];
        [
            r[Role::Pawn as usize] & own,
            r[Role::Lance as usize] & own,
            r[Role::Knight as usize] & own,
            r[Role::Silver as usize] & own,
            gold & own,
            r[Role::Bishop as usize] & own,
            r[Role::Rook as usize] & own,
            r[Role::King as usize] & own,
            r[Role::Horse as usize] & own,
            r[Role::Dragon as usize] & own,
        ]
    }

    /// One side's pieces grouped by the movement they have in this position. This is the
    /// one place the backer rule lives: every attack and move query goes through it.
    /// (Inlined: returned from a call, the 160-byte array was copied into its caller's.)
    #[inline(always)]
    pub(crate) fn movements(&self, color: Color) -> MovementBoards {
        let own = self.own_movements(color);
        if self.rules.variant.has_backers() {
            self.with_backers(color, own, self.by_color[color.index()])
        } else {
            own
        }
    }

    /// Applies the backer rule to pieces grouped by own movement: a piece with a friendly
    /// piece directly behind takes that piece's own movement (no chaining).
    #[inline]
    pub(crate) fn with_backers(&self, color: Color, own: MovementBoards, all: Bitboard) -> MovementBoards {
        let backed = all & self.geo.forward(color, all);
        own.map(|bb| (bb & !backed) | (backed & self.geo.forward(color, bb)))
    }

    /// Pieces of `color` (grouped by movement in `m`) that attack `sq` with occupancy `occ`.
    #[inline]
    pub(crate) fn attackers_with(&self, sq: Square, color: Color, occ: Bitboard, m: &MovementBoards) -> Bitboard {
        self.step_attackers(sq, color, m) | self.slider_attackers(sq, color, occ, m)
    }

    /// Attackers of `sq` that slide to it (lance, rook, bishop and their promotions).
    #[inline]
    fn slider_attackers(&self, sq: Square, color: Color, occ: Bitboard, m: &MovementBoards) -> Bitboard {
        let g = self.geo;
        let them = color.opponent();
        let rook_like = m[Movement::Rook as usize] | m[Movement::Dragon as usize];
        let bishop_like = m[Movement::Bishop as usize] | m[Movement::Horse as usize];
        let mut found = 0;
        if m[Movement::Lance as usize] & g.rook_reach(sq) != 0 {
            found |= m[Movement::Lance as usize] & g.lance_attacks(them, sq, occ);
        }
        if rook_like & g.rook_reach(sq) != 0 {
            found |= rook_like & g.rook_attacks(sq, occ);
        }
        if bishop_like & g.bishop_reach(sq) != 0 {
            found |= bishop_like & g.bishop_attacks(sq, occ);
        }
        found
    }

    /// Attackers of `sq` that step to it (every movement's one-step and knight moves).
    #[inline]
    fn step_attackers(&self, sq: Square, color: Color, m: &MovementBoards) -> Bitboard {
        let g = self.geo;
        let them = color.opponent();
        let king_like = m[Movement::King as usize] | m[Movement::Horse as usize] | m[Movement::Dragon as usize];
        (m[Movement::Pawn as usize] & g.attacks(Movement::Pawn, them, sq, 0))
            | (m[Movement::Knight as usize] & g.attacks(Movement::Knight, them, sq, 0))
            | (m[Movement::Silver as usize] & g.attacks(Movement::Silver, them, sq, 0))
            | (m[Movement::Gold as usize] & g.attacks(Movement::Gold, them, sq, 0))
            | (king_like & g.king_attacks(sq))
    }

    /// Whether any piece of `color` attacks `sq` (early exit on stepping attackers).
    #[inline]
    pub(crate) fn is_attacked_with(&self, sq: Square, color: Color, occ: Bitboard, m: &MovementBoards) -> bool {
        self.is_attacked_except(sq, color, occ, m, 0)
    }

    /// Whether any piece of `color` outside `except` attacks `sq`: the pieces a move captures
    /// are left out so, without regrouping every movement board without them.
    #[inline]
    pub(crate) fn is_attacked_except(
        &self,
        sq: Square,
        color: Color,
        occ: Bitboard,
        m: &MovementBoards,
        except: Bitboard,
    ) -> bool {
        self.step_attackers(sq, color, m) & !except != 0 || self.slider_attackers(sq, color, occ, m) & !except != 0
    }

    /// Pieces of `color` that attack `sq` in this position.
    pub fn attackers(&self, sq: Square, color: Color) -> Bitboard {
        self.attackers_with(sq, color, self.occupied(), &self.movements(color))
    }

    /// Pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        match self.king_square(self.side) {
            Some(k) => self.attackers(k, self.side.opponent()),
            None => 0,
        }
    }

    pub fn is_check(&self) -> bool {
        self.checkers() != 0
    }

    /// Squares the piece on `sq` attacks with the movement it has now.
    pub fn attacks_from(&self, sq: Square) -> Bitboard {
        match (self.piece_at(sq), self.moves_like(sq)) {
            (Some(p), Some(role)) => self.geo.attacks(role.movement(), p.color, sq, self.occupied()),
            _ => 0,
        }
    }

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.board[sq as usize] = Some(piece);
        self.by_color[piece.color.index()] |= bit(sq);
        self.by_role[piece.role.index()] |= bit(sq);
        self.board_key ^= zobrist::piece(piece, sq);
    }

    #[inline]
    pub(crate) fn remove(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.board[sq as usize].take()?;
        self.by_color[piece.color.index()] &= !bit(sq);
        self.by_role[piece.role.index()] &= !bit(sq);
        self.board_key ^= zobrist::piece(piece, sq);
        Some(piece)
    }

    /// Sets how many pieces of `role` a side holds (keys stay consistent).
    #[inline]
    pub fn set_hand(&mut self, color: Color, role: Role, count: u8) {
        let old = &mut self.hands[color.index()][role.index()];
        self.hand_key ^= zobrist::hand(color, role, *old) ^ zobrist::hand(color, role, count);
        *old = count;
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`] or checked by
    /// [`Position::parse_move`]). Playing anything else leaves a meaningless position.
    pub fn play(&mut self, mv: Move) {
        let us = self.side;
        let to = mv.to();
        match mv.from() {
            None => {
                let role = mv.drop_role().expect("a move without origin is a drop");
                let n = self.hands[us.index()][role.index()];
                self.set_hand(us, role, n.saturating_sub(1));
                self.put(to, Piece::new(us, role));
            }
            Some(from) => {
                if let Some(captured) = self.remove(to) {
                    let r = captured.role.unpromoted();
                    let n = self.hands[us.index()][r.index()];
                    self.set_hand(us, r, n + 1);
                }
                if let Some(mut piece) = self.remove(from) {
                    if mv.promotes() {
                        piece.role = piece.role.promoted().unwrap_or(piece.role);
                    }
                    self.put(to, piece);
                }
            }
        }
        self.side = us.opponent();
        self.board_key ^= zobrist::side();
        self.move_number = self.move_number.saturating_add(1);
    }

    /// The same position under a move limit (a game played on from it is a draw once
    /// `limit` moves have been played), or none.
    pub fn with_move_limit(mut self, limit: Option<u32>) -> Position {
        self.rules.move_limit = limit;
        self
    }

    /// The same position with the other side to move (to tell a person who typed the other
    /// side's move whose turn it is).
    pub(crate) fn with_turn_passed(&self) -> Position {
        let mut p = self.clone();
        p.side = self.side.opponent();
        p.board_key ^= zobrist::side();
        p
    }

    /// [`Position::board_key`] and [`Position::key`] after `mv`, without playing it: a search
    /// asks its table about every child and builds only the children the table does not know.
    pub fn keys_after(&self, mv: Move) -> (u64, u64) {
        let us = self.side;
        let to = mv.to();
        let mut board = self.board_key ^ zobrist::side();
        let mut hands = self.hand_key;
        let mut hand_change = |role: Role, by_one_more: bool| {
            let n = self.hands[us.index()][role.index()];
            let m = if by_one_more { n.saturating_add(1) } else { n.saturating_sub(1) };
            hands ^= zobrist::hand(us, role, n) ^ zobrist::hand(us, role, m);
        };
        match (mv.from(), mv.drop_role()) {
            (None, Some(role)) => {
                hand_change(role, false);
                board ^= zobrist::piece(Piece::new(us, role), to);
            }
            (None, None) => {}
            (Some(from), _) => {
                if let Some(captured) = self.piece_at(to) {
                    hand_change(captured.role.unpromoted(), true);
                    board ^= zobrist::piece(captured, to);
                }
                if let Some(piece) = self.piece_at(from) {
                    let role = if mv.promotes() { piece.role.promoted().unwrap_or(piece.role) } else { piece.role };
                    board ^= zobrist::piece(piece, from) ^ zobrist::piece(Piece::new(piece.color, role), to);
                }
            }
        }
        (board, board ^ hands)
    }

    /// The position after `mv`, leaving this one unchanged.
    pub fn after(&self, mv: Move) -> Position {
        let mut p = self.clone();
        p.play(mv);
        p
    }

    /// All pieces on the board, for renderers and explanations.
    pub fn board_pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        squares(self.occupied()).filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }

    /// Total pieces in hand of one side.
    pub fn hand_count(&self, color: Color) -> u32 {
        self.hands[color.index()].iter().map(|&n| n as u32).sum()
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({} {})", self.variant(), self.to_sfen())
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.rules == other.rules
            && self.board == other.board
            && self.hands == other.hands
            && self.side == other.side
            && self.move_number == other.move_number
    }
}

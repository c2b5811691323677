//! Legal move generation.
//!
//! Moves are generated pseudo-legally by the movement each piece has in the position
//! (backers included). The king goes where the other side attacks nothing once the king is
//! lifted off the board (one map of their attacks, not a test per square); a pinned piece
//! keeps to its pin line; in check the other pieces go to the squares that answer it. A move
//! is tested against the king only when it could still expose it: a pinned piece's move in
//! check, and in Annan captures of a piece that backs another (the piece in front then loses
//! its borrowed movement). No other move can change what attacks the king, because a side's
//! movement depends only on its own pieces and on occupancy.

use super::geometry::{bit, squares, Bitboard, Geometry, Square};
use super::moves::{Move, MoveList};
use super::position::{MovementBoards, Position};
use super::types::{Color, DeadPiece, Movement, Role};

/// Receives generated moves; returning `false` stops generation.
pub(crate) trait Sink {
    fn push(&mut self, mv: Move) -> bool;

    /// The destinations of the piece of `role` on `from` worth generating: a sink that keeps
    /// only some moves (checks) narrows them before the legality tests are paid for. A
    /// superset of what it keeps is fine.
    #[inline]
    fn wanted_from(&self, _from: Square, _role: Role, targets: Bitboard) -> Bitboard {
        targets
    }

    /// The pieces of `pieces` (ours, moving like `m`) worth generating moves for: a sink
    /// that keeps only checks leaves out stepping pieces too far from the king to reach it.
    /// A superset of the pieces whose moves it keeps is fine.
    #[inline]
    fn wanted_pieces(&self, _m: Movement, pieces: Bitboard) -> Bitboard {
        pieces
    }

    /// The drop squares of `role` worth generating (a superset of what the sink keeps).
    #[inline]
    fn wanted_drops(&self, _role: Role, targets: Bitboard) -> Bitboard {
        targets
    }

    /// A checking pawn drop was left out because it mates (uchifuzume).
    #[inline]
    fn refused_pawn_drop_mate(&mut self) {}

    /// One move per square of `targets`; a counter overrides this with a popcount.
    #[inline]
    fn push_all(&mut self, targets: Bitboard, make: impl Fn(Square) -> Move) -> bool {
        squares(targets).all(|sq| self.push(make(sq)))
    }
}

impl Sink for MoveList {
    #[inline]
    fn push(&mut self, mv: Move) -> bool {
        self.push(mv);
        true
    }
}

struct Counter(usize);
impl Sink for Counter {
    #[inline]
    fn push(&mut self, _: Move) -> bool {
        self.0 += 1;
        true
    }

    #[inline]
    fn push_all(&mut self, targets: Bitboard, _: impl Fn(Square) -> Move) -> bool {
        self.0 += targets.count_ones() as usize;
        true
    }
}

struct First(bool);
impl Sink for First {
    #[inline]
    fn push(&mut self, _: Move) -> bool {
        self.0 = true;
        false
    }
}

/// Pieces that alone block a line to a target square, each with the slider beyond it. Kept
/// small (the lines are worked out when asked): the move generators build two of these per
/// position and a set of lines, 256 bytes, was copied about as it was built.
#[derive(Default)]
struct Blockers {
    target: Square,
    /// The blocking pieces, for a quick test.
    pieces: Bitboard,
    /// Each blocking piece's square and its slider's.
    pairs: arrayvec::ArrayVec<(Square, Square), 8>,
}

impl Blockers {
    /// The squares where the piece on `from` still blocks its line (the slider's included),
    /// when it is one of these pieces.
    #[inline]
    fn line(&self, g: &Geometry, from: Square) -> Option<Bitboard> {
        if self.pieces & bit(from) == 0 {
            return None;
        }
        let &(_, slider) = self.pairs.iter().find(|p| p.0 == from)?;
        Some(g.between(self.target, slider) | bit(slider))
    }
}

/// Facts about the position computed once per generation.
pub(crate) struct Context {
    pub us: Color,
    pub them: Color,
    pub own: Bitboard,
    pub opp: Bitboard,
    pub occ: Bitboard,
    /// Our pieces grouped by the movement they have now.
    pub mine: MovementBoards,
    /// Their pieces grouped by the movement they have now.
    pub theirs: MovementBoards,
    pub king: Option<Square>,
    pub their_king: Option<Square>,
    pub checkers: Bitboard,
    /// Our pieces pinned to the king, each with its pinner (see [`Blockers::line`]).
    pins: Blockers,
    /// Destinations whose captures need a test (Annan: their backers).
    test_to: Bitboard,
    /// Destinations that may answer a check for a piece other than the king: the checker
    /// and the squares between it and a single checker's target, and in Annan any capture
    /// of a backer (which can take a borrowed movement, and so the check, away). Every
    /// square when not in check.
    evasions: Bitboard,
}

impl Position {
    #[inline(always)]
    pub(crate) fn context(&self) -> Context {
        let us = self.side;
        let them = us.opponent();
        let own = self.by_color[us.index()];
        let opp = self.by_color[them.index()];
        let occ = own | opp;
        let mine = self.movements(us);
        let theirs = self.movements(them);
        let king = self.king_square(us);
        let (checkers, pins) = match king {
            Some(k) => (self.attackers_with(k, them, occ, &theirs), self.sole_blockers(k, &theirs, them, own, occ)),
            None => (0, Blockers::default()),
        };
        let test_to = if self.rules.variant.has_backers() && king.is_some() {
            opp & self.geo.forward(them.opponent(), opp) // their pieces with a friend in front
        } else {
            0
        };
        let evasions = match checkers.count_ones() {
            0 => !0,
            1 => king.map_or(0, |k| self.geo.between(k, checkers.trailing_zeros() as Square)) | checkers | test_to,
            _ => checkers & test_to,
        };
        Context {
            us,
            them,
            own,
            opp,
            occ,
            mine,
            theirs,
            king,
            their_king: self.king_square(them),
            checkers,
            pins,
            test_to,
            evasions,
        }
    }

    /// Pieces of `own` that alone stand between `target` and a sliding piece of `sliders`
    /// (grouped by the movement they have now; `sliders_color` owns them), each with that
    /// slider. These are the pinned pieces when `target` is our king, and the pieces that
    /// uncover a check when it is theirs.
    #[inline(always)]
    fn sole_blockers(
        &self,
        target: Square,
        sliders: &MovementBoards,
        sliders_color: Color,
        own: Bitboard,
        occ: Bitboard,
    ) -> Blockers {
        let g = self.geo;
        let s = |m: Movement| sliders[m as usize];
        let snipers = ((s(Movement::Rook) | s(Movement::Dragon)) & g.rook_reach(target))
            | ((s(Movement::Bishop) | s(Movement::Horse)) & g.bishop_reach(target))
            | (s(Movement::Lance) & g.lance_attacks(sliders_color.opponent(), target, 0));
        let mut out = Blockers { target, ..Blockers::default() };
        for sniper in squares(snipers) {
            let blockers = g.between(target, sniper) & occ;
            if blockers.count_ones() == 1 && blockers & own != 0 {
                out.pieces |= blockers;
                out.pairs.push((blockers.trailing_zeros() as Square, sniper));
            }
        }
        out
    }

    /// Whether our king is safe after moving from `from` (or dropping) to `to`.
    #[inline]
    pub(crate) fn king_safe_after(&self, ctx: &Context, from: Option<Square>, to: Square) -> bool {
        let Some(mut k) = ctx.king else { return true };
        let to_bb = bit(to);
        let occ = (ctx.occ & !from.map_or(0, bit)) | to_bb;
        if from == Some(k) {
            k = to;
        }
        if ctx.opp & to_bb != 0 && self.rules.variant.has_backers() {
            // A captured backer lends no more: their movements are regrouped without it.
            let own = self.own_movements(ctx.them).map(|b| b & !to_bb);
            let theirs = self.with_backers(ctx.them, own, ctx.opp & !to_bb);
            return !self.is_attacked_with(k, ctx.them, occ, &theirs);
        }
        !self.is_attacked_except(k, ctx.them, occ, &ctx.theirs, to_bb)
    }

    /// Whether a piece of ours standing on `to` after a move (origin `vacated`) or drop
    /// would have a backer that gives it a move from there (Annan dead-piece rule `backer`).
    #[inline]
    fn backer_gives_move(&self, to: Square, vacated: Option<Square>) -> bool {
        let us = self.side;
        match self.geo.behind(us, to) {
            Some(b) if Some(b) != vacated => match self.board[b as usize] {
                Some(p) if p.color == us => self.geo.mobile(p.role.movement(), us) & bit(to) != 0,
                _ => false,
            },
            _ => false,
        }
    }

    /// The squares where a pawn, lance or knight of `color` could never move again by its
    /// original type.
    #[inline]
    pub(crate) fn dead_squares(&self, color: Color, role: Role) -> Bitboard {
        let us = color.index();
        match role {
            Role::Pawn | Role::Lance => self.geo.last_rank[us],
            Role::Knight => self.geo.last_two_ranks[us],
            _ => 0,
        }
    }

    /// Whether a piece of `role` moving from `from` to `to` must promote.
    #[inline]
    fn must_promote(&self, role: Role, from: Square, to: Square) -> bool {
        if self.dead_squares(self.side, role) & bit(to) == 0 {
            return false;
        }
        match self.rules.effective_dead_piece() {
            DeadPiece::Original => true,
            DeadPiece::Free => false,
            DeadPiece::Backer => !self.backer_gives_move(to, Some(from)),
        }
    }

    /// Squares where a piece of `role` may not be dropped because it could never move.
    pub(crate) fn forbidden_drops(&self, role: Role) -> Bitboard {
        let dead = self.dead_squares(self.side, role);
        if dead == 0 {
            return 0;
        }
        match self.rules.effective_dead_piece() {
            DeadPiece::Original => dead,
            DeadPiece::Free => 0,
            DeadPiece::Backer => {
                squares(dead).filter(|&sq| !self.backer_gives_move(sq, None)).fold(0, |b, s| b | bit(s))
            }
        }
    }

    /// Files (as a square set) holding an unpromoted pawn of `color`.
    fn pawn_files(&self, color: Color) -> Bitboard {
        squares(self.pieces(color, Role::Pawn)).fold(0, |bb, sq| bb | self.geo.files[sq as usize % self.geo.width])
    }

    /// Whether dropping `role` on `to` gives check: the dropped piece attacks with its
    /// borrowed movement, or (Annan) it backs a piece of ours that then attacks the king.
    pub(crate) fn drop_gives_check(&self, ctx: &Context, role: Role, to: Square) -> bool {
        let Some(ek) = ctx.their_king else {
            return false;
        };
        let occ = ctx.occ | bit(to);
        let g = self.geo;
        let backers = self.rules.variant.has_backers();
        let movement = match g.behind(ctx.us, to).and_then(|b| self.board[b as usize]) {
            Some(p) if backers && p.color == ctx.us => p.role.movement(),
            _ => role.movement(),
        };
        if g.attacks(movement, ctx.us, to, occ) & bit(ek) != 0 {
            return true;
        }
        backers
            && g.ahead(ctx.us, to)
                .is_some_and(|f| ctx.own & bit(f) != 0 && g.attacks(role.movement(), ctx.us, f, occ) & bit(ek) != 0)
    }

    /// Empty squares where a pawn drop would give check (a superset is fine: each square is
    /// then tested with `drop_gives_check`).
    fn pawn_check_squares(&self, ctx: &Context) -> Bitboard {
        let Some(ek) = ctx.their_king else { return 0 };
        let g = self.geo;
        let pawn_spot = g.attacks(Movement::Pawn, ctx.them, ek, 0);
        if !self.rules.variant.has_backers() {
            return pawn_spot;
        }
        // A backed pawn attacks as its backer would; a pawn behind a piece of ours makes that
        // piece attack the square in front of it.
        let own = self.own_movements(ctx.us);
        let backed_spots = g.forward(ctx.us, ctx.own);
        let mut spots = pawn_spot & !backed_spots;
        for m in Movement::ALL {
            spots |= g.forward(ctx.us, own[m as usize]) & g.attacks(m, ctx.them, ek, ctx.occ);
        }
        let behind_front = g.forward(ctx.them, g.forward(ctx.them, bit(ek))) & g.forward(ctx.them, ctx.own);
        spots | behind_front
    }

    /// A checking pawn drop that leaves the opponent no legal move (uchifuzume).
    fn is_pawn_drop_mate(&self, ctx: &Context, to: Square) -> bool {
        self.drop_gives_check(ctx, Role::Pawn, to)
            && !self.king_escapes_pawn_drop(ctx, to)
            && !self.after(Move::drop(Role::Pawn, to)).has_legal_move()
    }

    /// Whether the king a pawn dropped on `to` checks has a square to go to (the pawn's own
    /// among them) where no piece of ours attacks it: most checking pawn drops are no mate
    /// for that reason, seen here without playing the drop and generating every reply.
    /// Outside Annan only: there the dropped pawn lends and borrows movement, and the full
    /// test decides. `false` leaves the question to the full test.
    fn king_escapes_pawn_drop(&self, ctx: &Context, to: Square) -> bool {
        let Some(ek) = ctx.their_king else { return false };
        if self.rules.variant.has_backers() {
            return false;
        }
        // The king leaves its square; the pawn stands on `to` (or is taken there by the king,
        // who then stands there): our pieces are the same either way, the pawn attacks only
        // the square the king leaves.
        let occ = (ctx.occ | bit(to)) & !bit(ek);
        squares(self.geo.king_attacks(ek) & !ctx.opp).any(|t| self.attackers_with(t, ctx.us, occ, &ctx.mine) == 0)
    }

    /// Generates every legal move into `sink`; returns `false` if the sink stopped it.
    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) -> bool {
        self.generate_with(&self.context(), sink)
    }

    fn generate_with<S: Sink>(&self, ctx: &Context, sink: &mut S) -> bool {
        let in_check = ctx.checkers != 0;
        let g = self.geo;
        let zone = g.zone[ctx.us.index()];
        // In check, a stepping piece answers only from a square one of its steps joins to a
        // square that answers the check (a few squares): the others are not looked at.
        let mut steppers_in_reach = !0;
        if in_check {
            let answers = ctx.evasions & g.mask;
            steppers_in_reach = ctx.king.map_or(0, bit);
            for m in [Movement::Pawn, Movement::Knight, Movement::Silver, Movement::Gold] {
                let reach = squares(answers).fold(0, |acc, e| acc | g.attacks(m, ctx.them, e, 0));
                steppers_in_reach |= ctx.mine[m as usize] & reach;
            }
            steppers_in_reach |= !(ctx.mine[Movement::Pawn as usize]
                | ctx.mine[Movement::Knight as usize]
                | ctx.mine[Movement::Silver as usize]
                | ctx.mine[Movement::Gold as usize]);
        }
        for m in Movement::ALL {
            for from in squares(sink.wanted_pieces(m, ctx.mine[m as usize]) & steppers_in_reach) {
                if ctx.king == Some(from) {
                    if !self.king_moves(ctx, m, sink) {
                        return false;
                    }
                    continue;
                }
                let role = match self.board[from as usize] {
                    Some(p) => p.role,
                    None => continue,
                };
                let targets = g.attacks(m, ctx.us, from, ctx.occ) & !ctx.own & ctx.evasions;
                let mut targets = sink.wanted_from(from, role, targets);
                let pinned = ctx.pins.line(g, from);
                if !in_check {
                    if let Some(line) = pinned {
                        // Leaving the line is still fine when it captures the pinner's
                        // backer (tested below with the other backer captures).
                        targets &= line | ctx.test_to;
                    }
                }
                // In check, a piece that is not pinned answers the check by moving onto an
                // evasion square (blocking or taking the checker) and uncovers nothing: only
                // its backer captures need the test, as out of check. (Evasions are most of
                // the defender's moves a mate search generates.)
                let test_all = in_check && pinned.is_some();
                let promotable = role.promoted().is_some();
                let tested = if test_all { targets } else { targets & ctx.test_to };
                let promoting = match (promotable, zone & bit(from) != 0) {
                    (false, _) => 0,
                    (true, true) => targets,
                    (true, false) => targets & zone,
                };
                if !sink.push_all(targets & !tested & !promoting, |to| Move::normal(from, to, false)) {
                    return false;
                }
                for to in squares(targets & (tested | promoting)) {
                    if tested & bit(to) != 0 && !self.king_safe_after(ctx, Some(from), to) {
                        continue;
                    }
                    if promoting & bit(to) != 0 {
                        if !sink.push(Move::normal(from, to, true)) {
                            return false;
                        }
                        if self.must_promote(role, from, to) {
                            continue;
                        }
                    }
                    if !sink.push(Move::normal(from, to, false)) {
                        return false;
                    }
                }
            }
        }
        let hand = &self.hands[ctx.us.index()];
        if hand.iter().all(|&n| n == 0) {
            return true;
        }
        let empty = g.mask & !ctx.occ;
        let drop_targets = match (in_check, ctx.king) {
            (false, _) => empty,
            (true, Some(k)) if ctx.checkers.count_ones() == 1 => {
                g.between(k, ctx.checkers.trailing_zeros() as Square) & empty
            }
            _ => 0,
        };
        if drop_targets == 0 {
            return true;
        }
        for role in Role::HAND {
            if hand[role.index()] == 0 {
                continue;
            }
            let mut targets = sink.wanted_drops(role, drop_targets) & !self.forbidden_drops(role);
            if role == Role::Pawn {
                targets &= !self.pawn_files(ctx.us);
            }
            let checking = if role == Role::Pawn { targets & self.pawn_check_squares(ctx) } else { 0 };
            if !sink.push_all(targets & !checking, |to| Move::drop(role, to)) {
                return false;
            }
            for to in squares(checking) {
                if self.is_pawn_drop_mate(ctx, to) {
                    sink.refused_pawn_drop_mate();
                    continue;
                }
                if !sink.push(Move::drop(role, to)) {
                    return false;
                }
            }
        }
        true
    }

    /// The king's legal moves (it moves like `m`: in Annan a backer may lend it another
    /// movement). Where it may go is read off one map of the squares their pieces attack
    /// with the king lifted off the board (a square it captures on included: a defended
    /// piece is attacked there), not asked square by square: the king is what a defender in
    /// check mostly moves. Only its captures of a backer, which change their movements, are
    /// tested one by one.
    fn king_moves<S: Sink>(&self, ctx: &Context, m: Movement, sink: &mut S) -> bool {
        let Some(k) = ctx.king else { return true };
        let targets = self.geo.attacks(m, ctx.us, k, ctx.occ) & !ctx.own;
        let targets = sink.wanted_from(k, Role::King, targets);
        if targets == 0 {
            return true;
        }
        let occ = ctx.occ & !bit(k);
        let danger = Movement::ALL.iter().fold(0, |acc, &t| {
            squares(ctx.theirs[t as usize]).fold(acc, |a, sq| a | self.geo.attacks(t, ctx.them, sq, occ))
        });
        let safe = targets & !danger & !ctx.test_to;
        if !sink.push_all(safe, |to| Move::normal(k, to, false)) {
            return false;
        }
        for to in squares(targets & ctx.test_to) {
            if self.king_safe_after(ctx, Some(k), to) && !sink.push(Move::normal(k, to, false)) {
                return false;
            }
        }
        true
    }

    /// Every legal move, in generation order.
    pub fn legal_moves(&self, list: &mut MoveList) {
        list.clear();
        self.generate(list);
    }

    /// Every legal move, as a fresh list.
    pub fn legal_move_list(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        list
    }

    /// The number of legal moves, without storing them.
    pub fn count_legal_moves(&self) -> usize {
        let mut c = Counter(0);
        self.generate(&mut c);
        c.0
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        let mut f = First(false);
        self.generate(&mut f);
        f.0
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        struct Find(Move, bool);
        impl Sink for Find {
            fn push(&mut self, mv: Move) -> bool {
                self.1 = mv == self.0;
                !self.1
            }
        }
        let mut f = Find(mv, false);
        self.generate(&mut f);
        f.1
    }

    /// Whether `mv` would be legal here under the dead-piece setting `dead_piece` instead of
    /// the game's own. A puzzle whose solution drops a lance on the last rank in front of its
    /// rook asks whether the move holds under the ordinary shogi restriction
    /// ([`DeadPiece::Original`]), to tell the player which setting allows it.
    pub fn is_legal_under(&self, mv: Move, dead_piece: DeadPiece) -> bool {
        let mut other = self.clone();
        other.rules = other.rules.with_dead_piece(dead_piece);
        other.is_legal(mv)
    }

    /// Whether `mv` (legal) gives check.
    pub fn gives_check(&self, mv: Move) -> bool {
        self.move_gives_check(&self.context(), mv)
    }

    /// Whether `mv` gives check, computed from the changed squares without playing it: the
    /// mover's pieces are regrouped by movement after the move (in Annan the moved piece
    /// lends and borrows anew) and tested against the enemy king.
    fn move_gives_check(&self, ctx: &Context, mv: Move) -> bool {
        let Some(ek) = ctx.their_king else {
            return false;
        };
        let to = mv.to();
        let Some(from) = mv.from() else {
            return mv.drop_role().is_some_and(|r| self.drop_gives_check(ctx, r, to));
        };
        let Some(piece) = self.board[from as usize] else {
            return false;
        };
        let after = if mv.promotes() { piece.role.promoted().unwrap_or(piece.role) } else { piece.role };
        let (fb, tb) = (bit(from), bit(to));
        let occ = (ctx.occ & !fb) | tb;
        let mut own = self.own_movements(ctx.us);
        own[piece.role.movement() as usize] &= !fb;
        own[after.movement() as usize] |= tb;
        let mine =
            if self.rules.variant.has_backers() { self.with_backers(ctx.us, own, (ctx.own & !fb) | tb) } else { own };
        self.is_attacked_with(ek, ctx.us, occ, &mine)
    }

    /// Whether the side to move has a move that gives check (a mate problem needs one).
    pub fn has_checking_move(&self) -> bool {
        let mut list = MoveList::new();
        self.checking_moves(&mut list);
        !list.is_empty()
    }

    /// Every legal move that gives check (the attacker's moves in a mate search).
    pub fn checking_moves(&self, list: &mut MoveList) {
        self.checking_moves_refusing(list);
    }

    /// [`Position::checking_moves`], and whether a checking pawn drop was left out because
    /// it mates (uchifuzume): the one check a weaker piece of ours can allow that a stronger
    /// one forbids (the mate solver's promotion dominance rests on it).
    pub fn checking_moves_refusing(&self, list: &mut MoveList) -> bool {
        struct Checks<'a> {
            pos: &'a Position,
            ctx: &'a Context,
            info: &'a CheckInfo,
            list: &'a mut MoveList,
            refused: bool,
        }
        impl Sink for Checks<'_> {
            #[inline]
            fn push(&mut self, mv: Move) -> bool {
                if self.info.gives_check(self.pos, self.ctx, mv) {
                    self.list.push(mv);
                }
                true
            }
            #[inline]
            fn refused_pawn_drop_mate(&mut self) {
                self.refused = true;
            }
            #[inline]
            fn wanted_from(&self, from: Square, role: Role, targets: Bitboard) -> Bitboard {
                self.info.may_check_from(self.pos, from, role, targets)
            }
            #[inline]
            fn wanted_pieces(&self, m: Movement, pieces: Bitboard) -> Bitboard {
                match m {
                    Movement::Pawn | Movement::Knight | Movement::Silver | Movement::Gold => {
                        pieces & self.info.steppers
                    }
                    _ => pieces,
                }
            }
            #[inline]
            fn wanted_drops(&self, role: Role, targets: Bitboard) -> Bitboard {
                let (sure, maybe) = self.info.drops[role.index()];
                targets & (sure | maybe)
            }
        }
        list.clear();
        let ctx = self.context();
        let Some(ek) = ctx.their_king else { return false };
        let info = self.check_info(&ctx, ek);
        let mut checks = Checks { pos: self, ctx: &ctx, info: &info, list, refused: false };
        self.generate_with(&ctx, &mut checks);
        checks.refused
    }

    /// For each hand role (in [`Role::HAND`] order), whether a piece of it dropped by the
    /// side to move could give check anywhere now, had the side one. Never false where such
    /// a drop checks (it may be true where none does): the mate solver lets a refutation hold
    /// for any number of pieces of the other roles.
    pub fn drops_may_check(&self) -> [bool; 7] {
        let them = self.side.opponent();
        let Some(ek) = self.king_square(them) else { return [false; 7] };
        if self.rules.variant.has_backers() {
            // A dropped piece may move as its backer, or lend to a piece in front of it.
            let ctx = self.context();
            return self.check_info(&ctx, ek).drops.map(|(sure, maybe)| sure | maybe != 0);
        }
        // Without backers a dropped piece attacks with its own movement: from where that
        // movement, seen from the king with the defender's direction, reaches.
        let occ = self.occupied();
        let empty = self.geo.mask & !occ;
        Role::HAND.map(|role| self.geo.attacks(role.movement(), them, ek, occ) & empty != 0)
    }

    /// Precomputes where each movement would give check, which of our pieces uncover a
    /// check by moving, and where each piece in hand gives check when dropped.
    #[inline(always)]
    fn check_info(&self, ctx: &Context, ek: Square) -> CheckInfo {
        let g = self.geo;
        let (us, them, occ) = (ctx.us, ctx.them, ctx.occ);
        let rook = g.rook_attacks(ek, occ);
        let bishop = g.bishop_attacks(ek, occ);
        let king = g.king_attacks(ek);
        let squares_for = |m: Movement| match m {
            Movement::Rook => rook,
            Movement::Bishop => bishop,
            Movement::Dragon => rook | king,
            Movement::Horse => bishop | king,
            _ => g.attacks(m, them, ek, occ),
        };
        let check_squares = Movement::ALL.map(squares_for);
        let backers = self.rules.variant.has_backers();
        let discoverers =
            if backers { Blockers::default() } else { self.sole_blockers(ek, &ctx.mine, us, ctx.own, occ) };
        let empty = g.mask & !occ;
        let own = self.own_movements(us);
        let backed_spots = g.forward(us, ctx.own);
        let drops = Role::HAND.map(|role| {
            let m = role.movement() as usize;
            if !backers {
                return (check_squares[m] & empty, 0);
            }
            // Unbacked, the dropped piece attacks with its own movement; backed, with its
            // backer's; and it lends its own movement to a piece of ours in front of it.
            let mut direct = check_squares[m] & empty & !backed_spots;
            for b in Movement::ALL {
                direct |= g.forward(us, own[b as usize]) & check_squares[b as usize] & empty;
            }
            let lending = g.forward(them, ctx.own & check_squares[m]) & empty & !direct;
            (direct, lending)
        });
        // In Annan a piece moves as its new backer after the move: any piece may check.
        let steppers = if backers { !0 } else { g.near[ek as usize] | discoverers.pieces };
        CheckInfo { check_squares, discoverers, drops, steppers }
    }

    /// Whether the side to move is checkmated.
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }
}

/// Where checks come from, computed once per position for `checking_moves`.
struct CheckInfo {
    /// Per movement: squares from which a piece of ours moving so attacks the enemy king.
    check_squares: [Bitboard; Movement::COUNT],
    /// Without backers: our pieces whose leaving uncovers a slider, each with that slider
    /// (see [`Blockers::line`]).
    discoverers: Blockers,
    /// Per hand role: drop squares that surely check, and squares that need the exact test.
    drops: [(Bitboard, Bitboard); 7],
    /// The pawns, knights, silvers and golds that may check by moving: those near the king
    /// (see `Geometry::near`) and those that uncover a check.
    steppers: Bitboard,
}

impl CheckInfo {
    /// The destinations among `targets` where the piece of `role` on `from` may give check:
    /// where it or its promotion attacks the king, and anywhere off the line it uncovers.
    /// In Annan the movement after the move depends on the new backer: every destination.
    #[inline]
    fn may_check_from(&self, pos: &Position, from: Square, role: Role, targets: Bitboard) -> Bitboard {
        if pos.rules.variant.has_backers() {
            return targets;
        }
        let mut wanted = self.check_squares[role.movement() as usize];
        if let Some(p) = role.promoted() {
            wanted |= self.check_squares[p.movement() as usize];
        }
        if let Some(line) = self.discoverers.line(pos.geo, from) {
            wanted |= !line;
        }
        targets & wanted
    }

    #[inline]
    fn gives_check(&self, pos: &Position, ctx: &Context, mv: Move) -> bool {
        let to = bit(mv.to());
        let Some(from) = mv.from() else {
            let Some(role) = mv.drop_role() else { return false };
            let (sure, maybe) = self.drops[role.index()];
            return sure & to != 0 || (maybe & to != 0 && pos.drop_gives_check(ctx, role, mv.to()));
        };
        if pos.rules.variant.has_backers() {
            return pos.move_gives_check(ctx, mv);
        }
        let Some(piece) = pos.board[from as usize] else { return false };
        let after = if mv.promotes() { piece.role.promoted().unwrap_or(piece.role) } else { piece.role };
        self.check_squares[after.movement() as usize] & to != 0
            || self.discoverers.line(pos.geo, from).is_some_and(|line| line & to == 0)
    }
}

/// Counts leaf nodes `depth` plies down, the last ply counted without playing it.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => {
            let mut list = MoveList::new();
            pos.legal_moves(&mut list);
            list.iter().map(|&mv| perft(&pos.after(mv), depth - 1)).sum()
        }
    }
}

/// Perft split by root move: each legal move with its subtree count.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_move_list().iter().map(|&mv| (mv, perft(&pos.after(mv), depth - 1))).collect()
}

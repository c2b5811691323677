//! An independent, deliberately naive reference move generator, compared move for move with
//! `Position::legal_move_list` on many thousands of positions reached by seeded random play
//! (from the start positions and from random placements with pieces in hand), in all three
//! variants and all three Annan dead-piece settings.
//!
//! The reference follows the text of RULES.md, not the core's code:
//! - destinations come from `Position::attacks_from` (itself checked here against a
//!   movement table written from scratch, backers included);
//! - promotion options by the piece's original type and the zone; forced promotion by the
//!   dead-square rule of the variant and setting;
//! - drops: empty square, dead squares per setting, nifu, uchifuzume computed by playing
//!   the drop and generating every reply with this same reference;
//! - legality: play the move and check that no enemy piece attacks our king.
//!
//! Every move the core plays is also checked against a board model written here (captures
//! to hand unpromoted, promotion), and every position round-trips through SFEN with the same
//! Zobrist key. Illegal candidate moves get `check_move` reasons that the reference predicts.

use annan::rules::{perft, Color, DeadPiece, Illegal, Move, Position, Role, Rules, Variant};
use std::collections::BTreeSet;

// ---------------------------------------------------------------------------------------
// Seeded randomness (no dependency).

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

// ---------------------------------------------------------------------------------------
// A board model written from the rules text: square index = row * w + column, row 0 = rank
// a (top), column 0 = file w (left).

const HAND: [Role; 7] = [Role::Pawn, Role::Lance, Role::Knight, Role::Silver, Role::Gold, Role::Bishop, Role::Rook];
const SFEN_HAND: [Role; 7] =
    [Role::Rook, Role::Bishop, Role::Gold, Role::Silver, Role::Knight, Role::Lance, Role::Pawn];

#[derive(Clone, PartialEq, Debug)]
struct Model {
    w: usize,
    annan: bool,
    cells: Vec<Option<(Color, Role)>>,
    hands: [[u8; 7]; 2],
    side: Color,
    move_number: u32,
}

fn hand_index(r: Role) -> usize {
    HAND.iter().position(|&h| h == r).expect("hand role")
}

fn base(r: Role) -> Role {
    match r {
        Role::Tokin => Role::Pawn,
        Role::PromotedLance => Role::Lance,
        Role::PromotedKnight => Role::Knight,
        Role::PromotedSilver => Role::Silver,
        Role::Horse => Role::Bishop,
        Role::Dragon => Role::Rook,
        r => r,
    }
}

fn promote(r: Role) -> Option<Role> {
    Some(match r {
        Role::Pawn => Role::Tokin,
        Role::Lance => Role::PromotedLance,
        Role::Knight => Role::PromotedKnight,
        Role::Silver => Role::PromotedSilver,
        Role::Bishop => Role::Horse,
        Role::Rook => Role::Dragon,
        _ => return None,
    })
}

fn letter(r: Role) -> char {
    match base(r) {
        Role::Pawn => 'P',
        Role::Lance => 'L',
        Role::Knight => 'N',
        Role::Silver => 'S',
        Role::Gold => 'G',
        Role::Bishop => 'B',
        Role::Rook => 'R',
        _ => 'K',
    }
}

/// Offsets (dx, dy) from Sente's side, dy = -1 forward (toward rank a).
type Offsets = Vec<(i32, i32)>;

/// Steps and rays of a role, from Sente's side.
fn pattern(r: Role) -> (Offsets, Offsets) {
    let orth = vec![(0, -1), (0, 1), (-1, 0), (1, 0)];
    let diag = vec![(-1, -1), (1, -1), (-1, 1), (1, 1)];
    let gold = vec![(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)];
    match r {
        Role::Pawn => (vec![(0, -1)], vec![]),
        Role::Lance => (vec![], vec![(0, -1)]),
        Role::Knight => (vec![(-1, -2), (1, -2)], vec![]),
        Role::Silver => (vec![(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)], vec![]),
        Role::Gold | Role::Tokin | Role::PromotedLance | Role::PromotedKnight | Role::PromotedSilver => (gold, vec![]),
        Role::King => ([orth.clone(), diag.clone()].concat(), vec![]),
        Role::Bishop => (vec![], diag),
        Role::Rook => (vec![], orth),
        Role::Horse => (orth, diag),
        Role::Dragon => (diag, orth),
    }
}

impl Model {
    fn from_pos(p: &Position) -> Model {
        let w = p.variant().size();
        let g = p.geometry();
        let mut cells = vec![None; w * w];
        for row in 0..w {
            for col in 0..w {
                let sq = g.square(w - col, row + 1).unwrap();
                cells[row * w + col] = p.piece_at(sq).map(|pc| (pc.color, pc.role));
            }
        }
        Model {
            w,
            annan: p.variant() == Variant::Annan,
            cells,
            hands: [*p.hand(Color::Sente), *p.hand(Color::Gote)],
            side: p.side_to_move(),
            move_number: p.move_number(),
        }
    }

    fn sq(&self, col: i32, row: i32) -> Option<usize> {
        let w = self.w as i32;
        (col >= 0 && row >= 0 && col < w && row < w).then(|| (row * w + col) as usize)
    }

    /// Index of a core square (`Move::to()` etc.), via the documented square names.
    fn idx(&self, core_sq: u8, p: &Position) -> usize {
        let name = p.geometry().square_name(core_sq);
        let b = name.as_bytes();
        let file = (b[0] - b'0') as usize;
        let rank = (b[1] - b'a') as usize;
        rank * self.w + (self.w - file)
    }

    fn behind(&self, color: Color, i: usize) -> Option<usize> {
        let (col, row) = ((i % self.w) as i32, (i / self.w) as i32);
        self.sq(col, row + if color == Color::Sente { 1 } else { -1 })
    }

    /// The role whose movement the piece on `i` uses: the friendly piece behind, in Annan.
    fn movement_role(&self, i: usize) -> Option<Role> {
        let (c, r) = self.cells[i]?;
        if self.annan {
            if let Some(b) = self.behind(c, i) {
                if let Some((bc, br)) = self.cells[b] {
                    if bc == c {
                        return Some(br);
                    }
                }
            }
        }
        Some(r)
    }

    /// Squares a piece of `color` moving like `role` from `i` attacks (occupancy from the
    /// model unless `empty_board`).
    fn reach(&self, color: Color, role: Role, i: usize, empty_board: bool) -> BTreeSet<usize> {
        let sign = if color == Color::Sente { 1 } else { -1 };
        let (col, row) = ((i % self.w) as i32, (i / self.w) as i32);
        let (steps, rays) = pattern(role);
        let mut out = BTreeSet::new();
        for (dx, dy) in steps {
            if let Some(t) = self.sq(col + dx * sign, row + dy * sign) {
                out.insert(t);
            }
        }
        for (dx, dy) in rays {
            let (mut c, mut r) = (col, row);
            loop {
                c += dx * sign;
                r += dy * sign;
                let Some(t) = self.sq(c, r) else { break };
                out.insert(t);
                if !empty_board && self.cells[t].is_some() {
                    break;
                }
            }
        }
        out
    }

    fn attacks(&self, i: usize) -> BTreeSet<usize> {
        match (self.cells[i], self.movement_role(i)) {
            (Some((c, _)), Some(m)) => self.reach(c, m, i, false),
            _ => BTreeSet::new(),
        }
    }

    fn row_for(&self, color: Color, i: usize) -> usize {
        // Ranks counted from the owner's far side: 0 = its last rank.
        let row = i / self.w;
        if color == Color::Sente {
            row
        } else {
            self.w - 1 - row
        }
    }

    fn in_zone(&self, color: Color, i: usize) -> bool {
        self.row_for(color, i) < if self.w == 5 { 1 } else { 3 }
    }

    /// Whether an unpromoted `role` on `i` stands where its own type could never move.
    fn dead_square(&self, color: Color, role: Role, i: usize) -> bool {
        match role {
            Role::Pawn | Role::Lance => self.row_for(color, i) == 0,
            Role::Knight => self.row_for(color, i) <= 1,
            _ => false,
        }
    }

    /// RULES.md `backer` setting: the piece of `color` on `i` (in this model) has a backer
    /// whose movement has a step or ray staying on the board from `i`.
    fn backer_gives_move(&self, color: Color, i: usize) -> bool {
        match self.behind(color, i).and_then(|b| self.cells[b]) {
            Some((c, r)) if c == color => !self.reach(color, r, i, true).is_empty(),
            _ => false,
        }
    }

    /// Whether an unpromoted `role` of `color` may stand on `i` in this model under `rules`.
    fn may_stand(&self, rules: &Rules, color: Color, role: Role, i: usize) -> bool {
        if !self.dead_square(color, role, i) {
            return true;
        }
        let setting = if rules.variant == Variant::Annan { rules.dead_piece } else { DeadPiece::Original };
        match setting {
            DeadPiece::Original => false,
            DeadPiece::Free => true,
            DeadPiece::Backer => self.backer_gives_move(color, i),
        }
    }

    fn king(&self, color: Color) -> Option<usize> {
        (0..self.cells.len()).find(|&i| self.cells[i] == Some((color, Role::King)))
    }

    fn attacked_by(&self, i: usize, color: Color) -> bool {
        (0..self.cells.len())
            .any(|j| matches!(self.cells[j], Some((c, _)) if c == color) && self.attacks(j).contains(&i))
    }

    fn in_check(&self, color: Color) -> bool {
        self.king(color).is_some_and(|k| self.attacked_by(k, color.opponent()))
    }

    /// The model after a move given as (from, to, promote) or a drop (role, to).
    fn apply(&self, from: Option<usize>, drop: Option<Role>, to: usize, promotes: bool) -> Model {
        let mut m = self.clone();
        let us = self.side.index();
        match from {
            Some(f) => {
                if let Some((_, captured)) = m.cells[to] {
                    m.hands[us][hand_index(base(captured))] += 1;
                }
                let (c, r) = m.cells[f].take().expect("piece on origin");
                m.cells[to] = Some((c, if promotes { promote(r).expect("promotable") } else { r }));
            }
            None => {
                let r = drop.expect("drop role");
                m.hands[us][hand_index(r)] -= 1;
                m.cells[to] = Some((self.side, r));
            }
        }
        m.side = self.side.opponent();
        m.move_number += 1;
        m
    }

    fn sfen(&self) -> String {
        let mut s = String::new();
        for row in 0..self.w {
            if row > 0 {
                s.push('/');
            }
            let mut empty = 0;
            for col in 0..self.w {
                match self.cells[row * self.w + col] {
                    None => empty += 1,
                    Some((c, r)) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        if promote(r).is_none() && base(r) != r {
                            s.push('+');
                        }
                        let l = letter(r);
                        s.push(if c == Color::Sente { l } else { l.to_ascii_lowercase() });
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
        }
        s.push(' ');
        s.push(if self.side == Color::Sente { 'b' } else { 'w' });
        s.push(' ');
        let mut hands = String::new();
        for c in [Color::Sente, Color::Gote] {
            for r in SFEN_HAND {
                let n = self.hands[c.index()][hand_index(r)];
                if n > 1 {
                    hands += &n.to_string();
                }
                if n > 0 {
                    let l = letter(r);
                    hands.push(if c == Color::Sente { l } else { l.to_ascii_lowercase() });
                }
            }
        }
        s += if hands.is_empty() { "-" } else { &hands };
        s.push(' ');
        s += &self.move_number.to_string();
        s
    }

    fn name(&self, i: usize) -> String {
        format!("{}{}", self.w - i % self.w, (b'a' + (i / self.w) as u8) as char)
    }
}

// ---------------------------------------------------------------------------------------
// The reference generator.

/// Why the reference refuses a candidate, in the order `check_move` reports reasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    CannotPromoteRole,
    CannotPromoteHere,
    MustPromote,
    DeadDrop,
    Nifu,
    LeavesKingInCheck,
    PawnDropMate,
}

fn core_why(e: &Illegal) -> Option<Why> {
    Some(match e {
        Illegal::CannotPromoteRole(_) => Why::CannotPromoteRole,
        Illegal::CannotPromoteHere => Why::CannotPromoteHere,
        Illegal::MustPromote { .. } => Why::MustPromote,
        Illegal::DeadDrop { .. } => Why::DeadDrop,
        Illegal::Nifu { .. } => Why::Nifu,
        Illegal::KingAttacked { .. } | Illegal::StaysInCheck { .. } | Illegal::ExposesKing { .. } => {
            Why::LeavesKingInCheck
        }
        Illegal::PawnDropMate => Why::PawnDropMate,
        _ => return None,
    })
}

struct Candidate {
    usi: String,
    mv: Move,
    verdict: Result<(), Why>,
}

/// Our king is safe after the move: no enemy piece's `attacks_from` holds its square.
fn king_safe(after: &Position, us: Color) -> bool {
    let Some(k) = after.king_square(us) else {
        return true;
    };
    after.board_pieces().filter(|(_, p)| p.color != us).all(|(sq, _)| after.attacks_from(sq) & (1u128 << k) == 0)
}

fn gives_check(after: &Position) -> bool {
    let them = after.side_to_move();
    let Some(k) = after.king_square(them) else {
        return false;
    };
    after.board_pieces().filter(|(_, p)| p.color != them).any(|(sq, _)| after.attacks_from(sq) & (1u128 << k) != 0)
}

/// Every candidate move (board moves to attacked squares with and without promotion, drops
/// of every role in hand on every empty square) with the reference verdict.
fn candidates(pos: &Position, m: &Model) -> Vec<Candidate> {
    let rules = *pos.rules();
    let g = pos.geometry();
    let us = pos.side_to_move();
    let mut out = Vec::new();
    let mut push = |mv: Move, verdict: Result<(), Why>| out.push(Candidate { usi: mv.usi(g), mv, verdict });
    let own = pos.pieces_of(us);
    for (from, piece) in pos.board_pieces().filter(|(_, p)| p.color == us) {
        let mfrom = m.idx(from, pos);
        let role = piece.role;
        let targets = pos.attacks_from(from) & !own;
        for to in 0..g.squares as u8 {
            if targets & (1u128 << to) == 0 {
                continue;
            }
            let mto = m.idx(to, pos);
            for promotes in [false, true] {
                let mv = Move::normal(from, to, promotes);
                let verdict = if promotes && promote(role).is_none() {
                    Err(Why::CannotPromoteRole)
                } else if promotes && !m.in_zone(us, mfrom) && !m.in_zone(us, mto) {
                    Err(Why::CannotPromoteHere)
                } else {
                    let forced = !promotes
                        && promote(role).is_some()
                        && m.dead_square(us, role, mto)
                        && !m.apply(Some(mfrom), None, mto, promotes).may_stand(&rules, us, role, mto);
                    let safe = king_safe(&pos.after(mv), us);
                    if !safe {
                        Err(Why::LeavesKingInCheck)
                    } else if forced {
                        Err(Why::MustPromote)
                    } else {
                        Ok(())
                    }
                };
                push(mv, verdict);
            }
        }
    }
    for role in HAND {
        if pos.hand(us)[hand_index(role)] == 0 {
            continue;
        }
        for to in 0..g.squares as u8 {
            if pos.piece_at(to).is_some() {
                continue;
            }
            let mto = m.idx(to, pos);
            let mv = Move::drop(role, to);
            let dead =
                m.dead_square(us, role, mto) && !m.apply(None, Some(role), mto, false).may_stand(&rules, us, role, mto);
            let nifu = role == Role::Pawn
                && (0..m.w).any(|row| {
                    let i = row * m.w + mto % m.w;
                    m.cells[i] == Some((us, Role::Pawn))
                });
            let verdict = if dead {
                Err(Why::DeadDrop)
            } else if nifu {
                Err(Why::Nifu)
            } else {
                let after = pos.after(mv);
                if !king_safe(&after, us) {
                    Err(Why::LeavesKingInCheck)
                } else if role == Role::Pawn && gives_check(&after) && reference_moves(&after).is_empty() {
                    Err(Why::PawnDropMate)
                } else {
                    Ok(())
                }
            };
            push(mv, verdict);
        }
    }
    out
}

fn reference_moves(pos: &Position) -> BTreeSet<String> {
    let m = Model::from_pos(pos);
    candidates(pos, &m).into_iter().filter(|c| c.verdict.is_ok()).map(|c| c.usi).collect()
}

// ---------------------------------------------------------------------------------------
// Comparison of one position.

#[derive(Default)]
struct Stats {
    positions: usize,
    moves: usize,
    checks: usize,
    mates: usize,
    drops: usize,
    uchifuzume: usize,
    forced: usize,
    dead_allowed: usize,
}

fn compare(pos: &Position, stats: &mut Stats, rng: &mut Rng) -> Result<Vec<Move>, String> {
    let ctx = |msg: String| {
        format!("{} ({:?}, dead {:?}) {}: {msg}", pos.variant(), pos.to_sfen(), pos.rules().dead_piece, pos.to_sfen())
    };
    let g = pos.geometry();
    let m = Model::from_pos(pos);
    let us = pos.side_to_move();

    // The movement table written here agrees with attacks_from, for every piece.
    for (sq, _) in pos.board_pieces() {
        let core: BTreeSet<usize> =
            (0..g.squares as u8).filter(|&t| pos.attacks_from(sq) & (1u128 << t) != 0).map(|t| m.idx(t, pos)).collect();
        let naive = m.attacks(m.idx(sq, pos));
        if core != naive {
            let names = |s: &BTreeSet<usize>| s.iter().map(|&i| m.name(i)).collect::<Vec<_>>().join(" ");
            return Err(ctx(format!(
                "attacks_from({}) = [{}], naive = [{}]",
                g.square_name(sq),
                names(&core),
                names(&naive)
            )));
        }
    }
    if pos.is_check() != m.in_check(us) {
        return Err(ctx(format!("is_check {} but naive {}", pos.is_check(), m.in_check(us))));
    }

    let cands = candidates(pos, &m);
    let expected: BTreeSet<String> = cands.iter().filter(|c| c.verdict.is_ok()).map(|c| c.usi.clone()).collect();
    let list = pos.legal_move_list();
    let got: BTreeSet<String> = list.iter().map(|mv| mv.usi(g)).collect();
    if got.len() != list.len() {
        return Err(ctx("legal_move_list has duplicates".into()));
    }
    if got != expected {
        let extra: Vec<_> = got.difference(&expected).collect();
        let missing: Vec<_> = expected.difference(&got).collect();
        let why: Vec<String> =
            cands.iter().filter(|c| extra.contains(&&c.usi)).map(|c| format!("{} {:?}", c.usi, c.verdict)).collect();
        return Err(ctx(format!("core has extra {extra:?} (reference: {why:?}), core misses {missing:?}")));
    }
    if pos.count_legal_moves() != list.len() || perft(pos, 1) != list.len() as u64 {
        return Err(ctx("count_legal_moves/perft 1 disagree with the list".into()));
    }
    if pos.has_legal_move() == list.is_empty() {
        return Err(ctx("has_legal_move disagrees".into()));
    }
    if pos.is_checkmate() != (list.is_empty() && m.in_check(us)) {
        return Err(ctx("is_checkmate disagrees".into()));
    }

    // checking_moves (the attacker's moves in a mate search) is exactly the legal moves after
    // which the opponent is in check.
    let mut checks = annan::rules::MoveList::new();
    pos.checking_moves(&mut checks);
    let got_checks: BTreeSet<String> = checks.iter().map(|m| m.usi(g)).collect();
    let expected_checks: BTreeSet<String> =
        list.iter().filter(|&&m| pos.after(m).is_check()).map(|m| m.usi(g)).collect();
    if got_checks != expected_checks || got_checks.len() != checks.len() {
        let extra: Vec<_> = got_checks.difference(&expected_checks).collect();
        let missing: Vec<_> = expected_checks.difference(&got_checks).collect();
        return Err(ctx(format!("checking_moves has extra {extra:?}, misses {missing:?} (or duplicates)")));
    }

    // check_move agrees with the reference on every candidate, reasons included.
    for c in &cands {
        match (&c.verdict, pos.check_move(c.mv)) {
            (Ok(()), Ok(())) => {}
            (Err(w), Err(e)) if core_why(&e) == Some(*w) => {
                let text = annan::i18n::rules::illegal(pos.geometry(), c.mv, &e);
                if text.is_empty() || text.contains('\n') {
                    return Err(ctx(format!("{}: reason text {text:?}", c.usi)));
                }
            }
            (v, r) => return Err(ctx(format!("{}: reference {v:?}, check_move {r:?}", c.usi))),
        }
        if c.verdict == Err(Why::PawnDropMate) {
            stats.uchifuzume += 1;
        }
        if c.verdict == Err(Why::MustPromote) {
            stats.forced += 1;
        }
    }
    // A few moves that are not even candidates.
    for _ in 0..4 {
        let from = rng.below(g.squares) as u8;
        let to = rng.below(g.squares) as u8;
        let mv = Move::normal(from, to, rng.chance(30));
        if !got.contains(&mv.usi(g)) && pos.check_move(mv).is_ok() {
            return Err(ctx(format!("check_move accepts {}", mv.usi(g))));
        }
    }

    // Playing each move gives the position the model predicts, with a consistent key, and
    // the result validates (SFEN round trip).
    let drops = list.iter().filter(|m| m.is_drop()).count();
    for &mv in &list {
        if mv.is_drop() {
            stats.drops += 1;
            // Every board move, and a sample of the (many) drops.
            if drops > 6 && !rng.chance(600 / drops as u64) {
                continue;
            }
        }
        let after = pos.after(mv);
        let from = mv.from().map(|f| m.idx(f, pos));
        let predicted = m.apply(from, mv.drop_role(), m.idx(mv.to(), pos), mv.promotes());
        let sfen = after.to_sfen();
        if sfen != predicted.sfen() {
            return Err(ctx(format!("{} gives {sfen}, expected {}", mv.usi(g), predicted.sfen())));
        }
        if pos.gives_check(mv) != gives_check(&after) {
            return Err(ctx(format!(
                "{}: gives_check says {}, the position after says {}",
                mv.usi(g),
                pos.gives_check(mv),
                gives_check(&after)
            )));
        }
        let back = Position::from_sfen(*pos.rules(), &sfen)
            .map_err(|e| ctx(format!("{} gives {sfen}, which is refused: {e}", mv.usi(g))))?;
        if back != after || back.key() != after.key() || back.board_key() != after.board_key() {
            return Err(ctx(format!("{} gives {sfen}: SFEN round trip or key differs", mv.usi(g))));
        }
        if let Some(f) = mv.from() {
            let role = pos.piece_at(f).unwrap().role;
            if !mv.promotes() && m.dead_square(us, role, m.idx(mv.to(), pos)) {
                stats.dead_allowed += 1;
            }
        } else if m.dead_square(us, mv.drop_role().unwrap(), m.idx(mv.to(), pos)) {
            stats.dead_allowed += 1;
        }
    }
    stats.positions += 1;
    stats.moves += list.len();
    if pos.is_check() {
        stats.checks += 1;
        if list.is_empty() {
            stats.mates += 1;
        }
    }
    Ok(list.to_vec())
}

// ---------------------------------------------------------------------------------------
// Positions.

fn all_rules() -> Vec<Rules> {
    vec![
        Rules::new(Variant::Shogi),
        Rules::new(Variant::Minishogi),
        Rules::new(Variant::Annan).with_dead_piece(DeadPiece::Backer),
        Rules::new(Variant::Annan).with_dead_piece(DeadPiece::Original),
        Rules::new(Variant::Annan).with_dead_piece(DeadPiece::Free),
    ]
}

/// A random legal placement: a random subset of the set on the board (some promoted) or in
/// hand, kings usually present.
fn random_position(rules: Rules, rng: &mut Rng) -> Position {
    let w = rules.variant.size();
    let set: Vec<(Role, usize)> = if w == 5 {
        vec![(Role::Pawn, 2), (Role::Silver, 2), (Role::Gold, 2), (Role::Bishop, 2), (Role::Rook, 2)]
    } else {
        vec![
            (Role::Pawn, 18),
            (Role::Lance, 4),
            (Role::Knight, 4),
            (Role::Silver, 4),
            (Role::Gold, 4),
            (Role::Bishop, 2),
            (Role::Rook, 2),
        ]
    };
    loop {
        let mut cells: Vec<Option<(Color, Role)>> = vec![None; w * w];
        let mut hands = [[0u8; 7]; 2];
        let empty_square = |cells: &Vec<Option<(Color, Role)>>, rng: &mut Rng| loop {
            let i = rng.below(w * w);
            if cells[i].is_none() {
                return i;
            }
        };
        for c in [Color::Sente, Color::Gote] {
            if !rng.chance(8) {
                let i = empty_square(&cells, rng);
                cells[i] = Some((c, Role::King));
            }
        }
        let density = 20 + rng.below(70) as u64;
        let in_hand = rng.below(60) as u64;
        for &(role, n) in &set {
            for _ in 0..n {
                if !rng.chance(density) {
                    continue;
                }
                let color = if rng.chance(50) { Color::Sente } else { Color::Gote };
                if rng.chance(in_hand) {
                    hands[color.index()][hand_index(role)] += 1;
                } else {
                    let i = empty_square(&cells, rng);
                    let r = if rng.chance(25) { promote(role).unwrap_or(role) } else { role };
                    cells[i] = Some((color, r));
                }
            }
        }
        let side = if rng.chance(50) { Color::Sente } else { Color::Gote };
        let m = Model { w, annan: rules.variant == Variant::Annan, cells, hands, side, move_number: 1 };
        if let Ok(p) = Position::from_sfen(rules, &m.sfen()) {
            return p;
        }
    }
}

fn play_random(
    rules: Rules,
    start: Position,
    plies: usize,
    rng: &mut Rng,
    stats: &mut Stats,
    failures: &mut Vec<String>,
) {
    let mut pos = start;
    for _ in 0..=plies {
        match compare(&pos, stats, rng) {
            Err(e) => {
                failures.push(e);
                return;
            }
            Ok(moves) if moves.is_empty() => return,
            Ok(moves) => {
                // Prefer checks, captures and drops a little so that positions in check,
                // mates and full hands come up often.
                let checks: Vec<Move> = if rng.chance(25) {
                    moves.iter().copied().filter(|&m| pos.gives_check(m)).collect()
                } else {
                    Vec::new()
                };
                let mv = if !checks.is_empty() {
                    checks[rng.below(checks.len())]
                } else if rng.chance(35) {
                    let busy: Vec<Move> =
                        moves.iter().copied().filter(|m| m.is_drop() || pos.piece_at(m.to()).is_some()).collect();
                    if busy.is_empty() {
                        moves[rng.below(moves.len())]
                    } else {
                        busy[rng.below(busy.len())]
                    }
                } else {
                    moves[rng.below(moves.len())]
                };
                pos.play(mv);
            }
        }
    }
    let _ = rules;
}

/// `REFERENCE_SCALE=n` multiplies the sample (and `REFERENCE_SEED` changes it) for a longer
/// hunt than the default run: `REFERENCE_SCALE=20 cargo test --test movegen_reference`.
fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn run(rules: Rules, seed: u64, games: usize, plies: usize, placements: usize, placement_plies: usize) {
    let scale = env_number("REFERENCE_SCALE", 1) as usize;
    let (games, placements) = (games * scale, placements * scale);
    let mut rng = Rng(seed ^ env_number("REFERENCE_SEED", 0).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut stats = Stats::default();
    let mut failures = Vec::new();
    let mut starts = vec!["startpos"];
    if rules.variant == Variant::Annan {
        starts.push("traditional");
    }
    for game in 0..games {
        let start = Position::from_sfen(rules, starts[game % starts.len()]).unwrap();
        play_random(rules, start, plies, &mut rng, &mut stats, &mut failures);
    }
    for _ in 0..placements {
        let start = random_position(rules, &mut rng);
        play_random(rules, start, placement_plies, &mut rng, &mut stats, &mut failures);
    }
    eprintln!(
        "{} dead={}: {} positions, {} moves ({} drops), {} in check, {} mates, {} uchifuzume refused, {} forced promotions, {} dead-square moves allowed",
        rules.variant,
        if rules.variant == Variant::Annan { rules.dead_piece.name() } else { "-" },
        stats.positions,
        stats.moves,
        stats.drops,
        stats.checks,
        stats.mates,
        stats.uchifuzume,
        stats.forced,
        stats.dead_allowed
    );
    failures.truncate(5);
    assert!(failures.is_empty(), "the core and the reference disagree:\n{}", failures.join("\n"));
    assert!(stats.positions > 2000, "too few positions compared: {}", stats.positions);
    assert!(stats.checks > 50 && stats.drops > 1000, "the sample lacks checks or drops");
}

#[test]
fn model_squares_match_core_square_names() {
    for v in [Variant::Shogi, Variant::Minishogi] {
        let p = Position::startpos(Rules::new(v));
        let m = Model::from_pos(&p);
        for sq in 0..p.geometry().squares as u8 {
            assert_eq!(m.name(m.idx(sq, &p)), p.geometry().square_name(sq));
        }
        assert_eq!(m.sfen(), p.to_sfen());
    }
}

// Sizes keep the whole file near 10 s on two cores in the test profile.

#[test]
fn reference_shogi() {
    run(Rules::new(Variant::Shogi), 1, 14, 160, 800, 6);
}

#[test]
fn reference_minishogi() {
    run(Rules::new(Variant::Minishogi), 2, 40, 120, 1500, 8);
}

#[test]
fn reference_annan_backer() {
    run(all_rules()[2], 3, 14, 160, 800, 6);
}

#[test]
fn reference_annan_original() {
    run(all_rules()[3], 4, 14, 160, 800, 6);
}

#[test]
fn reference_annan_free() {
    run(all_rules()[4], 5, 14, 160, 800, 6);
}

/// Hand-made positions: the most moves shogi allows (593; 634 under Annan `free`, more than
/// the old 600-move list held), a king backed by a pawn, pins by borrowed movement, pieces
/// on dead squares with and without backers, and pawn drops that check through a backer.
#[test]
fn reference_on_crafted_positions() {
    let sfens = [
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 w RBGSNLP3g3n17p 1",
        "8k/PPPPPPPP1/RB7/9/9/9/9/9/K8 b RBG2S2N2L8pgnl 1",
        "4k4/9/9/9/4r4/4S4/4K4/4P4/9 b G 1",
        "4k4/9/4r4/4p4/9/4S4/4K4/9/9 b - 1",
        "4k4/4p4/9/9/9/9/4L4/4N4/4K4 w - 1",
        "P3k3P/N7N/L1R3R1L/9/9/9/9/9/4K4 b Pp 1",
        "9/9/8k/4R4/9/9/9/9/4K4 b P 1",
        "4k4/9/4S4/9/4R4/9/9/9/4K4 b P 1",
        "k8/9/1G7/9/9/9/9/9/8K b P 1",
        "lnsgkgsnl/1r5b1/p1ppppp1p/1p5p1/9/1P5P1/P1PPPPP1P/1B5R1/LNSGKGSNL b - 1",
    ];
    let mut rng = Rng(99);
    let mut stats = Stats::default();
    let mut failures = Vec::new();
    for rules in all_rules().into_iter().filter(|r| r.variant != Variant::Minishogi) {
        for sfen in sfens {
            match Position::from_sfen(rules, sfen) {
                Ok(p) => play_random(rules, p, 4, &mut rng, &mut stats, &mut failures),
                Err(e) => assert!(rules.variant == Variant::Shogi, "{sfen} refused in Annan: {e}"),
            }
        }
    }
    failures.truncate(5);
    assert!(failures.is_empty(), "the core and the reference disagree:\n{}", failures.join("\n"));
    let p = Position::from_sfen(all_rules()[4], sfens[0]).unwrap();
    assert_eq!(p.legal_move_list().len(), 634);
}

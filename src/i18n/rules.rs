//! The rules core's answers in words (`locales/<lang>/rules.ftl`): piece names and sides, why
//! a piece moves as it does, why a move is illegal, why typed text is not a move, how a game
//! ended. The core returns data ([`Illegal`], [`MovementExplanation`], [`MoveInputError`],
//! [`Outcome`]); these functions pass its roles, squares and sides to Fluent, whose messages
//! choose articles, gender and plural forms.
//!
//! What to call:
//! - a move refused by [`Position::check_move`]: [`not_legal`] ("P*5b is not legal: ...") or
//!   [`illegal`] (the reason alone);
//! - an error of [`Position::parse_move`]: [`move_input`];
//! - what a piece moves like and why: [`movement_at`] (or [`movement`] for an explanation);
//! - names: [`role`] ("rook"), [`role_a`] ("a rook"), [`piece_on`] ("the rook on 5f"),
//!   [`side`] ("Sente"), [`variant`];
//! - the end of a game: [`outcome`].

use crate::rules::{
    BackerReason, Color, DeadPiece, Geometry, Illegal, Move, MoveInputError, MovementExplanation, Numbering, Outcome,
    Position, Role, Square, UsiError, UsiErrorKind, Variant,
};
use crate::t;
use std::fmt;

/// The role's name: "rook", "promoted lance".
pub fn role(role: Role) -> String {
    t!("rules-role", role = role.name())
}

/// The role's name with the indefinite article where the language has one: "a rook".
pub fn role_a(role: Role) -> String {
    t!("rules-role-a", role = role.name())
}

/// "the rook on 5f".
pub fn piece_on(geo: &Geometry, role: Role, sq: Square) -> String {
    t!("rules-piece-on", role = role.name(), square = geo.square_name(sq))
}

/// "Sente" or "Gote".
pub fn side(color: Color) -> String {
    t!("rules-side", side = color.name())
}

/// The game's name: "shogi", "minishogi", "Annan shogi".
pub fn variant(variant: Variant) -> String {
    t!("rules-variant", variant = variant.name())
}

/// "the silver on 5e has the rook on 5f behind it, so it moves like a rook".
pub fn movement(geo: &Geometry, e: &MovementExplanation) -> String {
    let piece = piece_on(geo, e.piece.role, e.square);
    let like = role_a(e.moves_like);
    match e.reason {
        BackerReason::NoBackerRule => t!("rules-movement-plain", piece = piece, like = like),
        BackerReason::Backed { square, piece: b } => {
            t!("rules-movement-backed", piece = piece, backer = piece_on(geo, b.role, square), like = like)
        }
        BackerReason::EmptyBehind(b) => {
            t!("rules-movement-empty-behind", piece = piece, behind = geo.square_name(b), like = like)
        }
        BackerReason::EnemyBehind(b, p) => {
            t!("rules-movement-enemy-behind", piece = piece, enemy = piece_on(geo, p.role, b), like = like)
        }
        BackerReason::EdgeBehind => t!("rules-movement-edge", piece = piece, like = like),
    }
}

/// What the piece on `sq` moves like and why, or that the square is empty.
pub fn movement_at(pos: &Position, sq: Square) -> String {
    let geo = pos.geometry();
    match pos.explain_movement(sq) {
        Some(e) => movement(geo, &e),
        None => t!("rules-square-empty", square = geo.square_name(sq)),
    }
}

/// A piece that attacks a king: "the rook on 5a", or, when a backer changed its movement,
/// "the silver on 5c, which moves like a rook because of the rook on 5b behind it".
fn attacker(geo: &Geometry, e: &MovementExplanation) -> String {
    let piece = piece_on(geo, e.piece.role, e.square);
    match e.reason {
        BackerReason::Backed { square, piece: b } if e.moves_like.movement() != e.piece.role.movement() => t!(
            "rules-attacker-borrowed",
            piece = piece,
            like = role_a(e.moves_like),
            backer = piece_on(geo, b.role, square)
        ),
        _ => piece,
    }
}

/// Why `mv` cannot be played, as [`Position::check_move`] found.
pub fn illegal(geo: &Geometry, mv: Move, why: &Illegal) -> String {
    let to = geo.square_name(mv.to());
    let from = mv.from().map(|f| geo.square_name(f)).unwrap_or_default();
    match why {
        Illegal::EmptyOrigin => t!("rules-illegal-empty-origin", from = from),
        Illegal::NotYourPiece { owner } => t!("rules-illegal-not-your-piece", from = from, owner = side(*owner)),
        Illegal::OwnPieceOnTarget => t!("rules-illegal-own-piece-on-target", to = to),
        // Without backers a piece moves as itself: "the lance on 9i moves like a lance" said
        // nothing, so only the piece is named.
        Illegal::CannotReach { movement: m, blocked } if m.reason == BackerReason::NoBackerRule => {
            let piece = piece_on(geo, m.piece.role, m.square);
            match blocked {
                true => t!("rules-illegal-blocked-plain", piece = piece, to = to),
                false => with_habit(geo, mv, m, t!("rules-illegal-cannot-reach-plain", piece = piece, to = to)),
            }
        }
        Illegal::CannotReach { movement: m, blocked: true } => {
            t!("rules-illegal-blocked", movement = movement(geo, m), to = to)
        }
        Illegal::CannotReach { movement: m, blocked: false } => {
            with_habit(geo, mv, m, t!("rules-illegal-cannot-reach", movement = movement(geo, m), to = to))
        }
        Illegal::NotInHand(r) => t!("rules-illegal-not-in-hand", role = role(*r)),
        Illegal::Occupied => t!("rules-illegal-occupied", to = to),
        Illegal::DeadDrop { role: r, rule: Some(DeadPiece::Backer), ranks } => {
            t!("rules-illegal-dead-drop-backer", role = role_a(*r), ranks = *ranks, to = to)
        }
        // The setting refuses it, whatever may stand behind: "it could never move" may be false.
        Illegal::DeadDrop { role: r, rule: Some(DeadPiece::Original), ranks } => {
            t!("rules-illegal-dead-drop-original", role = role_a(*r), ranks = *ranks)
        }
        Illegal::DeadDrop { role: r, ranks, .. } => t!("rules-illegal-dead-drop", role = role_a(*r), ranks = *ranks),
        Illegal::Nifu { file } => t!("rules-illegal-nifu", file = *file),
        Illegal::PawnDropMate => t!("rules-illegal-pawn-drop-mate"),
        Illegal::CannotPromoteRole(r) => t!("rules-illegal-cannot-promote-role", role = role_a(*r)),
        Illegal::CannotPromoteHere => t!("rules-illegal-cannot-promote-here", from = from, to = to),
        Illegal::MustPromote { role: r, rule: Some(DeadPiece::Original) } => {
            t!("rules-illegal-must-promote-original", role = role_a(*r), to = to)
        }
        Illegal::MustPromote { role: r, rule: Some(DeadPiece::Backer) } => {
            t!("rules-illegal-must-promote-backer", role = role_a(*r), to = to)
        }
        Illegal::MustPromote { role: r, .. } => t!("rules-illegal-must-promote", role = role_a(*r), to = to),
        Illegal::KingAttacked { attacker: a, checker: None } => {
            t!("rules-illegal-king-attacked", to = to, attacker = attacker(geo, a))
        }
        Illegal::KingAttacked { attacker: a, checker: Some(c) } if c.square == a.square => {
            t!("rules-illegal-king-still-attacked", to = to, attacker = attacker(geo, a))
        }
        Illegal::KingAttacked { attacker: a, checker: Some(c) } => {
            t!("rules-illegal-king-attacked-in-check", checker = attacker(geo, c), to = to, attacker = attacker(geo, a))
        }
        Illegal::StaysInCheck { attacker: a } => t!("rules-illegal-stays-in-check", attacker = attacker(geo, a)),
        Illegal::ExposesKing { attacker: a } => t!("rules-illegal-exposes-king", attacker = attacker(geo, a)),
        Illegal::Other => t!("rules-illegal-other"),
    }
}

/// A move a chess player's habit suggests, by its shape: a pawn two squares forward, a pawn
/// one square diagonally forward (a chess pawn's capture), a knight's jump of chess other
/// than the two forward ones. Only the shape is looked at: the rules core has already found
/// that the piece, moving as itself, cannot reach the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ChessHabit {
    PawnTwoSquares,
    PawnDiagonal,
    KnightJump,
}

impl ChessHabit {
    fn of(geo: &Geometry, mv: Move, m: &MovementExplanation) -> Option<ChessHabit> {
        let from = mv.from()?;
        // A piece that moves like another here (Annan's backers) was not moved as itself.
        if m.moves_like != m.piece.role {
            return None;
        }
        let files = geo.file_of(from).abs_diff(geo.file_of(mv.to()));
        let (from_rank, to_rank) = (geo.rank_of(from) as isize, geo.rank_of(mv.to()) as isize);
        // Ranks forward, from the mover's side: Sente plays up the board (towards rank a).
        let ahead = match m.piece.color {
            Color::Sente => from_rank - to_rank,
            Color::Gote => to_rank - from_rank,
        };
        match (m.piece.role, files, ahead) {
            (Role::Pawn, 0, 2) => Some(ChessHabit::PawnTwoSquares),
            (Role::Pawn, 1, 1) => Some(ChessHabit::PawnDiagonal),
            // The shogi knight's own jumps, two ahead and one aside, are left out.
            (Role::Knight, 1, -2) | (Role::Knight, 2, 1 | -1) => Some(ChessHabit::KnightJump),
            _ => None,
        }
    }

    /// How the piece moves in shogi instead.
    fn words(self) -> String {
        match self {
            ChessHabit::PawnTwoSquares => t!("rules-habit-pawn-two-squares"),
            ChessHabit::PawnDiagonal => t!("rules-habit-pawn-diagonal"),
            ChessHabit::KnightJump => t!("rules-habit-knight-jump"),
        }
    }
}

/// `reason`, with how the piece moves in shogi after it where the move is one a chess
/// player's habit suggests ("the pawn on 7g cannot reach 7e" told a chess player nothing
/// about the double step: a playtest).
fn with_habit(geo: &Geometry, mv: Move, m: &MovementExplanation, reason: String) -> String {
    match ChessHabit::of(geo, mv, m) {
        Some(habit) => t!("rules-illegal-with-habit", reason = reason, habit = habit.words()),
        None => reason,
    }
}

/// Why none of the moves a typed text may mean can be played: each move's reason, or, when
/// they are pieces of one kind none of which moves so at all, that in one clause ("no pawn
/// can reach 7e"), with the chess habit the text's shape shows where one does. `P-7e` from
/// the start listed nine pawns, each one "cannot reach 7e".
fn illegal_all(geo: &Geometry, reasons: &[(Move, Illegal)]) -> String {
    let plain = |why: &Illegal| match why {
        Illegal::CannotReach { movement: m, blocked: false } if m.reason == BackerReason::NoBackerRule => {
            Some(m.piece.role)
        }
        _ => None,
    };
    let roles: Vec<Option<Role>> = reasons.iter().map(|(_, why)| plain(why)).collect();
    match (reasons, roles.first()) {
        ([_, _, ..], Some(&Some(r))) if roles.iter().all(|&x| x == Some(r)) => {
            let none = t!("rules-role-none", role = r.name());
            let none = t!("rules-illegal-none-can-reach", none = none, to = geo.square_name(reasons[0].0.to()));
            let habit = reasons.iter().find_map(|(mv, why)| match why {
                Illegal::CannotReach { movement: m, .. } => ChessHabit::of(geo, *mv, m),
                _ => None,
            });
            match habit {
                Some(habit) => t!("rules-illegal-with-habit", reason = none, habit = habit.words()),
                None => none,
            }
        }
        _ => reasons.iter().map(|(mv, why)| illegal(geo, *mv, why)).collect::<Vec<_>>().join("; "),
    }
}

/// "P*5b is not legal: a pawn drop may not give checkmate (uchifuzume)".
pub fn not_legal(geo: &Geometry, mv: Move, why: &Illegal) -> String {
    t!("rules-move-illegal", text = mv.usi(geo), reason = illegal(geo, mv, why))
}

/// "`x9` is not a square on this board (files 1-9, ranks a-i)".
fn not_a_square(part: &str, width: usize) -> String {
    let last = char::from(b'a' + width as u8 - 1).to_string();
    t!("rules-not-a-square", square = part, width = width, last = last)
}

/// "G6i-5h or G4i-5h", in the reader's language.
pub(crate) fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!("rules-or", rest = rest.join(", "), last = last.as_str()),
    }
}

/// What is wrong with a move typed at a prompt, as [`Position::parse_move`] found.
pub fn move_input(geo: &Geometry, e: &MoveInputError) -> String {
    let refused = |text: &str, reason: String| t!("rules-move-illegal", text = text, reason = reason);
    match e {
        MoveInputError::Empty => t!("rules-input-empty"),
        MoveInputError::NoLegalMove => t!("rules-input-no-legal-move"),
        MoveInputError::BadNumber { text, count, numbering: Numbering::Legal } => {
            t!("rules-input-bad-number", text = super::excerpt(text), count = *count)
        }
        MoveInputError::BadNumber { text, count, numbering: Numbering::Checks } => {
            t!("rules-input-bad-check-number", text = super::excerpt(text), count = *count)
        }
        MoveInputError::BadNumber { text, count, numbering: Numbering::Touching(_) } => {
            t!("rules-input-bad-marked-number", text = super::excerpt(text), count = *count)
        }
        MoveInputError::BadNumber { text, count, numbering: Numbering::Around(_) } => {
            t!("rules-input-bad-around-number", text = super::excerpt(text), count = *count)
        }
        // One move only: written in a way no move is (a drop marked `+`), not ambiguous.
        MoveInputError::Ambiguous { text, candidates } if candidates.len() == 1 => {
            t!("rules-input-did-you-mean", text = text, move = candidates[0].as_str())
        }
        // Western marks say which, and a beginner knows none of them (a playtest): said.
        MoveInputError::Ambiguous { text, candidates } if text.is_ascii() => {
            let asked = t!("rules-input-ambiguous", text = text, moves = or_list(candidates));
            format!("{asked} ({})", t!("rules-input-western-marks"))
        }
        MoveInputError::Ambiguous { text, candidates } => {
            t!("rules-input-ambiguous", text = text, moves = or_list(candidates))
        }
        MoveInputError::Illegal { text, reasons } => refused(text, illegal_all(geo, reasons)),
        MoveInputError::NotLegalHere { text } => refused(text, t!("rules-illegal-other")),
        MoveInputError::CannotDrop { text, role: r } => refused(text, t!("rules-input-cannot-drop", role = role_a(*r))),
        MoveInputError::NoSuchPiece { text, role: r } => {
            refused(text, t!("rules-input-no-such-piece", role = role(*r)))
        }
        MoveInputError::NoPromotedForm { text, role: r } => {
            format!("{text}: {}", t!("rules-input-no-promoted-form", role = role_a(*r)))
        }
        // Nothing where the square goes (`P*`): no move at all, said with how moves are written.
        MoveInputError::NotASquare { text, part } if part.is_empty() => unreadable(geo, text, true),
        MoveInputError::NotASquare { text, part } => format!("{text}: {}", not_a_square(part, geo.width)),
        MoveInputError::NoPreviousMove { text } => format!("{text}: {}", t!("rules-input-no-previous-move")),
        MoveInputError::NoSuchSquare { text, file, rank } => {
            format!("{text}: {}", t!("rules-input-no-such-square", square = format!("{file}{rank}")))
        }
        MoveInputError::Unreadable { text } => unreadable(geo, text, true),
        MoveInputError::OtherSidesMove { text, side: s } => {
            t!("rules-input-other-sides-move", text = text, side = side(*s), other = side(s.opponent()))
        }
    }
}

/// Why a move given on the command line (`explain --move`, `show --moves`) cannot be played:
/// as [`move_input`] says it at a prompt, but text that is no move at all is not told to
/// "give its number", as no list is shown there to pick from.
pub fn move_argument(geo: &Geometry, e: &MoveInputError) -> String {
    match e {
        MoveInputError::Unreadable { text } => unreadable(geo, text, false),
        MoveInputError::NotASquare { text, part } if part.is_empty() => unreadable(geo, text, false),
        _ => move_input(geo, e),
    }
}

/// Text that is no move at all, with how moves are written on this board; at a prompt, a
/// numbered list may be picked from too.
fn unreadable(geo: &Geometry, text: &str, at_prompt: bool) -> String {
    let [usi, drop, western, _, japanese] = move_examples(geo);
    let text = super::excerpt(text);
    match at_prompt {
        true => {
            t!("rules-input-unreadable", text = text, usi = usi, drop = drop, western = western, japanese = japanese)
        }
        false => {
            t!("rules-argument-unreadable", text = text, usi = usi, drop = drop, western = western, japanese = japanese)
        }
    }
}

/// Moves to show how moves are written, on squares of this board (7g7f on the 5x5 board
/// would be refused): a USI move and drop, a western move and capture with promotion, and a
/// Japanese move.
pub fn move_examples(geo: &Geometry) -> [&'static str; 5] {
    if geo.width == 5 {
        ["5d5c", "P*3c", "P-5c", "Sx2b+", "５三歩"]
    } else {
        ["7g7f", "P*5e", "P-7f", "Sx3c+", "７六歩"]
    }
}

/// A square name typed for a command that is not on this board.
pub fn bad_square(geo: &Geometry, text: &str) -> String {
    not_a_square(text, geo.width)
}

impl fmt::Display for UsiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reason = match &self.kind {
            UsiErrorKind::NotAscii => t!("rules-usi-not-ascii"),
            UsiErrorKind::NotASquare { part, width } => not_a_square(part, *width),
            UsiErrorKind::NotDroppable { part } => t!("rules-usi-not-droppable", piece = part),
            UsiErrorKind::Shape => t!("rules-usi-shape"),
        };
        f.write_str(&t!("rules-usi-error", text = super::excerpt(&self.text), reason = reason))
    }
}

impl std::error::Error for UsiError {}

/// How the game ended: "checkmate: Sente wins".
pub fn outcome(o: Outcome) -> String {
    match o {
        Outcome::Checkmate { winner } => t!("rules-outcome-checkmate", winner = side(winner)),
        Outcome::NoLegalMove { winner } => {
            t!("rules-outcome-no-legal-move", loser = side(winner.opponent()), winner = side(winner))
        }
        Outcome::Repetition { winner: None } => t!("rules-outcome-repetition-draw"),
        Outcome::Repetition { winner: Some(w) } => t!("rules-outcome-repetition-win", winner = side(w)),
        Outcome::PerpetualCheck { winner } => {
            t!("rules-outcome-perpetual-check", loser = side(winner.opponent()), winner = side(winner))
        }
        Outcome::MoveLimit => t!("rules-outcome-move-limit"),
    }
}

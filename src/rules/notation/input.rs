//! Reading moves typed by people. Western and Japanese input is matched against the legal
//! moves' own spellings from [`Position::format_move`], so what a person may type can never
//! disagree with what the board shows. Only when nothing matches is the text taken apart, to
//! find the move that was meant and say which rule forbids it. The answer is data
//! ([`MoveInputError`]); `crate::i18n::rules::move_input` words it.

use super::japanese_name;
use crate::rules::geometry::{bit, squares, Bitboard, Geometry, Square};
use crate::rules::legality::Illegal;
use crate::rules::moves::{Move, MoveList, UsiError, UsiErrorKind};
use crate::rules::position::Position;
use crate::rules::types::{Color, Role};

/// Why typed text is not a legal move in the position. `text` is what was typed, trimmed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveInputError {
    /// Nothing was typed.
    Empty,
    /// The position has no legal move, so no number picks one.
    NoLegalMove,
    /// A number outside 1..=`count` of the moves `numbering` counts through.
    BadNumber { text: String, count: usize, numbering: Numbering },
    /// The text fits several legal moves, spelled here in the notation it was written in.
    Ambiguous { text: String, candidates: Vec<String> },
    /// The move (or moves) the text describes, each with the rule it breaks.
    Illegal { text: String, reasons: Vec<(Move, Illegal)> },
    /// The text describes a move that matches no legal move, yet no rule is found against
    /// it: never expected.
    NotLegalHere { text: String },
    /// A drop of a role that is never held in hand (a king, a promoted piece).
    CannotDrop { text: String, role: Role },
    /// No piece of this role of the side to move is on the board.
    NoSuchPiece { text: String, role: Role },
    /// `+` before a role that has no promoted form.
    NoPromotedForm { text: String, role: Role },
    /// `part` names no square on this board.
    NotASquare { text: String, part: String },
    /// Japanese 同 (the last move's square) with no last move.
    NoPreviousMove { text: String },
    /// Japanese digits for a square off this board (`99` on the 5x5 board).
    NoSuchSquare { text: String, file: usize, rank: usize },
    /// Not a move in any notation.
    Unreadable { text: String },
    /// The text is a legal move of the other side: `side` is the side to move (a record's
    /// moves typed without the replies between, `P-7f P-2f`).
    OtherSidesMove { text: String, side: Color },
}

/// Whether typed text is a number from a list of moves rather than a move (digits alone,
/// spaces around them allowed): what [`Position::parse_move_numbered`] reads as one.
pub fn is_list_number(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Which moves a number typed at a prompt counts through, sorted by USI in every case. A
/// mate puzzle lists the checks alone (every attacker move must check, and all 170 moves of a
/// shogi position filled a 24-row window), and a lesson step the moves of the squares its
/// text points at (257 legal moves in annan-checkmate), so their numbers must pick from those
/// shorter lists.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Numbering {
    /// Every legal move.
    #[default]
    Legal,
    /// The legal moves that give check.
    Checks,
    /// The legal moves from or onto one of these squares (drops onto them included).
    Touching(Bitboard),
    /// The legal moves from or onto one of these squares or a square next to one of them
    /// (a king's step away): a lesson step whose marked squares alone hold too few moves.
    Around(Bitboard),
}

impl MoveInputError {
    /// Whether the text was read as a move (one the rules refuse, or that could be several),
    /// rather than as no move at all: what `explain` judges as a move where a square is asked.
    pub fn reads_as_a_move(&self) -> bool {
        !matches!(
            self,
            MoveInputError::Empty
                | MoveInputError::NoLegalMove
                | MoveInputError::BadNumber { .. }
                | MoveInputError::NotASquare { .. }
                | MoveInputError::NoSuchSquare { .. }
                | MoveInputError::Unreadable { .. }
        )
    }
}

/// Whether `e` says the side to move has no piece that makes the move at all (none of that
/// role, none in hand, none reaching the square), rather than a rule its own move breaks.
fn not_ours(e: &MoveInputError) -> bool {
    match e {
        MoveInputError::NoSuchPiece { .. } | MoveInputError::CannotDrop { .. } => true,
        MoveInputError::Illegal { reasons, .. } => reasons.iter().all(|(_, why)| {
            matches!(
                why,
                Illegal::CannotReach { .. } | Illegal::NotInHand(_) | Illegal::OwnPieceOnTarget | Illegal::EmptyOrigin
            )
        }),
        _ => false,
    }
}

/// How a move was written, for echoing alternatives back in the same notation.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Written {
    Western,
    Japanese,
}

/// What a western or Japanese move that may promote or not means without its mark (`S-3c`,
/// `３三銀`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unmarked {
    /// Nothing yet: the text could be either, and the person is asked which (a player's
    /// `R-3b` read as not promoting lost a puzzle whose mate is `R-3b+`).
    Asked,
    /// Not promoting: the lessons, which teach promotion only after their first captures in
    /// the enemy camp (a beginner asked "+ or =" before either was taught was lost), and
    /// say after the move that it did not promote.
    NotPromoting,
}

/// A USI move typed with a separator between its squares, as people write coordinates
/// (`7g-7f`, `7g 7f`, `5fx5e`, `2c2b=` for not promoting): the USI text (`7g7f`), else `None`.
/// A beginner's `7g-7f` was "not a move" (a playtest).
fn joined_usi(text: &str) -> Option<String> {
    let joined: String = text.chars().filter(|c| !matches!(c, '-' | 'x' | 'X' | ' ')).collect();
    let body = joined.strip_suffix('=').unwrap_or(&joined);
    let squares = body.strip_suffix('+').unwrap_or(body).as_bytes();
    let square = |b: &[u8]| b[0].is_ascii_digit() && b[1].is_ascii_alphabetic();
    let usi = squares.len() == 4 && square(&squares[..2]) && square(&squares[2..]);
    (usi && body != text).then(|| body.to_string())
}

/// The notation `text` is written in, to spell the moves it could mean back in it.
fn written_as(text: &str) -> Written {
    if text.is_ascii() {
        Written::Western
    } else {
        Written::Japanese
    }
}

/// The move a piece of text describes, before legality: enough to ask the rules why not.
struct Intent {
    written: Written,
    role: Role,
    from: Option<Square>,
    to: Square,
    /// `Some(true)` for a drop, `Some(false)` for a board move, `None` when the text does
    /// not say (Japanese without 打, western without its separator: `P5e`).
    drop: Option<bool>,
    promote: bool,
}

const KANJI_DIGITS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

impl Position {
    /// The legal moves in the order people pick them by number: sorted by USI.
    pub fn numbered_moves(&self) -> Vec<Move> {
        self.numbered_by(Numbering::Legal)
    }

    /// The moves `numbering` counts through, in the order people pick them by number.
    pub fn numbered_by(&self, numbering: Numbering) -> Vec<Move> {
        let mut moves: Vec<Move> = match numbering {
            Numbering::Legal => self.legal_move_list().to_vec(),
            Numbering::Checks => {
                let mut checks = MoveList::new();
                self.checking_moves(&mut checks);
                checks.to_vec()
            }
            Numbering::Touching(marked) => self.touching(marked),
            Numbering::Around(marked) => {
                self.touching(squares(marked).fold(marked, |acc, sq| acc | self.geo.king_attacks(sq)))
            }
        };
        moves.sort_by_cached_key(|m| m.usi(self.geo));
        moves
    }

    /// The legal moves from or onto one of `squares`, drops onto them included.
    fn touching(&self, squares: Bitboard) -> Vec<Move> {
        let touches = |m: &&Move| (m.from().map_or(0, bit) | bit(m.to())) & squares != 0;
        self.legal_move_list().iter().filter(touches).copied().collect()
    }

    /// Reads a move as a person types it: USI (`7g7f`, `P*5e`), western (`P-7f`, `Sx3c+`,
    /// `S-3c=`, `G6i-5h`), Japanese (`７六歩`, `76歩`, `同歩`, `５五歩打`, `３三銀成`,
    /// `３三銀不成`), or the number of a move in [`Position::numbered_moves`]. A move that may
    /// promote or not is written with its mark in western and Japanese (`S-3c+`, `S-3c=`,
    /// `３三銀不成`): without it (`S-3c`, `３三銀`) the text is ambiguous; in USI no mark means
    /// not promoting. `previous_to` is where the last
    /// move went, which Japanese 同 refers to. The error says what is wrong: the rule the
    /// move breaks, the moves an ambiguous text could mean, or what was not understood.
    pub fn parse_move(&self, text: &str, previous_to: Option<Square>) -> Result<Move, MoveInputError> {
        self.parse_move_numbered(text, previous_to, Numbering::Legal)
    }

    /// [`Position::parse_move`], a number picking from the moves `numbering` counts through
    /// (the list the person was shown).
    pub fn parse_move_numbered(
        &self,
        text: &str,
        previous_to: Option<Square>,
        numbering: Numbering,
    ) -> Result<Move, MoveInputError> {
        self.parse_move_as(text, previous_to, numbering, Unmarked::Asked)
    }

    /// [`Position::parse_move_numbered`], with what a western or Japanese move that may
    /// promote or not means when its mark is left out.
    pub fn parse_move_as(
        &self,
        text: &str,
        previous_to: Option<Square>,
        numbering: Numbering,
        unmarked: Unmarked,
    ) -> Result<Move, MoveInputError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(MoveInputError::Empty);
        }
        // Chess variants (crazyhouse) write a drop `S@3b`: read as the `S*3b` it means (a
        // chess player's first drop was refused, in a playtest). Refused, it is refused as
        // typed, so the reason quotes what the person wrote.
        if let Some(starred) = text.contains('@').then(|| text.replace('@', "*")) {
            if let Ok(mv) = self.parse_move_as(&starred, previous_to, numbering, unmarked) {
                return Ok(mv);
            }
        }
        if is_list_number(text) {
            return self.numbered(text, numbering);
        }
        let joined = joined_usi(text);
        match Move::parse_typed_usi(joined.as_deref().unwrap_or(text), self.geo) {
            Ok(mv) => {
                return self.check_move(mv).map(|()| mv).map_err(|why| match why {
                    Illegal::NotYourPiece { .. } if self.with_turn_passed().is_legal(mv) => {
                        MoveInputError::OtherSidesMove { text: text.to_string(), side: self.side }
                    }
                    why => MoveInputError::Illegal { text: text.to_string(), reasons: vec![(mv, why)] },
                });
            }
            // A USI move of the 9x9 board typed on the 5x5 one (`7g7f` in minishogi): the
            // square it names is off this board, which says more than "not a move".
            Err(UsiError { kind: UsiErrorKind::NotASquare { part, .. }, .. })
                if Move::parse_typed_usi(text, Geometry::get(9)).is_ok() =>
            {
                return Err(MoveInputError::NotASquare { text: text.to_string(), part });
            }
            Err(_) => {}
        }
        let wanted = normalize(text);
        // Generated once: the spellings, a square alone and a promotion left open all ask it.
        let legal = self.legal_move_list();
        let found: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&mv| self.spellings(mv, previous_to).iter().any(|s| normalize(s) == wanted))
            .collect();
        if let Some(to) = self.geo.parse_typed_square(text).filter(|_| found.is_empty() && text.is_ascii()) {
            if let Some(read) = self.moved_to(&legal, text, to, previous_to, unmarked) {
                return read;
            }
        }
        match found.as_slice() {
            [mv] => match self.promotion_left_out(&legal, *mv, &wanted).filter(|_| unmarked == Unmarked::Asked) {
                Some(promoting) => Err(MoveInputError::Ambiguous {
                    text: text.to_string(),
                    candidates: self.spell(&[promoting, *mv], written_as(text), previous_to),
                }),
                None => Ok(*mv),
            },
            [] => Err(match self.why_not(text, previous_to) {
                // Said only where the side to move has no such move at all: a rule it breaks
                // with a move of its own (its king left in check, a second pawn on a file) is
                // what it needs to hear, even when the other side could play the same text.
                e if not_ours(&e) && self.other_sides_move(&wanted, previous_to) => {
                    MoveInputError::OtherSidesMove { text: text.to_string(), side: self.side }
                }
                e => e,
            }),
            several => Err(MoveInputError::Ambiguous {
                text: text.to_string(),
                candidates: self.spell(several, written_as(text), previous_to),
            }),
        }
    }

    /// A square typed alone (`7f`, as a beginner writes a move): the one legal move onto it,
    /// else the moves it could mean (a promotion and its refusal count as one move where
    /// `unmarked` says so); `None` when no move goes there, for the reasons of the rules.
    fn moved_to(
        &self,
        legal: &[Move],
        text: &str,
        to: Square,
        previous_to: Option<Square>,
        unmarked: Unmarked,
    ) -> Option<Result<Move, MoveInputError>> {
        let onto: Vec<Move> = legal.iter().copied().filter(|m| m.to() == to).collect();
        let declined = |m: &Move| m.from().is_some_and(|from| onto.contains(&Move::normal(from, to, false)));
        let moves: Vec<Move> = match unmarked {
            Unmarked::NotPromoting => onto.iter().copied().filter(|m| !(m.promotes() && declined(m))).collect(),
            Unmarked::Asked => onto.clone(),
        };
        match moves.as_slice() {
            [] => None,
            [mv] => Some(Ok(*mv)),
            several => Some(Err(MoveInputError::Ambiguous {
                text: text.to_string(),
                candidates: self.spell(several, Written::Western, previous_to),
            })),
        }
    }

    /// The promotion `mv` could have been, when `mv` (legal, read from western or Japanese
    /// text normalized to `wanted`) does not promote, may, and the text does not say so
    /// (`=`, 不成): both notations write a promotion that is left open with its mark, and a
    /// player who left it out lost a puzzle to `R-3b` read as `R-3b=` where `R-3b+` mates
    /// (a playtest). USI has no mark for declining, so its `3d3b` stays the move it names.
    fn promotion_left_out(&self, legal: &[Move], mv: Move, wanted: &str) -> Option<Move> {
        let from = mv.from()?;
        let promoting = Move::normal(from, mv.to(), true);
        let declined = wanted.ends_with('=') || wanted.ends_with("不成");
        (!mv.promotes() && !declined && legal.contains(&promoting)).then_some(promoting)
    }

    /// Whether the side not to move has a legal move written `wanted` (normalized), were it
    /// its turn.
    fn other_sides_move(&self, wanted: &str, previous_to: Option<Square>) -> bool {
        let other = self.with_turn_passed();
        let moves = other.legal_move_list();
        // With the side to move in check, the other side could take the king: no move to name.
        let takes_king = |mv: Move| other.piece_at(mv.to()).is_some_and(|p| p.role == Role::King);
        moves
            .iter()
            .filter(|&&mv| !takes_king(mv))
            .any(|&mv| other.spellings(mv, previous_to).iter().any(|s| normalize(s) == wanted))
    }

    fn numbered(&self, text: &str, numbering: Numbering) -> Result<Move, MoveInputError> {
        let moves = self.numbered_by(numbering);
        match text.parse::<usize>() {
            Ok(n) if (1..=moves.len()).contains(&n) => Ok(moves[n - 1]),
            _ if self.legal_move_list().is_empty() => Err(MoveInputError::NoLegalMove),
            _ => Err(MoveInputError::BadNumber { text: text.to_string(), count: moves.len(), numbering }),
        }
    }

    /// Every way of writing `mv` this parser accepts (compared after [`normalize`]).
    fn spellings(&self, mv: Move, previous_to: Option<Square>) -> Vec<String> {
        let mut out = vec![self.western(mv), self.western_spelling(mv, true), self.japanese(mv, None)];
        if previous_to == Some(mv.to()) {
            out.push(self.japanese(mv, previous_to));
        }
        if mv.is_drop() {
            out.extend(
                out.iter()
                    .filter(|s| !s.is_ascii() && !s.ends_with('打'))
                    .map(|s| format!("{s}打"))
                    .collect::<Vec<_>>(),
            );
        }
        // Western without its separator (`P5e`, `Sx3c` as `S3c`): read as the move or the drop
        // it may be, and asked which where both are legal.
        let bare: Vec<String> = out
            .iter()
            .filter(|s| s.is_ascii())
            .filter_map(|s| s.find(['-', 'x', '*']).map(|i| format!("{}{}", &s[..i], &s[i + 1..])))
            .collect();
        out.extend(bare);
        let declined: Vec<String> = out
            .iter()
            .filter_map(|s| s.strip_suffix('=').or_else(|| s.strip_suffix("不成")))
            .map(str::to_string)
            .collect();
        // A move with no promotion to decline may still be written declining it (`P-7f=`,
        // `７六歩不成`): the mark changes nothing, so it is taken.
        if declined.is_empty() && !mv.is_drop() {
            let marked: Vec<String> = out
                .iter()
                .filter(|s| !s.ends_with('+') && !s.ends_with('成'))
                .flat_map(|s| [format!("{s}="), format!("{s}不成")])
                .collect();
            out.extend(marked);
        }
        out.extend(declined);
        out
    }

    fn spell(&self, moves: &[Move], written: Written, previous_to: Option<Square>) -> Vec<String> {
        moves
            .iter()
            .map(|&m| match written {
                Written::Western => self.western(m),
                Written::Japanese => self.japanese(m, previous_to),
            })
            .collect()
    }

    /// Why no legal move matches `text`: the rule broken by the move it describes, the legal
    /// moves it could mean, or what was not understood.
    fn why_not(&self, text: &str, previous_to: Option<Square>) -> MoveInputError {
        let intent = match self.western_intent(text).or_else(|| self.japanese_intent(text, previous_to)) {
            Some(Ok(intent)) => intent,
            Some(Err(e)) => return e,
            None => return MoveInputError::Unreadable { text: text.to_string() },
        };
        let us = self.side;
        let mut tries: Vec<Move> = Vec::new();
        let in_hand = Role::HAND.contains(&intent.role) && self.hands[us.index()][intent.role.index()] > 0;
        if intent.drop == Some(true) && Role::HAND.contains(&intent.role) || intent.drop.is_none() && in_hand {
            tries.push(Move::drop(intent.role, intent.to));
        }
        if intent.drop != Some(true) {
            let origins = match intent.from {
                Some(from) => vec![from],
                None => squares(self.pieces(us, intent.role)).collect(),
            };
            tries.extend(origins.into_iter().map(|from| Move::normal(from, intent.to, intent.promote)));
        }
        let text = text.to_string();
        let legal: Vec<Move> = tries.iter().copied().filter(|&m| self.is_legal(m)).collect();
        if !legal.is_empty() {
            return MoveInputError::Ambiguous { candidates: self.spell(&legal, intent.written, previous_to), text };
        }
        let role = intent.role;
        match tries.as_slice() {
            [] if intent.drop == Some(true) => MoveInputError::CannotDrop { text, role },
            [] => MoveInputError::NoSuchPiece { text, role },
            _ => {
                let reasons: Vec<(Move, Illegal)> =
                    tries.iter().filter_map(|&m| self.check_move(m).err().map(|why| (m, why))).collect();
                if reasons.is_empty() {
                    MoveInputError::NotLegalHere { text }
                } else {
                    MoveInputError::Illegal { text, reasons }
                }
            }
        }
    }

    /// `P-7f`, `+Bx5e`, `G6i-5h`, `S-3c=`, `P*5e`: `None` when the text is not western.
    fn western_intent(&self, text: &str) -> Option<Result<Intent, MoveInputError>> {
        let (promoted, rest) = match text.strip_prefix('+') {
            Some(r) => (true, r),
            None => (false, text),
        };
        let mut chars = rest.chars();
        let base = chars.next().filter(char::is_ascii_alphabetic).and_then(Role::from_letter)?;
        let rest = chars.as_str();
        let (origin, tail, drop) = match rest.find(['-', 'x', 'X', '*']) {
            Some(sep) => (&rest[..sep], &rest[sep + 1..], Some(&rest[sep..sep + 1] == "*")),
            // `P5e`: the piece and the square, moved there or dropped. Only where the rest is
            // a square: a word that starts with a piece's letter (`sair`) is still no move.
            None => {
                self.geo.parse_typed_square(rest.strip_suffix(['+', '=']).unwrap_or(rest))?;
                ("", rest, None)
            }
        };
        let (dest, promote) = match tail.strip_suffix('+') {
            Some(d) => (d, true),
            None => (tail.strip_suffix('=').unwrap_or(tail), false),
        };
        let role = if promoted {
            match base.promoted() {
                Some(r) => r,
                None => return Some(Err(MoveInputError::NoPromotedForm { text: text.to_string(), role: base })),
            }
        } else {
            base
        };
        let not_a_square = |part: &str| MoveInputError::NotASquare { text: text.to_string(), part: part.to_string() };
        let Some(to) = self.geo.parse_typed_square(dest) else {
            return Some(Err(not_a_square(dest)));
        };
        let from = match origin {
            "" => None,
            o => match self.geo.parse_typed_square(o) {
                Some(sq) => Some(sq),
                None => return Some(Err(not_a_square(o))),
            },
        };
        Some(Ok(Intent { written: Written::Western, role, from, to, drop, promote }))
    }

    /// `７六歩`, `76歩`, `同歩`, `５五歩打`, `３三銀成`, `５八金右`: `None` when not Japanese.
    fn japanese_intent(&self, text: &str, previous_to: Option<Square>) -> Option<Result<Intent, MoveInputError>> {
        let t = normalize(text);
        let (to, rest) = if let Some(rest) = t.strip_prefix('同') {
            match previous_to {
                Some(sq) => (sq, rest),
                None => return Some(Err(MoveInputError::NoPreviousMove { text: text.to_string() })),
            }
        } else {
            let mut chars = t.chars();
            let file = chars.next()?.to_digit(10)? as usize;
            let rank = chars.next()?.to_digit(10)? as usize;
            let rest = chars.as_str();
            match self.geo.square(file, rank) {
                Some(sq) => (sq, rest),
                None => return Some(Err(MoveInputError::NoSuchSquare { text: text.to_string(), file, rank })),
            }
        };
        // Longest names first, so 成銀 (promoted silver) is not read as 成 + 銀.
        let mut roles: Vec<Role> = Role::ALL.to_vec();
        roles.sort_by_key(|r| std::cmp::Reverse(japanese_name(*r).chars().count()));
        let role = roles.into_iter().find(|r| rest.starts_with(japanese_name(*r)))?;
        let marks = &rest[japanese_name(role).len()..];
        let drop = marks.contains('打').then_some(true);
        let promote = marks.ends_with('成') && !marks.ends_with("不成");
        Some(Ok(Intent { written: Written::Japanese, role, from: None, to, drop, promote }))
    }
}

/// The form spellings are compared in: no spaces, ASCII digits (`７` and `七` become `7`),
/// one kanji per piece name (竜 = 龍, 王 = 玉, 全 = 成銀, ...), `x` = `-`, upper case.
fn normalize(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            c if c.is_whitespace() => {}
            '０'..='９' => out.push(char::from(b'0' + (c as u32 - '０' as u32) as u8)),
            '竜' => out.push('龍'),
            '王' => out.push('玉'),
            '全' => out.push_str("成銀"),
            '圭' => out.push_str("成桂"),
            '杏' => out.push_str("成香"),
            'x' | 'X' => out.push('-'),
            c => match KANJI_DIGITS.iter().position(|&k| k == c) {
                Some(i) => out.push(char::from(b'1' + i as u8)),
                None => out.push(c.to_ascii_uppercase()),
            },
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::MoveInputError as E;
    use super::{Numbering, Unmarked};
    use crate::rules::{bit, BackerReason, Color, Illegal, Move, Position, Role, Rules, Variant};

    fn pos(variant: Variant, sfen: &str) -> Position {
        Position::from_sfen(Rules::new(variant), sfen).unwrap()
    }

    fn usi(p: &Position, text: &str, previous: Option<&str>) -> Result<String, E> {
        let previous_to = previous.map(|s| p.geometry().parse_square(s).unwrap());
        p.parse_move(text, previous_to).map(|m| m.usi(p.geometry()))
    }

    /// The one rule broken by the move `text` describes.
    fn reason(p: &Position, text: &str) -> Illegal {
        match usi(p, text, None) {
            Err(E::Illegal { reasons, .. }) if reasons.len() == 1 => reasons[0].1.clone(),
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn western_without_its_separator_is_the_move_or_the_drop_it_can_only_be() {
        let p = pos(Variant::Shogi, "4k4/9/9/9/9/9/4P4/1B7/4K4 b P 1");
        assert_eq!(usi(&p, "P5f", None).unwrap(), "5g5f", "the drop on file 5 would be nifu");
        assert_eq!(usi(&p, "P4f", None).unwrap(), "P*4f");
        assert_eq!(usi(&p, "B3c+", None).unwrap(), "8h3c+");
        assert_eq!(usi(&p, "B3c=", None).unwrap(), "8h3c");
        // A silver on 5h and one in hand both reach 5g: which, the person is asked.
        let both = pos(Variant::Shogi, "4k4/9/9/9/9/9/9/4S4/4K4 b S 1");
        let asked = usi(&both, "S5g", None);
        assert!(matches!(&asked, Err(E::Ambiguous { candidates, .. }) if candidates.len() == 2), "{asked:?}");
        // A word that starts with a piece's letter is still no move; an illegal one says why.
        assert!(matches!(usi(&p, "sair", None), Err(E::Unreadable { .. })));
        assert!(matches!(usi(&p, "P5d", None), Err(E::Illegal { .. })), "{:?}", usi(&p, "P5d", None));
    }

    #[test]
    fn opening_pawn_in_every_notation_and_by_number() {
        let p = Position::startpos(Rules::new(Variant::Shogi));
        for text in ["7g7f", "P-7f", "p-7f", "P7g-7f", "７六歩", "76歩", "7六歩", " ７ 六 歩 "] {
            assert_eq!(usi(&p, text, None).as_deref(), Ok("7g7f"), "{text}");
        }
        let numbered = p.numbered_moves();
        let n = numbered.iter().position(|m| m.usi(p.geometry()) == "7g7f").unwrap() + 1;
        assert_eq!(usi(&p, &n.to_string(), None).as_deref(), Ok("7g7f"));
        let bad = |text: &str| E::BadNumber { text: text.into(), count: 30, numbering: Numbering::Legal };
        assert_eq!(usi(&p, "0", None), Err(bad("0")));
        assert_eq!(usi(&p, "31", None), Err(bad("31")));
    }

    #[test]
    fn numbers_touching_squares_count_through_the_moves_from_and_onto_them() {
        // The rook on 9i and the square 5b, with a gold in hand: the rook's moves (promoting
        // or not in the zone) and the gold's drop on 5b, and none of the king's nor the
        // gold's other drops.
        let p = pos(Variant::Shogi, "4k4/9/9/9/9/9/9/9/R3K4 b G 1");
        let g = p.geometry();
        let squares = bit(g.parse_square("9i").unwrap()) | bit(g.parse_square("5b").unwrap());
        let touching = Numbering::Touching(squares);
        let listed: Vec<String> = p.numbered_by(touching).iter().map(|m| m.usi(g)).collect();
        let mut expected: Vec<String> =
            ["9h", "9g", "9f", "9e", "9d", "9c", "9c+", "9b", "9b+", "9a", "9a+", "8i", "7i", "6i"]
                .iter()
                .map(|to| format!("9i{to}"))
                .chain(["G*5b".to_string()])
                .collect();
        expected.sort();
        assert_eq!(listed, expected);
        let pick = |text: &str| p.parse_move_numbered(text, None, touching).map(|m| m.usi(g));
        assert_eq!(pick("1").as_deref(), Ok(listed[0].as_str()));
        assert_eq!(pick("15").as_deref(), Ok("G*5b"));
        assert_eq!(pick("16"), Err(E::BadNumber { text: "16".into(), count: 15, numbering: touching }));
    }

    #[test]
    fn squares_in_upper_case_are_the_same_squares() {
        let p = Position::startpos(Rules::new(Variant::Shogi));
        for text in ["7G7F", "P-7F", "P7G-7F"] {
            assert_eq!(usi(&p, text, None).as_deref(), Ok("7g7f"), "{text}");
        }
        // Refused for the rule it breaks, not for a square `7E` that is not one.
        assert!(matches!(usi(&p, "P-7E", None), Err(E::Illegal { .. })), "{:?}", usi(&p, "P-7E", None));
        assert!(matches!(usi(&p, "2G2C", None), Err(E::Illegal { .. })), "{:?}", usi(&p, "2G2C", None));
    }

    #[test]
    fn the_other_sides_move_is_told_as_such() {
        let mut p = Position::startpos(Rules::new(Variant::Shogi));
        p.play(Move::parse_usi("7g7f", p.geometry()).unwrap());
        // Sente's second move typed without Gote's reply between, in both notations.
        for text in ["P-2f", "２六歩"] {
            let told = usi(&p, text, None);
            assert_eq!(told, Err(E::OtherSidesMove { text: text.to_string(), side: Color::Gote }));
        }
        // Sente in check from the rook on 2i: P-5e leaves the king in check, and that is what
        // is said, though Gote's pawn on 5d could go to 5e.
        let checked = pos(Variant::Shogi, "4k4/9/9/4p4/9/4P4/9/9/4K2r1 b - 1");
        match usi(&checked, "P-5e", None) {
            Err(E::Illegal { reasons, .. }) => {
                assert!(matches!(reasons[..], [(_, Illegal::StaysInCheck { .. })]), "{reasons:?}")
            }
            other => panic!("{other:?}"),
        }
        // In USI too: the pawn on 2g is Sente's.
        let told = usi(&p, "2g2f", None);
        assert_eq!(told, Err(E::OtherSidesMove { text: "2g2f".to_string(), side: Color::Gote }));
        // A move neither side can make is still explained by the rules it breaks.
        assert!(matches!(usi(&p, "P-7f", None), Err(E::Illegal { .. })));
        assert_eq!(usi(&p, "P-3d", None).as_deref(), Ok("3c3d"));
    }

    #[test]
    fn promotion_marks_and_declining() {
        let p = pos(Variant::Shogi, "4k4/9/6p2/5S3/9/9/9/9/4K4 b - 1");
        assert_eq!(usi(&p, "Sx3c+", None).as_deref(), Ok("4d3c+"));
        assert_eq!(usi(&p, "S-3c+", None).as_deref(), Ok("4d3c+"));
        assert_eq!(usi(&p, "Sx3c=", None).as_deref(), Ok("4d3c"));
        // Without its mark a move that may promote is either: asked, in the notation typed.
        let asked = |text: &str| match usi(&p, text, None) {
            Err(E::Ambiguous { candidates, .. }) => candidates,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(asked("Sx3c"), ["Sx3c+", "Sx3c="]);
        assert_eq!(asked("S3c"), ["Sx3c+", "Sx3c="]);
        assert_eq!(asked("33銀"), ["３三銀成", "３三銀不成"]);
        assert_eq!(usi(&p, "4d3c", None).as_deref(), Ok("4d3c"), "USI has no mark for declining");
        // The lessons read it as not promoting (and say so after the move).
        let lesson = |text: &str| p.parse_move_as(text, None, Numbering::Legal, Unmarked::NotPromoting);
        assert_eq!(lesson("Sx3c").map(|m| m.usi(p.geometry())).as_deref(), Ok("4d3c"));
        assert_eq!(lesson("33銀").map(|m| m.usi(p.geometry())).as_deref(), Ok("4d3c"));
        // Declining a promotion the move does not offer changes nothing: the move is taken.
        let start = Position::startpos(Rules::new(Variant::Shogi));
        for text in ["P-7f=", "７六歩不成", "76歩不成"] {
            assert_eq!(usi(&start, text, None).as_deref(), Ok("7g7f"), "{text}");
        }
        assert!(usi(&start, "P-7f+", None).is_err(), "a promotion the move does not offer is not taken");
        assert_eq!(usi(&p, "３三銀成", None).as_deref(), Ok("4d3c+"));
        assert_eq!(usi(&p, "３三銀不成", None).as_deref(), Ok("4d3c"));
        assert_eq!(usi(&p, "同銀成", Some("3c")).as_deref(), Ok("4d3c+"));
        assert_eq!(usi(&p, "同　銀不成", Some("3c")).as_deref(), Ok("4d3c"));
    }

    #[test]
    fn coordinates_with_a_separator_and_a_square_alone_read_as_the_move() {
        // A beginner's `7g-7f` and `7f` were "not a move" (a playtest).
        let start = Position::startpos(Rules::new(Variant::Shogi));
        for text in ["7g-7f", "7g 7f", "7gx7f", "7G-7F", "7f", "7F"] {
            assert_eq!(usi(&start, text, None).as_deref(), Ok("7g7f"), "{text}");
        }
        // A square several moves reach asks which; one none reaches is refused as before.
        assert!(matches!(usi(&start, "7h", None), Err(E::Ambiguous { candidates, .. }) if candidates.len() == 3));
        assert!(usi(&start, "5e", None).is_err());
        // `=` after coordinates declines; the lessons read a bare square as not promoting.
        let p = pos(Variant::Shogi, "4k4/9/6p2/5S3/9/9/9/9/4K4 b - 1");
        assert_eq!(usi(&p, "4d-3c=", None).as_deref(), Ok("4d3c"));
        assert_eq!(usi(&p, "4d-3c+", None).as_deref(), Ok("4d3c+"));
        assert!(matches!(usi(&p, "3c", None), Err(E::Ambiguous { .. })));
        let lesson = p.parse_move_as("3c", None, Numbering::Legal, Unmarked::NotPromoting);
        assert_eq!(lesson.map(|m| m.usi(p.geometry())).as_deref(), Ok("4d3c"));
    }

    #[test]
    fn drops_with_and_without_uchi() {
        let p = pos(Variant::Shogi, "4k4/9/9/9/9/9/9/9/4K3G b GP 1");
        assert_eq!(usi(&p, "P*5e", None).as_deref(), Ok("P*5e"));
        assert_eq!(usi(&p, "５五歩", None).as_deref(), Ok("P*5e"));
        assert_eq!(usi(&p, "５五歩打", None).as_deref(), Ok("P*5e"));
        // The gold on 1i can also go to 1h: 打 tells the drop from the board move.
        assert_eq!(usi(&p, "１八金打", None).as_deref(), Ok("G*1h"));
        assert_eq!(usi(&p, "１八金", None).as_deref(), Ok("1i1h"));
        assert_eq!(usi(&p, "G*1h", None).as_deref(), Ok("G*1h"));
        assert_eq!(usi(&p, "G-1h", None).as_deref(), Ok("1i1h"));
        // A chess variant's drop sign.
        assert_eq!(usi(&p, "G@1h", None).as_deref(), Ok("G*1h"));
        assert_eq!(usi(&p, " P@5e ", None).as_deref(), Ok("P*5e"));
        // Refused as typed.
        assert!(
            matches!(p.parse_move("P@5z", None), Err(E::Unreadable { text } | E::NotASquare { text, .. }) if text == "P@5z")
        );
    }

    #[test]
    fn two_golds_need_the_origin_or_a_japanese_marker() {
        let p = pos(Variant::Shogi, "4k4/9/9/9/9/9/9/9/3GKG3 b - 1");
        assert_eq!(usi(&p, "G6i-5h", None).as_deref(), Ok("6i5h"));
        assert_eq!(usi(&p, "５八金右", None).as_deref(), Ok("4i5h"));
        let candidates = |text: &str| match usi(&p, text, None) {
            Err(E::Ambiguous { candidates, .. }) => candidates,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(candidates("G-5h"), ["G6i-5h", "G4i-5h"]);
        assert_eq!(candidates("５八金"), ["５八金左", "５八金右"]);
    }

    #[test]
    fn illegal_moves_get_the_rule_in_every_notation() {
        let p = pos(Variant::Annan, "8k/9/9/9/4S4/9/9/9/K8 b - 1");
        for text in ["5e5a", "S-5a", "S5e-5a", "５一銀"] {
            match reason(&p, text) {
                Illegal::CannotReach { movement, blocked: false } => {
                    assert!(matches!(movement.reason, BackerReason::EmptyBehind(_)), "{text}: {movement:?}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        let p = pos(Variant::Shogi, "4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
        for text in ["P*5e", "５五歩打"] {
            assert_eq!(reason(&p, text), Illegal::Nifu { file: 5 }, "{text}");
        }
        // Without 打 the text could also mean the pawn on 5g: both moves get their reason.
        match usi(&p, "５五歩", None) {
            Err(E::Illegal { reasons, .. }) => {
                assert_eq!(reasons.len(), 2);
                assert!(reasons.iter().any(|(_, why)| *why == Illegal::Nifu { file: 5 }), "{reasons:?}");
            }
            other => panic!("{other:?}"),
        }
        let p = pos(Variant::Shogi, "4k4/8P/9/9/9/9/9/9/4K4 b - 1");
        assert_eq!(reason(&p, "P-1a"), Illegal::MustPromote { role: Role::Pawn, rule: None });
    }

    #[test]
    fn a_usi_move_of_the_big_board_names_its_square_off_the_small_one() {
        let p = pos(Variant::Minishogi, "rbsgk/4p/5/P4/KGSBR b - 1");
        let err = |text: &str| p.parse_move(text, None).unwrap_err();
        assert_eq!(err("7g7f"), E::NotASquare { text: "7g7f".into(), part: "7g".into() });
        assert_eq!(err("5e6e"), E::NotASquare { text: "5e6e".into(), part: "6e".into() });
        assert_eq!(err("P*9a"), E::NotASquare { text: "P*9a".into(), part: "9a".into() });
        assert!(matches!(err("zz"), E::Unreadable { .. }));
    }

    #[test]
    fn nonsense_gets_a_reason_not_a_panic() {
        let p = Position::startpos(Rules::new(Variant::Minishogi));
        let err = |text: &str| p.parse_move(text, None).unwrap_err();
        assert_eq!(err(""), E::Empty);
        assert_eq!(err("hello"), E::Unreadable { text: "hello".into() });
        assert_eq!(err("同歩"), E::NoPreviousMove { text: "同歩".into() });
        assert_eq!(err("S-9z"), E::NotASquare { text: "S-9z".into(), part: "9z".into() });
        assert_eq!(err("99歩"), E::NoSuchSquare { text: "99歩".into(), file: 9, rank: 9 });
        assert_eq!(err("+K-5d"), E::NoPromotedForm { text: "+K-5d".into(), role: Role::King });
        assert_eq!(err("N-3c"), E::NoSuchPiece { text: "N-3c".into(), role: Role::Knight });
        for text in ["x", "*", "-", "+", "歩", "同", "５", "K*3c"] {
            assert!(p.parse_move(text, None).is_err(), "{text}");
        }
        assert_eq!(p.parse_move("5e4d", None).unwrap(), Move::parse_usi("5e4d", p.geometry()).unwrap());
    }

    proptest::proptest! {
        #[test]
        fn any_text_gives_a_move_or_a_reason(text in "[0-9a-iPLNSGBRKx*+=同一二三五九０７歩銀成不打右上竜 -]{0,8}") {
            let p = Position::from_sfen(Rules::new(Variant::Annan), "k8/9/9/9/4S4/4R4/9/9/4K4 b GP 1").unwrap();
            let to = p.geometry().parse_square("5e");
            match p.parse_move(&text, to) {
                Ok(mv) => proptest::prop_assert!(p.is_legal(mv)),
                Err(E::Illegal { reasons, .. }) => proptest::prop_assert!(!reasons.is_empty()),
                Err(_) => {}
            }
        }
    }
}

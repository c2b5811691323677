//! SFEN: reading positions into an unchecked [`Setup`], validating a setup into a
//! [`Position`], and writing positions back.

use super::geometry::{squares, Bitboard, Geometry, Square};
use super::position::{Hand, Position};
use super::types::{Color, Piece, Role, Rules, Variant, HAND_ROLES_SFEN_ORDER};
use super::zobrist;

/// A position as written, before any rule is checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub variant: Variant,
    pub board: Vec<Option<Piece>>,
    pub hands: [Hand; 2],
    pub side: Color,
    pub move_number: u32,
}

/// What is wrong with an SFEN string, saying where. The words for people (`Display`) are
/// in `crate::i18n::sfen`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SfenError {
    Empty,
    /// The board field has `found` ranks separated by `/`.
    RankCount {
        variant: Variant,
        found: usize,
        expected: usize,
    },
    /// Rank `rank` (letter `letter`) holds `found` squares.
    RankWidth {
        variant: Variant,
        rank: usize,
        letter: char,
        found: usize,
        expected: usize,
    },
    /// A character that is neither a piece letter, `+` nor a digit.
    BadBoardChar {
        rank: usize,
        ch: char,
    },
    /// `+` before a piece that does not promote.
    BadPromotion {
        rank: usize,
        ch: char,
    },
    /// `+` not followed by a piece letter.
    DanglingPlus {
        rank: usize,
    },
    /// A lance or knight on a minishogi board.
    NotInVariant {
        rank: usize,
        role: Role,
    },
    MissingSide,
    /// The side field is neither `b` nor `w`.
    BadSide(String),
    /// A character of the hands field (`pos` counts from 1) that is not a count or a letter
    /// of a piece this game holds in hand (`letters`, in SFEN order: minishogi has no lance or
    /// knight).
    BadHandChar {
        field: String,
        ch: char,
        pos: usize,
        letters: &'static str,
    },
    /// A count of 0 or more than 18 before a letter, as written (any number of digits:
    /// `99999999999999999999P` is a count too large, not a stray digit).
    BadHandCount {
        field: String,
        ch: char,
        count: String,
    },
    /// A count at the end of the hands field, as written.
    DanglingHandCount {
        field: String,
        count: String,
    },
    BadMoveNumber(String),
    /// Text after the move number.
    Trailing(String),
}

/// Why a setup is not a legal position. Words: `crate::i18n::sfen`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    TwoKings(Color),
    /// `color` is in check while `mover` is to move.
    OppositeCheck {
        color: Color,
        mover: Color,
    },
    /// More pieces of one original type than the set has, counting both sides and hands.
    TooMany {
        role: Role,
        found: u8,
        max: u8,
    },
    /// An unpromoted pawn, lance or knight on a square it could never leave.
    DeadPiece {
        role: Role,
        square: Square,
        variant: Variant,
    },
    /// Two unpromoted pawns of one side on one file.
    Nifu {
        color: Color,
        file: usize,
    },
}

/// Either kind of failure when turning text into a position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Sfen(SfenError),
    Position(PositionError),
}

impl From<SfenError> for ParseError {
    fn from(e: SfenError) -> ParseError {
        ParseError::Sfen(e)
    }
}

impl From<PositionError> for ParseError {
    fn from(e: PositionError) -> ParseError {
        ParseError::Position(e)
    }
}

impl Setup {
    /// Reads an SFEN string for `variant`. The move number may be omitted (1).
    pub fn parse(variant: Variant, sfen: &str) -> Result<Setup, SfenError> {
        let mut fields = sfen.split_whitespace();
        let board_field = fields.next().ok_or(SfenError::Empty)?;
        let w = variant.size();
        let ranks: Vec<&str> = board_field.split('/').collect();
        if ranks.len() != w {
            return Err(SfenError::RankCount { variant, found: ranks.len(), expected: w });
        }
        let mut board = Vec::with_capacity(w * w);
        for (i, rank) in ranks.iter().enumerate() {
            let r = i + 1;
            let start = board.len();
            let mut promoted = false;
            for ch in rank.chars() {
                if let Some(d) = ch.to_digit(10).filter(|&d| d > 0) {
                    if promoted {
                        return Err(SfenError::DanglingPlus { rank: r });
                    }
                    board.extend(std::iter::repeat_n(None, d as usize));
                } else if ch == '+' {
                    if promoted {
                        return Err(SfenError::DanglingPlus { rank: r });
                    }
                    promoted = true;
                } else if let Some(role) = Role::from_letter(ch).filter(|_| ch.is_ascii_alphabetic()) {
                    if variant == Variant::Minishogi && matches!(role, Role::Lance | Role::Knight) {
                        return Err(SfenError::NotInVariant { rank: r, role });
                    }
                    let role =
                        if promoted { role.promoted().ok_or(SfenError::BadPromotion { rank: r, ch })? } else { role };
                    promoted = false;
                    let color = if ch.is_ascii_uppercase() { Color::Sente } else { Color::Gote };
                    board.push(Some(Piece::new(color, role)));
                } else {
                    return Err(SfenError::BadBoardChar { rank: r, ch });
                }
                if board.len() - start > w {
                    break;
                }
            }
            if promoted {
                return Err(SfenError::DanglingPlus { rank: r });
            }
            let found = board.len() - start;
            if found != w {
                return Err(SfenError::RankWidth {
                    variant,
                    rank: r,
                    letter: (b'a' + i as u8) as char,
                    found,
                    expected: w,
                });
            }
        }
        let side = match fields.next() {
            None => return Err(SfenError::MissingSide),
            Some("b") => Color::Sente,
            Some("w") => Color::Gote,
            Some(s) => return Err(SfenError::BadSide(s.to_string())),
        };
        let hands = match fields.next() {
            None | Some("-") => [[0; 7]; 2],
            Some(field) => parse_hands(variant, field)?,
        };
        let move_number = match fields.next() {
            None => 1,
            Some(s) => s
                .parse::<u32>()
                .ok()
                .filter(|&n| n > 0 && s.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| SfenError::BadMoveNumber(s.to_string()))?,
        };
        if let Some(extra) = fields.next() {
            return Err(SfenError::Trailing(extra.to_string()));
        }
        Ok(Setup { variant, board, hands, side, move_number })
    }
}

fn parse_hands(variant: Variant, field: &str) -> Result<[Hand; 2], SfenError> {
    let mut hands = [[0u8; 7]; 2];
    // The digits of the count before the next letter.
    let mut count = String::new();
    for (pos, ch) in field.chars().enumerate() {
        let letters = if variant == Variant::Minishogi { "P S G B R" } else { "P L N S G B R" };
        let bad = || SfenError::BadHandChar { field: field.to_string(), ch, pos: pos + 1, letters };
        if ch.is_ascii_digit() {
            count.push(ch);
            continue;
        }
        let role = Role::from_letter(ch).filter(|r| *r != Role::King && ch.is_ascii_alphabetic()).ok_or_else(bad)?;
        if variant == Variant::Minishogi && matches!(role, Role::Lance | Role::Knight) {
            return Err(bad());
        }
        let n = if count.is_empty() { 1 } else { count.parse::<u32>().unwrap_or(u32::MAX) };
        if n == 0 || n > 18 {
            return Err(SfenError::BadHandCount { field: field.to_string(), ch, count });
        }
        count.clear();
        let color = if ch.is_ascii_uppercase() { Color::Sente } else { Color::Gote };
        let slot = &mut hands[color.index()][role.index()];
        *slot = (*slot as u32 + n).min(99) as u8;
    }
    if !count.is_empty() {
        return Err(SfenError::DanglingHandCount { field: field.to_string(), count });
    }
    Ok(hands)
}

impl Position {
    /// Checks a setup against the rules and builds the position.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, PositionError> {
        let variant = rules.variant;
        let geo = Geometry::get(variant.size());
        let mut pos = Position {
            rules,
            geo,
            board: [None; 81],
            by_color: [0; 2],
            by_role: [0; 14],
            hands: [[0; 7]; 2],
            side: setup.side,
            move_number: setup.move_number,
            board_key: 0,
            hand_key: 0,
        };
        for (sq, p) in setup.board.iter().enumerate().take(geo.squares) {
            if let Some(p) = p {
                pos.put(sq as Square, *p);
            }
        }
        for c in Color::ALL {
            for r in Role::HAND {
                pos.set_hand(c, r, setup.hands[c.index()][r.index()]);
            }
        }
        if setup.side == Color::Gote {
            pos.board_key ^= zobrist::side();
        }
        pos.validate()?;
        Ok(pos)
    }

    /// Parses and validates an SFEN string (or `startpos`, or `traditional` for Annan).
    pub fn from_sfen(rules: Rules, sfen: &str) -> Result<Position, ParseError> {
        let text = match sfen.trim() {
            "startpos" => rules.variant.startpos(),
            "traditional" if rules.variant == Variant::Annan => super::types::ANNAN_TRADITIONAL,
            s => s,
        };
        let setup = Setup::parse(rules.variant, text)?;
        Ok(Position::from_setup(&setup, rules)?)
    }

    /// The start position of a variant.
    pub fn startpos(rules: Rules) -> Position {
        Position::from_sfen(rules, "startpos").expect("start positions are legal")
    }

    fn validate(&self) -> Result<(), PositionError> {
        let variant = self.rules.variant;
        for c in Color::ALL {
            if self.pieces(c, Role::King).count_ones() > 1 {
                return Err(PositionError::TwoKings(c));
            }
        }
        for role in
            [Role::Pawn, Role::Lance, Role::Knight, Role::Silver, Role::Gold, Role::Bishop, Role::Rook, Role::King]
        {
            let on_board = match role.promoted() {
                Some(p) => self.by_role[role.index()] | self.by_role[p.index()],
                None => self.by_role[role.index()],
            }
            .count_ones();
            let in_hand = if role == Role::King { 0 } else { self.hands.iter().map(|h| h[role.index()] as u32).sum() };
            let found = on_board + in_hand;
            let max = variant.set_count(role);
            if found > max as u32 {
                return Err(PositionError::TooMany { role, found: found.min(255) as u8, max });
            }
        }
        if !variant.has_backers() {
            for c in Color::ALL {
                for role in [Role::Pawn, Role::Lance, Role::Knight] {
                    if let Some(sq) = squares(self.pieces(c, role) & self.dead_squares(c, role)).next() {
                        return Err(PositionError::DeadPiece { role, square: sq, variant });
                    }
                }
                let mut seen: Bitboard = 0;
                for sq in squares(self.pieces(c, Role::Pawn)) {
                    let file = self.geo.files[sq as usize % self.geo.width];
                    if seen & file != 0 {
                        return Err(PositionError::Nifu { color: c, file: self.geo.file_of(sq) });
                    }
                    seen |= file;
                }
            }
        }
        let waiting = self.side.opponent();
        if let Some(k) = self.king_square(waiting) {
            if self.attackers(k, self.side) != 0 {
                return Err(PositionError::OppositeCheck { color: waiting, mover: self.side });
            }
        }
        Ok(())
    }

    /// The SFEN of this position.
    pub fn to_sfen(&self) -> String {
        let w = self.geo.width;
        let mut s = String::new();
        for r in 0..w {
            if r > 0 {
                s.push('/');
            }
            let mut empty = 0;
            for f in 0..w {
                match self.board[r * w + f] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s.push_str(&empty.to_string());
                            empty = 0;
                        }
                        s.push_str(&p.sfen());
                    }
                }
            }
            if empty > 0 {
                s.push_str(&empty.to_string());
            }
        }
        s.push(' ');
        s.push(self.side.sfen_char());
        s.push(' ');
        let mut hands = String::new();
        for c in Color::ALL {
            for r in HAND_ROLES_SFEN_ORDER {
                let n = self.hands[c.index()][r.index()];
                if n > 1 {
                    hands.push_str(&n.to_string());
                }
                if n > 0 {
                    let l = r.letter();
                    hands.push(if c == Color::Sente { l } else { l.to_ascii_lowercase() });
                }
            }
        }
        s.push_str(if hands.is_empty() { "-" } else { &hands });
        s.push(' ');
        s.push_str(&self.move_number.to_string());
        s
    }
}

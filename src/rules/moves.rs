//! Moves and their USI spelling.

use super::geometry::{Geometry, Square};
use super::types::Role;
use std::fmt;

/// A board move or a drop, packed in 16 bits: destination (7 bits), origin or dropped role
/// (7 bits), promotion flag. Cheap to copy and to store in the solver's tables.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u16);

const DROP_BASE: u16 = 100;

impl Move {
    #[inline]
    pub fn normal(from: Square, to: Square, promote: bool) -> Move {
        Move(to as u16 | (from as u16) << 7 | (promote as u16) << 14)
    }

    #[inline]
    pub fn drop(role: Role, to: Square) -> Move {
        Move(to as u16 | (DROP_BASE + role as u16) << 7)
    }

    #[inline]
    pub fn to(self) -> Square {
        (self.0 & 0x7f) as Square
    }

    /// The origin square, or `None` for a drop.
    #[inline]
    pub fn from(self) -> Option<Square> {
        let f = (self.0 >> 7) & 0x7f;
        (f < DROP_BASE).then_some(f as Square)
    }

    /// The dropped role, or `None` for a board move.
    #[inline]
    pub fn drop_role(self) -> Option<Role> {
        let f = (self.0 >> 7) & 0x7f;
        (f >= DROP_BASE).then(|| Role::from_index((f - DROP_BASE) as usize))
    }

    #[inline]
    pub fn is_drop(self) -> bool {
        self.from().is_none()
    }

    #[inline]
    pub fn promotes(self) -> bool {
        self.0 & (1 << 14) != 0
    }

    /// The USI spelling on a board of the given geometry: `7g7f`, `8h2b+`, `P*5e`.
    pub fn usi(self, geo: &Geometry) -> String {
        match self.from() {
            Some(from) => format!(
                "{}{}{}",
                geo.square_name(from),
                geo.square_name(self.to()),
                if self.promotes() { "+" } else { "" }
            ),
            None => format!("{}*{}", self.drop_role().map_or('?', |r| r.letter()), geo.square_name(self.to())),
        }
    }

    /// Parses a USI move a person typed: its squares may be in upper case (`7G7F`), as a
    /// typed square may ([`Geometry::parse_typed_square`]).
    pub fn parse_typed_usi(s: &str, geo: &Geometry) -> Result<Move, UsiError> {
        Move::parse_usi(&super::geometry::lower_ranks(s), geo).map_err(|e| UsiError { text: s.to_string(), ..e })
    }

    /// Parses USI syntax (not legality) for a board of the given geometry.
    pub fn parse_usi(s: &str, geo: &Geometry) -> Result<Move, UsiError> {
        let bad = |kind: UsiErrorKind| UsiError { text: s.to_string(), kind };
        if !s.is_ascii() {
            return Err(bad(UsiErrorKind::NotAscii));
        }
        let square = |part: &str| {
            geo.parse_square(part)
                .ok_or_else(|| bad(UsiErrorKind::NotASquare { part: part.to_string(), width: geo.width }))
        };
        if let Some((role, to)) = s.split_once('*') {
            let r = match role {
                "P" | "L" | "N" | "S" | "G" | "B" | "R" => Role::from_letter(role.chars().next().unwrap()).unwrap(),
                _ => return Err(bad(UsiErrorKind::NotDroppable { part: role.to_string() })),
            };
            return Ok(Move::drop(r, square(to)?));
        }
        let (body, promote) = match s.strip_suffix('+') {
            Some(b) => (b, true),
            None => (s, false),
        };
        if body.len() != 4 {
            return Err(bad(UsiErrorKind::Shape));
        }
        Ok(Move::normal(square(&body[..2])?, square(&body[2..])?, promote))
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.usi(Geometry::get(9)))
    }
}

/// A string that is not USI move syntax. Its words (`Display`) are in `crate::i18n::rules`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsiError {
    pub text: String,
    pub kind: UsiErrorKind,
}

/// What is wrong with a USI move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UsiErrorKind {
    /// USI is ASCII only.
    NotAscii,
    /// `part` names no square on a board `width` files wide.
    NotASquare { part: String, width: usize },
    /// The letters before `*` are not a piece that can be dropped.
    NotDroppable { part: String },
    /// Neither `7g7f`, `8h2b+` nor `P*5e`.
    Shape,
}

/// A list of moves with room for the most moves any legal position can have. Shogi's maximum
/// is 593, but Annan has more (backed pieces borrow rook and bishop lines, and with
/// `--dead-piece free` pawns, lances and knights drop anywhere): the 593-move shogi position
/// has 634 under Annan `free`. A bound that holds in every variant: at most 7 kinds x E empty
/// squares of drops, at most 8 pieces moving like a rook, bishop, horse or dragon (4 sliders
/// and the 4 pieces they back) with at most 20 destinations each, doubled by promotion, and at
/// most 16 moves (8 destinations, doubled) for each other piece. With h kinds in hand, n own
/// pieces on the board, n + h <= 40 and E <= 81 - n, that is at most
/// h(81 - n) + 320 + 16(n - 8), largest for h = 7, n = 33: 1056.
pub const MAX_MOVES: usize = 1056;

/// The moves of one position, on the stack.
pub type MoveList = arrayvec::ArrayVec<Move, MAX_MOVES>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usi_round_trips() {
        let g = Geometry::get(9);
        for s in ["7g7f", "8h2b+", "P*5e", "R*1a", "1a9i"] {
            assert_eq!(Move::parse_usi(s, g).unwrap().usi(g), s);
        }
        let m = Geometry::get(5);
        assert_eq!(Move::parse_usi("5e5d", m).unwrap().usi(m), "5e5d");
    }

    #[test]
    fn bad_usi_says_why() {
        let g = Geometry::get(9);
        assert_eq!(Move::parse_usi("K*5e", g).unwrap_err().kind, UsiErrorKind::NotDroppable { part: "K".into() });
        assert_eq!(
            Move::parse_usi("0a1b", g).unwrap_err().kind,
            UsiErrorKind::NotASquare { part: "0a".into(), width: 9 }
        );
        assert!(Move::parse_usi("7g7", g).is_err());
        assert!(Move::parse_usi("６六", g).is_err());
        assert!(Move::parse_usi("6e6f", Geometry::get(5)).is_err());
    }
}

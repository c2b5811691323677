//! Moves as records write them (Japanese KIF/KI2 text, CSA, USI), read into [`MoveText`]
//! without a position, then resolved against a [`Position`]: the rules core decides what is
//! legal and says why not.

use super::error::{ErrorKind, FormatError};
use super::text::{file_digit, is_side_mark, is_space, rank_digit, take_role};
use crate::rules::{squares, Color, Illegal, Move, Position, Role, Square};

/// A square as `(file, rank)`, both from 1, before it is checked against a board size.
pub type Coords = (usize, usize);

/// A move as written, before any position is consulted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveText {
    Japanese(Japanese),
    /// CSA `+7776FU`: origin (`None` for a drop), destination, and the piece after the move.
    Csa {
        color: Option<Color>,
        from: Option<Coords>,
        to: Coords,
        role: Role,
    },
    Usi(String),
}

/// A Japanese move: `７六歩(77)` (KIF), `同　歩`, `５八金右` (KI2), `５五角打`, `３三銀不成`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Japanese {
    /// The ▲/△ mark, when written.
    pub color: Option<Color>,
    /// `None` for 同 (the square of the previous move).
    pub to: Option<Coords>,
    /// The piece as written, before promotion.
    pub role: Role,
    pub origin: Origin,
    /// `Some(true)` for 成, `Some(false)` for 不成 or 生, `None` when unsaid.
    pub promotion: Option<bool>,
    /// 上 (also written 行 or 入), 引 or 寄.
    pub vertical: Option<char>,
    /// 右, 左 or 直.
    pub horizontal: Option<char>,
}

/// Where a Japanese move comes from, as far as the text says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// KIF's `(77)`.
    Square(Coords),
    /// 打.
    Drop,
    /// KI2: found from the piece, the destination and the 右/左/上/引 marks.
    Unstated,
}

/// One move of a record: what was written, where, and the comments after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveToken {
    /// The move number the record gives it (1 for the first move of the record).
    pub number: u32,
    pub line: usize,
    pub column: usize,
    /// The move as written, for messages.
    pub text: String,
    pub parsed: MoveText,
    pub comments: Vec<String>,
}

/// Reads a Japanese move. `None` when the text is not one.
pub fn parse_japanese(text: &str) -> Option<Japanese> {
    let mut rest = text.trim_matches(is_space);
    let mut color = None;
    if let Some(c) = rest.chars().next().filter(|&c| is_side_mark(c)) {
        color = Some(if matches!(c, '▲' | '☗' | '▼') { Color::Sente } else { Color::Gote });
        rest = rest[c.len_utf8()..].trim_start_matches(is_space);
    }
    let to = if let Some(r) = rest.strip_prefix('同') {
        rest = r.trim_start_matches(is_space);
        None
    } else {
        let mut chars = rest.chars();
        let (f, r) = (chars.next()?, chars.next()?);
        let coords = (file_digit(f)?, rank_digit(r)?);
        rest = &rest[f.len_utf8() + r.len_utf8()..];
        Some(coords)
    };
    let (role, mut rest) = take_role(rest)?;
    let mut mv =
        Japanese { color, to, role, origin: Origin::Unstated, promotion: None, vertical: None, horizontal: None };
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        match c {
            '右' | '左' | '直' if mv.horizontal.is_none() => mv.horizontal = Some(c),
            '上' | '行' | '入' | '引' | '寄' if mv.vertical.is_none() => {
                mv.vertical = Some(if c == '引' || c == '寄' { c } else { '上' })
            }
            '打' if mv.origin == Origin::Unstated => mv.origin = Origin::Drop,
            '成' if mv.promotion.is_none() => mv.promotion = Some(true),
            '生' if mv.promotion.is_none() => mv.promotion = Some(false),
            '不' if mv.promotion.is_none() => {
                rest = rest.strip_prefix('成')?;
                mv.promotion = Some(false);
            }
            '(' | '（' if mv.origin == Origin::Unstated => {
                let mut chars = rest.chars();
                let (f, r, close) = (chars.next()?, chars.next()?, chars.next()?);
                if close != ')' && close != '）' {
                    return None;
                }
                mv.origin = Origin::Square((file_digit(f)?, file_digit(r)?));
                rest = chars.as_str();
            }
            _ => return None,
        }
    }
    Some(mv)
}

/// The CSA code of a role (`FU`, `TO`, `OU`).
pub fn csa_code(role: Role) -> &'static str {
    match role {
        Role::Pawn => "FU",
        Role::Lance => "KY",
        Role::Knight => "KE",
        Role::Silver => "GI",
        Role::Gold => "KI",
        Role::Bishop => "KA",
        Role::Rook => "HI",
        Role::King => "OU",
        Role::Tokin => "TO",
        Role::PromotedLance => "NY",
        Role::PromotedKnight => "NK",
        Role::PromotedSilver => "NG",
        Role::Horse => "UM",
        Role::Dragon => "RY",
    }
}

pub fn role_from_csa(code: &str) -> Option<Role> {
    Role::ALL.into_iter().find(|&r| csa_code(r) == code)
}

/// Reads a CSA move, `+7776FU` or `-0055KA` (the sign may be left out).
pub fn parse_csa(text: &str) -> Option<MoveText> {
    let (color, body) = match text.as_bytes().first()? {
        b'+' => (Some(Color::Sente), &text[1..]),
        b'-' => (Some(Color::Gote), &text[1..]),
        _ => (None, text),
    };
    let b = body.as_bytes();
    if b.len() != 6 || !b[..4].iter().all(u8::is_ascii_digit) {
        return None;
    }
    let digit = |i: usize| (b[i] - b'0') as usize;
    let role = role_from_csa(body.get(4..)?)?;
    let to = (digit(2), digit(3));
    let from = match (digit(0), digit(1)) {
        (0, 0) => None,
        f => Some(f),
    };
    Some(MoveText::Csa { color, from, to, role })
}

/// Turns a written move into a legal move of `pos`, or says precisely why it is not one.
/// `previous_to` is where the move before went (for 同).
pub fn resolve(pos: &Position, token: &MoveToken, previous_to: Option<Square>) -> Result<Move, FormatError> {
    let at = |kind: ErrorKind| FormatError::at(token.line, token.column, kind);
    let number = token.number;
    let text = || token.text.clone();
    let geo = pos.geometry();
    let square = |(f, r): Coords| geo.square(f, r).ok_or_else(|| at(ErrorKind::BadSquare { text: format!("{f}{r}") }));
    let mover = pos.side_to_move();
    let check_side = |marked: Option<Color>| match marked {
        Some(m) if m != mover => Err(at(ErrorKind::WrongSide { number, text: text(), marked: m, mover })),
        _ => Ok(()),
    };
    let legal = |mv: Move| {
        pos.check_move(mv).map(|()| mv).map_err(|rule| {
            let reason = crate::i18n::rules::illegal(pos.geometry(), mv, &rule);
            at(ErrorKind::Illegal { number, text: text(), rule, reason })
        })
    };
    match &token.parsed {
        MoveText::Usi(s) => {
            let mv = Move::parse_usi(s, geo).map_err(|_| at(ErrorKind::BadMove { text: text() }))?;
            legal(mv)
        }
        MoveText::Csa { color, from, to, role } => {
            check_side(*color)?;
            let to = square(*to)?;
            let Some(from) = from else {
                if !Role::HAND.contains(role) {
                    return Err(at(ErrorKind::BadMove { text: text() }));
                }
                return legal(Move::drop(*role, to));
            };
            let from_sq = square(*from)?;
            let promote = match pos.piece_at(from_sq) {
                Some(p) if p.role == *role => false,
                Some(p) if p.role.promoted() == Some(*role) => true,
                Some(_) => {
                    return Err(at(ErrorKind::WrongPiece {
                        number,
                        text: text(),
                        square: geo.square_name(from_sq),
                        written: *role,
                    }))
                }
                None => false,
            };
            legal(Move::normal(from_sq, to, promote))
        }
        MoveText::Japanese(j) => {
            check_side(j.color)?;
            let to = match j.to {
                Some(c) => square(c)?,
                None => previous_to.ok_or_else(|| at(ErrorKind::NoPreviousMove { number, text: text() }))?,
            };
            let promote = j.promotion == Some(true);
            match j.origin {
                Origin::Square(c) => {
                    let from = square(c)?;
                    if pos.piece_at(from).is_some_and(|p| p.role != j.role) {
                        return Err(at(ErrorKind::WrongPiece {
                            number,
                            text: text(),
                            square: geo.square_name(from),
                            written: j.role,
                        }));
                    }
                    legal(Move::normal(from, to, promote))
                }
                Origin::Drop if !Role::HAND.contains(&j.role) => Err(at(ErrorKind::BadMove { text: text() })),
                Origin::Drop => legal(Move::drop(j.role, to)),
                Origin::Unstated => {
                    let found = candidates(pos, j, to);
                    match found.as_slice() {
                        [mv] => Ok(*mv),
                        [] => Err(at(why_none(pos, j, to, number, text()))),
                        several => {
                            // Each as KI2 writes it, as `explain --move` names them.
                            let candidates = several.iter().map(|&m| pos.japanese(m, previous_to)).collect();
                            Err(at(ErrorKind::Ambiguous { number, text: text(), candidates }))
                        }
                    }
                }
            }
        }
    }
}

/// The legal moves a KI2 move can mean: same piece, destination and promotion, then
/// narrowed by 打 and the 上/引/寄 and 右/左/直 marks as the notation defines them.
fn candidates(pos: &Position, j: &Japanese, to: Square) -> Vec<Move> {
    let geo = pos.geometry();
    let promote = j.promotion == Some(true);
    let mut found: Vec<Move> = pos
        .legal_move_list()
        .iter()
        .copied()
        .filter(|m| m.to() == to)
        .filter(|m| match m.from() {
            // A drop never promotes: `２三歩成` is no drop.
            None => m.drop_role() == Some(j.role) && !promote,
            Some(f) => pos.piece_at(f).is_some_and(|p| p.role == j.role) && m.promotes() == promote,
        })
        .collect();
    let drops = found.iter().any(|m| m.is_drop());
    let moves = found.iter().any(|m| !m.is_drop());
    if j.origin == Origin::Drop || (drops && !moves) {
        found.retain(|m| m.is_drop());
        return found;
    }
    found.retain(|m| !m.is_drop());
    let sente = pos.side_to_move() == Color::Sente;
    let toward = |v: isize| if sente { v } else { -v };
    let forward = |m: &Move| toward(geo.rank_of(m.from().unwrap_or(to)) as isize - geo.rank_of(to) as isize);
    let rightness = |m: &Move| toward(-(geo.file_of(m.from().unwrap_or(to)) as isize));
    match j.vertical {
        Some('上') => found.retain(|m| forward(m) > 0),
        Some('引') => found.retain(|m| forward(m) < 0),
        Some('寄') => found.retain(|m| forward(m) == 0),
        _ => {}
    }
    match j.horizontal {
        Some('直') => found.retain(|m| forward(m) > 0 && m.from().map(|f| geo.file_of(f)) == Some(geo.file_of(to))),
        Some('右') => {
            let best = found.iter().map(rightness).max();
            found.retain(|m| Some(rightness(m)) == best);
        }
        Some('左') => {
            let best = found.iter().map(rightness).min();
            found.retain(|m| Some(rightness(m)) == best);
        }
        _ => {}
    }
    found
}

/// Why no legal move fits a KI2 move: the rule that forbids the move it most likely meant.
/// A piece that could not reach the square on an empty board is no such move: when every
/// piece of the kind is one, no piece can reach the square (naming one of them would single
/// out a piece the record never meant); when there is none of the kind, none can move at all.
fn why_none(pos: &Position, j: &Japanese, to: Square, number: u32, text: String) -> ErrorKind {
    let us = pos.side_to_move();
    let promote = j.promotion == Some(true);
    let mut tries = Vec::new();
    let in_hand = Role::HAND.contains(&j.role) && pos.hand(us)[j.role.index()] > 0;
    if j.origin == Origin::Drop && Role::HAND.contains(&j.role) || j.origin == Origin::Unstated && in_hand && !promote {
        tries.push(Move::drop(j.role, to));
    }
    if j.origin != Origin::Drop {
        tries.extend(squares(pos.pieces(us, j.role)).map(|from| Move::normal(from, to, promote)));
    }
    let refusals: Vec<_> = tries.iter().filter_map(|&mv| pos.check_move(mv).err().map(|rule| (rule, mv))).collect();
    let meant = refusals.iter().find(|(rule, _)| !matches!(rule, Illegal::CannotReach { blocked: false, .. }));
    match meant {
        Some((rule, mv)) => {
            let reason = crate::i18n::rules::illegal(pos.geometry(), *mv, rule);
            ErrorKind::Illegal { number, text, rule: rule.clone(), reason }
        }
        None if refusals.is_empty() => ErrorKind::NoPiece { number, text, role: j.role },
        None => ErrorKind::Unreachable { number, text, role: j.role, square: pos.geometry().square_name(to) },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    fn token(text: &str, parsed: MoveText) -> MoveToken {
        MoveToken { number: 1, line: 1, column: 1, text: text.to_string(), parsed, comments: Vec::new() }
    }

    fn japanese(pos: &Position, text: &str, prev: Option<Square>) -> Result<String, ErrorKind> {
        let parsed = MoveText::Japanese(parse_japanese(text).unwrap_or_else(|| panic!("{text} does not parse")));
        resolve(pos, &token(text, parsed), prev).map(|m| m.usi(pos.geometry())).map_err(|e| e.kind)
    }

    #[test]
    fn japanese_moves_parse() {
        let j = parse_japanese("３三銀不成(44)").unwrap();
        assert_eq!(
            (j.to, j.role, j.origin, j.promotion),
            (Some((3, 3)), Role::Silver, Origin::Square((4, 4)), Some(false))
        );
        let j = parse_japanese("△同　成銀左上").unwrap();
        assert_eq!((j.color, j.to, j.role), (Some(Color::Gote), None, Role::PromotedSilver));
        assert_eq!((j.horizontal, j.vertical), (Some('左'), Some('上')));
        assert_eq!(parse_japanese("５五角打").unwrap().origin, Origin::Drop);
        for bad in ["", "７六", "７六象", "７六歩(7)", "７六歩成成", "投了"] {
            assert!(parse_japanese(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn ki2_marks_pick_the_piece() {
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/3GKG3 b - 1").unwrap();
        assert_eq!(japanese(&pos, "５八金右", None).unwrap(), "4i5h");
        assert_eq!(japanese(&pos, "５八金左", None).unwrap(), "6i5h");
        assert_eq!(
            japanese(&pos, "５八金", None).unwrap_err(),
            ErrorKind::Ambiguous {
                number: 1,
                text: "５八金".into(),
                candidates: vec!["５八金左".into(), "５八金右".into()]
            }
        );
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/3GGG3/4K4 b - 1").unwrap();
        assert_eq!(japanese(&pos, "５七金直", None).unwrap(), "5h5g");
        assert_eq!(japanese(&pos, "５七金右", None).unwrap(), "4h5g");
        assert_eq!(japanese(&pos, "５七金左", None).unwrap(), "6h5g");
        let gote = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/3ggg3/9/9/9/9/9/9/4K4 w - 1").unwrap();
        assert_eq!(japanese(&gote, "△５三金右", None).unwrap(), "6b5c");
    }

    #[test]
    fn an_illegal_ki2_move_names_the_rule() {
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/4P4/9/4K4 b P 1").unwrap();
        match japanese(&pos, "５五歩打", None).unwrap_err() {
            ErrorKind::Illegal { rule, .. } => assert!(matches!(rule, crate::rules::Illegal::Nifu { file: 5 })),
            other => panic!("{other:?}"),
        }
        assert!(matches!(japanese(&pos, "同　歩", None).unwrap_err(), ErrorKind::NoPreviousMove { .. }));
    }

    #[test]
    fn csa_moves_promote_by_the_piece_after() {
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/6p2/5S3/9/9/9/9/4K4 b - 1").unwrap();
        let mv = |t: &str| resolve(&pos, &token(t, parse_csa(t).unwrap()), None);
        assert_eq!(mv("+4433NG").unwrap().usi(pos.geometry()), "4d3c+");
        assert_eq!(mv("+4433GI").unwrap().usi(pos.geometry()), "4d3c");
        assert!(matches!(mv("+4433KI").unwrap_err().kind, ErrorKind::WrongPiece { .. }));
        assert!(matches!(mv("-4433GI").unwrap_err().kind, ErrorKind::WrongSide { .. }));
        assert!(parse_csa("+7776XX").is_none());
    }
}

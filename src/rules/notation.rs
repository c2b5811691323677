//! Move notation for people: western (`P-7f`, `Sx3c+`, `P*5e`) and Japanese (`７六歩`,
//! `同　歩`, `５五歩打`). USI lives with [`Move`]. Disambiguation needs the legal moves, so
//! these functions take the position before the move.

mod input;

pub use input::{is_list_number, MoveInputError, Numbering, Unmarked};

use super::geometry::Square;
use super::moves::Move;
use super::position::Position;
use super::types::{Color, Role};

/// Which notation to show moves in.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Notation {
    #[default]
    Usi,
    Western,
    Japanese,
}

impl Position {
    /// Moves of the same role that also reach `mv`'s destination (for disambiguation).
    fn rivals(&self, mv: Move) -> Vec<Square> {
        let (Some(from), Some(piece)) = (mv.from(), mv.from().and_then(|f| self.piece_at(f))) else {
            return Vec::new();
        };
        let mut origins: Vec<Square> = self
            .legal_move_list()
            .iter()
            .filter_map(|m| m.from().filter(|&f| m.to() == mv.to() && f != from))
            .filter(|&f| self.piece_at(f).map(|p| p.role) == Some(piece.role))
            .collect();
        origins.sort_unstable();
        origins.dedup();
        origins
    }

    /// Whether a legal move could promote where `mv` did not.
    fn declined_promotion(&self, mv: Move) -> bool {
        !mv.promotes() && mv.from().is_some() && self.is_legal(Move::normal(mv.from().unwrap_or(0), mv.to(), true))
    }

    /// A move in the chosen notation. `previous_to` is the destination of the move before,
    /// used by Japanese notation's 同.
    pub fn format_move(&self, mv: Move, notation: Notation, previous_to: Option<Square>) -> String {
        match notation {
            Notation::Usi => mv.usi(self.geo),
            Notation::Western => self.western(mv),
            Notation::Japanese => self.japanese(mv, previous_to),
        }
    }

    /// Western notation: piece, origin only when needed, `-`/`x`/`*`, destination, `+`/`=`.
    pub fn western(&self, mv: Move) -> String {
        self.western_spelling(mv, false)
    }

    /// Western notation, with the origin always written when `with_origin` (`P7g-7f`).
    fn western_spelling(&self, mv: Move, with_origin: bool) -> String {
        let g = self.geo;
        let to = g.square_name(mv.to());
        match (mv.from(), mv.drop_role()) {
            (None, Some(role)) => format!("{}*{}", role.letter(), to),
            (Some(from), _) => {
                let role = self.piece_at(from).map_or(Role::Pawn, |p| p.role);
                let origin =
                    if with_origin || !self.rivals(mv).is_empty() { g.square_name(from) } else { String::new() };
                let sep = if self.piece_at(mv.to()).is_some() { 'x' } else { '-' };
                let suffix = if mv.promotes() {
                    "+"
                } else if self.declined_promotion(mv) {
                    "="
                } else {
                    ""
                };
                format!("{}{}{}{}{}", role.sfen(), origin, sep, to, suffix)
            }
            _ => mv.usi(g),
        }
    }

    /// Japanese notation (KIF style): `７六歩`, `同　歩成`, `５五歩打`, `５八金右`.
    pub fn japanese(&self, mv: Move, previous_to: Option<Square>) -> String {
        const FILES: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
        const RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
        let g = self.geo;
        let to = mv.to();
        let mut s = if previous_to == Some(to) {
            "同　".to_string()
        } else {
            format!("{}{}", FILES[g.file_of(to) - 1], RANKS[g.rank_of(to) - 1])
        };
        match (mv.from(), mv.drop_role()) {
            (None, Some(role)) => {
                s.push_str(japanese_name(role));
                let board_piece_reaches = self
                    .legal_move_list()
                    .iter()
                    .any(|m| m.to() == to && m.from().and_then(|f| self.piece_at(f)).is_some_and(|p| p.role == role));
                if board_piece_reaches {
                    s.push('打');
                }
            }
            (Some(from), _) => {
                let role = self.piece_at(from).map_or(Role::Pawn, |p| p.role);
                s.push_str(japanese_name(role));
                s.push_str(&self.japanese_origin(from, to, &self.rivals(mv)));
                if mv.promotes() {
                    s.push('成');
                } else if self.declined_promotion(mv) {
                    s.push_str("不成");
                }
            }
            _ => {}
        }
        s
    }

    /// 右/左/直 and 上/引/寄 markers telling which of several pieces moved.
    fn japanese_origin(&self, from: Square, to: Square, rivals: &[Square]) -> String {
        if rivals.is_empty() {
            return String::new();
        }
        let g = self.geo;
        let sente = self.side == Color::Sente;
        // Forward distance and rightward distance from the mover's point of view.
        let forward = |f: Square| {
            let d = g.rank_of(f) as i32 - g.rank_of(to) as i32;
            if sente {
                d
            } else {
                -d
            }
        };
        let rightness = |f: Square| {
            let d = -(g.file_of(f) as i32);
            if sente {
                d
            } else {
                -d
            }
        };
        let vertical = |f: Square| match forward(f).signum() {
            1 => '上',
            -1 => '引',
            _ => '寄',
        };
        let v = vertical(from);
        if rivals.iter().all(|&r| vertical(r) != v) {
            return v.to_string();
        }
        let same_v: Vec<Square> = rivals.iter().copied().filter(|&r| vertical(r) == v).collect();
        let h = if v == '上' && g.file_of(from) == g.file_of(to) {
            '直'
        } else if same_v.iter().all(|&r| rightness(from) > rightness(r)) {
            '右'
        } else if same_v.iter().all(|&r| rightness(from) < rightness(r)) {
            '左'
        } else {
            return format!("{}", v);
        };
        if same_v.len() == rivals.len() {
            h.to_string()
        } else {
            format!("{h}{v}")
        }
    }
}

/// The kanji name of a role in move notation (two characters for promoted minor pieces).
pub fn japanese_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "歩",
        Role::Lance => "香",
        Role::Knight => "桂",
        Role::Silver => "銀",
        Role::Gold => "金",
        Role::Bishop => "角",
        Role::Rook => "飛",
        Role::King => "玉",
        Role::Tokin => "と",
        Role::PromotedLance => "成香",
        Role::PromotedKnight => "成桂",
        Role::PromotedSilver => "成銀",
        Role::Horse => "馬",
        Role::Dragon => "龍",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    fn pos(sfen: &str) -> Position {
        Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap()
    }

    #[test]
    fn western_and_japanese_for_the_opening_pawn() {
        let p = Position::startpos(Rules::new(Variant::Shogi));
        let mv = Move::parse_usi("7g7f", p.geometry()).unwrap();
        assert_eq!(p.western(mv), "P-7f");
        assert_eq!(p.japanese(mv, None), "７六歩");
        assert_eq!(p.japanese(mv, Some(mv.to())), "同　歩");
    }

    #[test]
    fn drop_gets_uchi_only_when_a_board_piece_could_also_go_there() {
        let p = pos("4k4/9/9/9/9/9/4P4/9/4K4 b P 1");
        let g = p.geometry();
        assert_eq!(p.japanese(Move::parse_usi("P*5e", g).unwrap(), None), "５五歩");
        let p = pos("4k4/9/9/9/9/9/9/9/4K3G b G 1");
        assert_eq!(p.japanese(Move::parse_usi("G*1h", g).unwrap(), None), "１八金打");
    }

    #[test]
    fn capture_promotion_and_declined_promotion() {
        let p = pos("4k4/9/6p2/5S3/9/9/9/9/4K4 b - 1");
        let g = p.geometry();
        assert_eq!(p.western(Move::parse_usi("4d3c+", g).unwrap()), "Sx3c+");
        assert_eq!(p.western(Move::parse_usi("4d3c", g).unwrap()), "Sx3c=");
        assert_eq!(p.japanese(Move::parse_usi("4d3c", g).unwrap(), None), "３三銀不成");
    }

    #[test]
    fn two_golds_are_told_apart() {
        let p = pos("4k4/9/9/9/9/9/9/9/3GKG3 b - 1");
        let g = p.geometry();
        let left = Move::parse_usi("6i5h", g).unwrap();
        assert_eq!(p.western(left), "G6i-5h");
        assert_eq!(p.japanese(left, None), "５八金左");
        assert_eq!(p.japanese(Move::parse_usi("4i5h", g).unwrap(), None), "５八金右");
    }
}

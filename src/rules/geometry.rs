//! Squares, bitboards and the precomputed attack tables for one board size.
//!
//! A square is an index `rank * width + (width - file)`: index 0 is the top-left corner
//! (9a on the 9x9 board), so SFEN order is index order. A bitboard is a `u128` with one bit
//! per square; only the low `width * height` bits are ever set. Sente's forward direction is
//! toward lower indices.

use super::types::{Color, Movement};
use std::sync::OnceLock;

/// A set of squares.
pub type Bitboard = u128;

/// A square index on one board (0..81 or 0..25).
pub type Square = u8;

/// Iterates the squares of a bitboard, lowest index first.
#[inline]
pub fn squares(mut bb: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if bb == 0 {
            None
        } else {
            let sq = bb.trailing_zeros() as Square;
            bb &= bb - 1;
            Some(sq)
        }
    })
}

#[inline]
pub fn bit(sq: Square) -> Bitboard {
    1u128 << sq
}

/// The eight ray directions, as (file step toward higher index, rank step toward higher index).
const DIRS: [(i32, i32); 8] = [
    (0, -1),  // up (toward rank a)
    (-1, 0),  // left (toward file 9)
    (-1, -1), // up-left
    (1, -1),  // up-right
    (0, 1),   // down
    (1, 0),   // right
    (-1, 1),  // down-left
    (1, 1),   // down-right
];
const UP: usize = 0;
const DOWN: usize = 4;
/// Directions 0..4 decrease the index; 4..8 increase it.
const ROOK_DIRS: [usize; 4] = [0, 1, 4, 5];
const BISHOP_DIRS: [usize; 4] = [2, 3, 6, 7];

/// Step patterns from Sente's point of view, as (file delta, rank delta) with rank delta -1
/// meaning forward. Gote's are the mirror image.
const STEPS: [&[(i32, i32)]; 5] = [
    &[(0, -1)],                                                              // pawn
    &[(-1, -2), (1, -2)],                                                    // knight
    &[(-1, -1), (0, -1), (1, -1), (-1, 1), (1, 1)],                          // silver
    &[(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (0, 1)],                  // gold
    &[(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)], // king
];
const STEP_PAWN: usize = 0;
const STEP_KNIGHT: usize = 1;
const STEP_SILVER: usize = 2;
const STEP_GOLD: usize = 3;
const STEP_KING: usize = 4;

/// Everything about one board size that can be computed once.
pub struct Geometry {
    pub width: usize,
    pub squares: usize,
    /// All squares of the board.
    pub mask: Bitboard,
    /// `steps[color][kind][sq]`: squares a stepping piece attacks (pawn, knight, silver, gold, king).
    steps: [[Vec<Bitboard>; 5]; 2],
    /// `rays[dir][sq]`: squares from `sq` to the edge in a direction, `sq` excluded; empty
    /// for the indices past the board, up to 127 (see [`Geometry::ray`]).
    rays: [Vec<Bitboard>; 8],
    /// Per side, the promotion zone.
    pub zone: [Bitboard; 2],
    /// Per side, the farthest rank.
    pub last_rank: [Bitboard; 2],
    /// Per side, the two farthest ranks.
    pub last_two_ranks: [Bitboard; 2],
    /// Per side and movement, the squares from which that movement has at least one
    /// destination on an empty board (used by the Annan dead-piece rule).
    mobile: [[Bitboard; Movement::COUNT]; 2],
    rook_reach: Vec<Bitboard>,
    bishop_reach: Vec<Bitboard>,
    between: Vec<Bitboard>,
    /// `files[f]` for the file index `sq % width` (0 = leftmost file).
    pub files: Vec<Bitboard>,
    /// `near[sq]`: squares at most four ranks and two files from `sq`, the only squares
    /// from which a pawn, knight, silver or gold (promoting or not) can move to attack `sq`.
    pub near: Vec<Bitboard>,
}

impl Geometry {
    fn new(width: usize, zone_depth: usize) -> Geometry {
        let n = width * width;
        let mask = if n == 128 { u128::MAX } else { (1u128 << n) - 1 };
        let on = |f: i32, r: i32| f >= 0 && r >= 0 && (f as usize) < width && (r as usize) < width;
        let idx = |f: i32, r: i32| (r as usize * width + f as usize) as Square;
        let steps = [Color::Sente, Color::Gote].map(|c| {
            let sign = if c == Color::Sente { 1 } else { -1 };
            std::array::from_fn(|k| {
                (0..n)
                    .map(|sq| {
                        let (f, r) = ((sq % width) as i32, (sq / width) as i32);
                        STEPS[k].iter().fold(0, |bb, &(df, dr)| {
                            let (nf, nr) = (f + df * sign, r + dr * sign);
                            if on(nf, nr) {
                                bb | bit(idx(nf, nr))
                            } else {
                                bb
                            }
                        })
                    })
                    .collect()
            })
        });
        let rays = std::array::from_fn(|d| {
            let (df, dr) = DIRS[d];
            (0..n)
                .map(|sq| {
                    let (mut f, mut r) = ((sq % width) as i32, (sq / width) as i32);
                    let mut bb = 0;
                    loop {
                        f += df;
                        r += dr;
                        if !on(f, r) {
                            break bb;
                        }
                        bb |= bit(idx(f, r));
                    }
                })
                .chain(std::iter::repeat_n(0, 128 - n))
                .collect()
        });
        let rank = |r: usize| ((1u128 << width) - 1) << (r * width);
        let top = |k: usize| (0..k).fold(0, |bb, r| bb | rank(r));
        let bottom = |k: usize| (width - k..width).fold(0, |bb, r| bb | rank(r));
        let files = (0..width).map(|f| (0..width).fold(0, |bb, r| bb | bit((r * width + f) as Square))).collect();
        let near = (0..n)
            .map(|sq| {
                let (f, r) = ((sq % width) as i32, (sq / width) as i32);
                (0..n)
                    .filter(|&o| ((o % width) as i32 - f).abs() <= 2 && ((o / width) as i32 - r).abs() <= 4)
                    .fold(0, |bb, o| bb | bit(o as Square))
            })
            .collect();
        let mut geo = Geometry {
            width,
            squares: n,
            mask,
            steps,
            rays,
            zone: [top(zone_depth), bottom(zone_depth)],
            last_rank: [top(1), bottom(1)],
            last_two_ranks: [top(2), bottom(2)],
            mobile: [[0; Movement::COUNT]; 2],
            rook_reach: Vec::new(),
            bishop_reach: Vec::new(),
            between: Vec::new(),
            files,
            near,
        };
        geo.between = (0..n * n)
            .map(|i| {
                let (a, b) = (i / n, i % n);
                (0..8)
                    .find(|&d| geo.rays[d][a] & bit(b as Square) != 0)
                    .map_or(0, |d| geo.rays[d][a] & !geo.rays[d][b] & !bit(b as Square))
            })
            .collect();
        geo.rook_reach = (0..n as Square).map(|sq| geo.rook_attacks(sq, 0)).collect();
        geo.bishop_reach = (0..n as Square).map(|sq| geo.bishop_attacks(sq, 0)).collect();
        for c in Color::ALL {
            for m in Movement::ALL {
                geo.mobile[c.index()][m as usize] =
                    (0..n as Square).filter(|&sq| geo.attacks(m, c, sq, 0) != 0).fold(0, |bb, sq| bb | bit(sq));
            }
        }
        geo
    }

    /// The geometry for a board of `width` files (9 or 5).
    pub fn get(width: usize) -> &'static Geometry {
        static NINE: OnceLock<Geometry> = OnceLock::new();
        static FIVE: OnceLock<Geometry> = OnceLock::new();
        if width == 5 {
            FIVE.get_or_init(|| Geometry::new(5, 1))
        } else {
            NINE.get_or_init(|| Geometry::new(9, 3))
        }
    }

    /// The squares a slider on `sq` reaches in direction `dir`: the ray up to and including
    /// its first occupied square. Without a branch on whether there is one (the search asks
    /// this of every slider of every position, and which rays are open is no pattern a
    /// processor predicts): a stand-in blocker beyond the ray's far end, on a square whose
    /// own ray that way is empty (index 0, the corner, for the rays toward lower indices;
    /// index 127, off the board, for the others), cuts nothing when nothing else does.
    #[inline(always)]
    fn ray(&self, dir: usize, sq: Square, occ: Bitboard) -> Bitboard {
        let ray = self.rays[dir][sq as usize];
        let blockers = ray & occ;
        let first =
            if dir >= 4 { (blockers | 1 << 127).trailing_zeros() } else { 127 - (blockers | 1).leading_zeros() };
        ray & !self.rays[dir][first as usize]
    }

    #[inline]
    pub fn rook_attacks(&self, sq: Square, occ: Bitboard) -> Bitboard {
        let [a, b, c, d] = ROOK_DIRS;
        self.ray(a, sq, occ) | self.ray(b, sq, occ) | self.ray(c, sq, occ) | self.ray(d, sq, occ)
    }

    #[inline]
    pub fn bishop_attacks(&self, sq: Square, occ: Bitboard) -> Bitboard {
        let [a, b, c, d] = BISHOP_DIRS;
        self.ray(a, sq, occ) | self.ray(b, sq, occ) | self.ray(c, sq, occ) | self.ray(d, sq, occ)
    }

    /// Rook moves from `sq` on an empty board (a cheap filter before the real rays).
    #[inline]
    pub fn rook_reach(&self, sq: Square) -> Bitboard {
        self.rook_reach[sq as usize]
    }

    /// Bishop moves from `sq` on an empty board.
    #[inline]
    pub fn bishop_reach(&self, sq: Square) -> Bitboard {
        self.bishop_reach[sq as usize]
    }

    #[inline]
    pub fn lance_attacks(&self, color: Color, sq: Square, occ: Bitboard) -> Bitboard {
        self.ray(if color == Color::Sente { UP } else { DOWN }, sq, occ)
    }

    #[inline]
    fn step(&self, color: Color, kind: usize, sq: Square) -> Bitboard {
        self.steps[color.index()][kind][sq as usize]
    }

    #[inline]
    pub fn king_attacks(&self, sq: Square) -> Bitboard {
        self.step(Color::Sente, STEP_KING, sq)
    }

    /// Squares attacked by a piece of `color` moving like `m` from `sq` with occupancy `occ`.
    #[inline(always)]
    pub fn attacks(&self, m: Movement, color: Color, sq: Square, occ: Bitboard) -> Bitboard {
        match m {
            Movement::Pawn => self.step(color, STEP_PAWN, sq),
            Movement::Lance => self.lance_attacks(color, sq, occ),
            Movement::Knight => self.step(color, STEP_KNIGHT, sq),
            Movement::Silver => self.step(color, STEP_SILVER, sq),
            Movement::Gold => self.step(color, STEP_GOLD, sq),
            Movement::Bishop => self.bishop_attacks(sq, occ),
            Movement::Rook => self.rook_attacks(sq, occ),
            Movement::King => self.king_attacks(sq),
            Movement::Horse => self.bishop_attacks(sq, occ) | self.king_attacks(sq),
            Movement::Dragon => self.rook_attacks(sq, occ) | self.king_attacks(sq),
        }
    }

    /// Squares from which `m` of `color` has at least one move on an empty board.
    #[inline]
    pub fn mobile(&self, m: Movement, color: Color) -> Bitboard {
        self.mobile[color.index()][m as usize]
    }

    /// The squares strictly between two squares on one line, or empty if not aligned.
    #[inline]
    pub fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a as usize * self.squares + b as usize]
    }

    /// The first occupied square on each of the eight lines from `sq` (a queen's view).
    #[inline]
    pub fn line_blockers(&self, sq: Square, occ: Bitboard) -> Bitboard {
        (self.rook_attacks(sq, occ) | self.bishop_attacks(sq, occ)) & occ
    }

    /// Moves every square of `bb` one step forward for `color` (off-board squares vanish).
    #[inline]
    pub fn forward(&self, color: Color, bb: Bitboard) -> Bitboard {
        match color {
            Color::Sente => bb >> self.width,
            Color::Gote => (bb << self.width) & self.mask,
        }
    }

    /// The square directly behind `sq` for `color`, if on the board.
    #[inline]
    pub fn behind(&self, color: Color, sq: Square) -> Option<Square> {
        let w = self.width as i32;
        let s = sq as i32 + if color == Color::Sente { w } else { -w };
        (s >= 0 && (s as usize) < self.squares).then_some(s as Square)
    }

    /// The square directly in front of `sq` for `color`, if on the board.
    #[inline]
    pub fn ahead(&self, color: Color, sq: Square) -> Option<Square> {
        self.behind(color.opponent(), sq)
    }

    /// File number as players write it (1 = Sente's right).
    pub fn file_of(&self, sq: Square) -> usize {
        self.width - (sq as usize % self.width)
    }

    /// Rank number, 1 = the top rank (a).
    pub fn rank_of(&self, sq: Square) -> usize {
        sq as usize / self.width + 1
    }

    pub fn square(&self, file: usize, rank: usize) -> Option<Square> {
        (file >= 1 && file <= self.width && rank >= 1 && rank <= self.width)
            .then(|| ((rank - 1) * self.width + (self.width - file)) as Square)
    }

    /// `5e` style name.
    pub fn square_name(&self, sq: Square) -> String {
        format!("{}{}", self.file_of(sq), (b'a' + (self.rank_of(sq) - 1) as u8) as char)
    }

    /// Parses a `5e` style name, as USI and the content files write it.
    pub fn parse_square(&self, s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 || !b[0].is_ascii_digit() || !b[1].is_ascii_lowercase() {
            return None;
        }
        self.square((b[0] - b'0') as usize, (b[1] - b'a' + 1) as usize)
    }

    /// Parses a square a person typed: `5E` is `5e`, since files are digits and ranks
    /// letters, so the case says nothing (the Caps Lock key or a book's `5E` should not make
    /// a square unknown); and a square as Japanese books and boards name it, the rank a
    /// number too: `55`, `５五` (as in a Japanese move, `５五歩`), `５５`. [`Geometry::parse_square`]
    /// stays strict for USI and files.
    pub fn parse_typed_square(&self, s: &str) -> Option<Square> {
        let mut chars = s.chars();
        let (Some(file), Some(rank), None) = (chars.next(), chars.next(), chars.next()) else {
            return None;
        };
        // Files are numbers everywhere; a rank is a letter, or a number too (a kanji numeral
        // in Japanese).
        const KANJI: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
        let rank = match rank {
            'a'..='z' | 'A'..='Z' => rank.to_ascii_lowercase() as u32 - 'a' as u32 + 1,
            _ => digit(rank).or_else(|| KANJI.iter().position(|&k| k == rank).map(|i| i as u32 + 1))?,
        };
        self.square(digit(file)? as usize, rank as usize)
    }
}

/// The number 1 to 9 that `c` writes, an ASCII or a full-width digit.
fn digit(c: char) -> Option<u32> {
    match c {
        '1'..='9' => Some(c as u32 - '0' as u32),
        '１'..='９' => Some(c as u32 - '１' as u32 + 1),
        _ => None,
    }
}

/// `text` with each upper-case letter that follows a digit in lower case: the rank letters
/// of the squares a person typed (`7G7F`, `P*5E`), and nothing else (a drop's piece letter
/// comes before its `*`).
pub(crate) fn lower_ranks(text: &str) -> String {
    let mut after_digit = false;
    text.chars()
        .map(|c| {
            let c = if after_digit { c.to_ascii_lowercase() } else { c };
            after_digit = c.is_ascii_digit();
            c
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stand_in_blockers_of_a_ray_cut_nothing() {
        for width in [9, 5] {
            let g = Geometry::get(width);
            for dir in 0..8 {
                let stand_in = if dir >= 4 { 127 } else { 0 };
                assert_eq!(g.rays[dir][stand_in], 0, "{width}x{width}, direction {dir}");
            }
            // Against a walk square by square, on empty and crowded boards.
            for sq in 0..g.squares as Square {
                for occ in [0, g.mask, 0x1234_5678_9abc_def0_1357_9bdf_2468 & g.mask] {
                    for dir in 0..8 {
                        let (mut walked, mut rest) = (0, g.rays[dir][sq as usize]);
                        while rest != 0 {
                            let next = if dir >= 4 { rest.trailing_zeros() } else { 127 - rest.leading_zeros() };
                            walked |= bit(next as Square);
                            rest &= !bit(next as Square);
                            if occ & bit(next as Square) != 0 {
                                break;
                            }
                        }
                        assert_eq!(g.ray(dir, sq, occ), walked, "{width}x{width}, {sq}, direction {dir}");
                    }
                }
            }
        }
    }

    #[test]
    fn square_names_follow_sfen_order() {
        let g = Geometry::get(9);
        assert_eq!(g.square_name(0), "9a");
        assert_eq!(g.square_name(80), "1i");
        assert_eq!(g.parse_square("5e"), Some(40));
        assert_eq!(g.parse_square("0a"), None);
        assert_eq!(g.parse_square("1j"), None);
        let m = Geometry::get(5);
        assert_eq!(m.square_name(24), "1e");
        assert_eq!(m.parse_square("6a"), None);
    }

    #[test]
    fn a_typed_square_may_be_in_upper_case() {
        let g = Geometry::get(9);
        assert_eq!(g.parse_square("2G"), None, "USI and files stay strict");
        assert_eq!(g.parse_typed_square("2G"), g.parse_square("2g"));
        assert_eq!(g.parse_typed_square("2g"), g.parse_square("2g"));
        assert_eq!(g.parse_typed_square("2J"), None);
        // As Japanese books and boards name squares.
        for typed in ["55", "５五", "５５", "5五"] {
            assert_eq!(g.parse_typed_square(typed), g.parse_square("5e"), "{typed}");
        }
        assert_eq!(g.parse_typed_square("19"), g.parse_square("1i"));
        assert_eq!(g.parse_typed_square("50"), None);
        assert_eq!(g.parse_typed_square("五5"), None);
        assert_eq!(g.parse_typed_square("555"), None);
        let mini = Geometry::get(5);
        assert_eq!((mini.parse_typed_square("55"), mini.parse_typed_square("56")), (mini.parse_square("5e"), None));
        assert_eq!(g.parse_typed_square("G2"), None);
        assert_eq!(lower_ranks("P*5E"), "P*5e");
        assert_eq!(lower_ranks("8H2B+"), "8h2b+");
    }

    #[test]
    fn rook_rays_stop_at_blockers() {
        let g = Geometry::get(9);
        let e5 = g.parse_square("5e").unwrap();
        let blocker = bit(g.parse_square("5c").unwrap());
        let att = g.rook_attacks(e5, blocker);
        assert!(att & blocker != 0);
        assert!(att & bit(g.parse_square("5b").unwrap()) == 0);
        assert_eq!(att.count_ones(), 16 - 2);
    }

    #[test]
    fn behind_is_toward_the_owners_camp() {
        let g = Geometry::get(9);
        let e5 = g.parse_square("5e").unwrap();
        assert_eq!(g.behind(Color::Sente, e5), g.parse_square("5f"));
        assert_eq!(g.behind(Color::Gote, e5), g.parse_square("5d"));
        assert_eq!(g.behind(Color::Sente, g.parse_square("5i").unwrap()), None);
    }

    #[test]
    fn pawn_is_not_mobile_on_the_last_rank_but_gold_is() {
        let g = Geometry::get(9);
        let a5 = g.parse_square("5a").unwrap();
        assert_eq!(g.mobile(Movement::Pawn, Color::Sente) & bit(a5), 0);
        assert_ne!(g.mobile(Movement::Gold, Color::Sente) & bit(a5), 0);
        let b5 = g.parse_square("5b").unwrap();
        assert_eq!(g.mobile(Movement::Knight, Color::Sente) & bit(b5), 0);
    }
}

//! The text board: files 9..1 left to right, ranks a..i top to bottom, both hands, the
//! side to move and the last move. Each cell has a margin column on both sides of its piece,
//! so a marked square is enclosed by its marks (`[v銀]`, `> 歩<`) and the board reads the
//! same without colour. Captions come from `locales/<lang>/board.ftl`.

use crate::i18n::rules::side;
use crate::rules::{
    bit, Bitboard, Color, Move, Notation, Piece, Position, Role, Square, HAND_ROLES_SFEN_ORDER as HAND_ROLES,
};
use crate::t;
use colored::Colorize;

/// Piece glyphs.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum PieceStyle {
    #[default]
    Kanji,
    Letters,
}

impl PieceStyle {
    /// The style asked for, else the one picked in the main menu, else kanji.
    pub fn or_remembered(flag: Option<PieceStyle>) -> PieceStyle {
        use clap::ValueEnum;
        flag.or_else(|| {
            let name = crate::ui::store::Store::open_default().ok()?.remembered_pieces()?;
            PieceStyle::from_str(&name, true).ok()
        })
        .unwrap_or_default()
    }
}

/// What to draw besides the position.
#[derive(Clone, Debug, Default)]
pub struct BoardView {
    pub pieces: PieceStyle,
    /// Squares to mark (a lesson's highlights, or where a piece can go): enclosed in `[ ]`.
    pub highlight: Bitboard,
    /// The move that led to this position, its squares enclosed in `> <` (both in one pair
    /// when they are side by side on a rank).
    pub last_move: Option<(Move, String)>,
    /// Whether the turn line keeps back check and mate: under a question about them ("Is
    /// Gote in check?"; a content file's `about_check`), "Gote to move (in check)" gave the
    /// answer away. Every other board says it, as `show` does.
    pub quiet: bool,
    /// Whether the board leaves out its frame's top and bottom rules and puts each hand
    /// beside the rank nearest its owner (where it fits the width; else Gote's beside the file
    /// numbers, Sente's on the turn's line): up to four rows fewer, for a lesson step, a quiz
    /// question or a puzzle that would not fit its window otherwise.
    pub compact: bool,
}

const KANJI_RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The board as text lines (with ANSI colour when `colored` is enabled).
pub fn render(pos: &Position, view: &BoardView) -> String {
    let w = pos.geometry().width;
    let mut ranks = rank_rows(pos, view);
    let mut gote_hand = Some(hand_line(pos, Color::Gote, view.pieces));
    let mut sente_hand = Some(hand_line(pos, Color::Sente, view.pieces));
    let files: String = (1..=w).rev().map(|f| format!("  {f}  ")).collect();
    let mut files = format!(" {}", files.trim_end());
    if view.compact {
        // Each hand beside the rank nearest its owner, as on a printed diagram, where it fits;
        // else Gote's beside the file numbers (they are narrower than a rank).
        beside(&mut ranks[0], &mut gote_hand);
        beside(&mut files, &mut gote_hand);
        beside(&mut ranks[w - 1], &mut sente_hand);
    }
    let rule = (!view.compact).then(|| format!("+{}+", "-".repeat(5 * w)));
    let mut lines: Vec<String> = gote_hand.into_iter().collect();
    lines.push(files);
    lines.extend(rule.clone());
    lines.extend(ranks);
    lines.extend(rule);
    let turn = turn_line(pos, view);
    match sente_hand {
        // Not beside the board: then on the turn's line, where the two fit together.
        Some(hand) if view.compact => {
            let mut line = hand;
            let mut turn = Some(turn);
            beside(&mut line, &mut turn);
            lines.push(line);
            lines.extend(turn);
        }
        hand => {
            lines.extend(hand);
            lines.push(turn);
        }
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// Moves `text` to the end of `row` when the two fit the width together.
fn beside(row: &mut String, text: &mut Option<String>) {
    if let Some(text_now) = text.as_deref() {
        let joined = format!("{row}  {text_now}");
        if console::measure_text_width(&joined) <= crate::ui::wrap::width() {
            *row = joined;
            *text = None;
        }
    }
}

/// The ranks, top to bottom, each framed and named.
fn rank_rows(pos: &Position, view: &BoardView) -> Vec<String> {
    let w = pos.geometry().width;
    let (last_from, last_to) = match view.last_move {
        Some((mv, _)) => (mv.from().map_or(0, bit), bit(mv.to())),
        None => (0, 0),
    };
    // A square the text points at keeps its `[ ]` when the last move touched it too: the text
    // and a lesson's `moves` list name the marked squares, and the turn line names the move
    // (annan-checkmate's fourth step marks 6a and 5a, Gote's king had just gone from one to
    // the other, and only `> <` showed there).
    let moved = |sq: usize| (last_from | last_to) & !view.highlight & bit(sq as Square) != 0;
    let mut rows = Vec::with_capacity(w);
    for (r, kanji) in KANJI_RANKS.iter().enumerate().take(w) {
        let mut out = String::from("|");
        for f in 0..w {
            let sq = (r * w + f) as Square;
            let (open, close) = if moved(sq as usize) {
                // The move's two squares side by side share one pair around both
                // (`>v王   ・<`): a pair each ran together as `>v王<> ・<`.
                let left = f > 0 && moved(sq as usize - 1);
                let right = f + 1 < w && moved(sq as usize + 1);
                (if left { ' ' } else { '>' }, if right { ' ' } else { '<' })
            } else if view.highlight & bit(sq) != 0 {
                ('[', ']')
            } else {
                (' ', ' ')
            };
            let cell = format!("{open}{}{close}", glyph(pos, sq, view.pieces));
            let cell = if view.highlight & bit(sq) != 0 {
                cell.on_green().black().to_string()
            } else if last_to & bit(sq) != 0 {
                cell.on_yellow().black().to_string()
            } else if pos.piece_at(sq).is_some_and(|p| p.color == Color::Gote) {
                cell.red().to_string()
            } else {
                cell
            };
            out.push_str(&cell);
        }
        // Kanji boards keep the letter too: moves, lessons and errors all name squares by it.
        let letter = (b'a' + r as u8) as char;
        let rank = match view.pieces {
            PieceStyle::Kanji => format!("{kanji} {letter}"),
            PieceStyle::Letters => letter.to_string(),
        };
        out.push_str(&format!("| {rank}"));
        rows.push(out);
    }
    rows
}

/// Whose turn it is, with the last move: the line under the board, which `show --describe`
/// says under the pieces in words.
pub fn turn_line(pos: &Position, view: &BoardView) -> String {
    let mover = side(pos.side_to_move());
    // A mated side has no move to make: the line says it is mated, not whose turn it is.
    let turn = if view.quiet || !pos.is_check() {
        t!("board-turn", side = mover)
    } else if pos.is_checkmate() {
        t!("board-turn-mated", side = mover)
    } else {
        t!("board-turn-check", side = mover)
    };
    match &view.last_move {
        Some((_, text)) => t!("board-turn-last-move", turn = turn, move = text),
        None => turn,
    }
}

/// Three display columns for the piece on `sq` (kanji are two columns wide).
fn glyph(pos: &Position, sq: Square, style: PieceStyle) -> String {
    match (pos.piece_at(sq), style) {
        (None, PieceStyle::Kanji) => " ・".to_string(),
        (None, PieceStyle::Letters) => " . ".to_string(),
        (Some(p), PieceStyle::Kanji) => {
            let side = if p.color == Color::Gote { 'v' } else { ' ' };
            let k = if p.role == Role::King && p.color == Color::Gote { '王' } else { p.role.kanji() };
            format!("{side}{k}")
        }
        (Some(p), PieceStyle::Letters) => format!("{:>2} ", p.sfen()),
    }
}

/// One side's hand. In letters, Gote's pieces are lowercase, as on the board and in SFEN: a
/// teacher saw Gote's hand in capitals beside the lesson's "capitals for your pieces,
/// lowercase for Gote's" (a playtest).
fn hand_line(pos: &Position, color: Color, style: PieceStyle) -> String {
    let hand = pos.hand(color);
    let items: Vec<String> = HAND_ROLES
        .iter()
        .filter(|r| hand[r.index()] > 0)
        .map(|r| {
            let n = hand[r.index()];
            let name = match style {
                PieceStyle::Kanji => r.kanji().to_string(),
                PieceStyle::Letters => Piece::new(color, *r).sfen(),
            };
            if n > 1 {
                format!("{name}{n}")
            } else {
                name
            }
        })
        .collect();
    if items.is_empty() {
        t!("board-hand-empty", side = side(color))
    } else {
        t!("board-hand", side = side(color), pieces = items.join(" "))
    }
}

/// The last-move caption in the chosen notation.
pub fn move_caption(before: &Position, mv: Move, notation: Notation, previous_to: Option<Square>) -> String {
    before.format_move(mv, notation, previous_to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, Variant};

    #[test]
    fn letters_board_without_colour_is_plain_text() {
        colored::control::set_override(false);
        let before = Position::startpos(Rules::new(Variant::Minishogi));
        let mv = Move::parse_usi("5d5c", before.geometry()).unwrap();
        let view = BoardView {
            pieces: PieceStyle::Letters,
            highlight: bit(before.geometry().parse_square("4a").unwrap()),
            last_move: Some((mv, move_caption(&before, mv, Notation::Western, None))),
            quiet: false,
            compact: false,
        };
        let expected = "\
Gote hand: -
   5    4    3    2    1
+-------------------------+
|  r  [ b ]  s    g    k  | a
|  .    .    .    .    p  | b
|> P <  .    .    .    .  | c
|> . <  .    .    .    .  | d
|  K    G    S    B    R  | e
+-------------------------+
Sente hand: -
Gote to move. Last move: P-5c
";
        assert_eq!(render(&before.after(mv), &view), expected);
        let compact = BoardView { compact: true, ..view };
        let expected = "   5    4    3    2    1
|  r  [ b ]  s    g    k  | a  Gote hand: -
|  .    .    .    .    p  | b
|> P <  .    .    .    .  | c
|> . <  .    .    .    .  | d
|  K    G    S    B    R  | e  Sente hand: -
Gote to move. Last move: P-5c
";
        assert_eq!(render(&before.after(mv), &compact), expected);
    }

    /// In letters Gote's hand is lowercase, as its pieces on the board; Sente's is capitals.
    #[test]
    fn in_letters_gotes_hand_is_lowercase_as_its_pieces() {
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4K4 b Gr2p 1").unwrap();
        assert_eq!(
            hand_line(&pos, Color::Gote, PieceStyle::Letters),
            t!("board-hand", side = side(Color::Gote), pieces = "r p2")
        );
        assert_eq!(
            hand_line(&pos, Color::Sente, PieceStyle::Letters),
            t!("board-hand", side = side(Color::Sente), pieces = "G")
        );
        assert_eq!(
            hand_line(&pos, Color::Gote, PieceStyle::Kanji),
            t!("board-hand", side = side(Color::Gote), pieces = "飛 歩2")
        );
    }

    #[test]
    fn a_quiet_turn_line_keeps_check_back() {
        // Gote's king on 5a in check from the rook on 5i.
        let pos = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4R3K w - 1").unwrap();
        let view =
            |quiet| BoardView { pieces: PieceStyle::Letters, highlight: 0, last_move: None, quiet, compact: false };
        let turn = |quiet| render(&pos, &view(quiet)).lines().last().unwrap().to_string();
        let side = crate::i18n::rules::side(Color::Gote);
        assert_eq!(turn(false), t!("board-turn-check", side = side.as_str()));
        assert_eq!(turn(true), t!("board-turn", side = side.as_str()));
    }

    /// Every cell has its own margin on both sides, so a mark sits against the piece it marks
    /// and a marked square is enclosed, next to a piece or not.
    #[test]
    fn marks_enclose_their_square_without_colour() {
        colored::control::set_override(false);
        let before = Position::startpos(Rules::new(Variant::Shogi));
        let g = before.geometry();
        let mv = Move::parse_usi("7g7f", g).unwrap();
        let after = before.after(mv);
        let marked = ["8a", "5e", "1i"].iter().fold(0, |bb, s| bb | bit(g.parse_square(s).unwrap()));
        let view = BoardView {
            pieces: PieceStyle::Kanji,
            highlight: marked,
            last_move: Some((mv, move_caption(&before, mv, Notation::Western, None))),
            quiet: false,
            compact: false,
        };
        let text = render(&after, &view);
        let rows: Vec<&str> = text.lines().filter(|l| l.starts_with('|')).collect();
        assert_eq!(rows[0], "| v香 [v桂] v銀  v金  v王  v金  v銀  v桂  v香 | 一 a", "{text}");
        assert_eq!(rows[4], "|  ・   ・   ・   ・ [ ・]  ・   ・   ・   ・ | 五 e", "{text}");
        assert_eq!(rows[5], "|  ・   ・ > 歩<  ・   ・   ・   ・   ・   ・ | 六 f", "{text}");
        assert_eq!(rows[6], "|  歩   歩 > ・<  歩   歩   歩   歩   歩   歩 | 七 g", "{text}");
        assert!(rows[8].ends_with("[ 香]| 九 i"), "{text}");
        // Each row is as wide as the frame: nine cells of five columns.
        let width = |l: &str| l.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum::<usize>();
        assert!(rows.iter().all(|r| width(r) == width(rows[0])), "{text}");
        assert!(text.contains("Gote to move. Last move: P-7f"));
    }

    /// The move's two squares side by side on a rank share one pair of marks around both,
    /// in either piece style, and the row keeps the frame's width.
    #[test]
    fn a_move_to_the_next_square_is_marked_by_one_pair_around_both() {
        colored::control::set_override(false);
        // Gote's king steps from 5a to 6a.
        let before = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4K4 w - 1").unwrap();
        let mv = Move::parse_usi("5a6a", before.geometry()).unwrap();
        let row = |pieces| {
            let last_move = Some((mv, move_caption(&before, mv, Notation::Western, None)));
            let view = BoardView { pieces, highlight: 0, last_move, quiet: false, compact: false };
            render(&before.after(mv), &view).lines().find(|l| l.starts_with('|')).unwrap_or_default().to_string()
        };
        assert_eq!(row(PieceStyle::Kanji), "|  ・   ・   ・ >v王   ・<  ・   ・   ・   ・ | 一 a");
        assert_eq!(row(PieceStyle::Letters), "|  .    .    .  > k    . <  .    .    .    .  | a");
        let width = |l: &str| l.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum::<usize>();
        assert_eq!(width(&row(PieceStyle::Kanji)), 1 + 5 * 9 + width("| 一 a"));
    }

    /// A marked square the last move touched keeps its `[ ]`; the move's other square keeps
    /// its own marks, one pair still around two unmarked squares side by side.
    #[test]
    fn a_marked_square_keeps_its_marks_where_the_last_move_touched_it() {
        colored::control::set_override(false);
        // Gote's king steps from 5a to 6a, and the text points at 6a.
        let before = Position::from_sfen(Rules::new(Variant::Shogi), "4k4/9/9/9/9/9/9/9/4K4 w - 1").unwrap();
        let g = before.geometry();
        let mv = Move::parse_usi("5a6a", g).unwrap();
        let row = |highlight| {
            let last_move = Some((mv, move_caption(&before, mv, Notation::Western, None)));
            let view = BoardView { pieces: PieceStyle::Kanji, highlight, last_move, quiet: false, compact: false };
            render(&before.after(mv), &view).lines().find(|l| l.starts_with('|')).unwrap_or_default().to_string()
        };
        let at = |s: &str| bit(g.parse_square(s).unwrap());
        assert_eq!(row(at("6a")), "|  ・   ・   ・ [v王]> ・<  ・   ・   ・   ・ | 一 a");
        assert_eq!(row(at("6a") | at("5a")), "|  ・   ・   ・ [v王][ ・]  ・   ・   ・   ・ | 一 a");
    }

    #[test]
    fn the_status_line_tells_check_from_checkmate() {
        let status = |sfen: &str| {
            let pos = Position::from_sfen(Rules::new(Variant::Shogi), sfen).unwrap();
            render(
                &pos,
                &BoardView { pieces: PieceStyle::Letters, highlight: 0, last_move: None, quiet: false, compact: false },
            )
            .lines()
            .last()
            .unwrap()
            .to_string()
        };
        // A gold on 5b guarded by the pawn on 5c: mate. Without the pawn the king takes it.
        assert_eq!(status("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"), "Gote is checkmated");
        assert_eq!(status("4k4/4G4/9/9/9/9/9/9/4K4 w - 1"), "Gote to move (in check)");
        assert_eq!(status("4k4/9/4G4/9/9/9/9/9/4K4 w - 1"), "Gote to move");
    }
}

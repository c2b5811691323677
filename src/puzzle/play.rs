//! Playing one puzzle through a [`Prompter`]: the person plays the attacker, any move that
//! still forces mate in the plies left is accepted, a wrong move is answered with the
//! defence that refutes it (shown on the board) and taken back, and the defender plays the
//! longest resistance, the composed reply when it is among the longest. The defender never
//! drops a piece in the way only to lose it (a futile interposition, 無駄合): when nothing
//! else is left, the puzzle is mated as composers count it.

use crate::content::puzzle::{needs_setting, plies_needing_setting, Phrase, Puzzle, Tag};
use crate::rules::{Geometry, Move, Notation, Numbering, Position, Square};
use crate::solver::{SolveOptions, Solver, Status};
use crate::t;
use crate::tutor::legend::{say_legend, Marks};
use crate::tutor::runner::{say_in_parts, say_in_parts_or_typed, say_pieces, Pause};
use crate::ui::prompt::LineOrBack;
use crate::ui::wrap::hanging;
use crate::ui::{move_list, render, wrap, BoardView, Keyword, PieceStyle, Prompter};

/// How an attempt ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// The defender is mated, or has only futile interpositions left (mate as composers
    /// count it).
    Mated,
    /// The person asked for the solution.
    GaveUp,
    /// The person typed `quit`.
    Quit,
    /// The input ended first (or was interrupted).
    InputEnded,
}

/// One attempt at a puzzle. What is recorded and what the person is told both come from
/// this one value, so the saved statistics and the messages cannot disagree.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Attempt {
    pub end: End,
    /// Wrong moves played (each taken back).
    pub mistakes: u32,
    /// Whether a hint named the move to play.
    pub revealed: bool,
}

impl Attempt {
    /// Mate reached with no wrong try and without a hint that named the move.
    pub fn clean(&self) -> bool {
        self.end == End::Mated && self.mistakes == 0 && !self.revealed
    }

    /// Whether the attempt is recorded and rated: a clean solve is a win, and so is nothing
    /// else; a wrong try, a revealing hint or giving up makes it a miss, whatever follows.
    /// Leaving before any of those does not count.
    pub fn counts(&self) -> bool {
        !matches!(self.end, End::Quit | End::InputEnded) || self.mistakes > 0 || self.revealed
    }

    /// One sentence saying how the attempt counts.
    pub fn verdict(&self) -> String {
        let count = self.mistakes;
        match self.end {
            End::Mated if self.clean() => t!("puzzle-verdict-clean"),
            End::Mated if count > 0 => t!("puzzle-verdict-solved-after-mistakes", count = count),
            End::Mated => t!("puzzle-verdict-solved-after-reveal"),
            End::GaveUp => t!("puzzle-verdict-gave-up"),
            _ if count > 0 => t!("puzzle-verdict-left-after-mistakes", count = count),
            _ if self.revealed => t!("puzzle-verdict-left-after-reveal"),
            _ => t!("puzzle-verdict-left-uncounted"),
        }
    }
}

/// How to draw boards and moves.
#[derive(Copy, Clone, Debug)]
pub struct Display {
    pub pieces: PieceStyle,
    pub notation: Notation,
}

/// The solver's table size for the player's questions.
const HASH_MB: usize = 32;

/// The words the player takes instead of a move, in the order its help names them.
const WORDS: [Keyword; 8] = [
    Keyword::Hint,
    Keyword::Moves,
    Keyword::Board,
    Keyword::Pieces,
    Keyword::Legend,
    Keyword::Solution,
    Keyword::Quit,
    Keyword::Help,
];

/// What can be typed at the move prompt, in the reader's words, the moves shown on squares of
/// the puzzle's board.
fn help(geo: &Geometry) -> String {
    let words: Vec<String> = WORDS.iter().map(|k| k.word()).collect();
    let [usi, _, western, _, japanese] = crate::i18n::rules::move_examples(geo);
    t!("puzzle-help", words = words.join(", "), usi = usi, western = western, japanese = japanese)
}

/// The first page, before its board: what is said, in parts with a pause between them, and
/// whether the boards are compact, so that each part is seen whole in `room` rows above the
/// move prompt where it is given (see [`Prompter::room_above`]), the board said after the last
/// part. As a lesson's page (`Page::render` in `crate::tutor`): the title, the task and the help
/// over the full board; over the compact board where that is too tall (the title and the mate's
/// length went off the top); else in two parts, the title and the help read before a pause,
/// then the task over the compact board, in view while solving (on 60x20 the help wraps to
/// four or five rows and the page took 20-21 rows of the 19 above the prompt); the task too
/// before the pause where even that is too tall. `text` is the title, the task and the help,
/// wrapped; `board` draws the start, compact or not.
fn first_page(room: Option<usize>, text: [&str; 3], board: impl Fn(bool) -> String) -> (Vec<String>, bool) {
    let [header, task, help] = text;
    let intro = text.join("\n");
    let Some(rows) = room else { return (vec![intro], false) };
    let tall = |above: &str, compact: bool| above.lines().count() + board(compact).lines().count() > rows;
    if !tall(&intro, false) {
        return (vec![intro], false);
    }
    if !tall(&intro, true) {
        return (vec![intro], true);
    }
    if !tall(task, true) {
        return (vec![format!("{header}\n{help}"), task.to_string()], true);
    }
    (vec![intro, String::new()], true)
}

struct Game<'a> {
    puzzle: &'a Puzzle,
    /// Told the attempt as leaving would make it, each time a wrong try or a hint that names
    /// the move changes that: Ctrl-C leaves without coming back here, and records it.
    left_now: &'a mut dyn FnMut(Attempt),
    line: &'a [Move],
    pos: Position,
    /// Plies left to mate (the attacker's move included).
    left: u16,
    /// Plies played; while `on_line`, also the index into the composed line.
    ply: usize,
    on_line: bool,
    last: Option<(Move, String)>,
    /// The hints of this ply passed (shown, or passed over as telling nothing new), and
    /// those shown, which number them.
    hints_passed: usize,
    hints_told: usize,
    /// Whether the player was told that the next hint names the move (once a puzzle).
    warned: bool,
    /// Whether the player was told the dead-piece setting (see [`Game::tell_setting`]).
    setting_told: bool,
    mistakes: u32,
    revealed: bool,
    /// The defender has nothing but futile interpositions left: mate, classically counted.
    futile_mate: bool,
    solver: Solver,
    display: Display,
    /// Whether boards are drawn compact (see [`BoardView::compact`]).
    compact: bool,
}

/// What a puzzle's first page says above its board besides the title and the task.
pub enum Intro {
    /// All that can be typed and the mate problems' convention: a new player's first puzzle
    /// of a session.
    Whole,
    /// One line saying where that is, after `standing` (the player's rating, on a session's
    /// first puzzle): the same seven lines above every board were read once and then
    /// scrolled past, and above a session's first board every day they pushed the board
    /// into its compact form (a playtest).
    Brief { standing: Option<String> },
}

/// Plays `puzzle` (its verified start `position` and main `line`) with `p`, telling
/// `left_now` the attempt as leaving would make it whenever that changes how it counts.
pub fn play(
    p: &mut dyn Prompter,
    puzzle: &Puzzle,
    position: &Position,
    line: &[Move],
    display: Display,
    intro: Intro,
    left_now: &mut dyn FnMut(Attempt),
) -> Attempt {
    let mut g = Game {
        puzzle,
        left_now,
        line,
        pos: position.clone(),
        left: puzzle.mate,
        ply: 0,
        on_line: true,
        last: None,
        hints_passed: 0,
        hints_told: 0,
        warned: false,
        setting_told: false,
        mistakes: 0,
        revealed: false,
        futile_mate: false,
        solver: Solver::new(HASH_MB),
        display,
        compact: false,
    };
    let title = puzzle.title.render(position, display.notation, puzzle.mate);
    let [header, task, how] = [
        t!("puzzle-header", title = title, variant = puzzle.variant.name(), id = puzzle.id.as_str()),
        t!("puzzle-task", side = g.pos.side_to_move().name(), plies = g.left),
        // The whole introduction also says the mate problems' convention: a beginner met a
        // defender holding eighteen pawns and an attacker without a king, unexplained.
        match intro {
            Intro::Whole => format!("{} {}", help(position.geometry()), t!("puzzle-conventions")),
            Intro::Brief { standing: None } => t!("puzzle-help-again"),
            Intro::Brief { standing: Some(standing) } => format!("{standing} {}", t!("puzzle-help-again")),
        },
    ]
    .map(|text| wrap(&text));
    let room = p.room_above(&t!("puzzle-prompt"), &[], &[]);
    let (parts, compact) = first_page(room, [&header, &task, &how], |compact| g.board_as(&g.pos, None, compact));
    g.compact = compact;
    // `quit` or the end of input at a pause: the puzzle is left, as at the move prompt
    // (Ctrl-D there left it as `quit` does, without the line that says the input ended).
    // What is typed at a pause instead of Enter is the first move, played under the board.
    let mut typed = match say_in_parts_or_typed(p, &parts, g.pos.variant(), display.pieces, Marks::Puzzle) {
        Ok(typed) => typed,
        Err(Pause::InputEnded) => return g.attempt_so_far(End::InputEnded),
        Err(_) => return g.attempt_so_far(End::Quit),
    };
    loop {
        p.say(&g.board(&g.pos, g.last.clone()));
        // The board's turn line says the mate ("Gote is checkmated"): a line of its own said
        // it again.
        if g.pos.is_checkmate() {
            g.say_why_mate(p);
            return g.attempt_so_far(End::Mated);
        }
        if g.futile_mate {
            p.tell(&t!("puzzle-checkmate-futile", side = g.pos.side_to_move().name()));
            return g.attempt_so_far(End::Mated);
        }
        loop {
            // Esc leaves as `quit` does (as it leaves the puzzle's lists), not as the end of
            // input, which ends the session without its last words.
            let text = match typed.take().map(LineOrBack::Line).or_else(|| p.line_or_back(&t!("puzzle-prompt"))) {
                None => return g.left(p, End::InputEnded),
                Some(LineOrBack::Back) => return g.left(p, End::Quit),
                Some(LineOrBack::Line(text)) => text,
            };
            match Keyword::parse(&text) {
                Some(Keyword::Help) => p.tell(&help(g.pos.geometry())),
                None if text.trim().is_empty() => p.tell(&help(g.pos.geometry())),
                Some(Keyword::Hint) => g.hint(p),
                Some(Keyword::Moves) => {
                    let room = p.room_above(&t!("puzzle-prompt"), &[], &[]);
                    let previous_to = g.last.as_ref().map(|(m, _)| m.to());
                    p.say(&move_list::numbered(&g.pos, Numbering::Checks, display.notation, previous_to, room))
                }
                Some(Keyword::Board) => p.say(&g.board(&g.pos, g.last.clone())),
                Some(Keyword::Pieces) => say_pieces(p, &g.pos),
                Some(Keyword::Legend) => match say_legend(p, g.pos.variant(), display.pieces, Marks::Puzzle) {
                    Pause::GoOn => {}
                    Pause::Quit => return g.left(p, End::Quit),
                    Pause::InputEnded => return g.left(p, End::InputEnded),
                },
                Some(Keyword::Solution) => {
                    g.solution(p);
                    return g.attempt_so_far(End::GaveUp);
                }
                Some(Keyword::Quit) => return g.left(p, End::Quit),
                // A number picks from the checks that `moves` lists.
                None => match g.pos.parse_move_numbered(&text, g.last.as_ref().map(|(m, _)| m.to()), Numbering::Checks)
                {
                    // The rules' reason ends no sentence (elsewhere it follows `error:`): ended
                    // here as a lesson ends it.
                    Err(why) => {
                        let reason = crate::i18n::capitalise(&crate::i18n::rules::move_input(g.pos.geometry(), &why));
                        p.tell(&t!("tutor-move-refused", reason = reason))
                    }
                    Ok(mv) => {
                        if g.try_move(p, mv) {
                            break;
                        }
                    }
                },
            }
        }
    }
}

impl Game<'_> {
    fn attempt_so_far(&self, end: End) -> Attempt {
        Attempt { end, mistakes: self.mistakes, revealed: self.revealed }
    }

    fn board(&self, pos: &Position, last: Option<(Move, String)>) -> String {
        self.board_as(pos, last, self.compact)
    }

    fn board_as(&self, pos: &Position, last: Option<(Move, String)>, compact: bool) -> String {
        let view = BoardView { pieces: self.display.pieces, highlight: 0, last_move: last, quiet: false, compact };
        // Said as a line of its own: its last newline would leave a blank row above the prompt.
        render(pos, &view).trim_end().to_string()
    }

    /// Why the final position is mate ([`why_mate`]), under its board where both fit above a
    /// prompt; else on a page of its own after a pause, over the compact board where that
    /// fits (a 60x20 window has room for the board or for the reasons, hardly for both).
    fn say_why_mate(&self, p: &mut dyn Prompter) {
        let Some(text) = why_mate(&self.pos) else { return };
        let board = self.board(&self.pos, self.last.clone());
        let Some(rows) = p.room_above(&t!("tutor-press-enter"), &[], &[]) else { return p.say(&text) };
        if board.lines().count() + text.lines().count() <= rows {
            return p.say(&text);
        }
        let compact = self.board_as(&self.pos, self.last.clone(), true);
        let page = match compact.lines().count() + text.lines().count() <= rows {
            true => format!("{compact}\n{text}"),
            false => text,
        };
        // The attempt is over whatever is typed at the pause: the verdict follows.
        let _ = say_in_parts(p, &[String::new(), page], self.pos.variant(), self.display.pieces, Marks::Puzzle);
    }

    fn caption(&self, before: &Position, mv: Move) -> String {
        let previous: Option<Square> = self.last.as_ref().map(|(m, _)| m.to());
        before.format_move(mv, self.display.notation, previous)
    }

    fn opts(&self) -> SolveOptions<'static> {
        SolveOptions { max_plies: self.left, hash_mb: HASH_MB, alternatives: false, ..SolveOptions::default() }
    }

    /// The move the solution plays now: the composed one while on it, else the solver's.
    fn solution_move(&mut self) -> Option<Move> {
        if self.on_line {
            return self.line.get(self.ply).copied();
        }
        let opts = self.opts();
        self.solver.solve(&self.pos, &opts, None).main_line.first().copied()
    }

    /// The next hint: the puzzle's own hints for the first move, then for each later move
    /// which piece and which move the solution plays. Hints that tell nothing new are passed
    /// over (see [`Game::tells_nothing`]). A hint that names the move makes a later solve
    /// not clean: while the attempt is clean, the player is first told so and asks again.
    fn hint(&mut self, p: &mut dyn Prompter) {
        let hints: Vec<Phrase> = if self.ply == 0 {
            self.puzzle.hints.clone()
        } else {
            self.solution_move().map(|mv| Phrase::for_move(&self.pos, mv).to_vec()).unwrap_or_default()
        };
        while hints.get(self.hints_passed).is_some_and(|h| self.tells_nothing(h)) {
            self.hints_passed += 1;
        }
        let Some(h) = hints.get(self.hints_passed) else {
            p.tell(&t!("puzzle-no-more-hints"));
            return;
        };
        if h.names_the_move() && !self.revealed && self.mistakes == 0 && !self.warned {
            self.warned = true;
            p.tell(&t!("puzzle-hint-names-move-next"));
            return;
        }
        self.hints_passed += 1;
        self.hints_told += 1;
        p.tell(&t!(
            "puzzle-hint",
            number = self.hints_told,
            hint = h.render(&self.pos, self.display.notation, self.left)
        ));
        if h.names_the_move() && !self.revealed && self.mistakes == 0 {
            p.tell(&t!("puzzle-hint-revealed"));
        }
        if h.names_the_move() {
            if let Some(mv) = self.solution_move() {
                self.tell_setting(p, mv);
            }
        }
        if h.names_the_move() && !self.revealed {
            self.revealed = true;
            let so_far = self.attempt_so_far(End::Quit);
            (self.left_now)(so_far);
        }
    }

    /// Whether a first-move hint tells the player nothing the title has not: the idea of a
    /// promotion ("Promote to mate", then "A promotion makes the difference") or of a drop
    /// that mates at once ("From the hand: mate in 1", then "The mate is a piece dropped from
    /// your hand"), or, there, which piece to drop when the hand holds one kind ("Drop a
    /// lance" with lances alone). A playtester met such hints first, then the move. (In a
    /// longer mate "From the hand" leaves open when the drop comes: the idea says "not
    /// necessarily at once", and which piece to drop says it is the first move.)
    fn tells_nothing(&self, h: &Phrase) -> bool {
        let Phrase::Title { theme: Some(theme), .. } = self.puzzle.title else { return false };
        let drop_mates = theme == Tag::Drop && self.left == 1;
        let kinds = self.pos.hand(self.pos.side_to_move()).iter().filter(|&&n| n > 0).count();
        self.ply == 0
            && match h {
                Phrase::Idea { theme: idea } => *idea == Some(theme) && (theme == Tag::Promotion || drop_mates),
                Phrase::Drop { .. } => drop_mates && kinds == 1,
                _ => false,
            }
    }

    /// Tries `mv`; true when it was accepted and the defence has replied.
    fn try_move(&mut self, p: &mut dyn Prompter, mv: Move) -> bool {
        // The move as the player reads moves (`--notation`).
        let shown = self.caption(&self.pos, mv);
        let after = self.pos.after(mv);
        // A USI move without `+` does not promote (`8c7d`; western and Japanese text that
        // leaves a promotion open is asked about before it gets here). Where only the
        // promotion checks, the mark was most likely left out: said so, and not counted as a
        // wrong try (no attacker move that does not check is ever a solution).
        if let Some(promoting) = self.promotion_that_checks(mv, &after) {
            let promoted = self.caption(&self.pos, promoting);
            p.tell(&t!("puzzle-promotion-mark", move = shown.as_str(), promoted = promoted.as_str()));
            return false;
        }
        // A move that gives no check breaks the genre's rule, not the puzzle's idea: said, and
        // not counted, as a move against the rules is not (a playtester's slip lost a puzzle).
        if !after.is_check() {
            // In Annan the reason is most often the piece behind: the bishop that lands on
            // the king's diagonal moves like the lance behind it (a playtester saw no reason).
            p.tell(&if self.pos.variant().has_backers() {
                let why = crate::i18n::rules::movement_at(&after, mv.to());
                t!("puzzle-wrong-no-check-moves-like", move = shown.as_str(), why = why)
            } else {
                t!("puzzle-wrong-no-check", move = shown.as_str())
            });
            return false;
        }
        let opts = SolveOptions { max_plies: self.left - 1, ..self.opts() };
        let mates = self.solver.solve_after(&after, &opts).status == Status::Mate;
        if !mates {
            self.mistakes += 1;
            let so_far = self.attempt_so_far(End::Quit);
            (self.left_now)(so_far);
            p.tell(&t!("puzzle-wrong-no-mate", move = shown.as_str(), plies = self.left));
            // The defence, in words: a board of it and the board to play from again took two
            // screens, and the explanation scrolled off a 24-row terminal.
            if let Some(reply) = self.refutation(&after) {
                let caption = after.format_move(reply, self.display.notation, Some(mv.to()));
                p.tell(&t!("puzzle-refutation", side = after.side_to_move().name(), move = caption.as_str()));
            }
            p.tell(&if self.mistakes == 1 && !self.revealed {
                t!("puzzle-taken-back-first")
            } else {
                t!("puzzle-taken-back")
            });
            p.say(&self.board(&self.pos, self.last.clone()));
            return false;
        }
        if self.on_line && self.line.get(self.ply) != Some(&mv) {
            let composed = self.line.get(self.ply).map_or(String::new(), |&m| self.caption(&self.pos, m));
            p.tell(&t!("puzzle-also-mates", move = shown.as_str(), composed = composed));
            self.on_line = false;
        }
        self.tell_setting(p, mv);
        self.pos = after;
        self.last = Some((mv, shown));
        self.ply += 1;
        self.hints_passed = 0;
        self.hints_told = 0;
        if self.pos.is_checkmate() {
            return true;
        }
        let Some(replies) = self.real_defences() else {
            p.tell(&t!("puzzle-no-defence"));
            return true;
        };
        let (first, longest) = match replies.first() {
            Some(&(first, Some(longest))) => (first, longest),
            // Not checkmate, so legal replies remain: each is a futile interposition.
            None => {
                self.futile_mate = true;
                return true;
            }
            // An escape, after a move proven to mate: nothing to play.
            Some(&(_, None)) => return true,
        };
        let composed = self.line.get(self.ply).copied().filter(|_| self.on_line);
        let reply = composed.filter(|c| replies.iter().any(|r| r.0 == *c && r.1 == Some(longest))).unwrap_or(first);
        if composed.is_some_and(|c| c != reply) {
            self.on_line = false;
        }
        let caption = self.caption(&self.pos, reply);
        p.tell(&t!("puzzle-answers", side = self.pos.side_to_move().name(), move = caption.as_str()));
        self.tell_setting(p, reply);
        self.pos.play(reply);
        self.last = Some((reply, caption));
        self.left = longest;
        self.ply += 1;
        true
    }

    /// Names the dead-piece setting, once a puzzle, when `mv` (to be played now, or named by a
    /// hint) is legal only under it: a lance dropped on the last rank in front of its rook
    /// reads as illegal to a player who learnt shogi (a playtest). Said here rather than in
    /// the first page, which would point at the move to find.
    fn tell_setting(&mut self, p: &mut dyn Prompter, mv: Move) {
        if !self.setting_told && needs_setting(&self.pos, mv) {
            self.setting_told = true;
            p.tell(&setting_note(&self.pos));
        }
    }

    /// The same move promoting, when `mv` does not promote nor check (`after` is the position
    /// it leads to) and the promotion is legal and checks.
    fn promotion_that_checks(&self, mv: Move, after: &Position) -> Option<Move> {
        let from = mv.from().filter(|_| !mv.promotes() && !after.is_check())?;
        let promoting = Move::normal(from, mv.to(), true);
        (self.pos.is_legal(promoting) && self.pos.gives_check(promoting)).then_some(promoting)
    }

    /// The defender's replies now (after an attacker's move that mates in time) with the
    /// mate length after each, longest resistance first, futile interpositions left out:
    /// they only put off the mate by a piece given away. `None` when a limit stopped the
    /// search.
    fn real_defences(&mut self) -> Option<Vec<(Move, Option<u16>)>> {
        let opts = self.opts();
        let left = self.left - 1;
        let replies = self.solver.defences(&self.pos, left, &opts).ok()?;
        let mut real = Vec::with_capacity(replies.len());
        for reply in replies {
            if !self.solver.is_futile_interposition(&self.pos, reply.0, left, &opts).ok()? {
                real.push(reply);
            }
        }
        Some(real)
    }

    /// A defence after `after` (the defender to move) that leaves no mate in the plies left.
    fn refutation(&mut self, after: &Position) -> Option<Move> {
        let opts = SolveOptions { max_plies: self.left.saturating_sub(2), ..self.opts() };
        after.legal_move_list().iter().copied().find(|&reply| {
            let next = after.after(reply);
            self.solver.solve(&next, &opts, None).status == Status::NoMate
        })
    }

    /// The attempt, left by `quit` or the end of input. Left after a wrong try or a hint
    /// that named the move, the puzzle is a miss already: its solution is shown, as
    /// `solution` shows it (a learner who gave up left without it). Left before, it does not
    /// count, and is not spoilt.
    fn left(&self, p: &mut dyn Prompter, end: End) -> Attempt {
        let attempt = self.attempt_so_far(end);
        if attempt.counts() {
            self.solution(p);
        }
        attempt
    }

    /// The composed solution from the start, as [`solution_text`] writes it.
    fn solution(&self, p: &mut dyn Prompter) {
        if let Some(text) = solution_text(self.puzzle, self.line, self.display.notation) {
            p.say(&text);
        }
    }
}

/// The composed solution of `puzzle` (its main `line`) from the start, each attacker move
/// with what a backer changes explained (in Annan), wrapped: what `solution` shows, and
/// `quit` or Ctrl-C after a wrong try. `None` if the start cannot be read.
/// Under its rows, the dead-piece setting where the line has a move only that allows.
pub fn solution_text(puzzle: &Puzzle, line: &[Move], notation: Notation) -> Option<String> {
    let (rows, end) = solution_rows(puzzle, line, notation)?;
    let mut out = vec![wrap(&t!("puzzle-solution", plies = puzzle.mate))];
    out.extend(rows.into_iter().map(|(row, _)| row));
    let start = puzzle.position().ok()?;
    if !plies_needing_setting(&start, line).is_empty() {
        out.push(wrap(&setting_note(&start)));
    }
    out.extend(why_mate(&end));
    Some(out.join("\n"))
}

/// The sentence that names `pos`'s dead-piece setting and what it allows.
fn setting_note(pos: &Position) -> String {
    t!("puzzle-setting-note", setting = pos.rules().dead_piece.name())
}

/// Why `pos` is mate ([`crate::mate::why`]), wrapped with its lines after the first indented;
/// `None` where it is not mate.
fn why_mate(pos: &Position) -> Option<String> {
    let anatomy = pos.check_anatomy().filter(|a| a.is_mate())?;
    Some(hanging(&crate::mate::why(pos, &anatomy), 2))
}

/// After a solve, the attacker moves of the composed solution (the player's mate may have
/// taken another way) whose pieces a backer made move as another kind, explained: a player
/// who solved an Annan puzzle cleanly was never told why the lance on 5a could mate (a
/// playtest). `None` where no backer changed a checking piece.
pub fn backer_recap(puzzle: &Puzzle, line: &[Move], notation: Notation) -> Option<String> {
    let rows: Vec<String> =
        solution_rows(puzzle, line, notation)?.0.into_iter().filter(|(_, noted)| *noted).map(|(row, _)| row).collect();
    (!rows.is_empty()).then(|| format!("{}\n{}", wrap(&t!("puzzle-backers-recap")), rows.join("\n")))
}

/// The solution's rows, numbered, each move with its USI where the notation writes it
/// otherwise (`S*5c (S*5c)` said the same move twice), and whether the row explains a
/// movement: at an attacker's move, that of the moved piece and of the other checkers where
/// a backer makes them move as another kind. ("It has no friendly piece behind it, so it
/// moves like a silver" beside nearly every move buried the two rows that mattered.) With
/// them, the position the line ends in.
fn solution_rows(puzzle: &Puzzle, line: &[Move], notation: Notation) -> Option<(Vec<(String, bool)>, Position)> {
    let mut pos = puzzle.position().ok()?;
    let mut rows = Vec::new();
    let mut previous = None;
    for (i, &mv) in line.iter().enumerate() {
        let text = pos.format_move(mv, notation, previous);
        let usi = mv.usi(pos.geometry());
        pos.play(mv);
        let mut row = format!("{:>3}. {text}", i + 1);
        if text != usi {
            row.push_str(&format!(" ({usi})"));
        }
        let borrowed =
            |sq| pos.explain_movement(sq).is_some_and(|e| e.moves_like.movement() != e.piece.role.movement());
        let why: Vec<String> = if i % 2 == 0 && pos.variant().has_backers() {
            std::iter::once(mv.to())
                .chain(crate::rules::squares(pos.checkers()).filter(|&s| s != mv.to()))
                .filter(|&s| borrowed(s))
                .map(|s| crate::i18n::rules::movement_at(&pos, s))
                .collect()
        } else {
            Vec::new()
        };
        if !why.is_empty() {
            row.push_str(&format!(": {}", why.join("; ")));
        }
        rows.push((hanging(&row, 5), !why.is_empty()));
        previous = Some(mv.to());
    }
    Some((rows, pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn attempt(end: End, mistakes: u32, revealed: bool) -> Attempt {
        Attempt { end, mistakes, revealed }
    }

    #[test]
    fn only_a_solve_without_wrong_tries_or_a_revealing_hint_is_clean() {
        assert!(attempt(End::Mated, 0, false).clean());
        assert!(!attempt(End::Mated, 1, false).clean());
        assert!(!attempt(End::Mated, 0, true).clean());
        assert!(!attempt(End::GaveUp, 0, false).clean());
    }

    #[test]
    fn leaving_counts_only_after_a_wrong_try_or_a_revealing_hint() {
        assert!(!attempt(End::Quit, 0, false).counts());
        assert!(!attempt(End::InputEnded, 0, false).counts());
        assert!(attempt(End::Quit, 2, false).counts());
        assert!(attempt(End::InputEnded, 0, true).counts());
        assert!(attempt(End::GaveUp, 0, false).counts());
        assert!(attempt(End::Mated, 0, false).counts());
    }
}

//! Playing one puzzle through a [`Prompter`]: the person plays the attacker, any move that
//! still forces mate in the plies left is accepted, a wrong move is answered with the
//! defence that refutes it (shown on the board) and taken back, and the defender plays the
//! longest resistance, the composed reply when it is among the longest.

use super::compose::move_hints;
use crate::content::puzzle::Puzzle;
use crate::rules::{Move, Notation, Position, Square};
use crate::solver::{SolveOptions, Solver, Status};
use crate::ui::{render, BoardView, PieceStyle, Prompter};

/// How a puzzle ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Mate reached; `clean` when no wrong move was played on the way.
    Solved { clean: bool },
    /// The person asked for the solution.
    GaveUp,
    /// The input ended first; `mistakes` counts the wrong moves played before.
    Ended { mistakes: u32 },
}

/// How to draw boards and moves.
#[derive(Copy, Clone, Debug)]
pub struct Display {
    pub pieces: PieceStyle,
    pub notation: Notation,
}

/// The solver's table size for the player's questions.
const HASH_MB: usize = 32;

const HELP: &str = "Type a move in USI (7g7f), western (P-7f) or Japanese (７六歩) notation, or its \
    number from `moves`. Commands: hint, moves, solution (or give up), help.";

struct Game<'a> {
    puzzle: &'a Puzzle,
    line: &'a [Move],
    pos: Position,
    /// Plies left to mate (the attacker's move included).
    left: u16,
    /// Plies played; while `on_line`, also the index into the composed line.
    ply: usize,
    on_line: bool,
    last: Option<(Move, String)>,
    hints_shown: usize,
    mistakes: u32,
    solver: Solver,
    display: Display,
}

/// Plays `puzzle` (its verified start `position` and main `line`) with `p`.
pub fn play(p: &mut dyn Prompter, puzzle: &Puzzle, position: &Position, line: &[Move], display: Display) -> Outcome {
    let mut g = Game {
        puzzle,
        line,
        pos: position.clone(),
        left: puzzle.mate,
        ply: 0,
        on_line: true,
        last: None,
        hints_shown: 0,
        mistakes: 0,
        solver: Solver::new(HASH_MB),
        display,
    };
    p.say(&format!("{} ({}, {})", puzzle.title.local(), puzzle.variant, puzzle.id));
    p.say(&format!(
        "{} to play and mate in {} plies. Every move must give check.",
        crate::i18n::rules::side(g.pos.side_to_move()),
        g.left
    ));
    p.say(HELP);
    loop {
        p.say(&g.board(&g.pos, g.last.clone()));
        if g.pos.is_checkmate() {
            let clean = g.mistakes == 0;
            p.say(if clean { "Checkmate. Solved!" } else { "Checkmate. Solved, after a wrong try." });
            return Outcome::Solved { clean };
        }
        loop {
            let Some(text) = p.line("Your move") else {
                return Outcome::Ended { mistakes: g.mistakes };
            };
            match text.to_lowercase().as_str() {
                "" => continue,
                "help" | "?" => p.say(HELP),
                "hint" => g.hint(p),
                "moves" => p.say(&g.numbered()),
                "solution" | "give up" | "giveup" | "resign" => {
                    g.solution(p);
                    return Outcome::GaveUp;
                }
                _ => match g.pos.parse_move(&text, g.last.as_ref().map(|(m, _)| m.to())) {
                    Err(why) => p.say(&crate::i18n::rules::move_input(g.pos.geometry(), &why)),
                    Ok(mv) => {
                        if g.attempt(p, mv) {
                            break;
                        }
                    }
                },
            }
        }
    }
}

impl Game<'_> {
    fn board(&self, pos: &Position, last: Option<(Move, String)>) -> String {
        render(pos, &BoardView { pieces: self.display.pieces, highlight: 0, last_move: last })
    }

    fn caption(&self, before: &Position, mv: Move) -> String {
        let previous: Option<Square> = self.last.as_ref().map(|(m, _)| m.to());
        before.format_move(mv, self.display.notation, previous)
    }

    fn numbered(&self) -> String {
        let moves = self.pos.numbered_moves();
        let cells: Vec<String> = moves
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                let check = if self.pos.gives_check(m) { "+" } else { " " };
                format!("{:>3}. {:<7}{check}", i + 1, m.usi(self.pos.geometry()))
            })
            .collect();
        let rows: Vec<String> = cells.chunks(6).map(|c| c.join(" ")).collect();
        format!("Legal moves (+ gives check):\n{}", rows.join("\n"))
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
    /// which piece and which move the solution plays.
    fn hint(&mut self, p: &mut dyn Prompter) {
        let hints: Vec<String> = if self.ply == 0 {
            self.puzzle.hints.iter().map(|h| h.local().to_string()).collect()
        } else {
            self.solution_move().map(|mv| move_hints(&self.pos, mv).to_vec()).unwrap_or_default()
        };
        match hints.get(self.hints_shown) {
            Some(h) => {
                self.hints_shown += 1;
                p.say(&format!("Hint {}: {h}", self.hints_shown));
            }
            None => p.say("No more hints: type `solution` to see the whole solution."),
        }
    }

    /// Tries `mv`; true when it was accepted and the defence has replied.
    fn attempt(&mut self, p: &mut dyn Prompter, mv: Move) -> bool {
        let usi = mv.usi(self.pos.geometry());
        let after = self.pos.after(mv);
        let mates = after.is_check() && {
            let opts = SolveOptions { max_plies: self.left - 1, ..self.opts() };
            self.solver.solve_after(&after, &opts).status == Status::Mate
        };
        if !mates {
            self.mistakes += 1;
            let why = if after.is_check() {
                format!("{usi} gives check, but it does not force mate in the {} plies left.", self.left)
            } else {
                format!("{usi} does not give check: in a mate problem every attacker move must check.")
            };
            p.say(&format!("Not this one. {why}"));
            if let Some(reply) = self.refutation(&after) {
                let caption = after.format_move(reply, self.display.notation, Some(mv.to()));
                p.say(&format!(
                    "{} answers {caption}, and there is no mate in time:",
                    crate::i18n::rules::side(after.side_to_move())
                ));
                p.say(&self.board(&after.after(reply), Some((reply, caption))));
            }
            p.say("Your move is taken back; try again.");
            return false;
        }
        if self.on_line && self.line.get(self.ply) != Some(&mv) {
            let composed = self.line.get(self.ply).map_or(String::new(), |m| m.usi(self.pos.geometry()));
            p.say(&format!("{usi} also mates (the composed solution plays {composed}); carrying on with your line."));
            self.on_line = false;
        }
        let caption = self.caption(&self.pos, mv);
        self.pos = after;
        self.last = Some((mv, caption));
        self.ply += 1;
        self.hints_shown = 0;
        if self.pos.is_checkmate() {
            return true;
        }
        let opts = self.opts();
        let Ok(replies) = self.solver.defences(&self.pos, self.left - 1, &opts) else {
            p.say("The solver could not decide on a defence.");
            return true;
        };
        let Some(&(first, Some(longest))) = replies.first() else {
            return true;
        };
        let composed = self.line.get(self.ply).copied().filter(|_| self.on_line);
        let reply = composed.filter(|c| replies.iter().any(|r| r.0 == *c && r.1 == Some(longest))).unwrap_or(first);
        if composed.is_some_and(|c| c != reply) {
            self.on_line = false;
        }
        let caption = self.caption(&self.pos, reply);
        p.say(&format!("{} answers {caption}.", crate::i18n::rules::side(self.pos.side_to_move())));
        self.pos.play(reply);
        self.last = Some((reply, caption));
        self.left = longest;
        self.ply += 1;
        true
    }

    /// A defence after `after` (the defender to move) that leaves no mate in the plies left.
    fn refutation(&mut self, after: &Position) -> Option<Move> {
        let opts = SolveOptions { max_plies: self.left.saturating_sub(2), ..self.opts() };
        after.legal_move_list().iter().copied().find(|&reply| {
            let next = after.after(reply);
            self.solver.solve(&next, &opts, None).status == Status::NoMate
        })
    }

    /// The composed solution from the start, each attacker move with the movement of the
    /// checking pieces explained (the backer effect, in Annan).
    fn solution(&self, p: &mut dyn Prompter) {
        let start = self.puzzle.position();
        let Ok(mut pos) = start else { return };
        let mut out = vec![format!("Solution (mate in {}):", self.puzzle.mate)];
        let mut previous = None;
        for (i, &mv) in self.line.iter().enumerate() {
            let text = pos.format_move(mv, self.display.notation, previous);
            let usi = mv.usi(pos.geometry());
            pos.play(mv);
            let mut row = format!("{:>3}. {text:<10} ({usi})", i + 1);
            if i % 2 == 0 && pos.variant().has_backers() {
                let mut why: Vec<String> = vec![crate::i18n::rules::movement_at(&pos, mv.to())];
                why.extend(
                    crate::rules::squares(pos.checkers())
                        .filter(|&s| s != mv.to())
                        .map(|s| crate::i18n::rules::movement_at(&pos, s)),
                );
                row.push_str(&format!(": {}", why.join("; ")));
            }
            out.push(row);
            previous = Some(mv.to());
        }
        p.say(&out.join("\n"));
    }
}

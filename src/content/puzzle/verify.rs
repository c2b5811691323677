//! What makes a puzzle correct, asked of the rules core and the solver: a legal position
//! that is not over, a mate of exactly the stated length, a main line where every attacker
//! move mates in time and every defence is a longest resistance, a unique solution along it,
//! the claimed Annan-only property, tags equal to the computed themes, and a title and hints
//! that are true of the puzzle; for the collection also the composers' conventions (no
//! futile interposition, see [`conventions`](super::conventions)).

use super::conventions::{conventions, ConventionError};
use super::{themes, Phrase, Puzzle};
use crate::rules::{Move, MoveList, Position, Rules, Variant};
use crate::solver::{give_defender_rest, SolveOptions, Solver, Status};
use crate::t;

/// What a puzzle is held to. The collection, `annan check` and `annan generate` hold it to
/// the composers' standard; a file played with `--file` need only be a correct mate (the
/// player accepts any mate in time and never defends with a futile interposition).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Standard {
    /// A unique solution along the main line, no futile interposition in it, and the same
    /// length counted classically.
    Composed,
    /// Other mating moves and futile interpositions allowed.
    Playable,
}

/// One thing wrong with a puzzle: the text to find in its file (for the line number) and
/// the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub needle: String,
    pub message: String,
}

fn problem(needle: impl Into<String>, message: impl Into<String>) -> Problem {
    Problem { needle: needle.into(), message: message.into() }
}

/// Nodes one solver question may take before the check gives up (a generous bound: the
/// collection's hardest puzzles need a few hundred thousand).
const NODE_LIMIT: u64 = 30_000_000;
const HASH_MB: usize = 16;

/// A puzzle that passed: its position and main line.
#[derive(Clone, Debug)]
pub struct Verified {
    pub position: Position,
    pub line: Vec<Move>,
    /// For each attacker ply of the main line (0-based), the other moves that mate in time
    /// (empty lists when the solution is unique).
    pub alternatives: Vec<(usize, Vec<Move>)>,
}

/// Checks everything that can be computed about `p`; the first failing layer's problems.
pub fn verify(p: &Puzzle, standard: Standard) -> Result<Verified, Vec<Problem>> {
    let position = setting(p)?;
    let mut solver = Solver::new(HASH_MB);
    let opts = SolveOptions {
        max_plies: p.mate,
        nodes: Some(NODE_LIMIT),
        alternatives: false,
        hash_mb: HASH_MB,
        ..SolveOptions::default()
    };
    exact_length(&mut solver, &position, p, &opts)?;
    let line = replay(p, &position)?;
    let alternatives = walk(&mut solver, &position, &line, p, &opts, standard)?;
    let mut problems = Vec::new();
    if standard == Standard::Composed {
        if let Err(e) = conventions(&mut solver, &position, &line, &opts) {
            let needle = match &e {
                ConventionError::Futile { ply, .. } => p.main_line[*ply].as_str(),
                _ => "mate:",
            };
            problems.push(problem(needle, e.message()));
        }
    }
    if p.annan_only {
        if let Err(e) = annan_only(p) {
            problems.push(e);
        }
    }
    let computed = themes(&position, &line);
    if computed != p.tags {
        let names = |t: &[super::Tag]| t.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ");
        problems.push(problem("tags", t!("puzzle-check-tags", tags = names(&p.tags), shown = names(&computed))));
    }
    problems.extend(texts(p, &position, line[0]));
    if problems.is_empty() {
        Ok(Verified { position, line, alternatives })
    } else {
        Err(problems)
    }
}

/// The checks that need no search: fields, a legal position that is not over, the
/// defender's hand.
/// What is wrong with a puzzle position whose defender lacks some of the pieces off the
/// board (the classical convention gives them all to the defender), naming the position it
/// would be; `None` when it holds them.
pub fn defender_hand_problem(pos: &Position) -> Option<String> {
    let full = give_defender_rest(pos);
    let defender = pos.side_to_move().opponent();
    (full.hand(defender) != pos.hand(defender)).then(|| t!("puzzle-check-defender-hand", sfen = full.to_sfen()))
}

fn setting(p: &Puzzle) -> Result<Position, Vec<Problem>> {
    let mut problems = Vec::new();
    if p.id.is_empty() || !p.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
        problems.push(problem("id:", t!("puzzle-check-id", id = p.id.as_str())));
    }
    if p.dead_piece.is_some() && p.variant != Variant::Annan {
        problems.push(problem("dead_piece", t!("puzzle-check-dead-piece")));
    }
    if p.annan_only && p.variant != Variant::Annan {
        problems.push(problem("annan_only", t!("puzzle-check-annan-only-variant")));
    }
    if p.mate.is_multiple_of(2) {
        problems.push(problem("mate:", t!("puzzle-check-mate-even", mate = p.mate)));
    }
    if !(1..=5).contains(&p.difficulty) {
        problems.push(problem("difficulty", t!("puzzle-check-difficulty", difficulty = p.difficulty)));
    }
    match p.position() {
        Err(e) => problems.push(problem(&p.sfen, t!("puzzle-check-sfen", reason = e.to_string()))),
        Ok(pos) if !pos.has_legal_move() => problems.push(problem(&p.sfen, t!("puzzle-check-over"))),
        Ok(pos) => {
            if let Some(message) = defender_hand_problem(&pos) {
                problems.push(problem(&p.sfen, message));
            }
            if problems.is_empty() {
                return Ok(pos);
            }
        }
    }
    Err(problems)
}

/// The main line replayed: legal moves, every attacker move a check, checkmate at the end.
fn replay(p: &Puzzle, position: &Position) -> Result<Vec<Move>, Vec<Problem>> {
    let line = p
        .line(position)
        .map_err(|(ply, why)| vec![problem(&p.main_line[ply], t!("puzzle-check-ply", ply = ply + 1, reason = why))])?;
    let mut problems = Vec::new();
    if p.main_line.len() != p.mate as usize {
        problems.push(problem("main_line", t!("puzzle-check-line-length", moves = p.main_line.len(), mate = p.mate)));
    }
    let mut pos = position.clone();
    for (i, &mv) in line.iter().enumerate() {
        pos.play(mv);
        if i % 2 == 0 && !pos.is_check() {
            problems.push(problem(&p.main_line[i], t!("puzzle-check-no-check", ply = i + 1, move = &p.main_line[i])));
        }
    }
    if !pos.is_checkmate() {
        problems.push(problem("main_line", t!("puzzle-check-no-checkmate")));
    }
    if problems.is_empty() {
        Ok(line)
    } else {
        Err(problems)
    }
}

/// The solver's shortest mate equals the stated length.
fn exact_length(solver: &mut Solver, pos: &Position, p: &Puzzle, opts: &SolveOptions) -> Result<(), Vec<Problem>> {
    let sol = solver.solve(pos, opts, None);
    let message = match (sol.status, sol.length) {
        (Status::Mate, Some(n)) if n == p.mate => return Ok(()),
        (Status::Mate, Some(n)) => t!("puzzle-check-length", found = n, mate = p.mate),
        (Status::NoMate, _) => t!("puzzle-check-no-mate", mate = p.mate),
        _ => t!("puzzle-check-undecided", nodes = NODE_LIMIT, mate = p.mate),
    };
    Err(vec![problem("mate:", message)])
}

/// Walks the main line: every defence must be a longest resistance (and none escapes);
/// every other check at each attacker ply is tried for an alternative mate. With a unique
/// solution required, the first ply that has another stops the walk.
fn walk(
    solver: &mut Solver,
    start: &Position,
    line: &[Move],
    p: &Puzzle,
    opts: &SolveOptions,
    standard: Standard,
) -> Result<Vec<(usize, Vec<Move>)>, Vec<Problem>> {
    let undecided = |ply: usize| vec![problem(&p.main_line[ply], t!("puzzle-check-ply-undecided", ply = ply + 1))];
    let mut pos = start.clone();
    let mut alternatives = Vec::new();
    let mut checks = MoveList::new();
    for (i, &mv) in line.iter().enumerate() {
        let left = p.mate - i as u16;
        if i % 2 == 0 {
            pos.checking_moves(&mut checks);
            let mut others = Vec::new();
            for &other in checks.iter().filter(|&&m| m != mv) {
                let sub = SolveOptions { max_plies: left - 1, ..*opts };
                match solver.solve_after(&pos.after(other), &sub).status {
                    Status::Mate => others.push(other),
                    Status::NoMate => {}
                    Status::Unknown => return Err(undecided(i)),
                }
            }
            if standard == Standard::Composed && !others.is_empty() {
                // Later plies are not searched: one place with a second solution is enough.
                return Err(vec![not_unique(&pos, p, i, &others)]);
            }
            alternatives.push((i, others));
        } else {
            let replies = solver.defences(&pos, left, opts).map_err(|_| undecided(i))?;
            let longest = replies.first().map(|r| r.1);
            let g = pos.geometry();
            match longest {
                Some(None) => {
                    let escape = replies[0].0.usi(g);
                    let message = t!("puzzle-check-escape", ply = i, move = &p.main_line[i - 1], escape = escape);
                    return Err(vec![problem(&p.main_line[i - 1], message)]);
                }
                Some(Some(best)) => {
                    let mine = replies.iter().find(|r| r.0 == mv).and_then(|r| r.1);
                    if mine != Some(best) {
                        let better = replies[0].0.usi(g);
                        let message = t!("puzzle-check-not-longest", ply = i + 1, move = &p.main_line[i], better = better, plies = best);
                        return Err(vec![problem(&p.main_line[i], message)]);
                    }
                }
                None => {}
            }
        }
        pos.play(mv);
    }
    Ok(alternatives)
}

fn not_unique(pos: &Position, p: &Puzzle, ply: usize, others: &[Move]) -> Problem {
    let list: Vec<String> = others.iter().map(|m| m.usi(pos.geometry())).collect();
    let message = t!(
        "puzzle-check-not-unique",
        ply = ply + 1,
        move = &p.main_line[ply],
        others = list.join(", "),
        count = list.len(),
        plies = p.mate as usize - ply
    );
    problem(&p.main_line[ply], message)
}

/// Under shogi rules the same position is legal and has no mate within the stated length.
fn annan_only(p: &Puzzle) -> Result<(), Problem> {
    let pos = Position::from_sfen(Rules::new(Variant::Shogi), &p.sfen)
        .map_err(|e| problem("annan_only", t!("puzzle-check-annan-only-illegal", reason = e.to_string())))?;
    let opts = SolveOptions { max_plies: p.mate, nodes: Some(NODE_LIMIT), alternatives: false, ..Default::default() };
    let opts = SolveOptions { hash_mb: HASH_MB, ..opts };
    let sol = Solver::new(HASH_MB).solve(&pos, &opts, None);
    match sol.status {
        Status::NoMate => Ok(()),
        Status::Mate => {
            let g = pos.geometry();
            let line: Vec<String> = sol.main_line.iter().map(|m| m.usi(g)).collect();
            let message = t!("puzzle-check-annan-only-mates", plies = sol.length.unwrap_or(0), line = line.join(" "));
            Err(problem("annan_only", message))
        }
        Status::Unknown => Err(problem("annan_only", t!("puzzle-check-annan-only-undecided"))),
    }
}

/// The title and hints say what is true: the title is a `puzzle-title` of the puzzle's
/// length, hints are not titles, themes are among the tags, and a hint that names a piece,
/// a drop or a move describes the first move of the main line, `first`, in `start`.
fn texts(p: &Puzzle, start: &Position, first: Move) -> Vec<Problem> {
    let mut problems = Vec::new();
    let themed = |theme: &Option<super::Tag>| theme.is_none_or(|t| p.tags.contains(&t));
    match &p.title {
        Phrase::Title { theme, length } => {
            if *length != p.mate {
                problems.push(problem("title", t!("puzzle-check-title-length", length = *length, mate = p.mate)));
            }
            if !themed(theme) {
                problems.push(problem("title", t!("puzzle-check-theme", theme = theme.map_or("", |t| t.name()))));
            }
        }
        _ => problems.push(problem("title", t!("puzzle-check-title-id"))),
    }
    let g = start.geometry();
    let first_usi = first.usi(g);
    for hint in &p.hints {
        let true_of_first = match hint {
            Phrase::Title { .. } => {
                problems.push(problem("hints", t!("puzzle-check-hint-id")));
                continue;
            }
            Phrase::Idea { theme } => {
                if !themed(theme) {
                    problems.push(problem("hints", t!("puzzle-check-theme", theme = theme.map_or("", |t| t.name()))));
                }
                continue;
            }
            Phrase::Piece { piece, square } => g
                .parse_square(square)
                .is_some_and(|sq| first.from() == Some(sq) && start.piece_at(sq).is_some_and(|pc| pc.role == piece.0)),
            Phrase::Drop { piece } => first.drop_role() == Some(piece.0),
            Phrase::Move { usi } => *usi == first_usi,
        };
        if !true_of_first {
            problems.push(problem("hints", t!("puzzle-check-hint-first-move", move = first_usi.as_str())));
        }
    }
    problems
}

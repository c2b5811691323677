//! What makes a puzzle correct, asked of the rules core and the solver: a legal position
//! that is not over, a mate of exactly the stated length, a main line where every attacker
//! move mates in time and every defence is a longest resistance, a unique solution along it,
//! the claimed Annan-only property, and tags equal to the computed themes.

use super::{themes, Puzzle};
use crate::rules::{Move, MoveList, Position, Rules, Variant};
use crate::solver::{give_defender_rest, SolveOptions, Solver, Status};

/// Whether other mating moves along the main line make a puzzle wrong. The collection and
/// `annan check` require a unique solution; a file played with `--file` may have several.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Uniqueness {
    Required,
    Allowed,
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
pub fn verify(p: &Puzzle, uniqueness: Uniqueness) -> Result<Verified, Vec<Problem>> {
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
    let alternatives = walk(&mut solver, &position, &line, p, &opts, uniqueness)?;
    let mut problems = Vec::new();
    if p.annan_only {
        if let Err(e) = annan_only(p) {
            problems.push(e);
        }
    }
    let computed = themes(&position, &line);
    if computed != p.tags {
        let names = |t: &[super::Tag]| t.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ");
        problems.push(problem(
            "tags",
            format!("tags are [{}] but the main line shows [{}]", names(&p.tags), names(&computed)),
        ));
    }
    if problems.is_empty() {
        Ok(Verified { position, line, alternatives })
    } else {
        Err(problems)
    }
}

/// The checks that need no search: fields, a legal position that is not over, the
/// defender's hand.
fn setting(p: &Puzzle) -> Result<Position, Vec<Problem>> {
    let mut problems = Vec::new();
    if p.id.is_empty() || !p.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
        problems.push(problem("id:", format!("id '{}' must be kebab-case (a-z, 0-9, -)", p.id)));
    }
    if p.dead_piece.is_some() && p.variant != Variant::Annan {
        problems.push(problem("dead_piece", "dead_piece is an Annan rule; remove it for this variant"));
    }
    if p.annan_only && p.variant != Variant::Annan {
        problems.push(problem("annan_only", "annan_only is only meaningful for Annan puzzles"));
    }
    if p.mate.is_multiple_of(2) {
        problems.push(problem("mate:", format!("mate is {} plies; a mate problem has an odd length", p.mate)));
    }
    if !(1..=5).contains(&p.difficulty) {
        problems.push(problem("difficulty", format!("difficulty {} is not between 1 and 5", p.difficulty)));
    }
    match p.position() {
        Err(e) => problems.push(problem(&p.sfen, format!("sfen: {e}"))),
        Ok(pos) if !pos.has_legal_move() => {
            problems.push(problem(&p.sfen, "the game is already over: the side to move has no legal move"))
        }
        Ok(pos) => {
            let full = give_defender_rest(&pos);
            let defender = pos.side_to_move().opponent();
            if full.hand(defender) != pos.hand(defender) {
                problems.push(problem(
                    &p.sfen,
                    format!(
                        "the defender must hold every piece that is not on the board or in the attacker's \
                         hand (classical convention): the position would be {}",
                        full.to_sfen()
                    ),
                ));
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
        .map_err(|(ply, why)| vec![problem(&p.main_line[ply], format!("main_line ply {}: {why}", ply + 1))])?;
    let mut problems = Vec::new();
    if p.main_line.len() != p.mate as usize {
        problems.push(problem(
            "main_line",
            format!("main_line has {} moves but mate says {} plies", p.main_line.len(), p.mate),
        ));
    }
    let mut pos = position.clone();
    for (i, &mv) in line.iter().enumerate() {
        pos.play(mv);
        if i % 2 == 0 && !pos.is_check() {
            problems.push(problem(
                &p.main_line[i],
                format!("main_line ply {}: {} does not give check", i + 1, p.main_line[i]),
            ));
        }
    }
    if !pos.is_checkmate() {
        problems.push(problem("main_line", "the main line does not end in checkmate"));
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
        (Status::Mate, Some(n)) => format!("the solver mates in {n} plies, not {}", p.mate),
        (Status::NoMate, _) => format!("the solver finds no mate within {} plies", p.mate),
        _ => format!("the solver could not decide within {NODE_LIMIT} nodes whether this mates in {}", p.mate),
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
    uniqueness: Uniqueness,
) -> Result<Vec<(usize, Vec<Move>)>, Vec<Problem>> {
    let undecided = |ply: usize| {
        vec![problem(&p.main_line[ply], format!("ply {}: the solver could not decide within its limits", ply + 1))]
    };
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
            if uniqueness == Uniqueness::Required && !others.is_empty() {
                // Later plies are not searched: one place with a second solution is enough.
                return Err(vec![not_unique(&pos, p, i, &others)]);
            }
            alternatives.push((i, others));
        } else {
            let replies = solver.defences(&pos, left, opts).map_err(|()| undecided(i))?;
            let longest = replies.first().map(|r| r.1);
            let g = pos.geometry();
            match longest {
                Some(None) => {
                    let escape = replies[0].0.usi(g);
                    return Err(vec![problem(
                        &p.main_line[i - 1],
                        format!(
                            "ply {}: after {} the defender escapes with {escape}: no mate in the plies left",
                            i,
                            p.main_line[i - 1]
                        ),
                    )]);
                }
                Some(Some(best)) => {
                    let mine = replies.iter().find(|r| r.0 == mv).and_then(|r| r.1);
                    if mine != Some(best) {
                        let better = replies[0].0.usi(g);
                        return Err(vec![problem(
                            &p.main_line[i],
                            format!(
                                "ply {}: {} is not the longest defence: {better} holds out {} more plies",
                                i + 1,
                                p.main_line[i],
                                best
                            ),
                        )]);
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
    problem(
        &p.main_line[ply],
        format!(
            "the solution is not unique: at ply {} besides {} also {} mate{} within {} plies",
            ply + 1,
            p.main_line[ply],
            list.join(", "),
            if list.len() == 1 { "s" } else { "" },
            p.mate as usize - ply
        ),
    )
}

/// Under shogi rules the same position is legal and has no mate within the stated length.
fn annan_only(p: &Puzzle) -> Result<(), Problem> {
    let pos = Position::from_sfen(Rules::new(Variant::Shogi), &p.sfen)
        .map_err(|e| problem("annan_only", format!("annan_only: under shogi rules the position is illegal ({e})")))?;
    let opts = SolveOptions { max_plies: p.mate, nodes: Some(NODE_LIMIT), alternatives: false, ..Default::default() };
    let opts = SolveOptions { hash_mb: HASH_MB, ..opts };
    let sol = Solver::new(HASH_MB).solve(&pos, &opts, None);
    match sol.status {
        Status::NoMate => Ok(()),
        Status::Mate => {
            let g = pos.geometry();
            let line: Vec<String> = sol.main_line.iter().map(|m| m.usi(g)).collect();
            Err(problem(
                "annan_only",
                format!(
                    "annan_only: under shogi rules it also mates in {} plies ({})",
                    sol.length.unwrap_or(0),
                    line.join(" ")
                ),
            ))
        }
        Status::Unknown => Err(problem("annan_only", "annan_only: the shogi-rules solve did not finish")),
    }
}

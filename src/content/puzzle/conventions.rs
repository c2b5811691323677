//! The composers' conventions asked of a collection puzzle. Players hate a defence that
//! drops a piece in the way only to lose it at once (a futile interposition, 無駄合): the
//! composed line must have none, and counting the mate as the composers do (futile
//! interpositions left out, see `--classical`) must give the puzzle's own length. The
//! collection's test, `annan check` and `annan generate` all ask this through [`conventions`].

use crate::rules::{Move, Position};
use crate::solver::{SolveOptions, Solver, Status};
use crate::t;

/// Why a puzzle is no composer's puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConventionError {
    /// The defender's move at `ply` (0-based index into the main line) drops a piece in the
    /// way only to be taken.
    Futile { ply: usize, mv: String },
    /// Counted classically the mate takes `classical` plies, counted plainly `plain`.
    Length { classical: u16, plain: u16 },
    /// A limit stopped the search before it could tell.
    Undecided,
}

impl std::fmt::Display for ConventionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message())
    }
}

impl ConventionError {
    /// One line for the person, in their language.
    pub fn message(&self) -> String {
        match self {
            ConventionError::Futile { ply, mv } => t!("puzzle-check-futile", ply = ply + 1, move = mv.as_str()),
            ConventionError::Length { classical, plain } => {
                t!("puzzle-check-classical-length", classical = *classical, plain = *plain)
            }
            ConventionError::Undecided => t!("puzzle-check-classical-undecided"),
        }
    }
}

/// Whether the mate of `pos` along `line` (a mating line of exactly the plain length) meets
/// the composers' conventions: no defender move of `line` is a futile interposition, and the
/// classical length equals the plain one. The first problem found, futile moves first (they
/// say where the trouble is).
pub fn conventions(
    solver: &mut Solver,
    pos: &Position,
    line: &[Move],
    opts: &SolveOptions,
) -> Result<(), ConventionError> {
    let futile = solver.futile_interpositions(pos, line, opts).map_err(|_| ConventionError::Undecided)?;
    if let Some(&ply) = futile.first() {
        let mut before = pos.clone();
        line[..ply].iter().for_each(|&m| before.play(m));
        return Err(ConventionError::Futile { ply, mv: line[ply].usi(before.geometry()) });
    }
    let classical = SolveOptions { classical: true, max_plies: line.len() as u16, ..*opts };
    let sol = solver.solve(pos, &classical, None);
    match (sol.status, sol.length) {
        (Status::Mate, Some(n)) if n as usize == line.len() => Ok(()),
        (Status::Mate, Some(n)) => Err(ConventionError::Length { classical: n, plain: line.len() as u16 }),
        _ => Err(ConventionError::Undecided),
    }
}

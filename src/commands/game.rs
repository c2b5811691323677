//! The game and position every position-taking command starts from.

use super::Error;
use crate::rules::{DeadPiece, Position, Rules, Variant};
use clap::Args;

/// `--variant`, `--dead-piece` and `--sfen`, shared by the commands that take a position.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    /// Which game.
    #[arg(long, value_enum, default_value_t = Variant::Annan)]
    pub variant: Variant,
    /// Annan dead-piece rule: backer (default), original, or free (lishogi). Annan only.
    #[arg(long = "dead-piece", value_enum)]
    pub dead_piece: Option<DeadPiece>,
    /// Position: an SFEN string, `startpos`, or `traditional` (Annan's traditional setup).
    #[arg(long, default_value = "startpos")]
    pub sfen: String,
}

impl GameArgs {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant).with_dead_piece(self.dead_piece.unwrap_or_default())
    }

    /// The position asked for; a dead-piece setting for a game without backers is refused
    /// rather than silently ignored.
    pub fn position(&self) -> Result<Position, Error> {
        if self.dead_piece.is_some() && !self.variant.has_backers() {
            return Err(Error::input(crate::t!("game-error-dead-piece", variant = self.variant.name())));
        }
        Position::from_sfen(self.rules(), &self.sfen).map_err(|e| Error::input(format!("--sfen: {e}")))
    }
}

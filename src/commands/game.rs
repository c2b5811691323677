//! The game and position every position-taking command starts from.

use super::Error;
use crate::formats::ReadOptions;
use crate::rules::{DeadPiece, Position, Rules, Variant};
use clap::Args;
use std::path::PathBuf;

/// `--variant`, `--dead-piece` and `--sfen` or `--file`, shared by the commands that take a
/// position.
#[derive(Args, Debug, Clone)]
pub struct GameArgs {
    #[arg(long, value_enum)]
    pub variant: Option<Variant>,
    #[arg(long = "dead-piece", value_enum)]
    pub dead_piece: Option<DeadPiece>,
    #[arg(long, default_value = "startpos")]
    pub sfen: String,
    #[arg(long, value_name = "FILE", conflicts_with = "sfen")]
    pub file: Option<PathBuf>,
}

impl GameArgs {
    pub fn rules(&self) -> Rules {
        Rules::new(self.variant.unwrap_or(Variant::Annan)).with_dead_piece(self.dead_piece.unwrap_or_default())
    }

    /// The position asked for; a dead-piece setting for a game without backers is refused
    /// rather than silently ignored.
    pub fn position(&self) -> Result<Position, Error> {
        let position = match &self.file {
            Some(path) => {
                let options = ReadOptions { variant: self.variant, dead_piece: self.dead_piece.unwrap_or_default() };
                super::convert::read_record(path, &options)?.start
            }
            None => Position::from_sfen(self.rules(), &self.sfen).map_err(|e| Error::input(format!("--sfen: {e}")))?,
        };
        let variant = position.variant();
        if self.dead_piece.is_some() && !variant.has_backers() {
            return Err(Error::input(crate::t!("game-error-dead-piece", variant = variant.name())));
        }
        Ok(position)
    }
}

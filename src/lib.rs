//! `annan`: learn Shogi, Minishogi and Annan Shogi in the terminal, and train on mate problems.
//!
//! Layers, lowest first: [`rules`] (the only place that knows a rule), [`solver`]
//! (mate search), [`ui`] (boards and
//! prompts), [`commands`] (one file per subcommand), [`cli`] (argument parsing) and
//! [`help`] (its help pages).

pub mod cli;
pub mod commands;
pub mod content;
pub mod explain;
pub mod formats;
pub mod help;
pub mod i18n;
pub mod input;
pub mod mate;
pub mod menu;
pub mod puzzle;
pub mod rng;
pub mod rules;
pub mod solver;
pub mod tutor;
pub mod ui;
pub mod usi;

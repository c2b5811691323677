//! `annan`: learn Shogi, Minishogi and Annan Shogi in the terminal, and train on mate problems.
//!
//! Layers, lowest first: [`rules`] (the only place that knows a rule).

pub mod rules;

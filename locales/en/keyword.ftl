# The words a learner types at a prompt instead of a move or an answer (src/ui/keywords.rs).
# One short lower-case word each, as in docs/GLOSSARY.md; English is accepted in every language.

keyword-hint = hint
keyword-moves = moves
keyword-board = board
keyword-quit = quit
keyword-legend = legend
keyword-solution = solution
keyword-help = help

# The words a learner types at a prompt instead of a move or an answer (src/ui/keywords.rs).
# One short lower-case word each, as in docs/GLOSSARY.md; English is accepted in every language.

keyword-hint = hint
# Other words taken for a hint, one space between them.
keyword-hint-also = clue
keyword-moves = moves
keyword-board = board
keyword-pieces = pieces
keyword-quit = quit
keyword-legend = legend
keyword-solution = solution
# Other words taken for the solution (those the texts use for it), one space between them.
keyword-solution-also = answer
keyword-help = help

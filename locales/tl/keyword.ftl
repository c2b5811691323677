# Ang mga salitang itina-type sa prompt sa halip na galaw o sagot.

keyword-hint = pahiwatig
keyword-moves = galaw
keyword-board = board
keyword-quit = alis
keyword-legend = simbolo
keyword-solution = sagot
keyword-help = tulong

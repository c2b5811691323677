# Ang mga salitang itina-type sa prompt sa halip na galaw o sagot.

keyword-hint = pahiwatig
# Iba pang salitang humihingi rin ng pahiwatig, may isang espasyo sa pagitan.
keyword-hint-also = clue
keyword-moves = galaw
keyword-board = board
keyword-pieces = piyesa
keyword-quit = alis
keyword-legend = simbolo
keyword-solution = sagot
# Iba pang salitang humihingi rin ng solusyon, may isang espasyo sa pagitan.
keyword-solution-also = solusyon
keyword-help = tulong

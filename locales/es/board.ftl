# Los rótulos del tablero de texto. $side es un nombre de rules-side; $pieces, las piezas en
# mano, en kanji o en letras con su cantidad (歩2 金, P2 G).

board-hand = Mano de { $side }: { $pieces }
board-hand-empty = Mano de { $side }: -
board-turn = Juega { $side }
board-turn-check = Juega { $side } (en jaque)
board-turn-mated = { $side } está en jaque mate
board-turn-last-move = { $turn }. Última jugada: { $move }
# Above the numbered legal moves (`moves` in a lesson or a puzzle); $mark marks a check.
board-legal-moves = Jugadas legales ({ $mark } da jaque):

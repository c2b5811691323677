# As legendas do tabuleiro de texto. $side é um nome de rules-side; $pieces, as peças na
# mão, em kanji ou em letras com a quantidade (歩2 金, P2 G).

board-hand = Mão de { $side }: { $pieces }
board-hand-empty = Mão de { $side }: -
board-turn = É a vez de { $side }
board-turn-check = É a vez de { $side } (em xeque)
board-turn-mated = { $side } está em xeque-mate
board-turn-last-move = { $turn }. Última jogada: { $move }
# Above the numbered legal moves (`moves` in a lesson or a puzzle); $mark marks a check.
board-legal-moves = Jogadas legais ({ $mark } dá xeque):

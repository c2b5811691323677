# Mga caption ng text board. Pangalan mula sa rules-side ang $side; ang $pieces ay ang mga
# hawak na piyesa, kanji o letra na may bilang (歩2 金, P2 G).

board-hand = Hawak ng { $side }: { $pieces }
board-hand-empty = Hawak ng { $side }: -
board-turn = Turno ng { $side }
board-turn-check = Turno ng { $side } (naka-check)
board-turn-mated = Naka-checkmate ang { $side }
board-turn-last-move = { $turn }. Huling galaw: { $move }
# Above the numbered legal moves (`moves` in a lesson or a puzzle); $mark marks a check.
board-legal-moves = Mga legal na galaw ({ $mark } nagche-check):

# As legendas do tabuleiro de texto. $side é um nome de rules-side; $pieces, as peças na
# mão, em kanji ou em letras com a quantidade (歩2 金, P2 G).

board-hand = Mão de { $side }: { $pieces }
board-hand-empty = Mão de { $side }: -
board-turn = É a vez de { $side }
board-turn-check = É a vez de { $side } (em xeque)
board-turn-mated = { $side } está em xeque-mate
board-turn-last-move = { $turn }. Última jogada: { $move }
# Sob o tabuleiro de uma lição ou de uma pergunta do quiz, se o texto não as nomeia: as
# casas marcadas com [ ], para quem não vê as marcas. $squares: separadas por um espaço.
board-highlighted = { $count ->
    [1] Casa destacada
   *[other] Casas destacadas
}: { $squares }
# Above the numbered legal moves (`moves` in a lesson); $mark marks a check.
board-legal-moves = Jogadas legais ({ $mark } dá xeque):
# Por cima das jogadas numeradas de uma etapa cujo texto marca casas: as jogadas de e para
# elas, quando uma delas é a que a etapa pede ($mark marca um xeque).
board-marked-moves = As tuas jogadas de e para as casas entre [ ] ({ $mark } dá xeque):
# Por baixo da lista de uma lição quando é mais alta do que a janela, para que se veja o que lista e a sua chave.
board-legal-moves-end = Acima: as tuas jogadas legais, numeradas como as podes escrever ({ $mark } dá xeque).
board-marked-moves-end = Acima: as tuas jogadas de e para as casas entre [ ], numeradas como as podes escrever ({ $mark } dá xeque).
# Por cima das jogadas numeradas de uma etapa quando as casas marcadas sozinhas têm poucas:
# as jogadas de e para elas e para as casas vizinhas ($mark marca um xeque).
board-around-moves = As tuas jogadas de, para e junto às casas entre [ ] ({ $mark } dá xeque):
board-around-moves-end = Acima: as tuas jogadas de, para e junto às casas entre [ ], numeradas como as podes escrever ({ $mark } dá xeque).
# Por cima das jogadas numeradas num problema de mate: só os xeques, pois o atacante não tem
# outras; também por baixo quando a lista é mais alta do que a janela.
board-checking-moves = As tuas jogadas que dão xeque (num problema de mate, todas têm de dar):
board-checking-moves-end = Acima: só as tuas jogadas que dão xeque, numeradas como as podes escrever.
# Sob a legenda das peças: as marcas que um tabuleiro pode ter ([ ]: só nas lições; > <: nas lições e nos problemas).
board-legend-highlight = As casas entre [ ] são aquelas para que o texto aponta.
board-legend-last-move = No tabuleiro, as marcas > < rodeiam as casas da última jogada: de onde a peça saiu e para onde foi (uma peça reintroduzida da mão marca uma só casa). Se as duas casas estiverem lado a lado, um só par rodeia ambas.

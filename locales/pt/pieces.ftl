# As peças de uma posição em palavras, uma linha por lado (src/i18n/pieces.rs): o que dizem
# a palavra `peças`, `show --describe` e `explain --describe`. $side é um nome de
# rules-side; $one e $many, o nome de uma peça de rules-role e rules-roles; $squares, as
# suas casas, separadas por um espaço.

# A linha de um lado: «Sente: rei 5i, torre 2b, peões 6c 7g. Na mão: ouro, 2 peões.»
# $board é uma lista de pieces-on-board (ou pieces-board-empty), $hand uma de
# pieces-in-hand (ou pieces-hand-empty), separadas por vírgulas.
pieces-side = { $side }: { $board }. Na mão: { $hand }.
pieces-on-board = { $count ->
    [1] { $one }
   *[other] { $many }
} { $squares }
pieces-in-hand = { $count ->
    [1] { $one }
   *[other] { $count } { $many }
}
pieces-board-empty = nenhuma peça no tabuleiro
pieces-hand-empty = nada

# Ler e escrever registos (SFEN, USI, KIF, KI2, CSA, BOD): o que está errado num ficheiro.
# Casas, jogadas como o ficheiro as escreve (７六歩, +7776FU), 同 e nomes de formato não se traduzem.

format-error-at = { $file }, linha { $line }, coluna { $column }: { $message }
format-error-in = { $file }: { $message }
format-error-too-large = o ficheiro tem { $size } bytes; o annan lê no máximo { $limit }
format-error-encoding = o ficheiro não é texto UTF-8 nem Shift_JIS
format-error-unencodable = «{ $char }» não pode ser escrito em Shift_JIS
format-error-empty = não há nada nele
format-error-unrecognized = isto não é SFEN, USI, KIF, KI2, CSA nem BOD
format-error-unexpected-line = texto inesperado: { $text }
format-error-unknown-piece = «{ $text }» não é uma peça
format-error-not-in-variant = { $game } não tem { $piece }
format-error-hand-count = { $piece } na mão: { $count }, mas o jogo só tem { $max }
format-error-bad-hand = «{ $text }» não é uma lista de peças na mão
format-error-row-width = a fila { $rank } do tabuleiro tem { $found ->
    [1] { $found } casa
   *[other] { $found } casas
}; { $game } precisa de { $expected }
format-error-board-size = o tabuleiro tem { $found ->
    [1] { $found } fila
   *[other] { $found } filas
}; { $game } precisa de { $expected }
format-error-board-cut = o tabuleiro termina na fila { $found } de { $expected }: o ficheiro está incompleto
format-error-missing-ranks = o tabuleiro acaba na linha de fila P{ $found }: { $game } precisa das linhas P1 a P{ $expected }
format-error-variant-mismatch = este registo é de { $found }, mas foi pedido { $expected }
format-error-unknown-handicap = «{ $name }» não é um handicap que o annan conheça
format-error-bad-square = «{ $text }» não é uma casa deste tabuleiro
format-error-bad-move = «{ $text }» não é uma jogada
format-error-move-number = a jogada { $found } aparece onde deveria estar a jogada { $expected }
format-error-after-end = «{ $text }» aparece depois do fim da partida
format-error-after-game-over = a jogada { $number } ({ $text }) vem depois de a partida ter acabado: { $outcome }
format-error-orphan-variation = a variante a partir da jogada { $ply } não sai de nenhuma linha
format-error-sfen = o SFEN está errado: { $reason }
format-error-position = a posição não é legal: { $reason }
format-error-wrong-side = a jogada { $number } ({ $text }) está marcada para { $marked }, mas é a vez de { $mover }
format-error-no-previous-move = jogada { $number } ({ $text }): não há nenhuma jogada anterior a que 同 se possa referir
format-error-wrong-piece = jogada { $number } ({ $text }): não há { $piece } em { $square }
format-error-no-piece = jogada { $number } ({ $text }): não há { $piece } que possa fazer esta jogada
format-error-unreachable = jogada { $number } ({ $text }): não há { $piece } que consiga chegar a { $square }
format-error-ambiguous = a jogada { $number } ({ $text }) pode ser { $moves }: o registo tem de dizer qual
format-error-illegal = a jogada { $number } ({ $text }) não é legal: { $reason }

format-piece-pawn = peão
format-piece-lance = lança
format-piece-knight = cavaleiro
format-piece-silver = prata
format-piece-gold = ouro
format-piece-bishop = bispo
format-piece-rook = torre
format-piece-king = rei
format-piece-tokin = tokin
format-piece-promoted-lance = lança promovida
format-piece-promoted-knight = cavaleiro promovido
format-piece-promoted-silver = prata promovida
format-piece-horse = bispo promovido
format-piece-dragon = dragão
format-side-sente = Sente
format-side-gote = Gote

format-no-mate = { $file }: não há mate em { $plies } jogadas ou menos nesta posição
format-no-mate-in-time = { $file }: o solucionador não conseguiu resolver o mate em { $seconds } segundos
format-no-mate-in-memory = { $file }: o solucionador não conseguiu resolver o mate: a sua tabela ({ $mib } MiB) é pequena demais para este problema
format-solving = À procura do mate de { $file }…

format-error-line = linha { $line }, coluna { $column }: { $message }
format-error-stdout = não é possível escrever a saída: { $reason }
convert-error-position-as-file = `{ $text }` é uma posição, não um ficheiro: o convert lê-a da entrada padrão: echo '{ $text }' | annan convert --to kif
convert-moves-left-out = { $count ->
    [1] a jogada do registo fica de fora
   *[other] as { $count } jogadas do registo ficam de fora
}: { $format } guarda uma só posição, a inicial; `{ $option } usi` mantém as jogadas

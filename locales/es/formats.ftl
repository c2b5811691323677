# Leer y escribir registros (SFEN, USI, KIF, KI2, CSA, BOD): qué está mal en un archivo.
# Las casillas, las jugadas tal como las escribe el archivo (７六歩, +7776FU), 同 y los nombres de formato no se traducen.

format-error-at = { $file }, línea { $line }, columna { $column }: { $message }
format-error-in = { $file }: { $message }
format-error-too-large = el archivo tiene { $size } bytes; annan lee como máximo { $limit }
format-error-encoding = el archivo no es texto UTF-8 ni Shift_JIS
format-error-unencodable = «{ $char }» no se puede escribir en Shift_JIS
format-error-empty = no hay nada en él
format-error-unrecognized = esto no es SFEN, USI, KIF, KI2, CSA ni BOD
format-error-unexpected-line = texto inesperado: { $text }
format-error-unknown-piece = «{ $text }» no es una pieza
format-error-not-in-variant = { $game } no tiene { $piece }
format-error-hand-count = { $piece } en mano: { $count }, pero el juego solo tiene { $max }
format-error-bad-hand = «{ $text }» no es una lista de piezas en mano
format-error-row-width = la fila { $rank } del tablero tiene { $found ->
    [one] { $found } casilla
   *[other] { $found } casillas
}; { $game } necesita { $expected }
format-error-board-size = el tablero tiene { $found ->
    [one] { $found } fila
   *[other] { $found } filas
}; { $game } necesita { $expected }
format-error-board-cut = el tablero se corta tras la fila { $found } de { $expected }: el archivo está incompleto
format-error-missing-ranks = el tablero se acaba en la línea de fila P{ $found }: { $game } necesita las líneas P1 a P{ $expected }
format-error-variant-mismatch = este registro es de { $found }, pero se pidió { $expected }
format-error-unknown-handicap = «{ $name }» no es un hándicap que annan conozca
format-error-bad-square = «{ $text }» no es una casilla de este tablero
format-error-bad-move = «{ $text }» no es una jugada
format-error-move-number = la jugada { $found } aparece donde debería ir la jugada { $expected }
format-error-after-end = «{ $text }» aparece después del final de la partida
format-error-after-game-over = la jugada { $number } ({ $text }) viene cuando la partida ya ha terminado: { $outcome }
format-error-orphan-variation = la variante desde la jugada { $ply } no sale de ninguna línea
format-error-sfen = el SFEN es incorrecto: { $reason }
format-error-position = la posición no es legal: { $reason }
format-error-wrong-side = la jugada { $number } ({ $text }) está marcada para { $marked }, pero le toca a { $mover }
format-error-no-previous-move = jugada { $number } ({ $text }): no hay una jugada anterior a la que 同 pueda referirse
format-error-wrong-piece = jugada { $number } ({ $text }): en { $square } no hay { $piece }
format-error-no-piece = jugada { $number } ({ $text }): no hay { $piece } que pueda hacer esta jugada
format-error-unreachable = jugada { $number } ({ $text }): no hay { $piece } que pueda llegar a { $square }
format-error-ambiguous = la jugada { $number } ({ $text }) puede ser { $moves }: el registro tiene que decir cuál
format-error-illegal = la jugada { $number } ({ $text }) no es legal: { $reason }

format-piece-pawn = peón
format-piece-lance = lanza
format-piece-knight = caballo
format-piece-silver = plata
format-piece-gold = oro
format-piece-bishop = alfil
format-piece-rook = torre
format-piece-king = rey
format-piece-tokin = tokin
format-piece-promoted-lance = lanza promovida
format-piece-promoted-knight = caballo promovido
format-piece-promoted-silver = plata promovida
format-piece-horse = alfil promovido
format-piece-dragon = dragón
format-side-sente = Sente
format-side-gote = Gote

format-no-mate = { $file }: no hay mate en { $plies } jugadas o menos en esta posición
format-no-mate-in-time = { $file }: el solucionador no pudo resolver el mate en { $seconds } segundos
format-no-mate-in-memory = { $file }: el solucionador no pudo resolver el mate: su tabla ({ $mib } MiB) es demasiado pequeña para este problema
format-solving = Buscando el mate de { $file }…

format-error-line = línea { $line }, columna { $column }: { $message }
format-error-stdout = no se puede escribir la salida: { $reason }
convert-error-position-as-file = `{ $text }` es una posición, no un archivo: convert la lee de la entrada estándar: echo '{ $text }' | annan convert --to kif
convert-moves-left-out = { $count ->
    [one] la jugada del registro queda fuera
   *[other] las { $count } jugadas del registro quedan fuera
}: { $format } guarda una sola posición, la inicial; `{ $option } usi` conserva las jugadas

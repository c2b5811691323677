# Las piezas de una posición en palabras, una línea por bando (src/i18n/pieces.rs): lo que
# dicen la palabra `piezas`, `show --describe` y `explain --describe`. $side es un nombre de
# rules-side; $one y $many, el nombre de una pieza de rules-role y rules-roles; $squares,
# sus casillas, separadas por un espacio.

# La línea de un bando: «Sente: rey 5i, torre 2b, peones 6c 7g. En mano: oro, 2 peones.»
# $board es una lista de pieces-on-board (o pieces-board-empty), $hand una de
# pieces-in-hand (o pieces-hand-empty), separadas por comas.
pieces-side = { $side }: { $board }. En mano: { $hand }.
pieces-on-board = { $count ->
    [one] { $one }
   *[other] { $many }
} { $squares }
pieces-in-hand = { $count ->
    [one] { $one }
   *[other] { $count } { $many }
}
pieces-board-empty = ninguna pieza en el tablero
pieces-hand-empty = nada

# annan solve: la respuesta a un problema de mate y los errores antes de la búsqueda.

solve-mate = Mate en { $length ->
    [one] { $length } jugada
   *[other] { $length } jugadas
}:
solve-also-mates = En la jugada { $ply } { $count ->
    [one] también da mate
   *[other] también dan mate
}: { $moves }
solve-unique = La solución es única: en cada punto de la línea solo una jugada da mate.
solve-no-check = { $side } no puede dar jaque: no hay mate.
solve-no-mate-at-all = No hay mate, por largo que sea: el defensor siempre escapa.
solve-no-mate = No hay mate en { $plies ->
    [one] { $plies } jugada
   *[other] { $plies } jugadas o menos
}.
solve-unknown = Desconocido ({ $limit ->
    [time] se acabó el tiempo
    [nodes] se alcanzó el límite de nodos
    [stopped] detenido
   *[memory] la tabla es demasiado pequeña
}).
solve-unknown-found = Desconocido ({ $limit ->
    [time] se acabó el tiempo
    [nodes] se alcanzó el límite de nodos
    [stopped] detenido
   *[memory] la tabla es demasiado pequeña
}): se encontró un mate en { $length }, sin probar que sea el más corto.
solve-unknown-shortest = Mate en { $length }, probado como el más corto; la línea principal quedó sin decidir ({ $limit ->
    [time] se acabó el tiempo
    [nodes] se alcanzó el límite de nodos
    [stopped] detenido
   *[memory] la tabla es demasiado pequeña
}), así que la línea de abajo es un mate en { $length } jugadas o menos cuya defensa quizá no sea siempre la más larga.
solve-stats = { $nodes ->
    [one] { $nodes } nodo
   *[other] { $nodes } nodos
}, { $millis } ms
solve-progress = { $nodes } nodos, { $nps } nodos/s
solve-interrupted = detenido con Ctrl-C, aún sin respuesta
solve-interrupted-found = detenido con Ctrl-C: se encontró un mate en { $length }, sin probar que sea el más corto
solve-note-defender-empty = { $side } no tiene nada en la mano, como dice la posición; en un problema de mate, el defensor tiene todas las demás piezas: --defender-rest
solve-error-game-over = el bando que mueve no tiene jugadas legales: la partida ya terminó, no hay nada que resolver
solve-error-no-king = el defensor no tiene rey: no hay a quién dar mate
solve-error-hash = --hash { $mib }: esta máquina no puede dar una tabla de { $mib } MiB

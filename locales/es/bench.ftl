# annan bench --set: resolver un conjunto de problemas de mate con un límite de tiempo cada uno.

bench-set-bad-row = { $file }:{ $line }: { $reason }
bench-set-columns = se esperaban variante, regla de piezas inmóviles, id, SFEN y longitud, separados por tabuladores
bench-set-variant = '{ $found }' en la primera columna no es un juego: shogi, minishogi o annan
bench-set-dead-piece = '{ $found }' en la segunda columna no es una regla de piezas inmóviles: backer, original, free, o - para ninguna
bench-set-empty = { $file } no tiene problemas: tras su primera línea (los nombres de las columnas), un problema por línea
bench-set-none-match = ningún problema de { $file } tiene un id que contenga '{ $only }'
bench-set-summary = probados { $proved }/{ $total } en { $limit } ({ $found } más con un mate hallado sin probar que sea el más corto; { $early } detenidos antes del límite de tiempo; { $wrong } líneas principales que no terminan en mate); mediana { $median }, peor probado { $worst }; { $nps } nodos/s
bench-set-limit-time = { $seconds } s cada uno
bench-set-limit-nodes = { $nodes } nodos cada uno

# annan bench: las tablas de velocidad de generación de jugadas y del solucionador. "ms" e "id" no cambian.
bench-perft-title = generación de jugadas (perft, conteo en bloque, un solo hilo)
bench-solver-title = solucionador de mates (df-pn, longitud exacta y línea principal, un solo hilo)
bench-column-position = posición
bench-column-depth = prof.
bench-column-nodes = nodos
bench-column-speed = nodos/s
bench-column-problem = problema
bench-column-result = resultado
bench-column-recorded = anotado
bench-total = total
bench-result-mate = mate { $length }
bench-result-no-mate = sin mate
bench-result-unknown = desconocido ({ $limit ->
    [time] tiempo
    [nodes] nodos
    [stopped] detenido
   *[memory] memoria
})
bench-result-unknown-found = desconocido ({ $limit ->
    [time] tiempo
    [nodes] nodos
    [stopped] detenido
   *[memory] memoria
}) <= { $length }
bench-set-lengths = { $counting }: { $same } de { $proved } longitudes probadas coinciden con las registradas; más cortas: { $shorter }; más largas: { $longer }
bench-counting-plain = conteo simple
bench-counting-classical = conteo clásico

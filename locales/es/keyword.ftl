# Las palabras que se escriben en una pregunta en vez de una jugada o una respuesta.

keyword-hint = pista
# Otras palabras que también piden una pista, separadas por un espacio.
keyword-hint-also = indicio
keyword-moves = jugadas
keyword-board = tablero
keyword-pieces = piezas
keyword-quit = salir
keyword-legend = leyenda
keyword-solution = solución
# Otras palabras que también piden la solución, separadas por un espacio.
keyword-solution-also = respuesta
keyword-help = ayuda

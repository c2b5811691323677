# Los rótulos del tablero de texto. $side es un nombre de rules-side; $pieces, las piezas en
# mano, en kanji o en letras con su cantidad (歩2 金, P2 G).

board-hand = Mano de { $side }: { $pieces }
board-hand-empty = Mano de { $side }: -
board-turn = Juega { $side }
board-turn-check = Juega { $side } (en jaque)
board-turn-mated = { $side } está en jaque mate
board-turn-last-move = { $turn }. Última jugada: { $move }
# Bajo el tablero de una lección o de una pregunta del quiz, si su texto no las nombra:
# las casillas marcadas con [ ], para quien no ve las marcas. $squares: separadas por un espacio.
board-highlighted = { $count ->
    [one] Casilla resaltada
   *[other] Casillas resaltadas
}: { $squares }
# Above the numbered legal moves (`moves` in a lesson); $mark marks a check.
board-legal-moves = Jugadas legales ({ $mark } da jaque):
# Encima de las jugadas numeradas de una etapa cuyo texto marca casillas: las jugadas desde y
# hacia ellas, cuando una es la que pide la etapa ($mark marca un jaque).
board-marked-moves = Tus jugadas desde y hacia las casillas entre [ ] ({ $mark } da jaque):
# Debajo de la lista de una lección cuando es más alta que la ventana, para que se vea qué lista y su clave.
board-legal-moves-end = Arriba: tus jugadas legales, numeradas como puedes escribirlas ({ $mark } da jaque).
board-marked-moves-end = Arriba: tus jugadas desde y hacia las casillas entre [ ], numeradas como puedes escribirlas ({ $mark } da jaque).
# Encima de las jugadas numeradas de una etapa cuando las casillas marcadas solas tienen muy
# pocas: las jugadas desde y hacia ellas y las casillas vecinas ($mark marca un jaque).
board-around-moves = Tus jugadas desde, hacia y junto a las casillas entre [ ] ({ $mark } da jaque):
board-around-moves-end = Arriba: tus jugadas desde, hacia y junto a las casillas entre [ ], numeradas como puedes escribirlas ({ $mark } da jaque).
# Encima de las jugadas numeradas en un problema de mate: solo los jaques, pues el atacante
# no tiene otras; también debajo cuando la lista es más alta que la ventana.
board-checking-moves = Tus jugadas que dan jaque (en un problema de mate, todas deben darlo):
board-checking-moves-end = Arriba: solo tus jugadas que dan jaque, numeradas como puedes escribirlas.
# Bajo la leyenda de las piezas: las marcas que puede llevar un tablero ([ ]: solo en las lecciones; > <: en lecciones y problemas).
board-legend-highlight = Las casillas entre [ ] son las que señala el texto.
board-legend-last-move = En el tablero, las marcas > < rodean las casillas de la última jugada: de dónde salió la pieza y adónde fue (una pieza reingresada desde la mano marca una sola casilla). Si las dos casillas están juntas, un solo par las rodea a ambas.

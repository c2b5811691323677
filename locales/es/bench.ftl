# annan bench --set: resolver un conjunto de problemas de mate con un límite de tiempo cada uno.

bench-set-bad-row = { $file }:{ $line }: { $reason }
bench-set-columns = se esperaban variante, regla de pieza muerta, id, SFEN y longitud, separados por tabuladores
bench-set-summary = probados { $proved }/{ $total } en { $limit } ({ $found } más con un mate hallado sin probar que sea el más corto; { $early } detenidos antes del límite de tiempo; { $wrong } líneas principales que no terminan en mate); mediana { $median }, peor probado { $worst }; { $nps } nodos/s
bench-set-limit-time = { $seconds } s cada uno
bench-set-limit-nodes = { $nodes } nodos cada uno

# O motor USI (`annan usi`). As suas linhas de protocolo são saída para máquinas e ficam em inglês;
# os textos daqui são o que uma pessoa lê no registo do motor da sua GUI (`info string …`).
# Os comandos USI, os nomes das opções e os valores (`go mate`, `position`, USI_Hash,
# `startpos`) ficam como o protocolo os escreve.

usi-error-io = a sessão USI terminou porque falhou a leitura de comandos ou a escrita de respostas: { $error }
# Depois de `id author`.
usi-author = os programadores do annan
usi-unknown-command = comando desconhecido: { $line }
usi-line-too-long = uma linha com mais de { $bytes } bytes foi ignorada
usi-position-start = position: esperava-se `startpos` ou `sfen <sfen>` e encontrou-se `{ $found }`
usi-position-start-nothing = position: esperava-se `startpos` ou `sfen <sfen>` e não se encontrou nada
usi-position-sfen-missing = position: `sfen` não é seguido de nenhuma posição
usi-position-after-startpos = position: `{ $found }` inesperado depois de startpos (as jogadas vêm depois da palavra `moves`)
usi-position-sfen = position: { $reason }
usi-position-move = position: jogada { $number } `{ $text }`: { $reason }
usi-setoption-syntax = setoption: esperava-se `setoption name <id> [value <x>]`
usi-setoption-unknown = setoption: não existe a opção `{ $name }` (opções: { $options })
usi-setoption-missing-value = setoption { $name }: falta um valor ({ $expected })
usi-setoption-bad-value = setoption { $name }: `{ $value }` não é permitido ({ $expected })
# O que uma opção aceita, entre parênteses depois das duas mensagens acima.
usi-expected-mib = de { $min } a { $max } MiB
usi-expected-threads = de { $min } a { $max } fios de execução
usi-expected-choice = um destes: { $choices }
usi-go-mate-limit = go mate: esperava-se um tempo em milissegundos ou `infinite` e encontrou-se `{ $found }`
usi-go-mate-busy = go mate: já há uma busca em curso; envia stop primeiro
usi-go-mate-no-position = go mate: não há nenhuma posição válida; envia antes um comando position
usi-go-play = o annan é um motor de mates: responde a `go mate` e desiste de qualquer partida
usi-hash-capped = USI_Hash { $asked } MiB é mais do que esta máquina pode dar: a tabela tem { $given } MiB
usi-hash-refused = USI_Hash { $asked } MiB é mais do que esta máquina pode dar: a tabela fica com { $kept } MiB
usi-mate-not-shortest = um mate em { $plies ->
    [1] { $plies } jogada
   *[other] { $plies } jogadas
}, sem provar que é o mais curto
usi-mate-found-not-shortest = um mate em { $plies ->
    [1] { $plies } jogada
   *[other] { $plies } jogadas
} foi encontrado, sem provar que é o mais curto
usi-table-too-small = a tabela é pequena demais para guardar esta prova: aumenta USI_Hash

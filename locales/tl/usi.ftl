# Ang USI engine (`annan usi`). Ang mga linya ng protocol nito ay para sa makina at nananatiling
# Ingles; ang mga teksto rito ang binabasa ng tao sa engine log ng kanyang GUI (`info string …`).
# Hindi isinasalin ang mga utos ng USI, pangalan ng option at value (`go mate`, `position`,
# USI_Hash, `startpos`).

usi-error-io = natapos ang USI session dahil pumalya ang pagbasa ng mga utos o ang pagsulat ng mga sagot: { $error }
# Kasunod ng `id author`.
usi-author = ang mga developer ng annan
usi-unknown-command = hindi kilalang utos: { $line }
usi-line-too-long = hindi pinansin ang isang linyang mahigit { $bytes } byte
usi-position-start = position: inaasahan ang `startpos` o `sfen <sfen>`, pero `{ $found }` ang nakita
usi-position-start-nothing = position: inaasahan ang `startpos` o `sfen <sfen>`, pero walang nakita
usi-position-sfen-missing = position: walang posisyong kasunod ng `sfen`
usi-position-after-startpos = position: hindi inaasahan ang `{ $found }` pagkatapos ng startpos (sumusunod ang mga tira sa salitang `moves`)
usi-position-sfen = position: { $reason }
usi-position-move = position: tira { $number } `{ $text }`: { $reason }
usi-setoption-syntax = setoption: inaasahan ang `setoption name <id> [value <x>]`
usi-setoption-unknown = setoption: walang option na `{ $name }` (mga option: { $options })
usi-setoption-missing-value = setoption { $name }: kailangan ng value ({ $expected })
usi-setoption-bad-value = setoption { $name }: hindi puwede ang `{ $value }` ({ $expected })
# Ang tinatanggap ng isang option, sa loob ng panaklong pagkatapos ng dalawang mensahe sa itaas.
usi-expected-mib = MiB mula { $min } hanggang { $max }
usi-expected-threads = thread mula { $min } hanggang { $max }
usi-expected-choice = isa sa mga ito: { $choices }
usi-go-mate-limit = go mate: inaasahan ang oras sa millisecond o `infinite`, pero `{ $found }` ang nakita
usi-go-mate-busy = go mate: may tumatakbong paghahanap; ipadala muna ang stop
usi-go-mate-no-position = go mate: walang valid na posisyon; magpadala muna ng utos na position
usi-go-play = mate engine ang annan: sinasagot nito ang `go mate`, at sumusuko ito sa anumang laro
usi-hash-capped = USI_Hash { $asked } MiB ay higit sa kayang ibigay ng makinang ito: { $given } MiB ang table
usi-hash-refused = USI_Hash { $asked } MiB ay higit sa kayang ibigay ng makinang ito: mananatiling { $kept } MiB ang table
usi-mate-not-shortest = mate sa { $plies } na tira, hindi napatunayang pinakamaikli
usi-mate-found-not-shortest = may nakitang mate sa { $plies } na tira pero hindi napatunayang ito ang pinakamaikli
usi-table-too-small = masyadong maliit ang table para sa patunay na ito: taasan ang USI_Hash

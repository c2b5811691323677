# annan solve: ang sagot sa isang problema sa mate at ang mga error bago maghanap.

solve-mate = Mate sa { $length } na tira:
solve-also-mates = Sa tira { $ply }, nagme-mate din { $count ->
    [1] ang tirang ito
   *[other] ang mga ito
}: { $moves }
solve-unique = Iisa lang ang solusyon: sa bawat punto ng linya, iisang tira lang ang nagme-mate.
solve-no-check = Walang maibibigay na check ang { $side }: walang mate.
solve-no-mate-at-all = Walang mate, gaano man kahaba: laging nakakatakas ang depensa.
solve-no-mate = Walang mate sa loob ng { $plies } na tira.
solve-unknown = Hindi alam ({ $limit ->
    [time] naubos ang oras
    [nodes] naabot ang hangganan ng mga node
    [stopped] itinigil
   *[memory] masyadong maliit ang table
}).
solve-unknown-found = Hindi alam ({ $limit ->
    [time] naubos ang oras
    [nodes] naabot ang hangganan ng mga node
    [stopped] itinigil
   *[memory] masyadong maliit ang table
}): may nakitang mate sa { $length } pero hindi napatunayang ito ang pinakamaikli.
solve-unknown-shortest = Mate sa { $length }, napatunayang pinakamaikli; hindi natapos ang pagpili ng pangunahing linya ({ $limit ->
    [time] naubos ang oras
    [nodes] naabot ang hangganan ng mga node
    [stopped] itinigil
   *[memory] masyadong maliit ang table
}), kaya ang linya sa ibaba ay mate sa hindi hihigit sa { $length } na tira, at maaaring hindi laging pinakamahaba ang depensa nito.
solve-stats = { $nodes } node, { $millis } ms
solve-progress = { $nodes } node, { $nps } node/s
solve-interrupted = itinigil sa Ctrl-C, wala pang sagot
solve-interrupted-found = itinigil sa Ctrl-C: may nakitang mate sa { $length } pero hindi napatunayang ito ang pinakamaikli
solve-note-defender-empty = Walang hawak ang { $side }, gaya ng sabi ng posisyon; sa problema sa mate, hawak ng depensa ang lahat ng iba pang piyesa: --defender-rest
solve-error-game-over = walang legal na galaw ang titira: tapos na ang laro, walang lulutasin
solve-error-no-king = walang hari ang depensa: walang ime-mate
solve-error-hash = --hash { $mib }: hindi makapagbibigay ang makinang ito ng table na { $mib } MiB

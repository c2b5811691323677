# annan bench --set: paglutas ng isang hanay ng mga problema sa mate na may hangganan ng oras ang bawat isa.

bench-set-bad-row = { $file }:{ $line }: { $reason }
bench-set-columns = inaasahan ang variant, patakaran sa piyesang walang galaw, id, SFEN at haba, na pinaghihiwalay ng tab
bench-set-variant = hindi laro ang '{ $found }' sa unang kolum: shogi, minishogi o annan
bench-set-dead-piece = hindi patakaran sa piyesang walang galaw ang '{ $found }' sa ikalawang kolum: backer, original, free, o - kung wala
bench-set-empty = walang problema ang { $file }: pagkatapos ng unang linya nito (ang mga pangalan ng kolum), isang problema bawat linya
bench-set-none-match = walang problema sa { $file } na may id na naglalaman ng '{ $only }'
bench-set-summary = napatunayan { $proved }/{ $total } sa loob ng { $limit } ({ $found } pa na may nakitang mate pero hindi napatunayang pinakamaikli; { $early } huminto bago ang hangganan ng oras; { $wrong } pangunahing linya na hindi nagtatapos sa mate); median { $median }, pinakamabagal na napatunayan { $worst }; { $nps } node/s
bench-set-limit-time = { $seconds } s bawat isa
bench-set-limit-nodes = { $nodes } node bawat isa

# annan bench: ang mga table ng bilis ng paggawa ng galaw at ng solver. Hindi nagbabago ang "ms" at "id".
bench-perft-title = paggawa ng mga galaw (perft na may bulk counting, isang thread)
bench-solver-title = mate solver (df-pn, eksaktong haba at pangunahing linya, isang thread)
bench-column-position = posisyon
bench-column-depth = lalim
bench-column-nodes = node
bench-column-speed = node/s
bench-column-problem = problema
bench-column-result = resulta
bench-column-recorded = nakatala
bench-total = kabuuan
bench-result-mate = mate { $length }
bench-result-no-mate = walang mate
bench-result-unknown = hindi alam ({ $limit ->
    [time] oras
    [nodes] node
    [stopped] itinigil
   *[memory] memory
})
bench-result-unknown-found = hindi alam ({ $limit ->
    [time] oras
    [nodes] node
    [stopped] itinigil
   *[memory] memory
}) <= { $length }
bench-set-lengths = { $counting }: { $same } sa { $proved } napatunayang haba ang kapareho ng nakatala; mas maikli: { $shorter }; mas mahaba: { $longer }
bench-counting-plain = karaniwang bilang
bench-counting-classical = klasikong bilang

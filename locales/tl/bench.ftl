# annan bench --set: paglutas ng isang hanay ng mate problem na may hangganan ng oras ang bawat isa.

bench-set-bad-row = { $file }:{ $line }: { $reason }
bench-set-columns = inaasahan ang variant, patakaran sa patay na piyesa, id, SFEN at haba, na pinaghihiwalay ng tab
bench-set-summary = napatunayan { $proved }/{ $total } sa loob ng { $limit } ({ $found } pa na may nakitang mate pero hindi napatunayang pinakamaikli; { $early } huminto bago ang hangganan ng oras; { $wrong } pangunahing linya na hindi nagtatapos sa mate); median { $median }, pinakamabagal na napatunayan { $worst }; { $nps } node/s
bench-set-limit-time = { $seconds } s bawat isa
bench-set-limit-nodes = { $nodes } node bawat isa

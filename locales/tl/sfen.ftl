# Kung ano ang mali sa isang posisyong nakasulat bilang SFEN.
# Pangalan mula sa rules-variant ang $variant; pangalan mula sa rules-role ang $role.

sfen-empty = walang laman ang SFEN
sfen-rank-count = may { $found } hanay ang board ng SFEN, pero { $expected } na hanay na hinihiwalay ng '/' ang kailangan sa { $variant }
sfen-rank-width = may { $found } square ang hanay { $rank } ({ $letter }) ng SFEN, pero { $expected } ang kailangan sa { $variant }
sfen-bad-board-char = hanay { $rank } ng SFEN: hindi inaasahang character na '{ $char }' (P L N S G B R K ang mga piyesa, nagpo-promote ang '+', at bilang ng bakanteng square ang mga numero)
sfen-bad-promotion = hanay { $rank } ng SFEN: hindi puwedeng i-promote ang '{ $char }' ('+{ $char }')
sfen-dangling-plus = hanay { $rank } ng SFEN: dapat may letra ng piyesa pagkatapos ng '+'
sfen-not-in-variant = hanay { $rank } ng SFEN: walang { $role } sa minishogi
sfen-missing-side = walang nakasaad na turno sa SFEN ('b' o 'w' ang inaasahan pagkatapos ng board)
sfen-bad-side = '{ $side }' ang turno sa SFEN, pero 'b' (Sente) o 'w' (Gote) lang ang puwede
sfen-bad-hand-char = hawak sa SFEN na '{ $field }': hindi inaasahang character na '{ $char }' sa posisyon { $position } (bilang at mga letrang { $letters }, o '-')
sfen-bad-hand-count = hawak sa SFEN na '{ $field }': hindi puwede ang bilang na { $count } bago ang '{ $char }' (mula 1 hanggang 18 ang bilang, ang mga pawn ng isang set)
sfen-dangling-hand-count = hawak sa SFEN na '{ $field }': walang letra ng piyesa pagkatapos ng bilang na { $count } sa dulo
sfen-bad-move-number = hindi buong numero mula 1 hanggang { $max } ang numero ng tira sa SFEN na '{ $number }'
sfen-trailing = may sobrang text sa SFEN pagkatapos ng numero ng tira: '{ $extra }'

sfen-illegal-position = ilegal na posisyon: { $reason }
sfen-two-kings = dalawa ang hari ng { $side }
sfen-opposite-check = naka-check ang { $side } pero turno ng { $mover }
sfen-piece-count = { $count } { $role ->
    [pawn] pawn
    [lance] lance
    [knight] kabayo
    [silver] silver
    [gold] gold
    [bishop] bishop
    [rook] rook
   *[king] hari
}
sfen-too-many = may { $pieces } kung bibilangin ang dalawang panig at ang mga hawak, pero { $max } lang ang nasa set
sfen-dead-piece = hindi na makakagalaw mula roon ang { $piece }, kaya hindi ito puwede roon nang hindi promoted sa { $variant }
sfen-nifu = may dalawang hindi promoted na pawn ang { $side } sa kolum { $file } (nifu)

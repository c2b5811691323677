# Mga caption ng text board. Pangalan mula sa rules-side ang $side; ang $pieces ay ang mga
# hawak na piyesa, kanji o letra na may bilang (歩2 金, P2 G).

board-hand = Hawak ng { $side }: { $pieces }
board-hand-empty = Hawak ng { $side }: -
board-turn = Turno ng { $side }
board-turn-check = Turno ng { $side } (naka-check)
board-turn-mated = Naka-checkmate ang { $side }
board-turn-last-move = { $turn }. Huling galaw: { $move }
# Sa ilalim ng board ng lesson o ng tanong sa quiz, kung hindi ito binabanggit ng teksto:
# ang mga square na may [ ], para sa hindi nakakakita ng mga marka. $squares: may isang espasyo sa pagitan.
board-highlighted = { $count ->
    [1] Naka-highlight na square
   *[other] Mga naka-highlight na square
}: { $squares }
# Above the numbered legal moves (`moves` in a lesson); $mark marks a check.
board-legal-moves = Mga legal na galaw ({ $mark } nagche-check):
# Sa itaas ng mga numeradong galaw ng isang yugtong may markang square ang teksto: ang mga
# galaw mula at papunta sa mga iyon, kapag isa roon ang hinahanap ng yugto ($mark: check).
board-marked-moves = Ang mga galaw mo mula at papunta sa mga square sa loob ng [ ] ({ $mark } nagche-check):
# Sa ibaba ng listahan ng aralin kapag mas mahaba ito kaysa sa window, para makita pa rin kung ano ang nakalista at ang susi nito.
board-legal-moves-end = Nasa itaas: ang mga legal na galaw mo, may numerong puwede mong i-type ({ $mark } nagche-check).
board-marked-moves-end = Nasa itaas: ang mga galaw mo mula at papunta sa mga square sa loob ng [ ], may numerong puwede mong i-type ({ $mark } nagche-check).
# Sa itaas ng mga numeradong galaw ng isang yugto kapag kakaunti ang galaw ng mga markang
# square lang: ang mga galaw mula at papunta sa mga iyon at sa mga katabi nito ($mark: check).
board-around-moves = Ang mga galaw mo mula, papunta at katabi ng mga square sa loob ng [ ] ({ $mark } nagche-check):
board-around-moves-end = Nasa itaas: ang mga galaw mo mula, papunta at katabi ng mga square sa loob ng [ ], may numerong puwede mong i-type ({ $mark } nagche-check).
# Sa itaas ng mga numeradong galaw sa isang mate puzzle: ang mga check lang, dahil wala nang
# ibang galaw ang umaatake; sa ibaba rin kapag mas mahaba ang listahan kaysa sa window.
board-checking-moves = Ang mga galaw mong nagche-check (sa problema sa mate, dapat mag-check ang bawat galaw):
board-checking-moves-end = Nasa itaas: ang mga galaw mo lang na nagche-check, may numerong puwede mong i-type.
# Sa ilalim ng legend ng mga piyesa: ang mga marka sa board ([ ]: sa mga aralin lang; > <: sa mga aralin at puzzle).
board-legend-highlight = Ang mga square sa loob ng [ ] ang itinuturo ng teksto.
board-legend-last-move = Sa board, napapaligiran ng mga markang > < ang mga square ng huling galaw: kung saan nanggaling ang piyesa at kung saan ito pumunta (isang square lang ang minamarkahan ng piyesang inilagay mula sa hawak). Kapag magkatabi ang dalawang square, iisang pares ang nakapaligid sa dalawa.

# No Mercy's words on a cut-down deck (tests/test_definition.c, mercy-lite)
[variant]
format = 1
name = mercy-words
players = 2-6
two-player-reverse = skip
knock-out-bonus = 250
last-card = no-effect
knocked-out-hand = set-aside
[options]
target_score = 1000
hand_size = 7
stacking = 3
draw_until_playable = 1
force_play = 1
hand_limit = 25
[kind DA]
new = colored
name = discard all
points = 20
effects = discard-all
first = cover
[kind WR]
new = wild
name = wild reverse draw four
points = 50
effects = reverse, draw 4
first = cover
[kind WC]
new = wild
name = wild draw color
points = 60
effects = skip, draw-until-color, challengeable
restriction = no-color-match
first = return
[kind WO]
new = wild
name = wild color roulette
points = 50
effects = reveal-until-color
first = cover
[deck]
0-9 = 2
D2 = 2
S, R, DA = 1
WR, WO, WC = 4
[kind 0]
points = value
effects = number, rotate-hands
first = ignore
[kind 7]
points = value
effects = number, swap-hands
first = ignore
[kind 1-6]
points = value
effects = number
[kind 8-9]
points = value
effects = number
[kind D2]
points = 20
effects = skip, draw 2
first = cover
[kind S]
points = 20
effects = skip-all
first = cover
[kind R]
points = 20
effects = reverse
first = cover

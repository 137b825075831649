# Casting Call: Classic plus four Casting Call cards (CC-1..CC-4).
# CC-2, CC-3; CC-4: a Casting Call turned first goes back into the deck.
# The library compiles this file into its table (lib/variants/gen-table.c):
# `uno-rules --definition casting-call` prints it without the comments.
[variant]
format = 1
name = casting-call
summary = Classic UNO plus four Casting Call wilds (112 cards): its player names a color, turns cards over until a number or symbol repeats, and gives them all to one player or deals them round the table. Source: the UNO Casting Call edition's instruction sheet.
players = 2-10
team-size = 1
two-player-reverse = skip
uno-penalty = caught
going-out = seat
scoring = winner

[options]
target_score = 500
hand_size = 7
uno_penalty = 2
challenge_penalty = 2
challenger_skipped = 0
wild_first_returned = 0
strict_wild_draw = 0
lowest_score_wins = 0
dealer = -1
stacking = 0
draw_until_playable = 0
force_play = 0
jump_in = 0
seven_o = 0
referee = 0
misplay_penalty = 2
play_if_able = 0
last_card_number = 0
seven_swap = 0
zero_pass = 0
no_challenge = 0
no_uno_call = 0
double_score = 0
jump_in_wild = 0
deflect = 0
multi_play = 0
hand_limit = 0
single_round = 0

[deck]
0 = 1
1-9 = 2
S = 2
R = 2
D2 = 2
W = 4
W4 = 4
CC = 4

# Numbers score their value and act on nothing (G-8), except with the
# Seven-O house rule (H-5): a 7 swaps hands, a 0 passes them all on;
# seven_swap and zero_pass are its two halves, one without the other.
[kind 0]
points = value
effects = number
with seven_o, zero_pass = rotate-hands

[kind 1-6]
points = value
effects = number

[kind 7]
points = value
effects = number
with seven_o, seven_swap = swap-hands

[kind 8-9]
points = value
effects = number

[kind S]
points = 20
effects = skip

[kind R]
points = 20
effects = reverse

[kind D2]
points = 20
effects = skip, draw 2

[kind W]
points = 50
effects = none
first = choose-color

[kind W4]
points = 50
effects = skip, challengeable, draw 4
restriction = no-color-match
first = return

[kind CC]
points = 50
effects = casting-call
first = return

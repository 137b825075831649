# UNO Flip: 112 two-sided cards, 2-10 players, 7 cards each, first to 500
# (FL-1..16, doc/variants/flip.md). Every card has a light face and a dark
# face; a round starts on the light side and a Flip turns every card over.
# The library compiles this file into its table (lib/variants/gen-table.c):
# `uno-rules --definition flip` prints it without the comments.
[variant]
format = 1
name = flip
summary = UNO Flip: 112 two-sided cards, 2-10 players, 7 cards each, first to 500. Light side: per color (red, yellow, green, blue) two each of 1-9, Draw One, Skip, Reverse and Flip; four Wild and four Wild Draw Two. Dark side: per color (pink, teal, orange, purple) two each of 1-9, Draw Five, Skip Everyone, Reverse and Flip; four Wild and four Wild Draw Color. A Flip turns every card over. Source: Mattel's instruction sheet (2018); which dark face is behind which light one is drawn when the match starts.
players = 2-10
team-size = 1
two-player-reverse = skip
uno-penalty = caught
going-out = seat
scoring = winner

# FL-16: stacking 1 answers a draw card with the same kind (a Wild Draw
# Color never stacks); Seven-O acts on 7s only, as there is no 0; strict
# wild draws (H-6) cover both wild draw cards.
[options]
target_score = 500
hand_size = 7
uno_penalty = 2
challenge_penalty = 2
challenger_skipped = 0
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

# FL-2: the light side, 26 cards per color and 8 wilds.
[deck]
1-9 = 2
S = 2
R = 2
F = 2
D1 = 2
W = 4
W2 = 4

# FL-2: the dark side, the same 112 cards turned over.
[deck dark]
D5 = 2
1-9 = 2
R = 2
F = 2
SE = 2
W = 4
WDC = 4

# FL-14: numbers score their value on either side.
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

# FL-8, FL-9: the light side's action cards; a first Draw One makes the
# first player draw and skips them, a first Wild Draw Two or Flip goes
# back into the deck.
[kind S]
points = 20
effects = skip

[kind R]
points = 20
effects = reverse

[kind D1]
points = 10
effects = skip, draw 1

[kind W]
points = 40
effects = none
first = choose-color

[kind W2]
points = 50
effects = skip, challengeable, draw 2
restriction = no-color-match
first = return

# FL-6, FL-7: every card turns over; the new top sets the color.
[kind F]
new = colored
name = flip
points = 20
effects = flip
first = return

# FL-10, FL-11: the dark side's action cards.
[kind D5]
new = colored
name = draw five
points = 20
effects = skip, draw 5

[kind SE]
new = colored
name = skip everyone
points = 30
effects = skip-all

[kind WDC]
new = wild
name = wild draw color
points = 60
effects = skip, challengeable, draw-until-color
restriction = no-color-match
first = return

# Partners: Classic in teams of two sitting across (P-1..P-3).
# The library compiles this file into its table (lib/variants/gen-table.c):
# `uno-rules --definition partners` prints it without the comments.
[variant]
format = 1
name = partners
summary = Classic UNO for 4, 6, 8 or 10 players in teams of two sitting across; when a partner goes out the team scores every opponent's hand. Option: rotating partners, with individual totals over n-1 rounds. Source: the partner rules of the Classic and Casting Call sheets.
players = 4, 6, 8, 10
team-size = 2
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
dealer = -1
rotating_partners = 0
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

# UNO Express: 56 cards, 5-card hands, Draw One and Wild Draw Two (X-1..X-5).
# X-1: the sheet prints the total (56) and the kinds but no split; this
# split is inferred: 36 numbers (1-9 per color), 12 actions (one each
# per color), 8 wilds (four of each). C-8 is a Classic rule: the Express
# sheet has no two-player rule. Every colored Express card is unique: no
# card is ever identical to the top card, so jump-in (H-4) cannot happen
# and is not an option. X-2: every card that is not a number is covered
# by the next when turned first; X-4: wilds in hand count as a match.
# The library compiles this file into its table (lib/variants/gen-table.c):
# `uno-rules --definition express` prints it without the comments.
[variant]
format = 1
name = express
summary = UNO Express: 56 cards, 2-10 players, 5 cards each, first to 250. Numbers 1-9 (no zeros), one Skip, Reverse and Draw One per color, four Wild and four Wild Draw Two (which may be challenged). Source: the UNO Express instruction sheet.
players = 2-10
team-size = 1
two-player-reverse = reverse
uno-penalty = caught
going-out = seat
scoring = winner

[options]
target_score = 250
hand_size = 5
uno_penalty = 2
challenge_penalty = 2
challenger_skipped = 0
strict_wild_draw = 0
lowest_score_wins = 0
dealer = -1
stacking = 0
draw_until_playable = 0
force_play = 0
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
1-9 = 1
S = 1
R = 1
D1 = 1
W = 4
W2 = 4

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
first = cover

[kind R]
points = 20
effects = reverse
first = cover

[kind D1]
points = 20
effects = skip, draw 1
first = cover

[kind W]
points = 50
effects = none
first = cover

[kind W2]
points = 50
effects = skip, challengeable, draw 2
restriction = no-color-or-wild-match
first = cover

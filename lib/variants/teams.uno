# UNO Teams: two-player teams with team wild cards (TM-1..TM-8).
# No stacking (H-1) and no Seven-O (H-5): the team cards' second victim
# and hand-over, and the hand-off of TM-7, do not combine with a running
# draw total or with hands changing seats. TM-3: a first discard that is
# not a number has no effect. TM-4: Team Play; TM-5: Team Wild Draw Four,
# no restriction, no challenge. No last_card_number either: after a Team
# Play the teammate must play (TM-4), and a last card it may not play would
# leave it no move.
# The library compiles this file into its table (lib/variants/gen-table.c):
# `uno-rules --definition teams` prints it without the comments.
[variant]
format = 1
name = teams
summary = UNO Teams for 4, 6 or 8 players in teams of two sitting across, with Team Play and Team Wild Draw Four cards in place of the Wild Draw Fours (112 cards). A player who goes out gets half the teammate's hand; a team wins when both partners are out. Source: the UNO Teams instruction sheet.
players = 4, 6, 8
team-size = 2
two-player-reverse = skip
uno-penalty = automatic
going-out = team
scoring = winner

[options]
target_score = 500
hand_size = 7
uno_penalty = 2
dealer = -1
draw_until_playable = 0
force_play = 0
jump_in = 0
referee = 0
misplay_penalty = 2
play_if_able = 0
no_uno_call = 0
double_score = 0
jump_in_wild = 0
multi_play = 0
single_round = 0

[deck]
0 = 1
1-9 = 2
S = 2
R = 2
D2 = 2
W = 4
TP = 4
T4 = 4

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
first = ignore

[kind R]
points = 20
effects = reverse
first = ignore

[kind D2]
points = 20
effects = skip, draw 2
first = ignore

[kind W]
points = 50
effects = none
first = ignore

[kind TP]
points = 50
effects = team-play
first = ignore
penalty = 2

[kind T4]
points = 50
effects = skip, hits-teammate, draw 2
first = ignore

# UNO Show 'Em No Mercy: 168 cards, 2-6 players, 7 cards each; a match is
# one hand, or to 1000 points with the sheet's optional scoring (NM-1..14,
# doc/variants/no-mercy.md). The library compiles this file into its table
# (lib/variants/gen-table.c): `uno-rules --definition no-mercy` prints it
# without the comments.
[variant]
format = 1
name = no-mercy
summary = UNO Show 'Em No Mercy: 168 cards (per color two each of 0-9, three Draw Two, two Draw Four, three Skip, two Skip Everyone, three Reverse, three Discard All; eight Wild Reverse Draw Four, four Wild Draw Six, four Wild Draw Ten, eight Wild Color Roulette), 2-6 players, 7 cards each; stacking by value, draw until playable, 0 and 7 always act, out at 25 cards (Mercy); a match is one hand. Source: Mattel's instruction sheet (2023); the deck split is the one most sources give.
players = 2-6
team-size = 1
knock-out-bonus = 250
two-player-reverse = skip
uno-penalty = caught
going-out = seat
scoring = winner
last-card = no-effect
knocked-out-hand = set-aside
uno-call = one-card

# NM-1 a match is one hand (single_round; 0 plays to target_score, NM-13);
# NM-4 draw until playable and play it; NM-6 stacking by value; NM-11
# Mercy at 25 cards. Jump-in (H-4) may be used (NM-14), and the house
# rules that make sense here; Seven-O is built in (NM-10).
[options]
target_score = 1000
hand_size = 7
uno_penalty = 2
dealer = -1
stacking = 3
draw_until_playable = 1
force_play = 1
jump_in = 0
referee = 0
misplay_penalty = 2
play_if_able = 0
last_card_number = 0
no_uno_call = 0
double_score = 0
jump_in_wild = 0
deflect = 0
multi_play = 0
hand_limit = 25
single_round = 1

# NM-2: 36 cards per color, 24 wilds. The new kinds are listed in kind
# number order, which is the order the reader gives them out in
# (doc/variant-format.md).
[deck]
0-9 = 2
S = 3
R = 3
D2 = 3
D4 = 2
DA = 3
SE = 2
WCR = 8
W10 = 4
W6 = 4
WR4 = 8

# NM-3: a first discard that is not a number is covered by the next card;
# a 0 or a 7 turned first does nothing. NM-10: 0 and 7 always act.
[kind 0]
points = value
effects = number, rotate-hands
first = ignore

[kind 1-6]
points = value
effects = number

[kind 7]
points = value
effects = number, swap-hands
first = ignore

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

# NM-5, NM-6: draw cards, stacked by value (stacking = 3); nothing is
# challenged.
[kind D2]
points = 20
effects = skip, draw 2
first = cover

[kind D4]
new = colored
name = draw four
points = 20
effects = skip, draw 4
first = cover

# NM-7: Skip Everyone; Discard All.
[kind SE]
new = colored
name = skip everyone
points = 20
effects = skip-all
first = cover

[kind DA]
new = colored
name = discard all
points = 20
effects = discard-all
first = cover

# NM-8: reverses, then the next player in the new direction faces the 4.
[kind WR4]
new = wild
name = wild reverse draw four
points = 50
effects = reverse, draw 4
first = cover

[kind W6]
new = wild
name = wild draw six
points = 50
effects = skip, draw 6
first = cover

[kind W10]
new = wild
name = wild draw ten
points = 50
effects = skip, draw 10
first = cover

# NM-9: the next player names the color and turns cards until it shows.
[kind WCR]
new = wild
name = wild color roulette
points = 50
effects = reveal-until-color
first = cover

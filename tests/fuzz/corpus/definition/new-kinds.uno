[variant]
format = 1
name = extra
players = 2-6
[options]
hand_size = 5
stacking = 0
[kind D3]
new = colored
name = draw three
points = 30
effects = skip, draw 3
[deck]
1-9 = 2
S, R = 1
D3 = 2
WX = 4
W = 2
[kind 1-9]
points = value
effects = number
[kind S]
points = 20
effects = skip
[kind R]
points = 20
effects = reverse
[kind W]
points = 50
effects = none
first = choose-color
[kind WX]
new = wild
name = wild hit
points = 40
effects = skip, draw 1
first = return

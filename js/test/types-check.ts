// Compiled by `npm run typecheck` (tsc --noEmit): uses the whole declared
// API the way a TypeScript host would, so that index.d.ts stays complete
// and consistent. Never run.
import {
	Bot, BusyError, Constants, DRAW_PILE, Decision, Game, GameEvent, IllegalMoveError, Move, Rules, SPECTATOR, Side, UnoError,
	Verdict, View, colorName, eventTypeName, optionCategory, optionDescription, optionLabel, optionNames,
	reasonMessage, reasonName, variants, version, OptionCategory, OptionCategoryName, EventLike,
} from 'libuno';

const names: string[] = variants().concat(optionNames());
const v: string = version();
const rules = new Rules('classic', { uno_penalty: 4 }).set('stacking', 1);
const info = rules.optionInfo('stacking');
const min: number = info ? info.min : rules.players.min;
const symbol: string = rules.kindSymbol(13) + rules.kindName(13) + rules.normalizeCard('yd1');
const indexed: Move = rules.moveFromIndex(rules.moveIndexCount - 1).equals(rules.parseMove('draw')) ? rules.parseMove('pass') : rules.parseMove('draw');
const game = new Game(rules, { players: 4, seed: 7n });
const scripted = Game.fromHands('classic', [['R1', 'R2'], 'G1 G2'], 'R5', { draw: ['B7'] });
const moves: Move[] = game.legalMoves();
const verdict: Verdict = game.check('W4/B', 0);
if (!verdict.legal)
	console.log(verdict.reason, reasonMessage(verdict.reason));
game.apply(moves[0]);
game.apply({ type: 'draw' });
const d: Decision = game.decision();
if (d.seat !== null && d.isLegal(Constants.INDEX_DRAW))
	game.applyIndex(d.indexes()[0], d.seat);
const view: View = game.view(0);
const obs: Int32Array = game.observation(0);
const mask: Uint8Array = game.legalMask();
const extended: boolean = game.moveIndexCount === Constants.MOVE_INDEX_MAX && mask.length > Constants.INDEX_XPLAY;
const face: number = new Rules('no-mercy').faceOf('RDA') + Constants.INDEX_XWILD + Constants.INDEX_XGIVE;
const flipRules = new Rules('flip');
const category: OptionCategoryName = optionCategory('stacking');
const labels: string[] = rules.optionNames().map((n) => `${optionLabel(n)}: ${optionDescription(n)} (${optionCategory(n)})`);
const words: string = flipRules.cardName('PD5', 1) + flipRules.colorName('P', 1) + colorName(0, 1) +
	(eventTypeName(32) ?? '') + (reasonName(0) ?? '') + String(OptionCategory.HOUSE);
const described = flipRules.describeCard('TSE', 1);
const faceText: string = described.card + described.symbol + (described.color ?? '') + described.kind + String(described.wild) + described.kindName + described.name + described.effects;
const told: EventLike = { type: 'penalty', seat: 2, reason: 'uno_penalty', value: 2 };
const sentence: string = rules.eventText(told, { viewer: 0, names: [null, 'Bot 1', 'Bot 2'] });
const dark: string[] = flipRules.sides === 2 ? flipRules.deckSide(1) : flipRules.deck();
const darkText: string = flipRules.normalizeCard('B7', 1) + flipRules.parseMove('WDC/O!', 1).toString() + String(flipRules.moveFromIndex(0, 1));
const flip = Game.fromHands('flip', ['RF:P4 R2:TSE', [['G1', 'O6'], 'G2:W']], 'R5:P5', { draw: [['Y1', 'T1']], fill: false });
const side: Side = flip.side;
const hidden: string[] = flip.hiddenFaces(0, 1).concat(flip.hiddenFaces(0, DRAW_PILE), flip.hiddenFaces(1, Constants.DRAW_PILE));
const darkView: Side = flip.view(0).side;
const nobody: -1 = SPECTATOR;
const publicTable: View = flip.view(SPECTATOR);
const wire: string = flip.viewJson(nobody) + flip.legalJson(0) + flip.observation(SPECTATOR).length + publicTable.hand.length;
game.setHooks({
	event(g: Game, ev: GameEvent) {
		console.log(g.currentPlayer, ev.type, ev.card ?? '', ev.side, ev.type === 'flip' ? ev.value : 0,
			g.eventText(ev, { viewer: 0 }), g.cardName(g.topCard ?? 'R7'));
		const seen: GameEvent = g.eventForSeat(ev, 1);
		const hiddenFace: string | null = g.eventForSeat(seen, SPECTATOR).hidden ?? ev.hidden;
		console.log(hiddenFace, g.eventJson(ev, 0), g.eventText(seen, { viewer: 1 }));
	},
	chooseColor: () => 'B',
	challenge: () => false,
	cast: () => 'deal',
	swap: (_g, seat) => (seat + 1) % 4,
	give: (g, seat) => g.hand(seat)[0],
	draw: () => null,
});
const bot = new Bot('search', { seed: 1, playouts: 200 });
game.installBots([null, bot, null, bot]);
const m: Move = bot.choose(game);
const late: Move | null = bot.act(game, 2);
try {
	game.apply(m);
} catch (e) {
	if (e instanceof IllegalMoveError || e instanceof BusyError)
		console.log(e.status, e.reason, e.move?.toString());
	else if (e instanceof UnoError)
		console.log(e.code);
}
const saved: Uint8Array = game.save();
const again: Game = Game.load(saved).clone();
game.startLog();
const replayed = Game.replay(game.logText());
const moved: number = replayed.playout(1n, 'reference');
const table: readonly (Bot | null)[] = [null, bot, bot];
const advanced: number = replayed.advance(table) + replayed.advance([], 1);
console.log(names, v, min, scripted.hand(0), view.hand, obs.length, mask.length, late, moved, advanced,
	again.scores, Move.parse('R7!').uno, Move.fromIndex(160).type, game.topCard, game.matchOver,
	dark, darkText, side, hidden, darkView, category, labels, words, sentence, faceText, wire);
for (const g of [game, scripted, again, replayed, flip])
	g.dispose();
bot.dispose();
rules.dispose();
flipRules.dispose();

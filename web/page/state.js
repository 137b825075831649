// The page's state: one object, made here, that every part of the page is
// given (render(st), the input handlers, the game setup), never a module's
// global. What it holds:
//
//   params       the game's parameters (params.js), as in its URL
//   game         the game played (local-game.js's interface)
//   cards        the game's card faces and color names (cards.js)
//   info         what the page reads of the rules once per game
//   names        the seats' names for the library's sentences: seat 0 is
//                "you" (the viewer), the others 'Bot 1', 'Bot 2', ...
//   log          the lines told: {type, seat, other, text, round, times}
//   rounds       each finished round: points, totals, the hands left
//   seatNotes    seats out of play, with the sentence that said so
//   undo         the snapshots undo restores; undoOff why there is none
//   timer        the pending bot step, or null
//   armedUno, pendingWild, sel, newCards, lastShown, turnSeen: the hand's
//                and the decision's state between renders
// SPDX-License-Identifier: MIT

export function createState() {
	return {
		params: null,
		game: null,
		cards: null,
		info: null,
		names: [],
		log: [],
		rounds: [],
		seatNotes: {},
		owed: [],
		undo: [], // {game, log, move, newCards}
		undoOff: 'nothing to undo yet',
		timer: null,
		armedUno: false,
		pendingWild: null, // the wild card waiting for its color
		sel: 0,
		newCards: [], // cards seat 0 got since its last decision (marked "new")
		lastShown: null, // {by, cards} of the last hand shown to seat 0
		moves: 0, // moves applied so far (a counter for tests)
		error: null,
		turnSeen: false,
		flash: null, // a passing message in the status line
		flashTimer: null, // when it goes
		said: '', // what the live status region last read out
	};
}

/** A seat as the page names it beside the library's sentences. */
export function seatName(st, s) {
	return s === 0 ? 'You' : st.names[s];
}

/** What the page reads of a game's rules once (a Rules is WebAssembly memory). */
export function rulesInfo(rules) {
	const options = rules.options();
	const defaults = {};
	for (const name of Object.keys(options))
		defaults[name] = rules.optionInfo(name).default;
	return { teamSize: rules.teamSize, sides: rules.sides, options, defaults };
}

/** An option's value in the game, or `dflt` when its variant has no such option. */
export function ruleValue(st, name, dflt) {
	return name in st.info.options ? st.info.options[name] : dflt;
}

/** Turns undo off: the snapshots are dropped, and the page says why. */
export function clearUndo(st, why) {
	const had = st.undo.length > 0 || st.undoOff === null;
	for (const u of st.undo)
		u.game.dispose();
	st.undo = [];
	if (had || why.startsWith('nothing') || why.includes('round') || why.includes('match'))
		st.undoOff = why;
}

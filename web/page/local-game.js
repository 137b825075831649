// The game the page plays, behind a small interface: a local game is a
// libuno Game in this page with library bots in the other seats. What the
// page asks of it is what a remote game (uno-server's, later) can answer
// too: what the player's seat sees (view()), its legal moves (legal()), a
// check and an apply of its moves, the events that followed (takeEvents()),
// one step of the other seats (advance()), the next round, and the
// library's words for cards and events. Nothing else of the Game is read
// by the page outside this file, but by its tests (window.unoPage.game).
// SPDX-License-Identifier: MIT

import * as U from '../libuno/src/index.js';

/** The bots' seeds, from the game's: a game's URL deals the same bots. */
function botSeed(seed, s) {
	return (BigInt(seed) * 1000003n + BigInt(s) * 7919n) & ((1n << 64n) - 1n);
}

function makeBots(p, players) {
	const bots = [null];
	const det = Math.max(1, Math.min(50, Math.floor(p.playouts / 10)));
	for (let s = 1; s < players; s++) {
		const seed = botSeed(p.seed, s);
		bots.push(p.bot === 'search'
			? new U.Bot('search', { seed, playouts: Math.max(p.playouts, det), determinizations: det })
			: new U.Bot(p.bot, { seed }));
	}
	return bots;
}

export class LocalGame {
	/**
	 * A new match from the page's parameters (params.js): a shuffled deal
	 * of `players` seats, or a scripted one (`hands`). The player is seat
	 * 0. Throws what the library refuses.
	 */
	constructor(p, options) {
		this.seat = 0;
		this._events = [];
		if (p.hands) {
			const opts = { seed: BigInt(p.seed), options, draw: p.draw };
			if (p.dealer !== null)
				opts.dealer = p.dealer;
			this.game = U.Game.fromHands(p.variant, p.hands, p.first, opts);
			this.scripted = true;
		} else {
			this.game = new U.Game(p.variant, { players: p.players, seed: BigInt(p.seed), options });
			this.scripted = false;
		}
		this.rules = this.game.rules;
		this.bots = makeBots(p, this.game.players);
		this._hook();
		if (!this.scripted) {
			// The same deal again with the hook in place, so that the log
			// tells it: the dealer, the first card and its effect.
			this.game.reset(BigInt(p.seed));
		} else {
			// A scripted deal is made before any hook can hear it: its
			// start is told as the events that would have said it.
			const v = this.game.view(0);
			this._events.push({ type: 'round_start', seat: v.dealer, value: 1, side: 0 });
			this._events.push({ type: 'first_card', card: v.discard[0] ?? v.top, side: 0 });
		}
	}

	_hook() {
		this.game.setHooks({ event: (_g, ev) => { this._events.push(ev); } });
	}

	get players() { return this.game.players; }
	get variant() { return this.game.variant; }
	get phase() { return this.game.phase; }
	get side() { return this.game.side; }
	get current() { return this.game.currentPlayer; }
	get roundOver() { return this.game.roundOver; }
	get matchOver() { return this.game.matchOver; }
	get matchWinner() { return this.game.matchWinner; }
	get givesLeft() { return this.game.givesLeft; }

	/** What the player's seat sees (game.view()). */
	view() { return this.game.view(this.seat); }
	/** The player's legal moves. */
	legal() { return this.game.legalMoves(this.seat); }
	/** Whether a move is the player's to make now: {legal, reason, message}. */
	check(m) { return this.game.check(m, this.seat); }
	/** Applies the player's move (throws what the library refuses). */
	apply(m) { this.game.apply(m, this.seat); }
	/** The events since the last call, in order. */
	takeEvents() { return this._events.splice(0); }
	/** The other side of cards the player sees (FL-5): a seat's hand, or U.DRAW_PILE. */
	hiddenFaces(target) { return this.game.hiddenFaces(this.seat, target); }
	/** Every hand, once the round is over (they are shown at the table). */
	roundHands() {
		return Array.from({ length: this.players }, (_, s) => this.game.hand(s));
	}

	/**
	 * One move of another seat: an out-of-turn move of a bot (its UNO
	 * call, a catch, a jump-in) or the move of the bot to decide. Returns
	 * false when the player must decide (or the round is over).
	 */
	advance() {
		return this.game.advance(this.bots, 1) > 0;
	}

	/** Deals the next round of the match. */
	nextRound() { this.game.nextRound(); }

	/** An event in the library's words, told to the player (`names` by seat). */
	eventText(ev, names) { return this.game.eventText(ev, { viewer: this.seat, names }); }
	/** The event as the player may know it: the library leaves out every card the seat may not see (game.eventForSeat(), doc/information.md). */
	told(ev) { return this.game.eventForSeat(ev, this.seat); }

	/** What undo keeps: the game as it was. */
	snapshot() { return this.game.clone(); }
	/** Undo: the game as a snapshot kept it (the snapshot is the game's now). */
	restore(snap) {
		this.game.dispose();
		this.game = snap;
		this._events = [];
		this._hook();
	}

	dispose() {
		this.game.dispose();
		this.rules.dispose();
		for (const b of this.bots)
			if (b)
				b.dispose();
	}
}

export { U };

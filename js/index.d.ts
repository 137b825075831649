// Type declarations of the libuno package (src/index.js). Checked in CI by
// `npm run typecheck` against test/types-check.ts.
// SPDX-License-Identifier: MIT

/** A card in notation: 'R7', 'YS', 'BR', 'GD2', 'RD1', 'W', 'W4', 'W2', 'CC', 'TP', 'T4'; a wild on the pile shows its color: 'W4/B'.
 * A variant with kinds of its own writes them with its symbols (no-mercy: 'RD4', 'RDA', 'BSE', 'WCR', 'W10', 'W6', 'WR4/G';
 * flip: 'RF', and on its dark side 'PD5', 'TSE', 'WDC/O', the dark colors written P, T, O, V).
 * A scripted card of two-sided cards (flip) is its two faces, 'LIGHT:DARK': 'R5:P3'. */
export type Card = string;
/** A color letter: R, Y, G, B; on the dark side of two-sided cards (flip) P, T, O, V (pink, teal, orange, purple: the same colors 0-3). */
export type ColorLetter = 'R' | 'Y' | 'G' | 'B' | 'P' | 'T' | 'O' | 'V';
/** A color as accepted by the API: a letter, a name or 0-3 (for two-sided cards the dark side's letters and names too). */
export type ColorLike = ColorLetter | 'red' | 'yellow' | 'green' | 'blue' | 0 | 1 | 2 | 3 | string | number;
/** A side of two-sided cards: 0 light, 1 dark. */
export type Side = 0 | 1;
/** A seed: a safe integer or a BigInt, 0 to 2**64-1. */
export type Seed = number | bigint;

export type PhaseName = 'play' | 'drawn' | 'color' | 'challenge' | 'round_over' | 'match_over' |
	'handoff' | 'cast' | 'stack' | 'swap' | 'more';
export type MoveTypeName = 'play' | 'draw' | 'pass' | 'uno' | 'catch' | 'challenge' | 'accept' |
	'color' | 'give' | 'cast' | 'swap' | 'penalty' | 'misplay';
export type SeatStatusName = 'in' | 'out' | 'eliminated' | 'knocked_out';
export type ReasonName = 'ok' | 'malformed' | 'game_over' | 'not_your_turn' | 'wrong_decision' |
	'not_in_hand' | 'no_match' | 'wild_draw_restricted' | 'only_drawn_card' | 'color_not_wild' |
	'cannot_draw' | 'cannot_pass' | 'uno_not_last' | 'not_catchable' | 'catch_self' |
	'not_in_variant' | 'must_play' | 'bad_target' | 'stack_only' | 'force_play' | 'no_misplay' |
	'not_in_play' | 'play_if_able' | 'last_card_number' | 'same_number';
export type StatusName = 'OK' | 'EINVAL' | 'ENOMEM' | 'EILLEGAL' | 'ETURN' | 'EPARSE' | 'ERANGE' |
	'ENOTSUP' | 'ESTATE' | 'EBUSY' | 'ENOTFOUND' | 'EDECK' | 'ENOSPC' | 'EFORMAT';
export type EventTypeName = 'dealer_draw' | 'dealer' | 'round_start' | 'first_card' |
	'first_card_returned' | 'play' | 'draw' | 'pass' | 'color' | 'skip' | 'direction' | 'penalty' |
	'uno' | 'catch' | 'challenge' | 'reshuffle' | 'round_end' | 'match_end' | 'give' | 'turn_over' |
	'cast' | 'seat_out' | 'seat_back' | 'eliminated' | 'jump_in' | 'stack' | 'swap' | 'rotate' |
	'misplay' | 'misplay_caught' | 'hook_refused' | 'knocked_out' | 'shed' | 'flip';
export type OptionCategoryName = 'table' | 'rule' | 'house';
export type BotKindName = 'random' | 'greedy' | 'search' | 'ismcts' | 'reference';
/** The difficulty ladder (uno_bot_level), each level beating the one below. */
export type BotLevelName = 'easy' | 'medium' | 'hard' | 'expert';
export type PolicyName = 'uniform' | 'reference';

/** The C enums and constants, generated from the headers (values as in C). */
export declare const Status: Readonly<Record<StatusName, number>>;
export declare const Color: Readonly<{ RED: 0; YELLOW: 1; GREEN: 2; BLUE: 3; NO_COLOR: 4 }>;
export declare const Kind: Readonly<Record<string, number>>;
export declare const Phase: Readonly<Record<Uppercase<PhaseName>, number>>;
export declare const SeatStatus: Readonly<Record<Uppercase<SeatStatusName>, number>>;
export declare const DrawReason: Readonly<Record<string, number>>;
export declare const EventType: Readonly<Record<Uppercase<EventTypeName>, number>>;
export declare const PlayoutPolicy: Readonly<Record<Uppercase<PolicyName>, number>>;
export declare const MoveType: Readonly<Record<Uppercase<MoveTypeName>, number>>;
export declare const PenaltyReason: Readonly<Record<string, number>>;
export declare const Reason: Readonly<Record<string, number>>;
export declare const Option: Readonly<Record<string, number>>;
/** What kind of setting an option is (uno_option_category). */
export declare const OptionCategory: Readonly<{ TABLE: 0; RULE: 1; HOUSE: 2 }>;
export declare const BotKind: Readonly<Record<Uppercase<BotKindName>, number>>;
export declare const BotLevel: Readonly<Record<Uppercase<BotLevelName>, number>>;
export declare const Constants: Readonly<{
	MAX_PLAYERS: number; MAX_DECK: number; MAX_MOVES: number; CAST_DEAL: number; DRAW_PILE: number;
	SAVE_MAX: number; MOVE_INDEX_COUNT: number; MOVE_INDEX_MAX: number; DECISION_WORDS: number;
	INDEX_PLAY: number; INDEX_WILD: number; INDEX_DRAW: number; INDEX_PASS: number;
	INDEX_UNO: number; INDEX_CATCH: number; INDEX_CHALLENGE: number; INDEX_ACCEPT: number;
	INDEX_COLOR: number; INDEX_GIVE: number; INDEX_CAST_DEAL: number; INDEX_CAST: number;
	INDEX_SWAP: number; INDEX_MISPLAY: number;
	/** The extended layout of a variant that deals kinds 20-31 (MOVE_INDEX_MAX indexes). */
	INDEX_XPLAY: number; INDEX_XWILD: number; INDEX_XGIVE: number;
	[name: string]: number;
}>;

/** The draw pile (-2, Constants.DRAW_PILE), as the target of Game.hiddenFaces(). */
export declare const DRAW_PILE: number;
/** No seat (UNO_SPECTATOR, -1, Constants.SPECTATOR): a spectator, who is given what every seat knows and no hand
 * (doc/information.md). It takes the place of a seat in Game.view(), observation(), hiddenFaces(), eventForSeat(),
 * viewJson(), legalJson() and eventJson(); the calls of a seat that acts (hand(), legalMoves(), apply()) refuse it. */
export declare const SPECTATOR: -1;

/** The library's version, "MAJOR.MINOR.PATCH". */
export declare function version(): string;
/** The message of a status code. */
export declare function strerror(code: number): string;
/** The message of a refusal reason. */
export declare function reasonMessage(reason: ReasonName | number): string;
/** The built-in variants: 'classic', 'two-player', 'partners', 'challenge', 'express', 'casting-call', 'teams', 'no-mercy', 'flip'. */
export declare function variants(): string[];
/** Every rule option's name. */
export declare function optionNames(): string[];
/** An option's label for a player: 'Stacking', 'Draw until playable', 'Seven-O' (uno_option_label()). */
export declare function optionLabel(option: string): string;
/** A one-line description of an option, naming its rule id (uno_option_description()). */
export declare function optionDescription(option: string): string;
/** The category of an option's setting: 'table', 'rule' or 'house' (uno_option_category_of()). */
export declare function optionCategory(option: string): OptionCategoryName;

/** The stable name of an event type ('play', 'knocked_out'), or null for a number that is none (uno_event_type_name()). */
export declare function eventTypeName(type: number): EventTypeName | null;
/** The stable name of a phase, or null (uno_phase_name()). */
export declare function phaseName(phase: number): PhaseName | null;
/** The stable name of a draw reason ('turn', 'uno_penalty'), or null (uno_draw_reason_name()). */
export declare function drawReasonName(reason: number): string | null;
/** The stable name of a seat status, or null (uno_seat_status_name()). */
export declare function seatStatusName(status: number): SeatStatusName | null;
/** The stable name of a refusal reason ('no_match'), or null (uno_reason_name()). */
export declare function reasonName(reason: number): ReasonName | null;
/** A color's English name on a side of the cards (uno_color_name_side()): 'red'..'blue' on side 0,
 * 'pink', 'teal', 'orange', 'purple' on side 1. The color is 0-3 or a light letter or name
 * (Rules.colorName() reads the dark letters too). */
export declare function colorName(color: ColorLike, side?: Side): string;
/** Card notation in canonical form ('r7' -> 'R7'). */
export declare function normalizeCard(text: string): Card;
/** The face number of a card in the library's notation, as Decision.faces and Belief number them (Rules.faceOf() for a variant's own kinds). */
export declare function faceOf(text: string): number;

/** Per card face, the fewest and the most cards of it a hand may hold. */
export interface Belief {
	seat: number;
	target: number;
	handSize: number;
	least: Uint16Array;
	most: Uint16Array;
}

/** A call the library refused. */
export declare class UnoError extends Error {
	/** The status's name, 'EILLEGAL'. */
	readonly status: StatusName | string;
	/** The status code, negative. */
	readonly code: number;
	/** Why a move was refused ('no_match'), else null. */
	readonly reason: ReasonName | null;
	readonly reasonCode: number | null;
	/** The refused move, when there was one. */
	readonly move: Move | null;
	readonly seat: number | null;
}
export declare class IllegalMoveError extends UnoError {}
export declare class NotYourTurnError extends UnoError {}
export declare class ParseError extends UnoError {}
/** A variant definition the library refuses (Rules.define()). */
export declare class DefinitionError extends ParseError {
	constructor(line: number, column: number, detail: string);
	/** The line at fault, from 1; 0 for the definition as a whole. */
	readonly line: number;
	/** The byte in that line, from 1. */
	readonly column: number;
	/** What is wrong. */
	readonly detail: string;
}
export declare class SaveFormatError extends UnoError {}
export declare class InvalidStateError extends UnoError {}
export declare class BusyError extends UnoError {}
/** A use of a disposed Game, Bot or Rules. */
export declare class DisposedError extends Error {}

/** A move as a plain object, for apply()/check(). */
export interface MoveObject {
	type: MoveTypeName;
	card?: Card | null;
	color?: ColorLike | null;
	target?: number | null;
	uno?: boolean;
	deal?: boolean;
	count?: number;
	reason?: number;
}
/** What apply(), check() and isLegal() accept. */
export type MoveLike = Move | string | MoveObject;

/** A move: immutable; toString() gives its notation. */
export declare class Move {
	private constructor();
	readonly type: MoveTypeName;
	readonly card: Card | null;
	readonly color: ColorLetter | null;
	readonly target: number | null;
	readonly uno: boolean;
	readonly deal: boolean;
	readonly count: number;
	readonly reason: number;
	/** The move index (below its variant's moveIndexCount), or -1. */
	readonly index: number;
	toString(): string;
	toJSON(): string;
	equals(other: MoveLike): boolean;
	static parse(text: string): Move;
	static fromIndex(index: number): Move;
}

export interface OptionInfo { min: number; max: number; default: number }

/** A card as Rules.describeCard() reads it. */
export interface CardDescription {
	/** The card in canonical notation, on its side. */
	card: Card;
	/** Its kind number (Kind, or a variant's own 20-31). */
	kind: number;
	/** The kind's symbol in the variant's notation: '7', 'S', 'D2', 'W4', 'DA'. */
	symbol: string;
	/** Its color letter on its side; for a wild the color it names, or null. */
	color: ColorLetter | null;
	wild: boolean;
	/** The kind's name in the table: 'draw two', 'skip everyone'. */
	kindName: string;
	/** The card's English name (Rules.cardName()): 'blue Draw Two'. */
	name: string;
	/** What the kind does, in the words of a definition's effects: 'skip, draw 2', 'number'. */
	effects: string;
}

/** A variant's rule table with option values. */
export declare class Rules {
	constructor(variant?: string | Rules, options?: Record<string, number> | null);
	readonly variant: string;
	readonly summary: string;
	readonly players: { min: number; max: number };
	readonly teamSize: number;
	/** How many faces the variant's cards have: 1, or 2 for two-sided cards (flip). */
	readonly sides: 1 | 2;
	allowsPlayers(n: number): boolean;
	/** The deck in canonical order (the light faces of two-sided cards). */
	deck(): Card[];
	/** The cards by their faces on one side, in that side's letters: side 0 is deck(), side 1
	 * the dark faces of two-sided cards. RangeError for a side the deck does not have. */
	deckSide(side: Side): Card[];
	points(card: Card | number): number;
	get(option: string): number;
	set(option: string, value: number): this;
	optionInfo(option: string): OptionInfo | null;
	/** The names of the options this table supports, in id order: those optionInfo(), get() and set() accept (uno_rules_options()). */
	optionNames(): string[];
	options(): Record<string, number>;
	/** A card's English name in this variant, read on side `side` ('red 7', 'Wild Draw Four (blue)',
	 * 'pink Skip Everyone'; uno_rules_card_name()). */
	cardName(card: Card, side?: Side): string;
	/** What a card is, read on side `side`: what a front end draws its face from. Throws ParseError. */
	describeCard(card: Card, side?: Side): CardDescription;
	/** A color's English name on side `side` ('red'; 'pink' on the dark side), from 0-3 or either side's letters. */
	colorName(color: ColorLike, side?: Side): string;
	/** An event in one English sentence with this table's card names (uno_event_text()). */
	eventText(event: EventLike, options?: EventTextOptions): string;
	/** A variant of one's own from its definition (doc/variant-format.md). */
	static define(text: string): Rules;
	/** The variant as a definition that Rules.define() reads back. */
	definition(): string;
	/** A kind's name in this variant ('skip', or a kind of its own's name): kinds 0-31, a
	 * RangeError for a number 20-31 the variant leaves free. */
	kindName(kind: number): string;
	/** A kind's symbol in this variant's notation ('S', 'W4', or a kind of its own's), as kindName(). */
	kindSymbol(kind: number): string;
	/** What a kind does in this table, in the words of the definition format ('skip, draw 2'). */
	kindEffects(kind: number): string;
	/** A card in this variant's canonical notation, its own kinds too; with side 1 a face of the
	 * dark side of two-sided cards in its letters ('B7' -> 'V7'). */
	normalizeCard(text: string, side?: Side): Card;
	/** The face number of a card in this variant's notation, its own kinds too ('RDA'). */
	faceOf(text: string): number;
	/** Move notation read in this variant's notation, its own kinds too (either side's letters),
	 * the Move written on side `side` of two-sided cards. */
	parseMove(text: string, side?: Side): Move;
	/** The move of a move index, written in this variant's notation (on side `side`). */
	moveFromIndex(index: number, side?: Side): Move;
	/** How many move indexes the variant has: Constants.MOVE_INDEX_COUNT, or
	 * Constants.MOVE_INDEX_MAX for a variant that deals kinds 20-31 (no-mercy). */
	readonly moveIndexCount: number;
	dispose(): void;
}

/** The pending decision. */
export declare class Decision {
	private constructor();
	readonly seat: number | null;
	readonly phase: PhaseName;
	readonly count: number;
	readonly faces: bigint;
	/** Legal move indexes: bit i % 32 of word i / 32. */
	readonly mask: Uint32Array;
	isLegal(index: number): boolean;
	indexes(): number[];
	moves(): Move[];
}

/** The verdict of Game.check(). */
export interface Verdict { legal: boolean; reason: ReasonName; message: string }

/** A seat's view of the game. */
export interface View {
	/** The seat it is of, or -1 (SPECTATOR): then `hand` and `shown` are empty and `shownBy` null. */
	seat: number;
	players: number;
	current: number | null;
	phase: PhaseName;
	direction: 1 | -1;
	color: ColorLetter | null;
	dealer: number;
	exposed: number | null;
	top: Card;
	drawPile: number;
	pendingDraw: number;
	round: number;
	roundWinner: number | null;
	matchWinner: number | null;
	shownBy: number | null;
	hand: Card[];
	handSizes: number[];
	seatStatus: SeatStatusName[];
	teams: number[];
	called: boolean[];
	scores: number[];
	discard: Card[];
	shown: Card[];
	turned: Card[];
	/** The side in play of two-sided cards (0 light, 1 dark; 0 for a one-sided deck): every card of the view is a face of it. */
	side: Side;
}

/** An event, as given to the event hook: every card in it, even those no seat may see; Game.eventForSeat() gives
 * what one seat (or SPECTATOR) is told of it, in the same shape. */
export interface GameEvent {
	type: EventTypeName | number;
	seat: number | null;
	other: number | null;
	color: ColorLetter | null;
	card: Card | null;
	/** A draw reason's name for draw and penalty events, a refusal reason's for misplay and hook_refused, 'blocked' or null for round_end, else a number. */
	reason: string | number | null;
	/** A count, score or direction; for 'flip' the side now in play. */
	value: number;
	/** The side in play of two-sided cards when it happened, whose letters `card` and `color` are in (0 for a one-sided deck). */
	side: Side;
	/** Two-sided cards (flip), for a card that goes into a hand ('draw', 'give', 'cast', 'misplay_caught'): its face
	 * on the side not in play, in that side's letters, which every seat but its holder sees (FL-5); else null, and
	 * always null for a one-sided deck. */
	hidden: Card | null;
}

/** An event to word: as the event hook gives it, or as a host changed it for one seat (a null card reads 'a card').
 * Fields left out are the library's "none": no seat, no card, no color, 0. */
export interface EventLike {
	type: EventTypeName | number;
	seat?: number | null;
	other?: number | null;
	color?: ColorLike | null;
	card?: Card | null;
	reason?: string | number | null;
	value?: number;
	side?: Side;
	/** Two-sided cards only: the hidden face (GameEvent.hidden). */
	hidden?: Card | null;
}

/** Whom an event's words are for. */
export interface EventTextOptions {
	/** The seat told, written 'you' (-1 or null: nobody in particular). */
	viewer?: number | null;
	/** The host's names of the seats, by seat; null or '' for the library's 'seat N'. */
	names?: readonly (string | null | undefined)[] | null;
}

/** Callbacks answering decisions (return null/undefined to leave one pending) and receiving events. */
export interface Hooks {
	chooseColor?: ((game: Game, seat: number) => ColorLike | null | undefined) | null;
	challenge?: ((game: Game, seat: number) => boolean | null | undefined) | null;
	draw?: ((game: Game, seat: number, top: Card) => Card | null | undefined) | null;
	event?: ((game: Game, event: GameEvent) => void) | null;
	cast?: ((game: Game, seat: number) => number | 'deal' | null | undefined) | null;
	give?: ((game: Game, seat: number) => Card | null | undefined) | null;
	swap?: ((game: Game, seat: number) => number | null | undefined) | null;
}

export interface GameOptions {
	/** Seats (default 4, or the nearest count the variant allows). */
	players?: number;
	seed?: Seed;
	/** Option values on a copy of the rules. */
	options?: Record<string, number> | null;
	/** A scripted deck, front first; for two-sided cards (flip) each card is 'LIGHT:DARK' or a [light, dark] pair. */
	deck?: (Card | [Card, Card])[] | string | null;
	dealer?: number;
	partial?: boolean;
	topAsIs?: boolean;
	/** Two-sided cards: the deck gives only each card's dark face (FL-3's option); the game is dealt from the seed. */
	pairing?: boolean;
}

export interface FromHandsOptions {
	draw?: (Card | [Card, Card])[] | string;
	fill?: boolean;
	dealer?: number;
	seed?: Seed;
	options?: Record<string, number> | null;
	topAsIs?: boolean;
}

/** A game of UNO: a match of rounds, always waiting for one seat's decision. */
export declare class Game {
	constructor(rules?: string | Rules, options?: GameOptions);
	/** A scripted game from each seat's hand; for two-sided cards (flip) every card is 'LIGHT:DARK' or a [light, dark] pair. */
	static fromHands(rules: string | Rules, hands: ((Card | [Card, Card])[] | string)[], first: (Card | [Card, Card])[] | string,
		options?: FromHandsOptions): Game;
	static load(bytes: Uint8Array): Game;
	static replay(text: string): Game;

	readonly disposed: boolean;
	dispose(): void;
	clone(): Game;
	save(): Uint8Array;

	legalMoves(seat?: number | null): Move[];
	check(move: MoveLike, seat?: number | null): Verdict;
	isLegal(move: MoveLike, seat?: number | null): boolean;
	apply(move: MoveLike, seat?: number | null): void;
	decision(): Decision;
	/** How many move indexes the game's variant has (Rules.moveIndexCount). */
	readonly moveIndexCount: number;
	applyIndex(index: number, seat?: number | null): void;
	reset(seed: Seed): void;
	nextRound(): void;
	playout(seed: Seed, policy?: PolicyName | number): number;
	determinize(seat: number, seed: Seed, options?: { history?: boolean }): void;
	/** What `seat` can tell of `target`'s hand from the round's history. */
	belief(seat: number, target: number): Belief;
	/** Whether the game follows what each move tells the other seats (uno_game_set_tracking()). */
	setTracking(options: { history: boolean }): void;
	/** Whether the game tracks what the history tells (setTracking()). */
	readonly tracksHistory: boolean;

	setHooks(hooks?: Hooks): void;
	installBots(bots: (Bot | null)[]): void;
	/** Lets the bots play their seats (uno_game_advance(); bots[s] for seat s, or null) until a seat without a bot
	 * must decide, the round is over, or maxMoves moves were applied (0, the default: no limit). Before each move
	 * every bot, clockwise from the seat to decide, may move out of turn (Bot.act()); else the seat's bot answers
	 * (Bot.choose()). Returns the number of moves applied. */
	advance(bots: readonly (Bot | null)[], maxMoves?: number): number;

	startLog(capacity?: number): void;
	stopLog(): void;
	readonly logLength: number;
	logText(): string;

	/** Everything `seat` may know now; SPECTATOR's view is the public table alone. */
	view(seat: number): View;
	/** The observation vector of `seat` or SPECTATOR (doc/observation.md). */
	observation(seat: number): Int32Array;
	/**
	 * An event of this game as the event hook gave it (then, or kept since: only the rules and the seats count) as
	 * `seat` or SPECTATOR is told it (uno_event_for_seat(), doc/information.md): the same event, its `card` and
	 * `hidden` null where that viewer may not see them (another seat's face-down draw, G-3; a hand-off outside the
	 * team, TM-7; with two-sided cards the hidden face of a card going into the viewer's own hand, and every hidden
	 * face for the spectator, FL-5). A host sends each seat this, never the event itself. A RangeError for a seat
	 * that is neither the game's nor SPECTATOR; an UnoError (EINVAL) for an event that is not one of this game's
	 * (an unknown type, a seat it has not).
	 */
	eventForSeat(event: EventLike, seat: number): GameEvent;
	/**
	 * view(seat) as the library writes it in JSON (uno_game_view_json(); doc/protocol.md, "The view"): compact ASCII,
	 * snake_case fields in their documented order, codes by name, absent seats null (`seat` for SPECTATOR), and with
	 * two-sided cards `hidden` (a list per seat) and `draw_hidden`. An UnoError (ENOTSUP) if the module has no
	 * JSON writers (libuno before 1.1).
	 */
	viewJson(seat: number): string;
	/** legalMoves(seat) as a JSON array of move texts (uno_game_legal_json()): '["Y7","pass"]'; '[]' for SPECTATOR,
	 * who makes no move, and for a seat with none. */
	legalJson(seat: number): string;
	/** eventForSeat(event, seat) as JSON (uno_event_json(); doc/protocol.md, "Events"): `card` null where not told,
	 * `hidden` present only where told one. Errors as eventForSeat(). */
	eventJson(event: EventLike, seat: number): string;
	/** A 0/1 byte per move index: moveIndexCount bytes. */
	legalMask(seat?: number | null): Uint8Array;

	readonly rules: Rules;
	readonly variant: string;
	readonly players: number;
	readonly phase: PhaseName;
	readonly currentPlayer: number | null;
	readonly direction: 1 | -1;
	readonly topCard: Card | null;
	readonly currentColor: ColorLetter | null;
	/** The side in play of two-sided cards (flip): 0 light, 1 dark; always 0 for a one-sided deck. */
	readonly side: Side;
	/** What `seat` sees of the faces not in play (FL-5): `target`'s hand's (a seat; its own: []),
	 * or with DRAW_PILE the draw pile's top card's (0 or 1 card); sorted, in that side's letters.
	 * SPECTATOR sees no hand's, only the draw pile's. */
	hiddenFaces(seat: number, target: number): Card[];
	/** A card's English name in the game's variant, on side `side` (default: the side in play). */
	cardName(card: Card, side?: Side): string;
	/** An event in one English sentence with the game's card names (uno_event_text()). */
	eventText(event: EventLike, options?: EventTextOptions): string;
	hand(seat: number): Card[];
	handSize(seat: number): number;
	readonly handSizes: number[];
	readonly drawPileSize: number;
	readonly discardPileSize: number;
	score(seat: number): number;
	readonly scores: number[];
	readonly dealer: number;
	readonly round: number;
	readonly winner: number | null;
	readonly matchWinner: number | null;
	readonly roundOver: boolean;
	readonly matchOver: boolean;
	team(seat: number): number;
	seatStatus(seat: number): SeatStatusName;
	readonly turned: Card[];
	readonly pendingDraw: number;
	readonly givesLeft: number;
	unoCalled(seat: number): boolean;
	readonly misplay: { seat: number; reason: ReasonName } | null;
	readonly errmsg: string;
	toString(): string;
}

export interface BotOptions {
	seed?: Seed;
	/** Search: playouts per decision (0: the library's default). */
	playouts?: number;
	/** Search: sampled worlds per decision (0: the default). */
	determinizations?: number;
	/** Of every 256 decisions, about how many are answered the random bot's way (0-256; default: the kind's or level's). */
	mistakes?: number | null;
}

/** A library bot. */
export declare class Bot {
	/** A kind ('random', 'greedy', 'search', 'ismcts') or a level of the ladder ('easy' ... 'expert'). */
	constructor(kind?: BotKindName | BotLevelName | number, options?: BotOptions);
	readonly kind: BotKindName | BotLevelName | number;
	choose(game: Game, seat?: number | null): Move;
	act(game: Game, seat: number): Move | null;
	dispose(): void;
}

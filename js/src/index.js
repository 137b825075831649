// libuno for JavaScript: the rules engine compiled to WebAssembly, behind an
// idiomatic API written for it (README.md in this folder; index.d.ts has
// the types). Every entry point checks its arguments before anything
// reaches the module's memory: bad input throws a TypeError, a RangeError
// or an UnoError carrying the library's status and reason.
//
// The API is in modules that mirror the C headers; this is the package's
// entry point, which gathers their public names:
//
//   wasm.js      the WebAssembly module, its memory and its one import
//   util.js      argument checks and the names of the C enums' values
//   errors.js    common.h: UnoError and its subclasses, strerror()
//   version.js   version.h
//   memory.js    heap buffers for saves, logs and definitions
//   cards.js     card.h: kinds, wilds, colors and faces
//   notation.js  how a variant writes its cards and moves
//   moves.js     move.h: Move, and the shared Move of each move index
//   rules.js     rules.h: Rules, variants(), the options' names, labels and categories
//   text.js      text.h: the codes' names, colors', cards' and events' words
//   event.js     game.h's uno_event: events read and written back
//   view.js      view.h: Decision, views, observations, belief, told events
//   json.js      json.h: views, legal moves and told events as JSON
//   hooks.js     the hooks of game.h (doc/hooks.md)
//   save.js      save.h: saves and logs
//   bot.js       bot.h: Bot
//   script.js    the scripted decks of Game.fromHands()
//   game.js      game.h: Game
//
// SPDX-License-Identifier: MIT

export {
	BotKind, BotLevel, Color, Constants, DrawReason, EventType, Kind, MoveType, Option, OptionCategory,
	PenaltyReason, Phase, PlayoutPolicy, Reason, SeatStatus, Status,
} from '../dist/constants.js';
export { version } from './version.js';
export {
	BusyError, DefinitionError, DisposedError, IllegalMoveError, InvalidStateError, NotYourTurnError,
	ParseError, SaveFormatError, UnoError, reasonMessage, strerror,
} from './errors.js';
export { faceOf, normalizeCard } from './notation.js';
export { Move } from './moves.js';
export {
	Rules, optionCategory, optionDescription, optionLabel, optionNames, variants,
} from './rules.js';
export {
	colorName, drawReasonName, eventTypeName, phaseName, reasonName, seatStatusName,
} from './text.js';
export { Decision } from './view.js';
export { Bot } from './bot.js';
export { DRAW_PILE, Game, SPECTATOR } from './game.js';

// The library's errors (common.h): a refused call throws an UnoError, or
// the subclass of its status, carrying the status's name and number and,
// for a refused move, the rule's reason; uno_strerror() and
// uno_reason_message() give their messages.
// SPDX-License-Identifier: MIT

import { W, readString } from './wasm.js';
import { Reason, Status } from '../dist/constants.js';
import { REASON_NAMES, STATUS_NAMES, checkInt, enumValue } from './util.js';

/** The message of a status code (`uno_strerror()`). */
export function strerror(code) {
	return readString(W.uno_strerror(checkInt(code, 'code')));
}

/** The message of a reason: its name ('no_match') or number. */
export function reasonMessage(reason) {
	const v = typeof reason === 'string' ? enumValue(Reason, reason, 'reason') : checkInt(reason, 'reason');
	return readString(W.uno_reason_message(v));
}

/**
 * A call the library refused: `status` is the status's name ('EILLEGAL'),
 * `code` its number, `reason` the rule's name ('no_match') when a move was
 * refused, else null.
 */
export class UnoError extends Error {
	constructor(code, message, { reason = null, move = null, seat = null } = {}) {
		super(message || strerror(code));
		this.name = 'UnoError';
		this.code = code;
		this.status = STATUS_NAMES.get(code) ?? String(code);
		this.reason = reason === null ? null : (REASON_NAMES.get(reason) ?? String(reason));
		this.reasonCode = reason;
		this.move = move;
		this.seat = seat;
	}
}

/** A move the rules refuse (EILLEGAL). */
export class IllegalMoveError extends UnoError {
	constructor(...a) { super(...a); this.name = 'IllegalMoveError'; }
}
/** A move that is not this seat's to make now (ETURN). */
export class NotYourTurnError extends UnoError {
	constructor(...a) { super(...a); this.name = 'NotYourTurnError'; }
}
/** Text that is not card or move notation, or a bad log (EPARSE). */
export class ParseError extends UnoError {
	constructor(...a) { super(...a); this.name = 'ParseError'; }
}
/** A variant definition the library refuses (EPARSE from Rules.define()):
 * `line` and `column` (from 1; line 0 for the definition as a whole) and
 * what is wrong, `detail`. */
export class DefinitionError extends ParseError {
	constructor(line, column, detail) {
		super(Status.EPARSE, `variant definition: ${line ? `line ${line}, column ${column}: ` : ''}${detail}`);
		this.name = 'DefinitionError';
		this.line = line;
		this.column = column;
		this.detail = detail;
	}
}
/** Bytes that are not a valid saved game (EFORMAT). */
export class SaveFormatError extends UnoError {
	constructor(...a) { super(...a); this.name = 'SaveFormatError'; }
}
/** A call the game's state does not allow now (ESTATE). */
export class InvalidStateError extends UnoError {
	constructor(...a) { super(...a); this.name = 'InvalidStateError'; }
}
/** A changing call made from inside one of the game's hooks (EBUSY). */
export class BusyError extends UnoError {
	constructor(...a) { super(...a); this.name = 'BusyError'; }
}
/** A use of a disposed Game or Bot. */
export class DisposedError extends Error {
	constructor(what) { super(`this ${what} was disposed`); this.name = 'DisposedError'; }
}

const ERROR_CLASSES = new Map([
	[Status.EILLEGAL, IllegalMoveError],
	[Status.ETURN, NotYourTurnError],
	[Status.EPARSE, ParseError],
	[Status.EFORMAT, SaveFormatError],
	[Status.ESTATE, InvalidStateError],
	[Status.EBUSY, BusyError],
]);

/** The error of a status: the class of its status (UnoError for the others). */
export function errorOf(code, message, extra) {
	const Cls = ERROR_CLASSES.get(code) ?? UnoError;
	return new Cls(code, message, extra);
}

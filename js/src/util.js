// What every module of the package checks and names: its arguments (each
// entry point checks them before anything reaches the module's memory:
// a wrong type is a TypeError, a number out of range a RangeError), the
// names of the C enums' values, and the small conversions of the
// structures' signed bytes.
// SPDX-License-Identifier: MIT

import { W, readString } from './wasm.js';
import { DrawReason, EventType, MoveType, Phase, Reason, SeatStatus, Status } from '../dist/constants.js';

const UINT64_MAX = (1n << 64n) - 1n;

export function checkInt(v, what, min = -2147483648, max = 2147483647) {
	if (typeof v !== 'number' || !Number.isInteger(v))
		throw new TypeError(`${what} must be an integer, not ${describe(v)}`);
	if (v < min || v > max)
		throw new RangeError(`${what} must be ${min} to ${max}, not ${v}`);
	return v;
}

/** A seed as the BigInt the module takes: a safe integer or a BigInt, 0 to 2**64-1. */
export function checkSeed(v, what = 'seed') {
	if (typeof v === 'bigint') {
		if (v < 0n || v > UINT64_MAX)
			throw new RangeError(`${what} must be 0 to 2**64-1`);
		return v;
	}
	if (typeof v !== 'number' || !Number.isSafeInteger(v))
		throw new TypeError(`${what} must be a safe integer or a BigInt, not ${describe(v)}`);
	if (v < 0)
		throw new RangeError(`${what} must be 0 to 2**64-1, not ${v}`);
	return BigInt(v);
}

export function checkString(v, what) {
	if (typeof v !== 'string')
		throw new TypeError(`${what} must be a string, not ${describe(v)}`);
	if (v.includes('\0'))
		throw new TypeError(`${what} must not contain NUL`);
	return v;
}

/** A value as an error message shows it. */
export function describe(v) {
	if (v === null)
		return 'null';
	if (typeof v === 'string')
		return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '...' : v);
	if (typeof v === 'object')
		return v.constructor ? v.constructor.name : 'an object';
	return `${typeof v} ${String(v)}`;
}

/** The value of an enum's member from its name (any case) or its number. */
export function enumValue(e, name, what) {
	if (typeof name === 'number')
		return checkInt(name, what);
	if (typeof name !== 'string')
		throw new TypeError(`${what} must be a name or a number, not ${describe(name)}`);
	const v = e[name.toUpperCase()];
	if (v === undefined)
		throw new RangeError(`unknown ${what} ${JSON.stringify(name)}`);
	return v;
}

// ---- names ----

function namesOf(e) {
	const m = new Map();
	for (const [k, v] of Object.entries(e))
		if (!m.has(v))
			m.set(v, k.toLowerCase());
	return m;
}

/* The library's stable names of an enum's values (text.h), for the values
 * the header declares. */
function libraryNames(e, fn) {
	const m = new Map();
	for (const v of Object.values(e)) {
		const p = fn(v);
		if (p && !m.has(v))
			m.set(v, readString(p));
	}
	return m;
}

export const STATUS_NAMES = new Map(Object.entries(Status).map(([k, v]) => [v, k]));
export const REASON_NAMES = libraryNames(Reason, W.uno_reason_name);
export const PHASE_NAMES = libraryNames(Phase, W.uno_phase_name);
// Move types have no name call: their enum constants' names, in lower case.
export const MOVE_NAMES = namesOf(MoveType);
export const EVENT_NAMES = libraryNames(EventType, W.uno_event_type_name);
export const DRAW_REASON_NAMES = libraryNames(DrawReason, W.uno_draw_reason_name);
export const SEAT_NAMES = libraryNames(SeatStatus, W.uno_seat_status_name);
export const MOVE_TYPES = new Map([...MOVE_NAMES].map(([v, k]) => [k, v]));

// ---- the structures' fields ----

/** A signed byte of a structure (a seat, a phase) from its unsigned read. */
export function int8(v) {
	return v > 127 ? v - 256 : v;
}

/** A seat, or null for none (a negative one). */
export function seatOrNull(v) {
	return v < 0 ? null : v;
}

/*
 * What Bot.choose() and Bot.act() check their game with: bot.js is below
 * game.js (Game's installBots() and advance() take Bots), so it cannot
 * name the class; Game carries this mark, which nothing outside the
 * package can name.
 */
export const IS_GAME = Symbol('libuno.Game');

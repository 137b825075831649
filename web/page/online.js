// The page as uno-server's client: finding out whether the page was served
// by uno-server, the WebSocket connection and its protocol (doc/protocol.md),
// and the seat credentials the browser keeps. Nothing here knows the rules:
// the server judges every move, and tells this connection what its seat
// (or a spectator) may know.
// SPDX-License-Identifier: MIT

const PROTOCOL = 1;
const CRED_PREFIX = 'libuno.room.';

/**
 * Whether uno-server served this page: the server marks every file it
 * serves with `X-Uno-Server` (the protocol version at /ws), which the page
 * reads from a HEAD request for itself (a static file server sends no such
 * header, and nothing is asked that would be missing there). Resolves to
 * the protocol version, or null.
 */
export async function detectServer() {
	if (!/^https?:$/.test(location.protocol))
		return null;
	try {
		const res = await fetch(location.pathname, { method: 'HEAD', cache: 'no-store' });
		const v = res.headers.get('x-uno-server');
		return v && Number(v) === PROTOCOL ? Number(v) : null;
	} catch (_) {
		return null;
	}
}

/** The seat kept for a room in this browser: {credential, seat, name}, or null. */
export function keptSeat(room) {
	try {
		const s = localStorage.getItem(CRED_PREFIX + room.toUpperCase());
		return s ? JSON.parse(s) : null;
	} catch (_) {
		return null;
	}
}

export function keepSeat(room, seat) {
	try {
		localStorage.setItem(CRED_PREFIX + room.toUpperCase(), JSON.stringify(seat));
	} catch (_) {
		// private mode: the seat lasts as long as the page
	}
}

export function forgetSeat(room) {
	try {
		localStorage.removeItem(CRED_PREFIX + room.toUpperCase());
	} catch (_) {
		// nothing kept
	}
}

/** An error the server answered, with its `code` and sentence. */
export class ServerError extends Error {
	constructor(frame) {
		super(frame.message || frame.code);
		this.code = frame.code;
		this.frame = frame;
	}
}

/**
 * One WebSocket to uno-server. request() sends a message and resolves to
 * the frame that answers it (rejects with a ServerError); every frame is
 * also given to `onFrame`. When the socket drops it is opened again (after
 * 0.5 s, then longer) and `onOpen` is called again, so that the page can
 * rejoin its room.
 */
export class Connection {
	constructor({ onFrame, onOpen, onStatus }) {
		this.onFrame = onFrame;
		this.onOpen = onOpen;
		this.onStatus = onStatus;
		this.nextId = 1;
		this.pending = new Map(); // id -> {resolve, reject, want}
		this.ws = null;
		this.closed = false;
		this.retry = 500;
		this.status = 'connecting';
	}

	url() {
		return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
	}

	open() {
		this._set('connecting');
		const ws = new WebSocket(this.url());
		this.ws = ws;
		ws.onopen = () => {
			ws.send(JSON.stringify({ type: 'hello', protocol: [PROTOCOL], client: 'libuno-web' }));
		};
		ws.onmessage = (e) => this._frame(e.data);
		ws.onclose = () => {
			if (this.ws !== ws)
				return;
			for (const p of this.pending.values())
				p.reject(new ServerError({ code: 'disconnected', message: 'The connection to the server was lost.' }));
			this.pending.clear();
			if (this.closed)
				return;
			this._set('offline');
			setTimeout(() => { if (!this.closed) this.open(); }, this.retry);
			this.retry = Math.min(this.retry * 2, 8000);
		};
	}

	close() {
		this.closed = true;
		if (this.ws)
			this.ws.close(1000);
	}

	/** Drops the socket as a network would (for tests): it is opened again. */
	drop() {
		if (this.ws)
			this.ws.close(4000);
	}

	_set(status) {
		this.status = status;
		if (this.onStatus)
			this.onStatus(status);
	}

	_frame(text) {
		let f;
		try {
			f = JSON.parse(text);
		} catch (_) {
			return;
		}
		if (f.type === 'welcome') {
			this.retry = 500;
			this._set('online');
			if (this.onOpen)
				this.onOpen(f);
			return;
		}
		const key = f.type === 'update' ? f.ack : f.id;
		const p = key !== undefined && key !== null ? this.pending.get(key) : undefined;
		if (p && (f.type === 'error' || !p.want || p.want === f.type)) {
			this.pending.delete(key);
			if (f.type === 'error')
				p.reject(new ServerError(f));
			else
				p.resolve(f);
		}
		this.onFrame(f);
	}

	/**
	 * Sends `msg` with a new id. Resolves to the first answer of type
	 * `want` (or any answer, without one).
	 */
	request(msg, want = null) {
		return new Promise((resolve, reject) => {
			if (!this.ws || this.ws.readyState !== WebSocket.OPEN || this.status !== 'online') {
				reject(new ServerError({ code: 'disconnected', message: 'Not connected to the server yet.' }));
				return;
			}
			const id = this.nextId++;
			this.pending.set(id, { resolve, reject, want });
			this.ws.send(JSON.stringify({ ...msg, id }));
		});
	}
}

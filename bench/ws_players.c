/*
 * ws_players: the players of bench/server_load.py in C, so that the load
 * generator costs the machine little and the server gets its cores.
 *
 *     ws_players URL[,URL...] ROOMS SEED
 *
 * Sets up ROOMS rooms of four WebSocket players on uno-server (at most 32
 * handshakes in flight; the connections go round the URLs as
 * server_load.py's urls[turn % len] do), prints "ready", reads one line
 * "start EPOCH WARMUP SECONDS THINK" on stdin, and at EPOCH (wall clock)
 * the hosts start their games. Every player then moves when an update says
 * its seat decides, after THINK * uniform(0.5, 1.5) seconds, as
 * server_load.py's Player does: a play two times in three when it has one,
 * else any legal move; the host deals the next round and asks for a
 * rematch. Over [start + WARMUP, start + WARMUP + SECONDS] (monotonic
 * clock) it counts the updates that acknowledged a move of the connection
 * and their latency; 0.2 s after the window it closes every connection and
 * prints one line of JSON:
 *
 *     {"accepted":N,"latency":[s,...],"errors":{code:n},"cpu_window":s,"cpu":s}
 *
 * One thread, non-blocking sockets and epoll; libc only (a
 * small SHA-1 and base64 to check Sec-WebSocket-Accept). Linux only.
 * SPDX-License-Identifier: MIT
 */
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "bench_rng.h"

#define GATE 32                         /* handshakes in flight at most */
#define SCRATCH (256 * 1024)            /* a read's buffer */
#define MAX_FRAME ((uint64_t)1 << 30)   /* a server frame larger is refused */
#define MAX_HEADER 16384                /* the HTTP answer's header */

/* ---- small things ---- */

static void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
static void die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("ws_players: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}

static void *xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q)
		die("out of memory");
	return q;
}

static double clock_seconds(clockid_t id)
{
	struct timespec ts;
	clock_gettime(id, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double mono(void) { return clock_seconds(CLOCK_MONOTONIC); }
static double cpu(void) { return clock_seconds(CLOCK_PROCESS_CPUTIME_ID); }

struct buf {
	char *p;
	size_t len, cap;
};

static void buf_reserve(struct buf *b, size_t need)
{
	if (need <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < need)
		cap *= 2;
	b->p = xrealloc(b->p, cap);
	b->cap = cap;
}

static void buf_add(struct buf *b, const void *data, size_t n)
{
	buf_reserve(b, b->len + n);
	if (n)
		memcpy(b->p + b->len, data, n);
	b->len += n;
}

static void buf_printf(struct buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void buf_printf(struct buf *b, const char *fmt, ...)
{
	for (;;) {
		size_t room = b->cap - b->len;
		va_list ap;
		va_start(ap, fmt);
		int n = vsnprintf(b->p ? b->p + b->len : NULL, room, fmt, ap);
		va_end(ap);
		if (n < 0)
			die("vsnprintf failed");
		if ((size_t)n < room) {
			b->len += (size_t)n;
			return;
		}
		buf_reserve(b, b->len + (size_t)n + 1);
	}
}

/* Drops the first n bytes. */
static void buf_consume(struct buf *b, size_t n)
{
	if (n >= b->len) {
		b->len = 0;
		return;
	}
	memmove(b->p, b->p + n, b->len - n);
	b->len -= n;
}

/* ---- searching the server's compact JSON as text ---- */

static const char *find(const char *s, size_t n, const char *key)
{
	if (!s) /* an empty buffer (gcc -fsanitize sees it may be NULL) */
		return NULL;
	return memmem(s, n, key, strlen(key));
}

/* The last occurrence (Python's str.rfind). */
static const char *rfind(const char *s, size_t n, const char *key)
{
	size_t k = strlen(key);
	if (k > n)
		return NULL;
	for (size_t i = n - k + 1; i-- > 0;)
		if (s[i] == key[0] && memcmp(s + i, key, k) == 0)
			return s + i;
	return NULL;
}

static bool starts(const char *s, size_t n, const char *prefix)
{
	size_t k = strlen(prefix);
	return n >= k && memcmp(s, prefix, k) == 0;
}

/* The digits at p (up to end), as a number; false without any. */
static bool digits_at(const char *p, const char *end, int64_t *out)
{
	int64_t v = 0;
	int n = 0;
	while (p < end && *p >= '0' && *p <= '9' && n < 18) {
		v = v * 10 + (*p - '0');
		p++;
		n++;
	}
	*out = v;
	return n > 0;
}

/* The number after the first (or, last, the last) occurrence of key. */
static bool int_after(const char *s, size_t n, const char *key, bool last, int64_t *out)
{
	const char *p = last ? rfind(s, n, key) : find(s, n, key);
	return p && digits_at(p + strlen(key), s + n, out);
}

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static bool hex4(const char *p, const char *end, unsigned *out)
{
	if (end - p < 4)
		return false;
	unsigned v = 0;
	for (int i = 0; i < 4; i++) {
		int d = hex_digit(p[i]);
		if (d < 0)
			return false;
		v = v * 16 + (unsigned)d;
	}
	*out = v;
	return true;
}

static void add_utf8(struct buf *b, unsigned cp)
{
	char u[4];
	size_t n;
	if (cp < 0x80) {
		u[0] = (char)cp;
		n = 1;
	} else if (cp < 0x800) {
		u[0] = (char)(0xc0 | (cp >> 6));
		u[1] = (char)(0x80 | (cp & 0x3f));
		n = 2;
	} else if (cp < 0x10000) {
		u[0] = (char)(0xe0 | (cp >> 12));
		u[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[2] = (char)(0x80 | (cp & 0x3f));
		n = 3;
	} else {
		u[0] = (char)(0xf0 | (cp >> 18));
		u[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
		u[3] = (char)(0x80 | (cp & 0x3f));
		n = 4;
	}
	buf_add(b, u, n);
}

/* A JSON string at p (its opening quote), unescaped onto b; returns the
 * character after the closing quote, or NULL if it is malformed. */
static const char *json_string(const char *p, const char *end, struct buf *b)
{
	if (p >= end || *p != '"')
		return NULL;
	p++;
	while (p < end) {
		const char *q = p;
		while (q < end && *q != '"' && *q != '\\')
			q++;
		buf_add(b, p, (size_t)(q - p));
		if (q >= end)
			return NULL;
		if (*q == '"')
			return q + 1;
		if (end - q < 2)
			return NULL;
		char c = q[1];
		p = q + 2;
		switch (c) {
		case '"': buf_add(b, "\"", 1); break;
		case '\\': buf_add(b, "\\", 1); break;
		case '/': buf_add(b, "/", 1); break;
		case 'b': buf_add(b, "\b", 1); break;
		case 'f': buf_add(b, "\f", 1); break;
		case 'n': buf_add(b, "\n", 1); break;
		case 'r': buf_add(b, "\r", 1); break;
		case 't': buf_add(b, "\t", 1); break;
		case 'u': {
			unsigned cp, lo;
			if (!hex4(p, end, &cp))
				return NULL;
			p += 4;
			if (cp >= 0xd800 && cp < 0xdc00 && end - p >= 6 && p[0] == '\\' &&
			    p[1] == 'u' && hex4(p + 2, end, &lo) && lo >= 0xdc00 && lo < 0xe000) {
				cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
				p += 6;
			} else if (cp >= 0xd800 && cp < 0xe000) {
				cp = 0xfffd;    /* a lone surrogate */
			}
			add_utf8(b, cp);
			break;
		}
		default:
			return NULL;
		}
	}
	return NULL;
}

/* s as a JSON string, quotes included. */
static void json_quote(struct buf *b, const char *s, size_t n)
{
	buf_add(b, "\"", 1);
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c == '"' || c == '\\') {
			char e[2] = {'\\', (char)c};
			buf_add(b, e, 2);
		} else if (c < 0x20) {
			buf_printf(b, "\\u%04x", c);
		} else {
			buf_add(b, &s[i], 1);
		}
	}
	buf_add(b, "\"", 1);
}

/* The string value of the first "key":"..." (quote included in key). */
static bool string_after(const char *s, size_t n, const char *key, struct buf *out)
{
	const char *p = find(s, n, key);
	out->len = 0;
	return p && json_string(p + strlen(key) - 1, s + n, out) != NULL;
}

/* ---- SHA-1 and base64, for Sec-WebSocket-Accept ---- */

static uint32_t rol32(uint32_t x, unsigned k) { return (x << k) | (x >> (32 - k)); }

static void sha1(const unsigned char *msg, size_t n, unsigned char out[20])
{
	uint32_t h[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};
	size_t total = ((n + 8) / 64 + 1) * 64;
	unsigned char *m = calloc(total, 1);
	if (!m)
		die("out of memory");
	memcpy(m, msg, n);
	m[n] = 0x80;
	uint64_t bits = (uint64_t)n * 8;
	for (int i = 0; i < 8; i++)
		m[total - 1 - (size_t)i] = (unsigned char)(bits >> (8 * i));
	for (size_t off = 0; off < total; off += 64) {
		uint32_t w[80];
		for (int i = 0; i < 16; i++)
			w[i] = (uint32_t)m[off + 4 * (size_t)i] << 24 |
			       (uint32_t)m[off + 4 * (size_t)i + 1] << 16 |
			       (uint32_t)m[off + 4 * (size_t)i + 2] << 8 |
			       (uint32_t)m[off + 4 * (size_t)i + 3];
		for (int i = 16; i < 80; i++)
			w[i] = rol32(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
		uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
		for (int i = 0; i < 80; i++) {
			uint32_t f, k;
			if (i < 20) {
				f = (b & c) | (~b & d);
				k = 0x5a827999;
			} else if (i < 40) {
				f = b ^ c ^ d;
				k = 0x6ed9eba1;
			} else if (i < 60) {
				f = (b & c) | (b & d) | (c & d);
				k = 0x8f1bbcdc;
			} else {
				f = b ^ c ^ d;
				k = 0xca62c1d6;
			}
			uint32_t t = rol32(a, 5) + f + e + k + w[i];
			e = d;
			d = c;
			c = rol32(b, 30);
			b = a;
			a = t;
		}
		h[0] += a;
		h[1] += b;
		h[2] += c;
		h[3] += d;
		h[4] += e;
	}
	free(m);
	for (int i = 0; i < 5; i++)
		for (int j = 0; j < 4; j++)
			out[4 * i + j] = (unsigned char)(h[i] >> (24 - 8 * j));
}

/* n bytes as base64 into out (4 * ceil(n / 3) + 1 bytes). */
static void base64(const unsigned char *in, size_t n, char *out)
{
	static const char abc[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	size_t o = 0;
	for (size_t i = 0; i < n; i += 3) {
		uint32_t v = (uint32_t)in[i] << 16;
		if (i + 1 < n)
			v |= (uint32_t)in[i + 1] << 8;
		if (i + 2 < n)
			v |= in[i + 2];
		out[o++] = abc[(v >> 18) & 63];
		out[o++] = abc[(v >> 12) & 63];
		out[o++] = i + 1 < n ? abc[(v >> 6) & 63] : '=';
		out[o++] = i + 2 < n ? abc[v & 63] : '=';
	}
	out[o] = '\0';
}

static void ws_accept(const char *key, char out[29])
{
	static const char guid[] = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
	unsigned char text[64], digest[20];
	size_t k = strlen(key);
	memcpy(text, key, k);
	memcpy(text + k, guid, sizeof guid - 1);
	sha1(text, k + sizeof guid - 1, digest);
	base64(digest, 20, out);
}

/* ---- the players ---- */

enum cstate { C_IDLE, C_CONNECTING, C_HTTP, C_OPEN, C_CLOSING, C_DONE };
/* Where a connection is in setting up its seat. */
enum phase { P_WELCOME, P_JOINED, P_STATE, P_READY };

struct pending {
	int64_t id;
	double sent;
};

struct room;

struct conn {
	int fd;
	enum cstate state;
	enum phase phase;
	struct room *room;
	int seat;
	bool host;
	bool epollout;          /* EPOLLOUT asked for */
	bool close_sent;
	struct buf in;          /* bytes read and not yet a whole frame */
	struct buf out;         /* bytes not yet written */
	struct buf msg;         /* a fragmented message so far */
	int msg_op;             /* its opcode; 0 when none is under way */
	struct bench_rng rng;
	int64_t ids;            /* the last request id sent */
	struct pending *pend;   /* moves sent, not yet acknowledged */
	size_t npend, cappend;
	/* The move waiting for its think time. */
	double due;
	size_t heap_at;         /* SIZE_MAX: no move waiting */
	struct buf move;        /* its text, as a JSON string */
	int64_t move_version;
	char key[25];           /* Sec-WebSocket-Key */
	int url;
};

struct room {
	struct conn *c[4];
	char code[32];
	int ready;              /* connections that have seen their state */
};

struct url {
	char *host_header;
	char *path;
	struct sockaddr_storage addr;
	socklen_t addrlen;
};

enum { EV_STDIN = -1 };

static struct {
	struct url *urls;
	int nurls, turn;
	int nrooms, nconns;
	struct room *rooms;
	struct conn *conns;
	int ep;
	struct bench_rng mask;  /* masking keys and handshake keys */
	/* Set-up. */
	struct conn **queue;    /* connections waiting for the gate */
	size_t qhead, qtail;
	int inflight, rooms_ready;
	/* The run. */
	bool started;
	double t_start, t_win0, t_win1, t_end, t_give_up;
	double warmup, seconds, think;
	double cpu0, cpu_window;
	bool win0_done, win1_done, ending;
	int open;               /* connections not yet closed */
	int lost;               /* closed by the server during the run */
	struct buf line;        /* stdin */
	/* Figures. */
	long accepted;
	double *latency;
	size_t nlat, caplat;
	struct {
		char code[64];
		long n;
	} errors[64];
	int nerrors;
	/* Scratch. */
	char *scratch;
	struct buf frame, tmp, legal;
	size_t *legal_at;
	size_t cap_legal;
} G;

static struct conn **heap;      /* the moves waiting, soonest first */
static size_t nheap;

static void heap_swap(size_t i, size_t j, struct conn **h)
{
	struct conn *t = h[i];
	h[i] = h[j];
	h[j] = t;
	h[i]->heap_at = i;
	h[j]->heap_at = j;
}

static void heap_up(size_t i)
{
	while (i > 0) {
		size_t parent = (i - 1) / 2;
		if (heap[parent]->due <= heap[i]->due)
			break;
		heap_swap(i, parent, heap);
		i = parent;
	}
}

static void heap_down(size_t i)
{
	for (;;) {
		size_t l = 2 * i + 1, r = l + 1, m = i;
		if (l < nheap && heap[l]->due < heap[m]->due)
			m = l;
		if (r < nheap && heap[r]->due < heap[m]->due)
			m = r;
		if (m == i)
			return;
		heap_swap(i, m, heap);
		i = m;
	}
}

static void heap_remove(struct conn *c)
{
	size_t i = c->heap_at;
	if (i == SIZE_MAX)
		return;
	c->heap_at = SIZE_MAX;
	nheap--;
	if (i == nheap)
		return;
	heap[i] = heap[nheap];
	heap[i]->heap_at = i;
	heap_up(i);
	heap_down(heap[i]->heap_at);
}

static void heap_push(struct conn *c)
{
	c->heap_at = nheap;
	heap[nheap++] = c;
	heap_up(c->heap_at);
}

static void epoll_set(struct conn *c, uint32_t events, int op)
{
	struct epoll_event ev = {.events = events, .data.u64 = (uint64_t)(c - G.conns)};
	if (epoll_ctl(G.ep, op, c->fd, &ev) < 0)
		die("epoll_ctl: %s", strerror(errno));
}

static bool in_setup(const struct conn *c) { return c->phase != P_READY; }

static void conn_close(struct conn *c)
{
	if (c->state == C_DONE)
		return;
	if (c->fd >= 0) {
		close(c->fd);      /* leaves the epoll set */
		G.open--;
	}
	c->fd = -1;
	c->state = C_DONE;
	heap_remove(c);
}

/* The connection failed or the server closed it. */
static void conn_lost(struct conn *c, const char *why)
{
	if (in_setup(c))
		die("setting up room %d seat %d: %s", (int)(c->room - G.rooms), c->seat, why);
	if (!G.ending) {
		G.lost++;
		if (G.lost <= 5)
			fprintf(stderr, "ws_players: room %d seat %d: %s\n",
				(int)(c->room - G.rooms), c->seat, why);
	}
	conn_close(c);
}

/* Writes what waits; false if the connection was lost. */
static bool conn_flush(struct conn *c)
{
	size_t done = 0;
	while (done < c->out.len) {
		ssize_t n = send(c->fd, c->out.p + done, c->out.len - done, MSG_NOSIGNAL);
		if (n > 0) {
			done += (size_t)n;
		} else if (n < 0 && errno == EINTR) {
			continue;
		} else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			break;
		} else {
			buf_consume(&c->out, done);
			conn_lost(c, n < 0 ? strerror(errno) : "send wrote nothing");
			return false;
		}
	}
	buf_consume(&c->out, done);
	bool want = c->out.len > 0;
	if (want != c->epollout) {
		c->epollout = want;
		epoll_set(c, EPOLLIN | (want ? EPOLLOUT : 0u), EPOLL_CTL_MOD);
	}
	return true;
}

/* Sends bytes: at once when nothing waits, else after what does. */
static bool conn_write(struct conn *c, const void *data, size_t n)
{
	if (c->state == C_DONE)
		return false;
	if (c->out.len == 0) {
		size_t done = 0;
		while (done < n) {
			ssize_t w = send(c->fd, (const char *)data + done, n - done, MSG_NOSIGNAL);
			if (w > 0)
				done += (size_t)w;
			else if (w < 0 && errno == EINTR)
				continue;
			else if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
				break;
			else {
				conn_lost(c, w < 0 ? strerror(errno) : "send wrote nothing");
				return false;
			}
		}
		if (done == n)
			return true;
		buf_add(&c->out, (const char *)data + done, n - done);
	} else {
		buf_add(&c->out, data, n);
	}
	return conn_flush(c);
}

/* One masked frame of a client (RFC 6455 5.3). */
static bool ws_send(struct conn *c, int opcode, const char *payload, size_t n)
{
	struct buf *f = &G.frame;
	f->len = 0;
	unsigned char h[14];
	size_t k = 0;
	h[k++] = (unsigned char)(0x80 | opcode);
	if (n < 126) {
		h[k++] = (unsigned char)(0x80 | n);
	} else if (n < 65536) {
		h[k++] = 0x80 | 126;
		h[k++] = (unsigned char)(n >> 8);
		h[k++] = (unsigned char)n;
	} else {
		h[k++] = 0x80 | 127;
		for (int i = 7; i >= 0; i--)
			h[k++] = (unsigned char)((uint64_t)n >> (8 * i));
	}
	uint64_t m = bench_rng_next(&G.mask);
	unsigned char mask[4] = {(unsigned char)m, (unsigned char)(m >> 8),
				 (unsigned char)(m >> 16), (unsigned char)(m >> 24)};
	memcpy(h + k, mask, 4);
	k += 4;
	buf_reserve(f, k + n);
	memcpy(f->p, h, k);
	for (size_t i = 0; i < n; i++)
		f->p[k + i] = (char)((unsigned char)payload[i] ^ mask[i & 3]);
	f->len = k + n;
	return conn_write(c, f->p, f->len);
}

static bool ws_text(struct conn *c, const char *text)
{
	return ws_send(c, 1, text, strlen(text));
}

/* A request with the connection's next id ("...,\"id\":N}" is added). */
static int64_t send_request(struct conn *c, struct buf *b)
{
	c->ids++;
	buf_printf(b, ",\"id\":%lld}", (long long)c->ids);
	ws_send(c, 1, b->p, b->len);
	return c->ids;
}

static void count_error(const char *code, size_t n)
{
	if (n >= sizeof G.errors[0].code)
		n = sizeof G.errors[0].code - 1;
	for (int i = 0; i < G.nerrors; i++)
		if (strlen(G.errors[i].code) == n && memcmp(G.errors[i].code, code, n) == 0) {
			G.errors[i].n++;
			return;
		}
	if (G.nerrors == (int)(sizeof G.errors / sizeof G.errors[0]))
		die("more than %d error codes", G.nerrors);
	memcpy(G.errors[G.nerrors].code, code, n);
	G.errors[G.nerrors].code[n] = '\0';
	G.errors[G.nerrors++].n = 1;
}

static bool pending_take(struct conn *c, int64_t id, double *sent)
{
	for (size_t i = 0; i < c->npend; i++)
		if (c->pend[i].id == id) {
			*sent = c->pend[i].sent;
			c->pend[i] = c->pend[--c->npend];
			return true;
		}
	return false;
}

/* Sends the move chosen for this connection. */
static void send_move(struct conn *c)
{
	struct buf *b = &G.tmp;
	b->len = 0;
	buf_add(b, "{\"type\":\"move\",\"move\":", 22);
	buf_add(b, c->move.p, c->move.len);
	buf_printf(b, ",\"version\":%lld", (long long)c->move_version);
	int64_t id = send_request(c, b);
	if (c->npend == c->cappend) {
		c->cappend = c->cappend ? 2 * c->cappend : 4;
		c->pend = xrealloc(c->pend, c->cappend * sizeof *c->pend);
	}
	c->pend[c->npend++] = (struct pending){id, mono()};
}

static bool is_play(const char *m, size_t n)
{
	if ((n == 4 && memcmp(m, "draw", 4) == 0) || (n == 4 && memcmp(m, "pass", 4) == 0))
		return false;
	return !(n >= 3 && memcmp(m, "uno", 3) == 0) && !(n >= 5 && memcmp(m, "catch", 5) == 0);
}

/* Picks among "legal":[...] as Player.move does and schedules it; false if
 * there is no legal move. */
static bool choose_move(struct conn *c, const char *s, size_t n, int64_t version)
{
	const char *p = rfind(s, n, "\"legal\":[");
	if (!p)
		return false;
	const char *end = s + n;
	p += 9;
	/* The moves, unescaped, one after another in G.legal; their starts in
	 * G.legal_at (one more entry at the end). */
	G.legal.len = 0;
	size_t count = 0;
	while (p < end && *p != ']') {
		if (*p == ',' || *p == ' ') {
			p++;
			continue;
		}
		if (count + 2 > G.cap_legal) {
			G.cap_legal = G.cap_legal ? 2 * G.cap_legal : 64;
			G.legal_at = xrealloc(G.legal_at, G.cap_legal * sizeof *G.legal_at);
		}
		G.legal_at[count] = G.legal.len;
		p = json_string(p, end, &G.legal);
		if (!p)
			die("a legal move that is not a JSON string: %.*s", (int)n, s);
		count++;
	}
	if (count == 0)
		return false;
	G.legal_at[count] = G.legal.len;
	/* The plays: not draw, pass, uno... or catch... */
	size_t plays = 0;
	for (size_t i = 0; i < count; i++)
		plays += is_play(G.legal.p + G.legal_at[i], G.legal_at[i + 1] - G.legal_at[i]);
	double delay = 0;
	if (G.think > 0)
		delay = (0.5 + (double)(bench_rng_next(&c->rng) >> 11) * 0x1.0p-53) * G.think;
	size_t pick;
	if (plays && (double)(bench_rng_next(&c->rng) >> 11) * 0x1.0p-53 < 2.0 / 3.0) {
		size_t k = bench_below(&c->rng, (unsigned)plays);
		for (pick = 0;; pick++)
			if (is_play(G.legal.p + G.legal_at[pick], G.legal_at[pick + 1] - G.legal_at[pick]) &&
			    k-- == 0)
				break;
	} else {
		pick = bench_below(&c->rng, (unsigned)count);
	}
	c->move.len = 0;
	json_quote(&c->move, G.legal.p + G.legal_at[pick], G.legal_at[pick + 1] - G.legal_at[pick]);
	c->move_version = version;
	/* One move waits at a time: an update that asks again replaces it
	 * (the server would refuse the older one as stale). */
	heap_remove(c);
	if (delay > 0) {
		c->due = mono() + delay;
		heap_push(c);
	} else {
		send_move(c);
	}
	return true;
}

static void on_update(struct conn *c, const char *s, size_t n)
{
	double at = mono();
	int64_t ack, version = 0;
	double sent;
	if (int_after(s, n, "\"ack\":", true, &ack) && pending_take(c, ack, &sent) &&
	    G.started && at >= G.t_win0 && at <= G.t_win1) {
		G.accepted++;
		if (G.nlat == G.caplat) {
			G.caplat = G.caplat ? 2 * G.caplat : 4096;
			G.latency = xrealloc(G.latency, G.caplat * sizeof *G.latency);
		}
		G.latency[G.nlat++] = at - sent;
	}
	bool playing = find(s, n, "\"status\":\"playing\"") != NULL;
	char mine[24];
	snprintf(mine, sizeof mine, "\"current\":%d,", c->seat);
	if (playing && !find(s, n, mine))
		return;
	if (!playing && !c->host)
		return;
	int_after(s, n, "\"version\":", false, &version);
	if (playing) {
		choose_move(c, s, n, version);
		return;
	}
	if (!string_after(s, n, "\"status\":\"", &G.tmp))
		return;
	const char *kind = NULL;
	if (G.tmp.len == 10 && memcmp(G.tmp.p, "round_over", 10) == 0)
		kind = "next_round";
	else if (G.tmp.len == 10 && memcmp(G.tmp.p, "match_over", 10) == 0)
		kind = "rematch";
	if (kind) {
		G.tmp.len = 0;
		buf_printf(&G.tmp, "{\"type\":\"%s\",\"version\":%lld", kind, (long long)version);
		send_request(c, &G.tmp);
	}
}

static void queue_connect(struct conn *c);
static void pump_gate(void);

static void room_ready(struct room *r)
{
	(void)r;
	if (++G.rooms_ready < G.nrooms)
		return;
	fputs("ready\n", stdout);
	fflush(stdout);
	struct epoll_event ev = {.events = EPOLLIN, .data.u64 = (uint64_t)(int64_t)EV_STDIN};
	if (epoll_ctl(G.ep, EPOLL_CTL_ADD, 0, &ev) < 0) {
		if (errno != EPERM)
			die("epoll_ctl(stdin): %s", strerror(errno));
		/* A regular file: read it now. */
		char chunk[256];
		ssize_t k;
		while (!memchr(G.line.p ? G.line.p : "", '\n', G.line.len) &&
		       (k = read(0, chunk, sizeof chunk)) > 0)
			buf_add(&G.line, chunk, (size_t)k);
		buf_add(&G.line, "\n", 1);    /* the end of the file ends the line */
	}
}

/* A whole text message of the server. */
static void on_text(struct conn *c, const char *s, size_t n)
{
	if (c->close_sent)
		return;
	if (starts(s, n, "{\"type\":\"update\"")) {
		if (!in_setup(c))
			on_update(c, s, n);
		return;
	}
	if (starts(s, n, "{\"type\":\"error\"")) {
		if (in_setup(c))
			die("setting up room %d seat %d: %.*s", (int)(c->room - G.rooms), c->seat,
			    (int)n, s);
		int64_t id;
		if (string_after(s, n, "\"code\":\"", &G.tmp)) {
			count_error(G.tmp.p, G.tmp.len);
			if (G.tmp.len == 13 && memcmp(G.tmp.p, "stale_version", 13) == 0 &&
			    int_after(s, n, "\"id\":", false, &id)) {
				double sent;
				pending_take(c, id, &sent);
			}
		}
		return;
	}
	struct room *r = c->room;
	switch (c->phase) {
	case P_WELCOME:
		if (!starts(s, n, "{\"type\":\"welcome\""))
			return;
		G.inflight--;
		pump_gate();
		if (c->host) {
			ws_text(c, "{\"type\":\"create\",\"variant\":\"classic\",\"players\":4,"
				   "\"bot_delay\":0}");
		} else {
			G.tmp.len = 0;
			buf_printf(&G.tmp, "{\"type\":\"join\",\"room\":");
			json_quote(&G.tmp, r->code, strlen(r->code));
			buf_printf(&G.tmp, ",\"seat\":%d}", c->seat);
			ws_send(c, 1, G.tmp.p, G.tmp.len);
		}
		c->phase = P_JOINED;
		return;
	case P_JOINED:
		if (!starts(s, n, "{\"type\":\"joined\""))
			return;
		if (c->host) {
			if (!string_after(s, n, "\"room\":\"", &G.tmp) || G.tmp.len == 0 ||
			    G.tmp.len >= sizeof r->code)
				die("a joined frame without a room: %.*s", (int)n, s);
			memcpy(r->code, G.tmp.p, G.tmp.len);
			r->code[G.tmp.len] = '\0';
		} else {
			int64_t seat;
			if (int_after(s, n, "\"seat\":", false, &seat) && seat < 4)
				c->seat = (int)seat;
		}
		c->phase = P_STATE;
		/* The next seat's player connects (one after another, as
		 * make_room does). */
		for (int i = 1; i < 4; i++)
			if (r->c[i]->state == C_IDLE) {
				queue_connect(r->c[i]);
				break;
			}
		return;
	case P_STATE:
		if (!starts(s, n, "{\"type\":\"state\""))
			return;
		c->phase = P_READY;
		if (++r->ready == 4)
			room_ready(r);
		return;
	case P_READY:
		return;
	}
}

/* Frames in data[0..n); returns the bytes used (whole frames). */
static size_t on_frames(struct conn *c, char *data, size_t n, size_t *need)
{
	size_t at = 0;
	*need = 0;
	while (c->state == C_OPEN || c->state == C_CLOSING) {
		unsigned char *p = (unsigned char *)data + at;
		size_t avail = n - at;
		if (avail < 2) {
			*need = 2;
			break;
		}
		bool fin = p[0] & 0x80;
		int op = p[0] & 0x0f;
		bool masked = p[1] & 0x80;
		uint64_t len = p[1] & 0x7f;
		size_t h = 2;
		if (p[0] & 0x70) {
			conn_lost(c, "a frame with RSV bits (no extension was agreed)");
			break;
		}
		if (len == 126) {
			if (avail < 4) {
				*need = 4;
				break;
			}
			len = (uint64_t)p[2] << 8 | p[3];
			h = 4;
		} else if (len == 127) {
			if (avail < 10) {
				*need = 10;
				break;
			}
			len = 0;
			for (int i = 0; i < 8; i++)
				len = len << 8 | p[2 + i];
			h = 10;
		}
		if (len > MAX_FRAME) {
			conn_lost(c, "a frame over 1 GiB");
			break;
		}
		if (masked)
			h += 4;
		if (avail < h + len) {
			*need = h + (size_t)len;
			break;
		}
		char *payload = (char *)p + h;
		if (masked)
			for (size_t i = 0; i < len; i++)
				payload[i] = (char)((unsigned char)payload[i] ^ p[h - 4 + (i & 3)]);
		at += h + (size_t)len;
		if (op >= 8) {
			if (!fin || len > 125) {
				conn_lost(c, "a fragmented or long control frame");
				break;
			}
			if (op == 9) {                  /* ping: pong */
				if (!c->close_sent)
					ws_send(c, 10, payload, (size_t)len);
			} else if (op == 8) {           /* close */
				if (!c->close_sent) {
					ws_send(c, 8, payload, len >= 2 ? 2 : 0);
					c->close_sent = true;
					if (!G.ending && c->state != C_DONE)
						conn_lost(c, "closed by the server");
				}
				conn_close(c);
			} else if (op != 10) {
				conn_lost(c, "an unknown control frame");
			}
			continue;
		}
		if (op == 0) {
			if (!c->msg_op) {
				conn_lost(c, "a continuation frame without a message");
				break;
			}
			buf_add(&c->msg, payload, (size_t)len);
			if (c->msg.len > MAX_FRAME) {
				conn_lost(c, "a message over 1 GiB");
				break;
			}
			if (fin) {
				if (c->msg_op == 1)
					on_text(c, c->msg.p, c->msg.len);
				c->msg_op = 0;
				c->msg.len = 0;
			}
		} else if (op == 1 || op == 2) {
			if (c->msg_op) {
				conn_lost(c, "a new message inside a fragmented one");
				break;
			}
			if (fin) {
				if (op == 1)
					on_text(c, payload, (size_t)len);
			} else {
				c->msg_op = op;
				c->msg.len = 0;
				buf_add(&c->msg, payload, (size_t)len);
			}
		} else {
			conn_lost(c, "an unknown opcode");
		}
	}
	return at;
}

/* The HTTP answer to the upgrade; returns the bytes it took, 0 while it is
 * not whole. */
static size_t on_http(struct conn *c, const char *data, size_t n)
{
	const char *end = find(data, n, "\r\n\r\n");
	if (!end) {
		if (n > MAX_HEADER)
			conn_lost(c, "an HTTP answer without an end");
		return 0;
	}
	size_t len = (size_t)(end - data) + 4;
	if (!starts(data, len, "HTTP/1.1 101")) {
		const char *eol = find(data, len, "\r\n");
		die("setting up: the server answered the upgrade with %.*s",
		    (int)(eol - data), data);
	}
	char want[29];
	ws_accept(c->key, want);
	bool ok = false;
	for (const char *line = find(data, len, "\r\n") + 2; line < end;) {
		const char *eol = find(line, (size_t)(end + 2 - line), "\r\n");
		static const char name[] = "sec-websocket-accept:";
		if ((size_t)(eol - line) > sizeof name - 1 && strncasecmp(line, name, sizeof name - 1) == 0) {
			const char *v = line + sizeof name - 1;
			while (v < eol && (*v == ' ' || *v == '\t'))
				v++;
			const char *ve = eol;
			while (ve > v && (ve[-1] == ' ' || ve[-1] == '\t'))
				ve--;
			ok = (size_t)(ve - v) == strlen(want) && memcmp(v, want, strlen(want)) == 0;
		}
		line = eol + 2;
	}
	if (!ok)
		die("setting up: no or a wrong Sec-WebSocket-Accept");
	c->state = C_OPEN;
	ws_text(c, "{\"type\":\"hello\",\"protocol\":1}");
	return len;
}

static void on_readable(struct conn *c)
{
	char *dst;
	size_t room;
	bool scratch = c->in.len == 0;
	if (scratch) {
		dst = G.scratch;
		room = SCRATCH;
	} else {
		buf_reserve(&c->in, c->in.len + 65536);
		dst = c->in.p + c->in.len;
		room = c->in.cap - c->in.len;
	}
	ssize_t got = recv(c->fd, dst, room, 0);
	if (got < 0) {
		if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
			return;
		conn_lost(c, strerror(errno));
		return;
	}
	if (got == 0) {
		conn_lost(c, "the server closed the connection");
		return;
	}
	char *data = scratch ? G.scratch : c->in.p;
	size_t n = scratch ? (size_t)got : c->in.len + (size_t)got;
	size_t used = 0, need = 0;
	if (c->state == C_HTTP)
		used = on_http(c, data, n);
	if (c->state == C_OPEN || c->state == C_CLOSING)
		used += on_frames(c, data + used, n - used, &need);
	if (c->state == C_DONE) {
		c->in.len = 0;
		return;
	}
	if (scratch) {
		buf_add(&c->in, data + used, n - used);
	} else {
		c->in.len = n;
		buf_consume(&c->in, used);
	}
	if (need > c->in.cap)
		buf_reserve(&c->in, need);
}

/* ---- connecting ---- */

static void start_connect(struct conn *c)
{
	G.turn++;
	c->url = G.turn % G.nurls;
	struct url *u = &G.urls[c->url];
	c->fd = socket(u->addr.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (c->fd < 0)
		die("socket: %s", strerror(errno));
	int one = 1;
	setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	G.open++;
	c->state = C_CONNECTING;
	if (connect(c->fd, (struct sockaddr *)&u->addr, u->addrlen) < 0 && errno != EINPROGRESS)
		die("connect: %s", strerror(errno));
	c->epollout = true;
	epoll_set(c, EPOLLIN | EPOLLOUT, EPOLL_CTL_ADD);
}

static void on_connected(struct conn *c)
{
	int err = 0;
	socklen_t len = sizeof err;
	if (getsockopt(c->fd, SOL_SOCKET, SO_ERROR, &err, &len) < 0)
		err = errno;
	if (err)
		die("connecting to %s: %s", G.urls[c->url].host_header, strerror(err));
	unsigned char raw[16];
	for (int i = 0; i < 16; i += 8) {
		uint64_t x = bench_rng_next(&G.mask);
		for (int j = 0; j < 8; j++)
			raw[i + j] = (unsigned char)(x >> (8 * j));
	}
	base64(raw, 16, c->key);
	c->state = C_HTTP;
	c->epollout = false;
	epoll_set(c, EPOLLIN, EPOLL_CTL_MOD);
	struct buf *b = &G.tmp;
	b->len = 0;
	buf_printf(b, "GET %s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\n"
		      "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
		      "Sec-WebSocket-Version: 13\r\nUser-Agent: ws_players\r\n\r\n",
		   G.urls[c->url].path, G.urls[c->url].host_header, c->key);
	conn_write(c, b->p, b->len);
}

static void queue_connect(struct conn *c)
{
	G.queue[G.qtail++] = c;
	pump_gate();
}

static void pump_gate(void)
{
	while (G.inflight < GATE && G.qhead < G.qtail) {
		G.inflight++;
		start_connect(G.queue[G.qhead++]);
	}
}

static void parse_urls(char *list)
{
	for (char *s = strtok(list, ","); s; s = strtok(NULL, ",")) {
		if (strncmp(s, "ws://", 5) != 0)
			die("%s: not a ws:// URL", s);
		char *hostport = s + 5;
		char *slash = strchr(hostport, '/');
		char *path = strdup(slash ? slash : "/");
		if (slash)
			*slash = '\0';
		char *host = strdup(hostport), *port = NULL;
		if (!path || !host)
			die("out of memory");
		if (host[0] == '[') {
			char *close = strchr(host, ']');
			if (!close)
				die("%s: a bad IPv6 address", s);
			*close = '\0';
			if (close[1] == ':')
				port = close + 2;
			memmove(host, host + 1, strlen(host + 1) + 1);
		} else if ((port = strrchr(host, ':')) != NULL) {
			*port++ = '\0';
		}
		G.urls = xrealloc(G.urls, (size_t)(G.nurls + 1) * sizeof *G.urls);
		struct url *u = &G.urls[G.nurls++];
		memset(u, 0, sizeof *u);
		u->path = path;
		u->host_header = strdup(hostport);
		struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
		struct addrinfo *ai;
		int rc = getaddrinfo(host, port && *port ? port : "80", &hints, &ai);
		if (rc)
			die("%s: %s", s, gai_strerror(rc));
		memcpy(&u->addr, ai->ai_addr, ai->ai_addrlen);
		u->addrlen = ai->ai_addrlen;
		freeaddrinfo(ai);
		free(host);
	}
	if (G.nurls == 0)
		die("no URL");
}

/* ---- the run ---- */

/* When the loop must wake next (monotonic seconds), INFINITY for never. */
static double next_deadline(void)
{
	/* The next of the run's moments, in their order. */
	double next = INFINITY;
	if (!G.started)
		next = G.t_start > 0 ? G.t_start : INFINITY;
	else if (!G.win0_done)
		next = G.t_win0;
	else if (!G.win1_done)
		next = G.t_win1;
	else if (!G.ending)
		next = G.t_end;
	else
		next = G.t_give_up;
	if (nheap && heap[0]->due < next)
		next = heap[0]->due;
	return next;
}

static void begin_end(void)
{
	G.ending = true;
	G.t_give_up = mono() + 10;
	for (int i = 0; i < G.nconns; i++) {
		struct conn *c = &G.conns[i];
		heap_remove(c);
		if (c->state == C_OPEN) {
			c->state = C_CLOSING;
			c->close_sent = true;
			ws_send(c, 8, "\x03\xe8", 2);       /* 1000, normal */
		} else if (c->state != C_CLOSING) {
			conn_close(c);
		}
	}
}

/* What is due: the run's moments, the moves whose think time is over. */
static void run_due(void)
{
	double now = mono();
	if (!G.started && G.t_start > 0 && now >= G.t_start) {
		/* The window starts from now, as client_main's does. */
		G.started = true;
		G.t_win0 = now + G.warmup;
		G.t_win1 = now + G.warmup + G.seconds;
		G.t_end = G.t_win1 + 0.2;
		for (int i = 0; i < G.nrooms; i++) {
			G.tmp.len = 0;
			buf_printf(&G.tmp, "{\"type\":\"start\"");
			send_request(G.rooms[i].c[0], &G.tmp);
		}
		now = mono();
	}
	if (G.started && !G.win0_done && now >= G.t_win0) {
		G.win0_done = true;
		G.cpu0 = cpu();
	}
	if (G.win0_done && !G.win1_done && now >= G.t_win1) {
		G.win1_done = true;
		G.cpu_window = cpu() - G.cpu0;
	}
	if (G.win1_done && !G.ending && now >= G.t_end)
		begin_end();
	while (nheap && heap[0]->due <= now) {
		struct conn *c = heap[0];
		heap_remove(c);
		send_move(c);
	}
}

static void on_stdin(void)
{
	char chunk[256];
	ssize_t k = read(0, chunk, sizeof chunk);
	if (k < 0 && (errno == EAGAIN || errno == EINTR))
		return;
	if (k <= 0) {
		if (!G.started && G.t_start == 0)
			die("stdin closed before the start line");
		epoll_ctl(G.ep, EPOLL_CTL_DEL, 0, NULL);
		return;
	}
	buf_add(&G.line, chunk, (size_t)k);
}

/* The start line, once whole. */
static void check_line(void)
{
	if (G.t_start > 0 || !G.line.len)
		return;
	char *nl = memchr(G.line.p, '\n', G.line.len);
	if (!nl)
		return;
	*nl = '\0';
	double epoch, warmup, seconds, think;
	if (sscanf(G.line.p, "start %lf %lf %lf %lf", &epoch, &warmup, &seconds, &think) != 4 ||
	    !(warmup >= 0) || !(seconds >= 0) || !(think >= 0))
		die("expected \"start EPOCH WARMUP SECONDS THINK\", not \"%s\"", G.line.p);
	G.warmup = warmup;
	G.seconds = seconds;
	G.think = think;
	double wait = epoch - clock_seconds(CLOCK_REALTIME);
	G.t_start = mono() + (wait > 0 ? wait : 0);
}

static void print_results(void)
{
	struct buf *b = &G.tmp;
	b->len = 0;
	buf_printf(b, "{\"accepted\":%ld,\"latency\":[", G.accepted);
	for (size_t i = 0; i < G.nlat; i++)
		buf_printf(b, "%s%.9g", i ? "," : "", G.latency[i]);
	buf_printf(b, "],\"errors\":{");
	for (int i = 0; i < G.nerrors; i++) {
		if (i)
			buf_add(b, ",", 1);
		json_quote(b, G.errors[i].code, strlen(G.errors[i].code));
		buf_printf(b, ":%ld", G.errors[i].n);
	}
	buf_printf(b, "},\"cpu_window\":%.6f,\"cpu\":%.6f}\n", G.cpu_window, cpu());
	fwrite(b->p, 1, b->len, stdout);
	fflush(stdout);
}

static void usage(void)
{
	fputs("usage: ws_players URL[,URL...] ROOMS SEED\n"
	      "  then reads \"start EPOCH WARMUP SECONDS THINK\" on stdin after printing \"ready\"\n",
	      stderr);
	exit(2);
}

int main(int argc, char **argv)
{
	if (argc != 4)
		usage();
	char *endp;
	long rooms = strtol(argv[2], &endp, 10);
	if (*endp || rooms < 1 || rooms > 1000000)
		usage();
	unsigned long long seed = strtoull(argv[3], &endp, 10);
	if (*endp)
		usage();
	signal(SIGPIPE, SIG_IGN);
	parse_urls(argv[1]);

	G.nrooms = (int)rooms;
	G.nconns = 4 * G.nrooms;
	/* A descriptor a connection, and a few more. */
	struct rlimit rl;
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < (rlim_t)G.nconns + 64) {
		rl.rlim_cur = rl.rlim_max == RLIM_INFINITY || rl.rlim_max > (rlim_t)G.nconns + 64
			? (rlim_t)G.nconns + 64 : rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
	G.rooms = calloc((size_t)G.nrooms, sizeof *G.rooms);
	G.conns = calloc((size_t)G.nconns, sizeof *G.conns);
	G.queue = calloc((size_t)G.nconns, sizeof *G.queue);
	heap = calloc((size_t)G.nconns, sizeof *heap);
	G.scratch = malloc(SCRATCH);
	if (!G.rooms || !G.conns || !G.queue || !heap || !G.scratch)
		die("out of memory");
	struct bench_rng rng;
	bench_rng_seed(&rng, seed);
	bench_rng_seed(&G.mask, ~(uint64_t)seed);
	for (int i = 0; i < G.nrooms; i++) {
		struct room *r = &G.rooms[i];
		for (int s = 0; s < 4; s++) {
			struct conn *c = &G.conns[4 * i + s];
			c->fd = -1;
			c->room = r;
			c->seat = s;
			c->host = s == 0;
			c->heap_at = SIZE_MAX;
			bench_rng_seed(&c->rng, bench_rng_next(&rng));
			r->c[s] = c;
		}
	}
	G.ep = epoll_create1(EPOLL_CLOEXEC);
	if (G.ep < 0)
		die("epoll_create1: %s", strerror(errno));

	/* Every room's host asks for its connection, in order. */
	for (int i = 0; i < G.nrooms; i++)
		queue_connect(G.rooms[i].c[0]);

	struct epoll_event events[256];
	for (;;) {
		check_line();
		run_due();
		if (G.ending && (G.open == 0 || mono() >= G.t_give_up))
			break;
		/* Milliseconds, rounded up, as asyncio's loop waits. */
		double next = next_deadline();
		int timeout = -1;
		if (next < INFINITY) {
			double ms = ceil((next - mono()) * 1000);
			timeout = ms <= 0 ? 0 : ms >= INT_MAX ? INT_MAX : (int)ms;
		}
		int k = epoll_wait(G.ep, events, 256, timeout);
		if (k < 0) {
			if (errno == EINTR)
				continue;
			die("epoll_wait: %s", strerror(errno));
		}
		for (int i = 0; i < k; i++) {
			int64_t tag = (int64_t)events[i].data.u64;
			uint32_t e = events[i].events;
			if (tag == EV_STDIN) {
				on_stdin();
				continue;
			}
			struct conn *c = &G.conns[tag];
			if (c->state == C_DONE)
				continue;
			if (c->state == C_CONNECTING) {
				on_connected(c);
				continue;
			}
			if ((e & EPOLLOUT) && c->epollout && !conn_flush(c))
				continue;
			if (e & (EPOLLIN | EPOLLHUP | EPOLLERR))
				on_readable(c);
		}
	}
	for (int i = 0; i < G.nconns; i++)
		conn_close(&G.conns[i]);
	print_results();

	for (int i = 0; i < G.nconns; i++) {
		struct conn *c = &G.conns[i];
		free(c->in.p);
		free(c->out.p);
		free(c->msg.p);
		free(c->move.p);
		free(c->pend);
	}
	for (int i = 0; i < G.nurls; i++) {
		free(G.urls[i].host_header);
		free(G.urls[i].path);
	}
	free(G.urls);
	free(G.rooms);
	free(G.conns);
	free(G.queue);
	free(heap);
	free(G.scratch);
	free(G.latency);
	free(G.line.p);
	free(G.frame.p);
	free(G.tmp.p);
	free(G.legal.p);
	free(G.legal_at);
	close(G.ep);
	return 0;
}

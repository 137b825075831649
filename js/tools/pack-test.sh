#!/bin/bash
# The npm package as a user gets it: `npm pack` makes the tarball, which is
# installed offline into an empty folder (the package has no dependencies),
# and a program there imports 'libuno' by name and plays. Also checks what
# the tarball holds: the API, its types, the module, the readme and license;
# no tests, tools or C sources.
#
#   js/tools/pack-test.sh     (after scripts/build-wasm)
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

tarball=$(npm pack --silent --pack-destination "$tmp" | tail -n 1)
echo "pack-test: $tarball ($(wc -c <"$tmp/$tarball") bytes)"

listing=$(tar -tzf "$tmp/$tarball" | sort)
for want in package/package.json package/index.d.ts package/index.d.cts package/src/index.js \
	package/src/index.cjs package/src/wasm.js \
	package/dist/libuno-wasm.js package/dist/constants.js package/README.md package/LICENSE; do
	grep -qx "$want" <<<"$listing" || { echo "pack-test: $want missing from the tarball" >&2; exit 1; }
done
if grep -E '^package/(test|tools|bench|node_modules)/|\.c$|\.wasm$' <<<"$listing"; then
	echo "pack-test: the tarball holds files a user does not need (above)" >&2
	exit 1
fi

mkdir "$tmp/consumer"
cd "$tmp/consumer"
printf '{ "name": "consumer", "private": true, "type": "module" }\n' >package.json
npm install --offline --no-audit --no-fund "$tmp/$tarball" >/dev/null
cat >main.mjs <<'JS'
import assert from 'node:assert/strict';
import { Game, Bot, variants, version, IllegalMoveError } from 'libuno';

assert.match(version(), /^\d+\.\d+\.\d+$/);
assert.equal(variants().length, 9);
let rounds = 0;
for (const variant of variants()) {
	const game = new Game(variant, { seed: 42 });
	const bot = new Bot('greedy', { seed: 1 });
	while (!game.roundOver) {
		for (let s = 0; s < game.players; s++) {
			const m = bot.act(game, s);
			if (m && !game.roundOver)
				game.apply(m, s);
		}
		if (!game.roundOver)
			game.apply(bot.choose(game));
	}
	assert.notEqual(game.winner, null, `${variant}: the round has a winner`);
	assert.throws(() => game.apply('draw'), IllegalMoveError);
	const copy = Game.load(game.save());
	assert.deepEqual(copy.scores, game.scores);
	copy.dispose();
	game.dispose();
	bot.dispose();
	rounds++;
}
console.log(`pack-test: libuno ${version()} installed from the tarball played ${rounds} rounds`);
JS
node main.mjs

// README.md's snippets run as written where a user puts them: the package
// is packed (npm pack), installed offline into a new project (npm init -y;
// the package has no dependencies, so no registry is needed), and each
// snippet the README marks with `<!-- readme-test: FILE -->` just above
// its code block is written there as FILE and run with node: FILE's
// extension says how (.mjs an ES module, .cjs CommonJS), as it would for
// a user. The snippets are read from the README, so the test fails when
// the README and the package drift apart. js/tools/pack-test.sh checks
// the tarball's contents.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const MARKED = /^<!-- readme-test: (\S+) -->\n```js\n([\s\S]*?)^```$/gm;

/** The README's marked snippets: [{ file, code }]. */
function snippets() {
	const readme = readFileSync(join(PACKAGE, 'README.md'), 'utf8');
	return [...readme.matchAll(MARKED)].map((m) => ({ file: m[1], code: m[2] }));
}

function run(cmd, args, cwd, env) {
	const res = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: 120000 });
	assert.equal(res.error, undefined, `${cmd} ${args.join(' ')}: ${res.error}`);
	assert.equal(res.status, 0, `${cmd} ${args.join(' ')} failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
	return res;
}

test('the README marks an ES module snippet and a CommonJS one, each in a file of its own name', () => {
	const found = snippets();
	const files = found.map((s) => s.file);
	assert.ok(files.some((f) => f.endsWith('.mjs')), `an ES module snippet among ${files}`);
	assert.ok(files.some((f) => f.endsWith('.cjs')), `a CommonJS snippet among ${files}`);
	assert.equal(new Set(files).size, files.length, 'one snippet per file');
	for (const { file, code } of found) {
		assert.match(file, /^[\w-]+\.(mjs|cjs)$/, file);
		assert.match(code, /'libuno'/, `${file} uses the package by its name`);
	}
	// The CommonJS one requires the package; the ES module ones import it.
	for (const { file, code } of found)
		assert.equal(/require\('libuno'\)/.test(code), file.endsWith('.cjs'), file);
});

const npm = spawnSync('npm', ['--version'], { encoding: 'utf8' });

test('each marked README snippet runs as written in a new npm project with the packed tarball installed',
	npm.error ? { skip: `npm cannot be run (${npm.error.code})` } : {}, () => {
		const tmp = mkdtempSync(join(tmpdir(), 'libuno-readme-'));
		try {
			// npm's own cache and settings in the temporary folder: nothing
			// of the user's is read or written, and nothing is fetched.
			const env = {
				...process.env, npm_config_cache: join(tmp, 'cache'), npm_config_userconfig: join(tmp, 'npmrc'),
				npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false',
			};
			const packed = run('npm', ['pack', '--silent', '--pack-destination', tmp], PACKAGE, env);
			const tarball = join(tmp, packed.stdout.trim().split('\n').pop());
			const project = join(tmp, 'project');
			mkdirSync(project);
			run('npm', ['init', '-y'], project, env);
			run('npm', ['install', '--offline', tarball], project, env);
			const found = snippets();
			assert.ok(found.length >= 2);
			for (const { file, code } of found) {
				writeFileSync(join(project, file), code);
				const res = run(process.execPath, [file], project, env);
				assert.equal(res.stderr, '', `${file} wrote to stderr`);
			}
		} finally {
			rmSync(tmp, { recursive: true, force: true });
		}
	});

// Compiled by `npm run typecheck` (tsconfig.cjs.json): a CommonJS program
// in TypeScript requires the package by its name, which resolves through
// package.json "exports" ("require": index.d.cts), and gets the whole API
// from load(). Never run.
import { load } from 'libuno';

async function main(): Promise<number> {
	const uno = await load();
	const game: InstanceType<typeof uno.Game> = new uno.Game('classic', { players: 4, seed: 7 });
	const bots: (InstanceType<typeof uno.Bot> | null)[] = [null, new uno.Bot('greedy'), new uno.Bot('random')];
	const moved: number = game.advance(bots);
	const told: string = game.viewJson(uno.SPECTATOR) + game.legalJson(0) + game.view(uno.SPECTATOR).hand.length;
	const version: string = uno.version();
	game.dispose();
	return moved + version.length + told.length;
}

main().then((n) => console.log(n));

// A subcommand is matched under the name the tool itself gives it, whatever name it is written
// by: aliases, npm's abbreviations and camelCase, a `--` or a rustup toolchain before it. A rule
// written with another name means the subcommand's own.
import { describe, expect, it } from 'vitest';
import { decideBashCommand } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

const denies = ['git push *', 'npm publish *', 'npm run deploy *', 'docker run *', 'helm uninstall *', 'gh release create *', 'cargo publish *'];

async function decide(command: string, deny = denies, allow = ['*']) {
  const policy = await policyFrom({ version: 1, tools: { bash: { allow, deny } } });
  return decideBashCommand(policy, await bashParser(), command);
}

describe('a subcommand written by another name meets the rules for its own name', () => {
  it.each([
    ['npm pub --tag next', 'npm publish *'],
    ['npm --silent pu', 'npm publish *'],
    ['npm run-script deploy', 'npm run deploy *'],
    ['npm rum deploy', 'npm run deploy *'],
    ['npm urn deploy', 'npm run deploy *'],
    ['npm runScript deploy', 'npm run deploy *'],
    ['docker container run alpine', 'docker run *'],
    ['docker --context ci container run alpine', 'docker run *'],
    ['helm del api', 'helm uninstall *'],
    ['helm -n web delete api', 'helm uninstall *'],
    ['gh release new v1', 'gh release create *'],
    ['gh release -R o/r new v1', 'gh release create *'],
  ])('%s meets %s', async (command, rule) => {
    const decision = await decide(command);
    expect(decision.decision, command).toBe('deny');
    expect(decision.scopes[0]!.rule?.pattern).toBe(rule);
  });

  it('the form under its own name is allowed by an allow for that name, since it is what runs', async () => {
    expect((await decide('npm t', [], ['npm test *'])).decision).toBe('allow');
    expect((await decide('cargo +nightly t', [], ['cargo test *'])).decision).toBe('allow');
    expect((await decide('npm pub', [], ['npm test *'])).decision).toBe('prompt');
  });

  it('a spelling the tool does not take is not renamed: npm knows no `Publish` and `ru` is ambiguous', async () => {
    expect((await decide('npm Publish')).decision).toBe('allow');
    expect((await decide('npm ru deploy')).decision).toBe('allow');
  });
});

describe('a rule naming a subcommand by another name means its own name', () => {
  it.each([
    ['npm run-script deploy *', 'npm run deploy'],
    ['npm i *', 'npm install left-pad'],
    ['npm i *', 'npm add left-pad'],
    ['docker container exec *', 'docker exec web sh'],
    ['helm del *', 'helm uninstall api'],
    ['gh release new *', 'gh release create v1'],
    ['cargo t *', 'cargo test'],
  ])('%s denies %s', async (rule, command) => {
    const decision = await decide(command, [rule]);
    expect(decision.decision, command).toBe('deny');
    expect(decision.scopes[0]!.rule?.pattern).toBe(rule);
  });

  it('a raw prefix cut short in an argument is matched as written; cut in the subcommand it means that subcommand', async () => {
    expect((await decide('npm run deploy', ['npm run-script de*'])).decision).toBe('deny');
    expect((await decide('npm publish', ['npm pu*'])).decision).toBe('deny');
    expect((await decide('npm pubx', ['npm pu*'])).decision).toBe('allow');
  });

  it("a raw prefix never extends the program's name or a subcommand the tables know into another word", async () => {
    // `pub` is a whole subcommand word, npm's name for `publish`: the rule is `npm publish` and what follows it.
    expect((await decide('npm publish --tag next', ['npm pub*'])).decision).toBe('deny');
    expect((await decide('npm pubx', ['npm pub*'])).decision).toBe('allow');
    expect((await decide('docker builder prune', ['docker build*'])).decision).toBe('allow');
    expect((await decide('docker build .', ['docker build*'])).decision).toBe('deny');
    expect((await decide('nodemon x', ['node*'])).decision).toBe('allow');
    expect((await decide('npm run test:unit', ['npm run test*'])).decision).toBe('deny');
  });
});

describe('what stands before the subcommand', () => {
  it('a `--` before the subcommand is set aside (`npm -- publish`, `docker -- run` run the subcommand)', async () => {
    expect((await decide('npm -- publish')).decision).toBe('deny');
    expect((await decide('docker -- run alpine')).decision).toBe('deny');
  });

  it('a rustup toolchain before the subcommand is set aside (`cargo +nightly publish`)', async () => {
    expect((await decide('cargo +nightly publish')).decision).toBe('deny');
    expect((await decide('cargo +nightly -q publish --dry-run')).decision).toBe('deny');
  });

  it('a toolchain given as a path is a floor: the cargo found there runs', async () => {
    const decision = await decide('cargo +./tc build');
    expect(decision.decision).toBe('prompt');
    expect(decision.scopes[0]).toMatchObject({ decidedBy: 'floor', floors: ['cargo +toolchain'] });
  });
});

describe('code strings and floors of a subcommand written by another name', () => {
  it('`npm exe -c` is `npm exec -c`: its string is shell code, checked', async () => {
    const decision = await decide("npm exe -c 'git push origin main'");
    expect(decision.decision).toBe('deny');
    expect(decision.scopes.map((scope) => scope.text)).toContain('git push origin main');
  });

  it('`git config help.autocorrect` needs approval: afterwards `git psuh` runs `git push`', async () => {
    const decision = await decide('git config help.autocorrect 1');
    expect(decision.decision).toBe('prompt');
    expect(decision.scopes[0]).toMatchObject({ decidedBy: 'floor', floors: ['git config'] });
  });
});

describe('a subcommand that runs others: a deny on any of them holds (npm 11 `lib/commands`)', () => {
  it.each([
    ['npm it left-pad', ['npm install *'], 'npm install *'],
    ['npm install-test left-pad', ['npm test *'], 'npm test *'],
    ['npm -w app sit', ['npm ci *'], 'npm ci *'],
    ['npm cit', ['npm run test *'], 'npm run test *'],
    ['npm run test -- -u', ['npm test *'], 'npm test *'],
    ['npm run-script start', ['npm start *'], 'npm start *'],
    ['npm t', ['npm run test *'], 'npm run test *'],
    ['npm restart', ['npm start *'], 'npm start *'],
    ['npm run restart', ['npm stop *'], 'npm stop *'],
  ])('%s meets a deny of %s', async (command, deny, rule) => {
    const decision = await decide(command, deny);
    expect(decision.decision, command).toBe('deny');
    expect(decision.scopes[0]!.rule?.pattern).toBe(rule);
  });

  it('what it runs is checked against deny rules only: an allow must name the command as written', async () => {
    expect((await decide('npm it left-pad', [], ['npm install *'])).decision).toBe('prompt');
    expect((await decide('npm run test', [], ['npm test *'])).decision).toBe('prompt');
    expect((await decide('npm run build', ['npm test *', 'npm start *'])).decision).toBe('allow');
    expect((await decide('npm run testing', ['npm test *'])).decision).toBe('allow');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API's event wiring is explicit (docs/decisions.md "Explicit wiring: hubs on Deps, subscribers
 * registered in the composition root"): the hubs are fields of Deps, built per Deps by the
 * composition files, and every listener is subscribed in app.ts, so reading app.ts tells what runs
 * after a booking change or a notification. A module that subscribes itself, keeps a hub of its
 * own or is imported for its effect fails here.
 */
const SRC = 'apps/api/src';
const APP = 'app.ts';
/** Where the hubs are built: once per Deps, never at a module's top level. */
const HUB_FACTORIES = ['modules/module-deps.ts', 'platform/deps-factory.ts'];
/** The one place a chat message is written and pushed (messaging's `sendMessages`). */
const MESSAGE_PATH = 'modules/messaging/deliver-message.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' && dir === SRC ? [] : sourceFiles(file);
    return /\.ts$/.test(e.name) && !/\.test(-d)?\.ts$/.test(e.name) ? [file] : [];
  });
}

const files = sourceFiles(SRC).map((file) => ({
  name: path.relative(SRC, file),
  ast: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
}));

/** Every `<callee>(…)` of the files, as `file:line callee-text`, where `pick` accepts the callee. */
function callsWhere(pick: (callee: ts.Expression) => boolean, where = files) {
  const found: { file: string; at: string }[] = [];
  for (const { name, ast } of where) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && pick(node.expression)) {
        const line = ast.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ file: name, at: `${name}:${line} ${node.expression.getText()}` });
      }
      ts.forEachChild(node, visit);
    };
    visit(ast);
  }
  return found;
}

const named = (callee: ts.Expression, test: (name: string) => boolean) =>
  (ts.isPropertyAccessExpression(callee) && test(callee.name.text)) || (ts.isIdentifier(callee) && test(callee.text));

describe('event wiring in apps/api', () => {
  it('the scan sees the source tree and the registrations in app.ts', () => {
    expect(files.length).toBeGreaterThan(100);
    const inApp = callsWhere((c) => named(c, (n) => n === 'subscribe')).filter((c) => c.file === APP);
    expect(inApp.length).toBeGreaterThanOrEqual(7);
  });

  it('every listener of a hub is subscribed in app.ts, none by a module for itself', () => {
    const elsewhere = callsWhere((c) => named(c, (n) => n === 'subscribe' || /^on[A-Z]\w*(Created|Event)$/.test(n)));
    expect(elsewhere.filter((c) => c.file !== APP).map((c) => c.at)).toEqual([]);
  });

  it('a hub is built per Deps by the composition files, never as a module-level singleton', () => {
    const built = callsWhere((c) => named(c, (n) => /^create\w*Hub$/.test(n)));
    expect(built.filter((c) => !HUB_FACTORIES.includes(c.file)).map((c) => c.at)).toEqual([]);
  });

  it('no file is imported only for its effect (a registration hidden in an import)', () => {
    const bare = files.flatMap(({ name, ast }) =>
      ast.statements.filter((s) => ts.isImportDeclaration(s) && !s.importClause).map((s) => `${name}: ${s.getText()}`),
    );
    expect(bare).toEqual([]);
  });

  it('a chat message is written and pushed by messaging’s one delivery path', () => {
    const writes = callsWhere((c) => named(c, (n) => n === 'insertMessage' || n === 'insertSystemLine'));
    const pushes = files
      .filter(({ ast }) => ast.text.includes("'message:new'"))
      .map(({ name }) => name)
      .filter((name) => name !== MESSAGE_PATH);
    expect(writes.filter((c) => c.file !== MESSAGE_PATH).map((c) => c.at)).toEqual([]);
    expect(pushes).toEqual([]);
  });
});

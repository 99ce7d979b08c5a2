import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * French typography of the texts people read (decisions "Formatting: one helper per kind"): a
 * no-break space (U+00A0) or a narrow one (U+202F) before ":", ";", "?", "!" and after a figure
 * before "%", and sizes in the reader's units ("Mo", "ko"). `frenchTypographyFaults` reads one text; the walkers below find the
 * French texts of the web catalogue (and so the API's messages), the emails and text messages
 * written in the API's code, and the content pages.
 */

const NO_BREAK = /[\u00a0\u202f]/u;

/**
 * What is not prose: placeholders (`{{x}}`, `{x}`, a template literal's `${…}`, seen here as
 * `{…}`), URLs, times of day ("14:30"), inline code and markdown directives (`:::callout`).
 */
const NOT_PROSE = [
  /\{\{[^}]*\}\}/gu,
  /\{[^{}\s]*\}/gu,
  /\b(?:https?|mailto):\S+/gu,
  /\b\d{1,2}:\d{2}\b/gu,
  /`[^`]*`/gu,
  /^\s*:{2,}\S*.*$/gmu,
];

/** A clause mark that ends a clause: followed by a space, the end, a tag, or markdown emphasis. */
const CLAUSE_MARK = /([:;?!])(?=[\s<*_)"»]|$)/gu;

/** Sizes written in English units ("9 MB", "256 KB", "64 kB"). */
const ENGLISH_UNIT = /\d[\d\s\u00a0\u202f.,]*\s?[kKMGT]B\b/u;

/** Each fault of one French text, with a little of the text around it. */
export function frenchTypographyFaults(text: string): string[] {
  let prose = text;
  for (const pattern of NOT_PROSE) prose = prose.replace(pattern, (m) => '\u0000'.repeat(m.length));
  const faults: string[] = [];
  for (const m of prose.matchAll(CLAUSE_MARK)) {
    const before = prose[m.index - 1];
    if (before === undefined || before === '\u0000' || NO_BREAK.test(before) || /[:;?!.]/u.test(before)) continue;
    faults.push(`no no-break space before "${m[1]}": …${text.slice(Math.max(0, m.index - 25), m.index + 1)}`);
  }
  for (const m of prose.matchAll(/%/gu)) {
    const [twoBefore = '', before = ''] = [prose[m.index - 2], prose[m.index - 1]];
    const figure = (c: string) => /[\d\u0000]/u.test(c);
    if (figure(before) || (before === ' ' && figure(twoBefore)))
      faults.push(`no no-break space before "%": …${text.slice(Math.max(0, m.index - 25), m.index + 1)}`);
  }
  const unit = ENGLISH_UNIT.exec(prose);
  if (unit) faults.push(`English unit: ${unit[0].trim()}`);
  return faults;
}

export interface FrenchText {
  /** Where it is: a file and a key, a line or a line and column. */
  where: string;
  text: string;
}

/** Every string of a catalogue (JSON) with its key path. */
export function catalogueStrings(node: unknown, path = ''): FrenchText[] {
  if (typeof node === 'string') return [{ where: path, text: node }];
  if (Array.isArray(node)) return node.flatMap((v, i) => catalogueStrings(v, `${path}.${i}`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => catalogueStrings(v, path ? `${path}.${k}` : k));
  return [];
}

/**
 * The prose of a markdown page: every line but the front matter's keys, fenced code and HTML
 * comments (`title: Aide` is read from "Aide").
 */
export function markdownTexts(source: string, file: string): FrenchText[] {
  const out: FrenchText[] = [];
  const lines = source.split('\n');
  let inFrontMatter = lines[0] === '---';
  let inFence = false;
  lines.forEach((line, i) => {
    if (i === 0 && inFrontMatter) return;
    if (inFrontMatter) {
      if (line === '---') inFrontMatter = false;
      else out.push({ where: `${file}:${i + 1}`, text: line.replace(/^\s*[\w-]+:\s?/u, '') });
      return;
    }
    if (/^\s*```/u.test(line)) inFence = !inFence;
    else if (!inFence) out.push({ where: `${file}:${i + 1}`, text: line.replace(/<!--.*?-->/gu, '') });
  });
  return out;
}

const isFrenchKey = (name: ts.PropertyName | ts.BindingName) =>
  (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === 'fr';

/** `locale === 'fr'` (or `'fr' === locale`): which branch of a `?:` is French. */
function frenchBranch(node: ts.ConditionalExpression): ts.Expression | null {
  const test = node.condition;
  if (!ts.isBinaryExpression(test)) return null;
  const op = test.operatorToken.kind;
  const literal = [test.left, test.right].find(ts.isStringLiteral)?.text;
  if (literal !== 'fr' && literal !== 'en') return null;
  const equal = op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;
  const unequal = op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken;
  if (!equal && !unequal) return null;
  return (literal === 'fr') === equal ? node.whenTrue : node.whenFalse;
}

/** A string or template literal as one text, each `${…}` read as a placeholder `{…}`. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `{…}${s.literal.text}`).join('');
  return null;
}

/**
 * The French strings of a TypeScript file: under a property or a variable named `fr`, or in the
 * French branch of `locale === 'fr' ? … : …`. Import paths and type positions are not texts.
 */
export function frenchStringsOfSource(source: string, file: string): FrenchText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: FrenchText[] = [];
  const visit = (node: ts.Node, french: boolean) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    const text = french ? literalText(node) : null;
    if (text !== null) {
      const { line, character } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
      out.push({ where: `${file}:${line + 1}:${character + 1}`, text });
      if (!ts.isTemplateExpression(node)) return;
    }
    if (ts.isConditionalExpression(node)) {
      const fr = frenchBranch(node);
      if (fr) {
        visit(node.condition, french);
        visit(fr, true);
        visit(fr === node.whenTrue ? node.whenFalse : node.whenTrue, false);
        return;
      }
    }
    const entersFrench =
      ((ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && isFrenchKey(node.name)) ||
      (ts.isMethodDeclaration(node) && isFrenchKey(node.name));
    ts.forEachChild(node, (child) => visit(child, french || entersFrench));
  };
  visit(sf, false);
  return out;
}

/** Files under `dir` whose name passes `keep`, skipping node_modules and build output. */
export function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'build' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, keep));
    else if (keep(name)) out.push(path);
  }
  return out;
}

const notTest = (name: string) => !/\.test(-d)?\.tsx?$|\.fixture\.ts$/u.test(name);

/**
 * Every French text people read: the web catalogue (its `server` section is the API's messages),
 * the strings of the API's, the domain's and the web's code (emails, text messages, PDFs, content
 * components) and the content pages.
 */
export function allFrenchTexts(root: string): FrenchText[] {
  const rel = (path: string) => relative(root, path);
  const catalogue = join(root, 'apps/web/public/app/lang/fr.json');
  const fromCatalogue = catalogueStrings(JSON.parse(readFileSync(catalogue, 'utf8'))).map((t) => ({
    where: `${rel(catalogue)} ${t.where}`,
    text: t.text,
  }));
  const code = ['apps/api/src', 'packages/domain/src', 'apps/web/app']
    .flatMap((dir) => filesUnder(join(root, dir), (n) => /\.tsx?$/u.test(n) && notTest(n)))
    .flatMap((file) => frenchStringsOfSource(readFileSync(file, 'utf8'), rel(file)));
  const pages = filesUnder(join(root, 'content/fr'), (n) => n.endsWith('.md')).flatMap((file) =>
    markdownTexts(readFileSync(file, 'utf8'), rel(file)),
  );
  return [...fromCatalogue, ...code, ...pages];
}

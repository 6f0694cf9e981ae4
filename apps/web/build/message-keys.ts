import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The extraction check's reader (issue 32, decision 119): every message the code asks for, found
 * where it is asked — `t('…')`, `tc('context', '…')`, `msg('…')` (and `x.t('…')`) — so a test
 * can compare the code's messages with the catalogs: none missing, none left over.
 */
export interface MessageUse {
  key: string;
  file: string;
  line: number;
}

export interface MessageScan {
  uses: MessageUse[];
  /** A `t(`…`)` whose message is not a plain literal: its words cannot be found in a catalog. */
  unreadable: MessageUse[];
}

const CONTEXT_SEPARATOR = '\u0004';
const SOURCE_FILE = /\.(ts|tsx)$/;
const SKIPPED = /(\.test\.tsx?|\.d\.ts)$/;

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

export function scanFile(file: string, text: string): MessageScan {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const uses: MessageUse[] = [];
  const unreadable: MessageUse[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name === 't' || name === 'msg') {
        const key = literalText(node.arguments[0]);
        if (key !== null) uses.push({ key, file, line: at(node) });
        else if (node.arguments[0] && ts.isTemplateExpression(node.arguments[0])) {
          unreadable.push({ key: node.arguments[0].getText(source), file, line: at(node) });
        }
      } else if (name === 'tc') {
        const context = literalText(node.arguments[0]);
        const key = literalText(node.arguments[1]);
        if (context !== null && key !== null) {
          uses.push({ key: `${context}${CONTEXT_SEPARATOR}${key}`, file, line: at(node) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { uses, unreadable };
}

function sourceFiles(dir: string, skip: (file: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip(full)) continue;
    if (entry.isDirectory()) found.push(...sourceFiles(full, skip));
    else if (SOURCE_FILE.test(entry.name) && !SKIPPED.test(entry.name)) found.push(full);
  }
  return found;
}

/** Every message used under `dir` (tests, catalogs and whatever `skip` names left out). */
export function scanMessages(
  dir: string,
  skip: (file: string) => boolean = () => false,
): MessageScan {
  const scan: MessageScan = { uses: [], unreadable: [] };
  for (const file of sourceFiles(
    dir,
    (file) => /[\\/](i18n[\\/](si|ta)|test|catalogs)([\\/]|$)/.test(file) || skip(file),
  )) {
    const found = scanFile(file, readFileSync(file, 'utf8'));
    scan.uses.push(...found.uses);
    scan.unreadable.push(...found.unreadable);
  }
  return scan;
}

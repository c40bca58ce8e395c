/**
 * A CQL reader for the SRU server (decision 058; https://www.loc.gov/standards/sru/cql/): search
 * clauses `index relation term` or a bare term, the booleans AND, OR and NOT, parentheses, and
 * quoted terms with `\"` escapes. What it cannot read is a `CqlError` carrying the SRU diagnostic
 * number the client is told (10: syntax, 16: index, 19: relation, 20: relation modifier, 37:
 * boolean, 48: feature, 80: sort), never an exception that reaches HTTP.
 */

export class CqlError extends Error {
  constructor(
    /** The SRU diagnostic number (info:srw/diagnostic/1/N). */
    readonly diagnostic: number,
    /** What the diagnostic names: the index, the relation, the token read. */
    readonly details: string,
  ) {
    super(details);
  }
}

export type Bool = "AND" | "OR" | "NOT";

export interface CqlClause {
  kind: "clause";
  /** Lower case, with its context set (`cql.serverchoice` when the query gave none). */
  index: string;
  /** Lower case: `=`, `==`, `<`, `any`, `all`, `adj`… */
  relation: string;
  term: string;
}

export interface CqlBoolean {
  kind: "bool";
  op: Bool;
  left: CqlNode;
  right: CqlNode;
}

export type CqlNode = CqlClause | CqlBoolean;

/** Queries longer than this are refused before reading them (the search box allows 500 per row). */
export const MAX_QUERY_LENGTH = 2000;
/** Nesting deeper than this is refused: a hostile query must not exhaust the stack. */
const MAX_DEPTH = 20;

type Token = { type: "word" | "quoted" | "symbol"; text: string };

const SYMBOLS = ["==", "<>", "<=", ">=", "(", ")", "=", "<", ">", "/"];

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '"') {
      let text = "";
      i++;
      while (i < query.length && query[i] !== '"') {
        if (query[i] === "\\" && i + 1 < query.length) {
          // \" is a quote; other escapes (\*, \?, \^) keep their backslash for the term reader.
          text += query[i + 1] === '"' ? '"' : query[i] + query[i + 1];
          i += 2;
        } else text += query[i++];
      }
      if (i >= query.length) throw new CqlError(10, "unterminated quoted term");
      i++;
      tokens.push({ type: "quoted", text });
      continue;
    }
    const symbol = SYMBOLS.find((s) => query.startsWith(s, i));
    if (symbol) {
      tokens.push({ type: "symbol", text: symbol });
      i += symbol.length;
      continue;
    }
    let text = "";
    while (i < query.length && !/[\s()=<>"/]/.test(query[i])) text += query[i++];
    tokens.push({ type: "word", text });
  }
  return tokens;
}

const BOOLEANS = new Set(["and", "or", "not", "prox"]);
const WORD_RELATIONS = new Set(["any", "all", "adj", "within", "encloses", "exact", "scr"]);

class Reader {
  private at = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.at + offset];
  }
  next(): Token {
    const token = this.tokens[this.at++];
    if (!token) throw new CqlError(10, "unexpected end of query");
    return token;
  }
  done(): boolean {
    return this.at >= this.tokens.length;
  }
}

function isBoolean(token: Token | undefined): boolean {
  return token?.type === "word" && BOOLEANS.has(token.text.toLowerCase());
}

function isRelation(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.type === "symbol") return ["=", "==", "<>", "<", ">", "<=", ">="].includes(token.text);
  return token.type === "word" && (WORD_RELATIONS.has(token.text.toLowerCase()) || /^\w+\.\w+$/.test(token.text));
}

function scopedClause(reader: Reader, depth: number): CqlNode {
  let left = searchClause(reader, depth);
  while (isBoolean(reader.peek())) {
    const word = reader.next().text.toLowerCase();
    if (word === "prox") throw new CqlError(37, "prox");
    if (reader.peek()?.text === "/") throw new CqlError(46, "boolean modifiers");
    left = { kind: "bool", op: word.toUpperCase() as Bool, left, right: searchClause(reader, depth) };
  }
  return left;
}

function searchClause(reader: Reader, depth: number): CqlNode {
  if (depth > MAX_DEPTH) throw new CqlError(48, "nesting too deep");
  const first = reader.next();
  if (first.type === "symbol" && first.text === "(") {
    const inner = scopedClause(reader, depth + 1);
    const close = reader.next();
    if (close.text !== ")") throw new CqlError(10, `expected ) at ${close.text}`);
    return inner;
  }
  if (first.type === "symbol" && first.text === ">") throw new CqlError(48, "prefix assignment");
  if (first.type === "symbol") throw new CqlError(10, `unexpected ${first.text}`);
  // `index relation term`, or a bare term searched by the server's choice.
  if (first.type === "word" && isRelation(reader.peek())) {
    const relationToken = reader.next();
    const relation = relationToken.text.toLowerCase();
    if (reader.peek()?.text === "/") throw new CqlError(20, `${relation}/${reader.peek(1)?.text ?? ""}`);
    const term = reader.next();
    if (term.type === "symbol") throw new CqlError(10, `expected a term after ${relation}`);
    const index = first.text.toLowerCase();
    return { kind: "clause", index: index.includes(".") ? index : `cql.${index}`, relation, term: term.text };
  }
  return { kind: "clause", index: "cql.serverchoice", relation: "=", term: first.text };
}

/** Reads a CQL query into its tree, or throws a CqlError with the diagnostic to answer. */
export function parseCql(query: string): CqlNode {
  if (query.length > MAX_QUERY_LENGTH) throw new CqlError(10, "query too long");
  const reader = new Reader(tokenize(query));
  if (reader.done()) throw new CqlError(10, "empty query");
  const tree = scopedClause(reader, 0);
  if (!reader.done()) {
    const rest = reader.next();
    if (rest.type === "word" && rest.text.toLowerCase() === "sortby") throw new CqlError(80, "sortby");
    throw new CqlError(10, `unexpected ${rest.text}`);
  }
  return tree;
}

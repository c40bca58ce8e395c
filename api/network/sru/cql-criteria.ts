/**
 * A CQL tree as the catalogue's own search criteria (decision 058): the SRU server searches
 * through the search service, so a query becomes the advanced search's rows (joined left to right,
 * docs/search.md) and its year comparison. Trees the rows cannot say are refused with diagnostic
 * 48 rather than answered with other records.
 */
import type { Condition, SearchBy, TermType, YearComparison } from "../../contract.ts";
import type { TermRow } from "../../catalogue/search/criteria.ts";
import { CqlError, type Bool, type CqlClause, type CqlNode } from "./cql.ts";

/** The indexes the server offers (its explain lists them), by the field they search. */
export const SRU_INDEXES: Record<string, SearchBy | "year"> = {
  "cql.serverchoice": "LIVRE",
  "cql.anywhere": "LIVRE",
  "cql.keywords": "LIVRE",
  "dc.title": "TITULO",
  "dc.creator": "AUTOR",
  "dc.subject": "ASSUNTO",
  // The ISBN is among the words of the whole record (020 is indexed with the record's other text).
  "bath.isbn": "LIVRE",
  "dc.date": "year",
};

/** Context sets written without their prefix (`title = x`), as many clients send them. */
const UNPREFIXED: Record<string, string> = {
  "cql.title": "dc.title",
  "cql.creator": "dc.creator",
  "cql.author": "dc.creator",
  "cql.subject": "dc.subject",
  "cql.isbn": "bath.isbn",
  "cql.date": "dc.date",
  "cql.anywhere": "cql.anywhere",
};

/** More rows than this is more than a person's query: refused (each row is a full-text match). */
const MAX_ROWS = 12;

export interface CqlCriteria {
  rows: TermRow[];
  termType: TermType;
  year?: { comparison: YearComparison; from: number; to?: number };
}

type Leaf = { kind: "leaf"; field: SearchBy; term: string; phrase: boolean };
type Tree = Leaf | { kind: "bool"; op: Bool; left: Tree; right: Tree };

function words(term: string): string[] {
  return term.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
}

function joinAll(op: Bool, leaves: Tree[]): Tree {
  return leaves.reduce((left, right) => ({ kind: "bool", op, left, right }));
}

function yearOf(clause: CqlClause): NonNullable<CqlCriteria["year"]> {
  const years = clause.term.trim().split(/\s+/);
  if (!years.every((y) => /^\d{4}$/.test(y))) throw new CqlError(36, `dc.date ${clause.term}`);
  const [from, to] = years.map(Number);
  if (clause.relation === "within" && years.length === 2) return { comparison: "entre", from, to };
  if (years.length !== 1) throw new CqlError(36, `dc.date ${clause.term}`);
  switch (clause.relation) {
    case "=":
    case "==":
    case "adj":
      return { comparison: "igual", from };
    case "<":
      return { comparison: "menor", from };
    case ">":
      return { comparison: "maior", from };
    case "<=":
      return { comparison: "menor", from: from + 1 };
    case ">=":
      return { comparison: "maior", from: from - 1 };
    default:
      throw new CqlError(19, clause.relation);
  }
}

function leafOf(clause: CqlClause): Tree {
  const index = UNPREFIXED[clause.index] ?? clause.index;
  const field = SRU_INDEXES[index];
  if (!field) throw new CqlError(16, clause.index);
  if (field === "year") throw new CqlError(48, "dc.date inside OR or NOT");
  if (/(^|[^\\])[*?^]/.test(clause.term)) throw new CqlError(28, clause.term);
  const found = words(clause.term.replace(/\\(.)/g, "$1"));
  // cql.allRecords is not offered; an empty term would match nothing the person meant.
  if (!found.length) throw new CqlError(27, clause.term || '""');
  switch (clause.relation) {
    case "=":
    case "scr":
    case "all":
      return joinAll(
        "AND",
        found.map((w) => ({ kind: "leaf", field, term: w, phrase: false })),
      );
    case "any":
      return joinAll(
        "OR",
        found.map((w) => ({ kind: "leaf", field, term: w, phrase: false })),
      );
    case "==":
    case "adj":
    case "exact":
      return { kind: "leaf", field, term: found.join(" "), phrase: found.length > 1 };
    default:
      throw new CqlError(19, clause.relation);
  }
}

function treeOf(node: CqlNode): Tree {
  if (node.kind === "clause") return leafOf(node);
  return { kind: "bool", op: node.op, left: treeOf(node.left), right: treeOf(node.right) };
}

/**
 * `a op (b rightOp c)` as `(a inner b) outer c`, by operator pair: AND and OR are associative,
 * a NOT (b OR c) is (a NOT b) NOT c, a AND (b NOT c) is (a AND b) NOT c.
 */
const ROTATIONS: Partial<Record<string, [inner: Bool, outer: Bool]>> = {
  "AND AND": ["AND", "AND"],
  "OR OR": ["OR", "OR"],
  "NOT OR": ["NOT", "NOT"],
  "AND NOT": ["AND", "NOT"],
};

/**
 * The rows of a tree, joined left to right: (((1 op 2) op 3) …). A right operand that is itself a
 * combination is moved where the rows can say it (ROTATIONS), or swapped with a leaf on its left
 * (AND and OR are commutative).
 */
function linear(tree: Tree): { leaf: Leaf; op?: Bool }[] {
  if (tree.kind === "leaf") return [{ leaf: tree }];
  const { op, left, right } = tree;
  if (right.kind === "leaf") return [...linear(left), { leaf: right, op }];
  const rotation = ROTATIONS[`${op} ${right.op}`];
  if (rotation) {
    const [inner, outer] = rotation;
    return linear({
      kind: "bool",
      op: outer,
      left: { kind: "bool", op: inner, left, right: right.left },
      right: right.right,
    });
  }
  if ((op === "AND" || op === "OR") && left.kind === "leaf")
    return linear({ kind: "bool", op, left: right, right: left });
  throw new CqlError(48, "this combination of parentheses");
}

/** The query's top-level AND chain, where a year comparison may stand. */
function conjuncts(node: CqlNode): CqlNode[] {
  return node.kind === "bool" && node.op === "AND" ? [...conjuncts(node.left), ...conjuncts(node.right)] : [node];
}

function isDate(node: CqlNode): node is CqlClause {
  return node.kind === "clause" && (UNPREFIXED[node.index] ?? node.index) === "dc.date";
}

export function cqlToCriteria(tree: CqlNode): CqlCriteria {
  const parts = conjuncts(tree);
  const dates = parts.filter(isDate);
  if (dates.length > 1) throw new CqlError(48, "more than one dc.date");
  const year = dates.length ? yearOf(dates[0]) : undefined;
  const rest = parts.filter((p) => !isDate(p));
  if (!rest.length) return { rows: [], termType: "P", year };
  const tree2 = rest.map(treeOf).reduce((left, right) => ({ kind: "bool", op: "AND", left, right }));
  const ordered = linear(tree2);
  if (ordered.length > MAX_ROWS) throw new CqlError(48, `more than ${MAX_ROWS} terms`);
  // One term type for the whole search: E (phrases) when any term is a phrase; single words are
  // the same under both.
  const termType: TermType = ordered.some((o) => o.leaf.phrase) ? "E" : "P";
  const rows: TermRow[] = ordered.map(({ leaf, op }) => ({
    term: leaf.term,
    option: leaf.field,
    ...(op ? { condition: op as Condition } : {}),
  }));
  return { rows, termType, year };
}

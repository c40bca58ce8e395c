type Tree = { [key: string]: string | Tree };

/** Deep merge of locale trees; the same key defined twice is a mistake, so it throws. */
export function mergeLocaleTrees(...trees: object[]): Tree {
  const out: Tree = {};
  for (const tree of trees as Tree[]) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      if (existing === undefined) out[key] = typeof value === "string" ? value : mergeLocaleTrees(value);
      else if (typeof existing !== "string" && typeof value !== "string") out[key] = mergeLocaleTrees(existing, value);
      else throw new Error(`locale key defined twice: ${key}`);
    }
  }
  return out;
}

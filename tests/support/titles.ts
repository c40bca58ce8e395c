/** Two titles are the same title with case, accents and punctuation aside: compare these. */
export const sameTitle = (title: string) =>
  title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The cover address of a record (search results' and record data's `link_capa`): a stored cover, else a generated one. */
export function coverLink(recordId: number): string {
  return `/api/acervo/${recordId}/capa`;
}

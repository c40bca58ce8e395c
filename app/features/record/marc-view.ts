/**
 * The two views of the MARC tab (docs/decisions/015-marc-release-view-and-media.md): `?liberacao=1` asks
 * for the complete record; anything else is the public view.
 */
export function wantsCompleteMarc(params: URLSearchParams): boolean {
  return params.get("liberacao") === "1";
}

export function marcViewHref(recordId: number, complete: boolean): string {
  return `/acervo/${recordId}/marc${complete ? "?liberacao=1" : ""}`;
}

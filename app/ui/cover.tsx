/**
 * A record's cover, 150 px wide (document 1 §9), from `link_capa`. The cover is decorative: it
 * always sits next to the record's title, which names the work, so its text alternative is empty
 * (WCAG 1.1.1, technique H67); a screen reader does not hear the title twice.
 */
export const COVER_WIDTH = 150;
/** Generated covers are 150 × 225 (2:3); stored ones keep their own shape (height: auto in CSS). */
export const COVER_HEIGHT = 225;

/** `link_capa` of the service is always /api/acervo/{id}/capa (docs/api.md "Covers"). */
export function coverHref(id: number): string {
  return `/api/acervo/${id}/capa`;
}

export function Cover({
  src,
  lazy = false,
  className,
  width = COVER_WIDTH,
  height = COVER_HEIGHT,
}: {
  src: string;
  lazy?: boolean;
  className?: string;
  /** A smaller cover keeps the 2:3 shape (the home page's 96 × 144). */
  width?: number;
  height?: number;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={className ? `cover ${className}` : "cover"}
    />
  );
}

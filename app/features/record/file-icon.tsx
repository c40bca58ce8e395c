/**
 * The icon of a linked file's type (document 1 lists the extensions that have one): a page with
 * its corner folded and the extension written on it, in the text's colour so that every colour
 * scheme draws it. Decorative: the link's note says the type in words.
 */
import type { LinkFileExtension } from "../../../api/contract.ts";

export function FileIcon({ extension }: { extension: LinkFileExtension }) {
  const label = extension.toUpperCase();
  return (
    <svg className="file-icon" viewBox="0 0 24 28" width="24" height="28" aria-hidden="true" focusable="false">
      <path d="M2 1h14l6 6v20H2z M16 1v6h6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text
        x="12"
        y="21"
        textAnchor="middle"
        fontSize={label.length > 3 ? 5.5 : 7}
        fontWeight="700"
        fill="currentColor"
      >
        {label}
      </text>
    </svg>
  );
}

/**
 * What a patron wrote, shown as text (decision 029): paragraphs at blank lines, line breaks
 * within them. React escapes every piece, so "<script>" or a link reads as the characters typed;
 * nothing here may ever use dangerouslySetInnerHTML or turn a URL into a link.
 */
import { Fragment } from "react";

export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.split("\n"))
    .filter((lines) => lines.some((l) => l.trim() !== ""));
}

export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {paragraphsOf(text).map((lines, p) => (
        <p key={p}>
          {lines.map((line, l) => (
            <Fragment key={l}>
              {l > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}

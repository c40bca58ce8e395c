import { Fragment, type ReactNode } from "react";

import { titleLang } from "../lib/record-language.ts";

/**
 * What a translated sentence is given where its titles go (`{{title}}`, `{{titles}}`): a
 * private-use character no translation or title contains, cut at once it is translated.
 */
export const TITLE_SLOT = "\uE000";

export interface TitleInSentence {
  title: string;
  /** The record's MARC language code. */
  language: string | null | undefined;
}

/**
 * A translated sentence with its titles as elements of their own, each with the `lang` of its
 * record when that is not the page's (decision 038), joined by "; " where there are several.
 */
export function TitlesInSentence({
  sentence,
  titles,
  pageLanguage,
}: {
  sentence: string;
  titles: TitleInSentence[];
  pageLanguage: string;
}) {
  const shown: ReactNode = titles.map(({ title, language }, i) => (
    <Fragment key={i}>
      {i > 0 ? "; " : null}
      <span lang={titleLang(language, pageLanguage)}>{title}</span>
    </Fragment>
  ));
  return (
    <>
      {sentence.split(TITLE_SLOT).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? shown : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

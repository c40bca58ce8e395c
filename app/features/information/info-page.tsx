/**
 * The FAQ, information and support pages (decision 038) share one shape: a title
 * and sections, each with an optional heading, the institution's HTML (sanitised by the service)
 * and links. The page and its dialog (./dialog-link.tsx) render it with the same component.
 */
import { Link } from "@remix-run/react";

export interface InfoLink {
  href: string;
  label: string;
  detail?: string | null;
  /** Another site: a plain link. */
  external?: boolean;
}

export interface InfoSection {
  id?: string;
  heading?: string;
  /** Sanitised HTML from the service. */
  html?: string | null;
  text?: string | null;
  links?: InfoLink[];
  /** The heading is the library's (a FAQ question, an event's title), not the OPAC's words. */
  libraryHeading?: boolean;
}

export interface InfoPage {
  title: string;
  sections: InfoSection[];
  /** Said when there are no sections. */
  empty: string;
  /** The institution's language, when the page is in another one: the `lang` of its texts. */
  textLang?: string;
}

export function InfoBody({ page, level = 2 }: { page: InfoPage; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  if (page.sections.length === 0) return <p>{page.empty}</p>;
  return (
    <>
      {page.sections.map((section, index) => (
        <section
          key={section.id ?? index}
          className="info-section"
          aria-labelledby={section.heading && section.id ? section.id : undefined}
        >
          {section.heading ? (
            <Heading id={section.id} lang={section.libraryHeading ? page.textLang : undefined}>
              {section.heading}
            </Heading>
          ) : null}
          {section.text ? <p>{section.text}</p> : null}
          {section.html ? (
            // Sanitised by the service (api/community/information/sanitize.ts): staff HTML, no script or style.
            <div className="info-html" lang={page.textLang} dangerouslySetInnerHTML={{ __html: section.html }} />
          ) : null}
          {section.links?.length ? (
            <ul className="info-links">
              {section.links.map((link) => (
                <li key={link.href + link.label}>
                  {link.external ? (
                    <a href={link.href} rel="noopener noreferrer">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.href}>{link.label}</Link>
                  )}
                  {link.detail ? <span className="info-links__detail"> — {link.detail}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}

/** The page itself: h1 and body. */
export function InfoPageView({ page }: { page: InfoPage }) {
  return (
    <div className="page info-page">
      <h1>{page.title}</h1>
      <InfoBody page={page} />
    </div>
  );
}

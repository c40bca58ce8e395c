/**
 * /catalogos/{prefix}/acervo/simple/{codAcervo}/{codBiblioteca}/{link} — the simple variant (no
 * band, no breadcrumb: for embedding) of the children's (and museum) record page (document 1 §2,
 * decision 040). The same route module as the full page: the loader tells the variant by its
 * address (app/features/kids/kids-record.server.ts).
 */
export {
  default,
  ErrorBoundary,
  handle,
  links,
  loader,
  meta,
} from "./catalogos.$prefix.acervo.$codAcervo.($codBiblioteca).($link).tsx";

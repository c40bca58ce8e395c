/**
 * The demo institution's search tabs, in its order (`guias_consulta` of api/operations/demo/seed.ts, with the
 * kids catalogue enabled): what GET /api/consulta/guias must answer. Written out here, not taken
 * from the code, so the tests say what a caller sees.
 */
export const DEMO_GUIDE_CODES = [
  "pesquisa_geral",
  "pesquisa_avancada",
  "e_books",
  "arquivo",
  "atos_normativos",
  "jurisprudencia",
  "autoridades",
  "acessibilidade",
  "novas_aquisicoes",
  "plano_ensino",
  "multimeios",
  "catalogos/kids",
];

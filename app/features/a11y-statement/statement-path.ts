/**
 * The accessibility statement's address (decision 063), for the links of the bar and the footer:
 * `/acessibilidade` is the accessibility search tab's (decision 038).
 */
export const STATEMENT_PATH = "/declaracao-acessibilidade";

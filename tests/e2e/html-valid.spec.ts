/**
 * The HTML the server sends is valid: one `<!DOCTYPE html>`, well-formed, no attribute a field
 * type does not allow. A few real pages (the home page, a search's results, a record, the login
 * page, the accessibility statement, a patron's page) go through html-validate as the server sends
 * them, JavaScript or not.
 */
import { HtmlValidate, type ConfigData } from "html-validate";

import { expect, test } from "./fixtures.ts";

/**
 * The recommended rules and the whole-document ones. What is switched off is style, not validity:
 * React writes the markup that way and HTML accepts it.
 */
const config: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes void elements as `<link/>`; HTML accepts both forms.
    "void-style": "off",
    // React writes attributes as its props are spelled (charSet, accessKey); HTML ignores their case.
    "attr-case": "off",
    // React writes `selected=""`, `hidden=""`; an empty value is the attribute's valid short form.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // A few layout styles are set on the element; the Content-Security-Policy allows style attributes.
    "no-inline-style": "off",
    // The search field's suggestions are an ARIA combobox; a native <select> cannot suggest as one types.
    "prefer-native-element": "off",
    // A record's page is titled with the record's title, however long the catalogue's data is.
    "long-title": "off",
    // React's useId makes ids like ":R1:"; HTML allows any id without spaces.
    "valid-id": ["error", { relaxed: true }],
    // Integrity attributes guard another origin's files; every script and stylesheet is our own.
    "require-sri": ["error", { target: "crossorigin" }],
    // The patron area's menu comes before the page's <h1> and titles its groups with <h2>s.
    "heading-level": ["error", { minInitialRank: "h2" }],
    // Check boxes that share a name (a facet's values, the results to select) send a list of values.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
};

const validator = new HtmlValidate(config);

async function expectValid(html: string, page: string) {
  expect(html.match(/<!DOCTYPE html>/gi), `${page}: doctypes`).toHaveLength(1);
  const report = await validator.validateString(html, page);
  const messages = report.results.flatMap((result) =>
    result.messages.map((message) => `${page}:${message.line}:${message.column} ${message.ruleId} ${message.message}`),
  );
  expect(messages).toEqual([]);
}

test("the pages the server sends are valid HTML", async ({ request }) => {
  const get = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  await expectValid(await get("/"), "home");
  const results = await get("/?q=brasil&for=LIVRE");
  await expectValid(results, "search results");
  const record = results.match(/href="(\/acervo\/\d+)"/)?.[1];
  expect(record).toBeTruthy();
  await expectValid(await get(record!), "record");
  await expectValid(await get("/login"), "login");
  // Generated from the criteria list (decision 063): a hundred rows of tables and lists.
  await expectValid(await get("/declaracao-acessibilidade"), "accessibility statement");
  const login = await request.post("/login", {
    form: { username: "demo", password: "demo", destination: "M" },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  await expectValid(await get("/meupergamum"), "patron area");
});

/**
 * The accessibility statement's data (decision 063): every WCAG 2.2 level A and AA success
 * criterion and every eMAG 3.1 recommendation, each with its status and how the product tests it.
 * The page /declaracao-acessibilidade is generated from this list, and criteria.test.ts holds it to
 * the standards and to the test suite: a criterion missing or listed twice, a referenced test
 * whose title no longer exists, or axe rules that are not exactly the ones axe runs for that
 * criterion (tests/e2e/fixtures.ts runs them on every page every browser test shows) fail it.
 *
 * Names are the standards' own titles (WCAG's in English, eMAG's in Portuguese), as the standards
 * publish them; everything the page says about them comes from the statement's locale files.
 * A criterion whose status is not "meets", or that no automated test covers, has a note there
 * saying why, or what was checked by hand (one note may serve several criteria).
 */

export type Status = "meets" | "partial" | "notApplicable";

/** The day the list was last reviewed against the product, by hand and by its tests. */
export const REVIEWED = "2026-12-06";

export const NOTE_KEYS = [
  "media",
  "liveMedia",
  "sensory",
  "accessKeys",
  "timing",
  "motion",
  "gestures",
  "pointerUp",
  "labelInName",
  "noMotionOrDrag",
  "onFocus",
  "orientation",
  "imagesOfText",
  "focusObscured",
  "language",
  "consistentNames",
  "captcha",
  "headings",
  "adjacentLinks",
  "landmarks",
  "newWindows",
  "noScript",
  "imageMaps",
  "documents",
  "plainWords",
  "abbreviations",
] as const;
export type NoteKey = (typeof NOTE_KEYS)[number];
export const STATUSES: readonly Status[] = ["meets", "partial", "notApplicable"];

/** A test of the suite: its file (from the repository's root) and its title, or a part of it. */
export interface TestRef {
  file: string;
  title: string;
}

export interface Criterion {
  /** "1.4.3" (WCAG) or "4.1" (eMAG). */
  id: string;
  name: string;
  status: Status;
  /** axe-core rule ids: for WCAG, exactly those axe tags with this criterion. */
  axe: readonly string[];
  tests: readonly TestRef[];
  /** A note of the statement's locale files (`notes.<key>`): why, or what was checked by hand. */
  note?: NoteKey;
}

export interface WcagCriterion extends Criterion {
  level: "A" | "AA";
}

const e2e = (spec: string, title: string): TestRef => ({ file: `tests/e2e/${spec}.spec.ts`, title });
const unit = (file: string, title: string): TestRef => ({ file, title });

// Tests cited by several criteria.
const BAR = e2e("accessibility-bar", "schemes, text size and bold persist across pages and pass axe");
const SCHEMES = e2e("accessibility-schemes", "every scheme at the largest text size passes axe");
const SKIP = e2e("site", "the skip link is the first stop and moves focus to the content");
const KEYS = e2e("site", "the accessibility bar lists the eMAG access keys");
const NARROW = e2e("site", "works at 320 px wide without sideways scrolling");
const NARROW_RECORD = e2e("record-pages", "work at 320 px without sideways scrolling");
const NARROW_PATRON = e2e("patron-grade", "no patron page scrolls sideways at 320 px");
const TEXT_SPACING = e2e("patron-grade", "results first with availability, the record's way back");
const FOCUS_KEPT = e2e("patron-grade", "the focus is where the patron is");
const LANGUAGE = e2e("site", "switches to English and back, <html lang> following");
const TEXT_LANGUAGE = unit(
  "app/lib/text-language.test.ts",
  "a library's text is marked only on a page in another language",
);
const TITLE_LANGUAGE = unit(
  "app/lib/record-language.test.ts",
  "marks a title only when its language is not the page's",
);
const CONTRAST_TEXT = unit("app/features/a11y/contrast.test.ts", "is at least 4.5:1");
const CONTRAST_OTHER = unit("app/features/a11y/contrast.test.ts", "is at least 3:1");
const FOCUS_RING = unit("app/features/a11y/contrast.test.ts", "the focus indicator shows on");
const AUTOCOMPLETE_KEYS = e2e("autocomplete", "arrows wrap through the list, Escape closes it");
const PDF_KEYBOARD = e2e("record-media", "keyboard operable");
const MEDIA = e2e("record-media", "a public video and a public audio play in the browser's own players");
const LABELS = unit("app/ui/field.test.tsx", "label, hint and inline error tie to the control");
const GROUPS = unit("app/ui/field.test.tsx", "the legend names the group");
const SUMMARY = unit(
  "app/ui/error-summary.test.tsx",
  "lists the problems, links to the fields, takes focus and prefixes the title",
);
const REQUIRED = e2e("auth", "empty fields give required messages, summary first");
const VALIDATION = e2e("loan-request", "validation: error summary, inline messages, values kept");
const NEXT_CHOICE = e2e("reservation-choices", "each choice shows the next and focuses it");
const NU = e2e("html-nu", "the Nu HTML checker finds no error in the main pages, before and after hydration");
const VALID_HTML = e2e("html-valid", "the pages the server sends are valid HTML");
const STEPS = e2e("accessible-search", "from the start to a title's copies in one library");
const CAPTCHA = e2e("login", "a wrong password, the captcha it brings");
const CAPTCHA_FIELD = unit("app/features/captcha/captcha-field.test.tsx", "without a worker: the picture");
const KEPT_USERNAME = e2e("auth", "a wrong password shows the spec's message and keeps only the username");
const GET_FORM = e2e("record-pages", "a serial's kardex filters by library with a GET form");
const TABLE = e2e("record-pages", "loan statistics: a year chosen with a GET form, an accessible table");
const CHART_TEXT = e2e("statistics", "its chart with its text alternative");
const DRAWN = unit("app/features/a11y/generated-content.test.ts", "every drawn mark has an empty alternative text");
const COVERS = e2e("record-pages", "results show each cover 64 px wide, decorative");
const HELP = e2e("information", "the footer's FAQ, the general information, a service point, the events and support");
const PAGE_NUMBERS = unit("app/ui/pagination.test.tsx", "the current page is marked with aria-current");

/** WCAG 2.2, levels A and AA, in the standard's order (4.1.1 is obsolete in 2.2). */
export const WCAG: readonly WcagCriterion[] = [
  {
    id: "1.1.1",
    name: "Non-text Content",
    level: "A",
    status: "meets",
    axe: [
      "aria-meter-name",
      "aria-progressbar-name",
      "image-alt",
      "input-image-alt",
      "object-alt",
      "role-img-alt",
      "svg-img-alt",
    ],
    tests: [DRAWN, COVERS, CHART_TEXT, CAPTCHA_FIELD],
  },
  {
    id: "1.2.1",
    name: "Audio-only and Video-only (Prerecorded)",
    level: "A",
    status: "partial",
    axe: [],
    tests: [MEDIA],
    note: "media",
  },
  {
    id: "1.2.2",
    name: "Captions (Prerecorded)",
    level: "A",
    status: "partial",
    axe: ["video-caption"],
    tests: [MEDIA],
    note: "media",
  },
  {
    id: "1.2.3",
    name: "Audio Description or Media Alternative (Prerecorded)",
    level: "A",
    status: "partial",
    axe: [],
    tests: [MEDIA],
    note: "media",
  },
  {
    id: "1.3.1",
    name: "Info and Relationships",
    level: "A",
    status: "meets",
    axe: [
      "aria-hidden-body",
      "aria-required-children",
      "aria-required-parent",
      "definition-list",
      "dlitem",
      "list",
      "listitem",
      "td-headers-attr",
      "th-has-data-cells",
    ],
    tests: [LABELS, GROUPS, TABLE, BAR],
  },
  { id: "1.3.2", name: "Meaningful Sequence", level: "A", status: "meets", axe: [], tests: [SKIP, NARROW_PATRON] },
  { id: "1.3.3", name: "Sensory Characteristics", level: "A", status: "meets", axe: [], tests: [], note: "sensory" },
  {
    id: "1.4.1",
    name: "Use of Color",
    level: "A",
    status: "meets",
    axe: ["link-in-text-block"],
    tests: [CONTRAST_TEXT],
  },
  { id: "1.4.2", name: "Audio Control", level: "A", status: "meets", axe: ["no-autoplay-audio"], tests: [MEDIA] },
  {
    id: "2.1.1",
    name: "Keyboard",
    level: "A",
    status: "meets",
    axe: ["frame-focusable-content", "scrollable-region-focusable", "server-side-image-map"],
    tests: [AUTOCOMPLETE_KEYS, PDF_KEYBOARD, TEXT_SPACING],
  },
  {
    id: "2.1.2",
    name: "No Keyboard Trap",
    level: "A",
    status: "meets",
    axe: [],
    tests: [AUTOCOMPLETE_KEYS, PDF_KEYBOARD],
  },
  {
    id: "2.1.4",
    name: "Character Key Shortcuts",
    level: "A",
    status: "meets",
    axe: [],
    tests: [KEYS],
    note: "accessKeys",
  },
  {
    id: "2.2.1",
    name: "Timing Adjustable",
    level: "A",
    status: "partial",
    axe: ["meta-refresh"],
    tests: [CAPTCHA, KEPT_USERNAME],
    note: "timing",
  },
  { id: "2.2.2", name: "Pause, Stop, Hide", level: "A", status: "meets", axe: ["blink", "marquee"], tests: [] },
  {
    id: "2.3.1",
    name: "Three Flashes or Below Threshold",
    level: "A",
    status: "meets",
    axe: [],
    tests: [],
    note: "motion",
  },
  { id: "2.4.1", name: "Bypass Blocks", level: "A", status: "meets", axe: ["bypass"], tests: [SKIP, KEYS] },
  {
    id: "2.4.2",
    name: "Page Titled",
    level: "A",
    status: "meets",
    axe: ["document-title"],
    tests: [SUMMARY, REQUIRED],
  },
  { id: "2.4.3", name: "Focus Order", level: "A", status: "meets", axe: [], tests: [SKIP, FOCUS_KEPT, NEXT_CHOICE] },
  {
    id: "2.4.4",
    name: "Link Purpose (In Context)",
    level: "A",
    status: "meets",
    axe: ["area-alt", "link-name"],
    tests: [],
  },
  { id: "2.5.1", name: "Pointer Gestures", level: "A", status: "meets", axe: [], tests: [], note: "gestures" },
  { id: "2.5.2", name: "Pointer Cancellation", level: "A", status: "meets", axe: [], tests: [], note: "pointerUp" },
  { id: "2.5.3", name: "Label in Name", level: "A", status: "partial", axe: [], tests: [BAR], note: "labelInName" },
  {
    id: "2.5.4",
    name: "Motion Actuation",
    level: "A",
    status: "notApplicable",
    axe: [],
    tests: [],
    note: "noMotionOrDrag",
  },
  {
    id: "3.1.1",
    name: "Language of Page",
    level: "A",
    status: "meets",
    axe: ["html-has-lang", "html-lang-valid", "html-xml-lang-mismatch"],
    tests: [LANGUAGE],
  },
  { id: "3.2.1", name: "On Focus", level: "A", status: "meets", axe: [], tests: [SKIP], note: "onFocus" },
  { id: "3.2.2", name: "On Input", level: "A", status: "meets", axe: [], tests: [GET_FORM, TABLE] },
  { id: "3.2.6", name: "Consistent Help", level: "A", status: "meets", axe: [], tests: [HELP] },
  {
    id: "3.3.1",
    name: "Error Identification",
    level: "A",
    status: "meets",
    axe: [],
    tests: [SUMMARY, REQUIRED, VALIDATION],
  },
  {
    id: "3.3.2",
    name: "Labels or Instructions",
    level: "A",
    status: "meets",
    axe: ["form-field-multiple-labels"],
    tests: [LABELS, GROUPS],
  },
  {
    id: "3.3.7",
    name: "Redundant Entry",
    level: "A",
    status: "meets",
    axe: [],
    tests: [VALIDATION, e2e("reservation-login", "the choices survive the login")],
  },
  {
    id: "4.1.2",
    name: "Name, Role, Value",
    level: "A",
    status: "meets",
    axe: [
      "area-alt",
      "aria-allowed-attr",
      "aria-braille-equivalent",
      "aria-command-name",
      "aria-conditional-attr",
      "aria-deprecated-role",
      "aria-hidden-body",
      "aria-hidden-focus",
      "aria-input-field-name",
      "aria-prohibited-attr",
      "aria-required-attr",
      "aria-roles",
      "aria-tab-name",
      "aria-toggle-field-name",
      "aria-tooltip-name",
      "aria-valid-attr-value",
      "aria-valid-attr",
      "button-name",
      "duplicate-id-aria",
      "frame-title-unique",
      "frame-title",
      "input-button-name",
      "input-image-alt",
      "label",
      "link-name",
      "nested-interactive",
      "select-name",
      "summary-name",
    ],
    tests: [BAR, LABELS],
  },
  { id: "1.2.4", name: "Captions (Live)", level: "AA", status: "notApplicable", axe: [], tests: [], note: "liveMedia" },
  {
    id: "1.2.5",
    name: "Audio Description (Prerecorded)",
    level: "AA",
    status: "partial",
    axe: [],
    tests: [MEDIA],
    note: "media",
  },
  { id: "1.3.4", name: "Orientation", level: "AA", status: "meets", axe: [], tests: [NARROW], note: "orientation" },
  {
    id: "1.3.5",
    name: "Identify Input Purpose",
    level: "AA",
    status: "meets",
    axe: ["autocomplete-valid"],
    tests: [e2e("personal-data", "edited with errors then saved")],
  },
  {
    id: "1.4.3",
    name: "Contrast (Minimum)",
    level: "AA",
    status: "meets",
    axe: ["color-contrast"],
    tests: [CONTRAST_TEXT, SCHEMES, BAR],
  },
  { id: "1.4.4", name: "Resize Text", level: "AA", status: "meets", axe: ["meta-viewport"], tests: [BAR, SCHEMES] },
  {
    id: "1.4.5",
    name: "Images of Text",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [CAPTCHA_FIELD],
    note: "imagesOfText",
  },
  {
    id: "1.4.10",
    name: "Reflow",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [NARROW, NARROW_RECORD, NARROW_PATRON, SCHEMES],
  },
  {
    id: "1.4.11",
    name: "Non-text Contrast",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [CONTRAST_OTHER, FOCUS_RING],
  },
  {
    id: "1.4.12",
    name: "Text Spacing",
    level: "AA",
    status: "meets",
    axe: ["avoid-inline-spacing"],
    tests: [TEXT_SPACING],
  },
  {
    id: "1.4.13",
    name: "Content on Hover or Focus",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [AUTOCOMPLETE_KEYS],
  },
  {
    id: "2.4.5",
    name: "Multiple Ways",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [e2e("browse", "browses authors from a point"), HELP],
  },
  { id: "2.4.6", name: "Headings and Labels", level: "AA", status: "meets", axe: [], tests: [STEPS, LABELS] },
  { id: "2.4.7", name: "Focus Visible", level: "AA", status: "meets", axe: [], tests: [FOCUS_RING] },
  {
    id: "2.4.11",
    name: "Focus Not Obscured (Minimum)",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [TEXT_SPACING, SKIP],
    note: "focusObscured",
  },
  {
    id: "2.5.7",
    name: "Dragging Movements",
    level: "AA",
    status: "notApplicable",
    axe: [],
    tests: [],
    note: "noMotionOrDrag",
  },
  { id: "2.5.8", name: "Target Size (Minimum)", level: "AA", status: "meets", axe: ["target-size"], tests: [] },
  {
    id: "3.1.2",
    name: "Language of Parts",
    level: "AA",
    status: "partial",
    axe: ["valid-lang"],
    tests: [TEXT_LANGUAGE, TITLE_LANGUAGE],
    note: "language",
  },
  { id: "3.2.3", name: "Consistent Navigation", level: "AA", status: "meets", axe: [], tests: [KEYS, BAR] },
  {
    id: "3.2.4",
    name: "Consistent Identification",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [BAR],
    note: "consistentNames",
  },
  {
    id: "3.3.3",
    name: "Error Suggestion",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [
      e2e("search-advanced", "option and term type messages, word for word"),
      e2e("account", "both dates required, the initial not after the final"),
    ],
  },
  {
    id: "3.3.4",
    name: "Error Prevention (Legal, Financial, Data)",
    level: "AA",
    status: "meets",
    axe: [],
    tests: [
      e2e("personal-data", "a new e-mail needs the current password and mails the old address a link that undoes it"),
      e2e("reservation-choices", "confirming with a choice open asks to select all options"),
    ],
  },
  {
    id: "3.3.8",
    name: "Accessible Authentication (Minimum)",
    level: "AA",
    status: "partial",
    axe: [],
    tests: [CAPTCHA, e2e("login", "the password toggle")],
    note: "captcha",
  },
  { id: "4.1.3", name: "Status Messages", level: "AA", status: "meets", axe: [], tests: [FOCUS_KEPT, STEPS] },
];

/** eMAG 3.1's six sections, in its order. */
export const EMAG_SECTIONS = ["1", "2", "3", "4", "5", "6"] as const;

/** eMAG 3.1's 45 recommendations. axe rules here are the ones that check part of it. */
export const EMAG: readonly Criterion[] = [
  { id: "1.1", name: "Respeitar os Padrões Web", status: "meets", axe: [], tests: [NU, VALID_HTML] },
  {
    id: "1.2",
    name: "Organizar o código HTML de forma lógica e semântica",
    status: "meets",
    axe: ["list", "listitem", "definition-list"],
    tests: [NU, LABELS],
  },
  {
    id: "1.3",
    name: "Utilizar corretamente os níveis de cabeçalho",
    status: "meets",
    axe: [],
    tests: [STEPS],
    note: "headings",
  },
  {
    id: "1.4",
    name: "Ordenar de forma lógica e intuitiva a leitura e tabulação",
    status: "meets",
    axe: [],
    tests: [SKIP, FOCUS_KEPT],
  },
  {
    id: "1.5",
    name: "Fornecer âncoras para ir direto a um bloco de conteúdo",
    status: "meets",
    axe: ["bypass"],
    tests: [KEYS, SKIP],
  },
  {
    id: "1.6",
    name: "Não utilizar tabelas para diagramação",
    status: "meets",
    axe: ["td-headers-attr", "th-has-data-cells"],
    tests: [TABLE],
  },
  {
    id: "1.7",
    name: "Separar links adjacentes",
    status: "meets",
    axe: ["list", "listitem"],
    tests: [KEYS],
    note: "adjacentLinks",
  },
  { id: "1.8", name: "Dividir as áreas de informação", status: "meets", axe: [], tests: [KEYS], note: "landmarks" },
  {
    id: "1.9",
    name: "Não abrir novas instâncias sem a solicitação do usuário",
    status: "partial",
    axe: [],
    tests: [],
    note: "newWindows",
  },
  {
    id: "2.1",
    name: "Disponibilizar todas as funções da página via teclado",
    status: "meets",
    axe: ["scrollable-region-focusable"],
    tests: [AUTOCOMPLETE_KEYS, PDF_KEYBOARD, TEXT_SPACING],
  },
  {
    id: "2.2",
    name: "Garantir que os objetos programáveis sejam acessíveis",
    status: "meets",
    axe: [],
    tests: [PDF_KEYBOARD, e2e("hydration", "what is typed before React has rendered is kept")],
    note: "noScript",
  },
  {
    id: "2.3",
    name: "Não criar páginas com atualização automática periódica",
    status: "meets",
    axe: ["meta-refresh"],
    tests: [],
  },
  {
    id: "2.4",
    name: "Não utilizar redirecionamento automático de páginas",
    status: "meets",
    axe: ["meta-refresh"],
    tests: [],
  },
  {
    id: "2.5",
    name: "Fornecer alternativa para modificar limite de tempo",
    status: "partial",
    axe: [],
    tests: [CAPTCHA, KEPT_USERNAME],
    note: "timing",
  },
  {
    id: "2.6",
    name: "Não incluir situações com intermitência de tela",
    status: "meets",
    axe: ["blink", "marquee"],
    tests: [],
  },
  {
    id: "2.7",
    name: "Assegurar o controle do usuário sobre as alterações temporais do conteúdo",
    status: "meets",
    axe: ["marquee"],
    tests: [],
    note: "motion",
  },
  {
    id: "3.1",
    name: "Identificar o idioma principal da página",
    status: "meets",
    axe: ["html-has-lang", "html-lang-valid"],
    tests: [LANGUAGE],
  },
  {
    id: "3.2",
    name: "Informar mudança de idioma no conteúdo",
    status: "partial",
    axe: ["valid-lang"],
    tests: [TEXT_LANGUAGE, TITLE_LANGUAGE],
    note: "language",
  },
  {
    id: "3.3",
    name: "Oferecer um título descritivo e informativo à página",
    status: "meets",
    axe: ["document-title"],
    tests: [SUMMARY],
  },
  {
    id: "3.4",
    name: "Informar o usuário sobre sua localização na página",
    status: "meets",
    axe: [],
    tests: [BAR, PAGE_NUMBERS],
  },
  { id: "3.5", name: "Descrever links clara e sucintamente", status: "meets", axe: ["link-name"], tests: [] },
  {
    id: "3.6",
    name: "Fornecer alternativa em texto para as imagens do sítio",
    status: "meets",
    axe: ["image-alt", "svg-img-alt", "role-img-alt"],
    tests: [DRAWN, COVERS],
  },
  {
    id: "3.7",
    name: "Utilizar mapas de imagem de forma acessível",
    status: "notApplicable",
    axe: ["area-alt", "server-side-image-map"],
    tests: [],
    note: "imageMaps",
  },
  {
    id: "3.8",
    name: "Disponibilizar documentos em formatos acessíveis",
    status: "partial",
    axe: [],
    tests: [PDF_KEYBOARD],
    note: "documents",
  },
  {
    id: "3.9",
    name: "Em tabelas, utilizar títulos e resumos de forma apropriada",
    status: "meets",
    axe: [],
    tests: [TABLE, BAR],
  },
  {
    id: "3.10",
    name: "Associar células de dados às células de cabeçalho",
    status: "meets",
    axe: ["td-headers-attr", "th-has-data-cells"],
    tests: [BAR],
  },
  {
    id: "3.11",
    name: "Garantir a leitura e compreensão das informações",
    status: "meets",
    axe: [],
    tests: [STEPS],
    note: "plainWords",
  },
  {
    id: "3.12",
    name: "Disponibilizar uma explicação para siglas, abreviaturas e palavras incomuns",
    status: "partial",
    axe: [],
    tests: [],
    note: "abbreviations",
  },
  {
    id: "4.1",
    name: "Oferecer contraste mínimo entre plano de fundo e primeiro plano",
    status: "meets",
    axe: ["color-contrast"],
    tests: [CONTRAST_TEXT, SCHEMES],
  },
  {
    id: "4.2",
    name: "Não utilizar apenas cor ou outras características sensoriais para diferenciar elementos",
    status: "meets",
    axe: ["link-in-text-block"],
    tests: [CONTRAST_TEXT],
  },
  {
    id: "4.3",
    name: "Permitir redimensionamento sem perda de funcionalidade",
    status: "meets",
    axe: ["meta-viewport"],
    tests: [SCHEMES, NARROW],
  },
  {
    id: "4.4",
    name: "Possibilitar que o elemento com foco seja visualmente evidente",
    status: "meets",
    axe: [],
    tests: [FOCUS_RING],
  },
  {
    id: "5.1",
    name: "Fornecer alternativa para vídeo",
    status: "partial",
    axe: ["video-caption"],
    tests: [MEDIA],
    note: "media",
  },
  { id: "5.2", name: "Fornecer alternativa para áudio", status: "partial", axe: [], tests: [MEDIA], note: "media" },
  {
    id: "5.3",
    name: "Oferecer audiodescrição para vídeo pré-gravado",
    status: "partial",
    axe: [],
    tests: [MEDIA],
    note: "media",
  },
  {
    id: "5.4",
    name: "Fornecer controle de áudio para som",
    status: "meets",
    axe: ["no-autoplay-audio"],
    tests: [MEDIA],
  },
  {
    id: "5.5",
    name: "Fornecer controle de animação",
    status: "meets",
    axe: ["blink", "marquee"],
    tests: [],
    note: "motion",
  },
  {
    id: "6.1",
    name: "Fornecer alternativa em texto para os botões de imagem de formulários",
    status: "meets",
    axe: ["input-image-alt"],
    tests: [],
  },
  {
    id: "6.2",
    name: "Associar etiquetas aos seus campos",
    status: "meets",
    axe: ["label", "select-name"],
    tests: [LABELS],
  },
  {
    id: "6.3",
    name: "Estabelecer uma ordem lógica de navegação",
    status: "meets",
    axe: [],
    tests: [NEXT_CHOICE, FOCUS_KEPT],
  },
  {
    id: "6.4",
    name: "Não provocar automaticamente alteração no contexto",
    status: "meets",
    axe: [],
    tests: [GET_FORM],
  },
  {
    id: "6.5",
    name: "Fornecer instruções para entrada de dados",
    status: "meets",
    axe: [],
    tests: [LABELS, VALIDATION],
  },
  {
    id: "6.6",
    name: "Identificar e descrever erros de entrada de dados e confirmar o envio das informações",
    status: "meets",
    axe: [],
    tests: [REQUIRED, SUMMARY, e2e("loan-request", "a request is sent with a confirmation")],
  },
  { id: "6.7", name: "Agrupar campos de formulário", status: "meets", axe: [], tests: [GROUPS] },
  {
    id: "6.8",
    name: "Fornecer CAPTCHA humano",
    status: "partial",
    axe: [],
    tests: [CAPTCHA, CAPTCHA_FIELD],
    note: "captcha",
  },
];

/**
 * i18next configuration shared by the server render, the client hydration and the tests.
 * The three locale files are bundled (imported) rather than fetched: they are small, and a
 * bundled resource means a page renders completely on the server and hydrates without a
 * second request. One namespace; keys are namespaced by feature inside it ("search.sort.titulo").
 * A feature may keep its keys in its own files (locales/<feature>/<lang>.json), merged here, so
 * that work on separate features does not edit one file.
 */
import a11yEn from "../locales/a11y/en.json";
import a11yEs from "../locales/a11y/es.json";
import a11yPt from "../locales/a11y/pt.json";
import acquisitionEn from "../locales/acquisition/en.json";
import acquisitionEs from "../locales/acquisition/es.json";
import acquisitionPt from "../locales/acquisition/pt.json";
import basketEn from "../locales/basket/en.json";
import basketEs from "../locales/basket/es.json";
import basketPt from "../locales/basket/pt.json";
import captchaEn from "../locales/captcha/en.json";
import captchaEs from "../locales/captcha/es.json";
import captchaPt from "../locales/captcha/pt.json";
import circulationEn from "../locales/circulation/en.json";
import circulationEs from "../locales/circulation/es.json";
import circulationPt from "../locales/circulation/pt.json";
import clearanceEn from "../locales/clearance/en.json";
import clearanceEs from "../locales/clearance/es.json";
import clearancePt from "../locales/clearance/pt.json";
import commentsEn from "../locales/comments/en.json";
import commentsEs from "../locales/comments/es.json";
import commentsPt from "../locales/comments/pt.json";
import en from "../locales/en.json";
import es from "../locales/es.json";
import historyEn from "../locales/history/en.json";
import historyEs from "../locales/history/es.json";
import historyPt from "../locales/history/pt.json";
import kidsEn from "../locales/kids/en.json";
import kidsEs from "../locales/kids/es.json";
import kidsPt from "../locales/kids/pt.json";
import loginEn from "../locales/login/en.json";
import loginEs from "../locales/login/es.json";
import loginPt from "../locales/login/pt.json";
import personalEn from "../locales/personal/en.json";
import personalEs from "../locales/personal/es.json";
import personalPt from "../locales/personal/pt.json";
import interestEn from "../locales/interest/en.json";
import interestEs from "../locales/interest/es.json";
import interestPt from "../locales/interest/pt.json";
import pt from "../locales/pt.json";
import recordEn from "../locales/record/en.json";
import recordEs from "../locales/record/es.json";
import recordPt from "../locales/record/pt.json";
import recoveryEn from "../locales/recovery/en.json";
import recoveryEs from "../locales/recovery/es.json";
import recoveryPt from "../locales/recovery/pt.json";
import requestsEn from "../locales/requests/en.json";
import requestsEs from "../locales/requests/es.json";
import requestsPt from "../locales/requests/pt.json";
import searchEn from "../locales/search/en.json";
import searchEs from "../locales/search/es.json";
import searchPt from "../locales/search/pt.json";
import securityEn from "../locales/security/en.json";
import securityEs from "../locales/security/es.json";
import securityPt from "../locales/security/pt.json";
import callsEn from "../locales/calls/en.json";
import callsEs from "../locales/calls/es.json";
import callsPt from "../locales/calls/pt.json";
import servicesEn from "../locales/services/en.json";
import servicesEs from "../locales/services/es.json";
import servicesPt from "../locales/services/pt.json";
import ssoEn from "../locales/sso/en.json";
import ssoEs from "../locales/sso/es.json";
import ssoPt from "../locales/sso/pt.json";
import statisticsEn from "../locales/statistics/en.json";
import statisticsEs from "../locales/statistics/es.json";
import statisticsPt from "../locales/statistics/pt.json";
import teachingEn from "../locales/teaching/en.json";
import uiEn from "../locales/ui/en.json";
import teachingEs from "../locales/teaching/es.json";
import uiEs from "../locales/ui/es.json";
import teachingPt from "../locales/teaching/pt.json";
import networkEn from "../locales/network/en.json";
import networkEs from "../locales/network/es.json";
import networkPt from "../locales/network/pt.json";
import uiPt from "../locales/ui/pt.json";

export const supportedLanguages = ["pt", "en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "pt";

type Tree = { [key: string]: string | Tree };

/** Deep merge of locale trees; the same key defined twice is a mistake, so it throws. */
function merge(...trees: object[]): Tree {
  const out: Tree = {};
  for (const tree of trees as Tree[]) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      if (existing === undefined) out[key] = typeof value === "string" ? value : merge(value);
      else if (typeof existing !== "string" && typeof value !== "string") out[key] = merge(existing, value);
      else throw new Error(`locale key defined twice: ${key}`);
    }
  }
  return out;
}

export const resources = {
  pt: {
    translation: merge(
      pt,
      recordPt,
      circulationPt,
      basketPt,
      searchPt,
      historyPt,
      teachingPt,
      kidsPt,
      captchaPt,
      recoveryPt,
      ssoPt,
      loginPt,
      personalPt,
      requestsPt,
      acquisitionPt,
      clearancePt,
      commentsPt,
      interestPt,
      servicesPt,
      statisticsPt,
      a11yPt,
      securityPt,
      networkPt,
      callsPt,
      uiPt,
    ) as typeof pt,
  },
  en: {
    translation: merge(
      en,
      recordEn,
      circulationEn,
      basketEn,
      searchEn,
      historyEn,
      teachingEn,
      kidsEn,
      captchaEn,
      recoveryEn,
      ssoEn,
      loginEn,
      personalEn,
      requestsEn,
      acquisitionEn,
      clearanceEn,
      commentsEn,
      interestEn,
      servicesEn,
      statisticsEn,
      a11yEn,
      securityEn,
      networkEn,
      callsEn,
      uiEn,
    ) as typeof en,
  },
  es: {
    translation: merge(
      es,
      recordEs,
      circulationEs,
      basketEs,
      searchEs,
      historyEs,
      teachingEs,
      kidsEs,
      captchaEs,
      recoveryEs,
      ssoEs,
      loginEs,
      personalEs,
      requestsEs,
      acquisitionEs,
      clearanceEs,
      commentsEs,
      interestEs,
      servicesEs,
      statisticsEs,
      a11yEs,
      securityEs,
      networkEs,
      callsEs,
      uiEs,
    ) as typeof es,
  },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Marks a string as a translation key that is stored now and translated later (config labels,
 * schema messages). It does nothing at run time; the locale test scans for tk(…) calls as it does
 * for t(…) calls, so keys kept in data are checked too.
 */
export function tk<K extends string>(key: K): K {
  return key;
}

export default {
  supportedLngs: [...supportedLanguages],
  fallbackLng: fallbackLanguage,
  defaultNS: "translation",
  resources,
  // React escapes output already.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

/** Rendering for DOM tests: the app's translations (pt) around the tree, as on a page. */
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";

import i18nConfig from "../lib/i18n.ts";

const i18n = createInstance();
const ready = i18n.use(initReactI18next).init({ ...i18nConfig, lng: "pt" });

export async function renderPt(node: ReactNode) {
  await ready;
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

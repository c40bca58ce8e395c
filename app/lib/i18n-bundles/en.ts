/**
 * The files of the OPAC's strings in English: the base file and each feature's file
 * (app/locales/<feature>/en.json), merged by mergeLanguage (namespaces.ts). A browser loads
 * only its page's language, as this module's chunk (decision 037); the server and the tests load
 * all three (i18n-resources.server.ts).
 */
export { default as base } from "../../locales/en.json";
export { default as a11y } from "../../locales/a11y/en.json";
export { default as acquisition } from "../../locales/acquisition/en.json";
export { default as basket } from "../../locales/basket/en.json";
export { default as browse } from "../../locales/browse/en.json";
export { default as calls } from "../../locales/calls/en.json";
export { default as captcha } from "../../locales/captcha/en.json";
export { default as circulation } from "../../locales/circulation/en.json";
export { default as clearance } from "../../locales/clearance/en.json";
export { default as comments } from "../../locales/comments/en.json";
export { default as history } from "../../locales/history/en.json";
export { default as interest } from "../../locales/interest/en.json";
export { default as kids } from "../../locales/kids/en.json";
export { default as login } from "../../locales/login/en.json";
export { default as network } from "../../locales/network/en.json";
export { default as personal } from "../../locales/personal/en.json";
export { default as record } from "../../locales/record/en.json";
export { default as recovery } from "../../locales/recovery/en.json";
export { default as requests } from "../../locales/requests/en.json";
export { default as search } from "../../locales/search/en.json";
export { default as security } from "../../locales/security/en.json";
export { default as services } from "../../locales/services/en.json";
export { default as sso } from "../../locales/sso/en.json";
export { default as statistics } from "../../locales/statistics/en.json";
export { default as teaching } from "../../locales/teaching/en.json";
export { default as ui } from "../../locales/ui/en.json";

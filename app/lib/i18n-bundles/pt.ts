/**
 * The files of the OPAC's strings in Português: the base file and each feature's file
 * (app/locales/<feature>/pt.json), merged by mergeLanguage (namespaces.ts). A browser loads
 * only its page's language, as this module's chunk (decision 037); the server and the tests load
 * all three (i18n-resources.server.ts).
 */
export { default as base } from "../../locales/pt.json";
export { default as a11y } from "../../locales/a11y/pt.json";
export { default as acquisition } from "../../locales/acquisition/pt.json";
export { default as basket } from "../../locales/basket/pt.json";
export { default as browse } from "../../locales/browse/pt.json";
export { default as calls } from "../../locales/calls/pt.json";
export { default as captcha } from "../../locales/captcha/pt.json";
export { default as circulation } from "../../locales/circulation/pt.json";
export { default as clearance } from "../../locales/clearance/pt.json";
export { default as comments } from "../../locales/comments/pt.json";
export { default as history } from "../../locales/history/pt.json";
export { default as interest } from "../../locales/interest/pt.json";
export { default as kids } from "../../locales/kids/pt.json";
export { default as login } from "../../locales/login/pt.json";
export { default as network } from "../../locales/network/pt.json";
export { default as personal } from "../../locales/personal/pt.json";
export { default as record } from "../../locales/record/pt.json";
export { default as recovery } from "../../locales/recovery/pt.json";
export { default as requests } from "../../locales/requests/pt.json";
export { default as search } from "../../locales/search/pt.json";
export { default as security } from "../../locales/security/pt.json";
export { default as services } from "../../locales/services/pt.json";
export { default as sso } from "../../locales/sso/pt.json";
export { default as statistics } from "../../locales/statistics/pt.json";
export { default as teaching } from "../../locales/teaching/pt.json";
export { default as ui } from "../../locales/ui/pt.json";

/**
 * The files of the OPAC's strings in Español: the base file and each feature's file
 * (app/locales/<feature>/es.json), merged by mergeLanguage (namespaces.ts). A browser loads
 * only its page's language, as this module's chunk (decision 037); the server and the tests load
 * all three (i18n-resources.server.ts).
 */
export { default as base } from "../../locales/es.json";
export { default as a11y } from "../../locales/a11y/es.json";
export { default as acquisition } from "../../locales/acquisition/es.json";
export { default as basket } from "../../locales/basket/es.json";
export { default as browse } from "../../locales/browse/es.json";
export { default as calls } from "../../locales/calls/es.json";
export { default as captcha } from "../../locales/captcha/es.json";
export { default as circulation } from "../../locales/circulation/es.json";
export { default as clearance } from "../../locales/clearance/es.json";
export { default as comments } from "../../locales/comments/es.json";
export { default as history } from "../../locales/history/es.json";
export { default as interest } from "../../locales/interest/es.json";
export { default as kids } from "../../locales/kids/es.json";
export { default as login } from "../../locales/login/es.json";
export { default as network } from "../../locales/network/es.json";
export { default as personal } from "../../locales/personal/es.json";
export { default as record } from "../../locales/record/es.json";
export { default as recovery } from "../../locales/recovery/es.json";
export { default as requests } from "../../locales/requests/es.json";
export { default as search } from "../../locales/search/es.json";
export { default as security } from "../../locales/security/es.json";
export { default as services } from "../../locales/services/es.json";
export { default as sso } from "../../locales/sso/es.json";
export { default as statistics } from "../../locales/statistics/es.json";
export { default as teaching } from "../../locales/teaching/es.json";
export { default as ui } from "../../locales/ui/es.json";

/**
 * Every string of the OPAC in Español: the base file and each feature's file
 * (app/locales/<feature>/es.json), merged. A browser loads only its page's language
 * (decision 037); the server and the tests load all three (i18n-resources.server.ts).
 * A new feature namespace is added here and in the two other languages' bundles.
 */
import a11y from "../../locales/a11y/es.json";
import acquisition from "../../locales/acquisition/es.json";
import basket from "../../locales/basket/es.json";
import calls from "../../locales/calls/es.json";
import captcha from "../../locales/captcha/es.json";
import circulation from "../../locales/circulation/es.json";
import clearance from "../../locales/clearance/es.json";
import comments from "../../locales/comments/es.json";
import base from "../../locales/es.json";
import history from "../../locales/history/es.json";
import interest from "../../locales/interest/es.json";
import kids from "../../locales/kids/es.json";
import login from "../../locales/login/es.json";
import network from "../../locales/network/es.json";
import personal from "../../locales/personal/es.json";
import record from "../../locales/record/es.json";
import recovery from "../../locales/recovery/es.json";
import requests from "../../locales/requests/es.json";
import search from "../../locales/search/es.json";
import security from "../../locales/security/es.json";
import services from "../../locales/services/es.json";
import sso from "../../locales/sso/es.json";
import statistics from "../../locales/statistics/es.json";
import teaching from "../../locales/teaching/es.json";
import ui from "../../locales/ui/es.json";
import { mergeLocaleTrees } from "./merge.ts";

export default mergeLocaleTrees(
  base,
  record,
  circulation,
  basket,
  search,
  history,
  teaching,
  kids,
  captcha,
  recovery,
  sso,
  login,
  personal,
  requests,
  acquisition,
  clearance,
  comments,
  interest,
  services,
  statistics,
  a11y,
  security,
  network,
  calls,
  ui,
) as typeof base;

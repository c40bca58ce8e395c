/**
 * Every string of the OPAC in English: the base file and each feature's file
 * (app/locales/<feature>/en.json), merged. A browser loads only its page's language
 * (decision 037); the server and the tests load all three (i18n-resources.server.ts).
 * A new feature namespace is added here and in the two other languages' bundles.
 */
import a11y from "../../locales/a11y/en.json";
import acquisition from "../../locales/acquisition/en.json";
import basket from "../../locales/basket/en.json";
import calls from "../../locales/calls/en.json";
import captcha from "../../locales/captcha/en.json";
import circulation from "../../locales/circulation/en.json";
import clearance from "../../locales/clearance/en.json";
import comments from "../../locales/comments/en.json";
import base from "../../locales/en.json";
import history from "../../locales/history/en.json";
import interest from "../../locales/interest/en.json";
import kids from "../../locales/kids/en.json";
import login from "../../locales/login/en.json";
import network from "../../locales/network/en.json";
import personal from "../../locales/personal/en.json";
import record from "../../locales/record/en.json";
import recovery from "../../locales/recovery/en.json";
import requests from "../../locales/requests/en.json";
import search from "../../locales/search/en.json";
import security from "../../locales/security/en.json";
import services from "../../locales/services/en.json";
import sso from "../../locales/sso/en.json";
import statistics from "../../locales/statistics/en.json";
import teaching from "../../locales/teaching/en.json";
import ui from "../../locales/ui/en.json";
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

/**
 * Every string of the OPAC in Português: the base file and each feature's file
 * (app/locales/<feature>/pt.json), merged. A browser loads only its page's language
 * (decision 037); the server and the tests load all three (i18n-resources.server.ts).
 * A new feature namespace is added here and in the two other languages' bundles.
 */
import a11y from "../../locales/a11y/pt.json";
import acquisition from "../../locales/acquisition/pt.json";
import basket from "../../locales/basket/pt.json";
import calls from "../../locales/calls/pt.json";
import captcha from "../../locales/captcha/pt.json";
import circulation from "../../locales/circulation/pt.json";
import clearance from "../../locales/clearance/pt.json";
import comments from "../../locales/comments/pt.json";
import history from "../../locales/history/pt.json";
import interest from "../../locales/interest/pt.json";
import kids from "../../locales/kids/pt.json";
import login from "../../locales/login/pt.json";
import network from "../../locales/network/pt.json";
import personal from "../../locales/personal/pt.json";
import base from "../../locales/pt.json";
import record from "../../locales/record/pt.json";
import recovery from "../../locales/recovery/pt.json";
import requests from "../../locales/requests/pt.json";
import search from "../../locales/search/pt.json";
import security from "../../locales/security/pt.json";
import services from "../../locales/services/pt.json";
import sso from "../../locales/sso/pt.json";
import statistics from "../../locales/statistics/pt.json";
import teaching from "../../locales/teaching/pt.json";
import ui from "../../locales/ui/pt.json";
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

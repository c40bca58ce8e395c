import * as m001 from "./001-init.ts";
import * as m002 from "./002-circulation.ts";
import * as m003 from "./003-records.ts";
import * as m005 from "./005-suggestions.ts";
import * as m006 from "./006-search-history.ts";
import * as m010 from "./010-catalogue-generation.ts";
import * as m011 from "./011-record-recency.ts";
import * as m013 from "./013-generation-of-settings.ts";
import * as m014 from "./014-teaching-plans.ts";
import * as m015 from "./015-kids-case-law-accessibility.ts";
import * as m016 from "./016-record-libraries.ts";
import * as m017 from "./017-patron-identity.ts";
import * as m018 from "./018-login-identity.ts";
import * as m019 from "./019-password-recovery.ts";
import * as m020 from "./020-personal-and-app.ts";
import * as m021 from "./021-single-sign-on.ts";
import * as m022 from "./022-patron-alerts.ts";
import * as m023 from "./023-comments.ts";
import * as m024 from "./024-acquisition-suggestions.ts";
import * as m025 from "./025-interest-profile.ts";
import * as m026 from "./026-clearance-and-token.ts";
import * as m027 from "./027-research-requests.ts";
import * as m028 from "./028-patron-services.ts";
import * as m029 from "./029-sessions.ts";
import * as m032 from "./032-faq-and-information.ts";
import * as m033 from "./033-public-statistics.ts";
import * as m034 from "./034-catalogues.ts";
import * as m035 from "./035-oai-network.ts";
import * as m036 from "./036-network-harvest-lock.ts";
import * as m037 from "./037-record-search.ts";
import * as m038 from "./038-calls-and-providers.ts";
import * as m039 from "./039-catalogue-changed-at.ts";
import * as m040 from "./040-schedule-lease.ts";
import * as m041 from "./041-search-budget.ts";
import * as m042 from "./042-allowance.ts";
import * as m043 from "./043-reauthentication.ts";
import * as m044 from "./044-record-words.ts";
import * as m045 from "./045-api-clients.ts";
import * as m046 from "./046-work-key.ts";
import * as m047 from "./047-browse-headings.ts";
import * as m051 from "./051-provider-form-post.ts";

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: { version: string; up: string }[] = [
  m001,
  m002,
  m003,
  m005,
  m006,
  m010,
  m011,
  m013,
  m014,
  m015,
  m016,
  m017,
  m018,
  m019,
  m020,
  m021,
  m022,
  m023,
  m024,
  m025,
  m026,
  m027,
  m028,
  m029,
  m032,
  m033,
  m034,
  m035,
  m036,
  m037,
  m038,
  m039,
  m040,
  m041,
  m042,
  m043,
  m044,
  m045,
  m046,
  m047,
  m051,
];

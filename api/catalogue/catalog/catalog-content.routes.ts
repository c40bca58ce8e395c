/**
 * /balcao/catalogo/…: staff write the kids and museum catalogues' home content
 * (catalog.calls.ts, `catalogContentCalls`): the lists replaced whole, the news as items.
 */
import { callRoutes } from "../../core/http/call.ts";
import { mountContentItems, mountContentList } from "../../community/information/staff-content.ts";
import { catalogContentCalls as calls } from "./catalog.calls.ts";
import { removeNews, saveHighlights, saveInfoTabs, saveNews, saveSections } from "./catalog-content.service.ts";

const routes = callRoutes("/balcao/catalogo");
mountContentList(routes, calls.sections, (db, staff, b) =>
  saveSections(
    db,
    staff,
    b.tipo_catalogo,
    b.secoes.map((s) => ({ kind: s.tipo_secao, name: s.nome_secao })),
  ),
);
mountContentList(routes, calls.highlights, (db, staff, b) => saveHighlights(db, staff, b.tipo_catalogo, b.acervos));
mountContentList(routes, calls.tabs, (db, staff, b) =>
  saveInfoTabs(
    db,
    staff,
    b.tipo_catalogo,
    b.cod_biblioteca,
    b.abas.map((t) => ({ kind: t.tipo, title: t.titulo, icon: t.icone, content: t.conteudo })),
  ),
);
mountContentItems(routes, calls.news, {
  save: (db, staff, b, id) =>
    saveNews(
      db,
      staff,
      {
        catalog: b.tipo_catalogo,
        title: b.titulo,
        content: b.conteudo,
        url: b.url,
        image: b.nom_imagem,
        position: b.posicao,
      },
      id,
    ),
  remove: removeNews,
});

export const catalogContentDeskRoutes = routes.app;

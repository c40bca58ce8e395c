import type { LinkOut } from "../contract.ts";
import { dataFields, subfield, type MarcRecord } from "../marc/record.ts";

const MEDIA = /\.(mp4|m4v|webm|ogv|mp3|ogg|oga|wav|m4a)(\?|#|$)/i;
const PDF = /\.pdf(\?|#|$)/i;
/** Pergamum marks restricted links by their description (document 1, /acervo/{id}/restrito). */
const RESTRICTED = new Set(["acesso restrito", "acesso restrito - visualizar"]);

/**
 * The links of a record (856 $u), in field order. `seq_paragrafo` is the occurrence number of the
 * 856, stable as long as the record is not re-catalogued.
 */
export function recordLinks(record: MarcRecord): LinkOut[] {
  const links: LinkOut[] = [];
  dataFields(record, "856").forEach((field, index) => {
    const url = subfield(field, "u")?.trim();
    if (!url) return;
    const descricao = (subfield(field, "y") ?? subfield(field, "3") ?? subfield(field, "z") ?? url).trim();
    const mime = subfield(field, "q")?.toLowerCase() ?? "";
    const isPdf = mime.includes("pdf") || PDF.test(url);
    const mediaMatch = url.match(MEDIA);
    const isMedia = Boolean(mediaMatch) || mime.startsWith("video/") || mime.startsWith("audio/");
    const ext = mediaMatch?.[1]?.toLowerCase();
    links.push({
      seq_paragrafo: index + 1,
      tipo_link: RESTRICTED.has(descricao.toLowerCase()) ? "AR" : "P",
      descricao,
      url_link: url,
      is_pdf: isPdf,
      is_media: isMedia,
      media_format: isMedia ? (ext === "mp4" || ext === "m4v" || ext === "webm" || ext === "ogv" || mime.startsWith("video/") ? "MP4" : "AUDIO") : null,
      download_pdf: isPdf ? "S" : "N",
    });
  });
  return links;
}

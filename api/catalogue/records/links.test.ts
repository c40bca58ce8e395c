import { describe, expect, it } from "vitest";
import { marc } from "../../../tests/fixtures/records/load.ts";
import type { DataField } from "../marc/record.ts";
import { hasAccessibleLink, hasRestrictedLink, publicWebAddress, recordLinks, recordLinksInternal } from "./links.ts";

const record = marc(
  "00000nam a2200000 a 4500",
  "856 40 $u https://repositorio.example/tese.pdf $y Texto completo",
  "856 40 $u https://repositorio.example/restrito.pdf $y  Acesso Restrito ",
  "856 40 $u https://repositorio.example/ver $y Acesso restrito - visualizar",
  "856 41 $u /vinculos/demo/privado.pdf $y Arquivo da obra $x AR",
  "856 41 $u /vinculos/demo/acessivel.txt $y Versão acessível $x AC",
  "856 42 $u https://media.example/entrevista.mp3 $3 Entrevista",
  "856 42 $u /vinculos/publico/video.mp4 $y Vídeo",
  "856 42 $z sem endereço",
);

describe("links of a record", () => {
  it("marks restricted links by description or $x AR, accessibility links by $x AC", () => {
    const links = recordLinksInternal(record);
    expect(links.map((l) => [l.seq_paragrafo, l.tipo_link])).toEqual([
      [1, "P"],
      [2, "AR"],
      [3, "AR"],
      [4, "AR"],
      [5, "AC"],
      [6, "P"],
      [7, "P"],
    ]);
    expect(hasRestrictedLink(record)).toBe(true);
    expect(hasAccessibleLink(record)).toBe(true);
    expect(hasRestrictedLink(marc("00000nam a2200000 a 4500", "856 40 $u https://x.example $y Texto"))).toBe(false);
  });

  it("never shows the address of a restricted or accessibility link, and gives files of the service their service path", () => {
    const links = recordLinks(record, 42);
    expect(links[0].url_link).toBe("https://repositorio.example/tese.pdf");
    expect(links.filter((l) => l.tipo_link !== "P").every((l) => l.url_link === "")).toBe(true);
    expect(links[6].url_link).toBe("/api/vinculos/arquivo/42/7");
    expect(links.some((l) => "url" in l || "localPath" in l)).toBe(false);
  });

  it("tells PDFs, audio and video apart", () => {
    const links = recordLinks(record, 42);
    expect(links[0]).toMatchObject({ is_pdf: true, download_pdf: "S", is_media: false, media_format: null });
    expect(links[5]).toMatchObject({ is_pdf: false, is_media: true, media_format: "AUDIO", descricao: "Entrevista" });
    expect(links[6]).toMatchObject({ is_media: true, media_format: "MP4" });
  });

  it("names the file type of the catalogue's icons from the address, or from $q for a PDF", () => {
    expect(recordLinks(record, 42).map((l) => l.extensao)).toEqual(["pdf", "pdf", null, "pdf", null, "mp3", "mp4"]);
    const others = marc(
      "00000nam a2200000 a 4500",
      "856 40 $u https://dados.example/planilha.XLSX?download=1 $y Dados",
      "856 40 $u https://repositorio.example/bitstream/123 $q application/pdf $y Texto",
      "856 40 $u https://arquivo.example/colecao.tar.gz $y Coleção",
      "856 40 $u https://arquivo.example/fotos.zip#inicio $y Fotos",
      "856 40 $u https://exemplo.example/docx $y Sem extensão",
    );
    expect(recordLinks(others).map((l) => l.extensao)).toEqual(["xlsx", "pdf", null, "zip", null]);
  });

  it("gives presenters only the addresses anyone may follow", () => {
    const fields = record.fields as DataField[];
    expect(fields.map(publicWebAddress)).toEqual([
      "https://repositorio.example/tese.pdf",
      undefined,
      undefined,
      undefined,
      undefined,
      "https://media.example/entrevista.mp3",
      undefined,
      undefined,
    ]);
  });
});

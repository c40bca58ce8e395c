import { describe, expect, it } from "vitest";
import { parseXml, children, child } from "../../../api/network/oai/xml-tree.ts";
import type { LibraryClient } from "../../lib/library/index.server.ts";
import { ServiceError } from "../../lib/library/index.server.ts";
import { unapiResponse } from "./unapi.server.ts";
import { formatsXml, parseUnapiId } from "./unapi.ts";

const messages = { notFound: "not found", notAcceptable: "not acceptable" };

/** A client whose export answers record 7 only, with the format's name as its body. */
const api = {
  records: {
    exportFile: async (id: number, format: string) => {
      if (id !== 7) throw new ServiceError(404, "record_not_found", "not found");
      return new Response(`${format} of ${id}`, { headers: { "Content-Type": "text/plain" } });
    },
  },
} as unknown as LibraryClient;

const call = (query: string) => unapiResponse(new URL(`http://opac.test/unapi${query}`), api, messages);

describe("unAPI", () => {
  it("lists the formats, with the record's id when asked for one", () => {
    const root = child(parseXml(formatsXml()), "formats")!;
    expect(children(root, "format").map((f) => f.attrs.name)).toEqual(["ris", "bibtex", "mods", "marcxml", "oai_dc"]);
    expect(root.attrs.id).toBeUndefined();
    expect(child(parseXml(formatsXml("7")), "formats")!.attrs.id).toBe("7");
  });

  it("reads only a record number as an id", () => {
    expect(parseUnapiId("42")).toBe(42);
    expect(parseUnapiId("acervo:42")).toBeNull();
    expect(parseUnapiId(null)).toBeNull();
  });

  it("answers as the specification says: 200, 300, 200 with the record, 404 and 406", async () => {
    expect((await call("")).status).toBe(200);
    const formats = await call("?id=7");
    expect(formats.status).toBe(300);
    expect(formats.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const record = await call("?id=7&format=mods");
    expect(record.status).toBe(200);
    expect(await record.text()).toBe("mods of 7");
    expect((await call("?id=7&format=docx")).status).toBe(406);
    expect((await call("?id=8&format=ris")).status).toBe(404);
    expect((await call("?id=x&format=ris")).status).toBe(404);
  });
});

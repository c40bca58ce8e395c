/**
 * Research requests (document 2 §7 "Requests" and "Libraries and clearance"; docs/api.md "Research
 * requests"; decision 033). Under /api/solicitacoes, all bearer, the patron's own only:
 *   GET {tipo} (status, dataIni, dataFim) · POST emprestimo-inter-bibliotecas (dados) ·
 *   POST comutacao-bibliografica[/{id}] · POST levantamento-bibliografico · POST pesquisa-especializada ·
 *   ficha-catalografica: GET get-form-config, POST save (multipart), GET pdf-view-permission, GET {id}/pdf ·
 *   DELETE {tipo}/{id} (cancel).
 * Under /api/balcao/solicitacoes, with X-Staff-Key: GET (tipo, status), PUT {tipo}/{id}, and the
 * catalogue sheet's file and card.
 * Each type's paths are spelled out (no "/:tipo"), so that other calls under /api/solicitacoes
 * (the alerts) are never taken for a type.
 */
import type { Context } from "hono";
import * as z from "zod";

import { optionalDateRange, patronOf, staffOf } from "../../core/caller.ts";
import { callRoutes } from "../../core/http/call.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { bodyOf, parse, pathId, queryOf, readBody } from "../../core/http/input.ts";
import { ApiError } from "../../core/errors.ts";
import { RESEARCH_TYPES, type ResearchType } from "./contract.ts";
import {
  MoveBody,
  researchCancelCalls,
  researchDeskCalls,
  researchListCalls,
  researchRequestCalls as calls,
  type ListQuery,
} from "./research-requests.calls.ts";
import { MAX_FILE_BYTES, MAX_UPLOAD_BODY_BYTES } from "./research-requests.rules.ts";
import {
  cancelRequest,
  catalogueFormConfig,
  createRequest,
  deskCardPdf,
  deskFile,
  deskRequests,
  moveRequest,
  patronCardPdf,
  patronRequests,
  pdfViewPermission,
  type UploadedFile,
} from "./research-requests.service.ts";

/** A request's fields: flat, or inside `dados` (the Pergamum call's name) as an object. */
function fieldsOf(body: Record<string, unknown>): Record<string, unknown> {
  const dados = body.dados;
  return dados && typeof dados === "object" && !Array.isArray(dados) ? (dados as Record<string, unknown>) : body;
}

const tooLarge = () =>
  new ApiError(413, "research_file_too_large", "errors.research_file_too_large", { max: MAX_FILE_BYTES / 1048576 });

/**
 * A catalogue sheet's body: multipart with the file in `arquivo` (up to MAX_UPLOAD_BODY_BYTES,
 * more than the service's usual 1 MiB), or JSON/form without one (then refused for the missing file).
 */
async function readUpload(request: Request): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data")) return { fields: fieldsOf(await readBody(request)), file: null };
  if (Number(request.headers.get("content-length")) > MAX_UPLOAD_BODY_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_UPLOAD_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": type } })
    .formData()
    .catch(() => null);
  if (!form) throw new ApiError(400, "bad_request", "errors.bad_request");
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") {
      if (value.includes("\u0000")) throw new ApiError(400, "bad_request", "errors.bad_request");
      fields[key] = value;
    } else if (key === "arquivo" && value.size > 0) {
      file = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
  }
  return { fields, file };
}

async function list(c: Context<ApiEnv, string, { out: { query: z.output<typeof ListQuery> } }>, type: ResearchType) {
  const patronId = patronOf(c);
  const q = queryOf(c);
  const status = q.status;
  const range = optionalDateRange(q.dataIni, q.dataFim);
  return c.json(await patronRequests(c.get("db"), patronId, type, { ...range, status }, c.get("lang")));
}

async function create(
  c: Context<ApiEnv, string, { out: { json: Record<string, unknown> } }>,
  type: ResearchType,
  recordId?: number,
) {
  const patronId = patronOf(c);
  const body = fieldsOf(bodyOf(c));
  return c.json(await createRequest(c.get("db"), patronId, type, body, c.get("lang"), { recordId }), 201);
}

async function saveCatalogueSheet(c: Context<ApiEnv>) {
  const patronId = patronOf(c);
  const { fields, file } = await readUpload(c.req.raw);
  return c.json(
    await createRequest(c.get("db"), patronId, "ficha-catalografica", fields, c.get("lang"), { file }),
    201,
  );
}

const pdf = (bytes: Buffer, name: string) =>
  new Response(new Uint8Array(bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${name}"` },
  });

const Type = z.enum(RESEARCH_TYPES);

const CodigoQuery = z.object({ codigo: z.coerce.number().int().positive().max(2_147_483_647) });

const patronRoutes = callRoutes("/solicitacoes")
  .on(calls.formConfig, async (c) => {
    patronOf(c);
    return c.json(await catalogueFormConfig(c.get("db")));
  })
  .on(calls.pdfViewPermission, async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const { codigo } = parse(CodigoQuery, { codigo: q.codigo ?? q.id });
    return c.json(await pdfViewPermission(c.get("db"), patronId, codigo));
  })
  .on(calls.saveCatalogueSheet, saveCatalogueSheet)
  .on(calls.saveCatalogueSheetAlias, saveCatalogueSheet)
  .on(calls.cardPdf, async (c) => {
    const patronId = patronOf(c);
    const id = pathId(c);
    return pdf(await patronCardPdf(c.get("db"), patronId, id), `ficha-catalografica-${id}.pdf`);
  })
  .on(calls.interlibraryLoan, (c) => create(c, "emprestimo-inter-bibliotecas"))
  .on(calls.switching, (c) => create(c, "comutacao-bibliografica"))
  .on(calls.switchingOfRecord, (c) => {
    patronOf(c);
    return create(c, "comutacao-bibliografica", pathId(c));
  })
  .on(calls.survey, (c) => create(c, "levantamento-bibliografico"))
  .on(calls.research, (c) => create(c, "pesquisa-especializada"));

for (const type of RESEARCH_TYPES) {
  patronRoutes.on(researchListCalls[type], (c) => list(c, type));
  patronRoutes.on(researchCancelCalls[type], async (c) => {
    const patronId = patronOf(c);
    return c.json(await cancelRequest(c.get("db"), patronId, type, pathId(c), c.get("lang")));
  });
}

export const researchRequestRoutes = patronRoutes.app;

/** /balcao/solicitacoes: the desk's side (X-Staff-Key). */
export const researchDeskRoutes = callRoutes("/balcao/solicitacoes")
  .on(researchDeskCalls.list, async (c) => {
    await staffOf(c);
    const query = queryOf(c);
    return c.json(await deskRequests(c.get("db"), { kind: query.tipo, status: query.status }, c.get("lang")));
  })
  .on(researchDeskCalls.file, async (c) => {
    await staffOf(c);
    const file = await deskFile(c.get("db"), pathId(c));
    return new Response(new Uint8Array(file.content), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    });
  })
  .on(researchDeskCalls.cardPdf, async (c) => {
    await staffOf(c);
    const id = pathId(c);
    return pdf(await deskCardPdf(c.get("db"), id), `ficha-catalografica-${id}.pdf`);
  })
  .on(researchDeskCalls.move, async (c) => {
    const staff = await staffOf(c);
    const { tipo } = parse(z.object({ tipo: Type }), { tipo: c.req.valid("param").tipo });
    const id = pathId(c);
    const body = bodyOf(c);
    const move = parse(MoveBody, { ...body, status: body.status ?? body.situacao });
    return c.json(
      await moveRequest(
        c.get("db"),
        staff,
        tipo,
        id,
        { status: move.status, answer: move.resposta, card: move.ficha },
        c.get("lang"),
      ),
    );
  }).app;

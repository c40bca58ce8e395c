/**
 * The calls by which staff write the content the public calls show (decision 038: the
 * FAQ, service points, events; decision 040: the kids and museum homes). Every such
 * resource follows one shape, declared here once: a list replaced whole by PUT (200 `{total}`),
 * or items added by POST (201 `{id}`), replaced by PUT `/{id}` (200 `{id}`) and removed by
 * DELETE `/{id}` (200 `{removido: true}`). JSON bodies only (a page on another site cannot post a
 * form here); the desk's key (X-Staff-Key) is checked before the body.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";

/** A title of a piece of content. */
export const ContentTitle = z.string().trim().min(1).max(300);
/** Where a list puts an entry (0 first). */
export const ContentPosition = z.number().int().min(0).max(9999).default(0);
/** A field that may be left out, null or blank (""), all read as null. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? null : v), schema.nullable().optional()).transform((v) => v ?? null);
/**
 * An address staff write: http(s), or one without a scheme (shown with http://, decision 040);
 * any other scheme is refused.
 */
export const ContentLink = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => !/^[a-z][a-z0-9+.-]*:/i.test(v) || /^https?:\/\/\S+$/i.test(v))
  .refine((v) => !/\s/.test(v));

export const ContentListSavedSchema = z.object({
  total: z.number().int().min(0).describe("How many entries the list now has"),
});
export const ContentItemSavedSchema = z.object({ id: z.number().int().min(1) });
export const ContentItemRemovedSchema = z.object({ removido: z.literal(true) });

/** What every staff write may be refused for, whatever the resource. */
const staffRefusals = {
  401: refusal("`staff_unauthorized`: no valid X-Staff-Key."),
  403: refusal("`staff_forbidden`: the desk does not serve what it writes (the whole institution, or that library)."),
  429: refusal("`too_many_requests`: too many wrong keys from this address."),
} as const;

const badBody = refusal(
  "`invalid_parameter` naming the first bad field; `bad_request` for a form or a body that is not JSON.",
);

/** What a content resource is called in the reference: "a FAQ entry", "the FAQ entry". */
interface Naming {
  /** "a FAQ entry" */
  one: string;
  /** "the FAQ entry" */
  the: string;
  /** Why a body is refused beyond a bad field (an unknown library, an end before the start). */
  rules?: string;
}

const ItemParam = z.object({ id: Id });

/** POST `path`, PUT and DELETE `path/{id}`: the calls of a resource made of items. */
export function contentItemCalls<const B extends z.ZodType>(path: string, body: B, name: Naming) {
  const notFound = refusal("`not_found`: no entry has this id.");
  return {
    create: defineCall({
      method: "post",
      path,
      summary: `Adds ${name.one}`,
      description: name.rules,
      body,
      accepts: "json",
      auth: "staff",
      responses: { 201: json(ContentItemSavedSchema, `${cap(name.the)}, made.`), 400: badBody, ...staffRefusals },
    }),
    replace: defineCall({
      method: "put",
      path: `${path}/:id`,
      summary: `Replaces ${name.the}`,
      description: name.rules,
      params: ItemParam,
      body,
      accepts: "json",
      auth: "staff",
      responses: {
        200: json(ContentItemSavedSchema, `${cap(name.the)}, changed.`),
        400: badBody,
        ...staffRefusals,
        404: notFound,
      },
    }),
    remove: defineCall({
      method: "delete",
      path: `${path}/:id`,
      summary: `Removes ${name.the}`,
      params: ItemParam,
      auth: "staff",
      responses: {
        200: json(ContentItemRemovedSchema, `${cap(name.the)}, removed.`),
        400: refusal("`invalid_parameter`: the id is malformed."),
        ...staffRefusals,
        404: notFound,
      },
    }),
  };
}

/** PUT `path`: a list replaced whole, in the order given; `saved` says what its `total` counts. */
export function contentListCall<const B extends z.ZodType>(path: string, body: B, name: Naming & { saved: string }) {
  return defineCall({
    method: "put",
    path,
    summary: `Replaces ${name.the}, whole and in order`,
    description: name.rules,
    body,
    accepts: "json",
    auth: "staff",
    responses: { 200: json(ContentListSavedSchema, name.saved), 400: badBody, ...staffRefusals },
  });
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

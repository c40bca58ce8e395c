import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Notice } from "../../ui/notice.tsx";

/** An SSO form post (decision 066): where the form goes, its fields (the signed token) and the provider's name. */
interface FormPost {
  action: string;
  fields: Record<string, string>;
  name: string;
}

type HandOffData = { title: string; message: string; post?: undefined } | { title: string; post: FormPost };

/**
 * What a hand-off shows when it is not a plain redirect: why it cannot happen and the way back,
 * or the form that posts the patron's token to a provider. The patron sends that form with its
 * button, with JavaScript or without (decision 066): the page says where their identity goes
 * before it goes, and a late click only meets an expired token, which a reload signs anew.
 */
export function HandOffPage() {
  const { t } = useTranslation();
  const data = useLoaderData<HandOffData>();
  return (
    <section aria-labelledby="hand-off-title" className="hand-off">
      <h1 id="hand-off-title">{data.title}</h1>
      {data.post ? <HandOffForm post={data.post} /> : <Notice message={data.message} />}
      <p>
        <Link to="/">{t("calls.handOff.back")}</Link>
      </p>
    </section>
  );
}

function HandOffForm({ post }: { post: FormPost }) {
  const { t } = useTranslation();
  return (
    <form method="post" action={post.action} className="hand-off__form">
      <p>{t("calls.handOff.leaving", { name: post.name })}</p>
      {Object.entries(post.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button">
        {t("calls.handOff.continue", { name: post.name })}
      </button>
    </form>
  );
}

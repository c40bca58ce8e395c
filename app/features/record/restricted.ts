/** Paths of the restricted-access flow (document 1 §2 /acervo/{id}/restrito). */
export function restrictedAccessPath(id: number): string {
  return `/acesso-restrito/${id}`;
}

/** Login with the way back: /login?redirect=/acesso-restrito/{id}&origin=restricted_access&destination=C. */
export function restrictedLoginPath(id: number): string {
  const query = new URLSearchParams({
    redirect: restrictedAccessPath(id),
    origin: "restricted_access",
    destination: "C",
  });
  return `/login?${query}`;
}

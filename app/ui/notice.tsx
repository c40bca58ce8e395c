/** A one-time message from the server (e.g. "session expired"), announced politely. */
export function Notice({ message }: { message: string }) {
  return (
    <div className="notice" role="status">
      <p>{message}</p>
    </div>
  );
}

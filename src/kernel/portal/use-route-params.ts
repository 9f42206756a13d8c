// Route parameters as the user meant them: wouter hands them over still percent-encoded, so a base64 value
// (with / + =) or a name with spaces is decoded here once; a malformed escape is kept as typed, never thrown.
import { useParams } from 'wouter';

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export function useRouteParams<K extends string>(): Partial<Record<K, string>> {
  const params = useParams<Partial<Record<K, string>>>();
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? decode(v) : v])) as Partial<
    Record<K, string>
  >;
}

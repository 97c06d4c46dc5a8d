import { Handler } from "gatehouse/next";

type Props = {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default function HandlerPage({ params, searchParams }: Props) {
  return <Handler fullPage params={params} searchParams={searchParams} />;
}
